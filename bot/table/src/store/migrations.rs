//! The store's schema, one migration per change; never edit a published one.

use rusqlite_migration::M;

pub(super) const MIGRATIONS: &[M<'static>] = &[
    M::up(
        "CREATE TABLE sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild INTEGER NOT NULL,
        channel INTEGER NOT NULL,
        creator INTEGER NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        target INTEGER,
        seed INTEGER NOT NULL,
        status TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        snapshot TEXT,
        lobby_message INTEGER,
        board_message INTEGER,
        dm_messages TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL DEFAULT (unixepoch())
    );
    CREATE UNIQUE INDEX one_open_session_per_channel ON sessions(channel)
        WHERE status IN ('lobby', 'active');
    CREATE INDEX sessions_by_guild ON sessions(guild, id);
    CREATE TABLE seats (
        session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        user INTEGER,
        name TEXT NOT NULL,
        dm_open INTEGER NOT NULL,
        PRIMARY KEY (session, position)
    );
    CREATE TABLE actions (
        session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by_user INTEGER,
        events TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (session, version)
    );",
    ),
    M::up(
        "ALTER TABLE sessions ADD COLUMN timers TEXT NOT NULL DEFAULT '{}';
    CREATE TABLE vacations (
        guild INTEGER NOT NULL,
        user INTEGER NOT NULL,
        year INTEGER NOT NULL,
        used INTEGER NOT NULL,
        away_until INTEGER NOT NULL,
        PRIMARY KEY (guild, user)
    );",
    ),
    // The log clustered on its key: a move writes one b-tree, not a table
    // and its index.
    M::up(
        "CREATE TABLE actions_by_key (
        session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by_user INTEGER,
        events TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (session, version)
    ) WITHOUT ROWID;
    INSERT INTO actions_by_key SELECT session, version, seat, action, by_user, events, at FROM actions;
    DROP TABLE actions;
    ALTER TABLE actions_by_key RENAME TO actions;",
    ),
    M::up(
        "CREATE TABLE admin_contacts (
        guild INTEGER NOT NULL,
        user INTEGER NOT NULL,
        since INTEGER NOT NULL DEFAULT (unixepoch()),
        PRIMARY KEY (guild, user)
    ) WITHOUT ROWID;",
    ),
    M::up(
        "CREATE TABLE digests (
        guild INTEGER NOT NULL,
        user INTEGER NOT NULL,
        next_at INTEGER NOT NULL,
        PRIMARY KEY (guild, user)
    ) WITHOUT ROWID;
    CREATE INDEX digests_by_time ON digests(next_at);",
    ),
    // The log keyed by `session << 32 | version` in a rowid table, and the
    // game's state on the newest row of each session (its head): a move
    // writes one b-tree page, usually, instead of the log's and the
    // session's. Row 0 of a session holds the state at the start.
    M::up(
        "CREATE TABLE moves (
        key INTEGER PRIMARY KEY,
        seat INTEGER,
        action TEXT NOT NULL,
        by_user INTEGER,
        events TEXT NOT NULL,
        at INTEGER NOT NULL,
        snapshot TEXT,
        timers TEXT
    );
    INSERT INTO moves (key, seat, action, by_user, events, at)
        SELECT (session << 32) + version, seat, action, by_user, events, at FROM actions;
    INSERT INTO moves (key, action, events, at)
        SELECT id << 32, 'null', '[]', 0 FROM sessions WHERE snapshot IS NOT NULL AND version = 0;
    UPDATE moves SET
        snapshot = (SELECT s.snapshot FROM sessions s WHERE s.id = moves.key >> 32),
        timers = (SELECT s.timers FROM sessions s WHERE s.id = moves.key >> 32)
        WHERE key IN (SELECT (id << 32) + version FROM sessions WHERE snapshot IS NOT NULL);
    DROP TABLE actions;",
    ),
    M::up(
        "ALTER TABLE sessions ADD COLUMN board_version INTEGER NOT NULL DEFAULT 0;
    UPDATE sessions SET board_version = coalesce(
        (SELECT max(key) - (sessions.id << 32) FROM moves
         WHERE key BETWEEN sessions.id << 32 AND (sessions.id << 32) + 4294967295), 0);",
    ),
    M::up(
        "CREATE TABLE reminder_modes (
        guild INTEGER NOT NULL,
        user INTEGER NOT NULL,
        mode TEXT NOT NULL,
        PRIMARY KEY (guild, user)
    ) WITHOUT ROWID;",
    ),
    // Languages: a server's chosen language and the preferred locale its
    // interactions carry; each user's Discord locale, last seen.
    M::up(
        "CREATE TABLE guild_languages (
        guild INTEGER PRIMARY KEY,
        lang TEXT,
        locale TEXT
    ) WITHOUT ROWID;
    CREATE TABLE user_locales (
        user INTEGER PRIMARY KEY,
        locale TEXT NOT NULL
    ) WITHOUT ROWID;",
    ),
    // The number of the board a session's channel shows: a new board per
    // decision opened, "Turn 24" in its footer.
    M::up("ALTER TABLE sessions ADD COLUMN board_turn INTEGER NOT NULL DEFAULT 0;"),
    // A server's settings by name (`images`: board pictures on or off).
    M::up(
        "CREATE TABLE guild_settings (
        guild INTEGER NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (guild, name)
    ) WITHOUT ROWID;",
    ),
    // What finished games leave: each seat's placing, and each server's
    // ratings per game, derived from the placings.
    M::up(
        "CREATE TABLE placings (
        session INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        guild INTEGER NOT NULL,
        game TEXT NOT NULL,
        channel INTEGER NOT NULL,
        message INTEGER,
        entrant TEXT NOT NULL,
        rank INTEGER NOT NULL,
        score INTEGER NOT NULL,
        players INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        ended_at INTEGER NOT NULL,
        PRIMARY KEY (session, seat)
    ) WITHOUT ROWID;
    CREATE INDEX placings_by_game ON placings(guild, game, ended_at);
    CREATE TABLE standings (
        guild INTEGER NOT NULL,
        game TEXT NOT NULL,
        entrant TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (guild, game, entrant)
    ) WITHOUT ROWID;",
    ),
    // Finished games' analyses: the decisions done so far (JSON), kept
    // after each one so that a restart resumes; posted once.
    M::up(
        "CREATE TABLE analyses (
        session INTEGER PRIMARY KEY,
        status TEXT NOT NULL,
        total INTEGER NOT NULL,
        decisions TEXT NOT NULL DEFAULT '[]',
        message INTEGER
    );",
    ),
    // Each game's web page: an unguessable token (128 random bits, hex),
    // made the first time a board links to it.
    M::up(
        "CREATE TABLE web_pages (
        token TEXT PRIMARY KEY,
        session INTEGER NOT NULL UNIQUE
    ) WITHOUT ROWID;",
    ),
    // Each user's DM channel, which Discord gives once for good: asked once
    // ever, not once per process start (the route's bucket is the bot's).
    M::up(
        "CREATE TABLE dm_channels (
        user INTEGER PRIMARY KEY,
        channel INTEGER NOT NULL
    );",
    ),
];
