//! The random-play checker every game's tests share: plays seeded random
//! games and checks the contract at every step.
//!
//! At each decision it checks that idle seats have nothing legal, that a
//! refused action leaves the serialized state identical, that the state and
//! views round-trip through JSON, and that every view carries `round`,
//! `scores` and `over`. At the end it checks the outcome. Games add their own
//! invariants (pieces conserved, no leak) through the `check` callback.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::Value;

use crate::{ActionError, Game, Seat, Turn, Viewer};

/// How hard to check: full checks are slow, so they run every `stride` steps.
#[derive(Clone, Copy, Debug)]
pub struct CheckPlan {
    pub games: u64,
    pub first_seed: u64,
    /// Full round-trip and refusal checks every this many decisions.
    pub stride: u64,
    /// A game longer than this is taken to be stuck.
    pub max_decisions: u64,
}

impl Default for CheckPlan {
    fn default() -> Self {
        CheckPlan { games: 200, first_seed: 1, stride: 7, max_decisions: 100_000 }
    }
}

/// Serialized state, the yardstick of "nothing changed".
pub fn snapshot<G: Game>(game: &G) -> String {
    serde_json::to_string(game).expect("state serializes")
}

/// Plays one random game from `game` and keeps the states `keep` picks
/// (given the state and the number of decisions so far) and the end: the
/// samples of the determinization tests.
pub fn random_game_states<G: Game>(mut game: G, seed: u64, mut keep: impl FnMut(&G, u64) -> bool) -> Vec<G> {
    let mut rng = crate::seeded_rng(seed);
    let mut states = Vec::new();
    let mut step = 0;
    while game.to_act() != Turn::Over {
        if keep(&game, step) {
            states.push(game.clone());
        }
        let seat = *game.to_act().seats().choose(&mut rng).expect("someone acts");
        let action = game.legal_actions(seat).choose(&mut rng).expect("a legal move").clone();
        game.apply_unchecked(seat, &action);
        step += 1;
    }
    states.push(game);
    states
}

/// Plays `plan.games` random games and panics with the seed on any breach.
/// `check` runs after every decision with the game; it returns an error text
/// for a broken invariant.
pub fn check_random_games<G: Game>(
    players: usize,
    options: &G::Options,
    plan: CheckPlan,
    mut check: impl FnMut(&G) -> Result<(), String>,
) {
    for seed in plan.first_seed..plan.first_seed + plan.games {
        let mut game = G::new(players, options, seed).expect("set-up succeeds");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let mut step = 0u64;
        let mut stale: Vec<G::Action> = Vec::new();
        loop {
            let full = step.is_multiple_of(plan.stride);
            if let Err(e) = check(&game) {
                panic!("{} seed {seed} step {step}: {e}", G::ID);
            }
            check_views(&game, full, seed, step);
            let turn = game.to_act();
            if turn == Turn::Over {
                check_outcome(&game, seed);
                break;
            }
            assert!(game.outcome().is_none(), "{} seed {seed}: outcome before the end", G::ID);
            let seats = turn.seats();
            assert!(!seats.is_empty(), "{} seed {seed} step {step}: nobody to act", G::ID);
            for seat in Seat::all(players) {
                let legal = game.legal_actions(seat);
                if seats.contains(&seat) {
                    assert!(!legal.is_empty(), "{} seed {seed} step {step}: {seat} must act but has no move", G::ID);
                } else {
                    assert!(legal.is_empty(), "{} seed {seed} step {step}: idle {seat} has moves", G::ID);
                }
            }
            let seat = *seats.choose(&mut rng).unwrap();
            let legal = game.legal_actions(seat);
            if full {
                check_refusals(&mut game, seat, &seats, &legal, &stale, seed);
                check_ids_unique(&game, seat, &legal, seed);
            }
            let action = legal.choose(&mut rng).unwrap().clone();
            stale.clone_from(&legal);
            game.apply(seat, &action).unwrap_or_else(|e| panic!("{} seed {seed}: legal move refused: {e}", G::ID));
            step += 1;
            assert!(step < plan.max_decisions, "{} seed {seed}: game does not end", G::ID);
            if full {
                let json = snapshot(&game);
                let back: G = serde_json::from_str(&json).expect("state deserializes");
                assert_eq!(snapshot(&back), json, "{} seed {seed}: state does not round-trip", G::ID);
            }
        }
    }
}

fn check_views<G: Game>(game: &G, full: bool, seed: u64, step: u64) {
    if !full {
        return;
    }
    let viewers = std::iter::once(Viewer::Public).chain(Seat::all(game.players()).map(Viewer::Seat));
    for viewer in viewers {
        let view = serde_json::to_value(game.view(viewer)).expect("views serialize");
        for key in ["round", "scores", "over"] {
            assert!(view.get(key).is_some(), "{} seed {seed} step {step}: view lacks `{key}`", G::ID);
        }
        let scores = view["scores"].as_array().map(Vec::len);
        assert_eq!(scores, Some(game.players()), "{} seed {seed}: one score per seat", G::ID);
        assert_no_secret_keys(&view, seed);
    }
}

/// Names that would only appear if internal state leaked into a view.
fn assert_no_secret_keys(view: &Value, seed: u64) {
    match view {
        Value::Object(map) => {
            for (k, v) in map {
                assert!(!["rng", "seed"].contains(&k.as_str()), "seed {seed}: view shows `{k}`");
                assert_no_secret_keys(v, seed);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| assert_no_secret_keys(v, seed)),
        _ => {}
    }
}

fn check_refusals<G: Game>(
    game: &mut G,
    seat: Seat,
    seats: &[Seat],
    legal: &[G::Action],
    stale: &[G::Action],
    seed: u64,
) {
    let before = snapshot(game);
    let players = game.players();
    let no_seat = Seat(players as u8);
    let refused = |r: Result<_, ActionError>| r.err();
    assert_eq!(refused(game.apply(no_seat, &legal[0])), Some(ActionError::NoSuchSeat { seat: no_seat }));
    if let Some(idle) = Seat::all(players).find(|s| !seats.contains(s)) {
        assert_eq!(refused(game.apply(idle, &legal[0])), Some(ActionError::NotYourTurn { seat: idle }));
    }
    // An action legal at an earlier decision but not now, as a stale click.
    if let Some(old) = stale.iter().find(|a| !legal.contains(a)) {
        assert_eq!(refused(game.apply(seat, old)), Some(ActionError::IllegalAction), "{} seed {seed}", G::ID);
    }
    assert_eq!(snapshot(game), before, "{} seed {seed}: a refusal changed the state", G::ID);
}

fn check_ids_unique<G: Game>(game: &G, seat: Seat, legal: &[G::Action], seed: u64) {
    let mut ids: Vec<String> = legal.iter().map(|a| game.action_id(a)).collect();
    for (a, id) in legal.iter().zip(&ids) {
        assert!(!id.is_empty() && !id.contains(char::is_whitespace), "{} seed {seed}: bad id `{id}`", G::ID);
        let msg = game.action_msg(seat, a);
        assert!(!msg.id.is_empty() && msg.id != crate::msg::UNTRANSLATED, "{} seed {seed}: no label for `{id}`", G::ID);
    }
    ids.sort();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n, "{} seed {seed}: duplicate action ids", G::ID);
}

fn check_outcome<G: Game>(game: &G, seed: u64) {
    let outcome = game.outcome().unwrap_or_else(|| panic!("{} seed {seed}: over without an outcome", G::ID));
    assert_eq!(outcome.scores.len(), game.players(), "{} seed {seed}: one score per seat", G::ID);
    assert!(!outcome.winners.is_empty(), "{} seed {seed}: no winner", G::ID);
    assert!(outcome.scores.iter().all(|&s| s >= 0), "{} seed {seed}: negative score", G::ID);
    for seat in Seat::all(game.players()) {
        assert!(game.legal_actions(seat).is_empty(), "{} seed {seed}: moves after the end", G::ID);
    }
}

/// One `apply` line of a replayed `tavola engine` script, with its answer.
#[derive(Debug)]
pub struct ReplayedMove {
    pub seat: Seat,
    pub action: Value,
    pub result: Result<Vec<crate::AppliedEvent>, ActionError>,
}

/// A `tavola engine` script (JSON lines, as the audit's reproductions are
/// written) played through the registry: the game it ends with and every
/// `apply` answer in order. Only `new` and `apply` lines change anything;
/// `view`, `legal`, `to_act` and `outcome` lines are read-only and skipped.
#[derive(Debug)]
pub struct Replay {
    pub game: crate::AnyGame,
    pub moves: Vec<ReplayedMove>,
}

impl Replay {
    /// # Panics
    /// A line that is not JSON, a script that does not start with `new`, or
    /// a `new` the registry refuses: the script itself is broken.
    pub fn run(script: &str) -> Replay {
        let mut lines = script.lines().filter(|l| !l.trim().is_empty());
        let first: Value = serde_json::from_str(lines.next().expect("a script has a `new` line")).expect("JSON line");
        assert_eq!(first["cmd"], "new", "a script starts with `new`");
        let kind = crate::GameKind::from_id(first["game"].as_str().expect("game id")).expect("known game");
        let players = first["players"].as_u64().expect("players") as usize;
        let seed = first["seed"].as_u64().expect("seed");
        let mut game = crate::AnyGame::new(kind, players, &first["options"], seed).expect("set-up succeeds");
        let mut moves = Vec::new();
        for line in lines {
            let request: Value = serde_json::from_str(line).expect("JSON line");
            if request["cmd"] != "apply" {
                continue;
            }
            let seat = Seat(request["seat"].as_u64().expect("seat") as u8);
            let action = request["action"].clone();
            // Scripts name each step, those the game now takes at once
            // ([`Game::forced`]) too, or leave them out: both replay.
            let mut result = game.apply_asking(seat, &action);
            if result.is_err() {
                let mut ahead = game.clone();
                if ahead.take_forced().is_some() {
                    if let Ok(events) = ahead.apply_asking(seat, &action) {
                        (game, result) = (ahead, Ok(events));
                    }
                }
            }
            moves.push(ReplayedMove { seat, action, result });
        }
        let _ = game.take_forced();
        Replay { game, moves }
    }

    /// The index (from 0) of the first refused move, if any.
    pub fn first_refusal(&self) -> Option<usize> {
        self.moves.iter().position(|m| m.result.is_err())
    }

    /// Every public event of the accepted moves, in order, as messages (the
    /// words layer words them).
    pub fn public_msgs(&self) -> Vec<&crate::Msg> {
        self.moves
            .iter()
            .filter_map(|m| m.result.as_ref().ok())
            .flatten()
            .filter(|e| e.audience == crate::Audience::Public)
            .map(|e| &e.msg)
            .collect()
    }
}

/// A seat's legal actions by id, the form the bot and the protocol see.
pub fn legal_ids<G: Game>(game: &G, seat: Seat) -> Vec<String> {
    game.legal_actions(seat).iter().map(|a| game.action_id(a)).collect()
}

/// What a determinization must keep for `seat`: its view (as JSON), who
/// acts, and its legal actions. Panics with `context` on the first change.
pub fn assert_seat_cannot_tell<G: Game>(truth: &G, sample: &G, seat: Seat, context: &str) {
    let view = |g: &G| serde_json::to_value(g.view(Viewer::Seat(seat))).expect("views serialize");
    assert_eq!(view(sample), view(truth), "{context}: {seat}'s view changed");
    assert_eq!(sample.to_act(), truth.to_act(), "{context}: who acts changed for {seat}");
    assert_eq!(legal_ids(sample, seat), legal_ids(truth, seat), "{context}: {seat}'s legal actions changed");
}

/// Plays `games` seeded games at `players` with the search's guided
/// playouts ([`crate::ai::playout`]), each move checked by [`Game::apply`],
/// and weighs every legal action of every seat to act on the way (and on a
/// determinization of it), so a policy that picks an illegal move or panics
/// on some position fails with the seed.
pub fn guided_playouts_stay_legal<G: Game>(players: usize, games: u64) {
    use crate::ai::playout::guided_index;
    use crate::ai::random::house_actions;
    for seed in 1..=games {
        let mut game = G::new(players, &G::Options::default(), seed).expect("a table");
        let mut rng = crate::seeded_rng(seed);
        let mut weights = Vec::new();
        let mut decisions = 0u64;
        while let Some(&seat) = game.to_act().seats().first() {
            let world = game.determinize(seat, &mut rng);
            for state in [&game, &world] {
                let actions = house_actions(state, seat);
                let total: u64 = actions.iter().map(|a| u64::from(state.playout_weight(seat, a))).sum();
                assert!(total < u64::from(u32::MAX), "seed {seed}: weights overflow");
            }
            let actions = house_actions(&game, seat);
            let i = guided_index(&game, seat, &actions, &mut weights, &mut rng).expect("a seat to act has a move");
            if let Err(e) = game.apply(seat, &actions[i]) {
                panic!("seed {seed}, decision {decisions}: the policy chose {:?}: {e}", actions[i]);
            }
            decisions += 1;
            assert!(decisions < 100_000, "seed {seed}: a guided game is stuck");
        }
        assert!(game.outcome().is_some(), "seed {seed}: a finished game has an outcome");
    }
}
