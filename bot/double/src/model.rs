//! The values the test API hands out: messages the bot posted, interaction
//! responses, recorded requests, and injectable faults.

use serde_json::Value;

use crate::ids::{ChannelId, InteractionId, MessageId, UserId};

/// A message the bot posted, as the double stores it.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: MessageId,
    pub channel_id: ChannelId,
    pub author: UserId,
    pub content: String,
    /// The embeds as the bot sent them (plus `"type":"rich"`).
    pub embeds: Vec<Value>,
    /// The top-level components (action rows) as the bot sent them.
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    pub flags: u64,
    /// Seen only by the user of `interaction`, never in the channel's history.
    pub ephemeral: bool,
    /// The interaction this message answers, for responses and follow-ups.
    pub interaction: Option<InteractionId>,
    /// How many times the bot edited it.
    pub edits: u32,
    pub deleted: bool,
    pub timestamp: String,
    pub edited_timestamp: Option<String>,
}

impl Message {
    /// Every `custom_id` of the message's buttons and select menus, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        self.leaf_components().filter_map(|c| c["custom_id"].as_str().map(str::to_string)).collect()
    }

    /// The components inside the action rows (buttons, selects, ...).
    pub fn leaf_components(&self) -> impl Iterator<Item = &Value> {
        self.components.iter().flat_map(|row| row["components"].as_array().map(|c| c.iter()).into_iter().flatten())
    }

    /// The component with this `custom_id`, if any.
    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        self.leaf_components().find(|c| c["custom_id"].as_str() == Some(custom_id))
    }

    /// Whether a button or menu of the message still takes clicks (one
    /// with a `custom_id`, not disabled).
    pub fn is_live(&self) -> bool {
        self.leaf_components().any(|c| c["custom_id"].is_string() && c["disabled"] != true)
    }

    /// The button labels, in order.
    pub fn button_labels(&self) -> Vec<String> {
        self.leaf_components()
            .filter(|c| c["type"] == 2)
            .filter_map(|c| c["label"].as_str().map(str::to_string))
            .collect()
    }

    /// All visible text: content, then each embed's author, title, description,
    /// field names and values, and footer, one per line. Handy for `contains`.
    pub fn text(&self) -> String {
        let mut out = vec![self.content.clone()];
        for embed in &self.embeds {
            for key in [&embed["author"]["name"], &embed["title"], &embed["description"]] {
                out.extend(key.as_str().map(str::to_string));
            }
            for field in embed["fields"].as_array().into_iter().flatten() {
                out.extend(field["name"].as_str().map(str::to_string));
                out.extend(field["value"].as_str().map(str::to_string));
            }
            out.extend(embed["footer"]["text"].as_str().map(str::to_string));
        }
        out.retain(|s| !s.is_empty());
        out.join("\n")
    }
}

/// A file attached to a message.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub size: usize,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// How the bot answered an interaction (its callback).
#[derive(Clone, Debug)]
pub struct InteractionResponse {
    /// Callback type: 4 message, 5 deferred message, 6 deferred update,
    /// 7 update message, 8 autocomplete result, 9 modal.
    pub kind: u8,
    /// The callback's `data` (`{}` when absent).
    pub data: Value,
    /// The response message was flagged ephemeral (64).
    pub ephemeral: bool,
    /// The message created (4, 5) or updated (7) by the callback.
    pub message: Option<MessageId>,
}

impl InteractionResponse {
    /// The autocomplete choices of a type 8 response.
    pub fn choices(&self) -> Vec<Value> {
        self.data["choices"].as_array().cloned().unwrap_or_default()
    }
}

/// One uploaded file of a multipart request.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct FileMeta {
    /// The part's name, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub size: usize,
}

/// One REST request the bot made, with the double's answer.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Request {
    pub method: String,
    /// The path (after `/api/v10`) and query string as sent.
    pub route: String,
    /// The JSON body, or a multipart request's `payload_json`.
    pub body: Option<Value>,
    pub files: Vec<FileMeta>,
    pub status: u16,
    /// The body of the double's answer (`None` for 204).
    pub response: Option<Value>,
    /// Why the double refused it: OpenAPI or limit violations, rate limits,
    /// unknown route.
    pub violations: Vec<String>,
    /// When the double answered it, since it started, on its clock
    /// ([`crate::Double::advance_clock`] included, as the rate limits count):
    /// requests per second can be read from the record.
    pub at: std::time::Duration,
    /// How long it waited in the double between arriving and being answered
    /// (the double's own queue and work, not the bot's): the benchmarks
    /// tell the double's share of an answer's time from the bot's.
    #[serde(skip)]
    pub waited: std::time::Duration,
}

impl Request {
    /// The route without the query string.
    pub fn path(&self) -> &str {
        self.route.split('?').next().unwrap_or_default()
    }

    /// True when the double answered 2xx.
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// A failure the double injects into the next request whose route contains
/// a given text, so the bot's failure paths can be tested.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// `429 Too Many Requests` with `Retry-After` (seconds).
    RateLimited { retry_after: f64 },
    /// `500 Internal Server Error`.
    ServerError,
}
