//! A tiny SVG writer: the only way a builder draws, so every text is
//! escaped, no text is smaller than [`MIN_TEXT_PX`], and every text names
//! the box it must stay in (the text-box test checks it with usvg's own
//! layout). It also records what it lays out ([`layout`]: the parts a
//! builder opens, panels, markers, texts, pins), so the overlap test finds
//! a picture drawn over itself. For a web page it wraps parts in their
//! details ([`Svg::open_detail`]), and writes nothing of them otherwise.
//!
//! Coordinates are pixels of a [`WIDTH`] x [`HEIGHT`] landscape picture,
//! the frame Discord shows an embed's image in (about 400 x 300), scaled
//! down about three times: what a player looks for first is drawn at
//! [`GLANCE_PX`] or more, the rest at [`MIN_TEXT_PX`] or more.

use std::fmt::Write;

use crate::metrics;

mod detail;
pub mod layout;
mod marks;
pub use layout::Layout;
pub use marks::{glance_label, marks, seat_style, Mark, SeatStyle, Shape, SEATS};

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

    /// Whether the two rectangles share any area.
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.right() && other.x < self.right() && self.y < other.bottom() && other.y < self.bottom()
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
    /// The parts, panels and texts laid out, for the overlap test.
    layout: Layout,
    /// Whether parts carry their details (see [`Svg::open_detail`]).
    details: bool,
    /// The details open now.
    open_details: usize,
}

impl Default for Svg {
    fn default() -> Self {
        Svg::new()
    }
}

impl Svg {
    pub fn new() -> Svg {
        Svg {
            body: String::with_capacity(24 * 1024),
            sizes: Vec::new(),
            boxes: Vec::new(),
            texts: 0,
            layout: Layout::default(),
            details: false,
            open_details: 0,
        }
    }

    /// Texts drawn from now on must stay inside `r` (until [`Svg::leave`]).
    pub fn enter(&mut self, r: Rect) {
        self.boxes.push(r);
    }

    pub fn leave(&mut self) {
        self.boxes.pop();
    }

    /// Opens a part of the picture named `name` in `r`: what is drawn
    /// until [`Svg::close`] must stay in it, and nothing else may enter it
    /// (see [`layout`]).
    pub fn open(&mut self, name: &'static str, r: Rect) {
        self.layout.open(name, r);
    }

    /// Opens a pin in `r`: a sign drawn on purpose across panels, never
    /// over a text; what is drawn until [`Svg::close`] is on it.
    pub fn pin(&mut self, r: Rect) {
        self.layout.pin(r);
    }

    /// Closes the last part or pin opened.
    pub fn close(&mut self) {
        self.layout.close();
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
        self.layout.panel(r);
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
        let drawn = text;
        let text = escape(text);
        if text.trim().is_empty() {
            return;
        }
        self.layout.line((x, y), size, anchor, bold, drawn);
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

    /// The box a seat's shape around `(cx, cy)`, `r` in radius, covers.
    pub fn shape_box(shape: Shape, cx: f32, cy: f32, r: f32) -> Rect {
        let k = match shape {
            Shape::TriangleUp => return Rect::new(cx - 1.3 * r, cy - 1.3 * r, 2.6 * r, 2.3 * r),
            Shape::TriangleDown => return Rect::new(cx - 1.3 * r, cy - r, 2.6 * r, 2.3 * r),
            Shape::Circle => 1.0,
            Shape::Square => 0.9,
            Shape::Diamond => 1.25,
            Shape::Hexagon => 1.08,
            Shape::Octagon => 1.05,
            Shape::Pentagon => 1.12,
        };
        Rect::new(cx - k * r, cy - k * r, 2.0 * k * r, 2.0 * k * r)
    }

    /// A player's marker: their shape in their colour with their label
    /// (`r` at least [`MARKER_MIN_R`], the room an initial with a number
    /// takes).
    pub fn marker(&mut self, cx: f32, cy: f32, r: f32, mark: &Mark, size: Size) {
        let r = r.max(MARKER_MIN_R);
        let (ex, ey) = Svg::marker_extent(mark.shape, r);
        self.layout.panel(Svg::shape_box(mark.shape, cx, cy, r));
        self.shape(cx, cy, r, mark.shape, mark.fill, Some(INK));
        // The label sits in the widest part of the shape.
        let dy = match mark.shape {
            Shape::TriangleUp => 0.25 * r,
            Shape::TriangleDown => -0.25 * r,
            _ => 0.0,
        };
        // The label is the marker's own: the layout has the shape's box.
        self.enter(Rect::new(cx - ex, cy - ey - 0.15 * r, 2.0 * ex, 2.0 * ey + 0.3 * r));
        self.layout.hush(true);
        self.centred(cx, cy + dy, size, mark.ink, &mark.label);
        self.layout.hush(false);
        self.leave();
    }

    /// A player's marker with a [`Size::Body`] label, its shape's box
    /// centred on `(cx, cy)` (a triangle's centre is not its box's).
    pub fn centred_marker(&mut self, cx: f32, cy: f32, r: f32, mark: &Mark) {
        let dy = match mark.shape {
            Shape::TriangleUp => 0.15 * r,
            Shape::TriangleDown => -0.15 * r,
            _ => 0.0,
        };
        self.marker(cx, cy + dy, r, mark, Size::Body);
    }

    /// A player's marker with a count beside it, in a pill of their colour's
    /// border; returns its width.
    pub fn counter(&mut self, x: f32, cy: f32, r: f32, mark: &Mark, count: &str, size: Size) -> f32 {
        let w = Svg::counter_width(r, count, size);
        // As high as the tallest shape, a diamond, give or take a pixel.
        let h = (2.4 * r).max(size.box_h() + 4.0);
        self.panel(Rect::new(x, cy - h / 2.0, w, h), "#ffffff", Some(mark.fill));
        // A triangle, the widest shape, spans 2.6 radii.
        self.centred_marker(x + 3.0 + 1.3 * r, cy, r, mark);
        let text = Rect::new(x + 2.6 * r + 4.0, cy - h / 2.0, w - 2.6 * r - 4.0, h);
        self.text_in(text, 3.0, size, Anchor::Start, INK, true, count);
        w
    }

    /// How wide [`Svg::counter`] draws.
    pub fn counter_width(r: f32, count: &str, size: Size) -> f32 {
        2.6 * r + 4.0 + size.bold_width_of(count) + 9.0
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
        debug_assert_eq!(self.open_details, 0, "a detail left open");
        let h = height.clamp(MIN_HEIGHT, MAX_HEIGHT);
        #[cfg(test)]
        layout::keep(self.layout, h);
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
mod tests;
