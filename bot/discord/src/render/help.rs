//! `/help`: what the reader can do where they ask, and only that: the
//! channel's game (its name, whether they are seated, the buttons and
//! commands that matter there), or how to start one; the `/admin` commands
//! for those who may use them; and always, last, the players' guide.
//!
//! Commands are named as the reader's Discord shows them (`/partita
//! nuova` in Italian), from the same words the commands are registered
//! with (`cmd-<path>-name`, see `commands::localize`); buttons by their
//! labels. One embed, its fields stacked (phone first), no ids.

use poise::serenity_prelude::CreateEmbed;
use tavola_engine::AnyGame;
use tavola_table::record::{SessionRecord, Status};
use tavola_table::session::seat_of;

use crate::i18n::{dynamic, Lang, Tr};
use crate::t;

/// Where the players' guide lives: `table.md` in English, `table.it.md` in
/// Italian, `table.de.md` in German.
pub const GUIDE_BASE: &str = "https://github.com/tavola-bot/tavola/blob/main/docs/players/";

/// The players' guide in `lang`.
pub fn guide_url(lang: Lang) -> String {
    let page = match lang {
        Lang::En => "table.md",
        Lang::It => "table.it.md",
        Lang::De => "table.de.md",
    };
    format!("{GUIDE_BASE}{page}")
}

/// What the channel holds, as the reader sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Here {
    /// No open game.
    Nothing,
    /// A lobby for `game` (its name); `joined`: the reader has a seat.
    Lobby { game: String, joined: bool },
    /// A running game: its name, the reader's seat as named on the board
    /// (`None`: not seated), whether the reader owes a decision, whether
    /// the game allows hints.
    Game { game: String, seat: Option<String>, to_act: bool, hints: bool },
}

impl Here {
    /// The channel's open session `record` (and its game, once started)
    /// as `user` sees it.
    pub fn of(record: &SessionRecord, game: Option<&AnyGame>, user: u64, tr: &Tr) -> Here {
        let name = super::game_name(record, tr);
        let seat = seat_of(record, user);
        match (record.status, game) {
            (Status::Lobby, _) => Here::Lobby { game: name, joined: seat.is_some() },
            (Status::Active, Some(game)) => Here::Game {
                game: name,
                seat: seat.map(|s| super::player(record, s, tr)),
                to_act: seat.is_some_and(|s| game.to_act().includes(s)),
                hints: tavola_table::hints::hints_on(&record.options),
            },
            _ => Here::Nothing,
        }
    }
}

/// A command as the reader's Discord shows it, in code: `` `/partita nuova` ``.
pub fn command(path: &[&str], tr: &Tr) -> String {
    let names: Vec<String> = (1..=path.len())
        .map(|n| {
            let id = path[..n].iter().map(|p| p.replace('_', "-")).collect::<Vec<_>>().join("-");
            tr.say(&dynamic(format!("cmd-{id}-name")))
        })
        .collect();
    format!("`/{}`", names.join(" "))
}

/// The admin commands about the channel's game, and about the server.
const ADMIN_GAME: [&str; 7] = ["undo", "force", "kick", "replace", "timer", "level", "cancel"];
const ADMIN_SERVER: [&str; 7] = ["list", "export", "delete", "language", "images", "analysis", "notify"];

/// The help's parts: a title, a description, and fields (name, value),
/// the guide last.
#[derive(Clone, Debug)]
pub struct Help {
    pub title: String,
    pub description: String,
    pub fields: Vec<(String, String)>,
}

impl Help {
    /// As an embed, its fields stacked.
    pub fn embed(&self) -> CreateEmbed {
        let fields: Vec<(String, String, bool)> =
            self.fields.iter().map(|(n, v)| (n.clone(), v.clone(), false)).collect();
        super::embed("", &self.title, &self.description, &fields, "")
    }
}

/// What `/help` says `here`, to an admin (Manage Server) or not.
pub fn help(here: &Here, admin: bool, tr: &Tr) -> Help {
    let c = |path: &[&str]| command(path, tr);
    let (play, join, start) = (t!(tr, "button-play"), t!(tr, "button-join"), t!(tr, "button-start"));
    let mut fields = Vec::new();
    let server = || {
        let text = t!(
            tr,
            "help-server",
            games = c(&["games"]),
            stats = c(&["stats"]),
            leaderboard = c(&["leaderboard"]),
            rules = c(&["game", "rules"]),
        );
        (t!(tr, "help-server-title"), text)
    };
    let description = match here {
        Here::Nothing => {
            let steps = t!(
                tr,
                "help-start",
                new = c(&["game", "new"]),
                join = join.as_str(),
                start = start.as_str(),
                begin = c(&["game", "start"]),
                play = play.as_str(),
                command = c(&["play"]),
            );
            fields.push((t!(tr, "help-start-title"), steps));
            fields.push(server());
            t!(tr, "help-no-game")
        }
        Here::Lobby { game, joined } => {
            let lobby = t!(
                tr,
                "help-lobby-commands",
                join = join.as_str(),
                leave = t!(tr, "button-leave"),
                start = start.as_str(),
                begin = c(&["game", "start"]),
                rules = c(&["game", "rules"]),
                dms = c(&["game", "dms"]),
            );
            fields.push((t!(tr, "help-lobby-title"), lobby));
            let seat = if *joined {
                t!(tr, "help-lobby-joined", start = start.as_str())
            } else {
                t!(tr, "help-lobby-not-joined", join = join.as_str())
            };
            format!("{}\n{seat}", t!(tr, "help-lobby", game = game.as_str()))
        }
        Here::Game { game, seat, to_act, hints } => {
            let table = t!(
                tr,
                "help-table",
                log = t!(tr, "button-log"),
                log_command = c(&["game", "log"]),
                status = c(&["game", "status"]),
                rules = c(&["game", "rules"]),
                replay = c(&["game", "replay"]),
            );
            match seat {
                Some(seat) => {
                    let mut moves = t!(
                        tr,
                        "help-moves",
                        play = play.as_str(),
                        command = c(&["play"]),
                        hand = t!(tr, "button-hand"),
                        hand_command = c(&["game", "hand"]),
                        undo = c(&["game", "undo"]),
                    );
                    if *hints {
                        moves.push('\n');
                        moves.push_str(&t!(tr, "help-moves-hint", hint = c(&["game", "hint"])));
                    }
                    let settings = t!(
                        tr,
                        "help-settings",
                        vacation = c(&["game", "vacation"]),
                        dms = c(&["game", "dms"]),
                        reminders = c(&["game", "reminders"]),
                        leave = c(&["game", "leave"]),
                    );
                    fields.push((t!(tr, "help-moves-title"), moves));
                    fields.push((t!(tr, "help-table-title"), table));
                    fields.push((t!(tr, "help-settings-title"), settings));
                    let mut text = t!(tr, "help-game", game = game.as_str(), seat = seat.as_str());
                    if *to_act {
                        text.push('\n');
                        text.push_str(&t!(tr, "help-game-your-turn", play = play.as_str(), command = c(&["play"])));
                    }
                    text
                }
                None => {
                    fields.push((t!(tr, "help-table-title"), table));
                    fields.push(server());
                    t!(tr, "help-game-not-seated", game = game.as_str())
                }
            }
        }
    };
    if admin {
        let list = |names: &[&str]| names.iter().map(|n| c(&["admin", n])).collect::<Vec<_>>().join(" · ");
        let text = t!(tr, "help-admin", game_commands = list(&ADMIN_GAME), server_commands = list(&ADMIN_SERVER));
        fields.push((t!(tr, "help-admin-title"), text));
    }
    fields.push((t!(tr, "help-guide-title"), t!(tr, "help-guide", url = guide_url(tr.lang()))));
    Help { title: t!(tr, "help-title"), description, fields }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command path the help names.
    const PATHS: [&[&str]; 29] = [
        &["game", "new"],
        &["game", "start"],
        &["game", "status"],
        &["game", "log"],
        &["game", "rules"],
        &["game", "leave"],
        &["game", "hand"],
        &["game", "undo"],
        &["game", "vacation"],
        &["game", "dms"],
        &["game", "reminders"],
        &["game", "replay"],
        &["game", "hint"],
        &["play"],
        &["games"],
        &["stats"],
        &["leaderboard"],
        &["admin", "undo"],
        &["admin", "force"],
        &["admin", "kick"],
        &["admin", "replace"],
        &["admin", "timer"],
        &["admin", "level"],
        &["admin", "cancel"],
        &["admin", "list"],
        &["admin", "export"],
        &["admin", "delete"],
        &["admin", "language"],
        &["admin", "images"],
    ];

    /// All of a help's text, counted as Discord counts an embed.
    fn size(help: &Help) -> usize {
        let fields: usize = help.fields.iter().map(|(n, v)| n.chars().count() + v.chars().count()).sum();
        help.title.chars().count() + help.description.chars().count() + fields
    }

    fn tr(lang: Lang) -> Tr {
        Tr::embedded(lang)
    }

    fn game(seat: Option<&str>, to_act: bool, hints: bool) -> Here {
        Here::Game { game: "Ming Dynastie".into(), seat: seat.map(str::to_owned), to_act, hints }
    }

    /// Every place, for the checks that hold everywhere.
    fn places() -> Vec<Here> {
        vec![
            Here::Nothing,
            Here::Lobby { game: "Attila".into(), joined: false },
            Here::Lobby { game: "Attila".into(), joined: true },
            game(Some("🔴 Anna"), true, true),
            game(Some("🔴 Anna"), false, false),
            game(None, false, true),
        ]
    }

    fn text(help: &Help) -> String {
        let fields: Vec<String> = help.fields.iter().map(|(n, v)| format!("{n}\n{v}")).collect();
        format!("{}\n{}\n{}", help.title, help.description, fields.join("\n"))
    }

    #[test]
    fn commands_are_named_in_the_readers_language() {
        assert_eq!(command(&["game", "new"], &tr(Lang::En)), "`/game new`");
        assert_eq!(command(&["game", "new"], &tr(Lang::It)), "`/partita nuova`");
        assert_eq!(command(&["play"], &tr(Lang::It)), "`/gioca`");
        assert_eq!(command(&["help"], &tr(Lang::It)), "`/aiuto`");
        assert_eq!(command(&["admin", "undo"], &tr(Lang::It)), "`/admin indietro`");
    }

    #[test]
    fn every_command_the_help_names_is_registered_under_that_name() {
        let all = crate::commands::all();
        let en = tr(Lang::En);
        for path in PATHS.iter().chain(&[&["admin", "analysis"][..], &["admin", "notify"][..], &["help"][..]]) {
            let mut level = &all;
            for name in *path {
                let found = level.iter().find(|c| c.name == *name);
                let found = found.unwrap_or_else(|| panic!("/{} is no command", path.join(" ")));
                level = &found.subcommands;
            }
            assert_eq!(command(path, &en), format!("`/{}`", path.join(" ")), "English names are the commands' own");
        }
        for name in ADMIN_GAME.iter().chain(&ADMIN_SERVER) {
            assert!(all.iter().any(|c| c.name == "admin" && c.subcommands.iter().any(|s| s.name == *name)), "{name}");
        }
    }

    #[test]
    fn without_a_game_it_says_how_to_start_one_and_what_runs_elsewhere() {
        let help = help(&Here::Nothing, false, &tr(Lang::En));
        let text = text(&help);
        for part in ["No game is open", "`/game new`", "**Join**", "**Start**", "`/game start`", "**Play**", "`/play`"]
        {
            assert!(text.contains(part), "{part} missing:\n{text}");
        }
        for part in ["`/games`", "`/stats`", "`/leaderboard`"] {
            assert!(text.contains(part), "{part} missing:\n{text}");
        }
        assert!(!text.contains("/admin") && !text.contains("`/game hand`"), "{text}");
        let italian = text_of(&Here::Nothing, false, Lang::It);
        for part in ["`/partita nuova`", "**Partecipa**", "**Inizia**", "`/partita inizia`", "**Gioca**", "`/gioca`"] {
            assert!(italian.contains(part), "{part} missing:\n{italian}");
        }
        for part in ["`/partite`", "`/statistiche`", "`/classifica`", "Nessuna partita", "table.it.md"] {
            assert!(italian.to_lowercase().contains(&part.to_lowercase()), "{part} missing:\n{italian}");
        }
    }

    fn text_of(here: &Here, admin: bool, lang: Lang) -> String {
        text(&help(here, admin, &tr(lang)))
    }

    #[test]
    fn a_seated_player_gets_the_games_buttons_and_commands() {
        let text = text_of(&game(Some("🔴 Anna"), true, false), false, Lang::En);
        assert!(text.contains("**Ming Dynastie** is running") && text.contains("You play as 🔴 Anna"), "{text}");
        assert!(text.contains("It's your turn"), "{text}");
        for cmd in ["play", "game hand", "game log", "game rules", "game replay", "game undo"] {
            assert!(text.contains(&format!("`/{cmd}`")), "/{cmd} missing:\n{text}");
        }
        for cmd in ["game vacation", "game dms", "game reminders", "game leave"] {
            assert!(text.contains(&format!("`/{cmd}`")), "/{cmd} missing:\n{text}");
        }
        for button in ["**Play**", "**My hand**", "**Log**"] {
            assert!(text.contains(button), "{button} missing:\n{text}");
        }
        assert!(!text.contains("`/game hint`"), "no hints in this game: {text}");
        assert!(!text.contains("`/game new`"), "{text}");
        let waiting = text_of(&game(Some("🔴 Anna"), false, true), false, Lang::En);
        assert!(!waiting.contains("It's your turn") && waiting.contains("`/game hint`"), "{waiting}");
        let italian = text_of(&game(Some("🔴 Anna"), true, true), false, Lang::It);
        for part in ["`/gioca`", "`/partita mano`", "`/partita registro`", "`/partita regole`", "`/partita rivedi`"] {
            assert!(italian.contains(part), "{part} missing:\n{italian}");
        }
        for part in ["`/partita ritira`", "`/partita suggerimento`", "`/partita vacanza`", "`/partita esci`"] {
            assert!(italian.contains(part), "{part} missing:\n{italian}");
        }
        assert!(italian.contains("Tocca a te") && italian.contains("Giochi come 🔴 Anna"), "{italian}");
    }

    #[test]
    fn a_spectator_is_told_they_are_not_playing_and_gets_the_public_commands() {
        let text = text_of(&game(None, false, true), false, Lang::En);
        assert!(text.contains("You're not playing"), "{text}");
        assert!(text.contains("`/game log`") && text.contains("`/game replay`") && text.contains("`/games`"), "{text}");
        assert!(!text.contains("`/game hand`") && !text.contains("`/game hint`"), "{text}");
        assert!(!text.contains("`/game undo`") && !text.contains("`/game leave`"), "{text}");
    }

    #[test]
    fn a_lobby_names_its_buttons_and_whether_the_reader_has_a_seat() {
        let open = text_of(&Here::Lobby { game: "Attila".into(), joined: false }, false, Lang::En);
        assert!(open.contains("A lobby for **Attila**") && open.contains("You have no seat"), "{open}");
        assert!(open.contains("**Join**") && open.contains("**Start**") && open.contains("`/game start`"), "{open}");
        let joined = text_of(&Here::Lobby { game: "Attila".into(), joined: true }, false, Lang::It);
        assert!(joined.contains("Hai un posto") && joined.contains("**Inizia**"), "{joined}");
    }

    #[test]
    fn admins_and_only_admins_get_their_commands() {
        for here in places() {
            for lang in Lang::ALL {
                let plain = text_of(&here, false, lang);
                assert!(!plain.contains("`/admin"), "{plain}");
                let admin = text_of(&here, true, lang);
                for name in ADMIN_GAME.iter().chain(&ADMIN_SERVER) {
                    assert!(admin.contains(&command(&["admin", name], &tr(lang))), "{name} missing:\n{admin}");
                }
            }
        }
        let text = text_of(&Here::Nothing, true, Lang::En);
        assert!(text.contains("Manage Server") && text.contains("`/admin force`"), "{text}");
    }

    #[test]
    fn the_guide_comes_last_in_the_readers_language() {
        for here in places() {
            for admin in [false, true] {
                let en = help(&here, admin, &tr(Lang::En));
                let it = help(&here, admin, &tr(Lang::It));
                let last = |h: &Help| h.fields.last().expect("a guide").1.clone();
                assert!(last(&en).ends_with(&format!("({GUIDE_BASE}table.md)")), "{}", last(&en));
                assert!(last(&it).ends_with(&format!("({GUIDE_BASE}table.it.md)")), "{}", last(&it));
                let de = help(&here, admin, &tr(Lang::De));
                assert!(last(&de).ends_with(&format!("({GUIDE_BASE}table.de.md)")), "{}", last(&de));
            }
        }
    }

    #[test]
    fn every_help_fits_an_embed_and_reads_on_a_phone() {
        for here in places() {
            for admin in [false, true] {
                for lang in Lang::ALL {
                    let help = help(&here, admin, &tr(lang));
                    assert!(size(&help) <= 3000, "{} characters: {}", size(&help), text(&help));
                    assert!(help.description.chars().count() <= 1500, "{}", help.description);
                    assert!(help.fields.len() <= 6);
                    for (name, value) in &help.fields {
                        assert!(!name.trim().is_empty() && name.chars().count() <= 256, "{name}");
                        assert!(!value.trim().is_empty() && value.chars().count() <= 1024, "{value}");
                    }
                    let all = text(&help);
                    assert!(!all.contains("```") && !all.contains('|'), "no grids, no tables: {all}");
                    assert!(!all.contains('{') && !all.contains("cmd-"), "every word found: {all}");
                }
            }
        }
    }

    #[test]
    fn the_channels_session_is_read_as_its_reader_sees_it() {
        use serde_json::json;
        use tavola_engine::GameKind;
        let dir = std::env::temp_dir().join(format!("tavola-help-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let s = tavola_table::session::Sessions::open_sqlite(&dir.join("tavola.db")).unwrap();
        let en = tr(Lang::En);
        let kind = GameKind::from_id("great-wall").unwrap();
        let options = tavola_table::hints::with_hints(&json!({}), true);
        let lobby = s.open_lobby(1, 10, (1001, "Anna".into(), true), kind, None, options).unwrap();
        let name = crate::render::game_name(&lobby, &en);
        assert_eq!(Here::of(&lobby, None, 1001, &en), Here::Lobby { game: name.clone(), joined: true });
        assert_eq!(Here::of(&lobby, None, 1002, &en), Here::Lobby { game: name.clone(), joined: false });
        s.join_as(lobby.id, 1002, "Ben").unwrap();
        s.start_as(lobby.id, 1001).unwrap();
        let (record, game) = s.get(lobby.id).unwrap();
        let game = game.expect("started");
        let to_act = game.to_act();
        for user in [1001, 1002] {
            let seat = seat_of(&record, user).unwrap();
            let here = Here::of(&record, Some(&game), user, &en);
            let named = crate::render::player(&record, seat, &en);
            let expected =
                Here::Game { game: name.clone(), seat: Some(named), to_act: to_act.includes(seat), hints: true };
            assert_eq!(here, expected);
        }
        let Here::Game { seat, to_act, .. } = Here::of(&record, Some(&game), 1003, &en) else { panic!("a game") };
        assert!(seat.is_none() && !to_act, "a spectator has no seat and owes nothing");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
