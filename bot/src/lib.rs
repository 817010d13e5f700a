//! The `tavola` binary's library: settings, the offline tools (the engine
//! protocol and the simulator) and the Discord bot.
//!
//! - [`store`]: SQLite persistence behind the [`store::Store`] trait.
//! - [`session`]: channel -> session, per-session lock, apply -> persist.
//! - [`render`]: views -> embeds and panels; [`discord::publisher`]: what a
//!   change sends (boards, pings, DMs, scorings, results); [`notify`]: the
//!   log, turn panels and DM delivery it shares with the commands.
//! - [`commands`]: the slash commands; [`components`]: button clicks.
//! - [`deadlines`]: turn clocks (pure); [`timer`]: the task that runs them.
//! - [`bot`]: the serenity client and poise framework, wired once.
//! - [`i18n`]: the words every reader sees, in their language; [`langs`]:
//!   which language that is.

pub mod bot;
pub mod commands;
pub mod components;
pub mod config;
pub mod deadlines;
pub mod discord;
pub mod i18n;
pub mod langs;
pub mod notify;
pub mod protocol;
pub mod render;
pub mod session;
pub mod simulate;
pub mod store;
pub mod timer;
