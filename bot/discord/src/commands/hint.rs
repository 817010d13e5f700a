//! `/game hint`: what the house player in your seat would play now (only
//! you see it), in games opened with hints on.

use super::{channel_session, me, whisper_panel};
use crate::context::{Context, Error};

/// Ask the house player in your seat for a hint (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let id = channel_session(ctx).await?;
    let user = ctx.author().id.get();
    let panel = crate::hint::hint_panel(ctx.data(), id, user, &me(ctx)).await?;
    whisper_panel(ctx, panel).await
}
