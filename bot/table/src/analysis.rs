//! A finished game's analysis, as the table keeps it: the decisions
//! analysed so far (the engine's [`Decision`]s, from each mover's view,
//! `tavola_engine::ai::analysis`), how many the game has, and whether the
//! Analysis message went out. Kept in the store after every decision, so
//! a restart resumes where it stopped; the work itself is done by
//! `discord::analysis`, one decision at a time, at the lowest priority.
//!
//! - **When.** A game that ends is queued if its server has analysis on
//!   (the `analysis` guild setting; on unless an admin said `off`), in the
//!   same call that keeps its placings ([`Sessions::queue_analysis`]); a
//!   player of the game or an admin may queue it by hand with
//!   `/game analysis` whatever the setting.
//! - **Never.** A cancelled game ends nothing, so it is never queued; a
//!   game whose end an admin or a player takes back forgets its analysis
//!   ([`Sessions::forget_analysis`]); a deleted game's is dropped when it
//!   is next looked for.

use serde_json::Value;
use tavola_engine::ai::analysis::{turning_points, Decision, TurningPoint};
use tavola_engine::{AnyGame, Seat};

use crate::record::{LogEntry, SessionId, SessionRecord, Status};
use crate::session::{Refusal, Sessions};
use crate::store::StoreError;

/// The guild setting that turns the automatic analysis on or off.
pub const SETTING: &str = "analysis";

/// Whether a server's choice (`None`: none made) analyses its games.
pub fn on_by(choice: Option<&str>) -> bool {
    choice != Some("off")
}

/// Where an analysis stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisStatus {
    /// Some decisions are still to be analysed.
    Pending,
    /// Every decision is analysed; the message is still to be posted.
    Done,
    /// The Analysis message is in the game's channel.
    Posted,
}

impl AnalysisStatus {
    pub(crate) fn id(self) -> &'static str {
        match self {
            AnalysisStatus::Pending => "pending",
            AnalysisStatus::Done => "done",
            AnalysisStatus::Posted => "posted",
        }
    }

    pub(crate) fn from_id(id: &str) -> AnalysisStatus {
        match id {
            "done" => AnalysisStatus::Done,
            "posted" => AnalysisStatus::Posted,
            _ => AnalysisStatus::Pending,
        }
    }
}

/// A game's analysis as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisRecord {
    pub session: SessionId,
    pub status: AnalysisStatus,
    /// How many decisions the game has (its log's length).
    pub total: usize,
    /// The decisions analysed so far, the first move first.
    pub decisions: Vec<Decision>,
    /// The Analysis message, once posted.
    pub message: Option<u64>,
}

impl AnalysisRecord {
    /// A new analysis of a game of `total` decisions, nothing done yet.
    pub fn queued(session: SessionId, total: usize) -> AnalysisRecord {
        AnalysisRecord { session, status: AnalysisStatus::Pending, total, decisions: Vec::new(), message: None }
    }

    /// How far it is, in whole percent (a game without moves is done).
    pub fn percent(&self) -> u32 {
        if self.total == 0 {
            return 100;
        }
        (self.decisions.len().min(self.total) * 100 / self.total) as u32
    }

    /// Every decision analysed.
    pub fn complete(&self) -> bool {
        self.decisions.len() >= self.total
    }

    /// The game's turning points, once complete (the costliest first).
    pub fn turning_points(&self) -> Vec<TurningPoint> {
        turning_points(&self.decisions)
    }

    /// The decisions as the store keeps them.
    pub(crate) fn decisions_json(&self) -> String {
        serde_json::to_string(&self.decisions).expect("decisions serialize")
    }

    /// Decisions read back from the store.
    pub(crate) fn decisions_from(json: &str) -> Result<Vec<Decision>, StoreError> {
        Ok(serde_json::from_str(json)?)
    }
}

/// What the analysis of one decision needs, off every lock: the game
/// before it, and the move played there.
#[derive(Clone, Debug)]
pub struct NextDecision {
    /// The decision's number, from 1.
    pub turn: usize,
    pub seat: Seat,
    pub action: Value,
    /// The position before the move.
    pub game: AnyGame,
}

/// A finished game's moves from its set-up, to analyse.
#[derive(Clone, Debug)]
pub struct Analysable {
    pub record: SessionRecord,
    pub log: Vec<LogEntry>,
}

impl Analysable {
    /// The position after the first `done` moves and the next decision,
    /// if any is left.
    ///
    /// # Errors
    /// The log does not replay on its record.
    pub fn next(&self, done: usize) -> Result<Option<NextDecision>, Refusal> {
        let Some(entry) = self.log.get(done) else { return Ok(None) };
        let game = Sessions::replay(&self.record, &self.log[..done])?;
        Ok(Some(NextDecision { turn: done + 1, seat: Seat(entry.seat), action: entry.action.clone(), game }))
    }
}

/// What a queued analysis needs next ([`Sessions::analysis_step`]).
#[derive(Debug)]
pub enum Step {
    /// Nothing: none is queued (forgotten, or its game deleted), or it is
    /// posted.
    Nothing,
    /// A decision to think about, on a game of `guild`.
    Decide { guild: u64, next: Box<NextDecision> },
    /// Every decision is done: the analysis to post, with its game's record.
    Post(Box<(AnalysisRecord, SessionRecord)>),
}

impl Sessions {
    /// Queues the analysis of a game that has just ended, if its server
    /// analyses games. A failure is logged, not refused: the game has
    /// ended whatever happens here.
    pub(crate) fn queue_finished(&self, record: &SessionRecord) {
        let queued = self.store().guild_setting(record.guild, SETTING).and_then(|choice| {
            if on_by(choice.as_deref()) {
                self.store().queue_analysis(record.id, record.version as usize)
            } else {
                Ok(false)
            }
        });
        if let Err(e) = queued {
            tracing::error!(session = record.id, error = %e, "could not queue a finished game's analysis");
        }
    }

    /// Forgets the analysis of a game whose end was taken back.
    pub(crate) fn forget_analysis(&self, record: &SessionRecord) {
        if let Err(e) = self.store().forget_analysis(record.id) {
            tracing::error!(session = record.id, error = %e, "could not forget a reopened game's analysis");
        }
    }

    /// Queues the analysis of a finished game on request (`/game
    /// analysis`), whatever its server's setting; its analysis as it
    /// stands, queued or not.
    ///
    /// # Errors
    /// The game is not over, or the store fails.
    pub fn queue_analysis(&self, id: SessionId) -> Result<AnalysisRecord, Refusal> {
        let record = self.store().load(id)?.ok_or(Refusal::NoSession)?;
        if record.status != Status::Over {
            return Err(Refusal::NoFinishedGame);
        }
        self.store().queue_analysis(id, record.version as usize)?;
        self.store().analysis(id)?.ok_or(Refusal::NoSession)
    }

    /// The game an analysis is of, to analyse: `None` when it can no longer
    /// be (deleted, or no longer over), and then its analysis is forgotten.
    /// Read from the store, not the live sessions: a finished game is not
    /// kept in memory for its analysis.
    ///
    /// # Errors
    /// The store fails.
    fn analysable(&self, id: SessionId) -> Result<Option<Analysable>, Refusal> {
        match self.store().load(id)? {
            Some(record) if record.status == Status::Over => {
                let log = self.store().log(id)?;
                Ok(Some(Analysable { record, log }))
            }
            _ => {
                self.store().forget_analysis(id)?;
                Ok(None)
            }
        }
    }

    /// What a queued analysis needs next, read afresh from the store each
    /// time (so an end taken back meanwhile, or a game analysed by another
    /// process, is noticed): the next decision to think about, the
    /// finished analysis to post, or nothing.
    ///
    /// # Errors
    /// The store fails, or the log does not replay.
    pub fn analysis_step(&self, id: SessionId) -> Result<Step, Refusal> {
        let Some(mut analysis) = self.store().analysis(id)? else { return Ok(Step::Nothing) };
        if analysis.status == AnalysisStatus::Posted {
            return Ok(Step::Nothing);
        }
        let Some(game) = self.analysable(id)? else { return Ok(Step::Nothing) };
        if analysis.total != game.log.len() || analysis.decisions.len() > game.log.len() {
            // The game ended again after a take-back: start over.
            analysis = AnalysisRecord::queued(id, game.log.len());
            self.store().save_analysis(&analysis)?;
        }
        match game.next(analysis.decisions.len())? {
            Some(next) => Ok(Step::Decide { guild: game.record.guild, next: Box::new(next) }),
            None => {
                if analysis.status != AnalysisStatus::Done {
                    analysis.status = AnalysisStatus::Done;
                    self.store().save_analysis(&analysis)?;
                }
                Ok(Step::Post(Box::new((analysis, game.record))))
            }
        }
    }

    /// Keeps one decision thought off the store, if the analysis still
    /// stands where it was read (nothing forgotten, nothing done by
    /// another meanwhile); whether it was kept.
    ///
    /// # Errors
    /// The store fails.
    pub fn keep_decision(&self, id: SessionId, decision: Decision) -> Result<bool, Refusal> {
        let Some(mut analysis) = self.store().analysis(id)? else { return Ok(false) };
        if analysis.status != AnalysisStatus::Pending || analysis.decisions.len() + 1 != decision.turn {
            return Ok(false);
        }
        analysis.decisions.push(decision);
        if analysis.complete() {
            analysis.status = AnalysisStatus::Done;
        }
        Ok(self.store().save_analysis(&analysis)?)
    }

    /// Records that the Analysis message went out, as `message`.
    ///
    /// # Errors
    /// The store fails.
    pub fn analysis_posted(&self, id: SessionId, message: u64) -> Result<(), Refusal> {
        if let Some(mut analysis) = self.store().analysis(id)? {
            analysis.status = AnalysisStatus::Posted;
            analysis.message = Some(message);
            self.store().save_analysis(&analysis)?;
        }
        Ok(())
    }

    /// A game's analysis as it stands, if one was queued.
    ///
    /// # Errors
    /// The store fails.
    pub fn analysis(&self, id: SessionId) -> Result<Option<AnalysisRecord>, Refusal> {
        Ok(self.store().analysis(id)?)
    }

    /// The channel's most recent finished game.
    ///
    /// # Errors
    /// [`Refusal::NoFinishedGame`], or the store fails.
    pub fn latest_finished(&self, channel: u64) -> Result<SessionId, Refusal> {
        self.store().latest_finished_in_channel(channel)?.ok_or(Refusal::NoFinishedGame)
    }
}

#[cfg(test)]
#[path = "analysis_tests.rs"]
mod tests;
