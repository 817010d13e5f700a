//! Turn clocks for asynchronous play: when to remind whoever is expected,
//! when their deadline falls, and what happens then. Pure: every function
//! takes `now`, so tests (and a restart after downtime) control time.
//!
//! A seat's clock starts when a decision opens for it. Reminders fall at
//! fixed fractions of the timer; the last one also mentions the player in
//! the channel. Vacation stops a clock: the deadline moves by the time spent
//! away. After downtime, reminders that are overdue collapse into at most
//! the latest one (no burst), while a passed deadline is still applied, once.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Where the bot reads the time: the system clock in production, a clock
/// the test moves by hand in the end-to-end tests.
pub trait Clock: Send + Sync {
    fn now(&self) -> Millis;
}

/// The system's wall clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Millis {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as Millis)
    }
}

/// A clock that moves only when told to.
#[derive(Debug, Default)]
pub struct ManualClock(std::sync::atomic::AtomicI64);

impl ManualClock {
    pub fn at(now: Millis) -> ManualClock {
        ManualClock(std::sync::atomic::AtomicI64::new(now))
    }

    pub fn advance(&self, by: Millis) {
        self.0.fetch_add(by, std::sync::atomic::Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Millis {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
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
        }
    }
}

/// Milliseconds since the Unix epoch.
pub type Millis = i64;

pub const MINUTE: Millis = 60_000;
pub const HOUR: Millis = 60 * MINUTE;
pub const DAY: Millis = 24 * HOUR;

/// What happens when a deadline passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlinePolicy {
    /// The house player moves for the absent seat.
    #[default]
    HouseMoves,
    /// Nobody moves; the admins are told once.
    Wait,
}

impl DeadlinePolicy {
    pub const ALL: [DeadlinePolicy; 2] = [DeadlinePolicy::HouseMoves, DeadlinePolicy::Wait];

    pub fn id(self) -> &'static str {
        match self {
            DeadlinePolicy::HouseMoves => "house",
            DeadlinePolicy::Wait => "wait",
        }
    }
}

/// A session's clock settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClockSettings {
    /// Time allowed for one decision.
    pub timer: Millis,
    /// When reminders fall, as fractions of the timer (ascending, below 1).
    pub reminders: Vec<f64>,
    pub policy: DeadlinePolicy,
    /// Missed deadlines in a row after which the seat goes to a house player for good.
    pub max_missed: u32,
}

impl Default for ClockSettings {
    fn default() -> Self {
        ClockSettings { timer: 2 * DAY, reminders: vec![0.5, 0.85], policy: DeadlinePolicy::HouseMoves, max_missed: 3 }
    }
}

/// One seat's clock for the decision it owes now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClock {
    pub started_at: Millis,
    /// Time spent on vacation during this decision: the deadline moves by it.
    pub paused: Millis,
    pub reminders_sent: u32,
    pub deadline_handled: bool,
    /// The player asked for no more reminders for this decision ("Quiet
    /// this turn"); the deadline still applies.
    #[serde(default)]
    pub quiet: bool,
}

/// Something the timer task must do for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// The `number`-th reminder (from 1); `last` also mentions in the channel.
    Reminder {
        number: u32,
        last: bool,
    },
    Deadline,
}

impl SeatClock {
    pub fn start(now: Millis) -> SeatClock {
        SeatClock { started_at: now, paused: 0, reminders_sent: 0, deadline_handled: false, quiet: false }
    }

    pub fn deadline(&self, settings: &ClockSettings) -> Millis {
        self.started_at + self.paused + settings.timer
    }

    fn reminder_at(&self, settings: &ClockSettings, index: usize) -> Millis {
        self.started_at + self.paused + (settings.timer as f64 * settings.reminders[index]) as Millis
    }

    /// When this clock next needs attention, if ever.
    pub fn next_at(&self, settings: &ClockSettings) -> Option<Millis> {
        let index = self.reminders_sent as usize;
        if index < settings.reminders.len() {
            Some(self.reminder_at(settings, index))
        } else if !self.deadline_handled {
            Some(self.deadline(settings))
        } else {
            None
        }
    }

    /// What is due at `now`, marking it done. Overdue reminders collapse
    /// into the latest; a passed deadline wins over any reminder.
    pub fn take_due(&mut self, settings: &ClockSettings, now: Millis) -> Option<Due> {
        if self.deadline_handled {
            return None;
        }
        if now >= self.deadline(settings) {
            self.deadline_handled = true;
            self.reminders_sent = settings.reminders.len() as u32;
            return Some(Due::Deadline);
        }
        let passed = (0..settings.reminders.len()).filter(|&i| self.reminder_at(settings, i) <= now).count() as u32;
        if passed > self.reminders_sent {
            self.reminders_sent = passed;
            if self.quiet {
                return None;
            }
            let last = passed as usize == settings.reminders.len();
            return Some(Due::Reminder { number: passed, last });
        }
        None
    }

    /// Stops the clock from `from` to `until` (a vacation inside this decision).
    pub fn pause(&mut self, from: Millis, until: Millis) {
        let from = from.max(self.started_at);
        if until > from && !self.deadline_handled {
            self.paused += until - from;
        }
    }
}

/// A session's timers: its settings (`None`: no turn timer) and, per
/// seat, the clock of the decision it owes and its missed deadlines in a
/// row. Stored with the session, so they survive restarts.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timers {
    #[serde(default)]
    pub settings: Option<ClockSettings>,
    #[serde(default)]
    pub seats: Vec<SeatTimer>,
    /// How well the session's house players play: its house seats, and
    /// any seat it covers after a missed deadline. Kept with the clocks,
    /// which decide when the house covers.
    #[serde(default)]
    pub house: tavola_engine::ai::Level,
}

/// One seat's timer state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatTimer {
    /// Running while the seat owes a decision.
    pub clock: Option<SeatClock>,
    /// Deadlines missed in a row; a move by the player resets it.
    pub missed: u32,
    /// When the player last opened their panel or hand in this game: a
    /// player already looking is not mentioned in the channel.
    #[serde(default)]
    pub last_seen: Option<Millis>,
    /// When the player last moved in this game: a player who moves often
    /// is at the table, and the next step of theirs needs no ping.
    #[serde(default)]
    pub last_acted: Option<Millis>,
}

impl SeatTimer {
    /// Whether the player moved or looked within `quiet` before `now`.
    pub fn at_table(&self, now: Millis, quiet: Millis) -> bool {
        [self.last_acted, self.last_seen].into_iter().flatten().any(|at| now - at < quiet)
    }
}

/// How recently a player must have looked for the channel mention of the
/// last reminder to be left out (docs/conventions.md §4).
pub const SEEN_RECENTLY: Millis = HOUR;

/// Which reminders a player wants, on one server (`/game reminders`). The
/// deadline applies whatever they choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReminderMode {
    /// Every reminder: by DM at half time, and the last one also in the channel.
    #[default]
    Every,
    /// Only the last one, shortly before the deadline.
    LastOnly,
    /// None at all.
    Off,
}

impl ReminderMode {
    pub fn id(self) -> &'static str {
        match self {
            ReminderMode::Every => "every",
            ReminderMode::LastOnly => "last",
            ReminderMode::Off => "off",
        }
    }

    /// Unknown text reads as the default.
    pub fn from_id(id: &str) -> ReminderMode {
        match id {
            "last" => ReminderMode::LastOnly,
            "off" => ReminderMode::Off,
            _ => ReminderMode::Every,
        }
    }

    /// Whether a reminder (`last` or not) is wanted.
    pub fn wants(self, last: bool) -> bool {
        match self {
            ReminderMode::Every => true,
            ReminderMode::LastOnly => last,
            ReminderMode::Off => false,
        }
    }
}

/// What a timer asks for, for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alarm {
    pub seat: usize,
    pub due: Due,
    /// The deadline of the decision, for the message.
    pub deadline: Millis,
}

impl Timers {
    /// Brings the clocks in line with who owes a decision: a clock starts
    /// when a decision opens for a seat (or the seat has just moved and owes
    /// another), stops when it no longer owes one. `away_until` says until
    /// when a seat's player is on vacation; a clock started then is paused.
    /// Returns whether anything changed.
    pub fn sync(
        &mut self,
        owes: &[bool],
        moved: &[bool],
        now: Millis,
        away_until: impl Fn(usize) -> Option<Millis>,
    ) -> bool {
        let before = self.clone();
        self.seats.resize(owes.len(), SeatTimer::default());
        if self.settings.is_none() {
            self.seats.iter_mut().for_each(|s| s.clock = None);
            return *self != before;
        }
        for (i, seat) in self.seats.iter_mut().enumerate() {
            let has_moved = moved.get(i).copied().unwrap_or(false);
            if has_moved {
                seat.missed = 0;
            }
            if !owes[i] {
                seat.clock = None;
            } else if seat.clock.is_none() || has_moved {
                let mut clock = SeatClock::start(now);
                if let Some(until) = away_until(i).filter(|&u| u > now) {
                    clock.pause(now, until);
                }
                seat.clock = Some(clock);
            }
        }
        *self != before
    }

    /// The reminders and deadlines due at `now`, each marked done.
    pub fn take_due(&mut self, now: Millis) -> Vec<Alarm> {
        let Some(settings) = &self.settings else { return Vec::new() };
        let mut alarms = Vec::new();
        for (i, seat) in self.seats.iter_mut().enumerate() {
            if let Some(clock) = seat.clock.as_mut() {
                if let Some(due) = clock.take_due(settings, now) {
                    alarms.push(Alarm { seat: i, due, deadline: clock.deadline(settings) });
                }
            }
        }
        alarms
    }

    /// The earliest deadline among running clocks, for the board.
    pub fn next_deadline(&self) -> Option<Millis> {
        let settings = self.settings.as_ref()?;
        self.seats
            .iter()
            .filter_map(|s| s.clock.as_ref())
            .filter(|c| !c.deadline_handled)
            .map(|c| c.deadline(settings))
            .min()
    }

    /// A vacation from `now` to `until` for these seats: their running clocks stop.
    pub fn pause(&mut self, seats: &[usize], now: Millis, until: Millis) {
        for &i in seats {
            if let Some(clock) = self.seats.get_mut(i).and_then(|s| s.clock.as_mut()) {
                clock.pause(now, until);
            }
        }
    }
}

/// Why a duration typed by a user was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DurationError {
    #[error("write a duration like `2d`, `12h`, `90m` or `1d12h`")]
    Format,
    #[error("a duration must be longer than zero")]
    Zero,
    #[error("that is longer than {max}")]
    TooLong { max: Span },
}

/// A length of time, shown the way users type it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Span(pub Millis);

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (d, rest) = (self.0 / DAY, self.0 % DAY);
        let (h, m) = (rest / HOUR, rest % HOUR / MINUTE);
        let mut parts = Vec::new();
        if d > 0 {
            parts.push(format!("{d}d"));
        }
        if h > 0 {
            parts.push(format!("{h}h"));
        }
        if m > 0 || parts.is_empty() {
            parts.push(format!("{m}m"));
        }
        f.write_str(&parts.join(""))
    }
}

impl Span {
    /// Parses `2d`, `12h`, `90m`, `1d12h` (case-insensitive, spaces allowed).
    ///
    /// # Errors
    /// Not a duration, zero, or longer than `max`.
    pub fn parse(text: &str, max: Span) -> Result<Span, DurationError> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase();
        if text.is_empty() {
            return Err(DurationError::Format);
        }
        let mut total: Millis = 0;
        let mut number = String::new();
        for c in text.chars() {
            if c.is_ascii_digit() {
                number.push(c);
                continue;
            }
            let unit = match c {
                'd' => DAY,
                'h' => HOUR,
                'm' => MINUTE,
                _ => return Err(DurationError::Format),
            };
            let n: Millis = number.parse().map_err(|_| DurationError::Format)?;
            total = n.checked_mul(unit).and_then(|v| total.checked_add(v)).ok_or(DurationError::TooLong { max })?;
            number.clear();
        }
        if !number.is_empty() {
            return Err(DurationError::Format);
        }
        match Span(total) {
            Span(0) => Err(DurationError::Zero),
            s if s > max => Err(DurationError::TooLong { max }),
            s => Ok(s),
        }
    }
}

/// A player's vacation allowance on one server, counted per calendar year.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationLedger {
    pub year: i32,
    pub used: Millis,
}

/// Why a vacation was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VacationError {
    #[error("you have {left} of vacation left this year on this server, less than {asked}")]
    OverAllowance { left: Span, asked: Span },
}

impl VacationLedger {
    /// Takes `asked` from the allowance of `year`, resetting on a new year.
    ///
    /// # Errors
    /// Not enough allowance left; the ledger is unchanged.
    pub fn take(&mut self, year: i32, asked: Span, allowance: Span) -> Result<Span, VacationError> {
        let used = if self.year == year { self.used } else { 0 };
        let left = Span((allowance.0 - used).max(0));
        if asked > left {
            return Err(VacationError::OverAllowance { left, asked });
        }
        *self = VacationLedger { year, used: used + asked.0 };
        Ok(Span(left.0 - asked.0))
    }
}

/// The UTC calendar year of a timestamp.
pub fn year_of(at: Millis) -> i32 {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = at.div_euclid(DAY);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2)) as i32
}

/// A Discord timestamp that each reader sees in their own time zone.
pub fn discord_timestamp(at: Millis, style: char) -> String {
    format!("<t:{}:{style}>", at.div_euclid(1000))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> ClockSettings {
        ClockSettings { timer: 10 * HOUR, ..ClockSettings::default() }
    }

    #[test]
    fn reminders_at_half_time_and_shortly_before_then_the_deadline() {
        let s = settings();
        let mut c = SeatClock::start(0);
        assert_eq!(c.next_at(&s), Some(5 * HOUR));
        assert_eq!(c.take_due(&s, 4 * HOUR), None);
        assert_eq!(c.take_due(&s, 5 * HOUR), Some(Due::Reminder { number: 1, last: false }));
        assert_eq!(c.take_due(&s, 5 * HOUR + 1), None, "a reminder is sent once");
        assert_eq!(c.next_at(&s), Some(8 * HOUR + 30 * MINUTE));
        assert_eq!(c.take_due(&s, 9 * HOUR), Some(Due::Reminder { number: 2, last: true }));
        assert_eq!(c.next_at(&s), Some(10 * HOUR));
        assert_eq!(c.take_due(&s, 10 * HOUR), Some(Due::Deadline));
        assert_eq!(c.take_due(&s, 20 * HOUR), None, "a deadline is applied once");
        assert_eq!(c.next_at(&s), None);
    }

    #[test]
    fn after_downtime_overdue_reminders_collapse_and_the_deadline_still_applies() {
        let s = settings();
        let mut c = SeatClock::start(0);
        assert_eq!(c.take_due(&s, 9 * HOUR), Some(Due::Reminder { number: 2, last: true }));
        let mut c = SeatClock::start(0);
        assert_eq!(c.take_due(&s, 30 * HOUR), Some(Due::Deadline));
        assert_eq!(c.take_due(&s, 31 * HOUR), None);
    }

    #[test]
    fn a_quiet_clock_skips_its_reminders_but_keeps_its_deadline() {
        let s = settings();
        let mut c = SeatClock::start(0);
        assert_eq!(c.take_due(&s, 5 * HOUR), Some(Due::Reminder { number: 1, last: false }));
        c.quiet = true;
        assert_eq!(c.take_due(&s, 9 * HOUR), None, "no last reminder");
        assert_eq!(c.next_at(&s), Some(10 * HOUR), "the skipped reminder is not pending");
        assert_eq!(c.take_due(&s, 10 * HOUR), Some(Due::Deadline));
        assert!(!SeatClock::start(11 * HOUR).quiet, "the next decision is loud again");
    }

    #[test]
    fn reminder_modes_choose_which_reminders_go_out() {
        assert!(ReminderMode::Every.wants(false) && ReminderMode::Every.wants(true));
        assert!(!ReminderMode::LastOnly.wants(false) && ReminderMode::LastOnly.wants(true));
        assert!(!ReminderMode::Off.wants(false) && !ReminderMode::Off.wants(true));
        for mode in [ReminderMode::Every, ReminderMode::LastOnly, ReminderMode::Off] {
            assert_eq!(ReminderMode::from_id(mode.id()), mode);
        }
        assert_eq!(ReminderMode::from_id("garbage"), ReminderMode::Every);
    }

    #[test]
    fn vacation_moves_the_deadline_by_the_time_away() {
        let s = settings();
        let mut c = SeatClock::start(0);
        c.pause(2 * HOUR, 26 * HOUR);
        assert_eq!(c.deadline(&s), 34 * HOUR);
        assert_eq!(c.take_due(&s, 10 * HOUR), None);
        assert_eq!(c.take_due(&s, 29 * HOUR), Some(Due::Reminder { number: 1, last: false }));
    }

    #[test]
    fn timers_start_when_a_decision_opens_and_stop_when_it_closes() {
        let mut t = Timers { settings: Some(settings()), ..Timers::default() };
        assert!(t.sync(&[true, false], &[false, false], 0, |_| None));
        assert_eq!(t.seats[0].clock, Some(SeatClock::start(0)));
        assert_eq!(t.seats[1].clock, None);
        // Nothing changes while the same decision is owed.
        assert!(!t.sync(&[true, false], &[false, false], 5 * HOUR, |_| None));
        // The first seat moves; the second owes now.
        t.seats[0].missed = 2;
        assert!(t.sync(&[false, true], &[true, false], 6 * HOUR, |_| None));
        assert_eq!((t.seats[0].clock.clone(), t.seats[0].missed), (None, 0));
        assert_eq!(t.seats[1].clock, Some(SeatClock::start(6 * HOUR)));
        assert_eq!(t.next_deadline(), Some(16 * HOUR));
    }

    #[test]
    fn timers_fire_each_alarm_once_and_respect_vacation() {
        let mut t = Timers { settings: Some(settings()), ..Timers::default() };
        t.sync(&[true, true], &[false, false], 0, |i| (i == 1).then_some(10 * HOUR));
        assert_eq!(t.take_due(4 * HOUR), vec![]);
        let due = t.take_due(5 * HOUR);
        assert_eq!(due, vec![Alarm { seat: 0, due: Due::Reminder { number: 1, last: false }, deadline: 10 * HOUR }]);
        assert_eq!(t.take_due(5 * HOUR), vec![]);
        assert_eq!(t.take_due(11 * HOUR), vec![Alarm { seat: 0, due: Due::Deadline, deadline: 10 * HOUR }]);
        // The second seat's clock was paused ten hours: its first reminder falls at 15 h.
        let due = t.take_due(16 * HOUR);
        assert_eq!(due, vec![Alarm { seat: 1, due: Due::Reminder { number: 1, last: false }, deadline: 20 * HOUR }]);
        assert_eq!(t.take_due(3 * DAY), vec![Alarm { seat: 1, due: Due::Deadline, deadline: 20 * HOUR }]);
        assert_eq!(t.take_due(4 * DAY), vec![]);
    }

    #[test]
    fn no_timer_means_no_clocks() {
        let mut t = Timers::default();
        t.sync(&[true], &[false], 0, |_| None);
        assert_eq!(t.seats[0].clock, None);
        assert_eq!(t.take_due(100 * DAY), vec![]);
        assert_eq!(t.next_deadline(), None);
    }

    #[test]
    fn durations_parse_the_way_users_type_them() {
        let max = Span(30 * DAY);
        assert_eq!(Span::parse("2d", max), Ok(Span(2 * DAY)));
        assert_eq!(Span::parse("1d 12h", max), Ok(Span(DAY + 12 * HOUR)));
        assert_eq!(Span::parse("90M", max), Ok(Span(90 * MINUTE)));
        assert_eq!(Span::parse("soon", max), Err(DurationError::Format));
        assert_eq!(Span::parse("12", max), Err(DurationError::Format));
        assert_eq!(Span::parse("0h", max), Err(DurationError::Zero));
        assert_eq!(Span::parse("31d", max), Err(DurationError::TooLong { max }));
        assert_eq!(Span::parse("99999999999999d", max), Err(DurationError::TooLong { max }));
        assert_eq!(Span(DAY + 12 * HOUR).to_string(), "1d12h");
        assert_eq!(Span(90 * MINUTE).to_string(), "1h30m");
    }

    #[test]
    fn vacation_allowance_is_per_year_and_refusals_change_nothing() {
        let allowance = Span(7 * DAY);
        let mut ledger = VacationLedger::default();
        assert_eq!(ledger.take(2026, Span(5 * DAY), allowance), Ok(Span(2 * DAY)));
        let before = ledger;
        assert!(ledger.take(2026, Span(3 * DAY), allowance).is_err());
        assert_eq!(ledger, before);
        assert_eq!(ledger.take(2027, Span(7 * DAY), allowance), Ok(Span(0)));
    }

    #[test]
    fn years_and_timestamps() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_767_225_600_000), 2026); // 2026-01-01
        assert_eq!(year_of(1_767_225_599_999), 2025);
        assert_eq!(discord_timestamp(1_767_225_600_000, 'R'), "<t:1767225600:R>");
    }
}
