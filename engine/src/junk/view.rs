//! What the channel and each seat see. Hands, money, hidden special cards,
//! opening picks, pending offers and pier contents are secret by default.

use serde::Serialize;

use super::data::{Data, Price};
use super::{Action, Event, Good, JunkGame, Offer, Phase, Special, Work, Worker};
use crate::{Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct JunkView {
    pub round: u8,
    /// Money is secret: a seat sees its own; everyone sees all at the end.
    pub scores: Vec<Option<i32>>,
    pub over: bool,
    pub phase: Phase,
    pub start_player: Seat,
    pub current: Seat,
    pub market: Option<[Price; 4]>,
    /// Goods already sold this round.
    pub covered: [bool; 4],
    pub junks: Vec<JunkInfo>,
    /// Where each merchant is (hidden identities during the variant set-up).
    pub merchants: Vec<(String, Option<Work>)>,
    pub assistants: Vec<Work>,
    pub used_workers: Vec<Worker>,
    pub players: Vec<PlayerInfo>,
    pub pier_sizes: [usize; 4],
    /// Money shown at the last Y event.
    pub shown_money: Option<Vec<i32>>,
    /// Seats whose offer (or opening pick) is in; never what it is.
    pub ready: Vec<Seat>,
    pub hand: Option<[u8; 4]>,
    pub money: Option<i32>,
    pub my_specials: Option<Vec<Special>>,
    /// The pier the viewer is looking through, if any.
    pub browsing: Option<Vec<Special>>,
    pub my_offer: Option<Offer>,
}

#[derive(Clone, Debug, Serialize)]
pub struct JunkInfo {
    pub id: String,
    pub good: Option<String>,
    /// Visible crates per seat.
    pub visible: Vec<u8>,
    pub layers: Vec<[Option<Seat>; 3]>,
    /// Goods cards on its pile; hidden in phases 3 and 4.
    pub pile: Option<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerInfo {
    pub seat: Seat,
    pub cards: u8,
    pub strips_left: u8,
    /// Permanent special cards lie face up.
    pub permanent: Vec<Special>,
    pub hidden_specials: usize,
}

pub(super) fn build(game: &JunkGame, viewer: Viewer, data: &Data) -> JunkView {
    let over = game.phase == Phase::Over;
    let own = match viewer {
        Viewer::Seat(s) if s.index() < game.players => Some(s),
        _ => None,
    };
    let piles_hidden = matches!(game.phase, Phase::Offers) || matches!(game.phase, Phase::Draw { supply: true, .. });
    let ready = match game.phase {
        Phase::OpeningPicks => {
            Seat::all(game.players).filter(|&s| game.opening[s].iter().sum::<u8>() == game.hand_size()).collect()
        }
        Phase::Offers => Seat::all(game.players).filter(|&s| matches!(game.offers[s], Offer::Done(_))).collect(),
        _ => Vec::new(),
    };
    let round = usize::from(game.round.max(1)) - 1;
    JunkView {
        round: game.round,
        scores: Seat::all(game.players).map(|s| (over || own == Some(s)).then_some(game.money[s])).collect(),
        over,
        phase: match game.phase {
            Phase::Offers => Phase::Offers,
            ref p => p.clone(),
        },
        start_player: game.start,
        current: game.current,
        market: game.market.map(|m| data.market[usize::from(m)]),
        covered: game.covered,
        junks: (0..data.junks.len())
            .map(|j| JunkInfo {
                id: data.junks[j].clone(),
                good: data.junk_good[j].map(|g| data.goods[g.0 as usize].clone()),
                visible: game.holds[j].visible()[..game.players].to_vec(),
                layers: game.holds[j].layers.clone(),
                pile: (!piles_hidden).then_some(game.stock[j]),
            })
            .collect(),
        merchants: game
            .merchants
            .iter()
            .zip(&data.merchants)
            .map(|(j, (work, _))| (data.junks[j.0 as usize].clone(), (!game.merchants_hidden).then_some(*work)))
            .collect(),
        assistants: [&data.row_34, &data.row_4][..if game.players == 4 { 2 } else { 1 }]
            .iter()
            .map(|row| row[round])
            .collect(),
        used_workers: game.used.clone(),
        players: Seat::all(game.players)
            .map(|seat| PlayerInfo {
                seat,
                cards: game.hands[seat].iter().sum(),
                strips_left: game.strips_left[seat],
                permanent: game.specials[seat].iter().copied().filter(|c| c.is_permanent()).collect(),
                hidden_specials: game.specials[seat].iter().filter(|c| !c.is_permanent()).count(),
            })
            .collect(),
        pier_sizes: [0, 1, 2, 3].map(|p| game.piers[p].len()),
        shown_money: game.shown_money.clone(),
        ready,
        hand: own.map(|s| game.hands[s]),
        money: own.map(|s| game.money[s]),
        my_specials: own.map(|s| game.specials[s].clone()),
        browsing: match game.phase {
            Phase::Browse { pier, .. } if own == Some(game.current) => Some(game.piers[pier as usize].clone()),
            _ => None,
        },
        my_offer: own.map(|s| game.offers[s]),
    }
}

/// A merchant's id names its kind only, so a change of yield in `data/`
/// keeps the ids (and buttons already sent) stable.
fn work_kind_id(work: Work) -> &'static str {
    match work {
        Work::Load(_) => "load",
        Work::Sell(_) => "sell",
        Work::Draw(_) => "draw",
    }
}

fn special_id(card: Special, data: &Data) -> String {
    let j = |j: super::Junk| data.junks[j.0 as usize].clone();
    match card {
        Special::ExtraSupply => "extra-supply".into(),
        Special::TieBreaker => "tie-breaker".into(),
        Special::Exchange => "exchange".into(),
        Special::LoadAny => "load-any".into(),
        Special::DrawAny => "draw-any".into(),
        Special::MoveStrip => "move-strip".into(),
        Special::SellOn(x) => format!("sell-on-{}", j(x)),
        Special::Bonus8(x) => format!("bonus-8-{}", j(x)),
        Special::Bonus12(a, b) => format!("bonus-12-{}-{}", j(a), j(b)),
    }
}

fn special_name(card: Special, data: &Data) -> String {
    let j = |j: super::Junk| data.junks[j.0 as usize].clone();
    match card {
        Special::ExtraSupply => "One more goods card each supply".into(),
        Special::TieBreaker => "Wins tied offers".into(),
        Special::Exchange => "Exchange two goods cards".into(),
        Special::LoadAny => "Load a strip on any junk".into(),
        Special::DrawAny => "Draw goods on any junk".into(),
        Special::MoveStrip => "Move one of your strips".into(),
        Special::SellOn(x) => format!("Sell on the {} junk", j(x)),
        Special::Bonus8(x) => format!("8 yen for 4 crates on the {} junk", j(x)),
        Special::Bonus12(a, b) => format!("12 yen for 5 crates on {} and 2 on {}", j(a), j(b)),
    }
}

pub(super) fn action_id(action: &Action, data: &Data) -> String {
    let good = |g: Good| data.goods[g.0 as usize].clone();
    let junk = |j: super::Junk| data.junks[j.0 as usize].clone();
    match *action {
        Action::Pick { good: g } => format!("pick-{}", good(g)),
        Action::PlaceStrip { junk: j } => format!("strip-{}", junk(j)),
        Action::Give { good: g } => format!("give-{}", good(g)),
        Action::Take { junk: j } => format!("take-{}", junk(j)),
        Action::Done => "done".into(),
        Action::ChoosePier { pier } => format!("pier-{}", pier + 1),
        Action::TakeYen => "take-yen".into(),
        Action::TakeSpecial { card } => format!("special-{}", special_id(card, data)),
        Action::Use { worker: Worker::Merchant(m) } => {
            format!("merchant-{}", work_kind_id(data.merchants[m as usize].0))
        }
        Action::Use { worker: Worker::Assistant(a) } => format!("assistant-{}", a + 1),
        Action::Play { card } => format!("play-{}", special_id(card, data)),
        Action::OnJunk { junk: j } => format!("on-{}", junk(j)),
        Action::MoveFrom { junk: j } => format!("from-{}", junk(j)),
        Action::MoveTo { junk: j } => format!("to-{}", junk(j)),
        Action::DrawFrom { junk: j } => format!("draw-{}", junk(j)),
        Action::OfferGood { good: g } => format!("offer-{}", good(g)),
        Action::OfferCount { count } => format!("offer-{count}"),
        Action::NoOffer => "no-offer".into(),
        Action::Back => "back".into(),
    }
}

fn work_text(work: Work) -> String {
    match work {
        Work::Load(n) => format!("load {n} strip(s)"),
        Work::Sell(0) => "sell (no minimum)".into(),
        Work::Sell(n) => format!("sell (at least {n} yen)"),
        Work::Draw(0) => "draw goods (no minimum)".into(),
        Work::Draw(n) => format!("draw goods (at least {n})"),
    }
}

pub(super) fn action_label(game: &JunkGame, action: &Action, data: &Data) -> String {
    let good = |g: Good| data.goods[g.0 as usize].clone();
    let junk = |j: super::Junk| data.junks[j.0 as usize].clone();
    match *action {
        Action::Pick { good: g } => format!("Pick a {} card", good(g)),
        Action::PlaceStrip { junk: j } => format!("Load the strip on the {} junk", junk(j)),
        Action::Give { good: g } => format!("Give back a {} card", good(g)),
        Action::Take { junk: j } | Action::DrawFrom { junk: j } => format!("Take a card from the {} junk", junk(j)),
        Action::Done if game.phase == Phase::Act && !game.acted => "Pass: no worker can act for you".into(),
        Action::Done => "Done".into(),
        Action::ChoosePier { pier } => format!("Look through pier {}", pier + 1),
        Action::TakeYen => format!("Take {} yen instead", data.last_round_s_yen),
        Action::TakeSpecial { card } => format!("Take: {}", special_name(card, data)),
        Action::Use { worker: Worker::Merchant(m) } => {
            let (work, _) = data.merchants[m as usize];
            format!("Merchant on the {} junk: {}", junk(game.merchants[m as usize]), work_text(work))
        }
        Action::Use { worker: Worker::Assistant(a) } => {
            let row = if a == 0 { &data.row_34 } else { &data.row_4 };
            format!("Assistant: {}", work_text(row[usize::from(game.round.max(1)) - 1]))
        }
        Action::Play { card } => format!("Play: {}", special_name(card, data)),
        Action::OnJunk { junk: j } => format!("On the {} junk", junk(j)),
        Action::MoveFrom { junk: j } => format!("Move your strip from the {} junk", junk(j)),
        Action::MoveTo { junk: j } => format!("To the {} junk", junk(j)),
        Action::OfferGood { good: g } => format!("Offer {}", good(g)),
        Action::OfferCount { count } => format!("Offer {count} card(s)"),
        Action::NoOffer => "Offer nothing".into(),
        Action::Back => "Back".into(),
    }
}

pub(super) fn event_text(event: &Event, data: &Data) -> String {
    let good = |g: &Good| data.goods[g.0 as usize].as_str();
    let junk = |j: &super::Junk| data.junks[j.0 as usize].as_str();
    match event {
        Event::OpeningPicked { seat } => format!("{seat} has picked their opening cards."),
        Event::Dealt => "The opening cards are shuffled and dealt.".into(),
        Event::StripPlaced { seat, owner, junk: j } => {
            format!("{seat} loads a strip of {owner} on the {} junk.", junk(j))
        }
        Event::MerchantsRevealed => "The merchants are turned face up.".into(),
        Event::RoundBegins { round, market } => {
            let prices: Vec<String> = market
                .iter()
                .enumerate()
                .map(|(g, p)| match p {
                    Price::Yen(y) => format!("{} {y}", data.goods[g]),
                    Price::Special => format!("{} S", data.goods[g]),
                })
                .collect();
            format!("Round {round}: the market pays {}.", prices.join(", "))
        }
        Event::Exchanged { seat, gave, took } => {
            format!("{seat} exchanges a {} card for one from the {} junk.", good(gave), junk(took))
        }
        Event::SpecialTaken { seat, pier } => format!("{seat} takes a special card from pier {}.", pier + 1),
        Event::SpecialCard { card } => format!("You took: {}.", special_name(*card, data)),
        Event::PermanentShown { seat, card } => format!("{seat} lays out: {}.", special_name(*card, data)),
        Event::YenInstead { seat, yen } => format!("{seat} takes {yen} yen instead of a special card."),
        Event::MoneyShown { money } => format!("Everyone shows their money: {money:?}."),
        Event::Loaded { seat, junk: j, strips } => format!("{seat} loads {strips} strip(s) on the {} junk.", junk(j)),
        Event::Sold { seat, junk: j, yen } => format!("{seat} sells on the {} junk for {yen} yen.", junk(j)),
        Event::Drew { seat, junk: j, good: g } => format!("{seat} takes a {} card from the {} junk.", good(g), junk(j)),
        Event::Lost { seat, count } => format!("The junks are empty: {seat} loses {count} card(s) of the draw."),
        Event::Moved { seat, from, to } => {
            format!("{seat} moves a strip from the {} to the {} junk.", junk(from), junk(to))
        }
        Event::Passed { seat } => format!("{seat} can use no worker and passes."),
        Event::CardPlayed { seat, card } => format!("{seat} plays: {}.", special_name(*card, data)),
        Event::OfferReady { seat } => format!("{seat} has made their offer."),
        Event::Offers { offers } => {
            let list: Vec<String> = offers
                .iter()
                .enumerate()
                .map(|(i, o)| match o {
                    Some((g, n)) => format!("{} offers {n} {}", Seat(i as u8), good(g)),
                    None => format!("{} offers nothing", Seat(i as u8)),
                })
                .collect();
            format!("Offers revealed: {}.", list.join("; "))
        }
        Event::SaleWon { good: g, winners, yen } => {
            let names: Vec<String> = winners.iter().map(ToString::to_string).collect();
            format!("{}: {} sold, {yen} yen each.", good(g), names.join(" and "))
        }
        Event::Round { start } => format!("{start} is the new start player."),
        Event::FinalScores { money, bonus } => format!("Final scoring: money {money:?}, bonuses {bonus:?}."),
        Event::GameOver { scores } => format!("The game is over. Scores: {scores:?}."),
    }
}
