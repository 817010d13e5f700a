//! Golden playthroughs: a seeded game of each kind, written out step by step
//! with every seat's view at checkpoints, the chosen action's label and every
//! event worded in every language (the players named Ada, Bruno,
//! Carla), so any change of rules, of words or any leak shows up as a diff.
//! They live with the words, which depend on the engine, not the other way.
//! Regenerate with `TAVOLA_BLESS=1 cargo test -p tavola-words --test playthroughs`
//! and read the diff before committing it.

use std::fmt::Write;

use rand::seq::SliceRandom;
use serde_json::Value;
use tavola_engine::{seeded_rng, AnyGame, AppliedEvent, Audience, GameKind, Msg, Seat, Viewer};
use tavola_words::{Domain, Lang, Names, Words};

const CHECKPOINT_EVERY: usize = 40;

/// The players of every playthrough.
fn names() -> Names {
    Names::new(["Ada", "Bruno", "Carla"].map(String::from).to_vec())
}

/// `msg` in every language, English first: `en | it | de`.
fn both(words: &Words, kind: GameKind, msg: &Msg) -> String {
    Lang::ALL.map(|lang| words.render(lang, Domain::Game(kind), msg, &names())).join(" | ")
}

fn write_events(out: &mut String, words: &Words, kind: GameKind, events: &[AppliedEvent]) {
    for event in events {
        let to = match event.audience {
            Audience::Public => "all".to_owned(),
            Audience::Private(s) => s.to_string(),
        };
        writeln!(out, "    [{to}] {}", both(words, kind, &event.msg)).unwrap();
    }
}

fn playthrough(words: &Words, kind: GameKind, players: usize, seed: u64) -> String {
    let mut game = AnyGame::new(kind, players, &Value::Null, seed).unwrap();
    let mut rng = seeded_rng(seed);
    let mut out = String::new();
    writeln!(out, "# {} with {players} players, seed {seed}", kind.id()).unwrap();
    write_events(&mut out, words, kind, &game.setup_events());
    let mut step = 0;
    loop {
        if step % CHECKPOINT_EVERY == 0 || game.outcome().is_some() {
            writeln!(out, "\n## views at step {step}").unwrap();
            writeln!(out, "public: {}", game.view(Viewer::Public)).unwrap();
            for seat in Seat::all(players) {
                writeln!(out, "{seat}: {}", game.view(Viewer::Seat(seat))).unwrap();
            }
        }
        let seats = game.to_act().seats();
        let Some(&seat) = seats.choose(&mut rng) else { break };
        let legal = game.legal(seat);
        let choice = legal.choose(&mut rng).unwrap().clone();
        let ids: Vec<&str> = legal.iter().map(|a| a.id.as_str()).collect();
        writeln!(out, "{step} {seat} [{}] -> {} ({})", ids.join(" "), choice.id, both(words, kind, &choice.msg))
            .unwrap();
        let events = game.apply(seat, &Value::String(choice.id)).unwrap();
        write_events(&mut out, words, kind, &events);
        step += 1;
    }
    writeln!(out, "\noutcome: {}", serde_json::to_string(&game.outcome()).unwrap()).unwrap();
    out
}

#[test]
fn golden_playthroughs_are_unchanged() {
    let bless = std::env::var_os("TAVOLA_BLESS").is_some();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/playthroughs");
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        let players = kind.info().min_players.max(3).min(kind.info().max_players);
        let text = playthrough(&words, kind, players, 11);
        let path = dir.join(format!("{}-{players}p.txt", kind.id()));
        if bless {
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        let golden = std::fs::read_to_string(&path)
            .unwrap_or_else(|_| panic!("{} is missing: run with TAVOLA_BLESS=1 once", path.display()));
        assert!(golden == text, "{} changed: rerun with TAVOLA_BLESS=1 and review the diff", path.display());
    }
}
