//! Regression tests for the rules audit's Attila reproductions (issue 13).

use tavola_engine::testing::Replay;
use tavola_engine::{Msg, Turn, Viewer};

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
