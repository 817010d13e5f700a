//! What the channel and each seat may see. Hands and face-down conflict
//! cards belong to their owner; the deck order to nobody.

use serde::Serialize;

use super::data::Data;
use super::{ActionTile, Attila, EndReason, Phase, Tribe, Tribes};
use crate::{Seat, Viewer};

#[derive(Clone, Debug, Serialize)]
pub struct AttilaView {
    /// Turns played, counting every seat's turn.
    pub round: u32,
    pub scores: Vec<i32>,
    pub over: bool,
    pub current: Seat,
    pub phase: Phase,
    /// The century in progress (4 to 7), if a peace tile is left.
    pub century: Option<u8>,
    pub influence_gain: u8,
    /// Peace tiles left on the 4th to 7th century.
    pub peace_tiles: [u8; 4],
    pub provinces: Vec<ProvinceView>,
    /// Tokens left in the supply, by tribe (scoring order).
    pub supply: Tribes,
    pub players: Vec<PlayerView>,
    pub deck_size: usize,
    pub discards: Tribes,
    pub conflict: Option<ConflictView>,
    pub ending: Option<EndReason>,
    /// The viewer's hand; `None` for the public.
    pub hand: Option<Tribes>,
    /// What each seat would score if the tribes were scored now (public:
    /// influence and the board are public).
    pub if_scored_now: Vec<i32>,
    /// 2 players: how close the second must be to the first to score.
    pub two_player_reach: Option<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ProvinceView {
    pub id: String,
    pub name: String,
    pub start: bool,
    pub tokens: Tribes,
    /// The century of its peace tile, once closed.
    pub peace: Option<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// Influence marker per tribe (scoring order), 0 = none yet.
    pub influence: [u8; Tribe::COUNT],
    pub hand_size: u8,
    /// Action tiles still unused.
    pub tiles: Vec<ActionTile>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ConflictView {
    pub province: String,
    /// Cards committed by each seat that is done (the count is public).
    pub committed: Vec<Option<u8>>,
    pub committing: Option<Seat>,
    /// The viewer's own face-down cards in this conflict.
    pub mine: Option<Tribes>,
}

pub(super) fn build(game: &Attila, viewer: Viewer, data: &Data) -> AttilaView {
    let committing = match game.phase {
        Phase::Commit { seat } => Some(seat),
        _ => None,
    };
    AttilaView {
        round: game.turn,
        scores: game.scores.0.clone(),
        over: game.phase == Phase::Over,
        current: game.current,
        phase: redacted_phase(&game.phase),
        century: super::rules::century(game).map(|c| c as u8 + 4),
        influence_gain: super::rules::century_gain(game, data),
        peace_tiles: game.peace,
        provinces: data
            .provinces()
            .map(|p| ProvinceView {
                id: data.ids[p.index()].clone(),
                name: data.names[p.index()].clone(),
                start: data.start[p.index()],
                tokens: game.board[p.index()],
                peace: game.pacified[p.index()],
            })
            .collect(),
        supply: game.supply,
        players: game
            .influence
            .iter()
            .map(|(seat, influence)| PlayerView {
                seat,
                influence: *influence,
                // Cards being committed still count as in hand until the seat is done.
                hand_size: game.hands[seat].total()
                    + if committing == Some(seat) { game.committed[seat].map_or(0, |c| c.total()) } else { 0 },
                tiles: ActionTile::ALL.into_iter().filter(|t| game.tiles[seat][t.index()]).collect(),
            })
            .collect(),
        deck_size: game.deck.len(),
        discards: game.discard,
        conflict: game.pending.first().filter(|_| game.committed[game.current].is_some()).map(|&province| {
            ConflictView {
                province: data.names[province.index()].clone(),
                committed: Seat::all(game.players)
                    .map(|s| done_committing(game, s, committing).then(|| game.committed[s].map_or(0, |c| c.total())))
                    .collect(),
                committing,
                mine: match viewer {
                    Viewer::Seat(s) if s.index() < game.players => game.committed[s],
                    _ => None,
                },
            }
        }),
        ending: game.ending,
        hand: match viewer {
            Viewer::Seat(s) if s.index() < game.players => Some(game.hands[s]),
            _ => None,
        },
        if_scored_now: {
            let mut now = vec![0; game.players];
            for a in super::conflict::tribe_scoring(game, data) {
                now[a.seat.index()] += a.points;
            }
            now
        },
        two_player_reach: (game.players == 2).then_some(data.two_player_reach),
    }
}

/// The exchange phase lists the cards being discarded: only their count is public.
fn redacted_phase(phase: &Phase) -> Phase {
    match phase {
        Phase::Exchange { .. } => Phase::Exchange { chosen: Tribes::default() },
        p => p.clone(),
    }
}

/// Seats commit clockwise from the active one; those before the committer are done.
fn done_committing(game: &Attila, seat: Seat, committing: Option<Seat>) -> bool {
    let Some(now) = committing else { return false };
    let order: Vec<Seat> = game.current.clockwise(game.players).collect();
    let pos = |s: Seat| order.iter().position(|&x| x == s);
    pos(seat) < pos(now)
}
