//! Board pictures in Discord: which boards carry one, rendering off the
//! async workers, and a cache so a board is drawn and uploaded once.
//!
//! - **On or off.** A server's `/admin images` choice (the `images` guild
//!   setting), else `TAVOLA_BOARD_IMAGES` (on by default).
//! - **Drawn once per state.** A picture is keyed by session, state version
//!   and language: an edit that leaves the board as it was (a new deadline,
//!   a retired ping line) neither renders nor uploads again; the message
//!   keeps the file it has (an edit without `attachments` keeps them all).
//! - **Never in the way.** Rendering runs on a blocking thread after the
//!   interaction was answered; if it fails, the failure is logged, the text
//!   board goes out, and the game goes on.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use poise::serenity_prelude::CreateAttachment;
use tavola_engine::{AnyGame, Seat};
use tavola_pictures::Png;

use crate::context::Data;
use crate::i18n::{Lang, Tr};
use crate::render;
use tavola_table::record::{SessionId, SessionRecord};
use tavola_table::GuildSetting;

/// Which board a picture shows: a session's state in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    version: u64,
    lang: Lang,
}

/// A session's newest picture (`None`: rendering it failed) and the board
/// message that already carries it.
struct Entry {
    key: Key,
    png: Option<Arc<Png>>,
    shown_on: Option<u64>,
    /// When it was stored, in the cache's own count: the oldest goes first.
    stored: u64,
}

impl Entry {
    fn bytes(&self) -> usize {
        self.png.as_ref().map_or(0, |p| p.bytes.len())
    }
}

/// How many bytes of pictures are kept. A board's PNG is about 100 KB, so
/// a bot with a thousand running games would hold 100 MB for pictures that
/// are needed again only when their board is edited unchanged; past this,
/// the pictures stored longest ago are dropped (drawn again if needed).
const CACHE_BYTES: usize = 24 << 20;

/// The pictures of every session, newest only, within [`CACHE_BYTES`].
pub struct BoardPictures {
    default_on: bool,
    entries: Mutex<Entries>,
}

#[derive(Default)]
struct Entries {
    by_session: HashMap<SessionId, Entry>,
    bytes: usize,
    stored: u64,
}

impl Entries {
    fn get(&self, id: &SessionId) -> Option<&Entry> {
        self.by_session.get(id)
    }

    fn get_mut(&mut self, id: &SessionId) -> Option<&mut Entry> {
        self.by_session.get_mut(id)
    }

    fn remove(&mut self, id: &SessionId) {
        if let Some(old) = self.by_session.remove(id) {
            self.bytes -= old.bytes();
            metrics::gauge!(crate::measure::PICTURE_CACHE_BYTES).set(self.bytes as f64);
        }
    }

    fn insert(&mut self, id: SessionId, key: Key, png: Option<Arc<Png>>) {
        self.remove(&id);
        self.stored += 1;
        let entry = Entry { key, png, shown_on: None, stored: self.stored };
        self.bytes += entry.bytes();
        self.by_session.insert(id, entry);
        metrics::gauge!(crate::measure::PICTURE_CACHE_BYTES).set(self.bytes as f64);
        while self.bytes > CACHE_BYTES {
            let Some(oldest) = self.by_session.iter().min_by_key(|(_, e)| e.stored).map(|(&id, _)| id) else { break };
            self.remove(&oldest);
        }
    }
}

/// A board's picture, ready for a message.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The file name, `board-<version>.png`.
    pub name: String,
    pub png: Arc<Png>,
    /// The board message being edited already carries this very file.
    pub uploaded: bool,
}

impl Picture {
    /// What the embed's image points at.
    pub fn url(&self) -> String {
        format!("attachment://{}", self.name)
    }

    /// The file to upload.
    pub fn attachment(&self) -> CreateAttachment {
        CreateAttachment::bytes(self.png.bytes.clone(), self.name.clone())
    }
}

/// A board picture's file name.
pub fn file_name(version: u64) -> String {
    format!("board-{version}.png")
}

impl BoardPictures {
    /// `default_on`: whether a server that chose nothing gets pictures.
    pub fn new(default_on: bool) -> BoardPictures {
        BoardPictures { default_on, entries: Mutex::default() }
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, Entries> {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The cached picture of `key`, if any (`Some(None)`: it failed).
    fn cached(&self, id: SessionId, key: Key, message: Option<u64>) -> Option<Option<Picture>> {
        let entries = self.entries();
        let entry = entries.get(&id).filter(|e| e.key == key)?;
        Some(entry.png.clone().map(|png| Picture {
            name: file_name(key.version),
            png,
            uploaded: message.is_some() && entry.shown_on == message,
        }))
    }

    fn store(&self, id: SessionId, key: Key, png: Option<Arc<Png>>) {
        self.entries().insert(id, key, png);
    }

    /// Records that board `message` now carries the session's picture of
    /// `version`.
    pub fn shown(&self, id: SessionId, version: u64, message: u64) {
        if let Some(entry) = self.entries().get_mut(&id).filter(|e| e.key.version == version) {
            entry.shown_on = Some(message);
        }
    }

    /// Forgets a session's picture (its game is over or gone).
    pub fn forget(&self, id: SessionId) {
        self.entries().remove(&id);
    }

    /// Whether a server's boards carry pictures.
    fn on_for(&self, choice: Option<&str>) -> bool {
        self.on(match choice {
            Some("on") => Some(true),
            Some("off") => Some(false),
            _ => None,
        })
    }

    /// Whether a server's boards carry pictures, given its choice (`None`:
    /// never chosen, the process's default).
    pub fn on(&self, choice: Option<bool>) -> bool {
        choice.unwrap_or(self.default_on)
    }
}

/// Whether boards on `guild` carry pictures.
pub async fn enabled(data: &Data, guild: u64) -> bool {
    let choice = data.table.guild_setting(guild, GuildSetting::Images).await.unwrap_or_else(|e| {
        tracing::warn!(guild, error = %e, "could not read the images setting");
        None
    });
    data.pictures.on_for(choice.as_deref())
}

/// The picture of a session's board as it stands, rendered (on a blocking
/// thread) only if this state was never drawn. `on`: whether the server's
/// boards carry pictures. `message` is the board message about to be
/// edited, if any. `None`: pictures are off here, or rendering failed
/// (logged; the text board goes out instead).
pub async fn board_picture(
    data: &Data,
    on: bool,
    record: &SessionRecord,
    game: &AnyGame,
    tr: &Tr,
    message: Option<u64>,
) -> Option<Picture> {
    if !on {
        return None;
    }
    let (id, key) = (record.id, Key { version: record.version, lang: tr.lang() });
    if let Some(cached) = data.pictures.cached(id, key, message) {
        return cached;
    }
    let png = draw(record, game, tr).await;
    data.pictures.store(id, key, png.clone());
    png.map(|png| Picture { name: file_name(key.version), png, uploaded: false })
}

/// A picture of `game`'s public board drawn afresh, uncached, named
/// `name`: a replay's positions are not the session's newest state, which
/// the cache keeps for the live board. `None`: pictures are off here, or
/// drawing failed (logged; the text board shows instead).
pub async fn uncached(data: &Data, record: &SessionRecord, game: &AnyGame, tr: &Tr, name: String) -> Option<Picture> {
    if !enabled(data, record.guild).await {
        return None;
    }
    let png = draw(record, game, tr).await?;
    Some(Picture { name, png, uploaded: false })
}

/// Draws the public board of `game` on a blocking thread; a failure is
/// logged and gives `None`.
async fn draw(record: &SessionRecord, game: &AnyGame, tr: &Tr) -> Option<Arc<Png>> {
    let (id, version) = (record.id, record.version);
    let names: Vec<String> = Seat::all(record.seats.len())
        .map(|s| record.seats.get(s.index()).map(|r| render::seat_name_plain(r, tr)).unwrap_or_default())
        .collect();
    let (game, words, lang) = (game.clone(), tr.words().clone(), tr.lang());
    let rendered = tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        let png = tavola_pictures::board_png(&game, &names, lang, &words);
        metrics::histogram!(crate::measure::PICTURE_SECONDS).record(started.elapsed().as_secs_f64());
        png
    })
    .await;
    match rendered {
        Ok(Ok(png)) => Some(Arc::new(png)),
        Ok(Err(e)) => {
            tracing::warn!(session = id, version, error = %e, "board picture failed; text board instead");
            None
        }
        Err(e) => {
            tracing::warn!(session = id, version, error = %e, "board picture panicked; text board instead");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png() -> Option<Arc<Png>> {
        Some(Arc::new(Png { bytes: vec![1, 2, 3], width: 1, height: 1 }))
    }

    #[test]
    fn a_picture_is_reused_for_its_state_and_language_only() {
        let pictures = BoardPictures::new(true);
        let key = Key { version: 4, lang: Lang::En };
        assert!(pictures.cached(1, key, None).is_none(), "nothing drawn yet");
        pictures.store(1, key, png());
        let again = pictures.cached(1, key, Some(99)).expect("cached").expect("a picture");
        assert_eq!((again.name.as_str(), again.uploaded), ("board-4.png", false));
        assert!(pictures.cached(1, Key { version: 5, ..key }, None).is_none(), "a new state is drawn anew");
        assert!(pictures.cached(1, Key { lang: Lang::It, ..key }, None).is_none(), "so is another language");
        assert!(pictures.cached(2, key, None).is_none(), "pictures are per session");
    }

    #[test]
    fn a_board_that_carries_its_picture_is_not_uploaded_again() {
        let pictures = BoardPictures::new(true);
        let key = Key { version: 4, lang: Lang::En };
        pictures.store(1, key, png());
        pictures.shown(1, 4, 77);
        assert!(pictures.cached(1, key, Some(77)).unwrap().unwrap().uploaded);
        assert!(!pictures.cached(1, key, Some(78)).unwrap().unwrap().uploaded, "another message needs the file");
        pictures.shown(1, 3, 78);
        assert!(!pictures.cached(1, key, Some(78)).unwrap().unwrap().uploaded, "an older picture was shown there");
    }

    #[test]
    fn past_the_budget_the_pictures_stored_longest_ago_go_first() {
        let pictures = BoardPictures::new(true);
        let key = Key { version: 1, lang: Lang::En };
        let big = || Some(Arc::new(Png { bytes: vec![0; CACHE_BYTES / 3], width: 1, height: 1 }));
        for id in 1..=3 {
            pictures.store(id, key, big());
        }
        pictures.store(2, Key { version: 2, ..key }, big());
        pictures.store(4, key, big());
        assert!(pictures.cached(1, key, None).is_none(), "the oldest went");
        assert!(pictures.cached(3, key, None).is_some() && pictures.cached(4, key, None).is_some());
        assert!(
            pictures.cached(2, Key { version: 2, ..key }, None).is_some(),
            "a session's new picture replaced its old"
        );
        assert_eq!(pictures.entries().bytes, 3 * (CACHE_BYTES / 3));
        pictures.forget(3);
        assert_eq!(pictures.entries().bytes, 2 * (CACHE_BYTES / 3), "a forgotten picture frees its bytes");
    }

    #[test]
    fn a_failed_picture_is_not_retried_for_the_same_state() {
        let pictures = BoardPictures::new(true);
        let key = Key { version: 4, lang: Lang::En };
        pictures.store(1, key, None);
        assert!(matches!(pictures.cached(1, key, None), Some(None)));
    }

    #[test]
    fn a_server_choice_overrides_the_default() {
        let (on, off) = (BoardPictures::new(true), BoardPictures::new(false));
        assert!(on.on_for(None) && !off.on_for(None));
        assert!(!on.on_for(Some("off")) && off.on_for(Some("on")));
        assert!(on.on_for(Some("garbage")), "an unknown value is the default");
    }
}
