//! A toy game small enough to know the right move, for the house players'
//! own tests: each seat once names a number from 0 to 4, in turn or all at
//! once in secret; the highest number wins, and a tie shares the win. So
//! naming 4 is always right, and a seat that sees 4 named must name 4 too.

use serde::{Deserialize, Serialize};

use crate::{Game, Logged, Msg, OptionSpec, Outcome, Seat, SetupError, Turn, Viewer};

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Options {
    /// All seats name their number at once, in secret.
    pub secret: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Toy {
    secret: bool,
    named: Vec<Option<u8>>,
}

#[derive(Serialize)]
pub struct ToyView {
    round: u32,
    scores: Vec<i32>,
    over: bool,
}

impl Toy {
    /// A table where the first seats have named `named` already.
    pub fn after(players: usize, named: &[u8]) -> Toy {
        let mut toy = Toy::new(players, &Options::default(), 0).expect("a toy table");
        for (i, &n) in named.iter().enumerate() {
            toy.apply_unchecked(Seat(i as u8), &n);
        }
        toy
    }
}

impl Game for Toy {
    type Options = Options;
    type Action = u8;
    type Event = u8;
    type View = ToyView;

    const ID: &'static str = "toy";
    const NAME: &'static str = "Toy";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 4;

    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    fn new(players: usize, options: &Options, _seed: u64) -> Result<Self, SetupError> {
        Self::check_players(players)?;
        Ok(Toy { secret: options.secret, named: vec![None; players] })
    }

    fn players(&self) -> usize {
        self.named.len()
    }

    fn to_act(&self) -> Turn {
        let owing: Vec<Seat> = Seat::all(self.players()).filter(|s| self.named[s.index()].is_none()).collect();
        match owing.first() {
            None => Turn::Over,
            Some(_) if self.secret => Turn::Simultaneous(owing),
            Some(&first) => Turn::Seat(first),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u8> {
        if self.to_act().includes(seat) {
            (0..=4).collect()
        } else {
            Vec::new()
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &u8) -> Vec<Logged<u8>> {
        self.named[seat.index()] = Some(*action);
        vec![Logged::private(seat, *action)]
    }

    /// Every number passes the turn (or is sealed): nothing is undone.
    fn reversible(&self, seat: Seat, action: &u8) -> bool {
        crate::undo::quiet_step(self, seat, action, |_| ())
    }

    fn action_id(&self, action: &u8) -> String {
        action.to_string()
    }

    fn action_msg(&self, _seat: Seat, action: &u8) -> Msg {
        Msg::new("toy").num("n", *action)
    }

    fn event_msg(&self, event: &u8) -> Msg {
        Msg::new("toy").num("n", *event)
    }

    /// Nothing is drawn: the toy has no future to redraw.
    fn redraw_future(&self, _rng: &mut crate::GameRng) -> Self {
        self.clone()
    }

    /// In secret, the other seats' sealed numbers are unknown: redrawn.
    fn determinize(&self, seat: Seat, rng: &mut crate::GameRng) -> Self {
        use rand::Rng;
        let mut toy = self.clone();
        if self.secret && self.to_act() != Turn::Over {
            for (i, named) in toy.named.iter_mut().enumerate() {
                if i != seat.index() && named.is_some() {
                    *named = Some(rng.gen_range(0..=4));
                }
            }
        }
        toy
    }

    fn view(&self, _viewer: Viewer) -> ToyView {
        ToyView { round: 1, scores: self.scores(), over: self.to_act() == Turn::Over }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.to_act() == Turn::Over).then(|| Outcome::ranked(self.scores(), None))
    }

    fn scores(&self) -> Vec<i32> {
        self.named.iter().map(|n| n.map_or(0, i32::from)).collect()
    }

    /// One round per number named.
    fn round(&self) -> u32 {
        self.named.iter().flatten().count() as u32 + 1
    }
}
