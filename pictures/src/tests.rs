//! Every game at every player count, at the start, middle and end of
//! seeded random games: a valid landscape PNG (between 4:3 and 2:1) of the
//! picture width, under the size budget, every text at least
//! [`MIN_TEXT_PX`], every word in both languages, and nothing but the
//! public view drawn. Many random positions more, laid out by usvg in
//! both languages: no text leaves its box or the picture.
//!
//! `overlaps` lays out many positions more, late ones most: no picture
//! draws over itself. `details` checks the board with details for a web
//! page: the same picture, its details' words, escaped names, nothing
//! hidden. `attila_conflict`: the province in conflict marked exactly while
//! the conflict is open, whatever the cards committed.
//!
//! `TAVOLA_PICTURES_OUT=dir` also writes each picture there, to look at.

use serde_json::Value;
use tavola_engine::{AnyGame, Game, GameKind, Seat};
use tavola_words::{Lang, Words};

use crate::offline::{game_length, play};
use crate::svg::{MIN_TEXT_PX, WIDTH};
use crate::{board_svg, board_svg_checked, rasterize};
use resvg::usvg;

mod attila_conflict;
mod details;
mod details_pictures;
mod overlaps;

/// The size budget of one picture (the issue's target).
pub(crate) const MAX_PNG_BYTES: usize = 300 * 1024;

const NAMES: [&str; 5] = ["Ada", "Bruno", "Carla", "🔴 Dario", "Elena Bartholomew-Smith"];

pub(crate) fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

/// Start, middle and end of one seeded random game.
fn stages(kind: GameKind, players: usize, options: &Value, seed: u64) -> Vec<(&'static str, AnyGame)> {
    let length = game_length(kind, players, options, seed).unwrap();
    [("start", 0), ("middle", length / 2), ("end", length)]
        .into_iter()
        .map(|(stage, moves)| (stage, play(kind, players, options, seed, moves).unwrap().0))
        .collect()
}

/// Every player count with the default options, then each boolean option
/// on (the Dragon's Great Wall, Dschunke's variant set-up...) at the most
/// players.
fn tables(kind: GameKind) -> Vec<(usize, Value)> {
    let info = kind.info();
    let mut tables: Vec<(usize, Value)> = (info.min_players..=info.max_players).map(|n| (n, Value::Null)).collect();
    for spec in info.options.iter().filter(|s| s.kind == "bool") {
        tables.push((info.max_players, serde_json::json!({ spec.name: true })));
    }
    tables
}

pub(crate) fn font_sizes(svg: &str) -> Vec<u32> {
    svg.split("font-size=\"").skip(1).map(|rest| rest[..rest.find('"').unwrap()].parse().unwrap()).collect()
}

/// Width and height of a PNG, after decoding it whole (a valid file).
pub(crate) fn png_size(bytes: &[u8]) -> (u32, u32) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().expect("a PNG header");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let frame = reader.next_frame(&mut pixels).expect("PNG pixels");
    (frame.width, frame.height)
}

/// No text smaller than [`MIN_TEXT_PX`], which still reads at 400 px wide.
pub(crate) fn assert_text_readable(svg: &str, context: &str) {
    let small: Vec<u32> = font_sizes(svg).into_iter().filter(|&s| s < MIN_TEXT_PX).collect();
    assert!(small.is_empty(), "{context}: text smaller than {MIN_TEXT_PX} px: {small:?}");
}

/// A picture as Discord shows it best: a valid PNG of the picture width,
/// landscape between 4:3 and 2:1, within the size budget.
pub(crate) fn assert_landscape_png(png: &crate::Png, context: &str) {
    assert_eq!(png_size(&png.bytes), (png.width, png.height), "{context}");
    assert_eq!(png.width, WIDTH, "{context}");
    let aspect = png.width as f32 / png.height as f32;
    assert!((4.0 / 3.0 - 1e-3..=2.0).contains(&aspect), "{context}: {}x{} px", png.width, png.height);
    assert!(png.bytes.len() <= MAX_PNG_BYTES, "{context}: {} bytes", png.bytes.len());
}

fn check_kind(kind: GameKind) {
    let words = Words::embedded();
    let out = std::env::var("TAVOLA_PICTURES_OUT").ok();
    for (t, (players, options)) in tables(kind).into_iter().enumerate() {
        for (stage, game) in stages(kind, players, &options, 7 + t as u64) {
            let context = format!("{} {players}p {options} {stage}", kind.id());
            for lang in Lang::ALL {
                let (svg, problems) = board_svg_checked(&game, &names(players), lang, &words);
                assert!(problems.is_empty(), "{context} {}: {problems:?}", lang.code());
                assert_text_readable(&svg, &context);
                if lang == Lang::It {
                    continue;
                }
                let png = rasterize(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
                assert_landscape_png(&png, &context);
                if let Some(dir) = &out {
                    let path = format!("{dir}/{}-{t}-{players}p-{stage}.png", kind.id());
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

/// A picture's title names its game as the bot's embeds do (the bot's
/// `game-<id>`, without the translation in brackets after it), in every
/// language: "Ming Dynastie", never a name of the picture's own.
#[test]
fn titles_name_the_game_as_the_embed_does() {
    let words = Words::embedded();
    let named = [GameKind::Ming, GameKind::Attila, GameKind::GreatWall, GameKind::YearOfTheDragon];
    for kind in named {
        let players = kind.info().min_players;
        let game = play(kind, players, &Value::Null, 3, 0).unwrap().0;
        for lang in Lang::ALL {
            let msg = crate::dynamic(&format!("game-{}", kind.id()));
            let embed = words.render(lang, tavola_words::Domain::Bot, &msg, &tavola_words::Names::none());
            let name = crate::svg::escape(embed.split(" (").next().unwrap_or_default());
            let svg = board_svg(&game, &names(players), lang, &words);
            assert!(
                svg.contains(&format!(">{name} · ")),
                "{} {}: the title does not start with {name}",
                kind.id(),
                lang.code()
            );
        }
    }
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
        for (_, game) in stages(kind, players, &Value::Null, 3) {
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

/// Changes what no seat may see in a game's stored state, keeping what is
/// public: deck and pool orders reversed, hands' contents rotated (their
/// sizes stay), the RNG replaced, secret money shifted.
fn perturb_hidden(state: &mut Value, other_rng: &Value, over: bool) {
    let Value::Object(fields) = state else { return };
    for (key, value) in fields.iter_mut() {
        match key.as_str() {
            "deck" | "market_deck" | "pool" => reverse(value),
            "decks" | "piers" => value.as_array_mut().into_iter().flatten().for_each(reverse),
            "hands" => value.as_array_mut().into_iter().flatten().for_each(rotate_counts),
            "rng" => *value = other_rng.clone(),
            "money" if !over => {
                for m in value.as_array_mut().into_iter().flatten() {
                    *m = (m.as_i64().unwrap_or(0) + 1).into();
                }
            }
            "provinces" => {
                for p in value.as_array_mut().into_iter().flatten() {
                    if let Some(cards) = p.get_mut("cards") {
                        rotate_counts(cards);
                    }
                }
            }
            _ => {}
        }
    }
}

fn reverse(value: &mut Value) {
    if let Some(items) = value.as_array_mut() {
        items.reverse();
    }
}

/// Rotates an array of counts (or the arrays inside an object): the same
/// number of cards, of other kinds.
fn rotate_counts(value: &mut Value) {
    match value {
        Value::Array(items) if items.iter().all(Value::is_u64) && !items.is_empty() => items.rotate_left(1),
        Value::Object(fields) => fields.values_mut().for_each(rotate_counts),
        _ => {}
    }
}

#[test]
fn hidden_parts_of_the_state_never_reach_a_picture() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        let players = kind.info().max_players;
        let names = names(players);
        let other = serde_json::to_value(AnyGame::new(kind, players, &Value::Null, 12345).unwrap()).unwrap();
        for (stage, game) in stages(kind, players, &Value::Null, 5) {
            let over = game.outcome().is_some();
            let mut json = serde_json::to_value(&game).unwrap();
            perturb_hidden(&mut json["state"], &other["state"]["rng"], over);
            assert_ne!(json, serde_json::to_value(&game).unwrap(), "{} {stage}: nothing hidden was changed", kind.id());
            let changed: AnyGame = serde_json::from_value(json).unwrap();
            assert_eq!(
                board_svg(&changed, &names, Lang::En, &words),
                board_svg(&game, &names, Lang::En, &words),
                "{} {stage}: a hidden part of the state shows on the picture",
                kind.id()
            );
        }
    }
}

/// Names that test the markers and the layout: long ones, initials shared,
/// an emoji, the default "Player N" (an empty name).
const ODD_NAMES: [&str; 8] =
    ["Ada", "Anna", "Bartholomew-Fitzgerald Smith", "🔴 Dario", "", "Élodie", "WWWWWWWWWWWWWW", "Zoë"];

fn odd_names(players: usize, seed: u64) -> Vec<String> {
    (0..players).map(|i| ODD_NAMES[(seed as usize * 3 + i * 5) % ODD_NAMES.len()].to_owned()).collect()
}

/// Every text of a document that leaves its box or the picture, by
/// usvg's own layout (font ascent to descent, advance widths).
pub(crate) fn texts_out_of_their_box(svg: &str) -> Vec<String> {
    let tree = usvg::Tree::from_str(svg, crate::options()).expect("the document parses");
    let (w, h) = (tree.size().width(), tree.size().height());
    let picture = (0.0, 0.0, w, h);
    let mut out = Vec::new();
    let mut texts = 0;
    visit(tree.root(), &mut |text: &usvg::Text| {
        texts += 1;
        let b = text.abs_bounding_box();
        let content: String = text.chunks().iter().map(|c| c.text().to_owned()).collect();
        let inside = |(l, t, r, bottom): (f32, f32, f32, f32)| {
            b.left() >= l - 0.5 && b.top() >= t - 0.5 && b.right() <= r + 0.5 && b.bottom() <= bottom + 0.5
        };
        let bounds = |(l, t, r, b): (f32, f32, f32, f32)| format!("({l:.0},{t:.0})-({r:.0},{b:.0})");
        let found = format!("'{content}' at {}", bounds((b.left(), b.top(), b.right(), b.bottom())));
        if !inside(picture) {
            out.push(format!("{found} leaves the picture"));
        }
        if let Some(container) = box_of(text.id()) {
            if !inside(container) {
                out.push(format!("{found} leaves its box {}", bounds(container)));
            }
        }
    });
    assert!(texts > 10, "the document's texts were found ({texts})");
    out
}

/// The box a text's id names: `t<n>_<left>_<top>_<right>_<bottom>`.
fn box_of(id: &str) -> Option<(f32, f32, f32, f32)> {
    let parts: Vec<f32> = id.split('_').skip(1).filter_map(|p| p.parse().ok()).collect();
    (parts.len() == 4).then(|| (parts[0], parts[1], parts[2], parts[3]))
}

fn visit(group: &usvg::Group, f: &mut dyn FnMut(&usvg::Text)) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => visit(g, f),
            usvg::Node::Text(t) => f(t),
            _ => {}
        }
    }
}

/// Positions through many seeded games of every table size: the start,
/// the end, and points between.
pub(crate) fn positions(kind: GameKind, per_table: u64) -> Vec<(String, usize, AnyGame)> {
    let mut out = Vec::new();
    for (t, (players, options)) in tables(kind).into_iter().enumerate() {
        for k in 0..per_table {
            let seed = 100 + 17 * t as u64 + k;
            let length = game_length(kind, players, &options, seed).unwrap();
            let moves = length * k / (per_table - 1).max(1);
            let game = play(kind, players, &options, seed, moves).unwrap().0;
            out.push((format!("{} {players}p {options} seed {seed} move {moves}/{length}", kind.id()), players, game));
        }
    }
    out
}

fn check_text_boxes(kind: GameKind) {
    let words = Words::embedded();
    let mut failures = Vec::new();
    for (context, players, game) in positions(kind, 6) {
        let seed = game.players() as u64 + context.len() as u64;
        for lang in Lang::ALL {
            for names in [odd_names(players, seed), Vec::new(), names(players)] {
                let svg = board_svg(&game, &names, lang, &words);
                for problem in texts_out_of_their_box(&svg) {
                    failures.push(format!("{context} {} {names:?}: {problem}", lang.code()));
                }
            }
        }
    }
    let shown: Vec<&String> = failures.iter().take(40).collect();
    assert!(failures.is_empty(), "{} texts out of their box:\n{shown:#?}", failures.len());
}

#[test]
fn ming_texts_stay_in_their_boxes() {
    check_text_boxes(GameKind::Ming);
}

#[test]
fn attila_texts_stay_in_their_boxes() {
    check_text_boxes(GameKind::Attila);
}

#[test]
fn junk_texts_stay_in_their_boxes() {
    check_text_boxes(GameKind::Junk);
}

#[test]
fn dragon_texts_stay_in_their_boxes() {
    check_text_boxes(GameKind::YearOfTheDragon);
}

#[test]
fn great_wall_texts_stay_in_their_boxes() {
    check_text_boxes(GameKind::GreatWall);
}

#[test]
fn a_text_out_of_its_box_is_found() {
    let inside = r#"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" font-family="DejaVu Sans">"#;
    let mut svg = String::from(inside);
    for i in 0..11 {
        svg.push_str(&format!(r#"<text id="t{i}_0_0_300_100" x="10" y="50" font-size="24">fits</text>"#));
    }
    svg.push_str(r#"<text id="t99_0_0_60_100" x="10" y="50" font-size="24">far too long</text>"#);
    svg.push_str(r#"<text id="t100" x="1150" y="50" font-size="24">off the edge</text></svg>"#);
    let found = texts_out_of_their_box(&svg);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(found[0].contains("far too long") && found[0].contains("leaves its box"), "{found:?}");
    assert!(found[1].contains("off the edge") && found[1].contains("leaves the picture"), "{found:?}");
}
