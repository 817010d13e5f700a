//! Ming Dynastie, laid out wide: the six provinces side by side in two
//! rows of three (white, orange, green over pink, yellow, blue: the board's
//! two columns turned on their side, so every province still touches its
//! neighbours), each with its three districts (id, prince, monastery and
//! members on as many lines as they take), the borders with their crossing
//! symbols in the gaps between the districts, and the province's space
//! along its outer edge (its name, its face-up card, the members waiting,
//! the city during a scoring: a second line when they need it); the
//! players along the bottom.
//!
//! On a web page each district and each province's space carries its
//! detail (every member with its player, the prince, the monastery; the
//! card, the members waiting, in the city and in the province's districts):
//! see [`crate::board_svg_detailed`].
//!
//! Each province takes the height its fullest space and districts need
//! ([`map`](mod@map)); the legend of the signs gives way when the map
//! needs its room.
//!
//! The borders come from the engine's board as loaded (public information
//! the view does not repeat, overridable in `TAVOLA_DATA_DIR` like the
//! rules that use it).

use tavola_engine::ming::{MingView, Phase};
use tavola_engine::{GameKind, Msg, Seat};

mod map;

use map::{flow, lines, map_height, Map, Need, EDGE, LINE, PAD, SPLITS};

use crate::parts::{game_name, pack, points_unit, Frame, PlayerCell};
use crate::svg::{Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, WIDTH};
use crate::Ctx;

/// The picture's height.
const HEIGHT: u32 = 900;
const COUNTER_R: f32 = 17.0;

/// A pale fill per province colour key: the colour shows, the ink stays legible.
pub(crate) fn province_fill(key: &str) -> &'static str {
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

/// A symbol's name in the reader's language.
pub(crate) fn symbol_name(symbol: &str, ctx: &Ctx) -> String {
    ctx.game_word(GameKind::Ming, &format!("ming-card-{symbol}"))
}

/// The initial drawn in a symbol's shape: its name's, in the reader's language.
fn symbol_initial(symbol: &str, ctx: &Ctx) -> String {
    symbol_name(symbol, ctx).chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default()
}

/// A crossing symbol's width.
const SYMBOL_W: f32 = 36.0;

/// The box of a crossing symbol centred on `(cx, cy)`.
fn symbol_box(symbol: &str, (cx, cy): (f32, f32)) -> Rect {
    match symbol {
        "horse" => Rect::new(cx - 15.0, cy - 15.0, 30.0, 30.0),
        "boat" => Rect::new(cx - 14.0, cy - 14.0, 28.0, 28.0),
        _ => Rect::new(cx - SYMBOL_W / 2.0, cy - 19.0, SYMBOL_W, 36.0),
    }
}

/// A crossing symbol as a shape (colour-blind safe) with its initial.
fn symbol_mark(svg: &mut Svg, (cx, cy): (f32, f32), symbol: &str, ctx: &Ctx) {
    let pin = symbol_box(symbol, (cx, cy));
    let dy = if symbol == "horse" || symbol == "boat" { 0.0 } else { 3.0 };
    svg.pin(pin);
    match symbol {
        "horse" => svg.circle(cx, cy, pin.w / 2.0, "#ffffff", Some(INK)),
        "boat" => svg.block(pin.x, pin.y, pin.w, pin.h, "#ffffff", Some(INK)),
        _ => svg.polygon(&[(cx, pin.y), (pin.right(), pin.bottom()), (pin.x, pin.bottom())], "#ffffff", Some(INK)),
    }
    svg.enter(pin);
    svg.centred(cx, cy + dy, Size::Body, INK, &symbol_initial(symbol, ctx));
    svg.leave();
    svg.close();
}

/// A family's count: a seat's marker and the count, or the neutral family
/// of 2-player games (a grey "N"); returns its width.
fn family_chip(svg: &mut Svg, x: f32, cy: f32, family: usize, count: u8, neutral: Option<u8>, ctx: &Ctx) -> f32 {
    if Some(family as u8) == neutral {
        return svg.chip(x, cy, LINE - 2.0, "#9e9e9e", INK, Size::Body, &format!("N {count}"));
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

impl<'a> District<'a> {
    /// The `index`-th district of the view.
    fn of(v: &'a MingView, index: usize) -> District<'a> {
        let d = &v.districts[index];
        District { id: &d.id, members: &d.members, monastery: d.monastery, prince: d.prince }
    }
}

/// What a district's lines hold, left to right.
enum Item {
    /// Its id.
    Id,
    /// The prince: a crown and the seat's marker.
    Prince(Seat),
    /// The monastery: a cross and whose member sits there.
    Monastery(String),
    /// A family's members there.
    Family(usize, u8),
}

fn district_items(d: &District, neutral: Option<u8>, ctx: &Ctx) -> Vec<(f32, Item)> {
    let mut items = vec![(Size::Big.bold_width_of(d.id) + 8.0, Item::Id)];
    if let Some(seat) = d.prince {
        items.push((Size::Body.bold_width_of("♛") + 2.6 * COUNTER_R + 12.0, Item::Prince(seat)));
    }
    if let Some(f) = d.monastery {
        let who = if Some(f) == neutral { "N".to_owned() } else { ctx.mark(Seat(f)).label };
        let label = format!("✚{who}");
        items.push((Svg::chip_width(Size::Body, &label), Item::Monastery(label)));
    }
    for (family, &count) in d.members.iter().enumerate().filter(|(_, &n)| n > 0) {
        items.push((family_width(family, count, neutral), Item::Family(family, count)));
    }
    items
}

/// A province colour's word (`ming-colour-<key>`, the game's own).
pub(crate) fn colour_name(key: &str, ctx: &Ctx) -> String {
    ctx.game_word(GameKind::Ming, &format!("ming-colour-{key}"))
}

/// Who a family is: a player's name, or the neutral family of 2-player
/// games.
fn family_name(family: usize, neutral: Option<u8>, ctx: &Ctx) -> String {
    if Some(family as u8) == neutral {
        ctx.word("pic-ming-detail-neutral")
    } else {
        ctx.name(Seat(family as u8))
    }
}

/// Each family's count, "Ada 2, Bruno 1", or none when all are 0.
fn family_list(counts: &[u8], neutral: Option<u8>, ctx: &Ctx) -> Option<String> {
    let items: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(f, n)| format!("{} {n}", family_name(f, neutral, ctx)))
        .collect();
    (!items.is_empty()).then(|| items.join(", "))
}

/// A district's detail: its name, its prince, its monastery and every
/// family's members there.
fn district_detail(v: &MingView, index: usize, ctx: &Ctx) -> String {
    let d = District::of(v, index);
    let colour = v.provinces.get(index / 3).map_or("", |p| p.colour.as_str());
    let name = Msg::new("ming-district")
        .msg("colour", crate::dynamic(&format!("ming-colour-{colour}")))
        .num("n", index as i64 % 3 + 1);
    let name = ctx.game_say(GameKind::Ming, &name);
    let mut chars = name.chars();
    let name: String = chars.next().into_iter().flat_map(char::to_uppercase).chain(chars).collect();
    let mut lines = vec![format!("{name} ({})", d.id)];
    if let Some(seat) = d.prince {
        lines.push(ctx.say(&Msg::new("pic-ming-detail-prince").seat("seat", seat)));
    }
    if let Some(f) = d.monastery {
        let family = family_name(usize::from(f), v.neutral, ctx);
        lines.push(ctx.say(&Msg::new("pic-ming-detail-monastery").text("family", family)));
    }
    lines.push(match family_list(d.members, v.neutral, ctx) {
        Some(list) => ctx.say(&Msg::new("pic-ming-detail-members").text("list", list)),
        None => ctx.word("pic-ming-detail-no-members"),
    });
    lines.join("\n")
}

/// A province's detail: its space (the face-up card, the members waiting,
/// those in its city during a scoring) and every family's members in its
/// districts, monasteries included.
fn province_detail(v: &MingView, p: usize, ctx: &Ctx) -> String {
    let province = &v.provinces[p];
    let colour = colour_name(&province.colour, ctx);
    let mut lines = vec![ctx.say(&Msg::new("pic-ming-detail-space").text("colour", colour))];
    if let Some(card) = &province.card {
        lines.push(ctx.say(&Msg::new("pic-ming-detail-card").text("card", symbol_name(card, ctx))));
    }
    lines.push(match family_list(&province.waiting, None, ctx) {
        Some(list) => ctx.say(&Msg::new("pic-ming-detail-waiting").text("list", list)),
        None => ctx.word("pic-ming-detail-no-waiting"),
    });
    if let Some(list) = family_list(&province.city, v.neutral, ctx) {
        lines.push(ctx.say(&Msg::new("pic-ming-detail-city").text("list", list)));
    }
    let mut members: Vec<u8> = Vec::new();
    for d in v.districts.iter().skip(3 * p).take(3) {
        members.resize(members.len().max(d.members.len()), 0);
        for (total, &n) in members.iter_mut().zip(&d.members) {
            *total += n;
        }
        if let Some(f) = d.monastery.map(usize::from) {
            members.resize(members.len().max(f + 1), 0);
            members[f] += 1;
        }
    }
    lines.push(match family_list(&members, v.neutral, ctx) {
        Some(list) => ctx.say(&Msg::new("pic-ming-detail-districts").text("list", list)),
        None => ctx.word("pic-ming-detail-no-districts"),
    });
    lines.join("\n")
}

/// A district's box, its lines in `content`.
fn district_box(svg: &mut Svg, d: &District, b: Rect, content: Rect, neutral: Option<u8>, ctx: &Ctx) {
    svg.open("district", b);
    svg.panel(b, "#ffffff", Some(INK));
    let line = |n: usize| Rect::new(content.x, content.y + n as f32 * LINE, content.w, LINE);
    let items = district_items(d, neutral, ctx);
    let widths: Vec<f32> = items.iter().map(|(w, _)| *w).collect();
    for ((w, item), (n, dx)) in items.iter().zip(flow(&widths, content.w)) {
        let (x, row) = (content.x + dx, line(n));
        match item {
            Item::Id => svg.text_in(Rect::new(x, row.y, *w, row.h), 2.0, Size::Big, Anchor::Start, INK, true, d.id),
            Item::Prince(seat) => {
                let h = 2.4 * COUNTER_R;
                let pill = Rect::new(x, row.cy() - h / 2.0, *w, h);
                svg.panel(pill, "#ffca28", Some(INK));
                let crown = Rect::new(pill.x, pill.y, Size::Body.bold_width_of("♛") + 7.0, pill.h);
                svg.text_in(crown, 4.0, Size::Body, Anchor::Start, INK, true, "♛");
                svg.centred_marker(crown.right() + 1.3 * COUNTER_R, pill.cy(), COUNTER_R, &ctx.mark(*seat));
            }
            Item::Monastery(label) => {
                svg.chip(x, row.cy(), LINE - 8.0, "#ffffff", INK, Size::Body, label);
            }
            Item::Family(family, count) => {
                family_chip(svg, x, row.cy(), *family, *count, neutral, ctx);
            }
        }
    }
    svg.close();
}

/// What a province's space holds, left to right: its name, its face-up
/// card, the members waiting there and, during a scoring, those in its
/// city.
enum FootItem {
    Name(String),
    Card(String),
    Family(usize, u8, Option<u8>),
    City(String),
}

fn foot_items(v: &MingView, p: usize, ctx: &Ctx) -> Vec<(f32, FootItem)> {
    let province = &v.provinces[p];
    let name = colour_name(&province.colour, ctx).to_uppercase();
    let mut items = vec![(Size::Body.bold_width_of(&name) + 8.0, FootItem::Name(name))];
    if let Some(card) = &province.card {
        items.push((SYMBOL_W, FootItem::Card(card.clone())));
    }
    for (seat, &n) in province.waiting.iter().enumerate().filter(|(_, &n)| n > 0) {
        items.push((family_width(seat, n, None), FootItem::Family(seat, n, None)));
    }
    if province.city.iter().any(|&n| n > 0) {
        let city = ctx.word("pic-ming-city");
        items.push((Size::Body.bold_width_of(&city) + 8.0, FootItem::City(city)));
        for (f, &n) in province.city.iter().enumerate().filter(|(_, &n)| n > 0) {
            items.push((family_width(f, n, v.neutral), FootItem::Family(f, n, v.neutral)));
        }
    }
    items
}

/// How many lines a province's space `width` wide takes.
fn foot_lines(v: &MingView, p: usize, width: f32, ctx: &Ctx) -> usize {
    let widths: Vec<f32> = foot_items(v, p, ctx).iter().map(|(w, _)| *w).collect();
    lines(&widths, width - 2.0 * PAD)
}

/// The province's space along its block's edge.
fn province_foot(svg: &mut Svg, v: &MingView, p: usize, foot: Rect, ctx: &Ctx) {
    svg.open("space", foot);
    let inner = foot.inset(PAD);
    let items = foot_items(v, p, ctx);
    let widths: Vec<f32> = items.iter().map(|(w, _)| *w).collect();
    for ((w, item), (n, dx)) in items.iter().zip(flow(&widths, inner.w)) {
        let row = Rect::new(inner.x + dx, inner.y + n as f32 * LINE, *w, LINE);
        match item {
            FootItem::Name(text) | FootItem::City(text) => {
                svg.text_in(row, 2.0, Size::Body, Anchor::Start, INK, true, text);
            }
            FootItem::Card(card) => symbol_mark(svg, (row.cx(), row.cy()), card, ctx),
            FootItem::Family(f, count, neutral) => {
                family_chip(svg, row.x, row.cy(), *f, *count, *neutral, ctx);
            }
        }
    }
    svg.close();
}

/// Each border's crossing symbol: its box, its centre and its symbol; one
/// that would lie on another, on a province's space or on a district's
/// lines moved along its border, or near its middle, until it is clear.
fn pins(geo: &Map) -> Vec<(Rect, (f32, f32), &'static str)> {
    let spaces = (0..geo.blocks.len()).map(|p| geo.space(p));
    let taken: Vec<Rect> = spaces.chain((0..18).map(|i| geo.content(i))).collect();
    let mut placed: Vec<(Rect, (f32, f32), &'static str)> = Vec::new();
    for (a, b, symbol) in tavola_engine::ming::borders() {
        let clear =
            |r: &Rect| placed.iter().map(|p| p.0).chain(taken.iter().copied()).all(|p| !p.inset(-2.0).overlaps(r));
        // Along the border, else the nearest clear place around its middle.
        let (x, y) = geo.crossing(a, b, 0.0);
        let along = [0.0, 0.06, -0.06, 0.12, -0.12, 0.18, -0.18].map(|shift| geo.crossing(a, b, shift));
        let mut around: Vec<(f32, f32)> =
            (-3..=3).flat_map(|i| (-3..=3).map(move |j| (x + 8.0 * i as f32, y + 10.0 * j as f32))).collect();
        around.sort_by(|p, q| (p.0 - x).hypot(p.1 - y).total_cmp(&(q.0 - x).hypot(q.1 - y)));
        let at = along.into_iter().chain(around).find(|&at| clear(&symbol_box(symbol, at))).unwrap_or((x, y));
        placed.push((symbol_box(symbol, at), at, symbol));
    }
    placed
}

/// The map: provinces, borders, districts, crossing symbols.
fn map(frame: &mut Frame, v: &MingView, geo: &Map, ctx: &Ctx) {
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
    for i in 0..v.districts.len().min(18) {
        frame.svg.open_detail(|| district_detail(v, i, ctx));
        district_box(&mut frame.svg, &District::of(v, i), geo.district(i), geo.content(i), v.neutral, ctx);
        frame.svg.close_detail();
    }
    for (_, at, symbol) in pins(geo) {
        symbol_mark(&mut frame.svg, at, symbol, ctx);
    }
    for p in 0..v.provinces.len().min(6) {
        frame.svg.open_detail(|| province_detail(v, p, ctx));
        province_foot(&mut frame.svg, v, p, geo.space(p), ctx);
        frame.svg.close_detail();
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
            let mut more = Vec::new();
            let tiles: Vec<String> = p
                .tiles
                .iter()
                .zip(&v.provinces)
                .filter(|(&n, _)| n > 0)
                .map(|(n, province)| format!("{} {n}", colour_name(&province.colour, ctx)))
                .collect();
            if !tiles.is_empty() {
                more.push(ctx.say(&Msg::new("pic-ming-detail-tiles").text("list", tiles.join(", "))));
            }
            if p.passed {
                more.push(ctx.word("pic-passed"));
            }
            PlayerCell::new(p.seat, points.to_string(), points_unit(points, ctx), details, whose_turn(v))
                .with_badge(if p.passed { ctx.word("pic-passed") } else { String::new() })
                .with_more(more)
        })
        .collect()
}

/// What each province needs in a map `width` wide: its districts' area
/// shared across the way that leaves its block lowest.
fn needs(v: &MingView, width: f32, ctx: &Ctx) -> Vec<Need> {
    let (block_w, area_w) = Map::widths(width);
    (0..v.provinces.len().min(6))
        .map(|p| {
            let foot = foot_lines(v, p, block_w - 8.0, ctx);
            let districts: Vec<District> = (0..3).map(|slot| District::of(v, 3 * p + slot)).collect();
            let shared = SPLITS.iter().filter_map(|&split| {
                let widths = Map::box_widths(p, area_w, split);
                let mut counts = [1; 3];
                for (slot, d) in districts.iter().enumerate() {
                    let items = district_items(d, v.neutral, ctx);
                    let inner = widths[slot] - 2.0 * PAD - 2.0 * EDGE;
                    if items.iter().any(|(w, _)| *w > inner) {
                        return None;
                    }
                    let widths: Vec<f32> = items.iter().map(|(w, _)| *w).collect();
                    counts[slot] = lines(&widths, inner);
                }
                Some(Need { foot, split, lines: counts })
            });
            let height = |n: &Need| Map::block_height(p, *n);
            shared.reduce(|best, n| if height(&n) < height(&best) { n } else { best }).unwrap_or(Need {
                foot,
                split: 0.5,
                lines: [1; 3],
            })
        })
        .collect()
}

/// The one seat whose turn it is, marked ▶ and framed; none while the
/// seats owing return cards choose them at once.
fn whose_turn(v: &MingView) -> Option<Seat> {
    (!v.over && !matches!(v.phase, Phase::Return { .. })).then_some(v.current)
}

/// The public board of a Ming Dynastie game.
pub fn svg(v: &MingView, ctx: &Ctx) -> String {
    let mut frame = Frame::new(HEIGHT).with_details(ctx);
    let game = game_name(GameKind::Ming, ctx);
    let title = ctx.say(&Msg::new("pic-ming-title").text("game", game).num("round", i64::from(v.round)));
    let over = ctx.word("pic-over");
    let top = frame.strip(&title, whose_turn(v), v.over.then_some(over.as_str()), ctx);
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
    let items = vec![ctx.say(&next), ctx.say(&decks)];
    let mut legend = symbols;
    legend.push(ctx.word("pic-ming-legend"));
    let bottom = frame.players(&cells(v, ctx), ctx) - GAP;
    let full = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - top);
    // The legend of the signs when the map leaves room for it, then the
    // next scoring and the decks.
    let map_area = |items: &[String]| {
        let h = pack(items, Size::Body, full.w - 8.0).len() as f32 * Size::Body.line() + 4.0;
        Rect::new(full.x, full.y + h, full.w, full.h - h)
    };
    let needs = needs(v, full.w, ctx);
    let with_legend: Vec<String> = items.iter().chain(&legend).cloned().collect();
    let height = map_height(&needs);
    let items =
        [with_legend, items, Vec::new()].into_iter().find(|shown| height <= map_area(shown).h).unwrap_or_default();
    let geo = Map::new(map_area(&items), needs);
    frame.svg.open("board", full);
    let mut rest = full;
    for line in pack(&items, Size::Body, full.w - 8.0) {
        rest = frame.para(rest, &line, DIM);
    }
    map(&mut frame, v, &geo, ctx);
    frame.svg.close();
    frame.finish()
}
