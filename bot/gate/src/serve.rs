//! The gate over HTTP: what serenity's `proxy` setting sends to.

use std::convert::Infallible;
use std::net::SocketAddr;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

use crate::{Gate, Outgoing};

/// Headers that belong to one connection, not to the request: never
/// passed on.
const HOP_BY_HOP: [&str; 6] = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"];

/// A gate being served: where, and the task serving it.
pub struct Serving {
    pub addr: SocketAddr,
    pub task: tokio::task::JoinHandle<()>,
}

impl Serving {
    /// The base URL serenity's `proxy` setting takes.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

/// Serves `gate` on `listener` until the task is aborted.
pub fn serve(gate: Gate, listener: TcpListener) -> std::io::Result<Serving> {
    let addr = listener.local_addr()?;
    let task = tokio::spawn(async move {
        loop {
            let (stream, _) = match listener.accept().await {
                Ok(accepted) => accepted,
                Err(e) => {
                    tracing::warn!(error = %e, "the rate-limit gate could not accept a connection");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            };
            let _ = stream.set_nodelay(true);
            let gate = gate.clone();
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |request| {
                    let gate = gate.clone();
                    async move { Ok::<_, Infallible>(pass(&gate, request).await) }
                });
                let served = hyper::server::conn::http1::Builder::new()
                    .keep_alive(true)
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
                if let Err(e) = served {
                    tracing::debug!(error = %e, "a connection to the rate-limit gate ended badly");
                }
            });
        }
    });
    Ok(Serving { addr, task })
}

/// One request through the gate and back.
async fn pass(gate: &Gate, request: Request<Incoming>) -> Response<Full<Bytes>> {
    let (parts, body) = request.into_parts();
    let body = match body.collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(e) => return failure(StatusCode::BAD_REQUEST, &format!("cannot read the request: {e}")),
    };
    let path = parts.uri.path_and_query().map_or_else(|| parts.uri.path().to_owned(), |p| p.as_str().to_owned());
    let mut headers = reqwest::header::HeaderMap::new();
    for (name, value) in &parts.headers {
        if !HOP_BY_HOP.contains(&name.as_str()) {
            headers.append(name.clone(), value.clone());
        }
    }
    let Ok(method) = reqwest::Method::from_bytes(parts.method.as_str().as_bytes()) else {
        return failure(StatusCode::METHOD_NOT_ALLOWED, "unknown method");
    };
    match gate.send(Outgoing { method, path, headers, body }).await {
        Ok(answer) => {
            let mut response = Response::new(Full::new(answer.body));
            *response.status_mut() = StatusCode::from_u16(answer.status.as_u16()).unwrap_or(StatusCode::BAD_GATEWAY);
            for (name, value) in &answer.headers {
                if !HOP_BY_HOP.contains(&name.as_str()) {
                    response.headers_mut().append(name.clone(), value.clone());
                }
            }
            response
        }
        Err(e) => failure(StatusCode::BAD_GATEWAY, &e.to_string()),
    }
}

/// An answer of the gate's own, in Discord's error shape.
fn failure(status: StatusCode, message: &str) -> Response<Full<Bytes>> {
    let body = serde_json::json!({ "message": message, "code": 0 }).to_string();
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    response
        .headers_mut()
        .insert(hyper::header::CONTENT_TYPE, hyper::header::HeaderValue::from_static("application/json"));
    response
}
