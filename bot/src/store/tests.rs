//! The store's tests: each opens its own database file.

use super::*;

fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-store-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("tavola.db")
}

fn lobby(channel: u64) -> SessionRecord {
    SessionRecord {
        id: 0,
        guild: 7,
        channel,
        creator: 42,
        game: "great-wall".into(),
        options: serde_json::json!({}),
        target: Some(3),
        seed: u64::MAX - 3,
        status: Status::Lobby,
        version: 0,
        seats: vec![SeatRecord { user: Some(42), name: "Anna".into(), dm_open: true }, SeatRecord::house(1)],
        snapshot: None,
        lobby_message: Some(99),
        board_message: None,
        dm_messages: vec![],
        timers: Default::default(),
    }
}

fn active(channel: u64) -> SessionRecord {
    SessionRecord { status: Status::Active, snapshot: Some("s0".into()), ..lobby(channel) }
}

fn committed(snapshot: &str, status: Status) -> Committed<'_> {
    Committed { snapshot, status, timers: "{}" }
}

fn entry(version: u64) -> LogEntry {
    LogEntry { version, seat: 0, action: serde_json::json!("draw"), by: Some(42), events: serde_json::json!([]), at: 1 }
}

#[test]
fn one_open_session_per_channel() {
    let store = SqliteStore::open(&temp_db("busy")).unwrap();
    let id = store.create(&lobby(5)).unwrap();
    assert!(matches!(store.create(&lobby(5)), Err(StoreError::ChannelBusy)));
    let mut rec = store.load(id).unwrap().unwrap();
    rec.status = Status::Cancelled;
    store.save(&rec).unwrap();
    assert!(store.open_in_channel(5).unwrap().is_none());
    store.create(&lobby(5)).unwrap();
}

#[test]
fn append_checks_the_version_and_writes_nothing_on_conflict() {
    let store = SqliteStore::open(&temp_db("append")).unwrap();
    let id = store.create(&active(1)).unwrap();
    store.append(id, &entry(1), &committed("s1", Status::Active)).unwrap();
    let err = store.append(id, &entry(1), &committed("replayed", Status::Active)).unwrap_err();
    assert!(matches!(err, StoreError::VersionConflict { expected: 0, found: 1 }), "{err}");
    assert!(matches!(
        store.append(id, &entry(3), &committed("skip", Status::Active)),
        Err(StoreError::VersionConflict { .. })
    ));
    assert!(matches!(
        store.append(id, &entry(0), &committed("start again", Status::Active)),
        Err(StoreError::VersionConflict { .. })
    ));
    let rec = store.load(id).unwrap().unwrap();
    assert_eq!((rec.version, rec.snapshot.as_deref()), (1, Some("s1")));
    assert_eq!(store.log(id).unwrap(), vec![entry(1)]);
    // A refused move leaves no transaction open: the next one commits.
    store.append(id, &entry(2), &committed("s2", Status::Active)).unwrap();
    assert_eq!(store.load(id).unwrap().unwrap().version, 2);
}

#[test]
fn a_move_into_a_session_not_being_played_is_refused() {
    let store = SqliteStore::open(&temp_db("not-active")).unwrap();
    let id = store.create(&lobby(1)).unwrap();
    let err = store.append(id, &entry(1), &committed("s1", Status::Active)).unwrap_err();
    assert!(matches!(err, StoreError::NotActive), "{err}");
    let rec = store.load(id).unwrap().unwrap();
    assert_eq!((rec.status, rec.version, rec.snapshot), (Status::Lobby, 0, None));
    assert!(store.log(id).unwrap().is_empty());
}

#[test]
fn everything_survives_reopening_the_file() {
    let path = temp_db("reopen");
    let id = {
        let store = SqliteStore::open(&path).unwrap();
        let id = store.create(&active(3)).unwrap();
        for v in 1..=3 {
            store.append(id, &entry(v), &committed(&format!("state {v}"), Status::Active)).unwrap();
        }
        let mut rec = store.load(id).unwrap().unwrap();
        rec.board_message = Some(1234);
        rec.dm_messages = vec![(42, 43, 44)];
        store.save(&rec).unwrap();
        id
    };
    let store = SqliteStore::open(&path).unwrap();
    let rec = store.open_in_channel(3).unwrap().unwrap();
    assert_eq!(rec.id, id);
    assert_eq!(rec.version, 3);
    assert_eq!(rec.snapshot.as_deref(), Some("state 3"));
    assert_eq!(rec.board_message, Some(1234));
    assert_eq!(rec.dm_messages, vec![(42, 43, 44)]);
    assert_eq!(rec.seed, u64::MAX - 3);
    assert_eq!(rec.seats, lobby(3).seats);
    assert_eq!(store.log(id).unwrap().len(), 3);
}

#[test]
fn timers_and_vacations_survive_reopening_the_file() {
    use crate::deadlines::{ClockSettings, SeatClock, SeatTimer};
    let path = temp_db("timers");
    let timers = Timers {
        settings: Some(ClockSettings::default()),
        seats: vec![
            SeatTimer { clock: Some(SeatClock::start(5)), missed: 2, last_seen: Some(4), last_acted: None },
            SeatTimer::default(),
        ],
    };
    let id = {
        let store = SqliteStore::open(&path).unwrap();
        let id = store.create(&lobby(4)).unwrap();
        assert!(store.timed_sessions().unwrap().is_empty(), "a lobby has no running clock");
        let mut rec = store.load(id).unwrap().unwrap();
        rec.status = Status::Active;
        store.save(&rec).unwrap();
        assert!(store.timed_sessions().unwrap().is_empty(), "no timer set");
        store.set_timers(id, &timers).unwrap();
        let away = Vacation { ledger: VacationLedger { year: 2026, used: 7 }, away_until: 99 };
        store.set_vacation(7, 42, &away).unwrap();
        id
    };
    let store = SqliteStore::open(&path).unwrap();
    assert_eq!(store.load(id).unwrap().unwrap().timers, timers);
    assert_eq!(store.timed_sessions().unwrap(), vec![id]);
    assert_eq!(store.active_seated(7, 42).unwrap(), vec![id]);
    assert!(store.active_seated(8, 42).unwrap().is_empty());
    assert_eq!(store.vacation(7, 42).unwrap().away_until, 99);
    assert_eq!(store.vacation(7, 43).unwrap(), Vacation::default());
}

#[test]
fn truncate_drops_the_tail_of_the_log() {
    let store = SqliteStore::open(&temp_db("truncate")).unwrap();
    let id = store.create(&active(2)).unwrap();
    for v in 1..=4 {
        store.append(id, &entry(v), &committed("s", Status::Active)).unwrap();
    }
    store.truncate(id, 2, "rebuilt", Status::Active).unwrap();
    let rec = store.load(id).unwrap().unwrap();
    assert_eq!((rec.version, rec.snapshot.as_deref()), (2, Some("rebuilt")));
    assert_eq!(store.log(id).unwrap().len(), 2);
    store.append(id, &entry(3), &committed("s3", Status::Over)).unwrap();
    assert_eq!(store.load(id).unwrap().unwrap().status, Status::Over);
}

#[test]
fn admin_contacts_are_per_guild_and_can_be_withdrawn() {
    let path = temp_db("contacts");
    {
        let store = SqliteStore::open(&path).unwrap();
        store.set_admin_contact(7, 42, true).unwrap();
        store.set_admin_contact(7, 43, true).unwrap();
        store.set_admin_contact(7, 42, true).unwrap();
        store.set_admin_contact(8, 44, true).unwrap();
    }
    let store = SqliteStore::open(&path).unwrap();
    let mut contacts = store.admin_contacts(7).unwrap();
    contacts.sort_unstable();
    assert_eq!(contacts, vec![42, 43], "asking twice lists an admin once");
    store.set_admin_contact(7, 42, false).unwrap();
    store.set_admin_contact(7, 99, false).unwrap();
    assert_eq!(store.admin_contacts(7).unwrap(), vec![43]);
    assert_eq!(store.admin_contacts(8).unwrap(), vec![44]);
    assert!(store.admin_contacts(9).unwrap().is_empty());
}

#[test]
fn the_guild_list_is_newest_first_and_limited() {
    let store = SqliteStore::open(&temp_db("list")).unwrap();
    let ids: Vec<_> = (10..14).map(|c| store.create(&lobby(c)).unwrap()).collect();
    let listed: Vec<_> = store.list_guild(7, 3).unwrap().into_iter().map(|r| r.id).collect();
    assert_eq!(listed, vec![ids[3], ids[2], ids[1]]);
    assert!(store.list_guild(8, 10).unwrap().is_empty());
}

#[test]
fn digests_fall_due_and_can_be_moved_or_stopped() {
    let path = temp_db("digests");
    {
        let store = SqliteStore::open(&path).unwrap();
        store.set_digest(7, 42, Some(100)).unwrap();
        store.set_digest(7, 43, Some(300)).unwrap();
        store.set_digest(8, 42, Some(50)).unwrap();
    }
    let store = SqliteStore::open(&path).unwrap();
    assert_eq!(store.due_digests(100).unwrap(), vec![(8, 42, 50), (7, 42, 100)]);
    store.set_digest(7, 42, Some(1000)).unwrap();
    store.set_digest(8, 42, None).unwrap();
    assert!(store.due_digests(299).unwrap().is_empty());
    assert_eq!(store.due_digests(1000).unwrap(), vec![(7, 43, 300), (7, 42, 1000)]);
}

#[test]
fn an_older_database_keeps_its_games_across_the_log_migration() {
    let path = temp_db("migrate");
    {
        let mut conn = Connection::open(&path).unwrap();
        conn.execute_batch(PRAGMAS).unwrap();
        Migrations::from_slice(&MIGRATIONS[..5]).to_latest(&mut conn).unwrap();
        conn.execute_batch(
            "INSERT INTO sessions (id, guild, channel, creator, game, options, seed, status, version, snapshot, timers)
             VALUES (1, 7, 1, 42, 'great-wall', '{}', 1, 'active', 2, 'state 2', '{\"seats\":[]}'),
                    (2, 7, 2, 42, 'great-wall', '{}', 1, 'active', 0, 'state 0', '{}'),
                    (3, 7, 3, 42, 'great-wall', '{}', 1, 'lobby', 0, NULL, '{}');
             INSERT INTO actions VALUES (1, 1, 0, '\"draw\"', 42, '[]', 1), (1, 2, 0, '\"draw\"', 42, '[]', 1);",
        )
        .unwrap();
    }
    let store = SqliteStore::open(&path).unwrap();
    let one = store.load(1).unwrap().unwrap();
    assert_eq!((one.version, one.snapshot.as_deref()), (2, Some("state 2")));
    assert_eq!(store.log(1).unwrap(), vec![entry(1), entry(2)]);
    store.append(1, &entry(3), &committed("state 3", Status::Active)).unwrap();
    assert_eq!(store.load(1).unwrap().unwrap().snapshot.as_deref(), Some("state 3"));
    let two = store.load(2).unwrap().unwrap();
    assert_eq!((two.version, two.snapshot.as_deref()), (0, Some("state 0")));
    assert!(store.log(2).unwrap().is_empty(), "the start is not a logged move");
    store.append(2, &entry(1), &committed("state 1", Status::Active)).unwrap();
    let three = store.load(3).unwrap().unwrap();
    assert_eq!((three.version, three.snapshot), (0, None));
    // Undo all the way back: the start holds the state again.
    store.truncate(1, 0, "again", Status::Active).unwrap();
    let one = store.load(1).unwrap().unwrap();
    assert_eq!((one.version, one.snapshot.as_deref()), (0, Some("again")));
    assert!(store.log(1).unwrap().is_empty());
}

#[test]
fn the_clocks_follow_the_head_of_the_log() {
    use crate::deadlines::{ClockSettings, SeatClock, SeatTimer};
    let store = SqliteStore::open(&temp_db("head-timers")).unwrap();
    let id = store.create(&active(1)).unwrap();
    assert!(store.timed_sessions().unwrap().is_empty());
    let timers = Timers {
        settings: Some(ClockSettings::default()),
        seats: vec![SeatTimer { clock: Some(SeatClock::start(5)), missed: 1, last_seen: None, last_acted: None }],
    };
    store.set_timers(id, &timers).unwrap();
    assert_eq!(store.timed_sessions().unwrap(), vec![id]);
    store.append(id, &entry(1), &committed("s1", Status::Active)).unwrap();
    assert_eq!(store.load(id).unwrap().unwrap().timers, Timers::default(), "a move brings its own clocks");
    assert!(store.timed_sessions().unwrap().is_empty());
    store.set_timers(id, &timers).unwrap();
    let mut rec = store.load(id).unwrap().unwrap();
    assert_eq!((rec.version, rec.timers.clone()), (1, timers.clone()));
    // A save (new message ids) keeps the state and writes the clocks to the head.
    rec.board_message = Some(9);
    rec.timers.seats[0].missed = 2;
    store.save(&rec).unwrap();
    let saved = store.load(id).unwrap().unwrap();
    assert_eq!((saved.version, saved.snapshot.as_deref(), saved.timers.seats[0].missed), (1, Some("s1"), 2));
    // Undo keeps the clocks as they are.
    store.truncate(id, 0, "s0 again", Status::Active).unwrap();
    assert_eq!(store.load(id).unwrap().unwrap().timers.seats[0].missed, 2);
    assert_eq!(store.timed_sessions().unwrap(), vec![id]);
}

#[test]
fn a_board_behind_its_game_is_found() {
    let store = SqliteStore::open(&temp_db("stale-boards")).unwrap();
    let id = store.create(&active(1)).unwrap();
    let lobby_id = store.create(&lobby(2)).unwrap();
    assert!(store.stale_boards().unwrap().is_empty(), "a fresh game's board shows its start");
    store.append(id, &entry(1), &committed("s1", Status::Active)).unwrap();
    store.append(id, &entry(2), &committed("s2", Status::Active)).unwrap();
    store.set_board_version(id, 1).unwrap();
    assert_eq!(store.stale_boards().unwrap(), vec![(id, 1)]);
    store.set_board_version(id, 2).unwrap();
    assert!(store.stale_boards().unwrap().is_empty());
    store.set_board_version(lobby_id, 0).unwrap();
    assert!(store.stale_boards().unwrap().is_empty(), "lobbies have no board");
}

#[test]
fn languages_are_kept_per_server_and_locales_per_user() {
    let store = SqliteStore::open(&temp_db("languages")).unwrap();
    assert_eq!(store.guild_language(7).unwrap(), GuildLanguage::default());
    let it = GuildLanguage { chosen: Some("it".into()), locale: Some("en-US".into()) };
    store.set_guild_language(7, &it).unwrap();
    assert_eq!(store.guild_language(7).unwrap(), it);
    assert_eq!(store.guild_language(8).unwrap(), GuildLanguage::default(), "one server's choice only");
    assert_eq!(store.user_locale(42).unwrap(), None);
    store.set_user_locale(42, "it").unwrap();
    store.set_user_locale(42, "en-GB").unwrap();
    assert_eq!(store.user_locale(42).unwrap().as_deref(), Some("en-GB"));
}

#[test]
fn a_guild_setting_is_per_server_and_name_and_the_last_value_wins() {
    let store = SqliteStore::open(&temp_db("guild-settings")).unwrap();
    assert_eq!(store.guild_setting(7, "images").unwrap(), None);
    store.set_guild_setting(7, "images", "off").unwrap();
    store.set_guild_setting(7, "images", "on").unwrap();
    store.set_guild_setting(7, "other", "x").unwrap();
    assert_eq!(store.guild_setting(7, "images").unwrap().as_deref(), Some("on"));
    assert_eq!(store.guild_setting(8, "images").unwrap(), None, "one server's choice only");
}
