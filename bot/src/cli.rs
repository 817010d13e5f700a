//! The arguments every offline tool takes to set up a game, declared once
//! and flattened into each subcommand (`simulate`, `arena`, `log`, `render`).

use anyhow::Context;
use serde_json::Value;
use tavola_engine::GameKind;

/// Which game, at which table, from which seed.
#[derive(Debug, Clone, clap::Args)]
pub struct GameArgs {
    /// The game's id: year-of-the-dragon, great-wall, attila, ming, junk.
    #[arg(long)]
    pub game: String,
    #[arg(long)]
    pub players: usize,
    /// The seed (of the first game, when several are played: game k uses seed + k).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The game's options as a JSON object, e.g. '{"great_wall":true}'.
    #[arg(long)]
    pub options: Option<String>,
}

impl GameArgs {
    /// The game named by `--game`.
    ///
    /// # Errors
    /// No game has that id.
    pub fn kind(&self) -> anyhow::Result<GameKind> {
        Ok(GameKind::from_id(&self.game)?)
    }

    /// `--options` parsed (`null` without the flag: the game's defaults).
    ///
    /// # Errors
    /// The text is not JSON.
    pub fn options(&self) -> anyhow::Result<Value> {
        match &self.options {
            Some(text) => serde_json::from_str(text).context("--options must be a JSON object"),
            None => Ok(Value::Null),
        }
    }
}
