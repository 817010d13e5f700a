//! What finished games leave, end to end: two people finish two games;
//! their stats and the leaderboard answer privately in the reader's
//! language or, shared, in the server's; `/games finished` lists both;
//! `tavola ratings --rebuild` gives the live ratings again; an admin
//! deletes a game and the ratings follow.

use tavola_double::Slash;

use crate::harness::{quiet_from_env, Table};

/// Text boards: this test is about what finished games leave, and two
/// whole games' pictures would only cost time.
const TEXT_BOARDS: &[(&str, &str)] = &[("TAVOLA_BOARD_IMAGES", "off")];

/// What `tavola ratings [--rebuild]` prints for the table's database.
fn ratings(table: &Table, rebuild: bool) -> String {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_tavola"));
    command.arg("ratings").env("TAVOLA_DATABASE", &table.db).env_remove("DISCORD_TOKEN");
    if rebuild {
        command.arg("--rebuild");
    }
    let out = command.output().expect("tavola ratings runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8")
}

/// The standings lines of `tavola ratings`, without the rebuild's summary.
fn standings(printed: &str) -> Vec<String> {
    printed.lines().filter(|l| !l.starts_with("rebuilt")).map(str::to_owned).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_leave_stats_a_leaderboard_and_ratings_a_rebuild_gives_again() {
    let mut table = Table::with_bot_env(2, quiet_from_env(), TEXT_BOARDS).await;
    let (anna, ben) = (table.players[0], table.players[1]);
    for _ in 0..2 {
        table.start_game("great-wall", 2, 2, &[]).await;
        // The last game's final board stays newest until the new one comes.
        table.wait_board(|b| !b.content.starts_with("🏁")).await;
        table.play_to_end(2000).await;
    }
    let mine = table.slash(anna, Slash::new("stats")).await;
    assert!(mine.ephemeral, "private unless shared");
    let text = mine.text();
    assert!(text.contains(&format!("<@{anna}>")) && text.contains("2 games"), "{text}");
    assert!(text.contains("rating") && text.contains("discord.com/channels/"), "{text}");

    let his = table.slash(anna, Slash::new("stats").opt("player", ben).opt("game", "great-wall")).await;
    assert!(his.text().contains(&format!("<@{ben}>")) && his.text().contains("2 games"), "{}", his.text());

    let board = table.slash(anna, Slash::new("leaderboard").opt("game", "great-wall")).await;
    assert!(board.text().contains("Nobody has finished 3 rated games"), "{}", board.text());
    let board = table.slash(anna, Slash::new("leaderboard").opt("game", "great-wall").opt("min_games", 2i64)).await;
    for who in [anna, ben] {
        assert!(board.text().contains(&format!("<@{who}>")), "{}", board.text());
    }

    let finished = table.slash(ben, Slash::new("games").opt("finished", true)).await;
    assert_eq!(finished.text().matches("🏆").count(), 2, "{}", finished.text());

    // Shared: the server's language, in the channel, pinging nobody.
    table.slash(table.admin, Slash::new("admin").subcommand("language").opt("language", "Italiano")).await;
    let shared = table.slash(anna, Slash::new("stats").opt("share", true)).await;
    assert!(!shared.ephemeral, "posted for the table");
    assert!(shared.text().contains("2 partite"), "{}", shared.text());
    let private = table.slash(anna, Slash::new("stats")).await;
    assert!(private.ephemeral && private.text().contains("2 games"), "the reader's own language: {}", private.text());
    table.discord.set_locale(ben, "it");
    let italian = table.slash(ben, Slash::new("leaderboard").opt("game", "great-wall").opt("min_games", 1i64)).await;
    assert!(italian.text().contains("Classifica") && italian.text().contains("2 partite"), "{}", italian.text());

    // The ratings derived again from the games are the live ones.
    let live = ratings(&table, false);
    assert!(live.contains("great-wall") && live.contains(&format!("user {anna}")), "{live}");
    let rebuilt = ratings(&table, true);
    assert!(rebuilt.starts_with("rebuilt from 2 finished games (4 placings)"), "{rebuilt}");
    assert_eq!(standings(&rebuilt), standings(&live));

    // An admin deletes the first game: one is left, and the ratings follow.
    let first = finished.text().lines().last().and_then(|l| l.split_whitespace().next()).unwrap().to_owned();
    let id = first.trim_start_matches('#').parse::<i64>().expect("a game number");
    let m = table.slash(anna, Slash::new("admin").subcommand("delete").opt("game", id)).await;
    assert!(m.ephemeral && table.store().unwrap().load(id).unwrap().is_some(), "only admins: {}", m.content);
    let m = table.slash(table.admin, Slash::new("admin").subcommand("delete").opt("game", id)).await;
    assert!(m.ephemeral && m.content.contains(&format!("#{id}")), "{}", m.content);
    let finished = table.slash(ben, Slash::new("games").opt("finished", true)).await;
    assert_eq!(finished.text().matches("🏆").count(), 1, "{}", finished.text());
    assert!(ratings(&table, false).contains("rated games 1"), "one rated game left");
    table.assert_no_leaks();
    table.assert_reads_well();
}
