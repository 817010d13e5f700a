//! A Discord double: a local server on `127.0.0.1:0` that speaks enough of
//! Discord's REST API (v10) and Gateway for the unchanged bot (serenity 0.12.5 +
//! poise 0.7.1) to connect, register commands and answer users, so the bot is
//! tested end to end without Discord. See docs/discord.md.
//!
//! - **Connect the bot** with `DISCORD_API_BASE` = [`Double::api_base`]:
//!   `HttpBuilder::new(token).proxy(base).ratelimiter_disabled(true)` (serenity
//!   ignores the proxy when its rate limiter is on). `GET /api/v10/gateway`
//!   answers `ws://127.0.0.1:PORT/ws`; Identify gets READY (the application id,
//!   the guilds as unavailable) and one GUILD_CREATE per guild.
//! - **Set the scene** before or after the bot connects: [`Double::add_guild`],
//!   [`Double::add_channel`], [`Double::add_user`], [`Double::add_member`],
//!   [`Double::add_admin`] (all permissions), [`Double::set_locale`],
//!   [`Double::set_guild_locale`], [`Double::deny_bot`] (a channel overwrite),
//!   [`Double::set_token`] (other tokens get 401); the names people chose
//!   ([`Double::set_global_name`], [`Double::set_nick`]).
//! - **Act as users** ([`Double::slash`], [`Double::autocomplete`],
//!   [`Double::click`], [`Double::select`], [`Double::submit_modal`]): each
//!   dispatches an INTERACTION_CREATE shaped as serenity requires and returns
//!   its [`InteractionId`]. A [`Slash`] is checked against the command the bot
//!   registered (names, types, choices, required options), so wait for
//!   [`Double::wait_for_commands`] first. Run in a channel or in a DM ([`Place::Dm`]).
//! - **Await what the bot did** ([`Double::wait_for_response`],
//!   [`Double::wait_for_reply`], [`Double::wait_for_followups`],
//!   [`Double::wait_for_message`], [`Double::wait_for_dm`],
//!   [`Double::wait_for_edit`], [`Double::wait_for_request`], [`Double::wait_for`]):
//!   no sleeps; each re-checks on every change, up to a deadline (10 s,
//!   [`Double::set_wait_timeout`]). They use tokio timers: do not combine them
//!   with `start_paused` time. Then inspect [`Message`] (`text()`,
//!   `custom_ids()`, `ephemeral`, `attachments`), [`Double::messages_in`]
//!   (public history only), [`Double::dms_of`], [`Double::followups`].
//! - **Discord's rules**: every body is validated against Discord's OpenAPI
//!   schemas (`spec/discord-subset.json`) and the documented limits
//!   (`limits.rs`), with Discord's 400 errors (50035 with nested paths,
//!   50006 empty message); interactions must be answered once (40060) within
//!   3 s (10062; [`Double::set_response_window`] to relax it on a slow
//!   machine), counted from the creation time their snowflake ids carry;
//!   follow-ups and `@original` work for 15 min (50027); DMs can be closed
//!   (403 50007); unknown routes get 404 and are logged.
//!   Every refusal is kept in [`Request::violations`]; [`Double::violations`]
//!   lists them so a test can assert there were none.
//! - **Names are text**: [`Double::markup_from_names`] reads every message
//!   the bot sent as Discord's Markdown ([`markdown`]) and lists the links,
//!   headings, quotes, spoilers, emphasis or mentions made of a person's
//!   name, and names shown escaped where Discord reads no Markdown.
//! - **Messages read as one thing**: [`Double::unreadable`] lists two turn
//!   numbers in one message, embed parts sent empty, labels that glue a
//!   verb to another label and select menus without a placeholder
//!   ([`reading`]).
//! - **Rate limits** (off unless set): [`Double::set_rate_limits`] with
//!   [`RateLimits::discord`] serves Discord's per-route buckets and global
//!   limit, its `X-RateLimit-*` headers and its 429s, which change nothing
//!   and are kept in [`Double::rate_limited`] and as violations.
//! - **Recording**: [`Double::requests`] returns every request, each timed
//!   ([`Request::at`]); with `TAVOLA_DOUBLE_TRANSCRIPT=path` each is also
//!   appended there as a JSON line.
//! - **Failures on demand**: [`Double::fail_next`] (429 / 500),
//!   [`Double::drop_gateway`], [`Double::set_dms_closed`],
//!   [`Double::advance_clock`], [`Double::stall_next`] and
//!   [`Double::delay_next`] (the bot's requests), [`Double::backlog_next`]
//!   (an interaction that reaches the bot late).
//!
//! ```no_run
//! use tavola_double::{Double, Slash};
//!
//! # async fn example() -> Result<(), Box<dyn std::error::Error>> {
//! let discord = Double::start().await?;
//! let guild = discord.add_guild("Test server");
//! let channel = discord.add_channel(guild, "games");
//! let alice = discord.add_user("alice");
//! discord.add_member(guild, alice);
//! // Start the bot with DISCORD_API_BASE = discord.api_base(), then:
//! discord.wait_for_ready().await?;
//! discord.wait_for_commands().await?;
//! let run = discord.slash(alice, channel, Slash::new("game").subcommand("new").opt("game", "great-wall"))?;
//! let lobby = discord.wait_for_reply(run).await?;
//! let join = discord.click(alice, lobby.id, &lobby.custom_ids()[0])?;
//! discord.wait_for_response(join).await?;
//! assert!(discord.violations().is_empty());
//! # Ok(()) }
//! ```

mod gateway;
mod ids;
mod limits;
pub mod markdown;
mod model;
mod ratelimit;
pub mod reading;
mod record;
mod rest;
mod schema;
mod seen;
mod server;
mod users;
mod wait;
mod world;

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

pub use ids::{ChannelId, GuildId, InteractionId, MessageId, RoleId, UserId};
pub use limits::FieldError;
pub use model::{Attachment, Fault, FileMeta, InteractionResponse, Message, Request};
pub use ratelimit::{Exceeded, Quota, RateLimitHit, RateLimits};
pub use users::{OptionValue, Place, Slash};
pub use world::AckState;

use server::Server;
use world::{Guild, Shared, User, World};

/// A running Discord double. Cheap to clone; the server stops when the last
/// clone is dropped.
#[derive(Clone)]
pub struct Double {
    server: Arc<Server>,
    wait_timeout: Arc<std::sync::Mutex<Duration>>,
}

/// What the test API can refuse, and why a wait ended without its event.
#[derive(Debug, Clone, PartialEq)]
pub enum DoubleError {
    /// The bot has no gateway session (not identified yet, or disconnected).
    NotConnected,
    UnknownUser(UserId),
    UnknownChannel(ChannelId),
    /// No registered command has this name (for this channel's guild or globally).
    UnknownCommand(String),
    /// Options that do not fit the registered command (name, type, choice, required).
    BadOption(String),
    UnknownMessage(MessageId),
    UnknownComponent {
        message: MessageId,
        custom_id: String,
    },
    DisabledComponent(String),
    InvalidSelection(String),
    /// The interaction was not answered with a modal.
    NoModal(InteractionId),
    /// The bot answered too late: the user saw "The application did not respond".
    InteractionFailed(InteractionId),
    /// A wait ran past its deadline; the text says what was awaited.
    Timeout(String),
}

impl fmt::Display for DoubleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DoubleError::NotConnected => write!(f, "the bot has no gateway session"),
            DoubleError::UnknownUser(u) => write!(f, "unknown user {u}"),
            DoubleError::UnknownChannel(c) => write!(f, "unknown channel {c}"),
            DoubleError::UnknownCommand(n) => write!(f, "the bot registered no command /{n}"),
            DoubleError::BadOption(why) => write!(f, "bad option: {why}"),
            DoubleError::UnknownMessage(m) => write!(f, "unknown message {m}"),
            DoubleError::UnknownComponent { message, custom_id } => {
                write!(f, "message {message} has no component {custom_id:?}")
            }
            DoubleError::DisabledComponent(id) => write!(f, "component {id:?} is disabled"),
            DoubleError::InvalidSelection(why) => write!(f, "invalid selection: {why}"),
            DoubleError::NoModal(i) => write!(f, "interaction {i} was not answered with a modal"),
            DoubleError::InteractionFailed(i) => write!(f, "interaction {i} failed (answered too late)"),
            DoubleError::Timeout(what) => write!(f, "timed out waiting for {what}"),
        }
    }
}

impl std::error::Error for DoubleError {}

impl Double {
    /// Starts the double on 127.0.0.1 with an ephemeral port.
    ///
    /// # Errors
    /// The listener could not be bound.
    pub async fn start() -> std::io::Result<Double> {
        let server = Server::start().await?;
        Ok(Double { server: Arc::new(server), wait_timeout: Arc::new(std::sync::Mutex::new(Duration::from_secs(10))) })
    }

    pub(crate) fn shared(&self) -> &Shared {
        &self.server.shared
    }

    /// Runs `f` on the locked world, then wakes the waiters.
    pub(crate) fn run<T>(&self, f: impl FnOnce(&mut World) -> T) -> T {
        let result = f(&mut self.shared().lock());
        self.shared().changed();
        result
    }

    /// The base URL for the bot's `DISCORD_API_BASE` (serenity's proxy):
    /// `http://127.0.0.1:PORT`. serenity appends `/api/v10/...`.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.server.addr)
    }

    /// The gateway URL `GET /gateway` answers: `ws://127.0.0.1:PORT/ws`.
    pub fn gateway_url(&self) -> String {
        format!("ws://{}/ws", self.server.addr)
    }

    /// The bot's user id, which is also its application id.
    pub fn bot_id(&self) -> UserId {
        self.shared().lock().bot
    }

    // ---- the world -------------------------------------------------------

    /// Adds a guild (with its `@everyone` role). If the bot is connected it
    /// gets a GUILD_CREATE at once; otherwise with READY.
    pub fn add_guild(&self, name: &str) -> GuildId {
        self.run(|world| {
            let id = GuildId(world.next_id());
            world.insert_guild(id, name)
        })
    }

    /// Adds a guild whose id puts it on `shard` of `count` shards (a real
    /// snowflake's high bits, as Discord's `(id >> 22) % count` reads them).
    pub fn add_guild_on_shard(&self, name: &str, shard: u32, count: u32) -> GuildId {
        assert!(shard < count, "shard {shard} is not one of {count}");
        self.run(|world| {
            let n = world.next_id();
            let (count, shard) = (u64::from(count), u64::from(shard));
            let high = (n >> 22) - (n >> 22) % count + shard;
            let id = GuildId((high << 22) | (n & ((1 << 22) - 1)));
            world.insert_guild(id, name)
        })
    }

    /// Adds a text channel to a guild.
    ///
    /// # Panics
    /// If `guild` was not made by [`Double::add_guild`].
    pub fn add_channel(&self, guild: GuildId, name: &str) -> ChannelId {
        self.run(|world| {
            let id = ChannelId(world.next_id());
            world.channels.insert(id, world::Channel::Guild { guild, name: name.to_string() });
            world.guilds.get_mut(&guild).expect("unknown guild").channels.push(id);
            world.resend_guild(guild);
            id
        })
    }

    /// Adds a person (locale `en-US`, DMs open).
    pub fn add_user(&self, name: &str) -> UserId {
        self.run(|world| {
            let id = UserId(world.next_id());
            let user = User {
                name: name.to_string(),
                global_name: Some(name.to_string()),
                bot: false,
                locale: "en-US".into(),
                dms_closed: false,
                dm_channel: None,
            };
            world.users.insert(id, user);
            id
        })
    }

    /// Makes `user` a member of `guild` (listed in GUILD_CREATE).
    pub fn add_member(&self, guild: GuildId, user: UserId) {
        self.set_member(guild, user, false);
    }

    /// From now on REST accepts only this bot token, and answers any other
    /// with Discord's `401 Unauthorized` (by default it accepts any).
    pub fn set_token(&self, token: &str) {
        self.run(|world| world.token = Some(token.to_owned()));
    }

    /// Denies the bot `permissions` (Discord's bits) in a guild channel by a
    /// member overwrite, as `GET /channels/{id}` then shows. The double
    /// itself does not enforce it.
    pub fn deny_bot(&self, channel: ChannelId, permissions: u64) {
        self.run(|world| {
            let bot = world.bot.to_json();
            let overwrite = serde_json::json!({"id": bot, "type": 1, "allow": "0", "deny": permissions.to_string()});
            world.overwrites.entry(channel).or_default().push(overwrite);
            if let Some(guild) = world.channel_guild(channel) {
                world.resend_guild(guild);
            }
        });
    }

    /// Registers a chat command in `guild` only, as an older version or a
    /// test set-up of the bot may have left there.
    pub fn add_guild_command(&self, guild: GuildId, name: &str) {
        self.run(|world| {
            let command = serde_json::json!({"name": name, "description": "left over", "type": 1});
            let existing = world.guild_commands.get(&guild).cloned().unwrap_or_default();
            let stored = rest::commands::stored(world, &command, Some(guild), &existing);
            world.guild_commands.entry(guild).or_default().push(stored);
        });
    }

    /// Makes `user` an administrator of `guild` (all permissions in interactions).
    pub fn add_admin(&self, guild: GuildId, user: UserId) {
        self.set_member(guild, user, true);
    }

    fn set_member(&self, guild: GuildId, user: UserId, admin: bool) {
        self.run(|world| {
            let g = world.guilds.get_mut(&guild).expect("unknown guild");
            g.members.retain(|(u, _)| *u != user);
            g.members.push((user, admin));
            world.resend_guild(guild);
        });
    }

    /// Sets the name a user chose to be shown by (Discord's global name),
    /// or none: then their username shows.
    pub fn set_global_name(&self, user: UserId, name: Option<&str>) {
        self.run(|world| {
            if let Some(u) = world.users.get_mut(&user) {
                u.global_name = name.map(str::to_string);
            }
        });
    }

    /// Sets (or clears) a member's nickname on a server: it shows instead of
    /// their global name there (`member.nick` in interactions).
    pub fn set_nick(&self, guild: GuildId, user: UserId, nick: Option<&str>) {
        self.run(|world| {
            let Some(g) = world.guilds.get_mut(&guild) else { return };
            match nick {
                Some(nick) => drop(g.nicks.insert(user, nick.to_string())),
                None => drop(g.nicks.remove(&user)),
            }
            world.resend_guild(guild);
        });
    }

    /// Sets the locale a user's client sends (`interaction.locale`).
    pub fn set_locale(&self, user: UserId, locale: &str) {
        self.run(|world| {
            if let Some(u) = world.users.get_mut(&user) {
                u.locale = locale.to_string();
            }
        });
    }

    /// Sets a server's preferred locale (`guild_locale` in interactions).
    pub fn set_guild_locale(&self, guild: GuildId, locale: &str) {
        self.run(|world| {
            if let Some(g) = world.guilds.get_mut(&guild) {
                g.locale = locale.to_string();
            }
        });
    }

    /// Closes (or reopens) a user's DMs: sends to them fail with 403, code 50007.
    pub fn set_dms_closed(&self, user: UserId, closed: bool) {
        self.run(|world| {
            if let Some(u) = world.users.get_mut(&user) {
                u.dms_closed = closed;
            }
        });
    }

    /// The DM channel between the bot and `user` (created if needed).
    pub fn dm_channel(&self, user: UserId) -> ChannelId {
        self.run(|world| world.dm_channel(user))
    }

    // ---- rules and faults ----------------------------------------------

    /// How long the bot has for the first response (3 s, as Discord).
    pub fn set_response_window(&self, window: Duration) {
        self.run(|world| world.response_window = window);
    }

    /// Moves the double's clock forward (deadlines: 3 s response, 15 min token).
    pub fn advance_clock(&self, by: Duration) {
        self.run(|world| world.clock_offset += by);
    }

    /// How long the double has run, on its clock (as [`Request::at`] and
    /// [`RateLimitHit::at`] count).
    pub fn clock(&self) -> Duration {
        self.shared().lock().elapsed()
    }

    /// How long `wait_for_*` waits (10 s by default).
    pub fn set_wait_timeout(&self, timeout: Duration) {
        *self.wait_timeout.lock().unwrap_or_else(|p| p.into_inner()) = timeout;
    }

    pub(crate) fn wait_timeout(&self) -> Duration {
        *self.wait_timeout.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Answers the next request whose route contains `route_contains` with `fault`.
    pub fn fail_next(&self, route_contains: &str, fault: Fault) {
        self.run(|world| world.faults.push((route_contains.to_string(), fault)));
    }

    /// Holds the next request whose route or body contains `needle`
    /// unanswered for good, as if the bot had died waiting for Discord (the
    /// request is neither applied nor recorded): a test then kills the bot
    /// at a known point, e.g. between a committed move and its board.
    pub fn stall_next(&self, needle: &str) {
        self.run(|world| world.stalls.push(needle.to_string()));
    }

    /// Holds the next request whose route or body contains `needle` for
    /// `by` before applying it, as a slow network would: the bot has sent
    /// it, Discord has not seen it yet.
    pub fn delay_next(&self, needle: &str, by: std::time::Duration) {
        self.run(|world| world.delays.push((needle.to_string(), by)));
    }

    /// Dispatches the next interaction `age` after Discord created it, as a
    /// gateway backlog would: its id names the earlier time and its 3 s
    /// window runs from then, so the bot has `3 s - age` to answer.
    pub fn backlog_next(&self, age: std::time::Duration) {
        self.run(|world| world.backlog = Some(age));
    }

    /// How many requests [`Double::stall_next`] has held so far.
    pub fn stalled(&self) -> usize {
        self.shared().lock().stalled
    }

    /// Closes the gateway connection with code 4000; serenity reconnects and
    /// resumes. Returns `false` if there was no connection.
    pub fn drop_gateway(&self) -> bool {
        self.run(|world| world.close_gateway(4000))
    }
}

impl World {
    fn insert_guild(&mut self, id: GuildId, name: &str) -> GuildId {
        let joined_at = self.timestamp();
        let guild = Guild {
            name: name.to_string(),
            channels: Vec::new(),
            members: Vec::new(),
            nicks: std::collections::HashMap::new(),
            joined_at,
            locale: "en-US".into(),
        };
        self.guilds.insert(id, guild);
        self.resend_guild(id);
        id
    }

    /// Sends a fresh GUILD_CREATE when a connected bot's guild changes.
    fn resend_guild(&mut self, guild: GuildId) {
        if let Some(payload) = self.guild_create_json(guild) {
            let shard = self.shard_of(Some(guild));
            self.dispatch_to(shard, "GUILD_CREATE", payload);
        }
    }
}
