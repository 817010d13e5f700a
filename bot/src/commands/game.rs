//! `/game`: open a lobby, start, status, log, rules, leave, hand, vacation,
//! dms, digest, reminders.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ChannelId, CreateAllowedMentions, EditMessage, MessageId};
use tavola_engine::GameKind;

use super::{channel_session, display_name, me, server, span_words, whisper, Context, Data, Error, OnOff};
use crate::deadlines::{discord_timestamp, Span};
use crate::notify;
use crate::render::{self, panel};
use crate::session::{seat_of, Refusal};
use crate::{msg, t};

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![game()]
}

/// Play a board game in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("new", "start", "status", "log", "rules", "leave", "hand", "vacation", "dms", "digest", "reminders"),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn autocomplete_game(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let tr = me(ctx);
    let partial = partial.to_lowercase();
    let choices = GameKind::ALL
        .iter()
        .map(|&k| (k, render::kind_name(k, &tr)))
        .filter(|(k, name)| k.id().contains(&partial) || name.to_lowercase().contains(&partial))
        .take(25)
        .map(|(k, name)| serenity::AutocompleteChoice::new(render::clip(&name, 100), k.id()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The game named by an id (or a name, in any language).
fn parse_game(text: &str, tr: &crate::i18n::Tr) -> Result<GameKind, Error> {
    let t = text.trim().to_lowercase();
    let named =
        |k: GameKind| crate::i18n::Lang::ALL.iter().any(|&l| render::kind_name(k, &tr.to(l)).to_lowercase() == t);
    GameKind::ALL.iter().copied().find(|&k| k.id() == t || named(k)).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        Error::Input(msg!("game-unknown", name = render::clip(text, 40), games = ids.join(", ")))
    })
}

/// Open a lobby for a game in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "The game to play"]
    #[autocomplete = "autocomplete_game"]
    game: String,
    #[description = "Table size: house players fill the empty seats at start"]
    #[min = 2]
    #[max = 8]
    players: Option<u8>,
    #[description = "Game options as JSON, e.g. {\"variant\": true} (see /game rules)"] options: Option<String>,
    #[description = "Time per decision, e.g. 2d or 12h, or off (default: the server's)"] timer: Option<String>,
) -> Result<(), Error> {
    let kind = parse_game(&game, &me(ctx))?;
    let timer = match timer {
        Some(t) => Some(super::parse_timer(&t, ctx.data().sessions.defaults().clock.clone())?),
        None => None,
    };
    let options = match options.as_deref().map(str::trim).filter(|o| !o.is_empty()) {
        None => serde_json::json!({}),
        Some(text) => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(v @ serde_json::Value::Object(_)) => v,
            _ => return Err(Error::Input(msg!("game-options-json"))),
        },
    };
    let http = ctx.serenity_context().http.clone();
    let user = ctx.author().id.get();
    let name = display_name(ctx.author(), ctx.author_member().await.as_deref());
    let (guild, channel) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.channel_id().get());
    let record = ctx
        .data()
        .sessions
        .blocking(move |s| {
            let record = s.open_lobby(guild, channel, (user, name, true), kind, players.map(usize::from), options)?;
            match timer {
                Some(settings) => s.set_timer(record.id, settings),
                None => Ok(record),
            }
        })
        .await?;
    let (embed, rows) = render::lobby(&record, None, &server(ctx).await);
    let reply = CreateReply::default().embed(embed).components(rows).allowed_mentions(CreateAllowedMentions::new());
    let handle = ctx.send(reply).await?;
    let id = record.id;
    if let Ok(message) = handle.message().await {
        let m = message.id.get();
        ctx.data().sessions.blocking(move |s| s.set_messages(id, |r| r.lobby_message = Some(m))).await?;
        // Answered first; the DM check follows and marks the lobby if it fails.
        notify::check_lobby_dm(&http, ctx.data(), &record, user, (channel, m)).await;
    }
    Ok(())
}

/// Start the game in this channel's lobby.
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let progress = ctx.data().sessions.blocking(move |s| s.start(id, user)).await?;
    whisper(ctx, t!(me(ctx), "game-started")).await?;
    let http = ctx.serenity_context().http.clone();
    if let Some(lobby) = progress.record.lobby_message {
        let (embed, rows) = render::lobby(&progress.record, None, &server(ctx).await);
        let edit = EditMessage::new().embed(embed).components(rows);
        let _ = ChannelId::new(progress.record.channel).edit_message(&http, MessageId::new(lobby), edit).await;
    }
    notify::publish(&http, ctx.data(), &progress, Some(user)).await;
    Ok(())
}

/// Show the board of this channel's game (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let tr = me(ctx);
    let reader = tr.clone();
    let (record, game, lines) = ctx
        .data()
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(id)?;
            let lines = notify::public_log(s.store(), &record, 5, &reader);
            Ok::<_, Refusal>((record, game, lines))
        })
        .await?;
    let reply = match game {
        None => {
            let (embed, _) = render::lobby(&record, None, &tr);
            CreateReply::default().embed(embed)
        }
        Some(game) => {
            let msg = render::board_message(&record, &game, &lines, &tr);
            CreateReply::default().embed(msg.embed)
        }
    };
    ctx.send(reply.ephemeral(true).allowed_mentions(CreateAllowedMentions::new())).await?;
    Ok(())
}

/// Show the public event log of this channel's game (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "How many events (default 15)"]
    #[min = 1]
    #[max = 50]
    n: Option<u8>,
) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let n = usize::from(n.unwrap_or(15)).clamp(1, 50);
    let tr = me(ctx);
    let reader = tr.clone();
    let lines = ctx
        .data()
        .sessions
        .blocking(move |s| {
            let (record, _) = s.get(id)?;
            Ok::<_, Refusal>(notify::public_log(s.store(), &record, n, &reader))
        })
        .await?;
    whisper(ctx, notify::log_text(&lines, &tr)).await
}

/// How a game is played, in short.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (default: this channel's)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let tr = me(ctx);
    let kind = match game {
        Some(g) => parse_game(&g, &tr)?,
        None => {
            let id = channel_session(ctx).await.map_err(|_| Error::Input(msg!("rules-which-game")))?;
            let (record, _) = ctx.data().sessions.blocking(move |s| s.get(id)).await?;
            parse_game(&record.game, &tr)?
        }
    };
    whisper(ctx, render::rules::text(kind, &tr)).await
}

/// Leave this channel's game: before the start your seat is freed, after it
/// a house player takes over.
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let progress = ctx.data().sessions.blocking(move |s| s.leave(id, user)).await?;
    let http = ctx.serenity_context().http.clone();
    if progress.game.is_none() {
        whisper(ctx, t!(me(ctx), "lobby-you-left")).await?;
        if let Some(lobby) = progress.record.lobby_message {
            let tr = server(ctx).await;
            let note = t!(tr, "lobby-left", user = format!("<@{user}>"));
            let (embed, rows) = render::lobby(&progress.record, Some(&note), &tr);
            let edit = EditMessage::new().embed(embed).components(rows);
            let _ = ChannelId::new(progress.record.channel).edit_message(&http, MessageId::new(lobby), edit).await;
        }
        return Ok(());
    }
    whisper(ctx, t!(me(ctx), "game-you-left")).await?;
    notify::publish(&http, ctx.data(), &progress, Some(user)).await;
    Ok(())
}

/// Show your private hand in this channel's game (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let tr = me(ctx);
    let text = ctx
        .data()
        .sessions
        .blocking(move |s| {
            s.seen(id, user);
            let (record, game) = s.get(id)?;
            let game = game.ok_or(Refusal::NotStarted)?;
            let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
            Ok::<_, Refusal>(format!(
                "{}\n{}",
                panel::header(&record, &game, seat, &tr),
                panel::hand_text(&game, seat, &tr)
            ))
        })
        .await?;
    whisper(ctx, text).await
}

/// Turn this game's DMs to you (turn panels, hand changes, reminders) on or off.
#[poise::command(slash_command, guild_only)]
pub async fn dms(ctx: Context<'_>, #[description = "on or off"] dms: OnOff) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let (record, game) = ctx.data().sessions.blocking(move |s| s.get(id)).await?;
    let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
    let http = ctx.serenity_context().http.clone();
    let on = dms == OnOff::On;
    let tr = me(ctx);
    if on {
        let hello =
            t!(tr, "dm-on-hello", game = render::game_name(&record, &tr), channel = format!("<#{}>", record.channel));
        if !notify::dm_reaches(&http, user, hello).await {
            return Err(Error::Input(msg!("dms-closed")));
        }
    }
    let record = ctx.data().sessions.blocking(move |s| s.set_dm_open(id, user, on).and_then(|()| s.get(id))).await?.0;
    if let Some(game) = game.filter(|g| on && g.to_act().includes(seat)) {
        let p = notify::turn_panel(ctx.data(), &record, &game, seat, "", &tr).await;
        notify::deliver_panel(&http, ctx.data(), &record, user, p).await;
    }
    let public = server(ctx).await;
    let note = t!(public, if on { "lobby-dms-on" } else { "lobby-dms-off" }, user = format!("<@{user}>"));
    notify::show_dm_setting(&http, &record, &note, &public).await;
    whisper(ctx, t!(tr, if on { "dms-on" } else { "dms-off" })).await
}

/// A daily DM listing your games on this server, on days when one waits on you.
#[poise::command(slash_command, guild_only)]
pub async fn digest(ctx: Context<'_>, #[description = "on or off"] digest: OnOff) -> Result<(), Error> {
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let on = digest == OnOff::On;
    let tr = me(ctx);
    if on && !notify::dm_reaches(&ctx.serenity_context().http, user, t!(tr, "digest-hello")).await {
        return Err(Error::Input(msg!("dms-closed")));
    }
    let next = ctx.data().sessions.blocking(move |s| s.set_digest(guild, user, on)).await?;
    let text = match next {
        Some(at) => t!(tr, "digest-on", from = discord_timestamp(at, 'f')),
        None => t!(tr, "digest-off"),
    };
    whisper(ctx, text).await
}

/// Which turn reminders you get.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Reminders {
    #[name = "every reminder (half time, and shortly before the deadline)"]
    Every,
    #[name = "only the last one, shortly before the deadline"]
    Last,
    #[name = "none (the deadline still applies)"]
    Off,
}

/// Choose which turn reminders you get in this server's games.
#[poise::command(slash_command, guild_only)]
pub async fn reminders(ctx: Context<'_>, #[description = "Which reminders"] which: Reminders) -> Result<(), Error> {
    use crate::deadlines::ReminderMode;
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let mode = match which {
        Reminders::Every => ReminderMode::Every,
        Reminders::Last => ReminderMode::LastOnly,
        Reminders::Off => ReminderMode::Off,
    };
    ctx.data()
        .sessions
        .blocking(move |s| s.store().set_reminder_mode(guild, user, mode))
        .await
        .map_err(Refusal::from)?;
    let id = match mode {
        ReminderMode::Every => "reminders-every",
        ReminderMode::LastOnly => "reminders-last",
        ReminderMode::Off => "reminders-off",
    };
    whisper(ctx, t!(me(ctx), id)).await
}

/// Pause your turn clocks in this server's games for a while.
#[poise::command(slash_command, guild_only)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "How long, e.g. 3d or 12h (a yearly allowance per server)"] duration: String,
) -> Result<(), Error> {
    let allowance = ctx.data().sessions.defaults().vacation_allowance;
    let span = Span::parse(&duration, allowance)
        .map_err(|e| Error::Input(msg!("vacation-not-taken", reason = super::duration_msg(&e))))?;
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let (left, sessions, until) = ctx.data().sessions.blocking(move |s| s.vacation(guild, user, span)).await?;
    let http = ctx.serenity_context().http.clone();
    for &id in &sessions {
        notify::refresh_board(&http, ctx.data(), id).await;
    }
    let tr = me(ctx);
    let text = t!(
        tr,
        "vacation-taken",
        games = sessions.len(),
        until = discord_timestamp(until, 'f'),
        left = span_words(left, &tr)
    );
    whisper(ctx, text).await
}
