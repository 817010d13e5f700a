//! In the Year of the Dragon's board (docs/conventions.md §6): the event row with this
//! month marked, the super event and the Great Wall; this month's action
//! groups and their dragons; the person-track order; person tiles left; then
//! one field per player (goods, privileges, palaces with residents, helmets
//! and mortars, cards left). Built from the typed public view: a change to
//! the view is a compile error here.

use tavola_engine::dragon::{ActionCard, DragonView, EventKind, Palace, Person, Phase, SuperEvent};
use tavola_engine::{GameKind, Seat};

use super::board::Rendered;
use super::player;
use crate::i18n::{dynamic, Tr};
use crate::t;
use tavola_table::record::SessionRecord;

/// A person's emoji (docs/conventions.md §7).
fn person(p: Person) -> &'static str {
    match p {
        Person::Craftsman => "🔨",
        Person::CourtLady => "👘",
        Person::TaxCollector => "🧾",
        Person::Pyrotechnist => "🧨",
        Person::Warrior => "⚔️",
        Person::Monk => "🧘",
        Person::Healer => "⚕️",
        Person::Farmer => "🌱",
        Person::Scholar => "📚",
    }
}

/// A person's name.
fn person_name(p: Person, tr: &Tr) -> String {
    tr.say(&dynamic(format!("dragon-person-{}", p.id().replace('_', "-"))))
}

fn event(e: EventKind) -> &'static str {
    match e {
        EventKind::Peace => "🕊️",
        EventKind::Tribute => "💸",
        EventKind::Drought => "🏜️",
        EventKind::Festival => "🎇",
        EventKind::Mongols => "🏹",
        EventKind::Contagion => "🦠",
    }
}

/// An event's part of its words id: `dragon-event-peace`.
fn event_id(e: EventKind) -> &'static str {
    match e {
        EventKind::Peace => "peace",
        EventKind::Tribute => "tribute",
        EventKind::Drought => "drought",
        EventKind::Festival => "festival",
        EventKind::Mongols => "mongols",
        EventKind::Contagion => "contagion",
    }
}

/// An event's emoji and name.
fn event_words(e: EventKind, tr: &Tr) -> String {
    format!("{} {}", event(e), tr.say(&dynamic(format!("dragon-event-{}", event_id(e)))))
}

fn action(c: ActionCard, tr: &Tr) -> String {
    let (emoji, id) = match c {
        ActionCard::Taxes => ("🪙", "taxes"),
        ActionCard::Build => ("🔨", "build"),
        ActionCard::Harvest => ("🌾", "harvest"),
        ActionCard::Fireworks => ("🎆", "fireworks"),
        ActionCard::Parade => ("🪖", "parade"),
        ActionCard::Research => ("📚", "research"),
        ActionCard::Privilege => ("📜", "privilege"),
        ActionCard::Wall => ("🧱", "wall"),
    };
    format!("{emoji} {}", tr.say(&dynamic(format!("dragon-action-{id}"))))
}

fn phase(p: &Phase, tr: &Tr) -> String {
    match p {
        Phase::Draft { .. } => t!(tr, "dragon-phase-draft"),
        Phase::Place { tile } => {
            let age = if tile.old { "old" } else { "young" };
            let person = person_name(tile.person, tr);
            t!(tr, "dragon-phase-place", age = age, person = person)
        }
        Phase::ChooseGroup => t!(tr, "dragon-phase-choose-group"),
        Phase::ChooseAction { group } => t!(tr, "dragon-phase-choose-action", group = u32::from(*group) + 1),
        Phase::Build { left } => t!(tr, "dragon-phase-build", count = *left),
        Phase::ChoosePrivilege => t!(tr, "dragon-phase-choose-privilege"),
        Phase::ChooseWall => t!(tr, "dragon-phase-choose-wall"),
        Phase::PlayCard => t!(tr, "dragon-phase-play-card"),
        Phase::ChooseTile { .. } => t!(tr, "dragon-phase-choose-tile"),
        Phase::Release { left, drought: true } => t!(tr, "dragon-phase-drought", count = *left),
        Phase::Release { left, drought: false } => t!(tr, "dragon-phase-release", count = *left),
        Phase::Quake { .. } | Phase::QuakeRelease { .. } => t!(tr, "dragon-phase-quake"),
        Phase::Flood { left } => t!(tr, "dragon-phase-flood", count = *left),
        Phase::Tornado { left } => t!(tr, "dragon-phase-tornado", count = *left),
        Phase::Sunrise => t!(tr, "dragon-phase-sunrise"),
        Phase::Charter => t!(tr, "dragon-phase-charter"),
        Phase::Over => t!(tr, "board-final-scores"),
    }
}

/// A super event's name: the words of its `super_event` option choice.
fn super_event(s: SuperEvent, tr: &Tr) -> String {
    tr.say(&dynamic(crate::render::choice_id(GameKind::YearOfTheDragon, "super_event", s.id())))
}

/// The event row, this month marked `▶`; the next three in words; the
/// super event; the wall under the events.
fn events_field(v: &DragonView, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
    let month = usize::from(v.round);
    let row: Vec<String> = v
        .events
        .iter()
        .enumerate()
        .map(|(i, &e)| if i + 1 == month { format!("▶{}", event(e)) } else { event(e).to_owned() })
        .collect();
    let mut lines = vec![row.join(" ")];
    let now = v.events.get(month.wrapping_sub(1)).filter(|_| month > 0 && !v.over);
    let next: Vec<String> = v.events.iter().skip(month).take(3).map(|&e| event_words(e, tr)).collect();
    match now {
        Some(&e) => lines.push(t!(tr, "dragon-this-month", event = event_words(e, tr))),
        None if month == 0 => {}
        None => lines.push(t!(tr, "dragon-events-over")),
    }
    if !next.is_empty() && !v.over {
        lines.push(t!(tr, "dragon-next-events", events = next.join(" · ")));
    }
    if let Some(s) = v.super_event {
        let when = if month > 7 { "past" } else { "coming" };
        lines.push(t!(tr, "dragon-super-event", name = super_event(s, tr), when = when));
    }
    if let Some(wall) = &v.wall {
        let builders: Vec<String> = (0..record.seats.len())
            .map(|s| (s, wall.iter().filter(|w| w.index() == s).count()))
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

fn groups_field(v: &DragonView, record: &SessionRecord, tr: &Tr) -> Option<(String, String, bool)> {
    if v.groups.is_empty() {
        return None;
    }
    let lines: Vec<String> = v
        .groups
        .iter()
        .enumerate()
        .map(|(i, cards)| {
            let cards: Vec<String> = cards.iter().map(|&c| action(c, tr)).collect();
            let dragons: Vec<String> =
                v.dragons.get(i).map(|ds| ds.iter().map(|&s| player(record, s, tr)).collect()).unwrap_or_default();
            let dragons = if dragons.is_empty() { String::new() } else { format!(" ← {}", dragons.join(", ")) };
            format!("{} {}{dragons}", i + 1, cards.join(" · "))
        })
        .collect();
    let value = format!("{}\n-# {}", lines.join("\n"), t!(tr, "dragon-group-fee", fee = v.group_fee));
    Some((t!(tr, "dragon-groups"), value, false))
}

fn palace(p: &Palace, tr: &Tr) -> String {
    let persons: Vec<String> = p.persons.iter().map(|t| format!("{}{}", person(t.person), t.symbols())).collect();
    if persons.is_empty() {
        format!("🏯{} {}", p.floors, t!(tr, "dragon-palace-empty"))
    } else {
        format!("🏯{} {}", p.floors, persons.join(" "))
    }
}

fn player_field(v: &DragonView, i: usize, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> (String, String, bool) {
    let p = &v.players[i];
    let seat = Seat(i as u8);
    let mark = super::turn_mark(to_act, seat);
    let name = format!("{mark}{} · ⭐ {}", player(record, seat, tr), v.scores.get(i).copied().unwrap_or(0));
    let count = |kind: Person| -> u32 {
        p.palaces.iter().flat_map(|pl| &pl.persons).filter(|t| t.person == kind).map(|t| u32::from(t.symbols())).sum()
    };
    let privileges = if p.privileges > 0 { format!(" 📜 +{}⭐", p.privileges) } else { String::new() };
    let palaces: Vec<String> = p.palaces.iter().map(|pl| palace(pl, tr)).collect();
    let palaces = if palaces.is_empty() { t!(tr, "dragon-no-palaces") } else { palaces.join(" · ") };
    let mut last = format!(
        "🪖 {} ⚕️ {} · {}",
        count(Person::Warrior),
        count(Person::Healer),
        t!(tr, "dragon-cards-left", count = p.cards_left)
    );
    if v.wall.is_some() {
        last = format!("{last} · {}", t!(tr, "dragon-wall-tiles-left", count = p.wall_tiles.len()));
    }
    let value = format!("🪙 {} 🌾 {} 🎆 {}{privileges}\n{palaces}\n{last}", p.yuan, p.rice, p.fireworks);
    (name, value, false)
}

/// The board, from the typed public view.
pub fn board(v: &DragonView, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
    let title = if v.over {
        format!("🏁 {}", t!(tr, "board-final-scores"))
    } else if v.round == 0 {
        t!(tr, "dragon-title-before", phase = phase(&v.phase, tr))
    } else {
        t!(tr, "dragon-title", month = v.round, months = v.months, phase = phase(&v.phase, tr))
    };
    let mut fields = vec![events_field(v, record, tr)];
    fields.extend(groups_field(v, record, tr));
    let order: Vec<String> = v
        .order
        .iter()
        .filter_map(|&s| v.players.get(s.index()).map(|p| format!("{} {}", player(record, s, tr), p.track)))
        .collect();
    fields.push((t!(tr, "dragon-order"), order.join(" › "), false));
    let supply: Vec<String> = v
        .supply
        .iter()
        .map(|&(kind, young, old)| {
            let emoji = person(kind);
            if matches!(kind, Person::Craftsman | Person::CourtLady | Person::TaxCollector) {
                format!("{emoji} {young}")
            } else {
                format!("{emoji} {young}/{old}")
            }
        })
        .collect();
    fields.push((t!(tr, "dragon-supply"), supply.join(" · "), false));
    fields.extend((0..v.players.len()).map(|i| player_field(v, i, record, to_act, tr)));
    fields.push((t!(tr, "board-key"), format!("-# {}", t!(tr, "dragon-key")), false));
    Rendered { title, fields }
}

/// A seat's person cards in words: `⚔️ warrior card ×1 · ❓ any-person card ×2`
/// (empty for the public view, which has no hand).
pub fn hand(mine: &DragonView, tr: &Tr) -> String {
    let Some((cards, jokers)) = &mine.hand else { return String::new() };
    let mut items: Vec<String> = cards
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(kind, n)| format!("{} {} ×{n}", person(kind), t!(tr, "dragon-card", person = person_name(kind, tr))))
        .collect();
    if *jokers > 0 {
        items.push(format!("❓ {} ×{jokers}", t!(tr, "dragon-any-card")));
    }
    if items.is_empty() {
        return t!(tr, "dragon-no-cards");
    }
    t!(tr, "dragon-your-cards", items = items.join(" · "))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::dragon::Tile;
    use tavola_engine::{AnyGame, Game, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::embedded(Lang::En)
    }

    fn view(game: &AnyGame, viewer: Viewer) -> DragonView {
        match game {
            AnyGame::YearOfTheDragon(g) => g.view(viewer),
            _ => unreachable!(),
        }
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_person_cards_private() {
        let kind = GameKind::YearOfTheDragon;
        play_through(kind, &Value::Null);
        play_through(kind, &json!({"great_wall": true, "super_events": true}));
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::YearOfTheDragon, 3, &Value::Null, 1).unwrap();
        let rec = record(GameKind::YearOfTheDragon, 3);
        let r = board(&view(&game, Viewer::Public), &rec, &[Seat(0)], &en());
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
        let mut v = view(&game, Viewer::Public);
        v.round = 5;
        v.phase = Phase::ChooseGroup;
        v.groups = vec![vec![ActionCard::Taxes, ActionCard::Build], vec![ActionCard::Wall]];
        v.dragons = vec![vec![Seat(2)], vec![]];
        v.wall = Some(vec![Seat(0), Seat(2), Seat(0)]);
        v.players[0].privileges = 2;
        let tile = |person, old| Tile { person, old };
        v.players[0].palaces = vec![
            Palace { floors: 3, persons: vec![tile(Person::Warrior, true), tile(Person::Monk, false)] },
            Palace { floors: 2, persons: vec![tile(Person::Healer, false), tile(Person::Warrior, false)] },
        ];
        let rec = record(GameKind::YearOfTheDragon, 3);
        let r = board(&v, &rec, &[Seat(1)], &en());
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
        let mut mine = view(&game, Viewer::Seat(Seat(0)));
        mine.hand = Some((vec![(Person::Warrior, 1), (Person::CourtLady, 2)], 2));
        assert_eq!(
            hand(&mine, &en()),
            "**Your person cards**: ⚔️ warrior card ×1 · 👘 court lady card ×2 · ❓ any-person card ×2"
        );
        assert_eq!(hand(&view(&game, Viewer::Public), &en()), "");
    }
}
