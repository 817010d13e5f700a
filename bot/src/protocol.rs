//! `tavola engine`: the engine contract as JSON lines on stdin/stdout, one
//! request per line, one reply per line (like UCI for chess engines).
//!
//! Seats are numbered from 0. A malformed line gets an error reply; the
//! session goes on. See docs/contributing/engine-protocol.md.
//!
//! Labels and event texts are worded by `tavola-words` in the session's
//! language (`"lang"` on `new`, English by default), or in the language a
//! request carries in its own `"lang"`; players are called by the `"names"`
//! given to `new` ("Player 1", "Giocatore 1" without them).

use std::io::{BufRead, Write};
use std::sync::Arc;

use serde::Deserialize;
use serde_json::{json, Value};
use tavola_engine::undo::Takebacks;
use tavola_engine::{AnyGame, AppliedEvent, GameKind, Seat, Viewer};
use tavola_words::{Domain, Lang, Names, Words};

/// One request line.
#[derive(Debug, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    Games,
    New {
        game: String,
        players: usize,
        #[serde(default)]
        seed: u64,
        #[serde(default)]
        options: Value,
        /// The players' names by seat, for every text of the session.
        #[serde(default)]
        names: Vec<String>,
    },
    ToAct,
    Legal {
        seat: u8,
    },
    Apply {
        seat: u8,
        action: Value,
    },
    /// Takes back the seat's latest move, when the undo rule allows it.
    Undo {
        seat: u8,
    },
    View {
        seat: Option<u8>,
    },
    Outcome,
}

/// A protocol session: at most one game at a time.
pub struct Session {
    words: Arc<Words>,
    game: Option<AnyGame>,
    /// The states the seat that moved last may still go back to.
    takebacks: Takebacks<AnyGame>,
    lang: Lang,
    names: Names,
}

impl Default for Session {
    fn default() -> Self {
        Session::new(Arc::new(Words::embedded()))
    }
}

/// The language a request asks for in its `"lang"`, taken out of it.
fn take_lang(request: &mut Value) -> Result<Option<Lang>, Value> {
    let Some(code) = request.as_object_mut().and_then(|o| o.remove("lang")) else {
        return Ok(None);
    };
    let codes: Vec<_> = Lang::ALL.iter().map(|l| l.code()).collect();
    match code.as_str().and_then(Lang::from_code) {
        Some(lang) => Ok(Some(lang)),
        None => Err(error("malformed_request", format!("unknown language {code}; this engine speaks {codes:?}"))),
    }
}

fn error(code: &str, message: impl std::fmt::Display) -> Value {
    json!({"ok": false, "error": {"code": code, "message": message.to_string()}})
}

fn to_act(game: &AnyGame) -> Value {
    json!(game.to_act().seats())
}

impl Session {
    /// A session that words its texts with `words`.
    pub fn new(words: Arc<Words>) -> Session {
        Session { words, game: None, takebacks: Takebacks::default(), lang: Lang::En, names: Names::none() }
    }

    /// Answers one request line.
    pub fn handle_line(&mut self, line: &str) -> Value {
        let mut value: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => return error("malformed_request", e),
        };
        let lang = match take_lang(&mut value) {
            Ok(lang) => lang,
            Err(reply) => return reply,
        };
        match serde_json::from_value::<Request>(value) {
            Ok(request) => self.handle(request, lang),
            Err(e) => error("malformed_request", e),
        }
    }

    fn handle(&mut self, request: Request, lang: Option<Lang>) -> Value {
        match request {
            Request::Games => {
                let games: Vec<_> = GameKind::ALL.iter().map(|k| k.info()).collect();
                json!({"ok": true, "games": games})
            }
            Request::New { game, players, seed, options, names } => {
                let created = GameKind::from_id(&game).and_then(|kind| AnyGame::new(kind, players, &options, seed));
                match created {
                    Ok(g) => {
                        self.lang = lang.unwrap_or_default();
                        self.names = Names::new(names);
                        let events = self.word_events(&g, &g.setup_events(), self.lang);
                        let reply = json!({"ok": true, "game": g.kind(), "players": players,
                            "lang": self.lang.code(), "events": events, "to_act": to_act(&g)});
                        self.game = Some(g);
                        self.takebacks.clear();
                        reply
                    }
                    Err(e) => error("setup_error", e),
                }
            }
            other => match self.game.take() {
                None => error("no_game", "start a game first with {\"cmd\":\"new\",...}"),
                Some(mut game) => {
                    let reply = self.on_game(&mut game, other, lang.unwrap_or(self.lang));
                    self.game = Some(game);
                    reply
                }
            },
        }
    }

    fn word_events(&self, game: &AnyGame, events: &[AppliedEvent], lang: Lang) -> Vec<Value> {
        let domain = Domain::Game(game.kind());
        events
            .iter()
            .map(|e| {
                let text = self.words.render(lang, domain, &e.msg, &self.names);
                json!({"audience": e.audience, "text": text, "event": e.event})
            })
            .collect()
    }

    fn on_game(&mut self, game: &mut AnyGame, request: Request, lang: Lang) -> Value {
        let domain = Domain::Game(game.kind());
        let word = |msg| self.words.render(lang, domain, msg, &self.names);
        match request {
            Request::ToAct => json!({"ok": true, "to_act": to_act(game)}),
            Request::Legal { seat } => {
                let actions: Vec<Value> = game
                    .legal(Seat(seat))
                    .iter()
                    .map(|a| json!({"id": a.id, "label": word(&a.msg), "action": a.action}))
                    .collect();
                json!({"ok": true, "actions": actions, "undo": self.takebacks.can_undo(Seat(seat))})
            }
            Request::Apply { seat, action } => {
                let before = game.clone();
                let reversible = game.reversible(Seat(seat), &action);
                match game.apply(Seat(seat), &action) {
                    Ok(events) => {
                        self.takebacks.record(Seat(seat), before, reversible);
                        let events = self.word_events(game, &events, lang);
                        json!({"ok": true, "events": events, "to_act": to_act(game), "over": game.outcome().is_some()})
                    }
                    Err(e) => error(e.code(), e),
                }
            }
            Request::Undo { seat } => match self.takebacks.undo(Seat(seat)) {
                Some(before) => {
                    *game = before;
                    json!({"ok": true, "events": [], "to_act": to_act(game), "over": false})
                }
                None => error(
                    "not_reversible",
                    format!("seat {seat} has no move to take back: a draw, a reveal or another seat's move came since"),
                ),
            },
            Request::View { seat } => {
                let viewer = match seat {
                    None => Viewer::Public,
                    Some(s) if usize::from(s) < game.players() => Viewer::Seat(Seat(s)),
                    Some(s) => return error("no_such_seat", format!("there is no seat {s} at this table")),
                };
                json!({"ok": true, "view": game.view(viewer)})
            }
            Request::Outcome => match game.outcome() {
                Some(o) => {
                    json!({"ok": true, "over": true, "scores": o.scores, "winners": o.winners, "tiebreak": o.tiebreak})
                }
                None => {
                    json!({"ok": true, "over": false, "scores": game.view(Viewer::Public)["scores"], "winners": []})
                }
            },
            Request::Games | Request::New { .. } => unreachable!("handled before"),
        }
    }
}

/// Runs the protocol until end of input, with the embedded words.
///
/// # Errors
/// Reading stdin or writing stdout failed.
pub fn run(input: impl BufRead, output: impl Write) -> std::io::Result<()> {
    run_with(Arc::new(Words::embedded()), input, output)
}

/// Runs the protocol until end of input, wording texts with `words`.
///
/// # Errors
/// Reading stdin or writing stdout failed.
pub fn run_with(words: Arc<Words>, input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut session = Session::new(words);
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = session.handle_line(&line);
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(s: &mut Session, line: &str) -> Value {
        s.handle_line(line)
    }

    #[test]
    fn games_lists_every_game_with_player_counts() {
        let reply = ask(&mut Session::default(), r#"{"cmd":"games"}"#);
        let games = reply["games"].as_array().unwrap();
        assert_eq!(games.len(), GameKind::ALL.len());
        let gw = games.iter().find(|g| g["id"] == "great-wall").unwrap();
        assert_eq!(gw["min_players"], 2);
        assert_eq!(gw["max_players"], 5);
    }

    #[test]
    fn a_game_is_played_through_the_protocol() {
        let mut s = Session::default();
        let reply = ask(&mut s, r#"{"cmd":"new","game":"great-wall","players":3,"seed":9}"#);
        assert_eq!(reply["ok"], true);
        assert_eq!(reply["to_act"], json!([0]));
        let legal = ask(&mut s, r#"{"cmd":"legal","seat":0}"#);
        let first = &legal["actions"][0];
        assert!(first["label"].as_str().is_some());
        let by_id = ask(&mut s, &format!(r#"{{"cmd":"apply","seat":0,"action":{}}}"#, first["id"]));
        assert_eq!(by_id["ok"], true, "{by_id}");
        let view = ask(&mut s, r#"{"cmd":"view","seat":null}"#);
        for key in ["round", "scores", "over"] {
            assert!(view["view"].get(key).is_some());
        }
        let outcome = ask(&mut s, r#"{"cmd":"outcome"}"#);
        assert_eq!(outcome["over"], false);
        assert_eq!(outcome["scores"].as_array().unwrap().len(), 3);
    }

    #[test]
    fn refusals_leave_the_game_unchanged() {
        let mut s = Session::default();
        ask(&mut s, r#"{"cmd":"new","game":"great-wall","players":2,"seed":1}"#);
        let before = ask(&mut s, r#"{"cmd":"view","seat":0}"#);
        let out_of_turn = ask(&mut s, r#"{"cmd":"apply","seat":1,"action":"draw"}"#);
        assert_eq!(out_of_turn["error"]["code"], "not_your_turn");
        let unknown_id = ask(&mut s, r#"{"cmd":"apply","seat":0,"action":"fly-away"}"#);
        assert_eq!(unknown_id["error"]["code"], "illegal_action");
        let malformed = ask(&mut s, r#"{"cmd":"apply","seat":0,"action":{"do":"teleport"}}"#);
        assert_eq!(malformed["error"]["code"], "malformed");
        assert_eq!(ask(&mut s, r#"{"cmd":"view","seat":0}"#), before);
    }

    /// Plays seat 0's first move in Ming's set-up and a movement step, then
    /// takes the step back: the view is as before, and only seat 0 may.
    #[test]
    fn a_quiet_move_is_taken_back_and_a_checkpoint_is_refused() {
        let mut s = Session::default();
        ask(&mut s, r#"{"cmd":"new","game":"ming","players":2,"seed":4}"#);
        let undo = r#"{"cmd":"undo","seat":0}"#;
        assert_eq!(ask(&mut s, undo)["error"]["code"], "not_reversible", "nothing was played yet");
        // Play until seat 0 holds a move it may take back.
        let mut game = AnyGame::new(GameKind::Ming, 2, &Value::Null, 4).unwrap();
        for _ in 0..500 {
            let seat = game.to_act().seats()[0];
            let legal = game.legal(seat);
            let quiet = legal.iter().find(|a| game.reversible(seat, &a.action));
            let Some(quiet) = quiet else {
                let first = &legal[0];
                let line = json!({"cmd": "apply", "seat": seat.0, "action": first.action}).to_string();
                assert_eq!(ask(&mut s, &line)["ok"], true);
                game.apply(seat, &first.action).unwrap();
                assert_eq!(ask(&mut s, &json!({"cmd": "undo", "seat": seat.0}).to_string())["ok"], false);
                continue;
            };
            let before = ask(&mut s, r#"{"cmd":"view","seat":null}"#);
            let line = json!({"cmd": "apply", "seat": seat.0, "action": quiet.action}).to_string();
            assert_eq!(ask(&mut s, &line)["ok"], true);
            let legal = ask(&mut s, &json!({"cmd": "legal", "seat": seat.0}).to_string());
            assert_eq!(legal["undo"], true, "{legal}");
            let other = json!({"cmd": "undo", "seat": 1 - seat.0}).to_string();
            assert_eq!(ask(&mut s, &other)["error"]["code"], "not_reversible");
            let undone = ask(&mut s, &json!({"cmd": "undo", "seat": seat.0}).to_string());
            assert_eq!(undone["to_act"], json!([seat.0]), "{undone}");
            assert_eq!(ask(&mut s, r#"{"cmd":"view","seat":null}"#), before);
            return;
        }
        panic!("no quiet move in 500 moves");
    }

    #[test]
    fn malformed_lines_get_errors_not_crashes() {
        let mut s = Session::default();
        assert_eq!(ask(&mut s, "{not json")["error"]["code"], "malformed_request");
        assert_eq!(ask(&mut s, r#"{"cmd":"dance"}"#)["error"]["code"], "malformed_request");
        assert_eq!(ask(&mut s, r#"{"cmd":"legal","seat":0}"#)["error"]["code"], "no_game");
        let bad = ask(&mut s, r#"{"cmd":"new","game":"great-wall","players":9}"#);
        assert_eq!(bad["error"]["code"], "setup_error");
        let unknown = ask(&mut s, r#"{"cmd":"new","game":"chess","players":2}"#);
        assert!(unknown["error"]["message"].as_str().unwrap().contains("chess"));
    }

    #[test]
    fn texts_come_in_the_session_language_or_the_request_language() {
        let mut s = Session::default();
        let reply = ask(
            &mut s,
            r#"{"cmd":"new","game":"great-wall","players":2,"seed":3,"lang":"it","names":["Ada","Bruno"]}"#,
        );
        assert_eq!(reply["lang"], "it");
        let it = ask(&mut s, r#"{"cmd":"legal","seat":0}"#)["actions"][0]["label"].clone();
        let en = ask(&mut s, r#"{"cmd":"legal","seat":0,"lang":"en"}"#)["actions"][0]["label"].clone();
        assert!(it.as_str().is_some_and(|t| !t.is_empty()) && en.as_str().is_some_and(|t| !t.is_empty()));
        let words = Words::embedded();
        let msg = &tavola_engine::AnyGame::new(GameKind::GreatWall, 2, &Value::Null, 3).unwrap().legal(Seat(0))[0].msg;
        let names = Names::new(vec!["Ada".into(), "Bruno".into()]);
        assert_eq!(it, words.render(Lang::It, Domain::Game(GameKind::GreatWall), msg, &names));
        assert_eq!(en, words.render(Lang::En, Domain::Game(GameKind::GreatWall), msg, &names));
        let junk =
            ask(&mut s, r#"{"cmd":"new","game":"junk","players":3,"seed":1,"options":{"opening_hands":"dealt"}}"#);
        assert!(!junk["events"].as_array().unwrap().is_empty(), "the deal is logged: {junk}");
        let bad = ask(&mut s, r#"{"cmd":"to_act","lang":"xx"}"#);
        assert_eq!(bad["error"]["code"], "malformed_request");
        assert!(bad["error"]["message"].as_str().unwrap().contains("xx"));
    }

    #[test]
    fn run_answers_one_line_per_request() {
        let input = b"{\"cmd\":\"games\"}\n\n{oops\n";
        let mut out = Vec::new();
        run(&input[..], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().count(), 2);
    }
}
