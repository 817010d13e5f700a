//! Ming Dynastie, laid out wide: the six provinces side by side in two
//! rows of three (white, orange, green over pink, yellow, blue: the board's
//! two columns turned on their side, so every province still touches its
//! neighbours), each with its three districts (princes at a glance,
//! members and monasteries), the borders with their crossing symbols, and
//! the province's space (its face-up card, the members waiting, the city
//! during a scoring) along its foot; the players along the bottom.
//!
//! The borders come from the engine's board as loaded (public information
//! the view does not repeat, overridable in `TAVOLA_DATA_DIR` like the
//! rules that use it).

use tavola_engine::ming::MingView;
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{pack, points_unit, Frame, PlayerCell};
use crate::svg::{Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, WIDTH};
use crate::Ctx;

/// The picture's height.
const HEIGHT: u32 = 900;
const FOOT_H: f32 = 40.0;
const ROW_H: f32 = 34.0;
const COUNTER_R: f32 = 17.0;

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

/// A pale fill per province colour key: the colour shows, the ink stays legible.
fn province_fill(key: &str) -> &'static str {
    match key {
        "white" => "#ffffff",
        "orange" => "#ffd8a8",
        "green" => "#c8e6c9",
        "pink" => "#f8c8dc",
        "yellow" => "#fff59d",
        "blue" => "#bbdefb",
        _ => "#e0e0e0",
    }
}

/// The map's geometry: the blocks of the six provinces.
struct Map {
    blocks: Vec<Rect>,
    box_w: f32,
    box_h: f32,
}

impl Map {
    fn new(area: Rect) -> Map {
        let rows = area.rows(2, GAP);
        let blocks: Vec<Rect> = rows.iter().flat_map(|r| r.columns(3, GAP)).collect();
        let box_h = ((blocks[0].h - FOOT_H - 18.0) / 2.0).floor();
        let box_w = ((blocks[0].w - 22.0) / 2.0).floor();
        Map { blocks, box_w, box_h }
    }

    /// The area of a block its districts share.
    fn districts(&self, province: usize) -> Rect {
        let b = self.blocks[province % 6];
        let top = if province % 6 < 3 { b.y + FOOT_H + 8.0 } else { b.y + 6.0 };
        Rect::new(b.x + 6.0, top, b.w - 12.0, b.h - FOOT_H - 14.0)
    }

    /// The province's space: on the outer edge of its block (the top of the
    /// upper row, the foot of the lower), where no border crosses.
    fn space(&self, province: usize) -> Rect {
        let b = self.blocks[province % 6];
        let y = if province % 6 < 3 { b.y + 2.0 } else { b.bottom() - FOOT_H - 2.0 };
        Rect::new(b.x + 4.0, y, b.w - 8.0, FOOT_H)
    }

    /// A district's box.
    fn district(&self, index: usize) -> Rect {
        let (province, slot) = (index / 3, index % 3);
        let area = self.districts(province);
        let (fx, fy) = SLOTS[province % 6][slot];
        Rect::new(area.x + fx * (area.w - self.box_w), area.y + fy * (area.h - self.box_h), self.box_w, self.box_h)
    }
}

/// A symbol's name in the reader's language.
fn symbol_name(symbol: &str, ctx: &Ctx) -> String {
    ctx.game_word(GameKind::Ming, &format!("ming-card-{symbol}"))
}

/// The initial drawn in a symbol's shape: its name's, in the reader's language.
fn symbol_initial(symbol: &str, ctx: &Ctx) -> String {
    symbol_name(symbol, ctx).chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default()
}

/// A crossing symbol as a shape (colour-blind safe) with its initial.
fn symbol_mark(svg: &mut Svg, (cx, cy): (f32, f32), symbol: &str, ctx: &Ctx) {
    let r = 17.0;
    match symbol {
        "horse" => svg.circle(cx, cy, r, "#ffffff", Some(INK)),
        "boat" => svg.rect(cx - r, cy - r, 2.0 * r, 2.0 * r, "#ffffff", Some(INK)),
        _ => svg.polygon(&[(cx, cy - r - 8.0), (cx + r + 8.0, cy + r), (cx - r - 8.0, cy + r)], "#ffffff", Some(INK)),
    }
    let dy = if symbol == "horse" || symbol == "boat" { 0.0 } else { 4.0 };
    let label = Rect::new(cx - r - 2.0, cy - r, 2.0 * r + 4.0, 2.0 * r + 4.0);
    svg.enter(label);
    svg.centred(cx, cy + dy, Size::Body, INK, &symbol_initial(symbol, ctx));
    svg.leave();
}

/// A family's count: a seat's marker and the count, or the neutral family
/// of 2-player games (a grey "N"); returns its width.
fn family_chip(svg: &mut Svg, x: f32, cy: f32, family: usize, count: u8, neutral: Option<u8>, ctx: &Ctx) -> f32 {
    if Some(family as u8) == neutral {
        return svg.chip(x, cy, 2.0 * COUNTER_R + 4.0, "#9e9e9e", INK, Size::Body, &format!("N {count}"));
    }
    svg.counter(x, cy, COUNTER_R, &ctx.mark(Seat(family as u8)), &count.to_string(), Size::Body)
}

fn family_width(family: usize, count: u8, neutral: Option<u8>) -> f32 {
    if Some(family as u8) == neutral {
        Svg::chip_width(Size::Body, &format!("N {count}"))
    } else {
        Svg::counter_width(COUNTER_R, &count.to_string(), Size::Body)
    }
}

/// What a district shows: the view's district entry, field by field.
struct District<'a> {
    id: &'a str,
    members: &'a [u8],
    monastery: Option<u8>,
    prince: Option<Seat>,
}

fn district_box(svg: &mut Svg, d: &District, b: Rect, neutral: Option<u8>, ctx: &Ctx) {
    svg.panel(b, "#ffffff", Some(INK));
    let head = Rect::new(b.x, b.y, b.w, 38.0);
    // The district's id, a little smaller beside a monastery.
    let id_size = if d.monastery.is_some() { Size::Body } else { Size::Big };
    let id_w = id_size.bold_width_of(d.id) + 12.0;
    svg.text_in(Rect::new(b.x, b.y, id_w, head.h), 6.0, id_size, Anchor::Start, INK, true, d.id);
    if let Some(f) = d.monastery {
        // The monastery: a cross, then whose member sits on it.
        let who = if Some(f) == neutral { "N".to_owned() } else { ctx.mark(Seat(f)).label };
        svg.chip(b.x + id_w, head.cy(), ROW_H - 4.0, "#ffffff", INK, Size::Body, &format!("✚{who}"));
    }
    if let Some(seat) = d.prince {
        // The prince: the seat's marker, read at a glance, on a gold crown.
        let r = 20.0;
        let cx = b.right() - 6.0 - 1.3 * r;
        let (w, top, base) = (2.9 * r, head.y + 3.0, head.bottom() + 2.0);
        let x0 = cx - w / 2.0;
        let crown = [
            (x0, base),
            (x0, top),
            (x0 + w / 4.0, top + 10.0),
            (cx, top),
            (x0 + 3.0 * w / 4.0, top + 10.0),
            (x0 + w, top),
            (x0 + w, base),
        ];
        svg.polygon(&crown, "#ffca28", Some(INK));
        let mark = ctx.mark(seat);
        svg.marker(cx, head.cy() + 6.0, r, &mark, crate::svg::glance_label(&mark, r));
    }
    svg.enter(b);
    let mut x = b.x + 6.0;
    let mut cy = head.bottom() + ROW_H / 2.0;
    let mut place = |w: f32| {
        if x + w > b.right() - 4.0 {
            x = b.x + 6.0;
            cy += ROW_H + 2.0;
        }
        let at = (x, cy);
        x += w + 4.0;
        at
    };
    for (family, &count) in d.members.iter().enumerate().filter(|(_, &n)| n > 0) {
        let (cx, cy) = place(family_width(family, count, neutral));
        family_chip(svg, cx, cy, family, count, neutral, ctx);
    }
    svg.leave();
}

/// The province's space along its block's foot: its face-up card, the
/// members waiting there and, during a scoring, those in its city.
fn province_foot(svg: &mut Svg, v: &MingView, p: usize, foot: Rect, ctx: &Ctx) {
    let province = &v.provinces[p];
    // What the foot holds, for its width: the name goes first if it fits.
    let mut used = province.card.as_ref().map_or(0.0, |_| 50.0);
    used += province
        .waiting
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(s, &n)| family_width(s, n, None) + 4.0)
        .sum::<f32>();
    if province.city.iter().any(|&n| n > 0) {
        used += Size::Body.bold_width_of(&ctx.word("pic-ming-city")) + 12.0;
        used += province
            .city
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(f, &n)| family_width(f, n, v.neutral) + 4.0)
            .sum::<f32>();
    }
    let name = ctx.game_word(GameKind::Ming, &format!("ming-colour-{}", province.colour)).to_uppercase();
    let name_w = Size::Body.bold_width_of(&name) + 16.0;
    svg.enter(foot);
    let mut x = foot.x + 6.0;
    if used + name_w <= foot.w - 8.0 {
        svg.text_in(Rect::new(x, foot.y, name_w, foot.h), 2.0, Size::Body, Anchor::Start, INK, true, &name);
        x += name_w;
    }
    if let Some(card) = &province.card {
        symbol_mark(svg, (x + 20.0, foot.cy()), card, ctx);
        x += 50.0;
    }
    for (seat, &n) in province.waiting.iter().enumerate().filter(|(_, &n)| n > 0) {
        x += family_chip(svg, x, foot.cy(), seat, n, None, ctx) + 4.0;
    }
    if province.city.iter().any(|&n| n > 0) {
        let city = ctx.word("pic-ming-city");
        let w = Size::Body.bold_width_of(&city) + 12.0;
        svg.text_in(Rect::new(x, foot.y, w, foot.h), 4.0, Size::Body, Anchor::Start, INK, true, &city);
        x += w;
        for (f, &n) in province.city.iter().enumerate().filter(|(_, &n)| n > 0) {
            x += family_chip(svg, x, foot.cy(), f, n, v.neutral, ctx) + 4.0;
        }
    }
    svg.leave();
}

/// The map: provinces, borders, districts, crossing symbols.
fn map(frame: &mut Frame, v: &MingView, area: Rect, ctx: &Ctx) {
    let geo = Map::new(area);
    for (p, province) in v.provinces.iter().enumerate() {
        let block = geo.blocks[p % 6];
        frame.svg.panel(block, province_fill(&province.colour), Some(DIM));
    }
    let centre = |i: usize| {
        let b = geo.district(i);
        (b.cx(), b.cy())
    };
    let borders = tavola_engine::ming::borders();
    for &(a, b, _) in &borders {
        frame.svg.line(centre(a), centre(b), INK, 4.0);
    }
    for (i, d) in v.districts.iter().enumerate() {
        let d = District { id: &d.id, members: &d.members, monastery: d.monastery, prince: d.prince };
        district_box(&mut frame.svg, &d, geo.district(i), v.neutral, ctx);
    }
    for (a, b, symbol) in borders {
        let ((x1, y1), (x2, y2)) = (centre(a), centre(b));
        symbol_mark(&mut frame.svg, ((x1 + x2) / 2.0, (y1 + y2) / 2.0), symbol, ctx);
    }
    for p in 0..v.provinces.len().min(6) {
        province_foot(&mut frame.svg, v, p, geo.space(p), ctx);
    }
}

fn cells(v: &MingView, ctx: &Ctx) -> Vec<PlayerCell> {
    let initials: Vec<char> = v.districts.chunks(3).map(|d| d[0].id.chars().next().unwrap_or('?')).collect();
    v.players
        .iter()
        .map(|p| {
            let points = i64::from(v.scores[p.seat.index()]);
            let mut details = vec![
                ctx.say(&Msg::new("pic-ming-cards").num("cards", i64::from(p.cards))),
                ctx.say(&Msg::new("pic-ming-reserve").num("reserve", i64::from(p.reserve))),
            ];
            let tiles: Vec<String> =
                p.tiles.iter().zip(&initials).filter(|(&n, _)| n > 0).map(|(n, c)| format!("{c}{n}")).collect();
            if !tiles.is_empty() {
                details.push(ctx.say(&Msg::new("pic-ming-tiles").text("tiles", tiles.join(" "))));
            }
            PlayerCell::new(
                p.seat,
                points.to_string(),
                points_unit(points, ctx),
                details,
                (!v.over).then_some(v.current),
            )
            .with_badge(if p.passed { ctx.word("pic-passed") } else { String::new() })
        })
        .collect()
}

/// The public board of a Ming Dynastie game.
pub fn svg(v: &MingView, ctx: &Ctx) -> String {
    let mut frame = Frame::new(HEIGHT);
    let title = ctx.say(&Msg::new("pic-ming-title").num("round", i64::from(v.round)));
    let turn = (!v.over).then_some(v.current);
    let top = frame.strip(&title, turn, Some(&ctx.word("pic-over")), ctx);
    let next = match (v.next_scoring, v.next_full_set, v.next_city_member) {
        (Some(round), Some(set), Some(member)) if !v.over => Msg::new("pic-ming-next-scoring")
            .num("round", i64::from(round))
            .num("set", i64::from(set))
            .num("member", i64::from(member)),
        _ => Msg::new("pic-ming-no-scoring"),
    };
    let decks = Msg::new("pic-ming-decks").num("deck", v.deck_size as i64).num("dragons", i64::from(v.dragons_left));
    let symbols: Vec<String> = ["horse", "boat", "sedan"]
        .iter()
        .map(|s| format!("{} {}", symbol_initial(s, ctx), symbol_name(s, ctx)))
        .collect();
    let mut items = vec![ctx.say(&next), ctx.say(&decks)];
    items.extend(symbols);
    items.push(ctx.word("pic-ming-legend"));
    let bottom = frame.players(&cells(v, ctx), ctx) - GAP;
    let full = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - top);
    let mut rest = full;
    for line in pack(&items, Size::Body, full.w - 8.0) {
        rest = frame.para(rest, &line, DIM);
    }
    let map_area = Rect::new(rest.x, rest.y + 4.0, rest.w, rest.h - 4.0);
    map(&mut frame, v, map_area, ctx);
    frame.finish()
}
