//! Finished games' analyses (`analyses`): one row per game, its decisions
//! so far as JSON, written after each decision so that a restart resumes
//! where the analysis stopped.

use rusqlite::{params, Connection, OptionalExtension};

use crate::analysis::{AnalysisRecord, AnalysisStatus};
use crate::record::SessionId;
use crate::store::StoreError;

pub(super) fn analysis(conn: &Connection, session: SessionId) -> Result<Option<AnalysisRecord>, StoreError> {
    let row: Option<(String, i64, String, Option<i64>)> = conn
        .prepare_cached("SELECT status, total, decisions, message FROM analyses WHERE session = ?1")?
        .query_row([session], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .optional()?;
    let Some((status, total, decisions, message)) = row else { return Ok(None) };
    Ok(Some(AnalysisRecord {
        session,
        status: AnalysisStatus::from_id(&status),
        total: total as usize,
        decisions: AnalysisRecord::decisions_from(&decisions)?,
        message: message.map(|m| m as u64),
    }))
}

pub(super) fn queue(conn: &Connection, session: SessionId, total: usize) -> Result<bool, StoreError> {
    let added = conn
        .prepare_cached(
            "INSERT INTO analyses (session, status, total, decisions) VALUES (?1, 'pending', ?2, '[]')
             ON CONFLICT (session) DO NOTHING",
        )?
        .execute(params![session, total as i64])?;
    Ok(added > 0)
}

pub(super) fn save(conn: &Connection, a: &AnalysisRecord) -> Result<bool, StoreError> {
    let updated = conn
        .prepare_cached("UPDATE analyses SET status = ?2, total = ?3, decisions = ?4, message = ?5 WHERE session = ?1")?
        .execute(params![a.session, a.status.id(), a.total as i64, a.decisions_json(), a.message.map(|m| m as i64)])?;
    Ok(updated > 0)
}

pub(super) fn forget(conn: &Connection, session: SessionId) -> Result<(), StoreError> {
    conn.prepare_cached("DELETE FROM analyses WHERE session = ?1")?.execute([session])?;
    Ok(())
}

pub(super) fn unfinished(conn: &Connection) -> Result<Vec<SessionId>, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT session FROM analyses WHERE status <> 'posted' ORDER BY session")?;
    let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
    Ok(ids)
}

pub(super) fn latest_finished(conn: &Connection, channel: u64) -> Result<Option<SessionId>, StoreError> {
    let id = conn
        .prepare_cached("SELECT max(id) FROM sessions WHERE channel = ?1 AND status = 'over'")?
        .query_row([channel as i64], |r| r.get(0))?;
    Ok(id)
}
