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

use tavola_engine::{AnyGame, AppliedEvent, Audience, Seat, Viewer};

use super::{Refusal, Sessions};
use crate::history::History;
use crate::record::{SessionId, SessionRecord, Status};

/// Where a replay viewer goes, in turns as the channel saw them (0 is the
/// set-up), from the turn it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seek {
    /// This turn (clamped to the last).
    At(u64),
    /// The set-up.
    First,
    /// The turn before this one.
    Prev(u64),
    /// The turn after this one.
    Next(u64),
    /// The last turn: the end, or now in a running game.
    Last,
    /// The turn that holds this version (an analysis' decision).
    Holding(u64),
}

/// One position of a replay, holding only what the channel saw there.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub record: SessionRecord,
    /// The version shown: the end of the turn.
    pub version: u64,
    /// The turn shown, counted as the channel saw them (0 is the set-up).
    pub turn: u64,
    /// The last turn.
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
    /// Where each round began: (round, first turn in it).
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

/// The position `seek` names in `history`.
///
/// # Errors
/// A lobby (no game to replay), or a log that does not fit its game.
pub fn replayed(history: History, seek: Seek) -> Result<Replayed, Refusal> {
    let never_started = history.log.is_empty() && history.record.snapshot.is_none();
    if history.record.status == Status::Lobby || never_started {
        return Err(Refusal::NotStarted);
    }
    let turns = turns(&history)?;
    let last = turns.len() as u64 - 1;
    let turn = match seek {
        Seek::At(t) => t.min(last),
        Seek::First => 0,
        Seek::Last => last,
        Seek::Prev(t) => t.min(last).saturating_sub(1),
        Seek::Next(t) => (t + 1).min(last),
        Seek::Holding(v) => turns.iter().position(|t| t.end >= v).map_or(last, |t| t as u64),
    };
    let version = turns[turn as usize].end;
    let from = if turn == 0 { 0 } else { turns[turn as usize - 1].end + 1 };
    let mut events = Vec::new();
    let mut here = None;
    for position in history.positions()? {
        let position = position?;
        if (from..=version).contains(&position.version) {
            events.extend(position.events.iter().filter(|e| e.audience == Audience::Public).cloned());
        }
        if position.version == version {
            here = Some(position.game);
            break;
        }
    }
    let game = here.ok_or(Refusal::NotStarted)?;
    let mut rounds: Vec<(u64, u64)> = Vec::new();
    for (i, t) in turns.iter().enumerate() {
        if rounds.last().is_none_or(|&(r, _)| r != t.round) {
            rounds.push((t.round, i as u64));
        }
    }
    let Turn { mover, round, .. } = turns[turn as usize];
    Ok(Replayed { record: history.record, version, turn, last, game, mover, events, round, rounds })
}

/// One step of a replay: a turn the channel saw.
#[derive(Clone, Copy, Debug)]
struct Turn {
    /// Its last version.
    end: u64,
    mover: Option<Seat>,
    round: u64,
}

/// The turns of a game as the channel saw them, the set-up first: runs of
/// seen positions by one seat. A position is seen when it said something
/// public or changed the public view; one that did neither (a step of a
/// sealed offer) belongs to the next seen one, and trailing unseen ones
/// (a sealed round still open) are left out, so neither the steps nor
/// their count tell how a secret choice was made.
fn turns(history: &History) -> Result<Vec<Turn>, Refusal> {
    let mut turns: Vec<Turn> = Vec::new();
    let mut shown: Option<String> = None;
    for position in history.positions()? {
        let position = position?;
        let view = position.game.view(Viewer::Public);
        let public = view.to_string();
        let seen = shown.as_ref() != Some(&public) || position.public_events().next().is_some();
        shown = Some(public);
        if !seen && position.version > 0 {
            continue;
        }
        let turn = Turn { end: position.version, mover: position.mover, round: position.round() };
        match turns.last_mut() {
            Some(t) if t.mover.is_some() && t.mover == turn.mover => *t = turn,
            _ => turns.push(turn),
        }
    }
    Ok(turns)
}

#[cfg(test)]
mod tests {
    use tavola_engine::GameKind;

    use super::*;
    use crate::history::sample::played;

    #[test]
    fn steps_go_turn_by_turn_and_stop_at_both_ends() {
        let history = played(GameKind::GreatWall, 2, 5);
        let at = |seek| replayed(history.clone(), seek).unwrap();
        let last = at(Seek::Last);
        assert_eq!(last.version, history.last(), "a finished game's last turn is its end");
        assert_eq!((at(Seek::Prev(0)).turn, at(Seek::Next(last.turn)).turn), (0, last.turn));
        assert_eq!(at(Seek::At(u64::MAX)).turn, last.turn);
        let mut previous = at(Seek::First);
        while previous.turn < last.turn {
            let next = at(Seek::Next(previous.turn));
            assert_eq!(next.turn, previous.turn + 1);
            assert!(next.version > previous.version);
            assert!(previous.turn == 0 || next.mover != previous.mover, "a turn is every move of one seat in a row");
            assert_eq!(at(Seek::Prev(next.turn)).version, previous.version, "back is the way forward, reversed");
            previous = next;
        }
        assert!(last.turn < history.last(), "a Great Wall turn is often two actions");
    }

    #[test]
    fn a_position_holds_its_turns_public_events_only() {
        let history = played(GameKind::Junk, 3, 9);
        for t in [0, 17, u64::MAX] {
            let r = replayed(history.clone(), Seek::At(t)).unwrap();
            assert_eq!(r.turn, t.min(r.last));
            assert!(r.events.iter().all(|e| e.audience == Audience::Public));
            assert_eq!(r.rounds.first().map(|&(_, t)| t), Some(0));
        }
    }

    /// A running game replayed after each of its moves: a move that showed
    /// the channel nothing adds no turn and moves no number, so a sealed
    /// offer's steps cannot be counted.
    #[test]
    fn a_step_the_channel_did_not_see_adds_no_turn_and_changes_no_number() {
        for kind in [GameKind::Junk, GameKind::YearOfTheDragon, GameKind::Attila] {
            let history = played(kind, 3, 4);
            let mut before: Option<Replayed> = None;
            let mut unseen = 0;
            for v in 1..history.last().min(300) {
                let mut cut = history.clone();
                cut.log.truncate(v as usize);
                cut.record.status = Status::Active;
                let now = replayed(cut.clone(), Seek::Last).unwrap();
                let previous = History { log: cut.log[..v as usize - 1].to_vec(), ..cut.clone() };
                let quiet = {
                    let shown = |h: &History| h.at(u64::MAX).unwrap().game.view(Viewer::Public).to_string();
                    let events = cut.at(v).unwrap();
                    shown(&previous) == shown(&cut) && events.public_events().next().is_none()
                };
                if let (Some(b), true) = (&before, quiet) {
                    unseen += 1;
                    assert_eq!((now.turn, now.last, now.version), (b.turn, b.last, b.version), "{kind:?} v{v}");
                }
                before = Some(now);
            }
            if kind == GameKind::Junk {
                assert!(unseen > 0, "Dschunke has sealed steps");
            }
        }
    }
}
