//! Button and select-menu clicks: parsed into a typed [`ComponentId`] and
//! handled here, not by collectors, so every panel keeps working across
//! restarts. A stale, forged or replayed click changes nothing and gets a
//! private answer (with a fresh panel where one helps).

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateAllowedMentions, CreateInteractionResponse,
    CreateInteractionResponseMessage as Reply, Http,
};
use tavola_engine::Audience;

use crate::commands::{display_name, is_admin, user_message, Data, Error};
use crate::notify;
use crate::render::ids::{Action, ComponentId};
use crate::render::{self, panel};
use crate::session::{seat_of, Progress, Refusal};
use crate::store::SessionId;

/// Handles one component interaction.
///
/// # Errors
/// Discord refused the answer.
pub async fn handle(http: &Http, data: &Data, ci: &ComponentInteraction) -> Result<(), Error> {
    let user = ci.user.id.get();
    let (session, version, action) = match ComponentId::parse(&ci.data.custom_id) {
        ComponentId::Game { session, version, action } => (session, version, action),
        ComponentId::Unknown(text) => {
            tracing::info!(custom_id = %text, user, "unknown custom_id refused");
            return whisper(http, ci, Refusal::Forged.to_string(), Vec::new()).await;
        }
    };
    let result = match action {
        Action::Join | Action::Leave | Action::AddHouse | Action::Start | Action::Cancel => {
            lobby(http, data, ci, session, action).await
        }
        Action::Play | Action::Page(_) | Action::Hand => {
            data.sessions.blocking(move |s| s.seen(session, user)).await;
            match action {
                Action::Play => private_panel(http, data, ci, session, 0, false).await,
                Action::Page(page) => private_panel(http, data, ci, session, page, true).await,
                _ => hand(http, data, ci, session).await,
            }
        }
        Action::Log => log(http, data, ci, session).await,
        Action::Quiet(started_at) => quiet(http, data, ci, session, started_at).await,
        Action::Take(id) => confirm_or_take(http, data, ci, session, version, &id).await,
        Action::Confirm(id) => take(http, data, ci, session, version, &id).await,
        Action::Choose => match &ci.data.kind {
            ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => {
                confirm_or_take(http, data, ci, session, version, &values[0]).await
            }
            _ => Err(Error::Refused(Refusal::Forged)),
        },
    };
    match result {
        Err(Error::Refused(Refusal::Stale)) => {
            let fresh = fresh_panel(data, session, user, &Refusal::Stale.to_string()).await;
            match fresh {
                Some(p) => whisper(http, ci, p.content, p.components).await,
                None => whisper(http, ci, Refusal::Stale.to_string(), Vec::new()).await,
            }
        }
        Err(e @ (Error::Refused(_) | Error::Input(_))) => whisper(http, ci, user_message(&e), Vec::new()).await,
        other => other,
    }
}

/// A private answer: ephemeral in a channel, a plain reply in a DM.
async fn whisper(
    http: &Http,
    ci: &ComponentInteraction,
    text: String,
    components: Vec<serenity::CreateActionRow>,
) -> Result<(), Error> {
    let reply = Reply::new()
        .content(render::clip(&text, 1900))
        .components(components)
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new());
    ci.create_response(http, CreateInteractionResponse::Message(reply)).await?;
    Ok(())
}

/// Replaces the clicked panel in place, so used buttons vanish.
async fn replace_panel(http: &Http, ci: &ComponentInteraction, p: panel::Panel) -> Result<(), Error> {
    let reply = Reply::new().content(p.content).components(p.components).allowed_mentions(CreateAllowedMentions::new());
    ci.create_response(http, CreateInteractionResponse::UpdateMessage(reply)).await?;
    Ok(())
}

async fn fresh_panel(data: &Data, session: SessionId, user: u64, note: &str) -> Option<panel::Panel> {
    let note = note.to_owned();
    data.sessions
        .blocking(move |s| {
            let (record, game) = s.get(session).ok()?;
            let seat = seat_of(&record, user)?;
            Some(panel::panel(&record, game.as_ref()?, seat, 0, &note))
        })
        .await
}

async fn lobby(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    action: Action,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let name = display_name(&ci.user, ci.member.as_ref());
    let admin = is_admin(ci.member.as_ref());
    let s = &data.sessions;
    let (record, note, progress) = match action {
        Action::Join => {
            // Answer first; the DM check follows and edits the lobby if it fails.
            let record = s.blocking(move |s| s.join(session, user, name, true)).await?;
            (record, format!("<@{user}> joined."), None)
        }
        Action::Leave => {
            let p = s.blocking(move |s| s.leave(session, user)).await?;
            (p.record, format!("<@{user}> left."), None)
        }
        Action::AddHouse => {
            (s.blocking(move |s| s.add_house(session, user)).await?, "A house player joined.".into(), None)
        }
        Action::Cancel => {
            (s.blocking(move |s| s.cancel(session, user, admin)).await?, "The lobby was cancelled.".into(), None)
        }
        _ => {
            let p = s.blocking(move |s| s.start(session, user)).await?;
            (p.record.clone(), "The game has started: seats were drawn at random.".into(), Some(p))
        }
    };
    let (embed, rows) = render::lobby(&record, Some(&note));
    let reply = Reply::new().embed(embed).components(rows).allowed_mentions(CreateAllowedMentions::new());
    ci.create_response(http, CreateInteractionResponse::UpdateMessage(reply)).await?;
    if action == Action::Join {
        notify::check_lobby_dm(http, data, &record, user, (ci.channel_id.get(), ci.message.id.get())).await;
    }
    if let Some(p) = progress {
        notify::publish(http, data, &p, Some(user)).await;
    }
    Ok(())
}

async fn private_panel(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    page: u8,
    update: bool,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let p = data
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(session)?;
            let game = game.ok_or(Refusal::NotStarted)?;
            let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
            Ok::<_, Refusal>(panel::panel(&record, &game, seat, page, ""))
        })
        .await?;
    let reply = Reply::new().content(p.content).components(p.components).allowed_mentions(CreateAllowedMentions::new());
    let response = if update {
        CreateInteractionResponse::UpdateMessage(reply)
    } else {
        CreateInteractionResponse::Message(reply.ephemeral(true))
    };
    ci.create_response(http, response).await?;
    Ok(())
}

async fn hand(http: &Http, data: &Data, ci: &ComponentInteraction, session: SessionId) -> Result<(), Error> {
    let user = ci.user.id.get();
    let text = data
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(session)?;
            let game = game.ok_or(Refusal::NotStarted)?;
            let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
            Ok::<_, Refusal>(format!("{}\n{}", panel::header(&record, &game, seat), panel::hand_text(&game, seat)))
        })
        .await?;
    whisper(http, ci, text, Vec::new()).await
}

async fn log(http: &Http, data: &Data, ci: &ComponentInteraction, session: SessionId) -> Result<(), Error> {
    let lines = data
        .sessions
        .blocking(move |s| {
            let (record, _) = s.get(session)?;
            Ok::<_, Refusal>(notify::public_log(s.store(), &record, 15))
        })
        .await?;
    let text = if lines.is_empty() { "Nothing has happened yet.".to_owned() } else { lines.join("\n") };
    whisper(http, ci, text, Vec::new()).await
}

/// "Quiet this turn" on a reminder: the button goes, the deadline stays.
async fn quiet(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    started_at: crate::deadlines::Millis,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let deadline = data.sessions.blocking(move |s| s.quiet(session, user, started_at)).await?;
    let text = format!(
        "🔕 No more reminders for this decision. It is still due {}.",
        crate::deadlines::discord_timestamp(deadline, 'R')
    );
    whisper(http, ci, text, Vec::new()).await
}

/// What the actor reads after a move: the move, their private events, and
/// their next panel if they still owe a decision.
pub fn after_move(progress: &Progress, user: u64, label: &str) -> panel::Panel {
    let record = &progress.record;
    let Some(seat) = seat_of(record, user) else {
        return panel::Panel { content: format!("✅ {label}."), components: Vec::new() };
    };
    let private: Vec<String> = progress
        .events
        .iter()
        .filter(|e| e.audience == Audience::Private(seat))
        .map(|e| render::humanize(record, &e.text))
        .collect();
    let mut note = format!("✅ {label}.");
    if !private.is_empty() {
        note.push(' ');
        note.push_str(&private.join(" "));
    }
    match &progress.game {
        Some(game) if game.to_act().includes(seat) => panel::panel(record, game, seat, 0, &note),
        _ => panel::Panel { content: note, components: Vec::new() },
    }
}

/// A move picked on a panel: a secret submission is first restated with
/// Confirm and Change (UX: confirm only what a misclick cannot take back);
/// anything else is taken at once.
async fn confirm_or_take(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    action: &str,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let picked = action.to_owned();
    let confirm = data
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(session).ok()?;
            let (game, seat) = game.zip(seat_of(&record, user))?;
            if record.version != version || !panel::is_secret_choice(&game, seat) {
                return None;
            }
            let chosen = game.legal(seat).into_iter().find(|a| a.id == picked)?;
            Some(panel::confirm(&record, &chosen))
        })
        .await;
    let Some(p) = confirm else {
        // Not secret, or stale, not seated, not legal: `take` says which.
        return take(http, data, ci, session, version, action).await;
    };
    replace_panel(http, ci, p).await
}

async fn take(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    action: &str,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let action = action.to_owned();
    let (progress, label) = data
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(session)?;
            let label = game
                .as_ref()
                .zip(seat_of(&record, user))
                .and_then(|(g, seat)| g.legal(seat).into_iter().find(|a| a.id == action))
                .map(|a| a.label)
                .unwrap_or_else(|| "Done".to_owned());
            s.act(session, Some(version), user, &action).map(|p| (p, label))
        })
        .await?;
    let p = after_move(&progress, user, &label);
    replace_panel(http, ci, p).await?;
    notify::publish(http, data, &progress, Some(user)).await;
    Ok(())
}
