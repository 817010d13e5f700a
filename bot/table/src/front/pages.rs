//! What a web page may read of a session: the board its channel shows, its
//! replay and its results, public only. The record leaves without its
//! seed, state and DM messages ([`public_record`]), the log without its
//! private events ([`public_log`]); the game is handed over for its
//! public view and picture only, as the Discord board reads it.
//!
//! A page is found by its token (128 random bits, hex), never by the
//! session's number; a server that turned its pages off
//! ([`GuildSetting::Web`]) has none.

use rand::RngCore;
use tavola_engine::{AnyGame, AppliedEvent, Audience};

use super::*;
use crate::analysis::AnalysisRecord;
use crate::history::History;
use crate::record::{SessionId, Status};
use crate::session::{Replayed, Seek};
use crate::story::Story;

/// How many hex digits a page token has: 128 bits.
pub const TOKEN_LEN: usize = 32;

/// What names a state of a game's page: the version its channel's board
/// shows, how the session stands, and its seats (a lobby fills). A page's
/// followers hear of a change only when this changes, so a sealed choice
/// the channel does not see moves nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageStamp {
    pub version: u64,
    pub status: Status,
    pub seats: usize,
}

impl std::fmt::Display for PageStamp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}-{}", self.version, self.status.id(), self.seats)
    }
}

/// The version a page shows: the channel's board while the game runs (a
/// turn half made is not shown until its board is), the last otherwise.
fn shown_version(status: Status, version: u64, board: u64) -> u64 {
    if status == Status::Active {
        board.min(version)
    } else {
        version
    }
}

/// The position a channel's board shows, public parts only.
#[derive(Clone, Debug)]
pub struct ShownBoard {
    /// What names this state: its `version` is the one the channel's board shows.
    pub stamp: PageStamp,
    /// The session, without its secrets ([`public_record`]).
    pub record: SessionRecord,
    /// The game at the stamp's version (`None` in the lobby). Only its
    /// public view may be read, and its public picture drawn.
    pub game: Option<AnyGame>,
    /// The log up to the stamp's version, public events only.
    pub log: Vec<LogEntry>,
}

/// A finished game's results, public by then (the game is over).
#[derive(Clone, Debug)]
pub struct Results {
    pub history: History,
    pub game: AnyGame,
    pub story: Story,
    /// The analysis, when one was made and finished.
    pub analysis: Option<AnalysisRecord>,
}

/// Whether `token` looks like a page token: the other kind is refused
/// without a lookup, and reads as the same "no such page".
pub fn well_formed(token: &str) -> bool {
    token.len() == TOKEN_LEN && token.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// A new page token.
fn fresh_token() -> String {
    let mut bytes = [0u8; TOKEN_LEN / 2];
    rand::thread_rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A record as a page may hold it: no seed, no state, no DM messages.
pub fn public_record(mut record: SessionRecord) -> SessionRecord {
    record.seed = 0;
    record.snapshot = None;
    record.dm_messages.clear();
    record
}

/// A log as a page may hold it: each entry's public events only, and no
/// action (a sealed choice is an action).
pub fn public_log(log: Vec<LogEntry>) -> Vec<LogEntry> {
    log.into_iter()
        .map(|mut entry| {
            let events: Vec<AppliedEvent> = serde_json::from_value(entry.events).unwrap_or_default();
            let public: Vec<AppliedEvent> = events.into_iter().filter(|e| e.audience == Audience::Public).collect();
            entry.events = serde_json::to_value(public).unwrap_or_default();
            entry.action = serde_json::Value::Null;
            entry
        })
        .collect()
}

impl Table {
    /// The session a page token names, if its server shows pages.
    ///
    /// # Errors
    /// [`Refusal::NoSession`] for a malformed, unknown or deleted token and
    /// for a server whose pages are off, alike; or the store fails.
    pub async fn page_session(&self, token: &str) -> Result<SessionId, Refusal> {
        // A malformed token still makes one lookup, of a token no page
        // has, so that every "no such page" costs the same.
        let token = if well_formed(token) { token.to_owned() } else { "-".repeat(TOKEN_LEN) };
        self.sessions
            .blocking(move |s| {
                let id = s.store().web_session(&token)?.ok_or(Refusal::NoSession)?;
                let (record, _) = s.peek(id, false)?;
                let off = s.store().guild_setting(record.guild, GuildSetting::Web.name())?;
                if off.as_deref() == Some("off") {
                    return Err(Refusal::NoSession);
                }
                Ok(id)
            })
            .await
    }

    /// The session's page token, made the first time it is asked for.
    ///
    /// # Errors
    /// The store fails.
    pub async fn page_token(&self, id: SessionId) -> Result<String, Refusal> {
        self.sessions
            .blocking(move |s| {
                if let Some(token) = s.store().web_token(id)? {
                    return Ok(token);
                }
                Ok(s.store().keep_web_token(id, &fresh_token())?)
            })
            .await
    }

    /// What the session's channel shows now: the board as last published
    /// (not a half-made turn the channel has not seen), with the log up to
    /// it.
    ///
    /// # Errors
    /// No such session, or its log does not replay.
    pub async fn page_board(&self, id: SessionId) -> Result<ShownBoard, Refusal> {
        self.sessions
            .blocking(move |s| {
                let (record, game) = s.peek(id, true)?;
                let (shown, _) = s.store().board_state(id)?;
                let mut log = s.store().log(id)?;
                let game = match game {
                    Some(_) if shown < record.version && record.status == Status::Active => {
                        let history = History::new(record.clone(), log.clone());
                        Some(history.at(shown)?.game)
                    }
                    game => game,
                };
                let version = shown_version(record.status, record.version, shown);
                log.retain(|e| e.version <= version);
                let stamp = PageStamp { version, status: record.status, seats: record.seats.len() };
                Ok(ShownBoard { stamp, record: public_record(record), game, log: public_log(log) })
            })
            .await
    }

    /// The stamp of the session's page, read without the game (a page's
    /// followers ask for it every second).
    ///
    /// # Errors
    /// No such session, or the store fails.
    pub async fn page_stamp(&self, id: SessionId) -> Result<PageStamp, Refusal> {
        self.sessions
            .blocking(move |s| {
                let (status, version, seats) = s.standing(id)?;
                let (shown, _) = s.store().board_state(id)?;
                Ok(PageStamp { version: shown_version(status, version, shown), status, seats })
            })
            .await
    }

    /// A position of the session's replay, public only.
    ///
    /// # Errors
    /// As [`Table::replay_at`].
    pub async fn page_replay(&self, id: SessionId, seek: Seek) -> Result<Replayed, Refusal> {
        let mut replayed = self.replay_at(id, seek).await?;
        replayed.record = public_record(replayed.record);
        Ok(replayed)
    }

    /// A finished game's results.
    ///
    /// # Errors
    /// [`Refusal::NotStarted`] for a game still running, or its log does
    /// not replay.
    pub async fn page_results(&self, id: SessionId) -> Result<Results, Refusal> {
        self.sessions
            .blocking(move |s| {
                let history = s.history(id)?;
                if history.record.status != Status::Over {
                    return Err(Refusal::NotStarted);
                }
                let game = history.at(history.last())?.game;
                let story = crate::story::story(&history)?;
                let analysis = s.store().analysis(id)?.filter(AnalysisRecord::complete);
                let history = History::new(public_record(history.record), public_log(history.log));
                Ok(Results { history, game, story, analysis })
            })
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_32_lowercase_hex_digits_and_nothing_else_is_one() {
        let token = fresh_token();
        assert!(well_formed(&token), "{token}");
        assert_ne!(token, fresh_token());
        for bad in ["", "1", &token.to_uppercase(), &format!("{token}0"), &token[1..], "../../etc/passwd"] {
            assert!(!well_formed(bad), "{bad}");
        }
    }
}
