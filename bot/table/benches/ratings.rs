//! `tavola ratings --rebuild` at scale: how long deriving every placing and
//! rating again takes for a store of many finished games.
//!
//! ```text
//! cargo bench --locked -p tavola-table --bench ratings [-- GAMES [GUILDS]]
//! ```
//!
//! Fills a SQLite store (on `/dev/shm` when there is one: the fill is not
//! what is measured) with GAMES (default 10,000) random games of every
//! kind, played to their end by three to five people of a pool of 40 per
//! server, over GUILDS servers (default 20), each with its full log (the
//! real actions and events; the intermediate states are left out, as only
//! the final one is read). Then times the rebuild: every finished game's
//! final state and last move read back, its placings derived, and every
//! placing and standing replaced in one transaction.

use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tavola_engine::{AnyGame, GameKind};
use tavola_table::deadlines::Timers;
use tavola_table::record::{LogEntry, SeatRecord, SessionRecord, Status};
use tavola_table::session::derive_placings;
use tavola_table::store::{Committed, SqliteStore, Store};

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let games = args.first().copied().unwrap_or(10_000);
    let guilds = args.get(1).copied().unwrap_or(20).max(1);
    let shm = std::path::Path::new("/dev/shm");
    let base = if shm.is_dir() { shm.to_path_buf() } else { std::env::temp_dir() };
    let dir = base.join(format!("tavola-bench-ratings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let store = SqliteStore::open(&dir.join("tavola.db")).expect("a store");

    let filling = Instant::now();
    let mut rng = StdRng::seed_from_u64(7);
    let mut moves = 0u64;
    for n in 0..games {
        moves += finished_game(&store, n, n % guilds + 1, &mut rng);
    }
    println!(
        "filled {games} finished games ({moves} moves) over {guilds} servers in {:.1} s",
        filling.elapsed().as_secs_f64()
    );

    let started = Instant::now();
    let (placings, unreadable) = derive_placings(&store).expect("derived");
    let derived = started.elapsed();
    store.replace_placings(&placings).expect("replaced");
    let total = started.elapsed();
    assert_eq!(unreadable, 0);
    println!(
        "rebuild: {} placings of {games} games in {:.2} s (reading and deriving {:.2} s, replacing and rating {:.2} s)",
        placings.len(),
        total.as_secs_f64(),
        derived.as_secs_f64(),
        (total - derived).as_secs_f64()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays one random game to its end and stores it with its log; returns
/// how many moves it took.
fn finished_game(store: &dyn Store, n: u64, guild: u64, rng: &mut StdRng) -> u64 {
    let kind = GameKind::ALL[n as usize % GameKind::ALL.len()];
    let info = kind.info();
    let players = rng.gen_range(info.min_players.max(3)..=info.max_players.min(5).max(info.min_players.max(3)));
    let mut people: Vec<u64> = (1..=40).collect();
    people.shuffle(rng);
    let mut game = AnyGame::new(kind, players, &serde_json::json!({}), n).expect("a game");
    let record = SessionRecord {
        id: 0,
        guild,
        channel: 10_000 + n,
        creator: people[0],
        game: kind.id().into(),
        options: serde_json::json!({}),
        target: None,
        seed: n,
        status: Status::Active,
        version: 0,
        seats: people[..players]
            .iter()
            .map(|&u| SeatRecord { user: Some(u), name: format!("P{u}"), dm_open: true })
            .collect(),
        snapshot: Some(serde_json::to_string(&game).expect("serializes")),
        lobby_message: None,
        board_message: Some(1),
        dm_messages: Vec::new(),
        timers: Timers::default(),
    };
    let id = store.create(&record).expect("created");
    let mut version = 0;
    while let Some(&seat) = game.to_act().seats().choose(rng) {
        let action = game.legal(seat).choose(rng).expect("a legal move").action.clone();
        let events = game.apply(seat, &action).expect("legal");
        version += 1;
        let over = game.outcome().is_some();
        let entry = LogEntry {
            version,
            seat: seat.0,
            action,
            by: record.seats[seat.index()].user,
            events: serde_json::to_value(&events).expect("serializes"),
            at: 1_700_000_000 + (n * 1000 + version) as i64,
        };
        // Only the final state is ever read back by a rebuild.
        let snapshot = if over { serde_json::to_string(&game).expect("serializes") } else { "{}".to_owned() };
        let status = if over { Status::Over } else { Status::Active };
        store
            .append(id, &entry, &Committed { snapshot: &snapshot, status, timers: "{}", read_at: None })
            .expect("stored");
    }
    version
}
