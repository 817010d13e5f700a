//! The pages: a game's table ([`game`]), its replay ([`replay`]) and its
//! results ([`results`]), and what they share: the heading, the players,
//! the board's picture and the log in words. Each takes what the table
//! hands a page (public only) and gives HTML.

pub mod game;
pub mod replay;
pub mod results;

use std::fmt::Write;

use serde_json::Value;
use tavola_engine::{AnyGame, AppliedEvent, Seat, Viewer};
use tavola_pictures::svg::{seat_style, Shape};
use tavola_table::record::{LogEntry, SessionRecord};
use tavola_table::t;

use crate::html::esc;
use crate::words::PageWords;

/// What a page answers: its status and its HTML.
pub struct Page {
    pub found: bool,
    pub html: String,
}

/// The links between a game's three pages.
pub struct Links<'a> {
    pub token: &'a str,
}

impl Links<'_> {
    pub fn game(&self) -> String {
        format!("/g/{}", self.token)
    }
    pub fn replay(&self, step: u64) -> String {
        format!("/g/{}/replay/{step}", self.token)
    }
    pub fn replay_last(&self) -> String {
        format!("/g/{}/replay", self.token)
    }
    pub fn results(&self) -> String {
        format!("/g/{}/results", self.token)
    }
    pub fn events(&self) -> String {
        format!("/g/{}/events", self.token)
    }
}

/// The page's heading: the game's name, where it stands, and the links
/// to the other pages (`here` is not linked).
pub fn heading(words: &PageWords, record: &SessionRecord, links: &Links, here: &str, subtitle: &str) -> String {
    let tr = &words.tr;
    let nav: Vec<String> = [
        ("game", links.game(), t!(tr, "web-table")),
        ("replay", links.replay_last(), t!(tr, "web-replay")),
        ("results", links.results(), t!(tr, "web-results")),
    ]
    .into_iter()
    .filter(|(name, _, _)| *name != "results" || record.status == tavola_table::record::Status::Over)
    .map(|(name, href, label)| {
        if name == here {
            format!("<span class=\"here\" aria-current=\"page\">{}</span>", esc(&label))
        } else {
            format!("<a href=\"{}\">{}</a>", esc(&href), esc(&label))
        }
    })
    .collect();
    format!(
        "<header class=\"top\"><h1>{}</h1><p class=\"where\">{}</p><nav>{}</nav></header>",
        esc(&words.game_name()),
        esc(subtitle),
        nav.join(" ")
    )
}

/// The public board as SVG, its details (each palace's persons, each
/// junk's layers…) on hover and tap.
pub fn board(game: &AnyGame, words: &PageWords) -> String {
    let svg = tavola_pictures::board_svg_detailed(game, &words.seats, words.tr.lang(), words.tr.words());
    // The SVG's own width and height would fix its size: the page scales
    // it to the window instead, keeping its viewBox.
    let svg = svg.replacen("<svg ", "<svg class=\"board-svg\" role=\"img\" preserveAspectRatio=\"xMidYMid meet\" ", 1);
    let svg = strip_size(&svg);
    format!("<figure id=\"board\" class=\"board\">{svg}</figure>")
}

/// The root element without its `width` and `height` attributes.
fn strip_size(svg: &str) -> String {
    let end = svg.find('>').unwrap_or(0);
    let (open, rest) = svg.split_at(end);
    let mut kept = String::with_capacity(open.len());
    for part in open.split(' ') {
        if part.starts_with("width=\"") || part.starts_with("height=\"") {
            continue;
        }
        if !kept.is_empty() {
            kept.push(' ');
        }
        kept.push_str(part);
    }
    kept + rest
}

/// The players: marker, name, score (or that it is kept secret), and who
/// is to move.
pub fn players(game: Option<&AnyGame>, record: &SessionRecord, words: &PageWords) -> String {
    let tr = &words.tr;
    let view = game.map(|g| g.view(Viewer::Public)).unwrap_or(Value::Null);
    let to_act: Vec<Seat> = game.filter(|g| g.outcome().is_none()).map(|g| g.to_act().seats()).unwrap_or_default();
    let mut rows = String::new();
    for (i, name) in words.seats.iter().enumerate() {
        let seat = Seat(i as u8);
        let score = match &view["scores"][i] {
            Value::Number(n) => n.to_string(),
            Value::Null if game.is_some() => t!(tr, "web-score-secret"),
            _ => String::new(),
        };
        let turn = if to_act.contains(&seat) {
            format!(" <span class=\"turn\">{}</span>", esc(&t!(tr, "web-to-move")))
        } else {
            String::new()
        };
        let house = if record.seats[i].is_house() { " 🤖" } else { "" };
        let _ = write!(
            rows,
            "<li class=\"player{}\">{}<span class=\"name\">{}{house}</span><span class=\"score\">{}</span>{turn}</li>",
            if to_act.contains(&seat) { " to-move" } else { "" },
            marker(seat),
            esc(name),
            esc(&score),
        );
    }
    format!(
        "<section id=\"players\" class=\"players\"><h2>{}</h2><ol>{rows}</ol></section>",
        esc(&t!(tr, "web-players"))
    )
}

/// A seat's marker as the pictures draw it: its colour and its shape.
pub fn marker(seat: Seat) -> String {
    let style = seat_style(seat);
    let points = match style.shape {
        Shape::Circle => return format!("<svg class=\"mark\" viewBox=\"0 0 20 20\" aria-hidden=\"true\"><circle cx=\"10\" cy=\"10\" r=\"8\" fill=\"{}\" stroke=\"#111\"/></svg>", style.fill),
        Shape::Square => "3,3 17,3 17,17 3,17",
        Shape::TriangleUp => "10,2 18,17 2,17",
        Shape::Diamond => "10,1 19,10 10,19 1,10",
        Shape::TriangleDown => "2,3 18,3 10,18",
        Shape::Hexagon => "5,2 15,2 19,10 15,18 5,18 1,10",
        Shape::Octagon => "6,1 14,1 19,6 19,14 14,19 6,19 1,14 1,6",
        Shape::Pentagon => "10,1 19,8 15,19 5,19 1,8",
    };
    format!(
        "<svg class=\"mark\" viewBox=\"0 0 20 20\" aria-hidden=\"true\"><polygon points=\"{points}\" fill=\"{}\" stroke=\"#111\"/></svg>",
        style.fill
    )
}

/// The log in words, one group per turn (a run of one seat's entries),
/// the newest first.
pub fn log(entries: &[LogEntry], words: &PageWords) -> String {
    let mut turns: Vec<(u8, Vec<String>)> = Vec::new();
    for entry in entries {
        let events: Vec<AppliedEvent> = serde_json::from_value(entry.events.clone()).unwrap_or_default();
        let lines = words.events(&events);
        match turns.last_mut() {
            Some((seat, lines_so_far)) if *seat == entry.seat => lines_so_far.extend(lines),
            _ => turns.push((entry.seat, lines)),
        }
    }
    let tr = &words.tr;
    let mut out = format!("<section id=\"log\" class=\"log\"><h2>{}</h2>", esc(&t!(tr, "web-log")));
    if turns.iter().all(|(_, l)| l.is_empty()) {
        let _ = write!(out, "<p class=\"empty\">{}</p>", esc(&t!(tr, "log-empty")));
    }
    out.push_str("<ol reversed>");
    for (seat, lines) in turns.iter().rev().filter(|(_, l)| !l.is_empty()) {
        let _ = write!(out, "<li><h3>{}</h3>{}</li>", esc(words.marked(Seat(*seat))), event_list(lines));
    }
    out.push_str("</ol></section>");
    out
}

/// Events as a list, each one plain text.
pub fn event_list(lines: &[String]) -> String {
    let mut out = String::from("<ul class=\"events\">");
    for line in lines {
        let _ = write!(out, "<li>{}</li>", esc(&plain(line)));
    }
    out.push_str("</ul>");
    out
}

/// A message as text: the emphasis some messages carry for Discord goes.
pub fn plain(line: &str) -> String {
    line.replace("**", "")
}

/// The page for a link that names no game (unknown, deleted, malformed
/// or turned off alike).
pub fn not_found(tr: &tavola_table::i18n::Tr) -> Page {
    let body = format!(
        "<main class=\"gone\"><h1>{}</h1><p>{}</p></main>",
        esc(&t!(tr, "web-not-found-title")),
        esc(&t!(tr, "web-not-found"))
    );
    Page { found: false, html: crate::html::shell(tr.lang(), &t!(tr, "web-not-found-title"), &body) }
}

/// The site's front: what these pages are, and where their links come from.
pub fn home(tr: &tavola_table::i18n::Tr) -> Page {
    let body = format!("<main class=\"gone\"><h1>Tavola</h1><p>{}</p></main>", esc(&t!(tr, "web-home")));
    Page { found: true, html: crate::html::shell(tr.lang(), "Tavola", &body) }
}

/// A replay or results page asked for before there is one.
pub fn not_yet(tr: &tavola_table::i18n::Tr, links: &Links) -> Page {
    let body = format!(
        "<main class=\"gone\"><h1>{}</h1><p><a href=\"{}\">{}</a></p></main>",
        esc(&t!(tr, "web-not-yet")),
        esc(&links.game()),
        esc(&t!(tr, "web-table"))
    );
    Page { found: true, html: crate::html::shell(tr.lang(), &t!(tr, "web-not-yet"), &body) }
}
