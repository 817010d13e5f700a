//! Labels and events as messages (`ming-*`), worded by `data/ming/<lang>.ftl`.
//!
//! Province colours and crossing symbols are nested messages named after
//! their keys in `data/ming/board.toml` (`ming-colour-white`,
//! `ming-card-horse`), so each language agrees its own adjectives: a
//! district or a province space takes `ming-colour-*` (Italian masculine),
//! a city or a tile `ming-colour-f-*` (feminine), tiles by count
//! `ming-tiles-*`. Players are seats; the 2-player neutral colour is
//! "the neutral player", as the rulebook calls it.

use std::borrow::Cow;

use super::data::Data;
use super::{Action, District, Event, Family, Ming, Pay};
use crate::{Msg, Outcome, Seat};

/// A message whose id ends with a key from `data/` (a colour, a symbol).
fn keyed(prefix: &str, key: &str) -> Msg {
    Msg { id: Cow::Owned(format!("{prefix}-{key}")), args: Vec::new() }
}

/// A province's colour, as an adjective for a district or a province space.
fn colour(province: usize, data: &Data) -> Msg {
    keyed("ming-colour", &data.provinces[province])
}

/// A province's colour, as an adjective for a city or a tile.
fn colour_f(province: usize, data: &Data) -> Msg {
    keyed("ming-colour-f", &data.provinces[province])
}

/// `count` tiles of a province's colour.
fn tiles(province: usize, count: u8, data: &Data) -> Msg {
    keyed("ming-tiles", &data.provinces[province]).num("count", count)
}

/// A district by colour and number ("white 2"), as the board groups them.
fn district(d: District, data: &Data) -> Msg {
    Msg::new("ming-district").msg("colour", colour(data.colour[d.index()], data)).num("n", d.index() as i64 % 3 + 1)
}

/// A card kind, as a bare noun ("horse", "dragon").
fn card(pay: Pay, data: &Data) -> Msg {
    match pay {
        Pay::Card(s) => keyed("ming-card", &data.symbols[s.0 as usize]),
        Pay::Dragon => Msg::new("ming-card-dragon"),
    }
}

/// "Ada 6" for every seat.
fn scores(points: &[i32]) -> Vec<Msg> {
    points
        .iter()
        .enumerate()
        .map(|(s, &p)| Msg::new("score-entry").seat("seat", Seat(s as u8)).num("points", p))
        .collect()
}

/// The values of the return cards in `mask` (bit i = card i).
pub(super) fn return_values(mask: u8, data: &Data) -> Vec<u8> {
    data.return_cards.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, &v)| v).collect()
}

pub(super) fn action_msg(game: &Ming, seat: Seat, action: &Action, data: &Data) -> Msg {
    let prince = || game.princes[seat].expect("a placed prince");
    match *action {
        Action::PlacePrince { district: d } => Msg::new("ming-place-prince").msg("district", district(d, data)),
        Action::PlaceNeutral { district: d } => Msg::new("ming-place-neutral").msg("district", district(d, data)),
        Action::PlaceMember { province } => {
            Msg::new("ming-place-member").msg("colour", colour(province as usize, data))
        }
        Action::TakeCard { province } => {
            let symbol = game.face_up[province as usize].expect("a face-up card to take");
            Msg::new("ming-take-card")
                .msg("card", card(Pay::Card(symbol), data))
                .msg("colour", colour(province as usize, data))
        }
        Action::TakeDragon { province } => Msg::new("ming-take-dragon").msg("colour", colour(province as usize, data)),
        Action::Step { to, pay } => {
            Msg::new("ming-step").msg("district", district(to, data)).msg("card", card(pay, data))
        }
        Action::Stop => Msg::new("ming-stop").msg("district", district(prince(), data)),
        Action::Stay => Msg::new("ming-stay").msg("district", district(prince(), data)),
        Action::Discard { pay } => Msg::new("ming-discard").msg("card", card(pay, data)),
        Action::Pass => Msg::new("ming-pass"),
        Action::Bring { count: 0, .. } => Msg::new("ming-bring-none").msg("district", district(prince(), data)),
        Action::Bring { count, monastery } => {
            let id = if monastery { "ming-bring-monastery" } else { "ming-bring" };
            Msg::new(id).num("count", count).msg("district", district(prince(), data))
        }
        Action::Return { cards } => {
            let values = return_values(cards, data);
            let total: i64 = values.iter().map(|&v| i64::from(v)).sum();
            Msg::new("ming-return")
                .num("count", values.len() as i64)
                .list("cards", values.into_iter().map(|v| Msg::new("ming-return-value").num("value", v)))
                .num("total", total)
        }
        Action::ChooseStart { seat: chosen } if chosen == seat => {
            Msg::new("ming-choose-start-self").num("round", game.round)
        }
        Action::ChooseStart { seat: chosen } => {
            Msg::new("ming-choose-start").seat("seat", chosen).num("round", game.round)
        }
        Action::ReturnNeutral { district: d } => Msg::new("ming-return-neutral").msg("district", district(d, data)),
    }
}

pub(super) fn event_msg(game: &Ming, event: &Event, data: &Data) -> Msg {
    let city = |p: u8| colour_f(p as usize, data);
    match event {
        Event::PrincePlaced { seat, district: d } => Msg::new("ming-prince-placed")
            .seat("seat", *seat)
            .msg("district", district(*d, data))
            .msg("tiles", tiles(data.colour[d.index()], 1, data)),
        Event::NeutralPlaced { seat, district: d } => {
            Msg::new("ming-neutral-placed").seat("seat", *seat).msg("district", district(*d, data))
        }
        Event::MemberPlaced { seat, province } => {
            Msg::new("ming-member-placed").seat("seat", *seat).msg("colour", colour(*province as usize, data))
        }
        Event::TookCard { seat, province, symbol, next } => {
            let taken = Msg::new(if next.is_some() { "ming-took-card" } else { "ming-took-card-last" })
                .seat("seat", *seat)
                .msg("card", card(Pay::Card(*symbol), data))
                .msg("colour", colour(*province as usize, data));
            match next {
                Some(next) => taken.msg("next", card(Pay::Card(*next), data)),
                None => taken,
            }
        }
        Event::TookDragon { seat, province } => {
            Msg::new("ming-took-dragon").seat("seat", *seat).msg("colour", colour(*province as usize, data))
        }
        Event::Stepped { seat, to, pay } => Msg::new("ming-stepped")
            .seat("seat", *seat)
            .msg("district", district(*to, data))
            .msg("card", card(*pay, data)),
        Event::Moved { seat, path } => {
            let end = path.last().copied().or(game.princes[*seat]).expect("a move enters a district");
            Msg::new("ming-moved")
                .seat("seat", *seat)
                .msg("district", district(end, data))
                .num("count", path.len() as i64)
        }
        Event::Stayed { seat, district: d, pay } => Msg::new("ming-stayed")
            .seat("seat", *seat)
            .msg("district", district(*d, data))
            .msg("card", card(*pay, data)),
        Event::Brought { seat, district: d, count, monastery, displaced } => {
            let id = match (count, monastery, displaced) {
                (0, ..) => "ming-brought-none",
                (_, false, _) => "ming-brought",
                (_, true, None) => "ming-brought-monastery",
                (_, true, Some(_)) => "ming-brought-monastery-displacing",
            };
            let msg = Msg::new(id).seat("seat", *seat).num("count", *count).msg("district", district(*d, data));
            match displaced {
                Some(other) => msg.seat("other", *other),
                None => msg,
            }
        }
        Event::Passed { seat } => Msg::new("ming-passed").seat("seat", *seat),
        Event::ToCity { family, district: d, count, tiles: taken } => to_city(game, *family, *d, *count, *taken, data),
        Event::FullSet { seat, points } => Msg::new("ming-full-set").seat("seat", *seat).num("points", *points),
        Event::ReturnChosen { seat } => Msg::new("ming-return-chosen").seat("seat", *seat),
        Event::ReturnsShown { province, seat, cards, back } => Msg::new("ming-returns-shown")
            .msg("city", city(*province))
            .seat("seat", *seat)
            .num("count", cards.len() as i64)
            .list("cards", cards.iter().map(|&v| Msg::new("ming-return-value").num("value", v)))
            .num("back", *back),
        Event::NeutralKept { province, kept, back } => {
            let id = match (kept, back) {
                (_, 0) => "ming-neutral-keeps-all",
                (0, _) => "ming-neutral-back-all",
                _ => "ming-neutral-kept",
            };
            Msg::new(id).msg("city", city(*province)).num("kept", *kept).num("back", *back)
        }
        Event::CityScored { province, points, majority, neutral_majority } => {
            let winners = match (majority.is_empty(), neutral_majority) {
                (false, _) => Msg::new("ming-majority").seats("seats", majority.iter().copied()),
                (true, true) => Msg::new("ming-majority-neutral"),
                (true, false) => Msg::new("ming-majority-none"),
            };
            let scored: Vec<Msg> =
                scores(points).into_iter().zip(points).filter(|(_, &p)| p != 0).map(|(m, _)| m).collect();
            let msg = if scored.is_empty() {
                Msg::new("ming-city-no-points")
            } else {
                Msg::new("ming-city-scored").list("scores", scored)
            };
            msg.msg("city", city(*province)).msg("majority", winners)
        }
        Event::Monasteries { points } if points.iter().all(|&p| p == 0) => Msg::new("ming-monasteries-none"),
        Event::Monasteries { points } => Msg::new("ming-monasteries").list("scores", scores(points)),
        Event::FinalTiles { points } => Msg::new("ming-final-tiles").list("scores", scores(points)),
        Event::StartPlayer { seat } => Msg::new("ming-start-player").seat("seat", *seat),
        Event::NeutralReturned { seat, district: d } => {
            Msg::new("ming-neutral-returned").seat("seat", *seat).msg("district", district(*d, data))
        }
        Event::RoundBegins { round } => Msg::new("ming-round-begins").num("round", *round),
        Event::GameOver { scores: s } => {
            let winners = Outcome::ranked(s.to_vec(), None).winners;
            Msg::new("ming-game-over")
                .list("scores", scores(s))
                .num("count", winners.len() as i64)
                .seats("winners", winners)
        }
    }
}

/// Members sent to a city: a player's (with the tiles they take) or the
/// neutral player's.
fn to_city(game: &Ming, family: Family, d: District, count: u8, taken: u8, data: &Data) -> Msg {
    let province = data.colour[d.index()];
    let common =
        |id| Msg::new(id).num("count", count).msg("district", district(d, data)).msg("city", colour_f(province, data));
    if usize::from(family.0) >= game.players {
        return common("ming-neutral-to-city");
    }
    let seat = Seat(family.0);
    if taken == 0 {
        common("ming-to-city-no-tile").seat("seat", seat).msg("colour", colour_f(province, data))
    } else {
        common("ming-to-city").seat("seat", seat).msg("tiles", tiles(province, taken, data))
    }
}

#[cfg(test)]
mod tests {
    use super::super::DATA;
    use super::*;
    use crate::Game;

    #[test]
    fn words_the_end_of_the_game_names_the_winners() {
        let game = Ming::new(3, &Default::default(), 1).unwrap();
        let msg = event_msg(&game, &Event::GameOver { scores: vec![40, 52, 52] }, DATA.get());
        assert_eq!(msg.get("count"), Some(&crate::Arg::Num(2)));
        assert_eq!(msg.get("winners"), Some(&crate::Arg::Seats(vec![Seat(1), Seat(2)])));
    }
}
