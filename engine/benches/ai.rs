//! The house players' speed per game: the search's iterations per second on
//! one core and the think time of one decision at a level, over positions
//! met in random games at the smallest and the largest table.
//!
//! ```text
//! cargo bench --locked -p tavola-engine --bench ai [-- LEVEL [POSITIONS]]
//! ```
//!
//! LEVEL is easy, normal (default) or hard, or `hint`: a hint's search
//! (`search_stats` at `normal`'s budget, capped at 3 s); POSITIONS per table
//! (default 12) are taken every few random decisions from the start.
//! `analysis [BUDGET [SEED]]` instead times the analysis of one whole
//! seeded random game per table (`tavola analyze`'s work). Figures are printed,
//! never asserted; the strength figures come from `tavola arena`.

use std::time::{Duration, Instant};

use rand::Rng;
use tavola_engine::ai::{self, Level};
use tavola_engine::attila::Attila;
use tavola_engine::dragon::YearOfTheDragon;
use tavola_engine::great_wall::GreatWall;
use tavola_engine::junk::JunkGame;
use tavola_engine::ming::Ming;
use tavola_engine::{seeded_rng, Game, GameRng, Turn};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    if args.first().is_some_and(|a| a == "analysis") {
        let budget = args.get(1).map_or(ai::analysis::ANALYSIS_ITERATIONS, |n| n.parse().expect("a budget"));
        let seed = args.get(2).map_or(1, |n| n.parse().expect("a seed"));
        println!("whole-game analysis, {budget} iterations a decision, seed {seed}, one core");
        analysis::<YearOfTheDragon>(budget, seed);
        analysis::<GreatWall>(budget, seed);
        analysis::<Attila>(budget, seed);
        analysis::<Ming>(budget, seed);
        analysis::<JunkGame>(budget, seed);
        return;
    }
    let hint = args.first().is_some_and(|a| a == "hint");
    let level: Level = args.first().filter(|_| !hint).map_or(Level::Normal, |l| l.parse().expect("a level"));
    let positions: usize = args.get(1).map_or(12, |n| n.parse().expect("a number of positions"));
    let what = if hint { "hints".to_owned() } else { format!("level {level}") };
    println!("{what}, {positions} positions per table, one core");
    bench::<YearOfTheDragon>(level, hint, positions);
    bench::<GreatWall>(level, hint, positions);
    bench::<Attila>(level, hint, positions);
    bench::<Ming>(level, hint, positions);
    bench::<JunkGame>(level, hint, positions);
}

/// A hint's wall-clock cap.
const HINT_CAP_MS: u64 = 3_000;

fn bench<G: Game>(level: Level, hint: bool, positions: usize) {
    for players in [G::MIN_PLAYERS, G::MAX_PLAYERS] {
        let mut rng = seeded_rng(players as u64);
        let mut think = Vec::new();
        let mut iterations = 0u64;
        for (game, seat) in sample_positions::<G>(players, positions, &mut rng) {
            let start = Instant::now();
            let cap = Duration::from_millis(if hint { HINT_CAP_MS } else { level.cap_ms() });
            let done = if hint {
                let ai::HousePlayer::Search(config) = level.player() else { unreachable!("normal searches") };
                ai::search_stats(&game, seat, &config, &mut rng, &mut || start.elapsed() >= cap).map(|s| s.iterations)
            } else {
                level.player().choose(&game, seat, &mut rng, &mut || start.elapsed() >= cap).map(|t| t.iterations)
            };
            think.push(start.elapsed());
            iterations += u64::from(done.unwrap_or(0));
        }
        think.sort();
        let total: Duration = think.iter().sum();
        let per_s = iterations as f64 / total.as_secs_f64().max(1e-9);
        let ms =
            |q: f64| think[((q * think.len() as f64).ceil() as usize).clamp(1, think.len()) - 1].as_secs_f64() * 1e3;
        println!(
            "{:<20} {players}p: {per_s:>8.0} iterations/s, think p50 {:>6.0} ms, p95 {:>6.0} ms, max {:>6.0} ms",
            G::ID,
            ms(0.5),
            ms(0.95),
            ms(1.0)
        );
    }
}

/// Times the analysis of a seeded random game at the smallest and the
/// largest table.
fn analysis<G: Game>(budget: u32, seed: u64) {
    for players in [G::MIN_PLAYERS, G::MAX_PLAYERS] {
        let start = G::new(players, &G::Options::default(), seed).expect("a table");
        let mut game = start.clone();
        let mut rng = seeded_rng(seed);
        let mut moves = Vec::new();
        while let Some(&seat) = game.to_act().seats().first() {
            let action = ai::random_house_action(&game, seat, &mut rng).expect("a seat to act has a move");
            game.apply_unchecked(seat, &action);
            moves.push((seat, action));
        }
        let config = ai::SearchConfig::with_iterations(budget);
        let began = Instant::now();
        let done = ai::analyse(&start, &moves, &config, seed, &mut |_| ()).expect("a played game");
        let seconds = began.elapsed().as_secs_f64();
        let points: Vec<String> = done
            .turning_points
            .iter()
            .map(|t| format!("#{} {} {:.0}→{:.0} %", t.turn, t.played, t.before * 100.0, t.after * 100.0))
            .collect();
        println!(
            "{:<20} {players}p: {:>4} decisions in {seconds:>7.1} s ({:>5.0} ms each); turning points {}",
            G::ID,
            moves.len(),
            seconds * 1e3 / moves.len() as f64,
            points.join(", ")
        );
    }
}

/// Positions with a real choice, a few random decisions apart.
fn sample_positions<G: Game>(players: usize, count: usize, rng: &mut GameRng) -> Vec<(G, tavola_engine::Seat)> {
    let mut found = Vec::new();
    let mut seed = 0;
    while found.len() < count {
        seed += 1;
        let mut game = G::new(players, &G::Options::default(), seed).expect("a table");
        loop {
            let seat = match game.to_act() {
                Turn::Over => break,
                Turn::Seat(s) => s,
                Turn::Simultaneous(seats) => seats[0],
            };
            if found.len() < count && game.legal_actions(seat).len() > 1 && rng.gen_ratio(1, 8) {
                found.push((game.clone(), seat));
            }
            let action = ai::random_action(&game, seat, rng).expect("a seat to act has a move");
            game.apply_unchecked(seat, &action);
        }
    }
    found
}
