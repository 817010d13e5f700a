//! Rulebook examples, flow tests and random-play property tests; the
//! words' tests in [`words`].

mod words;

use super::data::Data;
use super::events::{festival_points, final_points};
use super::*;
use crate::testing::{check_random_games, snapshot, CheckPlan};
use crate::{ActionError, Logged};

fn data() -> &'static Data {
    DATA.get()
}

fn game(players: usize) -> YearOfTheDragon {
    YearOfTheDragon::new(players, &Options::default(), 11).unwrap()
}

fn young(person: Person) -> Tile {
    Tile { person, old: false }
}

fn old(person: Person) -> Tile {
    Tile { person, old: true }
}

/// Gives a seat palaces holding these persons (one palace of 3 floors per 3 persons).
fn court(g: &mut YearOfTheDragon, seat: u8, persons: &[Tile]) {
    g.provinces[Seat(seat)].palaces = persons.chunks(3).map(|c| Palace { floors: 3, persons: c.to_vec() }).collect();
}

fn play(g: &mut YearOfTheDragon, actions: &[Action]) {
    for a in actions {
        let seat = g.current;
        g.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat}: {e} in {:?}", g.phase));
    }
}

/// A game in month 1's action phase with seat 0 to choose, the given cards in one group.
fn acting(cards: &[ActionCard]) -> YearOfTheDragon {
    let mut g = game(3);
    g.month = 1;
    g.stage = Stage::Actions;
    g.groups = vec![cards.to_vec(), vec![ActionCard::Privilege]];
    g.dragons = vec![Vec::new(), Vec::new()];
    g.current = Seat(0);
    g.queue = vec![Seat(1)];
    g.phase = Phase::ChooseGroup;
    g
}

#[test]
fn rulebook_draft_7_7_8_with_later_arrivals_on_top() {
    let mut g = game(3);
    play(&mut g, &[Action::Draft { person: Person::TaxCollector }, Action::Draft { person: Person::Scholar }]);
    play(&mut g, &[Action::House { palace: 0 }, Action::House { palace: 0 }]);
    assert_eq!(g.provinces[Seat(0)].track, 7);
    play(&mut g, &[Action::Draft { person: Person::TaxCollector }]);
    // The same pair is refused to a later player.
    assert!(!g.legal_actions(Seat(1)).contains(&Action::Draft { person: Person::Scholar }));
    play(&mut g, &[Action::Draft { person: Person::Farmer }, Action::House { palace: 0 }, Action::House { palace: 1 }]);
    play(&mut g, &[Action::Draft { person: Person::Scholar }, Action::Draft { person: Person::Farmer }]);
    play(&mut g, &[Action::House { palace: 0 }, Action::House { palace: 1 }]);
    assert_eq!(g.provinces[Seat(1)].track, 7);
    assert_eq!(g.provinces[Seat(2)].track, 8);
    assert_eq!(g.track_order(), vec![Seat(2), Seat(1), Seat(0)], "Ben lies on top of Anna");
    assert_eq!(g.month, 1);
}

#[test]
fn persons_by_player_count() {
    let g = game(4);
    assert_eq!(g.supply[Person::Monk.index()], (5, 3));
    assert_eq!(g.supply[Person::Craftsman.index()], (8, 0));
    let g = game(2);
    assert_eq!(g.supply[Person::Monk.index()], (3, 1));
    assert_eq!(g.supply[Person::TaxCollector.index()], (4, 0));
}

#[test]
fn events_open_with_two_peace_and_never_repeat_side_by_side() {
    for seed in 0..300 {
        let g = YearOfTheDragon::new(2, &Options::default(), seed).unwrap();
        assert_eq!(&g.events[..2], &[EventKind::Peace, EventKind::Peace]);
        assert_eq!(g.events.len(), 12);
        assert!(g.events[2..].windows(2).all(|w| w[0] != w[1]), "seed {seed}: {:?}", g.events);
    }
}

#[test]
fn rulebook_taxes_2_then_8_after_paying_3_to_join() {
    let mut g = acting(&[ActionCard::Taxes]);
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Taxes }]);
    assert_eq!(g.provinces[Seat(0)].yuan, 6 + 2);
    court(&mut g, 1, &[young(Person::TaxCollector), young(Person::TaxCollector)]);
    g.provinces[Seat(1)].yuan = 3;
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Taxes }]);
    // 3 yuan, minus 3 to join, plus 2 + 3 + 3.
    assert_eq!(g.provinces[Seat(1)].yuan, 8);
}

#[test]
fn joining_a_taken_group_needs_3_yuan() {
    let mut g = acting(&[ActionCard::Taxes]);
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Taxes }]);
    g.provinces[Seat(1)].yuan = 2;
    assert!(!g.legal_actions(Seat(1)).contains(&Action::Group { group: 0 }));
}

#[test]
fn rulebook_take_yuan_up_to_3() {
    let mut g = acting(&[ActionCard::Taxes]);
    g.provinces[Seat(0)].yuan = 1;
    play(&mut g, &[Action::TakeYuan]);
    assert_eq!(g.provinces[Seat(0)].yuan, 3);
}

#[test]
fn rulebook_build_with_2_craftsmen_gives_3_new_floors() {
    let mut g = acting(&[ActionCard::Build]);
    court(&mut g, 0, &[young(Person::Craftsman), young(Person::Craftsman)]);
    g.provinces[Seat(0)].palaces.push(Palace { floors: 1, persons: vec![young(Person::Monk)] });
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Build }]);
    assert_eq!(g.phase, Phase::Build { left: 3 });
    play(&mut g, &[Action::Floor { palace: 1 }, Action::Floor { palace: 1 }]);
    // 3 floors at most: with both palaces at their height, the third floor
    // can only start a new palace, and does so at once.
    assert_ne!(g.phase, Phase::Build { left: 1 }, "not asked");
    assert_eq!(g.provinces[Seat(0)].palaces.iter().map(|p| p.floors).collect::<Vec<_>>(), vec![3, 3, 1]);
}

#[test]
fn rulebook_harvest_4_parade_5_research_6() {
    let mut g = acting(&[ActionCard::Harvest]);
    court(&mut g, 0, &[young(Person::Farmer), old(Person::Farmer)]);
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Harvest }]);
    assert_eq!(g.provinces[Seat(0)].rice, 4);
    let mut g = acting(&[ActionCard::Parade]);
    court(&mut g, 0, &[old(Person::Warrior), old(Person::Warrior)]);
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Parade }]);
    assert_eq!(g.provinces[Seat(0)].track, 5);
    let mut g = acting(&[ActionCard::Research]);
    court(&mut g, 0, &[young(Person::Scholar), old(Person::Scholar)]);
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Research }]);
    assert_eq!(g.provinces[Seat(0)].score, 6);
}

/// "Esegue esattamente 1 delle azioni presenti nel gruppo scelto": a group
/// whose only action is a privilege the seat cannot pay is not offered
/// (stubborn house players chose it, took it back, and chose it again).
#[test]
fn a_group_with_no_action_within_reach_cannot_be_chosen() {
    let mut g = acting(&[ActionCard::Taxes]);
    g.provinces[Seat(0)].yuan = 1;
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Group { group: 0 }, Action::TakeYuan]);
    g.provinces[Seat(0)].yuan = 2;
    assert!(g.legal_actions(Seat(0)).contains(&Action::Group { group: 1 }));
    // With a dragon on it the fee comes first: 3 + 2 yuan.
    g.dragons[1].push(Seat(1));
    g.provinces[Seat(0)].yuan = 4;
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Group { group: 1 }));
    g.provinces[Seat(0)].yuan = 5;
    assert!(g.legal_actions(Seat(0)).contains(&Action::Group { group: 1 }));
}

#[test]
fn privileges_cost_2_or_7_one_per_action() {
    let mut g = acting(&[ActionCard::Privilege]);
    g.provinces[Seat(0)].yuan = 7;
    play(
        &mut g,
        &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Privilege }, Action::Privilege { large: true }],
    );
    assert_eq!(g.provinces[Seat(0)].yuan, 0);
    assert_eq!(g.provinces[Seat(0)].privileges, 2);
    assert_eq!(g.current, Seat(1));
}

#[test]
fn a_full_court_replaces_or_lets_go_without_moving_on() {
    let mut g = game(3);
    court(&mut g, 0, &[young(Person::Monk); 3]);
    g.provinces[Seat(0)].palaces[0].floors = 3;
    g.current = Seat(0);
    g.stage = Stage::Persons;
    g.queue = Vec::new();
    g.phase = Phase::Place { tile: young(Person::Healer) };
    let options = g.legal_actions(Seat(0));
    assert_eq!(options, vec![Action::Replace { palace: 0, tile: young(Person::Monk) }, Action::LetGo]);
    let gone = g.gone;
    g.month = 1;
    let mut log = Vec::new();
    rules::apply(&mut g, Action::LetGo, data(), &mut log);
    assert_eq!(g.provinces[Seat(0)].track, 0);
    assert_eq!(g.gone, gone + 1);
}

#[test]
fn rulebook_tribute_clara_has_2_yuan_and_releases_2() {
    let mut g = game(3);
    court(&mut g, 0, &[young(Person::Monk), young(Person::Farmer), young(Person::Healer)]);
    g.provinces[Seat(0)].yuan = 2;
    g.events[0] = EventKind::Tribute;
    g.month = 1;
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    assert_eq!(g.provinces[Seat(0)].yuan, 0);
    assert_eq!(g.current, Seat(0));
    assert_eq!(g.phase, Phase::Release { left: 2, drought: false });
}

#[test]
fn rulebook_drought_3_rice_for_3_palaces_or_a_release_from_each() {
    let mut g = game(3);
    g.provinces[Seat(0)].palaces = vec![
        Palace { floors: 1, persons: vec![young(Person::Monk)] },
        Palace { floors: 1, persons: vec![young(Person::Farmer)] },
        Palace { floors: 2, persons: vec![young(Person::Healer), young(Person::Scholar)] },
        Palace { floors: 1, persons: Vec::new() },
    ];
    g.provinces[Seat(0)].rice = 4;
    g.provinces[Seat(1)].palaces = g.provinces[Seat(0)].palaces[..3].to_vec();
    g.events[0] = EventKind::Drought;
    g.month = 1;
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    assert_eq!(g.provinces[Seat(0)].rice, 1);
    assert_eq!(g.current, Seat(1));
    assert_eq!(g.phase, Phase::Release { left: 3, drought: true });
    play(&mut g, &[Action::Release { palace: 2, tile: young(Person::Healer) }]);
    assert!(!g.legal_actions(Seat(1)).iter().any(|a| matches!(a, Action::Release { palace: 2, .. })), "one per palace");
}

#[test]
fn rulebook_dragon_festival_6_6_3_0_and_half_returned_rounded_up() {
    assert_eq!(festival_points(&[2, 1, 3, 0, 3], [6, 3]), vec![3, 0, 6, 0, 6]);
    let mut g = game(4);
    for (s, f) in [(0, 2), (1, 1), (2, 3), (3, 3)] {
        g.provinces[Seat(s)].fireworks = f;
    }
    g.events[0] = EventKind::Festival;
    g.month = 1;
    g.run_event(data(), &mut Vec::new());
    let left: Vec<i32> = g.provinces.values().map(|p| p.fireworks).collect();
    assert_eq!(left, vec![1, 1, 1, 1]);
}

#[test]
fn rulebook_mongols_helmets_score_and_the_fewest_release() {
    let mut g = game(3);
    court(&mut g, 0, &[old(Person::Warrior), young(Person::Warrior)]);
    court(&mut g, 1, &[young(Person::Warrior), young(Person::Monk)]);
    court(&mut g, 2, &[young(Person::Warrior), young(Person::Farmer)]);
    g.events[0] = EventKind::Mongols;
    g.month = 1;
    g.run_event(data(), &mut Vec::new());
    let scores: Vec<i32> = g.provinces.values().map(|p| p.score).collect();
    // Helmets 3, 1, 1, plus the month's palace scoring comes later.
    assert_eq!(scores, vec![3, 1, 1]);
    assert_eq!(g.releases.len() + 1, 2, "both with 1 helmet release");
}

#[test]
fn rulebook_contagion_two_healers_release_one() {
    let mut g = game(3);
    court(&mut g, 0, &[young(Person::Healer), young(Person::Healer), young(Person::Monk)]);
    g.events[0] = EventKind::Contagion;
    g.month = 1;
    g.run_event(data(), &mut Vec::new());
    assert_eq!((g.current, g.phase.clone()), (Seat(0), Phase::Release { left: 1, drought: false }));
}

#[test]
fn rulebook_monthly_scoring_3_palaces_2_court_ladies_large_privilege_is_7() {
    let mut g = game(2);
    g.provinces[Seat(0)].palaces = vec![
        Palace { floors: 2, persons: vec![young(Person::CourtLady), young(Person::CourtLady)] },
        Palace { floors: 1, persons: vec![young(Person::Monk)] },
        Palace { floors: 1, persons: vec![young(Person::Farmer)] },
    ];
    g.provinces[Seat(0)].privileges = 2;
    g.events[0] = EventKind::Peace;
    g.month = 1;
    g.run_event(data(), &mut Vec::new());
    assert_eq!(g.provinces[Seat(0)].score, 7);
}

#[test]
fn rulebook_final_scoring_ben_gets_25() {
    let mut g = game(2);
    let p = &mut g.provinces[Seat(0)];
    p.palaces = vec![
        Palace { floors: 2, persons: vec![young(Person::Monk), young(Person::Farmer)] },
        Palace { floors: 3, persons: vec![old(Person::Monk), young(Person::Healer), young(Person::Scholar)] },
        Palace { floors: 2, persons: vec![young(Person::Warrior), young(Person::Craftsman)] },
    ];
    p.rice = 1;
    p.fireworks = 2;
    p.yuan = 4;
    assert_eq!(final_points(&g.provinces[Seat(0)], data()), 14 + 8 + 3);
}

#[test]
fn empty_palaces_decay_by_one_floor() {
    let mut g = game(2);
    g.provinces[Seat(0)].palaces =
        vec![Palace { floors: 1, persons: Vec::new() }, Palace { floors: 2, persons: Vec::new() }];
    g.month = 1;
    g.events[0] = EventKind::Peace;
    g.run_event(data(), &mut Vec::new());
    assert_eq!(g.provinces[Seat(0)].palaces, vec![Palace { floors: 1, persons: Vec::new() }]);
}

fn walled(players: usize) -> YearOfTheDragon {
    YearOfTheDragon::new(players, &Options { great_wall: true, ..Options::default() }, 4).unwrap()
}

/// A game at the end of month 7's (peaceful) event with a fixed super event.
fn month_seven(kind: &str) -> YearOfTheDragon {
    let options = Options { super_event: Some(kind.into()), ..Options::default() };
    let mut g = YearOfTheDragon::new(3, &options, 2).unwrap();
    g.month = 7;
    g.events[6] = EventKind::Peace;
    g
}

#[test]
fn a_solar_eclipse_repeats_a_mongol_invasion_with_its_wall_check() {
    let options = Options { great_wall: true, super_events: true, super_event: Some("eclipse".into()) };
    let mut g = YearOfTheDragon::new(2, &options, 3).unwrap();
    g.month = 7;
    g.events[6] = EventKind::Mongols;
    court(&mut g, 0, &[young(Person::Warrior)]);
    court(&mut g, 1, &[young(Person::Warrior)]);
    g.wall = vec![Seat(0); 7];
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    // Both tie on helmets, so both release a person after each invasion.
    while g.month == 7 {
        let seat = g.to_act().seats()[0];
        let action = g.legal_actions(seat)[0];
        log.extend(g.apply(seat, &action).unwrap());
    }
    let walls = log.iter().filter(|e| matches!(e.event, Event::WallScored { .. })).count();
    let invasions = log.iter().filter(|e| matches!(e.event, Event::Helmets { .. })).count();
    assert_eq!((invasions, walls), (2, 2), "the eclipse repeats the invasion and the wall is checked again");
    assert!(g.provinces[Seat(0)].score >= 1 + 7 + 7, "the seven sections score twice");
}

/// Month 12 as a Mongol invasion, the wall checked after the invasion and
/// at the year's end, as the rulebook and BGA do (issue 13, item 1).
fn year_end_invasion(wall: Vec<Seat>) -> YearOfTheDragon {
    let mut g = walled(2);
    g.month = 12;
    g.events[11] = EventKind::Mongols;
    g.wall = wall;
    g
}

fn walls_scored(log: &[Logged<Event>]) -> Vec<(Vec<i32>, bool)> {
    log.iter()
        .filter_map(|e| match &e.event {
            Event::WallScored { points, complete, .. } => Some((points.clone(), *complete)),
            _ => None,
        })
        .collect()
}

/// Plays a game out with every decision its first legal action.
fn play_out(g: &mut YearOfTheDragon, log: &mut Vec<Logged<Event>>) {
    while let Turn::Seat(seat) = g.to_act() {
        let action = g.legal_actions(seat)[0];
        log.extend(g.apply(seat, &action).unwrap());
    }
}

#[test]
fn month_12_as_an_invasion_scores_a_full_wall_twice() {
    let mut g = year_end_invasion([vec![Seat(0); 7], vec![Seat(1); 5]].concat());
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    play_out(&mut g, &mut log);
    assert_eq!(walls_scored(&log), vec![(vec![7, 5], true), (vec![7, 5], true)]);
    assert_eq!(g.wall_checks_due(data()), 0);
}

#[test]
fn month_12_a_failed_first_check_with_nobody_left_to_release_still_logs_the_second() {
    let mut g = year_end_invasion(vec![Seat(0)]);
    court(&mut g, 0, &[young(Person::Monk), young(Person::Farmer)]);
    court(&mut g, 1, &[young(Person::Monk)]);
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    // No helmets: both release a person, which empties seat 1's court.
    play_out(&mut g, &mut log);
    let released = log.iter().filter(|e| matches!(e.event, Event::Released { .. })).count();
    assert_eq!(released, 2, "the invasion's releases only: seat 1 has nobody left for the wall");
    assert_eq!(walls_scored(&log), vec![(vec![0, 0], false), (vec![0, 0], false)]);
    assert_eq!(g.phase, Phase::Over);
}

/// Every month of random games with the Great Wall: one wall check per
/// Mongol invasion (two after a Solar Eclipse repeats one), plus one at the
/// end of month 12. This log invariant catches a check skipped because the
/// one before it scored or released nobody.
#[test]
fn random_games_check_the_wall_after_each_invasion_and_at_the_years_end() {
    use rand::seq::SliceRandom;
    let mut year_end_invasions = 0;
    for players in 2..=5 {
        for seed in 0..60 {
            let options = Options { great_wall: true, super_events: seed % 2 == 0, super_event: None };
            let mut g = YearOfTheDragon::new(players, &options, seed).unwrap();
            let mut rng = crate::seeded_rng(seed);
            let mut log = Vec::new();
            while let Turn::Seat(seat) = g.to_act() {
                let action = *g.legal_actions(seat).choose(&mut rng).unwrap();
                log.extend(g.apply(seat, &action).unwrap());
            }
            let mut month = 0;
            let mut counts = [(0, 0); 13];
            for e in &log {
                match e.event {
                    Event::MonthBegins { month: m, .. } => month = usize::from(m),
                    Event::Helmets { .. } => counts[month].0 += 1,
                    Event::WallScored { .. } => counts[month].1 += 1,
                    _ => {}
                }
            }
            for (m, &(invasions, checks)) in counts.iter().enumerate().skip(1) {
                assert_eq!(checks, invasions + usize::from(m == 12), "{players}p seed {seed} month {m}");
            }
            year_end_invasions += counts[12].0;
        }
    }
    assert!(year_end_invasions > 0, "some game ends on an invasion");
}

#[test]
fn a_flood_on_a_large_stock_asks_for_half_without_wrapping() {
    let mut g = month_seven("flood");
    g.provinces[Seat(0)].yuan = 600;
    g.run_event(data(), &mut Vec::new());
    assert_eq!((g.current, g.phase.clone()), (Seat(0), Phase::Flood { left: 300 }));
}

#[test]
fn an_unknown_super_event_is_refused_by_name() {
    let options = Options { super_event: Some("meteor".into()), ..Options::default() };
    let err = YearOfTheDragon::new(3, &options, 1).unwrap_err().to_string();
    assert!(err.contains("meteor") && err.contains("flood"), "{err}");
}

#[test]
fn super_lanternfest_2_per_person_before_the_months_scoring() {
    let mut g = month_seven("lanternfest");
    court(&mut g, 0, &[young(Person::Monk), young(Person::Farmer), young(Person::Healer)]);
    g.run_event(data(), &mut Vec::new());
    // 6 for three persons, then 1 for the palace.
    assert_eq!(g.provinces[Seat(0)].score, 6 + 1);
}

#[test]
fn super_flood_returns_half_rounded_down_in_any_mix() {
    let mut g = month_seven("flood");
    let p = &mut g.provinces[Seat(0)];
    (p.yuan, p.rice, p.fireworks) = (4, 2, 1);
    g.run_event(data(), &mut Vec::new());
    assert_eq!((g.current, g.phase.clone()), (Seat(0), Phase::Flood { left: 3 }));
    play(
        &mut g,
        &[
            Action::Give { goods: Goods::Rice },
            Action::Give { goods: Goods::Rice },
            Action::Give { goods: Goods::Fireworks },
        ],
    );
    assert_eq!((g.provinces[Seat(0)].rice, g.provinces[Seat(0)].fireworks, g.provinces[Seat(0)].yuan), (0, 0, 4));
}

#[test]
fn super_volcano_sends_everyone_to_0_keeping_the_order() {
    let mut g = month_seven("volcano");
    g.provinces[Seat(0)].track = 5;
    g.provinces[Seat(1)].track = 9;
    g.provinces[Seat(2)].track = 2;
    g.run_event(data(), &mut Vec::new());
    assert!(g.provinces.values().all(|p| p.track == 0));
    assert_eq!(g.track_order(), vec![Seat(1), Seat(0), Seat(2)]);
}

#[test]
fn super_assassination_discards_every_privilege() {
    let mut g = month_seven("assassination");
    g.provinces[Seat(0)].privileges = 3;
    g.run_event(data(), &mut Vec::new());
    assert_eq!(g.provinces[Seat(0)].privileges, 0);
}

#[test]
fn super_earthquake_takes_2_floors_and_releases_who_no_longer_fits() {
    let mut g = month_seven("earthquake");
    for s in 0..3 {
        g.provinces[Seat(s)].palaces =
            vec![Palace { floors: 2, persons: vec![young(Person::Monk), young(Person::Farmer)] }];
    }
    g.run_event(data(), &mut Vec::new());
    let seat = g.current;
    play(&mut g, &[Action::RemoveFloor { palace: 0 }]);
    assert!(matches!(g.phase, Phase::QuakeRelease { palace: 0, left: 1 }));
    // The second floor can only come off the one palace: taken at once.
    play(&mut g, &[Action::Release { palace: 0, tile: young(Person::Monk) }]);
    assert!(g.provinces[seat].palaces.is_empty(), "a palace without floors is gone with its persons");
}

#[test]
fn super_tornado_costs_2_person_cards() {
    let mut g = month_seven("tornado");
    g.run_event(data(), &mut Vec::new());
    let seat = g.current;
    let before = g.provinces[seat].cards.iter().sum::<u8>() + g.provinces[seat].jokers;
    play(&mut g, &[Action::Discard { person: None }, Action::Discard { person: Some(Person::Monk) }]);
    assert_eq!(g.provinces[seat].cards.iter().sum::<u8>() + g.provinces[seat].jokers, before - 2);
}

#[test]
fn super_sunrise_gives_each_a_young_person_of_a_new_type() {
    let mut g = month_seven("sunrise");
    g.run_event(data(), &mut Vec::new());
    let first = g.current;
    play(&mut g, &[Action::Take { tile: young(Person::Scholar) }, Action::House { palace: 0 }]);
    assert_eq!(g.provinces[first].track, 4);
    assert!(!g.legal_actions(g.current).contains(&Action::Take { tile: young(Person::Scholar) }));
}

#[test]
fn super_charter_pays_a_types_symbols_without_the_cards_own() {
    let mut g = month_seven("charter");
    for s in 0..3 {
        court(&mut g, s, &[young(Person::TaxCollector), young(Person::TaxCollector)]);
    }
    g.run_event(data(), &mut Vec::new());
    let seat = g.current;
    let yuan = g.provinces[seat].yuan;
    play(&mut g, &[Action::Charter { person: Person::TaxCollector }]);
    assert_eq!(g.provinces[seat].yuan, yuan + 6);
}

#[test]
fn every_super_event_plays_through() {
    for kind in SuperEvent::ALL {
        let options = Options { great_wall: true, super_events: true, super_event: Some(kind.id().into()) };
        let plan = CheckPlan { games: 25, first_seed: 500, ..CheckPlan::default() };
        check_random_games::<YearOfTheDragon>(4, &options, plan, invariants);
    }
}

#[test]
fn great_wall_the_eighth_card_and_its_rewards() {
    let mut g = walled(4);
    g.month = 1;
    g.stage = Stage::Actions;
    g.groups = vec![vec![ActionCard::Wall]];
    g.dragons = vec![Vec::new()];
    g.current = Seat(0);
    g.queue = vec![Seat(1)];
    g.phase = Phase::ChooseGroup;
    play(&mut g, &[Action::Group { group: 0 }, Action::Act { card: ActionCard::Wall }]);
    assert_eq!(g.legal_actions(Seat(0)).len(), 6, "one tile per reward");
    play(&mut g, &[Action::Wall { reward: WallReward::Points }]);
    assert_eq!(g.provinces[Seat(0)].score, 3);
    assert_eq!(g.wall, vec![Seat(0)]);
    assert!(!g.wall_tiles[Seat(0)].contains(&WallReward::Points));
    play(
        &mut g,
        &[
            Action::Group { group: 0 },
            Action::Act { card: ActionCard::Wall },
            Action::Wall { reward: WallReward::Floor },
        ],
    );
    assert_eq!(g.phase, Phase::Build { left: 1 });
}

#[test]
fn great_wall_groups_hold_eight_cards() {
    let mut g = walled(4);
    g.start_month(1, &mut Vec::new());
    assert_eq!(g.groups.iter().map(Vec::len).collect::<Vec<_>>(), vec![2, 2, 2, 2]);
}

#[test]
fn great_wall_after_a_mongol_invasion_scores_or_costs_a_person() {
    let mut g = walled(3);
    g.events[3] = EventKind::Mongols;
    g.month = 4;
    g.wall = vec![Seat(0), Seat(0), Seat(1), Seat(2)];
    court(&mut g, 0, &[young(Person::Monk)]);
    g.run_event(data(), &mut Vec::new());
    // Nobody has helmets: everyone releases; then the wall (4 >= month 4) scores.
    while let Phase::Release { .. } = g.phase {
        let a = g.legal_actions(g.current)[0];
        play(&mut g, &[a]);
    }
    // Wall tiles 2, 1, 1 plus one point per palace (seat 1's emptied palace decayed to 2 floors).
    assert_eq!(g.provinces.values().map(|p| p.score).collect::<Vec<_>>(), vec![2 + 1, 1 + 2, 1 + 2]);
    let mut g = walled(3);
    g.events[4] = EventKind::Mongols;
    g.month = 5;
    g.wall = vec![Seat(0), Seat(0), Seat(1)];
    court(&mut g, 2, &[young(Person::Monk), young(Person::Warrior)]);
    court(&mut g, 1, &[young(Person::Warrior)]);
    court(&mut g, 0, &[young(Person::Warrior)]);
    g.run_event(data(), &mut Vec::new());
    // Helmets tie 1-1-1: everyone releases one; then the short wall: seat 3 (no tile) releases again.
    // A release with one possible person is made at once, in the move before.
    let mut released = vec![0; 3];
    while let Phase::Release { .. } = g.phase {
        let (seat, a) = (g.current, g.legal_actions(g.current)[0]);
        for e in g.apply(seat, &a).unwrap() {
            if let Event::Released { seat, .. } = e.event {
                released[seat.index()] += 1;
            }
        }
    }
    assert_eq!(released, vec![1, 1, 2]);
}

#[test]
fn refusals_change_nothing() {
    let mut g = acting(&[ActionCard::Taxes]);
    let before = snapshot(&g);
    assert_eq!(g.apply(Seat(1), &Action::TakeYuan), Err(ActionError::NotYourTurn { seat: Seat(1) }));
    assert_eq!(g.apply(Seat(0), &Action::Act { card: ActionCard::Taxes }), Err(ActionError::IllegalAction));
    assert_eq!(snapshot(&g), before);
}

pub(super) fn invariants(g: &YearOfTheDragon) -> Result<(), String> {
    let missing = 5 - g.players as u32;
    // Every type has 10 tiles with 5 players, 2 fewer per missing player.
    let total: u32 = Person::ALL.len() as u32 * (10 - 2 * missing);
    let supply: u32 = g.supply.iter().map(|(y, o)| u32::from(*y) + u32::from(*o)).sum();
    let housed: u32 = g.provinces.values().flat_map(|p| &p.palaces).map(|pl| pl.persons.len() as u32).sum();
    let held = g.pending.len() as u32 + u32::from(matches!(g.phase, Phase::Place { .. }));
    if supply + housed + g.gone + held != total {
        return Err(format!("persons: {supply} + {housed} + {} + {held} != {total}", g.gone));
    }
    for (seat, p) in g.provinces.iter() {
        if p.yuan < 0 || p.score < 0 || p.rice < 0 || p.fireworks < 0 {
            return Err(format!("{seat} has a negative count"));
        }
        // An earthquake leaves a palace too small until its owner releases someone.
        let shaken = matches!(g.phase, Phase::QuakeRelease { .. }) && g.current == seat;
        if p.palaces
            .iter()
            .any(|pl| pl.floors == 0 || pl.floors > 3 || (!shaken && pl.persons.len() > usize::from(pl.floors)))
        {
            return Err(format!("{seat} has an impossible palace"));
        }
        if g.legal_actions(seat).len() > 25 {
            return Err("a decision with more than 25 options".into());
        }
    }
    if g.phase == Phase::Over && g.wall_checks_due(data()) > 0 {
        return Err("the game ended with a Great Wall check owed".into());
    }
    if !serde_json::to_value(g.view(Viewer::Public)).unwrap()["hand"].is_null() {
        return Err("the public view shows a hand".into());
    }
    Ok(())
}

#[test]
fn random_games_for_every_player_count_keep_the_invariants() {
    for players in 2..=5 {
        let plan = CheckPlan { games: 300, first_seed: players as u64 * 10, ..CheckPlan::default() };
        check_random_games::<YearOfTheDragon>(players, &Options::default(), plan, invariants);
        let walled = Options { great_wall: true, super_events: true, super_event: None };
        check_random_games::<YearOfTheDragon>(players, &walled, CheckPlan { games: 150, ..plan }, invariants);
    }
}
