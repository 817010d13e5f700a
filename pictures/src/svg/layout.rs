//! The boxes a picture lays out, recorded as it is drawn, and the rule
//! they keep so that no part of a picture is drawn over another: boxes
//! nest or keep apart.
//!
//! A builder opens a *part* ([`Svg::open`](super::Svg::open)) for each
//! area it owns (the title strip, the players' row, a player's cell, the
//! board, a junk's column); the panels and texts drawn meanwhile are the
//! part's. Then [`Layout::crossings`] finds:
//! - anything that leaves the part it was drawn in (the picture, outside
//!   every part);
//! - any two things that overlap while neither holds the other: two parts,
//!   two texts, a text half on a panel, a panel drawn over a text or a part
//!   it is not in. A panel may hold what is drawn after it in its part (a
//!   cell's background under its texts); a part holds what is drawn in it.
//!   A player's marker counts as a panel the size of its shape (its label
//!   is its own); a text, as its line's box (advance width, ascent to
//!   descent), measured with the font's widths as the builders measure.
//!
//! A *pin* ([`Svg::pin`](super::Svg::pin)) is a sign drawn on purpose
//! across other boxes (a crossing symbol on a border between two
//! districts): it and what is drawn on it may lie across panels and parts,
//! but never over a text or another pin.

use super::{Anchor, Rect, Size};

/// DejaVu Sans's ascent and descent, in ems: a text's box from top to
/// bottom (see [`Size::box_h`]).
const ASCENT: f32 = 0.93;
const DESCENT: f32 = 0.24;

/// How far a box may reach past another before it counts: a panel's
/// border is drawn 1 px either side of its edge.
const SLACK: f32 = 1.0;

/// What a recorded box is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An area a builder owns, by name ("players", "market").
    Part(&'static str),
    /// A filled panel (a cell, a card, a chip).
    Panel,
    /// A text's ink: advance width by ascent to descent.
    Text,
    /// A sign laid across panels and parts (see the module's notes).
    Pin,
}

/// One recorded box.
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: Kind,
    pub rect: Rect,
    /// The part it was drawn in (an index into the items), none for the
    /// picture itself.
    pub part: Option<usize>,
    /// A text's words, for the failure messages.
    pub text: String,
}

/// The boxes of one picture, in drawing order.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    items: Vec<Item>,
    /// The parts open now, innermost last.
    open: Vec<usize>,
    /// Texts are not recorded (a marker's label, which its shape holds).
    hushed: bool,
}

impl Layout {
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    fn push(&mut self, kind: Kind, rect: Rect, text: String) -> usize {
        self.items.push(Item { kind, rect, part: self.open.last().copied(), text });
        self.items.len() - 1
    }

    /// Opens a part: what is drawn until [`Layout::close`] is its.
    pub fn open(&mut self, name: &'static str, rect: Rect) {
        let id = self.push(Kind::Part(name), rect, String::new());
        self.open.push(id);
    }

    /// Opens a pin: what is drawn until [`Layout::close`] is on it.
    pub fn pin(&mut self, rect: Rect) {
        let id = self.push(Kind::Pin, rect, String::new());
        self.open.push(id);
    }

    pub fn close(&mut self) {
        self.open.pop();
    }

    pub fn panel(&mut self, rect: Rect) {
        self.push(Kind::Panel, rect, String::new());
    }

    pub fn text(&mut self, rect: Rect, text: &str) {
        if !self.hushed {
            self.push(Kind::Text, rect, text.to_owned());
        }
    }

    /// Stops recording texts (`true`) or starts again.
    pub fn hush(&mut self, hushed: bool) {
        self.hushed = hushed;
    }

    /// A line of text from `x` (as `anchor` places it) on the baseline `y`.
    pub fn line(&mut self, (x, y): (f32, f32), size: Size, anchor: Anchor, bold: bool, text: &str) {
        let w = crate::metrics::width(text, size.f(), bold);
        let left = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - w / 2.0,
            Anchor::End => x - w,
        };
        let top = y - ASCENT * size.f();
        self.text(Rect::new(left, top, w, (ASCENT + DESCENT) * size.f()), text);
    }

    /// Whether `outer` is a part that `item` was drawn in, however deep.
    fn drawn_in(&self, item: usize, outer: usize) -> bool {
        let mut part = self.items[item].part;
        while let Some(p) = part {
            if p == outer {
                return true;
            }
            part = self.items[p].part;
        }
        false
    }

    /// Whether `item` was drawn in the part `outer` was drawn in, or
    /// deeper.
    fn within_part_of(&self, item: usize, outer: usize) -> bool {
        match self.items[outer].part {
            None => true,
            Some(p) => self.items[item].part == Some(p) || self.drawn_in(item, p),
        }
    }

    /// Everything drawn over something else, or out of its part or of a
    /// `width` x `height` picture, in words.
    pub fn crossings(&self, width: f32, height: f32) -> Vec<String> {
        let picture = Rect::new(0.0, 0.0, width, height);
        let mut found = Vec::new();
        for (i, item) in self.items.iter().enumerate() {
            let within = item.part.map_or(picture, |p| self.items[p].rect);
            if !holds(within, item.rect) {
                let whose = item.part.map_or_else(|| "the picture".to_owned(), |p| self.describe(p));
                found.push(format!("{} leaves {whose}", self.describe(i)));
            }
        }
        // Pairs whose spans across overlap, found by a sweep from the left.
        let mut order: Vec<usize> = (0..self.items.len()).collect();
        order.sort_by(|&a, &b| self.items[a].rect.x.total_cmp(&self.items[b].rect.x));
        for (k, &a) in order.iter().enumerate() {
            let right = self.items[a].rect.right() - SLACK;
            for &b in order[k + 1..].iter().take_while(|&&b| self.items[b].rect.x < right) {
                let (first, then) = (a.min(b), a.max(b));
                if self.crosses(first, then) {
                    found.push(format!("{} is drawn over {}", self.describe(then), self.describe(first)));
                }
            }
        }
        found
    }

    /// Whether an item is a pin or drawn on one.
    fn pinned(&self, item: usize) -> bool {
        let mut at = Some(item);
        while let Some(i) = at {
            if self.items[i].kind == Kind::Pin {
                return true;
            }
            at = self.items[i].part;
        }
        false
    }

    /// Whether `then`, drawn after `first`, is drawn over it: they overlap
    /// and neither holds the other.
    fn crosses(&self, first: usize, then: usize) -> bool {
        let (a, b) = (&self.items[first], &self.items[then]);
        if !overlap(a.rect, b.rect) || self.drawn_in(then, first) {
            return false;
        }
        let under = a.kind == Kind::Panel && holds(a.rect, b.rect) && self.within_part_of(then, first);
        let under_pin = |kind: Kind| matches!(kind, Kind::Panel | Kind::Part(_));
        let across = || (under_pin(a.kind) && self.pinned(then)) || (under_pin(b.kind) && self.pinned(first));
        !under && !across()
    }

    fn describe(&self, i: usize) -> String {
        let item = &self.items[i];
        let r = item.rect;
        let at = format!("({:.0},{:.0})-({:.0},{:.0})", r.x, r.y, r.right(), r.bottom());
        let part = item.part.map(|p| match self.items[p].kind {
            Kind::Part(name) => format!(" in {name}"),
            _ => " on a pin".to_owned(),
        });
        let part = part.unwrap_or_default();
        match item.kind {
            Kind::Part(name) => format!("part {name} {at}{part}"),
            Kind::Panel => format!("panel {at}{part}"),
            Kind::Text => format!("text '{}' {at}{part}", item.text),
            Kind::Pin => format!("pin {at}{part}"),
        }
    }
}

#[cfg(test)]
thread_local! {
    /// The layout of the last picture this thread finished, and its height.
    static LAST: std::cell::RefCell<Option<(Layout, u32)>> = const { std::cell::RefCell::new(None) };
}

/// Keeps a finished picture's layout for [`last`].
#[cfg(test)]
pub fn keep(layout: Layout, height: u32) {
    LAST.with(|last| *last.borrow_mut() = Some((layout, height)));
}

/// The layout of the last picture this thread finished, and its height.
#[cfg(test)]
pub fn last() -> Option<(Layout, u32)> {
    LAST.with(|last| last.borrow_mut().take())
}

/// Whether `outer` holds `inner`, give or take [`SLACK`].
fn holds(outer: Rect, inner: Rect) -> bool {
    inner.x >= outer.x - SLACK
        && inner.y >= outer.y - SLACK
        && inner.right() <= outer.right() + SLACK
        && inner.bottom() <= outer.bottom() + SLACK
}

/// Whether two boxes share more than [`SLACK`] each way.
fn overlap(a: Rect, b: Rect) -> bool {
    let across = a.right().min(b.right()) - a.x.max(b.x);
    let down = a.bottom().min(b.bottom()) - a.y.max(b.y);
    across > SLACK && down > SLACK
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(layout: &Layout) -> Vec<String> {
        layout.crossings(1200.0, 800.0)
    }

    #[test]
    fn nested_and_separate_boxes_pass() {
        let mut l = Layout::default();
        l.open("players", Rect::new(10.0, 600.0, 1180.0, 190.0));
        for x in [10.0, 610.0] {
            l.open("player", Rect::new(x, 600.0, 580.0, 190.0));
            l.panel(Rect::new(x, 600.0, 580.0, 190.0));
            l.text(Rect::new(x + 10.0, 610.0, 100.0, 28.0), "Ada");
            l.text(Rect::new(x + 10.0, 640.0, 100.0, 28.0), "3 cards");
            l.close();
        }
        l.close();
        l.open("board", Rect::new(10.0, 70.0, 1180.0, 520.0));
        l.panel(Rect::new(10.0, 70.0, 300.0, 100.0));
        l.panel(Rect::new(20.0, 80.0, 100.0, 40.0));
        l.text(Rect::new(30.0, 85.0, 60.0, 28.0), "fish");
        l.close();
        assert_eq!(found(&l), Vec::<String>::new());
    }

    #[test]
    fn a_pin_lies_across_panels_but_not_over_texts() {
        let mut l = Layout::default();
        l.panel(Rect::new(10.0, 10.0, 100.0, 100.0));
        l.panel(Rect::new(120.0, 10.0, 100.0, 100.0));
        l.text(Rect::new(20.0, 80.0, 40.0, 28.0), "3");
        l.pin(Rect::new(95.0, 40.0, 40.0, 40.0));
        l.text(Rect::new(105.0, 45.0, 20.0, 28.0), "H");
        l.close();
        assert_eq!(found(&l), Vec::<String>::new());
        l.pin(Rect::new(40.0, 70.0, 40.0, 40.0));
        l.close();
        let found = found(&l);
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].starts_with("pin (40,70)-(80,110) is drawn over text '3'"), "{found:?}");
    }

    #[test]
    fn a_box_across_another_part_is_found() {
        let mut l = Layout::default();
        l.open("players", Rect::new(10.0, 600.0, 1180.0, 190.0));
        l.text(Rect::new(20.0, 610.0, 100.0, 28.0), "Ada");
        l.close();
        l.open("board", Rect::new(10.0, 70.0, 1180.0, 520.0));
        l.panel(Rect::new(10.0, 580.0, 300.0, 60.0));
        l.close();
        let found = found(&l);
        assert_eq!(found.len(), 3, "{found:#?}");
        assert!(found[0].starts_with("panel (10,580)-(310,640) in board leaves part board"), "{found:?}");
        assert!(found.iter().any(|f| f.contains("is drawn over part players")), "{found:?}");
        assert!(found.iter().any(|f| f.contains("is drawn over text 'Ada'")), "{found:?}");
    }

    #[test]
    fn crossing_texts_a_text_half_on_a_panel_and_a_panel_over_a_text_are_found() {
        let mut l = Layout::default();
        l.text(Rect::new(10.0, 10.0, 100.0, 28.0), "one");
        l.text(Rect::new(90.0, 20.0, 100.0, 28.0), "two");
        l.panel(Rect::new(300.0, 10.0, 100.0, 40.0));
        l.text(Rect::new(380.0, 15.0, 60.0, 28.0), "half");
        l.text(Rect::new(500.0, 15.0, 60.0, 28.0), "under");
        l.panel(Rect::new(490.0, 10.0, 100.0, 40.0));
        l.text(Rect::new(1150.0, 15.0, 60.0, 28.0), "edge");
        let found = found(&l);
        assert_eq!(found.len(), 4, "{found:#?}");
        assert!(found[0].contains("'edge'") && found[0].ends_with("leaves the picture"), "{found:?}");
        for (then, first) in
            [("text 'two'", "text 'one'"), ("text 'half'", "panel (300"), ("panel (490", "text 'under'")]
        {
            assert!(found.iter().any(|f| f.starts_with(then) && f.contains(&format!("drawn over {first}"))), "{then}");
        }
    }
}
