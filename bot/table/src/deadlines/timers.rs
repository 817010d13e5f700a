//! A session's timers: one [`SeatClock`] per seat, started and stopped as
//! decisions open and close, and the alarms they raise. Stored with the
//! session (serde), so they survive restarts.

use serde::{Deserialize, Serialize};

use super::{ClockSettings, Due, Millis, SeatClock};

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
    /// Hints asked per seat ([`crate::hints`]), for the results.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<u32>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deadlines::{DAY, HOUR};

    fn settings() -> ClockSettings {
        ClockSettings { timer: 10 * HOUR, ..ClockSettings::default() }
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
}
