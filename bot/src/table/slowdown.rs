//! A slower world on purpose, to test the bot under pressure:
//! `TAVOLA_SLOW_STORE_MS` delays every piece of store work (each call of
//! [`Sessions::blocking`](crate::table::session::Sessions::blocking)) by that
//! many milliseconds, as a busy disk or a loaded machine would. Unset in
//! production; read once.

use std::sync::OnceLock;
use std::time::Duration;

/// The delay asked for, if any.
pub fn store_delay() -> Option<Duration> {
    static DELAY: OnceLock<Option<Duration>> = OnceLock::new();
    *DELAY.get_or_init(|| {
        std::env::var("TAVOLA_SLOW_STORE_MS")
            .ok()
            .and_then(|v| v.parse().ok())
            .filter(|&ms| ms > 0)
            .map(Duration::from_millis)
    })
}

/// Sleeps the blocking thread for the delay asked for (none by default).
pub fn slow_down() {
    if let Some(delay) = store_delay() {
        std::thread::sleep(delay);
    }
}
