//! The replay viewer in Discord: `/game replay` and the results' Replay
//! button open it privately; its controls edit it in place.
//!
//! A replay only reads (the store's record and log, rebuilt on the
//! blocking pool), so its controls never check the game's version and work
//! for anyone, after a restart too. The board picture is drawn afresh for
//! the position (about 25 ms) before the answer; a click slower than the
//! margin is deferred by [`answer::guarded`] like any other, and a slow
//! command by the commands' guard.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, CreateAllowedMentions, Http};

use crate::answer::{self, Answer};
use crate::context::{Data, Error};
use crate::i18n::Tr;
use crate::pictures::{self, Picture};
use crate::render::game_name;
use crate::render::ids::Step;
use crate::render::replay::{position_line, screen, Screen};
use crate::t;
use tavola_table::record::SessionId;
use tavola_table::session::{Refusal, Replayed, Seek};

/// A click on a replay control: `turn` is the turn the viewer shows. Open starts a new private viewer; Details answers with the
/// position's details picture in a new private message; every other step
/// redraws the clicked one.
///
/// # Errors
/// A forged jump, a session that is gone or never started, or Discord
/// refused the answer.
pub async fn click(
    http: &Http,
    data: &Data,
    ci: &ComponentInteraction,
    session: SessionId,
    turn: u64,
    step: Step,
    tr: &Tr,
) -> Result<(), Error> {
    let seek = match step {
        Step::Details => {
            let replayed = data.table.replay_at(session, Seek::At(turn)).await?;
            let name = format!("details-{}-{}.png", replayed.record.id, replayed.turn);
            let caption = t!(
                tr,
                "details-replay-caption",
                game = game_name(&replayed.record, tr),
                position = position_line(&replayed, tr)
            );
            let answer =
                crate::components::details_answer(data, &replayed.record, &replayed.game, caption, name, tr).await;
            answer::send(http, ci, answer).await?;
            return Ok(());
        }
        Step::Open => Seek::At(turn),
        Step::First => Seek::First,
        Step::Prev => Seek::Prev(turn),
        Step::Next => Seek::Next(turn),
        Step::Last => Seek::Last,
        Step::Jump => Seek::At(jump_value(ci).ok_or(Refusal::Forged)?),
    };
    let replayed = data.table.replay_at(session, seek).await?;
    let (screen, picture) = drawn(data, &replayed, tr).await;
    let answer = Answer {
        embeds: vec![screen.embed],
        components: screen.components,
        update: step != Step::Open,
        files: picture.map(|p| p.attachment()).into_iter().collect(),
        content: None,
    };
    answer::send(http, ci, answer).await?;
    Ok(())
}

/// The turn a jump menu's one value names.
fn jump_value(ci: &ComponentInteraction) -> Option<u64> {
    match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => values[0].parse().ok(),
        _ => None,
    }
}

/// `/game replay`: the viewer of the channel's open game, else of its most
/// recent finished one, at the end (or now), as a private reply.
///
/// # Errors
/// No game in the channel, a lobby, or the store fails.
pub async fn opening(data: &Data, guild: u64, channel: u64, tr: &Tr) -> Result<CreateReply, Error> {
    let replayed = data.table.replay_latest(guild, channel).await.map_err(|e| match e {
        Refusal::NoSession => Error::Input(crate::msg!("replay-nothing-here")),
        Refusal::NotStarted => Error::Input(crate::msg!("replay-not-started")),
        other => Error::Refused(other),
    })?;
    let (screen, picture) = drawn(data, &replayed, tr).await;
    let mut reply = CreateReply::default()
        .embed(screen.embed)
        .components(screen.components)
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Some(p) = picture {
        reply = reply.attachment(p.attachment());
    }
    Ok(reply)
}

/// The viewer at a position, with its board picture when the server's
/// boards carry pictures.
async fn drawn(data: &Data, r: &Replayed, tr: &Tr) -> (Screen, Option<Picture>) {
    let name = format!("replay-{}-{}.png", r.record.id, r.turn);
    let picture = pictures::uncached(data, &r.record, &r.game, tr, name).await;
    (screen(r, picture.as_ref().map(Picture::url).as_deref(), tr), picture)
}
