//! Talking to Discord: [`publisher`] turns every committed change into
//! board posts and edits, pings and DMs.

pub mod publisher;
