//! The pieces the publisher and the commands share: the public log in
//! words, "Since your last move:", turn panels, DM delivery and the lobby's
//! DM check. What a change sends is decided in one place,
//! [`crate::publisher`]. A DM that
//! cannot be delivered marks the seat's DMs closed; the game never waits
//! for it.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage, EditMessage, Http, MessageId, UserId};
use tavola_engine::{AnyGame, AppliedEvent, Audience, Seat};

use crate::context::Data;
use crate::dm_panels::{self, DmPanels};
use crate::i18n::Tr;
use crate::render::{self, panel, GameWords};
use crate::t;
use tavola_table::record::{LogEntry, SessionRecord};
use tavola_table::request::{Actor, Request};
use tavola_table::Table;

/// The public events of a log entry.
fn public_of(entry: &LogEntry) -> Vec<AppliedEvent> {
    let events: Vec<AppliedEvent> = serde_json::from_value(entry.events.clone()).unwrap_or_default();
    events.into_iter().filter(|e| e.audience == Audience::Public).collect()
}

/// Every public event of a log, in order.
pub fn public_events(log: &[LogEntry]) -> Vec<AppliedEvent> {
    log.iter().flat_map(public_of).collect()
}

/// The last `n` public events of a session's log, in words, oldest first.
pub fn public_log(record: &SessionRecord, log: &[LogEntry], n: usize, tr: &Tr) -> Vec<String> {
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
    if lines.len() < n {
        // The whole log fits: the set-up's public events open it.
        let setup = record.snapshot.as_deref().and_then(|s| serde_json::from_str::<AnyGame>(s).ok());
        let setup = setup.map(|g| g.setup_events()).unwrap_or_default();
        let public: Vec<String> =
            setup.iter().filter(|e| e.audience == Audience::Public).map(|e| words.word(&e.msg)).collect();
        let room = n - lines.len();
        lines.extend(public.into_iter().rev().take(room));
    }
    lines.reverse();
    lines
}

/// At least this many lines of events under a board, for context.
pub const BOARD_LINES: usize = 5;
/// At most this many characters of events under a board: a reveal, a
/// conflict or an ending the channel has not seen yet is shown whole up
/// to here, then "+N more (📜 Log)".
const BOARD_EVENTS_MAX: usize = 1200;

/// The events a board shows: every public event the channel has not seen
/// yet (after version `shown`), whatever their number, within
/// [`BOARD_EVENTS_MAX`] characters; when they are fewer than
/// [`BOARD_LINES`], the ones before them too. A cut keeps whole events
/// and says how many more the Log holds, at the end.
pub fn board_lines(record: &SessionRecord, log: &[LogEntry], shown: u64, tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    let unseen: Vec<String> = log
        .iter()
        .filter(|e| e.version > shown)
        .flat_map(|entry| public_of(entry).into_iter().map(|e| words.word(&e.msg)).collect::<Vec<_>>())
        .collect();
    let lines = if unseen.len() >= BOARD_LINES { unseen } else { public_log(record, log, BOARD_LINES, tr) };
    fit_events(lines, BOARD_EVENTS_MAX, tr)
}

/// Whole events, in order, within `max` characters (one line each); the
/// rest named by count at the end: "+3 more (📜 Log)". An event longer
/// than the room is cut at a word.
pub fn fit_events(events: Vec<String>, max: usize, tr: &Tr) -> Vec<String> {
    let mut kept = Vec::new();
    let mut used = 0;
    let total = events.len();
    for event in events {
        let room = max.saturating_sub(used);
        let length = event.chars().count() + 1;
        if length > room {
            if kept.is_empty() {
                kept.push(render::clip(&event, room.max(40)));
            }
            break;
        }
        used += length;
        kept.push(event);
    }
    let more = total - kept.len();
    if more > 0 {
        kept.push(t!(tr, "events-more", count = more));
    }
    kept
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
/// At most this many characters of events on one player's line: whole
/// events, the first first, then "+N more (📜 Log)".
const SINCE_LINE_MAX: usize = 320;

/// What the others did since `seat` last moved, in words: one line per
/// player's turn (a run of moves by one seat), the newest [`SINCE_LINES`]
/// (a first line counts the turns before them); each line whole events
/// from the first, a cut said at its end ([`fit_events`]);
/// empty if `seat` has not moved yet or nobody has moved since. Only public
/// events. `recent` is the log after the seat's last move
/// ([`tavola_table::session::Sessions::since_last_move`]).
pub fn since_last_move(recent: &[LogEntry], record: &SessionRecord, tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    let mut turns: Vec<(u8, Vec<String>)> = Vec::new();
    for entry in recent {
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
    let mut lines: Vec<String> = Vec::new();
    if skip > 0 {
        lines.push(format!("> {}", t!(tr, "since-earlier-turns", count = skip)));
    }
    lines.extend(
        turns
            .into_iter()
            .skip(skip)
            .map(|(_, events)| format!("> {}", fit_events(events, SINCE_LINE_MAX, tr).join(" "))),
    );
    lines
}

/// A panel for a seat whose turn it is: when others have moved since its
/// last move, it opens with what they did. Reads the log (one trip to the
/// blocking pool) when the seat owes a decision.
pub async fn turn_panel(
    data: &Data,
    record: &SessionRecord,
    game: &AnyGame,
    seat: Seat,
    note: &str,
    tr: &Tr,
) -> panel::Panel {
    let recent = if game.to_act().includes(seat) {
        data.table.since_last_move(record.id, seat).await.unwrap_or_default()
    } else {
        Vec::new()
    };
    panel_after(record, game, seat, &recent, note, tr)
}

/// [`turn_panel`] with the log after the seat's last move already read.
pub fn panel_after(
    record: &SessionRecord,
    game: &AnyGame,
    seat: Seat,
    recent: &[LogEntry],
    note: &str,
    tr: &Tr,
) -> panel::Panel {
    let since = since_last_move(recent, record, tr);
    let mut head = String::new();
    if !since.is_empty() {
        head = format!("{}\n{}", t!(tr, "since-your-last-move"), since.join("\n"));
    }
    if !note.is_empty() {
        head = if head.is_empty() { note.to_owned() } else { format!("{note}\n{head}") };
    }
    panel::panel(record, game, seat, 0, &head, tr)
}

/// Where a DM panel went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Sent: the DM channel and the message.
    Sent(u64, u64),
    /// The user's DMs are closed: the seat plays through My hand and /play.
    Closed,
}

/// Sends a DM panel and retires the user's previous one for this session
/// (its options stay, disabled, under `superseded`: see
/// [`crate::dm_panels`]); records nothing (the caller does, see
/// [`deliver_panel`]).
pub async fn send_panel(
    http: &Http,
    dm_channels: &DmChannels,
    dm_panels: &DmPanels,
    record: &SessionRecord,
    user: u64,
    p: panel::Panel,
    superseded: String,
) -> Delivery {
    let id = record.id;
    let dm = match dm_channels.of(http, user).await {
        Ok(dm) => dm,
        Err(e) => {
            tracing::info!(session = id, error = %e, "DMs closed; the seat plays through My hand and /play");
            return Delivery::Closed;
        }
    };
    let create = CreateMessage::new()
        .content(p.content.clone())
        .components(p.components.clone())
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    match dm.send_message(http, create).await {
        Ok(sent) => {
            retire_panels(http, dm_panels, record, user).await;
            dm_panels.sent(sent.id.get(), &p, superseded);
            Delivery::Sent(dm.get(), sent.id.get())
        }
        Err(e) => {
            tracing::info!(session = id, error = %e, "a DM could not be delivered; DMs marked closed");
            Delivery::Closed
        }
    }
}

/// Retires `user`'s DM panels of this session, a newer one being sent:
/// their options stay, disabled, as history ([`crate::dm_panels`]).
async fn retire_panels(http: &Http, dm_panels: &DmPanels, record: &SessionRecord, user: u64) {
    for &(u, channel, message) in &record.dm_messages {
        if u == user {
            if let Err(e) = dm_panels::retire(http, dm_panels, channel, message).await {
                tracing::debug!(session = record.id, error = %e, "an old DM panel could not be retired");
            }
        }
    }
}

/// At the end of the game: `user`'s DM panels of this session say `line`
/// instead ("👉 Your move" no longer holds), without buttons.
pub async fn close_panels(http: &Http, dm_panels: &DmPanels, record: &SessionRecord, user: u64, line: &str) {
    for &(u, channel, message) in &record.dm_messages {
        if u == user {
            let _ = dm_panels.retire(message);
            let edit = EditMessage::new().content(line).components(Vec::new());
            if let Err(e) = ChannelId::new(channel).edit_message(http, MessageId::new(message), edit).await {
                tracing::debug!(session = record.id, error = %e, "an old DM panel could not be closed");
            }
        }
    }
}

/// Sends a DM panel (see [`send_panel`]) and records where it went, or
/// that the seat's DMs are closed. Returns whether it arrived.
pub async fn deliver_panel(http: &Http, data: &Data, record: &SessionRecord, user: u64, p: panel::Panel) -> bool {
    let id = record.id;
    let superseded = t!(data.dm_tr(user, record.guild).await, "dm-panel-superseded");
    match send_panel(http, &data.dm_channels, &data.dm_panels, record, user, p, superseded).await {
        Delivery::Sent(channel, message) => {
            let _ = data.table.set_dm_panel(id, user, (channel, message)).await;
            true
        }
        Delivery::Closed => {
            let _ = data.table.apply(id, Actor::player(user), Request::DmOpen(false)).await;
            false
        }
    }
}

/// Checks that a DM can reach `user` by sending a short welcome, in the
/// language of their DMs.
pub async fn check_dm(http: &Http, data: &Data, user: u64, record: &SessionRecord) -> bool {
    let tr = data.dm_tr(user, record.guild).await;
    let text = t!(tr, "dm-joined", game = render::game_name(record, &tr), channel = format!("<#{}>", record.channel));
    dm_reaches(http, &data.dm_channels, user, text).await
}

/// Sends `text` by DM; whether it arrived.
pub async fn dm_reaches(http: &Http, dm_channels: &DmChannels, user: u64, text: String) -> bool {
    let Ok(dm) = dm_channels.of(http, user).await else { return false };
    dm.send_message(http, CreateMessage::new().content(text)).await.is_ok()
}

/// The users' DM channels. Discord gives a user the same one for good, and
/// asking for it spends a request from a bucket the whole bot shares (at
/// scale, a DM per move would queue behind it; after a restart, every
/// player's first DM would): each is asked for once ever, and kept in the
/// store, with the latest in memory. Two tasks that want the same user's
/// at once (a lobby's DM check and the game's first panel) share one
/// lookup rather than each reading the store and asking Discord.
pub struct DmChannels {
    table: Table,
    known: std::sync::Mutex<std::collections::HashMap<u64, std::sync::Arc<tokio::sync::OnceCell<u64>>>>,
}

/// How many users' DM channels are remembered in memory; past it, the
/// memory starts afresh (the store still has them all).
const DM_CHANNELS_KEPT: usize = 100_000;

impl DmChannels {
    pub fn new(table: Table) -> DmChannels {
        DmChannels { table, known: std::sync::Mutex::default() }
    }

    /// `user`'s DM channel.
    ///
    /// # Errors
    /// Discord refuses (an unknown user); the next call asks again.
    pub async fn of(&self, http: &Http, user: u64) -> Result<ChannelId, serenity::Error> {
        let cell = {
            let mut known = self.known.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if known.len() >= DM_CHANNELS_KEPT && !known.contains_key(&user) {
                known.clear();
            }
            known.entry(user).or_default().clone()
        };
        let channel = cell.get_or_try_init(|| self.look_up(http, user)).await?;
        Ok(ChannelId::new(*channel))
    }

    /// From the store, else from Discord (and then kept).
    async fn look_up(&self, http: &Http, user: u64) -> Result<u64, serenity::Error> {
        match self.table.dm_channel(user).await {
            Ok(Some(channel)) => return Ok(channel),
            Ok(None) => {}
            Err(e) => tracing::warn!(user, error = %e, "could not read a kept DM channel; asking Discord"),
        }
        let channel = UserId::new(user).create_dm_channel(http).await?.id.get();
        if let Err(e) = self.table.keep_dm_channel(user, channel).await {
            tracing::warn!(user, error = %e, "could not keep a DM channel");
        }
        Ok(channel)
    }
}

/// After someone sat down in a lobby: checks that DMs reach them and, if
/// not, marks their seat and says so on the lobby message (`(channel, message)`).
pub async fn check_lobby_dm(http: &Http, data: &Data, record: &SessionRecord, user: u64, lobby: (u64, u64)) {
    if check_dm(http, data, user, record).await {
        return;
    }
    let id = record.id;
    let marked = data.table.apply(id, Actor::player(user), Request::DmOpen(false)).await;
    let Some(record) = marked.ok().and_then(|applied| applied.record().cloned()) else { return };
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
    if let (tavola_table::record::Status::Lobby, Some(message)) = (record.status, record.lobby_message) {
        edit_lobby(http, record, (record.channel, message), note, tr).await;
    }
}

#[cfg(test)]
mod tests {

    use serde_json::json;
    use tavola_engine::{Audience, GameKind};

    use super::*;
    use tavola_table::session::Sessions;

    #[test]
    fn the_public_set_up_events_open_the_log() {
        let dir = std::env::temp_dir().join(format!("tavola-notify-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let s = Sessions::open_sqlite(&dir.join("tavola.db")).unwrap();
        let kind = GameKind::from_id("junk").unwrap();
        let dealt = json!({"opening_hands": "dealt"});
        let rec = s.open_lobby(1, 10, (1, "Anna".into(), true), kind, None, dealt).unwrap();
        s.join_as(rec.id, 2, "Ben").unwrap();
        s.join_as(rec.id, 3, "Carla").unwrap();
        let started = s.start_as(rec.id, 1).unwrap();
        let game = started.game.clone().unwrap();
        let tr = crate::i18n::Tr::embedded(crate::i18n::Lang::En);
        // Nobody has moved yet: the log is empty, the set-up opens it.
        let log = public_log(&started.record, &[], 15, &tr);
        let public = game.setup_events().iter().filter(|e| e.audience == Audience::Public).count();
        assert!(public > 0 && log.len() >= public, "{log:?}");
    }
}
