//! House players, generic over every [`crate::Game`], using only what their
//! seat may know.
//!
//! - [`random`]: uniformly random moves and playouts.
//! - [`greedy`]: one action ahead, the baseline.
//! - [`ismcts`]: information-set Monte Carlo tree search over
//!   determinizations ([`crate::Game::determinize`]).
//! - [`playout`]: how a search finishes a game, uniformly or with the
//!   game's sense ([`crate::Game::playout_weight`]).
//! - `mast`: a playout policy a search learns as it runs (move averages).
//! - [`reward`]: what a finished game is worth to each seat.
//! - [`level`]: `random`, `easy`, `normal`, `hard` as budgets.
//! - [`analysis`]: house players that teach: a played game's chances to win
//!   and turning points, from each mover's view; the root statistics a hint
//!   shows ([`ismcts::search_stats`]).
//! - `any`: the same over [`crate::AnyGame`] ([`crate::AnyGame::house_choice`]).

pub mod analysis;
mod any;

pub mod greedy;
pub mod ismcts;
pub mod level;
mod mast;
pub mod playout;
pub mod random;
pub mod reward;

pub use analysis::{analyse, Decision, GameAnalysis, TurningPoint};
pub use greedy::greedy_action;
pub use ismcts::{chances_after, search, search_stats, Choice, MoveStats, RootStats, SearchConfig, Sight, Thought};
pub use level::{HousePlayer, Level, UnknownLevel};
pub use playout::Playout;
pub use random::{house_actions, play_out, random_action, random_house_action};

#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod toy;
