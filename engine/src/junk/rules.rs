//! Set-up and phases 1-3: the market card and events, the players' actions
//! with merchants, assistants and special cards, and the supply.

use rand::seq::SliceRandom;

use super::data::Data;
use super::{Action, Event, Good, Hold, Junk, JunkGame, Offer, Options, Phase, PickReason, Special, Work, Worker};
use crate::{seeded_rng, BySeat, Game, Logged, Seat};

pub(super) type Log = Vec<Logged<Event>>;

pub(super) fn setup(players: usize, options: Options, seed: u64, data: &Data) -> JunkGame {
    let mut rng = seeded_rng(seed);
    let mut specials = data.specials.clone();
    specials.shuffle(&mut rng);
    let mut piers: [Vec<Special>; 4] = Default::default();
    for (i, card) in specials.into_iter().enumerate() {
        piers[i % 4].push(card);
    }
    let mut market_deck: Vec<u8> = (0..data.market.len() as u8).collect();
    market_deck.shuffle(&mut rng);
    market_deck.truncate(usize::from(data.rounds));
    let mut merchants = [Junk(0); 3];
    for (m, (_, junk)) in merchants.iter_mut().zip(&data.merchants) {
        *m = *junk;
    }
    let mut game = JunkGame {
        players,
        rng,
        holds: vec![Hold::default(); data.junks.len()],
        stock: vec![0; data.junks.len()],
        hands: BySeat::filled(players, [0; 4]),
        money: BySeat::filled(players, 0),
        shown_money: None,
        strips_left: BySeat::filled(players, data.strips),
        specials: BySeat::filled(players, Vec::new()),
        spent_specials: 0,
        piers,
        piers_taken: [false; 4],
        market_deck,
        market: None,
        covered: [false; 4],
        merchants,
        merchants_hidden: options.variant_setup,
        used: Vec::new(),
        round: 0,
        start: Seat(0),
        current: Seat(0),
        phase: Phase::OpeningPicks,
        acted: false,
        extra_used: false,
        queue: Vec::new(),
        offers: BySeat::filled(players, Offer::Open),
        opening: BySeat::filled(players, [0; 4]),
        to_place: BySeat::filled(players, 0),
        offered_this_round: false,
        setup_log: Vec::new(),
        memory: Default::default(),
        options,
    };
    if game.options.variant_setup {
        let mut junks: Vec<Junk> = (0..data.junks.len() as u8).map(Junk).collect();
        junks.shuffle(&mut game.rng);
        game.merchants = [junks[0], junks[1], junks[2]];
        game.to_place = BySeat::filled(players, 3);
    } else {
        for seat in Seat::all(players) {
            for &junk in &data.cargo[seat.index()] {
                game.load(seat, junk);
            }
        }
    }
    if game.options.opening_hands == "dealt" {
        let each = game.hand_size();
        let mut log = Vec::new();
        game.deal((0..4).map(|g| (Good(g), each)).collect(), data, &mut log);
        game.setup_log = log;
    }
    game
}

fn junks(data: &Data) -> impl Iterator<Item = Junk> {
    (0..data.junks.len() as u8).map(Junk)
}

impl JunkGame {
    pub(super) fn load(&mut self, owner: Seat, junk: Junk) -> bool {
        if self.strips_left[owner] == 0 {
            return false;
        }
        self.strips_left[owner] -= 1;
        self.holds[junk.0 as usize].load(owner);
        true
    }

    pub(super) fn visible(&self, seat: Seat, junk: Junk) -> u8 {
        self.holds[junk.0 as usize].visible()[seat.index()]
    }

    /// Pools the cards picked, shuffles and deals the opening hands; the
    /// rest of each good goes onto its junk.
    fn deal(&mut self, pool: Vec<(Good, u8)>, data: &Data, log: &mut Log) {
        let mut cards: Vec<Good> = pool.iter().flat_map(|&(g, n)| std::iter::repeat_n(g, usize::from(n))).collect();
        cards.shuffle(&mut self.rng);
        for g in 0..4u8 {
            let pooled: u8 = pool.iter().filter(|p| p.0 == Good(g)).map(|p| p.1).sum();
            let rest = data.cards_per_good.checked_sub(pooled).expect("picks are bounded by the pool");
            self.stock[data.junk_of(Good(g)).0 as usize] = rest;
        }
        let size = cards.len() / self.players;
        for seat in Seat::all(self.players) {
            for card in cards.drain(..size.min(cards.len())) {
                self.hands[seat][card.0 as usize] += 1;
            }
        }
        log.push(Logged::public(Event::Dealt));
        if self.options.variant_setup {
            self.current = self.start;
            self.phase = Phase::PlaceStrip;
        } else {
            self.begin_round(data, log);
        }
    }

    /// Two swaps per exchange card held.
    fn exchange_swaps(&self, seat: Seat) -> u8 {
        2 * self.specials[seat].iter().filter(|&&c| c == Special::Exchange).count() as u8
    }

    fn order(&self) -> Vec<Seat> {
        self.start.clockwise(self.players).collect()
    }

    pub(super) fn begin_round(&mut self, data: &Data, log: &mut Log) {
        self.round += 1;
        let card = self.market_deck[usize::from(self.round) - 1];
        self.market = Some(card);
        self.covered = [false; 4];
        log.push(Logged::public(Event::RoundBegins { round: self.round, market: data.market[usize::from(card)] }));
        self.queue = self.order().into_iter().filter(|&s| self.specials[s].contains(&Special::Exchange)).collect();
        self.next_exchanger(data, log);
    }

    fn next_exchanger(&mut self, data: &Data, log: &mut Log) {
        if self.queue.is_empty() {
            self.event(data, log);
        } else {
            self.current = self.queue.remove(0);
            self.phase = Phase::Exchange { swaps: self.exchange_swaps(self.current), giving: None };
        }
    }

    fn event(&mut self, data: &Data, log: &mut Log) {
        match data.events[usize::from(self.round) - 1] {
            Some('S') => {
                self.piers_taken = [false; 4];
                self.queue = self.order();
                self.next_pick(PickReason::Event, data, log);
            }
            Some('Y') => {
                self.shown_money = Some(self.money.0.clone());
                log.push(Logged::public(Event::MoneyShown { money: self.money.0.clone() }));
                self.begin_actions(data, log);
            }
            _ => self.begin_actions(data, log),
        }
    }

    /// The next seat of the queue chooses a special card; then play goes on.
    pub(super) fn next_pick(&mut self, reason: PickReason, data: &Data, log: &mut Log) {
        while !self.queue.is_empty() {
            self.current = self.queue.remove(0);
            self.phase = Phase::ChoosePier { reason };
            if !pier_options(self, reason, data).is_empty() {
                return;
            }
        }
        match reason {
            PickReason::Event => self.begin_actions(data, log),
            PickReason::Sale => self.after_sale_picks(data, log),
        }
    }

    fn begin_actions(&mut self, data: &Data, log: &mut Log) {
        self.used.clear();
        self.queue = self.order();
        self.next_actor(data, log);
    }

    fn next_actor(&mut self, data: &Data, log: &mut Log) {
        if self.queue.is_empty() {
            self.queue = self.order();
            self.next_supplier(data, log);
        } else {
            self.current = self.queue.remove(0);
            self.acted = false;
            self.extra_used = false;
            self.phase = Phase::Act;
        }
    }

    fn next_supplier(&mut self, data: &Data, log: &mut Log) {
        if self.queue.is_empty() {
            self.offers = self.offers.map(|_, _| Offer::Open);
            self.phase = Phase::Offers;
            return;
        }
        self.current = self.queue.remove(0);
        let extra = self.specials[self.current].iter().filter(|&&c| c == Special::ExtraSupply).count() as u8;
        self.phase = Phase::Draw { left: data.supply_cards + extra, home: None, supply: true };
        self.drain(data, log);
    }

    /// Carries out a worker's or a card's work on a junk.
    fn work(&mut self, seat: Seat, work: Work, junk: Junk, data: &Data, log: &mut Log) {
        match work {
            Work::Load(n) => {
                let strips = (0..n).filter(|_| self.load(seat, junk)).count() as u8;
                log.push(Logged::public(Event::Loaded { seat, junk, strips }));
                self.back_to_act();
            }
            Work::Sell(min) => {
                let yen = i32::from(self.visible(seat, junk).max(min));
                self.money[seat] += yen;
                log.push(Logged::public(Event::Sold { seat, junk, yen }));
                self.back_to_act();
            }
            Work::Draw(min) => {
                let left = self.visible(seat, junk).max(min);
                if left == 0 {
                    log.push(Logged::public(Event::DrewNothing { seat, junk }));
                }
                self.phase = Phase::Draw { left, home: data.junk_good[junk.0 as usize].map(|_| junk), supply: false };
                self.drain(data, log);
            }
        }
    }

    fn back_to_act(&mut self) {
        self.phase = Phase::Act;
    }

    /// Draws what needs no choice (from `home` while its pile lasts, as one
    /// event); stops at a choice or when done.
    fn drain(&mut self, data: &Data, log: &mut Log) {
        let Phase::Draw { mut left, home, supply } = self.phase else { return };
        let seat = self.current;
        if let Some(h) = home {
            let count = left.min(self.stock[h.0 as usize]);
            if count > 0 {
                let good = self.take_cards(seat, h, count, data);
                log.push(Logged::public(Event::Drew { seat, junk: h, good, count }));
                left -= count;
            }
        }
        if left > 0 && self.stock.iter().any(|&s| s > 0) {
            self.phase = Phase::Draw { left, home, supply };
            return;
        }
        if left > 0 {
            log.push(Logged::public(Event::Lost { seat, count: left }));
        }
        if supply {
            self.next_supplier(data, log);
        } else {
            self.back_to_act();
        }
    }

    /// Moves `count` cards from a junk's pile to `seat`'s hand, in sight of
    /// everyone (drawn or swapped); the caller offers only piles that hold
    /// them.
    fn take_cards(&mut self, seat: Seat, junk: Junk, count: u8, data: &Data) -> Good {
        let good = data.junk_good[junk.0 as usize].expect("a junk with a pile");
        let pile = &mut self.stock[junk.0 as usize];
        *pile = pile.checked_sub(count).expect("a pile holds the cards drawn");
        self.hands[seat][good.0 as usize] += count;
        self.memory.received(seat, good, count);
        good
    }

    fn extra_cards(&self, seat: Seat) -> Vec<Special> {
        let mut cards: Vec<Special> = self.specials[seat]
            .iter()
            .copied()
            .filter(|c| c.is_extra_action())
            .filter(|&c| c != Special::MoveStrip || self.holds.iter().any(|h| h.has_top(seat)))
            .filter(|&c| c != Special::LoadAny || self.strips_left[seat] > 0)
            .collect();
        cards.sort();
        cards.dedup();
        cards
    }

    /// The workers not used this round that can do something for `seat`:
    /// a load is not offered to a seat with no strips left (rulebook).
    fn usable_workers(&self, seat: Seat, data: &Data) -> Vec<Worker> {
        let rows = if self.players == 4 { 2 } else { 1 };
        (0..3)
            .map(Worker::Merchant)
            .chain((0..rows).map(Worker::Assistant))
            .filter(|w| !self.used.contains(w))
            .filter(|&w| !matches!(self.work_of(w, data), Work::Load(_)) || self.strips_left[seat] > 0)
            .collect()
    }

    /// What a worker does this round.
    pub(super) fn work_of(&self, worker: Worker, data: &Data) -> Work {
        match worker {
            Worker::Merchant(m) => data.merchants[m as usize].0,
            Worker::Assistant(a) => {
                let row = if a == 0 { &data.row_34 } else { &data.row_4 };
                row[usize::from(self.round.max(1)) - 1]
            }
        }
    }
}

fn pier_options(game: &JunkGame, reason: PickReason, data: &Data) -> Vec<Action> {
    let mut v: Vec<Action> = (0..4u8)
        .filter(|&p| {
            !game.piers[p as usize].is_empty() && (reason == PickReason::Sale || !game.piers_taken[p as usize])
        })
        .map(|pier| Action::ChoosePier { pier })
        .collect();
    if reason == PickReason::Sale && game.round == data.rounds {
        v.push(Action::TakeYen);
    }
    v
}

pub(super) fn legal(game: &JunkGame, seat: Seat, data: &Data) -> Vec<Action> {
    let goods = || (0..4u8).map(Good);
    let hand = game.hands[seat];
    match game.phase {
        Phase::Over => Vec::new(),
        Phase::OpeningPicks => {
            goods().filter(|&g| game.picked(g) < data.cards_per_good).map(|good| Action::Pick { good }).collect()
        }
        Phase::PlaceStrip => junks(data)
            .filter(|j| game.holds[j.0 as usize].strips() < 3)
            .map(|junk| Action::PlaceStrip { junk })
            .collect(),
        Phase::Exchange { giving: None, .. } => {
            let mut v: Vec<Action> =
                goods().filter(|g| hand[g.0 as usize] > 0).map(|good| Action::Give { good }).collect();
            v.push(Action::Done);
            v
        }
        Phase::Exchange { giving: Some(_), .. } | Phase::Draw { .. } => {
            let take = |junk| {
                if matches!(game.phase, Phase::Draw { .. }) {
                    Action::DrawFrom { junk }
                } else {
                    Action::Take { junk }
                }
            };
            junks(data).filter(|j| game.stock[j.0 as usize] > 0).map(take).collect()
        }
        Phase::ChoosePier { reason } => pier_options(game, reason, data),
        Phase::Browse { pier, .. } => {
            let mut cards = game.piers[pier as usize].clone();
            cards.sort();
            cards.dedup();
            cards.into_iter().map(|card| Action::TakeSpecial { card }).collect()
        }
        Phase::Act => {
            let mut v = Vec::new();
            let workers = if game.acted { Vec::new() } else { game.usable_workers(seat, data) };
            let nothing_to_use = workers.is_empty();
            v.extend(workers.into_iter().map(|worker| Action::Use { worker }));
            if !game.extra_used {
                v.extend(game.extra_cards(seat).into_iter().map(|card| Action::Play { card }));
            }
            if nothing_to_use {
                v.push(Action::Done);
            }
            v
        }
        Phase::ChooseJunk { card, .. } => junks(data)
            .filter(|j| card.is_some() || !game.merchants.contains(j))
            .map(|junk| Action::OnJunk { junk })
            .collect(),
        Phase::MoveFrom => junks(data)
            .filter(|j| game.holds[j.0 as usize].has_top(seat))
            .map(|junk| Action::MoveFrom { junk })
            .collect(),
        Phase::MoveTo { from } => junks(data).filter(|&j| j != from).map(|junk| Action::MoveTo { junk }).collect(),
        Phase::Offers => super::sale::offer_options(game, seat),
    }
}

pub(super) fn apply(game: &mut JunkGame, seat: Seat, action: Action, data: &Data, log: &mut Log) {
    match (game.phase.clone(), action) {
        (Phase::OpeningPicks, Action::Pick { good }) => {
            game.opening[seat][good.0 as usize] += 1;
            if game.opening[seat].iter().sum::<u8>() == game.hand_size() {
                log.push(Logged::public(Event::OpeningPicked { seat }));
            }
            if game.to_act().seats().is_empty() {
                let pool = (0..4u8).map(|g| (Good(g), game.opening.values().map(|o| o[g as usize]).sum())).collect();
                game.deal(pool, data, log);
            }
        }
        (Phase::PlaceStrip, Action::PlaceStrip { junk }) => {
            let owner = Seat(((seat.index() + game.players - 1) % game.players) as u8);
            game.load(owner, junk);
            game.to_place[seat] -= 1;
            log.push(Logged::public(Event::StripPlaced { seat, owner, junk }));
            game.current = seat.next(game.players);
            if game.to_place.values().all(|&n| n == 0) {
                game.merchants_hidden = false;
                log.push(Logged::public(Event::MerchantsRevealed { merchants: game.merchants.to_vec() }));
                game.begin_round(data, log);
            }
        }
        (Phase::Exchange { swaps, .. }, Action::Give { good }) => {
            game.hands[seat][good.0 as usize] -= 1;
            game.memory.gave(seat, good, 1);
            game.stock[data.junk_of(good).0 as usize] += 1;
            game.phase = Phase::Exchange { swaps, giving: Some(good) };
        }
        (Phase::Exchange { swaps, giving: Some(gave) }, Action::Take { junk }) => {
            game.take_cards(seat, junk, 1, data);
            log.push(Logged::public(Event::Exchanged { seat, gave, took: junk }));
            if swaps > 1 {
                game.phase = Phase::Exchange { swaps: swaps - 1, giving: None };
            } else {
                game.next_exchanger(data, log);
            }
        }
        (Phase::Exchange { swaps, .. }, Action::Done) => {
            if swaps == game.exchange_swaps(seat) {
                log.push(Logged::public(Event::ExchangeSkipped { seat }));
            }
            game.next_exchanger(data, log);
        }
        (Phase::ChoosePier { .. }, Action::TakeYen) => {
            game.money[seat] += data.last_round_s_yen;
            log.push(Logged::public(Event::YenInstead { seat, yen: data.last_round_s_yen }));
            game.next_pick(PickReason::Sale, data, log);
        }
        (Phase::ChoosePier { reason }, Action::ChoosePier { pier }) => {
            if reason == PickReason::Event {
                game.piers_taken[pier as usize] = true;
            }
            log.push(Logged::public(Event::SpecialTaken { seat, pier }));
            game.phase = Phase::Browse { pier, reason };
        }
        (Phase::Browse { pier, reason }, Action::TakeSpecial { card }) => {
            let pile = &mut game.piers[pier as usize];
            let at = pile.iter().position(|&c| c == card).expect("the card is in the pier");
            pile.remove(at);
            game.memory.took_special(seat, pier, card, pile);
            pile.shuffle(&mut game.rng);
            game.specials[seat].push(card);
            if card.is_permanent() {
                log.push(Logged::public(Event::PermanentShown { seat, card }));
            } else {
                log.push(Logged::private(seat, Event::SpecialCard { card }));
            }
            game.next_pick(reason, data, log);
        }
        (Phase::Act, Action::Use { worker }) => {
            game.used.push(worker);
            game.acted = true;
            let work = game.work_of(worker, data);
            match worker {
                Worker::Merchant(m) => game.work(seat, work, game.merchants[m as usize], data, log),
                Worker::Assistant(_) => game.phase = Phase::ChooseJunk { work, card: None },
            }
        }
        (Phase::Act, Action::Play { card }) => {
            let at = game.specials[seat].iter().position(|&c| c == card).expect("a held card");
            game.specials[seat].remove(at);
            game.spent_specials += 1;
            game.extra_used = true;
            log.push(Logged::public(Event::CardPlayed { seat, card }));
            match card {
                Special::LoadAny => game.phase = Phase::ChooseJunk { work: Work::Load(1), card: Some(card) },
                Special::DrawAny => game.phase = Phase::ChooseJunk { work: Work::Draw(3), card: Some(card) },
                Special::SellOn(junk) => game.work(seat, Work::Sell(3), junk, data, log),
                _ => game.phase = Phase::MoveFrom,
            }
        }
        (Phase::Act, Action::Done) => game.end_turn(data, log),
        (Phase::ChooseJunk { work, .. }, Action::OnJunk { junk }) => game.work(seat, work, junk, data, log),
        (Phase::MoveFrom, Action::MoveFrom { junk }) => {
            game.holds[junk.0 as usize].remove_top(seat);
            game.phase = Phase::MoveTo { from: junk };
        }
        (Phase::MoveTo { from }, Action::MoveTo { junk }) => {
            game.holds[junk.0 as usize].load(seat);
            log.push(Logged::public(Event::Moved { seat, from, to: junk }));
            game.back_to_act();
        }
        (Phase::Draw { left, home, supply }, Action::DrawFrom { junk }) => {
            let good = game.take_cards(seat, junk, 1, data);
            log.push(Logged::public(Event::Drew { seat, junk, good, count: 1 }));
            game.phase = Phase::Draw { left: left - 1, home, supply };
            game.drain(data, log);
        }
        (Phase::Offers, a) => super::sale::offer(game, seat, a, data, log),
        (phase, action) => unreachable!("{action:?} is not legal in {phase:?}"),
    }
    game.settle(data, log);
}

impl JunkGame {
    /// A turn with only "done" left ends by itself (a pass included).
    fn settle(&mut self, data: &Data, log: &mut Log) {
        while self.phase == Phase::Act && legal(self, self.current, data) == [Action::Done] {
            self.end_turn(data, log);
        }
    }

    /// Ends the current seat's turn; a seat that did nothing passes, which
    /// only happens when no worker is usable (say, loads with no strips left).
    fn end_turn(&mut self, data: &Data, log: &mut Log) {
        if !self.acted {
            log.push(Logged::public(Event::Passed { seat: self.current }));
        }
        self.next_actor(data, log);
    }

    /// How many cards of `good` the seats have picked for the opening pool.
    pub(super) fn picked(&self, good: Good) -> u8 {
        self.opening.values().map(|o| o[good.0 as usize]).sum()
    }
}
