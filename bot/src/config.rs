//! Settings, all from the environment (and a `.env` file beside the bot).
//! The token is a secret: it is never printed, logged or stored.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use std::time::Duration;

use tavola_engine::data::Files;
use tavola_words::Words;

use crate::table::deadlines::{ClockSettings, DeadlinePolicy, Span, TimerDefaults, DAY};

/// Where to get a token, shown when none is set.
pub const NO_TOKEN_HELP: &str = "\
DISCORD_TOKEN is not set, so the Discord bot cannot start.

To get a token: open https://discord.com/developers/applications, create an
application, open its Bot page, press \"Reset Token\" and copy it. Then put it
in a file named .env beside the bot (DISCORD_TOKEN=...) or in the environment.
README.md, \"Create the Discord application\", has the whole walk-through.

These commands work offline, without a token:
  tavola simulate --game great-wall --players 4 --games 100
  tavola engine        (the JSON-lines engine protocol on stdin/stdout)";

/// The bot's settings.
#[derive(Clone)]
pub struct Config {
    pub token: String,
    /// The SQLite file, created on first run; or a PostgreSQL server's
    /// `postgres://` URL (see `store::open`).
    pub database: PathBuf,
    /// Replacement data files, validated at start.
    pub data_dir: Option<PathBuf>,
    /// Discord's API base URL; only the Discord double in tests changes it.
    pub api_base: Option<String>,
    /// The turn timer new sessions get, and the vacation allowance.
    pub timers: TimerDefaults,
    /// How often the timer task looks for reminders and deadlines.
    pub tick: Duration,
    /// Which gateway shards this process runs; `None`: one shard, all of
    /// the bot.
    pub shards: Option<Shards>,
    /// Boards carry a picture unless a server chose otherwise
    /// (`TAVOLA_BOARD_IMAGES=on|off`, on by default).
    pub board_images: bool,
}

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

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<secret>")
            .field("database", &crate::store::redacted(&self.database))
            .field("data_dir", &self.data_dir)
            .field("api_base", &self.api_base)
            .field("timers", &self.timers)
            .field("tick", &self.tick)
            .field("shards", &self.shards)
            .field("board_images", &self.board_images)
            .finish()
    }
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

impl Config {
    /// Reads the settings.
    ///
    /// # Errors
    /// No `DISCORD_TOKEN`: the error says how to get one.
    pub fn from_env() -> anyhow::Result<Config> {
        let Some(token) = var("DISCORD_TOKEN") else { bail!(NO_TOKEN_HELP) };
        Ok(Config {
            token: token.trim().to_owned(),
            database: var("TAVOLA_DATABASE").map_or_else(|| PathBuf::from("tavola.db"), PathBuf::from),
            data_dir: var("TAVOLA_DATA_DIR").map(PathBuf::from),
            api_base: var("DISCORD_API_BASE"),
            timers: timer_defaults()?,
            tick: Duration::from_secs(match var("TAVOLA_TIMER_TICK_SECS") {
                None => 30,
                Some(v) => v
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .context("TAVOLA_TIMER_TICK_SECS must be a whole number of seconds")?,
            }),
            shards: Shards::parse(var("TAVOLA_SHARDS").as_deref(), var("TAVOLA_SHARD_COUNT").as_deref())?,
            board_images: match var("TAVOLA_BOARD_IMAGES").as_deref() {
                None | Some("on") => true,
                Some("off") => false,
                Some(other) => bail!("TAVOLA_BOARD_IMAGES is {other:?}; use on or off"),
            },
        })
    }
}

/// The turn-timer settings from `TAVOLA_TURN_TIMER` (`2d` by default, `off`
/// for none), `TAVOLA_DEADLINE_POLICY` (`house` or `wait`),
/// `TAVOLA_MAX_MISSED` (3), `TAVOLA_VACATION_ALLOWANCE` (`14d` a year),
/// `TAVOLA_QUIET_SECS` and `TAVOLA_HOUSE_BUDGET` (search iterations at most).
fn timer_defaults() -> anyhow::Result<TimerDefaults> {
    let base = ClockSettings::default();
    let policy = match var("TAVOLA_DEADLINE_POLICY").as_deref() {
        None | Some("house") => DeadlinePolicy::HouseMoves,
        Some("wait") => DeadlinePolicy::Wait,
        Some(other) => bail!("TAVOLA_DEADLINE_POLICY is {other:?}; use house or wait"),
    };
    let max_missed = match var("TAVOLA_MAX_MISSED") {
        None => base.max_missed,
        Some(v) => v.parse().ok().filter(|&n| n > 0).context("TAVOLA_MAX_MISSED must be a whole number above 0")?,
    };
    let clock = match var("TAVOLA_TURN_TIMER").as_deref() {
        Some("off") => None,
        None => Some(ClockSettings { policy, max_missed, ..base }),
        Some(text) => {
            let timer = Span::parse(text, Span(90 * DAY)).map_err(|e| anyhow::anyhow!("TAVOLA_TURN_TIMER: {e}"))?;
            Some(ClockSettings { timer: timer.0, policy, max_missed, ..base })
        }
    };
    let vacation_allowance = match var("TAVOLA_VACATION_ALLOWANCE") {
        None => TimerDefaults::default().vacation_allowance,
        Some(text) => {
            Span::parse(&text, Span(365 * DAY)).map_err(|e| anyhow::anyhow!("TAVOLA_VACATION_ALLOWANCE: {e}"))?
        }
    };
    let quiet = match var("TAVOLA_QUIET_SECS") {
        None => crate::table::deadlines::QUIET,
        Some(v) => {
            v.parse::<i64>().ok().filter(|&n| n >= 0).context("TAVOLA_QUIET_SECS must be a whole number")? * 1000
        }
    };
    let house_budget = match var("TAVOLA_HOUSE_BUDGET") {
        None => None,
        Some(v) => Some(
            v.parse().ok().filter(|&n: &u32| n > 0).context("TAVOLA_HOUSE_BUDGET must be a whole number above 0")?,
        ),
    };
    Ok(TimerDefaults { clock, vacation_allowance, quiet, house_budget })
}

/// Installs the game data: the embedded files, with any found in
/// `TAVOLA_DATA_DIR` in their place; and loads the words the same way (the
/// `.ftl` files there replace the embedded ones). Every problem is reported
/// at once.
///
/// # Errors
/// The directory cannot be read, or a file is invalid.
pub fn install_data(dir: Option<&Path>) -> anyhow::Result<Words> {
    let overrides = match dir {
        None => BTreeMap::new(),
        Some(dir) => read_data_dir(dir)?,
    };
    let words = words_from(&overrides)?;
    let files = if dir.is_none() { Files::embedded() } else { Files::with_overrides(overrides) };
    tavola_engine::install_data(&files).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(words)
}

/// The words: the embedded resources, with the `.ftl` files found in
/// `dir` (`TAVOLA_DATA_DIR`) in their place.
///
/// # Errors
/// The directory cannot be read, or a words file does not parse.
pub fn load_words(dir: Option<&Path>) -> anyhow::Result<Words> {
    match dir {
        None => Ok(Words::embedded()),
        Some(dir) => words_from(&read_data_dir(dir)?),
    }
}

fn words_from(files: &BTreeMap<String, String>) -> anyhow::Result<Words> {
    let ftl: BTreeMap<String, String> =
        files.iter().filter(|(name, _)| name.ends_with(".ftl")).map(|(k, v)| (k.clone(), v.clone())).collect();
    Words::with_overrides(&ftl).map_err(|problems| {
        let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
        anyhow::anyhow!("the words files in TAVOLA_DATA_DIR are not usable:\n{}", lines.join("\n"))
    })
}

/// Every `.toml` and `.ftl` file under `dir`, keyed by its path relative to `dir`.
fn read_data_dir(dir: &Path) -> anyhow::Result<BTreeMap<String, String>> {
    let mut files = BTreeMap::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries =
            std::fs::read_dir(&current).with_context(|| format!("reading data directory {}", current.display()))?;
        for entry in entries {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "toml" || e == "ftl") {
                let name = path.strip_prefix(dir)?.to_string_lossy().replace('\\', "/");
                let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
                files.insert(name, text);
            }
        }
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_shows_the_token() {
        let c = Config {
            token: "abc.def.ghi".into(),
            database: "x.db".into(),
            data_dir: None,
            api_base: None,
            timers: TimerDefaults::default(),
            tick: Duration::from_secs(30),
            shards: None,
            board_images: true,
        };
        assert!(!format!("{c:?}").contains("abc.def"));
        let pg = Config { database: "postgres://tavola:s3cret@db/tavola?password=s3cret&x=1".into(), ..c };
        assert!(!format!("{pg:?}").contains("s3cret"), "{pg:?}");
    }

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

    #[test]
    fn data_dir_files_are_found_by_relative_name() {
        let dir = std::env::temp_dir().join(format!("tavola-data-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("great-wall")).unwrap();
        std::fs::write(dir.join("great-wall/fame-tokens.toml"), "[tokens]\n1 = 36\n").unwrap();
        std::fs::write(dir.join("notes.txt"), "ignored").unwrap();
        let files = read_data_dir(&dir).unwrap();
        assert_eq!(files.keys().collect::<Vec<_>>(), vec!["great-wall/fame-tokens.toml"]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn words_files_in_the_data_dir_replace_the_embedded_ones() {
        let dir = std::env::temp_dir().join(format!("tavola-words-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("bot")).unwrap();
        let it = include_str!("../../data/bot/it.ftl").replace("house-player = Casa", "house-player = Banco");
        std::fs::write(dir.join("bot/it.ftl"), it).unwrap();
        let words = load_words(Some(&dir)).unwrap();
        let tr = crate::i18n::Tr::new(std::sync::Arc::new(words), crate::i18n::Lang::It);
        assert_eq!(crate::t!(tr, "house-player", n = 2), "Banco 2");
        std::fs::write(dir.join("bot/it.ftl"), "house-player = { $n").unwrap();
        let err = load_words(Some(&dir)).unwrap_err().to_string();
        assert!(err.contains("bot/it.ftl"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_bad_override_is_refused_with_file_and_entry() {
        let dir = std::env::temp_dir().join(format!("tavola-bad-data-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("great-wall")).unwrap();
        std::fs::write(dir.join("great-wall/fame-tokens.toml"), "[tokens]\n0 = 2\n").unwrap();
        let files = Files::with_overrides(read_data_dir(&dir).unwrap());
        let err = tavola_engine::check_data(&files).unwrap_err().to_string();
        assert!(err.contains("great-wall/fame-tokens.toml") && err.contains("tokens.0"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
