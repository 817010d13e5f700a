//! Attila: the 25 provinces as a schematic map (their places follow the
//! map's borders, west to east), each with its tokens by tribe, starting
//! provinces starred, pacified provinces greyed with their century; then
//! the century, the influence track and the players.
//!
//! Borders come from the engine's map as loaded (public information the
//! view does not repeat, overridable in `TAVOLA_DATA_DIR` like the rules
//! that use it); sea borders are dashed.

use tavola_engine::attila::{ActionTile, AttilaView, Tribe, Tribes};
use tavola_engine::{GameKind, Msg};

use crate::parts::{inner_width, short, Page};
use crate::svg::{Anchor, Size, Svg, DIM, INK, MARGIN, MARKER_R, WIDTH};
use crate::Ctx;

/// Where each province sits, as (column, row) of a 6 x 6 grid; a province
/// the table lacks is drawn in the last free cell of the bottom row.
const PLACES: [(&str, u8, u8); 25] = [
    ("BRI", 0, 0),
    ("BEL", 1, 0),
    ("GER", 2, 0),
    ("RAE", 3, 0),
    ("NOR", 4, 0),
    ("LUG", 1, 1),
    ("NAR", 2, 1),
    ("ITA", 3, 1),
    ("PAN", 4, 1),
    ("DAC", 5, 1),
    ("AQU", 1, 2),
    ("TAR", 2, 2),
    ("SIC", 3, 2),
    ("DAL", 4, 2),
    ("MOE", 5, 2),
    ("LUS", 1, 3),
    ("BAE", 2, 3),
    ("AFR", 3, 3),
    ("MAC", 4, 3),
    ("THR", 5, 3),
    ("MAU", 1, 4),
    ("NUM", 2, 4),
    ("GRA", 4, 4),
    ("ASI", 5, 4),
    ("CRE", 4, 5),
];

const CELL_W: f32 = 158.0;
const CELL_H: f32 = 174.0;
const BOX_W: f32 = 146.0;
const BOX_H: f32 = 160.0;

/// The top-left corner of a province's box.
fn place(id: &str, top: f32) -> (f32, f32) {
    let (col, row) = PLACES.iter().find(|(p, _, _)| *p == id).map_or((0, 5), |&(_, c, r)| (c, r));
    (MARGIN + f32::from(col) * CELL_W, top + f32::from(row) * CELL_H)
}

fn centre(id: &str, top: f32) -> (f32, f32) {
    let (x, y) = place(id, top);
    (x + BOX_W / 2.0, y + BOX_H / 2.0)
}

/// A tribe's token colour (the engine's) and the ink that reads on it.
fn tribe_fill(tribe: Tribe) -> (&'static str, &'static str) {
    match tribe.colour() {
        "blue" => ("#1565c0", "#ffffff"),
        "black" => ("#212121", "#ffffff"),
        "yellow" => ("#fbc02d", "#111111"),
        "green" => ("#2e7d32", "#ffffff"),
        "white" => ("#ffffff", "#111111"),
        _ => ("#c62828", "#ffffff"),
    }
}

fn tribe_name(tribe: Tribe, ctx: &Ctx) -> String {
    ctx.game_word(GameKind::Attila, &format!("attila-tribe-{}", tribe.name().to_lowercase()))
}

/// A tribe's initial in the reader's language (unique in both).
fn tribe_initial(tribe: Tribe, ctx: &Ctx) -> String {
    tribe_name(tribe, ctx).chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default()
}

/// A square token chip: the tribe's colour, initial and a count.
fn token_chip(svg: &mut Svg, x: f32, cy: f32, tribe: Tribe, label: &str) -> f32 {
    let (fill, ink) = tribe_fill(tribe);
    let w = Size::Body.bold_width_of(label) + 14.0;
    svg.rect(x, cy - 18.0, w, 36.0, fill, Some(INK));
    svg.centred(x + w / 2.0, cy, Size::Body, ink, label);
    w
}

fn province_box(svg: &mut Svg, (x, y): (f32, f32), p: (&str, bool, &Tribes, Option<u8>), ctx: &Ctx) {
    let (id, start, tokens, peace) = p;
    let fill = if peace.is_some() { "#bdbdbd" } else { "#ffffff" };
    svg.rect(x, y, BOX_W, BOX_H, fill, Some(INK));
    let title = if start { format!("{id}★") } else { id.to_owned() };
    svg.bold(x + 8.0, y + 32.0, Size::Body, Anchor::Start, INK, &title);
    let mut cx = x + 6.0;
    let mut cy = y + 62.0;
    for tribe in tokens.present() {
        let label = format!("{}{}", tribe_initial(tribe, ctx), tokens.get(tribe));
        let w = Size::Body.bold_width_of(&label) + 14.0;
        if cx + w > x + BOX_W - 4.0 {
            cx = x + 6.0;
            cy += 40.0;
        }
        cx += token_chip(svg, cx, cy, tribe, &label) + 4.0;
    }
    if let Some(century) = peace {
        let label = ctx.say(&Msg::new("pic-attila-peace").num("century", i64::from(century)));
        svg.bold(x + BOX_W / 2.0, y + BOX_H - 12.0, Size::Body, Anchor::Middle, INK, &label);
    }
}

fn map(page: &mut Page, v: &AttilaView, ctx: &Ctx) {
    let top = page.y;
    for (a, b, sea) in tavola_engine::attila::borders() {
        let (from, to) = (centre(a, top), centre(b, top));
        if sea {
            dashed(&mut page.svg, from, to);
        } else {
            page.svg.line(from, to, INK, 5.0);
        }
    }
    for p in &v.provinces {
        province_box(&mut page.svg, place(&p.id, top), (&p.id, p.start, &p.tokens, p.peace), ctx);
    }
    // The legend fills the empty corner on the left.
    let (x, y) = (MARGIN, top + CELL_H + 10.0);
    let mut ly = y;
    for tribe in Tribe::ALL {
        let name = short(&tribe_name(tribe, ctx), 7);
        token_chip(&mut page.svg, x, ly + 18.0, tribe, &tribe_initial(tribe, ctx));
        page.svg.text(x + 44.0, ly + 28.0, Size::Body, Anchor::Start, INK, &name);
        ly += 44.0;
    }
    page.y = top + 6.0 * CELL_H;
    page.para(&ctx.word("pic-attila-legend"), INK);
}

/// Sea borders: a dashed line, drawn as short strokes.
fn dashed(svg: &mut Svg, (x1, y1): (f32, f32), (x2, y2): (f32, f32)) {
    let steps = 12;
    for i in (0..steps).step_by(2) {
        let t0 = i as f32 / steps as f32;
        let t1 = (i + 1) as f32 / steps as f32;
        let at = |t: f32| (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t);
        svg.line(at(t0), at(t1), "#1565c0", 5.0);
    }
}

/// The influence track: a row per player, a column per tribe, and the
/// tokens left in the supply.
fn influence(page: &mut Page, v: &AttilaView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-attila-influence"));
    let col0 = MARGIN + 300.0;
    let col_w = (inner_width() - 300.0) / Tribe::COUNT as f32;
    let header = page.y + 22.0;
    for (i, tribe) in Tribe::ALL.into_iter().enumerate() {
        token_chip(&mut page.svg, col0 + i as f32 * col_w + 20.0, header, tribe, &tribe_initial(tribe, ctx));
    }
    page.y += 50.0;
    let row_h = 2.0 * MARKER_R + 10.0;
    let row = |page: &mut Page, label: &str, values: [u8; Tribe::COUNT], marker: Option<tavola_engine::Seat>| {
        let cy = page.y + row_h / 2.0;
        let mut x = MARGIN;
        if let Some(seat) = marker {
            page.svg.marker(x + MARKER_R, cy, seat);
            x += 2.0 * MARKER_R + 10.0;
        }
        page.svg.bold(x, cy + 10.0, Size::Body, Anchor::Start, INK, &short(label, 12));
        for (i, value) in values.iter().enumerate() {
            let cx = col0 + i as f32 * col_w + 36.0;
            let text = if *value == 0 { "·".to_owned() } else { value.to_string() };
            page.svg.bold(cx, cy + 10.0, Size::Big, Anchor::Middle, INK, &text);
        }
        page.svg.line((MARGIN, page.y + row_h), (WIDTH as f32 - MARGIN, page.y + row_h), DIM, 1.0);
        page.y += row_h;
    };
    for p in &v.players {
        row(page, &ctx.name(p.seat), p.influence, Some(p.seat));
    }
    row(page, &ctx.word("pic-attila-supply"), v.supply.0, None);
}

fn players(page: &mut Page, v: &AttilaView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-players"));
    for p in &v.players {
        let tiles: Vec<String> = p
            .tiles
            .iter()
            .map(|t| {
                ctx.word(match t {
                    ActionTile::DoubleTurn => "pic-attila-tile-double",
                    ActionTile::Exchange => "pic-attila-tile-exchange",
                    ActionTile::Influence2 => "pic-attila-tile-influence",
                })
            })
            .collect();
        let msg = Msg::new("pic-attila-player")
            .num("points", i64::from(v.scores[p.seat.index()]))
            .num("now", i64::from(v.if_scored_now.get(p.seat.index()).copied().unwrap_or(0)))
            .num("hand", i64::from(p.hand_size))
            .text("tiles", if tiles.is_empty() { "-".to_owned() } else { tiles.join(", ") });
        page.player(p.seat, &ctx.name(p.seat), &ctx.say(&msg), !v.over && p.seat == v.current);
    }
}

/// The public board of an Attila game.
pub fn svg(v: &AttilaView, ctx: &Ctx) -> String {
    let mut page = Page::new();
    page.title(&ctx.say(&Msg::new("pic-attila-title").num("turn", i64::from(v.round))));
    let century = match v.century {
        Some(c) if !v.over => {
            let left = v.peace_tiles.get(usize::from(c).saturating_sub(4)).copied().unwrap_or(0);
            Msg::new("pic-attila-century")
                .num("century", i64::from(c))
                .num("gain", i64::from(v.influence_gain))
                .num("tiles", i64::from(left))
        }
        _ => Msg::new("pic-attila-no-century"),
    };
    page.para(&ctx.say(&century), DIM);
    let deck =
        Msg::new("pic-attila-deck").num("deck", v.deck_size as i64).num("discards", i64::from(v.discards.total()));
    page.para(&ctx.say(&deck), DIM);
    if let Some(c) = &v.conflict {
        page.para(&ctx.say(&Msg::new("pic-attila-conflict").text("province", c.province.clone())), INK);
    }
    page.gap(10.0);
    map(&mut page, v, ctx);
    influence(&mut page, v, ctx);
    players(&mut page, v, ctx);
    page.finish()
}
