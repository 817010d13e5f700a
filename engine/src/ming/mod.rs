//! Ming Dynastie (Watson, Hans im Glück 2007), 2-4 players.
//!
//! - [`data`]: the district map (a reconstruction), decks and tables.
//! - [`rules`]: set-up and phases 1-3 (members, cards, princes).
//! - [`scoring`]: phase 4 (majorities, cities, return cards, monasteries),
//!   phase 5 and the end.
//! - `playout`: the search's playout policy, a courtier's sense.
//! - [`view`]: what the channel and each seat see.
//! - [`words`]: labels and events as messages, worded by `data/ming/*.ftl`.
//!
//! Rulings where the rulebook is silent:
//! - Members returning from a city go back to the districts they came from,
//!   in district order (X1, X2, X3). The 2-player neutral's return when it
//!   keeps a lone majority is the start player's choice, member by member,
//!   among the districts its members came from (rulebook); asked only when
//!   there is a choice.
//! - Each player with members in a city plays at least one return card; the
//!   cards go back to their owner after each city (docs/components.md §0.2).
//! - A player who can take no card in phase 2 (no member on a province
//!   space with a card, no dragon left or no member to give up) stops with
//!   fewer than 5 cards.
//! - A prince may enter a district holding another prince only if the cards
//!   left let it move on to a free district.
//! - The city-majority tie-break counts members in the city's three
//!   districts, open spaces and monasteries alike.
//! - In the 4-player start-player choice, among tied players the one with
//!   more monastery members chooses (rulebook); if still tied, the one first
//!   in turn order.
//! - Movement cards in hand are secret; how many each holds is public.
//! - The start player of round 1 is seat 0 ("scegliere con un criterio a
//!   piacere"): the table's seating order decides.
//! - The 2-player neutral colour has 31 pieces: 18 on the board at the start,
//!   and members are placed before rounds 1, 3 and 5 only while pieces are
//!   left (those left in a city are removed from the game as a player's are).
//! - A 2-player neutral with fewer members in a city than a player (no
//!   majority of its own) sends none back: it keeps all of them there.
//! - In the 4-player start-player choice, the monastery tie-break also
//!   applies to the second-worst seat who chooses round 5's start player.
//! - A prince's path may loop: it may cross a district (its starting one
//!   included) more than once, paying each border, and may end where it began.
//! - Return cards are secret while a city waits for them, shown once in the
//!   city's scoring, then back in their owner's hand: no view shows them
//!   after the city has been scored.
//! - A step with one answer the public board alone shows is taken at once
//!   (`Game::forced`): bringing no members when none wait on the province
//!   space, the neutral's only district. Moving, staying and passing depend
//!   on the hand and are always asked, or the timing would tell the hand.

mod data;
mod determinize;
mod playout;
mod rules;
mod scoring;
mod undo;
mod view;
mod words;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub(crate) use data::{DATA, DATA_FILES};
pub use view::MingView;

/// The board's borders as the loaded data has them (an override in
/// `TAVOLA_DATA_DIR` included), each once: two district indices in board
/// order and the crossing symbol's id. For pictures.
pub fn borders() -> Vec<(usize, usize, &'static str)> {
    let d = DATA.get();
    let pairs = d.borders.iter().enumerate().flat_map(|(a, near)| near.iter().map(move |&(c, s)| (a, c, s)));
    pairs.filter(|&(a, c, _)| a < c.index()).map(|(a, c, s)| (a, c.index(), d.symbols[s.index()].as_str())).collect()
}

use crate::{BySeat, Game, GameRng, Logged, Msg, OptionSpec, Outcome, Seat, SetupError, Turn, Viewer};

/// One of the 18 districts, by its index in `data/ming/board.toml`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct District(pub u8);

impl District {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A crossing symbol (horse, boat, sedan chair).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Symbol(pub u8);

impl Symbol {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A family of members: a seat's colour, or the neutral colour (index =
/// number of players) in the 2-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Family(pub u8);

/// How a border crossing (or a stay) is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pay {
    Card(Symbol),
    Dragon,
}

/// Movement cards by symbol, and dragon cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub cards: [u8; 3],
    pub dragons: u8,
}

impl Hand {
    pub fn total(&self) -> u8 {
        self.cards.iter().sum::<u8>() + self.dragons
    }

    fn has(&self, pay: Pay) -> bool {
        match pay {
            Pay::Card(s) => self.cards[s.0 as usize] > 0,
            Pay::Dragon => self.dragons > 0,
        }
    }

    fn spend(&mut self, pay: Pay) {
        match pay {
            Pay::Card(s) => self.cards[s.0 as usize] -= 1,
            Pay::Dragon => self.dragons -= 1,
        }
    }
}

/// Members on one district.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DistrictState {
    /// Members in the open space, by family.
    pub open: [u8; 4],
    pub monastery: Option<Family>,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    PlacePrince,
    /// 2 players: neutral members still to place this time.
    PlaceNeutral {
        left: u8,
    },
    /// Phase 1.
    PlaceMembers,
    /// Phase 2.
    TakeCards,
    /// Phase 3: move, stay or pass.
    Act,
    /// Phase 3: the prince has moved into `at`; go on or stop.
    Moving {
        at: District,
    },
    /// Phase 3: staying, choose the card to discard.
    Stay,
    /// Phase 3: bring members into the prince's district.
    Bring,
    /// Phase 4.2: secret return cards for the city of `province`.
    Return {
        province: u8,
    },
    /// Phase 4.2, 2 players: the neutral keeps a lone majority in the city
    /// of `province`; the start player picks the district of origin of each
    /// of the `left` neutral members sent back. `before` and `back` are the
    /// city's members and returns by family, for the scoring that follows.
    NeutralReturn {
        province: u8,
        left: u8,
        before: Vec<u8>,
        back: Vec<u8>,
    },
    /// Phase 5, 4 players: `chooser` names the next start player.
    ChooseStart {
        chooser: Seat,
    },
    Over,
}

/// A decision. Serialized forms and ids are stable.
#[derive(Clone, Copy, Debug, PartialEq, Hash, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    PlacePrince {
        district: District,
    },
    PlaceNeutral {
        district: District,
    },
    PlaceMember {
        province: u8,
    },
    TakeCard {
        province: u8,
    },
    /// Take a dragon, giving up one member from this province space.
    TakeDragon {
        province: u8,
    },
    Step {
        to: District,
        pay: Pay,
    },
    Stop,
    Stay,
    Discard {
        pay: Pay,
    },
    Pass,
    Bring {
        count: u8,
        monastery: bool,
    },
    /// Return cards as a bit set of the seat's cards (bit i = card i).
    Return {
        cards: u8,
    },
    ChooseStart {
        seat: Seat,
    },
    /// 2 players: send one neutral member from the city back to `district`,
    /// where it came from.
    ReturnNeutral {
        district: District,
    },
}

/// What happened. Drawn cards and return-card choices are private until
/// the city's reveal; everything else a seat can see is said as it happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    PrincePlaced {
        seat: Seat,
        district: District,
    },
    NeutralPlaced {
        seat: Seat,
        district: District,
    },
    MemberPlaced {
        seat: Seat,
        province: u8,
    },
    /// `next`: the card turned up in its place (none when the decks are out).
    TookCard {
        seat: Seat,
        province: u8,
        symbol: Symbol,
        next: Option<Symbol>,
    },
    TookDragon {
        seat: Seat,
        province: u8,
    },
    /// One border crossed, and how it was paid.
    Stepped {
        seat: Seat,
        to: District,
        pay: Pay,
    },
    /// The move ends: the districts entered, in order.
    Moved {
        seat: Seat,
        path: Vec<District>,
    },
    Stayed {
        seat: Seat,
        district: District,
        pay: Pay,
    },
    /// `displaced`: the seat whose monastery member went to the open space.
    Brought {
        seat: Seat,
        district: District,
        count: u8,
        monastery: bool,
        displaced: Option<Seat>,
    },
    Passed {
        seat: Seat,
    },
    /// `tiles`: province tiles taken for them (fewer when the supply is out).
    ToCity {
        family: Family,
        district: District,
        count: u8,
        tiles: u8,
    },
    FullSet {
        seat: Seat,
        points: i32,
    },
    ReturnChosen {
        seat: Seat,
    },
    /// A seat's return cards, revealed: their values and the members sent back.
    ReturnsShown {
        province: u8,
        seat: Seat,
        cards: Vec<u8>,
        back: u8,
    },
    /// 2 players: how many neutral members stay in the city and go back.
    NeutralKept {
        province: u8,
        kept: u8,
        back: u8,
    },
    /// A city scored: points by seat, and who won its majority bonus
    /// (nobody when the neutral holds it).
    CityScored {
        province: u8,
        points: Vec<i32>,
        majority: Vec<Seat>,
        neutral_majority: bool,
    },
    Monasteries {
        points: Vec<i32>,
    },
    FinalTiles {
        points: Vec<i32>,
    },
    StartPlayer {
        seat: Seat,
    },
    NeutralReturned {
        seat: Seat,
        district: District,
    },
    RoundBegins {
        round: u8,
    },
    GameOver {
        scores: Vec<i32>,
    },
}

/// Ming has no options: the 2-player neutral and the 4-player rule follow
/// from the player count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// A game of Ming Dynastie.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Ming {
    players: usize,
    rng: GameRng,
    deck: Vec<Symbol>,
    discards: Vec<Symbol>,
    face_up: [Option<Symbol>; 6],
    dragons: u8,
    hands: BySeat<Hand>,
    reserve: BySeat<u8>,
    /// Members on the province spaces, by province then seat.
    spaces: [[u8; 4]; 6],
    districts: Vec<DistrictState>,
    princes: BySeat<Option<District>>,
    /// Members in each city by family and district of origin (0-2 in the province).
    cities: [[[u8; 3]; 4]; 6],
    tiles: BySeat<[u8; 6]>,
    tile_supply: [u8; 6],
    scores: BySeat<i32>,
    round: u8,
    start: Seat,
    current: Seat,
    phase: Phase,
    /// Members still to place in phase 1.
    to_place: BySeat<u8>,
    passed: BySeat<bool>,
    /// The move in progress: districts entered, for the log.
    path: Vec<District>,
    /// Return cards chosen for the current city, hidden until all are in.
    returns: BySeat<Option<u8>>,
    /// Removed from the game: members given up for dragons or left in cities.
    removed: BySeat<u32>,
    neutral_left: u8,
}

impl Game for Ming {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = MingView;

    const ID: &'static str = "ming";
    const NAME: &'static str = "Ming Dynastie";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 4;

    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    fn new(players: usize, _options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::check_players(players)?;
        Ok(rules::setup(players, seed, DATA.get()))
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            Phase::Return { .. } => {
                Turn::Simultaneous(Seat::all(self.players).filter(|&s| self.owes_return(s)).collect())
            }
            Phase::ChooseStart { chooser } => Turn::Seat(chooser),
            Phase::NeutralReturn { .. } => Turn::Seat(self.start),
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

    /// Bringing members when none wait on the province space (or the
    /// district's monastery is the seat's own), the neutral's only district,
    /// the only district a neutral member can return from: read from the
    /// public board, so taken at once. Moving, staying and passing depend on
    /// the hand, and are always asked.
    fn forced(&self) -> Option<(Seat, Action)> {
        if !matches!(self.phase, Phase::Bring | Phase::PlaceNeutral { .. } | Phase::NeutralReturn { .. }) {
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

    fn action_id(&self, action: &Action) -> String {
        let d = DATA.get();
        let pay = |p: Pay| match p {
            Pay::Card(s) => d.symbols[s.0 as usize].clone(),
            Pay::Dragon => "dragon".into(),
        };
        match *action {
            Action::PlacePrince { district } => format!("prince-{}", d.districts[district.index()].to_lowercase()),
            Action::PlaceNeutral { district } => format!("neutral-{}", d.districts[district.index()].to_lowercase()),
            Action::PlaceMember { province } => format!("member-{}", d.provinces[province as usize]),
            Action::TakeCard { province } => format!("card-{}", d.provinces[province as usize]),
            Action::TakeDragon { province } => format!("dragon-{}", d.provinces[province as usize]),
            Action::Step { to, pay: p } => format!("step-{}-{}", d.districts[to.index()].to_lowercase(), pay(p)),
            Action::Stop => "stop".into(),
            Action::Stay => "stay".into(),
            Action::Discard { pay: p } => format!("discard-{}", pay(p)),
            Action::Pass => "pass".into(),
            Action::Bring { count, monastery } => format!("bring-{count}{}", if monastery { "-monastery" } else { "" }),
            Action::Return { cards } => {
                let values: Vec<String> = words::return_values(cards, d).iter().map(u8::to_string).collect();
                format!("return-{}", values.join("-"))
            }
            Action::ChooseStart { seat } => format!("start-{}", seat.0 + 1),
            Action::ReturnNeutral { district } => {
                format!("neutral-back-{}", d.districts[district.index()].to_lowercase())
            }
        }
    }

    fn action_msg(&self, seat: Seat, action: &Action) -> Msg {
        words::action_msg(self, seat, action, DATA.get())
    }

    fn event_msg(&self, event: &Event) -> Msg {
        words::event_msg(self, event, DATA.get())
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        determinize::determinize(self, seat, rng)
    }

    fn redraw_future(&self, rng: &mut GameRng) -> Self {
        determinize::redraw_future(self, rng)
    }

    fn view(&self, viewer: Viewer) -> MingView {
        view::build(self, viewer, DATA.get())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::ranked(self.scores.0.clone(), None))
    }

    fn playout_weight(&self, seat: Seat, action: &Action) -> u32 {
        playout::weight(self, seat, action)
    }

    const PLAYOUT_SENSE: bool = true;

    fn scores(&self) -> Vec<i32> {
        self.scores.0.clone()
    }

    fn round(&self) -> u32 {
        u32::from(self.round)
    }
}

impl Ming {
    /// The neutral family of the 2-player game.
    fn neutral(&self) -> Option<Family> {
        (self.players == 2).then_some(Family(2))
    }

    fn families(&self) -> usize {
        self.players + usize::from(self.players == 2)
    }

    /// Whether `seat` still owes return cards for the current city.
    fn owes_return(&self, seat: Seat) -> bool {
        let Phase::Return { province } = self.phase else { return false };
        self.returns[seat].is_none() && self.cities[province as usize][seat.index()].iter().sum::<u8>() > 0
    }
}
