//! A game's past, rebuilt from its seed and its log: the position after
//! any version, the events that led to it, and where each round began.
//! Replays, the results' score story and the ratings read a game only
//! through this, so they all see the same game the table played.
//!
//! Rebuilding replays every action through the engine from the set-up:
//! a long game is a few hundred decisions, well under a millisecond, so
//! nothing is cached.

use serde_json::Value;
use tavola_engine::{AnyGame, AppliedEvent, Audience, GameKind, Seat, Viewer};

use crate::record::{LogEntry, SessionRecord};
use crate::refusal::Refusal;

/// A session's record and its whole log.
#[derive(Clone, Debug)]
pub struct History {
    pub record: SessionRecord,
    pub log: Vec<LogEntry>,
}

/// The game as it stood after one version, with the events that version
/// caused (for version 0, the set-up's).
#[derive(Clone, Debug)]
pub struct Position {
    pub version: u64,
    pub game: AnyGame,
    pub events: Vec<AppliedEvent>,
    /// Who moved to reach it (`None` at the set-up).
    pub mover: Option<Seat>,
}

impl Position {
    /// The public view's round (month, century, turn: each game's own
    /// count).
    pub fn round(&self) -> u64 {
        round_of(&self.game.view(Viewer::Public))
    }

    /// The events a viewer may read.
    pub fn events_for(&self, viewer: Viewer) -> impl Iterator<Item = &AppliedEvent> {
        self.events.iter().filter(move |e| e.audience.visible_to(viewer))
    }

    /// The public events.
    pub fn public_events(&self) -> impl Iterator<Item = &AppliedEvent> {
        self.events.iter().filter(|e| e.audience == Audience::Public)
    }
}

fn round_of(view: &Value) -> u64 {
    view["round"].as_u64().unwrap_or(0)
}

impl History {
    pub fn new(record: SessionRecord, log: Vec<LogEntry>) -> History {
        History { record, log }
    }

    pub fn kind(&self) -> Result<GameKind, Refusal> {
        GameKind::from_id(&self.record.game).map_err(|e| Refusal::BadSetup(e.to_string()))
    }

    /// The last version of the log.
    pub fn last(&self) -> u64 {
        self.log.last().map_or(0, |e| e.version)
    }

    /// Every position from the set-up (version 0) to the last, in order.
    ///
    /// # Errors
    /// The game cannot be set up again or refuses a logged action: the log
    /// does not belong to this record.
    pub fn positions(&self) -> Result<Positions<'_>, Refusal> {
        let options = crate::hints::game_options(&self.record.options);
        let game = AnyGame::new(self.kind()?, self.record.seats.len(), &options, self.record.seed)
            .map_err(|e| Refusal::BadSetup(e.to_string()))?;
        Ok(Positions { log: &self.log, set_up: false, next: 0, game: Some(game) })
    }

    /// The position after `version` (clamped to the last).
    ///
    /// # Errors
    /// As [`History::positions`].
    pub fn at(&self, version: u64) -> Result<Position, Refusal> {
        let version = version.min(self.last());
        let mut last = None;
        for position in self.positions()? {
            let position = position?;
            let done = position.version >= version;
            last = Some(position);
            if done {
                break;
            }
        }
        last.ok_or(Refusal::NotStarted)
    }

    /// Where each round began: (round, first version in it), in order, from
    /// the public view's round count.
    ///
    /// # Errors
    /// As [`History::positions`].
    pub fn rounds(&self) -> Result<Vec<(u64, u64)>, Refusal> {
        let mut rounds: Vec<(u64, u64)> = Vec::new();
        for position in self.positions()? {
            let position = position?;
            let round = position.round();
            if rounds.last().is_none_or(|&(r, _)| r != round) {
                rounds.push((round, position.version));
            }
        }
        Ok(rounds)
    }
}

/// The positions of a [`History`], one per version, rebuilt as it goes.
pub struct Positions<'a> {
    log: &'a [LogEntry],
    /// Whether the set-up's position was given.
    set_up: bool,
    /// The index of the next log entry to apply.
    next: usize,
    /// The game before that entry; `None` once a refusal ended the walk.
    game: Option<AnyGame>,
}

impl Iterator for Positions<'_> {
    type Item = Result<Position, Refusal>;

    fn next(&mut self) -> Option<Self::Item> {
        let game = self.game.as_mut()?;
        if !self.set_up {
            self.set_up = true;
            let events = game.setup_events();
            let position = Position { version: 0, game: game.clone(), events, mover: None };
            if self.log.is_empty() {
                self.game = None;
            }
            return Some(Ok(position));
        }
        let entry = &self.log[self.next];
        let seat = Seat(entry.seat);
        match replay(game, entry) {
            Ok(events) => {
                let position = Position { version: entry.version, game: game.clone(), events, mover: Some(seat) };
                self.next += 1;
                if self.next == self.log.len() {
                    self.game = None;
                }
                Some(Ok(position))
            }
            Err(e) => {
                self.game = None;
                Some(Err(Refusal::BadSetup(format!("version {}: {e}", entry.version))))
            }
        }
    }
}

/// Applies a logged action as it was played. Since a game takes the steps
/// with one public answer at once ([`tavola_engine::Game::forced`]), an
/// action logged before then was followed by those steps as moves of their
/// own: when the action leaves such a step, it is taken now only if the
/// logged events say so (the action's own events alone, in the same words
/// or as many of them, say it was logged before; the words may have
/// changed since).
pub(crate) fn replay(game: &mut AnyGame, entry: &LogEntry) -> Result<Vec<AppliedEvent>, tavola_engine::ActionError> {
    let seat = Seat(entry.seat);
    let mut events = match game.apply_asking(seat, &entry.action) {
        Ok(events) => events,
        // A forced step left pending (its events could not tell) comes
        // before this entry's action.
        Err(e) => {
            if !game.at_forced_step() {
                return Err(e);
            }
            let mut ahead = game.clone();
            ahead.take_forced();
            let events = ahead.apply_asking(seat, &entry.action).map_err(|_| e)?;
            *game = ahead;
            events
        }
    };
    if !game.at_forced_step() {
        return Ok(events);
    }
    let same = serde_json::to_value(&events).ok().as_ref() == Some(&entry.events);
    let as_many = entry.events.as_array().is_some_and(|logged| logged.len() == events.len());
    if !(same || as_many) {
        events.extend(game.take_forced().unwrap_or_default());
    }
    Ok(events)
}

/// Sample games played by random moves, for the renderers' and replays' tests
/// and the pictures' gallery.
pub mod sample {
    use rand::seq::SliceRandom;
    use tavola_engine::seeded_rng;

    use super::*;
    use crate::deadlines::Timers;
    use crate::record::{SeatRecord, Status};

    /// A random game of `kind` played to its end, as a record and its log.
    pub fn played(kind: GameKind, players: usize, seed: u64) -> History {
        play(kind, players, seed, false)
    }

    /// [`played`], its log written as before steps with one public answer
    /// were taken at once: each of them a move of its own.
    pub fn played_asking_every_step(kind: GameKind, players: usize, seed: u64) -> History {
        play(kind, players, seed, true)
    }

    fn play(kind: GameKind, players: usize, seed: u64, every_step: bool) -> History {
        let record = SessionRecord {
            id: 1,
            guild: 1,
            channel: 1,
            creator: 1,
            game: kind.id().to_owned(),
            options: Value::Null,
            target: None,
            seed,
            status: Status::Over,
            version: 0,
            seats: (1..=players).map(SeatRecord::house).collect(),
            snapshot: None,
            lobby_message: None,
            board_message: None,
            dm_messages: Vec::new(),
            timers: Timers::default(),
        };
        let mut game = AnyGame::new(kind, players, &Value::Null, seed).unwrap();
        let mut rng = seeded_rng(seed ^ 7);
        let mut log = Vec::new();
        while let Some(&seat) = game.to_act().seats().choose(&mut rng) {
            let options = game.legal(seat);
            let action = options.choose(&mut rng).unwrap().action.clone();
            let events = if every_step { game.apply_asking(seat, &action) } else { game.apply(seat, &action) }.unwrap();
            log.push(LogEntry {
                version: log.len() as u64 + 1,
                seat: seat.0,
                action,
                by: None,
                events: serde_json::to_value(&events).unwrap(),
                at: 0,
            });
        }
        History::new(SessionRecord { version: log.len() as u64, ..record }, log)
    }
}

#[cfg(test)]
mod tests {
    use super::sample::played;
    use super::*;

    #[test]
    fn every_position_of_a_played_game_is_rebuilt_and_the_last_is_the_end() {
        for &kind in GameKind::ALL {
            let history = played(kind, 3, 11);
            let versions: Vec<u64> = history.positions().unwrap().map(|p| p.unwrap().version).collect();
            assert_eq!(versions, (0..=history.last()).collect::<Vec<_>>(), "{kind:?}");
            assert!(history.at(u64::MAX).unwrap().game.outcome().is_some(), "{kind:?}");
            let logged: Vec<AppliedEvent> = serde_json::from_value(history.log[4].events.clone()).unwrap();
            assert_eq!(history.at(5).unwrap().events, logged, "{kind:?}");
        }
    }

    #[test]
    fn rounds_begin_in_order_and_the_first_at_the_set_up() {
        let history = played(GameKind::YearOfTheDragon, 2, 3);
        let rounds = history.rounds().unwrap();
        assert_eq!(rounds[0].1, 0);
        assert!(rounds.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1), "{rounds:?}");
        assert!(rounds.len() >= 12, "a Dragon game has twelve months: {rounds:?}");
    }

    #[test]
    fn a_log_from_before_steps_were_taken_at_once_still_replays_to_the_same_end() {
        for &kind in GameKind::ALL {
            for seed in 0..6 {
                let old = super::sample::played_asking_every_step(kind, 3, seed);
                let positions: Vec<Position> = old.positions().unwrap().map(Result::unwrap).collect();
                assert_eq!(positions.len() as u64, old.last() + 1, "{kind:?} {seed}: one position per version");
                let mut asked = AnyGame::new(kind, 3, &Value::Null, seed).unwrap();
                for (entry, position) in old.log.iter().zip(&positions[1..]) {
                    let events = asked.apply_asking(Seat(entry.seat), &entry.action).unwrap();
                    assert_eq!(position.events, events, "{kind:?} {seed}: version {}", entry.version);
                }
                assert_eq!(
                    serde_json::to_value(&positions.last().unwrap().game).unwrap(),
                    serde_json::to_value(&asked).unwrap()
                );
            }
        }
    }

    #[test]
    fn a_log_that_does_not_fit_its_game_is_refused_where_it_breaks() {
        let mut history = played(GameKind::GreatWall, 2, 5);
        history.log[3].action = Value::String("not a move".into());
        let walked: Vec<Result<u64, Refusal>> = history.positions().unwrap().map(|p| p.map(|p| p.version)).collect();
        assert_eq!(walked.len(), 5, "the set-up, three moves, then the refusal and nothing more");
        assert!(walked[..4].iter().all(Result::is_ok) && walked[4].is_err());
    }
}
