//! Phase 4 (sealed offers, revealed together), phases 5-6 and the end.

use super::data::{Data, Price};
use super::rules::Log;
use super::{Action, Event, Good, Junk, JunkGame, Offer, Phase, PickReason, Special};
use crate::{Game, Logged, Seat};

pub(super) fn offer_options(game: &JunkGame, seat: Seat) -> Vec<Action> {
    let hand = game.hands[seat];
    match game.offers[seat] {
        Offer::Open => {
            let mut v: Vec<Action> = (0..4u8)
                .map(Good)
                .filter(|g| !game.covered[g.0 as usize] && hand[g.0 as usize] > 0)
                .map(|good| Action::OfferGood { good })
                .collect();
            v.push(Action::NoOffer);
            v
        }
        Offer::Choosing(good) => {
            let mut v: Vec<Action> = (1..=hand[good.0 as usize]).map(|count| Action::OfferCount { count }).collect();
            v.push(Action::Back);
            v
        }
        Offer::Done(_) => Vec::new(),
    }
}

pub(super) fn offer(game: &mut JunkGame, seat: Seat, action: Action, data: &Data, log: &mut Log) {
    game.offers[seat] = match (game.offers[seat], action) {
        (_, Action::OfferGood { good }) => Offer::Choosing(good),
        (_, Action::Back) => Offer::Open,
        (Offer::Choosing(good), Action::OfferCount { count }) => Offer::Done(Some((good, count))),
        (_, _) => Offer::Done(None),
    };
    if matches!(game.offers[seat], Offer::Done(_)) {
        log.push(Logged::public(Event::OfferReady { seat }));
    }
    if game.to_act().seats().is_empty() {
        game.resolve_offers(data, log);
    }
}

/// The highest offer of each good sells; ties split the yen (rounded down)
/// and win no special card, unless a tied seat holds the tie-breaker.
/// Every card offered goes back to its junk.
pub(super) fn sale_winners(offers: &[Option<(Good, u8)>], good: Good, tie_breaker: Option<Seat>) -> Vec<Seat> {
    let bids: Vec<(Seat, u8)> = offers
        .iter()
        .enumerate()
        .filter_map(|(i, o)| o.filter(|(g, _)| *g == good).map(|(_, n)| (Seat(i as u8), n)))
        .collect();
    let Some(top) = bids.iter().map(|b| b.1).max() else { return Vec::new() };
    let tied: Vec<Seat> = bids.iter().filter(|b| b.1 == top).map(|b| b.0).collect();
    match tie_breaker.filter(|t| tied.len() > 1 && tied.contains(t)) {
        Some(t) => vec![t],
        None => tied,
    }
}

impl JunkGame {
    fn resolve_offers(&mut self, data: &Data, log: &mut Log) {
        let offers: Vec<Option<(Good, u8)>> =
            self.offers.values().map(|o| if let Offer::Done(x) = o { *x } else { None }).collect();
        log.push(Logged::public(Event::Offers { offers: offers.clone() }));
        let card = data.market[usize::from(self.market.expect("a market card"))];
        let tie_breaker = Seat::all(self.players).find(|&s| self.specials[s].contains(&Special::TieBreaker));
        self.queue.clear();
        for g in 0..4u8 {
            let good = Good(g);
            let winners = sale_winners(&offers, good, tie_breaker);
            if winners.is_empty() {
                continue;
            }
            self.covered[g as usize] = true;
            let special = card[g as usize] == Price::Special;
            let yen = match card[g as usize] {
                Price::Yen(y) => y / winners.len() as i32,
                Price::Special if winners.len() == 1 => {
                    self.queue.push(winners[0]);
                    0
                }
                Price::Special => 0,
            };
            for &w in &winners {
                self.money[w] += yen;
            }
            log.push(Logged::public(Event::SaleWon { good, winners, yen, special }));
        }
        for (i, o) in offers.iter().enumerate() {
            if let Some((good, n)) = *o {
                self.hands[Seat(i as u8)][good.0 as usize] -= n;
                self.memory.gave(Seat(i as u8), good, n);
                self.stock[data.junk_of(good).0 as usize] += n;
            }
        }
        self.offered_this_round = offers.iter().any(Option::is_some);
        self.next_pick(PickReason::Sale, data, log);
    }

    /// Another round of offers while colours remain and someone offered.
    pub(super) fn after_sale_picks(&mut self, data: &Data, log: &mut Log) {
        if self.offered_this_round && self.covered.iter().any(|c| !c) {
            self.offers = self.offers.map(|_, _| Offer::Open);
            self.phase = Phase::Offers;
        } else {
            self.end_round(data, log);
        }
    }

    /// Phases 5 and 6: merchants sail on, assistants step on, the start
    /// player passes left.
    fn end_round(&mut self, data: &Data, log: &mut Log) {
        let junks = data.junks.len() as u8;
        for m in self.merchants.iter_mut() {
            *m = Junk((m.0 + 1) % junks);
        }
        if self.round == data.rounds {
            self.final_scoring(data, log);
            return;
        }
        self.start = self.start.next(self.players);
        log.push(Logged::public(Event::Round { start: self.start }));
        self.begin_round(data, log);
    }

    /// Money, end-of-game cards, 4 per junk showing a crate, 25 for all five.
    fn final_scoring(&mut self, data: &Data, log: &mut Log) {
        let bonus: Vec<i32> = Seat::all(self.players).map(|s| self.end_bonus(s, data)).collect();
        let money = self.money.0.clone();
        for seat in Seat::all(self.players) {
            self.money[seat] += bonus[seat.index()];
        }
        log.push(Logged::public(Event::FinalScores { money, bonus }));
        self.phase = Phase::Over;
        log.push(Logged::public(Event::GameOver { scores: self.money.0.clone() }));
    }

    pub(super) fn end_bonus(&self, seat: Seat, data: &Data) -> i32 {
        let on = |j: Junk| i32::from(self.visible(seat, j));
        let showing = (0..data.junks.len() as u8).filter(|&j| on(Junk(j)) > 0).count() as i32;
        let mut bonus = showing * data.junk_bonus;
        if showing == data.junks.len() as i32 {
            bonus += data.all_junks_bonus;
        }
        for &card in &self.specials[seat] {
            bonus += match card {
                Special::Bonus8(j) if on(j) >= i32::from(data.bonus_8.0) => data.bonus_8.1,
                Special::Bonus12(a, b)
                    if on(a) >= i32::from(data.bonus_12.0[0]) && on(b) >= i32::from(data.bonus_12.0[1]) =>
                {
                    data.bonus_12.1
                }
                _ => 0,
            };
        }
        bonus
    }
}
