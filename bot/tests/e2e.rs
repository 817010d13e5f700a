//! The bot end to end: the real `tavola` binary against the Discord double.
//! Every game is played to its end at its smallest and largest table, by
//! people moving through every route (board button, DM panel, `/play`,
//! a typed move), with house players filling seats; then nothing private
//! may be found in the channel and the double must have seen no request
//! that breaks Discord's rules.

mod harness;

use harness::{version, Route, Table};
use tavola_double::Slash;

/// Plays one game to its end and checks what every game must satisfy.
async fn full_game(game: &str, humans: usize, seats: usize, options: Option<&str>) {
    let mut table = Table::new(humans).await;
    let first = table.start_game(game, humans, seats, options).await;
    assert!(first.text().contains("Waiting for") || first.content.contains("<@"), "{}", first.content);
    let end = table.play_to_end(5000).await;
    assert!(end.text().contains("Winner"), "{}", end.text());
    assert!(end.components.is_empty(), "a finished game's board has no buttons");
    table.assert_no_leaks();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
    let boards = table.discord.messages_in(table.channel).into_iter().filter(|m| version(m).is_some());
    assert!(boards.filter(|m| !m.components.is_empty()).count() == 0, "only the live board keeps buttons");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn great_wall_two_players() {
    full_game("great-wall", 2, 2, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn great_wall_five_seats_with_house_players() {
    full_game("great-wall", 2, 5, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn year_of_the_dragon_two_players() {
    full_game("year-of-the-dragon", 2, 2, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn year_of_the_dragon_five_seats_with_both_expansions() {
    full_game("year-of-the-dragon", 2, 5, Some(r#"{"great_wall": true, "super_events": true}"#)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn attila_two_players() {
    full_game("attila", 2, 2, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn attila_five_seats_with_house_players() {
    full_game("attila", 2, 5, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ming_two_players_with_the_neutral() {
    full_game("ming", 2, 2, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ming_four_seats_with_house_players() {
    full_game("ming", 2, 4, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junk_three_players() {
    full_game("junk", 3, 3, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junk_four_seats_with_the_variant_setup() {
    full_game("junk", 3, 4, Some(r#"{"variant_setup": true}"#)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_move_survives_kill_9_and_the_game_goes_on() {
    let mut table = Table::new(2).await;
    table.start_game("great-wall", 2, 2, None).await;
    for _ in 0..3 {
        let board = table.wait_board(|_| true).await;
        let user = harness::mentions(&board.content)[0];
        table.random_move(user, Route::BoardButton).await;
    }
    // The move is confirmed to the player, then the bot dies at once.
    let board = table.wait_board(|_| true).await;
    let before = version(&board).unwrap();
    let user = harness::mentions(&board.content)[0];
    let panel = table.panel(user, Route::BoardButton, &board).await;
    let (id, _) = Table::panel_moves(&panel).into_iter().next().expect("a move");
    let reply = table.click(user, panel.id, &id).await;
    assert!(reply.content.starts_with('✅'), "{}", reply.content);
    table.kill_bot().await;

    table.start_bot().await;
    let status = table.slash(user, Slash::new("game").subcommand("status")).await;
    assert!(status.ephemeral);
    let after = version(&status).expect("the status shows the board");
    assert!(after > before, "the confirmed move was lost: v{before} before, v{after} after the restart");
    // The old board's buttons still work after the restart.
    let end = table.play_to_end(2000).await;
    assert!(end.text().contains("Winner"), "{}", end.text());
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_privately_and_change_nothing() {
    let table = Table::new(3).await;
    let [anna, ben, carl] = [table.players[0], table.players[1], table.players[2]];
    let refused = |m: &tavola_double::Message, words: &str| {
        assert!(m.ephemeral, "refusals are private: {}", m.text());
        assert!(m.content.contains(words), "expected {words:?} in {:?}", m.content);
    };

    let m = table.slash(anna, Slash::new("game").subcommand("new").opt("game", "chess")).await;
    refused(&m, "There is no game called");
    let m = table.slash(anna, Slash::new("game").subcommand("new").opt("game", "junk").opt("options", "variant")).await;
    refused(&m, "JSON object");
    let m = table.slash(anna, Slash::new("game").subcommand("new").opt("game", "great-wall").opt("players", 7)).await;
    refused(&m, "needs 2 to 5 players");
    let m = table.slash(anna, Slash::new("game").subcommand("status")).await;
    refused(&m, "There is no game in this channel");
    assert!(table.discord.messages_in(table.channel).is_empty(), "nothing public yet");

    let lobby = table.open("junk", None, None).await;
    let m = table.slash(ben, Slash::new("game").subcommand("new").opt("game", "ming")).await;
    refused(&m, "already has a game");
    let join = Table::lobby_button(&lobby, "join");
    let start = Table::lobby_button(&lobby, "start");
    refused(&table.click(anna, lobby.id, &join).await, "already seated");
    refused(&table.click(carl, lobby.id, &start).await, "not playing");
    refused(&table.click(anna, lobby.id, &start).await, "needs 3 to 4 players");
    table.click(ben, lobby.id, &join).await;
    table.click(carl, lobby.id, &join).await;
    let started = table.click(anna, lobby.id, &start).await;
    assert!(started.text().contains("started"));
    let board = table.wait_board(|_| true).await;
    let v = version(&board).unwrap();

    let outsider = table.admin;
    let play = board.custom_ids().into_iter().find(|id| id.ends_with(":play")).unwrap();
    refused(&table.click(outsider, board.id, &play).await, "not playing");
    refused(&table.slash(outsider, Slash::new("play").opt("move", "pass")).await, "not playing");
    // Junk opens with everyone choosing cards in secret: nobody is out of turn,
    // but a made-up move is refused.
    refused(&table.slash(anna, Slash::new("play").opt("move", "conquer-the-world")).await, "not one this game offers");

    // A panel from before a move is stale: refused, with a fresh panel.
    let old = table.panel(anna, Route::BoardButton, &board).await;
    let mut table = table;
    table.random_move(anna, Route::PlayCommand).await;
    let v2 = version(&table.wait_board(|_| true).await).unwrap();
    assert!(v2 > v);
    let (id, value) = Table::panel_moves(&old).into_iter().next().expect("a move");
    let m = if value.is_empty() {
        table.click(anna, old.id, &id).await
    } else {
        table.select(anna, old.id, &id, &value).await
    };
    assert!(m.ephemeral);
    assert!(m.content.contains("earlier turn"), "{}", m.content);
    assert_eq!(version(&table.wait_board(|_| true).await), Some(v2), "a refused move changes nothing");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_admins_run_admin_commands() {
    let table = Table::new(2).await;
    let [anna, ben] = [table.players[0], table.players[1]];
    table.start_game("attila", 2, 3, None).await;
    let m = table.slash(ben, Slash::new("admin").subcommand("cancel")).await;
    assert!(m.ephemeral && !m.content.contains("cancelled"), "{}", m.content);
    let m = table.slash(anna, Slash::new("game").subcommand("status")).await;
    assert!(version(&m).is_some(), "the game goes on");

    let m = table.slash(table.admin, Slash::new("admin").subcommand("list")).await;
    assert!(m.ephemeral && m.text().contains("Attila"), "{}", m.text());
    let m = table.slash(table.admin, Slash::new("admin").subcommand("cancel")).await;
    assert!(m.text().to_lowercase().contains("cancel"), "{}", m.text());
    let m = table.slash(anna, Slash::new("game").subcommand("status")).await;
    assert!(m.content.contains("There is no game in this channel"), "{}", m.content);
    // The channel is free again.
    table.open("ming", None, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_plays_through_the_channel() {
    let mut table = Table::new(2).await;
    let ben = table.players[1];
    table.discord.set_dms_closed(ben, true);
    let lobby = table.open("great-wall", None, None).await;
    let joined = table.click(ben, lobby.id, &Table::lobby_button(&lobby, "join")).await;
    assert!(joined.text().contains("DMs are closed"), "{}", joined.text());
    table.click(table.players[0], lobby.id, &Table::lobby_button(&lobby, "start")).await;
    let end = table.play_to_end(2000).await;
    assert!(end.text().contains("Winner"), "{}", end.text());
    assert!(table.discord.dms_of(ben).is_empty(), "no DM reached a closed inbox");
    assert!(!table.discord.dms_of(table.players[0]).is_empty(), "the other player got DMs");
    table.assert_no_leaks();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn information_commands_answer_privately() {
    let table = Table::new(2).await;
    let anna = table.players[0];
    let m = table.slash(anna, Slash::new("game").subcommand("rules").opt("game", "ming")).await;
    assert!(m.ephemeral && m.content.len() > 200, "{}", m.content);
    table.start_game("ming", 2, 3, None).await;
    let m = table.slash(anna, Slash::new("game").subcommand("log")).await;
    assert!(m.ephemeral && !m.content.is_empty());
    let m = table.slash(anna, Slash::new("game").subcommand("hand")).await;
    assert!(m.ephemeral && m.content.contains("you are"), "{}", m.content);
    let m = table.slash(anna, Slash::new("games")).await;
    assert!(m.text().contains("Ming"), "{}", m.text());
    let ac = table.discord.autocomplete(anna, table.channel, Slash::new("game").subcommand("new").focus("game", "dra"));
    let choices = table.discord.wait_for_response(ac.unwrap()).await.unwrap().choices();
    assert_eq!(choices[0]["value"], "year-of-the-dragon");
}
