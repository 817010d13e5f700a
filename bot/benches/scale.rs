//! Scale: a cold start with many stored sessions, and the bot's resident
//! memory with many of them live, against the real `tavola` binary and the
//! Discord double.
//!
//! ```text
//! cargo bench --locked -p tavola-bot --bench scale
//! ```
//!
//! Settings (environment): `TAVOLA_BENCH_STORED` (sessions in the store,
//! 10000), `TAVOLA_BENCH_LIVE` (of them running, each in a channel of its
//! own, 1000). Finished games fill the rest. Then:
//!
//! - **cold start**: from spawning `tavola run` to the first answered
//!   interaction (`/game status` in a running game's channel): the store
//!   opened and migrated, the gateway identified, commands registered, the
//!   restart catch-up and the timer task over every stored session;
//! - **memory**: the bot's resident set (`VmRSS`) once every running game
//!   has answered a `/game status`, so each is loaded and cached.
//!
//! Figures are printed, never asserted.

#[path = "../tests/harness/mod.rs"]
mod harness;

use std::time::{Duration, Instant};

use harness::BotProcess;
use tavola_double::{ChannelId, Double, GuildId, Slash, UserId};
use tavola_engine::{AnyGame, GameKind};
use tavola_table::deadlines::Timers;
use tavola_table::record::{LogEntry, SeatRecord, SessionRecord, Status};
use tavola_table::store::{Committed, SqliteStore, Store};

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// A two-seat session of the `n`th game in `channel`, with `moves` random
/// moves played (a finished session is stored as over).
fn store_session(store: &SqliteStore, guild: u64, channel: u64, players: [u64; 3], n: u64, over: bool) {
    let kind = GameKind::ALL[n as usize % GameKind::ALL.len()];
    let seats = kind.info().min_players.max(2);
    let mut game = AnyGame::new(kind, seats, &serde_json::json!({}), n).expect("a game");
    let record = SessionRecord {
        id: 0,
        guild,
        channel,
        creator: players[0],
        game: kind.id().into(),
        options: serde_json::json!({}),
        target: None,
        seed: n,
        status: Status::Active,
        version: 0,
        seats: (0..seats)
            .map(|i| match players.get(i) {
                Some(&user) => SeatRecord { user: Some(user), name: format!("p{user}"), dm_open: false },
                None => SeatRecord::house(i + 1),
            })
            .collect(),
        snapshot: Some(serde_json::to_string(&game).expect("serializes")),
        lobby_message: None,
        board_message: Some(1),
        dm_messages: Vec::new(),
        timers: Timers::default(),
    };
    let id = store.create(&record).expect("created");
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(n);
    for version in 1..=3 {
        let Some(&seat) = game.to_act().seats().first() else { break };
        let action = rand::seq::SliceRandom::choose(&game.legal(seat)[..], &mut rng).expect("legal").action.clone();
        let events = game.apply(seat, &action).expect("applies");
        let entry = LogEntry {
            version,
            seat: seat.0,
            action,
            by: None,
            events: serde_json::to_value(&events).expect("serializes"),
            at: 0,
        };
        let status = if over && version == 3 { Status::Over } else { Status::Active };
        let snapshot = serde_json::to_string(&game).expect("serializes");
        store.append(id, &entry, &Committed { snapshot: &snapshot, status, timers: "{}" }).expect("stored");
        store.set_board_version(id, version).expect("board");
    }
}

fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    runtime.block_on(cold_start_and_memory());
}

async fn cold_start_and_memory() {
    let stored = setting("TAVOLA_BENCH_STORED", 10_000);
    let live = setting("TAVOLA_BENCH_LIVE", 1_000).min(stored);
    let discord = Double::start().await.expect("the double starts");
    discord.set_wait_timeout(Duration::from_secs(60));
    let guild: GuildId = discord.add_guild("Scale");
    // Every seat a person's: a house seat would move at start, and its board
    // (a message id the double never saw) would be edited.
    let people: [UserId; 3] = [discord.add_user("anna"), discord.add_user("ben"), discord.add_user("carla")];
    for p in people {
        discord.add_member(guild, p);
    }
    let channels: Vec<ChannelId> = (0..live).map(|n| discord.add_channel(guild, &format!("game-{n}"))).collect();
    let dir = std::env::temp_dir().join(format!("tavola-scale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("tavola.db");

    let filling = Instant::now();
    {
        let store = SqliteStore::open(&db).expect("store");
        for n in 0..stored {
            let (channel, over) = match channels.get(n as usize) {
                Some(c) => (c.0, false),
                None => (9_000_000 + n, true),
            };
            store_session(&store, guild.0, channel, [people[0].0, people[1].0, people[2].0], n, over);
        }
    }
    let size = std::fs::metadata(&db).map_or(0, |m| m.len());
    println!(
        "{stored} stored sessions ({live} running, 3 moves each), {} MB, written in {:.1} s",
        size >> 20,
        filling.elapsed().as_secs_f64()
    );

    let started = Instant::now();
    let bot = BotProcess::start(&discord, &dir, &db, None).await;
    let connected = started.elapsed();
    let i = discord.slash(people[0], channels[0], Slash::new("game").subcommand("status")).expect("registered");
    discord.wait_for_reply(i).await.expect("answered");
    let first = started.elapsed();
    println!(
        "cold start: connected and commands registered in {:.0} ms; first interaction answered at {:.0} ms (target < 1000)",
        connected.as_secs_f64() * 1000.0,
        first.as_secs_f64() * 1000.0
    );
    let pid = bot.pid().expect("running");
    let before = rss_kb(pid).unwrap_or(0);

    let touching = Instant::now();
    for &channel in &channels {
        let i = discord.slash(people[0], channel, Slash::new("game").subcommand("status")).expect("registered");
        let reply = discord.wait_for_reply(i).await.expect("answered");
        assert!(!reply.embeds.is_empty(), "a board in {channel}: {}", reply.text());
    }
    let after = rss_kb(pid).unwrap_or(0);
    println!(
        "memory: {} MB resident after start, {} MB with {live} running games loaded ({:.1} KB each); {live} status answers in {:.1} s",
        before / 1024,
        after / 1024,
        after.saturating_sub(before) as f64 / live.max(1) as f64,
        touching.elapsed().as_secs_f64()
    );
    assert!(discord.violations().is_empty(), "{:#?}", discord.violations());
    bot.kill(&discord).await;
    let _ = std::fs::remove_dir_all(&dir);
}
