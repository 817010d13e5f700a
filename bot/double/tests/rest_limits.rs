//! Discord's documented limits and error format, through serenity's own HTTP
//! client (raw bodies, so serenity's local checks do not interfere), plus
//! injected faults and unexpected routes.

mod common;

use serde_json::{json, Value};
use serenity::all::{CreateAttachment, GuildId};
use serenity::http::HttpError;
use tavola_double::{Double, Fault};

async fn setup() -> (Double, serenity::http::Http, serenity::all::ChannelId) {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Limits");
    let channel = discord.add_channel(guild, "general");
    let http = common::http(&discord);
    (discord, http, common::channel(channel))
}

/// Sends `body` to the channel and returns (status, code, error paths).
async fn refused(
    http: &serenity::http::Http,
    channel: serenity::all::ChannelId,
    body: Value,
) -> (u16, isize, Vec<String>) {
    match http.send_message(channel, vec![], &body).await {
        Ok(_) => panic!("accepted: {body}"),
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) => (
            r.status_code.as_u16(),
            r.error.code,
            r.error.errors.iter().map(|e| format!("{} {}", e.path, e.code)).collect(),
        ),
        Err(e) => panic!("unexpected error {e}"),
    }
}

fn buttons(n: usize, prefix: &str) -> Value {
    let buttons: Vec<Value> =
        (0..n).map(|i| json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("{prefix}{i}")})).collect();
    json!({"type": 1, "components": buttons})
}

fn select(options: usize, custom_id: &str) -> Value {
    let options: Vec<Value> = (0..options).map(|i| json!({"label": format!("o{i}"), "value": i.to_string()})).collect();
    json!({"type": 3, "custom_id": custom_id, "options": options})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn message_limits_answer_like_discord() {
    let (discord, http, ch) = setup().await;
    let field = |value: String| json!({"name": "n", "value": value});
    let cases: Vec<(Value, u16, isize, &str)> = vec![
        (json!({"content": "x".repeat(2001)}), 400, 50035, "content BASE_TYPE_MAX_LENGTH"),
        (json!({"embeds": vec![json!({"title": "t"}); 11]}), 400, 50035, "embeds BASE_TYPE_MAX_LENGTH"),
        (
            json!({"embeds": [{"description": "d".repeat(3500)}, {"description": "d".repeat(3500)}]}),
            400,
            50035,
            "embeds MAX_EMBED_SIZE_EXCEEDED",
        ),
        (json!({"embeds": [{"title": "t".repeat(257)}]}), 400, 50035, "embeds.0.title BASE_TYPE_MAX_LENGTH"),
        (
            json!({"embeds": [{"fields": [field("v".repeat(1025))]}]}),
            400,
            50035,
            "embeds.0.fields.0.value BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"embeds": [{"fields": vec![field("v".into()); 26]}]}),
            400,
            50035,
            "embeds.0.fields BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"embeds": [{"footer": {"text": "f".repeat(2049)}}]}),
            400,
            50035,
            "embeds.0.footer.text BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": (0..6).map(|i| buttons(1, &format!("r{i}-"))).collect::<Vec<_>>()}),
            400,
            50035,
            "components BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [buttons(6, "b")]}),
            400,
            50035,
            "components.0.components COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        (
            json!({"components": [{"type": 1, "components": [select(2, "s"), buttons(1, "b")["components"][0]]}]}),
            400,
            50035,
            "components.0.components COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        (
            json!({"components": [{"type": 1, "components": [select(26, "s")]}]}),
            400,
            50035,
            "components.0.components.0.options BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [buttons(1, &"x".repeat(100))]}),
            400,
            50035,
            "components.0.components.0.custom_id BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [buttons(1, "same"), buttons(1, "same")]}),
            400,
            50035,
            "components.1.components.0.custom_id COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
        (
            json!({"components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "l".repeat(81), "custom_id": "c"}]}]}),
            400,
            50035,
            "components.0.components.0.label BASE_TYPE_MAX_LENGTH",
        ),
        (json!({"content": ""}), 400, 50006, ""),
        (json!({"content": "hi", "tts": "yes"}), 400, 50035, "tts OPENAPI_SCHEMA"),
    ];
    for (body, status, code, error) in cases {
        let (got_status, got_code, paths) = refused(&http, ch, body.clone()).await;
        assert_eq!((got_status, got_code), (status, code), "{body}");
        if !error.is_empty() {
            assert!(paths.iter().any(|p| p == error), "{error} not in {paths:?}");
        }
    }
    // Within the limits, the same kinds of bodies pass.
    let ok = json!({"content": "x".repeat(2000), "embeds": [{"title": "t", "fields": [field("v".repeat(1024))]}],
                    "components": [buttons(5, "a"), {"type": 1, "components": [select(25, "s")]}]});
    http.send_message(ch, vec![], &ok).await.expect("accepted");
    assert_eq!(discord.messages_in(tavola_double::ChannelId(ch.get())).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn multipart_files_are_stored_and_recorded() {
    let (discord, http, ch) = setup().await;
    let body = json!({"content": "board", "attachments": [{"id": 0, "filename": "board.png", "description": null}],
                      "embeds": [{"image": {"url": "attachment://board.png"}}]});
    let file = CreateAttachment::bytes(vec![1, 2, 3], "board.png");
    let sent = http.send_message(ch, vec![file], &body).await.expect("sent");
    assert_eq!(sent.attachments[0].filename, "board.png");
    assert_eq!(sent.attachments[0].size, 3);
    let request = discord.requests().pop().unwrap();
    assert_eq!(request.body.unwrap()["content"], "board");
    assert_eq!(request.files[0].filename, "board.png");
    assert_eq!(request.files[0].size, 3);
    assert!(discord.violations().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn faults_and_unexpected_routes() {
    let (discord, http, ch) = setup().await;
    discord.fail_next("/messages", Fault::RateLimited { retry_after: 2.0 });
    discord.fail_next("/messages", Fault::ServerError);
    let body = json!({"content": "hi"});
    for expected in [429, 500] {
        match http.send_message(ch, vec![], &body).await {
            Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) => {
                assert_eq!(r.status_code.as_u16(), expected)
            }
            other => panic!("expected {expected}, got {other:?}"),
        }
    }
    http.send_message(ch, vec![], &body).await.expect("third try passes");
    assert!(discord.violations().is_empty(), "injected faults are not violations");

    assert!(http.get_guild(GuildId::new(42)).await.is_err());
    let unexpected = discord.violations().pop().unwrap();
    assert_eq!((unexpected.method.as_str(), unexpected.path(), unexpected.status), ("GET", "/guilds/42", 404));

    // Channels can be fetched (serenity's `to_channel` on a cache miss).
    let fetched = http.get_channel(ch).await.expect("channel");
    assert_eq!(fetched.guild().expect("guild channel").name, "general");

    // Unknown channel and unknown DM recipient.
    let (status, code, _) = refused(&http, serenity::all::ChannelId::new(7), body.clone()).await;
    assert_eq!((status, code), (404, 10003));
    assert!(http.create_private_channel(&json!({"recipient_id": "9"})).await.is_err());
}
