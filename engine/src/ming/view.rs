//! What the channel and each seat see: hands and pending return cards only
//! for their owner, the deck order for nobody.

use serde::Serialize;

use super::data::Data;
use super::{Hand, Ming, Phase};
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
