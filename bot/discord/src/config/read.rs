//! The bot's values, read from the settings: [`Config`], what the bot
//! itself runs with, and [`Service`], what `tavola run` sets up around it;
//! and the few settings read on their own (the database, the data folder,
//! the log filter). Every malformed value is refused here, naming its
//! setting.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::bail;

use super::{
    Env, Shards, DISCORD_API_BASE, DISCORD_TOKEN, RUST_LOG, TAVOLA_ANALYSIS_BUDGET, TAVOLA_ANSWER_MARGIN_MS,
    TAVOLA_BACKUP_DIR, TAVOLA_BACKUP_KEEP, TAVOLA_BOARD_IMAGES, TAVOLA_DATABASE, TAVOLA_DATA_DIR,
    TAVOLA_DEADLINE_POLICY, TAVOLA_DISCORD_GLOBAL_LIMIT, TAVOLA_HOUSE_BUDGET, TAVOLA_IDLE_SECS, TAVOLA_LOG_FORMAT,
    TAVOLA_MAX_MISSED, TAVOLA_METRICS_ADDR, TAVOLA_QUIET_SECS, TAVOLA_RATE_LIMIT_ADDR, TAVOLA_RATE_LIMIT_URL,
    TAVOLA_SHARDS, TAVOLA_SHARD_COUNT, TAVOLA_SLOW_STORE_MS, TAVOLA_TIMER_TICK_SECS, TAVOLA_TURN_TIMER,
    TAVOLA_VACATION_ALLOWANCE, TAVOLA_WEB_ADDR, TAVOLA_WEB_URL,
};
use tavola_table::deadlines::{ClockSettings, DeadlinePolicy, Span, TimerDefaults, DAY};
use tavola_table::Backups as Schedule;

/// Where to get a token, shown when none is set.
pub const NO_TOKEN_HELP: &str = "\
DISCORD_TOKEN is not set, so the Discord bot cannot start.

To get a token: open https://discord.com/developers/applications, create an
application, open its Bot page, press \"Reset Token\" and copy it. Then put it
in a file named .env beside the bot (DISCORD_TOKEN=...) or in the environment.
docs/hosting.md, \"The Discord application\", has the whole walk-through.

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
    /// How long a session nobody touched stays in memory.
    pub idle: Duration,
    /// Which gateway shards this process runs; `None`: one shard, all of
    /// the bot.
    pub shards: Option<Shards>,
    /// Boards carry a picture unless a server chose otherwise
    /// (`TAVOLA_BOARD_IMAGES=on|off`, on by default).
    pub board_images: bool,
    /// The games' web pages, when the host serves them.
    pub web: Option<WebSite>,
    /// Where this process keeps Discord's rate limit.
    pub rate_limit: RateLimit,
}

/// Where a process keeps Discord's rate limit (see `tavola_gate`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RateLimit {
    /// A gate of its own on a loopback port: the process is the bot's only one.
    Own { global_per_second: u32 },
    /// It serves the bot's gate at this address, for itself and the others.
    Serve { addr: std::net::SocketAddr, global_per_second: u32 },
    /// It sends through another process's gate, and to Discord itself
    /// under its own share of `global_per_second` while that gate cannot be
    /// reached.
    Through { url: String, global_per_second: u32 },
}

impl RateLimit {
    /// # Errors
    /// Both settings, an address that does not parse, a URL that is not
    /// http, or a limit that is not a positive number.
    fn read(env: &Env) -> anyhow::Result<RateLimit> {
        let global_per_second = env.parsed_or_default(
            &TAVOLA_DISCORD_GLOBAL_LIMIT,
            |&n: &u32| n > 0,
            "write a whole number of requests a second",
        )?;
        match (env.get(&TAVOLA_RATE_LIMIT_ADDR), env.get(&TAVOLA_RATE_LIMIT_URL)) {
            (None, None) => Ok(RateLimit::Own { global_per_second }),
            (Some(_), Some(_)) => bail!(
                "TAVOLA_RATE_LIMIT_ADDR and TAVOLA_RATE_LIMIT_URL are both set: one process serves the rate limit (ADDR), the others use it (URL)"
            ),
            (Some(addr), None) => {
                let Ok(addr) = addr.parse() else {
                    bail!("TAVOLA_RATE_LIMIT_ADDR is {addr:?}; write an address and port, such as 10.0.0.5:7070")
                };
                Ok(RateLimit::Serve { addr, global_per_second })
            }
            (None, Some(url)) => {
                if !url.starts_with("http://") || url.contains(char::is_whitespace) {
                    bail!("TAVOLA_RATE_LIMIT_URL is {url:?}; write the serving process's address, such as http://10.0.0.5:7070");
                }
                Ok(RateLimit::Through { url: url.trim_end_matches('/').to_owned(), global_per_second })
            }
        }
    }
}

/// Where the games' web pages are served, and the public address their
/// links use (`TAVOLA_WEB_ADDR`, `TAVOLA_WEB_URL`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebSite {
    pub addr: std::net::SocketAddr,
    /// Without a trailing slash.
    pub url: String,
}

impl WebSite {
    /// Both settings, or neither.
    ///
    /// # Errors
    /// One without the other, an address that does not parse, or a URL
    /// that is not http(s).
    fn read(env: &Env) -> anyhow::Result<Option<WebSite>> {
        let (addr, url) = (env.get(&TAVOLA_WEB_ADDR), env.get(&TAVOLA_WEB_URL));
        let (addr, url) = match (addr, url) {
            (None, None) => return Ok(None),
            (Some(addr), Some(url)) => (addr, url),
            (Some(_), None) => {
                bail!("TAVOLA_WEB_ADDR is set but TAVOLA_WEB_URL is not: set the public address the links use")
            }
            (None, Some(_)) => {
                bail!("TAVOLA_WEB_URL is set but TAVOLA_WEB_ADDR is not: set where the pages are served")
            }
        };
        let Ok(addr) = addr.parse() else {
            bail!("TAVOLA_WEB_ADDR is {addr:?}; write an address and port, such as 127.0.0.1:8080")
        };
        let fine = (url.starts_with("https://") || url.starts_with("http://")) && !url.contains(char::is_whitespace);
        if !fine {
            bail!("TAVOLA_WEB_URL is {url:?}; write the public address, such as https://tavola.example.org");
        }
        Ok(Some(WebSite { addr, url: url.trim_end_matches('/').to_owned() }))
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<secret>")
            .field("database", &tavola_table::redacted(&self.database))
            .field("data_dir", &self.data_dir)
            .field("api_base", &self.api_base)
            .field("timers", &self.timers)
            .field("tick", &self.tick)
            .field("idle", &self.idle)
            .field("shards", &self.shards)
            .field("board_images", &self.board_images)
            .field("web", &self.web)
            .field("rate_limit", &self.rate_limit)
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
        let idle = env.parsed_or_default(&TAVOLA_IDLE_SECS, |_| true, "write a whole number of seconds")?;
        Ok(Config {
            token: token.to_owned(),
            database: database(env),
            data_dir: data_dir(env),
            api_base: env.get(&DISCORD_API_BASE).map(str::to_owned),
            timers: timer_defaults(env)?,
            tick: Duration::from_secs(tick),
            idle: Duration::from_secs(idle),
            shards: Shards::parse(env.get(&TAVOLA_SHARDS), env.get(&TAVOLA_SHARD_COUNT))?,
            board_images: env.choice(&TAVOLA_BOARD_IMAGES, &[("on", true), ("off", false)])?,
            web: WebSite::read(env)?,
            rate_limit: RateLimit::read(env)?,
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
    /// ([`tavola_table::store::SlowStore`]).
    pub slow_store: Option<Duration>,
    /// Where `GET /metrics` is served (`TAVOLA_METRICS_ADDR`); `None`: no
    /// metrics are recorded.
    pub metrics: Option<std::net::SocketAddr>,
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
        let metrics =
            env.parsed(&TAVOLA_METRICS_ADDR, |_| true, "write an address and port, such as 127.0.0.1:9100")?;
        Ok(Service {
            answer_margin: Duration::from_millis(margin),
            backups: env.get(&TAVOLA_BACKUP_DIR).map(|dir| Schedule::daily(dir.into(), keep)),
            slow_store: slow.map(Duration::from_millis),
            metrics,
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

/// How the log is written (`TAVOLA_LOG_FORMAT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// For people: one line an event, coloured when stderr is a terminal.
    Text,
    /// For a log collector: one JSON object a line (tracing-subscriber's).
    Json,
}

/// The log's format.
///
/// # Errors
/// `TAVOLA_LOG_FORMAT` is neither `text` nor `json`; the error names both.
pub fn log_format(env: &Env) -> anyhow::Result<LogFormat> {
    env.choice(&TAVOLA_LOG_FORMAT, &[("text", LogFormat::Text), ("json", LogFormat::Json)])
}

/// The turn-timer settings: `TAVOLA_TURN_TIMER`, `TAVOLA_DEADLINE_POLICY`,
/// `TAVOLA_MAX_MISSED`, `TAVOLA_VACATION_ALLOWANCE`, `TAVOLA_QUIET_SECS`
/// `TAVOLA_HOUSE_BUDGET` and `TAVOLA_ANALYSIS_BUDGET`.
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
    let analysis_budget = env.parsed_or_default(&TAVOLA_ANALYSIS_BUDGET, |&n| n > 0, "write a whole number above 0")?;
    Ok(TimerDefaults { clock, vacation_allowance, quiet: quiet * 1000, house_budget, analysis_budget })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::SETTINGS;

    #[test]
    fn debug_never_shows_the_token() {
        let c = Config {
            token: "abc.def.ghi".into(),
            database: "x.db".into(),
            data_dir: None,
            api_base: None,
            timers: TimerDefaults::default(),
            tick: Duration::from_secs(30),
            idle: Duration::from_secs(900),
            shards: None,
            board_images: true,
            web: None,
            rate_limit: RateLimit::Own { global_per_second: 50 },
        };
        assert!(!format!("{c:?}").contains("abc.def"));
        let pg = Config { database: "postgres://tavola:s3cret@db/tavola?password=s3cret&x=1".into(), ..c };
        assert!(!format!("{pg:?}").contains("s3cret"), "{pg:?}");
    }

    fn config(pairs: &[(&str, &str)]) -> anyhow::Result<Config> {
        Config::read(&Env::from_pairs(&[&[("DISCORD_TOKEN", "t")], pairs].concat()))
    }

    #[test]
    fn the_web_needs_both_its_address_and_its_public_url() {
        assert_eq!(config(&[]).unwrap().web, None);
        let both = config(&[("TAVOLA_WEB_ADDR", "127.0.0.1:8080"), ("TAVOLA_WEB_URL", "https://t.example.org/")]);
        let web = both.unwrap().web.expect("the web is on");
        assert_eq!((web.addr.port(), web.url.as_str()), (8080, "https://t.example.org"));
        for (pairs, named) in [
            (&[("TAVOLA_WEB_ADDR", "127.0.0.1:8080")][..], "TAVOLA_WEB_URL"),
            (&[("TAVOLA_WEB_URL", "https://t.example.org")][..], "TAVOLA_WEB_ADDR"),
            (&[("TAVOLA_WEB_ADDR", "localhost"), ("TAVOLA_WEB_URL", "https://t.example.org")][..], "TAVOLA_WEB_ADDR"),
            (&[("TAVOLA_WEB_ADDR", "127.0.0.1:1"), ("TAVOLA_WEB_URL", "t.example.org")][..], "TAVOLA_WEB_URL"),
        ] {
            let refused = config(pairs).expect_err("refused").to_string();
            assert!(refused.contains(named), "{refused}");
        }
    }

    #[test]
    fn unset_settings_take_the_defaults_the_bot_was_built_with() {
        let c = config(&[]).unwrap();
        assert_eq!(c.timers, TimerDefaults::default(), "the documented defaults are the types' defaults");
        assert_eq!((c.tick, c.shards, c.board_images), (Duration::from_secs(30), None, true));
        assert_eq!((c.database, c.data_dir, c.api_base), (PathBuf::from("tavola.db"), None, None));
        let service = Service::default();
        let defaults =
            Service { answer_margin: Duration::from_millis(1500), backups: None, slow_store: None, metrics: None };
        assert_eq!(service, defaults);
        assert!(log_filter(&Env::default()).is_ok());
        assert_eq!(log_format(&Env::default()).unwrap(), LogFormat::Text);
    }

    #[test]
    fn the_metrics_address_is_an_address_and_port() {
        let read = |addr: &str| Service::read(&Env::from_pairs(&[("TAVOLA_METRICS_ADDR", addr)]));
        assert_eq!(read("127.0.0.1:9100").unwrap().metrics.map(|a| a.port()), Some(9100));
        let refused = read("localhost").unwrap_err().to_string();
        assert!(refused.contains("TAVOLA_METRICS_ADDR"), "{refused}");
    }

    #[test]
    fn one_process_serves_the_rate_limit_and_the_others_send_through_it() {
        assert_eq!(config(&[]).unwrap().rate_limit, RateLimit::Own { global_per_second: 50 });
        let serve = config(&[("TAVOLA_RATE_LIMIT_ADDR", "10.0.0.5:7070"), ("TAVOLA_DISCORD_GLOBAL_LIMIT", "500")]);
        let addr = "10.0.0.5:7070".parse().unwrap();
        assert_eq!(serve.unwrap().rate_limit, RateLimit::Serve { addr, global_per_second: 500 });
        let through = config(&[("TAVOLA_RATE_LIMIT_URL", "http://10.0.0.5:7070/")]).unwrap();
        assert_eq!(
            through.rate_limit,
            RateLimit::Through { url: "http://10.0.0.5:7070".into(), global_per_second: 50 }
        );
        for bad in [
            vec![("TAVOLA_RATE_LIMIT_ADDR", "10.0.0.5:7070"), ("TAVOLA_RATE_LIMIT_URL", "http://10.0.0.5:7070")],
            vec![("TAVOLA_RATE_LIMIT_ADDR", "somewhere")],
            vec![("TAVOLA_RATE_LIMIT_URL", "10.0.0.5:7070")],
            vec![("TAVOLA_DISCORD_GLOBAL_LIMIT", "0")],
        ] {
            let refused = config(&bad).unwrap_err().to_string();
            assert!(refused.contains(bad[0].0), "{refused}");
        }
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
            ("TAVOLA_ANALYSIS_BUDGET", "12"),
            ("TAVOLA_BOARD_IMAGES", "off"),
            ("TAVOLA_DATA_DIR", "  "),
        ])
        .unwrap();
        assert_eq!((c.timers.clock, c.timers.quiet, c.timers.house_budget), (None, 0, Some(30)));
        assert_eq!(c.timers.analysis_budget, 12);
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
        let err = log_format(&Env::from_pairs(&[("TAVOLA_LOG_FORMAT", "xml")])).unwrap_err().to_string();
        assert_eq!(err, r#"TAVOLA_LOG_FORMAT is "xml"; use text or json"#);
    }

    #[test]
    fn no_token_says_how_to_get_one() {
        let err = Config::read(&Env::from_pairs(&[("DISCORD_TOKEN", " ")])).unwrap_err().to_string();
        assert!(err.starts_with("DISCORD_TOKEN is not set"), "{err}");
    }
}
