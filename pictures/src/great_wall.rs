//! Chinesische Mauer, laid out wide: the wall's sections side by side, each
//! a column with its open fame tokens, the first token and the card it
//! lies on, its visible cards top to bottom in their owners' markers (with
//! how many cards lie under each), and each player's value there, the
//! leader's read at a glance; a closed section only a narrow column (its
//! number, "closed"), leaving the room to the open ones; the players along
//! the bottom (hands, decks, tokens won, fame once the game is over). On
//! a web page each section carries its detail (the fame tokens it offers,
//! the first token, each player's cards and value there, who leads): see
//! [`crate::board_svg_detailed`].

use tavola_engine::great_wall::{CardKind, GreatWallView, SectionView};
use tavola_engine::{GameKind, Msg, Seat};

use crate::parts::{game_name, Frame, PlayerCell};
use crate::svg::{Anchor, Rect, Size, Svg, DIM, GAP, INK, MARGIN, PANEL, TURN, WIDTH};
use crate::Ctx;

/// A card's row: room for the tallest marker (a diamond).
const CARD_H: f32 = 44.0;
const TOKEN_R: f32 = 20.0;
const MARK_R: f32 = 17.0;

fn kind_name(kind: CardKind, ctx: &Ctx) -> String {
    ctx.word(&format!("pic-gw-card-{}", kind.name()))
}

/// A card kind's sign (the legend names them).
fn kind_sign(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Wall => "▤",
        CardKind::Gate => "⌂",
        CardKind::Watchtower => "♜",
        CardKind::Noble => "♚",
        CardKind::Warrior => "⚔",
        CardKind::Horseman => "♞",
        CardKind::Dragon => "✹",
    }
}

/// The cards' signs and names, for the legend.
fn legend(ctx: &Ctx) -> Vec<String> {
    CardKind::ALL.iter().map(|&k| format!("{} {}", kind_sign(k), kind_name(k, ctx))).collect()
}

/// A card's label after its owner's marker: its sign, `+n` for the cards
/// under it.
fn card_label(kind: CardKind, under: usize) -> String {
    if under > 0 {
        format!("{} +{under}", kind_sign(kind))
    } else {
        kind_sign(kind).to_owned()
    }
}

fn card_width(kind: CardKind, under: usize) -> f32 {
    2.6 * MARK_R + 14.0 + Size::Big.bold_width_of(&card_label(kind, under))
}

/// A card on a row of its own: its owner's marker and colour, its sign
/// and name, the cards under it.
fn card_row(svg: &mut Svg, r: Rect, (owner, kind, under): (Seat, CardKind, usize), ctx: &Ctx) {
    let mark = ctx.mark(owner);
    svg.panel(r, "#ffffff", Some(mark.fill));
    svg.marker(r.x + 3.0 + 1.3 * MARK_R, r.cy(), MARK_R, &mark, Size::Body);
    let x = r.x + 8.0 + 2.6 * MARK_R;
    let sign = Rect::new(x, r.y, 30.0, r.h);
    svg.text_in(sign, 0.0, Size::Big, Anchor::Middle, INK, true, kind_sign(kind));
    let name = Rect::new(sign.right() + 2.0, r.y, r.right() - sign.right() - 2.0, r.h);
    svg.text_in(name, 2.0, Size::Body, Anchor::Start, INK, true, &kind_name(kind, ctx));
    if under > 0 {
        svg.text_in(name, 6.0, Size::Body, Anchor::End, DIM, true, &format!("+{under}"));
    }
}

/// A card: its owner's marker and colour, its sign, the cards under it.
fn card_chip(svg: &mut Svg, r: Rect, (owner, kind, under): (Seat, CardKind, usize), ctx: &Ctx) {
    let mark = ctx.mark(owner);
    svg.panel(r, "#ffffff", Some(mark.fill));
    svg.marker(r.x + 3.0 + 1.3 * MARK_R, r.cy(), MARK_R, &mark, Size::Body);
    let text = Rect::new(r.x + 6.0 + 2.6 * MARK_R, r.y, r.w - 6.0 - 2.6 * MARK_R, r.h);
    svg.text_in(text, 2.0, Size::Big, Anchor::Start, INK, true, &card_label(kind, under));
}

/// A fame token: a gold disc with its value.
fn token(svg: &mut Svg, cx: f32, cy: f32, value: u8) {
    svg.circle(cx, cy, TOKEN_R, "#ffd54f", Some(INK));
    let r = Rect::new(cx - TOKEN_R, cy - TOKEN_R, 2.0 * TOKEN_R, 2.0 * TOKEN_R);
    svg.text_in(r, 0.0, Size::Body, Anchor::Middle, INK, true, &value.to_string());
}

/// The width of a closed section: its number over the word "closed".
fn closed_width(ctx: &Ctx) -> f32 {
    Size::Body.width_of(&ctx.word("pic-gw-closed")).max(Size::Glance.bold_width_of("00")) + 24.0
}

/// Each section's column across `area`: a closed one narrow, the open
/// ones sharing the rest.
fn columns(sections: &[SectionView], area: Rect, ctx: &Ctx) -> Vec<Rect> {
    let closed_w = closed_width(ctx);
    let closed = sections.iter().filter(|s| s.closed).count() as f32;
    let open = sections.len() as f32 - closed;
    let gaps = GAP * (sections.len().max(1) - 1) as f32;
    let open_w = if open > 0.0 { (area.w - gaps - closed * closed_w) / open } else { closed_w };
    let mut x = area.x;
    sections
        .iter()
        .map(|s| {
            let w = if s.closed { closed_w } else { open_w };
            let col = Rect::new(x, area.y, w, area.h);
            x += w + GAP;
            col
        })
        .collect()
}

/// A closed section, small: its number and the word "closed".
fn closed_section(frame: &mut Frame, n: usize, col: Rect, ctx: &Ctx) {
    frame.svg.panel(col, "#bdbdbd", Some(DIM));
    let head = Rect::new(col.x, col.y, col.w, 42.0);
    frame.svg.panel(head, PANEL, Some(DIM));
    frame.svg.text_in(head, 0.0, Size::Glance, Anchor::Middle, INK, true, &(n + 1).to_string());
    let word = Rect::new(col.x, head.bottom() + 4.0, col.w, 36.0);
    frame.svg.text_in(word, 0.0, Size::Body, Anchor::Middle, INK, false, &ctx.word("pic-gw-closed"));
}

/// What the first token lies on: "on a horseman", or less where that is
/// too wide.
fn first_on(kind: CardKind, max_w: f32, ctx: &Ctx) -> String {
    let name = kind_name(kind, ctx);
    let long = ctx.say(&Msg::new("pic-gw-first").text("card", name.clone()));
    [long, format!("{} {name}", kind_sign(kind))]
        .into_iter()
        .find(|t| Size::Body.width_of(t) <= max_w)
        .unwrap_or_else(|| kind_sign(kind).to_owned())
}

fn section(frame: &mut Frame, n: usize, s: &SectionView, col: Rect, ctx: &Ctx) {
    if s.closed {
        closed_section(frame, n, col, ctx);
        return;
    }
    frame.svg.panel(col, "#ffffff", Some(INK));
    let head = Rect::new(col.x, col.y, col.w, 42.0);
    frame.svg.panel(head, PANEL, Some(INK));
    let label = ctx.say(&Msg::new("pic-gw-section").num("n", n as i64 + 1));
    frame.svg.text_in(head, 8.0, Size::Big, Anchor::Start, INK, true, &label);
    // The open tokens, then the first token with its owner and card.
    let mut y = head.bottom() + 6.0;
    let mut x = col.x + 8.0;
    for &value in &s.open_tokens {
        if x + 2.0 * TOKEN_R > col.right() - 4.0 {
            x = col.x + 8.0;
            y += 2.0 * TOKEN_R + 4.0;
        }
        token(&mut frame.svg, x + TOKEN_R, y + TOKEN_R, value);
        x += 2.0 * TOKEN_R + 6.0;
    }
    y += 2.0 * TOKEN_R + 6.0;
    if let Some((seat, value, kind)) = s.first_token {
        let line = Rect::new(col.x + 4.0, y, col.w - 8.0, 2.0 * TOKEN_R + 4.0);
        token(&mut frame.svg, line.x + 4.0 + TOKEN_R, line.cy(), value);
        let mark = ctx.mark(seat);
        frame.svg.marker(line.x + 2.0 * TOKEN_R + 12.0 + 1.3 * MARK_R, line.cy(), MARK_R, &mark, Size::Body);
        let x = line.x + 2.0 * TOKEN_R + 18.0 + 2.6 * MARK_R;
        let text = Rect::new(x, line.y, line.right() - x, line.h);
        let on = first_on(kind, text.w - 4.0, ctx);
        frame.svg.text_in(text, 2.0, Size::Body, Anchor::Start, INK, false, &on);
        y = line.bottom() + 4.0;
    }
    // Each seat's value here, the leaders' filled, at a glance, at the
    // column's foot: a marker over each value.
    let foot = Rect::new(col.x + 4.0, col.bottom() - FOOT_H - 4.0, col.w - 8.0, FOOT_H);
    frame.svg.line((col.x, foot.y - 3.0), (col.right(), foot.y - 3.0), DIM, 1.0);
    let best = s.values.iter().copied().max().unwrap_or(0);
    for (i, (&value, slot)) in s.values.iter().zip(foot.columns(s.values.len(), 2.0)).enumerate() {
        if value == best && value > 0 {
            frame.svg.panel(slot, TURN, Some(INK));
        }
        let mark = ctx.mark(Seat(i as u8));
        frame.svg.marker(slot.cx(), slot.y + 4.0 + 1.2 * MARK_R, MARK_R, &mark, Size::Body);
        let text = Rect::new(slot.x, slot.y + 44.0, slot.w, slot.h - 44.0);
        frame.svg.text_in(text, 0.0, Size::Glance, Anchor::Middle, INK, true, &value.to_string());
    }
    // The cards, left to right and down, in the room between.
    let cards = Rect::new(col.x + 6.0, y, col.w - 12.0, foot.y - y - 6.0);
    if s.cards.is_empty() {
        let r = Rect::new(cards.x, cards.y, cards.w, CARD_H);
        frame.svg.text_in(r, 4.0, Size::Body, Anchor::Start, DIM, false, &ctx.word("pic-gw-no-cards"));
        return;
    }
    // A row per card, named, when they all fit; else chips, signs only.
    let rows = ((cards.h + 4.0) / (CARD_H + 4.0)).floor() as usize;
    if s.cards.len() <= rows {
        for (k, &card) in s.cards.iter().enumerate() {
            let r = Rect::new(cards.x, cards.y + k as f32 * (CARD_H + 4.0), cards.w, CARD_H);
            card_row(&mut frame.svg, r, card, ctx);
        }
        return;
    }
    let (mut x, mut y) = (cards.x, cards.y);
    for (k, &card) in s.cards.iter().enumerate() {
        let w = card_width(card.1, card.2);
        if x + w > cards.right() {
            x = cards.x;
            y += CARD_H + 4.0;
        }
        // The last row says how many more cards there are, if any.
        let last_row = y + 2.0 * CARD_H + 4.0 > cards.bottom();
        let more = ctx.say(&Msg::new("pic-gw-more").num("count", (s.cards.len() - k) as i64));
        if last_row && x + w + 4.0 + Size::Body.width_of(&more) + 8.0 > cards.right() && k + 1 < s.cards.len() {
            let r = Rect::new(x, y, cards.right() - x, CARD_H);
            frame.svg.text_in(r, 2.0, Size::Body, Anchor::Start, DIM, false, &more);
            break;
        }
        card_chip(&mut frame.svg, Rect::new(x, y, w, CARD_H), card, ctx);
        x += w + 4.0;
    }
}

/// A section's detail: the fame tokens it offers, the first token, each
/// player's cards there (with how many lie under each) and value, and who
/// leads.
fn section_detail(n: usize, s: &SectionView, ctx: &Ctx) -> String {
    let section = n as i64 + 1;
    if s.closed {
        return ctx.say(&Msg::new("pic-gw-detail-closed").num("n", section));
    }
    let mut lines = vec![ctx.say(&Msg::new("pic-gw-section").num("n", section))];
    let tokens: Vec<String> = s.open_tokens.iter().map(u8::to_string).collect();
    lines.push(if tokens.is_empty() {
        ctx.word("pic-gw-detail-no-tokens")
    } else {
        ctx.say(&Msg::new("pic-gw-detail-tokens").text("list", tokens.join(", ")))
    });
    if let Some((seat, value, kind)) = s.first_token {
        let first = Msg::new("pic-gw-detail-first")
            .num("value", i64::from(value))
            .seat("seat", seat)
            .text("card", kind_name(kind, ctx));
        lines.push(ctx.say(&first));
    }
    for (i, &value) in s.values.iter().enumerate() {
        let seat = Seat(i as u8);
        let cards: Vec<String> = s
            .cards
            .iter()
            .filter(|(owner, _, _)| *owner == seat)
            .map(|&(_, kind, under)| {
                let name = kind_name(kind, ctx);
                if under == 0 {
                    return name;
                }
                ctx.say(&Msg::new("pic-gw-detail-covering").text("card", name).num("count", under as i64))
            })
            .collect();
        if cards.is_empty() && value == 0 {
            continue;
        }
        let cards = if cards.is_empty() { ctx.word("pic-gw-detail-no-cards") } else { cards.join(", ") };
        let msg =
            Msg::new("pic-gw-detail-player").seat("seat", seat).num("value", i64::from(value)).text("cards", cards);
        lines.push(ctx.say(&msg));
    }
    let best = s.values.iter().copied().max().unwrap_or(0);
    let leaders = s.values.iter().enumerate().filter(|&(_, &v)| best > 0 && v == best).map(|(i, _)| Seat(i as u8));
    let leaders: Vec<Seat> = leaders.collect();
    lines.push(if leaders.is_empty() {
        ctx.word("pic-gw-detail-no-lead")
    } else {
        ctx.say(&Msg::new("pic-gw-detail-leads").seats("seats", leaders))
    });
    lines.join("\n")
}

/// The height of a section's foot: a marker over a value.
const FOOT_H: f32 = 88.0;

fn cells(v: &GreatWallView, ctx: &Ctx) -> Vec<PlayerCell> {
    v.players
        .iter()
        .map(|p| {
            // Fame lies face down until the end: the tokens won stand for it.
            let (score, unit) = match v.scores.get(p.seat.index()) {
                Some(Some(fame)) => (fame.to_string(), ctx.say(&Msg::new("pic-gw-fame").num("fame", i64::from(*fame)))),
                _ => (
                    p.tokens_won.to_string(),
                    ctx.say(&Msg::new("pic-gw-tokens-won").num("tokens", p.tokens_won as i64)),
                ),
            };
            let mut details = vec![
                ctx.say(&Msg::new("pic-gw-hand").num("hand", i64::from(p.hand_size))),
                ctx.say(&Msg::new("pic-gw-deck").num("deck", p.deck_size as i64)),
            ];
            if v.scores.get(p.seat.index()).is_some_and(Option::is_some) {
                details.push(ctx.say(&Msg::new("pic-gw-tokens-count").num("tokens", p.tokens_won as i64)));
            }
            PlayerCell::new(p.seat, score, unit, details, (!v.over).then_some(v.current))
        })
        .collect()
}

/// The public board of a Chinesische Mauer game.
pub fn svg(v: &GreatWallView, ctx: &Ctx) -> String {
    let mut frame = Frame::standard().with_details(ctx);
    let game = game_name(GameKind::GreatWall, ctx);
    let title = ctx.say(&Msg::new("pic-gw-title").text("game", game).num("turn", i64::from(v.round)));
    let turn = (!v.over).then_some(v.current);
    let top = frame.strip(&title, turn, Some(&ctx.word("pic-over")), ctx);
    let state = if v.over {
        None
    } else if v.placing_over {
        Some(ctx.word("pic-gw-checks-only"))
    } else if let Some(seat) = v.final_round_by {
        Some(ctx.say(&Msg::new("pic-gw-final-round").seat("seat", seat)))
    } else {
        Some(ctx.say(&Msg::new("pic-gw-tokens-left").num("count", v.tokens_left as i64)))
    };
    let bottom = frame.players(&cells(v, ctx), ctx) - GAP;
    let mut full = Rect::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, bottom - top);
    frame.svg.open("board", full);
    let mut items: Vec<String> = state.into_iter().collect();
    items.extend(legend(ctx));
    for line in crate::parts::pack(&items, Size::Body, full.w - 8.0) {
        full = frame.para(full, &line, DIM);
    }
    full = Rect::new(full.x, full.y + 4.0, full.w, full.h - 4.0);
    for (n, (s, col)) in v.sections.iter().zip(columns(&v.sections, full, ctx)).enumerate() {
        frame.svg.open("section", col);
        frame.svg.open_detail(|| section_detail(n, s, ctx));
        section(&mut frame, n, s, col, ctx);
        frame.svg.close_detail();
        frame.svg.close();
    }
    frame.svg.close();
    frame.finish()
}
