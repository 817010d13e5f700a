//! The board with details for a web page ([`board_svg_detailed`]): the
//! same picture as [`board_svg`] with each detail's markup around its
//! part, and nothing else; the details in every language with no word
//! missing; players' names escaped however hostile; the words a player
//! plans with (a palace's residents, a junk's layers, a district's
//! members, a province's tribes, a section's cards); and nothing hidden in
//! them.
//!
//! `TAVOLA_DETAILS_OUT=dir` writes each game's detailed board there, to
//! open in a browser.

use serde_json::Value;
use tavola_engine::dragon::Person;
use tavola_engine::{AnyGame, Game, GameKind, Seat, Viewer};
use tavola_words::{Lang, Words};

use super::{names, odd_names, perturb_hidden, stages};
use crate::offline::{game_length, play};
use crate::{board_svg, board_svg_detailed, board_svg_with, rasterize};
use resvg::usvg;

const OPEN: &str = r#"<g class="tv-detail" tabindex="0" data-detail=""#;

/// The document without its details' markup: their opening lines and the
/// closing `</g>` lines (the pictures draw no other group).
fn without_details(svg: &str) -> String {
    svg.split_inclusive('\n').filter(|line| !line.starts_with(OPEN) && *line != "</g>\n").collect()
}

/// Each detail's text as written (escaped, line breaks as `&#10;`).
fn details(svg: &str) -> Vec<&str> {
    svg.lines().filter_map(|line| line.strip_prefix(OPEN)?.split('"').next()).collect()
}

/// The middle of a seeded random game.
fn middle(kind: GameKind, players: usize, seed: u64) -> AnyGame {
    let length = game_length(kind, players, &Value::Null, seed).unwrap();
    play(kind, players, &Value::Null, seed, length / 2).unwrap().0
}

/// Every detail's markup is whole: the text the same in `data-detail` and
/// `<title>`, a line of its own, each closed.
fn check_markup(svg: &str, context: &str) {
    let opened = svg.lines().filter(|l| l.starts_with(OPEN)).count();
    let closed = svg.lines().filter(|l| *l == "</g>").count();
    assert!(opened > 0, "{context}: no detail");
    assert_eq!(opened, closed, "{context}: details opened and closed");
    for line in svg.lines().filter(|l| l.starts_with(OPEN)) {
        let text = line[OPEN.len()..].split('"').next().unwrap_or_default();
        assert!(!text.trim().is_empty(), "{context}: an empty detail");
        assert_eq!(line, format!(r#"{OPEN}{text}"><title>{text}</title>"#), "{context}");
    }
    usvg::Tree::from_str(svg, crate::options()).unwrap_or_else(|e| panic!("{context}: {e}"));
}

#[test]
fn the_detailed_board_is_the_picture_with_details_around_its_parts() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        let info = kind.info();
        for players in [info.min_players, info.max_players] {
            for (stage, game) in stages(kind, players, &Value::Null, 11) {
                for lang in Lang::ALL {
                    for names in [names(players), odd_names(players, 5)] {
                        let context = format!("{} {players}p {stage} {} {names:?}", kind.id(), lang.code());
                        let (detailed, problems) = board_svg_with(&game, &names, lang, &words, true);
                        assert!(problems.is_empty(), "{context}: {problems:?}");
                        let plain = board_svg(&game, &names, lang, &words);
                        assert!(
                            !plain.contains("tv-detail") && !plain.contains("<g"),
                            "{context}: details on a picture"
                        );
                        assert_eq!(without_details(&detailed), plain, "{context}");
                        check_markup(&detailed, &context);
                    }
                }
            }
        }
    }
}

#[test]
fn both_boards_rasterize_to_the_same_png() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        let players = kind.info().max_players;
        for (stage, game) in stages(kind, players, &Value::Null, 4) {
            let names = names(players);
            let plain = rasterize(&board_svg(&game, &names, Lang::En, &words)).unwrap();
            let detailed = rasterize(&board_svg_detailed(&game, &names, Lang::En, &words)).unwrap();
            assert!(plain == detailed, "{} {stage}: the PNGs differ", kind.id());
        }
    }
}

/// Names a player could type to break out of the document.
const HOSTILE: [&str; 5] = [
    "<script>alert(1)</script>",
    r#""><img src=x onerror=alert(1)>"#,
    "' onmouseover='alert(1)",
    "Ada & <b>Bo</b>",
    "]]><!--",
];

#[test]
fn hostile_names_are_escaped_in_every_detail() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        let players = kind.info().max_players;
        let names: Vec<String> = (0..players).map(|i| HOSTILE[i % HOSTILE.len()].to_owned()).collect();
        for (stage, game) in stages(kind, players, &Value::Null, 8) {
            for lang in Lang::ALL {
                let context = format!("{} {stage} {}", kind.id(), lang.code());
                let svg = board_svg_detailed(&game, &names, lang, &words);
                for raw in ["<script", "<img", "<b>", "<!--", "]]>", "'alert", "\"alert"] {
                    assert!(!svg.contains(raw), "{context}: {raw} unescaped");
                }
                // The names are there, escaped: in the players' details.
                assert!(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{context}");
                assert!(details(&svg).iter().any(|d| d.contains("&quot;&gt;&lt;img src=x")), "{context}");
                check_markup(&svg, &context);
            }
        }
    }
}

/// The details of `game`'s detailed board in English.
fn english(game: &AnyGame) -> Vec<String> {
    let words = Words::embedded();
    let svg = board_svg_detailed(game, &names(game.players()), Lang::En, &words);
    if let Ok(dir) = std::env::var("TAVOLA_DETAILS_OUT") {
        for lang in Lang::ALL {
            let svg = board_svg_detailed(game, &names(game.players()), lang, &words);
            std::fs::write(format!("{dir}/{}-{}.svg", game.kind().id(), lang.code()), svg).unwrap();
        }
    }
    details(&svg).into_iter().map(str::to_owned).collect()
}

/// Whether one detail holds every one of `words` (as written: escaped).
fn one_holds(details: &[String], words: &[&str]) -> bool {
    details.iter().any(|d| words.iter().all(|w| d.contains(w)))
}

#[test]
fn dragon_palaces_name_their_residents() {
    let game = middle(GameKind::YearOfTheDragon, 4, 3);
    let AnyGame::YearOfTheDragon(g) = &game else { unreachable!() };
    let view = g.view(Viewer::Public);
    let details = english(&game);
    let (p, palace) = view
        .players
        .iter()
        .find_map(|p| p.palaces.iter().find(|pl| !pl.persons.is_empty()).map(|pl| (p, pl)))
        .expect("someone houses a person by mid-game");
    let tile = palace.persons[0];
    let name = match tile.person {
        Person::Craftsman => "craftsman".to_owned(),
        Person::CourtLady => "court lady".to_owned(),
        Person::TaxCollector => "tax collector".to_owned(),
        other => {
            let id = format!("{other:?}").to_lowercase();
            format!("{id} ({})", if tile.old { "old" } else { "young" })
        }
    };
    let whose = format!("{}&#39;s palaces", names(4)[p.seat.index()]);
    let floors = format!("{} floor", palace.floors);
    assert!(one_holds(&details, &[&whose, &floors, &name]), "{whose} {floors} {name}: {details:#?}");
    assert!(one_holds(&details, &["Month 1: "]), "{details:#?}");
    assert!(one_holds(&details, &["Ada: ", "Person track: space "]), "{details:#?}");
}

#[test]
fn junk_layers_name_whose_strips_they_hold() {
    let game = middle(GameKind::Junk, 4, 3);
    let AnyGame::Junk(g) = &game else { unreachable!() };
    let view = g.view(Viewer::Public);
    let details = english(&game);
    let junk = view.junks.iter().find(|j| !j.layers.is_empty()).expect("a loaded junk");
    let bottom = junk.layers[0].iter().flatten().next().expect("a strip in the bottom layer");
    let layer = format!("Layer 1: {}", names(4)[bottom.index()]);
    let layer = if junk.layers[0][0].is_some() { layer } else { "Layer 1: free".to_owned() };
    assert!(one_holds(&details, &["junk&#10;", "Layers, from the bottom:", &layer]), "{layer}: {details:#?}");
    assert!(one_holds(&details, &["Goods pile: "]), "{details:#?}");
}

#[test]
fn ming_districts_and_provinces_name_their_members() {
    let game = middle(GameKind::Ming, 4, 3);
    let AnyGame::Ming(g) = &game else { unreachable!() };
    let view = g.view(Viewer::Public);
    let details = english(&game);
    let (i, d) = view.districts.iter().enumerate().find(|(_, d)| d.members.iter().any(|&n| n > 0)).expect("members");
    let (family, count) = d.members.iter().enumerate().find(|(_, &n)| n > 0).unwrap();
    let member = format!("{} {count}", names(4)[family]);
    let id = format!("({})", d.id);
    assert!(one_holds(&details, &[&id, "Members: ", &member]), "district {i} {member}: {details:#?}");
    assert!(one_holds(&details, &["Province space: white", "districts"]), "{details:#?}");
}

#[test]
fn attila_provinces_name_their_tribes_and_leaders() {
    let game = middle(GameKind::Attila, 4, 3);
    let AnyGame::Attila(g) = &game else { unreachable!() };
    let view = g.view(Viewer::Public);
    let details = english(&game);
    let p = view.provinces.iter().find(|p| p.tokens.total() > 0).expect("a province with tokens");
    let tribe = p.tokens.present().next().unwrap();
    // The English words of the tribes are the engine's names.
    let tokens = format!("{}: {} token", tribe.name(), p.tokens.get(tribe));
    let head = format!("{} ({})", p.name, p.id);
    assert!(one_holds(&details, &[&head, &tokens]), "{head} {tokens}: {details:#?}");
    assert!(one_holds(&details, &["most influence: "]), "{details:#?}");
    assert!(one_holds(&details, &["Ada: ", "Influence: "]), "{details:#?}");
}

#[test]
fn great_wall_sections_name_each_players_cards_and_value() {
    let game = middle(GameKind::GreatWall, 4, 3);
    let AnyGame::GreatWall(g) = &game else { unreachable!() };
    let view = g.view(Viewer::Public);
    let details = english(&game);
    let (n, s) = view.sections.iter().enumerate().find(|(_, s)| !s.cards.is_empty()).expect("a section with cards");
    let owner = s.cards[0].0;
    let player = format!("{}: value {} · ", names(4)[owner.index()], s.values[owner.index()]);
    let section = format!("Section {}&#10;", n + 1);
    assert!(one_holds(&details, &[&section, &player]), "{section} {player}: {details:#?}");
    assert!(one_holds(&details, &["Fame tokens to win: "]) || one_holds(&details, &["No fame tokens"]));
}

/// A state any seat cannot tell from the true one draws the same details.
fn same_details_when_hidden_state_differs<G: Game>(wrap: fn(G) -> AnyGame, game: &G) {
    let words = Words::embedded();
    let names = names(game.players());
    let truth = board_svg_detailed(&wrap(game.clone()), &names, Lang::En, &words);
    for seat in Seat::all(game.players()) {
        let mut rng = tavola_engine::seeded_rng(99);
        let other = game.determinize(seat, &mut rng);
        assert_eq!(board_svg_detailed(&wrap(other), &names, Lang::En, &words), truth, "{} seat {seat}", G::ID);
    }
}

#[test]
fn hidden_state_never_changes_a_detail() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        let players = kind.info().max_players;
        let names = names(players);
        let other = serde_json::to_value(AnyGame::new(kind, players, &Value::Null, 12345).unwrap()).unwrap();
        for seed in [3, 5] {
            let game = middle(kind, players, seed);
            match &game {
                AnyGame::Ming(g) => same_details_when_hidden_state_differs(AnyGame::Ming, g),
                AnyGame::Attila(g) => same_details_when_hidden_state_differs(AnyGame::Attila, g),
                AnyGame::Junk(g) => same_details_when_hidden_state_differs(AnyGame::Junk, g),
                AnyGame::YearOfTheDragon(g) => same_details_when_hidden_state_differs(AnyGame::YearOfTheDragon, g),
                AnyGame::GreatWall(g) => same_details_when_hidden_state_differs(AnyGame::GreatWall, g),
            }
            let mut json = serde_json::to_value(&game).unwrap();
            perturb_hidden(&mut json["state"], &other["state"]["rng"], game.outcome().is_some());
            assert_ne!(json, serde_json::to_value(&game).unwrap(), "{} seed {seed}: nothing hidden changed", kind.id());
            let changed: AnyGame = serde_json::from_value(json).unwrap();
            assert_eq!(
                board_svg_detailed(&changed, &names, Lang::En, &words),
                board_svg_detailed(&game, &names, Lang::En, &words),
                "{} seed {seed}: a hidden part of the state shows in a detail",
                kind.id()
            );
        }
    }
}
