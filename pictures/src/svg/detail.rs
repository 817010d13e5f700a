//! Details for a web page: a part of the picture wrapped in a group that
//! carries its text, which a browser shows on hover and the page's script
//! on a tap (see [`crate::board_svg_detailed`]). Off, the writer writes
//! nothing of them, so the picture's document stays the same byte for
//! byte.

use std::fmt::Write;

use super::{escape, Svg};

impl Svg {
    /// Whether the parts drawn from now on carry their details (off by
    /// default: a PNG has no use for them).
    pub fn set_details(&mut self, details: bool) {
        self.details = details;
    }

    /// Whether parts carry their details.
    pub fn details(&self) -> bool {
        self.details
    }

    /// Opens a detail: what is drawn until [`Svg::close_detail`] carries
    /// `text` (asked for only when details are on), which a browser shows
    /// on hover (its `<title>`) and the web page on a tap (`data-detail`):
    /// `<g class="tv-detail" tabindex="0" data-detail="…"><title>…</title>`,
    /// the text escaped, its line breaks written `&#10;`, on a line of its
    /// own (as the closing `</g>` is), so the rasterizer's label lines stay
    /// whole. With details off nothing is written: the document is the
    /// picture's, byte for byte.
    pub fn open_detail(&mut self, text: impl FnOnce() -> String) {
        if !self.details {
            return;
        }
        // A line's runs of spaces are one (a name's dropped emoji leaves one).
        let line = |l: &str| escape(l).split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
        let text: Vec<String> = text().lines().map(line).collect();
        let text = text.join("&#10;");
        let _ = writeln!(self.body, r#"<g class="tv-detail" tabindex="0" data-detail="{text}"><title>{text}</title>"#);
        self.open_details += 1;
    }

    /// Closes the last detail opened.
    pub fn close_detail(&mut self) {
        if !self.details {
            return;
        }
        debug_assert!(self.open_details > 0, "a detail closed that was never opened");
        self.open_details = self.open_details.saturating_sub(1);
        self.body.push_str("</g>\n");
    }
}
