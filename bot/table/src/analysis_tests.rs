//! Finished games' analyses at the table: queued when a game ends (unless
//! its server said off), resumed after a restart where it stopped, equal
//! to an analysis done in one go, posted once; forgotten when the end is
//! taken back; never for a cancelled game.

use std::sync::Arc;

use serde_json::json;
use tavola_engine::ai::SearchConfig;
use tavola_engine::GameKind;

use super::*;
use crate::house::{think, Effort};
use crate::store::SqliteStore;

const ANNA: u64 = 1;
const GUILD: u64 = 3;
const CHANNEL: u64 = 10;

fn temp_db(name: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("tavola-analysis-{name}-{}.db", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

fn open(path: &std::path::Path) -> Sessions {
    Sessions::new(Arc::new(SqliteStore::open(path).unwrap()))
}

/// A two-player Great Wall game, Anna against a house player, played to
/// its end with first choices (house players with a tiny search).
fn finished_game(s: &Sessions) -> SessionId {
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(GUILD, CHANNEL, (ANNA, "Anna".into(), true), kind, Some(2), json!({})).unwrap();
    s.start(rec.id, ANNA).unwrap();
    for _ in 0..2000 {
        while let Some(turn) = s.house_turn(rec.id).unwrap() {
            let action = think(&turn, Effort::of(turn.level, Some(5))).expect("a house seat chooses");
            s.house_move(&turn, action).unwrap();
        }
        let (record, game) = s.get(rec.id).unwrap();
        if record.status == Status::Over {
            return rec.id;
        }
        let game = game.unwrap();
        let seat = game.to_act().seats()[0];
        let action = game.legal(seat).into_iter().find(|a| !a.id.contains("back")).unwrap().id;
        s.play_as(rec.id, Some(record.version), ANNA, &action).unwrap();
    }
    panic!("the game does not end");
}

const BUDGET: u32 = 8;

/// Thinks and keeps decisions until `stop` are done or nothing is left;
/// how many were thought here.
fn run(s: &Sessions, id: SessionId, stop: usize) -> usize {
    let mut thought = 0;
    while let Step::Decide { guild, next } = s.analysis_step(id).unwrap() {
        assert_eq!(guild, GUILD);
        if next.turn > stop {
            break;
        }
        let config = SearchConfig::with_iterations(BUDGET);
        let decision = next.game.analyse_decision(next.turn, next.seat, &next.action, &config, id as u64).unwrap();
        assert!(s.keep_decision(id, decision).unwrap());
        thought += 1;
    }
    thought
}

#[test]
fn an_analysis_resumes_after_a_restart_where_it_stopped_and_equals_one_done_in_one_go() {
    let path = temp_db("resume");
    let s = open(&path);
    let id = finished_game(&s);
    let queued = s.analysis(id).unwrap().expect("a finished game is queued: analysis is on by default");
    let total = queued.total;
    assert_eq!((queued.status, queued.decisions.len()), (AnalysisStatus::Pending, 0));
    assert!(total > 10, "{total} decisions");
    assert_eq!(run(&s, id, 7), 7);
    assert_eq!(s.analysis(id).unwrap().unwrap().percent(), (7 * 100 / total) as u32);
    drop(s);

    // A restart: the next step is decision 8, not the first.
    let s = open(&path);
    assert_eq!(s.store().unfinished_analyses().unwrap(), vec![id]);
    match s.analysis_step(id).unwrap() {
        Step::Decide { next, .. } => assert_eq!(next.turn, 8, "resumed where it stopped"),
        other => panic!("{other:?}"),
    }
    assert_eq!(run(&s, id, usize::MAX), total - 7);
    let done = match s.analysis_step(id).unwrap() {
        Step::Post(done) => done.0,
        other => panic!("{other:?}"),
    };
    assert_eq!((done.status, done.percent()), (AnalysisStatus::Done, 100));

    // The same decisions as an analysis in one go, from the set-up.
    let (record, _) = s.get(id).unwrap();
    let log = s.store().log(id).unwrap();
    let start = Sessions::replay(&record, &[]).unwrap();
    let moves: Vec<(tavola_engine::Seat, Value)> =
        log.iter().map(|e| (tavola_engine::Seat(e.seat), e.action.clone())).collect();
    let whole = start.analyse(&moves, &SearchConfig::with_iterations(BUDGET), id as u64, &mut |_| ()).unwrap();
    assert_eq!(done.decisions, whole.decisions);
    assert_eq!(done.turning_points(), whole.turning_points);

    s.analysis_posted(id, 777).unwrap();
    assert!(matches!(s.analysis_step(id).unwrap(), Step::Nothing), "posted once");
    assert!(s.store().unfinished_analyses().unwrap().is_empty());
    assert_eq!(s.latest_finished(CHANNEL).unwrap(), id);
    let again = s.queue_analysis(id).unwrap();
    assert_eq!((again.status, again.message), (AnalysisStatus::Posted, Some(777)), "asking again finds it");
}

#[test]
fn an_end_taken_back_forgets_the_analysis_and_a_server_with_analysis_off_queues_none() {
    let s = open(&temp_db("forget"));
    let id = finished_game(&s);
    run(&s, id, 3);
    s.undo_moves(id, 1, None).unwrap();
    assert!(s.analysis(id).unwrap().is_none(), "the end was taken back");
    assert!(matches!(s.analysis_step(id).unwrap(), Step::Nothing));
    let stale = tavola_engine::ai::analysis::Decision { turn: 4, ..sample_decision() };
    assert!(!s.keep_decision(id, stale).unwrap(), "a decision thought before is not kept");
    assert!(matches!(s.latest_finished(CHANNEL), Err(Refusal::NoFinishedGame)));
    assert!(matches!(s.queue_analysis(id), Err(Refusal::NoFinishedGame)), "a running game has no analysis");

    let s = open(&temp_db("off"));
    s.store().set_guild_setting(GUILD, SETTING, "off").unwrap();
    let id = finished_game(&s);
    assert!(s.analysis(id).unwrap().is_none(), "analysis off: not queued by itself");
    let asked = s.queue_analysis(id).unwrap();
    assert_eq!((asked.status, asked.decisions.len()), (AnalysisStatus::Pending, 0), "but on request");
}

#[test]
fn a_cancelled_game_is_never_analysed() {
    let s = open(&temp_db("cancel"));
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(GUILD, CHANNEL, (ANNA, "Anna".into(), true), kind, Some(2), json!({})).unwrap();
    s.start(rec.id, ANNA).unwrap();
    s.apply(rec.id, &crate::request::Actor::admin(9), crate::request::Request::Cancel).unwrap();
    assert!(s.analysis(rec.id).unwrap().is_none());
    assert!(s.store().unfinished_analyses().unwrap().is_empty());
    assert!(matches!(s.latest_finished(CHANNEL), Err(Refusal::NoFinishedGame)));
    assert!(matches!(s.queue_analysis(rec.id), Err(Refusal::NoFinishedGame)));
}

#[test]
fn the_budget_defaults_to_tavola_analyze_s() {
    let default = tavola_engine::ai::analysis::ANALYSIS_ITERATIONS;
    assert_eq!(crate::deadlines::TimerDefaults::default().analysis_budget, default);
    assert!(on_by(None) && on_by(Some("on")) && !on_by(Some("off")));
}

fn sample_decision() -> tavola_engine::ai::analysis::Decision {
    tavola_engine::ai::analysis::Decision {
        turn: 1,
        round: 1,
        seat: tavola_engine::Seat(0),
        played: "a".into(),
        played_msg: tavola_engine::Msg::new("x"),
        preferred: "b".into(),
        preferred_msg: tavola_engine::Msg::new("y"),
        win: vec![0.5, 0.5],
        preferred_win: 0.5,
        played_win: Some(0.5),
    }
}
