//! Ming Dynastie: the 18 districts as a map of six provinces (two columns,
//! three rows, so every province touches its neighbours on the board), the
//! borders with their crossing symbols, princes, members and monasteries;
//! then the province spaces and cities, then the players.
//!
//! The borders come from the engine's board as loaded (public information
//! the view does not repeat, overridable in `TAVOLA_DATA_DIR` like the
//! rules that use it).

use tavola_engine::ming::MingView;
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{inner_width, Page};
use crate::svg::{seat_style, Anchor, Size, Svg, DIM, INK, MARGIN, MARKER_R};
use crate::Ctx;

/// Geometry of the map, in pixels.
const COL_W: f32 = 470.0;
const COL_GAP: f32 = 12.0;
const BLOCK_H: f32 = 350.0;
const BOX_W: f32 = 180.0;
const BOX_H: f32 = 116.0;
const LEFT: f32 = 8.0;
const RIGHT: f32 = COL_W - BOX_W - 8.0;
const MID: f32 = (COL_W - BOX_W) / 2.0;
const TOP: f32 = 44.0;
const BOTTOM: f32 = 214.0;
const MIDDLE: f32 = (TOP + BOTTOM) / 2.0;
/// Where each district sits in its province's block, in board order, so
/// that districts bordering another province face it (the provinces lie
/// white, orange, green down the left column, pink, yellow, blue down the
/// right, as on the board).
const SLOTS: [[(f32, f32); 3]; 6] = [
    [(MID, TOP), (LEFT, BOTTOM), (RIGHT, BOTTOM)],
    [(LEFT, TOP), (LEFT, BOTTOM), (RIGHT, MIDDLE)],
    [(LEFT, TOP), (MID, BOTTOM), (RIGHT, TOP)],
    [(LEFT, BOTTOM), (MID, TOP), (RIGHT, BOTTOM)],
    [(LEFT, MIDDLE), (RIGHT, TOP), (RIGHT, BOTTOM)],
    [(LEFT, TOP), (RIGHT, TOP), (MID, BOTTOM)],
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

/// The top-left corner of a district's box on the page.
fn district_at(index: usize, top: f32) -> (f32, f32) {
    let (province, slot) = (index / 3, index % 3);
    let (col, row) = (province / 3, province % 3);
    let (dx, dy) = SLOTS[province % SLOTS.len()][slot];
    let x = MARGIN + col as f32 * (COL_W + COL_GAP) + dx;
    let y = top + row as f32 * BLOCK_H + dy;
    (x, y)
}

fn centre(index: usize, top: f32) -> (f32, f32) {
    let (x, y) = district_at(index, top);
    (x + BOX_W / 2.0, y + BOX_H / 2.0)
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
    let r = 20.0;
    match symbol {
        "horse" => svg.circle(cx, cy, r, "#ffffff", Some(INK)),
        "boat" => svg.rect(cx - r, cy - r, 2.0 * r, 2.0 * r, "#ffffff", Some(INK)),
        _ => svg.polygon(&[(cx, cy - r - 6.0), (cx + r + 4.0, cy + r), (cx - r - 4.0, cy + r)], "#ffffff", Some(INK)),
    }
    svg.centred(cx, cy + 2.0, Size::Body, INK, &symbol_initial(symbol, ctx));
}

/// Who a family is: a seat, or the neutral family of 2-player games.
fn family_chip(svg: &mut Svg, x: f32, cy: f32, family: usize, count: u8, neutral: Option<u8>) -> f32 {
    if Some(family as u8) == neutral {
        let label = format!("N{count}");
        let w = Size::Body.bold_width_of(&label) + 14.0;
        svg.rect(x, cy - 18.0, w, 36.0, "#9e9e9e", Some(INK));
        svg.centred(x + w / 2.0, cy, Size::Body, INK, &label);
        return w;
    }
    let style = seat_style(Seat(family as u8));
    let label = format!("{}{count}", style.letter);
    let w = Size::Body.bold_width_of(&label) + 14.0;
    svg.rect(x, cy - 18.0, w, 36.0, style.fill, Some(INK));
    svg.centred(x + w / 2.0, cy, Size::Body, style.ink, &label);
    w
}

/// What a district shows: the view's district entry, field by field.
struct District<'a> {
    id: &'a str,
    members: &'a [u8],
    monastery: Option<u8>,
    prince: Option<Seat>,
}

fn district_box(svg: &mut Svg, d: &District, (x, y): (f32, f32), neutral: Option<u8>) {
    svg.rect(x, y, BOX_W, BOX_H, "#ffffff", Some(INK));
    svg.bold(x + 10.0, y + 34.0, Size::Big, Anchor::Start, INK, d.id);
    if let Some(seat) = d.prince {
        // The prince: a crown over the seat's marker.
        svg.bold(x + BOX_W - 2.0 * MARKER_R - 40.0, y + 34.0, Size::Big, Anchor::End, INK, "♛");
        svg.marker(x + BOX_W - MARKER_R - 34.0, y + 24.0, seat);
    }
    let mut cx = x + 8.0;
    let mut cy = y + 62.0;
    if let Some(f) = d.monastery {
        // The monastery: a cross, then whose member sits on it.
        let who = if Some(f) == neutral { 'N' } else { seat_style(Seat(f)).letter };
        let label = format!("✚{who}");
        let w = Size::Body.bold_width_of(&label) + 14.0;
        svg.rect(cx, cy - 18.0, w, 36.0, "#ffffff", Some(INK));
        svg.centred(cx + w / 2.0, cy, Size::Body, INK, &label);
        cx += w + 6.0;
    }
    for (family, &count) in d.members.iter().enumerate().filter(|(_, &n)| n > 0) {
        let w = Size::Body.bold_width_of(&format!("X{count}")) + 14.0;
        if cx + w > x + BOX_W - 4.0 {
            cx = x + 8.0;
            cy += 40.0;
        }
        cx += family_chip(svg, cx, cy, family, count, neutral) + 6.0;
    }
}

/// The map of the 18 districts.
fn map(page: &mut Page, v: &MingView, ctx: &Ctx) {
    let top = page.y;
    for (p, province) in v.provinces.iter().enumerate() {
        let (col, row) = (p / 3, p % 3);
        let (x, y) = (MARGIN + col as f32 * (COL_W + COL_GAP), top + row as f32 * BLOCK_H);
        page.svg.rect(x, y, COL_W, BLOCK_H - 10.0, province_fill(&province.colour), Some(DIM));
        let name = ctx.game_word(GameKind::Ming, &format!("ming-colour-{}", province.colour));
        // Centred on top: no border crosses there (see SLOTS).
        page.svg.bold(x + COL_W / 2.0, y + 32.0, Size::Body, Anchor::Middle, INK, &name.to_uppercase());
    }
    let borders = tavola_engine::ming::borders();
    for &(a, b, _) in &borders {
        page.svg.line(centre(a, top), centre(b, top), INK, 4.0);
    }
    for (i, d) in v.districts.iter().enumerate() {
        let d = District { id: &d.id, members: &d.members, monastery: d.monastery, prince: d.prince };
        district_box(&mut page.svg, &d, district_at(i, top), v.neutral);
    }
    for (a, b, symbol) in borders {
        let ((x1, y1), (x2, y2)) = (centre(a, top), centre(b, top));
        symbol_mark(&mut page.svg, ((x1 + x2) / 2.0, (y1 + y2) / 2.0), symbol, ctx);
    }
    page.y = top + 3.0 * BLOCK_H;
    let legend: Vec<String> = ["horse", "boat", "sedan"]
        .iter()
        .map(|s| format!("{} {}", symbol_initial(s, ctx), symbol_name(s, ctx)))
        .collect();
    page.para(&ctx.say(&Msg::new("pic-ming-legend").text("symbols", legend.join(" · "))), INK);
}

/// One line per province: its face-up card, members waiting, the city.
fn provinces(page: &mut Page, v: &MingView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-ming-provinces"));
    for p in &v.provinces {
        let y = page.y;
        let h = 48.0;
        page.svg.rect(MARGIN, y, inner_width(), h, province_fill(&p.colour), Some(DIM));
        let name = ctx.game_word(GameKind::Ming, &format!("ming-colour-{}", p.colour));
        page.svg.bold(MARGIN + 10.0, y + 34.0, Size::Body, Anchor::Start, INK, &name);
        let mut x = MARGIN + 200.0;
        if let Some(card) = &p.card {
            symbol_mark(&mut page.svg, (x + 22.0, y + h / 2.0), card, ctx);
        }
        x += 60.0;
        for (seat, &n) in p.waiting.iter().enumerate().filter(|(_, &n)| n > 0) {
            x += family_chip(&mut page.svg, x, y + h / 2.0, seat, n, None) + 6.0;
        }
        if p.city.iter().any(|&n| n > 0) {
            x = x.max(MARGIN + 560.0);
            page.svg.bold(x, y + 34.0, Size::Body, Anchor::Start, INK, &ctx.word("pic-ming-city"));
            x += 90.0;
            for (f, &n) in p.city.iter().enumerate().filter(|(_, &n)| n > 0) {
                x += family_chip(&mut page.svg, x, y + h / 2.0, f, n, v.neutral) + 6.0;
            }
        }
        page.y += h + 6.0;
    }
}

fn players(page: &mut Page, v: &MingView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-players"));
    let initials: Vec<char> = v.districts.chunks(3).map(|d| d[0].id.chars().next().unwrap_or('?')).collect();
    for p in &v.players {
        let tiles: Vec<String> =
            p.tiles.iter().zip(&initials).filter(|(&n, _)| n > 0).map(|(n, c)| format!("{c}{n}")).collect();
        let msg = Msg::new("pic-ming-player")
            .num("points", i64::from(v.scores[p.seat.index()]))
            .num("cards", i64::from(p.cards))
            .num("reserve", i64::from(p.reserve))
            .text("tiles", if tiles.is_empty() { "-".to_owned() } else { tiles.join(" ") });
        let mut detail = ctx.say(&msg);
        if p.passed {
            detail = format!("{detail} · {}", ctx.word("pic-passed"));
        }
        page.player(p.seat, &ctx.name(p.seat), &detail, !v.over && p.seat == v.current);
    }
}

/// The public board of a Ming Dynastie game.
pub fn svg(v: &MingView, ctx: &Ctx) -> String {
    let mut page = Page::new();
    page.title(&ctx.say(&Msg::new("pic-ming-title").num("round", i64::from(v.round))));
    let next = match (v.next_scoring, v.next_full_set, v.next_city_member) {
        (Some(round), Some(set), Some(member)) if !v.over => Msg::new("pic-ming-next-scoring")
            .num("round", i64::from(round))
            .num("set", i64::from(set))
            .num("member", i64::from(member)),
        _ => Msg::new("pic-ming-no-scoring"),
    };
    page.para(&ctx.say(&next), DIM);
    let decks = Msg::new("pic-ming-decks").num("deck", v.deck_size as i64).num("dragons", i64::from(v.dragons_left));
    page.para(&ctx.say(&decks), DIM);
    page.gap(12.0);
    map(&mut page, v, ctx);
    provinces(&mut page, v, ctx);
    players(&mut page, v, ctx);
    page.finish()
}
