//! `TAVOLA_METRICS_ADDR`: the bot serves its metrics in Prometheus's text
//! format, and they move while a game is played.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::harness::Table;

/// A port free a moment ago on 127.0.0.1.
fn free_addr() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").to_string()
}

/// `GET /metrics` over plain HTTP/1.1: the status line and the body.
async fn scrape(addr: &str) -> (String, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("the metrics endpoint listens");
    let request = format!("GET /metrics HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("the request is sent");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("the response reads");
    let (head, body) = response.split_once("\r\n\r\n").expect("a head and a body");
    (head.lines().next().unwrap_or_default().to_owned(), body.to_owned())
}

/// The sum of `name`'s samples whose labels contain `labels` (every
/// sample when empty).
fn sample(body: &str, name: &str, labels: &str) -> f64 {
    body.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (series, value) = l.rsplit_once(' ')?;
            let (metric, rest) = series.split_once('{').unwrap_or((series, ""));
            (metric == name && rest.contains(labels)).then(|| value.parse::<f64>().ok()).flatten()
        })
        .sum()
}

/// Whether the game's house seat has a move in the log.
fn house_moved(table: &Table) -> bool {
    let (Some(store), Some(record)) = (table.store(), table.record()) else { return false };
    let house: Vec<usize> = record.seats.iter().enumerate().filter(|(_, s)| s.user.is_none()).map(|(i, _)| i).collect();
    store.log(record.id).unwrap_or_default().iter().any(|e| house.contains(&(e.seat as usize)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_move_while_a_game_is_played() {
    let addr = free_addr();
    let mut table = Table::with_bot_env(2, Some(0), &[("TAVOLA_METRICS_ADDR", &addr)]).await;
    let (status, before) = scrape(&addr).await;
    assert!(status.contains("200"), "{status}");
    assert_eq!(sample(&before, "tavola_moves_total", ""), 0.0, "no move yet:\n{before}");

    table.start_game("great-wall", 2, 3, &[]).await;
    table.play(6).await;
    // A turn can be several steps: play on until the house seat has moved.
    for _ in 0..60 {
        if house_moved(&table) {
            break;
        }
        table.play(1).await;
    }
    table.settle().await;
    let (_, body) = scrape(&addr).await;
    let answered = sample(&body, "tavola_interactions_answered_total", "");
    assert!(answered > 0.0, "interactions answered:\n{body}");
    let timed = sample(&body, "tavola_answer_seconds_count", "");
    assert!(timed > 0.0, "the answer latency histogram counts answers:\n{body}");
    assert!(sample(&body, "tavola_answer_seconds_bucket", "le=\"+Inf\"") > 0.0, "a histogram, with buckets:\n{body}");
    let moves = sample(&body, "tavola_moves_total", "game=\"great-wall\"");
    assert!(moves >= 6.0, "the game's moves:\n{body}");
    assert!(sample(&body, "tavola_sessions_live", "") >= 1.0, "a live session:\n{body}");
    assert!(sample(&body, "tavola_store_commit_seconds_count", "") >= moves, "each move's commit is timed:\n{body}");
    // The house player thought before it moved.
    let thought = sample(&body, "tavola_house_think_seconds_count", "game=\"great-wall\"");
    assert!(thought >= 1.0, "the house player's think time:\n{body}");
    assert!(sample(&body, "tavola_picture_render_seconds_count", "") > 0.0, "boards were drawn:\n{body}");
    assert!(sample(&body, "tavola_picture_cache_bytes", "") > 0.0, "and cached:\n{body}");
    eprintln!("{body}");
}
