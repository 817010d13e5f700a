//! What the channel and each seat see. Hands, money, hidden special cards,
//! opening picks, pending offers and pier contents are secret by default.

use serde::Serialize;

use super::data::{Data, Price};
use super::{Action, Good, JunkGame, Offer, Phase, Special, Work, Worker};
use crate::{Msg, Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct JunkView {
    /// The round and phase, worded by the words layer ("Round 3 of 10 ·
    /// Phase 4: offers").
    pub title: Msg,
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
    /// The viewer's own opening picks so far, by good, while the opening
    /// hands are being chosen (they join the pool, not the hand).
    pub my_opening: Option<[u8; 4]>,
    pub money: Option<i32>,
    pub my_specials: Option<Vec<Special>>,
    /// The pier the viewer is looking through, if any.
    pub browsing: Option<Vec<Special>>,
    /// The viewer's sealed offer, while the offers are being made: once
    /// they are revealed the log says what was offered, and a "your sealed
    /// offer" in the next round's panels would read as a choice still open.
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
        title: super::words::title(game, data),
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
        merchants: merchants_seen(game, data),
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
        my_opening: own.filter(|_| game.phase == Phase::OpeningPicks).map(|s| game.opening[s]),
        money: own.map(|s| game.money[s]),
        my_specials: own.map(|s| game.specials[s].clone()),
        browsing: match game.phase {
            Phase::Browse { pier, .. } if own == Some(game.current) => Some(game.piers[pier as usize].clone()),
            _ => None,
        },
        my_offer: own.filter(|_| game.phase == Phase::Offers).map(|s| game.offers[s]),
    }
}

/// Where the merchants stand. While their identities are hidden (the
/// variant set-up) the list is in junk order: in the data's order, a
/// merchant's place in the list would tell which one it is.
fn merchants_seen(game: &JunkGame, data: &Data) -> Vec<(String, Option<Work>)> {
    let mut seen: Vec<_> = game.merchants.iter().zip(&data.merchants).map(|(j, (work, _))| (j.0, *work)).collect();
    if game.merchants_hidden {
        seen.sort_by_key(|&(junk, _)| junk);
    }
    seen.into_iter()
        .map(|(junk, work)| (data.junks[junk as usize].clone(), (!game.merchants_hidden).then_some(work)))
        .collect()
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
