//! The `tavola` binary's library: settings, the offline tools (the engine
//! protocol, the simulator and the arena) and the Discord bot, grouped by
//! layer (docs/architecture.md). The layers only look down.
//!
//! - [`discord`]: the gateway's side: answers and deferrals, the
//!   publisher (the one place that decides what a change sends: boards,
//!   pings, DMs, scorings, results), pictures, and the house and timer
//!   tasks; `Data` and the handlers' `Error` ([`discord::context`]); button
//!   clicks parsed into requests ([`discord::components`]).
//! - [`commands`]: the slash commands, parsed into requests (they look
//!   down on `discord/`, which never names them).
//! - [`table`]: sessions and the one way into them,
//!   [`table::session::Sessions::apply`] with a [`table::request::Request`];
//!   clocks. Knows nothing of Discord.
//! - [`store`]: SQLite and PostgreSQL persistence behind
//!   [`store::Store`].
//! - [`render`]: views -> embeds and panels.
//! - [`bot`]: the serenity client and poise framework, wired once.
//! - [`i18n`]: the words every reader sees, in their language; [`langs`]:
//!   which language that is.

pub mod analyze;
pub mod arena;
pub mod bot;
pub mod cli;
pub mod commands;
pub mod config;
pub mod discord;
pub mod i18n;
pub mod langs;
pub mod migrate_store;
pub mod protocol;
pub mod ratings;
pub mod render;
pub mod simulate;
pub mod store;
pub mod table;
