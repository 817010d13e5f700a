//! Slash commands, one file per group, each exposing `commands()`; the
//! `Data`, `Error` and `Context` aliases; the one `on_error`, which answers
//! privately and never pings.
//!
//! - [`game`]: `/game new|start|status|log|rules|leave|hand|replay|export`
//!   (the players' export is built in `export`).
//! - [`play`]: `/play [move]` with autocomplete over the legal moves.
//! - [`games`]: `/games`, the server's games, running or finished.
//! - [`stats`]: `/stats` and `/leaderboard`, from finished games.
//! - [`admin`]: `/admin ...`, gated by `default_member_permissions` and
//!   re-checked here.
//! - [`help`]: `/help`, what the reader can do here and now, and the
//!   players' guide.
//! - [`localize`]: every command's words, in every language.

pub mod admin;
mod analysis;
mod export;
pub mod game;
pub mod games;
pub mod help;
mod hint;
pub mod localize;
pub mod pick;
pub mod play;
pub mod stats;

pub use localize::localized;

use poise::serenity_prelude as serenity;

use crate::context::{duration_msg, user_message, Context, Data, Error};
use crate::i18n::Tr;
use crate::{msg, t};
use tavola_table::record::SessionId;

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
    commands.extend(stats::commands());
    commands.extend(admin::commands());
    commands.extend(help::commands());
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

/// The session of the command's channel.
///
/// # Errors
/// No open session in this channel.
pub async fn channel_session(ctx: Context<'_>) -> Result<SessionId, Error> {
    let channel = ctx.channel_id().get();
    Ok(ctx.data().table.in_channel(channel).await?)
}

/// Sends a command's reply, claiming its first response from the deferral
/// guard first (`discord::answer::command_answering`): an answer on its way
/// to Discord is never met by a deferral.
///
/// # Errors
/// Discord refuses it.
pub async fn send<'a>(ctx: Context<'a>, reply: poise::CreateReply) -> Result<poise::ReplyHandle<'a>, serenity::Error> {
    crate::answer::command_answering();
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
    base: Option<tavola_table::deadlines::ClockSettings>,
) -> Result<Option<tavola_table::deadlines::ClockSettings>, Error> {
    use tavola_table::deadlines::{ClockSettings, Span, DAY, MINUTE};
    let text = text.trim();
    if ["off", "none", "no", "nessuno", "aus", "keine", "nein"].iter().any(|w| text.eq_ignore_ascii_case(w)) {
        return Ok(None);
    }
    let span = Span::parse(text, Span(30 * DAY))
        .map_err(|e| Error::Input(msg!("timer-not-set", reason = duration_msg(&e))))?;
    if span.0 < 10 * MINUTE {
        return Err(Error::Input(msg!("timer-too-short")));
    }
    Ok(Some(ClockSettings { timer: span.0, ..base.unwrap_or_default() }))
}
