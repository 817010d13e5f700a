//! The revisions of each session this process made itself, so that its
//! cached session stays current across its own writes (a process that
//! wrote a session holds what it wrote) and is read afresh only when
//! another process wrote it: one question to the database less after
//! each write, and no reload after a move.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use crate::record::SessionId;

/// Past this many sessions the record starts afresh: a session missing
/// from it is only read again once, never taken for current.
const KEPT: usize = 50_000;

/// Per session, the latest unbroken run of this process's writes:
/// `(from, to)`, from the revision before the first to the one after the
/// last, with no other process's write between.
#[derive(Debug, Default)]
pub(super) struct OwnRevisions(Mutex<HashMap<SessionId, (i64, i64)>>);

impl OwnRevisions {
    /// A write of this process took the session from revision `before`
    /// to `after` (the same when it changed nothing others compare).
    pub(super) fn wrote(&self, id: SessionId, before: i64, after: i64) {
        let mut runs = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if runs.len() >= KEPT && !runs.contains_key(&id) {
            runs.clear();
        }
        let run = runs.entry(id).or_insert((before, before));
        // Another process wrote since this one's last write: a new run.
        if run.1 != before {
            *run = (before, before);
        }
        run.1 = after;
    }

    /// A write of this process gave the session the new revision `after`.
    pub(super) fn bumped(&self, id: SessionId, after: i64) {
        self.wrote(id, after - 1, after);
    }

    /// See [`crate::store::Store::own_revisions`].
    pub(super) fn of(&self, id: SessionId) -> Option<(i64, i64)> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).get(&id).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_of_own_writes_holds_until_another_process_writes_between() {
        let own = OwnRevisions::default();
        assert_eq!(own.of(7), None);
        own.wrote(7, 3, 4);
        own.wrote(7, 4, 5);
        own.wrote(7, 5, 5);
        assert_eq!(own.of(7), Some((3, 5)), "three writes in a row, the last changing nothing");
        own.wrote(7, 8, 9);
        assert_eq!(own.of(7), Some((8, 9)), "revisions 6 to 8 were another process's");
        assert_eq!(own.of(8), None);
    }
}
