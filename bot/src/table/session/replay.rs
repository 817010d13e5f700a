//! A game's past for the replay viewer and the players' export: the
//! session's [`History`] read straight from the store (a read, not a
//! change: no session lock, never through `apply`), and one position of it
//! cut down to what the channel saw.
//!
//! The viewer steps by turns: a turn is a run of consecutive log entries by
//! one seat (a Ming prince move is destination, cards, members and
//! monastery, four decisions; a Great Wall turn two actions). A step of one
//! decision would show half-made turns the channel never saw as a board,
//! since the table posts a board per turn change (docs/conventions.md
//! §1.3). A secret round still steps seat by seat: each sealed offer is its
//! own run, and shows only that the seat is ready.

use tavola_engine::{AnyGame, AppliedEvent, Audience, Seat};

use super::{Refusal, Sessions};
use crate::table::history::History;
use crate::table::record::{LogEntry, SessionId, SessionRecord, Status};

/// Where a replay viewer goes, from the position it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seek {
    /// This version (clamped to the last).
    At(u64),
    /// The set-up.
    First,
    /// The end of the turn before the one ending at or after this version.
    Prev(u64),
    /// The end of the turn after this version.
    Next(u64),
    /// The last version: the end, or now in a running game.
    Last,
}

/// One position of a replay, holding only what the channel saw there.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub record: SessionRecord,
    pub version: u64,
    /// The last version of the log.
    pub last: u64,
    /// The game at `version`. Only its public view may be read: the board
    /// text and the picture both take `Viewer::Public`.
    pub game: AnyGame,
    /// Who made the turn that ends here (`None` at the set-up).
    pub mover: Option<Seat>,
    /// The public events of that turn, up to `version` (at the set-up, the
    /// set-up's). Private events are dropped here, not at rendering.
    pub events: Vec<AppliedEvent>,
    /// The public view's round at `version`.
    pub round: u64,
    /// Where each round began: (round, first version in it).
    pub rounds: Vec<(u64, u64)>,
}

impl Sessions {
    /// A session's record and whole log, from the store.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub fn history(&self, id: SessionId) -> Result<History, Refusal> {
        let record = self.store.load(id)?.ok_or(Refusal::NoSession)?;
        let log = self.store.log(id)?;
        Ok(History::new(record, log))
    }

    /// The session a channel's replay shows: its open one, else the most
    /// recent finished one among the guild's newest [`RECENT`].
    ///
    /// # Errors
    /// [`Refusal::NoSession`], or the store fails.
    pub fn replayable_in_channel(&self, guild: u64, channel: u64) -> Result<SessionId, Refusal> {
        if let Some(open) = self.store.open_in_channel(channel)? {
            return Ok(open.id);
        }
        self.finished_in_channel(guild, channel)
    }

    /// The most recent finished session of a channel, among the guild's
    /// newest [`RECENT`].
    ///
    /// # Errors
    /// [`Refusal::NoSession`], or the store fails.
    pub fn finished_in_channel(&self, guild: u64, channel: u64) -> Result<SessionId, Refusal> {
        let recent = self.store.list_guild(guild, RECENT)?;
        let finished = recent.into_iter().find(|r| r.channel == channel && r.status == Status::Over);
        finished.map(|r| r.id).ok_or(Refusal::NoSession)
    }

    /// The replay of a session at the position `seek` names.
    ///
    /// # Errors
    /// No such session, a lobby, the store fails, or the log no longer
    /// fits its game.
    pub fn replay_at(&self, id: SessionId, seek: Seek) -> Result<Replayed, Refusal> {
        replayed(self.history(id)?, seek)
    }
}

/// How many of a guild's newest sessions are searched for a channel's
/// finished game: the store lists a guild's sessions, not a channel's.
pub const RECENT: usize = 500;

/// The position `seek` names in `history`, walked once from the set-up.
///
/// # Errors
/// A lobby (no game to replay), or a log that does not fit its game.
pub fn replayed(history: History, seek: Seek) -> Result<Replayed, Refusal> {
    let never_started = history.log.is_empty() && history.record.snapshot.is_none();
    if history.record.status == Status::Lobby || never_started {
        return Err(Refusal::NotStarted);
    }
    let log = &history.log;
    let version = target(log, seek);
    let from = turn_start(log, version);
    let mut events = Vec::new();
    let mut rounds: Vec<(u64, u64)> = Vec::new();
    let mut here = None;
    for position in history.positions()? {
        let position = position?;
        let round = position.round();
        if rounds.last().is_none_or(|&(r, _)| r != round) {
            rounds.push((round, position.version));
        }
        if (from..=version).contains(&position.version) {
            events.extend(position.events.iter().filter(|e| e.audience == Audience::Public).cloned());
        }
        if position.version == version {
            here = Some((position.game, position.mover, round));
        }
    }
    let (game, mover, round) = here.ok_or(Refusal::NotStarted)?;
    let last = history.last();
    Ok(Replayed { record: history.record, version, last, game, mover, events, round, rounds })
}

/// The version `seek` lands on.
fn target(log: &[LogEntry], seek: Seek) -> u64 {
    let last = log.last().map_or(0, |e| e.version);
    match seek {
        Seek::At(v) => v.min(last),
        Seek::First => 0,
        Seek::Last => last,
        Seek::Prev(v) => turn_ends(log).rev().find(|&end| end < v).unwrap_or(0),
        Seek::Next(v) => turn_ends(log).find(|&end| end > v).unwrap_or(last),
    }
}

/// The last version of every turn, in order.
fn turn_ends(log: &[LogEntry]) -> impl DoubleEndedIterator<Item = u64> + '_ {
    log.iter().enumerate().filter(|&(i, e)| log.get(i + 1).is_none_or(|n| n.seat != e.seat)).map(|(_, e)| e.version)
}

/// The first version of the turn that holds `version` (0 at the set-up).
fn turn_start(log: &[LogEntry], version: u64) -> u64 {
    let Some(at) = log.iter().position(|e| e.version == version) else { return 0 };
    let seat = log[at].seat;
    let first = log[..at].iter().rposition(|e| e.seat != seat).map_or(0, |i| i + 1);
    log[first].version
}

#[cfg(test)]
mod tests {
    use tavola_engine::GameKind;

    use super::*;
    use crate::table::history::tests::played;

    #[test]
    fn steps_land_on_turn_ends_and_stop_at_both_ends() {
        let history = played(GameKind::GreatWall, 2, 5);
        let log = &history.log;
        let last = history.last();
        assert_eq!(target(log, Seek::Prev(0)), 0);
        assert_eq!(target(log, Seek::Next(last)), last);
        assert_eq!(target(log, Seek::At(u64::MAX)), last);
        let mut at = 0;
        let mut steps = 0;
        while at < last {
            let next = target(log, Seek::Next(at));
            assert!(next > at);
            let i = log.iter().position(|e| e.version == next).unwrap();
            assert!(log.get(i + 1).is_none_or(|n| n.seat != log[i].seat), "a step ends a turn");
            assert_eq!(target(log, Seek::Prev(next)), at, "back is the way forward, reversed");
            at = next;
            steps += 1;
        }
        assert!(steps < log.len(), "a Great Wall turn is often two actions");
    }

    #[test]
    fn a_position_holds_its_turns_public_events_only() {
        let history = played(GameKind::Junk, 3, 9);
        for v in [0, 17, history.last()] {
            let r = replayed(history.clone(), Seek::At(v)).unwrap();
            assert_eq!(r.version, v);
            assert!(r.events.iter().all(|e| e.audience == Audience::Public));
            assert_eq!(r.rounds.first().map(|&(_, v)| v), Some(0));
        }
    }
}
