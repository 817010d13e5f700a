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

# The health check is `tavola doctor --quick`: the doctor's checks that
# need no network. The container turns unhealthy when a setting is
# malformed, the SQLite database cannot be read or is not at this
# version's migrations, or TAVOLA_BACKUP_DIR is set and cannot be written.
# A database not created yet only warns (the bot creates it at start). It
# does not ask Discord (`tavola doctor` without --quick does) and does not
# inspect PostgreSQL; that the process runs Docker knows already.
HEALTHCHECK --interval=1m --timeout=10s --start-period=30s --retries=3 \
    CMD ["/usr/local/bin/tavola", "doctor", "--quick"]

ENTRYPOINT ["/usr/local/bin/tavola"]
CMD ["run"]
