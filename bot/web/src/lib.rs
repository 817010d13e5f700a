//! The web table: every game's page, replay and results, read-only, at an
//! unguessable link, served beside the Discord adapter from the same
//! [`Table`]. It reads what the table hands a page
//! ([`tavola_table::front::pages`]): public views and public events only.
//!
//! - [`server`]: the accept loop, the routes, the headers every answer carries.
//! - [`pages`]: the game's table, its replay and its results, as HTML.
//! - [`follow`]: live followers, told when the channel's board changes.
//! - [`limits`]: what keeps a slow or greedy client from holding the bot.

pub mod assets;
pub mod cache;
pub mod follow;
pub mod html;
pub mod lang;
pub mod limits;
pub mod pages;
pub mod server;
pub mod words;

use std::net::SocketAddr;

pub use limits::Limits;
use tavola_table::Table;

/// Where the pages are served and where their links point.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The address to listen on (`TAVOLA_WEB_ADDR`).
    pub addr: SocketAddr,
    /// The public address the links use (`TAVOLA_WEB_URL`), without a
    /// trailing slash.
    pub base_url: String,
    pub limits: Limits,
}

impl WebConfig {
    /// A game's page, as a link.
    pub fn game_url(&self, token: &str) -> String {
        format!("{}/g/{token}", self.base_url.trim_end_matches('/'))
    }
}

/// Binds the address and serves the pages until `stop` resolves.
///
/// # Errors
/// The address cannot be bound.
pub async fn run(table: Table, config: WebConfig, stop: impl std::future::Future<Output = ()>) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    tracing::info!(addr = %config.addr, url = %config.base_url, "serving the games' web pages");
    server::serve(listener, server::router(table, config.limits), config.limits, stop).await;
    Ok(())
}
