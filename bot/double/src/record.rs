//! The transcript: when `TAVOLA_DOUBLE_TRANSCRIPT` names a file, every REST
//! request is appended to it as one JSON line
//! `{"method","route","body","files","status"}` (for multipart requests the
//! body is the `payload_json`), so a test run leaves a full record of what
//! the bot sent.

use std::io::Write;
use std::path::Path;

use serde_json::json;

use crate::model::Request;

/// Appends one request as a JSON line. A transcript that cannot be written
/// is reported on stderr and otherwise ignored: it must not fail the bot.
pub(crate) fn append(path: &Path, request: &Request) {
    let line = json!({
        "method": request.method, "route": request.route, "body": request.body,
        "files": request.files, "status": request.status,
    });
    let result = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut file| writeln!(file, "{line}"));
    if let Err(e) = result {
        eprintln!("discord double: cannot append to {}: {e}", path.display());
    }
}
