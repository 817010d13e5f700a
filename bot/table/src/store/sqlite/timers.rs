//! What the background tasks look for and keep: sessions with clocks or
//! house seats, the clocks themselves, digest times, and how far each
//! board is behind its game.

use rusqlite::{params, Connection};

use super::moves::{head_key_of_s, set_head_timers};
use crate::deadlines::Timers;
use crate::record::SessionId;
use crate::store::StoreError;

pub(super) fn set_timers(conn: &Connection, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
    let timers = serde_json::to_string(timers)?;
    if !set_head_timers(conn, id, &timers)? {
        let changed =
            conn.prepare_cached("UPDATE sessions SET timers = ?2 WHERE id = ?1")?.execute(params![id, timers])?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
    }
    Ok(())
}

pub(super) fn timed_sessions(conn: &Connection) -> Result<Vec<SessionId>, StoreError> {
    let mut stmt = conn.prepare_cached(concat!(
        "SELECT s.id FROM sessions s WHERE s.status = 'active' AND json_extract(coalesce(
             (SELECT timers FROM moves WHERE key = ",
        head_key_of_s!(),
        "), s.timers), '$.settings') IS NOT NULL"
    ))?;
    let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<SessionId>, _>>()?;
    Ok(ids)
}

pub(super) fn active_with_house(conn: &Connection) -> Result<Vec<SessionId>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
         WHERE s.status = 'active' AND t.user IS NULL ORDER BY s.id",
    )?;
    let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<_>, _>>()?;
    Ok(ids)
}

pub(super) fn active_seated(conn: &Connection, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
         WHERE s.guild = ?1 AND t.user = ?2 AND s.status = 'active'",
    )?;
    let ids = stmt.query_map(params![guild as i64, user as i64], |r| r.get(0))?.collect::<Result<Vec<_>, _>>()?;
    Ok(ids)
}

pub(super) fn set_digest(conn: &Connection, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
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

pub(super) fn due_digests(conn: &Connection, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT guild, user, next_at FROM digests WHERE next_at <= ?1 ORDER BY next_at")?;
    let rows = stmt
        .query_map([now], |r| Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64, r.get(2)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

pub(super) fn take_digest(conn: &Connection, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
    let moved = conn
        .prepare_cached("UPDATE digests SET next_at = ?4 WHERE guild = ?1 AND user = ?2 AND next_at = ?3")?
        .execute(params![guild as i64, user as i64, from, to])?;
    Ok(moved == 1)
}

pub(super) fn set_board_version(conn: &Connection, id: SessionId, version: u64) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE sessions SET board_version = ?2 WHERE id = ?1")?
        .execute(params![id, version as i64])?;
    Ok(())
}

pub(super) fn board_state(conn: &Connection, id: SessionId) -> Result<(u64, u64), StoreError> {
    let row = conn
        .prepare_cached("SELECT board_version, board_turn FROM sessions WHERE id = ?1")?
        .query_row(params![id], |r| Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64)))?;
    Ok(row)
}

pub(super) fn set_board_turn(conn: &Connection, id: SessionId, turn: u64) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE sessions SET board_turn = ?2 WHERE id = ?1")?.execute(params![id, turn as i64])?;
    Ok(())
}

pub(super) fn stale_boards(conn: &Connection) -> Result<Vec<(SessionId, u64)>, StoreError> {
    let mut stmt = conn.prepare_cached(concat!(
        "SELECT s.id, s.board_version FROM sessions s WHERE s.status IN ('active', 'over')
             AND (s.board_version < coalesce(",
        head_key_of_s!(),
        " - (s.id << 32), 0) OR (s.status = 'active' AND s.board_message IS NULL))"
    ))?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}
