//! House players, generic over every [`crate::Game`], using only what their
//! seat may know.
//!
//! - [`random`]: uniformly random moves and playouts.
//! - [`greedy`]: one action ahead, the baseline.
//! - [`ismcts`]: information-set Monte Carlo tree search over
//!   determinizations ([`crate::Game::determinize`]).
//! - [`reward`]: what a finished game is worth to each seat.
//! - [`level`]: `random`, `easy`, `normal`, `hard` as budgets.
//! - `any`: the same over [`crate::AnyGame`] ([`crate::AnyGame::house_choice`]).

mod any;

pub mod greedy;
pub mod ismcts;
pub mod level;
pub mod random;
pub mod reward;

pub use greedy::greedy_action;
pub use ismcts::{search, Choice, SearchConfig, Thought};
pub use level::{HousePlayer, Level, UnknownLevel};
pub use random::{house_actions, play_out, random_action, random_house_action};

#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod toy;
