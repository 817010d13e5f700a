//! Tavola's board pictures: each game's public board drawn as a landscape
//! SVG (1200 px wide, between 4:3 and 2:1, the frame Discord shows an
//! embed's image in) that reads at a glance at 400 px wide, rasterized to
//! PNG with a bundled font.
//!
//! - [`board_svg`] draws a game's board from its typed public view
//!   (`Viewer::Public`, never JSON), so a picture can never show hidden
//!   information and a change to a view is a compile error here;
//!   [`board_svg_detailed`] the same picture for a web page, its parts
//!   carrying details a browser shows on hover or tap (each palace's
//!   residents, each junk's layers, each district's members...).
//! - [`board_png`] / [`rasterize`]: SVG to PNG with resvg; the only font is
//!   the bundled DejaVu Sans (no system font lookup); text comes from a
//!   cache of rendered labels (`labels`); [`encode`] writes the PNG, indexed.
//! - [`offline`]: `tavola render`, a board after K random moves, and
//!   `tavola render --gallery DIR`, every game early, middle and late.
//! - [`scores`]: the results' chart, each player's score over a finished
//!   game; [`chances`]: the analysis' chart, each player's chance to win
//!   move by move.
//! - One builder per game: [`ming`], [`attila`], [`junk`], [`dragon`],
//!   [`great_wall`]; [`details`] the details picture ([`details_svg`],
//!   [`details_png`]: what the board has no room for, for the Details
//!   button); [`svg`] is the tiny writer they all draw with (every
//!   text names the box it must stay in; players' markers carry colour,
//!   shape and initial) and [`parts`] the frame they share (the title
//!   strip, whose turn, the players' row with their scores); text is laid
//!   out by the font's own widths (`metrics`).

pub mod attila;
pub mod chances;
pub mod details;
pub mod dragon;
pub mod encode;
pub mod great_wall;
pub mod junk;
mod labels;
mod metrics;
pub mod ming;
pub mod offline;
mod paint;
pub mod parts;
pub mod scores;
pub mod svg;

use std::cell::RefCell;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::{tiny_skia, usvg};
use tavola_engine::{AnyGame, Game, GameKind, Msg, Seat, Viewer};
use tavola_words::{Domain, Lang, Names, Words};
use thiserror::Error;

pub use details::{details_png, details_svg, has_details};

/// DejaVu Sans (see fonts/LICENSE-DejaVu.txt): the one font pictures use.
const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
const FONT_BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

/// A rendered picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Why a picture could not be made. The caller falls back to the text board.
#[derive(Debug, Error)]
pub enum PictureError {
    #[error("the picture's SVG does not parse: {0}")]
    Svg(#[from] usvg::Error),
    #[error("the picture has no area ({width}x{height})")]
    Empty { width: u32, height: u32 },
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(String),
}

/// What a builder needs besides the view: words in one language and the
/// players' names.
pub struct Ctx<'a> {
    pub words: &'a Words,
    pub lang: Lang,
    names: Names,
    /// Each seat's marker (see [`svg::marks`]).
    marks: Vec<svg::Mark>,
    /// Wording problems met (a missing message, an English fallback), for
    /// the tests that keep the picture words complete.
    problems: RefCell<Vec<String>>,
    /// Whether the board's parts carry details (see [`svg::Svg::open_detail`]).
    details: bool,
}

impl<'a> Ctx<'a> {
    /// `names` by seat; an empty or missing name reads "Player N".
    pub fn new(words: &'a Words, lang: Lang, names: &[String], players: usize) -> Ctx<'a> {
        let names = Names::new(names.to_vec());
        let called: Vec<String> = Seat::all(players).map(|s| words.seat_name(lang, s, &names)).collect();
        Ctx { words, lang, names, marks: svg::marks(&called), problems: RefCell::new(Vec::new()), details: false }
    }

    /// The same, drawing details on the board's parts when `details` is on.
    #[must_use]
    pub fn with_details(mut self, details: bool) -> Ctx<'a> {
        self.details = details;
        self
    }

    /// Whether the board's parts carry details.
    pub fn details(&self) -> bool {
        self.details
    }

    /// A seat's marker: colour, shape and initial.
    pub fn mark(&self, seat: Seat) -> svg::Mark {
        self.marks.get(seat.index()).cloned().unwrap_or_else(|| {
            let style = svg::seat_style(seat);
            svg::Mark { fill: style.fill, ink: style.ink, shape: style.shape, label: (seat.index() + 1).to_string() }
        })
    }

    /// A picture word (data/pictures/<lang>.ftl).
    pub fn say(&self, msg: &Msg) -> String {
        self.checked(Domain::Pictures, msg)
    }

    /// A picture word without arguments.
    pub fn word(&self, id: &str) -> String {
        self.say(&dynamic(id))
    }

    /// A word of a game's own resources (a tribe, a person, a colour).
    pub fn game_word(&self, kind: GameKind, id: &str) -> String {
        self.checked(Domain::Game(kind), &dynamic(id))
    }

    /// A game's own message (a title, an event) in the reader's language.
    pub fn game_say(&self, kind: GameKind, msg: &Msg) -> String {
        self.checked(Domain::Game(kind), msg)
    }

    fn checked(&self, domain: Domain, msg: &Msg) -> String {
        self.words.try_render(self.lang, domain, msg, &self.names).unwrap_or_else(|problems| {
            self.problems.borrow_mut().extend(problems);
            self.words.render(self.lang, domain, msg, &self.names)
        })
    }

    /// How a seat is called.
    pub fn name(&self, seat: Seat) -> String {
        self.words.seat_name(self.lang, seat, &self.names)
    }
}

/// A message without arguments whose id is built at run time.
fn dynamic(id: &str) -> Msg {
    Msg { id: id.to_owned().into(), args: Vec::new() }
}

/// The game's public board as a landscape SVG document, [`svg::WIDTH`]
/// pixels wide and [`svg::MIN_HEIGHT`] to [`svg::MAX_HEIGHT`] high.
pub fn board_svg(game: &AnyGame, names: &[String], lang: Lang, words: &Words) -> String {
    board_svg_checked(game, names, lang, words).0
}

/// The same picture as [`board_svg`] for a web page: the board's parts
/// carry details in the reader's language, from the same public view (a
/// palace's residents, a junk's layers, a district's members, a province's
/// tribes, a wall section's cards, each player's whole public status),
/// which a browser shows on hover and the page's script on a tap. Each
/// detail wraps its part's drawing as
/// `<g class="tv-detail" tabindex="0" data-detail="TEXT"><title>TEXT</title>…</g>`,
/// the text escaped (names are the players' own), its line breaks written
/// `&#10;`. Without that markup the document is [`board_svg`]'s.
pub fn board_svg_detailed(game: &AnyGame, names: &[String], lang: Lang, words: &Words) -> String {
    board_svg_with(game, names, lang, words, true).0
}

/// As [`board_svg`], with every wording problem met (none in a complete
/// set of resources).
pub fn board_svg_checked(game: &AnyGame, names: &[String], lang: Lang, words: &Words) -> (String, Vec<String>) {
    board_svg_with(game, names, lang, words, false)
}

/// The board with or without details, and every wording problem met.
pub(crate) fn board_svg_with(
    game: &AnyGame,
    names: &[String],
    lang: Lang,
    words: &Words,
    details: bool,
) -> (String, Vec<String>) {
    let ctx = Ctx::new(words, lang, names, game.players()).with_details(details);
    let svg = match game {
        AnyGame::Ming(g) => ming::svg(&g.view(Viewer::Public), &ctx),
        AnyGame::Attila(g) => attila::svg(&g.view(Viewer::Public), &ctx),
        AnyGame::Junk(g) => junk::svg(&g.view(Viewer::Public), &ctx),
        AnyGame::YearOfTheDragon(g) => dragon::svg(&g.view(Viewer::Public), &ctx),
        AnyGame::GreatWall(g) => great_wall::svg(&g.view(Viewer::Public), &ctx),
    };
    (svg, ctx.problems.into_inner())
}

/// The game's public board as a PNG.
///
/// # Errors
/// The SVG could not be rasterized or encoded (a bug; the caller shows the
/// text board instead).
pub fn board_png(game: &AnyGame, names: &[String], lang: Lang, words: &Words) -> Result<Png, PictureError> {
    rasterize(&board_svg(game, names, lang, words))
}

/// The bundled fonts, loaded once.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            db.load_font_data(FONT.to_vec());
            db.load_font_data(FONT_BOLD.to_vec());
            db.set_sans_serif_family("DejaVu Sans");
            Arc::new(db)
        })
        .clone()
}

/// An SVG document as a PNG, its text set in the bundled font.
///
/// # Errors
/// The document does not parse, has no area, or could not be encoded.
pub fn rasterize(svg: &str) -> Result<Png, PictureError> {
    let (shapes, texts) = labels::split(svg);
    let shapes = Shapes::read(&shapes)?;
    let (width, height) = shapes.size();
    let mut canvas = Canvas::take();
    let result = (|| {
        let Canvas { pixels, encoding } = &mut canvas;
        let pixels = sized(pixels, width, height, shapes.covers_all()).ok_or(PictureError::Empty { width, height })?;
        let mut pixmap = shapes.draw(pixels, width, height).ok_or(PictureError::Empty { width, height })?;
        labels::draw(&texts, &mut pixmap, options());
        let bytes = encode::encode_with(pixmap.as_ref(), encoding).map_err(|e| PictureError::Encode(e.to_string()))?;
        Ok(Png { bytes, width, height })
    })();
    canvas.give_back();
    result
}

/// What a document's shapes are drawn from: the writer's own form, painted
/// directly ([`paint`]), or usvg's tree of any other document.
enum Shapes {
    Painted(paint::Drawing),
    Tree(Box<usvg::Tree>),
}

impl Shapes {
    fn read(svg: &str) -> Result<Shapes, PictureError> {
        Ok(match paint::Drawing::parse(svg) {
            Some(drawing) => Shapes::Painted(drawing),
            None => Shapes::Tree(Box::new(usvg::Tree::from_str(svg, options())?)),
        })
    }

    /// Whether the first shape paints every pixel opaque (the page), so
    /// the canvas need not be cleared first.
    fn covers_all(&self) -> bool {
        matches!(self, Shapes::Painted(drawing) if drawing.covers_all())
    }

    fn size(&self) -> (u32, u32) {
        match self {
            Shapes::Painted(drawing) => (drawing.width, drawing.height),
            Shapes::Tree(tree) => {
                let size = tree.size().to_int_size();
                (size.width(), size.height())
            }
        }
    }

    /// Draws the shapes on `pixels`, and hands them back as a pixmap.
    fn draw<'p>(&self, pixels: &'p mut [u32], width: u32, height: u32) -> Option<tiny_skia::PixmapMut<'p>> {
        if let Shapes::Painted(drawing) = self {
            drawing.paint(pixels);
        }
        let mut pixmap = tiny_skia::PixmapMut::from_bytes(bytemuck::cast_slice_mut(pixels), width, height)?;
        if let Shapes::Tree(tree) = self {
            resvg::render(tree, tiny_skia::Transform::default(), &mut pixmap);
        }
        Some(pixmap)
    }
}

/// usvg's options (the bundled fonts, DejaVu Sans by default), built once.
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| usvg::Options {
        font_family: "DejaVu Sans".into(),
        fontdb: fonts(),
        ..usvg::Options::default()
    })
}

/// Pixel buffers kept between pictures: a board is a few million pixels,
/// and a fresh buffer each time costs more in page faults and zeroing than
/// painting a board's flat areas. At most one per core is kept, whichever
/// threads render, so memory stays bounded however many threads a caller's
/// pool holds.
static CANVASES: Mutex<Vec<Canvas>> = Mutex::new(Vec::new());

/// A reusable RGBA buffer, a word a pixel (so [`paint`] writes whole
/// pixels), and the encoder's room.
#[derive(Default)]
struct Canvas {
    pixels: Vec<u32>,
    encoding: encode::Scratch,
}

impl Canvas {
    /// A kept buffer, or a new one.
    fn take() -> Canvas {
        Self::pool().pop().unwrap_or_default()
    }

    /// Keeps this buffer for the next picture, unless enough are kept.
    fn give_back(self) {
        let keep = std::thread::available_parallelism().map_or(2, |n| n.get());
        let mut pool = Self::pool();
        if pool.len() < keep {
            pool.push(self);
        }
    }

    fn pool() -> std::sync::MutexGuard<'static, Vec<Canvas>> {
        CANVASES.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// `pixels` as `width` x `height` pixels (`None` for no area or an
/// impossible size): transparent, or as the last picture left them when
/// the caller paints every pixel anyway (`covered`).
fn sized(pixels: &mut Vec<u32>, width: u32, height: u32, covered: bool) -> Option<&mut [u32]> {
    let len = (width as usize).checked_mul(height as usize).filter(|&n| n > 0 && n <= i32::MAX as usize / 4)?;
    if !covered || pixels.len() != len {
        pixels.clear();
        pixels.resize(len, 0);
    }
    Some(pixels)
}

#[cfg(test)]
mod tests;
