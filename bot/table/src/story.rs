//! A finished game's story, for its results: each seat's score at the end
//! of every round (the chart) and its points by kind over the whole game
//! (the breakdown), both read from the game's [`History`].
//!
//! Scores come from the full game ([`tavola_engine::AnyGame::scores`], hidden parts
//! included): the game has ended, so nothing is secret any more. The kinds
//! are the engine's ([`tavola_engine::score_parts`]); a point the engine's
//! events do not explain (none in any random game, see the engine's test)
//! is kept as its own kind, `other`, so a breakdown always adds up to the
//! final score.

use tavola_engine::{score_parts, Msg, Outcome, Seat};

use crate::history::History;
use crate::refusal::Refusal;

/// The kind of points no scoring event accounts for.
pub const OTHER: &str = "other";

/// What the results tell of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Story {
    /// The game's count (month, turn, round) at each point of the chart.
    pub rounds: Vec<u64>,
    /// By seat: the score at the end of each of `rounds`.
    pub scores: Vec<Vec<i32>>,
    /// Points by kind, by seat, in the game's order; only kinds that
    /// scored.
    pub parts: Vec<(&'static str, Vec<i32>)>,
}

impl Story {
    /// Each seat's parts, summed: its final score.
    pub fn totals(&self) -> Vec<i32> {
        let mut totals = vec![0; self.scores.len()];
        for (_, points) in &self.parts {
            for (t, p) in totals.iter_mut().zip(points) {
                *t += p;
            }
        }
        totals
    }
}

/// The seats from first to last place (ties share a place, in seat order).
pub fn ranking(outcome: &Outcome) -> Vec<Seat> {
    let mut seats: Vec<Seat> = (0..outcome.scores.len()).map(|i| Seat(i as u8)).collect();
    seats.sort_by_key(|&s| outcome.rank(s));
    seats
}

/// One message per group of seats tied on score that the tie-break
/// parted: who tied, on what, and who is ahead by the game's rule
/// (`<rule>-ahead` in the game's words), never the rule's raw values.
pub fn tiebreaks(outcome: &Outcome) -> Vec<Msg> {
    let Some(tb) = outcome.tiebreak.as_ref() else { return Vec::new() };
    let mut done: Vec<i32> = Vec::new();
    let mut msgs = Vec::new();
    for seat in ranking(outcome) {
        let score = outcome.scores[seat.index()];
        if done.contains(&score) {
            continue;
        }
        done.push(score);
        let tied: Vec<Seat> = ranking(outcome).into_iter().filter(|s| outcome.scores[s.index()] == score).collect();
        let best = tied.iter().map(|s| tb.values[s.index()]).max().unwrap_or(0);
        let ahead: Vec<Seat> = tied.iter().copied().filter(|s| tb.values[s.index()] == best).collect();
        if tied.len() < 2 || ahead.len() == tied.len() {
            continue;
        }
        msgs.push(
            crate::i18n::dynamic(format!("{}-ahead", tb.rule))
                .seats("tied", tied.clone())
                .num("count", tied.len() as i64)
                .num("score", i64::from(score))
                .seats("ahead", ahead.clone())
                .num("lead", ahead.len() as i64),
        );
    }
    msgs
}

/// The story of a history, set-up to end.
///
/// # Errors
/// The log does not replay on its record ([`History::positions`]).
pub fn story(history: &History) -> Result<Story, Refusal> {
    let mut rounds: Vec<u64> = Vec::new();
    let mut scores: Vec<Vec<i32>> = Vec::new();
    let mut sums: Vec<(&'static str, Vec<i32>)> = Vec::new();
    let mut before: Vec<i32> = Vec::new();
    for position in history.positions()? {
        let position = position?;
        let game = &position.game;
        let now = game.scores();
        if sums.is_empty() {
            sums = score_parts::kinds(game).iter().chain([&OTHER]).map(|&k| (k, vec![0; now.len()])).collect();
            scores = vec![Vec::new(); now.len()];
            before = vec![0; now.len()];
        }
        let mut explained = vec![0; now.len()];
        for event in &position.events {
            for part in game.score_parts(event) {
                add(&mut sums, part.kind, &part.points);
                add_to(&mut explained, &part.points);
            }
        }
        let other: Vec<i32> = (0..now.len()).map(|i| now[i] - before[i] - explained[i]).collect();
        add(&mut sums, OTHER, &other);
        before = now.clone();
        let round = position.round();
        if rounds.last() != Some(&round) {
            rounds.push(round);
            scores.iter_mut().zip(&now).for_each(|(s, &v)| s.push(v));
        } else {
            scores.iter_mut().zip(&now).for_each(|(s, &v)| *s.last_mut().expect("a point per round") = v);
        }
    }
    sums.retain(|(_, points)| points.iter().any(|&p| p != 0));
    Ok(Story { rounds, scores, parts: sums })
}

fn add(sums: &mut [(&'static str, Vec<i32>)], kind: &str, points: &[i32]) {
    if let Some((_, sum)) = sums.iter_mut().find(|(k, _)| *k == kind) {
        add_to(sum, points);
    }
}

fn add_to(sum: &mut [i32], points: &[i32]) {
    for (s, p) in sum.iter_mut().zip(points) {
        *s += p;
    }
}

#[cfg(test)]
mod tests {
    use tavola_engine::GameKind;

    use super::*;
    use crate::history::sample::played;

    #[test]
    fn each_breakdown_adds_up_to_the_final_score_and_nothing_is_left_unexplained() {
        for &kind in GameKind::ALL {
            let info = kind.info();
            for players in info.min_players..=info.max_players {
                for seed in [1, 9] {
                    let history = played(kind, players, seed);
                    let story = story(&history).unwrap();
                    let outcome = history.at(u64::MAX).unwrap().game.outcome().unwrap();
                    assert_eq!(story.totals(), outcome.scores, "{kind:?} {players}p seed {seed}");
                    assert!(story.parts.iter().all(|(k, _)| *k != OTHER), "{kind:?}: {:?}", story.parts);
                    let last: Vec<i32> = story.scores.iter().map(|s| *s.last().unwrap()).collect();
                    assert_eq!(last, outcome.scores, "the chart ends at the final scores");
                    assert!(story.rounds.windows(2).all(|w| w[0] < w[1]), "{kind:?}: {:?}", story.rounds);
                    assert!(story.scores.iter().all(|s| s.len() == story.rounds.len()));
                }
            }
        }
    }
}
