//! Only what the channel saw: a page is drawn from the public view and the
//! public events alone. For positions of all five games, a state any seat
//! cannot tell from the true one (its hidden parts redrawn) gives the very
//! same page, and the page's figures are the public view's.

mod common;

use common::*;
use tavola_engine::{AnyGame, Game, GameKind, Seat, Viewer};
use tavola_table::front::pages::ShownBoard;
use tavola_table::i18n::Tr;
use tavola_table::Lang;
use tavola_web::pages::{game, Links};

fn page(shown: &ShownBoard) -> String {
    game::page(shown, &Links { token: "0123456789abcdef0123456789abcdef" }, Tr::embedded(Lang::En)).html
}

/// `game` with its hidden parts redrawn as `seat` might imagine them.
fn redrawn(game: &AnyGame, seat: Seat, seed: u64) -> AnyGame {
    let mut rng = tavola_engine::seeded_rng(seed);
    match game {
        AnyGame::Ming(g) => AnyGame::Ming(g.determinize(seat, &mut rng)),
        AnyGame::Attila(g) => AnyGame::Attila(g.determinize(seat, &mut rng)),
        AnyGame::Junk(g) => AnyGame::Junk(g.determinize(seat, &mut rng)),
        AnyGame::YearOfTheDragon(g) => AnyGame::YearOfTheDragon(g.determinize(seat, &mut rng)),
        AnyGame::GreatWall(g) => AnyGame::GreatWall(g.determinize(seat, &mut rng)),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_part_of_the_state_changes_nothing_on_the_page() {
    let (table, _dir) = table("hidden").await;
    for (channel, &kind) in GameKind::ALL.iter().enumerate() {
        let players = kind.info().max_players;
        let id = started(&table, 30 + channel as u64, kind, players, &["Anna", "Bruno"]).await;
        for stage in 0..4 {
            play(&table, id, 25, stage).await;
            let shown = table.page_board(id).await.expect("the page reads");
            let Some(truth) = shown.game.clone() else { continue };
            let html = page(&shown);
            assert!(!html.contains(&shown.record.seed.to_string()) || shown.record.seed == 0, "no seed");
            for seat in Seat::all(players) {
                let other = ShownBoard { game: Some(redrawn(&truth, seat, stage * 31 + 7)), ..shown.clone() };
                assert_eq!(page(&other), html, "{kind:?} stage {stage}: seat {seat}'s redrawing shows");
            }
            // The page's scores are the public view's: a number, or "secret".
            let view = truth.view(Viewer::Public);
            for score in view["scores"].as_array().expect("scores") {
                let shown = score.as_i64().map_or("secret".to_owned(), |s| s.to_string());
                assert!(html.contains(&format!("<span class=\"score\">{shown}</span>")), "{kind:?}: {shown}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_leaves_the_table_for_a_page_holds_no_secret() {
    let (table, _dir) = table("secrets").await;
    for (channel, &kind) in GameKind::ALL.iter().enumerate() {
        let id = started(&table, 40 + channel as u64, kind, kind.info().max_players, &["Anna"]).await;
        play(&table, id, 60, 3).await;
        let shown = table.page_board(id).await.expect("the page reads");
        assert_eq!((shown.record.seed, &shown.record.snapshot), (0, &None), "{kind:?}");
        assert!(shown.record.dm_messages.is_empty());
        for entry in &shown.log {
            assert!(entry.action.is_null(), "{kind:?}: an action left the table");
            let events: Vec<tavola_engine::AppliedEvent> =
                serde_json::from_value(entry.events.clone()).expect("events");
            assert!(events.iter().all(|e| e.audience == tavola_engine::Audience::Public), "{kind:?}: a private event");
        }
        let replayed = table.page_replay(id, tavola_table::session::Seek::At(4)).await.expect("a replay");
        assert_eq!((replayed.record.seed, &replayed.record.snapshot), (0, &None));
    }
}
