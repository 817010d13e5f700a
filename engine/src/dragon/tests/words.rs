//! Words (issue 14): labels and events are messages with typed arguments,
//! each defined in both languages.

use super::*;
use crate::Msg;

const EN: &str = include_str!("../../../../data/year-of-the-dragon/en.ftl");
const IT: &str = include_str!("../../../../data/year-of-the-dragon/it.ftl");

/// The nested message an argument holds.
fn nested<'a>(msg: &'a Msg, name: &str) -> &'a Msg {
    match msg.get(name) {
        Some(crate::Arg::Msg(m)) => m,
        other => panic!("{name} is not a nested message in {msg:?}: {other:?}"),
    }
}

fn num(msg: &Msg, name: &str) -> i64 {
    match msg.get(name) {
        Some(crate::Arg::Num(n)) => *n,
        other => panic!("{name} is not a number in {msg:?}: {other:?}"),
    }
}

/// The text of a message in a resource (its first line).
fn worded<'a>(ftl: &'a str, id: &str) -> &'a str {
    let start = ftl.find(&format!("\n{id} =")).unwrap_or_else(|| panic!("{id} is not defined"));
    ftl[start + 1..].lines().next().unwrap()
}

fn events_of(log: &[Logged<Event>]) -> Vec<&Event> {
    log.iter().map(|e| &e.event).collect()
}

#[test]
fn monthly_scoring_names_every_player_with_their_points() {
    let g = game(3);
    let msg =
        g.event_msg(&Event::Scoring { points: vec![3, 2, 3], palaces: vec![], ladies: vec![], privileges: vec![] });
    assert_eq!(msg.id, "dragon-scoring");
    let Some(crate::Arg::List(entries)) = msg.get("scores") else { panic!("{msg:?}") };
    let named: Vec<(Vec<Seat>, i64)> = entries.iter().map(|e| (e.seats_named(), num(e, "points"))).collect();
    assert_eq!(named, vec![(vec![Seat(0)], 3), (vec![Seat(1)], 2), (vec![Seat(2)], 3)]);
    assert!(entries.iter().all(|e| e.id == "score-entry"));
}

#[test]
fn an_old_farmer_is_an_old_farmer_in_both_languages() {
    let mut g = game(3);
    g.phase = Phase::ChooseTile { joker: true, person: None };
    let msg = g.action_msg(g.current, &Action::Take { tile: old(Person::Farmer) });
    let tile = nested(&msg, "tile");
    assert_eq!((tile.id.as_ref(), num(tile, "old")), ("dragon-a-farmer", 1));
    let (en, it) = (EN.split("dragon-a-farmer =").nth(1).unwrap(), IT.split("dragon-a-farmer =").nth(1).unwrap());
    assert!(en.contains("[1] an old farmer"), "{en}");
    assert!(it.contains("[1] un Contadino anziano"), "{it}");
}

#[test]
fn court_ladies_and_craftsmen_have_real_plurals() {
    assert_eq!(the_persons_id(Person::CourtLady), "dragon-the-court-ladies");
    assert_eq!(worded(EN, "dragon-the-court-ladies"), "dragon-the-court-ladies = the court ladies");
    assert_eq!(worded(EN, "dragon-the-craftsmen"), "dragon-the-craftsmen = the craftsmen");
    assert_eq!(worded(IT, "dragon-the-court-ladies"), "dragon-the-court-ladies = le Cortigiane");
    assert_eq!(worded(IT, "dragon-the-scholars"), "dragon-the-scholars = gli Studiosi");
    for bad in ["ladys", "craftsmans", "(s)"] {
        assert!(!EN.contains(bad) && !IT.contains(bad), "{bad}");
    }
}

fn the_persons_id(p: Person) -> String {
    let mut g = month_seven("charter");
    court(&mut g, 0, &[young(p)]);
    g.current = Seat(0);
    g.phase = Phase::Charter;
    nested(&g.action_msg(Seat(0), &Action::Charter { person: p }), "persons").id.to_string()
}

#[test]
fn buying_a_privilege_says_which_one_and_its_price() {
    let mut g = acting(&[ActionCard::Privilege]);
    g.provinces[Seat(0)].yuan = 7;
    let mut log = Vec::new();
    for a in
        [Action::Group { group: 0 }, Action::Act { card: ActionCard::Privilege }, Action::Privilege { large: true }]
    {
        log.extend(g.apply(Seat(0), &a).unwrap());
    }
    let bought = events_of(&log).into_iter().find(|e| matches!(e, Event::PrivilegeBought { .. })).unwrap().clone();
    assert_eq!(bought, Event::PrivilegeBought { seat: Seat(0), large: true, cost: 7, dragons: 2 });
    let msg = g.event_msg(&bought);
    assert_eq!((msg.id.as_ref(), num(&msg, "cost"), num(&msg, "dragons")), ("dragon-bought-large-privilege", 7, 2));
    let acted = log.iter().find(|e| matches!(e.event, Event::Acted { .. })).unwrap();
    assert_eq!(nested(&g.event_msg(&acted.event), "effect").id, "dragon-does-privilege", "no bare (0)");
}

#[test]
fn every_floor_built_names_its_palace() {
    let mut g = acting(&[ActionCard::Build]);
    g.provinces[Seat(0)].palaces = vec![Palace { floors: 1, persons: vec![young(Person::Craftsman)] }];
    let mut log = Vec::new();
    for a in [
        Action::Group { group: 0 },
        Action::Act { card: ActionCard::Build },
        Action::Floor { palace: 0 },
        Action::NewPalace,
    ] {
        log.extend(g.apply(Seat(0), &a).unwrap());
    }
    let built: Vec<&Event> = events_of(&log).into_iter().filter(|e| matches!(e, Event::FloorBuilt { .. })).collect();
    assert_eq!(
        built,
        vec![
            &Event::FloorBuilt { seat: Seat(0), palace: 0, floors: 2, new: false },
            &Event::FloorBuilt { seat: Seat(0), palace: 1, floors: 1, new: true },
        ]
    );
    assert_eq!(num(&g.event_msg(built[1]), "palace"), 2, "palaces are numbered from 1");
}

#[test]
fn tribute_and_drought_payments_are_logged() {
    let mut g = game(3);
    court(&mut g, 0, &[young(Person::Monk), young(Person::Farmer)]);
    g.provinces[Seat(0)].yuan = 2;
    g.events[0] = EventKind::Tribute;
    g.month = 1;
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    assert!(events_of(&log).contains(&&Event::TributePaid { seat: Seat(0), paid: 2, releases: 2 }));
    assert!(events_of(&log).contains(&&Event::TributePaid { seat: Seat(1), paid: 4, releases: 0 }));

    let mut g = game(3);
    g.provinces[Seat(0)].palaces = vec![
        Palace { floors: 1, persons: vec![young(Person::Monk)] },
        Palace { floors: 1, persons: vec![young(Person::Farmer)] },
    ];
    g.provinces[Seat(0)].rice = 1;
    g.events[0] = EventKind::Drought;
    g.month = 1;
    let mut log = Vec::new();
    g.run_event(data(), &mut log);
    let given = Event::RiceGiven { seat: Seat(0), rice: 1, palaces: 2, releases: 1 };
    assert!(events_of(&log).contains(&&given), "{log:?}");
    assert_eq!(g.event_msg(&given).seats_named(), vec![Seat(0)]);
}

#[test]
fn the_months_event_is_named_and_says_what_it_does() {
    let g = game(3);
    let msg = g.event_msg(&Event::Event { month: 3, kind: EventKind::Festival });
    assert_eq!(nested(&msg, "event").id, "dragon-event-festival");
    let effect = nested(&msg, "effect");
    assert_eq!((effect.id.as_ref(), num(effect, "first"), num(effect, "second")), ("dragon-effect-festival", 6, 3));
    assert!(worded(EN, "dragon-effect-festival").contains("the most fireworks score"));
}

#[test]
fn the_eclipse_says_it_repeats_month_sevens_event() {
    let mut g = month_seven("eclipse");
    g.events[6] = EventKind::Drought;
    let msg = g.event_msg(&Event::SuperEvent { kind: SuperEvent::Eclipse });
    assert_eq!(nested(&msg, "name").id, "dragon-super-eclipse");
    let effect = nested(&msg, "effect");
    assert_eq!(effect.id, "dragon-effect-eclipse");
    assert_eq!(nested(effect, "event").id, "dragon-event-drought");
    assert!(worded(EN, "dragon-effect-eclipse").contains("strikes a second time"));
}

#[test]
fn a_release_says_why_in_its_label_and_its_event() {
    let mut g = game(3);
    court(&mut g, 0, &[young(Person::Warrior)]);
    g.events[0] = EventKind::Contagion;
    g.month = 1;
    g.run_event(data(), &mut Vec::new());
    let release = Action::Release { palace: 0, tile: young(Person::Warrior) };
    let label = g.action_msg(Seat(0), &release);
    assert_eq!((label.id.as_ref(), nested(&label, "cause").id.as_ref()), ("dragon-release", "dragon-cause-contagion"));
    let log = g.apply(Seat(0), &release).unwrap();
    let released = log.iter().find(|e| matches!(e.event, Event::Released { .. })).unwrap();
    assert!(matches!(released.event, Event::Released { cause: Cause::Contagion, palace: 0, .. }));

    // After a Mongol invasion, the short wall's releases say so.
    let mut g = year_end_invasion(vec![Seat(0)]);
    court(&mut g, 0, &[young(Person::Warrior), young(Person::Monk)]);
    // Three persons, so that the wall's release still has a choice to ask.
    court(&mut g, 1, &[young(Person::Monk), young(Person::Farmer), young(Person::Scholar)]);
    g.run_event(data(), &mut Vec::new());
    let (seat, a) = (g.current, g.legal_actions(g.current)[0]);
    assert_eq!((seat, nested(&g.action_msg(seat, &a), "cause").id.as_ref()), (Seat(1), "dragon-cause-mongols"));
    play(&mut g, &[a]);
    let a = g.legal_actions(g.current)[0];
    assert_eq!(nested(&g.action_msg(g.current, &a), "cause").id, "dragon-cause-wall");
}

/// Every message id of random games' labels and events is defined in both
/// languages (`score-entry` and `points` are the common words).
#[test]
fn random_games_use_only_defined_message_ids() {
    use rand::seq::SliceRandom;
    let defined = |id: &str| {
        ["score-entry", "points"].contains(&id)
            || (EN.contains(&format!("\n{id} =")) && IT.contains(&format!("\n{id} =")))
    };
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        for options in [Options::default(), Options { great_wall: true, super_events: true, super_event: None }] {
            let mut g = YearOfTheDragon::new(players, &options, seed).unwrap();
            let mut rng = crate::seeded_rng(seed);
            while let Turn::Seat(seat) = g.to_act() {
                let legal = g.legal_actions(seat);
                for a in &legal {
                    let msg = g.action_msg(seat, a);
                    assert!(msg.ids().into_iter().all(defined), "{msg:?}");
                }
                let action = *legal.choose(&mut rng).unwrap();
                for e in g.apply(seat, &action).unwrap() {
                    let msg = g.event_msg(&e.event);
                    assert!(msg.ids().into_iter().all(defined), "{msg:?}");
                }
            }
        }
    }
}
