//! Chinesische Mauer: a band per section (closed ones say so and keep their
//! number), with its open fame tokens, the first token and the card it
//! lies on, each visible card left to right in its owner's colour and
//! letter (with how many cards lie under it), and each player's value
//! there; then the players' hands, decks and tokens won, as counts.

use tavola_engine::great_wall::{CardKind, GreatWallView, SectionView};
use tavola_engine::{Msg, Seat};

use crate::parts::{inner_width, Page};
use crate::svg::{seat_style, Anchor, Size, Svg, DIM, INK, MARGIN, WIDTH};
use crate::Ctx;

const CHIP_H: f32 = 44.0;
const TOKEN_R: f32 = 24.0;

fn kind_name(kind: CardKind, ctx: &Ctx) -> String {
    ctx.word(&format!("pic-gw-card-{}", kind.name()))
}

/// A card: its owner's colour, letter and kind, `+n` for the cards under it.
fn card_chip(svg: &mut Svg, x: f32, y: f32, (owner, kind, under): (Seat, CardKind, usize), ctx: &Ctx) -> f32 {
    let style = seat_style(owner);
    let mut label = format!("{} {}", style.letter, kind_name(kind, ctx));
    if under > 0 {
        label = format!("{label} +{under}");
    }
    let w = Size::Body.bold_width_of(&label) + 18.0;
    svg.rect(x, y, w, CHIP_H, style.fill, Some(INK));
    svg.bold(x + 9.0, y + CHIP_H - 12.0, Size::Body, Anchor::Start, style.ink, &label);
    w
}

/// A fame token: a gold disc with its value.
fn token(svg: &mut Svg, cx: f32, cy: f32, value: u8) {
    svg.circle(cx, cy, TOKEN_R, "#ffd54f", Some(INK));
    svg.centred(cx, cy, Size::Body, INK, &value.to_string());
}

fn section(page: &mut Page, n: usize, s: &SectionView, ctx: &Ctx) {
    let top = page.y;
    let label = ctx.say(&Msg::new("pic-gw-section").num("n", n as i64 + 1));
    if s.closed {
        page.svg.rect(MARGIN, top, inner_width(), 50.0, "#bdbdbd", Some(DIM));
        let closed = ctx.say(&Msg::new("pic-gw-closed").num("n", n as i64 + 1));
        page.svg.bold(MARGIN + 12.0, top + 36.0, Size::Body, Anchor::Start, INK, &closed);
        page.y += 58.0;
        return;
    }
    // Title row: the section's number, its open tokens, the first token.
    let mut y = top + 10.0;
    page.svg.bold(MARGIN + 12.0, y + 32.0, Size::Big, Anchor::Start, INK, &label);
    let mut x = MARGIN + 30.0 + Size::Big.bold_width_of(&label);
    for &value in &s.open_tokens {
        token(&mut page.svg, x + TOKEN_R, y + 20.0, value);
        x += 2.0 * TOKEN_R + 8.0;
    }
    if let Some((seat, value, kind)) = s.first_token {
        x += 16.0;
        token(&mut page.svg, x + TOKEN_R, y + 20.0, value);
        let on = ctx.say(&Msg::new("pic-gw-first").text("card", kind_name(kind, ctx)));
        page.svg.marker(x + 2.0 * TOKEN_R + 30.0, y + 20.0, seat);
        page.svg.text(x + 2.0 * TOKEN_R + 58.0, y + 30.0, Size::Body, Anchor::Start, INK, &on);
    }
    y += 54.0;
    // The cards, left to right, wrapping.
    let mut x = MARGIN + 12.0;
    if s.cards.is_empty() {
        page.svg.text(x, y + 32.0, Size::Body, Anchor::Start, DIM, &ctx.word("pic-gw-no-cards"));
    }
    for &card in &s.cards {
        let label = format!("X {} +9", kind_name(card.1, ctx));
        if x + Size::Body.bold_width_of(&label) + 18.0 > WIDTH as f32 - MARGIN {
            x = MARGIN + 12.0;
            y += CHIP_H + 8.0;
        }
        x += card_chip(&mut page.svg, x, y, card, ctx) + 8.0;
    }
    y += CHIP_H + 10.0;
    // Each seat's value here now.
    let mut x = MARGIN + 12.0;
    page.svg.text(x, y + 30.0, Size::Body, Anchor::Start, DIM, &ctx.word("pic-gw-values"));
    x += Size::Body.width_of(&ctx.word("pic-gw-values")) + 14.0;
    for (i, &value) in s.values.iter().enumerate() {
        x += page.svg.counter(x, y + 20.0, Seat(i as u8), value) + 8.0;
    }
    y += 50.0;
    // The section's frame, drawn once its height is known.
    page.svg.rect(MARGIN, top, inner_width(), y - top, "none", Some(INK));
    page.y = y + 10.0;
}

fn players(page: &mut Page, v: &GreatWallView, ctx: &Ctx) {
    page.heading(&ctx.word("pic-players"));
    for p in &v.players {
        let msg = Msg::new("pic-gw-player")
            .num("hand", i64::from(p.hand_size))
            .num("deck", p.deck_size as i64)
            .num("tokens", p.tokens_won as i64);
        let mut detail = ctx.say(&msg);
        if let Some(Some(fame)) = v.scores.get(p.seat.index()) {
            detail = format!("{} · {detail}", ctx.say(&Msg::new("pic-gw-fame").num("fame", i64::from(*fame))));
        }
        page.player(p.seat, &ctx.name(p.seat), &detail, !v.over && p.seat == v.current);
    }
}

/// The public board of a Chinesische Mauer game.
pub fn svg(v: &GreatWallView, ctx: &Ctx) -> String {
    let mut page = Page::new();
    page.title(&ctx.say(&Msg::new("pic-gw-title").num("turn", i64::from(v.round))));
    let state = if v.over {
        ctx.word("pic-over")
    } else if v.placing_over {
        ctx.word("pic-gw-checks-only")
    } else if let Some(seat) = v.final_round_by {
        ctx.say(&Msg::new("pic-gw-final-round").seat("seat", seat))
    } else {
        ctx.say(&Msg::new("pic-gw-tokens-left").num("count", v.tokens_left as i64))
    };
    page.para(&state, DIM);
    page.gap(8.0);
    for (n, s) in v.sections.iter().enumerate() {
        section(&mut page, n, s, ctx);
    }
    players(&mut page, v, ctx);
    page.finish()
}
