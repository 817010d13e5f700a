//! What a change did, for the publisher: [`Progress`].

use serde_json::Value;
use tavola_engine::{AnyGame, AppliedEvent, Seat};

use crate::record::SessionRecord;

/// The result of a change that may move the game on.
#[derive(Clone, Debug)]
pub struct Progress {
    pub record: SessionRecord,
    /// The game after the change (`None` for a lobby).
    pub game: Option<AnyGame>,
    /// Every event since the request, with the seat that caused it.
    pub events: Vec<AppliedEvent>,
    /// Who owed a decision before the request.
    pub before: Vec<Seat>,
    /// The game's own turn, month or round before the request
    /// ([`tavola_engine::Game::round`]): a scoring it closed is titled
    /// with it.
    pub round_before: u32,
    /// Whether a decision has opened for someone new, or the game ended
    /// (a new board is due).
    pub turn_changed: bool,
    /// The seats a decision opened for: they owe one now and did not
    /// before (a step inside one's own turn opens nothing).
    pub opened: Vec<Seat>,
    /// Whether anything everyone can see changed: the public view, who
    /// owes a decision, or the status. A private step changes none of it,
    /// so it must not touch any public message.
    pub public_changed: bool,
}

impl Progress {
    pub fn to_act(&self) -> Vec<Seat> {
        self.game.as_ref().map(|g| g.to_act().seats()).unwrap_or_default()
    }

    /// A change that did nothing to a game (a lobby edit).
    pub fn quiet(record: SessionRecord, game: Option<AnyGame>) -> Progress {
        let before = game.as_ref().map(|g| g.to_act().seats()).unwrap_or_default();
        let round_before = game.as_ref().map_or(0, AnyGame::round);
        Progress {
            record,
            game,
            events: Vec::new(),
            before,
            round_before,
            turn_changed: false,
            opened: Vec::new(),
            public_changed: false,
        }
    }

    /// This change followed by `next`, as one: the decisions still open at
    /// the end, every event, and the state after both.
    pub fn then(mut self, next: Progress) -> Progress {
        let owing = next.to_act();
        self.opened.retain(|s| owing.contains(s));
        for s in next.opened {
            if !self.opened.contains(&s) {
                self.opened.push(s);
            }
        }
        self.events.extend(next.events);
        self.turn_changed |= next.turn_changed;
        self.public_changed |= next.public_changed;
        self.record = next.record;
        self.game = next.game;
        self
    }

    /// What changed between `before` (the game as last shown) and `after`.
    pub fn between(
        record: SessionRecord,
        before: Option<&AnyGame>,
        after: AnyGame,
        events: Vec<AppliedEvent>,
    ) -> Progress {
        let was = before.map(|g| g.to_act().seats()).unwrap_or_default();
        let round_before = before.map_or_else(|| after.round(), AnyGame::round);
        let now = after.to_act().seats();
        let opened: Vec<Seat> = now.iter().copied().filter(|s| !was.contains(s)).collect();
        let ended = after.outcome().is_some() && before.is_none_or(|g| g.outcome().is_none());
        let public_changed = before.is_none_or(|g| PublicFace::of(g) != PublicFace::of(&after))
            || events.iter().any(|e| e.audience == tavola_engine::Audience::Public);
        Progress {
            record,
            turn_changed: !opened.is_empty() || ended,
            opened,
            public_changed,
            before: was,
            round_before,
            events,
            game: Some(after),
        }
    }
}

/// Everything about a game that everyone at the table can see: two games
/// with the same face look the same from the channel.
#[derive(PartialEq)]
struct PublicFace {
    view: Value,
    to_act: Vec<Seat>,
    over: bool,
}

impl PublicFace {
    fn of(game: &AnyGame) -> PublicFace {
        PublicFace {
            view: game.view(tavola_engine::Viewer::Public),
            to_act: game.to_act().seats(),
            over: game.outcome().is_some(),
        }
    }
}
