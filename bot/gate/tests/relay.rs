//! A process that sends through another process's gate keeps reaching
//! Discord when that gate is gone: it sends on its own under its share of
//! the limit, and through the gate again once it answers.

use std::time::{Duration, Instant};

use serenity::all::{ChannelId, CreateMessage};
use serenity::http::Http;
use tavola_double::{Double, RateLimits};
use tavola_gate::{Gate, Limits, RELAY_RETRY};

mod support;
use support::{join_all, through};

/// Sends one message to each channel, all at once; how long until the
/// last was answered.
async fn one_each(http: &Http, channels: &[ChannelId], text: &str) -> Duration {
    let started = Instant::now();
    let sends = channels.iter().map(|&channel| async move {
        channel.send_message(http, CreateMessage::new().content(text)).await.expect("sent");
    });
    join_all(sends).await;
    started.elapsed()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_whose_gate_is_gone_sends_at_its_share_then_through_the_gate_again() {
    let discord = Double::start().await.expect("the double starts");
    discord.set_rate_limits(RateLimits::discord());
    let guild = discord.add_guild("Busy");
    let channels: Vec<ChannelId> =
        (0..8).map(|n| ChannelId::new(discord.add_channel(guild, &format!("game-{n}")).0)).collect();

    // The serving process's address, while nothing listens there.
    let relay_addr = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let share = Limits { global_per_second: 2 };
    let own = Gate::relaying(&format!("http://{relay_addr}"), &discord.api_base(), share).expect("a gate");
    let own = tavola_gate::serve(own, tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap()).unwrap();
    let http = through(&own.url());

    // The serving process is down: the messages still go out, at this
    // process's share (2 a second: the third waits a second).
    let alone = one_each(&http, &channels[..3], "alone").await;
    assert!(alone >= Duration::from_millis(900), "paced at the process's share: {alone:?}");
    for &channel in &channels[..3] {
        let texts: Vec<String> =
            discord.messages_in(tavola_double::ChannelId(channel.get())).into_iter().map(|m| m.content).collect();
        assert_eq!(texts, ["alone"], "{channel}");
    }

    // It is back: after the retry time, requests go through it again, at
    // the bot's limit it keeps (eight at once would take four seconds at
    // the share).
    let relay = Gate::new(&discord.api_base(), Limits { global_per_second: 500 }).expect("a gate");
    let _relay = tavola_gate::serve(relay, tokio::net::TcpListener::bind(relay_addr).await.unwrap()).unwrap();
    tokio::time::sleep(RELAY_RETRY + Duration::from_millis(200)).await;
    let relayed = one_each(&http, &channels, "relayed").await;
    assert!(relayed < Duration::from_secs(2), "sent through the serving process's gate: {relayed:?}");
    for &channel in &channels {
        let texts: Vec<String> =
            discord.messages_in(tavola_double::ChannelId(channel.get())).into_iter().map(|m| m.content).collect();
        assert_eq!(texts.last().map(String::as_str), Some("relayed"), "{channel}");
    }
    assert!(discord.rate_limited().is_empty(), "Discord would have refused: {:#?}", discord.rate_limited());
}
