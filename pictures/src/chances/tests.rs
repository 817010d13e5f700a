//! The analysis chart's tests: what it draws, read back from its SVG.
use super::*;
use crate::scores::read::{attr, elements, num, plot};

/// A made-up game of `players` and `moves` decisions: chances that
/// wander and add up to one; a game of each kind in turn.
pub(crate) fn series(players: usize, moves: usize) -> ChanceSeries {
    let win = (0..moves)
        .map(|m| {
            let raw: Vec<f64> = (0..players).map(|s| 1.0 + ((m * (s + 2)) % 7) as f64 + s as f64).collect();
            let sum: f64 = raw.iter().sum();
            raw.iter().map(|r| r / sum).collect()
        })
        .collect();
    let kind = GameKind::ALL[players % GameKind::ALL.len()];
    ChanceSeries { kind, win, rounds: rounds_of(kind, players, moves), turning: vec![moves / 2, moves / 3, moves - 1] }
}

/// The game's count at each of `moves` decisions at a table of
/// `players`, as a game of `kind` counts: from 0 (the Dragon's draft)
/// or 1, about one decision per seat a round, some rounds longer (a
/// long game's rounds hold more decisions).
pub(crate) fn rounds_of(kind: GameKind, players: usize, moves: usize) -> Vec<u32> {
    let per_round = players * (1 + moves / (players * 25));
    let mut round = u32::from(kind != GameKind::YearOfTheDragon);
    let mut left = per_round;
    (0..moves)
        .map(|_| {
            if left == 0 {
                round += 1;
                left = per_round + (round % 3) as usize;
            }
            left -= 1;
            round
        })
        .collect()
}

/// The x axis's tick labels, as (x, label), left to right: the numbers
/// just under the plot.
fn tick_labels(svg: &str) -> Vec<(f32, String)> {
    let bottom = plot(svg).bottom();
    let mut labels: Vec<(f32, String)> = elements(svg, "text")
        .into_iter()
        .filter(|t| num(t, "y") > bottom && num(t, "y") < bottom + 8.0 + Size::Body.line())
        .filter_map(|t| {
            let text = &t[t.find('>')? + 1..t.find("</text>")?];
            text.parse::<u32>().ok().map(|_| (num(t, "x"), text.to_owned()))
        })
        .collect();
    labels.sort_by(|a, b| a.0.total_cmp(&b.0));
    labels
}

/// Labels at `(x, label)` that overlap or come closer than
/// [`TICK_GAP`], as [`Axes::tick`] draws them.
fn crowded(labels: &[(f32, String)]) -> Vec<(f32, String)> {
    let half = |l: &str| (Size::Body.width_of(l) + 8.0) / 2.0;
    labels
        .windows(2)
        .filter(|w| w[0].0 + half(&w[0].1) + TICK_GAP > w[1].0 - half(&w[1].1) + 0.01)
        .flat_map(|w| w.to_vec())
        .collect()
}

/// Every table size from two to five, a short and a long game, both
/// languages: a landscape PNG of the picture width under the size
/// budget, every word there, no text under the minimum or out of its
/// box; each seat's line drawn in its colour and the three turning
/// points numbered. `TAVOLA_PICTURES_OUT=dir` writes each chart there.
#[test]
fn a_chance_chart_is_drawn_for_every_table_size_in_both_languages() {
    let words = Words::embedded();
    let out = std::env::var("TAVOLA_PICTURES_OUT").ok();
    for players in 2..=5 {
        for moves in [3, 40, 400] {
            let series = series(players, moves);
            let names = crate::tests::names(players);
            for lang in Lang::ALL {
                let context = format!("{players}p {moves} moves {}", lang.code());
                let (svg, problems) = chances_svg_checked(&series, &names, lang, &words);
                assert!(problems.is_empty(), "{context}: {problems:?}");
                let bad = crate::tests::texts_out_of_their_box(&svg);
                assert!(bad.is_empty(), "{context}: {bad:#?}");
                assert!(crate::tests::font_sizes(&svg).iter().all(|&s| s >= crate::svg::MIN_TEXT_PX), "{context}");
                let strokes = |colour: &str, width: f32| {
                    svg.matches(&format!("stroke=\"{colour}\" stroke-width=\"{width:.1}\"")).count()
                };
                if players == 2 {
                    assert_eq!(strokes(INK, BORDER_W), moves - 1, "{context}: the one line");
                }
                for s in (0..players).filter(|_| players > 2) {
                    let lines = strokes(&ctx_fill(&words, lang, &names, s), LINE_W);
                    assert_eq!(lines, moves - 1, "{context}: seat {s}'s line has {lines} strokes");
                }
                for n in ["1", "2", "3"] {
                    assert!(svg.contains(&format!(">{n}</text>")), "{context}: turning point {n}");
                }
                let ticks = tick_labels(&svg);
                assert!((1..=12).contains(&ticks.len()), "{context}: ticks {ticks:?}");
                assert_eq!(crowded(&ticks), [], "{context}: ticks {ticks:?}");
                let png = rasterize(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
                assert_eq!(crate::tests::png_size(&png.bytes), (png.width, png.height), "{context}");
                assert_eq!(png.width, WIDTH, "{context}");
                assert!(png.width * 3 >= png.height * 4, "{context}: landscape");
                assert!(png.bytes.len() <= crate::tests::MAX_PNG_BYTES, "{context}: {} bytes", png.bytes.len());
                if let Some(dir) = &out {
                    std::fs::write(format!("{dir}/chances-{players}p-{moves}-{}.png", lang.code()), &png.bytes)
                        .unwrap();
                }
            }
        }
    }
}

/// A game as the analysis sees one: each seat's chance drifts, and each
/// decision is searched from its mover's view, which leans toward the
/// mover (the jaggedness the chart smooths). Two turning points come
/// at the very end, where the winner's line runs near the top.
pub(crate) fn searched(kind: GameKind, players: usize, moves: usize, seed: u64) -> ChanceSeries {
    use rand::Rng;
    let mut rng = tavola_engine::seeded_rng(seed);
    let mut strength = vec![0.0f64; players];
    let win = (0..moves)
        .map(|m| {
            for (s, v) in strength.iter_mut().enumerate() {
                *v += rng.gen_range(-0.2..0.2) + if s == 0 { 4.0 / moves as f64 } else { 0.0 };
            }
            let mover = m % players;
            let raw: Vec<f64> = strength
                .iter()
                .enumerate()
                .map(|(s, v)| (v + if s == mover { 0.5 } else { 0.0 } + rng.gen_range(-0.15..0.15)).exp())
                .collect();
            let sum: f64 = raw.iter().sum();
            raw.iter().map(|r| r / sum).collect()
        })
        .collect();
    let rounds = rounds_of(kind, players, moves);
    ChanceSeries { kind, win, rounds, turning: vec![moves - 1, moves / 3, moves - 2] }
}

/// The sample charts (two players of the Great Wall and four of the
/// Dragon, a 60-decision game; two players of Ming, 300 decisions) become
/// landscape PNGs of the picture width; with `TAVOLA_PICTURES_OUT` set
/// they are written there, to look at.
#[test]
fn sample_charts_rasterize() {
    let dir = std::env::var("TAVOLA_PICTURES_OUT").ok();
    let samples = [
        (GameKind::GreatWall, 2, 60, "2p"),
        (GameKind::YearOfTheDragon, 4, 60, "4p"),
        (GameKind::Ming, 2, 300, "2p-long"),
    ];
    for (kind, players, moves, name) in samples {
        let series = searched(kind, players, moves, 7);
        let png = chances_png(&series, &crate::tests::names(players), Lang::En, &Words::embedded()).unwrap();
        assert!(png.width == 1200 && 3 * png.width >= 4 * png.height && png.width <= 2 * png.height, "{name}");
        if let Some(dir) = &dir {
            std::fs::write(format!("{dir}/chances-{name}.png"), &png.bytes).unwrap();
        }
    }
}

fn ctx_fill(words: &Words, lang: Lang, names: &[String], seat: usize) -> String {
    Ctx::new(words, lang, names, names.len()).mark(Seat(seat as u8)).fill.to_owned()
}

/// Two players: one line (the first player's chance, in ink) between
/// two fields, each in its player's tint and named inside it; no
/// seat-coloured line. Four players: one line per seat, no field.
#[test]
fn two_players_draw_one_line_and_a_field() {
    let words = Words::embedded();
    for players in [2, 4] {
        let names = crate::tests::names(players);
        let svg = chances_svg(&searched(GameKind::Attila, players, 40, 3), &names, Lang::En, &words);
        let ctx = Ctx::new(&words, Lang::En, &names, players);
        let strokes = |colour: &str, width: f32| {
            let stroke = format!("stroke=\"{colour}\" stroke-width=\"{width:.1}\"");
            elements(&svg, "line").into_iter().filter(|l| l.contains(&stroke)).count()
        };
        let tints: Vec<usize> = (0..players)
            .map(|s| {
                let fill = format!("fill=\"{}\"", tint(ctx.mark(Seat(s as u8)).fill, FIELD_TINT));
                elements(&svg, "polygon").into_iter().filter(|p| p.contains(&fill)).count()
            })
            .collect();
        let named = |s: usize| svg.matches(&format!(">{}</text>", names[s])).count();
        let lines: Vec<usize> = (0..players).map(|s| strokes(ctx.mark(Seat(s as u8)).fill, LINE_W)).collect();
        if players == 2 {
            assert_eq!(strokes(INK, BORDER_W), 39, "one line");
            assert_eq!(lines, [0, 0], "no seat's own line");
            assert_eq!(tints, [1, 1], "a field each");
            assert_eq!((named(0), named(1)), (2, 2), "each named in the players' row and in its field");
            let whose = crate::svg::escape("Ada's chance to win");
            assert!(svg.contains(&format!(">{whose}</text>")), "the axis says whose chance");
        } else {
            assert_eq!(strokes(INK, BORDER_W), 0);
            assert_eq!(lines, [39; 4], "a line per seat");
            assert_eq!(tints, [0; 4], "no field");
        }
    }
}

/// A two-player game's zigzag (each point leaning toward its mover)
/// and a four-player game's lean over a round are smoothed away: the
/// line follows the trend, the band keeps the raw range.
#[test]
fn a_movers_lean_is_smoothed_away() {
    let leans = [(2, vec![10.0, -10.0]), (3, vec![6.0, -3.0, -3.0]), (4, vec![9.0, -3.0, -3.0, -3.0])];
    for ((players, lean), moves) in leans.into_iter().flat_map(|l| [(l.clone(), 20), (l, 400)]) {
        let trend = |i: usize| 30.0 + i as f32 / 4.0;
        let raw: Vec<f32> = (0..moves).map(|i| trend(i) + lean[i % players]).collect();
        let line = smooth(&raw, players);
        let span = players * (moves / 100).max(1);
        for (i, p) in line.iter().enumerate() {
            let inner = i >= span / 2 && i + span / 2 < raw.len();
            let off = if inner { 1e-3 } else { span as f32 };
            assert!((p.mean - trend(i)).abs() <= off, "{players}p at {i} of {moves}: {p:?}");
            assert!(p.lo <= raw[i] && raw[i] <= p.hi && p.hi - p.lo >= 7.0, "{players}p at {i}: {p:?}");
        }
    }
    assert_eq!(smooth(&[40.0], 2), [Smoothed { mean: 40.0, lo: 40.0, hi: 40.0 }]);
}

/// Turning points at the very end of short and long games, the
/// winner's line ending near the top: their numbers never touch one
/// another, stay over the plot's width, clear of the end markers.
#[test]
fn turning_points_never_touch() {
    let words = Words::embedded();
    for players in [2, 4] {
        for moves in [3, 4, 40, 400] {
            let mut series = searched(GameKind::Junk, players, moves, 5);
            series.turning = vec![moves, moves - 1, moves - 2];
            series.win.last_mut().unwrap().iter_mut().enumerate().for_each(|(s, w)| {
                *w = if s == 0 { 0.97 } else { 0.03 / (players - 1) as f64 };
            });
            let svg = chances_svg(&series, &crate::tests::names(players), Lang::En, &words);
            let plot = plot(&svg);
            let numbers: Vec<(f32, f32)> = elements(&svg, "circle")
                .into_iter()
                .filter(|c| attr(c, "r") == "17.0" && attr(c, "fill") == "#ffffff")
                .map(|c| (num(c, "cx"), num(c, "cy")))
                .collect();
            assert_eq!(numbers.len(), 3, "{players}p {moves}");
            for (i, a) in numbers.iter().enumerate() {
                assert!(a.0 - TURN_R >= plot.x - 0.1 && a.0 + TURN_R <= plot.right() + 0.1, "{a:?} in {plot:?}");
                for b in &numbers[i + 1..] {
                    let apart = (a.0 - b.0).hypot(a.1 - b.1);
                    assert!(apart >= 2.0 * TURN_R + TURN_GAP - 0.2, "{players}p {moves}: {numbers:?}");
                }
            }
        }
    }
    let crowded = spread(&[995.0, 1000.0, 999.0], 42.0, (17.0, 983.0));
    assert!(crowded.iter().all(|&x| (17.0..=983.0).contains(&x)), "{crowded:?}");
    assert_eq!(crowded, [899.0, 983.0, 941.0]);
}

#[test]
fn close_turning_points_are_numbered_apart() {
    let placed = spread(&[107.0, 100.0, 105.0], 38.0, (0.0, 1000.0));
    assert_eq!(placed, vec![176.0, 100.0, 138.0]);
    let placed = spread(&[990.0, 995.0], 38.0, (0.0, 1000.0));
    assert!(placed[1] <= 1000.0 && placed[1] - placed[0] >= 38.0, "{placed:?}");
}

#[test]
fn the_players_row_gives_each_seat_its_last_chance() {
    let series = ChanceSeries {
        kind: GameKind::Ming,
        win: vec![vec![0.5, 0.5], vec![0.814, 0.186]],
        rounds: vec![1, 1],
        turning: Vec::new(),
    };
    let svg = chances_svg(&series, &crate::tests::names(2), Lang::En, &Words::embedded());
    assert!(svg.contains(">81 %</text>") && svg.contains(">19 %</text>"), "{svg}");
    assert!(!svg.contains("stroke-dasharray"), "no turning point, no dashed line");
}

/// The x axis reads the game's own count, not the decisions': each
/// tick stands at the first decision of its round and says that round
/// (every kind, two and four players, short to long games, rounds of
/// uneven length); the axis is titled with the results' chart's word
/// for the count; the labels never overlap, twelve at most.
#[test]
fn the_ticks_read_the_rounds() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        for players in [2, 4] {
            for moves in [3, 12, 40, 60, 150, 400] {
                let context = format!("{kind:?} {players}p {moves}");
                let series = searched(kind, players, moves, 11);
                if series.rounds.iter().all(|&r| r == 0) {
                    continue; // The Dragon's draft only: as an old analysis (below).
                }
                let svg = chances_svg(&series, &crate::tests::names(players), Lang::En, &words);
                let plot = plot(&svg);
                let x = |decision: usize| plot.x + (decision - 1) as f32 / (moves - 1) as f32 * plot.w;
                let ticks = tick_labels(&svg);
                assert!((1..=12).contains(&ticks.len()), "{context}: {ticks:?}");
                assert_eq!(crowded(&ticks), [], "{context}");
                for (at, label) in &ticks {
                    let round: u32 = label.parse().unwrap();
                    let first = series.rounds.iter().position(|&r| r == round);
                    let first = first.unwrap_or_else(|| panic!("{context}: no round {round} in the game"));
                    assert!((at - x(first + 1)).abs() < 0.1, "{context}: {label} at {at}, not its first decision");
                }
                let word = match kind {
                    GameKind::YearOfTheDragon => "Month",
                    GameKind::GreatWall | GameKind::Attila => "Turn",
                    GameKind::Ming | GameKind::Junk => "Round",
                };
                assert!(svg.contains(&format!(">{word}</text>")), "{context}: titled {word}");
                assert!(!svg.contains(">Move</text>"), "{context}");
            }
        }
    }
    // Four players' 60 decisions: the rounds, not the decision numbers.
    let series = searched(GameKind::GreatWall, 4, 60, 1);
    let labels: Vec<String> = tick_labels(&chances_svg(&series, &crate::tests::names(4), Lang::En, &words))
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    assert_eq!(labels, ["1", "2", "4", "6", "8", "10", "12"], "not the decisions 1, 10, 20, ...");
}

/// Rounds of very uneven length (a long first round, then many short
/// ones crowded at the end; one round per decision): ticks thinned,
/// never overlapping, each at its round's first decision.
#[test]
fn crowded_rounds_are_thinned() {
    let at = Scale { plot: Rect::new(100.0, 100.0, 900.0, 500.0), moves: 400 };
    let shapes: [Vec<u32>; 3] = [
        (0..400).map(|d| if d < 360 { 1 } else { 2 + (d - 360) as u32 }).collect(),
        (0..400).map(|d| 1 + d as u32).collect(),
        (0..400).map(|d| if d < 10 { 0 } else { (d as u32 - 10) / 3 + 1 }).collect(),
    ];
    for rounds in shapes {
        let series = ChanceSeries { kind: GameKind::Attila, win: vec![vec![0.5, 0.5]; 400], rounds, turning: vec![] };
        let ticks = ticks(&series, at);
        assert!((2..=12).contains(&ticks.len()), "{ticks:?}");
        let labels: Vec<(f32, String)> = ticks.iter().map(|(d, l)| (at.x(*d), l.clone())).collect();
        assert_eq!(crowded(&labels), [], "{labels:?}");
        for (decision, label) in &ticks {
            let round: u32 = label.parse().unwrap();
            assert_eq!(series.rounds.iter().position(|&r| r == round), Some(decision - 1), "{label}");
        }
    }
}

/// An analysis stored before decisions kept their round (none, or all
/// zero): the axis counts moves, as it did.
#[test]
fn without_rounds_the_axis_counts_moves() {
    let words = Words::embedded();
    for rounds in [Vec::new(), vec![0; 40]] {
        let series = ChanceSeries { rounds, ..searched(GameKind::Ming, 2, 40, 3) };
        let svg = chances_svg(&series, &crate::tests::names(2), Lang::En, &words);
        assert!(svg.contains(">Move</text>") && !svg.contains(">Round</text>"));
        let labels: Vec<String> = tick_labels(&svg).into_iter().map(|(_, l)| l).collect();
        assert_eq!(labels, ["1", "5", "10", "15", "20", "25", "30", "35", "40"]);
    }
}
