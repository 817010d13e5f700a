//! Chinesische Mauer's board (docs/conventions.md §6): one field per open section with
//! its fame tokens and each player's cards there, then one line per player.
//! Built from the typed public view: a change to the view is a compile error
//! here.

use tavola_engine::great_wall::{CardKind, GreatWallView, Phase, SectionView};
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use crate::i18n::{dynamic, Tr};
use crate::t;
use tavola_table::record::SessionRecord;

/// A card kind's emoji (docs/conventions.md §7).
pub fn card(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Wall => "🧱",
        CardKind::Gate => "🚪",
        CardKind::Watchtower => "🗼",
        CardKind::Noble => "👑",
        CardKind::Warrior => "⚔️",
        CardKind::Horseman => "🐎",
        CardKind::Dragon => "🐉",
    }
}

/// A card kind's name: the words `gw-card-wall`, `gw-card-gate`…
fn card_name(kind: CardKind, tr: &Tr) -> String {
    tr.say(&dynamic(format!("gw-card-{}", kind.name())))
}

fn phase(phase: &Phase, tr: &Tr) -> String {
    match phase {
        Phase::TakeToken { .. } => t!(tr, "gw-phase-take-token"),
        Phase::MarkCard { .. } => t!(tr, "gw-phase-mark-card"),
        Phase::Act { step } => t!(tr, "gw-phase-act", step = step.saturating_sub(1)),
        Phase::ChooseSection { step, .. } => t!(tr, "gw-phase-choose-section", step = step.saturating_sub(1)),
        Phase::ChooseCover { step, .. } => t!(tr, "gw-phase-choose-cover", step = step.saturating_sub(1)),
        Phase::Over => t!(tr, "board-final-scores"),
    }
}

fn section_field(i: usize, s: &SectionView, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
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
            .filter(|(owner, _, _)| owner.index() == seat)
            .map(
                |&(_, kind, under)| {
                    if under > 0 {
                        format!("{}×{}", card(kind), under + 1)
                    } else {
                        card(kind).to_owned()
                    }
                },
            )
            .collect();
        let first = match s.first_token {
            Some((owner, value, kind)) if owner.index() == seat => {
                format!(" · {}", t!(tr, "gw-token-on", value = value, card = card(kind)))
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

/// The board, from the typed public view.
pub fn board(v: &GreatWallView, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
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
            let out = if v.final_round_by == Some(seat) { " · 🏁" } else { "" };
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
    Rendered { title, fields }
}

/// A seat's hand in words: `🧱 wall ×2 · 🚪 gate ×1` (empty for the public
/// view, which has no hand).
pub fn hand(mine: &GreatWallView, tr: &Tr) -> String {
    let Some(hand) = &mine.hand else { return String::new() };
    if hand.is_empty() {
        return t!(tr, "hand-empty");
    }
    let cards: Vec<String> = hand.iter().map(|&(k, n)| format!("{} {} ×{n}", card(k), card_name(k, tr))).collect();
    t!(tr, "hand-your-hand", items = cards.join(" · "))
}
