//! `/games`: the server's game sessions.

use super::{whisper, Context, Data, Error};
use crate::render;
use crate::store::{SessionRecord, Status};

pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![games()]
}

/// One line per session: channel, game, status, players.
pub fn list_lines(sessions: &[SessionRecord]) -> String {
    if sessions.is_empty() {
        return "No games on this server yet. Open one with `/game new`.".to_owned();
    }
    let lines: Vec<String> = sessions
        .iter()
        .map(|r| {
            let status = match r.status {
                Status::Lobby => "lobby",
                Status::Active => "playing",
                Status::Over => "over",
                Status::Cancelled => "cancelled",
            };
            let players: Vec<&str> = r.seats.iter().map(|s| s.name.as_str()).collect();
            format!("#{} · <#{}> · {} · {status} · {}", r.id, r.channel, render::game_name(r), players.join(", "))
        })
        .collect();
    render::clip(&lines.join("\n"), 1900)
}

/// The games on this server (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let sessions = ctx.data().sessions.blocking(move |s| s.store().list_guild(guild, 20)).await;
    let text = match sessions {
        Ok(list) => list_lines(&list),
        Err(e) => return Err(crate::session::Refusal::from(e).into()),
    };
    whisper(ctx, text).await
}
