//! Every message the bot words is in English and Italian, with every
//! argument it uses supplied where the bot words it.
//!
//! The bot's source is read for each `t!(tr, "id", name = ...)` and
//! `msg!("id", ...)`: each id is rendered with `try_render` in both
//! languages, with exactly the arguments that call site passes (a number
//! where the message selects plural forms on it). Messages whose id is made
//! at run time (a command's words, a game's option, a card's name) are
//! listed here by family. Finally every message of `data/bot/en.ftl` must be
//! one of those: a message nobody uses is a mistake too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use tavola_discord::i18n::{dynamic, embedded_words, Domain, Lang, Names};
use tavola_discord::render::choices;
use tavola_engine::{Arg, GameKind, Msg};

const EN: &str = include_str!("../../data/bot/en.ftl");

/// A place in the source that words a message: its id(s) and arguments.
#[derive(Debug)]
struct Call {
    at: String,
    ids: Vec<String>,
    args: Vec<String>,
}

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((path.display().to_string(), std::fs::read_to_string(&path).unwrap()));
        }
    }
}

/// The text between the parenthesis at `open` and its match, and the
/// top-level comma-separated parts of it.
fn parts(text: &str, open: usize) -> Vec<String> {
    let bytes: Vec<char> = text[open..].chars().collect();
    let (mut depth, mut parts, mut current) = (0i32, Vec::new(), String::new());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            '"' => {
                current.push(c);
                i += 1;
                while i < bytes.len() && bytes[i] != '"' {
                    if bytes[i] == '\\' {
                        current.push(bytes[i]);
                        i += 1;
                    }
                    current.push(bytes[i]);
                    i += 1;
                }
                current.push('"');
            }
            '(' | '[' | '{' => {
                depth += 1;
                if depth > 1 {
                    current.push(c);
                }
            }
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    parts.push(current.trim().to_owned());
                    return parts;
                }
                current.push(c);
            }
            ',' if depth == 1 => parts.push(std::mem::take(&mut current).trim().to_owned()),
            _ => current.push(c),
        }
        i += 1;
    }
    parts
}

/// The string literals in an expression.
fn literals(expr: &str) -> Vec<String> {
    expr.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

fn calls() -> Vec<Call> {
    let mut files = Vec::new();
    let bot = Path::new(env!("CARGO_MANIFEST_DIR"));
    for crate_src in ["src", "discord/src", "table/src", "web/src"] {
        sources(&bot.join(crate_src), &mut files);
    }
    let mut calls = Vec::new();
    for (file, text) in &files {
        // The bot itself, not its tests.
        if file.ends_with("_tests.rs") || file.ends_with("game_checks.rs") {
            continue;
        }
        let text = text.split("\n#[cfg(test)]\nmod tests {").next().unwrap_or_default();
        for (mac, id_at) in [("t!(", 1), ("msg!(", 0)] {
            for (pos, _) in text.match_indices(mac) {
                if text[..pos].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let line_start = text[..pos].rfind('\n').map_or(0, |n| n + 1);
                if text[line_start..pos].trim_start().starts_with("//") {
                    continue;
                }
                let parts = parts(text, pos + mac.len() - 1);
                let Some(id_expr) = parts.get(id_at) else { continue };
                let ids = literals(id_expr);
                if ids.is_empty() {
                    continue; // an id in a variable: see `variable_ids`
                }
                let args = parts[id_at + 1..]
                    .iter()
                    .filter_map(|p| p.split_once('=').map(|(k, _)| k.trim().to_owned()))
                    .filter(|k| !k.is_empty())
                    .collect();
                let line = text[..pos].lines().count();
                calls.push(Call { at: format!("{file}:{line}"), ids, args });
            }
        }
    }
    calls
}

/// Call sites whose id is chosen in a variable first.
fn variable_ids() -> Vec<Call> {
    let call = |ids: &[&str], args: &[&str]| Call {
        at: "a variable id".into(),
        ids: ids.iter().map(|s| s.to_string()).collect(),
        args: args.iter().map(|s| s.to_string()).collect(),
    };
    vec![
        call(
            &[
                "lobby-joined",
                "lobby-left",
                "lobby-house-joined",
                "lobby-house-level",
                "lobby-cancelled",
                "lobby-hints-on",
                "lobby-hints-off",
                "game-started",
            ],
            &["user"],
        ),
        call(&["reminders-every", "reminders-last", "reminders-off"], &[]),
        Call { at: "panel groups".into(), ids: choices::group_ids(), args: vec!["part".into()] },
        Call {
            at: "panel context lines".into(),
            ids: choices::context_ids(),
            args: ["section", "lead", "tokens"].map(String::from).to_vec(),
        },
    ]
}

/// The messages whose id is made at run time, without arguments.
fn dynamic_ids() -> Vec<String> {
    let mut ids = tavola_discord::commands::localize::ids(&tavola_discord::commands::all());
    for &kind in GameKind::ALL {
        ids.push(format!("game-{}", kind.id()));
        ids.push(format!("rules-{}", kind.id()));
        for option in kind.info().options {
            let id = tavola_discord::render::option_id(kind, option.name);
            ids.push(format!("{id}-help"));
            ids.extend(option.choices.iter().map(|c| tavola_discord::render::choice_id(kind, option.name, c)));
            ids.push(id);
        }
    }
    let family = |prefix: &str, names: &[&str]| names.iter().map(|n| format!("{prefix}-{n}")).collect::<Vec<_>>();
    ids.extend(family("gw-card", &["wall", "gate", "watchtower", "noble", "warrior", "horseman", "dragon"]));
    ids.extend(family(
        "dragon-person",
        &["craftsman", "court-lady", "tax-collector", "pyrotechnist", "warrior", "monk", "healer", "farmer", "scholar"],
    ));
    ids.extend(family("dragon-event", &["peace", "tribute", "drought", "festival", "mongols", "contagion"]));
    ids.extend(family(
        "dragon-action",
        &["taxes", "build", "harvest", "fireworks", "parade", "research", "privilege", "wall"],
    ));
    let tribes = ["franks", "huns", "goths", "saxons", "teutons", "vandals"];
    ids.extend(family("attila-tribe", &tribes));
    ids.extend(family("attila-short", &tribes));
    ids.extend(family("attila-grid", &["prov", "inf", "tok", "prv"]));
    ids.extend(family("ming-colour", &["white", "orange", "green", "pink", "yellow", "blue"]));
    ids.extend(family("ming-grid", &["horse", "boat", "sedan", "card"]));
    ids.extend(family("ming-card", &["horse", "boat", "sedan", "dragon"]));
    ids.extend(family("junk-good", &["fish", "rice", "spice", "vegetables"]));
    ids.extend(family("junk-name", &["grey", "orange", "lilac", "brown", "white"]));
    ids.extend(family(
        "junk-special",
        &["extra-supply", "tie-breaker", "exchange", "load-any", "draw-any", "move-strip"],
    ));
    ids.extend(family("junk-grid", &["junk", "merchant", "cards", "load", "sell", "draw"]));
    // The results' breakdown: each game's scoring kinds, and what no event explains.
    for &kind in GameKind::ALL {
        let players = kind.info().min_players;
        let game = tavola_engine::AnyGame::new(kind, players, &serde_json::Value::Null, 1).expect("a game");
        ids.extend(family("story-kind", tavola_engine::score_parts::kinds(&game)));
    }
    ids.push("story-kind-other".into());
    ids.sort();
    ids.dedup();
    ids
}

/// Each message of en.ftl, with its text.
fn messages() -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<(String, String)> = None;
    for line in EN.lines() {
        let starts = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
        if starts {
            if let Some((id, text)) = current.take() {
                out.insert(id, text);
            }
            if let Some((id, rest)) = line.split_once(" =") {
                current = Some((id.to_owned(), rest.to_owned()));
            }
        } else if let Some((_, text)) = current.as_mut() {
            if line.starts_with(' ') {
                text.push('\n');
                text.push_str(line);
            }
        }
    }
    if let Some((id, text)) = current {
        out.insert(id, text);
    }
    out
}

/// The argument a call passes, typed as the message uses it: a number
/// where the message selects plural forms (or numbers) on it, the first
/// key where it selects on words, text otherwise.
fn argument(text: &str, name: &str) -> Arg {
    let selector = format!("${name} ->");
    let Some(at) = text.find(&selector) else { return Arg::Text("Ada".into()) };
    let key = text[at..].split('[').nth(1).and_then(|k| k.split(']').next()).unwrap_or("other");
    if key == "one" || key == "other" || key.chars().all(|c| c.is_ascii_digit()) {
        Arg::Num(2)
    } else {
        Arg::Text(key.to_owned())
    }
}

#[test]
fn every_message_the_bot_words_exists_in_every_language_with_its_arguments() {
    let words = embedded_words();
    let texts = messages();
    let names = Names::new(vec!["Ada".into(), "Bruno".into()]);
    let mut used = BTreeSet::new();
    let mut problems = Vec::new();
    let mut sites = calls();
    assert!(sites.len() > 200, "the source scan found only {} calls", sites.len());
    sites.extend(variable_ids());
    for call in &sites {
        for id in &call.ids {
            used.insert(id.clone());
            let Some(text) = texts.get(id) else {
                problems.push(format!("{}: {id} is not in data/bot/en.ftl", call.at));
                continue;
            };
            let mut msg = dynamic(id.clone());
            for name in &call.args {
                msg.args.push((name.clone().into(), argument(text, name)));
            }
            for lang in Lang::ALL {
                if let Err(e) = words.try_render(lang, Domain::Bot, &msg, &names) {
                    problems.push(format!("{}: {id} in {}: {e:?}", call.at, lang.code()));
                }
            }
        }
    }
    for id in dynamic_ids() {
        used.insert(id.clone());
        let msg: Msg = dynamic(id.clone());
        for lang in Lang::ALL {
            if let Err(e) = words.try_render(lang, Domain::Bot, &msg, &names) {
                problems.push(format!("{id} in {}: {e:?}", lang.code()));
            }
        }
    }
    let unused: Vec<&String> = texts.keys().filter(|id| !used.contains(*id)).collect();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    assert!(unused.is_empty(), "messages of data/bot/en.ftl the bot never words: {unused:?}");
}

#[test]
fn command_names_and_descriptions_follow_discords_rules_in_every_language() {
    let words = embedded_words();
    for id in tavola_discord::commands::localize::ids(&tavola_discord::commands::all()) {
        for lang in Lang::ALL {
            let text = words.render(lang, Domain::Bot, &dynamic(id.clone()), &Names::none());
            let n = text.chars().count();
            if id.ends_with("-name") {
                let valid = text.chars().all(|c| matches!(c, '-' | '_') || (c.is_alphanumeric() && !c.is_uppercase()));
                assert!(valid && (1..=32).contains(&n), "{id} in {}: {text:?}", lang.code());
            } else if id.ends_with("-desc") {
                assert!((1..=100).contains(&n), "{id} in {}: {n} characters", lang.code());
            } else {
                assert!((1..=100).contains(&n), "{id} in {}: a choice of {n} characters", lang.code());
            }
        }
    }
}
