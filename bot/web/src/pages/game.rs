//! A game's page: the board its channel shows, the players, whose turn it
//! is and until when, and the log; it follows the game live.

use std::fmt::Write;

use tavola_engine::Viewer;
use tavola_table::front::pages::ShownBoard;
use tavola_table::i18n::Tr;
use tavola_table::record::Status;
use tavola_table::t;

use super::{board, heading, log, players, Links, Page};
use crate::html::{esc, shell};
use crate::words::PageWords;

/// The page of `shown` for a reader of `tr`.
pub fn page(shown: &ShownBoard, links: &Links, tr: Tr) -> Page {
    let words = PageWords::new(&shown.record, tr);
    let live = live_part(shown, links, &words);
    let where_ = where_now(shown, &words);
    let body = format!(
        "{}<main class=\"table\" data-live=\"{}\" data-version=\"{}\">{live}</main>{}",
        heading(&words, &shown.record, links, "game", &where_),
        esc(&links.events()),
        stamp(shown),
        footer(&words.tr)
    );
    let title = format!("{} · {}", words.game_name(), where_);
    Page { found: true, html: shell(words.tr.lang(), &title, &body) }
}

/// What changes as the game goes on: the page's script swaps this part
/// for the newest one when the game's stream says it changed.
fn live_part(shown: &ShownBoard, links: &Links, words: &PageWords) -> String {
    let mut out = String::from("<div id=\"live\" class=\"live\">");
    out.push_str(&status(shown, links, words));
    out.push_str("<div class=\"columns\">");
    match &shown.game {
        Some(game) => out.push_str(&board(game, words)),
        None => {
            let _ = write!(
                out,
                "<p class=\"lobby\">{}</p>",
                esc(&t!(words.tr, "web-lobby", count = shown.record.seats.len()))
            );
        }
    }
    out.push_str("<div class=\"side\">");
    out.push_str(&players(shown.game.as_ref(), &shown.record, words));
    out.push_str(&log(&shown.log, words));
    out.push_str("</div></div></div>");
    out
}

/// Whose turn it is and the deadline, or how the game ended.
fn status(shown: &ShownBoard, links: &Links, words: &PageWords) -> String {
    let tr = &words.tr;
    let mut line = String::new();
    match (&shown.game, shown.record.status) {
        (Some(_), Status::Over) | (_, Status::Over) => {
            let _ = write!(
                line,
                "{} <a href=\"{}\">{}</a>",
                esc(&t!(tr, "web-over")),
                esc(&links.results()),
                esc(&t!(tr, "web-results"))
            );
        }
        (Some(game), _) => {
            let to_act: Vec<String> = game.to_act().seats().into_iter().map(|s| words.marked(s).to_owned()).collect();
            if !to_act.is_empty() {
                let _ = write!(line, "{}", esc(&t!(tr, "board-waiting-for", players = to_act.join(", "))));
            }
            if let Some(at) = shown.record.timers.next_deadline() {
                let _ = write!(
                    line,
                    " · {} <time datetime=\"{}\" data-local>{}</time>",
                    esc(&t!(tr, "web-deadline")),
                    iso(at),
                    esc(&utc(at))
                );
            }
        }
        (None, _) => line.push_str(&esc(&t!(tr, "web-lobby-status"))),
    }
    format!("<p id=\"status\" class=\"status\" aria-live=\"polite\">{line}</p>")
}

/// "Month 3": where the game stands, in its own count.
fn where_now(shown: &ShownBoard, words: &PageWords) -> String {
    match &shown.game {
        Some(game) => words.round(game.view(Viewer::Public)["round"].as_u64().unwrap_or(0)),
        None => t!(words.tr, "web-lobby-status"),
    }
}

/// What names this state of the page for its stream.
pub fn stamp(shown: &ShownBoard) -> String {
    shown.stamp.to_string()
}

fn footer(tr: &Tr) -> String {
    format!("<footer class=\"foot\"><p>{}</p></footer>", esc(&t!(tr, "web-footer")))
}

/// A time as ISO 8601 in UTC, for the browser to show in the reader's zone.
fn iso(at: i64) -> String {
    let (date, time) = civil(at);
    format!("{date}T{time}Z")
}

/// A time as text in UTC, shown until the script writes it in the reader's zone.
fn utc(at: i64) -> String {
    let (date, time) = civil(at);
    format!("{date} {time} UTC")
}

/// Milliseconds since 1970 as a UTC date and time (hh:mm).
fn civil(at: i64) -> (String, String) {
    let rest = at.div_euclid(1000).rem_euclid(86_400);
    let (year, month, day) = tavola_table::deadlines::civil_date(at);
    (format!("{year:04}-{month:02}-{day:02}"), format!("{:02}:{:02}", rest / 3600, rest % 3600 / 60))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_utc() {
        assert_eq!(iso(0), "1970-01-01T00:00Z");
        assert_eq!(utc(1_795_910_400_000 + 3_600_000 + 120_000), "2026-11-29 01:02 UTC");
        assert_eq!(iso(951_782_400_000), "2000-02-29T00:00Z");
    }
}
