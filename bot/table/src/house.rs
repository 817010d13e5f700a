//! House players at the table: which decision the house owes, its choice at
//! the session's level, and the move applied only where it was thought.
//!
//! A search takes up to a second of a core, so it never runs under the
//! session's lock nor inside an interaction's answer: [`Sessions::house_turn`]
//! copies the game out, [`think`] runs on a blocking thread, and
//! [`Sessions::house_move`] applies the choice only if the game is still at
//! the version it was thought for (an undo, an admin, another process may
//! have moved it meanwhile; then the caller thinks again). The task that
//! drives this after each published change is the Discord adapter.
//!
//! Covering for an absent human (a missed deadline, `/admin force`) happens
//! inside the timer's tick, under the lock, so it thinks at the session's
//! level but at most [`COVER_CAP_MS`] per step: the table never waits long.

use crate::request::{Actor, Applied, Request};
use std::time::{Duration, Instant};

use serde_json::Value;
use tavola_engine::ai::Level;
use tavola_engine::{seeded_rng, AnyGame, Seat};

use super::session::{Progress, Refusal, Sessions};
use crate::record::{SessionId, Status};

/// The longest a house player thinks for one step of an absent human's turn.
pub const COVER_CAP_MS: u64 = 300;

/// A decision the house owes, with everything needed to think it through
/// off the session's lock.
#[derive(Clone, Debug)]
pub struct HouseTurn {
    pub id: SessionId,
    /// The version of the game the choice is for.
    pub version: u64,
    pub seat: Seat,
    pub game: AnyGame,
    pub level: Level,
    /// Seeds the choice, so a replayed decision is the same one.
    pub seed: u64,
}

/// How hard the house may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    pub level: Level,
    /// At most this many iterations (`TAVOLA_HOUSE_BUDGET`, for quick test
    /// runs); `None`: the level's own budget.
    pub budget: Option<u32>,
    /// The wall-clock cap of one decision, in milliseconds.
    pub cap_ms: u64,
}

impl Effort {
    pub fn of(level: Level, budget: Option<u32>) -> Effort {
        Effort { level, budget, cap_ms: level.cap_ms() }
    }

    /// The same effort within a shorter cap.
    pub fn capped(self, cap_ms: u64) -> Effort {
        Effort { cap_ms: self.cap_ms.min(cap_ms), ..self }
    }
}

/// The house's choice for `turn`, as a JSON action: pure CPU for up to the
/// effort's cap, so call it on a blocking thread. `None` if the seat owes
/// nothing after all.
pub fn think(turn: &HouseTurn, effort: Effort) -> Option<Value> {
    let mut player = effort.level.player();
    if let Some(budget) = effort.budget {
        player = player.with_iterations(budget);
    }
    let mut rng = seeded_rng(turn.seed ^ turn.version.rotate_left(17) ^ u64::from(turn.seat.0).rotate_left(41));
    let deadline = Instant::now() + Duration::from_millis(effort.cap_ms);
    let mut out_of_time = || Instant::now() >= deadline;
    let started = Instant::now();
    let choice = turn.game.house_choice(turn.seat, &player, &mut rng, &mut out_of_time).ok().map(|t| t.action);
    let game = turn.game.kind().id();
    metrics::histogram!(crate::measure::HOUSE_THINK, "game" => game).record(crate::measure::seconds_since(started));
    choice
}

impl HouseTurn {
    /// The request that plays `action`, the house's choice for this turn.
    pub fn request(&self, action: Value) -> Request {
        Request::House { version: self.version, seat: self.seat, action }
    }
}

impl Sessions {
    /// The next decision a house seat owes in a running session, if any.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub fn house_turn(&self, id: SessionId) -> Result<Option<HouseTurn>, Refusal> {
        let (record, game) = self.get(id)?;
        let Some(game) = game.filter(|_| record.status == Status::Active) else { return Ok(None) };
        let house = game.to_act().seats().into_iter().find(|s| record.seats[s.index()].is_house());
        Ok(house.map(|seat| HouseTurn {
            id,
            version: record.version,
            seat,
            level: record.timers.house,
            seed: record.seed,
            game,
        }))
    }

    /// Applies the house's choice for `turn`, as the house's request.
    ///
    /// # Errors
    /// [`Refusal::Stale`] if the game moved since the turn was read (think
    /// again), [`Refusal::Forged`] if the choice is not legal, or the store
    /// fails.
    pub fn house_move(&self, turn: &HouseTurn, action: Value) -> Result<Progress, Refusal> {
        match self.apply(turn.id, &Actor::house(), turn.request(action))? {
            Applied::Changed(change) => Ok(change.progress),
            _ => Err(Refusal::Forged),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SqliteStore;
    use std::sync::Arc;

    const ANNA: u64 = 1;

    fn started(name: &str, houses: usize) -> (Sessions, SessionId) {
        let path = std::env::temp_dir().join(format!("tavola-house-{name}-{}.db", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let s = Sessions::new(Arc::new(SqliteStore::open(&path).unwrap()));
        let rec =
            s.open_lobby(1, 2, (ANNA, "Anna".into(), true), tavola_engine::GameKind::GreatWall, None, Value::Null);
        let rec = rec.unwrap();
        for _ in 0..houses {
            s.add_house(rec.id, ANNA).unwrap();
        }
        s.start(rec.id, ANNA).unwrap();
        (s, rec.id)
    }

    const QUICK: Effort = Effort { level: Level::Normal, budget: Some(20), cap_ms: 1_000 };

    #[test]
    fn house_seats_play_a_whole_game_against_a_human_at_their_level() {
        let (s, id) = started("game", 1);
        for _ in 0..2_000 {
            let (record, game) = s.get(id).unwrap();
            let game = game.unwrap();
            if record.status == Status::Over {
                return;
            }
            match s.house_turn(id).unwrap() {
                Some(turn) => {
                    assert_eq!(turn.level, Level::Normal, "the default level");
                    let action = think(&turn, QUICK).expect("a house seat that owes a decision chooses");
                    s.house_move(&turn, action).unwrap();
                }
                None => {
                    let seat = game.to_act().seats()[0];
                    assert!(!record.seats[seat.index()].is_house());
                    let pick = game.legal(seat).into_iter().find(|a| !a.id.contains("back")).unwrap();
                    s.play_as(id, Some(record.version), ANNA, &pick.id).unwrap();
                }
            }
        }
        panic!("the game did not end");
    }

    #[test]
    fn a_choice_thought_for_another_version_is_refused_and_changes_nothing() {
        let (s, id) = started("stale", 1);
        // Anna is first or the house is; bring the game to the house's turn.
        let turn = loop {
            if let Some(turn) = s.house_turn(id).unwrap() {
                break turn;
            }
            let (record, game) = s.get(id).unwrap();
            let seat = game.unwrap().to_act().seats()[0];
            let pick = s.get(id).unwrap().1.unwrap().legal(seat)[0].id.clone();
            s.play_as(id, Some(record.version), ANNA, &pick).unwrap();
        };
        let action = think(&turn, QUICK).unwrap();
        let other = HouseTurn { version: turn.version + 1, ..turn.clone() };
        assert!(matches!(s.house_move(&other, action.clone()), Err(Refusal::Stale)));
        assert_eq!(s.get(id).unwrap().0.version, turn.version, "nothing applied");
        let p = s.house_move(&turn, action.clone()).unwrap();
        assert_eq!(p.record.version, turn.version + 1, "applied once");
        assert!(matches!(s.house_move(&turn, action), Err(Refusal::Stale)), "never applied twice");
    }

    #[test]
    fn the_same_turn_is_thought_the_same_way() {
        let (s, id) = started("seeded", 2);
        let turn = loop {
            if let Some(turn) = s.house_turn(id).unwrap() {
                break turn;
            }
            let (record, game) = s.get(id).unwrap();
            let game = game.unwrap();
            let seat = game.to_act().seats()[0];
            s.play_as(id, Some(record.version), ANNA, &game.legal(seat)[0].id).unwrap();
        };
        let quick = Effort { budget: Some(50), cap_ms: 60_000, ..QUICK };
        assert_eq!(think(&turn, quick), think(&turn, quick));
    }
}
