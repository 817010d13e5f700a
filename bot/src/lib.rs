//! The `tavola` binary's library: settings, the offline tools (the engine
//! protocol and the simulator) and the Discord bot.

pub mod config;
pub mod deadlines;
pub mod protocol;
pub mod simulate;
