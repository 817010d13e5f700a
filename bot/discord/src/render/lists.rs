//! Lists of games in words: a server's sessions, and a player's running
//! games sorted by what waits on them (`/games`, the daily digest).

use tavola_engine::{AnyGame, Msg};

use super::discord_timestamp;
use crate::i18n::Tr;
use crate::render;
use crate::{msg, t};
use tavola_table::deadlines::Millis;
use tavola_table::record::{SessionRecord, Status};
use tavola_table::session::seat_of;

/// One line per session: channel, game, status, players.
pub fn list_lines(sessions: &[SessionRecord], tr: &Tr) -> String {
    if sessions.is_empty() {
        return t!(tr, "games-none");
    }
    let lines: Vec<String> = sessions
        .iter()
        .map(|r| {
            let status = match r.status {
                Status::Lobby => t!(tr, "status-lobby"),
                Status::Active => t!(tr, "status-active"),
                Status::Over => t!(tr, "status-over"),
                Status::Cancelled => t!(tr, "status-cancelled"),
            };
            let players: Vec<String> = r.seats.iter().map(|s| render::seat_name(s, tr)).collect();
            format!("#{} · <#{}> · {} · {status} · {}", r.id, r.channel, render::game_name(r, tr), players.join(", "))
        })
        .collect();
    render::clip(&lines.join("\n"), 1900)
}

/// `user`'s running games: those waiting on them first, the nearest
/// deadline first; then the others, with whom they wait for.
pub fn my_lines(user: u64, games: &[(SessionRecord, AnyGame)], tr: &Tr) -> String {
    if games.is_empty() {
        return t!(tr, "games-mine-none");
    }
    let mut rows: Vec<(bool, Option<Millis>, String)> = games
        .iter()
        .filter_map(|(record, game)| {
            let seat = seat_of(record, user)?;
            let to_act = game.to_act().seats();
            let mine = to_act.contains(&seat);
            // Only the player's own deadline: another's is theirs to keep.
            let due = record.timers.settings.as_ref().filter(|_| mine).and_then(|settings| {
                let clock = record.timers.seats.get(seat.index())?.clock.as_ref()?;
                Some(clock.deadline(settings))
            });
            let what = if mine {
                format!("👉 {}", t!(tr, "games-your-move"))
            } else {
                let names: Vec<Msg> = to_act
                    .iter()
                    .filter_map(|s| record.seats.get(s.index()))
                    .map(|s| msg!("name", name = render::seat_name(s, tr)))
                    .collect();
                format!("⏳ {}", t!(tr, "games-waiting-for", players = names))
            };
            let due_text = due
                .map(|d| format!(" · {}", t!(tr, "games-due", when = discord_timestamp(d, 'R'))))
                .unwrap_or_default();
            let line = format!("<#{}> · {} · {what}{due_text}", record.channel, render::game_name(record, tr));
            Some((mine, due, line))
        })
        .collect();
    rows.sort_by_key(|(mine, due, _)| (!mine, due.unwrap_or(Millis::MAX)));
    let lines: Vec<String> = rows.into_iter().map(|(_, _, line)| line).collect();
    render::clip(&lines.join("\n"), 1900)
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use tavola_engine::{GameKind, Seat};

    use super::*;
    use tavola_table::deadlines::{ClockSettings, SeatClock, SeatTimer, Timers, HOUR};
    use tavola_table::record::SeatRecord;

    fn table(id: i64, me: usize, clock_started: Option<Millis>) -> (SessionRecord, AnyGame) {
        let game = AnyGame::new(GameKind::GreatWall, 2, &json!({}), 5).unwrap();
        let to_act = game.to_act().seats()[0];
        let seats = (0..2)
            .map(|i| SeatRecord { user: Some(if i == me { 7 } else { 8 }), name: format!("P{i}"), dm_open: true })
            .collect();
        let mut timers = Timers {
            settings: Some(ClockSettings { timer: 10 * HOUR, ..ClockSettings::default() }),
            seats: vec![SeatTimer::default(); 2],
            ..Timers::default()
        };
        timers.seats[to_act.index()].clock = clock_started.map(SeatClock::start);
        let record = SessionRecord {
            id,
            guild: 1,
            channel: 100 + id as u64,
            creator: 7,
            game: "great-wall".into(),
            options: json!({}),
            target: None,
            seed: 5,
            status: Status::Active,
            version: 0,
            seats,
            snapshot: None,
            lobby_message: None,
            board_message: None,
            dm_messages: vec![],
            timers,
        };
        (record, game)
    }

    #[test]
    fn my_games_list_what_waits_on_me_first_nearest_deadline_first() {
        let to_act = table(1, 0, None).1.to_act().seats()[0];
        let other = Seat(1 - to_act.0);
        // Game 1: my move, due at 30h; game 2: my move, due at 12h; game 3: the other's move.
        let games = vec![
            table(1, to_act.index(), Some(20 * HOUR)),
            table(2, to_act.index(), Some(2 * HOUR)),
            table(3, other.index(), Some(0)),
        ];
        let tr = crate::i18n::Tr::embedded(crate::i18n::Lang::En);
        let text = my_lines(7, &games, &tr);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[0].starts_with("<#102>") && lines[0].contains("your move · due <t:43200:R>"), "{text}");
        assert!(lines[1].starts_with("<#101>") && lines[1].contains("due <t:108000:R>"), "{text}");
        assert!(lines[2].starts_with("<#103>") && lines[2].contains("waiting for P"), "{text}");
        assert!(!lines[2].contains("due"), "another player's deadline is theirs: {text}");
        assert!(my_lines(7, &[], &tr).contains("aren't playing"));
    }
}
