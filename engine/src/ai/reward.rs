//! What a finished game is worth to each seat, for the search to maximise.
//!
//! Mostly the win: a seat's share of first place (a shared win is a
//! fraction). A small part is the seat's place between the lowest and the
//! highest score, so that among lost (or won) lines the search still prefers
//! the closer (or wider) ones instead of wandering on a plateau.

use crate::Outcome;

/// One reward per seat in `[0, 1]`: `(1 - margin_weight)` times the share
/// of the win plus `margin_weight` times the score's place in the range.
pub fn rewards(outcome: &Outcome, margin_weight: f64) -> Vec<f64> {
    let share = 1.0 / outcome.winners.len().max(1) as f64;
    let lo = outcome.scores.iter().copied().min().unwrap_or(0);
    let hi = outcome.scores.iter().copied().max().unwrap_or(0);
    outcome
        .scores
        .iter()
        .enumerate()
        .map(|(i, &score)| {
            let won = if outcome.winners.iter().any(|w| w.index() == i) { share } else { 0.0 };
            let place = if hi > lo { f64::from(score - lo) / f64::from(hi - lo) } else { 0.5 };
            (1.0 - margin_weight) * won + margin_weight * place
        })
        .collect()
}

/// A seat's share of the win: 1 alone, 1/k when k seats share first place.
pub fn win_share(outcome: &Outcome, seat: usize) -> f64 {
    if outcome.winners.iter().any(|w| w.index() == seat) {
        1.0 / outcome.winners.len() as f64
    } else {
        0.0
    }
}

/// A seat's score minus the best score among the others: positive for a
/// winner by that much, negative for a loser by that much.
pub fn margin(scores: &[i32], seat: usize) -> i32 {
    let best_other = scores.iter().enumerate().filter(|&(i, _)| i != seat).map(|(_, &s)| s).max();
    scores[seat] - best_other.unwrap_or(scores[seat])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Seat;

    fn outcome(scores: Vec<i32>, winners: &[u8]) -> Outcome {
        Outcome { scores, tiebreak: None, winners: winners.iter().map(|&s| Seat(s)).collect() }
    }

    #[test]
    fn a_lone_winner_takes_the_win_and_the_top_place() {
        let r = rewards(&outcome(vec![10, 30, 20], &[1]), 0.1);
        assert_eq!(r, vec![0.0, 1.0, 0.05]);
    }

    #[test]
    fn a_shared_win_is_a_fraction() {
        let o = outcome(vec![30, 30, 5], &[0, 1]);
        let r = rewards(&o, 0.0);
        assert_eq!(r, vec![0.5, 0.5, 0.0]);
        assert_eq!(win_share(&o, 1), 0.5);
        assert_eq!(win_share(&o, 2), 0.0);
    }

    #[test]
    fn equal_scores_sit_in_the_middle_of_the_range() {
        let r = rewards(&outcome(vec![7, 7], &[0]), 0.2);
        assert_eq!(r, vec![0.8 + 0.1, 0.1]);
    }

    #[test]
    fn margin_is_against_the_best_other_seat() {
        assert_eq!(margin(&[10, 30, 20], 1), 10);
        assert_eq!(margin(&[10, 30, 20], 0), -20);
        assert_eq!(margin(&[5], 0), 0);
    }
}
