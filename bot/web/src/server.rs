//! The HTTP side: the accept loop (a cap on connections, a deadline on a
//! request's head), the routes, and what every answer carries (a strict
//! Content-Security-Policy, no cookies, no caching of a game's pages).

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::stream::{self, Stream};
use hyper_util::rt::{TokioIo, TokioTimer};
use tavola_table::i18n::Tr;
use tavola_table::record::SessionId;
use tavola_table::session::{Refusal, Seek};
use tavola_table::Table;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::cache::Which;
use crate::follow::Follows;
use crate::limits::{Limits, PerAddress};
use crate::pages::{self, Links, Page};
use crate::{assets, lang};

/// What every handler shares.
#[derive(Clone)]
pub struct Web {
    table: Table,
    pages: Arc<crate::cache::Pages>,
    follows: Arc<Follows>,
    per_address: Arc<PerAddress>,
    limits: Limits,
}

/// The address a request came from: the peer's, or, when the peer is a
/// reverse proxy on this machine, the last address it names in
/// `X-Forwarded-For` (the one it saw).
#[derive(Clone, Copy, Debug)]
struct Peer(SocketAddr);

/// The policy every answer carries: the bot's own scripts, styles,
/// fonts and pictures, nothing inline, nothing from elsewhere, no frames.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                       font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The routes, for the accept loop and for tests.
pub fn router(table: Table, limits: Limits) -> Router {
    let web = Web {
        pages: Arc::default(),
        follows: Follows::new(table.clone(), limits),
        per_address: Arc::new(PerAddress::new(&limits)),
        table,
        limits,
    };
    Router::new()
        .route("/", get(home))
        .route("/health", get(|| async { "ok\n" }))
        .route("/static/{file}", get(asset))
        .route("/g/{token}", get(game))
        .route("/g/{token}/events", get(events))
        .route("/g/{token}/replay", get(replay_last))
        .route("/g/{token}/replay/{step}", get(replay))
        .route("/g/{token}/results", get(results))
        .fallback(nowhere)
        .layer(middleware::from_fn_with_state(web.clone(), guard))
        .with_state(web)
}

/// Serves `router` on `listener` until `stop` resolves: at most
/// `limits.connections` connections at once (the next wait in the
/// kernel's queue), each with `limits.head_timeout` to send a request's
/// head.
pub async fn serve(listener: TcpListener, router: Router, limits: Limits, stop: impl std::future::Future<Output = ()>) {
    let open = Arc::new(Semaphore::new(limits.connections));
    tokio::pin!(stop);
    loop {
        let permit = tokio::select! {
            () = &mut stop => return,
            permit = open.clone().acquire_owned() => permit.expect("the semaphore stays open"),
        };
        let (stream, peer) = tokio::select! {
            () = &mut stop => return,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    tracing::warn!(error = %e, "the web server could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let router = router.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |mut request: hyper::Request<hyper::body::Incoming>| {
                request.extensions_mut().insert(Peer(peer));
                let mut router = router.clone();
                async move { tower_service::Service::call(&mut router, request.map(Body::new)).await }
            });
            let served = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.head_timeout)
                .keep_alive(true)
                .serve_connection(TokioIo::new(stream), service)
                .await;
            if let Err(e) = served {
                tracing::debug!(error = %e, "a web connection ended badly");
            }
            drop(permit);
        });
    }
}

/// Every request: the per-address limit, the answer's deadline (not for
/// a follower's stream), and the headers every answer carries.
async fn guard(State(web): State<Web>, request: Request, next: Next) -> Response {
    let address = client_address(&request);
    let mut response = if !web.per_address.allow(address, Instant::now()) {
        let mut busy =
            (StatusCode::TOO_MANY_REQUESTS, "too many requests; try again in a few seconds\n").into_response();
        busy.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
        busy
    } else if request.uri().path().ends_with("/events") {
        next.run(request).await
    } else {
        match tokio::time::timeout(web.limits.answer_timeout, next.run(request)).await {
            Ok(response) => response,
            Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "the page took too long; try again\n").into_response(),
        }
    };
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
    headers.insert("cross-origin-resource-policy", HeaderValue::from_static("same-origin"));
    headers.entry(header::CACHE_CONTROL).or_insert(HeaderValue::from_static("no-store"));
    response
}

fn client_address(request: &Request) -> IpAddr {
    let peer = request.extensions().get::<Peer>().map_or(IpAddr::from([127, 0, 0, 1]), |p| p.0.ip());
    if !peer.is_loopback() {
        return peer;
    }
    let forwarded = request.headers().get("x-forwarded-for").and_then(|v| v.to_str().ok());
    forwarded.and_then(|f| f.rsplit(',').next()).and_then(|a| a.trim().parse().ok()).unwrap_or(peer)
}

/// The reader's words, from the browser's languages.
fn reader(web: &Web, headers: &HeaderMap) -> Tr {
    let wanted = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    Tr::new(web.table.words().clone(), lang::from_accept_language(wanted))
}

/// A page found, from the cache or freshly drawn.
fn page_html(html: &Arc<str>) -> Response {
    (StatusCode::OK, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], html.to_string()).into_response()
}

fn html(page: Page) -> Response {
    let status = if page.found { StatusCode::OK } else { StatusCode::NOT_FOUND };
    (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], page.html).into_response()
}

/// The same "no such page" for every link that names no game.
fn gone(tr: &Tr) -> Response {
    html(pages::not_found(tr))
}

/// The game a token names, or the answer for one that names none.
async fn session(web: &Web, token: &str, tr: &Tr) -> Result<SessionId, Response> {
    match web.table.page_session(token).await {
        Ok(id) => Ok(id),
        Err(Refusal::NoSession) => Err(gone(tr)),
        Err(e) => Err(failed(&e)),
    }
}

/// The game's page stamp now, or the answer when it cannot be read.
async fn page_stamp(web: &Web, id: SessionId, tr: &Tr) -> Result<String, Response> {
    match web.table.page_stamp(id).await {
        Ok(stamp) => Ok(stamp.to_string()),
        Err(Refusal::NoSession) => Err(gone(tr)),
        Err(e) => Err(failed(&e)),
    }
}

fn failed(e: &Refusal) -> Response {
    tracing::warn!(error = %e, "a web page could not be read");
    (StatusCode::SERVICE_UNAVAILABLE, "the table could not be read; try again\n").into_response()
}

async fn home(State(web): State<Web>, headers: HeaderMap) -> Response {
    html(pages::home(&reader(&web, &headers)))
}

async fn nowhere(State(web): State<Web>, headers: HeaderMap) -> Response {
    gone(&reader(&web, &headers))
}

async fn asset(Path(file): Path<String>) -> Response {
    match assets::get(&file) {
        Some((kind, bytes)) => {
            ([(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "public, max-age=3600")], bytes).into_response()
        }
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn game(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let tr = reader(&web, &headers);
    let id = match session(&web, &token, &tr).await {
        Ok(id) => id,
        Err(answer) => return answer,
    };
    let lang = tr.lang();
    let stamp = match page_stamp(&web, id, &tr).await {
        Ok(stamp) => stamp,
        Err(answer) => return answer,
    };
    if let Some(kept) = web.pages.get(id, Which::Game, lang, &stamp) {
        return page_html(&kept);
    }
    match web.table.page_board(id).await {
        Ok(shown) => {
            let page = pages::game::page(&shown, &Links { token: &token }, tr);
            let kept: Arc<str> = Arc::from(page.html);
            web.pages.keep(id, Which::Game, lang, shown.stamp.to_string(), kept.clone());
            page_html(&kept)
        }
        Err(Refusal::NoSession) => gone(&tr),
        Err(e) => failed(&e),
    }
}

async fn replay_last(state: State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    replay_at(state, token, Seek::Last, headers).await
}

async fn replay(state: State<Web>, Path((token, step)): Path<(String, String)>, headers: HeaderMap) -> Response {
    match step.parse::<u64>() {
        Ok(step) => replay_at(state, token, Seek::At(step), headers).await,
        Err(_) => gone(&reader(&state.0, &headers)),
    }
}

async fn replay_at(State(web): State<Web>, token: String, seek: Seek, headers: HeaderMap) -> Response {
    let tr = reader(&web, &headers);
    let id = match session(&web, &token, &tr).await {
        Ok(id) => id,
        Err(answer) => return answer,
    };
    // A step of a replay stays what it was while the game's stamp stays.
    let (lang, step) = (
        tr.lang(),
        match seek {
            Seek::At(step) => Some(step),
            _ => None,
        },
    );
    let stamp = match page_stamp(&web, id, &tr).await {
        Ok(stamp) => stamp,
        Err(answer) => return answer,
    };
    if let Some(kept) = step.and_then(|s| web.pages.get(id, Which::Replay(s), lang, &stamp)) {
        return page_html(&kept);
    }
    match web.table.page_replay(id, seek).await {
        Ok(replayed) => {
            let page = pages::replay::page(&replayed, &Links { token: &token }, tr);
            let kept: Arc<str> = Arc::from(page.html);
            if replayed.turn == step.unwrap_or(u64::MAX) {
                web.pages.keep(id, Which::Replay(replayed.turn), lang, stamp, kept.clone());
            }
            page_html(&kept)
        }
        Err(Refusal::NotStarted) => html(pages::not_yet(&tr, &Links { token: &token })),
        Err(Refusal::NoSession) => gone(&tr),
        Err(e) => failed(&e),
    }
}

async fn results(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let tr = reader(&web, &headers);
    let id = match session(&web, &token, &tr).await {
        Ok(id) => id,
        Err(answer) => return answer,
    };
    let results = match web.table.page_results(id).await {
        Ok(results) => results,
        Err(Refusal::NotStarted) => return html(pages::not_yet(&tr, &Links { token: &token })),
        Err(Refusal::NoSession) => return gone(&tr),
        Err(e) => return failed(&e),
    };
    let mut steps = Vec::new();
    for point in results.analysis.iter().flat_map(|a| a.turning_points()) {
        if let Ok(at) = web.table.page_replay(id, Seek::Holding(point.turn as u64)).await {
            steps.push((point.turn as u64, at.turn));
        }
    }
    let step_of = |seek: Seek| match seek {
        Seek::Holding(v) => steps.iter().find(|(at, _)| *at == v).map(|(_, step)| *step),
        _ => None,
    };
    html(pages::results::page(&results, &Links { token: &token }, tr, step_of))
}

/// A follower's stream: the page's stamp now, then each time it
/// changes; a comment every 20 s keeps proxies from closing it, and it
/// ends after an hour (the browser comes back on its own).
async fn events(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let tr = reader(&web, &headers);
    let id = match session(&web, &token, &tr).await {
        Ok(id) => id,
        Err(answer) => return answer,
    };
    let Some(follower) = web.follows.follow(id) else {
        let mut busy = (StatusCode::TOO_MANY_REQUESTS, "this game has all the followers it takes\n").into_response();
        busy.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("30"));
        return busy;
    };
    let until = tokio::time::Instant::now() + Duration::from_secs(3600);
    Sse::new(stamps(follower, until)).keep_alive(KeepAlive::new().interval(Duration::from_secs(20))).into_response()
}

fn stamps(
    follower: crate::follow::Follower,
    until: tokio::time::Instant,
) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold(follower, move |mut follower| async move {
        loop {
            let changed = tokio::time::timeout_at(until, follower.stamps.changed()).await;
            match changed {
                Ok(Ok(())) => {
                    let stamp = *follower.stamps.borrow_and_update();
                    if let Some(stamp) = stamp {
                        return Some((Ok(Event::default().event("stamp").data(stamp.to_string())), follower));
                    }
                }
                _ => return None,
            }
        }
    })
}
