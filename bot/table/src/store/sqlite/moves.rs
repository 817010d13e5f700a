//! The `moves` log and its head: keys (`session << 32 | version`), the
//! head row that holds a started session's state and clocks, a move
//! written as the head handing its state to the new row, the log read
//! back, and undo (the log cut back to a version).

use rusqlite::{params, Connection, OptionalExtension};

use crate::record::{LogEntry, SessionId, SessionRecord, Status};
use crate::store::{Committed, StoreError};

/// The first key of a session's rows in `moves`; version `v` is at `key(id) + v`.
pub(super) fn key(id: SessionId) -> i64 {
    id << 32
}

/// The last possible key of a session's rows.
pub(super) fn last_key(id: SessionId) -> i64 {
    key(id) + i64::from(u32::MAX)
}

/// In SQL over `sessions s`: the key of `s`'s head row (NULL before it
/// starts), as [`head`] finds it.
macro_rules! head_key_of_s {
    () => {
        "(SELECT max(key) FROM moves WHERE key BETWEEN s.id << 32 AND (s.id << 32) + 4294967295)"
    };
}
pub(super) use head_key_of_s;

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
pub(super) fn set_head_timers(conn: &Connection, id: SessionId, timers: &str) -> Result<bool, StoreError> {
    let Some(head) = head(conn, id)? else { return Ok(false) };
    conn.prepare_cached("UPDATE moves SET timers = ?2 WHERE key = ?1")?
        .execute(params![key(id) + head.version as i64, timers])?;
    Ok(true)
}

/// Makes row `version` (it exists, or is row 0) the head with this state.
pub(super) fn set_head(
    conn: &Connection,
    id: SessionId,
    version: u64,
    snapshot: &str,
    timers: &str,
) -> Result<(), StoreError> {
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
pub(super) fn with_head(conn: &Connection, mut record: SessionRecord) -> Result<SessionRecord, StoreError> {
    if let Some(Head { version, snapshot, timers }) = head(conn, record.id)? {
        record.version = version;
        record.snapshot = snapshot;
        if let Some(t) = timers {
            record.timers = serde_json::from_str(&t)?;
        }
    }
    Ok(record)
}

pub(super) fn append(
    conn: &Connection,
    id: SessionId,
    entry: &LogEntry,
    state: &Committed<'_>,
) -> Result<(), StoreError> {
    // The hot path: BEGIN and COMMIT are prepared once, not parsed on
    // every move; any failure rolls the whole move back.
    conn.prepare_cached("BEGIN")?.execute([])?;
    let written = write_move(conn, id, entry, state).and_then(|()| Ok(conn.prepare_cached("COMMIT")?.execute([])?));
    if written.is_err() && !conn.is_autocommit() {
        conn.execute_batch("ROLLBACK")?;
    }
    written.map(|_| ())
}

pub(super) fn log(conn: &Connection, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
    entries(
        conn,
        id,
        "SELECT key, seat, action, by_user, events, at FROM moves WHERE key > ?1 AND key <= ?2 ORDER BY key",
        &[key(id), last_key(id)],
    )
}

/// The log after `seat`'s latest move (none when it has not moved: the
/// latest is then NULL, and no key is greater).
pub(super) fn since_last_move(conn: &Connection, id: SessionId, seat: u8) -> Result<Vec<LogEntry>, StoreError> {
    entries(
        conn,
        id,
        "SELECT key, seat, action, by_user, events, at FROM moves
         WHERE key > (SELECT max(key) FROM moves WHERE key > ?1 AND key <= ?2 AND seat = ?3) AND key <= ?2
         ORDER BY key",
        &[key(id), last_key(id), i64::from(seat)],
    )
}

/// The log entries of session `id` that `sql` selects with `params`.
fn entries(conn: &Connection, id: SessionId, sql: &str, params: &[i64]) -> Result<Vec<LogEntry>, StoreError> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt
        .query_map(rusqlite::params_from_iter(params), |r| {
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

pub(super) fn truncate(
    conn: &mut Connection,
    id: SessionId,
    version: u64,
    snapshot: &str,
    status: Status,
) -> Result<(), StoreError> {
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
