//! Discord's rate limits as the double serves them: per-route buckets, the
//! global limit and its exemptions, the headers, and limits off by default.
//! The requests go over plain HTTP, so the tests see every header and every
//! 429 as the bot's client would (serenity's own limiter is off in Tavola).

mod common;

use std::collections::HashMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
use serenity::http::HttpError;
use tavola_double::{ChannelId, Double, Exceeded, Quota, RateLimits};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One answer as it came over the wire.
struct Answer {
    status: u16,
    /// Header names in lower case.
    headers: HashMap<String, String>,
    body: Value,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(String::as_str)
    }

    fn number(&self, name: &str) -> f64 {
        self.header(name).and_then(|v| v.parse().ok()).unwrap_or_else(|| panic!("no number in {name}"))
    }
}

/// Sends one request to the double with HTTP/1.1 and reads the whole answer.
async fn send(discord: &Double, method: &str, path: &str, body: Option<Value>) -> Answer {
    let host = discord.api_base().trim_start_matches("http://").to_string();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} /api/v10{path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bot token\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut stream = TcpStream::connect(&host).await.expect("connect");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("read");
    let raw = String::from_utf8(raw).expect("text");
    let (head, body) = raw.split_once("\r\n\r\n").expect("a head and a body");
    let mut lines = head.lines();
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).and_then(|s| s.parse().ok()).expect("status");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    let body = if body.is_empty() { Value::Null } else { serde_json::from_str(body).expect("JSON body") };
    Answer { status, headers, body }
}

async fn post_message(discord: &Double, channel: ChannelId, content: &str) -> Answer {
    send(discord, "POST", &format!("/channels/{channel}/messages"), Some(json!({"content": content}))).await
}

/// Answers interaction `n` (which the double never dispatched) by its
/// callback and by its webhook: the statuses.
async fn answer_interaction(discord: &Double, n: u64) -> [u16; 2] {
    let body = json!({"type": 4, "data": {"content": "x"}});
    let callback = send(discord, "POST", &format!("/interactions/{n}/tok-{n}/callback"), Some(body.clone())).await;
    let followup = send(discord, "POST", &format!("/webhooks/{}/tok-{n}", discord.bot_id()), Some(body)).await;
    [callback.status, followup.status]
}

fn epoch_now() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).expect("after 1970").as_secs_f64()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_bucket_refuses_the_sixth_message_and_carries_nothing_out() {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Limits");
    let (games, other) = (discord.add_channel(guild, "games"), discord.add_channel(guild, "other"));
    discord.set_rate_limits(RateLimits::discord());

    let mut bucket = None;
    for i in 0..5 {
        let sent = post_message(&discord, games, &format!("m{i}")).await;
        assert_eq!(sent.status, 200, "{i}: {}", sent.body);
        assert_eq!(sent.header("x-ratelimit-limit"), Some("5"));
        assert_eq!(sent.number("x-ratelimit-remaining"), f64::from(4 - i));
        let reset_after = sent.number("x-ratelimit-reset-after");
        assert!(reset_after > 0.0 && reset_after <= 5.0, "reset after {reset_after}");
        let reset = sent.number("x-ratelimit-reset");
        assert!((reset - (epoch_now() + reset_after)).abs() < 1.0, "reset {reset} is epoch seconds");
        let name = sent.header("x-ratelimit-bucket").expect("a bucket").to_string();
        assert_eq!(*bucket.get_or_insert(name.clone()), name, "one bucket for the route");
    }

    let refused = post_message(&discord, games, "m5").await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.body["message"], "You are being rate limited.");
    assert_eq!(refused.body["global"], false);
    let retry_after = refused.body["retry_after"].as_f64().expect("retry_after");
    assert!(retry_after > 0.0 && retry_after <= 5.0, "retry after {retry_after}");
    assert!(refused.number("retry-after") >= retry_after);
    assert_eq!(refused.header("x-ratelimit-scope"), Some("user"));
    assert_eq!(refused.header("x-ratelimit-remaining"), Some("0"));
    assert_eq!(refused.header("x-ratelimit-global"), None);
    assert_eq!(refused.header("x-ratelimit-bucket"), bucket.as_deref());
    let texts = |channel| discord.messages_in(channel).iter().map(|m| m.content.clone()).collect::<Vec<_>>();
    assert_eq!(texts(games), ["m0", "m1", "m2", "m3", "m4"], "the sixth was not posted");

    // The bot's own client (serenity) sees the 429 too.
    let http = common::http(&discord);
    match http.send_message(common::channel(games), vec![], &json!({"content": "again"})).await {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) => assert_eq!(r.status_code.as_u16(), 429),
        other => panic!("expected a 429, got {other:?}"),
    }

    // Another channel, and another route of the same channel, have buckets
    // of their own; Discord names a route's buckets alike in every channel.
    let elsewhere = post_message(&discord, other, "hi").await;
    assert_eq!((elsewhere.status, elsewhere.header("x-ratelimit-remaining")), (200, Some("4")));
    assert_eq!(elsewhere.header("x-ratelimit-bucket"), bucket.as_deref());
    let first = discord.messages_in(games)[0].id;
    let path = format!("/channels/{games}/messages/{first}");
    let edit = send(&discord, "PATCH", &path, Some(json!({"content": "e"}))).await;
    assert_eq!((edit.status, edit.header("x-ratelimit-remaining")), (200, Some("4")));
    assert_ne!(edit.header("x-ratelimit-bucket"), bucket.as_deref());

    // Once the window has passed, the channel takes messages again.
    discord.advance_clock(Duration::from_secs(5));
    let later = post_message(&discord, games, "m6").await;
    assert_eq!((later.status, later.header("x-ratelimit-remaining")), (200, Some("4")));

    let hits = discord.rate_limited();
    assert_eq!(hits.len(), 2, "{hits:?}");
    let key = format!("POST /channels/{games}/messages");
    assert!(hits.iter().all(|h| h.exceeded == Exceeded::Bucket(key.clone()) && h.method == "POST"));
    assert_eq!(hits[0].route, format!("/channels/{games}/messages"));
    assert!(hits[0].retry_after > Duration::ZERO);
    let violations: Vec<String> = discord.violations().into_iter().flat_map(|r| r.violations).collect();
    assert_eq!(violations, vec![format!("429 (bucket {key}: 6 within 5 s)"); 2]);
    // The first 429 was not honoured (the second request came at once);
    // the second was: the channel's next message came after the window.
    assert_eq!(discord.rate_limits_ignored(), vec![hits[0].clone()]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_global_limit_refuses_past_fifty_and_spares_interaction_endpoints() {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Busy");
    let channels: Vec<ChannelId> = (0..20).map(|i| discord.add_channel(guild, &format!("c{i}"))).collect();
    // Discord's limits with the global window stretched from 1 s to a
    // minute, so that a slow machine still sends the burst within it.
    let window = Duration::from_secs(60);
    discord.set_rate_limits(RateLimits { global: Some(Quota::new(50, window)), ..RateLimits::discord() });

    // Interaction endpoints before the burst take nothing from it...
    for n in 1..=10 {
        assert_eq!(answer_interaction(&discord, n).await, [404, 404], "no such interaction, but no 429");
    }
    let mut statuses = Vec::new();
    for i in 0..60 {
        let answer = post_message(&discord, channels[i % channels.len()], &format!("m{i}")).await;
        if answer.status == 429 {
            assert_eq!(answer.body["global"], true);
            assert_eq!(answer.header("x-ratelimit-global"), Some("true"));
            assert_eq!(answer.header("x-ratelimit-scope"), Some("global"));
            assert!(answer.number("retry-after") > 0.0);
            assert!(answer.body["retry_after"].as_f64().is_some_and(|s| s > 0.0 && s <= 60.0));
        }
        statuses.push(answer.status);
    }
    assert_eq!(statuses, [[200; 50].as_slice(), &[429; 10]].concat());
    // ...and are not refused once it is spent.
    for n in 11..=20 {
        assert_eq!(answer_interaction(&discord, n).await, [404, 404]);
    }

    assert_eq!(discord.all_messages().len(), 50, "the refused messages were not posted");
    let hits = discord.rate_limited();
    assert_eq!(hits.len(), 10);
    assert!(hits.iter().all(|h| h.exceeded == Exceeded::Global && h.route.ends_with("/messages")));
    let refused: Vec<String> =
        discord.violations().into_iter().filter(|r| r.status == 429).flat_map(|r| r.violations).collect();
    assert_eq!(refused, vec!["429 (global limit: 51 requests within 60 s)".to_string(); 10]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_are_off_by_default_and_every_request_is_timed() {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Quiet");
    let channel = discord.add_channel(guild, "general");
    for i in 0..60 {
        let sent = post_message(&discord, channel, &format!("m{i}")).await;
        assert_eq!(sent.status, 200);
        assert!(!sent.headers.keys().any(|h| h.starts_with("x-ratelimit")), "{:?}", sent.headers);
    }
    // On, then off again: as at the start.
    discord.set_rate_limits(RateLimits::discord());
    discord.set_rate_limits(RateLimits::off());
    let sent = post_message(&discord, channel, "after").await;
    assert_eq!(sent.header("x-ratelimit-limit"), None);
    assert!(discord.rate_limited().is_empty());
    assert!(discord.violations().is_empty());

    // Requests carry when they came, on the double's clock.
    discord.advance_clock(Duration::from_secs(30));
    post_message(&discord, channel, "late").await;
    let at: Vec<Duration> = discord.requests().iter().map(|r| r.at).collect();
    assert_eq!(at.len(), 62);
    assert!(at.windows(2).all(|w| w[0] <= w[1]), "in order");
    assert!(at[61] >= at[60] + Duration::from_secs(30));
}
