//! After a change is committed: tell Discord. One new board message per turn
//! change (mentioning exactly the humans to act), an edit of the current
//! board otherwise; the previous board loses its buttons. DMs go to the
//! humans who now owe a decision (their panel) and to those whose private
//! state changed through someone else. A DM that cannot be delivered marks
//! the seat's DMs closed; the game never waits for it.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage, EditMessage, Http, MessageId, UserId};
use tavola_engine::{AnyGame, AppliedEvent, Audience, Seat};

use crate::commands::Data;
use crate::i18n::Tr;
use crate::render::{self, panel, GameWords};
use crate::session::{Progress, Refusal};
use crate::store::{LogEntry, SessionId, SessionRecord, Store};
use crate::t;

/// The public events of a log entry.
fn public_of(entry: &LogEntry) -> Vec<AppliedEvent> {
    let events: Vec<AppliedEvent> = serde_json::from_value(entry.events.clone()).unwrap_or_default();
    events.into_iter().filter(|e| e.audience == Audience::Public).collect()
}

/// The last `n` public events of a session's log, in words, oldest first.
/// Blocking: call it on a blocking thread.
pub fn public_log(store: &dyn Store, record: &SessionRecord, n: usize, tr: &Tr) -> Vec<String> {
    let log = store.log(record.id).unwrap_or_default();
    let words = GameWords::new(record, tr);
    let mut lines = Vec::new();
    'entries: for entry in log.iter().rev() {
        for e in public_of(entry).iter().rev() {
            if lines.len() >= n {
                break 'entries;
            }
            lines.push(words.word(&e.msg));
        }
    }
    lines.reverse();
    lines
}

/// A log as one private message: the newest lines that fit.
pub fn log_text(lines: &[String], tr: &Tr) -> String {
    if lines.is_empty() {
        return t!(tr, "log-empty");
    }
    let mut text = lines.join("\n");
    while text.chars().count() > 1900 {
        text = text.split_once('\n').map_or_else(|| render::clip(&text, 1900), |(_, rest)| rest.to_owned());
    }
    text
}

/// At most this many lines under "Since your last move:".
pub const SINCE_LINES: usize = 5;
/// At most this many events of one player's turn on its line.
const SINCE_PER_TURN: usize = 3;

/// What the others did since `seat` last moved, in words: one line per
/// player's turn (a run of moves by one seat), the newest [`SINCE_LINES`];
/// empty if `seat` has not moved yet or nobody has moved since. Only public
/// events. Blocking.
pub fn since_last_move(store: &dyn Store, record: &SessionRecord, seat: Seat, tr: &Tr) -> Vec<String> {
    let log = store.log(record.id).unwrap_or_default();
    let Some(mine) = log.iter().rposition(|e| e.seat == seat.0) else { return Vec::new() };
    let words = GameWords::new(record, tr);
    let mut turns: Vec<(u8, Vec<String>)> = Vec::new();
    for entry in &log[mine + 1..] {
        let events: Vec<String> = public_of(entry).iter().map(|e| words.word(&e.msg)).collect();
        if events.is_empty() {
            continue;
        }
        match turns.last_mut() {
            Some((who, list)) if *who == entry.seat => list.extend(events),
            _ => turns.push((entry.seat, events)),
        }
    }
    let skip = turns.len().saturating_sub(SINCE_LINES);
    turns
        .into_iter()
        .skip(skip)
        .map(|(_, events)| {
            let shown = &events[events.len().saturating_sub(SINCE_PER_TURN)..];
            let more = events.len() - shown.len();
            let mut line = shown.join(" ");
            if more > 0 {
                line = format!("{} {line}", t!(tr, "since-more", count = more));
            }
            format!("> {}", render::clip(&line, 300))
        })
        .collect()
}

/// A panel for a seat whose turn it is: when others have moved since its
/// last move, it opens with what they did.
pub async fn turn_panel(
    data: &Data,
    record: &SessionRecord,
    game: &AnyGame,
    seat: Seat,
    note: &str,
    tr: &Tr,
) -> panel::Panel {
    let since = if game.to_act().includes(seat) {
        let (r, t) = (record.clone(), tr.clone());
        data.sessions.blocking(move |s| since_last_move(s.store(), &r, seat, &t)).await
    } else {
        Vec::new()
    };
    let mut head = String::new();
    if !since.is_empty() {
        head = format!("{}\n{}", t!(tr, "since-your-last-move"), since.join("\n"));
    }
    if !note.is_empty() {
        head = if head.is_empty() { note.to_owned() } else { format!("{note}\n{head}") };
    }
    panel::panel(record, game, seat, 0, &head, tr)
}

async fn current(data: &Data, id: SessionId, tr: Tr) -> Option<(SessionRecord, Option<AnyGame>, Vec<String>)> {
    data.sessions
        .blocking(move |s| {
            let (record, game) = s.get(id).ok()?;
            let lines = public_log(s.store(), &record, 5, &tr);
            Some((record, game, lines))
        })
        .await
}

/// Publishes a committed change: board, DMs.
pub async fn publish(http: &Http, data: &Data, progress: &Progress, requester: Option<u64>) {
    let id = progress.record.id;
    let lock = data.publish_lock(id);
    let _guard = lock.lock().await;
    let tr = data.server_tr(progress.record.guild).await;
    let Some((record, Some(game), events)) = current(data, id, tr.clone()).await else { return };
    let msg = render::board_message(&record, &game, &events, &tr);
    let channel = ChannelId::new(record.channel);
    let new_board = progress.turn_changed || record.board_message.is_none();
    if new_board {
        let create = CreateMessage::new()
            .content(msg.content)
            .embed(msg.embed)
            .components(msg.components)
            .allowed_mentions(msg.mentions);
        match channel.send_message(http, create).await {
            Ok(sent) => {
                // Recorded before the old board is retired: a crash in between
                // leaves an old board with buttons (which answer "stale"),
                // never a live board the bot does not know.
                let (board, shown) = (sent.id.get(), record.version);
                let _ = data
                    .sessions
                    .blocking(move |s| {
                        s.set_messages(id, |r| r.board_message = Some(board))?;
                        s.store().set_board_version(id, shown).map_err(Refusal::from)
                    })
                    .await;
                if let Some(old) = record.board_message {
                    let edit = EditMessage::new().components(Vec::new());
                    if let Err(e) = channel.edit_message(http, MessageId::new(old), edit).await {
                        tracing::warn!(session = id, error = %e, "could not retire the previous board");
                    }
                }
            }
            Err(e) => tracing::warn!(session = id, error = %e, "could not post the board"),
        }
    } else if let Some(old) = record.board_message {
        let edit = EditMessage::new()
            .content(msg.content)
            .embed(msg.embed)
            .components(msg.components)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        match channel.edit_message(http, MessageId::new(old), edit).await {
            Ok(_) => {
                let shown = record.version;
                let _ = data.sessions.blocking(move |s| s.store().set_board_version(id, shown)).await;
            }
            Err(e) => tracing::warn!(session = id, error = %e, "could not edit the board"),
        }
    }
    send_dms(http, data, &record, &game, progress, requester).await;
}

/// At start: publishes every board that fell behind its game while the bot
/// was down, so nobody waits on a turn they were never told about.
pub async fn catch_up(http: &Http, data: &Data) {
    let due = data.sessions.blocking(|s| s.catch_up()).await;
    if !due.is_empty() {
        tracing::info!(sessions = due.len(), "catching up boards the bot missed while down");
    }
    for progress in due {
        publish(http, data, &progress, None).await;
    }
}

/// DMs after a change, each in its reader's language: a panel to each human
/// who now owes a decision (on a turn change), and what changed to those
/// whose private state changed through someone else's move.
async fn send_dms(
    http: &Http,
    data: &Data,
    record: &SessionRecord,
    game: &AnyGame,
    progress: &Progress,
    requester: Option<u64>,
) {
    let to_act = game.to_act().seats();
    for (i, seat_record) in record.seats.iter().enumerate() {
        let Some(user) = seat_record.user else { continue };
        if !seat_record.dm_open {
            continue;
        }
        let seat = Seat(i as u8);
        let owes = progress.turn_changed && to_act.contains(&seat) && !progress.before.contains(&seat);
        let changed = progress.events.iter().any(|e| e.audience == Audience::Private(seat));
        let changed_by_others = changed && requester != Some(user);
        let over = game.outcome().is_some() && progress.turn_changed;
        if !(owes || changed_by_others || over) {
            continue;
        }
        let tr = data.dm_tr(user, record.guild).await;
        let words = GameWords::new(record, &tr);
        let private: Vec<String> = progress
            .events
            .iter()
            .filter(|e| e.audience == Audience::Private(seat))
            .map(|e| words.word(&e.msg))
            .collect();
        let note =
            if private.is_empty() { String::new() } else { t!(tr, "dm-what-changed", changes = private.join(" ")) };
        let p = if owes {
            turn_panel(data, record, game, seat, &note, &tr).await
        } else {
            panel::panel(record, game, seat, 0, &note, &tr)
        };
        deliver_panel(http, data, record, user, p).await;
    }
}
/// Sends a DM panel, retiring the user's previous one for this session.
/// Returns whether it arrived; if not, the seat's DMs are marked closed.
pub async fn deliver_panel(http: &Http, data: &Data, record: &SessionRecord, user: u64, p: panel::Panel) -> bool {
    let id = record.id;
    let dm = match UserId::new(user).create_dm_channel(http).await {
        Ok(dm) => dm,
        Err(e) => {
            tracing::info!(session = id, error = %e, "DMs closed; the seat plays through My hand and /play");
            let _ = data.sessions.blocking(move |s| s.set_dm_open(id, user, false)).await;
            return false;
        }
    };
    let create = CreateMessage::new()
        .content(p.content)
        .components(p.components)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    match dm.id.send_message(http, create).await {
        Ok(sent) => {
            for &(u, channel, message) in &record.dm_messages {
                if u == user {
                    let edit = EditMessage::new().components(Vec::new());
                    let _ = ChannelId::new(channel).edit_message(http, MessageId::new(message), edit).await;
                }
            }
            let (channel, message) = (dm.id.get(), sent.id.get());
            let _ = data
                .sessions
                .blocking(move |s| {
                    s.set_messages(id, |r| {
                        r.dm_messages.retain(|m| m.0 != user);
                        r.dm_messages.push((user, channel, message));
                    })
                })
                .await;
            true
        }
        Err(e) => {
            tracing::info!(session = id, error = %e, "a DM could not be delivered; DMs marked closed");
            let _ = data.sessions.blocking(move |s| s.set_dm_open(id, user, false)).await;
            false
        }
    }
}

/// Checks that a DM can reach `user` by sending a short welcome, in the
/// language of their DMs.
pub async fn check_dm(http: &Http, data: &Data, user: u64, record: &SessionRecord) -> bool {
    let tr = data.dm_tr(user, record.guild).await;
    let text = t!(tr, "dm-joined", game = render::game_name(record, &tr), channel = format!("<#{}>", record.channel));
    dm_reaches(http, user, text).await
}

/// Sends `text` by DM; whether it arrived.
pub async fn dm_reaches(http: &Http, user: u64, text: String) -> bool {
    let Ok(dm) = UserId::new(user).create_dm_channel(http).await else { return false };
    dm.id.send_message(http, CreateMessage::new().content(text)).await.is_ok()
}

/// After someone sat down in a lobby: checks that DMs reach them and, if
/// not, marks their seat and says so on the lobby message (`(channel, message)`).
pub async fn check_lobby_dm(http: &Http, data: &Data, record: &SessionRecord, user: u64, lobby: (u64, u64)) {
    if check_dm(http, data, user, record).await {
        return;
    }
    let id = record.id;
    let marked = data.sessions.blocking(move |s| s.set_dm_open(id, user, false).and_then(|()| s.get(id))).await;
    let Ok((record, _)) = marked else { return };
    let tr = data.server_tr(record.guild).await;
    let note = t!(tr, "lobby-joined-dms-closed", user = format!("<@{user}>"));
    edit_lobby(http, &record, (lobby.0, lobby.1), &note, &tr).await;
}

/// Redraws a lobby message with a note.
async fn edit_lobby(http: &Http, record: &SessionRecord, (channel, message): (u64, u64), note: &str, tr: &Tr) {
    let (embed, rows) = render::lobby(record, Some(note), tr);
    let edit =
        EditMessage::new().embed(embed).components(rows).allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = ChannelId::new(channel).edit_message(http, MessageId::new(message), edit).await {
        tracing::warn!(session = record.id, error = %e, "could not update the lobby");
    }
}

/// After a seat's DM setting changed: a lobby shows it; a running game
/// shows nothing (whether someone takes DMs is not on the board).
pub async fn show_dm_setting(http: &Http, record: &SessionRecord, note: &str, tr: &Tr) {
    if let (crate::store::Status::Lobby, Some(message)) = (record.status, record.lobby_message) {
        edit_lobby(http, record, (record.channel, message), note, tr).await;
    }
}

/// Edits a session's current board in place (a changed deadline), if it is
/// running; nothing else is sent.
pub async fn refresh_board(http: &Http, data: &Data, id: SessionId) {
    let Ok((record, Some(game))) = data.sessions.blocking(move |s| s.get(id)).await else { return };
    if record.board_message.is_none() {
        return;
    }
    let before = game.to_act().seats();
    let progress = Progress { record, game: Some(game), events: Vec::new(), before, turn_changed: false };
    publish(http, data, &progress, None).await;
}
