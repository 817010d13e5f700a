//! What finished games leave, in words: a player's stats (`/stats`), a
//! server's leaderboard for a game (`/leaderboard`) and its finished games
//! (`/games finished`). People are named by mention (answers never ping),
//! house players by their level.

use std::collections::BTreeMap;

use poise::serenity_prelude::CreateEmbed;
use tavola_engine::GameKind;

use super::{embed, game_name_of, kind_name};
use crate::i18n::Tr;
use crate::t;
use tavola_table::record::SessionId;
use tavola_table::standings::{Entrant, Placing, Record, Standing, CONSERVATIVE_SIGMAS};

/// How many of a player's last games `/stats` links to.
pub const LAST_GAMES: usize = 5;
/// How many rows a leaderboard shows.
pub const LEADERBOARD_ROWS: usize = 20;

/// A person by mention, a house player by its level.
pub fn entrant_name(entrant: &Entrant, tr: &Tr) -> String {
    match entrant {
        Entrant::Person(user) => format!("<@{user}>"),
        Entrant::House(level) => t!(tr, "stats-house", level = super::house_level(*level, tr)),
    }
}

fn rating_text(s: &Standing, tr: &Tr) -> String {
    t!(tr, "stats-rating", mu = tr.lang().number(s.mu, 1), sigma = tr.lang().number(s.sigma, 1))
}

/// A link to the message a finished game left its final board in, or to
/// its channel.
fn game_link(p: &Placing) -> String {
    match p.message {
        Some(m) => format!("https://discord.com/channels/{}/{}/{m}", p.guild, p.channel),
        None => format!("https://discord.com/channels/{}/{}", p.guild, p.channel),
    }
}

/// One player's stats on a server: per game they played (or only
/// `game`), their record, rating and last games. `placings` are the
/// server's (any order); `standings` each game's, by game id.
pub fn stats_embed(
    who: &Entrant,
    placings: &[Placing],
    standings: &BTreeMap<String, Vec<Standing>>,
    tr: &Tr,
) -> CreateEmbed {
    let mine: Vec<&Placing> = placings.iter().filter(|p| &p.entrant == who).collect();
    let title = t!(tr, "stats-title", player = entrant_name(who, tr));
    if mine.is_empty() {
        return embed("", &title, "", &[], "").description(t!(tr, "stats-none", player = entrant_name(who, tr)));
    }
    let mut by_game: BTreeMap<&str, Vec<&Placing>> = BTreeMap::new();
    for p in &mine {
        by_game.entry(&p.game).or_default().push(p);
    }
    let mut lines = Vec::new();
    for (game, games) in &by_game {
        let record = Record::of(games.iter().copied());
        let table = standings.get(*game).map(Vec::as_slice).unwrap_or_default();
        let rating = table.iter().position(|s| &s.entrant == who).map(|i| {
            t!(tr, "stats-rating-place", rating = rating_text(&table[i], tr), place = i + 1, of = table.len())
        });
        lines.push(format!(
            "**{}**{}",
            game_name_of(game, tr),
            rating.map(|r| format!(" · {r}")).unwrap_or_else(|| format!(" · {}", t!(tr, "stats-unrated")))
        ));
        lines.push(t!(
            tr,
            "stats-record",
            games = record.games,
            wins = record.wins,
            share = tr.lang().number(100.0 * record.win_share(), 0),
            rank = tr.lang().number(record.average_rank(), 1),
            score = tr.lang().number(record.average_score(), 1),
            best = record.best.unwrap_or(0)
        ));
        let mut last: Vec<&&Placing> = games.iter().collect();
        last.sort_by_key(|p| std::cmp::Reverse((p.ended_at, p.session)));
        let links: Vec<String> = last
            .iter()
            .take(LAST_GAMES)
            .map(|p| {
                let text = t!(tr, "stats-last-game", id = p.session.to_string(), rank = p.rank, score = p.score);
                format!("[{text}]({}) <t:{}:d>", game_link(p), p.ended_at)
            })
            .collect();
        lines.push(format!("{} {}", t!(tr, "stats-last"), links.join(" · ")));
        lines.push(String::new());
    }
    if by_game.len() > 1 {
        let all = Record::of(mine.iter().copied());
        lines.push(t!(
            tr,
            "stats-overall",
            games = all.games,
            wins = all.wins,
            share = tr.lang().number(100.0 * all.win_share(), 0)
        ));
    }
    embed("", &title, "", &[], "").description(super::clip(&lines.join("\n"), super::DESCRIPTION_MAX - 100))
}

/// A server's leaderboard for a game: entrants with at least `min_games`
/// rated games, by conservative rating.
pub fn leaderboard_embed(game: GameKind, standings: &[Standing], min_games: u32, tr: &Tr) -> CreateEmbed {
    let title = t!(tr, "leaderboard-title", game = kind_name(game, tr));
    let ranked: Vec<&Standing> = standings.iter().filter(|s| s.games >= min_games).collect();
    let footer = t!(tr, "leaderboard-footer", sigmas = CONSERVATIVE_SIGMAS as i64, min = min_games);
    if ranked.is_empty() {
        let text = t!(tr, "leaderboard-none", game = kind_name(game, tr), min = min_games);
        return embed("", &title, "", &[], &footer).description(text);
    }
    let mut lines: Vec<String> = ranked
        .iter()
        .take(LEADERBOARD_ROWS)
        .enumerate()
        .map(|(i, s)| {
            t!(
                tr,
                "leaderboard-line",
                place = i + 1,
                player = entrant_name(&s.entrant, tr),
                score = tr.lang().number(s.conservative(), 1),
                mu = tr.lang().number(s.mu, 1),
                sigmas = CONSERVATIVE_SIGMAS as i64,
                sigma = tr.lang().number(s.sigma, 1),
                games = s.games
            )
        })
        .collect();
    let unranked = standings.len() - ranked.len();
    if unranked > 0 {
        lines.push(t!(tr, "leaderboard-unranked", count = unranked, min = min_games));
    }
    embed("", &title, "", &[], &footer).description(lines.join("\n"))
}

/// A server's finished games, newest first: number, channel, game,
/// winners and the day it ended.
pub fn finished_lines(placings: &[Placing], limit: usize, tr: &Tr) -> String {
    let mut games: BTreeMap<(i64, SessionId), Vec<&Placing>> = BTreeMap::new();
    for p in placings {
        games.entry((p.ended_at, p.session)).or_default().push(p);
    }
    if games.is_empty() {
        return t!(tr, "games-finished-none");
    }
    let lines: Vec<String> = games
        .values()
        .rev()
        .take(limit)
        .map(|seats| {
            let first = seats[0];
            let winners: Vec<String> = seats.iter().filter(|p| p.won()).map(|p| entrant_name(&p.entrant, tr)).collect();
            t!(
                tr,
                "games-finished-line",
                id = first.session.to_string(),
                channel = format!("<#{}>", first.channel),
                game = game_name_of(&first.game, tr),
                winners = winners.join(", "),
                players = first.players,
                ended = format!("<t:{}:d>", first.ended_at)
            )
        })
        .collect();
    super::clip(&lines.join("\n"), 1900)
}

#[cfg(test)]
mod tests {
    use tavola_engine::ai::Level;

    use super::*;
    use crate::i18n::Lang;
    use tavola_table::standings::rate;

    fn placings() -> Vec<Placing> {
        let mut all = Vec::new();
        for session in 1..=4 {
            let order = if session % 2 == 0 {
                [Entrant::Person(11), Entrant::House(Level::Hard), Entrant::Person(12)]
            } else {
                [Entrant::Person(12), Entrant::Person(11), Entrant::House(Level::Hard)]
            };
            for (i, entrant) in order.into_iter().enumerate() {
                all.push(Placing {
                    session,
                    guild: 5,
                    game: "junk".into(),
                    channel: 70 + session as u64,
                    message: Some(900 + session as u64),
                    entrant,
                    seat: i as u8,
                    rank: i as u8 + 1,
                    score: 50 - 10 * i as i32 + session as i32,
                    players: 3,
                    rated: true,
                    ended_at: 1_800_000_000 + session * 86_400,
                });
            }
        }
        all
    }

    fn text(embed: &CreateEmbed) -> String {
        serde_json::to_string(embed).unwrap()
    }

    #[test]
    fn stats_show_the_record_rating_and_links_to_the_last_games_in_both_languages() {
        let all = placings();
        let standings = BTreeMap::from([("junk".to_owned(), rate(&all))]);
        for lang in Lang::ALL {
            let tr = Tr::embedded(lang);
            let shown = text(&stats_embed(&Entrant::Person(11), &all, &standings, &tr));
            assert!(shown.contains("<@11>") && shown.contains("discord.com/channels/5/74/904"), "{shown}");
            assert!(shown.contains("50"), "two wins of four: 50 %: {shown}");
            assert!(!shown.contains("stats-"), "every message worded: {shown}");
            let none = text(&stats_embed(&Entrant::Person(99), &all, &standings, &tr));
            assert!(none.contains("<@99>"), "{none}");
        }
        let en = text(&stats_embed(&Entrant::Person(11), &all, &standings, &Tr::embedded(Lang::En)));
        let it = text(&stats_embed(&Entrant::Person(11), &all, &standings, &Tr::embedded(Lang::It)));
        assert_ne!(en, it);
    }

    #[test]
    fn a_leaderboard_ranks_by_conservative_rating_and_leaves_out_the_newest() {
        let all = placings();
        let standings = rate(&all);
        let tr = Tr::embedded(Lang::En);
        let board = text(&leaderboard_embed(GameKind::Junk, &standings, 4, &tr));
        let first = board.find(&entrant_name(&standings[0].entrant, &tr)).unwrap();
        let second = board.find(&entrant_name(&standings[1].entrant, &tr)).unwrap();
        assert!(first < second, "{board}");
        let strict = text(&leaderboard_embed(GameKind::Junk, &standings, 5, &tr));
        assert!(!strict.contains("<@11>"), "nobody has five games: {strict}");
    }

    #[test]
    fn finished_games_are_listed_newest_first_with_their_winners() {
        let tr = Tr::embedded(Lang::It);
        let lines = finished_lines(&placings(), 10, &tr);
        let newest = lines.find("#4").unwrap();
        assert!(newest < lines.find("#1").unwrap(), "{lines}");
        assert_eq!(lines.lines().count(), 4);
        assert!(finished_lines(&placings(), 2, &tr).lines().count() == 2);
        assert!(!finished_lines(&[], 5, &tr).is_empty());
    }
}
