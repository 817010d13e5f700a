//! Tavola's rules engines: pure, deterministic, no IO.
//!
//! - [`Game`] is the contract every game implements ([`game`]).
//! - [`AnyGame`] and [`GameKind`] put the five games behind one enum
//!   ([`registry`]); the bot and the `tavola engine` protocol only use these.
//! - [`data`] loads and validates boards and decks from `data/`.
//! - [`ai`] holds the house players; [`testing`] the shared random-play checker.
//! - [`undo`]: which moves a player may take back, and a stack of them.
//! - One folder per game: [`dragon`], [`great_wall`], [`attila`], [`ming`], [`junk`].

pub mod ai;
pub mod data;
pub mod game;
pub mod msg;
pub mod registry;
pub mod score_parts;
mod seat;
pub mod testing;
pub mod undo;

pub mod attila;
pub mod dragon;
pub mod great_wall;
pub mod junk;
pub mod ming;

pub use game::{ActionError, Audience, Game, Logged, OptionSpec, Outcome, SetupError, Tiebreak, Turn, Viewer};
pub use msg::{Arg, Msg};
pub use registry::{check_data, install_data, AnyGame, AppliedEvent, GameInfo, GameKind, LegalAction};
pub use score_parts::ScorePart;
pub use seat::{BySeat, Seat};

/// The RNG every game keeps in its state: seeded, serializable, fast.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A game's RNG from its seed.
pub fn seeded_rng(seed: u64) -> GameRng {
    use rand::SeedableRng;
    GameRng::seed_from_u64(seed)
}
