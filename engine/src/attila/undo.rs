//! Which Attila moves a player may take back ([`crate::Game::reversible`]).
//!
//! Playing a card, placing its token, gaining influence or using a tile
//! are quiet while the seat still acts. Drawing (the deck pops, maybe a
//! reshuffle), committing cards face down (a private event), the conflict's
//! reveal and the end of the turn are checkpoints.

use super::{Action, Attila};
use crate::undo::{fingerprint, quiet_step};
use crate::Seat;

pub(super) fn reversible(game: &Attila, seat: Seat, action: &Action) -> bool {
    quiet_step(game, seat, action, |g| fingerprint(&(&g.rng, &g.deck, &g.committed)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::undo::check_takebacks;

    #[test]
    fn undoing_any_quiet_move_restores_the_state_and_no_checkpoint_is_offered() {
        for players in [2, 3, 5] {
            let counts = check_takebacks::<Attila>(players, &Default::default(), 20);
            assert!(counts.reversible > 0, "{players} players: no move was ever undoable: {counts:?}");
        }
    }
}
