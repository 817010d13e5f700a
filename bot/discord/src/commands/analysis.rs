//! `/game analysis` and `/admin analysis`: a finished game's analysis on
//! demand, and a server's choice to analyse every finished game or not.
//!
//! Who may ask for an analysis: a player of the game (whoever held a seat
//! at its end) or an admin of the server (Manage Server), whatever the
//! server's setting; anyone else is refused privately, since an analysis
//! costs minutes of a core. The game is the channel's most recent finished
//! one.

use super::admin::{require_admin, ImagesChoice};
use super::{me, whisper};
use crate::context::{is_admin, Context, Error};
use crate::{msg, t};
use tavola_table::analysis::AnalysisStatus;
use tavola_table::session::seat_of;
use tavola_table::GuildSetting;

/// Post the analysis of this channel's last finished game, or see how far it is.
#[poise::command(slash_command, guild_only, rename = "analysis")]
pub async fn game_analysis(ctx: Context<'_>) -> Result<(), Error> {
    let (channel, user) = (ctx.channel_id().get(), ctx.author().id.get());
    let admin = match ctx {
        poise::Context::Application(a) => is_admin(a.interaction.member.as_deref()),
        poise::Context::Prefix(_) => false,
    };
    let data = ctx.data();
    let record = data.table.latest_finished(channel).await?;
    let id = record.id;
    if !admin && seat_of(&record, user).is_none() {
        return Err(Error::Input(msg!("analysis-not-seated", id = id.to_string())));
    }
    let analysis = data.table.queue_analysis(id).await?;
    if analysis.status == AnalysisStatus::Posted {
        whisper(ctx, t!(me(ctx), "analysis-reposted", id = id.to_string())).await?;
        crate::analysis::post(&ctx.serenity_context().http, data, &analysis, &record).await;
        return Ok(());
    }
    whisper(ctx, t!(me(ctx), "analysis-progress", id = id.to_string(), percent = analysis.percent())).await?;
    data.analyses.wake(data);
    Ok(())
}

/// Analyse every finished game of this server, or not.
#[poise::command(slash_command, guild_only, rename = "analysis")]
pub async fn admin_analysis(
    ctx: Context<'_>,
    #[description = "on: every finished game is analysed; off: only on request"] state: ImagesChoice,
) -> Result<(), Error> {
    require_admin(ctx)?;
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let value = if state == ImagesChoice::On { "on" } else { "off" };
    ctx.data().table.set_guild_setting(guild, GuildSetting::Analysis, value).await?;
    let done = if value == "on" { t!(me(ctx), "admin-analysis-on") } else { t!(me(ctx), "admin-analysis-off") };
    whisper(ctx, done).await
}
