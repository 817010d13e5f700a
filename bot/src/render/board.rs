//! The board text of any game: a dedicated renderer where one exists,
//! the generic one otherwise. Renderers take the engine's JSON view, so a
//! new game is displayed from the day it is registered.

use serde_json::Value;
use tavola_engine::{GameKind, Seat};

use super::{attila, dragon, generic, great_wall, junk, ming, player};
use crate::i18n::Tr;
use crate::store::SessionRecord;
use crate::t;

/// A rendered board: the embed's title and fields.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rendered {
    pub title: String,
    /// (name, value, inline)
    pub fields: Vec<(String, String, bool)>,
}

/// The board of `kind` from a view (public, or a seat's).
pub fn render(kind: GameKind, view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
    let dedicated = match kind {
        GameKind::GreatWall => great_wall::board(view, record, to_act, tr),
        GameKind::YearOfTheDragon => dragon::board(view, record, to_act, tr),
        GameKind::Attila => attila::board(view, record, to_act, tr),
        GameKind::Ming => ming::board(view, record, to_act, tr),
        GameKind::Junk => junk::board(view, record, to_act, tr),
    };
    dedicated.unwrap_or_else(|| generic::board(view, record, to_act, tr))
}

/// A seat's private part of its view, in words (empty when it has none).
pub fn private(kind: GameKind, public: &Value, mine: &Value, tr: &Tr) -> String {
    let dedicated = match kind {
        GameKind::GreatWall => great_wall::hand(mine, tr),
        GameKind::YearOfTheDragon => dragon::hand(mine, tr),
        GameKind::Attila => attila::hand(mine, tr),
        GameKind::Ming => ming::hand(mine, tr),
        GameKind::Junk => junk::hand(mine, tr),
    };
    dedicated.unwrap_or_else(|| generic::private(public, mine, tr))
}

/// Players named for a sentence: `🔴 Anna, 🟡 Ben`.
pub fn list(record: &SessionRecord, seats: &[Seat], tr: &Tr) -> String {
    seats.iter().map(|&s| player(record, s, tr)).collect::<Vec<_>>().join(", ")
}

/// Who a secret round still waits for, and who is done:
/// `⏳ Waiting for 🔴 Anna · ✅ 🟢 Carla` (docs/conventions.md §3).
pub fn waiting(record: &SessionRecord, to_act: &[Seat], done: &[Seat], tr: &Tr) -> String {
    let waiting = if to_act.is_empty() { t!(tr, "board-nobody") } else { list(record, to_act, tr) };
    let mut text = format!("⏳ {}", t!(tr, "board-waiting-for", players = waiting));
    if !done.is_empty() {
        text.push_str(&format!(" · ✅ {}", list(record, done, tr)));
    }
    text
}

/// One line per player: marker, name, ⭐ score, 👉 if they are to act.
pub fn scores(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> String {
    // A score may be hidden (`null`) in the public view, e.g. face-down fame.
    let scores: Vec<Option<i64>> =
        view["scores"].as_array().map(|a| a.iter().map(Value::as_i64).collect()).unwrap_or_default();
    (0..record.seats.len())
        .map(|i| {
            let seat = Seat(i as u8);
            let mark = if to_act.contains(&seat) { " 👉" } else { "" };
            let score = scores.get(i).copied().flatten().map_or_else(String::new, |s| format!(" · ⭐ {s}"));
            format!("{}{score}{mark}", player(record, seat, tr))
        })
        .collect::<Vec<_>>()
        .join("\n")
}
