//! Which Dschunke moves a player may take back ([`crate::Game::reversible`]).
//!
//! Choosing a worker, loading, moving goods between junks or going back
//! are quiet while the seat still acts. Looking through a pier (its cards
//! are shown to the seat), drawing from the market or the special cards,
//! sealed picks and offers, the merchants' reveal and the end of a turn
//! are checkpoints.

use super::{Action, JunkGame};
use crate::undo::{fingerprint, quiet_step};
use crate::Seat;

pub(super) fn reversible(game: &JunkGame, seat: Seat, action: &Action) -> bool {
    !matches!(action, Action::ChoosePier { .. })
        && quiet_step(game, seat, action, |g| {
            fingerprint(&(&g.rng, &g.piers, &g.market_deck, &g.specials, &g.merchants_hidden, &g.offers, &g.opening))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::undo::check_takebacks;

    #[test]
    fn undoing_any_quiet_move_restores_the_state_and_no_checkpoint_is_offered() {
        for players in [3, 4] {
            let counts = check_takebacks::<JunkGame>(players, &Default::default(), 20);
            assert!(counts.reversible > 0, "{players} players: no move was ever undoable: {counts:?}");
        }
    }
}
