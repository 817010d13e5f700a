//! Attila's board marks the province in conflict while its cards are
//! committed face down (a tinted box, a thick frame, a ⚔ sign) and names
//! it in words, in every language; no other position draws the mark, and
//! the cards committed never change the picture.

use rand::SeedableRng;
use serde_json::Value;
use tavola_engine::attila::Attila;
use tavola_engine::{AnyGame, Game, GameKind, Seat, Viewer};
use tavola_words::{Lang, Words};

use super::names;
use crate::board_svg;
use crate::svg::layout::{self, Kind};

/// The sign drawn on the province, and the colour of its frame.
const SIGN: &str = "⚔";
const FRAME: &str = "#d84315";
/// The colour of the status line that names it.
const STATUS_INK: &str = "#bf360c";

/// Every position of a seeded random game, with the province the public
/// view says is in conflict (its id and name), if any.
fn positions(players: usize, seed: u64) -> Vec<(Attila, Option<(String, String)>)> {
    let mut game = AnyGame::new(GameKind::Attila, players, &Value::Null, seed).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    loop {
        let AnyGame::Attila(g) = &game else { unreachable!() };
        let view = g.view(Viewer::Public);
        let conflict = view.conflict.map(|c| {
            let id = view.provinces.iter().find(|p| p.name == c.province).unwrap().id.clone();
            (id, c.province)
        });
        out.push((g.clone(), conflict));
        let Some(&seat) = game.to_act().seats().first() else { break };
        game.house_move(seat, &mut rng).unwrap();
    }
    out
}

/// The provinces' titles signed ⚔ on the last picture drawn (the status
/// line, also signed, is longer than a title).
fn signed_titles() -> Vec<String> {
    let (layout, _) = layout::last().expect("the picture's layout was kept");
    let titles = layout.items().iter().filter(|i| i.kind == Kind::Text && i.text.starts_with(SIGN));
    titles.map(|t| t.text.trim_end_matches('★').to_owned()).filter(|t| t.chars().count() <= 5).collect()
}

#[test]
fn the_province_in_conflict_is_marked_exactly_while_the_conflict_is_open() {
    let words = Words::embedded();
    let (mut open, mut closed) = (0, 0);
    for players in 2..=5 {
        let names = names(players);
        for (k, (game, conflict)) in positions(players, 40 + players as u64).into_iter().enumerate() {
            let context = format!("{players}p move {k}");
            let game = AnyGame::Attila(game);
            for lang in Lang::ALL {
                let svg = board_svg(&game, &names, lang, &words);
                let signed = signed_titles();
                match &conflict {
                    None => {
                        closed += 1;
                        let marked = svg.contains(SIGN) || svg.contains(FRAME) || svg.contains(STATUS_INK);
                        assert!(!marked, "{context}: a mark without a conflict");
                        assert!(signed.is_empty(), "{context}: {signed:?}");
                    }
                    Some((id, name)) => {
                        open += 1;
                        assert_eq!(svg.matches(FRAME).count(), 2, "{context}: one province framed and signed");
                        assert_eq!(signed, [format!("{SIGN} {id}")], "{context}: the sign is not on {id} alone");
                        // Said in words too, in the sign's colour, with the id the map shows.
                        let status: Vec<&str> = svg.lines().filter(|l| l.contains(STATUS_INK)).collect();
                        let said = format!("{name}\u{a0}({id})");
                        assert!(
                            status.first().is_some_and(|l| l.contains(&format!(">{SIGN}")))
                                && status.iter().any(|l| l.contains(&said)),
                            "{context} {}: no status line like '{SIGN} … {said}': {status:#?}",
                            lang.code()
                        );
                    }
                }
            }
        }
    }
    assert!(open >= 30 && closed >= 300, "{open} positions in conflict, {closed} without");
}

/// Whatever the cards committed face down (and every other hidden part,
/// as each seat could imagine it), a conflict's picture is the same.
#[test]
fn the_cards_committed_never_change_the_picture() {
    let words = Words::embedded();
    let mut checked = 0;
    for players in 2..=5 {
        let names = names(players);
        for (game, _) in positions(players, 60 + players as u64).into_iter().filter(|(_, c)| c.is_some()) {
            let truth = board_svg(&AnyGame::Attila(game.clone()), &names, Lang::En, &words);
            assert!(truth.contains(SIGN));
            for seat in Seat::all(players) {
                let mut rng = tavola_engine::seeded_rng(7 + seat.index() as u64);
                let other = game.determinize(seat, &mut rng);
                assert_eq!(board_svg(&AnyGame::Attila(other), &names, Lang::En, &words), truth, "seat {seat}");
            }
            // The committed cards themselves, each seat's as another mix of
            // tribes of the same count.
            let mut json = serde_json::to_value(&game).unwrap();
            let mut changed = false;
            for cards in json["committed"].as_array_mut().into_iter().flatten() {
                if let Some(counts) = cards.as_array_mut() {
                    let before = counts.clone();
                    counts.rotate_left(1);
                    changed |= *counts != before;
                }
            }
            if changed {
                let other: Attila = serde_json::from_value(json).unwrap();
                assert_eq!(board_svg(&AnyGame::Attila(other), &names, Lang::En, &words), truth);
                checked += 1;
            }
        }
    }
    assert!(checked >= 5, "{checked} conflicts with their committed cards changed");
}

/// `TAVOLA_PICTURES_OUT=dir`: the first conflict of a five-seat game in
/// each language, to look at.
#[test]
fn conflict_pictures_to_look_at() {
    let Ok(dir) = std::env::var("TAVOLA_PICTURES_OUT") else { return };
    let words = Words::embedded();
    for players in [2, 5] {
        let all = positions(players, 11);
        let (game, _) = all.iter().rev().find(|(_, c)| c.is_some()).unwrap();
        for lang in Lang::ALL {
            let svg = board_svg(&AnyGame::Attila(game.clone()), &names(players), lang, &words);
            let png = crate::rasterize(&svg).unwrap();
            std::fs::write(format!("{dir}/attila-conflict-{players}p-{}.png", lang.code()), &png.bytes).unwrap();
            let small = crate::offline::glance_png(&svg).unwrap();
            std::fs::write(format!("{dir}/attila-conflict-{players}p-{}-400.png", lang.code()), &small.bytes).unwrap();
        }
    }
}
