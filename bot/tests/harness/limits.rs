//! Discord's rate limits as the e2e tests meet them: a channel's bucket,
//! and which 429s a test may accept.

use super::Table;

/// A channel's bucket in the e2e tests (see [`Table::with_bot_env`]).
pub(super) const E2E_BUCKET: tavola_double::Quota = tavola_double::Quota::per_second(10);

impl Table {
    /// The double's violations, but for the 429s a restarted bot met, and
    /// honoured, within a bucket's window of a kill: the process that
    /// starts knows nothing of the buckets the killed one used up, so its
    /// first request on one can be refused, as on Discord. Every other
    /// 429, and one not waited out, stays a violation.
    pub fn violations(&self) -> Vec<tavola_double::Request> {
        let ignored = self.discord.rate_limits_ignored();
        let after_a_kill =
            |r: &tavola_double::Request| self.killed.iter().any(|k| r.at >= *k && r.at < *k + E2E_BUCKET.window);
        let inherited = |r: &tavola_double::Request| {
            r.status == 429
                && r.violations.iter().all(|v| v.starts_with("429 (bucket"))
                && after_a_kill(r)
                && !ignored.iter().any(|h| h.at <= r.at && h.route == r.path() && h.method == r.method)
        };
        self.discord.violations().into_iter().filter(|r| !inherited(r)).collect()
    }
}
