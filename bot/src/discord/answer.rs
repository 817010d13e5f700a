//! Answering a click within Discord's 3-second window, however slow the
//! bot's world is.
//!
//! [`guarded`] runs a component handler with a deferrer beside it: if the
//! handler has not answered after the margin (`TAVOLA_ANSWER_MARGIN_MS`,
//! default 1500), the deferrer acknowledges the click with
//! `DEFERRED_UPDATE_MESSAGE`, and the answer, when it comes, edits the
//! clicked message (an update) or arrives as a follow-up (a new private
//! message). Both sides take the interaction's gate in turn, so exactly one
//! initial response is ever sent. Handlers answer through [`send`].

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateAllowedMentions, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse, Http, InteractionId,
};

/// How long a handler may take before its click is deferred.
pub fn margin() -> Duration {
    static MARGIN: OnceLock<Duration> = OnceLock::new();
    *MARGIN.get_or_init(|| {
        let ms = std::env::var("TAVOLA_ANSWER_MARGIN_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(1500);
        Duration::from_millis(ms)
    })
}

/// What a click is answered with: the clicked message redrawn (`update`),
/// or a new private message. Nobody is ever pinged by an answer.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    pub content: Option<String>,
    pub embeds: Vec<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub update: bool,
}

impl Answer {
    /// A new message only the clicker sees.
    pub fn private(content: String, components: Vec<CreateActionRow>) -> Answer {
        Answer { content: Some(content), components, ..Answer::default() }
    }

    /// The clicked message, redrawn.
    pub fn update(content: String, components: Vec<CreateActionRow>) -> Answer {
        Answer { content: Some(content), components, update: true, ..Answer::default() }
    }

    fn initial(self) -> CreateInteractionResponse {
        let mut m = CreateInteractionResponseMessage::new()
            .embeds(self.embeds)
            .components(self.components)
            .allowed_mentions(CreateAllowedMentions::new());
        if let Some(content) = self.content {
            m = m.content(content);
        }
        if self.update {
            CreateInteractionResponse::UpdateMessage(m)
        } else {
            CreateInteractionResponse::Message(m.ephemeral(true))
        }
    }

    fn edit(self) -> EditInteractionResponse {
        let mut e = EditInteractionResponse::new()
            .embeds(self.embeds)
            .components(self.components)
            .allowed_mentions(CreateAllowedMentions::new());
        if let Some(content) = self.content {
            e = e.content(content);
        }
        e
    }

    fn followup(self) -> CreateInteractionResponseFollowup {
        let mut f = CreateInteractionResponseFollowup::new()
            .embeds(self.embeds)
            .components(self.components)
            .ephemeral(true)
            .allowed_mentions(CreateAllowedMentions::new());
        if let Some(content) = self.content {
            f = f.content(content);
        }
        f
    }
}

/// Where an interaction's answer stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Pending,
    Deferred,
    Answered,
}

type Gate = Arc<tokio::sync::Mutex<Stage>>;

/// The gates of the clicks being handled now.
static GATES: LazyLock<Mutex<HashMap<InteractionId, Gate>>> = LazyLock::new(Mutex::default);

fn gate(id: InteractionId) -> Option<Gate> {
    GATES.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(&id).cloned()
}

/// Runs `work` (a handler that answers `ci` through [`send`]), deferring
/// the click if no answer is out after `margin`.
pub async fn guarded<T>(
    http: Arc<Http>,
    ci: &ComponentInteraction,
    margin: Duration,
    work: impl std::future::Future<Output = T>,
) -> T {
    let gate: Gate = Arc::new(tokio::sync::Mutex::new(Stage::Pending));
    GATES.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(ci.id, gate.clone());
    let deferrer = tokio::spawn({
        let (gate, ci) = (gate.clone(), ci.clone());
        async move {
            tokio::time::sleep(margin).await;
            let mut stage = gate.lock().await;
            if *stage == Stage::Pending {
                match ci.create_response(&http, CreateInteractionResponse::Acknowledge).await {
                    Ok(()) => {
                        *stage = Stage::Deferred;
                        tracing::info!(custom_id = %ci.data.custom_id, "a slow click was deferred");
                    }
                    Err(e) => tracing::warn!(error = %e, "could not defer a click"),
                }
            }
        }
    });
    let out = work.await;
    GATES.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&ci.id);
    // Never cut a defer short: it finishes under the gate before any answer.
    let _ = gate.lock().await;
    deferrer.abort();
    out
}

/// Answers a click: the initial response if it is still pending, else
/// (after a defer) an edit of the clicked message or a follow-up.
///
/// # Errors
/// Discord refused the answer.
pub async fn send(http: &Http, ci: &ComponentInteraction, answer: Answer) -> Result<(), serenity::Error> {
    let Some(gate) = gate(ci.id) else { return ci.create_response(http, answer.initial()).await };
    let mut stage = gate.lock().await;
    match *stage {
        Stage::Pending => ci.create_response(http, answer.initial()).await?,
        Stage::Deferred if answer.update => {
            ci.edit_response(http, answer.edit()).await?;
        }
        Stage::Deferred | Stage::Answered => {
            ci.create_followup(http, answer.followup()).await?;
        }
    }
    *stage = Stage::Answered;
    Ok(())
}
