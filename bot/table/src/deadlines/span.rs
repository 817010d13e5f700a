//! Time as people write and read it: a [`Span`] typed in a command or a
//! setting (`2d`, `1d12h`) and shown back the same way, and the Discord
//! timestamps each reader sees in their own time zone.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Millis, DAY, HOUR, MINUTE};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
