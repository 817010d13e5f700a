//! The bot in a slow world, end to end: every store call is delayed
//! (`TAVOLA_SLOW_STORE_MS`), so clicks and commands cannot be answered
//! within the margin; they are deferred and completed later, never late.
//! And a board held on its way to Discord does not hold the next player's
//! DM panel.

use std::time::Duration;

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
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}

/// A publish sends its DMs beside the channel's messages: a board held on
/// its way (a channel's rate limit, a slow network) does not hold the DM
/// panel of the player who owes the next decision.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_held_on_its_way_does_not_hold_the_next_players_dm_panel() {
    const HELD: Duration = Duration::from_secs(2);
    // Every player counted as away: each decision gets its DM panel.
    let mut table = Table::with_quiet(2, Some(0)).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    let dms: Vec<String> =
        table.players.iter().map(|&p| format!("/channels/{}/messages", table.discord.dm_channel(p))).collect();
    let channel = format!("/channels/{}/messages", table.channel);
    // A move whose publish has both a board and a DM panel (a step inside
    // one's own turn may open none).
    for _ in 0..10 {
        // The last publish done, DMs included.
        table.settle().await;
        let board = table.wait_board(|_| true).await;
        let user = mentions(&board.content)[0];
        let from = table.discord.request_count();
        table.discord.delay_next(&channel, HELD);
        table.random_move(user, Route::BoardButton).await;
        // Its publish done, the held board included.
        table.settle().await;
        let sent = table.discord.requests_since(from);
        // A panel for the game as this move left it.
        let now = format!("tv:{}:{}:", table.record().expect("the session").id, table.state_version());
        let written = |r: &&tavola_double::Request| r.method == "POST" || r.method == "PATCH";
        let board_at = sent.iter().filter(written).find(|r| r.route.starts_with(&channel)).map(|r| r.at);
        let panel_at = sent
            .iter()
            .filter(written)
            .find(|r| dms.contains(&r.route) && r.body.as_ref().is_some_and(|b| b.to_string().contains(&now)))
            .map(|r| r.at);
        let (Some(board_at), Some(panel_at)) = (board_at, panel_at) else { continue };
        assert!(
            panel_at + HELD / 2 < board_at,
            "the DM panel went out at {panel_at:?}, only once the board held {HELD:?} was through at {board_at:?}"
        );
        table.assert_no_leaks();
        return;
    }
    panic!("ten moves and no publish with both a board and a DM panel");
}
