//! House players over [`AnyGame`]: the search is generic, this picks the
//! game's type and hands the move back as the game's JSON action, ready for
//! [`AnyGame::apply`].

use serde_json::Value;

use crate::ai::{HousePlayer, Thought};
use crate::{ActionError, AnyGame, Game, GameRng, Seat};

impl AnyGame {
    /// What `player` would do for `seat` now, as a JSON action.
    ///
    /// # Errors
    /// The game is over, or the seat does not exist or owes no decision.
    pub fn house_choice(
        &self,
        seat: Seat,
        player: &HousePlayer,
        rng: &mut GameRng,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Result<Thought<Value>, ActionError> {
        match self {
            AnyGame::YearOfTheDragon(g) => think(g, seat, player, rng, out_of_time),
            AnyGame::GreatWall(g) => think(g, seat, player, rng, out_of_time),
            AnyGame::Attila(g) => think(g, seat, player, rng, out_of_time),
            AnyGame::Ming(g) => think(g, seat, player, rng, out_of_time),
            AnyGame::Junk(g) => think(g, seat, player, rng, out_of_time),
        }
    }
}

fn think<G: Game>(
    game: &G,
    seat: Seat,
    player: &HousePlayer,
    rng: &mut GameRng,
    out_of_time: &mut dyn FnMut() -> bool,
) -> Result<Thought<Value>, ActionError> {
    game.check_seat(seat)?;
    let thought = player.choose(game, seat, rng, out_of_time).ok_or(ActionError::IllegalAction)?;
    let action = serde_json::to_value(&thought.action).expect("actions serialize");
    Ok(Thought { action, iterations: thought.iterations })
}
