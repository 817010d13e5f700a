//! `/help` end to end: a private answer, in the reader's language, naming
//! what they can do where they ask: how to start a game in an empty
//! channel, the lobby's buttons, a running game's buttons and commands for
//! its players (and what spectators may look at), the `/admin` commands for
//! admins only, and always the players' guide last. And `/game rules`
//! explains the board picture, under the channel's board.

use crate::harness::{mentions, Table};
use tavola_double::{Message, Slash};

const GUIDE: &str = "https://github.com/tavola-bot/tavola/blob/main/docs/players/";

/// The help's private answer to `user`.
async fn help(table: &Table, user: tavola_double::UserId) -> Message {
    let m = table.slash(user, Slash::new("help")).await;
    assert!(m.ephemeral, "help is private: {}", m.text());
    assert!(m.components.is_empty() && m.attachments.is_empty(), "{}", m.text());
    assert_eq!(m.embeds.len(), 1, "one embed: {}", m.text());
    m
}

/// The guide's link, the last thing the help says.
fn guide(m: &Message) -> String {
    let fields = m.embeds[0]["fields"].as_array().expect("fields");
    fields.last().expect("the guide").as_object().unwrap()["value"].as_str().unwrap().to_owned()
}

fn has_all(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "{part} missing:\n{text}");
    }
}

fn has_none(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(!text.contains(part), "{part} should not be there:\n{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_says_what_each_reader_can_do_here_and_now() {
    let table = Table::new(3).await;
    let [anna, ben, carl] = [table.players[0], table.players[1], table.players[2]];
    let admin = table.admin;
    table.discord.set_locale(ben, "it");

    // Registered with its Italian name.
    let commands = table.discord.commands();
    let command = commands.iter().find(|c| c["name"] == "help").expect("/help");
    assert_eq!(command["name_localizations"]["it"], "aiuto");

    // No game here: how to start one, and what the server offers.
    let m = help(&table, anna).await;
    let text = m.text();
    has_all(&text, &["No game is open", "`/game new`", "**Join**", "**Start**", "**Play**", "`/play`"]);
    has_all(&text, &["`/games`", "`/stats`", "`/leaderboard`"]);
    has_none(&text, &["`/admin", "`/game hand`"]);
    assert!(guide(&m).ends_with(&format!("({GUIDE}table.md)")), "{}", guide(&m));
    let m = help(&table, ben).await;
    has_all(&m.text(), &["`/partita nuova`", "**Partecipa**", "**Inizia**", "`/gioca`", "`/partite`", "`/classifica`"]);
    assert!(guide(&m).ends_with(&format!("({GUIDE}table.it.md)")), "Italian reader, Italian guide: {}", guide(&m));
    // An admin also gets their commands.
    let m = help(&table, admin).await;
    has_all(&m.text(), &["Manage Server", "`/admin cancel`", "`/admin force`", "`/admin language`", "`/admin list`"]);
    assert!(guide(&m).contains("table.md"), "the guide stays last: {}", guide(&m));

    // A lobby: its buttons, and whether the reader has a seat.
    let lobby = table.open("great-wall", Some(2), &[]).await;
    let m = help(&table, anna).await;
    has_all(&m.text(), &["A lobby for **Chinesische Mauer", "You have a seat", "**Start**", "`/game start`"]);
    let m = help(&table, carl).await;
    has_all(&m.text(), &["You have no seat yet", "**Join**"]);

    // A running game.
    table.click(ben, lobby.id, &Table::lobby_button(&lobby, "join")).await;
    table.click(anna, lobby.id, &Table::lobby_button(&lobby, "start")).await;
    let board = table.wait_board(|_| true).await;
    let to_act = mentions(&board.content)[0];
    let m = help(&table, anna).await;
    let text = m.text();
    has_all(&text, &["**Chinesische Mauer", "You play as", "**Play**", "`/play`", "**My hand**", "`/game hand`"]);
    has_all(&text, &["**Log**", "`/game log`", "`/game rules`", "`/game replay`", "`/game undo`"]);
    has_all(&text, &["`/game vacation`", "`/game dms`", "`/game reminders`", "`/game leave`"]);
    has_none(&text, &["`/game hint`", "`/game new`", "`/admin"]);
    assert_eq!(text.contains("It's your turn"), to_act == anna, "{text}");
    let m = help(&table, ben).await;
    let text = m.text();
    has_all(&text, &["Giochi come", "`/gioca`", "`/partita mano`", "`/partita ritira`", "`/partita esci`"]);
    assert_eq!(text.contains("Tocca a te"), to_act == ben, "{text}");
    // Someone watching: what they may look at, nothing of a player's.
    let m = help(&table, carl).await;
    has_all(&m.text(), &["You're not playing", "`/game log`", "`/game replay`", "`/games`"]);
    has_none(&m.text(), &["`/game hand`", "`/game undo`", "`/game leave`", "`/admin"]);
    let m = help(&table, admin).await;
    has_all(&m.text(), &["You're not playing", "`/admin undo`", "`/admin kick`", "`/admin timer`"]);

    // `/game rules` under the channel's board: its picture, explained.
    let m = table.slash(anna, Slash::new("game").subcommand("rules")).await;
    assert!(m.ephemeral && m.content.contains("fame tokens"), "{}", m.content);
    assert_eq!(m.attachments.len(), 1, "the board's picture: {}", m.text());
    assert!(m.attachments[0].filename.ends_with(".png"));
    let legend = &m.embeds[0];
    assert_eq!(legend["title"], "What the board picture shows");
    assert_eq!(legend["image"]["url"], format!("attachment://{}", m.attachments[0].filename));
    has_all(legend["description"].as_str().unwrap(), &["✹ dragon", "first token", "marker"]);
    // Another game's rules: the legend, without this channel's picture.
    let m = table.slash(ben, Slash::new("game").subcommand("rules").opt("game", "attila")).await;
    assert!(m.ephemeral && m.attachments.is_empty(), "{}", m.text());
    assert_eq!(m.embeds[0]["title"], "Cosa mostra l'immagine del tabellone");
    has_all(&m.text(), &["tratteggiate", "★"]);

    table.assert_reads_well();
    table.assert_names_are_text();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}
