//! The board (a reconstruction), the decks and the scoring tables, from `data/ming/`.

use serde::Deserialize;

use super::{District, Symbol};
use crate::data::{DataCell, DataProblem, EmbeddedFile, Files, Problems};

const BOARD: &str = "ming/board.toml";
const RULES: &str = "ming/rules.toml";

pub(crate) const DATA_FILES: &[EmbeddedFile] = &[
    EmbeddedFile { name: BOARD, text: include_str!("../../../data/ming/board.toml") },
    EmbeddedFile { name: RULES, text: include_str!("../../../data/ming/rules.toml") },
];

pub(crate) static DATA: DataCell<Data> = DataCell::new(Data::load);

/// Validated Ming data.
#[derive(Debug)]
pub struct Data {
    pub provinces: Vec<String>,
    pub symbols: Vec<String>,
    pub cards_per_symbol: u8,
    pub districts: Vec<String>,
    /// Province (colour index) of each district.
    pub colour: Vec<usize>,
    /// Borders of each district: (neighbour, symbol).
    pub borders: Vec<Vec<(District, Symbol)>>,
    pub rounds: u8,
    pub scoring_rounds: Vec<u8>,
    pub members: u8,
    pub members_per_round: u8,
    pub hand: u8,
    pub dragons: u8,
    pub tiles_per_colour: u8,
    pub max_brought: u8,
    pub return_cards: Vec<u8>,
    pub full_set: Vec<i32>,
    pub city_member: Vec<i32>,
    pub city_majority: i32,
    pub monastery: i32,
    pub five_set: i32,
    pub single_tile: i32,
    pub neutral_per_district: u8,
    pub neutral_placed: u8,
    pub neutral_max: u8,
    pub neutral_members: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    provinces: Vec<String>,
    symbols: Vec<String>,
    cards_per_symbol: u8,
    districts: Vec<String>,
    borders: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    rounds: u8,
    scoring_rounds: Vec<u8>,
    members: u8,
    members_per_round: u8,
    hand: u8,
    dragons: u8,
    tiles_per_colour: u8,
    max_brought: u8,
    return_cards: Vec<u8>,
    full_set: Vec<i32>,
    city_member: Vec<i32>,
    city_majority: i32,
    monastery: i32,
    five_set: i32,
    single_tile: i32,
    neutral_per_district: u8,
    neutral_placed: u8,
    neutral_max: u8,
    neutral_members: u8,
}

impl Data {
    fn load(files: &Files) -> Result<Data, Vec<DataProblem>> {
        let board: Result<RawBoard, _> = files.toml(BOARD);
        let rules: Result<RawRules, _> = files.toml(RULES);
        match (board, rules) {
            (Ok(b), Ok(r)) => Data::validate(b, r),
            (b, r) => Err([b.err(), r.err()].into_iter().flatten().collect()),
        }
    }

    fn validate(b: RawBoard, r: RawRules) -> Result<Data, Vec<DataProblem>> {
        let mut p = Problems::default();
        p.check(b.provinces.len() == 6, BOARD, "provinces", "Ming has six provinces (one tile colour each)");
        p.check(b.symbols.len() == 3, BOARD, "symbols", "three crossing symbols are supported");
        p.check(b.districts.len() == 3 * b.provinces.len(), BOARD, "districts", "three districts per province");
        let colour: Vec<usize> = b.districts.iter().enumerate().map(|(i, _)| i / 3).collect();
        let mut borders = vec![Vec::new(); b.districts.len()];
        for (i, text) in b.borders.iter().enumerate() {
            let entry = format!("borders[{i}] ({text})");
            let parts: Vec<&str> = text.split([' ', '-']).filter(|s| !s.is_empty()).collect();
            let [from, to, symbol] = parts[..] else {
                p.push(DataProblem::new(BOARD, entry, "write a border as \"A-B symbol\""));
                continue;
            };
            let find = |id: &str| b.districts.iter().position(|d| d == id);
            match (find(from), find(to), b.symbols.iter().position(|s| s == symbol)) {
                (Some(a), Some(c), Some(s)) if a != c => {
                    borders[a].push((District(c as u8), Symbol(s as u8)));
                    borders[c].push((District(a as u8), Symbol(s as u8)));
                }
                (Some(_), Some(_), Some(_)) => {
                    p.push(DataProblem::new(BOARD, entry, "a district cannot border itself"))
                }
                (_, _, None) => p.push(DataProblem::new(BOARD, entry, "unknown symbol")),
                _ => p.push(DataProblem::new(BOARD, entry, "names a district that is not listed")),
            }
        }
        for (i, d) in b.districts.iter().enumerate() {
            p.check(!borders[i].is_empty(), BOARD, format!("districts.{d}"), "has no border");
            p.check(!b.districts[..i].contains(d), BOARD, format!("districts.{d}"), "listed twice");
        }
        let scorings = r.scoring_rounds.len();
        p.check(r.scoring_rounds.last() == Some(&r.rounds), RULES, "scoring_rounds", "the last round must score");
        p.check(r.full_set.len() == scorings, RULES, "full_set", "one value per scoring round");
        p.check(r.city_member.len() == scorings, RULES, "city_member", "one value per scoring round");
        p.check(!r.return_cards.is_empty() && r.return_cards.len() <= 4, RULES, "return_cards", "1 to 4 cards");
        let distinct = r.return_cards.iter().enumerate().all(|(i, v)| !r.return_cards[..i].contains(v));
        p.check(distinct, RULES, "return_cards", "each card's value names it: values must differ");
        p.check(r.hand > 0 && r.max_brought > 0 && r.members_per_round > 0, RULES, "hand", "counts must be at least 1");
        p.check(r.members >= r.members_per_round, RULES, "members", "fewer members than one round needs");
        let neutral_opening = usize::from(r.neutral_per_district) * b.districts.len();
        p.check(
            neutral_opening <= usize::from(r.neutral_members),
            RULES,
            "neutral_per_district",
            "more opening neutral members than the colour has",
        );
        p.finish(|| Data {
            provinces: b.provinces,
            symbols: b.symbols,
            cards_per_symbol: b.cards_per_symbol,
            districts: b.districts,
            colour,
            borders,
            rounds: r.rounds,
            scoring_rounds: r.scoring_rounds,
            members: r.members,
            members_per_round: r.members_per_round,
            hand: r.hand,
            dragons: r.dragons,
            tiles_per_colour: r.tiles_per_colour,
            max_brought: r.max_brought,
            return_cards: r.return_cards,
            full_set: r.full_set,
            city_member: r.city_member,
            city_majority: r.city_majority,
            monastery: r.monastery,
            five_set: r.five_set,
            single_tile: r.single_tile,
            neutral_per_district: r.neutral_per_district,
            neutral_placed: r.neutral_placed,
            neutral_max: r.neutral_max,
            neutral_members: r.neutral_members,
        })
    }

    /// The scoring index (0, 1, 2) of a round that scores.
    pub fn scoring_index(&self, round: u8) -> Option<usize> {
        self.scoring_rounds.iter().position(|&r| r == round)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn the_reconstructed_board_has_18_districts_and_29_borders() {
        let d = Data::load(&Files::embedded()).unwrap();
        assert_eq!(d.districts.len(), 18);
        assert_eq!(d.borders.iter().map(Vec::len).sum::<usize>(), 2 * 29);
        assert!(d.borders.iter().all(|b| (2..=5).contains(&b.len())));
    }

    #[test]
    fn a_broken_board_names_file_and_entry() {
        let mut o = BTreeMap::new();
        let text =
            include_str!("../../../data/ming/board.toml").replace("\"W1-W2 horse\"", "\"W1-Q9 horse\", \"W1 camel\"");
        o.insert(BOARD.to_owned(), text);
        let problems = Data::load(&Files::with_overrides(o)).unwrap_err();
        let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("borders[0] (W1-Q9 horse)") && t.contains("not listed")), "{all:?}");
        assert!(all.iter().any(|t| t.contains("borders[1] (W1 camel)")), "{all:?}");
    }

    #[test]
    fn return_cards_of_equal_value_are_refused_as_they_name_the_action_ids() {
        let mut o = BTreeMap::new();
        let text = include_str!("../../../data/ming/rules.toml").replace("[0, 1, 2, 3]", "[0, 1, 1, 3]");
        o.insert(RULES.to_owned(), text);
        let problems = Data::load(&Files::with_overrides(o)).unwrap_err();
        assert!(problems.iter().any(|p| p.to_string().contains("return_cards")), "{problems:?}");
    }

    #[test]
    fn more_opening_neutral_members_than_pieces_is_refused() {
        let mut o = BTreeMap::new();
        let text = include_str!("../../../data/ming/rules.toml")
            .replace("neutral_per_district = 1", "neutral_per_district = 2");
        o.insert(RULES.to_owned(), text);
        let problems = Data::load(&Files::with_overrides(o)).unwrap_err();
        let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("neutral_per_district")), "{all:?}");
    }
}
