//! The messages of a game's big moments, apart from the board: a scoring
//! notice for each scoring moment (a month, a century, a section of the
//! wall; a Dschunke round's sales and a Ming round's cities and
//! monasteries, together), and the results when the game ends. Each is its own embed, never cut: a long one is split in parts.

use poise::serenity_prelude::CreateEmbed;
use tavola_engine::{AppliedEvent, Audience, GameKind, Outcome, Seat};

use super::{embed, game_name, names, player, GameWords, DESCRIPTION_MAX};
use crate::i18n::Tr;
use crate::t;
use tavola_table::record::SessionRecord;
use tavola_table::story::Story;

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
    "ming-monasteries",
    "ming-monasteries-none",
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

/// Scorings that come one at a time within a round (Dschunke's sales,
/// Ming's cities, each its own decision): gathered, and posted together
/// when the round's scoring closes, so a round leaves one notice, not one
/// per sale; until then the board's lines show them as they come.
const GATHERED: &[&str] = &[
    "junk-ev-sale-won",
    "junk-ev-sale-won-special",
    "junk-ev-sale-tied",
    "junk-ev-sale-tied-special",
    "ming-city-scored",
    "ming-city-no-points",
];

/// The events that close a round's gathered scorings: Dschunke's new
/// start player, Ming's monasteries.
const CLOSING: &[&str] = &["junk-ev-start-player", "ming-monasteries", "ming-monasteries-none"];

/// Whether `events` close a round's gathered scorings (then the notice
/// needs the log since the round's last close).
pub fn closes_scoring(events: &[AppliedEvent]) -> bool {
    events.iter().any(|e| e.audience == Audience::Public && CLOSING.contains(&e.msg.id.as_ref()))
}

/// Whether a message id names a scoring moment.
pub fn is_scoring(id: &str) -> bool {
    SCORING.contains(&id)
}

/// The lines of the scoring notice a change owes, in words, in order:
/// its scoring moments (a month, a century, a section); when it closes a
/// round's gathered scorings, every one of them since the round's last
/// close (`log`: the public events of the whole game so far, this
/// change's `events` last). Empty when the change owes none.
pub fn scoring_lines(record: &SessionRecord, log: &[AppliedEvent], events: &[AppliedEvent], tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    let public = |e: &&AppliedEvent| e.audience == Audience::Public;
    let closes = |e: &AppliedEvent| CLOSING.contains(&e.msg.id.as_ref());
    let moment = |e: &AppliedEvent| is_scoring(&e.msg.id) && !GATHERED.contains(&e.msg.id.as_ref());
    let log: Vec<&AppliedEvent> = log.iter().filter(public).collect();
    // The round's close, in the log; a log that lacks it (unreadable) gives
    // this change's moments alone.
    let close = log.iter().rposition(|e| closes(e)).filter(|_| closes_scoring(events));
    let chosen: Vec<&AppliedEvent> = match close {
        Some(last) => {
            let start = log[..last].iter().rposition(|e| closes(e)).map_or(0, |i| i + 1);
            let round = log[start..=last].iter().copied().filter(|e| is_scoring(&e.msg.id));
            let after = log[last + 1..].iter().copied().filter(|e| moment(e));
            round.chain(after).collect()
        }
        None => events.iter().filter(public).filter(|e| moment(e)).collect(),
    };
    chosen.into_iter().map(|e| words.word(&e.msg)).collect()
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

/// One scoring notice, titled with the game's turn, month or round it
/// closed (`round`): embeds with every line, in parts if long.
pub fn scoring_embeds(record: &SessionRecord, lines: &[String], round: u32, tr: &Tr) -> Vec<CreateEmbed> {
    let when = super::round_name(&record.game, u64::from(round), tr);
    let parts = split(lines, NOTICE_MAX);
    let count = parts.len();
    parts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let title = if count == 1 {
                t!(tr, "scoring-title", when = when.as_str())
            } else {
                t!(tr, "scoring-title-part", when = when.as_str(), part = i + 1, parts = count)
            };
            embed(&game_name(record, tr), &title, "", &[], "").description(text.clone())
        })
        .collect()
}

/// A final score in the game's own unit: "52 points", "41 yen".
pub fn score_amount(record: &SessionRecord, score: i32, tr: &Tr) -> String {
    t!(tr, "score-amount", game = results_game(record), score = score)
}

/// The game's id as the words select on it (Dschunke is scored in yen).
pub fn results_game(record: &SessionRecord) -> &'static str {
    GameKind::from_id(&record.game).map_or("", GameKind::id)
}

/// A seat's place: 1 + how many seats did strictly better on score, then
/// on the tie-break.
pub fn rank(outcome: &Outcome, seat: Seat) -> usize {
    outcome.rank(seat)
}

/// The seats from first to last place.
pub fn ranking(outcome: &Outcome) -> Vec<Seat> {
    tavola_table::story::ranking(outcome)
}

/// What the results show besides the ranking: the game's story (the
/// breakdown by kind) when its history could be read, and the chart's
/// attachment URL when one was drawn.
#[derive(Clone, Copy, Debug, Default)]
pub struct ResultsExtras<'a> {
    pub story: Option<&'a Story>,
    pub chart: Option<&'a str>,
}

/// The results of a finished game: the ranking with each score, the
/// tie-break in words where it decided a place, and each player's points by
/// kind over the whole game; the chart (if any) as the first embed's image.
/// In parts if long.
pub fn results_embeds(record: &SessionRecord, outcome: &Outcome, extras: ResultsExtras, tr: &Tr) -> Vec<CreateEmbed> {
    let mut lines: Vec<String> = ranking(outcome)
        .into_iter()
        .map(|s| {
            t!(
                tr,
                "results-line",
                rank = rank(outcome, s),
                player = player(record, s, tr),
                score = score_amount(record, outcome.scores[s.index()], tr)
            )
        })
        .collect();
    lines.extend(tiebreak_lines(record, outcome, tr));
    if tavola_table::hints::hints_on(&record.options) {
        let used: Vec<String> = tavola_table::hints::used(record)
            .into_iter()
            .map(|(s, n)| t!(tr, "results-hints-used", player = player(record, s, tr), count = n))
            .collect();
        let used = if used.is_empty() { t!(tr, "results-no-hints") } else { used.join(", ") };
        lines.push(format!("💡 {}", t!(tr, "results-hints", used = used)));
    }
    if let Some(story) = extras.story.filter(|s| !s.parts.is_empty()) {
        lines.push(String::new());
        lines.push(format!("**{}**", t!(tr, "results-scoring", game = results_game(record))));
        lines.extend(breakdown_lines(record, outcome, story, tr));
    }
    let author = game_name(record, tr);
    split(&lines, NOTICE_MAX)
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let embed = embed(&author, &t!(tr, "results-title"), "", &[], "").description(text.clone());
            match extras.chart {
                Some(url) if i == 0 => embed.image(url),
                _ => embed,
            }
        })
        .collect()
}

/// One sentence per group of seats tied on score that the tie-break
/// parted ([`tavola_table::story::tiebreaks`]).
pub fn tiebreak_lines(record: &SessionRecord, outcome: &Outcome, tr: &Tr) -> Vec<String> {
    let Ok(kind) = GameKind::from_id(&record.game) else { return Vec::new() };
    let names = names(record, tr);
    tavola_table::story::tiebreaks(outcome).iter().map(|msg| tr.game(kind, msg, &names, &[])).collect()
}

/// Each player, in ranking order: their points by kind, then the total
/// ("🔴 Anna: palaces 14 · privileges 9 · final 18 = 41").
pub fn breakdown_lines(record: &SessionRecord, outcome: &Outcome, story: &Story, tr: &Tr) -> Vec<String> {
    ranking(outcome)
        .into_iter()
        .map(|s| {
            let parts: Vec<String> = story
                .parts
                .iter()
                .filter(|(_, points)| points.get(s.index()).is_some_and(|&p| p != 0))
                .map(|(kind, points)| {
                    let name = tr.say(&crate::i18n::dynamic(format!("story-kind-{kind}")));
                    t!(tr, "results-part", kind = name, points = points[s.index()])
                })
                .collect();
            let parts = if parts.is_empty() { t!(tr, "results-no-points") } else { parts.join(" · ") };
            let total = story.totals().get(s.index()).copied().unwrap_or(0);
            t!(tr, "results-breakdown", player = player(record, s, tr), parts = parts, total = total)
        })
        .collect()
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
        let broken = Outcome::ranked(vec![10, 12, 10], Some(Tiebreak { rule: "yuan".into(), values: vec![3, 0, 5] }));
        assert_eq!([0, 1, 2].map(|i| rank(&broken, Seat(i))), [3, 1, 2]);
        assert_eq!(ranking(&broken), vec![Seat(1), Seat(2), Seat(0)]);
    }

    fn description(embed: &CreateEmbed) -> String {
        serde_json::to_value(embed).unwrap()["description"].as_str().unwrap_or_default().to_owned()
    }

    fn dragon_record(players: usize) -> SessionRecord {
        let mut history = tavola_table::history::sample::played(GameKind::YearOfTheDragon, players, 4);
        for (i, seat) in history.record.seats.iter_mut().enumerate() {
            *seat = tavola_table::record::SeatRecord {
                user: Some(10 + i as u64),
                name: ["Anna", "Ben", "Carla"][i].into(),
                dm_open: true,
            };
        }
        history.record
    }

    #[test]
    fn a_tie_is_told_in_words_naming_the_tied_and_who_is_ahead_never_the_raw_keys() {
        let record = dragon_record(3);
        let outcome = Outcome::ranked(
            vec![32, 32, 20],
            Some(Tiebreak { rule: "dragon-tiebreak".into(), values: vec![3_600_050, 3_700_051, 100_002] }),
        );
        let en = tiebreak_lines(&record, &outcome, &Tr::embedded(crate::i18n::Lang::En));
        assert_eq!(en.len(), 1, "{en:?}");
        assert!(en[0].contains("have 32 points") && en[0].contains("is further on the person track"), "{}", en[0]);
        assert!(en[0].find("Ben").unwrap() < en[0].find("Anna").unwrap(), "Ben is ahead: named first: {}", en[0]);
        assert!(!en[0].contains("3600050") && !en[0].contains("3700051"), "{}", en[0]);
        let it = tiebreak_lines(&record, &outcome, &Tr::embedded(crate::i18n::Lang::It));
        assert!(
            it[0].contains("hanno 32 punti") && it[0].contains("più avanti sul percorso delle persone"),
            "{}",
            it[0]
        );
        let untied = Outcome::ranked(vec![30, 32, 20], outcome.tiebreak.clone());
        assert!(tiebreak_lines(&record, &untied, &Tr::embedded(crate::i18n::Lang::En)).is_empty());
    }

    #[test]
    fn the_results_of_a_dragon_game_show_each_players_points_by_kind_adding_up_to_the_score() {
        let mut history = tavola_table::history::sample::played(GameKind::YearOfTheDragon, 3, 4);
        history.record = SessionRecord { seats: dragon_record(3).seats, ..history.record };
        let outcome = history.at(u64::MAX).unwrap().game.outcome().unwrap();
        let story = tavola_table::story::story(&history).unwrap();
        for lang in crate::i18n::Lang::ALL {
            let tr = Tr::embedded(lang);
            let extras = ResultsExtras { story: Some(&story), chart: Some("attachment://scores-1.png") };
            let embeds = results_embeds(&history.record, &outcome, extras, &tr);
            let text = description(&embeds[0]);
            println!("{text}\n");
            let image = serde_json::to_value(&embeds[0]).unwrap()["image"]["url"].clone();
            assert_eq!(image, "attachment://scores-1.png");
            let kinds = match lang {
                crate::i18n::Lang::En => ["palaces", "final scoring"],
                crate::i18n::Lang::It => ["palazzi", "conteggio finale"],
                crate::i18n::Lang::De => ["Paläste", "Schlusswertung"],
            };
            for seat in ranking(&outcome) {
                let name = ["Anna", "Ben", "Carla"][seat.index()];
                let line =
                    text.lines().find(|l| l.contains(name) && l.contains(" = ")).unwrap_or_else(|| panic!("{text}"));
                let total = format!("= {}", outcome.scores[seat.index()]);
                assert!(line.ends_with(&total), "{line} / {total}");
                assert!(kinds.iter().all(|k| line.contains(k)), "{line}");
            }
        }
    }

    #[test]
    fn every_scoring_id_is_a_message_of_its_game() {
        let files = ["year-of-the-dragon", "great-wall", "ming", "junk", "attila"]
            .map(|d| std::fs::read_to_string(format!("{}/../../data/{d}/en.ftl", env!("CARGO_MANIFEST_DIR"))).unwrap())
            .concat();
        for id in SCORING.iter().chain(GATHERED).chain(CLOSING) {
            assert!(files.contains(&format!("\n{id} =")), "{id} is no game message");
        }
    }

    /// The notices a whole game's changes, one decision each, would post.
    fn notices(kind: GameKind, seed: u64) -> Vec<Vec<String>> {
        let history = tavola_table::history::sample::played(kind, 3, seed);
        let tr = Tr::embedded(crate::i18n::Lang::En);
        let mut log = Vec::new();
        let mut out = Vec::new();
        for position in history.positions().unwrap() {
            let position = position.unwrap();
            log.extend(position.events.iter().cloned());
            let lines = scoring_lines(&history.record, &log, &position.events, &tr);
            if !lines.is_empty() {
                out.push(lines);
            }
        }
        out
    }

    #[test]
    fn a_dschunke_round_s_sales_are_one_notice_not_one_a_sale() {
        let notices = notices(GameKind::Junk, 3);
        let sales = |n: &Vec<String>| n.iter().filter(|l| l.contains("the offer for")).count();
        assert!(notices.len() >= 8, "a notice a round: {}", notices.len());
        assert!(notices.iter().filter(|n| sales(n) > 1).count() >= 5, "rounds gather their sales: {notices:#?}");
        let all: usize = notices.iter().map(sales).sum();
        let played = tavola_table::history::sample::played(GameKind::Junk, 3, 3);
        let words = GameWords::new(&played.record, &Tr::embedded(crate::i18n::Lang::En));
        let every: usize = played
            .positions()
            .unwrap()
            .flat_map(|p| p.unwrap().events)
            .filter(|e| GATHERED.contains(&e.msg.id.as_ref()))
            .filter(|e| words.word(&e.msg).contains("the offer for"))
            .count();
        let last_round = notices.last().map_or(0, sales);
        assert!(
            all <= every && all + 12 >= every,
            "every sale reaches a notice but the last round's ({all} of {every}, {last_round})"
        );
    }

    #[test]
    fn a_ming_scoring_round_is_one_notice_with_its_cities_and_monasteries() {
        let notices = notices(GameKind::Ming, 5);
        assert!(!notices.is_empty());
        for notice in &notices {
            let monasteries = notice.iter().filter(|l| l.contains("monaster")).count();
            let cities = notice.iter().filter(|l| l.contains("city")).count();
            assert!(monasteries <= 1, "{notice:#?}");
            assert!(monasteries == 1 || cities == 0, "cities come with their monasteries: {notice:#?}");
        }
        assert!(notices.iter().any(|n| n.iter().filter(|l| l.contains("city")).count() > 1), "{notices:#?}");
    }
}
