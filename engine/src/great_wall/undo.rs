//! Which Great Wall moves a player may take back
//! ([`crate::Game::reversible`]).
//!
//! The two actions of a turn and the free horseman between them are quiet
//! while the seat still acts: placing cards, marking a card, choosing a
//! section. Drawing a card (a deck pops), revealing a new pair of fame
//! tokens (the pool pops) and ending the turn are checkpoints.

use super::{Action, GreatWall};
use crate::undo::{fingerprint, quiet_step};
use crate::Seat;

pub(super) fn reversible(game: &GreatWall, seat: Seat, action: &Action) -> bool {
    quiet_step(game, seat, action, |g| fingerprint(&(&g.rng, &g.decks, &g.pool)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::undo::check_takebacks;

    #[test]
    fn undoing_any_quiet_move_restores_the_state_and_no_checkpoint_is_offered() {
        for players in [2, 3, 5] {
            let counts = check_takebacks::<GreatWall>(players, &Default::default(), 20);
            assert!(counts.reversible > 0, "{players} players: no move was ever undoable: {counts:?}");
        }
    }
}
