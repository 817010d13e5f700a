//! The log as a host reads it: `tavola run` against the Discord double,
//! its stderr a pipe as under journald or `docker logs`, while a user asks
//! `/help` and the bot then stops on SIGTERM. A pipe gets no colour codes;
//! `TAVOLA_LOG_FORMAT=json` writes one JSON object a line with its level
//! and message; a format the bot does not know stops it at start, naming
//! the setting and the formats it knows; and the token is in no line, even
//! with every crate logging at `trace`.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use tavola_double::{Double, Slash};
use tokio::io::AsyncReadExt;

/// Shaped like a bot token (id, timestamp, secret), and found nowhere else.
const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GlOgTs.t4v0la-l0gs-s3cr3t-n0t-t0-b3-l0gg3d";

/// The token's secret part: not even a piece of the token may show.
const SECRET: &str = "t4v0la-l0gs-s3cr3t";

/// A folder of the test's own: its SQLite file, and no `.env` (the bot
/// reads one from its working folder and those above it).
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-logs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp folder");
    dir
}

/// `tavola run` with the token, its database in `dir` and `env` besides.
/// Settings from the test's own environment that change the log are
/// removed first.
fn tavola(dir: &std::path::Path, env: &[(&str, &str)]) -> tokio::process::Command {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_tavola"));
    command
        .arg("run")
        .current_dir(dir)
        .env_remove("TAVOLA_LOG_FORMAT")
        .env_remove("NO_COLOR")
        .env("DISCORD_TOKEN", TOKEN)
        .env("TAVOLA_DATABASE", dir.join("tavola.db"))
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    command
}

/// Everything a bot writes to its piped stderr from its start, through
/// its connection, the commands' registration and a user's `/help`, to
/// its stop on SIGTERM.
async fn a_run(name: &str, env: &[(&str, &str)]) -> String {
    let dir = folder(name);
    let discord = Double::start().await.expect("the double starts");
    discord.set_wait_timeout(Duration::from_secs(30));
    let guild = discord.add_guild("Tavola logs");
    let channel = discord.add_channel(guild, "games");
    let user = discord.add_user("reader");
    discord.add_member(guild, user);

    let mut child = tavola(&dir, env).env("DISCORD_API_BASE", discord.api_base()).spawn().expect("tavola starts");
    // Read as it comes, so that a chatty bot never blocks on a full pipe.
    let mut stderr = child.stderr.take().expect("a piped stderr");
    let log = tokio::spawn(async move {
        let mut bytes = Vec::new();
        stderr.read_to_end(&mut bytes).await.expect("the bot's stderr");
        bytes
    });

    discord.wait_for("the bot to connect", |d| d.is_connected().then_some(())).await.expect("connected");
    discord.wait_for_commands().await.expect("commands registered");
    let help = discord.slash(user, channel, Slash::new("help")).expect("/help is a command");
    discord.wait_for_response(help).await.expect("/help is answered");

    let pid = child.id().expect("the bot runs").to_string();
    let sent = std::process::Command::new("kill").args(["-TERM", &pid]).status();
    assert!(sent.is_ok_and(|s| s.success()), "kill -TERM {pid}");
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait()).await;
    assert!(status.is_ok_and(|s| s.is_ok_and(|s| s.success())), "the bot stops cleanly on SIGTERM");
    let bytes = log.await.expect("the reader ends with the bot");
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(bytes).expect("the log is UTF-8")
}

/// What every log must satisfy, whatever its format.
fn says_what_happened_and_keeps_the_secret(log: &str) {
    for said in ["starting the bot", "slash commands registered", "stopped"] {
        assert!(log.contains(said), "the log says {said:?}:\n{}", tail(log));
    }
    assert!(!log.contains('\x1b'), "no escape code reaches a pipe:\n{}", tail(log));
    assert!(!log.contains(TOKEN) && !log.contains(SECRET), "the token is in the log");
}

/// The end of a long log, for a failure's message.
fn tail(log: &str) -> String {
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(40)..].join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_piped_log_is_plain_text_by_default() {
    let log = a_run("text", &[("RUST_LOG", "trace")]).await;
    says_what_happened_and_keeps_the_secret(&log);
    let start = log.lines().find(|l| l.contains("starting the bot")).expect("the start's line");
    assert!(start.contains(" INFO ") && start.contains("tavola:"), "level and target, plainly: {start}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_json_log_is_one_object_a_line_with_level_and_message() {
    let log = a_run("json", &[("RUST_LOG", "trace"), ("TAVOLA_LOG_FORMAT", "json")]).await;
    says_what_happened_and_keeps_the_secret(&log);
    for line in log.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        let level = value.get("level").and_then(|l| l.as_str());
        assert!(matches!(level, Some("TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR")), "an object with a level: {line}");
        assert!(value.get("message").is_some_and(|m| m.is_string()), "a message: {line}");
        assert!(value.get("timestamp").is_some_and(|t| t.is_string()), "a timestamp: {line}");
    }
    // What happened while `/help` was answered names its interaction.
    let inside: Vec<serde_json::Value> = log
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["spans"].as_array().is_some_and(|s| s.iter().any(|s| s["name"] == "interaction")))
        .collect();
    assert!(!inside.is_empty(), "lines logged while /help was answered:\n{}", tail(&log));
    for line in &inside {
        let span =
            line["spans"].as_array().and_then(|s| s.iter().find(|s| s["name"] == "interaction")).expect("a span");
        assert!(span["interaction"].is_string() && span["channel"].is_string(), "ids: {line}");
        assert_eq!(span["command"], "help", "{line}");
    }
    let start = log.lines().find(|l| l.contains("starting the bot")).expect("the start's line");
    let start: serde_json::Value = serde_json::from_str(start).expect("JSON");
    assert_eq!((&start["level"], &start["message"]), (&"INFO".into(), &"starting the bot".into()), "{start}");
    assert!(start["database"].as_str().is_some_and(|d| d.ends_with("tavola.db")), "its fields beside: {start}");
}

#[tokio::test]
async fn a_log_format_the_bot_does_not_know_stops_it_naming_the_setting() {
    let dir = folder("bad");
    // Nothing listens on port 9: were the bot to start, it would reach nothing.
    let env = [("TAVOLA_LOG_FORMAT", "xml"), ("DISCORD_API_BASE", "http://127.0.0.1:9")];
    let run = tavola(&dir, &env).output();
    let out = tokio::time::timeout(Duration::from_secs(10), run).await.expect("it stops at once").expect("it runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "refused: {said}");
    assert_eq!(said.trim(), r#"TAVOLA_LOG_FORMAT is "xml"; use text or json"#);
    assert!(!dir.join("tavola.db").exists(), "refused before the database is opened");
    let _ = std::fs::remove_dir_all(&dir);
}
