//! Documents that cannot drift: README.md and every page under `docs/`
//! name only what exists. A slash command, a subcommand or an option the
//! bot does not register, a `tavola` command or flag the binary does not
//! take, a setting or switch nothing reads, a link to a missing page or
//! heading, or a missing picture fails here; so does a picture over 150 KB,
//! one no list in `docs/img/*.list` can draw again, and a README past its
//! 250 lines. (Paths in backticks are checked by `layers.rs`, the settings
//! table by `settings.rs`.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use tavola_discord::commands;
use tavola_discord::config::{load_words, SETTINGS};

const README_LINES: usize = 250;

/// Discord API routes the pages name (`/gateway/bot`, `/channels/{id}`):
/// paths, not slash commands.
const API_ROUTES: [&str; 7] = ["gateway", "channels", "interactions", "applications", "users", "webhooks", "guilds"];
const PICTURE_BYTES: u64 = 150 * 1024;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the bot sits in the workspace").to_path_buf()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() && name != "target" && !name.starts_with('.') {
            files(&path, ext, out);
        } else if name.ends_with(ext) {
            out.push(path);
        }
    }
}

/// README.md and every page under `docs/`, with their text.
fn documents() -> Vec<(PathBuf, String)> {
    let root = repo();
    let mut paths = vec![root.join("README.md")];
    files(&root.join("docs"), ".md", &mut paths);
    paths.into_iter().map(|p| (p.clone(), read(&p))).collect()
}

fn shown(path: &Path) -> String {
    path.strip_prefix(repo()).unwrap_or(path).display().to_string()
}

/// The text of a document outside its fenced code blocks, and the code
/// blocks' lines.
fn prose_and_code(text: &str) -> (String, Vec<String>) {
    let (mut prose, mut code, mut fenced) = (String::new(), Vec::new(), false);
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if fenced {
            code.push(line.to_owned());
        } else {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    (prose, code)
}

/// The backticked spans of a text (`like this`).
fn backticked(prose: &str) -> Vec<String> {
    prose.split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Every span a command may be written in: backticked spans and code lines.
fn spans(text: &str) -> Vec<String> {
    let (prose, code) = prose_and_code(text);
    let mut out = backticked(&prose);
    out.extend(code);
    out
}

// ---- links, anchors and pictures ------------------------------------------

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces
/// as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> BTreeSet<String> {
    let (prose, _) = prose_and_code(text);
    prose.lines().filter_map(|l| l.strip_prefix('#')).map(|h| anchor(h.trim_start_matches('#'))).collect()
}

/// The targets of a text's Markdown links and images (`](target)`) and
/// HTML images (`src="target"`).
fn targets(text: &str) -> Vec<String> {
    let (prose, _) = prose_and_code(text);
    let mut out = Vec::new();
    for part in prose.split("](").skip(1) {
        if let Some(end) = part.find(')') {
            out.push(part[..end].split_whitespace().next().unwrap_or_default().to_owned());
        }
    }
    for part in prose.split("src=\"").skip(1) {
        if let Some(end) = part.find('"') {
            out.push(part[..end].to_owned());
        }
    }
    out
}

fn is_picture(target: &str) -> bool {
    [".png", ".svg", ".jpg", ".gif"].iter().any(|e| target.ends_with(e))
}

#[test]
fn every_link_names_a_page_and_a_heading_that_exist() {
    let documents = documents();
    let headings: BTreeMap<PathBuf, BTreeSet<String>> =
        documents.iter().map(|(p, t)| (p.canonicalize().expect("a document"), anchors(t))).collect();
    let mut broken = Vec::new();
    for (path, text) in &documents {
        for target in targets(text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = target.split_once('#').unwrap_or((&target, ""));
            let page = if file.is_empty() { path.clone() } else { path.parent().expect("a folder").join(file) };
            let Ok(page) = page.canonicalize() else {
                broken.push(format!("{}: {target}: no such file", shown(path)));
                continue;
            };
            if !fragment.is_empty() && headings.get(&page).is_some_and(|h| !h.contains(fragment)) {
                broken.push(format!("{}: {target}: no such heading", shown(path)));
            }
        }
    }
    assert!(broken.is_empty(), "links to nothing:\n{}", broken.join("\n"));
}

#[test]
fn every_picture_a_page_shows_exists_is_small_and_can_be_drawn_again() {
    let root = repo();
    let mut problems = Vec::new();
    for (path, text) in documents() {
        for target in targets(&text).into_iter().filter(|t| is_picture(t) && !t.contains("://")) {
            let file = path.parent().expect("a folder").join(&target);
            match std::fs::metadata(&file) {
                Err(_) => problems.push(format!("{}: {target} is missing", shown(&path))),
                Ok(m) if m.len() > PICTURE_BYTES => {
                    problems.push(format!("{}: {target} is {} KB, over 150 KB", shown(&path), m.len() / 1024))
                }
                Ok(_) => {}
            }
        }
    }
    // Every picture in docs/img is one a list draws, and every list's
    // picture is there.
    let img = root.join("docs/img");
    let mut lists = Vec::new();
    files(&img, ".list", &mut lists);
    let mut drawn = BTreeSet::new();
    for list in &lists {
        for line in read(list).lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let mut words = line.split_whitespace();
            let (kind, out) = (words.next().unwrap_or_default(), words.next().unwrap_or_default());
            if !["board", "details", "screen", "web"].contains(&kind) {
                problems.push(format!("{}: unknown kind in {line:?}", shown(list)));
            }
            drawn.insert(out.to_owned());
            if !img.join(out).is_file() {
                problems.push(format!("{}: {out} is listed but not drawn (scripts/docs-pictures)", shown(list)));
            }
        }
    }
    let mut pictures = Vec::new();
    files(&img, ".png", &mut pictures);
    files(&img, ".jpg", &mut pictures);
    for picture in pictures {
        let name = picture.file_name().expect("a name").to_string_lossy().into_owned();
        if !drawn.contains(&name) {
            problems.push(format!("docs/img/{name}: no docs/img/*.list draws it"));
        }
    }
    assert!(problems.is_empty(), "pictures:\n{}", problems.join("\n"));
}

#[test]
fn the_readme_is_a_front_door() {
    let lines = read(&repo().join("README.md")).lines().count();
    assert!(lines <= README_LINES, "README.md has {lines} lines; the guides under docs/ hold the rest");
}

// ---- settings and switches -------------------------------------------------

/// The `TAVOLA_*` and `DISCORD_*` names a text mentions.
fn variables(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for prefix in ["TAVOLA_", "DISCORD_"] {
        for (at, _) in text.match_indices(prefix) {
            let boundary = text[..at].chars().next_back().is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'));
            let name: String =
                text[at..].chars().take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_').collect();
            // `TAVOLA_BENCH_*` names a family, not a variable.
            if boundary && !name.ends_with('_') {
                out.insert(name);
            }
        }
    }
    out
}

#[test]
fn every_setting_or_switch_the_documents_name_is_read_somewhere() {
    let root = repo();
    let mut sources = Vec::new();
    for dir in ["bot", "engine", "pictures", "words"] {
        files(&root.join(dir), ".rs", &mut sources);
    }
    let code: String = sources.iter().map(|f| read(f)).collect::<Vec<_>>().join("\n");
    // The scripts read theirs as shell variables.
    let mut scripts = Vec::new();
    files(&root.join("scripts"), "", &mut scripts);
    files(&root.join(".ci"), "", &mut scripts);
    let scripts: String = scripts.iter().map(|f| read(f)).collect::<Vec<_>>().join("\n");
    let known: BTreeSet<&str> = SETTINGS.iter().map(|s| s.name).collect();
    let mut unknown = Vec::new();
    for (path, text) in documents() {
        for name in variables(&text) {
            let read = code.contains(&format!("\"{name}\"")) || scripts.contains(&format!("${{{name}"));
            if !known.contains(name.as_str()) && !read {
                unknown.push(format!("{}: {name}", shown(&path)));
            }
        }
    }
    assert!(unknown.is_empty(), "settings or switches no code reads:\n{}", unknown.join("\n"));
}

#[test]
fn variables_are_found_whole() {
    let names = variables("set `TAVOLA_DATABASE` and XTAVOLA_NO, `TAVOLA_BENCH_*`, DISCORD_TOKEN.");
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["DISCORD_TOKEN", "TAVOLA_DATABASE"]);
}

// ---- the binary's commands -------------------------------------------------

fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_tavola"))
        .args(args)
        .arg("--help")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("tavola runs");
    assert!(out.status.success(), "tavola {args:?} --help: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The subcommands `tavola --help` lists.
fn subcommands() -> BTreeSet<String> {
    let text = help(&[]);
    let list = text.split("Commands:").nth(1).expect("tavola --help lists its commands");
    let list = list.split("\n\n").next().unwrap_or_default();
    list.lines().filter_map(|l| l.split_whitespace().next()).map(str::to_owned).collect()
}

/// `tavola SUB --flag ...` in a span: the subcommand and the flags after it.
fn binary_uses(span: &str) -> Vec<(String, Vec<String>)> {
    let words: Vec<&str> = span.split_whitespace().collect();
    let mut out = Vec::new();
    for (i, word) in words.iter().enumerate() {
        if *word != "tavola" {
            continue;
        }
        let mut rest = words[i + 1..].iter().copied().skip_while(|w| *w == "--");
        let Some(sub) = rest.next() else { continue };
        if !sub.chars().all(|c| c.is_ascii_lowercase() || c == '-') || sub.starts_with('-') {
            continue;
        }
        let flags = rest
            .take_while(|w| *w != "tavola" && !matches!(*w, "|" | "&&" | ";" | "#"))
            .filter_map(|w| w.trim_start_matches(['[', '(']).strip_prefix("--"))
            .map(|f| f.split(['=', ']', ')', ',', '`']).next().unwrap_or_default().to_owned())
            .filter(|f| !f.is_empty())
            .collect();
        out.push((sub.to_owned(), flags));
    }
    out
}

#[test]
fn every_tavola_command_and_flag_the_documents_name_exists() {
    let subcommands = subcommands();
    let mut helps: BTreeMap<String, String> = BTreeMap::new();
    let mut unknown = Vec::new();
    for (path, text) in documents() {
        for span in spans(&text) {
            for (sub, flags) in binary_uses(&span) {
                if !subcommands.contains(&sub) {
                    unknown.push(format!("{}: tavola {sub}", shown(&path)));
                    continue;
                }
                let help = helps.entry(sub.clone()).or_insert_with(|| help(&[&sub]));
                for flag in flags.iter().filter(|f| !help.contains(&format!("--{f}"))) {
                    unknown.push(format!("{}: tavola {sub} --{flag}", shown(&path)));
                }
            }
        }
    }
    assert!(unknown.is_empty(), "commands or flags the binary does not take:\n{}", unknown.join("\n"));
}

#[test]
fn binary_uses_are_read_from_a_span() {
    let uses = binary_uses("cargo run --release --locked --bin tavola -- arena --game G [--jobs J] | head");
    assert_eq!(uses, [("arena".to_owned(), vec!["game".to_owned(), "jobs".to_owned()])]);
    assert!(binary_uses("tavola-table and tavola.db").is_empty());
}

// ---- slash commands ----------------------------------------------------------

/// A registered command's names (English and localized), its subcommands'
/// and its options'.
#[derive(Default)]
struct Slash {
    options: BTreeSet<String>,
    subcommands: BTreeMap<String, Slash>,
}

fn names(name: &str, localized: &[(std::borrow::Cow<'static, str>, std::borrow::Cow<'static, str>)]) -> Vec<String> {
    std::iter::once(name.to_owned()).chain(localized.iter().map(|(_, n)| n.to_string())).collect()
}

fn slash(command: &poise::Command<tavola_discord::context::Data, tavola_discord::context::Error>) -> Slash {
    let mut out = Slash::default();
    for parameter in &command.parameters {
        out.options.extend(names(&parameter.name, &parameter.name_localizations));
    }
    for sub in &command.subcommands {
        for name in names(&sub.name, &sub.name_localizations) {
            out.subcommands.insert(name, slash(sub));
        }
    }
    out
}

fn registered() -> BTreeMap<String, Slash> {
    let words = load_words(None).expect("the embedded words load");
    let mut out = BTreeMap::new();
    for command in commands::localized(commands::all(), &words) {
        for name in names(&command.name, &command.name_localizations) {
            out.insert(name, slash(&command));
        }
    }
    out
}

/// What a span names when it starts like a slash command (`/game new
/// game:junk`): the words, then the `option:` names. A path (`/data/x`,
/// `/usr/local`) is not a command.
fn slash_use(span: &str) -> Option<(Vec<String>, Vec<String>)> {
    let rest = span.strip_prefix('/')?;
    let first = rest.split_whitespace().next()?;
    if first.is_empty() || !first.chars().all(|c| c.is_alphabetic() || c == '_') || API_ROUTES.contains(&first) {
        return None;
    }
    let mut words = vec![first.to_owned()];
    let mut options = Vec::new();
    for word in rest.split_whitespace().skip(1) {
        if let Some((name, _)) = word.trim_start_matches('[').split_once(':') {
            options.push(name.to_owned());
        } else if words.len() == 1 && word.chars().all(|c| c.is_alphabetic() || c == '_') {
            words.push(word.to_owned());
        }
    }
    Some((words, options))
}

#[test]
fn every_slash_command_subcommand_and_option_the_documents_name_exists() {
    let registered = registered();
    let mut unknown = Vec::new();
    for (path, text) in documents() {
        let (prose, _) = prose_and_code(&text);
        for span in backticked(&prose) {
            let Some((words, options)) = slash_use(&span) else { continue };
            let Some(command) = registered.get(&words[0]) else {
                unknown.push(format!("{}: `{span}`: no command /{}", shown(&path), words[0]));
                continue;
            };
            let command = match words.get(1) {
                Some(sub) if !command.subcommands.is_empty() => match command.subcommands.get(sub) {
                    Some(sub) => sub,
                    None => {
                        unknown.push(format!("{}: `{span}`: /{} has no {sub}", shown(&path), words[0]));
                        continue;
                    }
                },
                _ => command,
            };
            for option in options.iter().filter(|o| !command.options.contains(*o)) {
                unknown.push(format!("{}: `{span}`: no option {option}", shown(&path)));
            }
        }
    }
    assert!(unknown.is_empty(), "slash commands the bot does not register:\n{}", unknown.join("\n"));
}

#[test]
fn slash_uses_are_read_from_a_span() {
    assert_eq!(
        slash_use("/admin timer length:12h [policy:wait]"),
        Some((vec!["admin".into(), "timer".into()], vec!["length".into(), "policy".into()]))
    );
    assert_eq!(slash_use("/data/tavola.db"), None);
    assert_eq!(slash_use("/gateway"), None);
    assert_eq!(slash_use("not a command"), None);
}
