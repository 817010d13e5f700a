//! A junk's hold: strips of three crates laid three side by side per layer,
//! each layer crosswise on the one below. Only visible crates count.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// The strips in one junk, bottom layer first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hold {
    pub layers: Vec<[Option<Seat>; 3]>,
}

impl Hold {
    /// Lays a strip in the first free place of the top layer, or starts a new layer.
    pub fn load(&mut self, owner: Seat) {
        match self.layers.last_mut().and_then(|l| l.iter_mut().find(|s| s.is_none())) {
            Some(free) => *free = Some(owner),
            None => self.layers.push([Some(owner), None, None]),
        }
    }

    pub fn strips(&self) -> usize {
        self.layers.iter().flatten().flatten().count()
    }

    /// Visible crates per seat (index = seat). Even layers run along rows,
    /// odd layers along columns; a crate shows if nothing lies above it.
    pub fn visible(&self) -> [u8; 4] {
        let mut count = [0u8; 4];
        for row in 0..3 {
            for col in 0..3 {
                let top = self.layers.iter().enumerate().rev().find_map(|(i, l)| l[if i % 2 == 0 { row } else { col }]);
                if let Some(seat) = top {
                    count[seat.index()] += 1;
                }
            }
        }
        count
    }

    /// Whether `owner` has a strip in the top layer (which may be moved).
    pub fn has_top(&self, owner: Seat) -> bool {
        self.layers.last().is_some_and(|l| l.contains(&Some(owner)))
    }

    /// Takes one of `owner`'s strips off the top layer.
    pub fn remove_top(&mut self, owner: Seat) -> bool {
        let Some(layer) = self.layers.last_mut() else { return false };
        let Some(slot) = layer.iter_mut().rev().find(|s| **s == Some(owner)) else { return false };
        *slot = None;
        if layer.iter().all(Option::is_none) {
            self.layers.pop();
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_layer_shows_every_crate() {
        let mut h = Hold::default();
        h.load(Seat(0));
        h.load(Seat(1));
        assert_eq!(h.visible(), [3, 3, 0, 0]);
        h.load(Seat(0));
        assert_eq!(h.visible(), [6, 3, 0, 0]);
    }

    #[test]
    fn a_crosswise_strip_covers_one_crate_of_each_strip_below() {
        let mut h = Hold::default();
        for s in [0, 1, 2] {
            h.load(Seat(s));
        }
        h.load(Seat(3));
        // The new strip lies across column 0: it hides one crate of each.
        assert_eq!(h.visible(), [2, 2, 2, 3]);
        h.load(Seat(3));
        assert_eq!(h.visible(), [1, 1, 1, 6]);
    }

    #[test]
    fn only_top_layer_strips_can_be_moved() {
        let mut h = Hold::default();
        for s in [0, 1, 2, 3] {
            h.load(Seat(s));
        }
        assert!(!h.has_top(Seat(0)));
        assert!(h.remove_top(Seat(3)));
        assert_eq!(h.layers.len(), 1);
        assert_eq!(h.visible(), [3, 3, 3, 0]);
    }
}
