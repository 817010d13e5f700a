//! Counting a hint asked (see [`crate::hints`]): under the session's
//! lock, so the results can say who used hints and how often.

use super::*;
use crate::hints::hints_on;
use crate::request::Seen;

impl Sessions {
    /// Counts a hint asked by `user`, who must owe a decision in a running
    /// game with hints on; the game as they see it, to think about.
    ///
    /// # Errors
    /// Hints are off, the user has no seat or owes nothing, or the store
    /// fails.
    pub(crate) fn hint(&self, id: SessionId, user: u64) -> Result<Seen, Refusal> {
        self.with(id, |l| {
            if !hints_on(&l.record.options) {
                return Err(Refusal::HintsOff);
            }
            match l.record.status {
                Status::Active => {}
                Status::Lobby => return Err(Refusal::NotStarted),
                _ => return Err(Refusal::Closed),
            }
            let game = l.game.clone().ok_or(Refusal::NotStarted)?;
            let seat = seat_of(&l.record, user).ok_or(Refusal::NotSeated)?;
            if !game.to_act().includes(seat) {
                let to_act =
                    game.to_act().seats().iter().filter_map(|s| l.record.seats.get(s.index())).cloned().collect();
                return Err(Refusal::NotYourTurn { to_act });
            }
            let mut timers = l.record.timers.clone();
            if timers.hints.len() <= seat.index() {
                timers.hints.resize(seat.index() + 1, 0);
            }
            timers.hints[seat.index()] += 1;
            self.store.set_timers(id, &timers)?;
            l.record.timers = timers;
            Ok(Seen { record: l.record.clone(), game, seat, recent: Vec::new() })
        })
    }
}
