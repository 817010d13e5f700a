//! Guild and user settings: vacations, admin contacts, reminder modes,
//! guild languages and settings, and user locales; one small table each,
//! keyed by guild and user.

use super::query::{args, Arg};
use super::{Flush, PgStore};
use crate::deadlines::{ReminderMode, VacationLedger};
use crate::record::SessionId;
use crate::store::{GuildLanguage, StoreError, Vacation};

pub(super) fn vacation(store: &PgStore, guild: u64, user: u64) -> Result<Vacation, StoreError> {
    let rows = store.query(
        "SELECT year, used, away_until FROM vacations WHERE guild = $1 AND user_id = $2",
        args![guild, user],
        |r| {
            Ok(Vacation {
                ledger: VacationLedger { year: r.try_get(0)?, used: r.try_get(1)? },
                away_until: r.try_get(2)?,
            })
        },
    )?;
    Ok(rows.into_iter().next().unwrap_or_default())
}

pub(super) fn set_vacation(store: &PgStore, guild: u64, user: u64, vacation: &Vacation) -> Result<(), StoreError> {
    store.execute(
        "INSERT INTO vacations (guild, user_id, year, used, away_until) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (guild, user_id) DO UPDATE SET year = $3, used = $4, away_until = $5",
        args![guild, user, vacation.ledger.year, vacation.ledger.used, vacation.away_until],
    )?;
    Ok(())
}

pub(super) fn admin_contacts(store: &PgStore, guild: u64) -> Result<Vec<u64>, StoreError> {
    store.query("SELECT user_id FROM admin_contacts WHERE guild = $1 ORDER BY since, user_id", args![guild], |r| {
        Ok(r.try_get::<_, i64>(0)? as u64)
    })
}

pub(super) fn set_admin_contact(store: &PgStore, guild: u64, user: u64, on: bool) -> Result<(), StoreError> {
    let sql = if on {
        "INSERT INTO admin_contacts (guild, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
    } else {
        "DELETE FROM admin_contacts WHERE guild = $1 AND user_id = $2"
    };
    store.execute(sql, args![guild, user])?;
    Ok(())
}

pub(super) fn reminder_mode(store: &PgStore, guild: u64, user: u64) -> Result<ReminderMode, StoreError> {
    let modes =
        store.query("SELECT mode FROM reminder_modes WHERE guild = $1 AND user_id = $2", args![guild, user], |r| {
            Ok(ReminderMode::from_id(r.try_get(0)?))
        })?;
    Ok(modes.into_iter().next().unwrap_or(ReminderMode::Every))
}

pub(super) fn set_reminder_mode(store: &PgStore, guild: u64, user: u64, mode: ReminderMode) -> Result<(), StoreError> {
    store.execute(
        "INSERT INTO reminder_modes (guild, user_id, mode) VALUES ($1, $2, $3)
         ON CONFLICT (guild, user_id) DO UPDATE SET mode = $3",
        args![guild, user, mode.id()],
    )?;
    Ok(())
}

pub(super) fn guild_language(store: &PgStore, guild: u64) -> Result<GuildLanguage, StoreError> {
    let rows = store.query("SELECT lang, locale FROM guild_languages WHERE guild = $1", args![guild], |r| {
        Ok(GuildLanguage { chosen: r.try_get(0)?, locale: r.try_get(1)? })
    })?;
    Ok(rows.into_iter().next().unwrap_or_default())
}

pub(super) fn set_guild_language(store: &PgStore, guild: u64, language: &GuildLanguage) -> Result<(), StoreError> {
    store.execute(
        "INSERT INTO guild_languages (guild, lang, locale) VALUES ($1, $2, $3)
         ON CONFLICT (guild) DO UPDATE SET lang = $2, locale = $3",
        args![guild, language.chosen.clone(), language.locale.clone()],
    )?;
    Ok(())
}

pub(super) fn guild_setting(store: &PgStore, guild: u64, name: &str) -> Result<Option<String>, StoreError> {
    let rows = store.query(
        "SELECT value FROM guild_settings WHERE guild = $1 AND name = $2",
        args![guild, name.to_owned()],
        |r| Ok(r.try_get(0)?),
    )?;
    Ok(rows.into_iter().next())
}

pub(super) fn set_guild_setting(store: &PgStore, guild: u64, name: &str, value: &str) -> Result<(), StoreError> {
    store.execute(
        "INSERT INTO guild_settings (guild, name, value) VALUES ($1, $2, $3)
         ON CONFLICT (guild, name) DO UPDATE SET value = $3",
        args![guild, name.to_owned(), value.to_owned()],
    )?;
    Ok(())
}

pub(super) fn user_locale(store: &PgStore, user: u64) -> Result<Option<String>, StoreError> {
    let rows = store
        .query("SELECT locale FROM user_locales WHERE user_id = $1", args![user], |r| Ok(r.try_get::<_, String>(0)?))?;
    Ok(rows.into_iter().next())
}

pub(super) fn set_user_locale(store: &PgStore, user: u64, locale: &str) -> Result<(), StoreError> {
    store.execute_flushing(
        Flush::Later,
        "INSERT INTO user_locales (user_id, locale) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET locale = $2 WHERE user_locales.locale <> $2",
        args![user, locale],
    )?;
    Ok(())
}

pub(super) fn dm_channel(store: &PgStore, user: u64) -> Result<Option<u64>, StoreError> {
    let rows = store.query("SELECT channel FROM dm_channels WHERE user_id = $1", args![user], |r| {
        Ok(r.try_get::<_, i64>(0)? as u64)
    })?;
    Ok(rows.into_iter().next())
}

pub(super) fn set_dm_channel(store: &PgStore, user: u64, channel: u64) -> Result<(), StoreError> {
    store.execute_flushing(
        Flush::Later,
        "INSERT INTO dm_channels (user_id, channel) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET channel = $2",
        args![user, channel],
    )?;
    Ok(())
}

pub(super) fn web_token(store: &PgStore, session: SessionId) -> Result<Option<String>, StoreError> {
    let rows = store.query("SELECT token FROM web_pages WHERE session = $1", args![session], |r| Ok(r.try_get(0)?))?;
    Ok(rows.into_iter().next())
}

pub(super) fn keep_web_token(store: &PgStore, session: SessionId, token: &str) -> Result<String, StoreError> {
    store.execute(
        "INSERT INTO web_pages (token, session) VALUES ($1, $2) ON CONFLICT (session) DO NOTHING",
        args![token.to_owned(), session],
    )?;
    web_token(store, session)?.ok_or(StoreError::NotFound)
}

pub(super) fn web_session(store: &PgStore, token: &str) -> Result<Option<SessionId>, StoreError> {
    let rows = store
        .query("SELECT session FROM web_pages WHERE token = $1", args![token.to_owned()], |r| Ok(r.try_get(0)?))?;
    Ok(rows.into_iter().next())
}
