//! Turn clocks for asynchronous play: when to remind whoever is expected,
//! when their deadline falls, and what happens then. Pure: every function
//! takes `now`, so tests (and a restart after downtime) control time.
//!
//! A seat's clock starts when a decision opens for it. Reminders fall at
//! fixed fractions of the timer; the last one also mentions the player in
//! the channel. Vacation stops a clock: the deadline moves by the time spent
//! away. After downtime, reminders that are overdue collapse into at most
//! the latest one (no burst), while a passed deadline is still applied, once.
//!
//! This file holds the time source ([`Clock`]), the units, the defaults a
//! new session's timers get and the presence thresholds; the rest is by
//! concern, each re-exported here so callers name `deadlines::X`:
//! `clock` (one seat's clock and the reminders it raises), `timers` (a
//! session's clocks, seat by seat), `span` (durations and timestamps as
//! people type and read them) and `vacation` (the yearly allowance).

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

mod clock;
mod span;
mod timers;
mod vacation;

pub use clock::{ClockSettings, DeadlinePolicy, Due, ReminderMode, SeatClock};
pub use span::{DurationError, Span};
pub use timers::{Alarm, SeatTimer, Timers};
pub use vacation::{civil_date, year_of, VacationError, VacationLedger};

/// Where the bot reads the time: the system clock in production, a clock
/// the test moves by hand in the end-to-end tests.
pub trait Clock: Send + Sync {
    fn now(&self) -> Millis;

    /// The timer task finished a tick: every alarm due at the time it read
    /// is announced. A test's clock counts these, to wait until the bot
    /// has acted on a time rather than sleep and hope.
    fn ticked(&self) {}
}

/// The system's wall clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Millis {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as Millis)
    }
}

/// A clock that moves only when told to, and counts the timer's ticks.
#[derive(Debug, Default)]
pub struct ManualClock {
    now: AtomicI64,
    ticks: AtomicU64,
    slow_reads: AtomicU64,
}

impl ManualClock {
    pub fn at(now: Millis) -> ManualClock {
        ManualClock { now: AtomicI64::new(now), ..ManualClock::default() }
    }

    /// Every read of the time blocks its thread for `ms` from now on (0:
    /// none), so that a test finds the timer task inside a tick.
    pub fn slow_reads(&self, ms: u64) {
        self.slow_reads.store(ms, Ordering::SeqCst);
    }

    pub fn advance(&self, by: Millis) {
        self.now.fetch_add(by, Ordering::SeqCst);
    }

    /// How many ticks the timer task has finished.
    pub fn ticks(&self) -> u64 {
        self.ticks.load(Ordering::SeqCst)
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Millis {
        let slow = self.slow_reads.load(Ordering::SeqCst);
        if slow > 0 {
            std::thread::sleep(std::time::Duration::from_millis(slow));
        }
        self.now.load(Ordering::SeqCst)
    }

    fn ticked(&self) {
        self.ticks.fetch_add(1, Ordering::SeqCst);
    }
}

/// The turn-timer settings a new session gets, and the vacation allowance.
#[derive(Clone, Debug, PartialEq)]
pub struct TimerDefaults {
    /// `None`: sessions have no timer unless `/game new` or `/admin timer` sets one.
    pub clock: Option<ClockSettings>,
    /// Vacation per player, server and calendar year.
    pub vacation_allowance: Span,
    /// How long after their last move or look a player counts as at the
    /// table: they are not pinged or sent a DM panel for the next step.
    pub quiet: Millis,
    /// At most this many search iterations per house decision
    /// (`TAVOLA_HOUSE_BUDGET`, for quick test runs); `None`: each level's own.
    pub house_budget: Option<u32>,
    /// Search iterations per decision of a finished game's analysis
    /// (`TAVOLA_ANALYSIS_BUDGET`; `tavola analyze`'s by default).
    pub analysis_budget: u32,
}

/// The default of [`TimerDefaults::quiet`]: five minutes.
pub const QUIET: Millis = 5 * 60 * 1000;

impl Default for TimerDefaults {
    fn default() -> Self {
        TimerDefaults {
            clock: Some(ClockSettings::default()),
            vacation_allowance: Span(14 * DAY),
            quiet: QUIET,
            house_budget: None,
            analysis_budget: tavola_engine::ai::analysis::ANALYSIS_ITERATIONS,
        }
    }
}

/// Milliseconds since the Unix epoch.
pub type Millis = i64;

pub const MINUTE: Millis = 60_000;
pub const HOUR: Millis = 60 * MINUTE;
pub const DAY: Millis = 24 * HOUR;

/// How recently a player must have looked for the channel mention of the
/// last reminder to be left out (docs/conventions.md §4).
pub const SEEN_RECENTLY: Millis = HOUR;
