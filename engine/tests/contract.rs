//! The engine contract as the bot and the protocol see it, for every
//! registered game: actions chosen by id from `legal`, determinism under
//! replay, state round-trips, refusals that change nothing.

use rand::seq::SliceRandom;
use serde_json::{json, Value};
use tavola_engine::{seeded_rng, ActionError, AnyGame, GameKind, Seat, Turn, Viewer};

/// Every option set worth playing: defaults, then each boolean option on.
fn option_sets(kind: GameKind) -> Vec<Value> {
    let mut sets = vec![Value::Null];
    for spec in kind.info().options {
        if spec.kind == "bool" {
            sets.push(json!({ spec.name: true }));
        }
    }
    sets
}

/// Plays a game by action ids; returns the ids chosen, in order, with seats.
fn play_by_ids(game: &mut AnyGame, seed: u64) -> Vec<(Seat, String)> {
    let mut rng = seeded_rng(seed);
    let mut taken = Vec::new();
    while let Turn::Seat(_) | Turn::Simultaneous(_) = game.to_act() {
        let seats = game.to_act().seats();
        let seat = *seats.choose(&mut rng).unwrap();
        let legal = game.legal(seat);
        let choice = legal.choose(&mut rng).expect("a seat to act has a move");
        game.apply(seat, &Value::String(choice.id.clone()))
            .unwrap_or_else(|e| panic!("{}: id {} refused: {e}", game.kind().id(), choice.id));
        taken.push((seat, choice.id.clone()));
        assert!(taken.len() < 200_000, "{} does not end", game.kind().id());
    }
    taken
}

#[test]
fn every_game_plays_by_ids_deterministically() {
    for &kind in GameKind::ALL {
        let info = kind.info();
        for players in info.min_players..=info.max_players {
            for options in option_sets(kind) {
                for seed in 0..4 {
                    let mut game = AnyGame::new(kind, players, &options, seed).unwrap();
                    let taken = play_by_ids(&mut game, seed + 100);
                    assert!(game.outcome().is_some());
                    let mut replay = AnyGame::new(kind, players, &options, seed).unwrap();
                    for (seat, id) in &taken {
                        replay.apply(*seat, &Value::String(id.clone())).unwrap();
                    }
                    assert_eq!(
                        serde_json::to_string(&replay).unwrap(),
                        serde_json::to_string(&game).unwrap(),
                        "{} replay differs",
                        info.id
                    );
                }
            }
        }
    }
}

#[test]
fn every_game_state_round_trips_with_its_kind() {
    for &kind in GameKind::ALL {
        let game = AnyGame::new(kind, kind.info().max_players, &Value::Null, 5).unwrap();
        let json = serde_json::to_string(&game).unwrap();
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back.kind(), kind);
        assert_eq!(serde_json::to_string(&back).unwrap(), json);
    }
}

#[test]
fn bad_set_ups_are_refused() {
    for &kind in GameKind::ALL {
        let info = kind.info();
        assert!(AnyGame::new(kind, info.min_players - 1, &Value::Null, 1).is_err());
        assert!(AnyGame::new(kind, info.max_players + 1, &Value::Null, 1).is_err());
        let err = AnyGame::new(kind, info.min_players, &json!({"no_such_option": true}), 1).unwrap_err();
        assert!(err.to_string().contains("no_such_option"), "{}: {err}", info.id);
    }
}

#[test]
fn refusals_through_the_registry_change_nothing() {
    for &kind in GameKind::ALL {
        let mut game = AnyGame::new(kind, kind.info().max_players, &Value::Null, 3).unwrap();
        let before = serde_json::to_string(&game).unwrap();
        let acting = game.to_act().seats();
        let idle = Seat::all(game.players()).find(|s| !acting.contains(s));
        if let Some(idle) = idle {
            let any_id = Value::String(game.legal(acting[0])[0].id.clone());
            assert_eq!(game.apply(idle, &any_id).unwrap_err(), ActionError::NotYourTurn { seat: idle });
        }
        assert_eq!(game.apply(acting[0], &json!("no-such-move")).unwrap_err(), ActionError::IllegalAction);
        assert!(matches!(game.apply(acting[0], &json!({"nonsense": 1})).unwrap_err(), ActionError::Malformed { .. }));
        assert_eq!(game.apply(Seat(9), &json!("x")).unwrap_err(), ActionError::NoSuchSeat { seat: Seat(9) });
        assert_eq!(serde_json::to_string(&game).unwrap(), before, "{}", kind.id());
    }
}

#[test]
fn views_never_carry_the_rng() {
    for &kind in GameKind::ALL {
        let game = AnyGame::new(kind, kind.info().max_players, &Value::Null, 77).unwrap();
        let state = serde_json::to_value(&game).unwrap();
        assert!(state["state"].get("rng").is_some(), "{}: keep the RNG in a field named `rng`", kind.id());
        for viewer in [Viewer::Public, Viewer::Seat(Seat(0))] {
            let view = game.view(viewer).to_string();
            // The RNG state is the only 32-byte seed-derived array in a state.
            let rng = state["state"]["rng"].to_string();
            assert!(!view.contains(&rng), "{}: the view shows the RNG", kind.id());
        }
    }
}
