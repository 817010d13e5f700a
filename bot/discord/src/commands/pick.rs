//! Picking a game by name in a command: autocomplete over the games, in
//! the reader's language, and the typed text back to a game.

use poise::serenity_prelude as serenity;
use tavola_engine::GameKind;

use super::me;
use crate::context::{Context, Error};
use crate::msg;
use crate::render;

/// The games whose id or name (in the reader's language) holds `partial`.
pub async fn autocomplete_game(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let tr = me(ctx);
    let partial = partial.to_lowercase();
    let choices = GameKind::ALL
        .iter()
        .map(|&k| (k, render::kind_name(k, &tr)))
        .filter(|(k, name)| k.id().contains(&partial) || name.to_lowercase().contains(&partial))
        .take(25)
        .map(|(k, name)| serenity::AutocompleteChoice::new(render::clip(&name, 100), k.id()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A game by its id or its name in any language.
///
/// # Errors
/// No game is called so; the message lists the ids.
pub fn parse_game(text: &str, tr: &crate::i18n::Tr) -> Result<GameKind, Error> {
    let t = text.trim().to_lowercase();
    let named =
        |k: GameKind| crate::i18n::Lang::ALL.iter().any(|&l| render::kind_name(k, &tr.to(l)).to_lowercase() == t);
    GameKind::ALL.iter().copied().find(|&k| k.id() == t || named(k)).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        Error::Input(msg!(
            "game-unknown",
            name = render::escape_markdown(&render::clip(text, 40)),
            games = ids.join(", ")
        ))
    })
}
