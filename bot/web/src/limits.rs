//! What keeps a page server on the internet from being held: requests per
//! address (a token bucket each), live followers per game and in all. The
//! connection cap and the deadlines are in [`crate::server`].

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The limits a host may tune (tests and the benchmark raise them).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Requests an address may make per second, on average.
    pub per_second: f64,
    /// Requests an address may make at once, after a quiet while.
    pub burst: f64,
    /// Open connections in all; past it, new ones wait to be accepted.
    pub connections: usize,
    /// Live followers of one game.
    pub followers_per_game: usize,
    /// Live followers in all.
    pub followers: usize,
    /// How long a client may take to send a request's head.
    pub head_timeout: Duration,
    /// How long a page may take to answer.
    pub answer_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_second: 10.0,
            burst: 40.0,
            connections: 512,
            followers_per_game: 50,
            followers: 1000,
            head_timeout: Duration::from_secs(10),
            answer_timeout: Duration::from_secs(10),
        }
    }
}

/// One bucket per address that asked lately.
pub struct PerAddress {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

/// How many addresses are remembered before the full buckets are
/// forgotten (a full bucket is what a new address gets anyway).
const REMEMBERED: usize = 10_000;

impl PerAddress {
    pub fn new(limits: &Limits) -> PerAddress {
        PerAddress { rate: limits.per_second, burst: limits.burst, buckets: Mutex::new(HashMap::new()) }
    }

    /// Whether `address` may make one more request now.
    pub fn allow(&self, address: IpAddr, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= REMEMBERED {
            let (rate, burst) = (self.rate, self.burst);
            buckets.retain(|_, (tokens, at)| *tokens + now.duration_since(*at).as_secs_f64() * rate < burst);
        }
        let (tokens, at) = buckets.entry(address).or_insert((self.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.rate).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_burst_then_its_rate() {
        let limits = Limits { per_second: 2.0, burst: 3.0, ..Limits::default() };
        let per = PerAddress::new(&limits);
        let (a, b) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        assert!((0..3).all(|_| per.allow(a, start)));
        assert!(!per.allow(a, start), "the burst is spent");
        assert!(per.allow(b, start), "another address has its own");
        assert!(per.allow(a, start + Duration::from_millis(500)), "half a second gives one more");
        assert!(!per.allow(a, start + Duration::from_millis(500)));
    }
}
