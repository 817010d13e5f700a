//! The transcript: when `TAVOLA_DOUBLE_TRANSCRIPT` names a file, every REST
//! request is appended to it as one JSON line
//! `{"method","route","body","files","status"}` (for multipart requests the
//! body is the `payload_json`), so a test run leaves a full record of what
//! the bot sent. Tests run in parallel, and several doubles may share one
//! transcript: each line goes out in a single `write` on a file opened for
//! appending (`O_APPEND`), so lines from different writers never interleave.
//! Each uploaded file is written beside the transcript as
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
    if let Err(e) = append_line(path, &line(request, files)) {
        eprintln!("discord double: cannot append to {}: {e}", path.display());
    }
}

/// The request's transcript line, newline included.
fn line(request: &Request, files: serde_json::Value) -> String {
    let mut line = json!({
        "method": request.method, "route": request.route, "body": request.body,
        "files": files, "status": request.status,
    })
    .to_string();
    line.push('\n');
    line
}

/// Writes a whole line with one `write_all` on an `O_APPEND` file: the
/// kernel places each such write at the end as one piece (`writeln!` would
/// issue a write per formatted part, which other writers can split).
fn append_line(path: &Path, line: &str) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    file.write_all(line.as_bytes())
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

    fn request(writer: usize, n: usize) -> Request {
        Request {
            method: "POST".into(),
            route: format!("/channels/{writer}/messages"),
            body: Some(json!({"content": format!("{writer}-{n}-{}", "x".repeat(3000))})),
            files: Vec::new(),
            status: 200,
            response: None,
            violations: Vec::new(),
            at: std::time::Duration::ZERO,
            waited: std::time::Duration::ZERO,
        }
    }

    #[test]
    fn parallel_writers_leave_whole_json_lines() {
        let path = std::env::temp_dir().join(format!("tavola-transcript-{}.jsonl", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let (writers, each) = (8, 200);
        std::thread::scope(|scope| {
            for w in 0..writers {
                let path = &path;
                scope.spawn(move || (0..each).for_each(|n| append(path, n, &request(w, n), &[])));
            }
        });
        let text = std::fs::read_to_string(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        let lines: Vec<serde_json::Value> =
            text.lines().map(|l| serde_json::from_str(l).expect("a whole JSON line")).collect();
        assert_eq!(lines.len(), writers * each);
        for w in 0..writers {
            let mine = lines.iter().filter(|l| l["route"] == format!("/channels/{w}/messages")).count();
            assert_eq!(mine, each, "writer {w}'s lines");
        }
    }

    #[test]
    fn a_saved_upload_is_named_after_the_transcript_and_the_request() {
        let name = saved_name(Path::new("/tmp/run.jsonl"), 12, 0, "board-5.png");
        assert_eq!(name, "run.jsonl.12.0.board-5.png");
        assert_eq!(saved_name(Path::new("t"), 1, 2, "../x y.png"), "t.1.2..._x_y.png");
    }
}
