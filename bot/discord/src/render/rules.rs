//! `/game rules`: each game's rules in a few lines, in our own words
//! (`rules-<game>` in data/bot), and the facts the engine knows (player
//! range, options) for any game; and what the game's board picture shows
//! (`rules-picture-<game>`, after what `pictures/src/<game>.rs` draws),
//! under the picture of the channel's game when there is one.

use poise::serenity_prelude::CreateEmbed;
use tavola_engine::GameKind;

use super::{kind_name, option_id};
use crate::i18n::{dynamic, Tr};
use crate::t;

/// A game's summary in words.
fn summary(kind: GameKind, tr: &Tr) -> String {
    tr.say(&dynamic(format!("rules-{}", kind.id())))
}

/// The rules text of a game, at most ~1,800 characters.
pub fn text(kind: GameKind, tr: &Tr) -> String {
    let info = kind.info();
    let players = t!(tr, "rules-players", min = info.min_players, max = info.max_players);
    let mut out = format!("**{}** · {players}\n", kind_name(kind, tr));
    out.push_str(&summary(kind, tr));
    out.push('\n');
    if info.options.is_empty() {
        out.push_str(&format!("-# {}", t!(tr, "rules-no-options")));
    } else {
        out.push_str(&t!(tr, "rules-options"));
        out.push('\n');
        for o in &info.options {
            let id = option_id(kind, o.name);
            let name = tr.say(&dynamic(id.clone()));
            let help = tr.say(&dynamic(format!("{id}-help")));
            out.push_str(&format!("- **{name}**: {help}\n"));
        }
    }
    super::clip(&out, 1900)
}

/// What a game's board picture shows, in a few lines: its own marks
/// first, then what every picture shares (the strip, the players' row,
/// the markers).
pub fn picture_legend(kind: GameKind, tr: &Tr) -> String {
    let own = match kind {
        GameKind::GreatWall => t!(tr, "rules-picture-great-wall"),
        GameKind::YearOfTheDragon => t!(tr, "rules-picture-year-of-the-dragon"),
        GameKind::Ming => t!(tr, "rules-picture-ming"),
        GameKind::Junk => t!(tr, "rules-picture-junk"),
        GameKind::Attila => t!(tr, "rules-picture-attila"),
    };
    format!("{own}\n{}", t!(tr, "rules-picture-common"))
}

/// The legend as an embed, for the picture to sit under (`image`: the
/// attachment's URL, when there is a picture).
pub fn picture_embed(kind: GameKind, image: Option<&str>, tr: &Tr) -> CreateEmbed {
    let embed = super::embed("", &t!(tr, "rules-picture-title"), &picture_legend(kind, tr), &[], "");
    match image {
        Some(url) => embed.image(url),
        None => embed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_game_has_a_summary_that_fits_a_message_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::embedded(lang);
            for &kind in GameKind::ALL {
                assert!(summary(kind, &tr).lines().count() >= 4, "{} has no summary", kind.id());
                let text = text(kind, &tr);
                assert!(text.chars().count() <= 1900 && !text.ends_with('…'), "{} is clipped", kind.id());
            }
        }
    }

    #[test]
    fn every_game_explains_its_picture_within_one_embed_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::embedded(lang);
            let mut seen = Vec::new();
            for &kind in GameKind::ALL {
                let legend = picture_legend(kind, &tr);
                let n = legend.chars().count();
                assert!((300..=1500).contains(&n), "{} in {}: {n} characters", kind.id(), lang.code());
                assert!(legend.lines().all(|l| l.starts_with("- ")), "bullet lines only: {legend}");
                assert!(!seen.contains(&legend), "{} has a legend of its own", kind.id());
                seen.push(legend);
            }
        }
        let en = Tr::embedded(Lang::En);
        // The signs each picture draws (pictures/src/<game>.rs).
        assert!(picture_legend(GameKind::GreatWall, &en).contains("✹ dragon"));
        assert!(picture_legend(GameKind::YearOfTheDragon, &en).contains("☣ contagion"));
        assert!(picture_legend(GameKind::Ming, &en).contains("♛") && picture_legend(GameKind::Ming, &en).contains("✚"));
        assert!(picture_legend(GameKind::Junk, &en).contains("⚓"));
        assert!(
            picture_legend(GameKind::Attila, &en).contains("★") && picture_legend(GameKind::Attila, &en).contains("⇄")
        );
    }
}
