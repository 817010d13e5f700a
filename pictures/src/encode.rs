//! PNG encoding, the largest cost of a picture when done plainly.
//!
//! A board is flat colours on paper: a few hundred distinct colours, all
//! but a fraction of a percent of the pixels in the 256 most common (the
//! rest are anti-aliased edge pixels). So a picture is written as an
//! indexed PNG: the 256 most common colours form the palette, a rare colour
//! takes its nearest palette colour (an edge pixel a shade off, invisible
//! at phone size), and one byte per pixel is deflated instead of three, at
//! a fast level. A picture with too many colours to count cheaply (a
//! photograph would be one) is written as plain RGB instead.

use flate2::{Compress, Compression, FlushCompress, Status};
use resvg::tiny_skia::{PixmapRef, PremultipliedColorU8};

/// At most this many distinct colours are counted before giving up on a
/// palette.
const MAX_COLOURS: usize = 4096;

/// The colour table's slots: a power of two, twice [`MAX_COLOURS`], so an
/// open-addressing probe stays short.
const SLOTS: usize = 2 * MAX_COLOURS;

/// zlib level for the pixel data: level 1 on indexed pixels is smaller than
/// level 6 on RGB (about 120 KB against 170 KB a board), at a tenth of the
/// time. fdeflate with the Up filter was a millisecond faster but up to
/// 270 KB, too near the 300 KB budget. The deflate is zlib-rs's (flate2's
/// `zlib-rs` backend, whose level 1 is zlib-ng's quick strategy): half the
/// time of miniz_oxide's level 1 for PNGs about 5 % larger (10-25 % less
/// CPU for the render bench as a whole, with [`runs_of`] and the writer).
const LEVEL: u8 = 1;

/// The pixels as a PNG (8-bit indexed when the colours fit a palette, RGB
/// otherwise). The page is opaque, so alpha is dropped.
///
/// # Errors
/// The PNG writer failed (it writes to memory, so only on a bug).
pub fn encode(pixmap: PixmapRef<'_>) -> Result<Vec<u8>, png::EncodingError> {
    encode_with(pixmap, &mut Scratch::default())
}

/// Room an encoding works in, kept between pictures by the caller: a
/// board's runs and rows are a megabyte or two, and fresh ones cost page
/// faults each time.
#[derive(Default)]
pub(crate) struct Scratch {
    runs: Vec<Run>,
    rows: Vec<u8>,
}

/// [`encode`] in `scratch`'s room.
pub(crate) fn encode_with(pixmap: PixmapRef<'_>, scratch: &mut Scratch) -> Result<Vec<u8>, png::EncodingError> {
    let Scratch { runs, rows } = scratch;
    find_runs(pixmap.pixels(), runs);
    match Palette::of(runs) {
        Some(palette) => palette.write(runs, rows, pixmap.width(), pixmap.height()),
        None => write_rgb(runs, pixmap.width(), pixmap.height()),
    }
}

/// A stretch of pixels of one colour, in reading order: a board is mostly
/// runs of flat colour, so the colour work is per run, not per pixel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    key: u32,
    len: u32,
}

fn find_runs(pixels: &[PremultipliedColorU8], runs: &mut Vec<Run>) {
    match bytemuck::try_cast_slice::<PremultipliedColorU8, u32>(pixels) {
        Ok(words) => runs_of(words, runs),
        Err(_) => runs_of(&pixels.iter().map(|&p| bytemuck::cast::<_, u32>(p)).collect::<Vec<u32>>(), runs),
    }
}

/// The runs of pixels as whole words, into `runs`: flat areas are skipped
/// eight pixels at a time (compared as one vector), since this loop over a
/// million pixels was a tenth of a board's cost.
fn runs_of(words: &[u32], runs: &mut Vec<Run>) {
    const BLOCK: usize = 8;
    runs.clear();
    let mut start = 0;
    while let Some(&colour) = words.get(start) {
        let mut end = start + 1;
        let flat = [colour; BLOCK];
        while words.get(end..end + BLOCK) == Some(&flat[..]) {
            end += BLOCK;
        }
        while words.get(end) == Some(&colour) {
            end += 1;
        }
        let [r, g, b, _] = colour.to_ne_bytes();
        runs.push(Run { key: rgb_key(r, g, b), len: (end - start) as u32 });
        start = end;
    }
}

/// A colour as a non-zero key (zero marks an empty slot).
fn rgb_key(r: u8, g: u8, b: u8) -> u32 {
    0xFF00_0000 | u32::from(r) << 16 | u32::from(g) << 8 | u32::from(b)
}

fn rgb_of(key: u32) -> [u8; 3] {
    [(key >> 16) as u8, (key >> 8) as u8, key as u8]
}

/// Distinct colours and a number for each (first a count, then a palette
/// index), in a fixed open-addressing table: no hashing library, no
/// allocation per pixel.
struct ColourTable {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
}

impl ColourTable {
    fn new() -> ColourTable {
        ColourTable { keys: vec![0; SLOTS], values: vec![0; SLOTS], len: 0 }
    }

    /// The slot of `key`, claimed if new; `None` once the table is full.
    fn slot(&mut self, key: u32) -> Option<usize> {
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 19) as usize & (SLOTS - 1);
        loop {
            match self.keys[i] {
                k if k == key => return Some(i),
                0 if self.len < MAX_COLOURS => {
                    self.keys[i] = key;
                    self.len += 1;
                    return Some(i);
                }
                0 => return None,
                _ => i = (i + 1) & (SLOTS - 1),
            }
        }
    }

    /// Counts the pixels of every colour.
    fn count(runs: &[Run]) -> Option<ColourTable> {
        let mut table = ColourTable::new();
        for run in runs {
            let slot = table.slot(run.key)?;
            table.values[slot] += run.len;
        }
        Some(table)
    }

    fn entries(&self) -> impl Iterator<Item = usize> + '_ {
        (0..SLOTS).filter(|&i| self.keys[i] != 0)
    }
}

/// The 256 most common colours, and every colour's palette index.
struct Palette {
    table: ColourTable,
    colours: Vec<[u8; 3]>,
}

impl Palette {
    fn of(runs: &[Run]) -> Option<Palette> {
        let mut table = ColourTable::count(runs)?;
        let mut by_count: Vec<usize> = table.entries().collect();
        by_count.sort_unstable_by_key(|&i| (std::cmp::Reverse(table.values[i]), table.keys[i]));
        let kept = by_count.len().min(256);
        let colours: Vec<[u8; 3]> = by_count[..kept].iter().map(|&i| rgb_of(table.keys[i])).collect();
        for (index, &slot) in by_count[..kept].iter().enumerate() {
            table.values[slot] = index as u32;
        }
        for &slot in &by_count[kept..] {
            table.values[slot] = nearest(&colours, rgb_of(table.keys[slot]));
        }
        Some(Palette { table, colours })
    }

    fn index(&mut self, key: u32) -> u8 {
        let slot = self.table.slot(key).expect("every colour was counted");
        self.table.values[slot] as u8
    }

    /// The indexed PNG, written here rather than by the `png` crate: each
    /// row's filter byte goes in with the pixels (no copy of the rows), and
    /// the thread's deflate state is reused (a fresh one is some hundreds of
    /// kilobytes allocated and freed a picture).
    fn write(
        mut self,
        runs: &[Run],
        rows: &mut Vec<u8>,
        width: u32,
        height: u32,
    ) -> Result<Vec<u8>, png::EncodingError> {
        let row = width as usize;
        // Each row starts with its filter byte: 0, none.
        rows.clear();
        rows.resize((row + 1) * height as usize, 0);
        let (mut at, mut column) = (1, 0);
        for run in runs {
            let index = self.index(run.key);
            let mut left = run.len as usize;
            while left > 0 {
                let here = left.min(row - column);
                let stretch = &mut rows[at..at + here];
                // Most runs are a pixel or two of an edge: a loop beats a
                // call to fill them.
                if here < 16 {
                    stretch.iter_mut().for_each(|b| *b = index);
                } else {
                    stretch.fill(index);
                }
                (at, column, left) = (at + here, column + here, left - here);
                if column == row {
                    // Past the next row's filter byte.
                    (at, column) = (at + 1, 0);
                }
            }
        }
        let pixels = deflate(rows).map_err(|e| png::EncodingError::from(std::io::Error::other(e)))?;
        let mut header = Vec::with_capacity(13);
        header.extend_from_slice(&width.to_be_bytes());
        header.extend_from_slice(&height.to_be_bytes());
        // 8 bits a pixel, indexed colour, deflate, adaptive filters, no interlace.
        header.extend_from_slice(&[8, 3, 0, 0, 0]);
        let mut out = Vec::with_capacity(pixels.len() + 3 * self.colours.len() + 64);
        out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
        chunk(&mut out, b"IHDR", &header);
        chunk(&mut out, b"PLTE", &self.colours.concat());
        chunk(&mut out, b"IDAT", &pixels);
        chunk(&mut out, b"IEND", &[]);
        Ok(out)
    }
}

/// Appends a PNG chunk: length, type, data, and the CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// `data` as a zlib stream at [`LEVEL`], through this thread's compressor.
fn deflate(data: &[u8]) -> Result<Vec<u8>, flate2::CompressError> {
    thread_local! {
        static COMPRESSOR: std::cell::RefCell<Option<Compress>> = const { std::cell::RefCell::new(None) };
    }
    COMPRESSOR.with(|cell| {
        let mut kept = cell.borrow_mut();
        let compressor = kept.get_or_insert_with(|| Compress::new(Compression::new(u32::from(LEVEL)), true));
        compressor.reset();
        let mut out = Vec::with_capacity(data.len() / 8 + 1024);
        loop {
            let read = compressor.total_in() as usize;
            if compressor.compress_vec(&data[read..], &mut out, FlushCompress::Finish)? == Status::StreamEnd {
                return Ok(out);
            }
            out.reserve(out.capacity().max(64 * 1024));
        }
    })
}

/// The palette colour closest to `colour` (squared RGB distance; the first
/// of equals). A board has a thousand or more rare colours (its edges'
/// blends) to match against 256, so the distances are taken in one plain
/// loop the compiler turns into vector code.
fn nearest(colours: &[[u8; 3]], colour: [u8; 3]) -> u32 {
    let mut distances = [u32::MAX; 256];
    let [r, g, b] = colour.map(i32::from);
    for (d, c) in distances.iter_mut().zip(colours) {
        let (dr, dg, db) = (i32::from(c[0]) - r, i32::from(c[1]) - g, i32::from(c[2]) - b);
        *d = (dr * dr + dg * dg + db * db) as u32;
    }
    let mut best = 0;
    for (i, &d) in distances.iter().enumerate() {
        if d < distances[best] {
            best = i;
        }
    }
    best as u32
}

/// Too many colours for a palette: plain RGB.
fn write_rgb(runs: &[Run], width: u32, height: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut rgb = Vec::with_capacity(3 * width as usize * height as usize);
    for run in runs {
        for _ in 0..run.len {
            rgb.extend_from_slice(&rgb_of(run.key));
        }
    }
    let mut out = Vec::with_capacity(rgb.len() / 16);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(LEVEL));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia::{Color, Paint, Pixmap, Rect, Transform};

    fn decode(bytes: &[u8]) -> (png::ColorType, Vec<u8>, u32, u32) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("a PNG header");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        let frame = reader.next_frame(&mut pixels).expect("PNG pixels");
        pixels.truncate(frame.buffer_size());
        (reader.info().color_type, pixels, frame.width, frame.height)
    }

    fn two_colours() -> Pixmap {
        let mut pixmap = Pixmap::new(40, 30).unwrap();
        pixmap.fill(Color::from_rgba8(251, 250, 246, 255));
        let mut paint = Paint::default();
        paint.set_color_rgba8(211, 47, 47, 255);
        pixmap.fill_rect(Rect::from_xywh(10.0, 5.0, 20.0, 10.0).unwrap(), &paint, Transform::identity(), None);
        pixmap
    }

    #[test]
    fn a_flat_picture_is_indexed_and_decodes_to_its_exact_pixels() {
        let pixmap = two_colours();
        let (colour_type, pixels, w, h) = decode(&encode(pixmap.as_ref()).unwrap());
        assert_eq!((colour_type, w, h), (png::ColorType::Indexed, 40, 30));
        let expected: Vec<u8> = pixmap.pixels().iter().flat_map(|p| [p.red(), p.green(), p.blue()]).collect();
        assert_eq!(pixels, expected);
    }

    /// Runs longer and shorter than the eight-pixel blocks, and ending
    /// inside one, are counted exactly.
    #[test]
    fn runs_are_counted_across_and_inside_the_blocks() {
        let (a, b) = (u32::from_ne_bytes([1, 2, 3, 255]), u32::from_ne_bytes([9, 8, 7, 255]));
        let mut words = vec![a; 20];
        words.extend([b; 3]);
        words.extend([a; 9]);
        words.push(b);
        let mut runs = Vec::new();
        runs_of(&words, &mut runs);
        let lens: Vec<(u32, u32)> = runs.iter().map(|r| (r.key, r.len)).collect();
        let (ka, kb) = (rgb_key(1, 2, 3), rgb_key(9, 8, 7));
        assert_eq!(lens, [(ka, 20), (kb, 3), (ka, 9), (kb, 1)]);
        runs_of(&[], &mut runs);
        assert!(runs.is_empty());
    }

    #[test]
    fn a_rare_colour_takes_its_nearest_palette_colour() {
        let mut colours: Vec<[u8; 3]> = (0..=255u8).map(|v| [v, 0, 0]).collect();
        colours[3] = [0, 0, 250];
        assert_eq!(nearest(&colours, [1, 1, 251]), 3);
        assert_eq!(nearest(&colours, [200, 2, 0]), 200);
    }

    #[test]
    fn a_picture_of_too_many_colours_is_written_as_rgb() {
        let mut pixmap = Pixmap::new(128, 64).unwrap();
        for (i, p) in pixmap.pixels_mut().iter_mut().enumerate() {
            let c = Color::from_rgba8((i % 251) as u8, (i / 251 % 256) as u8, (i * 7 % 256) as u8, 255);
            *p = c.premultiply().to_color_u8();
        }
        let (colour_type, pixels, ..) = decode(&encode(pixmap.as_ref()).unwrap());
        assert_eq!(colour_type, png::ColorType::Rgb);
        assert_eq!(&pixels[..6], &[0, 0, 0, 1, 0, 7]);
    }
}
