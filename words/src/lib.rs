//! Tavola's words: the engine's [`Msg`]s, worded in English or Italian.
//!
//! - [`Lang`] is a language the bot speaks; [`Lang::from_locale`] maps a
//!   Discord locale to it.
//! - [`Words`] holds one Fluent bundle per language and domain (the common
//!   words, each game's): resources are `data/<domain>/<lang>.ftl`, embedded at
//!   build time ([`Words::embedded`]) and overridable at run time by a server
//!   owner's corrected files ([`Words::with_overrides`]), like the rest of
//!   `data/`.
//! - [`Names`] says how each seat is called: the players' display names, or
//!   "Player 1" / "Giocatore 1" when a table has none.
//! - [`log`] plays a seeded game and words its whole public log (`tavola log`).
//!
//! Wording is pure and never fails: a message a language lacks falls back to
//! English, then to its id. [`Words::try_render`] reports every such problem,
//! for the tests that keep the resources complete.
//!
//! fluent-bundle is Project Fluent's own Rust implementation (the one
//! fluent-templates wraps); it is used directly so that embedded and
//! overriding resources go through the same code.

mod lists;
pub mod log;
mod resources;

use std::collections::{BTreeMap, BTreeSet, HashMap};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use tavola_engine::{Arg, GameKind, Msg, Seat};

pub use resources::{Problem, RESOURCES};

/// A language the bot speaks. English is the fallback for everything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    It,
    De,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::It, Lang::De];

    /// The code used in file names, the protocol and the store.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::De => "de",
        }
    }

    /// The language of a code (`en`, `it`).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// A number as this language's readers write it, with `places`
    /// decimals: `12,500.5` in English, `12.500,5` in Italian and German.
    pub fn number(self, value: f64, places: usize) -> String {
        let plain = format!("{:.*}", places, value.abs());
        let (whole, fraction) = plain.split_once('.').unwrap_or((&plain, ""));
        let (group, point) = match self {
            Lang::En => (',', '.'),
            Lang::It | Lang::De => ('.', ','),
        };
        let mut out = String::new();
        for (i, digit) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(group);
            }
            out.push(digit);
        }
        if !fraction.is_empty() {
            out.push(point);
            out.push_str(fraction);
        }
        let negative = value < 0.0 && out.chars().any(|c| c.is_ascii_digit() && c != '0');
        if negative {
            out.insert(0, '−');
        }
        out
    }

    /// The language for a Discord locale (`it`, `en-US`, `en-GB`, ...);
    /// English for every locale the bot does not speak.
    pub fn from_locale(locale: &str) -> Lang {
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        Lang::from_code(&primary.to_ascii_lowercase()).unwrap_or_default()
    }
}

/// Whose words a message is: the words every game shares, one game's, or
/// the bot's own (lobby, commands, panels, reminders).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Domain {
    Common,
    Game(GameKind),
    Bot,
    /// The words drawn on board pictures (tavola-pictures).
    Pictures,
}

impl Domain {
    /// The folder of `data/` its resources live in.
    pub fn folder(self) -> &'static str {
        match self {
            Domain::Common => "common",
            Domain::Game(kind) => kind.id(),
            Domain::Bot => "bot",
            Domain::Pictures => "pictures",
        }
    }

    pub fn all() -> impl Iterator<Item = Domain> {
        std::iter::once(Domain::Common)
            .chain(GameKind::ALL.iter().map(|&k| Domain::Game(k)))
            .chain([Domain::Bot, Domain::Pictures])
    }
}

/// How each seat is called at one table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names(Vec<String>);

impl Names {
    /// The players' names, by seat.
    pub fn new(names: Vec<String>) -> Names {
        Names(names)
    }

    /// No names: every seat reads "Player N".
    pub fn none() -> Names {
        Names(Vec::new())
    }

    fn get(&self, seat: Seat) -> Option<&str> {
        self.0.get(seat.index()).map(String::as_str).filter(|n| !n.is_empty())
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Every language's Fluent bundles, ready to word messages.
pub struct Words {
    bundles: HashMap<(Lang, Domain), Bundle>,
    /// The message ids each resource defines, for completeness checks.
    ids: BTreeMap<(Lang, Domain), BTreeSet<String>>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words").field("resources", &self.ids.len()).finish()
    }
}

impl Words {
    /// The resources compiled into the binary.
    ///
    /// # Panics
    /// An embedded resource does not parse: a build that the tests refuse.
    pub fn embedded() -> Words {
        Words::with_overrides(&BTreeMap::new()).unwrap_or_else(|p| panic!("embedded words: {p:?}"))
    }

    /// The embedded resources, with `overrides` (a path under `data/`, such as
    /// `junk/it.ftl`, to its text) in their place.
    ///
    /// # Errors
    /// Every file that does not parse; nothing is loaded then.
    pub fn with_overrides(overrides: &BTreeMap<String, String>) -> Result<Words, Vec<Problem>> {
        let texts = resources::texts(overrides)?;
        let mut bundles = HashMap::new();
        let mut ids = BTreeMap::new();
        for lang in Lang::ALL {
            for domain in Domain::all() {
                let mut bundle = Bundle::new_concurrent(vec![resources::langid(lang)]);
                bundle.set_use_isolating(false);
                // A game's bundle holds the common words too, so its messages
                // may nest `score-entry` and the like.
                let mut layers = vec![Domain::Common];
                if domain != Domain::Common {
                    layers.push(domain);
                }
                for layer in layers {
                    let text = texts[&(lang, layer)].clone();
                    let resource = resources::parse(lang, layer, text)?;
                    if layer == domain {
                        ids.insert((lang, domain), resources::message_ids(&resource));
                    }
                    bundle.add_resource_overriding(resource);
                }
                bundles.insert((lang, domain), bundle);
            }
        }
        Ok(Words { bundles, ids })
    }

    /// The message ids a resource defines.
    pub fn ids(&self, lang: Lang, domain: Domain) -> &BTreeSet<String> {
        &self.ids[&(lang, domain)]
    }

    /// `msg` in `lang`, with seats called by `names`.
    pub fn render(&self, lang: Lang, domain: Domain, msg: &Msg, names: &Names) -> String {
        let mut problems = Vec::new();
        self.word(lang, domain, msg, names, &mut problems)
    }

    /// As [`Words::render`], but any problem (a missing message or argument,
    /// an English fallback) is an error.
    ///
    /// # Errors
    /// Every problem met while wording, with the message id.
    pub fn try_render(&self, lang: Lang, domain: Domain, msg: &Msg, names: &Names) -> Result<String, Vec<String>> {
        let mut problems = Vec::new();
        let text = self.word(lang, domain, msg, names, &mut problems);
        if problems.is_empty() {
            Ok(text)
        } else {
            Err(problems)
        }
    }

    /// How `seat` is called: its name, or "Player N" in `lang`.
    pub fn seat_name(&self, lang: Lang, seat: Seat, names: &Names) -> String {
        match names.get(seat) {
            Some(name) => name.to_owned(),
            None => self.render(lang, Domain::Common, &Msg::new("player-n").num("n", seat.index() as i64 + 1), names),
        }
    }

    fn word(&self, lang: Lang, domain: Domain, msg: &Msg, names: &Names, problems: &mut Vec<String>) -> String {
        let Some((bundle, message)) = self.find(lang, domain, &msg.id, problems) else {
            problems.push(format!("{}: no such message in {} or en", msg.id, lang.code()));
            return msg.id.to_string();
        };
        let Some(pattern) = message.value() else {
            problems.push(format!("{}: the message has no value", msg.id));
            return msg.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Seat(seat) => self.seat_name(lang, *seat, names).into(),
                Arg::Seats(seats) => {
                    let items = seats.iter().map(|&s| self.seat_name(lang, s, names)).collect();
                    self.join(lang, items).into()
                }
                Arg::Msg(nested) => self.word(lang, domain, nested, names, problems).into(),
                Arg::List(items) => {
                    let items = items.iter().map(|m| self.word(lang, domain, m, names, problems)).collect();
                    self.join(lang, items).into()
                }
                Arg::Text(text) => text.clone().into(),
            };
            args.set(name.to_string(), value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors).into_owned();
        problems.extend(errors.into_iter().map(|e| format!("{}: {e}", msg.id)));
        text
    }

    /// The bundle that has `id`: the language's own, or English's.
    fn find(
        &self,
        lang: Lang,
        domain: Domain,
        id: &str,
        problems: &mut Vec<String>,
    ) -> Option<(&Bundle, fluent_bundle::FluentMessage<'_>)> {
        let own = &self.bundles[&(lang, domain)];
        if let Some(m) = own.get_message(id) {
            return Some((own, m));
        }
        let english = &self.bundles[&(Lang::En, domain)];
        let m = english.get_message(id)?;
        problems.push(format!("{id}: missing in {}, worded in English", lang.code()));
        Some((english, m))
    }

    fn join(&self, lang: Lang, items: Vec<String>) -> String {
        let and = self.render(lang, Domain::Common, &Msg::new("list-and"), &Names::none());
        lists::join(items, &and)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names::new(vec!["Ada".into(), "Bruno".into(), "Carla".into()])
    }

    #[test]
    fn scores_read_as_names_and_points_in_both_languages() {
        let words = Words::embedded();
        let scores = Msg::new("score-list").list(
            "scores",
            [0u8, 1, 2].map(|s| Msg::new("score-entry").seat("seat", Seat(s)).num("points", [6, 6, 3][s as usize])),
        );
        let en = words.try_render(Lang::En, Domain::Common, &scores, &names()).unwrap();
        assert_eq!(en, "Ada: 6, Bruno: 6 and Carla: 3");
        let it = words.try_render(Lang::It, Domain::Common, &scores, &names()).unwrap();
        assert_eq!(it, "Ada: 6, Bruno: 6 e Carla: 3");
    }

    #[test]
    fn a_seat_without_a_name_is_player_n() {
        let words = Words::embedded();
        assert_eq!(words.seat_name(Lang::En, Seat(0), &Names::none()), "Player 1");
        assert_eq!(words.seat_name(Lang::It, Seat(2), &Names::none()), "Giocatore 3");
    }

    #[test]
    fn plural_forms_come_from_fluent() {
        let words = Words::embedded();
        let one = Msg::new("points").num("count", 1);
        let many = Msg::new("points").num("count", 4);
        assert_eq!(words.try_render(Lang::En, Domain::Common, &one, &Names::none()).unwrap(), "1 point");
        assert_eq!(words.try_render(Lang::En, Domain::Common, &many, &Names::none()).unwrap(), "4 points");
        assert_eq!(words.try_render(Lang::It, Domain::Common, &one, &Names::none()).unwrap(), "1 punto");
        assert_eq!(words.try_render(Lang::It, Domain::Common, &many, &Names::none()).unwrap(), "4 punti");
    }

    #[test]
    fn a_missing_message_is_reported_and_falls_back_to_its_id() {
        let words = Words::embedded();
        let msg = Msg::new("no-such-message");
        assert!(words.try_render(Lang::It, Domain::Common, &msg, &Names::none()).is_err());
        assert_eq!(words.render(Lang::It, Domain::Common, &msg, &Names::none()), "no-such-message");
    }

    #[test]
    fn a_missing_argument_is_reported() {
        let words = Words::embedded();
        let err = words.try_render(Lang::En, Domain::Common, &Msg::new("points"), &Names::none()).unwrap_err();
        assert!(err[0].contains("points"), "{err:?}");
    }

    #[test]
    fn an_override_replaces_a_word_and_a_broken_one_is_refused() {
        let mut overrides = BTreeMap::new();
        overrides.insert("common/it.ftl".to_owned(), RESOURCES_IT_COMMON.replace("Giocatore", "Giocatrice"));
        let words = Words::with_overrides(&overrides).unwrap();
        assert_eq!(words.seat_name(Lang::It, Seat(0), &Names::none()), "Giocatrice 1");
        overrides.insert("common/it.ftl".to_owned(), "player-n = { $n".to_owned());
        let problems = Words::with_overrides(&overrides).unwrap_err();
        assert!(problems[0].to_string().contains("common/it.ftl"), "{problems:?}");
        overrides.clear();
        overrides.insert("common/fr.ftl".to_owned(), String::new());
        assert!(Words::with_overrides(&overrides).is_err(), "an unknown file is refused as a likely typo");
    }

    const RESOURCES_IT_COMMON: &str = include_str!("../../data/common/it.ftl");

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Lang::from_locale("it"), Lang::It);
        assert_eq!(Lang::from_locale("de"), Lang::De);
        assert_eq!(Lang::En.number(12500.5, 1), "12,500.5");
        assert_eq!(Lang::De.number(12500.5, 1), "12.500,5");
        assert_eq!(Lang::It.number(29.74, 1), "29,7");
        assert_eq!(Lang::De.number(-3.0, 0), "−3");
        assert_eq!(Lang::En.number(-0.01, 1), "0.0");
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("pt-BR"), Lang::En);
    }
}
