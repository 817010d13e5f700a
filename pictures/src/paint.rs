//! The writer's shapes painted straight onto the canvas, past usvg's
//! parser and resvg's general path filler.
//!
//! A profile of the render bench put resvg's fills and strokes at half of
//! a board's time, most of it the anti-aliased scan of panels: rounded
//! rectangles, all straight edges but their corners, filled and framed,
//! a hundred to a board. A board's shapes come from one writer
//! ([`crate::svg`]), one to a line in its own form, of a few kinds:
//! rectangles (rounded or not), circles, lines and polygons, filled with
//! `#rrggbb` colours (a few `#rrggbbaa`) and stroked with a width. So
//! [`Drawing::parse`] reads that form, and [`Drawing::paint`] draws:
//! - rectangles with square or round corners, circles (a rectangle all
//!   corner) and level or upright lines (a thin rectangle) by
//!   **coverage**: each pixel's share inside the shape, from its centre's
//!   distance to the outline; a row's pixels inside whole are written as
//!   words, only the edge's pixels are blended. A stroke is the ring
//!   between the outline grown and shrunk by half its width, so the fill
//!   and the frame need no path and no stroker;
//! - polygons, slanted lines and rectangles with oval corners (`rx` and
//!   `ry` apart) with tiny-skia's own filler and stroker, set as resvg sets
//!   them.
//!
//! A web page's details (groups that only carry a text) draw nothing and
//! are passed over. A document in any other form (another group, a path,
//! a colour by name, a view box that scales) is not parsed and goes
//! through usvg and resvg as before. The pixels differ from resvg's only
//! along edges, by a shade (`tests::the_painter_draws_what_resvg_draws`).

use resvg::tiny_skia;

use crate::labels::{div_255, lay_over};

mod coverage;
use coverage::{Ink, Plan, Rounded};

/// A colour: as written (`[r, g, b, a]`) and as its premultiplied pixel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Colour {
    rgba: [u8; 4],
    pixel: u32,
}

impl Colour {
    /// `#rrggbb`, or `#rrggbbaa` with its opacity; nothing else (the
    /// writer's only forms).
    fn parse(text: &str) -> Option<Colour> {
        let hex = text.strip_prefix('#').filter(|h| h.len() == 6 || h.len() == 8)?;
        let channel = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
        let alpha = if hex.len() == 8 { channel(6)? } else { 255 };
        let rgba = [channel(0)?, channel(2)?, channel(4)?, alpha];
        let premultiplied = |c: u8| div_255(u16::from(c) * u16::from(alpha));
        let pixel = u32::from_ne_bytes([premultiplied(rgba[0]), premultiplied(rgba[1]), premultiplied(rgba[2]), alpha]);
        Some(Colour { rgba, pixel })
    }

    /// `none` is no paint.
    fn paint(text: &str) -> Option<Option<Colour>> {
        if text == "none" {
            Some(None)
        } else {
            Colour::parse(text).map(Some)
        }
    }

    fn opaque(&self) -> bool {
        self.rgba[3] == 255
    }

    fn skia(self) -> tiny_skia::Paint<'static> {
        let [r, g, b, a] = self.rgba;
        let mut paint = tiny_skia::Paint::default();
        paint.set_color_rgba8(r, g, b, a);
        paint.anti_alias = true;
        paint
    }
}

/// A stroke: its colour and width.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pen {
    colour: Colour,
    width: f32,
}

/// One shape of the document, in drawing order.
#[derive(Clone, Debug, PartialEq)]
enum Shape {
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        rx: Option<f32>,
        ry: Option<f32>,
        fill: Option<Colour>,
        pen: Option<Pen>,
    },
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Colour>,
        pen: Option<Pen>,
    },
    /// A line without a stroke (`pen` none) draws nothing.
    Line {
        from: (f32, f32),
        to: (f32, f32),
        pen: Option<Pen>,
        dash: Option<(f32, f32)>,
    },
    Polygon {
        points: Vec<(f32, f32)>,
        fill: Option<Colour>,
        pen: Option<Pen>,
    },
}

/// A document's shapes, read from the writer's form.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub width: u32,
    pub height: u32,
    shapes: Vec<Shape>,
}

/// An element's attributes, in the order written.
struct Attributes<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Attributes<'a> {
    /// `name="value"` pairs up to the element's end (`/>`, or `>` when
    /// `open`); `None` for anything else.
    fn parse(mut rest: &'a str, open: bool) -> Option<Attributes<'a>> {
        let end = if open { ">" } else { "/>" };
        let mut pairs = Vec::new();
        loop {
            rest = rest.trim_start();
            if rest == end {
                return Some(Attributes(pairs));
            }
            let (name, after) = rest.split_once("=\"")?;
            let (value, after) = after.split_once('"')?;
            if name.is_empty() || name.contains(char::is_whitespace) {
                return None;
            }
            pairs.push((name, value));
            rest = after;
        }
    }

    fn get(&self, name: &str) -> Option<&'a str> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// Whether every attribute is one of `known` (an unknown one could
    /// change the drawing).
    fn only(&self, known: &[&str]) -> bool {
        self.0.iter().all(|(n, _)| known.contains(n))
    }

    fn number(&self, name: &str) -> Option<f32> {
        self.get(name)?.parse().ok().filter(|v: &f32| v.is_finite())
    }

    /// A number that may be left out (`None` then), but not malformed.
    fn optional(&self, name: &str) -> Option<Option<f32>> {
        match self.get(name) {
            None => Some(None),
            Some(_) => self.number(name).map(Some),
        }
    }

    /// The fill: black when left out, as SVG has it.
    fn fill(&self) -> Option<Option<Colour>> {
        Colour::paint(self.get("fill").unwrap_or("#000000"))
    }

    /// The stroke: none when left out; its width 1 when left out.
    fn pen(&self) -> Option<Option<Pen>> {
        let Some(colour) = self.get("stroke").map_or(Some(None), Colour::paint)? else {
            return Some(None);
        };
        let width = self.optional("stroke-width")?.unwrap_or(1.0);
        Some((width > 0.0).then_some(Pen { colour, width }))
    }
}

impl Drawing {
    /// The document's shapes, or `None` when it is not in the writer's
    /// form (it then goes through usvg). Text lines must be taken out
    /// first (see [`crate::labels::split`]).
    pub fn parse(svg: &str) -> Option<Drawing> {
        let mut lines = svg.lines().filter(|l| !l.trim().is_empty());
        let header = Attributes::parse(lines.next()?.strip_prefix("<svg ")?, true)?;
        if !header.only(&["xmlns", "width", "height", "viewBox", "font-family"]) {
            return None;
        }
        let (width, height) = (header.number("width")?, header.number("height")?);
        if header.get("viewBox").is_some_and(|v| v != format!("0 0 {width} {height}")) {
            return None;
        }
        let mut shapes = Vec::new();
        let (mut closed, mut details) = (false, 0usize);
        for line in lines {
            if closed {
                return None;
            }
            if line == "</svg>" {
                closed = true;
            } else if is_detail(line) {
                details += 1;
            } else if line == "</g>" {
                details = details.checked_sub(1)?;
            } else {
                shapes.push(Shape::parse(line)?);
            }
        }
        if details > 0 {
            return None;
        }
        let whole = |v: f32| (v >= 1.0 && v.fract() == 0.0 && v <= 16_384.0).then_some(v as u32);
        closed.then_some(Drawing { width: whole(width)?, height: whole(height)?, shapes })
    }

    /// Whether the first shape paints every pixel with an opaque colour
    /// (the writer's page), leaving nothing of what was there before.
    pub fn covers_all(&self) -> bool {
        matches!(self.shapes.first(), Some(&Shape::Rect { x, y, w, h, rx, ry, fill: Some(fill), .. })
            if x <= 0.0 && y <= 0.0 && x + w >= self.width as f32 && y + h >= self.height as f32
                && rx.unwrap_or(0.0) == 0.0 && ry.unwrap_or(0.0) == 0.0 && fill.opaque())
    }

    /// Paints the shapes in order over `pixels` (premultiplied RGBA words,
    /// `self.width` by `self.height`).
    pub fn paint(&self, pixels: &mut [u32]) {
        let mut painter =
            Painter { pixels, width: self.width as usize, height: self.height as usize, plan: Plan::default() };
        for shape in &self.shapes {
            shape.paint(&mut painter);
        }
    }
}

/// A web page's detail opening a group ([`crate::svg::Svg::open_detail`]):
/// it draws nothing, so the painter passes over it and its `</g>`. Its
/// text is escaped, so the line holds no other element.
fn is_detail(line: &str) -> bool {
    line.starts_with(r#"<g class="tv-detail" tabindex="0" data-detail=""#)
        && line.ends_with("</title>")
        && line.matches('<').count() == 3
        && line.contains(r#""><title>"#)
}

impl Shape {
    fn parse(line: &str) -> Option<Shape> {
        let (tag, rest) = line.strip_prefix('<')?.split_once(' ')?;
        let a = Attributes::parse(rest, false)?;
        let shape = match tag {
            "rect" if a.only(&["x", "y", "width", "height", "rx", "ry", "fill", "stroke", "stroke-width"]) => {
                Shape::Rect {
                    x: a.optional("x")?.unwrap_or(0.0),
                    y: a.optional("y")?.unwrap_or(0.0),
                    w: a.number("width")?,
                    h: a.number("height")?,
                    rx: a.optional("rx")?,
                    ry: a.optional("ry")?,
                    fill: a.fill()?,
                    pen: a.pen()?,
                }
            }
            "circle" if a.only(&["cx", "cy", "r", "fill", "stroke", "stroke-width"]) => Shape::Circle {
                cx: a.optional("cx")?.unwrap_or(0.0),
                cy: a.optional("cy")?.unwrap_or(0.0),
                r: a.number("r")?,
                fill: a.fill()?,
                pen: a.pen()?,
            },
            "line" if a.only(&["x1", "y1", "x2", "y2", "stroke", "stroke-width", "stroke-dasharray"]) => {
                let dash = match a.get("stroke-dasharray") {
                    None => None,
                    Some(d) => {
                        let (on, off) = d.split_once(' ')?;
                        let (on, off): (f32, f32) = (on.parse().ok()?, off.parse().ok()?);
                        // A dash shorter than a tenth of a pixel is no drawing of ours.
                        (on >= 0.1 && off >= 0.0 && on.is_finite() && off.is_finite()).then_some((on, off))?.into()
                    }
                };
                let point = |x: &str, y: &str| Some((a.optional(x)?.unwrap_or(0.0), a.optional(y)?.unwrap_or(0.0)));
                Shape::Line { from: point("x1", "y1")?, to: point("x2", "y2")?, pen: a.pen()?, dash }
            }
            "polygon" if a.only(&["points", "fill", "stroke", "stroke-width"]) => {
                let numbers: Option<Vec<f32>> =
                    a.get("points")?.split([' ', ',']).filter(|s| !s.is_empty()).map(|s| s.parse().ok()).collect();
                let numbers = numbers?;
                if numbers.len() % 2 != 0 || numbers.iter().any(|v| !v.is_finite()) {
                    return None;
                }
                let points = numbers.chunks_exact(2).map(|p| (p[0], p[1])).collect();
                Shape::Polygon { points, fill: a.fill()?, pen: a.pen()? }
            }
            _ => return None,
        };
        Some(shape)
    }

    fn paint(&self, painter: &mut Painter<'_>) {
        match *self {
            Shape::Rect { x, y, w, h, rx, ry, fill, pen } => {
                if w <= 0.0 || h <= 0.0 {
                    return;
                }
                // SVG: a radius left out takes the other's; each is at most
                // half its side.
                let (rx, ry) = match (rx, ry) {
                    (None, None) => (0.0, 0.0),
                    (Some(r), None) | (None, Some(r)) => (r, r),
                    (Some(rx), Some(ry)) => (rx, ry),
                };
                let (rx, ry) = (rx.max(0.0).min(w / 2.0), ry.max(0.0).min(h / 2.0));
                if rx == ry {
                    let body = Rounded { cx: x + w / 2.0, cy: y + h / 2.0, hx: w / 2.0, hy: h / 2.0, r: rx };
                    painter.fill_and_frame(&body, fill, pen);
                } else {
                    painter.skia(&oval_corners(x, y, w, h, rx, ry), fill, pen);
                }
            }
            Shape::Circle { cx, cy, r, fill, pen } => {
                if r > 0.0 {
                    painter.fill_and_frame(&Rounded { cx, cy, hx: r, hy: r, r }, fill, pen);
                }
            }
            Shape::Line { from, to, pen: Some(pen), dash } => painter.line(from, to, pen, dash),
            Shape::Line { pen: None, .. } => {}
            Shape::Polygon { ref points, fill, pen } => {
                let mut path = tiny_skia::PathBuilder::new();
                for (i, &(x, y)) in points.iter().enumerate() {
                    if i == 0 {
                        path.move_to(x, y);
                    } else {
                        path.line_to(x, y);
                    }
                }
                path.close();
                if let Some(path) = path.finish() {
                    painter.skia(&path, fill, pen);
                }
            }
        }
    }
}

/// A rectangle whose corners are quarter ellipses, as usvg outlines one
/// (each quarter a cubic curve).
fn oval_corners(x: f32, y: f32, w: f32, h: f32, rx: f32, ry: f32) -> tiny_skia::Path {
    // How far along its tangents a cubic's control points lie to follow
    // a quarter circle.
    const K: f32 = 0.552_284_8;
    let (kx, ky) = (rx * K, ry * K);
    let (right, bottom) = (x + w, y + h);
    let mut p = tiny_skia::PathBuilder::new();
    p.move_to(x + rx, y);
    p.line_to(right - rx, y);
    p.cubic_to(right - rx + kx, y, right, y + ry - ky, right, y + ry);
    p.line_to(right, bottom - ry);
    p.cubic_to(right, bottom - ry + ky, right - rx + kx, bottom, right - rx, bottom);
    p.line_to(x + rx, bottom);
    p.cubic_to(x + rx - kx, bottom, x, bottom - ry + ky, x, bottom - ry);
    p.line_to(x, y + ry);
    p.cubic_to(x, y + ry - ky, x + rx - kx, y, x + rx, y);
    p.close();
    p.finish().unwrap_or_else(|| {
        tiny_skia::PathBuilder::from_rect(tiny_skia::Rect::from_xywh(x, y, 1.0, 1.0).expect("a unit square"))
    })
}

/// The pixels being painted.
struct Painter<'a> {
    pixels: &'a mut [u32],
    width: usize,
    height: usize,
    /// A row's plan, its room kept from shape to shape.
    plan: Plan,
}

impl Painter<'_> {
    /// Fills `shape` and frames it as SVG does: the frame centred on the
    /// outline, over the fill.
    fn fill_and_frame(&mut self, shape: &Rounded, fill: Option<Colour>, pen: Option<Pen>) {
        if let Some(colour) = fill {
            self.cover(shape, None, colour);
        }
        if let Some(Pen { colour, width }) = pen {
            if let Some(outer) = shape.grown(width / 2.0) {
                self.cover(&outer, shape.grown(-width / 2.0).as_ref(), colour);
            }
        }
    }

    /// Paints `colour` over what lies inside `outer` and not inside
    /// `hole`, each pixel by its share. Rows along the straight parts of
    /// both outlines are alike, so one such row's plan serves them all.
    fn cover(&mut self, outer: &Rounded, hole: Option<&Rounded>, colour: Colour) {
        let mut plan = std::mem::take(&mut self.plan);
        let mut planned_upright = false;
        for py in outer.rows(self.height) {
            let upright = outer.upright(py) && hole.is_none_or(|h| h.upright(py));
            if !(upright && planned_upright) {
                plan.make(outer, hole, py, self.width);
                planned_upright = upright;
            }
            self.apply(&plan, py, colour);
        }
        self.plan = plan;
    }

    /// Paints row `py` as `plan` says.
    fn apply(&mut self, plan: &Plan, py: usize, colour: Colour) {
        let row = &mut self.pixels[py * self.width..(py + 1) * self.width];
        for &(from, to, ink) in &plan.stretches {
            let stretch = &mut row[from..to];
            match ink {
                Ink::Whole if colour.opaque() => stretch.fill(colour.pixel),
                Ink::Whole => stretch.iter_mut().for_each(|p| blend(p, colour, 1.0)),
                Ink::Even(share) => stretch.iter_mut().for_each(|p| blend(p, colour, share)),
                Ink::Each(first) => {
                    for (pixel, &share) in stretch.iter_mut().zip(&plan.shares[first..]) {
                        blend(pixel, colour, share);
                    }
                }
            }
        }
    }

    fn line(&mut self, from: (f32, f32), to: (f32, f32), pen: Pen, dash: Option<(f32, f32)>) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let length = dx.hypot(dy);
        if length == 0.0 {
            return;
        }
        if dx != 0.0 && dy != 0.0 {
            let mut path = tiny_skia::PathBuilder::new();
            path.move_to(from.0, from.1);
            path.line_to(to.0, to.1);
            if let Some(path) = path.finish() {
                self.stroke(&path, pen, dash);
            }
            return;
        }
        // Level or upright: each dash (the whole line without dashes) is a
        // thin rectangle, its ends cut square as SVG's butt caps.
        let (ux, uy) = (dx / length, dy / length);
        let (on, off) = dash.unwrap_or((length, 0.0));
        let mut start = 0.0;
        while start < length {
            let end = (start + on).min(length);
            let (x0, y0) = (from.0 + ux * start, from.1 + uy * start);
            let (x1, y1) = (from.0 + ux * end, from.1 + uy * end);
            let (hx, hy) = if dy == 0.0 {
                ((x1 - x0).abs() / 2.0, pen.width / 2.0)
            } else {
                (pen.width / 2.0, (y1 - y0).abs() / 2.0)
            };
            if hx > 0.0 && hy > 0.0 {
                let bar = Rounded { cx: (x0 + x1) / 2.0, cy: (y0 + y1) / 2.0, hx, hy, r: 0.0 };
                self.cover(&bar, None, pen.colour);
            }
            start = end + off;
        }
    }

    /// Fills and strokes `path` with tiny-skia, as resvg would.
    fn skia(&mut self, path: &tiny_skia::Path, fill: Option<Colour>, pen: Option<Pen>) {
        if let Some(colour) = fill {
            if let Some(mut pixmap) = self.pixmap() {
                pixmap.fill_path(
                    path,
                    &colour.skia(),
                    tiny_skia::FillRule::Winding,
                    tiny_skia::Transform::identity(),
                    None,
                );
            }
        }
        if let Some(pen) = pen {
            self.stroke(path, pen, None);
        }
    }

    fn stroke(&mut self, path: &tiny_skia::Path, pen: Pen, dash: Option<(f32, f32)>) {
        let stroke = tiny_skia::Stroke {
            width: pen.width,
            // SVG's defaults: butt caps, mitred joins up to 4 times the width.
            miter_limit: 4.0,
            line_cap: tiny_skia::LineCap::Butt,
            line_join: tiny_skia::LineJoin::Miter,
            dash: dash.and_then(|(on, off)| tiny_skia::StrokeDash::new(vec![on, off], 0.0)),
        };
        if let Some(mut pixmap) = self.pixmap() {
            pixmap.stroke_path(path, &pen.colour.skia(), &stroke, tiny_skia::Transform::identity(), None);
        }
    }

    /// The pixels as tiny-skia's canvas.
    fn pixmap(&mut self) -> Option<tiny_skia::PixmapMut<'_>> {
        tiny_skia::PixmapMut::from_bytes(bytemuck::cast_slice_mut(self.pixels), self.width as u32, self.height as u32)
    }
}

/// Lays `colour` over `pixel` at `share` of its strength (premultiplied
/// source over).
fn blend(pixel: &mut u32, colour: Colour, share: f32) {
    if share <= 0.0 {
        return;
    }
    let share = (share * 255.0 + 0.5).min(255.0) as u16;
    if share == 255 && colour.opaque() {
        *pixel = colour.pixel;
        return;
    }
    let over = colour.pixel.to_ne_bytes().map(|c| div_255(u16::from(c) * share));
    let mut out = pixel.to_ne_bytes();
    lay_over(&mut out, &over);
    *pixel = u32::from_ne_bytes(out);
}

#[cfg(test)]
mod tests;
