//! `/admin`: manage the server's games. Hidden from members without
//! Manage Server (`default_member_permissions`) and re-checked here from the
//! permissions Discord sends with each interaction.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serde_json::json;
use serenity::{ChannelId, CreateAllowedMentions, CreateAttachment, EditMessage, MessageId};
use tavola_engine::ai::Level;
use tavola_engine::{AppliedEvent, Audience};

use super::{channel_session, me, server, whisper, whisper_panel};
use crate::context::{display_name, is_admin, Context, Data, Error};
use crate::i18n::{Lang, Tr};
use crate::render::lists::list_lines;
use crate::render::{self, GameWords};
use crate::{msg, t};
use crate::{notify, publisher};
use tavola_table::deadlines::DeadlinePolicy;
use tavola_table::record::SessionId;
use tavola_table::record::Status;
use tavola_table::request::{Actor, Applied, Newcomer, Request};
use tavola_table::session::{Progress, Refusal};
use tavola_table::GuildSetting;

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![admin()]
}

/// Manage the server's games.
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands(
        "cancel",
        "kick",
        "replace",
        "undo",
        "force",
        "timer",
        "notify",
        "list",
        "export",
        "delete",
        "language",
        "images",
        "web",
        "level",
        "super::analysis::admin_analysis"
    ),
    subcommand_required
)]
pub async fn admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Refuses members without Manage Server, whatever the client showed them.
pub(super) fn require_admin(ctx: Context<'_>) -> Result<(), Error> {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    if is_admin(member) {
        Ok(())
    } else {
        Err(Error::Input(msg!("admin-needs-permission")))
    }
}

async fn announce(ctx: Context<'_>, progress: &Progress, text: &str) -> Result<(), Error> {
    whisper(ctx, text).await?;
    publisher::publish(&ctx.serenity_context().http, ctx.data(), progress, None).await;
    Ok(())
}

/// Applies an admin's request to session `id` (one trip to the blocking pool).
async fn ask(ctx: Context<'_>, id: SessionId, request: Request) -> Result<Applied, Error> {
    Ok(ctx.data().table.apply(id, asker(ctx), request).await?)
}

/// The admin who asks.
fn asker(ctx: Context<'_>) -> Actor {
    Actor::admin(ctx.author().id.get())
}

/// A notice in a game's channel that pings nobody.
async fn notice(ctx: Context<'_>, channel: u64, text: String) -> Result<(), Error> {
    let note = serenity::CreateMessage::new()
        .content(render::clip(&text, 1900))
        .allowed_mentions(CreateAllowedMentions::new())
        .flags(serenity::MessageFlags::SUPPRESS_NOTIFICATIONS);
    ChannelId::new(channel).send_message(&ctx.serenity_context().http, note).await?;
    Ok(())
}

/// Cancel this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = channel_session(ctx).await?;
    let record = ask(ctx, id, Request::Cancel).await?.record().cloned().ok_or(Refusal::NoSession)?;
    let http = ctx.serenity_context().http.clone();
    let channel = ChannelId::new(record.channel);
    for message in [record.lobby_message, record.board_message].into_iter().flatten() {
        let _ = channel.edit_message(&http, MessageId::new(message), EditMessage::new().components(Vec::new())).await;
    }
    notice(ctx, record.channel, t!(server(ctx).await, "admin-cancelled-notice", id = record.id.to_string())).await?;
    whisper(ctx, t!(me(ctx), "admin-cancelled")).await
}

/// Take a player out of this channel's game; a house player gets the seat.
#[poise::command(slash_command, guild_only)]
pub async fn kick(ctx: Context<'_>, #[description = "The player"] player: serenity::User) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = channel_session(ctx).await?;
    let target = player.id.get();
    let progress = ctx.data().table.replace(id, asker(ctx), target, None).await?;
    let public = t!(server(ctx).await, "admin-kicked-notice", player = format!("<@{target}>"));
    notice(ctx, progress.record.channel, public).await?;
    announce(ctx, &progress, &t!(me(ctx), "admin-kicked", player = format!("<@{target}>"))).await
}

/// Give a player's seat to another member.
#[poise::command(slash_command, guild_only)]
pub async fn replace(
    ctx: Context<'_>,
    #[description = "The player leaving"] player: serenity::User,
    #[description = "Who takes the seat"] by: serenity::User,
) -> Result<(), Error> {
    require_admin(ctx)?;
    if by.bot {
        return Err(Error::Input(msg!("admin-bot-cannot-sit")));
    }
    let id = channel_session(ctx).await?;
    let (target, new) = (player.id.get(), by.id.get());
    let name = display_name(&by, None);
    let (record, _) = ctx.data().table.get(id).await?;
    let dm_open = notify::check_dm(&ctx.serenity_context().http, ctx.data(), new, &record).await;
    let by = Some(Newcomer { user: new, name, dm_open });
    let progress = ctx.data().table.replace(id, asker(ctx), target, by).await?;
    let (player, by) = (format!("<@{target}>"), format!("<@{new}>"));
    let public = t!(server(ctx).await, "admin-replaced-notice", player = player.as_str(), by = by.as_str());
    notice(ctx, progress.record.channel, public).await?;
    let text = t!(me(ctx), "admin-replaced", player = player, by = by);
    announce(ctx, &progress, &text).await
}

/// Undo the last move (rebuilt from the action log).
#[poise::command(slash_command, guild_only)]
pub async fn undo(
    ctx: Context<'_>,
    #[description = "How many players' moves to take back (default 1; more asks to confirm)"]
    #[min = 1]
    #[max = 50]
    moves: Option<u8>,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = channel_session(ctx).await?;
    if let Some(n) = moves.filter(|&n| n > 1) {
        return whisper_panel(ctx, crate::takeback::admin_preview(ctx.data(), id, n, &me(ctx)).await?).await;
    }
    let progress = ctx.data().table.undo(id, asker(ctx), 1, None).await?.progress;
    let text = t!(me(ctx), "admin-undone", version = progress.record.version.to_string());
    announce(ctx, &progress, &text).await
}

/// Let the house player move for whoever is stalling.
#[poise::command(slash_command, guild_only)]
pub async fn force(ctx: Context<'_>) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = channel_session(ctx).await?;
    let progress = ctx.data().table.force(id, asker(ctx)).await?;
    announce(ctx, &progress, &t!(me(ctx), "admin-forced")).await
}

/// What happens when a turn's time runs out.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PolicyChoice {
    #[name = "the house player moves for them"]
    House,
    #[name = "the game waits and the admins are told"]
    Wait,
}

/// Set this channel's turn timer.
#[poise::command(slash_command, guild_only)]
pub async fn timer(
    ctx: Context<'_>,
    #[description = "Time per decision, e.g. 2d, 12h, 1d12h; or off"] length: String,
    #[description = "At the deadline (default: the house player moves)"] policy: Option<PolicyChoice>,
    #[description = "Missed deadlines in a row before a house player takes the seat for good"]
    #[min = 1]
    #[max = 20]
    max_missed: Option<u8>,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = channel_session(ctx).await?;
    let (record, _) = ctx.data().table.get(id).await?;
    let base = record.timers.settings.clone().or_else(|| ctx.data().table.defaults().clock.clone());
    let mut settings = super::parse_timer(&length, base)?;
    if let Some(s) = settings.as_mut() {
        if let Some(p) = policy {
            s.policy = match p {
                PolicyChoice::House => DeadlinePolicy::HouseMoves,
                PolicyChoice::Wait => DeadlinePolicy::Wait,
            };
        }
        if let Some(n) = max_missed {
            s.max_missed = u32::from(n);
        }
    }
    let record = ask(ctx, id, Request::Timer(settings)).await?.record().cloned().ok_or(Refusal::NoSession)?;
    let public = server(ctx).await;
    let text = crate::render::timer_description(record.timers.settings.as_ref(), &public);
    notice(ctx, record.channel, t!(public, "admin-timer-notice", timer = text)).await?;
    publisher::refresh_board(&ctx.serenity_context().http, ctx.data(), id).await;
    whisper(ctx, crate::render::timer_description(record.timers.settings.as_ref(), &me(ctx))).await
}

/// Be pinged (or not) when a game on this server waits on a missed deadline or loses a player.
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "True: ping me when a game here waits on a player; false: stop"] pings: bool,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let user = ctx.author().id.get();
    let on = pings;
    ctx.data().table.set_admin_contact(guild, user, on).await?;
    whisper(ctx, t!(me(ctx), if on { "admin-notify-on" } else { "admin-notify-off" })).await
}

/// List the server's games.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let list = ctx.data().table.list_guild(guild, 50).await?;
    whisper(ctx, list_lines(&list, &me(ctx))).await
}

/// Delete a finished or cancelled game, its log and its place in the ratings.
#[poise::command(slash_command, guild_only)]
pub async fn delete(
    ctx: Context<'_>,
    #[description = "Game number from /games finished or /admin list"]
    #[min = 1]
    #[max = 1_000_000_000]
    game: i64,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    ctx.data().table.delete(game, guild).await?;
    whisper(ctx, t!(me(ctx), "admin-deleted", id = game.to_string())).await
}

/// Export a game as JSON: what the channel saw; its raw moves once it has ended.
#[poise::command(slash_command, guild_only)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number from /admin list (default: this channel's)"]
    #[min = 1]
    #[max = 1_000_000_000]
    game: Option<i64>,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = match game {
        Some(id) => id,
        None => channel_session(ctx).await?,
    };
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let public = server(ctx).await;
    let (record, _, log) = ctx.data().table.with_log(id, Some(guild)).await?;
    let doc = export_json(&record, &log, &public);
    let bytes = serde_json::to_vec_pretty(&doc).expect("JSON values serialize");
    let reply = CreateReply::default()
        .content(t!(me(ctx), "admin-export", id = id.to_string()))
        .attachment(CreateAttachment::bytes(bytes, format!("tavola-game-{id}.json")))
        .ephemeral(true);
    super::send(ctx, reply).await?;
    Ok(())
}

/// The server's language, for everything public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    English,
    #[name = "Italiano"]
    Italiano,
    #[name = "Deutsch"]
    Deutsch,
}

/// Set the server's language: boards, lobbies and notices in the channels.
#[poise::command(slash_command, guild_only)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "The language of everything the bot posts in this server's channels"] language: LanguageChoice,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let lang = match language {
        LanguageChoice::English => Lang::En,
        LanguageChoice::Italiano => Lang::It,
        LanguageChoice::Deutsch => Lang::De,
    };
    let public = ctx.data().table.choose_language(guild, Some(lang)).await?;
    // The server's open lobbies and boards are redrawn in the new language.
    let open = ctx.data().table.list_guild(guild, 50).await?;
    let http = ctx.serenity_context().http.clone();
    for record in open.into_iter().filter(|r| r.status.is_open()) {
        match (record.status, record.lobby_message) {
            (Status::Lobby, Some(message)) => {
                let (embed, rows) = render::lobby(&record, None, &public);
                let edit = EditMessage::new().embed(embed).components(rows);
                let _ = ChannelId::new(record.channel).edit_message(&http, MessageId::new(message), edit).await;
            }
            _ => publisher::refresh_board(&http, ctx.data(), record.id).await,
        }
    }
    let tr = me(ctx);
    let name = match lang {
        Lang::En => t!(tr, "language-en"),
        Lang::It => t!(tr, "language-it"),
        Lang::De => t!(tr, "language-de"),
    };
    whisper(ctx, t!(tr, "admin-language", language = name)).await
}

/// How well house players play, as admins and game creators choose it
/// (`random` is left out: it only measures the others, and would spoil a
/// table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
}

impl From<LevelChoice> for Level {
    fn from(choice: LevelChoice) -> Level {
        match choice {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// Set how well this game's house players play.
#[poise::command(slash_command, guild_only)]
pub async fn level(
    ctx: Context<'_>,
    #[description = "easy: a short search; normal: about a second a decision; hard: longer"] level: LevelChoice,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let id = channel_session(ctx).await?;
    let level = Level::from(level);
    let record = ask(ctx, id, Request::HouseLevel(level)).await?.record().cloned().ok_or(Refusal::NoSession)?;
    whisper(ctx, t!(me(ctx), "admin-level", level = render::house_level(level, &me(ctx)))).await?;
    let http = ctx.serenity_context().http.clone();
    match (record.status, record.lobby_message) {
        (Status::Lobby, Some(message)) => {
            let (embed, rows) = render::lobby(&record, None, &server(ctx).await);
            let edit = EditMessage::new().embed(embed).components(rows);
            let _ = ChannelId::new(record.channel).edit_message(&http, MessageId::new(message), edit).await;
        }
        _ => publisher::refresh_board(&http, ctx.data(), record.id).await,
    }
    Ok(())
}

/// Board pictures on or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ImagesChoice {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// Show boards as pictures, or as text only, on this server.
#[poise::command(slash_command, guild_only)]
pub async fn images(
    ctx: Context<'_>,
    #[description = "on: boards carry a picture; off: text only"] state: ImagesChoice,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let value = if state == ImagesChoice::On { "on" } else { "off" };
    ctx.data().table.set_guild_setting(guild, GuildSetting::Images, value).await?;
    let done = if value == "on" { t!(me(ctx), "admin-images-on") } else { t!(me(ctx), "admin-images-off") };
    whisper(ctx, done).await?;
    // The server's running boards are redrawn with or without their picture.
    let open = ctx.data().table.list_guild(guild, 50).await?;
    let http = ctx.serenity_context().http.clone();
    for record in open.into_iter().filter(|r| r.status == Status::Active) {
        publisher::refresh_board(&http, ctx.data(), record.id).await;
    }
    Ok(())
}

/// The games' web pages on or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum WebChoice {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// Give this server's games a read-only web page, or none.
#[poise::command(slash_command, guild_only)]
pub async fn web(
    ctx: Context<'_>,
    #[description = "on: boards link to the game's web page; off: no pages, their links stop working"] state: WebChoice,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let value = if state == WebChoice::On { "on" } else { "off" };
    ctx.data().table.set_guild_setting(guild, GuildSetting::Web, value).await?;
    let done = match (value, ctx.data().web_url.is_some()) {
        ("on", true) => t!(me(ctx), "admin-web-on"),
        ("on", false) => t!(me(ctx), "admin-web-none"),
        _ => t!(me(ctx), "admin-web-off"),
    };
    whisper(ctx, done).await?;
    // The server's running boards gain or lose their link.
    if ctx.data().web_url.is_some() {
        let open = ctx.data().table.list_guild(guild, 50).await?;
        let http = ctx.serenity_context().http.clone();
        for record in open.into_iter().filter(|r| r.status == Status::Active) {
            publisher::refresh_board(&http, ctx.data(), record.id).await;
        }
    }
    Ok(())
}

/// The exported document: who played, and every action with its public
/// events, as messages (an id and arguments, for any language) and in the
/// server's words. Private events, the state and the seed are left out.
///
/// A raw action is its own content, and some are secret (a sealed offer,
/// a face-down commit, cards returned), so while the game is open the
/// document holds only what the channel saw: each move's seat, author,
/// time and public events, with `"action": null`. The raw actions come
/// once the game has ended (over or cancelled), when nothing is sealed.
pub fn export_json(
    record: &tavola_table::record::SessionRecord,
    log: &[tavola_table::record::LogEntry],
    tr: &Tr,
) -> serde_json::Value {
    // A file, not Markdown: names as typed.
    let words = GameWords::plain(record, tr);
    let ended = !record.status.is_open();
    let actions: Vec<serde_json::Value> = log
        .iter()
        .map(|e| {
            let events: Vec<AppliedEvent> = serde_json::from_value(e.events.clone()).unwrap_or_default();
            let public: Vec<serde_json::Value> = events
                .iter()
                .filter(|ev| ev.audience == Audience::Public)
                .map(|ev| json!({"text": words.word(&ev.msg), "msg": ev.msg}))
                .collect();
            let action = if ended { e.action.clone() } else { serde_json::Value::Null };
            json!({"version": e.version, "seat": e.seat, "action": action, "by": e.by.map(|u| u.to_string()),
                   "at": e.at, "events": public})
        })
        .collect();
    let seats: Vec<serde_json::Value> = record
        .seats
        .iter()
        .map(
            |s| json!({"name": render::seat_name_plain(s, tr), "user": s.user.map(|u| u.to_string()), "house": s.is_house()}),
        )
        .collect();
    json!({"game": record.game, "session": record.id, "options": record.options, "status": record.status,
           "version": record.version, "seats": seats, "actions": actions, "names": render::game_name(record, tr),
           "language": tr.lang().code(), "actions_sealed": !ended})
}

#[cfg(test)]
mod tests {

    use serde_json::json;
    use tavola_engine::{GameKind, Turn};

    use super::export_json;
    use crate::i18n::{Lang, Tr};
    use tavola_table::session::Sessions;

    fn sessions(name: &str) -> Sessions {
        let dir = std::env::temp_dir().join(format!("tavola-export-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Sessions::open_sqlite(&dir.join("tavola.db")).unwrap()
    }

    /// Plays Dschunke's first legal moves until someone's offer is sealed:
    /// the last move offered a good and others still owe their offers.
    fn play_until_an_offer_is_sealed(s: &Sessions, id: i64) {
        for _ in 0..500 {
            let (record, game) = s.get(id).unwrap();
            let game = game.unwrap();
            let last = s.history(id).unwrap().log.pop();
            let sealed = last.is_some_and(|e| e.action["do"] == "offer_good");
            if sealed && matches!(game.to_act(), Turn::Simultaneous(_)) {
                return;
            }
            let seat = game.to_act().seats()[0];
            let user = record.seats[seat.index()].user.unwrap();
            s.play_as(id, Some(record.version), user, &game.legal(seat)[0].id).unwrap();
        }
        panic!("no sealed offer within 500 moves");
    }

    #[test]
    fn export_mid_offer_holds_no_sealed_choice_and_the_full_log_after_the_end() {
        let s = sessions("mid-offer");
        let junk = GameKind::from_id("junk").unwrap();
        let lobby = s.open_lobby(1, 10, (1001, "Anna".into(), true), junk, None, json!({})).unwrap();
        s.join_as(lobby.id, 1002, "Ben").unwrap();
        s.join_as(lobby.id, 1003, "Carla").unwrap();
        s.start_as(lobby.id, 1001).unwrap();
        play_until_an_offer_is_sealed(&s, lobby.id);
        let tr = Tr::embedded(Lang::En);

        let (record, _) = s.get(lobby.id).unwrap();
        let log = s.history(lobby.id).unwrap().log;
        let doc = export_json(&record, &log, &tr);
        let text = doc.to_string();
        assert!(!text.contains("offer_good"), "a sealed offer leaked: {text}");
        assert_eq!(doc["actions_sealed"], true);
        let moves = doc["actions"].as_array().unwrap();
        assert_eq!(moves.len(), log.len(), "every move is listed");
        assert!(moves.iter().all(|m| m["action"].is_null()), "no raw action while the game runs");
        assert!(moves.iter().any(|m| !m["events"].as_array().unwrap().is_empty()), "public events are kept");

        let record = s.cancel_as_admin(lobby.id, 1001).unwrap();
        let doc = export_json(&record, &log, &tr);
        assert_eq!(doc["actions_sealed"], false);
        assert!(doc.to_string().contains("offer_good"), "the ended game's full log");
    }
}
