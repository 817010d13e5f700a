//! Session rows and their seats: reading a session back (with its head's
//! state, from `moves`), creating one, and saving what changes outside
//! moves (status, message ids, options, clocks, the start's state).

use rusqlite::{params, Connection};

use super::moves::{set_head, set_head_timers, with_head};
use crate::record::{SeatRecord, SessionId, SessionRecord, Status};
use crate::store::StoreError;

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

pub(super) fn create(conn: &mut Connection, record: &SessionRecord) -> Result<SessionId, StoreError> {
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

pub(super) fn load(conn: &Connection, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
    let sql = format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?1");
    Ok(query_sessions(conn, &sql, &[&id])?.pop())
}

pub(super) fn open_in_channel(conn: &Connection, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
    let sql = format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE channel = ?1 AND status IN ('lobby', 'active')");
    Ok(query_sessions(conn, &sql, &[&(channel as i64)])?.pop())
}

pub(super) fn list_guild(conn: &Connection, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
    let sql = format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE guild = ?1 ORDER BY id DESC LIMIT ?2");
    query_sessions(conn, &sql, &[&(guild as i64), &(limit as i64)])
}

pub(super) fn save(conn: &mut Connection, record: &SessionRecord) -> Result<(), StoreError> {
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
