//! Attila's board (docs/conventions.md §6): the conflict in progress, a grid of the
//! occupied provinces, the influence grid with what each player would score
//! now, then one line per player and the supply. Built from the public JSON
//! view only; `None` if the view's shape is unknown (the generic board then).

use serde::Deserialize;
use serde_json::Value;
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::i18n::{dynamic, Tr};
use crate::store::SessionRecord;
use crate::t;

/// Tribes in the engine's scoring order: the engine's id, token colour
/// (docs/conventions.md §7); the names (full and a 3-letter column head) are words.
const TRIBES: [(&str, &str); 6] =
    [("franks", "🟦"), ("huns", "⬛"), ("goths", "🟨"), ("saxons", "🟩"), ("teutons", "⬜"), ("vandals", "🟥")];

/// A tribe's name: `Franks`.
fn tribe(i: usize, tr: &Tr) -> String {
    tr.say(&dynamic(format!("attila-tribe-{}", TRIBES[i].0)))
}

/// A tribe's 3-letter column head: `Fra`.
fn tribe_short(i: usize, tr: &Tr) -> String {
    let short = tr.say(&dynamic(format!("attila-short-{}", TRIBES[i].0)));
    format!("{short:>3.3}")
}

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
    TRIBES.iter().position(|t| t.0.eq_ignore_ascii_case(id))
}

/// A tribe named in a view, with its colour: `🟦 Franks`.
fn tribe_name(id: &Value, tr: &Tr) -> String {
    id.as_str().and_then(tribe_index).map_or_else(|| "❔".to_owned(), |i| format!("{} {}", TRIBES[i].1, tribe(i, tr)))
}

fn tile(id: &str) -> &'static str {
    match id {
        "double_turn" => "⏩",
        "exchange" => "🔄",
        "influence2" => "➕",
        _ => "❔",
    }
}

fn phase(phase: &Value, tr: &Tr) -> String {
    match phase["phase"].as_str().unwrap_or("") {
        "play_card" => t!(tr, "attila-phase-play-card"),
        "place_token" => t!(tr, "attila-phase-place-token", tribe = tribe_name(&phase["tribe"], tr)),
        "gain" => t!(tr, "attila-phase-gain", tribe = tribe_name(&phase["tribe"], tr)),
        "commit" => t!(tr, "attila-phase-commit"),
        "finish" => t!(tr, "attila-phase-finish"),
        "exchange" => t!(tr, "attila-phase-exchange"),
        "influence2" => t!(tr, "attila-phase-influence2"),
        other => other.replace('_', " "),
    }
}

fn ending(reason: &Value, tr: &Tr) -> String {
    let tribe = |key: &str| tribe_name(&reason[key], tr);
    match reason.as_str() {
        Some("last_peace_tile") => t!(tr, "attila-ending-peace"),
        Some("blocked") => t!(tr, "attila-ending-blocked"),
        _ if reason.get("last_token").is_some() => t!(tr, "attila-ending-last-token", tribe = tribe("last_token")),
        _ if reason.get("track_end").is_some() => t!(tr, "attila-ending-track", tribe = tribe("track_end")),
        _ => t!(tr, "attila-ending"),
    }
}

fn cell(n: u8) -> String {
    super::grid_cell(u64::from(n), 4)
}

/// A grid's label, 4 wide and ASCII: `inf `.
fn label(id: &str, tr: &Tr) -> String {
    let text: String = tr.say(&dynamic(format!("attila-grid-{id}"))).chars().filter(char::is_ascii).take(4).collect();
    format!("{text:<4}")
}

/// A grid's header row: `inf  Fra Hun …`, one 4-wide column per tribe.
fn header(id: &str, tr: &Tr) -> String {
    format!("{}{}", label(id, tr), (0..TRIBES.len()).map(|i| format!(" {}", tribe_short(i, tr))).collect::<String>())
}

/// Occupied and pacified provinces; `'` marks peace, `!` the conflict.
fn provinces_field(v: &View, tr: &Tr) -> (String, String, bool) {
    let mut rows = vec![header("prov", tr)];
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
        t!(tr, "attila-no-tokens")
    } else {
        format!("```\n{}\n```\n-# {}", rows.join("\n"), t!(tr, "attila-provinces-key"))
    };
    (t!(tr, "attila-provinces"), value, false)
}

/// The influence grid, the tokens and provinces per tribe, and who would
/// score what if the century ended now.
fn influence_field(v: &View, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
    let mut rows = vec![header("inf", tr)];
    for (i, p) in v.players.iter().enumerate() {
        let letter = LETTERS[i % LETTERS.len()];
        rows.push(format!("{letter:<4}{}", p.influence.iter().map(|&n| cell(n)).collect::<String>()));
    }
    let tokens: Vec<i32> = (0..6).map(|t| v.provinces.iter().map(|p| i32::from(p.tokens[t])).sum()).collect::<Vec<_>>();
    let held: Vec<i32> = (0..6).map(|t| v.provinces.iter().filter(|p| p.tokens[t] > 0).count() as i32).collect();
    let line = |id: &str, xs: &[i32]| {
        format!("{}{}", label(id, tr), xs.iter().map(|&n| cell(n.clamp(0, 255) as u8)).collect::<String>())
    };
    rows.push(line("tok", &tokens));
    rows.push(line("prv", &held));
    let now = &v.if_scored_now;
    let now: Vec<String> =
        now.iter().enumerate().map(|(i, n)| format!("{} +{n}", player(record, Seat(i as u8), tr))).collect();
    let mut value =
        format!("```\n{}\n```\n{}", rows.join("\n"), t!(tr, "attila-if-scored-now", scores = now.join(" · ")));
    if let Some(reach) = v.two_player_reach {
        value.push_str(&format!("\n-# {}", t!(tr, "attila-two-player-reach", reach = reach)));
    }
    (t!(tr, "attila-influence"), value, false)
}

fn conflict_field(c: &Conflict, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
    let lines: Vec<String> = c
        .committed
        .iter()
        .enumerate()
        .map(|(i, done)| {
            let who = player(record, Seat(i as u8), tr);
            match done {
                Some(n) => format!("✅ {who} · {}", t!(tr, "attila-cards", count = *n)),
                None if c.committing == Some(i as u8) => format!("⏳ {who} · {}", t!(tr, "attila-choosing")),
                None => format!("⏳ {who}"),
            }
        })
        .collect();
    (t!(tr, "attila-conflict-in", province = c.province.clone()), lines.join("\n"), false)
}

fn tribes_line(counts: &[u8; 6], tr: &Tr) -> String {
    (0..TRIBES.len())
        .map(|i| format!("{} {} {}", TRIBES[i].1, tribe_short(i, tr).trim(), counts[i]))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The board, or `None` if the view is not an Attila view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let century = v.century.map_or_else(|| t!(tr, "attila-no-century"), |c| t!(tr, "attila-century", century = c));
    let title = if v.over {
        t!(tr, "attila-title-over", turn = v.round)
    } else {
        let title = t!(
            tr,
            "attila-title",
            turn = v.round,
            century = century,
            gain = v.influence_gain,
            phase = phase(&v.phase, tr)
        );
        match &v.ending {
            Some(e) => format!("{title} · {}", t!(tr, "attila-last-turn", reason = ending(e, tr))),
            None => title,
        }
    };
    let mut fields = Vec::new();
    if let Some(c) = &v.conflict {
        fields.push(conflict_field(c, record, tr));
    }
    fields.push(provinces_field(&v, tr));
    fields.push(influence_field(&v, record, tr));
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let score = v.scores.get(i).copied().unwrap_or(0);
            let tiles: Vec<&str> = p.tiles.iter().map(|t| tile(t)).collect();
            let tiles = if tiles.is_empty() { t!(tr, "attila-no-tiles") } else { tiles.join(" ") };
            let hand = t!(tr, "board-hand", count = p.hand_size);
            format!("{mark}{} ⭐{score} · {hand} · {tiles}", player(record, seat, tr))
        })
        .collect();
    fields.push((t!(tr, "board-players"), players.join("\n"), false));
    fields.push((t!(tr, "attila-tokens-left"), tribes_line(&v.supply, tr), false));
    let peace: Vec<String> = v
        .peace_tiles
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let c = t!(tr, "attila-century-short", century = i + 4);
            if v.century == Some(i as u8 + 4) {
                format!("▶{c} {n}")
            } else {
                format!("{c} {n}")
            }
        })
        .collect();
    fields.push((t!(tr, "attila-peace-left"), peace.join(" · "), true));
    let discards = v.discards.iter().map(|&n| u32::from(n)).sum::<u32>();
    fields.push((t!(tr, "attila-cards-field"), t!(tr, "attila-deck", deck = v.deck_size, discards = discards), true));
    Some(Rendered { title, fields })
}

/// A seat's hand and face-down conflict cards in words: `🟦 Franks ×2`.
pub fn hand(mine: &Value, tr: &Tr) -> Option<String> {
    let counts = |v: &Value| -> Option<Vec<String>> {
        let counts: [u8; 6] = serde_json::from_value(v.clone()).ok()?;
        Some(
            (0..TRIBES.len())
                .filter(|&i| counts[i] > 0)
                .map(|i| format!("{} {} ×{}", TRIBES[i].1, tribe(i, tr), counts[i]))
                .collect(),
        )
    };
    let hand = counts(mine.get("hand")?)?;
    let mut text =
        if hand.is_empty() { t!(tr, "hand-empty") } else { t!(tr, "hand-your-hand", items = hand.join(" · ")) };
    if let Some(committed) = mine.get("conflict").and_then(|c| c.get("mine")).filter(|m| !m.is_null()) {
        let cards = counts(committed)?;
        if !cards.is_empty() {
            text.push('\n');
            text.push_str(&t!(tr, "attila-committed", items = cards.join(" · ")));
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
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::embedded(Lang::En)
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_private() {
        play_through(GameKind::Attila, &Value::Null, board, hand);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Attila, 3, &Value::Null, 1).unwrap();
        let r = board(&game.view(Viewer::Public), &record(GameKind::Attila, 3), &[Seat(0)], &en()).unwrap();
        assert_eq!(r.title, "Turn 1 · 4th century · +1 influence · play a card");
        assert_eq!(r.fields[0], ("Provinces".to_owned(), "No tokens on the map yet.".to_owned(), false));
        let players = &r.fields.iter().find(|f| f.0 == "Players").unwrap().1;
        assert_eq!(players.lines().next(), Some("👉 🔴 Anna ⭐0 · hand 6 · ⏩ 🔄 ➕"));
        let peace = &r.fields.iter().find(|f| f.0.contains("Peace")).unwrap().1;
        assert_eq!(peace, "▶4th 1 · 5th 2 · 6th 3 · 7th 4");
        assert_eq!(
            hand(&game.view(Viewer::Seat(Seat(0))), &en()).unwrap(),
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
        let r = board(&view, &record(GameKind::Attila, 2), &[], &en()).unwrap();
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
