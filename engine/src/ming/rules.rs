//! Set-up and phases 1-3: members onto province spaces, cards, princes.

use rand::seq::SliceRandom;

use super::data::Data;
use super::{Action, District, DistrictState, Event, Family, Hand, Ming, Pay, Phase, Symbol};
use crate::{seeded_rng, BySeat, Logged, Seat};

pub(super) type Log = Vec<Logged<Event>>;

pub(super) fn setup(players: usize, seed: u64, data: &Data) -> Ming {
    let mut rng = seeded_rng(seed);
    let mut deck: Vec<Symbol> = (0..data.symbols.len() as u8)
        .flat_map(|s| std::iter::repeat_n(Symbol(s), usize::from(data.cards_per_symbol)))
        .collect();
    deck.shuffle(&mut rng);
    let mut face_up = [None; 6];
    for slot in face_up.iter_mut() {
        *slot = deck.pop();
    }
    let mut game = Ming {
        players,
        rng,
        deck,
        discards: Vec::new(),
        face_up,
        dragons: data.dragons.saturating_sub(players as u8),
        hands: BySeat::filled(players, Hand { cards: [0; 3], dragons: 1 }),
        reserve: BySeat::filled(players, data.members),
        spaces: [[0; 4]; 6],
        districts: vec![DistrictState::default(); data.districts.len()],
        princes: BySeat::filled(players, None),
        cities: [[[0; 3]; 4]; 6],
        tiles: BySeat::filled(players, [0; 6]),
        tile_supply: [data.tiles_per_colour; 6],
        scores: BySeat::filled(players, 0),
        round: 1,
        start: Seat(0),
        current: Seat(0),
        phase: Phase::PlacePrince,
        to_place: BySeat::filled(players, 0),
        passed: BySeat::filled(players, false),
        path: Vec::new(),
        returns: BySeat::filled(players, None),
        removed: BySeat::filled(players, 0),
        neutral_left: 0,
    };
    if let Some(neutral) = game.neutral() {
        for d in game.districts.iter_mut() {
            d.open[neutral.0 as usize] = data.neutral_per_district;
        }
        // Validated: the opening members never exceed the colour's pieces.
        game.neutral_left = data.neutral_members - data.neutral_per_district * data.districts.len() as u8;
    }
    game
}

fn pays(hand: &Hand, symbol: Symbol) -> impl Iterator<Item = Pay> + use<> {
    let hand = *hand;
    [Pay::Card(symbol), Pay::Dragon].into_iter().filter(move |&p| hand.has(p))
}

impl Ming {
    fn prince_at(&self, district: District, except: crate::Seat) -> bool {
        self.princes.iter().any(|(s, p)| s != except && *p == Some(district))
    }

    /// Whether a prince standing on an occupied `at` can still reach a free district.
    fn can_leave(&self, seat: Seat, at: District, hand: Hand, data: &Data) -> bool {
        data.borders[at.index()].iter().any(|&(to, symbol)| {
            pays(&hand, symbol).any(|p| {
                let mut rest = hand;
                rest.spend(p);
                !self.prince_at(to, seat) || self.can_leave(seat, to, rest, data)
            })
        })
    }

    fn steps(&self, seat: Seat, from: District, data: &Data) -> Vec<Action> {
        let hand = self.hands[seat];
        let mut v = Vec::new();
        for &(to, symbol) in &data.borders[from.index()] {
            for pay in pays(&hand, symbol) {
                let mut rest = hand;
                rest.spend(pay);
                if !self.prince_at(to, seat) || self.can_leave(seat, to, rest, data) {
                    v.push(Action::Step { to, pay });
                }
            }
        }
        v
    }

    /// Province spaces where `seat` may take the face-up card or give up a member.
    pub(super) fn card_options(&self, seat: Seat) -> Vec<Action> {
        let mut v = Vec::new();
        if self.hands[seat].total() >= super::DATA.get().hand {
            return v;
        }
        for p in 0..6u8 {
            if self.spaces[p as usize][seat.index()] > 0 {
                if self.face_up[p as usize].is_some() {
                    v.push(Action::TakeCard { province: p });
                }
                if self.dragons > 0 {
                    v.push(Action::TakeDragon { province: p });
                }
            }
        }
        v
    }

    fn bring_options(&self, seat: Seat, data: &Data) -> Vec<Action> {
        let at = self.princes[seat].expect("a placed prince");
        let d = &self.districts[at.index()];
        let mine = Family(seat.0);
        let waiting = self.spaces[data.colour[at.index()]][seat.index()];
        let most = if d.monastery == Some(mine) { 0 } else { waiting.min(data.max_brought) };
        let mut v = vec![Action::Bring { count: 0, monastery: false }];
        for count in 1..=most {
            v.push(Action::Bring { count, monastery: false });
            v.push(Action::Bring { count, monastery: true });
        }
        v
    }
}

pub(super) fn legal(game: &Ming, seat: Seat, data: &Data) -> Vec<Action> {
    let free = |d: &District| !game.princes.values().any(|p| *p == Some(*d));
    let districts = || (0..data.districts.len() as u8).map(District);
    match game.phase {
        Phase::Over => Vec::new(),
        Phase::PlacePrince => districts().filter(free).map(|district| Action::PlacePrince { district }).collect(),
        Phase::PlaceNeutral { .. } => {
            let n = game.neutral().map_or(0, |f| f.0 as usize);
            districts()
                .filter(|d| game.districts[d.index()].open[n] < data.neutral_max)
                .map(|district| Action::PlaceNeutral { district })
                .collect()
        }
        Phase::PlaceMembers => (0..6).map(|province| Action::PlaceMember { province }).collect(),
        Phase::TakeCards => game.card_options(seat),
        Phase::Act => {
            let from = game.princes[seat].expect("a placed prince");
            let mut v = game.steps(seat, from, data);
            if game.hands[seat].total() > 0 {
                v.push(Action::Stay);
            }
            v.push(Action::Pass);
            v
        }
        Phase::Moving { at } => {
            let mut v = game.steps(seat, at, data);
            if !game.prince_at(at, seat) {
                v.push(Action::Stop);
            }
            v
        }
        Phase::Stay => {
            let hand = game.hands[seat];
            let mut v: Vec<Action> = (0..3)
                .filter(|&s| hand.cards[s] > 0)
                .map(|s| Action::Discard { pay: Pay::Card(Symbol(s as u8)) })
                .collect();
            if hand.dragons > 0 {
                v.push(Action::Discard { pay: Pay::Dragon });
            }
            v
        }
        Phase::Bring => game.bring_options(seat, data),
        Phase::Return { .. } => {
            let n = data.return_cards.len() as u8;
            (1..(1u8 << n)).map(|cards| Action::Return { cards }).collect()
        }
        Phase::ChooseStart { .. } => crate::Seat::all(game.players).map(|seat| Action::ChooseStart { seat }).collect(),
        Phase::NeutralReturn { province, .. } => game.neutral_return_options(province as usize, data),
    }
}

pub(super) fn apply(game: &mut Ming, seat: Seat, action: Action, data: &Data, log: &mut Log) {
    match action {
        Action::PlacePrince { district } => {
            game.princes[seat] = Some(district);
            game.take_tile(seat, data.colour[district.index()]);
            log.push(Logged::public(Event::PrincePlaced { seat, district }));
            game.current = seat.next(game.players);
            if game.current == game.start {
                game.begin_round(data, log);
            }
        }
        Action::PlaceNeutral { district } => {
            let n = game.neutral().expect("two players").0 as usize;
            game.districts[district.index()].open[n] += 1;
            game.neutral_left -= 1;
            log.push(Logged::public(Event::NeutralPlaced { seat, district }));
            let Phase::PlaceNeutral { left } = game.phase else { unreachable!() };
            game.current = seat.next(game.players);
            if left > 1 && game.neutral_left > 0 {
                game.phase = Phase::PlaceNeutral { left: left - 1 };
            } else {
                game.current = game.start;
                game.begin_placing(data, log);
            }
        }
        Action::PlaceMember { province } => {
            game.spaces[province as usize][seat.index()] += 1;
            game.to_place[seat] -= 1;
            game.reserve[seat] -= 1;
            log.push(Logged::public(Event::MemberPlaced { seat, province }));
            game.next_placer(data, log);
        }
        Action::TakeCard { province } => {
            let symbol = game.face_up[province as usize].take().expect("a face-up card");
            game.hands[seat].cards[symbol.0 as usize] += 1;
            let next = game.draw();
            game.face_up[province as usize] = next;
            log.push(Logged::public(Event::TookCard { seat, province, symbol, next }));
            game.next_taker(data, log);
        }
        Action::TakeDragon { province } => {
            game.spaces[province as usize][seat.index()] -= 1;
            game.removed[seat] += 1;
            game.dragons -= 1;
            game.hands[seat].dragons += 1;
            log.push(Logged::public(Event::TookDragon { seat, province }));
            game.next_taker(data, log);
        }
        Action::Step { to, pay } => {
            game.spend(seat, pay);
            game.princes[seat] = Some(to);
            game.path.push(to);
            log.push(Logged::public(Event::Stepped { seat, to, pay }));
            game.phase = Phase::Moving { at: to };
        }
        Action::Stop => {
            log.push(Logged::public(Event::Moved { seat, path: std::mem::take(&mut game.path) }));
            game.phase = Phase::Bring;
        }
        Action::Stay => game.phase = Phase::Stay,
        Action::Discard { pay } => {
            game.spend(seat, pay);
            let district = game.princes[seat].expect("a placed prince");
            log.push(Logged::public(Event::Stayed { seat, district, pay }));
            game.phase = Phase::Bring;
        }
        Action::Bring { count, monastery } => {
            game.bring(seat, count, monastery, data, log);
            game.next_actor(data, log);
        }
        Action::Pass => {
            game.passed[seat] = true;
            log.push(Logged::public(Event::Passed { seat }));
            game.next_actor(data, log);
        }
        Action::Return { cards } => game.submit_return(seat, cards, data, log),
        Action::ChooseStart { seat: chosen } => game.choose_start(chosen, data, log),
        Action::ReturnNeutral { district } => game.return_neutral(seat, district, data, log),
    }
}

impl Ming {
    fn take_tile(&mut self, seat: Seat, colour: usize) -> bool {
        if self.tile_supply[colour] == 0 {
            return false;
        }
        self.tile_supply[colour] -= 1;
        self.tiles[seat][colour] += 1;
        true
    }

    fn draw(&mut self) -> Option<Symbol> {
        if self.deck.is_empty() {
            self.deck = std::mem::take(&mut self.discards);
            self.deck.shuffle(&mut self.rng);
        }
        self.deck.pop()
    }

    fn spend(&mut self, seat: Seat, pay: Pay) {
        self.hands[seat].spend(pay);
        match pay {
            Pay::Card(s) => self.discards.push(s),
            Pay::Dragon => self.dragons += 1,
        }
    }

    /// Starts a round: neutral members before rounds 1, 3 and 5 with two players.
    pub(super) fn begin_round(&mut self, data: &Data, log: &mut Log) {
        log.push(Logged::public(Event::RoundBegins { round: self.round }));
        self.current = self.start;
        if self.neutral().is_some() && self.round % 2 == 1 && self.neutral_left > 0 {
            self.phase = Phase::PlaceNeutral { left: data.neutral_placed * 2 };
        } else {
            self.begin_placing(data, log);
        }
    }

    /// Phase 1, from the start player; straight on to phase 2 if nobody has
    /// a member left to place (possible only with data giving fewer members
    /// than the rounds use), so a seat never places from an empty reserve.
    fn begin_placing(&mut self, data: &Data, log: &mut Log) {
        self.to_place = self.reserve.map(|_, &r| r.min(data.members_per_round));
        self.current = self.start;
        self.phase = Phase::PlaceMembers;
        if self.to_place[self.current] == 0 {
            self.next_placer(data, log);
        }
    }

    /// The next seat clockwise with members to place, or phase 2.
    fn advance_placer(&mut self) -> bool {
        for _ in 0..self.players {
            self.current = self.current.next(self.players);
            if self.to_place[self.current] > 0 {
                return true;
            }
        }
        false
    }

    fn next_placer(&mut self, data: &Data, log: &mut Log) {
        if !self.advance_placer() {
            self.current = self.start;
            self.phase = Phase::TakeCards;
            if self.card_options(self.current).is_empty() {
                self.next_taker(data, log);
            }
        }
    }

    /// The next seat clockwise that needs and can take a card, or phase 3.
    fn next_taker(&mut self, data: &Data, log: &mut Log) {
        for _ in 0..self.players {
            self.current = self.current.next(self.players);
            if !self.card_options(self.current).is_empty() {
                return;
            }
        }
        self.passed = self.passed.map(|_, _| false);
        self.current = self.start;
        self.phase = Phase::Act;
        let _ = (data, log);
    }

    fn bring(&mut self, seat: Seat, count: u8, monastery: bool, data: &Data, log: &mut Log) {
        let at = self.princes[seat].expect("a placed prince");
        let mut displaced = None;
        if count > 0 {
            let mine = Family(seat.0);
            self.spaces[data.colour[at.index()]][seat.index()] -= count;
            let d = &mut self.districts[at.index()];
            let mut open = count;
            if monastery {
                if let Some(previous) = d.monastery.replace(mine) {
                    d.open[previous.0 as usize] += 1;
                    displaced = Some(Seat(previous.0));
                }
                open -= 1;
            }
            d.open[seat.index()] += open;
        }
        log.push(Logged::public(Event::Brought { seat, district: at, count, monastery, displaced }));
    }

    /// The next seat clockwise that has not passed, or phase 4 / 5.
    fn next_actor(&mut self, data: &Data, log: &mut Log) {
        for _ in 0..self.players {
            self.current = self.current.next(self.players);
            if !self.passed[self.current] {
                self.phase = Phase::Act;
                return;
            }
        }
        self.end_of_actions(data, log);
    }
}
