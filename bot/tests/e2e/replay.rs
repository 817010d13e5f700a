//! The replay viewer and the players' export (issue 31), end to end
//! through the Discord double: a finished game replayed privately by
//! someone who did not play, stepped, jumped and ended; its buttons still
//! work after a kill -9; `/game export` gives a player the log and the JSON
//! and refuses anyone else.

use crate::harness::Table;
use tavola_double::{Message, Slash, UserId};

/// The viewer's control for `step` (`first`, `prev`, `next`, `last`,
/// `jump`).
fn control(viewer: &Message, step: &str) -> String {
    let id = viewer.custom_ids().into_iter().find(|id| id.starts_with("rp:") && id.ends_with(&format!(":{step}")));
    id.unwrap_or_else(|| panic!("no {step} control on {:?}", viewer.custom_ids()))
}

/// The viewer's position line, e.g. "Turn 19 of 32": the game's own turn,
/// never a count of steps.
fn position(viewer: &Message) -> String {
    let description = viewer.embeds.first().and_then(|e| e["description"].as_str()).unwrap_or_default();
    description.lines().next().unwrap_or_default().to_owned()
}

/// The step the viewer stands at (0 at the set-up), as its controls carry
/// it (`rp:<session>:<step>:<control>`); the position line shows the turn.
fn move_of(viewer: &Message) -> u64 {
    let id = control(viewer, "first");
    let line = position(viewer);
    let step: u64 = id.split(':').nth(2).and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{id}"));
    if step == 0 {
        assert!(line.starts_with("Set-up"), "{line}");
    } else {
        let words: Vec<&str> = line.split(' ').collect();
        assert!(matches!(words.as_slice(), ["Turn", _, "of", _]), "the game's turn, no step: {line:?}");
    }
    step
}

async fn step(table: &Table, user: UserId, viewer: &Message, which: &str) -> Message {
    let next = table.click(user, viewer.id, &control(viewer, which)).await;
    assert!(next.ephemeral && next.id == viewer.id, "the viewer is edited in place: {}", next.text());
    next
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_replayed_privately_across_a_restart_and_exported_for_its_players() {
    let mut table = Table::new(2).await;
    table.start_game("great-wall", 1, 2, &[]).await;
    table.play_to_end(2000).await;
    let (player, outsider) = (table.players[0], table.players[1]);

    // Anyone may replay it, privately, and it opens at the end: the last
    // of its turns (a turn is a seat's moves in a row).
    let viewer = table.slash(outsider, Slash::new("game").subcommand("replay")).await;
    assert!(viewer.ephemeral, "the replay is private");
    let last = move_of(&viewer);
    assert!(0 < last && last <= table.state_version(), "{}", position(&viewer));
    let turns = position(&viewer).rsplit(' ').next().unwrap().to_owned();
    assert!(position(&viewer).starts_with(&format!("Turn {turns} of {turns}")), "{}", position(&viewer));

    let start = step(&table, outsider, &viewer, "first").await;
    assert_eq!(move_of(&start), 0, "{}", start.text());
    let one = step(&table, outsider, &start, "next").await;
    let two = step(&table, outsider, &one, "next").await;
    assert!(0 < move_of(&one) && move_of(&one) < move_of(&two), "{} / {}", position(&one), position(&two));
    assert_eq!(two.attachments.len(), 1, "a step replaces the board picture: {:?}", two.attachments);
    let back = step(&table, outsider, &two, "prev").await;
    assert_eq!(move_of(&back), move_of(&one), "back retraces forward");

    // The jump menu takes the viewer to a later round.
    let jump = control(&back, "jump");
    let options = back.component(&jump).and_then(|c| c["options"].as_array().cloned()).expect("the jump menu");
    assert!((2..=25).contains(&options.len()), "{options:?}");
    let value = options[options.len() / 2]["value"].as_str().expect("a turn").to_owned();
    let jumped = table.select(outsider, back.id, &jump, &value).await;
    assert!(jumped.ephemeral && jumped.id == back.id);
    assert_eq!(move_of(&jumped).to_string(), value, "{}", position(&jumped));
    let end = step(&table, outsider, &jumped, "last").await;
    assert_eq!(move_of(&end), last);

    // The results carry a Replay button: it opens a viewer of its own, at
    // the set-up, for whoever clicks it; the results stay as they were.
    let results = table
        .discord
        .messages_in(table.channel)
        .into_iter()
        .rev()
        .find(|m| m.custom_ids().iter().any(|id| id.starts_with("rp:") && id.ends_with(":open")))
        .expect("the results carry a Replay button");
    assert!(!results.ephemeral && !results.embeds.is_empty(), "the results are public");
    let open = control(&results, "open");
    let opened = table.click(outsider, results.id, &open).await;
    assert!(opened.ephemeral && opened.id != results.id, "a private viewer of its own: {}", opened.text());
    assert_eq!(move_of(&opened), 0, "{}", opened.text());
    let results_now = table.discord.messages_in(table.channel).into_iter().find(|m| m.id == results.id).unwrap();
    assert_eq!(results_now.edits, results.edits, "the results are never edited by a click");

    // After a kill -9 the old viewer's buttons still work.
    table.kill_bot().await;
    table.start_bot().await;
    let again = step(&table, outsider, &end, "first").await;
    assert_eq!(move_of(&again), 0, "{}", again.text());

    // The players' export: two files for a player, a refusal for anyone else.
    let export = table.slash(player, Slash::new("game").subcommand("export")).await;
    assert!(export.ephemeral, "{}", export.text());
    let names: Vec<&str> = export.attachments.iter().map(|a| a.filename.as_str()).collect();
    assert_eq!(names.len(), 2, "{names:?}: {}", export.text());
    assert!(names.iter().any(|n| n.ends_with(".txt")) && names.iter().any(|n| n.ends_with(".json")), "{names:?}");
    let refused = table.slash(outsider, Slash::new("game").subcommand("export")).await;
    assert!(refused.ephemeral && refused.attachments.is_empty(), "{}", refused.text());
    assert!(refused.content.contains("Only the players"), "{}", refused.content);
    table.assert_reads_well();
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}
