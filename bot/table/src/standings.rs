//! What finished games leave to a server: each seat's placing, and the
//! ratings that follow from them.
//!
//! Ratings are Weng-Lin (the Bayesian rating behind OpenSkill, from the
//! `skillratings` crate): it rates free-for-all games of any table size
//! from the ranking alone, ties included, keeps an uncertainty per player
//! so a newcomer moves fast and a veteran slowly, and costs microseconds
//! per game. (TrueSkill does the same but is patented for commercial use;
//! Elo and Glicko rate pairs only.)
//!
//! Ratings are derived data: the standings of a server's game are always
//! the fold of [`rate`] over its placings in the order the games ended.
//! The live update at a game's end, an admin's deletion and
//! `tavola ratings --rebuild` all compute them so, which is why they agree
//! to the last digit.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use tavola_engine::ai::Level;
use tavola_engine::{AnyGame, Seat};

use crate::record::{SessionId, SessionRecord};

/// Who a rating belongs to: a person, or the house player of one level
/// (so that beating `hard` counts for more than beating `easy`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Entrant {
    Person(u64),
    House(Level),
}

impl Entrant {
    /// The key the store keeps: `u:<user>` or `h:<level>`.
    pub fn key(&self) -> String {
        match self {
            Entrant::Person(user) => format!("u:{user}"),
            Entrant::House(level) => format!("h:{}", level.id()),
        }
    }

    pub fn from_key(key: &str) -> Option<Entrant> {
        match key.split_once(':')? {
            ("u", user) => user.parse().ok().map(Entrant::Person),
            ("h", level) => Level::ALL.into_iter().find(|l| l.id() == level).map(Entrant::House),
            _ => None,
        }
    }

    pub fn person(&self) -> Option<u64> {
        match self {
            Entrant::Person(user) => Some(*user),
            Entrant::House(_) => None,
        }
    }
}

/// One seat's result in one finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Placing {
    pub session: SessionId,
    pub guild: u64,
    /// The game's id.
    pub game: String,
    pub channel: u64,
    /// The message that showed the final board, for a link.
    pub message: Option<u64>,
    pub entrant: Entrant,
    pub seat: u8,
    /// 1 for first place; seats that tie share it.
    pub rank: u8,
    pub score: i32,
    /// The table's size.
    pub players: u8,
    /// Whether the game counts for ratings (at least two people played).
    pub rated: bool,
    /// Unix seconds.
    pub ended_at: i64,
}

impl Placing {
    pub fn won(&self) -> bool {
        self.rank == 1
    }
}

/// An entrant's rating in one server's game.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub entrant: Entrant,
    /// The rating's mean (25 to start).
    pub mu: f64,
    /// Its uncertainty (25/3 to start).
    pub sigma: f64,
    /// Rated games played.
    pub games: u32,
}

/// How many uncertainties a leaderboard takes off the mean: a player is
/// ranked by a rating they are very likely above (OpenSkill's ordinal).
pub const CONSERVATIVE_SIGMAS: f64 = 3.0;

impl Standing {
    fn new(entrant: Entrant) -> Standing {
        let start = WengLinRating::new();
        Standing { entrant, mu: start.rating, sigma: start.uncertainty, games: 0 }
    }

    /// The rating a leaderboard ranks by.
    pub fn conservative(&self) -> f64 {
        self.mu - CONSERVATIVE_SIGMAS * self.sigma
    }

    fn rating(&self) -> WengLinRating {
        WengLinRating { rating: self.mu, uncertainty: self.sigma }
    }
}

/// The seats' placings of a finished game; empty while it runs. A seat
/// held by the house player at the end is that level's; a game counts for
/// ratings when at least two different people sat at it, and no house
/// player could be asked for hints.
pub fn placings_of(record: &SessionRecord, game: &AnyGame, ended_at: i64) -> Vec<Placing> {
    let Some(outcome) = game.outcome() else { return Vec::new() };
    let mut people: Vec<u64> = record.seats.iter().filter_map(|s| s.user).collect();
    people.sort_unstable();
    people.dedup();
    record
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| Placing {
            session: record.id,
            guild: record.guild,
            game: record.game.clone(),
            channel: record.channel,
            message: record.board_message,
            entrant: seat.user.map_or(Entrant::House(record.timers.house), Entrant::Person),
            seat: i as u8,
            rank: outcome.rank(Seat(i as u8)) as u8,
            score: outcome.scores.get(i).copied().unwrap_or(0),
            players: record.seats.len() as u8,
            rated: people.len() >= 2 && !crate::hints::hints_on(&record.options),
            ended_at,
        })
        .collect()
}

/// The standings that `placings` (one server's game, any order) lead to:
/// each rated game applied in the order the games ended. An entrant that
/// held several seats of one game (two `normal` house seats) is rated
/// once, at its best place.
pub fn rate(placings: &[Placing]) -> Vec<Standing> {
    let mut games: BTreeMap<(i64, SessionId), Vec<&Placing>> = BTreeMap::new();
    for p in placings.iter().filter(|p| p.rated) {
        games.entry((p.ended_at, p.session)).or_default().push(p);
    }
    let config = WengLinConfig::new();
    let mut standings: HashMap<Entrant, Standing> = HashMap::new();
    for seats in games.values() {
        let mut best: BTreeMap<&Entrant, u8> = BTreeMap::new();
        for p in seats {
            let rank = best.entry(&p.entrant).or_insert(p.rank);
            *rank = (*rank).min(p.rank);
        }
        if best.len() < 2 {
            continue;
        }
        let entrants: Vec<(&Entrant, u8)> = best.into_iter().collect();
        let before: Vec<[WengLinRating; 1]> = entrants
            .iter()
            .map(|(e, _)| [standings.get(*e).map_or_else(WengLinRating::new, Standing::rating)])
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&entrants)
            .map(|(r, (_, rank))| (&r[..], MultiTeamOutcome::new(usize::from(*rank))))
            .collect();
        let after = weng_lin_multi_team(&teams, &config);
        for ((entrant, _), rating) in entrants.iter().zip(after) {
            let standing = standings.entry((*entrant).clone()).or_insert_with(|| Standing::new((*entrant).clone()));
            standing.mu = rating[0].rating;
            standing.sigma = rating[0].uncertainty;
            standing.games += 1;
        }
    }
    let mut out: Vec<Standing> = standings.into_values().collect();
    best_first(&mut out);
    out
}

/// Orders standings as a leaderboard shows them: best conservative rating
/// first, then by entrant, so equal ratings always list alike.
pub fn best_first(standings: &mut [Standing]) {
    standings.sort_by(|a, b| b.conservative().total_cmp(&a.conservative()).then_with(|| a.entrant.cmp(&b.entrant)));
}

/// One entrant's record over some placings (a server's game, or all its
/// games).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub games: u32,
    pub wins: u32,
    /// The sum of places, for the average.
    pub ranks: u32,
    pub scores: i64,
    pub best: Option<i32>,
}

impl Record {
    /// An entrant's record from their placings.
    pub fn of<'a>(placings: impl IntoIterator<Item = &'a Placing>) -> Record {
        let mut r = Record::default();
        for p in placings {
            r.games += 1;
            r.wins += u32::from(p.won());
            r.ranks += u32::from(p.rank);
            r.scores += i64::from(p.score);
            r.best = Some(r.best.map_or(p.score, |b| b.max(p.score)));
        }
        r
    }

    /// Wins per game, 0 to 1.
    pub fn win_share(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.games)
        }
    }

    pub fn average_rank(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.ranks) / f64::from(self.games)
        }
    }

    pub fn average_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.scores as f64 / f64::from(self.games)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placing(session: SessionId, entrant: Entrant, seat: u8, rank: u8, score: i32) -> Placing {
        Placing {
            session,
            guild: 1,
            game: "junk".into(),
            channel: 9,
            message: None,
            entrant,
            seat,
            rank,
            score,
            players: 3,
            rated: true,
            ended_at: 1000 + session,
        }
    }

    fn game(session: SessionId, order: &[Entrant]) -> Vec<Placing> {
        order
            .iter()
            .enumerate()
            .map(|(i, e)| placing(session, e.clone(), i as u8, i as u8 + 1, 30 - i as i32))
            .collect()
    }

    const ADA: Entrant = Entrant::Person(1);
    const BO: Entrant = Entrant::Person(2);
    const HARD: Entrant = Entrant::House(Level::Hard);

    #[test]
    fn a_game_with_hints_is_not_rated() {
        use crate::record::SeatRecord;
        let history = crate::history::sample::played(tavola_engine::GameKind::Attila, 2, 3);
        let game = history.at(u64::MAX).unwrap().game;
        let mut record = history.record.clone();
        let person = |user: u64, name: &str| SeatRecord { user: Some(user), name: name.into(), dm_open: true };
        record.seats = vec![person(1, "Ada"), person(2, "Bo")];
        assert!(placings_of(&record, &game, 5).iter().all(|p| p.rated), "two people, no hints");
        record.options = crate::hints::with_hints(&record.options, true);
        let placings = placings_of(&record, &game, 5);
        assert_eq!(placings.len(), 2);
        assert!(placings.iter().all(|p| !p.rated), "hints on: not rated");
    }

    #[test]
    fn entrant_keys_round_trip() {
        for e in [ADA, Entrant::House(Level::Easy), HARD] {
            assert_eq!(Entrant::from_key(&e.key()), Some(e));
        }
        assert_eq!(Entrant::from_key("x:1"), None);
        assert_eq!(Entrant::from_key("h:grandmaster"), None);
    }

    #[test]
    fn a_winner_rises_a_loser_falls_and_both_grow_surer() {
        let standings = rate(&game(1, &[ADA, BO, HARD]));
        let of = |e: &Entrant| standings.iter().find(|s| &s.entrant == e).unwrap().clone();
        assert!(of(&ADA).mu > 25.0 && of(&HARD).mu < 25.0, "{standings:?}");
        assert!(of(&ADA).sigma < 25.0 / 3.0);
        assert_eq!(standings[0].entrant, ADA);
        assert!(standings.iter().all(|s| s.games == 1));
    }

    #[test]
    fn the_order_games_ended_in_decides_not_the_order_given() {
        let mut placings = Vec::new();
        for s in 1..=6 {
            placings.extend(game(s, if s % 2 == 0 { &[ADA, BO, HARD] } else { &[BO, HARD, ADA] }));
        }
        let forward = rate(&placings);
        placings.reverse();
        assert_eq!(rate(&placings), forward);
    }

    #[test]
    fn unrated_games_and_a_level_in_two_seats_count_once_or_not_at_all() {
        let mut unrated = game(1, &[ADA, BO]);
        unrated.iter_mut().for_each(|p| p.rated = false);
        assert!(rate(&unrated).is_empty());
        let twice = vec![
            placing(2, HARD, 0, 1, 30),
            placing(2, ADA, 1, 2, 20),
            placing(2, HARD, 2, 3, 10),
            placing(2, BO, 3, 4, 5),
        ];
        let standings = rate(&twice);
        assert_eq!(standings.len(), 3);
        assert_eq!(standings[0].entrant, HARD, "the house is rated at its best seat: {standings:?}");
    }

    #[test]
    fn a_record_counts_wins_places_and_the_best_score() {
        let placings = [placing(1, ADA, 0, 1, 40), placing(2, ADA, 1, 3, 22), placing(3, ADA, 0, 2, 31)];
        let r = Record::of(&placings);
        assert_eq!((r.games, r.wins, r.best), (3, 1, Some(40)));
        assert!((r.average_rank() - 2.0).abs() < 1e-9 && (r.average_score() - 31.0).abs() < 1e-9);
        assert!((r.win_share() - 1.0 / 3.0).abs() < 1e-9);
    }
}
