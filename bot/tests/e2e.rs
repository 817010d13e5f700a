//! The bot end to end: the real `tavola` binary against the Discord double.
//! Every game is played to its end at its smallest and largest table, by
//! people moving through every route (board button, DM panel, `/play`,
//! a typed move), with house players filling seats; then nothing private
//! may be found in the channel, no name may have turned into Markdown, and
//! the double must have seen no request that breaks Discord's rules.
//!
//! Every end-to-end test lives in this one test binary (the modules below,
//! in `tests/e2e/`): cargo runs test binaries one after another, so a long
//! test alone in its binary (two processes on shards, a slowed store) would
//! leave a core idle. Each test sets what its bot needs on the bot process
//! (`Table::with_bot_env`, `Table::start_bot_with`), never in the
//! environment the tests share.

mod harness;

#[path = "e2e/analysis.rs"]
mod analysis;
#[path = "e2e/crash.rs"]
mod crash;
#[path = "e2e/details.rs"]
mod details;
#[path = "e2e/help.rs"]
mod help;
#[path = "e2e/hints.rs"]
mod hints;
#[path = "e2e/history.rs"]
mod history;
#[path = "e2e/house.rs"]
mod house;
#[path = "e2e/languages.rs"]
mod languages;
#[path = "e2e/metrics.rs"]
mod metrics;
#[path = "e2e/names.rs"]
mod names;
#[path = "e2e/panels.rs"]
mod panels;
#[path = "e2e/pressure.rs"]
mod pressure;
#[path = "e2e/race.rs"]
mod race;
#[path = "e2e/replay.rs"]
mod replay;
#[path = "e2e/shards.rs"]
mod shards;
#[path = "e2e/slow.rs"]
mod slow;
#[path = "e2e/stop.rs"]
mod stop;
#[path = "e2e/timers.rs"]
mod timers;
#[path = "e2e/trips.rs"]
mod trips;
#[path = "e2e/undo.rs"]
mod undo;

use harness::{version, Route, Table};
use tavola_double::{OptionValue, Slash};

/// Plays one game to its end and checks what every game must satisfy.
/// With `restart`, the bot is killed with SIGKILL after a few moves and
/// restarted on the same database; the game must go on from where it was.
async fn full_game(game: &str, humans: usize, seats: usize, options: &[(&str, OptionValue)], restart: bool) {
    let mut table = Table::new(humans).await;
    let first = table.start_game(game, humans, seats, options).await;
    assert!(first.text().contains("Waiting for") || first.content.contains("<@"), "{}", first.content);
    if restart {
        assert!(table.play(12).await.is_none(), "{game} ended within 12 moves");
        let board = table.wait_board(|_| true).await;
        let before = table.state_version();
        // Killed once the last board is out (the old one retired).
        let channel = table.channel;
        let live =
            |d: &tavola_double::Double| d.messages_in(channel).iter().filter(|m| !m.components.is_empty()).count();
        table.discord.wait_for("one live board", |d| (live(d) == 1).then_some(())).await.unwrap();
        table.kill_bot().await;
        table.start_bot().await;
        let status = table.slash(table.players[0], Slash::new("game").subcommand("status")).await;
        assert_eq!(table.state_version(), before, "{game} resumed where it was");
        assert_eq!(status.embeds[0]["title"], board.embeds[0]["title"], "{game}: the status shows the board");
    }
    let end = table.play_to_end(5000).await;
    assert!(end.text().to_lowercase().contains("winner"), "{}", end.text());
    assert!(end.components.is_empty(), "a finished game's board has no buttons");
    table.settle().await;
    table.assert_no_leaks();
    table.assert_names_are_text();
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
    let boards: Vec<_> =
        table.discord.messages_in(table.channel).into_iter().filter(|m| version(m).is_some()).collect();
    assert!(boards.iter().all(|m| m.components.is_empty()), "only the live board keeps buttons");
    for old in &boards[..boards.len() - 1] {
        assert_eq!(old.content, "⬇️ An earlier board: the game goes on below.", "an old board reads as history");
    }
    the_moments_have_their_own_messages(&table, game, &end);
    counts_within_targets(&table, game, seats, today(game));
    every_board_carries_its_picture(&boards, game);
}

/// Every board, live or retired, shows `attachment://board-<version>.png`
/// and carries that file: a landscape PNG (its header read) 1200 pixels
/// wide, between 4:3 and 2:1, as Discord's embed frame shows it best. No
/// edit (a retired board, a redrawn one, after a restart) lost it.
fn every_board_carries_its_picture(boards: &[tavola_double::Message], game: &str) {
    for board in boards {
        let url = board.embeds[0]["image"]["url"].as_str().unwrap_or_else(|| panic!("{game}: a board without picture"));
        let name = url.strip_prefix("attachment://").unwrap_or_else(|| panic!("{game}: {url}"));
        assert!(name.starts_with("board-") && name.ends_with(".png"), "{game}: {name}");
        let file = board.attachments.iter().find(|a| a.filename == name);
        let file = file.unwrap_or_else(|| panic!("{game}: board {} lost {name}", board.id));
        assert_eq!(board.attachments.len(), 1, "{game}: one picture per board");
        let (width, height) = png_size(&file.bytes).unwrap_or_else(|| panic!("{game}: {name} is not a PNG"));
        let landscape = width == 1200 && 3 * width >= 4 * height && width <= 2 * height;
        assert!(landscape, "{game}: {name} is {width}x{height}");
        assert!(file.bytes.len() <= 300 * 1024, "{game}: {name} is {} bytes", file.bytes.len());
    }
}

/// A PNG's size, from its signature and IHDR chunk.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let header = bytes.get(..24)?;
    if header[..8] != *b"\x89PNG\r\n\x1a\n" || &header[12..16] != b"IHDR" {
        return None;
    }
    let be = |at: usize| u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]]);
    Some((be(16), be(20)))
}

/// Today's pings and DMs per human over a whole game, before issue 15.
fn today(game: &str) -> (usize, usize) {
    match game {
        "great-wall" | "attila" => (16, 17),
        "year-of-the-dragon" => (30, 30),
        "junk" => (50, 45),
        _ => (80, 80),
    }
}

/// Scorings as notices of their own, never cut; the end as a results
/// message after the final board, pinging every player; a final DM with
/// each player's rank and score.
fn the_moments_have_their_own_messages(table: &Table, game: &str, end: &tavola_double::Message) {
    let public = table.discord.messages_in(table.channel);
    let title =
        |m: &tavola_double::Message| m.embeds.first().and_then(|e| e["title"].as_str()).unwrap_or("").to_owned();
    let scorings: Vec<_> = public.iter().filter(|m| title(m).starts_with("📊 Scoring")).collect();
    assert!(!scorings.is_empty(), "{game}: no scoring notice");
    for m in &scorings {
        let text = m.embeds[0]["description"].as_str().unwrap_or("");
        assert!(!text.is_empty() && !text.ends_with('…'), "{game}: a scoring notice is cut: {text}");
        assert!(harness::mentions(&m.content).is_empty(), "a scoring notice pings nobody");
    }
    // The live board stays under the scorings: what follows a scoring
    // moment's posts is a board (or the results).
    for (i, m) in public.iter().enumerate() {
        if !title(m).starts_with("📊 Scoring") {
            continue;
        }
        let next = public[i + 1..].iter().find(|n| !title(n).starts_with("📊 Scoring"));
        let next = next.unwrap_or_else(|| panic!("{game}: nothing after a scoring"));
        assert!(
            version(next).is_some() || title(next) == "🏁 Final results",
            "{game}: a scoring left the live board above it; next came {:?}",
            next.text()
        );
    }
    let results =
        public.iter().find(|m| title(m) == "🏁 Final results").unwrap_or_else(|| panic!("{game}: no results"));
    assert!(results.id > end.id, "{game}: the results come after the final board");
    let ranking = results.embeds[0]["description"].as_str().unwrap();
    let unit = if game == "junk" { " yen" } else { " point" };
    assert!(ranking.starts_with("1. ") && ranking.lines().next().unwrap().contains(unit), "{game}: {ranking}");
    let humans = table.record().unwrap().seats.iter().filter_map(|s| s.user).count();
    assert_eq!(harness::mentions(&results.content).len(), humans, "{game}: the results ping every player");
    for &p in &table.players[..humans] {
        for dm in table.discord.dms_of(p) {
            assert!(!dm.is_live(), "{game}: a DM panel stays live after the game: {}", dm.content);
            if !dm.components.is_empty() {
                assert!(dm.content.ends_with("these options have passed."), "{game}: {}", dm.content);
            }
        }
        // Their last panel says the game is over, not "Your move".
        let record = table.record().unwrap();
        for &(_, _, message) in record.dm_messages.iter().filter(|(u, ..)| *u == p.0) {
            let panel = table.discord.message(tavola_double::MessageId(message)).expect("the last DM panel");
            assert!(panel.content.starts_with("🏁 This game is over"), "{game}: {}", panel.content);
        }
        let last = table.discord.dms_of(p).pop().expect("DMs");
        assert!(last.content.contains("you finished") && last.content.contains(unit), "{game}: {}", last.content);
    }
}

/// At most one ping and one DM panel per decision a player owed, and at
/// most half of what the bot sent before issue 15.
fn counts_within_targets(table: &Table, game: &str, seats: usize, (pings_before, dms_before): (usize, usize)) {
    let humans = table.record().unwrap().seats.iter().filter_map(|s| s.user).count();
    for &p in &table.players[..humans] {
        let (pings, dms) = table.notifications(p);
        let decisions = table.decisions_of(p);
        // Turn panels: every DM but the welcome, the final one and notes
        // of what changed through others (older panels lose their buttons,
        // so they are told apart by their text).
        let panels = table
            .discord
            .dms_of(p)
            .iter()
            .filter(|m| !["You joined", "🏁", "What changed:"].iter().any(|k| m.content.starts_with(k)))
            .count();
        eprintln!("counts: {game} at {seats}: {p}: {pings} pings, {dms} DMs ({panels} panels), {decisions} decisions");
        // The results ping everyone once more.
        assert!(pings <= decisions + 1, "{game}: {pings} pings for {decisions} decisions");
        assert!(panels <= decisions, "{game}: {panels} DM panels for {decisions} decisions");
        // Players at the table (the default quiet window) are not pinged
        // step after step; with TAVOLA_E2E_QUIET=0 everyone is away.
        if harness::quiet_from_env().is_none() {
            assert!(pings * 2 <= pings_before && dms * 2 <= dms_before, "{game}: {pings} pings, {dms} DMs");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn great_wall_two_players_with_a_kill_9_midway() {
    full_game("great-wall", 2, 2, &[], true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn great_wall_five_seats_with_house_players() {
    full_game("great-wall", 2, 5, &[], false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn year_of_the_dragon_two_players_with_a_kill_9_midway() {
    full_game("year-of-the-dragon", 2, 2, &[], true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn year_of_the_dragon_five_seats_with_both_expansions() {
    full_game("year-of-the-dragon", 2, 5, &[("great_wall", true.into()), ("super_events", true.into())], false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn attila_two_players_with_a_kill_9_midway() {
    full_game("attila", 2, 2, &[], true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn attila_five_seats_with_house_players() {
    full_game("attila", 2, 5, &[], false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ming_two_players_with_the_neutral_and_a_kill_9_midway() {
    full_game("ming", 2, 2, &[], true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ming_four_seats_with_house_players() {
    full_game("ming", 2, 4, &[], false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junk_three_players_with_a_kill_9_midway() {
    full_game("junk", 3, 3, &[], true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junk_four_seats_with_the_variant_setup() {
    full_game("junk", 3, 4, &[("variant_setup", true.into())], false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_move_survives_kill_9_and_the_game_goes_on() {
    let mut table = Table::new(2).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    for _ in 0..3 {
        let board = table.wait_board(|_| true).await;
        let user = harness::mentions(&board.content)[0];
        table.random_move(user, Route::BoardButton).await;
    }
    // The move is confirmed to the player, then the bot dies at once.
    let board = table.wait_board(|_| true).await;
    let before = table.state_version();
    let user = harness::mentions(&board.content)[0];
    let panel = table.panel(user, Route::BoardButton, &board).await;
    let (id, value) = Table::panel_moves(&panel).into_iter().next().expect("a move");
    let reply = table.take(user, panel.id, &id, &value).await;
    assert!(reply.content.starts_with('✅'), "{}", reply.content);
    table.kill_bot().await;

    table.start_bot().await;
    let status = table.slash(user, Slash::new("game").subcommand("status")).await;
    assert!(status.ephemeral);
    assert!(!status.embeds.is_empty(), "the status shows the board");
    let after = table.state_version();
    assert!(after > before, "the confirmed move was lost: v{before} before, v{after} after the restart");
    // The old board's buttons still work after the restart.
    let end = table.play_to_end(2000).await;
    assert!(end.text().to_lowercase().contains("winner"), "{}", end.text());
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_privately_and_change_nothing() {
    let table = Table::new(3).await;
    let [anna, ben, carl] = [table.players[0], table.players[1], table.players[2]];
    let refused = |m: &tavola_double::Message, words: &str| {
        assert!(m.ephemeral, "refusals are private: {}", m.text());
        assert!(m.content.contains(words), "expected {words:?} in {:?}", m.content);
    };

    let m = table.slash(anna, Slash::new("game").subcommand("new").opt("game", "chess")).await;
    refused(&m, "There is no game called");
    let m = table.slash(anna, Slash::new("game").subcommand("new").opt("game", "junk").opt("great_wall", true)).await;
    refused(&m, "Great Wall expansion is an option of In the Year of the Dragon, not of Dschunke (Junk)");
    let m = table.slash(anna, Slash::new("game").subcommand("new").opt("game", "great-wall").opt("players", 7)).await;
    refused(&m, "needs 2 to 5 players");
    let m = table.slash(anna, Slash::new("game").subcommand("status")).await;
    refused(&m, "There is no game in this channel");
    assert!(table.discord.messages_in(table.channel).is_empty(), "nothing public yet");

    let lobby = table.open("junk", None, &[]).await;
    let m = table.slash(ben, Slash::new("game").subcommand("new").opt("game", "ming")).await;
    refused(&m, "already has a game");
    let join = Table::lobby_button(&lobby, "join");
    let start = Table::lobby_button(&lobby, "start");
    refused(&table.click(anna, lobby.id, &join).await, "already seated");
    refused(&table.click(carl, lobby.id, &start).await, "not playing");
    refused(&table.click(anna, lobby.id, &start).await, "needs 3 to 4 players");
    table.click(ben, lobby.id, &join).await;
    table.click(carl, lobby.id, &join).await;
    let started = table.click(anna, lobby.id, &start).await;
    assert!(started.text().contains("started"));
    let board = table.wait_board(|_| true).await;
    let v = table.state_version();

    let outsider = table.admin;
    let play = board.custom_ids().into_iter().find(|id| id.ends_with(":play")).unwrap();
    refused(&table.click(outsider, board.id, &play).await, "not playing");
    refused(&table.slash(outsider, Slash::new("play").opt("move", "pass")).await, "not playing");
    // Junk opens with everyone choosing cards in secret: nobody is out of turn,
    // but a made-up move is refused.
    refused(
        &table.slash(anna, Slash::new("play").opt("move", "conquer-the-world")).await,
        "isn't one this game offers",
    );

    // A panel from before a move is stale: refused, with a fresh panel.
    let old = table.panel(anna, Route::BoardButton, &board).await;
    let mut table = table;
    table.random_move(anna, Route::PlayCommand).await;
    let v2 = table.state_version();
    assert!(v2 > v);
    let (id, value) = Table::panel_moves(&old).into_iter().next().expect("a move");
    let m = table.take(anna, old.id, &id, &value).await;
    assert!(m.ephemeral);
    assert!(m.content.contains("earlier turn"), "{}", m.content);
    table.settle().await;
    assert_eq!(table.state_version(), v2, "a refused move changes nothing");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_admins_run_admin_commands() {
    let table = Table::new(2).await;
    let [anna, ben] = [table.players[0], table.players[1]];
    table.start_game("attila", 2, 3, &[]).await;
    let m = table.slash(ben, Slash::new("admin").subcommand("cancel")).await;
    assert!(m.ephemeral && !m.content.contains("cancelled"), "{}", m.content);
    let m = table.slash(anna, Slash::new("game").subcommand("status")).await;
    assert!(!m.embeds.is_empty() && table.record().unwrap().status.is_open(), "the game goes on");

    let m = table.slash(table.admin, Slash::new("admin").subcommand("list")).await;
    assert!(m.ephemeral && m.text().contains("Attila"), "{}", m.text());
    let m = table.slash(table.admin, Slash::new("admin").subcommand("cancel")).await;
    assert!(m.text().to_lowercase().contains("cancel"), "{}", m.text());
    let m = table.slash(anna, Slash::new("game").subcommand("status")).await;
    assert!(m.content.contains("There is no game in this channel"), "{}", m.content);
    // The channel is free again.
    table.open("ming", None, &[]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_plays_through_the_channel() {
    let mut table = Table::new(2).await;
    let ben = table.players[1];
    table.discord.set_dms_closed(ben, true);
    let lobby = table.open("great-wall", None, &[]).await;
    table.click(ben, lobby.id, &Table::lobby_button(&lobby, "join")).await;
    let marked = table.discord.wait_for("the lobby to mark closed DMs", |d| {
        d.message(lobby.id).filter(|m| m.text().contains("DMs are closed"))
    });
    let marked = marked.await.expect("the lobby says so");
    assert!(marked.text().contains(&format!("<@{ben}>")), "{}", marked.text());
    table.click(table.players[0], lobby.id, &Table::lobby_button(&lobby, "start")).await;
    let end = table.play_to_end(2000).await;
    assert!(end.text().to_lowercase().contains("winner"), "{}", end.text());
    assert!(table.discord.dms_of(ben).is_empty(), "no DM reached a closed inbox");
    assert!(!table.discord.dms_of(table.players[0]).is_empty(), "the other player got DMs");
    table.assert_no_leaks();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_can_turn_the_games_dms_off_and_on_again() {
    let mut table = Table::new(2).await;
    let ben = table.players[1];
    // In the lobby the seat list shows it.
    let lobby = table.open("great-wall", None, &[]).await;
    table.click(ben, lobby.id, &Table::lobby_button(&lobby, "join")).await;
    let m = table.slash(table.admin, Slash::new("game").subcommand("dms").opt("dms", false)).await;
    assert!(m.ephemeral && m.content.contains("not playing"), "{}", m.content);
    let m = table.slash(ben, Slash::new("game").subcommand("dms").opt("dms", false)).await;
    assert!(m.ephemeral && m.content.contains("No more DMs"), "{}", m.content);
    let marked = table.discord.wait_for("the lobby to show it", |d| {
        d.message(lobby.id).filter(|m| m.text().contains("no DMs") && m.text().contains("turned their DMs off"))
    });
    marked.await.expect("the lobby says so");
    table.click(table.players[0], lobby.id, &Table::lobby_button(&lobby, "start")).await;
    table.wait_board(|_| true).await;
    let before = table.discord.dms_of(ben).len();
    table.play(12).await;
    assert_eq!(table.discord.dms_of(ben).len(), before, "no DM after turning them off");

    table.discord.set_dms_closed(ben, true);
    let m = table.slash(ben, Slash::new("game").subcommand("dms").opt("dms", true)).await;
    assert!(m.ephemeral && m.content.contains("nothing changed"), "{}", m.content);
    table.discord.set_dms_closed(ben, false);
    let m = table.slash(ben, Slash::new("game").subcommand("dms").opt("dms", true)).await;
    assert!(m.ephemeral && m.content.contains("DMs are on"), "{}", m.content);
    let dms = table.discord.dms_of(ben);
    assert!(dms.len() > before && dms.iter().any(|d| d.content.contains("are on")), "a DM confirms it");
    table.play(6).await;
    table.assert_no_leaks();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_committed_just_before_a_crash_still_gets_its_board() {
    use std::sync::Arc;
    use tavola_table::session::Sessions;
    use tavola_table::store::{SqliteStore, Store};

    let mut table = Table::new(2).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let v = version(&board).unwrap();
    let first = harness::mentions(&board.content)[0];
    // The bot records its board just after posting it; wait for that.
    let recorded = || {
        let store = SqliteStore::open(&table.db).ok()?;
        store.open_in_channel(table.channel.0).ok()??.board_message
    };
    for _ in 0..200 {
        if recorded().is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert!(recorded().is_some(), "the bot recorded its board");
    table.kill_bot().await;
    // What a crash right after the commit leaves behind: the move stored
    // and acknowledged, but no board, ping or DM for it.
    {
        let store = Arc::new(SqliteStore::open(&table.db).unwrap());
        let id = store.open_in_channel(table.channel.0).unwrap().unwrap().id;
        let sessions = Sessions::new(store);
        // The first player's moves until the turn passes (a step inside a
        // turn would only edit the board).
        loop {
            let (record, game) = sessions.get(id).unwrap();
            let seat = tavola_table::session::seat_of(&record, first.0).unwrap();
            let pick = game.unwrap().legal(seat)[0].id.clone();
            if sessions.play_as(id, Some(record.version), first.0, &pick).unwrap().turn_changed {
                break;
            }
        }
    }
    let dms_before: usize = table.players.iter().map(|&p| table.discord.dms_of(p).len()).sum();
    table.start_bot().await;
    let caught = table.board_after(v).await;
    assert!(
        !harness::mentions(&caught.content).is_empty(),
        "the new board pings whoever is to act: {}",
        caught.content
    );
    let retired = table.discord.wait_for("the old board to be retired", |d| {
        d.message(board.id).filter(|m| m.custom_ids().is_empty()).map(drop)
    });
    retired.await.expect("the old board loses its buttons");
    let dm = table.discord.wait_for("a DM panel", |d| {
        let sent: usize = table.players.iter().map(|&p| d.dms_of(p).len()).sum();
        (sent > dms_before).then_some(())
    });
    dm.await.expect("the player to act gets their panel by DM");

    // Another restart finds nothing to catch up.
    table.settle().await;
    let boards = |t: &Table| t.discord.messages_in(t.channel).into_iter().filter(|m| version(m).is_some()).count();
    let count = boards(&table);
    table.kill_bot().await;
    table.start_bot().await;
    table.ticked_once().await;
    assert_eq!(boards(&table), count, "no board is posted twice");
    table.play(4).await;
    table.assert_no_leaks();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn information_commands_answer_privately() {
    let table = Table::new(2).await;
    let anna = table.players[0];
    let m = table.slash(anna, Slash::new("game").subcommand("rules").opt("game", "ming")).await;
    assert!(m.ephemeral && m.content.len() > 200, "{}", m.content);
    table.start_game("ming", 2, 3, &[]).await;
    let m = table.slash(anna, Slash::new("game").subcommand("log")).await;
    assert!(m.ephemeral && !m.content.is_empty());
    let m = table.slash(anna, Slash::new("game").subcommand("hand")).await;
    assert!(m.ephemeral && m.content.contains("you are"), "{}", m.content);
    let m = table.slash(anna, Slash::new("games")).await;
    assert!(m.text().contains("Ming"), "{}", m.text());
    let m = table.slash(anna, Slash::new("games").opt("mine", true)).await;
    assert!(m.ephemeral && m.content.contains("Ming"), "{}", m.content);
    assert!(m.content.contains("your move") || m.content.contains("waiting for"), "{}", m.content);
    let m = table.slash(table.admin, Slash::new("games").opt("mine", true)).await;
    assert!(m.content.contains("aren't playing"), "{}", m.content);
    let m = table.slash(anna, Slash::new("game").subcommand("reminders").opt("which", 2)).await;
    assert!(m.ephemeral && m.content.contains("No reminders"), "{}", m.content);
    let m = table.slash(anna, Slash::new("game").subcommand("reminders").opt("which", 1)).await;
    assert!(m.ephemeral && m.content.contains("only the last"), "{}", m.content);
    let ac = table.discord.autocomplete(anna, table.channel, Slash::new("game").subcommand("new").focus("game", "dra"));
    let choices = table.discord.wait_for_response(ac.unwrap()).await.unwrap().choices();
    assert_eq!(choices[0]["value"], "year-of-the-dragon");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_turn_forged_and_repeated_clicks_change_nothing() {
    let mut table = Table::new(2).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let v = version(&board).unwrap();
    let state = table.state_version();
    let to_act = harness::mentions(&board.content)[0];
    let waiting = *table.players.iter().find(|&&p| p != to_act).unwrap();

    let m = table.slash(waiting, Slash::new("play").opt("move", "draw")).await;
    assert!(m.ephemeral && m.content.contains("turn"), "{}", m.content);
    let panel = table.panel(waiting, Route::BoardButton, &board).await;
    assert!(Table::panel_moves(&panel).is_empty(), "no moves for who waits: {}", panel.content);

    // A custom_id the bot never sent, and one for a move it does not offer.
    let session = board.custom_ids()[0].split(':').nth(1).unwrap().to_owned();
    for forged in ["tv:1:2:explode", &format!("tv:{session}:{state}:do:take-all-tokens"), "not-ours"] {
        let i = table.discord.forge_click(to_act, board.id, forged).unwrap();
        let m = table.reply(i).await;
        assert!(m.ephemeral, "refused privately: {}", m.content);
        assert!(!m.content.starts_with('✅'), "{forged} was accepted: {}", m.content);
    }
    assert_eq!(version(&table.wait_board(|_| true).await), Some(v), "forged clicks change nothing");
    assert_eq!(table.state_version(), state, "forged clicks change nothing");

    // A double click on a move: the first applies, the second is stale.
    // (The first panel of Chinesische Mauer is a select menu: its "draw"
    // as a button id, which the bot reads the same way.)
    let panel = table.panel(to_act, Route::BoardButton, &board).await;
    assert!(Table::panel_moves(&panel).iter().any(|(_, v)| v == "draw"), "{}", panel.text());
    let id = format!("tv:{session}:{state}:do:draw");
    let first = table.discord.forge_click(to_act, panel.id, &id).unwrap();
    let first = table.reply(first).await;
    assert!(first.content.starts_with('✅'), "{}", first.content);
    let forged_again = table.discord.forge_click(to_act, panel.id, &id).unwrap();
    let again = table.reply(forged_again).await;
    assert!(again.content.contains("earlier turn"), "{}", again.content);
    // Both clicks are answered, so neither is still under way: the log
    // holds the move once.
    table.settle().await;
    assert_eq!(table.state_version(), state + 1, "applied once");
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
    table.play_to_end(2000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admins_undo_force_kick_replace_and_export() {
    let mut table = Table::new(3).await;
    let [anna, ben, carl] = [table.players[0], table.players[1], table.players[2]];
    let admin = table.admin;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.play(3).await;
    let v = table.state_version();
    let turn = version(&table.wait_board(|_| true).await).unwrap();

    let m = table.slash(admin, Slash::new("admin").subcommand("undo")).await;
    assert!(m.content.contains("undone"), "{}", m.content);
    table.settle().await;
    assert_eq!(version(&table.wait_board(|_| true).await), Some(turn), "players at the table see the board redrawn");
    let undone = table.state_version();
    assert!(undone < v);

    let m = table.slash(admin, Slash::new("admin").subcommand("force")).await;
    assert!(m.content.contains("house player moved"), "{}", m.content);
    table.settle().await;
    assert!(table.state_version() > undone);

    let m = table.slash(admin, Slash::new("admin").subcommand("replace").opt("player", ben).opt("by", carl)).await;
    assert!(m.content.contains(&format!("<@{carl}>")), "{}", m.content);
    // The channel is told too, pinging nobody.
    let told = format!("🔁 An admin gave <@{ben}>'s seat to <@{carl}>.");
    let notice = table.discord.last_message_in(table.channel, |m| m.content == told);
    assert!(notice.is_some(), "the channel reads {told:?}: {:#?}", table.public_text());
    let m = table.slash(carl, Slash::new("game").subcommand("hand")).await;
    assert!(m.content.contains("you are"), "carl holds the seat now: {}", m.content);
    let m = table.slash(ben, Slash::new("game").subcommand("hand")).await;
    assert!(m.content.contains("not playing"), "{}", m.content);

    let m = table.slash(admin, Slash::new("admin").subcommand("kick").opt("player", carl)).await;
    assert!(m.content.contains("house player"), "{}", m.content);
    let told = format!("🔁 An admin gave <@{carl}>'s seat to a house player.");
    assert!(table.discord.last_message_in(table.channel, |m| m.content == told).is_some(), "{told:?}");

    let m = table.slash(admin, Slash::new("admin").subcommand("export")).await;
    assert!(m.ephemeral && m.attachments.len() == 1, "{}", m.text());
    assert!(m.attachments[0].filename.ends_with(".json"));

    // Anna leaves: a house player finishes the game for her. That is the
    // rest of a game played by house players: on a loaded machine (the
    // soak runs two suites at once) it takes more than the usual 20 s.
    let m = table.slash(anna, Slash::new("game").subcommand("leave")).await;
    assert!(m.content.contains("house player"), "{}", m.content);
    table.discord.set_wait_timeout(std::time::Duration::from_secs(120));
    let end = table.wait_board(|m| m.content.starts_with("🏁")).await;
    assert!(end.text().to_lowercase().contains("winner"), "{}", end.text());
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_options_are_real_choices_and_the_lobby_says_them_in_words() {
    let table = Table::new(2).await;
    // Discord offers each option as its own parameter, choices included.
    let commands = table.discord.commands();
    let game = commands.iter().find(|c| c["name"] == "game").expect("/game");
    let new = game["options"].as_array().unwrap().iter().find(|o| o["name"] == "new").unwrap();
    let option = |name: &str| new["options"].as_array().unwrap().iter().find(|o| o["name"] == name).cloned();
    assert!(option("options").is_none(), "no JSON parameter");
    assert_eq!(option("great_wall").expect("great_wall")["type"], 5, "a boolean");
    let events = option("super_event").expect("super_event");
    assert_eq!(events["choices"].as_array().unwrap().len(), 10);
    assert_eq!(events["choices"][4]["name"], "Solar eclipse");
    assert_eq!(events["choices"][4]["name_localizations"]["it"], "Eclissi solare");

    // The board's text fields are read below: this server's boards are text.
    let m = table.slash(table.admin, Slash::new("admin").subcommand("images").opt("state", 1)).await;
    assert!(m.ephemeral && m.content.contains("text only"), "{}", m.content);
    // Choice 4 of super_event is the solar eclipse.
    let lobby = table
        .open("year-of-the-dragon", None, &[("great_wall", true.into()), ("super_event", OptionValue::Integer(4))])
        .await;
    let text = lobby.text();
    assert!(text.contains("Great Wall expansion: on") && text.contains("Super event: Solar eclipse"), "{text}");
    assert!(!text.contains("great_wall") && !text.contains(" = ") && !text.contains('{'), "{text}");
    table.click(table.players[1], lobby.id, &Table::lobby_button(&lobby, "join")).await;
    table.click(table.players[0], lobby.id, &Table::lobby_button(&lobby, "start")).await;
    let board = table.wait_board(|_| true).await;
    assert!(board.text().contains("🌀 Super event: Solar eclipse, strikes in month 7"), "{}", board.text());
    assert!(board.text().contains("🧱 Great Wall 0/12"), "{}", board.text());

    let m = table.slash(table.admin, Slash::new("admin").subcommand("cancel")).await;
    assert!(m.ephemeral, "{}", m.content);
    let lobby = table.open("junk", None, &[("opening_hands", OptionValue::Integer(1))]).await;
    assert!(lobby.text().contains("Opening hands: dealt evenly"), "{}", lobby.text());
    let m = table.slash(table.admin, Slash::new("game").subcommand("rules").opt("game", "junk")).await;
    assert!(m.content.contains("**Variant set-up**") && m.content.contains("**Opening hands**"), "{}", m.content);
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_panel_opens_with_what_the_others_did_since_your_last_move() {
    // Players who are away: every turn of theirs comes with a DM panel.
    let mut table = Table::with_quiet(2, Some(0)).await;
    let board = table.start_game("great-wall", 2, 2, &[]).await;
    let first = harness::mentions(&board.content)[0];
    let other = *table.players.iter().find(|&&p| p != first).unwrap();
    let mut moved = (false, false);
    let board = loop {
        let board = table.wait_board(|_| true).await;
        let to_act = harness::mentions(&board.content)[0];
        if to_act == first && moved == (true, true) {
            break board;
        }
        if to_act == first {
            moved.0 = true;
        } else {
            moved.1 = moved.0;
        }
        table.random_move(to_act, Route::BoardButton).await;
    };
    let check = |content: &str| {
        let mut lines = content.lines();
        assert_eq!(lines.next(), Some("Since your last move:"), "{content}");
        let quoted: Vec<&str> = lines.take_while(|l| l.starts_with("> ")).collect();
        assert!(!quoted.is_empty() && quoted.len() <= 5, "{content}");
        assert!(
            quoted
                .iter()
                .all(|l| l.contains(&format!("player{}", table.players.iter().position(|&p| p == other).unwrap() + 1))),
            "grouped by the player who moved: {content}"
        );
        assert!(!content.to_lowercase().contains("seat "), "{content}");
    };
    let panel = table.panel(first, Route::PlayCommand, &board).await;
    check(&panel.content);
    let current = table.state_version().to_string();
    let dm = table.discord.wait_for("the DM panel of this turn", |d| {
        d.dms_of(first)
            .into_iter()
            .rev()
            .find(|m| m.custom_ids().iter().any(|id| id.split(':').nth(2) == Some(&current)))
    });
    let dm = dm.await.expect("a DM panel");
    check(&dm.content);
    // The panels it replaced keep their options, disabled, under a line
    // that says so: the history of what was offered reads on.
    let older: Vec<_> =
        table.discord.dms_of(first).into_iter().filter(|m| m.id < dm.id && !m.components.is_empty()).collect();
    assert!(!older.is_empty(), "no superseded DM panel kept its options");
    for m in &older {
        assert!(!m.is_live(), "a superseded DM panel still takes clicks: {}", m.content);
        assert!(m.content.ends_with("⌛ A newer panel is below: these options have passed."), "{}", m.content);
    }
    assert!(dm.is_live(), "the newest panel takes clicks");
    // The other player, who has not moved since, gets no such summary.
    let theirs = table.panel(other, Route::PlayCommand, &board).await;
    assert!(!theirs.content.contains("Since your last move"), "{}", theirs.content);
    table.assert_no_leaks();
}

/// Dschunke's opening: three players pick their cards in secret, each
/// always taking the first (or always the last) choice offered; returns
/// the channel requests (method and route, ids left out) made while the
/// first two submitted.
async fn opening_in_secret(last: bool) -> Vec<String> {
    let table = Table::new(3).await;
    table.start_game("junk", 3, 3, &[]).await;
    table.settle().await;
    let from = table.channel_requests();
    for &user in &table.players[..2] {
        let seat = table.record().unwrap().seats.iter().position(|s| s.user == Some(user.0)).unwrap() as u8;
        while table.public_face().unwrap().1.contains(&seat) {
            let board = table.wait_board(|_| true).await;
            let panel = table.panel(user, Route::BoardButton, &board).await;
            let moves = Table::panel_moves(&panel);
            let (id, value) = if last { moves.last() } else { moves.first() }.expect("a move").clone();
            let reply = table.take(user, panel.id, &id, &value).await;
            let done = table.confirm(user, reply).await;
            assert!(done.content.starts_with('✅'), "{}", done.content);
            table.settle().await;
        }
    }
    let channel = format!("/channels/{}/", table.channel);
    let shape = |route: &str| {
        route
            .split('/')
            .map(|p| if !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()) { "#" } else { p })
            .collect::<Vec<_>>()
            .join("/")
    };
    table.discord.requests()[from..]
        .iter()
        .filter(|r| r.route.starts_with(&channel))
        .map(|r| format!("{} {}", r.method, shape(r.path())))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_channel_sees_the_same_whatever_the_secret_choices() {
    let first = opening_in_secret(false).await;
    let last = opening_in_secret(true).await;
    assert_eq!(first, last, "the secret choices showed in the channel");
    // One edit per player done (the waiting list), nothing for the steps.
    assert_eq!(first, vec!["PATCH /channels/#/messages/#"; 2], "{first:?}");
}
