//! `/game rules`: each game's rules in a few lines, in our own words
//! (`rules-<game>` in data/bot), and the facts the engine knows (player
//! range, options) for any game.

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
}
