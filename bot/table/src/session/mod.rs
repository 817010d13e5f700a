//! Channel -> session, one writer per session, apply -> persist -> report.
//!
//! [`Sessions`] is a cloneable handle over the store and the live games.
//! Every operation is synchronous and meant to run on a blocking thread
//! ([`Sessions::blocking`]): it takes the session's lock, checks the request,
//! applies it to a copy of the game, commits it to the store, and only then
//! swaps the copy in and returns what happened. The lock is a plain mutex and
//! is never held across an `.await`. House players think off the lock and
//! after the answer ([`crate::house`]); each of their moves is its own log
//! entry.
//!
//! Refusals ([`Refusal`]) say what did not happen and why; the person who
//! clicked reads them in their language (the Discord adapter),
//! the log in English. A refused request changes nothing.

mod apply;
mod catch_up;
mod hint;
mod lobby;
mod placings;
mod play;
mod progress;
mod replay;
mod scripted;
mod takeback;
mod timers;

#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::Value;
use tavola_engine::{AnyGame, AppliedEvent, GameKind, Seat, Turn};

use crate::deadlines::{Alarm, Clock, ClockSettings, Due, Millis, Span, SystemClock, TimerDefaults, Timers};
use crate::record::{LogEntry, SeatRecord, SessionId, SessionRecord, Status};
use crate::store::{Committed, Store, StoreError, Vacation};

pub use super::refusal::Refusal;
pub use placings::derive_placings;
pub use play::Played;
pub use progress::Progress;
pub use replay::{replayed, Replayed, Seek};
pub use timers::Fired;

struct Live {
    record: SessionRecord,
    game: Option<AnyGame>,
    /// The store's revision of the session when loaded (see
    /// [`Store::revision`]); `None` where this process is its only writer.
    revision: Option<i64>,
    /// When a request last reached it: an idle session leaves memory
    /// ([`Sessions::evict_idle`]).
    touched: std::time::Instant,
    /// The record holds what the store does not yet (a look's time, see
    /// [`Sessions::look`]): written before the session leaves memory.
    unsaved: bool,
    /// Nobody asked the store whether another process wrote the session
    /// since `revision` ([`Sessions::with_unasked`]): its next move is
    /// written only from that revision.
    unasked: bool,
}

tokio::task_local! {
    /// The trips to the blocking pool the current task made (see
    /// [`counting_trips`]).
    static TRIPS: std::cell::Cell<u32>;
}

/// Runs `work`, counting its trips to the blocking pool: an interaction's
/// handler runs so, and its answer says how many it took (one for a click,
/// two on a cache miss of a language).
pub async fn counting_trips<T>(work: impl std::future::Future<Output = T>) -> T {
    TRIPS.scope(std::cell::Cell::new(0), work).await
}

/// The trips so far of the task (`None` outside [`counting_trips`]).
pub fn trips_so_far() -> Option<u32> {
    TRIPS.try_with(std::cell::Cell::get).ok()
}

/// The sessions: a cloneable handle.
#[derive(Clone)]
pub struct Sessions {
    store: Arc<dyn Store>,
    live: Arc<Mutex<HashMap<SessionId, Arc<Mutex<Live>>>>>,
    /// The session last found open in each channel, while it is held
    /// (see [`Sessions::in_channel`]).
    channels: Arc<Mutex<HashMap<u64, SessionId>>>,
    clock: Arc<dyn Clock>,
    defaults: Arc<TimerDefaults>,
    /// How long a claim on a session's timers lasts (see `ticking_every`).
    timer_claim: Millis,
    /// How long a session nobody touched stays in memory (see
    /// [`Sessions::evict_idle`]): real time, whatever the game clock says.
    idle: std::time::Duration,
}

/// How long an untouched session stays in memory unless set otherwise:
/// a player who comes back within it finds their game still loaded, and
/// a bot with thousands of games holds only the ones played lately.
pub const IDLE: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// The game's state as stored; the engine serializes it, RNG included.
fn snapshot(game: &AnyGame) -> String {
    serde_json::to_string(game).expect("games serialize")
}

/// The game a stored record holds, read back from its snapshot.
fn stored_game(record: &SessionRecord) -> Result<Option<AnyGame>, StoreError> {
    record.snapshot.as_deref().map(serde_json::from_str::<AnyGame>).transpose().map_err(StoreError::from)
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

/// A move that lost the race to another process's is refused as stale.
fn lost_race_is_stale<T>(done: Result<T, Refusal>) -> Result<T, Refusal> {
    match done {
        Err(Refusal::Storage(StoreError::VersionConflict { .. })) => Err(Refusal::Stale),
        other => other,
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Notes that `user` looked at their panel or hand `now`. Kept in memory
/// and stored with the next write: it only quiets a channel mention.
fn note_seen(l: &mut Live, user: u64, now: Millis) {
    if let Some(seat) = seat_of(&l.record, user) {
        if let Some(t) = l.record.timers.seats.get_mut(seat.index()) {
            t.last_seen = Some(now);
            l.unsaved = true;
        }
    }
}

/// The seat a user holds, once the game has started.
pub fn seat_of(record: &SessionRecord, user: u64) -> Option<Seat> {
    record.seats.iter().position(|s| s.user == Some(user)).map(|i| Seat(i as u8))
}

impl Sessions {
    pub fn new(store: Arc<dyn Store>) -> Sessions {
        Sessions::configured(store, Arc::new(SystemClock), TimerDefaults::default())
    }

    /// Sessions over a SQLite file, created on first use (the tests' and
    /// the tools' sessions; the bot opens its [`crate::Table`]).
    ///
    /// # Errors
    /// The file cannot be opened or migrated.
    pub fn open_sqlite(path: &std::path::Path) -> Result<Sessions, StoreError> {
        Ok(Sessions::new(Arc::new(crate::store::SqliteStore::open(path)?)))
    }

    /// Sessions reading time from `clock`, with these timer defaults.
    pub fn configured(store: Arc<dyn Store>, clock: Arc<dyn Clock>, defaults: TimerDefaults) -> Sessions {
        let timer_claim = 2 * 60 * 1000;
        Sessions {
            store,
            live: Arc::default(),
            channels: Arc::default(),
            clock,
            defaults: Arc::new(defaults),
            timer_claim,
            idle: IDLE,
        }
    }

    /// The time as the sessions see it.
    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    /// Tells the clock the timer task finished a tick (see [`Clock::ticked`]).
    pub fn ticked(&self) {
        self.clock.ticked();
    }

    pub fn defaults(&self) -> &TimerDefaults {
        &self.defaults
    }

    /// Runs `f` on a blocking thread, off the async workers.
    ///
    /// # Panics
    /// If `f` panics.
    pub(crate) async fn blocking<T: Send + 'static>(&self, f: impl FnOnce(&Sessions) -> T + Send + 'static) -> T {
        let _ = TRIPS.try_with(|trips| trips.set(trips.get() + 1));
        let this = self.clone();
        let asked = std::time::Instant::now();
        let work = move || {
            metrics::histogram!(crate::measure::BLOCKING_WAIT).record(crate::measure::seconds_since(asked));
            f(&this)
        };
        match tokio::task::spawn_blocking(work).await {
            Ok(v) => v,
            Err(e) => std::panic::resume_unwind(e.into_panic()),
        }
    }

    pub(crate) fn store(&self) -> &dyn Store {
        &*self.store
    }

    /// The session as held in memory, if it is and no other process wrote
    /// it since. (The session's lock is never taken under the map's.)
    fn held(&self, id: SessionId) -> Result<Option<Arc<Mutex<Live>>>, Refusal> {
        let Some(live) = lock(&self.live).get(&id).cloned() else { return Ok(None) };
        Ok(self.is_current(id, &live)?.then_some(live))
    }

    fn is_current(&self, id: SessionId, live: &Mutex<Live>) -> Result<bool, Refusal> {
        let cached = lock(live).revision;
        Ok(cached.is_none() || self.store.revision(id)? == cached)
    }

    fn live(&self, id: SessionId) -> Result<Arc<Mutex<Live>>, Refusal> {
        let seen = lock(&self.live).get(&id).cloned();
        if let Some(live) = &seen {
            if self.is_current(id, live)? {
                return Ok(live.clone());
            }
            crate::measure::reread("access");
        }
        let mut map = lock(&self.live);
        // Another request read it in meanwhile: one copy a session, as its
        // lock is the session's (two copies would let two requests write
        // it at once, the second from a record the first made stale).
        if let Some(loaded) = map.get(&id).filter(|&l| !seen.as_ref().is_some_and(|s| Arc::ptr_eq(s, l))) {
            return Ok(loaded.clone());
        }
        // Read before the record: a write in between only costs a reload.
        let revision = self.store.revision(id)?;
        let record = self.store.load(id)?.ok_or(Refusal::NoSession)?;
        let game = stored_game(&record)?;
        let touched = std::time::Instant::now();
        let l = Arc::new(Mutex::new(Live { record, game, revision, touched, unsaved: false, unasked: false }));
        map.insert(id, l.clone());
        crate::measure::live_sessions(map.len());
        Ok(l)
    }

    /// The store's revision the cached session is taken to stand at.
    #[cfg(test)]
    pub(crate) fn cached_revision(&self, id: SessionId) -> Option<i64> {
        let live = lock(&self.live).get(&id).cloned()?;
        let revision = lock(&live).revision;
        revision
    }

    /// How many sessions this process holds in memory.
    pub fn live_count(&self) -> usize {
        lock(&self.live).len()
    }

    /// Sessions that keep idle ones in memory for `idle` after their last
    /// request (zero: only while a request holds them).
    #[must_use]
    pub fn evicting_after(mut self, idle: std::time::Duration) -> Sessions {
        self.idle = idle;
        self
    }

    /// Lets go of the sessions no request reached for the idle time: the
    /// store holds all they are, so the next request, timer or catch-up
    /// reads them back as they were. One in use (a request holds it) stays;
    /// one holding what the store does not yet (a look's time) writes it
    /// first, and stays if that fails. Returns how many left.
    ///
    /// The store is written outside the map's lock, which every request
    /// takes to find its session: a slow database delays the eviction, not
    /// the answers. A session touched while its look was being written
    /// stays, to be tried again at the next tick.
    pub fn evict_idle(&self) -> usize {
        let owed = self.idle_owing_writes();
        let written: Vec<(SessionId, std::time::Instant)> = owed
            .into_iter()
            .filter(|(id, _, revision, timers)| {
                // Another process wrote meanwhile: its record is newer, and
                // a look's time is not worth overwriting it.
                let current = revision.is_none() || self.store.revision(*id).ok() == Some(*revision);
                !current || self.store.set_timers(*id, timers).is_ok()
            })
            .map(|(id, touched, _, _)| (id, touched))
            .collect();
        let mut map = lock(&self.live);
        let before = map.len();
        map.retain(|&id, live| {
            // The map's lock is held: nobody can take a new handle, so a
            // handle held elsewhere means a request is under way.
            if Arc::strong_count(live) > 1 {
                return true;
            }
            let Ok(mut l) = live.try_lock() else { return true };
            if l.touched.elapsed() < self.idle {
                return true;
            }
            if l.unsaved {
                // Written above, and untouched since: what the store holds.
                if !written.contains(&(id, l.touched)) {
                    return true;
                }
                l.unsaved = false;
            }
            false
        });
        let left = before - map.len();
        crate::measure::live_sessions(map.len());
        lock(&self.channels).retain(|_, id| map.contains_key(id));
        left
    }

    /// The idle sessions holding a look's time the store does not have
    /// yet: `(session, touched, revision, timers)`, read under the map's
    /// lock, written after it.
    #[allow(clippy::type_complexity)]
    fn idle_owing_writes(&self) -> Vec<(SessionId, std::time::Instant, Option<i64>, Timers)> {
        let map = lock(&self.live);
        map.iter()
            .filter(|(_, live)| Arc::strong_count(live) == 1)
            .filter_map(|(&id, live)| {
                let l = live.try_lock().ok()?;
                (l.unsaved && l.touched.elapsed() >= self.idle)
                    .then(|| (id, l.touched, l.revision, l.record.timers.clone()))
            })
            .collect()
    }

    /// Runs `f` under the session's lock. A move that lost the race to
    /// another process is refused as stale, and the session is read afresh
    /// next time.
    fn with<T>(&self, id: SessionId, f: impl FnOnce(&mut Live) -> Result<T, Refusal>) -> Result<T, Refusal> {
        let live = self.live(id)?;
        let mut guard = lock(&live);
        guard.touched = std::time::Instant::now();
        let done = f(&mut guard);
        if let Some(cached) = guard.revision {
            guard.revision = Some(self.after_own_writes(id, cached, done.is_ok()));
        }
        lost_race_is_stale(done)
    }

    /// As [`Sessions::with`], for a move: a session held in memory is not
    /// asked about first, as its move is written only from the revision
    /// it was read at ([`crate::store::Committed::read_at`]). Whatever
    /// else `f` gives (a refusal, a confirmation to show, a move another
    /// process's write refused) is told only once the store confirms that
    /// nobody wrote the session since; else `f` runs again on the session
    /// read afresh. So the answer is `with`'s, with a round trip to the
    /// store fewer when the move is written.
    fn with_unasked<T>(&self, id: SessionId, mut f: impl FnMut(&mut Live) -> Result<T, Refusal>) -> Result<T, Refusal> {
        let Some(live) = lock(&self.live).get(&id).cloned() else { return self.with(id, f) };
        let mut guard = lock(&live);
        let Some(read_at) = guard.revision.filter(|r| *r >= 0) else {
            drop(guard);
            return self.with(id, f);
        };
        guard.touched = std::time::Instant::now();
        guard.unasked = true;
        let done = f(&mut guard);
        // The first write clears the mark: it was written from `read_at`.
        let written = !std::mem::replace(&mut guard.unasked, false);
        let current = written
            || (!matches!(done, Err(Refusal::Storage(StoreError::Moved))) && self.store.revision(id)? == Some(read_at));
        if current {
            guard.revision = Some(self.after_own_writes(id, read_at, done.is_ok()));
            return lost_race_is_stale(done);
        }
        // Another process wrote it: out of memory, so that it is read
        // afresh without being asked about again, and run again.
        crate::measure::reread("move");
        guard.revision = Some(-1);
        drop(guard);
        let mut map = lock(&self.live);
        if map.get(&id).is_some_and(|held| Arc::ptr_eq(held, &live)) {
            map.remove(&id);
        }
        drop(map);
        self.with(id, f)
    }

    /// The revision a cached session stands at once `f` ran under its lock
    /// ([`Sessions::with`]), from `cached` before: its own writes taken in
    /// (the cache holds what it wrote, as where this process is the only
    /// writer); -1, read afresh next time, when another process wrote
    /// between them or `f` failed after writing. Whether another process
    /// wrote since is asked at the next access.
    fn after_own_writes(&self, id: SessionId, cached: i64, done: bool) -> i64 {
        match self.store.own_revisions(id) {
            Some((from, to)) if to > cached => {
                if done && from <= cached {
                    to
                } else {
                    -1
                }
            }
            _ => cached,
        }
    }

    /// The open session of a channel.
    ///
    /// # Errors
    /// [`Refusal::NoSession`], or the store fails.
    pub fn in_channel(&self, channel: u64) -> Result<SessionId, Refusal> {
        // A channel holds one open session at a time: while the one found
        // there last is held and open, it is the channel's, and the store
        // need not be searched (nor a whole record read) on every click.
        let known = lock(&self.channels).get(&channel).copied();
        if let Some(id) = known {
            if let Some(live) = self.held(id)? {
                if lock(&live).record.status.is_open() {
                    return Ok(id);
                }
            }
        }
        let id = self.store.open_in_channel(channel)?.ok_or(Refusal::NoSession)?.id;
        lock(&self.channels).insert(channel, id);
        Ok(id)
    }

    /// The session and its game as they stand.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub fn get(&self, id: SessionId) -> Result<(SessionRecord, Option<AnyGame>), Refusal> {
        self.with(id, |l| Ok((l.record.clone(), l.game.clone())))
    }

    /// How a session stands: its status, version and number of seats,
    /// without copying its game.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub fn standing(&self, id: SessionId) -> Result<(Status, u64, usize), Refusal> {
        let (record, _) = self.peek(id, false)?;
        Ok((record.status, record.version, record.seats.len()))
    }

    /// The session and (with `game`) its game, as [`Sessions::get`] gives
    /// them, for a reader that does not play: one held in memory is read
    /// there; another is read from the store and not kept, so a web
    /// crawler going through every stored game leaves the memory as it was.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub fn peek(&self, id: SessionId, game: bool) -> Result<(SessionRecord, Option<AnyGame>), Refusal> {
        if let Some(live) = self.held(id)? {
            let live = lock(&live);
            return Ok((live.record.clone(), if game { live.game.clone() } else { None }));
        }
        let record = self.store.load(id)?.ok_or(Refusal::NoSession)?;
        let game = if game { stored_game(&record)? } else { None };
        Ok((record, game))
    }

    /// A started game and `user`'s seat in it; with `version`, only while
    /// the game is still at that version (a panel's choices are for it).
    ///
    /// # Errors
    /// No such session, a lobby, a user without a seat, or a stale version.
    pub fn seated(
        &self,
        id: SessionId,
        user: u64,
        version: Option<u64>,
    ) -> Result<(SessionRecord, AnyGame, Seat), Refusal> {
        let (record, game) = self.get(id)?;
        let game = game.ok_or(Refusal::NotStarted)?;
        let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
        if version.is_some_and(|v| v != record.version) {
            return Err(Refusal::Stale);
        }
        Ok((record, game, seat))
    }

    /// The log after `seat`'s latest move (empty if it has not moved yet):
    /// what the others did since, for the top of its next panel.
    ///
    /// # Errors
    /// The store fails.
    pub fn since_last_move(&self, id: SessionId, seat: Seat) -> Result<Vec<LogEntry>, Refusal> {
        Ok(self.store.since_last_move(id, seat.0)?)
    }

    /// Changes a copy of the session's record and writes it with `write`,
    /// under its lock; the cached record becomes the copy only if the
    /// write succeeded.
    pub(crate) fn with_record<T>(
        &self,
        id: SessionId,
        write: impl FnOnce(&mut SessionRecord) -> Result<T, StoreError>,
    ) -> Result<T, Refusal> {
        self.with(id, |l| {
            let mut record = l.record.clone();
            let written = write(&mut record)?;
            l.record = record;
            Ok(written)
        })
    }

    /// Records the bot's message ids (lobby, board, DM panels).
    ///
    /// # Errors
    /// The store fails.
    pub fn set_messages(&self, id: SessionId, f: impl FnOnce(&mut SessionRecord)) -> Result<SessionRecord, Refusal> {
        self.with_record(id, |record| {
            f(record);
            self.store.save(record)?;
            Ok(record.clone())
        })
    }

    /// Records whether `user`'s DMs can be delivered; the session after.
    ///
    /// # Errors
    /// The store fails.
    pub(crate) fn set_dm_open(&self, id: SessionId, user: u64, open: bool) -> Result<SessionRecord, Refusal> {
        self.set_messages(id, |r| r.seats.iter_mut().filter(|s| s.user == Some(user)).for_each(|s| s.dm_open = open))
    }
}
