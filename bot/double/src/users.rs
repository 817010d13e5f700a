//! The test API that acts as people: run slash commands (with options,
//! subcommands and groups) in a channel or a DM, ask for autocomplete, click
//! buttons, pick select options, submit modals. Each action builds the
//! INTERACTION_CREATE payload serenity expects (docs/discord.md §1.5) and dispatches
//! it on the gateway; the returned [`InteractionId`] is what the `wait_for_*`
//! helpers take.

use serde_json::{json, Value};

use crate::ids::{ChannelId, InteractionId, MessageId, RoleId, UserId};
use crate::world::{AckState, Channel, Interaction, World, EVERYONE_PERMISSIONS};
use crate::{Double, DoubleError};

/// Where a slash command is run: a guild channel or the user's DM with the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Channel(ChannelId),
    Dm,
}

impl From<ChannelId> for Place {
    fn from(channel: ChannelId) -> Self {
        Place::Channel(channel)
    }
}

/// A slash-command option value; its variant sets the option type.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    String(String),
    Integer(i64),
    Number(f64),
    Boolean(bool),
    User(UserId),
    Channel(ChannelId),
    Role(RoleId),
}

impl OptionValue {
    fn json(&self) -> Value {
        match self {
            OptionValue::String(s) => json!(s),
            OptionValue::Integer(n) => json!(n),
            OptionValue::Number(x) => json!(x),
            OptionValue::Boolean(b) => json!(b),
            OptionValue::User(id) => id.to_json(),
            OptionValue::Channel(id) => id.to_json(),
            OptionValue::Role(id) => id.to_json(),
        }
    }
}

macro_rules! option_from {
    ($($t:ty => $variant:ident($conv:expr)),* $(,)?) => {$(
        impl From<$t> for OptionValue {
            fn from(value: $t) -> Self {
                OptionValue::$variant($conv(value))
            }
        }
    )*};
}

option_from!(
    &str => String(str::to_string),
    String => String(std::convert::identity),
    i64 => Integer(std::convert::identity),
    i32 => Integer(i64::from),
    i16 => Integer(i64::from),
    i8 => Integer(i64::from),
    u32 => Integer(i64::from),
    u16 => Integer(i64::from),
    u8 => Integer(i64::from),
    usize => Integer(|n: usize| i64::try_from(n).expect("option value fits i64")),
    f64 => Number(std::convert::identity),
    bool => Boolean(std::convert::identity),
    UserId => User(std::convert::identity),
    ChannelId => Channel(std::convert::identity),
    RoleId => Role(std::convert::identity),
);

/// A slash command as a user types it: `/game new game:great-wall players:3`
/// is `Slash::new("game").subcommand("new").opt("game", "great-wall").opt("players", 3)`.
#[derive(Clone, Debug, Default)]
pub struct Slash {
    name: String,
    group: Option<String>,
    sub: Option<String>,
    options: Vec<(String, OptionValue, bool)>,
}

impl Slash {
    /// A top-level command, by its registered name.
    pub fn new(name: impl Into<String>) -> Self {
        Slash { name: name.into(), ..Slash::default() }
    }

    /// The subcommand group (`/admin game cancel`: group `game`).
    pub fn group(mut self, group: impl Into<String>) -> Self {
        self.group = Some(group.into());
        self
    }

    /// The subcommand (`/game new`: sub `new`).
    pub fn subcommand(mut self, sub: impl Into<String>) -> Self {
        self.sub = Some(sub.into());
        self
    }

    /// Same as [`Slash::subcommand`].
    #[allow(clippy::should_implement_trait)]
    pub fn sub(self, sub: impl Into<String>) -> Self {
        self.subcommand(sub)
    }

    /// An option with its value; the value's type sets the option type.
    pub fn opt(mut self, name: impl Into<String>, value: impl Into<OptionValue>) -> Self {
        self.options.push((name.into(), value.into(), false));
        self
    }

    /// The option being typed, for autocomplete (a string, marked focused).
    pub fn focus(mut self, name: impl Into<String>, partial: impl Into<String>) -> Self {
        self.options.push((name.into(), OptionValue::String(partial.into()), true));
        self
    }

    /// Checks the options against the registered command (names, types,
    /// choices, required ones) and builds the interaction's `data`. An integer
    /// given for a `number` option becomes a number; a focused option keeps
    /// the typed text as a string, as Discord sends it.
    fn data(&self, world: &World, command: &Value, autocomplete: bool) -> Result<Value, DoubleError> {
        let bad = |why: String| DoubleError::BadOption(format!("/{}: {why}", self.name));
        let mut level = &command["options"];
        for (kind, name) in [(2, &self.group), (1, &self.sub)] {
            let Some(name) = name else { continue };
            level = items(level)
                .find(|o| o["type"] == kind && o["name"] == name.as_str())
                .map(|o| &o["options"])
                .ok_or_else(|| bad(format!("no subcommand (group) {name}")))?;
        }
        if items(level).any(|o| matches!(o["type"].as_u64(), Some(1 | 2))) {
            return Err(bad("a subcommand is required".into()));
        }
        let mut resolved_users = serde_json::Map::new();
        let mut leaf = Vec::new();
        for (name, value, focused) in &self.options {
            let declared =
                items(level).find(|o| o["name"] == name.as_str()).ok_or_else(|| bad(format!("no option {name}")))?;
            let kind = declared["type"].as_u64().unwrap_or(0);
            // A user picks a choice by its name; Discord sends the choice's value.
            let picked = match value {
                OptionValue::String(s) if !focused => items(&declared["choices"])
                    .find(|c| c["name"] == s.as_str() && c["value"] != s.as_str())
                    .and_then(|c| choice_value(&c["value"])),
                _ => None,
            };
            let value = picked.as_ref().unwrap_or(value);
            let value = match (kind, value) {
                (_, OptionValue::String(_)) if *focused => value.clone(),
                (10, OptionValue::Integer(n)) => OptionValue::Number(*n as f64),
                (3, OptionValue::String(_))
                | (4, OptionValue::Integer(_))
                | (5, OptionValue::Boolean(_))
                | (6 | 9, OptionValue::User(_))
                | (7, OptionValue::Channel(_))
                | (8 | 9, OptionValue::Role(_))
                | (10, OptionValue::Number(_)) => value.clone(),
                _ => return Err(bad(format!("option {name} has type {kind}, not {value:?}"))),
            };
            let choices: Vec<&Value> = items(&declared["choices"]).map(|c| &c["value"]).collect();
            if !focused && !choices.is_empty() && !choices.contains(&&value.json()) {
                return Err(bad(format!("{value:?} is not a choice of {name}")));
            }
            if let OptionValue::User(u) = value {
                resolved_users.insert(u.to_string(), world.user_json(u));
            }
            let mut option = json!({"name": name, "type": kind, "value": value.json()});
            if *focused {
                option["focused"] = json!(true);
            }
            leaf.push(option);
        }
        if !autocomplete {
            if let Some(missing) = items(level)
                .find(|o| o["required"] == true && !self.options.iter().any(|(n, _, _)| o["name"] == n.as_str()))
            {
                return Err(bad(format!("missing required option {}", missing["name"])));
            }
        }
        let options = match (&self.group, &self.sub) {
            (Some(group), Some(sub)) => json!([{"name": group, "type": 2, "options": [
                {"name": sub, "type": 1, "options": leaf}]}]),
            (None, Some(sub)) => json!([{"name": sub, "type": 1, "options": leaf}]),
            _ => Value::Array(leaf),
        };
        let mut data = json!({"id": command["id"], "name": self.name, "type": 1, "options": options});
        if let Some(guild) = command.get("guild_id") {
            data["guild_id"] = guild.clone();
        }
        if !resolved_users.is_empty() {
            data["resolved"] = json!({"users": resolved_users});
        }
        Ok(data)
    }
}

/// An interaction id as Discord mints it `age` ago: milliseconds since
/// Discord's epoch (2015) in the top bits, so a bot can tell how long ago
/// Discord created the interaction and how much of its 3 seconds is left;
/// `serial` (the double's counter) fills the low 22 bits.
fn snowflake(age: std::time::Duration, serial: u64) -> u64 {
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let now = now.saturating_sub(age);
    let ms = u64::try_from(now.as_millis()).unwrap_or(u64::MAX).saturating_sub(DISCORD_EPOCH_MS);
    ms << 22 | (serial & 0x3F_FFFF)
}

fn choice_value(value: &Value) -> Option<OptionValue> {
    match value {
        Value::String(s) => Some(OptionValue::String(s.clone())),
        Value::Number(n) => n.as_i64().map(OptionValue::Integer).or(n.as_f64().map(OptionValue::Number)),
        _ => None,
    }
}

fn items(value: &Value) -> impl Iterator<Item = &Value> {
    value.as_array().into_iter().flatten()
}

impl World {
    fn find_command(&self, name: &str, channel: ChannelId) -> Option<Value> {
        let guild = self.channel_guild(channel);
        let guild_commands = guild.and_then(|g| self.guild_commands.get(&g));
        guild_commands
            .into_iter()
            .flatten()
            .chain(self.global_commands.iter())
            .find(|c| c["name"] == name && c["type"].as_u64().unwrap_or(1) == 1)
            .cloned()
    }

    /// Builds and dispatches an interaction; `fill` adds `data` (and `message`).
    fn interact(
        &mut self,
        kind: u8,
        user: UserId,
        channel: ChannelId,
        original: Option<MessageId>,
        fill: impl FnOnce(&mut Value),
    ) -> Result<InteractionId, DoubleError> {
        if !self.users.contains_key(&user) {
            return Err(DoubleError::UnknownUser(user));
        }
        let age = self.backlog.take().unwrap_or_default();
        let id = InteractionId(snowflake(age, self.next_id()));
        let token = format!("tok-{id}");
        let mut payload = json!({
            "id": id.to_json(), "application_id": self.bot.to_json(), "type": kind,
            "token": token, "version": 1, "channel_id": channel.to_json(),
            "locale": self.users[&user].locale, "entitlements": [],
            "attachment_size_limit": 10_485_760, "app_permissions": EVERYONE_PERMISSIONS.to_string(),
        });
        match self.channels.get(&channel) {
            Some(Channel::Guild { guild, .. }) => {
                let admin = self.is_admin(*guild, user);
                payload["guild_id"] = guild.to_json();
                payload["member"] = self.member_json(*guild, user, admin);
                payload["guild_locale"] = json!(self.guilds.get(guild).map_or("en-US", |g| g.locale.as_str()));
                payload["context"] = json!(0);
                payload["authorizing_integration_owners"] = json!({"0": guild.to_json()});
                payload["channel"] = json!({"id": channel.to_json(), "type": 0});
            }
            Some(Channel::Dm { .. }) => {
                payload["user"] = self.user_json(user);
                payload["context"] = json!(1);
                payload["authorizing_integration_owners"] = json!({"0": "0"});
                payload["channel"] = json!({"id": channel.to_json(), "type": 1});
            }
            None => return Err(DoubleError::UnknownChannel(channel)),
        }
        fill(&mut payload);
        let created = self.now().checked_sub(age).unwrap_or_else(|| self.now());
        self.interactions.insert(
            id,
            Interaction {
                token: token.clone(),
                kind,
                user,
                channel,
                created,
                sent: None,
                answered_at: None,
                state: AckState::Pending,
                response: None,
                original,
                deferred_thinking: false,
                deferred_update: None,
                followups: Vec::new(),
                payload: payload.clone(),
            },
        );
        self.tokens.insert(token.clone(), id);
        if self.dispatch("INTERACTION_CREATE", payload) {
            Ok(id)
        } else {
            self.interactions.remove(&id);
            self.tokens.remove(&token);
            Err(DoubleError::NotConnected)
        }
    }

    fn place_channel(&mut self, user: UserId, place: Place) -> ChannelId {
        match place {
            Place::Channel(c) => c,
            Place::Dm => self.dm_channel(user),
        }
    }
}

impl Double {
    /// `user` runs a slash command in a guild channel or in their DM.
    ///
    /// # Errors
    /// Unknown user or channel, a command the bot has not registered, options
    /// that do not fit its registration ([`DoubleError::BadOption`]), or no
    /// gateway session.
    pub fn slash(&self, user: UserId, place: impl Into<Place>, command: Slash) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let channel = world.place_channel(user, place.into());
            let registered = world
                .find_command(&command.name, channel)
                .ok_or_else(|| DoubleError::UnknownCommand(command.name.clone()))?;
            let data = command.data(world, &registered, false)?;
            world.interact(2, user, channel, None, |p| p["data"] = data)
        })
    }

    /// `user` types into an autocompleted option: mark it with [`Slash::focus`].
    /// The bot's choices come back through [`Double::wait_for_response`].
    ///
    /// # Errors
    /// As [`Double::slash`].
    pub fn autocomplete(
        &self,
        user: UserId,
        place: impl Into<Place>,
        command: Slash,
    ) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let channel = world.place_channel(user, place.into());
            let registered = world
                .find_command(&command.name, channel)
                .ok_or_else(|| DoubleError::UnknownCommand(command.name.clone()))?;
            let data = command.data(world, &registered, true)?;
            world.interact(4, user, channel, None, |p| p["data"] = data)
        })
    }

    /// `user` clicks the button `custom_id` on a message the bot posted.
    ///
    /// # Errors
    /// Unknown or deleted message, no such button, or a disabled one.
    pub fn click(&self, user: UserId, message: MessageId, custom_id: &str) -> Result<InteractionId, DoubleError> {
        self.component(user, message, custom_id, None)
    }

    /// `user` picks `values` in the select menu `custom_id` on a bot message.
    ///
    /// # Errors
    /// As [`Double::click`], plus values that are not options of the menu or
    /// a count outside `min_values..=max_values`.
    pub fn select(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
        values: &[&str],
    ) -> Result<InteractionId, DoubleError> {
        self.component(user, message, custom_id, Some(values))
    }

    /// `user` sends a button click with a `custom_id` that is not on the
    /// message, as a modified client could: what a bot must refuse.
    ///
    /// # Errors
    /// Unknown or deleted message, or no gateway session.
    pub fn forge_click(&self, user: UserId, message: MessageId, custom_id: &str) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let stored =
                world.messages.get(&message).filter(|m| !m.deleted).ok_or(DoubleError::UnknownMessage(message))?;
            let message_json = world.message_json(stored);
            let channel = stored.channel_id;
            world.interact(3, user, channel, Some(message), |p| {
                p["data"] = json!({"custom_id": custom_id, "component_type": 2});
                p["message"] = message_json;
            })
        })
    }

    fn component(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let stored =
                world.messages.get(&message).filter(|m| !m.deleted).ok_or(DoubleError::UnknownMessage(message))?;
            let component = stored
                .component(custom_id)
                .cloned()
                .ok_or_else(|| DoubleError::UnknownComponent { message, custom_id: custom_id.to_string() })?;
            if component["disabled"] == true {
                return Err(DoubleError::DisabledComponent(custom_id.to_string()));
            }
            let kind = component["type"].as_u64().unwrap_or(0);
            let mut data = json!({"custom_id": custom_id, "component_type": kind});
            match (kind, values) {
                (2, None) => {}
                (3, Some(values)) => {
                    let options: Vec<&str> = component["options"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|o| o["value"].as_str())
                        .collect();
                    let min = component["min_values"].as_u64().unwrap_or(1) as usize;
                    let max = component["max_values"].as_u64().unwrap_or(1) as usize;
                    if let Some(bad) = values.iter().find(|v| !options.contains(v)) {
                        return Err(DoubleError::InvalidSelection(format!("{bad:?} is not an option")));
                    }
                    if values.len() < min || values.len() > max {
                        return Err(DoubleError::InvalidSelection(format!(
                            "{} values, menu takes {min}..={max}",
                            values.len()
                        )));
                    }
                    data["values"] = json!(values);
                }
                (5..=8, Some(values)) => data["values"] = json!(values),
                _ => {
                    return Err(DoubleError::InvalidSelection(format!(
                        "component {custom_id:?} has type {kind}: use click for buttons, select for menus"
                    )))
                }
            }
            let message_json = world.message_json(stored);
            let channel = stored.channel_id;
            world.interact(3, user, channel, Some(message), |p| {
                p["data"] = data;
                p["message"] = message_json;
            })
        })
    }

    /// `user` submits the modal the bot opened in answer to `interaction`,
    /// with `(custom_id, value)` for each text input.
    ///
    /// # Errors
    /// [`DoubleError::NoModal`] when that interaction was not answered with a modal.
    pub fn submit_modal(
        &self,
        user: UserId,
        interaction: InteractionId,
        fields: &[(&str, &str)],
    ) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let source = world.interactions.get(&interaction).ok_or(DoubleError::NoModal(interaction))?;
            let modal = source.response.as_ref().filter(|r| r.kind == 9).ok_or(DoubleError::NoModal(interaction))?;
            let rows: Vec<Value> = fields
                .iter()
                .map(|(id, value)| json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": value}]}))
                .collect();
            let data = json!({"custom_id": modal.data["custom_id"], "components": rows});
            let (channel, original) = (source.channel, (source.kind == 3).then_some(source.original).flatten());
            let message_json = original.and_then(|m| world.messages.get(&m)).map(|m| world.message_json(m));
            world.interact(5, user, channel, original, |p| {
                p["data"] = data;
                if let Some(message) = message_json {
                    p["message"] = message;
                }
            })
        })
    }

    /// The raw INTERACTION_CREATE payload the double dispatched.
    pub fn interaction_payload(&self, interaction: InteractionId) -> Option<Value> {
        self.shared().lock().interactions.get(&interaction).map(|i| i.payload.clone())
    }
}
