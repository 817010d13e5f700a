//! A seat's turn clock: the settings a session's clock runs by, when it
//! reminds and when its deadline falls, and which reminders a player wants.
//! Pure clock arithmetic over [`Millis`], apart from the session's timers
//! ([`super::Timers`]) that hold one such clock per seat.

use serde::{Deserialize, Serialize};

use super::{Millis, DAY};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deadlines::{HOUR, MINUTE};

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
}
