//! A tiny SVG writer: the only way a builder draws, so every text is escaped
//! and no text is smaller than [`MIN_TEXT_PX`].
//!
//! Coordinates are pixels of a [`WIDTH`]-wide picture, the size a phone
//! shows without zooming.

use std::fmt::Write;

use tavola_engine::Seat;

/// Every picture's width in pixels.
pub const WIDTH: u32 = 1000;

/// The smallest text a picture may hold: readable on a phone at [`WIDTH`].
pub const MIN_TEXT_PX: u32 = 28;

/// Page margin and the usual gap between blocks.
pub const MARGIN: f32 = 24.0;

/// Ink and paper: near black on near white, for high contrast.
pub const INK: &str = "#111111";
pub const PAPER: &str = "#fbfaf6";
/// Light fills for panels, dim ink for secondary lines (still AA contrast).
pub const PANEL: &str = "#ece8dc";
pub const DIM: &str = "#4a4a4a";

/// Text sizes: the only ones a picture uses, none below [`MIN_TEXT_PX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Body,
    Big,
    Title,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Body, Size::Big, Size::Title];

    pub const fn px(self) -> u32 {
        match self {
            Size::Body => MIN_TEXT_PX,
            Size::Big => 34,
            Size::Title => 42,
        }
    }

    fn f(self) -> f32 {
        self.px() as f32
    }

    /// A line's height for this size (text plus leading).
    pub fn line(self) -> f32 {
        self.f() * 1.3
    }

    /// An estimate of a text's width, for laying out without measuring
    /// (DejaVu Sans averages a little over half an em per character).
    pub fn width_of(self, text: &str) -> f32 {
        text.chars().count() as f32 * self.f() * 0.54
    }

    /// The same for bold text, which runs wider.
    pub fn bold_width_of(self, text: &str) -> f32 {
        text.chars().count() as f32 * self.f() * 0.64
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

/// A player's colour as the bot's text shows it (its coloured circles, by
/// seat), the ink that reads on it, and a letter so colour never carries
/// the meaning alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    pub fill: &'static str,
    pub ink: &'static str,
    pub letter: char,
}

/// Red, yellow, green, blue, purple, white, black, orange: the bot's
/// `CIRCLES` and `LETTERS`, in seat order.
pub const SEATS: [SeatStyle; 8] = [
    SeatStyle { fill: "#d32f2f", ink: "#ffffff", letter: 'R' },
    SeatStyle { fill: "#fbc02d", ink: "#111111", letter: 'Y' },
    SeatStyle { fill: "#2e7d32", ink: "#ffffff", letter: 'G' },
    SeatStyle { fill: "#1565c0", ink: "#ffffff", letter: 'B' },
    SeatStyle { fill: "#7b1fa2", ink: "#ffffff", letter: 'P' },
    SeatStyle { fill: "#ffffff", ink: "#111111", letter: 'W' },
    SeatStyle { fill: "#212121", ink: "#ffffff", letter: 'K' },
    SeatStyle { fill: "#ef6c00", ink: "#111111", letter: 'O' },
];

/// A seat's style.
pub fn seat_style(seat: Seat) -> SeatStyle {
    SEATS[seat.index() % SEATS.len()]
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
fn is_pictograph(c: char) -> bool {
    matches!(u32::from(c), 0x1F000..=0x1FAFF | 0x2B50..=0x2B55 | 0xFE0F | 0x200D)
}

/// A picture being drawn.
#[derive(Debug)]
pub struct Svg {
    body: String,
    /// Every text size used, for the tests that keep pictures readable.
    sizes: Vec<u32>,
}

impl Default for Svg {
    fn default() -> Self {
        Svg::new()
    }
}

impl Svg {
    pub fn new() -> Svg {
        Svg { body: String::with_capacity(16 * 1024), sizes: Vec::new() }
    }

    /// A rectangle with rounded corners; `stroke` draws its border.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: Option<&str>) {
        let _ = write!(self.body, r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="8" fill="{fill}""#);
        self.stroke(stroke, 2.0);
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

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: Option<&str>) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        let _ = write!(self.body, r#"<polygon points="{}" fill="{fill}""#, pts.join(" "));
        self.stroke(stroke, 2.0);
    }

    fn stroke(&mut self, stroke: Option<&str>, width: f32) {
        if let Some(s) = stroke {
            let _ = write!(self.body, r#" stroke="{s}" stroke-width="{width:.1}""#);
        }
        self.body.push_str("/>\n");
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
        self.sizes.push(size.px());
        let weight = if bold { r#" font-weight="bold""# } else { "" };
        let _ = writeln!(
            self.body,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="{}" text-anchor="{}" fill="{fill}"{weight}>{}</text>"#,
            size.px(),
            anchor.attr(),
            escape(text)
        );
    }

    /// Text centred on `(cx, cy)` both ways.
    pub fn centred(&mut self, cx: f32, cy: f32, size: Size, fill: &str, text: &str) {
        self.bold(cx, cy + size.f() * 0.36, size, Anchor::Middle, fill, text);
    }

    /// A seat's marker: a disc of its colour with its letter.
    pub fn marker(&mut self, cx: f32, cy: f32, seat: Seat) {
        let style = seat_style(seat);
        self.circle(cx, cy, MARKER_R, style.fill, Some(INK));
        self.centred(cx, cy, Size::Body, style.ink, &style.letter.to_string());
    }

    /// A seat's marker with a count beside it ("R 3"), as a pill; returns
    /// its width.
    pub fn counter(&mut self, x: f32, cy: f32, seat: Seat, count: impl std::fmt::Display) -> f32 {
        let label = count.to_string();
        let w = 2.0 * MARKER_R + 8.0 + Size::Body.bold_width_of(&label) + 10.0;
        let style = seat_style(seat);
        self.rect(x, cy - MARKER_R, w, 2.0 * MARKER_R, "#ffffff", Some(style.fill));
        self.marker(x + MARKER_R, cy, seat);
        self.bold(x + 2.0 * MARKER_R + 6.0, cy + 10.0, Size::Body, Anchor::Start, INK, &label);
        w
    }

    /// The text sizes drawn so far.
    pub fn sizes(&self) -> &[u32] {
        &self.sizes
    }

    /// The finished document, `height` pixels high on paper.
    pub fn finish(self, height: f32) -> String {
        let h = height.ceil() as u32;
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

/// A seat marker's radius.
pub const MARKER_R: f32 = 21.0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_text_size_is_below_the_phone_minimum() {
        for size in Size::ALL {
            assert!(size.px() >= MIN_TEXT_PX, "{size:?}");
        }
    }

    #[test]
    fn text_is_escaped_and_pictographs_dropped() {
        assert_eq!(escape("<Ada & \"Bo\">"), "&lt;Ada &amp; &quot;Bo&quot;&gt;");
        assert_eq!(escape("🔴 Anna ♛"), " Anna ♛");
    }

    #[test]
    fn every_seat_has_its_own_letter_and_colour() {
        let letters: std::collections::BTreeSet<char> = SEATS.iter().map(|s| s.letter).collect();
        let fills: std::collections::BTreeSet<&str> = SEATS.iter().map(|s| s.fill).collect();
        assert_eq!((letters.len(), fills.len()), (8, 8));
    }

    #[test]
    fn a_document_has_the_page_width_and_the_sizes_used() {
        let mut svg = Svg::new();
        svg.text(10.0, 40.0, Size::Big, Anchor::Start, INK, "Round 3");
        assert_eq!(svg.sizes(), &[34]);
        let doc = svg.finish(100.0);
        assert!(doc.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="100""#), "{doc}");
        assert!(doc.contains(">Round 3</text>"));
    }
}
