//! Discord's rate limits, served the way Discord serves them, so the bot's
//! own limiter meets them in tests. Off unless a test turns them on
//! ([`Double::set_rate_limits`]).
//!
//! - **Buckets.** A request's bucket is its method and route template plus
//!   its top-level resource (Discord's "major parameter"): the channel id,
//!   the guild id, the webhook id and token, or the interaction id and token.
//!   So every `POST /channels/1/messages` shares one bucket,
//!   `PATCH /channels/1/messages/{id}` is another, and channel 2 has its own.
//!   A bucket lets its quota through per window, the window opening with its
//!   first request (Discord's reset times behave so). `X-RateLimit-Bucket`
//!   names the route without its top-level resource, as Discord's does: a
//!   client keys its buckets on that name plus the resource.
//! - **The global limit** counts every request but the interaction
//!   endpoints (callbacks and interaction webhooks), which Discord exempts,
//!   in a rolling window.
//! - **Headers** go on every answer of a route with a bucket: limit,
//!   remaining, reset (epoch seconds), reset-after, bucket. A 429 adds
//!   `Retry-After` and `X-RateLimit-Scope`; a global 429 carries only the
//!   global headers, as Discord's example shows.
//! - A refused request is not carried out and consumes nothing; it is kept
//!   in [`Double::rate_limited`] and as a violation of its request.
//!
//! Only requests let through count: a bot that keeps knocking on a full
//! bucket is told to wait, not punished further.

use std::collections::{HashMap, VecDeque};
use std::fmt::Write;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::http::Method;
use serde_json::json;

use crate::rest::Reply;
use crate::world::World;
use crate::Double;

/// How many requests fit in how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quota {
    pub requests: u32,
    pub window: Duration,
}

impl Quota {
    pub const fn new(requests: u32, window: Duration) -> Quota {
        Quota { requests, window }
    }

    pub const fn per_second(requests: u32) -> Quota {
        Quota::new(requests, Duration::from_secs(1))
    }
}

/// The rate limits the double serves. The default serves none (no
/// headers, no 429s), as [`RateLimits::off`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RateLimits {
    /// All requests together except the interaction endpoints, in any
    /// rolling window of its length. `None`: no global limit.
    pub global: Option<Quota>,
    /// Each bucket of an ordinary route (channels, DMs, guilds, commands,
    /// the bot's own user). `None`: no buckets there, and no headers.
    pub route: Option<Quota>,
    /// Each bucket of an interaction endpoint: one interaction's callback,
    /// or its webhook (follow-ups, `@original`). `None`: no buckets there.
    pub interaction: Option<Quota>,
}

impl RateLimits {
    /// No limits: every request is carried out, no rate-limit headers.
    pub const fn off() -> RateLimits {
        RateLimits { global: None, route: None, interaction: None }
    }

    /// Discord's typical values, not guaranteed ones: Discord publishes
    /// only the global limit and tells clients to read the headers instead.
    /// - global: 50 requests per second (documented);
    /// - each route bucket: 5 per 5 s, what Discord answers for sending or
    ///   editing messages in one channel (`X-RateLimit-Limit: 5`, resetting
    ///   about 5 s after the first);
    /// - each interaction bucket: 10 per second, ours and generous: Discord
    ///   publishes none, and one interaction rarely needs more than a
    ///   callback and a few follow-ups or edits.
    pub const fn discord() -> RateLimits {
        RateLimits {
            global: Some(Quota::per_second(50)),
            route: Some(Quota::new(5, Duration::from_secs(5))),
            interaction: Some(Quota::per_second(10)),
        }
    }
}

/// One 429 the double answered from its own limits (not from
/// [`crate::Fault::RateLimited`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RateLimitHit {
    pub method: String,
    /// The path (after `/api/v10`), without the query string.
    pub route: String,
    pub exceeded: Exceeded,
    /// When, on the double's clock, since it started (as [`crate::Request::at`]).
    pub at: Duration,
    /// How long the 429 told the bot to wait.
    pub retry_after: Duration,
}

/// Which limit a request went over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exceeded {
    Global,
    /// A route's bucket, by its key: method, template and top-level
    /// resource, e.g. `POST /channels/123/messages`.
    Bucket(String),
}

/// Past this many buckets, those whose window has closed are let go (a
/// long run touches a channel's and a DM's buckets by the thousand).
const BUCKETS_KEPT: usize = 4096;

/// The limits in force and what they have counted so far.
#[derive(Default)]
pub(crate) struct Limiter {
    limits: RateLimits,
    /// Each bucket's open window, by bucket key.
    buckets: HashMap<String, Window>,
    /// When each request the global limit counted came, oldest first.
    global: VecDeque<Instant>,
    hits: Vec<RateLimitHit>,
}

struct Window {
    opened: Instant,
    used: u32,
}

/// A bucket as a request leaves it, for the headers.
#[derive(Debug, PartialEq)]
struct BucketState {
    /// The route without its top-level resource (`X-RateLimit-Bucket`).
    name: String,
    limit: u32,
    remaining: u32,
    reset_after: Duration,
}

#[derive(Debug, PartialEq)]
enum Decision {
    /// Carry the request out; the bucket's state, if the route has one.
    Pass(Option<BucketState>),
    /// Answer 429 instead: the bucket's state for a bucket's 429.
    Refuse { exceeded: Exceeded, retry_after: Duration, counted: u32, window: Duration, bucket: Option<BucketState> },
}

/// A request's route as Discord's limits see it.
#[derive(Debug, PartialEq)]
struct RouteKey {
    /// `POST /channels/{id}/messages`: what `X-RateLimit-Bucket` names.
    name: String,
    /// `POST /channels/123/messages`: one bucket.
    key: String,
    /// An interaction endpoint: its own quota, exempt from the global limit.
    interaction: bool,
}

impl RouteKey {
    fn of(method: &Method, path: &str) -> RouteKey {
        let path = path.split('?').next().unwrap_or_default();
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let (top, interaction) = match segments.first() {
            Some(&("channels" | "guilds")) => (1, false),
            Some(&("webhooks" | "interactions")) => (2, true),
            _ => (0, false),
        };
        let (mut name, mut key) = (method.to_string(), method.to_string());
        for (i, segment) in segments.iter().enumerate() {
            let general = match i {
                2 if top == 2 => "{token}",
                _ if segment.bytes().all(|b| b.is_ascii_digit()) && !segment.is_empty() => "{id}",
                _ => segment,
            };
            let _ = write!(name, "/{general}");
            let _ = write!(key, "/{}", if (1..=top).contains(&i) { segment } else { general });
        }
        RouteKey { name: name.replacen('/', " /", 1), key: key.replacen('/', " /", 1), interaction }
    }
}

impl Limiter {
    /// Serves `limits` from now on, every count starting afresh.
    fn set(&mut self, limits: RateLimits) {
        *self = Limiter { limits, hits: std::mem::take(&mut self.hits), ..Limiter::default() };
    }

    /// Decides a request arriving at `now`, and counts it if it passes.
    fn decide(&mut self, method: &Method, path: &str, now: Instant) -> Decision {
        let route = RouteKey::of(method, path);
        let quota = if route.interaction { self.limits.interaction } else { self.limits.route };
        let global = self.limits.global.filter(|_| !route.interaction);
        if let Some(global) = global {
            while self.global.front().is_some_and(|t| now.duration_since(*t) >= global.window) {
                self.global.pop_front();
            }
            if self.global.len() >= global.requests as usize {
                let oldest = self.global.front().copied().unwrap_or(now);
                return Decision::Refuse {
                    exceeded: Exceeded::Global,
                    retry_after: (oldest + global.window).saturating_duration_since(now),
                    counted: global.requests + 1,
                    window: global.window,
                    bucket: None,
                };
            }
        }
        let bucket = match quota {
            None => None,
            Some(quota) => {
                if self.buckets.len() >= BUCKETS_KEPT {
                    let longest = self.limits.route.iter().chain(&self.limits.interaction).map(|q| q.window).max();
                    let longest = longest.unwrap_or(quota.window);
                    self.buckets.retain(|_, w| now.duration_since(w.opened) < longest);
                }
                let window = self.buckets.entry(route.key.clone()).or_insert(Window { opened: now, used: 0 });
                if now.duration_since(window.opened) >= quota.window {
                    *window = Window { opened: now, used: 0 };
                }
                let reset_after = (window.opened + quota.window).saturating_duration_since(now);
                if window.used >= quota.requests {
                    let bucket = BucketState { name: route.name, limit: quota.requests, remaining: 0, reset_after };
                    return Decision::Refuse {
                        exceeded: Exceeded::Bucket(route.key),
                        retry_after: reset_after,
                        counted: quota.requests + 1,
                        window: quota.window,
                        bucket: Some(bucket),
                    };
                }
                window.used += 1;
                let remaining = quota.requests - window.used;
                Some(BucketState { name: route.name, limit: quota.requests, remaining, reset_after })
            }
        };
        if global.is_some() {
            self.global.push_back(now);
        }
        Decision::Pass(bucket)
    }
}

/// Response headers: name (lower case) and value.
pub(crate) type Headers = Vec<(&'static str, String)>;

impl World {
    /// Runs a request past the rate limits: the headers its answer carries,
    /// and the 429 to answer instead of carrying it out, if it went over.
    pub(crate) fn admit(&mut self, method: &Method, path: &str) -> (Headers, Option<Reply>) {
        let (now, wall, at) = (self.now(), self.wall_clock(), self.elapsed());
        match self.limiter.decide(method, path, now) {
            Decision::Pass(bucket) => (bucket.map(|b| bucket_headers(&b, wall)).unwrap_or_default(), None),
            Decision::Refuse { exceeded, retry_after, counted, window, bucket } => {
                let global = exceeded == Exceeded::Global;
                let mut headers = bucket.map(|b| bucket_headers(&b, wall)).unwrap_or_default();
                if global {
                    headers.push(("x-ratelimit-global", "true".into()));
                }
                headers.push(("x-ratelimit-scope", if global { "global" } else { "user" }.into()));
                let why = match &exceeded {
                    Exceeded::Global => format!("global limit: {counted} requests within {}", span(window)),
                    Exceeded::Bucket(key) => format!("bucket {key}: {counted} within {}", span(window)),
                };
                // At least a millisecond: "retry after 0" reads as "retry now".
                let secs = seconds(retry_after).max(0.001);
                let body = json!({"message": "You are being rate limited.", "retry_after": secs, "global": global});
                let reply = Reply {
                    status: 429,
                    body: Some(body),
                    retry_after: Some(secs),
                    violations: vec![format!("429 ({why})")],
                };
                let route = path.split('?').next().unwrap_or_default().to_string();
                self.limiter.hits.push(RateLimitHit { method: method.to_string(), route, exceeded, at, retry_after });
                (headers, Some(reply))
            }
        }
    }
}

fn bucket_headers(bucket: &BucketState, wall: SystemTime) -> Headers {
    let reset = (wall + bucket.reset_after).duration_since(UNIX_EPOCH).unwrap_or_default();
    vec![
        ("x-ratelimit-limit", bucket.limit.to_string()),
        ("x-ratelimit-remaining", bucket.remaining.to_string()),
        ("x-ratelimit-reset", format!("{:.3}", reset.as_secs_f64())),
        ("x-ratelimit-reset-after", format!("{:.3}", bucket.reset_after.as_secs_f64())),
        ("x-ratelimit-bucket", opaque(&bucket.name)),
    ]
}

/// Seconds, to Discord's millisecond precision.
fn seconds(d: Duration) -> f64 {
    (d.as_secs_f64() * 1000.0).round() / 1000.0
}

/// A window's length as a person reads it: `1 s`, `250 ms`.
fn span(d: Duration) -> String {
    if d.subsec_nanos() == 0 {
        format!("{} s", d.as_secs())
    } else {
        format!("{} ms", d.as_millis())
    }
}

/// A bucket's opaque name: FNV-1a of the route, the same in every run.
fn opaque(name: &str) -> String {
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x}")
}

impl Double {
    /// Serves `limits` from now on ([`RateLimits::discord`], or
    /// [`RateLimits::off`] again), every bucket and the global window
    /// starting empty. The double starts with them off.
    pub fn set_rate_limits(&self, limits: RateLimits) {
        self.run(|world| world.limiter.set(limits));
    }

    /// Every 429 the double answered from its own limits, in order (each is
    /// also a violation of its request).
    pub fn rate_limited(&self) -> Vec<RateLimitHit> {
        self.shared().lock().limiter.hits.clone()
    }

    /// The 429s the bot did not honour: another request on the same bucket
    /// (on any counted route, for a global one) came before the 429's
    /// `retry_after` had passed. Empty when the bot waited as told.
    pub fn rate_limits_ignored(&self) -> Vec<RateLimitHit> {
        let (hits, requests) = (self.rate_limited(), self.requests());
        hits.into_iter()
            .filter(|hit| {
                let refused = requests
                    .iter()
                    .position(|r| r.status == 429 && r.at >= hit.at && r.method == hit.method && r.path() == hit.route);
                let Some(refused) = refused else { return false };
                let until = hit.at + hit.retry_after;
                requests[refused + 1..].iter().take_while(|r| r.at < until).any(|r| {
                    let route = RouteKey::of(&r.method.parse().unwrap_or(Method::GET), r.path());
                    match &hit.exceeded {
                        Exceeded::Global => !route.interaction,
                        Exceeded::Bucket(key) => route.key == *key,
                    }
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limiter(limits: RateLimits) -> Limiter {
        let mut limiter = Limiter::default();
        limiter.set(limits);
        limiter
    }

    fn passes(decision: &Decision) -> bool {
        matches!(decision, Decision::Pass(_))
    }

    #[test]
    fn a_bucket_is_the_route_template_and_its_top_level_resource() {
        let key = |method, path| RouteKey::of(&method, path);
        let post = key(Method::POST, "/channels/123/messages");
        assert_eq!(post.key, "POST /channels/123/messages");
        assert_eq!(post.name, "POST /channels/{id}/messages");
        assert!(!post.interaction);
        let edit = key(Method::PATCH, "/channels/123/messages/456?x=1");
        assert_eq!(edit.key, "PATCH /channels/123/messages/{id}");
        assert_eq!(key(Method::PATCH, "/channels/123/messages/789").key, edit.key);
        assert_eq!(key(Method::PATCH, "/channels/9/messages/456").name, edit.name);
        let member = key(Method::GET, "/guilds/5/members/6");
        assert_eq!(member.key, "GET /guilds/5/members/{id}");
        let commands = key(Method::PUT, "/applications/7/commands");
        assert_eq!(commands.key, "PUT /applications/{id}/commands", "no top-level resource");
        assert_eq!(commands.name, commands.key);
        let callback = key(Method::POST, "/interactions/8/tok-8/callback");
        assert_eq!(callback.key, "POST /interactions/8/tok-8/callback");
        assert_eq!(callback.name, "POST /interactions/{id}/{token}/callback");
        assert!(callback.interaction);
        let original = key(Method::PATCH, "/webhooks/7/tok-8/messages/@original");
        assert_eq!(original.key, "PATCH /webhooks/7/tok-8/messages/@original");
        assert!(original.interaction);
    }

    #[test]
    fn a_bucket_refuses_past_its_quota_until_its_window_ends() {
        let mut limiter = limiter(RateLimits { route: Some(Quota::per_second(2)), ..RateLimits::off() });
        let t0 = Instant::now();
        let at = |ms| t0 + Duration::from_millis(ms);
        let Decision::Pass(Some(first)) = limiter.decide(&Method::POST, "/channels/1/messages", at(0)) else {
            panic!("the first passes")
        };
        assert_eq!((first.limit, first.remaining, first.reset_after), (2, 1, Duration::from_secs(1)));
        assert!(passes(&limiter.decide(&Method::POST, "/channels/1/messages", at(100))));
        match limiter.decide(&Method::POST, "/channels/1/messages", at(400)) {
            Decision::Refuse { exceeded, retry_after, counted, .. } => {
                assert_eq!(exceeded, Exceeded::Bucket("POST /channels/1/messages".into()));
                assert_eq!((retry_after, counted), (Duration::from_millis(600), 3));
            }
            other => panic!("expected a 429, got {other:?}"),
        }
        assert!(passes(&limiter.decide(&Method::POST, "/channels/2/messages", at(400))), "another channel");
        assert!(passes(&limiter.decide(&Method::GET, "/channels/1/messages", at(400))), "another route");
        assert!(passes(&limiter.decide(&Method::POST, "/channels/1/messages", at(1000))), "a new window");
    }

    #[test]
    fn the_global_limit_rolls_and_spares_interaction_endpoints() {
        let mut limiter = limiter(RateLimits { global: Some(Quota::per_second(3)), ..RateLimits::off() });
        let t0 = Instant::now();
        let at = |ms| t0 + Duration::from_millis(ms);
        for (i, ms) in [0, 300, 600].into_iter().enumerate() {
            assert_eq!(limiter.decide(&Method::POST, &format!("/channels/{i}/messages"), at(ms)), Decision::Pass(None));
        }
        for _ in 0..10 {
            assert!(passes(&limiter.decide(&Method::POST, "/interactions/1/t/callback", at(700))));
            assert!(passes(&limiter.decide(&Method::POST, "/webhooks/2/t", at(700))));
        }
        match limiter.decide(&Method::GET, "/users/@me", at(900)) {
            Decision::Refuse { exceeded: Exceeded::Global, retry_after, counted: 4, .. } => {
                assert_eq!(retry_after, Duration::from_millis(100));
            }
            other => panic!("expected a global 429, got {other:?}"),
        }
        // At 1 s the first request leaves the window: one more fits, not two.
        assert!(passes(&limiter.decide(&Method::GET, "/users/@me", at(1000))));
        assert!(!passes(&limiter.decide(&Method::GET, "/users/@me", at(1100))));
        assert!(passes(&limiter.decide(&Method::GET, "/users/@me", at(1300))));
    }

    #[test]
    fn closed_buckets_are_let_go_and_open_ones_kept() {
        let mut limiter = limiter(RateLimits { route: Some(Quota::per_second(1)), ..RateLimits::off() });
        let t0 = Instant::now();
        let at = |ms| t0 + Duration::from_millis(ms);
        for channel in 0..BUCKETS_KEPT - 1 {
            assert!(passes(&limiter.decide(&Method::POST, &format!("/channels/{channel}/messages"), at(0))));
        }
        assert!(passes(&limiter.decide(&Method::POST, "/channels/open/messages", at(1500))));
        assert_eq!(limiter.buckets.len(), BUCKETS_KEPT);
        assert!(passes(&limiter.decide(&Method::POST, "/channels/new/messages", at(1600))));
        assert_eq!(limiter.buckets.len(), 2, "the closed windows went, the open one stayed");
        assert!(!passes(&limiter.decide(&Method::POST, "/channels/open/messages", at(1700))), "and still counts");
    }

    #[test]
    fn off_passes_everything_without_headers() {
        let mut limiter = limiter(RateLimits::off());
        let now = Instant::now();
        for _ in 0..200 {
            assert_eq!(limiter.decide(&Method::POST, "/channels/1/messages", now), Decision::Pass(None));
        }
        assert_eq!(RateLimits::default(), RateLimits::off());
    }

    #[test]
    fn windows_read_as_people_write_them() {
        assert_eq!(span(Duration::from_secs(1)), "1 s");
        assert_eq!(span(Duration::from_millis(250)), "250 ms");
        assert_eq!(opaque("POST /channels/{id}/messages").len(), 16);
        assert_ne!(opaque("POST /channels/{id}/messages"), opaque("PATCH /channels/{id}/messages/{id}"));
    }
}
