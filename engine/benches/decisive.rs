//! A search for test positions, not a benchmark: positions near the end of
//! seeded random games where one move is decisive from the mover's view
//! (each legal move searched; the best and the worst far apart). The
//! analysis tests' scripted blunders (`engine/src/ai/analysis_tests.rs`)
//! come from here.
//!
//! ```text
//! cargo bench --locked -p tavola-engine --bench decisive [-- GAME_ID [LAST]]
//! ```
//!
//! GAME_ID limits the search to one game; LAST (default 30) is how many of
//! each game's final decisions are looked at.

use tavola_engine::ai::{chances_after, house_actions, random_house_action, SearchConfig};
use tavola_engine::attila::Attila;
use tavola_engine::dragon::YearOfTheDragon;
use tavola_engine::great_wall::GreatWall;
use tavola_engine::junk::JunkGame;
use tavola_engine::ming::Ming;
use tavola_engine::{seeded_rng, Game};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let only = args.first().cloned().unwrap_or_default();
    let last: usize = args.get(1).map_or(30, |n| n.parse().expect("a number of decisions"));
    let wanted = |id: &str| only.is_empty() || only == id;
    if wanted(YearOfTheDragon::ID) {
        find_decisive::<YearOfTheDragon>(last);
    }
    if wanted(GreatWall::ID) {
        find_decisive::<GreatWall>(last);
    }
    if wanted(Attila::ID) {
        find_decisive::<Attila>(last);
    }
    if wanted(Ming::ID) {
        find_decisive::<Ming>(last);
    }
    if wanted(JunkGame::ID) {
        find_decisive::<JunkGame>(last);
    }
}

fn find_decisive<G: Game>(last: usize) {
    let mut found = Vec::new();
    for seed in 1..=8 {
        // The same random game as the analysis tests' `random_game` plays.
        let mut game = G::new(G::MIN_PLAYERS, &G::Options::default(), seed).unwrap();
        let mut rng = seeded_rng(seed);
        let mut positions = Vec::new();
        while let Some(seat) = game.to_act().seats().first().copied() {
            positions.push((game.clone(), seat));
            let action = random_house_action(&game, seat, &mut rng).unwrap();
            game.apply(seat, &action).expect("a house action is legal");
        }
        let n = positions.len();
        for (k, (game, seat)) in positions.iter().enumerate().skip(n.saturating_sub(last)) {
            let moves = house_actions(game, *seat);
            if moves.len() < 2 {
                continue;
            }
            let mut chances: Vec<(f64, String)> = moves
                .iter()
                .map(|a| {
                    let mut rng = seeded_rng(k as u64);
                    let config = SearchConfig::with_iterations(300);
                    let win = chances_after(game, *seat, a, &config, &mut rng, &mut || false)[seat.index()];
                    (win, game.action_id(a))
                })
                .collect();
            chances.sort_by(|a, b| a.0.total_cmp(&b.0));
            let (worst, best) = (&chances[0], &chances[chances.len() - 1]);
            let line = format!(
                "seed {seed} decision {k} of {n}: worst {} {:.2}, best {} {:.2}",
                worst.1, worst.0, best.1, best.0
            );
            found.push((best.0 - worst.0, line));
        }
    }
    found.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (gap, line) in found.iter().take(6) {
        println!("{} {gap:.2} {line}", G::ID);
    }
}
