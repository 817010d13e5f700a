//! Pages drawn once per state: a game's page, or one step of its replay,
//! in one language, kept until the game's stamp moves on. A hundred
//! followers fetching the new board at once draw it once. The cache keeps
//! at most [`BYTES`]; past it, the least recently read pages go.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tavola_table::record::SessionId;
use tavola_table::Lang;

/// How many bytes of pages are kept (a page is 20 to 50 KB).
pub const BYTES: usize = 8 << 20;

/// Which page: the game's, or a replay's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Which {
    Game,
    Replay(u64),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    id: SessionId,
    which: Which,
    lang: Lang,
}

struct Entry {
    stamp: String,
    html: Arc<str>,
    read: u64,
}

#[derive(Default)]
pub struct Pages {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Key, Entry>,
    bytes: usize,
    clock: u64,
}

impl Pages {
    /// The page kept for this state, if any.
    pub fn get(&self, id: SessionId, which: Which, lang: Lang, stamp: &str) -> Option<Arc<str>> {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner.clock += 1;
        let clock = inner.clock;
        let entry = inner.entries.get_mut(&Key { id, which, lang }).filter(|e| e.stamp == stamp)?;
        entry.read = clock;
        Some(entry.html.clone())
    }

    /// Keeps `html` as the page of this state.
    pub fn keep(&self, id: SessionId, which: Which, lang: Lang, stamp: String, html: Arc<str>) {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner.clock += 1;
        let read = inner.clock;
        let size = html.len();
        if let Some(old) = inner.entries.insert(Key { id, which, lang }, Entry { stamp, html, read }) {
            inner.bytes -= old.html.len();
        }
        inner.bytes += size;
        while inner.bytes > BYTES {
            let Some(oldest) = inner.entries.iter().min_by_key(|(_, e)| e.read).map(|(k, _)| k.clone()) else { break };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.bytes -= gone.html.len();
            }
        }
    }

    /// Bytes kept now.
    pub fn bytes(&self) -> usize {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner).bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_kept_for_its_state_only_and_the_cache_stays_bounded() {
        let pages = Pages::default();
        pages.keep(1, Which::Game, Lang::En, "3-active-2".into(), Arc::from("<p>three</p>"));
        assert!(pages.get(1, Which::Game, Lang::En, "3-active-2").is_some());
        assert!(pages.get(1, Which::Game, Lang::En, "4-active-2").is_none(), "a newer state");
        assert!(pages.get(1, Which::Game, Lang::It, "3-active-2").is_none(), "another language");
        assert!(pages.get(1, Which::Replay(3), Lang::En, "3-active-2").is_none(), "another page");
        let big: Arc<str> = Arc::from("x".repeat(BYTES / 4));
        for id in 0..10 {
            pages.keep(id, Which::Game, Lang::En, "s".into(), big.clone());
        }
        assert!(pages.bytes() <= BYTES);
        assert!(pages.get(9, Which::Game, Lang::En, "s").is_some(), "the newest stays");
        assert!(pages.get(0, Which::Game, Lang::En, "s").is_none(), "the oldest went");
    }
}
