//! The `tavola` binary as a process beside the test: started against the
//! double with the harness's settings, stopped by SIGTERM or SIGKILL, its
//! stderr kept in the table's folder, and never outliving the test.

use std::io::Write as _;
use std::process::Stdio;
use std::time::Duration;

use tavola_double::Double;
use tokio::process::{Child, Command};

/// The `tavola` binary running against a double.
pub struct BotProcess {
    pub(super) child: Child,
    /// The one gateway shard it runs, of how many (`None`: all of them).
    shard: Option<(u32, u32)>,
}

impl BotProcess {
    /// Starts `tavola run` with its database at `db` and its log in `dir`,
    /// and waits until it is connected with its commands registered.
    pub async fn start(
        discord: &Double,
        dir: &std::path::Path,
        db: &std::path::Path,
        quiet: Option<u64>,
    ) -> BotProcess {
        BotProcess::spawn(discord, dir, db, quiet, None, &[]).await
    }

    /// Starts `tavola run` on gateway shard `shard` of `count`
    /// (`TAVOLA_SHARDS`, `TAVOLA_SHARD_COUNT`) with `env` set besides, and
    /// waits until that shard is connected.
    pub async fn start_on_shard(
        discord: &Double,
        dir: &std::path::Path,
        db: &std::path::Path,
        (shard, count): (u32, u32),
        env: &[(&str, &str)],
    ) -> BotProcess {
        BotProcess::spawn(discord, dir, db, None, Some((shard, count)), env).await
    }

    pub(super) async fn spawn(
        discord: &Double,
        dir: &std::path::Path,
        db: &std::path::Path,
        quiet: Option<u64>,
        shard: Option<(u32, u32)>,
        env: &[(&str, &str)],
    ) -> BotProcess {
        let identifies = discord.gateway_counts().1;
        let mut stderr =
            std::fs::OpenOptions::new().create(true).append(true).open(dir.join("bot.log")).expect("bot log file");
        writeln!(stderr, "{STARTED}").expect("bot log file");
        let mut command = Command::new(env!("CARGO_BIN_EXE_tavola"));
        if let Some(secs) = quiet {
            command.env("TAVOLA_QUIET_SECS", secs.to_string());
        }
        // House players think a few iterations, so that games with several
        // of them stay quick in a debug build; `off`: at their level's own.
        match std::env::var("TAVOLA_E2E_HOUSE_BUDGET").as_deref() {
            Ok("off") => {}
            Ok(budget) => drop(command.env("TAVOLA_HOUSE_BUDGET", budget)),
            Err(_) => drop(command.env("TAVOLA_HOUSE_BUDGET", "30")),
        }
        // A finished game's analysis searches a few iterations a decision,
        // so that every game's end stays quick in a debug build.
        command
            .env("TAVOLA_ANALYSIS_BUDGET", std::env::var("TAVOLA_E2E_ANALYSIS_BUDGET").unwrap_or_else(|_| "10".into()));
        if let Some((shard, count)) = shard {
            command.env("TAVOLA_SHARDS", shard.to_string()).env("TAVOLA_SHARD_COUNT", count.to_string());
        }
        // Each tick of the timers is logged, for `Table::ticks_pass`.
        let log = std::env::var("TAVOLA_E2E_LOG").unwrap_or_else(|_| "warn".into());
        command.env("RUST_LOG", format!("{log},tavola_discord::timer=trace"));
        // The test's own settings come last; an empty value unsets one.
        for &(key, value) in env {
            if value.is_empty() {
                command.env_remove(key);
            } else {
                command.env(key, value);
            }
        }
        die_with_the_test(&mut command);
        let child = command
            .arg("run")
            .current_dir(dir)
            .env("DISCORD_TOKEN", "e2e-token")
            .env("DISCORD_API_BASE", discord.api_base())
            .env("TAVOLA_DATABASE", db)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .kill_on_drop(true)
            .spawn()
            .expect("the tavola binary starts");
        discord
            .wait_for("the bot to identify", |d| {
                let up = shard.map_or_else(|| d.is_connected(), |(s, _)| d.connected_shards().contains(&s));
                (d.gateway_counts().1 > identifies && up).then_some(())
            })
            .await
            .unwrap_or_else(|e| panic!("{e}\nbot log:\n{}", bot_log(dir)));
        discord.wait_for_commands().await.expect("commands registered");
        BotProcess { child, shard }
    }

    /// The process id, while it runs (benchmarks read its memory).
    pub fn pid(&self) -> Option<u32> {
        self.child.id()
    }

    /// SIGKILL, then wait until the double sees the gateway drop.
    /// A bot process the test started itself.
    pub fn from_child(child: Child) -> BotProcess {
        BotProcess { child, shard: None }
    }

    /// Sends SIGTERM and waits for the process to end: how long it took.
    /// Panics if it is still running 10 s later.
    pub async fn terminate(mut self) -> Duration {
        let pid = self.child.id().expect("the bot is running");
        let asked = std::time::Instant::now();
        let sent = std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -TERM {pid}");
        match tokio::time::timeout(Duration::from_secs(10), self.child.wait()).await {
            Ok(status) => {
                status.expect("the bot exits");
                asked.elapsed()
            }
            Err(_) => panic!("the bot was still running 10 s after SIGTERM"),
        }
    }

    pub async fn kill(mut self, discord: &Double) {
        self.child.start_kill().expect("kill -9");
        self.child.wait().await.expect("the bot exits");
        let shard = self.shard.map(|(s, _)| s);
        let dropped = |d: &Double| shard.map_or_else(|| !d.is_connected(), |s| !d.connected_shards().contains(&s));
        discord.wait_for("the gateway to drop", |d| dropped(d).then_some(())).await.expect("dropped");
    }
}

/// The bot's log line for a finished tick of its timers.
pub(super) const TICKED: &str = "timers ticked";

/// The line the harness writes to a bot log before it starts a bot.
pub(super) const STARTED: &str = "(the test starts a bot)";

/// What the bot wrote to stderr in `dir`.
pub fn bot_log(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("bot.log")).unwrap_or_default()
}

/// A test run killed by a signal runs no destructor, so `kill_on_drop`
/// cannot end its bots: the kernel does (`PR_SET_PDEATHSIG` fires when the
/// thread that started the bot ends, and a test's runtime threads live as
/// long as the test).
pub fn die_with_the_test(command: &mut Command) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: between fork and exec the closure only makes two
    // async-signal-safe system calls.
    unsafe {
        command.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            // The test may have died before the call: then nobody would
            // send the signal.
            if libc::getppid() == 1 {
                libc::_exit(1);
            }
            Ok(())
        });
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = command;
}

/// The table's bot process: started, killed, stopped.
impl super::Table {
    /// Starts `tavola run` and waits until it is connected with its commands registered.
    pub async fn start_bot(&mut self) {
        self.start_bot_with(&[]).await;
    }

    /// As [`Table::start_bot`], with `env` set for the bot process (over
    /// the harness's own settings): a test changes its bot, never the
    /// environment of the tests running beside it.
    pub async fn start_bot_with(&mut self, env: &[(&str, &str)]) {
        let bot = BotProcess::spawn(&self.discord, &self.dir, &self.db, self.quiet, None, env).await;
        self.bot = Some(bot);
    }

    /// Kills the bot with SIGKILL: no shutdown, no flush.
    pub async fn kill_bot(&mut self) {
        if let Some(bot) = self.bot.take() {
            bot.kill(&self.discord).await;
            self.killed.push(self.discord.clock());
        }
    }

    /// Stops the bot with SIGTERM, as `docker stop` or systemd would, and
    /// returns how long it took to exit; fails the test after 10 s.
    pub async fn terminate_bot(&mut self) -> Duration {
        let bot = self.bot.take().expect("a running bot");
        let took = bot.terminate().await;
        self.discord.wait_for("the gateway to drop", |d| (!d.is_connected()).then_some(())).await.expect("dropped");
        took
    }
}
