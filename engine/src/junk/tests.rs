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
fn a_sealed_offer_shows_in_its_own_view_only_while_the_offers_are_made() {
    let mut g = at_sale();
    play(&mut g, 0, &[Action::OfferGood { good: RICE }, Action::OfferCount { count: 1 }]);
    let own = serde_json::to_value(g.view(Viewer::Seat(Seat(0)))).unwrap();
    assert!(!own["my_offer"].is_null(), "an offer made, others still choosing: {own}");
    play(&mut g, 1, &[Action::OfferGood { good: SPICE }, Action::OfferCount { count: 3 }]);
    play(&mut g, 2, &[Action::OfferGood { good: SPICE }, Action::OfferCount { count: 3 }]);
    play(&mut g, 3, &[Action::OfferGood { good: FISH }, Action::OfferCount { count: 4 }]);
    assert_ne!(g.phase, Phase::Offers);
    for seat in 0..4 {
        let own = serde_json::to_value(g.view(Viewer::Seat(Seat(seat)))).unwrap();
        assert!(own["my_offer"].is_null(), "seat {seat} after the reveal: {own}");
    }
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

/// The sell merchant's worker (merchant 1, on the grey junk at the start).
const SELL: Action = Action::Use { worker: Worker::Merchant(1) };
/// The draw merchant's worker (merchant 2, on the brown junk at the start).
const DRAW: Action = Action::Use { worker: Worker::Merchant(2) };

#[test]
fn ju1_rulebook_selling_7_visible_crates_through_the_merchant_gives_7_yen() {
    let mut g = dealt(4);
    let grey = junk("grey");
    assert_eq!(g.merchants[1], grey, "the sell merchant starts on the grey junk");
    let mut hold = Hold::default();
    // Layer 1 all seat 1; layer 2 across: seat 1, seat 0, seat 2; layer 3
    // along rows 0 and 1: seat 1. Seat 1 shows 6 + 1 = 7 crates.
    for s in [1, 1, 1, 1, 0, 2, 1, 1] {
        hold.load(Seat(s));
    }
    g.holds[grey.0 as usize] = hold;
    assert_eq!(g.visible(Seat(1), grey), 7);
    g.current = Seat(1);
    play(&mut g, 1, &[SELL]);
    assert_eq!(g.money[Seat(1)], 7);
}

#[test]
fn ju1_the_merchants_sell_for_3_yen_and_draw_3_cards_with_no_visible_crate() {
    let mut g = dealt(4);
    assert_eq!((g.current, g.visible(Seat(0), junk("brown"))), (Seat(0), 0));
    let fish = g.hands[Seat(0)][FISH.0 as usize];
    play(&mut g, 0, &[DRAW]);
    assert_eq!(g.hands[Seat(0)][FISH.0 as usize], fish + 3, "at least 3 cards");
    play(&mut g, 1, &[Action::Use { worker: Worker::Merchant(0) }]);
    assert_eq!(g.visible(Seat(2), junk("grey")), 0);
    play(&mut g, 2, &[SELL]);
    assert_eq!(g.money[Seat(2)], 3, "at least 3 yen");
}

#[test]
fn the_sell_on_card_sells_for_at_least_3_yen() {
    let mut g = dealt(4);
    g.specials[Seat(0)].push(Special::SellOn(junk("brown")));
    play(&mut g, 0, &[Action::Play { card: Special::SellOn(junk("brown")) }]);
    assert_eq!(g.money[Seat(0)], 3);
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
fn opening_picks_stop_at_the_pool_of_18_and_no_pile_wraps() {
    let mut g = JunkGame::new(4, &Options::default(), 1).unwrap();
    for pick in 0..18u8 {
        play(&mut g, pick % 4, &[Action::Pick { good: FISH }]);
    }
    assert_eq!(g.picked(FISH), 18);
    assert!(!g.legal_actions(Seat(2)).contains(&Action::Pick { good: FISH }));
    assert_eq!(g.apply(Seat(2), &Action::Pick { good: FISH }), Err(ActionError::IllegalAction));
    while let Turn::Simultaneous(seats) = g.to_act() {
        let seat = seats[0];
        let first = g.legal_actions(seat)[0];
        play(&mut g, seat.0, &[first]);
    }
    assert_eq!(g.stock[junk("brown").0 as usize], 0, "all 18 fish were pooled");
    assert!(g.stock.iter().all(|&s| s <= 18), "{:?}", g.stock);
    let cards: u32 = g.hands.values().flatten().map(|&c| u32::from(c)).sum();
    assert_eq!(cards, 32);
}

#[test]
fn a_player_with_no_strips_left_is_offered_no_load() {
    let mut g = dealt(3);
    g.strips_left[Seat(0)] = 0;
    g.specials[Seat(0)].push(Special::LoadAny);
    let legal = g.legal_actions(Seat(0));
    assert_eq!(g.work_of(Worker::Assistant(0), data()), Work::Load(1), "round 1's assistant loads");
    for load in [
        Action::Use { worker: Worker::Merchant(0) },
        Action::Use { worker: Worker::Assistant(0) },
        Action::Play { card: Special::LoadAny },
    ] {
        assert!(!legal.contains(&load), "{load:?} offered");
    }
    assert_eq!(legal, vec![SELL, DRAW]);
}

#[test]
fn a_player_whom_no_worker_can_serve_passes() {
    let mut g = dealt(3);
    g.strips_left[Seat(2)] = 0;
    play(&mut g, 0, &[SELL]);
    // Seat 2 is left with the load merchant and the loading assistant.
    let log = g.apply(Seat(1), &DRAW).unwrap();
    assert!(log.iter().any(|l| l.event == Event::Passed { seat: Seat(2) }), "{log:?}");
    assert!(matches!(g.phase, Phase::Draw { supply: true, .. }));
    // With an extra-action card to play, the pass is the player's to make.
    let mut g = dealt(3);
    g.strips_left[Seat(2)] = 0;
    g.specials[Seat(2)].push(Special::DrawAny);
    play(&mut g, 0, &[SELL]);
    play(&mut g, 1, &[DRAW]);
    assert_eq!(g.legal_actions(Seat(2)), vec![Action::Play { card: Special::DrawAny }, Action::Done]);
    let log = g.apply(Seat(2), &Action::Done).unwrap();
    assert_eq!(log[0].event, Event::Passed { seat: Seat(2) });
}

#[test]
fn dealt_hands_log_the_deal_and_round_1s_market_at_set_up() {
    let g = dealt(3);
    let market = data().market[usize::from(g.market.unwrap())];
    let events: Vec<Event> = g.setup_events().into_iter().map(|l| l.event).collect();
    assert_eq!(events, [Event::Dealt, Event::RoundBegins { round: 1, market }]);
    assert!(g.setup_events().iter().all(|l| l.audience == crate::Audience::Public));
    assert!(JunkGame::new(3, &Options::default(), 9).unwrap().setup_events().is_empty(), "chosen: no deal yet");
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
        // The last picker's one pier left is chosen at once.
        match g.legal_actions(seat)[0] {
            Action::ChoosePier { pier } => play(&mut g, seat.0, &[Action::ChoosePier { pier }]),
            _ => assert!(matches!(g.phase, Phase::Browse { .. }), "{:?}", g.phase),
        }
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
    // No pile above its 18 cards, and no pool of picks beyond them: a u8
    // that wrapped below zero shows up here as a pile of 200-odd.
    if let Some(pile) = g.stock.iter().find(|&&s| s > d.cards_per_good) {
        return Err(format!("a pile of {pile} cards"));
    }
    if let Some(good) = (0..4).map(Good).find(|&good| g.picked(good) > d.cards_per_good) {
        return Err(format!("{} cards of {good:?} picked", g.picked(good)));
    }
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

/// The rulebook's floor for the merchants' sell and draw ("almeno 3"),
/// written here and not read from `data/`, so a wrong data file fails.
const RULEBOOK_MINIMUM: usize = 3;

/// Plays one random game by its events, as the session logs them (set-up
/// events first). With `greedy_picks`, every opening pick is the first good
/// still legal, so all seats pile onto one good.
fn logged_game(players: usize, options: &Options, seed: u64, greedy_picks: bool) -> Result<Vec<Event>, String> {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut g = JunkGame::new(players, options, seed).unwrap();
    let mut log: Vec<Event> = g.setup_events().iter().map(|l| l.event.clone()).collect();
    while let Some(&seat) = g.to_act().seats().choose(&mut rng) {
        let legal = g.legal_actions(seat);
        let action = match g.phase {
            Phase::OpeningPicks if greedy_picks => legal[0],
            _ => *legal.choose(&mut rng).unwrap(),
        };
        let merchant = match action {
            Action::Use { worker: w @ Worker::Merchant(_) } => Some(g.work_of(w, data())),
            _ => None,
        };
        let events: Vec<Event> = g.apply(seat, &action).unwrap().into_iter().map(|l| l.event).collect();
        check_move(&g, seat, merchant, &events)?;
        invariants(&g)?;
        log.extend(events);
    }
    Ok(log)
}

/// What one move may not do: load nothing, or sell or draw below the floor
/// through a merchant.
fn check_move(g: &JunkGame, seat: Seat, merchant: Option<Work>, events: &[Event]) -> Result<(), String> {
    if events.iter().any(|e| matches!(e, Event::Loaded { strips: 0, .. })) {
        return Err(format!("{seat} loaded 0 strips"));
    }
    match merchant {
        Some(Work::Sell(_)) => {
            match events.iter().find_map(|e| if let Event::Sold { yen, .. } = e { Some(*yen) } else { None }) {
                Some(yen) if yen >= RULEBOOK_MINIMUM as i32 => Ok(()),
                yen => Err(format!("a merchant sold for {yen:?} yen")),
            }
        }
        Some(Work::Draw(_)) => {
            let drawn: usize = events
                .iter()
                .map(|e| match e {
                    Event::Drew { seat: s, count, .. } if *s == seat => usize::from(*count),
                    Event::Lost { seat: s, count } if *s == seat => usize::from(*count),
                    _ => 0,
                })
                .sum();
            let pending = match g.phase {
                Phase::Draw { left, supply: false, .. } => usize::from(left),
                _ => 0,
            };
            if drawn + pending < RULEBOOK_MINIMUM {
                return Err(format!("a merchant drew {} cards", drawn + pending));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The log tells the whole game: one deal, rounds 1 to 10 in order, one end.
fn check_log(log: &[Event]) -> Result<(), String> {
    let deals = log.iter().filter(|e| **e == Event::Dealt).count();
    let rounds: Vec<u8> =
        log.iter().filter_map(|e| if let Event::RoundBegins { round, .. } = e { Some(*round) } else { None }).collect();
    let ends = log.iter().filter(|e| matches!(e, Event::GameOver { .. })).count();
    if deals != 1 || rounds != (1..=data().rounds).collect::<Vec<u8>>() || ends != 1 {
        return Err(format!("{deals} deals, rounds {rounds:?}, {ends} ends"));
    }
    Ok(())
}

#[test]
fn random_logged_games_tell_the_whole_game_and_keep_the_merchants_minimums() {
    for players in 3..=4 {
        for opening in ["chosen", "dealt"] {
            for variant in [false, true] {
                let options = Options { variant_setup: variant, opening_hands: opening.into() };
                for seed in 0..40 {
                    let greedy = seed % 2 == 0;
                    let checked = logged_game(players, &options, seed, greedy).and_then(|log| check_log(&log));
                    if let Err(e) = checked {
                        panic!("{players}p {options:?} seed {seed}: {e}");
                    }
                }
            }
        }
    }
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

// Words (issue 14): what the messages carry, worded by data/junk/*.ftl.

fn ids(msg: &Msg) -> Vec<&str> {
    msg.ids()
}

#[test]
fn the_y_event_lists_each_player_by_name_with_their_yen() {
    let g = dealt(3);
    let msg = g.event_msg(&Event::MoneyShown { money: vec![5, 9, 2] });
    assert_eq!(msg.id, "junk-ev-money-shown");
    let Some(crate::Arg::List(entries)) = msg.get("money") else { panic!("{msg:?}") };
    let expected: Vec<Msg> = [5, 9, 2]
        .iter()
        .enumerate()
        .map(|(s, &yen)| Msg::new("junk-money-entry").seat("seat", Seat(s as u8)).num("yen", yen))
        .collect();
    assert_eq!(entries, &expected);
}

#[test]
fn a_load_counts_its_strips_for_fluents_plurals() {
    let g = dealt(3);
    let msg = g.event_msg(&Event::Loaded { seat: Seat(1), junk: junk("grey"), strips: 1 });
    assert_eq!(msg.get("strips"), Some(&crate::Arg::Num(1)));
    assert_eq!(ids(&msg), ["junk-ev-loaded", "junk-name-grey"]);
    let label = g.action_msg(Seat(0), &Action::Use { worker: Worker::Merchant(0) });
    assert_eq!(label.get("strips"), Some(&crate::Arg::Num(2)), "the merchant loads 2: {label:?}");
}

#[test]
fn a_load_label_counts_only_the_strips_left() {
    let mut g = dealt(3);
    g.strips_left[Seat(0)] = 1;
    let label = g.action_msg(Seat(0), &Action::Use { worker: Worker::Merchant(0) });
    assert_eq!(label.get("strips"), Some(&crate::Arg::Num(1)));
}

#[test]
fn an_exchange_card_holder_who_swaps_nothing_is_logged_without_a_count() {
    let mut g = dealt(3);
    g.specials[Seat(1)].push(Special::Exchange);
    g.round = 0;
    let mut log = Vec::new();
    g.begin_round(data(), &mut log);
    assert_eq!(g.phase, Phase::Exchange { swaps: 2, giving: None });
    let events = g.apply(Seat(1), &Action::Done).unwrap();
    assert_eq!(events[0].event, Event::ExchangeSkipped { seat: Seat(1) });
    let msg = g.event_msg(&events[0].event);
    assert_eq!((msg.id.as_ref(), msg.args.len()), ("junk-ev-exchange-skipped", 1));
}

#[test]
fn a_swap_names_both_cards() {
    let g = dealt(3);
    let msg = g.event_msg(&Event::Exchanged { seat: Seat(0), gave: FISH, took: junk("white") });
    assert_eq!(ids(&msg), ["junk-ev-exchanged", "junk-cards-fish", "junk-cards-rice"]);
}

#[test]
fn a_draw_of_no_cards_is_logged() {
    let mut g = dealt(3);
    g.phase = Phase::ChooseJunk { work: Work::Draw(0), card: None };
    g.acted = true;
    assert_eq!(g.visible(Seat(0), junk("orange")), 0);
    let events = g.apply(Seat(0), &Action::OnJunk { junk: junk("orange") }).unwrap();
    assert_eq!(events[0].event, Event::DrewNothing { seat: Seat(0), junk: junk("orange") });
    assert_eq!(g.event_msg(&events[0].event).id, "junk-ev-drew-nothing");
}

#[test]
fn the_board_title_names_the_set_up_once_and_then_round_and_phase() {
    let g = JunkGame::new(3, &Options::default(), 1).unwrap();
    assert_eq!(g.view(Viewer::Public).title, Msg::new("junk-title-opening-picks"));
    let g = dealt(3);
    let title = g.view(Viewer::Public).title;
    assert_eq!(ids(&title), ["junk-title", "junk-phase-actions"]);
    assert_eq!((title.get("round"), title.get("rounds")), (Some(&crate::Arg::Num(1)), Some(&crate::Arg::Num(10))));
}

#[test]
fn every_option_and_choice_has_words_for_the_lobby() {
    for text in [include_str!("../../../data/junk/en.ftl"), include_str!("../../../data/junk/it.ftl")] {
        for spec in JunkGame::option_specs() {
            let id = format!("junk-option-{}", spec.name.replace('_', "-"));
            let ids: Vec<String> = match spec.kind {
                "bool" => vec![id],
                _ => spec.choices.iter().map(|c| format!("{id}-{c}")).collect(),
            };
            for id in ids {
                assert!(text.contains(&format!("\n{id} = ")), "no `{id}`");
            }
        }
    }
}

#[test]
fn labels_say_what_a_sale_or_draw_yields_for_this_player() {
    let mut g = dealt(4);
    assert_eq!(g.visible(Seat(0), junk("grey")), 3);
    let sell = g.action_msg(Seat(0), &SELL);
    assert_eq!((sell.id.as_ref(), sell.get("yen")), ("junk-act-sell", Some(&crate::Arg::Num(3))));
    let draw = g.action_msg(Seat(0), &DRAW);
    assert_eq!(ids(&draw), ["junk-act-draw", "junk-name-brown"]);
    assert_eq!(draw.get("count"), Some(&crate::Arg::Num(3)));
    g.phase = Phase::ChooseJunk { work: Work::Sell(0), card: None };
    let on = g.action_msg(Seat(0), &Action::OnJunk { junk: junk("white") });
    assert_eq!(on.get("yen"), Some(&crate::Arg::Num(3)), "3 crates on the white junk");
}

#[test]
fn a_sale_for_a_special_card_says_so_and_a_tie_for_it_gives_nothing() {
    let g = dealt(3);
    let won = Event::SaleWon { good: VEG, winners: vec![Seat(2)], yen: 0, special: true };
    assert_eq!(g.event_msg(&won).id, "junk-ev-sale-won-special");
    let tied = Event::SaleWon { good: VEG, winners: vec![Seat(0), Seat(2)], yen: 0, special: true };
    let msg = g.event_msg(&tied);
    assert_eq!(msg.id, "junk-ev-sale-tied-special");
    assert_eq!(msg.seats_named(), [Seat(0), Seat(2)]);
}

#[test]
fn the_final_scoring_names_each_player_with_money_bonus_and_total() {
    let g = dealt(3);
    let msg = g.event_msg(&Event::FinalScores { money: vec![20, 9, 4], bonus: vec![29, 8, 0] });
    let Some(crate::Arg::List(entries)) = msg.get("scores") else { panic!("{msg:?}") };
    assert_eq!(entries[0].get("total"), Some(&crate::Arg::Num(49)));
    assert_eq!(msg.seats_named(), [Seat(0), Seat(1), Seat(2)]);
}

#[test]
fn no_label_or_event_is_left_untranslated_in_random_games() {
    for players in 3..=4 {
        let options = Options { variant_setup: players == 4, opening_hands: "dealt".into() };
        let plan = CheckPlan { games: 10, first_seed: 900, ..CheckPlan::default() };
        check_random_games::<JunkGame>(players, &options, plan, |g| {
            let seats = g.to_act().seats();
            for seat in seats {
                for a in g.legal_actions(seat) {
                    let msg = g.action_msg(seat, &a);
                    if msg.ids().iter().any(|id| !id.starts_with("junk-")) {
                        return Err(format!("{msg:?}"));
                    }
                }
            }
            Ok(())
        });
    }
}

#[test]
fn hidden_merchants_are_listed_in_junk_order_so_their_place_names_none() {
    let options = Options { variant_setup: true, opening_hands: "chosen".into() };
    let mut orders = std::collections::HashSet::new();
    for seed in 0..40 {
        let game = JunkGame::new(3, &options, seed).unwrap();
        assert!(game.merchants_hidden);
        let seen: Vec<_> = game
            .view(Viewer::Public)
            .merchants
            .into_iter()
            .map(|(junk, work)| {
                assert_eq!(work, None, "a hidden merchant's work is not shown");
                junk
            })
            .collect();
        let index = |name: &String| data().junks.iter().position(|j| j == name).unwrap();
        assert!(seen.windows(2).all(|w| index(&w[0]) <= index(&w[1])), "junk order: {seen:?}");
        orders.insert(game.merchants.iter().map(|j| j.0).collect::<Vec<_>>());
    }
    assert!(orders.len() > 1, "the set-ups differ, so the check means something");
}
