//! A look at a PostgreSQL store without changing it, for `tavola doctor`:
//! one connection of its own (no pool, no migration), read-only queries,
//! the same [`Inspection`] a SQLite file gives. A schema older than this
//! build's is reported, never brought up to date: the bot does that at its
//! start, after the host took a backup.

use super::schema::MIGRATIONS;
use super::{tls, StoreError};
use crate::store::inspect::Inspection;

/// How long the doctor waits for the database before it says so (inside
/// the image health check's 10 s).
const CONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// Reads the PostgreSQL database at `url`, read-only.
///
/// # Errors
/// The URL is malformed, the server cannot be reached or refuses, or a
/// query fails.
pub fn inspect(url: &str) -> Result<Inspection, StoreError> {
    let mut config: tokio_postgres::Config = url.parse()?;
    config.connect_timeout(CONNECT_TIMEOUT);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| StoreError::Pool(format!("starting the database runtime: {e}")))?;
    runtime.block_on(async {
        let (client, connection) = config.connect(tls()?).await?;
        let connection = tokio::spawn(connection);
        let inspection = read(&client).await;
        drop(client);
        let _ = connection.await;
        inspection
    })
}

async fn read(client: &tokio_postgres::Client) -> Result<Inspection, StoreError> {
    let schema = client.query_opt("SELECT to_regclass('tavola_schema') IS NOT NULL", &[]).await?;
    let has_schema = schema.is_some_and(|row| row.get::<_, bool>(0));
    let applied = if has_schema {
        client.query_opt("SELECT applied FROM tavola_schema", &[]).await?.map_or(0, |row| row.get::<_, i32>(0))
    } else {
        0
    };
    let bytes: i64 = client.query_one("SELECT pg_database_size(current_database())", &[]).await?.get(0);
    let mut inspection = Inspection {
        applied: usize::try_from(applied).unwrap_or(0),
        latest: MIGRATIONS.len(),
        bytes: u64::try_from(bytes).unwrap_or(0),
        sessions: 0,
        running: Vec::new(),
        dms_closed: Vec::new(),
    };
    if inspection.applied != inspection.latest {
        return Ok(inspection);
    }
    let sessions: i64 = client.query_one("SELECT count(*) FROM sessions", &[]).await?.get(0);
    inspection.sessions = usize::try_from(sessions).unwrap_or(0);
    inspection.running = client
        .query("SELECT id, guild, channel FROM sessions WHERE status = 'active' ORDER BY id", &[])
        .await?
        .iter()
        .map(|row| (row.get::<_, i64>(0), row.get::<_, i64>(1) as u64, row.get::<_, i64>(2) as u64))
        .collect();
    inspection.dms_closed = client
        .query(
            "SELECT t.session, t.user_id FROM seats t JOIN sessions s ON s.id = t.session
             WHERE s.status = 'active' AND t.user_id IS NOT NULL AND NOT t.dm_open ORDER BY t.session, t.position",
            &[],
        )
        .await?
        .iter()
        .map(|row| (row.get::<_, i64>(0), row.get::<_, i64>(1) as u64))
        .collect();
    Ok(inspection)
}
