//! Labels and events as messages, worded by `data/junk/<lang>.ftl`.
//!
//! Kinds are nested messages so that each language words them in place:
//! a junk is `junk-name-<id>` ("grey junk", "giunca grigia"), a good is
//! `junk-good-<id>` (the noun, "fish", "il pesce") or `junk-cards-<id>` with
//! a count ("3 fish cards", "3 carte pesce"; count 0 reads as the kind alone,
//! "fish cards"), a special card is `junk-special-<kind>`. Junk and good ids
//! come from `data/junk/board.toml`. Labels say what the action yields for
//! this player (the yen of a sale, the cards of a draw).

use std::borrow::Cow;

use super::data::{Data, Price};
use super::{Action, Event, Good, Junk, JunkGame, Offer, Phase, PickReason, Special, Work, Worker};
use crate::{Game, Msg, Outcome, Seat};

/// The four piers, by the symbols printed beside them, in board order.
const PIERS: [&str; 4] = ["junk-pier-square", "junk-pier-circle", "junk-pier-triangle", "junk-pier-star"];

/// A message whose id is built from a data id (a junk's, a good's).
fn named(id: String) -> Msg {
    Msg { id: Cow::Owned(id), args: Vec::new() }
}

fn junk(j: Junk, data: &Data) -> Msg {
    named(format!("junk-name-{}", data.junks[j.0 as usize]))
}

fn good(g: Good, data: &Data) -> Msg {
    named(format!("junk-good-{}", data.goods[g.0 as usize]))
}

/// `count` cards of `g`; 0 reads as the kind alone ("fish cards").
fn cards(g: Good, count: u8, data: &Data) -> Msg {
    named(format!("junk-cards-{}", data.goods[g.0 as usize])).num("count", count)
}

/// The goods card a junk's pile holds.
fn pile_card(j: Junk, data: &Data) -> Msg {
    let g = data.junk_good[j.0 as usize].expect("a junk with a pile");
    cards(g, 1, data)
}

fn pier(p: u8) -> Msg {
    Msg::new(PIERS[usize::from(p)])
}

pub(super) fn special(card: Special, data: &Data) -> Msg {
    match card {
        Special::ExtraSupply => Msg::new("junk-special-extra-supply"),
        Special::TieBreaker => Msg::new("junk-special-tie-breaker"),
        Special::Exchange => Msg::new("junk-special-exchange"),
        Special::LoadAny => Msg::new("junk-special-load-any"),
        Special::DrawAny => Msg::new("junk-special-draw-any"),
        Special::MoveStrip => Msg::new("junk-special-move-strip"),
        Special::SellOn(j) => Msg::new("junk-special-sell-on").msg("junk", junk(j, data)),
        Special::Bonus8(j) => Msg::new("junk-special-bonus-8")
            .num("yen", data.bonus_8.1)
            .num("crates", data.bonus_8.0)
            .msg("junk", junk(j, data)),
        Special::Bonus12(a, b) => Msg::new("junk-special-bonus-12")
            .num("yen", data.bonus_12.1)
            .num("crates", data.bonus_12.0[0])
            .msg("junk", junk(a, data))
            .num("crates2", data.bonus_12.0[1])
            .msg("junk2", junk(b, data)),
    }
}

/// What a load, sale or draw on `j` gives `seat` now.
fn work_on(game: &JunkGame, seat: Seat, work: Work, j: Junk, data: &Data) -> Msg {
    let visible = game.visible(seat, j);
    match work {
        Work::Load(n) => {
            Msg::new("junk-act-load").num("strips", n.min(game.strips_left[seat])).msg("junk", junk(j, data))
        }
        Work::Sell(min) => Msg::new("junk-act-sell").num("yen", visible.max(min)).msg("junk", junk(j, data)),
        Work::Draw(min) => Msg::new("junk-act-draw").num("count", visible.max(min)).msg("junk", junk(j, data)),
    }
}

/// An assistant's work, before its junk is chosen: the kind and the floor.
fn assistant(work: Work) -> Msg {
    match work {
        Work::Load(n) => Msg::new("junk-act-assistant-load").num("strips", n),
        Work::Sell(min) => Msg::new("junk-act-assistant-sell").num("yen", min),
        Work::Draw(min) => Msg::new("junk-act-assistant-draw").num("count", min),
    }
}

pub(super) fn action(game: &JunkGame, seat: Seat, action: &Action, data: &Data) -> Msg {
    match *action {
        Action::Pick { good: g } => Msg::new("junk-act-pick").msg("cards", cards(g, 1, data)),
        Action::PlaceStrip { junk: j } => {
            let owner = Seat(((seat.index() + game.players - 1) % game.players) as u8);
            Msg::new("junk-act-place-strip").seat("owner", owner).msg("junk", junk(j, data))
        }
        Action::Give { good: g } => Msg::new("junk-act-give").msg("cards", cards(g, 1, data)),
        Action::Take { junk: j } | Action::DrawFrom { junk: j } => {
            Msg::new("junk-act-take").msg("cards", pile_card(j, data)).msg("junk", junk(j, data))
        }
        Action::Done => match game.phase {
            Phase::Exchange { .. } => Msg::new("junk-act-exchange-done"),
            Phase::Act if !game.acted => Msg::new("junk-act-pass"),
            _ => Msg::new("junk-act-end-turn"),
        },
        Action::ChoosePier { pier: p } => {
            Msg::new("junk-act-pier").msg("pier", pier(p)).num("count", game.piers[usize::from(p)].len() as i64)
        }
        Action::TakeYen => Msg::new("junk-act-take-yen").num("yen", data.last_round_s_yen),
        Action::TakeSpecial { card } => Msg::new("junk-act-take-special").msg("card", special(card, data)),
        Action::Use { worker: w @ Worker::Merchant(m) } => {
            work_on(game, seat, game.work_of(w, data), game.merchants[usize::from(m)], data)
        }
        Action::Use { worker: w @ Worker::Assistant(_) } => assistant(game.work_of(w, data)),
        Action::Play { card } => Msg::new("junk-act-play").msg("card", special(card, data)),
        Action::OnJunk { junk: j } => match game.phase {
            Phase::ChooseJunk { work, .. } => work_on(game, seat, work, j, data),
            _ => junk(j, data),
        },
        Action::MoveFrom { junk: j } => Msg::new("junk-act-move-from").msg("junk", junk(j, data)),
        Action::MoveTo { junk: j } => Msg::new("junk-act-move-to").msg("junk", junk(j, data)),
        Action::OfferGood { good: g } => Msg::new("junk-act-offer").msg("cards", cards(g, 0, data)),
        Action::OfferCount { count } => match game.offers[seat] {
            Offer::Choosing(g) => Msg::new("junk-act-offer").msg("cards", cards(g, count, data)),
            _ => Msg::new("junk-act-offer-count").num("count", count),
        },
        Action::NoOffer => Msg::new("junk-act-no-offer"),
        Action::Back => Msg::new("junk-act-back"),
    }
}

fn price(g: usize, p: Price, data: &Data) -> Msg {
    let good = good(Good(g as u8), data);
    match p {
        Price::Yen(yen) => Msg::new("junk-price-yen").num("yen", yen).msg("good", good),
        Price::Special => Msg::new("junk-price-special").msg("good", good),
    }
}

fn seats(n: usize) -> impl Iterator<Item = Seat> {
    (0..n).map(|i| Seat(i as u8))
}

pub(super) fn event(game: &JunkGame, event: &Event, data: &Data) -> Msg {
    match event {
        Event::OpeningPicked { seat } => Msg::new("junk-ev-opening-picked").seat("seat", *seat),
        Event::Dealt => Msg::new("junk-ev-dealt").num("count", game.hand_size()),
        Event::StripPlaced { seat, owner, junk: j } => {
            Msg::new("junk-ev-strip-placed").seat("seat", *seat).seat("owner", *owner).msg("junk", junk(*j, data))
        }
        Event::MerchantsRevealed { merchants } => Msg::new("junk-ev-merchants-revealed").list(
            "merchants",
            merchants.iter().zip(&data.merchants).map(|(&j, &(work, _))| {
                let kind = match work {
                    Work::Load(_) => "junk-merchant-load",
                    Work::Sell(_) => "junk-merchant-sell",
                    Work::Draw(_) => "junk-merchant-draw",
                };
                Msg::new(kind).msg("junk", junk(j, data))
            }),
        ),
        Event::RoundBegins { round, market } => Msg::new("junk-ev-round-begins")
            .num("round", *round)
            .num("rounds", data.rounds)
            .list("prices", market.iter().enumerate().map(|(g, &p)| price(g, p, data))),
        Event::Exchanged { seat, gave, took } => Msg::new("junk-ev-exchanged")
            .seat("seat", *seat)
            .msg("gave", cards(*gave, 1, data))
            .msg("took", pile_card(*took, data)),
        Event::ExchangeSkipped { seat } => Msg::new("junk-ev-exchange-skipped").seat("seat", *seat),
        Event::SpecialTaken { seat, pier: p } => {
            Msg::new("junk-ev-pier-chosen").seat("seat", *seat).msg("pier", pier(*p))
        }
        Event::SpecialCard { card } => Msg::new("junk-ev-special-card").msg("card", special(*card, data)),
        Event::PermanentShown { seat, card } => {
            Msg::new("junk-ev-permanent-shown").seat("seat", *seat).msg("card", special(*card, data))
        }
        Event::YenInstead { seat, yen } => Msg::new("junk-ev-yen-instead").seat("seat", *seat).num("yen", *yen),
        Event::MoneyShown { money } => Msg::new("junk-ev-money-shown").list(
            "money",
            seats(money.len()).zip(money).map(|(s, &yen)| Msg::new("junk-money-entry").seat("seat", s).num("yen", yen)),
        ),
        Event::Loaded { seat, junk: j, strips } => {
            Msg::new("junk-ev-loaded").seat("seat", *seat).num("strips", *strips).msg("junk", junk(*j, data))
        }
        Event::Sold { seat, junk: j, yen } => {
            Msg::new("junk-ev-sold").seat("seat", *seat).num("yen", *yen).msg("junk", junk(*j, data))
        }
        Event::Drew { seat, junk: j, good: g, count } => Msg::new("junk-ev-drew")
            .seat("seat", *seat)
            .msg("cards", cards(*g, *count, data))
            .msg("junk", junk(*j, data)),
        Event::DrewNothing { seat, junk: j } => {
            Msg::new("junk-ev-drew-nothing").seat("seat", *seat).msg("junk", junk(*j, data))
        }
        Event::Lost { seat, count } => Msg::new("junk-ev-lost").seat("seat", *seat).num("count", *count),
        Event::Moved { seat, from, to } => {
            Msg::new("junk-ev-moved").seat("seat", *seat).msg("from", junk(*from, data)).msg("to", junk(*to, data))
        }
        Event::Passed { seat } => Msg::new("junk-ev-passed").seat("seat", *seat),
        Event::CardPlayed { seat, card } => {
            Msg::new("junk-ev-card-played").seat("seat", *seat).msg("card", special(*card, data))
        }
        Event::OfferReady { seat } => Msg::new("junk-ev-offer-ready").seat("seat", *seat),
        Event::Offers { offers } if offers.iter().all(Option::is_none) => Msg::new("junk-ev-offers-none"),
        Event::Offers { offers } => Msg::new("junk-ev-offers").list(
            "offers",
            seats(offers.len()).zip(offers).map(|(s, o)| match *o {
                Some((g, n)) => Msg::new("junk-offer-entry").seat("seat", s).msg("cards", cards(g, n, data)),
                None => Msg::new("junk-offer-none").seat("seat", s),
            }),
        ),
        Event::SaleWon { good: g, winners, yen, special } => {
            let id = match (winners.len(), *special) {
                (1, false) => "junk-ev-sale-won",
                (1, true) => "junk-ev-sale-won-special",
                (_, false) => "junk-ev-sale-tied",
                (_, true) => "junk-ev-sale-tied-special",
            };
            Msg::new(id).seats("winners", winners.iter().copied()).num("yen", *yen).msg("good", good(*g, data))
        }
        Event::Round { start } => Msg::new("junk-ev-start-player").seat("seat", *start),
        Event::FinalScores { money, bonus } => Msg::new("junk-ev-final-scores").list(
            "scores",
            seats(money.len()).zip(money.iter().zip(bonus)).map(|(s, (&m, &b))| {
                Msg::new("junk-final-entry").seat("seat", s).num("money", m).num("bonus", b).num("total", m + b)
            }),
        ),
        Event::GameOver { scores } => {
            let winners = game.outcome().map_or_else(|| Outcome::ranked(scores.clone(), None).winners, |o| o.winners);
            Msg::new("junk-ev-game-over").num("count", winners.len() as i64).seats("winners", winners).list(
                "scores",
                seats(scores.len()).zip(scores).map(|(s, &p)| Msg::new("score-entry").seat("seat", s).num("points", p)),
            )
        }
    }
}

/// The board's title: the round and the phase.
pub(super) fn title(game: &JunkGame, data: &Data) -> Msg {
    let phase = match game.phase {
        Phase::OpeningPicks => return Msg::new("junk-title-opening-picks"),
        Phase::PlaceStrip => return Msg::new("junk-title-place-strips"),
        Phase::Exchange { .. } => "junk-phase-exchange",
        Phase::ChoosePier { reason: PickReason::Sale } | Phase::Browse { reason: PickReason::Sale, .. } => {
            "junk-phase-sale-special"
        }
        Phase::ChoosePier { .. } | Phase::Browse { .. } => "junk-phase-event-special",
        Phase::Act | Phase::ChooseJunk { .. } | Phase::MoveFrom | Phase::MoveTo { .. } => "junk-phase-actions",
        Phase::Draw { supply: false, .. } => "junk-phase-actions",
        Phase::Draw { supply: true, .. } => "junk-phase-supply",
        Phase::Offers => "junk-phase-offers",
        Phase::Over => return Msg::new("junk-title-over"),
    };
    Msg::new("junk-title").num("round", game.round).num("rounds", data.rounds).msg("phase", Msg::new(phase))
}
