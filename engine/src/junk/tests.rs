//! Rulebook examples, flow tests and random-play property tests.

use super::data::Data;
use super::sale::sale_winners;
use super::*;
use crate::testing::{check_random_games, snapshot, CheckPlan};
use crate::ActionError;

const FISH: Good = Good(0);
const RICE: Good = Good(1);
const SPICE: Good = Good(2);
const VEG: Good = Good(3);

fn data() -> &'static Data {
    DATA.get()
}

fn junk(id: &str) -> Junk {
    Junk(data().junks.iter().position(|j| j == id).unwrap() as u8)
}

fn dealt(players: usize) -> JunkGame {
    JunkGame::new(players, &Options { opening_hands: "dealt".into(), ..Options::default() }, 9).unwrap()
}

fn play(g: &mut JunkGame, seat: u8, actions: &[Action]) {
    for a in actions {
        g.apply(Seat(seat), a).unwrap_or_else(|e| panic!("{a:?}: {e} in {:?}", g.phase));
    }
}

/// A game at phase 4 of round 1 with the rulebook's market card
/// (fish S, rice 4, spice 1, vegetables 2).
fn at_sale() -> JunkGame {
    let mut g = dealt(4);
    g.round = 1;
    g.market = Some(1);
    g.phase = Phase::Offers;
    g.hands = crate::BySeat(vec![[0, 2, 0, 0], [0, 0, 4, 1], [0, 0, 3, 0], [5, 0, 0, 2]]);
    g
}

#[test]
fn rulebook_sale_example_4_yen_a_tie_rounded_down_and_a_special_card() {
    let mut g = at_sale();
    play(&mut g, 0, &[Action::OfferGood { good: RICE }, Action::OfferCount { count: 1 }]);
    play(&mut g, 1, &[Action::OfferGood { good: SPICE }, Action::OfferCount { count: 3 }]);
    play(&mut g, 2, &[Action::OfferGood { good: SPICE }, Action::OfferCount { count: 3 }]);
    // Nothing is revealed before the last offer.
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert_eq!(public["ready"], serde_json::json!([0, 1, 2]));
    assert!(public["my_offer"].is_null());
    play(&mut g, 3, &[Action::OfferGood { good: FISH }, Action::OfferCount { count: 4 }]);
    assert_eq!(g.money.0, vec![4, 0, 0, 0], "A gets 4 yen; B and C split 1 yen: 0 each");
    assert_eq!(g.covered, [true, true, true, false]);
    // D chooses a special card for the fish (S).
    assert_eq!(g.to_act(), Turn::Seat(Seat(3)));
    assert!(matches!(g.phase, Phase::ChoosePier { reason: PickReason::Sale }));
    let pier = g.legal_actions(Seat(3))[0];
    play(&mut g, 3, &[pier]);
    let browse = g.legal_actions(Seat(3))[0];
    play(&mut g, 3, &[browse]);
    assert_eq!(g.specials[Seat(3)].len(), 1);
    // A new round of offers, for the vegetables' 2 yen only.
    assert_eq!(g.phase, Phase::Offers);
    assert_eq!(g.legal_actions(Seat(3)), vec![Action::OfferGood { good: VEG }, Action::NoOffer]);
    // Every offered card went back to its junk.
    assert_eq!(g.hands[Seat(1)], [0, 0, 1, 1]);
}

#[test]
fn a_tie_for_s_gives_nothing_and_the_tie_breaker_wins_ties() {
    let offers = [Some((FISH, 2)), Some((FISH, 2)), None];
    assert_eq!(sale_winners(&offers, FISH, None), vec![Seat(0), Seat(1)]);
    assert_eq!(sale_winners(&offers, FISH, Some(Seat(1))), vec![Seat(1)]);
    assert_eq!(sale_winners(&offers, FISH, Some(Seat(2))), vec![Seat(0), Seat(1)]);
    assert!(sale_winners(&offers, RICE, None).is_empty());
}

#[test]
fn a_colour_already_sold_cannot_be_offered_again() {
    let mut g = at_sale();
    g.covered = [false, true, false, false];
    assert!(!g.legal_actions(Seat(0)).contains(&Action::OfferGood { good: RICE }));
}

#[test]
fn rulebook_selling_7_visible_crates_gives_7_yen_and_never_less_than_3() {
    let mut g = dealt(4);
    let white = junk("white");
    g.holds[white.0 as usize] = Hold::default();
    for _ in 0..3 {
        g.holds[white.0 as usize].load(Seat(1));
    }
    g.holds[white.0 as usize].load(Seat(1));
    g.holds[white.0 as usize].load(Seat(0));
    // Layer 2 has Seat 1 on column 0 and Seat 0 on column 1.
    assert_eq!(g.visible(Seat(1), white), 3 + 3);
    g.current = Seat(1);
    g.phase = Phase::ChooseJunk { work: Work::Sell(3), card: Some(Special::LoadAny) };
    let before = g.money[Seat(1)];
    play(&mut g, 1, &[Action::OnJunk { junk: white }]);
    assert_eq!(g.money[Seat(1)] - before, 6);
    g.current = Seat(2);
    g.phase = Phase::ChooseJunk { work: Work::Sell(3), card: Some(Special::LoadAny) };
    play(&mut g, 2, &[Action::OnJunk { junk: white }]);
    assert_eq!(g.money[Seat(2)], 3, "at least 3 yen");
}

#[test]
fn drawing_on_the_grey_junk_takes_cards_from_junks_of_choice() {
    let mut g = dealt(3);
    g.current = Seat(0);
    g.phase = Phase::ChooseJunk { work: Work::Draw(3), card: Some(Special::DrawAny) };
    play(&mut g, 0, &[Action::OnJunk { junk: junk("grey") }]);
    assert!(matches!(g.phase, Phase::Draw { left: 3, home: None, .. }));
    let before = g.hands[Seat(0)];
    play(&mut g, 0, &[Action::DrawFrom { junk: junk("white") }; 3]);
    assert_eq!(g.hands[Seat(0)][RICE.0 as usize], before[RICE.0 as usize] + 3);
}

#[test]
fn an_empty_pile_lets_the_player_choose_another_junk() {
    let mut g = dealt(3);
    g.stock[junk("brown").0 as usize] = 1;
    g.current = Seat(0);
    g.phase = Phase::ChooseJunk { work: Work::Draw(3), card: Some(Special::DrawAny) };
    play(&mut g, 0, &[Action::OnJunk { junk: junk("brown") }]);
    // One fish came at once; the other two are chosen.
    assert!(matches!(g.phase, Phase::Draw { left: 2, .. }));
    assert!(!g.legal_actions(Seat(0)).contains(&Action::DrawFrom { junk: junk("brown") }));
}

#[test]
fn each_worker_acts_once_per_round_and_assistants_avoid_merchants() {
    let mut g = dealt(4);
    assert_eq!(g.phase, Phase::Act);
    let first = g.current;
    play(&mut g, first.0, &[Action::Use { worker: Worker::Merchant(1) }]);
    let second = g.current;
    assert_ne!(first, second);
    assert!(!g.legal_actions(second).contains(&Action::Use { worker: Worker::Merchant(1) }));
    play(&mut g, second.0, &[Action::Use { worker: Worker::Assistant(0) }]);
    let options = g.legal_actions(second);
    for m in g.merchants {
        assert!(!options.contains(&Action::OnJunk { junk: m }));
    }
}

#[test]
fn opening_picks_are_secret_then_pooled_and_dealt() {
    let mut g = JunkGame::new(3, &Options::default(), 4).unwrap();
    assert_eq!(g.to_act(), Turn::Simultaneous(vec![Seat(0), Seat(1), Seat(2)]));
    play(&mut g, 0, &[Action::Pick { good: FISH }; 6]);
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert_eq!(public["ready"], serde_json::json!([0]));
    assert!(public["hand"].is_null());
    play(&mut g, 1, &[Action::Pick { good: FISH }; 6]);
    play(&mut g, 2, &[Action::Pick { good: RICE }; 6]);
    let cards: u32 = g.hands.values().flatten().map(|&c| u32::from(c)).sum();
    assert_eq!(cards, 18);
    assert_eq!(g.stock[junk("brown").0 as usize], 18 - 12);
    assert_eq!(g.round, 1);
}

#[test]
fn the_variant_set_up_loads_strips_passed_from_the_right() {
    let options = Options { variant_setup: true, opening_hands: "dealt".into() };
    let mut g = JunkGame::new(3, &options, 4).unwrap();
    assert_eq!(g.phase, Phase::PlaceStrip);
    assert!(g.holds.iter().all(|h| h.strips() == 0));
    let hidden = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert!(hidden["merchants"][0][1].is_null(), "merchants lie face down");
    play(&mut g, 0, &[Action::PlaceStrip { junk: junk("grey") }]);
    assert_eq!(g.holds[0].layers[0][0], Some(Seat(2)), "seat 1 loads seat 3's strip");
    for _ in 0..8 {
        let seat = g.current;
        let a = g.legal_actions(seat)[0];
        play(&mut g, seat.0, &[a]);
    }
    assert!(g.holds.iter().all(|h| h.strips() <= 3));
    assert!(!g.merchants_hidden);
    assert_eq!(g.round, 1);
}

#[test]
fn end_bonus_4_per_junk_25_for_all_five_and_bonus_cards() {
    let mut g = dealt(4);
    g.holds = vec![Hold::default(); 5];
    for j in 0..5 {
        g.holds[j].load(Seat(0));
    }
    g.holds[1].load(Seat(0));
    g.specials[Seat(0)] = vec![Special::Bonus8(Junk(1)), Special::Bonus12(Junk(1), Junk(2)), Special::Bonus8(Junk(3))];
    // 5 junks x 4 + 25 + 8 (6 crates on orange) + 12 (6 and 3), not the 8 for brown (3 crates).
    assert_eq!(g.end_bonus(Seat(0), data()), 20 + 25 + 8 + 12);
}

#[test]
fn the_y_event_shows_everyones_money() {
    let mut g = dealt(3);
    g.money = crate::BySeat(vec![5, 9, 2]);
    g.round = 4;
    let mut log = Vec::new();
    g.begin_round(data(), &mut log);
    assert_eq!(g.shown_money, Some(vec![5, 9, 2]));
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert_eq!(public["shown_money"], serde_json::json!([5, 9, 2]));
    assert_eq!(public["scores"], serde_json::json!([null, null, null]));
}

#[test]
fn the_s_event_gives_everyone_a_card_from_a_different_pier() {
    let mut g = dealt(4);
    g.round = 2;
    let mut log = Vec::new();
    g.begin_round(data(), &mut log);
    for _ in 0..4 {
        let seat = g.current;
        let Action::ChoosePier { pier } = g.legal_actions(seat)[0] else { panic!("{:?}", g.phase) };
        play(&mut g, seat.0, &[Action::ChoosePier { pier }]);
        let own = serde_json::to_value(g.view(Viewer::Seat(seat))).unwrap();
        assert!(own["browsing"].is_array(), "the picker looks through the pier");
        assert!(serde_json::to_value(g.view(Viewer::Public)).unwrap()["browsing"].is_null());
        let take = g.legal_actions(seat)[0];
        play(&mut g, seat.0, &[take]);
    }
    assert!(g.specials.values().all(|s| s.len() == 1));
    assert_eq!(g.phase, Phase::Act);
}

#[test]
fn refusals_change_nothing() {
    let mut g = dealt(3);
    let before = snapshot(&g);
    let idle = g.current.next(3);
    assert_eq!(g.apply(idle, &Action::Done), Err(ActionError::NotYourTurn { seat: idle }));
    assert_eq!(g.apply(g.current, &Action::Done), Err(ActionError::IllegalAction));
    assert_eq!(snapshot(&g), before);
    let bad = JunkGame::new(3, &Options { opening_hands: "random".into(), ..Options::default() }, 1);
    assert!(bad.is_err());
}

fn invariants(g: &JunkGame) -> Result<(), String> {
    let d = data();
    if g.phase != Phase::OpeningPicks {
        let cards: u32 = g.stock.iter().map(|&s| u32::from(s)).sum::<u32>()
            + g.hands.values().flatten().map(|&c| u32::from(c)).sum::<u32>();
        if cards != 4 * u32::from(d.cards_per_good) {
            return Err(format!("{cards} goods cards"));
        }
    }
    for seat in Seat::all(g.players) {
        let on_board: usize =
            g.holds.iter().flat_map(|h| h.layers.iter().flatten()).filter(|s| **s == Some(seat)).count()
                + usize::from(matches!(g.phase, Phase::MoveTo { .. }) && g.current == seat);
        if on_board + usize::from(g.strips_left[seat]) != usize::from(d.strips) {
            return Err(format!("{seat}'s strips"));
        }
        if g.legal_actions(seat).len() > 25 {
            return Err("a decision with more than 25 options".into());
        }
        if g.money[seat] < 0 {
            return Err("negative money".into());
        }
    }
    let specials = g.piers.iter().map(Vec::len).sum::<usize>()
        + g.specials.values().map(Vec::len).sum::<usize>()
        + usize::from(g.spent_specials);
    if specials != d.specials.len() {
        return Err(format!("{specials} special cards"));
    }
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    for key in ["hand", "money", "my_specials", "browsing", "my_offer"] {
        if !public[key].is_null() {
            return Err(format!("the public view shows `{key}`"));
        }
    }
    Ok(())
}

#[test]
fn random_games_for_every_player_count_and_set_up_keep_the_invariants() {
    for players in 3..=4 {
        for (variant, opening) in [(false, "chosen"), (false, "dealt"), (true, "chosen"), (true, "dealt")] {
            let options = Options { variant_setup: variant, opening_hands: opening.into() };
            let plan = CheckPlan { games: 100, first_seed: players as u64 * 100, ..CheckPlan::default() };
            check_random_games::<JunkGame>(players, &options, plan, invariants);
        }
    }
}
