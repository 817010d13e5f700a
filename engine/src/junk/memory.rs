//! What the seats have seen that the rest of the state forgets, kept for
//! [`super::determinize`] so a search's worlds stay within what its seat
//! knows, not only within the public counts.
//!
//! - **Piers looked through.** A seat taking a special card sees the whole
//!   pier, which is then shuffled. Cards never come back to a pier, so the
//!   pier holds at most what the seat saw there (less its own card and any
//!   permanent card it saw another seat take, as those lie face up): a
//!   world deals that pier only cards from that memory.
//! - **Goods cards seen arriving.** Every draw from a junk's pile and every
//!   swap is announced with its good, so everyone knows a hand holds at
//!   least those cards; a card of that good seen leaving (an offer sold, a
//!   card given in a swap) lowers the bound by one, as it may have been one
//!   of them. A world keeps them in that hand.
//!
//! The memory is stored per seat and grows on demand, so a snapshot saved
//! before it existed loads as "seen nothing", which is still true.

use serde::{Deserialize, Serialize};

use super::{Good, Special};
use crate::Seat;

/// One seat's memory: what it saw and what everyone saw it receive.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct SeatMemory {
    /// Per pier, the cards the seat last saw there less those it saw leave
    /// since; `None` for a pier it never looked through.
    piers: [Option<Vec<Special>>; 4],
    /// Per good, cards this seat's hand is known by everyone to hold.
    shown: [u8; 4],
}

/// Every seat's memory (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Memory(Vec<SeatMemory>);

impl Memory {
    fn of_mut(&mut self, seat: Seat) -> &mut SeatMemory {
        if self.0.len() <= seat.index() {
            self.0.resize(seat.index() + 1, SeatMemory::default());
        }
        &mut self.0[seat.index()]
    }

    /// `seat` took `card` from `pier` after seeing it all; `left` is what
    /// stays there. Another seat that remembers the pier forgets `card` if
    /// it lies face up (a permanent card): it is then known to be gone.
    pub(super) fn took_special(&mut self, seat: Seat, pier: u8, card: Special, left: &[Special]) {
        let p = usize::from(pier);
        let mut seen = left.to_vec();
        seen.sort();
        self.of_mut(seat).piers[p] = Some(seen);
        if card.is_permanent() {
            for (other, memory) in self.0.iter_mut().enumerate() {
                if other == seat.index() {
                    continue;
                }
                if let Some(seen) = &mut memory.piers[p] {
                    remove_one(seen, card);
                }
            }
        }
    }

    /// Everyone saw `count` cards of `good` arrive in `seat`'s hand.
    pub(super) fn received(&mut self, seat: Seat, good: Good, count: u8) {
        let shown = &mut self.of_mut(seat).shown[good.0 as usize];
        *shown = shown.saturating_add(count);
    }

    /// Everyone saw `count` cards of `good` leave `seat`'s hand.
    pub(super) fn gave(&mut self, seat: Seat, good: Good, count: u8) {
        let shown = &mut self.of_mut(seat).shown[good.0 as usize];
        *shown = shown.saturating_sub(count);
    }

    /// The cards of each good `seat`'s hand is known to hold.
    pub(super) fn shown(&self, seat: Seat) -> [u8; 4] {
        self.0.get(seat.index()).map_or([0; 4], |m| m.shown)
    }

    /// What `seat` remembers of each pier.
    pub(super) fn piers(&self, seat: Seat) -> [Option<Vec<Special>>; 4] {
        self.0.get(seat.index()).map_or_else(Default::default, |m| m.piers.clone())
    }

    /// Forgets every pier `seat` looked through: a world whose piers were
    /// dealt again for another seat may hold what `seat` never saw there.
    pub(super) fn forget_piers(&mut self, seat: Seat) {
        if let Some(memory) = self.0.get_mut(seat.index()) {
            memory.piers = Default::default();
        }
    }
}

/// Removes one copy of `card` from `cards`; whether there was one.
pub(super) fn remove_one(cards: &mut Vec<Special>, card: Special) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(at) => {
            cards.remove(at);
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::junk::Junk;

    #[test]
    fn a_pier_is_remembered_without_the_card_taken_and_a_permanent_card_seen_leaving() {
        let mut memory = Memory::default();
        let left = [Special::Exchange, Special::LoadAny, Special::Bonus8(Junk(1))];
        memory.took_special(Seat(1), 2, Special::DrawAny, &left);
        assert_eq!(memory.piers(Seat(0))[2], None, "seat 0 never looked");
        let mut sorted = left.to_vec();
        sorted.sort();
        assert_eq!(memory.piers(Seat(1))[2].as_ref(), Some(&sorted));
        // Seat 0 takes the exchange card (face up) and, later, a hidden one.
        memory.took_special(Seat(0), 2, Special::Exchange, &[Special::LoadAny, Special::Bonus8(Junk(1))]);
        sorted.retain(|&c| c != Special::Exchange);
        assert_eq!(memory.piers(Seat(1))[2].as_ref(), Some(&sorted), "the face-up card is known gone");
        memory.took_special(Seat(0), 2, Special::LoadAny, &[Special::Bonus8(Junk(1))]);
        assert_eq!(memory.piers(Seat(1))[2].as_ref(), Some(&sorted), "a hidden card leaves the memory a superset");
        memory.forget_piers(Seat(1));
        assert_eq!(memory.piers(Seat(1)), <[Option<Vec<Special>>; 4]>::default());
    }

    #[test]
    fn goods_shown_arriving_are_a_lower_bound_that_leaving_cards_lower() {
        let mut memory = Memory::default();
        assert_eq!(memory.shown(Seat(3)), [0; 4], "an old snapshot's empty memory");
        memory.received(Seat(2), Good(1), 3);
        memory.gave(Seat(2), Good(1), 1);
        memory.gave(Seat(2), Good(0), 2);
        assert_eq!(memory.shown(Seat(2)), [0, 2, 0, 0]);
    }
}
