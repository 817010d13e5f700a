//! Settings, all from the environment (and a `.env` file beside the bot),
//! and all read here. [`SETTINGS`] lists every one the bot obeys, with its
//! default and what it does; `.env.example` and the hosting guide's settings table (docs/hosting.md)
//! list the same (bot/tests/settings.rs holds them to it). The rest of the
//! bot is handed the values and never reads the environment itself, so a
//! setting cannot hide in a corner, and a malformed one stops the bot at
//! start, naming it.
//!
//! The token is a secret: it is never printed, logged or stored.
//!
//! This file holds the settings table ([`SETTINGS`]) and [`Env`], the one
//! reader of the environment. What the values become lives beside it, each
//! re-exported here so callers name `config::X`: `read` ([`Config`],
//! [`Service`] and the settings read alone), `shards` ([`Shards`]) and
//! `data` (the game data and words, with `TAVOLA_DATA_DIR`'s overrides).

use std::collections::BTreeMap;
use std::str::FromStr;

use anyhow::{bail, Context};

use tavola_table::deadlines::Span;

mod data;
mod read;
mod shards;

pub use data::{install_data, load_words};
pub use read::{
    data_dir, database, log_filter, log_format, Config, LogFormat, RateLimit, Service, WebSite, NO_TOKEN_HELP,
};
pub use shards::Shards;

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
pub const TAVOLA_ANALYSIS_BUDGET: Setting = Setting {
    name: "TAVOLA_ANALYSIS_BUDGET",
    default: "3000",
    doc: "search iterations per decision of a finished game's analysis (tavola analyze's default; tests: a few)",
};
pub const TAVOLA_TIMER_TICK_SECS: Setting = Setting {
    name: "TAVOLA_TIMER_TICK_SECS",
    default: "30",
    doc: "how often, in seconds, reminders and deadlines are looked for",
};
pub const TAVOLA_IDLE_SECS: Setting = Setting {
    name: "TAVOLA_IDLE_SECS",
    default: "900",
    doc: "how long, in seconds, a game nobody played or looked at stays in memory (it is read back when needed)",
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
pub const TAVOLA_WEB_ADDR: Setting = Setting {
    name: "TAVOLA_WEB_ADDR",
    default: "",
    doc:
        "where the games' read-only web pages are served (127.0.0.1:8080, behind a reverse proxy); unset: no web server",
};
pub const TAVOLA_WEB_URL: Setting = Setting {
    name: "TAVOLA_WEB_URL",
    default: "",
    doc: "the public address of those pages (https://tavola.example.org), for the boards' View in browser links",
};
pub const TAVOLA_RATE_LIMIT_ADDR: Setting = Setting {
    name: "TAVOLA_RATE_LIMIT_ADDR",
    default: "",
    doc: "of several bot processes, the one that keeps Discord's rate limit for all serves it here (10.0.0.5:7070); unset: each process keeps its own",
};
pub const TAVOLA_RATE_LIMIT_URL: Setting = Setting {
    name: "TAVOLA_RATE_LIMIT_URL",
    default: "",
    doc: "the other processes send their Discord requests through that one (http://10.0.0.5:7070); while it cannot be reached, each sends on its own at its shards' share of the global limit",
};
pub const TAVOLA_DISCORD_GLOBAL_LIMIT: Setting = Setting {
    name: "TAVOLA_DISCORD_GLOBAL_LIMIT",
    default: "50",
    doc: "the bot's requests a second to Discord in all (Discord raises it for large bots on request)",
};
pub const TAVOLA_METRICS_ADDR: Setting = Setting {
    name: "TAVOLA_METRICS_ADDR",
    default: "",
    doc: "where GET /metrics serves Prometheus's text format (127.0.0.1:9100); unset: no metrics",
};
pub const RUST_LOG: Setting = Setting {
    name: "RUST_LOG",
    default: "info,serenity=warn,poise=warn",
    doc: "the log filter (tracing's EnvFilter syntax); the log goes to stderr",
};
pub const TAVOLA_LOG_FORMAT: Setting = Setting {
    name: "TAVOLA_LOG_FORMAT",
    default: "text",
    doc: "the log format: text (for people; coloured on a terminal only) or json (one object a line)",
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
    TAVOLA_ANALYSIS_BUDGET,
    TAVOLA_TIMER_TICK_SECS,
    TAVOLA_IDLE_SECS,
    TAVOLA_BOARD_IMAGES,
    TAVOLA_SHARD_COUNT,
    TAVOLA_SHARDS,
    TAVOLA_BACKUP_DIR,
    TAVOLA_BACKUP_KEEP,
    TAVOLA_ANSWER_MARGIN_MS,
    TAVOLA_WEB_ADDR,
    TAVOLA_WEB_URL,
    TAVOLA_RATE_LIMIT_ADDR,
    TAVOLA_RATE_LIMIT_URL,
    TAVOLA_DISCORD_GLOBAL_LIMIT,
    TAVOLA_METRICS_ADDR,
    RUST_LOG,
    TAVOLA_LOG_FORMAT,
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

/// Whether `MALLOC_ARENA_MAX` was chosen. glibc reads it from the
/// environment the process started with, before `main`, so it is looked
/// for there alone: a `.env` file is loaded too late for it.
pub fn malloc_arenas_chosen() -> bool {
    std::env::var_os(MALLOC_ARENA_MAX.name).is_some()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_analysis_budget_s_setting_defaults_to_tavola_analyze_s() {
        let default = tavola_engine::ai::analysis::ANALYSIS_ITERATIONS;
        assert_eq!(super::TAVOLA_ANALYSIS_BUDGET.default, default.to_string());
    }
}
