//! What a player reads, checked on every message the bot sends: the small
//! things that make a message mean two things or nothing
//! ([`crate::Double::unreadable`]).
//!
//! - **One turn number.** A message's frame (its content's first line, and
//!   each embed's author, title and footer) names at most one turn, and a whole
//!   message counts in at most one way: "Move 28 of 28 · Turn 30" or a
//!   title's "Turn 31" over a footer's "Turn 2" make a player ask which
//!   number to use. A list may name many turns of one count (a log's
//!   headings, an analysis' turning points).
//! - **No empty part.** An embed's author, title, footer or field sent
//!   empty (or only a zero-width space) shows as a blank line or a gap.
//! - **Labels, not sentences.** A button or option label is the thing it
//!   does ("Place a wall"), never a verb glued to another label ("Play
//!   Place a wall"); a select menu always says what it asks instead of
//!   Discord's bare "Make a selection".

use serde_json::Value;

use crate::markdown::message_texts;

/// The words that count a game's progress, as they open a number: "Turn
/// 12", "Mese 6". Lower case; a count is named by its first form.
const COUNTS: [(&str, &str); 9] = [
    ("turn", "turn"),
    ("turno", "turn"),
    ("move", "move"),
    ("mossa", "move"),
    ("month", "month"),
    ("mese", "month"),
    ("round", "round"),
    ("step", "step"),
    ("passo", "step"),
];

/// Verbs whose object is an action: opening a label before another
/// capitalised word, they glue a sentence to a label ("Play Place a
/// wall", "Gioca Piazza un muro"). "Take Taxes: 5 yuan" takes a thing and
/// reads well.
const GLUED_VERBS: [&str; 2] = ["Play", "Gioca"];

/// Every reading problem of one request body, by path.
pub(crate) fn findings(body: &Value) -> Vec<String> {
    let body = body.get("data").filter(|_| body.get("type").is_some()).unwrap_or(body);
    let mut found = Vec::new();
    empty_parts(body, &mut found);
    turn_numbers(body, &mut found);
    labels(body, "", &mut found);
    found
}

/// The turn counts a text names: ("turn", 12) for "Turn 12".
fn counts_in(text: &str) -> Vec<(&'static str, u64)> {
    let words: Vec<&str> =
        text.split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '·' | ',' | ':')).collect();
    let mut out = Vec::new();
    for pair in words.windows(2) {
        let word = pair[0].trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        let Some(&(_, count)) = COUNTS.iter().find(|(w, _)| *w == word) else { continue };
        let number: String = pair[1].chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = number.parse() {
            out.push((count, n));
        }
    }
    out
}

fn turn_numbers(body: &Value, found: &mut Vec<String>) {
    let mut frame: Vec<&str> = body["content"].as_str().and_then(|c| c.lines().next()).into_iter().collect();
    for embed in body["embeds"].as_array().into_iter().flatten() {
        for part in [&embed["title"], &embed["footer"]["text"], &embed["author"]["name"]] {
            frame.extend(part.as_str());
        }
    }
    let mut framed: Vec<(&str, u64)> = frame.iter().flat_map(|t| counts_in(t)).collect();
    framed.sort_unstable();
    framed.dedup();
    if framed.len() > 1 {
        found.push(format!("two turn numbers in one message's frame: {framed:?} in {frame:?}"));
    }
    let mut texts = Vec::new();
    message_texts(body, "", &mut texts);
    let mut kinds: Vec<&str> = texts.iter().flat_map(|(_, t, _)| counts_in(t)).map(|(kind, _)| kind).collect();
    kinds.sort_unstable();
    kinds.dedup();
    if kinds.len() > 1 {
        let sample: Vec<&str> = texts.iter().map(|(_, t, _)| *t).filter(|t| !counts_in(t).is_empty()).take(4).collect();
        found.push(format!("one message counts turns in {} ways {kinds:?}: {sample:?}", kinds.len()));
    }
}

/// Whether a text shows nothing: empty, blank, or only zero-width spaces.
fn blank(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || c == '\u{200b}')
}

fn empty_parts(body: &Value, found: &mut Vec<String>) {
    for (i, embed) in body["embeds"].as_array().into_iter().flatten().enumerate() {
        let parts = [
            ("author", &embed["author"], &embed["author"]["name"]),
            ("title", &embed["title"], &embed["title"]),
            ("footer", &embed["footer"], &embed["footer"]["text"]),
            ("description", &embed["description"], &embed["description"]),
        ];
        for (name, part, text) in parts {
            if !part.is_null() && text.as_str().is_none_or(blank) {
                found.push(format!("embeds.{i}.{name} is sent empty: {part}"));
            }
        }
        for (j, field) in embed["fields"].as_array().into_iter().flatten().enumerate() {
            let (name, value) = (field["name"].as_str().unwrap_or(""), field["value"].as_str().unwrap_or(""));
            if blank(name) || blank(value) || value.trim() == "-" {
                found.push(format!("embeds.{i}.fields.{j} is empty: {name:?} / {value:?}"));
            }
        }
    }
}

fn labels(body: &Value, path: &str, found: &mut Vec<String>) {
    for (i, component) in body["components"].as_array().into_iter().flatten().enumerate() {
        let at = format!("{path}components.{i}");
        let mut texts: Vec<&str> = component["label"].as_str().into_iter().collect();
        texts.extend(component["options"].as_array().into_iter().flatten().filter_map(|o| o["label"].as_str()));
        for label in texts {
            let mut words = label.split_whitespace();
            let (first, second) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
            if GLUED_VERBS.contains(&first) && second.chars().next().is_some_and(char::is_uppercase) {
                found.push(format!("{at}: the label {label:?} glues a verb to another label"));
            }
        }
        let select = component["type"].as_u64().is_some_and(|t| (3..=8).contains(&t));
        if select && component["placeholder"].as_str().is_none_or(blank) {
            found.push(format!("{at}: a select menu without a placeholder shows Discord's bare \"Make a selection\""));
        }
        labels(component, &format!("{at}."), found);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_board_whose_footer_counts_boards_is_found() {
        let board =
            json!({"embeds": [{"title": "Turn 31 · Majority check", "footer": {"text": "Turn 2 · /game rules"}}]});
        assert_eq!(findings(&board).len(), 1, "{:?}", findings(&board));
        let fixed = json!({"embeds": [{"title": "Turn 31 · Majority check", "footer": {"text": "/game rules"}}]});
        assert!(findings(&fixed).is_empty(), "{:?}", findings(&fixed));
    }

    #[test]
    fn two_counts_in_one_message_are_found_and_a_list_of_one_count_is_not() {
        let replay = json!({"embeds": [{"title": "x", "description": "Move 28 of 28 · Turn 30"}]});
        assert!(findings(&replay)[0].contains("2 ways"), "{:?}", findings(&replay));
        let italian = json!({"content": "Mossa 3", "embeds": [{"title": "Turno 4"}]});
        assert_eq!(findings(&italian).len(), 2, "{:?}", findings(&italian));
        let log = json!({"embeds": [{"title": "Log", "description": "Turn 5: Ada\nTurn 6: Bruno\nTurn 7: Ada"}]});
        assert!(findings(&log).is_empty(), "{:?}", findings(&log));
        assert!(findings(&json!({"content": "your turn: take 3 (turn order)"})).is_empty());
    }

    #[test]
    fn empty_parts_and_glued_labels_are_found() {
        let stats = json!({"embeds": [{"author": {"name": ""}, "title": "Stats", "fields": [{"name": "\u{200b}", "value": "x"}]}]});
        assert_eq!(findings(&stats).len(), 2, "{:?}", findings(&stats));
        let hint = json!({"components": [{"type": 1, "components": [
            {"type": 2, "label": "Play Place a wall"},
            {"type": 2, "label": "Take Taxes: 5 yuan"},
            {"type": 3, "options": [{"label": "Gioca Piazza un muro"}]}
        ]}]});
        let found = findings(&hint);
        assert_eq!(found.len(), 3, "the glued button, the glued option, the select's missing placeholder: {found:?}");
    }

    #[test]
    fn an_interaction_answer_is_read_through_its_data() {
        let answer = json!({"type": 4, "data": {"embeds": [{"title": ""}]}});
        assert_eq!(findings(&answer).len(), 1, "{:?}", findings(&answer));
    }
}
