//! Why a request was refused: one closed list, for every request a
//! session takes.

use tavola_engine::GameKind;
use thiserror::Error;

use crate::deadlines::VacationError;
use crate::record::SeatRecord;
use crate::store::StoreError;

/// Why a request was refused. Each reason is worded once, in the words
/// files, under the message id its `Display` gives (`refusal-stale`); the
/// requester reads it privately in their language, the log shows the id.
#[derive(Debug, Error)]
pub enum Refusal {
    #[error("refusal-no-session")]
    NoSession,
    #[error("refusal-channel-busy")]
    ChannelBusy,
    #[error("refusal-closed")]
    Closed,
    #[error("refusal-already-started")]
    AlreadyStarted,
    #[error("refusal-not-started")]
    NotStarted,
    #[error("refusal-already-seated")]
    AlreadySeated,
    #[error("refusal-not-seated")]
    NotSeated,
    #[error("refusal-full")]
    Full { kind: GameKind, max: usize },
    #[error("refusal-player-count")]
    PlayerCount { kind: GameKind, min: usize, max: usize, have: usize },
    #[error("refusal-not-your-turn")]
    NotYourTurn { to_act: Vec<SeatRecord> },
    #[error("refusal-stale")]
    Stale,
    #[error("refusal-forged")]
    Forged,
    #[error("refusal-not-creator")]
    NotCreator,
    #[error("refusal-nothing-to-undo")]
    NothingToUndo,
    #[error("refusal-not-reversible")]
    NotReversible,
    #[error("refusal-bad-setup: {0}")]
    BadSetup(String),
    #[error("refusal-no-such-player")]
    NoSuchPlayer,
    #[error("refusal-vacation: {0}")]
    Vacation(#[from] VacationError),
    #[error("refusal-no-clock")]
    NoClock,
    #[error("refusal-nothing-to-quiet")]
    NothingToQuiet,
    #[error("refusal-hints-off")]
    HintsOff,
    #[error("refusal-still-open")]
    StillOpen,
    #[error("refusal-no-finished-game")]
    NoFinishedGame,
    #[error("refusal-storage: {0}")]
    Storage(#[from] StoreError),
}
