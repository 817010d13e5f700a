//! Where a game's points came from: each event that scores, split by what
//! the game's rulebook scores (the Dragon's palaces, privileges and
//! festival; the Great Wall's sections; Ming's cities and province tiles;
//! Dschunke's sales and final bonus; Attila's centuries and final count).
//!
//! The results of a finished game add these over its whole log to show each
//! player's points by kind. They read the events as the games logged them
//! (typed here, so a renamed field breaks the build, not the results); a
//! kind is a short stable id the bot words (`story-kind-<id>`).

use serde::de::DeserializeOwned;

use crate::{AnyGame, AppliedEvent, Seat};

/// Points of one kind, by seat, from one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScorePart {
    /// What scored, e.g. `palaces`, `festival`, `final`.
    pub kind: &'static str,
    pub points: Vec<i32>,
}

/// Every kind a game may score, in the order its results list them.
pub fn kinds(game: &AnyGame) -> &'static [&'static str] {
    match game {
        AnyGame::YearOfTheDragon(_) => {
            &["palaces", "ladies", "privileges", "scholars", "festival", "mongols", "wall", "super", "final"]
        }
        AnyGame::GreatWall(_) => &["sections", "first-tokens"],
        AnyGame::Ming(_) => &["full-sets", "cities", "monasteries", "tiles"],
        AnyGame::Junk(_) => &["junk-sales", "market", "yen-instead", "bonus"],
        AnyGame::Attila(_) => &["centuries", "final"],
    }
}

impl AnyGame {
    /// The points `event` (one of this game's, as applied) scored, by kind;
    /// nothing for an event that scores nothing or is not this game's.
    pub fn score_parts(&self, event: &AppliedEvent) -> Vec<ScorePart> {
        let n = self.players();
        match self {
            AnyGame::YearOfTheDragon(_) => typed(event).map_or_else(Vec::new, |e| dragon(e, n)),
            AnyGame::GreatWall(_) => typed(event).map_or_else(Vec::new, |e| great_wall(e, n)),
            AnyGame::Ming(_) => typed(event).map_or_else(Vec::new, |e| ming(e, n)),
            AnyGame::Junk(_) => typed(event).map_or_else(Vec::new, |e| junk(e, n)),
            AnyGame::Attila(_) => typed(event).map_or_else(Vec::new, |e| attila(e, n)),
        }
    }
}

fn typed<E: DeserializeOwned>(event: &AppliedEvent) -> Option<E> {
    serde_json::from_value(event.event.clone()).ok()
}

fn part(kind: &'static str, points: &[i32]) -> Vec<ScorePart> {
    vec![ScorePart { kind, points: points.to_vec() }]
}

/// `points` to one seat, nothing to the others.
fn to_seat(kind: &'static str, players: usize, seat: Seat, points: i32) -> ScorePart {
    let mut all = vec![0; players];
    if let Some(p) = all.get_mut(seat.index()) {
        *p = points;
    }
    ScorePart { kind, points: all }
}

fn dragon(event: crate::dragon::Event, n: usize) -> Vec<ScorePart> {
    use crate::dragon::{ActionCard, Event as E, Person, WallReward};
    match event {
        // A log written before the split reads as palaces.
        E::Scoring { points, palaces, .. } if palaces.is_empty() => part("palaces", &points),
        E::Scoring { palaces, ladies, privileges, .. } => {
            [part("palaces", &palaces), part("ladies", &ladies), part("privileges", &privileges)].concat()
        }
        E::Acted { seat, card: ActionCard::Research, gain, .. } => vec![to_seat("scholars", n, seat, gain)],
        E::Festival { points } => part("festival", &points),
        E::Helmets { points } => part("mongols", &points),
        E::WallBuilt { seat, reward: WallReward::Points, .. } => {
            vec![to_seat("wall", n, seat, WallReward::Points.amount())]
        }
        E::WallScored { points, .. } => part("wall", &points),
        E::SuperPoints { points, .. } => part("super", &points),
        E::Chartered { seat, person: Person::Scholar | Person::CourtLady | Person::Monk, gain } => {
            vec![to_seat("super", n, seat, gain)]
        }
        E::Final { points } => part("final", &points),
        _ => Vec::new(),
    }
}

fn great_wall(event: crate::great_wall::Event, n: usize) -> Vec<ScorePart> {
    match event {
        crate::great_wall::Event::SectionWon { seat, value, first_owner, first_value, .. } => vec![
            to_seat("sections", n, seat, i32::from(value)),
            to_seat("first-tokens", n, first_owner, i32::from(first_value)),
        ],
        _ => Vec::new(),
    }
}

fn ming(event: crate::ming::Event, n: usize) -> Vec<ScorePart> {
    use crate::ming::Event as E;
    match event {
        E::FullSet { seat, points } => vec![to_seat("full-sets", n, seat, points)],
        E::CityScored { points, .. } => part("cities", &points),
        E::Monasteries { points } => part("monasteries", &points),
        E::FinalTiles { points } => part("tiles", &points),
        _ => Vec::new(),
    }
}

fn junk(event: crate::junk::Event, n: usize) -> Vec<ScorePart> {
    use crate::junk::Event as E;
    match event {
        E::Sold { seat, yen, .. } => vec![to_seat("junk-sales", n, seat, yen)],
        E::SaleWon { winners, yen, .. } => {
            let mut points = vec![0; n];
            for w in winners {
                if let Some(p) = points.get_mut(w.index()) {
                    *p += yen;
                }
            }
            part("market", &points)
        }
        E::YenInstead { seat, yen } => vec![to_seat("yen-instead", n, seat, yen)],
        E::FinalScores { bonus, .. } => part("bonus", &bonus),
        _ => Vec::new(),
    }
}

fn attila(event: crate::attila::Event, n: usize) -> Vec<ScorePart> {
    match event {
        crate::attila::Event::Scoring { century, awards } => {
            let mut points = vec![0; n];
            for a in awards {
                if let Some(p) = points.get_mut(a.seat.index()) {
                    *p += a.points;
                }
            }
            part(if century.is_some() { "centuries" } else { "final" }, &points)
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom;
    use serde_json::Value;

    use crate::{seeded_rng, AnyGame, GameKind};

    /// Every point of a finished game comes from an event this module
    /// reads: over random games of every game and table size, each seat's
    /// parts add up to its final score (all scores start at 0).
    #[test]
    fn the_parts_of_every_random_game_add_up_to_its_final_scores() {
        for &kind in GameKind::ALL {
            let info = kind.info();
            for players in info.min_players..=info.max_players {
                for seed in 0..4u64 {
                    let mut game = AnyGame::new(kind, players, &Value::Null, seed).unwrap();
                    let mut sums = vec![0; players];
                    let mut add = |game: &AnyGame, events: &[crate::AppliedEvent]| {
                        for e in events {
                            for part in game.score_parts(e) {
                                assert!(super::kinds(game).contains(&part.kind), "{kind:?}: {}", part.kind);
                                for (s, p) in sums.iter_mut().zip(&part.points) {
                                    *s += p;
                                }
                            }
                        }
                    };
                    add(&game, &game.setup_events());
                    let mut rng = seeded_rng(seed);
                    while let Some(&seat) = game.to_act().seats().choose(&mut rng) {
                        let events = game.house_move(seat, &mut rng).unwrap();
                        add(&game, &events);
                    }
                    let outcome = game.outcome().expect("the game ended");
                    assert_eq!(sums, outcome.scores, "{kind:?} {players}p seed {seed}");
                }
            }
        }
    }
}
