//! The Discord adapter's metrics, through the `metrics` facade (no IO;
//! nothing is recorded until `tavola run` installs the Prometheus recorder,
//! `TAVOLA_METRICS_ADDR`): answers and their latency, pictures, the
//! analysis queue, and Discord's rate limits. The table records its own
//! ([`tavola_table::measure`]). docs/hosting.md, "Logs and metrics", lists
//! every metric with its meaning.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{InteractionId, RatelimitInfo};

/// Interactions (clicks and slash commands, label `kind`) whose answer went
/// out, in time or after a deferral.
pub const ANSWERED: &str = "tavola_interactions_answered_total";
/// Interactions deferred because their answer was not ready within the
/// margin (`TAVOLA_ANSWER_MARGIN_MS`).
pub const DEFERRED: &str = "tavola_interactions_deferred_total";
/// Interactions whose first response (answer or deferral) left after
/// Discord's 3-second window: Discord showed the player a failure.
pub const LATE: &str = "tavola_interactions_late_total";
/// Seconds from an interaction's arrival to its answer (a deferred one's
/// real answer, not the deferral).
pub const ANSWER_SECONDS: &str = "tavola_answer_seconds";
/// Seconds to draw one board picture.
pub const PICTURE_SECONDS: &str = "tavola_picture_render_seconds";
/// Bytes of board pictures held in the cache.
pub const PICTURE_CACHE_BYTES: &str = "tavola_picture_cache_bytes";
/// Finished games whose analysis is waiting or under way.
pub const ANALYSIS_QUEUE: &str = "tavola_analysis_queue";
/// REST requests held back by Discord's rate limits, by route and
/// whether the limit was global: a 429, or serenity waiting out a bucket
/// it knows is empty (serenity reports both alike).
pub const RATELIMITED: &str = "tavola_discord_ratelimited_total";

/// Discord's window for an interaction's first response.
const WINDOW: Duration = Duration::from_secs(3);

/// What answered: a click (a component) or a slash command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Click,
    Command,
}

impl Kind {
    fn label(self) -> &'static str {
        match self {
            Kind::Click => "click",
            Kind::Command => "command",
        }
    }
}

/// An interaction's answer went out, `since` its arrival (`None`: its
/// arrival is not known, as for a click answered outside the guard).
pub fn answered(kind: Kind, since: Option<Instant>) {
    metrics::counter!(ANSWERED, "kind" => kind.label()).increment(1);
    if let Some(start) = since {
        metrics::histogram!(ANSWER_SECONDS, "kind" => kind.label()).record(start.elapsed().as_secs_f64());
    }
}

/// An interaction was deferred.
pub fn deferred(kind: Kind) {
    metrics::counter!(DEFERRED, "kind" => kind.label()).increment(1);
}

/// Counts `id`'s first response as late if Discord's window has passed
/// since Discord created the interaction.
pub fn first_response(kind: Kind, id: InteractionId) {
    if crate::answer::margin_left(id, WINDOW).is_zero() {
        metrics::counter!(LATE, "kind" => kind.label()).increment(1);
    }
}

/// Counts serenity's rate-limit reports: installed on the client as an
/// event handler, the one way serenity hands them out.
pub struct Ratelimits;

#[serenity::async_trait]
impl serenity::EventHandler for Ratelimits {
    async fn ratelimit(&self, info: RatelimitInfo) {
        let route = format!("{} {}", info.method.reqwest_method(), route_bucket(&info.path));
        let global = if info.global { "true" } else { "false" };
        metrics::counter!(RATELIMITED, "route" => route, "global" => global).increment(1);
    }
}

/// A request path with its ids, tokens and emoji taken out
/// (`channels/{id}/messages`), so that one route is one label whatever it
/// names, and no interaction's or webhook's token reaches the metrics.
pub fn route_bucket(path: &str) -> String {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let path = path.split_once("/api/v10/").map_or(path, |(_, rest)| rest);
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let tokened = matches!(parts.first(), Some(&("interactions" | "webhooks")));
    let shown: Vec<&str> = parts
        .iter()
        .enumerate()
        .map(|(i, part)| match part {
            _ if !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()) => "{id}",
            _ if tokened && i == 2 => "{token}",
            _ if i > 0 && parts[i - 1] == "reactions" => "{emoji}",
            _ => part,
        })
        .collect();
    shown.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_keeps_its_shape_without_its_ids() {
        assert_eq!(
            route_bucket("https://discord.com/api/v10/channels/123/messages/456"),
            "channels/{id}/messages/{id}"
        );
        let callback = route_bucket("/interactions/9/aW50ZXJhY3Rpb246OTk/callback?with_response=false");
        assert_eq!(callback, "interactions/{id}/{token}/callback");
        assert_eq!(route_bucket("/webhooks/5/aW50ZXJh/messages/@original"), "webhooks/{id}/{token}/messages/@original");
        assert_eq!(
            route_bucket("/channels/1/messages/2/reactions/%F0%9F%91%8D/@me"),
            "channels/{id}/messages/{id}/reactions/{emoji}/@me"
        );
        assert_eq!(route_bucket("gateway/bot"), "gateway/bot");
    }
}
