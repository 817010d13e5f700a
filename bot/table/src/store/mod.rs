//! Where sessions live between turns: SQLite (bundled, WAL), schema by
//! migrations, behind the small [`Store`] trait so that a PostgreSQL backend
//! is a new implementation, not a rewrite.
//!
//! Tables: `sessions` (one row per game session: channel, game, options,
//! status, the bot's message ids, and the lobby's clocks), `seats`, and
//! `moves`, the append-only log keyed by `session << 32 | version`. Row 0
//! of a session is its start; the newest row (the head) also holds the game
//! state and the clocks. Applying a move is [`Store::append`]: the head gives
//! its state up and the new row takes it, in one transaction guarded by the
//! expected version (only the head has a state to give up), and the caller
//! may acknowledge the move only once it returns. The two rows are
//! neighbours, so a move usually writes one page, as a plain insert does.
//!
//! The store is synchronous: the session layer calls it from
//! `tokio::task::spawn_blocking`, never from an async worker.

use std::path::Path;

use thiserror::Error;

use crate::analysis::AnalysisRecord;
use crate::deadlines::{Millis, ReminderMode, Timers, VacationLedger};
use crate::record::{LogEntry, SessionId, SessionRecord, Status};
use crate::standings::{Placing, Standing};

pub mod backup;
pub mod inspect;
pub mod migrate;

/// Why the store could not do something.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database error: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    #[error("database connection: {0}")]
    Pool(String),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored data is unreadable: {0}")]
    Corrupt(#[from] serde_json::Error),
    #[error("this channel already has an active game")]
    ChannelBusy,
    #[error("the game moved on meanwhile (expected version {expected}, found {found})")]
    VersionConflict { expected: u64, found: u64 },
    #[error("no such session")]
    NotFound,
    #[error("the game is no longer being played")]
    NotActive,
    /// Another process wrote the session since this one read it (see
    /// [`Committed::read_at`]); the request runs again on it read afresh.
    #[error("another process changed the game meanwhile")]
    Moved,
    #[error("the game is still open: cancel it first")]
    StillOpen,
}

/// What a move leaves behind besides its log entry, written with it.
#[derive(Clone, Copy, Debug)]
pub struct Committed<'a> {
    /// The game's serialized state after the move.
    pub snapshot: &'a str,
    pub status: Status,
    /// The session's [`Timers`] as JSON.
    pub timers: &'a str,
    /// The revision ([`Store::revision`]) the session was read at, when
    /// this process has not asked since: the move is then refused with
    /// [`StoreError::Moved`] if another process wrote the session
    /// meanwhile. `None`: asked already. A store whose revisions are
    /// `None` never gets one.
    pub read_at: Option<i64>,
}

/// A player's vacation on one server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vacation {
    pub ledger: VacationLedger,
    /// Unix milliseconds; in the past when not away.
    pub away_until: Millis,
}

/// A server's language settings, as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GuildLanguage {
    /// The language code an admin chose, if any.
    pub chosen: Option<String>,
    /// The server's preferred locale, as Discord last sent it.
    pub locale: Option<String>,
}

/// What a publish reads of a session besides its record and log (see
/// [`Store::publish_facts`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PublishFacts {
    /// The version the board shows, and its number ([`Store::board_state`]).
    pub shown: u64,
    pub turn: u64,
    /// The server's settings asked for, in the order asked.
    pub settings: Vec<Option<String>>,
    /// The session's web page token, if it has one.
    pub web_token: Option<String>,
}

/// A publish recorded with a whole save (the seats included) and then the
/// board's number and version: [`Store::record_published`]'s default, and
/// what a publish that found a seat's DMs closed needs on any backend.
///
/// # Errors
/// The database fails, or the session is gone.
pub fn save_published<S: Store + ?Sized>(
    store: &S,
    record: &SessionRecord,
    turn: Option<u64>,
    shown: u64,
) -> Result<(), StoreError> {
    store.save(record)?;
    if let Some(turn) = turn {
        store.set_board_turn(record.id, turn)?;
    }
    store.set_board_version(record.id, shown)
}

/// The session store. Implementations must make [`Store::append`] atomic.
pub trait Store: Send + Sync {
    /// Creates a lobby; refused if the channel already has an open session.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`], or the database fails.
    fn create(&self, record: &SessionRecord) -> Result<SessionId, StoreError>;

    /// # Errors
    /// The database fails.
    fn load(&self, id: SessionId) -> Result<Option<SessionRecord>, StoreError>;

    /// The open session of a channel.
    ///
    /// # Errors
    /// The database fails.
    fn open_in_channel(&self, channel: u64) -> Result<Option<SessionRecord>, StoreError>;

    /// A guild's sessions, newest first.
    ///
    /// # Errors
    /// The database fails.
    fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError>;

    /// Rewrites everything but the log and the version (seats, status,
    /// snapshot, message ids).
    ///
    /// # Errors
    /// The database fails.
    fn save(&self, record: &SessionRecord) -> Result<(), StoreError>;

    /// Appends an action and stores the new snapshot and status, in one
    /// transaction, if the stored version is still `entry.version - 1`.
    ///
    /// # Errors
    /// [`StoreError::VersionConflict`], or the database fails; then nothing
    /// is written.
    fn append(&self, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError>;

    /// Stores a session's timers alone (a reminder sent, a clock paused).
    ///
    /// # Errors
    /// The database fails.
    fn set_timers(&self, id: SessionId, timers: &Timers) -> Result<(), StoreError>;

    /// The ids of the active sessions that have a turn timer.
    ///
    /// # Errors
    /// The database fails.
    fn timed_sessions(&self) -> Result<Vec<SessionId>, StoreError>;

    /// Running sessions with a house seat: after a restart, each gets its
    /// house players going again (a crash may have come between a human's
    /// move and the house's reply).
    ///
    /// # Errors
    /// The database fails.
    fn active_with_house(&self) -> Result<Vec<SessionId>, StoreError>;

    /// The active sessions of a guild where `user` holds a seat.
    ///
    /// # Errors
    /// The database fails.
    fn active_seated(&self, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError>;

    /// A player's vacation on a server: the allowance used and until when they are away.
    ///
    /// # Errors
    /// The database fails.
    fn vacation(&self, guild: u64, user: u64) -> Result<Vacation, StoreError>;

    /// # Errors
    /// The database fails.
    fn set_vacation(&self, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError>;

    /// The admins of a guild who asked to be pinged when a game there
    /// stalls (`/admin notify`), in the order they asked.
    ///
    /// # Errors
    /// The database fails.
    fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, StoreError>;

    /// # Errors
    /// The database fails.
    fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), StoreError>;

    /// When a player's daily digest of a guild's games is next due (unix
    /// ms); `None` stops it.
    ///
    /// # Errors
    /// The database fails.
    fn set_digest(&self, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError>;

    /// The digests due at `now`, as `(guild, user, due at)`.
    ///
    /// # Errors
    /// The database fails.
    fn due_digests(&self, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError>;

    /// Moves a due digest from `from` to `to`, only if it is still due at
    /// `from`: of several bot processes that saw it due, one takes it.
    ///
    /// # Errors
    /// The database fails.
    fn take_digest(&self, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError>;

    /// Which reminders a player wants on a guild.
    ///
    /// # Errors
    /// The database fails.
    fn reminder_mode(&self, guild: u64, user: u64) -> Result<ReminderMode, StoreError>;

    /// # Errors
    /// The database fails.
    fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError>;

    /// Records the version the session's board message shows.
    ///
    /// # Errors
    /// The database fails.
    fn set_board_version(&self, id: SessionId, version: u64) -> Result<(), StoreError>;

    /// The version the session's board was last published for, and the
    /// board's number (`Turn 24`; 0 before the first).
    ///
    /// # Errors
    /// The database fails.
    fn board_state(&self, id: SessionId) -> Result<(u64, u64), StoreError>;

    /// Records the number of the board the session's channel shows now.
    ///
    /// # Errors
    /// The database fails.
    fn set_board_turn(&self, id: SessionId, turn: u64) -> Result<(), StoreError>;

    /// Records what a publish sent: `record`'s board message and DM panels
    /// (nothing else of it changed), the new board's number if one was
    /// posted, and the version the board shows. By default a save and two
    /// updates; PostgreSQL writes them in one statement, so a move's
    /// publish costs one commit there, not three.
    ///
    /// # Errors
    /// The database fails, or the session is gone.
    fn record_published(&self, record: &SessionRecord, turn: Option<u64>, shown: u64) -> Result<(), StoreError> {
        save_published(self, record, turn, shown)
    }

    /// The board's state, the settings `names` of the session's server
    /// `guild` and the session's web page token: what a publish reads
    /// besides the record and the log. By default three calls; PostgreSQL
    /// answers them in one statement, one round trip a publish rather than
    /// four.
    ///
    /// # Errors
    /// The database fails, or the session is gone.
    fn publish_facts(&self, id: SessionId, guild: u64, names: &[&str]) -> Result<PublishFacts, StoreError> {
        let (shown, turn) = self.board_state(id)?;
        let settings = names.iter().map(|name| self.guild_setting(guild, name)).collect::<Result<_, _>>()?;
        Ok(PublishFacts { shown, turn, settings, web_token: self.web_token(id)? })
    }

    /// Started sessions, running or finished, whose board shows an older
    /// version than the game (the bot stopped between a move and its board,
    /// possibly the move that ended it), with that version; and running
    /// games with no board at all (a restored backup, a failed first post).
    ///
    /// # Errors
    /// The database fails.
    fn stale_boards(&self) -> Result<Vec<(SessionId, u64)>, StoreError>;

    /// A server's language settings: the language an admin chose
    /// (`/admin language`), and the preferred locale Discord last sent.
    ///
    /// # Errors
    /// The database fails.
    fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError>;

    /// # Errors
    /// The database fails.
    fn set_guild_language(&self, guild: u64, language: &GuildLanguage) -> Result<(), StoreError>;

    /// A server's setting by name (`images`: "on" or "off"), if an admin
    /// chose one.
    ///
    /// # Errors
    /// The database fails.
    fn guild_setting(&self, guild: u64, name: &str) -> Result<Option<String>, StoreError>;

    /// # Errors
    /// The database fails.
    fn set_guild_setting(&self, guild: u64, name: &str, value: &str) -> Result<(), StoreError>;

    /// The session's web page token, if one was made.
    fn web_token(&self, session: SessionId) -> Result<Option<String>, StoreError>;

    /// Keeps `token` as the session's web page token unless it has one;
    /// returns the one it has.
    fn keep_web_token(&self, session: SessionId, token: &str) -> Result<String, StoreError>;

    /// The session a web page token names.
    fn web_session(&self, token: &str) -> Result<Option<SessionId>, StoreError>;

    /// The Discord locale a user's client last sent, if any.
    ///
    /// # Errors
    /// The database fails.
    fn user_locale(&self, user: u64) -> Result<Option<String>, StoreError>;

    /// Stores the locale a user's client sent; writes nothing when it is
    /// the one stored.
    ///
    /// # Errors
    /// The database fails.
    fn set_user_locale(&self, user: u64, locale: &str) -> Result<(), StoreError>;

    /// The DM channel Discord gave `user`, if it was ever asked.
    ///
    /// # Errors
    /// The database fails.
    fn dm_channel(&self, user: u64) -> Result<Option<u64>, StoreError>;

    /// # Errors
    /// The database fails.
    fn set_dm_channel(&self, user: u64, channel: u64) -> Result<(), StoreError>;

    /// The action log, oldest first.
    ///
    /// # Errors
    /// The database fails.
    fn log(&self, id: SessionId) -> Result<Vec<LogEntry>, StoreError>;

    /// The log after `seat`'s latest move, oldest first (empty if it has
    /// not moved yet): a panel's "since your last move". By default the
    /// whole log, read and cut here; the stores read only those entries.
    ///
    /// # Errors
    /// The database fails.
    fn since_last_move(&self, id: SessionId, seat: u8) -> Result<Vec<LogEntry>, StoreError> {
        let mut log = self.log(id)?;
        let Some(mine) = log.iter().rposition(|e| e.seat == seat) else { return Ok(Vec::new()) };
        Ok(log.split_off(mine + 1))
    }

    /// A number that changes whenever anything of the session is written,
    /// for stores that several processes write (PostgreSQL): a process
    /// compares it with the one it read to know whether its cached session
    /// is still current. `None` (SQLite) when this process is the only
    /// writer, so that its cache is the truth.
    ///
    /// # Errors
    /// The database fails.
    fn revision(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        let _ = id;
        Ok(None)
    }

    /// [`Store::revision`] and [`Store::since_last_move`] as of one moment:
    /// a panel's look at a session held in memory, one round trip to the
    /// database instead of two where the store can.
    ///
    /// # Errors
    /// The database fails.
    fn revision_and_since_last_move(
        &self,
        id: SessionId,
        seat: u8,
    ) -> Result<(Option<i64>, Vec<LogEntry>), StoreError> {
        Ok((self.revision(id)?, self.since_last_move(id, seat)?))
    }

    /// The latest unbroken run of this process's own writes of the
    /// session, `(from, to)`: it wrote the session from revision `from` to
    /// `to`, and no other process wrote between. A process whose cached
    /// session was current at `from` or later and took in its own writes
    /// holds it as it stands at `to`. `None` where revisions are not kept,
    /// or nothing of its own is remembered (then the cache is compared
    /// with the store as usual).
    fn own_revisions(&self, id: SessionId) -> Option<(i64, i64)> {
        let _ = id;
        None
    }

    /// Claims the session's timers until `until` (unix ms) for this
    /// process, if no other process holds them: of several bot processes
    /// ticking at once, one handles each alarm. Always `true` where this
    /// process is the only one.
    ///
    /// # Errors
    /// The database fails.
    fn claim_timers(&self, id: SessionId, now: i64, until: i64) -> Result<bool, StoreError> {
        let _ = (id, now, until);
        Ok(true)
    }

    /// Sets one finished game's placings (none: it no longer counts, as
    /// after an admin's undo or deletion) and recomputes the standings of
    /// its server's game from all of that game's placings
    /// ([`crate::standings::rate`]), in one transaction.
    ///
    /// # Errors
    /// The database fails; then nothing is written.
    fn set_placings(&self, session: SessionId, guild: u64, game: &str, placings: &[Placing]) -> Result<(), StoreError>;

    /// A server's placings, of one game or all, in the order the games
    /// ended (oldest first).
    ///
    /// # Errors
    /// The database fails.
    fn placings(&self, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError>;

    /// A server's standings in one game, best conservative rating first.
    ///
    /// # Errors
    /// The database fails.
    fn standings(&self, guild: u64, game: &str) -> Result<Vec<Standing>, StoreError>;

    /// Replaces every placing and standing of every server with
    /// `placings` and the standings they lead to, in one transaction:
    /// `tavola ratings --rebuild` and `migrate-store`.
    ///
    /// # Errors
    /// The database fails; then nothing is written.
    fn replace_placings(&self, placings: &[Placing]) -> Result<(), StoreError>;

    /// When a session's last move was made (Unix seconds), without reading
    /// its log: a finished game's end, for a rebuild of the ratings.
    ///
    /// # Errors
    /// The database fails.
    fn last_move_at(&self, id: SessionId) -> Result<Option<i64>, StoreError>;

    /// The ids of the finished games (status over), oldest first.
    ///
    /// # Errors
    /// The database fails.
    fn finished(&self) -> Result<Vec<SessionId>, StoreError>;

    /// Deletes a session that is no longer open, its log and its placings,
    /// and recomputes its game's standings, in one transaction.
    ///
    /// # Errors
    /// [`StoreError::NotFound`], [`StoreError::StillOpen`], or the
    /// database fails.
    fn delete(&self, id: SessionId) -> Result<(), StoreError>;

    /// A finished game's analysis, if one was queued.
    ///
    /// # Errors
    /// The database fails.
    fn analysis(&self, session: SessionId) -> Result<Option<AnalysisRecord>, StoreError>;

    /// Queues the analysis of a finished game of `total` decisions, unless
    /// it has one already; whether it was queued now.
    ///
    /// # Errors
    /// The database fails.
    fn queue_analysis(&self, session: SessionId, total: usize) -> Result<bool, StoreError>;

    /// Stores a queued analysis as it stands (decisions done, status,
    /// message); `false`, writing nothing, if it is no longer queued (its
    /// game's end was taken back meanwhile).
    ///
    /// # Errors
    /// The database fails.
    fn save_analysis(&self, analysis: &AnalysisRecord) -> Result<bool, StoreError>;

    /// Forgets a game's analysis (its end was taken back).
    ///
    /// # Errors
    /// The database fails.
    fn forget_analysis(&self, session: SessionId) -> Result<(), StoreError>;

    /// The sessions whose analysis is not posted yet, oldest first: what a
    /// restart resumes.
    ///
    /// # Errors
    /// The database fails.
    fn unfinished_analyses(&self) -> Result<Vec<SessionId>, StoreError>;

    /// The newest finished game (status over) of a channel.
    ///
    /// # Errors
    /// The database fails.
    fn latest_finished_in_channel(&self, channel: u64) -> Result<Option<SessionId>, StoreError>;

    /// Drops log entries after `version` and stores the rebuilt snapshot,
    /// in one transaction (admin undo).
    ///
    /// # Errors
    /// The database fails.
    fn truncate(&self, id: SessionId, version: u64, snapshot: &str, status: Status) -> Result<(), StoreError>;

    /// How many sessions the store holds, by status (`lobby`, `active`,
    /// `over`, ...): one cheap query, for the metrics.
    ///
    /// # Errors
    /// The database fails.
    fn count_by_status(&self) -> Result<Vec<(String, u64)>, StoreError>;
}

mod migrations;
pub mod postgres;
pub mod slow;
mod sqlite;
pub use slow::SlowStore;
pub use sqlite::{SqliteStore, PRAGMAS};

/// Whether `TAVOLA_DATABASE` names a PostgreSQL server rather than a file.
pub fn is_postgres(database: &Path) -> bool {
    database.to_str().is_some_and(|d| d.starts_with("postgres://") || d.starts_with("postgresql://"))
}

/// Opens the store `TAVOLA_DATABASE` names: a `postgres://` URL, else a
/// SQLite file (created on first run).
///
/// # Errors
/// The database cannot be opened or migrated.
pub fn open(database: &Path) -> Result<std::sync::Arc<dyn Store>, StoreError> {
    Ok(match database.to_str().filter(|_| is_postgres(database)) {
        Some(url) => std::sync::Arc::new(postgres::PgStore::open(url)?),
        None => std::sync::Arc::new(SqliteStore::open(database)?),
    })
}

/// `TAVOLA_DATABASE` fit for a log line: a URL's password hidden.
pub fn redacted(database: &Path) -> String {
    let text = database.display().to_string();
    if !is_postgres(database) {
        return text;
    }
    let (scheme, rest) = text.split_once("://").unwrap_or(("", &text));
    let url = match rest.split_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or_default();
            format!("{scheme}://{name}:***@{host}")
        }
        _ => text.clone(),
    };
    // A password may also come as a parameter.
    match url.split_once("password=") {
        Some((before, after)) => {
            let rest = after.split_once('&').map_or(String::new(), |(_, r)| format!("&{r}"));
            format!("{before}password=***{rest}")
        }
        None => url,
    }
}

#[cfg(test)]
mod tests;
