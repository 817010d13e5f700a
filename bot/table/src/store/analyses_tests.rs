//! The store's analyses (`analyses`), on both backends: queued once, kept
//! decision by decision across a reopening, refused once forgotten, found
//! while unposted; and a channel's newest finished game.

use tavola_engine::ai::analysis::Decision;
use tavola_engine::{Msg, Seat};

use super::*;
use crate::analysis::{AnalysisRecord, AnalysisStatus};

on_both_backends!(
    an_analysis_is_queued_once_kept_across_reopening_and_forgotten,
    the_newest_finished_game_of_a_channel_is_found,
);

fn decision(turn: usize) -> Decision {
    Decision {
        turn,
        round: turn as u32 / 2 + 1,
        seat: Seat((turn % 2) as u8),
        played: format!("p{turn}"),
        played_msg: Msg::new("gw-draw").num("count", 2),
        preferred: "best".into(),
        preferred_msg: Msg::new("gw-pass"),
        win: vec![0.25, 0.75],
        preferred_win: 0.6,
        played_win: Some(0.4),
    }
}

fn an_analysis_is_queued_once_kept_across_reopening_and_forgotten(backend: &Backend) {
    let store = backend.open();
    assert!(store.analysis(11).unwrap().is_none());
    assert!(store.queue_analysis(11, 3).unwrap(), "queued");
    assert!(!store.queue_analysis(11, 9).unwrap(), "queued once");
    assert!(store.queue_analysis(12, 1).unwrap());
    let mut a = store.analysis(11).unwrap().unwrap();
    assert_eq!(a, AnalysisRecord::queued(11, 3));
    a.decisions = vec![decision(1), decision(2)];
    assert!(store.save_analysis(&a).unwrap());
    drop(store);

    let store = backend.open();
    let kept = store.analysis(11).unwrap().unwrap();
    assert_eq!(kept.decisions, vec![decision(1), decision(2)], "the decisions survive, floats exact");
    assert_eq!((kept.status, kept.percent()), (AnalysisStatus::Pending, 66));
    assert_eq!(store.unfinished_analyses().unwrap(), vec![11, 12]);
    let posted = AnalysisRecord { status: AnalysisStatus::Posted, message: Some(u64::MAX - 5), ..kept };
    assert!(store.save_analysis(&posted).unwrap());
    assert_eq!(store.analysis(11).unwrap().unwrap().message, Some(u64::MAX - 5), "a snowflake's full range");
    assert_eq!(store.unfinished_analyses().unwrap(), vec![12], "a posted analysis is done with");

    store.forget_analysis(12).unwrap();
    assert!(store.analysis(12).unwrap().is_none());
    assert!(!store.save_analysis(&AnalysisRecord::queued(12, 1)).unwrap(), "a forgotten analysis stays forgotten");
    assert!(store.analysis(12).unwrap().is_none());
    assert!(store.unfinished_analyses().unwrap().is_empty());
}

fn the_newest_finished_game_of_a_channel_is_found(backend: &Backend) {
    let store = backend.open();
    assert_eq!(store.latest_finished_in_channel(5).unwrap(), None);
    let finish = |channel: u64, status: Status| {
        let id = store.create(&lobby(channel)).unwrap();
        let mut rec = store.load(id).unwrap().unwrap();
        rec.status = status;
        store.save(&rec).unwrap();
        id
    };
    let first = finish(5, Status::Over);
    let second = finish(5, Status::Over);
    finish(5, Status::Cancelled);
    finish(6, Status::Over);
    store.create(&lobby(5)).unwrap();
    assert!(first < second);
    assert_eq!(store.latest_finished_in_channel(5).unwrap(), Some(second), "the newest over, not cancelled or open");
}
