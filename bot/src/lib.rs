//! The `tavola` binary's library: settings, the offline tools (the engine
//! protocol, the simulator and the arena) and the Discord bot.
//!
//! - [`store`]: SQLite persistence behind the [`store::Store`] trait.
//! - [`session`]: channel -> session, per-session lock, apply -> persist.
//! - [`render`]: views -> embeds and panels; [`notify`]: boards and DMs.
//! - [`commands`]: the slash commands; [`components`]: button clicks.
//! - [`deadlines`]: turn clocks (pure); [`timer`]: the task that runs them.
//! - [`bot`]: the serenity client and poise framework, wired once.
//! - [`i18n`]: the words every reader sees, in their language; [`langs`]:
//!   which language that is.

pub mod arena;
pub mod bot;
pub mod commands;
pub mod components;
pub mod config;
pub mod deadlines;
pub mod i18n;
pub mod langs;
pub mod notify;
pub mod protocol;
pub mod render;
pub mod session;
pub mod simulate;
pub mod store;
pub mod timer;
