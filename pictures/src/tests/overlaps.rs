//! No picture draws over itself: every game at every table size, at
//! twenty moments of seeded random games (late ones most, when players
//! hold the most cards and the board is fullest: the end and the move
//! before it too), in both languages, with plain, default and odd names.
//! Each picture's layout as drawn (see [`crate::svg::layout`]) must keep
//! its parts apart, its texts off each other, and everything in its own
//! part and in the picture.
//!
//! `TAVOLA_OVERLAPS_OUT=dir` writes every overlap found there, a file per
//! game; `tavola render` draws any one position to look at.

use tavola_engine::{AnyGame, GameKind};
use tavola_words::{Lang, Words};

use super::{names, odd_names, tables};
use crate::board_svg;
use crate::offline::{game_length, play};
use crate::svg::{layout, WIDTH};

/// How far through a game each seed is drawn, in hundredths; then the
/// move before the end and the end.
const MOMENTS: [u64; 18] = [0, 10, 20, 30, 40, 50, 60, 65, 70, 75, 80, 85, 88, 90, 92, 94, 96, 98];

/// Twenty moments per table, each of its own seeded game.
pub(super) fn moments(kind: GameKind) -> Vec<(String, usize, AnyGame)> {
    let mut out = Vec::new();
    for (t, (players, options)) in tables(kind).into_iter().enumerate() {
        let at = MOMENTS.iter().map(|&p| (p, false)).chain([(100, true), (100, false)]);
        for (k, (percent, before_end)) in at.enumerate() {
            let seed = 300 + 31 * t as u64 + k as u64;
            let length = game_length(kind, players, &options, seed).unwrap();
            let moves = (length * percent / 100).saturating_sub(u64::from(before_end));
            let game = play(kind, players, &options, seed, moves).unwrap().0;
            out.push((format!("{} {players}p {options} seed {seed} move {moves}/{length}", kind.id()), players, game));
        }
    }
    out
}

fn check_overlaps(kind: GameKind) {
    let words = Words::embedded();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (context, players, game) in moments(kind) {
        for lang in Lang::ALL {
            for names in [names(players), Vec::new(), odd_names(players, context.len() as u64)] {
                board_svg(&game, &names, lang, &words);
                let (layout, height) = layout::last().expect("the picture's layout was kept");
                let parts = layout.items().iter().filter(|i| matches!(i.kind, layout::Kind::Part(_))).count();
                assert!(parts >= 4, "{context}: the strip, the players, their cells and the board are parts");
                checked += 1;
                for problem in layout.crossings(WIDTH as f32, height as f32) {
                    failures.push(format!("{context} {} {names:?}: {problem}", lang.code()));
                }
            }
        }
    }
    assert!(checked >= 60, "{checked} pictures");
    if let Ok(dir) = std::env::var("TAVOLA_OVERLAPS_OUT") {
        std::fs::write(format!("{dir}/{}.txt", kind.id()), failures.join("\n")).unwrap();
    }
    let shown: Vec<&String> = failures.iter().take(30).collect();
    assert!(failures.is_empty(), "{} overlaps:\n{shown:#?}", failures.len());
}

#[test]
fn ming_pictures_never_draw_over_themselves() {
    check_overlaps(GameKind::Ming);
}

#[test]
fn attila_pictures_never_draw_over_themselves() {
    check_overlaps(GameKind::Attila);
}

#[test]
fn junk_pictures_never_draw_over_themselves() {
    check_overlaps(GameKind::Junk);
}

#[test]
fn dragon_pictures_never_draw_over_themselves() {
    check_overlaps(GameKind::YearOfTheDragon);
}

#[test]
fn great_wall_pictures_never_draw_over_themselves() {
    check_overlaps(GameKind::GreatWall);
}
