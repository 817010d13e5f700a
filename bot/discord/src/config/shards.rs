//! Which gateway shards this process runs: `TAVOLA_SHARDS` and
//! `TAVOLA_SHARD_COUNT` read together, and Discord's rule for which shard
//! a server's events come to.

use anyhow::{bail, Context};

/// The gateway shards one bot process runs, from `TAVOLA_SHARDS` (`0-3`, or
/// `2`) and `TAVOLA_SHARD_COUNT` (`8`, or `auto` for Discord's recommended
/// count, all in this process). Several processes share one PostgreSQL
/// database, each with its own range of one count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// Shards `first..=last` of `count`.
    Range { first: u32, last: u32, count: u32 },
    /// As many as Discord recommends, all here.
    Recommended,
}

impl Shards {
    /// Whether `guild`'s events come to these shards (Discord's rule:
    /// `(guild_id >> 22) % count`).
    pub fn serves(self, guild: u64) -> bool {
        match self {
            Shards::Range { first, last, count } => {
                (u64::from(first)..=u64::from(last)).contains(&((guild >> 22) % u64::from(count)))
            }
            Shards::Recommended => true,
        }
    }

    /// Reads the two settings.
    ///
    /// # Errors
    /// A malformed value, a range without a count, or a range past the count.
    pub fn parse(shards: Option<&str>, count: Option<&str>) -> anyhow::Result<Option<Shards>> {
        let count = match count.map(str::trim) {
            None => None,
            Some("auto") if shards.is_none() => return Ok(Some(Shards::Recommended)),
            Some("auto") => bail!("TAVOLA_SHARDS needs a TAVOLA_SHARD_COUNT, not auto: every process must agree"),
            Some(n) => Some(
                n.parse::<u32>()
                    .ok()
                    .filter(|&n| n > 0)
                    .context("TAVOLA_SHARD_COUNT must be a whole number above 0")?,
            ),
        };
        let Some(count) = count else {
            if shards.is_some() {
                bail!("TAVOLA_SHARDS is set without TAVOLA_SHARD_COUNT");
            }
            return Ok(None);
        };
        let (first, last) = match shards.map(str::trim) {
            None => (0, count - 1),
            Some(text) => {
                let (a, b) = text.split_once('-').unwrap_or((text, text));
                let number = |t: &str| t.trim().parse::<u32>().ok();
                let (Some(first), Some(last)) = (number(a), number(b)) else {
                    bail!("TAVOLA_SHARDS is {text:?}; write a range such as 0-3, or one shard such as 2")
                };
                (first, last)
            }
        };
        if first > last || last >= count {
            bail!("TAVOLA_SHARDS {first}-{last} is not within the {count} shards (0-{})", count - 1);
        }
        Ok(Some(Shards::Range { first, last, count }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guild_belongs_to_the_shard_its_id_names() {
        let (first, second) =
            (Shards::Range { first: 0, last: 0, count: 2 }, Shards::Range { first: 1, last: 1, count: 2 });
        // 2 << 22 is on shard 0 of 2, 3 << 22 on shard 1; the low bits do not count.
        assert!(first.serves(2 << 22 | 7) && !second.serves(2 << 22 | 7));
        assert!(second.serves(3 << 22) && !first.serves(3 << 22));
        assert!(Shards::Recommended.serves(3 << 22));
    }

    #[test]
    fn shard_ranges_are_read_and_checked() {
        let range = |first, last, count| Some(Shards::Range { first, last, count });
        assert_eq!(Shards::parse(None, None).unwrap(), None);
        assert_eq!(Shards::parse(Some("0-3"), Some("8")).unwrap(), range(0, 3, 8));
        assert_eq!(Shards::parse(Some("5"), Some("8")).unwrap(), range(5, 5, 8));
        assert_eq!(Shards::parse(None, Some("4")).unwrap(), range(0, 3, 4));
        assert_eq!(Shards::parse(None, Some("auto")).unwrap(), Some(Shards::Recommended));
        for (shards, count) in
            [(Some("0-3"), None), (Some("4-8"), Some("8")), (Some("3-1"), Some("8")), (Some("a-b"), Some("8"))]
        {
            assert!(Shards::parse(shards, count).is_err(), "{shards:?} of {count:?}");
        }
        assert!(Shards::parse(Some("0-1"), Some("auto")).is_err());
        assert!(Shards::parse(None, Some("0")).is_err());
    }
}
