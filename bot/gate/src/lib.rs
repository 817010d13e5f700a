//! One Discord rate limit for the whole bot.
//!
//! Discord limits a bot by its token: at most 50 requests a second in all
//! (its *global* limit), and each route of each channel, server or webhook
//! to what its *bucket* allows. Several bot processes share the token, so
//! each limiting only its own requests lets them together run into 429s
//! that none saw coming. The gate is an HTTP proxy in front of Discord's
//! REST API, as twilight-http-proxy and nirn-proxy are for other
//! libraries: serenity in every process sends its requests to the gate
//! (serenity's `HttpBuilder::proxy`, its own limiter off), and the gate
//!
//! - **paces** them under the global limit, evenly spaced, all processes
//!   together;
//! - keeps each route's requests in **one lane**, in the order they came,
//!   waiting when Discord's headers said its bucket is used up;
//! - **honours a 429** Discord returns anyway: the bucket (or, for a global
//!   one, everything) waits for its `retry_after`, then the request is sent
//!   again; never at once, never more than [`RETRIES`] times;
//! - lets an **interaction's answer** (its callback, the follow-ups and
//!   edits of its response) past the global pace: Discord does not count
//!   them against it, and an answer must not wait behind board edits to
//!   reach Discord within its 3 seconds. A relaying gate (below) sends it
//!   to Discord itself too: its bucket is the interaction's own, which no
//!   other process writes to, so it needs no hop through another process.
//!
//! One process serves the gate for all (`TAVOLA_RATE_LIMIT_ADDR`), the
//! others send through it (`TAVOLA_RATE_LIMIT_URL`); a single process runs
//! one of its own on a loopback port. A process that sends through another's
//! gate does so through a gate of its own that **relays** to it
//! ([`Gate::relaying`]): while the serving process cannot be reached (it is
//! restarting, or gone), the process sends to Discord itself under its own
//! share of the global limit, and relays again once it answers, so no
//! process stops reaching Discord when another stops.
//!
//! Why a proxy rather than limits kept
//! in PostgreSQL: a request's turn is decided in memory in microseconds,
//! where a database round trip per request would cost more than the
//! request's own wait, and a SQLite bot needs no database to share.

mod limits;
mod route;
mod serve;

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use thiserror::Error;

pub use limits::{Limits, DISCORD_GLOBAL};
pub use route::{answers_an_interaction, RouteKey};
pub use serve::{serve, Serving};

use limits::{Buckets, Lanes, Pace, Turn};

/// How many times a request Discord refused with a 429 is sent again.
pub const RETRIES: u32 = 3;

/// How long the gate waits for Discord's answer to one request.
const UPSTREAM_TIMEOUT: Duration = Duration::from_secs(15);

/// How long a relay that refused a connection is left alone before the
/// next request tries it again.
pub const RELAY_RETRY: Duration = Duration::from_secs(5);

/// Requests sent through the gate, by kind of route (a counter).
pub const REQUESTS: &str = "tavola_discord_requests_total";
/// 429s Discord returned, by kind of route and scope (a counter).
pub const REFUSED: &str = "tavola_discord_429_total";
/// Time a request waited in the gate before it left, seconds (a histogram).
pub const WAITED: &str = "tavola_discord_wait_seconds";
/// Times the gate relaying to another process's found it unreachable and
/// began sending to Discord itself (a counter).
pub const RELAY_DOWN: &str = "tavola_discord_relay_down_total";

/// Why a request could not be carried to Discord.
#[derive(Debug, Error)]
pub enum GateError {
    #[error("no answer from Discord's API: {0}")]
    Upstream(#[from] reqwest::Error),
}

/// A request on its way to Discord.
#[derive(Debug)]
pub struct Outgoing {
    pub method: reqwest::Method,
    /// Path and query, as serenity sent them (`/api/v10/channels/…`).
    pub path: String,
    pub headers: reqwest::header::HeaderMap,
    pub body: Bytes,
}

/// Discord's answer.
#[derive(Debug)]
pub struct Answer {
    pub status: reqwest::StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub body: Bytes,
}

/// The gate: cloneable, one per bot.
#[derive(Clone)]
pub struct Gate {
    inner: Arc<Inner>,
}

struct Inner {
    upstream: String,
    /// The gate that keeps the limit for every process, if this one
    /// relays to it.
    relay: Option<Relay>,
    client: reqwest::Client,
    pace: std::sync::Mutex<Pace>,
    buckets: Buckets,
    lanes: Lanes,
}

impl Gate {
    /// A gate in front of `upstream` (`https://discord.com`, or the
    /// Discord double's address in tests).
    ///
    /// # Errors
    /// The HTTP client cannot be built (no TLS roots).
    pub fn new(upstream: &str, limits: Limits) -> Result<Gate, GateError> {
        Gate::build(upstream, None, limits)
    }

    /// A gate that carries every request to `relay` (another process's
    /// gate, which keeps the bot's limit for all) while it can be reached,
    /// and otherwise to `upstream` itself under `limits`, this process's
    /// share of the bot's limit; a refused connection leaves the relay
    /// alone for [`RELAY_RETRY`].
    ///
    /// # Errors
    /// The HTTP client cannot be built (no TLS roots).
    pub fn relaying(relay: &str, upstream: &str, limits: Limits) -> Result<Gate, GateError> {
        Gate::build(upstream, Some(relay), limits)
    }

    fn build(upstream: &str, relay: Option<&str>, limits: Limits) -> Result<Gate, GateError> {
        let client = reqwest::Client::builder().timeout(UPSTREAM_TIMEOUT).build()?;
        Ok(Gate {
            inner: Arc::new(Inner {
                upstream: upstream.trim_end_matches('/').to_owned(),
                relay: relay
                    .map(|url| Relay { url: url.trim_end_matches('/').to_owned(), down_until: Default::default() }),
                client,
                pace: std::sync::Mutex::new(Pace::new(limits)),
                buckets: Buckets::default(),
                lanes: Lanes::default(),
            }),
        })
    }

    /// Carries `request` to Discord in its turn and returns Discord's
    /// answer (a 429 only after [`RETRIES`] honoured ones).
    ///
    /// # Errors
    /// Discord cannot be reached.
    pub async fn send(&self, request: Outgoing) -> Result<Answer, GateError> {
        let kind = RouteKey::kind(request.method.as_str(), &request.path);
        if answers_an_interaction(&request.path) {
            // Its own bucket per interaction, never near its limit: no lane,
            // no pace, and no hop through the serving process either.
            metrics::counter!(REQUESTS, "route" => kind).increment(1);
            metrics::histogram!(WAITED).record(0.0);
            return self.forward(&request).await;
        }
        if let Some(relay) = &self.inner.relay {
            if relay.up(Instant::now()) {
                match self.forward_to(&relay.url, &request).await {
                    Err(GateError::Upstream(e)) if e.is_connect() => relay.down(Instant::now()),
                    relayed => {
                        relay.answered();
                        return relayed;
                    }
                }
            }
        }
        let arrived = Instant::now();
        metrics::counter!(REQUESTS, "route" => kind.clone()).increment(1);
        let route = RouteKey::of(request.method.as_str(), &request.path);
        let lane = self.inner.lanes.of(&route);
        let _turn = lane.lock().await;
        let mut attempt = 0;
        loop {
            if let Some(until) = self.inner.buckets.wait_for(&route, Instant::now()) {
                tokio::time::sleep_until(until.into()).await;
            }
            self.global_turn().await;
            if attempt == 0 {
                metrics::histogram!(WAITED).record(arrived.elapsed().as_secs_f64());
            }
            self.inner.buckets.spend(&route);
            let answer = self.forward(&request).await;
            let now = Instant::now();
            self.pace().back(now);
            let answer = answer?;
            self.inner.buckets.learn(&route, &answer.headers, now);
            if answer.status != reqwest::StatusCode::TOO_MANY_REQUESTS {
                return Ok(answer);
            }
            let refusal = Refusal::read(&answer);
            metrics::counter!(REFUSED, "route" => kind.clone(), "scope" => refusal.scope()).increment(1);
            tracing::warn!(route = %kind, retry_after = ?refusal.retry_after, global = refusal.global, attempt, "Discord answered 429; waiting as told");
            let until = now + refusal.retry_after + limits::ROUNDING;
            if refusal.global {
                self.pace().hold_until(until);
            } else {
                self.inner.buckets.exhausted(&route, until);
            }
            attempt += 1;
            if attempt > RETRIES {
                return Ok(answer);
            }
        }
    }

    fn pace(&self) -> std::sync::MutexGuard<'_, Pace> {
        self.inner.pace.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Waits for a request's turn under the global limit; from its return
    /// the request counts as on its way.
    async fn global_turn(&self) {
        loop {
            let turn = self.pace().reserve(Instant::now());
            match turn {
                Turn::LeaveAt(at) => {
                    tokio::time::sleep_until(at.into()).await;
                    return;
                }
                Turn::AskAgainAt(at) => tokio::time::sleep_until(at.into()).await,
            }
        }
    }

    async fn forward(&self, request: &Outgoing) -> Result<Answer, GateError> {
        self.forward_to(&self.inner.upstream, request).await
    }

    async fn forward_to(&self, base: &str, request: &Outgoing) -> Result<Answer, GateError> {
        let url = format!("{base}{}", request.path);
        let sent = self
            .inner
            .client
            .request(request.method.clone(), url)
            .headers(request.headers.clone())
            .body(request.body.clone())
            .send()
            .await?;
        let (status, headers) = (sent.status(), sent.headers().clone());
        let body = sent.bytes().await?;
        Ok(Answer { status, headers, body })
    }
}

/// Another process's gate, and whether it answers.
struct Relay {
    url: String,
    /// Until when it is taken for down, after it refused a connection.
    down_until: std::sync::Mutex<Option<Instant>>,
}

impl Relay {
    fn up(&self, now: Instant) -> bool {
        let down = self.down_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        down.is_none_or(|until| now >= until)
    }

    /// Takes it for down from `now` for [`RELAY_RETRY`]; logged each time
    /// it is found down anew, not for every request meanwhile.
    fn down(&self, now: Instant) {
        let mut down = self.down_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if down.is_none_or(|was| now >= was) {
            tracing::warn!(relay = %self.url, retry_in = ?RELAY_RETRY, "the gate that keeps the bot's rate limit does not answer: sending to Discord under this process's share of the limit");
            metrics::counter!(RELAY_DOWN).increment(1);
        }
        *down = Some(now + RELAY_RETRY);
    }

    /// It took a request: logged once when it does again after being down.
    fn answered(&self) {
        let mut down = self.down_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if down.take().is_some() {
            tracing::info!(relay = %self.url, "the gate that keeps the bot's rate limit answers again: sending through it");
        }
    }
}

/// What a 429 said.
struct Refusal {
    retry_after: Duration,
    global: bool,
}

impl Refusal {
    /// From the body (`retry_after` in seconds, `global`), else the
    /// headers; a 429 that says nothing waits a second.
    fn read(answer: &Answer) -> Refusal {
        let body: serde_json::Value = serde_json::from_slice(&answer.body).unwrap_or_default();
        let header = |name: &str| answer.headers.get(name).and_then(|v| v.to_str().ok());
        let secs = body
            .get("retry_after")
            .and_then(serde_json::Value::as_f64)
            .or_else(|| header("retry-after").and_then(|v| v.parse().ok()))
            .unwrap_or(1.0);
        let global = body.get("global").and_then(serde_json::Value::as_bool).unwrap_or(false)
            || header("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"));
        Refusal { retry_after: Duration::from_secs_f64(secs.clamp(0.0, 3600.0)), global }
    }

    fn scope(&self) -> &'static str {
        if self.global {
            "global"
        } else {
            "route"
        }
    }
}
