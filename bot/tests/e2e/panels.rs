//! Panels end to end, against the Discord double: Dschunke's opening picks
//! in one multi-select, confirmed once for the whole set; Ming's prince
//! placed through a select menu, province then district; a secret step
//! taken at once and only the final submission confirmed.

use crate::harness::{Route, Table};
use tavola_double::{Message, UserId};

/// The multi-select of a panel: its custom id and option values.
fn many(panel: &Message) -> (String, Vec<String>) {
    let select = panel
        .leaf_components()
        .into_iter()
        .find(|c| c["custom_id"].as_str().is_some_and(|id| id.ends_with(":many")))
        .unwrap_or_else(|| panic!("no multi-select on:\n{}", panel.text()));
    let values = select["options"].as_array().unwrap().iter().map(|o| o["value"].as_str().unwrap().to_owned());
    (select["custom_id"].as_str().unwrap().to_owned(), values.collect())
}

fn max_values(panel: &Message) -> u64 {
    let select = panel.leaf_components().into_iter().find(|c| c["custom_id"].as_str().unwrap().ends_with(":many"));
    select.and_then(|c| c["max_values"].as_u64()).unwrap_or(1)
}

/// `n` values of a multi-select, the first `n` of one good and the rest of
/// the next: a mix, as a player would pick.
fn picks(values: &[String], n: usize) -> Vec<&str> {
    let mut by_good: Vec<&str> = values.iter().map(String::as_str).filter(|v| v.starts_with("pick-")).collect();
    by_good.truncate(n);
    by_good
}

async fn play_panel(table: &Table, user: UserId) -> Message {
    let board = table.wait_board(|_| true).await;
    table.panel(user, Route::BoardButton, &board).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dschunke_opening_picks_go_in_one_multi_select_confirmed_once() {
    let table = Table::new(3).await;
    table.start_game("junk", 3, 3, &[]).await;
    let v = table.state_version();
    for (i, &user) in table.players.clone().iter().enumerate() {
        let panel = play_panel(&table, user).await;
        assert_eq!(max_values(&panel), 6, "six cards at three players:\n{}", panel.text());
        assert!(panel.content.contains("pooled, shuffled and dealt"), "{}", panel.content);
        let (id, values) = many(&panel);
        let chosen = picks(&values, 6);
        let ask = table.select_many(user, panel.id, &id, &chosen).await;
        assert!(ask.ephemeral && ask.content.contains("can't be taken back"), "{}", ask.content);
        assert!(ask.content.contains("Your opening cards: "), "the whole set restated: {}", ask.content);
        assert_eq!(ask.button_labels(), vec!["Confirm", "Change"]);
        if i == 0 {
            assert_eq!(table.state_version(), v, "nothing counts before Confirm");
            let change = ask.custom_ids().into_iter().find(|id| id.ends_with(":page:0")).expect("Change");
            let again = table.click(user, ask.id, &change).await;
            assert_eq!(max_values(&again), 6, "Change brings the whole set back: {}", again.content);
            let (id, values) = many(&again);
            let ask = table.select_many(user, again.id, &id, &picks(&values, 6)).await;
            let ok = ask.custom_ids().into_iter().find(|id| id.contains(":okm:")).expect("Confirm");
            let done = table.click(user, ask.id, &ok).await;
            assert!(done.content.starts_with('✅'), "{}", done.content);
            continue;
        }
        let ok = ask.custom_ids().into_iter().find(|id| id.contains(":okm:")).expect("Confirm");
        let done = table.click(user, ask.id, &ok).await;
        assert!(done.content.starts_with('✅'), "{}", done.content);
    }
    // Everyone has picked: the cards are dealt and the game goes on.
    let dealt = table.discord.wait_for("the deal", |d| {
        d.messages_in(table.channel).into_iter().find(|m| m.text().to_lowercase().contains("dealt"))
    });
    dealt.await.expect("the opening cards are dealt once everyone has picked");
    table.hand(table.players[0]).await;
    table.assert_no_leaks();
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_step_is_taken_at_once_and_only_the_final_submission_is_confirmed() {
    let table = Table::new(3).await;
    table.start_game("junk", 3, 3, &[]).await;
    let anna = table.players[0];
    let panel = play_panel(&table, anna).await;
    let (id, values) = many(&panel);
    // Two of six: taken at once, no Confirm, and the panel asks for the rest.
    let part = table.select_many(anna, panel.id, &id, &picks(&values, 2)).await;
    assert!(part.content.starts_with('✅'), "{}", part.content);
    assert!(!part.custom_ids().iter().any(|id| id.contains(":ok")), "no Confirm for a step: {}", part.content);
    assert_eq!(max_values(&part), 4, "the rest of the set: {}", part.text());
    let (id, values) = many(&part);
    let ask = table.select_many(anna, part.id, &id, &picks(&values, 4)).await;
    assert!(ask.content.contains("can't be taken back"), "{}", ask.content);
    let ok = ask.custom_ids().into_iter().find(|id| id.contains(":okm:")).expect("Confirm");
    let done = table.click(anna, ask.id, &ok).await;
    assert!(done.content.starts_with('✅') && done.components.is_empty(), "{}", done.content);
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ming_places_the_prince_through_a_select_menu_province_then_district() {
    let table = Table::new(2).await;
    let board = table.start_game("ming", 2, 2, &[]).await;
    let v = table.state_version();
    let user = crate::harness::mentions(&board.content)[0];
    let panel = table.panel(user, Route::BoardButton, &board).await;
    let (id, value) = Table::panel_moves(&panel)
        .into_iter()
        .find(|(id, value)| id.ends_with(":choose") && value == "@prince-w")
        .unwrap_or_else(|| panic!("no province menu:\n{}", panel.text()));
    assert!(panel.content.contains("first the province, then its district"), "{}", panel.content);
    let districts = table.select(user, panel.id, &id, &value).await;
    assert!(districts.ephemeral, "a step is private");
    let ids = districts.custom_ids();
    assert!(ids.iter().any(|id| id.ends_with(":do:prince-w1")), "{ids:?}");
    assert!(ids.iter().all(|id| !id.contains(":do:prince-o")), "only the white districts: {ids:?}");
    let back = ids.iter().find(|id| id.ends_with(":page:0")).expect("Back");
    let again = table.click(user, districts.id, back).await;
    assert!(Table::panel_moves(&again).iter().any(|(_, v)| v == "@prince-o"), "Back shows the provinces again");

    let districts = table.select(user, again.id, &id, &value).await;
    let ids = districts.custom_ids();
    let pick = ids.iter().find(|id| id.ends_with(":do:prince-w2")).expect("district 2");
    let done = table.click(user, districts.id, pick).await;
    assert!(done.content.starts_with('✅'), "{}", done.content);
    table.settle().await;
    assert!(table.state_version() > v, "the prince is placed");
    table.assert_reads_well();
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}

/// The table sizes `/game new` offers while `players` is typed.
async fn sizes(table: &Table, game: Option<&str>) -> Vec<u64> {
    let mut cmd = tavola_double::Slash::new("game").subcommand("new");
    if let Some(game) = game {
        cmd = cmd.opt("game", game);
    }
    let i =
        table.discord.autocomplete(table.players[0], table.channel, cmd.focus("players", "")).expect("autocomplete");
    let choices = table.discord.wait_for_response(i).await.expect("choices").choices();
    choices.iter().map(|c| c["value"].as_u64().expect("a number")).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_new_offers_the_chosen_games_table_sizes() {
    let table = Table::new(1).await;
    assert_eq!(sizes(&table, Some("junk")).await, [3, 4], "Dschunke is played by 3 or 4");
    assert_eq!(sizes(&table, Some("ming")).await, [2, 3, 4]);
    assert_eq!(sizes(&table, None).await, [2, 3, 4, 5], "before a game is chosen, every game's sizes");
    let new = tavola_double::Slash::new("game").subcommand("new").opt("game", "junk").opt("players", 2);
    let m = table.slash(table.players[0], new).await;
    assert!(m.ephemeral && m.content.contains("3 to 4"), "{}", m.content);
}

/// A private panel the game moved past loses its buttons and says so; the
/// panel the move was made on keeps its answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_panel_the_game_moved_past_is_retired() {
    let table = Table::new(2).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    let board = table.wait_board(|_| true).await;
    let mover = crate::harness::mentions(&board.content)[0];
    let older = table.panel(mover, Route::BoardButton, &board).await;
    let used = table.panel(mover, Route::PlayCommand, &board).await;
    assert!(!older.components.is_empty() && !used.components.is_empty(), "{}", older.text());
    let (id, value) = Table::panel_moves(&used).into_iter().next().expect("a move");
    let reply = table.take(mover, used.id, &id, &value).await;
    assert!(reply.content.starts_with('✅'), "{}", reply.content);
    let retired = table
        .discord
        .wait_for("the older panel retired", |d| {
            d.message(older.id).filter(|m| m.components.is_empty() && m.content.starts_with('⌛'))
        })
        .await
        .expect("retired");
    assert!(retired.content.contains("earlier turn"), "{}", retired.content);
    table.settle().await;
    let kept = table.discord.message(used.id).expect("the used panel");
    assert!(kept.content.starts_with('✅'), "the used panel keeps its answer: {}", kept.content);
    assert!(table.discord.violations().is_empty(), "{:#?}", table.discord.violations());
}
