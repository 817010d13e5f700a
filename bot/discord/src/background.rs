//! Threads that work for later rather than for an answer (board pictures,
//! finished games' analyses) run at Linux's idle scheduling policy,
//! `SCHED_IDLE`: they take what the other threads leave of the cores, and
//! a thread that wakes to answer a click preempts them at once. A low
//! niceness alone does not: under Linux's scheduler a nice-10 thread keeps
//! a busy core for the rest of its slice, and an answer wakes several
//! threads in turn (gateway, store, PostgreSQL, the rate-limit gate), each
//! of which could wait behind a picture. Both kinds share the idle policy
//! equally. Any user may lower a thread to it; where it is refused, the
//! thread is niced to 19 instead.

/// Moves the calling thread to the idle scheduling policy (on Linux
/// `sched_setscheduler` with pid 0 sets the calling thread alone).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub(crate) fn lower_to_idle() {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: sched_setscheduler reads the parameter we pass and touches no
    // other memory of ours; gettid and setpriority take and return plain
    // integers. A failure leaves the thread's policy as it was.
    unsafe {
        if libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) != 0 {
            libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) fn lower_to_idle() {}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    use super::*;

    #[test]
    fn a_background_thread_runs_at_the_idle_policy_and_the_others_do_not() {
        let policy = || {
            // SAFETY: sched_getscheduler takes a pid and returns an integer.
            unsafe { libc::sched_getscheduler(0) }
        };
        let lowered = std::thread::spawn(move || {
            lower_to_idle();
            policy()
        })
        .join()
        .unwrap();
        assert_eq!(lowered, libc::SCHED_IDLE);
        assert_eq!(policy(), libc::SCHED_OTHER, "the caller's own thread keeps its policy");
    }
}
