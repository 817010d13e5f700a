//! Rulebook cases, flow tests and random-play property tests.

use super::data::Data;
use super::scoring::{city_bonus, city_majority, sent_to_city, tile_points};
use super::*;
use crate::testing::{check_random_games, snapshot, CheckPlan};
use crate::ActionError;

fn data() -> &'static Data {
    DATA.get()
}

fn district(id: &str) -> District {
    District(data().districts.iter().position(|d| d == id).unwrap() as u8)
}

fn game(players: usize) -> Ming {
    Ming::new(players, &Options::default(), 5).unwrap()
}

/// A game in phase 3 with princes on W1, O1, G1 (as many as players).
fn acting(players: usize) -> Ming {
    let mut g = game(players);
    for (seat, id) in Seat::all(players).zip(["W1", "O1", "G1", "P1"]) {
        g.princes[seat] = Some(district(id));
    }
    g.phase = Phase::Act;
    g.current = Seat(0);
    g
}

fn play(g: &mut Ming, actions: &[Action]) {
    for a in actions {
        let seat = g.to_act().seats()[0];
        g.apply(seat, a).unwrap_or_else(|e| panic!("{a:?} by {seat}: {e} in {:?}", g.phase));
    }
}

#[test]
fn district_majority_sends_2_and_the_second_1() {
    assert_eq!(sent_to_city(&[3, 1, 0]), vec![2, 1, 0]);
    // A majority of one member sends that one.
    assert_eq!(sent_to_city(&[1, 0, 0]), vec![1, 0, 0]);
}

#[test]
fn tied_leaders_send_one_each_and_the_second_nothing() {
    assert_eq!(sent_to_city(&[2, 2, 1]), vec![1, 1, 0]);
    assert_eq!(sent_to_city(&[2, 2, 2, 1]), vec![1, 1, 1, 0]);
    // All four tied: nobody moves.
    assert_eq!(sent_to_city(&[1, 1, 1, 1]), vec![0, 0, 0, 0]);
}

#[test]
fn a_tie_for_second_leaves_only_the_leader_moving() {
    assert_eq!(sent_to_city(&[4, 1, 1, 0]), vec![2, 0, 0, 0]);
}

#[test]
fn city_majority_bonus_4_with_its_tie_breaks() {
    let bonus = |left: &[u8], in_districts: &[u32], neutral| {
        city_bonus(&city_majority(left, in_districts), left.len(), 4, neutral)
    };
    assert_eq!(bonus(&[2, 1, 0], &[0, 0, 0], None), vec![4, 0, 0]);
    // Tied in the city: most members in the city's three districts wins.
    assert_eq!(bonus(&[2, 2, 0], &[3, 5, 0], None), vec![0, 4, 0]);
    // Still tied: split, rounded down.
    assert_eq!(bonus(&[1, 1, 1], &[2, 2, 2], None), vec![1, 1, 1]);
    // The neutral colour wins nothing and takes the bonus from nobody.
    assert_eq!(bonus(&[1, 0, 3], &[0, 0, 0], Some(2)), vec![0, 0, 0]);
    // An empty city has no majority.
    assert!(city_majority(&[0, 0, 0], &[4, 1, 0]).is_empty());
}

#[test]
fn end_tiles_score_10_per_five_colours_and_1_per_other_tile() {
    assert_eq!(tile_points([1, 1, 1, 1, 1, 0], data()), 10);
    assert_eq!(tile_points([2, 2, 1, 1, 1, 0], data()), 12);
    assert_eq!(tile_points([3, 0, 0, 0, 0, 0], data()), 3);
    assert_eq!(tile_points([2, 2, 2, 2, 2, 1], data()), 21);
}

#[test]
fn princes_are_placed_in_turn_on_free_districts_with_a_tile() {
    let mut g = game(3);
    play(&mut g, &[Action::PlacePrince { district: district("W1") }]);
    assert!(!g.legal_actions(Seat(1)).contains(&Action::PlacePrince { district: district("W1") }));
    assert_eq!(g.tiles[Seat(0)][0], 1);
    play(&mut g, &[Action::PlacePrince { district: district("O2") }, Action::PlacePrince { district: district("B3") }]);
    assert_eq!(g.phase, Phase::PlaceMembers);
    assert_eq!(g.to_place.0, vec![5, 5, 5]);
}

#[test]
fn two_players_have_a_neutral_member_in_every_district_and_place_three_more_each() {
    let mut g = game(2);
    assert!(g.districts.iter().all(|d| d.open[2] == 1));
    play(&mut g, &[Action::PlacePrince { district: district("W1") }, Action::PlacePrince { district: district("W2") }]);
    assert_eq!(g.phase, Phase::PlaceNeutral { left: 6 });
    for _ in 0..6 {
        play(&mut g, &[Action::PlaceNeutral { district: district("B1") }]);
        if g.districts[district("B1").index()].open[2] == 3 {
            break;
        }
    }
    // At most three neutral members in a district.
    assert!(!g.legal_actions(g.current).contains(&Action::PlaceNeutral { district: district("B1") }));
}

#[test]
fn cards_come_only_from_spaces_with_own_members_and_dragons_cost_a_member() {
    let mut g = game(3);
    g.phase = Phase::TakeCards;
    g.spaces[2][0] = 1;
    let options = g.legal_actions(Seat(0));
    assert_eq!(options, vec![Action::TakeCard { province: 2 }, Action::TakeDragon { province: 2 }]);
    play(&mut g, &[Action::TakeDragon { province: 2 }]);
    assert_eq!(g.spaces[2][0], 0);
    assert_eq!(g.hands[Seat(0)].dragons, 2);
    // Never more than 5 cards.
    g.hands[Seat(1)] = Hand { cards: [2, 2, 0], dragons: 1 };
    g.spaces[0][1] = 2;
    assert!(g.card_options(Seat(1)).is_empty());
}

#[test]
fn a_prince_may_pass_another_prince_but_not_stop_there() {
    let mut g = acting(2);
    // W1 (seat 0) - W2 horse - O1 (seat 1's prince) via W2-O1 horse.
    g.princes[Seat(1)] = Some(district("W2"));
    g.hands[Seat(0)] = Hand { cards: [1, 0, 0], dragons: 0 };
    assert!(
        !g.legal_actions(Seat(0)).contains(&Action::Step { to: district("W2"), pay: Pay::Card(Symbol(0)) }),
        "no way on"
    );
    g.hands[Seat(0)] = Hand { cards: [2, 0, 0], dragons: 0 };
    play(&mut g, &[Action::Step { to: district("W2"), pay: Pay::Card(Symbol(0)) }]);
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Stop));
    play(&mut g, &[Action::Step { to: district("O1"), pay: Pay::Card(Symbol(0)) }, Action::Stop]);
    assert!(!matches!(g.phase, Phase::Moving { .. }), "stopped: {:?}", g.phase);
    assert_eq!(g.discards.len(), 2);
}

#[test]
fn at_most_three_members_come_and_one_may_take_the_monastery() {
    let mut g = acting(3);
    g.spaces[0][0] = 5;
    g.phase = Phase::Bring;
    let most = g
        .legal_actions(Seat(0))
        .iter()
        .filter_map(|a| match a {
            Action::Bring { count, .. } => Some(*count),
            _ => None,
        })
        .max();
    assert_eq!(most, Some(3));
    g.districts[district("W1").index()].monastery = Some(Family(1));
    play(&mut g, &[Action::Bring { count: 3, monastery: true }]);
    let d = g.districts[district("W1").index()];
    assert_eq!(d.monastery, Some(Family(0)));
    assert_eq!(d.open[0], 2);
    assert_eq!(d.open[1], 1, "the displaced member goes to the open space");
    // Holding its monastery, a player brings nobody more into the district.
    g.current = Seat(0);
    g.phase = Phase::Bring;
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Bring { count: 0, monastery: false }]);
}

#[test]
fn staying_costs_one_card_and_passing_keeps_the_rest() {
    let mut g = acting(3);
    g.hands[Seat(0)] = Hand { cards: [0, 1, 0], dragons: 1 };
    // No member waits on the province space: bringing none is not asked.
    play(&mut g, &[Action::Stay, Action::Discard { pay: Pay::Dragon }]);
    assert_eq!(g.hands[Seat(0)], Hand { cards: [0, 1, 0], dragons: 0 });
    assert_eq!(g.current, Seat(1));
    play(&mut g, &[Action::Pass]);
    assert!(g.passed[Seat(1)]);
    assert_eq!(g.current, Seat(2));
}

#[test]
fn return_cards_are_secret_until_everyone_has_chosen() {
    let mut g = acting(3);
    g.round = 2;
    g.cities[0][0] = [2, 0, 0];
    g.cities[0][1] = [1, 0, 0];
    g.phase = Phase::Return { province: 0 };
    assert_eq!(g.to_act(), Turn::Simultaneous(vec![Seat(0), Seat(1)]));
    // Cards 0 + 1 (bits 0 and 1): one member goes home.
    g.apply(Seat(0), &Action::Return { cards: 0b0011 }).unwrap();
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert!(public["my_return"].is_null());
    assert_eq!(public["returned"], serde_json::json!([0]));
    let other = serde_json::to_value(g.view(Viewer::Seat(Seat(1)))).unwrap();
    assert!(other["my_return"].is_null());
    let before = g.scores.0.clone();
    g.apply(Seat(1), &Action::Return { cards: 0b0001 }).unwrap();
    // Seat 0: 1 member left, 4 points, majority tied 1-1, broken by district
    // members (seat 0 now has the returned one in W1): +4.
    assert_eq!(g.scores[Seat(0)] - before[0], 4 + 4);
    assert_eq!(g.scores[Seat(1)] - before[1], 4);
    assert_eq!(g.districts[0].open[0], 1);
}

#[test]
fn the_start_player_picks_where_the_lone_majority_neutral_sends_members_back() {
    let mut g = acting(2);
    g.round = 2;
    g.start = Seat(1);
    let n = g.neutral().unwrap().0 as usize;
    g.cities[0][n] = [2, 1, 0];
    g.cities[0][0] = [1, 0, 0];
    g.phase = Phase::Return { province: 0 };
    assert_eq!(g.to_act(), Turn::Simultaneous(vec![Seat(0)]));
    // Seat 0 plays the 0 card: one member stays, so the neutral keeps two
    // (the fewest that keep its majority) and one goes back.
    g.apply(Seat(0), &Action::Return { cards: 0b0001 }).unwrap();
    assert_eq!(g.to_act(), Turn::Seat(Seat(1)), "the start player chooses");
    let w = |i: usize| District(i as u8);
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![Action::ReturnNeutral { district: w(0) }, Action::ReturnNeutral { district: w(1) }]
    );
    let open_w2 = g.districts[1].open[n];
    let log = g.apply(Seat(1), &Action::ReturnNeutral { district: w(1) }).unwrap();
    assert_eq!(g.districts[1].open[n], open_w2 + 1, "back to W2, where it came from");
    assert!(log.iter().any(|e| matches!(e.event, Event::CityScored { .. })), "then the city scores");
    assert_eq!(g.cities[0], [[0; 3]; 4], "the city is cleared after scoring");
}

#[test]
fn the_neutral_return_is_not_asked_when_there_is_no_choice() {
    let mut g = acting(2);
    g.round = 2;
    let n = g.neutral().unwrap().0 as usize;
    g.cities[0][n] = [3, 0, 0];
    g.cities[0][0] = [1, 0, 0];
    g.phase = Phase::Return { province: 0 };
    g.apply(Seat(0), &Action::Return { cards: 0b0001 }).unwrap();
    assert!(!matches!(g.phase, Phase::NeutralReturn { .. }), "all from W1: nothing to choose");
    assert_eq!(g.cities[0], [[0; 3]; 4]);
}

#[test]
fn a_full_set_of_six_colours_scores_28_after_round_2() {
    let mut g = acting(3);
    g.round = 2;
    g.tiles[Seat(0)] = [1, 1, 1, 1, 1, 0];
    g.districts[district("B1").index()].open[0] = 1;
    g.passed = BySeat::filled(3, true);
    g.passed[Seat(0)] = false;
    play(&mut g, &[Action::Pass]);
    assert!(g.scores[Seat(0)] >= 28);
    assert_eq!(g.tiles[Seat(0)], [0; 6]);
}

#[test]
fn with_four_players_the_second_worst_picks_round_5s_start_player() {
    let mut g = acting(4);
    g.round = 4;
    g.scores = BySeat(vec![30, 10, 20, 10]);
    g.districts[0].monastery = Some(Family(3));
    assert_eq!(g.start_chooser(data()), Some(Seat(1)), "seat 3 has the monastery: it counts as worse");
    g.round = 5;
    assert_eq!(g.start_chooser(data()), Some(Seat(3)));
    g.round = 3;
    assert_eq!(g.start_chooser(data()), None);
}

#[test]
fn return_cards_leave_every_view_once_the_city_is_scored() {
    let mut g = acting(3);
    g.round = 2;
    g.cities[0][0] = [1, 0, 0];
    g.cities[0][1] = [1, 0, 0];
    g.cities[1][0] = [1, 0, 0];
    g.phase = Phase::Return { province: 0 };
    g.apply(Seat(0), &Action::Return { cards: 0b0001 }).unwrap();
    g.apply(Seat(1), &Action::Return { cards: 0b0010 }).unwrap();
    assert_eq!(g.phase, Phase::Return { province: 1 });
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert_eq!(public["returned"], serde_json::json!([]), "the white city's cards are no longer pending");
    // Seat 1 has nobody in the orange city: its white-city cards are back in hand.
    assert_eq!(g.view(Viewer::Seat(Seat(1))).my_return, None);
    g.apply(Seat(0), &Action::Return { cards: 0b0001 }).unwrap();
    assert_eq!(g.round, 3);
    for viewer in [Viewer::Public, Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1))] {
        let view = g.view(viewer);
        assert!(view.returned.is_empty() && view.my_return.is_none(), "round 3 shows round 2's cards to {viewer:?}");
    }
}

#[test]
fn seat_0_is_the_start_player_of_round_1() {
    let g = game(4);
    assert_eq!((g.start, g.to_act()), (Seat(0), Turn::Seat(Seat(0))));
}

#[test]
fn the_neutral_places_only_while_its_31_pieces_last() {
    let mut g = game(2);
    assert_eq!(g.neutral_left, 31 - 18, "one neutral member on each of the 18 districts");
    g.neutral_left = 2;
    play(&mut g, &[Action::PlacePrince { district: district("W1") }, Action::PlacePrince { district: district("W2") }]);
    play(
        &mut g,
        &[Action::PlaceNeutral { district: district("B1") }, Action::PlaceNeutral { district: district("B2") }],
    );
    assert_eq!(g.phase, Phase::PlaceMembers, "two pieces were left, not six");
    // None left before round 3: straight to phase 1.
    g.round = 3;
    let mut log = Vec::new();
    g.begin_round(data(), &mut log);
    assert_eq!(g.phase, Phase::PlaceMembers);
}

#[test]
fn a_neutral_with_fewer_city_members_than_a_player_keeps_them_all() {
    let mut g = acting(2);
    g.round = 2;
    let n = g.neutral().unwrap().0 as usize;
    g.cities[0][n] = [1, 0, 0];
    g.cities[0][0] = [2, 0, 0];
    g.phase = Phase::Return { province: 0 };
    let neutral_w1 = g.districts[0].open[n];
    // Seat 0 takes both of its members home (card 2): the neutral, never
    // ahead before the returns, sends nobody back and keeps the majority.
    let log = g.apply(Seat(0), &Action::Return { cards: 0b0100 }).unwrap();
    let events: Vec<&Event> = log.iter().map(|e| &e.event).collect();
    assert!(events.contains(&&Event::NeutralKept { province: 0, kept: 1, back: 0 }), "{events:?}");
    let city = Event::CityScored { province: 0, points: vec![0, 0], majority: vec![], neutral_majority: true };
    assert!(events.contains(&&city), "{events:?}");
    assert_eq!(g.districts[0].open[n], neutral_w1, "its member stayed in the city and left the game");
}

#[test]
fn the_monastery_tie_break_also_names_the_second_worst() {
    let mut g = acting(4);
    g.round = 4;
    g.scores = BySeat(vec![30, 10, 10, 5]);
    g.districts[0].monastery = Some(Family(2));
    assert_eq!(g.start_chooser(data()), Some(Seat(2)), "tied second-worst: more monastery members chooses");
    g.districts[0].monastery = Some(Family(1));
    assert_eq!(g.start_chooser(data()), Some(Seat(1)));
}

#[test]
fn a_princes_path_may_loop_back_to_where_it_began() {
    let mut g = acting(2);
    g.hands[Seat(0)] = Hand { cards: [2, 0, 0], dragons: 0 };
    let horse = Pay::Card(Symbol(0));
    play(&mut g, &[Action::Step { to: district("W2"), pay: horse }, Action::Step { to: district("W1"), pay: horse }]);
    let log = g.apply(Seat(0), &Action::Stop).unwrap();
    assert_eq!(g.princes[Seat(0)], Some(district("W1")));
    assert_eq!(log[0].event, Event::Moved { seat: Seat(0), path: vec![district("W2"), district("W1")] });
}

#[test]
fn with_no_member_left_to_place_phase_1_is_skipped() {
    let mut g = acting(3);
    g.reserve = BySeat::filled(3, 0);
    g.round = 2;
    let mut log = Vec::new();
    g.begin_round(data(), &mut log);
    assert_ne!(g.phase, Phase::PlaceMembers, "nobody can place: never a placement from an empty reserve");
    assert!(g.legal_actions(g.current).iter().all(|a| !matches!(a, Action::PlaceMember { .. })));
}

fn arg_msg<'a>(msg: &'a Msg, name: &str) -> &'a Msg {
    match msg.get(name) {
        Some(crate::Arg::Msg(m)) => m,
        other => panic!("{name} is not a message in {msg:?}: {other:?}"),
    }
}

#[test]
fn a_two_player_city_scores_the_two_players_and_words_the_neutral_as_the_neutral_player() {
    // Issue 14: "The white city: members back [0, 0, 3], points [0, 0]".
    let mut g = acting(2);
    g.round = 2;
    let n = g.neutral().unwrap().0 as usize;
    g.cities[0][n] = [3, 0, 0];
    g.cities[0][0] = [1, 0, 0];
    g.cities[0][1] = [1, 0, 0];
    g.phase = Phase::Return { province: 0 };
    g.apply(Seat(0), &Action::Return { cards: 0b0001 }).unwrap();
    let log = g.apply(Seat(1), &Action::Return { cards: 0b0010 }).unwrap();
    let msgs: Vec<Msg> = log.iter().map(|e| g.event_msg(&e.event)).collect();
    let ids: Vec<&str> = msgs.iter().map(|m| m.id.as_ref()).collect();
    assert_eq!(
        ids,
        [
            "ming-return-chosen",
            "ming-returns-shown",
            "ming-returns-shown",
            "ming-neutral-kept",
            "ming-city-scored",
            "ming-monasteries-none",
            "ming-start-player",
            "ming-round-begins"
        ]
    );
    assert_eq!(msgs[2].seats_named(), [Seat(1)]);
    assert_eq!(msgs[2].get("back"), Some(&crate::Arg::Num(1)), "Bruno's card 1 sends his member home");
    // The neutral keeps 2 (one more than Ada's 1 left) and sends 1 back: no seat, no number for it.
    assert!(msgs[3].seats_named().is_empty());
    assert_eq!((msgs[3].get("kept"), msgs[3].get("back")), (Some(&crate::Arg::Num(2)), Some(&crate::Arg::Num(1))));
    // Ada's member scores 4; the majority is the neutral's: one entry, no third.
    assert_eq!(
        msgs[4].get("scores"),
        Some(&crate::Arg::List(vec![Msg::new("score-entry").seat("seat", Seat(0)).num("points", 4)]))
    );
    assert_eq!(arg_msg(&msgs[4], "majority").id, "ming-majority-neutral");
}

#[test]
fn members_sent_to_a_city_name_the_player_or_the_neutral_player_never_a_family_number() {
    // Issue 14: "Family 3 sends 1 to the city".
    let g = acting(2);
    let to_city = |family| Event::ToCity { family: Family(family), district: district("W2"), count: 1, tiles: 1 };
    let neutral = g.event_msg(&to_city(2));
    assert_eq!(neutral.id, "ming-neutral-to-city");
    assert!(neutral.seats_named().is_empty());
    let bruno = g.event_msg(&to_city(1));
    assert_eq!((bruno.id.as_ref(), bruno.seats_named()), ("ming-to-city", vec![Seat(1)]));
    assert_eq!(arg_msg(&bruno, "tiles").id, "ming-tiles-white");
    assert_eq!(arg_msg(arg_msg(&bruno, "district"), "colour").id, "ming-colour-white");
}

#[test]
fn return_card_ids_name_the_cards_not_a_bitmask() {
    // Issue 14: "return-5" for cards 1 and 3.
    let g = acting(3);
    let action = Action::Return { cards: 0b0101 };
    assert_eq!(g.action_id(&action), "return-0-2");
    assert_eq!(g.action_id(&Action::Return { cards: 0b1000 }), "return-3");
    let label = g.action_msg(Seat(0), &action);
    let values = vec![Msg::new("ming-return-value").num("value", 0), Msg::new("ming-return-value").num("value", 2)];
    assert_eq!(label.get("cards"), Some(&crate::Arg::List(values)));
    assert_eq!(label.get("total"), Some(&crate::Arg::Num(2)));
}

#[test]
fn each_step_of_a_move_is_an_event_before_stop() {
    // Issue 14: no event for each step of a Ming move until "Stop here".
    let mut g = acting(2);
    g.hands[Seat(0)] = Hand { cards: [1, 0, 0], dragons: 1 };
    let first = g.apply(Seat(0), &Action::Step { to: district("W2"), pay: Pay::Card(Symbol(0)) }).unwrap();
    let second = g.apply(Seat(0), &Action::Step { to: district("W3"), pay: Pay::Dragon }).unwrap();
    assert_eq!(first[0].event, Event::Stepped { seat: Seat(0), to: district("W2"), pay: Pay::Card(Symbol(0)) });
    let msg = g.event_msg(&second[0].event);
    assert_eq!((msg.id.as_ref(), arg_msg(&msg, "card").id.as_ref()), ("ming-stepped", "ming-card-dragon"));
    let stop = g.action_msg(Seat(0), &Action::Stop);
    assert_eq!(arg_msg(&stop, "district").get("n"), Some(&crate::Arg::Num(3)), "the label says where: white 3");
}

#[test]
fn a_taken_monastery_names_whose_member_moves_out() {
    let mut g = acting(3);
    g.spaces[0][0] = 2;
    g.districts[district("W1").index()].monastery = Some(Family(2));
    g.phase = Phase::Bring;
    let log = g.apply(Seat(0), &Action::Bring { count: 2, monastery: true }).unwrap();
    let msg = g.event_msg(&log[0].event);
    assert_eq!(msg.id, "ming-brought-monastery-displacing");
    assert_eq!(msg.seats_named(), [Seat(0), Seat(2)]);
}

/// Every label and event of random games is a Ming message (or a common
/// score entry) that names only seats at the table, with one score per seat
/// at most: no raw list, no family number.
#[test]
fn every_label_and_event_is_a_message_naming_only_players() {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let check = |msg: &Msg, players: usize, what: &str| {
        assert!(msg.ids().iter().all(|id| id.starts_with("ming-") || *id == "score-entry"), "{what}: {msg:?}");
        assert!(msg.seats_named().iter().all(|s| s.index() < players), "{what}: {msg:?}");
        if let Some(crate::Arg::List(scores)) = msg.get("scores") {
            assert!(scores.len() <= players, "{what}: {msg:?}");
        }
    };
    for players in 2..=4 {
        for seed in 0..20 {
            let mut g = Ming::new(players, &Options::default(), seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while let Some(&seat) = g.to_act().seats().choose(&mut rng) {
                let legal = g.legal_actions(seat);
                legal.iter().for_each(|a| check(&g.action_msg(seat, a), players, "label"));
                let action = *legal.choose(&mut rng).unwrap();
                for logged in g.apply(seat, &action).unwrap() {
                    check(&g.event_msg(&logged.event), players, "event");
                }
            }
        }
    }
}

#[test]
fn refusals_change_nothing() {
    let mut g = acting(3);
    let before = snapshot(&g);
    assert_eq!(g.apply(Seat(1), &Action::Pass), Err(ActionError::NotYourTurn { seat: Seat(1) }));
    assert_eq!(g.apply(Seat(0), &Action::Stop), Err(ActionError::IllegalAction));
    assert_eq!(snapshot(&g), before);
}

fn invariants(g: &Ming) -> Result<(), String> {
    let d = data();
    for seat in Seat::all(g.players) {
        let f = seat.index();
        let members = u32::from(g.reserve[seat])
            + g.spaces.iter().map(|s| u32::from(s[f])).sum::<u32>()
            + g.districts
                .iter()
                .map(|x| u32::from(x.open[f]) + u32::from(x.monastery == Some(Family(seat.0))))
                .sum::<u32>()
            + g.cities.iter().map(|c| c[f].iter().map(|&n| u32::from(n)).sum::<u32>()).sum::<u32>()
            + g.removed[seat];
        if members != u32::from(d.members) {
            return Err(format!("{seat} has {members} members"));
        }
        if g.legal_actions(seat).len() > 25 {
            return Err("a decision with more than 25 options".into());
        }
    }
    let cards = g.deck.len()
        + g.discards.len()
        + g.face_up.iter().flatten().count()
        + g.hands.values().map(|h| h.cards.iter().map(|&c| usize::from(c)).sum::<usize>()).sum::<usize>();
    if cards != 3 * usize::from(d.cards_per_symbol) {
        return Err(format!("{cards} movement cards"));
    }
    let dragons = u32::from(g.dragons) + g.hands.values().map(|h| u32::from(h.dragons)).sum::<u32>();
    if dragons != u32::from(d.dragons) {
        return Err(format!("{dragons} dragons"));
    }
    for c in 0..6 {
        if u32::from(g.tile_supply[c]) + g.tiles.values().map(|t| u32::from(t[c])).sum::<u32>()
            != u32::from(d.tiles_per_colour)
        {
            return Err("province tiles not conserved".into());
        }
    }
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    if !public["hand"].is_null() || !public["my_return"].is_null() {
        return Err("the public view shows private cards".into());
    }
    pending_returns_belong_to_the_open_city(g)?;
    counts_stay_in_range(g)
}

/// Per-city state (return cards) exists only while its city is being
/// scored: once scored, no view may show it.
fn pending_returns_belong_to_the_open_city(g: &Ming) -> Result<(), String> {
    let open = matches!(g.phase, Phase::Return { .. } | Phase::NeutralReturn { .. });
    if !open && g.returns.values().any(Option::is_some) {
        return Err(format!("return cards still pending in {:?}", g.phase));
    }
    Ok(())
}

/// Every count stays within what the box holds, so a wrapped subtraction
/// (255 of something) shows at once, and the seat placing has a member to place.
fn counts_stay_in_range(g: &Ming) -> Result<(), String> {
    let d = data();
    for seat in Seat::all(g.players) {
        if g.reserve[seat] > d.members || g.to_place[seat] > g.reserve[seat] {
            return Err(format!("{seat}: reserve {} to place {}", g.reserve[seat], g.to_place[seat]));
        }
        if g.hands[seat].total() > d.hand {
            return Err(format!("{seat} holds {} cards", g.hands[seat].total()));
        }
    }
    if g.phase == Phase::PlaceMembers && g.to_place[g.current] == 0 {
        return Err(format!("{} must place with no member to place", g.current));
    }
    if let Some(n) = g.neutral() {
        let n = n.0 as usize;
        let on_board: u32 = g.districts.iter().map(|x| u32::from(x.open[n])).sum::<u32>()
            + g.cities.iter().map(|c| c[n].iter().map(|&m| u32::from(m)).sum::<u32>()).sum::<u32>();
        if on_board + u32::from(g.neutral_left) > u32::from(d.neutral_members) {
            return Err(format!("{on_board} neutral members out and {} left", g.neutral_left));
        }
    }
    Ok(())
}

#[test]
fn random_games_for_every_player_count_keep_the_invariants() {
    for players in 2..=4 {
        let plan = CheckPlan { games: 300, first_seed: players as u64 * 100, ..CheckPlan::default() };
        check_random_games::<Ming>(players, &Options::default(), plan, invariants);
    }
}

#[test]
fn pictures_get_each_border_once_with_its_crossing_symbol() {
    let borders = super::borders();
    assert_eq!(borders.len(), 29, "the reconstructed board's borders");
    assert!(borders.iter().all(|&(a, b, symbol)| a < b && b < 18 && ["horse", "boat", "sedan"].contains(&symbol)));
}
