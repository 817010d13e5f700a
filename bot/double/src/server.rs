//! Starting and stopping the double: one axum server on 127.0.0.1:0 serving
//! the REST API (a fallback handler) and the Gateway (`/ws`).

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::world::{Shared, World};

/// The running server; dropping the last [`crate::Double`] handle stops it.
pub(crate) struct Server {
    pub shared: Arc<Shared>,
    pub addr: SocketAddr,
    task: JoinHandle<()>,
}

impl Server {
    /// Binds 127.0.0.1 on an ephemeral port and starts serving.
    pub async fn start() -> std::io::Result<Server> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
        let addr = listener.local_addr()?;
        let (changes, _) = watch::channel(0);
        let shared = Arc::new(Shared { world: Mutex::new(World::new(addr)), changes });
        let app = Router::new()
            .route("/ws", get(crate::gateway::upgrade))
            .fallback(crate::rest::handle)
            .with_state(shared.clone());
        // Small gateway frames and REST answers go out at once, as Discord's
        // do: without TCP_NODELAY, Nagle and delayed ACKs add ~40 ms stalls.
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("discord double: server stopped: {e}");
            }
        });
        Ok(Server { shared, addr, task })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shared.lock().close_gateway(1000);
        self.task.abort();
    }
}
