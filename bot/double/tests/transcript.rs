//! `TAVOLA_DOUBLE_TRANSCRIPT` appends every request as a JSON line. Alone in
//! its test binary, because it sets an environment variable.

mod common;

use serde_json::{json, Value};
use serenity::all::CreateAttachment;
use tavola_double::Double;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_request_is_appended_as_a_json_line() {
    let path = std::env::temp_dir().join(format!("tavola-double-transcript-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&path);
    std::env::set_var("TAVOLA_DOUBLE_TRANSCRIPT", &path);
    let discord = Double::start().await.expect("double starts");
    std::env::remove_var("TAVOLA_DOUBLE_TRANSCRIPT");
    let guild = discord.add_guild("Transcript");
    let channel = common::channel(discord.add_channel(guild, "log"));
    let http = common::http(&discord);

    http.send_message(channel, vec![], &json!({"content": "plain"})).await.unwrap();
    let file = CreateAttachment::bytes(vec![0; 4], "hand.png");
    let with_file = json!({"content": "file", "attachments": [{"id": 0, "filename": "hand.png"}]});
    http.send_message(channel, vec![file], &with_file).await.unwrap();
    assert!(http.send_message(channel, vec![], &json!({"content": ""})).await.is_err());

    let text = std::fs::read_to_string(&path).expect("transcript written");
    let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).expect("JSON line")).collect();
    assert_eq!(lines.len(), 3);
    let route = format!("/channels/{channel}/messages");
    assert_eq!(
        lines[0],
        json!({"method": "POST", "route": route, "body": {"content": "plain"}, "files": [], "status": 200})
    );
    assert_eq!(lines[1]["body"]["content"], "file", "multipart: the payload_json");
    assert_eq!(lines[1]["files"][0]["filename"], "hand.png");
    let saved = lines[1]["files"][0]["saved"].as_str().expect("the upload is saved and named");
    assert_eq!(std::fs::read(path.with_file_name(saved)).expect("the file beside the transcript"), vec![0; 4]);
    let _ = std::fs::remove_file(path.with_file_name(saved));
    assert_eq!(lines[2]["status"], 400);
    let _ = std::fs::remove_file(&path);
}
