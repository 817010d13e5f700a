//! Settings, all from the environment (and a `.env` file beside the bot),
//! and all read here. [`SETTINGS`] lists every one the bot obeys, with its
//! default and what it does; `.env.example` and the README's settings table
//! list the same (bot/tests/settings.rs holds them to it). The rest of the
//! bot is handed the values and never reads the environment itself, so a
//! setting cannot hide in a corner, and a malformed one stops the bot at
//! start, naming it.
//!
//! The token is a secret: it is never printed, logged or stored.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use anyhow::{bail, Context};
use std::time::Duration;

use tavola_engine::data::Files;
use tavola_words::Words;

use crate::store::backup::Schedule;
use crate::table::deadlines::{ClockSettings, DeadlinePolicy, Span, TimerDefaults, DAY};

/// One setting: its variable, its value when unset, and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    pub name: &'static str,
    /// As it would be written (`2d`, `on`); empty when unset means none.
    pub default: &'static str,
    /// One line, for people.
    pub doc: &'static str,
}

pub const DISCORD_TOKEN: Setting = Setting {
    name: "DISCORD_TOKEN",
    default: "",
    doc: "the bot token (developer portal: your application, Bot, Reset Token); secret; `tavola run` needs it",
};
pub const TAVOLA_DATABASE: Setting = Setting {
    name: "TAVOLA_DATABASE",
    default: "tavola.db",
    doc: "the SQLite file, created on first run; or a PostgreSQL server's postgres:// URL",
};
pub const TAVOLA_DATA_DIR: Setting = Setting {
    name: "TAVOLA_DATA_DIR",
    default: "",
    doc: "a folder of replacement game data (.toml) and words (.ftl) files, checked at start",
};
pub const TAVOLA_TURN_TIMER: Setting = Setting {
    name: "TAVOLA_TURN_TIMER",
    default: "2d",
    doc: "the turn timer new games get (12h, 1d12h, ...; off for none): the server default",
};
pub const TAVOLA_DEADLINE_POLICY: Setting = Setting {
    name: "TAVOLA_DEADLINE_POLICY",
    default: "house",
    doc: "at a deadline: house (the house player moves for the late seat) or wait (the admins are told)",
};
pub const TAVOLA_MAX_MISSED: Setting = Setting {
    name: "TAVOLA_MAX_MISSED",
    default: "3",
    doc: "missed deadlines in a row before a house player takes the seat for good",
};
pub const TAVOLA_VACATION_ALLOWANCE: Setting =
    Setting { name: "TAVOLA_VACATION_ALLOWANCE", default: "14d", doc: "vacation per player, server and calendar year" };
pub const TAVOLA_QUIET_SECS: Setting = Setting {
    name: "TAVOLA_QUIET_SECS",
    default: "300",
    doc: "seconds after a player's last move or look during which they count as at the table (not pinged)",
};
pub const TAVOLA_HOUSE_BUDGET: Setting = Setting {
    name: "TAVOLA_HOUSE_BUDGET",
    default: "",
    doc: "at most this many search iterations per house decision, whatever the level (tests: 30)",
};
pub const TAVOLA_TIMER_TICK_SECS: Setting = Setting {
    name: "TAVOLA_TIMER_TICK_SECS",
    default: "30",
    doc: "how often, in seconds, reminders and deadlines are looked for",
};
pub const TAVOLA_BOARD_IMAGES: Setting = Setting {
    name: "TAVOLA_BOARD_IMAGES",
    default: "on",
    doc: "boards carry a picture of the game (off: text boards); a server's /admin images overrides it",
};
pub const TAVOLA_SHARD_COUNT: Setting = Setting {
    name: "TAVOLA_SHARD_COUNT",
    default: "",
    doc: "the bot's gateway shards in all, the same in every process (auto: Discord's count, all here); unset: one",
};
pub const TAVOLA_SHARDS: Setting = Setting {
    name: "TAVOLA_SHARDS",
    default: "",
    doc: "this process's shards of TAVOLA_SHARD_COUNT (0-3, or one such as 2); unset: all of them",
};
pub const TAVOLA_BACKUP_DIR: Setting = Setting {
    name: "TAVOLA_BACKUP_DIR",
    default: "",
    doc: "a folder for daily backups of a SQLite database; unset: none",
};
pub const TAVOLA_BACKUP_KEEP: Setting =
    Setting { name: "TAVOLA_BACKUP_KEEP", default: "7", doc: "how many daily backups to keep, the newest" };
pub const TAVOLA_ANSWER_MARGIN_MS: Setting = Setting {
    name: "TAVOLA_ANSWER_MARGIN_MS",
    default: "1500",
    doc: "milliseconds of Discord's 3-second window after which a slow click or command is deferred",
};
pub const RUST_LOG: Setting = Setting {
    name: "RUST_LOG",
    default: "info,serenity=warn,poise=warn",
    doc: "the log filter (tracing's EnvFilter syntax); the log goes to stderr",
};
pub const MALLOC_ARENA_MAX: Setting = Setting {
    name: "MALLOC_ARENA_MAX",
    default: "2",
    doc: "glibc's malloc arenas; read from the environment only, before the .env file",
};
pub const DISCORD_API_BASE: Setting = Setting {
    name: "DISCORD_API_BASE",
    default: "",
    doc: "Discord's API base URL; unset: discord.com; tests point it at the local Discord double",
};
pub const TAVOLA_SLOW_STORE_MS: Setting = Setting {
    name: "TAVOLA_SLOW_STORE_MS",
    default: "",
    doc: "tests only: every store call waits this many milliseconds first, as on a busy disk",
};

/// Every setting the bot obeys, in the order `.env.example` gives them.
pub const SETTINGS: &[Setting] = &[
    DISCORD_TOKEN,
    TAVOLA_DATABASE,
    TAVOLA_DATA_DIR,
    TAVOLA_TURN_TIMER,
    TAVOLA_DEADLINE_POLICY,
    TAVOLA_MAX_MISSED,
    TAVOLA_VACATION_ALLOWANCE,
    TAVOLA_QUIET_SECS,
    TAVOLA_HOUSE_BUDGET,
    TAVOLA_TIMER_TICK_SECS,
    TAVOLA_BOARD_IMAGES,
    TAVOLA_SHARD_COUNT,
    TAVOLA_SHARDS,
    TAVOLA_BACKUP_DIR,
    TAVOLA_BACKUP_KEEP,
    TAVOLA_ANSWER_MARGIN_MS,
    RUST_LOG,
    MALLOC_ARENA_MAX,
    DISCORD_API_BASE,
    TAVOLA_SLOW_STORE_MS,
];

/// The settings' values as set: the process's environment, read once at
/// start; tests make one from pairs. No `Debug`: it holds the token.
#[derive(Clone, Default)]
pub struct Env {
    values: BTreeMap<&'static str, String>,
}

impl Env {
    /// Reads every setting in [`SETTINGS`] from the environment (where
    /// `dotenvy` has put the `.env` file's).
    ///
    /// # Errors
    /// A value is not UTF-8.
    pub fn from_process() -> anyhow::Result<Env> {
        let mut values = BTreeMap::new();
        for setting in SETTINGS {
            match std::env::var(setting.name) {
                Ok(value) => drop(values.insert(setting.name, value)),
                Err(std::env::VarError::NotPresent) => {}
                Err(std::env::VarError::NotUnicode(_)) => bail!("{} is not valid UTF-8", setting.name),
            }
        }
        Ok(Env { values })
    }

    /// These settings set, the others not.
    ///
    /// # Panics
    /// A name that is not in [`SETTINGS`]: a typo.
    pub fn from_pairs(pairs: &[(&str, &str)]) -> Env {
        let values = pairs
            .iter()
            .map(|&(name, value)| {
                let setting = SETTINGS.iter().find(|s| s.name == name);
                (setting.unwrap_or_else(|| panic!("{name} is not a setting")).name, value.to_owned())
            })
            .collect();
        Env { values }
    }

    /// The value set (trimmed; blank counts as unset), else the default;
    /// `None` when there is neither.
    fn get(&self, setting: &Setting) -> Option<&str> {
        debug_assert!(SETTINGS.contains(setting), "{} is missing from SETTINGS", setting.name);
        let set = self.values.get(setting.name).map(|v| v.trim()).filter(|v| !v.is_empty());
        set.or(Some(setting.default).filter(|d| !d.is_empty()))
    }

    /// The setting parsed, if it has a value: refused, naming it, unless
    /// it parses and `fits`; `want` says what would.
    fn parsed<T: FromStr>(
        &self,
        setting: &Setting,
        fits: impl Fn(&T) -> bool,
        want: &str,
    ) -> anyhow::Result<Option<T>> {
        let Some(text) = self.get(setting) else { return Ok(None) };
        match text.parse::<T>() {
            Ok(value) if fits(&value) => Ok(Some(value)),
            _ => bail!("{} is {text:?}; {want}", setting.name),
        }
    }

    /// Like [`Env::parsed`], for a setting with a default.
    fn parsed_or_default<T: FromStr>(
        &self,
        setting: &Setting,
        fits: impl Fn(&T) -> bool,
        want: &str,
    ) -> anyhow::Result<T> {
        self.parsed(setting, fits, want)?.with_context(|| format!("{} has no default", setting.name))
    }

    /// A length of time as users type it (`2d`, `12h`, `1d12h`), at most
    /// `max`; for a setting with a default.
    fn span(&self, setting: &Setting, max: Span) -> anyhow::Result<Span> {
        let text = self.get(setting).with_context(|| format!("{} has no default", setting.name))?;
        Span::parse(text, max).map_err(|e| anyhow::anyhow!("{} is {text:?}: {e}", setting.name))
    }

    /// One of a few words, each standing for a value.
    fn choice<T: Copy>(&self, setting: &Setting, choices: &[(&str, T)]) -> anyhow::Result<T> {
        let text = self.get(setting).unwrap_or_default();
        match choices.iter().find(|(word, _)| *word == text) {
            Some(&(_, value)) => Ok(value),
            None => {
                let words: Vec<&str> = choices.iter().map(|(word, _)| *word).collect();
                bail!("{} is {text:?}; use {}", setting.name, words.join(" or "))
            }
        }
    }
}

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

impl Config {
    /// Reads the bot's settings.
    ///
    /// # Errors
    /// No `DISCORD_TOKEN` (the error says how to get one), or a malformed
    /// setting (the error names it).
    pub fn read(env: &Env) -> anyhow::Result<Config> {
        let Some(token) = env.get(&DISCORD_TOKEN) else { bail!(NO_TOKEN_HELP) };
        let tick = env.parsed_or_default(&TAVOLA_TIMER_TICK_SECS, |&n| n > 0, "write a whole number of seconds")?;
        Ok(Config {
            token: token.to_owned(),
            database: database(env),
            data_dir: data_dir(env),
            api_base: env.get(&DISCORD_API_BASE).map(str::to_owned),
            timers: timer_defaults(env)?,
            tick: Duration::from_secs(tick),
            shards: Shards::parse(env.get(&TAVOLA_SHARDS), env.get(&TAVOLA_SHARD_COUNT))?,
            board_images: env.choice(&TAVOLA_BOARD_IMAGES, &[("on", true), ("off", false)])?,
        })
    }
}

/// What `tavola run` sets up around the bot: kept apart from [`Config`]
/// because the tests build a `Config` of their own for a bot inside their
/// process (`bot::serve`), which runs with these at their defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Service {
    /// How long a click or command may take before it is deferred.
    pub answer_margin: Duration,
    /// Daily backups of a SQLite database, if asked for.
    pub backups: Option<Schedule>,
    /// Tests only: every store call waits this long first
    /// ([`crate::store::SlowStore`]).
    pub slow_store: Option<Duration>,
}

impl Service {
    /// Reads the settings of the service.
    ///
    /// # Errors
    /// A malformed setting; the error names it.
    pub fn read(env: &Env) -> anyhow::Result<Service> {
        let margin = env.parsed_or_default(
            &TAVOLA_ANSWER_MARGIN_MS,
            |&ms| ms < 3000,
            "write a whole number of milliseconds under 3000, Discord's window",
        )?;
        let keep = env.parsed_or_default(&TAVOLA_BACKUP_KEEP, |&n| n > 0, "write a whole number above 0")?;
        let slow = env.parsed(&TAVOLA_SLOW_STORE_MS, |&ms| ms > 0, "write a whole number of milliseconds above 0")?;
        Ok(Service {
            answer_margin: Duration::from_millis(margin),
            backups: env.get(&TAVOLA_BACKUP_DIR).map(|dir| Schedule::daily(dir.into(), keep)),
            slow_store: slow.map(Duration::from_millis),
        })
    }
}

impl Default for Service {
    /// The settings' defaults (a test holds them valid).
    fn default() -> Service {
        Service::read(&Env::default()).expect("the defaults in SETTINGS are valid")
    }
}

/// The database, as `tavola run` finds it (the backup commands too).
pub fn database(env: &Env) -> PathBuf {
    PathBuf::from(env.get(&TAVOLA_DATABASE).unwrap_or(TAVOLA_DATABASE.default))
}

/// The folder of replacement data files, if any.
pub fn data_dir(env: &Env) -> Option<PathBuf> {
    env.get(&TAVOLA_DATA_DIR).map(PathBuf::from)
}

/// The log filter.
///
/// # Errors
/// `RUST_LOG` is not a filter.
pub fn log_filter(env: &Env) -> anyhow::Result<tracing_subscriber::EnvFilter> {
    let text = env.get(&RUST_LOG).unwrap_or(RUST_LOG.default);
    tracing_subscriber::EnvFilter::try_new(text)
        .map_err(|e| anyhow::anyhow!("RUST_LOG is {text:?}, not a log filter: {e}"))
}

/// Whether `MALLOC_ARENA_MAX` was chosen. glibc reads it from the
/// environment the process started with, before `main`, so it is looked
/// for there alone: a `.env` file is loaded too late for it.
pub fn malloc_arenas_chosen() -> bool {
    std::env::var_os(MALLOC_ARENA_MAX.name).is_some()
}

/// The turn-timer settings: `TAVOLA_TURN_TIMER`, `TAVOLA_DEADLINE_POLICY`,
/// `TAVOLA_MAX_MISSED`, `TAVOLA_VACATION_ALLOWANCE`, `TAVOLA_QUIET_SECS`
/// and `TAVOLA_HOUSE_BUDGET`.
fn timer_defaults(env: &Env) -> anyhow::Result<TimerDefaults> {
    let policy =
        env.choice(&TAVOLA_DEADLINE_POLICY, &[("house", DeadlinePolicy::HouseMoves), ("wait", DeadlinePolicy::Wait)])?;
    let max_missed = env.parsed_or_default(&TAVOLA_MAX_MISSED, |&n| n > 0, "write a whole number above 0")?;
    let clock = match env.get(&TAVOLA_TURN_TIMER) {
        Some("off") => None,
        _ => {
            let timer = env.span(&TAVOLA_TURN_TIMER, Span(90 * DAY))?.0;
            Some(ClockSettings { timer, policy, max_missed, ..ClockSettings::default() })
        }
    };
    let vacation_allowance = env.span(&TAVOLA_VACATION_ALLOWANCE, Span(365 * DAY))?;
    let quiet: i64 = env.parsed_or_default(&TAVOLA_QUIET_SECS, |&n| n >= 0, "write a whole number of seconds")?;
    let house_budget = env.parsed(&TAVOLA_HOUSE_BUDGET, |&n| n > 0, "write a whole number above 0")?;
    Ok(TimerDefaults { clock, vacation_allowance, quiet: quiet * 1000, house_budget })
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

    fn config(pairs: &[(&str, &str)]) -> anyhow::Result<Config> {
        Config::read(&Env::from_pairs(&[&[("DISCORD_TOKEN", "t")], pairs].concat()))
    }

    #[test]
    fn unset_settings_take_the_defaults_the_bot_was_built_with() {
        let c = config(&[]).unwrap();
        assert_eq!(c.timers, TimerDefaults::default(), "the documented defaults are the types' defaults");
        assert_eq!((c.tick, c.shards, c.board_images), (Duration::from_secs(30), None, true));
        assert_eq!((c.database, c.data_dir, c.api_base), (PathBuf::from("tavola.db"), None, None));
        let service = Service::default();
        assert_eq!(service, Service { answer_margin: Duration::from_millis(1500), backups: None, slow_store: None });
        assert!(log_filter(&Env::default()).is_ok());
    }

    #[test]
    fn a_setting_set_to_its_documented_default_changes_nothing() {
        let defaults: Vec<(&str, &str)> =
            SETTINGS.iter().filter(|s| !s.default.is_empty()).map(|s| (s.name, s.default)).collect();
        assert_eq!(format!("{:?}", config(&defaults).unwrap()), format!("{:?}", config(&[]).unwrap()));
        assert_eq!(Service::read(&Env::from_pairs(&defaults)).unwrap(), Service::default());
    }

    #[test]
    fn settings_are_read_and_blank_counts_as_unset() {
        let c = config(&[
            ("TAVOLA_TURN_TIMER", "off"),
            ("TAVOLA_QUIET_SECS", "0"),
            ("TAVOLA_HOUSE_BUDGET", " 30 "),
            ("TAVOLA_BOARD_IMAGES", "off"),
            ("TAVOLA_DATA_DIR", "  "),
        ])
        .unwrap();
        assert_eq!((c.timers.clock, c.timers.quiet, c.timers.house_budget), (None, 0, Some(30)));
        assert!(!c.board_images && c.data_dir.is_none());
        let env = Env::from_pairs(&[
            ("TAVOLA_BACKUP_DIR", "/backups"),
            ("TAVOLA_BACKUP_KEEP", "3"),
            ("TAVOLA_ANSWER_MARGIN_MS", "300"),
            ("TAVOLA_SLOW_STORE_MS", "20"),
        ]);
        let service = Service::read(&env).unwrap();
        assert_eq!(service.backups, Some(Schedule::daily("/backups".into(), 3)));
        assert_eq!(
            (service.answer_margin, service.slow_store),
            (Duration::from_millis(300), Some(Duration::from_millis(20)))
        );
    }

    #[test]
    fn a_malformed_setting_stops_the_start_naming_it() {
        for (name, bad) in [
            ("TAVOLA_TURN_TIMER", "2 days"),
            ("TAVOLA_DEADLINE_POLICY", "later"),
            ("TAVOLA_MAX_MISSED", "0"),
            ("TAVOLA_VACATION_ALLOWANCE", "400d"),
            ("TAVOLA_QUIET_SECS", "-5"),
            ("TAVOLA_HOUSE_BUDGET", "lots"),
            ("TAVOLA_TIMER_TICK_SECS", "0"),
            ("TAVOLA_BOARD_IMAGES", "yes"),
            ("TAVOLA_SHARDS", "a-b"),
        ] {
            let err = format!("{:#}", config(&[(name, bad), ("TAVOLA_SHARD_COUNT", "8")]).unwrap_err());
            assert!(err.contains(name), "{name}={bad}: {err}");
        }
        for (name, bad) in
            [("TAVOLA_BACKUP_KEEP", "0"), ("TAVOLA_ANSWER_MARGIN_MS", "3000"), ("TAVOLA_SLOW_STORE_MS", "1s")]
        {
            let err = format!("{:#}", Service::read(&Env::from_pairs(&[(name, bad)])).unwrap_err());
            assert!(err.contains(name) && err.contains(bad), "{name}={bad}: {err}");
        }
        let err = log_filter(&Env::from_pairs(&[("RUST_LOG", "info,tavola=loud")])).unwrap_err().to_string();
        assert!(err.contains("RUST_LOG"), "{err}");
    }

    #[test]
    fn no_token_says_how_to_get_one() {
        let err = Config::read(&Env::from_pairs(&[("DISCORD_TOKEN", " ")])).unwrap_err().to_string();
        assert!(err.starts_with("DISCORD_TOKEN is not set"), "{err}");
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
