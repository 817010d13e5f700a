//! A command's answer already on its way to Discord when the deferral
//! margin passes: the bot must not defer it as well. Discord would keep
//! whichever came first; a deferral first would leave the player looking
//! at "thinking..." with the answer refused.

use std::time::Duration;

use crate::harness::{quiet_from_env, Table};
use tavola_double::Slash;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_in_flight_at_the_margin_is_the_one_first_response() {
    // The bot it starts defers after 300 ms.
    let table = Table::with_bot_env(1, quiet_from_env(), &[("TAVOLA_ANSWER_MARGIN_MS", "300")]).await;
    // The answer leaves at once and reaches Discord after the margin.
    table.discord.delay_next("/callback", Duration::from_millis(900));
    let m = table.slash(table.players[0], Slash::new("games")).await;
    assert!(m.ephemeral && !m.content.is_empty(), "the answer itself: {m:?}");
    let callbacks: Vec<_> = table.discord.requests().into_iter().filter(|r| r.route.ends_with("/callback")).collect();
    assert_eq!(callbacks.len(), 1, "one first response, no deferral beside it: {callbacks:#?}");
    assert_eq!(callbacks[0].status, 204);
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}
