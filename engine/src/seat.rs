//! Seats and per-seat collections.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A player's place at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// Every seat of a table of `players`, in turn order.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..players as u8).map(Seat)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat clockwise.
    pub fn next(self, players: usize) -> Seat {
        Seat(((self.index() + 1) % players) as u8)
    }

    /// The seats in turn order starting with this one.
    pub fn clockwise(self, players: usize) -> impl Iterator<Item = Seat> {
        (0..players).map(move |k| Seat(((self.index() + k) % players) as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// One value per seat, indexed by [`Seat`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(pub Vec<T>);

impl<T> BySeat<T> {
    pub fn from_fn(players: usize, f: impl FnMut(Seat) -> T) -> Self {
        BySeat(Seat::all(players).map(f).collect())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Seat, &mut T)> {
        self.0.iter_mut().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }
}

impl<T: Clone> BySeat<T> {
    pub fn filled(players: usize, value: T) -> Self {
        BySeat(vec![value; players])
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clockwise_wraps_around_the_table() {
        let order: Vec<_> = Seat(2).clockwise(4).collect();
        assert_eq!(order, vec![Seat(2), Seat(3), Seat(0), Seat(1)]);
        assert_eq!(Seat(3).next(4), Seat(0));
    }

    #[test]
    fn seats_display_from_one() {
        assert_eq!(Seat(0).to_string(), "seat 1");
    }
}
