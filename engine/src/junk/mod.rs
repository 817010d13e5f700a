//! Dschunke / Junk (Schacht, Queen Games 2002), 3-4 players.
//!
//! - [`data`]: junks, merchants, assistant track, market and special cards
//!   (largely reconstructions).
//! - [`hold`]: strips and visible crates.
//! - [`rules`]: set-up and phases 1-3 (market and events, actions, supply).
//! - [`sale`]: phase 4 (sealed bids), phases 5-6 and the end.
//! - [`view`]: what the channel and each seat see.
//! - [`words`]: labels and events as messages, worded by
//!   `data/junk/{en,it}.ftl` (Italian in the rulebook's own terms).
//!
//! Rulings (docs/components.md §0.2 and the designer FAQ where the rulebook is silent):
//! - Each merchant has one action: load 2 strips, sell for 1 yen per visible
//!   crate but at least 3 yen, draw 1 goods card per visible crate but at
//!   least 3 cards ("almeno 3", even with no crate there; the yields are in
//!   `data/junk/board.toml`). Assistants do their space's action on a junk
//!   without a merchant.
//! - A load (merchant, assistant or the load card) is not offered to a
//!   player with no strips left ("non può più caricarne altre"). A player
//!   whom no free worker can serve passes; when nothing else is left (no
//!   extra-action card to play) the pass is made for them.
//! - A strip goes into the first free place of the top layer, or starts a
//!   new layer crosswise: players do not choose the place.
//! - Opening hands, chosen: every pick is of one good of the pool of 18
//!   cards of that good, so a good can be picked only while the seats'
//!   picks of it together are below 18; the picks are bounded by the pool
//!   and no pile can be dealt below zero. Some good is always left, as the
//!   picks (at most 4 x 8 = 32) are fewer than the 72 cards. A seat learns
//!   that a good ran out when it is no longer offered, as at the table.
//! - Opening hands, dealt: the set-up deals and opens round 1 before anyone
//!   moves; those events are kept for the log ([`Game::setup_events`]).
//! - The variant set-up places the three merchants face down on random
//!   junks (the rulebook's "tre navi qualsiasi"), not on junks anyone chooses.
//! - Phase-3 supply draws are mandatory: one card per supply card held.
//! - Drawn cards come from the junk's pile; from the grey junk, or once the
//!   pile is empty, the player picks a junk for each card; what no junk
//!   holds is lost.
//! - Offers are validated as they are made, so a mixed or already-sold offer
//!   cannot be submitted; a player may offer nothing.
//! - A colour that drew offers is covered even when a tie for S gave nothing.
//! - The exchange card swaps one card for one, up to twice, in phase 1
//!   before the event (so never in the phase 1 in which it was taken).
//! - Money is secret: each seat sees its own; everyone sees the amounts
//!   shown at the last Y event, and all of it at the end. How many cards
//!   the junks still hold is hidden in phases 3 and 4 (FAQ).
//! - Special cards drawn are hidden, except permanent ones, which are laid
//!   face up as the rulebook says.
//! - The end bonus is 4 yen per junk showing one of the player's crates,
//!   and 25 more on top of that for all five junks (so 45 for five).
//! - Ties at the end go to the most goods cards in hand; then shared.
//! - A step with one answer the public board alone shows is taken at once
//!   (`Game::forced`): a supply draw from the only junk with cards, the only
//!   pier, the only junk for an action, the only strip to move. A pier's
//!   contents and the hand are secret, so taking a pier's card, an exchange
//!   and the offers are always asked.
//!
//! House players play their searches' playouts out uniformly at random,
//! `hard` included: a merchant's sense (sell and draw where one's crates
//! show, load while rounds remain, play an extra-action card, offer the
//! good the market pays most for) made `hard` weaker, not stronger.
//! Against three `normal` seats, full budgets, the same 100 games
//! (`tavola arena --game junk --players 4 --seats
//! hard,normal,normal,normal --games 100`): 0.37 with that sense, 0.485
//! uniform; at three seats 0.54 with it, 0.53 uniform. A guess at why:
//! the sense's merchants all chase the same dear goods and crowded junks,
//! so its playouts misjudge the lines where the other seats do not.

mod data;
mod determinize;
mod hold;
mod memory;
mod rules;
mod sale;
mod undo;
mod view;
mod words;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use data::Price;
pub(crate) use data::{DATA, DATA_FILES};
pub use hold::Hold;
pub use view::JunkView;

use crate::{BySeat, Game, GameRng, Logged, Msg, OptionSpec, Outcome, Seat, SetupError, Tiebreak, Turn, Viewer};

/// A junk, by its index in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Junk(pub u8);

/// A good (fish, rice, spice, vegetables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Good(pub u8);

/// A worker's action: load `n` strips, or sell / draw with a minimum of `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Work {
    Load(u8),
    Sell(u8),
    Draw(u8),
}

/// A special card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    ExtraSupply,
    TieBreaker,
    Exchange,
    LoadAny,
    DrawAny,
    MoveStrip,
    SellOn(Junk),
    Bonus8(Junk),
    Bonus12(Junk, Junk),
}

impl Special {
    /// Permanent cards lie face up once taken.
    pub fn is_permanent(self) -> bool {
        matches!(self, Special::ExtraSupply | Special::TieBreaker | Special::Exchange)
    }

    pub fn is_extra_action(self) -> bool {
        matches!(self, Special::LoadAny | Special::DrawAny | Special::MoveStrip | Special::SellOn(_))
    }
}

/// A merchant or an assistant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Worker {
    Merchant(u8),
    /// 0 = the 3/4 row, 1 = the 4-player row.
    Assistant(u8),
}

/// Why a seat is choosing a special card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PickReason {
    Event,
    Sale,
}

/// A seat's sealed offer in phase 4.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Offer {
    #[default]
    Open,
    Choosing(Good),
    Done(Option<(Good, u8)>),
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Set-up: every seat secretly picks its opening cards.
    OpeningPicks,
    /// Variant set-up: place a strip received from the right.
    PlaceStrip,
    /// Phase 1: an exchange card's holder swaps cards.
    Exchange {
        swaps: u8,
        giving: Option<Good>,
    },
    /// Choose a pier to look through (or 3 yen for a last-round sale).
    ChoosePier {
        reason: PickReason,
    },
    /// Take one card from the pier being looked through.
    Browse {
        pier: u8,
        reason: PickReason,
    },
    /// Phase 2: the current seat's turn.
    Act,
    /// Phase 2: the junk for an assistant's or a card's action.
    /// (An assistant's junk has no merchant; a card's may be any junk.)
    ChooseJunk {
        work: Work,
        card: Option<Special>,
    },
    /// Phase 2: moving a strip: from which junk, then to which.
    MoveFrom,
    MoveTo {
        from: Junk,
    },
    /// Cards being drawn one at a time; `home` serves them while it can.
    Draw {
        left: u8,
        home: Option<Junk>,
        supply: bool,
    },
    /// Phase 4: everyone offers in secret.
    Offers,
    Over,
}

/// A decision. Serialized forms and ids are stable.
#[derive(Clone, Copy, Debug, PartialEq, Hash, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    Pick { good: Good },
    PlaceStrip { junk: Junk },
    Give { good: Good },
    Take { junk: Junk },
    Done,
    ChoosePier { pier: u8 },
    TakeYen,
    TakeSpecial { card: Special },
    Use { worker: Worker },
    Play { card: Special },
    OnJunk { junk: Junk },
    MoveFrom { junk: Junk },
    MoveTo { junk: Junk },
    DrawFrom { junk: Junk },
    OfferGood { good: Good },
    OfferCount { count: u8 },
    NoOffer,
    Back,
}

/// What happened. Picks, offers and pier contents stay private until shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    OpeningPicked {
        seat: Seat,
    },
    Dealt,
    StripPlaced {
        seat: Seat,
        owner: Seat,
        junk: Junk,
    },
    /// Where each merchant stands, in `data`'s merchant order.
    MerchantsRevealed {
        #[serde(default)]
        merchants: Vec<Junk>,
    },
    RoundBegins {
        round: u8,
        market: [Price; 4],
    },
    Exchanged {
        seat: Seat,
        gave: Good,
        took: Junk,
    },
    /// An exchange card's holder ends phase 1 without swapping a card.
    ExchangeSkipped {
        seat: Seat,
    },
    SpecialTaken {
        seat: Seat,
        pier: u8,
    },
    SpecialCard {
        card: Special,
    },
    PermanentShown {
        seat: Seat,
        card: Special,
    },
    YenInstead {
        seat: Seat,
        yen: i32,
    },
    MoneyShown {
        money: Vec<i32>,
    },
    Loaded {
        seat: Seat,
        junk: Junk,
        strips: u8,
    },
    Sold {
        seat: Seat,
        junk: Junk,
        yen: i32,
    },
    /// `count` cards of `good` from `junk`'s pile (several when drawn
    /// without a choice).
    Drew {
        seat: Seat,
        junk: Junk,
        good: Good,
        #[serde(default = "one")]
        count: u8,
    },
    /// A draw with no minimum on a junk showing none of the seat's crates.
    DrewNothing {
        seat: Seat,
        junk: Junk,
    },
    Lost {
        seat: Seat,
        count: u8,
    },
    Moved {
        seat: Seat,
        from: Junk,
        to: Junk,
    },
    /// No worker could do anything for the seat (say, only loads and no
    /// strips left): it passes its action.
    Passed {
        seat: Seat,
    },
    CardPlayed {
        seat: Seat,
        card: Special,
    },
    OfferReady {
        seat: Seat,
    },
    Offers {
        offers: Vec<Option<(Good, u8)>>,
    },
    /// `special`: the market pays a special card for this good (won only alone).
    SaleWon {
        good: Good,
        winners: Vec<Seat>,
        yen: i32,
        #[serde(default)]
        special: bool,
    },
    Round {
        start: Seat,
    },
    FinalScores {
        money: Vec<i32>,
        bonus: Vec<i32>,
    },
    GameOver {
        scores: Vec<i32>,
    },
}

/// Events logged before `Drew` had a count drew one card.
fn one() -> u8 {
    1
}

/// Set-up options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// The variant set-up: merchants placed face down, strips passed left.
    pub variant_setup: bool,
    /// `chosen` (Italian rule: secret picks, pooled and dealt) or `dealt`
    /// (German and English rule: equal numbers of each good, dealt).
    pub opening_hands: String,
}

impl Default for Options {
    fn default() -> Self {
        Options { variant_setup: false, opening_hands: "chosen".into() }
    }
}

/// A game of Dschunke.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct JunkGame {
    players: usize,
    rng: GameRng,
    options: Options,
    holds: Vec<Hold>,
    /// Goods cards on each junk's pile.
    stock: Vec<u8>,
    hands: BySeat<[u8; 4]>,
    money: BySeat<i32>,
    shown_money: Option<Vec<i32>>,
    strips_left: BySeat<u8>,
    specials: BySeat<Vec<Special>>,
    spent_specials: u8,
    piers: [Vec<Special>; 4],
    piers_taken: [bool; 4],
    market_deck: Vec<u8>,
    market: Option<u8>,
    covered: [bool; 4],
    merchants: [Junk; 3],
    merchants_hidden: bool,
    used: Vec<Worker>,
    round: u8,
    start: Seat,
    current: Seat,
    phase: Phase,
    acted: bool,
    extra_used: bool,
    /// Seats still to take their turn in the current sequence (picks, exchanges, supply).
    queue: Vec<Seat>,
    offers: BySeat<Offer>,
    opening: BySeat<[u8; 4]>,
    /// Variant set-up: strips each seat still has to place (of the right neighbour's colour).
    to_place: BySeat<u8>,
    offered_this_round: bool,
    /// What the set-up itself did (dealt hands and round 1's market), for
    /// the log's first lines; see [`Game::setup_events`].
    #[serde(default)]
    setup_log: Vec<Logged<Event>>,
    /// What each seat saw of the piers and everyone saw arrive in hands,
    /// for determinizations ([`memory`]).
    #[serde(default)]
    memory: memory::Memory,
}

impl Game for JunkGame {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = JunkView;

    const ID: &'static str = "junk";
    const NAME: &'static str = "Dschunke (Junk)";
    const MIN_PLAYERS: usize = 3;
    const MAX_PLAYERS: usize = 4;

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "variant_setup",
                kind: "bool",
                default: false.into(),
                choices: Vec::new(),
                help: "Merchants start face down on random junks; each player loads strips passed from the right.",
            },
            OptionSpec {
                name: "opening_hands",
                kind: "string",
                default: "chosen".into(),
                choices: vec!["chosen", "dealt"],
                help: "chosen: everyone secretly picks their opening cards, pooled and dealt (Italian rules); dealt: equal numbers of each good are dealt (German rules).",
            },
        ]
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::check_players(players)?;
        if !["chosen", "dealt"].contains(&options.opening_hands.as_str()) {
            return Err(SetupError::BadOptions {
                game: Self::ID,
                reason: format!("opening_hands must be `chosen` or `dealt`, not `{}`", options.opening_hands),
            });
        }
        Ok(rules::setup(players, options.clone(), seed, DATA.get()))
    }

    /// With dealt opening hands, the deal and round 1's market; empty with
    /// chosen hands, whose deal follows the last pick and is logged by it.
    fn setup_events(&self) -> Vec<Logged<Event>> {
        self.setup_log.clone()
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            Phase::OpeningPicks => Turn::Simultaneous(
                Seat::all(self.players).filter(|&s| self.opening[s].iter().sum::<u8>() < self.hand_size()).collect(),
            ),
            Phase::Offers => Turn::Simultaneous(
                Seat::all(self.players).filter(|&s| !matches!(self.offers[s], Offer::Done(_))).collect(),
            ),
            _ => Turn::Seat(self.current),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        rules::legal(self, seat, DATA.get())
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) -> Vec<Logged<Event>> {
        let mut log = Vec::new();
        rules::apply(self, seat, *action, DATA.get(), &mut log);
        log
    }

    /// Drawing from the only junk with cards left, the only pier to look
    /// through, the only junk for an action, the only strip to move: read
    /// from the public board (pile and pier sizes, merchants, strips), so
    /// taken at once. A pier's contents and the hand are secret: taking a
    /// card from a pier, an exchange and the offers are always asked.
    fn forced(&self) -> Option<(Seat, Action)> {
        if !matches!(
            self.phase,
            Phase::Draw { .. }
                | Phase::ChoosePier { .. }
                | Phase::ChooseJunk { .. }
                | Phase::MoveFrom
                | Phase::MoveTo { .. }
        ) {
            return None;
        }
        let Turn::Seat(seat) = self.to_act() else { return None };
        match rules::legal(self, seat, DATA.get()).as_slice() {
            [only] => Some((seat, *only)),
            _ => None,
        }
    }

    fn reversible(&self, seat: Seat, action: &Action) -> bool {
        undo::reversible(self, seat, action)
    }

    fn is_back(&self, action: &Action) -> bool {
        *action == Action::Back
    }

    fn action_id(&self, action: &Action) -> String {
        view::action_id(action, DATA.get())
    }

    fn action_msg(&self, seat: Seat, action: &Action) -> Msg {
        words::action(self, seat, action, DATA.get())
    }

    fn event_msg(&self, event: &Event) -> Msg {
        words::event(self, event, DATA.get())
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        determinize::determinize(self, seat, rng)
    }

    fn redraw_future(&self, rng: &mut GameRng) -> Self {
        determinize::redraw_future(self, rng)
    }

    fn view(&self, viewer: Viewer) -> JunkView {
        view::build(self, viewer, DATA.get())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let cards = self.hands.values().map(|h| h.iter().map(|&c| i32::from(c)).sum()).collect();
            Outcome::ranked(self.money.0.clone(), Some(Tiebreak { rule: "junk-tiebreak".into(), values: cards }))
        })
    }

    fn scores(&self) -> Vec<i32> {
        self.money.0.clone()
    }

    fn round(&self) -> u32 {
        u32::from(self.round)
    }
}

impl JunkGame {
    fn hand_size(&self) -> u8 {
        DATA.get().hand[self.players - 3]
    }
}
