//! `tavola arena --ladder`: a seeded round-robin of every kind of house
//! player (random, greedy, easy, normal, hard), rated with Weng-Lin, so
//! each level's distance to the next is a number with its uncertainty.
//!
//! Every table of `--players` distinct kinds plays `--games` games (seeds
//! `seed + k`, seats rotated as in a plain arena); each game updates the
//! ratings of the kinds at it from their places (one-player teams, shared
//! places tie). All kinds start at the same rating, so only the games
//! move them apart.

use std::io::Write;
use std::time::Instant;

use anyhow::ensure;
use serde_json::json;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use tavola_engine::ai::reward;
use tavola_engine::GameKind;

use super::{jobs, listed_at, options, play_game, ArenaArgs, SeatKind, Table};

/// Two-sided 95 % normal quantile, for the intervals of ratings and steps.
const Z95: f64 = 1.96;

/// One kind's standing on the ladder.
#[derive(Clone, Debug)]
struct Rung {
    kind: SeatKind,
    rating: WengLinRating,
    games: u32,
    wins: f64,
}

/// Plays the round-robin and prints each kind's rating.
///
/// # Errors
/// Unknown game, bad options, or a table size the five kinds cannot fill.
pub(super) fn run(args: &ArenaArgs, out: &mut impl Write, progress: &mut impl Write) -> anyhow::Result<()> {
    let kind = GameKind::from_id(&args.game)?;
    let n = args.players;
    ensure!(
        (2..=SeatKind::ALL.len()).contains(&n),
        "a ladder seats 2 to {} distinct kinds, not {n}",
        SeatKind::ALL.len()
    );
    ensure!(args.games > 0, "--games must be at least 1");
    let options = options(args)?;
    let tables = tables(n);
    let config = WengLinConfig::new();
    let mut rungs: Vec<Rung> =
        SeatKind::ALL.iter().map(|&kind| Rung { kind, rating: WengLinRating::new(), games: 0, wins: 0.0 }).collect();
    let seats: Vec<Vec<SeatKind>> =
        tables.iter().map(|entrants| entrants.iter().map(|&i| SeatKind::ALL[i]).collect()).collect();
    let games = args.games as usize;
    let total = tables.len() * games;
    // Game `i` of the run is game `k` of table `t`: the same split plays it and rates it.
    let table_and_game = |i: usize| (i / games, (i % games) as u64);
    let started = Instant::now();
    let played = jobs::in_order(
        total,
        args.jobs.into(),
        |i| {
            let (t, k) = table_and_game(i);
            let table = Table { kind, options: &options, seats: &seats[t], args };
            play_game(&table, args.seed.wrapping_add(k), k)
        },
        |done| {
            let elapsed = started.elapsed().as_secs_f64();
            Ok(writeln!(progress, "ladder: game {done}/{total} done, {elapsed:.0}s")?)
        },
    )?;
    for (i, game) in played.iter().enumerate() {
        let (t, k) = table_and_game(i);
        let entrants = &tables[t];
        let places: Vec<(usize, usize, f64)> = (0..n)
            .map(|position| {
                let entrant = entrants[listed_at(position, k, n)];
                let seat = tavola_engine::Seat(position as u8);
                (entrant, game.outcome.rank(seat), reward::win_share(&game.outcome, position))
            })
            .collect();
        let before: Vec<[WengLinRating; 1]> = places.iter().map(|&(e, _, _)| [rungs[e].rating]).collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> =
            before.iter().zip(&places).map(|(r, &(_, rank, _))| (&r[..], MultiTeamOutcome::new(rank))).collect();
        let after = weng_lin_multi_team(&teams, &config);
        for (&(entrant, _, share), rating) in places.iter().zip(after) {
            let rung = &mut rungs[entrant];
            rung.rating = rating[0];
            rung.games += 1;
            rung.wins += share;
        }
    }
    report(args, tables.len(), &rungs, out)
}

/// Every set of `n` distinct kinds, as indices into [`SeatKind::ALL`], in
/// a fixed order.
fn tables(n: usize) -> Vec<Vec<usize>> {
    let kinds = SeatKind::ALL.len();
    (0u32..1 << kinds)
        .filter(|mask| mask.count_ones() as usize == n)
        .map(|mask| (0..kinds).filter(|i| mask & (1 << i) != 0).collect())
        .collect()
}

/// The distance from `lower` to `upper` with its 95 % half-width.
fn step(lower: &WengLinRating, upper: &WengLinRating) -> (f64, f64) {
    let distance = upper.rating - lower.rating;
    let half = Z95 * (lower.uncertainty.powi(2) + upper.uncertainty.powi(2)).sqrt();
    (distance, half)
}

fn report(args: &ArenaArgs, tables: usize, rungs: &[Rung], out: &mut impl Write) -> anyhow::Result<()> {
    let budget = args.budget.map_or_else(|| "levels' own budgets".to_owned(), |b| format!("budget {b} (normal)"));
    writeln!(
        out,
        "ladder: {}, {} players, {tables} tables x {} games, seats rotated, first seed {}, {budget}",
        args.game, args.players, args.games, args.seed
    )?;
    let mut ratings = Vec::new();
    for rung in rungs {
        let r = &rung.rating;
        let share = if rung.games > 0 { rung.wins / f64::from(rung.games) } else { 0.0 };
        writeln!(
            out,
            "{:<7} rating {:>5.1} ± {:.1} (95 % {:.1} to {:.1}), {} games, win share {:.1} %",
            rung.kind.to_string(),
            r.rating,
            r.uncertainty,
            r.rating - Z95 * r.uncertainty,
            r.rating + Z95 * r.uncertainty,
            rung.games,
            share * 100.0
        )?;
        ratings.push(json!({
            "kind": rung.kind.to_string(), "rating": r.rating, "uncertainty": r.uncertainty,
            "games": rung.games, "win_share": share,
        }));
    }
    let mut steps = Vec::new();
    for pair in rungs.windows(2) {
        let (distance, half) = step(&pair[0].rating, &pair[1].rating);
        writeln!(out, "step {} -> {}: {distance:+.1} ± {half:.1}", pair[0].kind, pair[1].kind)?;
        steps.push(json!({
            "from": pair[0].kind.to_string(), "to": pair[1].kind.to_string(),
            "distance": distance, "ci95": [distance - half, distance + half],
        }));
    }
    if args.json {
        let summary = json!({
            "game": args.game, "players": args.players, "tables": tables, "games_per_table": args.games,
            "ratings": ratings, "steps": steps,
        });
        writeln!(out, "{summary}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::super::tests::{figures, parse};
    use super::*;

    #[test]
    fn every_table_seats_distinct_kinds_once() {
        assert_eq!(tables(2).len(), 10);
        assert_eq!(tables(3).len(), 10);
        assert_eq!(tables(5), vec![vec![0, 1, 2, 3, 4]]);
        assert!(tables(3).iter().all(|t| t.len() == 3 && t.windows(2).all(|w| w[0] < w[1])));
    }

    #[test]
    fn a_step_adds_both_uncertainties() {
        let a = WengLinRating { rating: 20.0, uncertainty: 3.0 };
        let b = WengLinRating { rating: 25.0, uncertainty: 4.0 };
        let (distance, half) = step(&a, &b);
        assert_eq!(distance, 5.0);
        assert!((half - Z95 * 5.0).abs() < 1e-9);
    }

    #[test]
    fn a_ladder_side_by_side_rates_as_one_thread_does() {
        let line = "--ladder --game attila --players 3 --games 2 --budget 2 --seed 7 --json";
        assert_eq!(figures(&format!("{line} --jobs 3")), figures(line));
    }

    #[test]
    fn a_tiny_ladder_rates_every_kind() {
        let args = parse("--ladder --game great-wall --players 2 --games 1 --budget 1 --seed 3 --json").unwrap();
        assert!(args.ladder && args.seats.is_empty());
        let mut out = Vec::new();
        let mut progress = Vec::new();
        run(&args, &mut out, &mut progress).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("ladder: great-wall, 2 players, 10 tables x 1 games"), "{text}");
        for (line, kind) in lines[1..6].iter().zip(["random", "greedy", "easy", "normal", "hard"]) {
            assert!(line.starts_with(kind) && line.contains(" rating ") && line.contains("4 games"), "{line}");
        }
        assert!(lines[6].starts_with("step random -> greedy: "), "{text}");
        let last: Value = serde_json::from_str(lines.last().unwrap()).unwrap();
        assert_eq!(last["ratings"].as_array().unwrap().len(), 5);
        assert_eq!(last["steps"].as_array().unwrap().len(), 4);
        let shares: f64 = last["ratings"].as_array().unwrap().iter().map(|r| r["win_share"].as_f64().unwrap()).sum();
        assert!((shares * 4.0 - 10.0).abs() < 1e-9, "each game's shares add up to one: {shares}");
        assert_eq!(String::from_utf8(progress).unwrap().lines().count(), 10);
        assert!(parse("--ladder --game attila --players 2 --seats normal,hard").is_err());
    }
}
