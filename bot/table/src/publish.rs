//! What a publish reads and what it writes back, each in one trip to the
//! blocking pool whatever the number of seats: [`PublishView`] before the
//! messages go out, [`Published`] once they are out.

use tavola_engine::AnyGame;

use crate::i18n::Tr;
use crate::langs::Langs;
use crate::record::{LogEntry, SessionId, SessionRecord};
use crate::session::{Refusal, Sessions};

/// Everything the publisher needs after a change, read at once.
#[derive(Clone, Debug)]
pub struct PublishView {
    pub record: SessionRecord,
    pub game: AnyGame,
    /// The session's whole log (the board's latest lines, each seat's
    /// "since your last move", the results' story).
    pub log: Vec<LogEntry>,
    /// The version the channel's board was last published for.
    pub shown: u64,
    /// The number of the board the channel shows (0: none yet).
    pub turn: u64,
    /// The server's choice of board pictures (`None`: never chosen).
    pub images: Option<bool>,
    /// The server's choice of web pages (`None`: never chosen), and the
    /// game's page token if one was made.
    pub web: Option<bool>,
    pub web_token: Option<String>,
    /// The server's language, for everything public.
    pub server: Tr,
    /// The language of each seat's DMs, for the seats a DM can reach.
    pub dms: Vec<(u64, Tr)>,
}

impl PublishView {
    /// The words of `user`'s DMs (the server's, for a user not listed).
    pub fn dm_tr(&self, user: u64) -> &Tr {
        self.dms.iter().find(|(u, _)| *u == user).map_or(&self.server, |(_, tr)| tr)
    }

    /// The log after `seat`'s latest move (empty if it has not moved yet).
    pub fn since_last_move(&self, seat: tavola_engine::Seat) -> &[LogEntry] {
        match self.log.iter().rposition(|e| e.seat == seat.0) {
            Some(mine) => &self.log[mine + 1..],
            None => &[],
        }
    }
}

/// What a publish sent, recorded in one write.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Published {
    /// The board posted (its message) and its number.
    pub board: Option<(u64, u64)>,
    /// The DM panels sent: user, DM channel, message.
    pub dm_panels: Vec<(u64, u64, u64)>,
    /// Users whose DMs could not be delivered: their seats play through
    /// the channel from now on.
    pub dms_closed: Vec<u64>,
    /// The version the board now shows.
    pub shown: u64,
}

impl Sessions {
    /// See [`PublishView`]. `None` if the session cannot be read or has no
    /// game.
    pub(crate) fn publish_view(&self, id: SessionId, langs: &Langs) -> Option<PublishView> {
        let (record, game) = self.get(id).ok()?;
        let game = game?;
        let store = self.store();
        let log = store.log(id).ok()?;
        let asked = [crate::front::GuildSetting::Images, crate::front::GuildSetting::Web];
        let facts = store.publish_facts(id, record.guild, &asked.map(|s| s.name())).ok()?;
        let choice = |i: usize| match facts.settings.get(i).cloned().flatten().as_deref() {
            Some("on") => Some(true),
            Some("off") => Some(false),
            _ => None,
        };
        let (images, web) = (choice(0), choice(1));
        let (shown, turn, web_token) = (facts.shown, facts.turn, facts.web_token);
        let server = langs.server(store, record.guild);
        let dms = record
            .seats
            .iter()
            .filter(|s| s.dm_open)
            .filter_map(|s| s.user)
            .map(|user| (user, langs.dm(store, user, record.guild)))
            .collect();
        Some(PublishView { record, game, log, shown, turn, images, web, web_token, server, dms })
    }

    /// See [`Published`]. One write of the record's messages, the board's
    /// number and version ([`crate::store::Store::record_published`]); a
    /// seat whose DMs turned out closed changes the seats too, so that
    /// rarer publish saves the whole record.
    pub(crate) fn published(&self, id: SessionId, done: Published) -> Result<(), Refusal> {
        if done.board.is_none() && done.dm_panels.is_empty() && done.dms_closed.is_empty() {
            self.store().set_board_version(id, done.shown)?;
            return Ok(());
        }
        let turn = done.board.map(|(_, turn)| turn);
        self.with_record(id, |record| {
            noted(record, &done);
            if done.dms_closed.is_empty() {
                self.store().record_published(record, turn, done.shown)
            } else {
                crate::store::save_published(self.store(), record, turn, done.shown)
            }
        })
    }
}

/// `record` with what `done` sent noted: the board, the DM panels, the
/// seats whose DMs are closed.
fn noted(record: &mut SessionRecord, done: &Published) {
    if let Some((board, _)) = done.board {
        record.board_message = Some(board);
    }
    for &(user, channel, message) in &done.dm_panels {
        record.dm_messages.retain(|m| m.0 != user);
        record.dm_messages.push((user, channel, message));
    }
    for seat in record.seats.iter_mut().filter(|s| s.user.is_some_and(|u| done.dms_closed.contains(&u))) {
        seat.dm_open = false;
    }
}
