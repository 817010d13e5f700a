//! The Ming map's geometry: each province a block (its space along its
//! outer edge, its three districts in the rest: one alone as high or as
//! wide as the block, two sharing the other side by what they hold), and
//! how items flow along a district's or a space's lines around the
//! crossing symbols over its edges.

use crate::svg::{Rect, GAP};

/// A line of a district or of a province's space: a family's pill (a
/// marker and its count) and a little room.
pub(super) const LINE: f32 = 43.0;
/// Inside a district's box or a province's space, around its lines.
pub(super) const PAD: f32 = 2.0;
/// The gaps between two districts of a province, side by side and one
/// above the other, where a crossing symbol sits (across, it reaches over
/// the boxes' ends, [`EDGE`]), and a district's distance from its
/// province's edge (two of them and the gap between provinces hold a
/// symbol too).
const BOX_GAP: f32 = 20.0;
const ROW_GAP: f32 = 36.0;
/// The room at each end of a district's lines that a crossing symbol in
/// the gap beside it may cover: half the widest symbol over the gap, and
/// a little.
pub(super) const EDGE: f32 = 11.0;
const INSET: f32 = 5.0;
/// A district's distance from the edge its province shares with the other
/// row: with the gap between the rows, a symbol's height.
const INNER_INSET: f32 = 13.0;

/// Where each district sits in its province's block, as fractions of the
/// free room across and down, in board order, so that districts bordering
/// another province face it (the printed board's slots, turned on their
/// side with the provinces).
const SLOTS: [[(f32, f32); 3]; 6] = [
    [(0.0, 0.5), (1.0, 0.0), (1.0, 1.0)],
    [(0.0, 0.0), (1.0, 0.0), (0.5, 1.0)],
    [(0.0, 0.0), (1.0, 0.5), (0.0, 1.0)],
    [(1.0, 0.0), (0.0, 0.5), (1.0, 1.0)],
    [(0.5, 0.0), (0.0, 1.0), (1.0, 1.0)],
    [(0.0, 0.0), (0.0, 1.0), (1.0, 0.5)],
];

/// Items `widths` wide laid out left to right in lines `width` wide:
/// each item's line and offset (an item wider than a line has one alone).
pub(super) fn flow(widths: &[f32], width: f32) -> Vec<(usize, f32)> {
    let (mut line, mut x) = (0, 0.0);
    widths
        .iter()
        .map(|&w| {
            if x > 0.0 && x + w > width {
                line += 1;
                x = 0.0;
            }
            let at = (line, x);
            x += w + 4.0;
            at
        })
        .collect()
}

/// How many lines [`flow`] takes.
pub(super) fn lines(widths: &[f32], width: f32) -> usize {
    flow(widths, width).last().map_or(1, |&(line, _)| line + 1)
}

/// What a province needs: how many lines its space takes, how its
/// districts' area is shared across (the left column's or box's part of
/// the width, see [`SPLITS`]) and how many lines each district takes at
/// its box's width.
#[derive(Clone, Copy, Debug)]
pub(super) struct Need {
    pub(super) foot: usize,
    pub(super) split: f32,
    pub(super) lines: [usize; 3],
}

/// The ways a district area may be shared across, the even one first: the
/// fuller column (or box of a pair side by side) takes more of the width.
pub(super) const SPLITS: [f32; 5] = [0.5, 0.4, 0.6, 0.3, 0.7];

/// How a province's districts share its block, from their slots: in two
/// columns, the district alone in its column as high as the block; or in
/// two rows, the one alone in its row as wide as the block. Returns the
/// lone district's slot and whether they are in columns.
fn arrangement(province: usize) -> (usize, bool) {
    let slots = SLOTS[province % 6];
    let lone = slots.iter().position(|&(fx, fy)| fx == 0.5 || fy == 0.5).unwrap_or(0);
    (lone, slots[lone].1 == 0.5)
}

/// The height of a box of `lines` lines.
pub(super) fn box_h(lines: usize) -> f32 {
    lines as f32 * LINE + 2.0 * PAD
}

/// The map's geometry: the blocks of the six provinces, each with its
/// space along its outer edge and its districts' boxes in the rest.
pub(super) struct Map {
    pub(super) blocks: Vec<Rect>,
    needs: Vec<Need>,
}

impl Map {
    /// The map in `area` for provinces with these needs: each row as high
    /// as its fullest province needs, and half the room to spare.
    pub(super) fn new(area: Rect, needs: Vec<Need>) -> Map {
        let (upper, lower) = row_heights(&needs);
        let spare = ((area.h - upper - lower - GAP) / 2.0).max(0.0);
        let top = Rect::new(area.x, area.y, area.w, upper + spare);
        let bottom = Rect::new(area.x, top.bottom() + GAP, area.w, area.bottom() - top.bottom() - GAP);
        let blocks = [top, bottom].iter().flat_map(|r| r.columns(3, GAP)).collect();
        Map { blocks, needs }
    }

    /// The width of a block in a map `width` wide, and of the area its
    /// districts share.
    pub(super) fn widths(width: f32) -> (f32, f32) {
        let block = (width - 2.0 * GAP) / 3.0;
        (block, block - 2.0 * INSET)
    }

    /// Each district's width in a province's district area `area_w` wide,
    /// shared across by `split`.
    pub(super) fn box_widths(province: usize, area_w: f32, split: f32) -> [f32; 3] {
        let (lone, columns) = arrangement(province);
        let left = (split * (area_w - BOX_GAP)).floor();
        let right = area_w - BOX_GAP - left;
        std::array::from_fn(|slot| {
            if slot == lone && !columns {
                area_w
            } else if SLOTS[province % 6][slot].0 == 0.0 {
                left
            } else {
                right
            }
        })
    }

    /// How high a block must be for a province's needs.
    pub(super) fn block_height(province: usize, need: Need) -> f32 {
        let (lone, columns) = arrangement(province);
        let pair: Vec<usize> = (0..3).filter(|&s| s != lone).collect();
        let districts = if columns {
            box_h(need.lines[lone]).max(box_h(need.lines[pair[0]]) + ROW_GAP + box_h(need.lines[pair[1]]))
        } else {
            box_h(need.lines[pair[0]].max(need.lines[pair[1]])) + ROW_GAP + box_h(need.lines[lone])
        };
        Map::foot_h(need.foot) + 5.0 + districts + INNER_INSET
    }

    fn foot_h(lines: usize) -> f32 {
        box_h(lines)
    }

    /// The area of a block its districts share.
    fn districts(&self, province: usize) -> Rect {
        let b = self.blocks[province % 6];
        let foot = Map::foot_h(self.needs[province].foot) + 5.0;
        let (top, bottom) = if province % 6 < 3 {
            (b.y + foot, b.bottom() - INNER_INSET)
        } else {
            (b.y + INNER_INSET, b.bottom() - foot)
        };
        Rect::new(b.x + INSET, top, b.w - 2.0 * INSET, bottom - top)
    }

    /// The province's space: on the outer edge of its block (the top of the
    /// upper row, the foot of the lower).
    pub(super) fn space(&self, province: usize) -> Rect {
        let b = self.blocks[province % 6];
        let h = Map::foot_h(self.needs[province].foot);
        let y = if province % 6 < 3 { b.y + 1.0 } else { b.bottom() - h - 1.0 };
        Rect::new(b.x + 4.0, y, b.w - 8.0, h)
    }

    /// A district's box: the lone one as high (in columns) or as wide (in
    /// rows) as the area; the other two share the rest by what they hold.
    pub(super) fn district(&self, index: usize) -> Rect {
        let (province, slot) = (index / 3, index % 3);
        let area = self.districts(province);
        let (lone, columns) = arrangement(province);
        let Need { lines, split, .. } = self.needs[province];
        let (fx, fy) = SLOTS[province % 6][slot];
        let w = Map::box_widths(province, area.w, split)[slot];
        let x = if fx == 1.0 { area.right() - w } else { area.x };
        let pair: Vec<usize> = (0..3).filter(|&s| s != lone).collect();
        // Two boxes one above the other in `area.h`, by their lines.
        let split = |first: usize, second: usize| {
            let spare = ((area.h - ROW_GAP - box_h(first) - box_h(second)) / 2.0).max(0.0);
            box_h(first) + spare
        };
        if columns {
            if slot == lone {
                return Rect::new(x, area.y, w, area.h);
            }
            let upper = split(lines[pair[0]], lines[pair[1]]);
            let (y, h) = if fy == 0.0 { (area.y, upper) } else { (area.y + upper + ROW_GAP, area.h - upper - ROW_GAP) };
            return Rect::new(x, y, w, h);
        }
        let pair_lines = lines[pair[0]].max(lines[pair[1]]);
        let lone_top = SLOTS[province % 6][lone].1 == 0.0;
        let upper = if lone_top { split(lines[lone], pair_lines) } else { split(pair_lines, lines[lone]) };
        let (y, h) = if fy == 0.0 { (area.y, upper) } else { (area.y + upper + ROW_GAP, area.h - upper - ROW_GAP) };
        Rect::new(x, y, w, h)
    }

    /// Where a district's lines go: its box less its padding and, at each
    /// end, the room a crossing symbol may cover.
    pub(super) fn content(&self, index: usize) -> Rect {
        let inner = self.district(index).inset(PAD);
        Rect::new(inner.x + EDGE, inner.y, inner.w - 2.0 * EDGE, inner.h)
    }

    /// Where a border's crossing symbol goes: halfway along the part of
    /// the line between the two districts' centres that lies outside both,
    /// moved `shift` of the whole line towards `b` (away from another
    /// symbol in the way).
    pub(super) fn crossing(&self, a: usize, b: usize, shift: f32) -> (f32, f32) {
        let (ra, rb) = (self.district(a), self.district(b));
        let (dx, dy) = (rb.cx() - ra.cx(), rb.cy() - ra.cy());
        // How far along the line it leaves a box from the box's centre.
        let leave = |r: Rect| (r.w / 2.0 / dx.abs().max(1e-3)).min(r.h / 2.0 / dy.abs().max(1e-3));
        let t = (leave(ra) + 1.0 - leave(rb)) / 2.0 + shift;
        (ra.cx() + t * dx, ra.cy() + t * dy)
    }
}

/// How high each row of provinces must be.
fn row_heights(needs: &[Need]) -> (f32, f32) {
    let row =
        |from: usize| (from..(from + 3).min(needs.len())).map(|p| Map::block_height(p, needs[p])).fold(0.0, f32::max);
    (row(0), row(3))
}

/// How high a map must be for provinces with these needs: its two rows.
pub(super) fn map_height(needs: &[Need]) -> f32 {
    let (upper, lower) = row_heights(needs);
    upper + lower + GAP
}
