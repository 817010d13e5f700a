//! The board text of each game, from the game's typed view: a change to a
//! view is a compile error in its renderer, never a silent fallback.

use tavola_engine::{AnyGame, Game, Seat, Viewer};

use super::{attila, dragon, great_wall, junk, ming, player};
use crate::i18n::Tr;
use crate::t;
use tavola_table::record::SessionRecord;

/// A rendered board: the embed's title and fields.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rendered {
    pub title: String,
    /// (name, value, inline)
    pub fields: Vec<(String, String, bool)>,
}

/// The board as the channel sees it, from the game's typed public view.
pub fn render(game: &AnyGame, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
    let public = Viewer::Public;
    match game {
        AnyGame::GreatWall(g) => great_wall::board(&g.view(public), record, to_act, tr),
        AnyGame::YearOfTheDragon(g) => dragon::board(&g.view(public), record, to_act, tr),
        AnyGame::Attila(g) => attila::board(&g.view(public), record, to_act, tr),
        AnyGame::Ming(g) => ming::board(&g.view(public), record, to_act, tr),
        AnyGame::Junk(g) => junk::board(&g.view(public), record, to_act, tr),
    }
}

/// A seat's private part of its view, in words (empty when it has none).
pub fn private(game: &AnyGame, seat: Seat, tr: &Tr) -> String {
    let mine = Viewer::Seat(seat);
    match game {
        AnyGame::GreatWall(g) => great_wall::hand(&g.view(mine), tr),
        AnyGame::YearOfTheDragon(g) => dragon::hand(&g.view(mine), tr),
        AnyGame::Attila(g) => attila::hand(&g.view(mine), tr),
        AnyGame::Ming(g) => ming::hand(&g.view(mine), tr),
        AnyGame::Junk(g) => junk::hand(&g.view(mine), tr),
    }
}

/// What a seat's decision needs beyond its options and the context line,
/// from its own view (a conflict's province and tribes, what each good
/// pays in a sealed offer, the draws left); `None` where nothing is owed.
pub fn decision(game: &AnyGame, seat: Seat, tr: &Tr) -> Option<String> {
    let mine = Viewer::Seat(seat);
    match game {
        AnyGame::Attila(g) => attila::decision(&g.view(mine), tr),
        AnyGame::Junk(g) => junk::decision(&g.view(mine), tr),
        AnyGame::GreatWall(_) | AnyGame::YearOfTheDragon(_) | AnyGame::Ming(_) => None,
    }
}

/// Players named for a sentence: `🔴 Anna, 🟡 Ben`.
pub fn list(record: &SessionRecord, seats: &[Seat], tr: &Tr) -> String {
    seats.iter().map(|&s| player(record, s, tr)).collect::<Vec<_>>().join(", ")
}

/// Who a secret round still waits for, and who is done:
/// `⏳ Waiting for 🔴 Anna · ✅ 🟢 Carla` (docs/conventions.md §3).
pub fn waiting(record: &SessionRecord, to_act: &[Seat], done: &[Seat], tr: &Tr) -> String {
    let waiting = if to_act.is_empty() { t!(tr, "board-nobody") } else { list(record, to_act, tr) };
    let mut text = format!("⏳ {}", t!(tr, "board-waiting-for", players = waiting));
    if !done.is_empty() {
        text.push_str(&format!(" · ✅ {}", list(record, done, tr)));
    }
    text
}
