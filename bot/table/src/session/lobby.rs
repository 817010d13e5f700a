//! The lobby: opening, joining, leaving, house seats, cancelling and the
//! start.

use super::*;

impl Sessions {
    /// Opens a lobby with its creator seated.
    ///
    /// # Errors
    /// Bad options or player count, or the channel already has a game.
    #[allow(clippy::too_many_arguments)]
    pub fn open_lobby(
        &self,
        guild: u64,
        channel: u64,
        creator: (u64, String, bool),
        kind: GameKind,
        target: Option<usize>,
        options: Value,
    ) -> Result<SessionRecord, Refusal> {
        let info = kind.info();
        if let Some(n) = target {
            if !(info.min_players..=info.max_players).contains(&n) {
                return Err(Refusal::PlayerCount { kind, min: info.min_players, max: info.max_players, have: n });
            }
        }
        AnyGame::new(kind, info.min_players, &crate::hints::game_options(&options), 0)
            .map_err(|e| Refusal::BadSetup(format!("{e}.")))?;
        let mut record = SessionRecord {
            id: 0,
            guild,
            channel,
            creator: creator.0,
            game: kind.id().to_owned(),
            options,
            target,
            seed: rand::thread_rng().gen(),
            status: Status::Lobby,
            version: 0,
            seats: vec![SeatRecord { user: Some(creator.0), name: creator.1, dm_open: creator.2 }],
            snapshot: None,
            lobby_message: None,
            board_message: None,
            dm_messages: Vec::new(),
            timers: Timers { settings: self.defaults.clock.clone(), ..Timers::default() },
        };
        record.id = self.store.create(&record).map_err(|e| match e {
            StoreError::ChannelBusy => Refusal::ChannelBusy,
            e => e.into(),
        })?;
        Ok(record)
    }

    pub(super) fn kind(record: &SessionRecord) -> GameKind {
        GameKind::from_id(&record.game).expect("stored sessions name a registered game")
    }

    fn lobby_edit(
        &self,
        id: SessionId,
        f: impl FnOnce(&mut SessionRecord) -> Result<(), Refusal>,
    ) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            match l.record.status {
                Status::Lobby => {}
                Status::Active => return Err(Refusal::AlreadyStarted),
                _ => return Err(Refusal::Closed),
            }
            let mut next = l.record.clone();
            f(&mut next)?;
            self.store.save(&next)?;
            l.record = next.clone();
            Ok(next)
        })
    }

    /// Seats a user in the lobby.
    ///
    /// # Errors
    /// Not a lobby, already seated, or full.
    pub(crate) fn join(&self, id: SessionId, user: u64, name: String, dm_open: bool) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            let info = Self::kind(r).info();
            if r.seats.iter().any(|s| s.user == Some(user)) {
                return Err(Refusal::AlreadySeated);
            }
            if r.seats.len() >= info.max_players {
                return Err(Refusal::Full { kind: Self::kind(r), max: info.max_players });
            }
            r.seats.push(SeatRecord { user: Some(user), name, dm_open });
            Ok(())
        })
    }

    /// Adds a house player to the lobby; only someone seated may.
    ///
    /// # Errors
    /// Not a lobby, not seated, or full.
    pub(crate) fn add_house(&self, id: SessionId, user: u64) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            let info = Self::kind(r).info();
            if !r.seats.iter().any(|s| s.user == Some(user)) && r.creator != user {
                return Err(Refusal::NotSeated);
            }
            if r.seats.len() >= info.max_players {
                return Err(Refusal::Full { kind: Self::kind(r), max: info.max_players });
            }
            let n = r.seats.iter().filter(|s| s.is_house()).count() + 1;
            r.seats.push(SeatRecord::house(n));
            Ok(())
        })
    }

    /// Sets how well the house players will play, from the lobby; as for
    /// adding one, only someone seated (or the creator) may.
    ///
    /// # Errors
    /// Not a lobby, or not seated.
    pub(crate) fn set_lobby_house_level(
        &self,
        id: SessionId,
        user: u64,
        level: tavola_engine::ai::Level,
    ) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            if !r.seats.iter().any(|s| s.user == Some(user)) && r.creator != user {
                return Err(Refusal::NotSeated);
            }
            r.timers.house = level;
            Ok(())
        })
    }

    /// Switches hints on or off in the lobby (anyone seated, or its
    /// creator): they cannot change once the game has started.
    ///
    /// # Errors
    /// Not seated, or the game has started.
    pub(crate) fn set_lobby_hints(&self, id: SessionId, user: u64, on: bool) -> Result<SessionRecord, Refusal> {
        self.lobby_edit(id, |r| {
            if !r.seats.iter().any(|s| s.user == Some(user)) && r.creator != user {
                return Err(Refusal::NotSeated);
            }
            r.options = crate::hints::with_hints(&r.options, on);
            Ok(())
        })
    }

    /// Takes a user out: from the lobby, or (once started) their seat goes
    /// to a house player, who moves at once if it is their turn.
    ///
    /// # Errors
    /// Not seated, or the game is over.
    pub(crate) fn leave(&self, id: SessionId, user: u64) -> Result<Progress, Refusal> {
        let status = self.with(id, |l| Ok(l.record.status))?;
        if status == Status::Lobby {
            let record = self.lobby_edit(id, |r| {
                let i = r.seats.iter().position(|s| s.user == Some(user)).ok_or(Refusal::NotSeated)?;
                r.seats.remove(i);
                Ok(())
            })?;
            return Ok(Progress::quiet(record, None));
        }
        self.replace_seat(id, user, None)
    }

    /// Gives a user's seat to another user, or to the house player (`None`).
    ///
    /// # Errors
    /// Not started, the user is not seated, or the new user already is.
    pub(crate) fn replace_seat(
        &self,
        id: SessionId,
        user: u64,
        by: Option<(u64, String, bool)>,
    ) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            if l.record.status != Status::Active {
                return Err(if l.record.status == Status::Lobby { Refusal::NotStarted } else { Refusal::Closed });
            }
            let seat = seat_of(&l.record, user).ok_or(Refusal::NoSuchPlayer)?;
            let mut record = l.record.clone();
            record.seats[seat.index()] = match by {
                Some((u, _, _)) if seat_of(&record, u).is_some() => return Err(Refusal::AlreadySeated),
                Some((u, name, dm_open)) => SeatRecord { user: Some(u), name, dm_open },
                None => {
                    let n = record.seats.iter().filter(|s| s.is_house()).count() + 1;
                    SeatRecord::house(n)
                }
            };
            self.store.save(&record)?;
            l.record = record;
            let game = l.game.clone().expect("an active session has a game");
            // A new name at the table is a public change.
            let mut progress = self.advance(l, game, Vec::new(), None)?;
            progress.public_changed = true;
            Ok(progress)
        })
    }

    /// Cancels a session: its creator (in the lobby) or an admin.
    ///
    /// # Errors
    /// Someone else asked, or it is already closed.
    pub(crate) fn cancel(&self, id: SessionId, user: u64, admin: bool) -> Result<SessionRecord, Refusal> {
        self.with(id, |l| {
            if !l.record.status.is_open() {
                return Err(Refusal::Closed);
            }
            if !(admin || (l.record.creator == user && l.record.status == Status::Lobby)) {
                return Err(Refusal::NotCreator);
            }
            let mut record = l.record.clone();
            record.status = Status::Cancelled;
            self.store.save(&record)?;
            l.record = record.clone();
            Ok(record)
        })
    }

    /// Starts the game: empty seats up to the asked size go to house players,
    /// seats are shuffled, and house players move if they are first.
    ///
    /// # Errors
    /// Not a lobby, not seated, or a player count the game cannot take.
    pub(crate) fn start(&self, id: SessionId, user: u64) -> Result<Progress, Refusal> {
        self.with(id, |l| {
            match l.record.status {
                Status::Lobby => {}
                Status::Active => return Err(Refusal::AlreadyStarted),
                _ => return Err(Refusal::Closed),
            }
            let mut record = l.record.clone();
            if !record.seats.iter().any(|s| s.user == Some(user)) && record.creator != user {
                return Err(Refusal::NotSeated);
            }
            let kind = Self::kind(&record);
            let info = kind.info();
            while record.target.is_some_and(|t| record.seats.len() < t) {
                let n = record.seats.iter().filter(|s| s.is_house()).count() + 1;
                record.seats.push(SeatRecord::house(n));
            }
            let have = record.seats.len();
            if !(info.min_players..=info.max_players).contains(&have) {
                return Err(Refusal::PlayerCount { kind, min: info.min_players, max: info.max_players, have });
            }
            record.seats.shuffle(&mut rand::thread_rng());
            let game = AnyGame::new(kind, have, &crate::hints::game_options(&record.options), record.seed)
                .map_err(|e| Refusal::BadSetup(format!("{e}.")))?;
            record.status = Status::Active;
            record.snapshot = Some(snapshot(&game));
            self.store.save(&record)?;
            l.record = record;
            l.game = Some(game.clone());
            let setup = game.setup_events();
            let mut progress = self.advance(l, game, Vec::new(), None)?;
            progress.events.splice(0..0, setup);
            progress.turn_changed = true;
            progress.public_changed = true;
            progress.opened = progress.to_act();
            Ok(progress)
        })
    }
}
