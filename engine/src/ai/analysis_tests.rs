//! The analysis finds what matters: a decisive move thrown away near the end
//! of a game of each kind is named among the turning points; and the
//! chances it reports are chances.

use serde_json::Value;

use super::*;
use crate::ai::HousePlayer;
use crate::{GameKind, GameRng, Turn};

fn never() -> impl FnMut() -> bool {
    || false
}

fn config(iterations: u32) -> SearchConfig {
    SearchConfig::with_iterations(iterations)
}

/// Who decides next: the first of a simultaneous round, as `play_out` does.
fn mover(game: &AnyGame) -> Option<Seat> {
    match game.to_act() {
        Turn::Over => None,
        Turn::Seat(s) => Some(s),
        Turn::Simultaneous(seats) => Some(seats[0]),
    }
}

/// `player`'s move for `seat`, as a JSON action.
fn choose(game: &AnyGame, seat: Seat, player: &HousePlayer, rng: &mut GameRng) -> Value {
    game.house_choice(seat, player, rng, &mut never()).unwrap().action
}

/// A seeded game of random house players, to its end.
fn random_game(kind: GameKind, players: usize, seed: u64) -> Vec<(Seat, Value)> {
    let mut game = AnyGame::new(kind, players, &Value::Null, seed).unwrap();
    let mut rng = seeded_rng(seed);
    let mut moves = Vec::new();
    while let Some(seat) = mover(&game) {
        let action = choose(&game, seat, &HousePlayer::Random, &mut rng);
        game.apply(seat, &action).unwrap();
        moves.push((seat, action));
    }
    moves
}

fn replay(kind: GameKind, players: usize, seed: u64, moves: &[(Seat, Value)]) -> AnyGame {
    let mut game = AnyGame::new(kind, players, &Value::Null, seed).unwrap();
    for (seat, action) in moves {
        game.apply(*seat, action).unwrap();
    }
    game
}

/// A seeded random game of `kind` to decision `k`, where the mover throws
/// away the game with `blunder` (found by `cargo bench --bench decisive`); a
/// few more decisions are played by a searching house player. The analysis
/// of those decisions and the three before names it.
fn names_the_thrown_away_move(kind: GameKind, seed: u64, k: usize, blunder: &str) {
    let players = kind.info().min_players;
    let random = random_game(kind, players, seed);
    let window = 3;
    let start = replay(kind, players, seed, &random[..k - window]);
    let mut moves: Vec<(Seat, Value)> = random[k - window..k].to_vec();
    let mut game = replay(kind, players, seed, &random[..k]);
    let seat = random[k].0;
    let planted = game.legal(seat).into_iter().find(|a| a.id == blunder);
    let planted = planted.unwrap_or_else(|| panic!("{}: no {blunder} at decision {k}", kind.id())).action;
    game.apply(seat, &planted).unwrap();
    moves.push((seat, planted));
    let player = HousePlayer::Search(config(100));
    let mut rng = seeded_rng(seed);
    while let Some(seat) = mover(&game).filter(|_| moves.len() < 2 * window + 4) {
        let action = choose(&game, seat, &player, &mut rng);
        game.apply(seat, &action).unwrap();
        moves.push((seat, action));
    }
    let analysis = start.analyse(&moves, &config(300), seed, &mut |_| ()).unwrap();
    let named = analysis.turning_points.iter().find(|t| t.turn == window + 1);
    let point = named.unwrap_or_else(|| panic!("{}: {blunder} not named: {:#?}", kind.id(), analysis.turning_points));
    assert_eq!(point.played, blunder);
    assert_eq!(point.seat, seat);
    assert!(point.before - point.after >= 0.5, "{}: {point:?}", kind.id());
}

#[test]
fn the_analysis_names_a_thrown_away_decisive_move_in_the_dragon() {
    names_the_thrown_away_move(GameKind::YearOfTheDragon, 8, 85, "take-yuan");
}

#[test]
fn the_analysis_names_a_thrown_away_decisive_move_in_the_great_wall() {
    names_the_thrown_away_move(GameKind::GreatWall, 4, 115, "token-2");
}

#[test]
fn the_analysis_names_a_thrown_away_decisive_move_in_attila() {
    names_the_thrown_away_move(GameKind::Attila, 4, 222, "play-huns");
}

#[test]
fn the_analysis_names_a_thrown_away_decisive_move_in_ming() {
    names_the_thrown_away_move(GameKind::Ming, 4, 236, "step-w1-dragon");
}

#[test]
fn the_analysis_names_a_thrown_away_decisive_move_in_dschunke() {
    names_the_thrown_away_move(GameKind::Junk, 3, 275, "merchant-draw");
}

/// Every decision's chances to win add up to one over the seats and lie in
/// `[0, 1]`, as do each move's share of the search and chance, in every
/// game at its smallest and largest table.
#[test]
fn chances_at_each_decision_add_up_to_one() {
    for &kind in GameKind::ALL {
        let info = kind.info();
        for players in [info.min_players, info.max_players] {
            for seed in 1..=2 {
                let moves = random_game(kind, players, seed);
                let from = moves.len() * seed as usize / 3;
                let start = replay(kind, players, seed, &moves[..from]);
                let window = &moves[from..(from + 6).min(moves.len())];
                let analysis = start.analyse(window, &config(40), seed, &mut |_| ()).unwrap();
                assert_eq!(analysis.decisions.len(), window.len());
                for d in &analysis.decisions {
                    assert_eq!(d.win.len(), players);
                    let sum: f64 = d.win.iter().sum();
                    assert!((sum - 1.0).abs() < 1e-9, "{kind:?} {players}p turn {}: {:?}", d.turn, d.win);
                    let unit = |x: f64| (0.0..=1.0).contains(&x);
                    assert!(d.win.iter().all(|&w| unit(w)), "{kind:?}: {:?}", d.win);
                    assert!(unit(d.preferred_win) && d.played_win.is_none_or(unit), "{kind:?}: {d:?}");
                }
                let seat = mover(&start).unwrap();
                let stats = start.root_stats(seat, &config(40), &mut seeded_rng(seed), &mut never()).unwrap();
                let shares: f64 = stats.moves.iter().map(|m| m.share).sum();
                assert!((shares - 1.0).abs() < 1e-9, "{kind:?}: shares {shares}");
                assert!(stats.moves.windows(2).all(|w| w[0].visits >= w[1].visits), "most visited first");
            }
        }
    }
}

#[test]
fn the_first_move_of_the_statistics_is_the_search_s_choice() {
    let toy = crate::ai::toy::Toy::new(2, &Default::default(), 0).unwrap();
    let stats = crate::ai::search_stats(&toy, Seat(0), &config(300), &mut seeded_rng(3), &mut never()).unwrap();
    let chosen = crate::ai::search(&toy, Seat(0), &config(300), &mut seeded_rng(3), &mut never()).unwrap();
    assert_eq!(stats.moves[0].action, chosen.action);
    assert_eq!(stats.iterations, 300);
}

#[test]
fn a_turning_point_is_a_real_drop_and_at_most_three_are_named() {
    let decision = |turn: usize, preferred_win: f64, played_win: Option<f64>| Decision {
        turn,
        round: turn as u32,
        seat: Seat(0),
        played: format!("p{turn}"),
        played_msg: Msg::new("x"),
        preferred: "best".into(),
        preferred_msg: Msg::new("x"),
        win: vec![0.5, 0.5],
        preferred_win,
        played_win,
    };
    let decisions = vec![
        decision(1, 0.6, Some(0.58)),
        decision(2, 0.9, Some(0.1)),
        decision(3, 0.5, None),
        decision(4, 0.7, Some(0.4)),
        decision(5, 0.8, Some(0.2)),
        decision(6, 0.6, Some(0.5)),
    ];
    let points = turning_points(&decisions);
    assert_eq!(points.iter().map(|p| p.turn).collect::<Vec<_>>(), vec![2, 5, 4]);
    assert_eq!((points[0].before, points[0].after), (0.9, 0.1));
}

/// An analysis done one decision at a time, stopped half way, kept as JSON
/// and resumed from the position it reached, gives the very decisions of
/// a whole one: what lets the bot's analysis survive a restart.
#[test]
fn decisions_one_at_a_time_resumed_from_json_equal_a_whole_analysis() {
    let (kind, players, seed) = (GameKind::GreatWall, 2, 5);
    let moves: Vec<(Seat, Value)> = random_game(kind, players, seed).into_iter().take(10).collect();
    let start = replay(kind, players, seed, &[]);
    let whole = start.analyse(&moves, &config(30), seed, &mut |_| ()).unwrap();
    let mut kept = Vec::new();
    for (i, (seat, action)) in moves.iter().enumerate().take(4) {
        let game = replay(kind, players, seed, &moves[..i]);
        kept.push(game.analyse_decision(i + 1, *seat, action, &config(30), seed).unwrap());
    }
    let json = serde_json::to_string(&kept).unwrap();
    let mut resumed: Vec<Decision> = serde_json::from_str(&json).unwrap();
    let mut game = replay(kind, players, seed, &moves[..resumed.len()]);
    for (i, (seat, action)) in moves.iter().enumerate().skip(resumed.len()) {
        resumed.push(game.analyse_decision(i + 1, *seat, action, &config(30), seed).unwrap());
        game.apply(*seat, action).unwrap();
    }
    assert_eq!(resumed, whole.decisions);
    assert_eq!(turning_points(&resumed), whole.turning_points);
    let illegal = start.analyse_decision(1, Seat(0), &Value::String("no-such-move".into()), &config(5), seed);
    assert!(illegal.is_err());
}
