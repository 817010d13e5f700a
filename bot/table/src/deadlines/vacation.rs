//! Vacation: each player's allowance per server and calendar year, and the
//! UTC year a moment falls in. A vacation stops the player's clocks
//! ([`super::SeatClock::pause`]); this ledger only counts what is left.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Millis, Span, DAY};

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
    civil_date(at).0 as i32
}

/// The UTC calendar date of a timestamp: year, month (1-12), day (1-31).
pub fn civil_date(at: Millis) -> (i64, i64, i64) {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = at.div_euclid(DAY);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn years_are_utc_calendar_years() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_767_225_600_000), 2026); // 2026-01-01
        assert_eq!(year_of(1_767_225_599_999), 2025);
    }
}
