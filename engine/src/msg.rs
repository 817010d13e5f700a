//! Words without a language: what an action label or an event says, as a
//! message id with typed arguments.
//!
//! The engine holds no sentence in any language. A game describes an action
//! or an event as a [`Msg`] (`junk-merchant-draw` with `seat`, `count`,
//! `good`), and the game's Fluent resources (`data/<game>/<lang>.ftl`) word it.
//! Arguments keep their type until they are worded: a [`Seat`] becomes the
//! player's name, a number selects Fluent's plural forms, a nested message is
//! worded first in the same language (a card kind, a person tile, a list of
//! scores), so one id reads naturally in every language.
//!
//! Messages are stored with the action log (as JSON), so a game's log can be
//! read again later, in any language.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// A message id and its arguments, in the order the game gave them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// One typed argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A count, a score, a value: selects plural forms.
    Num(i64),
    /// A player, worded as their name.
    Seat(Seat),
    /// Several players, worded as a list ("Ada, Bruno and Carla").
    Seats(Vec<Seat>),
    /// A nested message, worded first in the same language.
    Msg(Box<Msg>),
    /// Several nested messages, worded as a list.
    List(Vec<Msg>),
    /// Text worded elsewhere: a proper name read from `data/`, or, while a
    /// game still words itself in English, its old text (message
    /// [`UNTRANSLATED`]). The words layer passes it through as it is.
    Text(String),
}

/// The id of a message that carries English text a game has not yet moved to
/// its Fluent resources; the words tests refuse it.
pub const UNTRANSLATED: &str = "untranslated";

impl Msg {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Msg {
        Msg { id: Cow::Borrowed(id), args: Vec::new() }
    }

    fn arg(mut self, name: &'static str, arg: Arg) -> Msg {
        self.args.push((Cow::Borrowed(name), arg));
        self
    }

    pub fn num(self, name: &'static str, n: impl Into<i64>) -> Msg {
        self.arg(name, Arg::Num(n.into()))
    }

    pub fn seat(self, name: &'static str, seat: Seat) -> Msg {
        self.arg(name, Arg::Seat(seat))
    }

    pub fn seats(self, name: &'static str, seats: impl IntoIterator<Item = Seat>) -> Msg {
        self.arg(name, Arg::Seats(seats.into_iter().collect()))
    }

    pub fn msg(self, name: &'static str, msg: Msg) -> Msg {
        self.arg(name, Arg::Msg(Box::new(msg)))
    }

    pub fn list(self, name: &'static str, items: impl IntoIterator<Item = Msg>) -> Msg {
        self.arg(name, Arg::List(items.into_iter().collect()))
    }

    pub fn text(self, name: &'static str, text: impl Into<String>) -> Msg {
        self.arg(name, Arg::Text(text.into()))
    }

    /// English text not yet moved to a game's Fluent resources.
    pub fn untranslated(text: impl Into<String>) -> Msg {
        Msg::new(UNTRANSLATED).text("text", text)
    }

    /// The argument called `name`, if the message has one.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Every message id this message uses, itself first, nested ones after.
    pub fn ids(&self) -> Vec<&str> {
        let mut ids = vec![self.id.as_ref()];
        for (_, arg) in &self.args {
            match arg {
                Arg::Msg(m) => ids.extend(m.ids()),
                Arg::List(items) => items.iter().for_each(|m| ids.extend(m.ids())),
                Arg::Num(_) | Arg::Seat(_) | Arg::Seats(_) | Arg::Text(_) => {}
            }
        }
        ids
    }

    /// Every seat the message names, nested ones included.
    pub fn seats_named(&self) -> Vec<Seat> {
        let mut seats = Vec::new();
        for (_, arg) in &self.args {
            match arg {
                Arg::Seat(s) => seats.push(*s),
                Arg::Seats(s) => seats.extend(s),
                Arg::Msg(m) => seats.extend(m.seats_named()),
                Arg::List(items) => items.iter().for_each(|m| seats.extend(m.seats_named())),
                Arg::Num(_) | Arg::Text(_) => {}
            }
        }
        seats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_round_trips_through_json() {
        let msg = Msg::new("junk-merchant-draw")
            .seat("seat", Seat(1))
            .num("count", 3)
            .msg("good", Msg::new("junk-good-fish"))
            .list("scores", [Msg::new("score").seat("seat", Seat(0)).num("points", 6)]);
        let json = serde_json::to_string(&msg).unwrap();
        let back: Msg = serde_json::from_str(&json).unwrap();
        assert_eq!(back, msg);
        assert_eq!(msg.ids(), ["junk-merchant-draw", "junk-good-fish", "score"]);
        assert_eq!(msg.seats_named(), [Seat(1), Seat(0)]);
    }
}
