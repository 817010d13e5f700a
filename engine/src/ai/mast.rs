//! Move-average sampling (MAST, Finnsson and Björnsson 2008): a playout
//! policy the search learns while it runs, for games whose hand-written
//! sense measured weaker than uniform playouts.
//!
//! Every action a seat took in an iteration, in the tree or in the playout,
//! is credited with that seat's reward. A playout then takes, for each seat,
//! the action with the best average so far (one never taken first), and a
//! uniformly random one a fixed share of the time ([`EXPLORE`]), so the
//! playouts sharpen as the search learns which moves win wherever they are
//! played.

use std::hash::Hash;

use rand::Rng;
use rustc_hash::FxHashMap;

use crate::ai::random::play_up_to;
use crate::{Game, Seat};

/// The share of moves drawn uniformly (the ε of an ε-greedy policy).
const EXPLORE: f64 = 0.4;

/// A seat's action and what it earned on average.
#[derive(Clone, Copy, Debug, Default)]
struct Average {
    sum: f64,
    count: u32,
}

impl Average {
    /// Never taken ranks first, so every action is tried once.
    fn value(self) -> f64 {
        if self.count == 0 {
            f64::INFINITY
        } else {
            self.sum / f64::from(self.count)
        }
    }
}

/// The averages of one search, and the moves of the iteration under way.
#[derive(Debug)]
pub(crate) struct MoveAverages<A> {
    averages: FxHashMap<(Seat, A), Average>,
    /// Every move of this iteration, to credit when its reward is known.
    taken: Vec<(Seat, A)>,
}

impl<A> Default for MoveAverages<A> {
    fn default() -> Self {
        MoveAverages { averages: FxHashMap::default(), taken: Vec::new() }
    }
}

impl<A: Clone + Eq + Hash> MoveAverages<A> {
    /// Notes a move of this iteration.
    pub(crate) fn took(&mut self, seat: Seat, action: &A) {
        self.taken.push((seat, action.clone()));
    }

    /// Credits every move of this iteration with its seat's reward and
    /// starts the next iteration.
    pub(crate) fn credit(&mut self, rewards: &[f64]) {
        for (seat, action) in self.taken.drain(..) {
            let average = self.averages.entry((seat, action)).or_default();
            average.sum += rewards[seat.index()];
            average.count += 1;
        }
    }

    /// The index of `seat`'s move among `actions` (not empty).
    fn pick(&self, seat: Seat, actions: &[A], rng: &mut impl Rng) -> usize {
        if actions.len() == 1 {
            return 0;
        }
        if rng.gen_bool(EXPLORE) {
            return rng.gen_range(0..actions.len());
        }
        let mut key = (seat, actions[0].clone());
        let mut best = (0, f64::NEG_INFINITY);
        for (i, action) in actions.iter().enumerate() {
            key.1 = action.clone();
            let value = self.averages.get(&key).copied().unwrap_or_default().value();
            if value > best.1 {
                best = (i, value);
            }
        }
        best.0
    }
}

/// Plays `game` on by the averages until it ends or `limit` decisions are
/// taken, noting every move for [`MoveAverages::credit`]; returns the
/// decisions taken.
pub(crate) fn play_out<G: Game>(
    game: &mut G,
    limit: u64,
    averages: &mut MoveAverages<G::Action>,
    rng: &mut impl Rng,
) -> u64 {
    let mut taken = std::mem::take(&mut averages.taken);
    let decisions = play_up_to(game, limit, |_, seat, actions| {
        let action = &actions[averages.pick(seat, actions, rng)];
        taken.push((seat, action.clone()));
        action
    });
    averages.taken = taken;
    decisions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::toy::Toy;

    /// How often each of `actions` is picked in 300 draws.
    fn picks(averages: &MoveAverages<u8>, actions: &[u8]) -> Vec<usize> {
        let mut rng = crate::seeded_rng(7);
        let mut counts = vec![0; actions.len()];
        for _ in 0..300 {
            counts[averages.pick(Seat(0), actions, &mut rng)] += 1;
        }
        counts
    }

    #[test]
    fn the_best_average_is_played_and_a_move_never_taken_before_it() {
        let mut averages = MoveAverages::default();
        for (action, reward) in [(1u8, 0.2), (2, 0.9), (3, 0.5)] {
            averages.took(Seat(0), &action);
            averages.credit(&[reward]);
        }
        // Greedy 0.6 of the time, plus a third of the uniform 0.4: 0.73.
        let known = picks(&averages, &[1, 2, 3]);
        assert!(known[1] > 190 && known[0] < 70 && known[2] < 70, "2 averages 0.9: {known:?}");
        let fresh = picks(&averages, &[1, 2, 4]);
        assert!(fresh[2] > 190, "4 was never taken: {fresh:?}");
    }

    #[test]
    fn a_playout_notes_every_move_and_credits_each_seat_its_own_reward() {
        let mut game = Toy::new(2, &Default::default(), 3).expect("a table");
        let mut averages = MoveAverages::default();
        let decisions = play_out(&mut game, u64::MAX, &mut averages, &mut crate::seeded_rng(3));
        assert_eq!(averages.taken.len() as u64, decisions);
        let moves = averages.taken.clone();
        averages.credit(&[1.0, 0.0]);
        assert!(averages.taken.is_empty());
        for (seat, action) in moves {
            let average = averages.averages[&(seat, action)];
            assert_eq!(average.sum / f64::from(average.count), if seat == Seat(0) { 1.0 } else { 0.0 });
        }
    }
}
