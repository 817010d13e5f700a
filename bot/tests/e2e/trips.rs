//! A click waits for one trip to the blocking pool before its answer: the
//! request is checked, applied and committed there in one go
//! (`Table::apply`), and everything the answer needs comes back with it.
//! The publish after it makes two, whatever the number of seats: one read
//! (`Table::publish_view`) and one write (`Table::published`). The bot logs
//! how many trips each answered click and each publish took (target
//! `tavola::trips`); these tests play games through the board's Play
//! button and DM panels and read those lines.

use crate::harness::{mentions, Route, Table};

/// The trips each answered click waited for, in order: (custom id, trips).
fn answered(log: &str) -> Vec<(String, u32)> {
    counted(log, "answered", "custom_id")
}

/// The trips each publish took, in order: (session, trips).
fn published(log: &str) -> Vec<(String, u32)> {
    counted(log, "published", "session")
}

/// The `tavola::trips` lines saying `what`, as (`key`'s value, trips).
fn counted(log: &str, what: &str, key: &str) -> Vec<(String, u32)> {
    let log = plain(log);
    log.lines()
        .filter(|l| l.contains("tavola::trips") && l.contains(what))
        .filter_map(|l| {
            let field = |name: &str| {
                let at = l.find(&format!("{name}="))? + name.len() + 1;
                Some(l[at..].split_whitespace().next()?.to_owned())
            };
            Some((field(key)?, field("trips")?.parse().ok()?))
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_publish_makes_two_trips_whatever_the_number_of_seats() {
    let mut table = Table::with_quiet(4, Some(0)).await;
    table.kill_bot().await;
    table.start_bot_with(&[("RUST_LOG", "warn,tavola::trips=debug")]).await;
    // Four people with open DMs: a publish words a DM for each of them.
    table.start_game("great-wall", 4, 4, &[]).await;
    let routes = [Route::BoardButton, Route::Dm];
    for n in 0..8 {
        let board = table.wait_board(|_| true).await;
        let user = mentions(&board.content)[0];
        table.random_move(user, routes[n % routes.len()]).await;
    }
    let publishes = published(&table.bot_log());
    assert!(publishes.len() >= 8, "every publish logs its trips: {publishes:?}");
    let over: Vec<_> = publishes.iter().filter(|(_, trips)| *trips > 2).collect();
    assert!(over.is_empty(), "publishes that took more than two trips: {over:?}\nall: {publishes:?}");
    assert!(publishes.iter().all(|(_, trips)| *trips == 2), "one read and one write each: {publishes:?}");
}
