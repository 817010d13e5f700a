//! `/game export` for players: a finished game's public log in words and
//! its JSON (the same document `/admin export` gives), as two private
//! attachments. Only a finished game: the JSON holds every action, which
//! in a running game would reveal choices still sealed. Only its players:
//! anyone else has `/game replay`.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{CreateAllowedMentions, CreateAttachment};
use tavola_engine::Msg;
use tavola_words::log::PublicLog;

use super::admin::export_json;
use crate::context::{Data, Error};
use crate::i18n::{Domain, Tr};
use crate::render::{self, GameWords};
use crate::{msg, t};
use tavola_table::history::History;
use tavola_table::session::{seat_of, Refusal};
use tavola_table::Finished;

/// The export of the channel's finished game for `user`, a player of it.
///
/// # Errors
/// The channel's game still runs, it has no finished game, `user` had no
/// seat in it, or the store fails.
pub async fn for_player(data: &Data, guild: u64, channel: u64, user: u64, tr: &Tr) -> Result<CreateReply, Error> {
    let history = match data.table.finished(guild, channel).await? {
        Finished::StillPlaying => return Err(Error::Input(msg!("export-not-over"))),
        Finished::Nothing => return Err(Error::Input(msg!("export-nothing"))),
        Finished::Game(history) => *history,
    };
    if seat_of(&history.record, user).is_none() {
        return Err(Error::Input(msg!("export-not-seated")));
    }
    let (id, game) = (history.record.id, render::game_name(&history.record, tr));
    let reader = tr.clone();
    // Replaying the whole game to word it is work for a blocking thread.
    let worded = tokio::task::spawn_blocking(move || {
        let text = log_text(&history, &reader)?;
        let json = export_json(&history.record, &history.log, &reader);
        Ok::<_, Refusal>((text, json))
    });
    let (text, json) = worded.await.map_err(|e| Refusal::BadSetup(e.to_string()))??;
    let json = serde_json::to_vec_pretty(&json).map_err(|e| Refusal::BadSetup(e.to_string()))?;
    let lang = tr.lang().code();
    let reply = CreateReply::default()
        .content(t!(tr, "export-done", game = game.as_str()))
        .attachment(CreateAttachment::bytes(text.into_bytes(), format!("tavola-{id}-log-{lang}.txt")))
        .attachment(CreateAttachment::bytes(json, format!("tavola-{id}.json")))
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new());
    Ok(reply)
}

/// The whole game's public log in the reader's words, under a heading
/// naming the game and its players: paragraphs and turn headings as
/// `tavola log` writes them.
///
/// # Errors
/// The log no longer fits its game.
pub fn log_text(history: &History, tr: &Tr) -> Result<String, Refusal> {
    let record = &history.record;
    let kind = history.kind()?;
    // A file, not Markdown: names as typed.
    let (words, names) = (GameWords::plain(record, tr), render::names_plain(record, tr));
    let players: Vec<String> =
        (0..record.seats.len()).map(|i| render::player_plain(record, tavola_engine::Seat(i as u8), tr)).collect();
    let word = |domain: Domain, msg: &Msg| match domain {
        Domain::Game(_) => words.word(msg),
        other => tr.words().render(tr.lang(), other, msg, &names),
    };
    let mut log = PublicLog::new(kind, word);
    for position in history.positions()? {
        let position = position?;
        if position.version == 0 {
            log.set_up(&position.game, &position.events);
        } else {
            log.decision(&position.game, &position.events);
        }
    }
    let heading = t!(tr, "export-heading", game = render::game_name(record, tr), players = players.join(", "));
    let mut lines = vec![heading, String::new()];
    lines.extend(log.lines());
    lines.push(String::new());
    Ok(lines.join("\n"))
}
