//! Slash commands, one file per group, each exposing `commands()`; the
//! `Data`, `Error` and `Context` aliases; the one `on_error`, which answers
//! privately and never pings.
//!
//! - [`game`]: `/game new|start|status|log|rules|leave|hand`.
//! - [`play`]: `/play [move]` with autocomplete over the legal moves.
//! - [`games`]: `/games`, the server's games.
//! - [`admin`]: `/admin ...`, gated by `default_member_permissions` and
//!   re-checked here.

pub mod admin;
pub mod game;
pub mod games;
pub mod play;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use rand::Rng;
use thiserror::Error;

use crate::session::{Refusal, Sessions};
use crate::store::SessionId;

/// What every command and component handler (and the timer task) shares.
#[derive(Clone)]
pub struct Data {
    pub sessions: Sessions,
    /// Serializes what one session sends to Discord (boards, DMs), so that
    /// message ids stay consistent. Never held while the game is locked.
    publishing: Arc<Mutex<HashMap<SessionId, Arc<tokio::sync::Mutex<()>>>>>,
}

impl Data {
    pub fn new(sessions: Sessions) -> Data {
        Data { sessions, publishing: Arc::default() }
    }

    /// The publishing lock of a session.
    pub fn publish_lock(&self, id: SessionId) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.publishing.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.entry(id).or_default().clone()
    }
}

/// Why a command or a click failed.
#[derive(Debug, Error)]
pub enum Error {
    /// Refused: the requester is told why, privately.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// Bad input the requester can fix.
    #[error("{0}")]
    Input(String),
    #[error("Discord request failed: {0}")]
    Discord(#[from] Box<serenity::Error>),
}

impl From<serenity::Error> for Error {
    fn from(e: serenity::Error) -> Error {
        Error::Discord(Box::new(e))
    }
}

pub type Context<'a> = poise::Context<'a, Data, Error>;

/// A switch in a command's options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
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

/// A short reference for a logged error, to quote to an admin.
pub fn reference() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::thread_rng();
    (0..4).map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char).collect()
}

/// What the requester reads for an error: the refusal itself, or a calm
/// note with a reference for the ones that are the bot's fault.
pub fn user_message(error: &Error) -> String {
    match error {
        Error::Refused(Refusal::Storage(e)) => {
            let r = reference();
            tracing::error!(reference = %r, error = %e, "store failure");
            format!("{} (ref {r})", Refusal::Storage(crate::store::StoreError::NotFound))
        }
        Error::Refused(r) => r.to_string(),
        Error::Input(m) => m.clone(),
        Error::Discord(e) => {
            let r = reference();
            tracing::error!(reference = %r, error = %e, "Discord request failed");
            format!("Something went wrong talking to Discord, so this may not have finished. (ref {r})")
        }
    }
}

/// The one error handler: answers privately, never pings.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let reply = poise::CreateReply::default()
                .content(user_message(&error))
                .ephemeral(true)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if let Err(e) = ctx.send(reply).await {
                tracing::warn!(error = %e, "could not send an error reply");
            }
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            let reply = poise::CreateReply::default()
                .content(format!("That command's arguments could not be read: {error}. Nothing changed."))
                .ephemeral(true);
            let _ = ctx.send(reply).await;
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

/// Sends an ephemeral text reply.
///
/// # Errors
/// Discord refuses it.
pub async fn whisper(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    ctx.send(reply).await?;
    Ok(())
}

/// A timer typed by a user: a duration (`2d`, `12h`) or `off`; the other
/// settings come from `base` (the session's, or the server default).
///
/// # Errors
/// Not a duration, or not between 10 minutes and 30 days.
pub fn parse_timer(
    text: &str,
    base: Option<crate::deadlines::ClockSettings>,
) -> Result<Option<crate::deadlines::ClockSettings>, Error> {
    use crate::deadlines::{ClockSettings, Span, DAY, MINUTE};
    let text = text.trim();
    if text.eq_ignore_ascii_case("off") || text.eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    let span = Span::parse(text, Span(30 * DAY))
        .map_err(|e| Error::Input(format!("That timer was not set: {e}. Nothing changed.")))?;
    if span.0 < 10 * MINUTE {
        return Err(Error::Input("A turn timer must be at least 10m. Nothing changed.".into()));
    }
    Ok(Some(ClockSettings { timer: span.0, ..base.unwrap_or_default() }))
}
