//! Taking a move back, the rule online hosts use (Board Game Arena's): a
//! player may undo their own latest decisions while nothing has been drawn,
//! shuffled or revealed since and no other seat has acted.
//!
//! - [`Game::reversible`] answers per action, before it is applied; games
//!   build the answer with [`quiet_step`] over what no seat may see.
//! - [`Takebacks`] keeps, per table, the states a seat may still go back
//!   to; the protocol uses it. The bot decides from its stored log instead
//!   (the log, not memory, decides), with the same rule.
//! - [`check_takebacks`] is the property test every game runs.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde::Serialize;

use crate::testing::snapshot;
use crate::{Audience, Game, Seat, Turn, Viewer};

/// Whether `action` is a quiet step for `seat`: `seat` decides alone
/// before and after it, every event it logs is public, and `unseen` (the
/// state's RNG, face-down piles, sealed choices: what nobody may look at)
/// is left as it was. Anything else is a checkpoint.
pub fn quiet_step<G: Game, H: PartialEq>(game: &G, seat: Seat, action: &G::Action, unseen: impl Fn(&G) -> H) -> bool {
    if game.to_act() != Turn::Seat(seat) {
        return false;
    }
    let mut after = game.clone();
    let events = after.apply_unchecked_then_forced(seat, action);
    after.to_act() == Turn::Seat(seat)
        && events.iter().all(|e| e.audience == Audience::Public)
        && unseen(game) == unseen(&after)
}

/// What nobody may look at, as one comparable value (JSON text).
pub fn fingerprint(hidden: &impl Serialize) -> String {
    serde_json::to_string(hidden).expect("hidden parts serialize")
}

/// The states one seat may still go back to, latest last. Only one seat's
/// run of reversible moves is kept: a checkpoint, or a move by anyone
/// else, ends it.
#[derive(Clone, Debug)]
pub struct Takebacks<T> {
    seat: Option<Seat>,
    before: Vec<T>,
}

impl<T> Default for Takebacks<T> {
    fn default() -> Self {
        Takebacks { seat: None, before: Vec::new() }
    }
}

impl<T> Takebacks<T> {
    /// Notes that `seat` moved from `before`; `reversible` is the game's
    /// answer for that move, asked before it was applied.
    pub fn record(&mut self, seat: Seat, before: T, reversible: bool) {
        if !reversible || self.seat != Some(seat) {
            self.clear();
        }
        if reversible {
            self.seat = Some(seat);
            self.before.push(before);
        }
    }

    /// Whether `seat` may take its latest move back now.
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.seat == Some(seat) && !self.before.is_empty()
    }

    /// The state before `seat`'s latest move, taken off the stack; `None`
    /// when the rule does not allow it.
    pub fn undo(&mut self, seat: Seat) -> Option<T> {
        if !self.can_undo(seat) {
            return None;
        }
        let state = self.before.pop();
        if self.before.is_empty() {
            self.seat = None;
        }
        state
    }

    /// Forgets everything (a new game, an admin's change).
    pub fn clear(&mut self) {
        self.seat = None;
        self.before.clear();
    }
}

/// How many moves [`check_takebacks`] saw, for the tests' own asserts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TakebackCounts {
    pub moves: u64,
    pub reversible: u64,
}

/// Plays `games` seeded random games and checks the undo rule at every
/// move: a reversible move is undone and the state is byte-identical
/// (serialized JSON) to the one before it, both from the stack and by
/// replaying the moves from the seed; a reversible move gives the same
/// result in every world its seat cannot tell from the true one (so it
/// drew and revealed nothing); a checkpoint, or another seat's move, is
/// never offered for undo. Panics with the seed on a breach.
pub fn check_takebacks<G: Game>(players: usize, options: &G::Options, games: u64) -> TakebackCounts {
    let mut counts = TakebackCounts::default();
    for seed in 1..=games {
        let mut game = G::new(players, options, seed).expect("set-up succeeds");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x00d0);
        let mut stack: Takebacks<String> = Takebacks::default();
        let mut moves: Vec<(Seat, G::Action)> = Vec::new();
        while let Some(&seat) = game.to_act().seats().choose(&mut rng) {
            let legal = game.legal_actions(seat);
            let action = legal.choose(&mut rng).expect("a seat that owes a decision has a move").clone();
            let before = snapshot(&game);
            let reversible = game.reversible(seat, &action);
            game.apply(seat, &action).expect("a legal action applies");
            counts.moves += 1;
            stack.record(seat, before.clone(), reversible);
            moves.push((seat, action.clone()));
            let context = format!("{} seed {seed} move {}", G::ID, moves.len());
            for other in Seat::all(players).filter(|&s| s != seat || !reversible) {
                assert!(!stack.can_undo(other), "{context}: {other} is offered an undo it may not take");
            }
            if !reversible {
                continue;
            }
            counts.reversible += 1;
            let prior: G = serde_json::from_str(&before).expect("state round-trips");
            assert_quiet(&prior, &game, seat, &action, &mut rng, &context);
            if counts.reversible % 20 == 1 {
                let replayed = replay::<G>(players, options, seed, &moves[..moves.len() - 1]);
                assert_eq!(snapshot(&replayed), before, "{context}: the replay differs from the state before");
            }
            // Undo it, then play it again and go on from there.
            let undone = stack.undo(seat).expect("a reversible move is offered for undo");
            assert_eq!(undone, before, "{context}: undo did not restore the state byte for byte");
            let mut again = prior;
            again.apply(seat, &action).expect("the move applies again");
            assert_eq!(snapshot(&again), snapshot(&game), "{context}: the move played again differs");
            stack.record(seat, undone, true);
        }
    }
    counts
}

/// A reversible move learns nothing: in sampled worlds `seat` cannot tell
/// from the true one, the move leaves the seat and the table seeing the
/// same as in the true world.
fn assert_quiet<G: Game>(
    prior: &G,
    after: &G,
    seat: Seat,
    action: &G::Action,
    rng: &mut crate::GameRng,
    context: &str,
) {
    let seen = |g: &G| {
        let mine = serde_json::to_value(g.view(Viewer::Seat(seat))).expect("views serialize");
        let public = serde_json::to_value(g.view(Viewer::Public)).expect("views serialize");
        (mine, public, g.to_act())
    };
    let truth = seen(after);
    for _ in 0..2 {
        let mut world = prior.determinize(seat, rng);
        world.apply(seat, action).unwrap_or_else(|e| panic!("{context}: the move is refused in a sample: {e}"));
        assert_eq!(seen(&world), truth, "{context}: an undoable move {action:?} showed {seat} something hidden");
    }
}

fn replay<G: Game>(players: usize, options: &G::Options, seed: u64, moves: &[(Seat, G::Action)]) -> G {
    let mut game = G::new(players, options, seed).expect("set-up succeeds");
    for (seat, action) in moves {
        game.apply(*seat, action).expect("a logged move replays");
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::toy::{Options, Toy};

    #[test]
    fn a_run_of_one_seat_is_undone_latest_first_and_ends_at_a_checkpoint() {
        let mut t: Takebacks<u8> = Takebacks::default();
        t.record(Seat(0), 1, true);
        t.record(Seat(0), 2, true);
        assert!(t.can_undo(Seat(0)) && !t.can_undo(Seat(1)));
        assert_eq!(t.undo(Seat(1)), None);
        assert_eq!(t.undo(Seat(0)), Some(2));
        t.record(Seat(0), 3, false);
        assert_eq!(t.undo(Seat(0)), None, "a checkpoint is final");
        t.record(Seat(0), 4, true);
        t.record(Seat(1), 5, true);
        assert_eq!(t.undo(Seat(0)), None, "another seat acted");
        assert_eq!(t.undo(Seat(1)), Some(5));
        assert_eq!(t.undo(Seat(1)), None);
    }

    #[test]
    fn the_toy_game_passes_the_turn_on_every_move_so_nothing_is_undone() {
        for secret in [false, true] {
            let counts = check_takebacks::<Toy>(3, &Options { secret }, 20);
            assert_eq!(counts, TakebackCounts { moves: 60, reversible: 0 });
        }
    }
}
