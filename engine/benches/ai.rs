//! The house players' speed per game: the search's iterations per second on
//! one core and the think time of one decision at a level, over positions
//! met in random games at the smallest and the largest table.
//!
//! ```text
//! cargo bench --locked -p tavola-engine --bench ai [-- LEVEL [POSITIONS]]
//! ```
//!
//! LEVEL is easy, normal (default) or hard; POSITIONS per table (default 12)
//! are taken every few random decisions from the start. Figures are printed,
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
    let level: Level = args.first().map_or(Level::Normal, |l| l.parse().expect("a level"));
    let positions: usize = args.get(1).map_or(12, |n| n.parse().expect("a number of positions"));
    println!("level {level}, {positions} positions per table, one core");
    bench::<YearOfTheDragon>(level, positions);
    bench::<GreatWall>(level, positions);
    bench::<Attila>(level, positions);
    bench::<Ming>(level, positions);
    bench::<JunkGame>(level, positions);
}

fn bench<G: Game>(level: Level, positions: usize) {
    for players in [G::MIN_PLAYERS, G::MAX_PLAYERS] {
        let mut rng = seeded_rng(players as u64);
        let mut think = Vec::new();
        let mut iterations = 0u64;
        for (game, seat) in sample_positions::<G>(players, positions, &mut rng) {
            let start = Instant::now();
            let cap = Duration::from_millis(level.cap_ms());
            let thought = level.player().choose(&game, seat, &mut rng, &mut || start.elapsed() >= cap);
            think.push(start.elapsed());
            iterations += u64::from(thought.map_or(0, |t| t.iterations));
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
