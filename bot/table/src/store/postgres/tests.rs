//! Two bot processes on one PostgreSQL database, as the session layer sees
//! them: two [`Sessions`], each on a store (a pool) of its own. What one
//! process writes the other sees; a move that loses the race is stale;
//! each alarm fires in one process only.

use std::sync::Arc;

use serde_json::json;
use tavola_engine::GameKind;

use super::local::LocalServer;
use super::PgStore;
use crate::deadlines::{ClockSettings, DeadlinePolicy, ManualClock, Millis, TimerDefaults, HOUR};
use crate::record::SessionId;
use crate::session::{Fired, Refusal, Sessions};

const ANNA: u64 = 1001;
const BEN: u64 = 1002;
const START: Millis = 1_800_000_000_000;

/// A fresh database on this test process's server, or `None` (said on
/// stderr) when none can run here.
fn database() -> Option<String> {
    match LocalServer::shared().and_then(|s| s.database()) {
        Ok(url) => Some(url),
        Err(why) if std::env::var_os("TAVOLA_REQUIRE_POSTGRES").is_some() => {
            panic!("TAVOLA_REQUIRE_POSTGRES is set but PostgreSQL cannot run: {why}")
        }
        Err(why) => {
            eprintln!("SKIPPED: two-process PostgreSQL test, no server can run here: {why}");
            None
        }
    }
}

/// Two "processes" on one database, sharing a clock, with a turn timer.
fn two_processes(url: &str, clock: &Arc<ManualClock>) -> (Sessions, Sessions) {
    let settings =
        ClockSettings { timer: 10 * HOUR, reminders: vec![0.5], policy: DeadlinePolicy::HouseMoves, max_missed: 5 };
    let defaults = TimerDefaults { clock: Some(settings), ..TimerDefaults::default() };
    let open = || Sessions::configured(Arc::new(PgStore::open(url).unwrap()), clock.clone(), defaults.clone());
    (open(), open())
}

fn started(s: &Sessions, other: &Sessions) -> SessionId {
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
    other.join_as(rec.id, BEN, "Ben").unwrap();
    s.start_as(rec.id, ANNA).unwrap();
    rec.id
}

/// Who acts in `s`'s view, a legal move of theirs, and the version.
fn to_act(s: &Sessions, id: SessionId) -> (u64, String, u64) {
    let (rec, game) = s.get(id).unwrap();
    let game = game.unwrap();
    let seat = game.to_act().seats()[0];
    (rec.seats[seat.index()].user.unwrap(), game.legal(seat)[0].id.clone(), rec.version)
}

/// Two processes on a fresh database and a game started between them.
fn two_playing(url: &str) -> (Sessions, Sessions, SessionId) {
    let clock = Arc::new(ManualClock::at(START));
    let (a, b) = two_processes(url, &clock);
    let id = started(&a, &b);
    (a, b, id)
}

#[test]
fn each_process_sees_the_others_moves_and_a_lost_race_is_stale() {
    let Some(url) = database() else { return };
    let (a, b, id) = two_playing(&url);
    assert_eq!(b.get(id).unwrap().0.seats.len(), 2, "the join made in B is seen by A's start");
    for turn in 0..6 {
        // Both cache the session, then one moves: the other sees it.
        let (user, action, version) = to_act(&a, id);
        assert_eq!(to_act(&b, id).2, version);
        let (mover, watcher) = if turn % 2 == 0 { (&a, &b) } else { (&b, &a) };
        mover.play_as(id, Some(version), user, &action).unwrap();
        let seen = watcher.get(id).unwrap().0.version;
        assert!(seen > version, "turn {turn}: the other process still shows version {seen}");
        // A click on the old panel, in either process, is stale.
        assert!(matches!(watcher.play_as(id, Some(version), user, &action), Err(Refusal::Stale)));
    }
    // Both take the same click at once: one commits, the other is stale.
    let (user, action, version) = to_act(&a, id);
    let results = std::thread::scope(|s| {
        let racers = [&a, &b].map(|p| {
            let action = action.clone();
            s.spawn(move || p.play_as(id, Some(version), user, &action).map(|_| ()))
        });
        racers.map(|r| r.join().unwrap())
    });
    assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 1, "{results:?}");
    assert!(results.iter().any(|r| matches!(r, Err(Refusal::Stale))), "{results:?}");
    assert_eq!(a.get(id).unwrap().0.version, b.get(id).unwrap().0.version);
}

#[test]
fn a_process_holds_its_own_writes_and_reads_another_processes_afresh() {
    use crate::store::Store;
    let Some(url) = database() else { return };
    let (a, b, id) = two_playing(&url);
    let store = PgStore::open(&url).unwrap();
    for _ in 0..3 {
        let (user, action, version) = to_act(&a, id);
        a.play_as(id, Some(version), user, &action).unwrap();
        // A's cache holds its own move: current, nothing to read again.
        assert_eq!(a.cached_revision(id), store.revision(id).unwrap(), "A's move keeps its cache current");
    }
    assert_ne!(b.cached_revision(id), store.revision(id).unwrap(), "B cached the session before A's moves");
    let (user, action, version) = to_act(&b, id);
    assert_eq!(version, a.get(id).unwrap().0.version, "B reads A's moves");
    b.play_as(id, Some(version), user, &action).unwrap();
    assert_eq!(b.cached_revision(id), store.revision(id).unwrap());
    assert_eq!(a.get(id).unwrap().0.version, version + 1, "A reads B's move");
    assert_eq!(a.cached_revision(id), store.revision(id).unwrap());
    // Settings written in one process (the clocks: a save) are the other's too.
    let settings = ClockSettings { timer: 2 * HOUR, ..ClockSettings::default() };
    b.set_timer(id, Some(settings.clone())).unwrap();
    assert_eq!(b.cached_revision(id), store.revision(id).unwrap());
    assert_eq!(a.get(id).unwrap().0.timers.settings, Some(settings));
}

/// A move is taken from the cache without asking the store first, written
/// only from the revision the cache was read at: a session another
/// process wrote meanwhile (here its clocks, which leave the version as it
/// was) is read afresh and the move taken on it, never over the other's
/// write.
#[test]
fn a_move_from_a_cache_another_process_wrote_under_is_taken_on_the_session_read_afresh() {
    use crate::store::Store;
    let Some(url) = database() else { return };
    let (a, b, id) = two_playing(&url);
    let store = PgStore::open(&url).unwrap();
    let (user, action, version) = to_act(&a, id);
    assert_eq!(to_act(&b, id).2, version);
    let settings = ClockSettings { timer: 2 * HOUR, ..ClockSettings::default() };
    b.set_timer(id, Some(settings.clone())).unwrap();
    assert_ne!(a.cached_revision(id), store.revision(id).unwrap(), "A's cache is behind B's write");
    a.play_as(id, Some(version), user, &action).unwrap();
    let stored = store.load(id).unwrap().unwrap();
    assert_eq!(stored.version, version + 1, "the move is stored");
    assert_eq!(stored.timers.settings, Some(settings.clone()), "B's clocks survive A's move");
    assert_eq!(a.get(id).unwrap().0.timers.settings, Some(settings));
    assert_eq!(a.cached_revision(id), store.revision(id).unwrap(), "A's cache is current after its move");
    // A click refused from a cache that is behind is checked first: after
    // B's move, A's old panel is stale, and A then shows B's move.
    let (user, action, version) = to_act(&b, id);
    b.play_as(id, Some(version), user, &action).unwrap();
    assert!(matches!(a.play_as(id, Some(version), user, &action), Err(Refusal::Stale)));
    assert_eq!(a.cached_revision(id), store.revision(id).unwrap(), "A read B's move afresh");
}

/// A panel's look at a session held in memory asks whether it is current
/// and reads what came since the player's last move in one statement; a
/// session another process wrote meanwhile is read afresh, as any access
/// reads it.
#[test]
fn a_look_at_a_held_session_is_current_and_reads_what_came_since_the_players_last_move() {
    use crate::store::Store;
    let Some(url) = database() else { return };
    let (a, b, id) = two_playing(&url);
    let store = PgStore::open(&url).unwrap();
    // Moves in A, which holds the session current, until the one to act
    // has moved and another has since.
    let user = loop {
        let (user, action, version) = to_act(&a, id);
        let seen = a.look(id, user).unwrap();
        assert_eq!(seen.record.version, version);
        assert_eq!(store.revision_and_since_last_move(id, seen.seat.0).unwrap().0, a.cached_revision(id));
        assert_eq!(seen.recent, store.since_last_move(id, seen.seat.0).unwrap());
        if !seen.recent.is_empty() {
            break user;
        }
        assert!(version < 20, "nobody to act saw another's move since theirs");
        a.play_as(id, Some(version), user, &action).unwrap();
    };
    // B changes the clocks (the version stays): A's look reads them.
    let settings = ClockSettings { timer: 2 * HOUR, ..ClockSettings::default() };
    b.set_timer(id, Some(settings.clone())).unwrap();
    let seen = a.look(id, user).unwrap();
    assert_eq!(seen.record.timers.settings, Some(settings), "A read B's write afresh");
    assert_eq!(a.cached_revision(id), store.revision(id).unwrap());
    // B moves: A's look at the one now to act shows it.
    let (mover, action, version) = to_act(&b, id);
    b.play_as(id, Some(version), mover, &action).unwrap();
    let (next, _, now) = to_act(&b, id);
    let seen = a.look(id, next).unwrap();
    assert_eq!(seen.record.version, now, "A read B's move afresh");
    assert_eq!(seen.recent, store.since_last_move(id, seen.seat.0).unwrap());
    // A session that is gone has no revision.
    assert_eq!(store.revision_and_since_last_move(id + 1000, 0).unwrap(), (Some(-1), Vec::new()));
}

/// Counters by name and labels, for one thread's run of a test.
#[derive(Default)]
struct Counters(std::sync::Mutex<Vec<(metrics::Key, Arc<std::sync::atomic::AtomicU64>)>>);

impl Counters {
    fn get(&self, name: &str, label: (&str, &str)) -> u64 {
        let found = self.0.lock().unwrap();
        let label = metrics::Label::new(label.0.to_owned(), label.1.to_owned());
        let of = |k: &metrics::Key| k.name() == name && k.labels().any(|l| *l == label);
        found.iter().filter(|(k, _)| of(k)).map(|(_, c)| c.load(std::sync::atomic::Ordering::Relaxed)).sum()
    }
}

impl metrics::Recorder for Counters {
    fn describe_counter(&self, _: metrics::KeyName, _: Option<metrics::Unit>, _: metrics::SharedString) {}
    fn describe_gauge(&self, _: metrics::KeyName, _: Option<metrics::Unit>, _: metrics::SharedString) {}
    fn describe_histogram(&self, _: metrics::KeyName, _: Option<metrics::Unit>, _: metrics::SharedString) {}

    fn register_counter(&self, key: &metrics::Key, _: &metrics::Metadata<'_>) -> metrics::Counter {
        let mut all = self.0.lock().unwrap();
        let counter = match all.iter().find(|(k, _)| k == key) {
            Some((_, c)) => c.clone(),
            None => {
                let c = Arc::new(std::sync::atomic::AtomicU64::new(0));
                all.push((key.clone(), c.clone()));
                c
            }
        };
        metrics::Counter::from_arc(counter)
    }

    fn register_gauge(&self, _: &metrics::Key, _: &metrics::Metadata<'_>) -> metrics::Gauge {
        metrics::Gauge::noop()
    }

    fn register_histogram(&self, _: &metrics::Key, _: &metrics::Metadata<'_>) -> metrics::Histogram {
        metrics::Histogram::noop()
    }
}

/// A held session another process wrote is counted when it is read again:
/// found by the revision asked before an access, or by a move written from
/// the held copy and run again.
#[test]
fn a_held_session_another_process_wrote_is_counted_as_read_again() {
    use crate::measure::SESSIONS_REREAD;
    let Some(url) = database() else { return };
    let (a, b, id) = two_playing(&url);
    // Only A's work is counted (B's reads of A's writes would count too).
    let counters = Counters::default();
    let in_a = |f: &mut dyn FnMut()| metrics::with_local_recorder(&counters, f);
    let (mut user, mut action, mut version) = (0, String::new(), 0);
    in_a(&mut || (user, action, version) = to_act(&a, id));
    assert_eq!(counters.get(SESSIONS_REREAD, ("by", "access")), 0, "A's own writes keep it current");
    let settings = ClockSettings { timer: 2 * HOUR, ..ClockSettings::default() };
    b.set_timer(id, Some(settings.clone())).unwrap();
    in_a(&mut || a.play_as(id, Some(version), user, &action).map(drop).unwrap());
    assert_eq!(counters.get(SESSIONS_REREAD, ("by", "move")), 1, "A's move ran again on B's write");
    assert_eq!(counters.get(SESSIONS_REREAD, ("by", "access")), 0);
    b.set_timer(id, Some(ClockSettings { timer: 3 * HOUR, ..settings })).unwrap();
    in_a(&mut || assert_eq!(to_act(&a, id).2, version + 1));
    assert_eq!(counters.get(SESSIONS_REREAD, ("by", "access")), 1, "A's access found B's write");
    assert_eq!(counters.get(SESSIONS_REREAD, ("by", "move")), 1);
}

#[test]
fn each_alarm_fires_in_one_process_only() {
    let Some(url) = database() else { return };
    let clock = Arc::new(ManualClock::at(START));
    let (a, b) = two_processes(&url, &clock);
    let ids: Vec<SessionId> = (0..4)
        .map(|n| {
            let kind = GameKind::from_id("great-wall").unwrap();
            let rec = a.open_lobby(1, 20 + n, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
            b.join_as(rec.id, BEN, "Ben").unwrap();
            a.start_as(rec.id, ANNA).unwrap();
            rec.id
        })
        .collect();
    let mut reminders = Vec::new();
    let mut house_moves = Vec::new();
    for _ in 0..4 {
        clock.advance(3 * HOUR);
        // Both processes tick at the same moment.
        let fired = std::thread::scope(|s| {
            let ticks = [&a, &b].map(|p| s.spawn(move || p.tick()));
            ticks.map(|t| t.join().unwrap())
        });
        for f in fired.into_iter().flatten() {
            match f {
                Fired::Reminder { record, seat, .. } => reminders.push((record.id, seat)),
                Fired::HouseMoved { progress, seat, .. } => house_moves.push((progress.record.id, seat)),
                other => panic!("unexpected {other:?}"),
            }
        }
    }
    reminders.sort();
    house_moves.sort();
    let mut once = reminders.clone();
    once.dedup();
    assert_eq!(reminders, once, "a reminder fired twice");
    assert_eq!(reminders.iter().map(|r| r.0).collect::<Vec<_>>(), ids, "each session's reminder, once");
    assert_eq!(house_moves.iter().map(|r| r.0).collect::<Vec<_>>(), ids, "each deadline, once");
    // One process stops: once its claims run out, the other one handles
    // the alarms of every session.
    drop(a);
    clock.advance(24 * HOUR);
    let mut handled: Vec<SessionId> = b
        .tick()
        .iter()
        .map(|f| match f {
            Fired::Reminder { record, .. } => record.id,
            Fired::HouseMoved { progress, .. } | Fired::Replaced { progress, .. } => progress.record.id,
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    handled.dedup();
    assert_eq!(handled, ids);
}

#[test]
fn a_sessions_timers_are_claimed_by_one_process_until_its_claim_runs_out() {
    use crate::store::Store;
    let Some(url) = database() else { return };
    let (a, b) = (PgStore::open(&url).unwrap(), PgStore::open(&url).unwrap());
    let clock = Arc::new(ManualClock::at(START));
    let (s, other) = two_processes(&url, &clock);
    let id = started(&s, &other);
    assert!(a.claim_timers(id, 100, 200).unwrap());
    assert!(!b.claim_timers(id, 150, 250).unwrap(), "held by A");
    assert!(a.claim_timers(id, 190, 290).unwrap(), "A renews its own claim");
    assert!(!b.claim_timers(id, 289, 389).unwrap());
    assert!(b.claim_timers(id, 290, 390).unwrap(), "A's claim ran out: B takes over");
    assert!(!a.claim_timers(id, 300, 400).unwrap());
    // Claims are not writes of the session: no cache is invalidated by them.
    let revision = a.revision(id).unwrap();
    b.claim_timers(id, 310, 410).unwrap();
    assert_eq!(a.revision(id).unwrap(), revision);
}

#[test]
fn bookkeeping_commits_without_waiting_for_the_disk_and_every_process_sees_it_at_once() {
    use crate::store::Store;
    let Some(url) = database() else { return };
    let (a, b) = (PgStore::open(&url).unwrap(), PgStore::open(&url).unwrap());
    let setting = |flush| {
        a.run_flushing(flush, |pool| async move {
            let client = super::client(&pool).await?;
            let sql = "SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'";
            let row = client.query_one(sql, &[]).await?;
            Ok((row.get::<_, String>(0), row.get::<_, String>(1)))
        })
        .unwrap()
    };
    // Moves keep the server's own setting (on unless a host says else;
    // this test server runs without flushes at all).
    assert_ne!(setting(super::Flush::Awaited).1, "client", "moves wait as the server says");
    assert_eq!(setting(super::Flush::Later), ("off".to_owned(), "client".to_owned()));
    a.set_user_locale(ANNA, "it").unwrap();
    a.set_dm_channel(ANNA, 77).unwrap();
    assert_eq!(b.user_locale(ANNA).unwrap().as_deref(), Some("it"));
    assert_eq!(b.dm_channel(ANNA).unwrap(), Some(77));
}

/// The two reads every process makes every 30 s (the metrics' count and
/// the tick's clocked games) go through an index, so their cost does not
/// grow with the stored games (a scan of 100,000 took up to 190 ms); the
/// clocked games are told apart from the rest by the stored `timed` column.
#[test]
fn the_reads_made_every_30_seconds_go_through_an_index() {
    use crate::store::Store;
    let Some(url) = database() else { return };
    let clock = Arc::new(ManualClock::at(START));
    let (a, b) = two_processes(&url, &clock);
    let timed = started(&a, &b);
    // A lobby in another channel: no clock runs before the start.
    let kind = GameKind::from_id("great-wall").unwrap();
    a.open_lobby(2, 20, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.timed_sessions().unwrap(), vec![timed]);
    let plan = |sql: &'static str| {
        store
            .run(move |pool| async move {
                let client = super::client(&pool).await?;
                // A few rows: the planner would rather scan the table.
                client.batch_execute("SET enable_seqscan = off").await?;
                let rows = client.query(&format!("EXPLAIN {sql}"), &[]).await?;
                client.batch_execute("RESET enable_seqscan").await?;
                Ok(rows.iter().map(|r| r.get::<_, String>(0)).collect::<Vec<_>>().join("\n"))
            })
            .unwrap()
    };
    let counted = plan(super::COUNT_BY_STATUS);
    assert!(counted.contains("Index Only Scan using sessions_by_status"), "{counted}");
    let listed = plan(super::timers::TIMED);
    assert!(listed.contains("using timed_sessions"), "{listed}");
}

/// A move's update of its session's row changes no indexed column, so
/// PostgreSQL writes it beside the old one on the same page (a HOT update:
/// no index entry, and after a checkpoint one page copied into the WAL,
/// not one per index). The table keeps room on each page for it.
#[test]
fn a_moves_update_of_its_session_touches_no_index() {
    let Some(url) = database() else { return };
    let (a, _b, id) = two_playing(&url);
    let store = PgStore::open(&url).unwrap();
    let counts = || {
        store
            .run(|pool| async move {
                let client = super::client(&pool).await?;
                let sql = "SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = 'sessions'";
                let row = client.query_one(sql, &[]).await?;
                Ok((row.get::<_, i64>(0), row.get::<_, i64>(1)))
            })
            .unwrap()
    };
    let moves = 6;
    for _ in 0..moves {
        let (user, action, version) = to_act(&a, id);
        a.play_as(id, Some(version), user, &action).unwrap();
    }
    // The server counts each connection's updates once it goes idle,
    // within about a second, so the count is awaited.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let (mut updated, mut hot) = counts();
    while hot < moves && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(200));
        (updated, hot) = counts();
    }
    assert!(hot >= moves, "{hot} of {updated} updates were HOT; the {moves} moves' should all be");
    let options = store
        .run(|pool| async move {
            let client = super::client(&pool).await?;
            let row = client.query_one("SELECT reloptions::TEXT FROM pg_class WHERE relname = 'sessions'", &[]).await?;
            Ok(row.get::<_, Option<String>>(0))
        })
        .unwrap();
    assert_eq!(options.as_deref(), Some("{fillfactor=70}"));
}
