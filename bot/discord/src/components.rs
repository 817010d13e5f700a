//! Button and select-menu clicks: parsed into a typed [`ComponentId`] and
//! handled here, not by collectors, so every panel keeps working across
//! restarts. A stale, forged or replayed click changes nothing and gets a
//! private answer (with a fresh panel where one helps). A replay viewer's
//! controls go to [`replay`].

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, Http};
use tavola_engine::Audience;

use crate::answer::{self, Answer, Sent};
use crate::context::{display_name, is_admin, refusal_words, user_message, Data, Error};
use crate::i18n::Tr;
use crate::notify;
use crate::render::ids::{parse_group_value, parse_many_value, Action, ComponentId};
use crate::render::panel::{At, Detail};
use crate::render::{self, panel, GameWords};
use crate::t;
use crate::{publisher, replay, takeback};
use tavola_table::deadlines::Millis;
use tavola_table::record::SessionId;
use tavola_table::request::{counts_of, Actor, Applied, Change, Moves, Pending, Request, Seen};
use tavola_table::session::{seat_of, Played, Progress, Refusal};

/// Handles one component interaction: parse, apply, answer, publish.
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
        ComponentId::Replay { session, turn, step } => {
            let result = replay::click(http, data, ci, session, turn, step, &tr).await;
            return match result {
                Err(e @ (Error::Refused(_) | Error::Input(_))) => {
                    whisper(http, ci, user_message(&e, &tr), Vec::new()).await
                }
                other => other,
            };
        }
        ComponentId::Unknown(text) => {
            tracing::info!(custom_id = %text, user, "unknown custom_id refused");
            return whisper(http, ci, refusal_words(&Refusal::Forged, &tr), Vec::new()).await;
        }
    };
    let actor = Actor { user, admin: is_admin(ci.member.as_ref()) };
    let click = Click { http, data, ci, session, version, actor, tr: &tr };
    let result = match action {
        Action::Join => {
            let name = display_name(&ci.user, ci.member.as_ref());
            click.lobby(Request::Join { name, dm_open: true }, "lobby-joined").await
        }
        Action::Leave => click.lobby(Request::Leave, "lobby-left").await,
        Action::AddHouse => click.lobby(Request::AddHouse, "lobby-house-joined").await,
        Action::HouseLevel => match one_value(ci).map(str::parse) {
            Some(Ok(level)) => click.lobby(Request::LobbyHouseLevel(level), "lobby-house-level").await,
            _ => Err(Error::Refused(Refusal::Forged)),
        },
        Action::Cancel => click.lobby(Request::Cancel, "lobby-cancelled").await,
        Action::LobbyHints(true) => click.lobby(Request::LobbyHints(true), "lobby-hints-on").await,
        Action::LobbyHints(false) => click.lobby(Request::LobbyHints(false), "lobby-hints-off").await,
        Action::Start => click.lobby(Request::Start, "game-started").await,
        Action::Play => click.look(At::Page(0), false).await,
        Action::Page(page) => click.look(At::Page(page), true).await,
        Action::Group(key) => click.look(At::Group(key), true).await,
        Action::Hand => click.hand().await,
        Action::Log => click.log().await,
        Action::Details => click.details().await,
        Action::TakeBack => click.take_back().await,
        Action::Hint => {
            let p = crate::hint::hint_panel(data, session, user, &tr).await?;
            whisper(http, ci, p.content, p.components).await
        }
        Action::AdminUndo(moves) => click.admin_undo(moves).await,
        Action::Quiet(started_at) => click.quiet(started_at).await,
        Action::Take(id) => click.play(Moves::Ids(vec![id]), true).await,
        Action::Confirm(id) => click.play(Moves::Ids(vec![id]), false).await,
        Action::Choose => match one_value(ci) {
            Some(value) => match parse_group_value(value) {
                Some(key) => click.look(At::Group(key.to_owned()), true).await,
                None => click.play(Moves::Ids(vec![value.to_owned()]), true).await,
            },
            None => Err(Error::Refused(Refusal::Forged)),
        },
        Action::ChooseMany => match &ci.data.kind {
            ComponentInteractionDataKind::StringSelect { values } if !values.is_empty() => {
                let picked: Option<Vec<String>> =
                    values.iter().map(|v| parse_many_value(v).map(str::to_owned)).collect();
                match picked {
                    Some(picked) => click.play(Moves::Picked(picked), true).await,
                    None => Err(Error::Refused(Refusal::Forged)),
                }
            }
            _ => Err(Error::Refused(Refusal::Forged)),
        },
        Action::ConfirmMany(counts) => click.play(Moves::Counts(counts), false).await,
    };
    match result {
        Err(Error::Refused(Refusal::Stale)) => {
            let stale = refusal_words(&Refusal::Stale, &tr);
            match fresh_panel(data, session, user, &stale, &tr).await {
                Some((p, version)) => {
                    let live = !p.components.is_empty();
                    let sent =
                        answer::send(http, ci, Answer::private(render::clip(&p.content, 1900), p.components)).await?;
                    keep_open(data, ci, (sent, live), session, version, &tr);
                    Ok(())
                }
                None => whisper(http, ci, stale, Vec::new()).await,
            }
        }
        Err(e @ (Error::Refused(_) | Error::Input(_))) => whisper(http, ci, user_message(&e, &tr), Vec::new()).await,
        other => other,
    }
}

/// The one value of a single-choice select menu.
fn one_value(ci: &ComponentInteraction) -> Option<&str> {
    match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => Some(&values[0]),
        _ => None,
    }
}

/// One click, parsed: who clicked what, on which session at which version.
struct Click<'a> {
    http: &'a Http,
    data: &'a Data,
    ci: &'a ComponentInteraction,
    session: SessionId,
    version: u64,
    actor: Actor,
    /// The clicker's words.
    tr: &'a Tr,
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

/// A fresh panel for `user`, and the version its moves are for.
async fn fresh_panel(data: &Data, session: SessionId, user: u64, note: &str, tr: &Tr) -> Option<(panel::Panel, u64)> {
    let (note, tr) = (note.to_owned(), tr.clone());
    let (record, game) = data.table.get(session).await.ok()?;
    let seat = seat_of(&record, user)?;
    Some((panel::panel(&record, game.as_ref()?, seat, 0, &note, &tr), record.version))
}

/// Keeps a panel with moves (`live`) just sent privately in a channel as
/// `ci`'s response, so that it retires once the game moves past `version`
/// ([`crate::open_panels`]): only this interaction's token can edit it. A
/// follow-up (after a defer) is not kept, as `@original` is then the
/// clicked message; a DM panel is retired by the publisher.
fn keep_open(
    data: &Data,
    ci: &ComponentInteraction,
    (sent, live): (Sent, bool),
    session: SessionId,
    version: u64,
    tr: &Tr,
) {
    if live && sent == Sent::Response && ci.guild_id.is_some() {
        data.open_panels.opened(ci.id.get(), &ci.token, session, version, t!(tr, "panel-retired"));
    }
}

/// The interaction that made the clicked message, if one did (a private
/// panel); none for a message the bot posted itself (a board, a DM).
fn made_by(ci: &ComponentInteraction) -> Option<u64> {
    use serenity::MessageInteractionMetadata as Made;
    match ci.message.interaction_metadata.as_deref()? {
        Made::Command(m) => Some(m.id.get()),
        Made::Component(m) => Some(m.id.get()),
        Made::ModalSubmit(m) => Some(m.id.get()),
        _ => None,
    }
}

/// What the actor reads after a move, in their language: the move, their
/// private events, and their next panel if they still owe a decision.
fn after_move(progress: &Progress, user: u64, label: &str, tr: &Tr) -> panel::Panel {
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

impl Click<'_> {
    async fn submit(&self, request: Request) -> Result<Applied, Error> {
        Ok(self.data.table.apply(self.session, self.actor.clone(), request).await?)
    }

    /// Replaces the clicked panel in place, so used buttons vanish; a
    /// panel still offering moves, for `version`, stays open until the
    /// game moves on ([`crate::open_panels`]); a DM panel is retired as
    /// it shows now ([`crate::dm_panels`]).
    async fn replace_panel(&self, p: panel::Panel, version: Option<u64>) -> Result<(), Error> {
        let version = version.filter(|_| !p.components.is_empty());
        // A DM panel is remembered as it now shows.
        let shown = self
            .ci
            .guild_id
            .is_none()
            .then(|| panel::Panel { content: p.content.clone(), components: p.components.clone() });
        let sent = answer::send(self.http, self.ci, Answer::update(p.content, p.components)).await?;
        if let Some(shown) = shown.filter(|_| sent == Sent::Response) {
            self.data.dm_panels.redrawn(self.ci.message.id.get(), &shown);
        }
        if let Some(made_by) = made_by(self.ci) {
            let version = version.filter(|_| sent == Sent::Response);
            self.data.open_panels.redrawn(made_by, &self.ci.token, version);
        }
        Ok(())
    }

    /// A lobby button: the lobby is edited in place, in the server's
    /// language, with a note of who did what.
    async fn lobby(&self, request: Request, note: &'static str) -> Result<(), Error> {
        let join = matches!(request, Request::Join { .. });
        let applied = self.submit(request).await?;
        let record = applied.record().cloned().ok_or(Refusal::Forged)?;
        let user = self.actor.user;
        let tr = self.data.server_tr(record.guild).await;
        let note = t!(tr, note, user = format!("<@{user}>"));
        let (embed, rows) = render::lobby(&record, Some(&note), &tr);
        let answer = Answer { embeds: vec![embed], components: rows, update: true, ..Answer::default() };
        answer::send(self.http, self.ci, answer).await?;
        if join {
            // Answered first; the DM check follows and edits the lobby if it fails.
            let lobby = (self.ci.channel_id.get(), self.ci.message.id.get());
            notify::check_lobby_dm(self.http, self.data, &record, user, lobby).await;
        }
        if let Some(p) = applied.progress() {
            publisher::publish(self.http, self.data, p, Some(user)).await;
        }
        Ok(())
    }

    /// The clicker's panel: a fresh one (Play), or a page or group of the
    /// clicked one, edited in place.
    async fn look(&self, at: At, update: bool) -> Result<(), Error> {
        let seen = self.seen().await?;
        let tr = self.tr;
        let version = seen.record.version;
        if update {
            let p = panel::step(&seen.record, &seen.game, seen.seat, &at, Detail::Step, "", tr);
            return self.replace_panel(p, Some(version)).await;
        }
        let p = notify::panel_after(&seen.record, &seen.game, seen.seat, &seen.recent, "", tr);
        let live = !p.components.is_empty();
        let sent = answer::send(self.http, self.ci, Answer::private(p.content, p.components)).await?;
        keep_open(self.data, self.ci, (sent, live), self.session, version, tr);
        Ok(())
    }

    async fn seen(&self) -> Result<Seen, Error> {
        Ok(self.data.table.look(self.session, self.actor.user).await?)
    }

    async fn hand(&self) -> Result<(), Error> {
        let seen = self.seen().await?;
        let text = format!(
            "{}\n{}",
            panel::header(&seen.record, &seen.game, seen.seat, self.tr),
            panel::hand_text(&seen.game, seen.seat, self.tr)
        );
        whisper(self.http, self.ci, text, Vec::new()).await
    }

    async fn log(&self) -> Result<(), Error> {
        let (record, _, log) = self.data.table.with_log(self.session, None).await?;
        let lines = notify::public_log(&record, &log, 15, self.tr);
        whisper(self.http, self.ci, notify::log_text(&lines, self.tr), Vec::new()).await
    }

    /// The 🔍 Details of the board: the details picture of the position
    /// the channel's board shows, privately, in the clicker's words.
    async fn details(&self) -> Result<(), Error> {
        let shown = self.data.table.page_board(self.session).await?;
        let game = shown.game.ok_or(Refusal::NotStarted)?;
        let name = format!("details-{}-{}.png", shown.record.id, shown.stamp.version);
        let caption = t!(self.tr, "details-caption", game = render::game_name(&shown.record, self.tr));
        answer::send(self.http, self.ci, details_answer(self.data, &shown.record, &game, caption, name, self.tr).await)
            .await?;
        Ok(())
    }

    /// "Quiet this turn" on a reminder: the button goes, the deadline stays.
    async fn quiet(&self, started_at: Millis) -> Result<(), Error> {
        let deadline = self.data.table.quiet(self.session, self.actor.user, started_at).await?;
        let text = t!(self.tr, "reminder-quieted", due = render::discord_timestamp(deadline, 'R'));
        whisper(self.http, self.ci, text, Vec::new()).await
    }

    /// A move picked on a panel: the step that completes a secret
    /// submission is first restated with Confirm and Change (confirm only
    /// what a misclick cannot take back, docs/conventions.md); anything
    /// else is taken at once.
    async fn play(&self, moves: Moves, confirm: bool) -> Result<(), Error> {
        let counted = !matches!(moves, Moves::Ids(_));
        match self.data.table.play(self.session, self.actor.user, Some(self.version), moves, confirm).await? {
            Played::ToConfirm(pending) => {
                self.replace_panel(confirmation(&pending, counted, self.tr), Some(self.version)).await
            }
            Played::Changed(change) => {
                let version = change.progress.record.version;
                self.replace_panel(move_reply(&change, self.actor.user, counted, self.tr), Some(version)).await?;
                publisher::publish(self.http, self.data, &change.progress, Some(self.actor.user)).await;
                Ok(())
            }
        }
    }

    /// The player's Undo button: their latest move taken back, if the rule
    /// allows ([`takeback`]).
    async fn take_back(&self) -> Result<(), Error> {
        let p =
            takeback::take_back(self.http, self.data, self.session, Some(self.version), &self.actor, self.tr).await?;
        self.replace_panel(p, None).await
    }

    /// An admin confirms undoing `moves` players' moves.
    async fn admin_undo(&self, moves: u8) -> Result<(), Error> {
        let undo = (usize::from(moves), Some(self.version));
        let p = takeback::admin_confirmed(self.http, self.data, self.session, &self.actor, undo, self.tr).await?;
        self.replace_panel(p, None).await
    }
}

/// A Details click's private answer: the details picture with its
/// caption, or a line saying why there is none.
pub async fn details_answer(
    data: &Data,
    record: &tavola_table::record::SessionRecord,
    game: &tavola_engine::AnyGame,
    caption: String,
    name: String,
    tr: &Tr,
) -> Answer {
    match crate::pictures::details(data, record, game, tr, name).await {
        crate::pictures::Details::Picture(p) => {
            Answer { files: vec![p.attachment()], ..Answer::private(caption, Vec::new()) }
        }
        crate::pictures::Details::NoneForGame => Answer::private(t!(tr, "details-none"), Vec::new()),
        crate::pictures::Details::Failed => Answer::private(t!(tr, "details-unavailable"), Vec::new()),
    }
}

/// The Confirm panel of moves that complete a secret submission.
fn confirmation(pending: &Pending, counted: bool, tr: &Tr) -> panel::Panel {
    match pending.moves.as_slice() {
        [only] if !counted => panel::confirm(&pending.record, only, tr),
        moves => {
            let picked: Vec<&str> = moves.iter().map(|m| m.id.as_str()).collect();
            let counts = counts_of(&pending.game.legal(pending.seat), &picked).unwrap_or_default();
            panel::confirm_many(&pending.record, &pending.game, pending.seat, &counts, tr)
        }
    }
}

/// What the mover reads after moves were taken (a click or a typed
/// `/play`): the moves in words, their private events, their next panel if
/// they still owe a decision, and Undo when they may take the move back.
pub fn move_reply(change: &Change, user: u64, counted: bool, tr: &Tr) -> panel::Panel {
    let progress = &change.progress;
    let p = after_move(progress, user, &played_label(change, counted, tr), tr);
    takeback::offer(p, &progress.record, change.can_take_back, tr)
}

/// The moves just played, in the player's words: "Sell silk", or for a
/// secret set "Silk ×2, Tea ×1".
fn played_label(change: &Change, counted: bool, tr: &Tr) -> String {
    let words = GameWords::new(&change.progress.record, tr);
    if !counted {
        return change.played.first().map_or_else(|| t!(tr, "move-done-default"), |m| words.word(m));
    }
    let mut runs: Vec<(&tavola_engine::Msg, usize)> = Vec::new();
    for msg in &change.played {
        match runs.last_mut() {
            Some((last, n)) if *last == msg => *n += 1,
            _ => runs.push((msg, 1)),
        }
    }
    runs.iter().map(|(m, n)| format!("{} ×{n}", words.word(m))).collect::<Vec<_>>().join(", ")
}
