//! `tavola arena`: seeded games between house players of chosen kinds, with
//! the seats rotated from game to game, for the figures that tune the levels
//! (win shares with a 95 % interval, score margins, the search's speed and
//! think times on one core).
//!
//! Game `k` uses seed `seed + k` and puts listed seat `i` at table position
//! `(i - k) mod n`, so every kind sits everywhere equally often. A search
//! stops at its level's wall-clock cap, so a run is reproducible from its
//! seed as long as no decision reaches the cap.

use std::fmt;
use std::io::Write;
use std::str::FromStr;
use std::time::{Duration, Instant};

mod jobs;
mod ladder;

use anyhow::{ensure, Context};
use serde_json::{json, Value};
use tavola_engine::ai::{reward, HousePlayer, Level, Playout, Sight, UnknownLevel};
use tavola_engine::Outcome;
use tavola_engine::{seeded_rng, AnyGame, GameKind, Turn};

/// What to play.
#[derive(Debug, Clone, clap::Args)]
pub struct ArenaArgs {
    /// Game id, e.g. great-wall.
    #[arg(long)]
    pub game: String,
    #[arg(long)]
    pub players: usize,
    /// One kind per seat, comma-separated: random, greedy, easy, normal, hard.
    #[arg(long, value_delimiter = ',', required_unless_present = "ladder")]
    pub seats: Vec<SeatKind>,
    /// A round-robin of every kind instead of `--seats`: each table of
    /// `--players` distinct kinds plays `--games` games, and each kind gets
    /// a Weng-Lin rating.
    #[arg(long, conflicts_with = "seats")]
    pub ladder: bool,
    /// Number of games to play.
    #[arg(long, default_value_t = 200)]
    pub games: u64,
    /// Seed of the first game; game k uses seed + k.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Game options as a JSON object, e.g. '{"great_wall":true}'.
    #[arg(long)]
    pub options: Option<String>,
    /// End with one JSON object on the last line of stdout.
    #[arg(long)]
    pub json: bool,
    /// Iterations of a `normal` seat instead of its level's budget; the
    /// other searches get theirs in the same proportion as their levels'
    /// budgets (easy 1/15, hard 8x), so quick runs keep the levels apart.
    #[arg(long)]
    pub budget: Option<u32>,
    /// Every search plays out uniformly at random, whatever its level's
    /// playouts: the line before the guided playouts.
    #[arg(long)]
    pub random_playouts: bool,
    /// Iterations of every `hard` seat, whatever `--budget` gives it: to
    /// weigh a longer search against the same table.
    #[arg(long)]
    pub hard_iterations: Option<u32>,
    /// The share of a `hard` seat's reward that is its score's place rather
    /// than the win (0 to 1; the level's own is 0.1): to weigh a denser
    /// reward at large tables.
    #[arg(long, value_parser = margin_weight)]
    pub hard_margin_weight: Option<f64>,
    /// UCB1's exploration constant of every `hard` seat (above 0, at most
    /// 4; the levels' own is 0.7): to weigh a narrower search at large
    /// tables, where every seat's chance to win is small.
    #[arg(long, value_parser = exploration)]
    pub hard_exploration: Option<f64>,
    /// Decisions every `hard` seat's playouts take at most before the game
    /// is judged by its scores then (at least 1): to weigh a shorter, less
    /// noisy verdict at large tables.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub hard_horizon: Option<u32>,
    /// What every `hard` seat's search sees: `seat` (what the seat knows,
    /// as every level), `present` (every seat's secrets, but not the order
    /// of decks and cards to come) or `all` (the true state). The last two
    /// are ceilings, not players: what perfect guessing would gain.
    #[arg(long, value_parser = sight, default_value = "seat")]
    pub hard_sight: Sight,
    /// How every `hard` seat plays out: `random`, `guided` (the level's
    /// own: the game's sense, or learned where the game learns) or `mast`
    /// (what each move earned so far in the search, in any game).
    #[arg(long, value_parser = playout)]
    pub hard_playout: Option<Playout>,
    /// Games played side by side, one per thread (give at most one per
    /// core): the figures are those of `--jobs 1`, only sooner.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: u16,
}

/// A reward's margin weight from the command line: a number from 0 to 1.
fn margin_weight(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(w) if (0.0..=1.0).contains(&w) => Ok(w),
        _ => Err(format!("`{text}` is not a weight from 0 to 1")),
    }
}

/// An exploration constant from the command line: above 0, at most 4.
fn exploration(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(c) if c > 0.0 && c <= 4.0 => Ok(c),
        _ => Err(format!("`{text}` is not an exploration constant above 0 and at most 4")),
    }
}

/// A search's sight from the command line.
fn sight(text: &str) -> Result<Sight, String> {
    one_of(text, "sight", &[("seat", Sight::Seat), ("present", Sight::Present), ("all", Sight::All)])
}

/// A search's playouts from the command line.
fn playout(text: &str) -> Result<Playout, String> {
    one_of(text, "playout", &[("random", Playout::Random), ("guided", Playout::Guided), ("mast", Playout::Mast)])
}

/// The value named `text` among `names`, or why not.
fn one_of<T: Copy>(text: &str, what: &str, names: &[(&str, T)]) -> Result<T, String> {
    names.iter().find(|(name, _)| *name == text).map(|&(_, value)| value).ok_or_else(|| {
        let words: Vec<&str> = names.iter().map(|(name, _)| *name).collect();
        format!("`{text}` is not a {what}: {}", words.join(", "))
    })
}

/// Who sits in a seat: a level, or the greedy baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Greedy,
    Level(Level),
}

impl SeatKind {
    /// Every kind, weakest first: the ladder's entrants.
    pub const ALL: [SeatKind; 5] = [
        SeatKind::Level(Level::Random),
        SeatKind::Greedy,
        SeatKind::Level(Level::Easy),
        SeatKind::Level(Level::Normal),
        SeatKind::Level(Level::Hard),
    ];

    /// The player of this kind at the run's budgets (see
    /// [`ArenaArgs::budget`] and [`ArenaArgs::hard_iterations`]).
    fn player(self, args: &ArenaArgs) -> HousePlayer {
        let player = match (self, args.budget) {
            (SeatKind::Greedy, _) => HousePlayer::Greedy,
            (SeatKind::Level(level), Some(n)) => {
                let own = u64::from(level.player().iterations());
                let normal = u64::from(Level::Normal.player().iterations()).max(1);
                let scaled = (u64::from(n) * own / normal).clamp(1, u64::from(u32::MAX));
                level.player().with_iterations(scaled as u32)
            }
            (SeatKind::Level(level), None) => level.player(),
        };
        let player = match self {
            SeatKind::Level(Level::Hard) => {
                let player = args.hard_iterations.map_or(player, |n| player.with_iterations(n.max(1)));
                let player = args.hard_margin_weight.map_or(player, |w| player.with_margin_weight(w));
                let player = args.hard_exploration.map_or(player, |c| player.with_exploration(c));
                let player = args.hard_horizon.map_or(player, |n| player.with_horizon(n));
                let player = args.hard_playout.map_or(player, |p| player.with_playout(p));
                player.with_sight(args.hard_sight)
            }
            _ => player,
        };
        if args.random_playouts {
            player.with_playout(Playout::Random)
        } else {
            player
        }
    }

    /// The wall-clock cap of one decision; `None` when it never searches.
    fn cap(self) -> Option<Duration> {
        match self {
            SeatKind::Level(level) if level.cap_ms() > 0 => Some(Duration::from_millis(level.cap_ms())),
            _ => None,
        }
    }
}

impl FromStr for SeatKind {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "greedy" => Ok(SeatKind::Greedy),
            level => level.parse().map(SeatKind::Level),
        }
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKind::Greedy => f.write_str("greedy"),
            SeatKind::Level(level) => level.fmt(f),
        }
    }
}

/// Totals per listed seat and for the searches.
#[derive(Debug, Default)]
struct Tally {
    /// Per listed seat: the sum of its shares of the win, and of its margins.
    wins: Vec<f64>,
    margins: Vec<f64>,
    /// Think time of every searched decision (a real choice, not forced).
    think: Vec<Duration>,
    /// The same, per kind of seat that searched (in order of first search),
    /// with its iterations: hard's and normal's apart.
    think_by_kind: Vec<(SeatKind, Vec<Duration>, u64)>,
    iterations: u64,
}

impl Tally {
    /// Counts one searched decision of a seat of `kind`.
    fn add_think(&mut self, think: &Think) {
        let Think { kind, took, iterations } = *think;
        self.think.push(took);
        self.iterations += u64::from(iterations);
        let at = match self.think_by_kind.iter().position(|(k, _, _)| *k == kind) {
            Some(at) => at,
            None => {
                self.think_by_kind.push((kind, Vec::new(), 0));
                self.think_by_kind.len() - 1
            }
        };
        self.think_by_kind[at].1.push(took);
        self.think_by_kind[at].2 += u64::from(iterations);
    }
}

/// One searched decision: who thought, how long, how many iterations.
#[derive(Clone, Copy, Debug)]
struct Think {
    kind: SeatKind,
    took: Duration,
    iterations: u32,
}

/// One game played: its outcome by table position, and its searches.
#[derive(Debug)]
struct Played {
    outcome: Outcome,
    thinks: Vec<Think>,
}

/// Plays the games, reports progress on `progress`, and prints the figures.
///
/// # Errors
/// Unknown game, bad options, player count or seats.
pub fn run(args: &ArenaArgs, out: &mut impl Write, progress: &mut impl Write) -> anyhow::Result<()> {
    if args.ladder {
        return ladder::run(args, out, progress);
    }
    let kind = GameKind::from_id(&args.game)?;
    ensure!(args.seats.len() == args.players, "--seats lists {} seats for {} players", args.seats.len(), args.players);
    ensure!(args.games > 0, "--games must be at least 1");
    let options = options(args)?;
    let n = args.players;
    let mut tally = Tally { wins: vec![0.0; n], margins: vec![0.0; n], ..Tally::default() };
    let table = Table { kind, options: &options, seats: &args.seats, args };
    let started = Instant::now();
    let played = jobs::in_order(
        args.games as usize,
        args.jobs.into(),
        |k| play_game(&table, args.seed.wrapping_add(k as u64), k as u64),
        |done| {
            let elapsed = started.elapsed().as_secs_f64();
            Ok(writeln!(progress, "arena: game {done}/{} done, {elapsed:.0}s", args.games)?)
        },
    )?;
    for (k, game) in played.iter().enumerate() {
        for position in 0..n {
            let listed = listed_at(position, k as u64, n);
            tally.wins[listed] += reward::win_share(&game.outcome, position);
            tally.margins[listed] += f64::from(reward::margin(&game.outcome.scores, position));
        }
        game.thinks.iter().for_each(|think| tally.add_think(think));
    }
    report(args, &tally, out)
}

/// The listed seat at table `position` in game `k` of a table of `n`.
fn listed_at(position: usize, k: u64, n: usize) -> usize {
    (position + (k % n as u64) as usize) % n
}

/// The `--options` JSON, or none.
fn options(args: &ArenaArgs) -> anyhow::Result<Value> {
    match &args.options {
        Some(text) => serde_json::from_str(text).context("--options must be a JSON object"),
        None => Ok(Value::Null),
    }
}

/// One table: the game and who sits where (listed order, before rotation).
struct Table<'a> {
    kind: GameKind,
    options: &'a Value,
    seats: &'a [SeatKind],
    args: &'a ArenaArgs,
}

/// Plays game `k` of a run with `seed`, listed seats rotated by `k`.
fn play_game(table: &Table, seed: u64, k: u64) -> anyhow::Result<Played> {
    let n = table.seats.len();
    let mut game = AnyGame::new(table.kind, n, table.options, seed)?;
    let mut rng = seeded_rng(seed ^ 0xa2e7a);
    let mut thinks = Vec::new();
    let players: Vec<HousePlayer> = table.seats.iter().map(|s| s.player(table.args)).collect();
    loop {
        let seat = match game.to_act() {
            Turn::Over => break,
            Turn::Seat(s) => s,
            Turn::Simultaneous(seats) => seats[0],
        };
        let listed = listed_at(seat.index(), k, n);
        let cap = table.seats[listed].cap();
        let start = Instant::now();
        let mut out_of_time = || cap.is_some_and(|c| start.elapsed() >= c);
        let thought = game.house_choice(seat, &players[listed], &mut rng, &mut out_of_time)?;
        if thought.iterations > 0 {
            thinks.push(Think { kind: table.seats[listed], took: start.elapsed(), iterations: thought.iterations });
        }
        game.apply(seat, &thought.action)?;
    }
    Ok(Played { outcome: game.outcome().context("a finished game has an outcome")?, thinks })
}

fn report(args: &ArenaArgs, tally: &Tally, out: &mut impl Write) -> anyhow::Result<()> {
    let games = args.games as f64;
    let mut think_ms: Vec<f64> = tally.think.iter().map(|d| d.as_secs_f64() * 1e3).collect();
    think_ms.sort_by(f64::total_cmp);
    let thinking: f64 = think_ms.iter().sum::<f64>() / 1e3;
    let per_s = if thinking > 0.0 { tally.iterations as f64 / thinking } else { 0.0 };
    let (p50, p95) = (percentile(&think_ms, 0.50), percentile(&think_ms, 0.95));
    writeln!(
        out,
        "{}, {} players, {} games, seats rotated, first seed {}",
        args.game, args.players, args.games, args.seed
    )?;
    let mut seats = Vec::new();
    for (i, kind) in args.seats.iter().enumerate() {
        let share = tally.wins[i] / games;
        let (lo, hi) = wilson(tally.wins[i], games);
        let margin = tally.margins[i] / games;
        writeln!(
            out,
            "seat {} {kind}: win share {:.1} % (95 % CI {:.1} to {:.1} %), mean margin {margin:+.1}",
            i + 1,
            share * 100.0,
            lo * 100.0,
            hi * 100.0
        )?;
        seats.push(json!({"kind": kind.to_string(), "win_share": share, "ci95": [lo, hi], "mean_margin": margin}));
    }
    writeln!(
        out,
        "search: {per_s:.0} iterations/s, think time p50 {p50:.0} ms, p95 {p95:.0} ms over {} decisions",
        think_ms.len()
    )?;
    for (kind, think, iterations) in &tally.think_by_kind {
        let mut ms: Vec<f64> = think.iter().map(|d| d.as_secs_f64() * 1e3).collect();
        ms.sort_by(f64::total_cmp);
        let mean_iterations = *iterations as f64 / ms.len().max(1) as f64;
        writeln!(
            out,
            "  {kind}: think time p50 {:.0} ms, p95 {:.0} ms, max {:.0} ms, {mean_iterations:.0} iterations per decision",
            percentile(&ms, 0.50),
            percentile(&ms, 0.95),
            percentile(&ms, 1.0)
        )?;
    }
    if args.json {
        let summary = json!({
            "game": args.game, "players": args.players, "games": args.games, "seats": seats,
            "iterations_per_s": per_s, "think_ms": {"p50": p50, "p95": p95},
        });
        writeln!(out, "{summary}")?;
    }
    Ok(())
}

/// Wilson's 95 % score interval of a share of `trials` (fractional
/// successes allowed: a shared win counts as a fraction).
fn wilson(successes: f64, trials: f64) -> (f64, f64) {
    const Z: f64 = 1.959_963_984_540_054;
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    let p = successes / trials;
    let z2 = Z * Z;
    let denominator = 1.0 + z2 / trials;
    let centre = (p + z2 / (2.0 * trials)) / denominator;
    let half = Z / denominator * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The nearest-rank percentile `q` of sorted values; 0 when there are none.
fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[cfg(test)]
pub(super) mod tests {
    use clap::Parser;
    use tavola_engine::ai::SearchConfig;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        arena: ArenaArgs,
    }

    pub(super) fn parse(line: &str) -> Result<ArenaArgs, clap::Error> {
        Cli::try_parse_from(std::iter::once("arena").chain(line.split_whitespace())).map(|c| c.arena)
    }

    #[test]
    fn arguments_parse_as_the_issue_states() {
        let args = parse("--game ming --players 3 --seats normal,random,greedy --games 7 --seed 9 --json --budget 50")
            .unwrap();
        assert_eq!(args.seats, vec![SeatKind::Level(Level::Normal), SeatKind::Level(Level::Random), SeatKind::Greedy]);
        assert_eq!((args.games, args.seed, args.json, args.budget), (7, 9, true, Some(50)));
        let defaults = parse("--game attila --players 2 --seats hard,easy").unwrap();
        assert_eq!((defaults.games, defaults.seed, defaults.json, defaults.budget), (200, 1, false, None));
        assert!(parse("--game attila --players 2 --seats normal,expert").is_err());
        assert!(parse("--game attila --players 2").is_err());
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson(50.0, 100.0);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3, "{lo} {hi}");
        let (lo, hi) = wilson(10.0, 10.0);
        assert!((lo - 0.7225).abs() < 1e-3 && (hi - 1.0).abs() < 1e-9, "{lo} {hi}");
        let (lo, _) = wilson(0.0, 10.0);
        assert_eq!(lo, 0.0);
    }

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let values: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&values, 0.5), 50.0);
        assert_eq!(percentile(&values, 0.95), 95.0);
        assert_eq!(percentile(&[3.0], 0.95), 3.0);
        assert_eq!(percentile(&[], 0.5), 0.0);
    }

    #[test]
    fn seats_rotate_through_every_position() {
        let n = 3;
        for position in 0..n {
            let seen: std::collections::BTreeSet<usize> = (0..3).map(|k| listed_at(position, k, n)).collect();
            assert_eq!(seen.len(), n);
        }
    }

    #[test]
    fn a_tiny_arena_reports_as_json() {
        let args = parse("--game attila --players 2 --seats easy,random --games 2 --budget 10 --json").unwrap();
        let mut out = Vec::new();
        let mut progress = Vec::new();
        run(&args, &mut out, &mut progress).unwrap();
        let text = String::from_utf8(out).unwrap();
        let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        assert_eq!(last["game"], "attila");
        assert_eq!(last["games"], 2);
        let seats = last["seats"].as_array().unwrap();
        assert_eq!(seats[0]["kind"], "easy");
        let shares: f64 = seats.iter().map(|s| s["win_share"].as_f64().unwrap()).sum();
        assert!((shares - 1.0).abs() < 1e-9, "the shares of each game add up to one");
        assert!(last["iterations_per_s"].as_f64().unwrap() > 0.0);
        assert!(last["think_ms"]["p95"].as_f64().unwrap() >= last["think_ms"]["p50"].as_f64().unwrap());
        assert_eq!(String::from_utf8(progress).unwrap().lines().count(), 2);
    }

    /// The last line of a run's JSON, less what the clock decides.
    pub(super) fn figures(line: &str) -> Value {
        let mut out = Vec::new();
        run(&parse(line).unwrap(), &mut out, &mut std::io::sink()).unwrap();
        let mut last: Value = serde_json::from_str(String::from_utf8(out).unwrap().lines().last().unwrap()).unwrap();
        for timed in ["iterations_per_s", "think_ms"] {
            last.as_object_mut().unwrap().remove(timed);
        }
        last
    }

    #[test]
    fn games_side_by_side_give_the_figures_of_one_thread() {
        let line = "--game great-wall --players 3 --seats easy,random,greedy --games 6 --budget 30 --seed 5 --json";
        let alone = figures(line);
        assert_eq!(figures(&format!("{line} --jobs 2")), alone);
        assert_eq!(figures(&format!("{line} --jobs 4")), alone);
        assert!(parse("--game attila --players 2 --seats easy,random --jobs 0").is_err());
    }

    #[test]
    fn hard_iterations_change_hard_seats_only() {
        let args = parse("--game ming --players 3 --seats hard,normal,easy --budget 60 --hard-iterations 900").unwrap();
        let iterations: Vec<u32> = args.seats.iter().map(|s| s.player(&args).iterations()).collect();
        assert_eq!(iterations, vec![900, 60, 4]);
        let plain = parse("--game ming --players 2 --seats hard,normal").unwrap();
        assert_eq!(SeatKind::Level(Level::Hard).player(&plain), Level::Hard.player());
    }

    /// The search a seat of `kind` runs in the arena line `line`.
    fn search_of(line: &str, kind: SeatKind) -> SearchConfig {
        match kind.player(&parse(line).unwrap()) {
            HousePlayer::Search(config) => config,
            other => panic!("{other:?} does not search"),
        }
    }

    #[test]
    fn hard_overrides_change_hard_seats_only() {
        let [hard, normal] = [Level::Hard, Level::Normal].map(SeatKind::Level);
        let table = "--game ming --players 2 --seats hard,normal";
        let weighted = format!("{table} --hard-margin-weight 0.5");
        assert_eq!(search_of(&weighted, hard).margin_weight, 0.5);
        assert_eq!(search_of(&weighted, normal).margin_weight, 0.1);
        let narrow = format!("{table} --hard-exploration 0.35");
        assert_eq!(search_of(&narrow, hard).exploration, 0.35);
        assert_eq!(search_of(&narrow, normal).exploration, 0.7);
        for (word, sight) in [("present", Sight::Present), ("all", Sight::All)] {
            let ceiling = format!("{table} --hard-sight {word}");
            assert_eq!(search_of(&ceiling, hard).sight, sight);
            assert_eq!(search_of(&ceiling, normal).sight, Sight::Seat);
        }
        assert_eq!(search_of(table, hard).sight, Sight::Seat);
        let short = format!("{table} --hard-horizon 60");
        assert_eq!(search_of(&short, hard).horizon, Some(60));
        assert_eq!(search_of(&short, normal).horizon, None);
        let learned = format!("{table} --hard-playout mast");
        assert_eq!(search_of(&learned, hard).playout, Playout::Mast);
        assert_eq!(search_of(&learned, normal).playout, Playout::Random);
    }

    #[test]
    fn bad_hard_overrides_are_refused() {
        let table = "--game ming --players 2 --seats hard,normal";
        let bad = [
            "--hard-margin-weight 1.5",
            "--hard-margin-weight x",
            "--hard-exploration 0",
            "--hard-exploration -1",
            "--hard-exploration 5",
            "--hard-exploration x",
            "--hard-sight everything",
            "--hard-horizon 0",
            "--hard-horizon x",
            "--hard-playout smart",
        ];
        for option in bad {
            assert!(parse(&format!("{table} {option}")).is_err(), "{option}");
        }
    }

    #[test]
    fn bad_tables_are_errors() {
        let mut sink = std::io::sink();
        let wrong_count = parse("--game attila --players 3 --seats normal,random").unwrap();
        assert!(run(&wrong_count, &mut std::io::sink(), &mut sink).is_err());
        let unknown = parse("--game chess --players 2 --seats normal,random").unwrap();
        assert!(run(&unknown, &mut std::io::sink(), &mut sink).is_err());
    }
}
