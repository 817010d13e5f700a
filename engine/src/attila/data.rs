//! The map (a reconstruction) and the rule numbers, from `data/attila/`.

use serde::Deserialize;

use super::Province;
use crate::data::{DataCell, DataProblem, EmbeddedFile, Files, Problems};

const MAP: &str = "attila/map.toml";
const RULES: &str = "attila/rules.toml";

pub(crate) const DATA_FILES: &[EmbeddedFile] = &[
    EmbeddedFile { name: MAP, text: include_str!("../../../data/attila/map.toml") },
    EmbeddedFile { name: RULES, text: include_str!("../../../data/attila/rules.toml") },
];

pub(crate) static DATA: DataCell<Data> = DataCell::new(Data::load);

/// Most provinces a map may have: a province choice must fit one select menu.
pub const MAX_PROVINCES: usize = 25;

/// Validated Attila data.
#[derive(Debug)]
pub struct Data {
    pub names: Vec<String>,
    pub ids: Vec<String>,
    pub start: Vec<bool>,
    pub start_mask: u32,
    /// Borders (land and sea) as bit sets of neighbours, by province.
    pub neighbours: Vec<u32>,
    /// Of those, the borders by sea (an arrow on the board).
    pub sea: Vec<u32>,
    pub cards_per_tribe: u8,
    pub tokens_per_tribe: u8,
    pub hand: u8,
    pub capacity: u8,
    pub peace_tiles: [u8; 4],
    pub influence_gain: [u8; 4],
    pub track: u8,
    pub two_player_reach: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    provinces: Vec<RawProvince>,
    land: Vec<String>,
    sea: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProvince {
    id: String,
    name: String,
    #[serde(default)]
    start: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    cards_per_tribe: u8,
    tokens_per_tribe: u8,
    hand: u8,
    province_capacity: u8,
    peace_tiles: [u8; 4],
    influence_gain: [u8; 4],
    influence_track: u8,
    two_player_reach: u8,
}

impl Data {
    fn load(files: &Files) -> Result<Data, Vec<DataProblem>> {
        let map: Result<RawMap, _> = files.toml(MAP);
        let rules: Result<RawRules, _> = files.toml(RULES);
        match (map, rules) {
            (Ok(m), Ok(r)) => Data::validate(m, r),
            (m, r) => Err([m.err(), r.err()].into_iter().flatten().collect()),
        }
    }

    fn validate(map: RawMap, rules: RawRules) -> Result<Data, Vec<DataProblem>> {
        let mut p = Problems::default();
        let n = map.provinces.len();
        p.check((2..=MAX_PROVINCES).contains(&n), MAP, "provinces", format!("needs 2 to {MAX_PROVINCES} provinces"));
        let ids: Vec<String> = map.provinces.iter().map(|pr| pr.id.clone()).collect();
        for (i, id) in ids.iter().enumerate() {
            p.check(!ids[..i].contains(id), MAP, format!("provinces.{id}"), "id listed twice");
            p.check(
                !id.is_empty() && !id.contains([' ', '-']),
                MAP,
                format!("provinces[{i}]"),
                "an id needs no spaces or dashes",
            );
        }
        let starts = map.provinces.iter().filter(|pr| pr.start).count();
        p.check(starts > 0, MAP, "provinces", "no starting province");
        let mut neighbours = vec![0u32; n.min(MAX_PROVINCES)];
        let mut sea = vec![0u32; neighbours.len()];
        for (list, links) in [("land", &map.land), ("sea", &map.sea)] {
            for (i, link) in links.iter().enumerate() {
                let entry = format!("{list}[{i}] ({link})");
                let ends: Vec<Option<usize>> = link.split('-').map(|id| ids.iter().position(|x| x == id)).collect();
                match ends[..] {
                    [Some(a), Some(b)] if a != b && a < neighbours.len() && b < neighbours.len() => {
                        neighbours[a] |= 1 << b;
                        neighbours[b] |= 1 << a;
                        if list == "sea" {
                            sea[a] |= 1 << b;
                            sea[b] |= 1 << a;
                        }
                    }
                    [Some(a), Some(b)] if a == b => {
                        p.push(DataProblem::new(MAP, entry, "a province cannot border itself"))
                    }
                    [_, _] => p.push(DataProblem::new(MAP, entry, "names a province that is not listed")),
                    _ => p.push(DataProblem::new(MAP, entry, "write a border as ID-ID")),
                }
            }
        }
        if p.0.is_empty() {
            let reach = reachable(&neighbours, map.provinces.iter().map(|pr| pr.start));
            for (i, pr) in map.provinces.iter().enumerate() {
                p.check(
                    reach & (1 << i) != 0,
                    MAP,
                    format!("provinces.{}", pr.id),
                    "cannot be reached from a starting province",
                );
            }
        }
        p.check(rules.hand > 0, RULES, "hand", "must be at least 1");
        p.check(rules.province_capacity > 0, RULES, "province_capacity", "must be at least 1");
        p.check(rules.cards_per_tribe > 0, RULES, "cards_per_tribe", "must be at least 1");
        p.check(
            rules.tokens_per_tribe > rules.province_capacity,
            RULES,
            "tokens_per_tribe",
            "must exceed a province's capacity",
        );
        p.check(rules.peace_tiles.iter().all(|&t| t > 0), RULES, "peace_tiles", "every century needs a peace tile");
        p.check(rules.influence_gain.iter().all(|&g| g > 0), RULES, "influence_gain", "gains must be at least 1");
        p.check(rules.influence_track >= 2, RULES, "influence_track", "needs at least 2 spaces");
        let cards = usize::from(rules.cards_per_tribe) * 6;
        p.check(cards >= usize::from(rules.hand) * 5, RULES, "cards_per_tribe", "too few cards to deal 5 hands");
        p.finish(|| Data {
            names: map.provinces.iter().map(|pr| pr.name.clone()).collect(),
            start: map.provinces.iter().map(|pr| pr.start).collect(),
            start_mask: map.provinces.iter().enumerate().filter(|(_, pr)| pr.start).fold(0, |m, (i, _)| m | 1 << i),
            ids,
            neighbours,
            sea,
            cards_per_tribe: rules.cards_per_tribe,
            tokens_per_tribe: rules.tokens_per_tribe,
            hand: rules.hand,
            capacity: rules.province_capacity,
            peace_tiles: rules.peace_tiles,
            influence_gain: rules.influence_gain,
            track: rules.influence_track,
            two_player_reach: rules.two_player_reach,
        })
    }

    pub fn provinces(&self) -> impl Iterator<Item = Province> {
        (0..self.ids.len() as u8).map(Province)
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn borders(&self, a: Province, b: Province) -> bool {
        self.neighbours[a.index()] & (1 << b.index()) != 0
    }
}

/// Every province reachable from the flagged ones, as a bit set.
fn reachable(neighbours: &[u32], start: impl Iterator<Item = bool>) -> u32 {
    let mut seen: u32 = start.enumerate().filter(|(_, s)| *s).fold(0, |acc, (i, _)| acc | 1 << i);
    loop {
        let grown = (0..neighbours.len()).filter(|i| seen & (1 << i) != 0).fold(seen, |acc, i| acc | neighbours[i]);
        if grown == seen {
            return seen;
        }
        seen = grown;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn load_with(name: &str, text: &str) -> Result<Data, Vec<DataProblem>> {
        let mut o = BTreeMap::new();
        o.insert(name.to_owned(), text.to_owned());
        Data::load(&Files::with_overrides(o))
    }

    #[test]
    fn the_reconstructed_map_has_25_provinces_6_starts_and_38_borders() {
        let d = Data::load(&Files::embedded()).unwrap();
        assert_eq!(d.ids.len(), 25);
        assert_eq!(d.start.iter().filter(|&&s| s).count(), 6);
        let borders: u32 = d.neighbours.iter().map(|n| n.count_ones()).sum();
        assert_eq!(borders, 2 * (31 + 7));
        let ita = d.ids.iter().position(|i| i == "ITA").unwrap();
        let sic = d.ids.iter().position(|i| i == "SIC").unwrap();
        assert!(d.borders(Province(ita as u8), Province(sic as u8)), "sea arrows count as borders");
    }

    #[test]
    fn a_broken_map_reports_every_problem_with_its_entry() {
        let text = "provinces = [{ id = \"A\", name = \"A\", start = true }, { id = \"B\", name = \"B\" }, { id = \"A\", name = \"Again\" }]\n\
                    land = [\"A-Z\", \"A-A\", \"AB\"]\nsea = []\n";
        let problems = load_with(MAP, text).unwrap_err();
        let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("provinces.A") && t.contains("twice")), "{all:?}");
        assert!(all.iter().any(|t| t.contains("land[0] (A-Z)") && t.contains("not listed")));
        assert!(all.iter().any(|t| t.contains("land[1]") && t.contains("itself")));
        assert!(all.iter().any(|t| t.contains("land[2]") && t.contains("ID-ID")));
    }

    #[test]
    fn an_unreachable_province_is_refused() {
        let text = "provinces = [{ id = \"A\", name = \"A\", start = true }, { id = \"B\", name = \"B\" }]\nland = []\nsea = []\n";
        let problems = load_with(MAP, text).unwrap_err();
        assert!(problems[0].to_string().contains("provinces.B"));
    }
}
