//! A look at a store without changing it, for `tavola doctor`: nothing is
//! created or migrated. A SQLite file is opened read-only
//! (`rusqlite_migration` keeps the number of applied migrations in
//! `PRAGMA user_version`); a PostgreSQL database is read over one
//! connection of the doctor's own (`postgres/inspect.rs`).

use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use super::migrations::MIGRATIONS;
use super::StoreError;

/// What a store holds, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inspection {
    /// Migrations applied to the file.
    pub applied: usize,
    /// Migrations this build has: the bot applies the rest at its start.
    pub latest: usize,
    /// The store's size in bytes: a SQLite file's (without its WAL), a
    /// PostgreSQL database's.
    pub bytes: u64,
    pub sessions: usize,
    /// The running games: `(session, guild, channel)`.
    pub running: Vec<(i64, u64, u64)>,
    /// Players of running games whose DMs the bot could not deliver when
    /// it last tried, or who turned the game's DMs off: `(session, user)`.
    pub dms_closed: Vec<(i64, u64)>,
}

/// Reads the store `database` names (as `TAVOLA_DATABASE` does), read-only.
/// Sessions are counted only when the schema is current (an older one may
/// lack their columns).
///
/// # Errors
/// A SQLite file is missing or is not a SQLite database; a PostgreSQL
/// server cannot be reached, refuses, or fails a query.
pub fn inspect(database: &Path) -> Result<Inspection, StoreError> {
    match database.to_str().filter(|_| super::is_postgres(database)) {
        Some(url) => super::postgres::inspect::inspect(url),
        None => sqlite(database),
    }
}

fn sqlite(path: &Path) -> Result<Inspection, StoreError> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    let applied: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let latest = MIGRATIONS.len();
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let mut inspection = Inspection {
        applied: usize::try_from(applied).unwrap_or(0),
        latest,
        bytes,
        sessions: 0,
        running: Vec::new(),
        dms_closed: Vec::new(),
    };
    if inspection.applied != latest {
        return Ok(inspection);
    }
    inspection.sessions = conn.query_row("SELECT count(*) FROM sessions", [], |r| r.get::<_, i64>(0))? as usize;
    let mut stmt = conn.prepare("SELECT id, guild, channel FROM sessions WHERE status = 'active' ORDER BY id")?;
    inspection.running = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64, r.get::<_, i64>(2)? as u64)))?
        .collect::<Result<_, _>>()?;
    let mut stmt = conn.prepare(
        "SELECT t.session, t.user FROM seats t JOIN sessions s ON s.id = t.session
         WHERE s.status = 'active' AND t.user IS NOT NULL AND NOT t.dm_open ORDER BY t.session, t.position",
    )?;
    inspection.dms_closed =
        stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?.collect::<Result<_, _>>()?;
    Ok(inspection)
}
