//! Backups of the SQLite store, and restoring one.
//!
//! A backup is `VACUUM INTO` on a connection of its own: SQLite copies one
//! consistent snapshot (a read transaction; with WAL the bot keeps writing
//! meanwhile) into a compact new file. It is written beside the target and
//! renamed into place only once it checks out, so a backup file is always
//! whole. [`Schedule`] keeps daily copies in a folder (`TAVOLA_BACKUP_DIR`,
//! the newest `TAVOLA_BACKUP_KEEP` kept).
//!
//! Restoring ([`restore`]) puts a backup in the database's place while the
//! bot is stopped. The channels still show boards from after the backup, so
//! every running game is marked as having no board: at start the bot's
//! catch-up posts a fresh board for each, pinging whoever owes a move.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use thiserror::Error;

/// Why a backup or restore failed.
#[derive(Debug, Error)]
pub enum BackupError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{0}: {1}")]
    Io(PathBuf, std::io::Error),
    #[error("the backup {0} failed its integrity check: {1}")]
    Damaged(PathBuf, String),
    #[error("{0} is not a Tavola database (no sessions table)")]
    NotTavola(PathBuf),
    #[error("a PostgreSQL store is backed up with PostgreSQL's own tools (pg_dump, or the server's base backups)")]
    Postgres,
}

/// What a backup holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub sessions: u64,
    pub running: u64,
    pub bytes: u64,
}

/// Copies the database at `database` into `to` (replacing it), safe while
/// the bot runs; checks the copy before it takes `to`'s name.
///
/// # Errors
/// The database cannot be read, the copy cannot be written, or it is damaged.
pub fn backup(database: &Path, to: &Path) -> Result<Summary, BackupError> {
    if super::is_postgres(database) {
        return Err(BackupError::Postgres);
    }
    let partial = with_suffix(to, ".partial");
    let _ = std::fs::remove_file(&partial);
    let source = Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    source.busy_timeout(Duration::from_secs(30))?;
    source.execute("VACUUM INTO ?1", [partial.to_string_lossy()])?;
    drop(source);
    let summary = check(&partial)?;
    std::fs::rename(&partial, to).map_err(|e| BackupError::Io(to.to_owned(), e))?;
    Ok(summary)
}

/// Puts the backup `from` in place of the database at `database` (the bot
/// must be stopped), dropping the old database's write-ahead log, and
/// marks each running game's board as unknown so the bot posts it afresh.
///
/// # Errors
/// The backup is damaged or not Tavola's, or a file cannot be written.
pub fn restore(from: &Path, database: &Path) -> Result<Summary, BackupError> {
    if super::is_postgres(database) {
        return Err(BackupError::Postgres);
    }
    let summary = check(from)?;
    let partial = with_suffix(database, ".restoring");
    std::fs::copy(from, &partial).map_err(|e| BackupError::Io(partial.clone(), e))?;
    {
        let conn = Connection::open(&partial)?;
        conn.execute("UPDATE sessions SET board_message = NULL WHERE status = 'active'", [])?;
    }
    for stale in [with_suffix(database, "-wal"), with_suffix(database, "-shm")] {
        match std::fs::remove_file(&stale) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(BackupError::Io(stale, e)),
        }
    }
    std::fs::rename(&partial, database).map_err(|e| BackupError::Io(database.to_owned(), e))?;
    Ok(summary)
}

/// Opens a copy read-only: SQLite's quick check passes and it holds
/// Tavola's sessions.
fn check(path: &Path) -> Result<Summary, BackupError> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let verdict: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if verdict != "ok" {
        return Err(BackupError::Damaged(path.to_owned(), verdict));
    }
    let counts = conn.query_row("SELECT count(*), count(*) FILTER (WHERE status = 'active') FROM sessions", [], |r| {
        Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?))
    });
    let (sessions, running) = counts.map_err(|_| BackupError::NotTavola(path.to_owned()))?;
    let bytes = std::fs::metadata(path).map_err(|e| BackupError::Io(path.to_owned(), e))?.len();
    Ok(Summary { sessions: sessions as u64, running: running as u64, bytes })
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Daily backups into a folder, the newest `keep` kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub dir: PathBuf,
    pub keep: usize,
    pub every: Duration,
}

impl Schedule {
    /// A backup a day into `dir`, the newest `keep` kept (the settings
    /// `TAVOLA_BACKUP_DIR` and `TAVOLA_BACKUP_KEEP`, read by `config`).
    pub fn daily(dir: PathBuf, keep: usize) -> Schedule {
        Schedule { dir, keep: keep.max(1), every: Duration::from_secs(24 * 3600) }
    }

    /// Takes one backup named by `stamp` (sortable, e.g. Unix seconds),
    /// then deletes the oldest beyond `keep`.
    ///
    /// # Errors
    /// The backup fails, or the folder cannot be read or created.
    pub fn run_once(&self, database: &Path, stamp: u64) -> Result<PathBuf, BackupError> {
        std::fs::create_dir_all(&self.dir).map_err(|e| BackupError::Io(self.dir.clone(), e))?;
        let to = self.dir.join(format!("tavola-{stamp:012}.db"));
        backup(database, &to)?;
        let mut kept: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .map_err(|e| BackupError::Io(self.dir.clone(), e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("tavola-")))
            .filter(|p| p.extension().is_some_and(|x| x == "db"))
            .collect();
        kept.sort();
        let extra = kept.len().saturating_sub(self.keep);
        for old in &kept[..extra] {
            let _ = std::fs::remove_file(old);
        }
        Ok(to)
    }

    /// Backs up every `every` (the first one a period after start) until
    /// the task is dropped.
    pub async fn run(self, database: PathBuf) {
        let mut tick = tokio::time::interval(self.every);
        tick.tick().await;
        loop {
            tick.tick().await;
            let (schedule, database) = (self.clone(), database.clone());
            let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
            match tokio::task::spawn_blocking(move || schedule.run_once(&database, stamp)).await {
                Ok(Ok(to)) => tracing::info!(backup = %to.display(), "daily backup taken"),
                Ok(Err(e)) => tracing::error!(error = %e, "daily backup failed"),
                Err(e) => tracing::error!(error = %e, "daily backup panicked"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{SqliteStore, Store};

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tavola-backup-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_backup_taken_while_the_store_is_open_holds_what_was_committed() {
        let dir = dir("open");
        let db = dir.join("tavola.db");
        let store = SqliteStore::open(&db).unwrap();
        store.set_user_locale(7, "it").unwrap();
        let summary = backup(&db, &dir.join("copy.db")).unwrap();
        assert_eq!(summary.sessions, 0);
        assert!(summary.bytes > 0);
        store.set_user_locale(7, "en-US").unwrap();
        let copy = SqliteStore::open(&dir.join("copy.db")).unwrap();
        assert_eq!(copy.user_locale(7).unwrap().as_deref(), Some("it"), "the copy is the moment it was taken");
        assert!(!dir.join("copy.db.partial").exists());
    }

    #[test]
    fn restore_refuses_a_file_that_is_not_tavolas() {
        let dir = dir("foreign");
        let other = dir.join("other.db");
        Connection::open(&other).unwrap().execute("CREATE TABLE t (x)", []).unwrap();
        assert!(matches!(restore(&other, &dir.join("tavola.db")), Err(BackupError::NotTavola(_))));
        assert!(!dir.join("tavola.db").exists(), "nothing replaced");
    }

    #[test]
    fn daily_backups_keep_the_newest() {
        let dir = dir("daily");
        let db = dir.join("tavola.db");
        let _store = SqliteStore::open(&db).unwrap();
        let schedule = Schedule { dir: dir.join("backups"), keep: 2, every: Duration::from_secs(1) };
        for stamp in [100, 200, 300] {
            schedule.run_once(&db, stamp).unwrap();
        }
        let mut names: Vec<String> = std::fs::read_dir(dir.join("backups"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, vec!["tavola-000000000200.db", "tavola-000000000300.db"]);
    }
}
