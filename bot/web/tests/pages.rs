//! The pages, served: what each answers for every game, in every
//! language; that a link naming no game (unknown, malformed, deleted,
//! turned off) answers alike; that hostile names stay text; that the
//! headers shut out everything but the bot's own files.

mod common;

use common::*;
use tavola_engine::GameKind;
use tavola_table::GuildSetting;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_has_a_page_a_replay_and_when_over_its_results() {
    let (table, _dir) = table("pages").await;
    let addr = serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
    for (channel, &kind) in GameKind::ALL.iter().enumerate() {
        let players = kind.info().max_players.min(4);
        let id = started(&table, 10 + channel as u64, kind, players, &["Anna", "Bruno"]).await;
        play(&table, id, 40, channel as u64).await;
        let token = token(&table, id).await;
        for language in ["en", "it-IT,it;q=0.9", "de"] {
            let page = get(addr, &format!("/g/{token}"), language).await;
            assert_eq!(page.status, 200, "{kind:?} {language}");
            assert!(page.body.contains("<svg class=\"board-svg\""), "{kind:?}: the board is on the page");
            assert!(page.body.contains("Anna") && page.body.contains("Bruno"), "{kind:?}: the players are named");
            assert!(page.body.len() < 300 * 1024, "{kind:?}: the page is {} KB", page.body.len() / 1024);
            let lang = language.split(['-', ',']).next().unwrap();
            assert!(page.body.contains(&format!("<html lang=\"{lang}\">")), "{kind:?} {language}");
            let replay = get(addr, &format!("/g/{token}/replay/3"), language).await;
            assert_eq!(replay.status, 200);
            assert!(replay.body.contains("id=\"slider\"") && replay.body.contains("value=\"3\""), "{kind:?}");
        }
        // Played to the end, it has its results.
        play(&table, id, 100_000, channel as u64 + 100).await;
        let results = get(addr, &format!("/g/{token}/results"), "en").await;
        assert_eq!(results.status, 200, "{kind:?}");
        assert!(results.body.contains("Final results") && results.body.contains("chart-svg"), "{kind:?}");
        let page = get(addr, &format!("/g/{token}"), "en").await;
        assert!(page.body.contains("Game over."), "{kind:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_that_names_no_game_answers_the_same_404_whatever_the_reason() {
    let (table, _dir) = table("gone").await;
    let addr = serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
    let id = started(&table, 1, GameKind::GreatWall, 2, &["Anna"]).await;
    let token = token(&table, id).await;
    assert_eq!(get(addr, &format!("/g/{token}"), "en").await.status, 200);
    let unknown = "0123456789abcdef0123456789abcdef";
    let cases = [
        format!("/g/{unknown}"),
        "/g/short".to_owned(),
        format!("/g/{}", token.to_uppercase()),
        "/g/..%2F..%2Fetc%2Fpasswd".to_owned(),
        format!("/g/{id}"),
        format!("/g/{unknown}/replay/2"),
        format!("/g/{unknown}/results"),
        format!("/g/{unknown}/events"),
    ];
    let first = get(addr, &cases[0], "en").await;
    assert_eq!(first.status, 404);
    for path in &cases {
        let answer = get(addr, path, "en").await;
        assert_eq!((answer.status, &answer.body), (404, &first.body), "{path}");
    }
    // The server turns its pages off: the game's links answer the same.
    table.set_guild_setting(GUILD, GuildSetting::Web, "off").await.expect("set");
    let off = get(addr, &format!("/g/{token}"), "en").await;
    assert_eq!((off.status, &off.body), (404, &first.body));
    table.set_guild_setting(GUILD, GuildSetting::Web, "on").await.expect("set");
    assert_eq!(get(addr, &format!("/g/{token}"), "en").await.status, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_names_stay_text_and_every_answer_shuts_out_other_sites() {
    let (table, _dir) = table("hostile").await;
    let addr = serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
    for (channel, &kind) in GameKind::ALL.iter().enumerate() {
        let players = kind.info().max_players.min(4).max(3);
        let id = started(&table, 20 + channel as u64, kind, players, &HOSTILE).await;
        play(&table, id, 30, 7).await;
        let token = token(&table, id).await;
        for path in [format!("/g/{token}"), format!("/g/{token}/replay/5")] {
            let page = get(addr, &path, "en").await;
            assert_eq!(page.status, 200);
            assert!(!page.body.contains("<script>alert") && !page.body.contains("<img"), "{kind:?} {path}");
            assert!(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{kind:?}: the name is shown, as text");
            assert_eq!(page.body.matches("<script").count(), 1, "{kind:?}: only the page's own script");
            let csp = page.header("content-security-policy").expect("a policy");
            assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe"), "{csp}");
            assert_eq!(page.header("set-cookie"), None);
            assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_past_its_rate_is_told_to_wait() {
    let (table, _dir) = table("rate").await;
    let limits = tavola_web::Limits { per_second: 1.0, burst: 5.0, ..Default::default() };
    let addr = serve(table, limits).await;
    let mut statuses = Vec::new();
    for _ in 0..8 {
        statuses.push(get(addr, "/health", "en").await.status);
    }
    assert_eq!(statuses.iter().filter(|&&s| s == 200).count(), 5, "{statuses:?}");
    assert_eq!(statuses.last(), Some(&429));
}
