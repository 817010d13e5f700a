//! A finished game's results: the ranking, the tie-break in words, each
//! player's points by kind, the score chart, and the analysis' chart with
//! its turning points, each linking to its moment in the replay.

use std::fmt::Write;

use tavola_engine::GameKind;
use tavola_pictures::chances::{chances_svg, ChanceSeries};
use tavola_pictures::scores::{scores_svg, ScoreSeries};
use tavola_table::front::pages::Results;
use tavola_table::i18n::{dynamic, Tr};
use tavola_table::session::Seek;
use tavola_table::story::{ranking, tiebreaks};
use tavola_table::{msg, t};

use super::{heading, marker, plain, Links, Page};
use crate::html::{esc, shell};
use crate::words::PageWords;

/// The results page. `steps` gives the replay's turn that holds a version
/// (for the turning points' links).
pub fn page(results: &Results, links: &Links, tr: Tr, step_of: impl Fn(Seek) -> Option<u64>) -> Page {
    let record = &results.history.record;
    let words = PageWords::new(record, tr);
    let tr = &words.tr;
    let Some(outcome) = results.game.outcome() else {
        return super::not_found(tr);
    };
    let kind = words.kind.map_or("", GameKind::id);
    let mut body = String::new();
    body.push_str("<main class=\"results\"><section class=\"ranking\"><h2>");
    body.push_str(&esc(&t!(tr, "results-title")));
    body.push_str("</h2><ol>");
    for seat in ranking(&outcome) {
        let score = t!(tr, "score-amount", game = kind, score = outcome.scores[seat.index()]);
        let _ = write!(
            body,
            "<li><span class=\"place\">{}.</span>{}<span class=\"name\">{}</span><span class=\"score\">{}</span></li>",
            outcome.rank(seat),
            marker(seat),
            esc(&words.seats[seat.index()]),
            esc(&score)
        );
    }
    body.push_str("</ol>");
    for msg in tiebreaks(&outcome) {
        let _ = write!(body, "<p class=\"tiebreak\">{}</p>", esc(&plain(&words.word(&msg))));
    }
    body.push_str("</section>");
    body.push_str(&breakdown(results, &words, &outcome));
    body.push_str(&score_chart(results, &words));
    body.push_str(&analysis(results, &words, links, &step_of));
    body.push_str("</main>");
    let page = format!("{}{body}", heading(&words, record, links, "results", &t!(tr, "web-over")));
    let title = format!("{} · {}", words.game_name(), t!(tr, "results-title"));
    Page { found: true, html: shell(tr.lang(), &title, &page) }
}

/// Each player's points by kind, in ranking order.
fn breakdown(results: &Results, words: &PageWords, outcome: &tavola_engine::Outcome) -> String {
    let tr = &words.tr;
    let story = &results.story;
    if story.parts.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "<section class=\"breakdown\"><h2>{}</h2><table><thead><tr><th></th>",
        esc(&t!(tr, "results-scoring", game = results.history.record.game.as_str()))
    );
    for (kind, _) in &story.parts {
        let _ = write!(out, "<th scope=\"col\">{}</th>", esc(&tr.say(&dynamic(format!("story-kind-{kind}")))));
    }
    let _ = write!(out, "<th scope=\"col\">{}</th></tr></thead><tbody>", esc(&t!(tr, "web-total")));
    let totals = story.totals();
    for seat in ranking(outcome) {
        let _ = write!(out, "<tr><th scope=\"row\">{}{}</th>", marker(seat), esc(&words.seats[seat.index()]));
        for (_, points) in &story.parts {
            let _ = write!(out, "<td>{}</td>", points.get(seat.index()).copied().unwrap_or(0));
        }
        let _ = write!(out, "<td class=\"total\">{}</td></tr>", totals.get(seat.index()).copied().unwrap_or(0));
    }
    out.push_str("</tbody></table></section>");
    out
}

/// The scores through the game, as the results message's chart.
fn score_chart(results: &Results, words: &PageWords) -> String {
    let Some(kind) = words.kind else { return String::new() };
    let series = ScoreSeries { kind, rounds: results.story.rounds.clone(), scores: results.story.scores.clone() };
    let svg = scaled(&scores_svg(&series, &words.seats, words.tr.lang(), words.tr.words()));
    format!(
        "<section class=\"chart\"><h2>{}</h2><figure>{svg}</figure></section>",
        esc(&t!(words.tr, "web-score-chart"))
    )
}

/// The analysis: each player's chance to win through the game, and the
/// turning points, each a link to its moment in the replay.
fn analysis(results: &Results, words: &PageWords, links: &Links, step_of: &impl Fn(Seek) -> Option<u64>) -> String {
    let tr = &words.tr;
    let mut out = format!("<section class=\"analysis\"><h2>{}</h2>", esc(&t!(tr, "web-analysis")));
    let (Some(analysis), Some(kind)) = (&results.analysis, words.kind) else {
        let _ = write!(out, "<p class=\"empty\">{}</p></section>", esc(&t!(tr, "web-no-analysis")));
        return out;
    };
    let points = analysis.turning_points();
    let series = ChanceSeries {
        kind,
        win: analysis.decisions.iter().map(|d| d.win.clone()).collect(),
        rounds: analysis.decisions.iter().map(|d| d.round).collect(),
        turning: points.iter().map(|p| p.turn).collect(),
    };
    let svg = scaled(&chances_svg(&series, &words.seats, tr.lang(), tr.words()));
    let _ = write!(out, "<figure>{svg}</figure>");
    if points.is_empty() {
        let _ = write!(out, "<p>{}</p>", esc(&t!(tr, "analysis-no-turning-point")));
    } else {
        out.push_str("<ol class=\"turning\">");
        for point in &points {
            let when = msg!("game-round", game = kind.id(), round = u64::from(point.round));
            let sentence = words.say(&msg!(
                "analysis-turning-point",
                when = when,
                player = point.seat,
                played = words.word(&point.played_msg),
                preferred = words.word(&point.preferred_msg),
                before = (point.before * 100.0).round() as i64,
                after = (point.after * 100.0).round() as i64
            ));
            let text = esc(&plain(&sentence));
            match step_of(Seek::Holding(point.turn as u64)) {
                Some(step) => {
                    let _ = write!(out, "<li><a href=\"{}\">{text}</a></li>", esc(&links.replay(step)));
                }
                None => {
                    let _ = write!(out, "<li>{text}</li>");
                }
            }
        }
        out.push_str("</ol>");
    }
    out.push_str("</section>");
    out
}

/// A chart scaled to the page's width, its viewBox kept.
fn scaled(svg: &str) -> String {
    super::strip_size(&svg.replacen("<svg ", "<svg class=\"chart-svg\" role=\"img\" ", 1))
}
