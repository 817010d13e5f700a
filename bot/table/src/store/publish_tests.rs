//! What a publish and a panel read and write, on both backends: a
//! publish's record in one write, its facts in one call, and a seat's
//! "since your last move".

use super::*;

on_both_backends!(
    a_publish_is_recorded_in_one_write_and_read_back,
    a_publish_reads_the_board_the_servers_settings_and_the_page_in_one_call,
    since_a_seats_last_move_is_the_log_after_it,
);

/// What a publish sent (the board, a DM panel, the board's number and
/// version) is there after reopening; the rest of the record is as it was;
/// another process re-reads the session only when its messages changed.
fn a_publish_is_recorded_in_one_write_and_read_back(backend: &Backend) {
    let id = {
        let store = backend.open();
        let id = store.create(&active(5)).unwrap();
        let mut record = store.load(id).unwrap().unwrap();
        record.board_message = Some(u64::MAX - 1);
        record.dm_messages = vec![(42, 7, u64::MAX - 2)];
        store.record_published(&record, Some(3), 4).unwrap();
        let revision = store.revision(id).unwrap();
        // The board edited in place: no new message, no new revision.
        store.record_published(&record, None, 5).unwrap();
        if revision.is_some() {
            assert_eq!(store.revision(id).unwrap(), revision, "nothing for another process to re-read");
            let own = store.own_revisions(id).expect("its own writes, remembered");
            assert_eq!(Some(own.1), revision, "the store knows the revision it wrote last");
        }
        id
    };
    let store = backend.open();
    let record = store.load(id).unwrap().unwrap();
    assert_eq!(record.board_message, Some(u64::MAX - 1));
    assert_eq!(record.dm_messages, vec![(42, 7, u64::MAX - 2)]);
    assert_eq!(store.board_state(id).unwrap(), (5, 3), "the version shown and the board's number");
    assert_eq!((record.status, record.snapshot.as_deref(), record.seats.len()), (Status::Active, Some("s0"), 2));
    let mut gone = record.clone();
    gone.id += 1000;
    assert!(store.record_published(&gone, None, 1).is_err(), "no such session");
}

/// What a publish reads besides the record: the board's state, the
/// server's settings asked for, in their order, and the web page's token.
fn a_publish_reads_the_board_the_servers_settings_and_the_page_in_one_call(backend: &Backend) {
    let store = backend.open();
    let id = store.create(&active(5)).unwrap();
    let guild = store.load(id).unwrap().unwrap().guild;
    store.set_board_version(id, 4).unwrap();
    store.set_board_turn(id, 3).unwrap();
    store.set_guild_setting(guild, "web", "off").unwrap();
    store.set_guild_setting(guild + 1, "images", "off").unwrap();
    let facts = store.publish_facts(id, guild, &["images", "web", "analysis"]).unwrap();
    let expected = PublishFacts { shown: 4, turn: 3, settings: vec![None, Some("off".into()), None], web_token: None };
    assert_eq!(facts, expected, "another server's setting is not this one's");
    let token = store.keep_web_token(id, "page-token").unwrap();
    assert_eq!(store.publish_facts(id, guild, &[]).unwrap().web_token, Some(token));
    assert!(store.publish_facts(id + 1000, guild, &["web"]).is_err(), "no such session");
}

/// "Since your last move" as the store reads it is the whole log cut after
/// the seat's latest entry, for every seat, one that never moved included;
/// another session's moves are not in it.
fn since_a_seats_last_move_is_the_log_after_it(backend: &Backend) {
    let store = backend.open();
    let id = store.create(&active(5)).unwrap();
    let other = store.create(&active(6)).unwrap();
    for (v, seat) in [0, 1, 1, 0, 2, 1, 0].into_iter().enumerate() {
        let version = v as u64 + 1;
        let snapshot = format!("s{version}");
        let state = committed(&snapshot, Status::Active);
        store.append(id, &LogEntry { seat, ..entry(version) }, &state).unwrap();
        store.append(other, &LogEntry { seat: 3, ..entry(version) }, &state).unwrap();
    }
    let log = store.log(id).unwrap();
    for seat in 0..4u8 {
        let expected = match log.iter().rposition(|e| e.seat == seat) {
            Some(mine) => log[mine + 1..].to_vec(),
            None => Vec::new(),
        };
        assert_eq!(store.since_last_move(id, seat).unwrap(), expected, "seat {seat}");
    }
    assert_eq!(store.since_last_move(id, 2).unwrap().iter().map(|e| e.version).collect::<Vec<_>>(), [6, 7]);
    assert!(store.since_last_move(id, 0).unwrap().is_empty(), "the last move was seat 0's");
}
