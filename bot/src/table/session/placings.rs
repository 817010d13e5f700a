//! A finished game's placings, kept when it ends (and forgotten when an
//! admin takes its end back), and every finished game's placings derived
//! again for `tavola ratings --rebuild`.

use super::*;
use crate::table::standings::{placings_of, Placing};

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
        let ended_at = store.log(id)?.last().map_or(0, |e| e.at);
        placings.extend(placings_of(&record, &game, ended_at));
    }
    Ok((placings, unreadable))
}
