//! The end-to-end harness: the real `tavola` binary, started as a child
//! process against the Discord double, with its own SQLite file. A test
//! acts as people through the double (slash commands, clicks, selects) and
//! reads what the bot posted, publicly, ephemerally or by DM.
//!
//! The harness knows the bot from outside: message shapes (the board's
//! `/game rules` footer, `tv:` custom ids) and what Discord would show; and,
//! to wait until a move has been published, the store's record of the
//! version the bot published last (a private step changes no public
//! message, so the channel alone cannot tell).

#![allow(dead_code)]

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tavola_discord::config::Config;
use tavola_double::{ChannelId, Double, GuildId, InteractionId, Message, MessageId, OptionValue, Slash, UserId};
use tavola_table::deadlines::{ManualClock, TimerDefaults};

/// How a simulated player asks for their move panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The Play button on the board: an ephemeral panel.
    BoardButton,
    /// The panel the bot sent by DM when the turn opened.
    Dm,
    /// `/play` with no move: an ephemeral panel.
    PlayCommand,
    /// `/play move:<id>`, the id picked from autocomplete.
    Typed,
}

mod limits;
pub mod process;

use limits::E2E_BUCKET;
pub use process::{bot_log, BotProcess};
use process::{STARTED, TICKED};

/// A guild with one game channel, its people, and the bot.
pub struct Table {
    pub discord: Double,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// People with ordinary permissions, `players[0]` opens the lobbies.
    pub players: Vec<UserId>,
    /// The name each of `players` shows by (`player1`…, or as
    /// [`Table::name_player`] set it).
    pub names: Vec<String>,
    /// A server admin (Manage Server).
    pub admin: UserId,
    pub db: PathBuf,
    dir: PathBuf,
    bot: Option<BotProcess>,
    in_process: Option<(tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<()>)>,
    timed: Option<(Arc<ManualClock>, TimerDefaults)>,
    /// `TAVOLA_QUIET_SECS` for the bot process (`None`: its default).
    quiet: Option<u64>,
    pub rng: StdRng,
    /// The store as last opened, with the SQLite file's inode it was opened
    /// on (0 for PostgreSQL, whose `db` is a URL).
    opened: std::sync::Mutex<Option<(u64, Arc<dyn tavola_table::store::Store>)>>,
    /// When the bot was killed, on the double's clock.
    killed: Vec<Duration>,
}

static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

impl Table {
    /// A fresh double, `people` members and an admin, and the bot connected.
    pub async fn new(people: usize) -> Table {
        Table::with_quiet(people, quiet_from_env()).await
    }

    /// Like [`Table::new`], with the bot's `TAVOLA_QUIET_SECS` set: `Some(0)`
    /// makes every player count as away (every decision pings).
    pub async fn with_quiet(people: usize, quiet: Option<u64>) -> Table {
        Table::with_bot_env(people, quiet, &[]).await
    }

    /// Like [`Table::with_quiet`], with `env` set for the bot process (see
    /// [`Table::start_bot_with`]).
    pub async fn with_bot_env(people: usize, quiet: Option<u64>, env: &[(&str, &str)]) -> Table {
        let discord = Double::start().await.expect("the double starts");
        discord.set_wait_timeout(Duration::from_secs(20));
        // Discord's rate limits, as the bot meets them on Discord: its gate
        // keeps to them, and a 429 would be a violation. A channel's bucket
        // holds 10 a second rather than Discord's 5 per 5 s, which would
        // make a game of house players take minutes; the bot still waits
        // its buckets out now and then (the gate's own test and the scale
        // bench use Discord's).
        if std::env::var("TAVOLA_E2E_RATE_LIMITS").as_deref() != Ok("off") {
            let route = Some(E2E_BUCKET);
            discord.set_rate_limits(tavola_double::RateLimits { route, ..tavola_double::RateLimits::discord() });
        }
        let guild = discord.add_guild("Tavola tests");
        let mut table = Table::seated(discord, guild, people, None);
        table.quiet = quiet;
        table.start_bot_with(env).await;
        table
    }

    /// A game channel, `people` members and an admin in `guild` of a
    /// running double, and no bot: several tables share one double and the
    /// bot processes a test starts. `database`: a PostgreSQL URL, or `None`
    /// for a SQLite file of the table's own.
    pub fn seated(discord: Double, guild: GuildId, people: usize, database: Option<String>) -> Table {
        let channel = discord.add_channel(guild, "games");
        let names: Vec<String> = (0..people).map(|i| format!("player{}", i + 1)).collect();
        let players: Vec<UserId> = names
            .iter()
            .map(|name| {
                let u = discord.add_user(name);
                discord.add_member(guild, u);
                u
            })
            .collect();
        let admin = discord.add_user("admin");
        discord.add_admin(guild, admin);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("tavola-e2e-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let db = database.map_or_else(|| dir.join("tavola.db"), PathBuf::from);
        let seed = 0x7a40_1a00 + u64::from(n);
        Table {
            discord,
            guild,
            channel,
            players,
            names,
            admin,
            db,
            dir,
            bot: None,
            in_process: None,
            timed: None,
            quiet: None,
            rng: StdRng::seed_from_u64(seed),
            opened: std::sync::Mutex::new(None),
            killed: Vec::new(),
        }
    }

    /// The table's folder (its bot log, its SQLite file).
    pub fn dir(&self) -> &std::path::Path {
        &self.dir
    }

    /// The store the bot writes to, opened for reading once (the harness
    /// asks it every few milliseconds while it waits): a SQLite file again
    /// when another replaced it (a restore may), a PostgreSQL pool once.
    pub fn store(&self) -> Option<Arc<dyn tavola_table::store::Store>> {
        use std::os::unix::fs::MetadataExt;
        let file = || std::fs::metadata(&self.db).ok().map(|m| m.ino());
        let key = if tavola_table::store::is_postgres(&self.db) { Some(0) } else { file() };
        let mut opened = self.opened.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, store)) = opened.as_ref().filter(|(k, _)| Some(*k) == key) {
            return Some(store.clone());
        }
        let store = tavola_table::store::open(&self.db).ok()?;
        // Opening creates a missing file: its inode is known only now.
        if let Some(key) = key.or_else(file) {
            *opened = Some((key, store.clone()));
        }
        Some(store)
    }

    /// Like [`Table::new`], but the bot runs inside the test with its time
    /// read from `clock`, its timers checked every 20 ms, and `timers` as
    /// the server default. Stopped with [`Table::stop_in_process`].
    pub async fn with_clock(people: usize, clock: Arc<ManualClock>, timers: TimerDefaults) -> Table {
        let mut table = Table::new(people).await;
        table.kill_bot().await;
        table.timed = Some((clock, timers));
        table.start_in_process().await;
        table
    }

    /// Starts the in-process bot (see [`Table::with_clock`]).
    pub async fn start_in_process(&mut self) {
        let (clock, timers) = self.timed.clone().expect("a table made by with_clock");
        let identifies = self.discord.gateway_counts().1;
        let config = Config {
            token: "e2e-token".into(),
            database: self.db.clone(),
            data_dir: None,
            api_base: Some(self.discord.api_base()),
            timers,
            tick: Duration::from_millis(20),
            // Every game leaves memory at every tick it is not in use:
            // each test plays through evictions as well.
            idle: Duration::from_secs(
                std::env::var("TAVOLA_E2E_IDLE_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(0),
            ),
            shards: None,
            board_images: true,
            web: None,
            rate_limit: tavola_discord::config::RateLimit::Own { global_per_second: 50 },
        };
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let stop = async move {
                let _ = stopped.await;
            };
            if let Err(e) = tavola_discord::bot::serve(config, clock, stop).await {
                panic!("the in-process bot failed: {e}");
            }
        });
        self.in_process = Some((stop, task));
        self.discord
            .wait_for("the bot to identify", |d| (d.gateway_counts().1 > identifies && d.is_connected()).then_some(()))
            .await
            .expect("the in-process bot connects");
    }

    /// Stops the in-process bot and waits until it has let go of everything.
    pub async fn stop_in_process(&mut self) {
        if let Some((stop, task)) = self.in_process.take() {
            let _ = stop.send(());
            task.await.expect("the bot stops cleanly");
        }
        self.discord.wait_for("the gateway to drop", |d| (!d.is_connected()).then_some(())).await.expect("dropped");
    }

    /// Gives `players[index]` the name they show by: their global name, or
    /// with `nick`, their nickname on this server (their global name then
    /// is `name` with " (global)" after it, which the table never shows).
    pub fn name_player(&mut self, index: usize, name: &str, nick: bool) {
        let user = self.players[index];
        if nick {
            self.discord.set_global_name(user, Some(&format!("{name} (global)")));
            self.discord.set_nick(self.guild, user, Some(name));
        } else {
            self.discord.set_global_name(user, Some(name));
        }
        self.names[index] = name.to_owned();
    }

    /// A new member named `name` (their global name), one of `players`.
    pub fn add_player(&mut self, name: &str) -> UserId {
        let user = self.discord.add_user(&format!("player{}", self.players.len() + 1));
        self.discord.set_global_name(user, Some(name));
        self.discord.add_member(self.guild, user);
        self.players.push(user);
        self.names.push(name.to_owned());
        user
    }

    /// Checks that every name reads as the text its person chose in all
    /// the bot sent: no link, heading, quote, list item, spoiler, emphasis
    /// or mention made of a name's characters, and no name shown escaped
    /// where Discord reads no Markdown ([`Double::markup_from_names`]).
    pub fn assert_names_are_text(&self) {
        let found = self.discord.markup_from_names();
        assert!(found.is_empty(), "names turned into Markdown:\n{}", found.join("\n"));
    }

    /// Checks that every message the bot sent reads as one thing: one
    /// turn number, no empty embed part, labels that are labels, selects
    /// that say what they ask ([`Double::unreadable`]).
    pub fn assert_reads_well(&self) {
        let found = self.discord.unreadable();
        let shown: Vec<&String> = found.iter().take(30).collect();
        assert!(found.is_empty(), "{} messages read badly:\n{shown:#?}", found.len());
    }

    /// Another channel in the same guild.
    pub fn add_channel(&self, name: &str) -> ChannelId {
        self.discord.add_channel(self.guild, name)
    }

    /// What the bot wrote to stderr so far.
    pub fn bot_log(&self) -> String {
        bot_log(&self.dir)
    }

    /// How many ticks the bot's timers have finished: the manual clock's
    /// count in process; for a bot process, its "timers ticked" log lines
    /// since it was started.
    pub fn ticks(&self) -> u64 {
        match &self.timed {
            Some((clock, _)) if self.in_process.is_some() => clock.ticks(),
            _ => self.bot_log().rsplit(STARTED).next().unwrap_or_default().matches(TICKED).count() as u64,
        }
    }

    /// Waits until the bot's timers have finished `n` more ticks, so that
    /// all they owed at the time is announced: a check that nothing more
    /// happens waits on this, never on a fixed sleep.
    pub async fn ticks_pass(&self, n: u64) {
        self.wait_ticks(self.ticks() + n).await;
    }

    /// Waits until the bot started last has finished its first tick; its
    /// restart catch-up comes before it.
    pub async fn ticked_once(&self) {
        self.wait_ticks(1).await;
    }

    async fn wait_ticks(&self, target: u64) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
        while self.ticks() < target {
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot's timers did not reach {target} ticks within 60 s (at {})\nbot log:\n{}",
                self.ticks(),
                self.bot_log()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Runs a slash command and waits for the bot's reply.
    pub async fn slash(&self, user: UserId, command: Slash) -> Message {
        let i = self.discord.slash(user, self.channel, command).expect("the command is registered");
        self.reply(i).await
    }

    /// Clicks a button and waits for the bot's reply.
    pub async fn click(&self, user: UserId, message: MessageId, custom_id: &str) -> Message {
        let i = self.discord.click(user, message, custom_id).unwrap_or_else(|e| panic!("click {custom_id}: {e}"));
        self.reply(i).await
    }

    /// Picks an option of a select menu and waits for the bot's reply.
    pub async fn select(&self, user: UserId, message: MessageId, custom_id: &str, value: &str) -> Message {
        let i = self.discord.select(user, message, custom_id, &[value]).expect("a valid selection");
        self.reply(i).await
    }

    /// Takes one of [`Table::panel_moves`]: its button clicked (no value)
    /// or its option picked; waits for the bot's reply.
    pub async fn take(&self, user: UserId, message: MessageId, custom_id: &str, value: &str) -> Message {
        let i = self.send_take(user, message, custom_id, value).unwrap_or_else(|e| panic!("take {custom_id}: {e}"));
        self.reply(i).await
    }

    /// [`Table::take`] sent without waiting for the reply.
    ///
    /// # Errors
    /// The double refuses the interaction (no such message or component).
    pub fn send_take(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
        value: &str,
    ) -> Result<InteractionId, tavola_double::DoubleError> {
        if value.is_empty() {
            self.discord.click(user, message, custom_id)
        } else {
            self.discord.select(user, message, custom_id, &[value])
        }
    }

    /// Picks several options of a multi-select and waits for the bot's reply.
    pub async fn select_many(&self, user: UserId, message: MessageId, custom_id: &str, values: &[&str]) -> Message {
        let i = self.discord.select(user, message, custom_id, values).expect("a valid selection");
        self.reply(i).await
    }

    /// The reply to an interaction, failing with the bot's log if it never came.
    pub async fn reply(&self, i: InteractionId) -> Message {
        match self.discord.wait_for_reply(i).await {
            Ok(m) => m,
            Err(e) => {
                let requests: Vec<String> = self
                    .discord
                    .requests()
                    .iter()
                    .rev()
                    .take(8)
                    .map(|r| format!("{} {} -> {}", r.method, r.path(), r.status))
                    .collect();
                panic!("no reply to interaction {i}: {e}\nlast requests: {requests:#?}\nbot log:\n{}", self.bot_log())
            }
        }
    }

    /// Opens a lobby: `/game new` by `players[0]`, with the game's
    /// `options` as its parameters; returns the lobby message.
    pub async fn open(&self, game: &str, table: Option<i64>, options: &[(&str, OptionValue)]) -> Message {
        let mut cmd = Slash::new("game").subcommand("new").opt("game", game);
        if let Some(n) = table {
            cmd = cmd.opt("players", n);
        }
        for (name, value) in options {
            cmd = cmd.opt(*name, value.clone());
        }
        let creator = self.players[0];
        let dms = self.discord.dms_of(creator).len();
        let lobby = self.slash(creator, cmd).await;
        assert!(!lobby.ephemeral, "the lobby is public: {}", lobby.text());
        // The bot records its lobby message, then checks the creator's DMs:
        // once that DM is in, the lobby is known (and can be redrawn).
        let welcomed =
            self.discord.wait_for("the creator's welcome DM", |d| (d.dms_of(creator).len() > dms).then_some(()));
        welcomed.await.expect("the creator's DMs are open in these tests");
        assert!(lobby.text().contains("Lobby"), "{}", lobby.text());
        lobby
    }

    /// A lobby button's custom id (`join`, `leave`, `house`, `start`, `cancel`).
    pub fn lobby_button(lobby: &Message, tag: &str) -> String {
        lobby
            .custom_ids()
            .into_iter()
            .find(|id| id.ends_with(&format!(":{tag}")))
            .unwrap_or_else(|| panic!("no {tag} button on {:?}", lobby.custom_ids()))
    }

    /// Opens a lobby with `humans` of the players seated, starts it with
    /// house players filling up to `seats`, and returns the first board.
    pub async fn start_game(
        &self,
        game: &str,
        humans: usize,
        seats: usize,
        options: &[(&str, OptionValue)],
    ) -> Message {
        let lobby = self.open(game, Some(seats as i64), options).await;
        let join = Self::lobby_button(&lobby, "join");
        for &p in &self.players[1..humans] {
            let updated = self.click(p, lobby.id, &join).await;
            assert!(updated.text().contains(&format!("<@{p}>")), "{}", updated.text());
        }
        let start = Self::lobby_button(&lobby, "start");
        let started = self.click(self.players[0], lobby.id, &start).await;
        assert!(started.text().contains("started"), "{}", started.text());
        // The channel may still show an earlier game's final board: this
        // game's comes after its lobby.
        self.wait_board(|b| b.id > lobby.id).await
    }

    /// The newest board message (the one with a `/game rules` footer) that satisfies `pred`.
    pub async fn wait_board(&self, mut pred: impl FnMut(&Message) -> bool) -> Message {
        let channel = self.channel;
        let found = self
            .discord
            .wait_for("a board message", |d| d.last_message_in(channel, |m| version(m).is_some()).filter(|m| pred(m)))
            .await;
        found.unwrap_or_else(|e| panic!("{e}\nbot log:\n{}", self.bot_log()))
    }

    /// The channel's session as stored now (the open one, else the newest).
    pub fn record(&self) -> Option<tavola_table::record::SessionRecord> {
        let store = self.store()?;
        if let Some(open) = store.open_in_channel(self.channel.0).ok()? {
            return Some(open);
        }
        store.list_guild(self.guild.0, 1).ok()?.into_iter().next()
    }

    /// How many decisions `user` made in this channel's game, from the
    /// store's log: each run of consecutive moves of theirs is one (the
    /// steps of one turn are one decision; a move after anyone else's,
    /// a house player's included, is a new one).
    pub fn decisions_of(&self, user: UserId) -> usize {
        let (Some(store), Some(record)) = (self.store(), self.record()) else { return 0 };
        let log = store.log(record.id).unwrap_or_default();
        let mut runs = 0;
        let mut previous = None;
        for entry in &log {
            if entry.by == Some(user.0) && previous != Some(user.0) {
                runs += 1;
            }
            previous = entry.by.or(Some(0));
        }
        runs
    }

    /// The game's state version (how many moves were applied).
    pub fn state_version(&self) -> u64 {
        self.record().map_or(0, |r| r.version)
    }

    /// Waits until the bot has published every committed change (its
    /// board, pings and DMs are out), whether or not the channel shows it,
    /// and no house player still owes a move.
    pub async fn settle(&self) {
        let published = || {
            let store = self.store()?;
            let record = self.record()?;
            let (shown, _) = store.board_state(record.id).ok()?;
            (shown >= record.version && !house_owes(&record)).then_some(())
        };
        for _ in 0..4000 {
            if published().is_some() {
                self.pictures_caught_up().await;
                return;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        panic!("the bot never published its last change\nbot log:\n{}", self.bot_log());
    }

    /// Waits (at most 10 s) for the board to carry its picture: when the
    /// bot's pictures fall behind, a board goes out as text and its
    /// picture follows in an edit of its own, which must not land in the
    /// next step's watch. Boards without pictures (a bot or a server that
    /// turned them off: no board here ever had one) are not waited for.
    async fn pictures_caught_up(&self) {
        let Some(store) = self.store() else { return };
        if store.guild_setting(self.guild.0, "images").ok().flatten().as_deref() == Some("off") {
            return;
        }
        let pictured = |m: &Message| m.attachments.iter().any(|a| a.filename.starts_with("board-"));
        if !self.discord.messages_in(self.channel).iter().any(pictured) {
            return;
        }
        for _ in 0..2000 {
            let Some(board) = self.record().and_then(|r| r.board_message) else { return };
            let Some(message) = self.discord.message(MessageId(board)) else { return };
            if message.attachments.iter().any(|a| a.filename.starts_with("board-")) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Pings and DMs a player received so far: public messages whose
    /// allowed mentions notify them, and messages in their DM channel.
    pub fn notifications(&self, user: UserId) -> (usize, usize) {
        let id = user.0.to_string();
        let route = format!("/channels/{}/messages", self.channel);
        let pings = self
            .discord
            .requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path() == route && r.ok())
            .filter(|r| {
                let users = r.body.as_ref().and_then(|b| b["allowed_mentions"]["users"].as_array().cloned());
                users.unwrap_or_default().iter().any(|u| u.as_str() == Some(id.as_str()))
            })
            .count();
        (pings, self.discord.dms_of(user).len())
    }

    /// The board once it shows a turn after `v`.
    pub async fn board_after(&self, v: u64) -> Message {
        self.wait_board(|m| version(m).is_some_and(|n| n > v)).await
    }

    /// The moves a player's panel offers: (custom_id, value) for a select option,
    /// (custom_id, "") for a button.
    pub fn panel_moves(panel: &Message) -> Vec<(String, String)> {
        let mut moves = Vec::new();
        for c in panel.leaf_components() {
            let id = c["custom_id"].as_str().unwrap_or_default().to_owned();
            if id.contains(":do:") || id.contains(":grp:") {
                moves.push((id, String::new()));
            } else if id.ends_with(":choose") || id.ends_with(":many") {
                for o in c["options"].as_array().into_iter().flatten() {
                    moves.push((id.clone(), o["value"].as_str().unwrap_or_default().to_owned()));
                }
            }
        }
        moves
    }

    /// Makes one random legal move for `user` through `route`, and waits
    /// until the bot has published it. Returns the private reply the mover read.
    pub async fn random_move(&mut self, user: UserId, route: Route) -> Message {
        let board = self.wait_board(|_| true).await;
        let v = self.state_version();
        let face = self.public_face();
        let public_requests = self.channel_requests();
        let reply = match route {
            Route::Typed => {
                let i = self
                    .discord
                    .autocomplete(user, self.channel, Slash::new("play").focus("move", ""))
                    .expect("autocomplete");
                let choices = self.discord.wait_for_response(i).await.expect("choices").choices();
                assert!(!choices.is_empty(), "no legal moves offered to {user} at v{v}");
                let pick = choices.choose(&mut self.rng).expect("a choice")["value"].as_str().unwrap().to_owned();
                self.slash(user, Slash::new("play").opt("move", pick.as_str())).await
            }
            route => {
                let panel = self.panel(user, route, &board).await;
                let moves = Self::panel_moves(&panel);
                assert!(!moves.is_empty(), "{user} was pinged but the panel offers nothing:\n{}", panel.text());
                let mut reply = panel;
                // A two-part choice asks its second part on the next panel.
                for _ in 0..3 {
                    let moves = Self::panel_moves(&reply);
                    let Some((id, value)) = moves.choose(&mut self.rng).cloned() else { break };
                    reply = self.take(user, reply.id, &id, &value).await;
                    if reply.content.starts_with('✅') || reply.custom_ids().iter().any(|id| id.contains(":ok")) {
                        break;
                    }
                }
                self.confirm(user, reply).await
            }
        };
        assert!(reply.content.starts_with('✅'), "the move was refused: {}", reply.content);
        assert!(reply.ephemeral || reply.channel_id == self.discord.dm_channel(user), "a private reply");
        self.settle().await;
        if face.is_some() && self.public_face() == face {
            let sent: Vec<String> = self
                .discord
                .requests_since(public_requests)
                .iter()
                .filter(|r| r.route.starts_with(&format!("/channels/{}/", self.channel)))
                .map(|r| {
                    let content = r.body.as_ref().and_then(|b| b["content"].as_str()).unwrap_or_default();
                    let content: String = content.chars().take(80).collect();
                    format!("{} {} ({} files) {content:?}", r.method, r.route, r.files.len())
                })
                .collect();
            assert!(sent.is_empty(), "a private step touched the channel: {sent:?}");
        }
        reply
    }

    /// What everyone can see of the game now: its public view and who
    /// owes a decision (from the stored state).
    pub fn public_face(&self) -> Option<(serde_json::Value, Vec<u8>)> {
        let game: tavola_engine::AnyGame = serde_json::from_str(self.record()?.snapshot.as_deref()?).ok()?;
        let to_act = game.to_act().seats().iter().map(|s| s.0).collect();
        Some((game.view(tavola_engine::Viewer::Public), to_act))
    }

    /// How many requests the bot has made so far (an index into the double's list).
    pub fn channel_requests(&self) -> usize {
        self.discord.request_count()
    }

    /// Confirms a secret submission when the bot asks to (a panel with a
    /// Confirm button), and returns the final reply.
    pub async fn confirm(&self, user: UserId, reply: Message) -> Message {
        match reply.custom_ids().into_iter().find(|id| id.contains(":ok:") || id.contains(":okm:")) {
            Some(ok) => {
                assert!(reply.content.contains("can't be taken back"), "{}", reply.content);
                assert!(self.discord.messages_in(self.channel).iter().all(|m| !m.content.contains(&reply.content)));
                self.click(user, reply.id, &ok).await
            }
            None => reply,
        }
    }

    /// The player's newest DM panel, if it is for the game as it is now
    /// (`tv:<session>:<version>:...`).
    pub fn fresh_dm_panel(&self, user: UserId) -> Option<Message> {
        let current = self.state_version().to_string();
        let dm = self.discord.dms_of(user).into_iter().rev().find(|m| !Self::panel_moves(m).is_empty());
        dm.filter(|m| m.custom_ids().iter().all(|id| id.split(':').nth(2) == Some(&current)))
    }

    /// A player's move panel through `route` (not `Typed`).
    pub async fn panel(&self, user: UserId, route: Route, board: &Message) -> Message {
        if route == Route::Dm {
            if let Some(dm) = self.fresh_dm_panel(user) {
                return dm;
            }
        }
        let panel = if route == Route::PlayCommand {
            self.slash(user, Slash::new("play")).await
        } else {
            let play = board.custom_ids().into_iter().find(|id| id.ends_with(":play")).expect("a Play button");
            self.click(user, board.id, &play).await
        };
        assert!(panel.ephemeral, "panels are private");
        panel
    }

    /// Plays the game in the channel to its end with random moves, each
    /// mentioned human choosing a random route; returns the final board.
    pub async fn play_to_end(&mut self, max_moves: usize) -> Message {
        match self.play(max_moves).await {
            Some(end) => end,
            None => panic!("the game did not end within {max_moves} moves"),
        }
    }

    /// Makes up to `moves` random moves; the final board if the game ended.
    pub async fn play(&mut self, moves: usize) -> Option<Message> {
        let routes = [Route::BoardButton, Route::Dm, Route::PlayCommand, Route::Typed];
        for _ in 0..moves {
            // House players move after the board that asks them.
            let board = self.wait_board(|b| b.content.starts_with("🏁") || !mentions(&b.content).is_empty()).await;
            if board.content.starts_with("🏁") {
                return Some(board);
            }
            let pinged = mentions(&board.content);
            assert!(!pinged.is_empty(), "the board waits for nobody:\n{}", board.text());
            let user = *pinged.choose(&mut self.rng).expect("someone");
            let route = routes[self.rng.gen_range(0..routes.len())];
            if self.rng.gen_bool(0.1) {
                self.hand(user).await;
            }
            self.random_move(user, route).await;
        }
        let board = self.wait_board(|_| true).await;
        board.content.starts_with("🏁").then_some(board)
    }

    /// A player's private view through the board's My hand button.
    pub async fn hand(&self, user: UserId) -> Message {
        let board = self.wait_board(|_| true).await;
        let id = board.custom_ids().into_iter().find(|id| id.ends_with(":hand")).expect("a My hand button");
        let reply = self.click(user, board.id, &id).await;
        assert!(reply.ephemeral, "a hand is private");
        reply
    }

    /// Checks that nothing private reached the channel: no line of any
    /// panel, hand or DM the bot sent privately appears in anything it sent
    /// to the game channel (every request body, and the messages as they
    /// stand); and that every private view went to its own seat's player.
    pub fn assert_no_leaks(&self) {
        let public = self.public_corpus();
        let (mut checked, mut addressed) = (0, 0);
        // This table's private messages: its channel's ephemeral answers
        // and its people's DMs (other tables may share the double).
        let dms: Vec<ChannelId> =
            self.players.iter().chain([&self.admin]).map(|&p| self.discord.dm_channel(p)).collect();
        for m in self.discord.all_messages() {
            let ours = if m.channel_id == self.channel { m.ephemeral } else { dms.contains(&m.channel_id) };
            if !ours {
                continue;
            }
            addressed += usize::from(self.assert_addressed_to_its_reader(&m));
            for line in private_lines(&m.content) {
                checked += 1;
                assert!(!public.contains(line), "a private line reached the channel: {line:?}");
            }
        }
        assert!(checked > 0 && addressed > 0, "no private views were seen, so nothing was checked");
    }

    /// A private message that names a seat (`you are 🔴 player2`, or in
    /// Italian `sei 🔴 player2`; the name as Discord shows it) reaches
    /// only that seat's player: a DM in their DM channel, an ephemeral
    /// answer to their own interaction.
    fn assert_addressed_to_its_reader(&self, m: &Message) -> bool {
        let marker = [" · you are ", " · sei "].into_iter().find(|k| m.content.contains(k));
        let Some(marker) = marker else { return false };
        let Some(header) = m.content.lines().find(|l| l.contains(marker)) else { return false };
        let reader = match m.interaction {
            Some(i) => {
                let payload = self.discord.interaction_payload(i).expect("a known interaction");
                let id = payload["member"]["user"]["id"].as_str().or(payload["user"]["id"].as_str());
                UserId(id.and_then(|id| id.parse().ok()).expect("an interaction has a user"))
            }
            None => *self
                .players
                .iter()
                .find(|&&p| self.discord.dm_channel(p) == m.channel_id)
                .expect("a private message outside interactions is a DM to a player"),
        };
        let index = self.players.iter().position(|&p| p == reader).expect("a player");
        let seat = tavola_double::markdown::shown(header.rsplit(marker).next().unwrap_or_default());
        let name = &self.names[index];
        assert!(seat.ends_with(&format!(" {name}")), "{name} received the private view of {seat:?}: {header}");
        true
    }

    /// All text the bot sent to the game channel, in requests and messages.
    fn public_corpus(&self) -> String {
        let mut out = String::new();
        let route = format!("/channels/{}/", self.channel);
        for r in self.discord.requests() {
            if r.route.starts_with(&route) {
                if let Some(body) = &r.body {
                    strings(body, &mut out);
                }
            }
        }
        for m in self.discord.messages_in(self.channel) {
            out.push_str(&m.text());
            out.push('\n');
        }
        out
    }

    /// Every public message in the channel, as text.
    pub fn public_text(&self) -> Vec<String> {
        self.discord.messages_in(self.channel).iter().map(Message::text).collect()
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        if let Some(bot) = self.bot.as_mut() {
            let _ = bot.child.start_kill();
        }
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// `TAVOLA_E2E_QUIET`: the bot's quiet window for tables made by
/// [`Table::new`] (`0`: every player away, as in a game played over days).
pub fn quiet_from_env() -> Option<u64> {
    std::env::var("TAVOLA_E2E_QUIET").ok().and_then(|v| v.parse().ok())
}

/// A board of the channel, by its footer (`/game rules · /game log`,
/// `/partita regole · …`): its message id, which orders boards as they
/// were posted (a board carries no number of its own: the only turn a
/// player reads is the game's, in its title).
pub fn version(m: &Message) -> Option<u64> {
    let footer = m.embeds.first()?["footer"]["text"].as_str()?;
    (footer.starts_with("/game rules") || footer.starts_with("/partita regole")).then_some(m.id.0)
}

/// The users a message mentions (`<@id>`), in order, without repeats.
pub fn mentions(text: &str) -> Vec<UserId> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(pos) = rest.find("<@") {
        rest = &rest[pos + 2..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(id) = digits.parse::<u64>() {
            if seen.insert(id) {
                out.push(UserId(id));
            }
        }
    }
    out
}

/// The lines of a private message that carry private content: not the
/// header, the prompt, the acknowledgement, or the public events quoted
/// under "Since your last move:".
pub fn private_lines(content: &str) -> impl Iterator<Item = &str> {
    content.lines().map(str::trim).filter(|l| {
        l.chars().count() >= 8
            && !l.contains(" · <#")
            && ![
                "✅",
                "👉",
                "⏳",
                "🏁",
                "You joined",
                "Partecipi a",
                "It's ",
                "Since your last move:",
                "Dalla tua ultima mossa:",
                ">",
            ]
            .iter()
            .any(|p| l.starts_with(p))
    })
}

/// Appends every string inside a JSON value, one per line.
fn strings(value: &serde_json::Value, out: &mut String) {
    match value {
        serde_json::Value::String(s) => {
            out.push_str(s);
            out.push('\n');
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// Whether a house seat owes a decision in a running game: the house moves
/// after the change that asked it, in a task of its own.
pub fn house_owes(record: &tavola_table::record::SessionRecord) -> bool {
    let game = record.snapshot.as_deref().and_then(|s| serde_json::from_str::<tavola_engine::AnyGame>(s).ok());
    record.status == tavola_table::record::Status::Active
        && game.is_some_and(|g| g.to_act().seats().iter().any(|s| record.seats[s.index()].is_house()))
}
