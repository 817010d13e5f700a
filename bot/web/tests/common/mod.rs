//! A table with games in it, played at random to a given point, the way
//! the Discord adapter would leave them: every change published, so the
//! channel's board shows the newest version. And a small HTTP client.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tavola_engine::GameKind;
use tavola_table::deadlines::{SystemClock, TimerDefaults};
use tavola_table::publish::Published;
use tavola_table::record::{SessionId, Status};
use tavola_table::request::{Actor, Applied, Moves, Request};
use tavola_table::{Opening, Table};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Names a hostile player might choose.
pub const HOSTILE: [&str; 3] = ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "{{7*7}}"];

pub const GUILD: u64 = 7;

/// A fresh table in its own folder.
pub async fn table(name: &str) -> (Table, PathBuf) {
    let dir = std::env::temp_dir().join(format!("tavola-web-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp folder");
    let opening = Opening {
        words: tavola_table::i18n::embedded_words(),
        clock: Arc::new(SystemClock),
        timers: TimerDefaults::default(),
        tick: Duration::from_secs(30),
        slow_store: None,
        idle: tavola_table::session::IDLE,
    };
    let table = Table::open(&dir.join("tavola.db"), opening).await.expect("the table opens");
    (table, dir)
}

/// A game of `kind` on `channel` with `names` for its people (users 100,
/// 101, …) and house players for the other seats, started.
pub async fn started(table: &Table, channel: u64, kind: GameKind, players: usize, names: &[&str]) -> SessionId {
    let creator = (100, names[0].to_owned(), true);
    let record = table
        .open_lobby((GUILD, channel), creator, (kind, Some(players), Value::Null), Vec::new())
        .await
        .expect("a lobby opens");
    let id = record.id;
    for (i, name) in names.iter().enumerate().skip(1) {
        let join = Request::Join { name: (*name).to_owned(), dm_open: true };
        table.apply(id, Actor::player(100 + i as u64), join).await.expect("a player joins");
    }
    table.apply(id, Actor::player(100), Request::Start).await.expect("the game starts");
    publish(table, id).await;
    id
}

/// Plays `moves` random legal moves (or to the end), each published.
pub async fn play(table: &Table, id: SessionId, moves: usize, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..moves {
        if !step(table, id, &mut rng).await {
            break;
        }
        publish(table, id).await;
    }
}

/// One random legal move; false once the game is over.
pub async fn step(table: &Table, id: SessionId, rng: &mut ChaCha8Rng) -> bool {
    let (record, game) = table.get(id).await.expect("the session reads");
    let Some(game) = game.filter(|_| record.status == Status::Active) else { return false };
    let seats = game.to_act().seats();
    let seat = seats[rng.gen_range(0..seats.len())];
    let legal = game.legal(seat);
    let pick = &legal[rng.gen_range(0..legal.len())];
    let (actor, request) = match record.seats[seat.index()].user {
        None => (Actor::house(), Request::House { version: record.version, seat, action: pick.action.clone() }),
        Some(user) => {
            let moves = Moves::Ids(vec![pick.id.clone()]);
            (Actor::player(user), Request::Play { version: Some(record.version), moves, confirm: false })
        }
    };
    if let Applied::ToConfirm(_) = table.apply(id, actor.clone(), request).await.expect("a legal move is taken") {
        let moves = Moves::Ids(vec![pick.id.clone()]);
        let request = Request::Play { version: Some(record.version), moves, confirm: true };
        table.apply(id, actor, request).await.expect("a confirmed move is taken");
    }
    true
}

/// What the publisher records once the channel's board shows the newest version.
pub async fn publish(table: &Table, id: SessionId) {
    let (record, _) = table.get(id).await.expect("the session reads");
    table.published(id, Published { shown: record.version, ..Published::default() }).await.expect("published");
}

/// Serves the pages on a free port of this machine.
pub async fn serve(table: Table, limits: tavola_web::Limits) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a free port");
    let addr = listener.local_addr().expect("an address");
    let router = tavola_web::server::router(table, limits);
    tokio::spawn(tavola_web::server::serve(listener, router, limits, std::future::pending()));
    addr
}

/// An answer: status, headers (lower-case names) and body.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// GET `path`, in `language` (an Accept-Language value).
pub async fn get(addr: SocketAddr, path: &str, language: &str) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("the server accepts");
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept-Language: {language}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("the request goes");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("the answer comes");
    let text = String::from_utf8(raw).expect("UTF-8");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let mut lines = head.lines();
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).and_then(|s| s.parse().ok()).expect("a status");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Answer { status, headers, body: body.to_owned() }
}

/// The page token of a session (as the Discord adapter makes it).
pub async fn token(table: &Table, id: SessionId) -> String {
    table.page_token(id).await.expect("a token")
}
