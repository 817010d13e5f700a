//! The REST API: one fallback handler that parses the request (JSON or
//! multipart), routes on `(method, path segments)` under `/api/v10`, records
//! the exchange and answers in Discord's format.
//!
//! Unknown routes get `404 {"code":0}` and are logged and recorded with a
//! violation, so a test notices a call it did not expect.

pub(crate) mod commands;
mod interactions;
mod messages;

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{FromRequest, Multipart, Request as HttpRequest, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use crate::limits::{FieldError, Refusal};
use crate::model::{Fault, FileMeta, Request};
use crate::schema::{self, Route};
use crate::world::{Shared, World};

/// One uploaded file of a multipart body.
#[derive(Clone, Debug)]
pub(crate) struct Upload {
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// A parsed request: the JSON body (or `payload_json`) and the files.
pub(crate) struct Incoming {
    pub method: Method,
    pub route: String,
    pub body: Value,
    pub uploads: Vec<Upload>,
    /// When the request reached the double, before it waited for the
    /// world: Discord times an interaction's answer by its arrival.
    pub received: std::time::Instant,
}

/// The double's answer.
pub(crate) struct Reply {
    pub status: u16,
    pub body: Option<Value>,
    pub retry_after: Option<f64>,
    pub violations: Vec<String>,
}

impl Reply {
    pub fn json(body: Value) -> Self {
        Reply { status: 200, body: Some(body), retry_after: None, violations: Vec::new() }
    }

    pub fn no_content() -> Self {
        Reply { status: 204, body: None, retry_after: None, violations: Vec::new() }
    }

    /// A Discord JSON error: `{"code":…,"message":…}`.
    pub fn error(status: u16, code: u64, message: &str) -> Self {
        Reply {
            status,
            body: Some(json!({"code": code, "message": message})),
            retry_after: None,
            violations: vec![format!("{status} {code}: {message}")],
        }
    }

    /// `400 Invalid Form Body` with the errors nested by path, as Discord does.
    pub fn form(errors: Vec<FieldError>) -> Self {
        let mut tree = json!({});
        for e in &errors {
            let mut node = &mut tree;
            for part in e.path.split('.').filter(|p| !p.is_empty()) {
                node = node.as_object_mut().expect("object").entry(part).or_insert(json!({}));
            }
            let list = node.as_object_mut().expect("object").entry("_errors").or_insert(json!([]));
            list.as_array_mut().expect("array").push(json!({"code": e.code, "message": e.message}));
        }
        Reply {
            status: 400,
            body: Some(json!({"code": 50035, "message": "Invalid Form Body", "errors": tree})),
            retry_after: None,
            violations: errors.iter().map(|e| format!("{}: {} {}", e.path, e.code, e.message)).collect(),
        }
    }

    pub fn refusal(refusal: Refusal) -> Self {
        match refusal {
            Refusal::Form(errors) => Reply::form(errors),
            Refusal::Empty => Reply::error(400, 50006, "Cannot send an empty message"),
        }
    }
}

/// What a route handler returns: the answer, or a refusal answer.
pub(crate) type Outcome = Result<Reply, Reply>;

/// Validates `body` against the route's OpenAPI schema.
pub(crate) fn validate(route: Route, body: &Value) -> Result<(), Reply> {
    schema::validate(route, body).map_err(Reply::form)
}

pub(crate) fn refuse(result: Result<(), Refusal>) -> Result<(), Reply> {
    result.map_err(Reply::refusal)
}

/// The axum fallback: every REST call lands here.
pub(crate) async fn handle(State(shared): State<Arc<Shared>>, req: HttpRequest) -> Response {
    let received = std::time::Instant::now();
    let method = req.method().clone();
    let uri = req.uri().clone();
    let route = uri.path_and_query().map(|p| p.as_str().to_string()).unwrap_or_default();
    let route = route.strip_prefix("/api/v10").unwrap_or(&route).to_string();
    let multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let authorization = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).map(str::to_owned);
    if let Some(reply) = unauthorized(&shared, authorization.as_deref()) {
        let incoming = Incoming { method, route, body: Value::Null, uploads: Vec::new(), received };
        record(&mut shared.lock(), &incoming, &reply);
        shared.changed();
        return into_response(reply, Vec::new());
    }
    let parsed = if multipart { read_multipart(req).await } else { read_json(req).await };
    let (reply, headers) = match parsed {
        Ok((body, uploads)) => {
            let mut incoming = Incoming { method, route, body, uploads, received };
            if stalls(&shared, &incoming) {
                return std::future::pending().await;
            }
            if let Some(by) = delay(&shared, &incoming) {
                tokio::time::sleep(by).await;
                // A slow network's request reaches Discord after it.
                incoming.received = std::time::Instant::now();
            }
            let answer = {
                let mut world = shared.lock();
                // Discord's rate limits first: a 429 carries nothing out.
                let (headers, refused) = world.admit(&incoming.method, &incoming.route);
                let reply = refused.unwrap_or_else(|| dispatch(&mut world, &incoming));
                record(&mut world, &incoming, &reply);
                (reply, headers)
            };
            shared.changed();
            answer
        }
        Err(message) => {
            let incoming = Incoming { method, route, body: Value::Null, uploads: Vec::new(), received };
            let reply = Reply::error(400, 50109, &message);
            record(&mut shared.lock(), &incoming, &reply);
            shared.changed();
            (reply, Vec::new())
        }
    };
    into_response(reply, headers)
}

/// Discord's 401 for a token other than the one a test set
/// (`Double::set_token`).
fn unauthorized(shared: &Shared, authorization: Option<&str>) -> Option<Reply> {
    let world = shared.lock();
    let token = world.token.as_deref()?;
    let fine = authorization.and_then(|a| a.strip_prefix("Bot ")) == Some(token);
    (!fine).then(|| Reply::error(401, 0, "401: Unauthorized"))
}

/// How long the test asked to hold this request (`Double::delay_next`).
fn delay(shared: &Shared, req: &Incoming) -> Option<std::time::Duration> {
    let mut world = shared.lock();
    if world.delays.is_empty() {
        return None;
    }
    let body = req.body.to_string();
    let hit = world.delays.iter().position(|(n, _)| req.route.contains(n.as_str()) || body.contains(n.as_str()))?;
    Some(world.delays.remove(hit).1)
}

/// Whether the test asked to hold this request (`Double::stall_next`);
/// counts it if so.
fn stalls(shared: &Shared, req: &Incoming) -> bool {
    let held = {
        let mut world = shared.lock();
        if world.stalls.is_empty() {
            return false;
        }
        let body = req.body.to_string();
        let hit = world.stalls.iter().position(|n| req.route.contains(n.as_str()) || body.contains(n.as_str()));
        hit.map(|i| {
            world.stalls.remove(i);
            world.stalled += 1;
        })
    };
    if held.is_some() {
        shared.changed();
    }
    held.is_some()
}

async fn read_json(req: HttpRequest) -> Result<(Value, Vec<Upload>), String> {
    let bytes = axum::body::to_bytes(req.into_body(), 64 << 20).await.map_err(|e| format!("cannot read body: {e}"))?;
    if bytes.is_empty() {
        return Ok((Value::Null, Vec::new()));
    }
    serde_json::from_slice(&bytes)
        .map(|v| (v, Vec::new()))
        .map_err(|e| format!("The request body contains invalid JSON: {e}"))
}

async fn read_multipart(req: HttpRequest) -> Result<(Value, Vec<Upload>), String> {
    let mut multipart = Multipart::from_request(req, &()).await.map_err(|e| format!("bad multipart: {e}"))?;
    let mut body = Value::Null;
    let mut uploads = Vec::new();
    while let Some(field) = multipart.next_field().await.map_err(|e| format!("bad multipart: {e}"))? {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().map(str::to_string);
        let bytes = field.bytes().await.map_err(|e| format!("bad multipart: {e}"))?;
        if name == "payload_json" {
            body = serde_json::from_slice(&bytes).map_err(|e| format!("payload_json is not JSON: {e}"))?;
        } else {
            uploads.push(Upload {
                field: name.clone(),
                filename: filename.unwrap_or(name),
                content_type,
                bytes: bytes.to_vec(),
            });
        }
    }
    Ok((body, uploads))
}

/// The HTTP answer: status, JSON body, `Retry-After`, and the rate-limit
/// headers.
fn into_response(reply: Reply, headers: crate::ratelimit::Headers) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = match reply.body {
        Some(body) => (status, axum::Json(body)).into_response(),
        None => (status, Body::empty()).into_response(),
    };
    if let Some(secs) = reply.retry_after {
        let value = HeaderValue::from_str(&format!("{}", secs.ceil() as u64)).expect("header");
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    for (name, value) in headers {
        let value = HeaderValue::from_str(&value).expect("header");
        response.headers_mut().insert(header::HeaderName::from_static(name), value);
    }
    response
}

/// Routes a request. Faults injected by the test come first.
fn dispatch(world: &mut World, req: &Incoming) -> Reply {
    if let Some(i) = world.faults.iter().position(|(needle, _)| req.route.contains(needle.as_str())) {
        let (_, fault) = world.faults.remove(i);
        return match fault {
            Fault::RateLimited { retry_after } => Reply {
                status: 429,
                body: Some(json!({"message": "You are being rate limited.",
                                  "retry_after": retry_after, "global": false})),
                retry_after: Some(retry_after),
                violations: vec!["injected 429".into()],
            },
            Fault::ServerError => Reply {
                status: 500,
                body: Some(json!({"message": "500: Internal Server Error", "code": 0})),
                retry_after: None,
                violations: vec!["injected 500".into()],
            },
        };
    }
    let path = req.route.split('?').next().unwrap_or_default();
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let outcome = match (&req.method, segments.as_slice()) {
        (&Method::GET, ["gateway"] | ["gateway", "bot"]) => Ok(gateway(world)),
        (&Method::GET, ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            Ok(commands::application_info(world))
        }
        (&Method::GET, ["users", "@me"]) => Ok(Reply::json(world.user_json(world.bot))),
        (&Method::GET, ["users", "@me", "guilds"]) => Ok(my_guilds(world)),
        (&Method::GET, ["guilds", guild, "roles"]) => {
            known_guild(world, guild).map(|g| Reply::json(world.roles_json(g)))
        }
        (&Method::GET, ["guilds", guild, "members", user]) => member(world, guild, user),
        (_, ["applications", app, rest @ ..]) => commands::route(world, req, app, rest),
        (&Method::POST, ["interactions", id, token, "callback"]) => interactions::callback(world, req, id, token),
        (_, ["webhooks", app, token, rest @ ..]) => interactions::webhook(world, req, app, token, rest),
        (&Method::GET, ["channels", channel]) => messages::get_channel(world, channel),
        (_, ["channels", channel, "messages", rest @ ..]) => messages::route(world, req, channel, rest),
        (&Method::POST, ["users", "@me", "channels"]) => messages::open_dm(world, req),
        _ => Err(unknown_route(req)),
    };
    outcome.unwrap_or_else(|reply| reply)
}

/// `GET /users/@me/guilds`: the bot's servers, as partial guilds.
fn my_guilds(world: &World) -> Reply {
    let guilds: Vec<Value> = world
        .guilds
        .iter()
        .map(|(id, g)| {
            json!({"id": id.to_json(), "name": g.name, "icon": null, "owner": false,
                   "permissions": crate::world::EVERYONE_PERMISSIONS.to_string(), "features": []})
        })
        .collect();
    Reply::json(Value::Array(guilds))
}

/// `GET /guilds/{guild}/members/{user}`: the bot or a member.
fn member(world: &World, guild: &str, user: &str) -> Outcome {
    let guild = known_guild(world, guild)?;
    let user = snowflake(user)
        .map(crate::UserId)
        .filter(|u| *u == world.bot || world.guilds[&guild].members.iter().any(|(m, _)| m == u))
        .ok_or_else(|| Reply::error(404, 10007, "Unknown Member"))?;
    Ok(Reply::json(world.member_json(guild, user, world.is_admin(guild, user))))
}

fn known_guild(world: &World, segment: &str) -> Result<crate::GuildId, Reply> {
    snowflake(segment)
        .map(crate::GuildId)
        .filter(|g| world.guilds.contains_key(g))
        .ok_or_else(|| Reply::error(404, 10004, "Unknown Guild"))
}

fn gateway(world: &World) -> Reply {
    let url = format!("ws://{}/ws", world.addr);
    Reply::json(json!({
        "url": url, "shards": 1,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
    }))
}

pub(crate) fn unknown_route(req: &Incoming) -> Reply {
    tracing::warn!(method = %req.method, route = %req.route, "discord double: unexpected request");
    let mut reply = Reply::error(404, 0, "404: Not Found");
    reply.violations = vec![format!("unexpected route {} {}", req.method, req.route)];
    reply
}

/// Appends the exchange to the record and, if configured, the transcript.
fn record(world: &mut World, req: &Incoming, reply: &Reply) {
    let request = Request {
        method: req.method.to_string(),
        route: req.route.clone(),
        body: (!req.body.is_null()).then(|| req.body.clone()),
        files: req
            .uploads
            .iter()
            .map(|u| FileMeta { field: u.field.clone(), filename: u.filename.clone(), size: u.bytes.len() })
            .collect(),
        status: reply.status,
        response: reply.body.clone(),
        violations: reply.violations.clone(),
        at: world.elapsed(),
        waited: req.received.elapsed(),
    };
    if !request.violations.is_empty() {
        tracing::warn!(route = %request.route, violations = ?request.violations, "discord double refused");
    }
    if let Some(path) = &world.transcript {
        crate::record::append(path, world.requests.len(), &request, &req.uploads);
    }
    world.requests.push(request);
}

/// Parses a snowflake path segment.
pub(crate) fn snowflake(segment: &str) -> Option<u64> {
    segment.parse::<u64>().ok().filter(|id| *id != 0)
}
