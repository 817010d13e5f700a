//! A state one seat cannot tell from the true one, for searches over what
//! that seat may know ([`crate::Game::determinize`]).
//!
//! What a seat cannot see in the Year of the Dragon:
//! - **The action cards of the months to come.** Each month's cards are
//!   shuffled into groups from the state's RNG when the month begins. That
//!   is the game's only draw after the set-up (the event row and the super
//!   event are drawn at the set-up and lie face up), so reseeding the RNG
//!   from the caller's resamples every future month's groups, and a search
//!   never learns them from the true state.
//! - **Other players' person cards.** The view shows only how many each
//!   holds. But every player starts with the same hand (one card of each of
//!   the nine types and two "?" cards, docs/components.md §1.2), and every card
//!   played is named in the public log (`CardPlayed`): a seat that follows
//!   the log knows every other hand exactly. Those hands are therefore
//!   kept; resampling them would produce states the seat knows are false.
//!
//! The one exception: the Tornado super event has each player discard up
//! to two person cards unseen (`Discarded` names no card). Another seat then
//! knows each hand only as "the cards held before the Tornado, less those
//! played since, less the discards". The state records each seat's discards
//! ([`super::Province::discarded`]), so a sample pours every other seat's
//! hand and discards together and deals the same number of discards back
//! at random: the counts shown stay, which cards remain is resampled.
//!
//! Everything else is public (money, goods, palaces, tracks, the event row,
//! the wall and its tiles, the super event, the current decision), so it is
//! kept, and the seat's view and legal actions stay the same.
//! No decision is simultaneous, so there are no sealed choices to resample.
//!
//! Cost: one clone and one reseed.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::{Hand, Province, YearOfTheDragon};
use crate::{GameRng, Seat};

/// A state `seat` cannot tell from `game`: see the module's docs. Every seat
/// sees the same public record, so the sample does not depend on the seat.
pub(super) fn determinize(game: &YearOfTheDragon, seat: Seat, rng: &mut GameRng) -> YearOfTheDragon {
    let mut sample = game.clone();
    sample.rng = GameRng::from_seed(rng.gen());
    for (other, province) in sample.provinces.0.iter_mut().enumerate() {
        if other != seat.index() && !province.discarded.is_empty() {
            redeal_discards(province, rng);
        }
    }
    sample
}

/// The true state with the RNG reseeded ([`crate::Game::redraw_future`]):
/// the months to come are all the future there is to draw.
pub(super) fn redraw_future(game: &YearOfTheDragon, rng: &mut GameRng) -> YearOfTheDragon {
    let mut world = game.clone();
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// Pours `province`'s hand and Tornado discards together and draws as many
/// discards as before at random; the rest is the hand.
fn redeal_discards(province: &mut Province, rng: &mut GameRng) {
    let mut pool: Vec<Option<usize>> = Vec::new();
    for (kind, (&held, &gone)) in province.cards.iter().zip(province.discarded.cards.iter()).enumerate() {
        pool.extend(std::iter::repeat_n(Some(kind), usize::from(held + gone)));
    }
    pool.extend(std::iter::repeat_n(None, usize::from(province.jokers + province.discarded.jokers)));
    pool.shuffle(rng);
    let (discards, hand) = pool.split_at(usize::from(province.discarded.len()));
    province.discarded = tally(discards);
    let held = tally(hand);
    (province.cards, province.jokers) = (held.cards, held.jokers);
}

fn tally(cards: &[Option<usize>]) -> Hand {
    let mut hand = Hand::default();
    for card in cards {
        match card {
            Some(kind) => hand.cards[*kind] += 1,
            None => hand.jokers += 1,
        }
    }
    hand
}

#[cfg(test)]
mod tests {
    use rand::RngCore;

    use super::super::tests::invariants;
    use super::super::{ActionCard, Options, Phase, SuperEvent};
    use super::*;
    use crate::testing::assert_seat_cannot_tell;
    use crate::{ai, seeded_rng, Game, Turn};

    /// Every option set: neither expansion, each alone, both, and a fixed
    /// Tornado (the only super event with an unseen choice).
    fn option_sets() -> Vec<Options> {
        let both = Options { great_wall: true, super_events: true, super_event: None };
        vec![
            Options::default(),
            Options { great_wall: true, ..Options::default() },
            Options { super_events: true, ..Options::default() },
            both.clone(),
            Options { super_event: Some(SuperEvent::Tornado.id().into()), ..both },
        ]
    }

    /// Random games at every player count and option set, taken every few
    /// decisions, at every Tornado discard, through the last month and at
    /// the last decision.
    fn sampled_states() -> Vec<YearOfTheDragon> {
        let mut states = Vec::new();
        for players in 2..=5 {
            for (o, options) in option_sets().iter().enumerate() {
                for seed in 0..2 {
                    let mut game = YearOfTheDragon::new(players, options, 700 + 10 * o as u64 + seed).unwrap();
                    let mut rng = seeded_rng(seed ^ 0xd1a6);
                    let mut step = 0;
                    while let Turn::Seat(seat) = game.to_act() {
                        let tornado = matches!(game.phase, Phase::Tornado { .. });
                        if step % 29 == 0 || tornado || game.month == 12 && step % 5 == 0 {
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
        }
        states
    }

    /// The action groups of the next month, reached by random play driven by
    /// `policy` (the same moves for states that differ only in their RNG).
    fn next_groups(game: &YearOfTheDragon, policy: u64) -> Option<Vec<Vec<ActionCard>>> {
        let mut game = game.clone();
        let mut rng = seeded_rng(policy);
        let month = game.month;
        while game.month == month {
            let Turn::Seat(seat) = game.to_act() else { return None };
            let action = ai::random_action(&game, seat, &mut rng).unwrap();
            game.apply_unchecked(seat, &action);
        }
        Some(game.groups)
    }

    #[test]
    fn states_are_sampled_at_every_stage_of_play() {
        let states = sampled_states();
        assert!(states.len() >= 300, "{} states", states.len());
        assert!(states.iter().any(|g| matches!(g.phase, Phase::Draft { .. })));
        assert!(states.iter().any(|g| g.month == 6));
        assert!(states.iter().any(|g| matches!(g.phase, Phase::Tornado { .. })));
        assert!(states.iter().any(|g| g.month == 12));
    }

    #[test]
    fn the_seat_sees_the_same_view_turn_and_moves() {
        for (i, game) in sampled_states().iter().enumerate() {
            for seat in Seat::all(game.players) {
                let sample = game.determinize(seat, &mut seeded_rng(i as u64));
                assert_seat_cannot_tell(game, &sample, seat, &format!("state {i}"));
            }
        }
    }

    #[test]
    fn other_hands_are_kept_unless_a_tornado_hid_their_discards() {
        let mut redealt = 0;
        for (i, game) in sampled_states().iter().enumerate() {
            let seat = game.current;
            let samples: Vec<_> =
                (0..12).map(|k| game.determinize(seat, &mut seeded_rng(i as u64 * 100 + k))).collect();
            for (other, province) in game.provinces.iter() {
                let hands: Vec<_> = samples.iter().map(|s| &s.provinces[other]).collect();
                let whole = |p: &Province| {
                    (
                        p.cards.iter().zip(p.discarded.cards).map(|(a, b)| a + b).collect::<Vec<_>>(),
                        p.jokers + p.discarded.jokers,
                    )
                };
                for p in &hands {
                    assert_eq!(whole(p), whole(province), "state {i}, {other}: the pool is kept");
                    assert_eq!(p.discarded.len(), province.discarded.len(), "state {i}, {other}");
                }
                if other == seat || province.discarded.is_empty() {
                    assert!(
                        hands.iter().all(|p| p.cards == province.cards && p.jokers == province.jokers),
                        "state {i}, {other}"
                    );
                } else if hands.iter().any(|p| p.cards != province.cards || p.jokers != province.jokers) {
                    redealt += 1;
                }
            }
        }
        assert!(redealt > 0, "no sample redealt a hand after a Tornado");
    }

    #[test]
    fn the_next_months_action_groups_vary_across_samples_and_differ_from_the_truth() {
        let mut checked = 0;
        for (i, game) in sampled_states().iter().enumerate().filter(|(i, _)| i % 4 == 0) {
            let policy = i as u64;
            let Some(truth) = next_groups(game, policy) else { continue };
            let mut rng = seeded_rng(i as u64);
            let samples: Vec<_> =
                (0..20).map(|_| next_groups(&game.determinize(game.current, &mut rng), policy).unwrap()).collect();
            assert!(samples.iter().any(|g| *g != samples[0]), "state {i}: every sample draws {:?}", samples[0]);
            assert!(samples.iter().any(|g| *g != truth), "state {i}: the samples draw the true groups");
            checked += 1;
        }
        assert!(checked > 50, "{checked} states checked");
    }

    #[test]
    fn the_rng_is_reseeded_from_the_callers() {
        for (i, game) in sampled_states().iter().enumerate() {
            let a = game.determinize(game.current, &mut seeded_rng(2 * i as u64));
            let b = game.determinize(game.current, &mut seeded_rng(2 * i as u64 + 1));
            assert_ne!(a.rng.clone().next_u64(), b.rng.clone().next_u64(), "state {i}");
            assert_ne!(a.rng.clone().next_u64(), game.rng.clone().next_u64(), "state {i}");
        }
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
}
