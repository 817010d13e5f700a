//! A state one seat cannot tell from the true one ([`Game::determinize`]),
//! for searches over what the seat knows.
//!
//! What a seat cannot see in Attila, and what becomes of it:
//! - **The other seats' hands and the deck**: hand sizes are public, and
//!   so is every card that leaves a hand (a card played names its tribe,
//!   committed cards are revealed, discards lie face up by tribe), but no
//!   card that enters one (the deal and every draw are private). So the
//!   unseen cards (the deck and the other hands, whose contents are
//!   exchangeable for the seat) are pooled, shuffled and dealt back in the
//!   same sizes; the rest is the deck, in a new order.
//! - **Face-down cards of a conflict**: a seat that is done committing has
//!   a public count but hidden cards. They are dealt again from the same
//!   pool, as many as before and only of tribes in the province (the only
//!   cards one may commit there), before the hands, so the pool always has
//!   enough of them: the true world needed no more.
//! - **Choices in progress**: the cards another seat has committed so far
//!   while it is still committing (the view counts them in its hand), and
//!   the cards another seat has set aside for an exchange (the view shows
//!   the phase without them), are hidden and revocable. They go back to
//!   "not yet chosen" (back into the hand, which is then pooled): the seat
//!   sees the same, and the other seat's choices are the search's to make.
//! - **What the seat could deduce but the state does not record** (a hand
//!   that once had no card it could place) is not respected, with one
//!   exception the state shows: another seat still deciding which card to
//!   play with no tile to use must hold a card it can place (else its turn
//!   would have ended by itself), so its hand is dealt one first.
//! - **The state's RNG** (it shuffles the discards into a new deck) is
//!   reseeded from the caller's, so a search never learns future draws.
//!
//! Everything else (board, supply, influence, tiles, scores, discards, the
//! seat's own hand and face-down cards) is in the seat's view and is kept.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::rules::{allowed, tile_options};
use super::{ActionTile, Attila, Phase, Tribe, Tribes, DATA};
use crate::{Game, GameRng, Seat};

/// The state with everything `seat` cannot know drawn again from `rng`.
pub(super) fn determinize(game: &Attila, seat: Seat, rng: &mut GameRng) -> Attila {
    let mut world = game.clone();
    reopen_choices_in_progress(&mut world, seat);
    deal_unseen(&mut world, seat, rng);
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// The true state with the deck's order drawn again and the RNG reseeded
/// ([`crate::Game::redraw_future`]): every hand and face-down card kept.
pub(super) fn redraw_future(game: &Attila, rng: &mut GameRng) -> Attila {
    let mut world = game.clone();
    world.deck.shuffle(rng);
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// Another seat's half-made commitment or exchange goes back to its hand.
fn reopen_choices_in_progress(world: &mut Attila, seat: Seat) {
    match world.phase {
        Phase::Commit { seat: other } if other != seat => {
            if let Some(cards) = world.committed[other].replace(Tribes::default()) {
                add(&mut world.hands[other], cards);
            }
        }
        Phase::Exchange { .. } if world.current != seat => world.phase = Phase::Exchange { chosen: Tribes::default() },
        _ => {}
    }
}

/// Pools the deck with the other seats' hands and face-down cards, and
/// deals them back: face-down cards, hands, then the deck.
fn deal_unseen(world: &mut Attila, seat: Seat, rng: &mut GameRng) {
    let players = world.players;
    let others = move || Seat::all(players).filter(move |&s| s != seat);
    let mut hand_sizes = [0u8; Attila::MAX_PLAYERS];
    let mut pool = std::mem::take(&mut world.deck);
    for other in others() {
        let mut unseen = std::mem::take(&mut world.hands[other]);
        hand_sizes[other.index()] = unseen.total();
        if let Some(cards) = world.committed[other] {
            add(&mut unseen, cards);
        }
        pool.extend(Tribe::ALL.iter().flat_map(|&t| std::iter::repeat_n(t, usize::from(unseen.get(t)))));
    }
    pool.shuffle(rng);
    for other in others() {
        if let Some(cards) = world.committed[other] {
            let province = world.board[world.pending[0].index()];
            world.committed[other] = Some(take_where(&mut pool, cards.total(), |t| province.get(t) > 0));
        }
    }
    let data = DATA.get();
    for other in others() {
        let mut hand = Tribes::default();
        if must_hold_a_placeable_card(world, other) {
            hand = take_where(&mut pool, 1, |t| allowed(world, t, data) != 0);
        }
        let rest = take_where(&mut pool, hand_sizes[other.index()] - hand.total(), |_| true);
        add(&mut hand, rest);
        world.hands[other] = hand;
    }
    world.deck = pool;
}

/// Another seat choosing a card with no tile left to use this turn would
/// have ended its turn by itself without a card it can place.
fn must_hold_a_placeable_card(world: &Attila, other: Seat) -> bool {
    world.phase == Phase::PlayCard
        && world.current == other
        && tile_options(world, &[ActionTile::Exchange, ActionTile::Influence2]).next().is_none()
}

/// Takes `count` cards matching `fits` from the end of a shuffled pool.
fn take_where(pool: &mut Vec<Tribe>, count: u8, fits: impl Fn(Tribe) -> bool) -> Tribes {
    let mut taken = Tribes::default();
    for _ in 0..count {
        let at = pool.iter().rposition(|&t| fits(t)).expect("the true world dealt these cards");
        taken.0[pool.remove(at).index()] += 1;
    }
    taken
}

fn add(to: &mut Tribes, cards: Tribes) {
    for (n, c) in to.0.iter_mut().zip(cards.0) {
        *n += c;
    }
}

#[cfg(test)]
mod tests {
    use rand::RngCore;

    use super::super::Options;
    use super::*;
    use crate::ai::play_out;
    use crate::seeded_rng;
    use crate::testing::{assert_seat_cannot_tell, random_game_states};

    /// States of random games at every player count: the start, every 11th
    /// decision, every decision of a conflict or an exchange, and the end.
    fn sample_states() -> Vec<Attila> {
        let mut states = Vec::new();
        for players in 2..=5 {
            for seed in 0..5 {
                let game = Attila::new(players, &Options::default(), seed).unwrap();
                states.extend(random_game_states(game, seed ^ 0xa7, |game, step| {
                    step % 11 == 0 || matches!(game.phase, Phase::Commit { .. } | Phase::Exchange { .. })
                }));
            }
        }
        states
    }

    /// Every card by tribe, wherever it is.
    fn cards(game: &Attila) -> [u32; Tribe::COUNT] {
        let mut count = [0; Tribe::COUNT];
        for t in &game.deck {
            count[t.index()] += 1;
        }
        let held = game.hands.values().chain(game.committed.values().flatten());
        for tribes in held.chain([&game.discard]) {
            for (c, n) in count.iter_mut().zip(tribes.0) {
                *c += u32::from(n);
            }
        }
        count
    }

    /// Seats done committing to the conflict being resolved, other than `seat`.
    fn sealed_by_others(game: &Attila, seat: Seat) -> Vec<Seat> {
        let Phase::Commit { seat: committing } = game.phase else { return Vec::new() };
        Seat::all(game.players).filter(|&s| s != seat && s != committing && game.committed[s].is_some()).collect()
    }

    #[test]
    fn there_are_enough_sampled_states_in_conflicts_and_exchanges() {
        let states = sample_states();
        let commits = states.iter().filter(|g| !sealed_by_others(g, g.current).is_empty()).count();
        let exchanges = states.iter().filter(|g| matches!(g.phase, Phase::Exchange { .. })).count();
        assert!(states.len() >= 300 && commits >= 20 && exchanges >= 5, "{} {commits} {exchanges}", states.len());
    }

    #[test]
    fn a_determinized_state_shows_its_seat_the_same_view_turn_and_moves() {
        let mut rng = seeded_rng(1);
        for game in sample_states() {
            for seat in Seat::all(game.players) {
                let world = determinize(&game, seat, &mut rng);
                assert_seat_cannot_tell(&game, &world, seat, &format!("{:?}", game.phase));
                assert_eq!(cards(&world), cards(&game), "cards are conserved");
            }
        }
    }

    #[test]
    fn other_hands_the_deck_and_face_down_cards_vary_across_samples() {
        let mut rng = seeded_rng(2);
        let (mut hands, mut decks, mut sealed) = (0, 0, 0);
        for game in sample_states().into_iter().filter(|g| g.phase != Phase::Over) {
            let seat = game.current;
            let worlds: Vec<Attila> = (0..20).map(|_| determinize(&game, seat, &mut rng)).collect();
            assert!(worlds
                .iter()
                .all(|w| w.hands[seat] == game.hands[seat] && w.committed[seat] == game.committed[seat]));
            let other = seat.next(game.players);
            if game.hands[other].total() > 0 && game.deck.iter().any(|&t| t != game.deck[0]) {
                assert!(worlds.iter().any(|w| w.hands[other] != game.hands[other]), "{other}'s hand is kept");
                assert!(worlds.iter().any(|w| w.deck != game.deck), "the deck keeps its order");
                hands += 1;
                decks += 1;
            }
            for s in sealed_by_others(&game, seat) {
                let total = game.committed[s].unwrap().total();
                assert!(worlds.iter().all(|w| w.committed[s].is_some_and(|c| c.total() == total)));
                if total > 0 {
                    assert!(worlds.iter().any(|w| w.committed[s] != game.committed[s]), "{s}'s cards are kept");
                    sealed += 1;
                }
            }
        }
        assert!(hands > 100 && decks > 100 && sealed > 5, "{hands} hands, {decks} decks, {sealed} commitments");
    }

    #[test]
    fn face_down_cards_are_of_the_provinces_tribes() {
        let mut rng = seeded_rng(3);
        for game in sample_states() {
            for s in sealed_by_others(&game, game.current) {
                let province = game.board[game.pending[0].index()];
                let world = determinize(&game, game.current, &mut rng);
                let cards = world.committed[s].unwrap();
                assert!(cards.present().all(|t| province.get(t) > 0), "{cards:?} in {province:?}");
            }
        }
    }

    #[test]
    fn choices_in_progress_of_another_seat_go_back_to_not_yet_chosen() {
        let mut rng = seeded_rng(4);
        for game in sample_states() {
            let onlooker = game.current.next(game.players);
            let world = determinize(&game, onlooker, &mut rng);
            match world.phase {
                Phase::Commit { seat } if seat != onlooker => {
                    assert_eq!(world.committed[seat], Some(Tribes::default()))
                }
                Phase::Exchange { chosen } => assert_eq!(chosen, Tribes::default()),
                _ => {}
            }
        }
    }

    #[test]
    fn determinized_states_play_to_the_end() {
        let mut rng = seeded_rng(5);
        let full = cards(&Attila::new(3, &Options::default(), 0).unwrap());
        for (i, game) in sample_states().into_iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            let seat = Seat((i % game.players) as u8);
            let mut world = determinize(&game, seat, &mut rng);
            play_out(&mut world, &mut rng);
            assert!(world.outcome().is_some());
            assert_eq!(cards(&world), full);
        }
    }

    #[test]
    fn the_rng_is_reseeded_so_future_draws_differ() {
        let game = Attila::new(4, &Options::default(), 9).unwrap();
        let a = determinize(&game, Seat(0), &mut seeded_rng(6));
        let b = determinize(&game, Seat(0), &mut seeded_rng(7));
        let next = |g: &Attila| g.rng.clone().next_u64();
        assert_ne!(next(&a), next(&b));
        assert_ne!(next(&a), next(&game));
        assert_ne!(next(&b), next(&game));
        let top = |g: &Attila| g.deck.iter().rev().take(8).copied().collect::<Vec<Tribe>>();
        assert!(top(&a) != top(&game) || top(&b) != top(&game), "the next draws are the true ones");
    }
}
