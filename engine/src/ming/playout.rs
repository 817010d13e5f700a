//! The playout policy ([`crate::Game::playout_weight`]): a courtier's sense, so a
//! search's playouts contest districts the way players do. A prince who
//! reaches a district brings members rather than none (majorities score),
//! the more the better, and a prince moves on rather than passes while it
//! can.

use super::{Action, Ming};
use crate::Seat;

pub(super) fn weight(_game: &Ming, _seat: Seat, action: &Action) -> u32 {
    match *action {
        Action::Bring { count, .. } => 1 + 2 * u32::from(count),
        Action::Step { .. } | Action::Stay => 3,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use crate::ming::Ming;

    #[test]
    fn playouts_choose_only_legal_actions() {
        crate::testing::guided_playouts_stay_legal::<Ming>(2, 2);
        crate::testing::guided_playouts_stay_legal::<Ming>(4, 1);
    }
}
