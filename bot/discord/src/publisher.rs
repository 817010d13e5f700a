//! The table's rhythm, in one place: what a committed change sends.
//!
//! Every path that changes a game (a click, a command, a timer's house
//! move, the catch-up after a restart) hands the session's [`Progress`]
//! to [`publish`]. A pure [`Plan`] decides, and `publish` carries it out:
//!
//! - **Board.** A new board when a decision opens for someone who must be
//!   told, or the game ends; the previous board keeps its picture and text,
//!   loses its ping line and buttons and points to the newer board below. An edit
//!   when only public state changed (or a decision opened for players at
//!   the table). Nothing at all when the change was private: a secret step
//!   never touches a public message (docs/conventions.md §3).
//! - **Pings.** At most one per decision owed: only seats a decision opened
//!   for, and only those not at the table (no move or look within
//!   [`TimerDefaults::quiet`](tavola_table::deadlines::TimerDefaults)). Seats owing
//!   a simultaneous choice are named in one line.
//! - **DMs.** A panel to each seat pinged; a note to a seat whose private
//!   state changed through someone else while it was away; at the end,
//!   each player's rank and score.
//! - **Scoring and results.** Each scoring moment is a notice of its own,
//!   before the board, titled with the game's turn; scorings that come one
//!   decision at a time within a round (Dschunke's sales, Ming's cities)
//!   are one notice when the round's scoring closes; the end is a results message pinging every
//!   player: the ranking, the tie-break in words, each player's points by
//!   kind over the game and, with pictures on, the chart of the scores.
//!
//! Once everything is out, the version published is recorded: the
//! catch-up after a crash starts from there. A board whose picture was not
//! drawn in time went out as text; once drawn, the picture is edited in if
//! the board still shows that state ([`picture_after_text`]).

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateAllowedMentions, CreateEmbed, CreateMessage, EditMessage, Http, MessageFlags, MessageId, UserId,
};
use std::sync::Arc;

use tavola_engine::{AnyGame, Audience, GameKind, Seat};
use tavola_pictures::scores::{scores_png, ScoreSeries};

use crate::context::Data;
use crate::dm_panels::DmPanels;
use crate::i18n::Tr;
use crate::notify;
use crate::notify::Delivery;
use crate::pictures::{self, Late, Picture};
use crate::render::{self, rhythm, Frame, GameWords};
use crate::t;
use tavola_table::history::History;
use tavola_table::publish::{PublishView, Published};
use tavola_table::record::{SessionId, SessionRecord};
use tavola_table::session::{counting_trips, trips_so_far, Progress};
use tavola_table::story::{self, Story};

/// What happens to the channel's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStep {
    /// Post a new board and retire the previous one.
    New,
    /// Edit the current board in place, notifying nobody.
    Edit,
    /// Leave every public message as it is.
    Keep,
}

/// What one change sends, decided from the change and who is at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub board: BoardStep,
    /// The users the board's ping line notifies.
    pub notify: Vec<u64>,
    /// Seats that get their turn panel by DM.
    pub panels: Vec<Seat>,
    /// Seats told by DM what changed in their private state.
    pub changes: Vec<Seat>,
    /// The game has just ended: results, final DMs.
    pub over: bool,
}

impl Plan {
    /// Decides what `progress` sends. `record` is the session as it stands
    /// (its clocks say who moved or looked when); `now` and `quiet` say who
    /// is at the table; `requester` made the change.
    pub fn of(progress: &Progress, record: &SessionRecord, now: i64, quiet: i64, requester: Option<u64>) -> Plan {
        let human = |s: &Seat| record.seats.get(s.index()).and_then(|r| r.user);
        let at_table = |s: &Seat| record.timers.seats.get(s.index()).is_some_and(|t| t.at_table(now, quiet));
        let over = progress.turn_changed && progress.game.as_ref().is_some_and(|g| g.outcome().is_some());
        let away: Vec<Seat> =
            progress.opened.iter().copied().filter(|s| human(s).is_some() && !at_table(s) && !over).collect();
        let notify: Vec<u64> = away.iter().filter_map(human).collect();
        let board = if record.board_message.is_none() || over || !notify.is_empty() {
            BoardStep::New
        } else if progress.public_changed || progress.turn_changed {
            BoardStep::Edit
        } else {
            BoardStep::Keep
        };
        let dm_open = |s: &Seat| record.seats.get(s.index()).is_some_and(|r| r.user.is_some() && r.dm_open);
        let panels: Vec<Seat> = away.iter().copied().filter(dm_open).collect();
        // At the start nobody has looked yet: the dealt hands go to every seat.
        let starting = record.board_message.is_none();
        let changes = Seat::all(record.seats.len())
            .filter(|s| progress.events.iter().any(|e| e.audience == Audience::Private(*s)))
            .filter(|s| dm_open(s) && !panels.contains(s))
            .filter(|s| starting || (human(s) != requester && !at_table(s)))
            .collect();
        Plan { board, notify, panels, changes, over }
    }
}

/// The session as it stands, with what its board shows, read in one trip
/// ([`Table::publish_view`](tavola_table::Table::publish_view)).
struct Current {
    view: PublishView,
    /// The newest public events, in the server's words.
    lines: Vec<String>,
    /// Whether this server's boards carry pictures.
    pictures: bool,
    /// The game's web page, when the host serves them and the server
    /// keeps them on.
    web: Option<String>,
}

impl std::ops::Deref for Current {
    type Target = PublishView;

    fn deref(&self) -> &PublishView {
        &self.view
    }
}

/// Publishes a committed change: scoring notices, the board, the results,
/// pings and DMs, as [`Plan`] decides. `requester` made the change. Two
/// trips to the blocking pool, whatever the number of seats: one read
/// before anything is sent, one write of what was sent. If the board went
/// out as text because its picture was late, the picture is edited in on
/// a task of its own once drawn: a timer's tick or a house player's next
/// move does not wait for it (before the bot is up, as in some tests, it
/// is waited for here).
pub async fn publish(http: &Http, data: &Data, progress: &Progress, requester: Option<u64>) {
    let counted = counting_trips(async {
        let lock = data.publish_lock(progress.record.id);
        let _guard = lock.lock().await;
        // Boxed, here and below: a publish's future is large, and it is
        // polled inside a click's, a tick's or a house move's own, on a
        // worker's stack.
        let owed = match data.table.publish_view(progress.record.id).await {
            Some(view) => Box::pin(publish_locked(http, data, progress, requester, view)).await,
            None => None,
        };
        (owed, trips_so_far().unwrap_or(0))
    });
    let (owed, trips) = counted.await;
    // bot/tests/e2e/trips.rs reads it.
    tracing::debug!(target: "tavola::trips", trips, session = progress.record.id, "published");
    match (owed, data.pictures.http()) {
        (Some(owed), Some(http)) => {
            let data = data.clone();
            tokio::spawn(async move { picture_after_text(&http, &data, owed).await });
        }
        (Some(owed), None) => picture_after_text(http, data, owed).await,
        (None, _) => {}
    }
}

/// A board that went out as text while its picture was still being drawn.
struct Owed {
    board: u64,
    late: Late,
}

/// Edits a late picture into the board that went out as text, once it is
/// drawn (it is in the cache then, where the edit finds it), if the board
/// still shows that very state: a newer board, or a newer state of the
/// same board (a secret step included: it must not touch the board), never
/// gets an older picture. Run after the publish let go of the session's
/// lock, so the session's next publish does not wait for the picture; at
/// most [`pictures::Late::drawn`]'s wait.
async fn picture_after_text(http: &Http, data: &Data, Owed { board, late }: Owed) {
    let (id, version) = (late.id, late.version);
    if !late.drawn().await {
        return;
    }
    let lock = data.publish_lock(id);
    let _guard = lock.lock().await;
    // Compared in the very read the edit is made from.
    let Some(view) = data.table.publish_view(id).await else { return };
    if view.record.version != version || view.record.board_message != Some(board) {
        return;
    }
    // Another publish of this very state drew it in already: a second
    // edit would only repeat it, later.
    if data.pictures.shown_on(id, version, board) {
        return;
    }
    let mut progress = Progress::quiet(view.record.clone(), Some(view.game.clone()));
    progress.public_changed = true;
    let over = view.game.outcome().is_some();
    // A picture dropped from the cache meanwhile is not waited for twice.
    let _ = Box::pin(publish_locked(http, data, &progress, None, view)).await;
    if over {
        data.pictures.forget(id);
    }
}

/// [`publish`] under the session's publishing lock, from `view`, read
/// under it; the picture the board still owes, if it went out as text.
async fn publish_locked(
    http: &Http,
    data: &Data,
    progress: &Progress,
    requester: Option<u64>,
    view: PublishView,
) -> Option<Owed> {
    let id = progress.record.id;
    let tr = view.server.clone();
    let lines = notify::board_lines(&view.record, &view.log, view.shown, &tr);
    let pictures = data.pictures.on(view.images);
    let web = web_page(data, &view).await;
    let now = Current { view, lines, pictures, web };
    let mut plan = Plan::of(progress, &now.record, data.table.now(), data.table.defaults().quiet, requester);
    let channel = ChannelId::new(now.record.channel);
    // The whole log is read only when a round's gathered scorings close.
    let log = if rhythm::closes_scoring(&progress.events) { notify::public_events(&now.log) } else { Vec::new() };
    let scoring = rhythm::scoring_lines(&now.record, &log, &progress.events, &tr);
    let notices = !plan.over && !scoring.is_empty();
    if notices {
        // The live board and its Play button come back under the scoring,
        // instead of scrolling up a round at a time.
        plan.board = BoardStep::New;
    }
    // The channel's messages go in their order; the DMs beside them, so a
    // player's panel waits for no picture and no channel's rate limit.
    let in_channel = async {
        if notices {
            for embed in rhythm::scoring_embeds(&now.record, &scoring, progress.round_before, &tr) {
                post_silent(http, channel, embed, id).await;
            }
        }
        let (board, owed) = match plan.board {
            BoardStep::New => post_board(http, data, &now, &plan, &tr).await,
            BoardStep::Edit => (None, edit_board(http, data, &now, &tr).await),
            BoardStep::Keep => (None, None),
        };
        if plan.over {
            post_results(http, &now, &tr).await;
            data.pictures.forget(id);
        }
        (board, owed)
    };
    let in_dms = async {
        let mut sent = Published::default();
        send_dms(http, &data.dm_channels, &data.dm_panels, &now, progress, &plan, &mut sent).await;
        sent
    };
    let ((board, owed), mut done) = tokio::join!(in_channel, in_dms);
    done.board = board.map(|m| (m, now.turn + 1));
    done.shown = shown_after(&plan, progress, now.record.version, now.shown);
    // The old board is retired, then one write records it all: once the
    // version is recorded as shown, the channel is as it will stay (a
    // reader waiting for the board finds the old one retired too, however
    // long the rate limit held the edit). A crash before the write leaves
    // the new board unrecorded and the version unpublished, so the
    // restart's catch-up posts the board again (the unrecorded one's
    // buttons answer "stale" once the game moves on).
    if let (Some(_), Some(old)) = (done.board, now.record.board_message) {
        retire(http, channel, MessageId::new(old), &tr).await;
    }
    if plan.board != BoardStep::Keep {
        data.open_panels.retire_older(http, data.pictures.http(), id, now.record.version).await;
    }
    if let Err(e) = data.table.published(id, done).await {
        tracing::warn!(session = id, error = %e, "could not record what was published");
    }
    if plan.over {
        // Its analysis, if queued, goes out under the results.
        data.analyses.wake(data);
    }
    data.house.wake(data, id);
    owed
}

/// The game's web page for its board's link: made the first time a board
/// links to it; none when the host serves no pages or the server turned
/// them off.
async fn web_page(data: &Data, view: &PublishView) -> Option<String> {
    let base = data.web_url.as_deref()?;
    if view.web == Some(false) {
        return None;
    }
    let token = match &view.web_token {
        Some(token) => token.clone(),
        None => match data.table.page_token(view.record.id).await {
            Ok(token) => token,
            Err(e) => {
                tracing::warn!(session = view.record.id, error = %e, "could not make the game's web page");
                return None;
            }
        },
    };
    Some(format!("{base}/g/{token}"))
}

/// The version the board shows once `plan` is carried out. A board drawn
/// now shows the session as it stands; a board left as it is shows this
/// change at most: a newer public change (the session is at `version`,
/// the board showed `shown`), committed meanwhile, still owes
/// its own board, and marking it shown would let a restart's catch-up
/// (and anyone waiting for the board) take the old board for the new.
fn shown_after(plan: &Plan, progress: &Progress, version: u64, shown: u64) -> u64 {
    match plan.board {
        BoardStep::New | BoardStep::Edit => version,
        BoardStep::Keep => shown.max(progress.record.version.min(version)),
    }
}

/// A notice that needs nobody at once: sent without a notification.
async fn post_silent(http: &Http, channel: ChannelId, embed: CreateEmbed, id: SessionId) {
    let message = CreateMessage::new()
        .embed(embed)
        .flags(MessageFlags::SUPPRESS_NOTIFICATIONS)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Err(e) = channel.send_message(http, message).await {
        tracing::warn!(session = id, error = %e, "could not post a scoring notice");
    }
}

/// Posts the next board; its message, to record, and the picture it owes
/// if it went out as text.
async fn post_board(http: &Http, data: &Data, now: &Current, plan: &Plan, tr: &Tr) -> (Option<u64>, Option<Owed>) {
    let (id, record) = (now.record.id, &now.record);
    let drawn = pictures::board_picture_or_late(data, now.pictures, record, &now.game, tr, None).await;
    let (picture, late) = drawn.into_parts();
    let frame =
        Frame { notify: plan.notify.clone(), picture: picture.as_ref().map(Picture::url), web: now.web.clone() };
    let msg = render::board_post(record, &now.game, &now.lines, Some(&frame), tr);
    let mut create = CreateMessage::new()
        .content(msg.content)
        .embed(msg.embed)
        .components(msg.components)
        .allowed_mentions(msg.mentions);
    if let Some(picture) = &picture {
        create = create.add_file(picture.attachment());
    }
    let channel = ChannelId::new(record.channel);
    let sent = match channel.send_message(http, create).await {
        Ok(sent) => sent,
        Err(e) => {
            tracing::warn!(session = id, error = %e, "could not post the board");
            return (None, None);
        }
    };
    let board = sent.id.get();
    if picture.is_some() {
        data.pictures.shown(id, record.version, board);
    }
    (Some(board), late.map(|late| Owed { board, late }))
}

/// An old board as history: its picture and text stay, its ping line and
/// buttons go, and it says a newer board is below (its title keeps the
/// game's turn: the board adds no number of its own).
async fn retire(http: &Http, channel: ChannelId, old: MessageId, tr: &Tr) {
    let edit = EditMessage::new()
        .components(Vec::new())
        .allowed_mentions(CreateAllowedMentions::new())
        .content(t!(tr, "board-retired"));
    if let Err(e) = channel.edit_message(http, old, edit).await {
        tracing::warn!(error = %e, "could not retire the previous board");
    }
}

/// Redraws the current board in place; an edit notifies nobody. A new
/// picture replaces the old file; an unchanged one is neither drawn nor
/// sent again (an edit without `attachments` keeps the message's file); a
/// text board drops any file left (serenity issue 3068: an edit that sets
/// attachments replaces them all, so the choice is always explicit here).
/// The picture it owes, if it went out as text.
async fn edit_board(http: &Http, data: &Data, now: &Current, tr: &Tr) -> Option<Owed> {
    let board = now.record.board_message?;
    let drawn = pictures::board_picture_or_late(data, now.pictures, &now.record, &now.game, tr, Some(board)).await;
    let (picture, late) = drawn.into_parts();
    let frame = Frame { notify: Vec::new(), picture: picture.as_ref().map(Picture::url), web: now.web.clone() };
    let msg = render::board_post(&now.record, &now.game, &now.lines, Some(&frame), tr);
    let mut edit = EditMessage::new()
        .content(msg.content)
        .embed(msg.embed)
        .components(msg.components)
        .allowed_mentions(CreateAllowedMentions::new());
    edit = match &picture {
        Some(p) if p.uploaded => edit,
        Some(p) => edit.new_attachment(p.attachment()),
        None => edit.remove_all_attachments(),
    };
    match ChannelId::new(now.record.channel).edit_message(http, MessageId::new(board), edit).await {
        Ok(_) if picture.is_some() => data.pictures.shown(now.record.id, now.record.version, board),
        Ok(_) => {}
        Err(e) => tracing::warn!(session = now.record.id, error = %e, "could not edit the board"),
    }
    late.map(|late| Owed { board, late })
}

/// The end: the ranking, scores, the tie-break in words, each player's
/// points by kind and the chart of the scores over the game, in a message
/// that pings every player. The story is read from the game's history; if
/// that fails (logged), the ranking still goes out, without breakdown or
/// chart.
async fn post_results(http: &Http, now: &Current, tr: &Tr) {
    let Some(outcome) = now.game.outcome() else { return };
    let humans: Vec<u64> = now.record.seats.iter().filter_map(|s| s.user).collect();
    let pings: Vec<String> = humans.iter().map(|u| format!("<@{u}>")).collect();
    let channel = ChannelId::new(now.record.channel);
    let story = results_story(now).await;
    let chart = match &story {
        Some(story) if now.pictures => chart_picture(&now.record, story, tr).await,
        _ => None,
    };
    let url = chart.as_ref().map(Picture::url);
    let extras = rhythm::ResultsExtras { story: story.as_ref(), chart: url.as_deref() };
    for (i, embed) in rhythm::results_embeds(&now.record, &outcome, extras, tr).into_iter().enumerate() {
        let mut message = CreateMessage::new().embed(embed);
        message = if i == 0 && !humans.is_empty() {
            message
                .content(t!(tr, "results-ping", pings = pings.join(" ")))
                .allowed_mentions(CreateAllowedMentions::new().users(humans.iter().copied().map(UserId::new)))
        } else {
            message.allowed_mentions(CreateAllowedMentions::new())
        };
        if i == 0 {
            if let Some(chart) = &chart {
                message = message.add_file(chart.attachment());
            }
            message = message.components(results_components(&now.record, tr));
        }
        if let Err(e) = channel.send_message(http, message).await {
            tracing::warn!(session = now.record.id, error = %e, "could not post the results");
        }
    }
}

/// The buttons under the results: **Replay**, which opens a private viewer
/// of the game for whoever clicks it.
fn results_components(record: &SessionRecord, tr: &Tr) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![crate::render::replay::open_button(record.id, tr)])]
}

/// The finished game's story, from its whole log, replayed on a blocking
/// thread (a game is a few hundred moves to replay).
async fn results_story(now: &Current) -> Option<Story> {
    let (id, record, log) = (now.record.id, now.record.clone(), now.log.clone());
    let told = tokio::task::spawn_blocking(move || story::story(&History::new(record, log))).await;
    match told {
        Ok(Ok(story)) => Some(story),
        Ok(Err(e)) => {
            tracing::warn!(session = id, error = %e, "no story for the results");
            None
        }
        Err(e) => {
            tracing::warn!(session = id, error = %e, "the results' story panicked");
            None
        }
    }
}

/// The chart of the scores over the game, drawn on a blocking thread;
/// `None` if drawing fails (logged).
///
/// Not drawn by the board pictures' pool ([`pictures::PicturePool`]): one
/// chart per finished game is no load the answers would notice, and the
/// results wait for it, with no text-first edit to fall back on, so it
/// should not queue behind the boards of busy games.
async fn chart_picture(record: &SessionRecord, story: &Story, tr: &Tr) -> Option<Picture> {
    let kind = GameKind::from_id(&record.game).ok()?;
    let series = ScoreSeries { kind, rounds: story.rounds.clone(), scores: story.scores.clone() };
    let names: Vec<String> = record.seats.iter().map(|r| render::seat_name_plain(r, tr)).collect();
    let (words, lang, id) = (tr.words().clone(), tr.lang(), record.id);
    let drawn = tokio::task::spawn_blocking(move || scores_png(&series, &names, lang, &words)).await;
    match drawn {
        Ok(Ok(png)) => Some(Picture { name: format!("scores-{id}.png"), png: Arc::new(png), uploaded: false }),
        Ok(Err(e)) => {
            tracing::warn!(session = id, error = %e, "the results' chart failed; results without it");
            None
        }
        Err(e) => {
            tracing::warn!(session = id, error = %e, "the results' chart panicked; results without it");
            None
        }
    }
}

/// The DMs of a change, each in its reader's language.
async fn send_dms(
    http: &Http,
    dm_channels: &notify::DmChannels,
    dm_panels: &DmPanels,
    now: &Current,
    progress: &Progress,
    plan: &Plan,
    done: &mut Published,
) {
    let record = &now.record;
    for (i, seat_record) in record.seats.iter().enumerate() {
        let Some(user) = seat_record.user.filter(|_| seat_record.dm_open) else { continue };
        let seat = Seat(i as u8);
        let tr = now.dm_tr(user).clone();
        if plan.over {
            let over = t!(tr, "dm-panel-game-over", channel = format!("<#{}>", record.channel));
            notify::close_panels(http, dm_panels, record, user, &over).await;
            final_dm(http, dm_channels, record, &now.game, seat, user, &tr).await;
            continue;
        }
        let (panel_due, changed) = (plan.panels.contains(&seat), plan.changes.contains(&seat));
        if !(panel_due || changed) {
            continue;
        }
        let words = GameWords::new(record, &tr);
        let private: Vec<String> = progress
            .events
            .iter()
            .filter(|e| e.audience == Audience::Private(seat))
            .map(|e| words.word(&e.msg))
            .collect();
        let note =
            if private.is_empty() { String::new() } else { t!(tr, "dm-what-changed", changes = private.join(" ")) };
        // A panel due opens with what the others did since the seat's last move.
        let recent = if panel_due && now.game.to_act().includes(seat) { now.since_last_move(seat) } else { &[] };
        let p = notify::panel_after(record, &now.game, seat, recent, &note, &tr);
        let superseded = t!(tr, "dm-panel-superseded");
        match notify::send_panel(http, dm_channels, dm_panels, record, user, p, superseded).await {
            Delivery::Sent(channel, message) => done.dm_panels.push((user, channel, message)),
            Delivery::Closed => done.dms_closed.push(user),
        }
    }
}

/// A player's last DM of a game: their rank and score.
async fn final_dm(
    http: &Http,
    dm_channels: &notify::DmChannels,
    record: &SessionRecord,
    game: &AnyGame,
    seat: Seat,
    user: u64,
    tr: &Tr,
) {
    let Some(outcome) = game.outcome() else { return };
    let text = t!(
        tr,
        "results-dm",
        game = render::game_name(record, tr),
        channel = format!("<#{}>", record.channel),
        rank = rhythm::rank(&outcome, seat),
        players = record.seats.len(),
        score = rhythm::score_amount(record, outcome.scores[seat.index()], tr),
        won = if outcome.winners.contains(&seat) { "yes" } else { "no" }
    );
    if !notify::dm_reaches(http, dm_channels, user, text).await {
        tracing::info!(session = record.id, user, "a final DM could not be delivered");
    }
}

/// At start: publishes every board that fell behind its game while the bot
/// was down, so nobody waits on a turn they were never told about.
pub async fn catch_up(http: &Http, data: &Data) {
    let mut due = data.table.catch_up().await;
    // Of several processes, each catches up the games of its own servers.
    due.retain(|p| data.serves(p.record.guild));
    if !due.is_empty() {
        tracing::info!(sessions = due.len(), "catching up boards the bot missed while down");
    }
    for progress in due {
        publish(http, data, &progress, None).await;
    }
}

/// Redraws a session's current board in place (a changed deadline, a
/// changed language), if it is running; nothing else is sent.
pub async fn refresh_board(http: &Http, data: &Data, id: SessionId) {
    // A publish under way records its board only at its end: wait for it.
    drop(data.publish_lock(id).lock().await);
    let Ok((record, Some(game))) = data.table.get(id).await else { return };
    if record.board_message.is_none() {
        return;
    }
    let mut progress = Progress::quiet(record, Some(game));
    progress.public_changed = true;
    publish(http, data, &progress, None).await;
}

#[cfg(test)]
#[path = "publisher_tests.rs"]
mod tests;
