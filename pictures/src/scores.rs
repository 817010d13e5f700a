//! The results' chart: each player's score over a finished game, one line
//! per seat in the seat's colour, with the seat's marker shape on its points
//! and its marker (shape, colour, initial) and final score at the line's
//! end, so lines part without colour. The x axis is the game's own count
//! (month, turn, round: the public view's `round`), the y axis the score.
//!
//! Pure: the caller gives the series (scores of a game that has ended,
//! hidden parts included, so they may come from the full game), the names
//! and the words; it draws in the same landscape frame as the boards, with
//! the players' row as the legend.

use tavola_engine::{GameKind, Msg, Seat};
use tavola_words::{Lang, Words};

use crate::parts::{points_unit, Frame, PlayerCell};
use crate::svg::{Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, MARKER_MIN_R, PANEL, WIDTH};
use crate::{rasterize, Ctx, PictureError, Png};

/// A finished game's scores, round by round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreSeries {
    pub kind: GameKind,
    /// The game's count at each point (month, turn, round), increasing.
    pub rounds: Vec<u64>,
    /// By seat: the score at the end of each of `rounds`.
    pub scores: Vec<Vec<i32>>,
}

/// What the x axis counts in a game, as the words' suffix.
fn count_word(kind: GameKind) -> &'static str {
    match kind {
        GameKind::YearOfTheDragon => "month",
        GameKind::GreatWall | GameKind::Attila => "turn",
        GameKind::Ming | GameKind::Junk => "round",
    }
}

/// A step for ticks over `span` that gives at most `most` of them: 1, 2 or
/// 5 times a power of ten.
pub(crate) fn nice_step(span: i64, most: i64) -> i64 {
    let mut power = 1;
    loop {
        for k in [1, 2, 5] {
            if span <= k * power * most {
                return k * power;
            }
        }
        power *= 10;
    }
}

/// A chart's axes: the plot inside `area`, with a column `label_w` wide on
/// its left for the rows' labels. Both charts (scores, chances) draw their
/// grid, ticks and titles the same way through it.
pub(crate) struct Axes {
    pub area: Rect,
    pub plot: Rect,
    pub label_w: f32,
}

impl Axes {
    /// A grid line across the plot at `y`, labelled on the left.
    pub(crate) fn row(&self, svg: &mut Svg, y: f32, label: &str) {
        svg.line((self.plot.x, y), (self.plot.right(), y), PANEL, 2.0);
        let r = Rect::new(self.area.x, y - Size::Body.box_h() / 2.0, self.label_w - 14.0, Size::Body.box_h());
        svg.text_in(r, 0.0, Size::Body, Anchor::End, DIM, false, label);
    }

    /// The y axis's title, over its labels.
    pub(crate) fn y_title(&self, svg: &mut Svg, title: &str) {
        let head = Rect::new(self.area.x, self.area.y, self.area.w / 2.0, Size::Body.line() + 16.0);
        svg.text_in(head, 0.0, Size::Body, Anchor::Start, DIM, true, title);
    }

    /// A tick under the plot at `x`, labelled under it.
    pub(crate) fn tick(&self, svg: &mut Svg, x: f32, label: &str) {
        let bottom = self.plot.bottom();
        svg.line((x, bottom), (x, bottom + 8.0), INK, 2.0);
        let w = Size::Body.width_of(label) + 8.0;
        let r = Rect::new(x - w / 2.0, bottom + 8.0, w, Size::Body.line());
        svg.text_in(r, 0.0, Size::Body, Anchor::Middle, DIM, false, label);
    }

    /// The x axis's title under the ticks, then the two axes over the grid.
    pub(crate) fn x_title_and_lines(&self, svg: &mut Svg, title: &str) {
        let plot = self.plot;
        let foot = Rect::new(plot.x, plot.bottom() + 8.0 + Size::Body.line(), plot.w, Size::Body.line());
        svg.text_in(foot, 0.0, Size::Body, Anchor::Middle, DIM, true, title);
        svg.line((plot.x, plot.bottom()), (plot.right(), plot.bottom()), INK, 2.0);
        svg.line((plot.x, plot.y), (plot.x, plot.bottom()), INK, 2.0);
    }
}

/// The y range: from 0 (or the lowest score) to the highest, widened to
/// whole steps.
fn y_range(series: &ScoreSeries) -> (i64, i64, i64) {
    let all = series.scores.iter().flatten().map(|&s| i64::from(s));
    let (lo, hi) = all.fold((0, 1), |(lo, hi), s| (lo.min(s), hi.max(s)));
    let step = nice_step(hi - lo, 6);
    (lo.div_euclid(step) * step, (hi + step - 1).div_euclid(step) * step, step)
}

/// The chart as a landscape SVG document.
pub fn scores_svg(series: &ScoreSeries, names: &[String], lang: Lang, words: &Words) -> String {
    scores_svg_checked(series, names, lang, words).0
}

/// As [`scores_svg`], with every wording problem met.
pub fn scores_svg_checked(series: &ScoreSeries, names: &[String], lang: Lang, words: &Words) -> (String, Vec<String>) {
    let players = series.scores.len();
    let ctx = Ctx::new(words, lang, names, players);
    let mut frame = Frame::standard();
    let count = count_word(series.kind);
    let yen = series.kind == GameKind::Junk;
    let title_id = if yen { "pic-chart-title-yen".to_owned() } else { format!("pic-chart-title-{count}") };
    let title = ctx.word(&title_id);
    let top = frame.strip(&title, None, Some(&ctx.word("pic-over")), &ctx);
    let finals: Vec<i32> = series.scores.iter().map(|s| s.last().copied().unwrap_or(0)).collect();
    let cells: Vec<PlayerCell> = Seat::all(players)
        .map(|seat| {
            let score = finals[seat.index()];
            let unit = if yen {
                ctx.say(&Msg::new("pic-junk-yen-unit").num("yen", i64::from(score)))
            } else {
                points_unit(i64::from(score), &ctx)
            };
            PlayerCell::new(seat, score.to_string(), unit, Vec::new(), None)
        })
        .collect();
    let bottom = frame.players(&cells, &ctx);
    let area = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - GAP - top);
    let y_title = if yen { ctx.word("pic-junk-yen-unit") } else { points_unit(2, &ctx) };
    let x_title = ctx.word(&format!("pic-chart-x-{count}"));
    plot(&mut frame, series, area, (&x_title, &y_title), &ctx);
    (frame.finish(), ctx.problems.into_inner())
}

/// The chart as a PNG.
///
/// # Errors
/// The SVG could not be rasterized or encoded (a bug; the caller posts the
/// results without the chart).
pub fn scores_png(series: &ScoreSeries, names: &[String], lang: Lang, words: &Words) -> Result<Png, PictureError> {
    rasterize(&scores_svg(series, names, lang, words))
}

const LINE_W: f32 = 6.0;
const POINT_R: f32 = 8.0;
const END_R: f32 = 19.0;
/// Room inside the plot below the lowest score and above the highest, so
/// points on the lowest row (most often zero) stand clear of the x axis
/// and the top row's label clear of the axis' title.
const PAD_BELOW: f32 = 2.0 * POINT_R + 6.0;
const PAD_ABOVE: f32 = 12.0;
/// Room inside the plot left of the first round, so the lines start clear
/// of the y axis.
const PAD_LEFT: f32 = 2.0 * POINT_R + 4.0;

/// Axes, grid, ticks and one line per seat in `area`.
fn plot(frame: &mut Frame, series: &ScoreSeries, area: Rect, titles: (&str, &str), ctx: &Ctx) {
    let (lo, hi, step) = y_range(series);
    let labels: Vec<i64> = (0..).map(|i| lo + i * step).take_while(|&v| v <= hi).collect();
    let label_w = labels.iter().map(|v| Size::Body.width_of(&v.to_string())).fold(0.0, f32::max) + 20.0;
    let head = Size::Body.line() + 16.0;
    let foot = 2.0 * Size::Body.line() + 6.0;
    // Room on the right for the end markers and their scores.
    let finals: Vec<String> = series.scores.iter().map(|s| s.last().copied().unwrap_or(0).to_string()).collect();
    let plot = Rect::new(area.x + label_w, area.y + head, area.w - label_w - ends_room(&finals), area.h - head - foot);
    let svg = &mut frame.svg;
    svg.panel(plot, "#ffffff", Some(PANEL));
    let rows_h = plot.h - PAD_BELOW - PAD_ABOVE;
    let y_of = |v: f32| plot.bottom() - PAD_BELOW - (v - lo as f32) / (hi - lo).max(1) as f32 * rows_h;
    let axes = Axes { area, plot, label_w };
    for &v in &labels {
        axes.row(svg, y_of(v as f32), &v.to_string());
    }
    if lo < 0 {
        svg.line((plot.x, y_of(0.0)), (plot.right(), y_of(0.0)), DIM, 2.0);
    }
    axes.y_title(svg, titles.1);
    let (first, last) = (series.rounds.first().copied().unwrap_or(0), series.rounds.last().copied().unwrap_or(1));
    let span = last.saturating_sub(first).max(1);
    let x_of =
        |round: u64| plot.x + PAD_LEFT + (round.saturating_sub(first)) as f32 / span as f32 * (plot.w - PAD_LEFT);
    let x_step = nice_step(span as i64, 10) as u64;
    let ticks = (0..).map(|i| first.div_ceil(x_step) * x_step + i * x_step).take_while(|&r| r <= last);
    for round in ticks {
        axes.tick(svg, x_of(round), &round.to_string());
    }
    axes.x_title_and_lines(svg, titles.0);
    // Lines: an ink casing under the seat's colour, so a white or yellow
    // line reads on paper; then, over every line, the seat's shape on a few
    // of its points, none on the first (where every seat starts alike).
    // Seats level at a point have their shapes side by side around it, so
    // none hides another.
    let points = series.rounds.len();
    let every = points.div_ceil(12).max(1);
    let level = |i: usize, s: usize| -> f32 {
        let at = |t: usize| series.scores[t].get(i);
        let with: Vec<usize> = (0..series.scores.len()).filter(|&t| at(t) == at(s)).collect();
        let rank = with.iter().position(|&t| t == s).unwrap_or(0);
        (rank as f32 - (with.len() - 1) as f32 / 2.0) * (2.0 * POINT_R + 4.0)
    };
    let drawn: Vec<Vec<(f32, f32)>> = series
        .scores
        .iter()
        .map(|scores| series.rounds.iter().zip(scores).map(|(&r, &v)| (x_of(r), y_of(v as f32))).collect())
        .collect();
    for (s, at) in drawn.iter().enumerate() {
        for w in at.windows(2) {
            svg.line(w[0], w[1], INK, LINE_W + 3.0);
        }
        for w in at.windows(2) {
            svg.line(w[0], w[1], ctx.mark(Seat(s as u8)).fill, LINE_W);
        }
    }
    for (s, at) in drawn.iter().enumerate() {
        let mark = ctx.mark(Seat(s as u8));
        for (i, &(x, y)) in at.iter().enumerate() {
            if i > 0 && i % every == 0 && i + 1 < at.len() {
                svg.shape(x + level(i, s), y, POINT_R, mark.shape, mark.fill, Some(INK));
            }
        }
    }
    let ends: Vec<(usize, String, f32)> = series
        .scores
        .iter()
        .zip(finals)
        .enumerate()
        .map(|(s, (scores, label))| (s, label, y_of(scores.last().copied().unwrap_or(0) as f32)))
        .collect();
    end_markers(frame, ends, plot, ctx);
}

/// The widest of the labels drawn beside the end markers.
fn ends_width(labels: &[String]) -> f32 {
    labels.iter().map(|l| Size::Big.bold_width_of(l)).fold(0.0, f32::max) + 8.0
}

/// The room right of a plot that [`end_markers`] take with these labels.
pub(crate) fn ends_room(labels: &[String]) -> f32 {
    2.0 * END_R + 16.0 + ends_width(labels)
}

/// The room between two end markers, outline to outline.
const END_GAP: f32 = 6.0;

/// Each seat's marker and label (its final value) right of the plot, at
/// its line's last height `y`, nudged apart where they are close (by each
/// shape's own reach, so a diamond never touches a triangle) and kept
/// between a little above the plot and the x axis' labels, each tied to
/// its line's end. `ends`: (seat, label, y).
pub(crate) fn end_markers(frame: &mut Frame, mut ends: Vec<(usize, String, f32)>, plot: Rect, ctx: &Ctx) {
    ends.sort_by(|a, b| a.2.total_cmp(&b.2).then(a.0.cmp(&b.0)));
    let wanted: Vec<(f32, f32)> = ends
        .iter()
        .map(|(s, _, y)| {
            let (ex, ey) = Svg::marker_extent(ctx.mark(Seat(*s as u8)).shape, END_R.max(MARKER_MIN_R));
            (*y, ex.max(ey))
        })
        .collect();
    let placed = stack(&wanted, (plot.y - 8.0, plot.bottom() + 6.0));
    let x = plot.right() + 10.0 + END_R * 1.3;
    let svg = &mut frame.svg;
    for ((s, label, y), &at) in ends.iter().zip(&placed) {
        let mark = ctx.mark(Seat(*s as u8));
        svg.line((plot.right(), *y), (x - END_R, at), mark.fill, 3.0);
        svg.marker(x, at, END_R, &mark, crate::svg::glance_label(&mark, END_R));
        let w = Size::Big.bold_width_of(label) + 8.0;
        let r = Rect::new(x + END_R * 1.3 + 4.0, at - Size::Big.box_h() / 2.0, w, Size::Big.box_h());
        svg.text_in(r, 0.0, Size::Big, Anchor::Start, INK, true, label);
    }
}

/// Heights for markers wanted at `(y, reach)` (top to bottom; `reach` from
/// the centre to the outline), each as near its `y` as it can be with
/// [`END_GAP`] between outlines and every outline within `(top, bottom)`;
/// spaced evenly there if they cannot all fit.
fn stack(wanted: &[(f32, f32)], (top, bottom): (f32, f32)) -> Vec<f32> {
    let mut placed: Vec<f32> = Vec::with_capacity(wanted.len());
    for (i, &(y, reach)) in wanted.iter().enumerate() {
        let after = i.checked_sub(1).map_or(top, |j| placed[j] + wanted[j].1 + END_GAP);
        placed.push(y.max(after + reach));
    }
    for i in (0..wanted.len()).rev() {
        let before = wanted.get(i + 1).map_or(bottom, |next| placed[i + 1] - next.1 - END_GAP);
        placed[i] = placed[i].min(before - wanted[i].1);
    }
    if wanted.first().is_some_and(|&(_, reach)| placed[0] - reach < top) {
        let step = (bottom - top) / wanted.len() as f32;
        return (0..wanted.len()).map(|i| top + (i as f32 + 0.5) * step).collect();
    }
    placed
}

/// Reading the charts' documents back, for the tests that measure them.
#[cfg(test)]
pub(crate) mod read {
    use crate::svg::{Rect, PANEL};

    /// The `tag` elements of a document ([`crate::svg::Svg`] writes one a
    /// line).
    pub(crate) fn elements<'a>(svg: &'a str, tag: &str) -> Vec<&'a str> {
        let open = format!("<{tag} ");
        svg.lines().filter(|l| l.starts_with(&open)).collect()
    }

    /// An element's attribute.
    pub(crate) fn attr<'a>(element: &'a str, name: &str) -> &'a str {
        let key = format!(" {name}=\"");
        let start = element.find(&key).unwrap_or_else(|| panic!("no {name} in {element}")) + key.len();
        &element[start..start + element[start..].find('"').unwrap()]
    }

    /// An element's attribute as a number.
    pub(crate) fn num(element: &str, name: &str) -> f32 {
        attr(element, name).parse().unwrap_or_else(|_| panic!("{name} in {element}"))
    }

    /// The chart's plot: the white panel with the grid's border.
    pub(crate) fn plot(svg: &str) -> Rect {
        let border = format!("stroke=\"{PANEL}\"");
        let panel = elements(svg, "rect").into_iter().find(|r| r.contains(&border)).expect("a plot");
        Rect::new(num(panel, "x"), num(panel, "y"), num(panel, "width"), num(panel, "height"))
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom;
    use serde_json::Value;
    use tavola_engine::{seeded_rng, AnyGame, Viewer};

    use super::read::{attr, elements, num, plot};
    use super::*;

    /// A random game of `kind`, its scores at the end of each round.
    pub(crate) fn series_of(kind: GameKind, players: usize, seed: u64) -> ScoreSeries {
        let mut game = AnyGame::new(kind, players, &Value::Null, seed).unwrap();
        let mut rng = seeded_rng(seed);
        let round = |g: &AnyGame| g.view(Viewer::Public)["round"].as_u64().unwrap_or(0);
        let mut rounds = vec![round(&game)];
        let mut scores: Vec<Vec<i32>> = game.scores().into_iter().map(|s| vec![s]).collect();
        while let Some(&seat) = game.to_act().seats().choose(&mut rng) {
            game.house_move(seat, &mut rng).unwrap();
            let r = round(&game);
            if r != *rounds.last().unwrap() {
                rounds.push(r);
                scores.iter_mut().for_each(|s| s.push(*s.last().unwrap()));
            }
            for (s, now) in scores.iter_mut().zip(game.scores()) {
                *s.last_mut().unwrap() = now;
            }
        }
        ScoreSeries { kind, rounds, scores }
    }

    /// Two players level at zero for three rounds, then apart.
    fn level_start() -> ScoreSeries {
        let scores = vec![vec![0, 0, 0, 4, 9, 12], vec![0, 0, 0, 0, 2, 7]];
        ScoreSeries { kind: GameKind::Ming, rounds: (1..=6).collect(), scores }
    }

    /// The points at zero (the first player's circles) stand clear of the
    /// x axis under them and of the y axis left of them; the axis' zero is
    /// labelled on its own row.
    #[test]
    fn the_zero_line_is_clear_of_the_first_markers() {
        let svg = scores_svg(&level_start(), &crate::tests::names(2), Lang::En, &Words::embedded());
        let plot = plot(&svg);
        let circles: Vec<&str> = elements(&svg, "circle").into_iter().filter(|c| attr(c, "r") == "8.0").collect();
        assert_eq!(circles.len(), 4, "no marker on the first point nor the last: {circles:#?}");
        for c in circles {
            assert!(num(c, "cy") + POINT_R + 4.0 <= plot.bottom(), "on the x axis: {c}");
            assert!(num(c, "cx") - POINT_R - 4.0 >= plot.x, "on the y axis: {c}");
        }
        let zero = elements(&svg, "text").into_iter().find(|t| t.ends_with(">0</text>")).expect("a zero label");
        assert!(num(zero, "y") < plot.bottom() - 8.0, "{zero}");
    }

    /// Seats level at a point show both shapes, side by side.
    #[test]
    fn level_seats_show_every_shape() {
        let svg = scores_svg(&level_start(), &crate::tests::names(2), Lang::En, &Words::embedded());
        let circle = elements(&svg, "circle").into_iter().find(|c| attr(c, "r") == "8.0").unwrap();
        let square = elements(&svg, "rect").into_iter().find(|r| attr(r, "width") == "14.4").unwrap();
        let (a, b) = (num(circle, "cx"), num(square, "x") + 7.2);
        assert_eq!(num(circle, "cy"), num(square, "y") + 7.2, "same height");
        assert!((a - b).abs() >= 2.0 * POINT_R + 2.0, "circle at {a}, square at {b}");
    }

    /// Five close finals: the end markers stand apart by their shapes'
    /// reach (a diamond, a triangle), within the plot's height and above
    /// the x axis' labels.
    #[test]
    fn end_markers_never_touch() {
        let finals = [10, 10, 11, 10, 0];
        let scores = finals.iter().map(|&f| vec![0, f]).collect();
        let series = ScoreSeries { kind: GameKind::GreatWall, rounds: vec![1, 2], scores };
        let names = crate::tests::names(5);
        let words = Words::embedded();
        let svg = scores_svg(&series, &names, Lang::En, &words);
        let plot = plot(&svg);
        let ctx = Ctx::new(&words, Lang::En, &names, 5);
        let mut ends: Vec<(f32, f32)> = elements(&svg, "line")
            .into_iter()
            .filter(|l| attr(l, "stroke-width") == "3.0" && num(l, "x2") > plot.right())
            .map(|l| {
                let seat = (0..5).find(|&s| attr(l, "stroke") == ctx.mark(Seat(s)).fill).expect("a seat's tie");
                let (ex, ey) = Svg::marker_extent(ctx.mark(Seat(seat)).shape, END_R);
                (num(l, "y2"), ex.max(ey))
            })
            .collect();
        assert_eq!(ends.len(), 5);
        ends.sort_by(|a, b| a.0.total_cmp(&b.0));
        for w in ends.windows(2) {
            assert!(w[1].0 - w[0].0 >= w[0].1 + w[1].1 + END_GAP - 0.2, "{ends:?}");
        }
        assert!(ends[0].0 - ends[0].1 >= plot.y - 8.2 && ends[4].0 + ends[4].1 <= plot.bottom() + 6.2, "{ends:?}");
        let crowded = stack(&[(900.0, 25.0); 4], (0.0, 500.0));
        assert!(crowded.windows(2).all(|w| w[1] - w[0] >= 50.0 + END_GAP) && crowded[3] + 25.0 <= 500.0);
    }

    /// Sample charts (Ming with two and four players) become landscape
    /// PNGs of the picture width; with `TAVOLA_PICTURES_OUT` set they are
    /// written there, to look at.
    #[test]
    fn sample_charts_rasterize() {
        let dir = std::env::var("TAVOLA_PICTURES_OUT").ok();
        for players in [2, 4] {
            let series = series_of(GameKind::Ming, players, players as u64 + 3);
            let png = scores_png(&series, &crate::tests::names(players), Lang::En, &Words::embedded()).unwrap();
            assert!(png.width == 1200 && 3 * png.width >= 4 * png.height && png.width <= 2 * png.height);
            if let Some(dir) = &dir {
                std::fs::write(format!("{dir}/scores-{players}p.png"), &png.bytes).unwrap();
            }
        }
    }

    #[test]
    fn nice_steps_keep_ticks_few_and_round() {
        assert_eq!(nice_step(7, 6), 2);
        assert_eq!(nice_step(60, 6), 10);
        assert_eq!(nice_step(55, 10), 10);
        assert_eq!(nice_step(1, 6), 1);
        assert_eq!(
            y_range(&ScoreSeries { kind: GameKind::Ming, rounds: vec![1], scores: vec![vec![-3], vec![44]] }).0,
            -10
        );
    }

    /// Every game at every table size: a landscape PNG of the picture width
    /// under the boards' size budget, every word in both languages, no text
    /// under the minimum or out of its box. `TAVOLA_PICTURES_OUT=dir` writes
    /// each chart there.
    #[test]
    fn a_chart_is_drawn_for_every_game_and_table_size() {
        let words = Words::embedded();
        let out = std::env::var("TAVOLA_PICTURES_OUT").ok();
        for &kind in GameKind::ALL {
            let info = kind.info();
            for players in info.min_players..=info.max_players {
                let series = series_of(kind, players, players as u64 + 3);
                let names = crate::tests::names(players);
                for lang in Lang::ALL {
                    let context = format!("{} {players}p {}", kind.id(), lang.code());
                    let (svg, problems) = scores_svg_checked(&series, &names, lang, &words);
                    assert!(problems.is_empty(), "{context}: {problems:?}");
                    let bad = crate::tests::texts_out_of_their_box(&svg);
                    assert!(bad.is_empty(), "{context}: {bad:#?}");
                    assert!(crate::tests::font_sizes(&svg).iter().all(|&s| s >= crate::svg::MIN_TEXT_PX), "{context}");
                    let started = std::time::Instant::now();
                    let png = rasterize(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
                    let took = started.elapsed();
                    assert_eq!(crate::tests::png_size(&png.bytes), (png.width, png.height), "{context}");
                    assert_eq!(png.width, WIDTH, "{context}");
                    assert!(png.width * 3 >= png.height * 4, "{context}: landscape");
                    assert!(png.bytes.len() <= crate::tests::MAX_PNG_BYTES, "{context}: {} bytes", png.bytes.len());
                    if let Some(dir) = &out {
                        let path = format!("{dir}/chart-{}-{players}p-{}.png", kind.id(), lang.code());
                        std::fs::write(path, &png.bytes).unwrap();
                        eprintln!("{context}: {} bytes in {took:?}", png.bytes.len());
                    }
                }
            }
        }
    }
}
