//! What the gate's tests share: a serenity client sending through a gate,
//! and polling borrowed futures together.

use serenity::http::{Http, HttpBuilder};

/// A serenity client sending to `url` (a gate) with its own limiter off,
/// as the bot's processes do.
pub fn through(url: &str) -> Http {
    HttpBuilder::new("a-token").proxy(url).ratelimiter_disabled(true).build()
}

/// Polls `futures` together on this task until every one is done (they may
/// borrow, so they cannot be spawned).
pub async fn join_all<F: std::future::Future<Output = ()>>(futures: impl IntoIterator<Item = F>) {
    let mut pinned: Vec<std::pin::Pin<Box<F>>> = futures.into_iter().map(Box::pin).collect();
    std::future::poll_fn(|cx| {
        pinned.retain_mut(|f| f.as_mut().poll(cx).is_pending());
        if pinned.is_empty() {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    })
    .await;
}
