//! Transitional English texts for the trait's `action_label` and
//! `event_text`, which the bot still shows until it words the messages of
//! [`super::words`] through tavola-words. Remove with those trait methods.

use super::data::{Data, Price};
use super::{Action, Event, Good, JunkGame, Phase, Special, Work, Worker};
use crate::Seat;

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
        Event::MerchantsRevealed { .. } => "The merchants are turned face up.".into(),
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
        Event::ExchangeSkipped { seat } => format!("{seat} exchanges no cards."),
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
        Event::Drew { seat, junk: j, good: g, count } => {
            let cards = if *count == 1 { format!("a {} card", good(g)) } else { format!("{count} {} cards", good(g)) };
            format!("{seat} takes {cards} from the {} junk.", junk(j))
        }
        Event::DrewNothing { seat, junk: j } => format!("{seat} shows no crate on the {} junk: no cards.", junk(j)),
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
        Event::SaleWon { good: g, winners, yen, .. } => {
            let names: Vec<String> = winners.iter().map(ToString::to_string).collect();
            format!("{}: {} sold, {yen} yen each.", good(g), names.join(" and "))
        }
        Event::Round { start } => format!("{start} is the new start player."),
        Event::FinalScores { money, bonus } => format!("Final scoring: money {money:?}, bonuses {bonus:?}."),
        Event::GameOver { scores } => format!("The game is over. Scores: {scores:?}."),
    }
}
