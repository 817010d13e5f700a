//! Junks, merchants, the assistant track, market and special cards, from
//! `data/junk/` (largely reconstructions).

use serde::Deserialize;

use super::{Good, Junk, Special, Work};
use crate::data::{DataCell, DataProblem, EmbeddedFile, Files, Problems};

const BOARD: &str = "junk/board.toml";
const CARDS: &str = "junk/cards.toml";

pub(crate) const DATA_FILES: &[EmbeddedFile] = &[
    EmbeddedFile { name: BOARD, text: include_str!("../../../data/junk/board.toml") },
    EmbeddedFile { name: CARDS, text: include_str!("../../../data/junk/cards.toml") },
];

pub(crate) static DATA: DataCell<Data> = DataCell::new(Data::load);

/// A market card's offer for one good.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Price {
    Yen(i32),
    Special,
}

/// Validated Junk data.
#[derive(Debug)]
pub struct Data {
    pub junks: Vec<String>,
    /// The good each junk's pile holds (`None` for the grey junk).
    pub junk_good: Vec<Option<Good>>,
    pub goods: Vec<String>,
    pub cards_per_good: u8,
    pub strips: u8,
    pub supply_cards: u8,
    pub rounds: u8,
    pub hand: [u8; 2],
    pub junk_bonus: i32,
    pub all_junks_bonus: i32,
    pub merchants: Vec<(Work, Junk)>,
    pub cargo: Vec<Vec<Junk>>,
    pub row_34: Vec<Work>,
    pub events: Vec<Option<char>>,
    pub row_4: Vec<Work>,
    pub market: Vec<[Price; 4]>,
    pub specials: Vec<Special>,
    pub bonus_8: (u8, i32),
    pub bonus_12: ([u8; 2], i32),
    pub last_round_s_yen: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    junks: Vec<RawJunk>,
    goods: Vec<String>,
    cards_per_good: u8,
    strips_per_player: u8,
    supply_cards: u8,
    rounds: u8,
    hand: [u8; 2],
    junk_bonus: i32,
    all_junks_bonus: i32,
    merchants: Vec<RawMerchant>,
    cargo: Vec<Vec<String>>,
    assistants: RawAssistants,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawJunk {
    id: String,
    good: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMerchant {
    action: String,
    junk: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAssistants {
    row_34: Vec<String>,
    events_34: Vec<String>,
    row_4: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    market: Vec<[i32; 4]>,
    special: RawSpecial,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpecial {
    extra_supply: u8,
    tie_breaker: u8,
    exchange: u8,
    load_any: u8,
    sell_on: Vec<String>,
    draw_any: u8,
    move_strip: u8,
    bonus_8: Vec<String>,
    bonus_12: Vec<[String; 2]>,
    bonus_8_crates: u8,
    bonus_8_yen: i32,
    bonus_12_crates: [u8; 2],
    bonus_12_yen: i32,
    last_round_s_yen: i32,
}

/// `load-2`, `sell-3`, `draw-0`: the kind and the yield, always both (a
/// default yield once hid the merchants' minimum of 3).
fn parse_work(text: &str) -> Option<Work> {
    let (kind, n) = text.split_once('-')?;
    let n: u8 = n.parse().ok()?;
    match kind {
        "load" => Some(Work::Load(n)),
        "sell" => Some(Work::Sell(n)),
        "draw" => Some(Work::Draw(n)),
        _ => None,
    }
}

/// 0 load, 1 sell, 2 draw.
fn work_kind(work: Work) -> u8 {
    match work {
        Work::Load(_) => 0,
        Work::Sell(_) => 1,
        Work::Draw(_) => 2,
    }
}

impl Data {
    fn load(files: &Files) -> Result<Data, Vec<DataProblem>> {
        let board: Result<RawBoard, _> = files.toml(BOARD);
        let cards: Result<RawCards, _> = files.toml(CARDS);
        match (board, cards) {
            (Ok(b), Ok(c)) => Data::validate(b, c),
            (b, c) => Err([b.err(), c.err()].into_iter().flatten().collect()),
        }
    }

    fn validate(b: RawBoard, c: RawCards) -> Result<Data, Vec<DataProblem>> {
        let mut p = Problems::default();
        let junks: Vec<String> = b.junks.iter().map(|j| j.id.clone()).collect();
        p.check(junks.len() == 5, BOARD, "junks", "Dschunke has five junks");
        p.check(b.goods.len() == 4, BOARD, "goods", "Dschunke has four goods");
        let junk = |p: &mut Problems, file: &str, entry: String, id: &str| -> Junk {
            match junks.iter().position(|j| j == id) {
                Some(i) => Junk(i as u8),
                None => {
                    p.push(DataProblem::new(file, entry, format!("no junk `{id}`")));
                    Junk(0)
                }
            }
        };
        let mut junk_good = Vec::new();
        for (i, j) in b.junks.iter().enumerate() {
            match (j.good.as_str(), b.goods.iter().position(|g| *g == j.good)) {
                ("", _) => junk_good.push(None),
                (_, Some(g)) => junk_good.push(Some(Good(g as u8))),
                (g, None) => {
                    p.push(DataProblem::new(BOARD, format!("junks[{i}] ({})", j.id), format!("unknown good `{g}`")));
                    junk_good.push(None);
                }
            }
        }
        for g in 0..b.goods.len() {
            p.check(
                junk_good.iter().filter(|x| **x == Some(Good(g as u8))).count() == 1,
                BOARD,
                format!("goods.{}", b.goods[g]),
                "each good needs exactly one junk",
            );
        }
        let mut merchants = Vec::new();
        for (i, m) in b.merchants.iter().enumerate() {
            let entry = format!("merchants[{i}]");
            let j = junk(&mut p, BOARD, entry.clone(), &m.junk);
            match parse_work(&m.action) {
                Some(w) => merchants.push((w, j)),
                None => p.push(DataProblem::new(BOARD, entry, format!("unknown action `{}`", m.action))),
            }
        }
        p.check(merchants.len() == 3, BOARD, "merchants", "three merchants");
        let kinds: Vec<u8> = merchants.iter().map(|(w, _)| work_kind(*w)).collect();
        p.check(
            (0..3).all(|k| kinds.contains(&k)),
            BOARD,
            "merchants",
            "one merchant loads, one sells, one draws (their action ids name the kind)",
        );
        let cargo: Vec<Vec<Junk>> = b
            .cargo
            .iter()
            .enumerate()
            .map(|(i, list)| list.iter().map(|id| junk(&mut p, BOARD, format!("cargo[{i}]"), id)).collect())
            .collect();
        p.check(cargo.len() == 4, BOARD, "cargo", "one list per colour");
        let row = |p: &mut Problems, name: &str, list: &[String]| -> Vec<Work> {
            list.iter()
                .enumerate()
                .filter_map(|(i, w)| {
                    let work = parse_work(w);
                    if work.is_none() {
                        p.push(DataProblem::new(
                            BOARD,
                            format!("assistants.{name}[{i}]"),
                            format!("unknown action `{w}`"),
                        ));
                    }
                    work
                })
                .collect()
        };
        let row_34 = row(&mut p, "row_34", &b.assistants.row_34);
        let row_4 = row(&mut p, "row_4", &b.assistants.row_4);
        let rounds = usize::from(b.rounds);
        p.check(row_34.len() == rounds && row_4.len() == rounds, BOARD, "assistants", "one space per round");
        let events: Vec<Option<char>> = b.assistants.events_34.iter().map(|e| e.chars().next()).collect();
        p.check(events.len() == rounds, BOARD, "assistants.events_34", "one entry per round");
        p.check(
            events.iter().flatten().all(|e| matches!(e, 'S' | 'Y')),
            BOARD,
            "assistants.events_34",
            "events are S or Y",
        );
        p.check(
            b.hand.iter().all(|&h| h <= b.cards_per_good),
            BOARD,
            "hand",
            "an opening hand fits in one good's cards (the dealt set-up pools that many of each)",
        );
        p.check(c.market.len() >= rounds, CARDS, "market", "one market card per round");
        let market = c.market.iter().map(|m| m.map(|v| if v == 0 { Price::Special } else { Price::Yen(v) })).collect();
        let s = &c.special;
        let mut specials = Vec::new();
        specials.extend(std::iter::repeat_n(Special::ExtraSupply, usize::from(s.extra_supply)));
        specials.extend(std::iter::repeat_n(Special::TieBreaker, usize::from(s.tie_breaker)));
        specials.extend(std::iter::repeat_n(Special::Exchange, usize::from(s.exchange)));
        specials.extend(std::iter::repeat_n(Special::LoadAny, usize::from(s.load_any)));
        specials.extend(std::iter::repeat_n(Special::DrawAny, usize::from(s.draw_any)));
        specials.extend(std::iter::repeat_n(Special::MoveStrip, usize::from(s.move_strip)));
        for (i, id) in s.sell_on.iter().enumerate() {
            specials.push(Special::SellOn(junk(&mut p, CARDS, format!("special.sell_on[{i}]"), id)));
        }
        for (i, id) in s.bonus_8.iter().enumerate() {
            specials.push(Special::Bonus8(junk(&mut p, CARDS, format!("special.bonus_8[{i}]"), id)));
        }
        for (i, [a, b2]) in s.bonus_12.iter().enumerate() {
            let entry = format!("special.bonus_12[{i}]");
            specials.push(Special::Bonus12(junk(&mut p, CARDS, entry.clone(), a), junk(&mut p, CARDS, entry, b2)));
        }
        p.check(specials.len() >= 8, CARDS, "special", "too few special cards for four piers");
        p.finish(|| Data {
            junks,
            junk_good,
            goods: b.goods,
            cards_per_good: b.cards_per_good,
            strips: b.strips_per_player,
            supply_cards: b.supply_cards,
            rounds: b.rounds,
            hand: b.hand,
            junk_bonus: b.junk_bonus,
            all_junks_bonus: b.all_junks_bonus,
            merchants,
            cargo,
            row_34,
            events,
            row_4,
            market,
            specials,
            bonus_8: (s.bonus_8_crates, s.bonus_8_yen),
            bonus_12: (s.bonus_12_crates, s.bonus_12_yen),
            last_round_s_yen: s.last_round_s_yen,
        })
    }

    /// The junk whose pile holds `good`.
    pub fn junk_of(&self, good: Good) -> Junk {
        Junk(self.junk_good.iter().position(|g| *g == Some(good)).expect("validated") as u8)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn embedded_data_has_30_special_cards_and_10_market_cards() {
        let d = Data::load(&Files::embedded()).unwrap();
        assert_eq!(d.specials.len(), 30);
        assert_eq!(d.market.len(), 10);
        assert_eq!(d.junk_good.iter().flatten().count(), 4);
    }

    #[test]
    fn broken_board_names_file_and_entry() {
        let mut o = BTreeMap::new();
        let text = include_str!("../../../data/junk/board.toml")
            .replace("{ action = \"sell-3\", junk = \"grey\" }", "{ action = \"fly\", junk = \"pink\" }");
        o.insert(BOARD.to_owned(), text);
        let problems = Data::load(&Files::with_overrides(o)).unwrap_err();
        let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("merchants[1]") && t.contains("no junk `pink`")), "{all:?}");
        assert!(all.iter().any(|t| t.contains("merchants[1]") && t.contains("unknown action `fly`")), "{all:?}");
    }

    #[test]
    fn merchants_yield_at_least_3_yen_or_3_cards_and_load_2_strips() {
        let d = Data::load(&Files::embedded()).unwrap();
        let works: Vec<Work> = d.merchants.iter().map(|m| m.0).collect();
        assert_eq!(works, [Work::Load(2), Work::Sell(3), Work::Draw(3)]);
    }

    #[test]
    fn a_work_without_its_yield_or_a_hand_over_a_good_is_refused() {
        let mut o = BTreeMap::new();
        let text = include_str!("../../../data/junk/board.toml")
            .replace("action = \"draw-3\"", "action = \"draw\"")
            .replace("hand = [6, 8]", "hand = [6, 19]");
        o.insert(BOARD.to_owned(), text);
        let problems = Data::load(&Files::with_overrides(o)).unwrap_err();
        let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(all.iter().any(|t| t.contains("merchants[2]") && t.contains("unknown action `draw`")), "{all:?}");
        assert!(all.iter().any(|t| t.contains("hand") && t.contains("fits in one good")), "{all:?}");
    }
}
