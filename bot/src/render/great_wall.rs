//! Chinesische Mauer's board (docs/conventions.md §6): one field per open section with
//! its fame tokens and each player's cards there, then one line per player.
//! Built from the public JSON view only; `None` if the view's shape is not
//! the one this renderer knows, and the generic board is used instead.

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

/// A card kind's emoji (docs/conventions.md §7).
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

/// A card kind's name.
fn card_name(kind: &str, tr: &Tr) -> String {
    match kind {
        "wall" | "gate" | "watchtower" | "noble" | "warrior" | "horseman" | "dragon" => {
            tr.say(&dynamic(format!("gw-card-{kind}")))
        }
        other => other.replace('_', " "),
    }
}

fn phase(phase: &Value, tr: &Tr) -> String {
    let step = phase["step"].as_u64().map_or(1, |s| s.saturating_sub(1));
    match phase["phase"].as_str().unwrap_or("") {
        "take_token" => t!(tr, "gw-phase-take-token"),
        "mark_card" => t!(tr, "gw-phase-mark-card"),
        "act" => t!(tr, "gw-phase-act", step = step),
        "choose_section" => t!(tr, "gw-phase-choose-section", step = step),
        "choose_cover" => t!(tr, "gw-phase-choose-cover", step = step),
        "over" => t!(tr, "board-final-scores"),
        other => other.replace('_', " "),
    }
}

fn section_field(i: usize, s: &Section, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
    let tokens: Vec<String> = s.open_tokens.iter().map(|t| format!("🏅{t}")).collect();
    let name = if tokens.is_empty() {
        t!(tr, "gw-section-closed", n = i + 1)
    } else {
        t!(tr, "gw-section", n = i + 1, tokens = tokens.join(" "))
    };
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
            Some((owner, value, kind)) if usize::from(*owner) == seat => {
                format!(" · {}", t!(tr, "gw-token-on", value = *value, card = card(kind)))
            }
            _ => String::new(),
        };
        if cards.is_empty() && first.is_empty() {
            continue;
        }
        let value = s.values.get(seat).copied().unwrap_or(0);
        let lead = if value == best && value > 0 { " ◀" } else { "" };
        lines.push(format!("{} {} = {value}{lead}{first}", player(record, Seat(seat as u8), tr), cards.join("")));
    }
    if lines.is_empty() {
        lines.push(t!(tr, "gw-no-cards"));
    }
    (name, lines.join("\n"), false)
}

/// The board, or `None` if the view is not a Great Wall view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let title = if v.over {
        t!(tr, "gw-title-over", turn = v.round)
    } else {
        let mut title = t!(tr, "gw-title", turn = v.round, phase = phase(&v.phase, tr));
        if v.placing_over {
            title = format!("{title} · {}", t!(tr, "gw-title-checks-only"));
        } else if v.final_round_by.is_some() {
            title = format!("{title} · {}", t!(tr, "gw-title-final-round"));
        }
        title
    };
    let mut fields: Vec<(String, String, bool)> = v
        .sections
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.closed)
        .map(|(i, s)| section_field(i, s, record, tr))
        .collect();
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
            let line = t!(tr, "gw-player", hand = p.hand_size, deck = p.deck_size, tokens = p.tokens_won);
            format!("{mark}{}{fame} · {line}{out}", player(record, seat, tr))
        })
        .collect();
    fields.push((t!(tr, "board-players"), players.join("\n"), false));
    fields.push((t!(tr, "gw-tokens-left"), format!("🏅 {}", v.tokens_left), true));
    Some(Rendered { title, fields })
}

/// A seat's hand in words: `🧱 wall ×2 · 🚪 gate ×1`.
pub fn hand(mine: &Value, tr: &Tr) -> Option<String> {
    let hand: Vec<(String, u8)> = serde_json::from_value(mine.get("hand")?.clone()).ok()?;
    if hand.is_empty() {
        return Some(t!(tr, "hand-empty"));
    }
    let cards: Vec<String> = hand.iter().map(|(k, n)| format!("{} {} ×{n}", card(k), card_name(k, tr))).collect();
    Some(t!(tr, "hand-your-hand", items = cards.join(" · ")))
}
