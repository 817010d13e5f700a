//! Finished games' analyses (`analyses`): one row per game, its decisions
//! so far as JSON, written after each decision so that a restart resumes
//! where the analysis stopped.

use super::query::{args, Arg};
use super::PgStore;
use crate::analysis::{AnalysisRecord, AnalysisStatus};
use crate::record::SessionId;
use crate::store::StoreError;

pub(super) fn analysis(store: &PgStore, session: SessionId) -> Result<Option<AnalysisRecord>, StoreError> {
    let rows = store.query(
        "SELECT session, status, total, decisions, message FROM analyses WHERE session = $1",
        args![session],
        |r| {
            let status: String = r.try_get(1)?;
            let total: i64 = r.try_get(2)?;
            let decisions: String = r.try_get(3)?;
            Ok(AnalysisRecord {
                session: r.try_get(0)?,
                status: AnalysisStatus::from_id(&status),
                total: total as usize,
                decisions: AnalysisRecord::decisions_from(&decisions)?,
                message: r.try_get::<_, Option<i64>>(4)?.map(|m| m as u64),
            })
        },
    )?;
    Ok(rows.into_iter().next())
}

pub(super) fn queue(store: &PgStore, session: SessionId, total: usize) -> Result<bool, StoreError> {
    let added = store.execute(
        "INSERT INTO analyses (session, status, total, decisions) VALUES ($1, 'pending', $2, '[]')
         ON CONFLICT (session) DO NOTHING",
        args![session, total as i64],
    )?;
    Ok(added > 0)
}

pub(super) fn save(store: &PgStore, a: &AnalysisRecord) -> Result<bool, StoreError> {
    let updated = store.execute(
        "UPDATE analyses SET status = $2, total = $3, decisions = $4, message = $5 WHERE session = $1",
        args![a.session, a.status.id(), a.total as i64, a.decisions_json(), a.message.map(|m| m as i64)],
    )?;
    Ok(updated > 0)
}

pub(super) fn forget(store: &PgStore, session: SessionId) -> Result<(), StoreError> {
    store.execute("DELETE FROM analyses WHERE session = $1", args![session])?;
    Ok(())
}

pub(super) fn unfinished(store: &PgStore) -> Result<Vec<SessionId>, StoreError> {
    store.ids("SELECT session FROM analyses WHERE status <> 'posted' ORDER BY session", Vec::new())
}

pub(super) fn latest_finished(store: &PgStore, channel: u64) -> Result<Option<SessionId>, StoreError> {
    let rows =
        store.query("SELECT max(id) FROM sessions WHERE channel = $1 AND status = 'over'", args![channel], |r| {
            Ok(r.try_get::<_, Option<i64>>(0)?)
        })?;
    Ok(rows.into_iter().next().flatten())
}
