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

use crate::ids::{parse_snowflake, GuildId, InteractionId};
use crate::world::{Connection, Outbound, ShardSession, Shared, World};

/// The heartbeat interval announced in Hello (ms), as Discord uses.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// `GET /ws`: upgrades to a WebSocket and runs the connection.
pub(crate) async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| run(shared, socket))
}

impl World {
    /// The shard whose session receives a guild's events (Discord's rule:
    /// `(guild_id >> 22) % shard_count`); DMs and guild-less events go to
    /// shard 0.
    pub(crate) fn shard_of(&self, guild: Option<GuildId>) -> u32 {
        let count = u64::from(self.gateway.count.max(1));
        guild.map_or(0, |g| u32::try_from((g.0 >> 22) % count).expect("below the shard count"))
    }

    /// Numbers a dispatch and queues it to the ready connection of the
    /// shard its guild belongs to (`guild_id` in the payload, else shard 0).
    ///
    /// Returns `false` when that shard has no identified or resumed session.
    pub(crate) fn dispatch(&mut self, event: &str, data: Value) -> bool {
        let guild = parse_snowflake(&data["guild_id"]).map(GuildId);
        let shard = self.shard_of(guild);
        self.dispatch_to(shard, event, data)
    }

    /// Numbers a dispatch and queues it to `shard`'s ready connection.
    pub(crate) fn dispatch_to(&mut self, shard: u32, event: &str, data: Value) -> bool {
        let Some(session) = self.gateway.shards.get_mut(&shard) else { return false };
        let Some(conn) = session.conn.as_ref().filter(|c| c.ready) else { return false };
        let tx = conn.tx.clone();
        session.seq += 1;
        let frame = json!({"op": 0, "s": session.seq, "t": event, "d": data});
        tx.send(Outbound::Frame(frame)).is_ok()
    }

    /// Closes every gateway connection with `code` (the bot reconnects).
    pub(crate) fn close_gateway(&mut self, code: u16) -> bool {
        let mut closed = false;
        for session in self.gateway.shards.values_mut() {
            if let Some(conn) = session.conn.take() {
                closed |= conn.tx.send(Outbound::Close(code)).is_ok();
            }
        }
        closed
    }

    /// The shards with a ready session.
    pub(crate) fn connected_shards(&self) -> Vec<u32> {
        let ready = |s: &ShardSession| s.conn.as_ref().is_some_and(|c| c.ready);
        self.gateway.shards.iter().filter(|(_, s)| ready(s)).map(|(&shard, _)| shard).collect()
    }

    /// The guilds a shard serves.
    fn guilds_of(&self, shard: u32) -> Vec<GuildId> {
        self.guilds.keys().copied().filter(|&g| self.shard_of(Some(g)) == shard).collect()
    }

    fn ready_payload(&self, shard: u32) -> Value {
        let url = format!("ws://{}/ws", self.addr);
        let guilds: Vec<Value> =
            self.guilds_of(shard).iter().map(|g| json!({"id": g.to_json(), "unavailable": true})).collect();
        json!({
            "v": 10, "user": self.user_json(self.bot), "guilds": guilds,
            "session_id": self.gateway.shards[&shard].session_id, "resume_gateway_url": url,
            "shard": [shard, self.gateway.count],
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
                    Some(Outbound::Frame(frame)) => {
                        if !send(&mut socket, &frame).await { break }
                        if frame["t"] == "INTERACTION_CREATE" {
                            note_sent(&shared, &frame["d"]["id"]);
                        }
                    }
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
    for session in world.gateway.shards.values_mut() {
        if session.conn.as_ref().is_some_and(|c| c.id == conn_id) {
            session.conn = None;
        }
    }
    drop(world);
    shared.changed();
}

/// An interaction's event is on its way to the bot: its answer's time as
/// the bot's starts now (the first time, should a resume send it again).
fn note_sent(shared: &Shared, id: &Value) {
    let written = std::time::Instant::now();
    let Some(id) = parse_snowflake(id).map(InteractionId) else { return };
    let mut world = shared.lock();
    let written = world.on_clock(written);
    if let Some(interaction) = world.interactions.get_mut(&id) {
        interaction.sent.get_or_insert(written);
    }
}

fn identify(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outbound>, d: &Value) {
    let mut world = shared.lock();
    if !d["token"].as_str().is_some_and(|t| t.starts_with("Bot ")) {
        tracing::warn!("discord double: IDENTIFY without a \"Bot \" token");
        let _ = tx.send(Outbound::Close(4004));
        return;
    }
    let (shard, count) = match d["shard"].as_array().map(Vec::as_slice) {
        Some([id, count]) => (id.as_u64().unwrap_or(0), count.as_u64().unwrap_or(1)),
        _ => (0, 1),
    };
    let (Ok(shard), Ok(count)) = (u32::try_from(shard), u32::try_from(count)) else { return };
    if count == 0 || shard >= count || (world.gateway.count > 0 && count != world.gateway.count) {
        // Discord: "Invalid shard" / "Sharding required" close the connection.
        tracing::warn!(shard, count, "discord double: IDENTIFY with an invalid shard");
        let _ = tx.send(Outbound::Close(4010));
        return;
    }
    world.gateway.count = count;
    world.gateway.identifies += 1;
    world.gateway.intents = d["intents"].as_u64();
    let session_id = format!("session-{}", world.next_id());
    let session =
        ShardSession { conn: Some(Connection { id: conn_id, tx: tx.clone(), ready: true }), session_id, seq: 0 };
    if let Some(old) = world.gateway.shards.insert(shard, session).and_then(|s| s.conn) {
        if old.id != conn_id {
            let _ = old.tx.send(Outbound::Close(4000));
        }
    }
    let ready = world.ready_payload(shard);
    world.dispatch_to(shard, "READY", ready);
    for guild in world.guilds_of(shard) {
        if let Some(payload) = world.guild_create_json(guild) {
            world.dispatch_to(shard, "GUILD_CREATE", payload);
        }
    }
    drop(world);
    shared.changed();
}

fn resume(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outbound>, d: &Value) {
    let mut world = shared.lock();
    let id = d["session_id"].as_str().unwrap_or_default();
    let shard =
        world.gateway.shards.iter().find(|(_, s)| !s.session_id.is_empty() && s.session_id == id).map(|(&n, _)| n);
    match shard {
        Some(shard) => {
            world.gateway.resumes += 1;
            let session = world.gateway.shards.get_mut(&shard).expect("found above");
            session.conn = Some(Connection { id: conn_id, tx: tx.clone(), ready: true });
            world.dispatch_to(shard, "RESUMED", json!({}));
        }
        None => {
            let _ = tx.send(Outbound::Frame(json!({"op": 9, "s": null, "t": null, "d": false})));
        }
    }
    drop(world);
    shared.changed();
}
