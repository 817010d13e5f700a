//! The test API that acts as people: run slash commands (with options,
//! subcommands and groups) in a channel or a DM, ask for autocomplete, click
//! buttons, pick select options, submit modals. Each action builds the
//! INTERACTION_CREATE payload serenity expects (NOTES.md §1.5) and dispatches
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
    fn kind(&self) -> u8 {
        match self {
            OptionValue::String(_) => 3,
            OptionValue::Integer(_) => 4,
            OptionValue::Boolean(_) => 5,
            OptionValue::User(_) => 6,
            OptionValue::Channel(_) => 7,
            OptionValue::Role(_) => 8,
            OptionValue::Number(_) => 10,
        }
    }

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
    u32 => Integer(i64::from),
    f64 => Number(std::convert::identity),
    bool => Boolean(std::convert::identity),
    UserId => User(std::convert::identity),
    ChannelId => Channel(std::convert::identity),
    RoleId => Role(std::convert::identity),
);

/// A slash command as a user types it: `/game new game:great-wall players:3`
/// is `Slash::new("game").sub("new").opt("game", "great-wall").opt("players", 3)`.
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
    pub fn sub(mut self, sub: impl Into<String>) -> Self {
        self.sub = Some(sub.into());
        self
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

    fn data(&self, world: &World, command: &Value) -> Value {
        let mut resolved_users = serde_json::Map::new();
        let leaf: Vec<Value> = self
            .options
            .iter()
            .map(|(name, value, focused)| {
                if let OptionValue::User(u) = value {
                    resolved_users.insert(u.to_string(), world.user_json(*u));
                }
                let mut option = json!({"name": name, "type": value.kind(), "value": value.json()});
                if *focused {
                    option["focused"] = json!(true);
                }
                option
            })
            .collect();
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
        data
    }
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
        let id = InteractionId(self.next_id());
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
                payload["guild_locale"] = json!("en-US");
                payload["context"] = json!(0);
                payload["authorizing_integration_owners"] = json!({"0": guild.to_json()});
                payload["channel"] = json!({"id": channel.to_json(), "type": 0});
            }
            Some(Channel::Dm { .. }) => {
                payload["user"] = self.user_json(user);
                payload["context"] = json!(1);
                payload["authorizing_integration_owners"] = json!({"0": "0", "1": user.to_json()});
                payload["channel"] = json!({"id": channel.to_json(), "type": 1});
            }
            None => return Err(DoubleError::UnknownChannel(channel)),
        }
        fill(&mut payload);
        let created = self.now();
        self.interactions.insert(
            id,
            Interaction {
                token: token.clone(),
                kind,
                user,
                channel,
                created,
                state: AckState::Pending,
                response: None,
                original,
                deferred_thinking: false,
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
    /// Unknown user or channel, a command the bot has not registered, or no
    /// gateway session ([`DoubleError`]).
    pub fn slash(&self, user: UserId, place: impl Into<Place>, command: Slash) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let channel = world.place_channel(user, place.into());
            let registered = world
                .find_command(&command.name, channel)
                .ok_or_else(|| DoubleError::UnknownCommand(command.name.clone()))?;
            let data = command.data(world, &registered);
            world.interact(2, user, channel, None, |p| p["data"] = data)
        })
    }

    /// `user` types into an autocompleted option: mark it with [`Slash::focus`].
    /// The bot's choices come back through [`Double::wait_for_response`].
    ///
    /// # Errors
    /// As [`Double::slash`].
    pub fn autocomplete(&self, user: UserId, place: impl Into<Place>, command: Slash) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let channel = world.place_channel(user, place.into());
            let registered = world
                .find_command(&command.name, channel)
                .ok_or_else(|| DoubleError::UnknownCommand(command.name.clone()))?;
            let data = command.data(world, &registered);
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
    pub fn select(&self, user: UserId, message: MessageId, custom_id: &str, values: &[&str]) -> Result<InteractionId, DoubleError> {
        self.component(user, message, custom_id, Some(values))
    }

    fn component(&self, user: UserId, message: MessageId, custom_id: &str, values: Option<&[&str]>) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let stored = world
                .messages
                .get(&message)
                .filter(|m| !m.deleted)
                .ok_or(DoubleError::UnknownMessage(message))?;
            let component = stored.component(custom_id).cloned().ok_or_else(|| {
                DoubleError::UnknownComponent { message, custom_id: custom_id.to_string() }
            })?;
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
    pub fn submit_modal(&self, user: UserId, interaction: InteractionId, fields: &[(&str, &str)]) -> Result<InteractionId, DoubleError> {
        self.run(|world| {
            let source = world.interactions.get(&interaction).ok_or(DoubleError::NoModal(interaction))?;
            let modal = source
                .response
                .as_ref()
                .filter(|r| r.kind == 9)
                .ok_or(DoubleError::NoModal(interaction))?;
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
