//! The shape of the code, checked: the bot's layers only look down
//! (docs/architecture.md), and every document the code cites is in the
//! repository.

use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the bot sits in the workspace").to_path_buf()
}

/// Every file under `dir` whose name ends with one of `exts`.
fn files(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                files(&path, exts, out);
            }
        } else if exts.iter().any(|e| name.ends_with(e)) {
            out.push(path);
        }
    }
}

/// The lines of the Rust files under `bot/src/<layer>` that name any of `names`.
fn naming(layer: &str, names: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    let mut sources = Vec::new();
    files(&repo().join("bot/src").join(layer), &[".rs"], &mut sources);
    assert!(!sources.is_empty(), "bot/src/{layer} has Rust files");
    for file in sources {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if names.iter().any(|n| code.contains(n)) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_table_knows_nothing_of_discord() {
    let found = naming("table", &["serenity", "poise", "crate::discord", "crate::commands", "crate::components"]);
    assert!(found.is_empty(), "table/ must not name Discord or the layers above it:\n{}", found.join("\n"));
}

#[test]
fn the_renderers_never_name_the_store() {
    let found = naming("render", &["crate::store", "store::"]);
    assert!(
        found.is_empty(),
        "render/ reads the table's and the engine's types, never the store's:\n{}",
        found.join("\n")
    );
}

#[test]
fn discord_never_names_the_commands() {
    let found = naming("discord", &["crate::commands"]);
    assert!(found.is_empty(), "discord/ must not name commands/ (commands look down on it):\n{}", found.join("\n"));
}

/// Every document (a `.md` name) the code, the data or the scripts cite exists in the
/// repository: under `docs/`, or the top-level README. The Italian
/// rulebooks are not shipped (docs/rules.md says where to get them), so
/// the code names them without a `.md`.
#[test]
fn every_document_the_code_cites_is_in_the_repository() {
    let root = repo();
    let mut sources = Vec::new();
    for dir in ["bot", "engine", "pictures", "words", "data"] {
        files(&root.join(dir), &[".rs", ".toml", ".ftl", ".py", ".sh"], &mut sources);
    }
    let mut missing = Vec::new();
    for file in sources {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for (i, line) in text.lines().enumerate() {
            for cited in cited_documents(line) {
                let name = cited.rsplit('/').next().unwrap_or(&cited);
                let found = if cited.starts_with("docs/") {
                    root.join(&cited).is_file()
                } else {
                    name == "README.md" || root.join("docs").join(name).is_file()
                };
                if !found {
                    missing.push(format!("{}:{}: {cited}", file.display(), i + 1));
                }
            }
        }
    }
    assert!(missing.is_empty(), "documents cited but not in the repository:\n{}", missing.join("\n"));
}

/// The `*.md` paths a line names.
fn cited_documents(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find(".md") {
        let (before, after) = rest.split_at(at);
        let boundary = after[3..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        let start =
            before.rfind(|c: char| !(c.is_alphanumeric() || matches!(c, '/' | '.' | '-' | '_'))).map_or(0, |i| i + 1);
        let name = &before[start..];
        if boundary && !name.is_empty() && !name.ends_with('/') {
            out.push(format!("{name}.{}", "md"));
        }
        rest = &after[3..];
    }
    out
}

#[test]
fn cited_documents_are_found_in_a_line() {
    assert_eq!(cited_documents("see docs/conventions.md §4, and README.md."), ["docs/conventions.md", "README.md"]);
    assert_eq!(cited_documents("an .mdx file, or x.mdown"), Vec::<String>::new());
}
