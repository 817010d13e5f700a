use serde_json::json;
use tavola_engine::{AnyGame, GameKind, Seat};

use super::*;
use crate::render::game_checks::record;
use tavola_table::deadlines::SeatTimer;

const QUIET: i64 = 300_000;
const NOW: i64 = 10_000_000;

/// A two-player Great Wall (both seats human), its board posted.
fn table() -> (SessionRecord, AnyGame) {
    let mut rec = record(GameKind::GreatWall, 2);
    rec.seats[1] = tavola_table::record::SeatRecord { user: Some(101), name: "Ben".into(), dm_open: true };
    rec.board_message = Some(77);
    rec.timers.seats = vec![SeatTimer::default(); 2];
    (rec, AnyGame::new(GameKind::GreatWall, 2, &json!({}), 3).unwrap())
}

/// The game after the seat to act moves until the turn passes.
fn turn_passes(game: &AnyGame) -> (Seat, AnyGame, Vec<tavola_engine::AppliedEvent>) {
    let mover = game.to_act().seats()[0];
    let mut next = game.clone();
    let mut events = Vec::new();
    while next.to_act().includes(mover) {
        let action = next.legal(mover)[0].action.clone();
        events.extend(next.apply(mover, &action).unwrap());
    }
    (mover, next, events)
}

#[test]
fn a_decision_for_a_player_away_is_a_new_board_one_ping_and_one_panel() {
    let (rec, game) = table();
    let (mover, next, events) = turn_passes(&game);
    let progress = Progress::between(rec.clone(), Some(&game), next.clone(), events);
    let other = next.to_act().seats()[0];
    assert_ne!(other, mover);
    let plan = Plan::of(&progress, &rec, NOW, QUIET, rec.seats[mover.index()].user);
    assert_eq!(plan.board, BoardStep::New);
    assert_eq!(plan.notify, vec![rec.seats[other.index()].user.unwrap()]);
    assert_eq!(plan.panels, vec![other]);
}

#[test]
fn a_player_at_the_table_gets_the_board_updated_but_no_ping_and_no_dm() {
    let (mut rec, game) = table();
    let (_, next, events) = turn_passes(&game);
    let other = next.to_act().seats()[0];
    rec.timers.seats[other.index()].last_acted = Some(NOW - QUIET / 2);
    let progress = Progress::between(rec.clone(), Some(&game), next, events);
    let plan = Plan::of(&progress, &rec, NOW, QUIET, None);
    assert_eq!(plan.board, BoardStep::Edit);
    assert!(plan.notify.is_empty() && plan.panels.is_empty());
    // Once they have gone quiet, the ping comes back.
    let plan = Plan::of(&progress, &rec, NOW + QUIET, QUIET, None);
    assert_eq!(plan.board, BoardStep::New);
    assert_eq!(plan.panels, vec![other]);
}

#[test]
fn a_change_nobody_can_see_touches_no_public_message() {
    let (rec, game) = table();
    let mut progress = Progress::between(rec.clone(), Some(&game), game.clone(), Vec::new());
    assert!(!progress.public_changed && !progress.turn_changed);
    assert_eq!(Plan::of(&progress, &rec, NOW, QUIET, None).board, BoardStep::Keep);
    progress.public_changed = true;
    assert_eq!(Plan::of(&progress, &rec, NOW, QUIET, None).board, BoardStep::Edit);
}

#[test]
fn a_step_inside_ones_own_turn_opens_nothing() {
    let (rec, game) = table();
    let mover = game.to_act().seats()[0];
    let mut next = game.clone();
    let action = next.legal(mover)[0].action.clone();
    let events = next.apply(mover, &action).unwrap();
    if !next.to_act().includes(mover) {
        return;
    }
    let progress = Progress::between(rec.clone(), Some(&game), next, events);
    assert!(progress.opened.is_empty() && !progress.turn_changed);
    let plan = Plan::of(&progress, &rec, NOW, QUIET, rec.seats[mover.index()].user);
    assert!(plan.notify.is_empty() && plan.panels.is_empty());
    assert_ne!(plan.board, BoardStep::New);
}

#[test]
fn a_secret_round_names_everyone_in_one_board_and_a_private_step_keeps_it() {
    let rec = {
        let mut r = record(GameKind::Junk, 3);
        r.seats[2] = tavola_table::record::SeatRecord { user: Some(102), name: "Cleo".into(), dm_open: true };
        r.board_message = Some(77);
        r.timers.seats = vec![SeatTimer::default(); 3];
        r
    };
    let game = AnyGame::new(GameKind::Junk, 3, &json!({}), 5).unwrap();
    let started = Progress {
        opened: game.to_act().seats(),
        turn_changed: true,
        ..Progress::quiet(rec.clone(), Some(game.clone()))
    };
    let plan = Plan::of(&started, &rec, NOW, QUIET, None);
    let humans = game.to_act().seats().iter().filter(|s| rec.seats[s.index()].user.is_some()).count();
    assert_eq!(plan.notify.len(), humans, "one board pings every seat that owes the secret choice");
    assert_eq!(plan.board, BoardStep::New);
}

#[test]
fn a_board_left_as_it_is_never_counts_as_showing_a_newer_public_change() {
    let (rec, game) = table();
    let mut progress = Progress::between(rec.clone(), Some(&game), game.clone(), Vec::new());
    progress.record.version = 5;
    let mut newer = rec.clone();
    newer.version = 7;
    let (version, shown) = (newer.version, 4);
    let keep = Plan::of(&progress, &rec, NOW, QUIET, None);
    assert_eq!(keep.board, BoardStep::Keep);
    // A private step at 5, published after a public move made version 7:
    // the board still owes 7.
    assert_eq!(shown_after(&keep, &progress, version, shown), 5);
    // Published late, after 7's own board: it takes nothing back.
    assert_eq!(shown_after(&keep, &progress, version, 7), 7);
    progress.public_changed = true;
    let edit = Plan::of(&progress, &rec, NOW, QUIET, None);
    assert_eq!(shown_after(&edit, &progress, version, shown), 7, "a board drawn now shows the session as it stands");
}
