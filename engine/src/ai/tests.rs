//! The house players against positions whose right move is known, and the
//! search against the random player in a real game.

use super::toy::{Options, Toy};
use super::*;
use crate::attila::Attila;
use crate::{seeded_rng, Game, Seat, Turn};

fn never() -> impl FnMut() -> bool {
    || false
}

fn searched<G: Game>(game: &G, seat: Seat, iterations: u32, seed: u64) -> Thought<G::Action> {
    let config = SearchConfig::with_iterations(iterations);
    search(game, seat, &config, &mut seeded_rng(seed), &mut never()).expect("the seat owes a decision")
}

#[test]
fn the_search_names_the_highest_number_first() {
    let toy = Toy::new(2, &Options::default(), 0).unwrap();
    for seed in 1..=5 {
        assert_eq!(searched(&toy, Seat(0), 300, seed).action, 4);
    }
}

#[test]
fn the_search_answers_a_four_with_a_four() {
    let toy = Toy::after(3, &[4, 1]);
    assert_eq!(searched(&toy, Seat(2), 200, 7).action, 4);
}

#[test]
fn the_search_chooses_alone_at_a_secret_decision() {
    let toy = Toy::new(3, &Options { secret: true }, 0).unwrap();
    assert_eq!(toy.to_act(), Turn::Simultaneous(vec![Seat(0), Seat(1), Seat(2)]));
    for seat in Seat::all(3) {
        assert_eq!(searched(&toy, seat, 500, 11).action, 4, "{seat}");
    }
}

#[test]
fn greedy_takes_the_points_in_sight() {
    let toy = Toy::after(2, &[3]);
    assert_eq!(greedy_action(&toy, Seat(1), &mut seeded_rng(1)), Some(4));
    assert_eq!(greedy_action(&toy, Seat(0), &mut seeded_rng(1)), None);
}

#[test]
fn a_forced_or_owed_nothing_decision_is_not_searched() {
    let toy = Toy::after(2, &[3]);
    let config = SearchConfig::with_iterations(100);
    assert!(search(&toy, Seat(0), &config, &mut seeded_rng(1), &mut never()).is_none());
}

/// An Attila table some random moves into the game.
fn attila_midgame(seed: u64) -> Attila {
    let mut game = Attila::new(3, &Default::default(), seed).unwrap();
    let mut rng = seeded_rng(seed);
    for _ in 0..10 {
        let Turn::Seat(seat) = game.to_act() else { break };
        let action = random_action(&game, seat, &mut rng).unwrap();
        game.apply_unchecked(seat, &action);
    }
    game
}

#[test]
fn a_seeded_search_is_reproducible() {
    let game = attila_midgame(5);
    let Turn::Seat(seat) = game.to_act() else { panic!("attila is sequential") };
    let first = searched(&game, seat, 200, 42);
    assert_eq!(first.iterations, 200);
    for _ in 0..3 {
        assert_eq!(searched(&game, seat, 200, 42), first);
    }
}

#[test]
fn out_of_time_stops_the_search_early() {
    let game = attila_midgame(6);
    let Turn::Seat(seat) = game.to_act() else { panic!("attila is sequential") };
    let mut checks = 0;
    let mut out_of_time = || {
        checks += 1;
        checks >= 10
    };
    let config = SearchConfig::with_iterations(10_000);
    let thought = search(&game, seat, &config, &mut seeded_rng(1), &mut out_of_time).unwrap();
    assert_eq!(thought.iterations, 10);
    assert!(game.legal_actions(seat).contains(&thought.action));
}

#[test]
fn every_level_plays_legal_moves() {
    let game = attila_midgame(8);
    let Turn::Seat(seat) = game.to_act() else { panic!("attila is sequential") };
    for player in [HousePlayer::Greedy].into_iter().chain(Level::ALL.map(|l| l.player().with_iterations(50))) {
        let thought = player.choose(&game, seat, &mut seeded_rng(3), &mut never()).unwrap();
        assert!(game.legal_actions(seat).contains(&thought.action), "{player:?}");
    }
}

/// Plays one game of Attila, `searcher` at `seat` and random players
/// elsewhere; returns the searcher's share of the win.
fn searcher_share(players: usize, seat: Seat, iterations: u32, seed: u64) -> f64 {
    let mut game = Attila::new(players, &Default::default(), seed).unwrap();
    let mut rng = seeded_rng(seed);
    let player = HousePlayer::Search(SearchConfig::with_iterations(iterations));
    while let Turn::Seat(s) = game.to_act() {
        let action = if s == seat {
            player.choose(&game, s, &mut rng, &mut never()).unwrap().action
        } else {
            random_action(&game, s, &mut rng).unwrap()
        };
        game.apply_unchecked(s, &action);
    }
    reward::win_share(&game.outcome().unwrap(), seat.index())
}

#[test]
fn the_search_beats_the_random_player() {
    let games = 10;
    let won: f64 = (0..games).map(|k| searcher_share(2, Seat((k % 2) as u8), 100, 100 + k)).sum();
    assert!(won >= 8.0, "won {won} of {games}");
}
