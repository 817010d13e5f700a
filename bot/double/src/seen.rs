//! What happened: the requests the bot made, the messages as they stand,
//! interactions and their answers, the gateway's connections. Read by
//! tests after (or while, see `wait.rs`) the bot acts.

use std::time::Duration;

use serde_json::Value;

use crate::ids::{ChannelId, GuildId, InteractionId, MessageId, UserId};
use crate::model::{InteractionResponse, Message, Request};
use crate::world::AckState;
use crate::{markdown, reading, Double};

impl Double {
    /// Every REST request so far, in order.
    pub fn requests(&self) -> Vec<Request> {
        self.shared().lock().requests.clone()
    }

    /// How many requests the bot has made so far (an index for
    /// [`Double::requests_since`]), without copying them.
    pub fn request_count(&self) -> usize {
        self.shared().lock().requests.len()
    }

    /// The requests from index `from` on (none when past the end).
    pub fn requests_since(&self, from: usize) -> Vec<Request> {
        let world = self.shared().lock();
        world.requests.get(from..).map(<[Request]>::to_vec).unwrap_or_default()
    }

    /// The requests the double refused for breaking Discord's rules (schema,
    /// limits, rate limits, unknown route, late or double answers), not
    /// injected faults.
    pub fn violations(&self) -> Vec<Request> {
        self.requests()
            .into_iter()
            .filter(|r| !r.violations.is_empty() && !r.violations.iter().any(|v| v.starts_with("injected")))
            .collect()
    }

    /// Markdown the bot wrote out of people's names: in every request body
    /// it sent (messages, edits, interaction answers, follow-ups,
    /// autocomplete), each link, heading, quote, list item, spoiler,
    /// emphasis or mention whose own characters come from a username,
    /// global name or nickname, and each name shown escaped where Discord
    /// reads no Markdown (footers, authors, labels, options). Empty when
    /// every name reads as the text its person chose. See [`markdown`].
    pub fn markup_from_names(&self) -> Vec<String> {
        let world = self.shared().lock();
        let names = world.chosen_names();
        world
            .requests
            .iter()
            .filter_map(|r| Some((r, r.body.as_ref()?)))
            .flat_map(|(r, body)| {
                markdown::findings(body, &names).into_iter().map(move |f| format!("{} {}: {f}", r.method, r.path()))
            })
            .collect()
    }

    /// What reads as two things or nothing in every request body the bot
    /// sent: two turn numbers in one message (or two ways of counting),
    /// an embed part sent empty, a label that glues a verb to another
    /// label, a select menu without a placeholder. See [`reading`].
    pub fn unreadable(&self) -> Vec<String> {
        let world = self.shared().lock();
        world
            .requests
            .iter()
            .filter_map(|r| Some((r, r.body.as_ref()?)))
            .flat_map(|(r, body)| {
                reading::findings(body).into_iter().map(move |f| format!("{} {}: {f}", r.method, r.path()))
            })
            .collect()
    }

    /// The commands the bot registered: global ones, then each guild's.
    pub fn commands(&self) -> Vec<Value> {
        let world = self.shared().lock();
        let mut all = world.global_commands.clone();
        all.extend(world.guild_commands.values().flatten().cloned());
        all
    }

    /// A message by id (deleted and ephemeral ones too).
    pub fn message(&self, id: MessageId) -> Option<Message> {
        self.shared().lock().messages.get(&id).cloned()
    }

    /// The public history of a channel (no ephemeral or deleted messages), oldest first.
    pub fn messages_in(&self, channel: ChannelId) -> Vec<Message> {
        let world = self.shared().lock();
        world.messages.values().filter(|m| m.channel_id == channel && !m.ephemeral && !m.deleted).cloned().collect()
    }

    /// The newest public message in `channel` that `pred` accepts (what
    /// [`Double::messages_in`] ends with, without copying the rest).
    pub fn last_message_in(&self, channel: ChannelId, mut pred: impl FnMut(&Message) -> bool) -> Option<Message> {
        let world = self.shared().lock();
        world
            .messages
            .values()
            .rev()
            .find(|m| m.channel_id == channel && !m.ephemeral && !m.deleted && pred(m))
            .cloned()
    }

    /// Every message the bot posted, anywhere (channels, DMs, ephemeral,
    /// deleted), as it stands now, oldest first.
    pub fn all_messages(&self) -> Vec<Message> {
        self.shared().lock().messages.values().cloned().collect()
    }

    /// The DMs the bot sent to `user` that were delivered, oldest first.
    pub fn dms_of(&self, user: UserId) -> Vec<Message> {
        let channel = self.shared().lock().users.get(&user).and_then(|u| u.dm_channel);
        channel.map(|c| self.messages_in(c)).unwrap_or_default()
    }

    /// The bot's answer to an interaction, if any yet.
    pub fn response(&self, interaction: InteractionId) -> Option<InteractionResponse> {
        self.shared().lock().interactions.get(&interaction).and_then(|i| i.response.clone())
    }

    /// How long the bot took to answer an interaction: from its creation
    /// (where Discord's 3-second window starts) to the callback's arrival.
    /// `None` until answered.
    pub fn response_time(&self, interaction: InteractionId) -> Option<Duration> {
        let world = self.shared().lock();
        let i = world.interactions.get(&interaction)?;
        Some(i.answered_at?.saturating_duration_since(i.created))
    }

    /// How long after its gateway event reached the bot's connection the
    /// bot's first answer to `interaction` arrived: the bot's share of
    /// [`Double::response_time`], without the double's own queue before
    /// the event went out.
    pub fn answer_time(&self, interaction: InteractionId) -> Option<Duration> {
        let world = self.shared().lock();
        let i = world.interactions.get(&interaction)?;
        Some(i.answered_at?.saturating_duration_since(i.sent?))
    }

    /// Where an interaction stands (pending, acknowledged, failed).
    pub fn interaction_state(&self, interaction: InteractionId) -> Option<AckState> {
        self.shared().lock().interactions.get(&interaction).map(|i| i.state)
    }

    /// The follow-up messages of an interaction, in order.
    pub fn followups(&self, interaction: InteractionId) -> Vec<Message> {
        let world = self.shared().lock();
        let Some(i) = world.interactions.get(&interaction) else { return Vec::new() };
        i.followups.iter().filter_map(|m| world.messages.get(m).cloned()).collect()
    }

    /// True while the bot holds an identified (or resumed) gateway session.
    pub fn is_connected(&self) -> bool {
        !self.shared().lock().connected_shards().is_empty()
    }

    /// The shards the bot holds an identified (or resumed) session for.
    pub fn connected_shards(&self) -> Vec<u32> {
        self.shared().lock().connected_shards()
    }

    /// The shard a guild's events go to, at the bot's shard count.
    pub fn shard_of(&self, guild: GuildId) -> u32 {
        self.shared().lock().shard_of(Some(guild))
    }

    /// Gateway counters: (connections, identifies, resumes).
    pub fn gateway_counts(&self) -> (u32, u32, u32) {
        let g = &self.shared().lock().gateway;
        (g.connections, g.identifies, g.resumes)
    }

    /// The intents the bot sent in its last Identify.
    pub fn intents(&self) -> Option<u64> {
        self.shared().lock().gateway.intents
    }
}
