//! `/play`: your move panel (only to you), or a typed move with
//! autocomplete over your legal moves.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::CreateAllowedMentions;

use super::{channel_session, me, whisper_panel};
use crate::components::move_reply;
use crate::context::{Context, Data, Error};
use crate::i18n::Tr;
use crate::render::{clip, GameWords};
use crate::{notify, publisher, t};
use tavola_engine::AnyGame;
use tavola_table::record::SessionRecord;
use tavola_table::request::Moves;
use tavola_table::session::seat_of;

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![play()]
}

/// The caller's legal moves matching `partial`, as (label in their
/// language, id).
async fn my_moves(ctx: Context<'_>, partial: &str) -> Vec<(String, String)> {
    let Ok(id) = channel_session(ctx).await else { return Vec::new() };
    let user = ctx.author().id.get();
    let partial = partial.to_lowercase();
    let tr = me(ctx);
    let Ok((record, Some(game))) = ctx.data().table.get(id).await else { return Vec::new() };
    let Some(seat) = seat_of(&record, user) else { return Vec::new() };
    // Autocomplete choices are plain text: the labels name players as typed.
    let words = GameWords::plain(&record, &tr);
    game.legal(seat)
        .into_iter()
        .map(|a| (words.word(&a.msg), a.id))
        .filter(|(label, id)| label.to_lowercase().contains(&partial) || id.contains(&partial))
        .collect()
}

async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = my_moves(ctx, partial)
        .await
        .into_iter()
        .filter(|(_, id)| id.len() <= 100)
        .take(25)
        .map(|(label, id)| serenity::AutocompleteChoice::new(clip(&label, 100), id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Your move in this channel's game: a private panel, or type the move.
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move (start typing to see the legal ones)"]
    #[autocomplete = "autocomplete_move"]
    r#move: Option<String>,
) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let tr = me(ctx);
    let Some(chosen) = r#move.map(|m| m.trim().to_owned()).filter(|m| !m.is_empty()) else {
        let seen = ctx.data().table.look(id, user).await?;
        let p = notify::panel_after(&seen.record, &seen.game, seen.seat, &seen.recent, "", &tr);
        let live = !p.components.is_empty();
        whisper_panel(ctx, p).await?;
        // Retired once the game moves past it (`open_panels.rs`).
        if let (true, poise::Context::Application(app)) = (live, ctx) {
            let (made_by, token) = (app.interaction.id.get(), &app.interaction.token);
            ctx.data().open_panels.opened(made_by, token, id, seen.record.version, t!(tr, "panel-retired"));
        }
        return Ok(());
    };
    // The typed text is read against the moves as worded in the player's
    // language, then applied as a move now: one no longer offered by then
    // is refused like any move not offered.
    let action = match ctx.data().table.get(id).await? {
        (record, Some(game)) => typed_move(&record, &game, user, &chosen, &tr),
        (_, None) => chosen,
    };
    let change = ctx.data().table.play_now(id, user, Moves::Ids(vec![action])).await?;
    let progress = &change.progress;
    let p = move_reply(&change, user, false, &tr);
    let reply = CreateReply::default()
        .content(p.content)
        .components(p.components)
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new());
    super::send(ctx, reply).await?;
    publisher::publish(&ctx.serenity_context().http, ctx.data(), progress, Some(user)).await;
    Ok(())
}

/// The id of the move `typed` names: an id as offered, or a label typed
/// out in full in the player's language; else the text as typed (which
/// the session then refuses as not offered).
fn typed_move(record: &SessionRecord, game: &AnyGame, user: u64, typed: &str, tr: &Tr) -> String {
    let Some(seat) = seat_of(record, user) else { return typed.to_owned() };
    let words = GameWords::plain(record, tr);
    game.legal(seat)
        .into_iter()
        .find(|a| a.id == typed || words.word(&a.msg).eq_ignore_ascii_case(typed))
        .map_or_else(|| typed.to_owned(), |a| a.id)
}
