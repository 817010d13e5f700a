//! [`Sessions::apply`]: the one entry for every change to a session.

use tavola_engine::{LegalAction, Msg};

use super::*;
use crate::table::request::{
    completes_secret, counts_of, ids_of, Actor, Applied, Change, Moves, Newcomer, Pending, Request, Seen,
};

impl Sessions {
    /// Applies `request` from `actor` to session `id`: checks it, applies
    /// it to the game, commits it, and returns everything the answer and
    /// the publisher need. Blocking: call it through [`Sessions::submit`]
    /// from async code.
    ///
    /// # Errors
    /// Why the request was refused; nothing changed then.
    pub fn apply(&self, id: SessionId, actor: &Actor, request: Request) -> Result<Applied, Refusal> {
        if request.needs_admin() && !actor.admin {
            return Err(Refusal::NotCreator);
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
            Request::Play { version, moves, confirm } => return self.play(id, user, version, moves, confirm),
            Request::Look => {
                self.seen(id, user);
                let (record, game, seat) = self.seated(id, user, None)?;
                let recent = if game.to_act().includes(seat) { self.since_last_move(id, seat)? } else { Vec::new() };
                Applied::Seen(Seen { record, game, seat, recent })
            }
            Request::Hint => Applied::Seen(self.hint(id, user)?),
            Request::TakeBack { version } => {
                let progress = self.take_back(id, version, user)?;
                let can_take_back = self.can_take_back(id, user);
                Applied::Changed(Change { progress, played: Vec::new(), can_take_back })
            }
            Request::Undo { moves, version } => self.changed(self.undo_moves(id, moves, version)?),
            Request::Force => self.changed(self.force(id)?),
            Request::Replace { user: seated, by } => {
                let by = by.map(|Newcomer { user, name, dm_open }| (user, name, dm_open));
                self.changed(self.replace_seat(id, seated, by)?)
            }
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
            Request::House { version, seat, action } => self.changed(self.apply_house(id, version, seat, action)?),
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

    /// A seat's moves: restated for a Confirm when asked and they complete
    /// a secret submission, else taken.
    fn play(
        &self,
        id: SessionId,
        user: u64,
        version: Option<u64>,
        moves: Moves,
        confirm: bool,
    ) -> Result<Applied, Refusal> {
        let (record, game) = self.get(id)?;
        let seat = seat_of(&record, user);
        let offered = match (&game, seat) {
            (Some(g), Some(s)) if g.to_act().includes(s) => g.legal(s),
            _ => Vec::new(),
        };
        let ids = match moves {
            Moves::Ids(ids) => ids,
            Moves::Counts(counts) => ids_of(&offered, &counts).ok_or(Refusal::Forged)?,
            Moves::Picked(picked) => {
                counts_of(&offered, &picked).and_then(|counts| ids_of(&offered, &counts)).ok_or(Refusal::Forged)?
            }
        };
        let chosen: Option<Vec<LegalAction>> =
            ids.iter().map(|id| offered.iter().find(|a| a.id == *id).cloned()).collect();
        if let (true, Some(game), Some(seat), Some(chosen)) = (confirm, &game, seat, &chosen) {
            let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
            if version.is_none_or(|v| v == record.version) && completes_secret(game, seat, &refs) {
                return Ok(Applied::ToConfirm(Pending { record, game: game.clone(), seat, moves: chosen.clone() }));
            }
        }
        let progress = self.act_many(id, version, user, &ids)?;
        // A move that only a later step offers is worded as the default.
        let played: Vec<Msg> = chosen.unwrap_or_default().into_iter().map(|a| a.msg).collect();
        let can_take_back = self.can_take_back(id, user);
        Ok(Applied::Changed(Change { progress, played, can_take_back }))
    }
}
