//! The messages of a game's big moments, apart from the board: a scoring
//! notice for each batch of scoring events (a month, a century, a round,
//! a city, a sale, a section of the wall), and the results when the game
//! ends. Each is its own embed, never cut: a long one is split in parts.

use poise::serenity_prelude::CreateEmbed;
use tavola_engine::{AppliedEvent, Audience, GameKind, Outcome, Seat};

use super::{embed, game_name, names, player, GameWords, DESCRIPTION_MAX};
use crate::i18n::Tr;
use crate::t;
use crate::table::record::SessionRecord;

/// The events that score, by message id: what each game calls its
/// scoring moments (Dragon: month and final; Great Wall: a section won
/// or closed; Ming: a city and the province tiles; Dschunke: a sale and
/// the final count; Attila: a century and the final count).
const SCORING: &[&str] = &[
    "dragon-scoring",
    "dragon-festival",
    "dragon-festival-nobody",
    "dragon-super-points",
    "dragon-final",
    "great-wall-section-won",
    "great-wall-section-won-both",
    "great-wall-section-closed",
    "ming-city-scored",
    "ming-city-no-points",
    "ming-final-tiles",
    "junk-ev-sale-won",
    "junk-ev-sale-won-special",
    "junk-ev-sale-tied",
    "junk-ev-sale-tied-special",
    "junk-ev-final-scores",
    "junk-final-entry",
    "attila-scoring-century",
    "attila-scoring-century-none",
    "attila-scoring-final",
    "attila-scoring-final-none",
];

/// Whether a message id names a scoring moment.
pub fn is_scoring(id: &str) -> bool {
    SCORING.contains(&id)
}

/// The public scoring events among `events`, in words, in order.
pub fn scoring_lines(record: &SessionRecord, events: &[AppliedEvent], tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    events
        .iter()
        .filter(|e| e.audience == Audience::Public && is_scoring(&e.msg.id))
        .map(|e| words.word(&e.msg))
        .collect()
}

/// Splits lines into texts of at most `max` characters, never cutting a
/// line that fits (a longer line is cut at character boundaries).
pub fn split(lines: &[String], max: usize) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    for line in lines {
        let mut rest: Vec<char> = line.chars().collect();
        while !rest.is_empty() {
            let room = if current.is_empty() { max } else { max.saturating_sub(current.chars().count() + 1) };
            if rest.len() <= room {
                if !current.is_empty() {
                    current.push('\n');
                }
                current.extend(rest.drain(..));
            } else if current.is_empty() {
                current.extend(rest.drain(..max));
                parts.push(std::mem::take(&mut current));
            } else {
                parts.push(std::mem::take(&mut current));
            }
        }
    }
    if !current.is_empty() {
        parts.push(current);
    }
    parts
}

/// The most an embed description holds here: Discord's limit with room
/// for the title and the author in the 6,000 of a message.
const NOTICE_MAX: usize = DESCRIPTION_MAX - 200;

/// One scoring notice: embeds with every line, in parts if long.
pub fn scoring_embeds(record: &SessionRecord, lines: &[String], tr: &Tr) -> Vec<CreateEmbed> {
    let parts = split(lines, NOTICE_MAX);
    let count = parts.len();
    parts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let title = if count == 1 {
                t!(tr, "scoring-title")
            } else {
                t!(tr, "scoring-title-part", part = i + 1, parts = count)
            };
            embed(&game_name(record, tr), &title, "", &[], "").description(text.clone())
        })
        .collect()
}

/// A seat's place: 1 + how many seats did strictly better on score, then
/// on the tie-break.
pub fn rank(outcome: &Outcome, seat: Seat) -> usize {
    let key = |i: usize| (outcome.scores[i], outcome.tiebreak.as_ref().map_or(0, |t| t.values[i]));
    let mine = key(seat.index());
    1 + (0..outcome.scores.len()).filter(|&i| key(i) > mine).count()
}

/// The seats from first to last place.
pub fn ranking(outcome: &Outcome) -> Vec<Seat> {
    let mut seats: Vec<Seat> = (0..outcome.scores.len()).map(|i| Seat(i as u8)).collect();
    seats.sort_by_key(|&s| rank(outcome, s));
    seats
}

/// The results of a finished game: the ranking with each score, the
/// tie-break if it decided a place, and how the points came (the game's
/// final scoring events, `breakdown`). In parts if long.
pub fn results_embeds(record: &SessionRecord, outcome: &Outcome, breakdown: &[String], tr: &Tr) -> Vec<CreateEmbed> {
    let mut lines: Vec<String> = ranking(outcome)
        .into_iter()
        .map(|s| {
            t!(
                tr,
                "results-line",
                rank = rank(outcome, s),
                player = player(record, s, tr),
                score = outcome.scores[s.index()]
            )
        })
        .collect();
    if let Some(tb) = outcome.tiebreak.as_ref().filter(|_| tie_broken(outcome)) {
        let values: Vec<String> = ranking(outcome)
            .into_iter()
            .map(|s| format!("{} {}", player(record, s, tr), tb.values[s.index()]))
            .collect();
        let rule = match GameKind::from_id(&record.game) {
            Ok(kind) => tr.game(kind, &crate::i18n::dynamic(tb.rule.clone()), &names(record, tr), &[]),
            Err(_) => tb.rule.clone(),
        };
        lines.push(t!(tr, "results-tiebreak", rule = rule, values = values.join(", ")));
    }
    if crate::table::hints::hints_on(&record.options) {
        let used: Vec<String> = crate::table::hints::used(record)
            .into_iter()
            .map(|(s, n)| t!(tr, "results-hints-used", player = player(record, s, tr), count = n))
            .collect();
        let used = if used.is_empty() { t!(tr, "results-no-hints") } else { used.join(", ") };
        lines.push(format!("💡 {}", t!(tr, "results-hints", used = used)));
    }
    if !breakdown.is_empty() {
        lines.push(String::new());
        lines.push(format!("**{}**", t!(tr, "results-scoring")));
        lines.extend(breakdown.iter().cloned());
    }
    let author = game_name(record, tr);
    split(&lines, NOTICE_MAX)
        .iter()
        .map(|text| embed(&author, &t!(tr, "results-title"), "", &[], "").description(text.clone()))
        .collect()
}

/// Whether two seats tied on score and the tie-break told them apart.
fn tie_broken(outcome: &Outcome) -> bool {
    let n = outcome.scores.len();
    (0..n).any(|i| {
        (0..n).any(|j| {
            i != j
                && outcome.scores[i] == outcome.scores[j]
                && rank(outcome, Seat(i as u8)) != rank(outcome, Seat(j as u8))
        })
    })
}

#[cfg(test)]
mod tests {
    use tavola_engine::Tiebreak;

    use super::*;

    #[test]
    fn a_long_notice_is_split_between_lines_and_loses_nothing() {
        let lines: Vec<String> = (0..40).map(|i| format!("line {i} {}", "x".repeat(150))).collect();
        let parts = split(&lines, 1000);
        assert!(parts.len() > 1 && parts.iter().all(|p| p.chars().count() <= 1000));
        assert_eq!(parts.join("\n"), lines.join("\n"));
        let long = vec!["y".repeat(2500)];
        assert_eq!(split(&long, 1000).concat(), long[0]);
    }

    #[test]
    fn ties_share_a_place_unless_the_tiebreak_parts_them() {
        let plain = Outcome::ranked(vec![10, 12, 10], None);
        assert_eq!([0, 1, 2].map(|i| rank(&plain, Seat(i))), [2, 1, 2]);
        assert!(!tie_broken(&plain));
        let broken = Outcome::ranked(vec![10, 12, 10], Some(Tiebreak { rule: "yuan".into(), values: vec![3, 0, 5] }));
        assert_eq!([0, 1, 2].map(|i| rank(&broken, Seat(i))), [3, 1, 2]);
        assert_eq!(ranking(&broken), vec![Seat(1), Seat(2), Seat(0)]);
        assert!(tie_broken(&broken));
    }

    #[test]
    fn every_scoring_id_is_a_message_of_its_game() {
        let files = ["year-of-the-dragon", "great-wall", "ming", "junk", "attila"]
            .map(|d| std::fs::read_to_string(format!("{}/../data/{d}/en.ftl", env!("CARGO_MANIFEST_DIR"))).unwrap())
            .concat();
        for id in SCORING {
            assert!(files.contains(&format!("\n{id} =")), "{id} is no game message");
        }
    }
}
