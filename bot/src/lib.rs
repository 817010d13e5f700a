//! The `tavola` binary's library: settings, the offline tools (the engine
//! protocol, the simulator and the arena) and the Discord bot, grouped by layer.
//!
//! - [`table`]: sessions (channel -> game, apply -> persist -> report what
//!   changed), clocks and the timer task; re-exported as [`session`],
//!   [`deadlines`] and [`timer`].
//! - [`store`]: SQLite persistence behind the [`store::Store`] trait.
//! - [`discord`]: [`discord::publisher`], the one place that decides what a
//!   change sends (boards, pings, DMs, scorings, results), and
//!   [`discord::notify`] (re-exported as [`notify`]): the log, turn panels
//!   and DM delivery it shares with the commands.
//! - [`render`]: views -> embeds and panels.
//! - [`commands`]: the slash commands; [`components`]: button clicks.
//! - [`bot`]: the serenity client and poise framework, wired once.
//! - [`i18n`]: the words every reader sees, in their language; [`langs`]:
//!   which language that is.

pub mod arena;
pub mod bot;
pub mod cli;
pub mod commands;
pub mod components;
pub mod config;
pub mod discord;
pub mod i18n;
pub mod langs;
pub mod migrate_store;
pub mod protocol;
pub mod render;
pub mod simulate;
pub mod store;
pub mod table;
