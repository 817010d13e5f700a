//! Attila's board (UX.md §6): the conflict in progress, a grid of the
//! occupied provinces, the influence grid with what each player would score
//! now, then one line per player and the supply. Built from the public JSON
//! view only; `None` if the view's shape is unknown (the generic board then).

use serde::Deserialize;
use serde_json::Value;
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::store::SessionRecord;

/// Tribes in the engine's scoring order: short name, token colour (UX.md §7).
const TRIBES: [(&str, &str, &str); 6] = [
    ("Fra", "🟦", "Franks"),
    ("Hun", "⬛", "Huns"),
    ("Got", "🟨", "Goths"),
    ("Sax", "🟩", "Saxons"),
    ("Teu", "⬜", "Teutons"),
    ("Van", "🟥", "Vandals"),
];

#[derive(Deserialize)]
struct View {
    round: u32,
    scores: Vec<i32>,
    over: bool,
    phase: Value,
    century: Option<u8>,
    influence_gain: u8,
    peace_tiles: [u8; 4],
    provinces: Vec<Province>,
    supply: [u8; 6],
    players: Vec<Player>,
    deck_size: usize,
    discards: [u8; 6],
    conflict: Option<Conflict>,
    ending: Option<Value>,
    /// The engine's projection of a scoring now, per seat.
    if_scored_now: Vec<i32>,
    two_player_reach: Option<u8>,
}

#[derive(Deserialize)]
struct Province {
    id: String,
    name: String,
    tokens: [u8; 6],
    peace: Option<u8>,
}

#[derive(Deserialize)]
struct Player {
    influence: [u8; 6],
    hand_size: u8,
    tiles: Vec<String>,
}

#[derive(Deserialize)]
struct Conflict {
    province: String,
    committed: Vec<Option<u8>>,
    committing: Option<u8>,
}

fn tribe_index(id: &str) -> Option<usize> {
    TRIBES.iter().position(|t| t.2.eq_ignore_ascii_case(id))
}

fn tribe_name(id: &Value) -> String {
    id.as_str().and_then(tribe_index).map_or_else(|| "a".to_owned(), |i| format!("{} {}", TRIBES[i].1, TRIBES[i].2))
}

fn tile(id: &str) -> &'static str {
    match id {
        "double_turn" => "⏩",
        "exchange" => "🔄",
        "influence2" => "➕",
        _ => "❔",
    }
}

fn phase(phase: &Value) -> String {
    match phase["phase"].as_str().unwrap_or("") {
        "play_card" => "play a card".to_owned(),
        "place_token" => format!("place a {} token", tribe_name(&phase["tribe"])),
        "gain" => format!("{} influence or a second token", tribe_name(&phase["tribe"])),
        "commit" => "💥 conflict".to_owned(),
        "finish" => "use a tile or end the turn".to_owned(),
        "exchange" => "🔄 exchange cards".to_owned(),
        "influence2" => "➕ influence 2".to_owned(),
        other => other.replace('_', " "),
    }
}

fn ending(reason: &Value) -> String {
    let tribe = |key: &str| tribe_name(&reason[key]);
    match reason.as_str() {
        Some("last_peace_tile") => "the last peace tile is down".to_owned(),
        Some("blocked") => "nobody can place a token".to_owned(),
        _ if reason.get("last_token").is_some() => format!("the last {} token is out", tribe("last_token")),
        _ if reason.get("track_end").is_some() => format!("the {} track is full", tribe("track_end")),
        _ => "the game is ending".to_owned(),
    }
}

fn cell(n: u8) -> String {
    super::grid_cell(u64::from(n), 4)
}

/// A grid's header row: `inf  Fra Hun …`, one 4-wide column per tribe.
fn header(label: &str) -> String {
    format!("{label:<4}{}", TRIBES.map(|t| format!(" {}", t.0)).concat())
}

/// Occupied and pacified provinces; `'` marks peace, `!` the conflict.
fn provinces_field(v: &View) -> (String, String, bool) {
    let mut rows = vec![header("prov")];
    let conflict = v.conflict.as_ref().map(|c| c.province.as_str());
    for p in v.provinces.iter().filter(|p| p.peace.is_some() || p.tokens.iter().any(|&n| n > 0)) {
        let mark = if Some(p.name.as_str()) == conflict {
            '!'
        } else if p.peace.is_some() {
            '\''
        } else {
            ' '
        };
        let id: String = p.id.chars().filter(char::is_ascii).take(3).collect();
        rows.push(format!("{id:<3}{mark}{}", p.tokens.iter().map(|&n| cell(n)).collect::<String>()));
    }
    let value = if rows.len() == 1 {
        "No tokens on the map yet.".to_owned()
    } else {
        format!("```\n{}\n```\n-# `'` pacified · `!` conflict", rows.join("\n"))
    };
    ("Provinces".to_owned(), value, false)
}

/// The influence grid, the tokens and provinces per tribe, and who would
/// score what if the century ended now.
fn influence_field(v: &View, record: &SessionRecord) -> (String, String, bool) {
    let mut rows = vec![header("inf")];
    for (i, p) in v.players.iter().enumerate() {
        let letter = LETTERS[i % LETTERS.len()];
        rows.push(format!("{letter:<4}{}", p.influence.iter().map(|&n| cell(n)).collect::<String>()));
    }
    let tokens: Vec<i32> = (0..6).map(|t| v.provinces.iter().map(|p| i32::from(p.tokens[t])).sum()).collect::<Vec<_>>();
    let held: Vec<i32> = (0..6).map(|t| v.provinces.iter().filter(|p| p.tokens[t] > 0).count() as i32).collect();
    let line = |label: &str, xs: &[i32]| {
        format!("{label:<4}{}", xs.iter().map(|&n| cell(n.clamp(0, 255) as u8)).collect::<String>())
    };
    rows.push(line("tok", &tokens));
    rows.push(line("prv", &held));
    let now = &v.if_scored_now;
    let now: Vec<String> =
        now.iter().enumerate().map(|(i, n)| format!("{} +{n}", player(record, Seat(i as u8)))).collect();
    let mut value = format!("```\n{}\n```\nIf scored now: {}", rows.join("\n"), now.join(" · "));
    if let Some(reach) = v.two_player_reach {
        value.push_str(&format!("\n-# 2 players: the second scores only within {reach} spaces."));
    }
    ("Influence".to_owned(), value, false)
}

fn conflict_field(c: &Conflict, record: &SessionRecord) -> (String, String, bool) {
    let lines: Vec<String> = c
        .committed
        .iter()
        .enumerate()
        .map(|(i, done)| {
            let who = player(record, Seat(i as u8));
            match done {
                Some(n) => format!("✅ {who} · {n} card{}", if *n == 1 { "" } else { "s" }),
                None if c.committing == Some(i as u8) => format!("⏳ {who} · choosing"),
                None => format!("⏳ {who}"),
            }
        })
        .collect();
    (format!("💥 Conflict in {}", c.province), lines.join("\n"), false)
}

fn tribes_line(counts: &[u8; 6]) -> String {
    TRIBES.iter().zip(counts).map(|(t, n)| format!("{} {} {n}", t.1, t.0)).collect::<Vec<_>>().join(" · ")
}

/// The board, or `None` if the view is not an Attila view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat]) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let century = v.century.map_or_else(|| "no century left".to_owned(), |c| format!("{c}th century"));
    let title = if v.over {
        format!("Turn {} · 🏁 final scores", v.round)
    } else {
        let last = v.ending.as_ref().map_or_else(String::new, |e| format!(" · 🏁 last turn: {}", ending(e)));
        format!("Turn {} · {century} · +{} influence · {}{last}", v.round, v.influence_gain, phase(&v.phase))
    };
    let mut fields = Vec::new();
    if let Some(c) = &v.conflict {
        fields.push(conflict_field(c, record));
    }
    fields.push(provinces_field(&v));
    fields.push(influence_field(&v, record));
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let score = v.scores.get(i).copied().unwrap_or(0);
            let tiles: Vec<&str> = p.tiles.iter().map(|t| tile(t)).collect();
            let tiles = if tiles.is_empty() { "no tiles".to_owned() } else { tiles.join(" ") };
            format!("{mark}{} ⭐{score} · hand {} · {tiles}", player(record, seat), p.hand_size)
        })
        .collect();
    fields.push(("Players".to_owned(), players.join("\n"), false));
    fields.push(("Tokens left".to_owned(), tribes_line(&v.supply), false));
    let peace: Vec<String> = v
        .peace_tiles
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let c = i as u8 + 4;
            if v.century == Some(c) {
                format!("▶{c}th {n}")
            } else {
                format!("{c}th {n}")
            }
        })
        .collect();
    fields.push(("🕊️ Peace tiles left".to_owned(), peace.join(" · "), true));
    fields.push((
        "Cards".to_owned(),
        format!("🃏 deck {} · discards {}", v.deck_size, v.discards.iter().map(|&n| u32::from(n)).sum::<u32>()),
        true,
    ));
    Some(Rendered { title, fields })
}

/// A seat's hand and face-down conflict cards in words: `🟦 Franks ×2`.
pub fn hand(mine: &Value) -> Option<String> {
    let counts = |v: &Value| -> Option<Vec<String>> {
        let counts: [u8; 6] = serde_json::from_value(v.clone()).ok()?;
        Some(TRIBES.iter().zip(counts).filter(|(_, n)| *n > 0).map(|(t, n)| format!("{} {} ×{n}", t.1, t.2)).collect())
    };
    let hand = counts(mine.get("hand")?)?;
    let mut text = if hand.is_empty() {
        "Your hand is empty.".to_owned()
    } else {
        format!("**Your hand**: {}", hand.join(" · "))
    };
    if let Some(committed) = mine.get("conflict").and_then(|c| c.get("mine")).filter(|m| !m.is_null()) {
        let cards = counts(committed)?;
        if !cards.is_empty() {
            text.push_str(&format!("\n**Committed face down**: {}", cards.join(" · ")));
        }
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::{AnyGame, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_private() {
        play_through(GameKind::Attila, &Value::Null, board, hand);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Attila, 3, &Value::Null, 1).unwrap();
        let r = board(&game.view(Viewer::Public), &record(GameKind::Attila, 3), &[Seat(0)]).unwrap();
        assert_eq!(r.title, "Turn 1 · 4th century · +1 influence · play a card");
        assert_eq!(r.fields[0], ("Provinces".to_owned(), "No tokens on the map yet.".to_owned(), false));
        let players = &r.fields.iter().find(|f| f.0 == "Players").unwrap().1;
        assert_eq!(players.lines().next(), Some("👉 🔴 Anna ⭐0 · hand 6 · ⏩ 🔄 ➕"));
        let peace = &r.fields.iter().find(|f| f.0.contains("Peace")).unwrap().1;
        assert_eq!(peace, "▶4th 1 · 5th 2 · 6th 3 · 7th 4");
        assert_eq!(
            hand(&game.view(Viewer::Seat(Seat(0)))).unwrap(),
            "**Your hand**: 🟦 Franks ×1 · ⬛ Huns ×1 · 🟨 Goths ×1 · 🟩 Saxons ×1 · 🟥 Vandals ×2"
        );
    }

    #[test]
    fn grids_show_tokens_pacified_provinces_and_scores_now() {
        let mut view = AnyGame::new(GameKind::Attila, 2, &Value::Null, 1).unwrap().view(Viewer::Public);
        view["provinces"][12]["tokens"] = json!([0, 0, 2, 0, 0, 1]);
        view["provinces"][12]["peace"] = json!(4);
        view["provinces"][2]["tokens"] = json!([0, 0, 1, 0, 0, 0]);
        view["players"][0]["influence"] = json!([0, 0, 5, 0, 0, 0]);
        view["players"][1]["influence"] = json!([0, 0, 2, 0, 0, 0]);
        view["if_scored_now"] = json!([3, 0]);
        let r = board(&view, &record(GameKind::Attila, 2), &[]).unwrap();
        let grid = &r.fields[0].1;
        assert!(
            grid.contains("prov Fra Hun Got Sax Teu Van\nGER    .   .   1   .   .   .\nITA'   .   .   2   .   .   1"),
            "{grid}"
        );
        let inf = &r.fields[1].1;
        assert!(inf.contains("R      .   .   5   .   .   .\nY      .   .   2   .   .   ."), "{inf}");
        assert!(inf.contains("tok    .   .   3   .   .   1\nprv    .   .   2   .   .   1"), "{inf}");
        // The engine's projection, as it gives it.
        assert!(inf.contains("If scored now: 🔴 Anna +3 · 🟡 🤖 House 1 +0"), "{inf}");
        assert!(inf.contains("within 2 spaces"), "{inf}");
    }
}
