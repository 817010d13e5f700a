//! `tavola render`: a board (or its Details picture) after K random moves,
//! without Discord, so anyone can look at a picture (and the tests and
//! benchmark can make many).

use std::path::Path;

use rand::SeedableRng;
use serde_json::Value;
use tavola_engine::{AnyGame, GameKind, SetupError, Turn};
use tavola_words::{Lang, Words};

use crate::details::details_svg;
use crate::{board_svg, rasterize, PictureError, Png};

/// What to render.
#[derive(Clone, Debug)]
pub struct RenderRequest {
    pub kind: GameKind,
    pub players: usize,
    pub seed: u64,
    /// Random moves to play first; `None` for the middle of a random game.
    pub moves: Option<u64>,
    /// Set-up options as JSON (`Value::Null` for the defaults).
    pub options: Value,
    pub lang: Lang,
    /// The Details picture (what the board has no room for) instead of the board.
    pub details: bool,
}

/// A rendered board and what it shows.
#[derive(Debug)]
pub struct Rendered {
    pub game: AnyGame,
    pub moves: u64,
    pub svg: String,
    pub png: Png,
}

/// Why an offline render failed.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Picture(#[from] PictureError),
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    #[error("{0} has no Details picture: its board shows everything public")]
    NoDetails(&'static str),
}

/// The game of `request` after `moves` random decisions (fewer if it ends
/// first); the house players draw from an RNG seeded with `seed`.
///
/// # Errors
/// Bad player count or options.
pub fn play(
    kind: GameKind,
    players: usize,
    options: &Value,
    seed: u64,
    moves: u64,
) -> Result<(AnyGame, u64), SetupError> {
    let mut game = AnyGame::new(kind, players, options, seed)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x7069_6374);
    let mut played = 0;
    while played < moves {
        let Some(&seat) = game.to_act().seats().first() else { break };
        if game.house_move(seat, &mut rng).is_err() {
            break;
        }
        played += 1;
    }
    Ok((game, played))
}

/// How many decisions a whole random game with this seed takes.
///
/// # Errors
/// Bad player count or options.
pub fn game_length(kind: GameKind, players: usize, options: &Value, seed: u64) -> Result<u64, SetupError> {
    let (game, played) = play(kind, players, options, seed, u64::MAX)?;
    debug_assert_eq!(game.to_act(), Turn::Over);
    Ok(played)
}

/// Plays the request's moves and draws the board.
///
/// # Errors
/// Bad set-up, or a picture that could not be made.
pub fn render(request: &RenderRequest, words: &Words) -> Result<Rendered, RenderError> {
    let moves = match request.moves {
        Some(k) => k,
        None => game_length(request.kind, request.players, &request.options, request.seed)? / 2,
    };
    let (game, moves) = play(request.kind, request.players, &request.options, request.seed, moves)?;
    let names: Vec<String> = Vec::new();
    let svg = if request.details {
        details_svg(&game, &names, request.lang, words).ok_or(RenderError::NoDetails(request.kind.info().name))?
    } else {
        board_svg(&game, &names, request.lang, words)
    };
    let png = rasterize(&svg)?;
    Ok(Rendered { game, moves, svg, png })
}

/// Renders the request and writes the PNG to `png` (and the SVG to `svg`).
///
/// # Errors
/// As [`render`], or a file that could not be written.
pub fn write(request: &RenderRequest, words: &Words, png: &Path, svg: Option<&Path>) -> Result<Rendered, RenderError> {
    let rendered = render(request, words)?;
    let save = |path: &Path, bytes: &[u8]| {
        std::fs::write(path, bytes).map_err(|source| RenderError::Write { path: path.display().to_string(), source })
    };
    save(png, &rendered.png.bytes)?;
    if let Some(path) = svg {
        save(path, rendered.svg.as_bytes())?;
    }
    Ok(rendered)
}

/// One picture of the gallery.
#[derive(Debug)]
pub struct GalleryItem {
    /// The PNG's file name in the gallery's folder.
    pub file: String,
    /// The same picture 400 px wide, as Discord shows it before a click.
    pub small: String,
    pub kind: GameKind,
    pub players: usize,
    pub stage: &'static str,
    pub lang: Lang,
    /// `board`, or `details` for the Details picture of the same moment.
    pub picture: &'static str,
    pub png: Png,
}

/// The width Discord gives an embed's picture before it is opened.
pub const GLANCE_WIDTH: u32 = 400;

/// The picture of `svg` scaled to [`GLANCE_WIDTH`] pixels wide (text
/// drawn at that scale by usvg itself, as a browser would).
///
/// # Errors
/// The document does not parse, or could not be encoded.
pub fn glance_png(svg: &str) -> Result<Png, PictureError> {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_str(svg, crate::options())?;
    let scale = GLANCE_WIDTH as f32 / tree.size().width();
    let (width, height) = (GLANCE_WIDTH, (tree.size().height() * scale).round() as u32);
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Empty { width, height })?;
    resvg::render(&tree, tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    let bytes = crate::encode::encode(pixmap.as_ref()).map_err(|e| PictureError::Encode(e.to_string()))?;
    Ok(Png { bytes, width, height })
}

/// `tavola render --gallery DIR`: every game at its smallest and largest
/// table, early, in the middle and late in a seeded random game, in every
/// language, its board and (where it has one) its Details picture, as PNGs
/// in `dir` with `index.html` showing each 400 px wide (what a player sees
/// before a click) beside its full size.
///
/// # Errors
/// A picture could not be made, or a file could not be written.
pub fn gallery(dir: &Path, words: &Words) -> Result<Vec<GalleryItem>, RenderError> {
    let write_err = |path: &Path| {
        let path = path.display().to_string();
        move |source| RenderError::Write { path, source }
    };
    std::fs::create_dir_all(dir).map_err(write_err(dir))?;
    let mut items = Vec::new();
    for &kind in GameKind::ALL {
        let info = kind.info();
        let mut tables = vec![info.min_players];
        if info.max_players != info.min_players {
            tables.push(info.max_players);
        }
        for players in tables {
            let seed = 11;
            let length = game_length(kind, players, &Value::Null, seed)?;
            for (stage, moves) in [("early", length / 6), ("middle", length / 2), ("late", length)] {
                let (game, _) = play(kind, players, &Value::Null, seed, moves)?;
                for lang in Lang::ALL {
                    let pictures = [
                        ("board", Some(board_svg(&game, &[], lang, words))),
                        ("details", details_svg(&game, &[], lang, words)),
                    ];
                    for (picture, svg) in pictures {
                        let Some(svg) = svg else { continue };
                        let png = rasterize(&svg)?;
                        let small = glance_png(&svg)?;
                        let prefix = if picture == "board" { "" } else { "details-" };
                        let stem = format!("{prefix}{}-{players}p-{stage}-{}", kind.id(), lang.code());
                        let (file, small_file) = (format!("{stem}.png"), format!("{stem}-400.png"));
                        let path = dir.join(&file);
                        std::fs::write(&path, &png.bytes).map_err(write_err(&path))?;
                        let path = dir.join(&small_file);
                        std::fs::write(&path, &small.bytes).map_err(write_err(&path))?;
                        items.push(GalleryItem { file, small: small_file, kind, players, stage, lang, picture, png });
                    }
                }
            }
        }
    }
    let path = dir.join("index.html");
    std::fs::write(&path, index_html(&items)).map_err(write_err(&path))?;
    Ok(items)
}

/// The gallery's page: a row per picture, 400 px wide beside full size.
fn index_html(items: &[GalleryItem]) -> String {
    let mut out = String::from(concat!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Tavola pictures</title>\n",
        "<style>body{font-family:sans-serif;background:#36393f;color:#dcddde}",
        "section{margin:0 0 40px}figure{display:inline-block;vertical-align:top;margin:0 16px 0 0}",
        "figcaption{font-size:14px;margin:4px 0}</style></head><body>\n",
        "<h1>Tavola board and Details pictures</h1>\n",
        "<p>Each picture as Discord shows it in an embed before a click (400 px wide), beside its full size.</p>\n"
    ));
    for item in items {
        let kb = item.png.bytes.len() / 1024;
        let caption = format!(
            "{} · {} · {} players · {} · {} · {}×{} px, {kb} KB",
            item.kind.id(),
            item.picture,
            item.players,
            item.stage,
            item.lang.code(),
            item.png.width,
            item.png.height
        );
        out.push_str(&format!(
            "<section><h2>{caption}</h2>\n<figure><img src=\"{small}\" width=\"400\" alt=\"{caption}, 400 px\"><figcaption>400 px</figcaption></figure>\n<figure><img src=\"{file}\" width=\"{w}\" alt=\"{caption}\"><figcaption>full size</figcaption></figure></section>\n",
            small = item.small,
            file = item.file,
            w = item.png.width,
        ));
    }
    out.push_str("</body></html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(kind: GameKind, details: bool) -> RenderRequest {
        RenderRequest { kind, players: 3, seed: 5, moves: Some(40), options: Value::Null, lang: Lang::En, details }
    }

    #[test]
    fn details_draws_the_details_picture_where_a_game_has_one() {
        let words = Words::embedded();
        let board = render(&request(GameKind::Junk, false), &words).unwrap();
        let details = render(&request(GameKind::Junk, true), &words).unwrap();
        assert_eq!(board.moves, details.moves, "the same moment");
        assert_ne!(board.svg, details.svg);
        assert_eq!(Some(&details.svg), details_svg(&details.game, &[], Lang::En, &words).as_ref());
        let none = render(&request(GameKind::GreatWall, true), &words).unwrap_err();
        assert!(none.to_string().contains("no Details picture"), "{none}");
    }
}
