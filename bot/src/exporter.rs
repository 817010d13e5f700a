//! `TAVOLA_METRICS_ADDR`: the bot's metrics in Prometheus's text format,
//! at `GET /metrics`. `metrics-exporter-prometheus` records and renders
//! them (its recorder only: no listener of its own); axum serves the text.
//! What is measured is named where it happens ([`tavola_discord::measure`],
//! [`tavola_table::measure`]) and listed in docs/hosting.md.

use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Context;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tavola_discord::bot;

/// How often the gauges read from the store (the stored sessions) are
/// refreshed, and the recorder's upkeep runs.
const REFRESH: Duration = Duration::from_secs(30);

/// The histograms' buckets, in seconds: from an answer that takes a few
/// milliseconds to a house decision or a picture that takes seconds, with
/// Discord's 3-second window and the answers' 15 ms target among them.
const BUCKETS: &[f64] =
    &[0.001, 0.0025, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0, 30.0];

/// An endpoint bound and a recorder installed, ready to serve beside the bot.
pub struct Exporter {
    listener: std::net::TcpListener,
    handle: PrometheusHandle,
}

impl Exporter {
    /// Binds `addr` and installs the recorder for the whole process, so a
    /// taken port stops `tavola run` at start with its reason.
    ///
    /// # Errors
    /// The address cannot be bound, or a recorder is already installed.
    pub fn bind(addr: SocketAddr) -> anyhow::Result<Exporter> {
        let listener = std::net::TcpListener::bind(addr)
            .with_context(|| format!("TAVOLA_METRICS_ADDR is {addr}, which cannot be listened on"))?;
        listener.set_nonblocking(true)?;
        let handle = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)?
            .install_recorder()?;
        Ok(Exporter { listener, handle })
    }

    /// Serves `GET /metrics` beside the bot, and refreshes the gauges read
    /// from the store every 30 s.
    pub fn beside(self) -> bot::Beside {
        Box::new(move |table| {
            tokio::spawn(async move {
                let Exporter { listener, handle } = self;
                let refresh = {
                    let handle = handle.clone();
                    async move {
                        let mut every = tokio::time::interval(REFRESH);
                        loop {
                            every.tick().await;
                            let started = std::time::Instant::now();
                            if let Err(e) = table.measure().await {
                                tracing::warn!(error = %e, "could not count the stored sessions");
                            }
                            let counted = started.elapsed();
                            handle.run_upkeep();
                            tracing::trace!(
                                counted_ms = counted.as_secs_f64() * 1000.0,
                                took_ms = started.elapsed().as_secs_f64() * 1000.0,
                                "gauges refreshed"
                            );
                        }
                    }
                };
                let serve = async move {
                    let listener = tokio::net::TcpListener::from_std(listener)?;
                    let route = axum::routing::get(move || std::future::ready(handle.render()));
                    axum::serve(listener, axum::Router::new().route("/metrics", route)).await
                };
                tokio::select! {
                    () = refresh => {}
                    served = serve => {
                        if let Err(e) = served {
                            tracing::error!(error = %e, "the metrics could not be served");
                        }
                    }
                }
            })
        })
    }
}
