//! What can be checked of the Docker files without Docker (no registry is
//! reachable where Tavola is built): what the build context leaves out, by
//! Docker's own matching rules; the Dockerfile's stages, cache, user and
//! health check; the compose files' services and volumes.

use std::path::PathBuf;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace").to_path_buf()
}

fn read(name: &str) -> String {
    std::fs::read_to_string(repo().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `.dockerignore`'s patterns, in order (`!` re-includes).
fn patterns() -> Vec<(bool, String)> {
    read(".dockerignore")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.strip_prefix('!') {
            Some(rest) => (false, rest.trim_start_matches('/').to_owned()),
            None => (true, l.trim_start_matches('/').to_owned()),
        })
        .collect()
}

/// Docker's matching: a pattern matches from the context's root, segment
/// by segment; `*` and `?` within a segment; `**` any number of segments;
/// a matched folder excludes everything under it.
fn matches(pattern: &[&str], path: &[&str]) -> bool {
    match (pattern.first(), path.first()) {
        (None, _) => true,
        (Some(&"**"), _) => (0..=path.len()).any(|skip| matches(&pattern[1..], &path[skip..])),
        (Some(_), None) => false,
        (Some(p), Some(s)) => segment(p.as_bytes(), s.as_bytes()) && matches(&pattern[1..], &path[1..]),
    }
}

fn segment(pattern: &[u8], name: &[u8]) -> bool {
    match (pattern.first(), name.first()) {
        (None, None) => true,
        (Some(b'*'), _) => segment(&pattern[1..], name) || (!name.is_empty() && segment(pattern, &name[1..])),
        (Some(b'?'), Some(_)) => segment(&pattern[1..], &name[1..]),
        (Some(p), Some(n)) if p == n => segment(&pattern[1..], &name[1..]),
        _ => false,
    }
}

/// Whether `path` is left out of the build context: the last pattern
/// that matches decides.
fn excluded(path: &str) -> bool {
    let segments: Vec<&str> = path.split('/').collect();
    let mut out = false;
    for (exclude, pattern) in patterns() {
        let pattern: Vec<&str> = pattern.split('/').collect();
        if matches(&pattern, &segments) {
            out = exclude;
        }
    }
    out
}

#[test]
fn the_matching_follows_dockers_rules() {
    assert!(matches(&["**", "target"], &["bot", "target", "debug"]), "a folder's match excludes what is under it");
    assert!(matches(&["*.db"], &["tavola.db"]) && !matches(&["*.db"], &["data", "tavola.db"]), "from the root");
    assert!(matches(&["**", "*.db"], &["data", "tavola.db"]));
    assert!(!matches(&["docs"], &["bot", "docs"]));
}

#[test]
fn the_build_context_holds_the_sources_and_never_the_token_the_databases_or_the_build() {
    for secret_or_heavy in [
        ".env",
        "bot/.env",
        ".env.local",
        ".env.example",
        "target/release/tavola",
        "bot/target/debug/x",
        "target-wt/debug/x",
        "tavola.db",
        "tavola.db-wal",
        "data/backups/tavola-2026-11-28.db",
        ".git/HEAD",
        "docs/hosting.md",
    ] {
        assert!(excluded(secret_or_heavy), "{secret_or_heavy} would be in the build context");
    }
    for needed in [
        "Cargo.toml",
        "Cargo.lock",
        "bot/Cargo.toml",
        "bot/src/main.rs",
        "bot/gate/src/lib.rs",
        "bot/table/src/store/sqlite.rs",
        "bot/web/assets/app.js",
        "engine/src/lib.rs",
        "pictures/fonts/DejaVuSans.ttf",
        "data/attila/map.toml",
        "words/Cargo.toml",
    ] {
        assert!(!excluded(needed), "{needed} is left out of the build context, which needs it");
    }
}

#[test]
fn the_dockerfile_builds_with_cached_dependencies_and_runs_as_a_user_with_a_health_check() {
    let dockerfile = read("Dockerfile");
    let stages: Vec<&str> = dockerfile.lines().filter(|l| l.starts_with("FROM ")).collect();
    assert_eq!(stages.len(), 2, "a build stage and a small final one: {stages:?}");
    assert!(stages[0].ends_with(" AS build") && stages[1].contains("slim"), "{stages:?}");
    for cache in ["target=/usr/local/cargo/registry", "target=/build/target"] {
        assert!(dockerfile.contains("--mount=type=cache,") && dockerfile.contains(cache), "{cache}");
    }
    assert!(dockerfile.contains("cargo build --release --locked"), "the lock file decides the versions");
    let user = dockerfile.lines().rev().find_map(|l| l.strip_prefix("USER ")).expect("a USER line");
    assert!(!["root", "0"].contains(&user.trim()), "runs as {user}");
    let health = dockerfile.split("HEALTHCHECK").nth(1).expect("a HEALTHCHECK");
    assert!(health.contains("tavola") && health.contains("doctor") && health.contains("--quick"), "{health}");
}

/// A compose file's services (with their keys) and volumes: the YAML
/// subset compose files use, read by indentation.
fn compose(name: &str) -> (Vec<(String, Vec<String>)>, Vec<String>) {
    let text = read(name);
    let mut services: Vec<(String, Vec<String>)> = Vec::new();
    let mut volumes = Vec::new();
    let mut section = "";
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#')) {
        let indent = line.len() - line.trim_start().len();
        let key = line.trim().split(':').next().unwrap_or_default().to_owned();
        match indent {
            0 => {
                section = if line.starts_with("services:") {
                    "services"
                } else if line.starts_with("volumes:") {
                    "volumes"
                } else {
                    ""
                }
            }
            2 if section == "services" => services.push((key, Vec::new())),
            2 if section == "volumes" => volumes.push(key),
            4 if section == "services" => {
                if let Some((_, keys)) = services.last_mut() {
                    keys.push(key);
                }
            }
            _ => {}
        }
    }
    (services, volumes)
}

#[test]
fn compose_runs_sqlite_by_default_and_postgres_with_two_processes_sharing_a_rate_limit() {
    let (services, volumes) = compose("compose.yaml");
    let names: Vec<&str> = services.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["bot"], "one bot process on SQLite");
    assert!(services[0].1.iter().any(|k| k == "build") && services[0].1.iter().any(|k| k == "volumes"));
    assert!(read("compose.yaml").contains("tavola-data:/data") && volumes == ["tavola-data"]);

    let (services, volumes) = compose("compose.postgres.yaml");
    let names: Vec<&str> = services.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["db", "bot-a", "bot-b", "migrate"]);
    assert_eq!(volumes, ["tavola-pg", "tavola-data"]);
    let text = read("compose.postgres.yaml");
    assert!(
        text.contains("TAVOLA_RATE_LIMIT_ADDR: 0.0.0.0:7070")
            && text.contains("TAVOLA_RATE_LIMIT_URL: http://bot-a:7070")
    );
    assert!(text.contains("TAVOLA_SHARDS: \"0\"") && text.contains("TAVOLA_SHARDS: \"1\""), "one shard each");
    let db = services.iter().find(|(n, _)| n == "db").map(|(_, keys)| keys).expect("a db service");
    assert!(
        db.iter().any(|k| k == "command") && text.contains("\"-c\", \"shared_buffers="),
        "the database sized for the store (docs/hosting.md)"
    );
}
