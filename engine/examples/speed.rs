//! Random-play speed of one game on one core:
//! `cargo run --release -p tavola-engine --example speed -- great-wall 4 2000`.

use std::time::Instant;

use tavola_engine::{AnyGame, GameKind};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind = GameKind::from_id(args.first().map_or("great-wall", String::as_str)).expect("a game id");
    let players: usize = args.get(1).map_or(4, |p| p.parse().expect("a player count"));
    let games: u64 = args.get(2).map_or(1000, |g| g.parse().expect("a number of games"));
    let options = args.get(3).map_or(serde_json::Value::Null, |o| serde_json::from_str(o).expect("JSON options"));
    let mut rng = tavola_engine::seeded_rng(7);
    let start = Instant::now();
    let mut decisions = 0;
    for seed in 0..games {
        let mut game = AnyGame::new(kind, players, &options, seed).expect("set-up");
        decisions += game.play_out(&mut rng);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} x{players}: {games} games in {secs:.2}s: {:.0} games/s, {:.0} decisions/s",
        kind.id(),
        games as f64 / secs,
        decisions as f64 / secs
    );
}
