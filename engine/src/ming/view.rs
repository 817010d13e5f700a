//! What the channel and each seat see: hands and pending return cards only
//! for their owner, the deck order for nobody.

use serde::Serialize;

use super::data::Data;
use super::{Action, Event, Hand, Ming, Pay, Phase};
use crate::{Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct MingView {
    pub round: u8,
    pub scores: Vec<i32>,
    pub over: bool,
    pub phase: Phase,
    pub start_player: Seat,
    pub current: Seat,
    /// The next scoring round, if any is left.
    pub next_scoring: Option<u8>,
    /// What that scoring pays: a full set of six colours, a member left in a city.
    pub next_full_set: Option<i32>,
    pub next_city_member: Option<i32>,
    pub provinces: Vec<ProvinceView>,
    pub districts: Vec<DistrictView>,
    pub players: Vec<PlayerView>,
    pub deck_size: usize,
    pub dragons_left: u8,
    /// 2 players: the neutral family's index in member counts.
    pub neutral: Option<u8>,
    /// Seats whose return cards are in for the current city (never the cards).
    pub returned: Vec<Seat>,
    pub hand: Option<Hand>,
    pub my_return: Option<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ProvinceView {
    pub colour: String,
    /// Members on the province space, by seat.
    pub waiting: Vec<u8>,
    pub card: Option<String>,
    /// Members in the city during a scoring, by family.
    pub city: Vec<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct DistrictView {
    pub id: String,
    pub members: Vec<u8>,
    pub monastery: Option<u8>,
    pub prince: Option<Seat>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub tiles: [u8; 6],
    pub cards: u8,
    pub reserve: u8,
    pub passed: bool,
}

pub(super) fn build(game: &Ming, viewer: Viewer, data: &Data) -> MingView {
    let families = game.families();
    let own = match viewer {
        Viewer::Seat(s) if s.index() < game.players => Some(s),
        _ => None,
    };
    MingView {
        round: game.round,
        scores: game.scores.0.clone(),
        over: game.phase == Phase::Over,
        phase: game.phase.clone(),
        start_player: game.start,
        current: game.current,
        next_scoring: data.scoring_rounds.iter().copied().find(|&r| r >= game.round),
        next_full_set: data.scoring_rounds.iter().position(|&r| r >= game.round).map(|i| data.full_set[i]),
        next_city_member: data.scoring_rounds.iter().position(|&r| r >= game.round).map(|i| data.city_member[i]),
        provinces: (0..6)
            .map(|p| ProvinceView {
                colour: data.provinces[p].clone(),
                waiting: game.spaces[p][..game.players].to_vec(),
                card: game.face_up[p].map(|s| data.symbols[s.0 as usize].clone()),
                city: (0..families).map(|f| game.cities[p][f].iter().sum()).collect(),
            })
            .collect(),
        districts: game
            .districts
            .iter()
            .enumerate()
            .map(|(i, d)| DistrictView {
                id: data.districts[i].clone(),
                members: d.open[..families].to_vec(),
                monastery: d.monastery.map(|f| f.0),
                prince: game.princes.iter().find(|(_, p)| p.map(|x| x.index()) == Some(i)).map(|(s, _)| s),
            })
            .collect(),
        players: Seat::all(game.players)
            .map(|seat| PlayerView {
                seat,
                tiles: game.tiles[seat],
                cards: game.hands[seat].total(),
                reserve: game.reserve[seat],
                passed: game.passed[seat],
            })
            .collect(),
        deck_size: game.deck.len(),
        dragons_left: game.dragons,
        neutral: game.neutral().map(|f| f.0),
        returned: Seat::all(game.players).filter(|&s| game.returns[s].is_some()).collect(),
        hand: own.map(|s| game.hands[s]),
        my_return: own.and_then(|s| game.returns[s]),
    }
}

fn pay_name(pay: Pay, data: &Data) -> String {
    match pay {
        Pay::Card(s) => format!("a {} card", data.symbols[s.0 as usize]),
        Pay::Dragon => "a dragon".into(),
    }
}

fn members(count: u8) -> String {
    if count == 1 {
        "1 member".into()
    } else {
        format!("{count} members")
    }
}

/// The English of [`super::words`], for callers that do not word messages yet.
pub(super) fn action_label(game: &Ming, seat: Seat, action: &Action, data: &Data) -> String {
    let district = |d: &super::District| data.districts[d.index()].clone();
    let here = || game.princes[seat].map_or_else(String::new, |d| district(&d));
    match action {
        Action::PlacePrince { district: d } => format!("Place your prince in {}", district(d)),
        Action::PlaceNeutral { district: d } => format!("Place a neutral member in {}", district(d)),
        Action::PlaceMember { province } => format!("Place a member on {}", data.provinces[*province as usize]),
        Action::TakeCard { province } => format!("Take the card by {}", data.provinces[*province as usize]),
        Action::TakeDragon { province } => {
            format!("Take a dragon for a member on {}", data.provinces[*province as usize])
        }
        Action::Step { to, pay } => format!("Move to {} paying {}", district(to), pay_name(*pay, data)),
        Action::Stop => format!("Stop in {}", here()),
        Action::Stay => "Stay (discard a card)".into(),
        Action::Discard { pay } => format!("Discard {}", pay_name(*pay, data)),
        Action::Pass => "Pass (end phase)".into(),
        Action::Bring { count: 0, .. } => "Bring no members".into(),
        Action::Bring { count, monastery: false } => format!("Bring {}", members(*count)),
        Action::Bring { count, monastery: true } => format!("Bring {}, one onto the monastery", members(*count)),
        Action::Return { cards } => {
            let values: Vec<String> = super::words::return_values(*cards, data).iter().map(u8::to_string).collect();
            format!("Play return cards {}", values.join("+"))
        }
        Action::ChooseStart { seat } => format!("{seat} starts the round"),
        Action::ReturnNeutral { district: d } => format!("Send a neutral member back to {}", district(d)),
    }
}

/// The English of [`super::words`], for callers that do not word messages yet.
pub(super) fn event_text(event: &Event, data: &Data) -> String {
    let district = |d: &super::District| data.districts[d.index()].as_str();
    let province = |p: &u8| data.provinces[*p as usize].as_str();
    let symbol = |s: &super::Symbol| data.symbols[s.0 as usize].as_str();
    match event {
        Event::PrincePlaced { seat, district: d } => format!("{seat} places their prince in {}.", district(d)),
        Event::NeutralPlaced { seat, district: d } => format!("{seat} places a neutral member in {}.", district(d)),
        Event::MemberPlaced { seat, province: p } => format!("{seat} places a member on the {} space.", province(p)),
        Event::TookCard { seat, province: p, symbol: s, .. } => {
            format!("{seat} takes the {} card by {}.", symbol(s), province(p))
        }
        Event::TookDragon { seat, province: p } => format!("{seat} gives up a member on {} for a dragon.", province(p)),
        Event::Stepped { seat, to, pay } => {
            format!("{seat}'s prince moves to {} paying {}.", district(to), pay_name(*pay, data))
        }
        Event::Moved { seat, path } => {
            let end = path.last().map_or("", district);
            format!("{seat}'s prince stops in {end}.")
        }
        Event::Stayed { seat, district: d, pay } => {
            format!("{seat}'s prince stays in {}, discarding {}.", district(d), pay_name(*pay, data))
        }
        Event::Brought { seat, district: d, count, monastery, .. } => format!(
            "{seat} brings {} to {}{}.",
            members(*count),
            district(d),
            if *monastery { ", one onto the monastery" } else { "" }
        ),
        Event::Passed { seat } => format!("{seat} passes."),
        Event::ToCity { family, district: d, count, .. } => {
            format!("Colour {} sends {} to the city from {}.", family.0 + 1, members(*count), district(d))
        }
        Event::FullSet { seat, points } => format!("{seat} completes a set of six colours: {points} points."),
        Event::ReturnChosen { seat } => format!("{seat} has chosen return cards."),
        Event::ReturnsShown { province: p, seat, cards, back } => {
            format!("The {} city: {seat} plays return cards {cards:?}, {} back.", province(p), members(*back))
        }
        Event::NeutralKept { province: p, kept, back } => {
            format!("The {} city: the neutral keeps {kept}, {back} back.", province(p))
        }
        Event::CityScored { province: p, points, .. } => format!("The {} city scores {points:?}.", province(p)),
        Event::Monasteries { points } => format!("Monasteries score {points:?}."),
        Event::FinalTiles { points } => format!("Province tiles score {points:?}."),
        Event::StartPlayer { seat } => format!("{seat} is the start player."),
        Event::NeutralReturned { seat, district } => {
            format!("{seat} sends a neutral member back to {}.", data.districts[district.index()])
        }
        Event::RoundBegins { round } => format!("Round {round} begins."),
        Event::GameOver { scores } => format!("The game is over. Scores: {scores:?}."),
    }
}
