//! `tavola`: the Discord bot (default), and offline tools.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use tavola_bot::cli::GameArgs;
use tavola_bot::{analyze, arena, doctor, exporter, migrate_store, protocol, ratings, simulate};
use tavola_discord::{bot, config};
use tavola_table::store::backup;

#[derive(Parser)]
#[command(name = "tavola", version, about = "Euro board games played asynchronously in Discord")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default). Needs DISCORD_TOKEN.
    Run,
    /// Check the set-up: settings, token, Discord, commands, the running
    /// games' channels, database, backups, clock; one line each, with a
    /// fix. Exits non-zero when something blocks play.
    Doctor {
        /// Only what needs no network: settings, database, backups (for a
        /// container's health check).
        #[arg(long)]
        quick: bool,
    },
    /// Speak the JSON-lines engine protocol on stdin/stdout.
    Engine,
    /// Play complete games between random house players and print figures.
    Simulate(simulate::SimulateArgs),
    /// Play a seeded random game and print its whole public log, worded in
    /// a language with the players named, one event a line.
    Log {
        #[command(flatten)]
        game: GameArgs,
        /// en, it or de.
        #[arg(long, default_value = "en")]
        lang: String,
        /// The players' names by seat, comma-separated (else "Player 1", ...).
        #[arg(long, value_delimiter = ',')]
        names: Vec<String>,
        /// Stop after this many decisions.
        #[arg(long)]
        moves: Option<u64>,
    },
    /// Draw a game's board picture after random moves, without Discord.
    // With --gallery no game is named: its arguments default to nothing.
    #[command(
        mut_arg("game", |a| a.required(false).required_unless_present("gallery").default_value("").hide_default_value(true)),
        mut_arg("players", |a| a.required(false).required_unless_present("gallery").default_value("0").hide_default_value(true))
    )]
    Render {
        #[command(flatten)]
        game: GameArgs,
        /// Random moves to play first (default: half a random game).
        #[arg(long)]
        moves: Option<u64>,
        /// Language of the words on the picture: en, it or de.
        #[arg(long, default_value = "en")]
        lang: String,
        /// Where to write the PNG.
        #[arg(long, required_unless_present = "gallery")]
        out: Option<std::path::PathBuf>,
        /// Also write the SVG there.
        #[arg(long)]
        svg: Option<std::path::PathBuf>,
        /// Draw the Details picture (what the board has no room for, as the
        /// board's 🔍 Details button shows it) instead of the board.
        #[arg(long)]
        details: bool,
        /// Instead: write every game at its smallest and largest table,
        /// early, middle and late, in every language, into this folder,
        /// with an index.html showing each 400 px wide beside full size.
        #[arg(long, conflicts_with_all = ["out", "svg", "moves", "details"])]
        gallery: Option<std::path::PathBuf>,
    },
    /// Play seeded games between house players of chosen levels, seats
    /// rotated, and print win shares, margins and think times.
    Arena(arena::ArenaArgs),
    /// Analyse a game decision by decision from each mover's view: the
    /// chances to win, the preferred moves and the turning points.
    Analyze(analyze::AnalyzeArgs),
    /// Copy the database (TAVOLA_DATABASE) into a file; safe while the bot runs.
    Backup {
        /// Where to write the copy (replaced if it exists).
        file: std::path::PathBuf,
    },
    /// Put a backup in the database's place. Stop the bot first; at its
    /// next start every running game gets a fresh board.
    Restore {
        /// The backup to restore.
        file: std::path::PathBuf,
    },
    /// Copy a SQLite store (sessions with their logs, settings) into an
    /// empty PostgreSQL database, for several bot processes to share.
    MigrateStore(migrate_store::MigrateArgs),
    /// Print every server's ratings per game; with --rebuild, derive them
    /// again from the finished games in the store (TAVOLA_DATABASE).
    Ratings(ratings::RatingsArgs),
}

fn main() -> ExitCode {
    fewer_malloc_arenas();
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    match run(cli.command.unwrap_or(Command::Run)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e:#}");
            ExitCode::FAILURE
        }
    }
}

/// glibc gives each thread that allocates under contention an arena of its
/// own, up to eight per core, and keeps their freed pages: with rendering
/// and store calls spread over tokio's blocking threads, the bot's memory
/// tripled (latency bench, 100 sessions with pictures: 336 MB, 122 MB with
/// two arenas, at no cost in latency). `MALLOC_ARENA_MAX` still wins when set.
fn fewer_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if !config::malloc_arenas_chosen() {
        // SAFETY: mallopt only sets an allocator parameter; it runs first in
        // main, before any other thread exists.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, 2);
        }
    }
}

/// How often the bot hands freed memory back to the system.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TRIM_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

/// glibc keeps what a busy spell freed (boards' pictures and requests in
/// flight during a catch-up) inside its two arenas, so the resident set
/// stays at its peak. A thread of the bot's own returns the free pages
/// every [`TRIM_EVERY`]: `malloc_trim` takes each arena's lock in turn for
/// a moment, off the answers' threads.
fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let spawned = std::thread::Builder::new().name("tavola-trim".into()).spawn(|| loop {
            std::thread::sleep(TRIM_EVERY);
            // SAFETY: malloc_trim takes a plain integer and only returns
            // free pages to the system; it is safe while other threads
            // allocate (it takes each arena's lock).
            let started = std::time::Instant::now();
            unsafe {
                libc::malloc_trim(0);
            }
            tracing::trace!(target: "tavola::trim", took_ms = started.elapsed().as_secs_f64() * 1000.0, "freed memory returned");
        });
        if let Err(e) = spawned {
            tracing::warn!(error = %e, "no thread to return freed memory");
        }
    }
}

fn run(command: Command) -> anyhow::Result<()> {
    let env = config::Env::from_process()?;
    let data_dir = config::data_dir(&env);
    // Checked before anything starts; the bot loads its words again itself.
    config::install_data(data_dir.as_deref())?;
    match command {
        Command::Run => {
            let (filter, format) = (config::log_filter(&env)?, config::log_format(&env)?);
            let (config, service) = (config::Config::read(&env)?, config::Service::read(&env)?);
            init_tracing(filter, format);
            tracing::info!(database = %tavola_table::store::redacted(&config.database), "starting the bot");
            let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
            give_back_freed_memory();
            let metrics = service.metrics.map(exporter::Exporter::bind).transpose()?;
            let beside =
                config.web.clone().map(web_pages).into_iter().chain(metrics.map(exporter::Exporter::beside)).collect();
            Ok(runtime.block_on(bot::run(config, service, beside))?)
        }
        Command::Doctor { quick } => match doctor::run(&env, quick, &mut std::io::stdout().lock())? {
            true => Ok(()),
            false => anyhow::bail!("tavola doctor: something blocks play; see the FAIL lines"),
        },
        Command::Engine => Ok(protocol::run(std::io::stdin().lock(), std::io::stdout().lock())?),
        Command::Simulate(args) => simulate::run(&args, &mut std::io::stdout().lock()),
        Command::Log { game: g, lang, names, moves } => {
            let request = tavola_words::log::LogRequest::parse(
                &g.game,
                g.players,
                g.seed,
                g.options.as_deref(),
                &lang,
                names,
                moves,
            )?;
            let words = config::load_words(data_dir.as_deref())?;
            let mut out = std::io::stdout().lock();
            for line in tavola_words::log::game_log(&words, &request)? {
                writeln!(out, "{line}")?;
            }
            Ok(())
        }
        Command::Render { game: g, moves, lang, out, svg, details, gallery } => {
            if let Some(dir) = gallery {
                let words = tavola_words::Words::embedded();
                let items = tavola_pictures::offline::gallery(&dir, &words)?;
                println!("{}: {} pictures and index.html", dir.display(), items.len());
                return Ok(());
            }
            let out = out.ok_or_else(|| anyhow::anyhow!("--out is needed without --gallery"))?;
            let request = tavola_pictures::offline::RenderRequest {
                kind: g.kind()?,
                players: g.players,
                seed: g.seed,
                moves,
                options: g.options()?,
                lang: tavola_words::Lang::from_code(&lang).ok_or_else(|| anyhow::anyhow!("no language `{lang}`"))?,
                details,
            };
            let words = tavola_words::Words::embedded();
            let done = tavola_pictures::offline::write(&request, &words, &out, svg.as_deref())?;
            let (png, kb) = (&done.png, done.png.bytes.len() / 1024);
            println!("{}: {}x{} px, {kb} KB, after {} moves", out.display(), png.width, png.height, done.moves);
            Ok(())
        }
        Command::Arena(args) => arena::run(&args, &mut std::io::stdout().lock(), &mut std::io::stderr().lock()),
        Command::Analyze(args) => {
            let words = config::load_words(data_dir.as_deref())?;
            analyze::run(&args, &words, &mut std::io::stdout().lock(), &mut std::io::stderr().lock())
        }
        Command::Backup { file } => {
            let done = backup::backup(&config::database(&env), &file)?;
            println!(
                "{}: {} sessions ({} running), {} KB",
                file.display(),
                done.sessions,
                done.running,
                done.bytes / 1024
            );
            Ok(())
        }
        Command::Restore { file } => {
            let database = config::database(&env);
            let done = backup::restore(&file, &database)?;
            println!(
                "{} restored from {}: {} sessions ({} running)",
                database.display(),
                file.display(),
                done.sessions,
                done.running
            );
            Ok(())
        }
        Command::MigrateStore(args) => migrate_store::run(&args, &mut std::io::stdout().lock()),
        Command::Ratings(args) => {
            let store = tavola_table::store::open(&config::database(&env))?;
            ratings::run(&args, &*store, &mut std::io::stdout().lock())
        }
    }
}

/// The games' web pages, served beside the bot from its table.
fn web_pages(site: config::WebSite) -> bot::Beside {
    Box::new(move |table| {
        let config =
            tavola_web::WebConfig { addr: site.addr, base_url: site.url, limits: tavola_web::Limits::default() };
        tokio::spawn(async move {
            if let Err(e) = tavola_web::run(table, config, std::future::pending()).await {
                tracing::error!(error = %e, "the web pages could not be served");
            }
        })
    })
}

/// Logs to stderr through `filter` (`RUST_LOG`), in `format`
/// (`TAVOLA_LOG_FORMAT`). Text is coloured only when stderr is a terminal
/// (and `NO_COLOR` is unset): a file, a pipe, journald or `docker logs` get
/// no escape codes. JSON is tracing-subscriber's: one object a line, the
/// event's fields (`message` among them) beside `timestamp`, `level` and
/// `target`, with the spans it happened in (`span`, `spans`).
fn init_tracing(filter: tracing_subscriber::EnvFilter, format: config::LogFormat) {
    let text = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let _ = match format {
        // The default colours, unless NO_COLOR says otherwise.
        config::LogFormat::Text if std::io::stderr().is_terminal() => text.try_init(),
        config::LogFormat::Text => text.with_ansi(false).try_init(),
        config::LogFormat::Json => text.json().flatten_event(true).with_ansi(false).try_init(),
    };
}
