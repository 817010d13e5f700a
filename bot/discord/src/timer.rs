//! The timer task: every tick it asks the sessions what came due
//! ([`Sessions::tick`], which stores each alarm as handled first, so a
//! restart neither loses nor repeats one) and tells Discord.
//!
//! - A reminder goes by DM with the player's panel and, but for the last,
//!   a "Quiet this turn" button that silences the rest; the last one also
//!   mentions the player in the channel, unless they opened their panel or
//!   hand in the last hour (and any reminder for a player whose DMs are
//!   closed is a mention).
//! - A deadline under the `house` policy: the house player's move is
//!   published as any move, with a line in the channel saying so, no ping.
//! - Under `wait`: one message in the channel for the creator and the
//!   admins who asked for it (`/admin notify`).
//! - After too many missed deadlines the seat goes to a house player for
//!   good, and the channel and those admins are told how to give it to
//!   someone.
//! - Notices that ping nobody are sent with `SUPPRESS_NOTIFICATIONS`.
//! - A player who asked for it (`/game digest on`) gets one DM a day listing
//!   their games on that server, on days when one of them waits on them.
//!
//! House players have no clocks, so they are never reminded.

use std::time::Duration;

use tokio::sync::watch;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAllowedMentions, CreateButton, CreateMessage, Http, MessageFlags,
    UserId,
};

use tavola_engine::{AnyGame, Seat, Turn};

use crate::context::Data;
use crate::i18n::Tr;
use crate::render::discord_timestamp;
use crate::render::ids::{Action, ComponentId};
use crate::render::{self, escape_markdown, panel, player};
use crate::t;
use crate::{notify, publisher};
use tavola_table::session::{Fired, Progress};

/// Runs the timers, one tick every `every`, until `stop` turns true.
///
/// A tick under way is finished, never cut short: its alarms are stored as
/// handled before they are announced, so a tick dropped between the two
/// would lose a notice for good (and its work, left running on a blocking
/// thread, would read a clock that has moved on).
pub async fn run(http: std::sync::Arc<Http>, data: Data, every: Duration, mut stop: watch::Receiver<bool>) {
    let mut interval = tokio::time::interval(every);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            biased;
            _ = stop.wait_for(|&stopping| stopping) => return,
            _ = interval.tick() => {}
        }
        tick(&http, &data).await;
    }
}

/// One pass: what came due, announced.
pub async fn tick(http: &Http, data: &Data) {
    let started = std::time::Instant::now();
    let fired = data.table.tick().await;
    let (alarms, due) = (fired.len(), started.elapsed());
    for f in fired {
        announce(http, data, f).await;
    }
    data.table.ticked();
    let took_ms = started.elapsed().as_secs_f64() * 1000.0;
    tracing::trace!(alarms, due_ms = due.as_secs_f64() * 1000.0, took_ms, "timers ticked");
}

/// Posts a timer notice pinging exactly `pings`; a notice that pings
/// nobody is also sent silently, since nobody needs it at once.
async fn say(http: &Http, channel: u64, text: String, pings: &[u64]) {
    let mentions = CreateAllowedMentions::new().users(pings.iter().map(|&u| UserId::new(u)));
    let mut message = CreateMessage::new().content(render::clip(&text, 1900)).allowed_mentions(mentions);
    if pings.is_empty() {
        message = message.flags(MessageFlags::SUPPRESS_NOTIFICATIONS);
    }
    if let Err(e) = ChannelId::new(channel).send_message(http, message).await {
        tracing::warn!(channel, error = %e, "could not post a timer notice");
    }
}

async fn announce(http: &Http, data: &Data, fired: Fired) {
    match fired {
        Fired::Reminder { record, seat, number, last, deadline } => {
            let Some(seat_record) = record.seats.get(seat.index()) else { return };
            let Some(user) = seat_record.user else { return };
            let due = discord_timestamp(deadline, 'R');
            let id = record.id;
            let game = data.table.get(id).await.ok().and_then(|(_, g)| g);
            let Some(game) = game else { return };
            // In a secret round the board already shows who is missing.
            let last_one = last_one(&game, seat);
            let mut dm_sent = false;
            if seat_record.dm_open {
                let tr = data.dm_tr(user, record.guild).await;
                let mut note = t!(
                    tr,
                    "reminder-dm",
                    number = number,
                    channel = format!("<#{}>", record.channel),
                    due = due.as_str()
                );
                if last_one {
                    note = format!("{note} {}", t!(tr, "reminder-last-one"));
                }
                let mut p = panel::panel(&record, &game, seat, 0, &note, &tr);
                let started = record.timers.seats.get(seat.index()).and_then(|t| t.clock.as_ref());
                if let Some(clock) = started.filter(|_| !last) {
                    p.components.push(quiet_row(&record, clock.started_at, &tr));
                }
                dm_sent = notify::deliver_panel(http, data, &record, user, p).await;
            }
            let now = data.table.now();
            let looking = record
                .timers
                .seats
                .get(seat.index())
                .and_then(|t| t.last_seen)
                .is_some_and(|at| now - at < tavola_table::deadlines::SEEN_RECENTLY);
            if (last && !looking) || !dm_sent {
                let tr = data.server_tr(record.guild).await;
                let mut text = t!(tr, "reminder-channel", user = format!("<@{user}>"), due = due.as_str());
                if last_one {
                    text = format!("{text} {}", t!(tr, "reminder-last-one"));
                }
                text = format!("{text} {}", t!(tr, "reminder-open-it"));
                say(http, record.channel, text, &[user]).await;
            }
        }
        Fired::HouseMoved { progress, seat, missed } => {
            let tr = data.server_tr(progress.record.guild).await;
            let text = t!(
                tr,
                "deadline-house-moved",
                player = player(&progress.record, seat, &tr),
                missed = missed,
                max = max_missed(&progress)
            );
            say(http, progress.record.channel, text, &[]).await;
            publisher::publish(http, data, &progress, None).await;
        }
        Fired::Waiting { record, seat, missed } => {
            let admins = admins_of(data, &record).await;
            let tr = data.server_tr(record.guild).await;
            let text = t!(tr, "deadline-waiting", player = player(&record, seat, &tr), missed = missed);
            say(http, record.channel, format!("{text}{}", mentions(&admins)), &admins).await;
        }
        Fired::Digest { user, games } => {
            let guild = games.first().map_or(0, |(r, _)| r.guild);
            let tr = data.dm_tr(user, guild).await;
            let text = format!(
                "{}\n{}\n{}",
                t!(tr, "digest-title"),
                crate::render::lists::my_lines(user, &games, &tr),
                t!(tr, "digest-stop")
            );
            if !notify::dm_reaches(http, &data.dm_channels, user, render::clip(&text, 1900)).await {
                tracing::info!(user, "a daily digest could not be delivered");
            }
        }
        Fired::Replaced { progress, seat, name, missed } => {
            let admins = admins_of(data, &progress.record).await;
            let tr = data.server_tr(progress.record.guild).await;
            let text = t!(
                tr,
                "deadline-replaced",
                name = escape_markdown(&name),
                missed = missed,
                house = player(&progress.record, seat, &tr)
            );
            say(http, progress.record.channel, format!("{text}{}", mentions(&admins)), &admins).await;
            publisher::publish(http, data, &progress, None).await;
        }
    }
}

/// Whether `seat` is the only one still choosing in a secret round that
/// others have already answered.
fn last_one(game: &AnyGame, seat: Seat) -> bool {
    matches!(game.to_act(), Turn::Simultaneous(s) if s == [seat]) && game.players() > 1
}

/// The "Quiet this turn" button of a reminder (a panel has at most four
/// rows, so it always fits).
fn quiet_row(
    record: &tavola_table::record::SessionRecord,
    started_at: tavola_table::deadlines::Millis,
    tr: &Tr,
) -> CreateActionRow {
    let id = ComponentId::new(record.id, record.version, Action::Quiet(started_at)).to_string();
    CreateActionRow::Buttons(vec![CreateButton::new(id)
        .label(t!(tr, "button-quiet"))
        .emoji('🔕')
        .style(ButtonStyle::Secondary)])
}

/// Whom a stalled game pings: its creator and the server's admins who
/// asked for it with `/admin notify`, at most [`MAX_ADMIN_PINGS`].
async fn admins_of(data: &Data, record: &tavola_table::record::SessionRecord) -> Vec<u64> {
    let guild = record.guild;
    let contacts = data.table.admin_contacts(guild).await.unwrap_or_else(|e| {
        tracing::warn!(guild, error = %e, "could not read the admin contacts");
        Vec::new()
    });
    let mut pings = vec![record.creator];
    pings.extend(contacts.into_iter().filter(|&u| u != record.creator));
    pings.truncate(MAX_ADMIN_PINGS);
    pings
}

/// A notice should reach a few people, not become a roll call.
const MAX_ADMIN_PINGS: usize = 5;

fn mentions(users: &[u64]) -> String {
    users.iter().map(|u| format!(" <@{u}>")).collect()
}

fn max_missed(progress: &Progress) -> u32 {
    progress.record.timers.settings.as_ref().map_or(0, |s| s.max_missed)
}

#[cfg(test)]
mod tests {
    use tavola_engine::{AnyGame, GameKind};

    use super::*;

    #[test]
    fn the_last_one_is_only_the_last_in_a_secret_round() {
        let mut game = AnyGame::new(GameKind::Junk, 3, &serde_json::json!({}), 11).unwrap();
        let mut answered = 0;
        while let Turn::Simultaneous(seats) = game.to_act() {
            if seats.len() == 1 {
                assert!(last_one(&game, seats[0]));
                return;
            }
            assert!(seats.iter().all(|&s| !last_one(&game, s)), "several are still choosing");
            let action = game.legal(seats[0])[0].action.clone();
            game.apply(seats[0], &action).unwrap();
            answered += 1;
        }
        panic!("junk opens with a secret round; {answered} answered before it closed");
    }
}
