//! `/game`: open a lobby, start, status, log, rules, leave, hand, vacation,
//! dms, digest, reminders, replay, export, hint, analysis.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ChannelId, CreateAllowedMentions, EditMessage, MessageId};
use tavola_engine::GameKind;

use super::hint::hint;
use super::pick::{autocomplete_game, parse_game};
use super::{channel_session, me, server, whisper};
use crate::context::{display_name, span_words, Context, Data, Error};
use crate::render::discord_timestamp;
use crate::render::{self, panel};
use crate::{msg, t};
use crate::{notify, publisher};
use tavola_table::deadlines::Span;
use tavola_table::request::{Actor, Request};
use tavola_table::session::{seat_of, Refusal};

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![game()]
}

/// Play a board game in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new",
        "start",
        "status",
        "log",
        "rules",
        "leave",
        "hand",
        "undo",
        "vacation",
        "dms",
        "digest",
        "reminders",
        "replay",
        "export",
        "hint",
        "super::analysis::game_analysis"
    ),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The table sizes of the game chosen so far (every game's, before one is):
/// Discord cannot tie one option's range to another's value, so the
/// choices say it, and opening the lobby checks it.
async fn autocomplete_players(ctx: Context<'_>, _partial: &str) -> serenity::CreateAutocompleteResponse {
    let tr = me(ctx);
    let chosen = match ctx {
        poise::Context::Application(app) => option_text(&app.interaction.data.options, "game"),
        poise::Context::Prefix(_) => None,
    };
    let kinds: Vec<GameKind> = match chosen.and_then(|g| parse_game(&g, &tr).ok()) {
        Some(kind) => vec![kind],
        None => GameKind::ALL.to_vec(),
    };
    let (min, max) = table_range(&kinds);
    let game = match kinds.as_slice() {
        [kind] => render::kind_name(*kind, &tr),
        _ => t!(tr, "panels-players-any-game"),
    };
    let choices = (min..=max)
        .map(|n| {
            let label = t!(tr, "panels-players-choice", count = n, game = game.as_str(), min = min, max = max);
            serenity::AutocompleteChoice::new(render::clip(&label, 100), n as u64)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The smallest and largest table of any of `kinds`.
fn table_range(kinds: &[GameKind]) -> (usize, usize) {
    let infos: Vec<_> = kinds.iter().map(|k| k.info()).collect();
    let min = infos.iter().map(|i| i.min_players).min().unwrap_or(2);
    let max = infos.iter().map(|i| i.max_players).max().unwrap_or(min);
    (min, max)
}

/// The text given so far for option `name`, in a subcommand or not.
fn option_text(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
    options.iter().find_map(|o| match &o.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => option_text(inner, name),
        serenity::CommandDataOptionValue::String(text) if o.name == name => Some(text.clone()),
        serenity::CommandDataOptionValue::Autocomplete { value, .. } if o.name == name => Some(value.clone()),
        _ => None,
    })
}

/// Year of the Dragon's super event, when one is chosen rather than drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SuperEvent {
    #[name = "Lantern Festival"]
    Lanternfest,
    #[name = "Buddha"]
    Buddha,
    #[name = "Earthquake"]
    Earthquake,
    #[name = "Flood"]
    Flood,
    #[name = "Solar eclipse"]
    Eclipse,
    #[name = "Volcanic eruption"]
    Volcano,
    #[name = "Tornado"]
    Tornado,
    #[name = "Sunrise"]
    Sunrise,
    #[name = "Assassination attempt"]
    Assassination,
    #[name = "Charter"]
    Charter,
}

impl SuperEvent {
    /// The engine's ids, in the order of the choices.
    pub const IDS: [&'static str; 10] = [
        "lanternfest",
        "buddha",
        "earthquake",
        "flood",
        "eclipse",
        "volcano",
        "tornado",
        "sunrise",
        "assassination",
        "charter",
    ];

    fn id(self) -> &'static str {
        Self::IDS[self as usize]
    }
}

/// Dschunke's opening hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OpeningHands {
    #[name = "chosen in secret"]
    Chosen,
    #[name = "dealt evenly"]
    Dealt,
}

impl OpeningHands {
    /// The engine's ids, in the order of the choices.
    pub const IDS: [&'static str; 2] = ["chosen", "dealt"];
}

/// The options `/game new` takes, one parameter per option of any game,
/// each named as the engine names it: (name, value).
pub fn chosen_options(
    great_wall: Option<bool>,
    super_events: Option<bool>,
    super_event: Option<SuperEvent>,
    variant_setup: Option<bool>,
    opening_hands: Option<OpeningHands>,
) -> Vec<(&'static str, serde_json::Value)> {
    let given: [(&str, Option<serde_json::Value>); 5] = [
        ("great_wall", great_wall.map(Into::into)),
        ("super_events", super_events.map(Into::into)),
        ("super_event", super_event.map(|e| e.id().into())),
        ("variant_setup", variant_setup.map(Into::into)),
        ("opening_hands", opening_hands.map(|o| OpeningHands::IDS[o as usize].into())),
    ];
    given.into_iter().filter_map(|(name, value)| Some((name, value?))).collect()
}

/// The game's options as the engine takes them (a JSON object).
///
/// # Errors
/// An option that belongs to another game.
fn options_for(kind: GameKind, chosen: Vec<(&'static str, serde_json::Value)>) -> Result<serde_json::Value, Error> {
    let mut options = serde_json::Map::new();
    for (name, value) in chosen {
        if !kind.info().options.iter().any(|o| o.name == name) {
            let owner = GameKind::ALL.iter().copied().find(|k| k.info().options.iter().any(|o| o.name == name));
            let owner = owner.unwrap_or(kind);
            return Err(Error::Input(msg!(
                "game-option-not-for",
                option = crate::i18n::dynamic(render::option_id(owner, name)),
                owner = crate::i18n::dynamic(format!("game-{}", owner.id())),
                game = crate::i18n::dynamic(format!("game-{}", kind.id())),
            )));
        }
        options.insert(name.to_owned(), value);
    }
    Ok(serde_json::Value::Object(options))
}

/// Open a lobby for a game in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "The game to play"]
    #[autocomplete = "autocomplete_game"]
    game: String,
    #[description = "Table size: house players fill the empty seats at the start"]
    #[autocomplete = "autocomplete_players"]
    #[min = 2]
    #[max = 5]
    players: Option<u8>,
    #[description = "Time per decision, such as 2d or 12h, or off (default: the server's)"] timer: Option<String>,
    #[description = "In the Year of the Dragon: the Great Wall expansion"] great_wall: Option<bool>,
    #[description = "In the Year of the Dragon: the Super Events expansion"] super_events: Option<bool>,
    #[description = "In the Year of the Dragon: this super event in month 7"] super_event: Option<SuperEvent>,
    #[description = "Dschunke: the variant set-up"] variant_setup: Option<bool>,
    #[description = "Dschunke: how the opening hands are made"] opening_hands: Option<OpeningHands>,
    #[description = "How well house players play (default: normal)"] level: Option<super::admin::LevelChoice>,
    #[description = "Players may ask for hints (the game is then not rated)"] hints: Option<bool>,
) -> Result<(), Error> {
    let kind = parse_game(&game, &me(ctx))?;
    let timer = match timer {
        Some(t) => Some(super::parse_timer(&t, ctx.data().table.defaults().clock.clone())?),
        None => None,
    };
    let chosen = chosen_options(great_wall, super_events, super_event, variant_setup, opening_hands);
    let options = tavola_table::hints::with_hints(&options_for(kind, chosen)?, hints == Some(true));
    let http = ctx.serenity_context().http.clone();
    let user = ctx.author().id.get();
    let name = display_name(ctx.author(), ctx.author_member().await.as_deref());
    let (guild, channel) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.channel_id().get());
    let mut settings = Vec::new();
    settings.extend(level.map(|l| Request::LobbyHouseLevel(l.into())));
    settings.extend(timer.map(Request::Timer));
    let game = (kind, players.map(usize::from), options);
    let record = ctx.data().table.open_lobby((guild, channel), (user, name, true), game, settings).await?;
    let (embed, rows) = render::lobby(&record, None, &server(ctx).await);
    let reply = CreateReply::default().embed(embed).components(rows).allowed_mentions(CreateAllowedMentions::new());
    let handle = super::send(ctx, reply).await?;
    let id = record.id;
    if let Ok(message) = handle.message().await {
        let m = message.id.get();
        ctx.data().table.set_lobby_message(id, m).await?;
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
    let applied = ctx.data().table.apply(id, Actor::player(user), Request::Start).await?;
    let progress = applied.progress().ok_or(Refusal::NotStarted)?;
    whisper(ctx, t!(me(ctx), "game-started")).await?;
    let http = ctx.serenity_context().http.clone();
    if let Some(lobby) = progress.record.lobby_message {
        let (embed, rows) = render::lobby(&progress.record, None, &server(ctx).await);
        let edit = EditMessage::new().embed(embed).components(rows);
        let _ = ChannelId::new(progress.record.channel).edit_message(&http, MessageId::new(lobby), edit).await;
    }
    publisher::publish(&http, ctx.data(), progress, Some(user)).await;
    Ok(())
}

/// Show the board of this channel's game (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let tr = me(ctx);
    let (record, game, log) = ctx.data().table.with_log(id, None).await?;
    let lines = notify::public_log(&record, &log, 5, &tr);
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
    super::send(ctx, reply.ephemeral(true).allowed_mentions(CreateAllowedMentions::new())).await?;
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
    let (record, _, log) = ctx.data().table.with_log(id, None).await?;
    let lines = notify::public_log(&record, &log, n, &tr);
    whisper(ctx, notify::log_text(&lines, &tr)).await
}

/// How a game is played, in short.
///
/// The reply also says what the game's board picture shows, under the
/// picture of this channel's game as it stands when it is that game.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game (default: this channel's)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let tr = me(ctx);
    let here = match channel_session(ctx).await {
        Ok(id) => Some(ctx.data().table.get(id).await?),
        Err(_) => None,
    };
    let kind = match (game, &here) {
        (Some(g), _) => parse_game(&g, &tr)?,
        (None, Some((record, _))) => parse_game(&record.game, &tr)?,
        (None, None) => return Err(Error::Input(msg!("rules-which-game"))),
    };
    // The channel's running game of that kind: its public board, drawn in
    // the reader's language.
    let picture = match here {
        Some((record, Some(game))) if record.game == kind.id() => rules_picture(ctx, &record, &game, &tr).await,
        _ => None,
    };
    let url = picture.as_ref().map(crate::pictures::Picture::url);
    let mut reply = CreateReply::default()
        .content(render::rules::text(kind, &tr))
        .embed(render::rules::picture_embed(kind, url.as_deref(), &tr))
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Some(p) = picture {
        reply = reply.attachment(p.attachment());
    }
    super::send(ctx, reply).await?;
    Ok(())
}

/// The picture of a running game's board as it stands, if the server's
/// boards carry pictures: the board's own (cached) when the reader reads
/// the server's language, else drawn for them, leaving the board's in the
/// cache.
async fn rules_picture(
    ctx: Context<'_>,
    record: &tavola_table::record::SessionRecord,
    game: &tavola_engine::AnyGame,
    tr: &crate::i18n::Tr,
) -> Option<crate::pictures::Picture> {
    let data = ctx.data();
    if !crate::pictures::enabled(data, record.guild).await {
        return None;
    }
    if server(ctx).await.lang() == tr.lang() {
        crate::pictures::board_picture(data, true, record, game, tr, None).await
    } else {
        let name = format!("rules-board-{}.png", record.version);
        crate::pictures::uncached(data, record, game, tr, name).await
    }
}

/// Leave this channel's game: before the start your seat is freed, after it
/// a house player takes over.
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let applied = ctx.data().table.apply(id, Actor::player(user), Request::Leave).await?;
    let http = ctx.serenity_context().http.clone();
    let Some(progress) = applied.progress() else {
        whisper(ctx, t!(me(ctx), "lobby-you-left")).await?;
        let Some(record) = applied.record() else { return Ok(()) };
        if let Some(lobby) = record.lobby_message {
            let tr = server(ctx).await;
            let note = t!(tr, "lobby-left", user = format!("<@{user}>"));
            let (embed, rows) = render::lobby(record, Some(&note), &tr);
            let edit = EditMessage::new().embed(embed).components(rows);
            let _ = ChannelId::new(record.channel).edit_message(&http, MessageId::new(lobby), edit).await;
        }
        return Ok(());
    };
    whisper(ctx, t!(me(ctx), "game-you-left")).await?;
    publisher::publish(&http, ctx.data(), progress, Some(user)).await;
    Ok(())
}

/// Take back your latest move, while nothing was revealed and nobody else has moved.
#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let tr = me(ctx);
    let http = ctx.serenity_context().http.clone();
    let p = crate::takeback::take_back(&http, ctx.data(), id, None, &Actor::player(user), &tr).await?;
    let reply = poise::CreateReply::default()
        .content(p.content)
        .components(p.components)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    super::send(ctx, reply).await?;
    Ok(())
}

/// Show your private hand in this channel's game (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let tr = me(ctx);
    let seen = ctx.data().table.look(id, user).await?;
    let text = format!(
        "{}\n{}",
        panel::header(&seen.record, &seen.game, seen.seat, &tr),
        panel::hand_text(&seen.game, seen.seat, &tr)
    );
    whisper(ctx, text).await
}

/// Turn this game's DMs to you (turn panels, hand changes, reminders) on or off.
#[poise::command(slash_command, guild_only)]
pub async fn dms(ctx: Context<'_>, #[description = "True: DMs on; false: off"] dms: bool) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let (record, game) = ctx.data().table.get(id).await?;
    let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
    let http = ctx.serenity_context().http.clone();
    let on = dms;
    let tr = me(ctx);
    if on {
        let hello =
            t!(tr, "dm-on-hello", game = render::game_name(&record, &tr), channel = format!("<#{}>", record.channel));
        if !notify::dm_reaches(&http, &ctx.data().dm_channels, user, hello).await {
            return Err(Error::Input(msg!("dms-closed")));
        }
    }
    let applied = ctx.data().table.apply(id, Actor::player(user), Request::DmOpen(on)).await?;
    let record = applied.record().cloned().ok_or(Refusal::NotSeated)?;
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
pub async fn digest(
    ctx: Context<'_>,
    #[description = "True: the daily digest on; false: off"] digest: bool,
) -> Result<(), Error> {
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let on = digest;
    let tr = me(ctx);
    if on
        && !notify::dm_reaches(&ctx.serenity_context().http, &ctx.data().dm_channels, user, t!(tr, "digest-hello"))
            .await
    {
        return Err(Error::Input(msg!("dms-closed")));
    }
    let next = ctx.data().table.set_digest(guild, user, on).await?;
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
    use tavola_table::deadlines::ReminderMode;
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let mode = match which {
        Reminders::Every => ReminderMode::Every,
        Reminders::Last => ReminderMode::LastOnly,
        Reminders::Off => ReminderMode::Off,
    };
    ctx.data().table.set_reminder_mode(guild, user, mode).await?;
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
    let allowance = ctx.data().table.defaults().vacation_allowance;
    let span = Span::parse(&duration, allowance)
        .map_err(|e| Error::Input(msg!("vacation-not-taken", reason = crate::context::duration_msg(&e))))?;
    let (guild, user) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.author().id.get());
    let (left, sessions, until) = ctx.data().table.vacation(guild, user, span).await?;
    let tr = me(ctx);
    let text = t!(
        tr,
        "vacation-taken",
        games = sessions.len(),
        until = discord_timestamp(until, 'f'),
        left = span_words(left, &tr)
    );
    // Answered first, as every change is: the boards (with their pictures)
    // follow, so a slow redraw never pushes the answer into a deferral.
    whisper(ctx, text).await?;
    let http = ctx.serenity_context().http.clone();
    for &id in &sessions {
        publisher::refresh_board(&http, ctx.data(), id).await;
    }
    Ok(())
}

/// Replay this channel's game, move by move (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn replay(ctx: Context<'_>) -> Result<(), Error> {
    let (guild, channel) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.channel_id().get());
    let reply = crate::replay::opening(ctx.data(), guild, channel, &me(ctx)).await?;
    super::send(ctx, reply).await?;
    Ok(())
}

/// Download the log and data of this channel's finished game (players only).
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let (guild, channel) = (ctx.guild_id().map_or(0, |g| g.get()), ctx.channel_id().get());
    let reply = super::export::for_player(ctx.data(), guild, channel, ctx.author().id.get(), &me(ctx)).await?;
    super::send(ctx, reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_of_every_game_is_a_parameter_with_the_engines_choices() {
        let command = game();
        let new = command.subcommands.iter().find(|c| c.name == "new").expect("/game new");
        for &kind in GameKind::ALL {
            for spec in kind.info().options {
                let p = new.parameters.iter().find(|p| p.name == spec.name);
                let p = p.unwrap_or_else(|| panic!("/game new has no parameter for {}'s {}", kind.id(), spec.name));
                let ids: &[&str] = match spec.name {
                    "super_event" => &SuperEvent::IDS,
                    "opening_hands" => &OpeningHands::IDS,
                    _ => &[],
                };
                assert_eq!(p.choices.len(), spec.choices.len(), "{}", spec.name);
                assert_eq!(ids, spec.choices.as_slice(), "{}: the choices are the engine's, in order", spec.name);
            }
        }
    }

    #[test]
    fn an_option_of_another_game_is_refused_and_choices_become_the_engines_options() {
        let chosen = chosen_options(Some(true), None, Some(SuperEvent::Eclipse), None, None);
        let options = options_for(GameKind::YearOfTheDragon, chosen).unwrap();
        assert_eq!(options, serde_json::json!({"great_wall": true, "super_event": "eclipse"}));
        let chosen = chosen_options(None, None, None, Some(true), Some(OpeningHands::Dealt));
        let junk = options_for(GameKind::Junk, chosen.clone()).unwrap();
        assert_eq!(junk, serde_json::json!({"variant_setup": true, "opening_hands": "dealt"}));
        let Err(Error::Input(refusal)) = options_for(GameKind::Ming, chosen) else { panic!("refused") };
        let text = crate::i18n::Tr::embedded(crate::i18n::Lang::En).say(&refusal);
        assert_eq!(
            text,
            "Variant set-up is an option of Dschunke (Junk), not of Ming Dynastie, so no lobby was opened."
        );
    }
}
