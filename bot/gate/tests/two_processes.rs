//! Two bot processes' worth of requests, more than Discord's global limit
//! allows, through one gate in front of the Discord double with Discord's
//! limits on: Discord would have refused none, every message arrives, in
//! order per channel, and an interaction's answer does not wait behind
//! the queue.

use std::time::{Duration, Instant};

use serenity::all::{
    ChannelId, CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, InteractionId,
};
use serenity::http::Http;
use tavola_double::{Double, RateLimits, Request};
use tavola_gate::{Gate, Limits};

mod support;
use support::{join_all, through};

/// Channels each process writes to, and messages in each: 2 × 8 × 6 = 96
/// messages (with the DMs, over 100 requests), sent at once: more than
/// two seconds' worth of the global limit, and one more message per
/// channel than its bucket holds (5 per 5 s).
const CHANNELS: u64 = 8;
const MESSAGES: u64 = 6;

/// The most requests the double received within any one second, and in
/// how many seconds they came (interaction answers aside, as Discord's
/// global limit counts them).
fn busiest_second(requests: &[Request]) -> (usize, f64) {
    let times: Vec<Duration> = requests.iter().filter(|r| !r.path().contains("/interactions/")).map(|r| r.at).collect();
    let mut most = 0;
    for (i, start) in times.iter().enumerate() {
        most = most.max(times[i..].iter().take_while(|t| **t < *start + Duration::from_secs(1)).count());
    }
    let span = times.last().zip(times.first()).map_or(0.0, |(l, f)| (*l - *f).as_secs_f64());
    (most, span)
}

/// Sends every process's messages at once: each channel's in order, the
/// channels side by side; and two DMs.
async fn flood(http: &Http, process: u64, channels: &[ChannelId], user: serenity::all::UserId) {
    let sends = channels.iter().map(|&channel| async move {
        for n in 0..MESSAGES {
            let message = CreateMessage::new().content(format!("p{process} #{n}"));
            channel.send_message(http, message).await.expect("sent");
        }
    });
    let dms = async {
        let dm = user.create_dm_channel(http).await.expect("a DM channel");
        for n in 0..2 {
            dm.send_message(http, CreateMessage::new().content(format!("p{process} dm {n}"))).await.expect("DM sent");
        }
    };
    tokio::join!(join_all(sends), dms);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_past_the_global_limit_meet_no_429_and_every_message_arrives_in_order() {
    let discord = Double::start().await.expect("the double starts");
    discord.set_rate_limits(RateLimits::discord());
    let guild = discord.add_guild("Busy");
    let reader = discord.add_user("reader");
    discord.add_member(guild, reader);
    let channels: Vec<tavola_double::ChannelId> =
        (0..2 * CHANNELS).map(|n| discord.add_channel(guild, &format!("game-{n}"))).collect();
    let gate = Gate::new(&discord.api_base(), Limits::default()).expect("a gate");
    let serving = tavola_gate::serve(gate, tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap()).unwrap();
    let (first, second) = (through(&serving.url()), through(&serving.url()));
    let ids = |range: std::ops::Range<u64>| -> Vec<ChannelId> {
        range.map(|n| ChannelId::new(channels[n as usize].0)).collect()
    };
    let (mine, theirs) = (ids(0..CHANNELS), ids(CHANNELS..2 * CHANNELS));
    let user = serenity::all::UserId::new(reader.0);

    // While both processes flood, an interaction is answered: its callback
    // is not held in the queue. (The double knows no such interaction and
    // says so at once: what is timed is the way through the gate.)
    let started = Instant::now();
    let answered = async {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let asked = Instant::now();
        let answer = CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("here"));
        let _ = first.create_interaction_response(InteractionId::new(1), "tok-1", &answer, Vec::new()).await;
        asked.elapsed()
    };
    let ((), (), answer_took) = tokio::join!(flood(&first, 1, &mine, user), flood(&second, 2, &theirs, user), answered);
    let took = started.elapsed();

    let requests = discord.requests();
    if std::env::var("GATE_DEBUG").is_ok() {
        for r in &requests {
            eprintln!("{:>8.3} {} {} {}", r.at.as_secs_f64(), r.method, r.path(), r.status);
        }
    }
    let (most, span) = busiest_second(&requests);
    let sent = requests.len();
    println!(
        "{sent} requests offered at once by two processes; delivered over {span:.1} s, at most {most} within one second; the interaction's answer took {answer_took:?}"
    );
    assert!(discord.rate_limited().is_empty(), "Discord would have refused: {:#?}", discord.rate_limited());
    let refused: Vec<Request> =
        discord.violations().into_iter().filter(|r| !r.path().contains("/interactions/")).collect();
    assert!(refused.is_empty(), "{refused:#?}");
    // Discord's count (the double's, by arrival) is the one that matters;
    // `most` counts by answer, for the record.
    assert!(sent > 100 && took > Duration::from_secs(2), "the load was past the global limit");
    // Behind the queue it would have waited seconds.
    assert!(answer_took < Duration::from_secs(1), "the answer waited behind the queue: {answer_took:?}");
    for (n, &channel) in channels.iter().enumerate() {
        let process = if (n as u64) < CHANNELS { 1 } else { 2 };
        let texts: Vec<String> = discord.messages_in(channel).into_iter().map(|m| m.content).collect();
        let expected: Vec<String> = (0..MESSAGES).map(|i| format!("p{process} #{i}")).collect();
        assert_eq!(texts, expected, "every message in {channel:?}, in order");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_gate_the_same_load_meets_429s() {
    let discord = Double::start().await.expect("the double starts");
    discord.set_rate_limits(RateLimits::discord());
    let guild = discord.add_guild("Busy");
    let channels: Vec<ChannelId> =
        (0..CHANNELS).map(|n| ChannelId::new(discord.add_channel(guild, &format!("game-{n}")).0)).collect();
    let direct = through(&discord.api_base());
    let sends = channels.iter().map(|&channel| {
        let direct = &direct;
        async move {
            for n in 0..MESSAGES {
                let _ = channel.send_message(direct, CreateMessage::new().content(format!("#{n}"))).await;
            }
        }
    });
    join_all(sends).await;
    assert!(!discord.rate_limited().is_empty(), "a channel's sixth message within 5 s is refused");
}
