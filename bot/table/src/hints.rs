//! Hints: a player asks the house player in their own seat what it would
//! play, and sees its two or three preferred moves with their share of the
//! search and the chance each gives them to win.
//!
//! A session offers hints only when its creator switched them on (the
//! `hints` key of the session's options, which the engine never sees:
//! [`game_options`]). Each hint asked is counted per seat under the
//! session's lock (`Request::Hint`), so the results can say who used
//! them, and a game with hints is not rated ([`crate::standings`]).
//! The thinking ([`think`]) runs off the lock at the `normal` level's
//! budget, from the asking seat's view only, within [`HINT_CAP_MS`].

use std::time::{Duration, Instant};

use serde_json::Value;
use tavola_engine::ai::{HousePlayer, Level};
use tavola_engine::{seeded_rng, Msg, Seat};

use super::request::Seen;
use crate::record::SessionId;

/// The key of the session's options that switches hints on.
pub const HINTS: &str = "hints";

/// The longest a hint thinks, in milliseconds.
pub const HINT_CAP_MS: u64 = 3_000;

/// How many moves a hint names at most.
pub const HINT_MOVES: usize = 3;

/// Whether the session's options switch hints on.
pub fn hints_on(options: &Value) -> bool {
    options.get(HINTS).and_then(Value::as_bool).unwrap_or(false)
}

/// The session's options as the engine takes them: without the bot's own.
pub fn game_options(options: &Value) -> Value {
    match options {
        Value::Object(map) if map.contains_key(HINTS) => {
            let mut map = map.clone();
            map.remove(HINTS);
            Value::Object(map)
        }
        other => other.clone(),
    }
}

/// `options` with hints switched on or off.
pub fn with_hints(options: &Value, on: bool) -> Value {
    let mut map = match options {
        Value::Object(map) => map.clone(),
        _ => serde_json::Map::new(),
    };
    if on {
        map.insert(HINTS.to_owned(), Value::Bool(true));
    } else {
        map.remove(HINTS);
    }
    Value::Object(map)
}

/// One move a hint names.
#[derive(Clone, Debug, PartialEq)]
pub struct HintMove {
    /// The action's id, for the button that plays it.
    pub id: String,
    pub msg: Msg,
    /// Its share of the search's visits.
    pub share: f64,
    /// The asking seat's chance to win with it.
    pub win: f64,
}

/// What the house player in the asking seat would play.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub session: SessionId,
    /// The version it was thought for: its Play button is stale after.
    pub version: u64,
    pub seat: Seat,
    /// The best first.
    pub moves: Vec<HintMove>,
}

/// The hint for `seen`'s seat: pure CPU for up to [`HINT_CAP_MS`], so call
/// it on a blocking thread. `None` if the seat owes nothing.
pub fn think(seen: &Seen, budget: Option<u32>) -> Option<Hint> {
    let HousePlayer::Search(mut config) = Level::Normal.player() else { return None };
    if let Some(budget) = budget {
        config.iterations = budget;
    }
    let (record, game, seat) = (&seen.record, &seen.game, seen.seat);
    let mut rng = seeded_rng(record.seed ^ record.version.rotate_left(23) ^ u64::from(seat.0).rotate_left(47));
    let deadline = Instant::now() + Duration::from_millis(HINT_CAP_MS);
    let stats = game.root_stats(seat, &config, &mut rng, &mut || Instant::now() >= deadline).ok()?;
    let legal = game.legal(seat);
    let moves = stats
        .moves
        .iter()
        .take(HINT_MOVES)
        .filter_map(|m| {
            let offered = legal.iter().find(|a| a.action == m.action)?;
            Some(HintMove { id: offered.id.clone(), msg: offered.msg.clone(), share: m.share, win: m.win })
        })
        .collect();
    Some(Hint { session: record.id, version: record.version, seat, moves })
}

/// How many hints each seat asked for (seats that asked none left out).
pub fn used(record: &crate::record::SessionRecord) -> Vec<(Seat, u32)> {
    record.timers.hints.iter().enumerate().filter(|(_, &n)| n > 0).map(|(i, &n)| (Seat(i as u8), n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::{Actor, Applied, Request};
    use crate::session::{Refusal, Sessions};
    use crate::store::SqliteStore;
    use serde_json::json;
    use std::sync::Arc;
    use tavola_engine::AnyGame;

    const ANNA: u64 = 1;

    /// A Great Wall game of Anna against a house player, hints on or off,
    /// brought to a decision of Anna's.
    fn anna_to_move(name: &str, hints: bool) -> (Sessions, SessionId) {
        let path = std::env::temp_dir().join(format!("tavola-hints-{name}-{}.db", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let s = Sessions::new(Arc::new(SqliteStore::open(&path).unwrap()));
        let options = with_hints(&Value::Null, hints);
        let kind = tavola_engine::GameKind::GreatWall;
        let rec = s.open_lobby(1, 2, (ANNA, "Anna".into(), true), kind, None, options).unwrap();
        s.add_house(rec.id, ANNA).unwrap();
        s.start(rec.id, ANNA).unwrap();
        while let Some(turn) = s.house_turn(rec.id).unwrap() {
            let action = game_first(&turn.game, turn.seat);
            s.house_move(&turn, action).unwrap();
        }
        (s, rec.id)
    }

    fn game_first(game: &AnyGame, seat: Seat) -> Value {
        game.legal(seat).into_iter().find(|a| !a.id.contains("back")).unwrap().action
    }

    #[test]
    fn a_hint_is_counted_and_names_legal_moves_from_the_asking_seat() {
        let (s, id) = anna_to_move("on", true);
        let hint = |s: &Sessions| match s.apply(id, &Actor::player(ANNA), Request::Hint).unwrap() {
            Applied::Seen(seen) => seen,
            other => panic!("{other:?}"),
        };
        let seen = hint(&s);
        let legal: Vec<String> = seen.game.legal(seen.seat).into_iter().map(|a| a.id).collect();
        let thought = think(&seen, Some(60)).expect("Anna owes a decision");
        assert!((1..=HINT_MOVES).contains(&thought.moves.len()), "{thought:?}");
        assert!(thought.moves.iter().all(|m| legal.contains(&m.id)), "{thought:?}");
        assert!(thought.moves.iter().all(|m| (0.0..=1.0).contains(&m.win) && (0.0..=1.0).contains(&m.share)));
        assert_eq!((thought.version, thought.seat), (seen.record.version, seen.seat));
        hint(&s);
        let (record, _) = s.get(id).unwrap();
        assert_eq!(used(&record), vec![(seen.seat, 2)], "two hints, counted and stored");
        let stranger = s.apply(id, &Actor::player(99), Request::Hint);
        assert!(matches!(stranger, Err(Refusal::NotSeated)), "{stranger:?}");
    }

    #[test]
    fn no_hint_is_given_in_a_game_without_hints() {
        let (s, id) = anna_to_move("off", false);
        assert!(matches!(s.apply(id, &Actor::player(ANNA), Request::Hint), Err(Refusal::HintsOff)));
        assert!(used(&s.get(id).unwrap().0).is_empty());
    }

    #[test]
    fn the_hints_switch_is_the_bot_s_and_never_reaches_the_engine() {
        let options = json!({"variant_setup": true});
        assert!(!hints_on(&options));
        let on = with_hints(&options, true);
        assert_eq!(on, json!({"variant_setup": true, "hints": true}));
        assert!(hints_on(&on));
        assert_eq!(game_options(&on), options);
        assert_eq!(with_hints(&on, false), options);
        assert_eq!(game_options(&Value::Null), Value::Null);
        assert!(hints_on(&with_hints(&Value::Null, true)));
        // Dschunke refuses options it does not know: the switch is taken off.
        let junk = AnyGame::new(tavola_engine::GameKind::Junk, 3, &game_options(&on), 1);
        assert!(junk.is_ok());
    }
}
