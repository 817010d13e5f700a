//! Hints (issue 32), end to end through the Discord double: switched on in
//! the lobby or by `/game new hints:true`; asked by `/game hint` and the
//! Hint button of a player's own panel, answered privately with the house
//! player's preferred moves and a button that plays the first; counted in
//! the results, and the game not rated. Without hints, none is given.

use crate::harness::{mentions, Route, Table};
use tavola_double::{Message, Slash, UserId};

/// The board that asks `user` to move.
async fn board_for(table: &Table, user: UserId) -> Message {
    table.wait_board(|b| mentions(&b.content).contains(&user)).await
}

/// A hint as a private answer: its moves, and the button that plays the
/// first.
fn check_hint(hint: &Message) -> String {
    assert!(hint.ephemeral, "a hint is private: {}", hint.text());
    assert!(hint.content.contains("What the house player in your seat would play"), "{}", hint.content);
    let moves = hint.content.lines().filter(|l| l.contains("% of the search")).count();
    assert!((1..=3).contains(&moves), "one to three moves: {}", hint.content);
    let play = hint.custom_ids().into_iter().find(|id| id.contains(":do:"));
    play.unwrap_or_else(|| panic!("a button that plays the first: {:?}", hint.custom_ids()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_are_asked_privately_played_counted_in_the_results_and_the_game_is_not_rated() {
    let mut table = Table::new(1).await;
    let anna = table.players[0];
    table.start_game("great-wall", 1, 2, &[("hints", true.into())]).await;

    // `/game hint`, and its button plays the first move.
    board_for(&table, anna).await;
    let v = table.state_version();
    let hint = table.slash(anna, Slash::new("game").subcommand("hint")).await;
    let play = check_hint(&hint);
    let done = table.click(anna, hint.id, &play).await;
    assert!(done.content.starts_with('✅') || done.content.contains("can't be taken back"), "{}", done.content);
    table.settle().await;
    assert!(table.state_version() > v, "the hinted move was played");

    // The Hint button of Anna's own panel.
    let board = board_for(&table, anna).await;
    let panel = table.panel(anna, Route::BoardButton, &board).await;
    let button = panel.custom_ids().into_iter().find(|id| id.ends_with(":hint")).expect("a Hint button");
    check_hint(&table.click(anna, panel.id, &button).await);
    assert_eq!(table.record().unwrap().timers.hints.iter().sum::<u32>(), 2, "two hints counted");

    table.play_to_end(2000).await;
    let results = table.public_text().into_iter().find(|t| t.contains("Final results")).expect("the results");
    assert!(results.contains("Hints (this game is not rated)") && results.contains("2 times"), "{results}");
    let store = table.store().expect("the store");
    let record = table.record().unwrap();
    let placings = store.placings(record.guild, Some("great-wall")).unwrap();
    assert!(!placings.is_empty() && placings.iter().all(|p| !p.rated), "{placings:?}");
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_are_switched_in_the_lobby_and_none_is_given_without_them() {
    let table = Table::new(1).await;
    let anna = table.players[0];
    let lobby = table.open("great-wall", Some(2), &[]).await;
    assert!(lobby.text().contains("Hints"), "{}", lobby.text());
    let on = Table::lobby_button(&lobby, "hints:on");
    let switched = table.click(anna, lobby.id, &on).await;
    assert!(switched.text().contains("switched hints on"), "{}", switched.text());
    assert!(tavola_table::hints::hints_on(&table.record().unwrap().options));
    let off = Table::lobby_button(&switched, "hints:off");
    table.click(anna, lobby.id, &off).await;
    assert!(!tavola_table::hints::hints_on(&table.record().unwrap().options));

    let start = Table::lobby_button(&lobby, "start");
    table.click(anna, lobby.id, &start).await;
    let board = board_for(&table, anna).await;
    let refused = table.slash(anna, Slash::new("game").subcommand("hint")).await;
    assert!(refused.ephemeral && refused.content.contains("Hints are off"), "{}", refused.content);
    let panel = table.panel(anna, Route::BoardButton, &board).await;
    assert!(!panel.custom_ids().iter().any(|id| id.ends_with(":hint")), "no Hint button: {:?}", panel.custom_ids());
    assert!(table.record().unwrap().timers.hints.is_empty(), "nothing counted");
}
