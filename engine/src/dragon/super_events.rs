//! The Super Events expansion: one super event on month 7, resolved after
//! the month's event and before decay and scoring.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::data::Data;
use super::rules::{face, Log};
use super::{Action, Cause, Event, Palace, Person, Phase, Stage, Tile, YearOfTheDragon};
use crate::{GameRng, Logged, Seat};

/// The ten super events. Ids are persisted: never reorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuperEvent {
    Lanternfest,
    Buddha,
    Earthquake,
    Flood,
    Eclipse,
    Volcano,
    Tornado,
    Sunrise,
    Assassination,
    Charter,
}

/// What a Flood takes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Goods {
    Yuan,
    Rice,
    Fireworks,
}

impl SuperEvent {
    pub const ALL: [SuperEvent; 10] = [
        SuperEvent::Lanternfest,
        SuperEvent::Buddha,
        SuperEvent::Earthquake,
        SuperEvent::Flood,
        SuperEvent::Eclipse,
        SuperEvent::Volcano,
        SuperEvent::Tornado,
        SuperEvent::Sunrise,
        SuperEvent::Assassination,
        SuperEvent::Charter,
    ];

    pub fn id(self) -> &'static str {
        match self {
            SuperEvent::Lanternfest => "lanternfest",
            SuperEvent::Buddha => "buddha",
            SuperEvent::Earthquake => "earthquake",
            SuperEvent::Flood => "flood",
            SuperEvent::Eclipse => "eclipse",
            SuperEvent::Volcano => "volcano",
            SuperEvent::Tornado => "tornado",
            SuperEvent::Sunrise => "sunrise",
            SuperEvent::Assassination => "assassination",
            SuperEvent::Charter => "charter",
        }
    }

    pub fn from_id(id: &str) -> Option<SuperEvent> {
        SuperEvent::ALL.into_iter().find(|e| e.id() == id)
    }

    pub fn ids() -> String {
        SuperEvent::ALL.map(|e| e.id()).join(", ")
    }
}

pub(super) fn draw(rng: &mut GameRng) -> SuperEvent {
    *SuperEvent::ALL.choose(rng).expect("ten super events")
}

fn persons(p: &super::Province) -> i32 {
    p.palaces.iter().map(|pl| pl.persons.len() as i32).sum()
}

/// Buddhas times floors, for every monk.
pub(super) fn monk_points(palaces: &[Palace], data: &Data) -> i32 {
    palaces
        .iter()
        .flat_map(|pl| {
            pl.persons
                .iter()
                .filter(|t| t.person == Person::Monk)
                .map(move |t| i32::from(face(t, data).symbols) * i32::from(pl.floors))
        })
        .sum()
}

impl YearOfTheDragon {
    pub(super) fn begin_super(&mut self, kind: SuperEvent, data: &Data, log: &mut Log) {
        log.push(Logged::public(Event::SuperEvent { kind }));
        let seats: Vec<Seat> = Seat::all(self.players).collect();
        match kind {
            SuperEvent::Lanternfest | SuperEvent::Buddha => {
                let points: Vec<i32> = seats
                    .iter()
                    .map(|&s| {
                        let p = &self.provinces[s];
                        if kind == SuperEvent::Buddha {
                            monk_points(&p.palaces, data)
                        } else {
                            data.rules.person_points * persons(p)
                        }
                    })
                    .collect();
                for &s in &seats {
                    self.provinces[s].score += points[s.index()];
                }
                log.push(Logged::public(Event::SuperPoints { kind, points }));
                self.end_month(data, log)
            }
            SuperEvent::Volcano => {
                // Every marker to 0, the order kept: restamp from last to first.
                for seat in self.track_order().into_iter().rev() {
                    self.stamps += 1;
                    self.provinces[seat].track = 0;
                    self.provinces[seat].stamp = self.stamps;
                }
                self.end_month(data, log)
            }
            SuperEvent::Assassination => {
                for &s in &seats {
                    self.provinces[s].privileges = 0;
                }
                self.end_month(data, log)
            }
            SuperEvent::Eclipse => self.run_event(data, log),
            _ => {
                self.stage = Stage::Super;
                self.queue = self.track_order();
                self.sunrise.clear();
                self.next_super(data, log);
            }
        }
    }

    /// The next seat's super-event decision, skipping seats with nothing to do.
    pub(super) fn next_super(&mut self, data: &Data, log: &mut Log) {
        let kind = self.super_event.expect("a super event");
        while !self.queue.is_empty() {
            let seat = self.queue.remove(0);
            let p = &self.provinces[seat];
            let phase = match kind {
                SuperEvent::Earthquake if !p.palaces.is_empty() => Phase::Quake { left: 2 },
                SuperEvent::Flood if (p.yuan + p.rice + p.fireworks) / 2 > 0 => {
                    Phase::Flood { left: (p.yuan + p.rice + p.fireworks) / 2 }
                }
                SuperEvent::Tornado if p.cards.iter().sum::<u8>() + p.jokers > 0 => {
                    Phase::Tornado { left: (p.cards.iter().sum::<u8>() + p.jokers).min(2) }
                }
                SuperEvent::Sunrise => Phase::Sunrise,
                SuperEvent::Charter if persons(p) > 0 => Phase::Charter,
                _ => continue,
            };
            self.current = seat;
            self.phase = phase;
            if !legal(self, data).is_empty() {
                return;
            }
        }
        self.stage = Stage::Events;
        self.end_month(data, log);
    }

    pub(super) fn apply_super(&mut self, action: Action, data: &Data, log: &mut Log) {
        let seat = self.current;
        match (self.phase.clone(), action) {
            (Phase::Quake { left }, Action::RemoveFloor { palace }) => {
                let pl = &mut self.provinces[seat].palaces[palace as usize];
                pl.floors -= 1;
                log.push(Logged::public(Event::FloorLost { seat, palace, floors: pl.floors }));
                if pl.floors == 0 {
                    let lost = std::mem::take(&mut pl.persons);
                    self.gone += lost.len() as u32;
                    self.provinces[seat].palaces.remove(palace as usize);
                    for tile in lost {
                        log.push(Logged::public(Event::Released { seat, tile, palace, cause: Cause::Earthquake }));
                    }
                    self.quake_on(left - 1, data, log);
                } else if pl.persons.len() > usize::from(pl.floors) {
                    self.phase = Phase::QuakeRelease { palace, left: left - 1 };
                } else {
                    self.quake_on(left - 1, data, log);
                }
            }
            (Phase::QuakeRelease { palace, left }, Action::Release { tile, .. }) => {
                self.remove_person(seat, palace, tile);
                log.push(Logged::public(Event::Released { seat, tile, palace, cause: Cause::Earthquake }));
                self.quake_on(left, data, log);
            }
            (Phase::Flood { left }, Action::Give { goods }) => {
                let p = &mut self.provinces[seat];
                match goods {
                    Goods::Yuan => p.yuan -= 1,
                    Goods::Rice => p.rice -= 1,
                    Goods::Fireworks => p.fireworks -= 1,
                }
                log.push(Logged::public(Event::Gave { seat, goods }));
                self.super_step(Phase::Flood { left: left - 1 }, left > 1, data, log);
            }
            (Phase::Tornado { left }, Action::Discard { person }) => {
                let p = &mut self.provinces[seat];
                match person {
                    Some(k) => {
                        p.cards[k.index()] -= 1;
                        p.discarded.cards[k.index()] += 1;
                    }
                    None => {
                        p.jokers -= 1;
                        p.discarded.jokers += 1;
                    }
                }
                log.push(Logged::public(Event::Discarded { seat }));
                self.super_step(Phase::Tornado { left: left - 1 }, left > 1, data, log);
            }
            (Phase::Sunrise, Action::Take { tile }) => {
                self.sunrise.push(tile.person);
                self.take_tile(tile);
            }
            (Phase::Charter, Action::Charter { person }) => self.charter(seat, person, data, log),
            (phase, action) => unreachable!("{action:?} is not legal in {phase:?}"),
        }
    }

    fn super_step(&mut self, again: Phase, more: bool, data: &Data, log: &mut Log) {
        if more {
            self.phase = again;
        } else {
            self.next_super(data, log);
        }
    }

    fn quake_on(&mut self, left: u8, data: &Data, log: &mut Log) {
        let more = left > 0 && !self.provinces[self.current].palaces.is_empty();
        self.super_step(Phase::Quake { left }, more, data, log);
    }

    /// What a Charter on `person` gives: its symbols, monks' Buddhas times
    /// floors, nothing for healers.
    pub(super) fn charter_gain(&self, seat: Seat, person: Person, data: &Data) -> i32 {
        match person {
            Person::Monk => monk_points(&self.provinces[seat].palaces, data),
            Person::Healer => 0,
            _ => self.symbols(seat, person, data),
        }
    }

    /// The chosen type's symbols pay out without the action card's own symbol.
    fn charter(&mut self, seat: Seat, person: Person, data: &Data, log: &mut Log) {
        let gain = self.charter_gain(seat, person, data);
        log.push(Logged::public(Event::Chartered { seat, person, gain }));
        let p = &mut self.provinces[seat];
        match person {
            Person::TaxCollector => p.yuan += gain,
            Person::Farmer => p.rice += gain,
            Person::Pyrotechnist => p.fireworks += gain,
            Person::Scholar | Person::CourtLady | Person::Monk => p.score += gain,
            Person::Warrior => self.advance(seat, gain),
            Person::Craftsman if gain > 0 => {
                self.phase = Phase::Build { left: gain as u8 };
                return;
            }
            _ => {}
        }
        self.next_super(data, log);
    }
}

pub(super) fn legal(game: &YearOfTheDragon, _data: &Data) -> Vec<Action> {
    let p = &game.provinces[game.current];
    match game.phase {
        Phase::Quake { .. } => (0..p.palaces.len() as u8).map(|palace| Action::RemoveFloor { palace }).collect(),
        Phase::QuakeRelease { palace, .. } => {
            let mut tiles: Vec<Tile> = p.palaces[palace as usize].persons.clone();
            tiles.sort();
            tiles.dedup();
            tiles.into_iter().map(|tile| Action::Release { palace, tile }).collect()
        }
        Phase::Flood { .. } => [(Goods::Yuan, p.yuan), (Goods::Rice, p.rice), (Goods::Fireworks, p.fireworks)]
            .into_iter()
            .filter(|g| g.1 > 0)
            .map(|(goods, _)| Action::Give { goods })
            .collect(),
        Phase::Tornado { .. } => {
            let mut v: Vec<Action> = Person::ALL
                .into_iter()
                .filter(|k| p.cards[k.index()] > 0)
                .map(|k| Action::Discard { person: Some(k) })
                .collect();
            if p.jokers > 0 {
                v.push(Action::Discard { person: None });
            }
            v
        }
        Phase::Sunrise => Person::ALL
            .into_iter()
            .filter(|k| game.supply[k.index()].0 > 0 && !game.sunrise.contains(k))
            .map(|person| Action::Take { tile: Tile { person, old: false } })
            .collect(),
        Phase::Charter => {
            let mut kinds: Vec<Person> = p.palaces.iter().flat_map(|pl| pl.persons.iter().map(|t| t.person)).collect();
            kinds.sort();
            kinds.dedup();
            kinds.into_iter().map(|person| Action::Charter { person }).collect()
        }
        _ => Vec::new(),
    }
}
