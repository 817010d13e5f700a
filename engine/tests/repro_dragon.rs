//! In the Year of the Dragon: the rules audit's reproductions (issue 13),
//! replayed as regression tests.

use tavola_engine::testing::Replay;

fn final_scores(replay: &Replay) -> Vec<i32> {
    assert_eq!(replay.first_refusal(), None, "every move of the script is legal");
    replay.game.outcome().expect("the game is over").scores
}

/// Month 12 is a Mongol invasion: the wall scores after the invasion and
/// again at the end of the year (issue 13, item 1). The script's 16 pairs
/// "choose a group, take it back" were dropped: such a pair changes
/// nothing, and a group with no action within reach is no longer offered.
#[test]
fn dragon_month12_invasion_scores_the_wall_twice_5p_seed1015() {
    let replay = Replay::run(include_str!("repro/dragon-month12-wall-5p-seed1015.jsonl"));
    assert_eq!(final_scores(&replay), vec![51, 45, 39, 25, 28]);
}

#[test]
fn dragon_month12_invasion_scores_the_wall_twice_3p_seed1033() {
    let replay = Replay::run(include_str!("repro/dragon-month12-wall-3p-seed1033.jsonl"));
    assert_eq!(final_scores(&replay), vec![36, 46, 37]);
}
