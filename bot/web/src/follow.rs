//! Live followers: a page's script listens to `/g/<token>/events`
//! (server-sent events) and fetches the page again when its stamp
//! changes. One watcher per followed game asks the table for the game's
//! stamp ([`PageStamp`]) every [`POLL`], whichever process made the move
//! (shards share the database), and tells every follower of a change;
//! the stamp moves only when the channel's board does, so a follower
//! learns nothing the channel does not show, not even when.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tavola_table::front::pages::PageStamp;
use tavola_table::record::SessionId;
use tavola_table::Table;
use tokio::sync::watch;

use crate::limits::Limits;

/// How often a followed game's stamp is read: a move shows within two
/// seconds, publishing included.
pub const POLL: Duration = Duration::from_millis(700);

/// Every followed game and its followers.
pub struct Follows {
    table: Table,
    limits: Limits,
    games: Mutex<HashMap<SessionId, Watched>>,
    total: AtomicUsize,
}

struct Watched {
    stamps: watch::Sender<Option<PageStamp>>,
    followers: usize,
}

/// One follower: the game's stamps as they change. Dropping it (the
/// browser went away) gives its place back.
pub struct Follower {
    pub stamps: watch::Receiver<Option<PageStamp>>,
    follows: Arc<Follows>,
    id: SessionId,
}

impl Drop for Follower {
    fn drop(&mut self) {
        self.follows.total.fetch_sub(1, Ordering::Relaxed);
        let mut games = self.follows.games.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(watched) = games.get_mut(&self.id) {
            watched.followers -= 1;
            if watched.followers == 0 {
                games.remove(&self.id);
            }
        }
    }
}

impl Follows {
    pub fn new(table: Table, limits: Limits) -> Arc<Follows> {
        Arc::new(Follows { table, limits, games: Mutex::new(HashMap::new()), total: AtomicUsize::new(0) })
    }

    /// How many followers are connected now.
    pub fn count(&self) -> usize {
        self.total.load(Ordering::Relaxed)
    }

    /// Starts following game `id`; `None` when the game or the server
    /// has all the followers it takes.
    pub fn follow(self: &Arc<Follows>, id: SessionId) -> Option<Follower> {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        if self.total.load(Ordering::Relaxed) >= self.limits.followers {
            return None;
        }
        let watched = games.entry(id).or_insert_with(|| {
            let (stamps, _) = watch::channel(None);
            tokio::spawn(watch_game(Arc::downgrade(self), id, stamps.clone()));
            Watched { stamps, followers: 0 }
        });
        if watched.followers >= self.limits.followers_per_game {
            return None;
        }
        watched.followers += 1;
        self.total.fetch_add(1, Ordering::Relaxed);
        Some(Follower { stamps: watched.stamps.subscribe(), follows: self.clone(), id })
    }
}

/// Reads game `id`'s stamp every [`POLL`] while anyone follows it.
async fn watch_game(follows: std::sync::Weak<Follows>, id: SessionId, stamps: watch::Sender<Option<PageStamp>>) {
    let mut tick = tokio::time::interval(POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let Some(follows) = follows.upgrade() else { return };
        let followed = {
            let games = follows.games.lock().unwrap_or_else(PoisonError::into_inner);
            games.get(&id).is_some_and(|w| w.stamps.same_channel(&stamps))
        };
        if !followed {
            return;
        }
        match follows.table.page_stamp(id).await {
            Ok(stamp) => {
                stamps.send_if_modified(|old| {
                    let changed = *old != Some(stamp);
                    *old = Some(stamp);
                    changed
                });
            }
            Err(e) => tracing::debug!(session = id, error = %e, "a followed game could not be read"),
        }
    }
}
