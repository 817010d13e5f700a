//! Chinesische Mauer's board (UX.md §6): one field per open section with
//! its fame tokens and each player's cards there, then one line per player.
//! Built from the public JSON view only; `None` if the view's shape is not
//! the one this renderer knows, and the generic board is used instead.

use serde::Deserialize;
use serde_json::Value;
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use crate::store::SessionRecord;

#[derive(Deserialize)]
struct View {
    round: u32,
    over: bool,
    /// Fame lies face down: `None` until the end.
    scores: Vec<Option<i32>>,
    phase: Value,
    sections: Vec<Section>,
    players: Vec<Player>,
    final_round_by: Option<u8>,
    placing_over: bool,
    tokens_left: usize,
}

#[derive(Deserialize)]
struct Section {
    /// A closed section keeps its place (and number) but is no longer shown.
    #[serde(default)]
    closed: bool,
    open_tokens: Vec<u8>,
    first_token: Option<(u8, u8, String)>,
    cards: Vec<(u8, String, usize)>,
    values: Vec<i32>,
}

#[derive(Deserialize)]
struct Player {
    hand_size: u32,
    deck_size: usize,
    tokens_won: usize,
}

/// A card kind's emoji (UX.md §7).
pub fn card(kind: &str) -> &'static str {
    match kind {
        "wall" => "🧱",
        "gate" => "🚪",
        "watchtower" => "🗼",
        "noble" => "👑",
        "warrior" => "⚔️",
        "horseman" => "🐎",
        "dragon" => "🐉",
        _ => "🃏",
    }
}

fn phase(phase: &Value) -> String {
    let step = phase["step"].as_u64();
    match phase["phase"].as_str().unwrap_or("") {
        "take_token" => "Majority check: take a token".to_owned(),
        "mark_card" => "Majority check: mark a card".to_owned(),
        "act" => format!("Action {} of 2", step.map_or(1, |s| s.saturating_sub(1))),
        "choose_section" => format!("Action {} of 2 · choose a section", step.map_or(1, |s| s.saturating_sub(1))),
        "choose_cover" => format!("Action {} of 2 · place the dragon", step.map_or(1, |s| s.saturating_sub(1))),
        "over" => "Final scores".to_owned(),
        other => other.replace('_', " "),
    }
}

fn section_field(i: usize, s: &Section, record: &SessionRecord) -> (String, String, bool) {
    let tokens: Vec<String> = s.open_tokens.iter().map(|t| format!("🏅{t}")).collect();
    let name =
        format!("Section {} · {}", i + 1, if tokens.is_empty() { "closed".to_owned() } else { tokens.join(" ") });
    let mut lines = Vec::new();
    let best = s.values.iter().copied().max().unwrap_or(0);
    for seat in 0..record.seats.len() {
        let cards: Vec<String> = s
            .cards
            .iter()
            .filter(|(owner, _, _)| usize::from(*owner) == seat)
            .map(
                |(_, kind, under)| {
                    if *under > 0 {
                        format!("{}×{}", card(kind), under + 1)
                    } else {
                        card(kind).to_owned()
                    }
                },
            )
            .collect();
        let first = match &s.first_token {
            Some((owner, value, kind)) if usize::from(*owner) == seat => format!(" · 🏅{value} on {}", card(kind)),
            _ => String::new(),
        };
        if cards.is_empty() && first.is_empty() {
            continue;
        }
        let value = s.values.get(seat).copied().unwrap_or(0);
        let lead = if value == best && value > 0 { " ◀" } else { "" };
        lines.push(format!("{} {} = {value}{lead}{first}", player(record, Seat(seat as u8)), cards.join("")));
    }
    if lines.is_empty() {
        lines.push("no cards yet".to_owned());
    }
    (name, lines.join("\n"), false)
}

/// The board, or `None` if the view is not a Great Wall view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat]) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let mut title = format!("Turn {} · {}", v.round, phase(&v.phase));
    if v.over {
        title = format!("Turn {} · 🏁 final scores", v.round);
    } else if v.placing_over {
        title.push_str(" · 🏁 checks only");
    } else if v.final_round_by.is_some() {
        title.push_str(" · 🏁 final round");
    }
    let mut fields: Vec<(String, String, bool)> =
        v.sections.iter().enumerate().filter(|(_, s)| !s.closed).map(|(i, s)| section_field(i, s, record)).collect();
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let out = if v.final_round_by == Some(i as u8) { " · 🏁" } else { "" };
            let fame = match v.scores.get(i).copied().flatten() {
                Some(score) if v.over => format!(" · ⭐ {score}"),
                _ => String::new(),
            };
            format!(
                "{mark}{}{fame} · hand {} · deck {} · 🏅×{}{out}",
                player(record, seat),
                p.hand_size,
                p.deck_size,
                p.tokens_won
            )
        })
        .collect();
    fields.push(("Players".to_owned(), players.join("\n"), false));
    fields.push(("Fame tokens left".to_owned(), format!("🏅 {}", v.tokens_left), true));
    Some(Rendered { title, fields })
}

/// A seat's hand in words: `🧱 wall ×2 · 🚪 gate ×1`.
pub fn hand(mine: &Value) -> Option<String> {
    let hand: Vec<(String, u8)> = serde_json::from_value(mine.get("hand")?.clone()).ok()?;
    if hand.is_empty() {
        return Some("Your hand is empty.".to_owned());
    }
    let cards: Vec<String> = hand.iter().map(|(k, n)| format!("{} {k} ×{n}", card(k))).collect();
    Some(format!("**Your hand**: {}", cards.join(" · ")))
}
