//! Text drawn from a cache of rendered labels instead of shaped anew.
//!
//! Shaping and painting text is most of a board's rasterizing time (perf:
//! about half), and boards repeat the same few hundred labels: names,
//! numbers, the game's words. So [`crate::rasterize`] takes the document's
//! `<text>` lines out (the [`crate::svg`] writer puts each on a line of its
//! own), lets resvg draw the rest, and composites each label from a
//! process-wide cache, rendered once by resvg in the same font, size,
//! weight, anchor and colour. Labels are drawn last, over the shapes, as
//! the boards' layouts already have them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::{tiny_skia, usvg};

/// One `<text>` element of a document, as the writer emits it.
#[derive(Clone, Debug, PartialEq)]
pub struct Label<'a> {
    x: f32,
    y: f32,
    /// Everything but the position, verbatim: it keys the cache.
    style: LabelStyle<'a>,
}

#[derive(Clone, Debug, PartialEq)]
struct LabelStyle<'a> {
    size: &'a str,
    anchor: &'a str,
    fill: &'a str,
    bold: bool,
    /// The content as written (escaped).
    text: &'a str,
}

/// A label rendered once: its pixels and where they sit relative to the
/// text's anchor point on the baseline.
struct Rendered {
    pixmap: Option<tiny_skia::Pixmap>,
    dx: f32,
    dy: f32,
}

/// The document without its text lines, and the labels taken out.
pub fn split(svg: &str) -> (String, Vec<Label<'_>>) {
    let mut rest = String::with_capacity(svg.len());
    let mut labels = Vec::new();
    for line in svg.split_inclusive('\n') {
        match parse(line.trim_end()) {
            Some(label) => labels.push(label),
            None => rest.push_str(line),
        }
    }
    (rest, labels)
}

/// A `<text ...>content</text>` line in the writer's own form.
fn parse(line: &str) -> Option<Label<'_>> {
    let inner = line.strip_prefix("<text ")?.strip_suffix("</text>")?;
    let (attrs, text) = inner.split_once('>')?;
    let attr = |name: &str| {
        let start = attrs
            .find(&format!(" {name}=\""))
            .map(|i| i + 1)
            .or_else(|| attrs.starts_with(&format!("{name}=\"")).then_some(0))?;
        let value = &attrs[start + name.len() + 2..];
        value.split_once('"').map(|(v, _)| v)
    };
    Some(Label {
        x: attr("x")?.parse().ok()?,
        y: attr("y")?.parse().ok()?,
        style: LabelStyle {
            size: attr("font-size")?,
            anchor: attr("text-anchor").unwrap_or("start"),
            fill: attr("fill")?,
            bold: attr("font-weight") == Some("bold"),
            text,
        },
    })
}

/// Where a label is laid out on its own little document.
const ORIGIN_X: f32 = 2000.0;

impl LabelStyle<'_> {
    fn render(&self, options: &usvg::Options<'_>) -> Rendered {
        let size: f32 = self.size.parse().unwrap_or(28.0);
        let origin_y = 2.0 * size;
        let weight = if self.bold { r#" font-weight="bold""# } else { "" };
        let doc = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="DejaVu Sans"><text x="{ORIGIN_X}" y="{origin_y}" font-size="{}" text-anchor="{}" fill="{}"{weight}>{}</text></svg>"#,
            2.0 * ORIGIN_X,
            3.0 * size,
            self.size,
            self.anchor,
            self.fill,
            self.text
        );
        let empty = Rendered { pixmap: None, dx: 0.0, dy: 0.0 };
        let Ok(tree) = usvg::Tree::from_str(&doc, options) else { return empty };
        let bbox = tree.root().abs_bounding_box();
        let (left, top) = (bbox.left().floor() - 1.0, bbox.top().floor() - 1.0);
        let (w, h) = ((bbox.right().ceil() + 1.0 - left) as u32, (bbox.bottom().ceil() + 1.0 - top) as u32);
        let Some(mut pixmap) = tiny_skia::Pixmap::new(w, h) else { return empty };
        resvg::render(&tree, tiny_skia::Transform::from_translate(-left, -top), &mut pixmap.as_mut());
        Rendered { pixmap: Some(pixmap), dx: left - ORIGIN_X, dy: top - origin_y }
    }
}

/// The labels rendered so far, by style. Bounded by the bytes of their
/// pixels: past the budget it starts over (a board holds a few hundred
/// labels, most of them the same every time, so the working set of many
/// sessions' boards is a few megabytes).
const CACHE_BYTES: usize = 24 << 20;

#[derive(Default)]
struct Cache {
    labels: HashMap<String, Arc<Rendered>>,
    bytes: usize,
}

fn cache() -> std::sync::MutexGuard<'static, Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(Mutex::default).lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Draws `labels` onto `canvas`, each from the cache (rendered on a miss).
pub fn draw(labels: &[Label<'_>], canvas: &mut tiny_skia::PixmapMut<'_>, options: &usvg::Options<'_>) {
    for label in labels {
        let rendered = cached(&label.style, options);
        if let Some(pixmap) = &rendered.pixmap {
            let (x, y) = ((label.x + rendered.dx).round() as i32, (label.y + rendered.dy).round() as i32);
            source_over(canvas, x, y, pixmap);
        }
    }
}

/// Lays premultiplied `src` over `dst` with its corner at whole pixel
/// `(x, y)`, clipped to `dst`: what `draw_pixmap` does with no transform,
/// in integers. Its general pipeline samples and blends each pixel in
/// floats; a label is mostly clear or solid pixels. Boards' p50 fell 1 to
/// 16 % with it (`cargo bench --bench render`, 60 boards a game).
fn source_over(dst: &mut tiny_skia::PixmapMut<'_>, x: i32, y: i32, src: &tiny_skia::Pixmap) {
    let (dst_w, dst_h) = (dst.width() as i32, dst.height() as i32);
    let (src_w, src_h) = (src.width() as i32, src.height() as i32);
    let (left, top) = (x.max(0), y.max(0));
    let (right, bottom) = ((x + src_w).min(dst_w), (y + src_h).min(dst_h));
    if left >= right || top >= bottom {
        return;
    }
    let width = ((right - left) * 4) as usize;
    let (to, from) = (dst.data_mut(), src.data());
    for row in top..bottom {
        let d = ((row * dst_w + left) * 4) as usize;
        let s = (((row - y) * src_w + (left - x)) * 4) as usize;
        for (out, over) in to[d..d + width].chunks_exact_mut(4).zip(from[s..s + width].chunks_exact(4)) {
            match over[3] {
                0 => {}
                255 => out.copy_from_slice(over),
                _ => lay_over(out, over),
            }
        }
    }
}

/// Premultiplied `over` laid on `under`, one pixel's four channels.
pub(crate) fn lay_over(under: &mut [u8], over: &[u8]) {
    let rest = 255 - u16::from(over[3]);
    for (o, &v) in under.iter_mut().zip(over) {
        *o = v.saturating_add(div_255(u16::from(*o) * rest));
    }
}

/// `v / 255`, rounded, for `v` up to 255 x 255.
pub(crate) fn div_255(v: u16) -> u8 {
    let v = u32::from(v) + 128;
    ((v + (v >> 8)) >> 8) as u8
}

impl LabelStyle<'_> {
    /// The cache's key: every field, owned.
    fn key(&self) -> String {
        let LabelStyle { size, anchor, fill, bold, text } = self;
        format!("{size}\u{1f}{anchor}\u{1f}{fill}\u{1f}{bold}\u{1f}{text}")
    }
}

fn cached(style: &LabelStyle<'_>, options: &usvg::Options<'_>) -> Arc<Rendered> {
    let key = style.key();
    if let Some(hit) = cache().labels.get(&key) {
        return hit.clone();
    }
    // Rendered outside the lock: another thread may render the same label
    // meanwhile, which costs a little time and changes nothing.
    let rendered = Arc::new(style.render(options));
    let bytes = key.len() + rendered.pixmap.as_ref().map_or(0, |p| p.data().len());
    let mut cache = cache();
    if cache.bytes + bytes > CACHE_BYTES {
        *cache = Cache::default();
    }
    if cache.labels.insert(key, rendered.clone()).is_none() {
        cache.bytes += bytes;
    }
    rendered
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The integer blend gives what tiny-skia's `draw_pixmap` gives, to a
    /// unit per channel, over a canvas of every shade, clipped at each edge.
    #[test]
    fn labels_are_laid_over_as_draw_pixmap_lays_them() {
        let mut label = tiny_skia::Pixmap::new(37, 23).unwrap();
        for (i, px) in label.data_mut().chunks_exact_mut(4).enumerate() {
            let alpha = [0u8, 255, 1, 128, 254, 77][i % 6];
            let c = (i * 53 % 256) as u8;
            // Premultiplied: no channel above its alpha.
            px.copy_from_slice(&[c.min(alpha), (c / 2).min(alpha), (255 - c).min(alpha), alpha]);
        }
        let mut canvas = tiny_skia::Pixmap::new(60, 40).unwrap();
        for (i, px) in canvas.data_mut().chunks_exact_mut(4).enumerate() {
            let c = (i * 31 % 256) as u8;
            px.copy_from_slice(&[c, 255 - c, c / 3, 255]);
        }
        for (x, y) in [(5, 7), (-10, -4), (40, 30), (59, 39), (-37, 0), (60, 10)] {
            let mut ours = canvas.clone();
            source_over(&mut ours.as_mut(), x, y, &label);
            let mut theirs = canvas.clone();
            let paint = tiny_skia::PixmapPaint::default();
            theirs.draw_pixmap(x, y, label.as_ref(), &paint, tiny_skia::Transform::identity(), None);
            let worst = ours.data().iter().zip(theirs.data()).map(|(a, b)| a.abs_diff(*b)).max().unwrap();
            assert!(worst <= 1, "at ({x}, {y}) a channel is {worst} away");
        }
    }

    #[test]
    fn division_by_255_rounds() {
        for v in 0..=(255u32 * 255) {
            let v = v as u16;
            let exact = (f64::from(v) / 255.0).round() as u8;
            assert_eq!(div_255(v), exact, "{v}");
        }
    }

    #[test]
    fn text_lines_are_taken_out_with_their_style_and_the_rest_is_kept() {
        let svg = concat!(
            "<svg>\n",
            "<rect x=\"1\"/>\n",
            "<text x=\"10.5\" y=\"20.0\" font-size=\"28\" text-anchor=\"middle\" fill=\"#111\" font-weight=\"bold\">Ada &amp; Bruno</text>\n",
            "<text x=\"1.0\" y=\"2.0\" font-size=\"32\" text-anchor=\"start\" fill=\"#222\">7</text>\n",
            "</svg>\n"
        );
        let (rest, labels) = split(svg);
        assert_eq!(rest, "<svg>\n<rect x=\"1\"/>\n</svg>\n");
        assert_eq!(labels.len(), 2);
        assert_eq!((labels[0].x, labels[0].y), (10.5, 20.0));
        let style = &labels[0].style;
        assert_eq!((style.size, style.anchor, style.fill, style.bold), ("28", "middle", "#111", true));
        assert_eq!(style.text, "Ada &amp; Bruno");
        assert!(!labels[1].style.bold);
    }
}
