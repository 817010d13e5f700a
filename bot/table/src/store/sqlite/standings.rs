//! Placings of finished games and the standings derived from them, and
//! the deletion of a finished session.

use rusqlite::{params, Connection, Row, Transaction};

use super::moves::{key, last_key};
use crate::record::SessionId;
use crate::standings::{best_first, rate, Entrant, Placing, Standing};
use crate::store::StoreError;

const PLACING_COLUMNS: &str =
    "session, seat, guild, game, channel, message, entrant, rank, score, players, rated, ended_at";

fn placing(r: &Row<'_>) -> rusqlite::Result<Placing> {
    let entrant: String = r.get(6)?;
    Ok(Placing {
        session: r.get(0)?,
        seat: r.get(1)?,
        guild: r.get::<_, i64>(2)? as u64,
        game: r.get(3)?,
        channel: r.get::<_, i64>(4)? as u64,
        message: r.get::<_, Option<i64>>(5)?.map(|m| m as u64),
        // A key this version cannot read counts as a house player of old.
        entrant: Entrant::from_key(&entrant).unwrap_or(Entrant::House(Default::default())),
        rank: r.get(7)?,
        score: r.get(8)?,
        players: r.get(9)?,
        rated: r.get(10)?,
        ended_at: r.get(11)?,
    })
}

fn insert_placing(tx: &Transaction<'_>, p: &Placing) -> Result<(), StoreError> {
    tx.prepare_cached(&format!(
        "INSERT INTO placings ({PLACING_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
    ))?
    .execute(params![
        p.session,
        p.seat,
        p.guild as i64,
        p.game,
        p.channel as i64,
        p.message.map(|m| m as i64),
        p.entrant.key(),
        p.rank,
        p.score,
        p.players,
        p.rated,
        p.ended_at,
    ])?;
    Ok(())
}

fn game_placings(conn: &Connection, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError> {
    let sql = format!(
        "SELECT {PLACING_COLUMNS} FROM placings WHERE guild = ?1 AND (?2 IS NULL OR game = ?2)
         ORDER BY ended_at, session, seat"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params![guild as i64, game], placing)?.collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Recomputes one server's game's standings from its placings.
fn restand(tx: &Transaction<'_>, guild: u64, game: &str) -> Result<(), StoreError> {
    let standings = rate(&game_placings(tx, guild, Some(game))?);
    tx.execute("DELETE FROM standings WHERE guild = ?1 AND game = ?2", params![guild as i64, game])?;
    for s in &standings {
        write_standing(tx, guild, game, s)?;
    }
    Ok(())
}

fn write_standing(tx: &Transaction<'_>, guild: u64, game: &str, s: &Standing) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO standings (guild, game, entrant, mu, sigma, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![guild as i64, game, s.entrant.key(), s.mu, s.sigma, s.games])?;
    Ok(())
}

pub(super) fn set_placings(
    conn: &mut Connection,
    session: SessionId,
    guild: u64,
    game: &str,
    placings: &[Placing],
) -> Result<(), StoreError> {
    let tx = conn.transaction()?;
    tx.execute("DELETE FROM placings WHERE session = ?1", [session])?;
    for p in placings {
        insert_placing(&tx, p)?;
    }
    restand(&tx, guild, game)?;
    tx.commit()?;
    Ok(())
}

pub(super) fn placings(conn: &Connection, guild: u64, game: Option<&str>) -> Result<Vec<Placing>, StoreError> {
    game_placings(conn, guild, game)
}

pub(super) fn standings(conn: &Connection, guild: u64, game: &str) -> Result<Vec<Standing>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT entrant, mu, sigma, games FROM standings WHERE guild = ?1 AND game = ?2")?;
    let rows = stmt.query_map(params![guild as i64, game], |r| {
        Ok((r.get::<_, String>(0)?, r.get::<_, f64>(1)?, r.get::<_, f64>(2)?, r.get::<_, u32>(3)?))
    })?;
    let mut standings: Vec<Standing> = Vec::new();
    for row in rows {
        let (key, mu, sigma, games) = row?;
        if let Some(entrant) = Entrant::from_key(&key) {
            standings.push(Standing { entrant, mu, sigma, games });
        }
    }
    best_first(&mut standings);
    Ok(standings)
}

pub(super) fn replace_placings(conn: &mut Connection, placings: &[Placing]) -> Result<(), StoreError> {
    let tx = conn.transaction()?;
    tx.execute_batch("DELETE FROM placings; DELETE FROM standings;")?;
    let mut games: Vec<(u64, &str)> = Vec::new();
    for p in placings {
        insert_placing(&tx, p)?;
        games.push((p.guild, &p.game));
    }
    games.sort_unstable();
    games.dedup();
    for (guild, game) in games {
        restand(&tx, guild, game)?;
    }
    tx.commit()?;
    Ok(())
}

pub(super) fn last_move_at(conn: &Connection, id: SessionId) -> Result<Option<i64>, StoreError> {
    // Row 0 is the start, not a move.
    let at = conn
        .prepare_cached("SELECT at FROM moves WHERE key > ?1 AND key <= ?2 ORDER BY key DESC LIMIT 1")?
        .query_row(params![key(id), last_key(id)], |r| r.get(0))
        .map(Some)
        .or_else(|e| if e == rusqlite::Error::QueryReturnedNoRows { Ok(None) } else { Err(e) })?;
    Ok(at)
}

pub(super) fn finished(conn: &Connection) -> Result<Vec<SessionId>, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT id FROM sessions WHERE status = 'over' ORDER BY id")?;
    let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
    Ok(ids)
}

pub(super) fn delete(conn: &mut Connection, id: SessionId) -> Result<(), StoreError> {
    let tx = conn.transaction()?;
    let found: Option<(i64, String, String)> = tx
        .query_row("SELECT guild, game, status FROM sessions WHERE id = ?1", [id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .map(Some)
        .or_else(|e| if e == rusqlite::Error::QueryReturnedNoRows { Ok(None) } else { Err(e) })?;
    let (guild, game, status) = found.ok_or(StoreError::NotFound)?;
    if status == "lobby" || status == "active" {
        return Err(StoreError::StillOpen);
    }
    tx.execute("DELETE FROM moves WHERE key >= ?1 AND key <= ?2", params![key(id), last_key(id)])?;
    tx.execute("DELETE FROM placings WHERE session = ?1", [id])?;
    tx.execute("DELETE FROM web_pages WHERE session = ?1", [id])?;
    tx.execute("DELETE FROM sessions WHERE id = ?1", [id])?;
    restand(&tx, guild as u64, &game)?;
    tx.commit()?;
    Ok(())
}
