//! `tavola simulate`: complete games between random house players, for
//! figures (games/s, decisions/s on one core) and smoke tests.

use std::time::Instant;

use anyhow::Context;
use serde_json::json;
use tavola_engine::{seeded_rng, AnyGame};

use crate::cli::GameArgs;

/// What to simulate.
#[derive(Debug, Clone, clap::Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Number of games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// One JSON line per game and a JSON summary instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Plays the games and prints each result, then the totals.
///
/// # Errors
/// Unknown game, bad options or player count.
pub fn run(args: &SimulateArgs, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    let (kind, options) = (args.game.kind()?, args.game.options()?);
    let mut rng = seeded_rng(args.game.seed ^ 0xa11ce);
    let mut decisions = 0u64;
    let mut playing = std::time::Duration::ZERO;
    for k in 0..args.games {
        let seed = args.game.seed.wrapping_add(k);
        let mut game = AnyGame::new(kind, args.game.players, &options, seed)?;
        let start = Instant::now();
        let taken = game.play_out(&mut rng);
        playing += start.elapsed();
        decisions += taken;
        let outcome = game.outcome().context("a played-out game has an outcome")?;
        let winners: Vec<u8> = outcome.winners.iter().map(|s| s.0).collect();
        if args.json {
            writeln!(
                out,
                "{}",
                json!({"game": k, "seed": seed, "decisions": taken, "scores": outcome.scores, "winners": winners})
            )?;
        } else {
            let names: Vec<String> = outcome.winners.iter().map(ToString::to_string).collect();
            writeln!(out, "game {k}: scores {:?}, won by {} ({taken} decisions)", outcome.scores, names.join(" and "))?;
        }
    }
    let secs = playing.as_secs_f64().max(1e-9);
    let (games_s, decisions_s) = (args.games as f64 / secs, decisions as f64 / secs);
    if args.json {
        writeln!(
            out,
            "{}",
            json!({"games": args.games, "decisions": decisions, "seconds": secs, "games_per_second": games_s, "decisions_per_second": decisions_s})
        )?;
    } else {
        writeln!(out, "{} games, {decisions} decisions in {secs:.3}s on one core: {games_s:.0} games/s, {decisions_s:.0} decisions/s", args.games)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::Value;
    use tavola_engine::GameKind;

    use super::*;

    fn args(game: &str, players: usize) -> SimulateArgs {
        let game = GameArgs { game: game.into(), players, seed: 3, options: None };
        SimulateArgs { game, games: 5, json: true }
    }

    #[test]
    fn every_game_simulates_with_json_lines() {
        for kind in GameKind::ALL {
            let info = kind.info();
            let mut out = Vec::new();
            run(&args(info.id, info.min_players), &mut out).unwrap();
            let text = String::from_utf8(out).unwrap();
            let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
            assert_eq!(lines.len(), 6);
            assert!(lines[5]["decisions_per_second"].as_f64().unwrap() > 0.0);
            assert_eq!(lines[0]["scores"].as_array().unwrap().len(), info.min_players);
        }
    }

    #[test]
    fn bad_requests_are_errors() {
        assert!(run(&args("chess", 2), &mut Vec::new()).is_err());
        assert!(run(&args("great-wall", 7), &mut Vec::new()).is_err());
        let mut a = args("great-wall", 2);
        a.game.options = Some("{nope".into());
        assert!(run(&a, &mut Vec::new()).is_err());
    }
}
