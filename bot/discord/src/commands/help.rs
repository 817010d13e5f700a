//! `/help` (`/aiuto` in Italian): what you can do here and now, only to
//! you, in your own language: this channel's game and the buttons and
//! commands that matter for you there, or how to start one; the `/admin`
//! commands for members with Manage Server; the players' guide.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::me;
use crate::context::{is_admin, Context, Data, Error};
use crate::render::help::{help as words, Here};
use tavola_table::session::Refusal;

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![help()]
}

/// What you can do here: this channel's game, your commands, the players' guide (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let tr = me(ctx);
    // Manage Server, read as the admin commands read it.
    let admin = match ctx {
        poise::Context::Application(a) => is_admin(a.interaction.member.as_deref()),
        poise::Context::Prefix(_) => false,
    };
    let user = ctx.author().id.get();
    let here = match ctx.data().table.in_channel(ctx.channel_id().get()).await {
        Ok(id) => match ctx.data().table.get(id).await {
            Ok((record, game)) => Here::of(&record, game.as_ref(), user, &tr),
            // Closed between the two looks: nothing is open any more.
            Err(Refusal::NoSession) => Here::Nothing,
            Err(e) => return Err(e.into()),
        },
        Err(Refusal::NoSession) => Here::Nothing,
        Err(e) => return Err(e.into()),
    };
    let reply = CreateReply::default()
        .embed(words(&here, admin, &tr).embed())
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    super::send(ctx, reply).await?;
    Ok(())
}
