//! Languages end to end: the server's language for everything public, each
//! user's own Discord locale for what only they see, and players always
//! called by their names.

use crate::harness::{mentions, version, Route, Table};
use tavola_double::Slash;

/// `/admin language` takes its choices by index: English, Italiano.
const ITALIANO: i64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_language_it_switches_the_board_and_the_lobby_to_italian() {
    let table = Table::new(2).await;
    let [anna, ben] = [table.players[0], table.players[1]];
    // The commands carry Italian names and descriptions.
    let commands = table.discord.commands();
    let game = commands.iter().find(|c| c["name"] == "game").expect("/game");
    assert_eq!(game["name_localizations"]["it"], "partita");
    let new = game["options"].as_array().unwrap().iter().find(|o| o["name"] == "new").unwrap();
    assert_eq!(new["name_localizations"]["it"], "nuova");
    assert_eq!(new["description_localizations"]["it"], "Apri una lobby per un gioco in questo canale.");
    assert_eq!(new["description"], "Open a lobby for a game in this channel.");
    let lobby = table.open("great-wall", None, &[]).await;
    assert!(lobby.text().contains("Lobby: join the game"), "{}", lobby.text());

    let m = table.slash(table.admin, Slash::new("admin").subcommand("language").opt("language", ITALIANO)).await;
    assert!(m.ephemeral && m.content.contains("now Italian"), "the admin reads English: {}", m.content);
    // The board's text fields are read below: this server's boards are text.
    table.slash(table.admin, Slash::new("admin").subcommand("images").opt("state", 1)).await;
    let italian = table.discord.wait_for("the lobby in Italian", |d| {
        d.message(lobby.id).filter(|m| m.text().contains("Lobby: unisciti alla partita"))
    });
    let italian = italian.await.expect("the open lobby is redrawn in Italian");
    assert!(italian.text().contains("Posti") && italian.button_labels().contains(&"Partecipa".to_owned()));

    table.click(ben, lobby.id, &Table::lobby_button(&lobby, "join")).await;
    let started = table.click(anna, lobby.id, &Table::lobby_button(&lobby, "start")).await;
    assert!(started.text().contains("La partita è cominciata"), "{}", started.text());
    let board = table.wait_board(|_| true).await;
    assert!(board.content.contains("tocca a te") && board.content.contains("`/gioca`"), "{}", board.content);
    let text = board.text();
    assert!(text.contains("Turno 1") && text.contains("Giocatori") && text.contains("mazzetto"), "{text}");
    assert_eq!(board.button_labels(), vec!["Gioca", "La mia mano", "Registro", "Dettagli"]);
    let footer = board.embeds[0]["footer"]["text"].as_str().unwrap().to_owned();
    assert!(footer.starts_with("/partita regole · /partita registro"), "{footer}");

    // What only an English-speaking player sees stays English.
    let to_act = mentions(&board.content)[0];
    let panel = table.panel(to_act, Route::BoardButton, &board).await;
    assert!(panel.content.contains("you are") && panel.content.contains("Your move"), "{}", panel.content);
    let m = table.slash(to_act, Slash::new("game").subcommand("rules")).await;
    assert!(m.content.contains("fame tokens"), "{}", m.content);
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_with_the_italian_locale_reads_italian_panels_in_an_english_server() {
    let mut table = Table::new(2).await;
    let ben = table.players[1];
    table.discord.set_locale(ben, "it");
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    assert!(board.content.contains(", your turn: "), "the board follows the server: {}", board.content);

    // Ben's DMs (his locale, last seen when he joined) and his panels are Italian.
    let joined = table.discord.dms_of(ben);
    assert!(joined.iter().any(|m| m.content.starts_with("Partecipi a **")), "{joined:#?}");
    let panel = table.panel(ben, Route::BoardButton, &board).await;
    assert!(panel.content.contains(" · sei "), "{}", panel.content);
    if mentions(&board.content)[0] == ben {
        assert!(panel.content.contains("Tocca a te"), "{}", panel.content);
    } else {
        assert!(panel.content.contains("Riceverai una menzione"), "{}", panel.content);
    }
    let hand = table.hand(ben).await;
    assert!(hand.content.contains("La tua mano") || hand.content.contains("Non hai carte"), "{}", hand.content);
    let m = table.slash(ben, Slash::new("play").opt("move", "conquer-the-world")).await;
    assert!(m.ephemeral, "{}", m.content);
    assert!(m.content.contains("Riceverai una menzione") || m.content.contains("non è tra quelle"), "{}", m.content);
    let m = table.slash(ben, Slash::new("game").subcommand("log")).await;
    assert!(m.ephemeral && !m.content.contains("Nothing has happened"), "{}", m.content);
    let m = table.slash(table.players[0], Slash::new("game").subcommand("status")).await;
    assert!(m.text().contains("Players"), "Anna reads English: {}", m.text());

    // A move Ben makes is acknowledged in Italian; the board stays English.
    table.play(6).await;
    let italian_acks = table.discord.all_messages().into_iter().filter(|m| m.content.contains(" · sei ")).count();
    assert!(italian_acks > 0);
    let public = table.public_text().join("\n");
    assert!(!public.contains("Tocca a te") && !public.contains(" · sei "), "nothing Italian in public:\n{public}");
    table.assert_no_leaks();
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_preferred_locale_is_the_default_language() {
    let table = Table::new(2).await;
    table.discord.set_guild_locale(table.guild, "it");
    let lobby = table.open("ming", None, &[]).await;
    assert!(lobby.text().contains("Lobby: unisciti alla partita"), "{}", lobby.text());
    // An admin's choice beats it.
    table.slash(table.admin, Slash::new("admin").subcommand("language").opt("language", 0)).await;
    let english = table.discord.wait_for("the lobby in English", |d| {
        d.message(lobby.id).filter(|m| m.text().contains("Lobby: join the game"))
    });
    english.await.expect("the admin's English wins over the server's locale");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_and_logs_name_players_never_seats() {
    let mut table = Table::new(2).await;
    let board = table.start_game("great-wall", 2, 3, &[]).await;
    assert!(version(&board).is_some());
    table.play(25).await;
    let m = table.slash(table.players[0], Slash::new("game").subcommand("log").opt("n", 50)).await;
    let mut all = table.public_text();
    all.push(m.content.clone());
    let all = all.join("\n");
    assert!(all.contains("player1") && all.contains("player2") && all.contains("🤖 House 1"), "{all}");
    for line in all.lines() {
        let lower = line.to_lowercase();
        assert!(!lower.contains("seat 1") && !lower.contains("seat 2") && !lower.contains("seat 3"), "{line}");
    }
    // A log line names its player with their marker.
    assert!(m.content.lines().any(|l| l.contains("🔴 ") || l.contains("🟡 ") || l.contains("🟢 ")), "{}", m.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_server_reads_its_lobby_board_and_log_in_german() {
    let mut table = Table::new(2).await;
    table.discord.set_guild_locale(table.guild, "de");
    let lobby = table.open("ming", None, &[]).await;
    assert!(lobby.text().contains("Lobby: tritt der Partie bei"), "{}", lobby.text());
    table.slash(table.admin, Slash::new("admin").subcommand("cancel")).await;
    // The harness plays in English; the admin's choice then redraws the
    // board in German.
    table.slash(table.admin, Slash::new("admin").subcommand("language").opt("language", 0)).await;
    let board = table.start_game("great-wall", 2, 3, &[]).await;
    table.play(25).await;
    table.slash(table.admin, Slash::new("admin").subcommand("language").opt("language", 2)).await;
    let german = table.discord.wait_for("the board in German", |d| {
        let _ = &board;
        d.messages_in(table.channel).into_iter().rev().find(|m| m.text().contains("/partie regeln"))
    });
    let german = german.await.expect("the board is redrawn in German");
    let text = german.text();
    assert!(text.contains("Zug") && !text.contains("your turn") && !text.contains("/game rules"), "{text}");
    // What only a reader sees is in their own client's language.
    table.discord.set_locale(table.players[0], "de");
    let log = table.slash(table.players[0], Slash::new("game").subcommand("log").opt("n", 30)).await;
    assert!(log.content.contains("Bauabschnitt"), "{}", log.content);
    assert!(!log.content.contains("section"), "{}", log.content);
    table.assert_reads_well();
}
