//! The Discord bot: one serenity client, one poise framework, one event
//! handler for component clicks. Serenity's REST requests go through the
//! rate-limit gate (`tavola_gate`), its own limiter off; `DISCORD_API_BASE`
//! points the gate (and through `GET /gateway`, serenity's gateway)
//! somewhere else than discord.com, as the Discord double needs.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use thiserror::Error;

use crate::commands;
use crate::components;
use crate::config::{Config, RateLimit, Service, Shards};
use crate::context::Data;
use tavola_table::deadlines::{Clock, SystemClock};
use tavola_table::{Opening, StoreError, Table};

/// Why the bot could not run.
#[derive(Debug, Error)]
pub enum BotError {
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    #[error("Discord client error: {0}")]
    Discord(#[from] serenity::Error),
    #[error("{0}")]
    Words(String),
    #[error("Discord's rate limit: {0}")]
    Gate(String),
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), crate::context::Error> {
    match event {
        serenity::FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, guilds = data_about_bot.guilds.len(), "connected to Discord");
        }
        serenity::FullEvent::GuildCreate { guild, .. } => {
            // The server's preferred locale: its default language until an
            // admin chooses one.
            let (id, locale) = (guild.id.get(), guild.preferred_locale.clone());
            let noted = data.table.note_server_locale(id, locale).await;
            if let Err(e) = noted {
                tracing::warn!(guild = id, error = %e, "could not store a server's locale");
            }
        }
        serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(ci) } => {
            // Every line logged while a click is handled names it and its
            // session (a component's id is `tv:<session>:…`).
            let session = ci.data.custom_id.split(':').nth(1).and_then(|s| s.parse::<i64>().ok());
            let span = tracing::info_span!("interaction", interaction = %ci.id, session, channel = %ci.channel_id);
            let click = async {
                let margin = crate::answer::margin_left(ci.id, crate::answer::margin());
                let handled = components::handle(&ctx.http, data, ci);
                if let Err(e) = crate::answer::guarded(ctx.http.clone(), ci, margin, handled).await {
                    let message = crate::context::user_message(&e, &crate::i18n::Tr::embedded(crate::i18n::Lang::En));
                    tracing::warn!(custom_id = %ci.data.custom_id, %message, "a click could not be answered");
                }
            };
            // Boxed: the click's future is large, and polling it inline in
            // this one would overflow a worker's stack in a debug build.
            tracing::Instrument::instrument(Box::pin(click), span).await;
        }
        _ => {}
    }
    Ok(())
}

/// Runs the bot until it is stopped (Ctrl-C or SIGTERM), with the
/// service around it that `service` asks for.
///
/// # Errors
/// The database cannot be opened, or the client cannot start.
pub async fn run(config: Config, service: Service, beside: Vec<Beside>) -> Result<(), BotError> {
    start(config, service, Arc::new(SystemClock), shutdown_signal(), beside).await
}

/// Another door onto the same table, run beside the bot for as long as
/// it runs (the web pages): started with the opened table, stopped with
/// the bot.
pub type Beside = Box<dyn FnOnce(Table) -> tokio::task::JoinHandle<()> + Send>;

/// Runs the bot with its time read from `clock` until `stop` completes,
/// the service at its defaults (no backups, the store at full speed): the
/// tests' bot inside their own process.
///
/// # Errors
/// The database cannot be opened, or the client cannot start.
pub async fn serve(
    config: Config,
    clock: Arc<dyn Clock>,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    start(config, Service::default(), clock, stop, Vec::new()).await
}

async fn start(
    config: Config,
    service: Service,
    clock: Arc<dyn Clock>,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
    beside: Vec<Beside>,
) -> Result<(), BotError> {
    crate::answer::set_margin(service.answer_margin);
    let words = crate::config::load_words(config.data_dir.as_deref()).map_err(|e| BotError::Words(format!("{e:#}")))?;
    let words = std::sync::Arc::new(words);
    let database = config.database.clone();
    let opening = Opening {
        words: words.clone(),
        clock,
        timers: config.timers.clone(),
        tick: config.tick,
        slow_store: service.slow_store,
        idle: config.idle,
    };
    let table = Table::open(&database, opening).await?;
    let beside: Vec<tokio::task::JoinHandle<()>> = beside.into_iter().map(|door| door(table.clone())).collect();
    let web_url = config.web.as_ref().map(|w| w.url.clone());
    let backups = service.backups.filter(|_| !tavola_table::is_postgres(&database));
    let tick = config.tick;
    let board_images = config.board_images;
    let shards = config.shards;
    let timer: Arc<std::sync::Mutex<Option<tokio::task::JoinHandle<()>>>> = Arc::default();
    let timer_slot = timer.clone();
    let (stop_timers, timers_stop) = tokio::sync::watch::channel(false);

    let options = poise::FrameworkOptions {
        commands: crate::answer::guard_commands(commands::localized(commands::all(), &words)),
        on_error: |error| Box::pin(commands::on_error(error)),
        pre_command: |ctx| Box::pin(commands::pre_command(ctx)),
        event_handler: |framework, event| Box::pin(on_event(framework.serenity_context, event, framework.user_data)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .initialize_owners(false)
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                tracing::info!(commands = framework.options().commands.len(), "slash commands registered");
                let mut data = Data::new(table);
                data.pictures = Arc::new(crate::pictures::BoardPictures::new(board_images));
                data.shards = shards;
                data.web_url = web_url;
                // Boards the bot missed while down go out first; then deadlines
                // that passed meanwhile are handled, once.
                let (http, timer_data) = (ctx.http.clone(), data.clone());
                data.house.attach(http.clone());
                data.analyses.attach(http.clone());
                data.pictures.attach(http.clone());
                let task = tokio::spawn(async move {
                    match timer_data.table.derive_missing_placings().await {
                        Ok(0) => {}
                        Ok(games) => tracing::info!(games, "placings and ratings derived from the finished games"),
                        Err(e) => tracing::error!(error = %e, "could not derive the finished games' placings"),
                    }
                    crate::publisher::catch_up(&http, &timer_data).await;
                    timer_data.house.wake_all(&timer_data).await;
                    // Analyses the bot was doing resume, after the results
                    // the catch-up posted.
                    timer_data.analyses.wake(&timer_data);
                    let timers = crate::timer::run(http, timer_data, tick, timers_stop);
                    match backups {
                        // The backups end with the timers, at the stop.
                        Some(daily) => {
                            tokio::select! {
                                () = daily.run(database) => {}
                                () = timers => {}
                            }
                        }
                        None => timers.await,
                    }
                });
                *timer_slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(task);
                Ok(data)
            })
        })
        .build();

    let (gate_url, gate) = open_gate(&config).await?;
    // Every request goes through the gate, which keeps Discord's limits for
    // the whole bot; serenity's own limiter would keep them per process.
    let http = serenity::HttpBuilder::new(&config.token).proxy(gate_url).ratelimiter_disabled(true);
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
    // serenity retries an unreachable gateway every few seconds, logging
    // each try; say once, plainly, what is wrong and what to check.
    let reach = client.http.clone();
    let base = config.api_base.clone().unwrap_or_else(|| "https://discord.com".into());
    tokio::spawn(async move {
        if let Err(e) = reach.get_bot_gateway().await {
            tracing::error!(
                "Discord cannot be reached at {base} ({e}). Check the network and firewall, \
                 DISCORD_API_BASE if set, and that DISCORD_TOKEN is the bot's token; the bot keeps trying."
            );
        }
    });
    let running = async {
        match config.shards {
            None => client.start().await,
            Some(crate::config::Shards::Recommended) => client.start_autosharded().await,
            // serenity reads the range's end as the last shard, included.
            Some(crate::config::Shards::Range { first, last, count }) => {
                client.start_shard_range(first..last, count).await
            }
        }
    };
    let stopping = async {
        stop.await;
        tracing::info!("shutting down");
        // Connected shards close at once; a shard still retrying an
        // unreachable Discord never answers, so the stop does not wait
        // for it past the grace period.
        if tokio::time::timeout(SHUTDOWN_GRACE, shards.shutdown_all()).await.is_err() {
            tracing::warn!("the gateway did not close within {SHUTDOWN_GRACE:?}; stopping anyway");
        }
    };
    let result = tokio::select! {
        result = running => result,
        () = stopping => Ok(()),
    };
    // The timers finish the tick under way (see `timer::run`); one that
    // takes longer than its grace is cut short.
    let _ = stop_timers.send(true);
    let task = timer.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
    if let Some(mut task) = task {
        if tokio::time::timeout(TIMERS_GRACE, &mut task).await.is_err() {
            tracing::warn!("the timers did not finish their tick within {TIMERS_GRACE:?}; stopping anyway");
            task.abort();
        }
    }
    for door in beside {
        door.abort();
    }
    if let Some(gate) = gate {
        gate.task.abort();
    }
    tracing::info!("stopped");
    Ok(result?)
}

/// Opens the way to Discord's REST API that `config` asks for: the URL
/// serenity sends to, and the gate this process serves, if it serves one.
///
/// # Errors
/// The gate's address cannot be listened on.
async fn open_gate(config: &Config) -> Result<(String, Option<tavola_gate::Serving>), BotError> {
    let upstream = config.api_base.clone().unwrap_or_else(|| DISCORD.to_owned());
    let loopback: std::net::SocketAddr = (std::net::Ipv4Addr::LOCALHOST, 0).into();
    let (addr, relay, global_per_second) = match &config.rate_limit {
        RateLimit::Through { url, global_per_second } => {
            let share = own_share(*global_per_second, config.shards);
            tracing::info!(%url, share_per_second = share, "Discord's rate limit is kept by another process; while it cannot be reached, this one sends on its own at its share");
            (loopback, Some(url), share)
        }
        RateLimit::Own { global_per_second } => (loopback, None, *global_per_second),
        RateLimit::Serve { addr, global_per_second } => (*addr, None, *global_per_second),
    };
    let limits = tavola_gate::Limits { global_per_second };
    let gate = match relay {
        Some(url) => tavola_gate::Gate::relaying(url, &upstream, limits),
        None => tavola_gate::Gate::new(&upstream, limits),
    };
    let gate = gate.map_err(|e| BotError::Gate(e.to_string()))?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| BotError::Gate(format!("cannot listen on {addr} (TAVOLA_RATE_LIMIT_ADDR): {e}")))?;
    let serving = tavola_gate::serve(gate, listener).map_err(|e| BotError::Gate(e.to_string()))?;
    // Serving on every interface, this process still reaches it on loopback.
    let mut local = serving.addr;
    if local.ip().is_unspecified() {
        local.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
    }
    if matches!(config.rate_limit, RateLimit::Serve { .. }) {
        tracing::info!(addr = %serving.addr, "keeping Discord's rate limit for every process of the bot");
    }
    Ok((format!("http://{local}"), Some(serving)))
}

/// A process's share of the bot's global limit, for while the gate that
/// keeps it for every process cannot be reached: its shards' share of all
/// shards, so that the processes sending on their own stay under the limit
/// together (at least one request a second).
fn own_share(global_per_second: u32, shards: Option<Shards>) -> u32 {
    match shards {
        Some(Shards::Range { first, last, count }) if count > 0 => {
            let mine = u64::from(last.saturating_sub(first) + 1);
            (u64::from(global_per_second) * mine / u64::from(count)).clamp(1, u64::from(global_per_second)) as u32
        }
        _ => global_per_second,
    }
}

/// Discord's API, when `DISCORD_API_BASE` says nothing else.
const DISCORD: &str = "https://discord.com";

/// How long a stop waits for the gateway to close before the process
/// ends anyway: a store write in flight finishes in milliseconds (its
/// transaction commits or rolls back whole), and a supervisor's
/// `docker stop` or systemd waits 10 s before it kills.
const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(4);

/// How long a stop waits for the timers' tick under way, after the
/// gateway's grace: the two together stay under a supervisor's 10 s.
const TIMERS_GRACE: std::time::Duration = std::time::Duration::from_secs(4);

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_alone_keeps_its_shards_share_of_the_global_limit() {
        let range = |first, last, count| Some(Shards::Range { first, last, count });
        assert_eq!(own_share(50, range(4, 7, 8)), 25);
        assert_eq!(own_share(50, range(1, 1, 2)), 25);
        assert_eq!(own_share(50, range(0, 0, 3)), 16, "three processes stay under 50 together");
        assert_eq!(own_share(2, range(0, 0, 8)), 1, "at least one request a second");
        assert_eq!(own_share(500, None), 500);
        assert_eq!(own_share(50, Some(Shards::Recommended)), 50);
    }
}
