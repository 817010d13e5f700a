//! Labels and events as messages, worded by `data/attila/<lang>.ftl`.
//!
//! A tribe is a nested message in the form the sentence needs, so that
//! Italian gets its articles right: its name ("Franchi"), with the article
//! ("i Franchi", "gli Unni") or with "of" ("dei Franchi", "degli Unni").
//! English reads the same name in most of them ("a Franks card"). Provinces
//! are proper names read from `data/attila/map.toml`, the same in every
//! language and for the whole game.

use super::data::Data;
use super::{Action, ActionTile, Attila, Award, EndReason, Event, Phase, Province, Tribe, Tribes};
use crate::{Msg, Seat};

/// A tribe's name: "Franks", "Franchi".
pub(super) fn tribe_name(tribe: Tribe) -> Msg {
    Msg::new(match tribe {
        Tribe::Franks => "attila-tribe-franks",
        Tribe::Huns => "attila-tribe-huns",
        Tribe::Goths => "attila-tribe-goths",
        Tribe::Saxons => "attila-tribe-saxons",
        Tribe::Teutons => "attila-tribe-teutons",
        Tribe::Vandals => "attila-tribe-vandals",
    })
}

/// A tribe with its article: "the Franks", "i Franchi", "gli Unni".
pub(super) fn tribe_the(tribe: Tribe) -> Msg {
    Msg::new(match tribe {
        Tribe::Franks => "attila-the-franks",
        Tribe::Huns => "attila-the-huns",
        Tribe::Goths => "attila-the-goths",
        Tribe::Saxons => "attila-the-saxons",
        Tribe::Teutons => "attila-the-teutons",
        Tribe::Vandals => "attila-the-vandals",
    })
}

/// A tribe owning a card, a token or a track: "Franks", "dei Franchi".
pub(super) fn tribe_of(tribe: Tribe) -> Msg {
    Msg::new(match tribe {
        Tribe::Franks => "attila-of-franks",
        Tribe::Huns => "attila-of-huns",
        Tribe::Goths => "attila-of-goths",
        Tribe::Saxons => "attila-of-saxons",
        Tribe::Teutons => "attila-of-teutons",
        Tribe::Vandals => "attila-of-vandals",
    })
}

fn province(p: Province, data: &Data) -> String {
    data.names[p.index()].clone()
}

/// A count beside a tribe's name: "Franks 4", in a list of strengths,
/// points or cards.
fn tribe_count(tribe: Tribe, count: impl Into<i64>) -> Msg {
    Msg::new("attila-tribe-count").msg("tribe", tribe_name(tribe)).num("count", count)
}

/// Cards by tribe: "1 Franks card", "2 carte dei Vandali", one item each.
fn cards(cards: &Tribes) -> Vec<Msg> {
    cards
        .present()
        .map(|t| Msg::new("attila-tribe-cards").num("count", cards.get(t)).msg("tribe", tribe_of(t)))
        .collect()
}

/// Influence gained on a tribe, for the gain and for each step of Influence 2.
fn gain_label(tribe: Tribe, count: u8) -> Msg {
    Msg::new("attila-act-gain").num("count", count).msg("tribe", tribe_of(tribe)).msg("the-tribe", tribe_the(tribe))
}

pub(super) fn action_msg(game: &Attila, seat: Seat, action: Action, data: &Data) -> Msg {
    let tribe_in_hand = match game.phase {
        Phase::PlaceToken { tribe, .. } | Phase::Gain { tribe } => Some(tribe),
        _ => None,
    };
    match action {
        Action::Play { tribe } => Msg::new("attila-act-play").msg("tribe", tribe_of(tribe)),
        Action::Place { province: p } => {
            let tribe = tribe_in_hand.expect("a token is placed for the card played");
            Msg::new("attila-act-place").msg("tribe", tribe_of(tribe)).text("province", province(p, data))
        }
        Action::GainInfluence => {
            let tribe = tribe_in_hand.expect("influence is gained on the card's tribe");
            gain_label(tribe, super::rules::century_gain(game, data))
        }
        Action::SecondToken => {
            let tribe = tribe_in_hand.expect("a second token of the card's tribe");
            Msg::new("attila-act-second-token").msg("tribe", tribe_of(tribe))
        }
        Action::Commit { tribe } => Msg::new("attila-act-commit").msg("tribe", tribe_of(tribe)),
        Action::DoneCommitting => {
            let count = game.committed[seat].map_or(0, |c| c.total());
            Msg::new("attila-act-commit-done").num("count", count)
        }
        Action::Use { tile } => Msg::new(match tile {
            ActionTile::DoubleTurn => "attila-act-tile-double",
            ActionTile::Exchange => "attila-act-tile-exchange",
            ActionTile::Influence2 => "attila-act-tile-influence",
        }),
        Action::Discard { tribe } => Msg::new("attila-act-discard").msg("tribe", tribe_of(tribe)),
        Action::DoneDiscarding => {
            let count = match game.phase {
                Phase::Exchange { chosen } => chosen.total(),
                _ => 0,
            };
            Msg::new("attila-act-discard-done").num("count", count)
        }
        Action::Boost { tribe } => gain_label(tribe, 1),
        Action::EndTurn => {
            let count = data.hand.saturating_sub(game.hands[seat].total());
            Msg::new("attila-act-end-turn").num("count", count)
        }
    }
}

pub(super) fn event_msg(event: &Event, data: &Data) -> Msg {
    match event {
        Event::Placed { seat, tribe, province: p, second } => {
            Msg::new(if *second { "attila-placed-second" } else { "attila-placed" })
                .seat("seat", *seat)
                .msg("tribe", tribe_of(*tribe))
                .text("province", province(*p, data))
        }
        Event::Influence { seat, tribe, gain, to } => Msg::new("attila-influence")
            .seat("seat", *seat)
            .num("gain", *gain)
            .num("space", *to)
            .msg("tribe", tribe_of(*tribe))
            .msg("the-tribe", tribe_the(*tribe)),
        Event::Conflict { province: p } => Msg::new("attila-conflict").text("province", province(*p, data)),
        Event::Committed { seat, count } => Msg::new("attila-committed").seat("seat", *seat).num("count", *count),
        Event::CommittedCards { cards: c } if c.total() == 0 => Msg::new("attila-committed-none-yours"),
        Event::CommittedCards { cards: c } => Msg::new("attila-committed-yours").list("cards", cards(c)),
        Event::Revealed { province: p, cards: played, strength } => revealed(province(*p, data), played, strength),
        Event::Left { province: p, tribes } => Msg::new("attila-left")
            .text("province", province(*p, data))
            .num("count", tribes.len() as i64)
            .list("tribes", tribes.iter().map(|&t| tribe_the(t))),
        Event::Peace { province: p, century } => {
            Msg::new("attila-peace").text("province", province(*p, data)).num("century", *century)
        }
        Event::Scoring { century, awards } => scoring(*century, awards),
        Event::TileUsed { seat, tile } => Msg::new(match tile {
            ActionTile::DoubleTurn => "attila-tile-double-used",
            ActionTile::Exchange => "attila-tile-exchange-used",
            ActionTile::Influence2 => "attila-tile-influence-used",
        })
        .seat("seat", *seat),
        Event::Exchanged { seat, count } => Msg::new("attila-exchanged").seat("seat", *seat).num("count", *count),
        Event::Drew { seat, count } => Msg::new("attila-drew").seat("seat", *seat).num("count", *count),
        Event::DrewCards { cards: c } => Msg::new("attila-drew-yours").list("cards", cards(c)),
        Event::Ending { reason } => match reason {
            EndReason::LastPeaceTile => Msg::new("attila-ending-peace"),
            EndReason::LastToken(t) => Msg::new("attila-ending-token").msg("tribe", tribe_of(*t)),
            EndReason::TrackEnd(t) => Msg::new("attila-ending-track").msg("tribe", tribe_of(*t)),
            EndReason::Blocked => Msg::new("attila-ending-blocked"),
        },
        Event::GameOver { scores } => game_over(scores),
    }
}

/// Who played what ("Ada 2 Vandals cards", "Bruno 3 cards (Franks 2 and
/// Huns 1)"), then each tribe's strength; players who played nothing are
/// left out.
fn revealed(province: String, played: &[Tribes], strength: &Tribes) -> Msg {
    let plays: Vec<Msg> = played
        .iter()
        .enumerate()
        .filter(|(_, c)| c.total() > 0)
        .map(|(i, c)| {
            let seat = Seat(i as u8);
            match c.present().count() {
                1 => Msg::new("attila-revealed-play-one").seat("seat", seat).list("cards", cards(c)),
                _ => Msg::new("attila-revealed-play")
                    .seat("seat", seat)
                    .num("count", c.total())
                    .list("tribes", c.present().map(|t| tribe_count(t, c.get(t)))),
            }
        })
        .collect();
    let strengths = strength.present().map(|t| tribe_count(t, strength.get(t)));
    let id = if plays.is_empty() { "attila-revealed-none" } else { "attila-revealed" };
    Msg::new(id).text("province", province).list("plays", plays).list("strengths", strengths)
}

/// Each player's gain with its tribes ("Ada +8 (Franks 5 and Goths 3)"),
/// in seat order; awards of 0 points are left out.
fn scoring(century: Option<u8>, awards: &[Award]) -> Msg {
    let mut seats: Vec<Seat> = awards.iter().filter(|a| a.points > 0).map(|a| a.seat).collect();
    seats.sort();
    seats.dedup();
    let gains: Vec<Msg> = seats
        .into_iter()
        .map(|seat| {
            let mine: Vec<&Award> = awards.iter().filter(|a| a.seat == seat && a.points > 0).collect();
            Msg::new("attila-gain")
                .seat("seat", seat)
                .num("points", mine.iter().map(|a| a.points).sum::<i32>())
                .list("tribes", mine.iter().map(|a| tribe_count(a.tribe, a.points)))
        })
        .collect();
    let id = match (century, gains.is_empty()) {
        (Some(_), false) => "attila-scoring-century",
        (Some(_), true) => "attila-scoring-century-none",
        (None, false) => "attila-scoring-final",
        (None, true) => "attila-scoring-final-none",
    };
    let msg = Msg::new(id).list("gains", gains);
    match century {
        Some(c) => msg.num("century", c),
        None => msg,
    }
}

/// The final scores, and who wins (equal scores share the victory).
fn game_over(scores: &[i32]) -> Msg {
    let best = scores.iter().copied().max().unwrap_or(0);
    let winners: Vec<Seat> = (0..scores.len()).filter(|&i| scores[i] == best).map(|i| Seat(i as u8)).collect();
    let entries =
        scores.iter().enumerate().map(|(i, &p)| Msg::new("score-entry").seat("seat", Seat(i as u8)).num("points", p));
    Msg::new("attila-game-over").list("scores", entries).num("count", winners.len() as i64).seats("winners", winners)
}
