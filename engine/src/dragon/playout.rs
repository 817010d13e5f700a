//! The playout policy ([`crate::Game::playout_weight`]): a governor's sense, so a
//! search's playouts meet the month's event prepared the way players do.
//! Feed the palaces before a drought, fill the coffers before a tribute,
//! light fireworks before a festival, build when the palaces are full,
//! and house a new person rather than let one go.

use super::{Action, ActionCard, EventKind, Phase, YearOfTheDragon, DATA};
use crate::Seat;

pub(super) fn weight(game: &YearOfTheDragon, seat: Seat, action: &Action) -> u32 {
    match (*action, &game.phase) {
        (Action::Act { card }, _) => card_weight(game, seat, card),
        (Action::TakeYuan, _) => 1,
        (Action::House { .. }, _) => 4,
        (Action::Replace { .. } | Action::LetGo, Phase::Place { .. }) => 1,
        _ => 1,
    }
}

/// An action card's worth against the event that ends this month.
fn card_weight(game: &YearOfTheDragon, seat: Seat, card: ActionCard) -> u32 {
    let province = &game.provinces[seat];
    let event = game.events.get(usize::from(game.month).wrapping_sub(1)).copied();
    let peopled = province.palaces.iter().filter(|p| !p.persons.is_empty()).count() as i32;
    let crowded = province.palaces.iter().any(|p| p.persons.len() >= usize::from(p.floors));
    let urgent = match card {
        ActionCard::Harvest => event == Some(EventKind::Drought) && province.rice < peopled,
        ActionCard::Taxes => event == Some(EventKind::Tribute) && province.yuan < DATA.get().rules.tribute,
        ActionCard::Fireworks => event == Some(EventKind::Festival),
        ActionCard::Build => crowded,
        _ => false,
    };
    if urgent {
        8
    } else {
        2
    }
}

#[cfg(test)]
mod tests {
    use crate::dragon::YearOfTheDragon;

    #[test]
    fn playouts_choose_only_legal_actions() {
        crate::testing::guided_playouts_stay_legal::<YearOfTheDragon>(2, 2);
        crate::testing::guided_playouts_stay_legal::<YearOfTheDragon>(5, 1);
    }
}
