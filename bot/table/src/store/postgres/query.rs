//! The plumbing every store method uses: [`Arg`], one owned SQL argument
//! (so a call can move to the store's runtime), the `args!` macro that
//! builds a list of them, and the three ways to run a statement on the
//! pool: a list of ids, a count of changed rows, rows read into values.

use tokio_postgres::Row;

use super::{client, Flush, PgStore};
use crate::record::SessionId;
use crate::store::StoreError;

/// One owned SQL argument, so that a call can move to the store's runtime.
#[derive(Debug)]
pub(super) enum Arg {
    Int(i64),
    Int4(i32),
    OptInt(Option<i64>),
    Text(String),
    OptText(Option<String>),
    Texts(Vec<String>),
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

impl From<Vec<String>> for Arg {
    fn from(v: Vec<String>) -> Arg {
        Arg::Texts(v)
    }
}

impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Arg {
        Arg::OptText(v)
    }
}

pub(super) fn refs(args: &[Arg]) -> Vec<&(dyn tokio_postgres::types::ToSql + Sync)> {
    args.iter()
        .map(|a| match a {
            Arg::Int(v) => v as &(dyn tokio_postgres::types::ToSql + Sync),
            Arg::Int4(v) => v,
            Arg::OptInt(v) => v,
            Arg::Text(v) => v,
            Arg::OptText(v) => v,
            Arg::Texts(v) => v,
        })
        .collect()
}

/// Runs an `UPDATE … RETURNING revision` of one session: the revision it
/// made, or [`StoreError::NotFound`].
pub(super) async fn new_revision(
    client: &impl deadpool_postgres::GenericClient,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<i64, StoreError> {
    Ok(client.query_opt(sql, params).await?.ok_or(StoreError::NotFound)?.try_get(0)?)
}

/// `[a, b, ...]` as owned arguments.
macro_rules! args {
    ($($a:expr),* $(,)?) => { vec![$(Arg::from($a)),*] };
}
pub(super) use args;

impl PgStore {
    /// Runs a query of session ids.
    pub(super) fn ids(&self, sql: &'static str, args: Vec<i64>) -> Result<Vec<SessionId>, StoreError> {
        self.run(|pool| async move {
            let client = client(&pool).await?;
            let stmt = client.prepare_cached(sql).await?;
            let args: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> =
                args.iter().map(|a| a as &(dyn tokio_postgres::types::ToSql + Sync)).collect();
            Ok(client.query(&stmt, &args).await?.iter().map(|r| r.get(0)).collect())
        })
    }

    /// Runs one statement that changes rows; returns how many.
    pub(super) fn execute(&self, sql: &'static str, args: Vec<Arg>) -> Result<u64, StoreError> {
        self.execute_flushing(Flush::Awaited, sql, args)
    }

    /// [`PgStore::execute`], its commit flushed as `flush` says.
    pub(super) fn execute_flushing(&self, flush: Flush, sql: &'static str, args: Vec<Arg>) -> Result<u64, StoreError> {
        self.run_flushing(flush, |pool| async move {
            let client = client(&pool).await?;
            let stmt = client.prepare_cached(sql).await?;
            Ok(client.execute(&stmt, &refs(&args)).await?)
        })
    }

    /// Runs one query; `read` turns each row into a value.
    pub(super) fn query<T: Send + 'static>(
        &self,
        sql: &'static str,
        args: Vec<Arg>,
        read: fn(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.query_flushing(Flush::Awaited, sql, args, read)
    }

    /// [`PgStore::query`] (of a statement that writes, with `RETURNING`),
    /// its commit flushed as `flush` says.
    pub(super) fn query_flushing<T: Send + 'static>(
        &self,
        flush: Flush,
        sql: &'static str,
        args: Vec<Arg>,
        read: fn(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.run_flushing(flush, |pool| async move {
            let client = client(&pool).await?;
            let stmt = client.prepare_cached(sql).await?;
            client.query(&stmt, &refs(&args)).await?.iter().map(read).collect()
        })
    }
}
