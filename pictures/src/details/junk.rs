//! Dschunke's details: a card per junk, in the board's order: its goods
//! pile, then its layers from the top down, each with the owner of the
//! strip in each of its three places (the board shows only the crates
//! that show from above and how many layers lie there), then the
//! merchants on it.

use tavola_engine::junk::JunkView;
use tavola_engine::{GameKind, Msg};

use super::{title, Card, Head, Item, Placement, Sheet};
use crate::junk::{junk_fill, work_text};
use crate::parts::game_name;
use crate::svg::{Size, INK};
use crate::Ctx;

pub(super) fn sheet(v: &JunkView, ctx: &Ctx) -> Sheet {
    let mut cards = Vec::new();
    for junk in &v.junks {
        let name = ctx.say(&Msg::new("pic-junk-detail-junk").text("junk", ctx.word(&format!("pic-junk-{}", junk.id))));
        let mut card = Card::new(Head::Title(name, junk_fill(&junk.id), INK));
        let good = junk.good.as_ref().map(|g| ctx.word(&format!("pic-junk-good-{g}")));
        let pile = match (good, junk.pile) {
            (Some(good), Some(count)) => {
                ctx.say(&Msg::new("pic-details-junk-pile").text("good", good).num("count", i64::from(count)))
            }
            (Some(good), None) => ctx.say(&Msg::new("pic-details-junk-pile-hidden").text("good", good)),
            (None, _) => ctx.word("pic-junk-detail-no-pile"),
        };
        card.line(vec![Item::Text(pile)]);
        if junk.layers.is_empty() {
            card.line(vec![Item::Text(ctx.word("pic-junk-detail-no-layers"))]);
        }
        for (n, layer) in junk.layers.iter().enumerate().rev() {
            let mut line = vec![Item::Bold(format!("{}", n + 1))];
            for owner in layer {
                line.push(match owner {
                    Some(seat) => Item::Marker(*seat),
                    None => Item::Chip("·".to_owned(), "#f5f5f5", INK),
                });
            }
            card.line(line);
        }
        for (_, work) in v.merchants.iter().filter(|(at, _)| *at == junk.id) {
            let work = work.map_or_else(|| ctx.word("pic-junk-merchant"), |w| work_text(w, ctx));
            card.line(vec![Item::Text(format!("⚓ {work}"))]);
        }
        cards.push(card);
    }
    Sheet {
        title: title(&game_name(GameKind::Junk, ctx), &ctx.word("pic-details-junk"), ctx),
        cards,
        legend: vec![ctx.word("pic-details-junk-legend")],
        placement: Placement::Flow(v.junks.len().clamp(1, 5)),
        size: Size::Body,
    }
}
