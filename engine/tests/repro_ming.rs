//! Ming Dynastie's findings of the rules audit (issue 13), through the
//! registry as the bot and the protocol see the game.
//!
//! The audit found no rule violation in Ming and filed no reproduction; item
//! 9 (return cards left in the views after their city) is replayed here from
//! seeded games played by action ids.

use rand::seq::SliceRandom;
use serde_json::{json, Value};
use tavola_engine::{seeded_rng, AnyGame, GameKind, Seat, Viewer};

/// Plays `game` by random action ids until `stop` holds for its public view.
fn play_until(game: &mut AnyGame, seed: u64, stop: impl Fn(&Value) -> bool) {
    let mut rng = seeded_rng(seed);
    while !stop(&game.view(Viewer::Public)) {
        let seats = game.to_act().seats();
        let seat = *seats.choose(&mut rng).expect("the game is not over");
        let choice = game.legal(seat).choose(&mut rng).expect("a seat to act has a move").id.clone();
        game.apply(seat, &Value::String(choice)).expect("a legal id is accepted");
    }
}

#[test]
fn ming_round_3_shows_no_return_cards_from_round_2() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let mut game = AnyGame::new(GameKind::from_id("ming").unwrap(), players, &Value::Null, seed).unwrap();
        play_until(&mut game, seed, |v| v["round"] == 3);
        assert_eq!(game.view(Viewer::Public)["returned"], json!([]), "{players}p: the public list is cleared");
        for seat in Seat::all(players) {
            let view = game.view(Viewer::Seat(seat));
            assert_eq!(view["my_return"], Value::Null, "{players}p: {seat} still sees round 2's return cards");
        }
    }
}

#[test]
fn ming_return_cards_of_a_scored_city_leave_the_views_before_the_next_city() {
    let mut game = AnyGame::new(GameKind::from_id("ming").unwrap(), 3, &Value::Null, 7).unwrap();
    let is_return = |v: &Value| v["phase"]["phase"] == "return";
    play_until(&mut game, 7, is_return);
    let first = game.view(Viewer::Public)["phase"]["province"].clone();
    play_until(&mut game, 7, |v| !(is_return(v) && v["phase"]["province"] == first));
    let public = game.view(Viewer::Public);
    if is_return(&public) {
        assert_eq!(public["returned"], json!([]), "the next city starts with nobody's cards in");
    }
    for seat in Seat::all(3) {
        let view = game.view(Viewer::Seat(seat));
        assert_eq!(view["my_return"], Value::Null, "{seat} sees the scored city's cards");
    }
}
