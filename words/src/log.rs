//! A whole game's public log in words: what `tavola log` prints, so a person
//! can read a full seeded game in English or Italian as the channel would.
//!
//! The game is played by uniformly random house players from a seed, so the
//! same request always prints the same log. Only public events are printed,
//! one a line, worded in the request's language with the players named. The
//! log is cut into paragraphs: a game that announces its rounds (months in
//! the Dragon, rounds in Ming and Dschunke) starts one at each announcement;
//! a game of plain turns (Great Wall, Attila) opens each turn with a heading
//! naming its player ("Turn 5: Ada"), before the checks that start the turn
//! (the Great Wall's sections are scored at the start of a player's turn,
//! though the engine reports them with the previous player's last move).
//!
//! [`PublicLog`] writes it, one decision at a time, for a game played here
//! or one replayed from a table's log (the players' export in the bot).

use rand::seq::SliceRandom;
use serde_json::Value;
use tavola_engine::{
    seeded_rng, ActionError, AnyGame, AppliedEvent, Audience, GameKind, Msg, Seat, SetupError, Viewer,
};
use thiserror::Error;

use crate::{Domain, Lang, Names, Words};

/// A seeded game to play and word.
#[derive(Clone, Debug)]
pub struct LogRequest {
    pub kind: GameKind,
    pub players: usize,
    pub seed: u64,
    /// The game's options as JSON (null for the defaults).
    pub options: Value,
    pub lang: Lang,
    pub names: Names,
    /// Stop after this many decisions; `None` plays to the end.
    pub moves: Option<u64>,
}

impl LogRequest {
    /// A request from a command line's words: a game id, options as a JSON
    /// object (or none), a language code and the players' names (none reads
    /// "Player 1", "Player 2"...).
    ///
    /// # Errors
    /// An unknown game or language, or options that are not JSON.
    pub fn parse(
        game: &str,
        players: usize,
        seed: u64,
        options: Option<&str>,
        lang: &str,
        names: Vec<String>,
        moves: Option<u64>,
    ) -> Result<LogRequest, LogError> {
        let kind = GameKind::from_id(game)?;
        let lang = Lang::from_code(lang).ok_or_else(|| LogError::Language(lang.to_owned()))?;
        let options = match options {
            Some(json) => serde_json::from_str(json).map_err(|e| LogError::Options(e.to_string()))?,
            None => Value::Null,
        };
        Ok(LogRequest { kind, players, seed, options, lang, names: Names::new(names), moves })
    }
}

/// Why a log could not be played.
#[derive(Debug, Error)]
pub enum LogError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("unknown language `{0}`: Tavola speaks en and it")]
    Language(String),
    #[error("the options are not a JSON object: {0}")]
    Options(String),
    /// A random legal move was refused: a bug in the game, with its place.
    #[error("decision {step}: the game refused its own legal move: {error}")]
    Refused { step: u64, error: ActionError },
}

/// How a game's log is cut into paragraphs.
enum Paragraphs {
    /// A blank line before each event with one of these ids.
    AtEvents(&'static [&'static str]),
    /// A heading whenever the public view's turn number (`round`) changes,
    /// placed before the first of these events when the move that ended
    /// the last turn also reports the new turn's opening checks.
    AtTurns(&'static [&'static str]),
}

/// The Great Wall's checks at the start of a turn (rulebook, "Punteggio").
const GREAT_WALL_OPENERS: &[&str] = &[
    "great-wall-section-won",
    "great-wall-section-won-both",
    "great-wall-tokens-revealed",
    "great-wall-pair-discarded",
    "great-wall-section-closed",
    "great-wall-placing-over",
];

fn paragraphs(kind: GameKind) -> Paragraphs {
    match kind {
        GameKind::YearOfTheDragon => Paragraphs::AtEvents(&["dragon-month-begins"]),
        GameKind::Ming => Paragraphs::AtEvents(&["ming-round-begins"]),
        GameKind::Junk => Paragraphs::AtEvents(&["junk-ev-round-begins"]),
        GameKind::GreatWall => Paragraphs::AtTurns(GREAT_WALL_OPENERS),
        GameKind::Attila => Paragraphs::AtTurns(&[]),
    }
}

/// Plays the request's game and returns its public log, one line each
/// (blank lines between paragraphs).
///
/// # Errors
/// The game cannot be set up with these players and options, or it refuses
/// one of its own legal moves.
pub fn game_log(words: &Words, request: &LogRequest) -> Result<Vec<String>, LogError> {
    let mut game = AnyGame::new(request.kind, request.players, &request.options, request.seed)?;
    let mut rng = seeded_rng(request.seed);
    let (lang, names) = (request.lang, &request.names);
    let mut log = PublicLog::new(request.kind, |domain: Domain, msg: &Msg| words.render(lang, domain, msg, names));
    log.set_up(&game, &game.setup_events());
    let mut step = 0;
    while request.moves.is_none_or(|k| step < k) {
        let Some(&seat) = game.to_act().seats().choose(&mut rng) else { break };
        let events = game.house_move(seat, &mut rng).map_err(|error| LogError::Refused { step, error })?;
        step += 1;
        log.decision(&game, &events);
    }
    Ok(log.lines())
}

/// A game's public log in words, written as the game is played or
/// replayed: `tavola log` and the players' export both write through it,
/// so a log reads the same wherever it comes from.
pub struct PublicLog<W> {
    kind: GameKind,
    /// Words a message of a domain (the game's events, or the common
    /// domain's turn headings), in the reader's language, players named.
    word: W,
    lines: Vec<String>,
    /// The turn whose heading was written last.
    turn: Option<u64>,
}

impl<W: Fn(Domain, &Msg) -> String> PublicLog<W> {
    pub fn new(kind: GameKind, word: W) -> PublicLog<W> {
        PublicLog { kind, word, lines: Vec::new(), turn: None }
    }

    /// The set-up: its public events, then the first turn's heading.
    pub fn set_up(&mut self, game: &AnyGame, events: &[AppliedEvent]) {
        self.events(events);
        self.turn_heading(game);
    }

    /// One decision: `game` is the game after it, `events` what it caused.
    /// A new turn's heading goes before the checks that open it.
    pub fn decision(&mut self, game: &AnyGame, events: &[AppliedEvent]) {
        let opening = if self.new_turn(game) { self.first_opener(events) } else { events.len() };
        self.events(&events[..opening]);
        self.turn_heading(game);
        self.events(&events[opening..]);
    }

    /// The log so far, one line each, blank lines between paragraphs.
    pub fn lines(self) -> Vec<String> {
        self.lines
    }

    fn paragraph(&mut self) {
        if self.lines.last().is_some_and(|l| !l.is_empty()) {
            self.lines.push(String::new());
        }
    }

    fn events(&mut self, events: &[AppliedEvent]) {
        for event in events.iter().filter(|e| e.audience == Audience::Public) {
            if let Paragraphs::AtEvents(ids) = paragraphs(self.kind) {
                if ids.contains(&event.msg.id.as_ref()) {
                    self.paragraph();
                }
            }
            let line = (self.word)(Domain::Game(self.kind), &event.msg);
            self.lines.push(line);
        }
    }

    /// The turn number and its player, in games of plain turns while the
    /// game goes on.
    fn turn_of(&self, game: &AnyGame) -> Option<(u64, Seat)> {
        if !matches!(paragraphs(self.kind), Paragraphs::AtTurns(_)) || game.outcome().is_some() {
            return None;
        }
        let view = game.view(Viewer::Public);
        Some((view["round"].as_u64()?, Seat(u8::try_from(view["current"].as_u64()?).ok()?)))
    }

    /// Whether a new turn has begun since the last heading.
    fn new_turn(&self, game: &AnyGame) -> bool {
        self.turn_of(game).is_some_and(|(turn, _)| self.turn != Some(turn))
    }

    /// Where the new turn's opening checks begin among `events`.
    fn first_opener(&self, events: &[AppliedEvent]) -> usize {
        let Paragraphs::AtTurns(openers) = paragraphs(self.kind) else { return events.len() };
        events.iter().position(|e| openers.contains(&e.msg.id.as_ref())).unwrap_or(events.len())
    }

    /// A heading for a new turn, in games of plain turns, while the game goes on.
    fn turn_heading(&mut self, game: &AnyGame) {
        let Some((turn, current)) = self.turn_of(game) else { return };
        if self.turn == Some(turn) {
            return;
        }
        self.turn = Some(turn);
        self.paragraph();
        let heading = Msg::new("log-turn").num("turn", turn as i64).seat("seat", current);
        let line = (self.word)(Domain::Common, &heading);
        self.lines.push(line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(kind: GameKind, lang: Lang) -> LogRequest {
        LogRequest {
            kind,
            players: 3,
            seed: 11,
            options: Value::Null,
            lang,
            names: Names::new(vec!["Ada".into(), "Bruno".into(), "Carla".into()]),
            moves: None,
        }
    }

    #[test]
    fn every_game_logs_to_its_end_in_both_languages_with_players_named() {
        let words = Words::embedded();
        for &kind in GameKind::ALL {
            for lang in Lang::ALL {
                let lines = game_log(&words, &request(kind, lang)).unwrap();
                let text = lines.join("\n");
                assert!(lines.len() > 20, "{}: a whole game says more than {} lines", kind.id(), lines.len());
                for name in ["Ada", "Bruno", "Carla"] {
                    assert!(text.contains(name), "{} ({}): {name} is never named", kind.id(), lang.code());
                }
                assert!(!text.contains("Player 1") && !text.contains("Giocatore 1"), "names replace numbers");
                assert!(lines.iter().any(String::is_empty), "{}: the log has paragraphs", kind.id());
            }
        }
    }

    #[test]
    fn the_same_seed_logs_the_same_game_in_each_language() {
        let words = Words::embedded();
        let en = game_log(&words, &request(GameKind::Ming, Lang::En)).unwrap();
        let it = game_log(&words, &request(GameKind::Ming, Lang::It)).unwrap();
        assert_eq!(en.len(), it.len(), "one line per event in every language");
        assert_ne!(en, it);
        assert_eq!(en, game_log(&words, &request(GameKind::Ming, Lang::En)).unwrap());
    }

    #[test]
    fn turns_are_headed_by_their_player() {
        let words = Words::embedded();
        let lines = game_log(&words, &request(GameKind::GreatWall, Lang::It)).unwrap();
        let first = lines.iter().position(|l| l.starts_with("Turno ")).unwrap();
        assert!(lines[first].starts_with("Turno 1: Ada"), "{}", lines[first]);
        let setup: Vec<&String> = lines[..first].iter().filter(|l| !l.is_empty()).collect();
        assert!(setup.len() == 3 && setup.iter().all(|l| l.contains("segnalini FAMA")), "the set-up first: {lines:?}");
        // A section won at the start of a turn is told under that turn.
        let won = lines.iter().position(|l| l.contains(" vince il segnalino FAMA")).unwrap();
        let heading = lines[..won].iter().rposition(|l| l.starts_with("Turno ")).unwrap();
        let winner = lines[won].split(' ').next().unwrap();
        assert!(lines[heading].ends_with(winner), "{} / {}", lines[heading], lines[won]);
        let en = game_log(&words, &request(GameKind::Attila, Lang::En)).unwrap();
        assert!(en[0].starts_with("Turn 1: "), "{}", en[0]);
    }

    #[test]
    fn moves_cut_the_game_short_and_bad_options_are_refused() {
        let words = Words::embedded();
        let mut short = request(GameKind::Junk, Lang::En);
        short.moves = Some(3);
        let whole = game_log(&words, &request(GameKind::Junk, Lang::En)).unwrap();
        assert!(game_log(&words, &short).unwrap().len() < whole.len());
        short.players = 9;
        assert!(matches!(game_log(&words, &short), Err(LogError::Setup(_))));
    }

    #[test]
    fn a_command_line_request_is_parsed_or_refused_by_name() {
        let names = vec!["Ada".to_owned(), "Bruno".to_owned()];
        let r = LogRequest::parse("junk", 3, 4, Some(r#"{"variant_setup":true}"#), "it", names, Some(9)).unwrap();
        assert_eq!((r.kind, r.lang, r.moves), (GameKind::Junk, Lang::It, Some(9)));
        assert_eq!(r.options["variant_setup"], true);
        let refused = |game, options, lang| LogRequest::parse(game, 3, 1, options, lang, Vec::new(), None).unwrap_err();
        assert!(matches!(refused("chess", None, "en"), LogError::Setup(SetupError::UnknownGame(_))));
        assert!(matches!(refused("ming", Some("{"), "en"), LogError::Options(_)));
        assert!(refused("ming", None, "fr").to_string().contains("`fr`"));
    }
}
