//! What a board picture costs, per game, on one core.
//!
//! ```text
//! cargo bench --locked -p tavola-pictures --bench render [-- BOARDS_PER_GAME]
//! ```
//!
//! For each game, boards from seeded random games at every player count,
//! taken at every point of the game (start to end), are drawn one after
//! another on this thread: SVG build (from the typed public view, words
//! included), rasterize (usvg parse and text layout, resvg paint) and PNG
//! encode are timed together, as the bot would pay them for one board.
//! Prints p50, p99 and max per game, the SVG build's own p50, and the PNG
//! sizes (p50, max). Times are the thread's CPU time, so a machine shared
//! with other work still gives the cost of one board on one core; the
//! wall-clock p50 follows for comparison.
//! Each game's details picture (the Details button) follows its boards'
//! row, measured the same way.
//! Targets (issue 16): p99 <= 25 ms per board, PNG <= 300 KB.

use std::time::{Duration, Instant};

/// CPU time this thread has used (not wall time: other processes' load
/// does not count).
fn cpu_time() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

use serde_json::Value;
use tavola_engine::{AnyGame, GameKind};
use tavola_pictures::offline::{game_length, play};
use tavola_pictures::{board_svg, details_svg, has_details, rasterize};
use tavola_words::{Lang, Words};

/// `count` boards spread over the player counts and the length of games.
fn boards(kind: GameKind, count: usize) -> Vec<AnyGame> {
    let info = kind.info();
    let counts: Vec<usize> = (info.min_players..=info.max_players).collect();
    (0..count)
        .map(|i| {
            let players = counts[i % counts.len()];
            let seed = 1000 + i as u64;
            let length = game_length(kind, players, &Value::Null, seed).expect("a game");
            let moves = length * (i as u64 % 11) / 10;
            play(kind, players, &Value::Null, seed, moves).expect("a game").0
        })
        .collect()
}

fn percentile<T: Copy + Ord>(sorted: &[T], p: f64) -> T {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let per_game: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(200);
    let words = Words::embedded();
    let names: Vec<String> = ["Ada", "Bruno", "Carla", "Dario", "Elena"].map(String::from).to_vec();
    // Warm the font database and the code paths once.
    let warm = AnyGame::new(GameKind::Ming, 3, &Value::Null, 1).expect("a game");
    rasterize(&board_svg(&warm, &names, Lang::En, &words)).expect("a picture");
    println!("{per_game} boards per game, one core, CPU time; SVG build + rasterize + PNG encode");
    println!(
        "{:<28} {:>8} {:>8} {:>8} {:>8} {:>9} {:>10} {:>10}",
        "game", "p50 ms", "p99 ms", "max ms", "SVG p50", "wall p50", "PNG p50", "PNG max"
    );
    for &kind in GameKind::ALL {
        let games = boards(kind, per_game);
        report(kind.id(), &games, |game| Some(board_svg(game, &names[..game.players()], Lang::En, &words)));
        if has_details(kind) {
            let label = format!("{} details", kind.id());
            report(&label, &games, |game| details_svg(game, &names[..game.players()], Lang::En, &words));
        }
    }
}

/// Draws each game's picture as `draw` builds it and prints the row.
fn report(label: &str, games: &[AnyGame], draw: impl Fn(&AnyGame) -> Option<String>) {
    let mut times: Vec<Duration> = Vec::with_capacity(games.len());
    let mut sizes: Vec<usize> = Vec::with_capacity(games.len());
    let mut builds: Vec<Duration> = Vec::with_capacity(games.len());
    let mut walls: Vec<Duration> = Vec::with_capacity(games.len());
    for game in games {
        let (start, wall) = (cpu_time(), Instant::now());
        let Some(svg) = draw(game) else { return };
        builds.push(cpu_time() - start);
        let png = rasterize(&svg).expect("a picture");
        times.push(cpu_time() - start);
        walls.push(wall.elapsed());
        sizes.push(png.bytes.len());
    }
    times.sort();
    sizes.sort();
    builds.sort();
    walls.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{:<28} {:>8.1} {:>8.1} {:>8.1} {:>8.1} {:>9.1} {:>7} KB {:>7} KB",
        label,
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99)),
        ms(*times.last().expect("boards")),
        ms(percentile(&builds, 0.5)),
        ms(percentile(&walls, 0.5)),
        percentile(&sizes, 0.5) / 1024,
        sizes.last().expect("boards") / 1024,
    );
}
