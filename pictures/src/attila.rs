//! Attila, laid out wide as the printed board: the 25 provinces as a
//! schematic map on the left (their places follow the map's borders, west
//! to east; tokens by tribe, starting provinces starred, pacified ones
//! greyed with their century, the province in conflict tinted, framed and
//! signed ⚔ while its cards are committed, the tribes' legend in the empty
//! west), the influence track on the right (who leads each tribe, at a
//! glance), a conflict in words, the century and the deck under it, the
//! players along the bottom. On a web
//! page each province carries its detail (each tribe's tokens there and
//! who holds the most influence over it): see
//! [`crate::board_svg_detailed`].
//!
//! Borders come from the engine's map as loaded (public information the
//! view does not repeat, overridable in `TAVOLA_DATA_DIR` like the rules
//! that use it); sea borders are dashed.

use tavola_engine::attila::{ActionTile, AttilaView, Tribe, Tribes};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{game_name, pack, points_unit, Frame, PlayerCell};
use crate::svg::{Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, TURN, WIDTH};
use crate::Ctx;

/// Where each province sits, as (column, row) of a 6 x 5 grid; a province
/// the table lacks is drawn in the last free cell.
pub(crate) const PLACES: [(&str, u8, u8); 25] = [
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
    ("CRE", 3, 4),
    ("GRA", 4, 4),
    ("ASI", 5, 4),
];

/// The picture's height: the map's five rows, the strip and the players.
const HEIGHT: u32 = 900;
/// The west column (Britannia and the legend) and the others.
const WEST_W: f32 = 176.0;
const COL_W: f32 = 130.0;
const BOX_W: f32 = 122.0;
/// A row of the map at most, and the room between two rows.
const ROW_H: f32 = 132.0;
const ROW_GAP: f32 = 6.0;
const CHIP_H: f32 = 29.0;

/// A province in conflict: its frame and sign, its tint, the sign itself.
const CONFLICT: &str = "#d84315";
const CONFLICT_FILL: &str = "#ffccbc";
const CONFLICT_SIGN: &str = "⚔";
/// The status line naming it (dark enough to read as text on the paper).
const CONFLICT_INK: &str = "#bf360c";

/// The map's area: the west column and five more.
fn map_width() -> f32 {
    WEST_W + 5.0 * COL_W - (COL_W - BOX_W)
}

/// The height of a map's row in `map`.
fn row_h(map: Rect) -> f32 {
    (map.h / 5.0).min(ROW_H)
}

/// A province's box.
fn place(id: &str, map: Rect) -> Rect {
    let (col, row) = PLACES.iter().find(|(p, _, _)| *p == id).map_or((0, 4), |&(_, c, r)| (c, r));
    let x = if col == 0 { map.x + WEST_W - COL_W } else { map.x + WEST_W + f32::from(col - 1) * COL_W };
    Rect::new(x, map.y + f32::from(row) * row_h(map), BOX_W, row_h(map) - ROW_GAP)
}

fn centre(id: &str, map: Rect) -> (f32, f32) {
    let b = place(id, map);
    (b.cx(), b.cy())
}

/// A tribe's token colour (the engine's) and the ink that reads on it.
pub(crate) fn tribe_fill(tribe: Tribe) -> (&'static str, &'static str) {
    match tribe.colour() {
        "blue" => ("#1565c0", "#ffffff"),
        "black" => ("#212121", "#ffffff"),
        "yellow" => ("#fbc02d", "#111111"),
        "green" => ("#2e7d32", "#ffffff"),
        "white" => ("#ffffff", "#111111"),
        _ => ("#c62828", "#ffffff"),
    }
}

pub(crate) fn tribe_name(tribe: Tribe, ctx: &Ctx) -> String {
    ctx.game_word(GameKind::Attila, &format!("attila-tribe-{}", tribe.name().to_lowercase()))
}

/// A tribe's initial in the reader's language (unique in both).
pub(crate) fn tribe_initial(tribe: Tribe, ctx: &Ctx) -> String {
    tribe_name(tribe, ctx).chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default()
}

/// A token chip: the tribe's colour, initial and a count; returns its width.
fn token_chip(svg: &mut Svg, x: f32, cy: f32, tribe: Tribe, label: &str) -> f32 {
    let (fill, ink) = tribe_fill(tribe);
    let w = Size::Body.bold_width_of(label) + 10.0;
    let r = Rect::new(x, cy - CHIP_H / 2.0, w, CHIP_H);
    svg.panel(r, fill, Some(INK));
    svg.text_in(r, 0.0, Size::Body, Anchor::Middle, ink, true, label);
    w
}

/// The century `century` on a dark disc centred on `(cx, cy)`, as a
/// pacified province shows it.
fn century_disc(svg: &mut Svg, cx: f32, cy: f32, century: u8) {
    svg.circle(cx, cy, 15.0, INK, None);
    let disc = Rect::new(cx - 15.0, cy - 15.0, 30.0, 30.0);
    svg.text_in(disc, 0.0, Size::Body, Anchor::Middle, "#ffffff", true, &century.to_string());
}

/// A province on the map: its id (starred if a tribe starts there), its
/// tokens; greyed with its century once pacified; tinted, framed thick
/// and signed ⚔ while a conflict is fought there.
fn province_box(svg: &mut Svg, b: Rect, p: (&str, bool, &Tribes, Option<u8>), conflict: bool, ctx: &Ctx) {
    let (id, start, tokens, peace) = p;
    let fill = match (peace, conflict) {
        (Some(_), _) => "#bdbdbd",
        (None, true) => CONFLICT_FILL,
        (None, false) => "#ffffff",
    };
    let (x, y) = (b.x, b.y);
    svg.panel(b, fill, Some(INK));
    let head = Rect::new(x, y + 2.0, BOX_W, 30.0);
    let mut title = if start { format!("{id}★") } else { id.to_owned() };
    let mut ink = INK;
    if conflict {
        // A band across the head, the sign before the id, a thick frame.
        svg.block(x, y, BOX_W, head.bottom() - y + 1.0, CONFLICT, None);
        svg.outline(b.inset(3.0), CONFLICT, 6.0);
        title = format!("{CONFLICT_SIGN} {title}");
        ink = "#ffffff";
    }
    svg.text_in(head, 6.0, Size::Body, Anchor::Start, ink, true, &title);
    if let Some(century) = peace {
        // The century of its peace tile, on a dark disc.
        century_disc(svg, x + BOX_W - 19.0, head.cy(), century);
    }
    svg.enter(b);
    let mut cx = x + 5.0;
    let mut cy = y + 33.0 + CHIP_H / 2.0;
    for tribe in tokens.present() {
        let label = format!("{}{}", tribe_initial(tribe, ctx), tokens.get(tribe));
        let w = Size::Body.bold_width_of(&label) + 10.0;
        if cx + w > x + BOX_W - 4.0 {
            cx = x + 5.0;
            cy += CHIP_H + 1.0;
        }
        cx += token_chip(svg, cx, cy, tribe, &label) + 4.0;
    }
    svg.leave();
}

/// The seats with the most influence over a tribe (none while nobody has
/// any), and how much.
fn leaders(v: &AttilaView, tribe: Tribe) -> (Vec<Seat>, u8) {
    let best = v.players.iter().map(|p| p.influence[tribe.index()]).max().unwrap_or(0);
    let seats = v.players.iter().filter(|p| best > 0 && p.influence[tribe.index()] == best).map(|p| p.seat);
    (seats.collect(), best)
}

/// A province's detail: its name, whether it starts a tribe or is
/// pacified, a conflict there, and each tribe's tokens with who holds the
/// most influence over it.
fn province_detail(v: &AttilaView, index: usize, ctx: &Ctx) -> String {
    let p = &v.provinces[index];
    let mut lines = vec![format!("{} ({})", p.name, p.id)];
    if p.start {
        lines.push(ctx.word("pic-attila-legend-start"));
    }
    if let Some(century) = p.peace {
        lines.push(ctx.say(&Msg::new("pic-attila-detail-peace").num("century", i64::from(century))));
    }
    if v.conflict.as_ref().is_some_and(|c| c.province == p.name) {
        lines.push(ctx.say(&Msg::new("pic-attila-conflict").text("province", p.name.clone())));
    }
    for tribe in p.tokens.present() {
        let tokens = Msg::new("pic-attila-detail-tribe")
            .text("tribe", tribe_name(tribe, ctx))
            .num("count", i64::from(p.tokens.get(tribe)));
        let (seats, influence) = leaders(v, tribe);
        let lead = if seats.is_empty() {
            ctx.word("pic-attila-detail-no-leader")
        } else {
            ctx.say(&Msg::new("pic-attila-detail-leader").seats("seats", seats).num("influence", i64::from(influence)))
        };
        lines.push(format!("{}, {lead}", ctx.say(&tokens)));
    }
    if p.tokens.total() == 0 {
        lines.push(ctx.word("pic-attila-detail-empty"));
    }
    lines.join("\n")
}

fn map(frame: &mut Frame, v: &AttilaView, area: Rect, ctx: &Ctx) {
    for (a, b, sea) in tavola_engine::attila::borders() {
        let (from, to) = (centre(a, area), centre(b, area));
        if sea {
            frame.svg.dashed(from, to, "#1565c0", 5.0);
        } else {
            frame.svg.line(from, to, INK, 5.0);
        }
    }
    for (i, p) in v.provinces.iter().enumerate() {
        let conflict = v.conflict.as_ref().is_some_and(|c| c.province == p.name);
        frame.svg.open_detail(|| province_detail(v, i, ctx));
        province_box(&mut frame.svg, place(&p.id, area), (&p.id, p.start, &p.tokens, p.peace), conflict, ctx);
        frame.svg.close_detail();
    }
    // The legend fills the empty west, under Britannia.
    let legend = Rect::new(area.x, area.y + row_h(area), WEST_W - (COL_W - BOX_W) - 4.0, area.h - row_h(area));
    let mut y = legend.y + 4.0;
    for tribe in Tribe::ALL {
        let chip_w = token_chip(&mut frame.svg, legend.x, y + CHIP_H / 2.0, tribe, &tribe_initial(tribe, ctx));
        let name_box = Rect::new(legend.x + chip_w + 4.0, y, legend.w - chip_w - 4.0, CHIP_H);
        frame.svg.text_in(name_box, 2.0, Size::Body, Anchor::Start, INK, false, &tribe_name(tribe, ctx));
        y += CHIP_H + 6.0;
    }
    let mut rest = Rect::new(legend.x, y + 6.0, legend.w, legend.bottom() - y - 6.0);
    rest = frame.para(rest, &ctx.word("pic-attila-legend-start"), DIM);
    // The pacified provinces' disc, drawn as they show it, before its words.
    let century = v.century.unwrap_or(4).clamp(4, 7);
    rest = signed_para(
        frame,
        rest,
        |svg, r| century_disc(svg, r.x + 17.0, r.cy(), century),
        38.0,
        &ctx.word("pic-attila-legend-peace"),
    );
    frame.para(rest, &ctx.word("pic-attila-legend-sea"), DIM);
}

/// A legend's paragraph after a sign `indent` wide that `sign` draws in
/// the first line's box: the first line beside it, the rest under it;
/// returns the area left under them.
fn signed_para(frame: &mut Frame, r: Rect, sign: impl FnOnce(&mut Svg, Rect), indent: f32, text: &str) -> Rect {
    let line_h = Size::Body.line();
    sign(&mut frame.svg, Rect::new(r.x, r.y, indent, line_h));
    let room = r.w - indent - 8.0;
    let first = crate::parts::wrap(text, Size::Body, room).into_iter().next().unwrap_or_default();
    let first = if Size::Body.width_of(&first) <= room { first } else { String::new() };
    let rest = text[first.len()..].trim_start();
    let beside = Rect::new(r.x + indent, r.y, r.w - indent, line_h);
    frame.svg.text_in(beside, 2.0, Size::Body, Anchor::Start, DIM, false, &first);
    let under = Rect::new(r.x, r.y + line_h, r.w, (r.h - line_h).max(0.0));
    if rest.is_empty() {
        under
    } else {
        frame.para(under, rest, DIM)
    }
}

/// The influence track: a column per player, a row per tribe; each
/// tribe's leader framed in their colour.
fn influence(frame: &mut Frame, v: &AttilaView, area: Rect, ctx: &Ctx) -> Rect {
    let body = frame.heading(area, &ctx.word("pic-attila-influence"));
    let label_w = 48.0;
    let cols = Rect::new(body.x + label_w, body.y, body.w - label_w, body.h).columns(v.players.len(), 4.0);
    let row_h = 44.0;
    for (p, col) in v.players.iter().zip(&cols) {
        frame.svg.marker(col.cx(), body.y + row_h / 2.0, 18.0, &ctx.mark(p.seat), Size::Body);
    }
    let mut y = body.y + row_h + 4.0;
    for (t, tribe) in Tribe::ALL.into_iter().enumerate() {
        token_chip(&mut frame.svg, body.x + 2.0, y + row_h / 2.0, tribe, &tribe_initial(tribe, ctx));
        let best = v.players.iter().map(|p| p.influence[t]).max().unwrap_or(0);
        for (p, col) in v.players.iter().zip(&cols) {
            let cell = Rect::new(col.x, y + 2.0, col.w, row_h - 4.0);
            let value = p.influence[t];
            if value > 0 && value == best {
                let mark = ctx.mark(p.seat);
                frame.svg.panel(cell, TURN, Some(mark.fill));
                frame.svg.outline(cell.inset(2.0), mark.fill, 3.0);
            }
            let text = if value == 0 { "·".to_owned() } else { value.to_string() };
            frame.svg.text_in(cell, 0.0, Size::Glance, Anchor::Middle, INK, true, &text);
        }
        frame.svg.line((body.x, y + row_h), (body.right(), y + row_h), "#bbbbbb", 1.0);
        y += row_h;
    }
    // The supply under the track.
    let supply: Vec<String> = Tribe::ALL
        .into_iter()
        .enumerate()
        .map(|(t, tribe)| format!("{}\u{a0}{}", tribe_initial(tribe, ctx), v.supply.0[t]))
        .collect();
    let text = ctx.say(&Msg::new("pic-attila-supply-left").text("list", supply.join(" · ")));
    frame.para(Rect::new(body.x, y + 6.0, body.w, body.bottom() - y - 6.0), &text, INK)
}

/// A conflict under way, the century, the deck, the tiles' signs.
fn status(frame: &mut Frame, v: &AttilaView, area: Rect, ctx: &Ctx) {
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
    let mut items = vec![ctx.say(&century)];
    items.push(ctx.say(
        &Msg::new("pic-attila-deck").num("deck", v.deck_size as i64).num("discards", i64::from(v.discards.total())),
    ));
    let mut rest = area;
    // A conflict first, in the colour and with the sign of its province.
    if let Some(c) = &v.conflict {
        let id = v.provinces.iter().find(|p| p.name == c.province).map_or("", |p| p.id.as_str());
        let msg = Msg::new("pic-attila-conflict-status").text("province", c.province.clone()).text("id", id.to_owned());
        rest = frame.para(rest, &ctx.say(&msg), CONFLICT_INK);
    }
    for line in pack(&items, Size::Body, area.w - 8.0) {
        rest = frame.para(rest, &line, INK);
    }
    // The signs of the tiles still in some player's cell, as far as the
    // room under the track goes (a tall players' row leaves less).
    let tiles: Vec<String> = [ActionTile::DoubleTurn, ActionTile::Exchange, ActionTile::Influence2]
        .into_iter()
        .filter(|t| v.players.iter().any(|p| p.tiles.contains(t)))
        .map(|t| format!("{} {}", tile_sign(t), tile_name(t, ctx)))
        .collect();
    for line in pack(&tiles, Size::Body, area.w - 8.0) {
        let lines = crate::parts::wrap(&line, Size::Body, rest.w - 8.0).len() as f32;
        if lines * Size::Body.line() > rest.h {
            break;
        }
        rest = frame.para(rest, &line, DIM);
    }
}

/// An action tile's sign on the players' row (its name is in the legend).
fn tile_sign(tile: ActionTile) -> &'static str {
    match tile {
        ActionTile::DoubleTurn => "×2",
        ActionTile::Exchange => "⇄",
        ActionTile::Influence2 => "+2",
    }
}

fn tile_name(tile: ActionTile, ctx: &Ctx) -> String {
    ctx.word(match tile {
        ActionTile::DoubleTurn => "pic-attila-tile-double",
        ActionTile::Exchange => "pic-attila-tile-exchange",
        ActionTile::Influence2 => "pic-attila-tile-influence",
    })
}

fn cells(v: &AttilaView, ctx: &Ctx) -> Vec<PlayerCell> {
    v.players
        .iter()
        .map(|p| {
            let points = i64::from(v.scores[p.seat.index()]);
            let now = i64::from(v.if_scored_now.get(p.seat.index()).copied().unwrap_or(0));
            let hand = ctx.say(&Msg::new("pic-attila-hand").num("hand", i64::from(p.hand_size)));
            let signs: Vec<&str> = p.tiles.iter().map(|&t| tile_sign(t)).collect();
            let influence: Vec<String> = Tribe::ALL
                .into_iter()
                .filter(|t| p.influence[t.index()] > 0)
                .map(|t| format!("{} {}", tribe_name(t, ctx), p.influence[t.index()]))
                .collect();
            let mut more = vec![if influence.is_empty() {
                ctx.word("pic-attila-detail-no-influence")
            } else {
                ctx.say(&Msg::new("pic-attila-detail-influence").text("list", influence.join(", ")))
            }];
            let tiles: Vec<String> =
                p.tiles.iter().map(|&t| format!("{} {}", tile_sign(t), tile_name(t, ctx))).collect();
            more.push(if tiles.is_empty() {
                ctx.word("pic-attila-detail-no-tiles")
            } else {
                ctx.say(&Msg::new("pic-attila-detail-tiles").text("list", tiles.join(", ")))
            });
            PlayerCell::new(
                p.seat,
                points.to_string(),
                points_unit(points, ctx),
                vec![ctx.say(&Msg::new("pic-attila-now").num("now", now)), hand],
                (!v.over).then_some(v.current),
            )
            .with_badge(signs.join(" "))
            .with_more(more)
        })
        .collect()
}

/// The public board of an Attila game.
pub fn svg(v: &AttilaView, ctx: &Ctx) -> String {
    let mut frame = Frame::new(HEIGHT).with_details(ctx);
    let title = ctx.say(
        &Msg::new("pic-attila-title").text("game", game_name(GameKind::Attila, ctx)).num("turn", i64::from(v.round)),
    );
    let turn: Option<Seat> = (!v.over).then_some(v.current);
    let top = frame.strip(&title, turn, Some(&ctx.word("pic-over")), ctx);
    let bottom = frame.players(&cells(v, ctx), ctx) - GAP;
    let map_area = Rect::new(MARGIN, top, map_width(), bottom - top);
    frame.svg.open("map", map_area);
    map(&mut frame, v, map_area, ctx);
    frame.svg.close();
    let right_x = MARGIN + map_width() + 2.0 * GAP;
    let right = Rect::new(right_x, top, WIDTH as f32 - MARGIN - right_x, bottom - top);
    frame.svg.open("influence", right);
    let rest = influence(&mut frame, v, right, ctx);
    status(&mut frame, v, rest, ctx);
    frame.svg.close();
    frame.finish()
}
