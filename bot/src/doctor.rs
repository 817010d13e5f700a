//! `tavola doctor`: checks a set-up and prints one line per check, `ok`,
//! `warn` or `FAIL`, with a fix where one is needed. It reads the settings
//! `tavola run` reads, asks Discord's REST API (never the gateway) and
//! reads the store read-only (a SQLite file, or a PostgreSQL database over
//! one connection): it changes nothing, migrates nothing.
//!
//! Checks: the settings; the token (valid, which application); Discord
//! reachable; the slash commands registered and matching this version;
//! the servers the bot is in and, for each running game, whether the bot
//! may view, write, embed and attach in its channel; the database (schema
//! current, size, sessions); the backup folder; the clock against
//! Discord's `Date` header. A `FAIL` is something that blocks play: then
//! [`run`] says so and `tavola` exits non-zero.

use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serenity::all as dc;
use serenity::all::{GuildId, Permissions, UserId};
use tavola_discord::config;
use tavola_table::store::inspect::Inspection;

/// How a check came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Level {
    Ok,
    Warn,
    Fail,
}

/// The lines printed so far, and whether one failed.
struct Report<'a> {
    out: &'a mut dyn Write,
    failed: bool,
}

impl Report<'_> {
    fn line(&mut self, level: Level, text: &str) -> std::io::Result<()> {
        self.failed |= level == Level::Fail;
        let tag = match level {
            Level::Ok => "ok  ",
            Level::Warn => "warn",
            Level::Fail => "FAIL",
        };
        writeln!(self.out, "{tag} {text}")
    }
}

/// The permissions a game's channel needs, with the names Discord's
/// settings show.
const NEEDED: [(Permissions, &str); 4] = [
    (Permissions::VIEW_CHANNEL, "View Channel"),
    (Permissions::SEND_MESSAGES, "Send Messages"),
    (Permissions::EMBED_LINKS, "Embed Links"),
    (Permissions::ATTACH_FILES, "Attach Files"),
];

/// A backup older than this is worth a warning.
const BACKUP_AGE: Duration = Duration::from_secs(2 * 24 * 3600);

/// Runs every check (`quick`: only those that need no network), printing
/// to `out`; `Ok(false)` when one failed.
///
/// # Errors
/// `out` cannot be written.
pub fn run(env: &config::Env, quick: bool, out: &mut dyn Write) -> anyhow::Result<bool> {
    let mut report = Report { out, failed: false };
    let database = config::database(env);
    let read = config::Config::read(env);
    let service = config::Service::read(env);
    let logs = config::log_filter(env).and_then(|_| config::log_format(env));
    match (&read, &service, &logs) {
        (Err(e), _, _) if e.to_string() == config::NO_TOKEN_HELP => {
            report.line(Level::Fail, &e.to_string().replace('\n', "\n     "))?;
        }
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
            report.line(Level::Fail, &format!("settings: {e:#}: correct it in .env or the environment"))?;
        }
        (Ok(c), Ok(s), Ok(_)) => {
            let timer = c.timers.clock.as_ref().map_or("off".to_owned(), |t| format!("{} h", t.timer / 3_600_000));
            let backups = s.backups.as_ref().map_or("none".to_owned(), |b| b.dir.display().to_string());
            report.line(
                Level::Ok,
                &format!(
                    "settings: read; database {}, turn timer {timer}, backups {backups}, board pictures {}",
                    tavola_table::store::redacted(&database),
                    if c.board_images { "on" } else { "off" },
                ),
            )?;
        }
    }
    let inspection = stored(&database);
    if quick {
        report.line(Level::Ok, "Discord: not asked (--quick)")?;
    } else if let Ok(c) = &read {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        // Empty unless the schema is current (the inspection reads no rows then).
        let running = inspection.as_ref().and_then(|i| i.as_ref().ok()).map_or(&[][..], |i| &i.running[..]);
        runtime.block_on(discord(&mut report, c, running))?;
    } else {
        report.line(Level::Warn, "Discord: not checked until the settings above are fixed")?;
    }
    store(&mut report, &database, inspection)?;
    if let Ok(s) = &service {
        backups(&mut report, s.backups.as_ref().map(|b| b.dir.as_path()))?;
    }
    Ok(!report.failed)
}

/// The store, read once for every check that needs it; `None` when a
/// SQLite file is not there yet.
fn stored(database: &Path) -> Option<Result<Inspection, tavola_table::store::StoreError>> {
    let there = tavola_table::store::is_postgres(database) || database.exists();
    there.then(|| tavola_table::store::inspect::inspect(database))
}

/// The checks that ask Discord.
async fn discord(report: &mut Report<'_>, c: &config::Config, running: &[(i64, u64, u64)]) -> anyhow::Result<()> {
    let base = c.api_base.clone().unwrap_or_else(|| "https://discord.com".into());
    let mut http = dc::HttpBuilder::new(&c.token);
    if let Some(base) = &c.api_base {
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let http = http.build();
    let me = match http.get_current_user().await {
        Ok(me) => me,
        Err(e) if status(&e) == Some(401) => {
            report.line(
                Level::Fail,
                "DISCORD_TOKEN is not valid: reset it in the developer portal \
                 (https://discord.com/developers/applications, your application, Bot, Reset Token) \
                 and put the new one in .env",
            )?;
            return Ok(());
        }
        Err(e) if status(&e).is_none() => {
            report.line(
                Level::Fail,
                &format!(
                    "Discord cannot be reached at {base} ({e}): check the network and the firewall \
                     (outbound HTTPS to discord.com and gateway.discord.gg), and DISCORD_API_BASE if set"
                ),
            )?;
            return Ok(());
        }
        Err(e) => {
            report.line(Level::Fail, &format!("Discord refused GET /users/@me: {e}"))?;
            return Ok(());
        }
    };
    report.line(Level::Ok, &format!("token: valid, the bot is {} ({})", me.name, me.id))?;
    match http.get_current_application_info().await {
        Ok(app) => {
            http.set_application_id(app.id);
            report.line(Level::Ok, &format!("application: {} ({})", app.name, app.id))?;
        }
        Err(e) => report.line(Level::Warn, &format!("application: not read ({e})"))?,
    }
    match http.get_bot_gateway().await {
        Ok(g) => report.line(
            Level::Ok,
            &format!(
                "Discord reachable at {base}: {} shard(s) recommended, {} gateway sessions left today",
                g.shards, g.session_start_limit.remaining
            ),
        )?,
        Err(e) => report.line(
            Level::Fail,
            &format!("the gateway cannot be reached ({e}): check the firewall lets the bot out to gateway.discord.gg"),
        )?,
    }
    if http.application_id().is_some() {
        commands(report, &http).await?;
    }
    channels(report, &http, me.id, running).await?;
    clock(report, &http).await
}

/// The HTTP status of a refusal; `None` when no answer came.
fn status(e: &dc::Error) -> Option<u16> {
    match e {
        dc::Error::Http(h) => h.status_code().map(|s| s.as_u16()),
        _ => None,
    }
}

/// The global slash commands against this version's.
async fn commands(report: &mut Report<'_>, http: &dc::Http) -> anyhow::Result<()> {
    let registered: BTreeSet<String> = match http.get_global_commands().await {
        Ok(list) => list.into_iter().map(|c| c.name).collect(),
        Err(e) => return Ok(report.line(Level::Warn, &format!("commands: not read ({e})"))?),
    };
    let ours: BTreeSet<String> = tavola_discord::commands::all().into_iter().map(|c| c.name.to_string()).collect();
    let missing: Vec<&String> = ours.difference(&registered).collect();
    let extra: Vec<&String> = registered.difference(&ours).collect();
    if missing.is_empty() && extra.is_empty() {
        report
            .line(Level::Ok, &format!("commands: the {} slash commands of this version are registered", ours.len()))?;
    } else {
        report.line(
            Level::Warn,
            &format!(
                "commands: missing {missing:?}, extra {extra:?}: they are registered at the next start \
                 (Discord clients may take a minute to show them)"
            ),
        )?;
    }
    Ok(())
}

/// Commands registered in one server only. This version registers its
/// commands globally; a server's own (left by an older version or a test
/// set-up) show in its menu beside the global ones, twice where the names
/// match, and answer as whatever they were.
async fn server_commands(report: &mut Report<'_>, http: &dc::Http, guilds: &[dc::GuildInfo]) -> anyhow::Result<()> {
    let Some(app) = http.application_id() else { return Ok(()) };
    let mut stale = Vec::new();
    for guild in guilds {
        match http.get_guild_commands(guild.id).await {
            Ok(commands) if commands.is_empty() => {}
            Ok(commands) => {
                let names: Vec<String> = commands.iter().map(|c| format!("/{}", c.name)).collect();
                stale.push((guild, names));
            }
            Err(e) => {
                return Ok(report.line(Level::Warn, &format!("commands: a server's own not read ({e})"))?);
            }
        }
    }
    if stale.is_empty() {
        return Ok(report.line(Level::Ok, "commands: no server has commands of its own beside the global ones")?);
    }
    for (guild, names) in stale {
        report.line(
            Level::Warn,
            &format!(
                "commands: server {} ({}) has commands of its own ({}), shown beside the global ones: \
                 remove them with curl -X PUT -H \"Authorization: Bot $DISCORD_TOKEN\" \
                 -H 'Content-Type: application/json' -d '[]' \
                 https://discord.com/api/v10/applications/{app}/guilds/{}/commands",
                guild.name,
                guild.id,
                names.join(" "),
                guild.id
            ),
        )?;
    }
    Ok(())
}

/// The bot's servers, and for each running game whether the bot may use
/// its channel.
async fn channels(
    report: &mut Report<'_>,
    http: &dc::Http,
    bot: UserId,
    running: &[(i64, u64, u64)],
) -> anyhow::Result<()> {
    let guilds = match http.get_guilds(None, Some(200)).await {
        Ok(g) => g,
        Err(e) => return Ok(report.line(Level::Warn, &format!("servers: not read ({e})"))?),
    };
    let names: Vec<String> = guilds.iter().map(|g| g.name.clone()).collect();
    let level = if guilds.is_empty() { Level::Warn } else { Level::Ok };
    let fix = if guilds.is_empty() { ": invite it (docs/hosting.md, The Discord application)" } else { "" };
    report.line(level, &format!("servers: the bot is in {} ({}){fix}", guilds.len(), names.join(", ")))?;
    server_commands(report, http, &guilds).await?;
    let mut bases: HashMap<u64, Option<(Vec<dc::Role>, dc::Member)>> = HashMap::new();
    let mut fine = 0;
    for &(session, guild, channel) in running {
        let place = format!("game {session} in channel {channel}");
        if !guilds.iter().any(|g| g.id.get() == guild) {
            report
                .line(Level::Fail, &format!("{place}: the bot is no longer in its server {guild}: invite it again"))?;
            continue;
        }
        if let std::collections::hash_map::Entry::Vacant(slot) = bases.entry(guild) {
            let g = GuildId::new(guild);
            let base = match (http.get_guild_roles(g).await, http.get_member(g, bot).await) {
                (Ok(roles), Ok(member)) => Some((roles, member)),
                _ => None,
            };
            slot.insert(base);
        }
        let Some((roles, member)) = &bases[&guild] else {
            report.line(Level::Warn, &format!("{place}: the bot's roles could not be read"))?;
            continue;
        };
        let gc = match http.get_channel(channel.into()).await {
            Ok(dc::Channel::Guild(gc)) => gc,
            Ok(_) | Err(_) => {
                report.line(
                    Level::Fail,
                    &format!("{place}: the bot cannot see the channel: allow it View Channel there (channel settings, Permissions)"),
                )?;
                continue;
            }
        };
        let allowed = permissions(guild, roles, member, &gc.permission_overwrites);
        let lacking: Vec<&str> = NEEDED.iter().filter(|(p, _)| !allowed.contains(*p)).map(|(_, n)| *n).collect();
        if lacking.is_empty() {
            fine += 1;
        } else {
            report.line(
                Level::Fail,
                &format!(
                    "{place} (#{}): the bot may not {}: in the channel's settings, Permissions, allow them \
                     to the bot or its role",
                    gc.name,
                    lacking.join(", ")
                ),
            )?;
        }
    }
    if fine > 0 || running.is_empty() {
        report.line(
            Level::Ok,
            &format!("channels: {fine} of {} running games' channels allow all the bot needs", running.len()),
        )?;
    }
    Ok(())
}

/// The bot's permissions in a channel, as Discord computes them: the
/// roles' (administrator is all), then the `@everyone`, role and member
/// overwrites in that order, each denying then allowing.
fn permissions(
    guild: u64,
    roles: &[dc::Role],
    member: &dc::Member,
    overwrites: &[dc::PermissionOverwrite],
) -> Permissions {
    let has = |id: dc::RoleId| id.get() == guild || member.roles.contains(&id);
    let base = roles.iter().filter(|r| has(r.id)).fold(Permissions::empty(), |a, r| a | r.permissions);
    if base.administrator() {
        return Permissions::all();
    }
    let mut allowed = base;
    let everyone =
        overwrites.iter().filter(|o| matches!(o.kind, dc::PermissionOverwriteType::Role(r) if r.get() == guild));
    let by_role = overwrites.iter().filter(
        |o| matches!(o.kind, dc::PermissionOverwriteType::Role(r) if r.get() != guild && member.roles.contains(&r)),
    );
    let by_member =
        overwrites.iter().filter(|o| matches!(o.kind, dc::PermissionOverwriteType::Member(u) if u == member.user.id));
    for group in [everyone.collect::<Vec<_>>(), by_role.collect(), by_member.collect()] {
        let deny = group.iter().fold(Permissions::empty(), |a, o| a | o.deny);
        let allow = group.iter().fold(Permissions::empty(), |a, o| a | o.allow);
        allowed = (allowed & !deny) | allow;
    }
    allowed
}

/// The host's clock against the `Date` header of one of Discord's answers.
async fn clock(report: &mut Report<'_>, http: &dc::Http) -> anyhow::Result<()> {
    let request =
        ::serenity::http::Request::new(::serenity::http::Route::GatewayBot, ::serenity::http::LightMethod::Get);
    let date = match http.request(request).await {
        Ok(answer) => answer.headers().get("date").and_then(|d| d.to_str().ok()).and_then(http_date),
        Err(_) => None,
    };
    let Some(theirs) = date else {
        return Ok(report.line(Level::Warn, "clock: Discord's answer carried no readable Date header")?);
    };
    let ours = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let offset = ours - theirs;
    if offset.abs() <= 2 {
        report.line(Level::Ok, &format!("clock: within 2 s of Discord's ({offset:+} s)"))
    } else {
        report.line(
            Level::Warn,
            &format!("clock: {offset:+} s off Discord's: synchronize it (NTP, e.g. systemd-timesyncd or chrony)"),
        )
    }
    .map_err(Into::into)
}

/// An HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`) in Unix seconds.
fn http_date(text: &str) -> Option<i64> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    let [_, day, month, year, time, "GMT"] = parts.as_slice() else { return None };
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let month = MONTHS.iter().position(|m| m == month)? as i64 + 1;
    let (day, year): (i64, i64) = (day.parse().ok()?, year.parse().ok()?);
    let hms: Vec<i64> = time.split(':').map(str::parse).collect::<Result<_, _>>().ok()?;
    let [h, m, s] = hms.as_slice() else { return None };
    // Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(days * 86_400 + h * 3600 + m * 60 + s)
}

/// The database, read-only.
fn store(
    report: &mut Report<'_>,
    database: &Path,
    inspection: Option<Result<Inspection, tavola_table::store::StoreError>>,
) -> anyhow::Result<()> {
    let shown = tavola_table::store::redacted(database);
    let inspection = match inspection {
        None => {
            return Ok(report.line(
                Level::Warn,
                &format!("database: {shown} does not exist yet: the bot creates it at its first start"),
            )?)
        }
        Some(Ok(i)) => i,
        Some(Err(e)) if tavola_table::store::is_postgres(database) => {
            return Ok(report.line(
                Level::Fail,
                &format!(
                    "database: {shown} cannot be read ({e}): check that PostgreSQL runs and accepts this \
                     user and password from this machine (TAVOLA_DATABASE, pg_hba.conf)"
                ),
            )?)
        }
        Some(Err(e)) => {
            return Ok(report.line(
                Level::Fail,
                &format!("database: {shown} cannot be read ({e}): check TAVOLA_DATABASE and the file's owner"),
            )?)
        }
    };
    let (applied, latest) = (inspection.applied, inspection.latest);
    if applied < latest {
        report.line(
            Level::Fail,
            &format!(
                "database: {shown} is at migration {applied}, this version needs {latest}: back it up \
                 ({}), then start the bot (tavola run), which migrates it",
                if tavola_table::store::is_postgres(database) { "pg_dump" } else { "tavola backup FILE" }
            ),
        )?;
    } else if applied > latest {
        report.line(
            Level::Fail,
            &format!(
                "database: {shown} is at migration {applied}, newer than this version's {latest}: run the newer tavola"
            ),
        )?;
    } else {
        report.line(
            Level::Ok,
            &format!(
                "database: {shown}, {} KB, migrations current ({latest}), {} sessions stored, {} running",
                inspection.bytes / 1024,
                inspection.sessions,
                inspection.running.len()
            ),
        )?;
        dms(report, &inspection.dms_closed)?;
    }
    Ok(())
}

/// Whether the players of running games were reachable by DM when the bot
/// last tried: a player it could not reach plays through `/play` and My
/// hand, and misses the turn panels.
fn dms(report: &mut Report<'_>, closed: &[(i64, u64)]) -> anyhow::Result<()> {
    if closed.is_empty() {
        return Ok(report.line(Level::Ok, "DMs: every player of a running game was reachable when last tried")?);
    }
    let mut games: Vec<i64> = closed.iter().map(|&(session, _)| session).collect();
    games.dedup();
    let mut users: Vec<u64> = closed.iter().map(|&(_, user)| user).collect();
    users.sort_unstable();
    users.dedup();
    let named: Vec<String> = users.iter().take(5).map(|u| format!("<@{u}>")).collect();
    let more = if users.len() > 5 { format!(" and {} more", users.len() - 5) } else { String::new() };
    Ok(report.line(
        Level::Warn,
        &format!(
            "DMs: {} player(s) in {} running game(s) get no DMs ({}{more}): they play through /play and My hand; \
             if they want their turn panels, they allow DMs from the server's members (Privacy Settings) \
             and turn them on with /game dms",
            users.len(),
            games.len(),
            named.join(", ")
        ),
    )?)
}

/// The backup folder: there (or creatable), writable, and its newest backup.
fn backups(report: &mut Report<'_>, dir: Option<&Path>) -> anyhow::Result<()> {
    let Some(dir) = dir else {
        return Ok(report.line(Level::Warn, "backups: TAVOLA_BACKUP_DIR is not set: no daily backups are taken")?);
    };
    let probe = dir.join(".tavola-doctor");
    let writable = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&probe, b"")).map(|()| {
        let _ = std::fs::remove_file(&probe);
    });
    if let Err(e) = writable {
        return Ok(report.line(
            Level::Fail,
            &format!(
                "backups: {} cannot be written ({e}): create the folder and give it to the user the bot runs as, \
                 or point TAVOLA_BACKUP_DIR elsewhere",
                dir.display()
            ),
        )?);
    }
    let newest = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("tavola-"))
        .filter_map(|e| e.metadata().and_then(|m| m.modified()).ok().map(|t| (t, e.file_name())))
        .max();
    match newest {
        None => report.line(
            Level::Warn,
            &format!("backups: {} is writable but holds none yet (the first comes a day after start)", dir.display()),
        )?,
        Some((when, name)) => {
            let age = SystemTime::now().duration_since(when).unwrap_or_default();
            let hours = age.as_secs() / 3600;
            let level = if age > BACKUP_AGE { Level::Warn } else { Level::Ok };
            let fix = if age > BACKUP_AGE { ": is the bot running? its log says why a backup failed" } else { "" };
            report.line(
                level,
                &format!("backups: {} writable, newest {} ({hours} h old){fix}", dir.display(), name.to_string_lossy()),
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_dates_read_as_unix_seconds() {
        assert_eq!(http_date("Sun, 06 Nov 1994 08:49:37 GMT"), Some(784_111_777));
        assert_eq!(http_date("Thu, 01 Jan 1970 00:00:00 GMT"), Some(0));
        assert_eq!(http_date("yesterday"), None);
    }
}
