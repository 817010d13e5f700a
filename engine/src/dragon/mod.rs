//! In the Year of the Dragon (Feld), 2-5 players: the base game.
//!
//! - [`data`]: person tiles and rule numbers.
//! - [`rules`]: set-up, the draft, actions, persons, the flow of a month.
//! - [`events`]: events, releases, decay and scoring.
//! - `playout`: the search's playout policy, a governor's sense.
//! - [`view`]: what the channel and each seat see, and the action ids.
//! - [`words`]: labels and events as messages, worded by
//!   `data/year-of-the-dragon/<lang>.ftl`.
//!
//! Rulings (docs/components.md §1.6 and the rulebook; the BGA implementation
//! Fnordistan/ityotd where the rulebook is silent, via docs/components.md):
//! - A typed person card takes a young or an old tile of its type, as the
//!   player chooses; the "?" card takes any tile on the board.
//! - A declined new tile leaves the game (Italian 2017 rule).
//! - Equal Dragon Festival counts share a place; second place is the next
//!   distinct count; no fireworks never score (BGA).
//! - If the last two shuffled events are equal, the last one is moved to the
//!   first place where it has no equal neighbour (BGA swaps 10 and 11).
//! - Track lengths are not capped (none is printed in any source).
//! - Money is public (the rulebook has it lie beside the palaces).
//! - Great Wall: a player picks which of their own wall tiles to build (the
//!   reward is printed on its back); the wall is checked after a Mongol
//!   invasion's releases and again at the end of month 12, before decay
//!   (BGA order); with no tile left to build, the wall card cannot be taken.
//!   When month 12 is itself an invasion the wall is checked twice, and
//!   each check is made and logged even when the one before it scored or
//!   found nobody left to release.
//! - Words: palaces and action groups are numbered from 1 as they lie now
//!   (a palace that decays away renumbers those to its right, as on the
//!   table); every release names its cause; tribute, drought and contagion
//!   log what each player paid or owes, and a bought privilege, each floor
//!   built and a super event's effect are logged in words.
//! - Counts never wrap: the piles' sizes in `data/` must cover the tiles
//!   that 2 players remove (set-up refuses smaller ones), the year has at
//!   most one month per event tile, and releases owed are counted before
//!   they are capped at the persons a player has.
//! - Super Events (resolved after month 7's event, its releases and the
//!   wall check, before decay and scoring): every choice is the player's
//!   (floors lost in an Earthquake, goods returned in a Flood, cards
//!   discarded in a Tornado, the Sunrise person, the Charter type). A
//!   Charter on healers gives nothing; on monks it scores Buddhas x floors
//!   (BGA). The Solar Eclipse repeats month 7's event with its releases and,
//!   when that event is a Mongol invasion, with its Great Wall check.
//! - A step with one possible answer that the public board alone shows
//!   (the only palace with room for a new person, the only person a famine
//!   can take, a new palace when every palace is at its height, the small
//!   privilege when the large is out of reach) is taken at once, in the
//!   same move as the step before it; a choice among hand cards is always
//!   asked, or its timing would tell the others the hand.

mod data;
mod determinize;
mod events;
mod playout;
mod rules;
mod super_events;
mod undo;
mod view;
mod words;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub(crate) use data::{DATA, DATA_FILES};
pub use super_events::{Goods, SuperEvent};
pub use view::DragonView;

use crate::{BySeat, Game, GameRng, Logged, Msg, OptionSpec, Outcome, Seat, SetupError, Tiebreak, Turn, Viewer};

/// A person type. Ids are persisted: never reorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Person {
    Craftsman,
    CourtLady,
    TaxCollector,
    Pyrotechnist,
    Warrior,
    Monk,
    Healer,
    Farmer,
    Scholar,
}

impl Person {
    pub const ALL: [Person; 9] = [
        Person::Craftsman,
        Person::CourtLady,
        Person::TaxCollector,
        Person::Pyrotechnist,
        Person::Warrior,
        Person::Monk,
        Person::Healer,
        Person::Farmer,
        Person::Scholar,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        match self {
            Person::Craftsman => "craftsman",
            Person::CourtLady => "court_lady",
            Person::TaxCollector => "tax_collector",
            Person::Pyrotechnist => "pyrotechnist",
            Person::Warrior => "warrior",
            Person::Monk => "monk",
            Person::Healer => "healer",
            Person::Farmer => "farmer",
            Person::Scholar => "scholar",
        }
    }
}

/// A person tile: type and age.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tile {
    pub person: Person,
    pub old: bool,
}

impl Tile {
    /// The symbols printed on the tile (helmets, mortars, Buddhas…), as
    /// data/year-of-the-dragon/persons.toml gives them: what the events
    /// count, and what a picture or a board shows beside the person.
    pub fn symbols(&self) -> u8 {
        rules::face(self, DATA.get()).symbols
    }
}

/// A palace: floors and the persons living in it (one per floor at most).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Palace {
    pub floors: u8,
    pub persons: Vec<Tile>,
}

/// The action cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionCard {
    Taxes,
    Build,
    Harvest,
    Fireworks,
    Parade,
    Research,
    Privilege,
    /// Great Wall expansion: build a section of the wall.
    Wall,
}

/// The reward on the back of a Great Wall tile (one of each per player).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WallReward {
    Rice,
    Fireworks,
    Floor,
    Yuan,
    Track,
    Points,
}

impl WallReward {
    pub const ALL: [WallReward; 6] = [
        WallReward::Rice,
        WallReward::Fireworks,
        WallReward::Floor,
        WallReward::Yuan,
        WallReward::Track,
        WallReward::Points,
    ];

    /// How much the tile's back gives (rice, floors, yuan, spaces or points).
    pub fn amount(self) -> i32 {
        match self {
            WallReward::Rice | WallReward::Fireworks | WallReward::Floor => 1,
            WallReward::Yuan => 2,
            WallReward::Track | WallReward::Points => 3,
        }
    }
}

impl ActionCard {
    pub const ALL: [ActionCard; 7] = [
        ActionCard::Taxes,
        ActionCard::Build,
        ActionCard::Harvest,
        ActionCard::Fireworks,
        ActionCard::Parade,
        ActionCard::Research,
        ActionCard::Privilege,
    ];
}

/// The monthly events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Peace,
    Tribute,
    Drought,
    Festival,
    Mongols,
    Contagion,
}

/// One player's province.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Province {
    pub yuan: i32,
    pub rice: i32,
    pub fireworks: i32,
    /// Privilege dragons (1 per small, 2 per large).
    pub privileges: i32,
    pub palaces: Vec<Palace>,
    pub score: i32,
    pub track: i32,
    /// Arrival stamp on the person track: later arrivals lie on top.
    pub stamp: u32,
    /// Person cards in hand by type, and "?" cards.
    pub cards: [u8; 9],
    pub jokers: u8,
    /// The cards discarded unseen in a Tornado: only this seat knows them,
    /// so a search from another seat resamples them with the hand.
    #[serde(default, skip_serializing_if = "Hand::is_empty")]
    pub discarded: Hand,
}

/// Person cards by type and "?" cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub cards: [u8; 9],
    pub jokers: u8,
}

impl Hand {
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn len(&self) -> u8 {
        self.cards.iter().sum::<u8>() + self.jokers
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Opening draft: two different young persons.
    Draft {
        first: Option<Person>,
    },
    /// House a new tile, replace a person, or let it go.
    Place {
        tile: Tile,
    },
    ChooseGroup,
    ChooseAction {
        group: u8,
    },
    /// Building: floors still to place.
    Build {
        left: u8,
    },
    ChoosePrivilege,
    /// Great Wall: which of one's own wall tiles to build.
    ChooseWall,
    PlayCard,
    /// A typed card or a "?" card: which tile.
    ChooseTile {
        joker: bool,
        person: Option<Person>,
    },
    /// Releases owed by the current seat; a drought names the palace too.
    Release {
        left: u8,
        drought: bool,
    },
    /// Super event Earthquake: floors still to remove.
    Quake {
        left: u8,
    },
    /// Earthquake: a palace now too small releases one of its persons.
    QuakeRelease {
        palace: u8,
        left: u8,
    },
    /// Super event Flood: goods still to return (as wide as the goods, so
    /// a large stock never wraps).
    Flood {
        left: i32,
    },
    /// Super event Tornado: person cards still to discard.
    Tornado {
        left: u8,
    },
    /// Super event Sunrise: a young person of a type nobody took yet.
    Sunrise,
    /// Super event Charter: the type whose symbols pay out.
    Charter,
    Over,
}

/// A decision. Serialized forms and ids are stable.
#[derive(Clone, Copy, Debug, PartialEq, Hash, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    Draft { person: Person },
    House { palace: u8 },
    Replace { palace: u8, tile: Tile },
    LetGo,
    Group { group: u8 },
    TakeYuan,
    Act { card: ActionCard },
    Floor { palace: u8 },
    NewPalace,
    Privilege { large: bool },
    Wall { reward: WallReward },
    Play { person: Person },
    PlayJoker,
    Take { tile: Tile },
    Release { palace: u8, tile: Tile },
    RemoveFloor { palace: u8 },
    Give { goods: Goods },
    Discard { person: Option<Person> },
    Charter { person: Person },
    Back,
}

/// Why a person leaves a palace against its owner's will.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    Tribute,
    Drought,
    Mongols,
    Contagion,
    /// The Great Wall fell short: the fewest builders pay.
    Wall,
    Earthquake,
}

/// What happened. All of it is public: hands of person cards are the only
/// secret, and a played card is shown. Each event carries every number its
/// words need, since it is worded after the move (the state has moved on):
/// `MonthBegins.kind` is the month's event tile; `FloorBuilt.floors` the
/// palace's floors after building; `RiceGiven` the drought's rice handed
/// over for inhabited palaces; `Contagion` the mortars on a seat's healers;
/// `WallScored` the tiles per seat, scored as `points` when the wall reaches
/// `month` (12 at the year's end); `FloorLost.floors` the earthquake's
/// survivor (0: the palace is gone). `releases` count the persons a seat
/// must release, capped at the persons it has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Drafted {
        seat: Seat,
        tile: Tile,
    },
    Housed {
        seat: Seat,
        tile: Tile,
        palace: u8,
    },
    Replaced {
        seat: Seat,
        tile: Tile,
        released: Tile,
        palace: u8,
    },
    LetGo {
        seat: Seat,
        tile: Tile,
    },
    MonthBegins {
        month: u8,
        kind: EventKind,
        groups: Vec<Vec<ActionCard>>,
    },
    TookYuan {
        seat: Seat,
        yuan: i32,
    },
    Acted {
        seat: Seat,
        card: ActionCard,
        group: u8,
        paid: i32,
        gain: i32,
    },
    PrivilegeBought {
        seat: Seat,
        large: bool,
        cost: i32,
        dragons: i32,
    },
    FloorBuilt {
        seat: Seat,
        palace: u8,
        floors: u8,
        new: bool,
    },
    CardPlayed {
        seat: Seat,
        person: Option<Person>,
    },
    NoTile {
        seat: Seat,
        person: Option<Person>,
    },
    Event {
        month: u8,
        kind: EventKind,
    },
    TributePaid {
        seat: Seat,
        paid: i32,
        releases: u8,
    },
    RiceGiven {
        seat: Seat,
        rice: i32,
        palaces: i32,
        releases: u8,
    },
    Contagion {
        seat: Seat,
        mortars: i32,
        releases: u8,
    },
    Released {
        seat: Seat,
        tile: Tile,
        palace: u8,
        cause: Cause,
    },
    Festival {
        points: Vec<i32>,
    },
    Helmets {
        points: Vec<i32>,
    },
    Decay {
        seat: Seat,
        palaces: u8,
    },
    WallBuilt {
        seat: Seat,
        reward: WallReward,
        length: u8,
    },
    WallScored {
        points: Vec<i32>,
        complete: bool,
        tiles: Vec<i32>,
        month: u8,
        year_end: bool,
    },
    SuperEvent {
        kind: SuperEvent,
    },
    SuperPoints {
        kind: SuperEvent,
        points: Vec<i32>,
    },
    FloorLost {
        seat: Seat,
        palace: u8,
        floors: u8,
    },
    Gave {
        seat: Seat,
        goods: Goods,
    },
    Discarded {
        seat: Seat,
    },
    Chartered {
        seat: Seat,
        person: Person,
        gain: i32,
    },
    /// A month's scoring; `palaces`, `ladies` and `privileges` split it by
    /// what scored (empty in logs written before the split was kept).
    Scoring {
        points: Vec<i32>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        palaces: Vec<i32>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ladies: Vec<i32>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        privileges: Vec<i32>,
    },
    Final {
        points: Vec<i32>,
    },
    GameOver {
        scores: Vec<i32>,
    },
}

/// Options: the two expansions, together or apart.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    pub great_wall: bool,
    pub super_events: bool,
    /// A fixed super event (its id, e.g. `flood`); implies `super_events`.
    pub super_event: Option<String>,
}

/// Which step of the game a finished decision returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Draft,
    Actions,
    Persons,
    Events,
    Super,
}

/// A game of In the Year of the Dragon.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct YearOfTheDragon {
    players: usize,
    rng: GameRng,
    /// Tiles left on the board by type: (young, old).
    supply: [(u8, u8); 9],
    events: Vec<EventKind>,
    provinces: BySeat<Province>,
    month: u8,
    groups: Vec<Vec<ActionCard>>,
    dragons: Vec<Vec<Seat>>,
    current: Seat,
    phase: Phase,
    /// Seats still to act in the current step, in order.
    queue: Vec<Seat>,
    /// Releases still owed this event: (seat, count, drought).
    releases: Vec<(Seat, u8, bool)>,
    /// Palaces already struck by this drought.
    struck: Vec<u8>,
    drafted: Vec<(Person, Person)>,
    /// Tiles taken and not yet housed (the draft's second tile).
    pending: Vec<Tile>,
    stage: Stage,
    stamps: u32,
    /// Persons released or let go, for the conservation checks.
    gone: u32,
    great_wall: bool,
    /// The wall under the event row: who built each section, left to right.
    wall: Vec<Seat>,
    wall_tiles: BySeat<Vec<WallReward>>,
    /// Great Wall checks already made this month.
    wall_checks: u8,
    /// Mongol invasions resolved this month: two when the Solar Eclipse
    /// repeats one, and the wall is checked after each.
    #[serde(default)]
    invasions: u8,
    /// The super event of month 7, if the expansion is in play.
    super_event: Option<SuperEvent>,
    super_done: bool,
    /// Sunrise: the types already taken.
    sunrise: Vec<Person>,
}

impl Game for YearOfTheDragon {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = DragonView;

    const ID: &'static str = "year-of-the-dragon";
    const NAME: &'static str = "In the Year of the Dragon";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 5;

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "great_wall",
                kind: "bool",
                default: false.into(),
                choices: Vec::new(),
                help: "The Great Wall expansion: an eighth action card, wall tiles and wall scoring.",
            },
            OptionSpec {
                name: "super_events",
                kind: "bool",
                default: false.into(),
                choices: Vec::new(),
                help: "The Super Events expansion: a random super event in month 7.",
            },
            OptionSpec {
                name: "super_event",
                kind: "string",
                default: serde_json::Value::Null,
                choices: SuperEvent::ALL.iter().map(|e| e.id()).collect(),
                help: "Play this super event in month 7 instead of a random one.",
            },
        ]
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::check_players(players)?;
        let fixed = match &options.super_event {
            Some(id) => Some(SuperEvent::from_id(id).ok_or_else(|| SetupError::BadOptions {
                game: Self::ID,
                reason: format!("unknown super event `{id}`; choose one of {}", SuperEvent::ids()),
            })?),
            None => None,
        };
        let mut game = rules::setup(players, options.great_wall, seed, DATA.get());
        game.super_event = fixed.or_else(|| options.super_events.then(|| super_events::draw(&mut game.rng)));
        Ok(game)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            _ => Turn::Seat(self.current),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        rules::legal(self, DATA.get())
    }

    fn apply_unchecked(&mut self, _seat: Seat, action: &Action) -> Vec<Logged<Event>> {
        let mut log = Vec::new();
        rules::apply(self, *action, DATA.get(), &mut log);
        log
    }

    fn forced(&self) -> Option<(Seat, Action)> {
        rules::forced(self, DATA.get()).map(|action| (self.current, action))
    }

    fn reversible(&self, seat: Seat, action: &Action) -> bool {
        undo::reversible(self, seat, action)
    }

    fn is_back(&self, action: &Action) -> bool {
        *action == Action::Back
    }

    fn action_id(&self, action: &Action) -> String {
        view::action_id(action)
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

    fn view(&self, viewer: Viewer) -> DragonView {
        view::build(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let scores = self.provinces.values().map(|p| p.score).collect();
            let track = self.provinces.values().map(|p| p.track * 100_000 + p.stamp as i32).collect();
            Outcome::ranked(scores, Some(Tiebreak { rule: "dragon-tiebreak".into(), values: track }))
        })
    }

    fn playout_weight(&self, seat: Seat, action: &Action) -> u32 {
        playout::weight(self, seat, action)
    }

    const PLAYOUT_SENSE: bool = true;

    fn scores(&self) -> Vec<i32> {
        self.provinces.values().map(|p| p.score).collect()
    }

    fn round(&self) -> u32 {
        u32::from(self.month)
    }
}
