//! The Discord adapter's metrics, through the `metrics` facade (no IO;
//! nothing is recorded until `tavola run` installs the Prometheus recorder,
//! `TAVOLA_METRICS_ADDR`): answers and their latency, pictures, the
//! analysis queue, and Discord's rate limits. The table records its own
//! ([`tavola_table::measure`]). docs/hosting.md, "Logs and metrics", lists
//! every metric with its meaning.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::InteractionId;

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
/// Seconds from Discord's creating an interaction (its id's time, to the
/// millisecond) to the bot's starting on it: the gateway's delivery and
/// the process's wait before the handler runs.
pub const ARRIVAL_SECONDS: &str = "tavola_interaction_arrival_seconds";
/// Seconds from sending a click's answer to Discord's taking it: the request's
/// round trip (through the rate-limit gate, which lets answers pass).
pub const ANSWER_SEND_SECONDS: &str = "tavola_answer_send_seconds";
/// Seconds to draw one board picture.
pub const PICTURE_SECONDS: &str = "tavola_picture_render_seconds";
/// Bytes of board pictures held in the cache.
pub const PICTURE_CACHE_BYTES: &str = "tavola_picture_cache_bytes";
/// Pictures waiting for one of the picture pool's threads (not yet
/// started): a line that keeps growing means boards go out as text first.
pub const PICTURE_QUEUE: &str = "tavola_picture_queue";
/// Finished games whose analysis is waiting or under way.
pub const ANALYSIS_QUEUE: &str = "tavola_analysis_queue";
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

/// The bot starts on the interaction `id`.
pub fn arrived(kind: Kind, id: InteractionId) {
    metrics::histogram!(ARRIVAL_SECONDS, "kind" => kind.label()).record(crate::answer::age(id).as_secs_f64());
}

/// Times an answer's request to Discord, from `start`.
pub fn answer_sent(start: Instant) {
    metrics::histogram!(ANSWER_SEND_SECONDS).record(start.elapsed().as_secs_f64());
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
