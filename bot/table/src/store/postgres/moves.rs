//! The `moves` log: a move written in one statement with the version
//! check (the session row's lock orders racing processes), why one was
//! refused, the log read back, undo, and the revision other processes
//! compare to see a change.

use deadpool_postgres::GenericClient;

use super::query::{args, new_revision, refs, Arg};
use super::{client, PgStore};
use crate::record::{LogEntry, SessionId, Status};
use crate::store::{Committed, StoreError};

/// A log entry's columns, in `moves` order.
pub(super) fn log_row(id: SessionId, e: &LogEntry) -> Vec<Arg> {
    args![id, e.version, i32::from(e.seat), e.action.to_string(), e.by.map(|u| u as i64), e.events.to_string(), e.at]
}

/// The hot path: the session's row moves to the new version (only from the
/// one before, only while active, and only from the revision it was read
/// at when one is given: that is the version check, and the row lock
/// orders racing processes) and the log row is written, in one statement,
/// so in one transaction and one round trip. It returns the session's new
/// revision (none: the move was not written).
const APPEND: &str = "WITH moved AS (
        UPDATE sessions SET version = $2, snapshot = $3, timers = $4, status = $5, revision = revision + 1
        WHERE id = $1 AND version = $2::BIGINT - 1 AND status = 'active'
            AND ($11::BIGINT IS NULL OR revision = $11) RETURNING id, revision),
    logged AS (INSERT INTO moves (session, version, seat, action, by_user, events, at)
        SELECT id, $2, $6, $7, $8, $9, $10 FROM moved)
    SELECT revision FROM moved";

/// Why a move at `version` was not written: no such session, not being
/// played, another version is current, or (the session read at `read_at`)
/// another process wrote it since.
async fn refusal(client: &impl GenericClient, id: SessionId, version: u64, read_at: Option<i64>) -> StoreError {
    let row = client.query_opt("SELECT status, version, revision FROM sessions WHERE id = $1", &[&id]).await;
    match row {
        Err(e) => e.into(),
        Ok(None) => StoreError::NotFound,
        Ok(Some(row)) if row.get::<_, &str>(0) != "active" => StoreError::NotActive,
        Ok(Some(row)) => {
            let (expected, found, revision) =
                (version.saturating_sub(1), row.get::<_, i64>(1) as u64, row.get::<_, i64>(2));
            // At the version the move was made from, yet written meanwhile.
            if found == expected && read_at.is_some_and(|r| r != revision) {
                StoreError::Moved
            } else {
                StoreError::VersionConflict { expected, found }
            }
        }
    }
}

pub(super) fn append(
    store: &PgStore,
    id: SessionId,
    entry: &LogEntry,
    state: &Committed<'_>,
) -> Result<(), StoreError> {
    let version = entry.version;
    let row: Vec<Arg> = args![
        id,
        version,
        state.snapshot,
        state.timers,
        state.status.id(),
        i32::from(entry.seat),
        entry.action.to_string(),
        entry.by.map(|u| u as i64),
        entry.events.to_string(),
        entry.at,
        state.read_at,
    ];
    let read_at = state.read_at;
    store
        .run(|pool| async move {
            let client = client(&pool).await?;
            // Version 0 is the start, never a move.
            let revision = if version == 0 {
                None
            } else {
                let stmt = client.prepare_cached(APPEND).await?;
                client.query_opt(&stmt, &refs(&row)).await?.map(|r| r.try_get::<_, i64>(0)).transpose()?
            };
            match revision {
                Some(revision) => Ok(revision),
                None => Err(refusal(&client, id, version, read_at).await),
            }
        })
        .map(|revision| store.own.bumped(id, revision))
}

pub(super) fn log(store: &PgStore, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
    store.query(
        "SELECT version, seat, action, by_user, events, at FROM moves WHERE session = $1 ORDER BY version",
        args![id],
        log_entry,
    )
}

/// The log after `seat`'s latest move (none when it has not moved: the
/// latest is then NULL, and no version is greater).
pub(super) fn since_last_move(store: &PgStore, id: SessionId, seat: u8) -> Result<Vec<LogEntry>, StoreError> {
    store.query(
        "SELECT version, seat, action, by_user, events, at FROM moves
         WHERE session = $1 AND version > (SELECT max(version) FROM moves WHERE session = $1 AND seat = $2)
         ORDER BY version",
        args![id, i32::from(seat)],
        log_entry,
    )
}

fn log_entry(r: &tokio_postgres::Row) -> Result<LogEntry, StoreError> {
    log_entry_at(r, 0)
}

/// An entry read from a row's columns from `first` on.
fn log_entry_at(r: &tokio_postgres::Row, first: usize) -> Result<LogEntry, StoreError> {
    Ok(LogEntry {
        version: r.try_get::<_, i64>(first)? as u64,
        seat: r.try_get::<_, i32>(first + 1)? as u8,
        action: serde_json::from_str(r.try_get(first + 2)?)?,
        by: r.try_get::<_, Option<i64>>(first + 3)?.map(|u| u as u64),
        events: serde_json::from_str(r.try_get(first + 4)?)?,
        at: r.try_get(first + 5)?,
    })
}

/// Both in one statement, so of one snapshot: the session's row, joined
/// to each entry after the seat's latest move (a row of NULLs when there
/// is none).
pub(super) fn revision_and_since_last_move(
    store: &PgStore,
    id: SessionId,
    seat: u8,
) -> Result<(Option<i64>, Vec<LogEntry>), StoreError> {
    let rows = store.query(
        "SELECT s.revision, m.version, m.seat, m.action, m.by_user, m.events, m.at FROM sessions s
         LEFT JOIN moves m ON m.session = s.id
             AND m.version > (SELECT max(version) FROM moves WHERE session = $1 AND seat = $2)
         WHERE s.id = $1
         ORDER BY m.version",
        args![id, i32::from(seat)],
        |r| {
            let revision: i64 = r.try_get(0)?;
            let entry = match r.try_get::<_, Option<i64>>(1)? {
                Some(_) => Some(log_entry_at(r, 1)?),
                None => None,
            };
            Ok((revision, entry))
        },
    )?;
    // As in `revision`: a session that is gone has -1, which never matches.
    let revision = rows.first().map_or(-1, |(r, _)| *r);
    Ok((Some(revision), rows.into_iter().filter_map(|(_, e)| e).collect()))
}

pub(super) fn revision(store: &PgStore, id: SessionId) -> Result<Option<i64>, StoreError> {
    let rows = store.query("SELECT revision FROM sessions WHERE id = $1", args![id], |r| Ok(r.try_get(0)?))?;
    // A session that is gone has no revision to compare: -1 never matches.
    Ok(Some(rows.into_iter().next().unwrap_or(-1)))
}

pub(super) fn truncate(
    store: &PgStore,
    id: SessionId,
    version: u64,
    snapshot: &str,
    status: Status,
) -> Result<(), StoreError> {
    let snapshot = snapshot.to_owned();
    store
        .run(|pool| async move {
            let mut client = client(&pool).await?;
            let tx = client.transaction().await?;
            // The clocks stay as they are.
            let revision = new_revision(
                &tx,
                "UPDATE sessions SET version = $2, snapshot = $3, status = $4, revision = revision + 1 WHERE id = $1
                 RETURNING revision",
                &[&id, &(version as i64), &snapshot, &status.id()],
            )
            .await?;
            tx.execute("DELETE FROM moves WHERE session = $1 AND version > $2", &[&id, &(version as i64)]).await?;
            tx.commit().await?;
            Ok(revision)
        })
        .map(|revision| store.own.bumped(id, revision))
}
