//! The restart catch-up: boards that fell behind their games.

use super::*;

impl Sessions {
    /// The game as it stood after `entries`, rebuilt from its seed.
    pub(crate) fn replay(record: &SessionRecord, entries: &[LogEntry]) -> Result<AnyGame, Refusal> {
        let mut game = AnyGame::new(
            Self::kind(record),
            record.seats.len(),
            &crate::hints::game_options(&record.options),
            record.seed,
        )
        .map_err(|e| Refusal::BadSetup(e.to_string()))?;
        for entry in entries {
            crate::history::replay(&mut game, entry).map_err(|e| Refusal::BadSetup(e.to_string()))?;
        }
        Ok(game)
    }

    /// The events of the moves a board missed. A catch-up passes them on
    /// only for a game that ended meanwhile, so its results say how the
    /// last points came; a running game's new board shows where it stands.
    fn events_of(missed: &[LogEntry]) -> Vec<AppliedEvent> {
        missed
            .iter()
            .flat_map(|e| serde_json::from_value::<Vec<AppliedEvent>>(e.events.clone()).unwrap_or_default())
            .collect()
    }

    /// The games whose board fell behind because the bot stopped between
    /// a committed move and its board (or that have none, after a restore):
    /// what to publish for each, as if the missed changes had just happened
    /// (a new board, pings and DM panels for whoever owes a decision that
    /// the old board did not ask of them), the end included.
    pub fn catch_up(&self) -> Vec<Progress> {
        let stale = match self.store.stale_boards() {
            Ok(stale) => stale,
            Err(e) => {
                tracing::error!(error = %e, "could not look for boards behind their games");
                return Vec::new();
            }
        };
        let mut due = Vec::new();
        for (id, shown) in stale {
            let caught = self.get(id).and_then(|(record, game)| {
                let game = game.ok_or(Refusal::NotStarted)?;
                let log = self.store.log(id)?;
                let (seen, missed) = log.split_at((shown as usize).min(log.len()));
                let events = if game.outcome().is_some() { Self::events_of(missed) } else { Vec::new() };
                if game.outcome().is_some() && !missed.is_empty() {
                    // The bot may have stopped before the end's placings were kept.
                    self.keep_placings(&record, &game, log.last().map_or(0, |e| e.at));
                    self.queue_finished(&record);
                }
                // No board at all: whoever owes a decision is told afresh.
                let shown_game = match record.board_message {
                    Some(_) => Some(Self::replay(&record, seen)?),
                    None => None,
                };
                Ok(Progress::between(record, shown_game.as_ref(), game, events))
            });
            match caught {
                Ok(p) => due.push(p),
                Err(e) => tracing::error!(session = id, error = %e, "could not catch a board up"),
            }
        }
        due
    }
}
