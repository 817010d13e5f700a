//! A throwaway PostgreSQL server on this machine, for the store's tests and
//! benchmarks: `initdb` into a temporary folder, `postgres` on a free port of
//! 127.0.0.1, stopped and its folder removed when the process that started
//! it ends (even by a panic or a kill -9: the server is told by the kernel's
//! parent-death signal, not by a destructor).
//!
//! PostgreSQL refuses to run as root: as root, the server runs as the
//! `postgres` user that Debian's package creates. The binaries are found in
//! `TAVOLA_PG_BIN`, else in the newest `/usr/lib/postgresql/*/bin`, else on
//! the `PATH`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// How much the server may trade durability for speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// `fsync` on, as in production: for benchmarks.
    Full,
    /// `fsync` off: for tests, where a power cut loses nothing of value.
    Scratch,
}

/// A running server, and the databases made on it so far.
#[derive(Debug)]
pub struct LocalServer {
    pub port: u16,
    bin: PathBuf,
    dir: PathBuf,
    databases: AtomicU32,
}

impl LocalServer {
    /// This process's scratch server, started on first use.
    ///
    /// # Errors
    /// PostgreSQL is not installed or does not start: the message says why.
    pub fn shared() -> Result<&'static LocalServer, String> {
        static SERVER: OnceLock<Result<LocalServer, String>> = OnceLock::new();
        SERVER.get_or_init(|| LocalServer::start(Durability::Scratch, "shared")).as_ref().map_err(Clone::clone)
    }

    /// Starts a server of its own (`name` tells its folder apart).
    ///
    /// # Errors
    /// PostgreSQL is not installed or does not start.
    pub fn start(durability: Durability, name: &str) -> Result<LocalServer, String> {
        LocalServer::start_with(durability, name, &[])
    }

    /// Starts a server of its own with these settings (`name=value`, as
    /// in `postgresql.conf`), as a host would set them for its load.
    ///
    /// # Errors
    /// PostgreSQL is not installed or does not start.
    pub fn start_with(durability: Durability, name: &str, settings: &[String]) -> Result<LocalServer, String> {
        let bin = binaries().ok_or("no PostgreSQL binaries (initdb) found: install the `postgresql` package")?;
        let dir = std::env::temp_dir().join(format!("tavola-pg-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
        let user = server_user()?;
        if let Some(user) = &user {
            run(Command::new("chown").arg(format!("{user}:")).arg(&dir))?;
        }
        let data = dir.join("data");
        let mut initdb = as_user(user.as_deref(), &bin.join("initdb"));
        initdb.args(["-A", "trust", "-U", "tavola", "-E", "UTF8", "--no-locale", "--no-sync", "-D"]).arg(&data);
        run(&mut initdb)?;
        let port = free_port()?;
        spawn_server(user.as_deref(), &bin, &dir, port, durability, settings)?;
        let server = LocalServer { port, bin, dir, databases: AtomicU32::new(0) };
        server.wait_ready()?;
        Ok(server)
    }

    /// A new, empty database on this server, as a connection URL.
    ///
    /// # Errors
    /// The server refuses.
    pub fn database(&self) -> Result<String, String> {
        let name = format!("tavola_{}", self.databases.fetch_add(1, Ordering::Relaxed));
        self.psql(&format!("CREATE DATABASE {name}"))?;
        Ok(self.url(&name))
    }

    /// The URL of a database on this server.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://tavola@127.0.0.1:{}/{database}?sslmode=disable", self.port)
    }

    /// Runs one SQL command on the `postgres` database.
    ///
    /// # Errors
    /// The command fails.
    pub fn psql(&self, sql: &str) -> Result<(), String> {
        self.psql_on("postgres", sql)
    }

    /// Runs one SQL command on `database` (as named in its URL's path).
    ///
    /// # Errors
    /// The command fails.
    pub fn psql_on(&self, database: &str, sql: &str) -> Result<(), String> {
        self.rows_on(database, sql).map(drop)
    }

    /// The rows of one query on `database`, each its columns joined by `|`.
    ///
    /// # Errors
    /// The query fails.
    pub fn rows_on(&self, database: &str, sql: &str) -> Result<Vec<String>, String> {
        let mut psql = Command::new(self.bin.join("psql"));
        psql.args(["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-U", "tavola", "-d", database])
            .args(["-c", sql, "-p", &self.port.to_string()]);
        let out = psql.output().map_err(|e| format!("{psql:?}: {e}"))?;
        if !out.status.success() {
            return Err(format!("{psql:?} failed: {}", String::from_utf8_lossy(&out.stderr)));
        }
        Ok(String::from_utf8_lossy(&out.stdout).lines().map(str::to_owned).collect())
    }

    /// Waits (at most half a minute) until the server accepts connections.
    fn wait_ready(&self) -> Result<(), String> {
        for _ in 0..300 {
            let ready = Command::new(self.bin.join("pg_isready"))
                .args(["-q", "-h", "127.0.0.1", "-p", &self.port.to_string()])
                .status()
                .map_err(|e| format!("pg_isready: {e}"))?;
            if ready.success() {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let log = std::fs::read_to_string(self.dir.join("server.log")).unwrap_or_default();
        Err(format!("the PostgreSQL server did not start on port {}:\n{log}", self.port))
    }
}

/// The folder holding `initdb`, `postgres`, `psql` and `pg_isready`.
fn binaries() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("TAVOLA_PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut installed: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| bin.join("initdb").exists())
        .collect();
    installed.sort();
    if let Some((_, bin)) = installed.pop() {
        return Some(bin);
    }
    let out = Command::new("pg_config").arg("--bindir").output().ok()?;
    let bin = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    bin.join("initdb").exists().then_some(bin)
}

/// The user the server runs as: `None` for the current one, `postgres`
/// when that is root.
fn server_user() -> Result<Option<String>, String> {
    let out = Command::new("id").arg("-u").output().map_err(|e| format!("id -u: {e}"))?;
    if String::from_utf8_lossy(&out.stdout).trim() != "0" {
        return Ok(None);
    }
    let exists = Command::new("id").arg("postgres").stdout(Stdio::null()).stderr(Stdio::null()).status();
    match exists {
        Ok(s) if s.success() => Ok(Some("postgres".into())),
        _ => Err("running as root, and there is no `postgres` user to run the server as".into()),
    }
}

/// `program`, run as `user` when given (through `setpriv`).
fn as_user(user: Option<&str>, program: &Path) -> Command {
    match user {
        None => Command::new(program),
        Some(user) => {
            let mut c = Command::new("setpriv");
            c.args([&format!("--reuid={user}"), &format!("--regid={user}"), "--init-groups", "--"]).arg(program);
            c
        }
    }
}

fn run(command: &mut Command) -> Result<(), String> {
    let out = command.output().map_err(|e| format!("{command:?}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{command:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    listener.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

/// The server's `-c` arguments: the durability's and `settings`, each a
/// word of its own in the shell's command line, or refused.
fn setting_args(durability: Durability, settings: &[String]) -> Result<String, String> {
    let mut set: Vec<&str> = match durability {
        Durability::Scratch => vec!["fsync=off", "synchronous_commit=off"],
        Durability::Full => Vec::new(),
    };
    set.extend(settings.iter().map(String::as_str));
    let word = |s: &&str| s.contains('=') && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"_=.".contains(&b));
    if let Some(bad) = set.iter().find(|s| !word(s)) {
        return Err(format!("not a setting PostgreSQL is started with here: {bad:?}"));
    }
    Ok(set.iter().map(|s| format!("-c {s} ")).collect())
}

/// Starts `postgres` under a small shell that stops it and removes its
/// folder when this process ends. The shell gets the parent-death signal,
/// which the kernel sends when the thread that forked it ends: so it is
/// forked from a thread that lives as long as the process.
fn spawn_server(
    user: Option<&str>,
    bin: &Path,
    dir: &Path,
    port: u16,
    durability: Durability,
    settings: &[String],
) -> Result<(), String> {
    let mut command = match user {
        None => Command::new("setpriv"),
        Some(user) => {
            let mut c = Command::new("setpriv");
            c.args([&format!("--reuid={user}"), &format!("--regid={user}"), "--init-groups"]);
            c
        }
    };
    let set = setting_args(durability, settings)?;
    let script = format!(
        r#"trap 'kill -INT $pid' INT TERM HUP
"$0" -D "$1/data" -p {port} -k "$1" -c listen_addresses=127.0.0.1 -c max_connections=300 {set}>"$1/server.log" 2>&1 &
pid=$!
wait $pid; wait $pid
rm -rf "$1""#
    );
    command.args(["--pdeathsig", "TERM", "--", "sh", "-c", &script]).arg(bin.join("postgres")).arg(dir);
    command.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
    let (sent, started) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("tavola-pg-server".into())
        .spawn(move || {
            let child = command.spawn().map_err(|e| format!("starting postgres: {e}"));
            let started = child.is_ok();
            let _ = sent.send(child.map(drop));
            // The server lives as long as this thread: until the process ends.
            if started {
                loop {
                    std::thread::park();
                }
            }
        })
        .map_err(|e| e.to_string())?;
    started.recv().map_err(|e| e.to_string())?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_passed_as_words_and_anything_else_is_refused() {
        let sized = ["shared_buffers=1000MB".to_owned()];
        assert_eq!(setting_args(Durability::Full, &sized).unwrap(), "-c shared_buffers=1000MB ");
        assert_eq!(setting_args(Durability::Scratch, &[]).unwrap(), "-c fsync=off -c synchronous_commit=off ");
        for bad in ["shared_buffers=1GB; rm -rf /", "work_mem = 4MB", "fsync", "a=$(id)"] {
            assert!(setting_args(Durability::Full, &[bad.to_owned()]).is_err(), "{bad}");
        }
    }
}
