//! `/play`: your move panel (only to you), or a typed move with
//! autocomplete over your legal moves.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::CreateAllowedMentions;

use super::{channel_session, me, whisper_panel, Context, Data, Error};
use crate::components::after_move;
use crate::discord::notify;
use crate::render::{clip, GameWords};
use crate::table::session::{seat_of, Refusal};

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
    ctx.data()
        .sessions
        .blocking(move |s| {
            let Ok((record, Some(game))) = s.get(id) else { return Vec::new() };
            let Some(seat) = seat_of(&record, user) else { return Vec::new() };
            let words = GameWords::new(&record, &tr);
            game.legal(seat)
                .into_iter()
                .map(|a| (words.word(&a.msg), a.id))
                .filter(|(label, id)| label.to_lowercase().contains(&partial) || id.contains(&partial))
                .collect()
        })
        .await
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
        let (record, game) = ctx
            .data()
            .sessions
            .blocking(move |s| {
                s.seen(id, user);
                s.get(id)
            })
            .await?;
        let game = game.ok_or(Refusal::NotStarted)?;
        let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
        return whisper_panel(ctx, notify::turn_panel(ctx.data(), &record, &game, seat, "", &tr).await).await;
    };
    let reader = tr.clone();
    let (progress, label, undo) = ctx
        .data()
        .sessions
        .blocking(move |s| {
            let (record, game) = s.get(id)?;
            let seat = seat_of(&record, user).ok_or(Refusal::NotSeated)?;
            let words = GameWords::new(&record, &reader);
            let legal: Vec<(String, String)> = game
                .as_ref()
                .map(|g| g.legal(seat).into_iter().map(|a| (a.id, words.word(&a.msg))).collect())
                .unwrap_or_default();
            // Accept the id, or a label typed out in full.
            let action = legal
                .iter()
                .find(|(id, label)| *id == chosen || label.eq_ignore_ascii_case(&chosen))
                .map_or(chosen.clone(), |(id, _)| id.clone());
            let label = legal.iter().find(|(id, _)| *id == action).map_or_else(|| action.clone(), |(_, l)| l.clone());
            s.act(id, None, user, &action).map(|p| (p, label, s.can_take_back(id, user)))
        })
        .await?;
    let p = crate::discord::takeback::offer(after_move(&progress, user, &label, &tr), &progress.record, undo, &tr);
    let reply = CreateReply::default()
        .content(p.content)
        .components(p.components)
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new());
    super::send(ctx, reply).await?;
    notify::publish(&ctx.serenity_context().http, ctx.data(), &progress, Some(user)).await;
    Ok(())
}
