//! Which limits a request falls under, from its method and path alone.
//!
//! Discord limits each route per *major parameter*: the channel, the
//! server, or the webhook (with its token) the path starts with. Two
//! messages in one channel share a limit; the same request in another
//! channel has its own. Other ids in the path (a message's) do not count.

/// One route of Discord's API with its major parameter: requests with
/// the same key share a bucket and go out in the order they came.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RouteKey(String);

impl RouteKey {
    /// The key of `method` on `path` (with or without `/api/v10`, with or
    /// without a query).
    pub fn of(method: &str, path: &str) -> RouteKey {
        let segments = segments(path);
        let major = major_len(&segments);
        let mut key = String::with_capacity(path.len() + 8);
        key.push_str(method);
        key.push(' ');
        for (i, segment) in segments.iter().enumerate() {
            key.push('/');
            key.push_str(if i >= major && is_id(segment) { "{id}" } else { segment });
        }
        RouteKey(key)
    }

    /// The route without its ids, tokens or emoji: what a metric counts
    /// by, one series per kind of request, and no interaction's or
    /// webhook's token in the metrics.
    pub fn kind(method: &str, path: &str) -> String {
        let segments = segments(path);
        let tokened = matches!(segments.first(), Some(&("interactions" | "webhooks")));
        let mut kind = String::from(method);
        kind.push(' ');
        for (i, segment) in segments.iter().enumerate() {
            kind.push('/');
            kind.push_str(match segment {
                _ if is_id(segment) => "{id}",
                _ if tokened && i == 2 => "{token}",
                _ if i > 0 && segments[i - 1] == "reactions" => "{emoji}",
                _ => segment,
            });
        }
        kind
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An interaction's answer: the callback, and the follow-ups and edits of
/// its response through the interaction's webhook. Discord does not count
/// them against the bot's global limit, and each has limits of its own,
/// so they never wait behind the bot's other requests.
pub fn answers_an_interaction(path: &str) -> bool {
    match segments(path).as_slice() {
        ["interactions", _, _, "callback"] => true,
        // An interaction's token is long; a bot's own webhooks' are too,
        // but Tavola makes none.
        ["webhooks", _, _, ..] => true,
        _ => false,
    }
}

fn segments(path: &str) -> Vec<&str> {
    let path = path.split('?').next().unwrap_or_default();
    let mut segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    if segments.first() == Some(&"api") {
        segments.remove(0);
        if segments.first().is_some_and(|v| v.starts_with('v') && v[1..].chars().all(|c| c.is_ascii_digit())) {
            segments.remove(0);
        }
    }
    segments
}

/// How many leading segments name the major parameter.
fn major_len(segments: &[&str]) -> usize {
    match segments {
        ["channels" | "guilds", id, ..] if is_id(id) => 2,
        ["webhooks", _, _, ..] => 3,
        ["webhooks", _] => 2,
        ["interactions", _, _, ..] => 3,
        _ => 0,
    }
}

fn is_id(segment: &str) -> bool {
    !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_channel_is_the_major_parameter_and_a_message_is_not() {
        let a = RouteKey::of("PATCH", "/api/v10/channels/11/messages/900");
        assert_eq!(a.as_str(), "PATCH /channels/11/messages/{id}");
        assert_eq!(a, RouteKey::of("PATCH", "/api/v10/channels/11/messages/901"));
        assert_ne!(a, RouteKey::of("PATCH", "/api/v10/channels/12/messages/900"));
        assert_ne!(a, RouteKey::of("POST", "/api/v10/channels/11/messages"));
        assert_eq!(
            RouteKey::of("GET", "/guilds/5/members/77?limit=1").as_str(),
            "GET /guilds/5/members/{id}",
            "without the version or the query"
        );
    }

    #[test]
    fn a_webhook_counts_with_its_token() {
        let a = RouteKey::of("PATCH", "/api/v10/webhooks/1/tok-a/messages/@original");
        assert_ne!(a, RouteKey::of("PATCH", "/api/v10/webhooks/1/tok-b/messages/@original"));
        assert_eq!(
            RouteKey::kind("PATCH", "/api/v10/webhooks/1/tok-a/messages/5"),
            "PATCH /webhooks/{id}/{token}/messages/{id}"
        );
    }

    #[test]
    fn interactions_answers_are_apart_from_the_global_limit() {
        assert!(answers_an_interaction("/api/v10/interactions/9/tok/callback"));
        assert!(answers_an_interaction("/api/v10/webhooks/1/tok/messages/@original"));
        assert!(!answers_an_interaction("/api/v10/channels/9/messages"));
        assert!(!answers_an_interaction("/api/v10/users/@me/channels"));
    }

    #[test]
    fn metrics_count_by_kind_of_request_without_ids_tokens_or_emoji() {
        assert_eq!(RouteKey::kind("POST", "/api/v10/channels/11/messages"), "POST /channels/{id}/messages");
        assert_eq!(RouteKey::kind("POST", "/api/v10/users/@me/channels"), "POST /users/@me/channels");
        let callback =
            RouteKey::kind("POST", "/api/v10/interactions/9/aW50ZXJhY3Rpb246OTk/callback?with_response=false");
        assert_eq!(callback, "POST /interactions/{id}/{token}/callback");
        assert_eq!(
            RouteKey::kind("PUT", "/channels/1/messages/2/reactions/%F0%9F%91%8D/@me"),
            "PUT /channels/{id}/messages/{id}/reactions/{emoji}/@me"
        );
        assert_eq!(RouteKey::kind("GET", "/api/v10/gateway/bot"), "GET /gateway/bot");
    }
}
