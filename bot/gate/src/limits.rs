//! What the gate knows of Discord's limits: the bot's global pace, and
//! each bucket as Discord's last answer described it.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use reqwest::header::HeaderMap;

use crate::route::RouteKey;

/// How many requests a second the bot may send, all processes together,
/// unless told otherwise: Discord's global limit for a bot.
pub const DISCORD_GLOBAL: u32 = 50;

/// The share of the global limit the gate uses: requests leave evenly
/// spaced, and a few milliseconds of jitter on the way must not make 51
/// arrive within one second.
const GLOBAL_SHARE: f64 = 0.9;

/// The limits the gate keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The bot's global limit, requests a second (Discord raises it for
    /// large bots on request).
    pub global_per_second: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { global_per_second: DISCORD_GLOBAL }
    }
}

impl Limits {
    /// The spacing between two requests under the global limit.
    pub fn spacing(&self) -> Duration {
        Duration::from_secs_f64(1.0 / (f64::from(self.global_per_second.max(1)) * GLOBAL_SHARE))
    }
}

/// The global limit, kept two ways. Requests leave evenly spaced (the
/// pace), so a burst is spread out; and one leaves only while fewer than
/// the limit are on their way or were answered within the last second (the
/// window). The window holds however the network delays them: a request
/// reaches Discord between its leaving and its answer, so any second of
/// Discord's holds at most the requests that were on their way or
/// answered within a second of the last of them leaving. A global 429
/// holds everything until its `retry_after`.
#[derive(Debug)]
pub(crate) struct Pace {
    spacing: Duration,
    next: Instant,
    limit: usize,
    on_the_way: usize,
    answered: VecDeque<Instant>,
}

/// Of a reservation: when to leave, or when to ask again.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Turn {
    LeaveAt(Instant),
    AskAgainAt(Instant),
}

impl Pace {
    pub(crate) fn new(limits: Limits) -> Pace {
        Pace {
            spacing: limits.spacing(),
            next: Instant::now(),
            limit: limits.global_per_second.max(1) as usize,
            on_the_way: 0,
            answered: VecDeque::new(),
        }
    }

    /// A request's turn under the global limit: the moment it may leave
    /// (never in the past; it counts as on its way from now), or, with the
    /// window full, when to ask again.
    pub(crate) fn reserve(&mut self, now: Instant) -> Turn {
        while self.answered.front().is_some_and(|t| *t + Duration::from_secs(1) <= now) {
            self.answered.pop_front();
        }
        if self.on_the_way + self.answered.len() >= self.limit {
            let freed = self.answered.front().map_or(now + Duration::from_millis(5), |t| *t + Duration::from_secs(1));
            return Turn::AskAgainAt(freed);
        }
        let slot = self.next.max(now);
        self.next = slot + self.spacing;
        self.on_the_way += 1;
        Turn::LeaveAt(slot)
    }

    /// The request reserved last came back (answered or failed) at `at`.
    pub(crate) fn back(&mut self, at: Instant) {
        self.on_the_way = self.on_the_way.saturating_sub(1);
        self.answered.push_back(at);
    }

    /// Discord said the bot is over its global limit: nothing leaves
    /// before `until`.
    pub(crate) fn hold_until(&mut self, until: Instant) {
        self.next = self.next.max(until);
    }
}

/// A bucket as Discord last described it.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    remaining: u32,
    resets_at: Instant,
}

/// The buckets learned from Discord's headers: which bucket each route is
/// in (routes can share one), and how much of it is left.
#[derive(Default)]
pub(crate) struct Buckets {
    of_route: Mutex<HashMap<RouteKey, String>>,
    state: Mutex<HashMap<String, Bucket>>,
}

/// Discord gives its waits to the millisecond, rounded: waiting that much
/// longer never leaves before the bucket has reset.
pub(crate) const ROUNDING: Duration = Duration::from_millis(1);

/// Past this many remembered routes, those whose bucket has reset are
/// forgotten (a bot in many channels would otherwise remember all).
const REMEMBERED: usize = 20_000;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Buckets {
    /// Until when `route` must wait: its bucket is used up and has not
    /// reset yet.
    pub(crate) fn wait_for(&self, route: &RouteKey, now: Instant) -> Option<Instant> {
        let bucket = self.bucket_of(route);
        let state = lock(&self.state);
        let b = state.get(&bucket)?;
        (b.remaining == 0 && b.resets_at > now).then_some(b.resets_at)
    }

    /// Counts a request about to leave on `route` against its bucket, so
    /// that a second one does not leave on the strength of the first's
    /// answer before it came.
    pub(crate) fn spend(&self, route: &RouteKey) {
        let bucket = self.bucket_of(route);
        if let Some(b) = lock(&self.state).get_mut(&bucket) {
            b.remaining = b.remaining.saturating_sub(1);
        }
    }

    /// Learns from an answer's headers.
    pub(crate) fn learn(&self, route: &RouteKey, headers: &HeaderMap, now: Instant) {
        let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let number = |name: &str| text(name).and_then(|v| v.parse::<f64>().ok());
        let Some(bucket) = text("x-ratelimit-bucket") else { return };
        let key = format!("{bucket}:{}", major_of(route));
        let (Some(remaining), Some(after)) = (number("x-ratelimit-remaining"), number("x-ratelimit-reset-after"))
        else {
            return;
        };
        let resets_at = now + Duration::from_secs_f64(after.max(0.0)) + ROUNDING;
        {
            let mut of_route = lock(&self.of_route);
            if of_route.len() > REMEMBERED {
                let state = lock(&self.state);
                of_route.retain(|_, b| state.get(b).is_some_and(|s| s.resets_at > now));
            }
            of_route.insert(route.clone(), key.clone());
        }
        let mut state = lock(&self.state);
        if state.len() > REMEMBERED {
            state.retain(|_, b| b.resets_at > now);
        }
        state.insert(key, Bucket { remaining: remaining as u32, resets_at });
    }

    /// Discord refused a request on `route` until `until`.
    pub(crate) fn exhausted(&self, route: &RouteKey, until: Instant) {
        let bucket = self.bucket_of(route);
        lock(&self.state).insert(bucket, Bucket { remaining: 0, resets_at: until });
    }

    /// The bucket a route is in: the one Discord named, else its own.
    fn bucket_of(&self, route: &RouteKey) -> String {
        lock(&self.of_route).get(route).cloned().unwrap_or_else(|| route.as_str().to_owned())
    }
}

/// The major parameter's part of a route key (`/channels/11`), which a
/// bucket is per.
fn major_of(route: &RouteKey) -> &str {
    let path = route.as_str().split_once(' ').map_or("", |(_, p)| p);
    let end = path.find("/{id}").unwrap_or(path.len());
    &path[..end]
}

/// One lane per route: a route's requests go out one after another, in
/// the order they came (a channel's messages arrive as they were sent).
#[derive(Default)]
pub(crate) struct Lanes {
    lanes: Mutex<HashMap<RouteKey, Arc<tokio::sync::Mutex<()>>>>,
}

impl Lanes {
    pub(crate) fn of(&self, route: &RouteKey) -> Arc<tokio::sync::Mutex<()>> {
        let mut lanes = lock(&self.lanes);
        if lanes.len() > REMEMBERED {
            // A lane nobody holds or waits on is empty.
            lanes.retain(|_, lane| Arc::strong_count(lane) > 1);
        }
        lanes.entry(route.clone()).or_default().clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn leave(turn: Turn) -> Instant {
        match turn {
            Turn::LeaveAt(at) => at,
            Turn::AskAgainAt(at) => panic!("told to wait until {at:?}"),
        }
    }

    #[test]
    fn the_pace_spaces_requests_under_the_global_limit() {
        let mut pace = Pace::new(Limits { global_per_second: 50 });
        let start = Instant::now();
        let slots: Vec<Instant> = (0..40).map(|_| leave(pace.reserve(start))).collect();
        assert!(slots.windows(2).all(|w| w[1] - w[0] == Limits::default().spacing()), "evenly spaced");
        pace.hold_until(start + Duration::from_secs(5));
        assert!(leave(pace.reserve(start)) >= start + Duration::from_secs(5), "a global 429 holds everything");
    }

    #[test]
    fn no_more_than_the_limit_are_on_their_way_or_answered_within_a_second() {
        let mut pace = Pace::new(Limits { global_per_second: 3 });
        let start = Instant::now();
        for _ in 0..3 {
            leave(pace.reserve(start));
        }
        assert!(matches!(pace.reserve(start), Turn::AskAgainAt(_)), "three on their way");
        let back = start + Duration::from_millis(400);
        pace.back(back);
        assert_eq!(pace.reserve(back), Turn::AskAgainAt(back + Duration::from_secs(1)), "answered a moment ago");
        leave(pace.reserve(back + Duration::from_secs(1)));
    }

    #[test]
    fn a_used_up_bucket_waits_for_its_reset_and_routes_share_a_named_bucket() {
        let buckets = Buckets::default();
        let now = Instant::now();
        let post = RouteKey::of("POST", "/channels/1/messages");
        let mut headers = HeaderMap::new();
        headers.insert("x-ratelimit-bucket", HeaderValue::from_static("abc"));
        headers.insert("x-ratelimit-remaining", HeaderValue::from_static("1"));
        headers.insert("x-ratelimit-reset-after", HeaderValue::from_static("2.5"));
        buckets.learn(&post, &headers, now);
        assert_eq!(buckets.wait_for(&post, now), None, "one left");
        buckets.spend(&post);
        let until = buckets.wait_for(&post, now).expect("used up");
        assert_eq!(until, now + Duration::from_millis(2500) + ROUNDING, "its reset, and a rounded millisecond");
        assert_eq!(buckets.wait_for(&RouteKey::of("POST", "/channels/2/messages"), now), None, "another channel");
        let other = RouteKey::of("PUT", "/channels/1/pins/5");
        buckets.learn(&other, &headers, now);
        assert!(buckets.wait_for(&other, now).is_none());
        buckets.spend(&other);
        assert!(buckets.wait_for(&post, now).is_some(), "the same bucket, the same channel");
    }

    #[test]
    fn a_refusal_holds_the_route_until_its_retry() {
        let buckets = Buckets::default();
        let now = Instant::now();
        let route = RouteKey::of("PATCH", "/channels/1/messages/2");
        buckets.exhausted(&route, now + Duration::from_secs(1));
        assert_eq!(buckets.wait_for(&route, now), Some(now + Duration::from_secs(1)));
        assert_eq!(buckets.wait_for(&route, now + Duration::from_secs(2)), None);
    }
}
