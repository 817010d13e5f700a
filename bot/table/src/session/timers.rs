//! Clocks, reminders, deadlines, vacations and digests: the part of
//! [`Sessions`] the timer task drives.

use crate::house::{think, Effort, HouseTurn, COVER_CAP_MS};

use super::*;
use crate::request::{Actor, Applied, Request};

/// What the timer did to a session, for the bot to announce.
#[derive(Clone, Debug)]
pub enum Fired {
    /// A reminder is due for a seat.
    Reminder { record: SessionRecord, seat: Seat, number: u32, last: bool, deadline: Millis },
    /// The deadline passed and the house player moved for the seat.
    HouseMoved { progress: Progress, seat: Seat, missed: u32 },
    /// The deadline passed; the session waits (policy `wait`).
    Waiting { record: SessionRecord, seat: Seat, missed: u32 },
    /// Too many missed deadlines: the seat went to a house player for good.
    Replaced { progress: Progress, seat: Seat, name: String, missed: u32 },
    /// A player's daily digest: their running games on a server, at least
    /// one of which waits on them.
    Digest { user: u64, games: Vec<(SessionRecord, AnyGame)> },
}

/// How long a bot process keeps a session's timers once it claimed them,
/// at least (it renews the claim at every tick): if it stops, another
/// process takes them over after this long.
const TIMER_CLAIM: Millis = 10 * 1000;

/// The claim in ticks: a tick late by less than this never loses it.
const TIMER_CLAIM_TICKS: Millis = 4;

impl Sessions {
    /// Sessions whose timer task ticks every `tick`: a timer claim lasts
    /// four ticks (at least 10 s), so a stopped process's sessions pass to
    /// another one soon after.
    #[must_use]
    pub fn ticking_every(mut self, tick: std::time::Duration) -> Sessions {
        let tick = Millis::try_from(tick.as_millis()).unwrap_or(Millis::MAX / TIMER_CLAIM_TICKS);
        self.timer_claim = (TIMER_CLAIM_TICKS * tick).max(TIMER_CLAIM);
        self
    }

    /// "Quiet this turn": no more reminders for `user`'s decision whose
    /// clock started at `started_at`. Returns its deadline, which stands.
    ///
    /// # Errors
    /// Not seated, that decision is over, or the store fails.
    pub(crate) fn quiet(&self, id: SessionId, user: u64, started_at: Millis) -> Result<Millis, Refusal> {
        self.with(id, |l| {
            let seat = seat_of(&l.record, user).ok_or(Refusal::NotSeated)?;
            let mut timers = l.record.timers.clone();
            let settings = timers.settings.clone().ok_or(Refusal::NothingToQuiet)?;
            let clock = timers
                .seats
                .get_mut(seat.index())
                .and_then(|t| t.clock.as_mut())
                .filter(|c| c.started_at == started_at && !c.deadline_handled)
                .ok_or(Refusal::NothingToQuiet)?;
            clock.quiet = true;
            let deadline = clock.deadline(&settings);
            self.store.set_timers(id, &timers)?;
            l.record.timers = timers;
            Ok(deadline)
        })
    }

    /// Aligns the clocks with who owes a decision in `game`: human seats
    /// only; `moved` is the human seat that just moved, if any.
    pub(super) fn sync_timers(
        &self,
        record: &SessionRecord,
        timers: &mut Timers,
        game: &AnyGame,
        moved: Option<Seat>,
    ) -> bool {
        if timers.settings.is_none() && timers.seats.iter().all(|s| s.clock.is_none()) {
            return false;
        }
        let turn = game.to_act();
        let owes: Vec<bool> =
            (0..record.seats.len()).map(|i| !record.seats[i].is_house() && turn.includes(Seat(i as u8))).collect();
        let moved: Vec<bool> = (0..record.seats.len()).map(|i| moved == Some(Seat(i as u8))).collect();
        let now = self.now();
        timers.sync(&owes, &moved, now, |i| {
            let user = record.seats.get(i)?.user?;
            self.store.vacation(record.guild, user).ok().map(|v| v.away_until)
        })
    }

    /// Sets how well the session's house players play, in the lobby or
    /// during the game (its creator or an admin).
    ///
    /// # Errors
    /// The session is closed, or the store fails.
    pub(crate) fn set_house_level(
        &self,
        id: SessionId,
        level: tavola_engine::ai::Level,
    ) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            if !l.record.status.is_open() {
                return Err(Refusal::Closed);
            }
            let timers = Timers { house: level, ..l.record.timers.clone() };
            self.store.set_timers(id, &timers)?;
            l.record.timers = timers;
            Ok(l.record.clone())
        })
    }

    /// Sets or clears a session's turn timer (admin). Clocks start now for
    /// whoever owes a decision.
    ///
    /// # Errors
    /// The session is closed, or the store fails.
    pub(crate) fn set_timer(&self, id: SessionId, settings: Option<ClockSettings>) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            if !l.record.status.is_open() {
                return Err(Refusal::Closed);
            }
            let mut timers = Timers { settings, ..l.record.timers.clone() };
            timers.seats.iter_mut().for_each(|s| s.clock = None);
            if let Some(game) = &l.game {
                self.sync_timers(&l.record, &mut timers, game, None);
            }
            self.store.set_timers(id, &timers)?;
            l.record.timers = timers;
            Ok(l.record.clone())
        })
    }

    /// A player's vacation on a server: takes `span` from their yearly
    /// allowance and pauses their clocks in every game there until it ends.
    /// Returns what is left of the allowance, the sessions paused, and
    /// when the vacation ends (it extends one already running).
    ///
    /// # Errors
    /// Not seated anywhere, over the allowance, or the store fails.
    pub fn vacation(&self, guild: u64, user: u64, span: Span) -> Result<(Span, Vec<SessionId>, Millis), Refusal> {
        let sessions = self.store.active_seated(guild, user)?;
        if sessions.is_empty() {
            return Err(Refusal::NoClock);
        }
        let now = self.now();
        let mut vacation = self.store.vacation(guild, user)?;
        let left = vacation.ledger.take(crate::deadlines::year_of(now), span, self.defaults.vacation_allowance)?;
        let from = vacation.away_until.max(now);
        vacation = Vacation { ledger: vacation.ledger, away_until: from + span.0 };
        self.store.set_vacation(guild, user, &vacation)?;
        let away = Actor::player(user);
        for &id in &sessions {
            self.apply(id, &away, Request::Away { from, until: vacation.away_until })?;
        }
        Ok((left, sessions, vacation.away_until))
    }

    /// Pauses `user`'s clocks in session `id` from `from` until `until`
    /// (see [`Request::Away`]).
    pub(crate) fn pause(
        &self,
        id: SessionId,
        user: u64,
        from: Millis,
        until: Millis,
    ) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            let seats: Vec<usize> =
                (0..l.record.seats.len()).filter(|&i| l.record.seats[i].user == Some(user)).collect();
            let mut timers = l.record.timers.clone();
            timers.pause(&seats, from, until);
            self.store.set_timers(id, &timers)?;
            l.record.timers = timers;
            Ok(l.record.clone())
        })
    }

    /// Runs the timers of every timed session at the current time: due
    /// reminders are marked sent, passed deadlines apply the session's
    /// policy. Each alarm is stored as handled before it is returned, so a
    /// restart never repeats one. A session with nothing due is not
    /// loaded; at the end, the sessions idle too long leave memory.
    pub fn tick(&self) -> Vec<Fired> {
        let ids = match self.store.timed_sessions() {
            Ok(ids) => ids,
            Err(e) => {
                tracing::error!(error = %e, "could not list timed sessions");
                return Vec::new();
            }
        };
        let mut fired = Vec::new();
        for id in ids {
            // Of several bot processes on one database, one handles each
            // session's alarms: the one that holds its claim.
            let now = self.now();
            match self.store.claim_timers(id, now, now + self.timer_claim) {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) => {
                    tracing::error!(session = id, error = %e, "could not claim a session's timers");
                    continue;
                }
            }
            if !self.alarm_due(id, now) {
                continue;
            }
            match self.apply(id, &Actor::clock(), Request::Tick) {
                Ok(Applied::Fired(f)) => fired.extend(f),
                Ok(_) => {}
                Err(e) => tracing::error!(session = id, error = %e, "a timer could not run"),
            }
        }
        match self.take_digests() {
            Ok(digests) => fired.extend(digests),
            Err(e) => tracing::error!(error = %e, "the daily digests could not run"),
        }
        let left = self.evict_idle();
        if left > 0 {
            tracing::debug!(left, held = self.live_count(), "idle sessions left memory");
        }
        fired
    }

    /// Whether a session has a reminder or deadline due at `now`, read
    /// from memory or from its stored record without its game: a tick over
    /// thousands of timed sessions loads only the ones it acts on. A
    /// session that cannot be read counts as due, so the tick reports why.
    fn alarm_due(&self, id: SessionId, now: Millis) -> bool {
        match self.peek(id, false) {
            Ok((record, _)) => record.status == Status::Active && !record.timers.clone().take_due(now).is_empty(),
            Err(_) => true,
        }
    }

    /// The running games of a guild where `user` holds a seat.
    ///
    /// # Errors
    /// The store fails.
    pub fn seated_games(&self, guild: u64, user: u64) -> Result<Vec<(SessionRecord, AnyGame)>, Refusal> {
        let games = self.store.active_seated(guild, user)?.into_iter().filter_map(|id| match self.get(id) {
            Ok((record, Some(game))) => Some((record, game)),
            _ => None,
        });
        Ok(games.collect())
    }

    /// Starts (`on`) or stops a player's daily digest of a server's games;
    /// the first comes a day from now.
    ///
    /// # Errors
    /// The store fails.
    pub fn set_digest(&self, guild: u64, user: u64, on: bool) -> Result<Option<Millis>, Refusal> {
        let next = on.then(|| self.now() + crate::deadlines::DAY);
        self.store.set_digest(guild, user, next)?;
        Ok(next)
    }

    /// The digests due now, each moved to its next day first (after
    /// downtime: one digest, not one per missed day). A digest with nothing
    /// waiting on the player is skipped.
    fn take_digests(&self) -> Result<Vec<Fired>, Refusal> {
        let now = self.now();
        let mut fired = Vec::new();
        for (guild, user, at) in self.store.due_digests(now)? {
            let missed_days = (now - at).div_euclid(crate::deadlines::DAY) + 1;
            if !self.store.take_digest(guild, user, at, at + missed_days * crate::deadlines::DAY)? {
                continue; // another bot process took it
            }
            let games = self.seated_games(guild, user)?;
            let waits = games.iter().any(|(r, g)| seat_of(r, user).is_some_and(|seat| g.to_act().includes(seat)));
            if waits {
                fired.push(Fired::Digest { user, games });
            }
        }
        Ok(fired)
    }

    pub(super) fn tick_session(&self, l: &mut Live) -> Result<Vec<Fired>, Refusal> {
        if l.record.status != Status::Active {
            return Ok(Vec::new());
        }
        let Some(settings) = l.record.timers.settings.clone() else { return Ok(Vec::new()) };
        let mut timers = l.record.timers.clone();
        let alarms = timers.take_due(self.now());
        if alarms.is_empty() {
            return Ok(Vec::new());
        }
        for a in &alarms {
            if a.due == Due::Deadline {
                timers.seats[a.seat].missed += 1;
            }
        }
        self.store.set_timers(l.record.id, &timers)?;
        l.record.timers = timers;
        let mut fired = Vec::new();
        for Alarm { seat, due, deadline } in alarms {
            let seat_id = Seat(seat as u8);
            let missed = l.record.timers.seats[seat].missed;
            match due {
                Due::Reminder { number, last } => {
                    let user = l.record.seats[seat].user;
                    let mode = match user {
                        Some(u) => self.store.reminder_mode(l.record.guild, u)?,
                        None => crate::deadlines::ReminderMode::Off,
                    };
                    if mode.wants(last) {
                        fired.push(Fired::Reminder { record: l.record.clone(), seat: seat_id, number, last, deadline });
                    }
                }
                Due::Deadline if missed >= settings.max_missed => {
                    let name = l.record.seats[seat].name.clone();
                    let mut record = l.record.clone();
                    let n = record.seats.iter().filter(|s| s.is_house()).count() + 1;
                    record.seats[seat] = SeatRecord::house(n);
                    self.store.save(&record)?;
                    l.record = record;
                    let game = l.game.clone().expect("an active session has a game");
                    let mut progress = self.advance(l, game, Vec::new(), None)?;
                    progress.public_changed = true;
                    fired.push(Fired::Replaced { progress, seat: seat_id, name, missed });
                }
                Due::Deadline if settings.policy == crate::deadlines::DeadlinePolicy::Wait => {
                    fired.push(Fired::Waiting { record: l.record.clone(), seat: seat_id, missed });
                }
                Due::Deadline => {
                    if let Some(progress) = self.move_for(l, seat_id)? {
                        fired.push(Fired::HouseMoved { progress, seat: seat_id, missed });
                    }
                }
            }
        }
        Ok(fired)
    }

    /// The house player decides for an absent seat until it owes nothing
    /// more (a multi-step turn is finished for it), at the session's level
    /// within [`COVER_CAP_MS`] a step: this runs under the session's lock.
    pub(super) fn move_for(&self, l: &mut Live, seat: Seat) -> Result<Option<Progress>, Refusal> {
        let effort = Effort::of(l.record.timers.house, self.defaults().house_budget).capped(COVER_CAP_MS);
        let mut total: Option<Progress> = None;
        for _ in 0..64 {
            let game = l.game.clone().expect("an active session has a game");
            if !game.to_act().includes(seat) {
                break;
            }
            let turn = HouseTurn {
                id: l.record.id,
                version: l.record.version,
                seat,
                game: game.clone(),
                level: effort.level,
                seed: l.record.seed,
            };
            let Some(pick) = think(&turn, effort) else { break };
            let p = self.advance(l, game, vec![(seat, pick)], None)?;
            if p.events.is_empty() && p.record.version == turn.version {
                break;
            }
            total = Some(match total {
                None => p,
                Some(t) => t.then(p),
            });
        }
        Ok(total)
    }
}
