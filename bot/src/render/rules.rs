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
Keep your court alive through twelve months of disasters in imperial China.
- Each month the action cards are split into groups. In person-track order, choose a group (3 yuan if someone chose it already) and take one of its actions: taxes, build, harvest, fireworks, military parade, research, privilege; or take yuan up to 3. Matching persons in your palaces increase the yield.
- Then play a person card: take that person and house them in a palace, or replace someone (released for good). Persons bring helmets, rice, fireworks, mortars, yuan and points, and move you on the person track.
- Every month ends with its event: peace, imperial tribute, drought, dragon festival, Mongol invasion, contagion. Families that cannot cope release persons; uninhabited palaces decay.
- At the end, persons, palaces and remaining goods score. Most points wins.
- Options: the Great Wall expansion (an eighth action, wall sections against the Mongols) and the Super Events (one extra event changes the year).",
        "ming" => "\
Win favour at the Ming court by sending your family into the Forbidden City.
- Phase 1: place five family members, one at a time, on the six province spaces.
- Phase 2: take movement cards beside province spaces where you have members, or a dragon card (a wild card) by giving up a member, until you hold five.
- Phase 3: move the prince through adjacent districts, paying a card that matches each border crossed, then bring up to three members from the matching province space; monasteries hold one member each.
- Rounds 2, 4 and 6: district majorities send members to the city and earn province tiles; then everyone secretly plays return cards per city, revealed together, and members left in cities score and stay there.
- Full sets of province tiles score big. Most points wins. With 2 players a neutral family plays along.",
        "junk" => "\
Trade goods on five junks in a Chinese harbour over ten rounds.
- First everyone secretly picks resource cards, which are then shuffled and dealt out.
- Each round: one action each with a merchant or an assistant: load two goods bars on its junk (only the crates left visible count), sell (1 yen per visible crate of yours, at least 3), or draw resource cards (one per visible crate of yours, at least 3).
- Then everyone takes supply cards and makes a sealed offer of cards of one type; highest offer per type sells at the market card's price, the losers lose their offer.
- Special cards bend the rules once. Money stays hidden until the end; the richest trader wins.",
        "attila" => "\
You are not a tribe: you back the six barbarian tribes and profit from their conquests.
- Your turn: play a card and place that tribe's token (first in a starting province, later next to where the tribe already is, sea links included); then gain influence with that tribe by the century's amount, or place a second token instead.
- A fifth token in a province starts a conflict: players commit cards face down, revealed together; the weakest tribes leave and a peace tile closes the province.
- When a century's last peace tile is placed, each tribe scores: the most influential player scores its tokens, the second its provinces.
- Three one-off action tiles: a double turn, a card exchange, extra influence. The game ends with the last peace tile, a tribe's last token, or a full influence track. Most points wins.",
        _ => "",
    }
}

/// The rules text of a game, at most ~1,800 characters.
pub fn text(kind: GameKind) -> String {
    let info = kind.info();
    let mut out = format!("**{}** · {}-{} players\n", info.name, info.min_players, info.max_players);
    out.push_str(summary(info.id));
    out.push('\n');
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_summary_that_fits_a_message() {
        for &kind in GameKind::ALL {
            assert!(summary(kind.id()).lines().count() >= 4, "{} has no summary", kind.id());
            let text = text(kind);
            assert!(text.chars().count() <= 1900 && !text.ends_with('…'), "{} is clipped", kind.id());
        }
    }
}
