//! The analysis' chart: each player's chance to win over a finished game,
//! decision by decision, as the search in the mover's seat saw it
//! (`tavola_engine::ai::analysis`). It mirrors the results' chart
//! ([`crate::scores`]): one line per seat in the seat's colour, the seat's
//! shape on a few points and its marker (shape, colour, initial) with its
//! last chance at the line's end, so lines part without colour. The game's
//! turning points stand as numbered dashed lines (1 is the costliest, as
//! the message's text numbers them).
//!
//! Pure: the caller gives the chances, the names and the words.

use tavola_engine::Seat;
use tavola_words::{Lang, Words};

use crate::parts::{Frame, PlayerCell};
use crate::scores::{end_markers, ends_room, nice_step, Axes};
use crate::svg::{Anchor, Rect, Size, DIM, GAP, INK, MARGIN, PANEL, WIDTH};
use crate::{rasterize, Ctx, PictureError, Png};

/// A finished game's chances to win, decision by decision.
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceSeries {
    /// By decision (the first is move 1): each seat's chance to win there,
    /// from 0 to 1.
    pub win: Vec<Vec<f64>>,
    /// The turning points' moves (from 1), the costliest first.
    pub turning: Vec<usize>,
}

impl ChanceSeries {
    fn seats(&self) -> usize {
        self.win.first().map_or(0, Vec::len)
    }

    /// One seat's chances, in percent, move by move.
    fn line(&self, seat: usize) -> Vec<f32> {
        self.win.iter().map(|w| w.get(seat).copied().unwrap_or(0.0) as f32 * 100.0).collect()
    }
}

/// A chance as a whole percentage, as written on the chart.
fn percent(chance: f32) -> String {
    format!("{} %", chance.round() as i64)
}

/// The chart as a landscape SVG document; `names` by seat.
pub fn chances_svg(series: &ChanceSeries, names: &[String], lang: Lang, words: &Words) -> String {
    chances_svg_checked(series, names, lang, words).0
}

/// As [`chances_svg`], with every wording problem met.
pub fn chances_svg_checked(
    series: &ChanceSeries,
    names: &[String],
    lang: Lang,
    words: &Words,
) -> (String, Vec<String>) {
    let players = series.seats().max(names.len());
    let ctx = Ctx::new(words, lang, names, players);
    let mut frame = Frame::standard();
    let top = frame.strip(&ctx.word("pic-chances-title"), None, Some(&ctx.word("pic-over")), &ctx);
    let unit = ctx.word("pic-chances-unit");
    let cells: Vec<PlayerCell> = Seat::all(players)
        .map(|seat| {
            let last = series.line(seat.index()).last().copied().unwrap_or(0.0);
            PlayerCell::new(seat, percent(last), unit.clone(), Vec::new(), None)
        })
        .collect();
    let bottom = frame.players(&cells, &ctx);
    let area = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - GAP - top);
    let titles = (ctx.word("pic-chances-x"), ctx.word("pic-chances-y"));
    plot(&mut frame, series, area, (&titles.0, &titles.1), &ctx);
    (frame.finish(), ctx.problems.into_inner())
}

/// The chart as a PNG.
///
/// # Errors
/// The SVG could not be rasterized or encoded (a bug; the caller posts the
/// analysis as text).
pub fn chances_png(series: &ChanceSeries, names: &[String], lang: Lang, words: &Words) -> Result<Png, PictureError> {
    rasterize(&chances_svg(series, names, lang, words))
}

const LINE_W: f32 = 5.0;
const POINT_R: f32 = 8.0;
const TURN_R: f32 = 17.0;

/// Axes, grid, the turning points and one line per seat in `area`.
fn plot(frame: &mut Frame, series: &ChanceSeries, area: Rect, titles: (&str, &str), ctx: &Ctx) {
    let labels: Vec<i64> = (0..=4).map(|i| i * 25).collect();
    let label_w = labels.iter().map(|&v| Size::Body.width_of(&format!("{v} %"))).fold(0.0, f32::max) + 20.0;
    let head = Size::Body.line() + 16.0 + 2.0 * TURN_R;
    let foot = 2.0 * Size::Body.line() + 6.0;
    let lasts: Vec<String> =
        (0..series.seats()).map(|s| percent(series.line(s).last().copied().unwrap_or(0.0))).collect();
    let plot = Rect::new(area.x + label_w, area.y + head, area.w - label_w - ends_room(&lasts), area.h - head - foot);
    let svg = &mut frame.svg;
    svg.panel(plot, "#ffffff", Some(PANEL));
    let y_of = |v: f32| plot.bottom() - v / 100.0 * plot.h;
    let axes = Axes { area, plot, label_w };
    for &v in &labels {
        axes.row(svg, y_of(v as f32), &format!("{v} %"));
    }
    axes.y_title(svg, titles.1);
    let moves = series.win.len().max(2);
    let x_of = |turn: usize| plot.x + (turn.saturating_sub(1)) as f32 / (moves - 1) as f32 * plot.w;
    let step = nice_step(moves as i64, 10) as usize;
    for turn in (1..=moves).filter(|t| *t == 1 || t % step == 0) {
        axes.tick(svg, x_of(turn), &turn.to_string());
    }
    axes.x_title_and_lines(svg, titles.0);
    // The turning points under the lines, numbered above the plot; close
    // ones' numbers are set apart, each tied to its line.
    let lines: Vec<f32> = series.turning.iter().map(|&turn| x_of(turn)).collect();
    let labels = spread(&lines, 2.0 * TURN_R + 4.0, (plot.x + TURN_R, plot.right() + ends_room(&lasts) - TURN_R));
    for (i, (&x, &at)) in lines.iter().zip(&labels).enumerate() {
        svg.dashed((x, plot.y), (x, plot.bottom()), DIM, 3.0);
        let cy = plot.y - TURN_R - 4.0;
        svg.line((x, plot.y), (at, cy + TURN_R), DIM, 2.0);
        svg.circle(at, cy, TURN_R, "#ffffff", Some(INK));
        let r = Rect::new(at - TURN_R, cy - TURN_R, 2.0 * TURN_R, 2.0 * TURN_R);
        svg.text_in(r, 0.0, Size::Body, Anchor::Middle, INK, true, &(i + 1).to_string());
    }
    // Lines: an ink casing under the seat's colour, so a white or yellow
    // line reads on paper; the seat's shape on a few of its points.
    let every = series.win.len().div_ceil(12).max(1);
    let mut ends = Vec::new();
    for (s, last) in lasts.iter().enumerate() {
        let mark = ctx.mark(Seat(s as u8));
        let at: Vec<(f32, f32)> = series.line(s).iter().enumerate().map(|(i, &v)| (x_of(i + 1), y_of(v))).collect();
        for w in at.windows(2) {
            svg.line(w[0], w[1], INK, LINE_W + 3.0);
        }
        for w in at.windows(2) {
            svg.line(w[0], w[1], mark.fill, LINE_W);
        }
        for (i, &(x, y)) in at.iter().enumerate() {
            if i % every == 0 && i + 1 < at.len() {
                svg.shape(x, y, POINT_R, mark.shape, mark.fill, Some(INK));
            }
        }
        ends.push((s, last.clone(), at.last().map_or(plot.bottom(), |p| p.1)));
    }
    end_markers(frame, ends, plot, ctx);
}

/// Positions near `xs` (in their order) at least `gap` apart within
/// `(lo, hi)`: pushed right past their left neighbour, then all shifted
/// left if the last ran past `hi`.
fn spread(xs: &[f32], gap: f32, (lo, hi): (f32, f32)) -> Vec<f32> {
    let mut order: Vec<usize> = (0..xs.len()).collect();
    order.sort_by(|&a, &b| xs[a].total_cmp(&xs[b]));
    let mut placed = vec![0.0; xs.len()];
    let mut last: Option<f32> = None;
    for &i in &order {
        let x = last.map_or(xs[i].max(lo), |l| xs[i].max(l + gap));
        placed[i] = x;
        last = Some(x);
    }
    if let Some(over) = last.map(|l| l - hi).filter(|&o| o > 0.0) {
        placed.iter_mut().for_each(|p| *p -= over);
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up game of `players` and `moves` decisions: chances that
    /// wander and add up to one.
    pub(crate) fn series(players: usize, moves: usize) -> ChanceSeries {
        let win = (0..moves)
            .map(|m| {
                let raw: Vec<f64> = (0..players).map(|s| 1.0 + ((m * (s + 2)) % 7) as f64 + s as f64).collect();
                let sum: f64 = raw.iter().sum();
                raw.iter().map(|r| r / sum).collect()
            })
            .collect();
        ChanceSeries { win, turning: vec![moves / 2, moves / 3, moves - 1] }
    }

    /// Every table size from two to five, a short and a long game, both
    /// languages: a landscape PNG of the picture width under the size
    /// budget, every word there, no text under the minimum or out of its
    /// box; each seat's line drawn in its colour and the three turning
    /// points numbered. `TAVOLA_PICTURES_OUT=dir` writes each chart there.
    #[test]
    fn a_chance_chart_is_drawn_for_every_table_size_in_both_languages() {
        let words = Words::embedded();
        let out = std::env::var("TAVOLA_PICTURES_OUT").ok();
        for players in 2..=5 {
            for moves in [3, 40, 400] {
                let series = series(players, moves);
                let names = crate::tests::names(players);
                for lang in Lang::ALL {
                    let context = format!("{players}p {moves} moves {}", lang.code());
                    let (svg, problems) = chances_svg_checked(&series, &names, lang, &words);
                    assert!(problems.is_empty(), "{context}: {problems:?}");
                    let bad = crate::tests::texts_out_of_their_box(&svg);
                    assert!(bad.is_empty(), "{context}: {bad:#?}");
                    assert!(crate::tests::font_sizes(&svg).iter().all(|&s| s >= crate::svg::MIN_TEXT_PX), "{context}");
                    for s in 0..players {
                        let fill = ctx_fill(&words, lang, &names, s);
                        let lines = svg.matches(&format!("stroke=\"{fill}\"")).count();
                        assert!(lines >= moves.saturating_sub(1), "{context}: seat {s}'s line has {lines} strokes");
                    }
                    for n in ["1", "2", "3"] {
                        assert!(svg.contains(&format!(">{n}</text>")), "{context}: turning point {n}");
                    }
                    let png = rasterize(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
                    assert_eq!(crate::tests::png_size(&png.bytes), (png.width, png.height), "{context}");
                    assert_eq!(png.width, WIDTH, "{context}");
                    assert!(png.width * 3 >= png.height * 4, "{context}: landscape");
                    assert!(png.bytes.len() <= crate::tests::MAX_PNG_BYTES, "{context}: {} bytes", png.bytes.len());
                    if let Some(dir) = &out {
                        std::fs::write(format!("{dir}/chances-{players}p-{moves}-{}.png", lang.code()), &png.bytes)
                            .unwrap();
                    }
                }
            }
        }
    }

    fn ctx_fill(words: &Words, lang: Lang, names: &[String], seat: usize) -> String {
        Ctx::new(words, lang, names, names.len()).mark(Seat(seat as u8)).fill.to_owned()
    }

    #[test]
    fn close_turning_points_are_numbered_apart() {
        let placed = spread(&[107.0, 100.0, 105.0], 38.0, (0.0, 1000.0));
        assert_eq!(placed, vec![176.0, 100.0, 138.0]);
        let placed = spread(&[990.0, 995.0], 38.0, (0.0, 1000.0));
        assert!(placed[1] <= 1000.0 && placed[1] - placed[0] >= 38.0, "{placed:?}");
    }

    #[test]
    fn the_players_row_gives_each_seat_its_last_chance() {
        let series = ChanceSeries { win: vec![vec![0.5, 0.5], vec![0.814, 0.186]], turning: Vec::new() };
        let svg = chances_svg(&series, &crate::tests::names(2), Lang::En, &Words::embedded());
        assert!(svg.contains(">81 %</text>") && svg.contains(">19 %</text>"), "{svg}");
        assert!(!svg.contains("stroke-dasharray"), "no turning point, no dashed line");
    }
}
