//! The playout policy ([`crate::Game::playout_weight`]): a builder's sense, so a
//! search's playouts fight over sections the way players do. Put cards
//! where they take the lead of a section (the more its open tokens are
//! worth, the better), rather than where one already leads or cannot
//! catch up; cover the leader's card with a dragon, never one's own; take
//! the dearer token; draw when the hand runs low.

use super::rules::section_value;
use super::{Action, CardKind, GreatWall, Phase, Section, Slot, DATA};
use crate::Seat;

pub(super) fn weight(game: &GreatWall, seat: Seat, action: &Action) -> u32 {
    match (*action, &game.phase) {
        (Action::TakeToken { value }, _) => 1 + u32::from(value),
        (Action::Play { .. }, _) => 3,
        (Action::Draw, _) if game.hands[seat].total() < 3 => 6,
        (Action::Draw, _) => 2,
        (Action::Section { section }, Phase::ChooseSection { kind, count, .. }) => {
            placing_weight(game, seat, section, *kind, *count)
        }
        (Action::Cover { owner, .. }, Phase::ChooseCover { section, .. }) if owner != seat => {
            let s = &game.sections[*section];
            if lead(s, owner, game.players) > 0 {
                6
            } else {
                3
            }
        }
        (Action::Cover { .. }, _) => 0,
        _ => 1,
    }
}

/// Placing `count` cards of `kind` in `section`: heavy where it takes the
/// lead, light where the lead was already ours or stays out of reach.
fn placing_weight(game: &GreatWall, seat: Seat, section: usize, kind: CardKind, count: u8) -> u32 {
    let before = &game.sections[section];
    let mut after = before.clone();
    after.slots.extend((0..count).map(|_| Slot { stack: vec![(seat, kind)] }));
    let tokens: u32 = before.open.iter().map(|&v| u32::from(v)).sum();
    match (lead(before, seat, game.players) > 0, lead(&after, seat, game.players) > 0) {
        (false, true) => 4 + tokens,
        (true, _) => 2,
        (false, false) => 1,
    }
}

/// `seat`'s value in the section minus the best other seat's.
fn lead(section: &Section, seat: Seat, players: usize) -> i32 {
    let data = DATA.get();
    let value = |s| section_value(section, s, data);
    let best_other = Seat::all(players).filter(|&s| s != seat).map(value).max().unwrap_or(0);
    value(seat) - best_other
}

#[cfg(test)]
mod tests {
    use crate::great_wall::GreatWall;

    #[test]
    fn playouts_choose_only_legal_actions() {
        crate::testing::guided_playouts_stay_legal::<GreatWall>(2, 2);
        crate::testing::guided_playouts_stay_legal::<GreatWall>(5, 1);
    }
}
