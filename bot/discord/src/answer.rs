//! Answering within Discord's 3-second window, however slow the bot's
//! world is: clicks ([`guarded`], [`send`]) and slash commands
//! ([`guard_commands`]).
//!
//! [`guarded`] runs a component handler with a deferrer beside it: if the
//! handler has not answered after the margin (`TAVOLA_ANSWER_MARGIN_MS`,
//! default 1500), the deferrer acknowledges the click with
//! `DEFERRED_UPDATE_MESSAGE`, and the answer, when it comes, edits the
//! clicked message (an update) or arrives as a follow-up (a new private
//! message). Both sides take the interaction's gate in turn, so exactly one
//! initial response is ever sent. Handlers answer through [`send`].

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, Http, InteractionId,
};

use crate::measure::{self, Kind};

/// The margin the bot was started with.
static MARGIN: OnceLock<Duration> = OnceLock::new();

/// Sets the margin (`TAVOLA_ANSWER_MARGIN_MS`, read by [`crate::config`])
/// as the bot starts: it holds for the process, so a second bot started in
/// the same process keeps the first one's.
pub fn set_margin(margin: Duration) {
    let _ = MARGIN.set(margin);
}

/// How long a handler may take before its click is deferred: as set at
/// start, else the setting's default.
pub fn margin() -> Duration {
    MARGIN.get().copied().unwrap_or_else(|| crate::config::Service::default().answer_margin)
}

/// Discord's epoch, in milliseconds since the Unix epoch: a snowflake's
/// top 42 bits count from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// How long ago Discord created the interaction `id` names (zero for an id
/// from the future: a clock behind Discord's).
pub fn age(id: InteractionId) -> Duration {
    let created_ms = (id.get() >> 22) + DISCORD_EPOCH_MS;
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    Duration::from_millis(now_ms.saturating_sub(created_ms))
}

/// What is left of `margin` for an interaction Discord created at the time
/// its id names: the 3-second window runs from there, so time spent before
/// the bot saw it (a gateway backlog, a busy process) counts against the
/// margin. A clock behind Discord's (an id from the future) counts as no
/// time spent.
pub fn margin_left(id: InteractionId, margin: Duration) -> Duration {
    margin.saturating_sub(age(id))
}

/// What a click is answered with: the clicked message redrawn (`update`),
/// or a new private message. Nobody is ever pinged by an answer.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    pub content: Option<String>,
    pub embeds: Vec<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub update: bool,
    /// Files the message carries (a replay's board picture); an update
    /// with files replaces the message's old ones.
    pub files: Vec<CreateAttachment>,
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
            .files(self.files)
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
        for file in self.files {
            e = e.new_attachment(file);
        }
        e
    }

    fn followup(self) -> CreateInteractionResponseFollowup {
        let mut f = CreateInteractionResponseFollowup::new()
            .files(self.files)
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

tokio::task_local! {
    /// The gate of the click this task is handling, and when the click
    /// arrived. Task-local rather than a map by interaction id: ids are
    /// unique on Discord, but several Discord doubles in one test process
    /// hand out the same ids.
    static GATE: (InteractionId, Gate, Instant);
}

fn gate(id: InteractionId) -> Option<(Gate, Instant)> {
    GATE.try_with(|(of, gate, since)| (*of == id).then(|| (gate.clone(), *since))).ok().flatten()
}

/// Runs `work` (a handler that answers `ci` through [`send`]), deferring
/// the click if no answer is out after `margin`.
pub async fn guarded<T>(
    http: Arc<Http>,
    ci: &ComponentInteraction,
    margin: Duration,
    work: impl std::future::Future<Output = T>,
) -> T {
    measure::arrived(Kind::Click, ci.id);
    let gate: Gate = Arc::new(tokio::sync::Mutex::new(Stage::Pending));
    let deferrer = tokio::spawn({
        let (gate, ci) = (gate.clone(), ci.clone());
        async move {
            tokio::time::sleep(margin).await;
            let mut stage = gate.lock().await;
            if *stage == Stage::Pending {
                match ci.create_response(&http, CreateInteractionResponse::Acknowledge).await {
                    Ok(()) => {
                        *stage = Stage::Deferred;
                        measure::deferred(Kind::Click);
                        measure::first_response(Kind::Click, ci.id);
                        tracing::info!(custom_id = %ci.data.custom_id, "a slow click was deferred");
                    }
                    Err(e) => tracing::warn!(error = %e, "could not defer a click"),
                }
            }
        }
    });
    let out = GATE.scope((ci.id, gate.clone(), Instant::now()), tavola_table::session::counting_trips(work)).await;
    // Never cut a defer short: it finishes under the gate before any answer.
    let _ = gate.lock().await;
    deferrer.abort();
    out
}

/// How an answer went out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sent {
    /// As the click's response: the click's token edits it (`@original`).
    Response,
    /// As a follow-up message, after a defer or an earlier answer.
    FollowUp,
}

/// Answers a click: the initial response if it is still pending, else
/// (after a defer) an edit of the clicked message or a follow-up.
///
/// # Errors
/// Discord refused the answer.
pub async fn send(http: &Http, ci: &ComponentInteraction, answer: Answer) -> Result<Sent, serenity::Error> {
    let Some((gate, since)) = gate(ci.id) else {
        ci.create_response(http, answer.initial()).await?;
        measure::first_response(Kind::Click, ci.id);
        measure::answered(Kind::Click, None);
        return Ok(Sent::Response);
    };
    let mut stage = gate.lock().await;
    let sent = match *stage {
        Stage::Pending => {
            // How many trips to the blocking pool the answer waited for
            // (bot/tests/e2e/trips.rs reads it).
            let trips = tavola_table::session::trips_so_far().unwrap_or(0);
            tracing::debug!(target: "tavola::trips", trips, custom_id = %ci.data.custom_id, "answered");
            let sending = Instant::now();
            ci.create_response(http, answer.initial()).await?;
            measure::answer_sent(sending);
            measure::first_response(Kind::Click, ci.id);
            Sent::Response
        }
        Stage::Deferred if answer.update => {
            ci.edit_response(http, answer.edit()).await?;
            Sent::Response
        }
        Stage::Deferred | Stage::Answered => {
            ci.create_followup(http, answer.followup()).await?;
            Sent::FollowUp
        }
    };
    if *stage != Stage::Answered {
        measure::answered(Kind::Click, Some(since));
    }
    *stage = Stage::Answered;
    Ok(sent)
}

/// A slash command's action, as poise keeps it.
type SlashAction = for<'a> fn(
    poise::ApplicationContext<'a, crate::context::Data, crate::context::Error>,
) -> poise::BoxFuture<
    'a,
    Result<(), poise::FrameworkError<'a, crate::context::Data, crate::context::Error>>,
>;

type Command = poise::Command<crate::context::Data, crate::context::Error>;

/// Each command's own action by qualified name ("game new"), wrapped by
/// [`guarded_slash`].
static ORIGINALS: OnceLock<HashMap<String, SlashAction>> = OnceLock::new();

/// Commands that answer in the channel for everyone; every other answer is
/// private, so a deferral is too.
const PUBLIC_ANSWERS: [&str; 1] = ["game new"];

/// Wraps every slash command (subcommands included) so that one not
/// answered within [`margin`] is deferred, and its answer completes the
/// deferral (poise sends it as the follow-up that fills the "thinking"
/// message). Call once, on the commands given to the framework.
pub fn guard_commands(mut commands: Vec<Command>) -> Vec<Command> {
    let mut originals = HashMap::new();
    for command in &mut commands {
        wrap(command, "", &mut originals);
    }
    let _ = ORIGINALS.set(originals);
    commands
}

fn wrap(command: &mut Command, parent: &str, originals: &mut HashMap<String, SlashAction>) {
    let name = if parent.is_empty() { command.name.to_string() } else { format!("{parent} {}", command.name) };
    if let Some(action) = command.slash_action.replace(guarded_slash) {
        originals.insert(name.clone(), action);
    }
    for sub in &mut command.subcommands {
        wrap(sub, &name, originals);
    }
}

/// Where a slash command's first response stands: the command claims it
/// before its answer leaves ([`command_answering`]), the guard before a
/// deferral; whoever comes second leaves it alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CommandStage {
    Waiting,
    Answering,
    Deferred,
}

tokio::task_local! {
    /// The first-response claim of the slash command this task runs.
    static COMMAND: Arc<std::sync::Mutex<CommandStage>>;
}

/// Called by a command right before it sends a reply (see
/// `commands::send`): once its first answer may be on its way to Discord,
/// the guard must not defer any more, or Discord would keep the deferral
/// and refuse the answer.
pub fn command_answering() {
    let _ = COMMAND.try_with(|stage| {
        let mut stage = stage.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if *stage == CommandStage::Waiting {
            *stage = CommandStage::Answering;
        }
    });
}

/// Runs the command's own action; past the margin with nothing sent yet,
/// defers it (privately, unless the command answers in public).
///
/// The deferral runs in the command's own task between two polls of the
/// command, so it never overlaps the command's code; and it is skipped once
/// the command has begun its answer (an answer sent but not yet confirmed
/// must not meet a deferral: Discord would keep whichever came first).
fn guarded_slash(
    ctx: poise::ApplicationContext<'_, crate::context::Data, crate::context::Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, crate::context::Data, crate::context::Error>>> {
    // Every line logged while a command runs names it, its interaction and
    // its channel (a channel holds one session).
    let span = tracing::info_span!(
        "interaction",
        interaction = %ctx.interaction.id,
        command = %ctx.command().qualified_name,
        channel = %ctx.interaction.channel_id
    );
    Box::pin(tracing::Instrument::instrument(guarded_slash_body(ctx), span))
}

async fn guarded_slash_body(
    ctx: poise::ApplicationContext<'_, crate::context::Data, crate::context::Error>,
) -> Result<(), poise::FrameworkError<'_, crate::context::Data, crate::context::Error>> {
    {
        let name = ctx.command().qualified_name.to_string();
        let Some(&original) = ORIGINALS.get().and_then(|o| o.get(&name)) else {
            tracing::error!(command = %name, "a command without its action");
            return Ok(());
        };
        measure::arrived(Kind::Command, ctx.interaction.id);
        let since = Instant::now();
        let stage = Arc::new(std::sync::Mutex::new(CommandStage::Waiting));
        let work = COMMAND.scope(stage.clone(), original(ctx));
        tokio::pin!(work);
        tokio::select! {
            done = &mut work => {
                measure::first_response(Kind::Command, ctx.interaction.id);
                measure::answered(Kind::Command, Some(since));
                return done;
            }
            () = tokio::time::sleep(margin_left(ctx.interaction.id, margin())) => {}
        }
        let claimed = {
            let mut stage = stage.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            let waiting = *stage == CommandStage::Waiting;
            if waiting {
                *stage = CommandStage::Deferred;
            }
            waiting
        };
        if claimed {
            let private = !PUBLIC_ANSWERS.contains(&name.as_str());
            match ctx.defer_response(private).await {
                Ok(()) => {
                    measure::deferred(Kind::Command);
                    tracing::info!(command = %name, "a slow command was deferred");
                }
                Err(e) => tracing::warn!(command = %name, error = %e, "could not defer a command"),
            }
        }
        // Its first response is the deferral, or the answer it had begun.
        measure::first_response(Kind::Command, ctx.interaction.id);
        let done = work.await;
        measure::answered(Kind::Command, Some(since));
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An interaction id as Discord mints it, `ago` before now.
    fn minted(ago: Duration) -> InteractionId {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
        let ms = u64::try_from(now.saturating_sub(ago).as_millis()).unwrap() - DISCORD_EPOCH_MS;
        InteractionId::new(ms << 22 | 7)
    }

    #[test]
    fn the_margin_runs_from_the_interactions_creation() {
        let margin = Duration::from_millis(1500);
        let fresh = margin_left(minted(Duration::ZERO), margin);
        assert!(fresh > Duration::from_millis(1400) && fresh <= margin, "{fresh:?}");
        let late = margin_left(minted(Duration::from_millis(1000)), margin);
        assert!(late > Duration::from_millis(400) && late <= Duration::from_millis(500), "{late:?}");
        assert_eq!(margin_left(minted(Duration::from_secs(10)), margin), Duration::ZERO, "past the margin: at once");
    }

    #[test]
    fn an_id_from_a_clock_ahead_of_ours_leaves_the_whole_margin() {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
        let ahead = u64::try_from((now + Duration::from_secs(5)).as_millis()).unwrap() - DISCORD_EPOCH_MS;
        let margin = Duration::from_millis(1500);
        assert_eq!(margin_left(InteractionId::new(ahead << 22), margin), margin);
    }
}
