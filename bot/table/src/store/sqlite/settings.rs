//! Guild and user settings: vacations, admin contacts, reminder modes,
//! guild languages and settings, and user locales; one small table each,
//! keyed by guild and user.

use rusqlite::{params, Connection, OptionalExtension};

use crate::deadlines::{ReminderMode, VacationLedger};
use crate::record::SessionId;
use crate::store::{GuildLanguage, StoreError, Vacation};

pub(super) fn vacation(conn: &Connection, guild: u64, user: u64) -> Result<Vacation, StoreError> {
    let row = conn
        .prepare_cached("SELECT year, used, away_until FROM vacations WHERE guild = ?1 AND user = ?2")?
        .query_row(params![guild as i64, user as i64], |r| {
            Ok(Vacation { ledger: VacationLedger { year: r.get(0)?, used: r.get(1)? }, away_until: r.get(2)? })
        })
        .optional()?;
    Ok(row.unwrap_or_default())
}

pub(super) fn admin_contacts(conn: &Connection, guild: u64) -> Result<Vec<u64>, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT user FROM admin_contacts WHERE guild = ?1 ORDER BY since, user")?;
    let users = stmt.query_map([guild as i64], |r| r.get::<_, i64>(0))?.collect::<Result<Vec<_>, _>>()?;
    Ok(users.into_iter().map(|u| u as u64).collect())
}

pub(super) fn set_admin_contact(conn: &Connection, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
    let sql = if on {
        "INSERT INTO admin_contacts (guild, user) VALUES (?1, ?2) ON CONFLICT DO NOTHING"
    } else {
        "DELETE FROM admin_contacts WHERE guild = ?1 AND user = ?2"
    };
    conn.prepare_cached(sql)?.execute(params![guild as i64, user as i64])?;
    Ok(())
}

pub(super) fn reminder_mode(conn: &Connection, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
    let mode: Option<String> = conn
        .prepare_cached("SELECT mode FROM reminder_modes WHERE guild = ?1 AND user = ?2")?
        .query_row(params![guild as i64, user as i64], |r| r.get(0))
        .optional()?;
    Ok(mode.map_or(ReminderMode::Every, |m| ReminderMode::from_id(&m)))
}

pub(super) fn set_reminder_mode(
    conn: &Connection,
    guild: u64,
    user: u64,
    mode: ReminderMode,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO reminder_modes (guild, user, mode) VALUES (?1, ?2, ?3)
         ON CONFLICT (guild, user) DO UPDATE SET mode = ?3",
    )?
    .execute(params![guild as i64, user as i64, mode.id()])?;
    Ok(())
}

pub(super) fn set_vacation(conn: &Connection, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO vacations (guild, user, year, used, away_until) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (guild, user) DO UPDATE SET year = ?3, used = ?4, away_until = ?5",
    )?
    .execute(params![
        guild as i64,
        user as i64,
        vacation.ledger.year,
        vacation.ledger.used,
        vacation.away_until
    ])?;
    Ok(())
}

pub(super) fn guild_language(conn: &Connection, guild: u64) -> Result<GuildLanguage, StoreError> {
    let row = conn
        .prepare_cached("SELECT lang, locale FROM guild_languages WHERE guild = ?1")?
        .query_row([guild as i64], |r| Ok(GuildLanguage { chosen: r.get(0)?, locale: r.get(1)? }))
        .optional()?;
    Ok(row.unwrap_or_default())
}

pub(super) fn set_guild_language(conn: &Connection, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO guild_languages (guild, lang, locale) VALUES (?1, ?2, ?3)
         ON CONFLICT (guild) DO UPDATE SET lang = ?2, locale = ?3",
    )?
    .execute(params![guild as i64, language.chosen, language.locale])?;
    Ok(())
}

pub(super) fn guild_setting(conn: &Connection, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
    let value = conn
        .prepare_cached("SELECT value FROM guild_settings WHERE guild = ?1 AND name = ?2")?
        .query_row(params![guild as i64, name], |r| r.get(0))
        .optional()?;
    Ok(value)
}

pub(super) fn set_guild_setting(conn: &Connection, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO guild_settings (guild, name, value) VALUES (?1, ?2, ?3)
         ON CONFLICT (guild, name) DO UPDATE SET value = ?3",
    )?
    .execute(params![guild as i64, name, value])?;
    Ok(())
}

pub(super) fn user_locale(conn: &Connection, user: u64) -> Result<Option<String>, StoreError> {
    let locale = conn
        .prepare_cached("SELECT locale FROM user_locales WHERE user = ?1")?
        .query_row([user as i64], |r| r.get(0))
        .optional()?;
    Ok(locale)
}

pub(super) fn set_user_locale(conn: &Connection, user: u64, locale: &str) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO user_locales (user, locale) VALUES (?1, ?2)
         ON CONFLICT (user) DO UPDATE SET locale = ?2 WHERE locale <> ?2",
    )?
    .execute(params![user as i64, locale])?;
    Ok(())
}

pub(super) fn dm_channel(conn: &Connection, user: u64) -> Result<Option<u64>, StoreError> {
    let channel: Option<i64> = conn
        .prepare_cached("SELECT channel FROM dm_channels WHERE user = ?1")?
        .query_row([user as i64], |r| r.get(0))
        .optional()?;
    Ok(channel.map(|c| c as u64))
}

pub(super) fn set_dm_channel(conn: &Connection, user: u64, channel: u64) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO dm_channels (user, channel) VALUES (?1, ?2)
         ON CONFLICT (user) DO UPDATE SET channel = ?2",
    )?
    .execute(params![user as i64, channel as i64])?;
    Ok(())
}

pub(super) fn web_token(conn: &Connection, session: SessionId) -> Result<Option<String>, StoreError> {
    let token = conn
        .prepare_cached("SELECT token FROM web_pages WHERE session = ?1")?
        .query_row([session], |r| r.get(0))
        .optional()?;
    Ok(token)
}

pub(super) fn keep_web_token(conn: &Connection, session: SessionId, token: &str) -> Result<String, StoreError> {
    conn.prepare_cached("INSERT INTO web_pages (token, session) VALUES (?1, ?2) ON CONFLICT (session) DO NOTHING")?
        .execute(params![token, session])?;
    web_token(conn, session)?.ok_or(StoreError::NotFound)
}

pub(super) fn web_session(conn: &Connection, token: &str) -> Result<Option<SessionId>, StoreError> {
    let session = conn
        .prepare_cached("SELECT session FROM web_pages WHERE token = ?1")?
        .query_row([token], |r| r.get(0))
        .optional()?;
    Ok(session)
}
