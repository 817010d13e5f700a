//! Scale: many stored games, many running, one or more bot processes,
//! players moving all the while, through the Discord double with Discord's
//! rate limits on; against the real `tavola` binary.
//!
//! ```text
//! cargo bench --locked -p tavola-bot --bench scale -- --stored 100000 --live 10000 --processes 2 --json
//! cargo bench --locked -p tavola-bot --bench scale -- --stored 10000 --live 1000 --processes 1 --json
//! ```
//!
//! Options: `--stored N` (sessions in the store, 10000), `--live N` (of
//! them running, each in a channel of its own, 1000), `--processes N` (1;
//! more than one run on PostgreSQL, one shard each, the first keeping
//! Discord's rate limit for all), `--database sqlite|postgres` (SQLite
//! for one process, else PostgreSQL, a throwaway local server with
//! `fsync` on), `--seconds N` (the measured play, 120), `--move-every N`
//! (each running game's mean seconds between moves, 120), `--global N`
//! (the bot's global rate limit, requests a second, in the double and the
//! bot alike: 50 is Discord's default, which it raises for large bots;
//! 500 here), `--pictures on|off` (on), `--json` (the last line is a JSON
//! object of the figures). Finished games fill the rest of the store.
//! `TAVOLA_BENCH_DEBUG` set: the three slowest boards, with what their
//! channel saw meanwhile.
//!
//! What is measured:
//! - **start**: from spawning each `tavola run` to its first answered
//!   interaction (`/game status` in one of its servers' channels);
//! - **catch-up**: the running games are written straight into the store,
//!   never shown, so each bot posts their boards when it starts; the play
//!   begins once every running game has its board, and the catch-up is
//!   timed on its own (a bot restarted with its boards up to date has
//!   none);
//! - **answers**: every interaction of the play, from its event's arrival
//!   on the bot's gateway connection to the bot's answer (the target's
//!   measure), and from the click's creation in the double, the double's
//!   own queue before the event went out included (Discord's window);
//!   how many were late (no answer within Discord's 3 s of the creation);
//!   and, from each bot's own metrics (read before and after the play),
//!   where an answer's time went: the bot's answer, its store commit, a
//!   click's answer request, the wait for a blocking thread, the
//!   interaction's age when the bot started on it (histogram buckets: a
//!   p99 is the bucket bound under which it fell); and the double's own
//!   wait on each answer (`Request::waited`), so its share is told apart;
//! - **CPU**: each bot's, the bench's own (the double and the players) and
//!   the whole machine's share busy during the play;
//! - **boards**: from a move's answer to the first write to its channel
//!   after it (its board, or a scoring notice before it), from the
//!   double's own request log; a secret step (a bid, a hidden choice)
//!   leaves the board as it is, so about a fifth of the moves have no
//!   write to time (as many as draw no picture);
//! - **memory**: each process's largest resident set during the play;
//! - **Discord**: the play's requests per second at the busiest second,
//!   and every 429 the double would have returned, catch-up included (none
//!   expected).
//!
//! Figures are printed, never asserted.

#[path = "../tests/harness/mod.rs"]
mod harness;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use harness::{BotProcess, Table};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tavola_double::{ChannelId, Double, GuildId, InteractionId, Quota, RateLimits, Slash, UserId};
use tavola_engine::{AnyGame, GameKind};
use tavola_table::deadlines::Timers;
use tavola_table::record::{SeatRecord, SessionRecord, Status};
use tavola_table::standings::{Entrant, Placing};
use tavola_table::store::postgres::local::{Durability, LocalServer};
use tavola_table::store::Store;

/// Games per server, as on a busy community server.
const SESSIONS_PER_SERVER: u64 = 25;

/// The run's settings, from the command line.
#[derive(Debug)]
struct Options {
    stored: u64,
    live: u64,
    processes: u32,
    postgres: bool,
    seconds: u64,
    move_every: f64,
    global: u32,
    pictures: bool,
    json: bool,
}

impl Options {
    fn read() -> Options {
        let args: Vec<String> = std::env::args().collect();
        let value = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
        let number = |name: &str, default: u64| value(name).and_then(|v| v.parse().ok()).unwrap_or(default);
        let processes = u32::try_from(number("--processes", 1).max(1)).expect("a few processes");
        let stored = number("--stored", 10_000);
        Options {
            stored,
            live: number("--live", 1_000).min(stored),
            processes,
            postgres: processes > 1 || value("--database").as_deref() == Some("postgres"),
            seconds: number("--seconds", 120),
            move_every: number("--move-every", 120) as f64,
            global: u32::try_from(number("--global", 500)).expect("a limit"),
            pictures: value("--pictures").as_deref() != Some("off"),
            json: args.iter().any(|a| a == "--json"),
        }
    }
}

/// A running game's place: its channel, its server's shard, its people
/// and their DM channels (which the bot asked for when they sat down, and
/// kept).
#[derive(Clone, Copy)]
struct Live {
    channel: ChannelId,
    people: [UserId; 2],
    dms: [ChannelId; 2],
}

/// A session as stored: `kind`'s game for two people, new, on `channel`.
fn session(n: u64, guild: u64, channel: u64, people: [u64; 2], status: Status) -> SessionRecord {
    let kind = GameKind::ALL[n as usize % GameKind::ALL.len()];
    let seats = kind.info().min_players.max(2);
    let game = AnyGame::new(kind, seats, &serde_json::json!({}), n).expect("a game");
    SessionRecord {
        id: 0,
        guild,
        channel,
        creator: people[0],
        game: kind.id().into(),
        options: serde_json::json!({}),
        target: None,
        seed: n,
        status,
        version: 0,
        seats: (0..seats)
            .map(|i| match people.get(i) {
                Some(&user) => SeatRecord { user: Some(user), name: format!("p{user}"), dm_open: true },
                None => SeatRecord::house(i + 1),
            })
            .collect(),
        snapshot: Some(serde_json::to_string(&game).expect("serializes")),
        lobby_message: None,
        board_message: None,
        dm_messages: Vec::new(),
        timers: Timers::default(),
    }
}

/// Writes the store: the running games in their channels, finished ones
/// for the rest, from four threads (PostgreSQL commits in parallel).
fn fill(store: Arc<dyn Store>, options: &Options, guild_of: &[GuildId], live: &[Live]) {
    let threads = 4;
    std::thread::scope(|scope| {
        for t in 0..threads {
            let store = store.clone();
            scope.spawn(move || {
                for n in (t..options.stored).step_by(threads as usize) {
                    let record = match live.get(n as usize) {
                        Some(l) => session(
                            n,
                            guild_of[n as usize].0,
                            l.channel.0,
                            [l.people[0].0, l.people[1].0],
                            Status::Active,
                        ),
                        None => session(n, 42, 9_000_000_000 + n, [7, 8], Status::Over),
                    };
                    store.create(&record).expect("stored");
                }
            });
        }
    });
    for l in live {
        for (person, dm) in l.people.iter().zip(l.dms) {
            store.set_dm_channel(person.0, dm.0).expect("a DM channel kept");
        }
    }
    // The newest finished game has its placings, as on a bot that kept
    // them all: the start derives none.
    if let Some(newest) = store.finished().expect("finished games").last().copied() {
        let record = store.load(newest).expect("loads").expect("stored");
        let placings: Vec<Placing> = (0..2u8)
            .map(|seat| Placing {
                session: newest,
                guild: record.guild,
                game: record.game.clone(),
                channel: record.channel,
                message: None,
                entrant: Entrant::Person(7 + u64::from(seat)),
                seat,
                rank: seat + 1,
                score: 10 - i32::from(seat),
                players: 2,
                rated: true,
                ended_at: 0,
            })
            .collect();
        store.set_placings(newest, record.guild, &record.game, &placings).expect("placings");
    }
}

/// The server's settings as docs/hosting.md has a host size them for its
/// store: shared buffers of 10 KB a stored game, room for the whole
/// database (2.8 KB a game here, where the logs are short), never under
/// PostgreSQL's default of 128 MB.
fn host_settings(stored: u64) -> Vec<String> {
    let megabytes = (stored * 10 / 1024).max(128);
    vec![format!("shared_buffers={megabytes}MB")]
}

/// A process's CPU time so far (user and system), from `/proc/PID/stat`.
fn cpu_secs(pid: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's closing parenthesis; utime and stime
    // are the 12th and 13th of them, in clock ticks (100 a second on Linux).
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// The whole machine's busy and total CPU time so far, from `/proc/stat`.
fn machine_cpu_secs() -> Option<(f64, f64)> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let ticks: Vec<u64> = stat.lines().next()?.split_whitespace().skip(1).filter_map(|f| f.parse().ok()).collect();
    let total: u64 = ticks.iter().take(8).sum();
    let idle = ticks.get(3)? + ticks.get(4)?;
    Some(((total - idle) as f64 / 100.0, total as f64 / 100.0))
}

/// CPU readings at one moment: each bot's, the bench's own (the double and
/// the players), and the machine's busy and total.
struct Cpu {
    bots: Vec<f64>,
    bench: f64,
    machine: (f64, f64),
}

impl Cpu {
    fn read(pids: &[u32]) -> Cpu {
        Cpu {
            bots: pids.iter().map(|p| cpu_secs(&p.to_string()).unwrap_or(0.0)).collect(),
            bench: cpu_secs("self").unwrap_or(0.0),
            machine: machine_cpu_secs().unwrap_or((0.0, 0.0)),
        }
    }
}

/// A histogram of one bot's metrics, its buckets summed over labels:
/// (upper bound in seconds, count at or under it), in order.
fn histogram(metrics: &str, name: &str) -> Vec<(f64, f64)> {
    let mut buckets: Vec<(f64, f64)> = Vec::new();
    let prefix = format!("{name}_bucket{{");
    for line in metrics.lines().filter(|l| l.starts_with(&prefix)) {
        let Some((labels, count)) = line.rsplit_once(' ') else { continue };
        let Some(le) = labels.split("le=\"").nth(1).and_then(|r| r.split('"').next()) else { continue };
        let bound = if le == "+Inf" { f64::INFINITY } else { le.parse().unwrap_or(f64::NAN) };
        let count: f64 = count.parse().unwrap_or(0.0);
        match buckets.iter_mut().find(|(b, _)| *b == bound) {
            Some(b) => b.1 += count,
            None => buckets.push((bound, count)),
        }
    }
    buckets.sort_by(|a, b| a.0.total_cmp(&b.0));
    buckets
}

/// One bot's metrics, as Prometheus reads them.
fn scrape(addr: &str) -> String {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(addr) else { return String::new() };
    let _ = write!(stream, "GET /metrics HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    let mut text = String::new();
    let _ = stream.read_to_string(&mut text);
    text
}

/// What a histogram recorded between two scrapes of each bot, summed over
/// the bots: (upper bound in seconds, count at or under it).
fn recorded_between(before: &[String], after: &[String], name: &str) -> Vec<(f64, f64)> {
    let mut sum: Vec<(f64, f64)> = Vec::new();
    for (b, a) in before.iter().zip(after) {
        let (b, a) = (histogram(b, name), histogram(a, name));
        for (bound, count) in a {
            let earlier = b.iter().find(|(x, _)| *x == bound).map_or(0.0, |(_, c)| *c);
            match sum.iter_mut().find(|(x, _)| *x == bound) {
                Some(s) => s.1 += count - earlier,
                None => sum.push((bound, count - earlier)),
            }
        }
    }
    sum.sort_by(|a, b| a.0.total_cmp(&b.0));
    sum
}

/// How far a counter went up between two scrapes of each bot, summed over
/// the bots and over its series whose labels include `label`.
fn counted_between(before: &[String], after: &[String], name: &str, label: &str) -> f64 {
    let total = |metrics: &str| -> f64 {
        let series = metrics.lines().filter(|l| l.starts_with(name) && l.contains(label));
        series.filter_map(|l| l.rsplit_once(' ')?.1.parse::<f64>().ok()).sum()
    };
    before.iter().zip(after).map(|(b, a)| total(a) - total(b)).sum()
}

/// The bucket bound under which a share `q` of the recorded values fell,
/// and the share at or under `within` seconds (a bucket's bound).
fn from_buckets(buckets: &[(f64, f64)], q: f64, within: f64) -> (f64, f64) {
    let total = buckets.last().map_or(0.0, |(_, c)| *c);
    if total == 0.0 {
        return (0.0, 0.0);
    }
    let bound = buckets.iter().find(|(_, c)| *c >= q * total).map_or(f64::INFINITY, |(b, _)| *b);
    let share = buckets.iter().find(|(b, _)| *b >= within).map_or(1.0, |(_, c)| c / total);
    (bound, share)
}

/// PostgreSQL's own count of the transactions committed in the database
/// at `url` and the rows its queries returned (every statement the bots
/// send outside a transaction is one).
fn store_counts(server: &LocalServer, url: &str) -> Option<(f64, f64)> {
    let name = url.rsplit('/').next()?.split('?').next()?;
    let sql = "SELECT xact_commit, tup_returned FROM pg_stat_database WHERE datname = current_database()";
    let rows = server.rows_on(name, sql).ok()?;
    let (commits, rows) = rows.first()?.split_once('|')?;
    Some((commits.parse().ok()?, rows.parse().ok()?))
}

fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status.lines().find(|l| l.starts_with("VmRSS:"))?.split_whitespace().nth(1)?.parse().ok()
}

/// What the play recorded.
#[derive(Default)]
struct Played {
    /// Every interaction sent, with its channel and whether it made a move.
    interactions: Vec<(InteractionId, ChannelId, bool)>,
    /// Interactions that got no answer in time.
    failed: usize,
}

/// One move in a running game: whoever has a decision (of its two people)
/// opens their panel and clicks through it, as the latency benchmark does.
async fn one_move(discord: Double, game: Live, played: Arc<Mutex<Played>>, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut people = game.people;
    people.shuffle(&mut rng);
    let note = |i: InteractionId, moved: bool| played.lock().unwrap().interactions.push((i, game.channel, moved));
    for who in people {
        let Ok(i) = discord.slash(who, game.channel, Slash::new("play")) else { return };
        let Ok(panel) = discord.wait_for_reply(i).await else {
            note(i, false);
            played.lock().unwrap().failed += 1;
            return;
        };
        note(i, false);
        let mut reply = panel;
        for _ in 0..4 {
            let confirm = reply.custom_ids().into_iter().find(|id| id.contains(":ok:") || id.contains(":okm:"));
            let click = match confirm {
                Some(ok) => discord.click(who, reply.id, &ok),
                None => {
                    let options = Table::panel_moves(&reply);
                    let Some((id, value)) = options.choose(&mut rng).cloned() else { break };
                    if value.is_empty() {
                        discord.click(who, reply.id, &id)
                    } else {
                        discord.select(who, reply.id, &id, &[value.as_str()])
                    }
                }
            };
            let Ok(i) = click else { return };
            match discord.wait_for_reply(i).await {
                Ok(r) => reply = r,
                Err(_) => {
                    note(i, false);
                    played.lock().unwrap().failed += 1;
                    return;
                }
            }
            let moved = reply.content.starts_with('✅');
            note(i, moved);
            if moved {
                return;
            }
        }
    }
}

/// The channel a successful message write went to, if the request was one.
fn written_channel(r: &tavola_double::Request) -> Option<u64> {
    let rest = r.path().strip_prefix("/channels/")?;
    let mut parts = rest.split('/');
    let channel = parts.next()?.parse().ok()?;
    let writes = parts.next() == Some("messages") && (r.method == "POST" || r.method == "PATCH") && r.status < 300;
    writes.then_some(channel)
}

/// Waits for the start's catch-up: the bench writes its running games
/// straight into the store, never shown, so each bot posts every one's
/// board (and tells whoever owes a decision) when it starts, as after a
/// long stop; a bot restarted with its boards up to date posts none. The
/// play is measured once every running game has its board and Discord's
/// requests have been quiet for a few seconds (the pictures that followed
/// text boards are in), so it measures a bot at work; the catch-up is
/// timed on its own, from `began` (the first bot's start) and the request
/// count `from` then: a bot starts catching up at once, so boards go out
/// while the next process starts. Returns how long it took and how many
/// requests it made.
async fn catch_up(discord: &Double, live: &[Live], began: Instant, from: usize) -> (Duration, usize) {
    let mut seen = from;
    let mut boarded: std::collections::HashSet<u64> = std::collections::HashSet::new();
    let wanted: std::collections::HashSet<u64> = live.iter().map(|g| g.channel.0).collect();
    let mut quiet_since = Instant::now();
    while began.elapsed() < Duration::from_secs(900) {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let new = discord.requests_since(seen);
        seen += new.len();
        if !new.is_empty() {
            quiet_since = Instant::now();
        }
        boarded.extend(new.iter().filter_map(written_channel).filter(|c| wanted.contains(c)));
        if boarded.len() == wanted.len() && quiet_since.elapsed() >= Duration::from_secs(3) {
            break;
        }
    }
    if boarded.len() < wanted.len() {
        eprintln!("catch-up: only {} of {} running games got their board within 900 s", boarded.len(), wanted.len());
    }
    (began.elapsed().saturating_sub(Duration::from_secs(3)), seen - from)
}

/// The slowest hundredth of the answers, by when they were sent, with the
/// process that answered: whether they come in bursts, and whether a burst
/// is one process's stall or the whole machine's.
fn slowest_answers(
    discord: &Double,
    interactions: &[(InteractionId, ChannelId, bool)],
    shard_of: &HashMap<ChannelId, u64>,
) {
    // A snowflake's top bits are its creation time in milliseconds.
    let created = |i: &InteractionId| (i.0 >> 22) as f64 / 1000.0;
    let Some(first) = interactions.iter().map(|(i, _, _)| created(i)).reduce(f64::min) else { return };
    let mut timed: Vec<(f64, f64, bool, f64, u64)> = interactions
        .iter()
        .filter_map(|(i, channel, moved)| {
            let (bot, whole) = (discord.answer_time(*i)?, discord.response_time(*i)?);
            let process = shard_of.get(channel).copied().unwrap_or_default();
            Some((bot.as_secs_f64() * 1000.0, created(i) - first, *moved, whole.as_secs_f64() * 1000.0, process))
        })
        .collect();
    timed.sort_by(|a, b| b.0.total_cmp(&a.0));
    let slowest = &mut timed[..interactions.len().div_ceil(100)];
    slowest.sort_by(|a, b| a.1.total_cmp(&b.1));
    // Discord's epoch, 2015, in Unix seconds: the play's start on the wall
    // clock, to set beside the bots' logs.
    const DISCORD_EPOCH_S: f64 = 1_420_070_400.0;
    eprintln!(
        "the slowest hundredth of the answers (second of the play from its first click at Unix time {:.3} s, \
         ms from arrival and from the click, process):",
        first + DISCORD_EPOCH_S
    );
    for (ms, at, moved, whole, process) in slowest.iter() {
        eprintln!("  {at:7.2} s {ms:6.1} ms {whole:6.1} ms {} {process}", if *moved { "move  " } else { "panel " });
    }
}

fn quantile(times: &mut [f64], q: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    times.sort_by(f64::total_cmp);
    times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1]
}

fn main() {
    let options = Options::read();
    std::env::set_var("TAVOLA_BOARD_IMAGES", if options.pictures { "on" } else { "off" });
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    runtime.block_on(scale(options));
}

async fn scale(options: Options) {
    let discord = Double::start().await.expect("the double starts");
    discord.set_wait_timeout(Duration::from_secs(120));
    discord.set_rate_limits(RateLimits { global: Some(Quota::per_second(options.global)), ..RateLimits::discord() });
    let dir = std::env::temp_dir().join(format!("tavola-scale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();

    // The scene is set before the bots connect, as on Discord.
    let servers = options.live.div_ceil(SESSIONS_PER_SERVER).max(1);
    let guilds: Vec<GuildId> = (0..servers)
        .map(|g| {
            let shard = u32::try_from(g).expect("servers") % options.processes;
            discord.add_guild_on_shard(&format!("Scale {g}"), shard, options.processes)
        })
        .collect();
    let mut guild_of = Vec::new();
    let live: Vec<Live> = (0..options.live)
        .map(|n| {
            let guild = guilds[(n / SESSIONS_PER_SERVER) as usize];
            guild_of.push(guild);
            let channel = discord.add_channel(guild, &format!("game-{n}"));
            let people = [discord.add_user(&format!("a{n}")), discord.add_user(&format!("b{n}"))];
            for p in people {
                discord.add_member(guild, p);
            }
            Live { channel, people, dms: people.map(|p| discord.dm_channel(p)) }
        })
        .collect();

    let postgres = options.postgres.then(|| {
        LocalServer::start_with(Durability::Full, "scale", &host_settings(options.stored)).expect("a PostgreSQL server")
    });
    let database = match &postgres {
        Some(server) => std::path::PathBuf::from(server.database().expect("a database")),
        None => dir.join("tavola.db"),
    };
    let filling = Instant::now();
    let store = tavola_table::store::open(&database).expect("the store opens");
    fill(store.clone(), &options, &guild_of, &live);
    drop(store);
    println!(
        "{} stored sessions ({} running) on {}, written in {:.1} s",
        options.stored,
        options.live,
        if options.postgres { "PostgreSQL" } else { "SQLite" },
        filling.elapsed().as_secs_f64()
    );

    // The first process keeps Discord's rate limit; the others send through it.
    let gate = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let (gate_addr, gate_url, global) = (gate.to_string(), format!("http://{gate}"), options.global.to_string());
    let mut bots = Vec::new();
    let mut start_ms = Vec::new();
    // Each bot's metrics, read before and after the play: its own view of
    // its answers and its store's commits.
    let metrics: Vec<String> = (0..options.processes)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().to_string())
        .collect();
    let (bots_began, requests_before) = (Instant::now(), discord.request_count());
    for shard in 0..options.processes {
        let mut env = vec![
            ("TAVOLA_DISCORD_GLOBAL_LIMIT", global.as_str()),
            ("TAVOLA_METRICS_ADDR", metrics[shard as usize].as_str()),
        ];
        if options.processes > 1 {
            env.push(if shard == 0 {
                ("TAVOLA_RATE_LIMIT_ADDR", gate_addr.as_str())
            } else {
                ("TAVOLA_RATE_LIMIT_URL", gate_url.as_str())
            });
        }
        let started = Instant::now();
        let bot = BotProcess::start_on_shard(&discord, &dir, &database, (shard, options.processes), &env).await;
        // A running game on one of this process's servers.
        let game = (0..options.live as usize)
            .find(|&n| guild_of[n] == guilds[shard as usize % guilds.len()])
            .map(|n| live[n])
            .expect("a game on each shard");
        let i =
            discord.slash(game.people[0], game.channel, Slash::new("game").subcommand("status")).expect("registered");
        discord.wait_for_reply(i).await.expect("answered");
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        println!("process {shard}: first interaction answered {ms:.0} ms after it was started");
        start_ms.push(ms);
        bots.push(bot);
    }
    let (caught_up, catch_up_requests) = catch_up(&discord, &live, bots_began, requests_before).await;
    println!(
        "catch-up: the {} running games' boards posted in {:.1} s ({catch_up_requests} requests)",
        options.live,
        caught_up.as_secs_f64()
    );
    let pids: Vec<u32> = bots.iter().filter_map(BotProcess::pid).collect();
    let idle_rss: Vec<u64> = pids.iter().map(|&p| rss_kb(p).unwrap_or(0) / 1024).collect();

    // The play: each running game moves every `move_every` seconds on
    // average, the moments at random.
    let rate = options.live as f64 / options.move_every;
    let played = Arc::new(Mutex::new(Played::default()));
    let busy: Arc<Vec<AtomicBool>> = Arc::new((0..options.live).map(|_| AtomicBool::new(false)).collect());
    let peak_rss = Arc::new(Mutex::new(idle_rss.clone()));
    let sampling = {
        let (pids, peak) = (pids.clone(), peak_rss.clone());
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_secs(1)).await;
                let mut peak = peak.lock().unwrap();
                for (i, &pid) in pids.iter().enumerate() {
                    peak[i] = peak[i].max(rss_kb(pid).unwrap_or(0) / 1024);
                }
            }
        })
    };
    let mut rng = StdRng::seed_from_u64(7);
    let scraped_before: Vec<String> = metrics.iter().map(|a| scrape(a)).collect();
    let cpu_before = Cpu::read(&pids);
    let counted = |server: &LocalServer| store_counts(server, database.to_str()?);
    let store_before = postgres.as_ref().and_then(counted);
    let play_from = discord.request_count();
    let began = Instant::now();
    let mut next = Instant::now();
    let mut tasks = Vec::new();
    let mut skipped = 0;
    while began.elapsed() < Duration::from_secs(options.seconds) {
        let gap = -rng.gen::<f64>().max(1e-9).ln() / rate;
        next += Duration::from_secs_f64(gap);
        tokio::time::sleep_until(next.into()).await;
        let n = rng.gen_range(0..options.live as usize);
        if busy[n].swap(true, Ordering::SeqCst) {
            skipped += 1;
            continue;
        }
        let (discord, played, busy, game, seed) = (discord.clone(), played.clone(), busy.clone(), live[n], rng.gen());
        tasks.push(tokio::spawn(async move {
            one_move(discord, game, played, seed).await;
            busy[n].store(false, Ordering::SeqCst);
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    let play = began.elapsed();
    let cpu_after = Cpu::read(&pids);
    let scraped_after: Vec<String> = metrics.iter().map(|a| scrape(a)).collect();
    // The boards of the last moves.
    tokio::time::sleep(Duration::from_secs(3)).await;
    sampling.abort();
    // Counted once the last boards are out (they belong to the moves).
    let store_after = postgres.as_ref().and_then(counted);
    let rss_mb = peak_rss.lock().unwrap().clone();

    let played = std::mem::take(&mut *played.lock().unwrap());
    let times = |of: fn(&Double, InteractionId) -> Option<Duration>| -> Vec<f64> {
        played.interactions.iter().filter_map(|(i, _, _)| of(&discord, *i)).map(|d| d.as_secs_f64() * 1000.0).collect()
    };
    // The bot's share, from the event's arrival on its connection; and the
    // whole, from the click's creation in the double (Discord's window).
    let (mut answers, mut from_click) = (times(Double::answer_time), times(Double::response_time));
    let late = played.failed + from_click.iter().filter(|&&ms| ms > 3000.0).count();
    let moves = played.interactions.iter().filter(|(_, _, moved)| *moved).count();

    // Boards, from the double's log: each move's answer, then its
    // channel's next write.
    // The play's requests only (the start's catch-up is counted above).
    let requests = discord.requests_since(play_from);
    // The double's own time on the bot's answers (its lock and its checks).
    let mut double_waits: Vec<f64> =
        requests.iter().filter(|r| r.path().ends_with("/callback")).map(|r| r.waited.as_secs_f64() * 1000.0).collect();
    let double_wait_p99 = quantile(&mut double_waits, 0.99);
    let mut answered_at: HashMap<u64, Duration> = HashMap::new();
    let mut writes: HashMap<u64, Vec<Duration>> = HashMap::new();
    for r in &requests {
        let path = r.path();
        if let Some(rest) = path.strip_prefix("/interactions/") {
            if let Some(id) = rest.split('/').next().and_then(|s| s.parse().ok()) {
                answered_at.entry(id).or_insert(r.at);
            }
        } else if let Some(channel) = written_channel(r) {
            writes.entry(channel).or_default().push(r.at);
        }
    }
    // Each move's board: how long after its answer, in which channel, when.
    let mut timed: Vec<(f64, u64, Duration)> = played
        .interactions
        .iter()
        .filter(|(_, _, moved)| *moved)
        .filter_map(|(i, channel, _)| {
            let at = *answered_at.get(&i.0)?;
            let board = writes.get(&channel.0)?.iter().find(|w| **w >= at)?;
            Some(((*board - at).as_secs_f64(), channel.0, at))
        })
        .collect();
    let mut boards: Vec<f64> = timed.iter().map(|(secs, _, _)| secs * 1000.0).collect();
    if std::env::var_os("TAVOLA_BENCH_DEBUG").is_some() {
        let shard_of: HashMap<ChannelId, u64> = live
            .iter()
            .enumerate()
            .map(|(n, game)| (game.channel, (n as u64 / SESSIONS_PER_SERVER) % u64::from(options.processes)))
            .collect();
        slowest_answers(&discord, &played.interactions, &shard_of);
        // The slowest boards, with what their channel saw.
        timed.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (secs, channel, at) in timed.iter().take(3) {
            eprintln!("board {secs:.1} s after the answer at {at:?} in {channel}:");
            for r in requests
                .iter()
                .filter(|r| r.at + Duration::from_secs(2) >= *at && r.at <= *at + Duration::from_secs_f64(secs + 0.1))
            {
                if r.path().contains(&channel.to_string()) || r.path().starts_with("/users/") {
                    eprintln!("  {:?} {} {} {}", r.at, r.method, r.path(), r.status);
                }
            }
        }
    }
    let boarded = boards.len();
    let busiest = {
        let times: Vec<Duration> =
            requests.iter().filter(|r| !r.path().starts_with("/interactions/")).map(|r| r.at).collect();
        let mut most = 0;
        let mut j = 0;
        for (i, t) in times.iter().enumerate() {
            while times[j] + Duration::from_secs(1) <= *t {
                j += 1;
            }
            most = most.max(i + 1 - j);
        }
        most
    };
    let refused = discord.rate_limited().len();
    // Where the time and the CPU went.
    let secs = play.as_secs_f64();
    let cores = |a: f64, b: f64| ((a - b) / secs * 100.0).round() / 100.0;
    let bot_cores: Vec<f64> = cpu_after.bots.iter().zip(&cpu_before.bots).map(|(a, b)| cores(*a, *b)).collect();
    let bench_cores = cores(cpu_after.bench, cpu_before.bench);
    let machine_busy =
        ((cpu_after.machine.0 - cpu_before.machine.0) / (cpu_after.machine.1 - cpu_before.machine.1).max(1e-9) * 100.0)
            .round();
    let inside = recorded_between(&scraped_before, &scraped_after, "tavola_answer_seconds");
    let (inside_p99, inside_within) = from_buckets(&inside, 0.99, 0.015);
    let commits = recorded_between(&scraped_before, &scraped_after, "tavola_store_commit_seconds");
    let (commit_p99, commit_within) = from_buckets(&commits, 0.99, 0.015);
    let sends = recorded_between(&scraped_before, &scraped_after, "tavola_answer_send_seconds");
    let (send_p99, _) = from_buckets(&sends, 0.99, 0.015);
    let waits = recorded_between(&scraped_before, &scraped_after, "tavola_blocking_wait_seconds");
    let (wait_p99, _) = from_buckets(&waits, 0.99, 0.015);
    let arrivals = recorded_between(&scraped_before, &scraped_after, "tavola_interaction_arrival_seconds");
    let (arrival_p99, arrival_within) = from_buckets(&arrivals, 0.99, 0.005);
    let reread = |by: &str| {
        counted_between(&scraped_before, &scraped_after, "tavola_sessions_reread_total{", &format!("by=\"{by}\""))
    };
    let (reread_access, reread_move) = (reread("access"), reread("move"));
    let interactions = played.interactions.len();
    let per_move = |of: fn((f64, f64)) -> f64| {
        let (Some(a), Some(b)) = (store_after, store_before) else { return serde_json::Value::Null };
        serde_json::json!(((of(a) - of(b)) / moves.max(1) as f64 * 10.0).round() / 10.0)
    };
    let (transactions_per_move, rows_per_move) = (per_move(|c| c.0), per_move(|c| c.1));
    let (answer_p50, answer_p99) = (quantile(&mut answers, 0.5), quantile(&mut answers, 0.99));
    let (click_p50, click_p99) = (quantile(&mut from_click, 0.5), quantile(&mut from_click, 0.99));
    let (board_p50, board_p99) = (quantile(&mut boards, 0.5), quantile(&mut boards, 0.99));

    println!(
        "play: {:.0} s, {moves} moves ({:.1}/s), {interactions} interactions, {late} late, {skipped} picks skipped (game busy)",
        play.as_secs_f64(),
        moves as f64 / play.as_secs_f64()
    );
    println!(
        "answers: p50 {answer_p50:.1} ms, p99 {answer_p99:.1} ms from the event's arrival at the bot \
         (p50 {click_p50:.1} ms, p99 {click_p99:.1} ms from the click's creation in the double)"
    );
    println!(
        "  inside the bots: p99 under {:.0} ms, {:.1} % within 15 ms; store commits: p99 under {:.0} ms, {:.1} % within 15 ms",
        inside_p99 * 1000.0,
        inside_within * 100.0,
        commit_p99 * 1000.0,
        commit_within * 100.0
    );
    println!(
        "  a click's answer sent to Discord: p99 under {:.1} ms; a blocking thread waited for: p99 under {:.1} ms",
        send_p99 * 1000.0,
        wait_p99 * 1000.0
    );
    println!(
        "  from Discord's dispatch to the bot's starting on it: p99 under {:.1} ms, {:.1} % within 5 ms; the double's own time on an answer: p99 {double_wait_p99:.1} ms",
        arrival_p99 * 1000.0,
        arrival_within * 100.0
    );
    println!("CPU in the play: bots {bot_cores:?} cores, the bench (double and players) {bench_cores} cores, the machine {machine_busy} % busy");
    if store_before.is_some() {
        println!("PostgreSQL: {transactions_per_move} transactions and {rows_per_move} rows read per move, all the bots' work counted");
        println!(
            "  held sessions read again after another process's write: {reread_access} found by an access, {reread_move} by a move run again"
        );
    }
    println!("boards after their move: p50 {board_p50:.0} ms, p99 {board_p99:.0} ms ({boarded} of {moves} moves)");
    println!("resident memory per process: {idle_rss:?} MB before the play, {rss_mb:?} MB at most during it");
    println!(
        "Discord during the play: {} requests, at most {busiest} within one second; {refused} would have been refused (429), catch-up included",
        requests.len()
    );
    if options.json {
        let figures = serde_json::json!({
            "stored": options.stored,
            "live": options.live,
            "processes": options.processes,
            "database": if options.postgres { "postgres" } else { "sqlite" },
            "pictures": options.pictures,
            "seconds": play.as_secs_f64().round(),
            "moves": moves,
            "interactions": interactions,
            "late": late,
            "answer_p50_ms": (answer_p50 * 10.0).round() / 10.0,
            "answer_p99_ms": (answer_p99 * 10.0).round() / 10.0,
            "answer_from_click_p50_ms": (click_p50 * 10.0).round() / 10.0,
            "answer_from_click_p99_ms": (click_p99 * 10.0).round() / 10.0,
            "board_p50_ms": board_p50.round(),
            "board_p99_ms": board_p99.round(),
            "rss_mb": rss_mb,
            "start_ms": start_ms.iter().map(|m| m.round()).collect::<Vec<_>>(),
            "catch_up_s": (caught_up.as_secs_f64() * 10.0).round() / 10.0,
            "catch_up_requests": catch_up_requests,
            "discord_requests": requests.len(),
            "discord_busiest_second": busiest,
            "discord_429": refused,
            "bot_answer_p99_under_ms": inside_p99 * 1000.0,
            "bot_answers_within_15ms": (inside_within * 1000.0).round() / 1000.0,
            "store_commit_p99_under_ms": commit_p99 * 1000.0,
            "answer_send_p99_under_ms": send_p99 * 1000.0,
            "blocking_wait_p99_under_ms": wait_p99 * 1000.0,
            "arrival_p99_under_ms": arrival_p99 * 1000.0,
            "double_answer_wait_p99_ms": (double_wait_p99 * 10.0).round() / 10.0,
            "bot_cores": bot_cores,
            "bench_cores": bench_cores,
            "machine_busy_percent": machine_busy,
            "store_transactions_per_move": transactions_per_move,
            "sessions_reread": reread_access + reread_move,
            "moves_run_again": reread_move,
            "store_rows_read_per_move": rows_per_move,
        });
        println!("{figures}");
    }
    for bot in bots {
        bot.kill(&discord).await;
    }
    drop(postgres);
    let _ = std::fs::remove_dir_all(&dir);
}
