//! A player takes back their own latest move (Board Game Arena's rule):
//! allowed while the log's last entry is theirs and the game called that
//! move reversible ([`tavola_engine::Game::reversible`]) in the state the
//! log rebuilds before it. The log decides, not memory, so the rule holds
//! across restarts; house players never take moves back.

use tavola_engine::{AnyGame, Seat};

use super::{seat_of, snapshot, Live, Progress, Refusal, Sessions};
use crate::record::{LogEntry, SessionId, Status};
use crate::request::Change;

impl Sessions {
    /// Whether `user` may take their latest move back now.
    pub fn can_take_back(&self, id: SessionId, user: u64) -> bool {
        self.with(id, |l| self.take_back_target(l, user)).is_ok()
    }

    /// Takes `user`'s latest move back: the state before it, rebuilt from
    /// the log, replaces the game and the entry leaves the log, in one
    /// transaction. `version` is the panel's (`None`: a typed command).
    ///
    /// Whether they may take back another is read under the same lock.
    ///
    /// # Errors
    /// Stale panel, not seated, or the rule does not allow it
    /// ([`Refusal::NotReversible`]); nothing changes then.
    pub(crate) fn take_back_change(&self, id: SessionId, version: Option<u64>, user: u64) -> Result<Change, Refusal> {
        self.with(id, |l| {
            let progress = self.take_back_locked(l, version, user)?;
            let can_take_back = self.take_back_target(l, user).is_ok();
            Ok(Change { progress, played: Vec::new(), can_take_back })
        })
    }

    /// [`Sessions::take_back_change`] on the locked session.
    fn take_back_locked(&self, l: &mut Live, version: Option<u64>, user: u64) -> Result<Progress, Refusal> {
        if version.is_some_and(|v| v != l.record.version) {
            return Err(Refusal::Stale);
        }
        let (game, seat) = self.take_back_target(l, user)?;
        let version = l.record.version - 1;
        let id = l.record.id;
        self.store.truncate(id, version, &snapshot(&game), Status::Active)?;
        if l.record.status == Status::Over {
            self.forget_placings(&l.record);
            self.forget_analysis(&l.record);
        }
        tracing::info!(session = id, user, seat = seat.0, version, "a player took back a move");
        let shown = l.game.clone();
        l.record.version = version;
        l.record.snapshot = Some(snapshot(&game));
        l.game = Some(game.clone());
        let mut progress = Progress::between(l.record.clone(), shown.as_ref(), game, Vec::new());
        progress.public_changed = true;
        Ok(progress)
    }

    /// What an admin's undo of `moves` human moves would take back: the log
    /// entries that go (the house moves after them included), oldest
    /// first, and how many entries stay to be replayed.
    ///
    /// # Errors
    /// Not started, or fewer human moves than asked.
    pub fn undo_preview(&self, id: SessionId, moves: usize) -> Result<(Vec<LogEntry>, usize), Refusal> {
        self.with(id, |l| {
            let mut log = self.store.log(l.record.id)?;
            let keep = Self::undo_point(l, &log, moves)?;
            Ok((log.split_off(keep), keep))
        })
    }

    /// An admin takes back the last `moves` human moves and every house
    /// move after them, by replaying the log up to there (one
    /// transaction). `version` is the confirmation's (`None`: now).
    ///
    /// # Errors
    /// Stale confirmation, not started, or fewer human moves than asked.
    pub(crate) fn undo_moves(&self, id: SessionId, moves: usize, version: Option<u64>) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            if version.is_some_and(|v| v != l.record.version) {
                return Err(Refusal::Stale);
            }
            let log = self.store.log(id)?;
            let keep = Self::undo_point(l, &log, moves)?;
            let game = Self::replay(&l.record, &log[..keep])?;
            let version = keep as u64;
            self.store.truncate(id, version, &snapshot(&game), Status::Active)?;
            if l.record.status == Status::Over {
                self.forget_placings(&l.record);
                self.forget_analysis(&l.record);
            }
            tracing::info!(session = id, moves, version, "an admin took moves back");
            let before = l.game.as_ref().map(|g| g.to_act().seats()).unwrap_or_default();
            l.record.version = version;
            l.record.status = Status::Active;
            l.record.snapshot = Some(snapshot(&game));
            l.game = Some(game.clone());
            let opened = game.to_act().seats();
            let mut progress = Progress::between(l.record.clone(), None, game, Vec::new());
            progress.before = before;
            progress.opened = opened;
            progress.turn_changed = true;
            Ok(progress)
        })
    }

    /// How many log entries stay when the last `moves` human moves go.
    fn undo_point(l: &Live, log: &[LogEntry], moves: usize) -> Result<usize, Refusal> {
        if !matches!(l.record.status, Status::Active | Status::Over) {
            return Err(Refusal::NotStarted);
        }
        let humans: Vec<usize> = log.iter().enumerate().filter(|(_, e)| e.by.is_some()).map(|(i, _)| i).collect();
        match moves {
            0 => Err(Refusal::NothingToUndo),
            n if n > humans.len() => Err(Refusal::NothingToUndo),
            n => Ok(humans[humans.len() - n]),
        }
    }

    /// The state before `user`'s latest move and their seat, if the rule
    /// lets them take it back.
    pub(super) fn take_back_target(&self, l: &Live, user: u64) -> Result<(AnyGame, Seat), Refusal> {
        match l.record.status {
            Status::Active => {}
            Status::Lobby => return Err(Refusal::NotStarted),
            _ => return Err(Refusal::Closed),
        }
        let seat = seat_of(&l.record, user).ok_or(Refusal::NotSeated)?;
        let log = self.store.log(l.record.id)?;
        let Some((last, earlier)) = log.split_last() else { return Err(Refusal::NotReversible) };
        if last.by != Some(user) || last.seat != seat.0 {
            return Err(Refusal::NotReversible);
        }
        let before = Self::replay(&l.record, earlier)?;
        if !before.reversible(seat, &last.action) {
            return Err(Refusal::NotReversible);
        }
        Ok((before, seat))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use serde_json::json;
    use tavola_engine::GameKind;

    use super::*;
    use crate::store::SqliteStore;

    const ANNA: u64 = 1001;
    const BEN: u64 = 1002;
    const CARA: u64 = 1003;

    fn open(path: &std::path::Path) -> Sessions {
        Sessions::new(Arc::new(SqliteStore::open(path).unwrap()))
    }

    /// Plays Ming between two humans until a move may be taken back,
    /// checking the rule after every move; returns the mover, the state
    /// and version before that move.
    fn play_until_reversible(s: &Sessions, id: SessionId) -> (u64, String, u64) {
        for _ in 0..500 {
            let (record, game) = s.get(id).unwrap();
            let game = game.unwrap();
            let seat = game.to_act().seats()[0];
            let user = record.seats[seat.index()].user.unwrap();
            let legal = game.legal(seat);
            let quiet = legal.iter().find(|a| game.reversible(seat, &a.action));
            let chosen = quiet.unwrap_or(&legal[0]);
            s.play_as(id, Some(record.version), user, &chosen.id).unwrap();
            let other = if user == ANNA { BEN } else { ANNA };
            assert!(!s.can_take_back(id, other), "only the mover may take a move back");
            assert_eq!(s.can_take_back(id, user), quiet.is_some(), "{}", chosen.id);
            if quiet.is_some() {
                return (user, serde_json::to_string(&game).unwrap(), record.version);
            }
            assert!(matches!(s.take_back_change(id, None, user), Err(Refusal::NotReversible)));
        }
        panic!("no reversible move in 500 moves");
    }

    /// The answer to a move offers its take-back from the state at hand;
    /// the log, read and replayed, must agree, in every game, for one step
    /// and for several taken at once.
    #[test]
    fn the_take_back_offered_with_a_move_is_the_one_the_log_allows() {
        use rand::{Rng, SeedableRng};
        let dir = std::env::temp_dir().join(format!("tavola-takeback-offer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let s = open(&dir.join("tavola.db"));
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let (mut offered, mut several) = (0, 0);
        for (n, &kind) in tavola_engine::GameKind::ALL.iter().enumerate() {
            let id = s.open_lobby(1, 20 + n as u64, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap().id;
            s.join(id, BEN, "Ben".into(), true).unwrap();
            // Three: every game seats them (Junk no fewer).
            s.join(id, CARA, "Cara".into(), true).unwrap();
            s.start(id, ANNA).unwrap();
            for _ in 0..150 {
                let (record, game) = s.get(id).unwrap();
                let Some(mut game) = game.filter(|_| record.status == Status::Active) else { break };
                let seat = game.to_act().seats()[0];
                let user = record.seats[seat.index()].user.unwrap();
                let mut ids = Vec::new();
                while game.to_act().includes(seat) && ids.len() < 3 {
                    let legal = game.legal(seat);
                    let pick = &legal[rng.gen_range(0..legal.len())];
                    ids.push(pick.id.clone());
                    game.apply(seat, &pick.action).unwrap();
                    if rng.gen_bool(0.5) {
                        break;
                    }
                }
                several += usize::from(ids.len() > 1);
                let moves = crate::request::Moves::Ids(ids);
                let Ok(crate::session::Played::Changed(change)) = s.play(id, user, Some(record.version), moves, false)
                else {
                    panic!("{kind:?}: a legal move was refused")
                };
                offered += usize::from(change.can_take_back);
                assert_eq!(change.can_take_back, s.can_take_back(id, user), "{kind:?} at {}", record.version);
            }
        }
        assert!(offered > 0 && several > 0, "some moves offered a take-back ({offered}), some took steps ({several})");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_quiet_move_is_taken_back_from_the_log_even_after_a_restart() {
        let dir = std::env::temp_dir().join(format!("tavola-takeback-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tavola.db");
        let s = open(&path);
        let kind = GameKind::from_id("ming").unwrap();
        let id = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap().id;
        s.join(id, BEN, "Ben".into(), true).unwrap();
        assert!(matches!(s.take_back_change(id, None, ANNA), Err(Refusal::NotStarted)));
        s.start(id, ANNA).unwrap();
        let (user, before, version) = play_until_reversible(&s, id);
        assert!(matches!(s.take_back_change(id, Some(version), user), Err(Refusal::Stale)));
        drop(s);

        // A new process: nothing in memory, the log decides.
        let s = open(&path);
        let p = s.take_back_change(id, Some(version + 1), user).unwrap().progress;
        assert_eq!(p.record.version, version);
        assert_eq!(serde_json::to_string(p.game.as_ref().unwrap()).unwrap(), before, "byte for byte");
        assert_eq!(s.store().log(id).unwrap().len() as u64, version);
        assert_eq!(s.get(id).unwrap().0.snapshot.as_deref(), Some(before.as_str()), "stored, not only in memory");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
