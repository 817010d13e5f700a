//! The player's Undo: the button on their panel after a move they may
//! take back, `/game undo`, and what the table sees then (the board edited
//! back and "Ada took back a move", never what the move showed Ada alone).
//! The rule itself is `Sessions::take_back_change` (bot/table/src/session/takeback.rs)'s.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ChannelId, CreateActionRow, CreateButton, CreateMessage, Http, MessageFlags};

use crate::context::{Data, Error};
use crate::i18n::Tr;
use crate::publisher;
use crate::render::ids::{Action, ComponentId};
use crate::render::panel::{self, At, Detail, Panel};
use crate::{render, t};
use tavola_table::record::{SessionId, SessionRecord};
use tavola_table::request::Actor;
use tavola_table::session::{seat_of, Progress};

/// Discord's limits: rows per message, buttons per row.
const MAX_ROWS: usize = 5;
const MAX_BUTTONS: usize = 5;

/// `p` with an Undo button for the record's current version when `undo`
/// (the player may take their latest move back), in the last button row
/// with room or a row of its own.
pub fn offer(mut p: Panel, record: &SessionRecord, undo: bool, tr: &Tr) -> Panel {
    if !undo {
        return p;
    }
    let button = CreateButton::new(ComponentId::new(record.id, record.version, Action::TakeBack).to_string())
        .label(t!(tr, "button-undo"))
        .emoji('↩')
        .style(ButtonStyle::Secondary);
    let full = p.components.len() >= MAX_ROWS;
    if full {
        if let Some(CreateActionRow::Buttons(buttons)) = p.components.last_mut() {
            if buttons.len() < MAX_BUTTONS {
                buttons.push(button);
            }
        }
        return p;
    }
    if p.components.len() < MAX_ROWS {
        p.components.push(CreateActionRow::Buttons(vec![button]));
    }
    p
}

/// Takes `user`'s latest move back and tells the table. Returns the
/// player's panel at the restored state (with Undo again if an earlier
/// move may go too).
///
/// # Errors
/// The rule does not allow it, a stale panel, or not seated: nothing
/// changed then.
pub async fn take_back(
    http: &Http,
    data: &Data,
    session: SessionId,
    version: Option<u64>,
    actor: &Actor,
    tr: &Tr,
) -> Result<Panel, Error> {
    let change = data.table.take_back(session, actor.user, version).await?;
    let progress = &change.progress;
    let record = &progress.record;
    let game = progress.game.as_ref().expect("a taken-back move leaves a game");
    let seat = seat_of(record, actor.user).expect("only a seated player takes a move back");
    let note = t!(tr, "undo-you-took-back");
    let p = panel::step(record, game, seat, &At::Page(0), Detail::Step, &note, tr);
    let p = offer(p, record, change.can_take_back, tr);
    publisher::publish(http, data, progress, Some(actor.user)).await;
    tell_table(http, data, progress, actor.user).await;
    Ok(p)
}

/// An admin's undo of `moves` players' moves, to confirm: the moves that
/// go (worded by their public events, house moves after them included)
/// and how many are replayed, with a Confirm button.
///
/// # Errors
/// Not started, or fewer moves than asked.
pub async fn admin_preview(data: &Data, session: SessionId, moves: u8, tr: &Tr) -> Result<Panel, Error> {
    let (record, going, kept) = data.table.undo_preview(session, usize::from(moves)).await?;
    let words = render::GameWords::new(&record, tr);
    let lines: Vec<String> = going
        .iter()
        .map(|e| {
            let who =
                record.seats.get(usize::from(e.seat)).map(|s| render::escape_markdown(&s.name)).unwrap_or_default();
            let events: Vec<tavola_engine::AppliedEvent> = serde_json::from_value(e.events.clone()).unwrap_or_default();
            let public: Vec<String> = events
                .iter()
                .filter(|e| e.audience == tavola_engine::Audience::Public)
                .map(|e| words.word(&e.msg))
                .collect();
            t!(tr, "admin-undo-entry", version = e.version.to_string(), player = who, events = public.join(" "))
        })
        .collect();
    let content = format!("{}\n{}", t!(tr, "admin-undo-confirm", count = going.len(), kept = kept), lines.join("\n"));
    let id = ComponentId::new(session, record.version, Action::AdminUndo(moves)).to_string();
    let button = CreateButton::new(id).label(t!(tr, "button-confirm")).style(ButtonStyle::Danger);
    Ok(Panel { content: render::clip(&content, 1900), components: vec![CreateActionRow::Buttons(vec![button])] })
}

/// The admin confirmed: the moves go, the board is redrawn.
///
/// # Errors
/// The game moved on since the preview (stale), or the store failed.
pub async fn admin_confirmed(
    http: &Http,
    data: &Data,
    session: SessionId,
    actor: &Actor,
    (moves, version): (usize, Option<u64>),
    tr: &Tr,
) -> Result<Panel, Error> {
    let change = data.table.undo(session, actor.clone(), moves, version).await?;
    let progress = &change.progress;
    publisher::publish(http, data, progress, None).await;
    let content = t!(tr, "admin-undone", version = progress.record.version.to_string());
    Ok(Panel { content, components: Vec::new() })
}

/// "Ada took back a move" in the game's channel, pinging nobody.
async fn tell_table(http: &Http, data: &Data, progress: &Progress, user: u64) {
    let record = &progress.record;
    let tr = data.server_tr(record.guild).await;
    let name =
        seat_of(record, user).and_then(|s| record.seats.get(s.index())).map(|s| render::escape_markdown(&s.name));
    let text = t!(tr, "undo-took-back", player = name.unwrap_or_default());
    let note = CreateMessage::new()
        .content(render::clip(&text, 1900))
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .flags(MessageFlags::SUPPRESS_NOTIFICATIONS);
    if let Err(e) = ChannelId::new(record.channel).send_message(http, note).await {
        tracing::warn!(session = record.id, error = %e, "could not tell the table a move was taken back");
    }
}
