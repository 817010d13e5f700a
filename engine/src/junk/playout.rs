//! The playout policy ([`crate::Game::playout_weight`]): a merchant's sense, so a
//! search's playouts earn money the way players do. Sell where one's crates
//! show (the yield is one yen per visible crate), draw there likewise, load
//! while there are rounds left to sell the crates, play an extra-action
//! card rather than let it idle, and offer the good the market pays most
//! for. Everything else is left to chance.

use super::data::{Data, Price};
use super::{Action, JunkGame, Phase, Work, Worker, DATA};
use crate::Seat;

/// The weight of a Special market price when choosing a good to offer, in
/// yen: a special card is worth about a mid-priced sale.
const SPECIAL_AS_YEN: u32 = 3;

pub(super) fn weight(game: &JunkGame, seat: Seat, action: &Action) -> u32 {
    let data = DATA.get();
    match *action {
        Action::Use { worker } => work_weight(game, seat, worker, data),
        Action::Play { .. } => 4,
        Action::OnJunk { junk } => match game.phase {
            Phase::ChooseJunk { work: Work::Sell(_) | Work::Draw(_), .. } => {
                1 + 2 * u32::from(game.visible(seat, junk))
            }
            // A crate on a junk that shows none of ours yet counts for the end bonus.
            Phase::ChooseJunk { work: Work::Load(_), .. } => 1 + 3 * u32::from(game.visible(seat, junk) == 0),
            _ => 1,
        },
        Action::OfferGood { good } => {
            let market = game.market.map(|m| data.market[usize::from(m)][good.0 as usize]);
            let price = match market {
                Some(Price::Yen(y)) => y.max(0) as u32,
                Some(Price::Special) => SPECIAL_AS_YEN,
                None => 1,
            };
            1 + 2 * price
        }
        Action::NoOffer => 1,
        _ => 1,
    }
}

/// A worker's worth to `seat` now: a sale by its yield in yen (squared, as
/// yen are the score), a draw by its cards, a load while rounds remain.
fn work_weight(game: &JunkGame, seat: Seat, worker: Worker, data: &Data) -> u32 {
    let yield_on = |least: u8| -> u32 {
        let visible = match worker {
            Worker::Merchant(m) => game.visible(seat, game.merchants[m as usize]),
            Worker::Assistant(_) => (0..data.junks.len() as u8)
                .map(super::Junk)
                .filter(|j| !game.merchants.contains(j))
                .map(|j| game.visible(seat, j))
                .max()
                .unwrap_or(0),
        };
        u32::from(visible.max(least))
    };
    match game.work_of(worker, data) {
        Work::Sell(least) => 1 + yield_on(least).pow(2) / 2,
        Work::Draw(least) => 1 + yield_on(least) / 2,
        Work::Load(_) if data.rounds.saturating_sub(game.round) >= 3 => 5,
        Work::Load(_) => 1,
    }
}

#[cfg(test)]
mod tests {
    use crate::junk::JunkGame;

    #[test]
    fn playouts_choose_only_legal_actions() {
        crate::testing::guided_playouts_stay_legal::<JunkGame>(3, 4);
    }
}
