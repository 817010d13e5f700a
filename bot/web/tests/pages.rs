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
    let addr =
        serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
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
    let addr =
        serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
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
    let addr =
        serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
    for (channel, &kind) in GameKind::ALL.iter().enumerate() {
        let players = kind.info().max_players.clamp(3, 4);
        let id = started(&table, 20 + channel as u64, kind, players, &HOSTILE).await;
        play(&table, id, 30, 7).await;
        let token = token(&table, id).await;
        for path in [format!("/g/{token}"), format!("/g/{token}/replay/5")] {
            let page = get(addr, &path, "en").await;
            assert_eq!(page.status, 200);
            assert!(!page.body.contains("<script>alert") && !page.body.contains("<img"), "{kind:?} {path}");
            assert!(
                page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
                "{kind:?}: the name is shown, as text"
            );
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

/// Reads a follower's stream until a `stamp` event, or `wait` passes.
async fn next_stamp(
    stream: &mut tokio::io::BufReader<tokio::net::TcpStream>,
    wait: std::time::Duration,
) -> Option<String> {
    use tokio::io::AsyncBufReadExt;
    let deadline = tokio::time::Instant::now() + wait;
    let mut line = String::new();
    let mut event = false;
    loop {
        line.clear();
        match tokio::time::timeout_at(deadline, stream.read_line(&mut line)).await {
            Ok(Ok(n)) if n > 0 => {}
            _ => return None,
        }
        let text = line.trim();
        if text == "event: stamp" {
            event = true;
        } else if let (true, Some(data)) = (event, text.strip_prefix("data: ")) {
            return Some(data.to_owned());
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_hears_of_each_board_within_two_seconds_and_of_nothing_else() {
    use tokio::io::AsyncWriteExt;
    let (table, _dir) = table("follow").await;
    let addr =
        serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
    let id = started(&table, 1, GameKind::Junk, 3, &["Anna"]).await;
    let token = token(&table, id).await;
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connects");
    let request = format!("GET /g/{token}/events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("asks");
    let mut stream = tokio::io::BufReader::new(stream);
    let wait = std::time::Duration::from_secs(2);
    let first = next_stamp(&mut stream, wait).await.expect("the stamp now");
    // A move the channel's board does not show yet moves nothing.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    assert!(step(&table, id, &mut rng).await);
    assert_eq!(next_stamp(&mut stream, std::time::Duration::from_millis(1500)).await, None, "heard before the board");
    // Its board is published: the follower hears within two seconds.
    let before = std::time::Instant::now();
    publish(&table, id).await;
    let second = next_stamp(&mut stream, wait).await.expect("the new board is heard of");
    assert_ne!(second, first);
    assert!(before.elapsed() < wait, "heard after {:?}", before.elapsed());
    let page = get(addr, &format!("/g/{token}"), "en").await;
    assert!(page.body.contains(&format!("data-version=\"{second}\"")), "the page is the one announced");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_takes_only_so_many_followers() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (table, _dir) = table("followers").await;
    let limits = tavola_web::Limits { per_second: 1000.0, burst: 1000.0, followers_per_game: 2, ..Default::default() };
    let addr = serve(table.clone(), limits).await;
    let id = started(&table, 1, GameKind::GreatWall, 2, &["Anna"]).await;
    let token = token(&table, id).await;
    let mut open = Vec::new();
    let mut statuses = Vec::new();
    for _ in 0..3 {
        let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connects");
        let request = format!("GET /g/{token}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        stream.write_all(request.as_bytes()).await.expect("asks");
        let mut head = [0u8; 12];
        stream.read_exact(&mut head).await.expect("a status line");
        statuses.push(String::from_utf8_lossy(&head[9..12]).into_owned());
        open.push(stream);
    }
    assert_eq!(statuses, ["200", "200", "429"]);
    // One leaves: its place is free again.
    open.remove(0);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connects");
    stream.write_all(format!("GET /g/{token}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes()).await.expect("asks");
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).await.expect("a status line");
    assert_eq!(&head[9..12], b"200");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_results_chart_the_analysis_and_link_its_turning_points_to_the_replay() {
    use tavola_engine::ai::ismcts::SearchConfig;
    use tavola_table::analysis::Step;
    let (table, _dir) = table("analysis").await;
    let addr =
        serve(table.clone(), tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }).await;
    let id = started(&table, 1, GameKind::GreatWall, 2, &["Anna"]).await;
    play(&table, id, 100_000, 11).await;
    table.queue_analysis(id).await.expect("queued");
    // The analysis runner's work, at a tiny budget.
    while let Step::Decide { next, .. } = table.analysis_step(id).await.expect("a step") {
        let config = SearchConfig::with_iterations(8);
        let decision = next.game.analyse_decision(next.turn, next.seat, &next.action, &config, 1).expect("analysed");
        table.keep_decision(id, decision).await.expect("kept");
    }
    let token = token(&table, id).await;
    let results = get(addr, &format!("/g/{token}/results"), "en").await;
    assert_eq!(results.status, 200);
    assert_eq!(results.body.matches("class=\"chart-svg\"").count(), 2, "the scores' and the chances' charts");
    let links: Vec<&str> = results.body.split("<a href=\"/g/").skip(1).filter(|l| l.contains("/replay/")).collect();
    let points = results.body.matches("<li><a href=").count();
    let quiet = results.body.contains("No move cost its player");
    assert!(points > 0 || quiet, "turning points, or why there are none");
    assert!(links.len() >= points, "each turning point links to its replay step");
}
