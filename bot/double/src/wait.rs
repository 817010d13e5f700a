//! Waiting for what the bot did, with a deadline and without sleeping: each
//! helper re-checks its condition whenever the double's state changes (a
//! `watch` counter bumped by every request and gateway event).
//!
//! The deadline is a tokio timer, so do not run tests that use the double
//! with paused time (`start_paused`): an idle runtime would jump past it.

use std::time::Duration;

use serde_json::Value;

use crate::ids::{ChannelId, InteractionId, MessageId, UserId};
use crate::model::{InteractionResponse, Message, Request};
use crate::world::AckState;
use crate::{Double, DoubleError};

impl Double {
    /// Waits until `check` returns `Some`, re-checking after every change,
    /// for at most the wait timeout ([`Double::set_wait_timeout`], 10 s by default).
    ///
    /// # Errors
    /// [`DoubleError::Timeout`] naming `what` and listing the last requests.
    pub async fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&Double) -> Option<T>) -> Result<T, DoubleError> {
        let mut changes = self.shared().changes.subscribe();
        let timeout = self.wait_timeout();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(found) = check(self) {
                return Ok(found);
            }
            match tokio::time::timeout_at(deadline, changes.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => {
                    let recent: Vec<String> = self
                        .requests()
                        .iter()
                        .rev()
                        .take(8)
                        .map(|r| format!("{} {} -> {} {:?}", r.method, r.route, r.status, r.violations))
                        .collect();
                    return Err(DoubleError::Timeout(format!(
                        "{what} (waited {timeout:?}; last requests, newest first: {recent:#?})"
                    )));
                }
            }
        }
    }

    /// Waits until the bot has identified (READY sent) on a live connection.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_ready(&self) -> Result<(), DoubleError> {
        self.wait_for("gateway READY", |d| d.is_connected().then_some(())).await
    }

    /// Waits for the bot's first successful command registration (`PUT .../commands`,
    /// or a single `POST .../commands`)
    /// and returns all registered commands, global then per guild.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_commands(&self) -> Result<Vec<Value>, DoubleError> {
        self.wait_for("command registration (PUT .../commands)", |d| {
            d.requests()
                .iter()
                .any(|r| matches!(r.method.as_str(), "PUT" | "POST") && r.path().contains("/commands") && r.ok())
                .then(|| d.commands())
        })
        .await
    }

    /// Waits for the bot's answer (callback) to `interaction`.
    ///
    /// # Errors
    /// [`DoubleError::InteractionFailed`] when no answer came within the
    /// response window (3 s unless set), or a late one was refused, as the
    /// user would see "The application did not respond";
    /// [`DoubleError::Timeout`] past the wait timeout.
    pub async fn wait_for_response(&self, interaction: InteractionId) -> Result<InteractionResponse, DoubleError> {
        let window_left = {
            let world = self.shared().lock();
            let now = world.now();
            world
                .interactions
                .get(&interaction)
                .map(|i| (i.created + world.response_window).saturating_duration_since(now))
        };
        let what = format!("a response to interaction {interaction}");
        let waiting = self.wait_for(&what, |d| {
            let world = d.shared().lock();
            let i = world.interactions.get(&interaction)?;
            match i.state {
                AckState::Failed => Some(Err(DoubleError::InteractionFailed(interaction))),
                AckState::Acknowledged => i.response.clone().map(Ok),
                AckState::Pending => None,
            }
        });
        let Some(window_left) = window_left else { return waiting.await? };
        // A little grace so that an answer sent just in time is not cut off
        // by the test's own scheduling.
        match tokio::time::timeout(window_left + Duration::from_millis(100), waiting).await {
            Ok(result) => result?,
            Err(_) => {
                self.run(|world| {
                    if let Some(i) = world.interactions.get_mut(&interaction) {
                        if i.state == AckState::Pending {
                            i.state = AckState::Failed;
                        }
                    }
                });
                match self.response(interaction) {
                    Some(response) if self.interaction_state(interaction) == Some(AckState::Acknowledged) => {
                        Ok(response)
                    }
                    _ => Err(DoubleError::InteractionFailed(interaction)),
                }
            }
        }
    }

    /// Waits for the message an interaction's response shows: the callback's
    /// message (type 4), the deferred message once a follow-up or edit filled
    /// it in (type 5), the updated message (type 7), or after a deferred
    /// update (type 6) the clicked message once edited, or the first follow-up.
    ///
    /// # Errors
    /// As [`Double::wait_for_response`].
    pub async fn wait_for_reply(&self, interaction: InteractionId) -> Result<Message, DoubleError> {
        self.wait_for_response(interaction).await?;
        let what = format!("the reply message of interaction {interaction}");
        self.wait_for(&what, |d| {
            let world = d.shared().lock();
            let i = world.interactions.get(&interaction)?;
            let response = i.response.as_ref()?;
            if response.kind == 5 && i.deferred_thinking {
                return None;
            }
            if let (6, Some(edits)) = (response.kind, i.deferred_update) {
                // A deferred update: the clicked message once edited, or a follow-up.
                if let Some(first) = i.followups.first() {
                    return world.messages.get(first).cloned();
                }
                return response.message.and_then(|m| world.messages.get(&m)).filter(|m| m.edits > edits).cloned();
            }
            let id = if matches!(response.kind, 4 | 5) { i.original } else { response.message };
            id.and_then(|m| world.messages.get(&m)).cloned()
        })
        .await
    }

    /// Waits until `interaction` has at least `count` follow-up messages and returns them.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_followups(
        &self,
        interaction: InteractionId,
        count: usize,
    ) -> Result<Vec<Message>, DoubleError> {
        let what = format!("{count} follow-ups to interaction {interaction}");
        self.wait_for(&what, |d| {
            let followups = d.followups(interaction);
            (followups.len() >= count).then_some(followups)
        })
        .await
    }

    /// Waits for a public message in `channel` that satisfies `pred`. Ids
    /// grow with time, so `|m| m.id > last.id` waits for a newer message.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_message(
        &self,
        channel: ChannelId,
        mut pred: impl FnMut(&Message) -> bool,
    ) -> Result<Message, DoubleError> {
        let what = format!("a matching message in channel {channel}");
        self.wait_for(&what, |d| d.messages_in(channel).into_iter().find(|m| pred(m))).await
    }

    /// Waits for a DM to `user` that satisfies `pred`.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_dm(
        &self,
        user: UserId,
        mut pred: impl FnMut(&Message) -> bool,
    ) -> Result<Message, DoubleError> {
        let what = format!("a matching DM to user {user}");
        self.wait_for(&what, |d| d.dms_of(user).into_iter().find(|m| pred(m))).await
    }

    /// Waits until `message` has been edited at least `edits` times.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_edit(&self, message: MessageId, edits: u32) -> Result<Message, DoubleError> {
        let what = format!("{edits} edits of message {message}");
        self.wait_for(&what, |d| d.message(message).filter(|m| m.edits >= edits)).await
    }

    /// Waits for a recorded request that satisfies `pred`.
    ///
    /// # Errors
    /// [`DoubleError::Timeout`].
    pub async fn wait_for_request(&self, mut pred: impl FnMut(&Request) -> bool) -> Result<Request, DoubleError> {
        self.wait_for("a matching request", |d| d.requests().into_iter().find(|r| pred(r))).await
    }
}
