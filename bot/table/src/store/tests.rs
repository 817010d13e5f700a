//! The store's tests, each run against both backends: SQLite in a file of
//! its own, and PostgreSQL in a database of its own on a throwaway server
//! this test process starts (`postgres::local`). Without PostgreSQL on the
//! machine the PostgreSQL runs say so and skip, unless
//! `TAVOLA_REQUIRE_POSTGRES` is set (as CI does once it installed it).

use rusqlite::Connection;
use rusqlite_migration::Migrations;

use super::migrations::MIGRATIONS;
use super::*;
use crate::record::SeatRecord;

/// Where a test's store lives; opened again to prove what survives.
enum Backend {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl Backend {
    fn sqlite(name: &str) -> Backend {
        Backend::Sqlite(temp_db(name))
    }

    /// A fresh database on this process's server, or `None` (said on
    /// stderr) when no server can run here.
    fn postgres() -> Option<Backend> {
        match postgres::local::LocalServer::shared().and_then(|s| s.database()) {
            Ok(url) => Some(Backend::Postgres(url)),
            Err(why) if std::env::var_os("TAVOLA_REQUIRE_POSTGRES").is_some() => {
                panic!("TAVOLA_REQUIRE_POSTGRES is set but PostgreSQL cannot run: {why}")
            }
            Err(why) => {
                eprintln!("SKIPPED: PostgreSQL store test, no server can run here: {why}");
                None
            }
        }
    }

    fn open(&self) -> Box<dyn Store> {
        match self {
            Backend::Sqlite(path) => Box::new(SqliteStore::open(path).unwrap()),
            Backend::Postgres(url) => Box::new(postgres::PgStore::open(url).unwrap()),
        }
    }
}

/// Runs each named test, `fn name(&Backend)`, once per backend, as
/// `name::sqlite` and `name::postgres`.
macro_rules! on_both_backends {
    ($($test:ident),* $(,)?) => {$(
        mod $test {
            #[test]
            fn sqlite() {
                super::$test(&super::Backend::sqlite(stringify!($test)));
            }

            #[test]
            fn postgres() {
                if let Some(backend) = super::Backend::postgres() {
                    super::$test(&backend);
                }
            }
        }
    )*};
}

on_both_backends!(
    one_open_session_per_channel,
    append_checks_the_version_and_writes_nothing_on_conflict,
    a_move_into_a_session_not_being_played_is_refused,
    everything_survives_reopening_the_file,
    timers_and_vacations_survive_reopening_the_file,
    truncate_drops_the_tail_of_the_log,
    admin_contacts_are_per_guild_and_can_be_withdrawn,
    the_guild_list_is_newest_first_and_limited,
    digests_fall_due_and_can_be_moved_or_stopped,
    the_clocks_follow_the_head_of_the_log,
    a_board_behind_its_game_is_found,
    languages_are_kept_per_server_and_locales_per_user,
    racing_writers_on_two_connections_commit_exactly_one_move,
    a_guild_setting_is_per_server_and_name_and_the_last_value_wins,
    running_sessions_with_a_house_seat_are_found_and_keep_their_level,
    placings_fold_into_standings_and_a_rebuild_gives_the_same_numbers,
    a_finished_session_is_deleted_with_its_log_and_placings_but_an_open_one_is_not,
    a_user_s_dm_channel_is_kept_across_reopening,
);

/// A DM channel asked of Discord once is there after a restart, for
/// 64-bit ids too.
fn a_user_s_dm_channel_is_kept_across_reopening(backend: &Backend) {
    let user = u64::MAX - 5;
    {
        let store = backend.open();
        assert_eq!(store.dm_channel(user).unwrap(), None, "never asked");
        store.set_dm_channel(user, 1).unwrap();
        store.set_dm_channel(user, u64::MAX - 9).unwrap();
    }
    let store = backend.open();
    assert_eq!(store.dm_channel(user).unwrap(), Some(u64::MAX - 9));
    assert_eq!(store.dm_channel(user - 1).unwrap(), None, "one user's only");
}

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
    Committed { snapshot, status, timers: "{}", read_at: None }
}

fn entry(version: u64) -> LogEntry {
    LogEntry { version, seat: 0, action: serde_json::json!("draw"), by: Some(42), events: serde_json::json!([]), at: 1 }
}

fn one_open_session_per_channel(backend: &Backend) {
    let store = backend.open();
    let id = store.create(&lobby(5)).unwrap();
    assert!(matches!(store.create(&lobby(5)), Err(StoreError::ChannelBusy)));
    let mut rec = store.load(id).unwrap().unwrap();
    rec.status = Status::Cancelled;
    store.save(&rec).unwrap();
    assert!(store.open_in_channel(5).unwrap().is_none());
    store.create(&lobby(5)).unwrap();
}

fn append_checks_the_version_and_writes_nothing_on_conflict(backend: &Backend) {
    let store = backend.open();
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

fn a_move_into_a_session_not_being_played_is_refused(backend: &Backend) {
    let store = backend.open();
    let id = store.create(&lobby(1)).unwrap();
    let err = store.append(id, &entry(1), &committed("s1", Status::Active)).unwrap_err();
    assert!(matches!(err, StoreError::NotActive), "{err}");
    let rec = store.load(id).unwrap().unwrap();
    assert_eq!((rec.status, rec.version, rec.snapshot), (Status::Lobby, 0, None));
    assert!(store.log(id).unwrap().is_empty());
}

fn everything_survives_reopening_the_file(backend: &Backend) {
    let id = {
        let store = backend.open();
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
    let store = backend.open();
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

fn timers_and_vacations_survive_reopening_the_file(backend: &Backend) {
    use crate::deadlines::{ClockSettings, SeatClock, SeatTimer};
    let timers = Timers {
        settings: Some(ClockSettings::default()),
        seats: vec![
            SeatTimer { clock: Some(SeatClock::start(5)), missed: 2, last_seen: Some(4), last_acted: None },
            SeatTimer::default(),
        ],
        house: tavola_engine::ai::Level::Easy,
        hints: vec![2, 0],
    };
    let id = {
        let store = backend.open();
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
    let store = backend.open();
    assert_eq!(store.load(id).unwrap().unwrap().timers, timers);
    assert_eq!(store.timed_sessions().unwrap(), vec![id]);
    assert_eq!(store.active_seated(7, 42).unwrap(), vec![id]);
    assert!(store.active_seated(8, 42).unwrap().is_empty());
    assert_eq!(store.vacation(7, 42).unwrap().away_until, 99);
    assert_eq!(store.vacation(7, 43).unwrap(), Vacation::default());
}

fn running_sessions_with_a_house_seat_are_found_and_keep_their_level(backend: &Backend) {
    use tavola_engine::ai::Level;
    let store = backend.open();
    let waiting = store.create(&lobby(5)).unwrap();
    let humans_only = SessionRecord { seats: lobby(6).seats[..1].to_vec(), ..active(6) };
    store.create(&humans_only).unwrap();
    let running = store.create(&active(7)).unwrap();
    assert_eq!(store.active_with_house().unwrap(), vec![running], "not a lobby, not a table of humans");
    let hard = Timers { house: Level::Hard, ..Timers::default() };
    store.set_timers(running, &hard).unwrap();
    store.set_timers(waiting, &hard).unwrap();
    let store = backend.open();
    assert_eq!(store.load(waiting).unwrap().unwrap().timers.house, Level::Hard, "set in the lobby");
    assert_eq!(store.load(running).unwrap().unwrap().timers.house, Level::Hard, "set during the game");
}

fn truncate_drops_the_tail_of_the_log(backend: &Backend) {
    let store = backend.open();
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

fn admin_contacts_are_per_guild_and_can_be_withdrawn(backend: &Backend) {
    {
        let store = backend.open();
        store.set_admin_contact(7, 42, true).unwrap();
        store.set_admin_contact(7, 43, true).unwrap();
        store.set_admin_contact(7, 42, true).unwrap();
        store.set_admin_contact(8, 44, true).unwrap();
    }
    let store = backend.open();
    let mut contacts = store.admin_contacts(7).unwrap();
    contacts.sort_unstable();
    assert_eq!(contacts, vec![42, 43], "asking twice lists an admin once");
    store.set_admin_contact(7, 42, false).unwrap();
    store.set_admin_contact(7, 99, false).unwrap();
    assert_eq!(store.admin_contacts(7).unwrap(), vec![43]);
    assert_eq!(store.admin_contacts(8).unwrap(), vec![44]);
    assert!(store.admin_contacts(9).unwrap().is_empty());
}

fn the_guild_list_is_newest_first_and_limited(backend: &Backend) {
    let store = backend.open();
    let ids: Vec<_> = (10..14).map(|c| store.create(&lobby(c)).unwrap()).collect();
    let listed: Vec<_> = store.list_guild(7, 3).unwrap().into_iter().map(|r| r.id).collect();
    assert_eq!(listed, vec![ids[3], ids[2], ids[1]]);
    assert!(store.list_guild(8, 10).unwrap().is_empty());
}

fn digests_fall_due_and_can_be_moved_or_stopped(backend: &Backend) {
    {
        let store = backend.open();
        store.set_digest(7, 42, Some(100)).unwrap();
        store.set_digest(7, 43, Some(300)).unwrap();
        store.set_digest(8, 42, Some(50)).unwrap();
    }
    let store = backend.open();
    assert_eq!(store.due_digests(100).unwrap(), vec![(8, 42, 50), (7, 42, 100)]);
    store.set_digest(7, 42, Some(1000)).unwrap();
    store.set_digest(8, 42, None).unwrap();
    assert!(store.due_digests(299).unwrap().is_empty());
    assert_eq!(store.due_digests(1000).unwrap(), vec![(7, 43, 300), (7, 42, 1000)]);
    // Two processes saw (7, 43) due at 300: one takes it.
    assert!(store.take_digest(7, 43, 300, 2000).unwrap());
    assert!(!backend.open().take_digest(7, 43, 300, 2000).unwrap(), "already taken");
    assert_eq!(store.due_digests(1000).unwrap(), vec![(7, 42, 1000)]);
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

fn the_clocks_follow_the_head_of_the_log(backend: &Backend) {
    use crate::deadlines::{ClockSettings, SeatClock, SeatTimer};
    let store = backend.open();
    let id = store.create(&active(1)).unwrap();
    assert!(store.timed_sessions().unwrap().is_empty());
    let timers = Timers {
        settings: Some(ClockSettings::default()),
        seats: vec![SeatTimer { clock: Some(SeatClock::start(5)), missed: 1, last_seen: None, last_acted: None }],
        ..Timers::default()
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

fn a_board_behind_its_game_is_found(backend: &Backend) {
    let store = backend.open();
    let id = store.create(&SessionRecord { board_message: Some(9), ..active(1) }).unwrap();
    let lobby_id = store.create(&lobby(2)).unwrap();
    assert!(store.stale_boards().unwrap().is_empty(), "a fresh game's board shows its start");
    let boardless = store.create(&active(3)).unwrap();
    assert_eq!(store.stale_boards().unwrap(), vec![(boardless, 0)], "a running game with no board");
    let mut posted = store.load(boardless).unwrap().unwrap();
    posted.board_message = Some(10);
    store.save(&posted).unwrap();
    store.append(id, &entry(1), &committed("s1", Status::Active)).unwrap();
    store.append(id, &entry(2), &committed("s2", Status::Active)).unwrap();
    store.set_board_version(id, 1).unwrap();
    assert_eq!(store.stale_boards().unwrap(), vec![(id, 1)]);
    store.set_board_version(id, 2).unwrap();
    assert!(store.stale_boards().unwrap().is_empty());
    store.set_board_version(lobby_id, 0).unwrap();
    assert!(store.stale_boards().unwrap().is_empty(), "lobbies have no board");
    store.append(id, &entry(3), &committed("s3", Status::Over)).unwrap();
    assert_eq!(store.stale_boards().unwrap(), vec![(id, 2)], "a game that ended behind its board");
    store.set_board_version(id, 3).unwrap();
    assert!(store.stale_boards().unwrap().is_empty());
}

fn languages_are_kept_per_server_and_locales_per_user(backend: &Backend) {
    let store = backend.open();
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

/// Two connections (as two bot processes would hold) race to commit the
/// same next move again and again: each time exactly one wins, the other
/// is told the version it lost to, and the log has no gap or double.
fn racing_writers_on_two_connections_commit_exactly_one_move(backend: &Backend) {
    let (a, b) = (backend.open(), backend.open());
    let id = a.create(&active(1)).unwrap();
    for v in 1..=20u64 {
        let results = std::thread::scope(|s| {
            let racers = [&a, &b].map(|store| {
                s.spawn(move || store.append(id, &entry(v), &committed(&format!("s{v}"), Status::Active)))
            });
            racers.map(|r| r.join().unwrap())
        });
        let won = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "version {v}: {results:?}");
        for r in results.iter().filter_map(|r| r.as_ref().err()) {
            assert!(
                matches!(r, StoreError::VersionConflict { expected, found } if *expected == v - 1 && *found == v),
                "{r}"
            );
        }
    }
    assert_eq!(b.log(id).unwrap(), (1..=20).map(entry).collect::<Vec<_>>());
    assert_eq!(b.load(id).unwrap().unwrap().snapshot.as_deref(), Some("s20"));
}

fn a_guild_setting_is_per_server_and_name_and_the_last_value_wins(backend: &Backend) {
    let store = backend.open();
    assert_eq!(store.guild_setting(7, "images").unwrap(), None);
    store.set_guild_setting(7, "images", "off").unwrap();
    store.set_guild_setting(7, "images", "on").unwrap();
    store.set_guild_setting(7, "other", "x").unwrap();
    assert_eq!(store.guild_setting(7, "images").unwrap().as_deref(), Some("on"));
    assert_eq!(store.guild_setting(8, "images").unwrap(), None, "one server's choice only");
}

fn placings_of(session: SessionId, order: &[Entrant], ended_at: i64) -> Vec<Placing> {
    order
        .iter()
        .enumerate()
        .map(|(i, e)| Placing {
            session,
            guild: 7,
            game: "junk".into(),
            channel: 100 + session as u64,
            message: Some(5),
            entrant: e.clone(),
            seat: i as u8,
            rank: i as u8 + 1,
            score: 40 - 10 * i as i32,
            players: order.len() as u8,
            rated: true,
            ended_at,
        })
        .collect()
}

use crate::standings::{rate, Entrant};

fn placings_fold_into_standings_and_a_rebuild_gives_the_same_numbers(backend: &Backend) {
    let store = backend.open();
    let (ada, bo, hard) = (Entrant::Person(1), Entrant::Person(2), Entrant::House(tavola_engine::ai::Level::Hard));
    let mut all = Vec::new();
    for session in 1..=5 {
        let order = if session % 2 == 0 {
            [ada.clone(), hard.clone(), bo.clone()]
        } else {
            [hard.clone(), bo.clone(), ada.clone()]
        };
        let placings = placings_of(session, &order, 1_000 + session);
        store.set_placings(session, 7, "junk", &placings).unwrap();
        all.extend(placings);
    }
    let live = store.standings(7, "junk").unwrap();
    assert_eq!(live.len(), 3);
    assert_eq!(live, rate(&all), "the live standings are the fold of every placing");
    assert_eq!(store.placings(7, Some("junk")).unwrap(), all, "oldest first, every field kept");
    assert!(store.placings(7, Some("ming")).unwrap().is_empty() && store.placings(8, None).unwrap().is_empty());
    store.replace_placings(&all).unwrap();
    assert_eq!(store.standings(7, "junk").unwrap(), live, "a rebuild gives the same numbers");
    // A game taken back no longer counts.
    store.set_placings(5, 7, "junk", &[]).unwrap();
    assert_eq!(store.standings(7, "junk").unwrap(), rate(&all[..12]));
}

fn a_finished_session_is_deleted_with_its_log_and_placings_but_an_open_one_is_not(backend: &Backend) {
    let store = backend.open();
    let id = store.create(&SessionRecord { game: "junk".into(), ..active(3) }).unwrap();
    store.append(id, &entry(1), &committed("s1", Status::Over)).unwrap();
    assert_eq!(store.finished().unwrap(), vec![id]);
    assert_eq!(store.last_move_at(id).unwrap(), Some(1), "the last move's time");
    assert_eq!(store.last_move_at(id + 1).unwrap(), None);
    let placings = placings_of(id, &[Entrant::Person(1), Entrant::Person(2)], 50);
    store.set_placings(id, 7, "junk", &placings).unwrap();
    let open = store.create(&active(4)).unwrap();
    assert!(matches!(store.delete(open), Err(StoreError::StillOpen)));
    store.delete(id).unwrap();
    assert!(store.load(id).unwrap().is_none());
    assert!(store.log(id).unwrap().is_empty());
    assert!(store.placings(7, None).unwrap().is_empty() && store.standings(7, "junk").unwrap().is_empty());
    assert!(matches!(store.delete(id), Err(StoreError::NotFound)));
    assert!(store.load(open).unwrap().is_some(), "the open game is untouched");
}

#[path = "analyses_tests.rs"]
mod analyses;
#[path = "publish_tests.rs"]
mod publish;
