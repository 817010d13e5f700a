//! Conflicts (face-down commitments in turn order, revealed together),
//! peace tiles, and the scoring of the tribes.

use super::data::Data;
use super::rules::Log;
use super::{Action, ActionTile, Attila, Award, EndReason, Event, Phase, Province, Tribe, Tribes};
use crate::{Logged, Seat};

impl Attila {
    /// A 5th token: every player, from the active one clockwise, commits.
    pub(super) fn open_conflict(&mut self, province: Province, log: &mut Log) {
        log.push(Logged::public(Event::Conflict { province }));
        self.committed = self.committed.map(|_, _| None);
        self.committed[self.current] = Some(Tribes::default());
        self.phase = Phase::Commit { seat: self.current };
    }

    pub(super) fn commit(&mut self, seat: Seat, action: Action, data: &Data, log: &mut Log) {
        let cards = self.committed[seat].get_or_insert_with(Tribes::default);
        match action {
            Action::Commit { tribe } => {
                cards.0[tribe.index()] += 1;
                self.hands[seat].0[tribe.index()] -= 1;
            }
            _ => {
                let cards = *cards;
                log.push(Logged::public(Event::Committed { seat, count: cards.total() }));
                log.push(Logged::private(seat, Event::CommittedCards { cards }));
                let next = seat.next(self.players);
                if next == self.current {
                    self.reveal(data, log);
                } else {
                    self.committed[next] = Some(Tribes::default());
                    self.phase = Phase::Commit { seat: next };
                }
            }
        }
    }

    fn reveal(&mut self, data: &Data, log: &mut Log) {
        let province = self.pending.remove(0);
        let p = province.index();
        let cards: Vec<Tribes> = self.committed.values().map(|c| c.unwrap_or_default()).collect();
        let mut strength = Tribes::default();
        for tribe in self.board[p].present() {
            let played: u8 = cards.iter().map(|c| c.get(tribe)).sum();
            strength.0[tribe.index()] = self.board[p].get(tribe) + played;
        }
        for c in &cards {
            for t in Tribe::ALL {
                self.discard.0[t.index()] += c.get(t);
            }
        }
        self.committed = self.committed.map(|_, _| None);
        log.push(Logged::public(Event::Revealed { province, cards, strength }));
        let weakest = self.board[p].present().map(|t| strength.get(t)).min().unwrap_or(0);
        let leaving: Vec<Tribe> = self.board[p].present().filter(|&t| strength.get(t) == weakest).collect();
        for &t in &leaving {
            self.supply.0[t.index()] += self.board[p].get(t);
            self.board[p].0[t.index()] = 0;
        }
        log.push(Logged::public(Event::Left { province, tribes: leaving }));
        self.make_peace(province, log);
        self.after_placements(data, log);
    }

    /// A peace tile from the earliest century closes the province; the last
    /// tile of a century scores the tribes, the very last ends the game.
    fn make_peace(&mut self, province: Province, log: &mut Log) {
        let Some(century) = super::rules::century(self) else { return };
        self.peace[century] -= 1;
        self.pacified[province.index()] = Some(century as u8 + 4);
        log.push(Logged::public(Event::Peace { province, century: century as u8 + 4 }));
        if self.peace.iter().all(|&t| t == 0) {
            self.begin_end(EndReason::LastPeaceTile, log);
        } else if self.peace[century] == 0 {
            self.scoring_due = Some(century as u8 + 4);
        }
    }
}

pub(super) fn commit_options(game: &Attila, seat: Seat) -> Vec<Action> {
    let province = game.pending[0];
    let hand = game.hands[seat];
    let mut v: Vec<Action> = game.board[province.index()]
        .present()
        .filter(|&t| hand.get(t) > 0)
        .map(|tribe| Action::Commit { tribe })
        .collect();
    v.push(Action::DoneCommitting);
    if seat == game.current && game.committed[seat].is_none_or(|c| c.total() == 0) {
        v.extend(super::rules::tile_options(game, &[ActionTile::Exchange, ActionTile::Influence2]));
    }
    v
}

/// Scores every tribe in the rulebook's order and adds the points.
pub(super) fn score_tribes(game: &mut Attila, data: &Data) -> Vec<Award> {
    let awards = tribe_scoring(game, data);
    for a in &awards {
        game.scores[a.seat] += a.points;
    }
    awards
}

/// What a scoring would award now, tribe by tribe in the rulebook's order.
pub(super) fn tribe_scoring(game: &Attila, data: &Data) -> Vec<Award> {
    let mut awards = Vec::new();
    for tribe in Tribe::ALL {
        let tokens: i32 = game.board.iter().map(|b| i32::from(b.get(tribe))).sum();
        let provinces = game.board.iter().filter(|b| b.get(tribe) > 0).count() as i32;
        let markers: Vec<(Seat, u8)> =
            game.influence.iter().map(|(s, m)| (s, m[tribe.index()])).filter(|&(_, m)| m > 0).collect();
        let reach = (game.players == 2).then_some(data.two_player_reach);
        for (seat, points) in tribe_awards(&markers, tokens, provinces, reach) {
            awards.push(Award { tribe, seat, points });
        }
    }
    awards
}

/// The rulebook's cases a-e for one tribe. `markers` holds the seats with
/// influence; `reach` is the 2-player limit for the second place.
pub(super) fn tribe_awards(markers: &[(Seat, u8)], tokens: i32, provinces: i32, reach: Option<u8>) -> Vec<(Seat, i32)> {
    let split = |total: i32, n: usize| (total + n as i32 - 1) / n as i32;
    let Some(top) = markers.iter().map(|m| m.1).max() else { return Vec::new() };
    let first: Vec<Seat> = markers.iter().filter(|m| m.1 == top).map(|m| m.0).collect();
    if markers.len() == 1 {
        return vec![(first[0], tokens + provinces)];
    }
    if first.len() > 1 {
        let each = split(tokens + provinces, first.len());
        return first.into_iter().map(|s| (s, each)).collect();
    }
    let mut awards = vec![(first[0], tokens)];
    let Some(second_value) = markers.iter().map(|m| m.1).filter(|&v| v < top).max() else { return awards };
    if reach.is_some_and(|r| top - second_value > r) {
        return awards;
    }
    let second: Vec<Seat> = markers.iter().filter(|m| m.1 == second_value).map(|m| m.0).collect();
    let each = split(provinces, second.len());
    awards.extend(second.into_iter().map(|s| (s, each)));
    awards
}
