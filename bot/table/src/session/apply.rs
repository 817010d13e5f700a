//! [`Sessions::apply`]: the one entry for every change to a session.

use super::play::Played;
use super::*;
use crate::request::{Actor, Applied, Change, Newcomer, Request, Seen};

impl Sessions {
    /// Applies `request` from `actor` to session `id`: checks it, applies
    /// it to the game, commits it, and returns everything the answer and
    /// the publisher need. Blocking: call it through [`Sessions::submit`]
    /// from async code.
    ///
    /// # Errors
    /// Why the request was refused; nothing changed then.
    pub fn apply(&self, id: SessionId, actor: &Actor, request: Request) -> Result<Applied, Refusal> {
        if request.needs_admin() {
            admin_only(actor)?;
        }
        let user = actor.user;
        Ok(match request {
            Request::Join { name, dm_open } => Applied::Lobby(self.join(id, user, name, dm_open)?),
            Request::Leave => {
                let p = self.leave(id, user)?;
                if p.game.is_some() {
                    self.changed(p)
                } else {
                    Applied::Lobby(p.record)
                }
            }
            Request::AddHouse => Applied::Lobby(self.add_house(id, user)?),
            Request::LobbyHouseLevel(level) => Applied::Lobby(self.set_lobby_house_level(id, user, level)?),
            Request::LobbyHints(on) => Applied::Lobby(self.set_lobby_hints(id, user, on)?),
            Request::Start => self.changed(self.start(id, user)?),
            Request::Cancel => Applied::Lobby(self.cancel(id, user, actor.admin)?),
            Request::Play { version, moves, confirm } => match self.play(id, user, version, moves, confirm)? {
                Played::ToConfirm(pending) => Applied::ToConfirm(pending),
                Played::Changed(change) => Applied::Changed(change),
            },
            Request::Look => Applied::Seen(self.look(id, user)?),
            Request::Hint => Applied::Seen(self.hint(id, user)?),
            Request::TakeBack { version } => Applied::Changed(self.take_back_change(id, version, user)?),
            Request::Undo { moves, version } => Applied::Changed(self.undo_change(id, actor, moves, version)?),
            Request::Force => self.changed(self.admin_force(id, actor)?),
            Request::Replace { user: seated, by } => self.changed(self.admin_replace(id, actor, seated, by)?),
            Request::HouseLevel(level) => Applied::Settings(self.set_house_level(id, level)?),
            Request::Timer(settings) => {
                // An admin, or the creator while the game is a lobby.
                let (record, _) = self.get(id)?;
                let creator_in_lobby = record.creator == user && record.status == Status::Lobby;
                if !(actor.admin || creator_in_lobby) {
                    return Err(Refusal::NotCreator);
                }
                Applied::Settings(self.set_timer(id, settings)?)
            }
            Request::Quiet { started_at } => Applied::Quieted { deadline: self.quiet(id, user, started_at)? },
            Request::DmOpen(open) => Applied::Settings(self.set_dm_open(id, user, open)?),
            Request::House { version, seat, action } => {
                // Only the house task moves for the house: from anyone else
                // this request is forged, whatever move it carries.
                if *actor != Actor::house() {
                    return Err(Refusal::Forged);
                }
                self.changed(self.apply_house(id, version, seat, action)?)
            }
            Request::Tick => Applied::Fired(self.with(id, |l| self.tick_session(l))?),
            Request::Away { from, until } => Applied::Settings(self.pause(id, user, from, until)?),
        })
    }

    /// [`Sessions::apply`] on a blocking thread: one trip, off the async
    /// workers.
    ///
    /// # Errors
    /// As [`Sessions::apply`].
    pub async fn submit(&self, id: SessionId, actor: Actor, request: Request) -> Result<Applied, Refusal> {
        self.blocking(move |s| s.apply(id, &actor, request)).await
    }

    fn changed(&self, progress: Progress) -> Applied {
        Applied::Changed(Change { progress, played: Vec::new(), can_take_back: false })
    }
}

/// Only an admin may ask this (checked again here, whatever the adapter
/// checked).
fn admin_only(actor: &Actor) -> Result<(), Refusal> {
    if actor.admin {
        Ok(())
    } else {
        Err(Refusal::NotCreator)
    }
}

impl Sessions {
    /// The actor looks at their panel or hand (see [`Request::Look`]).
    ///
    /// # Errors
    /// No game, or not seated.
    pub(crate) fn look(&self, id: SessionId, user: u64) -> Result<Seen, Refusal> {
        if let Some(seen) = self.look_held(id, user)? {
            return Ok(seen);
        }
        let now = self.now();
        // The look noted and the game read in one access of the session.
        let (record, game, seat) = self.with(id, |l| {
            super::note_seen(l, user, now);
            let game = l.game.clone().ok_or(Refusal::NotStarted)?;
            let seat = seat_of(&l.record, user).ok_or(Refusal::NotSeated)?;
            Ok((l.record.clone(), game, seat))
        })?;
        let recent = if game.to_act().includes(seat) { self.since_last_move(id, seat)? } else { Vec::new() };
        Ok(Seen { record, game, seat, recent })
    }

    /// A look at a session held in memory whose actor is to act: whether
    /// it is current and what came since their last move asked in one round
    /// trip. `None` when that does not apply (not held, a store that keeps
    /// no revisions, not to act) or the session changed meanwhile: the
    /// look then takes the way of any access.
    fn look_held(&self, id: SessionId, user: u64) -> Result<Option<Seen>, Refusal> {
        let Some(live) = lock(&self.live).get(&id).cloned() else { return Ok(None) };
        let (read_at, seat) = {
            let l = lock(&live);
            let Some(read_at) = l.revision.filter(|r| *r >= 0) else { return Ok(None) };
            let seat = seat_of(&l.record, user);
            match (&l.game, seat) {
                (Some(game), Some(seat)) if game.to_act().includes(seat) => (read_at, seat),
                _ => return Ok(None),
            }
        };
        let (revision, recent) = self.store.revision_and_since_last_move(id, seat.0)?;
        let mut l = lock(&live);
        // Written since, by this process or another: not what was read.
        if revision != Some(read_at) || l.revision != Some(read_at) {
            return Ok(None);
        }
        let Some(game) = l.game.clone() else { return Ok(None) };
        l.touched = std::time::Instant::now();
        super::note_seen(&mut l, user, self.now());
        Ok(Some(Seen { record: l.record.clone(), game, seat, recent }))
    }

    /// An admin's undo of the last `moves` players' moves (see
    /// [`Request::Undo`]).
    ///
    /// # Errors
    /// Not an admin, a stale panel, or fewer moves than asked.
    pub(crate) fn undo_change(
        &self,
        id: SessionId,
        actor: &Actor,
        moves: usize,
        version: Option<u64>,
    ) -> Result<Change, Refusal> {
        admin_only(actor)?;
        Ok(Change { progress: self.undo_moves(id, moves, version)?, played: Vec::new(), can_take_back: false })
    }

    /// An admin makes the house decide for every seat that owes a decision
    /// (see [`Request::Force`]).
    ///
    /// # Errors
    /// Not an admin, not started, or over.
    pub(crate) fn admin_force(&self, id: SessionId, actor: &Actor) -> Result<Progress, Refusal> {
        admin_only(actor)?;
        self.force(id)
    }

    /// An admin gives `seated`'s seat to someone else, or to the house
    /// (see [`Request::Replace`]).
    ///
    /// # Errors
    /// Not an admin, no such seat, or the newcomer already plays.
    pub(crate) fn admin_replace(
        &self,
        id: SessionId,
        actor: &Actor,
        seated: u64,
        by: Option<Newcomer>,
    ) -> Result<Progress, Refusal> {
        admin_only(actor)?;
        let by = by.map(|Newcomer { user, name, dm_open }| (user, name, dm_open));
        self.replace_seat(id, seated, by)
    }
}
