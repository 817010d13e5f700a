//! `tavola engine`: the engine contract as JSON lines on stdin/stdout, one
//! request per line, one reply per line (like UCI for chess engines).
//!
//! Seats are numbered from 0. A malformed line gets an error reply; the
//! session goes on. See README.md, "The engine protocol".

use std::io::{BufRead, Write};

use serde::Deserialize;
use serde_json::{json, Value};
use tavola_engine::{AnyGame, GameKind, Seat, Viewer};

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
    },
    ToAct,
    Legal {
        seat: u8,
    },
    Apply {
        seat: u8,
        action: Value,
    },
    View {
        seat: Option<u8>,
    },
    Outcome,
}

/// A protocol session: at most one game at a time.
#[derive(Default)]
pub struct Session {
    game: Option<AnyGame>,
}

fn error(code: &str, message: impl std::fmt::Display) -> Value {
    json!({"ok": false, "error": {"code": code, "message": message.to_string()}})
}

fn to_act(game: &AnyGame) -> Value {
    json!(game.to_act().seats())
}

impl Session {
    /// Answers one request line.
    pub fn handle_line(&mut self, line: &str) -> Value {
        match serde_json::from_str::<Request>(line) {
            Ok(request) => self.handle(request),
            Err(e) => error("malformed_request", e),
        }
    }

    fn handle(&mut self, request: Request) -> Value {
        match request {
            Request::Games => {
                let games: Vec<_> = GameKind::ALL.iter().map(|k| k.info()).collect();
                json!({"ok": true, "games": games})
            }
            Request::New { game, players, seed, options } => {
                let created = GameKind::from_id(&game).and_then(|kind| AnyGame::new(kind, players, &options, seed));
                match created {
                    Ok(g) => {
                        let reply = json!({"ok": true, "game": g.kind(), "players": players, "to_act": to_act(&g)});
                        self.game = Some(g);
                        reply
                    }
                    Err(e) => error("setup_error", e),
                }
            }
            other => match &mut self.game {
                None => error("no_game", "start a game first with {\"cmd\":\"new\",...}"),
                Some(game) => Self::on_game(game, other),
            },
        }
    }

    fn on_game(game: &mut AnyGame, request: Request) -> Value {
        match request {
            Request::ToAct => json!({"ok": true, "to_act": to_act(game)}),
            Request::Legal { seat } => json!({"ok": true, "actions": game.legal(Seat(seat))}),
            Request::Apply { seat, action } => match game.apply(Seat(seat), &action) {
                Ok(events) => {
                    json!({"ok": true, "events": events, "to_act": to_act(game), "over": game.outcome().is_some()})
                }
                Err(e) => error(e.code(), e),
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

/// Runs the protocol until end of input.
///
/// # Errors
/// Reading stdin or writing stdout failed.
pub fn run(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut session = Session::default();
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
    fn run_answers_one_line_per_request() {
        let input = b"{\"cmd\":\"games\"}\n\n{oops\n";
        let mut out = Vec::new();
        run(&input[..], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().count(), 2);
    }
}
