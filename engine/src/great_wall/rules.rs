//! Section values, the majority check and the flow of a turn.

use rand::seq::SliceRandom;

use super::data::Data;
use super::{Action, CardKind, Event, FirstToken, GreatWall, Hand, Phase, Section, Slot};
use crate::{seeded_rng, BySeat, Logged, Seat};

type Log = Vec<Logged<Event>>;

pub(super) fn setup(players: usize, seed: u64, data: &Data) -> GreatWall {
    let mut rng = seeded_rng(seed);
    let mut decks = BySeat::from_fn(players, |_| {
        let mut deck: Vec<CardKind> =
            CardKind::ALL.iter().flat_map(|&k| std::iter::repeat_n(k, data.deck[k.index()] as usize)).collect();
        deck.shuffle(&mut rng);
        deck
    });
    let hands = BySeat::from_fn(players, |s| {
        let mut hand = Hand::default();
        for _ in 0..data.hand {
            let card = decks[s].pop().expect("the deck is larger than a hand");
            hand.0[card.index()] += 1;
        }
        hand
    });
    let mut pool = data.tokens.clone();
    pool.shuffle(&mut rng);
    let mut game = GreatWall {
        players,
        rng,
        decks,
        hands,
        pool,
        sections: Vec::new(),
        won: BySeat::filled(players, Vec::new()),
        discarded_tokens: Vec::new(),
        boxed_cards: BySeat::filled(players, 0),
        current: Seat(0),
        phase: Phase::Act { step: 2 },
        ran_out: None,
        placing_over: false,
        quiet_turns: 0,
        scored_this_turn: false,
        turn: 1,
        setup_events: Vec::new(),
    };
    let mut log = Vec::new();
    for i in 0..data.sections[players - 2] as usize {
        game.sections.push(Section { open: Vec::new(), first: None, slots: Vec::new() });
        if !game.reveal_pair(i, &mut log) {
            game.sections.pop();
        }
    }
    game.scan_from(0, data, &mut log);
    game.setup_events = log;
    game
}

/// What one seat's cards in a section are worth now.
pub(super) fn section_value(section: &Section, seat: Seat, data: &Data) -> i32 {
    let visible = section.slots.iter().map(Slot::top);
    let flattened = visible.clone().any(|(_, k)| k == CardKind::Noble);
    let mut warriors = 0usize;
    let mut total = 0;
    for (_, kind) in visible.filter(|&(o, _)| o == seat) {
        match kind {
            _ if flattened => total += 1,
            CardKind::Warrior => warriors += 1,
            k => total += data.value[k.index()],
        }
    }
    if warriors > 0 {
        total += data.warrior_totals[warriors.min(data.warrior_totals.len()) - 1];
    }
    match section.first {
        Some(f) if f.owner == seat => total - i32::from(f.value),
        _ => total,
    }
}

/// Whether `seat` placed any card in the section, covered or not: such a
/// player competes for its tokens even with every card under a dragon.
fn has_placed(section: &Section, seat: Seat) -> bool {
    section.slots.iter().any(|sl| sl.stack.iter().any(|c| c.0 == seat))
}

/// Whether `seat` takes a token from `section` at its turn's check.
pub(super) fn wins_check(section: &Section, seat: Seat, players: usize, data: &Data) -> bool {
    if section.open.is_empty() || !has_placed(section, seat) {
        return false;
    }
    let others = Seat::all(players).filter(|&s| s != seat);
    let holds_first = section.first.is_some_and(|f| f.owner == seat);
    if holds_first && others.clone().all(|s| !has_placed(section, s)) {
        // "If no one else placed cards there" the holder wins the second
        // token even with a negative total.
        return true;
    }
    let mine = section_value(section, seat, data);
    others.into_iter().all(|s| mine > section_value(section, s, data))
}

/// The kinds of `seat`'s visible cards in a section that may carry a token.
fn own_visible_kinds(section: &Section, seat: Seat) -> Vec<CardKind> {
    let mut kinds: Vec<CardKind> = section.slots.iter().map(Slot::top).filter(|c| c.0 == seat).map(|c| c.1).collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

/// The cards a dragon may cover, one per (owner, kind): any visible card
/// except the one carrying a fame token.
pub(super) fn cover_targets(section: &Section) -> Vec<(Seat, CardKind)> {
    let protected = section.first.map(|f| f.slot);
    let mut targets: Vec<(Seat, CardKind)> =
        section.slots.iter().enumerate().filter(|(i, _)| Some(*i) != protected).map(|(_, s)| s.top()).collect();
    targets.sort();
    targets.dedup();
    targets
}

pub(super) fn legal(game: &GreatWall, _data: &Data) -> Vec<Action> {
    let seat = game.current;
    match game.phase {
        Phase::Over => Vec::new(),
        Phase::TakeToken { section } => {
            let mut values = game.sections[section].open.clone();
            values.sort();
            values.dedup();
            values.into_iter().map(|value| Action::TakeToken { value }).collect()
        }
        Phase::MarkCard { section, .. } => {
            own_visible_kinds(&game.sections[section], seat).into_iter().map(|kind| Action::MarkCard { kind }).collect()
        }
        Phase::Act { .. } => act_options(game),
        Phase::ChooseSection { .. } => {
            let open = game.sections.iter().enumerate().filter(|(_, s)| !s.is_closed());
            let mut v: Vec<Action> = open.map(|(section, _)| Action::Section { section }).collect();
            v.push(Action::Back);
            v
        }
        Phase::ChooseCover { section, .. } => {
            let mut v = vec![Action::Append];
            v.extend(
                cover_targets(&game.sections[section]).into_iter().map(|(owner, kind)| Action::Cover { owner, kind }),
            );
            v.push(Action::Back);
            v
        }
    }
}

fn act_options(game: &GreatWall) -> Vec<Action> {
    let hand = &game.hands[game.current];
    let mut v = Vec::new();
    if game.sections.iter().any(|s| !s.is_closed()) {
        for kind in CardKind::ALL {
            for count in 1..=hand.count(kind) {
                v.push(Action::Play { kind, count });
            }
        }
    }
    if !game.decks[game.current].is_empty() {
        v.push(Action::Draw);
    }
    // No pass, even with only horsemen left and nothing to draw: see the
    // ruling in the module's docs (two such players passed forever).
    v
}

/// With nothing the dragon may cover, its one place is the end of the
/// section: taken at once ([`crate::Game::forced`]), not asked.
pub(super) fn forced(game: &GreatWall) -> Option<Action> {
    match game.phase {
        Phase::ChooseCover { section, .. } if cover_targets(&game.sections[section]).is_empty() => Some(Action::Append),
        _ => None,
    }
}

pub(super) fn apply(game: &mut GreatWall, action: Action, data: &Data, log: &mut Log) {
    let seat = game.current;
    match (game.phase.clone(), action) {
        (Phase::TakeToken { section }, Action::TakeToken { value }) => game.take_token(section, value, data, log),
        (Phase::MarkCard { section, value }, Action::MarkCard { kind }) => {
            game.mark_card(section, value, kind, log);
            game.scan_from(section + 1, data, log);
        }
        (Phase::Act { step }, Action::Draw) => {
            let card = game.decks[seat].pop().expect("drawing needs a card");
            game.hands[seat].0[card.index()] += 1;
            log.push(Logged::public(Event::Drew { seat }));
            log.push(Logged::private(seat, Event::DrewCard { kind: card }));
            game.after_action(step, data, log);
        }
        (Phase::Act { step }, Action::Pass) => {
            log.push(Logged::public(Event::Passed { seat }));
            game.after_action(step, data, log);
        }
        (Phase::Act { step }, Action::Play { kind, count }) => {
            game.phase = Phase::ChooseSection { step, kind, count };
        }
        (Phase::ChooseSection { step, .. } | Phase::ChooseCover { step, .. }, Action::Back) => {
            game.phase = Phase::Act { step };
        }
        (Phase::ChooseSection { step, kind: CardKind::Dragon, .. }, Action::Section { section }) => {
            game.phase = Phase::ChooseCover { step, section };
        }
        (Phase::ChooseSection { step, kind, count }, Action::Section { section }) => {
            game.place(section, kind, count, None, log);
            game.after_placement(step, kind, data, log);
        }
        (Phase::ChooseCover { step, section }, Action::Append) => {
            game.place(section, CardKind::Dragon, 1, None, log);
            game.after_placement(step, CardKind::Dragon, data, log);
        }
        (Phase::ChooseCover { step, section }, Action::Cover { owner, kind }) => {
            game.place(section, CardKind::Dragon, 1, Some((owner, kind)), log);
            game.after_placement(step, CardKind::Dragon, data, log);
        }
        (phase, action) => unreachable!("{action:?} is not legal in {phase:?}"),
    }
}

impl GreatWall {
    /// Reveals two tokens for a section (in 2-player games an equal pair is
    /// discarded and replaced). False if the pool cannot fill it.
    pub(super) fn reveal_pair(&mut self, section: usize, log: &mut Log) -> bool {
        loop {
            if self.pool.len() < 2 {
                self.discarded_tokens.append(&mut self.pool);
                return false;
            }
            let pair = vec![self.pool.pop().unwrap(), self.pool.pop().unwrap()];
            if self.players == 2 && pair[0] == pair[1] {
                log.push(Logged::public(Event::PairDiscarded { section, value: pair[0] }));
                self.discarded_tokens.extend(pair);
                continue;
            }
            log.push(Logged::public(Event::TokensRevealed { section, values: pair.clone() }));
            self.sections[section].open = pair;
            return true;
        }
    }

    /// Step 1 of a turn: checks sections from `from` on, stopping at a choice.
    pub(super) fn scan_from(&mut self, from: usize, data: &Data, log: &mut Log) {
        let mut i = from;
        while i < self.sections.len() {
            if !wins_check(&self.sections[i], self.current, self.players, data) {
                i += 1;
                continue;
            }
            self.scored_this_turn = true;
            if self.sections[i].first.is_some() {
                self.win_second(i, log);
                if self.phase == Phase::Over {
                    return;
                }
                i += 1;
                continue;
            }
            let open = &self.sections[i].open;
            if open[0] != open[1] {
                self.phase = Phase::TakeToken { section: i };
                return;
            }
            let value = open[0];
            if !self.choose_card(i, value, log) {
                return;
            }
            i += 1;
        }
        self.begin_actions(data, log);
    }

    fn take_token(&mut self, section: usize, value: u8, data: &Data, log: &mut Log) {
        if self.choose_card(section, value, log) {
            self.scan_from(section + 1, data, log);
        }
    }

    /// Places the first token on the only kind of card it can go on, or asks.
    /// True if it was placed.
    fn choose_card(&mut self, section: usize, value: u8, log: &mut Log) -> bool {
        let kinds = own_visible_kinds(&self.sections[section], self.current);
        if let [kind] = kinds[..] {
            self.mark_card(section, value, kind, log);
            true
        } else {
            self.phase = Phase::MarkCard { section, value };
            false
        }
    }

    fn mark_card(&mut self, section: usize, value: u8, kind: CardKind, log: &mut Log) {
        let seat = self.current;
        let s = &mut self.sections[section];
        let slot = s.slots.iter().position(|sl| sl.top() == (seat, kind)).expect("the marked card is in the section");
        let at = s.open.iter().position(|&v| v == value).expect("the token is face up");
        s.open.remove(at);
        s.first = Some(FirstToken { owner: seat, value, slot });
        log.push(Logged::public(Event::FirstToken { seat, section, value, on: kind }));
    }

    /// The second token: both tokens go to their winners, the section's cards
    /// leave the game and a new pair is revealed. Without a pair, or once
    /// placing is over (nobody can place a card there again, so fresh tokens
    /// could never be won: see the module's rulings), the section closes; it
    /// keeps its place, so every other section keeps its number.
    fn win_second(&mut self, section: usize, log: &mut Log) {
        let seat = self.current;
        let s = &mut self.sections[section];
        let first = s.first.take().expect("the first token is on a card");
        let value = s.open.pop().expect("one token is left");
        for slot in s.slots.drain(..) {
            for (owner, _) in slot.stack {
                self.boxed_cards[owner] += 1;
            }
        }
        self.won[seat].push(value);
        self.won[first.owner].push(first.value);
        log.push(Logged::public(Event::SectionWon {
            seat,
            section,
            value,
            first_owner: first.owner,
            first_value: first.value,
        }));
        if !self.placing_over && self.reveal_pair(section, log) {
            return;
        }
        log.push(Logged::public(Event::SectionClosed { section }));
        if self.sections.iter().all(Section::is_closed) {
            self.end(log);
        }
    }

    fn begin_actions(&mut self, data: &Data, log: &mut Log) {
        if self.placing_over {
            self.end_turn(data, log);
        } else {
            self.phase = Phase::Act { step: 2 };
            self.skip_empty_action(data, log);
        }
    }

    fn skip_empty_action(&mut self, data: &Data, log: &mut Log) {
        if let Phase::Act { step } = self.phase {
            if act_options(self).is_empty() {
                self.after_action(step, data, log);
            }
        }
    }

    fn place(&mut self, section: usize, kind: CardKind, count: u8, cover: Option<(Seat, CardKind)>, log: &mut Log) {
        let seat = self.current;
        self.hands[seat].0[kind.index()] -= count;
        let s = &mut self.sections[section];
        match cover {
            Some((owner, covered)) => {
                let protected = s.first.map(|f| f.slot);
                let slot = s
                    .slots
                    .iter()
                    .enumerate()
                    .position(|(i, sl)| Some(i) != protected && sl.top() == (owner, covered))
                    .expect("the covered card is in the section");
                s.slots[slot].stack.push((seat, kind));
                log.push(Logged::public(Event::Covered { seat, section, owner, kind: covered }));
            }
            None => {
                for _ in 0..count {
                    s.slots.push(Slot { stack: vec![(seat, kind)] });
                }
                log.push(Logged::public(Event::Placed { seat, kind, count, section }));
            }
        }
        if self.ran_out.is_none() && self.hands[seat].total() == 0 && self.decks[seat].is_empty() {
            self.ran_out = Some(seat);
            log.push(Logged::public(Event::FinalRound { seat }));
        }
    }

    fn after_placement(&mut self, step: u8, kind: CardKind, data: &Data, log: &mut Log) {
        if kind == CardKind::Horseman {
            self.phase = Phase::Act { step };
            self.skip_empty_action(data, log);
        } else {
            self.after_action(step, data, log);
        }
    }

    fn after_action(&mut self, step: u8, data: &Data, log: &mut Log) {
        if step == 2 {
            self.phase = Phase::Act { step: 3 };
            self.skip_empty_action(data, log);
        } else {
            self.end_turn(data, log);
        }
    }

    fn end_turn(&mut self, data: &Data, log: &mut Log) {
        if self.placing_over {
            self.quiet_turns = if self.scored_this_turn { 0 } else { self.quiet_turns + 1 };
            if self.quiet_turns >= self.players {
                // A full round without scoring: only tied sections remain.
                self.end(log);
                return;
            }
        }
        self.scored_this_turn = false;
        self.current = self.current.next(self.players);
        self.turn += 1;
        if !self.placing_over && self.ran_out == Some(self.current) {
            self.placing_over = true;
            log.push(Logged::public(Event::PlacingOver));
        }
        self.scan_from(0, data, log);
    }

    fn end(&mut self, log: &mut Log) {
        self.phase = Phase::Over;
        log.push(Logged::public(Event::GameOver { scores: self.scores() }));
    }
}
