//! Games side by side: `--jobs N` plays an arena's games on N threads, one
//! game per thread at a time, and hands the results back in game order.
//!
//! A game depends only on its seed and seats, never on the games around
//! it, so the figures (shares, margins, ratings folded in game order) are
//! the same for every N; only the wall clock and the think times change,
//! as the threads share the machine's cores.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Runs `play(i)` for each `i` in `0..count` on `jobs` threads and returns
/// the results in index order. `done(finished)` runs on the calling thread
/// as each game ends (for progress). The first error stops the run: every
/// thread finishes its game in hand and takes no other.
pub(super) fn in_order<T: Send>(
    count: usize,
    jobs: usize,
    play: impl Fn(usize) -> anyhow::Result<T> + Sync,
    mut done: impl FnMut(usize) -> anyhow::Result<()>,
) -> anyhow::Result<Vec<T>> {
    let next = AtomicUsize::new(0);
    let mut results: Vec<Option<T>> = std::iter::repeat_with(|| None).take(count).collect();
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..jobs.clamp(1, count.max(1)) {
            let sender = sender.clone();
            let (next, play) = (&next, &play);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    break;
                }
                let result = play(i);
                let failed = result.is_err();
                // The receiver is gone once another game failed.
                if sender.send((i, result)).is_err() || failed {
                    break;
                }
            });
        }
        drop(sender);
        for (finished, (i, result)) in receiver.into_iter().enumerate() {
            results[i] = Some(result?);
            done(finished + 1)?;
        }
        anyhow::Ok(())
    })?;
    Ok(results.into_iter().map(|r| r.expect("every game ran once the run succeeded")).collect())
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    #[test]
    fn results_come_back_in_game_order_whatever_the_threads() {
        for jobs in [1, 2, 3, 8] {
            let mut progress = Vec::new();
            let squares = in_order(
                20,
                jobs,
                |i| Ok(i * i),
                |finished| {
                    progress.push(finished);
                    Ok(())
                },
            )
            .unwrap();
            assert_eq!(squares, (0..20).map(|i| i * i).collect::<Vec<_>>(), "{jobs} jobs");
            assert_eq!(progress, (1..=20).collect::<Vec<_>>(), "progress counts every game once");
        }
        assert!(in_order(0, 2, Ok, |_| Ok(())).unwrap().is_empty());
    }

    #[test]
    fn an_error_stops_the_run_and_is_returned() {
        for jobs in [1, 2] {
            let started = Mutex::new(0);
            let result = in_order(
                50,
                jobs,
                |i| {
                    *started.lock().unwrap() += 1;
                    anyhow::ensure!(i != 3, "game {i} failed");
                    Ok(i)
                },
                |_| Ok(()),
            );
            assert_eq!(result.unwrap_err().to_string(), "game 3 failed", "{jobs} jobs");
            if jobs == 1 {
                assert_eq!(*started.lock().unwrap(), 4, "a lone thread takes no game after the failed one");
            }
        }
    }
}
