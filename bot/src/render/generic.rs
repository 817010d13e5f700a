//! A readable board for any game from its JSON view: the round and phase in
//! the title, the scores, then every other field of the view, compactly.
//! A fallback for a view no dedicated renderer reads: its field names are
//! the view's own keys, not words.

use serde_json::Value;
use tavola_engine::Seat;

use super::board::{scores, Rendered};
use super::clip;
use crate::i18n::Tr;
use crate::store::SessionRecord;
use crate::t;

const SKIP: [&str; 3] = ["round", "scores", "over"];

/// `some_field_name` -> `Some field name`.
pub fn title_case(key: &str) -> String {
    let words = key.replace(['_', '-'], " ");
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// A value in one short line: scalars as text, lists space-separated,
/// objects as `key value` pairs.
pub fn compact(value: &Value, tr: &Tr) -> String {
    match value {
        Value::Null => "-".to_owned(),
        Value::Bool(true) => t!(tr, "board-yes"),
        Value::Bool(false) => t!(tr, "board-no"),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.replace('_', " "),
        Value::Array(items) if items.is_empty() => t!(tr, "board-none"),
        Value::Array(items) => {
            let nested = items.iter().any(|v| v.is_object() || v.is_array());
            items.iter().map(|v| compact(v, tr)).collect::<Vec<_>>().join(if nested { " · " } else { " " })
        }
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| match v {
                Value::Object(_) | Value::Array(_) => format!("{} ({})", k.replace('_', " "), compact(v, tr)),
                _ => format!("{} {}", k.replace('_', " "), compact(v, tr)),
            })
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// A field's value: a list of objects becomes one line each.
fn field_value(value: &Value, tr: &Tr) -> String {
    match value {
        Value::Array(items) if items.iter().any(Value::is_object) => items
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{}. {}", i + 1, compact(v, tr)))
            .collect::<Vec<_>>()
            .join("\n"),
        v => compact(v, tr),
    }
}

/// The title: `Round 3 · Actions`.
pub fn title(view: &Value, tr: &Tr) -> String {
    let mut t = match &view["round"] {
        Value::Null => t!(tr, "board-the-game"),
        r => t!(tr, "board-round", round = compact(r, tr)),
    };
    let phase = match &view["phase"] {
        Value::String(s) => Some(s.replace('_', " ")),
        Value::Object(m) => m.get("phase").or_else(|| m.values().next()).map(|v| compact(v, tr)),
        _ => None,
    };
    if let Some(p) = phase {
        t.push_str(" · ");
        t.push_str(&title_case(&p));
    }
    if view["over"] == Value::Bool(true) {
        t = format!("{t} · 🏁 {}", t!(tr, "board-final-scores"));
    }
    t
}

/// The generic board.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
    let mut fields = vec![(t!(tr, "board-players"), scores(view, record, to_act, tr), false)];
    if let Value::Object(map) = view {
        for (key, value) in map.iter().filter(|(k, _)| !SKIP.contains(&k.as_str()) && k.as_str() != "phase") {
            if value.is_null() {
                continue;
            }
            let text = field_value(value, tr);
            let inline = text.len() < 40 && !text.contains('\n');
            fields.push((title_case(key), clip(&text, 1000), inline));
        }
    }
    Rendered { title: title(view, tr), fields }
}

/// What a seat's view shows beyond the public one.
pub fn private(public: &Value, mine: &Value, tr: &Tr) -> String {
    let (Value::Object(p), Value::Object(m)) = (public, mine) else { return String::new() };
    m.iter()
        .filter(|(k, v)| p.get(k.as_str()) != Some(v) && !v.is_null())
        .map(|(k, v)| format!("**{}**: {}", title_case(k), clip(&field_value(v, tr), 900)))
        .collect::<Vec<_>>()
        .join("\n")
}
