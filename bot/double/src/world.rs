//! The double's state: users, guilds, channels, messages, interactions,
//! registered commands, recorded requests and the gateway session.
//!
//! One `World` sits behind one `std::sync::Mutex` in [`Shared`]; it is never
//! held across an `.await`. Every change bumps a `watch` counter so that the
//! `wait_for_*` helpers wake up without polling on a timer.

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime};

use serde_json::{json, Value};
use tokio::sync::{mpsc, watch};

use crate::ids::{rfc3339, ChannelId, GuildId, InteractionId, MessageId, UserId, FIRST_ID};
use crate::model::{Attachment, Fault, Message, Request};

/// Permissions of `@everyone` in test guilds: view, send, embed, attach,
/// history, reactions, external emojis, application commands, thread messages.
pub(crate) const EVERYONE_PERMISSIONS: u64 =
    (1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 18) | (1 << 31) | (1 << 38);
/// Every permission Discord defines (what an administrator sees).
pub(crate) const ALL_PERMISSIONS: u64 = 2_251_799_813_685_247;

pub(crate) struct User {
    pub name: String,
    pub global_name: Option<String>,
    pub bot: bool,
    pub locale: String,
    pub dms_closed: bool,
    pub dm_channel: Option<ChannelId>,
}

pub(crate) struct Guild {
    pub name: String,
    pub channels: Vec<ChannelId>,
    /// Members other than the bot, with their administrator flag.
    pub members: Vec<(UserId, bool)>,
    /// Members' nicknames on this server.
    pub nicks: HashMap<UserId, String>,
    pub joined_at: String,
    /// The server's preferred locale (`guild_locale` in interactions).
    pub locale: String,
}

pub(crate) enum Channel {
    Guild { guild: GuildId, name: String },
    Dm { user: UserId },
}

/// Where an interaction stands in Discord's life cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AckState {
    /// Dispatched, not yet answered.
    Pending,
    /// Answered in time by an interaction callback.
    Acknowledged,
    /// Answered too late (or never): the user saw "The application did not respond".
    Failed,
}

pub(crate) struct Interaction {
    pub token: String,
    pub kind: u8,
    pub user: UserId,
    pub channel: ChannelId,
    pub created: Instant,
    /// When its gateway event was written to the bot's connection: where
    /// the bot's share of the answer's time starts (the double's own queue
    /// before it is not the bot's).
    pub sent: Option<Instant>,
    /// When the first callback arrived.
    pub answered_at: Option<Instant>,
    pub state: AckState,
    pub response: Option<crate::model::InteractionResponse>,
    /// The message `@original` refers to (the response, or the clicked message).
    pub original: Option<MessageId>,
    /// A type 5 defer whose "thinking" message the first follow-up replaces.
    pub deferred_thinking: bool,
    /// A type 6 defer: the clicked message's edit count when it came, so
    /// the reply is the first edit or follow-up after it.
    pub deferred_update: Option<u32>,
    pub followups: Vec<MessageId>,
    pub payload: Value,
}

/// The bot's gateway sessions, one per shard it identified.
#[derive(Default)]
pub(crate) struct Gateway {
    pub shards: BTreeMap<u32, ShardSession>,
    /// The shard count of the last Identify (1 until one says otherwise).
    pub count: u32,
    pub identifies: u32,
    pub resumes: u32,
    pub connections: u32,
    pub intents: Option<u64>,
}

/// One shard's session: the connection that holds it and its sequence.
#[derive(Default)]
pub(crate) struct ShardSession {
    pub conn: Option<Connection>,
    pub session_id: String,
    pub seq: u64,
}

pub(crate) struct Connection {
    pub id: u64,
    pub tx: mpsc::UnboundedSender<Outbound>,
    /// READY (or RESUMED) was sent on this connection.
    pub ready: bool,
}

/// A frame the gateway task sends to the bot, already numbered.
pub(crate) enum Outbound {
    Frame(Value),
    Close(u16),
}

pub(crate) struct World {
    next_id: u64,
    pub addr: SocketAddr,
    pub bot: UserId,
    pub users: BTreeMap<UserId, User>,
    pub guilds: BTreeMap<GuildId, Guild>,
    pub channels: BTreeMap<ChannelId, Channel>,
    pub messages: BTreeMap<MessageId, Message>,
    pub interactions: BTreeMap<InteractionId, Interaction>,
    pub tokens: HashMap<String, InteractionId>,
    pub global_commands: Vec<Value>,
    pub guild_commands: BTreeMap<GuildId, Vec<Value>>,
    pub requests: Vec<Request>,
    pub faults: Vec<(String, Fault)>,
    /// Needles of requests to hold unanswered (see `Double::stall_next`),
    /// and how many were held so far.
    pub stalls: Vec<String>,
    /// Requests to answer late: the needle, and how late.
    pub delays: Vec<(String, std::time::Duration)>,
    /// How long before its dispatch the next interaction was created (see
    /// `Double::backlog_next`).
    pub backlog: Option<Duration>,
    pub stalled: usize,
    pub gateway: Gateway,
    pub clock_offset: Duration,
    pub response_window: Duration,
    pub token_lifetime: Duration,
    pub transcript: Option<PathBuf>,
    /// The only bot token REST accepts, once a test set one
    /// (`Double::set_token`); `None`: any.
    pub token: Option<String>,
    /// Permission overwrites of guild channels, as Discord lists them.
    pub overwrites: HashMap<ChannelId, Vec<Value>>,
    /// Discord's rate limits, when a test turned them on.
    pub limiter: crate::ratelimit::Limiter,
    /// When the double started, on its clock: requests are timed from here.
    pub started: Instant,
}

impl World {
    pub fn new(addr: SocketAddr) -> Self {
        let mut world = World {
            next_id: FIRST_ID,
            addr,
            bot: UserId(0),
            users: BTreeMap::new(),
            guilds: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            interactions: BTreeMap::new(),
            tokens: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            requests: Vec::new(),
            faults: Vec::new(),
            stalls: Vec::new(),
            delays: Vec::new(),
            backlog: None,
            stalled: 0,
            gateway: Gateway::default(),
            clock_offset: Duration::ZERO,
            response_window: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(15 * 60),
            transcript: std::env::var_os("TAVOLA_DOUBLE_TRANSCRIPT").map(PathBuf::from),
            token: None,
            overwrites: HashMap::new(),
            limiter: crate::ratelimit::Limiter::default(),
            started: Instant::now(),
        };
        let bot = UserId(world.next_id());
        world.bot = bot;
        world.users.insert(
            bot,
            User {
                name: "tavola".into(),
                global_name: None,
                bot: true,
                locale: "en-US".into(),
                dms_closed: true,
                dm_channel: None,
            },
        );
        world
    }

    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The double's clock: real time plus what the test advanced it by.
    pub fn now(&self) -> Instant {
        self.on_clock(Instant::now())
    }

    /// A real instant on the double's clock.
    pub fn on_clock(&self, real: Instant) -> Instant {
        real + self.clock_offset
    }

    /// How long the double has run, on its clock.
    pub fn elapsed(&self) -> Duration {
        self.now().duration_since(self.started)
    }

    /// The wall-clock time on the double's clock.
    pub fn wall_clock(&self) -> SystemTime {
        SystemTime::now() + self.clock_offset
    }

    /// The wall-clock time Discord would stamp on a message.
    pub fn timestamp(&self) -> String {
        rfc3339(self.wall_clock())
    }

    pub fn user_json(&self, id: UserId) -> Value {
        match self.users.get(&id) {
            Some(user) => json!({
                "id": id.to_json(), "username": user.name, "discriminator": "0",
                "global_name": user.global_name, "avatar": null, "bot": user.bot,
            }),
            None => json!({"id": id.to_json(), "username": "unknown", "discriminator": "0",
                           "global_name": null, "avatar": null}),
        }
    }

    pub fn member_json(&self, guild: GuildId, user: UserId, admin: bool) -> Value {
        let joined = self.guilds.get(&guild).map(|g| g.joined_at.clone());
        let nick = self.guilds.get(&guild).and_then(|g| g.nicks.get(&user));
        let permissions = if admin { ALL_PERMISSIONS } else { EVERYONE_PERMISSIONS };
        json!({
            "user": self.user_json(user), "nick": nick, "avatar": null, "roles": [],
            "joined_at": joined, "deaf": false, "mute": false, "flags": 0, "pending": false,
            "permissions": permissions.to_string(),
        })
    }

    /// Every name people chose that holds ASCII punctuation (usernames,
    /// global names, nicknames), once each: the names that could turn
    /// into Markdown in what the bot writes.
    pub fn chosen_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .users
            .values()
            .flat_map(|u| std::iter::once(&u.name).chain(u.global_name.as_ref()))
            .chain(self.guilds.values().flat_map(|g| g.nicks.values()))
            .filter(|n| n.chars().any(|c| c.is_ascii_punctuation()))
            .cloned()
            .collect();
        names.sort();
        names.dedup();
        names
    }

    pub fn is_admin(&self, guild: GuildId, user: UserId) -> bool {
        self.guilds
            .get(&guild)
            .and_then(|g| g.members.iter().find(|(id, _)| *id == user))
            .is_some_and(|(_, admin)| *admin)
    }

    pub fn channel_guild(&self, channel: ChannelId) -> Option<GuildId> {
        match self.channels.get(&channel) {
            Some(Channel::Guild { guild, .. }) => Some(*guild),
            _ => None,
        }
    }

    pub fn channel_json(&self, id: ChannelId) -> Option<Value> {
        Some(match self.channels.get(&id)? {
            Channel::Guild { guild, name } => json!({
                "id": id.to_json(), "type": 0, "guild_id": guild.to_json(), "name": name,
                "position": 0, "permission_overwrites": self.overwrites.get(&id).cloned().unwrap_or_default(),
                "nsfw": false, "topic": null,
                "last_message_id": null, "parent_id": null, "rate_limit_per_user": 0,
            }),
            Channel::Dm { user } => json!({
                "id": id.to_json(), "type": 1, "last_message_id": null,
                "recipients": [self.user_json(*user)],
            }),
        })
    }

    /// The DM channel with `user`, created on first use.
    pub fn dm_channel(&mut self, user: UserId) -> ChannelId {
        if let Some(id) = self.users.get(&user).and_then(|u| u.dm_channel) {
            return id;
        }
        let id = ChannelId(self.next_id());
        self.channels.insert(id, Channel::Dm { user });
        if let Some(u) = self.users.get_mut(&user) {
            u.dm_channel = Some(id);
        }
        id
    }

    /// A guild's roles: `@everyone` alone, its id the guild's.
    pub fn roles_json(&self, id: GuildId) -> Value {
        json!([{
            "id": id.to_json(), "name": "@everyone", "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "icon": null, "unicode_emoji": null, "position": 0,
            "permissions": EVERYONE_PERMISSIONS.to_string(), "managed": false,
            "mentionable": false, "flags": 0,
        }])
    }

    /// A GUILD_CREATE payload: the guild, its `@everyone` role, its text
    /// channels and its members (the bot included).
    pub fn guild_create_json(&self, id: GuildId) -> Option<Value> {
        let guild = self.guilds.get(&id)?;
        let channels: Vec<Value> = guild.channels.iter().filter_map(|c| self.channel_json(*c)).collect();
        let mut members = vec![self.member_json(id, self.bot, false)];
        members.extend(guild.members.iter().map(|(u, admin)| self.member_json(id, *u, *admin)));
        Some(json!({
            "id": id.to_json(), "name": guild.name, "icon": null, "icon_hash": null, "splash": null,
            "discovery_splash": null, "owner_id": self.bot.to_json(), "afk_channel_id": null,
            "afk_timeout": 300, "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": self.roles_json(id),
            "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
            "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
            "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
            "preferred_locale": guild.locale, "public_updates_channel_id": null, "nsfw_level": 0,
            "stickers": [], "premium_progress_bar_enabled": false,
            "safety_alerts_channel_id": null, "joined_at": guild.joined_at, "large": false,
            "unavailable": false, "member_count": members.len(), "voice_states": [],
            "members": members, "channels": channels, "threads": [], "presences": [],
            "stage_instances": [], "guild_scheduled_events": [],
        }))
    }

    /// A message as Discord returns it (and as the bot deserializes it).
    pub fn message_json(&self, message: &Message) -> Value {
        let attachments: Vec<Value> = message
            .attachments
            .iter()
            .map(|a| {
                let url = format!("http://{}/attachments/{}/{}/{}", self.addr, message.channel_id, a.id, a.filename);
                json!({"id": a.id.to_string(), "filename": a.filename, "size": a.size,
                       "url": url, "proxy_url": url, "content_type": a.content_type})
            })
            .collect();
        let mut value = json!({
            "id": message.id.to_json(), "channel_id": message.channel_id.to_json(),
            "author": self.user_json(message.author), "content": message.content,
            "timestamp": message.timestamp, "edited_timestamp": message.edited_timestamp,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": attachments, "embeds": message.embeds, "reactions": [],
            "pinned": false, "type": 0, "flags": message.flags,
            "components": message.components,
            "application_id": self.bot.to_json(),
        });
        if let Some(guild) = self.channel_guild(message.channel_id) {
            value["guild_id"] = guild.to_json();
        }
        if let Some(interaction) = message.interaction.and_then(|i| self.interactions.get(&i)) {
            value["interaction_metadata"] = json!({
                "id": message.interaction.map(|i| i.to_json()), "type": interaction.kind,
                "user": self.user_json(interaction.user), "authorizing_integration_owners": {},
            });
            // A component interaction names the message whose component was
            // used; serenity refuses the metadata without it.
            if interaction.kind == 3 {
                value["interaction_metadata"]["interacted_message_id"] = interaction.payload["message"]["id"].clone();
            }
        }
        value
    }

    /// Stores a new message the bot sent and returns its id.
    pub fn create_message(
        &mut self,
        channel: ChannelId,
        body: &Value,
        files: Vec<Attachment>,
        ephemeral: bool,
        interaction: Option<InteractionId>,
    ) -> MessageId {
        let id = MessageId(self.next_id());
        let mut message = Message {
            id,
            channel_id: channel,
            author: self.bot,
            content: String::new(),
            embeds: Vec::new(),
            components: Vec::new(),
            attachments: Vec::new(),
            flags: 0,
            ephemeral,
            interaction,
            edits: 0,
            deleted: false,
            timestamp: self.timestamp(),
            edited_timestamp: None,
        };
        apply_body(&mut message, body, files, self);
        message.flags = body["flags"].as_u64().unwrap_or(0) | if ephemeral { 64 } else { 0 };
        self.messages.insert(id, message);
        id
    }

    /// Applies a message edit (PATCH) body to a stored message.
    pub fn edit_message(&mut self, id: MessageId, body: &Value, files: Vec<Attachment>) {
        let timestamp = self.timestamp();
        let Some(mut message) = self.messages.remove(&id) else { return };
        apply_body(&mut message, body, files, self);
        if let Some(flags) = body["flags"].as_u64() {
            message.flags = flags | if message.ephemeral { 64 } else { 0 };
        }
        message.edits += 1;
        message.edited_timestamp = Some(timestamp);
        self.messages.insert(id, message);
    }

    /// Allocates ids for uploaded files.
    pub fn attachments(&mut self, uploads: &[crate::rest::Upload]) -> Vec<Attachment> {
        uploads
            .iter()
            .map(|u| Attachment {
                id: self.next_id(),
                filename: u.filename.clone(),
                size: u.bytes.len(),
                content_type: u.content_type.clone(),
                bytes: u.bytes.clone(),
            })
            .collect()
    }
}

/// Copies the fields a create or edit body sets onto a message.
fn apply_body(message: &mut Message, body: &Value, files: Vec<Attachment>, _world: &World) {
    if let Some(content) = body.get("content") {
        message.content = content.as_str().unwrap_or_default().to_string();
    }
    if let Some(embeds) = body.get("embeds") {
        message.embeds = embeds
            .as_array()
            .map(|embeds| {
                embeds
                    .iter()
                    .map(|e| {
                        let mut e = e.clone();
                        if e.is_object() && e.get("type").is_none() {
                            e["type"] = json!("rich");
                        }
                        e
                    })
                    .collect()
            })
            .unwrap_or_default();
    }
    if let Some(components) = body.get("components") {
        message.components = components.as_array().cloned().unwrap_or_default();
    }
    if let Some(keep) = body.get("attachments").and_then(Value::as_array) {
        // Existing attachments survive an edit only if listed by id.
        let kept: Vec<u64> = keep.iter().filter_map(|a| crate::ids::parse_snowflake(&a["id"])).collect();
        message.attachments.retain(|a| kept.contains(&a.id));
    }
    message.attachments.extend(files);
}

/// The state shared by the HTTP server, the gateway tasks and the test API.
pub(crate) struct Shared {
    pub world: Mutex<World>,
    pub changes: watch::Sender<u64>,
}

impl Shared {
    pub fn lock(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Wakes every `wait_for_*` helper.
    pub fn changed(&self) {
        self.changes.send_modify(|n| *n += 1);
    }
}
