//! What every picture shares: a landscape frame with a title strip on top
//! (the game, its round or month, and whose turn it is, read at a glance)
//! and the players' row at the bottom (marker, name, score at a glance,
//! a line or two of detail); the board goes between them.

use tavola_engine::{GameKind, Msg, Seat};
use tavola_words::Domain;

use crate::svg::{
    fit, Anchor, Rect, Size, Svg, DIM, GAP, HEIGHT, INK, MARGIN, MAX_HEIGHT, MIN_HEIGHT, PANEL, TURN, WIDTH,
};
use crate::Ctx;

/// The title strip's height.
pub const STRIP_H: f32 = 62.0;
/// The marker in the strip, and the room around the name in its box.
const TURN_R: f32 = 19.0;
const TURN_BOX_W: f32 = 64.0 + 2.6 * TURN_R;

/// A landscape picture: the frame's parts drawn, the board's area between.
pub struct Frame {
    pub svg: Svg,
    height: u32,
}

/// What a player's cell in the players' row shows.
pub struct PlayerCell {
    pub seat: Seat,
    /// The score (or what stands for it while it is secret), large.
    pub score: String,
    /// What the score counts ("points", "yen"), worded with its plural.
    pub unit: String,
    /// A few details, each wrapped in the cell.
    pub details: Vec<String>,
    /// Whose turn it is (framed and filled).
    pub current: bool,
    /// A short mark after the name (action tiles, "passed"), or empty.
    pub badge: String,
    /// Lines only the cell's detail holds (see [`Svg::open_detail`]),
    /// after its score and details: what the picture has no room for.
    pub more: Vec<String>,
}

impl PlayerCell {
    /// A player's cell, framed when the seat whose turn it is (`to_move`:
    /// none once the game is over) is theirs; no badge.
    pub fn new(seat: Seat, score: String, unit: String, details: Vec<String>, to_move: Option<Seat>) -> PlayerCell {
        PlayerCell {
            seat,
            score,
            unit,
            details,
            current: to_move == Some(seat),
            badge: String::new(),
            more: Vec::new(),
        }
    }

    /// The cell with a short mark after the name.
    #[must_use]
    pub fn with_badge(mut self, badge: String) -> PlayerCell {
        self.badge = badge;
        self
    }

    /// The cell with lines only its detail holds.
    #[must_use]
    pub fn with_more(mut self, more: Vec<String>) -> PlayerCell {
        self.more = more;
        self
    }

    /// The cell's detail: the player's name and score, then every detail
    /// the cell shows and those it has no room for, a line each.
    fn detail(&self, ctx: &Ctx) -> String {
        let head = Msg::new("pic-detail-player")
            .seat("seat", self.seat)
            .text("score", self.score.clone())
            .text("unit", self.unit.clone());
        let mut lines = vec![ctx.say(&head)];
        lines.extend(self.details.iter().chain(&self.more).cloned());
        lines.join("\n")
    }
}

/// Splits `text` into lines no wider than `max_w` at `size`, by measure.
pub fn wrap(text: &str, size: Size, max_w: f32) -> Vec<String> {
    wrap_by(text, max_w, |t| size.width_of(t))
}

/// Splits `text` into lines no wider than `max_w` by `measure`.
fn wrap_by(text: &str, max_w: f32, measure: impl Fn(&str) -> f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    // Split at spaces only: a no-break space keeps a sign with its number.
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
        if !line.is_empty() && measure(&candidate) > max_w {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Lays `items` out on as few lines as fit `max_w`, joined by " · ".
pub fn pack(items: &[String], size: Size, max_w: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for item in items {
        match lines.last_mut() {
            Some(line) if size.width_of(&format!("{line} · {item}")) <= max_w => {
                line.push_str(" · ");
                line.push_str(item);
            }
            _ => lines.push(item.clone()),
        }
    }
    lines
}

const CELL_TOP: f32 = 44.0;
const CELL_SCORE: f32 = 44.0;
const DETAIL_LINE: f32 = 29.0;

impl Frame {
    /// A frame `height` pixels high (clamped to the landscape limits).
    pub fn new(height: u32) -> Frame {
        Frame { svg: Svg::new(), height: height.clamp(MIN_HEIGHT, MAX_HEIGHT) }
    }

    /// The frame for a board in `ctx`: its parts carry their details when
    /// `ctx` asks for them (see [`Svg::open_detail`]).
    #[must_use]
    pub fn with_details(mut self, ctx: &Ctx) -> Frame {
        self.svg.set_details(ctx.details());
        self
    }

    /// The usual 1200 x 800 frame.
    pub fn standard() -> Frame {
        Frame::new(HEIGHT)
    }

    pub fn height(&self) -> f32 {
        self.height as f32
    }

    /// The picture inside its margins.
    pub fn inner(&self) -> Rect {
        Rect::new(MARGIN, MARGIN, WIDTH as f32 - 2.0 * MARGIN, self.height() - 2.0 * MARGIN)
    }

    /// The title strip: `title` on the left; on the right, whose turn it
    /// is (an arrow, their marker and name) or `right` (e.g. "Game over").
    /// Returns the top of the area below it.
    pub fn strip(&mut self, title: &str, turn: Option<Seat>, right: Option<&str>, ctx: &Ctx) -> f32 {
        let strip = Rect::new(0.0, 0.0, WIDTH as f32, STRIP_H);
        self.svg.rect(-10.0, -10.0, WIDTH as f32 + 20.0, STRIP_H + 10.0, PANEL, None);
        self.svg.open("strip", strip);
        // The title at its size if it leaves room for whose turn it is,
        // else smaller, else on two lines: the right end needs a marker and
        // a few letters of a name, or its whole word.
        let right = right.filter(|t| t.trim() != title.trim());
        let need = match (turn, right) {
            (Some(_), _) => TURN_BOX_W + Size::Glance.bold_width_of("Adam…"),
            (None, Some(text)) => Size::Big.bold_width_of(text) + 24.0,
            (None, None) => 0.0,
        };
        let width = WIDTH as f32 - 2.0 * MARGIN - 2.0 * GAP;
        let room_after = |size: Size| width - size.bold_width_of(title);
        let size = [Size::Title, Size::Glance, Size::Big, Size::Body]
            .into_iter()
            .find(|&size| room_after(size) >= if size == Size::Title { need.max(280.0) } else { need });
        let room = match size {
            Some(size) => {
                self.svg.text_in(strip, MARGIN, size, Anchor::Start, INK, true, title);
                room_after(size)
            }
            None => {
                let lines = wrap_by(title, width - need, |t| Size::Body.bold_width_of(t));
                for (line, r) in lines.iter().zip(strip.inset(1.0).rows(lines.len(), 0.0)) {
                    self.svg.text_in(r, MARGIN - 1.0, Size::Body, Anchor::Start, INK, true, line);
                }
                width - lines.iter().map(|l| Size::Body.bold_width_of(l)).fold(0.0, f32::max)
            }
        };
        let right_edge = WIDTH as f32 - MARGIN;
        if let Some(seat) = turn {
            let mark = ctx.mark(seat);
            let r = TURN_R;
            let name = fit(&ctx.name(seat), Size::Glance, true, room - TURN_BOX_W);
            let name_w = Size::Glance.bold_width_of(&name);
            let turn_box = Rect::new(right_edge - name_w - TURN_BOX_W, 6.0, name_w + TURN_BOX_W, STRIP_H - 12.0);
            self.svg.panel(turn_box, TURN, Some(INK));
            self.svg.text_in(turn_box, 8.0, Size::Glance, Anchor::Start, INK, true, "▶");
            self.svg.marker(turn_box.x + 40.0 + 1.3 * r, turn_box.cy(), r, &mark, Size::Body);
            let name_box = Rect::new(turn_box.x + 44.0 + 2.6 * r, turn_box.y, name_w + 16.0, turn_box.h);
            self.svg.text_in(name_box, 4.0, Size::Glance, Anchor::Start, INK, true, &name);
        } else if let Some(text) = right {
            let text = fit(text, Size::Big, true, room);
            let w = Size::Big.bold_width_of(&text) + 24.0;
            let r = Rect::new(right_edge - w, 8.0, w, STRIP_H - 16.0);
            self.svg.panel(r, "#ffffff", Some(INK));
            self.svg.text_in(r, 0.0, Size::Big, Anchor::Middle, INK, true, &text);
        }
        self.svg.close();
        STRIP_H + GAP
    }

    /// How high the players' row draws these cells across `width`.
    pub fn players_height(cells: &[PlayerCell], width: f32) -> f32 {
        let cell_w = Self::cell_width(cells.len(), width);
        let lines = cells.iter().map(|c| Self::detail_lines(c, cell_w).len()).max().unwrap_or(0);
        CELL_TOP + CELL_SCORE + lines as f32 * DETAIL_LINE + 8.0
    }

    fn cell_width(n: usize, width: f32) -> f32 {
        (width - GAP * (n.max(1) - 1) as f32) / n.max(1) as f32
    }

    /// Whether a cell's unit fits after its score.
    fn unit_on_score_line(cell: &PlayerCell, cell_w: f32) -> bool {
        14.0 + Size::Glance.bold_width_of(&cell.score) + Size::Body.width_of(&cell.unit) + 12.0 <= cell_w
    }

    /// Whether a cell's badge (if any) fits at the end of its score line.
    fn badge_on_score_line(cell: &PlayerCell, cell_w: f32) -> bool {
        let mut used = 14.0 + Size::Glance.bold_width_of(&cell.score);
        if Self::unit_on_score_line(cell, cell_w) {
            used += Size::Body.width_of(&cell.unit) + 12.0;
        }
        cell.badge.is_empty() || Size::Body.bold_width_of(&cell.badge) + 16.0 <= cell_w - used
    }

    fn detail_lines(cell: &PlayerCell, cell_w: f32) -> Vec<String> {
        let max_w = cell_w - 20.0;
        let mut details = cell.details.clone();
        // A badge that does not fit the score line leads the details.
        if !Self::badge_on_score_line(cell, cell_w) {
            details.insert(0, cell.badge.clone());
        }
        // So does a unit too long for it.
        if !Self::unit_on_score_line(cell, cell_w) {
            details.insert(0, cell.unit.clone());
        }
        pack(&details, Size::Body, max_w).iter().flat_map(|l| wrap(l, Size::Body, max_w)).collect()
    }

    /// The players' row across the bottom of the picture; returns its top.
    pub fn players(&mut self, cells: &[PlayerCell], ctx: &Ctx) -> f32 {
        self.players_with(cells, ctx, 0.0, |_, _, _| {})
    }

    /// The players' row with `extra` pixels under each cell's details,
    /// where `draw` draws the game's own (given the cell's index and that
    /// area); returns the row's top.
    pub fn players_with(
        &mut self,
        cells: &[PlayerCell],
        ctx: &Ctx,
        extra: f32,
        mut draw: impl FnMut(&mut Svg, usize, Rect),
    ) -> f32 {
        let inner = self.inner();
        let h = Self::players_height(cells, inner.w) + extra;
        let row = Rect::new(inner.x, inner.bottom() - h, inner.w, h);
        self.svg.open("players", row);
        for (i, (cell, r)) in cells.iter().zip(row.columns(cells.len(), GAP)).enumerate() {
            self.svg.open("player", r);
            self.svg.open_detail(|| cell.detail(ctx));
            self.player_cell(cell, r, ctx);
            self.svg.close_detail();
            draw(&mut self.svg, i, Rect::new(r.x + 6.0, r.bottom() - extra - 4.0, r.w - 12.0, extra));
            self.svg.close();
        }
        self.svg.close();
        row.y
    }

    fn player_cell(&mut self, cell: &PlayerCell, r: Rect, ctx: &Ctx) {
        let mark = ctx.mark(cell.seat);
        self.svg.panel(r, if cell.current { TURN } else { "#ffffff" }, Some(mark.fill));
        if cell.current {
            self.svg.outline(r, INK, 4.0);
        }
        let marker_r = 19.0;
        let top = Rect::new(r.x, r.y + 4.0, r.w, CELL_TOP);
        self.svg.marker(r.x + 10.0 + 1.3 * marker_r, top.cy(), marker_r, &mark, Size::Body);
        let name_x = r.x + 16.0 + 2.6 * marker_r;
        let name_box = Rect::new(name_x, top.y, r.right() - name_x - 4.0, top.h);
        // The whole name if it fits at some size (a default "Player 3"
        // too), else cut with an ellipsis.
        let name = ctx.name(cell.seat);
        let room = name_box.w - 8.0;
        let (size, bold) = [(Size::Big, true), (Size::Body, true), (Size::Body, false)]
            .into_iter()
            .find(|&(size, bold)| fit(&name, size, bold, room) == name.trim())
            .unwrap_or((Size::Big, true));
        self.svg.text_in(name_box, 2.0, size, Anchor::Start, INK, bold, &fit(&name, size, bold, room));
        // The score, large, and what it counts.
        let score = Rect::new(r.x, top.bottom(), r.w, CELL_SCORE);
        let score_w = Size::Glance.bold_width_of(&cell.score);
        self.svg.text_in(score, 10.0, Size::Glance, Anchor::Start, INK, true, &cell.score);
        let unit = Rect::new(r.x + 14.0 + score_w, score.y, r.right() - r.x - 14.0 - score_w, score.h);
        if Self::unit_on_score_line(cell, r.w) {
            self.svg.enter(unit);
            let y = score.y + score.h / 2.0 + Size::Glance.centre_drop();
            self.svg.text(unit.x + 6.0, y, Size::Body, Anchor::Start, DIM, &cell.unit);
            self.svg.leave();
        }
        // The badge at the score line's end, where it fits.
        let badge_w = Size::Body.bold_width_of(&cell.badge) + 14.0;
        if !cell.badge.is_empty() && Self::badge_on_score_line(cell, r.w) {
            let badge = Rect::new(r.right() - badge_w - 2.0, score.y, badge_w, score.h);
            self.svg.enter(badge);
            let y = score.y + score.h / 2.0 + Size::Glance.centre_drop();
            self.svg.bold(badge.right() - 8.0, y, Size::Body, Anchor::End, DIM, &cell.badge);
            self.svg.leave();
        }
        let mut y = score.bottom();
        for line in Self::detail_lines(cell, r.w) {
            let line_box = Rect::new(r.x, y, r.w, DETAIL_LINE);
            self.svg.text_in(line_box, 10.0, Size::Body, Anchor::Start, DIM, false, &line);
            y += DETAIL_LINE;
        }
    }

    /// A heading on a light band across `r`'s top; returns the area under it.
    pub fn heading(&mut self, r: Rect, text: &str) -> Rect {
        let h = Size::Big.box_h() + 8.0;
        let band = Rect::new(r.x, r.y, r.w, h);
        self.svg.panel(band, PANEL, None);
        self.svg.text_in(band, 8.0, Size::Big, Anchor::Start, INK, true, text);
        Rect::new(r.x, r.y + h + 6.0, r.w, (r.h - h - 6.0).max(0.0))
    }

    /// Lines of body text from the top of `r`, wrapped to its width;
    /// returns the area left under them.
    pub fn para(&mut self, r: Rect, text: &str, colour: &str) -> Rect {
        let mut y = r.y;
        for line in wrap(text, Size::Body, r.w - 8.0) {
            let line_box = Rect::new(r.x, y, r.w, Size::Body.line());
            self.svg.text_in(line_box, 2.0, Size::Body, Anchor::Start, colour, false, &line);
            y += Size::Body.line();
        }
        Rect::new(r.x, y, r.w, (r.bottom() - y).max(0.0))
    }

    /// The finished SVG document.
    pub fn finish(self) -> String {
        self.svg.finish(self.height)
    }
}

/// The game's name as the bot's embeds give it (the bot's `game-<id>`),
/// without a translation in brackets after it: "Chinesische Mauer", not
/// "Chinesische Mauer (The Great Wall of China)".
pub fn game_name(kind: GameKind, ctx: &Ctx) -> String {
    let name = ctx.checked(Domain::Bot, &crate::dynamic(&format!("game-{}", kind.id())));
    name.split(" (").next().unwrap_or_default().trim().to_owned()
}

/// How many points, worded with its plural ("1 point", "2 points").
pub fn points_unit(points: i64, ctx: &Ctx) -> String {
    ctx.say(&Msg::new("pic-points-unit").num("points", points))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_within_the_width() {
        let lines = wrap("one two three four five six seven eight nine ten", Size::Body, 200.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| Size::Body.width_of(l) <= 200.0 || !l.contains(' ')), "{lines:?}");
        assert_eq!(lines.join(" "), "one two three four five six seven eight nine ten");
    }

    #[test]
    fn packing_joins_items_that_fit() {
        let items: Vec<String> = ["hand 5", "deck 8", "3 tokens won"].map(String::from).to_vec();
        assert_eq!(pack(&items, Size::Body, 1000.0), ["hand 5 · deck 8 · 3 tokens won"]);
        assert_eq!(pack(&items, Size::Body, 200.0).len(), 2);
    }
}
