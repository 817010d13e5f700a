//! A finished game's Analysis message, in the server's words: which game,
//! how it was searched, and its three turning points, each move named
//! with the very label the game's panels and log give it
//! ([`tavola_engine::Game::action_msg`], worded by the game's Fluent
//! file, as `tavola analyze` and hints do), the players by name.

use poise::serenity_prelude::CreateEmbed;

use crate::i18n::Tr;
use crate::render::{game_name, GameWords};
use crate::table::analysis::AnalysisRecord;
use crate::table::record::SessionRecord;
use crate::{msg, t};

/// The three turning points in words, the costliest first; one line that
/// says there were none, if none cost five points of a chance.
pub fn turning_point_lines(record: &SessionRecord, analysis: &AnalysisRecord, tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    let points = analysis.turning_points();
    if points.is_empty() {
        return vec![t!(tr, "analysis-no-turning-point")];
    }
    points
        .iter()
        .map(|p| {
            words.say(&msg!(
                "analysis-turning-point",
                turn = p.turn,
                player = p.seat,
                played = words.word(&p.played_msg),
                preferred = words.word(&p.preferred_msg),
                before = percent(p.before),
                after = percent(p.after)
            ))
        })
        .collect()
}

/// A chance as a whole percentage.
pub fn percent(chance: f64) -> i64 {
    (chance * 100.0).round() as i64
}

/// The Analysis message's embed: its title names the game, the first line
/// says how it was searched, then the turning points, numbered as on the
/// chart; `picture` is the chart's attachment URL, if drawn.
pub fn analysis_embed(
    record: &SessionRecord,
    analysis: &AnalysisRecord,
    budget: u32,
    picture: Option<String>,
    tr: &Tr,
) -> CreateEmbed {
    let title = t!(tr, "analysis-title", id = record.id.to_string(), game = game_name(record, tr));
    let heading = tr.say(&msg!(
        "analysis-heading",
        game = game_name(record, tr),
        players = record.seats.len(),
        decisions = analysis.decisions.len(),
        budget = budget
    ));
    let points: Vec<String> = turning_point_lines(record, analysis, tr)
        .into_iter()
        .enumerate()
        .map(|(i, line)| if analysis.turning_points().is_empty() { line } else { format!("**{}.** {line}", i + 1) })
        .collect();
    let description =
        format!("{heading}\n\n**{}**\n{}", t!(tr, "analysis-turning-points"), crate::render::clip(&points.join("\n"), 3500));
    let mut embed = CreateEmbed::new().title(crate::render::clip(&title, 250)).description(description);
    if let Some(url) = picture {
        embed = embed.image(url);
    }
    embed.footer(poise::serenity_prelude::CreateEmbedFooter::new(t!(tr, "analysis-footer")))
}
