//! `tavola ratings [--rebuild]`: every server's ratings per game, as the
//! store holds them; with `--rebuild`, first derived again from the
//! finished games themselves (their final states and when their last move
//! was made), replacing every placing and standing in one transaction.
//! The bot may run meanwhile: a game that ends during a rebuild is folded
//! in at its end as usual.

use std::collections::BTreeSet;
use std::time::Instant;

use tavola_table::session::derive_placings;
use tavola_table::standings::Entrant;
use tavola_table::store::Store;

/// The command's arguments.
#[derive(Debug, clap::Args)]
pub struct RatingsArgs {
    /// Derive every placing and rating again from the finished games.
    #[arg(long)]
    pub rebuild: bool,
}

/// Runs the command: rebuilds if asked, then prints each server's game's
/// standings, best first.
///
/// # Errors
/// The store fails.
pub fn run(args: &RatingsArgs, store: &dyn Store, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    if args.rebuild {
        let started = Instant::now();
        let (placings, unreadable) = derive_placings(store)?;
        store.replace_placings(&placings)?;
        let games: BTreeSet<i64> = placings.iter().map(|p| p.session).collect();
        writeln!(
            out,
            "rebuilt from {} finished games ({} placings) in {:.2} s{}",
            games.len(),
            placings.len(),
            started.elapsed().as_secs_f64(),
            if unreadable > 0 {
                format!("; {unreadable} games with an unreadable state skipped")
            } else {
                String::new()
            }
        )?;
    }
    print_standings(store, out)
}

fn print_standings(store: &dyn Store, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    let mut groups: BTreeSet<(u64, String)> = BTreeSet::new();
    for id in store.finished()? {
        if let Some(record) = store.load(id)? {
            groups.insert((record.guild, record.game));
        }
    }
    for (guild, game) in groups {
        let standings = store.standings(guild, &game)?;
        if standings.is_empty() {
            continue;
        }
        writeln!(out, "server {guild} · {game}")?;
        for s in standings {
            let who = match s.entrant {
                Entrant::Person(user) => format!("user {user}"),
                Entrant::House(level) => format!("house ({})", level.id()),
            };
            writeln!(
                out,
                "  {who:<28} {:>6.2} ± {:>5.2}  conservative {:>6.2}  rated games {}",
                s.mu,
                s.sigma,
                s.conservative(),
                s.games
            )?;
        }
    }
    Ok(())
}
