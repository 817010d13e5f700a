//! Regression tests for the rules audit's Chinesische Mauer findings (issue
//! 13), replaying its reproductions through the registry.

use tavola_engine::testing::Replay;
use tavola_engine::Turn;

/// Issue 13 item 5: "ha più punti rispetto agli altri giocatori". A seat whose
/// cards in a section are all covered by dragons has 0 points there, which
/// beats a first-token holder at -4: it wins the second token. The engine
/// used to require a visible card and ended the game with 30 to 31.
#[test]
fn covered_cards_still_compete_for_the_second_token_2p_seed2001() {
    let replay = Replay::run(include_str!("repro/great-wall-covered-lead-2p-seed2001.jsonl"));
    assert_eq!(replay.first_refusal(), None, "every move of the reproduction is legal");
    assert_eq!(replay.game.to_act(), Turn::Over);
    assert_eq!(replay.game.outcome().expect("the game is over").scores, vec![31, 36]);
}
