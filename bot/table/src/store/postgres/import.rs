//! Copying a store into PostgreSQL (`tavola migrate-store`): every session
//! id, and a session written as it is, under its own id, with its log.

use super::moves::log_row;
use super::query::refs;
use super::sessions::write_seats;
use super::{client, PgStore};
use crate::record::{LogEntry, SessionId, SessionRecord};
use crate::store::StoreError;

impl PgStore {
    /// Every session id, oldest first (for copying a store).
    ///
    /// # Errors
    /// The database fails.
    pub fn session_ids(&self) -> Result<Vec<SessionId>, StoreError> {
        self.ids("SELECT id FROM sessions ORDER BY id", Vec::new())
    }

    /// Stores a session as it is, under its own id, with its log: for
    /// copying a store (`tavola migrate-store`). An existing session of that
    /// id is replaced.
    ///
    /// # Errors
    /// The database fails.
    pub fn import(
        &self,
        record: &SessionRecord,
        log: &[LogEntry],
        board: (u64, u64),
        created_at: Option<i64>,
    ) -> Result<(), StoreError> {
        let (record, log) = (record.clone(), log.to_vec());
        let (dm, timers) = (serde_json::to_string(&record.dm_messages)?, serde_json::to_string(&record.timers)?);
        self.run(|pool| async move {
            let mut client = client(&pool).await?;
            let tx = client.transaction().await?;
            tx.execute("DELETE FROM sessions WHERE id = $1", &[&record.id]).await?;
            tx.execute(
                "INSERT INTO sessions (id, guild, channel, creator, game, options, target, seed, status, version,
                     snapshot, timers, lobby_message, board_message, dm_messages, board_version, board_turn, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                     coalesce($18, extract(epoch FROM now())::BIGINT))",
                &[
                    &record.id,
                    &(record.guild as i64),
                    &(record.channel as i64),
                    &(record.creator as i64),
                    &record.game,
                    &record.options.to_string(),
                    &record.target.map(|t| t as i32),
                    &(record.seed as i64),
                    &record.status.id(),
                    &(record.version as i64),
                    &record.snapshot,
                    &timers,
                    &record.lobby_message.map(|m| m as i64),
                    &record.board_message.map(|m| m as i64),
                    &dm,
                    &(board.0 as i64),
                    &(board.1 as i64),
                    &created_at,
                ],
            )
            .await?;
            write_seats(&tx, &record).await?;
            let insert = tx
                .prepare_cached(
                    "INSERT INTO moves (session, version, seat, action, by_user, events, at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .await?;
            for e in &log {
                tx.execute(&insert, &refs(&log_row(record.id, e))).await?;
            }
            // New sessions get ids past the copied ones.
            tx.execute("SELECT setval(pg_get_serial_sequence('sessions', 'id'), (SELECT max(id) FROM sessions))", &[])
                .await?;
            tx.commit().await?;
            Ok(())
        })
    }
}
