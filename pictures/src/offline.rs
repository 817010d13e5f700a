//! `tavola render`: a board after K random moves, without Discord, so
//! anyone can look at a picture (and the tests and benchmark can make many).

use std::path::Path;

use rand::SeedableRng;
use serde_json::Value;
use tavola_engine::{AnyGame, GameKind, SetupError, Turn};
use tavola_words::{Lang, Words};

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
    let svg = board_svg(&game, &names, request.lang, words);
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
