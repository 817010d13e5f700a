//! The table's queries: each reads, and changes nothing, in one trip to
//! the blocking pool.

use std::collections::BTreeMap;

use tavola_engine::{AnyGame, GameKind, Seat};

use super::*;
use crate::publish::PublishView;
use crate::record::{LogEntry, SessionId, SessionRecord, Status};
use crate::session::{Refusal, Replayed, Seek};

impl Table {
    /// Refreshes the session gauges (see [`Sessions::measure`]) on a
    /// blocking thread; the metrics task calls it every 30 s.
    ///
    /// # Errors
    /// The store fails.
    ///
    /// [`Sessions::measure`]: crate::session::Sessions::measure
    pub async fn measure(&self) -> Result<(), crate::store::StoreError> {
        self.sessions.blocking(crate::session::Sessions::measure).await
    }

    /// The session and its game as they stand.
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub async fn get(&self, id: SessionId) -> Result<(SessionRecord, Option<AnyGame>), Refusal> {
        self.sessions.blocking(move |s| s.get(id)).await
    }

    /// The open session of a channel.
    ///
    /// # Errors
    /// [`Refusal::NoSession`], or the store fails.
    pub async fn in_channel(&self, channel: u64) -> Result<SessionId, Refusal> {
        self.sessions.blocking(move |s| s.in_channel(channel)).await
    }

    /// The session and its game with its whole log; `guild`, when given,
    /// must be its server (a session of another server reads as none).
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub async fn with_log(&self, id: SessionId, guild: Option<u64>) -> Result<WithLog, Refusal> {
        self.sessions
            .blocking(move |s| {
                let (record, game) = s.get(id)?;
                if guild.is_some_and(|g| g != record.guild) {
                    return Err(Refusal::NoSession);
                }
                let log = s.store().log(id)?;
                Ok((record, game, log))
            })
            .await
    }

    /// The log after `seat`'s latest move.
    ///
    /// # Errors
    /// The store fails.
    pub async fn since_last_move(&self, id: SessionId, seat: Seat) -> Result<Vec<LogEntry>, Refusal> {
        self.sessions.blocking(move |s| s.since_last_move(id, seat)).await
    }

    /// A public position of a game's replay.
    ///
    /// # Errors
    /// No such session, or its log does not replay.
    pub async fn replay_at(&self, id: SessionId, seek: Seek) -> Result<Replayed, Refusal> {
        self.sessions.blocking(move |s| s.replay_at(id, seek)).await
    }

    /// The last position of the channel's latest replayable game.
    ///
    /// # Errors
    /// Nothing to replay, or the store fails.
    pub async fn replay_latest(&self, guild: u64, channel: u64) -> Result<Replayed, Refusal> {
        self.sessions
            .blocking(move |s| {
                let id = s.replayable_in_channel(guild, channel)?;
                s.replay_at(id, Seek::Last)
            })
            .await
    }

    /// What an admin's undo of `moves` players' moves would take back: the
    /// session, the log entries that go, and how many are replayed.
    ///
    /// # Errors
    /// Not started, or fewer moves than asked.
    pub async fn undo_preview(
        &self,
        id: SessionId,
        moves: usize,
    ) -> Result<(SessionRecord, Vec<LogEntry>, usize), Refusal> {
        self.sessions
            .blocking(move |s| {
                let (going, kept) = s.undo_preview(id, moves)?;
                let (record, _) = s.get(id)?;
                Ok((record, going, kept))
            })
            .await
    }

    /// The channel's latest finished game on `guild`, for an export.
    ///
    /// # Errors
    /// The store fails.
    pub async fn finished(&self, guild: u64, channel: u64) -> Result<Finished, Refusal> {
        self.sessions
            .blocking(move |s| {
                let open = s.store().open_in_channel(channel)?;
                if open.is_some_and(|r| r.status == Status::Active) {
                    return Ok(Finished::StillPlaying);
                }
                match s.finished_in_channel(guild, channel) {
                    Ok(id) => Ok(Finished::Game(Box::new(s.history(id)?))),
                    Err(Refusal::NoSession) => Ok(Finished::Nothing),
                    Err(other) => Err(other),
                }
            })
            .await
    }

    /// A server's placings, of one game or of all.
    ///
    /// # Errors
    /// The store fails.
    pub async fn placings(&self, guild: u64, game: Option<GameKind>) -> Result<Vec<Placing>, Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().placings(guild, game.map(|k| k.id()))).await?)
    }

    /// A server's standings in one game, best first.
    ///
    /// # Errors
    /// The store fails.
    pub async fn standings(&self, guild: u64, game: GameKind) -> Result<Vec<Standing>, Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().standings(guild, game.id())).await?)
    }

    /// A server's placings (of one game or of all) with the standings of
    /// each game among them.
    ///
    /// # Errors
    /// The store fails.
    pub async fn overview(&self, guild: u64, game: Option<GameKind>) -> Result<Overview, Refusal> {
        self.sessions
            .blocking(move |s| {
                let store = s.store();
                let placings = store.placings(guild, game.map(|k| k.id()))?;
                let mut standings = BTreeMap::new();
                for game in placings.iter().map(|p| p.game.clone()) {
                    if let std::collections::btree_map::Entry::Vacant(slot) = standings.entry(game) {
                        let table = store.standings(guild, slot.key())?;
                        slot.insert(table);
                    }
                }
                Ok((placings, standings))
            })
            .await
    }

    /// The running games of `guild` that seat `user`.
    ///
    /// # Errors
    /// The store fails.
    pub async fn seated_games(&self, guild: u64, user: u64) -> Result<Vec<(SessionRecord, AnyGame)>, Refusal> {
        self.sessions.blocking(move |s| s.seated_games(guild, user)).await
    }

    /// Up to `limit` sessions of `guild`, newest first.
    ///
    /// # Errors
    /// The store fails.
    pub async fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().list_guild(guild, limit)).await?)
    }

    /// The admins of `guild` who asked to hear of stalled games.
    ///
    /// # Errors
    /// The store fails.
    pub async fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().admin_contacts(guild)).await?)
    }

    /// The running sessions with a house seat (after a restart).
    ///
    /// # Errors
    /// The store fails.
    pub async fn active_with_house(&self) -> Result<Vec<SessionId>, Refusal> {
        Ok(self.sessions.blocking(|s| s.store().active_with_house()).await?)
    }

    /// The DM channel Discord gave `user`, if the bot ever asked for it.
    ///
    /// # Errors
    /// The store fails.
    pub async fn dm_channel(&self, user: u64) -> Result<Option<u64>, Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().dm_channel(user)).await?)
    }

    /// One of a server's settings as stored (`None`: never set).
    ///
    /// # Errors
    /// The store fails.
    pub async fn guild_setting(&self, guild: u64, setting: GuildSetting) -> Result<Option<String>, Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().guild_setting(guild, setting.name())).await?)
    }

    /// Everything a publish needs, in one read: the session and its game,
    /// its log, what its board shows, the server's images setting and
    /// language, and the language of each seat's DMs.
    pub async fn publish_view(&self, id: SessionId) -> Option<PublishView> {
        let langs = self.langs.clone();
        self.sessions.blocking(move |s| s.publish_view(id, &langs)).await
    }
}
