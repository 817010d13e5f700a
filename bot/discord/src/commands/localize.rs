//! Slash commands in every language: their descriptions, and their Italian
//! names and descriptions, come from the bot's words (`data/bot`), set on
//! poise's commands before they are registered, as poise's own
//! localization example does. Discord shows each user the names of their
//! client's language.
//!
//! Message ids follow each command's path: `cmd-game-new-name`,
//! `cmd-game-new-desc`; a parameter's are `cmd-game-new-opt-players-name`
//! and `-desc`; a choice's `cmd-game-reminders-opt-which-choice-0`.

use std::borrow::Cow;

use tavola_engine::Msg;

use crate::context::{Data, Error};
use crate::i18n::{dynamic, Domain, Lang, Names, Words};

type Command = poise::Command<Data, Error>;

/// The ids a command's words live under, `game new` -> `cmd-game-new`.
fn id(path: &[&str]) -> String {
    format!("cmd-{}", path.iter().map(|p| p.replace('_', "-")).collect::<Vec<_>>().join("-"))
}

/// A message of the bot's words, if the language has it.
fn word(words: &Words, lang: Lang, id: String) -> Option<String> {
    let msg: Msg = dynamic(id);
    words.try_render(lang, Domain::Bot, &msg, &Names::none()).ok()
}

fn set(list: &mut Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>, lang: Lang, text: String) {
    let list = list.to_mut();
    list.retain(|(code, _)| code != lang.code());
    list.push((Cow::Borrowed(lang.code()), Cow::Owned(text)));
}

/// Every command with its words in every language.
pub fn localized(mut commands: Vec<Command>, words: &Words) -> Vec<Command> {
    for command in &mut commands {
        localize(command, &[], words);
    }
    commands
}

fn localize(command: &mut Command, parent: &[&str], words: &Words) {
    let name = command.name.to_string();
    let mut path = parent.to_vec();
    path.push(&name);
    let base = id(&path);
    if let Some(text) = word(words, Lang::En, format!("{base}-desc")) {
        command.description = Some(Cow::Owned(text));
    }
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        if let Some(text) = word(words, lang, format!("{base}-name")) {
            set(&mut command.name_localizations, lang, text);
        }
        if let Some(text) = word(words, lang, format!("{base}-desc")) {
            set(&mut command.description_localizations, lang, text);
        }
    }
    for parameter in &mut command.parameters {
        let base = format!("{base}-opt-{}", parameter.name.replace('_', "-"));
        if let Some(text) = word(words, Lang::En, format!("{base}-desc")) {
            parameter.description = Some(Cow::Owned(text));
        }
        for lang in Lang::ALL {
            if let Some(text) = word(words, lang, format!("{base}-name")).filter(|_| lang != Lang::En) {
                set(&mut parameter.name_localizations, lang, text);
            }
            if let Some(text) = word(words, lang, format!("{base}-desc")).filter(|_| lang != Lang::En) {
                set(&mut parameter.description_localizations, lang, text);
            }
        }
        let choices = parameter.choices.to_mut();
        for (i, choice) in choices.iter_mut().enumerate() {
            let id = format!("{base}-choice-{i}");
            if let Some(text) = word(words, Lang::En, id.clone()) {
                choice.name = Cow::Owned(text);
            }
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                if let Some(text) = word(words, lang, id.clone()) {
                    set(&mut choice.localizations, lang, text);
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        localize(sub, &path, words);
    }
}

/// Every message id the commands' words use, with no arguments: for the
/// check that each exists in every language.
pub fn ids(commands: &[Command]) -> Vec<String> {
    fn walk(command: &Command, parent: &[&str], out: &mut Vec<String>) {
        let name = command.name.to_string();
        let mut path = parent.to_vec();
        path.push(&name);
        let base = id(&path);
        out.push(format!("{base}-name"));
        out.push(format!("{base}-desc"));
        for parameter in &command.parameters {
            let base = format!("{base}-opt-{}", parameter.name.replace('_', "-"));
            out.push(format!("{base}-name"));
            out.push(format!("{base}-desc"));
            out.extend((0..parameter.choices.len()).map(|i| format!("{base}-choice-{i}")));
        }
        for sub in &command.subcommands {
            walk(sub, &path, out);
        }
    }
    let mut out = Vec::new();
    for command in commands {
        walk(command, &[], &mut out);
    }
    out
}
