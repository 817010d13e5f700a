//! What the channel and each seat see. Only the person cards in a hand are
//! private (how many remain is public).

use serde::Serialize;

use super::{Action, ActionCard, EventKind, Palace, Person, Phase, Tile, YearOfTheDragon};
use crate::{Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct DragonView {
    /// The month, 1 to 12 (0 during the opening draft).
    pub round: u8,
    /// How many months the year has, and what joining a taken group costs.
    pub months: u8,
    pub group_fee: i32,
    pub scores: Vec<i32>,
    pub over: bool,
    pub phase: Phase,
    pub current: Seat,
    pub events: Vec<EventKind>,
    pub groups: Vec<Vec<ActionCard>>,
    pub dragons: Vec<Vec<Seat>>,
    /// Person-track order, first to act first.
    pub order: Vec<Seat>,
    /// Great Wall: the builders of the wall's sections, left to right.
    pub wall: Option<Vec<Seat>>,
    /// The super event waiting on month 7 (face up, as on the board).
    pub super_event: Option<super::SuperEvent>,
    /// Tiles left by type: (young, old).
    pub supply: Vec<(Person, u8, u8)>,
    pub players: Vec<PlayerView>,
    /// The viewer's person cards by type, and "?" cards.
    pub hand: Option<(Vec<(Person, u8)>, u8)>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub yuan: i32,
    pub rice: i32,
    pub fireworks: i32,
    pub privileges: i32,
    pub track: i32,
    pub palaces: Vec<Palace>,
    pub cards_left: u8,
    /// Great Wall tiles still to build (their rewards are known to all).
    pub wall_tiles: Vec<super::WallReward>,
}

pub(super) fn build(game: &YearOfTheDragon, viewer: Viewer) -> DragonView {
    let rules = &super::DATA.get().rules;
    DragonView {
        round: game.month,
        months: rules.months,
        group_fee: rules.group_fee,
        scores: game.provinces.values().map(|p| p.score).collect(),
        over: game.phase == Phase::Over,
        phase: game.phase.clone(),
        current: game.current,
        events: game.events.clone(),
        groups: game.groups.clone(),
        dragons: game.dragons.clone(),
        order: game.track_order(),
        wall: game.great_wall.then(|| game.wall.clone()),
        super_event: game.super_event,
        supply: Person::ALL.iter().map(|&p| (p, game.supply[p.index()].0, game.supply[p.index()].1)).collect(),
        players: game
            .provinces
            .iter()
            .map(|(seat, p)| PlayerView {
                seat,
                yuan: p.yuan,
                rice: p.rice,
                fireworks: p.fireworks,
                privileges: p.privileges,
                track: p.track,
                palaces: p.palaces.clone(),
                cards_left: p.cards.iter().sum::<u8>() + p.jokers,
                wall_tiles: game.wall_tiles[seat].clone(),
            })
            .collect(),
        hand: match viewer {
            Viewer::Seat(s) if s.index() < game.players => {
                let p = &game.provinces[s];
                Some((Person::ALL.iter().map(|&k| (k, p.cards[k.index()])).filter(|x| x.1 > 0).collect(), p.jokers))
            }
            _ => None,
        },
    }
}

fn tile_id(t: &Tile) -> String {
    format!("{}-{}", t.person.id().replace('_', "-"), if t.old { "old" } else { "young" })
}

/// The card's part of an action id (stable: ids are persisted in logs).
fn card_name(c: ActionCard) -> &'static str {
    match c {
        ActionCard::Taxes => "taxes",
        ActionCard::Build => "build",
        ActionCard::Harvest => "harvest",
        ActionCard::Fireworks => "fireworks",
        ActionCard::Parade => "military parade",
        ActionCard::Research => "research",
        ActionCard::Privilege => "privilege",
        ActionCard::Wall => "great wall",
    }
}

/// The wall tile's part of an action id (stable: ids are persisted in logs).
fn wall_name(r: super::WallReward) -> &'static str {
    match r {
        super::WallReward::Rice => "1 rice",
        super::WallReward::Fireworks => "1 fireworks",
        super::WallReward::Floor => "1 palace floor",
        super::WallReward::Yuan => "2 yuan",
        super::WallReward::Track => "3 person-track spaces",
        super::WallReward::Points => "3 points",
    }
}

pub(super) fn action_id(action: &Action) -> String {
    match action {
        Action::Draft { person } => format!("draft-{}", person.id().replace('_', "-")),
        Action::House { palace } => format!("house-{}", palace + 1),
        Action::Replace { palace, tile } => format!("replace-{}-{}", palace + 1, tile_id(tile)),
        Action::LetGo => "let-go".into(),
        Action::Group { group } => format!("group-{}", group + 1),
        Action::TakeYuan => "take-yuan".into(),
        Action::Act { card } => format!("act-{}", card_name(*card).replace(' ', "-")),
        Action::Floor { palace } => format!("floor-{}", palace + 1),
        Action::NewPalace => "new-palace".into(),
        Action::Privilege { large } => if *large { "privilege-large" } else { "privilege-small" }.into(),
        Action::Wall { reward } => format!("wall-{}", wall_name(*reward).replace(' ', "-")),
        Action::Play { person } => format!("play-{}", person.id().replace('_', "-")),
        Action::PlayJoker => "play-any".into(),
        Action::Take { tile } => format!("take-{}", tile_id(tile)),
        Action::Release { palace, tile } => format!("release-{}-{}", palace + 1, tile_id(tile)),
        Action::RemoveFloor { palace } => format!("remove-floor-{}", palace + 1),
        Action::Give { goods } => format!("give-{}", goods_name(*goods)),
        Action::Discard { person: Some(p) } => format!("discard-{}", p.id().replace('_', "-")),
        Action::Discard { person: None } => "discard-any".into(),
        Action::Charter { person } => format!("charter-{}", person.id().replace('_', "-")),
        Action::Back => "back".into(),
    }
}

fn goods_name(g: super::Goods) -> &'static str {
    match g {
        super::Goods::Yuan => "yuan",
        super::Goods::Rice => "rice",
        super::Goods::Fireworks => "fireworks",
    }
}
