//! The table's requests: each changes at most one session (or one
//! setting), in one trip to the blocking pool.

use serde_json::Value;
use tavola_engine::ai::analysis::Decision;
use tavola_engine::GameKind;

use super::*;
use crate::analysis::{AnalysisRecord, Step};
use crate::deadlines::{Millis, ReminderMode, Span};
use crate::house::HouseTurn;
use crate::publish::Published;
use crate::record::{SessionId, SessionRecord};
use crate::request::{Actor, Applied, Change, Moves, Newcomer, Request, Seen};
use crate::session::{Fired, Played, Progress, Refusal, Sessions};

impl Table {
    /// Applies `request` from `actor` to session `id` (see
    /// [`Sessions::apply`]).
    ///
    /// # Errors
    /// The refusal, which changed nothing.
    pub async fn apply(&self, id: SessionId, actor: Actor, request: Request) -> Result<Applied, Refusal> {
        self.sessions.submit(id, actor, request).await
    }

    /// A player looks at their panel or hand: noted (it quiets a channel
    /// mention), and the game as they may see it.
    ///
    /// # Errors
    /// No game, or not seated.
    pub async fn look(&self, id: SessionId, user: u64) -> Result<Seen, Refusal> {
        self.sessions.blocking(move |s| s.look(id, user)).await
    }

    /// A player asks for a hint: counted, and the game as they see it, to
    /// think about off the lock.
    ///
    /// # Errors
    /// Hints are off, or the player owes no decision.
    pub async fn hint(&self, id: SessionId, user: u64) -> Result<Seen, Refusal> {
        self.sessions.blocking(move |s| s.hint(id, user)).await
    }

    /// A player's moves, checked against the decision at `version` (`None`:
    /// now), applied and committed in one step under the session's lock;
    /// with `confirm`, a move that would complete a secret submission is
    /// restated instead.
    ///
    /// # Errors
    /// Stale, not seated, not their turn, or not offered; nothing changed.
    pub async fn play(
        &self,
        id: SessionId,
        user: u64,
        version: Option<u64>,
        moves: Moves,
        confirm: bool,
    ) -> Result<Played, Refusal> {
        self.sessions.blocking(move |s| s.play(id, user, version, moves, confirm)).await
    }

    /// A player's moves taken now, never restated (a typed move).
    ///
    /// # Errors
    /// As [`Table::play`].
    pub async fn play_now(&self, id: SessionId, user: u64, moves: Moves) -> Result<Change, Refusal> {
        self.sessions.blocking(move |s| s.play_now(id, user, moves)).await
    }

    /// A player takes their latest move back.
    ///
    /// # Errors
    /// Stale, not seated, or the rule does not allow it.
    pub async fn take_back(&self, id: SessionId, user: u64, version: Option<u64>) -> Result<Change, Refusal> {
        self.sessions.blocking(move |s| s.take_back_change(id, version, user)).await
    }

    /// An admin undoes the last `moves` players' moves.
    ///
    /// # Errors
    /// Not an admin, stale, or fewer moves than asked.
    pub async fn undo(
        &self,
        id: SessionId,
        actor: Actor,
        moves: usize,
        version: Option<u64>,
    ) -> Result<Change, Refusal> {
        self.sessions.blocking(move |s| s.undo_change(id, &actor, moves, version)).await
    }

    /// An admin makes the house decide for every seat that owes a decision.
    ///
    /// # Errors
    /// Not an admin, not started, or over.
    pub async fn force(&self, id: SessionId, actor: Actor) -> Result<Progress, Refusal> {
        self.sessions.blocking(move |s| s.admin_force(id, &actor)).await
    }

    /// An admin gives `seated`'s seat to a newcomer, or to the house (`None`).
    ///
    /// # Errors
    /// Not an admin, no such seat, or the newcomer already plays.
    pub async fn replace(
        &self,
        id: SessionId,
        actor: Actor,
        seated: u64,
        by: Option<Newcomer>,
    ) -> Result<Progress, Refusal> {
        self.sessions.blocking(move |s| s.admin_replace(id, &actor, seated, by)).await
    }

    /// "Quiet this turn": no more reminders for the decision started at
    /// `started_at`; its deadline, which stands.
    ///
    /// # Errors
    /// Not seated, or the decision is over.
    pub async fn quiet(&self, id: SessionId, user: u64, started_at: Millis) -> Result<Millis, Refusal> {
        self.sessions.blocking(move |s| s.quiet(id, user, started_at)).await
    }

    /// Opens a lobby in `channel` for `creator` (user, name, DMs open) and
    /// applies its creator's first `settings` to it, in one step.
    ///
    /// # Errors
    /// The channel is busy, the options are bad, or a setting is refused.
    pub async fn open_lobby(
        &self,
        (guild, channel): (u64, u64),
        creator: (u64, String, bool),
        (kind, players, options): (GameKind, Option<usize>, Value),
        settings: Vec<Request>,
    ) -> Result<SessionRecord, Refusal> {
        self.sessions
            .blocking(move |s| {
                let user = creator.0;
                let mut record = s.open_lobby(guild, channel, creator, kind, players, options)?;
                for request in settings {
                    if let Some(r) = s.apply(record.id, &Actor::player(user), request)?.record() {
                        record = r.clone();
                    }
                }
                Ok(record)
            })
            .await
    }

    /// The clock's tick: the due reminders and deadlines of the sessions
    /// whose timers this process holds.
    pub async fn tick(&self) -> Vec<Fired> {
        self.sessions.blocking(Sessions::tick).await
    }

    /// After a restart: the changes whose boards were never published.
    pub async fn catch_up(&self) -> Vec<Progress> {
        self.sessions.blocking(Sessions::catch_up).await
    }

    /// Placings of finished games stored before placings were kept.
    ///
    /// # Errors
    /// The store fails.
    pub async fn derive_missing_placings(&self) -> Result<usize, Refusal> {
        self.sessions.blocking(Sessions::derive_missing_placings).await
    }

    /// The decision a house seat owes in session `id`, if any.
    ///
    /// # Errors
    /// The session cannot be read.
    pub async fn house_turn(&self, id: SessionId) -> Result<Option<HouseTurn>, Refusal> {
        self.sessions.blocking(move |s| s.house_turn(id)).await
    }

    /// A player's vacation of `span` on `guild`: what is left of their
    /// allowance, the sessions it pauses, and when it ends.
    ///
    /// # Errors
    /// Too long, or the store fails.
    pub async fn vacation(&self, guild: u64, user: u64, span: Span) -> Result<(Span, Vec<SessionId>, Millis), Refusal> {
        self.sessions.blocking(move |s| s.vacation(guild, user, span)).await
    }

    /// Turns a player's daily digest on or off; when the next one is due.
    ///
    /// # Errors
    /// The store fails.
    pub async fn set_digest(&self, guild: u64, user: u64, on: bool) -> Result<Option<Millis>, Refusal> {
        self.sessions.blocking(move |s| s.set_digest(guild, user, on)).await
    }

    /// How a player wants to be reminded on `guild`.
    ///
    /// # Errors
    /// The store fails.
    pub async fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().set_reminder_mode(guild, user, mode)).await?)
    }

    /// Whether an admin is told of stalled games on `guild`.
    ///
    /// # Errors
    /// The store fails.
    pub async fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().set_admin_contact(guild, user, on)).await?)
    }

    /// Keeps the DM channel Discord gave `user`: it is theirs for good.
    ///
    /// # Errors
    /// The store fails.
    pub async fn keep_dm_channel(&self, user: u64, channel: u64) -> Result<(), Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().set_dm_channel(user, channel)).await?)
    }

    /// Sets one of a server's settings.
    ///
    /// # Errors
    /// The store fails.
    pub async fn set_guild_setting(&self, guild: u64, setting: GuildSetting, value: &str) -> Result<(), Refusal> {
        let value = value.to_owned();
        Ok(self.sessions.blocking(move |s| s.store().set_guild_setting(guild, setting.name(), &value)).await?)
    }

    /// Deletes a finished or cancelled session of `guild`.
    ///
    /// # Errors
    /// No such session there, still open, or the store fails.
    pub async fn delete(&self, id: SessionId, guild: u64) -> Result<(), Refusal> {
        self.sessions.blocking(move |s| s.delete(id, guild)).await
    }

    /// Records the lobby's message.
    ///
    /// # Errors
    /// The store fails.
    pub async fn set_lobby_message(&self, id: SessionId, message: u64) -> Result<SessionRecord, Refusal> {
        self.sessions.blocking(move |s| s.set_messages(id, |r| r.lobby_message = Some(message))).await
    }

    /// Records a DM panel sent to `user` (its channel and message), in
    /// place of the previous one.
    ///
    /// # Errors
    /// The store fails.
    pub async fn set_dm_panel(&self, id: SessionId, user: u64, dm: (u64, u64)) -> Result<SessionRecord, Refusal> {
        self.sessions
            .blocking(move |s| {
                s.set_messages(id, |r| {
                    r.dm_messages.retain(|m| m.0 != user);
                    r.dm_messages.push((user, dm.0, dm.1));
                })
            })
            .await
    }

    /// What the publisher did, recorded in one write: the board it posted,
    /// the DM panels it sent, the DMs that could not be delivered, and the
    /// version the channel now shows.
    ///
    /// # Errors
    /// The store fails.
    pub async fn published(&self, id: SessionId, done: Published) -> Result<(), Refusal> {
        self.sessions.blocking(move |s| s.published(id, done)).await
    }

    // The analyses of finished games.

    /// Queues the analysis of a finished game.
    ///
    /// # Errors
    /// Not finished, or the store fails.
    pub async fn queue_analysis(&self, id: SessionId) -> Result<AnalysisRecord, Refusal> {
        self.sessions.blocking(move |s| s.queue_analysis(id)).await
    }

    /// The next step of a queued analysis.
    ///
    /// # Errors
    /// The store fails.
    pub async fn analysis_step(&self, id: SessionId) -> Result<Step, Refusal> {
        self.sessions.blocking(move |s| s.analysis_step(id)).await
    }

    /// Keeps one analysed decision; whether the analysis is now complete.
    ///
    /// # Errors
    /// The store fails.
    pub async fn keep_decision(&self, id: SessionId, decision: Decision) -> Result<bool, Refusal> {
        self.sessions.blocking(move |s| s.keep_decision(id, decision)).await
    }

    /// Records the message an analysis was posted in.
    ///
    /// # Errors
    /// The store fails.
    pub async fn analysis_posted(&self, id: SessionId, message: u64) -> Result<(), Refusal> {
        self.sessions.blocking(move |s| s.analysis_posted(id, message)).await
    }

    /// Drops an analysis that can never finish.
    ///
    /// # Errors
    /// The store fails.
    pub async fn forget_analysis(&self, id: SessionId) -> Result<(), Refusal> {
        Ok(self.sessions.blocking(move |s| s.store().forget_analysis(id)).await?)
    }

    /// The analyses queued but not finished (after a restart).
    ///
    /// # Errors
    /// The store fails.
    pub async fn unfinished_analyses(&self) -> Result<Vec<SessionId>, Refusal> {
        Ok(self.sessions.blocking(|s| s.store().unfinished_analyses()).await?)
    }

    /// The latest finished game of a channel.
    ///
    /// # Errors
    /// [`Refusal::NoFinishedGame`], or the store fails.
    pub async fn latest_finished(&self, channel: u64) -> Result<SessionRecord, Refusal> {
        self.sessions
            .blocking(move |s| {
                let id = s.latest_finished(channel)?;
                s.store().load(id)?.ok_or(Refusal::NoFinishedGame)
            })
            .await
    }
}
