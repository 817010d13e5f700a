//! Which Year of the Dragon moves a player may take back
//! ([`crate::Game::reversible`]).
//!
//! Within a seat's own turn (an action then its person card, a palace to
//! house a person in, a floor to build) a step is quiet: the months' action
//! cards are still unshuffled (the RNG untouched) and nobody else decides.
//! A step that starts a new month (the groups are shuffled) or hands the
//! turn on is a checkpoint.

use super::{Action, YearOfTheDragon};
use crate::undo::{fingerprint, quiet_step};
use crate::Seat;

pub(super) fn reversible(game: &YearOfTheDragon, seat: Seat, action: &Action) -> bool {
    quiet_step(game, seat, action, |g| fingerprint(&(&g.rng, &g.super_event)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::undo::check_takebacks;

    #[test]
    fn undoing_any_quiet_move_restores_the_state_and_no_checkpoint_is_offered() {
        for players in [2, 3, 5] {
            let counts = check_takebacks::<YearOfTheDragon>(players, &Default::default(), 20);
            assert!(counts.reversible > 0, "{players} players: no move was ever undoable: {counts:?}");
        }
    }
}
