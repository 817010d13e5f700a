//! Channel -> session, one writer per session, apply -> persist -> report.
//!
//! [`Sessions`] is a cloneable handle over the store and the live games.
//! Every operation is synchronous and meant to run on a blocking thread
//! ([`Sessions::blocking`]): it takes the session's lock, checks the request,
//! applies it to a copy of the game, commits it to the store, and only then
//! swaps the copy in and returns what happened. The lock is a plain mutex and
//! is never held across an `.await`. House players think off the lock and
//! after the answer ([`super::house`]); each of their moves is its own log
//! entry.
//!
//! Refusals ([`Refusal`]) say what did not happen and why; the person who
//! clicked reads them in their language ([`crate::commands::refusal_words`]),
//! the log in English. A refused request changes nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::Value;
use tavola_engine::{AnyGame, AppliedEvent, GameKind, Seat, Turn};
use thiserror::Error;

use crate::deadlines::{
    Alarm, Clock, ClockSettings, Due, Millis, Span, SystemClock, TimerDefaults, Timers, VacationError,
};
use crate::store::{Committed, LogEntry, SeatRecord, SessionId, SessionRecord, Status, Store, StoreError, Vacation};

/// Why a request was refused; the text is shown to the requester privately.
#[derive(Debug, Error)]
pub enum Refusal {
    #[error("There is no game in this channel. Start one with `/game new`.")]
    NoSession,
    #[error("This channel already has a game. Finish it, or ask an admin to `/admin cancel` it.")]
    ChannelBusy,
    #[error("That game has ended or was cancelled, so this button does nothing now.")]
    Closed,
    #[error("The game has already started, so the lobby buttons no longer apply. Use `/play` when it is your turn.")]
    AlreadyStarted,
    #[error("The game has not started yet. Press Start in the lobby, or use `/game start`.")]
    NotStarted,
    #[error("You are already seated in this game.")]
    AlreadySeated,
    #[error("You're not playing in this game; the board shows everything public.")]
    NotSeated,
    #[error("The table is full: {} seats at most {max} players.", kind.id())]
    Full { kind: GameKind, max: usize },
    #[error("{} needs {min} to {max} players; {have} are seated.", kind.id())]
    PlayerCount { kind: GameKind, min: usize, max: usize, have: usize },
    #[error("It's someone else's turn.")]
    NotYourTurn { to_act: Vec<SeatRecord> },
    #[error("This panel is from an earlier turn; the game has moved on since. Open a fresh one with Play or `/play`.")]
    Stale,
    #[error("That button or move is not one this game offers you now. Open a fresh panel with Play or `/play`.")]
    Forged,
    #[error("Only the game's creator or an admin can do that.")]
    NotCreator,
    #[error("There is nothing to undo yet.")]
    NothingToUndo,
    #[error(
        "That move can no longer be taken back: something was drawn or revealed, or another player has moved since."
    )]
    NotReversible,
    #[error("{0}")]
    BadSetup(String),
    #[error("That user is not seated in this game.")]
    NoSuchPlayer,
    #[error("Your vacation was not taken: {0}.")]
    Vacation(#[from] VacationError),
    #[error("You are not seated in any running game on this server, so there is no clock to pause.")]
    NoClock,
    #[error("That reminder was for a decision you have already made (or that has timed out), so nothing changed.")]
    NothingToQuiet,
    #[error("The game could not be saved, so nothing changed. Please try again in a moment.")]
    Storage(#[from] StoreError),
}

/// The result of a change that may move the game on.
#[derive(Clone, Debug)]
pub struct Progress {
    pub record: SessionRecord,
    /// The game after the change (`None` for a lobby).
    pub game: Option<AnyGame>,
    /// Every event since the request, with the seat that caused it.
    pub events: Vec<AppliedEvent>,
    /// Who owed a decision before the request.
    pub before: Vec<Seat>,
    /// Whether a decision has opened for someone new, or the game ended
    /// (a new board is due).
    pub turn_changed: bool,
    /// The seats a decision opened for: they owe one now and did not
    /// before (a step inside one's own turn opens nothing).
    pub opened: Vec<Seat>,
    /// Whether anything everyone can see changed: the public view, who
    /// owes a decision, or the status. A private step changes none of it,
    /// so it must not touch any public message.
    pub public_changed: bool,
}

impl Progress {
    pub fn to_act(&self) -> Vec<Seat> {
        self.game.as_ref().map(|g| g.to_act().seats()).unwrap_or_default()
    }

    /// A change that did nothing to a game (a lobby edit).
    pub fn quiet(record: SessionRecord, game: Option<AnyGame>) -> Progress {
        let before = game.as_ref().map(|g| g.to_act().seats()).unwrap_or_default();
        Progress {
            record,
            game,
            events: Vec::new(),
            before,
            turn_changed: false,
            opened: Vec::new(),
            public_changed: false,
        }
    }

    /// This change followed by `next`, as one: the decisions still open at
    /// the end, every event, and the state after both.
    pub fn then(mut self, next: Progress) -> Progress {
        let owing = next.to_act();
        self.opened.retain(|s| owing.contains(s));
        for s in next.opened {
            if !self.opened.contains(&s) {
                self.opened.push(s);
            }
        }
        self.events.extend(next.events);
        self.turn_changed |= next.turn_changed;
        self.public_changed |= next.public_changed;
        self.record = next.record;
        self.game = next.game;
        self
    }

    /// What changed between `before` (the game as last shown) and `after`.
    pub fn between(
        record: SessionRecord,
        before: Option<&AnyGame>,
        after: AnyGame,
        events: Vec<AppliedEvent>,
    ) -> Progress {
        let was = before.map(|g| g.to_act().seats()).unwrap_or_default();
        let now = after.to_act().seats();
        let opened: Vec<Seat> = now.iter().copied().filter(|s| !was.contains(s)).collect();
        let ended = after.outcome().is_some() && before.is_none_or(|g| g.outcome().is_none());
        let public_changed = before.is_none_or(|g| PublicFace::of(g) != PublicFace::of(&after))
            || events.iter().any(|e| e.audience == tavola_engine::Audience::Public);
        Progress {
            record,
            turn_changed: !opened.is_empty() || ended,
            opened,
            public_changed,
            before: was,
            events,
            game: Some(after),
        }
    }
}

/// Everything about a game that everyone at the table can see: two games
/// with the same face look the same from the channel.
#[derive(PartialEq)]
struct PublicFace {
    view: Value,
    to_act: Vec<Seat>,
    over: bool,
}

impl PublicFace {
    fn of(game: &AnyGame) -> PublicFace {
        PublicFace {
            view: game.view(tavola_engine::Viewer::Public),
            to_act: game.to_act().seats(),
            over: game.outcome().is_some(),
        }
    }
}

struct Live {
    record: SessionRecord,
    game: Option<AnyGame>,
    /// The store's revision of the session when loaded (see
    /// [`Store::revision`]); `None` where this process is its only writer.
    revision: Option<i64>,
}

/// The sessions: a cloneable handle.
#[derive(Clone)]
pub struct Sessions {
    store: Arc<dyn Store>,
    live: Arc<Mutex<HashMap<SessionId, Arc<Mutex<Live>>>>>,
    clock: Arc<dyn Clock>,
    defaults: Arc<TimerDefaults>,
    /// How long a claim on a session's timers lasts (see `ticking_every`).
    timer_claim: Millis,
}

/// What the timer did to a session, for the bot to announce.
#[derive(Clone, Debug)]
pub enum Fired {
    /// A reminder is due for a seat.
    Reminder { record: SessionRecord, seat: Seat, number: u32, last: bool, deadline: Millis },
    /// The deadline passed and the house player moved for the seat.
    HouseMoved { progress: Progress, seat: Seat, missed: u32 },
    /// The deadline passed; the session waits (policy `wait`).
    Waiting { record: SessionRecord, seat: Seat, missed: u32 },
    /// Too many missed deadlines: the seat went to a house player for good.
    Replaced { progress: Progress, seat: Seat, name: String, missed: u32 },
    /// A player's daily digest: their running games on a server, at least
    /// one of which waits on them.
    Digest { user: u64, games: Vec<(SessionRecord, AnyGame)> },
}

/// The game's state as stored; the engine serializes it, RNG included.
fn snapshot(game: &AnyGame) -> String {
    serde_json::to_string(game).expect("games serialize")
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The seat a user holds, once the game has started.
pub fn seat_of(record: &SessionRecord, user: u64) -> Option<Seat> {
    record.seats.iter().position(|s| s.user == Some(user)).map(|i| Seat(i as u8))
}

impl Sessions {
    pub fn new(store: Arc<dyn Store>) -> Sessions {
        Sessions::configured(store, Arc::new(SystemClock), TimerDefaults::default())
    }

    /// Sessions reading time from `clock`, with these timer defaults.
    pub fn configured(store: Arc<dyn Store>, clock: Arc<dyn Clock>, defaults: TimerDefaults) -> Sessions {
        let timer_claim = 2 * 60 * 1000;
        Sessions { store, live: Arc::default(), clock, defaults: Arc::new(defaults), timer_claim }
    }

    /// The time as the sessions see it.
    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    pub fn defaults(&self) -> &TimerDefaults {
        &self.defaults
    }

    /// Runs `f` on a blocking thread, off the async workers.
    ///
    /// # Panics
    /// If `f` panics.
    pub async fn blocking<T: Send + 'static>(&self, f: impl FnOnce(&Sessions) -> T + Send + 'static) -> T {
        let this = self.clone();
        match tokio::task::spawn_blocking(move || {
            crate::table::slowdown::slow_down();
            f(&this)
        })
        .await
        {
            Ok(v) => v,
            Err(e) => std::panic::resume_unwind(e.into_panic()),
        }
    }

    pub fn store(&self) -> &dyn Store {
        &*self.store
    }

    fn live(&self, id: SessionId) -> Result<Arc<Mutex<Live>>, Refusal> {
        let mut map = lock(&self.live);
        if let Some(l) = map.get(&id).cloned() {
            // Another process may have written the session meanwhile. (The
            // session's lock is never taken under the map's.)
            drop(map);
            let cached = lock(&l).revision;
            if cached.is_none() || self.store.revision(id)? == cached {
                return Ok(l);
            }
            map = lock(&self.live);
        }
        // Read before the record: a write in between only costs a reload.
        let revision = self.store.revision(id)?;
        let record = self.store.load(id)?.ok_or(Refusal::NoSession)?;
        let game = match &record.snapshot {
            Some(s) => Some(serde_json::from_str::<AnyGame>(s).map_err(StoreError::from)?),
            None => None,
        };
        let l = Arc::new(Mutex::new(Live { record, game, revision }));
        map.insert(id, l.clone());
        Ok(l)
    }

    /// Runs `f` under the session's lock. A move that lost the race to
    /// another process is refused as stale, and the session is read afresh
    /// next time.
    fn with<T>(&self, id: SessionId, f: impl FnOnce(&mut Live) -> Result<T, Refusal>) -> Result<T, Refusal> {
        let live = self.live(id)?;
        let mut guard = lock(&live);
        let done = f(&mut guard);
        // Whoever wrote meanwhile (this process too), the cache is read
        // afresh next time; one that only read stays.
        if guard.revision.is_some() && self.store.revision(id).ok() != Some(guard.revision) {
            guard.revision = Some(-1);
        }
        match done {
            Err(Refusal::Storage(StoreError::VersionConflict { .. })) => Err(Refusal::Stale),
            other => other,
        }
    }

    /// The open session of a channel.
    ///
    /// # Errors
    /// [`Refusal::NoSession`], or the store fails.
    pub fn in_channel(&self, channel: u64) -> Result<SessionId, Refusal> {
        Ok(self.store.open_in_channel(channel)?.ok_or(Refusal::NoSession)?.id)
    }

    /// The session and its game as they stand.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub fn get(&self, id: SessionId) -> Result<(SessionRecord, Option<AnyGame>), Refusal> {
        self.with(id, |l| Ok((l.record.clone(), l.game.clone())))
    }

    /// A started game and `user`'s seat in it; with `version`, only while
    /// the game is still at that version (a panel's choices are for it).
    ///
    /// # Errors
    /// No such session, a lobby, a user without a seat, or a stale version.
    pub fn seated(
        &self,
        id: SessionId,
        user: u64,
        version: Option<u64>,
    ) -> Result<(SessionRecord, AnyGame, Seat), Refusal> {
        let (record, game) = self.get(id)?;
        let game = game.ok_or(Refusal::NotStarted)?;
        let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
        if version.is_some_and(|v| v != record.version) {
            return Err(Refusal::Stale);
        }
        Ok((record, game, seat))
    }

    /// Opens a lobby with its creator seated.
    ///
    /// # Errors
    /// Bad options or player count, or the channel already has a game.
    #[allow(clippy::too_many_arguments)]
    pub fn open_lobby(
        &self,
        guild: u64,
        channel: u64,
        creator: (u64, String, bool),
        kind: GameKind,
        target: Option<usize>,
        options: Value,
    ) -> Result<SessionRecord, Refusal> {
        let info = kind.info();
        if let Some(n) = target {
            if !(info.min_players..=info.max_players).contains(&n) {
                return Err(Refusal::PlayerCount { kind, min: info.min_players, max: info.max_players, have: n });
            }
        }
        AnyGame::new(kind, info.min_players, &options, 0).map_err(|e| Refusal::BadSetup(format!("{e}.")))?;
        let mut record = SessionRecord {
            id: 0,
            guild,
            channel,
            creator: creator.0,
            game: kind.id().to_owned(),
            options,
            target,
            seed: rand::thread_rng().gen(),
            status: Status::Lobby,
            version: 0,
            seats: vec![SeatRecord { user: Some(creator.0), name: creator.1, dm_open: creator.2 }],
            snapshot: None,
            lobby_message: None,
            board_message: None,
            dm_messages: Vec::new(),
            timers: Timers { settings: self.defaults.clock.clone(), ..Timers::default() },
        };
        record.id = self.store.create(&record).map_err(|e| match e {
            StoreError::ChannelBusy => Refusal::ChannelBusy,
            e => e.into(),
        })?;
        Ok(record)
    }

    fn kind(record: &SessionRecord) -> GameKind {
        GameKind::from_id(&record.game).expect("stored sessions name a registered game")
    }

    fn lobby_edit(
        &self,
        id: SessionId,
        f: impl FnOnce(&mut SessionRecord) -> Result<(), Refusal>,
    ) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            match l.record.status {
                Status::Lobby => {}
                Status::Active => return Err(Refusal::AlreadyStarted),
                _ => return Err(Refusal::Closed),
            }
            let mut next = l.record.clone();
            f(&mut next)?;
            self.store.save(&next)?;
            l.record = next.clone();
            Ok(next)
        })
    }

    /// Seats a user in the lobby.
    ///
    /// # Errors
    /// Not a lobby, already seated, or full.
    pub fn join(&self, id: SessionId, user: u64, name: String, dm_open: bool) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            let info = Self::kind(r).info();
            if r.seats.iter().any(|s| s.user == Some(user)) {
                return Err(Refusal::AlreadySeated);
            }
            if r.seats.len() >= info.max_players {
                return Err(Refusal::Full { kind: Self::kind(r), max: info.max_players });
            }
            r.seats.push(SeatRecord { user: Some(user), name, dm_open });
            Ok(())
        })
    }

    /// Adds a house player to the lobby; only someone seated may.
    ///
    /// # Errors
    /// Not a lobby, not seated, or full.
    pub fn add_house(&self, id: SessionId, user: u64) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            let info = Self::kind(r).info();
            if !r.seats.iter().any(|s| s.user == Some(user)) && r.creator != user {
                return Err(Refusal::NotSeated);
            }
            if r.seats.len() >= info.max_players {
                return Err(Refusal::Full { kind: Self::kind(r), max: info.max_players });
            }
            let n = r.seats.iter().filter(|s| s.is_house()).count() + 1;
            r.seats.push(SeatRecord::house(n));
            Ok(())
        })
    }

    /// Sets how well the house players will play, from the lobby; as for
    /// adding one, only someone seated (or the creator) may.
    ///
    /// # Errors
    /// Not a lobby, or not seated.
    pub fn set_lobby_house_level(
        &self,
        id: SessionId,
        user: u64,
        level: tavola_engine::ai::Level,
    ) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            if !r.seats.iter().any(|s| s.user == Some(user)) && r.creator != user {
                return Err(Refusal::NotSeated);
            }
            r.timers.house = level;
            Ok(())
        })
    }

    /// Takes a user out: from the lobby, or (once started) their seat goes
    /// to a house player, who moves at once if it is their turn.
    ///
    /// # Errors
    /// Not seated, or the game is over.
    pub fn leave(&self, id: SessionId, user: u64) -> Result<Progress, Refusal> {
        let status = self.with(id, |l| Ok(l.record.status))?;
        if status == Status::Lobby {
            let record = self.lobby_edit(id, |r| {
                let i = r.seats.iter().position(|s| s.user == Some(user)).ok_or(Refusal::NotSeated)?;
                r.seats.remove(i);
                Ok(())
            })?;
            return Ok(Progress::quiet(record, None));
        }
        self.replace_seat(id, user, None)
    }

    /// Gives a user's seat to another user, or to the house player (`None`).
    ///
    /// # Errors
    /// Not started, the user is not seated, or the new user already is.
    pub fn replace_seat(&self, id: SessionId, user: u64, by: Option<(u64, String, bool)>) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            if l.record.status != Status::Active {
                return Err(if l.record.status == Status::Lobby { Refusal::NotStarted } else { Refusal::Closed });
            }
            let seat = seat_of(&l.record, user).ok_or(Refusal::NoSuchPlayer)?;
            let mut record = l.record.clone();
            record.seats[seat.index()] = match by {
                Some((u, _, _)) if seat_of(&record, u).is_some() => return Err(Refusal::AlreadySeated),
                Some((u, name, dm_open)) => SeatRecord { user: Some(u), name, dm_open },
                None => {
                    let n = record.seats.iter().filter(|s| s.is_house()).count() + 1;
                    SeatRecord::house(n)
                }
            };
            self.store.save(&record)?;
            l.record = record;
            let game = l.game.clone().expect("an active session has a game");
            // A new name at the table is a public change.
            let mut progress = self.advance(l, game, Vec::new(), None)?;
            progress.public_changed = true;
            Ok(progress)
        })
    }

    /// Cancels a session: its creator (in the lobby) or an admin.
    ///
    /// # Errors
    /// Someone else asked, or it is already closed.
    pub fn cancel(&self, id: SessionId, user: u64, admin: bool) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            if !l.record.status.is_open() {
                return Err(Refusal::Closed);
            }
            if !(admin || (l.record.creator == user && l.record.status == Status::Lobby)) {
                return Err(Refusal::NotCreator);
            }
            let mut record = l.record.clone();
            record.status = Status::Cancelled;
            self.store.save(&record)?;
            l.record = record.clone();
            Ok(record)
        })
    }

    /// Starts the game: empty seats up to the asked size go to house players,
    /// seats are shuffled, and house players move if they are first.
    ///
    /// # Errors
    /// Not a lobby, not seated, or a player count the game cannot take.
    pub fn start(&self, id: SessionId, user: u64) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            match l.record.status {
                Status::Lobby => {}
                Status::Active => return Err(Refusal::AlreadyStarted),
                _ => return Err(Refusal::Closed),
            }
            let mut record = l.record.clone();
            if !record.seats.iter().any(|s| s.user == Some(user)) && record.creator != user {
                return Err(Refusal::NotSeated);
            }
            let kind = Self::kind(&record);
            let info = kind.info();
            while record.target.is_some_and(|t| record.seats.len() < t) {
                let n = record.seats.iter().filter(|s| s.is_house()).count() + 1;
                record.seats.push(SeatRecord::house(n));
            }
            let have = record.seats.len();
            if !(info.min_players..=info.max_players).contains(&have) {
                return Err(Refusal::PlayerCount { kind, min: info.min_players, max: info.max_players, have });
            }
            record.seats.shuffle(&mut rand::thread_rng());
            let game = AnyGame::new(kind, have, &record.options, record.seed)
                .map_err(|e| Refusal::BadSetup(format!("{e}.")))?;
            record.status = Status::Active;
            record.snapshot = Some(snapshot(&game));
            self.store.save(&record)?;
            l.record = record;
            l.game = Some(game.clone());
            let setup = game.setup_events();
            let mut progress = self.advance(l, game, Vec::new(), None)?;
            progress.events.splice(0..0, setup);
            progress.turn_changed = true;
            progress.public_changed = true;
            progress.opened = progress.to_act();
            Ok(progress)
        })
    }

    /// Applies a player's choice from a panel or `/play`.
    ///
    /// `version` is the state version the panel was built for (`None` for a
    /// typed `/play`, which always means "now").
    ///
    /// # Errors
    /// Stale version, not seated, not their turn, or not a legal choice.
    pub fn act(&self, id: SessionId, version: Option<u64>, user: u64, action: &str) -> Result<Progress, Refusal> {
        self.act_many(id, version, user, &[action.to_owned()])
    }

    /// Several moves of one seat as one request (a secret set picked in one
    /// multi-select): each legal after the ones before it, or nothing happens.
    ///
    /// # Errors
    /// As [`Sessions::act`], for any of the moves.
    pub fn act_many(
        &self,
        id: SessionId,
        version: Option<u64>,
        user: u64,
        actions: &[String],
    ) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            match l.record.status {
                Status::Active => {}
                Status::Lobby => return Err(Refusal::NotStarted),
                _ => return Err(Refusal::Closed),
            }
            if version.is_some_and(|v| v != l.record.version) {
                return Err(Refusal::Stale);
            }
            let seat = seat_of(&l.record, user).ok_or(Refusal::NotSeated)?;
            let game = l.game.clone().expect("an active session has a game");
            let turn = game.to_act();
            if !turn.includes(seat) {
                let to_act = turn.seats().iter().filter_map(|s| l.record.seats.get(s.index())).cloned().collect();
                return Err(Refusal::NotYourTurn { to_act });
            }
            // Each move must be legal after the ones before it, while the
            // seat still owes the decision; otherwise nothing happens.
            let mut after = game.clone();
            let mut moves = Vec::new();
            for action in actions {
                let legal = if after.to_act().includes(seat) { after.legal(seat) } else { Vec::new() };
                let chosen = legal.into_iter().find(|a| a.id == *action).ok_or(Refusal::Forged)?;
                after.apply(seat, &chosen.action).map_err(|_| Refusal::Forged)?;
                moves.push((seat, chosen.action));
            }
            if moves.is_empty() {
                return Err(Refusal::Forged);
            }
            self.advance(l, game, moves, Some(user))
        })
    }

    /// Makes the house player decide for every seat that owes a decision
    /// (admin: a stalled seat), at the session's level within
    /// [`super::house::COVER_CAP_MS`] a step.
    ///
    /// # Errors
    /// Not started, or over.
    pub fn force(&self, id: SessionId) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            if l.record.status != Status::Active {
                return Err(if l.record.status == Status::Lobby { Refusal::NotStarted } else { Refusal::Closed });
            }
            let game = l.game.clone().expect("an active session has a game");
            let mut total = Progress::quiet(l.record.clone(), Some(game.clone()));
            for seat in game.to_act().seats() {
                if let Some(p) = self.move_for(l, seat)? {
                    total = total.then(p);
                }
            }
            Ok(total)
        })
    }

    /// Undoes the last human move (and the house moves after it) by
    /// replaying the log from the start.
    ///
    /// # Errors
    /// Nothing to undo, or the store fails.
    pub fn undo(&self, id: SessionId) -> Result<Progress, Refusal> {
        self.undo_moves(id, 1, None)
    }

    /// The game as it stood after `entries`, rebuilt from its seed.
    fn replay(record: &SessionRecord, entries: &[LogEntry]) -> Result<AnyGame, Refusal> {
        let mut game = AnyGame::new(Self::kind(record), record.seats.len(), &record.options, record.seed)
            .map_err(|e| Refusal::BadSetup(e.to_string()))?;
        for entry in entries {
            game.apply(Seat(entry.seat), &entry.action).map_err(|e| Refusal::BadSetup(e.to_string()))?;
        }
        Ok(game)
    }

    /// The events of the moves a board missed. A catch-up passes them on
    /// only for a game that ended meanwhile, so its results say how the
    /// last points came; a running game's new board shows where it stands.
    fn events_of(missed: &[LogEntry]) -> Vec<AppliedEvent> {
        missed
            .iter()
            .flat_map(|e| serde_json::from_value::<Vec<AppliedEvent>>(e.events.clone()).unwrap_or_default())
            .collect()
    }

    /// The games whose board fell behind because the bot stopped between
    /// a committed move and its board (or that have none, after a restore):
    /// what to publish for each, as if the missed changes had just happened
    /// (a new board, pings and DM panels for whoever owes a decision that
    /// the old board did not ask of them), the end included.
    pub fn catch_up(&self) -> Vec<Progress> {
        let stale = match self.store.stale_boards() {
            Ok(stale) => stale,
            Err(e) => {
                tracing::error!(error = %e, "could not look for boards behind their games");
                return Vec::new();
            }
        };
        let mut due = Vec::new();
        for (id, shown) in stale {
            let caught = self.get(id).and_then(|(record, game)| {
                let game = game.ok_or(Refusal::NotStarted)?;
                let log = self.store.log(id)?;
                let (seen, missed) = log.split_at((shown as usize).min(log.len()));
                let events = if game.outcome().is_some() { Self::events_of(missed) } else { Vec::new() };
                // No board at all: whoever owes a decision is told afresh.
                let shown_game = match record.board_message {
                    Some(_) => Some(Self::replay(&record, seen)?),
                    None => None,
                };
                Ok(Progress::between(record, shown_game.as_ref(), game, events))
            });
            match caught {
                Ok(p) => due.push(p),
                Err(e) => tracing::error!(session = id, error = %e, "could not catch a board up"),
            }
        }
        due
    }

    /// Records the bot's message ids (lobby, board, DM panels).
    ///
    /// # Errors
    /// The store fails.
    pub fn set_messages(&self, id: SessionId, f: impl FnOnce(&mut SessionRecord)) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            let mut record = l.record.clone();
            f(&mut record);
            self.store.save(&record)?;
            l.record = record.clone();
            Ok(record)
        })
    }

    /// Records whether a seated user's DMs can be delivered.
    ///
    /// # Errors
    /// The store fails.
    /// Notes that `user` looked at their panel or hand now. Kept in memory
    /// and stored with the next write: it only quiets a channel mention.
    pub fn seen(&self, id: SessionId, user: u64) {
        let now = self.now();
        let _ = self.with(id, |l| {
            if let Some(seat) = seat_of(&l.record, user) {
                if let Some(t) = l.record.timers.seats.get_mut(seat.index()) {
                    t.last_seen = Some(now);
                }
            }
            Ok(())
        });
    }

    pub fn set_dm_open(&self, id: SessionId, user: u64, open: bool) -> Result<(), Refusal> {
        self.set_messages(id, |r| r.seats.iter_mut().filter(|s| s.user == Some(user)).for_each(|s| s.dm_open = open))
            .map(drop)
    }

    /// Applies one move the house chose for `seat` (see [`super::house`]),
    /// only while the game is still at `version` and the move is legal.
    pub(super) fn apply_house(
        &self,
        id: SessionId,
        version: u64,
        seat: Seat,
        action: Value,
    ) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            let game = l.game.clone().filter(|_| l.record.status == Status::Active).ok_or(Refusal::Closed)?;
            if l.record.version != version || !game.to_act().includes(seat) {
                return Err(Refusal::Stale);
            }
            game.clone().apply(seat, &action).map_err(|_| Refusal::Forged)?;
            self.advance(l, game, vec![(seat, action)], None)
        })
    }

    /// Applies `moves`, each committed before the next. House players do
    /// not move here: they think off the lock, after the answer
    /// ([`crate::discord::house`]). On a store error the moves committed so
    /// far stay and the rest is dropped.
    fn advance(
        &self,
        l: &mut Live,
        mut game: AnyGame,
        moves: Vec<(Seat, Value)>,
        by: Option<u64>,
    ) -> Result<Progress, Refusal> {
        let shown = l.game.clone();
        let mut events = Vec::new();
        for (seat, action) in moves {
            let mut next = game.clone();
            let Ok(applied) = next.apply(seat, &action) else { break };
            let status = if next.outcome().is_some() { Status::Over } else { Status::Active };
            let entry = LogEntry {
                version: l.record.version + 1,
                seat: seat.0,
                action,
                by,
                events: serde_json::to_value(&applied).expect("events serialize"),
                at: now(),
            };
            let snap = snapshot(&next);
            let mut timers = l.record.timers.clone();
            self.sync_timers(&l.record, &mut timers, &next, by.map(|_| seat));
            if let Some(t) = timers.seats.get_mut(seat.index()).filter(|_| by.is_some()) {
                t.last_acted = Some(self.now());
            }
            let timers_json = serde_json::to_string(&timers).expect("timers serialize");
            let committed = Committed { snapshot: &snap, status, timers: &timers_json };
            if let Err(e) = self.store.append(l.record.id, &entry, &committed) {
                if events.is_empty() {
                    return Err(e.into());
                }
                tracing::error!(session = l.record.id, error = %e, "could not store a move after the first");
                break;
            }
            l.record.timers = timers;
            l.record.version = entry.version;
            l.record.status = status;
            l.record.snapshot = Some(snap);
            l.game = Some(next.clone());
            game = next;
            events.extend(applied);
            if matches!(game.to_act(), Turn::Over) {
                break;
            }
        }
        if events.is_empty() {
            // Nothing was applied (a start, a seat handed over): the clocks
            // still follow who owes a decision now.
            let mut timers = l.record.timers.clone();
            if self.sync_timers(&l.record, &mut timers, &game, None) {
                self.store.set_timers(l.record.id, &timers)?;
                l.record.timers = timers;
            }
        }
        Ok(Progress::between(l.record.clone(), shown.as_ref(), game, events))
    }
}

#[path = "session_timers.rs"]
mod timers;

#[path = "session_takeback.rs"]
mod takeback;

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
