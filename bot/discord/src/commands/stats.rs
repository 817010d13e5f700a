//! `/stats` and `/leaderboard`: what finished games left on this server.
//! Private by default, in the reader's language; with `share`, posted in
//! the channel in the server's language (never pinging anyone).

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::pick::{autocomplete_game, parse_game};
use super::{me, server};
use crate::context::{Context, Data, Error};
use crate::i18n::Tr;
use crate::render::stats::{leaderboard_embed, stats_embed};
use tavola_table::standings::Entrant;

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![stats(), leaderboard()]
}

/// Players need this many rated games to be ranked, unless asked otherwise.
const MIN_GAMES: u32 = 3;

/// The words of the answer: the server's when shared, else the reader's.
async fn words(ctx: Context<'_>, share: bool) -> Tr {
    if share {
        server(ctx).await
    } else {
        me(ctx)
    }
}

async fn answer(ctx: Context<'_>, embed: serenity::CreateEmbed, share: bool) -> Result<(), Error> {
    let reply =
        CreateReply::default().embed(embed).ephemeral(!share).allowed_mentions(serenity::CreateAllowedMentions::new());
    super::send(ctx, reply).await?;
    Ok(())
}

/// A player's games, wins and rating on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (yours if you leave it out)"] player: Option<serenity::User>,
    #[description = "Only this game"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
    #[description = "Post them in the channel for everyone (default: only to you)"] share: Option<bool>,
) -> Result<(), Error> {
    let kind = game.map(|g| parse_game(&g, &me(ctx))).transpose()?;
    let share = share.unwrap_or(false);
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let who = Entrant::Person(player.as_ref().unwrap_or(ctx.author()).id.get());
    let (placings, standings) = ctx.data().table.overview(guild, kind).await?;
    let tr = words(ctx, share).await;
    answer(ctx, stats_embed(&who, &placings, &standings, &tr), share).await
}

/// The server's best players of a game, by rating.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game"]
    #[autocomplete = "autocomplete_game"]
    game: String,
    #[description = "Rank only players with at least this many rated games (default 3)"]
    #[min = 1]
    #[max = 1000]
    min_games: Option<u32>,
    #[description = "Post it in the channel for everyone (default: only to you)"] share: Option<bool>,
) -> Result<(), Error> {
    let kind = parse_game(&game, &me(ctx))?;
    let share = share.unwrap_or(false);
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let standings = ctx.data().table.standings(guild, kind).await?;
    let tr = words(ctx, share).await;
    answer(ctx, leaderboard_embed(kind, &standings, min_games.unwrap_or(MIN_GAMES), &tr), share).await
}
