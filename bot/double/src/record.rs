//! The transcript: when `TAVOLA_DOUBLE_TRANSCRIPT` names a file, every REST
//! request is appended to it as one JSON line
//! `{"method","route","body","files","status"}` (for multipart requests the
//! body is the `payload_json`), so a test run leaves a full record of what
//! the bot sent. Each uploaded file is written beside the transcript as
//! `<transcript>.<request number>.<n>.<file name>` (board pictures to look
//! at), and its line names it under `files[n].saved`.

use std::io::Write;
use std::path::Path;

use serde_json::json;

use crate::model::Request;
use crate::rest::Upload;

/// Appends one request as a JSON line, and writes its uploads beside it.
/// `number` counts the requests of the run. A transcript that cannot be
/// written is reported on stderr and otherwise ignored: it must not fail
/// the bot.
pub(crate) fn append(path: &Path, number: usize, request: &Request, uploads: &[Upload]) {
    let mut files = serde_json::to_value(&request.files).unwrap_or_default();
    for (n, upload) in uploads.iter().enumerate() {
        let name = saved_name(path, number, n, &upload.filename);
        match std::fs::write(path.with_file_name(&name), &upload.bytes) {
            Ok(()) => files[n]["saved"] = json!(name),
            Err(e) => eprintln!("discord double: cannot write {name}: {e}"),
        }
    }
    let line = json!({
        "method": request.method, "route": request.route, "body": request.body,
        "files": files, "status": request.status,
    });
    let result =
        std::fs::OpenOptions::new().create(true).append(true).open(path).and_then(|mut file| writeln!(file, "{line}"));
    if let Err(e) = result {
        eprintln!("discord double: cannot append to {}: {e}", path.display());
    }
}

/// An upload's file name beside the transcript; only the upload's own
/// name's letters, digits, dots and dashes are kept, so it stays a plain
/// file in that folder.
fn saved_name(transcript: &Path, number: usize, n: usize, filename: &str) -> String {
    let stem = transcript.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let clean: String =
        filename.chars().map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' { c } else { '_' }).collect();
    format!("{stem}.{number}.{n}.{clean}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_upload_is_named_after_the_transcript_and_the_request() {
        let name = saved_name(Path::new("/tmp/run.jsonl"), 12, 0, "board-5.png");
        assert_eq!(name, "run.jsonl.12.0.board-5.png");
        assert_eq!(saved_name(Path::new("t"), 1, 2, "../x y.png"), "t.1.2..._x_y.png");
    }
}
