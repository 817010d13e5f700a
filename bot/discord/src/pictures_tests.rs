use super::*;
use std::sync::mpsc;
use tavola_engine::GameKind;

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
    assert!(pictures.cached(2, Key { version: 2, ..key }, None).is_some(), "a session's new picture replaced its old");
    assert_eq!(pictures.entries().bytes, 3 * (CACHE_BYTES / 3));
    pictures.forget(3);
    assert_eq!(pictures.entries().bytes, 2 * (CACHE_BYTES / 3), "a forgotten picture frees its bytes");
}

#[test]
fn failed_pictures_weigh_nothing_but_count_against_the_entries_cap() {
    let pictures = BoardPictures::new(true);
    let key = Key { version: 1, lang: Lang::En };
    for id in 0..=CACHE_ENTRIES as SessionId {
        pictures.store(id, key, None);
    }
    assert_eq!(pictures.entries().by_session.len(), CACHE_ENTRIES);
    assert!(pictures.cached(0, key, None).is_none(), "the oldest went");
    assert!(
        matches!(pictures.cached(1, key, None), Some(None))
            && pictures.cached(CACHE_ENTRIES as SessionId, key, None).is_some()
    );
    assert_eq!(pictures.entries().by_age.len(), CACHE_ENTRIES);
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

// ---- the pool, with a stand-in drawing -------------------------------

/// The session whose boards hold the pool's thread until the gate opens.
const HELD: SessionId = 99;
/// The session whose boards fail to draw.
const FAILS: SessionId = 13;
/// The session whose boards panic.
const PANICS: SessionId = 66;

/// Pictures drawn by one thread with a stand-in: each drawing is noted
/// as (session, version) and its PNG is the version's byte.
struct Stand {
    pictures: BoardPictures,
    drawn: Arc<Mutex<Vec<(SessionId, u64)>>>,
    /// Says that a board of [`HELD`] has started.
    held: mpsc::Receiver<()>,
    /// Lets it finish.
    gate: mpsc::Sender<()>,
}

fn stand() -> Stand {
    let drawn = Arc::new(Mutex::new(Vec::new()));
    let (held_tx, held) = mpsc::channel();
    let (gate, gate_rx) = mpsc::channel();
    let (log, gate_rx) = (drawn.clone(), Mutex::new(gate_rx));
    let draw: Draw = Arc::new(move |job: &Job| {
        if job.session == HELD {
            let _ = held_tx.send(());
            let _ = lock(&gate_rx).recv();
        }
        lock(&log).push((job.session, job.key.version));
        match job.session {
            FAILS => Err(PictureError::Empty { width: 0, height: 0 }),
            PANICS => panic!("a drawing panicked"),
            _ => Ok(Png { bytes: vec![job.key.version as u8], width: 1, height: 1 }),
        }
    });
    Stand { pictures: BoardPictures::drawn_by(true, 1, draw), drawn, held, gate }
}

fn job(session: SessionId, version: u64) -> Job {
    let game = AnyGame::new(GameKind::GreatWall, 2, &serde_json::json!({}), 3).unwrap();
    let words = Tr::embedded(Lang::En).words().clone();
    Job { session, key: Key { version, lang: Lang::En }, game, names: Vec::new(), words, details: false }
}

/// What came of a picture asked for: `v<version>` (the stand-in's
/// PNG), `superseded`, `failed`, or `nothing` (the pool closed).
fn came(drawn: oneshot::Receiver<Drawn>) -> String {
    match drawn.blocking_recv() {
        Ok(Drawn::Picture(png)) => format!("v{}", png.bytes[0]),
        Ok(Drawn::Failed) => "failed".into(),
        Ok(Drawn::Superseded) => "superseded".into(),
        Err(_) => "nothing".into(),
    }
}

impl Stand {
    /// Holds the pool's one thread with a board of [`HELD`].
    fn hold(&self, version: u64) -> oneshot::Receiver<Drawn> {
        let held = self.pictures.pool.board(job(HELD, version));
        self.held.recv().unwrap();
        held
    }

    fn drawn(&self) -> Vec<(SessionId, u64)> {
        lock(&self.drawn).clone()
    }

    fn line(&self) -> usize {
        lock(&self.pictures.pool.shared.queue).line.len()
    }
}

#[test]
fn a_waiting_board_gives_way_to_its_sessions_newer_one() {
    let stand = stand();
    let held = stand.hold(1);
    let pool = &stand.pictures.pool;
    let (v1, v2, v3) = (pool.board(job(1, 1)), pool.board(job(1, 2)), pool.board(job(1, 3)));
    let again = pool.board(job(1, 3));
    assert_eq!(stand.line(), 1, "one place in line for the session");
    stand.gate.send(()).unwrap();
    assert_eq!(came(v1), "superseded");
    assert_eq!(came(v2), "superseded");
    assert_eq!((came(v3), came(again)), ("v3".into(), "v3".into()), "both waiting for v3 get it");
    assert_eq!(came(held), "v1");
    assert_eq!(stand.drawn(), [(HELD, 1), (1, 3)], "v1 and v2 were never drawn");
}

#[test]
fn an_older_board_is_never_drawn_after_a_newer_one() {
    let stand = stand();
    let held = stand.hold(5);
    let pool = &stand.pictures.pool;
    assert_eq!(came(pool.board(job(HELD, 4))), "superseded", "v5 is being drawn");
    let (v8, v7) = (pool.board(job(1, 8)), pool.board(job(1, 7)));
    assert_eq!(came(v7), "superseded", "v8 is waiting");
    stand.gate.send(()).unwrap();
    assert_eq!((came(held), came(v8)), ("v5".into(), "v8".into()));
    assert_eq!(came(pool.board(job(1, 6))), "superseded", "v8 was drawn");
    assert_eq!(stand.drawn(), [(HELD, 5), (1, 8)]);
    let key = Key { version: 8, lang: Lang::En };
    assert!(stand.pictures.cached(1, key, None).is_some_and(|p| p.is_some()));
}

#[tokio::test]
async fn past_the_wait_the_board_goes_out_as_text_and_its_picture_follows() {
    let stand = stand();
    let key = Key { version: 7, lang: Lang::En };
    let late = match stand.pictures.board_within(job(HELD, 7), Duration::from_millis(20)).await {
        BoardPicture::Late(late) => late,
        BoardPicture::Now(picture) => panic!("not held: {picture:?}"),
    };
    assert_eq!((late.id, late.version), (HELD, 7));
    assert!(stand.pictures.cached(HELD, key, None).is_none());
    stand.gate.send(()).unwrap();
    assert!(late.drawn().await, "drawn after the wait");
    assert!(stand.pictures.cached(HELD, key, None).is_some_and(|p| p.is_some()), "and cached for the edit");
}

#[tokio::test]
async fn a_picture_nobody_waits_for_any_more_is_cached_all_the_same() {
    let stand = stand();
    let late = stand.pictures.board_within(job(HELD, 7), Duration::from_millis(20)).await;
    assert!(matches!(late, BoardPicture::Late(_)));
    drop(late);
    stand.gate.send(()).unwrap();
    // One thread, in order: once the next board is out, the first is in.
    let next = stand.pictures.board_within(job(1, 1), LATE_WAIT).await;
    assert!(matches!(next, BoardPicture::Now(Some(_))));
    assert!(stand.pictures.cached(HELD, Key { version: 7, lang: Lang::En }, None).is_some_and(|p| p.is_some()));
}

#[test]
fn a_picture_for_one_reader_is_dropped_if_they_left_before_it_started() {
    let stand = stand();
    let held = stand.hold(1);
    let pool = &stand.pictures.pool;
    drop(pool.once(job(2, 1)));
    let kept = pool.once(job(3, 1));
    stand.gate.send(()).unwrap();
    assert_eq!((came(held), came(kept)), ("v1".into(), "v1".into()));
    assert_eq!(stand.drawn(), [(HELD, 1), (3, 1)]);
    assert!(stand.pictures.cached(3, Key { version: 1, lang: Lang::En }, None).is_none(), "never cached");
}

#[test]
fn a_drawing_that_fails_or_panics_leaves_a_text_board_and_the_thread() {
    let stand = stand();
    let pool = &stand.pictures.pool;
    assert_eq!(came(pool.board(job(FAILS, 1))), "failed");
    assert_eq!(came(pool.board(job(PANICS, 1))), "failed");
    assert_eq!(came(pool.board(job(1, 2))), "v2", "the thread goes on");
    assert!(matches!(stand.pictures.cached(FAILS, Key { version: 1, lang: Lang::En }, None), Some(None)));
}
