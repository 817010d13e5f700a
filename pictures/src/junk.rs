//! Dschunke, laid out wide: the five junks side by side in their clockwise
//! order, each seen from above (the 3 x 3 crates that show, which are the
//! ones that score, in their owners' markers, read at a glance), with its
//! goods pile, the merchant on it and how many layers it holds (the
//! layers themselves are the text board's); then the market, the
//! assistants and the piers; the players along the bottom.

use tavola_engine::junk::{JunkView, Price, Special, Work, Worker};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{pack, Frame, PlayerCell};
use crate::svg::{glance_label, Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, WIDTH};
use crate::Ctx;

const CELL: f32 = 58.0;

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

/// A crate square: the owner's marker on it, or empty.
fn crate_cell(svg: &mut Svg, r: Rect, owner: Option<Seat>, ctx: &Ctx) {
    svg.panel(r, "#f5f5f5", Some(DIM));
    if let Some(seat) = owner {
        let mark = ctx.mark(seat);
        svg.marker(r.cx(), r.cy(), 20.0, &mark, glance_label(&mark, 20.0));
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

/// The junks side by side; returns the height they take.
fn junks(frame: &mut Frame, v: &JunkView, area: Rect, ctx: &Ctx) -> f32 {
    let mut bottom = area.y;
    for (j, (junk, col)) in v.junks.iter().zip(area.columns(v.junks.len(), GAP)).enumerate() {
        let _ = j;
        let mut y = col.y;
        let head = Rect::new(col.x, y, col.w, 40.0);
        frame.svg.panel(head, junk_fill(&junk.id), Some(INK));
        frame.svg.text_in(head, 0.0, Size::Big, Anchor::Middle, INK, true, &ctx.word(&format!("pic-junk-{}", junk.id)));
        y += 44.0;
        let good = junk.good.as_ref().map(|g| ctx.word(&format!("pic-junk-good-{g}")));
        let pile = match (good, junk.pile) {
            (Some(g), Some(n)) => format!("{g} {n}"),
            (Some(g), None) => format!("{g} ?"),
            (None, _) => "—".to_owned(),
        };
        frame.svg.text_in(Rect::new(col.x, y, col.w, 32.0), 0.0, Size::Body, Anchor::Middle, INK, false, &pile);
        y += 36.0;
        let gx = col.x + (col.w - 3.0 * CELL) / 2.0;
        frame.svg.rect(gx - 6.0, y - 6.0, 3.0 * CELL + 12.0, 3.0 * CELL + 12.0, junk_fill(&junk.id), Some(INK));
        for (r, row) in top_view(&junk.layers).iter().enumerate() {
            for (c, owner) in row.iter().enumerate() {
                let cell = Rect::new(gx + c as f32 * CELL + 1.0, y + r as f32 * CELL + 1.0, CELL - 2.0, CELL - 2.0);
                crate_cell(&mut frame.svg, cell, *owner, ctx);
            }
        }
        y += 3.0 * CELL + 14.0;
        for (m, (at, work)) in v.merchants.iter().enumerate() {
            if *at != junk.id {
                continue;
            }
            let used = v.used_workers.contains(&Worker::Merchant(m as u8));
            let label = work.map_or_else(|| ctx.word("pic-junk-merchant"), |w| work_text(w, ctx));
            let r = Rect::new(col.x, y, col.w, 38.0);
            frame.svg.panel(r, if used { "#bdbdbd" } else { "#fff3b0" }, Some(INK));
            frame.svg.text_in(r, 0.0, Size::Body, Anchor::Middle, INK, true, &format!("⚓ {label}"));
            y += 42.0;
        }
        let layers = ctx.say(&Msg::new("pic-junk-layers").num("count", junk.layers.len() as i64));
        frame.svg.text_in(Rect::new(col.x, y, col.w, 30.0), 0.0, Size::Body, Anchor::Middle, DIM, false, &layers);
        y += 32.0;
        bottom = bottom.max(y);
    }
    bottom - area.y
}

/// The market (what each good pays this round, struck out once sold), the
/// assistants of this round and the piers.
fn market(frame: &mut Frame, v: &JunkView, area: Rect, ctx: &Ctx) {
    const GOODS: [&str; 4] = ["fish", "rice", "spice", "vegetables"];
    let mut rest = area;
    if let Some(prices) = v.market {
        let title = ctx.word("pic-junk-market");
        let title_w = Size::Big.bold_width_of(&title) + 16.0;
        let row = Rect::new(area.x, area.y, area.w, 66.0);
        frame.svg.text_in(Rect::new(row.x, row.y, title_w, row.h), 0.0, Size::Big, Anchor::Start, INK, true, &title);
        let boxes = Rect::new(row.x + title_w, row.y, row.w - title_w, row.h).columns(4, 8.0);
        for (i, ((good, price), b)) in GOODS.iter().zip(prices).zip(boxes).enumerate() {
            let sold = v.covered[i];
            frame.svg.panel(b, if sold { "#bdbdbd" } else { "#ffffff" }, Some(INK));
            let name = ctx.word(&format!("pic-junk-good-{good}"));
            let pays = match price {
                Price::Yen(n) => ctx.say(&Msg::new("pic-junk-yen").num("yen", i64::from(n))),
                Price::Special => ctx.word("pic-junk-special"),
            };
            let pays = if sold { format!("✗ {pays}") } else { pays };
            let (top, low) = (Rect::new(b.x, b.y + 2.0, b.w, 30.0), Rect::new(b.x, b.y + 32.0, b.w, 30.0));
            frame.svg.text_in(top, 8.0, Size::Body, Anchor::Start, INK, true, &name);
            frame.svg.text_in(low, 8.0, Size::Body, Anchor::Start, INK, false, &pays);
        }
        rest = Rect::new(area.x, row.bottom() + 8.0, area.w, area.h - row.h - 8.0);
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
    const PIERS: [&str; 4] = ["■", "●", "▲", "★"];
    let piers: Vec<String> = PIERS.iter().zip(v.pier_sizes).map(|(p, n)| format!("{p} {n}")).collect();
    let items = [
        ctx.say(&Msg::new("pic-junk-assistants").text("list", assistants.join(" · "))),
        ctx.say(&Msg::new("pic-junk-piers").text("list", piers.join("   "))),
    ];
    for line in pack(&items, Size::Body, rest.w - 8.0) {
        rest = frame.para(rest, &line, INK);
    }
}

fn special_name(card: Special, ctx: &Ctx) -> String {
    let id = match card {
        Special::ExtraSupply => "junk-special-extra-supply",
        Special::TieBreaker => "junk-special-tie-breaker",
        _ => "junk-special-exchange",
    };
    ctx.game_word(GameKind::Junk, id)
}

fn cells(v: &JunkView, ctx: &Ctx) -> Vec<PlayerCell> {
    v.players
        .iter()
        .map(|p| {
            // Money is secret until the end; what was shown at the last
            // Y event stands for it meanwhile.
            let (score, unit) = if let Some(Some(money)) = v.scores.get(p.seat.index()) {
                (money.to_string(), ctx.say(&Msg::new("pic-junk-yen-unit").num("yen", i64::from(*money))))
            } else if let Some(money) = v.shown_money.as_ref().and_then(|m| m.get(p.seat.index())) {
                (money.to_string(), ctx.say(&Msg::new("pic-junk-yen-shown").num("yen", i64::from(*money))))
            } else {
                ("?".to_owned(), ctx.word("pic-junk-yen-secret"))
            };
            let mut details = vec![
                ctx.say(&Msg::new("pic-junk-cards").num("cards", i64::from(p.cards))),
                ctx.say(&Msg::new("pic-junk-strips").num("strips", i64::from(p.strips_left))),
                ctx.say(&Msg::new("pic-junk-face-down").num("specials", p.hidden_specials as i64)),
            ];
            if v.ready.contains(&p.seat) {
                details.push(ctx.word("pic-junk-ready"));
            }
            details.extend(p.permanent.iter().map(|&c| special_name(c, ctx)));
            PlayerCell::new(p.seat, score, unit, details, (!v.over).then_some(v.current))
        })
        .collect()
}

/// The public board of a Dschunke game.
pub fn svg(v: &JunkView, ctx: &Ctx) -> String {
    let mut frame = Frame::standard();
    let turn = (!v.over).then_some(v.current);
    let top = frame.strip(&ctx.game_say(GameKind::Junk, &v.title), turn, Some(&ctx.word("pic-over")), ctx);
    let bottom = frame.players(&cells(v, ctx), ctx) - GAP;
    let full = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - top);
    let used = junks(&mut frame, v, full, ctx);
    let rest = Rect::new(full.x, full.y + used + 4.0, full.w, full.h - used - 4.0);
    market(&mut frame, v, rest, ctx);
    frame.finish()
}
