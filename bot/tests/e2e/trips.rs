//! A click waits for one trip to the blocking pool before its answer: the
//! request is checked, applied and committed there in one go
//! (`Sessions::apply`), and everything the answer needs comes back with it.
//! The bot logs, for every answered click, how many trips the answer
//! waited for (target `tavola::trips`); this test plays a game through
//! the board's Play button and DM panels and reads those lines.

use crate::harness::{mentions, Route, Table};

/// The trips each answered click waited for, in order: (custom id, trips).
fn answered(log: &str) -> Vec<(String, u32)> {
    let log = plain(log);
    log.lines()
        .filter(|l| l.contains("tavola::trips") && l.contains("answered"))
        .filter_map(|l| {
            let field = |name: &str| {
                let at = l.find(&format!("{name}="))? + name.len() + 1;
                Some(l[at..].split_whitespace().next()?.to_owned())
            };
            Some((field("custom_id")?, field("trips")?.parse().ok()?))
        })
        .collect()
}

/// `text` without terminal colours (the log may carry them).
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_waits_for_one_trip_to_the_blocking_pool() {
    let mut table = Table::with_quiet(2, Some(0)).await;
    table.kill_bot().await;
    table.start_bot_with(&[("RUST_LOG", "warn,tavola::trips=debug")]).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    let routes = [Route::BoardButton, Route::Dm];
    for n in 0..8 {
        let board = table.wait_board(|_| true).await;
        let user = mentions(&board.content)[0];
        table.random_move(user, routes[n % routes.len()]).await;
    }
    let clicks = answered(&table.bot_log());
    assert!(clicks.len() >= 16, "every click logs its trips: {clicks:?}");
    // A player's first click also notes their language (one more trip,
    // once); every later click waits for exactly one.
    let later = &clicks[4..];
    let over: Vec<_> = later.iter().filter(|(_, trips)| *trips != 1).collect();
    assert!(over.is_empty(), "clicks answered after other than one trip: {over:?}\nall: {clicks:?}");
}
