//! The Discord adapter: the gateway's side of Tavola. It turns what
//! arrives (slash commands, clicks, the timer) into the table's requests
//! and queries, and what the table returns into messages, boards, pings,
//! DMs and pictures. It names no store type and runs no code against the
//! sessions: the table's public API is its only way in (docs/architecture.md).
//!
//! - [`publisher`] turns every committed change into board posts and edits,
//!   pings and DMs; [`notify`] holds what it shares with the commands (the
//!   log in words, turn panels, DM delivery); [`answer`] answers clicks in
//!   time, deferring slow ones; [`takeback`] the player's Undo; [`pictures`]
//!   draws and caches the boards' pictures; [`house`] lets house players move
//!   after each published change; [`hint`] answers a player's request for a
//!   hint; [`components`] parses clicks into requests; [`open_panels`]
//!   retires the private panels the game moved past.
//! - [`commands`]: the slash commands, parsed into requests.
//! - [`render`]: views -> embeds and panels.
//! - [`bot`]: the serenity client and poise framework, wired once;
//!   [`config`]: the settings, all from the environment; [`measure`]: the
//!   metrics it records.

pub mod analysis;
pub mod answer;
mod background;
pub mod bot;
pub mod commands;
pub mod components;
pub mod config;
pub mod context;
pub mod dm_panels;
pub mod hint;
pub mod house;
pub mod measure;
pub mod notify;
pub mod open_panels;
pub mod pictures;
pub mod publisher;
pub mod render;
pub mod replay;
pub mod takeback;
pub mod timer;

pub use tavola_table::{i18n, langs, msg, t};
