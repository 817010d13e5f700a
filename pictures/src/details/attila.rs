//! Attila's details: the map alone, across the whole picture, each
//! province a card in its place on the board's grid (its tokens by tribe,
//! larger than the board has room for beside the influence track and five
//! players' cells; a pacified province greyed with its century), the
//! borders between them (dashed across the sea), the tribes' legend in
//! the empty west.

use tavola_engine::attila::{AttilaView, Tribe};
use tavola_engine::{GameKind, Msg};

use super::{title, Card, Head, Item, Placement, Sheet};
use crate::attila::{tribe_fill, tribe_initial, tribe_name, PLACES};
use crate::parts::game_name;
use crate::svg::{Size, INK};
use crate::Ctx;

/// A province's cell on the grid (the last row's first cell for one the
/// table lacks).
fn cell(id: &str) -> (usize, usize) {
    PLACES.iter().find(|(p, _, _)| *p == id).map_or((0, 4), |&(_, c, r)| (usize::from(c), usize::from(r)))
}

pub(super) fn sheet(v: &AttilaView, ctx: &Ctx) -> Sheet {
    let mut cards = Vec::new();
    let mut cells = Vec::new();
    for p in &v.provinces {
        let mut head = p.id.clone();
        if p.start {
            head.push('★');
        }
        if let Some(century) = p.peace {
            head.push_str(&format!(" ☮{century}"));
        }
        let fill = if p.peace.is_some() { "#bdbdbd" } else { "#ffffff" };
        let mut card = Card::new(Head::Title(head, fill, INK));
        card.fill = fill;
        let chips: Vec<Item> = p
            .tokens
            .present()
            .map(|tribe| {
                let (fill, ink) = tribe_fill(tribe);
                Item::Chip(format!("{}{}", tribe_initial(tribe, ctx), p.tokens.get(tribe)), fill, ink)
            })
            .collect();
        if !chips.is_empty() {
            card.line(chips);
        }
        let (c, r) = cell(&p.id);
        cells.push((c, r, 1, 1));
        cards.push(card);
    }
    let mut legend = Card::new(Head::Title(ctx.word("pic-details-attila-tribes"), "#ece8dc", INK));
    for tribe in Tribe::ALL {
        let (fill, ink) = tribe_fill(tribe);
        legend.line(vec![Item::Chip(tribe_initial(tribe, ctx), fill, ink), Item::Text(tribe_name(tribe, ctx))]);
    }
    cards.push(legend);
    cells.push((0, 1, 1, 4));
    let index = |id: &str| v.provinces.iter().position(|p| p.id == id);
    let links = tavola_engine::attila::borders()
        .into_iter()
        .filter_map(|(a, b, sea)| Some((index(a)?, index(b)?, sea)))
        .collect();
    let turn =
        Msg::new("pic-attila-title").text("game", game_name(GameKind::Attila, ctx)).num("turn", i64::from(v.round));
    Sheet {
        title: title(&ctx.say(&turn), &ctx.word("pic-details-attila"), ctx),
        cards,
        legend: vec![ctx.word("pic-details-attila-legend")],
        placement: Placement::Grid { cols: 6, rows: 5, cells, links },
        size: Size::Big,
    }
}
