//! Ming Dynastie's details: a card per province, in the board's order:
//! its space (the face-up card and each player's members waiting), its
//! city during a scoring, then each of its districts on a line of its own
//! (the prince, the monastery, every family's members), every count
//! readable where the board has them small.

use tavola_engine::ming::MingView;
use tavola_engine::{GameKind, Msg, Seat};

use super::{title, Card, Head, Item, Placement, Sheet};
use crate::ming::{colour_name, province_fill, symbol_name};
use crate::parts::game_name;
use crate::svg::{Size, INK};
use crate::Ctx;

/// A family's members: a player's counter, or the neutral family's grey
/// chip (2 players).
fn family(f: usize, n: u8, neutral: Option<u8>) -> Item {
    if Some(f as u8) == neutral {
        Item::Chip(format!("N {n}"), "#9e9e9e", INK)
    } else {
        Item::Counter(Seat(f as u8), n.to_string())
    }
}

pub(super) fn sheet(v: &MingView, ctx: &Ctx) -> Sheet {
    let mut cards = Vec::new();
    for (p, province) in v.provinces.iter().enumerate() {
        let name = ctx.say(&Msg::new("pic-details-ming-province").text("colour", colour_name(&province.colour, ctx)));
        let mut card = Card::new(Head::Title(name, province_fill(&province.colour), INK));
        let mut space = vec![Item::Bold(ctx.word("pic-details-ming-space"))];
        if let Some(symbol) = &province.card {
            space.push(Item::Text(symbol_name(symbol, ctx)));
        }
        space.extend(province.waiting.iter().enumerate().filter(|(_, &n)| n > 0).map(|(s, &n)| family(s, n, None)));
        if space.len() == 1 {
            space.push(Item::Text("—".to_owned()));
        }
        card.line(space);
        if province.city.iter().any(|&n| n > 0) {
            let mut city = vec![Item::Bold(ctx.word("pic-ming-city"))];
            city.extend(
                province.city.iter().enumerate().filter(|(_, &n)| n > 0).map(|(f, &n)| family(f, n, v.neutral)),
            );
            card.line(city);
        }
        for d in v.districts.iter().skip(3 * p).take(3) {
            let mut line = vec![Item::Bold(d.id.clone())];
            if let Some(seat) = d.prince {
                line.push(Item::Text("♛".to_owned()));
                line.push(Item::Marker(seat));
            }
            if let Some(f) = d.monastery {
                let who = if Some(f) == v.neutral { "N".to_owned() } else { ctx.mark(Seat(f)).label };
                line.push(Item::Chip(format!("✚{who}"), "#ffffff", INK));
            }
            line.extend(d.members.iter().enumerate().filter(|(_, &n)| n > 0).map(|(f, &n)| family(f, n, v.neutral)));
            if line.len() == 1 {
                line.push(Item::Text("—".to_owned()));
            }
            card.line(line);
        }
        cards.push(card);
    }
    Sheet {
        title: title(&game_name(GameKind::Ming, ctx), &ctx.word("pic-details-ming"), ctx),
        cards,
        legend: vec![ctx.word("pic-details-ming-legend")],
        placement: Placement::Flow(3),
        size: Size::Body,
    }
}
