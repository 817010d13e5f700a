//! Words (issue 14): labels and events are messages with typed arguments;
//! and the borders the pictures draw.

use super::tests::{data, game, hand, play, province};
use super::*;
use crate::Arg;

fn event_msg(event: &Event) -> Msg {
    game(3).event_msg(event)
}

fn award(tribe: Tribe, seat: u8, points: i32) -> Award {
    Award { tribe, seat: Seat(seat), points }
}

/// "seat 1 +0 (Franks)": a scoring names each player once, with their gain
/// by tribe, and leaves out the awards of 0 points.
#[test]
fn a_scoring_names_each_players_gain_by_tribe_and_never_a_zero() {
    let awards = vec![
        award(Tribe::Franks, 0, 5),
        award(Tribe::Franks, 1, 0),
        award(Tribe::Goths, 0, 3),
        award(Tribe::Vandals, 2, 4),
    ];
    let msg = event_msg(&Event::Scoring { century: Some(4), awards });
    assert_eq!(msg.id, "attila-scoring-century");
    assert_eq!(msg.get("century"), Some(&Arg::Num(4)));
    let Some(Arg::List(gains)) = msg.get("gains") else { panic!("a list of gains: {msg:?}") };
    let seats: Vec<&Arg> = gains.iter().filter_map(|g| g.get("seat")).collect();
    assert_eq!(seats, [&Arg::Seat(Seat(0)), &Arg::Seat(Seat(2))], "Bruno gained nothing");
    assert_eq!(gains[0].get("points"), Some(&Arg::Num(8)));
    let Some(Arg::List(tribes)) = gains[0].get("tribes") else { panic!("gains by tribe") };
    assert_eq!(tribes[0].ids(), ["attila-tribe-count", "attila-tribe-franks"]);
    assert_eq!(tribes[1].get("count"), Some(&Arg::Num(3)));
    let nobody = event_msg(&Event::Scoring { century: None, awards: vec![award(Tribe::Huns, 1, 0)] });
    assert_eq!(nobody.id, "attila-scoring-final-none");
}

/// "Scores: [30, 31]": the end lists the common score entries and names the winners.
#[test]
fn the_game_over_lists_score_entries_and_the_winners() {
    let msg = event_msg(&Event::GameOver { scores: vec![30, 31, 31] });
    let Some(Arg::List(scores)) = msg.get("scores") else { panic!("a list of scores: {msg:?}") };
    assert_eq!(scores.len(), 3);
    assert_eq!(scores[1], Msg::new("score-entry").seat("seat", Seat(1)).num("points", 31));
    assert_eq!(msg.get("winners"), Some(&Arg::Seats(vec![Seat(1), Seat(2)])));
    assert_eq!(msg.get("count"), Some(&Arg::Num(2)));
}

/// "commits 0 card(s)", "exchanges 0 card(s)": counts are numbers for
/// Fluent's plurals, and an exchange of nothing draws nothing.
#[test]
fn counts_are_numbers_and_an_empty_exchange_draws_nothing() {
    let msg = event_msg(&Event::Committed { seat: Seat(1), count: 0 });
    assert_eq!(msg, Msg::new("attila-committed").seat("seat", Seat(1)).num("count", 0));
    let mut g = game(3);
    let log = play(&mut g, &[Action::Use { tile: ActionTile::Exchange }, Action::DoneDiscarding]);
    let ids: Vec<String> = log.iter().map(|l| g.event_msg(&l.event).id.into_owned()).collect();
    assert_eq!(ids, ["attila-tile-exchange-used", "attila-exchanged"]);
}

/// Italian articles: a tribe is a nested message in the form the sentence
/// needs ("dei Franchi", "gli Unni"), never a word built in the engine.
#[test]
fn tribes_are_nested_messages_in_the_form_each_sentence_needs() {
    let placed = Event::Placed { seat: Seat(0), tribe: Tribe::Huns, province: province("PAN"), second: false };
    let msg = event_msg(&placed);
    assert_eq!(msg.ids(), ["attila-placed", "attila-of-huns"]);
    assert_eq!(msg.get("province"), Some(&Arg::Text("Pannonia".into())), "the map's name, stable all game");
    let left = event_msg(&Event::Left { province: province("PAN"), tribes: vec![Tribe::Huns, Tribe::Goths] });
    assert_eq!(left.ids(), ["attila-left", "attila-the-huns", "attila-the-goths"]);
    let second =
        event_msg(&Event::Placed { seat: Seat(0), tribe: Tribe::Huns, province: province("PAN"), second: true });
    assert_eq!(second.id, "attila-placed-second", "the token placed instead of influence says so");
}

/// Labels carry their context: the tribe of the card being placed, the
/// province, the influence a gain brings, the cards an end of turn draws.
#[test]
fn labels_carry_the_tribe_the_province_and_the_numbers() {
    let mut g = game(3);
    g.hands[Seat(0)] = hand(&[(Tribe::Goths, 6)]);
    play(&mut g, &[Action::Play { tribe: Tribe::Goths }]);
    let place = g.action_msg(Seat(0), &Action::Place { province: province("GER") });
    assert_eq!(place.ids(), ["attila-act-place", "attila-of-goths"]);
    assert_eq!(place.get("province"), Some(&Arg::Text("Germania".into())));
    play(&mut g, &[Action::Place { province: province("GER") }]);
    let gain = g.action_msg(Seat(0), &Action::GainInfluence);
    assert_eq!(gain.get("count"), Some(&Arg::Num(1)));
    assert_eq!(gain.ids(), ["attila-act-gain", "attila-of-goths", "attila-the-goths"]);
    play(&mut g, &[Action::GainInfluence]);
    let end = g.action_msg(Seat(0), &Action::EndTurn);
    assert_eq!(end, Msg::new("attila-act-end-turn").num("count", 1));
}

/// Every label and event of random games is an Attila message (or a common
/// score entry), names players only as seats and places only by the map's
/// names.
#[test]
fn random_games_word_every_label_and_event_as_attila_messages() {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    fn check(msg: &Msg) {
        for id in msg.ids() {
            assert!(id.starts_with("attila-") || id == "score-entry", "{id} in {msg:?}");
        }
        for (name, arg) in &msg.args {
            match arg {
                Arg::Text(t) => assert!(name == "province" && data().names.contains(t), "{msg:?}"),
                Arg::Msg(m) => check(m),
                Arg::List(items) => items.iter().for_each(check),
                Arg::Num(_) | Arg::Seat(_) | Arg::Seats(_) => {}
            }
        }
    }
    for players in 2..=5 {
        for seed in 0..20 {
            let mut g = Attila::new(players, &Options::default(), seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while let Turn::Seat(seat) = g.to_act() {
                let legal = g.legal_actions(seat);
                legal.iter().for_each(|a| check(&g.action_msg(seat, a)));
                for logged in g.apply(seat, legal.choose(&mut rng).unwrap()).unwrap() {
                    check(&g.event_msg(&logged.event));
                }
            }
        }
    }
}

#[test]
fn pictures_get_each_border_once_and_the_sea_crossings_marked() {
    let map: toml::Table = include_str!("../../../data/attila/map.toml").parse().expect("the map file");
    let count = |key: &str| map[key].as_array().map_or(0, Vec::len);
    let borders = super::borders();
    assert_eq!(borders.len(), count("land") + count("sea"));
    assert_eq!(borders.iter().filter(|&&(_, _, sea)| sea).count(), count("sea"));
    assert!(borders.iter().all(|(a, b, _)| a != b));
}
