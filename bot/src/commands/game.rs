//! `/game`: open a lobby, start, status, log, rules, leave, hand, vacation,
//! dms, digest, reminders.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ChannelId, CreateAllowedMentions, EditMessage, MessageId};
use tavola_engine::GameKind;

use super::{channel_session, display_name, whisper, Context, Data, Error, OnOff};
use crate::deadlines::{discord_timestamp, Span};
use crate::notify;
use crate::render::{self, panel};
use crate::session::{seat_of, Refusal};

/// The answer when a setting needs a DM and none arrives.
const DMS_CLOSED: &str = "I couldn't send you a DM, so nothing changed. Allow direct messages from this server's members in Discord's privacy settings, then try again.";

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

async fn autocomplete_game(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    let choices = GameKind::ALL
        .iter()
        .map(|k| k.info())
        .filter(|i| i.id.contains(&partial) || i.name.to_lowercase().contains(&partial))
        .take(25)
        .map(|i| serenity::AutocompleteChoice::new(render::clip(i.name, 100), i.id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The game named by an id (or a name).
fn parse_game(text: &str) -> Result<GameKind, Error> {
    let t = text.trim().to_lowercase();
    GameKind::ALL.iter().copied().find(|k| k.id() == t || k.info().name.to_lowercase() == t).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        Error::Input(format!(
            "There is no game called `{}`. The games are: {}.",
            render::clip(text, 40),
            ids.join(", ")
        ))
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
    let kind = parse_game(&game)?;
    let timer = match timer {
        Some(t) => Some(super::parse_timer(&t, ctx.data().sessions.defaults().clock.clone())?),
        None => None,
    };
    let options = match options.as_deref().map(str::trim).filter(|o| !o.is_empty()) {
        None => serde_json::json!({}),
        Some(text) => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(v @ serde_json::Value::Object(_)) => v,
            _ => {
                return Err(Error::Input(
                    "Options must be a JSON object such as `{\"variant\": true}`; `/game rules` lists them. No lobby was opened.".into(),
                ))
            }
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
    let (embed, rows) = render::lobby(&record, None);
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
    whisper(ctx, "The game has started: seats were drawn at random.").await?;
    let http = ctx.serenity_context().http.clone();
    if let Some(lobby) = progress.record.lobby_message {
        let (embed, rows) = render::lobby(&progress.record, None);
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
    let (record, game, lines) = ctx
        .data()
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(id)?;
            let lines = notify::public_log(s.store(), &record, 5);
            Ok::<_, Refusal>((record, game, lines))
        })
        .await?;
    let reply = match game {
        None => {
            let (embed, _) = render::lobby(&record, None);
            CreateReply::default().embed(embed)
        }
        Some(game) => {
            let msg = render::board_message(&record, &game, &lines);
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
    let lines = ctx
        .data()
        .sessions
        .blocking(move |s| {
            let (record, _) = s.get(id)?;
            Ok::<_, Refusal>(notify::public_log(s.store(), &record, n))
        })
        .await?;
    let mut text = if lines.is_empty() { "Nothing has happened yet.".to_owned() } else { lines.join("\n") };
    while text.chars().count() > 1900 {
        text = text.split_once('\n').map_or_else(|| render::clip(&text, 1900), |(_, rest)| rest.to_owned());
    }
    whisper(ctx, text).await
}

/// How a game is played, in short.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (default: this channel's)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let kind = match game {
        Some(g) => parse_game(&g)?,
        None => {
            let id = channel_session(ctx).await.map_err(|_| {
                Error::Input("There is no game in this channel; name one, e.g. `/game rules game:great-wall`.".into())
            })?;
            let (record, _) = ctx.data().sessions.blocking(move |s| s.get(id)).await?;
            parse_game(&record.game)?
        }
    };
    whisper(ctx, render::rules::text(kind)).await
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
        whisper(ctx, "You left the lobby.").await?;
        if let Some(lobby) = progress.record.lobby_message {
            let (embed, rows) = render::lobby(&progress.record, Some(&format!("<@{user}> left.")));
            let edit = EditMessage::new().embed(embed).components(rows);
            let _ = ChannelId::new(progress.record.channel).edit_message(&http, MessageId::new(lobby), edit).await;
        }
        return Ok(());
    }
    whisper(ctx, "You left the game; a house player has your seat now.").await?;
    notify::publish(&http, ctx.data(), &progress, Some(user)).await;
    Ok(())
}

/// Show your private hand in this channel's game (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let text = ctx
        .data()
        .sessions
        .blocking(move |s| {
            s.seen(id, user);
            let (record, game) = s.get(id)?;
            let game = game.ok_or(Refusal::NotStarted)?;
            let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
            Ok::<_, Refusal>(format!("{}\n{}", panel::header(&record, &game, seat), panel::hand_text(&game, seat)))
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
    if on {
        let hello = format!(
            "🔔 DMs from **{}** in <#{}> are on: your turn panels, hand changes and reminders come here.",
            render::game_name(&record),
            record.channel
        );
        if !notify::dm_reaches(&http, user, hello).await {
            return Err(Error::Input(DMS_CLOSED.into()));
        }
    }
    let record = ctx.data().sessions.blocking(move |s| s.set_dm_open(id, user, on).and_then(|()| s.get(id))).await?.0;
    if let Some(game) = game.filter(|g| on && g.to_act().includes(seat)) {
        notify::deliver_panel(&http, ctx.data(), &record, user, panel::panel(&record, &game, seat, 0, "")).await;
    }
    let note = format!("<@{user}> turned their DMs {}.", if on { "on" } else { "off" });
    notify::show_dm_setting(&http, &record, &note).await;
    whisper(
        ctx,
        if on {
            "🔔 DMs are on for this game."
        } else {
            "🔕 No more DMs from this game: Play or `/play` opens your panel, My hand shows your hand, and reminders mention you here."
        },
    )
    .await
}

/// A daily DM listing your games on this server, on days when one waits on you.
#[poise::command(slash_command, guild_only)]
pub async fn digest(ctx: Context<'_>, #[description = "on or off"] digest: OnOff) -> Result<(), Error> {
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let on = digest == OnOff::On;
    if on {
        let hello = "📋 Daily digest on: once a day I'll DM you this server's games that wait on you.".to_owned();
        if !notify::dm_reaches(&ctx.serenity_context().http, user, hello).await {
            return Err(Error::Input(DMS_CLOSED.into()));
        }
    }
    let next = ctx.data().sessions.blocking(move |s| s.set_digest(guild, user, on)).await?;
    let text = match next {
        Some(at) => format!(
            "📋 Once a day, from {}, you'll get a DM listing your games here, on days when one waits on you. `/game digest off` stops it.",
            discord_timestamp(at, 'f')
        ),
        None => "📋 No more daily digest from this server.".to_owned(),
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
    let text = match mode {
        ReminderMode::Every => "⏰ You'll get every reminder: at half time by DM, and shortly before the deadline.",
        ReminderMode::LastOnly => "⏰ You'll get only the last reminder, shortly before the deadline.",
        ReminderMode::Off => {
            "🔕 No reminders for you on this server. Deadlines still apply: `/games mine:true` shows what waits on you."
        }
    };
    whisper(ctx, text).await
}

/// Pause your turn clocks in this server's games for a while.
#[poise::command(slash_command, guild_only)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "How long, e.g. 3d or 12h (a yearly allowance per server)"] duration: String,
) -> Result<(), Error> {
    let allowance = ctx.data().sessions.defaults().vacation_allowance;
    let span = Span::parse(&duration, allowance)
        .map_err(|e| Error::Input(format!("No vacation was taken: {e}. Nothing changed.")))?;
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let (left, sessions, until) = ctx.data().sessions.blocking(move |s| s.vacation(guild, user, span)).await?;
    let games = if sessions.len() == 1 { "your game".to_owned() } else { format!("your {} games", sessions.len()) };
    let http = ctx.serenity_context().http.clone();
    for &id in &sessions {
        notify::refresh_board(&http, ctx.data(), id).await;
    }
    whisper(
        ctx,
        format!(
            "🏖️ Your turn clocks in {games} on this server are paused until {}. You have {left} of vacation left this year.",
            discord_timestamp(until, 'f')
        ),
    )
    .await
}
