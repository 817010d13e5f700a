//! The month's event, the releases it causes (in person-track order),
//! decay, monthly scoring and the final scoring.

use super::data::Data;
use super::rules::{face, Log};
use super::{Cause, Event, EventKind, Person, Phase, Stage, YearOfTheDragon};
use crate::{Logged, Seat};

/// Dragon Festival points: the most fireworks 6, the next distinct count 3,
/// ties sharing; no fireworks never score.
pub(super) fn festival_points(fireworks: &[i32], prizes: [i32; 2]) -> Vec<i32> {
    let mut counts: Vec<i32> = fireworks.iter().copied().filter(|&f| f > 0).collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    counts.dedup();
    fireworks
        .iter()
        .map(|f| match counts.iter().position(|c| c == f) {
            Some(0) => prizes[0],
            Some(1) => prizes[1],
            _ => 0,
        })
        .collect()
}

impl YearOfTheDragon {
    pub(super) fn run_event(&mut self, data: &Data, log: &mut Log) {
        self.stage = Stage::Events;
        let kind = self.events[usize::from(self.month) - 1];
        log.push(Logged::public(Event::Event { month: self.month, kind }));
        let r = &data.rules;
        let order = self.track_order();
        self.releases.clear();
        self.struck.clear();
        match kind {
            EventKind::Peace => {}
            EventKind::Tribute => {
                for &seat in &order {
                    let p = &mut self.provinces[seat];
                    let paid = p.yuan.min(r.tribute);
                    p.yuan -= paid;
                    let releases = self.owe(seat, r.tribute - paid, false);
                    log.push(Logged::public(Event::TributePaid { seat, paid, releases }));
                }
            }
            EventKind::Drought => {
                for &seat in &order {
                    let p = &mut self.provinces[seat];
                    let palaces = p.palaces.iter().filter(|pl| !pl.persons.is_empty()).count() as i32;
                    let rice = p.rice.min(palaces);
                    p.rice -= rice;
                    let releases = self.owe(seat, palaces - rice, true);
                    if palaces > 0 {
                        log.push(Logged::public(Event::RiceGiven { seat, rice, palaces, releases }));
                    }
                }
            }
            EventKind::Festival => {
                let fireworks: Vec<i32> = self.provinces.values().map(|p| p.fireworks).collect();
                let points = festival_points(&fireworks, r.festival);
                for (seat, &pts) in Seat::all(self.players).zip(&points) {
                    if pts > 0 {
                        let p = &mut self.provinces[seat];
                        p.score += pts;
                        p.fireworks -= (p.fireworks + 1) / 2;
                    }
                }
                log.push(Logged::public(Event::Festival { points }));
            }
            EventKind::Mongols => {
                self.invasions += 1;
                let helmets: Vec<i32> =
                    Seat::all(self.players).map(|s| self.symbols(s, Person::Warrior, data)).collect();
                for seat in Seat::all(self.players) {
                    self.provinces[seat].score += helmets[seat.index()];
                }
                log.push(Logged::public(Event::Helmets { points: helmets.clone() }));
                let fewest = *helmets.iter().min().expect("players");
                for &seat in &order {
                    if helmets[seat.index()] == fewest {
                        self.owe(seat, 1, false);
                    }
                }
            }
            EventKind::Contagion => {
                for &seat in &order {
                    let mortars = self.symbols(seat, Person::Healer, data);
                    let releases = self.owe(seat, r.contagion - mortars, false);
                    log.push(Logged::public(Event::Contagion { seat, mortars, releases }));
                }
            }
        }
        self.phase = Phase::Release { left: 0, drought: false };
        self.next_release(data, log);
    }

    /// Queues releases, never more than the persons a seat has (a count
    /// below zero, as when mortars outnumber the contagion, owes nothing);
    /// returns the releases queued.
    fn owe(&mut self, seat: Seat, count: i32, drought: bool) -> u8 {
        let persons: usize = self.provinces[seat].palaces.iter().map(|p| p.persons.len()).sum();
        let count = usize::try_from(count).unwrap_or(0).min(persons);
        let count = u8::try_from(count).expect("at most 90 person tiles");
        if count > 0 {
            self.releases.push((seat, count, drought));
        }
        count
    }

    /// Why the releases now owed are owed. Wall releases come after every
    /// release of the invasion they follow, so they are the ones owed once
    /// the month has made as many wall checks as invasions (or more: the
    /// year's end check).
    pub(super) fn release_cause(&self) -> Cause {
        match self.phase {
            Phase::QuakeRelease { .. } => Cause::Earthquake,
            Phase::Release { drought: true, .. } => Cause::Drought,
            _ if self.wall_checks > 0 && self.wall_checks >= self.invasions => Cause::Wall,
            _ => match self.events[usize::from(self.month) - 1] {
                EventKind::Tribute => Cause::Tribute,
                EventKind::Drought => Cause::Drought,
                EventKind::Contagion => Cause::Contagion,
                _ => Cause::Mongols,
            },
        }
    }

    /// The next release owed, or the end of the event.
    pub(super) fn next_release(&mut self, data: &Data, log: &mut Log) {
        if let Phase::Release { left, drought } = self.phase {
            if left > 0 && !self.legal_release_empty(drought) {
                return;
            }
        }
        if self.releases.is_empty() {
            return self.end_month(data, log);
        }
        let (seat, count, drought) = self.releases.remove(0);
        self.current = seat;
        self.struck.clear();
        self.phase = Phase::Release { left: count, drought };
        self.next_release(data, log);
    }

    fn legal_release_empty(&self, drought: bool) -> bool {
        let skip = if drought { self.struck.clone() } else { Vec::new() };
        self.persons_of(self.current, &skip).is_empty()
    }

    /// Great Wall checks owed this month and not yet made: one per Mongol
    /// invasion, and one more at the end of the last month (so two when
    /// month 12 is itself an invasion).
    pub(super) fn wall_checks_due(&self, data: &Data) -> u8 {
        let due = self.invasions + u8::from(self.month == data.rules.months);
        if self.great_wall {
            due.saturating_sub(self.wall_checks)
        } else {
            0
        }
    }

    /// One Great Wall check: the wall scores 1 per own tile if it is long
    /// enough, or the fewest builders release a person. True if releases are
    /// now owed.
    fn wall_check(&mut self, log: &mut Log) -> bool {
        self.wall_checks += 1;
        let tiles: Vec<i32> =
            Seat::all(self.players).map(|s| self.wall.iter().filter(|&&w| w == s).count() as i32).collect();
        let month = self.month;
        let complete = self.wall.len() >= usize::from(month);
        let year_end = self.wall_checks > self.invasions;
        let points = if complete { tiles.clone() } else { vec![0; self.players] };
        for seat in Seat::all(self.players) {
            self.provinces[seat].score += points[seat.index()];
        }
        log.push(Logged::public(Event::WallScored { points, complete, tiles: tiles.clone(), month, year_end }));
        if complete {
            return false;
        }
        let fewest = *tiles.iter().min().expect("players");
        for seat in self.track_order() {
            if tiles[seat.index()] == fewest {
                self.owe(seat, 1, false);
            }
        }
        !self.releases.is_empty()
    }

    pub(super) fn end_month(&mut self, data: &Data, log: &mut Log) {
        // Each check is made even when the one before it scored or found
        // nobody to release: end_month comes back here after releases.
        while self.wall_checks_due(data) > 0 {
            if self.wall_check(log) {
                self.phase = Phase::Release { left: 0, drought: false };
                return self.next_release(data, log);
            }
        }
        if self.month == 7 && !self.super_done {
            if let Some(kind) = self.super_event {
                self.super_done = true;
                return self.begin_super(kind, data, log);
            }
        }
        for seat in Seat::all(self.players) {
            let palaces = &mut self.provinces[seat].palaces;
            let mut decayed = 0;
            for palace in palaces.iter_mut().filter(|p| p.persons.is_empty()) {
                palace.floors -= 1;
                decayed += 1;
            }
            palaces.retain(|p| p.floors > 0);
            if decayed > 0 {
                log.push(Logged::public(Event::Decay { seat, palaces: decayed }));
            }
        }
        let seats = || Seat::all(self.players);
        let palaces: Vec<i32> = seats().map(|s| self.provinces[s].palaces.len() as i32).collect();
        let ladies: Vec<i32> = seats().map(|s| self.symbols(s, Person::CourtLady, data)).collect();
        let privileges: Vec<i32> = seats().map(|s| self.provinces[s].privileges).collect();
        let points: Vec<i32> =
            seats().map(|s| palaces[s.index()] + ladies[s.index()] + privileges[s.index()]).collect();
        for seat in Seat::all(self.players) {
            self.provinces[seat].score += points[seat.index()];
        }
        log.push(Logged::public(Event::Scoring { points, palaces, ladies, privileges }));
        if self.month == data.rules.months {
            self.final_scoring(data, log);
        } else {
            self.start_month(self.month + 1, log);
        }
    }

    fn final_scoring(&mut self, data: &Data, log: &mut Log) {
        let r = &data.rules;
        let points: Vec<i32> = Seat::all(self.players).map(|s| final_points(&self.provinces[s], data)).collect();
        for seat in Seat::all(self.players) {
            let p = &mut self.provinces[seat];
            p.yuan += (p.rice + p.fireworks) * r.sell_price;
            p.rice = 0;
            p.fireworks = 0;
            p.score += points[seat.index()];
        }
        log.push(Logged::public(Event::Final { points }));
        self.phase = Phase::Over;
        log.push(Logged::public(Event::GameOver { scores: self.provinces.values().map(|p| p.score).collect() }));
    }
}

/// 2 per person, monks' Buddhas times floors, rice and fireworks sold for 2
/// yuan, a point per 3 yuan.
pub(super) fn final_points(p: &super::Province, data: &Data) -> i32 {
    let r = &data.rules;
    let persons: i32 = p.palaces.iter().map(|pl| pl.persons.len() as i32).sum();
    let monks: i32 = p
        .palaces
        .iter()
        .flat_map(|pl| {
            pl.persons
                .iter()
                .filter(|t| t.person == Person::Monk)
                .map(move |t| i32::from(face(t, data).symbols) * i32::from(pl.floors))
        })
        .sum();
    let yuan = p.yuan + (p.rice + p.fireworks) * r.sell_price;
    persons * r.person_points + monks + yuan / r.yuan_per_point
}
