//! What every picture shares: a page that grows downwards, its title, its
//! headings and a row per player (marker, name, what they hold).

use tavola_engine::Seat;

use crate::svg::{Anchor, Size, Svg, DIM, INK, MARGIN, MARKER_R, PANEL, WIDTH};

/// The longest player name a row shows (longer ones end in an ellipsis).
const NAME_CHARS: usize = 12;

/// A picture laid out from the top down: `y` is where the next block goes.
pub struct Page {
    pub svg: Svg,
    pub y: f32,
}

impl Default for Page {
    fn default() -> Self {
        Page::new()
    }
}

/// The drawable width inside the margins.
pub fn inner_width() -> f32 {
    WIDTH as f32 - 2.0 * MARGIN
}

/// Splits `text` into lines no wider than `max_w` at `size` (by estimate).
pub fn wrap(text: &str, size: Size, max_w: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
        if !line.is_empty() && size.width_of(&candidate) > max_w {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

impl Page {
    pub fn new() -> Page {
        Page { svg: Svg::new(), y: MARGIN }
    }

    /// The picture's title: the game's state in a few words.
    pub fn title(&mut self, text: &str) {
        for line in wrap(text, Size::Title, inner_width()) {
            self.y += Size::Title.line();
            self.svg.bold(MARGIN, self.y - 10.0, Size::Title, Anchor::Start, INK, &line);
        }
        self.y += 8.0;
    }

    /// A section heading on a light band.
    pub fn heading(&mut self, text: &str) {
        self.y += 10.0;
        let h = Size::Big.line() + 6.0;
        self.svg.rect(MARGIN - 8.0, self.y, inner_width() + 16.0, h, PANEL, None);
        self.svg.bold(MARGIN, self.y + h - 14.0, Size::Big, Anchor::Start, INK, text);
        self.y += h + 8.0;
    }

    /// Wrapped body text.
    pub fn para(&mut self, text: &str, colour: &str) {
        for line in wrap(text, Size::Body, inner_width()) {
            self.y += Size::Body.line();
            self.svg.text(MARGIN, self.y - 8.0, Size::Body, Anchor::Start, colour, &line);
        }
    }

    /// A player's row: marker, name (bold), and `detail` after it or, when
    /// it does not fit, on the lines below. `current` marks whose turn it is.
    pub fn player(&mut self, seat: Seat, name: &str, detail: &str, current: bool) {
        let row = 2.0 * MARKER_R + 12.0;
        let cy = self.y + row / 2.0;
        if current {
            self.svg.rect(MARGIN - 8.0, self.y + 2.0, inner_width() + 16.0, row - 4.0, "#fff3b0", Some(INK));
            self.svg.bold(WIDTH as f32 - MARGIN, cy + 10.0, Size::Body, Anchor::End, INK, "◀");
        }
        self.svg.marker(MARGIN + MARKER_R, cy, seat);
        let x = MARGIN + 2.0 * MARKER_R + 12.0;
        let name = short(name, NAME_CHARS);
        self.svg.bold(x, cy + 10.0, Size::Body, Anchor::Start, INK, &name);
        // Details start in one column for every player, like a table.
        let after = x + Size::Body.bold_width_of(&"M".repeat(NAME_CHARS)) + 12.0;
        let room = WIDTH as f32 - MARGIN - 40.0 - after;
        self.y += row;
        if Size::Body.width_of(detail) <= room {
            self.svg.text(after, cy + 10.0, Size::Body, Anchor::Start, DIM, detail);
        } else {
            for line in wrap(detail, Size::Body, inner_width() - (x - MARGIN)) {
                self.svg.text(x, self.y + 22.0, Size::Body, Anchor::Start, DIM, &line);
                self.y += Size::Body.line();
            }
        }
        self.y += 4.0;
    }

    pub fn gap(&mut self, h: f32) {
        self.y += h;
    }

    /// The finished SVG document.
    pub fn finish(self) -> String {
        let height = self.y + MARGIN;
        self.svg.finish(height)
    }
}

/// `text` cut to `max` characters with an ellipsis, so a long name cannot
/// push a row off the picture.
pub fn short(text: &str, max: usize) -> String {
    let text = text.trim();
    if text.chars().count() <= max {
        text.to_owned()
    } else {
        let cut: String = text.chars().take(max - 1).collect();
        format!("{}…", cut.trim_end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_within_the_width() {
        let lines = wrap("one two three four five six seven eight nine ten", Size::Body, 200.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| Size::Body.width_of(l) <= 200.0 || !l.contains(' ')), "{lines:?}");
        assert_eq!(lines.join(" "), "one two three four five six seven eight nine ten");
    }

    #[test]
    fn long_names_are_shortened() {
        assert_eq!(short("Bartholomew the Magnificent", 10), "Bartholom…");
        assert_eq!(short(" Ada ", 10), "Ada");
    }
}
