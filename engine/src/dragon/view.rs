//! What the channel and each seat see. Only the person cards in a hand are
//! private (how many remain is public).

use serde::Serialize;

use super::data::Data;
use super::{Action, ActionCard, Event, EventKind, Palace, Person, Phase, Tile, YearOfTheDragon};
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

fn person_name(p: Person) -> String {
    p.id().replace('_', " ")
}

fn tile_name(t: &Tile) -> String {
    format!("{} {}", if t.old { "old" } else { "young" }, person_name(t.person))
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

pub(super) fn action_label(game: &YearOfTheDragon, seat: Seat, action: &Action, data: &Data) -> String {
    let r = &data.rules;
    match action {
        Action::Draft { person } => format!("Take a young {}", person_name(*person)),
        Action::House { palace } => format!("House in palace {}", palace + 1),
        Action::Replace { palace, tile } => format!("Replace the {} in palace {}", tile_name(tile), palace + 1),
        Action::LetGo => "Let the new person go".into(),
        Action::Group { group } => {
            let cards: Vec<&str> = game.groups[*group as usize].iter().map(|&c| card_name(c)).collect();
            let fee = if game.dragons[*group as usize].is_empty() {
                String::new()
            } else {
                format!(" · {} yuan", r.group_fee)
            };
            format!("Join group {}: {}{fee}", group + 1, cards.join(", "))
        }
        Action::TakeYuan => format!("Take yuan up to {}", r.take_up_to),
        Action::Act { card } => format!("Take {}", card_name(*card)),
        Action::Floor { palace } => {
            let floors = game.provinces[seat].palaces[*palace as usize].floors;
            format!("Build on palace {} ({floors} floors)", palace + 1)
        }
        Action::NewPalace => "Build a new palace".into(),
        Action::Privilege { large: false } => format!("Small privilege · {} yuan", r.small_privilege.cost),
        Action::Privilege { large: true } => format!("Large privilege · {} yuan", r.large_privilege.cost),
        Action::Wall { reward } => format!("Build a wall tile for {}", wall_name(*reward)),
        Action::Play { person } => format!("Play the {} card", person_name(*person)),
        Action::PlayJoker => "Play a ? card".into(),
        Action::Take { tile } => format!("Take a {}", tile_name(tile)),
        Action::Release { palace, tile } => format!("Release the {} in palace {}", tile_name(tile), palace + 1),
        Action::RemoveFloor { palace } => {
            let pl = &game.provinces[seat].palaces[*palace as usize];
            format!("Lose a floor of palace {} ({} floors, {} persons)", palace + 1, pl.floors, pl.persons.len())
        }
        Action::Give { goods } => format!("Return 1 {}", goods_name(*goods)),
        Action::Discard { person: Some(p) } => format!("Discard the {} card", person_name(*p)),
        Action::Discard { person: None } => "Discard a ? card".into(),
        Action::Charter { person } => format!("Charter your {}s", person_name(*person)),
        Action::Back => "Back".into(),
    }
}

pub(super) fn event_text(event: &Event) -> String {
    match event {
        Event::Drafted { seat, tile } => format!("{seat} calls a {} to court.", tile_name(tile)),
        Event::Housed { seat, tile, palace } => {
            format!("{seat} houses a {} in palace {}.", tile_name(tile), palace + 1)
        }
        Event::Replaced { seat, tile, released } => {
            format!("{seat} houses a {} and releases a {}.", tile_name(tile), tile_name(released))
        }
        Event::LetGo { seat, tile } => format!("{seat} lets a {} go.", tile_name(tile)),
        Event::MonthBegins { month, groups } => {
            let g: Vec<String> =
                groups.iter().map(|cs| cs.iter().map(|&c| card_name(c)).collect::<Vec<_>>().join("+")).collect();
            format!("Month {month}: action groups {}.", g.join(" | "))
        }
        Event::TookYuan { seat, yuan } => format!("{seat} takes {yuan} yuan instead of an action."),
        Event::Acted { seat, card, group, paid, gain } => {
            let fee = if *paid > 0 { format!(" paying {paid} yuan") } else { String::new() };
            format!("{seat} joins group {}{fee} and takes {} ({gain}).", group + 1, card_name(*card))
        }
        Event::CardPlayed { seat, person } => match person {
            Some(p) => format!("{seat} plays the {} card.", person_name(*p)),
            None => format!("{seat} plays a ? card."),
        },
        Event::NoTile { seat } => format!("{seat}'s card finds no tile left: nothing is gained."),
        Event::Event { month, kind } => format!("The event of month {month}: {kind:?}."),
        Event::Released { seat, tile } => format!("{seat} releases a {}.", tile_name(tile)),
        Event::Festival { points } => format!("Dragon Festival points: {points:?}."),
        Event::Helmets { points } => format!("Mongol invasion: helmets score {points:?}."),
        Event::Decay { seat, palaces } => format!("{palaces} empty palace(s) of {seat} decay."),
        Event::WallBuilt { seat, reward, length } => {
            format!("{seat} builds the Great Wall to {length} sections and takes {}.", wall_name(*reward))
        }
        Event::WallScored { points, complete: true } => format!("The Great Wall holds: points {points:?}."),
        Event::WallScored { complete: false, .. } => {
            "The Great Wall is too short: the fewest builders release a person.".into()
        }
        Event::SuperEvent { kind } => format!("The super event strikes: {}.", kind.id()),
        Event::SuperPoints { points } => format!("The super event scores {points:?}."),
        Event::FloorLost { seat, palace } => format!("{seat}'s palace {} loses a floor.", palace + 1),
        Event::Gave { seat, goods } => format!("{seat} returns 1 {} to the flood.", goods_name(*goods)),
        Event::Discarded { seat } => format!("{seat} discards a person card to the tornado."),
        Event::Chartered { seat, person, gain } => {
            format!("{seat} charters their {}s for {gain}.", person_name(*person))
        }
        Event::Scoring { points } => format!("Monthly scoring: {points:?}."),
        Event::Final { points } => format!("Final scoring: {points:?}."),
        Event::GameOver { scores } => format!("The game is over. Scores: {scores:?}."),
    }
}
