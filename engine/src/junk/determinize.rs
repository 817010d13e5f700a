//! A state one seat cannot tell from the true one ([`Game::determinize`]),
//! for searches over what the seat knows.
//!
//! What a seat cannot see in Dschunke, and what becomes of it:
//! - **Opening picks** of the other seats while they are being made: which
//!   seats are done is public, and a good the picks have used up is no
//!   longer offered. The other seats' picks are drawn again with each
//!   seat's number of picks kept: a used-up good keeps its exact total
//!   (the seat sees it is gone), the other picks go to goods still left
//!   below their limit, then the lot is shuffled and dealt back.
//! - **The other seats' hands**: sizes are public, and so is every card
//!   that leaves a hand (swaps, offers) or arrives after the opening deal
//!   (draws, swaps). The dealt opening hands are not. The cards everyone
//!   saw arrive stay in their hand ([`super::memory`] keeps a lower bound
//!   per good); the rest of the other hands are pooled, shuffled and dealt
//!   back in the same sizes.
//! - **Hidden special cards and the piers**: the other seats' non-permanent
//!   cards (their number is public) and the piers' contents (their sizes
//!   are public) are pooled and dealt back; only non-permanent cards go to
//!   hands (a permanent card would lie face up). The pier the seat is
//!   looking through is in its view and is kept. A pier the seat looked
//!   through earlier gets only cards it saw there (cards never return to
//!   a pier; [`super::memory`]); should a few shuffles find no such deal,
//!   the memory is set aside for that world rather than read the truth.
//!   The other seats' memories of the piers are not known to the seat and
//!   are forgotten in the world. Cards played or lying face up are public
//!   and stay where they are. Another seat still in its turn after its
//!   action, with nothing but an extra-action card to play, must hold one
//!   it can play (else its turn would have ended by itself): it is dealt
//!   one first.
//! - **Sealed offers**: who is done is public (`ready`), what they offer is
//!   not. A done seat's offer is drawn again among its legal choices, as
//!   the offer buttons go (a good it holds that is not sold yet, or none;
//!   then how many). An offer half made (a good chosen, no count yet) is
//!   not shown and goes back to "not yet chosen".
//! - **The market cards of the rounds to come** are shuffled among the
//!   cards not yet turned up.
//! - **The state's RNG** (it shuffles the opening pool and a pier after
//!   each card taken) is reseeded from the caller's.
//!
//! Kept though hidden in some view: money (every yen earned is announced,
//! so a seat that follows the log knows each purse), the junks' piles (each
//! draw and return is announced) and, in the variant set-up, which merchant
//! stands where (the merchants are listed in a fixed order, so the view
//! already tells them apart).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::data::Data;
use super::memory::remove_one;
use super::sale::offer_options;
use super::{Action, Good, JunkGame, Offer, Phase, Special, DATA};
use crate::{Game, GameRng, Seat};

/// The state with everything `seat` cannot know drawn again from `rng`.
pub(super) fn determinize(game: &JunkGame, seat: Seat, rng: &mut GameRng) -> JunkGame {
    let data = DATA.get();
    let mut world = game.clone();
    if world.phase == Phase::OpeningPicks {
        resample_opening_picks(&mut world, seat, data, rng);
    }
    deal_other_hands(&mut world, seat, rng);
    deal_hidden_specials(&mut world, seat, rng);
    if world.phase == Phase::Offers {
        resample_offers(&mut world, seat, rng);
    }
    shuffle_market_to_come(&mut world, data, rng);
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// The true state with the market cards to come drawn again and the RNG
/// reseeded ([`crate::Game::redraw_future`]): every hand, special card,
/// sealed offer and opening pick kept, and the piers' contents too (they
/// are dealt at the set-up: present, not to come).
pub(super) fn redraw_future(game: &JunkGame, rng: &mut GameRng) -> JunkGame {
    let mut world = game.clone();
    shuffle_market_to_come(&mut world, DATA.get(), rng);
    world.rng = GameRng::from_seed(rng.gen());
    world
}

/// The other seats' opening picks, drawn again with the same numbers of
/// picks per seat and the same goods used up.
fn resample_opening_picks(world: &mut JunkGame, seat: Seat, data: &Data, rng: &mut GameRng) {
    let own = world.opening[seat];
    let mut picks: Vec<Good> = Vec::new();
    let mut room = [0u8; 4];
    for (g, space) in room.iter_mut().enumerate() {
        let good = Good(g as u8);
        if world.picked(good) == data.cards_per_good {
            picks.extend(std::iter::repeat_n(good, usize::from(data.cards_per_good - own[g])));
        } else {
            *space = data.cards_per_good - 1 - own[g];
        }
    }
    let total: usize = others(world.players, seat).map(|s| usize::from(picks_of(world, s))).sum();
    while picks.len() < total {
        let g = any_with_room(&room, rng);
        room[g] -= 1;
        picks.push(Good(g as u8));
    }
    picks.shuffle(rng);
    for other in others(world.players, seat) {
        let count = usize::from(picks_of(world, other));
        world.opening[other] = [0; 4];
        for good in picks.drain(..count) {
            world.opening[other][good.0 as usize] += 1;
        }
    }
}

fn picks_of(world: &JunkGame, seat: Seat) -> u8 {
    world.opening[seat].iter().sum()
}

/// A good chosen uniformly among those with room left; the true picks
/// prove there is room for every pick to place.
fn any_with_room(room: &[u8; 4], rng: &mut GameRng) -> usize {
    let open = room.iter().filter(|&&r| r > 0).count();
    let k = rng.gen_range(0..open);
    (0..4).filter(|&g| room[g] > 0).nth(k).expect("k < open")
}

/// Pools the other seats' goods cards, except those everyone saw arrive
/// ([`super::memory`]), and deals them back in the same sizes.
fn deal_other_hands(world: &mut JunkGame, seat: Seat, rng: &mut GameRng) {
    let mut sizes = [0usize; JunkGame::MAX_PLAYERS];
    let mut pool: Vec<Good> = Vec::new();
    for other in others(world.players, seat) {
        let shown = world.memory.shown(other);
        let hand = &mut world.hands[other];
        for (g, n) in hand.iter_mut().enumerate() {
            let hidden = *n - shown[g].min(*n);
            pool.extend(std::iter::repeat_n(Good(g as u8), usize::from(hidden)));
            sizes[other.index()] += usize::from(hidden);
            *n -= hidden;
        }
    }
    pool.shuffle(rng);
    for other in others(world.players, seat) {
        for good in pool.drain(..sizes[other.index()]) {
            world.hands[other][good.0 as usize] += 1;
        }
    }
}

/// Attempts at a deal of the special cards within the piers the seat
/// remembers before one that forgets them (always possible, as the true
/// deal shows): a remembered pier rarely constrains a deal that much.
const REMEMBERING_TRIES: usize = 8;

/// Pools the other seats' hidden special cards with the piers the seat is
/// not looking through, and deals them back: non-permanent cards to the
/// seats, the rest to the piers in their sizes, a pier the seat looked
/// through only from what it saw there. The other seats' memories of the
/// piers are forgotten: the seat cannot know them, and the new piers may
/// not fit them.
fn deal_hidden_specials(world: &mut JunkGame, seat: Seat, rng: &mut GameRng) {
    let in_view = match world.phase {
        Phase::Browse { pier, .. } if world.current == seat => Some(usize::from(pier)),
        _ => None,
    };
    let mut hidden = [0usize; JunkGame::MAX_PLAYERS];
    let mut pool: Vec<Special> = Vec::new();
    for other in others(world.players, seat) {
        let cards = &mut world.specials[other];
        pool.extend(cards.iter().filter(|c| !c.is_permanent()));
        cards.retain(|c| c.is_permanent());
        hidden[other.index()] = pool.len() - hidden.iter().sum::<usize>();
        world.memory.forget_piers(other);
    }
    let mut sizes = [0usize; 4];
    for (p, pier) in world.piers.iter_mut().enumerate().filter(|(p, _)| Some(*p) != in_view) {
        sizes[p] = pier.len();
        pool.append(pier);
    }
    let mut remembered = world.memory.piers(seat);
    if let Some(p) = in_view {
        remembered[p] = None;
    }
    for attempt in 0..=REMEMBERING_TRIES {
        if attempt == REMEMBERING_TRIES {
            remembered = Default::default();
        }
        let mut deck = pool.clone();
        deck.shuffle(rng);
        let deal = Deal { seat, hidden: &hidden, sizes: &sizes, remembered: &remembered };
        if let Some(piers) = deal.onto(world, deck) {
            for (p, pier) in piers.into_iter().enumerate().filter(|(p, _)| Some(*p) != in_view) {
                world.piers[p] = pier;
            }
            return;
        }
        for other in others(world.players, seat) {
            world.specials[other].retain(|c| c.is_permanent());
        }
    }
    unreachable!("a deal that remembers nothing always fits");
}

/// One deal of the hidden special cards for `seat`'s world.
struct Deal<'a> {
    seat: Seat,
    /// Hidden cards per other seat.
    hidden: &'a [usize; JunkGame::MAX_PLAYERS],
    /// Cards per pier not in view.
    sizes: &'a [usize; 4],
    /// What the seat saw on each pier (none for a pier in view).
    remembered: &'a [Option<Vec<Special>>; 4],
}

impl Deal<'_> {
    /// Deals the shuffled `deck` into the other seats' hands (in `world`)
    /// and returns the piers; `None`, with some cards dealt, when the deck
    /// cannot fit what the seat remembers.
    fn onto(&self, world: &mut JunkGame, mut deck: Vec<Special>) -> Option<[Vec<Special>; 4]> {
        let mut piers: [Vec<Special>; 4] = Default::default();
        let mut lefts: Vec<(usize, Vec<Special>)> = Vec::new();
        for (p, seen) in self.remembered.iter().enumerate() {
            let Some(seen) = seen else { continue };
            // A permanent card seen there is still there: taken, it would
            // lie face up and have left the memory.
            let (sure, left): (Vec<Special>, Vec<Special>) = seen.iter().partition(|c| c.is_permanent());
            for card in sure {
                let at = deck.iter().rposition(|&c| c == card)?;
                piers[p].push(deck.remove(at));
            }
            lefts.push((p, left));
        }
        // The pier with the fewest spare candidates first, so that a
        // looser one does not take a card only the tighter one may hold.
        while !lefts.is_empty() {
            let spare = |(p, left): &(usize, Vec<Special>)| {
                let mut open = left.clone();
                let candidates = deck.iter().filter(|&&c| remove_one(&mut open, c)).count();
                candidates as isize - (self.sizes[*p] as isize - piers[*p].len() as isize)
            };
            let tightest = (0..lefts.len()).min_by_key(|&i| spare(&lefts[i]))?;
            let (p, mut left) = lefts.swap_remove(tightest);
            while piers[p].len() < self.sizes[p] {
                let at = deck.iter().rposition(|&c| left.contains(&c))?;
                remove_one(&mut left, deck[at]);
                piers[p].push(deck.remove(at));
            }
            if piers[p].len() > self.sizes[p] {
                return None;
            }
        }
        let mut counts = *self.hidden;
        for other in others(world.players, self.seat) {
            if must_hold_an_extra_action(world, other) {
                deal_a_playable_extra_action(world, other, &mut deck)?;
                counts[other.index()] -= 1;
            }
        }
        for other in others(world.players, self.seat) {
            for _ in 0..counts[other.index()] {
                let at = deck.iter().rposition(|c| !c.is_permanent())?;
                world.specials[other].push(deck.remove(at));
            }
        }
        for (p, &size) in self.sizes.iter().enumerate().filter(|&(p, _)| self.remembered[p].is_none()) {
            piers[p].extend(deck.drain(..size));
        }
        Some(piers)
    }
}

/// Another seat in its turn that can use no worker any more still plays
/// on only with an extra-action card it can play (else the turn would
/// have ended by itself).
fn must_hold_an_extra_action(world: &JunkGame, other: Seat) -> bool {
    world.phase == Phase::Act
        && world.current == other
        && !world.legal_actions(other).iter().any(|a| matches!(a, Action::Use { .. }))
}

/// Deals `other` one card of the pool that the rules let it play now;
/// `None` if the pool has none.
fn deal_a_playable_extra_action(world: &mut JunkGame, other: Seat, pool: &mut Vec<Special>) -> Option<()> {
    for at in (0..pool.len()).rev() {
        if !pool[at].is_extra_action() {
            continue;
        }
        world.specials[other].push(pool[at]);
        if world.legal_actions(other).contains(&Action::Play { card: pool[at] }) {
            pool.remove(at);
            return Some(());
        }
        world.specials[other].pop();
    }
    None
}

/// Each other seat's sealed offer drawn again among its legal choices; a
/// half-made offer goes back to "not yet chosen".
fn resample_offers(world: &mut JunkGame, seat: Seat, rng: &mut GameRng) {
    for other in others(world.players, seat) {
        match world.offers[other] {
            Offer::Open => {}
            Offer::Choosing(_) => world.offers[other] = Offer::Open,
            Offer::Done(_) => world.offers[other] = Offer::Done(draw_offer(world, other, rng)),
        }
    }
}

/// An offer as the buttons make it: a good (or none), then a count.
fn draw_offer(world: &mut JunkGame, other: Seat, rng: &mut GameRng) -> Option<(Good, u8)> {
    world.offers[other] = Offer::Open;
    let Some(&Action::OfferGood { good }) = offer_options(world, other).choose(rng) else { return None };
    world.offers[other] = Offer::Choosing(good);
    let counts = offer_options(world, other);
    let counts = counts.iter().filter_map(|a| if let Action::OfferCount { count } = a { Some(*count) } else { None });
    let count = counts.collect::<Vec<u8>>().choose(rng).copied().expect("a good offered is held");
    Some((good, count))
}

/// The market cards of the rounds to come, drawn again among those not
/// turned up yet.
fn shuffle_market_to_come(world: &mut JunkGame, data: &Data, rng: &mut GameRng) {
    let shown = usize::from(world.round).min(world.market_deck.len());
    let to_come = world.market_deck.len() - shown;
    let turned_up = &world.market_deck[..shown];
    let mut unseen: Vec<u8> = (0..data.market.len() as u8).filter(|c| !turned_up.contains(c)).collect();
    unseen.shuffle(rng);
    world.market_deck.truncate(shown);
    world.market_deck.extend(unseen.into_iter().take(to_come));
}

fn others(players: usize, seat: Seat) -> impl Iterator<Item = Seat> + Clone {
    Seat::all(players).filter(move |&s| s != seat)
}

#[cfg(test)]
mod tests {
    use rand::RngCore;

    use super::super::Options;
    use super::*;
    use crate::ai::play_out;
    use crate::seeded_rng;
    use crate::testing::{assert_seat_cannot_tell, random_game_states};

    fn every_set_up() -> Vec<Options> {
        let set_ups = [(false, "chosen"), (false, "dealt"), (true, "chosen"), (true, "dealt")];
        set_ups.map(|(variant, opening)| Options { variant_setup: variant, opening_hands: opening.into() }).to_vec()
    }

    /// States of random games at every player count and set-up: the
    /// start, every 13th decision, every decision of the opening picks,
    /// the offers and a look through a pier, and the end.
    fn sample_states() -> Vec<JunkGame> {
        let mut states = Vec::new();
        for players in 3..=4 {
            for options in every_set_up() {
                for seed in 0..3 {
                    let game = JunkGame::new(players, &options, seed).unwrap();
                    states.extend(random_game_states(game, seed ^ 0x1c, |game, step| {
                        let secret = matches!(game.phase, Phase::OpeningPicks | Phase::Offers | Phase::Browse { .. });
                        step % 13 == 0 || (secret && step % 2 == 0)
                    }));
                }
            }
        }
        states
    }

    /// Goods cards by good, in hands and on piles; special cards anywhere.
    fn conserved(game: &JunkGame) -> ([u32; 4], usize) {
        let mut goods = [0u32; 4];
        for hand in game.hands.values() {
            for (c, &n) in goods.iter_mut().zip(hand) {
                *c += u32::from(n);
            }
        }
        let specials = game.piers.iter().chain(game.specials.values()).map(Vec::len).sum::<usize>();
        (goods, specials + usize::from(game.spent_specials))
    }

    fn done_offer(game: &JunkGame, seat: Seat) -> bool {
        matches!(game.offers[seat], Offer::Done(_))
    }

    #[test]
    fn there_are_enough_sampled_states_in_secret_phases() {
        let states = sample_states();
        let count = |p: fn(&JunkGame) -> bool| states.iter().filter(|g| p(g)).count();
        let picks = count(|g| g.phase == Phase::OpeningPicks && g.opening.values().any(|o| o.iter().sum::<u8>() > 0));
        let offers = count(|g| g.phase == Phase::Offers && Seat::all(g.players).any(|s| done_offer(g, s)));
        let browsing = count(|g| matches!(g.phase, Phase::Browse { .. }));
        assert!(
            states.len() >= 300 && picks >= 20 && offers >= 20 && browsing >= 5,
            "{} {picks} {offers} {browsing}",
            states.len()
        );
    }

    #[test]
    fn a_determinized_state_shows_its_seat_the_same_view_turn_and_moves() {
        let mut rng = seeded_rng(1);
        for game in sample_states() {
            for seat in Seat::all(game.players) {
                let world = determinize(&game, seat, &mut rng);
                assert_seat_cannot_tell(&game, &world, seat, &format!("{:?}", game.phase));
                assert_eq!(conserved(&world), conserved(&game), "cards are conserved");
                assert_eq!(world.opening.values().flatten().sum::<u8>(), game.opening.values().flatten().sum::<u8>());
            }
        }
    }

    #[test]
    fn other_hands_picks_specials_piers_offers_and_markets_vary_across_samples() {
        let mut rng = seeded_rng(2);
        let mut varied = [0; 6];
        for game in sample_states().into_iter().filter(|g| g.phase != Phase::Over) {
            let seat = Seat(0);
            let worlds: Vec<JunkGame> = (0..50).map(|_| determinize(&game, seat, &mut rng)).collect();
            let varies = |part: &dyn Fn(&JunkGame) -> String| worlds.iter().any(|w| part(w) != part(&game));
            let others = || others(game.players, seat);
            let unseen = |s: Seat, g: usize| game.hands[s][g] - game.memory.shown(s)[g];
            let mixed_goods = (0..4).filter(|&g| others().any(|s| unseen(s, g) > 0)).count() > 1;
            if mixed_goods && others().filter(|&s| (0..4).any(|g| unseen(s, g) > 0)).count() > 1 {
                assert!(varies(&|g| format!("{:?}", g.hands)), "the other hands are kept");
                varied[0] += 1;
            }
            if game.phase == Phase::OpeningPicks && others().any(|s| picks_of(&game, s) > 0) {
                assert!(varies(&|g| format!("{:?}", g.opening)), "the opening picks are kept");
                varied[1] += 1;
            }
            if game.piers.iter().filter(|p| !p.is_empty()).count() > 1 {
                assert!(varies(&|g| format!("{:?}", g.piers)), "the piers are kept");
                varied[2] += 1;
            }
            if others().any(|s| game.specials[s].iter().any(|c| !c.is_permanent())) {
                assert!(varies(&|g| format!("{:?}", g.specials)), "the hidden specials are kept");
                varied[3] += 1;
            }
            if game.phase == Phase::Offers && others().any(|s| matches!(game.offers[s], Offer::Done(Some(_)))) {
                assert!(varies(&|g| format!("{:?}", g.offers)), "the offers are kept");
                varied[4] += 1;
            }
            if usize::from(game.round) + 1 < game.market_deck.len() {
                assert!(varies(&|g| format!("{:?}", g.market_deck)), "the market cards to come are kept");
                varied[5] += 1;
            }
            for w in &worlds {
                assert_eq!(
                    (w.hands[seat], &w.specials[seat], w.offers[seat]),
                    (game.hands[seat], &game.specials[seat], game.offers[seat])
                );
                assert_eq!(w.market_deck[..usize::from(w.round)], game.market_deck[..usize::from(game.round)]);
                for s in others() {
                    assert!(w.specials[s]
                        .iter()
                        .filter(|c| c.is_permanent())
                        .eq(game.specials[s].iter().filter(|c| c.is_permanent())));
                }
            }
        }
        assert!(varied.iter().all(|&n| n >= 10), "states checked by part: {varied:?}");
    }

    /// Whether every card of `cards` is in `seen` (as multisets).
    fn within(cards: &[Special], seen: &[Special]) -> bool {
        let mut left = seen.to_vec();
        cards.iter().all(|&c| remove_one(&mut left, c))
    }

    #[test]
    fn piers_looked_through_and_goods_seen_arriving_are_remembered_by_every_world() {
        let mut rng = seeded_rng(7);
        let (mut piers, mut goods) = (0, 0);
        for game in sample_states() {
            for seat in Seat::all(game.players) {
                let in_view = matches!(game.phase, Phase::Browse { .. }) && game.current == seat;
                let remembered: Vec<(usize, Vec<Special>)> = (game.memory.piers(seat).into_iter().enumerate())
                    .filter_map(|(p, seen)| seen.filter(|_| !in_view).map(|seen| (p, seen)))
                    .collect();
                for (p, seen) in &remembered {
                    assert!(within(&game.piers[*p], seen), "the true pier {p} holds only what {seat} saw");
                }
                let world = determinize(&game, seat, &mut rng);
                for (p, seen) in &remembered {
                    let pier = &world.piers[*p];
                    assert!(within(pier, seen), "{seat}'s world deals pier {p} {pier:?}, not within {seen:?}");
                    piers += 1;
                }
                for other in others(game.players, seat) {
                    let shown = game.memory.shown(other);
                    for (g, &known) in shown.iter().enumerate() {
                        assert!(known <= game.hands[other][g], "a lower bound");
                        assert!(world.hands[other][g] >= known, "{other}'s cards seen arriving stay");
                        goods += usize::from(known > 0);
                    }
                }
            }
        }
        assert!(piers >= 50 && goods >= 50, "remembered piers {piers}, goods {goods}");
    }

    #[test]
    fn half_made_offers_of_other_seats_go_back_to_not_yet_chosen() {
        let mut rng = seeded_rng(3);
        let mut checked = 0;
        for game in sample_states().into_iter().filter(|g| g.phase == Phase::Offers) {
            let world = determinize(&game, Seat(0), &mut rng);
            for s in others(game.players, Seat(0)) {
                match game.offers[s] {
                    Offer::Choosing(_) => {
                        assert_eq!(world.offers[s], Offer::Open);
                        checked += 1;
                    }
                    Offer::Done(_) => assert!(matches!(world.offers[s], Offer::Done(_))),
                    Offer::Open => assert_eq!(world.offers[s], Offer::Open),
                }
            }
        }
        assert!(checked > 0);
    }

    #[test]
    fn determinized_states_play_to_the_end() {
        let mut rng = seeded_rng(4);
        for (i, game) in sample_states().into_iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            let seat = Seat((i % game.players) as u8);
            let mut world = determinize(&game, seat, &mut rng);
            play_out(&mut world, &mut rng);
            assert!(world.outcome().is_some());
            let total = 4 * u32::from(DATA.get().cards_per_good);
            let (goods, specials) = conserved(&world);
            assert_eq!(goods.iter().sum::<u32>() + world.stock.iter().map(|&n| u32::from(n)).sum::<u32>(), total);
            assert_eq!(specials, DATA.get().specials.len());
        }
    }

    #[test]
    fn the_rng_is_reseeded_so_future_deals_and_markets_differ() {
        let game = JunkGame::new(4, &Options::default(), 9).unwrap();
        let a = determinize(&game, Seat(0), &mut seeded_rng(5));
        let b = determinize(&game, Seat(0), &mut seeded_rng(6));
        let next = |g: &JunkGame| g.rng.clone().next_u64();
        assert_ne!(next(&a), next(&b));
        assert_ne!(next(&a), next(&game));
        assert_ne!(next(&b), next(&game));
        assert!(a.market_deck != game.market_deck || b.market_deck != game.market_deck);
    }

    #[test]
    fn a_redrawn_future_keeps_every_secret_and_draws_the_markets_to_come() {
        let mut rng = seeded_rng(3);
        let mut markets_varied = 0;
        for game in sample_states() {
            let worlds: Vec<JunkGame> = (0..20).map(|_| redraw_future(&game, &mut rng)).collect();
            let secrets = |g: &JunkGame| format!("{:?}", (&g.hands, &g.specials, &g.piers, &g.offers, &g.opening));
            let shown = usize::from(game.round).min(game.market_deck.len());
            for w in &worlds {
                assert_eq!(secrets(w), secrets(&game), "{:?}", game.phase);
                assert_eq!(w.market_deck[..shown], game.market_deck[..shown], "the markets turned up stay");
            }
            if shown + 1 < game.market_deck.len() {
                assert!(worlds.iter().any(|w| w.market_deck != game.market_deck), "the markets to come are kept");
                markets_varied += 1;
            }
        }
        assert!(markets_varied > 0, "no sample state had markets to come");
    }
}
