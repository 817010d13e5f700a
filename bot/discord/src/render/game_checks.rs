//! Checks shared by the dedicated renderers' tests: random games rendered at
//! every step, so a renderer never falls back, stays within Discord's limits
//! and cannot show a seat's secrets on the public board.

use rand::SeedableRng;
use serde_json::Value;
use tavola_engine::{AnyGame, GameKind, Seat};

use super::board::Rendered;
use crate::i18n::{Lang, Tr};
use tavola_table::record::{SeatRecord, SessionRecord, Status};

/// A table with a house player at seat 2 and a 32-character name at seat 4.
pub fn record(kind: GameKind, players: usize) -> SessionRecord {
    let names = ["Anna", "", "Carla", "Dmitri Alexandrovich Karamazov-3"];
    SessionRecord {
        id: 1,
        guild: 1,
        channel: 2,
        creator: 100,
        game: kind.id().into(),
        options: Value::Null,
        target: None,
        seed: 1,
        status: Status::Active,
        version: 1,
        seats: (0..players)
            .map(|i| match names.get(i) {
                Some(&"") => SeatRecord::house(1),
                Some(name) => SeatRecord { user: Some(100 + i as u64), name: (*name).into(), dm_open: true },
                None => SeatRecord { user: Some(100 + i as u64), name: format!("Player{i}"), dm_open: true },
            })
            .collect(),
        snapshot: None,
        lobby_message: None,
        board_message: None,
        dm_messages: vec![],
        timers: Default::default(),
    }
}

/// Everything a board shows, as one text.
pub fn text(r: &Rendered) -> String {
    let mut t = r.title.clone();
    for (name, value, _) in &r.fields {
        t.push('\n');
        t.push_str(name);
        t.push('\n');
        t.push_str(value);
    }
    t
}

/// Discord's limits, with room left for the description, author and footer;
/// code-block lines short and ASCII (docs/conventions.md §1).
pub fn assert_fits(r: &Rendered) {
    assert!(r.fields.len() <= 25, "{} fields", r.fields.len());
    assert!(r.title.chars().count() <= 256, "title {}", r.title);
    for (name, value, _) in &r.fields {
        assert!(!name.trim().is_empty() && name.chars().count() <= 256, "field name {name:?}");
        assert!(!value.trim().is_empty() && value.chars().count() <= 1024, "field {name}: {value}");
        let mut code = false;
        for line in value.lines() {
            if line.starts_with("```") {
                code = !code;
            } else if code {
                assert!(line.is_ascii() && line.len() <= 32, "code line {line:?} in {name}");
            }
        }
    }
    let total = text(r).chars().count();
    assert!(total <= 3500, "{total} characters:\n{}", text(r));
}

/// Words, not ids: no message id of the bot's resources, no `(s)`, no
/// "seat N", no snake_case.
pub fn assert_worded(text: &str, tr: &Tr) {
    assert!(!text.contains("(s)"), "(s) in {text}");
    assert!(!text.to_lowercase().contains("seat "), "a seat number in {text}");
    for word in text.split(|c: char| c.is_whitespace() || "·:,.()*`".contains(c)) {
        assert!(!(word.contains('_') && word.chars().all(|c| c.is_ascii_lowercase() || c == '_')), "{word} in {text}");
    }
    for id in tr.words().ids(tr.lang(), crate::i18n::Domain::Bot).iter().filter(|id| id.contains('-')) {
        assert!(!text.contains(id.as_str()), "the message id {id} in {text}");
    }
}

/// The items of a hand text: `**Your hand**: a · b` -> `a`, `b`.
fn items(hand: &str) -> Vec<String> {
    hand.lines()
        .flat_map(|l| l.rsplit("**: ").next().unwrap_or(l).split(" · ").map(str::trim).collect::<Vec<_>>())
        .filter(|i| i.chars().count() >= 6)
        .map(str::to_owned)
        .collect()
}

/// Plays seeded random games of `kind` at its smallest and largest table,
/// rendering every step: the board fits; every seat's hand renders, in
/// words, and no item of any hand shows on the board. (The board is drawn
/// from the public view alone, so it cannot read a secret by construction.)
pub fn play_through(kind: GameKind, options: &Value) {
    let info = kind.info();
    for players in [info.min_players, info.max_players] {
        for seed in [1, 2] {
            // One game in each language.
            let tr = Tr::embedded(if seed == 1 { Lang::En } else { Lang::It });
            let rec = record(kind, players);
            let mut game = AnyGame::new(kind, players, options, seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            for step in 0.. {
                let to_act = game.to_act().seats();
                let r = super::board::render(&game, &rec, &to_act, &tr);
                assert_fits(&r);
                let shown = text(&r);
                if step % 7 == 0 {
                    assert_worded(&shown, &tr);
                }
                for seat in Seat::all(players) {
                    let secret = super::board::private(&game, seat, &tr);
                    if step % 7 == 0 {
                        assert_worded(&secret, &tr);
                    }
                    for item in items(&secret) {
                        assert!(!shown.contains(&item), "step {step}: {item:?} of {seat:?} on the board:\n{shown}");
                    }
                }
                if to_act.is_empty() || step > 5000 {
                    break;
                }
                game.house_move(to_act[0], &mut rng).unwrap();
            }
            assert!(game.outcome().is_some(), "{} did not end", kind.id());
        }
    }
}
