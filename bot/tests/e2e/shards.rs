//! Two bot processes on one PostgreSQL database, each running one of two
//! gateway shards of one Discord double: a game on each shard's server,
//! clicks on either process (a DM always arrives on shard 0, whatever
//! server its game is on), a kill -9 of one process midway and its
//! restart, a deadline that fires exactly once, and every game's end
//! published once; and the process that keeps Discord's rate limit for
//! both killed, the other playing on at its own share, then sending
//! through it again once it is back, with no 429.
//!
//! Needs PostgreSQL (`initdb`); without it the test says so and passes,
//! unless `TAVOLA_REQUIRE_POSTGRES` is set (as CI sets it).

use std::time::Duration;

use crate::harness::{mentions, BotProcess, Route, Table};
use tavola_double::{Double, UserId};
use tavola_table::store::postgres::local::LocalServer;

/// Both processes: a one-minute turn timer checked every second, and every
/// player counted as away, so every decision also gets its DM panel.
const ENV: &[(&str, &str)] =
    &[("TAVOLA_TURN_TIMER", "1m"), ("TAVOLA_TIMER_TICK_SECS", "1"), ("TAVOLA_QUIET_SECS", "0")];

fn database() -> Option<String> {
    match LocalServer::shared().and_then(|s| s.database()) {
        Ok(url) => Some(url),
        Err(why) if std::env::var_os("TAVOLA_REQUIRE_POSTGRES").is_some() => {
            panic!("TAVOLA_REQUIRE_POSTGRES is set but PostgreSQL cannot run: {why}")
        }
        Err(why) => {
            eprintln!("skipped: PostgreSQL cannot run here ({why})");
            None
        }
    }
}

/// Who the newest board waits for.
async fn owing(table: &Table) -> UserId {
    let board = table.wait_board(|b| !mentions(&b.content).is_empty()).await;
    mentions(&board.content)[0]
}

/// Messages in the table's channel whose text contains `needle`.
fn posts_with(table: &Table, needle: &str) -> usize {
    table.discord.messages_in(table.channel).iter().filter(|m| m.text().contains(needle)).count()
}

/// The double with a server on each of two shards, and a table of two
/// people seated in each, on one PostgreSQL database (`None`: none runs).
async fn two_servers() -> Option<(Double, Table, Table)> {
    let url = database()?;
    let discord = Double::start().await.expect("the double starts");
    discord.set_wait_timeout(Duration::from_secs(30));
    let (zero, one) = (discord.add_guild_on_shard("Shard 0", 0, 2), discord.add_guild_on_shard("Shard 1", 1, 2));
    let a = Table::seated(discord.clone(), zero, 2, Some(url.clone()));
    let b = Table::seated(discord.clone(), one, 2, Some(url));
    Some((discord, a, b))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_on_two_shards_play_through_a_kill_and_a_deadline() {
    let Some((discord, mut a, mut b)) = two_servers().await else { return };

    let first = BotProcess::start_on_shard(&discord, a.dir(), &a.db, (0, 2), ENV).await;
    let mut second = BotProcess::start_on_shard(&discord, b.dir(), &b.db, (1, 2), ENV).await;
    assert_eq!(discord.connected_shards(), vec![0, 1]);
    assert_eq!((discord.shard_of(a.guild), discord.shard_of(b.guild)), (0, 1));

    a.start_game("great-wall", 2, 2, &[]).await;
    b.start_game("great-wall", 2, 2, &[]).await;
    assert!(a.play(4).await.is_none() && b.play(4).await.is_none());
    // Until the player owed a decision holds a DM panel for it.
    for _ in 0..20 {
        if b.fresh_dm_panel(owing(&b).await).is_some() {
            break;
        }
        assert!(b.play(1).await.is_none());
    }

    // Shard 1's process dies: its server's clicks go nowhere, but a DM of
    // its game arrives on shard 0, and the other process plays it.
    second.kill(&discord).await;
    assert_eq!(discord.connected_shards(), vec![0]);
    let v = b.state_version();
    let user = owing(&b).await;
    assert!(b.fresh_dm_panel(user).is_some(), "a DM panel to play from");
    b.random_move(user, Route::Dm).await;
    assert!(b.state_version() > v, "the move through a DM landed while shard 1 was down");
    assert!(a.play(3).await.is_none());

    second = BotProcess::start_on_shard(&discord, b.dir(), &b.db, (1, 2), ENV).await;
    assert_eq!(discord.connected_shards(), vec![0, 1]);
    assert!(b.play(3).await.is_none());
    a.play_to_end(200).await;

    // Nobody moves in shard 1's game: its deadline passes once, and
    // exactly one process covers it.
    let v = b.state_version();
    discord.set_wait_timeout(Duration::from_secs(100));
    let ran_out = |d: &Double| d.messages_in(b.channel).iter().any(|m| m.text().contains("Time ran out")).then_some(());
    discord.wait_for("the deadline", ran_out).await.unwrap_or_else(|e| panic!("{e}\nbot log:\n{}", b.bot_log()));
    discord.set_wait_timeout(Duration::from_secs(30));
    b.settle().await;
    // Both processes look at the clock twice more, and say nothing.
    tokio::join!(a.ticks_pass(2), b.ticks_pass(2));
    assert_eq!(posts_with(&b, "Time ran out"), 1, "one deadline, one notice");
    assert!(b.state_version() > v, "the house player moved for the late seat");
    b.play_to_end(200).await;

    for table in [&a, &b] {
        let ends = table.discord.messages_in(table.channel).iter().filter(|m| m.content.starts_with("🏁")).count();
        assert_eq!(ends, 1, "one final board per game");
        let record = table.record().expect("the game is stored");
        assert_eq!(record.status, tavola_table::record::Status::Over);
        table.assert_no_leaks();
    }
    first.kill(&discord).await;
    second.kill(&discord).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_process_plays_on_while_the_one_keeping_the_rate_limit_is_down() {
    let Some((discord, mut a, mut b)) = two_servers().await else { return };
    // The first process keeps Discord's rate limit for both; the second
    // sends through it.
    let gate = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let (addr, through) = (gate.to_string(), format!("http://{gate}"));
    let serving = [("TAVOLA_RATE_LIMIT_ADDR", addr.as_str())];
    // Its gate's notes (info) are read below.
    let relaying = [
        ("TAVOLA_RATE_LIMIT_URL", through.as_str()),
        ("RUST_LOG", "warn,tavola_gate=info,tavola_discord::timer=trace"),
    ];

    let first = BotProcess::start_on_shard(&discord, a.dir(), &a.db, (0, 2), &serving).await;
    let second = BotProcess::start_on_shard(&discord, b.dir(), &b.db, (1, 2), &relaying).await;
    a.start_game("great-wall", 2, 2, &[]).await;
    b.start_game("great-wall", 2, 2, &[]).await;
    assert!(a.play(3).await.is_none() && b.play(3).await.is_none());

    // The process keeping the limit dies: the other answers and publishes
    // on its own (its clicks through the board; DMs arrive on shard 0).
    first.kill(&discord).await;
    for _ in 0..4 {
        let user = owing(&b).await;
        b.random_move(user, Route::BoardButton).await;
    }
    b.settle().await;
    let log = b.bot_log();
    assert!(log.contains("does not answer: sending to Discord under this process's share"), "{log}");

    // Back: after the retry time the second sends through it again.
    let first = BotProcess::start_on_shard(&discord, a.dir(), &a.db, (0, 2), &serving).await;
    // The gate's retry time (`tavola_gate::RELAY_RETRY`, 5 s), and a second.
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert!(a.play(3).await.is_none() && b.play(3).await.is_none());
    b.settle().await;
    let log = b.bot_log();
    assert!(log.contains("answers again: sending through it"), "{log}");

    assert!(discord.rate_limited().is_empty(), "Discord would have refused {:?}", discord.rate_limited());
    for table in [&a, &b] {
        table.assert_no_leaks();
    }
    first.kill(&discord).await;
    second.kill(&discord).await;
}
