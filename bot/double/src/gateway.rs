//! The Gateway at `ws://127.0.0.1:PORT/ws`: Hello, Identify → READY and one
//! GUILD_CREATE per test guild, Heartbeat → ACK, Resume → RESUMED (or an
//! invalid session), and dispatches (INTERACTION_CREATE) sent by the test API.
//!
//! Plain JSON text frames, no compression (serenity parses text frames
//! directly). Every dispatch carries the session's next sequence number; the
//! number and the frame are made under the world lock and queued to the
//! connection's task, so dispatches reach the bot in order.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use crate::world::{Connection, Outbound, Shared, World};

/// The heartbeat interval announced in Hello (ms), as Discord uses.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// `GET /ws`: upgrades to a WebSocket and runs the connection.
pub(crate) async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| run(shared, socket))
}

impl World {
    /// Numbers a dispatch and queues it to the ready connection.
    ///
    /// Returns `false` when no connection has completed Identify or Resume.
    pub(crate) fn dispatch(&mut self, event: &str, data: Value) -> bool {
        let Some(conn) = self.gateway.conn.as_ref().filter(|c| c.ready) else {
            return false;
        };
        let tx = conn.tx.clone();
        self.gateway.seq += 1;
        let frame = json!({"op": 0, "s": self.gateway.seq, "t": event, "d": data});
        tx.send(Outbound::Frame(frame)).is_ok()
    }

    /// Closes the current gateway connection with `code` (the bot reconnects).
    pub(crate) fn close_gateway(&mut self, code: u16) -> bool {
        match self.gateway.conn.take() {
            Some(conn) => conn.tx.send(Outbound::Close(code)).is_ok(),
            None => false,
        }
    }

    fn ready_payload(&self) -> Value {
        let url = format!("ws://{}/ws", self.addr);
        let guilds: Vec<Value> =
            self.guilds.keys().map(|g| json!({"id": g.to_json(), "unavailable": true})).collect();
        json!({
            "v": 10, "user": self.user_json(self.bot), "guilds": guilds,
            "session_id": self.gateway.session_id, "resume_gateway_url": url, "shard": [0, 1],
            "application": {"id": self.bot.to_json(), "flags": 0},
            "private_channels": [], "relationships": [],
        })
    }
}

async fn send(socket: &mut WebSocket, frame: &Value) -> bool {
    socket.send(WsMessage::Text(frame.to_string().into())).await.is_ok()
}

async fn run(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn_id = {
        let mut world = shared.lock();
        world.gateway.connections += 1;
        world.next_id()
    };
    shared.changed();
    let hello = json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}});
    if send(&mut socket, &hello).await {
        loop {
            tokio::select! {
                incoming = socket.recv() => match incoming {
                    Some(Ok(WsMessage::Text(text))) => {
                        let Ok(frame) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                        match frame["op"].as_u64() {
                            Some(1) => {
                                let ack = json!({"op": 11, "s": null, "t": null, "d": null});
                                if !send(&mut socket, &ack).await { break }
                            }
                            Some(2) => identify(&shared, conn_id, &tx, &frame["d"]),
                            Some(6) => resume(&shared, conn_id, &tx, &frame["d"]),
                            _ => {}
                        }
                    }
                    Some(Ok(WsMessage::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => {}
                },
                outgoing = rx.recv() => match outgoing {
                    Some(Outbound::Frame(frame)) => if !send(&mut socket, &frame).await { break },
                    Some(Outbound::Close(code)) => {
                        let close = CloseFrame { code, reason: "closed by the double".into() };
                        let _ = socket.send(WsMessage::Close(Some(close))).await;
                        break;
                    }
                    None => break,
                },
            }
        }
    }
    let mut world = shared.lock();
    if world.gateway.conn.as_ref().is_some_and(|c| c.id == conn_id) {
        world.gateway.conn = None;
    }
    drop(world);
    shared.changed();
}

fn identify(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outbound>, d: &Value) {
    let mut world = shared.lock();
    if !d["token"].as_str().is_some_and(|t| t.starts_with("Bot ")) {
        tracing::warn!("discord double: IDENTIFY without a \"Bot \" token");
        let _ = tx.send(Outbound::Close(4004));
        return;
    }
    world.gateway.identifies += 1;
    world.gateway.intents = d["intents"].as_u64();
    world.gateway.session_id = format!("session-{}", world.next_id());
    world.gateway.seq = 0;
    world.gateway.conn = Some(Connection { id: conn_id, tx: tx.clone(), ready: true });
    let ready = world.ready_payload();
    world.dispatch("READY", ready);
    let guilds: Vec<_> = world.guilds.keys().copied().collect();
    for guild in guilds {
        if let Some(payload) = world.guild_create_json(guild) {
            world.dispatch("GUILD_CREATE", payload);
        }
    }
    drop(world);
    shared.changed();
}

fn resume(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outbound>, d: &Value) {
    let mut world = shared.lock();
    let known = !world.gateway.session_id.is_empty()
        && d["session_id"].as_str() == Some(world.gateway.session_id.as_str());
    if known {
        world.gateway.resumes += 1;
        world.gateway.conn = Some(Connection { id: conn_id, tx: tx.clone(), ready: true });
        world.dispatch("RESUMED", json!({}));
    } else {
        let _ = tx.send(Outbound::Frame(json!({"op": 9, "s": null, "t": null, "d": false})));
    }
    drop(world);
    shared.changed();
}
