//! The bot's words in the reader's language.
//!
//! Everything a player reads goes through a [`Tr`]: the shared
//! [`Words`] (Fluent resources, `data/<domain>/<lang>.ftl`, overridable
//! through `TAVOLA_DATA_DIR`) and one [`Lang`]. The bot's own sentences are
//! messages of `data/bot` ([`Tr::say`], usually through [`t!`]); the games'
//! labels and events are the engine's [`Msg`]s, worded by each game's
//! resources with the players' names ([`Tr::game`]).
//!
//! Which language: the server's for everything public (the board, the
//! lobby, channel notices), the reader's Discord locale for what only they
//! see; see [`crate::langs`].

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

pub use tavola_words::{Domain, Lang, Names, Words};

use tavola_engine::msg::UNTRANSLATED;
use tavola_engine::{Arg, GameKind, Msg, Seat};

/// The words of one language.
#[derive(Clone)]
pub struct Tr {
    words: Arc<Words>,
    lang: Lang,
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Tr").field(&self.lang).finish()
    }
}

/// The resources compiled into the binary, parsed once.
pub fn embedded_words() -> Arc<Words> {
    static WORDS: OnceLock<Arc<Words>> = OnceLock::new();
    WORDS.get_or_init(|| Arc::new(Words::embedded())).clone()
}

impl Tr {
    pub fn new(words: Arc<Words>, lang: Lang) -> Tr {
        Tr { words, lang }
    }

    /// The embedded words in `lang` (tests and offline tools).
    pub fn embedded(lang: Lang) -> Tr {
        Tr::new(embedded_words(), lang)
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn words(&self) -> &Arc<Words> {
        &self.words
    }

    /// The same words in another language.
    pub fn to(&self, lang: Lang) -> Tr {
        Tr { words: self.words.clone(), lang }
    }

    /// One of the bot's own messages (`data/bot`).
    pub fn say(&self, msg: &Msg) -> String {
        self.words.render(self.lang, Domain::Bot, msg, &Names::none())
    }

    /// A bot message that names players.
    pub fn say_named(&self, msg: &Msg, names: &Names) -> String {
        self.words.render(self.lang, Domain::Bot, msg, names)
    }

    /// A game's label or event, seats called by `names`. Text a game has not
    /// yet moved to its resources (and events of old logs) numbers seats
    /// "seat N": those become names too, so no reader ever sees a seat number.
    pub fn game(&self, kind: GameKind, msg: &Msg, names: &Names, seats: &[String]) -> String {
        let text = self.words.render(self.lang, Domain::Game(kind), msg, names);
        if msg.ids().contains(&UNTRANSLATED) {
            name_seats(&text, seats)
        } else {
            text
        }
    }
}

/// A message of the bot's resources, with arguments: `msg!("id", count = 3)`.
#[macro_export]
macro_rules! msg {
    ($id:expr) => { ::tavola_engine::Msg::new($id) };
    ($id:expr, $($k:ident = $v:expr),+ $(,)?) => {{
        let mut m = ::tavola_engine::Msg::new($id);
        $( m.args.push((::std::borrow::Cow::Borrowed(stringify!($k)), $crate::i18n::ToArg::to_arg($v))); )+
        m
    }};
}

/// One of the bot's messages in a [`Tr`]'s language: `t!(tr, "id", count = 3)`.
#[macro_export]
macro_rules! t {
    ($tr:expr, $id:expr) => { $tr.say(&$crate::msg!($id)) };
    ($tr:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => { $tr.say(&$crate::msg!($id, $($k = $v),+)) };
}

/// A message whose id is made at run time (a command's path, an option's
/// name): `dynamic("option-junk-variant-setup")`.
pub fn dynamic(id: String) -> Msg {
    Msg { id: Cow::Owned(id), args: Vec::new() }
}

/// A value a message takes as an argument.
pub trait ToArg {
    fn to_arg(self) -> Arg;
}

macro_rules! num_args {
    ($($t:ty),*) => { $( impl ToArg for $t { fn to_arg(self) -> Arg { Arg::Num(self as i64) } } )* };
}
num_args!(i64, i32, u32, u64, usize, u8, u16);

impl ToArg for &str {
    fn to_arg(self) -> Arg {
        Arg::Text(self.to_owned())
    }
}

impl ToArg for String {
    fn to_arg(self) -> Arg {
        Arg::Text(self)
    }
}

impl ToArg for &String {
    fn to_arg(self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl ToArg for Seat {
    fn to_arg(self) -> Arg {
        Arg::Seat(self)
    }
}

impl ToArg for Vec<Seat> {
    fn to_arg(self) -> Arg {
        Arg::Seats(self)
    }
}

impl ToArg for Msg {
    fn to_arg(self) -> Arg {
        Arg::Msg(Box::new(self))
    }
}

impl ToArg for Vec<Msg> {
    fn to_arg(self) -> Arg {
        Arg::List(self)
    }
}

/// Replaces "seat N" (numbered from 1) with `seats[N - 1]`.
fn name_seats(text: &str, seats: &[String]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(pos) = rest.to_ascii_lowercase().find("seat ") {
        let after = &rest[pos + 5..];
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        match digits.parse::<usize>() {
            Ok(n) if n >= 1 && n <= seats.len() => {
                out.push_str(&rest[..pos]);
                out.push_str(&seats[n - 1]);
                rest = &after[digits.len()..];
            }
            _ => {
                out.push_str(&rest[..pos + 5]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_texts_name_their_seats() {
        let seats = ["🔴 Ada".to_owned(), "🟡 🤖 House 1".to_owned(), "🟢 Carla".to_owned()];
        assert_eq!(name_seats("seat 1 covers seat 3's gate.", &seats), "🔴 Ada covers 🟢 Carla's gate.");
        assert_eq!(
            name_seats("Seat 2 draws; seat 9 is no one; seats", &seats),
            "🟡 🤖 House 1 draws; seat 9 is no one; seats"
        );
    }

    #[test]
    fn the_macros_build_messages_with_typed_arguments() {
        let m = msg!("x", count = 3usize, name = "Ada", who = Seat(1));
        assert_eq!(m.get("count"), Some(&Arg::Num(3)));
        assert_eq!(m.get("name"), Some(&Arg::Text("Ada".into())));
        assert_eq!(m.get("who"), Some(&Arg::Seat(Seat(1))));
    }
}
