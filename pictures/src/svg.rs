//! A tiny SVG writer: the only way a builder draws, so every text is
//! escaped, no text is smaller than [`MIN_TEXT_PX`], and every text names
//! the box it must stay in (the text-box test checks it with usvg's own
//! layout).
//!
//! Coordinates are pixels of a [`WIDTH`] x [`HEIGHT`] landscape picture,
//! the frame Discord shows an embed's image in (about 400 x 300), scaled
//! down about three times: what a player looks for first is drawn at
//! [`GLANCE_PX`] or more, the rest at [`MIN_TEXT_PX`] or more.

use std::fmt::Write;

use tavola_engine::Seat;

use crate::metrics;

/// Every picture's width in pixels.
pub const WIDTH: u32 = 1200;
/// A picture's usual height; a builder may take from [`MIN_HEIGHT`] to
/// [`MAX_HEIGHT`] (every picture stays between 2:1 and 4:3).
pub const HEIGHT: u32 = 800;
pub const MIN_HEIGHT: u32 = 600;
pub const MAX_HEIGHT: u32 = 900;

/// The smallest marker: its label (an initial and a seat number at
/// [`MIN_TEXT_PX`]) fits inside.
pub const MARKER_MIN_R: f32 = 17.0;

/// The smallest text a picture may hold: 8 px when Discord shows the
/// picture 400 px wide, readable once opened.
pub const MIN_TEXT_PX: u32 = 24;

/// The text a player reads without opening the picture (whose turn, the
/// round, the scores, who leads where): 11 px or more at 400 px wide.
pub const GLANCE_PX: u32 = 34;

/// Page margin and the usual gap between blocks.
pub const MARGIN: f32 = 14.0;
pub const GAP: f32 = 10.0;

/// Ink and paper: near black on near white, for high contrast.
pub const INK: &str = "#111111";
pub const PAPER: &str = "#fbfaf6";
/// Light fills for panels, dim ink for secondary lines (still AA contrast).
pub const PANEL: &str = "#ece8dc";
pub const DIM: &str = "#4a4a4a";
/// Whose turn it is: this fill, framed in ink.
pub const TURN: &str = "#fff3b0";

/// Text sizes: the only ones a picture uses, none below [`MIN_TEXT_PX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Details, legends, labels of the board's parts.
    Body,
    /// Headings and names.
    Big,
    /// What is read at a glance.
    Glance,
    /// The title strip.
    Title,
}

impl Size {
    pub const ALL: [Size; 4] = [Size::Body, Size::Big, Size::Glance, Size::Title];

    pub const fn px(self) -> u32 {
        match self {
            Size::Body => MIN_TEXT_PX,
            Size::Big => 28,
            Size::Glance => GLANCE_PX,
            Size::Title => 38,
        }
    }

    pub fn f(self) -> f32 {
        self.px() as f32
    }

    /// A line's height for this size (text plus leading).
    pub fn line(self) -> f32 {
        self.f() * 1.25
    }

    /// The height of a text's layout box (the font's ascent to descent).
    pub fn box_h(self) -> f32 {
        self.f() * 1.17
    }

    /// How far below a box's centre the baseline of text centred in it
    /// goes.
    pub fn centre_drop(self) -> f32 {
        self.f() * 0.35
    }

    /// A text's width in the bundled font.
    pub fn width_of(self, text: &str) -> f32 {
        metrics::width(text, self.f(), false)
    }

    /// The same for bold text, which runs wider.
    pub fn bold_width_of(self, text: &str) -> f32 {
        metrics::width(text, self.f(), true)
    }
}

/// A rectangle: where a part of the picture goes, and the box its texts
/// must stay in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    pub fn cx(&self) -> f32 {
        self.x + self.w / 2.0
    }

    pub fn cy(&self) -> f32 {
        self.y + self.h / 2.0
    }

    /// The rectangle shrunk by `d` on every side.
    pub fn inset(&self, d: f32) -> Rect {
        Rect::new(self.x + d, self.y + d, (self.w - 2.0 * d).max(0.0), (self.h - 2.0 * d).max(0.0))
    }

    /// `n` columns side by side, `gap` apart.
    pub fn columns(&self, n: usize, gap: f32) -> Vec<Rect> {
        let n = n.max(1);
        let w = (self.w - gap * (n - 1) as f32) / n as f32;
        (0..n).map(|i| Rect::new(self.x + i as f32 * (w + gap), self.y, w, self.h)).collect()
    }

    /// `n` rows one above the other, `gap` apart.
    pub fn rows(&self, n: usize, gap: f32) -> Vec<Rect> {
        let n = n.max(1);
        let h = (self.h - gap * (n - 1) as f32) / n as f32;
        (0..n).map(|i| Rect::new(self.x, self.y + i as f32 * (h + gap), self.w, h)).collect()
    }
}

/// Where a text's x coordinate sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    fn attr(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// A marker's outline, one per seat, so players tell markers apart without
/// their colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shape {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Hexagon,
    Octagon,
    Pentagon,
}

/// A seat's colour (the bot's coloured circles, by seat), the ink that
/// reads on it, and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
}

/// Red, yellow, green, blue, purple, white, black, orange: the bot's
/// `CIRCLES`, in seat order, each with its own shape.
pub const SEATS: [SeatStyle; 8] = [
    SeatStyle { fill: "#d32f2f", ink: "#ffffff", shape: Shape::Circle },
    SeatStyle { fill: "#fbc02d", ink: "#111111", shape: Shape::Square },
    SeatStyle { fill: "#2e7d32", ink: "#ffffff", shape: Shape::TriangleUp },
    SeatStyle { fill: "#1565c0", ink: "#ffffff", shape: Shape::Diamond },
    SeatStyle { fill: "#7b1fa2", ink: "#ffffff", shape: Shape::TriangleDown },
    SeatStyle { fill: "#ffffff", ink: "#111111", shape: Shape::Hexagon },
    SeatStyle { fill: "#212121", ink: "#ffffff", shape: Shape::Octagon },
    SeatStyle { fill: "#ef6c00", ink: "#111111", shape: Shape::Pentagon },
];

/// A seat's style.
pub fn seat_style(seat: Seat) -> SeatStyle {
    SEATS[seat.index() % SEATS.len()]
}

/// A player's marker: the seat's colour and shape, and a label that is no
/// colour's initial in any language: the player's own initial, with the
/// seat's number when two players share it (see [`marks`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
    pub label: String,
}

/// The first letter or digit of a name, upper case (a name may start with
/// the bot's coloured circle, or a space).
fn initial(name: &str) -> Option<String> {
    name.chars().find(|c| c.is_alphanumeric() && !is_pictograph(*c)).map(|c| c.to_uppercase().collect())
}

/// Each seat's marker from the players' names, in seat order. A player's
/// initial marks them; players sharing an initial carry their seat number
/// after it; when every name starts alike (the default "Player 1",
/// "Player 2"...) the seat numbers alone do.
pub fn marks(names: &[String]) -> Vec<Mark> {
    let initials: Vec<Option<String>> = names.iter().map(|n| initial(n)).collect();
    let all_alike = names.len() > 1 && initials.iter().all(|i| i.is_some() && *i == initials[0]);
    initials
        .iter()
        .enumerate()
        .map(|(i, own)| {
            let style = seat_style(Seat(i as u8));
            let number = (i + 1).to_string();
            let label = match own {
                _ if all_alike => number,
                Some(c) if initials.iter().filter(|o| o.as_ref() == Some(c)).count() == 1 => c.clone(),
                Some(c) => format!("{c}{number}"),
                None => number,
            };
            Mark { fill: style.fill, ink: style.ink, shape: style.shape, label }
        })
        .collect()
}

/// The largest label a marker of radius `r` holds: [`Size::Glance`] for
/// a single character from a radius of 20, less for an initial with a
/// number or a smaller marker.
pub fn glance_label(mark: &Mark, r: f32) -> Size {
    let one = mark.label.chars().count() <= 1;
    match (one, r) {
        (true, r) if r >= 20.0 => Size::Glance,
        (true, _) => Size::Big,
        (false, r) if r >= 20.0 => Size::Big,
        _ => Size::Body,
    }
}

/// Escapes text for SVG character data and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if is_pictograph(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// Emoji and other pictographs the bundled font lacks (a player name may
/// start with the bot's coloured circle): dropped rather than drawn as boxes.
pub fn is_pictograph(c: char) -> bool {
    matches!(u32::from(c), 0x1F000..=0x1FAFF | 0x2B50..=0x2B55 | 0xFE0F | 0x200D)
}

/// `text` cut at the end to fit `max_w` at `size`, with an ellipsis (for
/// players' names, never for the game's words, which are made to fit).
pub fn fit(text: &str, size: Size, bold: bool, max_w: f32) -> String {
    let text = text.trim();
    let measure = |t: &str| if bold { size.bold_width_of(t) } else { size.width_of(t) };
    if measure(text) <= max_w {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    for keep in (1..chars.len()).rev() {
        let cut: String = chars[..keep].iter().collect();
        let candidate = format!("{}…", cut.trim_end());
        if measure(&candidate) <= max_w {
            return candidate;
        }
    }
    String::new()
}

/// A picture being drawn.
#[derive(Debug)]
pub struct Svg {
    body: String,
    /// Every text size used, for the tests that keep pictures readable.
    sizes: Vec<u32>,
    /// The boxes the texts drawn now must stay in, innermost last.
    boxes: Vec<Rect>,
    texts: usize,
}

impl Default for Svg {
    fn default() -> Self {
        Svg::new()
    }
}

impl Svg {
    pub fn new() -> Svg {
        Svg { body: String::with_capacity(24 * 1024), sizes: Vec::new(), boxes: Vec::new(), texts: 0 }
    }

    /// Texts drawn from now on must stay inside `r` (until [`Svg::leave`]).
    pub fn enter(&mut self, r: Rect) {
        self.boxes.push(r);
    }

    pub fn leave(&mut self) {
        self.boxes.pop();
    }

    /// A rectangle with rounded corners; `stroke` draws its border.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: Option<&str>) {
        let _ = write!(self.body, r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="8" fill="{fill}""#);
        self.stroke(stroke, 2.0);
    }

    /// A rectangle with square corners.
    pub fn block(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: Option<&str>) {
        let _ = write!(self.body, r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="2" fill="{fill}""#);
        self.stroke(stroke, 2.0);
    }

    /// [`Svg::rect`] of a [`Rect`].
    pub fn panel(&mut self, r: Rect, fill: &str, stroke: Option<&str>) {
        self.rect(r.x, r.y, r.w, r.h, fill, stroke);
    }

    /// A rectangle's outline `width` pixels thick.
    pub fn outline(&mut self, r: Rect, stroke: &str, width: f32) {
        let _ = write!(
            self.body,
            r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="8" fill="none""#,
            r.x, r.y, r.w, r.h
        );
        self.stroke(Some(stroke), width);
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: Option<&str>) {
        let _ = write!(self.body, r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}""#);
        self.stroke(stroke, 2.0);
    }

    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), stroke: &str, width: f32) {
        let _ = writeln!(
            self.body,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{stroke}" stroke-width="{width:.1}"/>"#,
            from.0, from.1, to.0, to.1
        );
    }

    /// A dashed line.
    pub fn dashed(&mut self, from: (f32, f32), to: (f32, f32), stroke: &str, width: f32) {
        let _ = writeln!(
            self.body,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{stroke}" stroke-width="{width:.1}" stroke-dasharray="10 8"/>"#,
            from.0, from.1, to.0, to.1
        );
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: Option<&str>) {
        self.body.push_str(r#"<polygon points=""#);
        for (i, (x, y)) in points.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            let _ = write!(self.body, "{sep}{x:.1},{y:.1}");
        }
        let _ = write!(self.body, r#"" fill="{fill}""#);
        self.stroke(stroke, 2.0);
    }

    fn stroke(&mut self, stroke: Option<&str>, width: f32) {
        if let Some(s) = stroke {
            let _ = write!(self.body, r#" stroke="{s}" stroke-width="{width:.1}""#);
        }
        self.body.push_str("/>\n");
    }

    /// A seat's shape around `(cx, cy)`, about `r` in radius.
    pub fn shape(&mut self, cx: f32, cy: f32, r: f32, shape: Shape, fill: &str, stroke: Option<&str>) {
        let regular = |n: usize, turn: f32, k: f32| -> Vec<(f32, f32)> {
            (0..n)
                .map(|i| {
                    let a = turn + i as f32 * std::f32::consts::TAU / n as f32;
                    (cx + k * r * a.cos(), cy + k * r * a.sin())
                })
                .collect()
        };
        match shape {
            Shape::Circle => self.circle(cx, cy, r, fill, stroke),
            Shape::Square => {
                let s = 0.9 * r;
                let _ = write!(
                    self.body,
                    r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3" fill="{fill}""#,
                    cx - s,
                    cy - s,
                    2.0 * s,
                    2.0 * s
                );
                self.stroke(stroke, 2.0);
            }
            Shape::TriangleUp => {
                self.polygon(&[(cx, cy - 1.3 * r), (cx + 1.3 * r, cy + r), (cx - 1.3 * r, cy + r)], fill, stroke)
            }
            Shape::TriangleDown => {
                self.polygon(&[(cx - 1.3 * r, cy - r), (cx + 1.3 * r, cy - r), (cx, cy + 1.3 * r)], fill, stroke)
            }
            Shape::Diamond => self.polygon(&regular(4, 0.0, 1.25), fill, stroke),
            Shape::Hexagon => self.polygon(&regular(6, 0.0, 1.08), fill, stroke),
            Shape::Octagon => self.polygon(&regular(8, std::f32::consts::PI / 8.0, 1.05), fill, stroke),
            Shape::Pentagon => self.polygon(&regular(5, -std::f32::consts::FRAC_PI_2, 1.12), fill, stroke),
        }
    }

    /// One line of text; `y` is its baseline.
    pub fn text(&mut self, x: f32, y: f32, size: Size, anchor: Anchor, fill: &str, text: &str) {
        self.text_weighted(x, y, size, anchor, fill, text, false);
    }

    /// One line of bold text.
    pub fn bold(&mut self, x: f32, y: f32, size: Size, anchor: Anchor, fill: &str, text: &str) {
        self.text_weighted(x, y, size, anchor, fill, text, true);
    }

    #[allow(clippy::too_many_arguments)]
    fn text_weighted(&mut self, x: f32, y: f32, size: Size, anchor: Anchor, fill: &str, text: &str, bold: bool) {
        let text = escape(text);
        if text.trim().is_empty() {
            return;
        }
        self.sizes.push(size.px());
        self.texts += 1;
        let weight = if bold { r#" font-weight="bold""# } else { "" };
        // The id names the box the text must stay in: left, top, right,
        // bottom (whole pixels, outwards); none for the picture itself.
        let _ = write!(self.body, r#"<text id="t{}"#, self.texts);
        if let Some(b) = self.boxes.last() {
            let _ = write!(
                self.body,
                "_{}_{}_{}_{}",
                b.x.floor() as i32,
                b.y.floor() as i32,
                b.right().ceil() as i32,
                b.bottom().ceil() as i32
            );
        }
        let _ = writeln!(
            self.body,
            r#"" x="{x:.1}" y="{y:.1}" font-size="{}" text-anchor="{}" fill="{fill}"{weight}>{text}</text>"#,
            size.px(),
            anchor.attr(),
        );
    }

    /// Bold text centred on `(cx, cy)` both ways.
    pub fn centred(&mut self, cx: f32, cy: f32, size: Size, fill: &str, text: &str) {
        self.bold(cx, cy + size.centre_drop(), size, Anchor::Middle, fill, text);
    }

    /// Text in `r`, vertically centred, from its left (`Start`), centre or
    /// right edge (less `pad`); `r` is the box it must stay in.
    #[allow(clippy::too_many_arguments)]
    pub fn text_in(&mut self, r: Rect, pad: f32, size: Size, anchor: Anchor, fill: &str, bold: bool, text: &str) {
        let x = match anchor {
            Anchor::Start => r.x + pad,
            Anchor::Middle => r.cx(),
            Anchor::End => r.right() - pad,
        };
        self.enter(r);
        self.text_weighted(x, r.cy() + size.centre_drop(), size, anchor, fill, text, bold);
        self.leave();
    }

    /// The half-size of the box a marker of radius `r` covers.
    pub fn marker_extent(shape: Shape, r: f32) -> (f32, f32) {
        match shape {
            Shape::TriangleUp | Shape::TriangleDown => (1.3 * r, 1.15 * r),
            Shape::Diamond => (1.25 * r, 1.25 * r),
            _ => (1.1 * r, 1.1 * r),
        }
    }

    /// A player's marker: their shape in their colour with their label
    /// (`r` at least [`MARKER_MIN_R`], the room an initial with a number
    /// takes).
    pub fn marker(&mut self, cx: f32, cy: f32, r: f32, mark: &Mark, size: Size) {
        let r = r.max(MARKER_MIN_R);
        self.shape(cx, cy, r, mark.shape, mark.fill, Some(INK));
        // The label sits in the widest part of the shape.
        let dy = match mark.shape {
            Shape::TriangleUp => 0.25 * r,
            Shape::TriangleDown => -0.25 * r,
            _ => 0.0,
        };
        let (ex, ey) = Svg::marker_extent(mark.shape, r);
        self.enter(Rect::new(cx - ex, cy - ey - 0.15 * r, 2.0 * ex, 2.0 * ey + 0.3 * r));
        self.centred(cx, cy + dy, size, mark.ink, &mark.label);
        self.leave();
    }

    /// A player's marker with a count beside it, in a pill of their colour's
    /// border; returns its width.
    pub fn counter(&mut self, x: f32, cy: f32, r: f32, mark: &Mark, count: &str, size: Size) -> f32 {
        let w = Svg::counter_width(r, count, size);
        let h = (2.0 * r + 2.0).max(size.box_h() + 4.0);
        self.rect(x, cy - h / 2.0, w, h, "#ffffff", Some(mark.fill));
        self.marker(x + r + 3.0, cy, r, mark, Size::Body);
        let text = Rect::new(x + 2.0 * r + 6.0, cy - h / 2.0, w - 2.0 * r - 6.0, h);
        self.text_in(text, 4.0, size, Anchor::Start, INK, true, count);
        w
    }

    /// How wide [`Svg::counter`] draws.
    pub fn counter_width(r: f32, count: &str, size: Size) -> f32 {
        2.0 * r + 6.0 + size.bold_width_of(count) + 12.0
    }

    /// A label on a rounded chip `h` high from `x`, centred on `cy`;
    /// returns its width.
    #[allow(clippy::too_many_arguments)]
    pub fn chip(&mut self, x: f32, cy: f32, h: f32, fill: &str, ink: &str, size: Size, label: &str) -> f32 {
        let w = Svg::chip_width(size, label);
        let r = Rect::new(x, cy - h / 2.0, w, h);
        self.panel(r, fill, Some(INK));
        self.text_in(r, 0.0, size, Anchor::Middle, ink, true, label);
        w
    }

    /// How wide [`Svg::chip`] draws.
    pub fn chip_width(size: Size, label: &str) -> f32 {
        size.bold_width_of(label) + 14.0
    }

    /// The text sizes drawn so far.
    pub fn sizes(&self) -> &[u32] {
        &self.sizes
    }

    /// The finished document, [`WIDTH`] wide and `height` high, on paper.
    pub fn finish(self, height: u32) -> String {
        let h = height.clamp(MIN_HEIGHT, MAX_HEIGHT);
        let mut out = String::with_capacity(self.body.len() + 512);
        let _ = writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{h}" viewBox="0 0 {WIDTH} {h}" font-family="DejaVu Sans">"#
        );
        let _ = writeln!(out, r#"<rect x="0" y="0" width="{WIDTH}" height="{h}" fill="{PAPER}"/>"#);
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_text_size_is_below_the_minimum_and_glance_is_33_or_more() {
        for size in Size::ALL {
            assert!(size.px() >= MIN_TEXT_PX, "{size:?}");
        }
        const { assert!(GLANCE_PX >= 33) };
        const { assert!(WIDTH <= 2 * MIN_HEIGHT && 3 * WIDTH >= 4 * MAX_HEIGHT) };
    }

    #[test]
    fn text_is_escaped_and_pictographs_dropped() {
        assert_eq!(escape("<Ada & \"Bo\">"), "&lt;Ada &amp; &quot;Bo&quot;&gt;");
        assert_eq!(escape("🔴 Anna ♛"), " Anna ♛");
    }

    #[test]
    fn every_seat_has_its_own_shape_and_colour() {
        let shapes: std::collections::BTreeSet<Shape> = SEATS.iter().map(|s| s.shape).collect();
        let fills: std::collections::BTreeSet<&str> = SEATS.iter().map(|s| s.fill).collect();
        assert_eq!((shapes.len(), fills.len()), (8, 8));
    }

    fn labels(names: &[&str]) -> Vec<String> {
        marks(&names.iter().map(|s| s.to_string()).collect::<Vec<_>>()).into_iter().map(|m| m.label).collect()
    }

    #[test]
    fn markers_carry_initials_not_colours() {
        assert_eq!(labels(&["Ada", "bruno", "🔴 Carla"]), ["A", "B", "C"]);
        assert_eq!(labels(&["Ada", "Anna", "Bruno"]), ["A1", "A2", "B"]);
        assert_eq!(labels(&["Player 1", "Player 2", "Player 3"]), ["1", "2", "3"]);
        assert_eq!(labels(&["Giocatore 1", "Giocatore 2"]), ["1", "2"]);
        assert_eq!(labels(&["🔴", "Bo"]), ["1", "B"]);
    }

    #[test]
    fn names_are_fitted_with_an_ellipsis() {
        let long = "Elena Bartholomew-Smith";
        let fitted = fit(long, Size::Body, true, 150.0);
        assert!(fitted.ends_with('…') && Size::Body.bold_width_of(&fitted) <= 150.0, "{fitted}");
        assert_eq!(fit(" Ada ", Size::Body, true, 150.0), "Ada");
    }

    #[test]
    fn a_document_is_landscape_and_texts_name_their_box() {
        let mut svg = Svg::new();
        svg.text(10.0, 40.0, Size::Big, Anchor::Start, INK, "Round 3");
        svg.enter(Rect::new(0.0, 0.0, 100.5, 50.0));
        svg.text(10.0, 40.0, Size::Body, Anchor::Start, INK, "in");
        svg.leave();
        assert_eq!(svg.sizes(), &[28, 24]);
        let doc = svg.finish(800);
        assert!(doc.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800""#), "{doc}");
        assert!(doc.contains(r#"<text id="t1" x="10.0""#), "{doc}");
        assert!(doc.contains(r#"<text id="t2_0_0_101_50" x="10.0""#), "{doc}");
        assert!(doc.contains(">Round 3</text>"));
    }
}
