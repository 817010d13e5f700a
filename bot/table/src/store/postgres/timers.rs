//! What the background tasks look for and keep: sessions with clocks or
//! house seats, the clocks themselves and which process runs them (a
//! claim with an expiry), digest times, and how far each board is behind.

use super::query::{args, Arg};
use super::{Flush, PgStore};
use crate::deadlines::Timers;
use crate::record::{SessionId, SessionRecord};
use crate::store::{PublishFacts, StoreError};

pub(super) fn set_timers(store: &PgStore, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
    let revision = store.query(
        "UPDATE sessions SET timers = $2, revision = revision + 1 WHERE id = $1 RETURNING revision",
        args![id, serde_json::to_string(timers)?],
        |r| Ok(r.try_get::<_, i64>(0)?),
    )?;
    let revision = revision.first().ok_or(StoreError::NotFound)?;
    store.own.bumped(id, *revision);
    Ok(())
}

/// The running games with a turn clock, which every process's tick reads
/// every 30 s: listed by their own index, however many games run.
pub(super) const TIMED: &str = "SELECT id FROM sessions WHERE status = 'active' AND timed ORDER BY id";

pub(super) fn timed_sessions(store: &PgStore) -> Result<Vec<SessionId>, StoreError> {
    store.ids(TIMED, Vec::new())
}

pub(super) fn active_with_house(store: &PgStore) -> Result<Vec<SessionId>, StoreError> {
    store.ids(
        "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
         WHERE s.status = 'active' AND t.user_id IS NULL ORDER BY s.id",
        Vec::new(),
    )
}

pub(super) fn active_seated(store: &PgStore, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
    store.ids(
        "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
         WHERE s.guild = $1 AND t.user_id = $2 AND s.status = 'active' ORDER BY s.id",
        vec![guild as i64, user as i64],
    )
}

pub(super) fn set_digest(store: &PgStore, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
    match next_at {
        Some(at) => store.execute(
            "INSERT INTO digests (guild, user_id, next_at) VALUES ($1, $2, $3)
             ON CONFLICT (guild, user_id) DO UPDATE SET next_at = $3",
            args![guild, user, at],
        )?,
        None => store.execute("DELETE FROM digests WHERE guild = $1 AND user_id = $2", args![guild, user])?,
    };
    Ok(())
}

pub(super) fn due_digests(store: &PgStore, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
    store.query("SELECT guild, user_id, next_at FROM digests WHERE next_at <= $1 ORDER BY next_at", args![now], |r| {
        Ok((r.try_get::<_, i64>(0)? as u64, r.try_get::<_, i64>(1)? as u64, r.try_get(2)?))
    })
}

pub(super) fn take_digest(store: &PgStore, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
    let moved = store.execute(
        "UPDATE digests SET next_at = $4 WHERE guild = $1 AND user_id = $2 AND next_at = $3",
        args![guild, user, from, to],
    )?;
    Ok(moved == 1)
}

pub(super) fn set_board_version(store: &PgStore, id: SessionId, version: u64) -> Result<(), StoreError> {
    store.execute_flushing(Flush::Later, "UPDATE sessions SET board_version = $2 WHERE id = $1", args![id, version])?;
    Ok(())
}

pub(super) fn board_state(store: &PgStore, id: SessionId) -> Result<(u64, u64), StoreError> {
    let rows = store.query("SELECT board_version, board_turn FROM sessions WHERE id = $1", args![id], |r| {
        Ok((r.try_get::<_, i64>(0)? as u64, r.try_get::<_, i64>(1)? as u64))
    })?;
    rows.into_iter().next().ok_or(StoreError::NotFound)
}

/// One statement for a publish's record: the messages (a new revision only
/// if they changed, so other processes re-read the session only then), the
/// board's number and version. `old` locks the row and reads it as it was,
/// so that the revisions before and after are both this write's.
/// Bookkeeping ([`Flush::Later`]): after a crash of the database that lost
/// it, the board is posted again.
pub(super) fn record_published(
    store: &PgStore,
    record: &SessionRecord,
    turn: Option<u64>,
    shown: u64,
) -> Result<(), StoreError> {
    let revisions = store.query_flushing(
        Flush::Later,
        "WITH old AS (
             SELECT revision, board_message IS DISTINCT FROM $2 OR dm_messages <> $3 AS changed
             FROM sessions WHERE id = $1 FOR UPDATE)
         UPDATE sessions SET board_message = $2, dm_messages = $3, board_turn = coalesce($4, board_turn),
             board_version = $5, revision = old.revision + CASE WHEN old.changed THEN 1 ELSE 0 END
         FROM old WHERE id = $1
         RETURNING old.revision, sessions.revision",
        args![
            record.id,
            record.board_message.map(|m| m as i64),
            serde_json::to_string(&record.dm_messages)?,
            turn.map(|t| t as i64),
            shown
        ],
        |r| Ok((r.try_get::<_, i64>(0)?, r.try_get::<_, i64>(1)?)),
    )?;
    let (before, after) = revisions.first().ok_or(StoreError::NotFound)?;
    store.own.wrote(record.id, *before, *after);
    Ok(())
}

/// [`crate::store::Store::publish_facts`] in one statement.
pub(super) fn publish_facts(
    store: &PgStore,
    id: SessionId,
    guild: u64,
    names: &[&str],
) -> Result<PublishFacts, StoreError> {
    let names: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
    let rows = store.query(
        "SELECT board_version, board_turn, (SELECT token FROM web_pages WHERE session = $1),
             ARRAY(SELECT (SELECT value FROM guild_settings WHERE guild = $2 AND name = n)
                   FROM unnest($3::TEXT[]) WITH ORDINALITY AS asked(n, i) ORDER BY i)
         FROM sessions WHERE id = $1",
        args![id, guild, names],
        |r| {
            Ok(PublishFacts {
                shown: r.try_get::<_, i64>(0)? as u64,
                turn: r.try_get::<_, i64>(1)? as u64,
                web_token: r.try_get(2)?,
                settings: r.try_get(3)?,
            })
        },
    )?;
    rows.into_iter().next().ok_or(StoreError::NotFound)
}

pub(super) fn set_board_turn(store: &PgStore, id: SessionId, turn: u64) -> Result<(), StoreError> {
    store.execute("UPDATE sessions SET board_turn = $2 WHERE id = $1", args![id, turn])?;
    Ok(())
}

pub(super) fn stale_boards(store: &PgStore) -> Result<Vec<(SessionId, u64)>, StoreError> {
    store.query(
        "SELECT id, board_version FROM sessions WHERE status IN ('active', 'over')
           AND (board_version < version OR (status = 'active' AND board_message IS NULL)) ORDER BY id",
        Vec::new(),
        |r| Ok((r.try_get(0)?, r.try_get::<_, i64>(1)? as u64)),
    )
}

pub(super) fn claim_timers(store: &PgStore, id: SessionId, now: i64, until: i64) -> Result<bool, StoreError> {
    // Free, expired, or already this process's: one row lock decides.
    let claimed = store.execute(
        "UPDATE sessions SET timers_owner = $4, timers_claimed_until = $3
         WHERE id = $1 AND (timers_claimed_until <= $2 OR timers_owner = $4)",
        args![id, now, until, store.owner],
    )?;
    Ok(claimed == 1)
}
