//! Regression tests for the rules audit's Attila reproductions (issue 13).

use tavola_engine::testing::Replay;
use tavola_engine::{AnyGame, Msg, Seat, Turn, Viewer};

/// Issue 13, item 2. The 237th move (`moves[236]`) places the Saxons' last
/// token in Britannia while the same card's first token started a conflict
/// in Tarraconensis that removes the Saxons there and refills their supply.
/// The last token ends the game (§6): the end is announced with that move,
/// and once the active player finishes the turn (§6: "Il giocatore attivo
/// finisce il suo turno"), that is the four commitments of the
/// Tarraconensis conflict, the game is over instead of going on.
#[test]
fn attila_last_token_ends_the_game_though_an_earlier_conflict_refills_the_supply() {
    let replay = Replay::run(include_str!("repro/attila-last-token-4p-seed1768.jsonl"));
    assert_eq!(replay.first_refusal(), None);
    let last_token = replay.moves[236].result.as_ref().unwrap();
    let saxons_end = Msg::new("attila-ending-token").msg("tribe", Msg::new("attila-of-saxons"));
    assert!(last_token.iter().any(|e| e.msg == saxons_end), "the end is announced at once");
    let finish: Vec<_> = replay.moves[237..].iter().map(|m| m.action.as_str().unwrap()).collect();
    assert_eq!(finish, ["commit-done"; 4], "the rest of the turn is the conflict's commitments");
    assert_eq!(replay.game.to_act(), Turn::Over);
    let view = replay.game.view(Viewer::Public);
    assert_eq!(view["supply"][3], 5, "the conflict refilled the Saxons' supply");
    assert_eq!(view["ending"], serde_json::json!({ "last_token": "saxons" }));
    assert_eq!(replay.game.outcome().unwrap().scores, [108, 85, 31, 49]);
}

/// Issue 28. At move 142 seat 1 places the Teutons in Dalmatia and draws;
/// seat 0 holds only Huns, Saxons and Vandals, none placeable (their first
/// token needs a starting province, and all six are closed), so its turn
/// ends by itself, and its refill brings a Teutons card; seat 1 is stuck the
/// same way. A whole round passed without a token, but the game is not
/// stuck: seat 0 now holds a card it can place, Dalmatia open with 3 tokens,
/// one of them Teutons. The engine used to decide the blocked ending before
/// the refill and scored the game 20 to 31; now seat 0 plays its Teutons.
#[test]
fn attila_a_refill_that_brings_a_placeable_card_prevents_the_blocked_ending_2p_seed64353() {
    let mut replay = Replay::run(include_str!("repro/attila-blocked-refill-2p-seed64353.jsonl"));
    assert_eq!(replay.first_refusal(), None, "every move of the reproduction is legal");
    assert!(!replay.public_msgs().contains(&&Msg::new("attila-ending-blocked")), "no blocked ending");
    let game = &mut replay.game;
    assert_eq!(game.to_act(), Turn::Seat(Seat(0)));
    assert_eq!(game.view(Viewer::Public)["ending"], serde_json::Value::Null);
    assert_eq!(game.view(Viewer::Seat(Seat(0)))["hand"][4], 1, "seat 0 drew a Teutons card");
    let dalmatia = |game: &AnyGame| {
        let view = game.view(Viewer::Public);
        view["provinces"].as_array().unwrap().iter().find(|p| p["id"] == "DAL").unwrap()["tokens"].clone()
    };
    assert_eq!(dalmatia(game), serde_json::json!([1, 0, 1, 0, 1, 0]), "Franks, Goths and Teutons");
    for action in ["play-teutons", "place-dal"] {
        game.apply(Seat(0), &serde_json::json!(action)).unwrap_or_else(|e| panic!("{action}: {e}"));
    }
    assert_eq!(dalmatia(game), serde_json::json!([1, 0, 1, 0, 2, 0]), "seat 0's Teutons token in Dalmatia");
}
