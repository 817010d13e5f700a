//! What the channel and each seat may see. Deck order is seen by nobody;
//! a hand only by its owner.

use serde::Serialize;

use super::data::Data;
use super::rules::section_value;
use super::{CardKind, GreatWall, Phase};
use crate::{Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct GreatWallView {
    /// The turn number, counting every seat's turn.
    pub round: u32,
    /// Fame lies face down: a seat sees its own; everyone sees all at the end.
    pub scores: Vec<Option<i32>>,
    pub over: bool,
    pub current: Seat,
    /// The current decision, e.g. `act` step 2.
    pub phase: Phase,
    pub sections: Vec<SectionView>,
    pub players: Vec<PlayerView>,
    /// Set once a player has played every card: the final round.
    pub final_round_by: Option<Seat>,
    pub placing_over: bool,
    pub tokens_left: usize,
    /// The viewer's own hand, by kind; `None` for the public.
    pub hand: Option<Vec<(CardKind, u8)>>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SectionView {
    /// No tokens were left for it: the game goes on without it. Sections
    /// keep their places, so the n-th entry is always "section n".
    pub closed: bool,
    pub open_tokens: Vec<u8>,
    pub first_token: Option<(Seat, u8, CardKind)>,
    /// Visible cards left to right: owner, kind, and how many cards lie under it.
    pub cards: Vec<(Seat, CardKind, usize)>,
    /// Each seat's value here now (after its first-token reduction).
    pub values: Vec<i32>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub hand_size: u32,
    pub deck_size: usize,
    pub tokens_won: usize,
    /// The values of the tokens won, for their owner and at the end.
    pub won: Option<Vec<u8>>,
}

pub(super) fn build(game: &GreatWall, viewer: Viewer, data: &Data) -> GreatWallView {
    let seats = || Seat::all(game.players);
    let over = game.phase == Phase::Over;
    let sees = |seat: Seat| over || viewer.sees_private(seat);
    let scores = game.scores();
    GreatWallView {
        round: game.turn,
        scores: seats().map(|s| sees(s).then_some(scores[s.index()])).collect(),
        over,
        current: game.current,
        phase: game.phase.clone(),
        sections: game
            .sections
            .iter()
            .map(|s| SectionView {
                closed: s.is_closed(),
                open_tokens: s.open.clone(),
                first_token: s.first.map(|f| (f.owner, f.value, s.slots[f.slot].top().1)),
                cards: s.slots.iter().map(|sl| (sl.top().0, sl.top().1, sl.stack.len() - 1)).collect(),
                values: seats().map(|seat| section_value(s, seat, data)).collect(),
            })
            .collect(),
        players: seats()
            .map(|seat| PlayerView {
                seat,
                hand_size: game.hands[seat].total(),
                deck_size: game.decks[seat].len(),
                tokens_won: game.won[seat].len(),
                won: sees(seat).then(|| game.won[seat].clone()),
            })
            .collect(),
        final_round_by: game.ran_out,
        placing_over: game.placing_over,
        tokens_left: game.pool.len(),
        hand: match viewer {
            Viewer::Seat(seat) if seat.index() < game.players => {
                Some(CardKind::ALL.iter().map(|&k| (k, game.hands[seat].count(k))).filter(|&(_, n)| n > 0).collect())
            }
            _ => None,
        },
    }
}
