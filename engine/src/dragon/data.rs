//! Person tiles and the rule numbers, from `data/year-of-the-dragon/`.

use serde::Deserialize;

use super::Person;
use crate::data::{DataCell, DataProblem, EmbeddedFile, Files, Problems};

const PERSONS: &str = "year-of-the-dragon/persons.toml";

pub(crate) const DATA_FILES: &[EmbeddedFile] =
    &[EmbeddedFile { name: PERSONS, text: include_str!("../../../data/year-of-the-dragon/persons.toml") }];

pub(crate) static DATA: DataCell<Data> = DataCell::new(Data::load);

/// A tile face: person-track value and symbol count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Face {
    pub value: u8,
    pub symbols: u8,
}

/// Validated data.
#[derive(Debug)]
pub struct Data {
    /// Young and old faces by person type (old `None` for young-only types).
    pub faces: [(Face, Option<Face>); 9],
    pub rules: Rules,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Privilege {
    pub cost: i32,
    pub dragons: i32,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub young_split: u8,
    pub old_split: u8,
    pub young_only: u8,
    pub months: u8,
    pub start_yuan: i32,
    pub start_palaces: Vec<u8>,
    pub max_floors: u8,
    pub group_fee: i32,
    pub take_up_to: i32,
    pub small_privilege: Privilege,
    pub large_privilege: Privilege,
    pub taxes_base: i32,
    pub tribute: i32,
    pub contagion: i32,
    pub festival: [i32; 2],
    pub person_points: i32,
    pub sell_price: i32,
    pub yuan_per_point: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    person: Vec<RawPerson>,
    rules: Rules,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPerson {
    kind: String,
    young: Face,
    old: Option<Face>,
}

impl Data {
    fn load(files: &Files) -> Result<Data, Vec<DataProblem>> {
        let raw: Raw = files.toml(PERSONS).map_err(|e| vec![e])?;
        let mut p = Problems::default();
        let mut faces = [(Face::default(), None); 9];
        let mut seen = [false; 9];
        for (i, r) in raw.person.iter().enumerate() {
            let entry = format!("person[{i}] ({})", r.kind);
            let Some(kind) = Person::ALL.iter().find(|k| k.id() == r.kind) else {
                p.push(DataProblem::new(PERSONS, entry, "unknown person type"));
                continue;
            };
            p.check(!seen[kind.index()], PERSONS, &entry, "type listed twice");
            seen[kind.index()] = true;
            let ok = |f: &Face| (1..=9).contains(&f.value) && (1..=5).contains(&f.symbols);
            p.check(ok(&r.young) && r.old.as_ref().is_none_or(ok), PERSONS, &entry, "value 1-9, symbols 1-5");
            faces[kind.index()] = (r.young, r.old);
        }
        for k in Person::ALL {
            p.check(seen[k.index()], PERSONS, k.id(), "missing person type");
        }
        let r = &raw.rules;
        p.check(
            r.start_palaces.iter().all(|&f| (1..=r.max_floors).contains(&f)),
            PERSONS,
            "rules.start_palaces",
            "floors 1 to max_floors",
        );
        // Each missing player takes 1 young and 1 old tile of a split type,
        // or 2 young of a young-only type: 2 players take 3 of each or 6.
        p.check(
            r.young_split >= 3 && r.old_split >= 3 && r.young_only >= 6,
            PERSONS,
            "rules",
            "too few tiles for 2 players (young_split >= 3, old_split >= 3, young_only >= 6)",
        );
        p.check((3..=12).contains(&r.months), PERSONS, "rules.months", "3 to 12 months (one per event tile)");
        p.finish(|| Data { faces, rules: raw.rules })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn the_tiles_match_the_rulebook_examples() {
        let d = Data::load(&Files::embedded()).unwrap();
        // Tax collector + scholar = 7, scholar + farmer = 8 (young tiles).
        let v = |k: Person| d.faces[k.index()].0.value;
        assert_eq!(v(Person::TaxCollector) + v(Person::Scholar), 7);
        assert_eq!(v(Person::Scholar) + v(Person::Farmer), 8);
        assert!(d.faces[Person::Craftsman.index()].1.is_none());
    }

    /// A pile too small for the tiles 2 players remove is refused, instead
    /// of wrapping around at set-up.
    #[test]
    fn piles_too_small_for_2_players_are_refused() {
        let mut o = BTreeMap::new();
        let text = include_str!("../../../data/year-of-the-dragon/persons.toml")
            .replace("old_split = 4", "old_split = 2")
            .replace("months = 12", "months = 13");
        o.insert(PERSONS.to_owned(), text);
        let all: Vec<String> =
            Data::load(&Files::with_overrides(o)).unwrap_err().iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("old_split >= 3")), "{all:?}");
        assert!(all.iter().any(|t| t.contains("rules.months")), "{all:?}");
    }

    #[test]
    fn a_broken_file_names_the_entry() {
        let mut o = BTreeMap::new();
        let text = include_str!("../../../data/year-of-the-dragon/persons.toml")
            .replace("kind = \"monk\"", "kind = \"jester\"");
        o.insert(PERSONS.to_owned(), text);
        let problems = Data::load(&Files::with_overrides(o)).unwrap_err();
        let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("person[5] (jester)")), "{all:?}");
        assert!(all.iter().any(|t| t.contains("monk") && t.contains("missing")), "{all:?}");
    }
}
