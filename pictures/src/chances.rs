//! The analysis' chart: each player's chance to win over a finished game,
//! decision by decision, as the search in the mover's seat saw it
//! (`tavola_engine::ai::analysis`). It mirrors the results' chart
//! ([`crate::scores`]): the seat's marker (shape, colour, initial) with its
//! last chance right of the plot, and the players' row as the legend. The
//! game's turning points stand as numbered dashed lines (1 is the
//! costliest, as the message's text numbers them).
//!
//! - Two players: one chance says both (the other is one minus it), so the
//!   chart draws it once, as a tug of war: the first player's chance is the
//!   line, the field below it is theirs and the field above their
//!   opponent's, each shaded in its player's colour and named inside it.
//! - Three or more: one line per seat in the seat's colour, with the seat's
//!   shape on a few points, so lines part without colour.
//!
//! Every line is smoothed over about a round of the table ([`smooth`]), with
//! the raw chances' range as a light band behind it.
//!
//! The x axis takes one step per decision but reads the game's own count
//! (month, turn, round: the number the analysis' text names), ticked at
//! the first decision of a round ([`ticks`]) and titled as the results'
//! chart titles it.
//!
//! Pure: the caller gives the chances, the names and the words.

use tavola_engine::{GameKind, Msg, Seat};
use tavola_words::{Lang, Words};

use crate::parts::{Frame, PlayerCell};
use crate::scores::{end_markers, ends_room, nice_step, Axes};
use crate::svg::{fit, glance_label, Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, MARKER_MIN_R, PANEL, WIDTH};
use crate::{rasterize, Ctx, PictureError, Png};

/// A finished game's chances to win, decision by decision.
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceSeries {
    /// The game: what its own count is called on the x axis.
    pub kind: GameKind,
    /// By decision (the first is move 1): each seat's chance to win there,
    /// from 0 to 1.
    pub win: Vec<Vec<f64>>,
    /// By decision: the game's own turn, month or round when it was taken
    /// (`Decision::round`). An analysis stored before decisions kept it
    /// has none, or only zeros: the axis then counts decisions.
    pub rounds: Vec<u32>,
    /// The turning points' moves (from 1), the costliest first.
    pub turning: Vec<usize>,
}

impl ChanceSeries {
    fn seats(&self) -> usize {
        self.win.first().map_or(0, Vec::len)
    }

    /// The game's count at each decision, if the analysis kept it.
    fn rounds(&self) -> Option<&[u32]> {
        let kept = self.rounds.len() == self.win.len() && self.rounds.iter().any(|&r| r > 0);
        kept.then_some(self.rounds.as_slice())
    }

    /// The x axis's title: the game's count as the results' chart names
    /// it, or decisions (moves) if the analysis kept no count.
    fn x_title(&self, ctx: &Ctx) -> String {
        // As `scores::count_word` names the count (private there).
        let count = match self.kind {
            GameKind::YearOfTheDragon => "month",
            GameKind::GreatWall | GameKind::Attila => "turn",
            GameKind::Ming | GameKind::Junk => "round",
        };
        match self.rounds() {
            Some(_) => ctx.word(&format!("pic-chart-x-{count}")),
            None => ctx.word("pic-chances-x"),
        }
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

/// One seat's chances smoothed for reading: at each decision, the mean
/// over one round of the table centred on it, and the raw chances' lowest
/// and highest over the same decisions.
///
/// Why: each decision is searched from its mover's view only, and a
/// search leans toward the seat it plays for, so neighbouring points
/// disagree by whose view they are, not by what happened (a two-player
/// game's raw line zigzags every move). A mean over one round weighs every
/// seat's view alike and cancels that lean when seats move in turn: `n`
/// decisions for `n` players, centred; for an even `n`, `n + 1` with the
/// two ends at half weight (the classic centred moving average over an
/// even period). A long game, whose decisions are a few pixels apart,
/// takes one round more per hundred decisions, so the line still reads.
/// Where the centred rounds would run past the game's first or last
/// decision, the mean is of as many decisions at that end, still as many
/// of each view, rather than of fewer views.
fn smooth(raw: &[f32], players: usize) -> Vec<Smoothed> {
    let span = players.max(1) * (raw.len() / 100).max(1);
    let half = span / 2;
    let last = raw.len().saturating_sub(1);
    let window = |i: usize| -> (usize, usize, bool) {
        if i >= half && i + half <= last {
            (i - half, i + half, span.is_multiple_of(2))
        } else if i < half {
            (0, (span - 1).min(last), false)
        } else {
            (last.saturating_sub(span - 1), last, false)
        }
    };
    (0..raw.len())
        .map(|i| {
            let (from, to, halved) = window(i);
            let weight = |j: usize| if halved && (j == from || j == to) { 0.5 } else { 1.0 };
            let around = (from..=to).map(|j| (raw[j], weight(j)));
            let (sum, total) = around.clone().fold((0.0, 0.0), |(s, t), (v, w)| (s + v * w, t + w));
            let (lo, hi) = around.fold((f32::MAX, f32::MIN), |(lo, hi), (v, _)| (lo.min(v), hi.max(v)));
            Smoothed { mean: sum / total, lo, hi }
        })
        .collect()
}

/// A point of a smoothed line, in percent.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Smoothed {
    mean: f32,
    lo: f32,
    hi: f32,
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
    let y_title = if series.seats() == 2 {
        ctx.say(&Msg::new("pic-chances-y-two").seat("seat", Seat(0)))
    } else {
        ctx.word("pic-chances-y")
    };
    plot(&mut frame, series, area, (&series.x_title(&ctx), &y_title), &ctx);
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
/// The two-player chart's line: the border between the two fields.
const BORDER_W: f32 = 4.0;
const POINT_R: f32 = 8.0;
const TURN_R: f32 = 17.0;
/// The room between two turning points' numbers, outline to outline.
const TURN_GAP: f32 = 8.0;
/// How much of a seat's colour shades its field (the rest is white).
const FIELD_TINT: f32 = 0.3;
/// How strongly the raw chances' band shows (alpha, of 255): in the
/// seat's colour over paper, in ink over the two players' fields.
const BAND_ALPHA: u8 = 0x30;
const INK_BAND_ALPHA: u8 = 0x16;
/// The least room between two ticks' labels on the x axis.
const TICK_GAP: f32 = 16.0;
/// At most this many steps of the game's count between the first and the
/// last tick (so at most one tick more, and the first count's).
const TICK_STEPS: i64 = 10;

/// End markers to draw: (seat, label, y), as [`end_markers`] takes them.
type Ends = Vec<(usize, String, f32)>;

/// Where the plot draws: x of a move, y of a chance in percent.
#[derive(Clone, Copy)]
struct Scale {
    plot: Rect,
    moves: usize,
}

impl Scale {
    fn x(&self, turn: usize) -> f32 {
        self.plot.x + turn.saturating_sub(1) as f32 / (self.moves - 1) as f32 * self.plot.w
    }

    fn y(&self, chance: f32) -> f32 {
        self.plot.bottom() - chance / 100.0 * self.plot.h
    }
}

/// Axes, grid, the turning points and the chances in `area`.
fn plot(frame: &mut Frame, series: &ChanceSeries, area: Rect, titles: (&str, &str), ctx: &Ctx) {
    let labels: Vec<i64> = (0..=4).map(|i| i * 25).collect();
    let label_w = labels.iter().map(|&v| Size::Body.width_of(&format!("{v} %"))).fold(0.0, f32::max) + 20.0;
    let head = Size::Body.line() + 16.0 + 2.0 * TURN_R;
    let foot = 2.0 * Size::Body.line() + 6.0;
    let seats = series.seats();
    let lasts: Vec<String> = (0..seats).map(|s| percent(series.line(s).last().copied().unwrap_or(0.0))).collect();
    let plot = Rect::new(area.x + label_w, area.y + head, area.w - label_w - ends_room(&lasts), area.h - head - foot);
    let at = Scale { plot, moves: series.win.len().max(2) };
    let lines: Vec<Vec<Smoothed>> = (0..seats).map(|s| smooth(&series.line(s), seats)).collect();
    let svg = &mut frame.svg;
    svg.panel(plot, "#ffffff", Some(PANEL));
    if seats == 2 {
        fields(svg, &lines[0], at, ctx);
    }
    let axes = Axes { area, plot, label_w };
    for &v in &labels {
        axes.row(svg, at.y(v as f32), &format!("{v} %"));
    }
    axes.y_title(svg, &fit(titles.1, Size::Body, true, area.w / 2.0));
    for (decision, label) in ticks(series, at) {
        axes.tick(svg, at.x(decision), &label);
    }
    axes.x_title_and_lines(svg, titles.0);
    let turning: Vec<f32> = series.turning.iter().map(|&turn| at.x(turn)).collect();
    for &x in &turning {
        svg.dashed((x, plot.y), (x, plot.bottom()), DIM, 3.0);
    }
    let ends = if seats == 2 {
        border(svg, &lines[0], at, (&lasts, &turning), ctx)
    } else {
        seat_lines(svg, &lines, at, &lasts, ctx)
    };
    // The turning points' numbers above the plot, within its width (clear
    // of the end markers); close ones set apart, each tied to its line.
    let cy = plot.y - TURN_R - 4.0;
    let placed = spread(&turning, 2.0 * TURN_R + TURN_GAP, (plot.x + TURN_R, plot.right() - TURN_R));
    for (i, (&x, &at)) in turning.iter().zip(&placed).enumerate() {
        svg.line((x, plot.y), (at, cy + TURN_R), DIM, 2.0);
        svg.circle(at, cy, TURN_R, "#ffffff", Some(INK));
        let r = Rect::new(at - TURN_R, cy - TURN_R, 2.0 * TURN_R, 2.0 * TURN_R);
        svg.text_in(r, 0.0, Size::Body, Anchor::Middle, INK, true, &(i + 1).to_string());
    }
    end_markers(frame, ends, plot, ctx);
}

/// The x axis's ticks, left to right, as (decision from 1, label): at the
/// first decision of each round (of each decision, if the analysis kept no
/// rounds) whose number is a whole step (1, 2 or 5 times a power of ten,
/// at most [`TICK_STEPS`] over the game), and at the first round if there
/// is room. Rounds differ in length (a draft, a long last round), so a
/// label that would come within [`TICK_GAP`] of the one before is left
/// out: labels never overlap.
fn ticks(series: &ChanceSeries, at: Scale) -> Vec<(usize, String)> {
    let starts: Vec<(usize, u32)> = match series.rounds() {
        Some(rounds) => rounds
            .iter()
            .enumerate()
            .filter(|&(i, r)| i == 0 || rounds[i - 1] != *r)
            .map(|(i, &r)| (i + 1, r))
            .collect(),
        None => (1..=series.win.len()).map(|d| (d, d as u32)).collect(),
    };
    let Some(&first) = starts.first() else { return Vec::new() };
    let (lo, hi) = starts.iter().fold((u32::MAX, 0), |(lo, hi), &(_, r)| (lo.min(r), hi.max(r)));
    let step = nice_step(i64::from(hi - lo).max(1), TICK_STEPS) as u32;
    // A label's extent on the axis, as [`Axes::tick`] draws it.
    let extent = |&(decision, round): &(usize, u32)| {
        let half = (Size::Body.width_of(&round.to_string()) + 8.0) / 2.0;
        (at.x(decision) - half, at.x(decision) + half)
    };
    let mut kept: Vec<(usize, u32)> = Vec::new();
    for start in starts.iter().filter(|(_, r)| r % step == 0) {
        if kept.last().is_none_or(|before| extent(before).1 + TICK_GAP <= extent(start).0) {
            kept.push(*start);
        }
    }
    if first.1 % step != 0 && kept.first().is_none_or(|next| extent(&first).1 + TICK_GAP <= extent(next).0) {
        kept.insert(0, first);
    }
    kept.into_iter().map(|(decision, round)| (decision, round.to_string())).collect()
}

/// A seat's colour mixed with white: `amount` of the colour.
fn tint(hex: &str, amount: f32) -> String {
    let channel = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255);
    let mix = |c: u8| (255.0 - (255.0 - f32::from(c)) * amount).round() as u8;
    format!("#{:02x}{:02x}{:02x}", mix(channel(1)), mix(channel(3)), mix(channel(5)))
}

/// The points of a line's smoothed chances.
fn points(line: &[Smoothed], at: Scale) -> Vec<(f32, f32)> {
    line.iter().enumerate().map(|(i, p)| (at.x(i + 1), at.y(p.mean))).collect()
}

/// The raw chances' range around a smoothed line, lightly in `colour`.
fn band(svg: &mut Svg, line: &[Smoothed], at: Scale, colour: &str, alpha: u8) {
    let mut outline: Vec<(f32, f32)> = line.iter().enumerate().map(|(i, p)| (at.x(i + 1), at.y(p.hi))).collect();
    outline.extend(line.iter().enumerate().rev().map(|(i, p)| (at.x(i + 1), at.y(p.lo))));
    svg.polygon(&outline, &format!("{colour}{alpha:02x}"), None);
}

/// Two players' fields: below the first player's line, theirs; above it,
/// their opponent's; each shaded toward its player's colour.
fn fields(svg: &mut Svg, line: &[Smoothed], at: Scale, ctx: &Ctx) {
    let plot = at.plot;
    let border = points(line, at);
    for (seat, edge) in [(0, plot.bottom()), (1, plot.y)] {
        let mut field = border.clone();
        field.push((plot.right(), edge));
        field.push((plot.x, edge));
        svg.polygon(&field, &tint(ctx.mark(Seat(seat)).fill, FIELD_TINT), None);
    }
}

/// The two-player chart's line over its fields, each field named where it
/// is deepest (clear of the turning points' lines `turning` if it can);
/// returns the end markers (labelled `lasts`), each beside the middle of
/// its player's field.
fn border(svg: &mut Svg, line: &[Smoothed], at: Scale, (lasts, turning): (&[String], &[f32]), ctx: &Ctx) -> Ends {
    let plot = at.plot;
    band(svg, line, at, INK, INK_BAND_ALPHA);
    let border = points(line, at);
    for w in border.windows(2) {
        svg.line(w[0], w[1], "#ffffff", BORDER_W + 4.0);
    }
    for w in border.windows(2) {
        svg.line(w[0], w[1], INK, BORDER_W);
    }
    for seat in 0..2 {
        field_name(svg, (&border, turning), plot, Seat(seat), ctx);
    }
    let end = border.last().map_or(plot.cy(), |p| p.1);
    vec![(0, lasts[0].clone(), (end + plot.bottom()) / 2.0), (1, lasts[1].clone(), (plot.y + end) / 2.0)]
}

/// A field's name: the player's marker and name on a light chip, against
/// the plot's edge (the bottom for the first player, the top for the
/// second) where the field is deepest under the chip, preferring places
/// no turning point's line crosses.
fn field_name(svg: &mut Svg, (border, turning): (&[(f32, f32)], &[f32]), plot: Rect, seat: Seat, ctx: &Ctx) {
    let mark = ctx.mark(seat);
    let r = MARKER_MIN_R;
    let name = fit(&ctx.name(seat), Size::Body, true, plot.w / 3.0);
    let (w, h) = (2.0 * r + 20.0 + Size::Body.bold_width_of(&name), 2.0 * r + 8.0);
    let below = seat.index() == 0;
    // How deep the field is under a chip from x to x + w (the border's
    // points there and one either side, so a steep segment counts).
    let depth = |x: f32| -> f32 {
        let near = border.iter().enumerate().filter(|&(i, p)| {
            let next = border.get(i + 1).map_or(p.0, |n| n.0);
            let prev = i.checked_sub(1).map_or(p.0, |j| border[j].0);
            next >= x && prev <= x + w
        });
        near.map(|(_, p)| if below { plot.bottom() - p.1 } else { p.1 - plot.y }).fold(f32::MAX, f32::min)
    };
    let room = (plot.w - w - 16.0).max(0.0);
    let x = (0..=(room / 8.0) as usize)
        .map(|k| plot.x + 8.0 + k as f32 * 8.0)
        .map(|x| (x, !turning.iter().any(|&t| t > x - 6.0 && t < x + w + 6.0), depth(x)))
        .max_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)))
        .map(|(x, _, _)| x)
        .unwrap_or(plot.x + 8.0);
    let y = if below { plot.bottom() - 6.0 - h } else { plot.y + 6.0 };
    let chip = Rect::new(x, y, w, h);
    svg.panel(chip, "#ffffffcc", Some(mark.fill));
    svg.marker(x + 6.0 + r, chip.cy(), r, &mark, glance_label(&mark, r));
    let text = Rect::new(x + 2.0 * r + 12.0, y, w - 2.0 * r - 12.0, h);
    svg.text_in(text, 0.0, Size::Body, Anchor::Start, INK, true, &name);
}

/// One smoothed line per seat, each over its raw band: an ink casing under
/// the seat's colour, so a white or yellow line reads on paper; the
/// seat's shape on a few of its points (none on the axis). Returns the end
/// markers, each at its line's end.
fn seat_lines(svg: &mut Svg, lines: &[Vec<Smoothed>], at: Scale, lasts: &[String], ctx: &Ctx) -> Ends {
    for (s, line) in lines.iter().enumerate() {
        band(svg, line, at, ctx.mark(Seat(s as u8)).fill, BAND_ALPHA);
    }
    let drawn: Vec<Vec<(f32, f32)>> = lines.iter().map(|line| points(line, at)).collect();
    for (s, points) in drawn.iter().enumerate() {
        for w in points.windows(2) {
            svg.line(w[0], w[1], INK, LINE_W + 3.0);
        }
        for w in points.windows(2) {
            svg.line(w[0], w[1], ctx.mark(Seat(s as u8)).fill, LINE_W);
        }
    }
    // The shapes over every line, so a later line never hides one.
    let every = at.moves.div_ceil(12).max(1);
    for (s, points) in drawn.iter().enumerate() {
        let mark = ctx.mark(Seat(s as u8));
        for (i, &(x, y)) in points.iter().enumerate() {
            if i > 0 && i % every == every / 2 && i + 1 < points.len() {
                svg.shape(x, y, POINT_R, mark.shape, mark.fill, Some(INK));
            }
        }
    }
    let end = |s: usize| drawn[s].last().map_or(at.plot.bottom(), |p| p.1);
    lasts.iter().enumerate().map(|(s, last)| (s, last.clone(), end(s))).collect()
}

/// Positions near `xs` (in their order) at least `gap` apart within
/// `(lo, hi)`: pushed right past their left neighbour, then left of their
/// right neighbour and `hi`; spaced evenly over `(lo, hi)` if they cannot
/// all fit.
fn spread(xs: &[f32], gap: f32, (lo, hi): (f32, f32)) -> Vec<f32> {
    let mut order: Vec<usize> = (0..xs.len()).collect();
    order.sort_by(|&a, &b| xs[a].total_cmp(&xs[b]));
    let mut placed = vec![0.0; xs.len()];
    let mut last = lo - gap;
    for &i in &order {
        placed[i] = xs[i].max(lo).max(last + gap);
        last = placed[i];
    }
    let mut next = hi + gap;
    for &i in order.iter().rev() {
        placed[i] = placed[i].min(next - gap);
        next = placed[i];
    }
    if order.first().is_some_and(|&i| placed[i] < lo) {
        let step = (hi - lo) / (xs.len() - 1).max(1) as f32;
        for (k, &i) in order.iter().enumerate() {
            placed[i] = lo + k as f32 * step;
        }
    }
    placed
}

#[cfg(test)]
mod tests;
