//! Committed moves per second through the bot's store, beside raw SQLite
//! inserts with the same pragmas, in one run.
//!
//! ```text
//! cargo run --release --locked -p tavola-bot --example store_bench [-- --moves N] [--rounds R] [--chunk C]
//! ```
//!
//! (a) Random games of all five titles, played by house players across a
//! pool of sessions created through [`Store::create`]; each move is
//! committed the bot's way: its events as JSON, the game serialized with
//! `serde_json::to_string(&game)`, the clocks serialized, then
//! [`Store::append`] (version check, log row, session row, one
//! transaction). Only that commit path is timed, not the rules engine.
//! (b) One `INSERT` per transaction (autocommit) of a row carrying as many
//! bytes as the move wrote (its snapshot and its log entry), on a separate
//! fresh file in the same directory, same [`PRAGMAS`] (WAL,
//! `synchronous=FULL`). Each round does N of each; within it (a) and (b)
//! alternate every `--chunk` commits (50 by default), each going first
//! every other chunk, so that the disk's moods hit both alike (`--chunk N`
//! alternates whole rounds). Target: (a) at least 80 % of (b).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rusqlite::Connection;
use tavola_bot::deadlines::{ClockSettings, SeatTimer, Timers};
use tavola_bot::store::{Committed, LogEntry, SeatRecord, SessionRecord, SqliteStore, Status, Store, PRAGMAS};
use tavola_engine::{AnyGame, GameKind};

/// Sessions played at once.
const POOL: usize = 10;
/// Untimed moves (and inserts) before the first round.
const WARM_UP: usize = 200;

/// The temporary directory, removed when dropped (even on a panic).
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// One live session: its id in the store, its game, its version, its clocks.
struct Live {
    id: i64,
    game: AnyGame,
    version: u64,
    timers: Timers,
}

/// The bot's side: the store, the sessions being played, the dice.
struct Bot {
    store: SqliteStore,
    sessions: Vec<Live>,
    opened: u64,
    rng: StdRng,
}

impl Bot {
    /// Opens an active session in a channel of its own, as `Sessions::start`
    /// leaves it: every game in turn, every table size in turn.
    fn open_session(&mut self) -> Live {
        let n = self.opened;
        self.opened += 1;
        let kind = GameKind::ALL[n as usize % GameKind::ALL.len()];
        let info = kind.info();
        let players = info.min_players + (n as usize / GameKind::ALL.len()) % (info.max_players - info.min_players + 1);
        let game = AnyGame::new(kind, players, &serde_json::json!({}), n).expect("a game");
        let timers = Timers { settings: Some(ClockSettings::default()), seats: vec![SeatTimer::default(); players] };
        let record = SessionRecord {
            id: 0,
            guild: 1,
            channel: 1000 + n,
            creator: 1,
            game: kind.id().to_owned(),
            options: serde_json::json!({}),
            target: Some(players),
            seed: n,
            status: Status::Active,
            version: 0,
            seats: (0..players).map(|i| SeatRecord::house(i + 1)).collect(),
            snapshot: Some(serde_json::to_string(&game).expect("games serialize")),
            lobby_message: None,
            board_message: None,
            dm_messages: Vec::new(),
            timers: timers.clone(),
        };
        Live { id: self.store.create(&record).expect("session created"), game, version: 0, timers }
    }

    /// Plays and commits `moves` moves; returns the time spent committing,
    /// the part of it spent serializing, and, for each move, the bytes it
    /// wrote (snapshot and clocks, then log entry).
    fn play(&mut self, moves: usize) -> (Duration, Duration, Vec<(usize, usize)>) {
        let (mut spent, mut serializing) = (Duration::ZERO, Duration::ZERO);
        let mut sizes = Vec::with_capacity(moves);
        let mut i = 0;
        while sizes.len() < moves {
            i = (i + 1) % self.sessions.len();
            let Some(seat) = self.sessions[i].game.to_act().seats().first().copied() else {
                self.sessions[i] = self.open_session();
                continue;
            };
            let live = &mut self.sessions[i];
            let action = live.game.legal(seat).choose(&mut self.rng).expect("a legal action").action.clone();
            let applied = live.game.apply(seat, &action).expect("a legal action applies");
            let status = if live.game.outcome().is_some() { Status::Over } else { Status::Active };
            // From here on, what the bot does to commit a move.
            let started = Instant::now();
            let entry = LogEntry {
                version: live.version + 1,
                seat: seat.0,
                action,
                by: None,
                events: serde_json::to_value(&applied).expect("events serialize"),
                at: 1_800_000_000,
            };
            let snapshot = serde_json::to_string(&live.game).expect("games serialize");
            let timers = serde_json::to_string(&live.timers).expect("timers serialize");
            serializing += started.elapsed();
            self.store
                .append(live.id, &entry, &Committed { snapshot: &snapshot, status, timers: &timers })
                .expect("move stored");
            spent += started.elapsed();
            live.version = entry.version;
            let log = entry.action.to_string().len() + entry.events.to_string().len();
            sizes.push((snapshot.len() + timers.len(), log));
        }
        (spent, serializing, sizes)
    }
}

/// Inserts one row per payload, one transaction each; returns the time spent.
fn insert(raw: &Connection, payloads: &[String]) -> Duration {
    let mut stmt = raw.prepare_cached("INSERT INTO moves (payload) VALUES (?1)").expect("prepared");
    let started = Instant::now();
    for p in payloads {
        stmt.execute([p]).expect("row inserted");
    }
    started.elapsed()
}

/// Rows as large as the moves were.
fn payloads(sizes: &[(usize, usize)]) -> Vec<String> {
    sizes.iter().enumerate().map(|(i, (s, l))| format!("{i:08}").repeat((s + l).div_ceil(8))).collect()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn usage() -> ! {
    eprintln!("usage: store_bench [--moves N] [--rounds R] [--chunk C]");
    std::process::exit(2)
}

fn main() {
    let (mut moves, mut rounds, mut chunk) = (1000usize, 5usize, 50usize);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().and_then(|v| v.parse().ok()).filter(|&v| v > 0).unwrap_or_else(|| usage());
        match flag.as_str() {
            "--moves" => moves = value,
            "--rounds" => rounds = value,
            "--chunk" => chunk = value,
            _ => usage(),
        }
    }

    let dir = TempDir(std::env::temp_dir().join(format!("tavola-store-bench-{}", std::process::id())));
    std::fs::create_dir_all(&dir.0).expect("temp dir");
    let store = SqliteStore::open(&dir.0.join("store.db")).expect("store");
    let raw = Connection::open(dir.0.join("raw.db")).expect("raw database");
    raw.execute_batch(PRAGMAS).expect("pragmas");
    raw.execute_batch("CREATE TABLE moves (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)").expect("table");

    let mut bot = Bot { store, sessions: Vec::new(), opened: 0, rng: StdRng::seed_from_u64(7) };
    bot.sessions = (0..POOL).map(|_| bot.open_session()).collect();
    let (_, _, mut sizes) = bot.play(WARM_UP);
    insert(&raw, &payloads(&sizes));

    println!("{moves} moves per round, (a) and (b) alternating every {chunk}, {rounds} rounds, {POOL} sessions");
    println!("WAL + synchronous=FULL, files in {}", dir.0.display());
    println!(
        "{:>6} {:>12} {:>14} {:>7} {:>14} {:>10} {:>9}",
        "round", "(a) moves/s", "(b) inserts/s", "a/b", "(a) serialize", "snapshot", "log row"
    );
    let (mut ours, mut theirs, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let mut b_first = true;
    for round in 1..=rounds {
        let (mut spent, mut serializing, mut raw_spent) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
        let mut written = Vec::with_capacity(moves);
        while written.len() < moves {
            let n = chunk.min(moves - written.len());
            // (b) writes rows as large as the latest (a) chunk's moves, and
            // goes first every other chunk.
            b_first = !b_first;
            if b_first {
                let previous: Vec<_> = sizes.iter().copied().cycle().take(n).collect();
                raw_spent += insert(&raw, &payloads(&previous));
            }
            let (t, s, played) = bot.play(n);
            spent += t;
            serializing += s;
            sizes = played;
            if !b_first {
                raw_spent += insert(&raw, &payloads(&sizes));
            }
            written.extend_from_slice(&sizes);
        }
        let (a, b) = (moves as f64 / spent.as_secs_f64(), moves as f64 / raw_spent.as_secs_f64());
        let snapshot = written.iter().map(|s| s.0).sum::<usize>() / moves;
        let log = written.iter().map(|s| s.1).sum::<usize>() / moves;
        let ser = serializing.as_secs_f64() * 1e6 / moves as f64;
        println!("{round:>6} {a:>12.0} {b:>14.0} {:>6.1}% {ser:>8.1} µs/mv {snapshot:>8} B {log:>7} B", 100.0 * a / b);
        ours.push(a);
        theirs.push(b);
        ratios.push(a / b);
    }
    let (a, b) = (median(ours), median(theirs));
    println!("{:>6} {a:>12.0} {b:>14.0} {:>6.1}%  (target: at least 80 %)", "median", 100.0 * a / b);
    println!("median of the rounds' a/b: {:.1}%", 100.0 * median(ratios));
    println!("{} sessions opened, {} games played to the end", bot.opened, bot.opened as usize - POOL);
    drop(bot);
    drop(raw);
}
