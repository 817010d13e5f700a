//! Rulebook examples, flow tests and random-play property tests.

use super::rules::{section_value, wins_check};
use super::*;
use crate::testing::{check_random_games, snapshot, CheckPlan};
use crate::{ActionError, Audience};

pub(super) fn data() -> &'static data::Data {
    DATA.get()
}

fn game(players: usize) -> GreatWall {
    GreatWall::new(players, &Options::default(), 42).unwrap()
}

pub(super) fn section(cards: &[(u8, CardKind)]) -> Section {
    Section {
        open: vec![5, 2],
        first: None,
        slots: cards.iter().map(|&(s, k)| Slot { stack: vec![(Seat(s), k)] }).collect(),
    }
}

/// A game whose seat 0 is to act at step 2 with `hand`, with empty sections.
pub(super) fn quiet_game(players: usize, hand: [u8; 7]) -> GreatWall {
    let mut g = game(players);
    for s in g.sections.iter_mut() {
        s.slots.clear();
        s.first = None;
    }
    g.current = Seat(0);
    g.phase = Phase::Act { step: 2 };
    g.hands[Seat(0)] = Hand(hand);
    g
}

pub(super) fn play(g: &mut GreatWall, seat: u8, actions: &[Action]) -> Vec<Logged<Event>> {
    let mut log = Vec::new();
    for a in actions {
        log.extend(g.apply(Seat(seat), a).unwrap_or_else(|e| panic!("{a:?}: {e}")));
    }
    log
}

#[test]
fn rulebook_warrior_totals_are_1_3_6_10_15() {
    for (n, expected) in [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15)] {
        let s = section(&vec![(0, CardKind::Warrior); n]);
        assert_eq!(section_value(&s, Seat(0), data()), expected, "{n} warriors");
    }
}

#[test]
fn warriors_escalate_per_colour_not_across_colours() {
    let s = section(&[(0, CardKind::Warrior), (1, CardKind::Warrior), (0, CardKind::Warrior)]);
    assert_eq!(section_value(&s, Seat(0), data()), 3);
    assert_eq!(section_value(&s, Seat(1), data()), 1);
}

#[test]
fn rulebook_sections_by_player_count_2_3_4_4() {
    for (players, sections) in [(2, 2), (3, 3), (4, 4), (5, 4)] {
        assert_eq!(game(players).sections.len(), sections, "{players} players");
    }
}

#[test]
fn rulebook_each_player_starts_with_5_cards_of_20() {
    let g = game(4);
    for seat in Seat::all(4) {
        assert_eq!(g.hands[seat].total(), 5);
        assert_eq!(g.decks[seat].len(), 15);
    }
}

#[test]
fn card_values_wall_1_gate_2_watchtower_3_horseman_2_dragon_1() {
    let s = section(&[
        (0, CardKind::Wall),
        (0, CardKind::Gate),
        (0, CardKind::Watchtower),
        (0, CardKind::Horseman),
        (0, CardKind::Dragon),
    ]);
    assert_eq!(section_value(&s, Seat(0), data()), 1 + 2 + 3 + 2 + 1);
}

#[test]
fn the_noble_makes_every_card_of_the_section_worth_1_whoever_owns_it() {
    let s = section(&[
        (1, CardKind::Watchtower),
        (0, CardKind::Noble),
        (1, CardKind::Warrior),
        (1, CardKind::Warrior),
        (1, CardKind::Warrior),
    ]);
    // Also the cards placed to the right of the noble count 1.
    assert_eq!(section_value(&s, Seat(1), data()), 4);
    assert_eq!(section_value(&s, Seat(0), data()), 1);
}

#[test]
fn a_dragon_on_the_noble_cancels_its_effect() {
    let mut s = section(&[(1, CardKind::Watchtower), (0, CardKind::Noble), (1, CardKind::Gate)]);
    s.slots[1].stack.push((Seat(1), CardKind::Dragon));
    // Watchtower 3 + gate 2 + the dragon itself 1.
    assert_eq!(section_value(&s, Seat(1), data()), 6);
    assert_eq!(section_value(&s, Seat(0), data()), 0);
}

#[test]
fn a_covered_warrior_leaves_its_colours_count() {
    let mut s = section(&[(0, CardKind::Warrior), (0, CardKind::Warrior), (0, CardKind::Warrior)]);
    s.slots[2].stack.push((Seat(1), CardKind::Dragon));
    assert_eq!(section_value(&s, Seat(0), data()), 3);
}

#[test]
fn example_first_token_reduces_its_owners_total_5_minus_2_is_3() {
    // spieleteufel.de: a player with 5 points who holds a 2 token counts 3.
    let mut s = section(&[(0, CardKind::Watchtower), (0, CardKind::Gate)]);
    s.open = vec![5];
    s.first = Some(FirstToken { owner: Seat(0), value: 2, slot: 0 });
    assert_eq!(section_value(&s, Seat(0), data()), 3);
}

#[test]
fn a_majority_must_be_strict() {
    let s = section(&[(0, CardKind::Gate), (1, CardKind::Gate)]);
    assert!(!wins_check(&s, Seat(0), 2, data()));
    let s = section(&[(0, CardKind::Gate), (1, CardKind::Wall)]);
    assert!(wins_check(&s, Seat(0), 2, data()));
    assert!(!wins_check(&s, Seat(1), 2, data()));
}

#[test]
fn the_same_player_wins_the_second_token_only_if_still_ahead_after_the_reduction() {
    let mut s = section(&[(0, CardKind::Watchtower), (0, CardKind::Gate), (1, CardKind::Gate)]);
    s.open = vec![3];
    s.first = Some(FirstToken { owner: Seat(0), value: 2, slot: 0 });
    // 5 - 2 = 3 > 2.
    assert!(wins_check(&s, Seat(0), 2, data()));
    s.first = Some(FirstToken { owner: Seat(0), value: 4, slot: 0 });
    // 5 - 4 = 1 < 2.
    assert!(!wins_check(&s, Seat(0), 2, data()));
    assert!(wins_check(&s, Seat(1), 2, data()));
}

#[test]
fn alone_in_a_section_the_holder_wins_the_second_token_even_below_zero() {
    let mut s = section(&[(0, CardKind::Wall)]);
    s.open = vec![3];
    s.first = Some(FirstToken { owner: Seat(0), value: 8, slot: 0 });
    assert_eq!(section_value(&s, Seat(0), data()), -7);
    assert!(wins_check(&s, Seat(0), 3, data()));
    // A player without cards there never scores it.
    assert!(!wins_check(&s, Seat(1), 3, data()));
}

#[test]
fn scoring_both_tokens_gives_them_to_their_winners_and_clears_the_section() {
    let mut g = quiet_game(3, [1, 0, 0, 0, 0, 0, 0]);
    g.pool = vec![3, 3, 7, 4];
    g.sections[0] = section(&[(1, CardKind::Watchtower), (0, CardKind::Gate)]);
    g.sections[0].open = vec![5];
    g.sections[0].first = Some(FirstToken { owner: Seat(1), value: 2, slot: 0 });
    // Seat 0 has 2 > 3 - 2 = 1: at its check it wins the 5, seat 1 keeps the 2.
    let mut log = Vec::new();
    g.scan_from(0, data(), &mut log);
    assert_eq!(g.won[Seat(0)], vec![5]);
    assert_eq!(g.won[Seat(1)], vec![2]);
    assert!(g.sections[0].slots.is_empty());
    assert_eq!(g.sections[0].open, vec![4, 7]);
    assert_eq!(g.boxed_cards[Seat(0)] + g.boxed_cards[Seat(1)], 2);
    assert!(log.iter().any(|l| matches!(l.event, Event::SectionWon { value: 5, first_value: 2, .. })));
}

#[test]
fn the_first_token_is_chosen_and_laid_on_a_chosen_kind_of_card() {
    let mut g = quiet_game(2, [1, 0, 0, 0, 0, 0, 0]);
    g.sections[1] = section(&[(0, CardKind::Wall), (0, CardKind::Gate), (1, CardKind::Wall)]);
    g.sections[1].open = vec![7, 3];
    let mut log = Vec::new();
    g.scan_from(0, data(), &mut log);
    assert_eq!(g.phase, Phase::TakeToken { section: 1 });
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::TakeToken { value: 3 }, Action::TakeToken { value: 7 }]);
    play(&mut g, 0, &[Action::TakeToken { value: 7 }]);
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::MarkCard { kind: CardKind::Wall }, Action::MarkCard { kind: CardKind::Gate }]
    );
    play(&mut g, 0, &[Action::MarkCard { kind: CardKind::Gate }]);
    assert_eq!(g.sections[1].first, Some(FirstToken { owner: Seat(0), value: 7, slot: 1 }));
    assert_eq!(g.sections[1].open, vec![3]);
    assert_eq!(g.phase, Phase::Act { step: 2 });
}

#[test]
fn the_dragon_may_not_cover_the_card_with_a_fame_token() {
    let mut g = quiet_game(2, [0, 0, 0, 0, 0, 0, 1]);
    g.sections[0] = section(&[(1, CardKind::Gate), (1, CardKind::Wall)]);
    g.sections[0].first = Some(FirstToken { owner: Seat(1), value: 3, slot: 0 });
    g.sections[0].open = vec![5];
    play(&mut g, 0, &[Action::Play { kind: CardKind::Dragon, count: 1 }, Action::Section { section: 0 }]);
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.contains(&Action::Cover { owner: Seat(1), kind: CardKind::Gate }));
    assert!(legal.contains(&Action::Cover { owner: Seat(1), kind: CardKind::Wall }));
    play(&mut g, 0, &[Action::Cover { owner: Seat(1), kind: CardKind::Wall }]);
    assert_eq!(g.sections[0].slots[1].stack, vec![(Seat(1), CardKind::Wall), (Seat(0), CardKind::Dragon)]);
}

/// A question with one answer is not asked: with nothing it may cover,
/// the dragon goes to the end of the section as the section is chosen,
/// and the section's choice says so.
#[test]
fn a_dragon_with_nothing_to_cover_goes_to_the_end_of_its_section_at_once() {
    let mut g = quiet_game(2, [0, 0, 0, 0, 0, 0, 1]);
    play(&mut g, 0, &[Action::Play { kind: CardKind::Dragon, count: 1 }]);
    let label = g.action_msg(Seat(0), &Action::Section { section: 1 });
    assert_eq!(label, Msg::new("great-wall-place-dragon-last").num("section", 2));
    play(&mut g, 0, &[Action::Section { section: 1 }]);
    assert_eq!(g.sections[1].slots.len(), 1);
    assert_eq!(g.sections[1].slots[0].top(), (Seat(0), CardKind::Dragon));
    assert_eq!(g.phase, Phase::Act { step: 3 });
}

#[test]
fn a_dragon_may_cover_another_dragon() {
    let mut g = quiet_game(2, [0, 0, 0, 0, 0, 0, 1]);
    g.sections[0] = section(&[(1, CardKind::Dragon)]);
    play(&mut g, 0, &[Action::Play { kind: CardKind::Dragon, count: 1 }, Action::Section { section: 0 }]);
    play(&mut g, 0, &[Action::Cover { owner: Seat(1), kind: CardKind::Dragon }]);
    assert_eq!(g.sections[0].slots[0].top(), (Seat(0), CardKind::Dragon));
}

#[test]
fn several_identical_cards_go_in_one_action() {
    let mut g = quiet_game(2, [3, 0, 0, 0, 0, 0, 0]);
    play(&mut g, 0, &[Action::Play { kind: CardKind::Wall, count: 3 }, Action::Section { section: 1 }]);
    assert_eq!(g.sections[1].slots.len(), 3);
    assert_eq!(g.phase, Phase::Act { step: 3 });
}

#[test]
fn horsemen_are_free_between_the_first_and_third_action() {
    let mut g = quiet_game(2, [1, 0, 0, 0, 0, 2, 0]);
    play(&mut g, 0, &[Action::Play { kind: CardKind::Horseman, count: 1 }, Action::Section { section: 0 }]);
    assert_eq!(g.phase, Phase::Act { step: 2 }, "a horseman does not use the action");
    play(&mut g, 0, &[Action::Play { kind: CardKind::Wall, count: 1 }, Action::Section { section: 0 }]);
    assert_eq!(g.phase, Phase::Act { step: 3 });
    play(&mut g, 0, &[Action::Play { kind: CardKind::Horseman, count: 1 }, Action::Section { section: 1 }]);
    assert_eq!(g.phase, Phase::Act { step: 3 });
    assert_eq!(g.current, Seat(0));
}

/// Found by `tavola arena` (hard against normal, 2 players, seed 56): both
/// players kept their last horsemen with empty decks and passed forever.
#[test]
fn horsemen_left_alone_must_be_placed_so_the_game_ends() {
    let mut g = quiet_game(2, [0, 0, 0, 0, 0, 2, 0]);
    g.hands[Seat(1)] = Hand([0, 0, 0, 0, 0, 2, 0]);
    for seat in Seat::all(2) {
        g.decks[seat].clear();
    }
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.contains(&Action::Pass));
    assert!(legal.iter().all(|a| matches!(a, Action::Play { kind: CardKind::Horseman, .. })), "{legal:?}");
    for _ in 0..200 {
        let Turn::Seat(seat) = g.to_act() else { break };
        let first = g.legal_actions(seat).into_iter().find(|a| *a != Action::Back).expect("a move");
        g.apply(seat, &first).unwrap();
    }
    assert_eq!(g.to_act(), Turn::Over);
    assert_eq!(g.ran_out, Some(Seat(0)));
}

#[test]
fn back_undoes_a_partial_choice() {
    let mut g = quiet_game(2, [2, 0, 0, 0, 0, 0, 0]);
    let before = g.phase.clone();
    play(&mut g, 0, &[Action::Play { kind: CardKind::Wall, count: 2 }, Action::Back]);
    assert_eq!(g.phase, before);
    assert_eq!(g.hands[Seat(0)].count(CardKind::Wall), 2);
}

#[test]
fn drawing_is_public_but_the_card_is_private() {
    let mut g = quiet_game(2, [1, 0, 0, 0, 0, 0, 0]);
    let log = play(&mut g, 0, &[Action::Draw]);
    assert_eq!(log[0].event, Event::Drew { seat: Seat(0) });
    assert_eq!(log[1].audience, Audience::Private(Seat(0)));
}

#[test]
fn two_player_equal_pairs_are_discarded_and_replaced() {
    let mut g = game(2);
    g.pool = vec![4, 3, 5, 5];
    g.sections[0].open.clear();
    let mut log = Vec::new();
    assert!(g.reveal_pair(0, &mut log));
    assert_eq!(g.sections[0].open, vec![3, 4]);
    assert!(log.iter().any(|l| l.event == Event::PairDiscarded { section: 0, value: 5 }));
    // With three players an equal pair stays.
    let mut g = game(3);
    g.pool = vec![5, 5];
    assert!(g.reveal_pair(0, &mut Vec::new()));
    assert_eq!(g.sections[0].open, vec![5, 5]);
}

#[test]
fn two_player_setup_never_shows_an_equal_pair() {
    for seed in 0..200 {
        let g = GreatWall::new(2, &Options::default(), seed).unwrap();
        assert!(g.sections.iter().all(|s| s.open[0] != s.open[1]), "seed {seed}");
    }
}

#[test]
fn when_tokens_run_out_one_section_fewer_is_played() {
    let mut g = quiet_game(3, [1, 0, 0, 0, 0, 0, 0]);
    g.pool.clear();
    g.sections[2] = section(&[(0, CardKind::Gate)]);
    g.sections[2].open = vec![4];
    g.sections[2].first = Some(FirstToken { owner: Seat(0), value: 1, slot: 0 });
    let mut log = Vec::new();
    g.scan_from(0, data(), &mut log);
    assert!(log.iter().any(|l| l.event == Event::SectionClosed { section: 2 }));
    assert_eq!(g.sections.iter().filter(|s| !s.is_closed()).count(), 2);
    // The closed section keeps its place: the others keep their numbers.
    assert_eq!(g.sections.len(), 3);
    assert!(g.sections[2].is_closed());
    g.phase = Phase::ChooseSection { step: 2, kind: CardKind::Wall, count: 1 };
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Section { section: 0 }, Action::Section { section: 1 }, Action::Back]
    );
}

#[test]
fn end_a_winning_the_last_token_ends_the_game_at_once() {
    let mut g = quiet_game(2, [1, 0, 0, 0, 0, 0, 0]);
    g.pool.clear();
    g.sections.truncate(1);
    g.sections[0] = section(&[(0, CardKind::Gate)]);
    g.sections[0].open = vec![4];
    g.sections[0].first = Some(FirstToken { owner: Seat(0), value: 1, slot: 0 });
    g.scan_from(0, data(), &mut Vec::new());
    assert_eq!(g.to_act(), Turn::Over);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores[0], g.won[Seat(0)].iter().map(|&v| i32::from(v)).sum::<i32>());
}

#[test]
fn end_b_the_final_round_then_checks_only() {
    let mut g = quiet_game(3, [1, 0, 0, 0, 0, 0, 0]);
    g.decks[Seat(0)].clear();
    let log = play(&mut g, 0, &[Action::Play { kind: CardKind::Wall, count: 1 }, Action::Section { section: 0 }]);
    assert!(log.iter().any(|l| l.event == Event::FinalRound { seat: Seat(0) }));
    assert_eq!(g.ran_out, Some(Seat(0)));
    // Seat 0 has nothing left for action 3: the turn passes.
    assert_eq!(g.current, Seat(1));
    for seat in [1u8, 2] {
        assert!(!g.placing_over);
        assert_eq!(g.current, Seat(seat));
        play(&mut g, seat, &[Action::Draw, Action::Draw]);
    }
    // Back at seat 0, no card may be placed: the game runs its checks.
    assert!(g.placing_over);
    // Seat 0's wall leads section 0 alone, so checks go on until it is won
    // or only ties remain; every decision left is a scoring choice.
    while g.to_act() != Turn::Over {
        let seat = g.current;
        let legal = g.legal_actions(seat);
        assert!(legal.iter().all(|a| matches!(a, Action::TakeToken { .. } | Action::MarkCard { .. })));
        g.apply(seat, &legal[0]).unwrap();
    }
    assert!(g.won[Seat(0)].len() >= 2, "seat 0 took both tokens of the section it held alone");
}

#[test]
fn tokens_left_on_cards_do_not_count_at_the_end() {
    let mut g = quiet_game(2, [0; 7]);
    g.won[Seat(0)] = vec![3, 5];
    g.sections[0].first = Some(FirstToken { owner: Seat(1), value: 8, slot: 0 });
    g.sections[0].slots = vec![Slot { stack: vec![(Seat(1), CardKind::Wall)] }];
    g.phase = Phase::Over;
    assert_eq!(g.outcome().unwrap().scores, vec![8, 0]);
}

#[test]
fn refusals_change_nothing() {
    let mut g = quiet_game(3, [2, 0, 0, 0, 0, 0, 0]);
    let before = snapshot(&g);
    assert_eq!(g.apply(Seat(1), &Action::Draw), Err(ActionError::NotYourTurn { seat: Seat(1) }));
    assert_eq!(g.apply(Seat(0), &Action::Play { kind: CardKind::Gate, count: 1 }), Err(ActionError::IllegalAction));
    assert_eq!(g.apply(Seat(0), &Action::Play { kind: CardKind::Wall, count: 3 }), Err(ActionError::IllegalAction));
    assert_eq!(g.apply(Seat(0), &Action::Section { section: 0 }), Err(ActionError::IllegalAction));
    assert_eq!(g.apply(Seat(7), &Action::Draw), Err(ActionError::NoSuchSeat { seat: Seat(7) }));
    assert_eq!(snapshot(&g), before);
}

#[test]
fn the_public_view_shows_no_hand_and_seats_see_only_their_own() {
    let g = game(3);
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert!(public["hand"].is_null());
    let mine = serde_json::to_value(g.view(Viewer::Seat(Seat(1)))).unwrap();
    let expected: Vec<(CardKind, u8)> =
        CardKind::ALL.iter().map(|&k| (k, g.hands[Seat(1)].count(k))).filter(|&(_, n)| n > 0).collect();
    assert_eq!(mine["hand"], serde_json::to_value(expected).unwrap());
    // The deck order is nobody's: no view lists deck cards.
    for view in [&public, &mine] {
        assert!(view["players"][0].get("deck").is_none());
    }
}

#[test]
fn won_token_values_are_seen_by_their_owner_only_until_the_end() {
    let mut g = game(3);
    g.won[Seat(1)] = vec![7, 2];
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert_eq!(public["players"][1]["tokens_won"], 2);
    assert!(public["players"][1]["won"].is_null());
    assert!(public["scores"][1].is_null());
    let other = serde_json::to_value(g.view(Viewer::Seat(Seat(0)))).unwrap();
    assert!(other["players"][1]["won"].is_null() && other["scores"][1].is_null());
    let own = serde_json::to_value(g.view(Viewer::Seat(Seat(1)))).unwrap();
    assert_eq!(own["scores"][1], 9);
    g.phase = Phase::Over;
    let end = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert_eq!(end["scores"], serde_json::json!([0, 9, 0]));
}

/// Cards and tokens are conserved; no decision is larger than 25.
pub(super) fn invariants(g: &GreatWall) -> Result<(), String> {
    let d = data();
    for seat in Seat::all(g.players) {
        let on_wall: u32 =
            g.sections.iter().flat_map(|s| &s.slots).flat_map(|sl| &sl.stack).filter(|c| c.0 == seat).count() as u32;
        let total = g.hands[seat].total() + g.decks[seat].len() as u32 + on_wall + g.boxed_cards[seat];
        if total != d.deck_size() {
            return Err(format!("{seat} has {total} cards"));
        }
        if g.legal_actions(seat).len() > 25 {
            return Err("a decision with more than 25 options".into());
        }
    }
    let tokens = g.pool.len()
        + g.discarded_tokens.len()
        + g.won.values().map(Vec::len).sum::<usize>()
        + g.sections.iter().map(|s| s.open.len() + usize::from(s.first.is_some())).sum::<usize>();
    if tokens != d.tokens.len() {
        return Err(format!("{tokens} fame tokens"));
    }
    let public = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
    if !public.contains("\"hand\":null") {
        return Err("the public view shows a hand".into());
    }
    words_are_the_games_own(g)
}

/// Every label is one of the game's own messages, all the way down (a
/// nested card kind included), never English text passed through.
fn words_are_the_games_own(g: &GreatWall) -> Result<(), String> {
    for action in g.legal_actions(g.current) {
        let msg = g.action_msg(g.current, &action);
        if let Some(id) = msg.ids().into_iter().find(|id| !id.starts_with("great-wall-")) {
            return Err(format!("the label of {action:?} uses `{id}`"));
        }
    }
    Ok(())
}

/// The rulebook's majority, stated on its own: "ha più punti rispetto agli
/// altri giocatori", for a player who placed cards in the section (covered
/// or not), or the first token's holder when nobody else placed any.
fn rulebook_leads(section: &Section, seat: Seat, players: usize) -> bool {
    let placed = |s: Seat| section.slots.iter().any(|sl| sl.stack.iter().any(|c| c.0 == s));
    if section.open.is_empty() || !placed(seat) {
        return false;
    }
    let others = || Seat::all(players).filter(|&s| s != seat);
    if section.first.is_some_and(|f| f.owner == seat) && !others().any(placed) {
        return true;
    }
    let points = section_value(section, seat, data());
    others().all(|s| points > section_value(section, s, data()))
}

/// Checks are complete: when a turn's actions begin, the seat to act leads no
/// section it could still score (one where it laid the first token this turn
/// waits for its next check); and a game over leaves only tied sections.
fn checks_are_complete(g: &GreatWall, turn_began: bool) -> Result<(), String> {
    let leads = |s: &Section, seat: Seat| rulebook_leads(s, seat, g.players);
    if g.phase == Phase::Over {
        let untied = g.sections.iter().position(|s| Seat::all(g.players).any(|seat| leads(s, seat)));
        return untied.map_or(Ok(()), |i| Err(format!("the game ended while section {} has a leader", i + 1)));
    }
    if turn_began && matches!(g.phase, Phase::Act { .. }) {
        let seat = g.current;
        let missed = g.sections.iter().position(|s| s.first.is_none_or(|f| f.owner != seat) && leads(s, seat));
        if let Some(i) = missed {
            return Err(format!("{seat}'s check missed section {}", i + 1));
        }
    }
    Ok(())
}

#[test]
fn random_games_for_every_player_count_keep_the_invariants() {
    for players in 2..=5 {
        let plan = CheckPlan { games: 600, first_seed: players as u64 * 10_000, ..CheckPlan::default() };
        let mut last_turn = 0;
        check_random_games::<GreatWall>(players, &Options::default(), plan, |g| {
            let turn_began = std::mem::replace(&mut last_turn, g.turn) != g.turn;
            invariants(g)?;
            checks_are_complete(g, turn_began)
        });
    }
}

/// The face-up tokens the public log has shown, replayed event by event.
#[derive(Default)]
struct LoggedTable {
    /// Each open section's face-up tokens, by position.
    open: Vec<Vec<u8>>,
    /// Tokens the log showed leaving the pool.
    drawn: usize,
}

impl LoggedTable {
    fn read(&mut self, event: &Event) {
        let msg = msgs::event_msg(event);
        let foreign = msg.ids().into_iter().find(|id| !id.starts_with("great-wall-") && *id != "score-entry");
        assert_eq!(foreign, None, "{event:?} is worded by another game's message");
        match *event {
            Event::TokensRevealed { section, ref values } => {
                if section == self.open.len() {
                    self.open.push(Vec::new());
                }
                self.open[section].clone_from(values);
                self.drawn += values.len();
            }
            Event::PairDiscarded { .. } => self.drawn += 2,
            Event::FirstToken { section, value, .. } | Event::SectionWon { section, value, .. } => {
                let open = &mut self.open[section];
                open.remove(open.iter().position(|&v| v == value).expect("the token was face up"));
            }
            Event::SectionClosed { section } => {
                assert!(self.open[section].is_empty(), "a section closes once its tokens are won");
            }
            _ => {}
        }
    }

    /// The log accounts for every fame token: replayed, it shows each
    /// section's face-up tokens, and every token that left the pool was
    /// revealed or discarded in it, set-up included.
    fn matches(&self, g: &GreatWall) -> Result<(), String> {
        let sorted = |v: &[u8]| {
            let mut v = v.to_vec();
            v.sort_unstable();
            v
        };
        let open: Vec<Vec<u8>> = g.sections.iter().map(|s| sorted(&s.open)).collect();
        let logged: Vec<Vec<u8>> = self.open.iter().map(|v| sorted(v)).collect();
        if open != logged {
            return Err(format!("the log shows {logged:?} face up, the table {open:?}"));
        }
        let drawn = data().tokens.len() - g.pool.len();
        if drawn != self.drawn {
            return Err(format!("{drawn} tokens left the pool, the log shows {}", self.drawn));
        }
        Ok(())
    }
}

#[test]
fn the_public_log_accounts_for_every_fame_token_from_the_set_up_on() {
    use rand::seq::SliceRandom;
    for players in 2..=5 {
        for seed in 0..150 {
            let mut g = GreatWall::new(players, &Options::default(), seed).unwrap();
            let mut rng = crate::seeded_rng(seed);
            let mut table = LoggedTable::default();
            for l in g.setup_events() {
                assert_eq!(l.audience, Audience::Public, "the set-up reveals nothing private");
                table.read(&l.event);
            }
            while let Turn::Seat(seat) = g.to_act() {
                table.matches(&g).unwrap_or_else(|e| panic!("{players}p seed {seed}: {e}"));
                let action = *g.legal_actions(seat).choose(&mut rng).unwrap();
                for l in g.apply(seat, &action).unwrap() {
                    if l.audience == Audience::Public {
                        table.read(&l.event);
                    }
                }
            }
            table.matches(&g).unwrap_or_else(|e| panic!("{players}p seed {seed} at the end: {e}"));
        }
    }
}

#[test]
fn two_player_set_up_logs_the_equal_pairs_it_discards() {
    let discarding = (0..200)
        .map(|seed| GreatWall::new(2, &Options::default(), seed).unwrap())
        .find(|g| g.discarded_tokens.len() >= 2)
        .expect("some 2-player set-up meets an equal pair");
    let discarded: Vec<u8> = discarding
        .setup_events()
        .iter()
        .filter_map(|l| match l.event {
            Event::PairDiscarded { value, .. } => Some(value),
            _ => None,
        })
        .flat_map(|v| [v, v])
        .collect();
    assert_eq!(discarded, discarding.discarded_tokens);
    let revealed = discarding.setup_events().iter().filter(|l| matches!(l.event, Event::TokensRevealed { .. })).count();
    assert_eq!(revealed, discarding.sections.len(), "one pair revealed per section");
}

#[test]
fn a_seat_with_only_covered_cards_beats_a_first_token_holder_below_zero() {
    // Seat 1's wall lies under seat 0's dragon: 0 points, but seat 1 placed
    // a card there, and 0 beats seat 0's 1 + 1 - 5 = -3.
    let mut s = section(&[(0, CardKind::Wall), (1, CardKind::Wall)]);
    s.slots[1].stack.push((Seat(0), CardKind::Dragon));
    s.open = vec![3];
    s.first = Some(FirstToken { owner: Seat(0), value: 5, slot: 0 });
    assert_eq!(section_value(&s, Seat(1), data()), 0);
    assert_eq!(section_value(&s, Seat(0), data()), -3);
    assert!(wins_check(&s, Seat(1), 2, data()));
    // A player who never placed a card there still does not compete.
    assert!(!wins_check(&s, Seat(2), 3, data()));
}

/// Once placing is over nobody can place a card, so a section won then
/// closes instead of showing fresh tokens nobody could ever win (the
/// module's rulings): over random games, no token is revealed after the
/// "placing is over" event, and some game closed a section that way.
#[test]
fn no_fresh_fame_tokens_are_revealed_once_placing_is_over() {
    use rand::seq::SliceRandom;
    let mut closed_after = 0;
    for players in 2..=5 {
        for seed in 0..60 {
            let mut g = GreatWall::new(players, &Options::default(), seed).unwrap();
            let mut rng = crate::seeded_rng(seed);
            let mut over = false;
            while let Turn::Seat(seat) = g.to_act() {
                let action = *g.legal_actions(seat).choose(&mut rng).unwrap();
                for l in g.apply(seat, &action).unwrap() {
                    match l.event {
                        Event::PlacingOver => over = true,
                        Event::TokensRevealed { .. } | Event::PairDiscarded { .. } => {
                            assert!(!over, "{players}p seed {seed}: tokens revealed after placing is over")
                        }
                        Event::SectionClosed { .. } if over => closed_after += 1,
                        _ => {}
                    }
                }
            }
            assert!(g.outcome().is_some());
        }
    }
    assert!(closed_after > 0, "some section was won after placing was over");
}
