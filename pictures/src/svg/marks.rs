//! Players' markers: each seat's colour and shape, and a label from the
//! player's own initial (see [`marks`]).

use tavola_engine::Seat;

use super::{is_pictograph, Size};

/// A marker's outline, one per seat, so players tell markers apart without
/// their colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shape {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Hexagon,
    Octagon,
    Pentagon,
}

/// A seat's colour (the bot's coloured circles, by seat), the ink that
/// reads on it, and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
}

/// Red, yellow, green, blue, purple, white, black, orange: the bot's
/// `CIRCLES`, in seat order, each with its own shape.
pub const SEATS: [SeatStyle; 8] = [
    SeatStyle { fill: "#d32f2f", ink: "#ffffff", shape: Shape::Circle },
    SeatStyle { fill: "#fbc02d", ink: "#111111", shape: Shape::Square },
    SeatStyle { fill: "#2e7d32", ink: "#ffffff", shape: Shape::TriangleUp },
    SeatStyle { fill: "#1565c0", ink: "#ffffff", shape: Shape::Diamond },
    SeatStyle { fill: "#7b1fa2", ink: "#ffffff", shape: Shape::TriangleDown },
    SeatStyle { fill: "#ffffff", ink: "#111111", shape: Shape::Hexagon },
    SeatStyle { fill: "#212121", ink: "#ffffff", shape: Shape::Octagon },
    SeatStyle { fill: "#ef6c00", ink: "#111111", shape: Shape::Pentagon },
];

/// A seat's style.
pub fn seat_style(seat: Seat) -> SeatStyle {
    SEATS[seat.index() % SEATS.len()]
}

/// A player's marker: the seat's colour and shape, and a label that is no
/// colour's initial in any language: the player's own initial, with the
/// seat's number when two players share it (see [`marks`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
    pub label: String,
}

/// The first letter or digit of a name, upper case (a name may start with
/// the bot's coloured circle, or a space).
fn initial(name: &str) -> Option<String> {
    name.chars().find(|c| c.is_alphanumeric() && !is_pictograph(*c)).map(|c| c.to_uppercase().collect())
}

/// Each seat's marker from the players' names, in seat order. A player's
/// initial marks them; players sharing an initial carry their seat number
/// after it; when every name starts alike (the default "Player 1",
/// "Player 2"...) the seat numbers alone do.
pub fn marks(names: &[String]) -> Vec<Mark> {
    let initials: Vec<Option<String>> = names.iter().map(|n| initial(n)).collect();
    let all_alike = names.len() > 1 && initials.iter().all(|i| i.is_some() && *i == initials[0]);
    initials
        .iter()
        .enumerate()
        .map(|(i, own)| {
            let style = seat_style(Seat(i as u8));
            let number = (i + 1).to_string();
            let label = match own {
                _ if all_alike => number,
                Some(c) if initials.iter().filter(|o| o.as_ref() == Some(c)).count() == 1 => c.clone(),
                Some(c) => format!("{c}{number}"),
                None => number,
            };
            Mark { fill: style.fill, ink: style.ink, shape: style.shape, label }
        })
        .collect()
}

/// The largest label a marker of radius `r` holds: [`Size::Glance`] for
/// a single character from a radius of 20, less for an initial with a
/// number or a smaller marker.
pub fn glance_label(mark: &Mark, r: f32) -> Size {
    let one = mark.label.chars().count() <= 1;
    match (one, r) {
        (true, r) if r >= 20.0 => Size::Glance,
        (true, _) => Size::Big,
        (false, r) if r >= 20.0 => Size::Big,
        _ => Size::Body,
    }
}
