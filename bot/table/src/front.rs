//! The table's front door: [`Table`], the one handle an adapter (Discord,
//! the web, a tool) holds. Every method is a named request that changes a
//! session or a named query that reads one, and each makes exactly one
//! trip to the blocking pool, where the session's lock, the engine and the
//! store do their work. Nothing outside this crate runs code against the
//! sessions or reaches the store: [`Sessions::blocking`] and
//! [`Sessions::store`] are private to it.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tavola_engine::{AnyGame, GameKind, Seat};

use tavola_engine::ai::analysis::Decision;

use crate::analysis::{AnalysisRecord, Step};
use crate::deadlines::{Clock, Millis, ReminderMode, Span, TimerDefaults};
use crate::history::History;
use crate::house::HouseTurn;
use crate::i18n::{Lang, Tr, Words};
use crate::langs::Langs;
use crate::publish::{PublishView, Published};
use crate::record::{LogEntry, SessionId, SessionRecord, Status};
use crate::request::{Actor, Applied, Change, Moves, Request, Seen};
use crate::session::{Fired, Played, Progress, Refusal, Replayed, Seek, Sessions};
use crate::standings::{Placing, Standing};
use crate::store::StoreError;

/// A server's setting kept by the table, each with its stored name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuildSetting {
    /// Board pictures (`on`/`off`; unset: the process's default).
    Images,
    /// Finished games' analyses (`on`/`off`; unset: on).
    Analysis,
}

impl GuildSetting {
    /// The name the store keeps it under.
    pub fn name(self) -> &'static str {
        match self {
            GuildSetting::Images => "images",
            GuildSetting::Analysis => crate::analysis::SETTING,
        }
    }
}

/// A finished game of a channel, for a player's export.
#[derive(Debug)]
pub enum Finished {
    /// The channel's game is still being played: nothing to export yet.
    StillPlaying,
    /// The channel never finished a game on this server.
    Nothing,
    /// The latest finished game, with its whole log.
    Game(Box<History>),
}

/// The stats of a server: every placing (of one game, or of all) and the
/// standings of each game that has any.
pub type Overview = (Vec<Placing>, BTreeMap<String, Vec<Standing>>);

/// A session, its game (`None` in the lobby) and its whole log.
pub type WithLog = (SessionRecord, Option<AnyGame>, Vec<LogEntry>);

/// The sessions and the languages, behind named requests and queries.
#[derive(Clone)]
pub struct Table {
    sessions: Sessions,
    langs: Arc<Langs>,
}

/// How a table is opened besides its database.
pub struct Opening {
    /// The words every reader gets.
    pub words: Arc<Words>,
    /// Where the time comes from (the system's; a test's own).
    pub clock: Arc<dyn Clock>,
    pub timers: TimerDefaults,
    /// How often the timer task ticks (a claim on a session's timers lasts
    /// a few ticks).
    pub tick: Duration,
    /// Slows every store call by this much, on purpose (tests of deferral).
    pub slow_store: Option<Duration>,
}

impl Table {
    pub fn new(sessions: Sessions, words: Arc<Words>) -> Table {
        Table { sessions, langs: Arc::new(Langs::new(words)) }
    }

    /// Opens (creating it on first use) the store at `database`, a SQLite
    /// file or a `postgres://` URL, on a blocking thread.
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open(database: &Path, opening: Opening) -> Result<Table, StoreError> {
        let path = database.to_owned();
        let store = tokio::task::spawn_blocking(move || crate::store::open(&path))
            .await
            .expect("opening the store does not panic")?;
        let store = match opening.slow_store {
            Some(delay) => {
                tracing::warn!(?delay, "every store call is slowed down on purpose (TAVOLA_SLOW_STORE_MS, for tests)");
                crate::store::SlowStore::wrap(store, delay)
            }
            None => store,
        };
        let sessions = Sessions::configured(store, opening.clock, opening.timers).ticking_every(opening.tick);
        Ok(Table::new(sessions, opening.words))
    }

    /// The time as the sessions see it.
    pub fn now(&self) -> Millis {
        self.sessions.now()
    }

    /// Tells the clock the timer task finished a tick.
    pub fn ticked(&self) {
        self.sessions.ticked();
    }

    pub fn defaults(&self) -> &TimerDefaults {
        self.sessions.defaults()
    }

    pub fn words(&self) -> &Arc<Words> {
        self.langs.words()
    }

    /// The words for someone whose client sent `locale`.
    pub fn reader(&self, locale: &str) -> Tr {
        self.langs.reader(locale)
    }

    /// The words of a server's language, for everything public there.
    pub async fn server_tr(&self, guild: u64) -> Tr {
        if let Some(tr) = self.langs.cached_server(guild) {
            return tr;
        }
        let langs = self.langs.clone();
        self.sessions.blocking(move |s| langs.server(s.store(), guild)).await
    }

    /// The words of a DM to `user` about a game on `guild`.
    pub async fn dm_tr(&self, user: u64, guild: u64) -> Tr {
        let langs = self.langs.clone();
        self.sessions.blocking(move |s| langs.dm(s.store(), user, guild)).await
    }

    /// Remembers the locales an interaction carries (the user's, and the
    /// server's preferred one), for DMs and public messages sent later.
    /// No trip when both are already noted.
    pub async fn note_locales(&self, user: u64, locale: &str, guild: Option<(u64, Option<&str>)>) {
        if self.langs.knows(user, locale, guild) {
            return;
        }
        let langs = self.langs.clone();
        let locale = locale.to_owned();
        let guild = guild.map(|(g, l)| (g, l.map(str::to_owned)));
        let noted = self
            .sessions
            .blocking(move |s| langs.note(s.store(), user, &locale, guild.as_ref().map(|(g, l)| (*g, l.as_deref()))))
            .await;
        if let Err(e) = noted {
            tracing::warn!(user, error = %e, "could not store a locale");
        }
    }

    /// Notes a server's preferred locale, as the server itself reports it.
    ///
    /// # Errors
    /// The store fails.
    pub async fn note_server_locale(&self, guild: u64, locale: String) -> Result<(), Refusal> {
        let langs = self.langs.clone();
        Ok(self.sessions.blocking(move |s| langs.note_server(s.store(), guild, &locale)).await?)
    }

    /// Sets (or with `None` clears) a server's chosen language; its words.
    ///
    /// # Errors
    /// The store fails.
    pub async fn choose_language(&self, guild: u64, lang: Option<Lang>) -> Result<Tr, Refusal> {
        let langs = self.langs.clone();
        Ok(self.sessions.blocking(move |s| langs.choose(s.store(), guild, lang)).await?)
    }

    // Requests: each changes at most one session (or one setting).

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

    // Queries: each reads, and changes nothing.

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
