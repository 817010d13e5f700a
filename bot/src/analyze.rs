//! `tavola analyze`: a played game looked at decision by decision, as a
//! house player in each mover's seat would have seen it (the engine's
//! [`tavola_engine::ai::analysis`]): each seat's chance to win at every
//! decision, the move the search preferred, and the turning points, where
//! the played move cost its player most.
//!
//! The game is a seeded random one (`--game`, `--players`, `--seed`), or
//! with `--database` and `--channel` the channel's most recent session read
//! from the store and rebuilt through [`History`]. The words are the bot's
//! (`analysis-*` in `data/bot/<lang>.ftl`) and the games' own labels;
//! `--chart FILE` also draws the Analysis message's chart.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{bail, Context};
use serde_json::{json, Value};
use tavola_engine::ai::analysis::{GameAnalysis, ANALYSIS_ITERATIONS};
use tavola_engine::ai::{HousePlayer, SearchConfig};
use tavola_engine::{seeded_rng, AnyGame, GameKind, Msg, Seat, Turn};
use tavola_pictures::chances::{chances_png, ChanceSeries};
use tavola_words::{Domain, Lang, Names, Words};

use tavola_discord::render::analysis::{percent, turning_point_msg};
use tavola_discord::render::round_msg;
use tavola_table::history::History;
use tavola_table::msg;
use tavola_table::store::Store;

/// What to analyse, and how.
#[derive(Debug, Clone, clap::Args)]
pub struct AnalyzeArgs {
    /// The game's id, for a seeded random game: year-of-the-dragon,
    /// great-wall, attila, ming, junk.
    #[arg(long, required_unless_present = "database")]
    pub game: Option<String>,
    #[arg(long, required_unless_present = "database")]
    pub players: Option<usize>,
    /// The seed of the random game, and of the analysis.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Analyse only the first K decisions.
    #[arg(long)]
    pub moves: Option<usize>,
    /// The game's options as a JSON object, e.g. '{"great_wall":true}'.
    #[arg(long)]
    pub options: Option<String>,
    /// Iterations of the search at each decision.
    #[arg(long, default_value_t = ANALYSIS_ITERATIONS)]
    pub budget: u32,
    /// End with one JSON object on the last line of stdout.
    #[arg(long)]
    pub json: bool,
    /// en, it or de.
    #[arg(long, default_value = "en")]
    pub lang: String,
    /// Instead of a random game: a store (TAVOLA_DATABASE's form) to read
    /// the channel's most recent session from.
    #[arg(long, requires = "channel", conflicts_with_all = ["game", "players", "options"])]
    pub database: Option<PathBuf>,
    /// The Discord channel whose most recent session is analysed.
    #[arg(long, requires = "database")]
    pub channel: Option<u64>,
    /// Also write the Analysis message's chart (each player's chance to
    /// win, move by move) to this PNG file.
    #[arg(long)]
    pub chart: Option<PathBuf>,
}

/// A game to analyse: where it started and the moves played.
struct Played {
    start: AnyGame,
    moves: Vec<(Seat, Value)>,
    names: Names,
    /// The names by seat for the chart (none: "Player 1", ...).
    seat_names: Vec<String>,
}

/// Reads or plays the game, analyses it, reports progress on `progress`
/// and prints the analysis in words.
///
/// # Errors
/// Unknown game or language, bad options, no session in the channel, a
/// store that fails, or a log that does not fit its game.
pub fn run(args: &AnalyzeArgs, words: &Words, out: &mut impl Write, progress: &mut impl Write) -> anyhow::Result<()> {
    let lang = Lang::from_code(&args.lang).with_context(|| format!("no language `{}`: en, it or de", args.lang))?;
    let played = match (&args.database, args.channel) {
        (Some(database), Some(channel)) => {
            let store = tavola_table::store::open(database)?;
            stored(&*store, channel)?
        }
        _ => random(args)?,
    };
    let moves = &played.moves[..args.moves.unwrap_or(usize::MAX).min(played.moves.len())];
    let config = SearchConfig::with_iterations(args.budget.max(1));
    let started = Instant::now();
    let total = moves.len();
    let analysis = played.start.analyse(moves, &config, args.seed, &mut |d| {
        let _ = writeln!(progress, "analyze: decision {}/{total}, {:.0} s", d.turn, started.elapsed().as_secs_f64());
    })?;
    let seconds = started.elapsed().as_secs_f64();
    let report = Report { words, lang, kind: played.start.kind(), names: &played.names };
    report.write(&played.start, &analysis, args.budget, seconds, out)?;
    if let Some(path) = &args.chart {
        let series = ChanceSeries {
            kind: played.start.kind(),
            win: analysis.decisions.iter().map(|d| d.win.clone()).collect(),
            rounds: analysis.decisions.iter().map(|d| d.round).collect(),
            turning: analysis.turning_points.iter().map(|t| t.turn).collect(),
        };
        let png = chances_png(&series, &played.seat_names, lang, words)?;
        std::fs::write(path, &png.bytes).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.json {
        writeln!(out, "{}", summary(&played.start, &analysis))?;
    }
    Ok(())
}

/// A seeded game of random house players (never a Back), to its end.
fn random(args: &AnalyzeArgs) -> anyhow::Result<Played> {
    let (Some(game), Some(players)) = (&args.game, args.players) else { bail!("--game and --players, or --database") };
    let kind = GameKind::from_id(game)?;
    let options: Value = match &args.options {
        Some(text) => serde_json::from_str(text).context("--options must be a JSON object")?,
        None => Value::Null,
    };
    let start = AnyGame::new(kind, players, &options, args.seed)?;
    let mut game = start.clone();
    let mut rng = seeded_rng(args.seed ^ 0x7eac);
    let mut moves = Vec::new();
    let limit = args.moves.unwrap_or(usize::MAX);
    while moves.len() < limit {
        let seat = match game.to_act() {
            Turn::Over => break,
            Turn::Seat(s) => s,
            Turn::Simultaneous(seats) => seats[0],
        };
        let action = game.house_choice(seat, &HousePlayer::Random, &mut rng, &mut || false)?.action;
        game.apply(seat, &action)?;
        moves.push((seat, action));
    }
    Ok(Played { start, moves, names: Names::none(), seat_names: Vec::new() })
}

/// The channel's most recent session (running or finished), from its
/// set-up through every logged move.
fn stored(store: &dyn Store, channel: u64) -> anyhow::Result<Played> {
    let mut ids: Vec<i64> = store.finished()?;
    ids.extend(store.open_in_channel(channel)?.map(|r| r.id));
    let mut latest = None;
    for id in ids {
        let Some(record) = store.load(id)? else { continue };
        if record.channel == channel && latest.as_ref().is_none_or(|r: &tavola_table::record::SessionRecord| r.id < id)
        {
            latest = Some(record);
        }
    }
    let record = latest.with_context(|| format!("no game was played in channel {channel}"))?;
    let log = store.log(record.id)?;
    let history = History::new(record, log);
    let start = match history.positions().map_err(|e| anyhow::anyhow!("{e}"))?.next() {
        Some(Ok(position)) => position.game,
        _ => bail!("the session of channel {channel} cannot be set up again"),
    };
    let moves = history.log.iter().map(|e| (Seat(e.seat), e.action.clone())).collect();
    let seat_names: Vec<String> = history.record.seats.iter().map(|s| s.name.clone()).collect();
    Ok(Played { start, moves, names: Names::new(seat_names.clone()), seat_names })
}

/// The analysis in words.
struct Report<'a> {
    words: &'a Words,
    lang: Lang,
    kind: GameKind,
    names: &'a Names,
}

impl Report<'_> {
    fn bot(&self, msg: &Msg) -> String {
        self.words.render(self.lang, Domain::Bot, msg, self.names)
    }

    fn label(&self, msg: &Msg) -> String {
        self.words.render(self.lang, Domain::Game(self.kind), msg, self.names)
    }

    fn write(
        &self,
        start: &AnyGame,
        analysis: &GameAnalysis,
        budget: u32,
        seconds: f64,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        let heading = msg!(
            "analysis-heading",
            game = Msg::new(game_msg(self.kind)),
            players = start.players(),
            decisions = analysis.decisions.len(),
            budget = budget
        );
        writeln!(out, "{}", self.bot(&heading))?;
        for d in &analysis.decisions {
            let chances: Vec<Msg> = d
                .win
                .iter()
                .enumerate()
                .map(|(i, &w)| msg!("analysis-chance", player = Seat(i as u8), percent = percent(w)))
                .collect();
            let (player, played) = (d.seat, self.label(&d.played_msg));
            let when = round_msg(self.kind.id(), u64::from(d.round));
            let line = if d.played == d.preferred {
                msg!("analysis-decision", when = when, player = player, played = played, chances = chances)
            } else {
                let preferred = self.label(&d.preferred_msg);
                msg!(
                    "analysis-decision-other",
                    when = when,
                    player = player,
                    played = played,
                    preferred = preferred,
                    chances = chances
                )
            };
            writeln!(out, "{}", self.bot(&line))?;
        }
        writeln!(out)?;
        writeln!(out, "{}", self.bot(&msg!("analysis-turning-points")))?;
        if analysis.turning_points.is_empty() {
            writeln!(out, "{}", self.bot(&msg!("analysis-no-turning-point")))?;
        }
        for t in &analysis.turning_points {
            let line = turning_point_msg(self.kind.id(), t, |label| self.label(label));
            writeln!(out, "- {}", self.bot(&line))?;
        }
        let time = msg!("analysis-time", seconds = self.lang.number(seconds, 1));
        writeln!(out, "{}", self.bot(&time))?;
        Ok(())
    }
}

/// The bot's message naming a game (`game-<id>`).
fn game_msg(kind: GameKind) -> &'static str {
    match kind {
        GameKind::YearOfTheDragon => "game-year-of-the-dragon",
        GameKind::GreatWall => "game-great-wall",
        GameKind::Attila => "game-attila",
        GameKind::Ming => "game-ming",
        GameKind::Junk => "game-junk",
    }
}

/// The analysis as the issue's JSON: action ids, chances per seat; each
/// decision's index (`turn`) and the game's own turn, month or round
/// (`round`).
fn summary(start: &AnyGame, analysis: &GameAnalysis) -> Value {
    let decisions: Vec<Value> = analysis
        .decisions
        .iter()
        .map(|d| {
            json!({"turn": d.turn, "round": d.round, "seat": d.seat.0, "played": d.played, "preferred": d.preferred,
                   "win": d.win})
        })
        .collect();
    let turning_points: Vec<Value> = analysis
        .turning_points
        .iter()
        .map(|t| {
            json!({"turn": t.turn, "round": t.round, "seat": t.seat.0, "played": t.played,
                   "preferred": t.preferred, "before": t.before, "after": t.after})
        })
        .collect();
    json!({"game": start.kind().id(), "players": start.players(), "decisions": decisions, "turning_points": turning_points})
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        analyze: AnalyzeArgs,
    }

    fn parse(line: &str) -> Result<AnalyzeArgs, clap::Error> {
        Cli::try_parse_from(std::iter::once("analyze").chain(line.split_whitespace())).map(|c| c.analyze)
    }

    fn analysed(line: &str) -> (String, Value) {
        let mut out = Vec::new();
        run(&parse(line).unwrap(), &Words::embedded(), &mut out, &mut std::io::sink()).unwrap();
        let text = String::from_utf8(out).unwrap();
        let last = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        (text, last)
    }

    #[test]
    fn a_stored_game_is_read_from_the_channel_s_latest_session() {
        use std::sync::Arc;
        use tavola_table::session::Sessions;
        use tavola_table::store::SqliteStore;
        let path = std::env::temp_dir().join(format!("tavola-analyze-{}.db", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let store = Arc::new(SqliteStore::open(&path).unwrap());
        let s = Sessions::new(store.clone());
        let (anna, channel) = (1, 7);
        let rec = s.open_lobby(1, channel, (anna, "Anna".into(), true), GameKind::Attila, None, Value::Null).unwrap();
        let creator = tavola_table::request::Actor::player(anna);
        s.apply(rec.id, &creator, tavola_table::request::Request::AddHouse).unwrap();
        s.start_as(rec.id, anna).unwrap();
        for _ in 0..5 {
            let (record, game) = s.get(rec.id).unwrap();
            let game = game.unwrap();
            let seat = game.to_act().seats()[0];
            let first = game.legal(seat)[0].action.clone();
            if record.seats[seat.index()].is_house() {
                let turn = s.house_turn(rec.id).unwrap().unwrap();
                s.house_move(&turn, first).unwrap();
            } else {
                s.play_as(rec.id, Some(record.version), anna, &game.legal(seat)[0].id).unwrap();
            }
        }
        let played = stored(&*store, channel).unwrap();
        assert_eq!(played.moves.len(), 5);
        assert_eq!(played.start.kind(), GameKind::Attila);
        let config = SearchConfig::with_iterations(10);
        let analysis = played.start.analyse(&played.moves, &config, 1, &mut |_| ()).unwrap();
        assert_eq!(analysis.decisions.len(), 5);
        assert!(stored(&*store, channel + 1).is_err(), "no game in another channel");
    }

    #[test]
    fn arguments_parse_as_the_issue_states() {
        let args = parse("--game great-wall --players 2 --seed 4 --moves 9 --budget 50 --json --lang it").unwrap();
        assert_eq!((args.seed, args.moves, args.budget, args.json, args.lang.as_str()), (4, Some(9), 50, true, "it"));
        assert_eq!(parse("--game ming --players 3").unwrap().budget, ANALYSIS_ITERATIONS);
        assert!(parse("--game ming").is_err(), "players are needed");
        assert!(parse("--database x.db").is_err(), "a database needs a channel");
        assert!(parse("--database x.db --channel 5").is_ok());
    }

    #[test]
    fn a_short_analysis_prints_words_and_the_json_of_the_issue() {
        let (text, last) = analysed("--game attila --players 3 --seed 2 --moves 6 --budget 30 --json");
        assert_eq!(last["game"], "attila");
        assert_eq!(last["players"], 3);
        let decisions = last["decisions"].as_array().unwrap();
        assert_eq!(decisions.len(), 6);
        assert_eq!((&decisions[0]["turn"], &decisions[0]["round"]), (&serde_json::json!(1), &serde_json::json!(1)));
        for d in decisions {
            let sum: f64 = d["win"].as_array().unwrap().iter().map(|w| w.as_f64().unwrap()).sum();
            assert!((sum - 1.0).abs() < 1e-9, "{d}");
            assert!(d["played"].is_string() && d["preferred"].is_string());
        }
        assert!(last["turning_points"].is_array());
        assert!(text.starts_with("Attila"), "{text}");
        assert!(
            text.contains("\nTurn 1 · Player") && !text.contains("Move "),
            "the game's turn, never a decision's index: {text}"
        );
        assert!(text.contains("Turning points"), "{text}");
        let (italian, _) = analysed("--game attila --players 3 --seed 2 --moves 2 --budget 10 --lang it --json");
        assert!(italian.contains("Turno 1 ·"), "{italian}");
        let chart = std::env::temp_dir().join(format!("tavola-analyze-chart-{}.png", std::process::id()));
        analysed(&format!("--game great-wall --players 2 --moves 8 --budget 10 --json --chart {}", chart.display()));
        let png = std::fs::read(&chart).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "the chart is a PNG");
    }
}
