//! The post-game Analysis (issue 32), end to end through the Discord
//! double: a finished game is analysed in the background and its Analysis
//! (the chart of each player's chance to win, three turning points in
//! words) is posted under the results, pinging nobody; `/game analysis`
//! posts it again for a player and is refused to anyone else; a bot killed
//! mid-analysis resumes where it stopped and posts it exactly once.

use std::time::{Duration, Instant};

use crate::harness::Table;
use tavola_double::{Message, Slash};
use tavola_table::analysis::{AnalysisRecord, AnalysisStatus};

fn title(m: &Message) -> String {
    m.embeds.first().and_then(|e| e["title"].as_str()).unwrap_or_default().to_owned()
}

/// The channel's Analysis messages, oldest first.
fn analyses(table: &Table) -> Vec<Message> {
    table
        .discord
        .messages_in(table.channel)
        .into_iter()
        .filter(|m| title(m).starts_with("Analysis of game #"))
        .collect()
}

/// Waits until the channel holds `count` Analysis messages; the newest.
async fn wait_analysis(table: &Table, count: usize) -> Message {
    table
        .discord
        .wait_for("the Analysis message", |_| {
            let found = analyses(table);
            (found.len() >= count).then(|| found.last().cloned()).flatten()
        })
        .await
        .expect("the analysis is posted")
}

/// The analysis as kept once the bot recorded its message (a moment
/// after the double saw it), within a deadline.
async fn posted(store: &dyn tavola_table::store::Store, id: i64, message: u64) -> AnalysisRecord {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let kept = store.analysis(id).unwrap().expect("kept");
        if kept.message == Some(message) {
            assert_eq!(kept.status, AnalysisStatus::Posted);
            return kept;
        }
        assert!(Instant::now() < deadline, "message {message} never recorded: {:?}", (kept.status, kept.message));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The Analysis message as the issue asks: after the results, the three
/// turning points in words, the chart as a landscape PNG, no ping.
fn check_analysis(table: &Table, analysis: &Message) {
    let public = table.discord.messages_in(table.channel);
    let results = public.iter().position(|m| title(m).contains("Final results")).expect("the results");
    let at = public.iter().position(|m| m.id == analysis.id).unwrap();
    assert!(at > results, "the analysis comes under the results");
    let text = analysis.embeds[0]["description"].as_str().unwrap_or_default();
    for n in 1..=3 {
        let line = text.lines().find(|l| l.starts_with(&format!("**{n}.** Turn "))).unwrap_or_else(|| panic!("{text}"));
        assert!(line.contains("where “") && line.contains("was better; their chance to win fell from"), "{line}");
    }
    assert!(analysis.content.is_empty() && crate::harness::mentions(&analysis.content).is_empty(), "no ping");
    assert_eq!(analysis.attachments.len(), 1, "{:?}", analysis.attachments);
    let file = &analysis.attachments[0];
    assert!(file.filename.starts_with("chances-") && file.filename.ends_with(".png"), "{}", file.filename);
    assert_eq!(analysis.embeds[0]["image"]["url"], format!("attachment://{}", file.filename));
    let (width, height) = crate::png_size(&file.bytes).expect("a PNG");
    assert!(width == 1200 && 3 * width >= 4 * height && width <= 2 * height, "{width}x{height}");
    assert!(file.bytes.len() <= 300 * 1024, "{} bytes", file.bytes.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_s_analysis_is_posted_under_the_results_and_again_on_request() {
    let mut table = Table::with_bot_env(2, None, &[("TAVOLA_ANALYSIS_BUDGET", "40")]).await;
    table.start_game("great-wall", 1, 2, &[]).await;
    table.play_to_end(2000).await;
    let analysis = wait_analysis(&table, 1).await;
    check_analysis(&table, &analysis);
    let store = table.store().expect("the store");
    let id = table.record().unwrap().id;
    let kept = posted(&*store, id, analysis.id.0).await;
    assert_eq!(kept.decisions.len(), kept.total);

    // A player asks again: it is posted again; someone who did not play
    // is refused, privately, and nothing is posted.
    let (player, outsider) = (table.players[0], table.players[1]);
    let refused = table.slash(outsider, Slash::new("game").subcommand("analysis")).await;
    assert!(refused.ephemeral && refused.content.contains("Only the players of game #"), "{}", refused.content);
    assert_eq!(analyses(&table).len(), 1);
    let asked = table.slash(player, Slash::new("game").subcommand("analysis")).await;
    assert!(asked.ephemeral && asked.content.contains("posted again"), "{}", asked.content);
    let again = wait_analysis(&table, 2).await;
    assert_eq!(again.embeds[0]["description"], analysis.embeds[0]["description"], "the same analysis");
    posted(&*store, id, again.id.0).await;

    // An admin turns the analysis off: the setting is the server's.
    let off = table.slash(table.admin, Slash::new("admin").subcommand("analysis").opt("state", 1)).await;
    assert!(off.ephemeral && off.content.contains("no longer analysed"), "{}", off.content);
    let guild = table.record().unwrap().guild;
    assert_eq!(store.guild_setting(guild, "analysis").unwrap().as_deref(), Some("off"));
    table.assert_reads_well();
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_mid_analysis_resumes_where_it_stopped_and_posts_it_once() {
    // A budget that makes the analysis last a few seconds in a debug build.
    let slow = [("TAVOLA_ANALYSIS_BUDGET", "600")];
    let mut table = Table::with_bot_env(1, None, &slow).await;
    table.start_game("great-wall", 1, 2, &[]).await;
    table.play_to_end(2000).await;
    let store = table.store().expect("the store");
    let id = table.record().unwrap().id;

    // Killed once some decisions are kept, well before the end.
    let deadline = Instant::now() + Duration::from_secs(60);
    let done = loop {
        let kept = store.analysis(id).unwrap().map(|a| (a.decisions.len(), a.total));
        if let Some((done, total)) = kept.filter(|&(done, _)| done >= 3) {
            assert!(done < total, "the analysis ended before the kill ({done} of {total}): raise the budget");
            break done;
        }
        assert!(Instant::now() < deadline, "no decision kept within 60 s: {kept:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    table.kill_bot().await;
    let at_kill = store.analysis(id).unwrap().unwrap().decisions.len();
    assert!(at_kill >= done);
    assert!(analyses(&table).is_empty(), "not posted before the end");
    let progress = store.analysis(id).unwrap().unwrap().percent();

    table.start_bot_with(&slow).await;
    // While it runs, a player hears how far it is.
    let asked = table.slash(table.players[0], Slash::new("game").subcommand("analysis")).await;
    assert!(asked.ephemeral, "{}", asked.content);
    assert!(
        asked.content.contains("% done; it will be posted here.") || asked.content.contains("posted again"),
        "{}",
        asked.content
    );
    // Resumed from the store, never from the first decision again.
    let first_seen = store.analysis(id).unwrap().unwrap();
    assert!(first_seen.decisions.len() >= at_kill, "{} < {at_kill}", first_seen.decisions.len());
    assert!(first_seen.percent() >= progress);

    // The analysis thinks at the lowest priority (nice 19): on a machine
    // busy with other tests it gets a sliver of a core until they are done.
    table.discord.set_wait_timeout(Duration::from_secs(300));
    let analysis = wait_analysis(&table, 1).await;
    table.discord.set_wait_timeout(Duration::from_secs(20));
    check_analysis(&table, &analysis);
    let kept = posted(&*store, id, analysis.id.0).await;
    assert_eq!(kept.decisions.len(), kept.total);
    let turns: Vec<usize> = kept.decisions.iter().map(|d| d.turn).collect();
    assert_eq!(turns, (1..=kept.total).collect::<Vec<_>>(), "each decision once, in order");
    let results = table.discord.messages_in(table.channel).into_iter().filter(|m| title(m).contains("Final results"));
    assert_eq!(results.count(), 1, "the results once");
    assert_eq!(analyses(&table).len(), 1 + usize::from(asked.content.contains("posted again")), "posted once");
    table.assert_reads_well();
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}
