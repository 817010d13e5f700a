use rand::SeedableRng;
use serde_json::{json, Value};
use tavola_engine::{AnyGame, GameKind, Seat, Viewer};

use super::*;
use crate::i18n::Lang;
use tavola_table::record::{SeatRecord, SessionRecord, Status};

fn en() -> Tr {
    Tr::embedded(Lang::En)
}

fn record(players: usize) -> SessionRecord {
    SessionRecord {
        id: 3,
        guild: 1,
        channel: 2,
        creator: 100,
        game: "great-wall".into(),
        options: json!({}),
        target: None,
        seed: 1,
        status: Status::Active,
        version: 12,
        seats: (0..players)
            .map(|i| {
                if i == 1 {
                    SeatRecord::house(1)
                } else {
                    SeatRecord { user: Some(100 + i as u64), name: format!("Player{i}"), dm_open: true }
                }
            })
            .collect(),
        snapshot: None,
        lobby_message: None,
        board_message: None,
        dm_messages: vec![],
        timers: Default::default(),
    }
}

fn embed_chars(e: &serenity::CreateEmbed) -> usize {
    let v = serde_json::to_value(e).unwrap();
    let mut n = v["title"].as_str().map_or(0, |s| s.chars().count())
        + v["description"].as_str().map_or(0, |s| s.chars().count());
    n += v["footer"]["text"].as_str().map_or(0, |s| s.chars().count())
        + v["author"]["name"].as_str().map_or(0, |s| s.chars().count());
    for f in v["fields"].as_array().into_iter().flatten() {
        let name = f["name"].as_str().unwrap();
        let value = f["value"].as_str().unwrap();
        assert!(name.chars().count() <= 256 && value.chars().count() <= 1024 && !value.is_empty());
        n += name.chars().count() + value.chars().count();
    }
    n
}

#[test]
fn boards_stay_within_limits_and_show_no_hand_through_a_whole_game() {
    for &kind in GameKind::ALL {
        let info = kind.info();
        for players in [info.min_players, info.max_players] {
            let rec = SessionRecord { game: kind.id().into(), ..record(players) };
            let mut game = AnyGame::new(kind, players, &Value::Null, 7).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
            let mut steps = 0;
            loop {
                let m = board_message(&rec, &game, &["Player0 draws a card.".into()], &en());
                let json = serde_json::to_value(&m.embed).unwrap().to_string();
                assert!(embed_chars(&m.embed) <= 6000);
                assert!(m.content.chars().count() <= 2000);
                assert!(!json.contains("\"hand\"") && !json.contains("Your hand"), "{json}");
                for seat in Seat::all(players) {
                    let p = panel::panel(&rec, &game, seat, 0, "", &en());
                    assert!(p.content.chars().count() <= 2000);
                    assert!(p.components.len() <= 5);
                }
                let seats = game.to_act().seats();
                if seats.is_empty() || steps > 3000 {
                    break;
                }
                game.house_move(seats[0], &mut rng).unwrap();
                steps += 1;
            }
            assert!(game.outcome().is_some(), "{} did not end", kind.id());
        }
    }
}

#[test]
fn house_players_are_named_in_the_readers_language() {
    let rec = record(3);
    assert_eq!(player(&rec, Seat(1), &en()), "🟡 🤖 House 1");
    assert_eq!(player(&rec, Seat(1), &Tr::embedded(Lang::It)), "🟡 🤖 Bot 1");
    assert_eq!(player(&rec, Seat(2), &Tr::embedded(Lang::It)), "🟢 Player2");
}

#[test]
fn the_board_pings_only_humans_to_act_and_private_events_stay_out() {
    let rec = record(2);
    let game = AnyGame::new(GameKind::ALL[0], 2, &Value::Null, 5).unwrap();
    let m = board_message(&rec, &game, &[], &en());
    let seat = game.to_act().seats()[0];
    match rec.seats[seat.index()].user {
        Some(u) => assert!(m.content.contains(&format!("<@{u}>"))),
        None => assert!(!m.content.contains("<@")),
    }
    // Events as a log stores them: a message and the data (no text).
    let event = |audience: Audience, text: &str| -> AppliedEvent {
        let msg = tavola_engine::Msg::untranslated(text);
        serde_json::from_value(json!({"audience": audience, "msg": msg, "event": {}})).unwrap()
    };
    let events =
        vec![event(Audience::Public, "seat 1 draws a card."), event(Audience::Private(Seat(0)), "You drew a dragon.")];
    assert_eq!(visible_events(&rec, &events, Viewer::Public, &en()), vec!["🔴 Player0 draws a card."]);
    assert_eq!(visible_events(&rec, &events, Viewer::Seat(Seat(0)), &en()).len(), 2);
    assert!(visible_events(&rec, &events, Viewer::Seat(Seat(1)), &en()).len() == 1);
}

#[test]
fn panels_past_five_choices_are_select_menus() {
    let rec = record(2);
    let game = AnyGame::new(GameKind::ALL[0], 2, &Value::Null, 5).unwrap();
    let seat = game.to_act().seats()[0];
    let p = panel::panel(&rec, &game, seat, 0, "note", &en());
    assert!(p.content.starts_with("note\n"));
    let rows = serde_json::to_value(&p.components).unwrap();
    let n: usize = rows.as_array().unwrap().iter().map(|r| r["components"].as_array().unwrap().len()).sum();
    let legal = game.legal(seat).len();
    assert_eq!(n, if legal > panel::MAX_BUTTONS { 1 } else { legal });
}

#[test]
fn rules_and_lobby_fit() {
    for &kind in GameKind::ALL {
        assert!(rules::text(kind, &en()).chars().count() <= 2000);
    }
    let mut rec = record(2);
    rec.status = Status::Lobby;
    rec.seats[0].dm_open = false;
    let (e, rows) = lobby(&rec, None, &en());
    let json = serde_json::to_value(&e).unwrap().to_string();
    assert!(json.contains("no DMs"));
    assert_eq!(serde_json::to_value(&rows).unwrap()[0]["components"].as_array().unwrap().len(), 5);
}

#[test]
fn the_great_wall_renderer_reads_the_engines_public_view() {
    let game = AnyGame::new(GameKind::GreatWall, 3, &Value::Null, 5).unwrap();
    let rendered = board::render(&game, &record(3), &[Seat(0)], &en());
    let players = &rendered.fields.last().unwrap();
    assert!(!players.1.contains('⭐'), "face-down fame is not shown during play: {}", players.1);
}

#[test]
fn the_ping_line_says_what_is_asked_and_notifies_only_the_framed_users() {
    let rec = record(2);
    let game = AnyGame::new(GameKind::YearOfTheDragon, 2, &Value::Null, 5).unwrap();
    let seat = game.to_act().seats()[0];
    let Some(user) = rec.seats[seat.index()].user else { return };
    let quiet = board_post(&rec, &game, &[], Some(&Frame { notify: vec![], picture: None, web: None }), &en());
    let title = board::render(&game, &rec, &[seat], &en()).title;
    let ask = title.rsplit(" · ").next().unwrap();
    assert!(quiet.content.starts_with(&format!("<@{user}>, your turn: {ask}")), "{}", quiet.content);
    let json = serde_json::to_value(&quiet.mentions).unwrap();
    assert_eq!(json["users"], json!([]), "named, not notified");
    let loud = board_post(&rec, &game, &[], Some(&Frame { notify: vec![user], picture: None, web: None }), &en());
    assert_eq!(serde_json::to_value(&loud.mentions).unwrap()["users"], json!([user.to_string()]));
    let footer = serde_json::to_value(&loud.embed).unwrap()["footer"]["text"].clone();
    assert_eq!(footer, "/game rules · /game log · 🤖 house players: normal", "seat 2 is a house player");
}

#[test]
fn a_board_with_a_picture_shows_it_and_keeps_only_a_summary_in_text() {
    let rec = record(2);
    let game = AnyGame::new(GameKind::Ming, 2, &Value::Null, 5).unwrap();
    let events = ["Ada placed a member".to_string()];
    let text = board_post(&rec, &game, &events, Some(&Frame::default()), &en());
    let url = "attachment://board-0.png".to_string();
    let framed = Frame { picture: Some(url.clone()), ..Frame::default() };
    let pictured = board_post(&rec, &game, &events, Some(&framed), &en());
    let (text, pictured_json) =
        (serde_json::to_value(&text.embed).unwrap(), serde_json::to_value(&pictured.embed).unwrap());
    assert!(text["fields"].as_array().is_some_and(|f| !f.is_empty()) && text.get("image").is_none());
    assert_eq!(pictured_json["image"]["url"], json!(url));
    assert!(pictured_json.get("fields").is_none_or(|f| f.as_array().is_some_and(Vec::is_empty)), "{pictured_json}");
    for key in ["title", "description", "footer"] {
        assert_eq!(pictured_json[key], text[key], "{key} stays in the summary");
    }
}

#[test]
fn a_board_links_to_its_web_page_when_it_has_one_running_or_over() {
    let rec = record(2);
    let game = AnyGame::new(GameKind::GreatWall, 2, &Value::Null, 5).unwrap();
    let url = "https://tavola.example.org/g/0123456789abcdef0123456789abcdef".to_string();
    let links = |rec: &SessionRecord, web: Option<String>| {
        let frame = Frame { web, ..Frame::default() };
        let json = serde_json::to_value(board_post(rec, &game, &[], Some(&frame), &en()).components).unwrap();
        let buttons: Vec<Value> =
            json.as_array().unwrap().iter().flat_map(|r| r["components"].as_array().unwrap().clone()).collect();
        buttons.into_iter().filter(|b| b["style"] == json!(5)).collect::<Vec<_>>()
    };
    assert!(links(&rec, None).is_empty(), "no pages, no link");
    let running = links(&rec, Some(url.clone()));
    assert_eq!(running.len(), 1);
    assert_eq!((&running[0]["url"], &running[0]["label"]), (&json!(url), &json!("View in browser")));
    let over = SessionRecord { status: Status::Over, ..rec.clone() };
    assert_eq!(links(&over, Some(url.clone())).len(), 1, "a finished board keeps its link");
    let it = board_post(&rec, &game, &[], Some(&Frame { web: Some(url), ..Frame::default() }), &Tr::embedded(Lang::It));
    assert!(serde_json::to_string(&it.components).unwrap().contains("Apri nel browser"));
}

/// Every running board carries 🔍 Details (a game id of the board's
/// session and version), beside Play, My hand, Log and the web link, in
/// the reader's language; a finished board has none.
#[test]
fn a_running_board_carries_details_and_a_finished_one_none() {
    let rec = record(3);
    let url = "https://tavola.example.org/g/0123456789abcdef0123456789abcdef".to_string();
    for kind in [GameKind::YearOfTheDragon, GameKind::GreatWall] {
        let game = AnyGame::new(kind, 3, &Value::Null, 5).unwrap();
        for (lang, label) in [(Lang::En, "Details"), (Lang::It, "Dettagli"), (Lang::De, "Details")] {
            let frame = Frame { web: Some(url.clone()), ..Frame::default() };
            let json = serde_json::to_value(board_post(&rec, &game, &[], Some(&frame), &Tr::embedded(lang)).components)
                .unwrap();
            let rows = json.as_array().unwrap();
            assert_eq!(rows.len(), 1, "one row: {json}");
            let buttons = rows[0]["components"].as_array().unwrap();
            assert_eq!(buttons.len(), 5, "Play, My hand, Log, Details, the web link: {json}");
            let details = &buttons[3];
            assert_eq!((&details["label"], &details["emoji"]["name"]), (&json!(label), &json!("🔍")));
            assert_eq!(details["style"], json!(2), "Secondary");
            let id = details["custom_id"].as_str().unwrap();
            assert_eq!(ComponentId::parse(id), ComponentId::new(rec.id, rec.version, Action::Details), "{id}");
        }
        let over = SessionRecord { status: Status::Over, ..rec.clone() };
        let json = serde_json::to_string(&board_post(&over, &game, &[], None, &en()).components).unwrap();
        assert!(!json.contains(":details"), "a finished board has no Details: {json}");
    }
}

#[test]
fn the_results_name_the_tiebreak_in_the_readers_language() {
    let rec = SessionRecord { game: "junk".into(), ..record(3) };
    let tiebreak = tavola_engine::Tiebreak { rule: "junk-tiebreak".into(), values: vec![4, 0, 2] };
    let outcome = tavola_engine::Outcome::ranked(vec![30, 20, 30], Some(tiebreak));
    for (lang, words) in [(Lang::En, "holds the most goods cards in hand"), (Lang::It, "ha più carte risorse in mano")]
    {
        let embeds = rhythm::results_embeds(&rec, &outcome, rhythm::ResultsExtras::default(), &Tr::embedded(lang));
        let text = serde_json::to_string(&embeds).unwrap();
        assert!(text.contains(words), "{lang:?}: {text}");
        assert!(text.contains("Player0") && text.contains("Player2") && text.contains("30 yen"), "{lang:?}: {text}");
        assert!(!text.contains("junk-tiebreak") && !text.contains("4, "), "{text}");
    }
}

#[test]
fn discord_timestamps_are_in_seconds() {
    assert_eq!(discord_timestamp(1_767_225_600_000, 'R'), "<t:1767225600:R>");
}

/// A table whose players are named as a mischievous player would.
fn hostile(names: [&str; 3]) -> SessionRecord {
    let mut rec = record(3);
    for (i, name) in names.into_iter().enumerate().filter(|&(i, _)| i != 1) {
        rec.seats[i].name = name.into();
    }
    rec
}

#[test]
fn a_name_is_escaped_for_markdown_and_kept_as_typed_for_plain_text() {
    let rec = hostile(["[free nitro](https://x.co)", "", "cool_guy"]);
    assert_eq!(seat_name(&rec.seats[0], &en()), r"\[free nitro\]\(https\://x.co\)");
    assert_eq!(seat_name_plain(&rec.seats[0], &en()), "[free nitro](https://x.co)");
    assert_eq!(player(&rec, Seat(2), &en()), r"🟢 cool\_guy");
    assert_eq!(player_plain(&rec, Seat(2), &en()), "🟢 cool_guy");
    assert_eq!(player(&rec, Seat(1), &en()), player_plain(&rec, Seat(1), &en()), "the house's name is the bot's");
    // The game's words: escaped in events, as typed in labels.
    let drew = tavola_engine::Msg::new("great-wall-drew").seat("seat", Seat(0));
    assert_eq!(GameWords::new(&rec, &en()).word(&drew), r"🔴 \[free nitro\]\(https\://x.co\) draws a card.");
    let cover = tavola_engine::Msg::new("great-wall-cover")
        .msg("card", tavola_engine::Msg::new("great-wall-owned-wall").seat("owner", Seat(2)));
    assert_eq!(GameWords::plain(&rec, &en()).word(&cover), "Cover 🟢 cool_guy's wall");
    assert_eq!(GameWords::new(&rec, &en()).word(&cover), r"Cover 🟢 cool\_guy's wall");
    // Old logs' "seat N" texts too.
    let old = tavola_engine::Msg::untranslated("seat 3 draws a card.");
    assert_eq!(GameWords::new(&rec, &en()).word(&old), r"🟢 cool\_guy draws a card.");
    assert_eq!(names(&rec, &en()), tavola_words::Names::new((0..3).map(|i| player(&rec, Seat(i), &en())).collect()));
}

#[test]
fn the_board_and_the_results_show_names_escaped_and_the_bots_own_markdown_as_is() {
    let rec = hostile(["**bold**", "", "# Big"]);
    let game = AnyGame::new(GameKind::GreatWall, 3, &Value::Null, 5).unwrap();
    let board = serde_json::to_string(&board_message(&rec, &game, &[], &en()).embed).unwrap();
    assert!(board.contains(r"🔴 \\*\\*bold\\*\\*") && board.contains(r"🟢 \\# Big"), "{board}");
    assert!(!board.contains("**bold**") && !board.contains("🟢 # Big"), "{board}");
    let outcome = tavola_engine::Outcome::ranked(vec![30, 20, 10], None);
    let embeds = rhythm::results_embeds(&rec, &outcome, rhythm::ResultsExtras::default(), &en());
    let text = serde_json::to_value(&embeds).unwrap()[0]["description"].as_str().unwrap().to_owned();
    assert!(text.starts_with(r"1. 🔴 \*\*bold\*\* · 30 points"), "{text}");
    assert!(text.contains(r"3. 🟢 \# Big · 10 points"), "{text}");
}

#[test]
fn a_cut_never_leaves_an_escapes_backslash_alone() {
    assert_eq!(clip(r"ab\*cd", 4), "ab…");
    assert_eq!(clip(r"ab\\cd", 5), r"ab\\…");
    assert_eq!(clip("abcdef", 4), "abc…");
}

#[test]
fn round_zero_is_the_set_up_and_the_others_the_game_s_own_count() {
    for (lang, setup, third) in
        [(Lang::En, "Set-up", "Month 3"), (Lang::It, "Preparazione", "Mese 3"), (Lang::De, "Aufbau", "Monat 3")]
    {
        let tr = Tr::embedded(lang);
        assert_eq!(tr.say(&round_msg("year-of-the-dragon", 0)), setup);
        assert_eq!(tr.say(&round_msg("year-of-the-dragon", 3)), third);
    }
}
