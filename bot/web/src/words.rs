//! The words a page reads, in the reader's language: seats by name, the
//! game's events, its turn count. Names are plain text here, made safe
//! where the page writes them ([`crate::html::esc`]).

use tavola_engine::{AppliedEvent, GameKind, Msg, Seat};
use tavola_table::i18n::{dynamic, Tr};
use tavola_table::record::SessionRecord;
use tavola_table::{msg, t, Names};

/// Seat markers as the Discord board writes them, by seat.
const CIRCLES: [&str; 8] = ["🔴", "🟡", "🟢", "🔵", "🟣", "⚪", "⚫", "🟠"];

/// A session's words for one reader.
pub struct PageWords {
    pub tr: Tr,
    pub kind: Option<GameKind>,
    /// Each seat as typed ("Anna"), or a house player's name in the
    /// reader's language ("House 1").
    pub seats: Vec<String>,
    /// Each seat with its marker ("🔴 Anna"), as the game's messages name them.
    names: Names,
    marked: Vec<String>,
}

impl PageWords {
    pub fn new(record: &SessionRecord, tr: Tr) -> PageWords {
        let seats: Vec<String> = record
            .seats
            .iter()
            .map(|s| match s.house_number() {
                Some(n) => t!(tr, "house-player", n = n),
                None => s.name.clone(),
            })
            .collect();
        let marked: Vec<String> = seats
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let circle = CIRCLES[i % CIRCLES.len()];
                if record.seats[i].is_house() {
                    format!("{circle} 🤖 {name}")
                } else {
                    format!("{circle} {name}")
                }
            })
            .collect();
        PageWords { kind: GameKind::from_id(&record.game).ok(), names: Names::new(marked.clone()), marked, seats, tr }
    }

    /// A seat with its marker.
    pub fn marked(&self, seat: Seat) -> &str {
        self.marked.get(seat.index()).map_or("", String::as_str)
    }

    /// One of the game's messages (an event, a label) in words.
    pub fn word(&self, msg: &Msg) -> String {
        match self.kind {
            Some(kind) => self.tr.game(kind, msg, &self.names, &self.marked),
            None => self.tr.say_named(msg, &self.names),
        }
    }

    /// The public events, in words.
    pub fn events<'a>(&self, events: impl IntoIterator<Item = &'a AppliedEvent>) -> Vec<String> {
        events.into_iter().map(|e| self.word(&e.msg)).collect()
    }

    /// One of Tavola's messages that names players.
    pub fn say(&self, msg: &Msg) -> String {
        self.tr.say_named(msg, &self.names)
    }

    /// The game, by name.
    pub fn game_name(&self) -> String {
        match self.kind {
            Some(kind) => self.tr.say(&dynamic(format!("game-{}", kind.id()))),
            None => String::new(),
        }
    }

    /// The game's own count: "Month 6", "Round 3"; the set-up as such.
    pub fn round(&self, round: u64) -> String {
        if round == 0 {
            return t!(self.tr, "replay-first");
        }
        let kind = self.kind.map_or("", GameKind::id);
        self.tr.say(&msg!("game-round", game = kind, round = round))
    }
}
