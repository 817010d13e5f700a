//! House players by level: what the bot and the arena ask for.
//!
//! A level is a budget in iterations (reproducible with a seed) and a
//! wall-clock cap in milliseconds that the caller enforces through the
//! `out_of_time` check (the engine reads no clock). The budgets are tuned
//! with `tavola arena` so that `normal` thinks at most about a second of one
//! core per decision.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::ai::greedy::greedy_action;
use crate::ai::ismcts::{search, Choice, SearchConfig, Sight, Thought};
use crate::ai::playout::Playout;
use crate::ai::random::random_house_action;
use crate::{Game, GameRng, Seat};

/// How well a house player plays. Persisted and shown by its id.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal moves: the house player of old.
    Random,
    /// A short search that picks in proportion to visits: beatable.
    Easy,
    /// A search a club player respects, within a second.
    #[default]
    Normal,
    /// A longer search whose playouts are the game's own
    /// ([`Playout::Guided`]: its sense, or learned as it searches, where
    /// either measured stronger), for those who want to lose.
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The player this level plays with.
    pub fn player(self) -> HousePlayer {
        let search = |iterations, choice, playout| {
            HousePlayer::Search(SearchConfig { choice, playout, ..SearchConfig::with_iterations(iterations) })
        };
        match self {
            Level::Random => HousePlayer::Random,
            Level::Easy => search(EASY_ITERATIONS, Choice::Sampled, Playout::Random),
            Level::Normal => search(NORMAL_ITERATIONS, Choice::MostVisited, Playout::Random),
            Level::Hard => search(HARD_ITERATIONS, Choice::MostVisited, Playout::Guided),
        }
    }

    /// The wall-clock cap of one decision, in milliseconds of one core.
    pub fn cap_ms(self) -> u64 {
        match self {
            Level::Random => 0,
            Level::Easy => 250,
            Level::Normal => 1_000,
            Level::Hard => 4_000,
        }
    }
}

/// Iterations of each level's search (see the module docs for the tuning).
const EASY_ITERATIONS: u32 = 100;
const NORMAL_ITERATIONS: u32 = 1_500;
/// Eight times `normal`: at four times, `hard` thought at most 0.3 s a
/// decision in the Great Wall and 1.9 s in the Dragon (the slowest game)
/// against a 4 s cap, and gained little over `normal` at full budgets;
/// the arena's lines in docs/figures/house-players.md measure the difference. Sixteen times
/// was no stronger at the Great Wall's five-seat table (0.265 against
/// 0.28 over the same 100 games), so the budget stays.
const HARD_ITERATIONS: u32 = 12_000;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown level `{0}` (random, easy, normal or hard)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL.into_iter().find(|l| l.id() == s).ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// A way of choosing moves, generic over every [`Game`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HousePlayer {
    Random,
    /// One action ahead on one determinization: the baseline.
    Greedy,
    Search(SearchConfig),
}

impl HousePlayer {
    /// The choice of `seat`, or `None` if it owes no decision. A search stops
    /// early once `out_of_time` says so; the others never ask.
    pub fn choose<G: Game>(
        &self,
        game: &G,
        seat: Seat,
        rng: &mut GameRng,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Option<Thought<G::Action>> {
        let instant = |action| Thought { action, iterations: 0 };
        match self {
            HousePlayer::Random => random_house_action(game, seat, rng).map(instant),
            HousePlayer::Greedy => greedy_action(game, seat, rng).map(instant),
            HousePlayer::Search(config) => search(game, seat, config, rng, out_of_time),
        }
    }

    /// The same player with another iteration budget (a search only).
    pub fn with_iterations(self, iterations: u32) -> Self {
        self.map_search(|config| SearchConfig { iterations, ..config })
    }

    /// The same player with other playouts (a search only): the arena's
    /// way of measuring what the guided playouts are worth.
    pub fn with_playout(self, playout: Playout) -> Self {
        self.map_search(|config| SearchConfig { playout, ..config })
    }

    /// The same player with another share of the reward for the score's
    /// place (a search only; see [`crate::ai::reward`]).
    pub fn with_margin_weight(self, margin_weight: f64) -> Self {
        self.map_search(|config| SearchConfig { margin_weight, ..config })
    }

    /// The same player with another UCB1 exploration constant (a search
    /// only): the arena's way of weighing a narrower or wider search.
    pub fn with_exploration(self, exploration: f64) -> Self {
        self.map_search(|config| SearchConfig { exploration, ..config })
    }

    /// The same player judging each playout after at most `horizon`
    /// decisions by the scores then (a search only): the arena's way of
    /// weighing a shorter, less noisy verdict against the game's end.
    pub fn with_horizon(self, horizon: u32) -> Self {
        self.map_search(|config| SearchConfig { horizon: Some(horizon), ..config })
    }

    /// The same player searching other worlds (a search only): the arena's
    /// measure of what perfect guessing would be worth. A house player at a
    /// table always sees [`Sight::Seat`].
    pub fn with_sight(self, sight: Sight) -> Self {
        self.map_search(|config| SearchConfig { sight, ..config })
    }

    /// A search with `change` made to its config; the others as they are.
    fn map_search(self, change: impl FnOnce(SearchConfig) -> SearchConfig) -> Self {
        match self {
            HousePlayer::Search(config) => HousePlayer::Search(change(config)),
            other => other,
        }
    }

    /// The iterations of a search; 0 for the others.
    pub fn iterations(&self) -> u32 {
        match self {
            HousePlayer::Search(config) => config.iterations,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip_by_id() {
        for level in Level::ALL {
            assert_eq!(level.id().parse::<Level>(), Ok(level));
            assert_eq!(serde_json::to_value(level).unwrap(), serde_json::json!(level.id()));
        }
        assert!("expert".parse::<Level>().is_err());
    }

    #[test]
    fn stronger_levels_search_longer() {
        let budget = |l: Level| match l.player() {
            HousePlayer::Search(c) => c.iterations,
            _ => 0,
        };
        assert!(budget(Level::Easy) < budget(Level::Normal));
        assert!(budget(Level::Normal) < budget(Level::Hard));
        assert_eq!(Level::Hard.player().iterations(), HARD_ITERATIONS);
        assert_eq!(Level::Random.player(), HousePlayer::Random);
    }

    #[test]
    fn no_level_sees_hidden_cards() {
        for level in Level::ALL {
            if let HousePlayer::Search(config) = level.player() {
                assert_eq!(config.sight, Sight::Seat, "{level}");
                assert_eq!(config.horizon, None, "{level} plays every game to its end");
            }
        }
    }
}
