//! Typed snowflakes for the test API, and the double's id and time sources.
//!
//! Discord ids are non-zero 64-bit "snowflakes", sent as decimal strings.
//! The double hands out increasing ids from one counter, so every object it
//! creates has a unique id that sorts by creation order.

use std::fmt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u64);

        impl $name {
            /// The id as Discord sends it: a decimal string.
            pub fn to_json(self) -> serde_json::Value {
                serde_json::Value::String(self.0.to_string())
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

snowflake!(
    /// A user (a simulated person, or the bot itself).
    UserId
);
snowflake!(
    /// A guild (a Discord server).
    GuildId
);
snowflake!(
    /// A guild text channel or a DM channel.
    ChannelId
);
snowflake!(
    /// A message the bot posted (in a channel, a DM, or as an interaction response).
    MessageId
);
snowflake!(
    /// An interaction the double dispatched (slash command, autocomplete, click, modal).
    InteractionId
);
snowflake!(
    /// A guild role.
    RoleId
);

/// Parses a snowflake from a path segment or a JSON value (string or number).
pub(crate) fn parse_snowflake(value: &serde_json::Value) -> Option<u64> {
    match value {
        serde_json::Value::String(s) => s.parse().ok(),
        serde_json::Value::Number(n) => n.as_u64(),
        _ => None,
    }
.filter(|id| *id != 0)
}

/// The first id the double hands out: large enough to look like a snowflake.
pub(crate) const FIRST_ID: u64 = 1_100_000_000_000_000_000;

/// Formats a time as RFC 3339 with microseconds, as Discord does.
pub(crate) fn rfc3339(time: SystemTime) -> String {
    let since = time.duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO);
    let secs = since.as_secs();
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    let (hour, minute, second) = (rem / 3600, (rem % 3600) / 60, rem % 60);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}.{:06}+00:00",
        since.subsec_micros()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_rfc3339() {
        let t = UNIX_EPOCH + Duration::from_secs(1_704_067_200) + Duration::from_micros(5);
        assert_eq!(rfc3339(t), "2024-01-01T00:00:00.000005+00:00");
        let t = UNIX_EPOCH + Duration::from_secs(951_827_696);
        assert_eq!(rfc3339(t), "2000-02-29T12:34:56.000000+00:00");
    }

    #[test]
    fn parses_snowflakes() {
        assert_eq!(parse_snowflake(&serde_json::json!("42")), Some(42));
        assert_eq!(parse_snowflake(&serde_json::json!(42)), Some(42));
        assert_eq!(parse_snowflake(&serde_json::json!("0")), None);
        assert_eq!(parse_snowflake(&serde_json::json!("x")), None);
    }
}
