//! The 🔍 Details button (issue 46), end to end through the Discord
//! double: on a running game's board and in its replay, a click answers
//! privately with the position's details picture and a one-line caption,
//! in the clicker's own language, whoever clicks (the picture holds only
//! what the board does); nothing is posted or edited in the channel. The
//! Great Wall answers in a line of text: its board shows everything
//! public.

use crate::harness::Table;
use tavola_double::{Message, Slash};

/// The message's Details button (`:details` at the end of its id).
fn details(m: &Message) -> String {
    let id = m.custom_ids().into_iter().find(|id| id.ends_with(":details"));
    id.unwrap_or_else(|| panic!("no Details on {:?}", m.custom_ids()))
}

/// Every channel message with how often it was edited.
fn channel(table: &Table) -> Vec<(String, u64)> {
    table.discord.messages_in(table.channel).iter().map(|m| (m.id.to_string(), m.edits as u64)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn details_answer_privately_with_a_picture_on_a_board_and_in_the_replay() {
    let mut table = Table::new(3).await;
    let [anna, ben, outsider] = [table.players[0], table.players[1], table.players[2]];
    table.discord.set_locale(ben, "it");
    table.start_game("year-of-the-dragon", 2, 2, &[]).await;
    table.play(8).await;
    table.settle().await;
    let board = table.wait_board(|_| true).await;
    let before = channel(&table);

    // A player, in English: the picture and one line.
    let answer = table.click(anna, board.id, &details(&board)).await;
    assert!(answer.ephemeral && answer.id != board.id, "a private message of its own: {}", answer.text());
    let files: Vec<&str> = answer.attachments.iter().map(|a| a.filename.as_str()).collect();
    assert!(matches!(files.as_slice(), [f] if f.starts_with("details-") && f.ends_with(".png")), "{files:?}");
    assert!(answer.content.starts_with("🔍") && answer.content.contains("only for you"), "{}", answer.content);
    assert_eq!(answer.content.lines().count(), 1, "one line: {}", answer.content);

    // A player whose Discord speaks Italian reads Italian.
    let italian = table.click(ben, board.id, &details(&board)).await;
    assert!(italian.ephemeral && italian.attachments.len() == 1, "{}", italian.text());
    assert!(italian.content.contains("solo per te"), "{}", italian.content);

    // Someone who does not play may look too: the details are public.
    let looker = table.click(outsider, board.id, &details(&board)).await;
    assert!(looker.ephemeral && looker.attachments.len() == 1, "{}", looker.text());
    assert_eq!(channel(&table), before, "nothing posted or edited in the channel");

    // The replay's viewer has Details too: a new private message, the
    // viewer left as it is.
    let viewer = table.slash(outsider, Slash::new("game").subcommand("replay")).await;
    assert!(viewer.ephemeral, "{}", viewer.text());
    let replayed = table.click(outsider, viewer.id, &details(&viewer)).await;
    assert!(replayed.ephemeral && replayed.id != viewer.id, "{}", replayed.text());
    assert_eq!(replayed.attachments.len(), 1, "{}", replayed.text());
    assert!(replayed.content.contains("replay"), "{}", replayed.content);
    let still = table.discord.message(viewer.id).expect("the viewer");
    assert_eq!(still.edits, viewer.edits, "the viewer is not edited by Details");
    assert_eq!(channel(&table), before, "nothing posted or edited in the channel");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_great_walls_details_say_in_a_line_that_its_board_shows_everything() {
    let table = Table::new(2).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let before = channel(&table);
    let answer = table.click(table.players[1], board.id, &details(&board)).await;
    assert!(answer.ephemeral && answer.attachments.is_empty(), "{}", answer.text());
    assert!(answer.content.contains("already shows everything public"), "{}", answer.content);
    assert_eq!(channel(&table), before, "nothing posted or edited in the channel");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}
