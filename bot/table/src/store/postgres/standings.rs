//! Placings of finished games and the standings derived from them, and
//! the deletion of a finished session. Writes lock the server's game's
//! standings (an advisory lock per guild and game) so that two processes
//! ending games of it at once fold every placing in.

use tokio_postgres::{Row, Transaction};

use super::query::{args, Arg};
use super::{client, PgStore};
use crate::record::SessionId;
use crate::standings::{best_first, rate, Entrant, Placing, Standing};
use crate::store::StoreError;

const SELECT_PLACINGS: &str = "SELECT session, seat, guild, game, channel, message, entrant, rank, score, players,
        rated, ended_at FROM placings WHERE guild = $1 AND ($2::TEXT IS NULL OR game = $2)
    ORDER BY ended_at, session, seat";

fn placing(r: &Row) -> Result<Placing, StoreError> {
    let entrant: &str = r.try_get(6)?;
    Ok(Placing {
        session: r.try_get(0)?,
        seat: r.try_get::<_, i32>(1)? as u8,
        guild: r.try_get::<_, i64>(2)? as u64,
        game: r.try_get(3)?,
        channel: r.try_get::<_, i64>(4)? as u64,
        message: r.try_get::<_, Option<i64>>(5)?.map(|m| m as u64),
        // A key this version cannot read counts as a house player of old.
        entrant: Entrant::from_key(entrant).unwrap_or(Entrant::House(Default::default())),
        rank: r.try_get::<_, i32>(7)? as u8,
        score: r.try_get(8)?,
        players: r.try_get::<_, i32>(9)? as u8,
        rated: r.try_get(10)?,
        ended_at: r.try_get(11)?,
    })
}

async fn insert_placing(tx: &Transaction<'_>, p: &Placing) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO placings (session, seat, guild, game, channel, message, entrant, rank, score, players,
            rated, ended_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        &[
            &p.session,
            &i32::from(p.seat),
            &(p.guild as i64),
            &p.game,
            &(p.channel as i64),
            &p.message.map(|m| m as i64),
            &p.entrant.key(),
            &i32::from(p.rank),
            &p.score,
            &i32::from(p.players),
            &p.rated,
            &p.ended_at,
        ],
    )
    .await?;
    Ok(())
}

/// Recomputes one server's game's standings from its placings, under a
/// lock on that game's standings.
async fn restand(tx: &Transaction<'_>, guild: u64, game: &str) -> Result<(), StoreError> {
    tx.execute("SELECT pg_advisory_xact_lock(hashtextextended($1 || '/' || $2::BIGINT, 0))", &[&game, &(guild as i64)])
        .await?;
    let rows = tx.query(SELECT_PLACINGS, &[&(guild as i64), &Some(game)]).await?;
    let placings: Vec<Placing> = rows.iter().map(placing).collect::<Result<_, _>>()?;
    tx.execute("DELETE FROM standings WHERE guild = $1 AND game = $2", &[&(guild as i64), &game]).await?;
    for s in rate(&placings) {
        tx.execute(
            "INSERT INTO standings (guild, game, entrant, mu, sigma, games) VALUES ($1, $2, $3, $4, $5, $6)",
            &[&(guild as i64), &game, &s.entrant.key(), &s.mu, &s.sigma, &(s.games as i32)],
        )
        .await?;
    }
    Ok(())
}

pub(super) fn set_placings(
    store: &PgStore,
    session: SessionId,
    guild: u64,
    game: &str,
    placings: &[Placing],
) -> Result<(), StoreError> {
    let (game, placings) = (game.to_owned(), placings.to_vec());
    store.run(|pool| async move {
        let mut client = client(&pool).await?;
        let tx = client.transaction().await?;
        tx.execute("DELETE FROM placings WHERE session = $1", &[&session]).await?;
        for p in &placings {
            insert_placing(&tx, p).await?;
        }
        restand(&tx, guild, &game).await?;
        tx.commit().await?;
        Ok(())
    })
}

pub(super) fn placings(store: &PgStore, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError> {
    store.query(SELECT_PLACINGS, args![guild, game.map(str::to_owned)], placing)
}

pub(super) fn standings(store: &PgStore, guild: u64, game: &str) -> Result<Vec<Standing>, StoreError> {
    let rows = store.query(
        "SELECT entrant, mu, sigma, games FROM standings WHERE guild = $1 AND game = $2",
        args![guild, game],
        |r| {
            let entrant: &str = r.try_get(0)?;
            Ok(Entrant::from_key(entrant).map(|entrant| Standing {
                entrant,
                mu: r.try_get(1).unwrap_or_default(),
                sigma: r.try_get(2).unwrap_or_default(),
                games: r.try_get::<_, i32>(3).unwrap_or_default() as u32,
            }))
        },
    )?;
    let mut standings: Vec<Standing> = rows.into_iter().flatten().collect();
    best_first(&mut standings);
    Ok(standings)
}

pub(super) fn replace_placings(store: &PgStore, placings: &[Placing]) -> Result<(), StoreError> {
    let placings = placings.to_vec();
    store.run(|pool| async move {
        let mut client = client(&pool).await?;
        let tx = client.transaction().await?;
        tx.batch_execute("DELETE FROM placings; DELETE FROM standings;").await?;
        let mut games: Vec<(u64, &str)> = Vec::new();
        for p in &placings {
            insert_placing(&tx, p).await?;
            games.push((p.guild, &p.game));
        }
        games.sort_unstable();
        games.dedup();
        for (guild, game) in games {
            restand(&tx, guild, game).await?;
        }
        tx.commit().await?;
        Ok(())
    })
}

pub(super) fn last_move_at(store: &PgStore, id: SessionId) -> Result<Option<i64>, StoreError> {
    let rows =
        store.query("SELECT at FROM moves WHERE session = $1 ORDER BY version DESC LIMIT 1", args![id], |r| {
            Ok(r.try_get::<_, i64>(0)?)
        })?;
    Ok(rows.into_iter().next())
}

pub(super) fn finished(store: &PgStore) -> Result<Vec<SessionId>, StoreError> {
    store.ids("SELECT id FROM sessions WHERE status = 'over' ORDER BY id", Vec::new())
}

pub(super) fn delete(store: &PgStore, id: SessionId) -> Result<(), StoreError> {
    store.run(|pool| async move {
        let mut client = client(&pool).await?;
        let tx = client.transaction().await?;
        let row = tx.query_opt("SELECT guild, game, status FROM sessions WHERE id = $1 FOR UPDATE", &[&id]).await?;
        let row = row.ok_or(StoreError::NotFound)?;
        let (guild, game, status): (i64, String, String) = (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
        if status == "lobby" || status == "active" {
            return Err(StoreError::StillOpen);
        }
        // Seats and moves go with the session (ON DELETE CASCADE).
        tx.execute("DELETE FROM placings WHERE session = $1", &[&id]).await?;
        tx.execute("DELETE FROM web_pages WHERE session = $1", &[&id]).await?;
        tx.execute("DELETE FROM sessions WHERE id = $1", &[&id]).await?;
        restand(&tx, guild as u64, &game).await?;
        tx.commit().await?;
        Ok(())
    })
}
