//! House players at the table, end to end: their level chosen in the
//! lobby, shown on the board in the server's language and changed by
//! `/admin level`; their moves after the human's answer and its board,
//! exactly once across a kill -9.

use crate::harness::{house_owes, quiet_from_env, Table};
use tavola_double::Slash;
use tavola_engine::{AnyGame, Seat};
use tavola_table::store::{SqliteStore, Store};

/// The house player thinks at its level, not at the harness's quick budget.
const AT_ITS_LEVEL: &[(&str, &str)] = &[("TAVOLA_HOUSE_BUDGET", "")];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_level_is_chosen_in_the_lobby_shown_on_the_board_and_changed_by_an_admin() {
    let table = Table::new(1).await;
    let lobby = table.open("great-wall", Some(3), &[("level", "easy".into())]).await;
    assert!(lobby.text().contains("House players") && lobby.text().contains("easy"), "{}", lobby.text());
    let select = lobby.custom_ids().into_iter().find(|id| id.ends_with(":level")).expect("a level select");
    let changed = table.select(table.players[0], lobby.id, &select, "hard").await;
    assert!(changed.text().contains("set how well the house players play"), "{}", changed.text());
    assert_eq!(table.record().unwrap().timers.house, tavola_engine::ai::Level::Hard);

    let start = Table::lobby_button(&lobby, "start");
    table.click(table.players[0], lobby.id, &start).await;
    let board = table.wait_board(|_| true).await;
    assert!(board.text().contains("house players: hard"), "{}", board.text());

    let m = table.slash(table.admin, Slash::new("admin").subcommand("level").opt("level", "normal")).await;
    assert!(m.ephemeral && m.content.contains("level normal"), "{}", m.content);
    table.wait_board(|b| b.text().contains("house players: normal")).await;
    let m = table.slash(table.players[0], Slash::new("admin").subcommand("level").opt("level", "easy")).await;
    assert!(m.ephemeral, "only admins: {}", m.content);
    assert_eq!(table.record().unwrap().timers.house, tavola_engine::ai::Level::Normal);

    table.slash(table.admin, Slash::new("admin").subcommand("language").opt("language", "Italiano")).await;
    table.wait_board(|b| b.text().contains("giocatori automatici: normale")).await;
}

/// The game as stored, and the human's seat.
fn stored(table: &Table) -> (tavola_table::record::SessionRecord, AnyGame) {
    let record = table.record().expect("a session");
    let game = serde_json::from_str(record.snapshot.as_deref().expect("a running game")).expect("a game");
    (record, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_house_moves_after_the_answer_and_its_board_and_once_across_a_kill_9() {
    // The house thinks at its level, not at the harness's quick budget.
    let mut table = Table::with_bot_env(1, quiet_from_env(), AT_ITS_LEVEL).await;
    table.start_game("great-wall", 1, 2, &[("level", "easy".into())]).await;
    let human = table.players[0];
    // Find a move of the human's that hands the decision to the house.
    let (handing, before) = loop {
        table.settle().await;
        let (record, game) = stored(&table);
        let seat = Seat(record.seats.iter().position(|s| s.user == Some(human.0)).unwrap() as u8);
        assert!(game.to_act().includes(seat), "the human owes the next decision");
        let legal = game.legal(seat);
        let hands_over = legal.iter().find(|a| {
            let mut next = game.clone();
            next.apply(seat, &a.action).is_ok() && house_owes_in(&record, &next)
        });
        match hands_over {
            Some(a) => break (a.id.clone(), record.version),
            None => {
                let m = table.slash(human, Slash::new("play").opt("move", legal[0].id.as_str())).await;
                assert!(m.content.starts_with('✅'), "{}", m.content);
            }
        }
    };
    // The board that follows the human's move never reaches Discord.
    table.discord.stall_next(&format!("/channels/{}/messages", table.channel));
    let m = table.slash(human, Slash::new("play").opt("move", handing.as_str())).await;
    assert!(m.content.starts_with('✅'), "{}", m.content);
    let (record, _) = stored(&table);
    assert_eq!(record.version, before + 1, "answered with the human's move alone");
    table.discord.wait_for("the board held", |d| (d.stalled() == 1).then_some(())).await.expect("a board request");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let (record, _) = stored(&table);
    assert_eq!(record.version, before + 1, "the house waits for the board of the human's move");
    assert!(house_owes(&record));
    table.kill_bot().await;

    table.start_bot_with(AT_ITS_LEVEL).await;
    table.settle().await;
    let log = SqliteStore::open(&table.db).unwrap().log(record.id).unwrap();
    let after: Vec<_> = log.iter().filter(|e| e.version > before).collect();
    assert_eq!(after[0].by, Some(human.0), "the human's move, once");
    assert!(after.len() >= 2 && after[1].by.is_none(), "then the house's, after the restart");
    let versions: Vec<u64> = after.iter().map(|e| e.version).collect();
    assert!(versions.windows(2).all(|w| w[1] == w[0] + 1), "every move once: {versions:?}");
    assert!(!house_owes(&table.record().unwrap()), "the house owes nothing once settled");
}

fn house_owes_in(record: &tavola_table::record::SessionRecord, game: &AnyGame) -> bool {
    game.outcome().is_none() && game.to_act().seats().iter().any(|s| record.seats[s.index()].is_house())
}
