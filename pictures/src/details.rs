//! The details picture: a second picture, as large as the board, with
//! what the board has no room for, drawn from the same public view in the
//! reader's language (the Details button in Discord answers with it,
//! privately).
//!
//! - In the Year of the Dragon: each player's palaces, a line each, with
//!   every resident (type, and the symbols on its tile: helmets, mortars,
//!   Buddhas…) and the empty floors ([`dragon`]).
//! - Dschunke: each junk's layers, top down, with the owner of every strip
//!   (what lies beneath the crates that show), its goods pile and
//!   merchants ([`junk`]).
//! - Ming Dynastie: each province with its space (card, members waiting,
//!   the city) and its three districts, every member readable ([`ming`]).
//! - Attila: the map alone, across the whole picture, tokens at a glance
//!   size ([`attila`]).
//! - Chinesische Mauer: none. Its board already draws everything public
//!   (each section's tokens, every visible card with how many lie under
//!   it, each player's value there; hands, decks and tokens won per
//!   player), so [`details_svg`] gives `None` and the button answers in a
//!   line of text.
//!
//! Every game's details are *cards* (a heading, lines of items that wrap)
//! laid out by one [`Sheet`]: flowed into as few columns as fit the
//! picture's height, or placed on a grid (Attila's map). The same rules as
//! the board's hold: landscape between 4:3 and 2:1, no text under
//! [`crate::svg::MIN_TEXT_PX`], every text in its box, nothing drawn over
//! anything else (the pictures' tests check them all).

mod attila;
mod dragon;
mod junk;
mod ming;

use tavola_engine::{AnyGame, Game, GameKind, Msg, Seat, Viewer};
use tavola_words::{Lang, Words};

use crate::parts::{pack, wrap, Frame, STRIP_H};
use crate::svg::{fit, Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, MAX_HEIGHT, MIN_HEIGHT, WIDTH};
use crate::{rasterize, Ctx, PictureError, Png};

/// Whether a game has a details picture (every game but the Great Wall,
/// whose board shows everything public).
pub fn has_details(kind: GameKind) -> bool {
    kind != GameKind::GreatWall
}

/// The game's details picture as an SVG document (see the module's
/// notes); `None` for a game whose board already shows everything public
/// (the Great Wall).
pub fn details_svg(game: &AnyGame, names: &[String], lang: Lang, words: &Words) -> Option<String> {
    details_svg_checked(game, names, lang, words).0
}

/// As [`details_svg`], with every wording problem met.
pub fn details_svg_checked(
    game: &AnyGame,
    names: &[String],
    lang: Lang,
    words: &Words,
) -> (Option<String>, Vec<String>) {
    let ctx = Ctx::new(words, lang, names, game.players());
    let sheet = match game {
        AnyGame::YearOfTheDragon(g) => Some(dragon::sheet(&g.view(Viewer::Public), &ctx)),
        AnyGame::Junk(g) => Some(junk::sheet(&g.view(Viewer::Public), &ctx)),
        AnyGame::Ming(g) => Some(ming::sheet(&g.view(Viewer::Public), &ctx)),
        AnyGame::Attila(g) => Some(attila::sheet(&g.view(Viewer::Public), &ctx)),
        AnyGame::GreatWall(_) => None,
    };
    let svg = sheet.map(|s| s.draw(&ctx));
    (svg, ctx.problems.into_inner())
}

/// The game's details picture as a PNG; `None` as for [`details_svg`].
///
/// # Errors
/// The SVG could not be rasterized or encoded (a bug; the caller answers
/// in text instead).
pub fn details_png(game: &AnyGame, names: &[String], lang: Lang, words: &Words) -> Result<Option<Png>, PictureError> {
    details_svg(game, names, lang, words).map(|svg| rasterize(&svg)).transpose()
}

/// The markers' radius on a sheet.
const R: f32 = 17.0;
/// A card's heading band, and the room around its lines.
const HEAD_H: f32 = 44.0;
const PAD: f32 = 8.0;
/// The room between two items on a line.
const ITEM_GAP: f32 = 6.0;

/// What a card's heading shows.
pub(crate) enum Head {
    /// A player: their marker and name.
    Seat(Seat),
    /// A title on a fill, with the ink that reads on it.
    Title(String, &'static str, &'static str),
}

/// One thing on a card's line.
#[derive(Clone)]
pub(crate) enum Item {
    /// Words, wrapped when a line is too short for them.
    Text(String),
    Bold(String),
    /// A label on a rounded chip: fill, ink.
    Chip(String, &'static str, &'static str),
    /// A player's marker with a count beside it.
    Counter(Seat, String),
    /// A player's marker alone.
    Marker(Seat),
}

/// A card: a heading, then lines, each of items that wrap.
pub(crate) struct Card {
    pub head: Head,
    pub lines: Vec<Vec<Item>>,
    pub fill: &'static str,
}

impl Card {
    pub fn new(head: Head) -> Card {
        Card { head, lines: Vec::new(), fill: "#ffffff" }
    }

    pub fn line(&mut self, items: Vec<Item>) {
        self.lines.push(items);
    }
}

/// Where the cards go.
pub(crate) enum Placement {
    /// In as few columns as fit (at least this many), in order, each card
    /// in the shortest column so far.
    Flow(usize),
    /// On a grid of `cols` x `rows` cells: each card's cell (column, row,
    /// columns spanned, rows spanned), and lines between cells' centres
    /// drawn under them (`true`: dashed).
    Grid { cols: usize, rows: usize, cells: Vec<(usize, usize, usize, usize)>, links: Vec<(usize, usize, bool)> },
}

/// A details picture: its title, its cards, a legend under them.
pub(crate) struct Sheet {
    pub title: String,
    pub cards: Vec<Card>,
    pub legend: Vec<String>,
    pub placement: Placement,
    /// The size of the items' words.
    pub size: Size,
}

/// An item laid out on a line: its left edge and width (a text may be a
/// piece of a wrapped one).
struct Placed {
    x: f32,
    w: f32,
    item: Item,
}

impl Sheet {
    fn line_h(&self) -> f32 {
        (self.size.box_h() + 12.0).max(2.4 * R + 4.0)
    }

    fn width_of(&self, item: &Item) -> f32 {
        match item {
            Item::Text(t) => self.size.width_of(t) + 4.0,
            Item::Bold(t) => self.size.bold_width_of(t) + 4.0,
            Item::Chip(label, _, _) => Svg::chip_width(self.size, label),
            Item::Counter(_, count) => Svg::counter_width(R, count, self.size),
            Item::Marker(_) => 2.6 * R + 6.0,
        }
    }

    /// A card's lines laid out across `width`: items left to right, a new
    /// line when the next does not fit, a text too long for a line
    /// wrapped.
    fn flow(&self, card: &Card, width: f32) -> Vec<Vec<Placed>> {
        let mut out = Vec::new();
        for items in &card.lines {
            let mut line: Vec<Placed> = Vec::new();
            let mut x = 0.0;
            for item in items {
                let w = self.width_of(item);
                let pieces: Vec<Item> = match item {
                    Item::Text(t) if w > width => wrap(t, self.size, width - 4.0).into_iter().map(Item::Text).collect(),
                    Item::Bold(t) if w > width => {
                        wrap(t, self.size, width - 24.0).into_iter().map(Item::Bold).collect()
                    }
                    other => vec![other.clone()],
                };
                for piece in pieces {
                    let w = self.width_of(&piece).min(width);
                    if !line.is_empty() && x + w > width {
                        out.push(std::mem::take(&mut line));
                        x = 0.0;
                    }
                    line.push(Placed { x, w, item: piece });
                    x += w + ITEM_GAP;
                }
            }
            out.push(line);
        }
        out
    }

    fn card_height(&self, card: &Card, width: f32) -> f32 {
        HEAD_H + PAD + self.flow(card, width - 2.0 * PAD).len() as f32 * self.line_h() + PAD
    }

    fn legend_lines(&self, size: Size, width: f32) -> Vec<String> {
        pack(&self.legend, size, width - 8.0).iter().flat_map(|l| wrap(l, size, width - 8.0)).collect()
    }

    /// The room the legend takes at `size`, with the gap above it.
    fn legend_room(&self, size: Size, width: f32) -> f32 {
        let lines = self.legend_lines(size, width).len();
        if lines == 0 {
            0.0
        } else {
            lines as f32 * size.line() + GAP
        }
    }

    /// The fewest columns (from `least` up to `most`) in which the cards
    /// fit above a legend at `legend` size, if any do.
    fn columns_fitting(&self, least: usize, most: usize, legend: Size) -> Option<usize> {
        let width = WIDTH as f32 - 2.0 * MARGIN;
        let top = STRIP_H + GAP;
        let room = MAX_HEIGHT as f32 - top - self.legend_room(legend, width) - MARGIN;
        let probe = Rect::new(MARGIN, top, width, room);
        (least..=most).find(|&cols| self.flowed(probe, cols).1 <= room)
    }

    /// The legend's size: it is the key to the cards' short words, and a
    /// phone shows the picture at a third of its size, so it is drawn at
    /// the big size when the cards keep their columns beside it so (a grid
    /// keeps its room for the map instead).
    fn legend_size(&self) -> Size {
        let Placement::Flow(least) = self.placement else { return Size::Body };
        let body = self.columns_fitting(least, 5, Size::Body);
        if body.is_some() && self.columns_fitting(least, 5, Size::Big) == body {
            Size::Big
        } else {
            Size::Body
        }
    }

    /// Each card's box in `area` when flowed into `cols` columns, and the
    /// height they take.
    fn flowed(&self, area: Rect, cols: usize) -> (Vec<Rect>, f32) {
        let columns = area.columns(cols, GAP);
        let mut heights = vec![0.0f32; cols];
        let mut boxes = Vec::new();
        for card in &self.cards {
            let h = self.card_height(card, columns[0].w);
            let c = (0..cols).min_by(|&a, &b| heights[a].total_cmp(&heights[b])).unwrap_or(0);
            let y = area.y + heights[c] + if heights[c] > 0.0 { GAP } else { 0.0 };
            boxes.push(Rect::new(columns[c].x, y, columns[c].w, h));
            heights[c] = y + h - area.y;
        }
        (boxes, heights.into_iter().fold(0.0, f32::max))
    }

    /// Draws the sheet: as high as its cards need, within the landscape
    /// limits (cards cut short with "…" if even the most columns are too
    /// high).
    pub fn draw(mut self, ctx: &Ctx) -> String {
        self.read_at_a_glance_if_room();
        let legend_size = self.legend_size();
        let width = WIDTH as f32 - 2.0 * MARGIN;
        let legend_room = self.legend_room(legend_size, width);
        let top = STRIP_H + GAP;
        let room = MAX_HEIGHT as f32 - top - legend_room - MARGIN;
        let (boxes, height) = match &self.placement {
            Placement::Flow(least) => {
                let probe = Rect::new(MARGIN, top, width, room);
                let cols = match self.columns_fitting(*least, 5, legend_size) {
                    Some(cols) => cols,
                    None => {
                        self.cut_to(probe, 5, room);
                        5
                    }
                };
                self.flowed(probe, cols)
            }
            Placement::Grid { cols, rows, cells, .. } => {
                let area = Rect::new(MARGIN, top, width, room);
                let (cw, rh) = ((area.w + GAP) / *cols as f32, (area.h + GAP) / *rows as f32);
                let boxes = cells
                    .iter()
                    .map(|&(c, r, cs, rs)| {
                        Rect::new(
                            area.x + c as f32 * cw,
                            area.y + r as f32 * rh,
                            cs as f32 * cw - GAP,
                            rs as f32 * rh - GAP,
                        )
                    })
                    .collect();
                (boxes, room)
            }
        };
        let total = (top + height + legend_room + MARGIN).ceil() as u32;
        let mut frame = Frame::new(total.clamp(MIN_HEIGHT, MAX_HEIGHT));
        frame.strip(&self.title, None, None, ctx);
        let cards_area = Rect::new(MARGIN, top, width, height);
        frame.svg.open("details", cards_area);
        if let Placement::Grid { links, .. } = &self.placement {
            for &(a, b, dashed) in links {
                let (from, to) = ((boxes[a].cx(), boxes[a].cy()), (boxes[b].cx(), boxes[b].cy()));
                if dashed {
                    frame.svg.dashed(from, to, "#1565c0", 5.0);
                } else {
                    frame.svg.line(from, to, INK, 5.0);
                }
            }
        }
        for (card, b) in self.cards.iter().zip(&boxes) {
            self.card(&mut frame.svg, card, *b, ctx);
        }
        frame.svg.close();
        let legend = self.legend_lines(legend_size, width);
        if !legend.is_empty() {
            let legend_h = legend.len() as f32 * legend_size.line();
            let area = Rect::new(MARGIN, frame.height() - MARGIN - legend_h, width, legend_h);
            frame.svg.open("legend", area);
            for (i, line) in legend.iter().enumerate() {
                let line_box = Rect::new(area.x, area.y + i as f32 * legend_size.line(), width, legend_size.line());
                frame.svg.text_in(line_box, 2.0, legend_size, Anchor::Start, DIM, false, line);
            }
            frame.svg.close();
        }
        frame.finish()
    }

    /// A sheet of big words is drawn at the glance size when its cards
    /// still fit the tallest picture so: the picture is shown a third of
    /// its size on a phone, and a small sheet would leave room unused.
    fn read_at_a_glance_if_room(&mut self) {
        let Placement::Flow(least) = self.placement else { return };
        if self.size != Size::Big {
            return;
        }
        self.size = Size::Glance;
        if self.columns_fitting(least, 3, Size::Body).is_none() {
            self.size = Size::Big;
        }
    }

    /// Cuts the longest cards' last lines (one "…" line standing for
    /// them) until the cards fit `room` in `cols` columns.
    fn cut_to(&mut self, area: Rect, cols: usize, room: f32) {
        let col_w = area.columns(cols, GAP)[0].w;
        while self.flowed(area, cols).1 > room {
            let longest = (0..self.cards.len()).filter(|&i| self.cards[i].lines.len() > 2).max_by(|&a, &b| {
                self.card_height(&self.cards[a], col_w).total_cmp(&self.card_height(&self.cards[b], col_w))
            });
            let Some(i) = longest else { break };
            let lines = &mut self.cards[i].lines;
            let cut = matches!(lines.last().map(Vec::as_slice), Some([Item::Text(t)]) if t == "…");
            if cut {
                lines.pop();
            }
            lines.pop();
            lines.push(vec![Item::Text("…".to_owned())]);
        }
    }

    fn card(&self, svg: &mut Svg, card: &Card, b: Rect, ctx: &Ctx) {
        svg.open("card", b);
        svg.panel(b, card.fill, Some(INK));
        let head = Rect::new(b.x, b.y, b.w, HEAD_H);
        match &card.head {
            Head::Seat(seat) => {
                let mark = ctx.mark(*seat);
                svg.panel(head, "#ffffff", Some(mark.fill));
                svg.centred_marker(head.x + 8.0 + 1.3 * R, head.cy(), R, &mark);
                let name_x = head.x + 14.0 + 2.6 * R;
                let name_box = Rect::new(name_x, head.y + 3.0, head.right() - name_x - 6.0, head.h - 6.0);
                let name = fit(&ctx.name(*seat), Size::Big, true, name_box.w - 6.0);
                svg.text_in(name_box, 2.0, Size::Big, Anchor::Start, INK, true, &name);
            }
            Head::Title(title, fill, ink) => {
                let band = head.inset(3.0);
                svg.panel(band, fill, Some(INK));
                let (size, text) = [Size::Big, Size::Body]
                    .into_iter()
                    .map(|s| (s, fit(title, s, true, band.w - 12.0)))
                    .find(|(_, t)| t == title.trim())
                    .unwrap_or_else(|| (Size::Body, fit(title, Size::Body, true, band.w - 12.0)));
                svg.text_in(band, 6.0, size, Anchor::Start, ink, true, &text);
            }
        }
        let inner = Rect::new(b.x + PAD, head.bottom() + PAD, b.w - 2.0 * PAD, b.h - HEAD_H - 2.0 * PAD);
        let line_h = self.line_h();
        for (n, line) in self.flow(card, inner.w).into_iter().enumerate() {
            let y = inner.y + n as f32 * line_h;
            if y + line_h > b.bottom() + 0.5 {
                break;
            }
            let cy = y + line_h / 2.0;
            for p in line {
                let x = inner.x + p.x;
                let cell = Rect::new(x, y, p.w, line_h);
                match &p.item {
                    Item::Text(t) => {
                        svg.text_in(cell, 0.0, self.size, Anchor::Start, INK, false, &fit(t, self.size, false, p.w))
                    }
                    Item::Bold(t) => {
                        svg.text_in(cell, 0.0, self.size, Anchor::Start, INK, true, &fit(t, self.size, true, p.w))
                    }
                    Item::Chip(label, fill, ink) => {
                        svg.chip(x, cy, line_h - 10.0, fill, ink, self.size, label);
                    }
                    Item::Counter(seat, count) => {
                        svg.counter(x, cy, R, &ctx.mark(*seat), count, self.size);
                    }
                    Item::Marker(seat) => svg.centred_marker(x + 3.0 + 1.3 * R, cy, R, &ctx.mark(*seat)),
                }
            }
        }
        svg.close();
    }
}

/// The title strip's words: "Ming Dynastie · details: provinces and
/// districts".
pub(crate) fn title(game: &str, what: &str, ctx: &Ctx) -> String {
    ctx.say(&Msg::new("pic-details-title").text("game", game.to_owned()).text("what", what.to_owned()))
}
