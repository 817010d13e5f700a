//! The rules audit's Dschunke reproductions (issue 13), replayed through the
//! registry as a session plays them, with the figures the rulebook gives.

use serde_json::Value;
use tavola_engine::testing::Replay;
use tavola_engine::{Seat, Turn, Viewer};

/// The events of one accepted move, as JSON (`{"event": "drew", ...}`).
fn events(replay: &Replay, index: usize) -> Vec<Value> {
    let moves = replay.moves[index].result.as_ref().expect("the move is accepted");
    moves.iter().map(|e| e.event.clone()).collect()
}

/// Item 3. The audit's script names the merchants by their old ids, which
/// carried the yield (`merchant-draw-2`); ids now name the kind only
/// (`merchant-draw`), so that a yield read from data never renames a button.
#[test]
fn junk_merchant_minimum_3p_seed1_draws_3_fish_and_sells_for_3_yen() {
    let script = include_str!("repro/junk-merchant-minimum-3p-seed1.jsonl")
        .replace("merchant-draw-2", "merchant-draw")
        .replace("merchant-load-2", "merchant-load")
        .replace("merchant-sell-2", "merchant-sell");
    let replay = Replay::run(&script);
    assert_eq!(replay.first_refusal(), None);
    let drew: Vec<Value> = events(&replay, 0).into_iter().filter(|e| e["event"] == "drew").collect();
    let count: u64 = drew.iter().map(|e| e["count"].as_u64().unwrap()).sum();
    assert_eq!(count, 3, "seat 0 draws 3 cards: {drew:?}");
    assert!(drew.iter().all(|e| e["seat"] == 0 && e["good"] == 0), "all fish: {drew:?}");
    let sold: Vec<Value> = events(&replay, 2).into_iter().filter(|e| e["event"] == "sold").collect();
    assert_eq!(sold.len(), 1);
    assert_eq!((sold[0]["seat"].as_u64(), sold[0]["yen"].as_i64()), (Some(2), Some(3)), "seat 2 sells for 3 yen");
    assert_eq!(replay.game.view(Viewer::Seat(Seat(2)))["money"], 3);
}

/// Item 4. Four seats pick fish eight times each: the 19th fish is refused
/// and so is every fish after it; the deal leaves the fish pile empty, not
/// at 242.
#[test]
fn junk_opening_pick_overflow_4p_seed1_refuses_picks_beyond_the_pool_of_18() {
    let mut replay = Replay::run(include_str!("repro/junk-opening-pick-overflow-4p-seed1.jsonl"));
    assert_eq!(replay.first_refusal(), Some(18), "18 fish are in the pool");
    assert!(replay.moves[18..].iter().all(|m| m.result.is_err()));
    let game = &mut replay.game;
    while let Turn::Simultaneous(seats) = game.to_act() {
        let seat = seats[0];
        let first = game.legal(seat).remove(0);
        assert_ne!(first.id, "pick-fish");
        game.apply(seat, &Value::String(first.id)).expect("a legal pick");
    }
    let view = game.view(Viewer::Public);
    let piles: Vec<u64> = view["junks"].as_array().unwrap().iter().map(|j| j["pile"].as_u64().unwrap()).collect();
    assert_eq!(piles[3], 0, "brown holds the fish: all 18 were pooled");
    assert!(piles.iter().all(|&p| p <= 18), "{piles:?}");
    let hands: u64 = view["players"].as_array().unwrap().iter().map(|p| p["cards"].as_u64().unwrap()).sum();
    assert_eq!(hands, 32);
}
