//! The store's commit path against raw SQLite, and the PostgreSQL store's,
//! side by side in one run.
//!
//! ```text
//! cargo bench --locked -p tavola-table --bench store [-- MOVES_PER_ROUND [ROUNDS]]
//! ```
//!
//! (a) What the bot does for every move: serialize the game and its timers,
//! then [`Store::append`] (the previous head of the log gives up the state,
//! which is the version check, and the new row takes it: one transaction). (b) One plain `INSERT` per transaction of a
//! row carrying the same snapshot text, on a fresh file with the same
//! pragmas (WAL, `synchronous=FULL`). The two alternate every 50 commits so
//! the disk's moods hit both alike. Only the commit is timed, not the
//! game's rules. Target: (a) at least 80 % of (b). (c) The same moves
//! through the PostgreSQL store, one writer, on a throwaway local server
//! with `fsync` on (as durable as (a)), in the same chunks; then (d) eight
//! writers at once on PostgreSQL, each on sessions of its own, as several
//! bot processes would be (SQLite has one writer at a time).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rusqlite::{params, Connection};
use tavola_engine::{AnyGame, GameKind};
use tavola_table::deadlines::Timers;
use tavola_table::record::{LogEntry, SeatRecord, SessionRecord, Status};
use tavola_table::store::postgres::local::{Durability, LocalServer};
use tavola_table::store::postgres::PgStore;
use tavola_table::store::{Committed, SqliteStore, Store, PRAGMAS};

/// Sessions opened so far: each gets its own channel.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// One live session: its id in the store, its game, its version.
struct Live {
    id: i64,
    game: AnyGame,
    version: u64,
}

/// Opens a session in a channel of its own; `n` picks the game and seed.
fn open_session(store: &dyn Store, n: u64) -> Live {
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
fn store_round(store: &dyn Store, sessions: &mut [Live], moves: usize, rng: &mut StdRng) -> (Duration, Vec<String>) {
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
        store
            .append(live.id, &entry, &Committed { snapshot: &snapshot, status, timers: &timers, read_at: None })
            .expect("stored");
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

/// The PostgreSQL store on a durable throwaway server, or why not.
fn postgres() -> Result<(LocalServer, PgStore), String> {
    let server = LocalServer::start(Durability::Full, "bench")?;
    let store = PgStore::open(&server.database()?).map_err(|e| e.to_string())?;
    Ok((server, store))
}

/// `writers` threads commit `moves` moves each on sessions of their own;
/// returns moves per second over the wall time.
fn concurrent(store: &PgStore, writers: u64, moves: usize) -> f64 {
    let started = Instant::now();
    std::thread::scope(|s| {
        for w in 0..writers {
            s.spawn(move || {
                let mut rng = StdRng::seed_from_u64(100 + w);
                let mut sessions: Vec<Live> =
                    (0..4).map(|_| open_session(store, NEXT.fetch_add(1, Ordering::Relaxed))).collect();
                store_round(store, &mut sessions, moves, &mut rng);
            });
        }
    });
    (writers as usize * moves) as f64 / started.elapsed().as_secs_f64()
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
    let pg = postgres().map_err(|why| println!("PostgreSQL: skipped, no server can run here: {why}")).ok();

    let mut rng = StdRng::seed_from_u64(7);
    let mut sessions: Vec<Live> = (0..20).map(|_| open_session(&store, NEXT.fetch_add(1, Ordering::Relaxed))).collect();
    let mut pg_sessions: Vec<Live> = match &pg {
        Some((_, pg)) => (0..20).map(|_| open_session(pg, NEXT.fetch_add(1, Ordering::Relaxed))).collect(),
        None => Vec::new(),
    };
    println!("{moves} moves per round, {rounds} rounds, WAL + synchronous=FULL, files in {}", dir.display());
    println!(
        "{:>5} {:>16} {:>16} {:>7} {:>12} {:>14}",
        "round", "store moves/s", "raw inserts/s", "ratio", "avg snapshot", "postgres/s"
    );
    let (mut ours, mut theirs, mut postgres_rates) = (Vec::new(), Vec::new(), Vec::new());
    for round in 1..=rounds {
        // Chunks of 50 alternate between them, so that all see the disk in
        // the same mood.
        let (mut spent, mut raw_spent, mut pg_spent, mut payloads) =
            (Duration::ZERO, Duration::ZERO, Duration::ZERO, Vec::new());
        while payloads.len() < moves {
            let chunk_moves = 50.min(moves - payloads.len());
            let (s, chunk) = store_round(&store, &mut sessions, chunk_moves, &mut rng);
            raw_spent += raw_round(&raw, &chunk);
            if let Some((_, pg)) = &pg {
                pg_spent += store_round(pg, &mut pg_sessions, chunk_moves, &mut rng).0;
            }
            spent += s;
            payloads.extend(chunk);
        }
        let (a, b) = (moves as f64 / spent.as_secs_f64(), moves as f64 / raw_spent.as_secs_f64());
        let c = if pg.is_some() { moves as f64 / pg_spent.as_secs_f64() } else { f64::NAN };
        let size = payloads.iter().map(String::len).sum::<usize>() / payloads.len();
        println!("{round:>5} {a:>16.0} {b:>16.0} {:>6.0}% {size:>10} B {c:>14.0}", 100.0 * a / b);
        ours.push(a);
        theirs.push(b);
        postgres_rates.push(c);
    }
    let (a, b, c) = (median(ours), median(theirs), median(postgres_rates));
    println!("median {a:>15.0} {b:>16.0} {:>6.0}%  (target: at least 80%) {c:>14.0}", 100.0 * a / b);
    if let Some((_, pg)) = &pg {
        let writers = 8;
        let rate = concurrent(pg, writers, moves / writers as usize);
        println!("postgres, {writers} writers at once: {rate:.0} moves/s");
    }
    drop(store);
    drop(raw);
    drop(pg);
    let _ = std::fs::remove_dir_all(&dir);
}
