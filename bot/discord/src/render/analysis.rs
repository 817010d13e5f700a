//! A finished game's Analysis message, in the server's words: which game,
//! how it was searched, and its three turning points, each move named
//! with the very label the game's panels and log give it
//! ([`tavola_engine::Game::action_msg`], worded by the game's Fluent
//! file, as `tavola analyze` and hints do), the players by name.

use poise::serenity_prelude::CreateEmbed;
use tavola_engine::ai::analysis::TurningPoint;
use tavola_engine::Msg;

use crate::i18n::Tr;
use crate::render::{game_name, GameWords};
use crate::{msg, t};
use tavola_table::analysis::AnalysisRecord;
use tavola_table::record::SessionRecord;

/// The three turning points in words, the costliest first; one line that
/// says there were none, if none cost five points of a chance.
pub fn turning_point_lines(record: &SessionRecord, analysis: &AnalysisRecord, tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    let points = analysis.turning_points();
    if points.is_empty() {
        return vec![t!(tr, "analysis-no-turning-point")];
    }
    points.iter().map(|p| words.say(&turning_point_msg(&record.game, p, |label| words.word(label)))).collect()
}

/// One turning point as a sentence to word, its moves named by `label`
/// (the game's own labels, in the reader's language): the Analysis message
/// and `tavola analyze` say it alike, naming the game's own turn.
pub fn turning_point_msg(game: &str, point: &TurningPoint, label: impl Fn(&Msg) -> String) -> Msg {
    msg!(
        "analysis-turning-point",
        when = crate::render::round_msg(game, u64::from(point.round)),
        player = point.seat,
        played = label(&point.played_msg),
        preferred = label(&point.preferred_msg),
        before = percent(point.before),
        after = percent(point.after)
    )
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
    let description = format!(
        "{heading}\n\n**{}**\n{}",
        t!(tr, "analysis-turning-points"),
        crate::render::clip(&points.join("\n"), 3500)
    );
    let mut embed = CreateEmbed::new().title(crate::render::clip(&title, 250)).description(description);
    if let Some(url) = picture {
        embed = embed.image(url);
    }
    embed.footer(poise::serenity_prelude::CreateEmbedFooter::new(t!(tr, "analysis-footer")))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::ai::analysis::Decision;
    use tavola_engine::{AnyGame, GameKind, Seat};

    use super::*;
    use crate::i18n::Lang;
    use tavola_table::analysis::AnalysisStatus;
    use tavola_table::record::{SessionRecord, Status};

    fn record() -> SessionRecord {
        let mut record = crate::render::game_checks::record(GameKind::GreatWall, 2);
        (record.id, record.options, record.status, record.version) = (12, json!({}), Status::Over, 40);
        record
    }

    /// An analysis whose turning points are decisions 14, 3 and 30 (in that
    /// order of cost; turns 8, 2 and 16), labelled with a real Great Wall game's own labels;
    /// and the labels of the played and preferred moves, in `lang`.
    fn analysis(lang: Lang) -> (AnalysisRecord, String, String) {
        let game = AnyGame::new(GameKind::GreatWall, 2, &Value::Null, 1).unwrap();
        let legal = game.legal(Seat(0));
        let (played, preferred) = (&legal[0], &legal[1]);
        let decision = |turn: usize, before: f64, after: f64| Decision {
            turn,
            round: (turn / 2 + 1) as u32,
            seat: Seat((turn % 2) as u8),
            played: played.id.clone(),
            played_msg: played.msg.clone(),
            preferred: preferred.id.clone(),
            preferred_msg: preferred.msg.clone(),
            win: vec![0.5, 0.5],
            preferred_win: before,
            played_win: Some(after),
        };
        let decisions = (1..=40)
            .map(|t| match t {
                14 => decision(t, 0.41, 0.28 - 0.2),
                3 => decision(t, 0.6, 0.45),
                30 => decision(t, 0.5, 0.43),
                _ => Decision { played: preferred.id.clone(), ..decision(t, 0.5, 0.5) },
            })
            .collect();
        let words = GameWords::new(&record(), &Tr::embedded(lang));
        let labels = (words.word(&played.msg), words.word(&preferred.msg));
        let analysis =
            AnalysisRecord { session: 12, status: AnalysisStatus::Done, total: 40, decisions, message: None };
        (analysis, labels.0, labels.1)
    }

    #[test]
    fn the_three_turning_points_read_in_both_languages_with_the_game_s_own_labels() {
        let (a, played, preferred) = analysis(Lang::En);
        let lines = turning_point_lines(&record(), &a, &Tr::embedded(Lang::En));
        assert_eq!(lines.len(), 3, "{lines:#?}");
        assert!(lines[0].starts_with("Turn 8: 🔴 Anna chose “"), "{}", lines[0]);
        assert!(lines[0].contains(&format!("“{played}” where “{preferred}” was better")), "{}", lines[0]);
        assert!(lines[0].ends_with("fell from 41% to 8%."), "{}", lines[0]);
        assert!(lines[1].starts_with("Turn 2: ") && lines[1].contains("House 1"), "{}", lines[1]);
        assert!(lines[2].starts_with("Turn 16: "), "{}", lines[2]);

        let (a, played, preferred) = analysis(Lang::It);
        let lines = turning_point_lines(&record(), &a, &Tr::embedded(Lang::It));
        assert!(lines[0].starts_with("Turno 8: 🔴 Anna ha scelto “"), "{}", lines[0]);
        assert!(lines[0].contains(&format!("“{played}” quando “{preferred}” era meglio")), "{}", lines[0]);
        assert!(lines[0].ends_with("dal 41 % all'8 %."), "{}", lines[0]);
        assert!(lines[1].contains("Bot 1"), "{}", lines[1]);
        for line in &lines {
            assert!(!line.contains('{') && !line.contains("gw-"), "raw words: {line}");
        }
        // The article elides before a vowel as an Italian writes it.
        let it = Tr::embedded(Lang::It);
        let fell = |before: i64, after: i64| {
            t!(
                it,
                "analysis-turning-point",
                when = "",
                player = "",
                played = "",
                preferred = "",
                before = before,
                after = after
            )
        };
        assert!(fell(80, 0).ends_with("scesa dall'80 % allo 0 %."), "{}", fell(80, 0));
        assert!(fell(50, 11).ends_with("scesa dal 50 % all'11 %."), "{}", fell(50, 11));
        assert!(fell(1, 100).ends_with("scesa dall'1 % al 100 %."), "{}", fell(1, 100));
    }

    #[test]
    fn the_embed_numbers_the_turning_points_as_the_chart_does_and_says_when_there_is_none() {
        let (a, ..) = analysis(Lang::En);
        let embed = serde_json::to_value(analysis_embed(
            &record(),
            &a,
            3000,
            Some("attachment://c.png".into()),
            &Tr::embedded(Lang::En),
        ))
        .unwrap();
        assert_eq!(embed["title"], "Analysis of game #12 · Chinesische Mauer (The Great Wall of China)");
        let text = embed["description"].as_str().unwrap();
        assert!(text.contains("40 decisions, each searched 3000 times"), "{text}");
        assert!(text.contains("**1.** Turn 8") && text.contains("**3.** Turn 16"), "{text}");
        assert_eq!(embed["image"]["url"], "attachment://c.png");
        let calm = AnalysisRecord { decisions: a.decisions.iter().take(2).cloned().collect(), ..a };
        let embed = serde_json::to_value(analysis_embed(&record(), &calm, 30, None, &Tr::embedded(Lang::It))).unwrap();
        let text = embed["description"].as_str().unwrap();
        assert!(text.contains("Momenti decisivi") && text.contains("Nessuna mossa"), "{text}");
        assert!(embed.get("image").is_none(), "text only");
    }
}
