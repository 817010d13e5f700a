//! Set-up, the opening draft, the action and person phases, and the flow
//! from one decision to the next.

use rand::seq::SliceRandom;

use super::data::Data;
use super::{
    Action, ActionCard, Event, EventKind, Hand, Palace, Person, Phase, Province, Stage, Tile, YearOfTheDragon,
};
use crate::{seeded_rng, BySeat, Logged, Seat};

pub(super) type Log = Vec<Logged<Event>>;

pub(super) fn setup(players: usize, great_wall: bool, seed: u64, data: &Data) -> YearOfTheDragon {
    let mut rng = seeded_rng(seed);
    let missing = 5 - players as u8;
    let r = &data.rules;
    let supply = Person::ALL.map(|p| match data.faces[p.index()].1 {
        Some(_) => (r.young_split - missing, r.old_split - missing),
        None => (r.young_only - 2 * missing, 0),
    });
    let province = Province {
        yuan: r.start_yuan,
        rice: 0,
        fireworks: 0,
        privileges: 0,
        palaces: r.start_palaces.iter().map(|&floors| Palace { floors, persons: Vec::new() }).collect(),
        score: 0,
        track: 0,
        stamp: 0,
        cards: [1; 9],
        jokers: 2,
        discarded: Hand::default(),
    };
    let events = arrange_events(&mut rng);
    YearOfTheDragon {
        players,
        rng,
        supply,
        events,
        provinces: BySeat::filled(players, province),
        month: 0,
        groups: Vec::new(),
        dragons: Vec::new(),
        current: Seat(0),
        phase: Phase::Draft { first: None },
        queue: Seat::all(players).skip(1).collect(),
        releases: Vec::new(),
        struck: Vec::new(),
        drafted: Vec::new(),
        pending: Vec::new(),
        stage: Stage::Draft,
        stamps: 0,
        gone: 0,
        great_wall,
        wall: Vec::new(),
        wall_tiles: BySeat::filled(players, if great_wall { super::WallReward::ALL.to_vec() } else { Vec::new() }),
        wall_checks: 0,
        invasions: 0,
        super_event: None,
        super_done: false,
        sunrise: Vec::new(),
    }
}

/// Peace twice, then the other ten shuffled with no two equal neighbours: a
/// tile equal to its left neighbour slides right past the next one.
pub(super) fn arrange_events(rng: &mut crate::GameRng) -> Vec<EventKind> {
    use EventKind::*;
    let mut pool = vec![Tribute, Tribute, Drought, Drought, Festival, Festival, Mongols, Mongols, Contagion, Contagion];
    pool.shuffle(rng);
    let mut row = vec![Peace, Peace];
    while !pool.is_empty() {
        let at = pool.iter().position(|e| Some(e) != row.last()).unwrap_or(0);
        let e = pool.remove(at);
        if Some(&e) == row.last() {
            // Only equal tiles are left: put it where neither neighbour equals it.
            let spot = (3..row.len()).find(|&i| row[i - 1] != e && row[i] != e).unwrap_or(row.len());
            row.insert(spot, e);
        } else {
            row.push(e);
        }
    }
    row
}

/// Action groups as even as possible (the BGA sizes for 7 and 8 cards).
fn group_sizes(players: usize, cards: usize) -> &'static [usize] {
    match (players, cards) {
        (2, 7) => &[4, 3],
        (3, 7) => &[3, 2, 2],
        (4, 7) => &[2, 2, 2, 1],
        (_, 7) => &[2, 2, 1, 1, 1],
        (2, _) => &[4, 4],
        (3, _) => &[3, 3, 2],
        (4, _) => &[2, 2, 2, 2],
        _ => &[2, 2, 2, 1, 1],
    }
}

impl YearOfTheDragon {
    /// Seats in person-track order: furthest first, the top of a stack first.
    pub(super) fn track_order(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = Seat::all(self.players).collect();
        seats.sort_by_key(|&s| std::cmp::Reverse((self.provinces[s].track, self.provinces[s].stamp)));
        seats
    }

    pub(super) fn advance(&mut self, seat: Seat, spaces: i32) {
        if spaces > 0 {
            self.stamps += 1;
            let p = &mut self.provinces[seat];
            p.track += spaces;
            p.stamp = self.stamps;
        }
    }

    /// Symbols on a seat's persons of one type.
    pub(super) fn symbols(&self, seat: Seat, person: Person, data: &Data) -> i32 {
        self.provinces[seat]
            .palaces
            .iter()
            .flat_map(|p| &p.persons)
            .filter(|t| t.person == person)
            .map(|t| i32::from(face(t, data).symbols))
            .sum()
    }

    pub(super) fn start_month(&mut self, month: u8, log: &mut Log) {
        self.month = month;
        let mut cards = ActionCard::ALL.to_vec();
        if self.great_wall {
            cards.push(ActionCard::Wall);
        }
        cards.shuffle(&mut self.rng);
        self.wall_checks = 0;
        self.invasions = 0;
        self.groups = group_sizes(self.players, cards.len()).iter().map(|&n| cards.drain(..n).collect()).collect();
        self.dragons = vec![Vec::new(); self.groups.len()];
        let kind = self.events[usize::from(month) - 1];
        log.push(Logged::public(Event::MonthBegins { month, kind, groups: self.groups.clone() }));
        self.stage = Stage::Actions;
        self.queue = self.track_order();
        self.next(log);
    }

    /// Moves on to the next decision of the current stage.
    pub(super) fn next(&mut self, log: &mut Log) {
        let data = super::DATA.get();
        if let Some(tile) = self.pending.pop() {
            self.phase = Phase::Place { tile };
            return;
        }
        match self.stage {
            Stage::Events => return self.next_release(data, log),
            Stage::Super => return self.next_super(data, log),
            _ => {}
        }
        while let Some(seat) = (!self.queue.is_empty()).then(|| self.queue.remove(0)) {
            let p = &self.provinces[seat];
            if self.stage == Stage::Persons && p.cards.iter().sum::<u8>() + p.jokers == 0 {
                // After a Tornado, a hand runs out early.
                continue;
            }
            self.current = seat;
            self.phase = match self.stage {
                Stage::Draft => Phase::Draft { first: None },
                Stage::Actions => Phase::ChooseGroup,
                _ => Phase::PlayCard,
            };
            return;
        }
        match self.stage {
            Stage::Draft => self.start_month(1, log),
            Stage::Actions if self.month < data.rules.months => {
                self.stage = Stage::Persons;
                self.queue = self.track_order();
                self.next(log);
            }
            _ => self.run_event(data, log),
        }
    }

    fn free_palaces(&self, seat: Seat) -> Vec<u8> {
        let p = &self.provinces[seat];
        (0..p.palaces.len() as u8)
            .filter(|&i| p.palaces[i as usize].persons.len() < usize::from(p.palaces[i as usize].floors))
            .collect()
    }

    /// Distinct (palace, person) pairs a seat could release or replace.
    pub(super) fn persons_of(&self, seat: Seat, skip: &[u8]) -> Vec<(u8, Tile)> {
        let mut v: Vec<(u8, Tile)> = self.provinces[seat]
            .palaces
            .iter()
            .enumerate()
            .filter(|(i, _)| !skip.contains(&(*i as u8)))
            .flat_map(|(i, p)| p.persons.iter().map(move |t| (i as u8, *t)))
            .collect();
        v.sort();
        v.dedup();
        v
    }

    pub(super) fn remove_person(&mut self, seat: Seat, palace: u8, tile: Tile) {
        let persons = &mut self.provinces[seat].palaces[palace as usize].persons;
        let at = persons.iter().position(|t| *t == tile).expect("the person lives there");
        persons.remove(at);
        self.gone += 1;
    }
}

pub(super) fn face(tile: &Tile, data: &Data) -> super::data::Face {
    let (young, old) = data.faces[tile.person.index()];
    if tile.old {
        old.expect("old tiles exist for this type")
    } else {
        young
    }
}

fn draft_options(game: &YearOfTheDragon, first: Option<Person>) -> Vec<Action> {
    let free = |p: Person| game.supply[p.index()].0 > 0;
    let pair_ok = |a: Person, b: Person| {
        a != b && free(a) && free(b) && !game.drafted.iter().any(|&(x, y)| (x, y) == (a.min(b), a.max(b)))
    };
    Person::ALL
        .into_iter()
        .filter(|&p| match first {
            None => Person::ALL.iter().any(|&q| pair_ok(p, q)),
            Some(a) => pair_ok(a, p),
        })
        .map(|person| Action::Draft { person })
        .collect()
}

fn tiles_available(game: &YearOfTheDragon, person: Option<Person>) -> Vec<Tile> {
    Person::ALL
        .into_iter()
        .filter(|&p| person.is_none_or(|q| q == p))
        .flat_map(|p| {
            let (young, old) = game.supply[p.index()];
            [(young > 0).then_some(Tile { person: p, old: false }), (old > 0).then_some(Tile { person: p, old: true })]
        })
        .flatten()
        .collect()
}

/// The cards of `group` that `seat` can carry out after paying its fee.
fn usable_cards(game: &YearOfTheDragon, seat: Seat, group: u8, data: &Data) -> Vec<ActionCard> {
    let r = &data.rules;
    let yuan = game.provinces[seat].yuan;
    let fee = if game.dragons[group as usize].is_empty() { 0 } else { r.group_fee };
    game.groups[group as usize]
        .iter()
        .copied()
        .filter(|&c| c != ActionCard::Privilege || yuan - fee >= r.small_privilege.cost)
        .filter(|&c| c != ActionCard::Wall || (game.wall.len() < 12 && !game.wall_tiles[seat].is_empty()))
        .collect()
}

pub(super) fn legal(game: &YearOfTheDragon, data: &Data) -> Vec<Action> {
    let seat = game.current;
    let p = &game.provinces[seat];
    let r = &data.rules;
    match game.phase {
        Phase::Over => Vec::new(),
        Phase::Draft { first } => draft_options(game, first),
        Phase::Place { .. } => {
            let free = game.free_palaces(seat);
            if free.is_empty() {
                let mut v: Vec<Action> = game
                    .persons_of(seat, &[])
                    .into_iter()
                    .map(|(palace, tile)| Action::Replace { palace, tile })
                    .collect();
                v.push(Action::LetGo);
                v
            } else {
                free.into_iter().map(|palace| Action::House { palace }).collect()
            }
        }
        Phase::ChooseGroup => {
            // A group is chosen to carry out one of its actions: one whose
            // every action is out of reach (a lone privilege, too dear) is
            // not offered, or a seat could only choose it and take it back.
            let mut v: Vec<Action> = (0..game.groups.len() as u8)
                .filter(|&g| game.dragons[g as usize].is_empty() || p.yuan >= r.group_fee)
                .filter(|&g| !usable_cards(game, seat, g, data).is_empty())
                .map(|group| Action::Group { group })
                .collect();
            v.push(Action::TakeYuan);
            v
        }
        Phase::ChooseAction { group } => {
            let mut v: Vec<Action> =
                usable_cards(game, seat, group, data).into_iter().map(|card| Action::Act { card }).collect();
            v.push(Action::Back);
            v
        }
        Phase::Build { .. } => {
            let mut v: Vec<Action> = (0..p.palaces.len() as u8)
                .filter(|&i| p.palaces[i as usize].floors < r.max_floors)
                .map(|palace| Action::Floor { palace })
                .collect();
            v.push(Action::NewPalace);
            v
        }
        Phase::ChoosePrivilege => {
            let mut v = vec![Action::Privilege { large: false }];
            if p.yuan >= r.large_privilege.cost {
                v.push(Action::Privilege { large: true });
            }
            v
        }
        Phase::ChooseWall => game.wall_tiles[seat].iter().map(|&reward| Action::Wall { reward }).collect(),
        Phase::PlayCard => {
            let mut v: Vec<Action> = Person::ALL
                .into_iter()
                .filter(|k| p.cards[k.index()] > 0)
                .map(|person| Action::Play { person })
                .collect();
            if p.jokers > 0 {
                v.push(Action::PlayJoker);
            }
            v
        }
        Phase::ChooseTile { person, .. } => {
            tiles_available(game, person).into_iter().map(|tile| Action::Take { tile }).collect()
        }
        Phase::Quake { .. }
        | Phase::QuakeRelease { .. }
        | Phase::Flood { .. }
        | Phase::Tornado { .. }
        | Phase::Sunrise
        | Phase::Charter => super::super_events::legal(game, data),
        Phase::Release { drought, .. } => {
            let skip = if drought { game.struck.clone() } else { Vec::new() };
            game.persons_of(seat, &skip).into_iter().map(|(palace, tile)| Action::Release { palace, tile }).collect()
        }
    }
}

/// The one answer of a step that has only one, when the public board
/// alone shows it is the only one (where a tile goes, which floor is
/// built, which person a famine takes): taken at once, not asked. Steps
/// whose options come from a hand (which card to play) are always asked,
/// or the timing of the answer would tell the others what the hand holds.
pub(super) fn forced(game: &YearOfTheDragon, data: &Data) -> Option<Action> {
    let public = matches!(
        game.phase,
        Phase::Place { .. }
            | Phase::Build { .. }
            | Phase::ChoosePrivilege
            | Phase::ChooseTile { .. }
            | Phase::Release { .. }
            | Phase::Quake { .. }
            | Phase::QuakeRelease { .. }
    );
    if !public {
        return None;
    }
    match legal(game, data).as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

pub(super) fn apply(game: &mut YearOfTheDragon, action: Action, data: &Data, log: &mut Log) {
    let seat = game.current;
    let r = &data.rules;
    match (game.phase.clone(), action) {
        (Phase::Draft { first: None }, Action::Draft { person }) => game.phase = Phase::Draft { first: Some(person) },
        (Phase::Draft { first: Some(a) }, Action::Draft { person: b }) => {
            game.drafted.push((a.min(b), a.max(b)));
            for p in [b, a] {
                game.supply[p.index()].0 -= 1;
                let tile = Tile { person: p, old: false };
                log.push(Logged::public(Event::Drafted { seat, tile }));
                game.pending.push(tile);
            }
            game.next(log);
        }
        (Phase::Place { tile }, Action::House { palace }) => {
            game.provinces[seat].palaces[palace as usize].persons.push(tile);
            game.advance(seat, i32::from(face(&tile, data).value));
            log.push(Logged::public(Event::Housed { seat, tile, palace }));
            game.next(log);
        }
        (Phase::Place { tile }, Action::Replace { palace, tile: old }) => {
            game.remove_person(seat, palace, old);
            game.provinces[seat].palaces[palace as usize].persons.push(tile);
            game.advance(seat, i32::from(face(&tile, data).value));
            log.push(Logged::public(Event::Replaced { seat, tile, released: old, palace }));
            game.next(log);
        }
        (Phase::Place { tile }, Action::LetGo) => {
            game.gone += 1;
            log.push(Logged::public(Event::LetGo { seat, tile }));
            game.next(log);
        }
        (Phase::ChooseGroup, Action::TakeYuan) => {
            let p = &mut game.provinces[seat];
            let yuan = (r.take_up_to - p.yuan).max(0);
            p.yuan += yuan;
            log.push(Logged::public(Event::TookYuan { seat, yuan }));
            game.next(log);
        }
        (Phase::ChooseGroup, Action::Group { group }) => game.phase = Phase::ChooseAction { group },
        (Phase::ChooseAction { .. }, Action::Back) => game.phase = Phase::ChooseGroup,
        (Phase::ChooseAction { group }, Action::Act { card }) => game.act(seat, group, card, data, log),
        (Phase::Build { left }, a @ (Action::Floor { .. } | Action::NewPalace)) => {
            let palaces = &mut game.provinces[seat].palaces;
            let new = a == Action::NewPalace;
            let palace = match a {
                Action::Floor { palace } => palace,
                _ => {
                    palaces.push(Palace { floors: 0, persons: Vec::new() });
                    (palaces.len() - 1) as u8
                }
            };
            let floors = &mut palaces[palace as usize].floors;
            *floors += 1;
            log.push(Logged::public(Event::FloorBuilt { seat, palace, floors: *floors, new }));
            if left > 1 {
                game.phase = Phase::Build { left: left - 1 };
            } else {
                game.next(log);
            }
        }
        (Phase::ChoosePrivilege, Action::Privilege { large }) => {
            let privilege = if large { &r.large_privilege } else { &r.small_privilege };
            let p = &mut game.provinces[seat];
            p.yuan -= privilege.cost;
            p.privileges += privilege.dragons;
            let (cost, dragons) = (privilege.cost, privilege.dragons);
            log.push(Logged::public(Event::PrivilegeBought { seat, large, cost, dragons }));
            game.next(log);
        }
        (Phase::ChooseWall, Action::Wall { reward }) => game.build_wall(seat, reward, log),
        (Phase::PlayCard, Action::Play { person }) => {
            game.provinces[seat].cards[person.index()] -= 1;
            log.push(Logged::public(Event::CardPlayed { seat, person: Some(person) }));
            game.choose_tile(Some(person), log);
        }
        (Phase::PlayCard, Action::PlayJoker) => {
            game.provinces[seat].jokers -= 1;
            log.push(Logged::public(Event::CardPlayed { seat, person: None }));
            game.choose_tile(None, log);
        }
        (Phase::ChooseTile { .. }, Action::Take { tile }) => game.take_tile(tile),
        (Phase::Release { left, drought }, Action::Release { palace, tile }) => {
            let cause = game.release_cause();
            game.remove_person(seat, palace, tile);
            log.push(Logged::public(Event::Released { seat, tile, palace, cause }));
            if drought {
                game.struck.push(palace);
            }
            game.phase = Phase::Release { left: left - 1, drought };
            game.next_release(data, log);
        }
        (_, action) => game.apply_super(action, data, log),
    }
}

impl YearOfTheDragon {
    fn act(&mut self, seat: Seat, group: u8, card: ActionCard, data: &Data, log: &mut Log) {
        let r = &data.rules;
        let paid = if self.dragons[group as usize].is_empty() { 0 } else { r.group_fee };
        self.dragons[group as usize].push(seat);
        self.provinces[seat].yuan -= paid;
        let gain = self.action_gain(seat, card, data);
        log.push(Logged::public(Event::Acted { seat, card, group, paid, gain }));
        let p = &mut self.provinces[seat];
        match card {
            ActionCard::Taxes => p.yuan += gain,
            ActionCard::Harvest => p.rice += gain,
            ActionCard::Fireworks => p.fireworks += gain,
            ActionCard::Research => p.score += gain,
            ActionCard::Parade => self.advance(seat, gain),
            ActionCard::Build => {
                self.phase = Phase::Build { left: gain as u8 };
                return;
            }
            ActionCard::Privilege => {
                self.phase = Phase::ChoosePrivilege;
                return;
            }
            ActionCard::Wall => {
                self.phase = Phase::ChooseWall;
                return;
            }
        }
        self.next(log);
    }

    /// What an action card gives a seat: the card's own symbol(s) plus those
    /// on the seat's persons of the matching type.
    pub(super) fn action_gain(&self, seat: Seat, card: ActionCard, data: &Data) -> i32 {
        let with = |person| 1 + self.symbols(seat, person, data);
        match card {
            ActionCard::Taxes => data.rules.taxes_base + self.symbols(seat, Person::TaxCollector, data),
            ActionCard::Build => with(Person::Craftsman),
            ActionCard::Harvest => with(Person::Farmer),
            ActionCard::Fireworks => with(Person::Pyrotechnist),
            ActionCard::Parade => with(Person::Warrior),
            ActionCard::Research => with(Person::Scholar),
            ActionCard::Privilege | ActionCard::Wall => 0,
        }
    }

    /// A wall tile goes under the leftmost event without one; its owner
    /// takes the reward on its back.
    fn build_wall(&mut self, seat: Seat, reward: super::WallReward, log: &mut Log) {
        use super::WallReward as W;
        let tiles = &mut self.wall_tiles[seat];
        let at = tiles.iter().position(|&t| t == reward).expect("an own wall tile");
        tiles.remove(at);
        self.wall.push(seat);
        log.push(Logged::public(Event::WallBuilt { seat, reward, length: self.wall.len() as u8 }));
        let p = &mut self.provinces[seat];
        let amount = reward.amount();
        match reward {
            W::Rice => p.rice += amount,
            W::Fireworks => p.fireworks += amount,
            W::Yuan => p.yuan += amount,
            W::Points => p.score += amount,
            W::Track => self.advance(seat, amount),
            W::Floor => {
                self.phase = Phase::Build { left: amount as u8 };
                return;
            }
        }
        self.next(log);
    }

    fn choose_tile(&mut self, person: Option<Person>, log: &mut Log) {
        match tiles_available(self, person)[..] {
            [] => {
                log.push(Logged::public(Event::NoTile { seat: self.current, person }));
                self.next(log);
            }
            [tile] if person.is_some() => self.take_tile(tile),
            _ => self.phase = Phase::ChooseTile { joker: person.is_none(), person },
        }
    }

    pub(super) fn take_tile(&mut self, tile: Tile) {
        let s = &mut self.supply[tile.person.index()];
        if tile.old {
            s.1 -= 1;
        } else {
            s.0 -= 1;
        }
        self.phase = Phase::Place { tile };
    }
}
