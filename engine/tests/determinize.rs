//! The determinize contract for every game: a determinized state shows the
//! seat exactly what the true one shows (its view as JSON, its legal actions
//! by id) and plays on to an end; so does a state whose future alone is
//! redrawn (`redraw_future`), to every seat at once. That the hidden parts
//! do vary is each game's own test, beside its `determinize`.

use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::{json, Value};
use tavola_engine::attila::Attila;
use tavola_engine::dragon::YearOfTheDragon;
use tavola_engine::great_wall::GreatWall;
use tavola_engine::junk::JunkGame;
use tavola_engine::ming::Ming;
use tavola_engine::{ai, seeded_rng, Game, Seat, Turn};

/// Games per player count and option set.
const GAMES: u64 = 3;
/// Random decisions between two checks, at most.
const STRIDE: u32 = 25;

/// Default options, then each option moved off its default alone: every
/// boolean on, every choice of a choice option.
fn option_sets<G: Game>() -> Vec<G::Options> {
    let mut sets = vec![Value::Null];
    for spec in G::option_specs() {
        match spec.kind {
            "bool" => sets.push(json!({ spec.name: true })),
            _ => sets.extend(spec.choices.iter().map(|c| json!({ spec.name: c }))),
        }
    }
    sets.into_iter()
        .map(|v| if v.is_null() { G::Options::default() } else { serde_json::from_value(v).expect("options parse") })
        .collect()
}

/// Determinizes for every seat and checks what the seat sees is unchanged;
/// redraws the future and checks no seat sees a change.
fn check_state<G: Game>(game: &G, rng: &mut tavola_engine::GameRng, context: &str) {
    for seat in Seat::all(game.players()) {
        let mut world = game.determinize(seat, rng);
        tavola_engine::testing::assert_seat_cannot_tell(game, &world, seat, context);
        ai::play_out(&mut world, rng);
        assert!(world.outcome().is_some(), "{context}: a determinized state for {seat} does not end");
    }
    let mut future = game.redraw_future(rng);
    for seat in Seat::all(game.players()) {
        tavola_engine::testing::assert_seat_cannot_tell(game, &future, seat, context);
    }
    ai::play_out(&mut future, rng);
    assert!(future.outcome().is_some(), "{context}: a state with its future redrawn does not end");
}

fn check<G: Game>() {
    for players in G::MIN_PLAYERS..=G::MAX_PLAYERS {
        for (o, options) in option_sets::<G>().iter().enumerate() {
            for seed in 1..=GAMES {
                let Ok(mut game) = G::new(players, options, seed) else { continue };
                let mut rng = seeded_rng(seed ^ 0xde7e);
                let mut step = 0;
                loop {
                    let context = format!("{} {players}p options #{o} seed {seed} step {step}", G::ID);
                    check_state(&game, &mut rng, &context);
                    let turn = game.to_act();
                    if turn == Turn::Over {
                        break;
                    }
                    for _ in 0..rng.gen_range(1..=STRIDE) {
                        let Some(&seat) = game.to_act().seats().choose(&mut rng) else { break };
                        let action = ai::random_action(&game, seat, &mut rng).expect("a seat to act has a move");
                        game.apply_unchecked(seat, &action);
                        step += 1;
                    }
                }
            }
        }
    }
}

#[test]
fn dragon_determinizes_within_the_seats_view() {
    check::<YearOfTheDragon>();
}

#[test]
fn great_wall_determinizes_within_the_seats_view() {
    check::<GreatWall>();
}

#[test]
fn attila_determinizes_within_the_seats_view() {
    check::<Attila>();
}

#[test]
fn ming_determinizes_within_the_seats_view() {
    check::<Ming>();
}

#[test]
fn junk_determinizes_within_the_seats_view() {
    check::<JunkGame>();
}
