//! Turn timers end to end, through the Discord double, on a clock the test
//! moves by hand: no test waits for a timer to run down, only for the
//! bot's 20 ms timer tick to notice that the clock moved.

use std::sync::Arc;

use crate::harness::{mentions, version, Table};
use tavola_double::{Message, Slash, UserId};
use tavola_table::deadlines::{ClockSettings, DeadlinePolicy, ManualClock, TimerDefaults, DAY, HOUR};

const START: i64 = 1_800_000_000_000;
const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;

fn defaults(policy: DeadlinePolicy) -> TimerDefaults {
    let clock = ClockSettings { timer: DAY, reminders: vec![0.5, 0.85], policy, max_missed: 3 };
    TimerDefaults { clock: Some(clock), ..TimerDefaults::default() }
}

fn reminders_to(table: &Table, user: UserId) -> Vec<Message> {
    table.discord.dms_of(user).into_iter().filter(|m| m.content.contains("⏰ Reminder")).collect()
}

fn notices(table: &Table, words: &str) -> Vec<Message> {
    table.discord.messages_in(table.channel).into_iter().filter(|m| m.content.contains(words)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_come_once_and_a_deadline_missed_while_down_is_applied_once() {
    let clock = Arc::new(ManualClock::at(START));
    let mut table = Table::with_clock(2, clock.clone(), defaults(DeadlinePolicy::HouseMoves)).await;
    // The table asks for its own timer: 10 hours.
    let lobby = table.open("great-wall", None, &[]).await;
    let m = table.slash(table.admin, Slash::new("admin").subcommand("timer").opt("length", "10h")).await;
    assert!(m.content.contains("10 hours per decision"), "{}", m.content);
    table.click(table.players[1], lobby.id, &Table::lobby_button(&lobby, "join")).await;
    table.click(table.players[0], lobby.id, &Table::lobby_button(&lobby, "start")).await;
    let board = table.wait_board(|_| true).await;
    assert!(board.content.contains("⏰ due <t:1800036000:R>"), "{}", board.content);
    let late = mentions(&board.content)[0];

    clock.advance(5 * HOUR);
    table
        .discord
        .wait_for("a first reminder", |_| (reminders_to(&table, late).len() == 1).then_some(()))
        .await
        .unwrap();
    table.ticks_pass(2).await;
    assert_eq!(reminders_to(&table, late).len(), 1, "one reminder, not one per tick");
    assert!(notices(&table, "your move is due").is_empty(), "the first reminder is a DM only");

    clock.advance(4 * HOUR);
    table
        .discord
        .wait_for("the last reminder", |_| (reminders_to(&table, late).len() == 2).then_some(()))
        .await
        .unwrap();
    let ping = table.discord.wait_for("a channel mention", |_| notices(&table, "your move is due").pop()).await;
    assert_eq!(mentions(&ping.unwrap().content), vec![late]);

    // The bot is down while the deadline passes, and handles it on its return.
    table.stop_in_process().await;
    clock.advance(2 * HOUR);
    let v = version(&table.wait_board(|_| true).await).unwrap();
    table.start_in_process().await;
    let notice =
        table.discord.wait_for("the deadline notice", |_| notices(&table, "Time ran out").pop()).await.unwrap();
    assert!(notice.content.contains("the house player moved for them"));
    assert!(mentions(&notice.content).is_empty() && notice.flags & SUPPRESS_NOTIFICATIONS != 0, "a silent notice");
    table.board_after(v).await;
    table.ticks_pass(2).await;
    table.stop_in_process().await;
    table.start_in_process().await;
    table.ticks_pass(2).await;
    assert_eq!(notices(&table, "Time ran out").len(), 1, "a deadline is applied once, restarts or not");
    assert!(reminders_to(&table, late).len() == 2, "no burst of stale reminders after the restart");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_lets_the_tick_under_way_announce_its_deadline() {
    let clock = Arc::new(ManualClock::at(START));
    let mut table = Table::with_clock(2, clock.clone(), defaults(DeadlinePolicy::HouseMoves)).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    // Every read of the time now takes a while, so the bot is always inside
    // a tick; the deadline passes and the bot is stopped at once. The tick
    // under way either read the new time, and then announces what it
    // handled before the bot stops, or it did not, and the next bot does.
    clock.slow_reads(50);
    clock.advance(DAY + HOUR);
    table.stop_in_process().await;
    clock.slow_reads(0);
    table.start_in_process().await;
    table.ticks_pass(2).await;
    assert_eq!(notices(&table, "Time ran out").len(), 1, "a deadline handled is a deadline announced, once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_pauses_the_clock_and_waiting_games_tell_the_admins() {
    let clock = Arc::new(ManualClock::at(START));
    let mut table = Table::with_clock(2, clock.clone(), defaults(DeadlinePolicy::Wait)).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let late = mentions(&board.content)[0];
    let v = version(&board).unwrap();

    let m = table.slash(late, Slash::new("game").subcommand("vacation").opt("duration", "2d")).await;
    assert!(m.ephemeral && m.content.contains("paused until"), "{}", m.content);
    assert!(m.content.contains("12 days of vacation left"), "{}", m.content);
    // The board's deadline moved by the vacation: a day of timer after two days away.
    table.wait_board(|b| b.content.contains("⏰ due <t:1800259200:R>")).await;
    let m = table.slash(late, Slash::new("game").subcommand("vacation").opt("duration", "13d")).await;
    assert!(m.ephemeral && m.content.contains("wasn't taken"), "{}", m.content);

    // An admin asks to hear about stalled games; a player may not.
    let m = table.slash(table.admin, Slash::new("admin").subcommand("notify").opt("pings", true)).await;
    assert!(m.ephemeral && m.content.contains("You'll be pinged"), "{}", m.content);
    let m = table.slash(late, Slash::new("admin").subcommand("notify").opt("pings", true)).await;
    assert!(m.content.contains("Manage Server"), "{}", m.content);

    // A day and a half later the clock has not started running.
    clock.advance(DAY + 12 * HOUR);
    table.ticks_pass(2).await;
    assert!(reminders_to(&table, late).is_empty(), "no reminder while on vacation");
    // Two days of vacation plus a day of timer: the deadline passes at day 3.
    clock.advance(DAY + 13 * HOUR);
    let notice = table.discord.wait_for("the waiting notice", |_| notices(&table, "The game waits").pop()).await;
    let notice = notice.unwrap();
    assert!(notice.content.contains("/admin force"), "{}", notice.content);
    let pinged = mentions(&notice.content);
    assert!(pinged.contains(&table.admin) && pinged.contains(&table.players[0]), "creator and admin: {pinged:?}");
    assert!(!pinged.contains(&late) || late == table.players[0], "the late player is not pinged as an admin");
    assert_eq!(notice.flags & SUPPRESS_NOTIFICATIONS, 0, "a notice that pings is not silent");
    table.ticks_pass(2).await;
    assert_eq!(version(&table.wait_board(|_| true).await), Some(v), "under the wait policy nobody moved");
    assert_eq!(notices(&table, "The game waits").len(), 1);

    let m = table.slash(table.admin, Slash::new("admin").subcommand("timer").opt("length", "off")).await;
    assert!(m.content.contains("No turn timer"), "{}", m.content);
    let notice = table.discord.wait_for("the timer notice", |_| notices(&table, "changed the turn timer").pop());
    assert_ne!(notice.await.unwrap().flags & SUPPRESS_NOTIFICATIONS, 0, "a notice nobody must act on is silent");
    let m = table.slash(late, Slash::new("admin").subcommand("timer").opt("length", "1h")).await;
    assert!(m.content.contains("Manage Server"), "{}", m.content);
    table.stop_in_process().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_just_looked_is_reminded_by_dm_only() {
    let clock = Arc::new(ManualClock::at(START));
    let table = Table::with_clock(2, clock.clone(), defaults(DeadlinePolicy::HouseMoves)).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let late = mentions(&board.content)[0];
    clock.advance(12 * HOUR);
    table
        .discord
        .wait_for("a first reminder", |_| (reminders_to(&table, late).len() == 1).then_some(()))
        .await
        .unwrap();
    // The player opens their hand, and the last reminder falls within the hour.
    clock.advance(8 * HOUR);
    table.hand(late).await;
    clock.advance(30 * 60 * 1000);
    table
        .discord
        .wait_for("the last reminder", |_| (reminders_to(&table, late).len() == 2).then_some(()))
        .await
        .unwrap();
    table.ticks_pass(2).await;
    assert!(notices(&table, "your move is due").is_empty(), "no channel mention for a player who is looking");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quiet_this_turn_silences_the_reminders_but_not_the_deadline() {
    let clock = Arc::new(ManualClock::at(START));
    let table = Table::with_clock(2, clock.clone(), defaults(DeadlinePolicy::HouseMoves)).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let late = mentions(&board.content)[0];
    let other = if late == table.players[0] { table.players[1] } else { table.players[0] };
    clock.advance(12 * HOUR);
    let reminder = table.discord.wait_for("a first reminder", |_| reminders_to(&table, late).pop()).await.unwrap();
    let quiet = reminder.custom_ids().into_iter().find(|id| id.contains(":quiet:")).expect("a Quiet this turn button");
    // Someone else cannot quiet it, and a forged start time quiets nothing.
    let m = table.click(other, reminder.id, &quiet).await;
    assert!(m.ephemeral && m.content.contains("already made"), "{}", m.content);
    let forged = format!("{}1", quiet);
    let m = table.reply(table.discord.forge_click(late, reminder.id, &forged).unwrap()).await;
    assert!(m.content.contains("nothing changed"), "{}", m.content);
    let m = table.click(late, reminder.id, &quiet).await;
    assert!(m.ephemeral && m.content.contains("No more reminders"), "{}", m.content);

    clock.advance(9 * HOUR);
    table.ticks_pass(2).await;
    assert_eq!(reminders_to(&table, late).len(), 1, "the last reminder is skipped");
    assert!(notices(&table, "your move is due").is_empty(), "and so is its channel mention");
    clock.advance(3 * HOUR);
    let notice = table.discord.wait_for("the deadline notice", |_| notices(&table, "Time ran out").pop()).await;
    assert!(notice.unwrap().content.contains("the house player moved"), "the deadline still applies");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_digest_lists_the_games_waiting_on_a_player() {
    let clock = Arc::new(ManualClock::at(START));
    let table = Table::with_clock(2, clock.clone(), TimerDefaults::default()).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let late = mentions(&board.content)[0];
    let other = if late == table.players[0] { table.players[1] } else { table.players[0] };
    for user in [late, other] {
        let m = table.slash(user, Slash::new("game").subcommand("digest").opt("digest", true)).await;
        assert!(m.ephemeral && m.content.contains("Once a day"), "{}", m.content);
    }
    let digests = |user| -> Vec<Message> {
        table.discord.dms_of(user).into_iter().filter(|m| m.content.starts_with("📋 Your games")).collect()
    };
    clock.advance(DAY);
    let digest = table.discord.wait_for("a digest", |_| digests(late).pop()).await.unwrap();
    assert!(digest.content.contains(&format!("<#{}>", table.channel)), "{}", digest.content);
    assert!(digest.content.contains("your move"), "{}", digest.content);
    table.ticks_pass(2).await;
    assert_eq!(digests(late).len(), 1, "one a day");
    assert!(digests(other).is_empty(), "nothing waits on the other player, so no digest");
    let m = table.slash(late, Slash::new("game").subcommand("digest").opt("digest", false)).await;
    assert!(m.content.contains("No more daily digest"), "{}", m.content);
    clock.advance(DAY);
    table.ticks_pass(2).await;
    assert_eq!(digests(late).len(), 1, "stopped");
}
