//! A clean stop: SIGTERM (as `docker stop` and systemd send it) ends the
//! bot within 10 s whether it is connected, has never reached Discord, or
//! is in the middle of a move; a move is then either committed whole or
//! not at all, and the restarted bot goes on from there.

use std::process::Stdio;
use std::time::Duration;

use crate::harness::{mentions, quiet_from_env, BotProcess, Route, Table};

/// The bot logs its stop at `info`.
const LOUD: &[(&str, &str)] = &[("RUST_LOG", "warn,tavola_bot=info,tavola_discord=info")];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_a_connected_bot_within_ten_seconds_and_says_so() {
    let mut table = Table::with_bot_env(2, quiet_from_env(), LOUD).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    let took = table.terminate_bot().await;
    assert!(took < Duration::from_secs(10), "{took:?}");
    let log = table.bot_log();
    assert!(log.contains("shutting down") && log.contains("stopped"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_a_bot_that_never_reached_discord() {
    let dir = std::env::temp_dir().join(format!("tavola-stop-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Nothing listens on port 9 (discard) here: every request is refused.
    let log = std::fs::File::create(dir.join("bot.log")).expect("a log file");
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_tavola"));
    crate::harness::process::die_with_the_test(&mut command);
    let child = command
        .arg("run")
        .current_dir(&dir)
        .env("DISCORD_TOKEN", "e2e-token")
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .env("TAVOLA_DATABASE", dir.join("tavola.db"))
        .env("RUST_LOG", "warn,tavola_bot=info,tavola_discord=info")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .kill_on_drop(true)
        .spawn()
        .expect("the tavola binary starts");
    // It has tried and failed to connect once it says so.
    let said = |dir: &std::path::Path| std::fs::read_to_string(dir.join("bot.log")).unwrap_or_default();
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while !said(&dir).contains("Discord cannot be reached") {
        assert!(std::time::Instant::now() < deadline, "never said Discord cannot be reached:\n{}", said(&dir));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let took = BotProcess::from_child(child).terminate().await;
    assert!(took < Duration::from_secs(10), "{took:?}");
    let log = std::fs::read_to_string(dir.join("bot.log")).unwrap_or_default();
    assert_eq!(log.matches("Discord cannot be reached").count(), 1, "said once, plainly:\n{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_in_flight_at_sigterm_is_whole_or_absent_after_the_restart() {
    let mut table = Table::with_quiet(2, Some(0)).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.play(2).await;
    let board = table.wait_board(|_| true).await;
    let user = mentions(&board.content)[0];
    let before = table.state_version();
    // The click goes out; the stop follows it at once.
    let panel = table.panel(user, Route::BoardButton, &board).await;
    let (id, value) = Table::panel_moves(&panel).into_iter().next().expect("a move on the panel");
    let click = table.send_take(user, panel.id, &id, &value);
    assert!(click.is_ok(), "the click was dispatched");
    table.terminate_bot().await;
    let after = table.state_version();
    assert!(after == before || after == before + 1, "committed whole or not at all: v{before} -> v{after}");
    table.start_bot().await;
    table.play(4).await;
    table.assert_no_leaks();
}
