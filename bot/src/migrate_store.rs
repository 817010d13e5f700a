//! `tavola migrate-store --from tavola.db --to postgres://...`: the command
//! over the store's copy (`tavola_table::store::migrate`), which says what
//! is copied and why a copy can be refused.

use std::path::PathBuf;

use anyhow::{bail, Context};
use tavola_table::store::migrate::copy;
use tavola_table::store::postgres::PgStore;
use tavola_table::store::SqliteStore;

/// The command's arguments.
#[derive(Debug, clap::Args)]
pub struct MigrateArgs {
    /// The SQLite file to copy from (left as it is).
    #[arg(long)]
    pub from: PathBuf,
    /// The PostgreSQL database to copy into, as a postgres:// URL; it must
    /// hold no session yet.
    #[arg(long)]
    pub to: String,
}

/// Runs the command and prints what it copied.
///
/// # Errors
/// Either store cannot be opened, the target is not empty, or a copy fails.
pub fn run(args: &MigrateArgs, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    if !args.from.exists() {
        bail!("{} does not exist", args.from.display());
    }
    let from = SqliteStore::open(&args.from).with_context(|| format!("opening {}", args.from.display()))?;
    let to = PgStore::open(&args.to).context("opening the PostgreSQL database")?;
    let copied = copy(&args.from, &from, &to)?;
    writeln!(
        out,
        "copied {} sessions with {} moves, {} settings and {} placings (ratings rebuilt from them), from {} to PostgreSQL",
        copied.sessions,
        copied.moves,
        copied.settings,
        copied.placings,
        args.from.display()
    )?;
    Ok(())
}
