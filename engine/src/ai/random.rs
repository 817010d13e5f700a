//! The random player: uniformly among legal actions. It drives simulations,
//! property tests and the search's playouts, and is the weakest level.
//!
//! House players choose among [`house_actions`]: the legal actions less
//! the Back of a two-step choice ([`Game::is_back`]), so a
//! house seat never walks in circles (play, choose, back, play, ...).

use rand::seq::SliceRandom;
use rand::Rng;

use crate::{Game, Seat, Turn};

/// A uniformly random legal action of `seat`, if it owes one.
pub fn random_action<G: Game>(game: &G, seat: Seat, rng: &mut impl Rng) -> Option<G::Action> {
    game.legal_actions(seat).choose(rng).cloned()
}

/// The legal actions of `seat` a house player considers: all but those
/// that take back a partial choice (all of them if nothing else is legal).
pub fn house_actions<G: Game>(game: &G, seat: Seat) -> Vec<G::Action> {
    let mut legal = game.legal_actions(seat);
    if legal.iter().any(|a| !game.is_back(a)) {
        legal.retain(|a| !game.is_back(a));
    }
    legal
}

/// A uniformly random house action of `seat` (never a take-back), if it
/// owes one.
pub fn random_house_action<G: Game>(game: &G, seat: Seat, rng: &mut impl Rng) -> Option<G::Action> {
    house_actions(game, seat).choose(rng).cloned()
}

/// Plays random house actions until the game ends; returns the decisions
/// taken. Simultaneous decisions are submitted seat by seat.
pub fn play_out<G: Game>(game: &mut G, rng: &mut impl Rng) -> u64 {
    play_out_up_to(game, u64::MAX, rng)
}

/// [`play_out`], stopping after `limit` decisions if the game lasts longer.
pub fn play_out_up_to<G: Game>(game: &mut G, limit: u64, rng: &mut impl Rng) -> u64 {
    play_up_to(game, limit, |_, _, actions| actions.choose(rng).expect("a seat that must act has a legal action"))
}

/// Plays the house action `pick` chooses among [`house_actions`] until the
/// game ends or `limit` decisions are taken; returns the decisions taken.
/// Simultaneous decisions are submitted seat by seat.
pub(crate) fn play_up_to<G: Game>(
    game: &mut G,
    limit: u64,
    mut pick: impl for<'a> FnMut(&G, Seat, &'a [G::Action]) -> &'a G::Action,
) -> u64 {
    let mut decisions = 0;
    loop {
        let seat = match game.to_act() {
            _ if decisions == limit => return decisions,
            Turn::Over => return decisions,
            Turn::Seat(s) => s,
            Turn::Simultaneous(seats) => seats[0],
        };
        let actions = house_actions(game, seat);
        let action = pick(game, seat, &actions);
        game.apply_unchecked(seat, action);
        decisions += 1;
    }
}
