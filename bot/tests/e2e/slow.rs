//! The bot in a slow world, end to end: every store call is delayed
//! (`TAVOLA_SLOW_STORE_MS`), so clicks and commands cannot be answered
//! within the margin; they are deferred and completed later, never late.

use crate::harness::{mentions, Route, Table};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_every_store_call_slowed_no_interaction_is_answered_late_and_every_move_lands_once() {
    let mut table = Table::with_quiet(2, Some(0)).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.kill_bot().await;
    // Only the restarted bot is slowed. A move takes a click at least two store calls (the vacation check and
    // the append), a command three: 800 ms each puts both past the 1500 ms
    // margin, and keeps the test about as quick as 1000 ms a trip did.
    table.start_bot_with(&[("TAVOLA_SLOW_STORE_MS", "800")]).await;
    let routes = [Route::BoardButton, Route::PlayCommand, Route::Dm, Route::Typed];
    // Each route once: the slowed store makes every move take seconds.
    for n in 0..routes.len() {
        let board = table.wait_board(|_| true).await;
        let user = mentions(&board.content)[0];
        let before = table.state_version();
        // Every reply is awaited within Discord's window: a late one fails here.
        table.random_move(user, routes[n % routes.len()]).await;
        assert_eq!(table.state_version(), before + 1, "move {n} landed once");
    }
    // A backlog: the next click reaches the bot 2 s after Discord created it.
    // A margin counted from when the bot read it would defer at 3.5 s, late;
    // counted from the creation in the id, the click is deferred at once.
    let board = table.wait_board(|_| true).await;
    let user = mentions(&board.content)[0];
    let before = table.state_version();
    table.discord.backlog_next(std::time::Duration::from_secs(2));
    table.random_move(user, Route::BoardButton).await;
    assert_eq!(table.state_version(), before + 1, "the move behind a backlog landed once");
    let deferred = table
        .discord
        .requests()
        .iter()
        .filter(|r| r.route.ends_with("/callback") && r.body.as_ref().is_some_and(|b| b["type"] == 6))
        .count();
    assert!(deferred > 0, "slow clicks were deferred");
    let deferred_commands = table
        .discord
        .requests()
        .iter()
        .filter(|r| r.route.ends_with("/callback") && r.body.as_ref().is_some_and(|b| b["type"] == 5))
        .count();
    assert!(deferred_commands > 0, "slow commands were deferred");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}
