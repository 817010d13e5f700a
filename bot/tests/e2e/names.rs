//! Players' names are text, never Markdown (issue 51), tried as a
//! mischievous player would: whole games whose players are named as masked
//! links, headings, subtext, quotes, links, mentions, spoilers and bold,
//! and a name of 32 emoji. Every message the bot sends is read as Discord's
//! Markdown by the double ([`tavola_double::Double::markup_from_names`]):
//! none of that markup may come from a name, and where Discord reads no
//! Markdown (labels, options, footers) no name may show escaped. Each name
//! reads as typed on the boards, in the results and the lists, and
//! `cool_guy` stays `cool_guy`.

use std::sync::Arc;

use tavola_double::markdown::{read, shown};
use tavola_double::{Message, Slash};
use tavola_table::deadlines::{ClockSettings, DeadlinePolicy, ManualClock, TimerDefaults, DAY, HOUR};

use crate::harness::{mentions, quiet_from_env, Table};

/// Names that would open links, headings, subtext and quotes; `cool_guy`
/// goes by a server nickname.
const LINES: [&str; 5] = ["[free nitro](https://x.co)", "# Big", "-# small", "> quote", "cool_guy"];
/// Names that would be links, mentions, emphasis and spoilers;
/// `||spoiler||` goes by a server nickname.
const PINGS: [&str; 5] = ["https://x.co", "**bold**", "@everyone", "<@&123>", "||spoiler||"];
/// 32 characters of emoji, the longest name Discord allows.
const EMOJI: &str = "😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳";

/// Boards as text: the players' names are in the board's fields.
const TEXT_BOARDS: &[(&str, &str)] = &[("TAVOLA_BOARD_IMAGES", "off")];

/// A table of `names.len()` people, named so (the one at `nick` by a
/// server nickname), with the bot started with `env`.
async fn named(names: &[&str], nick: usize, env: &[(&str, &str)]) -> Table {
    let mut table = Table::with_bot_env(names.len(), quiet_from_env(), env).await;
    for (i, name) in names.iter().enumerate() {
        table.name_player(i, name, i == nick);
    }
    table
}

/// The raw text of a message's parts that read as Markdown: content, embed
/// titles, descriptions and fields.
fn markdown_of(m: &Message) -> String {
    let mut out = vec![m.content.clone()];
    for embed in &m.embeds {
        out.extend(["title", "description"].iter().filter_map(|k| embed[*k].as_str().map(str::to_owned)));
        for field in embed["fields"].as_array().into_iter().flatten() {
            out.extend(["name", "value"].iter().filter_map(|k| field[*k].as_str().map(str::to_owned)));
        }
    }
    out.join("\n")
}

/// Each of `names` reads as typed where Discord shows `m`.
fn reads_each_name(m: &Message, names: &[&str], what: &str) {
    let raw = markdown_of(m);
    let seen = shown(&raw);
    for name in names {
        assert!(seen.contains(name), "{what}: {name:?} does not read as typed in {seen:?}\nraw: {raw:?}");
    }
}

/// The game's results message.
fn results(table: &Table) -> Message {
    let public = table.discord.messages_in(table.channel);
    let title = |m: &Message| m.embeds.first().and_then(|e| e["title"].as_str()).unwrap_or("").to_owned();
    public.into_iter().find(|m| title(m) == "🏁 Final results").expect("the results")
}

/// What every game of these names must show when it is over: the results,
/// `/games` and `/games finished` naming each seat as typed, the stats and
/// the leaderboard by mention; nothing private in the channel, no name
/// turned into Markdown anywhere, nothing Discord would refuse.
async fn after_the_game(table: &Table, seated: &[&str], game: &str) {
    table.settle().await;
    let results = results(table);
    reads_each_name(&results, seated, "the results");
    let asker = table.players[0];
    let list = table.slash(asker, Slash::new("games")).await;
    reads_each_name(&list, seated, "/games");
    let finished = table.slash(asker, Slash::new("games").opt("finished", true)).await;
    assert!(finished.text().contains("🏆"), "{}", finished.text());
    let stats = table.slash(asker, Slash::new("stats").opt("share", true)).await;
    assert!(stats.text().contains(&format!("<@{asker}>")) && stats.text().contains("1 game"), "{}", stats.text());
    let board = table.slash(asker, Slash::new("leaderboard").opt("game", game).opt("min_games", 1i64)).await;
    assert!(board.text().contains(&format!("<@{asker}>")), "{}", board.text());
    table.assert_no_leaks();
    table.assert_names_are_text();
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cool_guy_reads_as_cool_guy_on_the_board() {
    let table = named(&["cool_guy", "Anna*"], 2, TEXT_BOARDS).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let players = board.embeds[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Players")
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("a Players field: {}", board.text()))
        .to_owned();
    assert!(players.contains(r"cool\_guy") && players.contains(r"Anna\*"), "escaped in the raw text: {players}");
    let reading = read(&players);
    assert!(reading.shown.contains("🔴 cool_guy") || reading.shown.contains("🟡 cool_guy"), "{}", reading.shown);
    assert!(reading.shown.contains("Anna*") && !reading.shown.contains("coolguy"), "{}", reading.shown);
    assert!(reading.marks.is_empty(), "no markup on the Players field: {:?}", reading.marks);
    // The private header names the seat the same way.
    let hand = table.slash(table.players[0], Slash::new("game").subcommand("hand")).await;
    assert!(
        shown(&hand.content).contains("you are 🔴 cool_guy") || shown(&hand.content).contains("you are 🟡 cool_guy")
    );
    table.assert_names_are_text();
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_links_headings_and_quotes_shows_every_name_as_text() {
    let mut table = named(&LINES, 4, TEXT_BOARDS).await;
    // A name typed where a game is asked for is echoed as text.
    let m = table.slash(table.players[0], Slash::new("game").subcommand("new").opt("game", LINES[0])).await;
    assert!(m.ephemeral && m.content.contains(r"“\[free nitro\]\(https\://x.co\)”"), "{}", m.content);
    let first = table.start_game("great-wall", 5, 5, &[]).await;
    assert_eq!(mentions(&first.content).len(), 1, "{}", first.content);
    let players = first.embeds[0]["fields"].as_array().unwrap().iter().find(|f| f["name"] == "Players").cloned();
    let players = players.and_then(|f| f["value"].as_str().map(str::to_owned)).expect("a Players field");
    for name in LINES {
        assert!(shown(&players).contains(name), "{name:?} on the board: {players}");
    }
    table.play_to_end(3000).await;
    after_the_game(&table, &LINES, "great-wall").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_links_mentions_spoilers_and_emoji_shows_every_name_as_text() {
    // Board pictures on: they draw the names as typed.
    let mut table = named(&PINGS, 4, &[]).await;
    table.start_game("attila", 5, 5, &[]).await;
    assert!(table.play(8).await.is_none(), "Attila ended within 8 moves");
    // An admin gives a seat to a newcomer named with 32 emoji.
    let newcomer = table.add_player(EMOJI);
    let leaving = table.players[1];
    let shown = table.wait_board(|_| true).await;
    let m = table
        .slash(table.admin, Slash::new("admin").subcommand("replace").opt("player", leaving).opt("by", newcomer))
        .await;
    assert!(m.content.contains(&format!("<@{newcomer}>")), "{}", m.content);
    // A replace changes no version, so settling does not wait for it: wait
    // for the board it redraws, or a move could read the old one's ping.
    table.wait_board(|b| b.id != shown.id || b.edits > shown.edits).await;
    table.settle().await;
    let end = table.play_to_end(5000).await;
    assert!(end.text().to_lowercase().contains("winner"), "{}", end.text());
    let seated = [PINGS[0], EMOJI, PINGS[2], PINGS[3], PINGS[4]];
    after_the_game(&table, &seated, "attila").await;
    let boards: Vec<Message> =
        table.discord.messages_in(table.channel).into_iter().filter(|m| crate::harness::version(m).is_some()).collect();
    assert!(boards.iter().all(|b| !b.attachments.is_empty()), "every board carries its picture");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deadline_notices_name_players_as_text() {
    let clock = Arc::new(ManualClock::at(1_800_000_000_000));
    let settings = ClockSettings { timer: DAY, reminders: vec![], policy: DeadlinePolicy::HouseMoves, max_missed: 2 };
    let defaults = TimerDefaults { clock: Some(settings), ..TimerDefaults::default() };
    let mut table = Table::with_clock(2, clock.clone(), defaults).await;
    table.name_player(0, "**bold**", false);
    table.name_player(1, "[free nitro](https://x.co)", true);
    table.start_game("great-wall", 2, 2, &[]).await;
    let notices = |table: &Table, words: &str| -> Vec<String> {
        let public = table.discord.messages_in(table.channel);
        public.into_iter().filter(|m| m.content.contains(words)).map(|m| m.content).collect()
    };
    // Nobody moves: each deadline the house moves, the second in a row
    // gives the seat to the house for good.
    for _ in 0..8 {
        if !notices(&table, "has the seat for good").is_empty() {
            break;
        }
        clock.advance(DAY + HOUR);
        table.ticks_pass(2).await;
        table.settle().await;
    }
    let moved = notices(&table, "Time ran out for");
    let gone = notices(&table, "has the seat for good");
    assert!(!moved.is_empty() && !gone.is_empty(), "moved: {moved:?}, gone: {gone:?}");
    for notice in moved.iter().chain(&gone) {
        let seen = shown(notice);
        assert!(
            table.names.iter().any(|n| seen.contains(n.as_str())),
            "a player named as typed: {seen:?} ({notice:?})"
        );
    }
    table.assert_names_are_text();
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
    table.stop_in_process().await;
}
