//! The shape of the code, checked: each crate uses only the crates below
//! it (docs/architecture.md), and every document the code cites is in the
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

/// The `tavola-*` crates and the Discord crates a crate's manifest depends on
/// (dependencies, not dev-dependencies).
fn dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).expect("a manifest reads");
    let mut deps = Vec::new();
    let mut in_deps = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]" || (line.starts_with("[target.") && line.ends_with(".dependencies]"));
            continue;
        }
        let name = line.split(['=', ' ', '.']).next().unwrap_or_default();
        if in_deps
            && (name.starts_with("tavola-") || ["serenity", "poise", "rusqlite", "tokio-postgres"].contains(&name))
        {
            deps.push(name.to_owned());
        }
    }
    deps.sort();
    deps
}

/// Cargo holds the layers: each crate may use only the crates listed here
/// (docs/architecture.md draws the same graph). The table never names
/// Discord; the Discord adapter never names the database crates.
#[test]
fn each_crate_uses_only_the_crates_below_it() {
    let root = repo();
    let allowed: &[(&str, &[&str])] = &[
        ("engine", &[]),
        ("words", &["tavola-engine"]),
        ("pictures", &["tavola-engine", "tavola-words"]),
        ("bot/table", &["rusqlite", "tavola-engine", "tavola-words", "tokio-postgres"]),
        (
            "bot/discord",
            &["poise", "serenity", "tavola-engine", "tavola-gate", "tavola-pictures", "tavola-table", "tavola-words"],
        ),
        ("bot/web", &["tavola-engine", "tavola-pictures", "tavola-table", "tavola-words"]),
        // The binary's doctor asks Discord's REST API itself (bot/src/doctor.rs).
        (
            "bot",
            &[
                "serenity",
                "tavola-discord",
                "tavola-engine",
                "tavola-pictures",
                "tavola-table",
                "tavola-web",
                "tavola-words",
            ],
        ),
        ("bot/double", &[]),
        // Discord's rate limit knows HTTP, not the bot.
        ("bot/gate", &[]),
    ];
    for (folder, expected) in allowed {
        let found = dependencies(&root.join(folder).join("Cargo.toml"));
        assert_eq!(found, *expected, "{folder}/Cargo.toml depends on other crates than its layer may use");
    }
}

/// The renderers read the table's and the engine's types, never the store's.
#[test]
fn the_renderers_never_name_the_store() {
    let mut sources = Vec::new();
    files(&repo().join("bot/discord/src/render"), &[".rs"], &mut sources);
    assert!(!sources.is_empty(), "bot/discord/src/render has Rust files");
    let mut found = Vec::new();
    for file in sources {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for (i, line) in text.lines().enumerate() {
            if line.split("//").next().unwrap_or_default().contains("store::") {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "render/ names the store:\n{}", found.join("\n"));
}

/// The web pages read only what the table hands a page (`front/pages.rs`:
/// public records, public logs, the game for its public view): never the
/// store, never a whole session or its log, never a view but the public one.
#[test]
fn the_web_reads_only_the_pages_queries_and_public_views() {
    let mut sources = Vec::new();
    files(&repo().join("bot/web/src"), &[".rs"], &mut sources);
    assert!(!sources.is_empty(), "bot/web/src has Rust files");
    let banned = [
        "store::",
        "table.get(",
        "table.with_log(",
        "table.publish_view(",
        "table.replay_at(",
        "table.since_last_move(",
        "table.look(",
        "table.hint(",
        "table.finished(",
        "Viewer::Seat",
        "Viewer::Player",
        ".seed",
        ".snapshot",
        ".legal(",
    ];
    let mut found = Vec::new();
    for file in sources {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if let Some(word) = banned.iter().find(|b| code.contains(*b)) {
                found.push(format!("{}:{}: {word}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "the web reads more than a page may:\n{}", found.join("\n"));
}

/// Every document (a `.md` name) the code, the data or the scripts cite exists in the
/// repository: under `docs/` (in any folder when named alone), or the
/// top-level README. The Italian
/// rulebooks are not shipped (docs/rules.md says where to get them), so
/// the code names them without a `.md`.
#[test]
fn every_document_the_code_cites_is_in_the_repository() {
    let root = repo();
    let mut sources = Vec::new();
    for dir in ["bot", "engine", "pictures", "words", "data"] {
        files(&root.join(dir), &[".rs", ".toml", ".ftl", ".py", ".sh"], &mut sources);
    }
    let mut pages = Vec::new();
    files(&root.join("docs"), &[".md"], &mut pages);
    let mut missing = Vec::new();
    for file in sources {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for (i, line) in text.lines().enumerate() {
            for cited in cited_documents(line) {
                // A page named without its folder (`table.md`) is found
                // wherever it lies under docs/.
                let found = if cited.starts_with("docs/") {
                    root.join(&cited).is_file()
                } else {
                    cited == "README.md" || pages.iter().any(|p| p.ends_with(&cited))
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

/// The backticked words of a document (`like_this`), each as written.
fn backticked(text: &str) -> Vec<String> {
    text.split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Every file or folder path the documents name (in backticks, starting
/// at a top-level folder of the repository) exists, at the top or under
/// `data/` (a replacement file's path is relative to the data folder).
#[test]
fn every_path_the_documents_name_exists() {
    let root = repo();
    let mut documents = vec![root.join("README.md")];
    files(&root.join("docs"), &[".md"], &mut documents);
    let tops = ["bot/", "engine/", "pictures/", "words/", "data/", "docs/", "scripts/", ".ci/"];
    let mut missing = Vec::new();
    for document in documents {
        let text = std::fs::read_to_string(&document).expect("a document reads");
        for word in backticked(&text) {
            let path = word.split(['#', ':']).next().unwrap_or_default().trim_end_matches(['.', ',', ';']);
            let placeholder = path.contains(['<', '>', '*', '{', '}', '$', ' ']);
            if !tops.iter().any(|t| path.starts_with(t)) || placeholder {
                continue;
            }
            if !root.join(path).exists() && !root.join("data").join(path).exists() {
                missing.push(format!("{}: {path}", document.display()));
            }
        }
    }
    assert!(missing.is_empty(), "paths named in the documents but not in the repository:\n{}", missing.join("\n"));
}

/// Every function the architecture names (`Type::function`) is defined
/// somewhere in the code: the document follows the code when it moves.
#[test]
fn every_function_the_architecture_names_exists() {
    let root = repo();
    let text = std::fs::read_to_string(root.join("docs/architecture.md")).expect("the architecture reads");
    let mut sources = Vec::new();
    for dir in ["bot", "engine", "pictures", "words"] {
        files(&root.join(dir), &[".rs"], &mut sources);
    }
    let code: String = sources.iter().map(|f| std::fs::read_to_string(f).expect("a source file reads")).collect();
    let mut missing = Vec::new();
    // `tavola::trips` and the like are log targets, not code.
    for word in backticked(&text).into_iter().filter(|w| !w.starts_with("tavola::")) {
        let Some((_, function)) = word.split('(').next().unwrap_or_default().rsplit_once("::") else { continue };
        let is_function = function.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && function.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if is_function && !code.contains(&format!("fn {function}(")) && !code.contains(&format!("fn {function}<")) {
            missing.push(word);
        }
    }
    assert!(
        missing.is_empty(),
        "functions the architecture names but the code does not define:\n{}",
        missing.join("\n")
    );
}

/// The store is the table's: the Discord adapter reaches sessions, settings
/// and languages only through `Table` (Cargo holds the database crates out;
/// this holds out the store's own types, public for the binary's tools).
#[test]
fn the_discord_adapter_names_no_store_type() {
    let mut sources = Vec::new();
    files(&repo().join("bot/discord/src"), &[".rs"], &mut sources);
    let mut found = Vec::new();
    for file in sources {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            let names_store =
                ["tavola_table::store", "SqliteStore", "PgStore", "dyn Store"].iter().any(|n| code.contains(n));
            if names_store {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "the Discord adapter names the store:\n{}", found.join("\n"));
}
