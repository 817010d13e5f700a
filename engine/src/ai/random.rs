//! The random player: uniformly among legal actions. It drives simulations,
//! property tests and the search's playouts, and is the weakest level.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::{Game, Seat, Turn};

/// A uniformly random legal action of `seat`, if it owes one.
pub fn random_action<G: Game>(game: &G, seat: Seat, rng: &mut impl Rng) -> Option<G::Action> {
    game.legal_actions(seat).choose(rng).cloned()
}

/// Plays random legal actions until the game ends; returns the decisions
/// taken. Simultaneous decisions are submitted seat by seat.
pub fn play_out<G: Game>(game: &mut G, rng: &mut impl Rng) -> u64 {
    let mut decisions = 0;
    loop {
        let seat = match game.to_act() {
            Turn::Over => return decisions,
            Turn::Seat(s) => s,
            Turn::Simultaneous(seats) => seats[0],
        };
        let actions = game.legal_actions(seat);
        let action = actions.choose(rng).expect("a seat that must act has a legal action");
        game.apply_unchecked(seat, action);
        decisions += 1;
    }
}
