//! A game's replay: the positions its channel saw, turn by turn, with a
//! slider and ⏮ ◀ ▶ ⏭ (links that work without the script; the script
//! makes them, the slider and the arrow keys swap the board in place and
//! keep the step in the address, so a moment can be shared).

use std::fmt::Write;

use tavola_table::i18n::Tr;
use tavola_table::session::Replayed;
use tavola_table::t;

use super::{board, event_list, heading, Links, Page};
use crate::html::{esc, shell};
use crate::words::PageWords;

pub fn page(replayed: &Replayed, links: &Links, tr: Tr) -> Page {
    let words = PageWords::new(&replayed.record, tr);
    let tr = &words.tr;
    let (turn, last) = (replayed.turn, replayed.last);
    let where_ = format!("{} · {}", words.round(replayed.round), t!(tr, "web-step", turn = turn, last = last));
    let mover = match replayed.mover {
        Some(seat) => esc(words.marked(seat)),
        None => esc(&t!(tr, "replay-first")),
    };
    let lines = words.events(&replayed.events);
    let events = if lines.is_empty() {
        format!("<p class=\"empty\">{}</p>", esc(&t!(tr, "web-no-public-events")))
    } else {
        event_list(&lines)
    };
    let control = |to: u64, label: &str, title: String| {
        if to == turn {
            format!("<span class=\"step off\" title=\"{}\">{label}</span>", esc(&title))
        } else {
            format!(
                "<a class=\"step\" href=\"{}\" title=\"{}\" aria-label=\"{}\">{label}</a>",
                esc(&links.replay(to)),
                esc(&title),
                esc(&title)
            )
        }
    };
    let mut controls = String::from("<div class=\"controls\">");
    controls.push_str(&control(0, "⏮", t!(tr, "web-first")));
    controls.push_str(&control(turn.saturating_sub(1), "◀", t!(tr, "web-prev")));
    let _ = write!(
        controls,
        "<input id=\"slider\" type=\"range\" min=\"0\" max=\"{last}\" value=\"{turn}\" aria-label=\"{}\" data-base=\"{}\">",
        esc(&t!(tr, "web-step", turn = turn, last = last)),
        esc(&links.replay_last())
    );
    controls.push_str(&control((turn + 1).min(last), "▶", t!(tr, "web-next")));
    controls.push_str(&control(last, "⏭", t!(tr, "web-last")));
    controls.push_str("</div>");
    let body = format!(
        "{}<main class=\"replay\" data-step=\"{turn}\" data-last=\"{last}\"><div id=\"live\" class=\"live\">\
         {controls}<div class=\"columns\">{}<div class=\"side\"><section id=\"events\" class=\"log\"><h2>{mover}</h2>{events}</section></div></div></div></main>",
        heading(&words, &replayed.record, links, "replay", &where_),
        board(&replayed.game, &words),
    );
    let title = format!("{} · {}", words.game_name(), where_);
    Page { found: true, html: shell(tr.lang(), &title, &body) }
}
