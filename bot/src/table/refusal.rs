//! Why a request was refused: one closed list, for every request a
//! session takes.

use tavola_engine::GameKind;
use thiserror::Error;

use crate::store::{SeatRecord, StoreError};
use crate::table::deadlines::VacationError;

/// Why a request was refused; the text is shown to the requester privately.
#[derive(Debug, Error)]
pub enum Refusal {
    #[error("There is no game in this channel. Start one with `/game new`.")]
    NoSession,
    #[error("This channel already has a game. Finish it, or ask an admin to `/admin cancel` it.")]
    ChannelBusy,
    #[error("That game has ended or was cancelled, so this button does nothing now.")]
    Closed,
    #[error("The game has already started, so the lobby buttons no longer apply. Use `/play` when it is your turn.")]
    AlreadyStarted,
    #[error("The game has not started yet. Press Start in the lobby, or use `/game start`.")]
    NotStarted,
    #[error("You are already seated in this game.")]
    AlreadySeated,
    #[error("You're not playing in this game; the board shows everything public.")]
    NotSeated,
    #[error("The table is full: {} seats at most {max} players.", kind.id())]
    Full { kind: GameKind, max: usize },
    #[error("{} needs {min} to {max} players; {have} are seated.", kind.id())]
    PlayerCount { kind: GameKind, min: usize, max: usize, have: usize },
    #[error("It's someone else's turn.")]
    NotYourTurn { to_act: Vec<SeatRecord> },
    #[error("This panel is from an earlier turn; the game has moved on since. Open a fresh one with Play or `/play`.")]
    Stale,
    #[error("That button or move is not one this game offers you now. Open a fresh panel with Play or `/play`.")]
    Forged,
    #[error("Only the game's creator or an admin can do that.")]
    NotCreator,
    #[error("There is nothing to undo yet.")]
    NothingToUndo,
    #[error(
        "That move can no longer be taken back: something was drawn or revealed, or another player has moved since."
    )]
    NotReversible,
    #[error("{0}")]
    BadSetup(String),
    #[error("That user is not seated in this game.")]
    NoSuchPlayer,
    #[error("Your vacation was not taken: {0}.")]
    Vacation(#[from] VacationError),
    #[error("You are not seated in any running game on this server, so there is no clock to pause.")]
    NoClock,
    #[error("That reminder was for a decision you have already made (or that has timed out), so nothing changed.")]
    NothingToQuiet,
    #[error("The game could not be saved, so nothing changed. Please try again in a moment.")]
    Storage(#[from] StoreError),
}
