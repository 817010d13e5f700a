//! In the Year of the Dragon, laid out as the printed board: the year's
//! twelve events in a row across the top (the current month framed), the
//! action groups with the dragons of who took them and the person track
//! under it (the Great Wall's builders beside, with the expansion), and
//! the players along the bottom, each with their goods and palaces (floors
//! lived in and empty; which persons live there is the text board's, and
//! the palaces' detail on a web page: see [`crate::board_svg_detailed`]).

use tavola_engine::dragon::{ActionCard, DragonView, EventKind, Palace, Person, SuperEvent, Tile};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{game_name, pack, points_unit, Frame, PlayerCell};
use crate::svg::{Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, TURN, WIDTH};
use crate::Ctx;

const EVENT_H: f32 = 86.0;
const FLOOR_H: f32 = 20.0;
const ROOF_H: f32 = 14.0;
/// The room under each player's details for their palaces: four floors
/// and a roof.
const PALACES_H: f32 = 4.0 * FLOOR_H + ROOF_H + 8.0;

/// An event's id in the words, its sign and its colour.
fn event_style(event: EventKind) -> (&'static str, &'static str, &'static str) {
    match event {
        EventKind::Peace => ("peace", "☮", "#dcedc8"),
        EventKind::Tribute => ("tribute", "¥", "#fff59d"),
        EventKind::Drought => ("drought", "☀", "#ffcc80"),
        EventKind::Festival => ("festival", "✦", "#f8bbd0"),
        EventKind::Mongols => ("mongols", "⚔", "#ef9a9a"),
        EventKind::Contagion => ("contagion", "☣", "#ce93d8"),
    }
}

const EVENTS: [EventKind; 6] = [
    EventKind::Peace,
    EventKind::Tribute,
    EventKind::Drought,
    EventKind::Festival,
    EventKind::Mongols,
    EventKind::Contagion,
];

fn event_name(event: EventKind, ctx: &Ctx) -> String {
    ctx.word(&format!("pic-dragon-e-{}", event_style(event).0))
}

fn card_id(card: ActionCard) -> &'static str {
    match card {
        ActionCard::Taxes => "taxes",
        ActionCard::Build => "build",
        ActionCard::Harvest => "harvest",
        ActionCard::Fireworks => "fireworks",
        ActionCard::Parade => "parade",
        ActionCard::Research => "research",
        ActionCard::Privilege => "privilege",
        ActionCard::Wall => "wall",
    }
}

fn super_id(event: SuperEvent) -> &'static str {
    match event {
        SuperEvent::Lanternfest => "dragon-super-lanternfest",
        SuperEvent::Buddha => "dragon-super-buddha",
        SuperEvent::Earthquake => "dragon-super-earthquake",
        SuperEvent::Flood => "dragon-super-flood",
        SuperEvent::Eclipse => "dragon-super-eclipse",
        SuperEvent::Volcano => "dragon-super-volcano",
        SuperEvent::Tornado => "dragon-super-tornado",
        SuperEvent::Sunrise => "dragon-super-sunrise",
        SuperEvent::Assassination => "dragon-super-assassination",
        SuperEvent::Charter => "dragon-super-charter",
    }
}

/// The twelve months in a row: each event's sign on its colour, past
/// months greyed, the current one framed; the signs' legend under them.
fn events(frame: &mut Frame, v: &DragonView, area: Rect, ctx: &Ctx) -> Rect {
    let row = Rect::new(area.x, area.y, area.w, EVENT_H);
    for (i, (&event, tile)) in v.events.iter().zip(row.columns(v.events.len(), 6.0)).enumerate() {
        let month = i as u8 + 1;
        let (_, sign, colour) = event_style(event);
        let (fill, ink) = match month.cmp(&v.round) {
            std::cmp::Ordering::Less => ("#d6d6d6", DIM),
            std::cmp::Ordering::Equal => (TURN, INK),
            std::cmp::Ordering::Greater => (colour, INK),
        };
        frame.svg.open_detail(|| {
            ctx.say(&Msg::new("pic-dragon-detail-month").num("month", month).text("event", event_name(event, ctx)))
        });
        frame.svg.panel(tile, fill, Some(INK));
        if month == v.round {
            frame.svg.outline(tile.inset(-3.0), INK, 5.0);
        }
        let top = Rect::new(tile.x, tile.y, tile.w, 32.0);
        frame.svg.text_in(top, 8.0, Size::Body, Anchor::Start, ink, true, &month.to_string());
        let low = Rect::new(tile.x, tile.y + 30.0, tile.w, tile.h - 30.0);
        frame.svg.text_in(low, 0.0, Size::Glance, Anchor::Middle, ink, true, sign);
        frame.svg.close_detail();
    }
    let mut items: Vec<String> =
        EVENTS.iter().map(|&e| format!("{} {}", event_style(e).1, event_name(e, ctx))).collect();
    if let Some(event) = v.super_event {
        let name = ctx.game_word(GameKind::YearOfTheDragon, super_id(event));
        items.push(ctx.say(&Msg::new("pic-dragon-super").text("name", name)));
    }
    let mut rest = Rect::new(area.x, row.bottom() + 6.0, area.w, area.bottom() - row.bottom() - 6.0);
    for line in pack(&items, Size::Body, area.w - 8.0) {
        rest = frame.para(rest, &line, INK);
    }
    rest
}

/// The action groups: their cards, and the dragons of who took them.
fn groups(frame: &mut Frame, v: &DragonView, area: Rect, ctx: &Ctx) {
    let body = frame.heading(area, &ctx.word("pic-dragon-groups"));
    let r = 17.0;
    for (g, (cards, b)) in v.groups.iter().zip(body.columns(v.groups.len(), 8.0)).enumerate() {
        let taken = v.dragons.get(g).is_some_and(|d| !d.is_empty());
        frame.svg.panel(b, if taken { "#ffe0b2" } else { "#ffffff" }, Some(INK));
        for (k, &card) in cards.iter().enumerate() {
            let name = ctx.word(&format!("pic-dragon-c-{}", card_id(card)));
            let line = Rect::new(b.x, b.y + 4.0 + k as f32 * 30.0, b.w, 30.0);
            frame.svg.text_in(line, 8.0, Size::Body, Anchor::Start, INK, false, &name);
        }
        let per_row = ((b.w - 8.0) / (2.6 * r + 4.0)).floor().max(1.0) as usize;
        for (k, &seat) in v.dragons.get(g).into_iter().flatten().enumerate() {
            let (col, row) = ((k % per_row) as f32, (k / per_row) as f32);
            let cx = b.x + 6.0 + 1.3 * r + col * (2.6 * r + 4.0);
            let cy = b.bottom() - 6.0 - 1.2 * r - row * (2.5 * r + 2.0);
            frame.svg.marker(cx, cy, r, &ctx.mark(seat), Size::Body);
        }
    }
}

/// The person track, first to act first, with each seat's space; the
/// Great Wall's builders under it.
fn track(frame: &mut Frame, v: &DragonView, area: Rect, ctx: &Ctx) {
    let mut body = frame.heading(area, &ctx.word("pic-dragon-track"));
    let r = 18.0;
    let (mut x, mut cy) = (body.x, body.y + 26.0);
    for (i, &seat) in v.order.iter().enumerate() {
        let space = v.players.iter().find(|p| p.seat == seat).map_or(0, |p| p.track).to_string();
        let rank = format!("{}.", i + 1);
        let w = Size::Body.bold_width_of(&rank) + 6.0 + Svg::counter_width(r, &space, Size::Glance);
        if x + w > body.right() {
            x = body.x;
            cy += 2.0 * r + 16.0;
        }
        let rank_box = Rect::new(x, cy - 18.0, Size::Body.bold_width_of(&rank) + 6.0, 36.0);
        frame.svg.text_in(rank_box, 0.0, Size::Body, Anchor::Start, INK, true, &rank);
        x = rank_box.right();
        x += frame.svg.counter(x, cy, r, &ctx.mark(seat), &space, Size::Glance) + 14.0;
    }
    body = Rect::new(body.x, cy + 34.0, body.w, (body.bottom() - cy - 34.0).max(0.0));
    if let Some(builders) = &v.wall {
        let text = ctx.say(&Msg::new("pic-dragon-wall").num("count", builders.len() as i64));
        let label_w = Size::Body.bold_width_of(&text) + 12.0;
        let line = Rect::new(body.x, body.y, label_w, 40.0);
        frame.svg.text_in(line, 0.0, Size::Body, Anchor::Start, INK, true, &text);
        // Beside the label if every builder fits there, else on a line of
        // their own below it when the area has room for one.
        let beside = Rect::new(line.right(), line.y, body.right() - line.right(), line.h);
        let below = Rect::new(body.x, line.bottom() - 4.0, body.w, 2.4 * BUILDER_R);
        let row = if markers_fit(builders, beside.w) || below.bottom() > body.bottom() { beside } else { below };
        let shown = builders_in(frame, builders, row, ctx);
        debug_assert!(shown == builders.len() || row.w < below.w, "a wall section left out of a full row");
    }
}

const BUILDER_R: f32 = 17.0;

/// Whether a marker per section fits `width`.
fn markers_fit(builders: &[Seat], width: f32) -> bool {
    builders.len() as f32 * (2.6 * BUILDER_R + 4.0) <= width
}

/// The wall's builders in `row`: one marker per section in the order they
/// were built, or, when those would not fit, each builder once with how
/// many sections they built (the label says how many in all). Returns how
/// many sections the row shows: all of them whenever `row` is as wide as
/// the track (five builders' counts fit), fewer only in a narrower row.
fn builders_in(frame: &mut Frame, builders: &[Seat], row: Rect, ctx: &Ctx) -> usize {
    let r = BUILDER_R;
    if markers_fit(builders, row.w) {
        for (i, &seat) in builders.iter().enumerate() {
            let x = row.x + 1.3 * r + i as f32 * (2.6 * r + 4.0);
            frame.svg.marker(x, row.cy(), r, &ctx.mark(seat), Size::Body);
        }
        return builders.len();
    }
    let mut counts: Vec<(Seat, usize)> = Vec::new();
    for &seat in builders {
        match counts.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, n)) => *n += 1,
            None => counts.push((seat, 1)),
        }
    }
    let (mut x, mut shown) = (row.x, 0);
    for (seat, n) in counts {
        let count = n.to_string();
        if x + Svg::counter_width(r, &count, Size::Body) > row.right() {
            break;
        }
        x += frame.svg.counter(x, row.cy(), r, &ctx.mark(seat), &count, Size::Body) + 6.0;
        shown += n;
    }
    shown
}

/// A player's palaces, side by side, floors bottom up: lived-in floors
/// dark, empty ones pale, under a roof.
fn palaces(svg: &mut Svg, list: &[Palace], area: Rect) {
    let n = list.len().max(1) as f32;
    let w = ((area.w - (n - 1.0) * 6.0) / n).min(44.0);
    for (i, palace) in list.iter().enumerate() {
        let x = area.x + i as f32 * (w + 6.0);
        let floors = palace.floors.min(4);
        let bottom = area.bottom();
        let eaves = bottom - f32::from(floors) * FLOOR_H;
        svg.polygon(&[(x - 3.0, eaves), (x + w / 2.0, eaves - ROOF_H), (x + w + 3.0, eaves)], "#c62828", Some(INK));
        for f in 0..floors {
            let y = bottom - (f32::from(f) + 1.0) * FLOOR_H;
            let lived = usize::from(f) < palace.persons.len();
            svg.block(x, y, w, FLOOR_H - 2.0, if lived { "#6d4c41" } else { "#fff8e1" }, Some(INK));
        }
    }
}

/// A person type's name in the reader's language (the game's own words).
fn person_name(person: Person, ctx: &Ctx) -> String {
    let id = match person {
        Person::Craftsman => "dragon-person-craftsman",
        Person::CourtLady => "dragon-person-court-lady",
        Person::TaxCollector => "dragon-person-tax-collector",
        Person::Pyrotechnist => "dragon-person-pyrotechnist",
        Person::Warrior => "dragon-person-warrior",
        Person::Monk => "dragon-person-monk",
        Person::Healer => "dragon-person-healer",
        Person::Farmer => "dragon-person-farmer",
        Person::Scholar => "dragon-person-scholar",
    };
    ctx.game_word(GameKind::YearOfTheDragon, id)
}

/// A resident: their type, and young or old for the types that come in
/// both (craftsmen, court ladies and tax collectors are young only, as in
/// data/year-of-the-dragon/persons.toml).
fn resident(tile: Tile, ctx: &Ctx) -> String {
    let name = person_name(tile.person, ctx);
    match tile.person {
        Person::Craftsman | Person::CourtLady | Person::TaxCollector => name,
        _ => ctx.say(&Msg::new("pic-dragon-detail-aged").text("person", name).num("old", i64::from(tile.old))),
    }
}

/// A player's palaces, a line each: the floors, who lives there, the
/// floors left empty.
fn palaces_detail(seat: Seat, list: &[Palace], ctx: &Ctx) -> String {
    let mut lines = vec![ctx.say(&Msg::new("pic-dragon-detail-palaces").seat("seat", seat))];
    for (i, palace) in list.iter().enumerate() {
        let mut residents: Vec<String> = palace.persons.iter().map(|&t| resident(t, ctx)).collect();
        let empty = usize::from(palace.floors).saturating_sub(palace.persons.len());
        if empty > 0 {
            residents.push(ctx.say(&Msg::new("pic-dragon-detail-empty").num("floors", empty as i64)));
        }
        let msg = Msg::new("pic-dragon-detail-palace")
            .num("n", i as i64 + 1)
            .num("floors", i64::from(palace.floors))
            .text("residents", residents.join(", "));
        lines.push(ctx.say(&msg));
    }
    lines.join("\n")
}

fn cells(v: &DragonView, ctx: &Ctx) -> Vec<PlayerCell> {
    v.players
        .iter()
        .map(|p| {
            let points = i64::from(v.scores[p.seat.index()]);
            let details = vec![
                ctx.say(&Msg::new("pic-dragon-yuan").num("yuan", i64::from(p.yuan))),
                ctx.say(&Msg::new("pic-dragon-rice").num("rice", i64::from(p.rice))),
                ctx.say(&Msg::new("pic-dragon-fireworks").num("fireworks", i64::from(p.fireworks))),
                ctx.say(&Msg::new("pic-dragon-privileges").num("privileges", i64::from(p.privileges))),
                ctx.say(&Msg::new("pic-dragon-cards").num("cards", i64::from(p.cards_left))),
            ];
            let mut more = vec![ctx.say(&Msg::new("pic-dragon-detail-track").num("space", i64::from(p.track)))];
            if v.wall.is_some() {
                more.push(ctx.say(&Msg::new("pic-dragon-detail-wall-tiles").num("count", p.wall_tiles.len() as i64)));
            }
            PlayerCell::new(
                p.seat,
                points.to_string(),
                points_unit(points, ctx),
                details,
                (!v.over).then_some(v.current),
            )
            .with_more(more)
        })
        .collect()
}

/// The public board of an In the Year of the Dragon game.
pub fn svg(v: &DragonView, ctx: &Ctx) -> String {
    let mut frame = Frame::standard().with_details(ctx);
    let title = if v.round == 0 {
        Msg::new("pic-dragon-title-draft").text("game", game_name(GameKind::YearOfTheDragon, ctx))
    } else {
        let event = v.events.get(usize::from(v.round) - 1).map(|&e| event_name(e, ctx)).unwrap_or_default();
        Msg::new("pic-dragon-title")
            .num("month", i64::from(v.round))
            .num("months", i64::from(v.months))
            .text("event", event)
    };
    let turn: Option<Seat> = (!v.over).then_some(v.current);
    let top = frame.strip(&ctx.say(&title), turn, Some(&ctx.word("pic-over")), ctx);
    let bottom = frame.players_with(&cells(v, ctx), ctx, PALACES_H, |svg, i, area| {
        let p = &v.players[i];
        if p.palaces.is_empty() {
            return;
        }
        svg.open_detail(|| palaces_detail(p.seat, &p.palaces, ctx));
        palaces(svg, &p.palaces, area);
        svg.close_detail();
    });
    let full = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - GAP - top);
    frame.svg.open("board", full);
    let rest = events(&mut frame, v, full, ctx);
    let band = Rect::new(rest.x, rest.y + 4.0, rest.w, rest.h - 4.0);
    // The palaces' legend goes under the groups only, so the track and the
    // wall's builders keep the band's whole height.
    let legend = ctx.word("pic-dragon-legend");
    let cols_w = band.w * 0.6;
    let legend_h = Size::Body.line() * crate::parts::wrap(&legend, Size::Body, cols_w - 8.0).len() as f32;
    let cols = Rect::new(band.x, band.y, cols_w, band.h - legend_h);
    groups(&mut frame, v, cols, ctx);
    let right = Rect::new(cols.right() + 2.0 * GAP, band.y, band.right() - cols.right() - 2.0 * GAP, band.h);
    track(&mut frame, v, right, ctx);
    frame.para(Rect::new(band.x, cols.bottom(), cols_w, legend_h), &legend, DIM);
    frame.svg.close();
    frame.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavola_words::{Lang, Words};

    /// The longest wall (12 sections) by five builders, in a row as wide
    /// as the track's: every section is shown, as markers or as counts.
    #[test]
    fn every_wall_section_is_shown_in_a_row_as_wide_as_the_track() {
        let words = Words::embedded();
        let names: Vec<String> = (1..=5).map(|i| format!("Player {i}")).collect();
        let ctx = Ctx::new(&words, Lang::De, &names, 5);
        let row = Rect::new(737.0, 400.0, 448.0, 2.4 * BUILDER_R);
        let walls: [Vec<u8>; 4] = [
            vec![0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1],
            vec![0; 12],
            vec![4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0],
            vec![0, 1, 2, 3, 4, 0, 1, 2],
        ];
        for wall in walls {
            let builders: Vec<Seat> = wall.iter().map(|&s| Seat(s)).collect();
            let mut frame = Frame::standard();
            assert_eq!(builders_in(&mut frame, &builders, row, &ctx), builders.len(), "{wall:?}");
        }
    }

    /// A narrow row keeps what fits and says how much it showed.
    #[test]
    fn a_narrow_row_shows_what_fits() {
        let words = Words::embedded();
        let names: Vec<String> = (1..=5).map(|i| format!("Player {i}")).collect();
        let ctx = Ctx::new(&words, Lang::En, &names, 5);
        let builders: Vec<Seat> = [0, 1, 2, 3, 4].into_iter().map(Seat).collect();
        let mut frame = Frame::standard();
        let shown = builders_in(&mut frame, &builders, Rect::new(0.0, 0.0, 160.0, 40.0), &ctx);
        assert!((1..5).contains(&shown), "{shown}");
    }
}
