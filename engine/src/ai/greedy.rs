//! The greedy player: the baseline a search must beat. It looks one action
//! ahead on one determinization (so it never peeks at hidden cards) and
//! takes the action that leaves it furthest ahead of the best other seat;
//! a finished game counts its win first. Ties are broken at random, so where
//! no action moves the scores it plays like the random player.

use rand::Rng;

use crate::ai::random::house_actions;
use crate::ai::reward;
use crate::{Game, GameRng, Seat};

/// What a finished game adds to a won position, so that a win always
/// outranks any lead in points.
const WIN_BONUS: f64 = 1e6;

/// The greedy choice of `seat`, if it owes a decision.
pub fn greedy_action<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    let legal = house_actions(game, seat);
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    let world = game.determinize(seat, rng);
    let mut best: Option<(f64, usize)> = None;
    let mut ties = 0u32;
    for (i, action) in legal.iter().enumerate() {
        let mut next = world.clone();
        next.apply_unchecked(seat, action);
        let value = evaluate(&next, seat);
        match best {
            Some((b, _)) if value < b => {}
            Some((b, _)) if value == b => {
                ties += 1;
                if rng.gen_range(0..=ties) == 0 {
                    best = Some((b, i));
                }
            }
            _ => {
                best = Some((value, i));
                ties = 0;
            }
        }
    }
    best.map(|(_, i)| legal[i].clone())
}

/// How good `game` looks to `seat`: its lead over the best other seat, plus
/// its share of the win once the game is over.
pub fn evaluate<G: Game>(game: &G, seat: Seat) -> f64 {
    match game.outcome() {
        Some(outcome) => {
            let lead = reward::margin(&outcome.scores, seat.index());
            WIN_BONUS * reward::win_share(&outcome, seat.index()) + f64::from(lead)
        }
        None => f64::from(reward::margin(&game.scores(), seat.index())),
    }
}
