//! The web pages under load: `stored` games in the store (all five,
//! played to mid-game; a tenth to the end), `followers` browsers
//! following games live, and `rate` page requests a second for `seconds`,
//! each a new connection asking a random game's page (80 %), a replay
//! step (15 %) or a finished game's results (5 %), open loop: a request
//! goes at its time whether the ones before were answered or not.
//!
//! Prints the latency of the answers (p50, p99, max), the pages' sizes,
//! and the process's RSS before the web server started and after the run;
//! its last line is one JSON object.
//!
//! `cargo bench --locked -p tavola-web --bench pages -- --stored 1000 --followers 100 --rate 200 --seconds 20`

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::{Duration, Instant};

use common::*;
use rand::{Rng, SeedableRng};
use tavola_engine::GameKind;
use tokio::io::AsyncWriteExt;

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0);
    kb / 1024.0
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1]
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let (stored, followers, rate, seconds) =
        (arg("--stored", 1000), arg("--followers", 100), arg("--rate", 200), arg("--seconds", 20));
    let (table, dir) = table("bench").await;
    let made = Instant::now();
    let mut games = Vec::new();
    for i in 0..stored {
        let kind = GameKind::ALL[i as usize % GameKind::ALL.len()];
        let players = kind.info().min_players + (i as usize % 2);
        let id = started(&table, 1000 + i, kind, players, &["Anna", "Bruno"]).await;
        let finished = i % 10 == 0;
        play(&table, id, if finished { 100_000 } else { 30 + i as usize % 40 }, i).await;
        games.push((token(&table, id).await, finished));
    }
    eprintln!("{stored} games stored in {:.1} s", made.elapsed().as_secs_f64());
    let rss_before = rss_mb();
    // One request's work, without the network: the table's read, then the page.
    let (mut read_ms, mut draw_ms) = (Vec::new(), Vec::new());
    for (i, (token, _)) in games.iter().enumerate().take(200) {
        let id = table.page_session(token).await.expect("a page");
        let start = Instant::now();
        let shown = table.page_board(id).await.expect("a board");
        read_ms.push(start.elapsed().as_secs_f64() * 1000.0);
        let start = Instant::now();
        let tr = tavola_table::i18n::Tr::embedded(tavola_table::Lang::ALL[i % 3]);
        let page = tavola_web::pages::game::page(&shown, &tavola_web::pages::Links { token }, tr);
        draw_ms.push(start.elapsed().as_secs_f64() * 1000.0);
        assert!(page.found);
    }
    read_ms.sort_by(f64::total_cmp);
    draw_ms.sort_by(f64::total_cmp);
    println!(
        "one page, in process: table read p50 {:.2} ms p99 {:.2} ms; HTML and SVG p50 {:.2} ms p99 {:.2} ms",
        percentile(&read_ms, 0.5),
        percentile(&read_ms, 0.99),
        percentile(&draw_ms, 0.5),
        percentile(&draw_ms, 0.99)
    );
    let limits = tavola_web::Limits {
        per_second: 1e9,
        burst: 1e9,
        followers: followers as usize + 10,
        followers_per_game: followers as usize,
        ..Default::default()
    };
    let addr = serve(table.clone(), limits).await;
    // The followers: spread over ten games, held open for the whole run.
    let mut held = Vec::new();
    for i in 0..followers as usize {
        let (token, _) = &games[i % 10.min(games.len())];
        let mut stream = tokio::net::TcpStream::connect(addr).await.expect("a follower connects");
        let ask = format!("GET /g/{token}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        stream.write_all(ask.as_bytes()).await.expect("a follower asks");
        held.push(stream);
    }
    // Moves go on in the followed games meanwhile, each published.
    let mover = {
        let table = table.clone();
        let ids: Vec<_> = (0..10.min(stored)).map(|i| i as i64 + 1).collect();
        tokio::spawn(async move {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
            loop {
                for &id in &ids {
                    if step(&table, id, &mut rng).await {
                        publish(&table, id).await;
                    }
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        })
    };
    let total = rate * seconds;
    let gap = Duration::from_secs_f64(1.0 / rate as f64);
    let start = tokio::time::Instant::now();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let mut asks = Vec::new();
    for n in 0..total {
        let (token, finished) = games[rng.gen_range(0..games.len())].clone();
        let roll = rng.gen_range(0..100);
        let path = match roll {
            0..=79 => format!("/g/{token}"),
            80..=94 => format!("/g/{token}/replay/{}", rng.gen_range(0..20)),
            _ if finished => format!("/g/{token}/results"),
            _ => format!("/g/{token}"),
        };
        tokio::time::sleep_until(start + gap * n as u32).await;
        asks.push(tokio::spawn(async move {
            let sent = Instant::now();
            let answer = get(addr, &path, "en").await;
            (sent.elapsed().as_secs_f64() * 1000.0, answer.status, answer.body.len())
        }));
    }
    let mut times = Vec::new();
    let (mut failed, mut largest, mut bytes) = (0, 0, 0);
    for ask in asks {
        let (ms, status, size) = ask.await.expect("a request task");
        failed += usize::from(status != 200);
        largest = largest.max(size);
        bytes += size;
        times.push(ms);
    }
    mover.abort();
    let rss_after = rss_mb();
    times.sort_by(f64::total_cmp);
    let (p50, p99, max) = (percentile(&times, 0.5), percentile(&times, 0.99), percentile(&times, 1.0));
    println!("{total} requests at {rate}/s over {stored} stored games, {followers} followers live");
    println!("answer: p50 {p50:.1} ms · p99 {p99:.1} ms · max {max:.1} ms · {failed} not 200");
    println!("pages: mean {} KB, largest {} KB", bytes / times.len().max(1) / 1024, largest / 1024);
    println!("RSS: {rss_before:.0} MB before the web server, {rss_after:.0} MB after the run");
    println!(
        "{{\"stored\":{stored},\"followers\":{followers},\"rate\":{rate},\"requests\":{total},\"failed\":{failed},\
         \"p50_ms\":{p50:.2},\"p99_ms\":{p99:.2},\"max_ms\":{max:.2},\"largest_kb\":{},\"rss_before_mb\":{rss_before:.1},\
         \"rss_after_mb\":{rss_after:.1}}}",
        largest / 1024
    );
    drop(held);
    let _ = std::fs::remove_dir_all(dir);
}
