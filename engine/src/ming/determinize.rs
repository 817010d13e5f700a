//! A state one seat cannot tell from the true one ([`Game::determinize`]),
//! for searches over what the seat knows.
//!
//! What a seat cannot see in Ming, and what becomes of it:
//! - **The draw deck's order**: hidden from everyone. Its contents are not:
//!   every movement card is face up, in a hand, on the discard pile or in
//!   the deck, and all but the deck are public knowledge (the hands: see
//!   below). The deck is shuffled in place.
//! - **The other seats' hands**: secret in the views, but every card that
//!   enters a hand is public (the face-up card taken is named, a dragon
//!   taken is said) and so is every card that leaves one (a crossing or a
//!   stay names its payment). A seat that follows the log knows each hand
//!   exactly, so the hands are kept: resampling them would give the search
//!   worlds the public record rules out.
//! - **Sealed return cards** of the city being scored: who has chosen is
//!   public (`returned`), what they chose is not. Each other seat's choice
//!   is drawn again uniformly among its legal choices at that point (every
//!   non-empty set of its return cards: they all come back to the hand
//!   after each city). Dropping them to "not yet chosen" would change
//!   `returned` and who still owes a choice, so they are resampled instead.
//!   Once the last choice is in they are shown (and kept while the 2-player
//!   neutral's members are sent back), then cleared.
//! - **The discard pile's order**: never shown, but shuffled before it
//!   becomes the deck again, so its order tells nothing: kept.
//! - **The state's RNG** (it shuffles the discards into a new deck) is
//!   reseeded from the caller's, so a search never learns future draws.
//!
//! Everything else (the board, members, princes, tiles, scores, the seat's
//! own hand and return cards) is in every seat's view and is kept.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::{Ming, Phase, DATA};
use crate::{GameRng, Seat};

/// The state with everything `seat` cannot know drawn again from `rng`.
pub(super) fn determinize(game: &Ming, seat: Seat, rng: &mut GameRng) -> Ming {
    let mut world = game.clone();
    world.deck.shuffle(rng);
    if matches!(world.phase, Phase::Return { .. }) {
        resample_returns(&mut world, seat, rng);
    }
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// The true state with the deck in a new order and the RNG reseeded
/// ([`crate::Game::redraw_future`]): every hand and sealed return kept.
pub(super) fn redraw_future(game: &Ming, rng: &mut GameRng) -> Ming {
    let mut world = game.clone();
    world.deck.shuffle(rng);
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// Every other seat's sealed return cards, drawn again among its legal
/// choices (any non-empty set of its return cards).
fn resample_returns(world: &mut Ming, seat: Seat, rng: &mut GameRng) {
    let choices = 1u8 << DATA.get().return_cards.len();
    for (other, chosen) in world.returns.iter_mut() {
        if other != seat && chosen.is_some() {
            *chosen = Some(rng.gen_range(1..choices));
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::RngCore;

    use super::super::{Options, Symbol};
    use super::*;
    use crate::ai::play_out;
    use crate::testing::{assert_seat_cannot_tell, random_game_states};
    use crate::{seeded_rng, Game};

    /// States of random games at every player count: the start, every 17th
    /// decision, every decision once another seat has sealed return cards,
    /// and the end.
    fn sample_states() -> Vec<Ming> {
        let mut states = Vec::new();
        for players in 2..=4 {
            for seed in 0..5 {
                let game = Ming::new(players, &Options::default(), seed).unwrap();
                states.extend(random_game_states(game, seed ^ 0xd7, |game, step| {
                    step % 17 == 0 || game.returns.values().any(Option::is_some)
                }));
            }
        }
        states
    }

    fn cards(game: &Ming) -> [usize; 3] {
        let mut count = [0; 3];
        let piles = game.deck.iter().chain(&game.discards).chain(game.face_up.iter().flatten());
        for s in piles {
            count[s.0 as usize] += 1;
        }
        for hand in game.hands.values() {
            for (c, n) in count.iter_mut().zip(hand.cards) {
                *c += usize::from(n);
            }
        }
        count
    }

    #[test]
    fn there_are_enough_sampled_states_with_sealed_returns() {
        let states = sample_states();
        let sealed = states.iter().filter(|g| g.returns.values().any(Option::is_some)).count();
        assert!(states.len() >= 200 && sealed >= 20, "{} states, {sealed} with sealed returns", states.len());
    }

    #[test]
    fn a_determinized_state_shows_its_seat_the_same_view_turn_and_moves() {
        let mut rng = seeded_rng(1);
        for game in sample_states() {
            for seat in Seat::all(game.players) {
                let world = determinize(&game, seat, &mut rng);
                assert_seat_cannot_tell(&game, &world, seat, &format!("{:?}", game.phase));
                assert_eq!(cards(&world), cards(&game), "movement cards are conserved");
            }
        }
    }

    #[test]
    fn the_deck_order_and_other_seats_return_cards_vary_across_samples() {
        let mut rng = seeded_rng(2);
        let (mut decks, mut returns) = (0, 0);
        for game in sample_states() {
            let seat = Seat(0);
            let worlds: Vec<Ming> = (0..20).map(|_| determinize(&game, seat, &mut rng)).collect();
            assert!(worlds.iter().all(|w| w.returns[seat] == game.returns[seat] && w.hands == game.hands));
            let mixed = game.deck.iter().any(|s| *s != game.deck[0]);
            if mixed {
                assert!(worlds.iter().any(|w| w.deck != game.deck), "the deck keeps its order");
                decks += 1;
            }
            let sealed = matches!(game.phase, Phase::Return { .. });
            if !sealed {
                // Outside the return step, chosen cards have been shown.
                assert!(worlds.iter().all(|w| w.returns == game.returns), "shown returns are resampled");
                continue;
            }
            for other in Seat::all(game.players).filter(|&s| s != seat && game.returns[s].is_some()) {
                assert!(worlds.iter().any(|w| w.returns[other] != game.returns[other]), "{other}'s return is kept");
                assert!(worlds.iter().all(|w| w.returns[other].is_some()));
                returns += 1;
            }
        }
        assert!(decks > 100 && returns > 10, "{decks} decks, {returns} sealed returns checked");
    }

    #[test]
    fn determinized_states_play_to_the_end() {
        let mut rng = seeded_rng(3);
        for (i, game) in sample_states().into_iter().enumerate().filter(|(i, _)| i % 3 == 0) {
            let seat = Seat((i % game.players) as u8);
            let mut world = determinize(&game, seat, &mut rng);
            play_out(&mut world, &mut rng);
            assert!(world.outcome().is_some());
            assert_eq!(cards(&world), [usize::from(DATA.get().cards_per_symbol); 3]);
        }
    }

    #[test]
    fn the_rng_is_reseeded_so_future_draws_differ() {
        let game = Ming::new(3, &Options::default(), 9).unwrap();
        let a = determinize(&game, Seat(0), &mut seeded_rng(4));
        let b = determinize(&game, Seat(0), &mut seeded_rng(5));
        let next = |g: &Ming| g.rng.clone().next_u64();
        assert_ne!(next(&a), next(&b));
        assert_ne!(next(&a), next(&game));
        assert_ne!(next(&b), next(&game));
        // The next card drawn comes from the resampled deck, not the true one.
        let top = |g: &Ming| g.deck.iter().rev().take(8).copied().collect::<Vec<Symbol>>();
        assert!(top(&a) != top(&game) || top(&b) != top(&game));
    }
}
