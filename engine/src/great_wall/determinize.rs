//! A state one seat cannot tell from the true one, for searches over what
//! that seat may know ([`crate::Game::determinize`]).
//!
//! What a seat cannot see, and how it is resampled:
//! - **Other players' hands.** Each player has a deck of their own, of a
//!   composition fixed by `data/` and known to all; every card leaving a
//!   hand is laid face up on the wall, and every draw is announced. So the
//!   table knows, per player, the multiset of hand and deck together; only
//!   its split is hidden. Each other player's hand and deck are pooled and
//!   dealt back in the same sizes (per player, never across players: cards
//!   have owners).
//! - **Deck orders**, the seat's own included: nobody sees them. Shuffled.
//! - **The fame-token pool's order.** Its contents are known (every token
//!   revealed so far was named in the log); its order is not. Shuffled.
//! - **The state's RNG**: reseeded from the caller's, so a search never learns
//!   a future draw from it (after the set-up the game draws from decks and
//!   the pool, which are shuffled above).
//!
//! What is kept, and why:
//! - The seat's own hand, every count (hand, deck, pool), the wall, the
//!   turn: the seat's view shows them, and its legal actions follow from
//!   them.
//! - Tokens won by others lie face down, but the log named each one as it
//!   was taken, so the seat knows them: kept.
//! - Tokens discarded face down (a last token the pool cannot pair) are the
//!   set's remainder, so known too: kept.
//! - A placement another player has announced but not yet laid down (the
//!   phase `choose_section`, or `choose_cover` for a dragon) is in the view:
//!   those cards stay in that player's hand, and only the rest is redealt.
//!   That is the only constraint the public record puts on a split.
//! - No decision is simultaneous, so there are no sealed choices to
//!   resample.
//!
//! Cost: one clone, one shuffle per deck and one of the pool; no other
//! allocation.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::{CardKind, GreatWall, Hand, Phase};
use crate::{GameRng, Seat};

/// Per-kind counts while redealing (wider than a hand's, so no data can wrap).
type Counts = [u32; CardKind::COUNT];

/// A state `seat` cannot tell from `game`: see the module's docs.
pub(super) fn determinize(game: &GreatWall, seat: Seat, rng: &mut GameRng) -> GreatWall {
    let mut sample = game.clone();
    for other in Seat::all(game.players).filter(|&s| s != seat) {
        let announced = game.announced(other);
        redeal(&mut sample.hands[other], &mut sample.decks[other], announced, rng);
    }
    sample.decks[seat].shuffle(rng);
    sample.pool.shuffle(rng);
    sample.rng = GameRng::from_seed(rng.gen());
    sample
}

/// The true state with every deck and the token pool in a new order and
/// the RNG reseeded ([`crate::Game::redraw_future`]): every hand kept.
pub(super) fn redraw_future(game: &GreatWall, rng: &mut GameRng) -> GreatWall {
    let mut world = game.clone();
    for seat in Seat::all(game.players) {
        world.decks[seat].shuffle(rng);
    }
    world.pool.shuffle(rng);
    world.rng = GameRng::from_seed(rng.gen());
    world
}

impl GreatWall {
    /// Cards `seat` is known to hold: those it chose to place and has not
    /// laid down yet (the view shows the choice).
    fn announced(&self, seat: Seat) -> Option<(CardKind, u8)> {
        match self.phase {
            _ if self.current != seat => None,
            Phase::ChooseSection { kind, count, .. } => Some((kind, count)),
            Phase::ChooseCover { .. } => Some((CardKind::Dragon, 1)),
            _ => None,
        }
    }
}

/// Deals a random hand of the same size from hand and deck together (the
/// announced cards first), and the rest back into the deck in random order.
fn redeal(hand: &mut Hand, deck: &mut [CardKind], announced: Option<(CardKind, u8)>, rng: &mut GameRng) {
    let mut unseen: Counts = hand.0.map(u32::from);
    for card in deck.iter() {
        unseen[card.index()] += 1;
    }
    let mut dealt = Hand::default();
    if let Some((kind, count)) = announced {
        dealt.0[kind.index()] = count;
        unseen[kind.index()] -= u32::from(count);
    }
    for _ in dealt.total()..hand.total() {
        let kind = draw(&mut unseen, rng);
        dealt.0[kind.index()] += 1;
    }
    *hand = dealt;
    let mut places = deck.iter_mut();
    for kind in CardKind::ALL {
        for _ in 0..unseen[kind.index()] {
            *places.next().expect("hand and deck keep their sizes") = kind;
        }
    }
    deck.shuffle(rng);
}

/// One card drawn uniformly from `counts`, which lose it.
fn draw(counts: &mut Counts, rng: &mut GameRng) -> CardKind {
    let mut at = rng.gen_range(0..counts.iter().sum::<u32>());
    for kind in CardKind::ALL {
        let n = &mut counts[kind.index()];
        if at < *n {
            *n -= 1;
            return kind;
        }
        at -= *n;
    }
    unreachable!("a draw lands within the counts")
}

#[cfg(test)]
mod tests {
    use rand::RngCore;

    use super::super::tests::invariants;
    use super::super::{Action, Options};
    use super::*;
    use crate::testing::assert_seat_cannot_tell;
    use crate::{ai, seeded_rng, Game, Turn};

    /// Where sampled states come from: random games at every player count,
    /// taken every few decisions, at every announced placement and at the
    /// final round's first and last decisions.
    fn sampled_states() -> Vec<GreatWall> {
        let mut states = Vec::new();
        for players in 2..=5 {
            for seed in 0..6 {
                let mut game = GreatWall::new(players, &Options::default(), 900 + seed).unwrap();
                let mut rng = seeded_rng(seed ^ 0xd17e);
                let mut step = 0;
                while let Turn::Seat(seat) = game.to_act() {
                    let announced = matches!(game.phase, Phase::ChooseSection { .. } | Phase::ChooseCover { .. });
                    if step % 17 == 0 || announced || game.ran_out.is_some() && step % 3 == 0 {
                        states.push(game.clone());
                    }
                    let action = ai::random_action(&game, seat, &mut rng).expect("the seat to act has a move");
                    let before = game.clone();
                    game.apply(seat, &action).unwrap();
                    if game.to_act() == Turn::Over {
                        states.push(before);
                    }
                    step += 1;
                }
            }
        }
        states
    }

    fn seeds(state: usize) -> impl Iterator<Item = GameRng> {
        (0..3).map(move |i| seeded_rng(state as u64 * 31 + i))
    }

    #[test]
    fn states_are_sampled_at_every_stage_of_play() {
        let states = sampled_states();
        assert!(states.len() >= 300, "{} states", states.len());
        assert!(states.iter().any(|g| g.turn == 1));
        assert!(states.iter().any(|g| matches!(g.phase, Phase::ChooseSection { .. })));
        assert!(states.iter().any(|g| matches!(g.phase, Phase::ChooseCover { .. })));
        assert!(states.iter().any(|g| g.ran_out.is_some() && !g.placing_over));
        assert!(states.iter().any(|g| g.placing_over));
    }

    #[test]
    fn the_seat_sees_the_same_view_turn_and_moves() {
        for (i, game) in sampled_states().iter().enumerate() {
            for seat in Seat::all(game.players) {
                for mut rng in seeds(i) {
                    let sample = game.determinize(seat, &mut rng);
                    assert_seat_cannot_tell(game, &sample, seat, &format!("state {i}"));
                }
            }
        }
    }

    /// The chance that a redeal of `unseen` gives exactly `hand`
    /// (multivariate hypergeometric).
    fn chance_of(hand: &Hand, unseen: &Counts) -> f64 {
        let ln_choose = |n: u32, k: u32| (0..k).map(|i| f64::from(n - i).ln() - f64::from(i + 1).ln()).sum::<f64>();
        let n = unseen.iter().sum::<u32>();
        let ways: f64 = CardKind::ALL.iter().map(|k| ln_choose(unseen[k.index()], hand.count(*k).into())).sum();
        (ways - ln_choose(n, hand.total())).exp()
    }

    #[test]
    fn other_hands_deck_orders_and_the_pool_vary_across_samples() {
        const SAMPLES: i32 = 20;
        let (mut hands, mut decks, mut pools) = (0, 0, 0);
        for (i, game) in sampled_states().iter().enumerate() {
            let seat = game.current;
            let other = seat.next(game.players);
            let mut rng = seeded_rng(i as u64);
            let samples: Vec<GreatWall> = (0..SAMPLES).map(|_| game.determinize(seat, &mut rng)).collect();
            let varies = |part: &dyn Fn(&GreatWall) -> String| samples.iter().any(|s| part(s) != part(&samples[0]));
            let mut unseen: Counts = game.hands[other].0.map(u32::from);
            game.decks[other].iter().for_each(|c| unseen[c.index()] += 1);
            // Asserted only where 20 equal samples would be a one-in-a-billion draw.
            if chance_of(&samples[0].hands[other], &unseen).powi(SAMPLES - 1) < 1e-9 {
                assert!(varies(&|s| format!("{:?}", s.hands[other])), "state {i}: {other}'s hand never changes");
                hands += 1;
            }
            if game.decks[seat].iter().any(|&c| c != game.decks[seat][0]) {
                assert!(varies(&|s| format!("{:?}", s.decks[seat])), "state {i}: {seat}'s deck order never changes");
                decks += 1;
            }
            if game.pool.iter().any(|&t| t != game.pool[0]) {
                assert!(varies(&|s| format!("{:?}", s.pool)), "state {i}: the token pool never changes");
                pools += 1;
            }
        }
        assert!(hands > 100 && decks > 100 && pools > 100, "checked {hands} hands, {decks} decks, {pools} pools");
    }

    #[test]
    fn an_announced_placement_keeps_its_cards_in_the_hand() {
        let mut checked = 0;
        for (i, game) in sampled_states().iter().enumerate() {
            let Some((kind, count)) = game.announced(game.current) else { continue };
            let seat = game.current.next(game.players);
            for mut rng in seeds(i) {
                let mut sample = game.determinize(seat, &mut rng);
                assert!(sample.hands[game.current].count(kind) >= count, "state {i}");
                let lay_down = sample.legal_actions(game.current).into_iter().find(|a| *a != Action::Back).unwrap();
                sample.apply(game.current, &lay_down).unwrap();
                checked += 1;
            }
        }
        assert!(checked > 20, "{checked} announced placements");
    }

    #[test]
    fn determinized_states_play_to_the_end_keeping_the_invariants() {
        for (i, game) in sampled_states().iter().enumerate() {
            let seat = Seat((i % game.players) as u8);
            let mut sample = game.determinize(seat, &mut seeded_rng(i as u64));
            invariants(&sample).unwrap_or_else(|e| panic!("state {i}: {e}"));
            ai::play_out(&mut sample, &mut seeded_rng(i as u64 + 1));
            invariants(&sample).unwrap_or_else(|e| panic!("state {i} played out: {e}"));
            assert!(sample.outcome().is_some(), "state {i}");
        }
    }

    #[test]
    fn the_rng_is_reseeded_and_future_draws_are_not_the_true_ones() {
        let (mut shuffled, mut differ_from_truth) = (0, 0);
        for (i, game) in sampled_states().iter().enumerate() {
            let seat = game.current;
            let a = game.determinize(seat, &mut seeded_rng(2 * i as u64));
            let b = game.determinize(seat, &mut seeded_rng(2 * i as u64 + 1));
            assert_ne!(a.rng.clone().next_u64(), b.rng.clone().next_u64(), "state {i}");
            assert_ne!(a.rng.clone().next_u64(), game.rng.clone().next_u64(), "state {i}");
            if game.decks[seat].len() > 3 && game.decks[seat].iter().any(|&c| c != game.decks[seat][0]) {
                shuffled += 1;
                differ_from_truth += usize::from(a.decks[seat] != game.decks[seat]);
            }
        }
        // A deck of 4 or more cards of 2 or more kinds keeps its order at most
        // one time in 4.
        assert!(shuffled > 100 && differ_from_truth * 4 > shuffled * 3, "{differ_from_truth} of {shuffled} reshuffled");
    }

    #[test]
    fn a_draw_after_determinizing_is_the_samples_not_the_true_decks() {
        let game = GreatWall::new(3, &Options::default(), 7).unwrap();
        let seat = game.current;
        let draws: Vec<CardKind> = (0..20)
            .map(|i| {
                let mut sample = game.determinize(seat, &mut seeded_rng(i));
                let expected = *sample.decks[seat].last().unwrap();
                let before = sample.hands[seat];
                sample.apply(seat, &Action::Draw).unwrap();
                assert_eq!(sample.hands[seat].count(expected), before.count(expected) + 1);
                expected
            })
            .collect();
        assert!(draws.iter().any(|&k| k != draws[0]), "every sample draws {:?}", draws[0]);
    }
}
