//! The table's front door: [`Table`], the one handle an adapter (Discord,
//! the web, a tool) holds. Every method is a named request that changes a
//! session or a named query that reads one, and each makes exactly one
//! trip to the blocking pool, where the session's lock, the engine and the
//! store do their work. Nothing outside this crate runs code against the
//! sessions or reaches the store: [`Sessions::blocking`] and
//! [`Sessions::store`] are private to it. The requests are in `requests.rs`,
//! the queries in `queries.rs`.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use tavola_engine::AnyGame;

use crate::deadlines::{Clock, Millis, TimerDefaults};
use crate::history::History;
use crate::i18n::{Lang, Tr, Words};
use crate::langs::Langs;
use crate::record::{LogEntry, SessionRecord};
use crate::session::{Refusal, Sessions};
use crate::standings::{Placing, Standing};

pub mod pages;
mod queries;
mod requests;
use crate::store::StoreError;

/// A server's setting kept by the table, each with its stored name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuildSetting {
    /// Board pictures (`on`/`off`; unset: the process's default).
    Images,
    /// Finished games' analyses (`on`/`off`; unset: on).
    Analysis,
    /// The games' web pages (`on`/`off`; unset: on when the host serves
    /// them).
    Web,
}

impl GuildSetting {
    /// The name the store keeps it under.
    pub fn name(self) -> &'static str {
        match self {
            GuildSetting::Images => "images",
            GuildSetting::Analysis => crate::analysis::SETTING,
            GuildSetting::Web => "web",
        }
    }
}

/// A finished game of a channel, for a player's export.
#[derive(Debug)]
pub enum Finished {
    /// The channel's game is still being played: nothing to export yet.
    StillPlaying,
    /// The channel never finished a game on this server.
    Nothing,
    /// The latest finished game, with its whole log.
    Game(Box<History>),
}

/// The stats of a server: every placing (of one game, or of all) and the
/// standings of each game that has any.
pub type Overview = (Vec<Placing>, BTreeMap<String, Vec<Standing>>);

/// A session, its game (`None` in the lobby) and its whole log.
pub type WithLog = (SessionRecord, Option<AnyGame>, Vec<LogEntry>);

/// The sessions and the languages, behind named requests and queries.
#[derive(Clone)]
pub struct Table {
    sessions: Sessions,
    langs: Arc<Langs>,
}

/// How a table is opened besides its database.
pub struct Opening {
    /// The words every reader gets.
    pub words: Arc<Words>,
    /// Where the time comes from (the system's; a test's own).
    pub clock: Arc<dyn Clock>,
    pub timers: TimerDefaults,
    /// How often the timer task ticks (a claim on a session's timers lasts
    /// a few ticks).
    pub tick: Duration,
    /// Slows every store call by this much, on purpose (tests of deferral).
    pub slow_store: Option<Duration>,
    /// How long a session nobody touched stays in memory.
    pub idle: Duration,
}

impl Table {
    pub fn new(sessions: Sessions, words: Arc<Words>) -> Table {
        Table { sessions, langs: Arc::new(Langs::new(words)) }
    }

    /// Opens (creating it on first use) the store at `database`, a SQLite
    /// file or a `postgres://` URL, on a blocking thread.
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open(database: &Path, opening: Opening) -> Result<Table, StoreError> {
        let path = database.to_owned();
        let store = tokio::task::spawn_blocking(move || crate::store::open(&path))
            .await
            .expect("opening the store does not panic")?;
        let store = match opening.slow_store {
            Some(delay) => {
                tracing::warn!(?delay, "every store call is slowed down on purpose (TAVOLA_SLOW_STORE_MS, for tests)");
                crate::store::SlowStore::wrap(store, delay)
            }
            None => store,
        };
        let sessions = Sessions::configured(store, opening.clock, opening.timers)
            .ticking_every(opening.tick)
            .evicting_after(opening.idle);
        Ok(Table::new(sessions, opening.words))
    }

    /// The time as the sessions see it.
    pub fn now(&self) -> Millis {
        self.sessions.now()
    }

    /// Tells the clock the timer task finished a tick.
    pub fn ticked(&self) {
        self.sessions.ticked();
    }

    pub fn defaults(&self) -> &TimerDefaults {
        self.sessions.defaults()
    }

    pub fn words(&self) -> &Arc<Words> {
        self.langs.words()
    }

    /// The words for someone whose client sent `locale`.
    pub fn reader(&self, locale: &str) -> Tr {
        self.langs.reader(locale)
    }

    /// The words of a server's language, for everything public there.
    pub async fn server_tr(&self, guild: u64) -> Tr {
        if let Some(tr) = self.langs.cached_server(guild) {
            return tr;
        }
        let langs = self.langs.clone();
        self.sessions.blocking(move |s| langs.server(s.store(), guild)).await
    }

    /// The words of a DM to `user` about a game on `guild`.
    pub async fn dm_tr(&self, user: u64, guild: u64) -> Tr {
        let langs = self.langs.clone();
        self.sessions.blocking(move |s| langs.dm(s.store(), user, guild)).await
    }

    /// Remembers the locales an interaction carries (the user's, and the
    /// server's preferred one), for DMs and public messages sent later.
    /// The answer does not wait for a user's locale: this process's memory
    /// holds it at once, and the store (for the other processes and after
    /// a restart) is written in the background, only on a change. A
    /// server's, rarely new, is written first: the server's language (a
    /// lobby the interaction opens) is read through the store.
    pub async fn note_locales(&self, user: u64, locale: &str, guild: Option<(u64, Option<&str>)>) {
        let Some(note) = self.langs.note(user, locale, guild) else { return };
        let (langs, sessions, of_server) = (self.langs.clone(), self.sessions.clone(), note.of_server());
        let write = async move {
            if let Err(e) = sessions.blocking(move |s| langs.write(s.store(), &note)).await {
                tracing::warn!(user, error = %e, "could not store a locale");
            }
        };
        if of_server {
            write.await;
        } else {
            tokio::spawn(write);
        }
    }

    /// Notes a server's preferred locale, as the server itself reports it.
    ///
    /// # Errors
    /// The store fails.
    pub async fn note_server_locale(&self, guild: u64, locale: String) -> Result<(), Refusal> {
        let langs = self.langs.clone();
        Ok(self.sessions.blocking(move |s| langs.note_server(s.store(), guild, &locale)).await?)
    }

    /// Sets (or with `None` clears) a server's chosen language; its words.
    ///
    /// # Errors
    /// The store fails.
    pub async fn choose_language(&self, guild: u64, lang: Option<Lang>) -> Result<Tr, Refusal> {
        let langs = self.langs.clone();
        Ok(self.sessions.blocking(move |s| langs.choose(s.store(), guild, lang)).await?)
    }
}
