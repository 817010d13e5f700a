//! Set-up, where tokens may go, influence, action tiles and the turn's flow.

use rand::seq::SliceRandom;

use super::data::Data;
use super::{Action, ActionTile, Attila, EndReason, Event, Phase, Province, Tribe, Tribes};
use crate::{seeded_rng, BySeat, Logged, Seat};

pub(super) type Log = Vec<Logged<Event>>;

pub(super) fn setup(players: usize, seed: u64, data: &Data) -> Attila {
    let mut rng = seeded_rng(seed);
    let mut deck: Vec<Tribe> =
        Tribe::ALL.iter().flat_map(|&t| std::iter::repeat_n(t, usize::from(data.cards_per_tribe))).collect();
    deck.shuffle(&mut rng);
    let mut hands = BySeat::filled(players, Tribes::default());
    for seat in Seat::all(players) {
        for _ in 0..data.hand {
            let card = deck.pop().expect("the deck deals every hand");
            hands[seat].0[card.index()] += 1;
        }
    }
    let provinces = data.ids.len();
    Attila {
        players,
        rng,
        deck,
        discard: Tribes::default(),
        hands,
        board: vec![Tribes::default(); provinces],
        pacified: vec![None; provinces],
        supply: Tribes([data.tokens_per_tribe; Tribe::COUNT]),
        peace: data.peace_tiles,
        influence: BySeat::filled(players, [0; Tribe::COUNT]),
        scores: BySeat::filled(players, 0),
        tiles: BySeat::filled(players, [true; 3]),
        current: Seat(0),
        phase: Phase::PlayCard,
        cards_left: cards_per_turn(players),
        tile_used: false,
        pending: Vec::new(),
        committed: BySeat::filled(players, None),
        ending: None,
        scoring_due: None,
        idle_turns: 0,
        last_token: None,
        turn: 1,
    }
}

/// Cards a turn plays: two in the 2-player game.
fn cards_per_turn(players: usize) -> u8 {
    if players == 2 {
        2
    } else {
        1
    }
}

/// The century in progress (0 = 4th ... 3 = 7th): the first with a peace tile.
pub(super) fn century(game: &Attila) -> Option<usize> {
    game.peace.iter().position(|&t| t > 0)
}

/// Influence spaces gained by a placement now.
pub(super) fn century_gain(game: &Attila, data: &Data) -> u8 {
    data.influence_gain[century(game).unwrap_or(3)]
}

/// The provinces a token of `tribe` may go to, as a bit set: a starting
/// province, one holding the tribe or one bordering it; never a closed or
/// full province.
pub(super) fn allowed(game: &Attila, tribe: Tribe, data: &Data) -> u32 {
    if game.supply.get(tribe) == 0 {
        return 0;
    }
    let mut held = 0u32;
    let mut reach = 0u32;
    let mut blocked = 0u32;
    for (p, tokens) in game.board.iter().enumerate() {
        if tokens.get(tribe) > 0 {
            held |= 1 << p;
            reach |= data.neighbours[p];
        }
        if game.pacified[p].is_some() || tokens.total() > data.capacity {
            blocked |= 1 << p;
        }
    }
    (data.start_mask | held | reach) & !blocked
}

fn placeable(game: &Attila, tribe: Tribe, data: &Data) -> bool {
    allowed(game, tribe, data) != 0
}

/// The tiles of a player who can place nothing: the double turn only
/// follows the turn's played cards, so it is never theirs to use.
const IDLE_TILES: [ActionTile; 2] = [ActionTile::Exchange, ActionTile::Influence2];

/// Whether `seat` holds a card whose token may go somewhere now.
fn can_place(game: &Attila, seat: Seat, data: &Data) -> bool {
    game.hands[seat].present().any(|t| placeable(game, t, data))
}

/// Whether `seat` still holds a tile it could use without placing a token.
fn holds_idle_tile(game: &Attila, seat: Seat) -> bool {
    IDLE_TILES.iter().any(|t| game.tiles[seat][t.index()])
}

/// A whole round has passed in which nobody placed a token or used a tile.
/// Every hand has been refilled since (an idle turn starts no conflict, so
/// nobody commits cards), which is why the round, and not one turn, is the
/// yardstick of the blocked ending.
fn idle_round(game: &Attila) -> bool {
    game.idle_turns >= game.players
}

/// The blocked ending (a ruling, see the module docs): an idle round, and
/// after its draws no seat holds a card it could place or a tile it could
/// use. A refill may have brought a placeable card (issue 28): then the
/// game is not stuck.
fn blocked(game: &Attila, data: &Data) -> bool {
    idle_round(game) && Seat::all(game.players).all(|s| !can_place(game, s, data) && !holds_idle_tile(game, s))
}

/// A player who can place nothing may end the turn, unless a whole round
/// has passed idly and they hold a tile: the game would otherwise wait for
/// ever on players who keep their tiles back, and it may only end once no
/// tile is left to use. The exchange may discard no card, so the rule asks
/// for a tile, not for cards.
fn may_end_idle_turn(game: &Attila) -> bool {
    !idle_round(game) || tile_options(game, &IDLE_TILES).next().is_none()
}

pub(super) fn tile_options(game: &Attila, tiles: &[ActionTile]) -> impl Iterator<Item = Action> {
    let free = !game.tile_used;
    let have = game.tiles[game.current];
    tiles
        .iter()
        .filter(move |t| free && have[t.index()])
        .map(|&tile| Action::Use { tile })
        .collect::<Vec<_>>()
        .into_iter()
}

pub(super) fn legal(game: &Attila, data: &Data) -> Vec<Action> {
    let hand = game.hands[game.current];
    match game.phase {
        Phase::Over => Vec::new(),
        Phase::PlayCard => {
            let mut v: Vec<Action> =
                hand.present().filter(|&t| placeable(game, t, data)).map(|tribe| Action::Play { tribe }).collect();
            if v.is_empty() && may_end_idle_turn(game) {
                v.push(Action::EndTurn);
            }
            v.extend(tile_options(game, &IDLE_TILES));
            v
        }
        Phase::PlaceToken { tribe, .. } => {
            let allowed = allowed(game, tribe, data);
            data.provinces()
                .filter(|p| allowed & (1 << p.index()) != 0)
                .map(|province| Action::Place { province })
                .collect()
        }
        Phase::Gain { tribe } => {
            let mut v = vec![Action::GainInfluence];
            if placeable(game, tribe, data) {
                v.push(Action::SecondToken);
            }
            v
        }
        Phase::Commit { seat } => super::conflict::commit_options(game, seat),
        Phase::Finish => {
            let mut v: Vec<Action> = tile_options(game, &ActionTile::ALL).collect();
            v.push(Action::EndTurn);
            v
        }
        Phase::Exchange { chosen } => {
            let mut v: Vec<Action> = Tribe::ALL
                .iter()
                .filter(|&&t| hand.get(t) > chosen.get(t))
                .map(|&tribe| Action::Discard { tribe })
                .collect();
            v.push(Action::DoneDiscarding);
            v
        }
        Phase::Influence2 { .. } => Tribe::ALL.iter().map(|&tribe| Action::Boost { tribe }).collect(),
    }
}

pub(super) fn apply(game: &mut Attila, action: Action, data: &Data, log: &mut Log) {
    let seat = game.current;
    match (game.phase.clone(), action) {
        (Phase::PlayCard, Action::Play { tribe }) => {
            game.hands[seat].0[tribe.index()] -= 1;
            game.discard.0[tribe.index()] += 1;
            game.cards_left -= 1;
            game.phase = Phase::PlaceToken { tribe, second: false };
        }
        (Phase::PlaceToken { tribe, second }, Action::Place { province }) => {
            game.place(tribe, province, second, data, log);
            if second {
                game.after_placements(data, log);
            } else {
                game.phase = Phase::Gain { tribe };
            }
        }
        (Phase::Gain { tribe }, Action::GainInfluence) => {
            let gain = century_gain(game, data);
            game.raise(seat, tribe, gain, data, log);
            game.after_placements(data, log);
        }
        (Phase::Gain { tribe }, Action::SecondToken) => game.phase = Phase::PlaceToken { tribe, second: true },
        (Phase::Commit { seat }, a @ (Action::Commit { .. } | Action::DoneCommitting)) => {
            game.commit(seat, a, data, log)
        }
        (_, Action::Use { tile }) => {
            game.tiles[seat][tile.index()] = false;
            game.tile_used = true;
            log.push(Logged::public(Event::TileUsed { seat, tile }));
            game.phase = match tile {
                ActionTile::DoubleTurn => {
                    game.cards_left += 1;
                    Phase::PlayCard
                }
                ActionTile::Exchange => Phase::Exchange { chosen: Tribes::default() },
                ActionTile::Influence2 => Phase::Influence2 { first: None },
            };
        }
        (Phase::Exchange { mut chosen }, Action::Discard { tribe }) => {
            chosen.0[tribe.index()] += 1;
            game.phase = Phase::Exchange { chosen };
        }
        (Phase::Exchange { chosen }, Action::DoneDiscarding) => {
            for t in Tribe::ALL {
                game.hands[seat].0[t.index()] -= chosen.get(t);
                game.discard.0[t.index()] += chosen.get(t);
            }
            log.push(Logged::public(Event::Exchanged { seat, count: chosen.total() }));
            if chosen.total() > 0 {
                game.draw(seat, chosen.total(), log);
            }
            game.resume();
        }
        (Phase::Influence2 { first: None }, Action::Boost { tribe }) => {
            game.phase = Phase::Influence2 { first: Some(tribe) }
        }
        (Phase::Influence2 { first: Some(first) }, Action::Boost { tribe }) => {
            if first == tribe {
                game.raise(seat, tribe, 2, data, log);
            } else {
                game.raise(seat, first, 1, data, log);
                game.raise(seat, tribe, 1, data, log);
            }
            game.resume();
        }
        (Phase::PlayCard | Phase::Finish, Action::EndTurn) => game.end_turn(data, log),
        (phase, action) => unreachable!("{action:?} is not legal in {phase:?}"),
    }
    game.settle(data, log);
}

impl Attila {
    /// A token from the supply. A tribe's last token ends the game at once
    /// unless it starts a conflict, which may remove it (§8): then the end
    /// waits for the card to be resolved.
    fn place(&mut self, tribe: Tribe, province: Province, second: bool, data: &Data, log: &mut Log) {
        let p = province.index();
        self.board[p].0[tribe.index()] += 1;
        self.supply.0[tribe.index()] -= 1;
        log.push(Logged::public(Event::Placed { seat: self.current, tribe, province, second }));
        let conflict = self.board[p].total() > data.capacity;
        if conflict {
            self.pending.push(province);
        }
        if self.supply.get(tribe) == 0 {
            self.last_token = Some((tribe, province));
            if !conflict {
                self.begin_end(EndReason::LastToken(tribe), log);
            }
        }
    }

    /// Moves a marker; one reaching the last space stops there and ends the game.
    fn raise(&mut self, seat: Seat, tribe: Tribe, gain: u8, data: &Data, log: &mut Log) {
        let marker = &mut self.influence[seat][tribe.index()];
        *marker = marker.saturating_add(gain).min(data.track);
        let to = *marker;
        log.push(Logged::public(Event::Influence { seat, tribe, gain, to }));
        if to == data.track {
            self.begin_end(EndReason::TrackEnd(tribe), log);
        }
    }

    pub(super) fn begin_end(&mut self, reason: EndReason, log: &mut Log) {
        if self.ending.is_none() {
            self.ending = Some(reason);
            log.push(Logged::public(Event::Ending { reason }));
        }
    }

    /// Step 3 and 4 of a card: conflicts in order, then any scoring.
    pub(super) fn after_placements(&mut self, data: &Data, log: &mut Log) {
        match self.pending.first() {
            Some(&province) => self.open_conflict(province, log),
            None => self.card_resolved(data, log),
        }
    }

    pub(super) fn card_resolved(&mut self, data: &Data, log: &mut Log) {
        if let Some(century) = self.scoring_due.take() {
            let awards = super::conflict::score_tribes(self, data);
            log.push(Logged::public(Event::Scoring { century: Some(century), awards }));
        }
        if let Some(tribe) = self.last_token_stays() {
            self.begin_end(EndReason::LastToken(tribe), log);
        }
        self.resume();
    }

    /// The tribe whose last token this card placed, unless the conflict in
    /// its province removed the tribe (§8). An earlier conflict of the same
    /// card may refill the supply: the token still ends the game (§6). An
    /// empty supply counts too, for a game saved before the token was noted.
    fn last_token_stays(&mut self) -> Option<Tribe> {
        let noted = self.last_token.take();
        let stays = noted.filter(|&(tribe, province)| self.board[province.index()].get(tribe) > 0);
        stays.map(|(tribe, _)| tribe).or_else(|| Tribe::ALL.into_iter().find(|&t| self.supply.get(t) == 0))
    }

    /// Back to the turn after a card or a tile: the player's own conflict
    /// (a tile used before committing), more cards, or the finish.
    fn resume(&mut self) {
        self.phase = if self.committed[self.current].is_some() {
            Phase::Commit { seat: self.current }
        } else if self.cards_left > 0 {
            Phase::PlayCard
        } else {
            Phase::Finish
        };
    }

    /// Draws up to `count` cards, shuffling the discards when the deck runs out.
    fn draw(&mut self, seat: Seat, count: u8, log: &mut Log) {
        let mut drawn = Tribes::default();
        for _ in 0..count {
            if self.deck.is_empty() {
                self.deck =
                    Tribe::ALL.iter().flat_map(|&t| std::iter::repeat_n(t, usize::from(self.discard.get(t)))).collect();
                self.discard = Tribes::default();
                self.deck.shuffle(&mut self.rng);
            }
            let Some(card) = self.deck.pop() else { break };
            drawn.0[card.index()] += 1;
            self.hands[seat].0[card.index()] += 1;
        }
        log.push(Logged::public(Event::Drew { seat, count: drawn.total() }));
        if drawn.total() > 0 {
            log.push(Logged::private(seat, Event::DrewCards { cards: drawn }));
        }
    }

    fn end_turn(&mut self, data: &Data, log: &mut Log) {
        let seat = self.current;
        let played = self.cards_left < cards_per_turn(self.players) || self.tile_used;
        self.idle_turns = if played { 0 } else { self.idle_turns + 1 };
        let missing = data.hand.saturating_sub(self.hands[seat].total());
        self.draw(seat, missing, log);
        if blocked(self, data) {
            self.begin_end(EndReason::Blocked, log);
        }
        if self.ending.is_some() {
            let awards = super::conflict::score_tribes(self, data);
            log.push(Logged::public(Event::Scoring { century: None, awards }));
            self.phase = Phase::Over;
            log.push(Logged::public(Event::GameOver { scores: self.scores.0.clone() }));
            return;
        }
        self.current = seat.next(self.players);
        self.cards_left = cards_per_turn(self.players);
        self.tile_used = false;
        self.turn += 1;
        self.phase = Phase::PlayCard;
    }

    /// Takes decisions that have only one possible answer and reveal nothing.
    fn settle(&mut self, data: &Data, log: &mut Log) {
        loop {
            let forced = match legal(self, data)[..] {
                [Action::EndTurn] => Action::EndTurn,
                [Action::GainInfluence] => Action::GainInfluence,
                _ => return,
            };
            apply_forced(self, forced, data, log);
        }
    }
}

fn apply_forced(game: &mut Attila, action: Action, data: &Data, log: &mut Log) {
    match action {
        Action::EndTurn => game.end_turn(data, log),
        _ => {
            let Phase::Gain { tribe } = game.phase else { unreachable!("only a gain is forced") };
            let gain = century_gain(game, data);
            game.raise(game.current, tribe, gain, data, log);
            game.after_placements(data, log);
        }
    }
}
