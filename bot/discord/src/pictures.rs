//! Board pictures in Discord: which boards carry one, drawing them off the
//! answers' path, and a cache so a board is drawn and uploaded once.
//!
//! - **On or off.** A server's `/admin images` choice (the `images` guild
//!   setting), else `TAVOLA_BOARD_IMAGES` (on by default).
//! - **Drawn once per state.** A picture is keyed by session, state version
//!   and language: an edit that leaves the board as it was (a new deadline,
//!   a retired ping line) neither renders nor uploads again; the message
//!   keeps the file it has (an edit without `attachments` keeps them all).
//! - **Never in the way.** Pictures are drawn by a few low-priority threads
//!   of their own ([`PicturePool`]), not on the blocking pool where every
//!   answer's store work runs, so a core busy drawing still gives way to a
//!   click. A session's board not yet started gives way to its newer one:
//!   a busy game is drawn at its newest state, never an older one after a
//!   newer.
//! - **Details on demand.** A board's or a replay's Details click asks
//!   the pool for the position's details picture ([`details`]), for that
//!   reader alone, uncached.
//! - **Text stands in.** A board waits for its picture at most
//!   [`PICTURE_WAIT`]; past it the text board goes out, and the publisher
//!   edits the picture in once drawn, if the board still shows that state
//!   ([`Late`]). If drawing fails, the failure is logged, the text board
//!   goes out, and the game goes on.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::num::NonZeroUsize;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Once, PoisonError};
use std::time::{Duration, Instant};

use poise::serenity_prelude::CreateAttachment;
use tavola_engine::{AnyGame, Seat};
use tavola_pictures::{PictureError, Png};
use tokio::sync::oneshot;

use crate::context::Data;
use crate::i18n::{Lang, Tr, Words};
use crate::measure::{PICTURE_CACHE_BYTES, PICTURE_QUEUE, PICTURE_SECONDS};
use crate::render;
use tavola_table::record::{SessionId, SessionRecord};
use tavola_table::GuildSetting;

mod pool;
use pool::{Drawn, PicturePool};

/// How long a board waits for its picture before it goes out as text. A
/// picture takes about 10 ms to draw (docs/figures/benchmarks.md), so a
/// wait this long means the pool is far behind or the machine is busy
/// answering; a player who clicked looks at the board within a second or
/// two, and a text board then is better than none. The picture follows in
/// an edit.
pub const PICTURE_WAIT: Duration = Duration::from_millis(1500);

/// How long a board that went out as text waits for its late picture.
/// Past it the pool is hopelessly behind: the board stays text until its
/// next change, and the publish that waits (a timer's tick, a house
/// player's next move) goes on.
const LATE_WAIT: Duration = Duration::from_secs(30);

/// How many threads draw at most. A picture takes about 10 ms, so four
/// threads draw 400 a second, more than Discord lets a bot post; more
/// threads would only hold more pictures' pixel buffers (9 MB each).
const MOST_THREADS: usize = 4;

/// The drawing threads' niceness (0 normal, 19 lowest): below the threads
/// that answer clicks, so that they take a busy core first, yet above a
/// finished game's analysis (19), since a board picture is awaited.
const NICE: i32 = 10;

/// How many bytes of pictures are kept. A board's PNG is about 100 KB, so
/// a bot with a thousand running games would hold 100 MB for pictures that
/// are needed again only when their board is edited unchanged; past this,
/// the pictures stored longest ago are dropped (drawn again if needed).
const CACHE_BYTES: usize = 24 << 20;

/// How many sessions' pictures are kept, whatever their bytes: a failed
/// picture weighs nothing against [`CACHE_BYTES`] and would never be
/// evicted; past this many, the entries stored longest ago go first.
const CACHE_ENTRIES: usize = 10_000;

/// How many sessions' boards may wait for the pool at once. Each holds a
/// copy of its game; a pool this far behind would draw pictures minutes
/// late anyway, so past it the board waiting longest is given up (it stays
/// text until its next change).
const MOST_WAITING: usize = 256;

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

/// The pictures of every session, newest only, within [`CACHE_BYTES`] and
/// [`CACHE_ENTRIES`]; and the pool that draws them.
pub struct BoardPictures {
    default_on: bool,
    entries: Arc<Mutex<Entries>>,
    pool: PicturePool,
    /// Discord's REST client, once the bot is up: a late picture's edit
    /// then goes out on a task of its own (see `publisher.rs`).
    http: std::sync::OnceLock<Arc<poise::serenity_prelude::Http>>,
}

#[derive(Default)]
struct Entries {
    by_session: HashMap<SessionId, Entry>,
    /// The sessions by when their entry was stored, oldest first.
    by_age: BTreeMap<u64, SessionId>,
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
            self.by_age.remove(&old.stored);
            self.bytes -= old.bytes();
            metrics::gauge!(PICTURE_CACHE_BYTES).set(self.bytes as f64);
        }
    }

    /// Stores a session's picture of `key`, unless it has a newer one
    /// already: never a stale picture after a newer.
    fn insert(&mut self, id: SessionId, key: Key, png: Option<Arc<Png>>) {
        if self.get(&id).is_some_and(|e| e.key.version > key.version) {
            return;
        }
        self.remove(&id);
        self.stored += 1;
        let entry = Entry { key, png, shown_on: None, stored: self.stored };
        self.bytes += entry.bytes();
        self.by_age.insert(entry.stored, id);
        self.by_session.insert(id, entry);
        metrics::gauge!(PICTURE_CACHE_BYTES).set(self.bytes as f64);
        while self.bytes > CACHE_BYTES || self.by_session.len() > CACHE_ENTRIES {
            let Some(&oldest) = self.by_age.values().next() else { break };
            self.remove(&oldest);
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A board to draw, owned so that a pool thread can take it: a session's
/// public board in one language, with its players' names.
pub struct Job {
    session: SessionId,
    key: Key,
    game: AnyGame,
    names: Vec<String>,
    words: Arc<Words>,
    /// The board's details picture rather than the board (see [`details`]).
    details: bool,
}

impl Job {
    fn of(record: &SessionRecord, game: &AnyGame, tr: &Tr) -> Job {
        let names = Seat::all(record.seats.len())
            .map(|s| record.seats.get(s.index()).map(|r| render::seat_name_plain(r, tr)).unwrap_or_default())
            .collect();
        let key = Key { version: record.version, lang: tr.lang() };
        Job { session: record.id, key, game: game.clone(), names, words: tr.words().clone(), details: false }
    }
}

/// How the pool draws a job: [`draw_board`] in the bot, a stand-in in tests.
type Draw = Arc<dyn Fn(&Job) -> Result<Png, PictureError> + Send + Sync>;

/// The bot's drawing: the public board, or its details picture, as
/// `tavola_pictures` draws them.
fn draw_board(job: &Job) -> Result<Png, PictureError> {
    if job.details {
        // Asked only of games that have one (see [`details`]).
        let png = tavola_pictures::details_png(&job.game, &job.names, job.key.lang, &job.words)?;
        return png.ok_or(PictureError::Empty { width: 0, height: 0 });
    }
    tavola_pictures::board_png(&job.game, &job.names, job.key.lang, &job.words)
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

/// A board's picture within [`PICTURE_WAIT`], or the wait for it after.
#[derive(Debug)]
pub enum BoardPicture {
    /// The picture, or `None`: pictures are off here, drawing failed, or
    /// a newer board took its place. The board goes out as it is.
    Now(Option<Picture>),
    /// Still being drawn: the board goes out as text, and the picture
    /// follows in an edit.
    Late(Late),
}

impl BoardPicture {
    /// The picture the board carries now, and the wait for a late one.
    pub fn into_parts(self) -> (Option<Picture>, Option<Late>) {
        match self {
            BoardPicture::Now(picture) => (picture, None),
            BoardPicture::Late(late) => (None, Some(late)),
        }
    }
}

/// A board picture still being drawn when [`PICTURE_WAIT`] ran out.
#[derive(Debug)]
pub struct Late {
    pub id: SessionId,
    pub version: u64,
    drawn: oneshot::Receiver<Drawn>,
}

impl Late {
    /// Waits for the picture, at most [`LATE_WAIT`]: whether it was drawn,
    /// and so is in the cache for the board's edit to find.
    pub async fn drawn(self) -> bool {
        matches!(tokio::time::timeout(LATE_WAIT, self.drawn).await, Ok(Ok(Drawn::Picture(_))))
    }
}

impl BoardPictures {
    /// `default_on`: whether a server that chose nothing gets pictures.
    pub fn new(default_on: bool) -> BoardPictures {
        BoardPictures::drawn_by(default_on, PicturePool::default_threads(), Arc::new(draw_board))
    }

    fn drawn_by(default_on: bool, threads: usize, draw: Draw) -> BoardPictures {
        let entries = Arc::new(Mutex::default());
        let pool = PicturePool::new(threads, draw, entries.clone());
        BoardPictures { default_on, pool, entries, http: std::sync::OnceLock::new() }
    }

    /// Lets late pictures be edited in on a task of their own, through `http`.
    pub fn attach(&self, http: Arc<poise::serenity_prelude::Http>) {
        let _ = self.http.set(http);
    }

    /// The REST client late pictures' edits go out through, once attached.
    pub(crate) fn http(&self) -> Option<Arc<poise::serenity_prelude::Http>> {
        self.http.get().cloned()
    }

    fn entries(&self) -> MutexGuard<'_, Entries> {
        lock(&self.entries)
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

    #[cfg(test)]
    fn store(&self, id: SessionId, key: Key, png: Option<Arc<Png>>) {
        self.entries().insert(id, key, png);
    }

    /// Asks the pool for a board and waits for it at most `wait`.
    async fn board_within(&self, job: Job, wait: Duration) -> BoardPicture {
        let (id, version) = (job.session, job.key.version);
        let mut drawn = self.pool.board(job);
        match tokio::time::timeout(wait, &mut drawn).await {
            Ok(Ok(Drawn::Picture(png))) => {
                BoardPicture::Now(Some(Picture { name: file_name(version), png, uploaded: false }))
            }
            Ok(_) => BoardPicture::Now(None),
            Err(_) => {
                tracing::info!(session = id, version, "board picture late; the text board goes first");
                BoardPicture::Late(Late { id, version, drawn })
            }
        }
    }

    /// Asks the pool for a picture for one reader and waits for it at
    /// most `wait` (past it, the reader sees text and the picture is not
    /// drawn, unless it was started already).
    async fn once_within(&self, job: Job, wait: Duration) -> Option<Arc<Png>> {
        match tokio::time::timeout(wait, self.pool.once(job)).await {
            Ok(Ok(Drawn::Picture(png))) => Some(png),
            _ => None,
        }
    }

    /// Records that board `message` now carries the session's picture of
    /// `version`.
    pub fn shown(&self, id: SessionId, version: u64, message: u64) {
        if let Some(entry) = self.entries().get_mut(&id).filter(|e| e.key.version == version) {
            entry.shown_on = Some(message);
        }
    }

    /// Whether board `message` already carries the picture of `version`
    /// (another edit put it there first).
    pub fn shown_on(&self, id: SessionId, version: u64, message: u64) -> bool {
        self.entries().get(&id).is_some_and(|e| e.key.version == version && e.shown_on == Some(message))
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

/// The picture of a session's board as it stands, drawn by the pool only
/// if this state was never drawn, waited for at most [`PICTURE_WAIT`].
/// `on`: whether the server's boards carry pictures. `message` is the
/// board message about to be edited, if any.
pub async fn board_picture_or_late(
    data: &Data,
    on: bool,
    record: &SessionRecord,
    game: &AnyGame,
    tr: &Tr,
    message: Option<u64>,
) -> BoardPicture {
    if !on {
        return BoardPicture::Now(None);
    }
    let key = Key { version: record.version, lang: tr.lang() };
    if let Some(cached) = data.pictures.cached(record.id, key, message) {
        return BoardPicture::Now(cached);
    }
    data.pictures.board_within(Job::of(record, game, tr), PICTURE_WAIT).await
}

/// As [`board_picture_or_late`], for a reply that cannot be edited later
/// (`/game rules`): a late picture is `None`, though it still lands in the
/// cache for the board.
pub async fn board_picture(
    data: &Data,
    on: bool,
    record: &SessionRecord,
    game: &AnyGame,
    tr: &Tr,
    message: Option<u64>,
) -> Option<Picture> {
    match board_picture_or_late(data, on, record, game, tr, message).await {
        BoardPicture::Now(picture) => picture,
        BoardPicture::Late(_) => None,
    }
}

/// A picture of `game`'s public board drawn afresh, uncached, named
/// `name`: a replay's positions are not the session's newest state, which
/// the cache keeps for the live board. `None`: pictures are off here, or
/// drawing failed (logged) or took longer than [`PICTURE_WAIT`]: the text
/// shows instead.
///
/// Drawn by the pool like a board, so that a reader paging through a
/// replay cannot take cores from the answers; but never coalesced (each
/// picture answers its own click) and dropped unstarted once its reader
/// stopped waiting.
pub async fn uncached(data: &Data, record: &SessionRecord, game: &AnyGame, tr: &Tr, name: String) -> Option<Picture> {
    if !enabled(data, record.guild).await {
        return None;
    }
    let png = data.pictures.once_within(Job::of(record, game, tr), PICTURE_WAIT).await?;
    Some(Picture { name, png, uploaded: false })
}

/// What a Details click is answered with.
#[derive(Debug)]
pub enum Details {
    /// The details picture of the position.
    Picture(Picture),
    /// The game has none: its board shows everything public.
    NoneForGame,
    /// Drawing failed (logged) or took longer than [`PICTURE_WAIT`].
    Failed,
}

/// The details picture of `game` (a board's position, or a replay's),
/// from its public view in the reader's words, named `name`: drawn by the
/// pool for this reader alone, uncached, whether or not the server's
/// boards carry pictures (the reader asked for it).
pub async fn details(data: &Data, record: &SessionRecord, game: &AnyGame, tr: &Tr, name: String) -> Details {
    if !tavola_pictures::has_details(game.kind()) {
        return Details::NoneForGame;
    }
    let job = Job { details: true, ..Job::of(record, game, tr) };
    match data.pictures.once_within(job, PICTURE_WAIT).await {
        Some(png) => Details::Picture(Picture { name, png, uploaded: false }),
        None => Details::Failed,
    }
}

#[cfg(test)]
#[path = "pictures_tests.rs"]
mod tests;
