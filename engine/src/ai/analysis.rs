//! House players that teach: a played game looked at decision by decision,
//! the way a house player in the mover's seat would have seen it.
//!
//! Each decision is searched from the mover's view only
//! ([`search_stats`]: determinizations of that seat, never the true hidden
//! state), at a fixed budget and a seed per decision, so the same game gives
//! the same analysis. It records each seat's chance to win there, the move
//! the search prefers, and the chance the played move left the mover. The
//! turning points are the decisions where the played move lowered the
//! mover's chance most against the preferred one: what a player should look
//! at again. Words are messages ([`Game::action_msg`]); the engine holds no
//! sentence.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::ismcts::{chances_after, search_stats, RootStats, SearchConfig};
use crate::ai::random::house_actions;
use crate::{seeded_rng, ActionError, AnyGame, Game, Msg, Seat};

/// Iterations per decision of a whole game's analysis, unless asked
/// otherwise: twice a `normal` house player's, since the analysis judges
/// moves it did not choose. A whole game still takes seconds to two
/// minutes of one core (`cargo bench -p tavola-engine --bench ai --
/// analysis`).
pub const ANALYSIS_ITERATIONS: u32 = 3_000;

/// How many turning points an analysis names at most.
pub const TURNING_POINTS: usize = 3;

/// The smallest drop in the mover's chance that counts as a turning point:
/// below it, the search's noise.
pub const MIN_DROP: f64 = 0.05;

/// One decision of a played game, as its mover could have seen it before
/// moving. It deserializes too, so that an analysis kept between decisions
/// (the bot's, across restarts) resumes where it stopped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The decision's index in the game, from 1.
    pub turn: usize,
    /// The game's own turn, month or round when it was taken
    /// ([`Game::round`]): what players read; `turn` orders and seeds.
    #[serde(default)]
    pub round: u32,
    pub seat: Seat,
    /// The played move's id ([`Game::action_id`]) and label.
    pub played: String,
    pub played_msg: Msg,
    /// The move the search prefers (its most visited), id and label.
    pub preferred: String,
    pub preferred_msg: Msg,
    /// Each seat's chance to win here; adds up to 1.
    pub win: Vec<f64>,
    /// The mover's chance with the preferred move.
    pub preferred_win: f64,
    /// The mover's chance with the played move; `None` for a Back, which
    /// house players never take. Where the played move is not the
    /// preferred one, both chances come from a search of each move
    /// ([`chances_after`]).
    pub played_win: Option<f64>,
}

/// A decision where the played move cost the mover most.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurningPoint {
    pub turn: usize,
    /// The game's own turn, month or round ([`Decision::round`]).
    pub round: u32,
    pub seat: Seat,
    pub played: String,
    pub played_msg: Msg,
    pub preferred: String,
    pub preferred_msg: Msg,
    /// The mover's chance with the preferred move.
    pub before: f64,
    /// The mover's chance with the played move.
    pub after: f64,
}

impl TurningPoint {
    /// How much the played move lost.
    pub fn drop(&self) -> f64 {
        self.before - self.after
    }
}

/// A whole game's analysis.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GameAnalysis {
    pub decisions: Vec<Decision>,
    /// At most [`TURNING_POINTS`], the largest drop first.
    pub turning_points: Vec<TurningPoint>,
}

/// Analyses `moves` played from `start`: each decision searched from its
/// mover's view at `config`'s budget (a quarter of it where the move was
/// forced; twice more where the played move was not the preferred one, to
/// weigh both), decision `k` seeded by `seed` and `k`. `progress` hears each
/// decision as it is done.
///
/// # Errors
/// A move that is not legal where it was played; nothing is analysed then.
pub fn analyse<G: Game>(
    start: &G,
    moves: &[(Seat, G::Action)],
    config: &SearchConfig,
    seed: u64,
    progress: &mut dyn FnMut(&Decision),
) -> Result<GameAnalysis, ActionError> {
    let mut game = start.clone();
    let mut decisions = Vec::with_capacity(moves.len());
    for (index, (seat, action)) in moves.iter().enumerate() {
        game.check_seat(*seat)?;
        let turn = index + 1;
        let decision = analyse_decision(&game, turn, *seat, action, config, seed)?;
        game.apply(*seat, action)?;
        progress(&decision);
        decisions.push(decision);
    }
    let turning_points = turning_points(&decisions);
    Ok(GameAnalysis { decisions, turning_points })
}

/// Decision `turn` (from 1) of a game alone, exactly as [`analyse`] sees
/// it (same budget, same seed), with `game` the position before `action`:
/// an analysis done one decision at a time, which may stop between two
/// and resume, gives the same decisions as a whole one.
///
/// # Errors
/// No such seat, or `action` is not legal there.
pub fn analyse_decision<G: Game>(
    game: &G,
    turn: usize,
    seat: Seat,
    action: &G::Action,
    config: &SearchConfig,
    seed: u64,
) -> Result<Decision, ActionError> {
    game.check_seat(seat)?;
    decide(game, turn, seat, action, config, seed).ok_or(ActionError::IllegalAction)
}

/// The search's view of one decision before `action` is played.
fn decide<G: Game>(
    game: &G,
    turn: usize,
    seat: Seat,
    action: &G::Action,
    config: &SearchConfig,
    seed: u64,
) -> Option<Decision> {
    let forced = house_actions(game, seat).len() <= 1;
    let iterations = if forced { (config.iterations / 4).max(1) } else { config.iterations };
    let config = SearchConfig { iterations, ..*config };
    let mut rng = seeded_rng(seed ^ (turn as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let RootStats { win, moves, .. } = search_stats(game, seat, &config, &mut rng, &mut || false)?;
    let best = moves.first()?;
    // A move the search did not prefer has few visits, and its average
    // undersells it: compare the two moves by a search of each.
    let (preferred_win, played_win) = if best.action == *action {
        (best.win, Some(best.win))
    } else if house_actions(game, seat).contains(action) {
        let mut chance = |a: &G::Action| chances_after(game, seat, a, &config, &mut rng, &mut || false)[seat.index()];
        (chance(&best.action), Some(chance(action)))
    } else {
        (best.win, None)
    };
    Some(Decision {
        turn,
        round: game.round(),
        seat,
        played: game.action_id(action),
        played_msg: game.action_msg(seat, action),
        preferred: game.action_id(&best.action),
        preferred_msg: game.action_msg(seat, &best.action),
        win,
        preferred_win,
        played_win,
    })
}

/// The decisions where the played move lost the mover most against the
/// preferred one, at least [`MIN_DROP`], largest first.
pub fn turning_points(decisions: &[Decision]) -> Vec<TurningPoint> {
    let mut points: Vec<TurningPoint> = decisions
        .iter()
        .filter(|d| d.played != d.preferred)
        .filter_map(|d| {
            let after = d.played_win?;
            (d.preferred_win - after >= MIN_DROP).then(|| TurningPoint {
                turn: d.turn,
                round: d.round,
                seat: d.seat,
                played: d.played.clone(),
                played_msg: d.played_msg.clone(),
                preferred: d.preferred.clone(),
                preferred_msg: d.preferred_msg.clone(),
                before: d.preferred_win,
                after,
            })
        })
        .collect();
    points.sort_by(|a, b| b.drop().total_cmp(&a.drop()).then(a.turn.cmp(&b.turn)));
    points.truncate(TURNING_POINTS);
    points
}

impl AnyGame {
    /// [`analyse`] over any game, the moves given as each game's JSON
    /// actions or action ids, from this position.
    ///
    /// # Errors
    /// A move that is malformed or not legal where it was played.
    pub fn analyse(
        &self,
        moves: &[(Seat, Value)],
        config: &SearchConfig,
        seed: u64,
        progress: &mut dyn FnMut(&Decision),
    ) -> Result<GameAnalysis, ActionError> {
        match self {
            AnyGame::YearOfTheDragon(g) => analyse_json(g, moves, config, seed, progress),
            AnyGame::GreatWall(g) => analyse_json(g, moves, config, seed, progress),
            AnyGame::Attila(g) => analyse_json(g, moves, config, seed, progress),
            AnyGame::Ming(g) => analyse_json(g, moves, config, seed, progress),
            AnyGame::Junk(g) => analyse_json(g, moves, config, seed, progress),
        }
    }

    /// [`analyse_decision`] over any game: decision `turn` played as
    /// `action` (the game's JSON action or its id) from this position.
    ///
    /// # Errors
    /// A move that is malformed or not legal here.
    pub fn analyse_decision(
        &self,
        turn: usize,
        seat: Seat,
        action: &Value,
        config: &SearchConfig,
        seed: u64,
    ) -> Result<Decision, ActionError> {
        fn one<G: Game>(
            g: &G,
            turn: usize,
            seat: Seat,
            action: &Value,
            config: &SearchConfig,
            seed: u64,
        ) -> Result<Decision, ActionError> {
            g.check_seat(seat)?;
            let action = typed_action(g, seat, action)?;
            analyse_decision(g, turn, seat, &action, config, seed)
        }
        match self {
            AnyGame::YearOfTheDragon(g) => one(g, turn, seat, action, config, seed),
            AnyGame::GreatWall(g) => one(g, turn, seat, action, config, seed),
            AnyGame::Attila(g) => one(g, turn, seat, action, config, seed),
            AnyGame::Ming(g) => one(g, turn, seat, action, config, seed),
            AnyGame::Junk(g) => one(g, turn, seat, action, config, seed),
        }
    }

    /// The search's statistics for `seat` now, from its view only, with
    /// the moves as JSON actions: what a hint shows.
    ///
    /// # Errors
    /// The game is over, or the seat does not exist or owes no decision.
    pub fn root_stats(
        &self,
        seat: Seat,
        config: &SearchConfig,
        rng: &mut crate::GameRng,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> Result<RootStats<Value>, ActionError> {
        fn stats<G: Game>(
            g: &G,
            seat: Seat,
            config: &SearchConfig,
            rng: &mut crate::GameRng,
            out_of_time: &mut dyn FnMut() -> bool,
        ) -> Result<RootStats<Value>, ActionError> {
            g.check_seat(seat)?;
            let s = search_stats(g, seat, config, rng, out_of_time).ok_or(ActionError::IllegalAction)?;
            let moves = s
                .moves
                .into_iter()
                .map(|m| crate::ai::MoveStats {
                    action: serde_json::to_value(&m.action).expect("actions serialize"),
                    visits: m.visits,
                    share: m.share,
                    win: m.win,
                })
                .collect();
            Ok(RootStats { iterations: s.iterations, win: s.win, moves })
        }
        match self {
            AnyGame::YearOfTheDragon(g) => stats(g, seat, config, rng, out_of_time),
            AnyGame::GreatWall(g) => stats(g, seat, config, rng, out_of_time),
            AnyGame::Attila(g) => stats(g, seat, config, rng, out_of_time),
            AnyGame::Ming(g) => stats(g, seat, config, rng, out_of_time),
            AnyGame::Junk(g) => stats(g, seat, config, rng, out_of_time),
        }
    }
}

fn analyse_json<G: Game>(
    start: &G,
    moves: &[(Seat, Value)],
    config: &SearchConfig,
    seed: u64,
    progress: &mut dyn FnMut(&Decision),
) -> Result<GameAnalysis, ActionError> {
    let mut game = start.clone();
    let mut typed = Vec::with_capacity(moves.len());
    for (seat, action) in moves {
        game.check_seat(*seat)?;
        let action = typed_action(&game, *seat, action)?;
        game.apply(*seat, &action)?;
        typed.push((*seat, action));
    }
    analyse(start, &typed, config, seed, progress)
}

/// A move given as the game's JSON action or as its id, typed.
fn typed_action<G: Game>(game: &G, seat: Seat, action: &Value) -> Result<G::Action, ActionError> {
    match action {
        Value::String(id) => {
            game.legal_actions(seat).into_iter().find(|a| game.action_id(a) == *id).ok_or(ActionError::IllegalAction)
        }
        v => serde_json::from_value(v.clone()).map_err(|e| ActionError::Malformed { reason: e.to_string() }),
    }
}

#[cfg(test)]
#[path = "analysis_tests.rs"]
mod tests;
