//! Play: a seat's moves, the house's, a forced move, and `commit`, which
//! commits each move before the next. Every move is applied to the game
//! once: the state it leaves is the one committed.

use tavola_engine::{AppliedEvent, LegalAction};

use super::*;
use crate::request::{completes_secret, counts_of, ids_of, Change, Moves, Pending};

/// What a Play did: restated for a Confirm, or applied.
#[derive(Clone, Debug)]
pub enum Played {
    /// The moves would complete a secret submission: nothing was taken;
    /// the player is asked to confirm them.
    ToConfirm(Pending),
    /// The moves were taken.
    Changed(Change),
}

/// One move applied to a copy of the game: the state it leaves and its
/// events, to commit.
struct Step {
    seat: Seat,
    action: Value,
    next: AnyGame,
    applied: Vec<AppliedEvent>,
}

impl Step {
    /// Applies `action` for `seat` to `game` (which becomes the state after).
    fn take(game: &mut AnyGame, seat: Seat, action: Value) -> Result<Step, Refusal> {
        let applied = game.apply(seat, &action).map_err(|_| Refusal::Forged)?;
        Ok(Step { seat, action, next: game.clone(), applied })
    }
}

/// A seat's moves, checked against the decision it owes.
struct Chosen {
    game: AnyGame,
    seat: Seat,
    ids: Vec<String>,
    /// The seat's legal actions now, for the first move.
    legal: Vec<LegalAction>,
    /// The moves as the decision offers them; `None` where one is only
    /// offered by a later step (worded then as the default).
    offered: Option<Vec<LegalAction>>,
}

impl Chosen {
    /// The moves restated for a Confirm, when they complete the seat's
    /// secret submission.
    fn pending(&self, record: &SessionRecord) -> Option<Pending> {
        let refs: Vec<&str> = self.ids.iter().map(String::as_str).collect();
        let moves = self.offered.clone()?;
        completes_secret(&self.game, self.seat, &refs).then(|| Pending {
            record: record.clone(),
            game: self.game.clone(),
            seat: self.seat,
            moves,
        })
    }
}

/// Checks `user`'s moves against the session as it stands: running, at
/// `version` if given, the user seated and owing a decision, the moves
/// given as the decision offers them.
fn choose(l: &Live, user: u64, version: Option<u64>, moves: Moves) -> Result<Chosen, Refusal> {
    match l.record.status {
        Status::Active => {}
        Status::Lobby => return Err(Refusal::NotStarted),
        _ => return Err(Refusal::Closed),
    }
    if version.is_some_and(|v| v != l.record.version) {
        return Err(Refusal::Stale);
    }
    let seat = seat_of(&l.record, user).ok_or(Refusal::NotSeated)?;
    let game = l.game.clone().expect("an active session has a game");
    let turn = game.to_act();
    if !turn.includes(seat) {
        let to_act = turn.seats().iter().filter_map(|s| l.record.seats.get(s.index())).cloned().collect();
        return Err(Refusal::NotYourTurn { to_act });
    }
    let legal = game.legal(seat);
    let ids = match moves {
        Moves::Ids(ids) => ids,
        Moves::Counts(counts) => ids_of(&legal, &counts).ok_or(Refusal::Forged)?,
        Moves::Picked(picked) => {
            counts_of(&legal, &picked).and_then(|counts| ids_of(&legal, &counts)).ok_or(Refusal::Forged)?
        }
    };
    let offered = ids.iter().map(|id| legal.iter().find(|a| a.id == *id).cloned()).collect();
    Ok(Chosen { game, seat, ids, legal, offered })
}

/// The chosen moves by id, each legal after the ones before it while the
/// seat still owes the decision, applied in turn to a copy of the game.
/// The first is checked against the legal actions already listed.
fn seat_steps(chosen: &Chosen) -> Result<Vec<Step>, Refusal> {
    let (game, seat) = (&chosen.game, chosen.seat);
    let mut after = game.clone();
    let mut steps = Vec::new();
    for (i, id) in chosen.ids.iter().enumerate() {
        let legal = match i {
            0 => chosen.legal.clone(),
            _ if after.to_act().includes(seat) => after.legal(seat),
            _ => Vec::new(),
        };
        let chosen = legal.into_iter().find(|a| a.id == *id).ok_or(Refusal::Forged)?;
        steps.push(Step::take(&mut after, seat, chosen.action)?);
    }
    if steps.is_empty() {
        return Err(Refusal::Forged);
    }
    Ok(steps)
}

impl Sessions {
    /// A seat's moves, in one step under the session's lock: checked
    /// against the decision the seat owes, restated for a Confirm when
    /// asked and they complete a secret submission, else applied once each
    /// and committed, and what the answer needs computed with them.
    ///
    /// # Errors
    /// Stale version, not seated, not their turn, or not a legal choice;
    /// nothing changed then.
    pub(crate) fn play(
        &self,
        id: SessionId,
        user: u64,
        version: Option<u64>,
        moves: Moves,
        confirm: bool,
    ) -> Result<Played, Refusal> {
        self.with_unasked(id, |l| {
            let chosen = choose(l, user, version, moves.clone())?;
            if let (true, Some(pending)) = (confirm, chosen.pending(&l.record)) {
                return Ok(Played::ToConfirm(pending));
            }
            Ok(Played::Changed(self.take(l, user, chosen)?))
        })
    }

    /// A seat's moves taken now, never restated (a typed move): as
    /// [`Sessions::play`] without a Confirm.
    ///
    /// # Errors
    /// As [`Sessions::play`].
    pub(crate) fn play_now(&self, id: SessionId, user: u64, moves: Moves) -> Result<Change, Refusal> {
        self.with(id, |l| {
            let chosen = choose(l, user, None, moves)?;
            self.take(l, user, chosen)
        })
    }

    /// Applies and commits `chosen`; the answer's change.
    fn take(&self, l: &mut Live, user: u64, chosen: Chosen) -> Result<Change, Refusal> {
        let steps = seat_steps(&chosen)?;
        // Whether the last step may be taken back, asked of the state before
        // it, at hand here, where the log would have to be read and replayed.
        let reversible = match steps.as_slice() {
            [.., before, last] => before.next.reversible(chosen.seat, &last.action),
            [last] => chosen.game.reversible(chosen.seat, &last.action),
            [] => return Err(Refusal::Forged),
        };
        let (from, count) = (l.record.version, steps.len() as u64);
        let progress = self.commit(l, chosen.game, steps, Some(user))?;
        let played = chosen.offered.unwrap_or_default().into_iter().map(|a| a.msg).collect();
        let can_take_back = if l.record.version == from + count {
            l.record.status == Status::Active && reversible
        } else {
            // Not every step was stored: the log says which move is last.
            self.take_back_target(l, user).is_ok()
        };
        Ok(Change { progress, played, can_take_back })
    }

    /// Makes the house player decide for every seat that owes a decision
    /// (admin: a stalled seat), at the session's level within
    /// [`crate::house::COVER_CAP_MS`] a step.
    ///
    /// # Errors
    /// Not started, or over.
    pub(crate) fn force(&self, id: SessionId) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            if l.record.status != Status::Active {
                return Err(if l.record.status == Status::Lobby { Refusal::NotStarted } else { Refusal::Closed });
            }
            let game = l.game.clone().expect("an active session has a game");
            let mut total = Progress::quiet(l.record.clone(), Some(game.clone()));
            for seat in game.to_act().seats() {
                if let Some(p) = self.move_for(l, seat)? {
                    total = total.then(p);
                }
            }
            Ok(total)
        })
    }

    /// Applies one move the house chose for `seat` (see [`crate::house`]),
    /// only while the game is still at `version` and the move is legal.
    pub(crate) fn apply_house(
        &self,
        id: SessionId,
        version: u64,
        seat: Seat,
        action: Value,
    ) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            let game = l.game.clone().filter(|_| l.record.status == Status::Active).ok_or(Refusal::Closed)?;
            if l.record.version != version || !game.to_act().includes(seat) {
                return Err(Refusal::Stale);
            }
            self.advance(l, game, vec![(seat, action)], None)
        })
    }

    /// Applies `moves` (each legal after the ones before it, or nothing
    /// happens) and commits them (see [`Sessions::commit`]).
    ///
    /// # Errors
    /// A move is not legal, or the first commit fails.
    pub(super) fn advance(
        &self,
        l: &mut Live,
        game: AnyGame,
        moves: Vec<(Seat, Value)>,
        by: Option<u64>,
    ) -> Result<Progress, Refusal> {
        let mut after = game.clone();
        let mut steps = Vec::new();
        for (seat, action) in moves {
            steps.push(Step::take(&mut after, seat, action)?);
        }
        self.commit(l, game, steps, by)
    }

    /// Commits `steps`, already applied to `game` in order, each before
    /// the next. House players do not move here: they think off the lock,
    /// after the answer (the Discord adapter). On a store error the moves
    /// committed so far stay and the rest is dropped.
    fn commit(&self, l: &mut Live, mut game: AnyGame, steps: Vec<Step>, by: Option<u64>) -> Result<Progress, Refusal> {
        let shown = l.game.clone();
        let mut events = Vec::new();
        for Step { seat, action, next, applied } in steps {
            let status = if next.outcome().is_some() { Status::Over } else { Status::Active };
            let entry = LogEntry {
                version: l.record.version + 1,
                seat: seat.0,
                action,
                by,
                events: serde_json::to_value(&applied).expect("events serialize"),
                at: now(),
            };
            let snap = snapshot(&next);
            let mut timers = l.record.timers.clone();
            self.sync_timers(&l.record, &mut timers, &next, by.map(|_| seat));
            if let Some(t) = timers.seats.get_mut(seat.index()).filter(|_| by.is_some()) {
                t.last_acted = Some(self.now());
            }
            let timers_json = serde_json::to_string(&timers).expect("timers serialize");
            // A session nobody asked about is written only from where it
            // was read; the moves after its first are this process's own.
            let read_at = if l.unasked { l.revision } else { None };
            let committed = Committed { snapshot: &snap, status, timers: &timers_json, read_at };
            let started = std::time::Instant::now();
            let stored = self.store.append(l.record.id, &entry, &committed);
            metrics::histogram!(crate::measure::STORE_COMMIT).record(crate::measure::seconds_since(started));
            if let Err(e) = stored {
                if events.is_empty() {
                    return Err(e.into());
                }
                tracing::error!(session = l.record.id, error = %e, "could not store a move after the first");
                break;
            }
            l.unasked = false;
            metrics::counter!(crate::measure::MOVES, "game" => l.record.game.clone()).increment(1);
            l.record.timers = timers;
            l.record.version = entry.version;
            l.record.status = status;
            l.record.snapshot = Some(snap);
            l.game = Some(next.clone());
            game = next;
            events.extend(applied);
            if matches!(game.to_act(), Turn::Over) {
                self.keep_placings(&l.record, &game, entry.at);
                self.queue_finished(&l.record);
                break;
            }
        }
        if events.is_empty() {
            // Nothing was applied (a start, a seat handed over): the clocks
            // still follow who owes a decision now.
            let mut timers = l.record.timers.clone();
            if self.sync_timers(&l.record, &mut timers, &game, None) {
                self.store.set_timers(l.record.id, &timers)?;
                l.record.timers = timers;
            }
        }
        Ok(Progress::between(l.record.clone(), shown.as_ref(), game, events))
    }
}
