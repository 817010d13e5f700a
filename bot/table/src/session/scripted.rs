//! Short forms of the common requests, for code that scripts a game (the
//! store's and the tools' tests, the end-to-end harness): each is exactly
//! [`Sessions::apply`] with that request, so it checks and commits as a
//! click would.

use super::*;
use crate::request::{Actor, Applied, Moves, Request};

impl Sessions {
    /// `user` takes a seat in the lobby, with DMs open.
    ///
    /// # Errors
    /// As [`Request::Join`].
    pub fn join_as(&self, id: SessionId, user: u64, name: &str) -> Result<SessionRecord, Refusal> {
        let request = Request::Join { name: name.to_owned(), dm_open: true };
        Ok(self.apply(id, &Actor::player(user), request)?.record().cloned().expect("a lobby"))
    }

    /// `user` starts the game.
    ///
    /// # Errors
    /// As [`Request::Start`].
    pub fn start_as(&self, id: SessionId, user: u64) -> Result<Progress, Refusal> {
        Self::progress_of(self.apply(id, &Actor::player(user), Request::Start)?)
    }

    /// `user` plays `action` from a panel built at `version` (`None`: now).
    ///
    /// # Errors
    /// As [`Request::Play`].
    pub fn play_as(&self, id: SessionId, version: Option<u64>, user: u64, action: &str) -> Result<Progress, Refusal> {
        let request = Request::Play { version, moves: Moves::Ids(vec![action.to_owned()]), confirm: false };
        Self::progress_of(self.apply(id, &Actor::player(user), request)?)
    }

    /// An admin cancels the session.
    ///
    /// # Errors
    /// As [`Request::Cancel`].
    pub fn cancel_as_admin(&self, id: SessionId, admin: u64) -> Result<SessionRecord, Refusal> {
        Ok(self.apply(id, &Actor::admin(admin), Request::Cancel)?.record().cloned().expect("a session"))
    }

    fn progress_of(applied: Applied) -> Result<Progress, Refusal> {
        match applied {
            Applied::Changed(change) => Ok(change.progress),
            _ => Err(Refusal::Forged),
        }
    }
}
