//! The bot under pressure, end to end against the Discord double: killed
//! at the worst moment, restored from a backup.

use std::time::Duration;

use crate::harness::{mentions, version, Table};
use rand::seq::SliceRandom;
use tavola_double::{Message, Slash, UserId};
use tavola_table::store::{SqliteStore, Store};

/// One typed move (`/play move:` with a choice autocomplete offered) by
/// someone the board waits for; returns once the move is acknowledged.
async fn typed_move(table: &mut Table) {
    let board = table.wait_board(|_| true).await;
    let pinged = mentions(&board.content);
    let user: UserId =
        *pinged.choose(&mut table.rng).unwrap_or_else(|| panic!("nobody owes a move:\n{}", board.text()));
    let i =
        table.discord.autocomplete(user, table.channel, Slash::new("play").focus("move", "")).expect("autocomplete");
    let choices = table.discord.wait_for_response(i).await.expect("choices").choices();
    let pick = choices.choose(&mut table.rng).expect("a legal move")["value"].as_str().unwrap().to_owned();
    let reply = table.slash(user, Slash::new("play").opt("move", pick.as_str())).await;
    assert!(reply.content.starts_with('✅'), "the move was refused: {}", reply.content);
}

/// Waits until the bot has published the stored version, or a request it
/// made was held by the double; true if held.
async fn published_or_held(table: &Table) -> bool {
    for _ in 0..4000 {
        if table.discord.stalled() > 0 {
            return true;
        }
        let record = table.record().expect("a session");
        let store = SqliteStore::open(&table.db).expect("the store");
        if store.board_state(record.id).is_ok_and(|(shown, _)| shown >= record.version) {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("the bot never published its last move\n{}", table.bot_log());
}

fn titled<'a>(messages: &'a [Message], title: &str) -> Vec<&'a Message> {
    messages.iter().filter(|m| m.embeds.first().and_then(|e| e["title"].as_str()) == Some(title)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ended_just_before_a_kill_gets_its_final_board_results_and_dms_once_after_the_restart() {
    let mut table = Table::with_quiet(2, Some(0)).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    // The final board (the one that starts with 🏁) never reaches Discord:
    // the bot is killed with the last move committed and acknowledged.
    table.discord.stall_next(r#""content":"🏁"#);
    for _ in 0..2000 {
        typed_move(&mut table).await;
        if published_or_held(&table).await {
            break;
        }
    }
    assert_eq!(table.discord.stalled(), 1, "the game ended");
    table.kill_bot().await;
    let record = table.record().expect("the session");
    assert_eq!(record.status, tavola_table::record::Status::Over, "the store holds the finished game");
    let before = table.discord.messages_in(table.channel);
    assert!(before.iter().all(|m| !m.content.starts_with("🏁")), "no final board before the restart");

    table.start_bot().await;
    let end = table.wait_board(|m| m.content.starts_with("🏁")).await;
    assert!(end.components.is_empty(), "a finished game's board has no buttons");
    table
        .discord
        .wait_for("the results", |d| {
            (!titled(&d.messages_in(table.channel), "🏁 Final results").is_empty()).then_some(())
        })
        .await
        .expect("results");
    table.settle().await;
    let channel = table.discord.messages_in(table.channel);
    assert_eq!(channel.iter().filter(|m| m.content.starts_with("🏁")).count(), 1, "one final board");
    assert_eq!(titled(&channel, "🏁 Final results").len(), 1, "one results message");
    let boards: Vec<&Message> = channel.iter().filter(|m| version(m).is_some()).collect();
    assert!(boards.iter().all(|m| m.components.is_empty()), "the board that waited for a move is retired");
    for &p in &table.players {
        let finals = table.discord.dms_of(p).iter().filter(|m| m.content.contains("you finished")).count();
        assert_eq!(finals, 1, "{p}: one final DM");
    }
    // A second restart publishes nothing more.
    let sent = table.discord.requests().len();
    table.kill_bot().await;
    table.start_bot().await;
    let status = table.slash(table.players[0], Slash::new("game").subcommand("status")).await;
    assert!(status.ephemeral, "{}", status.text());
    let again = table.discord.requests()[sent..]
        .iter()
        .filter(|r| r.method == "POST" && r.route.starts_with(&format!("/channels/{}/messages", table.channel)))
        .count();
    assert_eq!(again, 0, "nothing published twice");
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}

/// `tavola <args>` against the table's database; its output, or a panic.
fn tavola(table: &Table, args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tavola"))
        .args(args)
        .env("TAVOLA_DATABASE", &table.db)
        .output()
        .expect("the tavola binary runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tavola {args:?}: {text}");
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_mid_game_while_the_bot_runs_restores_and_the_game_finishes() {
    let mut table = Table::with_quiet(2, Some(0)).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.play(4).await;
    let at_backup = table.state_version();
    let file = table.db.with_file_name("backup.db");
    let said = tavola(&table, &["backup", file.to_str().unwrap()]);
    assert!(said.contains("1 running"), "{said}");
    table.play(4).await;
    assert!(table.state_version() > at_backup);

    table.kill_bot().await;
    let last_before = table.discord.messages_in(table.channel).last().expect("boards").id;
    tavola(&table, &["restore", file.to_str().unwrap()]);
    assert_eq!(table.state_version(), at_backup, "the game is where the backup found it");
    table.start_bot().await;
    let fresh = table.wait_board(|m| m.id > last_before).await;
    assert!(!mentions(&fresh.content).is_empty(), "the fresh board asks whoever owes a move: {}", fresh.text());
    let end = table.play_to_end(5000).await;
    assert!(end.text().to_lowercase().contains("winner"), "{}", end.text());
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}
