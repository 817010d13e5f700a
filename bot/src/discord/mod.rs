//! Talking to Discord: [`publisher`] turns every committed change into
//! board posts and edits, pings and DMs; [`notify`] holds what it shares
//! with the commands (the log in words, turn panels, DM delivery);
//! [`answer`] answers clicks in time, deferring slow ones; [`takeback`]
//! the player's Undo; [`pictures`] draws and caches the boards' pictures;
//! [`house`] lets house players move after each published change; [`hint`]
//! answers a player's request for a hint.

pub mod analysis;
pub mod answer;
pub mod components;
pub mod context;
pub mod hint;
pub mod house;
pub mod notify;
pub mod pictures;
pub mod publisher;
pub mod replay;
pub mod takeback;
pub mod timer;
