//! Coverage: how much of each pixel a rectangle with round corners (a
//! circle, a thin bar) covers, and how a row of it is painted (see
//! [`super::Painter::cover`]).

/// A rectangle with round corners of one radius, by its centre and half
/// sides (a circle: the radius is both half sides).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rounded {
    pub cx: f32,
    pub cy: f32,
    pub hx: f32,
    pub hy: f32,
    pub r: f32,
}

impl Rounded {
    /// The outline moved out by `d` (in by `-d`), as a stroke's edges
    /// follow it: a round corner's radius grows and shrinks with it (to a
    /// sharp corner), a sharp corner stays sharp (SVG's mitred joins).
    /// `None` when nothing is left.
    pub fn grown(&self, d: f32) -> Option<Rounded> {
        let (hx, hy) = (self.hx + d, self.hy + d);
        let r = if self.r > 0.0 { (self.r + d).max(0.0).min(hx.min(hy)) } else { 0.0 };
        (hx > 0.0 && hy > 0.0).then_some(Rounded { hx, hy, r, ..*self })
    }

    /// How far the point is outside the outline (negative inside): the
    /// exact distance, for a rectangle with round corners.
    fn distance(&self, x: f32, y: f32) -> f32 {
        let qx = (x - self.cx).abs() - (self.hx - self.r);
        let qy = (y - self.cy).abs() - (self.hy - self.r);
        let (ox, oy) = (qx.max(0.0), qy.max(0.0));
        (ox * ox + oy * oy).sqrt() + qx.max(qy).min(0.0) - self.r
    }

    /// The share of pixel `(px, py)` inside: from its centre's distance,
    /// exact where one straight edge crosses the pixel.
    pub fn coverage(&self, px: usize, py: usize) -> f32 {
        self.coverage_at(px as f32 + 0.5, py as f32 + 0.5)
    }

    /// The share of the pixel centred on `(x, y)` inside.
    pub fn coverage_at(&self, x: f32, y: f32) -> f32 {
        (0.5 - self.distance(x, y)).clamp(0.0, 1.0)
    }

    /// Whether row `py` lies a pixel or more within the straight part of
    /// the left and right edges: every such row is painted alike.
    pub fn upright(&self, py: usize) -> bool {
        let straight = self.hy - self.r - 1.0;
        (py as f32 - self.cy).abs() <= straight && (py as f32 + 1.0 - self.cy).abs() <= straight
    }

    /// The pixels whose whole width lies along the straight part of the
    /// top and bottom edges, clamped to `width` pixels: in a row, each is
    /// covered as much as the others (by the row's height inside).
    fn flat(&self, width: usize) -> Option<(usize, usize)> {
        let half = self.hx - self.r - 0.5 - 1e-3;
        centred_within(self.cx - half, self.cx + half, width)
    }

    /// The outline's left and right at height `y`, if it reaches it.
    fn across(&self, y: f32) -> Option<(f32, f32)> {
        let dy = (y - self.cy).abs();
        if dy > self.hy {
            return None;
        }
        let into_corner = dy - (self.hy - self.r);
        let half = if into_corner <= 0.0 {
            self.hx
        } else {
            self.hx - self.r + (self.r * self.r - into_corner * into_corner).max(0.0).sqrt()
        };
        Some((self.cx - half, self.cx + half))
    }

    /// Row `py`'s pixels whose centres lie inside the outline moved by
    /// `d`, clamped to `width` pixels.
    fn pixels(&self, py: usize, d: f32, width: usize) -> Option<(usize, usize)> {
        let (left, right) = self.grown(d)?.across(py as f32 + 0.5)?;
        centred_within(left, right, width)
    }

    /// The pixels the shape may touch in row `py`.
    fn reach(&self, py: usize, width: usize) -> Option<(usize, usize)> {
        self.pixels(py, 0.75, width)
    }

    /// The pixels it covers whole in row `py` (a margin below the exact
    /// half pixel, so rounding never counts a partial pixel whole).
    fn whole(&self, py: usize, width: usize) -> Option<(usize, usize)> {
        self.pixels(py, -0.5 - 1e-3, width)
    }

    /// The rows it may touch.
    pub fn rows(&self, height: usize) -> std::ops::Range<usize> {
        let top = (self.cy - self.hy - 1.0).floor().max(0.0) as usize;
        let bottom = (self.cy + self.hy + 1.0).ceil().clamp(0.0, height as f32) as usize;
        top..bottom.max(top)
    }
}

/// How a stretch of a row is painted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Ink {
    /// Every pixel covered whole.
    Whole,
    /// Every pixel covered alike (along a straight edge).
    Even(f32),
    /// Each pixel by its own share, kept in [`Plan::shares`] from this
    /// index.
    Each(usize),
}

/// How one row of a shape is painted: its stretches, left to right.
#[derive(Default)]
pub(super) struct Plan {
    pub stretches: Vec<(usize, usize, Ink)>,
    pub shares: Vec<f32>,
}

impl Plan {
    /// Plans row `py` of `outer` without `hole`: the row falls into
    /// stretches at the ends of each outline's spans, and within one every
    /// pixel is alike: whole, untouched, evenly covered, or to be taken
    /// one by one.
    pub fn make(&mut self, outer: &Rounded, hole: Option<&Rounded>, py: usize, width: usize) {
        self.stretches.clear();
        self.shares.clear();
        let Some(reach) = outer.reach(py, width) else { return };
        let whole = outer.whole(py, width);
        let flat = outer.flat(width);
        let hole_reach = hole.and_then(|h| h.reach(py, width));
        let hole_whole = hole.and_then(|h| h.whole(py, width));
        let hole_flat = hole.and_then(|h| h.flat(width));
        let mut bounds = [0usize; 12];
        let mut n = 0;
        for (from, to) in [Some(reach), whole, flat, hole_reach, hole_whole, hole_flat].into_iter().flatten() {
            for b in [from, to] {
                bounds[n] = b.clamp(reach.0, reach.1);
                n += 1;
            }
        }
        let bounds = &mut bounds[..n];
        bounds.sort_unstable();
        let y = py as f32 + 0.5;
        for pair in bounds.windows(2).filter(|p| p[0] < p[1]) {
            let (from, to) = (pair[0], pair[1]);
            let inside = |span: Option<(usize, usize)>| span.is_some_and(|(a, b)| (a..b).contains(&from));
            let in_hole = inside(hole_reach);
            let ink = if inside(hole_whole) {
                continue;
            } else if inside(whole) && !in_hole {
                Ink::Whole
            } else if inside(flat) && (!in_hole || inside(hole_flat)) {
                let hole_share = if in_hole { hole.map_or(0.0, |h| h.coverage_at(h.cx, y)) } else { 0.0 };
                Ink::Even(outer.coverage_at(outer.cx, y) - hole_share)
            } else {
                let first = self.shares.len();
                self.shares
                    .extend((from..to).map(|px| outer.coverage(px, py) - hole.map_or(0.0, |h| h.coverage(px, py))));
                Ink::Each(first)
            };
            self.stretches.push((from, to, ink));
        }
    }
}

/// The pixels whose centres lie from `left` to `right`, clamped to
/// `width` pixels.
fn centred_within(left: f32, right: f32, width: usize) -> Option<(usize, usize)> {
    let from = (left - 0.5).ceil().max(0.0) as usize;
    let to = ((right - 0.5).floor() + 1.0).clamp(0.0, width as f32) as usize;
    (from < to).then_some((from, to))
}
