//! The bot end to end: the real `tavola` binary against the Discord double.

mod harness;

use harness::Table;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn great_wall_two_humans_play_to_the_end() {
    let mut table = Table::new(2).await;
    table.start_game("great-wall", 2, 2, None).await;
    let end = table.play_to_end(2000).await;
    assert!(end.text().contains("Winner"), "{}", end.text());
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}
