//! The deck, the fame tokens and the section counts, from `data/great-wall/`.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::CardKind;
use crate::data::{DataCell, DataProblem, EmbeddedFile, Files, Problems};

const CARDS: &str = "great-wall/cards.toml";
const TOKENS: &str = "great-wall/fame-tokens.toml";

pub(crate) const DATA_FILES: &[EmbeddedFile] = &[
    EmbeddedFile { name: CARDS, text: include_str!("../../../data/great-wall/cards.toml") },
    EmbeddedFile { name: TOKENS, text: include_str!("../../../data/great-wall/fame-tokens.toml") },
];

pub(crate) static DATA: DataCell<Data> = DataCell::new(Data::load);

/// Validated Great Wall data.
#[derive(Debug)]
pub struct Data {
    /// Copies of each kind in one deck, indexed by [`CardKind::index`].
    pub deck: [u8; CardKind::COUNT],
    pub value: [i32; CardKind::COUNT],
    pub hand: u8,
    pub warrior_totals: Vec<i32>,
    /// Sections by player count, for 2 to 5 players.
    pub sections: [u8; 4],
    /// The fame tokens, one entry per token.
    pub tokens: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    card: Vec<RawCard>,
    rules: RawRules,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    kind: String,
    count: u8,
    value: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    hand: u8,
    warrior_totals: Vec<i32>,
    sections_by_players: BTreeMap<String, u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTokens {
    tokens: BTreeMap<String, u8>,
}

impl Data {
    fn load(files: &Files) -> Result<Data, Vec<DataProblem>> {
        let cards: Result<RawCards, _> = files.toml(CARDS);
        let tokens: Result<RawTokens, _> = files.toml(TOKENS);
        match (cards, tokens) {
            (Ok(c), Ok(t)) => Data::validate(c, t),
            (c, t) => Err([c.err(), t.err()].into_iter().flatten().collect()),
        }
    }

    fn validate(raw: RawCards, raw_tokens: RawTokens) -> Result<Data, Vec<DataProblem>> {
        let mut p = Problems::default();
        let mut deck = [0u8; CardKind::COUNT];
        let mut value = [0i32; CardKind::COUNT];
        let mut seen = [false; CardKind::COUNT];
        for (i, card) in raw.card.iter().enumerate() {
            let entry = format!("card[{i}] ({})", card.kind);
            let Some(kind) = CardKind::ALL.iter().find(|k| k.name() == card.kind) else {
                p.push(DataProblem::new(CARDS, entry, "unknown card kind"));
                continue;
            };
            p.check(!seen[kind.index()], CARDS, &entry, "kind listed twice");
            p.check(card.count > 0, CARDS, &entry, "count must be at least 1");
            p.check((0..=20).contains(&card.value), CARDS, &entry, "value must be 0 to 20");
            seen[kind.index()] = true;
            deck[kind.index()] = card.count;
            value[kind.index()] = card.value;
        }
        for kind in CardKind::ALL {
            p.check(seen[kind.index()], CARDS, kind.name(), "missing from the deck");
        }
        let total: u32 = deck.iter().map(|&c| u32::from(c)).sum();
        p.check(u32::from(raw.rules.hand) <= total, CARDS, "rules.hand", "more cards in hand than in the deck");
        p.check(raw.rules.hand > 0, CARDS, "rules.hand", "must be at least 1");
        let warriors = deck[CardKind::Warrior.index()] as usize;
        p.check(
            raw.rules.warrior_totals.len() >= warriors,
            CARDS,
            "rules.warrior_totals",
            format!("needs a total for each of the {warriors} warriors"),
        );
        p.check(
            raw.rules.warrior_totals.windows(2).all(|w| w[0] <= w[1]),
            CARDS,
            "rules.warrior_totals",
            "totals must not decrease",
        );
        let mut sections = [0u8; 4];
        for players in 2..=5usize {
            let key = players.to_string();
            match raw.rules.sections_by_players.get(&key) {
                Some(&n) if (1..=8).contains(&n) => sections[players - 2] = n,
                Some(_) => {
                    p.push(DataProblem::new(CARDS, format!("rules.sections_by_players.{key}"), "must be 1 to 8"))
                }
                None => p.push(DataProblem::new(CARDS, "rules.sections_by_players", format!("missing {key} players"))),
            }
        }
        let mut tokens = Vec::new();
        for (key, &count) in &raw_tokens.tokens {
            match key.parse::<u8>() {
                Ok(v) if (1..=20).contains(&v) => tokens.extend(std::iter::repeat_n(v, count as usize)),
                _ => p.push(DataProblem::new(TOKENS, format!("tokens.{key}"), "a token value must be 1 to 20")),
            }
        }
        p.check(tokens.len() % 2 == 0, TOKENS, "tokens", "the number of tokens must be even (they come in pairs)");
        let most = *sections.iter().max().unwrap_or(&0) as usize;
        p.check(tokens.len() >= 2 * most, TOKENS, "tokens", "not enough tokens for every section");
        p.finish(|| Data {
            deck,
            value,
            hand: raw.rules.hand,
            warrior_totals: raw.rules.warrior_totals,
            sections,
            tokens,
        })
    }

    /// Cards in one player's deck. Summed as `u32`: seven counts of up to
    /// 255 each overflow a `u8`.
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn deck_size(&self) -> u32 {
        self.deck.iter().map(|&c| u32::from(c)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files_with(name: &str, text: &str) -> Files {
        let mut o = BTreeMap::new();
        o.insert(name.to_owned(), text.to_owned());
        Files::with_overrides(o)
    }

    #[test]
    fn embedded_data_matches_the_components_list() {
        let d = Data::load(&Files::embedded()).unwrap();
        assert_eq!(d.deck_size(), 20);
        assert_eq!(d.tokens.len(), 36);
        assert_eq!(d.tokens.iter().map(|&t| u32::from(t)).sum::<u32>(), 147);
        assert_eq!(d.sections, [2, 3, 4, 4]);
    }

    #[test]
    fn every_problem_is_reported_at_once_with_file_and_entry() {
        let bad =
            "[[card]]\nkind = \"wizard\"\ncount = 1\nvalue = 1\n[[card]]\nkind = \"wall\"\ncount = 0\nvalue = 1\n\
                   [rules]\nhand = 5\nwarrior_totals = [1]\nsections_by_players = { 2 = 2 }\n";
        let problems = Data::load(&files_with(CARDS, bad)).unwrap_err();
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(text.iter().any(|t| t.contains("card[0] (wizard)") && t.contains("unknown card kind")));
        assert!(text.iter().any(|t| t.contains("card[1] (wall)") && t.contains("at least 1")));
        assert!(text.iter().any(|t| t.contains("gate") && t.contains("missing")));
        assert!(text.iter().any(|t| t.contains("missing 3 players")));
        assert!(problems.iter().all(|p| p.file == CARDS));
    }

    #[test]
    fn a_deck_of_more_than_255_cards_is_counted_without_wrapping() {
        let big = include_str!("../../../data/great-wall/cards.toml").replace("count = 7", "count = 250");
        let d = Data::load(&files_with(CARDS, &big)).unwrap();
        assert_eq!(d.deck_size(), 263);
    }

    #[test]
    fn malformed_toml_names_the_file() {
        let problems = Data::load(&files_with(TOKENS, "tokens = [")).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].file, TOKENS);
    }

    #[test]
    fn an_odd_token_count_is_refused() {
        let problems = Data::load(&files_with(TOKENS, "[tokens]\n1 = 3\n5 = 8\n")).unwrap_err();
        assert!(problems[0].problem.contains("even"));
    }
}
