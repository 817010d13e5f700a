//! The time from an interaction's dispatch to the bot's answer, with many
//! sessions playing at once through the Discord double against the real
//! `tavola` binary.
//!
//! ```text
//! cargo bench --locked -p tavola-bot --bench latency
//! ```
//!
//! Settings (environment): `TAVOLA_BENCH_SESSIONS` (100), `TAVOLA_BENCH_MOVES`
//! (moves per session, 30), `TAVOLA_BENCH_THINK_MS` (mean pause between a
//! session's moves, 1000; 0 hammers the bot as fast as it answers),
//! `TAVOLA_BENCH_DATABASE` (`sqlite`; `postgres`: the bot's store on a
//! throwaway local PostgreSQL server with `fsync` on),
//! `TAVOLA_BENCH_PROCESSES` (1; with PostgreSQL, e.g. 2: that many bot
//! processes, each running one gateway shard), `TAVOLA_BENCH_DEBUG` (set:
//! print every panel that ended without a move).
//!
//! Sessions sit 25 to a server (the servers spread over the shards), all
//! set up before the bots connect. They open at random moments over the
//! first four think times. Each session has two people. A person asks for
//! their panel with `/play` (an ephemeral panel, or "not your turn"), then
//! clicks a random move, walking a two-part choice and Confirm for a secret
//! submission; every interaction is timed. Figures are printed, never
//! asserted.
//!
//! The run is made twice, by a fresh bot each time: boards as text only
//! (`TAVOLA_BOARD_IMAGES=off`), then with pictures (`on`), so the cost of
//! pictures to the answers shows side by side (`TAVOLA_BENCH_IMAGES=on` or
//! `off` runs only one).

#[path = "../tests/harness/mod.rs"]
mod harness;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tavola_double::{ChannelId, Double, InteractionId, Slash, UserId};

use harness::{BotProcess, Table};
use tavola_table::store::postgres::local::{Durability, LocalServer};

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Sessions per server, as on a busy community server.
const SESSIONS_PER_SERVER: u64 = 25;

const GAMES: [(&str, i64); 5] = [("great-wall", 2), ("year-of-the-dragon", 2), ("attila", 2), ("ming", 2), ("junk", 3)];

/// Timings by kind of interaction.
#[derive(Default)]
struct Timings {
    panel: Vec<Duration>,
    moves: Vec<Duration>,
    lobby: Vec<Duration>,
}

async fn answer(discord: &Double, i: InteractionId) -> tavola_double::Message {
    discord.wait_for_reply(i).await.unwrap_or_else(|e| panic!("interaction {i}: {e}"))
}

fn timed(discord: &Double, i: InteractionId) -> Duration {
    discord.response_time(i).expect("answered")
}

/// One session's part in the run.
struct Plan {
    discord: Double,
    channel: ChannelId,
    people: [UserId; 2],
    game: (&'static str, i64),
    moves: u64,
    think: u64,
    timings: Arc<Mutex<Timings>>,
    seed: u64,
}

/// One session: open, join, start, then `moves` moves or the end.
async fn session(plan: Plan) -> u64 {
    let Plan { discord, channel, people, game, moves, think, timings, seed } = plan;
    let mut rng = StdRng::seed_from_u64(seed);
    // Sessions open at their own pace too, not all in the same millisecond.
    if think > 0 {
        tokio::time::sleep(Duration::from_millis(rng.gen_range(0..4 * think))).await;
    }
    let open = Slash::new("game").subcommand("new").opt("game", game.0).opt("players", game.1);
    let i = discord.slash(people[0], channel, open).unwrap();
    let lobby = answer(&discord, i).await;
    let mut lobby_times = vec![timed(&discord, i)];
    let join = Table::lobby_button(&lobby, "join");
    let i = discord.click(people[1], lobby.id, &join).unwrap();
    answer(&discord, i).await;
    lobby_times.push(timed(&discord, i));
    let start = Table::lobby_button(&lobby, "start");
    let i = discord.click(people[0], lobby.id, &start).unwrap();
    answer(&discord, i).await;
    lobby_times.push(timed(&discord, i));
    timings.lock().unwrap().lobby.extend(lobby_times);

    let mut made = 0;
    let mut idle = 0;
    while made < moves && idle < 50 {
        if think > 0 {
            tokio::time::sleep(Duration::from_millis(rng.gen_range(0..2 * think))).await;
        }
        let who = *people.choose(&mut rng).unwrap();
        let i = discord.slash(who, channel, Slash::new("play")).unwrap();
        let panel = answer(&discord, i).await;
        timings.lock().unwrap().panel.push(timed(&discord, i));
        if panel.content.contains("game is over") || panel.content.contains("no game in this channel") {
            break;
        }
        let mut reply = panel;
        let mut clicked = false;
        // A two-part choice asks its second part on the next panel; a
        // secret submission asks for Confirm: each is one more timed click.
        for _ in 0..4 {
            let confirm = reply.custom_ids().into_iter().find(|id| id.contains(":ok:") || id.contains(":okm:"));
            let i = match confirm {
                Some(ok) => discord.click(who, reply.id, &ok).unwrap(),
                None => {
                    let options = Table::panel_moves(&reply);
                    let Some((id, value)) = options.choose(&mut rng).cloned() else { break };
                    if value.is_empty() {
                        discord.click(who, reply.id, &id).unwrap()
                    } else {
                        discord.select(who, reply.id, &id, &[value.as_str()]).unwrap()
                    }
                }
            };
            clicked = true;
            reply = answer(&discord, i).await;
            timings.lock().unwrap().moves.push(timed(&discord, i));
            if reply.content.starts_with('✅') {
                made += 1;
                break;
            }
        }
        if clicked {
            idle = 0;
        } else {
            idle += 1;
        }
        if std::env::var_os("TAVOLA_BENCH_DEBUG").is_some() && !reply.content.starts_with('✅') {
            eprintln!("{}: no move from {:?}", game.0, reply.content.chars().take(200).collect::<String>());
        }
    }
    made
}

fn report(name: &str, times: &mut [Duration]) {
    if times.is_empty() {
        return;
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<22} {:>6} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
        times.len(),
        ms(at(0.50)),
        ms(at(0.90)),
        ms(at(0.99)),
        ms(times[times.len() - 1])
    );
}

/// The resident set of a process, from `/proc` (Linux).
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status.lines().find(|l| l.starts_with("VmRSS:"))?.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    let modes: Vec<String> = match std::env::var("TAVOLA_BENCH_IMAGES") {
        Ok(mode) => vec![mode],
        Err(_) => vec!["off".into(), "on".into()],
    };
    for mode in modes {
        // The bot process inherits the setting.
        std::env::set_var("TAVOLA_BOARD_IMAGES", &mode);
        println!("\nboard pictures {mode}");
        runtime.block_on(interaction_latency_with_many_sessions());
    }
}

async fn interaction_latency_with_many_sessions() {
    let sessions = setting("TAVOLA_BENCH_SESSIONS", 100);
    let moves = setting("TAVOLA_BENCH_MOVES", 30);
    let think = setting("TAVOLA_BENCH_THINK_MS", 1000);
    let discord = Double::start().await.expect("the double starts");
    discord.set_wait_timeout(Duration::from_secs(60));
    let dir = std::env::temp_dir().join(format!("tavola-latency-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let postgres = (std::env::var("TAVOLA_BENCH_DATABASE").as_deref() == Ok("postgres")).then(|| {
        let server = LocalServer::start(Durability::Full, "latency").expect("a PostgreSQL server");
        let url = server.database().expect("a database");
        (server, url)
    });
    let database = match &postgres {
        Some((_, url)) => std::path::PathBuf::from(url),
        None => dir.join("tavola.db"),
    };
    let processes = u32::try_from(setting("TAVOLA_BENCH_PROCESSES", 1).max(1)).expect("a few processes");
    assert!(processes == 1 || postgres.is_some(), "processes share a store: set TAVOLA_BENCH_DATABASE=postgres");
    println!("store: {}, {processes} bot process(es)", if postgres.is_some() { "PostgreSQL" } else { "SQLite" });
    // The scene is set before the bots connect, as on Discord, where the
    // servers and their channels exist before a bot's gateway session: the
    // double sends a server's whole GUILD_CREATE again on each change after
    // that, which with a thousand channels would measure the double.
    // Servers of SESSIONS_PER_SERVER games each, spread over the shards.
    let guilds: Vec<_> = (0..sessions.div_ceil(SESSIONS_PER_SERVER))
        .map(|g| {
            let name = format!("Latency {g}");
            let shard = u32::try_from(g).expect("a few servers") % processes;
            if processes == 1 {
                discord.add_guild(&name)
            } else {
                discord.add_guild_on_shard(&name, shard, processes)
            }
        })
        .collect();
    let timings = Arc::new(Mutex::new(Timings::default()));
    let plans: Vec<Plan> = (0..sessions)
        .map(|n| {
            let guild = guilds[(n / SESSIONS_PER_SERVER) as usize];
            let channel = discord.add_channel(guild, &format!("game-{n}"));
            let people = [discord.add_user(&format!("a{n}")), discord.add_user(&format!("b{n}"))];
            for p in people {
                discord.add_member(guild, p);
            }
            let game = GAMES[n as usize % GAMES.len()];
            Plan { discord: discord.clone(), channel, people, game, moves, think, timings: timings.clone(), seed: n }
        })
        .collect();
    let mut bots = Vec::new();
    for shard in 0..processes {
        if processes == 1 {
            bots.push(BotProcess::start(&discord, &dir, &database, None).await);
        } else {
            bots.push(BotProcess::start_on_shard(&discord, &dir, &database, (shard, processes), &[]).await);
        }
    }

    let started = Instant::now();
    let tasks: Vec<_> = plans.into_iter().map(|plan| tokio::spawn(session(plan))).collect();
    let mut made = 0;
    for t in tasks {
        made += t.await.expect("a session runs");
    }
    let elapsed = started.elapsed();
    let mut t = std::mem::take(&mut *timings.lock().unwrap());
    let interactions = t.panel.len() + t.moves.len() + t.lobby.len();
    println!(
        "\n{sessions} sessions, {made} moves, {interactions} interactions in {:.1} s ({:.0} interactions/s), think {think} ms",
        elapsed.as_secs_f64(),
        interactions as f64 / elapsed.as_secs_f64()
    );
    println!("{:<22} {:>6} {:>8} {:>8} {:>8} {:>8}", "interaction", "count", "p50 ms", "p90 ms", "p99 ms", "max ms");
    report("/play panel", &mut t.panel);
    report("move (button/select)", &mut t.moves);
    report("lobby (new/join/start)", &mut t.lobby);
    let mut all: Vec<Duration> = t.panel.iter().chain(&t.moves).chain(&t.lobby).copied().collect();
    report("all", &mut all);
    for bot in &bots {
        if let Some(kb) = bot.pid().and_then(rss_kb) {
            println!("bot resident memory at the end: {} MB", kb / 1024);
        }
    }
    assert!(discord.violations().is_empty(), "{:#?}", discord.violations());
    for bot in bots {
        bot.kill(&discord).await;
    }
    let _ = std::fs::remove_dir_all(&dir);
}
