//! What every click, slash command and task of the bot shares: [`Data`]
//! (the sessions, the languages, the pictures, the house players), the one
//! [`Error`] a handler returns, and the poise [`Context`]; how a refusal or
//! an error reads for the person who asked.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use rand::Rng;
use tavola_engine::Msg;
use thiserror::Error;

use crate::i18n::Tr;
use crate::render::{kind_name, seat_name, span_msg};
use crate::{msg, t};
use tavola_table::deadlines::{DurationError, VacationError};
use tavola_table::record::SessionId;
use tavola_table::session::Refusal;
use tavola_table::Table;

/// Past this many sessions' publishing locks, the idle ones are let go.
const PUBLISH_LOCKS_KEPT: usize = 10_000;

/// What every command and component handler (and the timer task) shares.
#[derive(Clone)]
pub struct Data {
    /// The table: every request and query about sessions, settings and
    /// languages goes through it.
    pub table: Table,
    /// Serializes what one session sends to Discord (boards, DMs), so that
    /// message ids stay consistent. Never held while the game is locked.
    publishing: Arc<Mutex<HashMap<SessionId, Arc<tokio::sync::Mutex<()>>>>>,
    /// Board pictures: on or off, and the cache (`pictures.rs`).
    pub pictures: Arc<crate::pictures::BoardPictures>,
    /// The house players' task (`house.rs`).
    pub house: Arc<crate::house::HouseRunner>,
    /// Finished games' analyses (`analysis.rs`).
    pub analyses: Arc<crate::analysis::AnalysisRunner>,
    /// The gateway shards this process runs (`None`: all of them).
    pub shards: Option<crate::config::Shards>,
    /// The public address of the games' web pages, when the host serves
    /// them (`TAVOLA_WEB_URL`).
    pub web_url: Option<String>,
    /// The users' DM channels, asked of Discord once ever (`notify.rs`).
    pub dm_channels: Arc<crate::notify::DmChannels>,
    /// What the DM panels last showed, to retire them disabled (`dm_panels.rs`).
    pub dm_panels: Arc<crate::dm_panels::DmPanels>,
    /// The private panels open in channels (`open_panels.rs`).
    pub open_panels: Arc<crate::open_panels::OpenPanels>,
}

impl Data {
    pub fn new(table: Table) -> Data {
        let pictures = Arc::new(crate::pictures::BoardPictures::new(true));
        let dm_channels = Arc::new(crate::notify::DmChannels::new(table.clone()));
        Data {
            table,
            publishing: Arc::default(),
            pictures,
            house: Arc::default(),
            analyses: Arc::default(),
            shards: None,
            web_url: None,
            dm_channels,
            dm_panels: Arc::default(),
            open_panels: Arc::default(),
        }
    }

    /// Whether this process serves `guild`'s shard: the restart catch-up
    /// of its games is this process's to do, not another's.
    pub fn serves(&self, guild: u64) -> bool {
        self.shards.is_none_or(|s| s.serves(guild))
    }

    /// The publishing lock of a session.
    pub fn publish_lock(&self, id: SessionId) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.publishing.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if map.len() > PUBLISH_LOCKS_KEPT {
            // A lock nobody holds or waits for is a session at rest.
            map.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        map.entry(id).or_default().clone()
    }

    /// The words of a server's language, for everything public there.
    pub async fn server_tr(&self, guild: u64) -> Tr {
        self.table.server_tr(guild).await
    }

    /// The words of a DM to `user` about a game on `guild`.
    pub async fn dm_tr(&self, user: u64, guild: u64) -> Tr {
        self.table.dm_tr(user, guild).await
    }

    /// The words for someone whose client sent `locale`.
    pub fn reader_tr(&self, locale: &str) -> Tr {
        self.table.reader(locale)
    }

    /// Remembers the locales an interaction carries (the user's, and the
    /// server's preferred one), for DMs and public messages sent later.
    pub async fn note_locales(&self, user: u64, locale: &str, guild: Option<(u64, Option<&str>)>) {
        self.table.note_locales(user, locale, guild).await;
    }
}

/// Why a command or a click failed.
#[derive(Debug, Error)]
pub enum Error {
    /// Refused: the requester is told why, privately.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// Bad input the requester can fix: what to tell them.
    #[error("{}", .0.id)]
    Input(Msg),
    #[error("Discord request failed: {0}")]
    Discord(#[from] Box<serenity::Error>),
}

impl From<serenity::Error> for Error {
    fn from(e: serenity::Error) -> Error {
        Error::Discord(Box::new(e))
    }
}

pub type Context<'a> = poise::Context<'a, Data, Error>;

/// A short reference for a logged error, to quote to an admin.
pub fn reference() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::thread_rng();
    (0..4).map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char).collect()
}

/// A refusal in words.
pub fn refusal_words(refusal: &Refusal, tr: &Tr) -> String {
    match refusal {
        Refusal::NoSession => t!(tr, "refusal-no-session"),
        Refusal::ChannelBusy => t!(tr, "refusal-channel-busy"),
        Refusal::Closed => t!(tr, "refusal-closed"),
        Refusal::StillOpen => t!(tr, "refusal-still-open"),
        Refusal::NoFinishedGame => t!(tr, "refusal-no-finished-game"),
        Refusal::AlreadyStarted => t!(tr, "refusal-already-started"),
        Refusal::NotStarted => t!(tr, "refusal-not-started"),
        Refusal::AlreadySeated => t!(tr, "refusal-already-seated"),
        Refusal::NotSeated => t!(tr, "refusal-not-seated"),
        Refusal::Full { kind, max } => t!(tr, "refusal-full", game = kind_name(*kind, tr), max = *max),
        Refusal::PlayerCount { kind, min, max, have } => {
            t!(tr, "refusal-player-count", game = kind_name(*kind, tr), min = *min, max = *max, have = *have)
        }
        Refusal::NotYourTurn { to_act } => {
            let names: Vec<Msg> = to_act.iter().map(|s| msg!("name", name = seat_name(s, tr))).collect();
            t!(tr, "refusal-not-your-turn", players = names, count = to_act.len())
        }
        Refusal::Stale => t!(tr, "refusal-stale"),
        Refusal::Forged => t!(tr, "refusal-forged"),
        Refusal::NotCreator => t!(tr, "refusal-not-creator"),
        Refusal::NothingToUndo => t!(tr, "refusal-nothing-to-undo"),
        Refusal::NotReversible => t!(tr, "refusal-not-reversible"),
        Refusal::BadSetup(reason) => t!(tr, "refusal-bad-setup", reason = reason.as_str()),
        Refusal::NoSuchPlayer => t!(tr, "refusal-no-such-player"),
        Refusal::Vacation(e) => t!(tr, "refusal-vacation", reason = vacation_msg(e)),
        Refusal::NoClock => t!(tr, "refusal-no-clock"),
        Refusal::NothingToQuiet => t!(tr, "refusal-nothing-to-quiet"),
        Refusal::HintsOff => t!(tr, "refusal-hints-off"),
        Refusal::Storage(_) => t!(tr, "refusal-storage"),
    }
}

/// Why a vacation was not taken.
pub fn vacation_msg(e: &VacationError) -> Msg {
    match e {
        VacationError::OverAllowance { left, asked } => {
            msg!("vacation-over-allowance", left = span_msg(*left), asked = span_msg(*asked))
        }
    }
}

/// Why a typed duration was not understood.
pub fn duration_msg(e: &DurationError) -> Msg {
    match e {
        DurationError::Format => msg!("duration-format"),
        DurationError::Zero => msg!("duration-zero"),
        DurationError::TooLong { max } => msg!("duration-too-long", max = span_msg(*max)),
    }
}

/// A span of time in words.
pub fn span_words(span: tavola_table::deadlines::Span, tr: &Tr) -> String {
    tr.say(&span_msg(span))
}

/// What the requester reads for an error, in their language: the refusal
/// itself, or a calm note with a reference for the ones that are the bot's
/// fault.
pub fn user_message(error: &Error, tr: &Tr) -> String {
    match error {
        Error::Refused(Refusal::Storage(e)) => {
            let r = reference();
            tracing::error!(reference = %r, error = %e, "store failure");
            t!(
                tr,
                "error-with-reference",
                text = refusal_words(&Refusal::Storage(tavola_table::StoreError::NotFound), tr),
                reference = r
            )
        }
        Error::Refused(r) => refusal_words(r, tr),
        Error::Input(m) => tr.say(m),
        Error::Discord(e) => {
            let r = reference();
            tracing::error!(reference = %r, error = %e, "Discord request failed");
            t!(tr, "error-with-reference", text = t!(tr, "error-discord"), reference = r)
        }
    }
}

/// A user's name at the table: nickname, global name or username, every
/// character as chosen, clipped to 32. It is kept as typed; whatever shows
/// it in Markdown escapes it ([`crate::render::escape_markdown`]).
pub fn display_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    let name =
        member.and_then(|m| m.nick.clone()).or_else(|| user.global_name.clone()).unwrap_or_else(|| user.name.clone());
    crate::render::clip(&name, 32)
}

/// Whether the member may manage the server (the admin permission),
/// from the permissions Discord sent with the interaction.
pub fn is_admin(member: Option<&serenity::Member>) -> bool {
    member.and_then(|m| m.permissions).is_some_and(|p| p.manage_guild() || p.administrator())
}
