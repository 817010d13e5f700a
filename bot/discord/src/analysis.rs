//! Finished games' analyses, in the background: one at a time, one
//! decision at a time, at the lowest priority, and posted once under the
//! results as the **Analysis** message (the chart of each player's chance
//! to win, and the three turning points in words).
//!
//! - **Lowest priority.** The runner is one task, so one analysis runs at
//!   a time. Each decision takes one of the house players' thinking
//!   permits ([`crate::house::HouseRunner::permit`]) and gives it
//!   back after that single decision: the semaphore is fair, so a house
//!   move or a hint waits at most one analysis decision, and answers never
//!   wait on it (they use no permit). The decision is thought on a thread
//!   of its own whose scheduling priority is lowered to the lowest (nice
//!   19) on Linux (`background.rs`): not on the blocking pool, whose threads also serve the
//!   answers and could not be raised back without privileges.
//! - **Survives restarts.** Every decision is kept in the store as soon as
//!   it is thought ([`tavola_table::analysis`]); at start the runner looks
//!   for every analysis not posted and resumes each where it stopped, or
//!   posts it if it was done.
//! - **Posted once.** The message id is recorded right after the post; a
//!   stop between the two (a moment) would post it again at the restart,
//!   as with boards. It pings nobody.

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAllowedMentions, CreateMessage, Http, MessageFlags};
use tavola_engine::ai::analysis::Decision;
use tavola_engine::ai::SearchConfig;
use tavola_engine::{ActionError, GameKind};
use tavola_pictures::chances::{chances_png, ChanceSeries};

use crate::context::Data;
use crate::i18n::Tr;
use crate::pictures::{self, Picture};
use crate::render;
use tavola_table::analysis::{AnalysisRecord, NextDecision, Step};
use tavola_table::record::{SessionId, SessionRecord};

/// Runs the analyses of finished games, one at a time.
#[derive(Default)]
pub struct AnalysisRunner {
    http: OnceLock<Arc<Http>>,
    /// `Some` while the runner's task runs: whether it was woken since it
    /// last looked for work.
    running: Mutex<Option<bool>>,
}

impl AnalysisRunner {
    /// Gives the runner the client it posts with; until then it waits.
    pub fn attach(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    /// Looks for analyses to do or post (a game has just ended, the bot has
    /// just started, a player asked), in the runner's one task.
    pub fn wake(&self, data: &Data) {
        let Some(http) = self.http.get().cloned() else { return };
        {
            let mut running = self.running.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(again) = running.as_mut() {
                *again = true;
                return;
            }
            *running = Some(false);
        }
        let data = data.clone();
        tokio::spawn(async move { data.analyses.run(&http, &data).await });
    }

    async fn run(&self, http: &Http, data: &Data) {
        loop {
            let ids = data.table.unfinished_analyses().await;
            match ids {
                Ok(ids) => {
                    for (done, &id) in ids.iter().enumerate() {
                        metrics::gauge!(crate::measure::ANALYSIS_QUEUE).set((ids.len() - done) as f64);
                        analyse(http, data, id).await;
                    }
                    metrics::gauge!(crate::measure::ANALYSIS_QUEUE).set(0.0);
                }
                Err(e) => tracing::error!(error = %e, "could not look for analyses to do"),
            }
            let mut running = self.running.lock().unwrap_or_else(PoisonError::into_inner);
            match running.as_mut() {
                Some(again) if *again => *again = false,
                _ => {
                    *running = None;
                    return;
                }
            }
        }
    }
}

/// Takes one game's analysis to its end and posts it, unless this process
/// does not serve its server or it can no longer be done.
async fn analyse(http: &Http, data: &Data, id: SessionId) {
    loop {
        match data.table.analysis_step(id).await {
            Ok(Step::Nothing) => return,
            Ok(Step::Decide { guild, next }) => {
                if !data.serves(guild) || !decide(data, id, *next).await {
                    return;
                }
            }
            Ok(Step::Post(done)) => {
                let (analysis, record) = *done;
                if data.serves(record.guild) {
                    post(http, data, &analysis, &record).await;
                }
                return;
            }
            Err(e) => {
                tracing::warn!(session = id, error = %e, "a finished game cannot be analysed");
                return;
            }
        }
    }
}

/// Thinks one decision under a house player's permit and keeps it;
/// `false` if the analysis should stop here (an error, logged).
async fn decide(data: &Data, id: SessionId, next: NextDecision) -> bool {
    let turn = next.turn;
    let Some(permit) = data.house.permit().await else { return false };
    let thought = think_lowest(next, data.table.defaults().analysis_budget, id as u64).await;
    drop(permit);
    let decision = match thought {
        Some(Ok(decision)) => decision,
        Some(Err(e)) => {
            tracing::error!(session = id, turn, error = %e, "a logged move does not analyse; analysis dropped");
            let _ = data.table.forget_analysis(id).await;
            return false;
        }
        None => return false,
    };
    match data.table.keep_decision(id, decision).await {
        Ok(kept) => kept,
        Err(e) => {
            tracing::warn!(session = id, turn, error = %e, "could not keep an analysed decision");
            false
        }
    }
}

/// One decision's search on a thread of its own at the lowest priority;
/// `None` if no thread could be started.
async fn think_lowest(next: NextDecision, budget: u32, seed: u64) -> Option<Result<Decision, ActionError>> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    let spawned = std::thread::Builder::new().name("tavola-analysis".into()).spawn(move || {
        crate::background::lower_priority(19);
        let config = SearchConfig::with_iterations(budget.max(1));
        let _ = tx.send(next.game.analyse_decision(next.turn, next.seat, &next.action, &config, seed));
    });
    if let Err(e) = spawned {
        tracing::error!(error = %e, "no thread for an analysis");
        return None;
    }
    rx.await.ok()
}

/// Posts a finished analysis in its game's channel (again, if it was
/// posted before: `/game analysis`), and records the message.
pub async fn post(http: &Http, data: &Data, analysis: &AnalysisRecord, record: &SessionRecord) {
    let tr = data.server_tr(record.guild).await;
    let picture = chart(data, record, analysis, &tr).await;
    let budget = data.table.defaults().analysis_budget;
    let embed = render::analysis::analysis_embed(record, analysis, budget, picture.as_ref().map(Picture::url), &tr);
    let mut message = CreateMessage::new()
        .embed(embed)
        .allowed_mentions(CreateAllowedMentions::new())
        .flags(MessageFlags::SUPPRESS_NOTIFICATIONS);
    if let Some(picture) = &picture {
        message = message.add_file(picture.attachment());
    }
    let id = record.id;
    match ChannelId::new(record.channel).send_message(http, message).await {
        Ok(sent) => {
            let message = sent.id.get();
            if let Err(e) = data.table.analysis_posted(id, message).await {
                tracing::warn!(session = id, error = %e, "could not record the posted analysis");
            }
        }
        Err(e) => tracing::warn!(session = id, error = %e, "could not post the analysis"),
    }
}

/// The chart of each player's chance to win, drawn on a blocking thread;
/// `None` where pictures are off, or if drawing fails (logged).
async fn chart(data: &Data, record: &SessionRecord, analysis: &AnalysisRecord, tr: &Tr) -> Option<Picture> {
    if !pictures::enabled(data, record.guild).await {
        return None;
    }
    let kind = GameKind::from_id(&record.game).ok()?;
    let series = ChanceSeries {
        kind,
        win: analysis.decisions.iter().map(|d| d.win.clone()).collect(),
        rounds: analysis.decisions.iter().map(|d| d.round).collect(),
        turning: analysis.turning_points().iter().map(|p| p.turn).collect(),
    };
    let names: Vec<String> = record.seats.iter().map(|r| render::seat_name_plain(r, tr)).collect();
    let (words, lang, id) = (tr.words().clone(), tr.lang(), record.id);
    match tokio::task::spawn_blocking(move || chances_png(&series, &names, lang, &words)).await {
        Ok(Ok(png)) => Some(Picture { name: format!("chances-{id}.png"), png: Arc::new(png), uploaded: false }),
        Ok(Err(e)) => {
            tracing::warn!(session = id, error = %e, "the analysis' chart failed; text only");
            None
        }
        Err(e) => {
            tracing::warn!(session = id, error = %e, "the analysis' chart panicked; text only");
            None
        }
    }
}
