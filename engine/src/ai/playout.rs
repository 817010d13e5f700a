//! Playouts: how a search finishes a game from a leaf of its tree.
//!
//! Uniformly random playouts stop paying once a search is long enough:
//! their verdict on a line is the verdict of players who sell anywhere and
//! build nothing. A guided playout draws each move in proportion to the
//! game's [`Game::playout_weight`] (its cheap game sense), and a fixed share
//! of moves uniformly, so no legal line is ever ruled out of the search's
//! sample. A sense can also mislead: a game whose sense measured weaker
//! than uniform playouts in the arena turns it off
//! ([`Game::PLAYOUT_SENSE`]); the Great Wall's and Dschunke's did, and are
//! gone (their module docs). A game can instead have its search learn its
//! playouts as it runs ([`Game::PLAYOUT_LEARNED`], `ai::mast`): the Great
//! Wall does.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::ai::random::{play_out_up_to, play_up_to};
use crate::Game;

/// How a search plays out from its leaves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Playout {
    /// Uniformly random moves.
    #[default]
    Random,
    /// The game's weights, mixed with uniformly random moves.
    Guided,
    /// The search's own averages of each move so far ([`crate::ai::mast`]):
    /// learned while it runs, so only a search plays them; a playout run
    /// alone has none and plays uniformly.
    Mast,
}

/// The share of a guided playout's moves drawn uniformly: enough that no
/// move is starved, few enough that the game sense shows.
const EXPLORE: f64 = 0.2;

impl Playout {
    /// What a guided playout is in `G`: its sense's weights where it keeps
    /// a sense ([`Game::PLAYOUT_SENSE`]), else learned move averages where
    /// those measured stronger ([`Game::PLAYOUT_LEARNED`]), else uniform.
    /// Other playouts are what they say.
    pub fn in_game<G: Game>(self) -> Playout {
        match self {
            Playout::Guided if G::PLAYOUT_SENSE => Playout::Guided,
            Playout::Guided if G::PLAYOUT_LEARNED => Playout::Mast,
            Playout::Guided => Playout::Random,
            other => other,
        }
    }

    /// Plays `game` to its end; returns the decisions taken. A game whose
    /// sense is off ([`Game::PLAYOUT_SENSE`]) plays out uniformly whatever
    /// the level asks.
    pub fn run<G: Game>(self, game: &mut G, rng: &mut impl Rng) -> u64 {
        self.run_up_to(game, u64::MAX, rng)
    }

    /// [`Playout::run`], stopping after `limit` decisions if the game lasts
    /// longer.
    pub fn run_up_to<G: Game>(self, game: &mut G, limit: u64, rng: &mut impl Rng) -> u64 {
        match self {
            Playout::Guided if G::PLAYOUT_SENSE => play_out_guided(game, limit, rng),
            Playout::Random | Playout::Guided | Playout::Mast => play_out_up_to(game, limit, rng),
        }
    }
}

/// Plays guided moves ([`guided_index`]) until the game ends or `limit`
/// decisions are taken; returns the decisions taken. Simultaneous
/// decisions are submitted seat by seat.
pub fn play_out_guided<G: Game>(game: &mut G, limit: u64, rng: &mut impl Rng) -> u64 {
    let mut weights = Vec::new();
    play_up_to(game, limit, |game, seat, actions| {
        let i = guided_index(game, seat, actions, &mut weights, rng).expect("a seat that must act has a legal action");
        &actions[i]
    })
}

/// A guided choice among `actions` of `seat`: uniform with probability
/// [`EXPLORE`] (or when no action weighs anything), else in proportion to
/// the game's weights. `None` only when `actions` is empty.
pub fn guided_index<G: Game>(
    game: &G,
    seat: crate::Seat,
    actions: &[G::Action],
    weights: &mut Vec<u32>,
    rng: &mut impl Rng,
) -> Option<usize> {
    if actions.len() <= 1 {
        return (!actions.is_empty()).then_some(0);
    }
    if rng.gen_bool(EXPLORE) {
        return Some(rng.gen_range(0..actions.len()));
    }
    weights.clear();
    weights.extend(actions.iter().map(|a| game.playout_weight(seat, a)));
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return Some(rng.gen_range(0..actions.len()));
    }
    let mut ticket = rng.gen_range(0..total);
    weights.iter().position(|&w| {
        let hit = ticket < u64::from(w);
        ticket = ticket.saturating_sub(u64::from(w));
        hit
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dragon::YearOfTheDragon;
    use crate::great_wall::GreatWall;

    /// Plays a seeded table out both ways; `(decisions, scores)` of each.
    fn both_ways<G: Game>(players: usize, seed: u64) -> [(u64, Vec<i32>); 2] {
        let start = G::new(players, &G::Options::default(), seed).expect("a table");
        [Playout::Guided, Playout::Random].map(|playout| {
            let mut game = start.clone();
            let decisions = playout.run(&mut game, &mut crate::seeded_rng(seed));
            (decisions, game.scores())
        })
    }

    #[test]
    fn a_game_without_a_measured_sense_plays_guided_playouts_uniformly_draw_for_draw() {
        for seed in 1..=20 {
            let [guided, uniform] = both_ways::<GreatWall>(3, seed);
            assert_eq!(guided, uniform, "seed {seed}");
        }
    }

    #[test]
    fn a_guided_playout_is_each_game_s_own() {
        assert_eq!(Playout::Guided.in_game::<YearOfTheDragon>(), Playout::Guided);
        assert_eq!(Playout::Guided.in_game::<GreatWall>(), Playout::Mast);
        assert_eq!(Playout::Guided.in_game::<crate::junk::JunkGame>(), Playout::Random);
        for playout in [Playout::Random, Playout::Mast] {
            assert_eq!(playout.in_game::<YearOfTheDragon>(), playout);
            assert_eq!(playout.in_game::<GreatWall>(), playout);
        }
    }

    #[test]
    fn a_game_with_a_sense_plays_its_guided_playouts_its_own_way() {
        let differ = (1..=20).filter(|&seed| {
            let [guided, uniform] = both_ways::<YearOfTheDragon>(3, seed);
            guided != uniform
        });
        assert!(differ.count() >= 15, "the Dragon's sense changes most playouts");
    }
}
