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
    /// The turn (and its player) the game stood at after the last decision.
    standing: Option<(u64, Seat)>,
}

impl<W: Fn(Domain, &Msg) -> String> PublicLog<W> {
    pub fn new(kind: GameKind, word: W) -> PublicLog<W> {
        PublicLog { kind, word, lines: Vec::new(), turn: None, standing: None }
    }

    /// The set-up: its public events, then the first turn's heading.
    pub fn set_up(&mut self, game: &AnyGame, events: &[AppliedEvent]) {
        self.events(events);
        self.turn_heading(game);
        self.standing = self.turn_of(game);
    }

    /// One decision: `game` is the game after it, `events` what it caused.
    /// Each turn it began gets its heading, before the checks that open it.
    pub fn decision(&mut self, game: &AnyGame, events: &[AppliedEvent]) {
        let before = self.standing;
        self.after_move(before, events, game);
        self.standing = self.turn_of(game);
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
        if game.outcome().is_some() {
            return None;
        }
        self.turn_counted(game)
    }

    /// The public view's turn number and player, over or not, in games of
    /// plain turns.
    fn turn_counted(&self, game: &AnyGame) -> Option<(u64, Seat)> {
        if !matches!(paragraphs(self.kind), Paragraphs::AtTurns(_)) {
            return None;
        }
        let view = game.view(Viewer::Public);
        Some((view["round"].as_u64()?, Seat(u8::try_from(view["current"].as_u64()?).ok()?)))
    }

    /// Writes one move's events, with a heading for each turn it began.
    ///
    /// One move may run several turns: the turns after it in which nobody
    /// can act (the Great Wall once placing is over, an Attila player with
    /// nothing to play) pass inside it. Each such turn still gets its
    /// heading, and its events go under it: an event naming a seat belongs
    /// to the next turn (from where the walk stands) whose player that seat
    /// is, and a turn's opening check (`Paragraphs::AtTurns`) begins the
    /// turn after the mover's. Players take turns in seat order in both
    /// games, so the turn after `before` is the next seat's. Once the game
    /// has ended, turns after the last event are not headed.
    fn after_move(&mut self, before: Option<(u64, Seat)>, events: &[AppliedEvent], game: &AnyGame) {
        let Paragraphs::AtTurns(openers) = paragraphs(self.kind) else { return self.events(events) };
        let (Some((from, mover)), Some((to, _))) = (before, self.turn_counted(game)) else {
            return self.events(events);
        };
        let turns = to.saturating_sub(from) as usize;
        let players = game.players().max(1);
        let player = |i: usize| Seat(((usize::from(mover.0) + i) % players) as u8);
        let mut groups: Vec<Vec<AppliedEvent>> = vec![Vec::new(); turns + 1];
        let mut at = 0;
        for event in events.iter().filter(|e| e.audience == Audience::Public) {
            if at == 0 && turns > 0 && openers.contains(&event.msg.id.as_ref()) {
                at = 1;
            }
            let seat = event.event.get("seat").and_then(Value::as_u64).map(|s| Seat(s as u8));
            if let Some(j) = seat.and_then(|s| (at..=turns).find(|&j| player(j) == s)) {
                at = j;
            }
            groups[at].push(event.clone());
        }
        let over = game.outcome().is_some();
        let last = if over { groups.iter().rposition(|g| !g.is_empty()).unwrap_or(0) } else { turns };
        for (i, group) in groups.iter().enumerate().take(last + 1) {
            if i > 0 {
                self.heading(from + i as u64, player(i));
            }
            self.events(group);
        }
    }

    /// A heading for a new turn, in games of plain turns, while the game goes on.
    fn turn_heading(&mut self, game: &AnyGame) {
        if let Some((turn, current)) = self.turn_of(game) {
            self.heading(turn, current);
        }
    }

    /// "Turn 5: Ada", once per turn.
    fn heading(&mut self, turn: u64, player: Seat) {
        if self.turn == Some(turn) {
            return;
        }
        self.turn = Some(turn);
        self.paragraph();
        let heading = Msg::new("log-turn").num("turn", turn as i64).seat("seat", player);
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

    /// A turn played inside another player's move (nobody could act in
    /// it, or its player only passed) still gets its heading: the turns of
    /// plain-turn games are numbered 1, 2, 3... without a gap, each headed
    /// by the next player in seat order.
    #[test]
    fn every_turn_has_its_heading_even_when_several_pass_in_one_move() {
        let words = Words::embedded();
        for kind in [GameKind::GreatWall, GameKind::Attila] {
            for (players, seed) in [(2, 3), (3, 7), (3, 8), (4, 16), (5, 1)] {
                let mut r = request(kind, Lang::En);
                (r.players, r.seed) = (players, seed);
                r.names = Names::new(Vec::new());
                let lines = game_log(&words, &r).unwrap();
                let headings: Vec<(u64, u8)> = lines
                    .iter()
                    .filter_map(|l| l.strip_prefix("Turn "))
                    .map(|l| {
                        let (turn, who) = l.split_once(": Player ").unwrap();
                        (turn.parse().unwrap(), who.parse().unwrap())
                    })
                    .collect();
                assert_eq!(headings[0].0, 1, "{kind:?} {players}p seed {seed}");
                for w in headings.windows(2) {
                    assert_eq!(w[1].0, w[0].0 + 1, "{kind:?} {players}p seed {seed}: a turn without heading");
                    assert_eq!(w[1].1 as usize, w[0].1 as usize % players + 1, "{kind:?}: seat order");
                }
            }
        }
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
