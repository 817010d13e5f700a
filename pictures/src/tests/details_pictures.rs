//! The details picture ([`crate::details_svg`]) kept to the board's rules:
//! every game at every table size and stage, in every language, a valid
//! landscape PNG (4:3 to 2:1) of the picture width within the size
//! budget, every text at least [`MIN_TEXT_PX`], every word found, every
//! text in its box, nothing drawn over anything else, nothing cut short,
//! and nothing but the public view drawn. The Great Wall has none: its
//! board shows everything public.
//!
//! `TAVOLA_PICTURES_OUT=dir` also writes each details picture there.

use serde_json::Value;
use tavola_engine::{AnyGame, Game, GameKind, Seat};
use tavola_words::{Lang, Words};

use super::overlaps::moments;
use super::{
    assert_landscape_png, assert_text_readable, names, odd_names, perturb_hidden, stages, tables,
    texts_out_of_their_box,
};
use crate::details::details_svg_checked;
use crate::svg::{layout, WIDTH};
use crate::{details_png, details_svg, rasterize};

/// The games with a details picture.
const DETAILED: [GameKind; 4] = [GameKind::YearOfTheDragon, GameKind::Junk, GameKind::Ming, GameKind::Attila];

fn check_pictures(kind: GameKind) {
    let words = Words::embedded();
    let out = std::env::var("TAVOLA_PICTURES_OUT").ok();
    for (t, (players, options)) in tables(kind).into_iter().enumerate() {
        for (stage, game) in stages(kind, players, &options, 7 + t as u64) {
            let context = format!("{} {players}p {options} {stage}", kind.id());
            for lang in Lang::ALL {
                let (svg, problems) = details_svg_checked(&game, &names(players), lang, &words);
                let svg = svg.unwrap_or_else(|| panic!("{context}: no details picture"));
                assert!(problems.is_empty(), "{context} {}: {problems:?}", lang.code());
                assert_text_readable(&svg, &context);
                assert!(!svg.contains(">…</text>"), "{context} {}: a card was cut short", lang.code());
                let png = rasterize(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
                assert_landscape_png(&png, &context);
                if let Some(dir) = &out {
                    let path = format!("{dir}/details-{}-{t}-{players}p-{stage}-{}.png", kind.id(), lang.code());
                    std::fs::write(path, &png.bytes).unwrap();
                }
            }
        }
    }
}

#[test]
fn dragon_details_pictures() {
    check_pictures(GameKind::YearOfTheDragon);
}

#[test]
fn junk_details_pictures() {
    check_pictures(GameKind::Junk);
}

#[test]
fn ming_details_pictures() {
    check_pictures(GameKind::Ming);
}

#[test]
fn attila_details_pictures() {
    check_pictures(GameKind::Attila);
}

#[test]
fn the_great_wall_has_no_details_picture_its_board_shows_everything() {
    let words = Words::embedded();
    for (stage, game) in stages(GameKind::GreatWall, 4, &Value::Null, 3) {
        assert!(details_svg(&game, &names(4), Lang::En, &words).is_none(), "{stage}");
        assert!(details_png(&game, &names(4), Lang::En, &words).unwrap().is_none(), "{stage}");
        assert!(!crate::has_details(GameKind::GreatWall));
    }
}

/// Many positions of every table, every language, three sets of names:
/// no text leaves its box, nothing is drawn over anything else.
fn check_layout(kind: GameKind) {
    let words = Words::embedded();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (context, players, game) in moments(kind) {
        for lang in Lang::ALL {
            for names in [names(players), Vec::new(), odd_names(players, context.len() as u64)] {
                let svg = details_svg(&game, &names, lang, &words).expect("a details picture");
                let (layout, height) = layout::last().expect("the picture's layout was kept");
                checked += 1;
                for problem in layout.crossings(WIDTH as f32, height as f32) {
                    failures.push(format!("{context} {} {names:?}: {problem}", lang.code()));
                }
                if checked % 3 == 0 {
                    for problem in texts_out_of_their_box(&svg) {
                        failures.push(format!("{context} {} {names:?}: {problem}", lang.code()));
                    }
                }
            }
        }
    }
    assert!(checked >= 60, "{checked} pictures");
    let shown: Vec<&String> = failures.iter().take(30).collect();
    assert!(failures.is_empty(), "{} problems:\n{shown:#?}", failures.len());
}

#[test]
fn dragon_details_never_draw_over_themselves() {
    check_layout(GameKind::YearOfTheDragon);
}

#[test]
fn junk_details_never_draw_over_themselves() {
    check_layout(GameKind::Junk);
}

#[test]
fn ming_details_never_draw_over_themselves() {
    check_layout(GameKind::Ming);
}

#[test]
fn attila_details_never_draw_over_themselves() {
    check_layout(GameKind::Attila);
}

/// A state a seat cannot tell from the true one draws the same details.
fn same_details_when_hidden_state_differs<G: Game>(wrap: fn(G) -> AnyGame, game: &G) {
    let words = Words::embedded();
    let names = names(game.players());
    let truth = details_svg(&wrap(game.clone()), &names, Lang::En, &words);
    for seat in Seat::all(game.players()) {
        let mut rng = tavola_engine::seeded_rng(99);
        let other = game.determinize(seat, &mut rng);
        assert_eq!(details_svg(&wrap(other), &names, Lang::En, &words), truth, "{} seat {seat}", G::ID);
    }
}

#[test]
fn hidden_state_never_changes_a_details_picture() {
    let words = Words::embedded();
    for kind in DETAILED {
        assert!(crate::has_details(kind));
        let players = kind.info().max_players;
        let names = names(players);
        let other = serde_json::to_value(AnyGame::new(kind, players, &Value::Null, 12345).unwrap()).unwrap();
        for (stage, game) in stages(kind, players, &Value::Null, 3) {
            match &game {
                AnyGame::Ming(g) => same_details_when_hidden_state_differs(AnyGame::Ming, g),
                AnyGame::Attila(g) => same_details_when_hidden_state_differs(AnyGame::Attila, g),
                AnyGame::Junk(g) => same_details_when_hidden_state_differs(AnyGame::Junk, g),
                AnyGame::YearOfTheDragon(g) => same_details_when_hidden_state_differs(AnyGame::YearOfTheDragon, g),
                AnyGame::GreatWall(_) => unreachable!("no details"),
            }
            let over = game.outcome().is_some();
            let mut json = serde_json::to_value(&game).unwrap();
            perturb_hidden(&mut json["state"], &other["state"]["rng"], over);
            let changed: AnyGame = serde_json::from_value(json).unwrap();
            assert_eq!(
                details_svg(&changed, &names, Lang::En, &words),
                details_svg(&game, &names, Lang::En, &words),
                "{} {stage}: a hidden part of the state shows on the details",
                kind.id()
            );
        }
    }
}

/// Each language's short names of the Dragon's persons tell them apart.
#[test]
fn the_dragons_short_person_names_differ_in_every_language() {
    let words = Words::embedded();
    let ids =
        ["craftsman", "court-lady", "tax-collector", "pyrotechnist", "warrior", "monk", "healer", "farmer", "scholar"];
    for lang in Lang::ALL {
        let ctx = crate::Ctx::new(&words, lang, &[], 2);
        let mut shorts: Vec<String> = ids.iter().map(|id| ctx.word(&format!("pic-dragon-short-{id}"))).collect();
        shorts.sort();
        shorts.dedup();
        assert_eq!(shorts.len(), ids.len(), "{}: {shorts:?}", lang.code());
    }
}
