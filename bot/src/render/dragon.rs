//! In the Year of the Dragon's board (docs/conventions.md §6): the event row with this
//! month marked, the super event and the Great Wall; this month's action
//! groups and their dragons; the person-track order; person tiles left; then
//! one field per player (goods, privileges, palaces with residents, helmets
//! and mortars, cards left). Built from the public JSON view only; `None` if
//! the view's shape is unknown (the generic board then).

use serde::Deserialize;
use serde_json::Value;
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use crate::i18n::{dynamic, Tr};
use crate::store::SessionRecord;
use crate::t;

#[derive(Deserialize)]
struct View {
    round: u8,
    months: u8,
    group_fee: i32,
    scores: Vec<i32>,
    over: bool,
    phase: Value,
    events: Vec<String>,
    groups: Vec<Vec<String>>,
    dragons: Vec<Vec<u8>>,
    order: Vec<u8>,
    wall: Option<Vec<u8>>,
    super_event: Option<String>,
    supply: Vec<(String, u8, u8)>,
    players: Vec<Player>,
}

#[derive(Deserialize)]
struct Player {
    yuan: i32,
    rice: i32,
    fireworks: i32,
    privileges: i32,
    track: i32,
    palaces: Vec<Palace>,
    cards_left: u8,
    wall_tiles: Vec<Value>,
}

#[derive(Deserialize)]
struct Palace {
    floors: u8,
    persons: Vec<Tile>,
}

#[derive(Deserialize)]
struct Tile {
    person: String,
    old: bool,
}

/// A person's emoji (docs/conventions.md §7).
fn person(id: &str) -> &'static str {
    match id {
        "craftsman" => "🔨",
        "court_lady" => "👘",
        "tax_collector" => "🧾",
        "pyrotechnist" => "🧨",
        "warrior" => "⚔️",
        "monk" => "🧘",
        "healer" => "⚕️",
        "farmer" => "🌱",
        "scholar" => "📚",
        _ => "👤",
    }
}

/// A person's name.
fn person_name(id: &str, tr: &Tr) -> String {
    match person(id) {
        "👤" => t!(tr, "dragon-person"),
        _ => tr.say(&dynamic(format!("dragon-person-{}", id.replace('_', "-")))),
    }
}

/// The symbols printed on a tile, young and old (helmets, Buddhas, mortars…):
/// data/year-of-the-dragon/persons.toml.
fn symbols(tile: &Tile) -> u8 {
    let (young, old) = match tile.person.as_str() {
        "tax_collector" => (3, 3),
        "scholar" => (2, 3),
        "pyrotechnist" | "warrior" | "monk" | "healer" | "farmer" => (1, 2),
        _ => (1, 1),
    };
    if tile.old {
        old
    } else {
        young
    }
}

fn event(id: &str) -> &'static str {
    match id {
        "peace" => "🕊️",
        "tribute" => "💸",
        "drought" => "🏜️",
        "festival" => "🎇",
        "mongols" => "🏹",
        "contagion" => "🦠",
        _ => "❔",
    }
}

/// An event's emoji and name.
fn event_words(id: &str, tr: &Tr) -> String {
    match event(id) {
        "❔" => format!("❔ {}", t!(tr, "dragon-event")),
        emoji => format!("{emoji} {}", tr.say(&dynamic(format!("dragon-event-{id}")))),
    }
}

fn action(id: &str, tr: &Tr) -> String {
    let emoji = match id {
        "taxes" => "🪙",
        "build" => "🔨",
        "harvest" => "🌾",
        "fireworks" => "🎆",
        "parade" => "🪖",
        "research" => "📚",
        "privilege" => "📜",
        "wall" => "🧱",
        other => return format!("❔ {other}"),
    };
    format!("{emoji} {}", tr.say(&dynamic(format!("dragon-action-{id}"))))
}

fn phase(p: &Value, tr: &Tr) -> String {
    let n = |key: &str| p[key].as_u64().unwrap_or(0);
    match p["phase"].as_str().unwrap_or("") {
        "draft" => t!(tr, "dragon-phase-draft"),
        "place" => {
            let age = if p["tile"]["old"] == true { "old" } else { "young" };
            let person = person_name(p["tile"]["person"].as_str().unwrap_or(""), tr);
            t!(tr, "dragon-phase-place", age = age, person = person)
        }
        "choose_group" => t!(tr, "dragon-phase-choose-group"),
        "choose_action" => t!(tr, "dragon-phase-choose-action", group = n("group") + 1),
        "build" => t!(tr, "dragon-phase-build", count = n("left")),
        "choose_privilege" => t!(tr, "dragon-phase-choose-privilege"),
        "choose_wall" => t!(tr, "dragon-phase-choose-wall"),
        "play_card" => t!(tr, "dragon-phase-play-card"),
        "choose_tile" => t!(tr, "dragon-phase-choose-tile"),
        "release" if p["drought"] == true => t!(tr, "dragon-phase-drought", count = n("left")),
        "release" => t!(tr, "dragon-phase-release", count = n("left")),
        "quake" | "quake_release" => t!(tr, "dragon-phase-quake"),
        "flood" => t!(tr, "dragon-phase-flood", count = n("left")),
        "tornado" => t!(tr, "dragon-phase-tornado", count = n("left")),
        "sunrise" => t!(tr, "dragon-phase-sunrise"),
        "charter" => t!(tr, "dragon-phase-charter"),
        other => other.replace('_', " "),
    }
}

/// A super event's name.
fn super_event(id: &str, tr: &Tr) -> String {
    let known = tavola_engine::GameKind::YearOfTheDragon
        .info()
        .options
        .iter()
        .any(|o| o.name == "super_event" && o.choices.contains(&id));
    if known {
        tr.say(&dynamic(crate::render::choice_id(tavola_engine::GameKind::YearOfTheDragon, "super_event", id)))
    } else {
        id.replace('_', " ")
    }
}

/// The event row, this month marked `▶`; the next three in words; the
/// super event; the wall under the events.
fn events_field(v: &View, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
    let month = usize::from(v.round);
    let row: Vec<String> = v
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| if i + 1 == month { format!("▶{}", event(e)) } else { event(e).to_owned() })
        .collect();
    let mut lines = vec![row.join(" ")];
    let now = v.events.get(month.wrapping_sub(1)).filter(|_| month > 0 && !v.over);
    let next: Vec<String> = v.events.iter().skip(month).take(3).map(|e| event_words(e, tr)).collect();
    match now {
        Some(e) => lines.push(t!(tr, "dragon-this-month", event = event_words(e, tr))),
        None if month == 0 => {}
        None => lines.push(t!(tr, "dragon-events-over")),
    }
    if !next.is_empty() && !v.over {
        lines.push(t!(tr, "dragon-next-events", events = next.join(" · ")));
    }
    if let Some(s) = &v.super_event {
        let when = if month > 7 { "past" } else { "coming" };
        lines.push(t!(tr, "dragon-super-event", name = super_event(s, tr), when = when));
    }
    if let Some(wall) = &v.wall {
        let builders: Vec<String> = (0..record.seats.len())
            .map(|s| (s, wall.iter().filter(|&&w| usize::from(w) == s).count()))
            .filter(|(_, n)| *n > 0)
            .map(|(s, n)| format!("{}{n}", super::CIRCLES[s % super::CIRCLES.len()]))
            .collect();
        let mut line = t!(tr, "dragon-wall", built = wall.len(), months = v.months);
        if !builders.is_empty() {
            line = format!("{line} · {}", builders.join(" "));
        }
        lines.push(line);
    }
    (t!(tr, "dragon-events"), lines.join("\n"), false)
}

fn groups_field(v: &View, record: &SessionRecord, tr: &Tr) -> Option<(String, String, bool)> {
    if v.groups.is_empty() {
        return None;
    }
    let lines: Vec<String> = v
        .groups
        .iter()
        .enumerate()
        .map(|(i, cards)| {
            let cards: Vec<String> = cards.iter().map(|c| action(c, tr)).collect();
            let dragons: Vec<String> = v
                .dragons
                .get(i)
                .map(|ds| ds.iter().map(|&s| player(record, Seat(s), tr)).collect())
                .unwrap_or_default();
            let dragons = if dragons.is_empty() { String::new() } else { format!(" ← {}", dragons.join(", ")) };
            format!("{} {}{dragons}", i + 1, cards.join(" · "))
        })
        .collect();
    let value = format!("{}\n-# {}", lines.join("\n"), t!(tr, "dragon-group-fee", fee = v.group_fee));
    Some((t!(tr, "dragon-groups"), value, false))
}

fn palace(p: &Palace, tr: &Tr) -> String {
    let persons: Vec<String> = p.persons.iter().map(|t| format!("{}{}", person(&t.person), symbols(t))).collect();
    if persons.is_empty() {
        format!("🏯{} {}", p.floors, t!(tr, "dragon-palace-empty"))
    } else {
        format!("🏯{} {}", p.floors, persons.join(" "))
    }
}

fn player_field(v: &View, i: usize, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> (String, String, bool) {
    let p = &v.players[i];
    let seat = Seat(i as u8);
    let mark = super::turn_mark(to_act, seat);
    let name = format!("{mark}{} · ⭐ {}", player(record, seat, tr), v.scores.get(i).copied().unwrap_or(0));
    let count = |kind: &str| -> u32 {
        p.palaces.iter().flat_map(|pl| &pl.persons).filter(|t| t.person == kind).map(|t| u32::from(symbols(t))).sum()
    };
    let privileges = if p.privileges > 0 { format!(" 📜 +{}⭐", p.privileges) } else { String::new() };
    let palaces: Vec<String> = p.palaces.iter().map(|pl| palace(pl, tr)).collect();
    let palaces = if palaces.is_empty() { t!(tr, "dragon-no-palaces") } else { palaces.join(" · ") };
    let mut last = format!(
        "🪖 {} ⚕️ {} · {}",
        count("warrior"),
        count("healer"),
        t!(tr, "dragon-cards-left", count = p.cards_left)
    );
    if v.wall.is_some() {
        last = format!("{last} · {}", t!(tr, "dragon-wall-tiles-left", count = p.wall_tiles.len()));
    }
    let value = format!("🪙 {} 🌾 {} 🎆 {}{privileges}\n{palaces}\n{last}", p.yuan, p.rice, p.fireworks);
    (name, value, false)
}

/// The board, or `None` if the view is not a Year of the Dragon view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    if v.players.len() != v.scores.len() {
        return None;
    }
    let title = if v.over {
        format!("🏁 {}", t!(tr, "board-final-scores"))
    } else if v.round == 0 {
        t!(tr, "dragon-title-before", phase = phase(&v.phase, tr))
    } else {
        t!(tr, "dragon-title", month = v.round, months = v.months, phase = phase(&v.phase, tr))
    };
    let mut fields = vec![events_field(&v, record, tr)];
    fields.extend(groups_field(&v, record, tr));
    let order: Vec<String> = v
        .order
        .iter()
        .filter_map(|&s| v.players.get(usize::from(s)).map(|p| format!("{} {}", player(record, Seat(s), tr), p.track)))
        .collect();
    fields.push((t!(tr, "dragon-order"), order.join(" › "), false));
    let supply: Vec<String> = v
        .supply
        .iter()
        .map(|(kind, young, old)| {
            let emoji = person(kind);
            if matches!(kind.as_str(), "craftsman" | "court_lady" | "tax_collector") {
                format!("{emoji} {young}")
            } else {
                format!("{emoji} {young}/{old}")
            }
        })
        .collect();
    fields.push((t!(tr, "dragon-supply"), supply.join(" · "), false));
    fields.extend((0..v.players.len()).map(|i| player_field(&v, i, record, to_act, tr)));
    fields.push((t!(tr, "board-key"), format!("-# {}", t!(tr, "dragon-key")), false));
    Some(Rendered { title, fields })
}

/// A seat's person cards in words: `⚔️ warrior card ×1 · ❓ any-person card ×2`.
pub fn hand(mine: &Value, tr: &Tr) -> Option<String> {
    let (cards, jokers): (Vec<(String, u8)>, u8) = serde_json::from_value(mine.get("hand")?.clone()).ok()?;
    let mut items: Vec<String> = cards
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(kind, n)| format!("{} {} ×{n}", person(kind), t!(tr, "dragon-card", person = person_name(kind, tr))))
        .collect();
    if jokers > 0 {
        items.push(format!("❓ {} ×{jokers}", t!(tr, "dragon-any-card")));
    }
    if items.is_empty() {
        return Some(t!(tr, "dragon-no-cards"));
    }
    Some(t!(tr, "dragon-your-cards", items = items.join(" · ")))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::{AnyGame, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::embedded(Lang::En)
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_person_cards_private() {
        let kind = GameKind::YearOfTheDragon;
        play_through(kind, &Value::Null, board, hand);
        play_through(kind, &json!({"great_wall": true, "super_events": true}), board, hand);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::YearOfTheDragon, 3, &Value::Null, 1).unwrap();
        let rec = record(GameKind::YearOfTheDragon, 3);
        let r = board(&game.view(Viewer::Public), &rec, &[Seat(0)], &en()).unwrap();
        assert_eq!(r.title, "Before the year · opening draft");
        assert_eq!(r.fields[0].0, "Events");
        assert_eq!(r.fields[0].1.lines().next(), Some("🕊️ 🕊️ 🦠 🏹 🏜️ 💸 🎇 🏹 💸 🏜️ 🦠 🎇"));
        assert_eq!(r.fields[1].1, "🔴 Anna 0 › 🟡 🤖 House 1 0 › 🟢 Carla 0");
        assert_eq!(r.fields[2].1, "🔨 6 · 👘 6 · 🧾 6 · 🧨 4/2 · ⚔️ 4/2 · 🧘 4/2 · ⚕️ 4/2 · 🌱 4/2 · 📚 4/2");
        assert_eq!(r.fields[3].0, "👉 🔴 Anna · ⭐ 0");
        assert_eq!(r.fields[3].1, "🪙 6 🌾 0 🎆 0\n🏯2 empty · 🏯2 empty\n🪖 0 ⚕️ 0 · cards 11");
    }

    #[test]
    fn month_groups_palaces_wall_and_super_event_show() {
        let opts = json!({"great_wall": true, "super_events": true});
        let game = AnyGame::new(GameKind::YearOfTheDragon, 3, &opts, 1).unwrap();
        let mut view = game.view(Viewer::Public);
        view["round"] = json!(5);
        view["phase"] = json!({"phase": "choose_group"});
        view["groups"] = json!([["taxes", "build"], ["wall"]]);
        view["dragons"] = json!([[2], []]);
        view["wall"] = json!([0, 2, 0]);
        view["players"][0]["privileges"] = json!(2);
        view["players"][0]["palaces"] = json!([
            {"floors": 3, "persons": [{"person": "warrior", "old": true}, {"person": "monk", "old": false}]},
            {"floors": 2, "persons": [{"person": "healer", "old": false}, {"person": "warrior", "old": false}]}
        ]);
        let rec = record(GameKind::YearOfTheDragon, 3);
        let r = board(&view, &rec, &[Seat(1)], &en()).unwrap();
        assert_eq!(r.title, "Month 5/12 · choose an action group");
        let events: Vec<&str> = r.fields[0].1.lines().collect();
        assert!(events[0].contains(" ▶"), "{}", events[0]);
        assert!(events[1].starts_with("This month: "), "{events:?}");
        assert!(events.iter().any(|l| l.starts_with("🌀 Super event: ") && l.ends_with("strikes in month 7")));
        assert_eq!(events.last(), Some(&"🧱 Great Wall 3/12 · 🔴2 🟢1"));
        assert_eq!(
            r.fields[1].1,
            "1 🪙 Taxes · 🔨 Build ← 🟢 Carla\n2 🧱 Great Wall\n-# Joining a group that already has a dragon costs 3 🪙."
        );
        let anna = r.fields.iter().find(|f| f.0.contains("Anna")).unwrap();
        assert_eq!(anna.1, "🪙 6 🌾 0 🎆 0 📜 +2⭐\n🏯3 ⚔️2 🧘1 · 🏯2 ⚕️1 ⚔️1\n🪖 3 ⚕️ 1 · cards 11 · 🧱 6 tiles left");
        assert!(r.fields.iter().any(|f| f.0 == "👉 🟡 🤖 House 1 · ⭐ 0"));
    }

    #[test]
    fn the_hand_names_person_cards() {
        let game = AnyGame::new(GameKind::YearOfTheDragon, 3, &Value::Null, 1).unwrap();
        let mut mine = game.view(Viewer::Seat(Seat(0)));
        mine["hand"] = json!([[["warrior", 1], ["court_lady", 2]], 2]);
        assert_eq!(
            hand(&mine, &en()).unwrap(),
            "**Your person cards**: ⚔️ warrior card ×1 · 👘 court lady card ×2 · ❓ any-person card ×2"
        );
        assert!(hand(&game.view(Viewer::Public), &en()).is_none());
    }
}
