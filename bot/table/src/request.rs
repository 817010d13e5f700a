//! One way into a session: every change anyone asks of a game (a click, a
//! slash command, a DM panel, a typed `/play`, a house player) is a
//! [`Request`] from an [`Actor`], applied by
//! [`Sessions::apply`](crate::session::Sessions::apply) in one trip
//! to the blocking pool. What comes back, [`Applied`], holds all that the
//! answer and the publisher need, so neither goes back to the store before
//! the person who asked has their answer.
//!
//! The names follow the table's three ways of going back
//! (docs/architecture.md): the **Back** of a two-step choice is a move like
//! any other; a player's **take-back** ([`Request::TakeBack`]) removes their
//! own latest move; the admin's **undo** ([`Request::Undo`]) replays the log
//! without the last moves of anyone.

use serde_json::Value;
use tavola_engine::ai::Level;
use tavola_engine::{AnyGame, Audience, LegalAction, Msg, Seat, Turn};

use super::deadlines::{ClockSettings, Millis};
use super::session::{Fired, Progress};
use crate::record::{LogEntry, SessionRecord};

/// Who asks: a person (with the rights the server gave them), or the house.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub user: u64,
    /// Whether the server lets them manage games (checked again here for
    /// the requests only admins may make).
    pub admin: bool,
}

impl Actor {
    pub fn player(user: u64) -> Actor {
        Actor { user, admin: false }
    }

    pub fn admin(user: u64) -> Actor {
        Actor { user, admin: true }
    }

    /// The house players: nobody's user, no admin rights.
    pub fn house() -> Actor {
        Actor { user: 0, admin: false }
    }

    /// The clock (the timer task): nobody's user, no admin rights.
    pub fn clock() -> Actor {
        Actor { user: 0, admin: false }
    }
}

/// Someone taking a seat: who, their name at the table, and whether their
/// DMs can reach them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Newcomer {
    pub user: u64,
    pub name: String,
    pub dm_open: bool,
}

/// The moves of a [`Request::Play`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moves {
    /// Action ids, taken in this order.
    Ids(Vec<String>),
    /// A secret set picked in one multi-select: action ids of the
    /// decision, taken in the order the decision offers them.
    Picked(Vec<String>),
    /// How many of each of the decision's legal actions, in their order
    /// (a confirmed secret set).
    Counts(Vec<u8>),
}

/// A change to one session.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Take a seat in the lobby.
    Join {
        name: String,
        dm_open: bool,
    },
    /// Leave the lobby; once started, the seat goes to a house player.
    Leave,
    /// Seat a house player in the lobby.
    AddHouse,
    /// How well the house players will play, chosen in the lobby.
    LobbyHouseLevel(Level),
    /// Whether players may ask for hints, chosen in the lobby.
    LobbyHints(bool),
    Start,
    /// Its creator (in the lobby) or an admin closes the session.
    Cancel,
    /// Moves of the actor's seat. `version` is the panel's (`None`: a typed
    /// move, meaning now). With `confirm`, a move that would complete a
    /// secret submission is not taken but restated ([`Applied::ToConfirm`]).
    Play {
        version: Option<u64>,
        moves: Moves,
        confirm: bool,
    },
    /// The actor looks at their panel or hand: noted (it quiets a channel
    /// mention) and the game returned as it stands.
    Look,
    /// The actor asks for a hint: counted, and the game returned as they
    /// see it, to think about off the lock ([`crate::hints`]).
    Hint,
    /// The actor takes their own latest move back.
    TakeBack {
        version: Option<u64>,
    },
    /// Admin: undo the last `moves` moves of people (and the house moves
    /// after them) by replaying the log.
    Undo {
        moves: usize,
        version: Option<u64>,
    },
    /// Admin: the house player decides for every seat that owes a decision.
    Force,
    /// Admin: `user`'s seat goes to someone else, or to the house (`None`).
    Replace {
        user: u64,
        by: Option<Newcomer>,
    },
    /// Admin: how well the house players play from now on.
    HouseLevel(Level),
    /// Admin (or the creator at `/game new`): the turn timer, or none.
    Timer(Option<ClockSettings>),
    /// "Quiet this turn" on the reminder of the decision whose clock
    /// started at `started_at`.
    Quiet {
        started_at: Millis,
    },
    /// Whether the actor's DMs can be delivered.
    DmOpen(bool),
    /// The house player's move for `seat`, thought at `version`.
    House {
        version: u64,
        seat: Seat,
        action: Value,
    },
    /// The clock: the session's due reminders and passed deadlines (the
    /// session's policy applies at a deadline), each stored as handled
    /// before it is reported.
    Tick,
    /// The actor is away (a vacation): their clocks in this session pause
    /// from `from` until `until`.
    Away {
        from: Millis,
        until: Millis,
    },
}

impl Request {
    /// Whether only an admin may ask this.
    pub fn needs_admin(&self) -> bool {
        matches!(self, Request::Undo { .. } | Request::Force | Request::Replace { .. } | Request::HouseLevel(_))
    }
}

/// What a request did.
#[derive(Clone, Debug)]
pub enum Applied {
    /// The lobby as it stands now.
    Lobby(SessionRecord),
    /// The game changed (or changed hands).
    Changed(Change),
    /// The moves would complete a secret submission: nothing was taken;
    /// the actor is asked to confirm them.
    ToConfirm(Pending),
    /// A setting changed: the session as it stands now.
    Settings(SessionRecord),
    /// The game as the actor may now see it (see [`Request::Look`]).
    Seen(Seen),
    /// No more reminders for that decision; its deadline stands.
    Quieted { deadline: Millis },
    /// What the clock did, for the timer task to announce.
    Fired(Vec<Fired>),
}

impl Applied {
    /// The session after the request.
    pub fn record(&self) -> Option<&SessionRecord> {
        match self {
            Applied::Lobby(r) | Applied::Settings(r) => Some(r),
            Applied::Changed(c) => Some(&c.progress.record),
            Applied::ToConfirm(p) => Some(&p.record),
            Applied::Seen(s) => Some(&s.record),
            Applied::Quieted { .. } | Applied::Fired(_) => None,
        }
    }

    /// What the publisher needs, when the game changed.
    pub fn progress(&self) -> Option<&Progress> {
        match self {
            Applied::Changed(c) => Some(&c.progress),
            _ => None,
        }
    }
}

/// A change to a game.
#[derive(Clone, Debug)]
pub struct Change {
    pub progress: Progress,
    /// The actor's moves, worded as the panel offered them (empty for
    /// anything but [`Request::Play`]).
    pub played: Vec<Msg>,
    /// Whether the actor may take their latest move back now.
    pub can_take_back: bool,
}

/// Moves that complete a secret submission, waiting for a Confirm.
#[derive(Clone, Debug)]
pub struct Pending {
    pub record: SessionRecord,
    pub game: AnyGame,
    pub seat: Seat,
    /// The moves, in order, as the decision offers them.
    pub moves: Vec<LegalAction>,
}

/// A game as one seated player sees it now.
#[derive(Clone, Debug)]
pub struct Seen {
    pub record: SessionRecord,
    pub game: AnyGame,
    pub seat: Seat,
    /// The log after the seat's latest move, when it owes a decision now
    /// (what the others did since, for the top of its panel).
    pub recent: Vec<LogEntry>,
}

/// Whether `seat` is choosing in secret, at the same time as others.
pub fn is_secret_choice(game: &AnyGame, seat: Seat) -> bool {
    matches!(game.to_act(), Turn::Simultaneous(seats) if seats.contains(&seat))
}

/// Whether taking `ids` in order completes `seat`'s secret submission,
/// which cannot be taken back once the others see that it is in: only
/// that step is confirmed. A step that leaves the seat still choosing and
/// shows nothing to the table (Dschunke's good, then how many) is taken at
/// once.
pub fn completes_secret(game: &AnyGame, seat: Seat, ids: &[&str]) -> bool {
    if !is_secret_choice(game, seat) || ids.is_empty() {
        return false;
    }
    let mut next = game.clone();
    let mut public = false;
    for id in ids {
        match next.apply(seat, &Value::String((*id).to_owned())) {
            Ok(events) => public |= events.iter().any(|e| e.audience == Audience::Public),
            Err(_) => return false,
        }
    }
    public || !next.to_act().includes(seat)
}

/// How many of each of a decision's `offered` actions the ids `picked`
/// hold, in the order they are offered (trailing zeros left out); `None`
/// when an id names no offered action.
pub fn counts_of(offered: &[LegalAction], picked: &[impl AsRef<str>]) -> Option<Vec<u8>> {
    let mut counts = vec![0u8; offered.len()];
    for id in picked {
        let at = offered.iter().position(|a| a.id == id.as_ref())?;
        counts[at] = counts[at].checked_add(1)?;
    }
    while counts.last() == Some(&0) {
        counts.pop();
    }
    Some(counts)
}

/// The ids `counts` stand for, in the order the decision offers them;
/// `None` when there are more counts than offered actions.
pub fn ids_of(offered: &[LegalAction], counts: &[u8]) -> Option<Vec<String>> {
    if counts.len() > offered.len() {
        return None;
    }
    Some(offered.iter().zip(counts).flat_map(|(a, &n)| std::iter::repeat_n(a.id.clone(), usize::from(n))).collect())
}
