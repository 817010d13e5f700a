//! Dschunke, laid out wide: the five junks side by side in their clockwise
//! order, each seen from above (the 3 x 3 crates that show, which are the
//! ones that score, in their owners' markers, read at a glance), with its
//! goods pile, the merchant on it and how many layers it holds (the
//! layers themselves are the text board's, and the junk's detail on a web
//! page: see [`crate::board_svg_detailed`]); then the market, the
//! assistants and the piers; the players along the bottom, each with their
//! permanent special cards once per kind. The picture is as high as that
//! needs (from the usual height to the most), the crates smaller when even
//! the most is short.

use tavola_engine::junk::{JunkView, Phase, Price, Special, Work, Worker};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{pack, wrap, Frame, PlayerCell, STRIP_H};
use crate::svg::{glance_label, Anchor, Rect, Size, Svg, DIM, GAP, HEIGHT, INK, MARGIN, MAX_HEIGHT, WIDTH};
use crate::Ctx;

/// A crate's square, as large as the picture allows.
const CELLS: [f32; 4] = [58.0, 54.0, 50.0, 46.0];
/// A junk's column, top down: its name, its goods pile, the crates (and
/// their frame), each merchant on it, how many layers it holds.
const HEAD_H: f32 = 44.0;
const PILE_H: f32 = 36.0;
const GRID_EXTRA: f32 = 14.0;
const MERCHANT_H: f32 = 42.0;
const LAYERS_H: f32 = 32.0;
/// The market's row and the room under it.
const MARKET_H: f32 = 74.0;

/// A junk's colour, by its id in data/junk/board.toml.
pub(crate) fn junk_fill(id: &str) -> &'static str {
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
        // A triangle, the widest shape, spans 2.6 radii.
        let radius = ((r.w - 4.0) / 2.6).min(20.0);
        svg.marker(r.cx(), r.cy(), radius, &mark, glance_label(&mark, radius));
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

pub(crate) fn work_text(work: Work, ctx: &Ctx) -> String {
    let (id, n) = match work {
        Work::Load(n) => ("pic-junk-load", n),
        Work::Sell(n) => ("pic-junk-sell", n),
        Work::Draw(n) => ("pic-junk-draw", n),
    };
    ctx.say(&Msg::new(id).num("count", i64::from(n)))
}

/// How high the junks' columns are with crates `cell` pixels square:
/// the column with the most merchants on it.
fn junks_height(v: &JunkView, cell: f32) -> f32 {
    let most = v.junks.iter().map(|j| v.merchants.iter().filter(|(at, _)| *at == j.id).count()).max().unwrap_or(0);
    HEAD_H + PILE_H + 3.0 * cell + GRID_EXTRA + most as f32 * MERCHANT_H + LAYERS_H
}

/// A junk's name for its detail ("Grey junk").
fn junk_name(id: &str, ctx: &Ctx) -> String {
    let colour = ctx.word(&format!("pic-junk-{id}"));
    ctx.say(&Msg::new("pic-junk-detail-junk").text("junk", colour))
}

/// A junk's detail: its goods pile, its layers bottom up (whose strip
/// lies in each of a layer's three places), whose crates show, and the
/// merchants on it.
fn junk_detail(v: &JunkView, j: usize, ctx: &Ctx) -> String {
    let junk = &v.junks[j];
    let mut lines = vec![junk_name(&junk.id, ctx)];
    let good = junk.good.as_ref().map(|g| ctx.word(&format!("pic-junk-good-{g}")));
    lines.push(match (good, junk.pile) {
        (Some(good), Some(count)) => {
            ctx.say(&Msg::new("pic-junk-detail-pile").text("good", good).num("count", i64::from(count)))
        }
        (Some(good), None) => ctx.say(&Msg::new("pic-junk-detail-pile-hidden").text("good", good)),
        (None, _) => ctx.word("pic-junk-detail-no-pile"),
    });
    if junk.layers.is_empty() {
        lines.push(ctx.word("pic-junk-detail-no-layers"));
    } else {
        lines.push(ctx.word("pic-junk-detail-layers"));
    }
    for (n, layer) in junk.layers.iter().enumerate() {
        let strips: Vec<String> =
            layer.iter().map(|owner| owner.map_or_else(|| ctx.word("pic-junk-detail-free"), |s| ctx.name(s))).collect();
        lines
            .push(ctx.say(&Msg::new("pic-junk-detail-layer").num("n", n as i64 + 1).text("strips", strips.join(", "))));
    }
    let crates: Vec<String> = junk
        .visible
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(s, n)| format!("{} {n}", ctx.name(Seat(s as u8))))
        .collect();
    lines.push(if crates.is_empty() {
        ctx.word("pic-junk-detail-no-crates")
    } else {
        ctx.say(&Msg::new("pic-junk-detail-crates").text("list", crates.join(", ")))
    });
    for (_, work) in v.merchants.iter().filter(|(at, _)| *at == junk.id) {
        let work = work.map_or_else(|| ctx.word("pic-junk-detail-hidden-merchant"), |w| work_text(w, ctx));
        lines.push(ctx.say(&Msg::new("pic-junk-detail-merchant").text("work", work)));
    }
    lines.join("\n")
}

/// The junks side by side, each in its column of `area`.
fn junks(frame: &mut Frame, v: &JunkView, area: Rect, cell: f32, ctx: &Ctx) {
    for (j, (junk, col)) in v.junks.iter().zip(area.columns(v.junks.len(), GAP)).enumerate() {
        frame.svg.open("junk", col);
        frame.svg.open_detail(|| junk_detail(v, j, ctx));
        let mut y = col.y;
        let head = Rect::new(col.x, y, col.w, HEAD_H - 4.0);
        frame.svg.panel(head, junk_fill(&junk.id), Some(INK));
        frame.svg.text_in(head, 0.0, Size::Big, Anchor::Middle, INK, true, &ctx.word(&format!("pic-junk-{}", junk.id)));
        y += HEAD_H;
        let good = junk.good.as_ref().map(|g| ctx.word(&format!("pic-junk-good-{g}")));
        let pile = match (good, junk.pile) {
            (Some(g), Some(n)) => format!("{g} {n}"),
            (Some(g), None) => format!("{g} ?"),
            (None, _) => "—".to_owned(),
        };
        frame.svg.text_in(Rect::new(col.x, y, col.w, PILE_H - 4.0), 0.0, Size::Body, Anchor::Middle, INK, false, &pile);
        y += PILE_H;
        let side = 3.0 * cell;
        let gx = col.x + (col.w - side) / 2.0;
        frame.svg.panel(Rect::new(gx - 6.0, y - 6.0, side + 12.0, side + 12.0), junk_fill(&junk.id), Some(INK));
        for (r, row) in top_view(&junk.layers).iter().enumerate() {
            for (c, owner) in row.iter().enumerate() {
                let square = Rect::new(gx + c as f32 * cell + 1.0, y + r as f32 * cell + 1.0, cell - 2.0, cell - 2.0);
                crate_cell(&mut frame.svg, square, *owner, ctx);
            }
        }
        y += side + GRID_EXTRA;
        for (m, (at, work)) in v.merchants.iter().enumerate() {
            if *at != junk.id {
                continue;
            }
            let used = v.used_workers.contains(&Worker::Merchant(m as u8));
            let label = work.map_or_else(|| ctx.word("pic-junk-merchant"), |w| work_text(w, ctx));
            let r = Rect::new(col.x, y, col.w, MERCHANT_H - 4.0);
            frame.svg.panel(r, if used { "#bdbdbd" } else { "#fff3b0" }, Some(INK));
            frame.svg.text_in(r, 0.0, Size::Body, Anchor::Middle, INK, true, &format!("⚓ {label}"));
            y += MERCHANT_H;
        }
        let layers = ctx.say(&Msg::new("pic-junk-layers").num("count", junk.layers.len() as i64));
        let r = Rect::new(col.x, y, col.w, LAYERS_H - 2.0);
        frame.svg.text_in(r, 0.0, Size::Body, Anchor::Middle, DIM, false, &layers);
        frame.svg.close_detail();
        frame.svg.close();
    }
}

/// The lines under the market: the assistants of this round and the
/// piers, packed to `width`.
fn round_lines(v: &JunkView, width: f32, ctx: &Ctx) -> Vec<String> {
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
    pack(&items, Size::Body, width - 8.0).iter().flat_map(|l| wrap(l, Size::Body, width - 8.0)).collect()
}

/// How high the market, the assistants and the piers are across `width`.
fn market_height(v: &JunkView, width: f32, ctx: &Ctx) -> f32 {
    let row = if v.market.is_some() { MARKET_H } else { 0.0 };
    row + round_lines(v, width, ctx).len() as f32 * Size::Body.line()
}

/// The market (what each good pays this round, struck out once sold), the
/// assistants of this round and the piers.
fn market(frame: &mut Frame, v: &JunkView, area: Rect, ctx: &Ctx) {
    const GOODS: [&str; 4] = ["fish", "rice", "spice", "vegetables"];
    frame.svg.open("market", area);
    let mut rest = area;
    if let Some(prices) = v.market {
        let title = ctx.word("pic-junk-market");
        let title_w = Size::Big.bold_width_of(&title) + 16.0;
        let row = Rect::new(area.x, area.y, area.w, MARKET_H - 8.0);
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
        rest = Rect::new(area.x, area.y + MARKET_H, area.w, area.h - MARKET_H);
    }
    for line in round_lines(v, area.w, ctx) {
        rest = frame.para(rest, &line, INK);
    }
    frame.svg.close();
}

/// The permanent cards a player holds, each kind once, with how many.
fn permanent(cards: &[Special], ctx: &Ctx) -> Vec<String> {
    [(Special::ExtraSupply, "extra-supply"), (Special::TieBreaker, "tie-breaker"), (Special::Exchange, "exchange")]
        .into_iter()
        .filter_map(|(card, id)| {
            let count = cards.iter().filter(|&&c| c == card).count();
            let name = ctx.word(&format!("pic-junk-perm-{id}"));
            (count > 0).then(|| if count > 1 { format!("{name} ×{count}") } else { name })
        })
        .collect()
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
            details.extend(permanent(&p.permanent, ctx));
            PlayerCell::new(p.seat, score, unit, details, whose_turn(v))
        })
        .collect()
}

/// The one seat whose turn it is, marked ▶ and framed; none while everyone
/// chooses at once (opening picks, sealed offers), where ✓ marks who is
/// ready and the start player is no more expected than the others.
fn whose_turn(v: &JunkView) -> Option<Seat> {
    let simultaneous = matches!(v.phase, Phase::OpeningPicks | Phase::Offers);
    (!v.over && !simultaneous).then_some(v.current)
}

/// The public board of a Dschunke game: as high as the junks, the market
/// and the players' row need (from the usual height to the most), the
/// crates smaller when even that is short.
pub fn svg(v: &JunkView, ctx: &Ctx) -> String {
    let cells = cells(v, ctx);
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let fixed = STRIP_H + GAP + market_height(v, width, ctx) + GAP + Frame::players_height(&cells, width) + MARGIN;
    let need = |cell: f32| fixed + junks_height(v, cell);
    let cell = CELLS.into_iter().find(|&c| need(c) <= MAX_HEIGHT as f32).unwrap_or(CELLS[CELLS.len() - 1]);
    let mut frame = Frame::new((need(cell).ceil() as u32).max(HEIGHT)).with_details(ctx);
    let over = ctx.word("pic-over");
    let top = frame.strip(&ctx.game_say(GameKind::Junk, &v.title), whose_turn(v), v.over.then_some(over.as_str()), ctx);
    let bottom = frame.players(&cells, ctx) - GAP;
    let full = Rect::new(MARGIN, top, width, bottom - top);
    frame.svg.open("board", full);
    let junks_h = junks_height(v, cell);
    junks(&mut frame, v, Rect::new(full.x, full.y, full.w, junks_h), cell, ctx);
    // The room the picture has to spare goes half above the market, half under.
    let spare = (full.h - junks_h - market_height(v, width, ctx)).max(0.0) / 2.0;
    let market_y = full.y + junks_h + spare;
    market(&mut frame, v, Rect::new(full.x, market_y, full.w, full.bottom() - market_y), ctx);
    frame.svg.close();
    frame.finish()
}
