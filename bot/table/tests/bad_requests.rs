//! Bad requests, thousands of them. Every game is played to its end
//! through [`Sessions::apply`], its legal moves mixed at random with
//! requests the table must turn down: out of turn, from strangers, the
//! house or the clock, stale or from the future, with forged ids and
//! malformed picks, admin-only ones from players, lobby ones after the
//! start, to sessions that do not exist. The table promises that a refused
//! request changes nothing, and a restart, an undo and a replay all
//! rebuild a game from its log: so after every request the stored session
//! is checked against the one before (when refused) and its log replayed
//! against its stored state (always).
//!
//! The table draws each game's seed and seat order itself, so a case sends
//! the same kinds of requests, not the same game, when run again: a
//! failure names the game, the request and the state it met.

use std::path::Path;
use std::sync::Arc;

use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use tavola_engine::ai::Level;
use tavola_engine::{AnyGame, GameKind, Seat};

use tavola_table::deadlines::ClockSettings;
use tavola_table::history::History;
use tavola_table::record::{LogEntry, SessionId, SessionRecord, Status};
use tavola_table::request::{counts_of, ids_of, Actor, Applied, Moves, Newcomer, Request};
use tavola_table::session::{seat_of, Sessions};
use tavola_table::store::{SqliteStore, Store};

/// The people seated at the start are `PERSON`, `PERSON + 1`, ...
const PERSON: u64 = 1000;
/// Users who never hold a seat.
const STRANGER: u64 = 5000;
/// An admin of the server who holds no seat.
const ADMIN: u64 = 9000;
/// Users an admin seats in place of someone, one new id each time.
const NEWCOMER: u64 = 20_000;

/// The share of requests that are bad while the game runs.
const BAD_SHARE: f64 = 0.5;
/// The share of the rest that are an admin's legitimate changes (undo,
/// force, a seat handed over): rare, so the game still ends.
const ADMIN_SHARE: f64 = 0.01;
/// Bad requests sent in the lobby, and after the game's end.
const LOBBY_BAD: usize = 8;
const AFTER_END_BAD: usize = 24;
/// Every game ends well within this many requests.
const MAX_REQUESTS: usize = 20_000;

/// The games covered below, one test each.
const COVERED: [GameKind; 5] =
    [GameKind::YearOfTheDragon, GameKind::GreatWall, GameKind::Attila, GameKind::Ming, GameKind::Junk];

/// A table: its size, how many of its seats people hold (the house plays
/// the others), the game's options, and the seed of the requests.
#[derive(Clone, Debug)]
struct Table {
    players: usize,
    people: usize,
    options: Value,
    seed: u64,
}

fn tables(kind: GameKind) -> impl Strategy<Value = Table> {
    let info = kind.info();
    (info.min_players..=info.max_players, options(kind), any::<u64>())
        .prop_flat_map(|(players, options, seed)| (Just(players), 1..=players, Just(options), Just(seed)))
        .prop_map(|(players, people, options, seed)| Table { players, people, options, seed })
}

/// Any of the game's options: each at its default, or at one of its
/// values (the expansions change which phases a game goes through).
fn options(kind: GameKind) -> impl Strategy<Value = Value> {
    let each: Vec<_> = kind
        .info()
        .options
        .into_iter()
        .map(|spec| {
            let mut values = vec![spec.default.clone()];
            if spec.kind == "bool" {
                values.extend([Value::Bool(false), Value::Bool(true)]);
            }
            values.extend(spec.choices.iter().map(|&c| Value::from(c)));
            prop::sample::select(values).prop_map(move |v| (spec.name, v))
        })
        .collect();
    each.prop_map(|set| {
        Value::Object(set.into_iter().filter(|(_, v)| !v.is_null()).map(|(k, v)| (k.to_owned(), v)).collect())
    })
}

/// A whole game per case, checked after each of its requests: a debug
/// build parses the whole stored log every time, so two games of each kind
/// keep the run within a minute (`PROPTEST_CASES` asks for more). A
/// failing case cannot be replayed exactly (see the module): it is neither
/// stored nor shrunk for long.
fn config() -> ProptestConfig {
    let default = ProptestConfig::default();
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() { default.cases } else { 2 };
    ProptestConfig { cases, failure_persistence: None, max_shrink_iters: 16, ..default }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn year_of_the_dragon_refusals_change_nothing_and_its_log_always_replays(
        table in tables(GameKind::YearOfTheDragon),
    ) {
        bombard(GameKind::YearOfTheDragon, &table);
    }

    #[test]
    fn great_wall_refusals_change_nothing_and_its_log_always_replays(table in tables(GameKind::GreatWall)) {
        bombard(GameKind::GreatWall, &table);
    }

    #[test]
    fn attila_refusals_change_nothing_and_its_log_always_replays(table in tables(GameKind::Attila)) {
        bombard(GameKind::Attila, &table);
    }

    #[test]
    fn ming_refusals_change_nothing_and_its_log_always_replays(table in tables(GameKind::Ming)) {
        bombard(GameKind::Ming, &table);
    }

    #[test]
    fn junk_refusals_change_nothing_and_its_log_always_replays(table in tables(GameKind::Junk)) {
        bombard(GameKind::Junk, &table);
    }
}

#[test]
fn every_game_is_bombarded() {
    assert_eq!(&COVERED[..], GameKind::ALL, "a new game needs its test above");
}

/// One game from its lobby to its end, under bad requests all the way.
fn bombard(kind: GameKind, table: &Table) {
    let mut h = Harness::open(kind, table);
    h.fill_lobby(table);
    h.send(Ask::accept(h.id, Actor::player(PERSON), Request::Start));
    while h.stored.record.status == Status::Active {
        if h.rng.gen_bool(BAD_SHARE) {
            let ask = h.bad_request();
            h.send(ask);
        } else if h.rng.gen_bool(ADMIN_SHARE) {
            let ask = h.admin_change();
            h.send(ask);
        } else {
            h.legal_move();
        }
        assert!(h.sent < MAX_REQUESTS, "{kind:?} does not end: {}", h.about(None));
    }
    assert_eq!(h.stored.record.status, Status::Over, "{}", h.about(None));
    assert!(h.game().outcome().is_some(), "an ended game has an outcome: {}", h.about(None));
    for _ in 0..AFTER_END_BAD {
        let ask = h.bad_request();
        h.send(ask);
    }
    h.send(Ask::refuse(h.id, Actor::admin(ADMIN), Request::Cancel));
    assert!(h.refused * 4 > h.sent, "most bad requests are refused: {} of {}", h.refused, h.sent);
}

/// What the table must do with a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Must {
    Refuse,
    Accept,
    /// Either is right (a take-back the game may not allow, a tick).
    Either,
}

/// A request, who sends it, and what the table must do with it.
#[derive(Clone, Debug)]
struct Ask {
    id: SessionId,
    actor: Actor,
    request: Request,
    must: Must,
}

impl Ask {
    fn refuse(id: SessionId, actor: Actor, request: Request) -> Ask {
        Ask { id, actor, request, must: Must::Refuse }
    }

    fn accept(id: SessionId, actor: Actor, request: Request) -> Ask {
        Ask { id, actor, request, must: Must::Accept }
    }
}

/// A session as the store keeps it.
#[derive(Clone, Debug, PartialEq)]
struct Stored {
    record: SessionRecord,
    log: Vec<LogEntry>,
}

/// One session, the store behind it and what the last request left there.
struct Harness {
    kind: GameKind,
    store: Arc<SqliteStore>,
    sessions: Sessions,
    id: SessionId,
    rng: ChaCha8Rng,
    /// The session as the store kept it after the last request, checked.
    stored: Stored,
    /// The game its log replays to (once started).
    replayed: Option<AnyGame>,
    /// Ids of the other games' first moves.
    foreign: Vec<String>,
    newcomers: u64,
    sent: usize,
    refused: usize,
}

impl Harness {
    /// A lobby of `kind` on an in-memory store, its house players set to
    /// play at random (their search is not what is tested here).
    fn open(kind: GameKind, table: &Table) -> Harness {
        let store = Arc::new(SqliteStore::open(Path::new(":memory:")).expect("an in-memory store"));
        let sessions = Sessions::new(store.clone());
        let creator = (PERSON, "Person 0".to_owned(), true);
        let record = sessions.open_lobby(1, 10, creator, kind, None, table.options.clone()).expect("a lobby");
        let stored = Stored { log: store.log(record.id).expect("a log"), record };
        let foreign = foreign_ids(kind, table.seed);
        let rng = ChaCha8Rng::seed_from_u64(table.seed);
        let id = stored.record.id;
        let mut h = Harness {
            kind,
            store,
            sessions,
            id,
            rng,
            stored,
            replayed: None,
            foreign,
            newcomers: 0,
            sent: 0,
            refused: 0,
        };
        h.send(Ask::accept(id, Actor::player(PERSON), Request::LobbyHouseLevel(Level::Random)));
        h
    }

    /// Seats the people and the house players, with bad requests between.
    fn fill_lobby(&mut self, table: &Table) {
        for i in 1..table.people {
            let name = format!("Person {i}");
            self.send(Ask::accept(self.id, Actor::player(PERSON + i as u64), Request::Join { name, dm_open: true }));
            self.lobby_bad_request();
        }
        for _ in table.people..table.players {
            self.send(Ask::accept(self.id, Actor::player(PERSON), Request::AddHouse));
        }
        for _ in 0..LOBBY_BAD {
            self.lobby_bad_request();
        }
    }

    /// The running game, as its log replays.
    fn game(&self) -> &AnyGame {
        self.replayed.as_ref().expect("a started game")
    }

    fn version(&self) -> u64 {
        self.stored.record.version
    }

    /// The session as the store keeps it now.
    fn load(&self) -> Stored {
        let record = self.store.load(self.id).expect("the store reads").expect("the session is stored");
        Stored { record, log: self.store.log(self.id).expect("the store reads the log") }
    }

    /// Sends one request and checks what it left behind.
    fn send(&mut self, ask: Ask) -> Option<Applied> {
        let done = self.sessions.apply(ask.id, &ask.actor, ask.request.clone());
        self.sent += 1;
        let after = self.load();
        let same_game = after.log == self.stored.log && after.record.snapshot == self.stored.record.snapshot;
        match &done {
            Err(refusal) => {
                self.refused += 1;
                assert!(!refusal.to_string().is_empty(), "a refusal says why: {}", self.about(Some(&ask)));
                assert_ne!(ask.must, Must::Accept, "refused ({refusal}): {}", self.about(Some(&ask)));
                assert!(
                    same_game && after.record == self.stored.record,
                    "a refusal ({refusal}) changed the session: {}\nnow: v{} {:?}, {} logged",
                    self.about(Some(&ask)),
                    after.record.version,
                    after.record.status,
                    after.log.len(),
                );
                if ask.id != self.id {
                    let made = self.store.load(ask.id).expect("the store reads");
                    assert!(made.is_none(), "a request made session {}: {}", ask.id, self.about(Some(&ask)));
                }
            }
            Ok(applied) => {
                assert_ne!(ask.must, Must::Refuse, "accepted ({applied:?}): {}", self.about(Some(&ask)));
            }
        }
        self.check_replay(after, same_game, &ask);
        done.ok()
    }

    /// The stored log replays to the stored state, and the live game is it.
    /// Where neither the log nor the state changed (`same_game`), the last
    /// check still holds: only a new log or state is replayed.
    fn check_replay(&mut self, after: Stored, same_game: bool, ask: &Ask) {
        let counted = after.log.iter().zip(1..).all(|(e, v)| e.version == v);
        assert!(counted, "the log skips or repeats a version: {}", self.about(Some(ask)));
        assert_eq!(after.record.version, after.log.len() as u64, "{}", self.about(Some(ask)));
        let Some(snapshot) = after.record.snapshot.clone() else {
            assert!(after.log.is_empty(), "a lobby has no moves: {}", self.about(Some(ask)));
            self.stored = after;
            return;
        };
        let (live, _) = self.sessions.get(self.id).expect("the session is live");
        let live = (live.version, live.status, live.snapshot.as_ref());
        assert!(live == (after.record.version, after.record.status, Some(&snapshot)), "{}", self.about(Some(ask)));
        if same_game && self.replayed.is_some() {
            self.stored = after;
            return;
        }
        let game = match self.replayed.take() {
            // The checked log only grew: its new entries are replayed onto
            // the checked game. Anything else is replayed from the start.
            Some(mut game) if after.log.starts_with(&self.stored.log) => {
                for entry in &after.log[self.stored.log.len()..] {
                    let applied = game.apply(Seat(entry.seat), &entry.action);
                    assert!(applied.is_ok(), "v{} does not replay: {}", entry.version, self.about(Some(ask)));
                }
                game
            }
            _ => {
                let history = History::new(after.record.clone(), after.log.clone());
                let position = history.at(u64::MAX);
                position.unwrap_or_else(|e| panic!("the log does not replay ({e}): {}", self.about(Some(ask)))).game
            }
        };
        let replayed = serde_json::to_string(&game).expect("games serialize");
        assert!(replayed == snapshot, "the log does not replay to the stored state: {}", self.about(Some(ask)));
        self.stored = after;
        self.replayed = Some(game);
    }

    /// The game, the state and the request, for a failure's message.
    fn about(&self, ask: Option<&Ask>) -> String {
        let record = &self.stored.record;
        let to_act = self.replayed.as_ref().map(|g| g.to_act().seats());
        let seats: Vec<Option<u64>> = record.seats.iter().map(|s| s.user).collect();
        let mut request = ask.map(|a| format!("{:?} from {:?} to {} (must {:?})", a.request, a.actor, a.id, a.must));
        if let Some(r) = request.as_mut().filter(|r| r.len() > 400) {
            r.truncate(r.char_indices().nth(400).map_or(r.len(), |(i, _)| i));
            r.push_str("...");
        }
        format!(
            "{:?} {} session {} v{} {:?}, seats {seats:?}, to act {to_act:?}, after {} requests: {}",
            self.kind,
            record.options,
            self.id,
            record.version,
            record.status,
            self.sent,
            request.unwrap_or_default()
        )
    }

    /// The human seats and their users.
    fn people(&self) -> Vec<(Seat, u64)> {
        let seats = self.stored.record.seats.iter().enumerate();
        seats.filter_map(|(i, s)| s.user.map(|u| (Seat(i as u8), u))).collect()
    }

    /// The seats that owe a decision now (none once the game is over).
    fn to_act(&self) -> Vec<Seat> {
        self.replayed.as_ref().map(|g| g.to_act().seats()).unwrap_or_default()
    }

    /// One legal move of a seat that owes one: a person's click, typed
    /// move or pick, or the house's move.
    fn legal_move(&mut self) {
        let seat = *self.to_act().choose(&mut self.rng).expect("a running game waits on someone");
        let legal = self.game().legal(seat);
        let at = self.rng.gen_range(0..legal.len());
        let Some(user) = self.stored.record.seats[seat.index()].user else {
            let request = Request::House { version: self.version(), seat, action: legal[at].action.clone() };
            self.send(Ask::accept(self.id, Actor::house(), request));
            return;
        };
        let moves = match self.rng.gen_range(0..4) {
            0 => Moves::Picked(vec![legal[at].id.clone()]),
            1 => Moves::Counts((0..=at).map(|i| u8::from(i == at)).collect()),
            _ => Moves::Ids(vec![legal[at].id.clone()]),
        };
        let version = self.rng.gen_bool(0.7).then_some(self.version());
        let confirm = self.rng.gen_bool(0.3);
        let ask = Ask::accept(self.id, Actor::player(user), Request::Play { version, moves: moves.clone(), confirm });
        if let Some(Applied::ToConfirm(_)) = self.send(ask) {
            // Confirmed: the same moves again, as the Confirm button sends them.
            let request = Request::Play { version, moves, confirm: false };
            self.send(Ask::accept(self.id, Actor::player(user), request));
        }
    }

    /// An admin's legitimate change: an undo, a forced move, a seat handed
    /// over to someone new or to the house.
    fn admin_change(&mut self) -> Ask {
        let admin = Actor::admin(ADMIN);
        let humans = self.stored.log.iter().filter(|e| e.by.is_some()).count();
        let people = self.people();
        match self.rng.gen_range(0..4) {
            0 if humans > 0 => {
                let moves = self.rng.gen_range(1..=humans.min(2));
                Ask::accept(self.id, admin, Request::Undo { moves, version: Some(self.version()) })
            }
            1 if !people.is_empty() => {
                let (_, user) = *people.choose(&mut self.rng).expect("someone seated");
                let by = self.rng.gen_bool(0.7).then(|| {
                    self.newcomers += 1;
                    let user = NEWCOMER + self.newcomers;
                    Newcomer { user, name: format!("Newcomer {user}"), dm_open: true }
                });
                Ask::accept(self.id, admin, Request::Replace { user, by })
            }
            2 => Ask::accept(self.id, admin, Request::HouseLevel(Level::Random)),
            _ => Ask::accept(self.id, admin, Request::Force),
        }
    }

    /// Someone with no seat: a stranger, an admin, the house or the clock.
    fn outsider(&mut self) -> Actor {
        match self.rng.gen_range(0..5) {
            0 => Actor::house(),
            1 => Actor::clock(),
            2 => Actor::admin(ADMIN),
            3 => Actor::admin(STRANGER + self.rng.gen_range(0..3)),
            _ => Actor::player(STRANGER + self.rng.gen_range(0..3)),
        }
    }

    /// Anyone: seated or not, admin or not.
    fn anyone(&mut self) -> Actor {
        let people = self.people();
        match people.choose(&mut self.rng) {
            Some(&(_, user)) if self.rng.gen_bool(0.5) => Actor { user, admin: self.rng.gen_bool(0.3) },
            _ => self.outsider(),
        }
    }

    /// Anyone the server does not let manage games.
    fn non_admin(&mut self) -> Actor {
        Actor { admin: false, ..self.anyone() }
    }

    /// A person who owes a decision, if any does.
    fn person_to_act(&mut self) -> Option<(Seat, u64)> {
        let to_act = self.to_act();
        let people: Vec<(Seat, u64)> = self.people().into_iter().filter(|(s, _)| to_act.contains(s)).collect();
        people.choose(&mut self.rng).copied()
    }

    /// A person who owes nothing now.
    fn person_waiting(&mut self) -> Option<(Seat, u64)> {
        let to_act = self.to_act();
        let people: Vec<(Seat, u64)> = self.people().into_iter().filter(|(s, _)| !to_act.contains(s)).collect();
        people.choose(&mut self.rng).copied()
    }

    /// A legal move's id of some seat that owes a decision.
    fn someones_id(&mut self) -> String {
        let Some(&seat) = self.to_act().choose(&mut self.rng) else { return "pass".to_owned() };
        let legal = self.game().legal(seat);
        legal.choose(&mut self.rng).map_or_else(String::new, |a| a.id.clone())
    }

    /// A version that is not the session's: stale, from the future, absurd.
    fn wrong_version(&mut self) -> u64 {
        let v = self.version();
        let k = self.rng.gen_range(1..=3);
        match self.rng.gen_range(0..4) {
            0 if v >= k => v - k,
            1 => u64::MAX,
            _ => v + k,
        }
    }

    /// The session's version, or none (a typed move).
    fn now_or_typed(&mut self) -> Option<u64> {
        self.rng.gen_bool(0.7).then_some(self.version())
    }

    /// An id no seat should be able to play: garbage, or a real one bent
    /// (another seat's, another game's, with a byte more or less).
    fn forged_id(&mut self) -> String {
        let real = self.someones_id();
        match self.rng.gen_range(0..10) {
            0 => String::new(),
            1 => "x".repeat(10_000),
            2 => "王🐉\u{200b}é\u{0301}".to_owned(),
            3 => (0..self.rng.gen_range(1..24)).map(|_| self.rng.gen_range(' '..='~')).collect(),
            4 => format!("{real} "),
            5 => format!("{real}\0"),
            6 => real.to_uppercase(),
            7 => real.chars().skip(1).collect(),
            8 => self.foreign.choose(&mut self.rng).cloned().unwrap_or_default(),
            _ => real,
        }
    }

    /// Whether the table must take `moves` from `user` at `version`: the
    /// seat owes a decision, and each move is legal after the ones before
    /// it. A forged request can happen to be a legal one.
    fn must_play(&self, user: u64, version: Option<u64>, moves: &Moves) -> Must {
        let record = &self.stored.record;
        let stale = version.is_some_and(|v| v != record.version);
        let seat = seat_of(record, user);
        let (Some(seat), Status::Active, false) = (seat, record.status, stale) else { return Must::Refuse };
        let game = self.game();
        if !game.to_act().includes(seat) {
            return Must::Refuse;
        }
        let offered = game.legal(seat);
        let ids = match moves {
            Moves::Ids(ids) => Some(ids.clone()),
            Moves::Counts(counts) => ids_of(&offered, counts),
            Moves::Picked(picked) => counts_of(&offered, picked).and_then(|c| ids_of(&offered, &c)),
        };
        match ids {
            Some(ids) if legal_in_turn(game, seat, &ids) => Must::Accept,
            _ => Must::Refuse,
        }
    }

    /// `actor` plays `moves` on a panel of `version`, confirming or not.
    fn play(&mut self, actor: Actor, version: Option<u64>, moves: Moves) -> Ask {
        let must = self.must_play(actor.user, version, &moves);
        let confirm = self.rng.gen_bool(0.3);
        Ask { id: self.id, actor, request: Request::Play { version, moves, confirm }, must }
    }

    /// One bad request, of a kind chosen at random.
    fn bad_request(&mut self) -> Ask {
        match self.rng.gen_range(0..17) {
            0 => self.out_of_turn(),
            1 => self.outsider_plays(),
            2 => self.stale_play(),
            3 => self.forged_play(),
            4 => self.bad_counts(),
            5 => self.duplicate_picks(),
            6 => self.admin_only_from_non_admin(),
            7 => self.lobby_after_start(),
            8 => self.take_back(),
            9 => self.bad_undo(),
            10 => self.bad_house(),
            11 => self.bad_replace(),
            12 => self.nowhere(),
            13 => self.look_hint_or_quiet(),
            14 => self.outsider_leaves(),
            15 => Ask { must: Must::Either, ..Ask::refuse(self.id, Actor::clock(), Request::Tick) },
            _ => self.late_cancel_or_timer(),
        }
    }

    /// A seated person who owes nothing plays a move someone else owes.
    fn out_of_turn(&mut self) -> Ask {
        let Some((_, user)) = self.person_waiting() else { return self.outsider_plays() };
        let actor = Actor { user, admin: self.rng.gen_bool(0.3) };
        let version = self.now_or_typed();
        let id = self.someones_id();
        self.play(actor, version, Moves::Ids(vec![id]))
    }

    /// Someone with no seat plays a move someone owes.
    fn outsider_plays(&mut self) -> Ask {
        let actor = self.outsider();
        let version = self.now_or_typed();
        let id = self.someones_id();
        self.play(actor, version, Moves::Ids(vec![id]))
    }

    /// The right person and move, on a panel of another version.
    fn stale_play(&mut self) -> Ask {
        let Some((_, user)) = self.person_to_act() else { return self.bad_house() };
        let version = Some(self.wrong_version());
        let id = self.someones_id();
        self.play(Actor::player(user), version, Moves::Ids(vec![id]))
    }

    /// The right person, now, with forged ids (or none at all).
    fn forged_play(&mut self) -> Ask {
        let Some((_, user)) = self.person_to_act() else { return self.outsider_plays() };
        let ids = (0..self.rng.gen_range(0..=3)).map(|_| self.forged_id()).collect();
        let version = self.now_or_typed();
        self.play(Actor::player(user), version, Moves::Ids(ids))
    }

    /// Counts of the wrong length (longer than the choices, or empty), or
    /// of too many of one choice.
    fn bad_counts(&mut self) -> Ask {
        let Some((seat, user)) = self.person_to_act() else { return self.outsider_plays() };
        let offered = self.game().legal(seat).len();
        let len = match self.rng.gen_range(0..3) {
            0 => 0,
            1 => offered + self.rng.gen_range(1..=4),
            _ => self.rng.gen_range(1..=offered),
        };
        let counts = (0..len).map(|_| *[0, 1, 2, 255].choose(&mut self.rng).expect("counts")).collect();
        let version = self.now_or_typed();
        self.play(Actor::player(user), version, Moves::Counts(counts))
    }

    /// A pick naming one choice twice, or with a forged id among them.
    fn duplicate_picks(&mut self) -> Ask {
        let Some((seat, user)) = self.person_to_act() else { return self.outsider_plays() };
        let legal = self.game().legal(seat);
        let id = legal.choose(&mut self.rng).map_or_else(String::new, |a| a.id.clone());
        let mut picked = vec![id.clone(), id];
        if self.rng.gen_bool(0.3) {
            picked.push(self.forged_id());
        }
        picked.shuffle(&mut self.rng);
        let version = self.now_or_typed();
        self.play(Actor::player(user), version, Moves::Picked(picked))
    }

    /// Undo, force, a seat handed over, the house's level, a cancel or the
    /// timer, asked by someone who may not.
    fn admin_only_from_non_admin(&mut self) -> Ask {
        let actor = self.non_admin();
        let seated = self.people().choose(&mut self.rng).map_or(PERSON, |&(_, u)| u);
        let request = match self.rng.gen_range(0..7) {
            0 => Request::Undo { moves: self.rng.gen_range(1..=3), version: self.now_or_typed() },
            1 => Request::Force,
            2 => Request::Replace { user: seated, by: None },
            3 => Request::Replace {
                user: seated,
                by: Some(Newcomer { user: actor.user, name: "Usurper".into(), dm_open: true }),
            },
            4 => Request::HouseLevel(*Level::ALL.choose(&mut self.rng).expect("levels")),
            5 => Request::Cancel,
            _ => Request::Timer(self.rng.gen_bool(0.5).then(ClockSettings::default)),
        };
        Ask::refuse(self.id, actor, request)
    }

    /// The lobby's requests, once the game has started, from anyone.
    fn lobby_after_start(&mut self) -> Ask {
        let actor = self.anyone();
        let request = match self.rng.gen_range(0..5) {
            0 => Request::Join { name: self.forged_id(), dm_open: self.rng.gen_bool(0.5) },
            1 => Request::Start,
            2 => Request::AddHouse,
            3 => Request::LobbyHouseLevel(Level::Hard),
            _ => Request::LobbyHints(self.rng.gen_bool(0.5)),
        };
        Ask::refuse(self.id, actor, request)
    }

    /// Anyone takes back "their" latest move: only its mover may, on the
    /// current panel, and only where the game allows it.
    fn take_back(&mut self) -> Ask {
        let mover = self.stored.log.last().and_then(|e| e.by);
        let actor = match mover {
            Some(user) if self.rng.gen_bool(0.3) => Actor::player(user),
            _ => self.anyone(),
        };
        let version = if self.rng.gen_bool(0.3) { Some(self.wrong_version()) } else { self.now_or_typed() };
        let current = version.is_none_or(|v| v == self.version());
        let open = self.stored.record.status == Status::Active;
        let must = if open && current && mover == Some(actor.user) { Must::Either } else { Must::Refuse };
        Ask { id: self.id, actor, request: Request::TakeBack { version }, must }
    }

    /// An admin's undo of nothing, of more than people played, or on a
    /// stale confirmation.
    fn bad_undo(&mut self) -> Ask {
        let humans = self.stored.log.iter().filter(|e| e.by.is_some()).count();
        let request = match self.rng.gen_range(0..3) {
            0 => Request::Undo { moves: 0, version: self.now_or_typed() },
            1 => Request::Undo { moves: humans + self.rng.gen_range(1..=3), version: self.now_or_typed() },
            _ => Request::Undo { moves: 1, version: Some(self.wrong_version()) },
        };
        Ask::refuse(self.id, Actor::admin(ADMIN), request)
    }

    /// A house move thought at another version, for a seat that owes
    /// nothing (or does not exist), or that is no move at all.
    fn bad_house(&mut self) -> Ask {
        let actor = if self.rng.gen_bool(0.7) { Actor::house() } else { self.anyone() };
        let to_act = self.to_act();
        let Some(&seat) = to_act.choose(&mut self.rng) else {
            let request = Request::House { version: self.version(), seat: Seat(0), action: json!("pass") };
            return Ask::refuse(self.id, actor, request);
        };
        let legal = self.game().legal(seat);
        let action = legal.choose(&mut self.rng).map_or(Value::Null, |a| a.action.clone());
        let (version, seat, action) = match self.rng.gen_range(0..3) {
            0 => (self.wrong_version(), seat, action),
            1 => {
                let seats = self.stored.record.seats.len() as u8;
                let idle = (0..seats).map(Seat).filter(|s| !to_act.contains(s)).collect::<Vec<_>>();
                (self.version(), idle.choose(&mut self.rng).copied().unwrap_or(Seat(200)), action)
            }
            _ => (self.version(), seat, self.garbage_action()),
        };
        // Only the house moves for the house: a person's House request is
        // forged, even with a legal move.
        let must = if actor == Actor::house()
            && version == self.version()
            && to_act.contains(&seat)
            && self.game().clone().apply(seat, &action).is_ok()
        {
            Must::Accept
        } else {
            Must::Refuse
        };
        Ask { id: self.id, actor, request: Request::House { version, seat, action }, must }
    }

    /// JSON that is no action of the game (or happens to be one).
    fn garbage_action(&mut self) -> Value {
        match self.rng.gen_range(0..6) {
            0 => Value::Null,
            1 => json!(42),
            2 => json!({ "nonsense": true }),
            3 => json!([1, 2, 3]),
            4 => json!({ "type": "pass", "extra": [null] }),
            _ => Value::String(self.forged_id()),
        }
    }

    /// An admin hands over a seat nobody holds, or gives one to someone
    /// already seated.
    fn bad_replace(&mut self) -> Ask {
        let people = self.people();
        let request = match (people.choose(&mut self.rng), people.choose(&mut self.rng)) {
            (Some(&(_, user)), Some(&(_, other))) if self.rng.gen_bool(0.5) => {
                Request::Replace { user, by: Some(Newcomer { user: other, name: "Twice".into(), dm_open: true }) }
            }
            _ => {
                let user = *[0, STRANGER, ADMIN, u64::MAX].choose(&mut self.rng).expect("users");
                Request::Replace { user, by: None }
            }
        };
        Ask::refuse(self.id, Actor::admin(ADMIN), request)
    }

    /// Any request, legal or not, to a session that does not exist.
    fn nowhere(&mut self) -> Ask {
        let mut ask = if self.rng.gen_bool(0.5) && !self.to_act().is_empty() {
            self.some_legal_ask()
        } else {
            match self.rng.gen_range(0..4) {
                0 => self.admin_change_anyway(),
                1 => self.lobby_after_start(),
                2 => self.take_back(),
                _ => self.look_hint_or_quiet(),
            }
        };
        ask.id =
            *[self.id + 1, self.id + 1000, 0, -1, SessionId::MAX, SessionId::MIN].choose(&mut self.rng).expect("ids");
        ask.must = Must::Refuse;
        ask
    }

    /// A legal move of a person or the house, as it would be sent.
    fn some_legal_ask(&mut self) -> Ask {
        let seat = *self.to_act().choose(&mut self.rng).expect("someone to act");
        let legal = self.game().legal(seat);
        let pick = legal.choose(&mut self.rng).expect("a choice");
        let (actor, request) = match self.stored.record.seats[seat.index()].user {
            Some(user) => {
                let moves = Moves::Ids(vec![pick.id.clone()]);
                (Actor::player(user), Request::Play { version: Some(self.version()), moves, confirm: false })
            }
            None => (Actor::house(), Request::House { version: self.version(), seat, action: pick.action.clone() }),
        };
        Ask::accept(self.id, actor, request)
    }

    /// An admin's change, whether or not the session could take it.
    fn admin_change_anyway(&mut self) -> Ask {
        let mut ask = self.admin_change();
        ask.must = Must::Either;
        ask
    }

    /// Looking, asking for a hint (hints are off) or quieting a reminder
    /// (there is no timer): only a seated person may look.
    fn look_hint_or_quiet(&mut self) -> Ask {
        let actor = self.anyone();
        let seated = seat_of(&self.stored.record, actor.user).is_some();
        match self.rng.gen_range(0..3) {
            0 => {
                let must = if seated && self.replayed.is_some() { Must::Accept } else { Must::Refuse };
                Ask { must, ..Ask::refuse(self.id, actor, Request::Look) }
            }
            1 => Ask::refuse(self.id, actor, Request::Hint),
            _ => Ask::refuse(self.id, actor, Request::Quiet { started_at: self.rng.gen() }),
        }
    }

    /// Someone with no seat leaves.
    fn outsider_leaves(&mut self) -> Ask {
        let actor = self.outsider();
        Ask::refuse(self.id, actor, Request::Leave)
    }

    /// The creator cancels or sets the timer once the game has started;
    /// after its end, nobody may cancel it.
    fn late_cancel_or_timer(&mut self) -> Ask {
        let over = self.stored.record.status != Status::Active;
        let actor = if over && self.rng.gen_bool(0.5) { Actor::admin(ADMIN) } else { Actor::player(PERSON) };
        let request = if self.rng.gen_bool(0.5) { Request::Cancel } else { Request::Timer(None) };
        let must = if actor.admin && request != Request::Cancel { Must::Either } else { Must::Refuse };
        Ask { id: self.id, actor, request, must }
    }

    /// A request the lobby must turn down.
    fn lobby_bad_request(&mut self) {
        let seated = self.stored.record.seats.iter().filter_map(|s| s.user).collect::<Vec<_>>();
        let member = *seated.choose(&mut self.rng).expect("the creator is seated");
        let outsider = Actor::player(STRANGER);
        let admin = Actor::admin(ADMIN);
        let (actor, request) = match self.rng.gen_range(0..14) {
            0 => (Actor::player(member), Request::Join { name: "Again".into(), dm_open: true }),
            1 => (outsider, Request::Start),
            2 => (outsider, Request::AddHouse),
            3 => (outsider, Request::Leave),
            4 => (outsider, Request::LobbyHints(true)),
            5 => (outsider, Request::Cancel),
            6 => (outsider, Request::Timer(None)),
            7 => (admin, Request::Force),
            8 => (admin, Request::Undo { moves: 1, version: None }),
            9 => (admin, Request::Replace { user: member, by: None }),
            10 => (Actor::player(member), Request::TakeBack { version: None }),
            11 => (Actor::player(member), Request::Look),
            12 => (Actor::house(), Request::House { version: 0, seat: Seat(0), action: json!("pass") }),
            _ => {
                let moves = Moves::Ids(vec![self.forged_id_in_lobby()]);
                (Actor::player(member), Request::Play { version: None, moves, confirm: false })
            }
        };
        self.send(Ask::refuse(self.id, actor, request));
    }

    /// An id to play before there is a game: one of another game's.
    fn forged_id_in_lobby(&mut self) -> String {
        self.foreign.choose(&mut self.rng).cloned().unwrap_or_else(|| "pass".to_owned())
    }
}

/// Whether `seat` may take `ids` in order now: each legal after the ones
/// before it, while the seat still owes the decision.
fn legal_in_turn(game: &AnyGame, seat: Seat, ids: &[String]) -> bool {
    let mut after = game.clone();
    for id in ids {
        let legal = if after.to_act().includes(seat) { after.legal(seat) } else { Vec::new() };
        let Some(chosen) = legal.into_iter().find(|a| a.id == *id) else { return false };
        if after.apply(seat, &chosen.action).is_err() {
            return false;
        }
    }
    !ids.is_empty()
}

/// The ids of the first moves of the other games: real ids, of the wrong game.
fn foreign_ids(kind: GameKind, seed: u64) -> Vec<String> {
    let others = GameKind::ALL.iter().filter(|&&k| k != kind);
    let games = others.filter_map(|&k| AnyGame::new(k, k.info().min_players, &Value::Null, seed).ok());
    games.flat_map(|g| g.to_act().seats().into_iter().flat_map(move |s| g.legal(s)).map(|a| a.id)).collect()
}
