//! Panels of every game through whole random games: within Discord's
//! limits, a select menu past five choices, an emoji on every choice, a
//! line of context on every decision; two-part choices and secret sets.

use rand::SeedableRng;
use serde_json::{json, Value};
use tavola_engine::{AnyGame, GameKind, Seat};

use super::*;
use crate::i18n::Lang;
use crate::render::ids::{self, ComponentId};
use tavola_table::record::{SeatRecord, SessionRecord, Status};
use tavola_table::request::{completes_secret, counts_of, ids_of};

fn record(kind: GameKind, players: usize) -> SessionRecord {
    SessionRecord {
        id: 3,
        guild: 1,
        channel: 2,
        creator: 100,
        game: kind.id().into(),
        options: json!({}),
        target: None,
        seed: 1,
        status: Status::Active,
        version: 12,
        seats: (0..players)
            .map(|i| SeatRecord { user: Some(100 + i as u64), name: format!("Player{i}"), dm_open: true })
            .collect(),
        snapshot: None,
        lobby_message: None,
        board_message: None,
        dm_messages: vec![],
        timers: Default::default(),
    }
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// What a panel offers, as Discord receives it.
#[derive(Default, Debug)]
struct Seen {
    buttons: Vec<Value>,
    selects: Vec<Value>,
}

/// Checks every limit Discord puts on `p` and returns its components.
fn check_limits(p: &Panel) -> Seen {
    assert!(p.content.chars().count() <= 2000, "{}", p.content);
    assert!(p.components.len() <= 5, "{} rows", p.components.len());
    let rows = serde_json::to_value(&p.components).unwrap();
    let mut seen = Seen::default();
    for row in rows.as_array().unwrap() {
        let items = row["components"].as_array().unwrap();
        assert!((1..=5).contains(&items.len()), "{row}");
        for c in items {
            let id = c["custom_id"].as_str().unwrap();
            assert!(id.len() <= 100 && matches!(ComponentId::parse(id), ComponentId::Game { .. }), "{id}");
            if c["type"] == 2 {
                assert!((1..=80).contains(&chars(&c["label"])), "{c}");
                seen.buttons.push(c.clone());
            } else {
                assert_eq!(items.len(), 1, "a select fills its row");
                let options = c["options"].as_array().unwrap();
                assert!((1..=25).contains(&options.len()), "{c}");
                assert!(chars(&c["placeholder"]) <= 150);
                let max = c["max_values"].as_u64().unwrap_or(1) as usize;
                assert!(max >= 1 && max <= options.len(), "{c}");
                for o in options {
                    assert!((1..=100).contains(&chars(&o["label"])) && (1..=100).contains(&chars(&o["value"])));
                }
                seen.selects.push(c.clone());
            }
        }
    }
    seen
}

/// The choices of a panel (not Back, Previous, Next, Change).
fn choices_of(seen: &Seen) -> Vec<&Value> {
    let moves = seen.buttons.iter().filter(|b| {
        let id = b["custom_id"].as_str().unwrap();
        id.contains(":do:") || id.contains(":grp:")
    });
    moves.chain(seen.selects.iter().flat_map(|s| s["options"].as_array().unwrap())).collect()
}

fn check_panel(p: &Panel, legal: usize) -> Seen {
    let seen = check_limits(p);
    let choices = choices_of(&seen);
    assert!(!choices.is_empty(), "a decision with no choice:\n{}", p.content);
    for c in &choices {
        assert!(c["emoji"]["name"].as_str().is_some_and(|e| !e.is_empty()), "no emoji: {c}");
    }
    for b in seen.buttons.iter().filter(|b| b["custom_id"].as_str().unwrap().contains(":do:")) {
        assert!(chars(&b["label"]) <= BUTTON_LABEL_MAX, "a phone cuts this button: {b}");
    }
    if legal > MAX_BUTTONS {
        let buttons = seen.buttons.iter().filter(|b| b["custom_id"].as_str().unwrap().contains(":do:")).count();
        assert!(buttons <= MAX_BUTTONS, "{legal} choices as {buttons} buttons");
    }
    let line = p.content.lines().find(|l| l.starts_with("👉")).expect("the decision's line");
    let (_, context) = line.split_once(" · ").expect("a context line");
    assert!(context.len() > 10 && !context.contains("panels-"), "{line}");
    assert!(!p.content.contains("panels-group-"), "{}", p.content);
    seen
}

#[test]
fn every_panel_of_every_game_fits_discord_and_explains_itself() {
    for &kind in GameKind::ALL {
        let info = kind.info();
        let mut selects = 0;
        for (players, lang) in [(info.min_players, Lang::En), (info.max_players, Lang::It)] {
            let tr = Tr::embedded(lang);
            let rec = record(kind, players);
            let mut game = AnyGame::new(kind, players, &Value::Null, 11).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
            for _ in 0..4000 {
                let seats = game.to_act().seats();
                let Some(&seat) = seats.first() else { break };
                let legal = game.legal(seat).len();
                let p = panel(&rec, &game, seat, 0, "", &tr);
                let seen = check_panel(&p, legal);
                selects += seen.selects.len();
                for value in seen.selects.iter().flat_map(|s| s["options"].as_array().unwrap()) {
                    if let Some(key) = value["value"].as_str().and_then(ids::parse_group_value) {
                        let group = step(&rec, &game, seat, &At::Group(key.into()), Detail::Step, "", &tr);
                        let seen = check_panel(&group, 0);
                        assert!(seen.buttons.iter().any(|b| b["custom_id"].as_str().unwrap().ends_with(":page:0")));
                    }
                }
                game.house_move(seat, &mut rng).unwrap();
            }
            assert!(game.outcome().is_some(), "{} did not end", kind.id());
        }
        assert!(selects > 0, "{} never showed a select menu", kind.id());
    }
}

#[test]
fn the_dragon_s_persons_show_value_symbols_and_how_many_are_left_whole() {
    let kind = GameKind::from_id("year-of-the-dragon").unwrap();
    let (rec, tr) = (record(kind, 3), Tr::embedded(Lang::En));
    let mut game = AnyGame::new(kind, 3, &Value::Null, 11).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let seat = loop {
        let seat = game.to_act().seats()[0];
        if game.legal(seat).iter().any(|a| a.id.starts_with("take-farmer")) {
            break seat;
        }
        game.house_move(seat, &mut rng).unwrap();
    };
    let seen = check_limits(&panel(&rec, &game, seat, 0, "", &tr));
    assert!(seen.buttons.iter().all(|b| !b["custom_id"].as_str().unwrap().contains(":do:")), "{seen:?}");
    let options = seen.selects[0]["options"].as_array().unwrap();
    let young = options.iter().find(|o| o["value"] == "take-farmer-young").expect("the young farmer");
    assert_eq!(young["label"], "Take a young farmer");
    let details = young["description"].as_str().unwrap();
    assert!(details.starts_with("person value ") && details.ends_with(" left"), "{details}");
}

/// A Ming game where the first seat places its prince.
fn ming_prince() -> (SessionRecord, AnyGame, Seat) {
    let game = AnyGame::new(GameKind::Ming, 2, &Value::Null, 3).unwrap();
    let seat = game.to_act().seats()[0];
    assert!(game.legal(seat).iter().all(|a| a.id.starts_with("prince-")), "{:?}", game.legal(seat));
    (record(GameKind::Ming, 2), game, seat)
}

#[test]
fn ming_asks_the_province_then_the_district() {
    let (rec, game, seat) = ming_prince();
    let tr = Tr::embedded(Lang::En);
    let p = panel(&rec, &game, seat, 0, "", &tr);
    let seen = check_limits(&p);
    let values: Vec<&str> =
        seen.selects[0]["options"].as_array().unwrap().iter().map(|o| o["value"].as_str().unwrap()).collect();
    assert_eq!(values, ["@prince-w", "@prince-o", "@prince-g", "@prince-p", "@prince-y", "@prince-b"]);
    let labels = seen.selects[0]["options"][0]["label"].as_str().unwrap();
    assert_eq!(labels, "Prince to the white province");
    assert!(p.content.contains("first the province, then its district"), "{}", p.content);

    let white = step(&rec, &game, seat, &At::Group("prince-w".into()), Detail::Step, "", &tr);
    let seen = check_limits(&white);
    let ids: Vec<&str> = seen.buttons.iter().map(|b| b["custom_id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["tv:3:12:do:prince-w1", "tv:3:12:do:prince-w2", "tv:3:12:do:prince-w3", "tv:3:12:page:0"]);
    assert!(!white.content.contains("Your hand"), "a step repeats no hand: {}", white.content);
    assert_eq!(white.content.lines().count(), 2, "one line of header, one of decision: {}", white.content);
}

#[test]
fn passing_is_red_and_every_other_choice_grey() {
    let (rec, mut game, seat) = ming_prince();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let tr = Tr::embedded(Lang::En);
    for _ in 0..2000 {
        let seat = game.to_act().seats()[0];
        let legal = game.legal(seat);
        if legal.len() <= MAX_BUTTONS && legal.iter().any(|a| a.id == "pass") {
            let seen = check_limits(&panel(&rec, &game, seat, 0, "", &tr));
            for b in seen.buttons {
                let red = b["custom_id"].as_str().unwrap().ends_with(":do:pass");
                assert_eq!(b["style"], if red { 4 } else { 2 }, "{b}");
            }
            return;
        }
        game.house_move(seat, &mut rng).unwrap();
    }
    panic!("no short decision with a pass in Ming seat {seat}");
}

#[test]
fn dschunke_opening_is_one_multi_select_and_only_the_full_set_is_confirmed() {
    for players in [3, 4] {
        let game = AnyGame::new(GameKind::Junk, players, &Value::Null, 2).unwrap();
        let rec = record(GameKind::Junk, players);
        let seat = Seat(0);
        let size = if players == 3 { 6 } else { 8 };
        assert_eq!(set_size(&game, seat), size);
        let p = panel(&rec, &game, seat, 0, "", &Tr::embedded(Lang::En));
        let seen = check_limits(&p);
        assert!(seen.buttons.is_empty() && seen.selects.len() == 1, "{p:?}");
        let select = &seen.selects[0];
        assert!(select["custom_id"].as_str().unwrap().ends_with(":many"));
        assert_eq!(select["max_values"], size);
        assert_eq!(select["min_values"], 1);
        assert!(p.content.contains("pooled, shuffled and dealt"), "{}", p.content);

        let values = |n: usize| -> Vec<String> {
            let fish = (1..=n.min(4)).map(|i| ids::many_value("pick-fish", i));
            let rice = (1..=n.saturating_sub(4)).map(|i| ids::many_value("pick-rice", i));
            fish.chain(rice).collect()
        };
        let legal = game.legal(seat);
        let picked: Vec<String> = values(size).iter().map(|v| ids::parse_many_value(v).unwrap().to_owned()).collect();
        let counts = counts_of(&legal, &picked).unwrap();
        let all = ids_of(&legal, &counts).unwrap();
        assert_eq!(all.len(), size);
        assert!(all[..4].iter().all(|id| id == "pick-fish"), "{all:?}");
        let refs: Vec<&str> = all.iter().map(String::as_str).collect();
        assert!(completes_secret(&game, seat, &refs), "the whole set is the submission");
        assert!(!completes_secret(&game, seat, &refs[..size - 1]), "part of the set is taken at once");
        assert_eq!(counts_of(&legal, &["pick-gold"]), None, "no such action");

        let ask = confirm_many(&rec, &game, seat, &counts, &Tr::embedded(Lang::En));
        let whole =
            if size == 6 { "🐟 4 fish cards · 🌾 2 rice cards" } else { "🐟 4 fish cards · 🌾 4 rice cards" };
        assert!(ask.content.contains(whole) && ask.content.contains("can't be taken back"), "{}", ask.content);
    }
}

/// Issue 53: after seven picks the panel said "Your hand is empty" and
/// never what was picked, the options read "Pick a fish card · 1 … · 6"
/// like card values, and the confirmation named only the last card. Now
/// the picks so far are listed, each good's options count by ordinals, and
/// the confirmation lists the whole opening hand, in every language.
#[test]
fn dschunke_opening_shows_the_picks_so_far_and_confirms_the_whole_hand() {
    let rec = record(GameKind::Junk, 4);
    let seat = Seat(0);
    let fresh = AnyGame::new(GameKind::Junk, 4, &Value::Null, 2).unwrap();
    let mut game = fresh.clone();
    for id in ["pick-fish"; 4].into_iter().chain(["pick-rice"; 3]) {
        game.apply(seat, &Value::String(id.into())).unwrap();
    }
    let legal = game.legal(seat);
    let spice = legal.iter().position(|a| a.id == "pick-spice").unwrap();
    let mut counts = vec![0; legal.len()];
    counts[spice] = 1;
    let options = |p: &Panel| -> Vec<String> {
        let seen = check_limits(p);
        let labels = seen.selects[0]["options"].as_array().unwrap().iter();
        labels.map(|o| o["label"].as_str().unwrap().to_owned()).collect()
    };
    let cases = [
        (
            Lang::En,
            "**Your opening picks so far**: 🐟 4 fish cards · 🌾 3 rice cards",
            "You have not picked",
            "Pick a fish card (2nd)",
            "Your opening cards: 🐟 4 fish cards · 🌾 3 rice cards · 🌶️ 1 spice card",
        ),
        (
            Lang::It,
            "**Le carte iniziali scelte finora**: 🐟 4 carte pesce · 🌾 3 carte riso",
            "Non hai ancora scelto",
            "(2ª)",
            "Le tue carte iniziali: 🐟 4 carte pesce · 🌾 3 carte riso · 🌶️ 1 carta spezie",
        ),
        (
            Lang::De,
            "**Deine bisher gewählten Startkarten**: 🐟 4 Fischkarten · 🌾 3 Reiskarten",
            "Du hast noch keine",
            "(2.)",
            "Deine Startkarten: 🐟 4 Fischkarten · 🌾 3 Reiskarten · 🌶️ 1 Gewürzkarte",
        ),
    ];
    for (lang, so_far, none_yet, second, whole) in cases {
        let tr = Tr::embedded(lang);
        let start = panel(&rec, &fresh, seat, 0, "", &tr);
        assert!(start.content.contains(none_yet), "{}", start.content);
        let labels = options(&start);
        assert!(labels.iter().any(|l| l.ends_with(second)), "{labels:?}");
        let valued = labels.iter().find(|l| l.rsplit_once(" · ").is_some_and(|(_, n)| n.parse::<u8>().is_ok()));
        assert_eq!(valued, None, "an option reads like a card's value");

        let last = panel(&rec, &game, seat, 0, "", &tr);
        assert!(last.content.contains(so_far), "{}", last.content);
        assert!(!last.content.contains(&t!(tr, "hand-empty")), "{}", last.content);
        assert!(options(&last).iter().all(|l| !l.contains('(')), "one card left: no ordinals");

        let ask = confirm_many(&rec, &game, seat, &counts, &tr);
        assert!(ask.content.contains(whole), "{}", ask.content);
    }
}

#[test]
fn dschunke_offers_confirm_the_count_not_the_good() {
    let mut game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    for _ in 0..3000 {
        let seats = game.to_act().seats();
        let seat = seats[0];
        let legal: Vec<String> = game.legal(seat).into_iter().map(|a| a.id).collect();
        if let Some(good) = legal.iter().find(|id| id.starts_with("offer-")) {
            assert!(!completes_secret(&game, seat, &[good]), "choosing the good is a step");
            assert!(completes_secret(&game, seat, &["no-offer"]), "offering nothing is the submission");
            let mut next = game.clone();
            next.apply(seat, &Value::String(good.clone())).unwrap();
            assert!(!completes_secret(&next, seat, &["back"]), "Back is a step");
            assert!(completes_secret(&next, seat, &["offer-1"]), "the count completes the offer");
            return;
        }
        game.house_move(seat, &mut rng).unwrap();
    }
    panic!("no offer phase reached");
}

#[test]
fn labels_name_players_as_typed_and_the_panels_text_escapes_them() {
    let names = ["cool_guy", "[free nitro](https://x.co)", "# Big"];
    let mut rec = record(GameKind::GreatWall, 3);
    for (seat, name) in rec.seats.iter_mut().zip(names) {
        seat.name = name.into();
    }
    let tr = Tr::embedded(Lang::En);
    let mut game = AnyGame::new(GameKind::GreatWall, 3, &Value::Null, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let mut named_labels = 0;
    while let Some(&seat) = game.to_act().seats().first() {
        let p = panel(&rec, &game, seat, 0, "", &tr);
        let you = crate::render::markdown::escape(names[seat.index()]);
        assert!(
            p.content.contains(&format!("you are {} {you}", crate::render::CIRCLES[seat.index()])),
            "{}",
            p.content
        );
        let seen = check_limits(&p);
        for label in choices_of(&seen).iter().filter_map(|c| c["label"].as_str()) {
            assert!(!label.contains('\\'), "a label shows a backslash: {label}");
            named_labels += usize::from(names.iter().any(|n| label.contains(n)));
        }
        game.house_move(seat, &mut rng).unwrap();
    }
    assert!(named_labels > 0, "no label named a player: Great Wall's Cover names the card's owner");
}
