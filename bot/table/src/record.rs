//! What the table knows of a session, apart from its game: its seats,
//! status, options, message ids and clocks ([`SessionRecord`]), and one
//! applied action as the log keeps it ([`LogEntry`]). The table's own
//! types: the store keeps them, the renderers read them, and neither of
//! those layers defines them.

use serde::{Deserialize, Serialize};

use crate::deadlines::Timers;

/// A session's id, stable across restarts.
pub type SessionId = i64;

/// Where a session stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Lobby,
    Active,
    Over,
    Cancelled,
}

impl Status {
    pub(crate) fn id(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Active => "active",
            Status::Over => "over",
            Status::Cancelled => "cancelled",
        }
    }

    pub(crate) fn from_id(id: &str) -> Status {
        match id {
            "lobby" => Status::Lobby,
            "active" => Status::Active,
            "over" => Status::Over,
            _ => Status::Cancelled,
        }
    }

    /// Whether the session still holds its channel.
    pub fn is_open(self) -> bool {
        matches!(self, Status::Lobby | Status::Active)
    }
}

/// Who sits at a seat: a Discord user or the house player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    /// The Discord user, or `None` for a house player.
    pub user: Option<u64>,
    /// The name shown on the board.
    pub name: String,
    /// Whether a DM to this user can be delivered (checked at join).
    pub dm_open: bool,
}

impl SeatRecord {
    pub fn house(n: usize) -> SeatRecord {
        SeatRecord { user: None, name: format!("House {n}"), dm_open: false }
    }

    pub fn is_house(&self) -> bool {
        self.user.is_none()
    }

    /// A house player's number (`House 2` is 2): its name is worded in the
    /// reader's language from it.
    pub fn house_number(&self) -> Option<usize> {
        self.is_house().then(|| self.name.rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(1))
    }
}

/// Everything about a session except its action log.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionRecord {
    pub id: SessionId,
    pub guild: u64,
    pub channel: u64,
    pub creator: u64,
    /// The game's stable id.
    pub game: String,
    /// The options as given (a JSON object).
    pub options: serde_json::Value,
    /// The table size asked for at `/game new`: house players fill the
    /// empty seats at start.
    pub target: Option<usize>,
    /// The seed of the game's RNG. Secret: never shown, logged or exported.
    pub seed: u64,
    pub status: Status,
    /// How many actions have been applied.
    pub version: u64,
    /// In the lobby, in joining order; once started, in seat order.
    pub seats: Vec<SeatRecord>,
    /// The game state (the engine's serialized `AnyGame`), once started.
    pub snapshot: Option<String>,
    pub lobby_message: Option<u64>,
    pub board_message: Option<u64>,
    /// DM panel messages: (user, DM channel, message).
    pub dm_messages: Vec<(u64, u64, u64)>,
    /// The turn timer and each seat's clock.
    pub timers: Timers,
}

/// One applied action, as the log keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The version this action produced (1 for the first action).
    pub version: u64,
    pub seat: u8,
    /// The action as the engine takes it.
    pub action: serde_json::Value,
    /// Who chose it: a user id, or `None` for the house player.
    pub by: Option<u64>,
    /// The events it caused, with their audiences.
    pub events: serde_json::Value,
    /// Unix seconds.
    pub at: i64,
}
