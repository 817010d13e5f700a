//! The five games behind one enum: what the bot, the protocol and the
//! simulator talk to. Actions, views and events cross this boundary as JSON,
//! so callers never depend on a game's internals.

use rand::Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::data::{DataErrors, EmbeddedFile, Files};
use crate::{ai, ActionError, Audience, Game, Msg, OptionSpec, Outcome, Seat, SetupError, Turn, Viewer};

/// A legal action as offered to people and tools.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LegalAction {
    /// Stable short id, unique within the decision.
    pub id: String,
    /// The label as a message, worded by the words layer in any language.
    pub msg: Msg,
    pub action: Value,
}

/// An event as it leaves the engine: who may read it, as a message and as
/// data. The engine holds no words: the words layer words `msg`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredEvent")]
pub struct AppliedEvent {
    pub audience: Audience,
    /// The event as a message, worded by the words layer in any language.
    pub msg: Msg,
    pub event: Value,
}

/// An event as a log holds it. Logs written before messages existed hold
/// English text only (`text`, no `msg`): that text is kept, as
/// [`Msg::untranslated`], so old games can still be read. Newer logs may
/// hold both; the message wins and the text is dropped.
#[derive(Deserialize)]
struct StoredEvent {
    audience: Audience,
    #[serde(default)]
    text: String,
    msg: Option<Msg>,
    event: Value,
}

impl From<StoredEvent> for AppliedEvent {
    fn from(e: StoredEvent) -> Self {
        let msg = e.msg.unwrap_or_else(|| Msg::untranslated(e.text));
        AppliedEvent { audience: e.audience, msg, event: e.event }
    }
}

/// What a game id, its player range and options look like to a caller.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    pub options: Vec<OptionSpec>,
}

macro_rules! registry {
    ($( $variant:ident => $module:ident :: $game:ident ),* $(,)?) => {
        /// One of the games Tavola hosts. Serialized by its stable id.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameKind { $( $variant ),* }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[ $( GameKind::$variant ),* ];

            pub fn id(self) -> &'static str {
                match self { $( GameKind::$variant => <crate::$module::$game as Game>::ID ),* }
            }

            pub fn info(self) -> GameInfo {
                match self { $( GameKind::$variant => info::<crate::$module::$game>() ),* }
            }
        }

        /// A game in progress, of any kind. Serializes with its kind.
        #[derive(Clone, Debug, Serialize, Deserialize)]
        #[serde(tag = "game", content = "state", rename_all = "kebab-case")]
        pub enum AnyGame { $( $variant(crate::$module::$game) ),* }

        macro_rules! dispatch {
            ($value:expr, $g:ident => $body:expr) => {
                match $value { $( AnyGame::$variant($g) => $body ),* }
            };
        }

        impl AnyGame {
            /// Sets a game up; `options` is a JSON object (or null for defaults).
            ///
            /// # Errors
            /// A bad player count or options the game does not know.
            pub fn new(kind: GameKind, players: usize, options: &Value, seed: u64) -> Result<AnyGame, SetupError> {
                match kind { $( GameKind::$variant => Ok(AnyGame::$variant(setup(players, options, seed)?)) ),* }
            }

            pub fn kind(&self) -> GameKind {
                match self { $( AnyGame::$variant(_) => GameKind::$variant ),* }
            }
        }

        pub(crate) fn embedded_files() -> impl Iterator<Item = &'static EmbeddedFile> {
            [ $( crate::$module::DATA_FILES ),* ].into_iter().flatten()
        }

        /// Validates every game's data against `files` without installing it.
        ///
        /// # Errors
        /// Every problem in every file.
        pub fn check_data(files: &Files) -> Result<(), DataErrors> {
            let mut problems = files.unknown_problems();
            $( if let Err(p) = crate::$module::DATA.validate(files) { problems.extend(p); } )*
            if problems.is_empty() { Ok(()) } else { Err(DataErrors(problems)) }
        }

        /// Validates every game's data against `files` and installs it.
        ///
        /// # Errors
        /// Every problem in every file; nothing is installed then.
        pub fn install_data(files: &Files) -> Result<(), DataErrors> {
            let mut problems = files.unknown_problems();
            $( let $module = crate::$module::DATA.validate(files).map_err(|p| problems.extend(p)).ok(); )*
            if !problems.is_empty() {
                return Err(DataErrors(problems));
            }
            $( if let Some(d) = $module {
                if !crate::$module::DATA.install(d) {
                    return Err(DataErrors(vec![crate::data::DataProblem::new(
                        <crate::$module::$game as Game>::ID, "", "data was already in use before it was installed")]));
                }
            } )*
            Ok(())
        }
    };
}

registry! {
    YearOfTheDragon => dragon::YearOfTheDragon,
    GreatWall => great_wall::GreatWall,
    Attila => attila::Attila,
    Ming => ming::Ming,
    Junk => junk::JunkGame,
}

impl GameKind {
    /// Looks a game up by its id.
    ///
    /// # Errors
    /// No game has that id.
    pub fn from_id(id: &str) -> Result<GameKind, SetupError> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id).ok_or_else(|| SetupError::UnknownGame(id.to_owned()))
    }
}

fn info<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID,
        name: G::NAME,
        min_players: G::MIN_PLAYERS,
        max_players: G::MAX_PLAYERS,
        options: G::option_specs(),
    }
}

fn setup<G: Game>(players: usize, options: &Value, seed: u64) -> Result<G, SetupError> {
    let options: G::Options = match options {
        Value::Null => G::Options::default(),
        v => serde_json::from_value(v.clone())
            .map_err(|e| SetupError::BadOptions { game: G::ID, reason: e.to_string() })?,
    };
    G::new(players, &options, seed)
}

fn legal<G: Game>(game: &G, seat: Seat) -> Vec<LegalAction> {
    game.legal_actions(seat)
        .iter()
        .map(|a| LegalAction {
            id: game.action_id(a),
            msg: game.action_msg(seat, a),
            action: serde_json::to_value(a).expect("actions serialize"),
        })
        .collect()
}

/// The action `seat` means by `action` (its JSON form or its id).
fn parse_action<G: Game>(game: &G, seat: Seat, action: &Value) -> Result<G::Action, ActionError> {
    game.check_seat(seat)?;
    match action {
        Value::String(id) => {
            game.legal_actions(seat).into_iter().find(|a| game.action_id(a) == *id).ok_or(ActionError::IllegalAction)
        }
        v => serde_json::from_value(v.clone()).map_err(|e| ActionError::Malformed { reason: e.to_string() }),
    }
}

fn apply_json<G: Game>(game: &mut G, seat: Seat, action: &Value) -> Result<Vec<AppliedEvent>, ActionError> {
    let action = parse_action(game, seat, action)?;
    let events = game.apply(seat, &action)?;
    Ok(applied(game, events))
}

fn apply_json_asking<G: Game>(game: &mut G, seat: Seat, action: &Value) -> Result<Vec<AppliedEvent>, ActionError> {
    let action = parse_action(game, seat, action)?;
    let events = game.apply_asking(seat, &action)?;
    Ok(applied(game, events))
}

fn take_forced<G: Game>(game: &mut G) -> Option<Vec<AppliedEvent>> {
    game.forced()?;
    let events = game.take_forced_steps();
    Some(applied(game, events))
}

fn reversible_json<G: Game>(game: &G, seat: Seat, action: &Value) -> bool {
    parse_action(game, seat, action).is_ok_and(|a| game.legal_actions(seat).contains(&a) && game.reversible(seat, &a))
}

fn applied<G: Game>(game: &G, events: Vec<crate::Logged<G::Event>>) -> Vec<AppliedEvent> {
    events
        .into_iter()
        .map(|l| AppliedEvent {
            audience: l.audience,
            msg: game.event_msg(&l.event),
            event: serde_json::to_value(&l.event).expect("events serialize"),
        })
        .collect()
}

impl AnyGame {
    pub fn players(&self) -> usize {
        dispatch!(self, g => g.players())
    }

    pub fn to_act(&self) -> Turn {
        dispatch!(self, g => g.to_act())
    }

    /// What the set-up did that the log must show, before the first move.
    pub fn setup_events(&self) -> Vec<AppliedEvent> {
        dispatch!(self, g => applied(g, g.setup_events()))
    }

    pub fn legal(&self, seat: Seat) -> Vec<LegalAction> {
        dispatch!(self, g => legal(g, seat))
    }

    /// Applies an action given as the game's JSON form or as its id.
    ///
    /// # Errors
    /// As [`Game::apply`], or a malformed action; nothing changes then.
    pub fn apply(&mut self, seat: Seat, action: &Value) -> Result<Vec<AppliedEvent>, ActionError> {
        dispatch!(self, g => apply_json(g, seat, action))
    }

    /// [`AnyGame::apply`] without the forced steps after it
    /// ([`Game::apply_asking`]): for logs written before a step was taken
    /// at once.
    ///
    /// # Errors
    /// As [`AnyGame::apply`].
    pub fn apply_asking(&mut self, seat: Seat, action: &Value) -> Result<Vec<AppliedEvent>, ActionError> {
        dispatch!(self, g => apply_json_asking(g, seat, action))
    }

    /// Whether the game stands at a forced step ([`Game::forced`]).
    pub fn at_forced_step(&self) -> bool {
        dispatch!(self, g => g.forced().is_some())
    }

    /// Takes the forced steps the game stands at ([`Game::forced`]), as
    /// [`AnyGame::apply`] would have after the action before; `None` when
    /// there is none. For replaying logs written one step at a time.
    pub fn take_forced(&mut self) -> Option<Vec<AppliedEvent>> {
        dispatch!(self, g => take_forced(g))
    }

    /// Whether `seat` could take `action` back once applied
    /// ([`Game::reversible`]); `false` for an action it may not take now.
    pub fn reversible(&self, seat: Seat, action: &Value) -> bool {
        dispatch!(self, g => reversible_json(g, seat, action))
    }

    pub fn view(&self, viewer: Viewer) -> Value {
        dispatch!(self, g => serde_json::to_value(g.view(viewer)).expect("views serialize"))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }

    /// Each seat's score as the rules count it now, hidden parts included
    /// ([`Game::scores`]): for the results' story of a game that has ended,
    /// never for a running game's public board.
    pub fn scores(&self) -> Vec<i32> {
        dispatch!(self, g => g.scores())
    }

    /// The game's own turn, month or round ([`Game::round`]).
    pub fn round(&self) -> u32 {
        dispatch!(self, g => g.round())
    }

    /// Lets the house player move for `seat`: a uniformly random legal action.
    ///
    /// # Errors
    /// The seat owes no decision.
    pub fn house_move(&mut self, seat: Seat, rng: &mut impl Rng) -> Result<Vec<AppliedEvent>, ActionError> {
        let action = dispatch!(self, g => {
            g.check_seat(seat)?;
            let choice = ai::random_action(g, seat, rng).ok_or(ActionError::IllegalAction)?;
            serde_json::to_value(choice).expect("actions serialize")
        });
        self.apply(seat, &action)
    }

    /// Plays the game to its end with random house players; returns the
    /// number of decisions taken.
    pub fn play_out(&mut self, rng: &mut impl Rng) -> u64 {
        dispatch!(self, g => ai::play_out(g, rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_id_round_trips() {
        for &kind in GameKind::ALL {
            assert_eq!(GameKind::from_id(kind.id()), Ok(kind));
            let json = serde_json::to_value(kind).unwrap();
            assert_eq!(json, Value::String(kind.id().to_owned()));
        }
        assert!(GameKind::from_id("chess").is_err());
    }

    #[test]
    fn stored_events_read_back_with_or_without_a_message() {
        let msg = Msg::new("great-wall-drew").seat("seat", Seat(1));
        let event = AppliedEvent { audience: Audience::Public, msg: msg.clone(), event: Value::Null };
        let json = serde_json::to_value(&event).unwrap();
        assert!(json.get("text").is_none(), "the engine writes no words: {json}");
        assert_eq!(serde_json::from_value::<AppliedEvent>(json).unwrap(), event);
        // A log from before messages: English text only.
        let old = serde_json::json!({"audience": "public", "text": "seat 2 draws a card.", "event": null});
        let back: AppliedEvent = serde_json::from_value(old).unwrap();
        assert_eq!(back.msg, Msg::untranslated("seat 2 draws a card."));
        // A log from the transition: both; the message wins.
        let both = serde_json::json!({"audience": "public", "text": "old", "msg": msg, "event": null});
        assert_eq!(serde_json::from_value::<AppliedEvent>(both).unwrap().msg, msg);
    }

    #[test]
    fn embedded_data_is_valid() {
        if let Err(e) = check_data(&Files::embedded()) {
            panic!("{e}");
        }
    }

    #[test]
    fn unknown_override_is_refused_by_name() {
        let mut overrides = std::collections::BTreeMap::new();
        overrides.insert("great-wall/typo.toml".to_owned(), String::new());
        let err = install_data(&Files::with_overrides(overrides)).unwrap_err();
        assert!(err.to_string().contains("great-wall/typo.toml"));
    }
}
