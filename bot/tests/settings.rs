//! Settings in one place: the settings `config.rs` knows
//! ([`tavola_discord::config::SETTINGS`]) are the ones `.env.example` and the
//! hosting guide's settings table (`docs/hosting.md`) list, with the same
//! defaults; and no file of the bot but `config.rs` reads the environment.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use tavola_discord::config::SETTINGS;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the bot sits in the workspace").to_path_buf()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Names missing from a listing, and names it has that are no setting.
fn differences(listed: &BTreeSet<String>) -> (Vec<&'static str>, Vec<String>) {
    let known: BTreeSet<&str> = SETTINGS.iter().map(|s| s.name).collect();
    let missing = known.iter().filter(|n| !listed.contains(**n)).copied().collect();
    let extra = listed.iter().filter(|n| !known.contains(n.as_str())).cloned().collect();
    (missing, extra)
}

/// `.env.example`'s settings: `NAME=default` lines, commented out but for
/// the token, up to the section for the tests.
fn env_example() -> Vec<(String, String)> {
    let text = read(&workspace().join(".env.example"));
    let settings = text.split("# For the tests, not the bot").next().unwrap_or_default();
    settings
        .lines()
        .filter_map(|line| {
            let line = line.strip_prefix("# ").unwrap_or(line);
            let (name, value) = line.split_once('=')?;
            let is_name = !name.is_empty() && name.chars().all(|c| c.is_ascii_uppercase() || c == '_');
            is_name.then(|| (name.to_owned(), value.to_owned()))
        })
        .collect()
}

/// The hosting guide's settings table: `(variable, default)` of each row.
fn hosting_table() -> Vec<(String, String)> {
    let text = read(&workspace().join("docs/hosting.md"));
    let section = text.split("\n## Settings\n").nth(1).expect("docs/hosting.md has a Settings section");
    let section = section.split("\n## ").next().unwrap_or_default();
    section
        .lines()
        .filter_map(|row| {
            let cells: Vec<&str> = row.strip_prefix("| `")?.splitn(3, " | ").collect();
            Some((cells[0].strip_suffix('`')?.to_owned(), cells.get(1)?.to_string()))
        })
        .collect()
}

#[test]
fn env_example_lists_every_setting_with_its_default() {
    let listed = env_example();
    let (missing, extra) = differences(&listed.iter().map(|(name, _)| name.clone()).collect());
    assert!(missing.is_empty() && extra.is_empty(), ".env.example misses {missing:?}; lists unknown {extra:?}");
    for setting in SETTINGS {
        let values: Vec<&str> = listed.iter().filter(|(n, _)| n == setting.name).map(|(_, v)| v.as_str()).collect();
        assert_eq!(values, [setting.default], "{} in .env.example: once, with its default", setting.name);
    }
}

#[test]
fn the_hosting_guide_lists_every_setting_with_its_default() {
    let rows = hosting_table();
    let (missing, extra) = differences(&rows.iter().map(|(name, _)| name.clone()).collect());
    assert!(
        missing.is_empty() && extra.is_empty(),
        "the hosting guide's table misses {missing:?}; lists unknown {extra:?}"
    );
    for setting in SETTINGS.iter().filter(|s| !s.default.is_empty()) {
        let row = rows.iter().find(|(n, _)| n == setting.name).map(|(_, d)| d.as_str());
        assert_eq!(
            row,
            Some(format!("`{}`", setting.default).as_str()),
            "{}'s default in the hosting guide",
            setting.name
        );
    }
}

#[test]
fn every_setting_is_documented_once() {
    let mut seen = BTreeSet::new();
    for setting in SETTINGS {
        assert!(seen.insert(setting.name), "{} is listed twice", setting.name);
        assert!(!setting.doc.is_empty() && !setting.doc.contains('\n'), "{}: one line of doc", setting.name);
    }
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Where the environment is read in the bot's own code: `std::env::var`,
/// `var_os` and the like, and tracing's `from_default_env` (`RUST_LOG`).
/// Tests are not the bot: whole test files (`tests.rs`, `*_tests.rs`) and a
/// file's `#[cfg(test)] mod tests` are skipped, where a test reads its own
/// switches (`TAVOLA_REQUIRE_POSTGRES`); such a module comes last in its
/// file (clippy's `items_after_test_module`), so the rest of it is cut.
#[test]
fn only_config_reads_the_environment() {
    // `config.rs` reads the settings. `postgres/local.rs` starts a
    // throwaway PostgreSQL server for the tests and benchmarks, never for
    // the bot, and finds its binaries with `TAVOLA_PG_BIN`, a test switch.
    let allowed = [("discord/src/config.rs", None), ("table/src/store/postgres/local.rs", Some("TAVOLA_PG_BIN"))];
    let bot = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for crate_src in ["src", "discord/src", "table/src"] {
        sources(&bot.join(crate_src), &mut files);
    }
    let mut readers = Vec::new();
    for file in files {
        let name = file.strip_prefix(bot).expect("under bot/").to_string_lossy().replace('\\', "/");
        if name.ends_with("/tests.rs") || name.ends_with("_tests.rs") {
            continue;
        }
        let text = read(&file);
        let code = text.split("\n#[cfg(test)]\nmod tests").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let reads = ["env::var", "var_os(", "from_default_env"].iter().any(|p| line.contains(p));
            let exempt = allowed.iter().any(|(f, var)| *f == name && var.is_none_or(|v| line.contains(v)));
            if reads && !exempt && !line.trim_start().starts_with("//") {
                readers.push(format!("{name}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(readers.is_empty(), "only config.rs reads settings; these read the environment:\n{}", readers.join("\n"));
}
