//! Session rows and their seats: reading sessions back, creating one, and
//! saving what changes outside moves (status, message ids, options, the
//! clocks, and the start's state when the game begins).

use deadpool_postgres::GenericClient;
use tokio_postgres::Row;

use super::query::{args, new_revision, refs, Arg};
use super::{client, PgStore};
use crate::record::{SeatRecord, SessionId, SessionRecord, Status};
use crate::store::StoreError;

const SESSION_COLUMNS: &str = "id, guild, channel, creator, game, options, seed, status, version, snapshot, \
                               lobby_message, board_message, dm_messages, target, timers";

/// A session row without its seats.
fn read_session(row: &Row) -> Result<SessionRecord, StoreError> {
    Ok(SessionRecord {
        id: row.try_get(0)?,
        guild: row.try_get::<_, i64>(1)? as u64,
        channel: row.try_get::<_, i64>(2)? as u64,
        creator: row.try_get::<_, i64>(3)? as u64,
        game: row.try_get(4)?,
        options: serde_json::from_str(row.try_get(5)?)?,
        seed: row.try_get::<_, i64>(6)? as u64,
        status: Status::from_id(row.try_get(7)?),
        version: row.try_get::<_, i64>(8)? as u64,
        seats: Vec::new(),
        snapshot: row.try_get(9)?,
        lobby_message: row.try_get::<_, Option<i64>>(10)?.map(|m| m as u64),
        board_message: row.try_get::<_, Option<i64>>(11)?.map(|m| m as u64),
        dm_messages: serde_json::from_str(row.try_get(12)?)?,
        target: row.try_get::<_, Option<i32>>(13)?.map(|t| t as usize),
        timers: serde_json::from_str(row.try_get(14)?)?,
    })
}

async fn read_seats(client: &impl GenericClient, id: SessionId) -> Result<Vec<SeatRecord>, StoreError> {
    let stmt =
        client.prepare_cached("SELECT user_id, name, dm_open FROM seats WHERE session = $1 ORDER BY position").await?;
    let rows = client.query(&stmt, &[&id]).await?;
    rows.iter()
        .map(|r| {
            Ok(SeatRecord {
                user: r.try_get::<_, Option<i64>>(0)?.map(|u| u as u64),
                name: r.try_get(1)?,
                dm_open: r.try_get(2)?,
            })
        })
        .collect()
}

pub(super) async fn write_seats(tx: &impl GenericClient, record: &SessionRecord) -> Result<(), StoreError> {
    tx.execute("DELETE FROM seats WHERE session = $1", &[&record.id]).await?;
    let insert = tx
        .prepare_cached("INSERT INTO seats (session, position, user_id, name, dm_open) VALUES ($1, $2, $3, $4, $5)")
        .await?;
    for (i, seat) in record.seats.iter().enumerate() {
        let user = seat.user.map(|u| u as i64);
        tx.execute(&insert, &[&record.id, &(i as i32), &user, &seat.name, &seat.dm_open]).await?;
    }
    Ok(())
}

impl PgStore {
    /// Sessions matching `condition` (SQL over `sessions`), in its order.
    fn sessions(&self, condition: &'static str, args: Vec<Arg>) -> Result<Vec<SessionRecord>, StoreError> {
        self.run(|pool| async move {
            let client = client(&pool).await?;
            let sql = format!("SELECT {SESSION_COLUMNS} FROM sessions {condition}");
            let stmt = client.prepare_cached(&sql).await?;
            let rows = client.query(&stmt, &refs(&args)).await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in &rows {
                let mut record = read_session(row)?;
                record.seats = read_seats(&client, record.id).await?;
                out.push(record);
            }
            Ok(out)
        })
    }
}

pub(super) fn create(store: &PgStore, record: &SessionRecord) -> Result<SessionId, StoreError> {
    let mut record = record.clone();
    let (dm, timers) = (serde_json::to_string(&record.dm_messages)?, serde_json::to_string(&record.timers)?);
    store.run(|pool| async move {
        let mut client = client(&pool).await?;
        let tx = client.transaction().await?;
        let inserted = tx
            .query_one(
                "INSERT INTO sessions (guild, channel, creator, game, options, seed, status, version, snapshot,
                                       lobby_message, board_message, dm_messages, target, timers)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
                &[
                    &(record.guild as i64),
                    &(record.channel as i64),
                    &(record.creator as i64),
                    &record.game,
                    &record.options.to_string(),
                    &(record.seed as i64),
                    &record.status.id(),
                    &(record.version as i64),
                    &record.snapshot,
                    &record.lobby_message.map(|m| m as i64),
                    &record.board_message.map(|m| m as i64),
                    &dm,
                    &record.target.map(|t| t as i32),
                    &timers,
                ],
            )
            .await;
        let row = match inserted {
            Err(e) if e.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) => {
                return Err(StoreError::ChannelBusy)
            }
            other => other?,
        };
        record.id = row.get(0);
        write_seats(&tx, &record).await?;
        tx.commit().await?;
        Ok(record.id)
    })
}

pub(super) fn load(store: &PgStore, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
    Ok(store.sessions("WHERE id = $1", args![id])?.pop())
}

pub(super) fn open_in_channel(store: &PgStore, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
    Ok(store.sessions("WHERE channel = $1 AND status IN ('lobby', 'active')", args![channel])?.pop())
}

pub(super) fn list_guild(store: &PgStore, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
    store.sessions("WHERE guild = $1 ORDER BY id DESC LIMIT $2", args![guild, limit as i64])
}

pub(super) fn save(store: &PgStore, record: &SessionRecord) -> Result<(), StoreError> {
    let record_id = record.id;
    let record = record.clone();
    let (dm, timers) = (serde_json::to_string(&record.dm_messages)?, serde_json::to_string(&record.timers)?);
    store
        .run(|pool| async move {
            let mut client = client(&pool).await?;
            let tx = client.transaction().await?;
            // The state itself changes only by moves and undo; a save brings
            // the start's state (the game begins) or the clocks.
            let revision = new_revision(
                &tx,
                "UPDATE sessions SET status = $2, lobby_message = $3, board_message = $4, dm_messages = $5,
                     options = $6, timers = $7, revision = revision + 1,
                     version = CASE WHEN snapshot IS NULL AND $8::TEXT IS NOT NULL THEN $9 ELSE version END,
                     snapshot = coalesce(snapshot, $8)
                 WHERE id = $1 RETURNING revision",
                &[
                    &record.id,
                    &record.status.id(),
                    &record.lobby_message.map(|m| m as i64),
                    &record.board_message.map(|m| m as i64),
                    &dm,
                    &record.options.to_string(),
                    &timers,
                    &record.snapshot,
                    &(record.version as i64),
                ],
            )
            .await?;
            write_seats(&tx, &record).await?;
            tx.commit().await?;
            Ok(revision)
        })
        .map(|revision| store.own.bumped(record_id, revision))
}
