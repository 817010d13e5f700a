//! `tavola doctor` against the Discord double: a healthy set-up exits 0;
//! each fault (a bad token, a game's channel denying the bot a
//! permission, an unreachable API, old migrations, an unwritable backup
//! folder) gives a FAIL line with its fix and a non-zero exit.

use std::path::{Path, PathBuf};
use std::process::Output;

use tavola_double::{ChannelId, Double, GuildId};
use tavola_table::record::{SeatRecord, SessionRecord, Status};
use tavola_table::store::postgres::local::LocalServer;
use tavola_table::store::postgres::PgStore;
use tavola_table::store::{SqliteStore, Store};

const TOKEN: &str = "doctor-token";
const SEND_MESSAGES: u64 = 1 << 11;

/// A double with one server and its game channel, and a folder with a
/// SQLite store holding one running game there and a backup folder.
struct Setup {
    discord: Double,
    guild: GuildId,
    channel: ChannelId,
    dir: PathBuf,
}

impl Setup {
    async fn new(name: &str) -> Setup {
        let discord = Double::start().await.expect("the double starts");
        discord.set_token(TOKEN);
        let guild = discord.add_guild("Doctor tests");
        let channel = discord.add_channel(guild, "games");
        let dir = std::env::temp_dir().join(format!("tavola-doctor-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("backups")).expect("temp dir");
        {
            let store = SqliteStore::open(&dir.join("tavola.db")).expect("the store opens");
            let lobby = game(guild.0, channel.0);
            let id = store.create(&lobby).expect("a lobby");
            store
                .save(&SessionRecord { id, status: Status::Active, snapshot: Some("{}".into()), ..lobby })
                .expect("the game starts");
        }
        std::fs::write(dir.join("backups/tavola-000000000001.db"), b"").expect("a backup");
        Setup { discord, guild, channel, dir }
    }

    /// Runs `tavola doctor` with the set-up's settings, `env` over them.
    fn doctor(&self, env: &[(&str, &str)]) -> (Option<i32>, String) {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_tavola"));
        command
            .arg("doctor")
            .env_clear()
            .current_dir(&self.dir)
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE", self.discord.api_base())
            .env("TAVOLA_DATABASE", self.dir.join("tavola.db"))
            .env("TAVOLA_BACKUP_DIR", self.dir.join("backups"));
        for (key, value) in env {
            command.env(key, value);
        }
        let Output { status, stdout, stderr } = command.output().expect("tavola runs");
        let text = format!("{}{}", String::from_utf8_lossy(&stdout), String::from_utf8_lossy(&stderr));
        (status.code(), text)
    }
}

fn game(guild: u64, channel: u64) -> SessionRecord {
    SessionRecord {
        id: 0,
        guild,
        channel,
        creator: 42,
        game: "great-wall".into(),
        options: serde_json::json!({}),
        target: Some(2),
        seed: 7,
        status: Status::Lobby,
        version: 0,
        seats: vec![SeatRecord { user: Some(42), name: "Anna".into(), dm_open: true }, SeatRecord::house(1)],
        snapshot: None,
        lobby_message: None,
        board_message: None,
        dm_messages: vec![],
        timers: Default::default(),
    }
}

/// The line that starts with `FAIL` and holds `words`.
fn fail_line<'a>(text: &'a str, words: &str) -> &'a str {
    text.lines()
        .find(|l| l.starts_with("FAIL") && l.contains(words))
        .unwrap_or_else(|| panic!("no FAIL line with {words:?} in:\n{text}"))
}

#[tokio::test(flavor = "multi_thread")]
async fn a_healthy_set_up_passes() {
    let setup = Setup::new("healthy").await;
    let (code, text) = setup.doctor(&[]);
    assert_eq!(code, Some(0), "{text}");
    assert!(!text.contains("FAIL"), "{text}");
    for line in
        ["ok   token: valid, the bot is tavola", "ok   Discord reachable", "ok   channels: 1 of 1", "ok   database:"]
    {
        assert!(text.contains(line), "{line:?} missing in:\n{text}");
    }
    assert!(text.contains("1 running"), "{text}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bad_token_is_named_with_where_to_reset_it() {
    let setup = Setup::new("token").await;
    let (code, text) = setup.doctor(&[("DISCORD_TOKEN", "stolen-or-old")]);
    assert_eq!(code, Some(1), "{text}");
    assert!(fail_line(&text, "DISCORD_TOKEN is not valid").contains("Reset Token"), "{text}");
    assert!(!text.contains("stolen-or-old"), "the token is never printed:\n{text}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_missing_token_says_how_to_get_one() {
    let setup = Setup::new("no-token").await;
    let (code, text) = setup.doctor(&[("DISCORD_TOKEN", " ")]);
    assert_eq!(code, Some(1), "{text}");
    assert!(fail_line(&text, "DISCORD_TOKEN is not set").contains("DISCORD_TOKEN"), "{text}");
    assert!(text.contains("Reset Token"), "{text}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_game_channel_denying_a_permission_is_named() {
    let setup = Setup::new("permission").await;
    setup.discord.deny_bot(setup.channel, SEND_MESSAGES);
    let (code, text) = setup.doctor(&[]);
    assert_eq!(code, Some(1), "{text}");
    let line = fail_line(&text, &format!("channel {}", setup.channel.0));
    assert!(line.contains("#games") && line.contains("Send Messages"), "{line}");
    assert!(!line.contains("Embed Links") && line.contains("allow them"), "{line}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unreachable_api_names_the_address_and_the_firewall() {
    let setup = Setup::new("unreachable").await;
    let (code, text) = setup.doctor(&[("DISCORD_API_BASE", "http://127.0.0.1:1")]);
    assert_eq!(code, Some(1), "{text}");
    let line = fail_line(&text, "cannot be reached at http://127.0.0.1:1");
    assert!(line.contains("firewall"), "{line}");
}

#[tokio::test(flavor = "multi_thread")]
async fn old_migrations_are_named_without_migrating() {
    let setup = Setup::new("migrations").await;
    let db = setup.dir.join("tavola.db");
    set_user_version(&db, 1);
    let (code, text) = setup.doctor(&[]);
    assert_eq!(code, Some(1), "{text}");
    assert!(fail_line(&text, "is at migration 1, this version needs").contains("tavola run"), "{text}");
    assert_eq!(user_version(&db), 1, "the doctor migrated nothing");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unwritable_backup_folder_is_named() {
    let setup = Setup::new("backups").await;
    let (code, text) = setup.doctor(&[("TAVOLA_BACKUP_DIR", "/dev/null/backups")]);
    assert_eq!(code, Some(1), "{text}");
    assert!(fail_line(&text, "/dev/null/backups cannot be written").contains("TAVOLA_BACKUP_DIR"), "{text}");
}

/// SQLite keeps `PRAGMA user_version` big-endian at byte 60 of the file's
/// header; the store is closed (its WAL checkpointed) when this runs.
fn set_user_version(db: &Path, version: u32) {
    let mut bytes = std::fs::read(db).expect("the database");
    bytes[60..64].copy_from_slice(&version.to_be_bytes());
    std::fs::write(db, bytes).expect("the database");
}

fn user_version(db: &Path) -> u32 {
    let bytes = std::fs::read(db).expect("the database");
    u32::from_be_bytes(bytes[60..64].try_into().expect("four bytes"))
}

#[tokio::test(flavor = "multi_thread")]
async fn players_the_bot_cannot_reach_by_dm_are_a_warning_that_names_them() {
    let setup = Setup::new("dms").await;
    let (_, text) = setup.doctor(&[]);
    assert!(text.contains("ok   DMs: every player of a running game was reachable"), "{text}");
    {
        let store = SqliteStore::open(&setup.dir.join("tavola.db")).expect("the store opens");
        let mut record = store.open_in_channel(setup.channel.0).expect("reads").expect("the game");
        record.seats[0].dm_open = false;
        store.save(&record).expect("saved");
    }
    let (code, text) = setup.doctor(&[]);
    assert_eq!(code, Some(0), "closed DMs do not block play:\n{text}");
    let line = text.lines().find(|l| l.starts_with("warn DMs:")).unwrap_or_else(|| panic!("no DM warning in:\n{text}"));
    assert!(
        line.contains("1 player(s) in 1 running game(s)") && line.contains("<@42>") && line.contains("/play"),
        "{line}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_s_own_commands_are_a_warning_with_how_to_remove_them() {
    let setup = Setup::new("server-commands").await;
    let (_, text) = setup.doctor(&[]);
    assert!(text.contains("ok   commands: no server has commands of its own"), "{text}");
    setup.discord.add_guild_command(setup.guild, "game");
    let (code, text) = setup.doctor(&[]);
    assert_eq!(code, Some(0), "a server's own commands do not block play:\n{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("warn commands: server"))
        .unwrap_or_else(|| panic!("no warning for the server's own commands in:\n{text}"));
    assert!(line.contains("Doctor tests") && line.contains("(/game)"), "{line}");
    assert!(line.contains(&format!("/guilds/{}/commands", setup.guild.0)) && line.contains("-d '[]'"), "{line}");
    assert!(!text.contains(TOKEN), "the token is never printed:\n{text}");
}

/// A fresh PostgreSQL database on this test process's server: its URL and
/// name, or `None` (said on stderr) when none can run here.
fn postgres_database() -> Option<(&'static LocalServer, String, String)> {
    match LocalServer::shared().and_then(|s| s.database().map(|url| (s, url))) {
        Ok((server, url)) => {
            let name = url.rsplit('/').next().and_then(|n| n.split('?').next()).expect("a database name").to_owned();
            Some((server, url, name))
        }
        Err(why) if std::env::var_os("TAVOLA_REQUIRE_POSTGRES").is_some() => {
            panic!("TAVOLA_REQUIRE_POSTGRES is set but PostgreSQL cannot run: {why}")
        }
        Err(why) => {
            eprintln!("SKIPPED: the doctor on PostgreSQL, no server can run here: {why}");
            None
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_postgresql_store_is_inspected_as_a_sqlite_one_is() {
    let setup = Setup::new("postgres").await;
    let Some((server, url, name)) = postgres_database() else { return };
    {
        let store = PgStore::open(&url).expect("the store opens and migrates");
        let lobby = game(setup.guild.0, setup.channel.0);
        let id = store.create(&lobby).expect("a lobby");
        let mut seats = lobby.seats.clone();
        seats[0].dm_open = false;
        let running = SessionRecord { id, status: Status::Active, snapshot: Some("{}".into()), seats, ..lobby };
        store.save(&running).expect("the game starts");
    }
    let (code, text) = setup.doctor(&[("TAVOLA_DATABASE", &url)]);
    assert_eq!(code, Some(0), "{text}");
    let line = text.lines().find(|l| l.starts_with("ok   database:")).unwrap_or_else(|| panic!("{text}"));
    assert!(line.contains("migrations current") && line.contains("1 sessions stored, 1 running"), "{line}");
    assert!(text.contains("ok   channels: 1 of 1"), "the running game's channel is checked:\n{text}");
    assert!(text.contains("warn DMs: 1 player(s) in 1 running game(s)"), "{text}");

    server.psql_on(&name, "UPDATE tavola_schema SET applied = 1").expect("an older schema");
    for _ in 0..2 {
        let (code, text) = setup.doctor(&[("TAVOLA_DATABASE", &url)]);
        assert_eq!(code, Some(1), "{text}");
        let line = fail_line(&text, "is at migration 1, this version needs");
        assert!(line.contains("pg_dump") && line.contains("tavola run"), "the doctor migrated nothing: {line}");
    }

    let closed = "postgres://tavola:hunter2@127.0.0.1:1/tavola?sslmode=disable";
    let (code, text) = setup.doctor(&[("TAVOLA_DATABASE", closed)]);
    assert_eq!(code, Some(1), "{text}");
    assert!(fail_line(&text, "cannot be read").contains("pg_hba.conf"), "{text}");
    assert!(!text.contains("hunter2"), "the password is never printed:\n{text}");
}
