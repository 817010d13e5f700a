//! Every game at every player count, at the start, middle and end of
//! seeded random games: a valid PNG of the page width, under the size
//! budget, every text at least [`MIN_TEXT_PX`], every word in both
//! languages, and nothing but the public view drawn.
//!
//! `TAVOLA_PICTURES_OUT=dir` also writes each picture there, to look at.

use serde_json::Value;
use tavola_engine::{AnyGame, Game, GameKind, Seat};
use tavola_words::{Lang, Words};

use crate::offline::{game_length, play};
use crate::svg::{MIN_TEXT_PX, WIDTH};
use crate::{board_svg, board_svg_checked, rasterize};

/// The size budget of one picture (the issue's target).
const MAX_PNG_BYTES: usize = 300 * 1024;

const NAMES: [&str; 5] = ["Ada", "Bruno", "Carla", "🔴 Dario", "Elena Bartholomew-Smith"];

fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

/// Start, middle and end of one seeded random game.
fn stages(kind: GameKind, players: usize, seed: u64) -> Vec<(&'static str, AnyGame)> {
    let length = game_length(kind, players, &Value::Null, seed).unwrap();
    [("start", 0), ("middle", length / 2), ("end", length)]
        .into_iter()
        .map(|(stage, moves)| (stage, play(kind, players, &Value::Null, seed, moves).unwrap().0))
        .collect()
}

fn font_sizes(svg: &str) -> Vec<u32> {
    svg.split("font-size=\"").skip(1).map(|rest| rest[..rest.find('"').unwrap()].parse().unwrap()).collect()
}

/// Width and height from a PNG's IHDR chunk, after checking the signature.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

fn check_kind(kind: GameKind) {
    let words = Words::embedded();
    let info = kind.info();
    let out = std::env::var("TAVOLA_PICTURES_OUT").ok();
    for players in info.min_players..=info.max_players {
        for (stage, game) in stages(kind, players, 7 + players as u64) {
            let context = format!("{} {players}p {stage}", kind.id());
            for lang in Lang::ALL {
                let (svg, problems) = board_svg_checked(&game, &names(players), lang, &words);
                assert!(problems.is_empty(), "{context} {}: {problems:?}", lang.code());
                let small: Vec<u32> = font_sizes(&svg).into_iter().filter(|&s| s < MIN_TEXT_PX).collect();
                assert!(small.is_empty(), "{context}: text smaller than {MIN_TEXT_PX} px: {small:?}");
                if lang == Lang::It {
                    continue;
                }
                let png = rasterize(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
                assert_eq!(png_size(&png.bytes), (png.width, png.height), "{context}");
                assert_eq!(png.width, WIDTH, "{context}");
                assert!(png.height > 200, "{context}: {} px high", png.height);
                assert!(png.bytes.len() <= MAX_PNG_BYTES, "{context}: {} bytes", png.bytes.len());
                if let Some(dir) = &out {
                    let path = format!("{dir}/{}-{players}p-{stage}.png", kind.id());
                    std::fs::write(path, &png.bytes).unwrap();
                }
            }
        }
    }
}

#[test]
fn ming_pictures() {
    check_kind(GameKind::Ming);
}

#[test]
fn attila_pictures() {
    check_kind(GameKind::Attila);
}

#[test]
fn junk_pictures() {
    check_kind(GameKind::Junk);
}

#[test]
fn dragon_pictures() {
    check_kind(GameKind::YearOfTheDragon);
}

#[test]
fn great_wall_pictures() {
    check_kind(GameKind::GreatWall);
}

/// A state any seat cannot tell from the true one (its hidden parts
/// redrawn) draws the same public picture: nothing hidden reaches it.
fn same_picture_when_hidden_state_differs<G: Game>(wrap: fn(G) -> AnyGame, game: &G) {
    let words = Words::embedded();
    let names = names(game.players());
    let truth = board_svg(&wrap(game.clone()), &names, Lang::En, &words);
    for seat in Seat::all(game.players()) {
        let mut rng = tavola_engine::seeded_rng(99);
        let other = game.determinize(seat, &mut rng);
        assert_eq!(board_svg(&wrap(other), &names, Lang::En, &words), truth, "{} seat {seat}", G::ID);
    }
}

#[test]
fn hidden_state_never_changes_a_picture() {
    for &kind in GameKind::ALL {
        let players = kind.info().max_players;
        for (_, game) in stages(kind, players, 3) {
            match game {
                AnyGame::Ming(g) => same_picture_when_hidden_state_differs(AnyGame::Ming, &g),
                AnyGame::Attila(g) => same_picture_when_hidden_state_differs(AnyGame::Attila, &g),
                AnyGame::Junk(g) => same_picture_when_hidden_state_differs(AnyGame::Junk, &g),
                AnyGame::YearOfTheDragon(g) => same_picture_when_hidden_state_differs(AnyGame::YearOfTheDragon, &g),
                AnyGame::GreatWall(g) => same_picture_when_hidden_state_differs(AnyGame::GreatWall, &g),
            }
        }
    }
}

#[test]
fn a_broken_document_is_an_error_not_a_panic() {
    assert!(rasterize("<svg").is_err());
    assert!(rasterize(r#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>"#).is_err());
}
