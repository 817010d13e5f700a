//! The table: sessions (channel -> game, apply -> persist -> report what
//! changed), their clocks (turn timers, reminders, deadlines, vacations)
//! and the task that runs them.
//!
//! - [`session`]: one writer per session; every change returns a
//!   [`session::Progress`] saying what it did, for the publisher.
//! - [`deadlines`]: turn clocks, pure; [`timer`]: the task that ticks them.
//! - [`history`]: a game's past rebuilt from its seed and log (replays, results, ratings).
//! - [`standings`]: placings of finished games and the ratings that follow.
//! - [`house`]: the house players' decisions, thought off the session's lock.
//! - [`hints`]: a player's hint, counted under the lock and thought off it.

pub mod analysis;
pub mod deadlines;
pub mod hints;
pub mod history;
pub mod house;
pub mod record;
pub mod refusal;
pub mod request;
pub mod session;
pub mod standings;
pub mod story;
