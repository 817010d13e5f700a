//! The SQLite store: one file (bundled SQLite, WAL), schema by migrations.
//! See the module above for the layout of its tables and why a move writes
//! one page.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{params, Connection, OptionalExtension};
use rusqlite_migration::Migrations;

use super::migrations::MIGRATIONS;
use super::*;

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

const SESSION_COLUMNS: &str = "id, guild, channel, creator, game, options, seed, status, version, snapshot, \
                               lobby_message, board_message, dm_messages, target, timers";

fn read_session(conn: &Connection, row: &rusqlite::Row<'_>) -> Result<SessionRecord, StoreError> {
    let id: SessionId = row.get(0)?;
    let options: String = row.get(5)?;
    let status: String = row.get(7)?;
    let dm: String = row.get(12)?;
    let seed: i64 = row.get(6)?;
    let version: i64 = row.get(8)?;
    Ok(SessionRecord {
        id,
        guild: row.get::<_, i64>(1)? as u64,
        channel: row.get::<_, i64>(2)? as u64,
        creator: row.get::<_, i64>(3)? as u64,
        game: row.get(4)?,
        options: serde_json::from_str(&options)?,
        seed: seed as u64,
        status: Status::from_id(&status),
        version: version as u64,
        seats: read_seats(conn, id)?,
        snapshot: row.get(9)?,
        lobby_message: row.get::<_, Option<i64>>(10)?.map(|m| m as u64),
        board_message: row.get::<_, Option<i64>>(11)?.map(|m| m as u64),
        dm_messages: serde_json::from_str(&dm)?,
        target: row.get::<_, Option<i64>>(13)?.map(|t| t as usize),
        timers: serde_json::from_str(&row.get::<_, String>(14)?)?,
    })
}

fn read_seats(conn: &Connection, id: SessionId) -> Result<Vec<SeatRecord>, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT user, name, dm_open FROM seats WHERE session = ?1 ORDER BY position")?;
    let seats = stmt
        .query_map([id], |r| {
            Ok(SeatRecord { user: r.get::<_, Option<i64>>(0)?.map(|u| u as u64), name: r.get(1)?, dm_open: r.get(2)? })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(seats)
}

fn query_sessions(
    conn: &Connection,
    sql: &str,
    args: &[&dyn rusqlite::ToSql],
) -> Result<Vec<SessionRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(sql)?;
    let mut rows = stmt.query(args)?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        out.push(with_head(conn, read_session(conn, row)?)?);
    }
    Ok(out)
}

fn write_seats(tx: &Connection, record: &SessionRecord) -> Result<(), StoreError> {
    tx.execute("DELETE FROM seats WHERE session = ?1", [record.id])?;
    let mut stmt =
        tx.prepare_cached("INSERT INTO seats (session, position, user, name, dm_open) VALUES (?1, ?2, ?3, ?4, ?5)")?;
    for (i, seat) in record.seats.iter().enumerate() {
        stmt.execute(params![record.id, i as i64, seat.user.map(|u| u as i64), seat.name, seat.dm_open])?;
    }
    Ok(())
}

/// The first key of a session's rows in `moves`; version `v` is at `key(id) + v`.
fn key(id: SessionId) -> i64 {
    id << 32
}

/// The last possible key of a session's rows.
fn last_key(id: SessionId) -> i64 {
    key(id) + i64::from(u32::MAX)
}

/// In SQL over `sessions s`: the key of `s`'s head row (NULL before it
/// starts), as [`head`] finds it.
macro_rules! head_key_of_s {
    () => {
        "(SELECT max(key) FROM moves WHERE key BETWEEN s.id << 32 AND (s.id << 32) + 4294967295)"
    };
}

/// The newest row of a started session's log, which holds its state.
struct Head {
    version: u64,
    snapshot: Option<String>,
    timers: Option<String>,
}

/// A session's head, once it has started.
fn head(conn: &Connection, id: SessionId) -> Result<Option<Head>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT key, snapshot, timers FROM moves WHERE key BETWEEN ?1 AND ?2 ORDER BY key DESC LIMIT 1",
        )?
        .query_row([key(id), last_key(id)], |r| {
            Ok(Head { version: (r.get::<_, i64>(0)? - key(id)) as u64, snapshot: r.get(1)?, timers: r.get(2)? })
        })
        .optional()?;
    Ok(row)
}

/// Stores the clocks on a started session's head; `false` if it has none
/// (a lobby keeps its clocks on the session row).
fn set_head_timers(conn: &Connection, id: SessionId, timers: &str) -> Result<bool, StoreError> {
    let Some(head) = head(conn, id)? else { return Ok(false) };
    conn.prepare_cached("UPDATE moves SET timers = ?2 WHERE key = ?1")?
        .execute(params![key(id) + head.version as i64, timers])?;
    Ok(true)
}

/// Makes row `version` (it exists, or is row 0) the head with this state.
fn set_head(conn: &Connection, id: SessionId, version: u64, snapshot: &str, timers: &str) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO moves (key, action, events, at, snapshot, timers) VALUES (?1, 'null', '[]', 0, ?2, ?3)
         ON CONFLICT (key) DO UPDATE SET snapshot = ?2, timers = ?3",
    )?
    .execute(params![key(id) + version as i64, snapshot, timers])?;
    Ok(())
}

/// A move, inside the caller's transaction: the previous head gives up its
/// state (that is the version check: only the head has one) and the new
/// row takes it. Both rows sit side by side, so usually on one page.
fn write_move(conn: &Connection, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError> {
    // Version 0 is the start, and a version past u32 would name a key of
    // the next session: neither can be a move.
    if entry.version == 0 || entry.version > u64::from(u32::MAX) {
        return Err(refusal(conn, id, entry.version));
    }
    let previous = key(id) + entry.version as i64 - 1;
    let released = conn
        .prepare_cached(
            "UPDATE moves SET snapshot = NULL, timers = NULL WHERE key = ?1 AND snapshot IS NOT NULL
             AND (SELECT status FROM sessions WHERE id = ?2) = 'active'",
        )?
        .execute(params![previous, id])?;
    if released == 0 {
        return Err(refusal(conn, id, entry.version));
    }
    conn.prepare_cached(
        "INSERT INTO moves (key, seat, action, by_user, events, at, snapshot, timers)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        previous + 1,
        entry.seat,
        entry.action.to_string(),
        entry.by.map(|u| u as i64),
        entry.events.to_string(),
        entry.at,
        state.snapshot,
        state.timers,
    ])?;
    if state.status != Status::Active {
        conn.prepare_cached("UPDATE sessions SET status = ?2 WHERE id = ?1")?
            .execute(params![id, state.status.id()])?;
    }
    Ok(())
}

/// Why a move at `version` could not be written: no such session, not
/// being played, or another version is the head.
fn refusal(conn: &Connection, id: SessionId, version: u64) -> StoreError {
    let status: Result<Option<String>, _> =
        conn.query_row("SELECT status FROM sessions WHERE id = ?1", [id], |r| r.get(0)).optional();
    match status {
        Err(e) => e.into(),
        Ok(None) => StoreError::NotFound,
        Ok(Some(s)) if s != "active" => StoreError::NotActive,
        Ok(Some(_)) => match head(conn, id) {
            Err(e) => e,
            Ok(h) => {
                StoreError::VersionConflict { expected: version.saturating_sub(1), found: h.map_or(0, |h| h.version) }
            }
        },
    }
}

/// Reads the rows of a session query, each with its head's state.
fn with_head(conn: &Connection, mut record: SessionRecord) -> Result<SessionRecord, StoreError> {
    if let Some(Head { version, snapshot, timers }) = head(conn, record.id)? {
        record.version = version;
        record.snapshot = snapshot;
        if let Some(t) = timers {
            record.timers = serde_json::from_str(&t)?;
        }
    }
    Ok(record)
}

impl Store for SqliteStore {
    fn create(&self, record: &SessionRecord) -> Result<SessionId, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let inserted = tx.execute(
            "INSERT INTO sessions (guild, channel, creator, game, options, seed, status, version, snapshot,
                                   lobby_message, board_message, dm_messages, target, timers)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            params![
                record.guild as i64,
                record.channel as i64,
                record.creator as i64,
                record.game,
                record.options.to_string(),
                record.seed as i64,
                record.status.id(),
                record.version as i64,
                record.snapshot,
                record.lobby_message.map(|m| m as i64),
                record.board_message.map(|m| m as i64),
                serde_json::to_string(&record.dm_messages)?,
                record.target.map(|t| t as i64),
                serde_json::to_string(&record.timers)?,
            ],
        );
        match inserted {
            Err(rusqlite::Error::SqliteFailure(e, _)) if e.code == rusqlite::ErrorCode::ConstraintViolation => {
                return Err(StoreError::ChannelBusy)
            }
            other => other?,
        };
        let id = tx.last_insert_rowid();
        write_seats(&tx, &SessionRecord { id, ..record.clone() })?;
        if let Some(snapshot) = &record.snapshot {
            set_head(&tx, id, record.version, snapshot, &serde_json::to_string(&record.timers)?)?;
        }
        tx.commit()?;
        Ok(id)
    }

    fn load(&self, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
        let conn = self.conn();
        let sql = format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?1");
        Ok(query_sessions(&conn, &sql, &[&id])?.pop())
    }

    fn open_in_channel(&self, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
        let conn = self.conn();
        let sql =
            format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE channel = ?1 AND status IN ('lobby', 'active')");
        Ok(query_sessions(&conn, &sql, &[&(channel as i64)])?.pop())
    }

    fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
        let conn = self.conn();
        let sql = format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE guild = ?1 ORDER BY id DESC LIMIT ?2");
        query_sessions(&conn, &sql, &[&(guild as i64), &(limit as i64)])
    }

    fn save(&self, record: &SessionRecord) -> Result<(), StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let timers = serde_json::to_string(&record.timers)?;
        let changed = tx.execute(
            "UPDATE sessions SET status = ?2, lobby_message = ?3, board_message = ?4,
                                 dm_messages = ?5, options = ?6, timers = ?7 WHERE id = ?1",
            params![
                record.id,
                record.status.id(),
                record.lobby_message.map(|m| m as i64),
                record.board_message.map(|m| m as i64),
                serde_json::to_string(&record.dm_messages)?,
                record.options.to_string(),
                timers,
            ],
        )?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        write_seats(&tx, record)?;
        // The state itself changes only by moves and undo; a save brings the
        // start's (row 0) or the clocks.
        if !set_head_timers(&tx, record.id, &timers)? {
            if let Some(snapshot) = &record.snapshot {
                set_head(&tx, record.id, record.version, snapshot, &timers)?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    fn append(&self, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError> {
        let conn = self.conn();
        // The hot path: BEGIN and COMMIT are prepared once, not parsed on
        // every move; any failure rolls the whole move back.
        conn.prepare_cached("BEGIN")?.execute([])?;
        let written =
            write_move(&conn, id, entry, state).and_then(|()| Ok(conn.prepare_cached("COMMIT")?.execute([])?));
        if written.is_err() && !conn.is_autocommit() {
            conn.execute_batch("ROLLBACK")?;
        }
        written.map(|_| ())
    }

    fn set_timers(&self, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
        let conn = self.conn();
        let timers = serde_json::to_string(timers)?;
        if !set_head_timers(&conn, id, &timers)? {
            let changed =
                conn.prepare_cached("UPDATE sessions SET timers = ?2 WHERE id = ?1")?.execute(params![id, timers])?;
            if changed == 0 {
                return Err(StoreError::NotFound);
            }
        }
        Ok(())
    }

    fn timed_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(concat!(
            "SELECT s.id FROM sessions s WHERE s.status = 'active' AND json_extract(coalesce(
                 (SELECT timers FROM moves WHERE key = ",
            head_key_of_s!(),
            "), s.timers), '$.settings') IS NOT NULL"
        ))?;
        let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<SessionId>, _>>()?;
        Ok(ids)
    }

    fn active_with_house(&self) -> Result<Vec<SessionId>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(
            "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
             WHERE s.status = 'active' AND t.user IS NULL ORDER BY s.id",
        )?;
        let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    fn active_seated(&self, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(
            "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
             WHERE s.guild = ?1 AND t.user = ?2 AND s.status = 'active'",
        )?;
        let ids = stmt.query_map(params![guild as i64, user as i64], |r| r.get(0))?.collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    fn vacation(&self, guild: u64, user: u64) -> Result<Vacation, StoreError> {
        let conn = self.conn();
        let row = conn
            .prepare_cached("SELECT year, used, away_until FROM vacations WHERE guild = ?1 AND user = ?2")?
            .query_row(params![guild as i64, user as i64], |r| {
                Ok(Vacation { ledger: VacationLedger { year: r.get(0)?, used: r.get(1)? }, away_until: r.get(2)? })
            })
            .optional()?;
        Ok(row.unwrap_or_default())
    }

    fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached("SELECT user FROM admin_contacts WHERE guild = ?1 ORDER BY since, user")?;
        let users = stmt.query_map([guild as i64], |r| r.get::<_, i64>(0))?.collect::<Result<Vec<_>, _>>()?;
        Ok(users.into_iter().map(|u| u as u64).collect())
    }

    fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
        let conn = self.conn();
        let sql = if on {
            "INSERT INTO admin_contacts (guild, user) VALUES (?1, ?2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM admin_contacts WHERE guild = ?1 AND user = ?2"
        };
        conn.prepare_cached(sql)?.execute(params![guild as i64, user as i64])?;
        Ok(())
    }

    fn set_digest(&self, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
        let conn = self.conn();
        match next_at {
            Some(at) => conn
                .prepare_cached(
                    "INSERT INTO digests (guild, user, next_at) VALUES (?1, ?2, ?3)
                     ON CONFLICT (guild, user) DO UPDATE SET next_at = ?3",
                )?
                .execute(params![guild as i64, user as i64, at])?,
            None => conn
                .prepare_cached("DELETE FROM digests WHERE guild = ?1 AND user = ?2")?
                .execute(params![guild as i64, user as i64])?,
        };
        Ok(())
    }

    fn due_digests(&self, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
        let conn = self.conn();
        let mut stmt =
            conn.prepare_cached("SELECT guild, user, next_at FROM digests WHERE next_at <= ?1 ORDER BY next_at")?;
        let rows = stmt
            .query_map([now], |r| Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64, r.get(2)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    fn take_digest(&self, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
        let moved = self
            .conn()
            .prepare_cached("UPDATE digests SET next_at = ?4 WHERE guild = ?1 AND user = ?2 AND next_at = ?3")?
            .execute(params![guild as i64, user as i64, from, to])?;
        Ok(moved == 1)
    }

    fn reminder_mode(&self, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
        let conn = self.conn();
        let mode: Option<String> = conn
            .prepare_cached("SELECT mode FROM reminder_modes WHERE guild = ?1 AND user = ?2")?
            .query_row(params![guild as i64, user as i64], |r| r.get(0))
            .optional()?;
        Ok(mode.map_or(ReminderMode::Every, |m| ReminderMode::from_id(&m)))
    }

    fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached(
            "INSERT INTO reminder_modes (guild, user, mode) VALUES (?1, ?2, ?3)
             ON CONFLICT (guild, user) DO UPDATE SET mode = ?3",
        )?
        .execute(params![guild as i64, user as i64, mode.id()])?;
        Ok(())
    }

    fn set_board_version(&self, id: SessionId, version: u64) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached("UPDATE sessions SET board_version = ?2 WHERE id = ?1")?
            .execute(params![id, version as i64])?;
        Ok(())
    }

    fn board_state(&self, id: SessionId) -> Result<(u64, u64), StoreError> {
        let conn = self.conn();
        let row = conn
            .prepare_cached("SELECT board_version, board_turn FROM sessions WHERE id = ?1")?
            .query_row(params![id], |r| Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64)))?;
        Ok(row)
    }

    fn set_board_turn(&self, id: SessionId, turn: u64) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached("UPDATE sessions SET board_turn = ?2 WHERE id = ?1")?.execute(params![id, turn as i64])?;
        Ok(())
    }

    fn stale_boards(&self) -> Result<Vec<(SessionId, u64)>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(concat!(
            "SELECT s.id, s.board_version FROM sessions s WHERE s.status IN ('active', 'over')
                 AND (s.board_version < coalesce(",
            head_key_of_s!(),
            " - (s.id << 32), 0) OR (s.status = 'active' AND s.board_message IS NULL))"
        ))?;
        let rows =
            stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?.collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    fn set_vacation(&self, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached(
            "INSERT INTO vacations (guild, user, year, used, away_until) VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (guild, user) DO UPDATE SET year = ?3, used = ?4, away_until = ?5",
        )?
        .execute(params![
            guild as i64,
            user as i64,
            vacation.ledger.year,
            vacation.ledger.used,
            vacation.away_until
        ])?;
        Ok(())
    }

    fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError> {
        let conn = self.conn();
        let row = conn
            .prepare_cached("SELECT lang, locale FROM guild_languages WHERE guild = ?1")?
            .query_row([guild as i64], |r| Ok(GuildLanguage { chosen: r.get(0)?, locale: r.get(1)? }))
            .optional()?;
        Ok(row.unwrap_or_default())
    }

    fn set_guild_language(&self, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached(
            "INSERT INTO guild_languages (guild, lang, locale) VALUES (?1, ?2, ?3)
             ON CONFLICT (guild) DO UPDATE SET lang = ?2, locale = ?3",
        )?
        .execute(params![guild as i64, language.chosen, language.locale])?;
        Ok(())
    }

    fn guild_setting(&self, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
        let conn = self.conn();
        let value = conn
            .prepare_cached("SELECT value FROM guild_settings WHERE guild = ?1 AND name = ?2")?
            .query_row(params![guild as i64, name], |r| r.get(0))
            .optional()?;
        Ok(value)
    }

    fn set_guild_setting(&self, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached(
            "INSERT INTO guild_settings (guild, name, value) VALUES (?1, ?2, ?3)
             ON CONFLICT (guild, name) DO UPDATE SET value = ?3",
        )?
        .execute(params![guild as i64, name, value])?;
        Ok(())
    }

    fn user_locale(&self, user: u64) -> Result<Option<String>, StoreError> {
        let conn = self.conn();
        let locale = conn
            .prepare_cached("SELECT locale FROM user_locales WHERE user = ?1")?
            .query_row([user as i64], |r| r.get(0))
            .optional()?;
        Ok(locale)
    }

    fn set_user_locale(&self, user: u64, locale: &str) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.prepare_cached(
            "INSERT INTO user_locales (user, locale) VALUES (?1, ?2)
             ON CONFLICT (user) DO UPDATE SET locale = ?2",
        )?
        .execute(params![user as i64, locale])?;
        Ok(())
    }

    fn log(&self, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(
            "SELECT key, seat, action, by_user, events, at FROM moves WHERE key > ?1 AND key <= ?2 ORDER BY key",
        )?;
        let rows = stmt
            .query_map([key(id), last_key(id)], |r| {
                Ok((
                    r.get::<_, i64>(0)? - key(id),
                    r.get::<_, u8>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, i64>(5)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(version, seat, action, by, events, at)| {
                Ok(LogEntry {
                    version: version as u64,
                    seat,
                    action: serde_json::from_str(&action)?,
                    by: by.map(|u| u as u64),
                    events: serde_json::from_str(&events)?,
                    at,
                })
            })
            .collect()
    }

    fn truncate(&self, id: SessionId, version: u64, snapshot: &str, status: Status) -> Result<(), StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let stored: Option<String> =
            tx.query_row("SELECT timers FROM sessions WHERE id = ?1", [id], |r| r.get(0)).optional()?;
        let stored = stored.ok_or(StoreError::NotFound)?;
        // The clocks stay as they are; the head they live on moves back.
        let timers = head(&tx, id)?.and_then(|h| h.timers).unwrap_or(stored);
        tx.execute("DELETE FROM moves WHERE key > ?1 AND key <= ?2", params![key(id) + version as i64, last_key(id)])?;
        set_head(&tx, id, version, snapshot, &timers)?;
        tx.execute("UPDATE sessions SET status = ?2 WHERE id = ?1", params![id, status.id()])?;
        tx.commit()?;
        Ok(())
    }
}
