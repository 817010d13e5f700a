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
fn a_search_that_learns_its_playouts_names_the_highest_number_too() {
    // Three seats, so the playouts (the later seats' numbers) are learned.
    let toy = Toy::new(3, &Options::default(), 0).unwrap();
    let config = SearchConfig { playout: Playout::Mast, ..SearchConfig::with_iterations(300) };
    for seed in 1..=5 {
        let thought = search(&toy, Seat(0), &config, &mut seeded_rng(seed), &mut never()).unwrap();
        assert_eq!(thought.action, 4, "seed {seed}");
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

/// A secret toy where seat 0 has sealed a 0 and seat 1 still names.
fn sealed_zero() -> Toy {
    let mut toy = Toy::new(2, &Options { secret: true }, 0).unwrap();
    toy.apply_unchecked(Seat(0), &0);
    assert_eq!(toy.to_act(), Turn::Simultaneous(vec![Seat(1)]));
    toy
}

#[test]
fn a_search_that_sees_the_present_reads_the_sealed_number_and_a_house_player_does_not() {
    let win_with_four = |config: SearchConfig| {
        let stats = search_stats(&sealed_zero(), Seat(1), &config, &mut seeded_rng(5), &mut never()).unwrap();
        stats.moves.iter().find(|m| m.action == 4).expect("4 was searched").win
    };
    let seat_view = SearchConfig::with_iterations(400);
    for sight in [Sight::Present, Sight::All] {
        assert_eq!(win_with_four(SearchConfig { sight, ..seat_view }), 1.0, "{sight:?} sees the 0");
    }
    assert!(win_with_four(seat_view) < 1.0, "a 4 may have been sealed, as far as the seat knows");
}

#[test]
fn a_playout_at_its_horizon_is_judged_by_the_scores_then() {
    // One iteration per number, none played out: seat 0 alone on the
    // scores with any number but 0, which ties all three seats at 0.
    let toy = Toy::new(3, &Options::default(), 0).unwrap();
    let config = SearchConfig { horizon: Some(0), ..SearchConfig::with_iterations(5) };
    let stats = search_stats(&toy, Seat(0), &config, &mut seeded_rng(1), &mut never()).unwrap();
    assert_eq!(stats.moves.len(), 5);
    for m in &stats.moves {
        assert_eq!(m.win, if m.action == 0 { 1.0 / 3.0 } else { 1.0 }, "{}", m.action);
    }
}

#[test]
fn a_playout_stops_at_its_horizon() {
    // Attila keeps its sense, so both kinds of playout are stopped.
    const { assert!(Attila::PLAYOUT_SENSE) };
    let start = Attila::new(4, &Default::default(), 3).unwrap();
    for playout in [Playout::Random, Playout::Guided] {
        let mut game = start.clone();
        assert_eq!(playout.run_up_to(&mut game, 10, &mut seeded_rng(1)), 10, "{playout:?}");
        assert!(game.outcome().is_none());
        assert!(playout.run_up_to(&mut game, u64::MAX, &mut seeded_rng(1)) > 10);
        assert!(game.outcome().is_some());
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

/// Plays `kind` to the end with `player` in every seat; the number of
/// decisions, or `None` past `cap`.
fn finish_with(kind: crate::GameKind, players: usize, player: HousePlayer, seed: u64, cap: u64) -> Option<u64> {
    let mut game = crate::AnyGame::new(kind, players, &serde_json::Value::Null, seed).unwrap();
    let mut rng = seeded_rng(seed);
    let mut decisions = 0;
    loop {
        let seat = match game.to_act() {
            Turn::Over => return Some(decisions),
            Turn::Seat(s) => s,
            Turn::Simultaneous(seats) => seats[0],
        };
        let thought = game.house_choice(seat, &player, &mut rng, &mut never()).unwrap();
        game.apply(seat, &thought.action).unwrap();
        decisions += 1;
        if decisions > cap {
            eprintln!("{kind:?} stuck: {}", game.view(crate::Viewer::Public));
            return None;
        }
    }
}

/// Regression: greedy and searching seats once looped for ever in Great
/// Wall and Year of the Dragon (play, choose a section, back, play, ...).
#[test]
fn greedy_and_searching_seats_finish_every_game() {
    for &kind in crate::GameKind::ALL {
        let info = kind.info();
        for players in [info.min_players, info.max_players] {
            for seed in 1..=3 {
                let taken = finish_with(kind, players, HousePlayer::Greedy, seed, 5_000);
                assert!(taken.is_some(), "greedy {kind:?} at {players}, seed {seed}");
            }
            for playout in [Playout::Random, Playout::Guided, Playout::Mast] {
                let search = HousePlayer::Search(SearchConfig { playout, ..SearchConfig::with_iterations(8) });
                assert!(finish_with(kind, players, search, 1, 5_000).is_some(), "{playout:?} {kind:?} at {players}");
            }
        }
    }
}

#[test]
fn house_players_never_take_back_a_choice() {
    use crate::great_wall::{Action, GreatWall};
    let mut game = GreatWall::new(2, &Default::default(), 3).unwrap();
    let Turn::Seat(seat) = game.to_act() else { panic!("great wall is sequential") };
    let play = game.legal_actions(seat).into_iter().find(|a| matches!(a, Action::Play { .. })).unwrap();
    game.apply(seat, &play).unwrap();
    assert!(game.legal_actions(seat).contains(&Action::Back));
    assert!(!house_actions(&game, seat).contains(&Action::Back));
    for player in [HousePlayer::Random, HousePlayer::Greedy, Level::Normal.player().with_iterations(200)] {
        for seed in 1..=5 {
            let thought = player.choose(&game, seat, &mut seeded_rng(seed), &mut never()).unwrap();
            assert_ne!(thought.action, Action::Back, "{player:?}");
        }
    }
}

/// Which house action a stubborn seat takes at its `n`-th decision.
#[derive(Clone, Copy, Debug)]
enum Stubborn {
    First,
    Last,
    /// First and last by turns, to walk into and out of partial choices.
    Alternate,
}

/// Plays `G` with every seat stubborn, the way a player who keeps passing
/// or keeps holding back plays. The number of decisions, or `None` past
/// `cap`.
fn stubborn_decisions<G: Game>(players: usize, seed: u64, way: Stubborn, cap: u64) -> Option<u64> {
    let mut game = G::new(players, &G::Options::default(), seed).unwrap();
    for decisions in 0..=cap {
        let seat = match game.to_act() {
            Turn::Over => return Some(decisions),
            Turn::Seat(s) => s,
            Turn::Simultaneous(seats) => seats[0],
        };
        let mut actions = house_actions(&game, seat);
        let last = match way {
            Stubborn::First => false,
            Stubborn::Last => true,
            Stubborn::Alternate => decisions % 2 == 1,
        };
        let action = if last { actions.pop() } else { actions.into_iter().next() };
        game.apply_unchecked(seat, &action.expect("a deciding seat has a move"));
    }
    None
}

fn stubborn_players_finish<G: Game>() {
    for players in G::MIN_PLAYERS..=G::MAX_PLAYERS {
        for seed in 1..=12 {
            for way in [Stubborn::First, Stubborn::Last, Stubborn::Alternate] {
                let decisions = stubborn_decisions::<G>(players, seed, way, 20_000);
                assert!(decisions.is_some(), "{} at {players}, seed {seed}, {way:?}: no end", G::ID);
            }
        }
    }
}

/// Regression: in the Dragon a seat chose a group whose only action it
/// could not pay, took it back, and chose it again, for ever. No game may
/// let stubborn players stall it. (The Great Wall's horsemen held back for
/// ever need two such players at once: see its own test.)
#[test]
fn stubborn_players_cannot_stall_any_game() {
    stubborn_players_finish::<crate::dragon::YearOfTheDragon>();
    stubborn_players_finish::<crate::great_wall::GreatWall>();
    stubborn_players_finish::<Attila>();
    stubborn_players_finish::<crate::ming::Ming>();
    stubborn_players_finish::<crate::junk::JunkGame>();
}
