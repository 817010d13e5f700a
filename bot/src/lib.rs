//! The `tavola` binary's library: settings, the offline tools (the engine
//! protocol and the simulator) and the Discord bot.
//!
//! - [`store`]: SQLite persistence behind the [`store::Store`] trait.
//! - [`session`]: channel -> session, per-session lock, apply -> persist.

pub mod config;
pub mod protocol;
pub mod render;
pub mod session;
pub mod simulate;
pub mod store;
