//! The contract every game implements: who acts, what they may do, what it
//! does, what each viewer may see, and how it ends.

use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Msg, Seat};

/// Who owes a decision now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "seats", rename_all = "snake_case")]
pub enum Turn {
    /// One seat decides.
    Seat(Seat),
    /// Several seats decide in secret; the round resolves when the last one
    /// has submitted. Only seats that still owe a choice are listed.
    Simultaneous(Vec<Seat>),
    /// The game has ended.
    Over,
}

impl Turn {
    /// The seats that owe a decision, in turn order.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            Turn::Seat(s) => vec![*s],
            Turn::Simultaneous(seats) => seats.clone(),
            Turn::Over => Vec::new(),
        }
    }

    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Turn::Seat(s) => *s == seat,
            Turn::Simultaneous(seats) => seats.contains(&seat),
            Turn::Over => false,
        }
    }
}

/// Who may look at something: the channel and spectators, or one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    Public,
    Seat(Seat),
}

impl Viewer {
    /// Whether this viewer may see what belongs to `seat` alone.
    pub fn sees_private(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// Who may read an event: everyone, or only the seat it concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    Public,
    Private(Seat),
}

impl Audience {
    pub fn visible_to(self, viewer: Viewer) -> bool {
        match self {
            Audience::Public => true,
            Audience::Private(seat) => viewer.sees_private(seat),
        }
    }
}

/// An event with its audience, so logs are redacted by type, not by care.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Logged<E> {
    pub audience: Audience,
    pub event: E,
}

impl<E> Logged<E> {
    pub fn public(event: E) -> Self {
        Logged { audience: Audience::Public, event }
    }

    pub fn private(seat: Seat, event: E) -> Self {
        Logged { audience: Audience::Private(seat), event }
    }
}

/// The end of a game: final scores, the tie-break used, the winners.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<i32>,
    /// Values compared when scores tie, higher is better, with the rule's name.
    pub tiebreak: Option<Tiebreak>,
    /// Every seat that shares first place after the tie-break.
    pub winners: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tiebreak {
    /// The rule's message id in the game's words (e.g. `junk-tiebreak`).
    pub rule: String,
    pub values: Vec<i32>,
}

impl Outcome {
    /// Ranks by score, then by the tie-break values; every seat equal on both
    /// to the best one wins (a shared victory).
    pub fn ranked(scores: Vec<i32>, tiebreak: Option<Tiebreak>) -> Outcome {
        let key = |i: usize| {
            let tb = tiebreak.as_ref().map_or(0, |t| t.values[i]);
            (scores[i], tb)
        };
        let best = (0..scores.len()).map(key).max();
        let winners = (0..scores.len()).filter(|&i| Some(key(i)) == best).map(|i| Seat(i as u8)).collect();
        Outcome { scores, tiebreak, winners }
    }

    /// A seat's place: 1 + how many seats did strictly better on score,
    /// then on the tie-break; seats equal on both share a place.
    pub fn rank(&self, seat: Seat) -> usize {
        let key = |i: usize| (self.scores[i], self.tiebreak.as_ref().map_or(0, |t| t.values[i]));
        let mine = key(seat.index());
        1 + (0..self.scores.len()).filter(|&i| key(i) > mine).count()
    }
}

/// Why an action was refused. A refused action changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no {seat} at this table")]
    NoSuchSeat { seat: Seat },
    #[error("it is not {seat}'s turn to decide")]
    NotYourTurn { seat: Seat },
    #[error("that move is not legal now")]
    IllegalAction,
    #[error("that is not a move of this game: {reason}")]
    Malformed { reason: String },
}

impl ActionError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::GameOver => "game_over",
            ActionError::NoSuchSeat { .. } => "no_such_seat",
            ActionError::NotYourTurn { .. } => "not_your_turn",
            ActionError::IllegalAction => "illegal_action",
            ActionError::Malformed { .. } => "malformed",
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{game} is played by {min} to {max} players, not {players}")]
    PlayerCount { game: &'static str, players: usize, min: usize, max: usize },
    #[error("bad options for {game}: {reason}")]
    BadOptions { game: &'static str, reason: String },
    #[error("unknown game `{0}`")]
    UnknownGame(String),
}

/// One option a game accepts at set-up, for help texts and lobbies.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionSpec {
    pub name: &'static str,
    /// `bool`, `integer` or `string` (with `choices`).
    pub kind: &'static str,
    pub default: serde_json::Value,
    pub choices: Vec<&'static str>,
    pub help: &'static str,
}

/// A board game's rules. Implementations are pure and deterministic: all
/// randomness comes from a seeded RNG kept inside the state.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Options: Default + Clone + Debug + Serialize + DeserializeOwned;
    /// One small decision. Compact: no strings, cheap to compare.
    type Action: Clone + Debug + Eq + Hash + Serialize + DeserializeOwned + Send;
    type Event: Clone + Debug + Serialize;
    /// What one viewer may see; must serialize with `round`, `scores`, `over`.
    type View: Serialize;

    /// The stable id used in commands, storage and the protocol.
    const ID: &'static str;
    const NAME: &'static str;
    const MIN_PLAYERS: usize;
    const MAX_PLAYERS: usize;

    fn option_specs() -> Vec<OptionSpec>;

    /// # Errors
    /// `players` is outside the game's range.
    fn check_players(players: usize) -> Result<(), SetupError> {
        if (Self::MIN_PLAYERS..=Self::MAX_PLAYERS).contains(&players) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount { game: Self::ID, players, min: Self::MIN_PLAYERS, max: Self::MAX_PLAYERS })
        }
    }

    /// Sets the game up.
    ///
    /// # Errors
    /// A player count outside the game's range, or options it cannot play.
    fn new(players: usize, options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    fn players(&self) -> usize;

    /// What the set-up itself did that the log must show (hands dealt, the
    /// first market opened), in order; most games' set-ups say nothing.
    fn setup_events(&self) -> Vec<Logged<Self::Event>> {
        Vec::new()
    }

    fn to_act(&self) -> Turn;

    /// The legal actions of `seat` for the current decision; empty when the
    /// seat owes nothing.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies an action already known to be legal.
    fn apply_unchecked(&mut self, seat: Seat, action: &Self::Action) -> Vec<Logged<Self::Event>>;

    /// Checks `action` against [`Game::legal_actions`] and applies it, then
    /// the steps it leaves with one answer the public board alone shows
    /// ([`Game::forced`]), so nobody is asked them.
    ///
    /// # Errors
    /// Game over, a seat that does not exist or owes nothing, or an action
    /// that is not legal. The state is then unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Logged<Self::Event>>, ActionError> {
        let mut events = self.apply_asking(seat, action)?;
        events.extend(self.take_forced_steps());
        Ok(events)
    }

    /// Applies an action already known to be legal, then the forced steps
    /// after it ([`Game::forced`]).
    fn apply_unchecked_then_forced(&mut self, seat: Seat, action: &Self::Action) -> Vec<Logged<Self::Event>> {
        let mut events = self.apply_unchecked(seat, action);
        events.extend(self.take_forced_steps());
        events
    }

    /// Takes the forced steps the game stands at ([`Game::forced`]), one
    /// after another; none when it stands at a question.
    fn take_forced_steps(&mut self) -> Vec<Logged<Self::Event>> {
        let mut events = Vec::new();
        while let Some((seat, forced)) = self.forced() {
            events.extend(self.apply_unchecked(seat, &forced));
        }
        events
    }

    /// [`Game::apply`] without the forced steps after it: they stay to be
    /// asked. Logs written before a game took a step at once name that step
    /// as a move of its own, and are replayed with this.
    ///
    /// # Errors
    /// As [`Game::apply`].
    fn apply_asking(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Logged<Self::Event>>, ActionError> {
        self.check_seat(seat)?;
        if !self.legal_actions(seat).contains(action) {
            return Err(ActionError::IllegalAction);
        }
        Ok(self.apply_unchecked(seat, action))
    }

    /// The current step's one answer, and whose it is, when it has only one
    /// and the public board alone shows it (where a tile must go, which
    /// person a famine must take). A step whose options come from a hidden
    /// hand never is: answering it at once would tell the others, by the
    /// timing, what the hand holds. Games rule on this one by one.
    fn forced(&self) -> Option<(Seat, Self::Action)> {
        None
    }

    /// Whether `seat` may take `action` back once applied (asked before
    /// applying it): the action draws and reveals nothing, spends no
    /// randomness, and leaves `seat` alone to decide next. Anything else is
    /// a checkpoint; a secret submission always is. Games answer with
    /// [`crate::undo::quiet_step`] over what no seat may see.
    fn reversible(&self, seat: Seat, action: &Self::Action) -> bool;

    /// # Errors
    /// As [`Game::apply`], before the action itself is looked at.
    fn check_seat(&self, seat: Seat) -> Result<(), ActionError> {
        if seat.index() >= self.players() {
            return Err(ActionError::NoSuchSeat { seat });
        }
        match self.to_act() {
            Turn::Over => Err(ActionError::GameOver),
            turn if !turn.includes(seat) => Err(ActionError::NotYourTurn { seat }),
            _ => Ok(()),
        }
    }

    /// Whether `action` is the **Back** of a two-step choice (for people
    /// who misclicked): it returns to the earlier decision. (Not to be
    /// confused with a player's take-back of a whole move, `reversible`,
    /// or an admin's undo, which replays the log.) House
    /// players never take it, so each of their decisions makes progress and
    /// a search cannot walk in circles.
    fn is_back(&self, _action: &Self::Action) -> bool {
        false
    }

    /// A short id, unique among the legal actions of one decision and stable
    /// across versions (e.g. `play-3-gate`).
    fn action_id(&self, action: &Self::Action) -> String;

    /// The action as a message for the player who may take it, worded by the
    /// game's Fluent resources (`data/<game>/<lang>.ftl`).
    fn action_msg(&self, seat: Seat, action: &Self::Action) -> Msg;

    /// The event as a message, worded by the game's Fluent resources.
    fn event_msg(&self, event: &Self::Event) -> Msg;

    fn view(&self, viewer: Viewer) -> Self::View;

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// A full state that `seat` cannot tell from this one: everything the
    /// seat's view shows and its legal actions are kept; everything it cannot
    /// see (other hands, deck and pile orders, face-down tokens, other seats'
    /// sealed choices) is resampled consistently with what has been revealed,
    /// and the state's own RNG is reseeded, so a search never learns future
    /// draws. House players search over such states.
    fn determinize(&self, seat: Seat, rng: &mut crate::GameRng) -> Self;

    /// The true state with only what no seat can know yet drawn again: the
    /// order of every deck and of the cards to come, and the state's RNG.
    /// Every seat's secrets of the present (hands, sealed choices) stay in
    /// sight. No player searches it (it would cheat); the arena does, to
    /// tell what a seat loses by not knowing the others' secrets from what
    /// it loses by not knowing the future (`tavola arena --hard-sight`).
    fn redraw_future(&self, rng: &mut crate::GameRng) -> Self;

    /// How much a search's playout favours `action` among the legal actions
    /// of `seat`: a few lines of the game's sense (sell where one's crates
    /// show, finish a section one can win), so that playouts look like play
    /// and a longer search keeps paying. Only relative sizes matter; 0 means
    /// "only if nothing else weighs". Called only on legal actions, so a
    /// policy can never choose an illegal one. The default weighs all
    /// alike: uniformly random playouts.
    fn playout_weight(&self, _seat: Seat, _action: &Self::Action) -> u32 {
        1
    }

    /// Whether a search's guided playouts use [`Game::playout_weight`]. The
    /// arena weighs a game's sense against uniform playouts (`tavola arena
    /// --random-playouts`, docs/figures/house-players.md); a game without a sense, or whose sense
    /// measured weaker, leaves it off, and then a guided playout is a
    /// uniform one, draw for draw, or a learned one in a search where
    /// [`Game::PLAYOUT_LEARNED`] is on.
    const PLAYOUT_SENSE: bool = false;

    /// Whether a search's guided playouts, in a game without a sense, are
    /// learned as the search runs (move averages, `ai::mast`) rather than
    /// uniform. The arena weighs it (`tavola arena --hard-playout mast`,
    /// docs/figures/house-players.md); it is on where it measured stronger.
    const PLAYOUT_LEARNED: bool = false;

    /// Each seat's score as the rules count it now (hidden parts included:
    /// callers outside the engine read scores from views). House players
    /// read it on determinized states, to rank moves and break plateaus.
    fn scores(&self) -> Vec<i32>;

    /// The game's own count of where it stands, as its players name it
    /// (the Great Wall's and Attila's turn, the Dragon's month, Ming's and
    /// Dschunke's round): the one number boards, replays, analyses and logs
    /// all say, the same as the public view's `round`.
    fn round(&self) -> u32;
}
