//! Every game's words, in every language, over random games: each action
//! label and each event (the set-up's too) of thousands of seeded games is
//! worded and checked.
//!
//! A text fails when Fluent reports a problem (a missing message, argument
//! or language), when it shows the engine's raw vocabulary (`[`, `{`, `_`,
//! `(s)`, "seat", "family", a message id, an untranslated English text), or
//! when a player the message names is not named in it.
//!
//! `TAVOLA_WORDS_GAMES` sets the games per game (default 1,000, spread over
//! every player count and option set).

use std::collections::BTreeSet;

use rand::seq::SliceRandom;
use serde_json::{json, Value};
use tavola_engine::{msg::UNTRANSLATED, seeded_rng, AnyGame, GameKind, Msg, Seat, Turn};
use tavola_words::{Domain, Lang, Names, Words};

const NAMES: [&str; 5] = ["Ada", "Bruno", "Carla", "Dario", "Elena"];

fn games_per_kind() -> u64 {
    std::env::var("TAVOLA_WORDS_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000)
}

/// Defaults, then each boolean option on, then each choice of each string option.
fn option_sets(kind: GameKind) -> Vec<Value> {
    let mut sets = vec![Value::Null];
    for spec in kind.info().options {
        match spec.kind {
            "bool" => sets.push(json!({ spec.name: true })),
            _ => sets.extend(spec.choices.iter().map(|c| json!({ spec.name: c }))),
        }
    }
    sets
}

/// What a player must never read.
fn raw_vocabulary(text: &str, ids: &BTreeSet<String>) -> Option<String> {
    for bad in ["[", "]", "{", "}", "_", "(s)"] {
        if text.contains(bad) {
            return Some(format!("shows `{bad}`"));
        }
    }
    let lower = text.to_lowercase();
    for word in lower.split(|c: char| !c.is_alphanumeric() && c != '-') {
        if ["seat", "family", UNTRANSLATED].contains(&word) {
            return Some(format!("says `{word}`"));
        }
        if ids.contains(word) {
            return Some(format!("shows the message id `{word}`"));
        }
    }
    None
}

/// English words no German or Italian sentence uses: one of them in a
/// text of those languages is a message left in English, or a phrase
/// glued from an English part. (Players' names are checked apart; no
/// game's title holds one of these.)
const ENGLISH: [&str; 16] = [
    "the", "and", "your", "you", "with", "from", "takes", "take", "card", "cards", "player", "players", "points",
    "each", "gets", "pays",
];

/// The first English word of a German or Italian text.
fn english_word(lang: Lang, text: &str) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let lower = text.to_lowercase();
    lower.split(|c: char| !c.is_alphanumeric()).find(|w| ENGLISH.contains(w)).map(str::to_owned)
}

struct Checker {
    words: Words,
    names: Names,
    ids: BTreeSet<String>,
    checked: u64,
}

impl Checker {
    fn new(kind: GameKind) -> Checker {
        let words = Words::embedded();
        let ids = Lang::ALL
            .into_iter()
            .flat_map(|l| [Domain::Common, Domain::Game(kind)].map(|d| words.ids(l, d).clone()))
            .flatten()
            .filter(|id| id.contains('-'))
            .collect();
        let names = Names::new(NAMES.map(String::from).to_vec());
        Checker { words, names, ids, checked: 0 }
    }

    fn check(&mut self, kind: GameKind, msg: &Msg, context: &str) {
        assert!(!msg.ids().contains(&UNTRANSLATED), "{context}: not yet in the game's words: {msg:?}");
        for lang in Lang::ALL {
            let text = self
                .words
                .try_render(lang, Domain::Game(kind), msg, &self.names)
                .unwrap_or_else(|p| panic!("{context} ({}): {p:?} in {msg:?}", lang.code()));
            assert!(!text.trim().is_empty(), "{context} ({}): empty text for {msg:?}", lang.code());
            if let Some(why) = raw_vocabulary(&text, &self.ids) {
                panic!("{context} ({}): {why}: {text:?} from {msg:?}", lang.code());
            }
            if let Some(word) = english_word(lang, &text) {
                panic!("{context} ({}): the English word {word:?} in {text:?} from {msg:?}", lang.code());
            }
            for seat in msg.seats_named() {
                let name = NAMES[seat.index()];
                assert!(text.contains(name), "{context} ({}): {name} is not named in {text:?}", lang.code());
            }
            self.checked += 1;
        }
    }
}

fn check_game(kind: GameKind) {
    let mut checker = Checker::new(kind);
    let info = kind.info();
    let tables: Vec<(usize, Value)> = (info.min_players..=info.max_players)
        .flat_map(|p| option_sets(kind).into_iter().map(move |o| (p, o)))
        .collect();
    let games = games_per_kind();
    for n in 0..games {
        let (players, options) = &tables[n as usize % tables.len()];
        let seed = 7_000 + n;
        let mut game = AnyGame::new(kind, *players, options, seed).expect("set-up succeeds");
        for event in game.setup_events() {
            checker.check(kind, &event.msg, &format!("{} {players}p seed {seed} set-up", kind.id()));
        }
        let mut rng = seeded_rng(seed);
        // Every label of the first games; later, every tenth decision's.
        let label_stride = if n < 50 { 1 } else { 10 };
        let mut step = 0u64;
        while let Turn::Seat(_) | Turn::Simultaneous(_) = game.to_act() {
            let seats = game.to_act().seats();
            let seat: Seat = *seats.choose(&mut rng).expect("someone acts");
            let legal = game.legal(seat);
            let context = format!("{} {players}p seed {seed} step {step}", kind.id());
            if step.is_multiple_of(label_stride) {
                for action in &legal {
                    checker.check(kind, &action.msg, &format!("{context} label {}", action.id));
                }
            }
            let choice = legal.choose(&mut rng).expect("a seat to act has a move");
            let events = game.apply(seat, &Value::String(choice.id.clone())).expect("legal moves apply");
            for event in &events {
                checker.check(kind, &event.msg, &format!("{context} event"));
            }
            step += 1;
        }
    }
    assert!(checker.checked > games, "{}: too few texts checked", kind.id());
}

/// Every message id is in every language, and no language's message uses an
/// argument English does not (English is what the engine's arguments are
/// written against).
#[test]
fn every_message_is_in_every_language() {
    let words = Words::embedded();
    for domain in Domain::all() {
        let en = words.ids(Lang::En, domain);
        for lang in Lang::ALL {
            let ids = words.ids(lang, domain);
            let missing: Vec<_> = en.difference(ids).collect();
            let extra: Vec<_> = ids.difference(en).collect();
            assert!(missing.is_empty(), "{}/{}.ftl lacks {missing:?}", domain.folder(), lang.code());
            assert!(extra.is_empty(), "{}/{}.ftl has ids English lacks: {extra:?}", domain.folder(), lang.code());
        }
    }
}

#[test]
fn dragon_words() {
    check_game(GameKind::YearOfTheDragon);
}

#[test]
fn great_wall_words() {
    check_game(GameKind::GreatWall);
}

#[test]
fn attila_words() {
    check_game(GameKind::Attila);
}

#[test]
fn ming_words() {
    check_game(GameKind::Ming);
}

#[test]
fn junk_words() {
    check_game(GameKind::Junk);
}

/// Every option of every game has its words for the lobby and `/game new`
/// in every language: its name, its help and each of its choices
/// (`option-<game>-<option>[-<choice>]` in the bot's resources).
#[test]
fn every_game_option_is_worded_in_every_language() {
    let words = Words::embedded();
    for &kind in GameKind::ALL {
        for spec in kind.info().options {
            let option = format!("option-{}-{}", kind.id(), spec.name.replace('_', "-"));
            let mut ids = vec![option.clone(), format!("{option}-help")];
            ids.extend(spec.choices.iter().map(|c| format!("{option}-{}", c.replace('_', "-"))));
            for lang in Lang::ALL {
                let defined = words.ids(lang, Domain::Bot);
                let missing: Vec<_> = ids.iter().filter(|id| !defined.contains(*id)).collect();
                assert!(missing.is_empty(), "bot/{}.ftl lacks {missing:?}", lang.code());
            }
        }
    }
}
