//! Copies a SQLite store into an empty PostgreSQL one (`tavola
//! migrate-store`): every session with its log, its board's state and its
//! clocks, and every server's and player's settings (vacations, admin
//! contacts, digests, reminders, languages), and the placings of finished
//! games with the ratings they lead to. The bot must be stopped meanwhile;
//! afterwards it starts on the new `TAVOLA_DATABASE` and the games go on
//! where they were.

use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use crate::deadlines::{ReminderMode, VacationLedger};
use crate::store::postgres::PgStore;
use crate::store::{GuildLanguage, SqliteStore, Store, StoreError, Vacation};

/// Why a copy did not happen.
#[derive(Debug, thiserror::Error)]
pub enum MigrateError {
    #[error("the PostgreSQL database already holds sessions: copy into an empty one")]
    TargetNotEmpty,
    #[error("session {0} was listed but could not be read")]
    Vanished(i64),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("reading the SQLite file: {0}")]
    Sqlite(#[from] rusqlite::Error),
}

/// What was copied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    pub sessions: usize,
    pub moves: usize,
    pub settings: usize,
    /// Seats' placings in finished games (the ratings follow from them).
    pub placings: usize,
}

/// Copies everything from the SQLite store at `path` (opened as `from`)
/// into `to`, which must hold no session.
///
/// # Errors
/// The target is not empty, or a store fails.
pub fn copy(path: &Path, from: &SqliteStore, to: &PgStore) -> Result<Copied, MigrateError> {
    if !to.session_ids()?.is_empty() {
        return Err(MigrateError::TargetNotEmpty);
    }
    let raw = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut copied = Copied::default();
    for (id, created_at) in session_ids(&raw)? {
        let record = from.load(id)?.ok_or(MigrateError::Vanished(id))?;
        let log = from.log(id)?;
        to.import(&record, &log, from.board_state(id)?, Some(created_at))?;
        copied.sessions += 1;
        copied.moves += log.len();
    }
    copied.settings = copy_settings(&raw, to)?;
    copied.placings = copy_placings(&raw, from, to)?;
    Ok(copied)
}

fn session_ids(raw: &Connection) -> Result<Vec<(i64, i64)>, StoreError> {
    let mut stmt = raw.prepare("SELECT id, created_at FROM sessions ORDER BY id")?;
    let ids = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<Result<Vec<_>, _>>()?;
    Ok(ids)
}

/// Copies every server's placings; the target derives the same standings
/// from them ([`crate::standings`]).
fn copy_placings(raw: &Connection, from: &SqliteStore, to: &PgStore) -> Result<usize, StoreError> {
    let mut placings = Vec::new();
    for guild in rows(raw, "SELECT DISTINCT guild FROM placings ORDER BY guild", |r| id(r, 0))? {
        placings.extend(from.placings(guild, None)?);
    }
    to.replace_placings(&placings)?;
    Ok(placings.len())
}

/// Rows of a settings table, each read by `read`.
fn rows<T>(
    raw: &Connection,
    sql: &str,
    read: fn(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>, StoreError> {
    let mut stmt = raw.prepare(sql)?;
    let rows = stmt.query_map([], read)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// A Discord id, stored as its bits in an INTEGER.
fn id(row: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<u64> {
    row.get::<_, i64>(i).map(|v| v as u64)
}

/// Copies the per-server and per-player settings through the [`Store`]
/// calls the bot itself uses; returns how many rows.
fn copy_settings(raw: &Connection, to: &dyn Store) -> Result<usize, StoreError> {
    let mut n = 0;
    let vacations = rows(raw, "SELECT guild, user, year, used, away_until FROM vacations", |r| {
        let ledger = VacationLedger { year: r.get(2)?, used: r.get(3)? };
        Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64, Vacation { ledger, away_until: r.get(4)? }))
    })?;
    for (guild, user, vacation) in &vacations {
        to.set_vacation(*guild, *user, vacation)?;
    }
    n += vacations.len();
    // In the order they asked, which is the order they are listed in.
    for (guild, user) in
        rows(raw, "SELECT guild, user FROM admin_contacts ORDER BY since, user", |r| Ok((id(r, 0)?, id(r, 1)?)))?
    {
        to.set_admin_contact(guild, user, true)?;
        n += 1;
    }
    for (guild, user, at) in
        rows(raw, "SELECT guild, user, next_at FROM digests", |r| Ok((id(r, 0)?, id(r, 1)?, r.get(2)?)))?
    {
        to.set_digest(guild, user, Some(at))?;
        n += 1;
    }
    for (guild, user, mode) in rows(raw, "SELECT guild, user, mode FROM reminder_modes", |r| {
        Ok((id(r, 0)?, id(r, 1)?, r.get::<_, String>(2)?))
    })? {
        to.set_reminder_mode(guild, user, ReminderMode::from_id(&mode))?;
        n += 1;
    }
    for (guild, language) in rows(raw, "SELECT guild, lang, locale FROM guild_languages", |r| {
        Ok((id(r, 0)?, GuildLanguage { chosen: r.get(1)?, locale: r.get(2)? }))
    })? {
        to.set_guild_language(guild, &language)?;
        n += 1;
    }
    for (guild, name, value) in rows(raw, "SELECT guild, name, value FROM guild_settings", |r| {
        Ok((id(r, 0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?))
    })? {
        to.set_guild_setting(guild, &name, &value)?;
        n += 1;
    }
    for (user, locale) in
        rows(raw, "SELECT user, locale FROM user_locales", |r| Ok((id(r, 0)?, r.get::<_, String>(1)?)))?
    {
        to.set_user_locale(user, &locale)?;
        n += 1;
    }
    for (user, channel) in rows(raw, "SELECT user, channel FROM dm_channels", |r| Ok((id(r, 0)?, id(r, 1)?)))? {
        to.set_dm_channel(user, channel)?;
        n += 1;
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use serde_json::json;
    use tavola_engine::GameKind;

    use super::*;
    use crate::session::Sessions;
    use crate::standings::{Entrant, Placing};
    use crate::store::postgres::local::LocalServer;

    const ANNA: u64 = 1001;
    const BEN: u64 = 1002;

    /// Plays `moves` moves of the session, each the first legal one of
    /// whoever acts.
    fn play(s: &Sessions, id: i64, moves: usize) {
        for _ in 0..moves {
            let (rec, game) = s.get(id).unwrap();
            let game = game.unwrap();
            let seat = game.to_act().seats()[0];
            let user = rec.seats[seat.index()].user.unwrap();
            s.play_as(id, Some(rec.version), user, &game.legal(seat)[0].id).unwrap();
        }
    }

    #[test]
    fn a_game_goes_on_after_moving_to_postgres() {
        let server = match LocalServer::shared() {
            Ok(server) => server,
            Err(why) if std::env::var_os("TAVOLA_REQUIRE_POSTGRES").is_none() => {
                eprintln!("SKIPPED: migrate-store test, no PostgreSQL server can run here: {why}");
                return;
            }
            Err(why) => panic!("TAVOLA_REQUIRE_POSTGRES is set but PostgreSQL cannot run: {why}"),
        };
        let dir = std::env::temp_dir().join(format!("tavola-migrate-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tavola.db");

        let sqlite = Arc::new(SqliteStore::open(&path).unwrap());
        let before = Sessions::new(sqlite.clone());
        let kind = GameKind::from_id("great-wall").unwrap();
        let rec = before.open_lobby(7, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
        before.join_as(rec.id, BEN, "Ben").unwrap();
        before.start_as(rec.id, ANNA).unwrap();
        play(&before, rec.id, 6);
        let lobby = before.open_lobby(7, 11, (BEN, "Ben".into(), true), kind, None, json!({})).unwrap();
        sqlite.set_guild_language(7, &GuildLanguage { chosen: Some("it".into()), locale: None }).unwrap();
        sqlite.set_admin_contact(7, ANNA, true).unwrap();
        sqlite.set_board_version(rec.id, 5).unwrap();
        let placings: Vec<Placing> = [ANNA, BEN]
            .iter()
            .enumerate()
            .map(|(i, &user)| Placing {
                session: 99,
                guild: 7,
                game: "great-wall".into(),
                channel: 9,
                message: Some(3),
                entrant: Entrant::Person(user),
                seat: i as u8,
                rank: i as u8 + 1,
                score: 20 - i as i32,
                players: 2,
                rated: true,
                ended_at: 77,
            })
            .collect();
        sqlite.set_placings(99, 7, "great-wall", &placings).unwrap();
        let (was, game_was) = before.get(rec.id).unwrap();

        let url = server.database().unwrap();
        let pg = PgStore::open(&url).unwrap();
        let copied = copy(&path, &sqlite, &pg).unwrap();
        assert_eq!(copied, Copied { sessions: 2, moves: 6, settings: 2, placings: 2 });
        assert!(copy(&path, &sqlite, &pg).is_err(), "never into a store that holds sessions");

        let after = Sessions::new(Arc::new(pg));
        let (now, game_now) = after.get(rec.id).unwrap();
        assert_eq!(now, was, "the session as it was, seats, clocks and messages");
        assert_eq!(serde_json::to_value(&game_now).unwrap(), serde_json::to_value(&game_was).unwrap());
        assert_eq!(after.store().log(rec.id).unwrap(), sqlite.log(rec.id).unwrap());
        assert_eq!(after.store().board_state(rec.id).unwrap().0, 5);
        assert_eq!(after.store().guild_language(7).unwrap().chosen.as_deref(), Some("it"));
        assert_eq!(after.store().admin_contacts(7).unwrap(), vec![ANNA]);
        assert_eq!(after.in_channel(11).unwrap(), lobby.id, "the lobby still holds its channel");
        assert_eq!(after.store().placings(7, None).unwrap(), placings);
        assert_eq!(after.store().standings(7, "great-wall").unwrap(), sqlite.standings(7, "great-wall").unwrap());

        play(&after, rec.id, 4);
        let log = after.store().log(rec.id).unwrap();
        assert_eq!(log.iter().map(|e| e.version).collect::<Vec<_>>(), (1..=10).collect::<Vec<_>>());
        let fresh = after.open_lobby(7, 12, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
        assert!(fresh.id > lobby.id, "new sessions are numbered after the copied ones");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
