//! The table: sessions (channel -> game, apply -> persist -> report what
//! changed), their clocks (turn timers, reminders, deadlines, vacations),
//! the store that keeps them, and the words every reader gets. It knows
//! nothing of Discord: the adapters (`tavola-discord`, the web) turn what
//! arrives into requests and queries, and what comes back into messages.
//!
//! - [`Table`] ([`front`]): the one handle adapters hold; every request
//!   and query, one trip to the blocking pool each.
//! - [`session`]: one writer per session; every change returns a
//!   [`session::Progress`] saying what it did, for the publisher.
//! - [`deadlines`]: turn clocks, pure (the Discord adapter's timer task ticks them).
//! - [`history`]: a game's past rebuilt from its seed and log (replays, results, ratings).
//! - [`standings`]: placings of finished games and the ratings that follow.
//! - [`house`]: the house players' decisions, thought off the session's lock.
//! - [`hints`]: a player's hint, counted under the lock and thought off it.

pub mod analysis;
pub mod deadlines;
pub mod front;
pub mod hints;
pub mod history;
pub mod house;
pub mod i18n;
pub mod langs;
pub mod measure;
pub mod publish;
pub mod record;
pub mod refusal;
pub mod request;
pub mod session;
pub mod standings;
pub mod store;
pub mod story;

pub use front::{Finished, GuildSetting, Opening, Overview, Table, WithLog};
pub use store::backup::Schedule as Backups;
pub use store::{is_postgres, redacted, StoreError};
pub use tavola_words::{Domain, Lang, Names, Words};
