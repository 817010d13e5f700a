//! The store's commit path against raw SQLite, side by side in one run.
//!
//! ```text
//! cargo bench --locked -p tavola-bot --bench store [-- MOVES_PER_ROUND [ROUNDS]]
//! ```
//!
//! (a) What the bot does for every move: serialize the game and its timers,
//! then [`Store::append`] (the previous head of the log gives up the state,
//! which is the version check, and the new row takes it: one transaction). (b) One plain `INSERT` per transaction of a
//! row carrying the same snapshot text, on a fresh file with the same
//! pragmas (WAL, `synchronous=FULL`). The two alternate every 50 commits so
//! the disk's moods hit both alike. Only the commit is timed, not the
//! game's rules. Target: (a) at least 80 % of (b).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rusqlite::{params, Connection};
use tavola_bot::deadlines::Timers;
use tavola_bot::store::{Committed, LogEntry, SeatRecord, SessionRecord, SqliteStore, Status, Store, PRAGMAS};
use tavola_engine::{AnyGame, GameKind};

/// Sessions opened so far: each gets its own channel.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// One live session: its id in the store, its game, its version.
struct Live {
    id: i64,
    game: AnyGame,
    version: u64,
}

/// Opens a session in a channel of its own; `n` picks the game and seed.
fn open_session(store: &SqliteStore, n: u64) -> Live {
    let kind = GameKind::ALL[n as usize % GameKind::ALL.len()];
    let players = kind.info().min_players.max(3).min(kind.info().max_players);
    let game = AnyGame::new(kind, players, &serde_json::json!({}), n).expect("a game");
    let record = SessionRecord {
        id: 0,
        guild: 1,
        channel: 1000 + n,
        creator: 1,
        game: kind.id().into(),
        options: serde_json::json!({}),
        target: None,
        seed: n,
        status: Status::Active,
        version: 0,
        seats: (0..players).map(|i| SeatRecord::house(i + 1)).collect(),
        snapshot: Some(serde_json::to_string(&game).expect("serializes")),
        lobby_message: None,
        board_message: None,
        dm_messages: Vec::new(),
        timers: Timers::default(),
    };
    Live { id: store.create(&record).expect("created"), game, version: 0 }
}

/// Commits `moves` random moves through the store; returns the time spent
/// committing and the snapshots written.
fn store_round(store: &SqliteStore, sessions: &mut [Live], moves: usize, rng: &mut StdRng) -> (Duration, Vec<String>) {
    let mut spent = Duration::ZERO;
    let mut written = Vec::with_capacity(moves);
    let timers = Timers::default();
    let mut i = 0;
    while written.len() < moves {
        i = (i + 1) % sessions.len();
        let live = &mut sessions[i];
        let Some(seat) = live.game.to_act().seats().first().copied() else {
            sessions[i] = open_session(store, NEXT.fetch_add(1, Ordering::Relaxed));
            continue;
        };
        let action = live.game.legal(seat).choose(rng).expect("a legal move").action.clone();
        let events = live.game.apply(seat, &action).expect("legal");
        let entry = LogEntry {
            version: live.version + 1,
            seat: seat.0,
            action,
            by: None,
            events: serde_json::to_value(&events).expect("serializes"),
            at: 0,
        };
        let status = if live.game.outcome().is_some() { Status::Over } else { Status::Active };
        let started = Instant::now();
        let snapshot = serde_json::to_string(&live.game).expect("serializes");
        let timers = serde_json::to_string(&timers).expect("serializes");
        store.append(live.id, &entry, &Committed { snapshot: &snapshot, status, timers: &timers }).expect("stored");
        spent += started.elapsed();
        live.version += 1;
        written.push(snapshot);
    }
    (spent, written)
}

/// Inserts the same snapshots as plain rows, one transaction each.
fn raw_round(conn: &Connection, payloads: &[String]) -> Duration {
    let mut insert = conn.prepare_cached("INSERT INTO moves (payload) VALUES (?1)").expect("prepared");
    let started = Instant::now();
    for p in payloads {
        insert.execute(params![p]).expect("inserted");
    }
    started.elapsed()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let moves = args.first().copied().unwrap_or(1000);
    let rounds = args.get(1).copied().unwrap_or(5);
    let dir = std::env::temp_dir().join(format!("tavola-store-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let store = SqliteStore::open(&dir.join("store.db")).expect("store");
    let raw = Connection::open(dir.join("raw.db")).expect("raw");
    raw.execute_batch(PRAGMAS).expect("pragmas");
    raw.execute_batch("CREATE TABLE moves (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)").expect("table");

    let mut rng = StdRng::seed_from_u64(7);
    let mut sessions: Vec<Live> = (0..20).map(|_| open_session(&store, NEXT.fetch_add(1, Ordering::Relaxed))).collect();
    println!("{moves} moves per round, {rounds} rounds, WAL + synchronous=FULL, files in {}", dir.display());
    println!("{:>5} {:>16} {:>16} {:>7} {:>12}", "round", "store moves/s", "raw inserts/s", "ratio", "avg snapshot");
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for round in 1..=rounds {
        // Chunks of 50 alternate between the two, so that both see the disk
        // in the same mood.
        let (mut spent, mut raw_spent, mut payloads) = (Duration::ZERO, Duration::ZERO, Vec::new());
        while payloads.len() < moves {
            let (s, chunk) = store_round(&store, &mut sessions, 50.min(moves - payloads.len()), &mut rng);
            raw_spent += raw_round(&raw, &chunk);
            spent += s;
            payloads.extend(chunk);
        }
        let (a, b) = (moves as f64 / spent.as_secs_f64(), moves as f64 / raw_spent.as_secs_f64());
        let size = payloads.iter().map(String::len).sum::<usize>() / payloads.len();
        println!("{round:>5} {a:>16.0} {b:>16.0} {:>6.0}% {size:>10} B", 100.0 * a / b);
        ours.push(a);
        theirs.push(b);
    }
    let (a, b) = (median(ours), median(theirs));
    println!("median {a:>15.0} {b:>16.0} {:>6.0}%  (target: at least 80%)", 100.0 * a / b);
    drop(store);
    drop(raw);
    let _ = std::fs::remove_dir_all(&dir);
}
