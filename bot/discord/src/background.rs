//! Threads that work for later rather than for an answer (board pictures at
//! nice 10, finished games' analyses at 19) run at a lower priority, so a
//! busy core gives way to the threads that answer clicks.
//!
//! Linux's idle policy (`SCHED_IDLE`, which a waking thread preempts at
//! once) was measured for the pictures at 10,000 running games and
//! dropped: answers were no faster (p99 44.9 ms against 39.0 niced), boards
//! slower (p99 1.4 s against 0.35 s), the machine being as full either way.

/// Lowers the calling thread's scheduling priority to `nice` (0 normal, 19
/// lowest). On Linux `setpriority` with a thread id sets that thread alone.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub(crate) fn lower_priority(nice: i32) {
    // SAFETY: gettid and setpriority take and return plain integers and
    // touch no memory of ours; a failure leaves the priority as it was.
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, nice);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) fn lower_priority(_nice: i32) {}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    use super::*;

    /// The calling thread's niceness.
    fn niceness() -> i32 {
        // SAFETY: gettid and getpriority take and return plain integers.
        unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
    }

    #[test]
    fn a_background_thread_is_lowered_and_the_others_are_not() {
        let before = niceness();
        let lowered = std::thread::spawn(move || {
            lower_priority(before.max(10));
            niceness()
        })
        .join()
        .unwrap();
        assert_eq!(lowered, before.max(10));
        assert_eq!(niceness(), before, "the caller's own thread keeps its priority");
    }
}
