//! Play: a seat's moves, the house's, a forced move, and `advance`, which
//! commits each move before the next.

use super::*;

impl Sessions {
    /// Several moves of one seat as one request (a secret set picked in one
    /// multi-select): each legal after the ones before it, or nothing happens.
    ///
    /// # Errors
    /// Stale version, not seated, not their turn, or not a legal choice.
    pub(in crate::table) fn act_many(
        &self,
        id: SessionId,
        version: Option<u64>,
        user: u64,
        actions: &[String],
    ) -> Result<Progress, Refusal> {
        self.with(id, |l| {
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
            // Each move must be legal after the ones before it, while the
            // seat still owes the decision; otherwise nothing happens.
            let mut after = game.clone();
            let mut moves = Vec::new();
            for action in actions {
                let legal = if after.to_act().includes(seat) { after.legal(seat) } else { Vec::new() };
                let chosen = legal.into_iter().find(|a| a.id == *action).ok_or(Refusal::Forged)?;
                after.apply(seat, &chosen.action).map_err(|_| Refusal::Forged)?;
                moves.push((seat, chosen.action));
            }
            if moves.is_empty() {
                return Err(Refusal::Forged);
            }
            self.advance(l, game, moves, Some(user))
        })
    }

    /// Makes the house player decide for every seat that owes a decision
    /// (admin: a stalled seat), at the session's level within
    /// [`crate::table::house::COVER_CAP_MS`] a step.
    ///
    /// # Errors
    /// Not started, or over.
    pub(in crate::table) fn force(&self, id: SessionId) -> Result<Progress, Refusal> {
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

    /// Applies one move the house chose for `seat` (see [`crate::table::house`]),
    /// only while the game is still at `version` and the move is legal.
    pub(in crate::table) fn apply_house(
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
            game.clone().apply(seat, &action).map_err(|_| Refusal::Forged)?;
            self.advance(l, game, vec![(seat, action)], None)
        })
    }

    /// Applies `moves`, each committed before the next. House players do
    /// not move here: they think off the lock, after the answer
    /// ([`crate::discord::house`]). On a store error the moves committed so
    /// far stay and the rest is dropped.
    pub(super) fn advance(
        &self,
        l: &mut Live,
        mut game: AnyGame,
        moves: Vec<(Seat, Value)>,
        by: Option<u64>,
    ) -> Result<Progress, Refusal> {
        let shown = l.game.clone();
        let mut events = Vec::new();
        for (seat, action) in moves {
            let mut next = game.clone();
            let Ok(applied) = next.apply(seat, &action) else { break };
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
            let committed = Committed { snapshot: &snap, status, timers: &timers_json };
            if let Err(e) = self.store.append(l.record.id, &entry, &committed) {
                if events.is_empty() {
                    return Err(e.into());
                }
                tracing::error!(session = l.record.id, error = %e, "could not store a move after the first");
                break;
            }
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
