//! The table's metrics, through the `metrics` facade: it does no IO, and
//! records nothing until a recorder is installed (`tavola run` installs
//! the Prometheus one when `TAVOLA_METRICS_ADDR` is set; the tools and the
//! tests mostly run without). docs/hosting.md, "Logs and metrics", lists
//! every metric with its meaning.

use std::time::Instant;

use crate::session::Sessions;
use crate::store::StoreError;

/// Moves committed, by game id (`dragon`, ...): a player's, the house's,
/// a forced one; each log entry counts once.
pub const MOVES: &str = "tavola_moves_total";
/// Seconds the store took to commit one move (its log entry and snapshot).
pub const STORE_COMMIT: &str = "tavola_store_commit_seconds";
/// Seconds a request waited for a blocking thread before its work (the
/// session's check and store trip) began: a pool, or cores, too busy.
pub const BLOCKING_WAIT: &str = "tavola_blocking_wait_seconds";
/// Seconds a house player thought about one decision, by game id.
pub const HOUSE_THINK: &str = "tavola_house_think_seconds";
/// Sessions held in this process's memory (loaded since it started).
pub const SESSIONS_LIVE: &str = "tavola_sessions_live";
/// Sessions in the store, by status (`lobby`, `active`, `over`, ...).
pub const SESSIONS_STORED: &str = "tavola_sessions_stored";
/// Held sessions read again from the store, found out of date (another
/// process wrote them), by what found it out: `access` (the revision asked
/// first) or `move` (a move written from the held copy, refused, and run
/// again on the fresh one).
pub const SESSIONS_REREAD: &str = "tavola_sessions_reread_total";

/// Seconds since `start`, as a histogram takes them.
pub(crate) fn seconds_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64()
}

/// Counts a held session read again (see [`SESSIONS_REREAD`]).
pub(crate) fn reread(found_by: &'static str) {
    metrics::counter!(SESSIONS_REREAD, "by" => found_by).increment(1);
}

/// Sets the live sessions' gauge.
pub(crate) fn live_sessions(count: usize) {
    metrics::gauge!(SESSIONS_LIVE).set(count as f64);
}

impl Sessions {
    /// Sets both session gauges: the live ones from memory, the stored
    /// ones from one count query. Blocking: call it on a blocking thread.
    ///
    /// # Errors
    /// The store fails (the stored gauge keeps its last value).
    pub fn measure(&self) -> Result<(), StoreError> {
        live_sessions(self.live_count());
        for (status, count) in self.store().count_by_status()? {
            metrics::gauge!(SESSIONS_STORED, "status" => status).set(count as f64);
        }
        Ok(())
    }
}
