//! In the Year of the Dragon: the event row with the current month, the
//! action groups with the dragons of who took them, the person track in
//! order, the Great Wall with its builders (expansion), and each player's
//! goods and palaces, floor by floor, with the persons living there.

use tavola_engine::dragon::{ActionCard, DragonView, EventKind, Person, SuperEvent, Tile};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{inner_width, Page};
use crate::svg::{Anchor, Size, Svg, DIM, INK, MARGIN, MARKER_R};
use crate::Ctx;

const FLOOR_H: f32 = 42.0;
const PALACE_W: f32 = 186.0;
const ROOF_H: f32 = 24.0;

fn person_name(person: Person, ctx: &Ctx) -> String {
    ctx.word(&format!("pic-dragon-p-{}", person.id().replace('_', "-")))
}

fn event_id(event: EventKind) -> &'static str {
    match event {
        EventKind::Peace => "peace",
        EventKind::Tribute => "tribute",
        EventKind::Drought => "drought",
        EventKind::Festival => "festival",
        EventKind::Mongols => "mongols",
        EventKind::Contagion => "contagion",
    }
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

/// The twelve months in three rows of four: past months greyed, the current
/// one framed and yellow.
fn events(page: &mut Page, v: &DragonView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-dragon-events"));
    let per_row = 4;
    let w = inner_width() / per_row as f32;
    for (i, &event) in v.events.iter().enumerate() {
        let month = i as u8 + 1;
        let (col, row) = (i % per_row, i / per_row);
        let (x, y) = (MARGIN + col as f32 * w, page.y + row as f32 * 92.0);
        let (fill, ink) = match month.cmp(&v.round) {
            std::cmp::Ordering::Less => ("#cfcfcf", DIM),
            std::cmp::Ordering::Equal => ("#ffe066", INK),
            std::cmp::Ordering::Greater => ("#ffffff", INK),
        };
        page.svg.rect(x, y, w - 6.0, 84.0, fill, Some(INK));
        if month == v.round {
            page.svg.rect(x - 3.0, y - 3.0, w, 90.0, "none", Some(INK));
            page.svg.rect(x + 1.0, y + 1.0, w - 8.0, 82.0, "none", Some(INK));
        }
        page.svg.bold(x + 8.0, y + 32.0, Size::Body, Anchor::Start, ink, &month.to_string());
        let name = ctx.word(&format!("pic-dragon-e-{}", event_id(event)));
        page.svg.text(x + 8.0, y + 70.0, Size::Body, Anchor::Start, ink, &name);
    }
    page.y += v.events.len().div_ceil(per_row) as f32 * 92.0;
    if let Some(event) = v.super_event {
        let name = ctx.game_word(GameKind::YearOfTheDragon, super_id(event));
        page.para(&ctx.say(&Msg::new("pic-dragon-super").text("name", name)), INK);
    }
}

/// The action groups: their cards, and the dragons of who took them.
fn groups(page: &mut Page, v: &DragonView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-dragon-groups"));
    let w = inner_width() / v.groups.len().max(1) as f32;
    let lines = v.groups.iter().map(Vec::len).max().unwrap_or(0) as f32;
    let h = 12.0 + lines * Size::Body.line() + 2.0 * MARKER_R + 16.0;
    for (g, cards) in v.groups.iter().enumerate() {
        let x = MARGIN + g as f32 * w;
        let taken = v.dragons.get(g).is_some_and(|d| !d.is_empty());
        page.svg.rect(x, page.y, w - 8.0, h, if taken { "#ffe0b2" } else { "#ffffff" }, Some(INK));
        for (k, &card) in cards.iter().enumerate() {
            let name = ctx.word(&format!("pic-dragon-c-{}", card_id(card)));
            let y = page.y + 8.0 + (k + 1) as f32 * Size::Body.line() - 8.0;
            page.svg.bold(x + 10.0, y, Size::Body, Anchor::Start, INK, &name);
        }
        let cy = page.y + h - MARKER_R - 8.0;
        for (k, &seat) in v.dragons.get(g).into_iter().flatten().enumerate() {
            page.svg.marker(x + 10.0 + MARKER_R + k as f32 * (2.0 * MARKER_R + 4.0), cy, seat);
        }
    }
    page.y += h + 8.0;
}

/// The person track, first to act first, with each seat's space.
fn track(page: &mut Page, v: &DragonView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-dragon-track"));
    let mut x = MARGIN;
    let cy = page.y + MARKER_R + 4.0;
    for (i, &seat) in v.order.iter().enumerate() {
        let space = v.players.iter().find(|p| p.seat == seat).map_or(0, |p| p.track);
        page.svg.bold(x, cy + 10.0, Size::Body, Anchor::Start, INK, &format!("{}.", i + 1));
        x += 36.0;
        x += page.svg.counter(x, cy, seat, space) + 18.0;
    }
    page.y += 2.0 * MARKER_R + 16.0;
}

/// The Great Wall, left to right, by builder.
fn wall(page: &mut Page, builders: &[Seat], ctx: &Ctx) {
    page.heading(&ctx.say(&Msg::new("pic-dragon-wall").num("count", builders.len() as i64)));
    let cy = page.y + MARKER_R + 4.0;
    for (i, &seat) in builders.iter().enumerate() {
        let x = MARGIN + i as f32 * (2.0 * MARKER_R + 40.0);
        page.svg.rect(x, cy - MARKER_R - 4.0, 2.0 * MARKER_R + 34.0, 2.0 * MARKER_R + 8.0, "#d7ccc8", Some(INK));
        page.svg.marker(x + MARKER_R + 17.0, cy, seat);
    }
    page.y += 2.0 * MARKER_R + 18.0;
}

/// One palace: its floors bottom up, each with its person if any, under a roof.
fn palace(svg: &mut Svg, x: f32, bottom: f32, floors: u8, persons: &[Tile], ctx: &Ctx) {
    let eaves = bottom - f32::from(floors) * FLOOR_H;
    let w = PALACE_W - 8.0;
    svg.polygon(&[(x - 4.0, eaves), (x + w / 2.0, eaves - ROOF_H + 4.0), (x + w + 4.0, eaves)], "#c62828", Some(INK));
    for f in 0..floors {
        let y = bottom - (f as f32 + 1.0) * FLOOR_H;
        svg.rect(x, y, PALACE_W - 8.0, FLOOR_H - 2.0, "#fff8e1", Some(INK));
        if let Some(tile) = persons.get(f as usize) {
            let mark = if tile.old { " ★" } else { "" };
            let text = format!("{}{mark}", person_name(tile.person, ctx));
            svg.bold(x + 8.0, y + FLOOR_H - 12.0, Size::Body, Anchor::Start, INK, &text);
        }
    }
}

fn players(page: &mut Page, v: &DragonView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-players"));
    let per_row = (inner_width() / PALACE_W) as usize;
    for p in &v.players {
        let msg = Msg::new("pic-dragon-player")
            .num("points", i64::from(v.scores[p.seat.index()]))
            .num("yuan", i64::from(p.yuan))
            .num("rice", i64::from(p.rice))
            .num("fireworks", i64::from(p.fireworks))
            .num("privileges", i64::from(p.privileges))
            .num("cards", i64::from(p.cards_left));
        page.player(p.seat, &ctx.name(p.seat), &ctx.say(&msg), !v.over && p.seat == v.current);
        for row in p.palaces.chunks(per_row.max(1)) {
            let tallest = row.iter().map(|pl| pl.floors).max().unwrap_or(0) as f32;
            let bottom = page.y + ROOF_H + tallest * FLOOR_H + 4.0;
            for (i, pl) in row.iter().enumerate() {
                palace(&mut page.svg, MARGIN + i as f32 * PALACE_W, bottom, pl.floors, &pl.persons, ctx);
            }
            page.y = bottom + 8.0;
        }
        page.gap(10.0);
    }
    page.para(&ctx.word("pic-dragon-legend"), DIM);
}

/// The public board of an In the Year of the Dragon game.
pub fn svg(v: &DragonView, ctx: &Ctx) -> String {
    let mut page = Page::new();
    let title = if v.round == 0 {
        Msg::new("pic-dragon-title-draft")
    } else {
        Msg::new("pic-dragon-title").num("month", i64::from(v.round)).num("months", i64::from(v.months))
    };
    page.title(&ctx.say(&title));
    events(&mut page, v, ctx);
    groups(&mut page, v, ctx);
    track(&mut page, v, ctx);
    if let Some(builders) = &v.wall {
        wall(&mut page, builders, ctx);
    }
    players(&mut page, v, ctx);
    page.finish()
}
