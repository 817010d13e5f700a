//! The house players' task: after every published change, the house seats
//! that owe a decision think and move, one session at a time, off the
//! interaction that caused it.
//!
//! One task per session at most: a change published while it runs only
//! asks it to look again. Searches hold a permit of a process-wide
//! semaphore (one per core), so many sessions' house players cannot starve
//! the answers. A choice is applied only if the game is still where it was
//! thought ([`tavola_table::house`]); otherwise the house thinks again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use tavola_table::request::Actor;

use serenity::all::Http;
use tokio::sync::Semaphore;

use crate::context::Data;
use tavola_table::hints::{self, Hint};
use tavola_table::house::{think, Effort};
use tavola_table::record::SessionId;
use tavola_table::request::Seen;
use tavola_table::session::Refusal;

/// Runs the house players of every session.
pub struct HouseRunner {
    http: OnceLock<Arc<Http>>,
    thinking: Semaphore,
    /// Sessions with a running task, and whether a change came since it
    /// last looked.
    running: Mutex<HashMap<SessionId, bool>>,
}

impl Default for HouseRunner {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        HouseRunner { http: OnceLock::new(), thinking: Semaphore::new(cores), running: Mutex::default() }
    }
}

impl HouseRunner {
    /// Gives the runner the client it publishes with; until then (tests of
    /// the layers below) house players wait.
    pub fn attach(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    /// Lets the house players of `id` move, in a task of their own, if one
    /// of them owes a decision.
    pub fn wake(&self, data: &Data, id: SessionId) {
        let Some(http) = self.http.get().cloned() else { return };
        {
            let mut running = self.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(again) = running.get_mut(&id) {
                *again = true;
                return;
            }
            running.insert(id, false);
        }
        let data = data.clone();
        tokio::spawn(async move { data.house.run(&http, &data, id).await });
    }

    /// After a restart: every running session with a house seat looks
    /// again, so a crash between a human's move and the house's reply
    /// never stalls a game.
    pub async fn wake_all(&self, data: &Data) {
        let ids = data.table.active_with_house().await;
        match ids {
            Ok(ids) => ids.into_iter().for_each(|id| self.wake(data, id)),
            Err(e) => tracing::error!(error = %e, "could not look for house players owing a move"),
        }
    }

    /// A player's hint ([`tavola_table::hints::think`]), thought like a
    /// house player's move: under a permit, on a blocking thread, so hints
    /// cannot starve the answers either. `None` if the seat owes nothing.
    pub async fn hint(&self, seen: Seen, budget: Option<u32>) -> Option<Hint> {
        let _permit = self.thinking.acquire().await.ok()?;
        tokio::task::spawn_blocking(move || hints::think(&seen, budget)).await.ok().flatten()
    }

    /// One of the house players' thinking permits, for a finished game's
    /// analysis to think one decision under (`discord::analysis`): in the
    /// semaphore's queue with the house moves and hints, so a house move
    /// waits at most one analysis decision. `None` once closed.
    pub async fn permit(&self) -> Option<tokio::sync::SemaphorePermit<'_>> {
        self.thinking.acquire().await.ok()
    }

    async fn run(&self, http: &Http, data: &Data, id: SessionId) {
        loop {
            while self.step(http, data, id).await {}
            let mut running = self.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            match running.get_mut(&id) {
                Some(again) if *again => *again = false,
                _ => {
                    running.remove(&id);
                    return;
                }
            }
        }
    }

    /// One house decision: read, thought under a permit on a blocking
    /// thread, applied and published. `false` once no house seat owes one
    /// (or the session cannot be read).
    async fn step(&self, http: &Http, data: &Data, id: SessionId) -> bool {
        let turn = match data.table.house_turn(id).await {
            Ok(Some(turn)) => turn,
            Ok(None) => return false,
            Err(e) => {
                tracing::warn!(session = id, error = %e, "house players cannot read their game");
                return false;
            }
        };
        let Ok(_permit) = self.thinking.acquire().await else { return false };
        let effort = Effort::of(turn.level, data.table.defaults().house_budget);
        let thought = {
            let turn = turn.clone();
            tokio::task::spawn_blocking(move || think(&turn, effort)).await
        };
        drop(_permit);
        let Ok(Some(action)) = thought else {
            tracing::error!(session = id, seat = turn.seat.0, "a house player found no move");
            return false;
        };
        match data.table.apply(id, Actor::house(), turn.request(action)).await {
            Ok(applied) => {
                if let Some(progress) = applied.progress() {
                    crate::publisher::publish(http, data, progress, None).await;
                }
                true
            }
            // The game moved while the house thought: think again.
            Err(Refusal::Stale) => true,
            Err(e) => {
                tracing::error!(session = id, error = %e, "a house move was not applied");
                false
            }
        }
    }
}
