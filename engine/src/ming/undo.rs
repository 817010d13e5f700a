//! Which Ming moves a player may take back ([`crate::Game::reversible`]).
//!
//! A movement step, a stop, a stay or a card taken face up is quiet while
//! the seat moves on: the deck, the RNG and the sealed return cards are
//! untouched. A draw to refill the face-up row, a reshuffle, a return card
//! chosen (sealed) and anything that hands the turn on are checkpoints.

use super::{Action, Ming};
use crate::undo::{fingerprint, quiet_step};
use crate::Seat;

pub(super) fn reversible(game: &Ming, seat: Seat, action: &Action) -> bool {
    quiet_step(game, seat, action, |g| fingerprint(&(&g.rng, &g.deck, &g.returns)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::undo::check_takebacks;

    #[test]
    fn undoing_any_quiet_move_restores_the_state_and_no_checkpoint_is_offered() {
        for players in [2, 3, 4] {
            let counts = check_takebacks::<Ming>(players, &Default::default(), 20);
            assert!(counts.reversible > 0, "{players} players: no move was ever undoable: {counts:?}");
        }
    }
}
