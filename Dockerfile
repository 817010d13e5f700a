# Multi-stage build of the `tavola` binary.
#   docker build -t tavola .
#   docker run --env-file .env -v tavola-data:/data tavola

FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin tavola

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --home-dir /home/tavola --shell /usr/sbin/nologin tavola \
 && mkdir -p /data \
 && chown tavola:tavola /data
COPY --from=build /src/target/release/tavola /usr/local/bin/tavola
USER tavola
WORKDIR /data
ENV TAVOLA_DATABASE=/data/tavola.db
VOLUME ["/data"]
ENTRYPOINT ["/usr/local/bin/tavola"]
CMD ["run"]
