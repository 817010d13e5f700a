//! A slower store on purpose, to test the bot under pressure: with
//! `TAVOLA_SLOW_STORE_MS` set (tests only), the bot wraps its store in a
//! [`SlowStore`], whose every call first waits that long, as on a busy disk
//! or a loaded machine. The wait is here, around the store, so that the
//! bot's own paths carry no test knob: unset, nothing of it runs.

use std::sync::Arc;
use std::time::Duration;

use super::{
    Committed, GuildLanguage, LogEntry, Placing, SessionId, SessionRecord, Standing, Status, Store, StoreError,
    Vacation,
};
use crate::analysis::AnalysisRecord;
use crate::deadlines::{ReminderMode, Timers};

/// A store whose calls each wait `delay` before the store they wrap does
/// the work; but for [`Store::revision`] and [`Store::claim_timers`],
/// bookkeeping around the work, answered at once.
pub struct SlowStore {
    inner: Arc<dyn Store>,
    delay: Duration,
}

impl SlowStore {
    /// `inner`, each call delayed by `delay`.
    pub fn wrap(inner: Arc<dyn Store>, delay: Duration) -> Arc<dyn Store> {
        Arc::new(SlowStore { inner, delay })
    }

    /// The wrapped store, after the wait.
    fn slow(&self) -> &dyn Store {
        std::thread::sleep(self.delay);
        &*self.inner
    }
}

impl Store for SlowStore {
    fn create(&self, record: &SessionRecord) -> Result<SessionId, StoreError> {
        self.slow().create(record)
    }

    fn load(&self, id: SessionId) -> Result<Option<SessionRecord>, StoreError> {
        self.slow().load(id)
    }

    fn open_in_channel(&self, channel: u64) -> Result<Option<SessionRecord>, StoreError> {
        self.slow().open_in_channel(channel)
    }

    fn list_guild(&self, guild: u64, limit: usize) -> Result<Vec<SessionRecord>, StoreError> {
        self.slow().list_guild(guild, limit)
    }

    fn save(&self, record: &SessionRecord) -> Result<(), StoreError> {
        self.slow().save(record)
    }

    fn append(&self, id: SessionId, entry: &LogEntry, state: &Committed<'_>) -> Result<(), StoreError> {
        self.slow().append(id, entry, state)
    }

    fn set_timers(&self, id: SessionId, timers: &Timers) -> Result<(), StoreError> {
        self.slow().set_timers(id, timers)
    }

    fn timed_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        self.slow().timed_sessions()
    }

    fn active_with_house(&self) -> Result<Vec<SessionId>, StoreError> {
        self.slow().active_with_house()
    }

    fn active_seated(&self, guild: u64, user: u64) -> Result<Vec<SessionId>, StoreError> {
        self.slow().active_seated(guild, user)
    }

    fn vacation(&self, guild: u64, user: u64) -> Result<Vacation, StoreError> {
        self.slow().vacation(guild, user)
    }

    fn set_vacation(&self, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
        self.slow().set_vacation(guild, user, vacation)
    }

    fn admin_contacts(&self, guild: u64) -> Result<Vec<u64>, StoreError> {
        self.slow().admin_contacts(guild)
    }

    fn set_admin_contact(&self, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
        self.slow().set_admin_contact(guild, user, on)
    }

    fn set_digest(&self, guild: u64, user: u64, next_at: Option<i64>) -> Result<(), StoreError> {
        self.slow().set_digest(guild, user, next_at)
    }

    fn due_digests(&self, now: i64) -> Result<Vec<(u64, u64, i64)>, StoreError> {
        self.slow().due_digests(now)
    }

    fn take_digest(&self, guild: u64, user: u64, from: i64, to: i64) -> Result<bool, StoreError> {
        self.slow().take_digest(guild, user, from, to)
    }

    fn reminder_mode(&self, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
        self.slow().reminder_mode(guild, user)
    }

    fn set_reminder_mode(&self, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError> {
        self.slow().set_reminder_mode(guild, user, mode)
    }

    fn set_board_version(&self, id: SessionId, version: u64) -> Result<(), StoreError> {
        self.slow().set_board_version(id, version)
    }

    fn board_state(&self, id: SessionId) -> Result<(u64, u64), StoreError> {
        self.slow().board_state(id)
    }

    fn set_board_turn(&self, id: SessionId, turn: u64) -> Result<(), StoreError> {
        self.slow().set_board_turn(id, turn)
    }

    fn stale_boards(&self) -> Result<Vec<(SessionId, u64)>, StoreError> {
        self.slow().stale_boards()
    }

    fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError> {
        self.slow().guild_language(guild)
    }

    fn set_guild_language(&self, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
        self.slow().set_guild_language(guild, language)
    }

    fn guild_setting(&self, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
        self.slow().guild_setting(guild, name)
    }

    fn set_guild_setting(&self, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
        self.slow().set_guild_setting(guild, name, value)
    }

    fn web_token(&self, session: SessionId) -> Result<Option<String>, StoreError> {
        self.slow().web_token(session)
    }

    fn keep_web_token(&self, session: SessionId, token: &str) -> Result<String, StoreError> {
        self.slow().keep_web_token(session, token)
    }

    fn web_session(&self, token: &str) -> Result<Option<SessionId>, StoreError> {
        self.slow().web_session(token)
    }

    fn user_locale(&self, user: u64) -> Result<Option<String>, StoreError> {
        self.slow().user_locale(user)
    }

    fn set_user_locale(&self, user: u64, locale: &str) -> Result<(), StoreError> {
        self.slow().set_user_locale(user, locale)
    }

    fn dm_channel(&self, user: u64) -> Result<Option<u64>, StoreError> {
        self.slow().dm_channel(user)
    }

    fn set_dm_channel(&self, user: u64, channel: u64) -> Result<(), StoreError> {
        self.slow().set_dm_channel(user, channel)
    }

    fn log(&self, id: SessionId) -> Result<Vec<LogEntry>, StoreError> {
        self.slow().log(id)
    }

    fn since_last_move(&self, id: SessionId, seat: u8) -> Result<Vec<LogEntry>, StoreError> {
        self.slow().since_last_move(id, seat)
    }

    fn revision(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        self.inner.revision(id)
    }

    fn revision_and_since_last_move(
        &self,
        id: SessionId,
        seat: u8,
    ) -> Result<(Option<i64>, Vec<LogEntry>), StoreError> {
        self.slow().revision_and_since_last_move(id, seat)
    }

    fn own_revisions(&self, id: SessionId) -> Option<(i64, i64)> {
        self.inner.own_revisions(id)
    }

    fn claim_timers(&self, id: SessionId, now: i64, until: i64) -> Result<bool, StoreError> {
        self.inner.claim_timers(id, now, until)
    }

    fn analysis(&self, session: SessionId) -> Result<Option<AnalysisRecord>, StoreError> {
        self.slow().analysis(session)
    }

    fn queue_analysis(&self, session: SessionId, total: usize) -> Result<bool, StoreError> {
        self.slow().queue_analysis(session, total)
    }

    fn save_analysis(&self, analysis: &AnalysisRecord) -> Result<bool, StoreError> {
        self.slow().save_analysis(analysis)
    }

    fn forget_analysis(&self, session: SessionId) -> Result<(), StoreError> {
        self.slow().forget_analysis(session)
    }

    fn unfinished_analyses(&self) -> Result<Vec<SessionId>, StoreError> {
        self.slow().unfinished_analyses()
    }

    fn latest_finished_in_channel(&self, channel: u64) -> Result<Option<SessionId>, StoreError> {
        self.slow().latest_finished_in_channel(channel)
    }

    fn truncate(&self, id: SessionId, version: u64, snapshot: &str, status: Status) -> Result<(), StoreError> {
        self.slow().truncate(id, version, snapshot, status)
    }

    fn set_placings(&self, session: SessionId, guild: u64, game: &str, placings: &[Placing]) -> Result<(), StoreError> {
        self.slow().set_placings(session, guild, game, placings)
    }

    fn placings(&self, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError> {
        self.slow().placings(guild, game)
    }

    fn standings(&self, guild: u64, game: &str) -> Result<Vec<Standing>, StoreError> {
        self.slow().standings(guild, game)
    }

    fn replace_placings(&self, placings: &[Placing]) -> Result<(), StoreError> {
        self.slow().replace_placings(placings)
    }

    fn last_move_at(&self, id: SessionId) -> Result<Option<i64>, StoreError> {
        self.slow().last_move_at(id)
    }

    fn finished(&self) -> Result<Vec<SessionId>, StoreError> {
        self.slow().finished()
    }

    fn delete(&self, id: SessionId) -> Result<(), StoreError> {
        self.slow().delete(id)
    }

    fn count_by_status(&self) -> Result<Vec<(String, u64)>, StoreError> {
        self.slow().count_by_status()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::store::SqliteStore;

    fn store(name: &str, delay: Duration) -> Arc<dyn Store> {
        let dir = std::env::temp_dir().join(format!("tavola-slow-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        SlowStore::wrap(Arc::new(SqliteStore::open(&dir.join("tavola.db")).unwrap()), delay)
    }

    #[test]
    fn a_call_waits_then_does_the_work() {
        let store = store("waits", Duration::from_millis(50));
        let started = Instant::now();
        store.set_user_locale(7, "it").unwrap();
        assert_eq!(store.user_locale(7).unwrap().as_deref(), Some("it"));
        assert!(started.elapsed() >= Duration::from_millis(100), "two calls, two waits: {:?}", started.elapsed());
    }

    #[test]
    fn bookkeeping_is_not_delayed() {
        // Were they delayed, this test would take a minute.
        let store = store("bookkeeping", Duration::from_secs(60));
        let started = Instant::now();
        assert_eq!(store.revision(1).unwrap(), None);
        assert!(store.claim_timers(1, 0, 1000).unwrap());
        assert!(started.elapsed() < Duration::from_secs(60));
    }
}
