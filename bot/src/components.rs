//! Button and select-menu clicks: parsed into a typed [`ComponentId`] and
//! handled here, not by collectors, so every panel keeps working across
//! restarts. A stale, forged or replayed click changes nothing and gets a
//! private answer (with a fresh panel where one helps).

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, Http};
use tavola_engine::Audience;

use crate::commands::{display_name, is_admin, refusal_words, user_message, Data, Error};
use crate::discord::answer::{self, Answer};
use crate::discord::notify;
use crate::i18n::Tr;
use crate::render::ids::{parse_group_value, Action, ComponentId};
use crate::render::panel::{At, Detail};
use crate::render::{self, panel, GameWords};
use crate::store::SessionId;
use crate::t;
use crate::table::session::{seat_of, Progress, Refusal};

/// Handles one component interaction.
///
/// # Errors
/// Discord refused the answer.
pub async fn handle(http: &Http, data: &Data, ci: &ComponentInteraction) -> Result<(), Error> {
    let user = ci.user.id.get();
    let guild = ci.guild_id.map(|g| (g.get(), ci.guild_locale.as_deref()));
    data.note_locales(user, &ci.locale, guild).await;
    let tr = data.reader_tr(&ci.locale);
    let (session, version, action) = match ComponentId::parse(&ci.data.custom_id) {
        ComponentId::Game { session, version, action } => (session, version, action),
        ComponentId::Unknown(text) => {
            tracing::info!(custom_id = %text, user, "unknown custom_id refused");
            return whisper(http, ci, refusal_words(&Refusal::Forged, &tr), Vec::new()).await;
        }
    };
    let result = match action {
        Action::Join | Action::Leave | Action::AddHouse | Action::HouseLevel | Action::Start | Action::Cancel => {
            lobby(http, data, ci, session, action).await
        }
        Action::Play | Action::Page(_) | Action::Group(_) | Action::Hand => {
            data.sessions.blocking(move |s| s.seen(session, user)).await;
            match action {
                Action::Play => private_panel(http, data, ci, session, At::Page(0), false, &tr).await,
                Action::Page(page) => private_panel(http, data, ci, session, At::Page(page), true, &tr).await,
                Action::Group(key) => private_panel(http, data, ci, session, At::Group(key), true, &tr).await,
                _ => hand(http, data, ci, session, &tr).await,
            }
        }
        Action::Log => log(http, data, ci, session, &tr).await,
        Action::Undo => undo(http, data, ci, session, version, &tr).await,
        Action::AdminUndo(moves) => admin_undo(http, data, ci, session, version, moves, &tr).await,
        Action::Quiet(started_at) => quiet(http, data, ci, session, started_at, &tr).await,
        Action::Take(id) => confirm_or_take(http, data, ci, session, version, &id, &tr).await,
        Action::Confirm(id) => take(http, data, ci, session, version, &id, &tr).await,
        Action::Choose => match &ci.data.kind {
            ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => {
                match parse_group_value(&values[0]) {
                    Some(key) => {
                        let at = At::Group(key.to_owned());
                        private_panel(http, data, ci, session, at, true, &tr).await
                    }
                    None => confirm_or_take(http, data, ci, session, version, &values[0], &tr).await,
                }
            }
            _ => Err(Error::Refused(Refusal::Forged)),
        },
        Action::ChooseMany => match &ci.data.kind {
            ComponentInteractionDataKind::StringSelect { values } if !values.is_empty() => {
                confirm_or_take_many(http, data, ci, session, version, values.clone(), &tr).await
            }
            _ => Err(Error::Refused(Refusal::Forged)),
        },
        Action::ConfirmMany(counts) => take_counts(http, data, ci, session, version, counts, &tr).await,
    };
    match result {
        Err(Error::Refused(Refusal::Stale)) => {
            let stale = refusal_words(&Refusal::Stale, &tr);
            match fresh_panel(data, session, user, &stale, &tr).await {
                Some(p) => whisper(http, ci, p.content, p.components).await,
                None => whisper(http, ci, stale, Vec::new()).await,
            }
        }
        Err(e @ (Error::Refused(_) | Error::Input(_))) => whisper(http, ci, user_message(&e, &tr), Vec::new()).await,
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
    answer::send(http, ci, Answer::private(render::clip(&text, 1900), components)).await?;
    Ok(())
}

/// Replaces the clicked panel in place, so used buttons vanish.
async fn replace_panel(http: &Http, ci: &ComponentInteraction, p: panel::Panel) -> Result<(), Error> {
    answer::send(http, ci, Answer::update(p.content, p.components)).await?;
    Ok(())
}

async fn fresh_panel(data: &Data, session: SessionId, user: u64, note: &str, tr: &Tr) -> Option<panel::Panel> {
    let (note, tr) = (note.to_owned(), tr.clone());
    data.sessions
        .blocking(move |s| {
            let (record, game) = s.get(session).ok()?;
            let seat = seat_of(&record, user)?;
            Some(panel::panel(&record, game.as_ref()?, seat, 0, &note, &tr))
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
            (record, "lobby-joined", None)
        }
        Action::Leave => {
            let p = s.blocking(move |s| s.leave(session, user)).await?;
            (p.record, "lobby-left", None)
        }
        Action::AddHouse => (s.blocking(move |s| s.add_house(session, user)).await?, "lobby-house-joined", None),
        Action::HouseLevel => {
            let level = match &ci.data.kind {
                ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => values[0].parse(),
                _ => return Err(Error::Refused(Refusal::Forged)),
            };
            let level = level.map_err(|_| Error::Refused(Refusal::Forged))?;
            (s.blocking(move |s| s.set_lobby_house_level(session, user, level)).await?, "lobby-house-level", None)
        }
        Action::Cancel => (s.blocking(move |s| s.cancel(session, user, admin)).await?, "lobby-cancelled", None),
        _ => {
            let p = s.blocking(move |s| s.start(session, user)).await?;
            (p.record.clone(), "game-started", Some(p))
        }
    };
    let tr = data.server_tr(record.guild).await;
    let note = t!(tr, note, user = format!("<@{user}>"));
    let (embed, rows) = render::lobby(&record, Some(&note), &tr);
    answer::send(http, ci, Answer { embeds: vec![embed], components: rows, update: true, content: None }).await?;
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
    at: At,
    update: bool,
    tr: &Tr,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let (record, game) = data.sessions.blocking(move |s| s.get(session)).await?;
    let game = game.ok_or(Refusal::NotStarted)?;
    let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
    let p = if update {
        panel::step(&record, &game, seat, &at, Detail::Step, "", tr)
    } else {
        notify::turn_panel(data, &record, &game, seat, "", tr).await
    };
    let reply = if update { Answer::update(p.content, p.components) } else { Answer::private(p.content, p.components) };
    answer::send(http, ci, reply).await?;
    Ok(())
}

async fn hand(http: &Http, data: &Data, ci: &ComponentInteraction, session: SessionId, tr: &Tr) -> Result<(), Error> {
    let user = ci.user.id.get();
    let tr = tr.clone();
    let text = data
        .sessions
        .blocking(move |s| {
            let (record, game, seat) = s.seated(session, user, None)?;
            Ok::<_, Refusal>(format!(
                "{}\n{}",
                panel::header(&record, &game, seat, &tr),
                panel::hand_text(&game, seat, &tr)
            ))
        })
        .await?;
    whisper(http, ci, text, Vec::new()).await
}

async fn log(http: &Http, data: &Data, ci: &ComponentInteraction, session: SessionId, tr: &Tr) -> Result<(), Error> {
    let reader = tr.clone();
    let lines = data
        .sessions
        .blocking(move |s| {
            let (record, _) = s.get(session)?;
            Ok::<_, Refusal>(notify::public_log(s.store(), &record, 15, &reader))
        })
        .await?;
    whisper(http, ci, notify::log_text(&lines, tr), Vec::new()).await
}

/// "Quiet this turn" on a reminder: the button goes, the deadline stays.
async fn quiet(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    started_at: crate::table::deadlines::Millis,
    tr: &Tr,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let deadline = data.sessions.blocking(move |s| s.quiet(session, user, started_at)).await?;
    let text = t!(tr, "reminder-quieted", due = crate::table::deadlines::discord_timestamp(deadline, 'R'));
    whisper(http, ci, text, Vec::new()).await
}

/// What the actor reads after a move, in their language: the move, their
/// private events, and their next panel if they still owe a decision.
pub fn after_move(progress: &Progress, user: u64, label: &str, tr: &Tr) -> panel::Panel {
    let record = &progress.record;
    let done = t!(tr, "move-done", action = label);
    let Some(seat) = seat_of(record, user) else {
        return panel::Panel { content: done, components: Vec::new() };
    };
    let words = GameWords::new(record, tr);
    let private: Vec<String> =
        progress.events.iter().filter(|e| e.audience == Audience::Private(seat)).map(|e| words.word(&e.msg)).collect();
    let mut note = done;
    if !private.is_empty() {
        note.push(' ');
        note.push_str(&private.join(" "));
    }
    match &progress.game {
        Some(game) if game.to_act().includes(seat) => {
            panel::step(record, game, seat, &At::Page(0), Detail::Step, &note, tr)
        }
        _ => panel::Panel { content: note, components: Vec::new() },
    }
}

/// A move picked on a panel: the step that completes a secret submission
/// is first restated with Confirm and Change (UX: confirm only what a
/// misclick cannot take back); anything else is taken at once.
async fn confirm_or_take(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    action: &str,
    tr: &Tr,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let picked = action.to_owned();
    let reader = tr.clone();
    let confirm = data
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(session).ok()?;
            let (game, seat) = game.zip(seat_of(&record, user))?;
            if record.version != version || !panel::completes_secret(&game, seat, &[picked.as_str()]) {
                return None;
            }
            let chosen = game.legal(seat).into_iter().find(|a| a.id == picked)?;
            Some(panel::confirm(&record, &chosen, &reader))
        })
        .await;
    let Some(p) = confirm else {
        // Not secret, or stale, not seated, not legal: `take` says which.
        return take(http, data, ci, session, version, action, tr).await;
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
    tr: &Tr,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let action = action.to_owned();
    let reader = tr.clone();
    let (progress, label, undo) = data
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(session)?;
            let label = game
                .as_ref()
                .zip(seat_of(&record, user))
                .and_then(|(g, seat)| g.legal(seat).into_iter().find(|a| a.id == action))
                .map(|a| GameWords::new(&record, &reader).word(&a.msg))
                .unwrap_or_else(|| t!(reader, "move-done-default"));
            s.act(session, Some(version), user, &action).map(|p| (p, label, s.can_take_back(session, user)))
        })
        .await?;
    let p = crate::discord::takeback::offer(after_move(&progress, user, &label, tr), &progress.record, undo, tr);
    replace_panel(http, ci, p).await?;
    notify::publish(http, data, &progress, Some(user)).await;
    Ok(())
}

/// A secret set picked in one multi-select: restated with Confirm and
/// Change when it completes the submission, else taken at once (the panel
/// then asks for the rest).
async fn confirm_or_take_many(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    values: Vec<String>,
    tr: &Tr,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let reader = tr.clone();
    let (counts, confirm) = data
        .sessions
        .blocking(move |s| {
            let (record, game, seat) = s.seated(session, user, Some(version))?;
            let counts = panel::counts_of(&game, seat, &values).ok_or(Refusal::Forged)?;
            let ids = panel::ids_of(&game, seat, &counts);
            let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
            let confirm = panel::completes_secret(&game, seat, &ids)
                .then(|| panel::confirm_many(&record, &game, seat, &counts, &reader));
            Ok::<_, Refusal>((counts, confirm))
        })
        .await?;
    match confirm {
        Some(p) => replace_panel(http, ci, p).await,
        None => take_counts(http, data, ci, session, version, counts, tr).await,
    }
}

/// Takes a secret set: each legal action as often as `counts` says.
async fn take_counts(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    counts: Vec<u8>,
    tr: &Tr,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let reader = tr.clone();
    let (progress, label) = data
        .sessions
        .blocking(move |s| {
            let (record, game, seat) = s.seated(session, user, Some(version))?;
            let words = GameWords::new(&record, &reader);
            let label = game
                .legal(seat)
                .iter()
                .zip(&counts)
                .filter(|(_, &n)| n > 0)
                .map(|(a, n)| format!("{} ×{n}", words.word(&a.msg)))
                .collect::<Vec<_>>()
                .join(", ");
            let ids = panel::ids_of(&game, seat, &counts);
            s.act_many(session, Some(version), user, &ids).map(|p| (p, label))
        })
        .await?;
    let p = after_move(&progress, user, &label, tr);
    replace_panel(http, ci, p).await?;
    notify::publish(http, data, &progress, Some(user)).await;
    Ok(())
}

/// The player's Undo button: their latest move taken back, if the rule
/// allows ([`crate::discord::takeback`]).
async fn undo(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    tr: &Tr,
) -> Result<(), Error> {
    let p = crate::discord::takeback::take_back(http, data, session, Some(version), ci.user.id.get(), tr).await?;
    replace_panel(http, ci, p).await
}

/// An admin confirms taking back `moves` players' moves.
async fn admin_undo(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    version: u64,
    moves: u8,
    tr: &Tr,
) -> Result<(), Error> {
    if !is_admin(ci.member.as_ref()) {
        return Err(Error::Refused(Refusal::NotCreator));
    }
    let p = crate::discord::takeback::admin_confirmed(http, data, session, version, moves, tr).await?;
    replace_panel(http, ci, p).await
}
