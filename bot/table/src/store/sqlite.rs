//! The SQLite store: one file (bundled SQLite, WAL), schema by migrations.
//! See the module above for the layout of its tables and why a move writes
//! one page.
//!
//! This file opens the database and holds the [`Store`] implementation,
//! each method a call into the file for its concern: `sessions` (session
//! rows and seats), `moves` (the log and its head: moves and undo),
//! `timers` (what the background tasks look for: clocks, digests, stale
//! boards) and `settings` (guild and user settings). One connection behind
//! a mutex serves them all; each method takes it for its whole call.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::Connection;
use rusqlite_migration::Migrations;

use super::migrations::MIGRATIONS;
use super::*;

mod analyses;
mod moves;
mod sessions;
mod settings;
mod standings;
mod timers;

/// The pragmas every connection gets: WAL, and `synchronous=FULL` so that
/// an acknowledged move survives a power cut, not only a killed process.
pub const PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";

/// The SQLite store: one connection, used by one blocking thread at a time.
pub struct SqliteStore {
    conn: Mutex<Connection>,
}

impl SqliteStore {
    /// Opens (or creates) the database file and brings its schema up to date.
    ///
    /// # Errors
    /// The file cannot be opened or migrated.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let mut conn = Connection::open(path)?;
        conn.execute_batch(PRAGMAS)?;
        Migrations::from_slice(MIGRATIONS).to_latest(&mut conn)?;
        Ok(SqliteStore { conn: Mutex::new(conn) })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding the connection leaves no open transaction
        // behind (rusqlite rolls back on drop), so the poison can be ignored.
        self.conn.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Store for SqliteStore {
    fn create(&self, record: &SessionRecord) -> Result<SessionId, StoreError> {
        sessions::create(&mut self.conn(), record)
    }

    fn load(&self, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
        sessions::load(&self.conn(), id)
    }

    fn open_in_channel(&self, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
        sessions::open_in_channel(&self.conn(), channel)
    }

    fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
        sessions::list_guild(&self.conn(), guild, limit)
    }

    fn save(&self, record: &SessionRecord) -> Result<(), StoreError> {
        sessions::save(&mut self.conn(), record)
    }

    fn append(&self, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError> {
        moves::append(&self.conn(), id, entry, state)
    }

    fn set_timers(&self, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
        timers::set_timers(&self.conn(), id, timers)
    }

    fn timed_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        timers::timed_sessions(&self.conn())
    }

    fn active_with_house(&self) -> Result<Vec<SessionId>, StoreError> {
        timers::active_with_house(&self.conn())
    }

    fn active_seated(&self, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
        timers::active_seated(&self.conn(), guild, user)
    }

    fn vacation(&self, guild: u64, user: u64) -> Result<Vacation, StoreError> {
        settings::vacation(&self.conn(), guild, user)
    }

    fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, StoreError> {
        settings::admin_contacts(&self.conn(), guild)
    }

    fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
        settings::set_admin_contact(&self.conn(), guild, user, on)
    }

    fn set_digest(&self, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
        timers::set_digest(&self.conn(), guild, user, next_at)
    }

    fn due_digests(&self, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
        timers::due_digests(&self.conn(), now)
    }

    fn take_digest(&self, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
        timers::take_digest(&self.conn(), guild, user, from, to)
    }

    fn reminder_mode(&self, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
        settings::reminder_mode(&self.conn(), guild, user)
    }

    fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError> {
        settings::set_reminder_mode(&self.conn(), guild, user, mode)
    }

    fn set_board_version(&self, id: SessionId, version: u64) -> Result<(), StoreError> {
        timers::set_board_version(&self.conn(), id, version)
    }

    fn board_state(&self, id: SessionId) -> Result<(u64, u64), StoreError> {
        timers::board_state(&self.conn(), id)
    }

    fn set_board_turn(&self, id: SessionId, turn: u64) -> Result<(), StoreError> {
        timers::set_board_turn(&self.conn(), id, turn)
    }

    fn stale_boards(&self) -> Result<Vec<(SessionId, u64)>, StoreError> {
        timers::stale_boards(&self.conn())
    }

    fn set_vacation(&self, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
        settings::set_vacation(&self.conn(), guild, user, vacation)
    }

    fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError> {
        settings::guild_language(&self.conn(), guild)
    }

    fn set_guild_language(&self, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
        settings::set_guild_language(&self.conn(), guild, language)
    }

    fn guild_setting(&self, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
        settings::guild_setting(&self.conn(), guild, name)
    }

    fn set_guild_setting(&self, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
        settings::set_guild_setting(&self.conn(), guild, name, value)
    }

    fn web_token(&self, session: SessionId) -> Result<Option<String>, StoreError> {
        settings::web_token(&self.conn(), session)
    }

    fn keep_web_token(&self, session: SessionId, token: &str) -> Result<String, StoreError> {
        settings::keep_web_token(&self.conn(), session, token)
    }

    fn web_session(&self, token: &str) -> Result<Option<SessionId>, StoreError> {
        settings::web_session(&self.conn(), token)
    }

    fn user_locale(&self, user: u64) -> Result<Option<String>, StoreError> {
        settings::user_locale(&self.conn(), user)
    }

    fn set_user_locale(&self, user: u64, locale: &str) -> Result<(), StoreError> {
        settings::set_user_locale(&self.conn(), user, locale)
    }

    fn dm_channel(&self, user: u64) -> Result<Option<u64>, StoreError> {
        settings::dm_channel(&self.conn(), user)
    }

    fn set_dm_channel(&self, user: u64, channel: u64) -> Result<(), StoreError> {
        settings::set_dm_channel(&self.conn(), user, channel)
    }

    fn log(&self, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
        moves::log(&self.conn(), id)
    }

    fn since_last_move(&self, id: SessionId, seat: u8) -> Result<Vec<LogEntry>, StoreError> {
        moves::since_last_move(&self.conn(), id, seat)
    }

    fn analysis(&self, session: SessionId) -> Result<Option<AnalysisRecord>, StoreError> {
        analyses::analysis(&self.conn(), session)
    }

    fn queue_analysis(&self, session: SessionId, total: usize) -> Result<bool, StoreError> {
        analyses::queue(&self.conn(), session, total)
    }

    fn save_analysis(&self, analysis: &AnalysisRecord) -> Result<bool, StoreError> {
        analyses::save(&self.conn(), analysis)
    }

    fn forget_analysis(&self, session: SessionId) -> Result<(), StoreError> {
        analyses::forget(&self.conn(), session)
    }

    fn unfinished_analyses(&self) -> Result<Vec<SessionId>, StoreError> {
        analyses::unfinished(&self.conn())
    }

    fn latest_finished_in_channel(&self, channel: u64) -> Result<Option<SessionId>, StoreError> {
        analyses::latest_finished(&self.conn(), channel)
    }

    fn truncate(&self, id: SessionId, version: u64, snapshot: &str, status: Status) -> Result<(), StoreError> {
        moves::truncate(&mut self.conn(), id, version, snapshot, status)
    }

    fn set_placings(&self, session: SessionId, guild: u64, game: &str, placings: &[Placing]) -> Result<(), StoreError> {
        standings::set_placings(&mut self.conn(), session, guild, game, placings)
    }

    fn placings(&self, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError> {
        standings::placings(&self.conn(), guild, game)
    }

    fn standings(&self, guild: u64, game: &str) -> Result<Vec<Standing>, StoreError> {
        standings::standings(&self.conn(), guild, game)
    }

    fn replace_placings(&self, placings: &[Placing]) -> Result<(), StoreError> {
        standings::replace_placings(&mut self.conn(), placings)
    }

    fn last_move_at(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        standings::last_move_at(&self.conn(), id)
    }

    fn finished(&self) -> Result<Vec<SessionId>, StoreError> {
        standings::finished(&self.conn())
    }

    fn delete(&self, id: SessionId) -> Result<(), StoreError> {
        standings::delete(&mut self.conn(), id)
    }

    fn count_by_status(&self) -> Result<Vec<(String, u64)>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached("SELECT status, COUNT(*) FROM sessions GROUP BY status ORDER BY status")?;
        let counts = stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)?.unsigned_abs())))?;
        Ok(counts.collect::<Result<_, _>>()?)
    }
}
