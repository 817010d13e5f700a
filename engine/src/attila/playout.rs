//! The playout policy ([`crate::Game::playout_weight`]): a warlord's sense, so a
//! search's playouts grow the tribes their players will score. Play the
//! cards of tribes one leads in influence (then those one holds influence
//! in at all), and prefer gaining influence to a second token.

use super::{Action, Attila, Tribe};
use crate::Seat;

pub(super) fn weight(game: &Attila, seat: Seat, action: &Action) -> u32 {
    match *action {
        Action::Play { tribe } => tribe_weight(game, seat, tribe),
        Action::GainInfluence => 3,
        Action::SecondToken => 2,
        _ => 1,
    }
}

/// 5 for a tribe `seat` leads in influence, 3 for one it holds a marker
/// in, 1 for the others.
fn tribe_weight(game: &Attila, seat: Seat, tribe: Tribe) -> u32 {
    let mine = game.influence[seat][tribe.index()];
    let best_other =
        Seat::all(game.players).filter(|&s| s != seat).map(|s| game.influence[s][tribe.index()]).max().unwrap_or(0);
    match mine {
        0 => 1,
        m if m >= best_other => 5,
        _ => 3,
    }
}

#[cfg(test)]
mod tests {
    use crate::attila::Attila;

    #[test]
    fn playouts_choose_only_legal_actions() {
        crate::testing::guided_playouts_stay_legal::<Attila>(2, 2);
        crate::testing::guided_playouts_stay_legal::<Attila>(5, 1);
    }
}
