//! Labels and events as messages (`dragon-*` ids), worded by
//! `data/year-of-the-dragon/<lang>.ftl`.
//!
//! Kinds are nested messages that carry their own article, so Italian
//! genders come out right: a tile is `dragon-a-<type>` ("an old monk", "uno
//! Studioso giovane") or `dragon-the-<type>` ("the old monk", "lo Studioso
//! giovane") with `old` as 0 or 1; a type is `dragon-person-<type>` ("monk",
//! "Monaco") or, as a group, `dragon-the-<types>` ("the monks", "i Monaci").
//! Events carry every number they need: they are worded after the move.

use super::data::Data;
use super::{
    Action, ActionCard, Cause, Event, EventKind, Goods, Person, Phase, SuperEvent, Tile, WallReward, YearOfTheDragon,
};
use crate::{Msg, Seat};

/// Message ids of a person type: bare name, indefinite tile, definite tile,
/// definite plural.
fn person_ids(p: Person) -> [&'static str; 4] {
    match p {
        Person::Craftsman => {
            ["dragon-person-craftsman", "dragon-a-craftsman", "dragon-the-craftsman", "dragon-the-craftsmen"]
        }
        Person::CourtLady => {
            ["dragon-person-court-lady", "dragon-a-court-lady", "dragon-the-court-lady", "dragon-the-court-ladies"]
        }
        Person::TaxCollector => [
            "dragon-person-tax-collector",
            "dragon-a-tax-collector",
            "dragon-the-tax-collector",
            "dragon-the-tax-collectors",
        ],
        Person::Pyrotechnist => [
            "dragon-person-pyrotechnist",
            "dragon-a-pyrotechnist",
            "dragon-the-pyrotechnist",
            "dragon-the-pyrotechnists",
        ],
        Person::Warrior => ["dragon-person-warrior", "dragon-a-warrior", "dragon-the-warrior", "dragon-the-warriors"],
        Person::Monk => ["dragon-person-monk", "dragon-a-monk", "dragon-the-monk", "dragon-the-monks"],
        Person::Healer => ["dragon-person-healer", "dragon-a-healer", "dragon-the-healer", "dragon-the-healers"],
        Person::Farmer => ["dragon-person-farmer", "dragon-a-farmer", "dragon-the-farmer", "dragon-the-farmers"],
        Person::Scholar => ["dragon-person-scholar", "dragon-a-scholar", "dragon-the-scholar", "dragon-the-scholars"],
    }
}

/// "monk" / "Monaco": a card or a type.
pub(super) fn person(p: Person) -> Msg {
    Msg::new(person_ids(p)[0])
}

/// "an old monk" / "un Monaco anziano".
pub(super) fn a_tile(t: &Tile) -> Msg {
    Msg::new(person_ids(t.person)[1]).num("old", u8::from(t.old))
}

/// "the old monk" / "il Monaco anziano".
pub(super) fn the_tile(t: &Tile) -> Msg {
    Msg::new(person_ids(t.person)[2]).num("old", u8::from(t.old))
}

/// "the monks" / "i Monaci".
pub(super) fn the_persons(p: Person) -> Msg {
    Msg::new(person_ids(p)[3])
}

pub(super) fn card(c: ActionCard) -> Msg {
    Msg::new(match c {
        ActionCard::Taxes => "dragon-card-taxes",
        ActionCard::Build => "dragon-card-build",
        ActionCard::Harvest => "dragon-card-harvest",
        ActionCard::Fireworks => "dragon-card-fireworks",
        ActionCard::Parade => "dragon-card-parade",
        ActionCard::Research => "dragon-card-research",
        ActionCard::Privilege => "dragon-card-privilege",
        ActionCard::Wall => "dragon-card-wall",
    })
}

fn event_name(kind: EventKind) -> Msg {
    Msg::new(match kind {
        EventKind::Peace => "dragon-event-peace",
        EventKind::Tribute => "dragon-event-tribute",
        EventKind::Drought => "dragon-event-drought",
        EventKind::Festival => "dragon-event-festival",
        EventKind::Mongols => "dragon-event-mongols",
        EventKind::Contagion => "dragon-event-contagion",
    })
}

/// What a monthly event does, with the rule numbers from `data/`.
fn event_effect(kind: EventKind, data: &Data) -> Msg {
    let r = &data.rules;
    match kind {
        EventKind::Peace => Msg::new("dragon-effect-peace"),
        EventKind::Tribute => Msg::new("dragon-effect-tribute").num("yuan", r.tribute),
        EventKind::Drought => Msg::new("dragon-effect-drought"),
        EventKind::Festival => {
            Msg::new("dragon-effect-festival").num("first", r.festival[0]).num("second", r.festival[1])
        }
        EventKind::Mongols => Msg::new("dragon-effect-mongols"),
        EventKind::Contagion => Msg::new("dragon-effect-contagion").num("count", r.contagion),
    }
}

fn super_name(kind: SuperEvent) -> Msg {
    Msg::new(match kind {
        SuperEvent::Lanternfest => "dragon-super-lanternfest",
        SuperEvent::Buddha => "dragon-super-buddha",
        SuperEvent::Earthquake => "dragon-super-earthquake",
        SuperEvent::Flood => "dragon-super-flood",
        SuperEvent::Eclipse => "dragon-super-eclipse",
        SuperEvent::Volcano => "dragon-super-volcano",
        SuperEvent::Tornado => "dragon-super-tornado",
        SuperEvent::Sunrise => "dragon-super-sunrise",
        SuperEvent::Assassination => "dragon-super-assassination",
        SuperEvent::Charter => "dragon-super-charter",
    })
}

/// What a super event does; the Solar Eclipse names the event it repeats.
fn super_effect(game: &YearOfTheDragon, kind: SuperEvent, data: &Data) -> Msg {
    match kind {
        SuperEvent::Lanternfest => Msg::new("dragon-effect-lanternfest").num("points", data.rules.person_points),
        SuperEvent::Buddha => Msg::new("dragon-effect-buddha"),
        SuperEvent::Earthquake => Msg::new("dragon-effect-earthquake"),
        SuperEvent::Flood => Msg::new("dragon-effect-flood"),
        SuperEvent::Eclipse => Msg::new("dragon-effect-eclipse")
            .num("month", SUPER_MONTH)
            .msg("event", event_name(game.events[usize::from(SUPER_MONTH) - 1])),
        SuperEvent::Volcano => Msg::new("dragon-effect-volcano"),
        SuperEvent::Tornado => Msg::new("dragon-effect-tornado"),
        SuperEvent::Sunrise => Msg::new("dragon-effect-sunrise"),
        SuperEvent::Assassination => Msg::new("dragon-effect-assassination"),
        SuperEvent::Charter => Msg::new("dragon-effect-charter"),
    }
}

/// The month whose event tile carries the super event.
const SUPER_MONTH: u8 = 7;

fn cause(c: Cause) -> Msg {
    Msg::new(match c {
        Cause::Tribute => "dragon-cause-tribute",
        Cause::Drought => "dragon-cause-drought",
        Cause::Mongols => "dragon-cause-mongols",
        Cause::Contagion => "dragon-cause-contagion",
        Cause::Wall => "dragon-cause-wall",
        Cause::Earthquake => "dragon-cause-earthquake",
    })
}

/// A quantity of one good, as a noun phrase: "4 rice", "2 palace floors".
fn amount(id: &'static str, count: i32) -> Msg {
    Msg::new(id).num("count", count)
}

fn goods(g: Goods, count: i32) -> Msg {
    match g {
        Goods::Yuan => amount("dragon-yuan", count),
        Goods::Rice => amount("dragon-rice", count),
        Goods::Fireworks => amount("dragon-fireworks", count),
    }
}

fn wall_reward(r: WallReward) -> Msg {
    let n = r.amount();
    match r {
        WallReward::Rice => amount("dragon-rice", n),
        WallReward::Fireworks => amount("dragon-fireworks", n),
        WallReward::Floor => amount("dragon-floors", n),
        WallReward::Yuan => amount("dragon-yuan", n),
        WallReward::Track => amount("dragon-spaces", n),
        WallReward::Points => amount("points", n),
    }
}

/// What an action card yields, as a noun phrase (`None` for the privilege
/// and the wall, whose yield is a further choice).
fn card_gain(c: ActionCard, gain: i32) -> Option<Msg> {
    match c {
        ActionCard::Taxes => Some(amount("dragon-yuan", gain)),
        ActionCard::Build => Some(amount("dragon-floors", gain)),
        ActionCard::Harvest => Some(amount("dragon-rice", gain)),
        ActionCard::Fireworks => Some(amount("dragon-fireworks", gain)),
        ActionCard::Parade => Some(amount("dragon-spaces", gain)),
        ActionCard::Research => Some(amount("points", gain)),
        ActionCard::Privilege | ActionCard::Wall => None,
    }
}

/// What an action card does, as a verb phrase for the log.
fn card_effect(c: ActionCard, gain: i32) -> Msg {
    let id = match c {
        ActionCard::Taxes => "dragon-does-taxes",
        ActionCard::Build => "dragon-does-build",
        ActionCard::Harvest => "dragon-does-harvest",
        ActionCard::Fireworks => "dragon-does-fireworks",
        ActionCard::Parade => "dragon-does-parade",
        ActionCard::Research => "dragon-does-research",
        ActionCard::Privilege => "dragon-does-privilege",
        ActionCard::Wall => "dragon-does-wall",
    };
    Msg::new(id).num("count", gain)
}

/// What a Charter on a type yields, as a noun phrase (`None`: nothing).
fn charter_gain(p: Person, gain: i32) -> Option<Msg> {
    match p {
        Person::TaxCollector => Some(amount("dragon-yuan", gain)),
        Person::Farmer => Some(amount("dragon-rice", gain)),
        Person::Pyrotechnist => Some(amount("dragon-fireworks", gain)),
        Person::Warrior => Some(amount("dragon-spaces", gain)),
        Person::Craftsman => Some(amount("dragon-floors", gain)),
        Person::Scholar | Person::CourtLady | Person::Monk => Some(amount("points", gain)),
        Person::Healer => None,
    }
}

/// "Ada 6, Bruno 6 and Carla 3", keeping only the seats `keep` accepts.
fn scores(points: &[i32], keep: impl Fn(i32) -> bool) -> Vec<Msg> {
    points
        .iter()
        .enumerate()
        .filter(|(_, &p)| keep(p))
        .map(|(s, &p)| Msg::new("score-entry").seat("seat", Seat(s as u8)).num("points", p))
        .collect()
}

/// The seats holding the fewest of something.
fn fewest(counts: &[i32]) -> Vec<Seat> {
    let min = counts.iter().copied().min().unwrap_or(0);
    counts.iter().enumerate().filter(|(_, &c)| c == min).map(|(s, _)| Seat(s as u8)).collect()
}

/// Palaces are numbered from 1 for people.
fn nth(index: u8) -> i64 {
    i64::from(index) + 1
}

pub(super) fn action_msg(game: &YearOfTheDragon, seat: Seat, action: &Action, data: &Data) -> Msg {
    let r = &data.rules;
    let p = &game.provinces[seat];
    let pending = match game.phase {
        Phase::Place { tile } => Some(tile),
        _ => None,
    };
    match *action {
        Action::Draft { person } => Msg::new("dragon-take").msg("tile", a_tile(&Tile { person, old: false })),
        Action::Take { tile } => {
            // What deciding between a young and an old person needs: its
            // value on the person track, its symbols, how many are left.
            let (young, old) = data.faces[tile.person.index()];
            let face = if tile.old { old.unwrap_or(young) } else { young };
            let (young_left, old_left) = game.supply[tile.person.index()];
            Msg::new("dragon-take-tile")
                .msg("tile", a_tile(&tile))
                .num("value", face.value)
                .num("symbols", face.symbols)
                .num("left", if tile.old { old_left } else { young_left })
        }
        Action::House { palace } => {
            let tile = pending.expect("housing waits on a tile");
            Msg::new("dragon-place").msg("tile", the_tile(&tile)).num("palace", nth(palace))
        }
        Action::Replace { palace, tile } => {
            Msg::new("dragon-replace").msg("tile", the_tile(&tile)).num("palace", nth(palace))
        }
        Action::LetGo => Msg::new("dragon-let-go").msg("tile", the_tile(&pending.expect("a tile to let go"))),
        Action::Group { group } => {
            let cards = game.groups[group as usize].iter().map(|&c| card(c));
            if game.dragons[group as usize].is_empty() {
                Msg::new("dragon-join-group").num("group", nth(group)).list("cards", cards)
            } else {
                Msg::new("dragon-join-group-paid").num("group", nth(group)).num("fee", r.group_fee).list("cards", cards)
            }
        }
        Action::TakeYuan => {
            Msg::new("dragon-take-yuan").num("yuan", (r.take_up_to - p.yuan).max(0)).num("limit", r.take_up_to)
        }
        Action::Act { card: c } => match card_gain(c, game.action_gain(seat, c, data)) {
            Some(gain) => Msg::new("dragon-act").msg("card", card(c)).msg("gain", gain),
            None => Msg::new("dragon-act-plain").msg("card", card(c)),
        },
        Action::Floor { palace } => {
            let floors = p.palaces[palace as usize].floors + 1;
            Msg::new("dragon-build-floor").num("palace", nth(palace)).num("floors", floors)
        }
        Action::NewPalace => Msg::new("dragon-build-palace"),
        Action::Privilege { large } => {
            let (id, privilege) = if large {
                ("dragon-buy-large-privilege", &r.large_privilege)
            } else {
                ("dragon-buy-small-privilege", &r.small_privilege)
            };
            Msg::new(id).num("cost", privilege.cost).num("dragons", privilege.dragons)
        }
        Action::Wall { reward } => Msg::new("dragon-build-wall").msg("reward", wall_reward(reward)),
        Action::Play { person: kind } => {
            let (young, old) = game.supply[kind.index()];
            let id = if young + old == 0 { "dragon-play-none-left" } else { "dragon-play" };
            Msg::new(id).msg("person", person(kind))
        }
        Action::PlayJoker => Msg::new("dragon-play-any"),
        Action::Release { palace, tile } => Msg::new("dragon-release")
            .msg("tile", the_tile(&tile))
            .num("palace", nth(palace))
            .msg("cause", cause(game.release_cause())),
        Action::RemoveFloor { palace } => {
            let pl = &p.palaces[palace as usize];
            Msg::new("dragon-remove-floor")
                .num("palace", nth(palace))
                .num("floors", pl.floors)
                .num("persons", pl.persons.len() as i64)
        }
        Action::Give { goods: g } => Msg::new("dragon-return").msg("goods", goods(g, 1)),
        Action::Discard { person: Some(kind) } => Msg::new("dragon-discard").msg("person", person(kind)),
        Action::Discard { person: None } => Msg::new("dragon-discard-any"),
        Action::Charter { person: kind } => {
            let persons = the_persons(kind);
            match charter_gain(kind, game.charter_gain(seat, kind, data)) {
                Some(gain) => Msg::new("dragon-charter").msg("persons", persons).msg("gain", gain),
                None => Msg::new("dragon-charter-nothing").msg("persons", persons),
            }
        }
        Action::Back => Msg::new("dragon-back"),
    }
}

pub(super) fn event_msg(game: &YearOfTheDragon, event: &Event, data: &Data) -> Msg {
    let r = &data.rules;
    match event {
        Event::Drafted { seat, tile } => Msg::new("dragon-drafted").seat("seat", *seat).msg("tile", a_tile(tile)),
        Event::Housed { seat, tile, palace } => Msg::new("dragon-housed")
            .seat("seat", *seat)
            .msg("tile", a_tile(tile))
            .num("palace", nth(*palace))
            .num("spaces", super::rules::face(tile, data).value),
        Event::Replaced { seat, tile, released, palace } => Msg::new("dragon-replaced")
            .seat("seat", *seat)
            .msg("tile", a_tile(tile))
            .msg("released", a_tile(released))
            .num("palace", nth(*palace))
            .num("spaces", super::rules::face(tile, data).value),
        Event::LetGo { seat, tile } => Msg::new("dragon-lets-go").seat("seat", *seat).msg("tile", a_tile(tile)),
        Event::MonthBegins { month, kind, groups } => {
            let groups = groups.iter().enumerate().map(|(g, cards)| {
                Msg::new("dragon-group").num("group", g as i64 + 1).list("cards", cards.iter().map(|&c| card(c)))
            });
            Msg::new("dragon-month-begins")
                .num("month", *month)
                .num("months", r.months)
                .msg("event", event_name(*kind))
                .list("groups", groups)
        }
        Event::TookYuan { seat, yuan } => {
            Msg::new("dragon-took-yuan").seat("seat", *seat).num("yuan", *yuan).num("limit", r.take_up_to)
        }
        Event::Acted { seat, card: c, group, paid, gain } => Msg::new("dragon-acted")
            .seat("seat", *seat)
            .msg("card", card(*c))
            .num("group", nth(*group))
            .num("paid", *paid)
            .msg("effect", card_effect(*c, *gain)),
        Event::PrivilegeBought { seat, large, cost, dragons } => {
            let id = if *large { "dragon-bought-large-privilege" } else { "dragon-bought-small-privilege" };
            Msg::new(id).seat("seat", *seat).num("cost", *cost).num("dragons", *dragons)
        }
        Event::FloorBuilt { seat, palace, floors, new } => {
            let id = if *new { "dragon-palace-built" } else { "dragon-floor-built" };
            Msg::new(id).seat("seat", *seat).num("palace", nth(*palace)).num("floors", *floors)
        }
        Event::CardPlayed { seat, person: Some(kind) } => {
            Msg::new("dragon-card-played").seat("seat", *seat).msg("person", person(*kind))
        }
        Event::CardPlayed { seat, person: None } => Msg::new("dragon-any-card-played").seat("seat", *seat),
        Event::NoTile { seat, person: Some(kind) } => {
            Msg::new("dragon-no-tile").seat("seat", *seat).msg("person", person(*kind))
        }
        Event::NoTile { seat, person: None } => Msg::new("dragon-no-tile-any").seat("seat", *seat),
        Event::Event { month, kind } => Msg::new("dragon-event")
            .num("month", *month)
            .msg("event", event_name(*kind))
            .msg("effect", event_effect(*kind, data)),
        Event::TributePaid { seat, paid, releases } => {
            Msg::new("dragon-tribute-paid").seat("seat", *seat).num("paid", *paid).num("releases", *releases)
        }
        Event::RiceGiven { seat, rice, palaces, releases } => Msg::new("dragon-rice-given")
            .seat("seat", *seat)
            .num("rice", *rice)
            .num("palaces", *palaces)
            .num("releases", *releases),
        Event::Contagion { seat, mortars, releases } => {
            Msg::new("dragon-contagion").seat("seat", *seat).num("mortars", *mortars).num("releases", *releases)
        }
        Event::Released { seat, tile, palace, cause: c } => Msg::new("dragon-released")
            .seat("seat", *seat)
            .msg("tile", a_tile(tile))
            .num("palace", nth(*palace))
            .msg("cause", cause(*c)),
        Event::Festival { points } if points.iter().all(|&p| p == 0) => Msg::new("dragon-festival-nobody"),
        Event::Festival { points } => Msg::new("dragon-festival").list("scores", scores(points, |p| p > 0)),
        Event::Helmets { points } => {
            let fewest = fewest(points);
            Msg::new("dragon-mongols")
                .list("scores", scores(points, |_| true))
                .num("count", fewest.len() as i64)
                .seats("fewest", fewest)
        }
        Event::Decay { seat, palaces } => Msg::new("dragon-decay").seat("seat", *seat).num("count", *palaces),
        Event::WallBuilt { seat, reward, length } => Msg::new("dragon-wall-built")
            .seat("seat", *seat)
            .num("length", *length)
            .num("max", WALL_TILES)
            .msg("reward", wall_reward(*reward)),
        Event::WallScored { points, complete, tiles, month, year_end } => {
            wall_scored(points, *complete, tiles, *month, *year_end)
        }
        Event::SuperEvent { kind } => Msg::new("dragon-super-event")
            .num("month", SUPER_MONTH)
            .msg("name", super_name(*kind))
            .msg("effect", super_effect(game, *kind, data)),
        Event::SuperPoints { kind, points } => {
            Msg::new("dragon-super-points").msg("name", super_name(*kind)).list("scores", scores(points, |_| true))
        }
        Event::FloorLost { seat, palace, floors: 0 } => {
            Msg::new("dragon-palace-collapses").seat("seat", *seat).num("palace", nth(*palace))
        }
        Event::FloorLost { seat, palace, floors } => {
            Msg::new("dragon-floor-lost").seat("seat", *seat).num("palace", nth(*palace)).num("floors", *floors)
        }
        Event::Gave { seat, goods: g } => Msg::new("dragon-gave").seat("seat", *seat).msg("goods", goods(*g, 1)),
        Event::Discarded { seat } => Msg::new("dragon-discarded").seat("seat", *seat),
        Event::Chartered { seat, person: kind, gain } => {
            let persons = the_persons(*kind);
            match charter_gain(*kind, *gain) {
                Some(gain) => {
                    Msg::new("dragon-chartered").seat("seat", *seat).msg("persons", persons).msg("gain", gain)
                }
                None => Msg::new("dragon-chartered-nothing").seat("seat", *seat).msg("persons", persons),
            }
        }
        Event::Scoring { points, .. } => Msg::new("dragon-scoring").list("scores", scores(points, |_| true)),
        Event::Final { points } => Msg::new("dragon-final").list("scores", scores(points, |_| true)),
        Event::GameOver { scores: points } => {
            let winners = crate::Game::outcome(game).map(|o| o.winners).unwrap_or_default();
            Msg::new("dragon-game-over")
                .num("count", winners.len() as i64)
                .seats("winners", winners)
                .list("scores", scores(points, |_| true))
        }
    }
}

/// The wall's length: one tile under each event.
const WALL_TILES: u8 = 12;

fn wall_scored(points: &[i32], complete: bool, tiles: &[i32], month: u8, year_end: bool) -> Msg {
    let id = match (complete, year_end) {
        (true, false) => "dragon-wall-holds",
        (false, false) => "dragon-wall-short",
        (true, true) => "dragon-wall-complete",
        (false, true) => "dragon-wall-incomplete",
    };
    let msg = Msg::new(id).num("length", tiles.iter().sum::<i32>()).num("month", month).num("max", WALL_TILES);
    if complete {
        msg.list("scores", scores(points, |p| p > 0))
    } else {
        let fewest = fewest(tiles);
        msg.num("count", fewest.len() as i64).seats("fewest", fewest)
    }
}
