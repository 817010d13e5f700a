//! The PostgreSQL store, for several bot processes on one database
//! (`TAVOLA_DATABASE=postgres://...`). The same [`Store`] contract as
//! SQLite's: a move is one statement, hence one transaction (the version
//! check, the log row, the state and the clocks), acknowledged only after
//! its commit; the database's row lock is the arbiter between processes.
//!
//! The client is `tokio-postgres` with a `deadpool-postgres` pool, driven
//! by a small runtime of the store's own: the [`Store`] trait is
//! synchronous and is called from blocking threads (and in tests from
//! anywhere), where the blocking `postgres` crate would panic inside the
//! bot's runtime. Each call is spawned on that runtime and waited for on a
//! plain channel, which works from any thread. TLS is rustls (ring, the
//! web's root certificates), used as the URL's `sslmode` says.

pub mod local;
mod schema;

use std::future::Future;
use std::sync::Arc;

use deadpool_postgres::{GenericClient, Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::Row;

use super::{
    Committed, GuildLanguage, LogEntry, SeatRecord, SessionId, SessionRecord, Status, Store, StoreError, Vacation,
};
use crate::table::deadlines::{ReminderMode, Timers, VacationLedger};

/// Connections each bot process keeps at most.
const POOL_SIZE: usize = 16;

/// The PostgreSQL store: a pool of connections and the runtime that drives
/// them.
pub struct PgStore {
    pool: Pool,
    /// This store's (so this process's) name when it claims timers.
    owner: i64,
    /// Always `Some` until dropped.
    runtime: Option<tokio::runtime::Runtime>,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore").field("pool", &self.pool.status()).finish()
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which is refused inside another one.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user:password@host/db`)
    /// and brings its schema up to date.
    ///
    /// # Errors
    /// The URL is malformed, the server cannot be reached, or migrating fails.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        let config: tokio_postgres::Config = url.parse()?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("tavola-postgres")
            .enable_all()
            .build()
            .map_err(|e| StoreError::Pool(format!("starting the database runtime: {e}")))?;
        let manager = Manager::from_config(config, tls()?, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = {
            // The pool's timers belong to the store's runtime.
            let _entered = runtime.enter();
            Pool::builder(manager)
                .max_size(POOL_SIZE)
                .runtime(deadpool_postgres::Runtime::Tokio1)
                .build()
                .map_err(|e| StoreError::Pool(e.to_string()))?
        };
        let store = PgStore { pool, owner: rand::random(), runtime: Some(runtime) };
        store.run(|pool| async move { schema::migrate(&mut client(&pool).await?).await })?;
        Ok(store)
    }

    /// Runs `work` on the store's runtime and waits for it here.
    fn run<T, F>(&self, work: impl FnOnce(Pool) -> F) -> Result<T, StoreError>
    where
        F: Future<Output = Result<T, StoreError>> + Send + 'static,
        T: Send + 'static,
    {
        let runtime = self.runtime.as_ref().ok_or_else(|| StoreError::Pool("the store is closed".into()))?;
        let (done, result) = std::sync::mpsc::sync_channel(1);
        let work = work(self.pool.clone());
        runtime.spawn(async move {
            let _ = done.send(work.await);
        });
        result.recv().map_err(|_| StoreError::Pool("the database task stopped".into()))?
    }

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

    /// Runs a query of session ids.
    fn ids(&self, sql: &'static str, args: Vec<i64>) -> Result<Vec<SessionId>, StoreError> {
        self.run(|pool| async move {
            let client = client(&pool).await?;
            let stmt = client.prepare_cached(sql).await?;
            let args: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> =
                args.iter().map(|a| a as &(dyn tokio_postgres::types::ToSql + Sync)).collect();
            Ok(client.query(&stmt, &args).await?.iter().map(|r| r.get(0)).collect())
        })
    }

    /// Runs one statement that changes rows; returns how many.
    fn execute(&self, sql: &'static str, args: Vec<Arg>) -> Result<u64, StoreError> {
        self.run(|pool| async move {
            let client = client(&pool).await?;
            let stmt = client.prepare_cached(sql).await?;
            Ok(client.execute(&stmt, &refs(&args)).await?)
        })
    }

    /// Runs one query; `read` turns each row into a value.
    fn query<T: Send + 'static>(
        &self,
        sql: &'static str,
        args: Vec<Arg>,
        read: fn(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.run(|pool| async move {
            let client = client(&pool).await?;
            let stmt = client.prepare_cached(sql).await?;
            client.query(&stmt, &refs(&args)).await?.iter().map(read).collect()
        })
    }

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

/// One owned SQL argument, so that a call can move to the store's runtime.
#[derive(Debug)]
enum Arg {
    Int(i64),
    Int4(i32),
    OptInt(Option<i64>),
    Text(String),
    OptText(Option<String>),
}

impl From<i64> for Arg {
    fn from(v: i64) -> Arg {
        Arg::Int(v)
    }
}

impl From<u64> for Arg {
    fn from(v: u64) -> Arg {
        // Discord ids and versions are stored as their bits in a BIGINT.
        Arg::Int(v as i64)
    }
}

impl From<i32> for Arg {
    fn from(v: i32) -> Arg {
        Arg::Int4(v)
    }
}

impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Arg {
        Arg::OptInt(v)
    }
}

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(v.to_owned())
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(v)
    }
}

impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Arg {
        Arg::OptText(v)
    }
}

fn refs(args: &[Arg]) -> Vec<&(dyn tokio_postgres::types::ToSql + Sync)> {
    args.iter()
        .map(|a| match a {
            Arg::Int(v) => v as &(dyn tokio_postgres::types::ToSql + Sync),
            Arg::Int4(v) => v,
            Arg::OptInt(v) => v,
            Arg::Text(v) => v,
            Arg::OptText(v) => v,
        })
        .collect()
}

/// `[a, b, ...]` as owned arguments.
macro_rules! args {
    ($($a:expr),* $(,)?) => { vec![$(Arg::from($a)),*] };
}

/// The TLS connector: rustls with the ring provider and the web's roots.
fn tls() -> Result<tokio_postgres_rustls::MakeRustlsConnect, StoreError> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let roots = rustls::RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| StoreError::Pool(format!("TLS: {e}")))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
}

async fn client(pool: &Pool) -> Result<deadpool_postgres::Client, StoreError> {
    pool.get().await.map_err(|e| StoreError::Pool(e.to_string()))
}

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

async fn write_seats(tx: &impl GenericClient, record: &SessionRecord) -> Result<(), StoreError> {
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

/// A log entry's columns, in `moves` order.
fn log_row(id: SessionId, e: &LogEntry) -> Vec<Arg> {
    args![id, e.version, i32::from(e.seat), e.action.to_string(), e.by.map(|u| u as i64), e.events.to_string(), e.at]
}

/// The hot path: the session's row moves to the new version (only from the
/// one before, only while active: that is the version check, and the row
/// lock orders racing processes) and the log row is written, in one
/// statement, so in one transaction and one round trip.
const APPEND: &str = "WITH moved AS (
        UPDATE sessions SET version = $2, snapshot = $3, timers = $4, status = $5, revision = revision + 1
        WHERE id = $1 AND version = $2::BIGINT - 1 AND status = 'active' RETURNING id)
    INSERT INTO moves (session, version, seat, action, by_user, events, at)
    SELECT id, $2, $6, $7, $8, $9, $10 FROM moved";

/// Why a move at `version` was not written: no such session, not being
/// played, or another version is current.
async fn refusal(client: &impl GenericClient, id: SessionId, version: u64) -> StoreError {
    let row = client.query_opt("SELECT status, version FROM sessions WHERE id = $1", &[&id]).await;
    match row {
        Err(e) => e.into(),
        Ok(None) => StoreError::NotFound,
        Ok(Some(row)) if row.get::<_, &str>(0) != "active" => StoreError::NotActive,
        Ok(Some(row)) => {
            StoreError::VersionConflict { expected: version.saturating_sub(1), found: row.get::<_, i64>(1) as u64 }
        }
    }
}

impl Store for PgStore {
    fn create(&self, record: &SessionRecord) -> Result<SessionId, StoreError> {
        let mut record = record.clone();
        let (dm, timers) = (serde_json::to_string(&record.dm_messages)?, serde_json::to_string(&record.timers)?);
        self.run(|pool| async move {
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

    fn load(&self, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
        Ok(self.sessions("WHERE id = $1", args![id])?.pop())
    }

    fn open_in_channel(&self, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
        Ok(self.sessions("WHERE channel = $1 AND status IN ('lobby', 'active')", args![channel])?.pop())
    }

    fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
        self.sessions("WHERE guild = $1 ORDER BY id DESC LIMIT $2", args![guild, limit as i64])
    }

    fn save(&self, record: &SessionRecord) -> Result<(), StoreError> {
        let record = record.clone();
        let (dm, timers) = (serde_json::to_string(&record.dm_messages)?, serde_json::to_string(&record.timers)?);
        self.run(|pool| async move {
            let mut client = client(&pool).await?;
            let tx = client.transaction().await?;
            // The state itself changes only by moves and undo; a save brings
            // the start's state (the game begins) or the clocks.
            let changed = tx
                .execute(
                    "UPDATE sessions SET status = $2, lobby_message = $3, board_message = $4, dm_messages = $5,
                         options = $6, timers = $7, revision = revision + 1,
                         version = CASE WHEN snapshot IS NULL AND $8::TEXT IS NOT NULL THEN $9 ELSE version END,
                         snapshot = coalesce(snapshot, $8)
                     WHERE id = $1",
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
            if changed == 0 {
                return Err(StoreError::NotFound);
            }
            write_seats(&tx, &record).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn append(&self, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError> {
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
        ];
        self.run(|pool| async move {
            let client = client(&pool).await?;
            // Version 0 is the start, never a move.
            let written = if version == 0 {
                0
            } else {
                let stmt = client.prepare_cached(APPEND).await?;
                client.execute(&stmt, &refs(&row)).await?
            };
            if written == 0 {
                return Err(refusal(&client, id, version).await);
            }
            Ok(())
        })
    }

    fn set_timers(&self, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
        let changed = self.execute(
            "UPDATE sessions SET timers = $2, revision = revision + 1 WHERE id = $1",
            args![id, serde_json::to_string(timers)?],
        )?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    fn timed_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        self.ids(
            "SELECT id FROM sessions WHERE status = 'active'
             AND coalesce(jsonb_typeof(timers::jsonb -> 'settings'), 'null') <> 'null' ORDER BY id",
            Vec::new(),
        )
    }

    fn active_with_house(&self) -> Result<Vec<SessionId>, StoreError> {
        self.ids(
            "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
             WHERE s.status = 'active' AND t.user_id IS NULL ORDER BY s.id",
            Vec::new(),
        )
    }

    fn active_seated(&self, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
        self.ids(
            "SELECT DISTINCT s.id FROM sessions s JOIN seats t ON t.session = s.id
             WHERE s.guild = $1 AND t.user_id = $2 AND s.status = 'active' ORDER BY s.id",
            vec![guild as i64, user as i64],
        )
    }

    fn vacation(&self, guild: u64, user: u64) -> Result<Vacation, StoreError> {
        let rows = self.query(
            "SELECT year, used, away_until FROM vacations WHERE guild = $1 AND user_id = $2",
            args![guild, user],
            |r| {
                Ok(Vacation {
                    ledger: VacationLedger { year: r.try_get(0)?, used: r.try_get(1)? },
                    away_until: r.try_get(2)?,
                })
            },
        )?;
        Ok(rows.into_iter().next().unwrap_or_default())
    }

    fn set_vacation(&self, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO vacations (guild, user_id, year, used, away_until) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (guild, user_id) DO UPDATE SET year = $3, used = $4, away_until = $5",
            args![guild, user, vacation.ledger.year, vacation.ledger.used, vacation.away_until],
        )?;
        Ok(())
    }

    fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, StoreError> {
        self.query("SELECT user_id FROM admin_contacts WHERE guild = $1 ORDER BY since, user_id", args![guild], |r| {
            Ok(r.try_get::<_, i64>(0)? as u64)
        })
    }

    fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
        let sql = if on {
            "INSERT INTO admin_contacts (guild, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM admin_contacts WHERE guild = $1 AND user_id = $2"
        };
        self.execute(sql, args![guild, user])?;
        Ok(())
    }

    fn set_digest(&self, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
        match next_at {
            Some(at) => self.execute(
                "INSERT INTO digests (guild, user_id, next_at) VALUES ($1, $2, $3)
                 ON CONFLICT (guild, user_id) DO UPDATE SET next_at = $3",
                args![guild, user, at],
            )?,
            None => self.execute("DELETE FROM digests WHERE guild = $1 AND user_id = $2", args![guild, user])?,
        };
        Ok(())
    }

    fn due_digests(&self, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
        self.query(
            "SELECT guild, user_id, next_at FROM digests WHERE next_at <= $1 ORDER BY next_at",
            args![now],
            |r| Ok((r.try_get::<_, i64>(0)? as u64, r.try_get::<_, i64>(1)? as u64, r.try_get(2)?)),
        )
    }

    fn take_digest(&self, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
        let moved = self.execute(
            "UPDATE digests SET next_at = $4 WHERE guild = $1 AND user_id = $2 AND next_at = $3",
            args![guild, user, from, to],
        )?;
        Ok(moved == 1)
    }

    fn reminder_mode(&self, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
        let modes =
            self.query("SELECT mode FROM reminder_modes WHERE guild = $1 AND user_id = $2", args![guild, user], |r| {
                Ok(ReminderMode::from_id(r.try_get(0)?))
            })?;
        Ok(modes.into_iter().next().unwrap_or(ReminderMode::Every))
    }

    fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO reminder_modes (guild, user_id, mode) VALUES ($1, $2, $3)
             ON CONFLICT (guild, user_id) DO UPDATE SET mode = $3",
            args![guild, user, mode.id()],
        )?;
        Ok(())
    }

    fn set_board_version(&self, id: SessionId, version: u64) -> Result<(), StoreError> {
        self.execute("UPDATE sessions SET board_version = $2 WHERE id = $1", args![id, version])?;
        Ok(())
    }

    fn board_state(&self, id: SessionId) -> Result<(u64, u64), StoreError> {
        let rows = self.query("SELECT board_version, board_turn FROM sessions WHERE id = $1", args![id], |r| {
            Ok((r.try_get::<_, i64>(0)? as u64, r.try_get::<_, i64>(1)? as u64))
        })?;
        rows.into_iter().next().ok_or(StoreError::NotFound)
    }

    fn set_board_turn(&self, id: SessionId, turn: u64) -> Result<(), StoreError> {
        self.execute("UPDATE sessions SET board_turn = $2 WHERE id = $1", args![id, turn])?;
        Ok(())
    }

    fn stale_boards(&self) -> Result<Vec<(SessionId, u64)>, StoreError> {
        self.query(
            "SELECT id, board_version FROM sessions WHERE status IN ('active', 'over')
               AND (board_version < version OR (status = 'active' AND board_message IS NULL)) ORDER BY id",
            Vec::new(),
            |r| Ok((r.try_get(0)?, r.try_get::<_, i64>(1)? as u64)),
        )
    }

    fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError> {
        let rows = self.query("SELECT lang, locale FROM guild_languages WHERE guild = $1", args![guild], |r| {
            Ok(GuildLanguage { chosen: r.try_get(0)?, locale: r.try_get(1)? })
        })?;
        Ok(rows.into_iter().next().unwrap_or_default())
    }

    fn set_guild_language(&self, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO guild_languages (guild, lang, locale) VALUES ($1, $2, $3)
             ON CONFLICT (guild) DO UPDATE SET lang = $2, locale = $3",
            args![guild, language.chosen.clone(), language.locale.clone()],
        )?;
        Ok(())
    }

    fn guild_setting(&self, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
        let rows = self.query(
            "SELECT value FROM guild_settings WHERE guild = $1 AND name = $2",
            args![guild, name.to_owned()],
            |r| Ok(r.try_get(0)?),
        )?;
        Ok(rows.into_iter().next())
    }

    fn set_guild_setting(&self, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO guild_settings (guild, name, value) VALUES ($1, $2, $3)
             ON CONFLICT (guild, name) DO UPDATE SET value = $3",
            args![guild, name.to_owned(), value.to_owned()],
        )?;
        Ok(())
    }

    fn user_locale(&self, user: u64) -> Result<Option<String>, StoreError> {
        let rows = self.query("SELECT locale FROM user_locales WHERE user_id = $1", args![user], |r| {
            Ok(r.try_get::<_, String>(0)?)
        })?;
        Ok(rows.into_iter().next())
    }

    fn set_user_locale(&self, user: u64, locale: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO user_locales (user_id, locale) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET locale = $2",
            args![user, locale],
        )?;
        Ok(())
    }

    fn log(&self, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
        self.query(
            "SELECT version, seat, action, by_user, events, at FROM moves WHERE session = $1 ORDER BY version",
            args![id],
            |r| {
                Ok(LogEntry {
                    version: r.try_get::<_, i64>(0)? as u64,
                    seat: r.try_get::<_, i32>(1)? as u8,
                    action: serde_json::from_str(r.try_get(2)?)?,
                    by: r.try_get::<_, Option<i64>>(3)?.map(|u| u as u64),
                    events: serde_json::from_str(r.try_get(4)?)?,
                    at: r.try_get(5)?,
                })
            },
        )
    }

    fn revision(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        let rows = self.query("SELECT revision FROM sessions WHERE id = $1", args![id], |r| Ok(r.try_get(0)?))?;
        // A session that is gone has no revision to compare: -1 never matches.
        Ok(Some(rows.into_iter().next().unwrap_or(-1)))
    }

    fn claim_timers(&self, id: SessionId, now: i64, until: i64) -> Result<bool, StoreError> {
        // Free, expired, or already this process's: one row lock decides.
        let claimed = self.execute(
            "UPDATE sessions SET timers_owner = $4, timers_claimed_until = $3
             WHERE id = $1 AND (timers_claimed_until <= $2 OR timers_owner = $4)",
            args![id, now, until, self.owner],
        )?;
        Ok(claimed == 1)
    }

    fn truncate(&self, id: SessionId, version: u64, snapshot: &str, status: Status) -> Result<(), StoreError> {
        let snapshot = snapshot.to_owned();
        self.run(|pool| async move {
            let mut client = client(&pool).await?;
            let tx = client.transaction().await?;
            // The clocks stay as they are.
            let changed = tx
                .execute(
                    "UPDATE sessions SET version = $2, snapshot = $3, status = $4, revision = revision + 1 WHERE id = $1",
                    &[&id, &(version as i64), &snapshot, &status.id()],
                )
                .await?;
            if changed == 0 {
                return Err(StoreError::NotFound);
            }
            tx.execute("DELETE FROM moves WHERE session = $1 AND version > $2", &[&id, &(version as i64)]).await?;
            tx.commit().await?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests;
