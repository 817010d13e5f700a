//! Dschunke: the five junks in their clockwise order, each seen from above
//! (the 3 x 3 crates that show, which are the ones that score) and then
//! layer by layer, top layer first (even layers run along rows, odd ones
//! along columns); its goods pile, and the merchant on it. Then the
//! market, the assistants, the piers and the players.

use tavola_engine::junk::{JunkView, Price, Special, Work, Worker};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{inner_width, Page};
use crate::svg::{seat_style, Anchor, Size, Svg, DIM, INK, MARGIN};
use crate::Ctx;

const COL_W: f32 = 190.4;
const CELL: f32 = 50.0;
const STRIP_H: f32 = 38.0;

/// A junk's colour, by its id in data/junk/board.toml.
fn junk_fill(id: &str) -> &'static str {
    match id {
        "grey" => "#bdbdbd",
        "orange" => "#ffb74d",
        "lilac" => "#d1a3e0",
        "brown" => "#bcaaa4",
        _ => "#ffffff",
    }
}

/// A crate square: the owner's colour and letter.
fn crate_cell(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, owner: Option<Seat>) {
    match owner {
        Some(seat) => {
            let style = seat_style(seat);
            svg.rect(x, y, w, h, style.fill, Some(INK));
            svg.centred(x + w / 2.0, y + h / 2.0, Size::Body, style.ink, &style.letter.to_string());
        }
        None => svg.rect(x, y, w, h, "#f5f5f5", Some(DIM)),
    }
}

/// Which strip shows on each of the 3 x 3 crates (the rules of `Hold`).
fn top_view(layers: &[[Option<Seat>; 3]]) -> [[Option<Seat>; 3]; 3] {
    let mut grid = [[None; 3]; 3];
    for (row, cells) in grid.iter_mut().enumerate() {
        for (col, cell) in cells.iter_mut().enumerate() {
            *cell = layers.iter().enumerate().rev().find_map(|(i, l)| l[if i % 2 == 0 { row } else { col }]);
        }
    }
    grid
}

fn work_text(work: Work, ctx: &Ctx) -> String {
    let (id, n) = match work {
        Work::Load(n) => ("pic-junk-load", n),
        Work::Sell(n) => ("pic-junk-sell", n),
        Work::Draw(n) => ("pic-junk-draw", n),
    };
    ctx.say(&Msg::new(id).num("count", i64::from(n)))
}

fn junks(page: &mut Page, v: &JunkView, ctx: &Ctx) {
    let top = page.y;
    let mut bottom = top;
    for (j, junk) in v.junks.iter().enumerate() {
        let x = MARGIN + j as f32 * COL_W;
        let inner = COL_W - 10.0;
        let mut y = top;
        page.svg.rect(x, y, inner, 44.0, junk_fill(&junk.id), Some(INK));
        page.svg.bold(
            x + inner / 2.0,
            y + 32.0,
            Size::Body,
            Anchor::Middle,
            INK,
            &ctx.word(&format!("pic-junk-{}", junk.id)),
        );
        y += 52.0;
        let good = junk.good.as_ref().map(|g| ctx.word(&format!("pic-junk-good-{g}")));
        let pile = match (good, junk.pile) {
            (Some(g), Some(n)) => format!("{g} {n}"),
            (Some(g), None) => format!("{g} ?"),
            (None, _) => "—".to_owned(),
        };
        page.svg.text(x + inner / 2.0, y + 28.0, Size::Body, Anchor::Middle, INK, &pile);
        y += 40.0;
        let gx = x + (inner - 3.0 * CELL) / 2.0;
        page.svg.rect(gx - 6.0, y - 6.0, 3.0 * CELL + 12.0, 3.0 * CELL + 12.0, junk_fill(&junk.id), Some(INK));
        for (r, row) in top_view(&junk.layers).iter().enumerate() {
            for (c, owner) in row.iter().enumerate() {
                crate_cell(&mut page.svg, gx + c as f32 * CELL, y + r as f32 * CELL, CELL, CELL, *owner);
            }
        }
        y += 3.0 * CELL + 14.0;
        for (m, (at, work)) in v.merchants.iter().enumerate() {
            if *at != junk.id {
                continue;
            }
            let used = v.used_workers.contains(&Worker::Merchant(m as u8));
            let label = work.map_or_else(|| ctx.word("pic-junk-merchant"), |w| work_text(w, ctx));
            page.svg.rect(x, y, inner, 40.0, if used { "#bdbdbd" } else { "#fff3b0" }, Some(INK));
            page.svg.bold(x + inner / 2.0, y + 30.0, Size::Body, Anchor::Middle, INK, &format!("⚓ {label}"));
            y += 46.0;
        }
        let layers = ctx.say(&Msg::new("pic-junk-layers").num("count", junk.layers.len() as i64));
        page.svg.text(x + inner / 2.0, y + 28.0, Size::Body, Anchor::Middle, DIM, &layers);
        y += 40.0;
        let w = inner / 3.0;
        for layer in junk.layers.iter().rev() {
            for (k, owner) in layer.iter().enumerate() {
                crate_cell(&mut page.svg, x + k as f32 * w, y, w - 4.0, STRIP_H, *owner);
            }
            y += STRIP_H + 4.0;
        }
        bottom = bottom.max(y);
    }
    page.y = bottom + 8.0;
}

/// The market (what each good pays this round, struck out once sold), the
/// assistants of this round and the piers.
fn market(page: &mut Page, v: &JunkView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-junk-market"));
    const GOODS: [&str; 4] = ["fish", "rice", "spice", "vegetables"];
    if let Some(prices) = v.market {
        let w = inner_width() / 4.0;
        for (i, (good, price)) in GOODS.iter().zip(prices).enumerate() {
            let x = MARGIN + i as f32 * w;
            let sold = v.covered[i];
            page.svg.rect(x, page.y, w - 8.0, 84.0, if sold { "#bdbdbd" } else { "#ffffff" }, Some(INK));
            page.svg.bold(
                x + 10.0,
                page.y + 34.0,
                Size::Body,
                Anchor::Start,
                INK,
                &ctx.word(&format!("pic-junk-good-{good}")),
            );
            let pays = match price {
                Price::Yen(n) => ctx.say(&Msg::new("pic-junk-yen").num("yen", i64::from(n))),
                Price::Special => ctx.word("pic-junk-special"),
            };
            let pays = if sold { format!("✗ {pays}") } else { pays };
            page.svg.text(x + 10.0, page.y + 72.0, Size::Body, Anchor::Start, INK, &pays);
        }
        page.y += 92.0;
    }
    let assistants: Vec<String> = v
        .assistants
        .iter()
        .enumerate()
        .map(|(a, &w)| {
            let used = v.used_workers.contains(&Worker::Assistant(a as u8));
            let text = work_text(w, ctx);
            if used {
                format!("{text} ✓")
            } else {
                text
            }
        })
        .collect();
    page.para(&ctx.say(&Msg::new("pic-junk-assistants").text("list", assistants.join(" · "))), INK);
    const PIERS: [&str; 4] = ["■", "●", "▲", "★"];
    let piers: Vec<String> = PIERS.iter().zip(v.pier_sizes).map(|(p, n)| format!("{p} {n}")).collect();
    page.para(&ctx.say(&Msg::new("pic-junk-piers").text("list", piers.join("   "))), INK);
}

fn special_name(card: Special, ctx: &Ctx) -> String {
    let id = match card {
        Special::ExtraSupply => "junk-special-extra-supply",
        Special::TieBreaker => "junk-special-tie-breaker",
        _ => "junk-special-exchange",
    };
    ctx.game_word(GameKind::Junk, id)
}

fn players(page: &mut Page, v: &JunkView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-players"));
    for p in &v.players {
        let mut parts = vec![ctx.say(
            &Msg::new("pic-junk-player")
                .num("cards", i64::from(p.cards))
                .num("strips", i64::from(p.strips_left))
                .num("specials", p.hidden_specials as i64),
        )];
        if let Some(Some(money)) = v.scores.get(p.seat.index()) {
            parts.insert(0, ctx.say(&Msg::new("pic-junk-yen").num("yen", i64::from(*money))));
        } else if let Some(money) = v.shown_money.as_ref().and_then(|m| m.get(p.seat.index())) {
            parts.insert(0, ctx.say(&Msg::new("pic-junk-shown").num("yen", i64::from(*money))));
        }
        if v.ready.contains(&p.seat) {
            parts.push("✓".to_owned());
        }
        parts.extend(p.permanent.iter().map(|&c| special_name(c, ctx)));
        let current = !v.over && p.seat == v.current;
        page.player(p.seat, &ctx.name(p.seat), &parts.join(" · "), current);
    }
}

/// The public board of a Dschunke game.
pub fn svg(v: &JunkView, ctx: &Ctx) -> String {
    let mut page = Page::new();
    page.title(&ctx.game_say(GameKind::Junk, &v.title));
    page.para(&ctx.word("pic-junk-legend"), DIM);
    page.gap(8.0);
    junks(&mut page, v, ctx);
    market(&mut page, v, ctx);
    players(&mut page, v, ctx);
    page.finish()
}
