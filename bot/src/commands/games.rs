//! `/games`: the server's game sessions, yours sorted by what waits on
//! you, or the finished ones with their winners.

use super::{me, whisper};
use crate::discord::context::{Context, Data, Error};
use crate::render::lists::{list_lines, my_lines};
use crate::render::stats::finished_lines;
use crate::table::session::Refusal;

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![games()]
}

/// The games on this server, or only yours (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Only the games you play in, those waiting on you first"] mine: Option<bool>,
    #[description = "The finished games, newest first, with their winners"] finished: Option<bool>,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let user = ctx.author().id.get();
    let tr = me(ctx);
    let text = if finished == Some(true) {
        let placings =
            ctx.data().sessions.blocking(move |s| s.store().placings(guild, None)).await.map_err(Refusal::from)?;
        finished_lines(&placings, 20, &tr)
    } else if mine == Some(true) {
        let games = ctx.data().sessions.blocking(move |s| s.seated_games(guild, user)).await?;
        my_lines(user, &games, &tr)
    } else {
        let list =
            ctx.data().sessions.blocking(move |s| s.store().list_guild(guild, 20)).await.map_err(Refusal::from)?;
        list_lines(&list, &tr)
    };
    whisper(ctx, text).await
}
