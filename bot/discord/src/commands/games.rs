//! `/games`: the server's game sessions, yours sorted by what waits on
//! you, or the finished ones with their winners.

use super::{me, whisper};
use crate::context::{Context, Data, Error};
use crate::render::lists::{list_lines, my_lines};
use crate::render::stats::finished_lines;

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
        let placings = ctx.data().table.placings(guild, None).await?;
        finished_lines(&placings, 20, &tr)
    } else if mine == Some(true) {
        let games = ctx.data().table.seated_games(guild, user).await?;
        my_lines(user, &games, &tr)
    } else {
        let list = ctx.data().table.list_guild(guild, 20).await?;
        list_lines(&list, &tr)
    };
    whisper(ctx, text).await
}
