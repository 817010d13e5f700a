//! Ming Dynastie's board (docs/conventions.md §6): the province spaces with their face-up
//! cards, a grid of the 18 districts (members per family, prince, monastery),
//! the cities during a scoring, then one line per player. Built from the
//! public JSON view only; `None` if the view's shape is unknown (the generic
//! board then). Return cards and hands stay out: they are in `hand`.

use serde::Deserialize;
use serde_json::Value;
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::i18n::{dynamic, Tr};
use crate::store::SessionRecord;
use crate::t;

#[derive(Deserialize)]
struct View {
    round: u8,
    scores: Vec<i32>,
    over: bool,
    phase: Value,
    start_player: u8,
    next_scoring: Option<u8>,
    next_full_set: Option<i32>,
    next_city_member: Option<i32>,
    provinces: Vec<Province>,
    districts: Vec<District>,
    players: Vec<Player>,
    deck_size: usize,
    dragons_left: u8,
    neutral: Option<u8>,
    returned: Vec<u8>,
}

#[derive(Deserialize)]
struct Province {
    colour: String,
    waiting: Vec<u8>,
    card: Option<String>,
    city: Vec<u8>,
}

#[derive(Deserialize)]
struct District {
    id: String,
    members: Vec<u8>,
    monastery: Option<u8>,
    prince: Option<u8>,
}

#[derive(Deserialize)]
struct Player {
    tiles: [u8; 6],
    cards: u8,
    reserve: u8,
    passed: bool,
}

/// A province colour's square (docs/conventions.md §7: Ming's pink is 🌸).
fn colour(name: &str) -> &'static str {
    match name {
        "white" => "⬜",
        "orange" => "🟧",
        "green" => "🟩",
        "pink" => "🌸",
        "yellow" => "🟨",
        "blue" => "🟦",
        _ => "▫️",
    }
}

/// A movement card's emoji.
fn symbol(name: &str) -> &'static str {
    match name {
        "horse" => "🐎",
        "boat" => "⛵",
        "sedan" => "🪑",
        _ => "🃏",
    }
}

/// A movement card's 4-letter code for grids (ASCII).
fn grid_code(name: &str, tr: &Tr) -> String {
    let code: String = match name {
        "horse" | "boat" | "sedan" => tr.say(&dynamic(format!("ming-grid-{name}"))),
        other => other.to_owned(),
    };
    let code: String = code.chars().filter(char::is_ascii).take(4).collect();
    format!("{code:<4}")
}

/// A province colour's name: `pink`.
fn colour_name(name: &str, tr: &Tr) -> String {
    match colour(name) {
        "▫️" => name.to_owned(),
        _ => tr.say(&dynamic(format!("ming-colour-{name}"))),
    }
}

fn initial(name: &str) -> char {
    name.chars().next().map_or('?', |c| c.to_ascii_uppercase())
}

impl View {
    fn family(&self, f: usize) -> char {
        if self.neutral == Some(f as u8) {
            'N'
        } else {
            LETTERS[f % LETTERS.len()]
        }
    }

    fn phase(&self, tr: &Tr) -> String {
        let p = &self.phase;
        let province = |key: &str| {
            p[key]
                .as_u64()
                .and_then(|i| self.provinces.get(i as usize))
                .map_or_else(|| "❔".to_owned(), |pr| format!("{} {}", colour(&pr.colour), colour_name(&pr.colour, tr)))
        };
        let left = p["left"].as_u64().unwrap_or(0);
        match p["phase"].as_str().unwrap_or("") {
            "place_prince" => t!(tr, "ming-phase-place-prince"),
            "place_neutral" => t!(tr, "ming-phase-place-neutral", count = left),
            "place_members" => t!(tr, "ming-phase-place-members"),
            "take_cards" => t!(tr, "ming-phase-take-cards"),
            "act" => t!(tr, "ming-phase-act"),
            "moving" => t!(tr, "ming-phase-moving"),
            "stay" => t!(tr, "ming-phase-stay"),
            "bring" => t!(tr, "ming-phase-bring"),
            "return" => t!(tr, "ming-phase-return", city = province("province")),
            "neutral_return" => t!(tr, "ming-phase-neutral-return", count = left, city = province("province")),
            "choose_start" => t!(tr, "ming-phase-choose-start"),
            other => other.replace('_', " "),
        }
    }

    fn in_phase_3(&self) -> bool {
        matches!(self.phase["phase"].as_str(), Some("act" | "moving" | "stay" | "bring"))
    }
}

/// The province spaces: members waiting per seat and the face-up card.
fn provinces_field(v: &View, tr: &Tr) -> (String, String, bool) {
    let seats = v.players.len();
    let card_head: String = t!(tr, "ming-grid-card").chars().filter(char::is_ascii).take(4).collect();
    let mut rows =
        vec![format!("pv {} {card_head}", (0..seats).map(|s| format!("{:>3}", LETTERS[s])).collect::<String>())];
    for p in &v.provinces {
        let waiting: String =
            (0..seats).map(|s| super::grid_cell(u64::from(p.waiting.get(s).copied().unwrap_or(0)), 3)).collect();
        let card = p.card.as_deref().map_or_else(|| "-".to_owned(), |c| grid_code(c, tr));
        rows.push(format!("{}  {waiting} {}", initial(&p.colour), card.trim_end()));
    }
    let legend: Vec<String> =
        v.provinces.iter().map(|p| format!("{} {}", colour(&p.colour), initial(&p.colour))).collect();
    (t!(tr, "ming-province-spaces"), format!("```\n{}\n```\n-# {}", rows.join("\n"), legend.join(" · ")), false)
}

/// The districts: members per family, `*` the prince's owner, `m` the monastery's.
fn districts_field(v: &View, tr: &Tr) -> (String, String, bool) {
    let families = v.districts.first().map_or(0, |d| d.members.len());
    let head: String = (0..families).map(|f| format!("{:>3}", v.family(f))).collect();
    let mut rows = vec![format!("dt {head}  *  m")];
    for d in &v.districts {
        let members: String =
            (0..families).map(|f| super::grid_cell(u64::from(d.members.get(f).copied().unwrap_or(0)), 3)).collect();
        let prince = d.prince.map_or('.', |s| v.family(usize::from(s)));
        let monastery = d.monastery.map_or('.', |f| v.family(usize::from(f)));
        let id: String = d.id.chars().filter(char::is_ascii).take(2).collect();
        rows.push(format!("{id:<2} {members}  {prince}  {monastery}"));
    }
    let key = if v.neutral.is_some() { t!(tr, "ming-districts-key-neutral") } else { t!(tr, "ming-districts-key") };
    let value = format!("```\n{}\n```\n-# {key}", rows.join("\n"));
    (t!(tr, "ming-districts"), value, false)
}

/// Members in the cities, shown while a scoring sends them there.
fn cities_field(v: &View, tr: &Tr) -> Option<(String, String, bool)> {
    let lines: Vec<String> = v
        .provinces
        .iter()
        .filter(|p| p.city.iter().any(|&n| n > 0))
        .map(|p| {
            let members: Vec<String> =
                p.city.iter().enumerate().filter(|(_, &n)| n > 0).map(|(f, n)| format!("{}{n}", v.family(f))).collect();
            let city = t!(tr, "ming-city", colour = colour_name(&p.colour, tr));
            format!("{} {city}: {}", colour(&p.colour), members.join(" "))
        })
        .collect();
    (!lines.is_empty()).then(|| (t!(tr, "ming-in-the-cities"), lines.join("\n"), false))
}

/// The board, or `None` if the view is not a Ming view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let title = if v.over {
        format!("🏁 {}", t!(tr, "board-final-scores"))
    } else {
        t!(tr, "ming-title", round = v.round, phase = v.phase(tr))
    };
    let mut fields = Vec::new();
    if v.phase["phase"] == "return" {
        let done: Vec<Seat> = v.returned.iter().map(|&s| Seat(s)).collect();
        fields.push((t!(tr, "ming-return-cards"), super::board::waiting(record, to_act, &done, tr), false));
    }
    if let Some(city) = cities_field(&v, tr) {
        fields.push(city);
    }
    fields.push(provinces_field(&v, tr));
    fields.push(districts_field(&v, tr));
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let mut extra = String::new();
            if v.start_player == i as u8 {
                extra = format!("{extra} · {}", t!(tr, "board-start-player"));
            }
            if v.in_phase_3() && p.passed {
                extra = format!("{extra} · ✅ {}", t!(tr, "ming-passed"));
            }
            let tiles: Vec<String> =
                v.provinces.iter().zip(p.tiles).map(|(pr, n)| format!("{}{n}", colour(&pr.colour))).collect();
            format!(
                "{mark}{} ⭐{} · {} · {} · 👥{}{extra}",
                player(record, seat, tr),
                v.scores.get(i).copied().unwrap_or(0),
                tiles.join(" "),
                t!(tr, "board-hand", count = p.cards),
                p.reserve
            )
        })
        .collect();
    fields.push((t!(tr, "board-players"), players.join("\n"), false));
    let next = match (v.next_scoring, v.next_full_set, v.next_city_member) {
        (Some(round), Some(set), Some(member)) => {
            t!(tr, "ming-next-scoring", round = round, set = set, member = member)
        }
        _ => t!(tr, "ming-no-scoring-left"),
    };
    fields.push((t!(tr, "ming-next-scoring-field"), next, false));
    fields.push((t!(tr, "ming-decks"), format!("🃏 {} · 🐉 {}", v.deck_size, v.dragons_left), true));
    Some(Rendered { title, fields })
}

/// A seat's movement and dragon cards, and return cards chosen, in words.
pub fn hand(mine: &Value, tr: &Tr) -> Option<String> {
    let hand = mine.get("hand")?;
    let cards: [u8; 3] = serde_json::from_value(hand.get("cards")?.clone()).ok()?;
    let dragons = hand.get("dragons")?.as_u64()?;
    let mut items: Vec<String> = ["horse", "boat", "sedan"]
        .iter()
        .zip(cards)
        .filter(|(_, n)| *n > 0)
        .map(|(s, n)| format!("{} {} ×{n}", symbol(s), tr.say(&dynamic(format!("ming-card-{s}")))))
        .collect();
    if dragons > 0 {
        items.push(format!("🐉 {} ×{dragons}", t!(tr, "ming-card-dragon")));
    }
    let mut text =
        if items.is_empty() { t!(tr, "hand-empty") } else { t!(tr, "hand-your-hand", items = items.join(" · ")) };
    if let Some(bits) = mine.get("my_return").and_then(Value::as_u64) {
        // Return cards are numbered 0 to 3 (data/ming/rules.toml `return_cards`).
        let values: Vec<String> = (0..4).filter(|i| bits & (1 << i) != 0).map(|i| i.to_string()).collect();
        let values = if values.is_empty() { t!(tr, "board-none") } else { values.join(" + ") };
        text.push('\n');
        text.push_str(&t!(tr, "ming-your-return-cards", cards = values));
    }
    Some(text)
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
    fn whole_games_render_within_limits_and_keep_hands_private() {
        play_through(GameKind::Ming, &Value::Null, board, hand);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Ming, 2, &Value::Null, 1).unwrap();
        let r = board(&game.view(Viewer::Public), &record(GameKind::Ming, 2), &[Seat(0)], &en()).unwrap();
        assert_eq!(r.title, "Round 1/6 · place the princes");
        let spaces = &r.fields[0].1;
        assert!(
            spaces.starts_with("```\npv   R  Y card\nW    .  . boat\nO    .  . boat\nG    .  . sedn\n"),
            "{spaces}"
        );
        let districts = &r.fields[1].1;
        assert!(districts.starts_with("```\ndt   R  Y  N  *  m\nW1   .  .  1  .  .\n"), "{districts}");
        assert!(districts.ends_with("N neutral"), "{districts}");
        let players = &r.fields[2].1;
        assert_eq!(
            players.lines().next(),
            Some("👉 🔴 Anna ⭐0 · ⬜0 🟧0 🟩0 🌸0 🟨0 🟦0 · hand 1 · 👥30 · start player")
        );
        assert_eq!(r.fields[3].1, "after round 2: full set ⭐28 · city member ⭐4");
        assert_eq!(hand(&game.view(Viewer::Seat(Seat(0))), &en()).unwrap(), "**Your hand**: 🐉 dragon card ×1");
    }

    #[test]
    fn princes_monasteries_cities_and_return_cards_show() {
        let game = AnyGame::new(GameKind::Ming, 3, &Value::Null, 1).unwrap();
        let mut view = game.view(Viewer::Public);
        view["districts"][1] = json!({"id": "W2", "members": [2, 0, 1], "monastery": 2, "prince": 1});
        view["provinces"][3]["city"] = json!([1, 0, 2]);
        view["phase"] = json!({"phase": "return", "province": 3});
        view["returned"] = json!([2]);
        let r = board(&view, &record(GameKind::Ming, 3), &[Seat(0)], &en()).unwrap();
        assert_eq!(r.title, "Round 1/6 · Phase 4 · return cards for the 🌸 pink city");
        assert_eq!(r.fields[0].1, "⏳ Waiting for 🔴 Anna · ✅ 🟢 Carla");
        assert_eq!(r.fields[1].1, "🌸 pink city: R1 G2");
        assert!(r.fields[3].1.contains("\nW2   2  .  1  Y  G\n"), "{}", r.fields[3].1);
        let mut mine = game.view(Viewer::Seat(Seat(0)));
        mine["my_return"] = json!(0b1010);
        assert!(hand(&mine, &en()).unwrap().ends_with("**Your return cards, face down**: 1 + 3"));
    }
}
