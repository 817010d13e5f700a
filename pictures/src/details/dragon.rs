//! In the Year of the Dragon's details: a card per player, a line per
//! palace (its floors, then each resident as a chip: the type's short name
//! and the symbols on its tile, helmets, mortars, Buddhas…; an empty floor
//! as a dash), then how many persons live there and how many floors stand
//! empty (when any do). Healers, warriors, farmers and pyrotechnists decide the coming
//! events; the board itself only shows which floors are lived in.

use tavola_engine::dragon::{DragonView, Person};
use tavola_engine::{GameKind, Msg};

use super::{title, Card, Head, Item, Placement, Sheet};
use crate::parts::game_name;
use crate::svg::{Size, INK};
use crate::Ctx;

/// A person type's id in the words, and its chip's pale fill.
fn style(person: Person) -> (&'static str, &'static str) {
    match person {
        Person::Craftsman => ("craftsman", "#d7ccc8"),
        Person::CourtLady => ("court-lady", "#f8bbd0"),
        Person::TaxCollector => ("tax-collector", "#fff59d"),
        Person::Pyrotechnist => ("pyrotechnist", "#ffcc80"),
        Person::Warrior => ("warrior", "#ef9a9a"),
        Person::Monk => ("monk", "#ffe0b2"),
        Person::Healer => ("healer", "#c8e6c9"),
        Person::Farmer => ("farmer", "#dcedc8"),
        Person::Scholar => ("scholar", "#bbdefb"),
    }
}

/// A type's short name in the reader's language ("Wa", "Gu", "Kr").
fn short(person: Person, ctx: &Ctx) -> String {
    ctx.word(&format!("pic-dragon-short-{}", style(person).0))
}

fn person_name(person: Person, ctx: &Ctx) -> String {
    ctx.game_word(GameKind::YearOfTheDragon, &format!("dragon-person-{}", style(person).0))
}

pub(super) fn sheet(v: &DragonView, ctx: &Ctx) -> Sheet {
    let mut cards = Vec::new();
    for p in &v.players {
        let mut card = Card::new(Head::Seat(p.seat));
        for palace in &p.palaces {
            let mut line = vec![Item::Chip(format!("▲{}", palace.floors), "#c62828", "#ffffff")];
            for &tile in &palace.persons {
                let (_, fill) = style(tile.person);
                line.push(Item::Chip(format!("{}{}", short(tile.person, ctx), tile.symbols()), fill, INK));
            }
            let empty = usize::from(palace.floors).saturating_sub(palace.persons.len());
            line.extend((0..empty).map(|_| Item::Chip("–".to_owned(), "#ffffff", INK)));
            card.line(line);
        }
        let persons: usize = p.palaces.iter().map(|pl| pl.persons.len()).sum();
        let floors: usize = p.palaces.iter().map(|pl| usize::from(pl.floors)).sum();
        // Two items, so that a narrow card puts them on two lines whole.
        let mut counts =
            vec![Item::Text(ctx.say(&Msg::new("pic-details-dragon-persons").num("persons", persons as i64)))];
        let empty = floors.saturating_sub(persons);
        if empty > 0 {
            counts.push(Item::Text(ctx.say(&Msg::new("pic-details-dragon-empty").num("empty", empty as i64))));
        }
        card.line(counts);
        cards.push(card);
    }
    let mut legend = vec![ctx.word("pic-details-dragon-legend")];
    legend.extend(Person::ALL.iter().map(|&p| format!("{}\u{a0}{}", short(p, ctx), person_name(p, ctx))));
    Sheet {
        title: title(&game_name(GameKind::YearOfTheDragon, ctx), &ctx.word("pic-details-dragon"), ctx),
        cards,
        legend,
        placement: Placement::Flow(match v.players.len() {
            n @ (1 | 2) => n,
            4 => 2,
            _ => 3,
        }),
        size: Size::Big,
    }
}
