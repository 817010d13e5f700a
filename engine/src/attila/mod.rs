//! Attila (Schmiel, Hans im Glück 2000), 2-5 players.
//!
//! - [`data`]: the map (a reconstruction) and the rule numbers.
//! - [`rules`]: placing tokens, influence, action tiles, the turn's flow.
//! - [`conflict`]: face-down commitments, the reveal, peace and scoring.
//! - `playout`: the search's playout policy, a warlord's sense.
//! - [`view`]: what the channel and each seat see.
//! - [`words`]: labels and events as messages, worded by
//!   `data/attila/<lang>.ftl`.
//!
//! A turn: play a card and place that tribe's token, then gain influence
//! (by the century: 1 to 4) or place a second token of the tribe; a 5th
//! token in a province starts a conflict, after which a peace tile closes
//! it; the last peace tile of a century scores every tribe. With 2 players
//! each turn plays two cards (three with the double turn).
//!
//! Rulings where the rulebook is silent:
//! - A marker's first gain puts it on the space equal to the gain (a first
//!   gain of 2 in the 5th century reaches space 2), as a later gain moves it
//!   on by the gain.
//! - Action tiles, one per turn, "in qualunque momento durante il suo turno"
//!   (§5): offered before, between and after the turn's cards, and in the
//!   player's own conflict before committing cards. They are not offered
//!   beside a province or the influence gain: nothing there depends on the
//!   hand or the markers, and the next decision (the player commits first in
//!   any conflict, and a scoring only follows a conflict) still offers them.
//!   The double turn comes once the turn's cards are played, as the rulebook
//!   describes it. A turn with nothing left to decide ends by itself.
//! - The end: when the last peace tile is placed, its century's scoring is
//!   the final scoring (tribes are scored once, at the end of the turn).
//!   Placing a tribe's last token ends the game unless the conflict in that
//!   token's own province removes the tribe (§8); an earlier conflict of the
//!   same card refilling the supply does not save it. An influence marker on
//!   the last space ends it too.
//! - A conflict after the last peace tile is gone still removes the weakest
//!   tribes but leaves the province open (no tile is left to close it).
//! - A player who can place no token (an empty hand, or every card's tribe
//!   shut out by closed and full provinces) may only use action tiles and
//!   end the turn; the hand is refilled as after any turn.
//! - The game is blocked, and ends with the final scoring, when a whole
//!   round passes in which nobody places a token or uses a tile and, after
//!   that round's draws, no seat holds a card it could place and no seat
//!   holds a tile it could use (the exchange or influence 2; the double turn
//!   follows played cards): nothing can change any more. The refill at the
//!   end of an idle turn may bring a placeable card, and then the game goes
//!   on (issue 28). After such an idle round a player who can place nothing
//!   but holds the exchange or influence 2 must use one of them instead of
//!   ending the turn, or the game could wait for ever on tiles held back.
//! - Equal final scores share the victory (no tie-break is published).
//! - A step with one answer the public map alone shows is taken at once
//!   (`Game::forced`): the token of a tribe just played when one province
//!   only may take it, influence when no second token can be placed. The
//!   card to play, the commits and the exchanges come from the hand and are
//!   always asked, or the timing would tell the others the hand.

mod conflict;
mod data;
mod determinize;
mod playout;
mod rules;
mod undo;
mod view;
mod words;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_tests;

use serde::{Deserialize, Serialize};

pub(crate) use data::{DATA, DATA_FILES};
pub use view::AttilaView;

/// The map's borders as the loaded data has them (an override in
/// `TAVOLA_DATA_DIR` included), each once: two province ids and whether
/// the border is by sea. For pictures, which draw the board the rules use.
pub fn borders() -> Vec<(&'static str, &'static str, bool)> {
    let d = DATA.get();
    let mut all = Vec::new();
    for (a, &near) in d.neighbours.iter().enumerate() {
        for b in (a + 1..d.neighbours.len()).filter(|&b| near & (1 << b) != 0) {
            all.push((d.ids[a].as_str(), d.ids[b].as_str(), d.sea[a] & (1 << b) != 0));
        }
    }
    all
}

use crate::{BySeat, Game, GameRng, Logged, Msg, OptionSpec, Outcome, Seat, SetupError, Turn, Viewer};

/// A Germanic tribe, in the scoring order. Ids are persisted: never reorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tribe {
    Franks,
    Huns,
    Goths,
    Saxons,
    Teutons,
    Vandals,
}

impl Tribe {
    pub const COUNT: usize = 6;
    /// The scoring order of the rulebook.
    pub const ALL: [Tribe; 6] =
        [Tribe::Franks, Tribe::Huns, Tribe::Goths, Tribe::Saxons, Tribe::Teutons, Tribe::Vandals];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Tribe::Franks => "Franks",
            Tribe::Huns => "Huns",
            Tribe::Goths => "Goths",
            Tribe::Saxons => "Saxons",
            Tribe::Teutons => "Teutons",
            Tribe::Vandals => "Vandals",
        }
    }

    /// The token colour (Italian rulebook for red, green, blue; docs/components.md §3.3 for the rest).
    pub fn colour(self) -> &'static str {
        match self {
            Tribe::Franks => "blue",
            Tribe::Huns => "black",
            Tribe::Goths => "yellow",
            Tribe::Saxons => "green",
            Tribe::Teutons => "white",
            Tribe::Vandals => "red",
        }
    }

    /// The tribe's stable id (`franks`), as saved and as words ids use it.
    pub fn id(self) -> &'static str {
        match self {
            Tribe::Franks => "franks",
            Tribe::Huns => "huns",
            Tribe::Goths => "goths",
            Tribe::Saxons => "saxons",
            Tribe::Teutons => "teutons",
            Tribe::Vandals => "vandals",
        }
    }
}

/// Counts by tribe: a hand, a province's tokens, committed cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tribes(pub [u8; Tribe::COUNT]);

impl Tribes {
    pub fn get(&self, t: Tribe) -> u8 {
        self.0[t.index()]
    }

    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    pub fn present(&self) -> impl Iterator<Item = Tribe> + '_ {
        Tribe::ALL.into_iter().filter(|t| self.get(*t) > 0)
    }
}

/// A province of the board, by its index in `data/attila/map.toml`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Province(pub u8);

impl Province {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The three action tiles each player may use once per game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionTile {
    DoubleTurn,
    Exchange,
    Influence2,
}

impl ActionTile {
    pub const ALL: [ActionTile; 3] = [ActionTile::DoubleTurn, ActionTile::Exchange, ActionTile::Influence2];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Play a card, or use a tile.
    PlayCard,
    /// Where the token of `tribe` goes; `second` for the token placed instead of influence.
    PlaceToken {
        tribe: Tribe,
        second: bool,
    },
    /// Gain influence on `tribe`, or place a second token.
    Gain {
        tribe: Tribe,
    },
    /// `seat` commits cards face down to the conflict in the first pending
    /// province; the active player may use a tile before committing.
    Commit {
        seat: Seat,
    },
    /// The turn's cards are played: use a tile or end the turn.
    Finish,
    /// Exchange: choose the cards to discard; then back to the turn (or the
    /// player's own conflict).
    Exchange {
        chosen: Tribes,
    },
    /// Influence 2: the first space, then the second (same tribe or another).
    Influence2 {
        first: Option<Tribe>,
    },
    Over,
}

/// A decision. Serialized forms and ids are stable.
#[derive(Clone, Copy, Debug, PartialEq, Hash, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    Play { tribe: Tribe },
    Place { province: Province },
    GainInfluence,
    SecondToken,
    Commit { tribe: Tribe },
    DoneCommitting,
    Use { tile: ActionTile },
    Discard { tribe: Tribe },
    DoneDiscarding,
    Boost { tribe: Tribe },
    EndTurn,
}

/// Why the game is ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    LastPeaceTile,
    LastToken(Tribe),
    TrackEnd(Tribe),
    /// A whole round passed with no token placed and no tile used, and
    /// after its draws no seat could place a token or use a tile.
    Blocked,
}

/// One award of a tribe scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Award {
    pub tribe: Tribe,
    pub seat: Seat,
    pub points: i32,
}

/// What happened. Only the cards a player commits or draws are private.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// `second`: the token placed instead of gaining influence.
    Placed {
        seat: Seat,
        tribe: Tribe,
        province: Province,
        #[serde(default)]
        second: bool,
    },
    Influence {
        seat: Seat,
        tribe: Tribe,
        gain: u8,
        to: u8,
    },
    Conflict {
        province: Province,
    },
    Committed {
        seat: Seat,
        count: u8,
    },
    CommittedCards {
        cards: Tribes,
    },
    Revealed {
        province: Province,
        cards: Vec<Tribes>,
        strength: Tribes,
    },
    Left {
        province: Province,
        tribes: Vec<Tribe>,
    },
    Peace {
        province: Province,
        century: u8,
    },
    Scoring {
        century: Option<u8>,
        awards: Vec<Award>,
    },
    TileUsed {
        seat: Seat,
        tile: ActionTile,
    },
    Exchanged {
        seat: Seat,
        count: u8,
    },
    Drew {
        seat: Seat,
        count: u8,
    },
    DrewCards {
        cards: Tribes,
    },
    Ending {
        reason: EndReason,
    },
    GameOver {
        scores: Vec<i32>,
    },
}

/// Attila has no options: the 2-player rules follow from the player count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// A game of Attila.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Attila {
    players: usize,
    rng: GameRng,
    /// Face down, drawn from the end.
    deck: Vec<Tribe>,
    discard: Tribes,
    hands: BySeat<Tribes>,
    board: Vec<Tribes>,
    pacified: Vec<Option<u8>>,
    supply: Tribes,
    /// Peace tiles left on the 4th to 7th century.
    peace: [u8; 4],
    /// Marker position per tribe; 0 = no marker yet.
    influence: BySeat<[u8; Tribe::COUNT]>,
    scores: BySeat<i32>,
    tiles: BySeat<[bool; 3]>,
    current: Seat,
    phase: Phase,
    /// Cards still to play this turn (1, 2 with two players, +1 double turn).
    cards_left: u8,
    tile_used: bool,
    /// Provinces with a 5th token, resolved in order at step 3.
    pending: Vec<Province>,
    /// Cards committed to the conflict being resolved, face down.
    committed: BySeat<Option<Tribes>>,
    ending: Option<EndReason>,
    /// Scoring due at the end of the current card (a century's last tile).
    scoring_due: Option<u8>,
    /// Turns in a row that ended with no token placed and no tile used.
    idle_turns: usize,
    /// The tribe whose last token the current card placed, and where: it ends
    /// the game unless the conflict in that province removes the tribe (§8).
    #[serde(default)]
    last_token: Option<(Tribe, Province)>,
    turn: u32,
}

impl Game for Attila {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = AttilaView;

    const ID: &'static str = "attila";
    const NAME: &'static str = "Attila";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 5;

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
            Phase::Commit { seat } => Turn::Seat(seat),
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

    /// Where a played tribe's token goes when one province only may take
    /// it, and gaining influence when no second token can be placed: read
    /// from the public map and the card just shown, so taken at once.
    /// Which card to play, commits and exchanges come from the hand and
    /// are always asked.
    fn forced(&self) -> Option<(Seat, Action)> {
        if !matches!(self.phase, Phase::PlaceToken { .. } | Phase::Gain { .. }) {
            return None;
        }
        match rules::legal(self, DATA.get()).as_slice() {
            [only] => Some((self.current, *only)),
            _ => None,
        }
    }

    fn reversible(&self, seat: Seat, action: &Action) -> bool {
        undo::reversible(self, seat, action)
    }

    fn action_id(&self, action: &Action) -> String {
        let data = DATA.get();
        match *action {
            Action::Play { tribe } => format!("play-{}", tribe.id()),
            Action::Place { province } => format!("place-{}", data.ids[province.index()].to_lowercase()),
            Action::GainInfluence => "influence".into(),
            Action::SecondToken => "second-token".into(),
            Action::Commit { tribe } => format!("commit-{}", tribe.id()),
            Action::DoneCommitting => "commit-done".into(),
            Action::Use { tile: ActionTile::DoubleTurn } => "tile-double".into(),
            Action::Use { tile: ActionTile::Exchange } => "tile-exchange".into(),
            Action::Use { tile: ActionTile::Influence2 } => "tile-influence".into(),
            Action::Discard { tribe } => format!("discard-{}", tribe.id()),
            Action::DoneDiscarding => "discard-done".into(),
            Action::Boost { tribe } => format!("boost-{}", tribe.id()),
            Action::EndTurn => "end-turn".into(),
        }
    }

    fn action_msg(&self, seat: Seat, action: &Action) -> Msg {
        words::action_msg(self, seat, *action, DATA.get())
    }

    fn event_msg(&self, event: &Event) -> Msg {
        words::event_msg(event, DATA.get())
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        determinize::determinize(self, seat, rng)
    }

    fn redraw_future(&self, rng: &mut GameRng) -> Self {
        determinize::redraw_future(self, rng)
    }

    fn view(&self, viewer: Viewer) -> AttilaView {
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
        self.turn
    }
}
