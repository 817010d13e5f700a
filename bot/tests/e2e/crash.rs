//! A bot killed with SIGKILL while a click is in flight: after the
//! restart the player finds either their move, once, or a clear answer and
//! the move still theirs to make; never a lost or a doubled move.
//!
//! Two moments: after the store committed the move but before the answer
//! reached Discord (the answer is held by the double, then the bot dies),
//! and before the commit (the store is slowed, the bot dies while it
//! waits).

use tavola_double::{Message, UserId};

use crate::harness::{mentions, Route, Table};

/// Answers are never deferred here, so the first interaction callback a
/// click sends is its answer, sent after the commit.
const NO_DEFERRAL: (&str, &str) = ("TAVOLA_ANSWER_MARGIN_MS", "2900");

/// Someone the board waits for, their panel, and the first move on it (its
/// `custom_id` and, for a menu, the value).
async fn a_move(table: &Table) -> (UserId, Message, String, String) {
    let board = table.wait_board(|b| !mentions(&b.content).is_empty()).await;
    let user = mentions(&board.content)[0];
    let panel = table.panel(user, Route::BoardButton, &board).await;
    let (id, value) = Table::panel_moves(&panel).into_iter().next().expect("a move on the panel");
    (user, panel, id, value)
}

/// Sends the click without waiting for its answer.
fn click(table: &Table, user: UserId, panel: &Message, id: &str, value: &str) {
    table.send_take(user, panel.id, id, value).expect("the click was dispatched");
}

/// The same click again, waiting for its answer.
async fn click_again(table: &Table, user: UserId, panel: &Message, id: &str, value: &str) -> Message {
    table.take(user, panel.id, id, value).await
}

/// The seats of the log's moves after `version`.
fn moves_after(table: &Table, version: u64) -> Vec<u8> {
    let record = table.record().expect("a session");
    let log = table.store().expect("the store").log(record.id).expect("the log");
    log.iter().filter(|e| e.version > version).map(|e| e.seat).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_committed_but_not_yet_answered_is_there_once_after_a_kill_9() {
    let mut table = Table::with_bot_env(2, Some(0), &[NO_DEFERRAL]).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.play(2).await;
    let (user, panel, id, value) = a_move(&table).await;
    let before = table.state_version();
    table.discord.stall_next("/callback");
    click(&table, user, &panel, &id, &value);
    table.discord.wait_for("the click's answer held", |d| (d.stalled() == 1).then_some(())).await.expect("held");
    assert_eq!(table.state_version(), before + 1, "the answer is sent only after the commit");
    table.kill_bot().await;

    table.start_bot_with(&[NO_DEFERRAL]).await;
    let again = click_again(&table, user, &panel, &id, &value).await;
    assert!(again.ephemeral, "{}", again.text());
    assert!(again.text().contains("the game has moved on"), "a clear answer, not a second move: {}", again.text());
    assert_eq!(moves_after(&table, before).len(), 1, "the move is there once");
    table.settle().await;
    table.play(4).await;
    table.assert_no_leaks();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_killed_before_its_commit_is_absent_and_still_the_players_to_make() {
    let mut table = Table::with_bot_env(2, Some(0), &[NO_DEFERRAL]).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.play(2).await;
    let (user, panel, id, value) = a_move(&table).await;
    let before = table.state_version();
    // Every store call now waits 800 ms first: the move's commit is slow.
    // (The panel was opened before: its buttons outlive a restart.)
    table.kill_bot().await;
    table.start_bot_with(&[NO_DEFERRAL, ("TAVOLA_SLOW_STORE_MS", "800")]).await;
    let requests = table.discord.requests().len();
    click(&table, user, &panel, &id, &value);
    // The click reaches the bot at once; its commit waits out the slowed
    // store, and the bot dies inside that wait.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    table.kill_bot().await;
    assert_eq!(table.state_version(), before, "killed before the commit");
    let answered = table.discord.requests()[requests..].iter().any(|r| r.route.contains("/callback"));
    assert!(!answered, "nothing was acknowledged");

    table.start_bot_with(&[NO_DEFERRAL]).await;
    let again = click_again(&table, user, &panel, &id, &value).await;
    assert!(!again.text().contains("moved on"), "the move is still the player's: {}", again.text());
    assert_eq!(moves_after(&table, before).len(), 1, "made once, now");
    // The move's board goes out after its answer: the game goes on from it.
    table.settle().await;
    table.play(4).await;
    table.assert_no_leaks();
}
