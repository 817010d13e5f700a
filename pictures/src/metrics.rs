//! How wide a text is in the bundled font, from the font's own advance
//! widths (its `cmap` and `hmtx` tables), so a builder lays text out by
//! measure instead of by guess. Kerning is left out: in DejaVu Sans it only
//! ever brings letters closer, so a measure is never short of the width
//! resvg draws.

use std::sync::OnceLock;

use crate::{FONT, FONT_BOLD};

/// One font's metrics, parsed once.
struct Face {
    data: &'static [u8],
    units_per_em: f32,
    /// `numberOfHMetrics`: glyphs past it share the last advance.
    metrics: u16,
    hmtx: usize,
    /// The format 4 `cmap` subtable (Unicode BMP).
    cmap4: usize,
    /// Advances of ASCII, in ems, looked up once.
    ascii: [f32; 128],
}

fn u16_at(data: &[u8], at: usize) -> u16 {
    data.get(at..at + 2).map_or(0, |b| u16::from_be_bytes([b[0], b[1]]))
}

fn u32_at(data: &[u8], at: usize) -> u32 {
    data.get(at..at + 4).map_or(0, |b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}

impl Face {
    fn parse(data: &'static [u8]) -> Face {
        let tables = usize::from(u16_at(data, 4));
        let table = |tag: &[u8; 4]| {
            (0..tables)
                .map(|i| 12 + 16 * i)
                .find(|&rec| data.get(rec..rec + 4) == Some(tag.as_slice()))
                .map_or(0, |rec| u32_at(data, rec + 8) as usize)
        };
        let (head, hhea, hmtx, cmap) = (table(b"head"), table(b"hhea"), table(b"hmtx"), table(b"cmap"));
        let subtables = usize::from(u16_at(data, cmap + 2));
        let cmap4 = (0..subtables)
            .map(|i| cmap + 4 + 8 * i)
            .filter(|&rec| u16_at(data, rec) == 3 && u16_at(data, rec + 2) == 1)
            .map(|rec| cmap + u32_at(data, rec + 4) as usize)
            .find(|&sub| u16_at(data, sub) == 4)
            .unwrap_or(0);
        let mut face = Face {
            data,
            units_per_em: f32::from(u16_at(data, head + 18).max(1)),
            metrics: u16_at(data, hhea + 34).max(1),
            hmtx,
            cmap4,
            ascii: [0.0; 128],
        };
        for c in 0..128u8 {
            face.ascii[usize::from(c)] = face.lookup(char::from(c));
        }
        face
    }

    /// The glyph of `c` (0: the font lacks it).
    fn glyph(&self, c: char) -> u16 {
        let code = u32::from(c);
        if code > 0xFFFF || self.cmap4 == 0 {
            return 0;
        }
        let (data, sub) = (self.data, self.cmap4);
        let segments = usize::from(u16_at(data, sub + 6) / 2);
        let ends = sub + 14;
        let starts = ends + 2 * segments + 2;
        let deltas = starts + 2 * segments;
        let offsets = deltas + 2 * segments;
        // The first segment whose end is at or past the code.
        let (mut lo, mut hi) = (0, segments);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if u32::from(u16_at(data, ends + 2 * mid)) < code {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if lo == segments {
            return 0;
        }
        let start = u32::from(u16_at(data, starts + 2 * lo));
        if start > code {
            return 0;
        }
        let delta = u16_at(data, deltas + 2 * lo);
        let range = usize::from(u16_at(data, offsets + 2 * lo));
        if range == 0 {
            return (code as u16).wrapping_add(delta);
        }
        let at = offsets + 2 * lo + range + 2 * (code - start) as usize;
        match u16_at(data, at) {
            0 => 0,
            g => g.wrapping_add(delta),
        }
    }

    /// The advance of `c` in ems.
    fn lookup(&self, c: char) -> f32 {
        let glyph = self.glyph(c).min(self.metrics - 1);
        f32::from(u16_at(self.data, self.hmtx + 4 * usize::from(glyph))) / self.units_per_em
    }

    fn advance(&self, c: char) -> f32 {
        match u32::from(c) {
            code @ 0..128 => self.ascii[code as usize],
            _ => self.lookup(c),
        }
    }
}

fn faces() -> &'static [Face; 2] {
    static FACES: OnceLock<[Face; 2]> = OnceLock::new();
    FACES.get_or_init(|| [Face::parse(FONT), Face::parse(FONT_BOLD)])
}

/// The width of `text` at `px` pixels, as drawn (pictographs the writer
/// drops are not counted).
pub fn width(text: &str, px: f32, bold: bool) -> f32 {
    let face = &faces()[usize::from(bold)];
    text.chars().filter(|&c| !crate::svg::is_pictograph(c)).map(|c| face.advance(c)).sum::<f32>() * px
}

#[cfg(test)]
/// Whether the bundled font draws `c` (else it would show as a box).
pub fn has_glyph(c: char, bold: bool) -> bool {
    faces()[usize::from(bold)].glyph(c) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_follow_the_font() {
        // DejaVu Sans: "M" is 0.863 em, "i" 0.278 em; bold runs wider.
        assert!((width("M", 100.0, false) - 86.3).abs() < 0.5, "{}", width("M", 100.0, false));
        assert!((width("i", 100.0, false) - 27.8).abs() < 0.5);
        assert!(width("Contagion", 24.0, true) > width("Contagion", 24.0, false));
        assert_eq!(width("🔴", 24.0, false), 0.0);
    }

    #[test]
    fn the_symbols_the_pictures_use_are_in_the_font() {
        for c in "★✚♛⚓✓✗▶·…☮☀⚔☣✦■●▲¥×⇄▤⌂♜♚♞✹".chars() {
            assert!(has_glyph(c, false), "{c} regular");
            assert!(has_glyph(c, true), "{c} bold");
        }
    }
}
