# syntax=docker/dockerfile:1
#
# The `tavola` binary in a small image (docs/hosting.md, "Docker and compose").
#   docker build -t tavola .
#   docker run --env-file .env -v tavola-data:/data tavola
#
# Needs BuildKit (Docker's builder since 23.0, and always under compose).

# ---- build --------------------------------------------------------------
# The crate downloads and cargo's target folder live in BuildKit cache
# mounts, kept on the building machine from one build to the next and never
# part of an image: after a one-line change cargo compiles only the crates
# that changed and those that depend on them, not the ~300 dependencies.
# The binary is copied out of the cache, since the mount is gone after the
# RUN. The mounts are locked: two builds at once (compose building two
# services) take turns rather than share a target folder.
FROM rust:1.95-bookworm AS build
WORKDIR /build
COPY . .
RUN --mount=type=cache,id=tavola-cargo-registry,target=/usr/local/cargo/registry,sharing=locked \
    --mount=type=cache,id=tavola-cargo-git,target=/usr/local/cargo/git,sharing=locked \
    --mount=type=cache,id=tavola-target,target=/build/target,sharing=locked \
    cargo build --release --locked --bin tavola \
 && cp target/release/tavola /usr/local/bin/tavola

# ---- run ----------------------------------------------------------------
# Debian slim with CA certificates and the binary: the game data, the words,
# the fonts and the schema are compiled in. An unprivileged user with a
# fixed id (10001: `chown 10001 DIR` a bind-mounted folder) owns /data,
# where the SQLite database lives by default.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 tavola \
 && useradd --system --uid 10001 --gid tavola --create-home --home-dir /home/tavola --shell /usr/sbin/nologin tavola \
 && mkdir -p /data \
 && chown tavola:tavola /data
COPY --from=build /usr/local/bin/tavola /usr/local/bin/tavola
USER tavola
WORKDIR /data
ENV TAVOLA_DATABASE=/data/tavola.db
VOLUME ["/data"]

# What the health check checks, no more: on SQLite, that the database file
# is there, readable by the bot's user and a SQLite file (it starts with
# SQLite's header); the bot creates it at start, before it connects to
# Discord, and exits if it cannot. On PostgreSQL it checks nothing (compose checks the
# server). That the process runs Docker knows already. It does not check
# Discord: a bot that cannot reach Discord stays "healthy"; its log says so.
HEALTHCHECK --interval=1m --timeout=10s --start-period=30s --retries=3 \
    CMD case "$TAVOLA_DATABASE" in \
          postgres://* | postgresql://*) true ;; \
          *) test -r "$TAVOLA_DATABASE" && test "$(head -c 15 "$TAVOLA_DATABASE")" = "SQLite format 3" ;; \
        esac

ENTRYPOINT ["/usr/local/bin/tavola"]
CMD ["run"]
