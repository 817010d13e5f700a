//! The private panels players opened in a channel (▶ Play, `/play`),
//! retired once the game moves on without them.
//!
//! A panel is a private answer to an interaction, so only that
//! interaction's token can edit it, and only for Discord's 15 minutes.
//! Each panel is kept here, by the interaction that made it (which every
//! click on it names), with the version it offers moves for and the newest
//! token that can edit it; the publish of a newer public change
//! takes out every older panel of the session and strips its buttons with
//! a line saying why. A panel answered in place (a move, a page) takes the
//! newer token and version. Nothing is stored: after a restart a panel left
//! open still answers a click with a fresh panel (`refusal-stale`).
//!
//! Only a public change retires panels, so the moment a panel goes says
//! nothing a board did not already say.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{Builder, EditInteractionResponse, Http};
use tavola_table::record::SessionId;

/// Discord lets an interaction's token edit its answer for 15 minutes: a
/// panel older than this (with a margin) is let be.
const EDITABLE: Duration = Duration::from_secs(14 * 60);

/// Past this many open panels, the oldest editable ones are let go
/// (a click on one still gets a fresh panel).
const KEPT: usize = 20_000;

/// One open panel.
struct Open {
    /// The newest interaction token that edits it.
    token: String,
    session: SessionId,
    /// The version its moves are for.
    version: u64,
    /// When `token` was given: it edits the panel until [`EDITABLE`] after.
    at: Instant,
    /// The line that replaces it, in its reader's language.
    retired: String,
}

/// The open panels, by the interaction that made each.
#[derive(Default)]
pub struct OpenPanels {
    open: Mutex<HashMap<u64, Open>>,
}

impl OpenPanels {
    /// Keeps a panel just sent as the answer to interaction `made_by`
    /// (`token` edits it), with moves for `version`.
    pub fn opened(&self, made_by: u64, token: &str, session: SessionId, version: u64, retired: String) {
        let mut open = self.open();
        if open.len() >= KEPT {
            open.retain(|_, p| p.at.elapsed() < EDITABLE);
        }
        if open.len() >= KEPT {
            return;
        }
        let token = token.to_owned();
        open.insert(made_by, Open { token, session, version, at: Instant::now(), retired });
    }

    /// The panel `made_by` made was redrawn by a click whose `token` now
    /// edits it: it offers moves for `version` (`None`: it has no buttons
    /// left, and is let go).
    pub fn redrawn(&self, made_by: u64, token: &str, version: Option<u64>) {
        let mut open = self.open();
        match (open.get_mut(&made_by), version) {
            (Some(panel), Some(version)) => {
                panel.version = version;
                panel.token = token.to_owned();
                panel.at = Instant::now();
            }
            (Some(_), None) => {
                open.remove(&made_by);
            }
            (None, _) => {}
        }
    }

    /// Takes out the session's panels for versions before `version`, still
    /// editable.
    fn take_older(&self, session: SessionId, version: u64) -> Vec<(String, String)> {
        let mut open = self.open();
        let due: Vec<u64> = open
            .iter()
            .filter(|(_, p)| p.session == session && (p.version < version || p.at.elapsed() >= EDITABLE))
            .map(|(&made_by, _)| made_by)
            .collect();
        due.into_iter()
            .filter_map(|made_by| open.remove(&made_by))
            .filter(|p| p.at.elapsed() < EDITABLE)
            .map(|p| (p.token, p.retired))
            .collect()
    }

    /// Retires the session's panels older than `version`: on a task of
    /// its own when the bot's REST client is at hand (`spawn_on`), so the
    /// publish that calls it does not wait for the edits.
    pub async fn retire_older(&self, http: &Http, spawn_on: Option<Arc<Http>>, session: SessionId, version: u64) {
        let due = self.take_older(session, version);
        if due.is_empty() {
            return;
        }
        match spawn_on {
            Some(http) => {
                tokio::spawn(async move { retire(&http, session, due).await });
            }
            None => retire(http, session, due).await,
        }
    }

    /// How many panels are kept (for tests).
    pub fn len(&self) -> usize {
        self.open().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn open(&self) -> MutexGuard<'_, HashMap<u64, Open>> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Strips each panel's buttons and says why, through its token.
async fn retire(http: &Http, session: SessionId, due: Vec<(String, String)>) {
    for (token, line) in due {
        let edit = EditInteractionResponse::new().content(line).components(Vec::new());
        if let Err(e) = edit.execute(http, &token).await {
            tracing::debug!(session, error = %e, "an old private panel could not be retired");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_session_s_older_panels_are_taken_out() {
        let panels = OpenPanels::default();
        panels.opened(1, "a", 1, 4, "old".into());
        panels.opened(2, "b", 1, 5, "current".into());
        panels.opened(3, "c", 2, 4, "other game".into());
        let due = panels.take_older(1, 5);
        assert_eq!(due, vec![("a".to_owned(), "old".to_owned())]);
        assert_eq!(panels.len(), 2, "the current panel and the other game's stay");
        assert!(panels.take_older(1, 5).is_empty(), "taken out once");
    }

    #[test]
    fn a_redrawn_panel_follows_its_newest_token_and_version() {
        let panels = OpenPanels::default();
        panels.opened(1, "made", 1, 4, "old".into());
        panels.redrawn(1, "click", Some(6));
        assert!(panels.take_older(1, 6).is_empty(), "it offers moves for 6 now");
        let due = panels.take_older(1, 7);
        assert_eq!(due, vec![("click".to_owned(), "old".to_owned())], "the click's token edits it");
        panels.opened(2, "x", 1, 7, "old".into());
        panels.redrawn(2, "y", None);
        assert!(panels.is_empty(), "a panel without buttons is let go");
    }
}
