//! A finished game's placings, kept when it ends (and forgotten when an
//! admin takes its end back), and every finished game's placings derived
//! again for `tavola ratings --rebuild`.

use super::*;
use crate::standings::{placings_of, Placing};

impl Sessions {
    /// Keeps a game's placings as it ends and updates its server's
    /// standings. A failure is logged, not refused: the game has ended
    /// whatever happens here, and a rebuild recovers what was missed.
    pub(super) fn keep_placings(&self, record: &SessionRecord, game: &AnyGame, ended_at: i64) {
        let placings = placings_of(record, game, ended_at);
        if let Err(e) = self.store.set_placings(record.id, record.guild, &record.game, &placings) {
            tracing::error!(session = record.id, error = %e, "could not keep a finished game's placings");
        }
    }

    /// Forgets the placings of a game whose end was taken back.
    pub(super) fn forget_placings(&self, record: &SessionRecord) {
        if let Err(e) = self.store.set_placings(record.id, record.guild, &record.game, &[]) {
            tracing::error!(session = record.id, error = %e, "could not forget a reopened game's placings");
        }
    }
}

/// Every finished game's placings, derived again from its final state,
/// ended when its last move was made.
///
/// # Errors
/// The store fails. A game whose state cannot be read is skipped, and
/// counted in the second value.
pub fn derive_placings(store: &dyn Store) -> Result<(Vec<Placing>, usize), StoreError> {
    let mut placings = Vec::new();
    let mut unreadable = 0;
    for id in store.finished()? {
        let Some(record) = store.load(id)? else { continue };
        let game = record.snapshot.as_deref().and_then(|s| serde_json::from_str::<AnyGame>(s).ok());
        let Some(game) = game else {
            unreadable += 1;
            continue;
        };
        let ended_at = store.last_move_at(id)?.unwrap_or(0);
        placings.extend(placings_of(&record, &game, ended_at));
    }
    Ok((placings, unreadable))
}

impl Sessions {
    /// Deletes a finished or cancelled game of `guild`, with its log and
    /// placings; its game's standings are computed again without it. An
    /// admin's request, checked by the caller.
    ///
    /// # Errors
    /// [`Refusal::NoSession`] (none, or another server's), [`Refusal::StillOpen`]
    /// while it is played, or the store fails.
    pub fn delete(&self, id: SessionId, guild: u64) -> Result<(), Refusal> {
        self.with(id, |l| {
            if l.record.guild != guild {
                return Err(Refusal::NoSession);
            }
            if l.record.status.is_open() {
                return Err(Refusal::StillOpen);
            }
            self.store.delete(id)?;
            Ok(())
        })?;
        let left = {
            let mut map = lock(&self.live);
            map.remove(&id);
            map.len()
        };
        crate::measure::live_sessions(left);
        tracing::info!(session = id, "a finished game was deleted");
        Ok(())
    }
}

impl Sessions {
    /// Derives every finished game's placings when the newest finished game
    /// has none: after the upgrade that brought ratings, or a stop between
    /// a game's end and its placings. Returns how many games were read.
    ///
    /// # Errors
    /// The store fails.
    pub fn derive_missing_placings(&self) -> Result<usize, Refusal> {
        let finished = self.store.finished()?;
        let Some(&newest) = finished.last() else { return Ok(0) };
        let Some(record) = self.store.load(newest)? else { return Ok(0) };
        if self.store.placings(record.guild, Some(&record.game))?.iter().any(|p| p.session == newest) {
            return Ok(0);
        }
        let (placings, _) = derive_placings(&*self.store)?;
        self.store.replace_placings(&placings)?;
        Ok(finished.len())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use serde_json::json;

    use super::*;
    use crate::standings::Entrant;
    use crate::store::SqliteStore;

    const ANNA: u64 = 2001;
    const BEN: u64 = 2002;

    fn sessions(name: &str) -> Sessions {
        let dir = std::env::temp_dir().join(format!("tavola-placings-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Sessions::new(Arc::new(SqliteStore::open(&dir.join("tavola.db")).unwrap()))
    }

    /// Anna and Ben play a Great Wall game in `channel` to its end, each
    /// taking their first legal move (or, with `late`, Anna her last that
    /// is not a Back).
    fn play_to_the_end(s: &Sessions, channel: u64, late: bool) -> SessionId {
        let kind = GameKind::from_id("great-wall").unwrap();
        let rec = s.open_lobby(3, channel, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
        s.join(rec.id, BEN, "Ben".into(), true).unwrap();
        s.start(rec.id, ANNA).unwrap();
        for _ in 0..5000 {
            let (rec, game) = s.get(rec.id).unwrap();
            let game = game.unwrap();
            let Some(&seat) = game.to_act().seats().first() else { return rec.id };
            let legal = game.legal(seat);
            let mut onward = legal.iter().filter(|a| a.id != "back");
            let pick = if late && seat.0 == 0 { onward.next_back() } else { legal.first() }.unwrap();
            s.play_as(rec.id, Some(rec.version), rec.seats[seat.index()].user.unwrap(), &pick.id).unwrap();
        }
        panic!("the game does not end");
    }

    #[test]
    fn a_game_that_ends_leaves_its_placings_and_a_rebuild_gives_the_live_ratings() {
        let s = sessions("live");
        let ids: Vec<SessionId> = (0..3).map(|i| play_to_the_end(&s, 30 + i, i == 1)).collect();
        let placings = s.store().placings(3, Some("great-wall")).unwrap();
        assert_eq!(placings.len(), 6, "two seats in each of three games");
        assert!(placings.iter().all(|p| p.rated && p.players == 2 && ids.contains(&p.session)));
        let live = s.store().standings(3, "great-wall").unwrap();
        assert_eq!(live.len(), 2);
        assert!(live.iter().all(|st| st.games == 3));

        let (derived, unreadable) = derive_placings(s.store()).unwrap();
        assert_eq!((derived.len(), unreadable), (6, 0));
        s.store().replace_placings(&derived).unwrap();
        assert_eq!(s.store().standings(3, "great-wall").unwrap(), live, "a rebuild gives the same numbers");

        // An admin takes the last game's end back: it no longer counts.
        s.undo_moves(ids[2], 1, None).unwrap();
        assert!(s.store().placings(3, None).unwrap().iter().all(|p| p.session != ids[2]));
        assert!(s.store().standings(3, "great-wall").unwrap().iter().all(|st| st.games == 2));
    }

    #[test]
    fn a_finished_game_is_deleted_and_an_open_one_or_another_servers_is_refused() {
        let s = sessions("delete");
        let done = play_to_the_end(&s, 40, false);
        let kind = GameKind::from_id("great-wall").unwrap();
        let open = s.open_lobby(3, 41, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap().id;
        assert!(matches!(s.delete(open, 3), Err(Refusal::StillOpen)));
        assert!(matches!(s.delete(done, 4), Err(Refusal::NoSession)));
        s.delete(done, 3).unwrap();
        assert!(matches!(s.get(done), Err(Refusal::NoSession)));
        assert!(s.store().placings(3, None).unwrap().is_empty());
        assert!(s.store().standings(3, "great-wall").unwrap().is_empty());
        let who = Entrant::Person(ANNA);
        assert!(s.store().standings(3, "great-wall").unwrap().iter().all(|st| st.entrant != who));
    }

    #[test]
    fn missing_placings_are_derived_once_at_start() {
        let s = sessions("missing");
        let id = play_to_the_end(&s, 50, false);
        s.store().set_placings(id, 3, "great-wall", &[]).unwrap();
        assert_eq!(s.derive_missing_placings().unwrap(), 1);
        assert_eq!(s.store().placings(3, None).unwrap().len(), 2);
        assert_eq!(s.derive_missing_placings().unwrap(), 0, "nothing to do the second time");
    }
}
