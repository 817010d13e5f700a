//! The board text of any game: a dedicated renderer where one exists,
//! the generic one otherwise. Renderers take the engine's JSON view, so a
//! new game is displayed from the day it is registered.

use serde_json::Value;
use tavola_engine::{GameKind, Seat};

use super::{attila, dragon, generic, great_wall, junk, ming, player};
use crate::store::SessionRecord;

/// A rendered board: the embed's title and fields.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rendered {
    pub title: String,
    /// (name, value, inline)
    pub fields: Vec<(String, String, bool)>,
}

/// The board of `kind` from a view (public, or a seat's).
pub fn render(kind: GameKind, view: &Value, record: &SessionRecord, to_act: &[Seat]) -> Rendered {
    match kind.id() {
        "great-wall" => great_wall::board(view, record, to_act).unwrap_or_else(|| generic::board(view, record, to_act)),
        "year-of-the-dragon" => {
            dragon::board(view, record, to_act).unwrap_or_else(|| generic::board(view, record, to_act))
        }
        "attila" => attila::board(view, record, to_act).unwrap_or_else(|| generic::board(view, record, to_act)),
        "ming" => ming::board(view, record, to_act).unwrap_or_else(|| generic::board(view, record, to_act)),
        "junk" => junk::board(view, record, to_act).unwrap_or_else(|| generic::board(view, record, to_act)),
        _ => generic::board(view, record, to_act),
    }
}

/// A seat's private part of its view, in words (empty when it has none).
pub fn private(kind: GameKind, public: &Value, mine: &Value) -> String {
    match kind.id() {
        "great-wall" => great_wall::hand(mine).unwrap_or_else(|| generic::private(public, mine)),
        "year-of-the-dragon" => dragon::hand(mine).unwrap_or_else(|| generic::private(public, mine)),
        "attila" => attila::hand(mine).unwrap_or_else(|| generic::private(public, mine)),
        "ming" => ming::hand(mine).unwrap_or_else(|| generic::private(public, mine)),
        "junk" => junk::hand(mine).unwrap_or_else(|| generic::private(public, mine)),
        _ => generic::private(public, mine),
    }
}

/// Players named for a sentence: `🔴 Anna, 🟡 Ben`.
pub fn list(record: &SessionRecord, seats: &[Seat]) -> String {
    seats.iter().map(|&s| player(record, s)).collect::<Vec<_>>().join(", ")
}

/// One line per player: marker, name, ⭐ score, 👉 if they are to act.
pub fn scores(view: &Value, record: &SessionRecord, to_act: &[Seat]) -> String {
    // A score may be hidden (`null`) in the public view, e.g. face-down fame.
    let scores: Vec<Option<i64>> =
        view["scores"].as_array().map(|a| a.iter().map(Value::as_i64).collect()).unwrap_or_default();
    (0..record.seats.len())
        .map(|i| {
            let seat = Seat(i as u8);
            let mark = if to_act.contains(&seat) { " 👉" } else { "" };
            let score = scores.get(i).copied().flatten().map_or_else(String::new, |s| format!(" · ⭐ {s}"));
            format!("{}{score}{mark}", player(record, seat))
        })
        .collect::<Vec<_>>()
        .join("\n")
}
