use std::sync::Arc;

use serde_json::json;
use tavola_engine::GameKind;

use super::*;
use crate::store::SqliteStore;

fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tavola-session-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("tavola.db")
}

fn sessions(name: &str) -> (Sessions, std::path::PathBuf) {
    let path = temp_db(name);
    (Sessions::new(Arc::new(SqliteStore::open(&path).unwrap())), path)
}

const ANNA: u64 = 1001;
const BEN: u64 = 1002;
const CARLA: u64 = 1003;

fn two_humans(s: &Sessions) -> SessionId {
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), GameKind::ALL[0], None, json!({})).unwrap();
    s.join(rec.id, BEN, "Ben".into(), true).unwrap();
    rec.id
}

/// The user who must act now, and a legal move id for them.
fn someone_to_act(s: &Sessions, id: SessionId) -> (u64, String, u64) {
    let (rec, game) = s.get(id).unwrap();
    let game = game.unwrap();
    let seat = game.to_act().seats()[0];
    let user = rec.seats[seat.index()].user.unwrap();
    (user, game.legal(seat)[0].id.clone(), rec.version)
}

#[test]
fn lobby_checks_seats_and_counts() {
    let (s, _) = sessions("lobby");
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({})).unwrap();
    assert!(matches!(s.open_lobby(1, 10, (BEN, "Ben".into(), true), kind, None, json!({})), Err(Refusal::ChannelBusy)));
    assert!(matches!(s.join(rec.id, ANNA, "Anna".into(), true), Err(Refusal::AlreadySeated)));
    assert!(matches!(s.start(rec.id, ANNA), Err(Refusal::PlayerCount { have: 1, .. })));
    for _ in 0..4 {
        s.add_house(rec.id, ANNA).unwrap();
    }
    assert!(matches!(s.join(rec.id, BEN, "Ben".into(), true), Err(Refusal::Full { max: 5, .. })));
    assert!(matches!(s.add_house(rec.id, CARLA), Err(Refusal::NotSeated)));
    let p = s.leave(rec.id, ANNA).unwrap();
    assert_eq!(p.record.seats.len(), 4);
}

#[test]
fn bad_options_and_counts_are_refused_before_anything_is_stored() {
    let (s, _) = sessions("options");
    let kind = GameKind::from_id("great-wall").unwrap();
    let err = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, None, json!({"nonsense": 1})).unwrap_err();
    assert!(err.to_string().contains("options"), "{err}");
    let err = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, Some(9), json!({})).unwrap_err();
    assert!(matches!(err, Refusal::PlayerCount { have: 9, .. }));
    assert!(matches!(s.in_channel(10), Err(Refusal::NoSession)));
}

#[test]
fn stale_forged_and_out_of_turn_moves_change_nothing() {
    let (s, _) = sessions("refusals");
    let id = two_humans(&s);
    s.start(id, BEN).unwrap();
    let (user, action, version) = someone_to_act(&s, id);
    let other = if user == ANNA { BEN } else { ANNA };
    assert!(matches!(s.act(id, Some(version), other, &action), Err(Refusal::NotYourTurn { .. })));
    assert!(matches!(s.act(id, Some(version), CARLA, &action), Err(Refusal::NotSeated)));
    assert!(matches!(s.act(id, Some(version), user, "launch-rockets"), Err(Refusal::Forged)));
    assert!(matches!(s.act(id, Some(version + 1), user, &action), Err(Refusal::Stale)));
    assert_eq!(s.get(id).unwrap().0.version, version);
    s.act(id, Some(version), user, &action).unwrap();
    // The same click again (a double click, or a replayed interaction).
    assert!(matches!(s.act(id, Some(version), user, &action), Err(Refusal::Stale)));
    assert_eq!(s.get(id).unwrap().0.version, version + 1);
    assert_eq!(s.store().log(id).unwrap().len(), 1);
}

#[test]
fn house_players_move_at_once_and_the_game_ends() {
    let (s, _) = sessions("house");
    let kind = GameKind::from_id("great-wall").unwrap();
    let rec = s.open_lobby(1, 10, (ANNA, "Anna".into(), true), kind, Some(5), json!({})).unwrap();
    let started = s.start(rec.id, ANNA).unwrap();
    assert_eq!(started.record.seats.len(), 5);
    assert!(started.turn_changed);
    let mut moves = 0;
    loop {
        let (rec, game) = s.get(rec.id).unwrap();
        if rec.status == Status::Over {
            assert!(game.unwrap().outcome().is_some());
            break;
        }
        let seats = game.as_ref().unwrap().to_act().seats();
        assert!(seats.iter().all(|s| !rec.seats[s.index()].is_house()), "a house player was left waiting");
        let (user, action, version) = someone_to_act(&s, rec.id);
        assert_eq!(user, ANNA);
        s.act(rec.id, Some(version), user, &action).unwrap();
        moves += 1;
        assert!(moves < 2000, "the game does not end");
    }
    assert!(matches!(s.act(rec.id, None, ANNA, "draw"), Err(Refusal::Closed)));
}

#[test]
fn a_restart_continues_exactly_where_the_game_was() {
    let (s, path) = sessions("restart");
    let id = two_humans(&s);
    s.start(id, ANNA).unwrap();
    for _ in 0..5 {
        let (user, action, version) = someone_to_act(&s, id);
        s.act(id, Some(version), user, &action).unwrap();
    }
    let (rec, game) = s.get(id).unwrap();
    drop(s);
    let s = Sessions::new(Arc::new(SqliteStore::open(&path).unwrap()));
    assert_eq!(s.in_channel(10).unwrap(), id);
    let (rec2, game2) = s.get(id).unwrap();
    assert_eq!(rec2, rec);
    let (g1, g2) = (game.unwrap(), game2.unwrap());
    assert_eq!(serde_json::to_value(&g1).unwrap(), serde_json::to_value(&g2).unwrap());
    let (user, action, version) = someone_to_act(&s, id);
    assert_eq!(version, 5);
    s.act(id, Some(version), user, &action).unwrap();
}

#[test]
fn undo_replays_the_log_and_leaving_gives_the_seat_to_the_house() {
    let (s, _) = sessions("undo");
    let id = two_humans(&s);
    assert!(matches!(s.undo(id), Err(Refusal::NotStarted)));
    s.start(id, ANNA).unwrap();
    assert!(matches!(s.undo(id), Err(Refusal::NothingToUndo)));
    let before = serde_json::to_value(s.get(id).unwrap().1.unwrap()).unwrap();
    let (user, action, version) = someone_to_act(&s, id);
    s.act(id, Some(version), user, &action).unwrap();
    let undone = s.undo(id).unwrap();
    assert_eq!(undone.record.version, 0);
    assert_eq!(serde_json::to_value(undone.game.unwrap()).unwrap(), before);
    assert!(s.store().log(id).unwrap().is_empty());

    let p = s.leave(id, BEN).unwrap();
    assert!(p.record.seats.iter().any(|seat| seat.is_house()));
    let turn = p.game.unwrap().to_act().seats();
    assert!(turn.iter().all(|seat| p.record.seats[seat.index()].user == Some(ANNA)));
    assert!(matches!(s.leave(id, BEN), Err(Refusal::NoSuchPlayer)));
}

#[test]
fn cancel_is_for_the_creator_in_the_lobby_or_an_admin() {
    let (s, _) = sessions("cancel");
    let id = two_humans(&s);
    assert!(matches!(s.cancel(id, BEN, false), Err(Refusal::NotCreator)));
    s.start(id, ANNA).unwrap();
    assert!(matches!(s.cancel(id, ANNA, false), Err(Refusal::NotCreator)));
    s.cancel(id, CARLA, true).unwrap();
    assert!(matches!(s.in_channel(10), Err(Refusal::NoSession)));
    assert!(matches!(s.cancel(id, CARLA, true), Err(Refusal::Closed)));
}

#[test]
fn force_moves_for_a_stalled_seat_and_replace_hands_it_over() {
    let (s, _) = sessions("force");
    let id = two_humans(&s);
    s.start(id, ANNA).unwrap();
    let p = s.force(id).unwrap();
    assert_eq!(p.record.version, 1);
    assert!(s.store().log(id).unwrap()[0].by.is_none());
    let p = s.replace_seat(id, BEN, Some((CARLA, "Carla".into(), false))).unwrap();
    assert!(seat_of(&p.record, CARLA).is_some() && seat_of(&p.record, BEN).is_none());
    assert!(matches!(s.replace_seat(id, ANNA, Some((CARLA, "Carla".into(), true))), Err(Refusal::AlreadySeated)));
}
