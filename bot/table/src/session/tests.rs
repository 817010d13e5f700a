use std::sync::Arc;

use serde_json::json;
use tavola_engine::GameKind;

use super::*;
use crate::store::SqliteStore;

fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-session-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("tavola.db")
}

fn sessions(name: &str) -> (Sessions, std::path::PathBuf) {
    let path = temp_db(name);
    (Sessions::new(Arc::new(SqliteStore::open(&path).unwrap())), path)
}

const ANNA: u64 = 1001;
const BEN: u64 = 1002;
const CARLA: u64 = 1003;

fn two_humans(s: &Sessions) -> SessionId {
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), GameKind::ALL[0], None, json!({})).unwrap();
    s.join(rec.id, BEN, "Ben".into(), true).unwrap();
    rec.id
}

/// The user who must act now, and a legal move id for them.
fn someone_to_act(s: &Sessions, id: SessionId) -> (u64, String, u64) {
    let (rec, game) = s.get(id).unwrap();
    let game = game.unwrap();
    let seat = game.to_act().seats()[0];
    let user = rec.seats[seat.index()].user.unwrap();
    (user, game.legal(seat)[0].id.clone(), rec.version)
}

#[test]
fn lobby_checks_seats_and_counts() {
    let (s, _) = sessions("lobby");
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
    assert!(matches!(s.open_lobby(1, 10, (BEN, "Ben".into(), true), kind, None, json!({})), Err(Refusal::ChannelBusy)));
    assert!(matches!(s.join(rec.id, ANNA, "Anna".into(), true), Err(Refusal::AlreadySeated)));
    assert!(matches!(s.start(rec.id, ANNA), Err(Refusal::PlayerCount { have: 1, .. })));
    for _ in 0..4 {
        s.add_house(rec.id, ANNA).unwrap();
    }
    assert!(matches!(s.join(rec.id, BEN, "Ben".into(), true), Err(Refusal::Full { max: 5, .. })));
    assert!(matches!(s.add_house(rec.id, CARLA), Err(Refusal::NotSeated)));
    let p = s.leave(rec.id, ANNA).unwrap();
    assert_eq!(p.record.seats.len(), 4);
}

#[test]
fn bad_options_and_counts_are_refused_before_anything_is_stored() {
    let (s, _) = sessions("options");
    let kind = GameKind::from_id("great-wall").unwrap();
    let err = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({"nonsense": 1})).unwrap_err();
    assert!(err.to_string().contains("options"), "{err}");
    let err = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, Some(9), json!({})).unwrap_err();
    assert!(matches!(err, Refusal::PlayerCount { have: 9, .. }));
    assert!(matches!(s.in_channel(10), Err(Refusal::NoSession)));
}

#[test]
fn stale_forged_and_out_of_turn_moves_change_nothing() {
    let (s, _) = sessions("refusals");
    let id = two_humans(&s);
    s.start(id, BEN).unwrap();
    let (user, action, version) = someone_to_act(&s, id);
    let other = if user == ANNA { BEN } else { ANNA };
    assert!(matches!(s.play_as(id, Some(version), other, &action), Err(Refusal::NotYourTurn { .. })));
    assert!(matches!(s.play_as(id, Some(version), CARLA, &action), Err(Refusal::NotSeated)));
    assert!(matches!(s.play_as(id, Some(version), user, "launch-rockets"), Err(Refusal::Forged)));
    assert!(matches!(s.play_as(id, Some(version + 1), user, &action), Err(Refusal::Stale)));
    assert_eq!(s.get(id).unwrap().0.version, version);
    s.play_as(id, Some(version), user, &action).unwrap();
    // The same click again (a double click, or a replayed interaction).
    assert!(matches!(s.play_as(id, Some(version), user, &action), Err(Refusal::Stale)));
    assert_eq!(s.get(id).unwrap().0.version, version + 1);
    assert_eq!(s.store().log(id).unwrap().len(), 1);
}

/// Lets the house players move as the house task would, with a tiny
/// search; the progress of the last house move, if any.
fn house_moves(s: &Sessions, id: SessionId) -> Option<Progress> {
    use crate::house::{think, Effort};
    let mut last = None;
    while let Some(turn) = s.house_turn(id).unwrap() {
        let action = think(&turn, Effort::of(turn.level, Some(10))).expect("a house seat chooses");
        last = Some(s.house_move(&turn, action).unwrap());
    }
    last
}

#[test]
fn house_players_owe_their_moves_to_the_house_task_and_the_game_ends() {
    let (s, _) = sessions("house");
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, Some(5), json!({})).unwrap();
    let started = s.start(rec.id, ANNA).unwrap();
    assert_eq!(started.record.seats.len(), 5);
    assert!(started.turn_changed);
    let mut moves = 0;
    loop {
        house_moves(&s, rec.id);
        let (rec, game) = s.get(rec.id).unwrap();
        if rec.status == Status::Over {
            assert!(game.unwrap().outcome().is_some());
            break;
        }
        let seats = game.as_ref().unwrap().to_act().seats();
        assert!(seats.iter().all(|s| !rec.seats[s.index()].is_house()), "a house player was left waiting");
        let (user, action, version) = someone_to_act(&s, rec.id);
        assert_eq!(user, ANNA);
        s.play_as(rec.id, Some(version), user, &action).unwrap();
        moves += 1;
        assert!(moves < 2000, "the game does not end");
    }
    assert!(matches!(s.play_as(rec.id, None, ANNA, "draw"), Err(Refusal::Closed)));
}

#[test]
fn a_restart_continues_exactly_where_the_game_was() {
    let (s, path) = sessions("restart");
    let id = two_humans(&s);
    s.start(id, ANNA).unwrap();
    for _ in 0..5 {
        let (user, action, version) = someone_to_act(&s, id);
        s.play_as(id, Some(version), user, &action).unwrap();
    }
    let (rec, game) = s.get(id).unwrap();
    drop(s);
    let s = Sessions::new(Arc::new(SqliteStore::open(&path).unwrap()));
    assert_eq!(s.in_channel(10).unwrap(), id);
    let (rec2, game2) = s.get(id).unwrap();
    assert_eq!(rec2, rec);
    let (g1, g2) = (game.unwrap(), game2.unwrap());
    assert_eq!(serde_json::to_value(&g1).unwrap(), serde_json::to_value(&g2).unwrap());
    let (user, action, version) = someone_to_act(&s, id);
    assert_eq!(version, 5);
    s.play_as(id, Some(version), user, &action).unwrap();
}

#[test]
fn undo_replays_the_log_and_leaving_gives_the_seat_to_the_house() {
    let (s, _) = sessions("undo");
    let id = two_humans(&s);
    assert!(matches!(s.undo_moves(id, 1, None), Err(Refusal::NotStarted)));
    s.start(id, ANNA).unwrap();
    assert!(matches!(s.undo_moves(id, 1, None), Err(Refusal::NothingToUndo)));
    let before = serde_json::to_value(s.get(id).unwrap().1.unwrap()).unwrap();
    let (user, action, version) = someone_to_act(&s, id);
    s.play_as(id, Some(version), user, &action).unwrap();
    let undone = s.undo_moves(id, 1, None).unwrap();
    assert_eq!(undone.record.version, 0);
    assert_eq!(serde_json::to_value(undone.game.unwrap()).unwrap(), before);
    assert!(s.store().log(id).unwrap().is_empty());

    let p = s.leave(id, BEN).unwrap();
    assert!(p.record.seats.iter().any(|seat| seat.is_house()));
    let p = house_moves(&s, id).unwrap_or(p);
    let turn = p.game.unwrap().to_act().seats();
    assert!(turn.iter().all(|seat| p.record.seats[seat.index()].user == Some(ANNA)));
    assert!(matches!(s.leave(id, BEN), Err(Refusal::NoSuchPlayer)));
}

#[test]
fn cancel_is_for_the_creator_in_the_lobby_or_an_admin() {
    let (s, _) = sessions("cancel");
    let id = two_humans(&s);
    assert!(matches!(s.cancel(id, BEN, false), Err(Refusal::NotCreator)));
    s.start(id, ANNA).unwrap();
    assert!(matches!(s.cancel(id, ANNA, false), Err(Refusal::NotCreator)));
    s.cancel(id, CARLA, true).unwrap();
    assert!(matches!(s.in_channel(10), Err(Refusal::NoSession)));
    assert!(matches!(s.cancel(id, CARLA, true), Err(Refusal::Closed)));
}

#[test]
fn force_finishes_a_stalled_seats_decision_and_replace_hands_it_over() {
    let (s, _) = sessions("force");
    let id = two_humans(&s);
    let started = s.start(id, ANNA).unwrap();
    let stalled = started.to_act();
    let p = s.force(id).unwrap();
    assert!(p.record.version >= 1);
    assert!(s.store().log(id).unwrap().iter().all(|e| e.by.is_none()), "every forced move is the house's");
    assert!(stalled.iter().all(|seat| !p.to_act().contains(seat)), "the whole decision is made for the seat");
    let p = s.replace_seat(id, BEN, Some((CARLA, "Carla".into(), false))).unwrap();
    assert!(seat_of(&p.record, CARLA).is_some() && seat_of(&p.record, BEN).is_none());
    assert!(matches!(s.replace_seat(id, ANNA, Some((CARLA, "Carla".into(), true))), Err(Refusal::AlreadySeated)));
}

mod timers {
    use super::*;
    use crate::deadlines::{ClockSettings, DeadlinePolicy, ManualClock, TimerDefaults, HOUR};

    const START: Millis = 1_800_000_000_000;

    fn timed(name: &str, policy: DeadlinePolicy) -> (Sessions, Arc<ManualClock>) {
        let clock = Arc::new(ManualClock::at(START));
        let settings = ClockSettings { timer: 10 * HOUR, reminders: vec![0.5, 0.85], policy, max_missed: 2 };
        let defaults = TimerDefaults { clock: Some(settings), ..TimerDefaults::default() };
        let store = Arc::new(SqliteStore::open(&temp_db(name)).unwrap());
        (Sessions::configured(store, clock.clone(), defaults), clock)
    }

    fn started(s: &Sessions) -> SessionId {
        let kind = GameKind::from_id("great-wall").unwrap();
        let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
        s.join(rec.id, BEN, "Ben".into(), true).unwrap();
        s.start(rec.id, ANNA).unwrap();
        rec.id
    }

    fn kinds(fired: &[Fired]) -> Vec<String> {
        fired
            .iter()
            .map(|f| match f {
                Fired::Reminder { number, last, .. } => {
                    format!("reminder {number}{}", if *last { " last" } else { "" })
                }
                Fired::HouseMoved { missed, .. } => format!("house moved ({missed})"),
                Fired::Waiting { missed, .. } => format!("waiting ({missed})"),
                Fired::Replaced { missed, .. } => format!("replaced ({missed})"),
                Fired::Digest { user, games } => format!("digest for {user} ({} games)", games.len()),
            })
            .collect()
    }

    #[test]
    fn reminders_come_once_then_the_house_moves_and_the_seat_is_handed_over_after_two_misses() {
        let (s, clock) = timed("house", DeadlinePolicy::HouseMoves);
        let id = started(&s);
        assert!(s.tick().is_empty(), "nothing is due at the start");
        clock.advance(5 * HOUR);
        assert_eq!(kinds(&s.tick()), vec!["reminder 1"]);
        assert!(s.tick().is_empty(), "a reminder is sent once");
        clock.advance(4 * HOUR);
        assert_eq!(kinds(&s.tick()), vec!["reminder 2 last"]);
        let (_, _, before) = someone_to_act(&s, id);
        clock.advance(2 * HOUR);
        let fired = s.tick();
        assert_eq!(kinds(&fired), vec!["house moved (1)"]);
        let (rec, _) = s.get(id).unwrap();
        assert!(rec.version > before, "the house moved for the late seat");
        assert!(s.tick().is_empty(), "a deadline is applied once");
        // The other player is late too, then the first one again: two in a row.
        loop {
            clock.advance(11 * HOUR);
            let fired = kinds(&s.tick());
            if fired.iter().any(|f| f.starts_with("replaced")) {
                assert_eq!(fired.last().unwrap(), "replaced (2)");
                break;
            }
            assert!(fired.iter().all(|f| f.starts_with("house moved") || f.starts_with("reminder")), "{fired:?}");
        }
        let (rec, _) = s.get(id).unwrap();
        assert_eq!(rec.seats.iter().filter(|s| s.is_house()).count(), 1, "one seat went to the house for good");
    }

    #[test]
    fn a_move_resets_the_clock_and_the_missed_count() {
        let (s, clock) = timed("reset", DeadlinePolicy::HouseMoves);
        let id = started(&s);
        clock.advance(9 * HOUR);
        let (user, action, version) = someone_to_act(&s, id);
        s.play_as(id, Some(version), user, &action).unwrap();
        let (rec, _) = s.get(id).unwrap();
        let running: Vec<Millis> =
            rec.timers.seats.iter().filter_map(|t| t.clock.as_ref()).map(|c| c.started_at).collect();
        assert!(running.iter().all(|&t| t == START + 9 * HOUR), "the clock restarted with the move: {running:?}");
    }

    #[test]
    fn under_the_wait_policy_nobody_moves_and_the_deadline_is_not_repeated() {
        let (s, clock) = timed("wait", DeadlinePolicy::Wait);
        let id = started(&s);
        let (_, _, version) = someone_to_act(&s, id);
        clock.advance(11 * HOUR);
        assert_eq!(kinds(&s.tick()), vec!["waiting (1)"]);
        assert!(s.tick().is_empty());
        assert_eq!(s.get(id).unwrap().0.version, version, "the game waited");
    }

    #[test]
    fn timers_survive_a_restart_and_a_passed_deadline_is_handled_once() {
        let path = temp_db("restart");
        let clock = Arc::new(ManualClock::at(START));
        let settings = ClockSettings { timer: 10 * HOUR, ..ClockSettings::default() };
        let defaults = TimerDefaults { clock: Some(settings), ..TimerDefaults::default() };
        let open = || {
            let store = Arc::new(SqliteStore::open(&path).unwrap());
            Sessions::configured(store, clock.clone(), defaults.clone())
        };
        let id = started(&open());
        // Down for a day: both reminders and the deadline passed meanwhile.
        clock.advance(24 * HOUR);
        let s = open();
        assert_eq!(kinds(&s.tick()), vec!["house moved (1)"], "overdue reminders are skipped, the deadline applies");
        let s = open();
        let fired = kinds(&s.tick());
        assert!(!fired.iter().any(|f| f == "house moved (1)"), "not applied twice after another restart: {fired:?}");
        assert!(s.get(id).unwrap().0.version > 0);
    }

    #[test]
    fn vacation_moves_the_deadline_within_the_allowance() {
        let (s, clock) = timed("vacation", DeadlinePolicy::HouseMoves);
        let id = started(&s);
        let (late, _, _) = someone_to_act(&s, id);
        let (left, paused, until) = s.vacation(1, late, Span(20 * HOUR)).unwrap();
        assert_eq!((left, paused, until), (Span(14 * 24 * HOUR - 20 * HOUR), vec![id], START + 20 * HOUR));
        clock.advance(25 * HOUR);
        assert_eq!(kinds(&s.tick()), vec!["reminder 1"], "the clock only ran for 5 hours");
        assert!(matches!(s.vacation(1, late, Span(14 * 24 * HOUR)), Err(Refusal::Vacation(_))));
        assert!(matches!(s.vacation(1, CARLA, Span(HOUR)), Err(Refusal::NoClock)));
    }

    #[test]
    fn a_daily_digest_comes_once_a_day_and_only_when_a_game_waits() {
        let (s, clock) = timed("digest", DeadlinePolicy::Wait);
        let id = started(&s);
        s.set_timer(id, None).unwrap();
        let (late, _, _) = someone_to_act(&s, id);
        let other = if late == ANNA { BEN } else { ANNA };
        for user in [late, other, CARLA] {
            assert_eq!(s.set_digest(1, user, true).unwrap(), Some(START + 24 * HOUR));
        }
        clock.advance(23 * HOUR);
        assert!(s.tick().is_empty(), "not before a day has passed");
        clock.advance(HOUR);
        assert_eq!(kinds(&s.tick()), vec![format!("digest for {late} (1 games)")], "nothing waits on the others");
        assert!(s.tick().is_empty(), "once a day");
        // Down for three days: one digest, not three.
        clock.advance(3 * 24 * HOUR);
        assert_eq!(kinds(&s.tick()).len(), 1);
        assert!(s.tick().is_empty());
        s.set_digest(1, late, false).unwrap();
        clock.advance(24 * HOUR);
        assert!(s.tick().is_empty(), "stopped");
    }

    #[test]
    fn a_players_reminder_mode_picks_their_reminders_but_not_the_deadline() {
        use crate::deadlines::ReminderMode;
        let (s, clock) = timed("reminder-modes", DeadlinePolicy::HouseMoves);
        let id = started(&s);
        let (late, _, _) = someone_to_act(&s, id);
        s.store().set_reminder_mode(1, late, ReminderMode::LastOnly).unwrap();
        clock.advance(5 * HOUR);
        assert!(s.tick().is_empty(), "no half-time reminder");
        clock.advance(4 * HOUR);
        assert_eq!(kinds(&s.tick()), vec!["reminder 2 last"]);
        s.store().set_reminder_mode(1, late, ReminderMode::Off).unwrap();
        clock.advance(HOUR);
        assert_eq!(kinds(&s.tick()), vec!["house moved (1)"], "the deadline applies whatever the mode");
        let (next, _, _) = someone_to_act(&s, id);
        s.store().set_reminder_mode(1, next, ReminderMode::Off).unwrap();
        clock.advance(9 * HOUR);
        assert!(s.tick().is_empty(), "reminders off");
    }
}

#[test]
fn a_start_reports_the_set_ups_events_and_everyone_it_asks() {
    let (s, _) = sessions("setup");
    let kind = GameKind::from_id("junk").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({"opening_hands": "dealt"})).unwrap();
    s.join(rec.id, BEN, "Ben".into(), true).unwrap();
    s.join(rec.id, CARLA, "Carla".into(), true).unwrap();
    let started = s.start(rec.id, ANNA).unwrap();
    let game = started.game.clone().unwrap();
    assert!(!game.setup_events().is_empty(), "dealt hands are set-up events");
    assert_eq!(&started.events[..game.setup_events().len()], &game.setup_events()[..]);
    assert!(started.public_changed && started.turn_changed);
    assert_eq!(started.opened, game.to_act().seats());
}

#[test]
fn a_private_step_is_reported_as_no_public_change() {
    let (s, _) = sessions("private");
    let kind = GameKind::from_id("junk").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
    s.join(rec.id, BEN, "Ben".into(), true).unwrap();
    s.join(rec.id, CARLA, "Carla".into(), true).unwrap();
    s.start(rec.id, ANNA).unwrap();
    // Anna picks her opening cards in secret: until she is done, nobody
    // else can tell anything happened.
    let (record, game) = s.get(rec.id).unwrap();
    let seat = seat_of(&record, ANNA).unwrap();
    let mut steps = 0;
    while s.get(rec.id).unwrap().1.unwrap().to_act().includes(seat) {
        let (record, game) = s.get(rec.id).unwrap();
        let action = game.unwrap().legal(seat)[0].id.clone();
        let p = s.play_as(rec.id, Some(record.version), ANNA, &action).unwrap();
        let done = !p.to_act().contains(&seat);
        assert_eq!(p.public_changed, done, "step {steps}: only the end of her choice shows");
        assert!(p.opened.is_empty());
        steps += 1;
    }
    assert!(steps >= 1 && game.is_some());
}

#[test]
fn a_game_that_ended_behind_its_board_is_caught_up_once_with_its_last_events() {
    let (s, _) = sessions("ended-behind");
    let id = two_humans(&s);
    s.start(id, BEN).unwrap();
    for _ in 0..5000 {
        if s.get(id).unwrap().1.unwrap().outcome().is_some() {
            break;
        }
        let (user, action, version) = someone_to_act(&s, id);
        s.play_as(id, Some(version), user, &action).unwrap();
    }
    let (record, game) = s.get(id).unwrap();
    assert!(game.unwrap().outcome().is_some(), "the game ended");
    assert_eq!(record.status, Status::Over);
    // The bot died after committing the last move, before its board.
    s.store().set_board_version(id, record.version - 1).unwrap();
    let due = s.catch_up();
    assert_eq!(due.len(), 1, "the finished game is due");
    let last = s.store().log(id).unwrap().pop().unwrap();
    assert!(due[0].turn_changed, "a new (final) board is due");
    assert_eq!(due[0].events.len(), last.events.as_array().unwrap().len(), "the last move's events");
    s.store().set_board_version(id, record.version).unwrap();
    assert!(s.catch_up().is_empty(), "published once, never again");
}

/// A started game of `kind` with as many people as it needs at least.
fn started_game(s: &Sessions, kind: GameKind, channel: u64) -> SessionId {
    let people = [ANNA, BEN, CARLA, 1004, 1005];
    let rec = s.open_lobby(1, channel, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
    for (i, &user) in people.iter().enumerate().take(kind.info().min_players.max(2)).skip(1) {
        s.join(rec.id, user, format!("P{i}"), true).unwrap();
    }
    s.start(rec.id, ANNA).unwrap();
    rec.id
}

/// The session as a reader sees it: its record and its game, whole.
fn as_stored(s: &Sessions, id: SessionId) -> (SessionRecord, Value) {
    let (record, game) = s.get(id).unwrap();
    (record, serde_json::to_value(game.unwrap()).unwrap())
}

#[test]
fn an_idle_game_leaves_memory_and_comes_back_as_it_was_secrets_and_all() {
    let (s, _) = sessions("evict");
    let s = s.evicting_after(std::time::Duration::ZERO);
    let mut sealed = 0;
    for (n, kind) in GameKind::ALL.iter().enumerate() {
        let id = started_game(&s, *kind, 100 + n as u64);
        // Into the game, and where it can be, halfway through a choice
        // made by several seats at once: one has chosen in secret, the
        // others not yet.
        for _ in 0..400 {
            let (record, game) = s.get(id).unwrap();
            let game = game.unwrap();
            let owing = game.to_act().seats();
            let Some(&seat) = owing.first() else { break };
            let user = record.seats[seat.index()].user.unwrap();
            s.play_as(id, Some(record.version), user, &game.legal(seat)[0].id.clone()).unwrap();
            if owing.len() > 1 && record.version > 3 {
                sealed += 1;
                break;
            }
        }
        s.look(id, BEN).expect("Ben looks at the game");
        let before = as_stored(&s, id);
        assert!(s.live_count() >= 1);
        assert!(s.evict_idle() >= 1, "{kind:?}: the idle game left");
        assert_eq!(s.live_count(), 0);
        let after = as_stored(&s, id);
        assert_eq!(after.0, before.0, "{kind:?}: the record, a look's time included, is as it was");
        assert_eq!(after.1, before.1, "{kind:?}: the game, sealed choices and dice included, is as it was");
        if after.0.status == Status::Active {
            let (user, action, version) = someone_to_act(&s, id);
            s.play_as(id, Some(version), user, &action).unwrap();
        }
        s.evict_idle();
    }
    // Dschunke's seats choose at once (the others take turns).
    assert!(sealed >= 1, "a game was left halfway through a sealed choice");
}

#[test]
fn a_game_in_use_stays_in_memory() {
    let (s, _) = sessions("evict-busy");
    let s = s.evicting_after(std::time::Duration::ZERO);
    let id = two_humans(&s);
    s.start(id, ANNA).unwrap();
    let held = s.live(id).unwrap();
    assert_eq!(s.evict_idle(), 0, "a request holds it");
    drop(held);
    assert_eq!(s.evict_idle(), 1);
    let s = s.evicting_after(std::time::Duration::from_secs(3600));
    s.get(id).unwrap();
    assert_eq!(s.evict_idle(), 0, "touched within the idle time");
}

#[test]
fn two_requests_reading_a_session_in_at_once_share_one_copy() {
    let path = temp_db("load-race");
    let sqlite: Arc<dyn Store> = Arc::new(SqliteStore::open(&path).unwrap());
    // Each read of the store takes a while: the second request comes to
    // the map while the first is still reading the session in.
    let slow = crate::store::slow::SlowStore::wrap(sqlite, std::time::Duration::from_millis(30));
    let s = Sessions::new(slow);
    let id = two_humans(&s);
    s.start(id, ANNA).unwrap();
    // Held, but marked as written by another process: both read it in.
    let held = s.live(id).unwrap();
    lock(&held).revision = Some(-1);
    drop(held);
    let both = std::sync::Barrier::new(2);
    let (a, b) = std::thread::scope(|scope| {
        let read = || {
            both.wait();
            s.live(id).unwrap()
        };
        let a = scope.spawn(read);
        let b = scope.spawn(read);
        (a.join().unwrap(), b.join().unwrap())
    });
    assert!(Arc::ptr_eq(&a, &b), "one lock for the session, whichever request read it in");
    assert_eq!(s.live_count(), 1);
}
