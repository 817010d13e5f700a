//! Phase 4 (district majorities, cities, return cards, monasteries),
//! phase 5 (the start player) and the end of the game.

use super::data::Data;
use super::rules::Log;
use super::{Action, District, Event, Family, Ming, Phase};
use crate::{Game, Logged, Seat};

/// Members each family sends to the city from one district: the majority
/// two (one if it has only one), the second one; tied leaders one each and
/// no second; a four-way tie nobody.
pub(super) fn sent_to_city(open: &[u8]) -> Vec<u8> {
    let mut sent = vec![0; open.len()];
    let Some(&top) = open.iter().filter(|&&n| n > 0).max() else { return sent };
    let leaders: Vec<usize> = (0..open.len()).filter(|&f| open[f] == top).collect();
    if leaders.len() >= 4 {
        return sent;
    }
    if leaders.len() > 1 {
        leaders.iter().for_each(|&f| sent[f] = 1);
        return sent;
    }
    sent[leaders[0]] = top.min(2);
    let second = open.iter().copied().filter(|&n| n > 0 && n < top).max();
    if let Some(second) = second {
        let seconds: Vec<usize> = (0..open.len()).filter(|&f| open[f] == second).collect();
        if let [only] = seconds[..] {
            sent[only] = 1;
        }
    }
    sent
}

/// The families that win a city's majority by members left: ties go to the
/// most members in the city's districts; those still tied share it. Nobody
/// when the city is empty.
pub(super) fn city_majority(left: &[u8], in_districts: &[u32]) -> Vec<usize> {
    let Some(&top) = left.iter().filter(|&&n| n > 0).max() else { return Vec::new() };
    let mut leaders: Vec<usize> = (0..left.len()).filter(|&f| left[f] == top).collect();
    if leaders.len() > 1 {
        let most = leaders.iter().map(|&f| in_districts[f]).max().unwrap_or(0);
        leaders.retain(|&f| in_districts[f] == most);
    }
    leaders
}

/// The city bonus of `families` families, split among the `winners` rounded
/// down. The neutral scores nothing (and its share goes to nobody).
pub(super) fn city_bonus(winners: &[usize], families: usize, bonus: i32, neutral: Option<usize>) -> Vec<i32> {
    let mut points = vec![0; families];
    for &f in winners {
        if Some(f) != neutral {
            points[f] = bonus / winners.len() as i32;
        }
    }
    points
}

impl Ming {
    pub(super) fn end_of_actions(&mut self, data: &Data, log: &mut Log) {
        if data.scoring_index(self.round).is_some() {
            self.send_to_cities(data, log);
            self.next_city(0, data, log);
        } else {
            self.end_of_round(data, log);
        }
    }

    fn scoring(&self, data: &Data) -> usize {
        data.scoring_index(self.round).expect("a scoring round")
    }

    fn send_to_cities(&mut self, data: &Data, log: &mut Log) {
        let families = self.families();
        for d in 0..self.districts.len() {
            let open = self.districts[d].open[..families].to_vec();
            let (province, part) = (data.colour[d], d % 3);
            for (f, &count) in sent_to_city(&open).iter().enumerate() {
                if count == 0 {
                    continue;
                }
                self.districts[d].open[f] -= count;
                self.cities[province][f][part] += count;
                let tiles = if f < self.players {
                    (0..count).filter(|_| self.take_tile_public(Seat(f as u8), province)).count() as u8
                } else {
                    0
                };
                let (family, district) = (Family(f as u8), District(d as u8));
                log.push(Logged::public(Event::ToCity { family, district, count, tiles }));
            }
        }
        let idx = self.scoring(data);
        for seat in Seat::all(self.players) {
            while self.tiles[seat].iter().all(|&t| t > 0) {
                for c in 0..6 {
                    self.tiles[seat][c] -= 1;
                    self.tile_supply[c] += 1;
                }
                self.scores[seat] += data.full_set[idx];
                log.push(Logged::public(Event::FullSet { seat, points: data.full_set[idx] }));
            }
        }
    }

    /// Whether a tile was left to take.
    fn take_tile_public(&mut self, seat: Seat, colour: usize) -> bool {
        if self.tile_supply[colour] == 0 {
            return false;
        }
        self.tile_supply[colour] -= 1;
        self.tiles[seat][colour] += 1;
        true
    }

    /// Opens the return step of the next city with members, from `from` on.
    fn next_city(&mut self, from: usize, data: &Data, log: &mut Log) {
        for province in from..6 {
            if self.cities[province].iter().any(|f| f.iter().sum::<u8>() > 0) {
                self.phase = Phase::Return { province: province as u8 };
                if self.to_act().seats().is_empty() {
                    self.resolve_city(province, data, log);
                }
                return;
            }
        }
        let points: Vec<i32> = Seat::all(self.players)
            .map(|s| {
                let monks = self.districts.iter().filter(|d| d.monastery == Some(Family(s.0))).count() as i32;
                monks * data.monastery
            })
            .collect();
        for (seat, p) in Seat::all(self.players).zip(&points) {
            self.scores[seat] += p;
        }
        log.push(Logged::public(Event::Monasteries { points }));
        self.end_of_round(data, log);
    }

    pub(super) fn submit_return(&mut self, seat: Seat, cards: u8, data: &Data, log: &mut Log) {
        self.returns[seat] = Some(cards);
        log.push(Logged::public(Event::ReturnChosen { seat }));
        let Phase::Return { province } = self.phase else { unreachable!() };
        if self.to_act().seats().is_empty() {
            self.resolve_city(province as usize, data, log);
        }
    }

    fn resolve_city(&mut self, province: usize, data: &Data, log: &mut Log) {
        let families = self.families();
        let before: Vec<u8> = (0..families).map(|f| self.cities[province][f].iter().sum()).collect();
        let mut back = vec![0u8; families];
        for seat in Seat::all(self.players) {
            let value: u8 = self.returns[seat].map_or(0, |mask| {
                data.return_cards.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, v)| v).sum()
            });
            back[seat.index()] = value.min(before[seat.index()]);
            if let Some(mask) = self.returns[seat] {
                let cards = data.return_cards.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0);
                let cards = cards.map(|(_, &v)| v).collect();
                let shown = Event::ReturnsShown { province: province as u8, seat, cards, back: back[seat.index()] };
                log.push(Logged::public(shown));
            }
        }
        if let Some(neutral) = self.neutral() {
            let n = neutral.0 as usize;
            let others_before = (0..self.players).map(|f| before[f]).max().unwrap_or(0);
            let others_left = (0..self.players).map(|f| before[f] - back[f]).max().unwrap_or(0);
            back[n] = if before[n] > others_before {
                before[n] - before[n].min(others_left + 1)
            } else if before[n] > 0 && before[n] == others_before {
                before[n]
            } else {
                0
            };
        }
        let neutral = self.neutral().map(|n| n.0 as usize);
        if let Some(n) = neutral.filter(|&n| before[n] > 0) {
            let (kept, back) = (before[n] - back[n], back[n]);
            log.push(Logged::public(Event::NeutralKept { province: province as u8, kept, back }));
        }
        for (f, &count) in back.iter().enumerate() {
            if Some(f) != neutral {
                self.return_members(province, f, count, data);
            }
        }
        if let Some(n) = neutral {
            let origins = self.cities[province][n].iter().filter(|&&c| c > 0).count();
            if back[n] > 0 && back[n] < before[n] && origins > 1 {
                self.phase = Phase::NeutralReturn { province: province as u8, left: back[n], before, back };
                return;
            }
            self.return_members(province, n, back[n], data);
        }
        self.score_city(province, &before, back, data, log);
    }

    /// The districts the city's neutral members came from.
    pub(super) fn neutral_return_options(&self, province: usize, data: &Data) -> Vec<Action> {
        let Some(n) = self.neutral() else { return Vec::new() };
        let first = (0..self.districts.len()).find(|&d| data.colour[d] == province).expect("a province has districts");
        (0..3)
            .filter(|&part| self.cities[province][n.0 as usize][part] > 0)
            .map(|part| Action::ReturnNeutral { district: District((first + part) as u8) })
            .collect()
    }

    /// The start player sends one neutral member back to `district`.
    pub(super) fn return_neutral(&mut self, seat: Seat, district: District, data: &Data, log: &mut Log) {
        let Phase::NeutralReturn { province, left, before, back } = std::mem::replace(&mut self.phase, Phase::Over)
        else {
            unreachable!("checked by legal_actions")
        };
        let (province, n) = (province as usize, self.neutral().expect("two players").0 as usize);
        let first = (0..self.districts.len()).find(|&d| data.colour[d] == province).expect("a province has districts");
        self.cities[province][n][district.index() - first] -= 1;
        self.districts[district.index()].open[n] += 1;
        log.push(Logged::public(Event::NeutralReturned { seat, district }));
        if left > 1 {
            self.phase = Phase::NeutralReturn { province: province as u8, left: left - 1, before, back };
        } else {
            self.score_city(province, &before, back, data, log);
        }
    }

    fn score_city(&mut self, province: usize, before: &[u8], back: Vec<u8>, data: &Data, log: &mut Log) {
        let families = self.families();
        let left: Vec<u8> = (0..families).map(|f| before[f] - back[f]).collect();
        let idx = self.scoring(data);
        let in_districts: Vec<u32> = (0..families)
            .map(|f| {
                (0..self.districts.len())
                    .filter(|&d| data.colour[d] == province)
                    .map(|d| {
                        let district = &self.districts[d];
                        u32::from(district.open[f]) + u32::from(district.monastery == Some(Family(f as u8)))
                    })
                    .sum()
            })
            .collect();
        let neutral = self.neutral().map(|n| n.0 as usize);
        let winners = city_majority(&left, &in_districts);
        let bonus = city_bonus(&winners, left.len(), data.city_majority, neutral);
        let points: Vec<i32> =
            (0..self.players).map(|f| i32::from(left[f]) * data.city_member[idx] + bonus[f]).collect();
        for seat in Seat::all(self.players) {
            self.scores[seat] += points[seat.index()];
            self.removed[seat] += u32::from(left[seat.index()]);
        }
        self.cities[province] = [[0; 3]; 4];
        let neutral_majority = neutral.is_some_and(|n| winners.contains(&n));
        let majority = winners.iter().filter(|&&f| Some(f) != neutral).map(|&f| Seat(f as u8)).collect();
        log.push(Logged::public(Event::CityScored { province: province as u8, points, majority, neutral_majority }));
        // The cards were shown when the last came in; they go back to their owners.
        self.returns = self.returns.map(|_, _| None);
        self.next_city(province + 1, data, log);
    }

    /// Members leave the city for the districts they came from, in district order.
    fn return_members(&mut self, province: usize, family: usize, mut count: u8, data: &Data) {
        let first = (0..self.districts.len()).find(|&d| data.colour[d] == province).expect("a province has districts");
        for part in 0..3 {
            let n = self.cities[province][family][part].min(count);
            self.cities[province][family][part] -= n;
            self.districts[first + part].open[family] += n;
            count -= n;
        }
    }

    fn end_of_round(&mut self, data: &Data, log: &mut Log) {
        if self.round == data.rounds {
            self.final_tiles(data, log);
            return;
        }
        let chooser = self.start_chooser(data);
        self.round += 1;
        match chooser {
            Some(chooser) => self.phase = Phase::ChooseStart { chooser },
            None => {
                self.start = self.start.next(self.players);
                log.push(Logged::public(Event::StartPlayer { seat: self.start }));
                self.begin_round(data, log);
            }
        }
    }

    /// With 4 players, the second-worst picks round 5's start player and the
    /// worst round 6's; ties go to more monastery members, then turn order.
    pub(super) fn start_chooser(&self, data: &Data) -> Option<Seat> {
        if self.players != 4 || self.round + 2 < data.rounds {
            return None;
        }
        let monks = |s: Seat| self.districts.iter().filter(|d| d.monastery == Some(Family(s.0))).count();
        let mut order: Vec<Seat> = self.start.clockwise(self.players).collect();
        order.sort_by_key(|&s| (self.scores[s], std::cmp::Reverse(monks(s))));
        Some(if self.round + 2 == data.rounds { order[1] } else { order[0] })
    }

    pub(super) fn choose_start(&mut self, chosen: Seat, data: &Data, log: &mut Log) {
        self.start = chosen;
        log.push(Logged::public(Event::StartPlayer { seat: chosen }));
        self.begin_round(data, log);
    }

    /// 10 per set of five colours, 1 per other tile.
    fn final_tiles(&mut self, data: &Data, log: &mut Log) {
        let points: Vec<i32> = self.tiles.values().map(|t| tile_points(*t, data)).collect();
        for (seat, p) in Seat::all(self.players).zip(&points) {
            self.scores[seat] += p;
        }
        log.push(Logged::public(Event::FinalTiles { points }));
        self.phase = Phase::Over;
        log.push(Logged::public(Event::GameOver { scores: self.scores.0.clone() }));
    }
}

/// Sets of five different colours, taken from the largest piles first.
pub(super) fn tile_points(mut tiles: [u8; 6], data: &Data) -> i32 {
    let mut points = 0;
    loop {
        let mut order: Vec<usize> = (0..6).collect();
        order.sort_by_key(|&c| std::cmp::Reverse(tiles[c]));
        if tiles[order[4]] == 0 {
            break;
        }
        order[..5].iter().for_each(|&c| tiles[c] -= 1);
        points += data.five_set;
    }
    points + tiles.iter().map(|&t| i32::from(t)).sum::<i32>() * data.single_tile
}
