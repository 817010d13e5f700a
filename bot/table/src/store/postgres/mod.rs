//! The PostgreSQL store, for several bot processes on one database
//! (`TAVOLA_DATABASE=postgres://...`). The same [`Store`] contract as
//! SQLite's: a move is one statement, hence one transaction (the version
//! check, and the revision check when the move was taken from a session
//! not asked about, the log row, the state and the clocks), acknowledged
//! only after its commit; the database's row lock is the arbiter between
//! processes.
//!
//! The client is `tokio-postgres` with a `deadpool-postgres` pool, driven
//! by a small runtime of the store's own: the [`Store`] trait is
//! synchronous and is called from blocking threads (and in tests from
//! anywhere), where the blocking `postgres` crate would panic inside the
//! bot's runtime. Each call is spawned on that runtime and waited for on a
//! plain channel, which works from any thread. TLS is rustls (ring, the
//! web's root certificates), used as the URL's `sslmode` says. Bookkeeping
//! nobody is told about goes through a second, small pool whose commits do
//! not wait for the disk ([`Flush::Later`]).
//!
//! This file opens the pool and holds the [`Store`] implementation, each
//! method a call into the file for its concern: `sessions` (session rows
//! and seats), `moves` (the log: moves, undo, revisions), `timers` (what
//! the background tasks look for: clocks and their claims, digests, stale
//! boards) and `settings` (guild and user settings); `query` holds the
//! plumbing they share, `import` the copying of a store, `schema` the
//! migrations.

mod analyses;
mod import;
pub(crate) mod inspect;
pub mod local;
mod moves;
mod own;
mod query;
mod schema;
mod sessions;
mod settings;
mod standings;
mod timers;

use std::future::Future;
use std::sync::Arc;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};

use super::{
    Committed, GuildLanguage, LogEntry, Placing, PublishFacts, SessionId, SessionRecord, Standing, Status, Store,
    StoreError, Vacation,
};
use crate::analysis::AnalysisRecord;
use crate::deadlines::{ReminderMode, Timers};

/// Connections each bot process keeps at most.
const POOL_SIZE: usize = 16;

/// Connections for bookkeeping ([`Flush::Later`]) each process keeps at most.
const BOOKKEEPING_POOL_SIZE: usize = 4;

/// Whether a write's commit waits for its WAL record to reach the disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flush {
    /// Moves, and all a user is told was done: it survives a crash of the
    /// database or its machine once acknowledged.
    Awaited,
    /// Bookkeeping nobody is told about (what a publish sent, a user's
    /// locale, a DM channel): committed and seen by every process at once,
    /// flushed by PostgreSQL's WAL writer within a fraction of a second
    /// (`synchronous_commit` off on its connections). A crash of the
    /// database may lose that fraction; the bot then posts a board again
    /// or asks Discord again. Its commits do not queue for the disk with
    /// the moves'.
    Later,
}

/// The PostgreSQL store: a pool of connections and the runtime that drives
/// them.
pub struct PgStore {
    pool: Pool,
    /// Connections whose commits do not wait for the disk ([`Flush::Later`]).
    bookkeeping: Pool,
    /// This store's (so this process's) name when it claims timers.
    owner: i64,
    /// Always `Some` until dropped.
    runtime: Option<tokio::runtime::Runtime>,
    own: own::OwnRevisions,
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
        let mut unflushed = config.clone();
        let options = config.get_options().unwrap_or_default();
        unflushed.options(format!("{options} -c synchronous_commit=off").trim());
        let pool = |config, size| {
            let manager =
                Manager::from_config(config, tls()?, ManagerConfig { recycling_method: RecyclingMethod::Fast });
            // The pool's timers belong to the store's runtime.
            let _entered = runtime.enter();
            Pool::builder(manager)
                .max_size(size)
                .runtime(deadpool_postgres::Runtime::Tokio1)
                .build()
                .map_err(|e| StoreError::Pool(e.to_string()))
        };
        let (pool, bookkeeping) = (pool(config, POOL_SIZE)?, pool(unflushed, BOOKKEEPING_POOL_SIZE)?);
        let store = PgStore {
            pool,
            bookkeeping,
            owner: rand::random(),
            runtime: Some(runtime),
            own: own::OwnRevisions::default(),
        };
        store.run(|pool| async move { schema::migrate(&mut client(&pool).await?).await })?;
        Ok(store)
    }

    /// Runs `work` on the store's runtime and waits for it here.
    fn run<T, F>(&self, work: impl FnOnce(Pool) -> F) -> Result<T, StoreError>
    where
        F: Future<Output = Result<T, StoreError>> + Send + 'static,
        T: Send + 'static,
    {
        self.run_flushing(Flush::Awaited, work)
    }

    /// [`PgStore::run`] on the connections whose commits `flush` says.
    fn run_flushing<T, F>(&self, flush: Flush, work: impl FnOnce(Pool) -> F) -> Result<T, StoreError>
    where
        F: Future<Output = Result<T, StoreError>> + Send + 'static,
        T: Send + 'static,
    {
        let runtime = self.runtime.as_ref().ok_or_else(|| StoreError::Pool("the store is closed".into()))?;
        let (done, result) = std::sync::mpsc::sync_channel(1);
        let pool = match flush {
            Flush::Awaited => &self.pool,
            Flush::Later => &self.bookkeeping,
        };
        let work = work(pool.clone());
        runtime.spawn(async move {
            let _ = done.send(work.await);
        });
        result.recv().map_err(|_| StoreError::Pool("the database task stopped".into()))?
    }
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

impl Store for PgStore {
    fn create(&self, record: &SessionRecord) -> Result<SessionId, StoreError> {
        sessions::create(self, record)
    }

    fn load(&self, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
        sessions::load(self, id)
    }

    fn open_in_channel(&self, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
        sessions::open_in_channel(self, channel)
    }

    fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
        sessions::list_guild(self, guild, limit)
    }

    fn save(&self, record: &SessionRecord) -> Result<(), StoreError> {
        sessions::save(self, record)
    }

    fn append(&self, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError> {
        moves::append(self, id, entry, state)
    }

    fn set_timers(&self, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
        timers::set_timers(self, id, timers)
    }

    fn timed_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        timers::timed_sessions(self)
    }

    fn active_with_house(&self) -> Result<Vec<SessionId>, StoreError> {
        timers::active_with_house(self)
    }

    fn active_seated(&self, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
        timers::active_seated(self, guild, user)
    }

    fn vacation(&self, guild: u64, user: u64) -> Result<Vacation, StoreError> {
        settings::vacation(self, guild, user)
    }

    fn set_vacation(&self, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
        settings::set_vacation(self, guild, user, vacation)
    }

    fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, StoreError> {
        settings::admin_contacts(self, guild)
    }

    fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
        settings::set_admin_contact(self, guild, user, on)
    }

    fn set_digest(&self, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
        timers::set_digest(self, guild, user, next_at)
    }

    fn due_digests(&self, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
        timers::due_digests(self, now)
    }

    fn take_digest(&self, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
        timers::take_digest(self, guild, user, from, to)
    }

    fn reminder_mode(&self, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
        settings::reminder_mode(self, guild, user)
    }

    fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError> {
        settings::set_reminder_mode(self, guild, user, mode)
    }

    fn set_board_version(&self, id: SessionId, version: u64) -> Result<(), StoreError> {
        timers::set_board_version(self, id, version)
    }

    fn board_state(&self, id: SessionId) -> Result<(u64, u64), StoreError> {
        timers::board_state(self, id)
    }

    fn set_board_turn(&self, id: SessionId, turn: u64) -> Result<(), StoreError> {
        timers::set_board_turn(self, id, turn)
    }

    fn record_published(&self, record: &SessionRecord, turn: Option<u64>, shown: u64) -> Result<(), StoreError> {
        timers::record_published(self, record, turn, shown)
    }

    fn publish_facts(&self, id: SessionId, guild: u64, names: &[&str]) -> Result<PublishFacts, StoreError> {
        timers::publish_facts(self, id, guild, names)
    }

    fn stale_boards(&self) -> Result<Vec<(SessionId, u64)>, StoreError> {
        timers::stale_boards(self)
    }

    fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError> {
        settings::guild_language(self, guild)
    }

    fn set_guild_language(&self, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
        settings::set_guild_language(self, guild, language)
    }

    fn guild_setting(&self, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
        settings::guild_setting(self, guild, name)
    }

    fn set_guild_setting(&self, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
        settings::set_guild_setting(self, guild, name, value)
    }

    fn web_token(&self, session: SessionId) -> Result<Option<String>, StoreError> {
        settings::web_token(self, session)
    }

    fn keep_web_token(&self, session: SessionId, token: &str) -> Result<String, StoreError> {
        settings::keep_web_token(self, session, token)
    }

    fn web_session(&self, token: &str) -> Result<Option<SessionId>, StoreError> {
        settings::web_session(self, token)
    }

    fn user_locale(&self, user: u64) -> Result<Option<String>, StoreError> {
        settings::user_locale(self, user)
    }

    fn set_user_locale(&self, user: u64, locale: &str) -> Result<(), StoreError> {
        settings::set_user_locale(self, user, locale)
    }

    fn dm_channel(&self, user: u64) -> Result<Option<u64>, StoreError> {
        settings::dm_channel(self, user)
    }

    fn set_dm_channel(&self, user: u64, channel: u64) -> Result<(), StoreError> {
        settings::set_dm_channel(self, user, channel)
    }

    fn log(&self, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
        moves::log(self, id)
    }

    fn since_last_move(&self, id: SessionId, seat: u8) -> Result<Vec<LogEntry>, StoreError> {
        moves::since_last_move(self, id, seat)
    }

    fn revision(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        moves::revision(self, id)
    }

    fn revision_and_since_last_move(
        &self,
        id: SessionId,
        seat: u8,
    ) -> Result<(Option<i64>, Vec<LogEntry>), StoreError> {
        moves::revision_and_since_last_move(self, id, seat)
    }

    fn own_revisions(&self, id: SessionId) -> Option<(i64, i64)> {
        self.own.of(id)
    }

    fn claim_timers(&self, id: SessionId, now: i64, until: i64) -> Result<bool, StoreError> {
        timers::claim_timers(self, id, now, until)
    }

    fn analysis(&self, session: SessionId) -> Result<Option<AnalysisRecord>, StoreError> {
        analyses::analysis(self, session)
    }

    fn queue_analysis(&self, session: SessionId, total: usize) -> Result<bool, StoreError> {
        analyses::queue(self, session, total)
    }

    fn save_analysis(&self, analysis: &AnalysisRecord) -> Result<bool, StoreError> {
        analyses::save(self, analysis)
    }

    fn forget_analysis(&self, session: SessionId) -> Result<(), StoreError> {
        analyses::forget(self, session)
    }

    fn unfinished_analyses(&self) -> Result<Vec<SessionId>, StoreError> {
        analyses::unfinished(self)
    }

    fn latest_finished_in_channel(&self, channel: u64) -> Result<Option<SessionId>, StoreError> {
        analyses::latest_finished(self, channel)
    }

    fn truncate(&self, id: SessionId, version: u64, snapshot: &str, status: Status) -> Result<(), StoreError> {
        moves::truncate(self, id, version, snapshot, status)
    }

    fn set_placings(&self, session: SessionId, guild: u64, game: &str, placings: &[Placing]) -> Result<(), StoreError> {
        standings::set_placings(self, session, guild, game, placings)
    }

    fn placings(&self, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError> {
        standings::placings(self, guild, game)
    }

    fn standings(&self, guild: u64, game: &str) -> Result<Vec<Standing>, StoreError> {
        standings::standings(self, guild, game)
    }

    fn replace_placings(&self, placings: &[Placing]) -> Result<(), StoreError> {
        standings::replace_placings(self, placings)
    }

    fn last_move_at(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        standings::last_move_at(self, id)
    }

    fn finished(&self) -> Result<Vec<SessionId>, StoreError> {
        standings::finished(self)
    }

    fn delete(&self, id: SessionId) -> Result<(), StoreError> {
        standings::delete(self, id)
    }

    fn count_by_status(&self) -> Result<Vec<(String, u64)>, StoreError> {
        self.query(COUNT_BY_STATUS, Vec::new(), |r| Ok((r.try_get(0)?, r.try_get::<_, i64>(1)?.unsigned_abs())))
    }
}

/// The stored sessions by status, which every process reads every 30 s
/// for its metrics: counted in the status index, not the table.
const COUNT_BY_STATUS: &str = "SELECT status, COUNT(*) FROM sessions GROUP BY status ORDER BY status";

#[cfg(test)]
mod tests;
