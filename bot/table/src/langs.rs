//! Which language each reader gets.
//!
//! - Everything public (the board, the lobby, channel notices) is in the
//!   server's language: the one an admin chose with `/admin language`, else
//!   the server's preferred locale as Discord sends it with interactions,
//!   else English.
//! - What only one person sees (ephemeral replies, panels, refusals) is in
//!   their own Discord locale, which every interaction carries.
//! - A DM, which no interaction carries, is in the locale last seen for that
//!   user, else the server's language.
//!
//! Both are stored (a server's choice must survive restarts, and a DM may
//! go out long after the user's last click) and cached, so that a click
//! writes only when something changed.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::i18n::{Lang, Tr, Words};
use crate::store::{GuildLanguage, Store, StoreError};

/// What an interaction told about locales that the store may not hold
/// yet ([`Langs::note`]): a user's, a server's preferred one.
#[derive(Debug)]
pub struct LocaleNote {
    user: Option<(u64, String)>,
    guild: Option<(u64, String)>,
}

impl LocaleNote {
    /// Whether a server's preferred locale is new: public messages right
    /// after the interaction (a lobby it opens) must already be in it.
    pub fn of_server(&self) -> bool {
        self.guild.is_some()
    }
}

/// The languages of servers and users, over the store.
pub struct Langs {
    words: Arc<Words>,
    guilds: Mutex<HashMap<u64, GuildLanguage>>,
    users: Mutex<HashMap<u64, String>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The language a server's settings give.
pub fn server_lang(settings: &GuildLanguage) -> Lang {
    settings
        .chosen
        .as_deref()
        .and_then(Lang::from_code)
        .or_else(|| settings.locale.as_deref().map(Lang::from_locale))
        .unwrap_or_default()
}

impl Langs {
    pub fn new(words: Arc<Words>) -> Langs {
        Langs { words, guilds: Mutex::default(), users: Mutex::default() }
    }

    pub fn words(&self) -> &Arc<Words> {
        &self.words
    }

    /// The words for someone whose client sent `locale`.
    pub fn reader(&self, locale: &str) -> Tr {
        Tr::new(self.words.clone(), Lang::from_locale(locale))
    }

    fn guild(&self, store: &dyn Store, guild: u64) -> Result<GuildLanguage, StoreError> {
        if let Some(g) = lock(&self.guilds).get(&guild) {
            return Ok(g.clone());
        }
        let g = store.guild_language(guild)?;
        lock(&self.guilds).insert(guild, g.clone());
        Ok(g)
    }

    /// The server's language. Blocking on a cache miss.
    pub fn server(&self, store: &dyn Store, guild: u64) -> Tr {
        let settings = self.guild(store, guild).unwrap_or_else(|e| {
            tracing::warn!(guild, error = %e, "could not read a server's language");
            GuildLanguage::default()
        });
        Tr::new(self.words.clone(), server_lang(&settings))
    }

    /// The language of a DM to `user` about a game on `guild`. Blocking on
    /// a cache miss.
    pub fn dm(&self, store: &dyn Store, user: u64, guild: u64) -> Tr {
        let cached = lock(&self.users).get(&user).cloned();
        let locale = cached.or_else(|| {
            let stored = store.user_locale(user).ok().flatten()?;
            lock(&self.users).insert(user, stored.clone());
            Some(stored)
        });
        match locale {
            Some(l) => self.reader(&l),
            None => self.server(store, guild),
        }
    }

    /// The server's language if it is already known, without the store.
    pub fn cached_server(&self, guild: u64) -> Option<Tr> {
        let settings = lock(&self.guilds).get(&guild).cloned()?;
        Some(Tr::new(self.words.clone(), server_lang(&settings)))
    }

    /// Notes what an interaction says about its user's and its server's
    /// locales: the user's in memory at once, so this process's DMs follow
    /// it from now on; what the store has yet to get, if anything, comes
    /// back to be written ([`Langs::write`]; a user's alone, off the
    /// answer's path).
    /// Nothing to note (`None`, no allocation) is the common case: every
    /// interaction of a user and server already seen.
    pub fn note(&self, user: u64, locale: &str, guild: Option<(u64, Option<&str>)>) -> Option<LocaleNote> {
        let user = {
            let mut users = lock(&self.users);
            let new = users.get(&user).map(String::as_str) != Some(locale);
            new.then(|| {
                users.insert(user, locale.to_owned());
                (user, locale.to_owned())
            })
        };
        let guild = guild
            .and_then(|(guild, locale)| Some((guild, locale?)))
            .filter(|&(guild, locale)| {
                lock(&self.guilds).get(&guild).is_none_or(|g| g.locale.as_deref() != Some(locale))
            })
            .map(|(guild, locale)| (guild, locale.to_owned()));
        (user.is_some() || guild.is_some()).then_some(LocaleNote { user, guild })
    }

    /// Writes what [`Langs::note`] noted; only what the store does not
    /// hold already changes there. A user's locale the store could not
    /// take is forgotten in memory too, so the next interaction tries
    /// again. Blocking.
    ///
    /// # Errors
    /// The store fails.
    pub fn write(&self, store: &dyn Store, note: &LocaleNote) -> Result<(), StoreError> {
        if let Some((user, locale)) = &note.user {
            if let Err(e) = store.set_user_locale(*user, locale) {
                let mut users = lock(&self.users);
                if users.get(user) == Some(locale) {
                    users.remove(user);
                }
                return Err(e);
            }
        }
        if let Some((guild, locale)) = &note.guild {
            self.note_server(store, *guild, locale)?;
        }
        Ok(())
    }

    /// Notes a server's preferred locale (from an interaction, or from the
    /// server itself when the bot connects); writes only a change. Blocking.
    ///
    /// # Errors
    /// The store fails.
    pub fn note_server(&self, store: &dyn Store, guild: u64, locale: &str) -> Result<(), StoreError> {
        let mut settings = self.guild(store, guild)?;
        if settings.locale.as_deref() != Some(locale) {
            settings.locale = Some(locale.to_owned());
            store.set_guild_language(guild, &settings)?;
            lock(&self.guilds).insert(guild, settings);
        }
        Ok(())
    }

    /// Sets (or with `None` clears) a server's chosen language. Blocking.
    ///
    /// # Errors
    /// The store fails.
    pub fn choose(&self, store: &dyn Store, guild: u64, lang: Option<Lang>) -> Result<Tr, StoreError> {
        let mut settings = self.guild(store, guild)?;
        settings.chosen = lang.map(|l| l.code().to_owned());
        store.set_guild_language(guild, &settings)?;
        let tr = Tr::new(self.words.clone(), server_lang(&settings));
        lock(&self.guilds).insert(guild, settings);
        Ok(tr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_language_beats_the_servers_locale_which_beats_english() {
        let g = |chosen: Option<&str>, locale: Option<&str>| GuildLanguage {
            chosen: chosen.map(str::to_owned),
            locale: locale.map(str::to_owned),
        };
        assert_eq!(server_lang(&g(None, None)), Lang::En);
        assert_eq!(server_lang(&g(None, Some("it"))), Lang::It);
        assert_eq!(server_lang(&g(None, Some("de"))), Lang::De);
        assert_eq!(server_lang(&g(None, Some("fr"))), Lang::En);
        assert_eq!(server_lang(&g(Some("en"), Some("it"))), Lang::En);
        assert_eq!(server_lang(&g(Some("it"), Some("en-US"))), Lang::It);
    }

    #[test]
    fn a_users_locale_serves_dms_at_once_and_reaches_the_store_once_written() {
        let dir = std::env::temp_dir().join(format!("tavola-langs-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let store = crate::store::SqliteStore::open(&dir.join("tavola.db")).unwrap();
        let langs = Langs::new(crate::i18n::embedded_words());
        let guild = 5;
        let note = langs.note(7, "it", Some((guild, Some("en-US")))).expect("new to this process");
        assert_eq!(langs.dm(&store, 7, guild).lang(), Lang::It, "before the store has it");
        assert_eq!(store.user_locale(7).unwrap(), None);
        assert!(langs.note(7, "it", None).is_none(), "noted once");
        langs.write(&store, &note).unwrap();
        assert_eq!(store.user_locale(7).unwrap().as_deref(), Some("it"));
        assert_eq!(store.guild_language(guild).unwrap().locale.as_deref(), Some("en-US"));
        assert!(note.of_server(), "the server's locale was new");
        assert!(langs.note(7, "it", Some((guild, Some("en-US")))).is_none());
        let other = langs.note(8, "it", Some((guild, Some("en-US")))).expect("a new user");
        assert!(!other.of_server(), "the server's locale is known: only the user's goes to the store");
        // Another process (or a restart) reads the store.
        let fresh = Langs::new(crate::i18n::embedded_words());
        assert_eq!(fresh.dm(&store, 7, guild).lang(), Lang::It);
        let changed = langs.note(7, "en-GB", None).expect("a change");
        langs.write(&store, &changed).unwrap();
        assert_eq!(store.user_locale(7).unwrap().as_deref(), Some("en-GB"));
    }
}
