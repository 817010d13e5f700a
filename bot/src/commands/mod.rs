//! Slash commands, one file per group, each exposing `commands()`; the
//! `Data`, `Error` and `Context` aliases; the one `on_error`, which answers
//! privately and never pings.
//!
//! - [`game`]: `/game new|start|status|log|rules|leave|hand`.
//! - [`play`]: `/play [move]` with autocomplete over the legal moves.
//! - [`games`]: `/games`, the server's games.
//! - [`admin`]: `/admin ...`, gated by `default_member_permissions` and
//!   re-checked here.
//! - [`localize`]: every command's words, in every language.

pub mod admin;
pub mod game;
pub mod games;
pub mod localize;
pub mod play;

pub use localize::localized;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use rand::Rng;
use tavola_engine::Msg;
use thiserror::Error;

use crate::i18n::{Tr, Words};
use crate::langs::Langs;
use crate::render::{kind_name, seat_name, span_msg};
use crate::store::SessionId;
use crate::table::deadlines::{DurationError, VacationError};
use crate::table::session::{Refusal, Sessions};
use crate::{msg, t};

/// What every command and component handler (and the timer task) shares.
#[derive(Clone)]
pub struct Data {
    pub sessions: Sessions,
    /// The languages of servers and users.
    pub langs: Arc<Langs>,
    /// Serializes what one session sends to Discord (boards, DMs), so that
    /// message ids stay consistent. Never held while the game is locked.
    publishing: Arc<Mutex<HashMap<SessionId, Arc<tokio::sync::Mutex<()>>>>>,
    /// Board pictures: on or off, and the cache (`discord::pictures`).
    pub pictures: Arc<crate::discord::pictures::BoardPictures>,
    /// The house players' task (`discord::house`).
    pub house: Arc<crate::discord::house::HouseRunner>,
    /// The gateway shards this process runs (`None`: all of them).
    pub shards: Option<crate::config::Shards>,
}

impl Data {
    pub fn new(sessions: Sessions, words: Arc<Words>) -> Data {
        let pictures = Arc::new(crate::discord::pictures::BoardPictures::new(true));
        Data {
            sessions,
            langs: Arc::new(Langs::new(words)),
            publishing: Arc::default(),
            pictures,
            house: Arc::default(),
            shards: None,
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
        map.entry(id).or_default().clone()
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

    /// The words for someone whose client sent `locale`.
    pub fn reader_tr(&self, locale: &str) -> Tr {
        self.langs.reader(locale)
    }

    /// Remembers the locales an interaction carries (the user's, and the
    /// server's preferred one), for DMs and public messages sent later.
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

/// The words of whoever runs the command, from their Discord locale.
pub fn me(ctx: Context<'_>) -> Tr {
    ctx.data().reader_tr(ctx.locale().unwrap_or("en-US"))
}

/// The words of the command's server, for what it posts in public.
pub async fn server(ctx: Context<'_>) -> Tr {
    ctx.data().server_tr(ctx.guild_id().map_or(0, |g| g.get())).await
}

/// Every command of the bot.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = Vec::new();
    commands.extend(game::commands());
    commands.extend(play::commands());
    commands.extend(games::commands());
    commands.extend(admin::commands());
    commands
}

/// Before every command: remember the locales it carries.
pub async fn pre_command(ctx: Context<'_>) {
    if let poise::Context::Application(a) = ctx {
        let i = a.interaction;
        let guild = i.guild_id.map(|g| (g.get(), i.guild_locale.as_deref()));
        ctx.data().note_locales(i.user.id.get(), &i.locale, guild).await;
    }
}

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
pub fn span_words(span: crate::table::deadlines::Span, tr: &Tr) -> String {
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
                text = refusal_words(&Refusal::Storage(crate::store::StoreError::NotFound), tr),
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

/// The one error handler: answers privately, in the reader's language,
/// never pings.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let reply = poise::CreateReply::default()
                .content(user_message(&error, &me(ctx)))
                .ephemeral(true)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if let Err(e) = send(ctx, reply).await {
                tracing::warn!(error = %e, "could not send an error reply");
            }
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            let text = t!(me(ctx), "error-arguments", reason = error.to_string());
            let reply = poise::CreateReply::default().content(text).ephemeral(true);
            let _ = send(ctx, reply).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

/// A user's name as shown on the board: nickname, global name or username.
pub fn display_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    let name =
        member.and_then(|m| m.nick.clone()).or_else(|| user.global_name.clone()).unwrap_or_else(|| user.name.clone());
    crate::render::clip(&name.replace(['`', '*', '_', '~', '|', '@', '<', '>'], ""), 32)
}

/// Whether the member may manage the server (the admin permission),
/// from the permissions Discord sent with the interaction.
pub fn is_admin(member: Option<&serenity::Member>) -> bool {
    member.and_then(|m| m.permissions).is_some_and(|p| p.manage_guild() || p.administrator())
}

/// The session of the command's channel.
///
/// # Errors
/// No open session in this channel.
pub async fn channel_session(ctx: Context<'_>) -> Result<SessionId, Error> {
    let channel = ctx.channel_id().get();
    Ok(ctx.data().sessions.blocking(move |s| s.in_channel(channel)).await?)
}

/// Sends a command's reply, claiming its first response from the deferral
/// guard first (`discord::answer::command_answering`): an answer on its way
/// to Discord is never met by a deferral.
///
/// # Errors
/// Discord refuses it.
pub async fn send<'a>(ctx: Context<'a>, reply: poise::CreateReply) -> Result<poise::ReplyHandle<'a>, serenity::Error> {
    crate::discord::answer::command_answering();
    ctx.send(reply).await
}

/// Shows a panel (text and its buttons) to the caller alone, pinging nobody.
pub async fn whisper_panel(ctx: Context<'_>, panel: crate::render::panel::Panel) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(panel.content)
        .components(panel.components)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    send(ctx, reply).await?;
    Ok(())
}

/// Sends an ephemeral text reply.
///
/// # Errors
/// Discord refuses it.
pub async fn whisper(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(crate::render::clip(&text.into(), 1900))
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    send(ctx, reply).await?;
    Ok(())
}

/// A timer typed by a user: a duration (`2d`, `12h`) or `off`; the other
/// settings come from `base` (the session's, or the server default).
///
/// # Errors
/// Not a duration, or not between 10 minutes and 30 days.
pub fn parse_timer(
    text: &str,
    base: Option<crate::table::deadlines::ClockSettings>,
) -> Result<Option<crate::table::deadlines::ClockSettings>, Error> {
    use crate::table::deadlines::{ClockSettings, Span, DAY, MINUTE};
    let text = text.trim();
    if ["off", "none", "no", "nessuno"].iter().any(|w| text.eq_ignore_ascii_case(w)) {
        return Ok(None);
    }
    let span = Span::parse(text, Span(30 * DAY))
        .map_err(|e| Error::Input(msg!("timer-not-set", reason = duration_msg(&e))))?;
    if span.0 < 10 * MINUTE {
        return Err(Error::Input(msg!("timer-too-short")));
    }
    Ok(Some(ClockSettings { timer: span.0, ..base.unwrap_or_default() }))
}
