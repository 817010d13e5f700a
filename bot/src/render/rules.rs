//! `/game rules`: each game's rules in a few lines, in our own words, and
//! the facts the engine knows (player range, options) for any game.

use tavola_engine::GameKind;

fn summary(id: &str) -> &'static str {
    match id {
        "great-wall" => "\
Build the Great Wall and win the emperor's fame tokens.
- Each open section of the wall shows two face-up fame tokens.
- Your turn: first, for every section where your cards are worth strictly more than anyone else's, take a token. The first token lies on one of your cards there; when someone later leads the section again, they take the other one and the section's cards leave the game.
- Then take two actions, each either: place one or more identical cards from your hand on one section, or draw a card. Horsemen are placed for free.
- Dragons cover another player's card and cancel its value.
- When someone has played every card the final round begins. Most fame wins.
- With 2 players, a pair of equal tokens is discarded and replaced.",
        "year-of-the-dragon" => "\
Guide your family through a year of disasters in imperial China.
- Each month, choose an action group (taxes, harvest, build, military...) and take its action; joining a group someone already chose costs yuan.
- Then recruit a person into a palace. Persons bring helmets, rice, fireworks, points and privileges.
- Each month ends with its event: drought, Mongols, contagion, tribute, festivals... Unprepared families lose people.
- Points come from persons, palaces and privileges during the year and at the end; most points wins.",
        "ming-dynastie" => "\
Place your family at the imperial court of the Ming.
- Move the prince around the provinces, paying with movement cards, and bring family members into the districts he visits.
- Build monasteries and collect province tiles.
- Scorings after rounds 2, 4 and 6 reward majorities in provinces and in the city; most points wins.",
        "junk" => "\
Trade goods on the junks of a Chinese harbour.
- Each round, take a merchant's action: load goods on a junk, sell a junk's cargo, or draw cards.
- Crates on a junk are shared; when it sells, everyone with crates aboard is paid by the market.
- Offers for the market are made in secret and revealed together.
- Money is hidden; the richest merchant at the end wins.",
        "attila" => "\
Lead the tribes of the Huns across Europe.
- Place tribe tokens in provinces to gain influence with that tribe; a fifth token in a province starts a conflict, fought with cards committed face down.
- Peace tiles end each century with a scoring: the leader and the runner-up of each tribe score.
- The game ends when a tribe runs out of tokens or the last century ends; most points wins.",
        _ => "",
    }
}

/// The rules text of a game, at most ~1,800 characters.
pub fn text(kind: GameKind) -> String {
    let info = kind.info();
    let mut out = format!("**{}** · {}-{} players\n", info.name, info.min_players, info.max_players);
    let s = summary(info.id);
    if s.is_empty() {
        out.push_str("Moves are offered as buttons; every legal choice is listed in your panel.\n");
    } else {
        out.push_str(s);
        out.push('\n');
    }
    if info.options.is_empty() {
        out.push_str("-# No options: the rules adapt to the player count.");
    } else {
        out.push_str("Options (`/game new options:`, as JSON):\n");
        for o in &info.options {
            out.push_str(&format!("- `{}` ({}, default {}): {}\n", o.name, o.kind, o.default, o.help));
        }
    }
    super::clip(&out, 1900)
}
