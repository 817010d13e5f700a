//! Interaction deadlines, token lifetime, gateway reconnects and guilds added
//! while the bot runs, with the real serenity test bot.

mod common;

use std::time::Duration;

use common::{start_bot, Seen};
use serde_json::json;
use serenity::all::ApplicationId;
use tavola_double::{AckState, Double, DoubleError, Slash};
use tokio::time::timeout;

async fn connected(
) -> (Double, tavola_double::ChannelId, tavola_double::UserId, tokio::sync::mpsc::UnboundedReceiver<Seen>) {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Lifecycle");
    let channel = discord.add_channel(guild, "games");
    let alice = discord.add_user("alice");
    discord.add_member(guild, alice);
    let seen = start_bot(&discord).await;
    discord.wait_for_ready().await.expect("ready");
    discord.wait_for_commands().await.expect("commands");
    (discord, channel, alice, seen)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_first_response_fails_the_interaction() {
    let (discord, channel, alice, _seen) = connected().await;
    discord.set_response_window(Duration::ZERO);
    let run = discord.slash(alice, channel, Slash::new("game").subcommand("twice")).unwrap();
    let outcome = discord.wait_for_response(run).await;
    assert_eq!(outcome.unwrap_err(), DoubleError::InteractionFailed(run));
    assert_eq!(discord.interaction_state(run), Some(AckState::Failed));
    let refused = discord.violations();
    assert!(refused.iter().all(|r| r.response.as_ref().unwrap()["code"] == 10062), "{refused:#?}");
    assert!(discord.messages_in(channel).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unanswered_interaction_fails_when_its_window_closes() {
    let (discord, channel, alice, _seen) = connected().await;
    discord.set_response_window(Duration::from_millis(200));
    let run = discord.slash(alice, channel, Slash::new("game").subcommand("ignore")).unwrap();
    let outcome = discord.wait_for_response(run).await;
    assert_eq!(outcome.unwrap_err(), DoubleError::InteractionFailed(run));
    assert_eq!(discord.interaction_state(run), Some(AckState::Failed));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn follow_ups_stop_after_fifteen_minutes() {
    let (discord, channel, alice, _seen) = connected().await;
    let run = discord.slash(alice, channel, Slash::new("game").subcommand("twice")).unwrap();
    discord.wait_for_followups(run, 1).await.unwrap();
    let token = discord.interaction_payload(run).unwrap()["token"].as_str().unwrap().to_string();
    let http = common::http(&discord);
    http.set_application_id(ApplicationId::new(discord.bot_id().0));
    let body = json!({"content": "later"});
    http.create_followup_message(&token, &body, vec![]).await.expect("within 15 minutes");
    // @original: read, edit, delete.
    let original = http.get_original_interaction_response(&token).await.expect("@original");
    assert_eq!(original.content, "first");
    let edited = http
        .edit_original_interaction_response(&token, &json!({"content": "edited"}), vec![])
        .await
        .expect("edit @original");
    assert_eq!(edited.content, "edited");
    assert_eq!(discord.message(tavola_double::MessageId(edited.id.get())).unwrap().edits, 1);
    http.delete_original_interaction_response(&token).await.expect("delete @original");
    assert!(http.get_original_interaction_response(&token).await.is_err());
    discord.advance_clock(Duration::from_secs(15 * 60 + 1));
    let err = http.create_followup_message(&token, &body, vec![]).await.unwrap_err();
    assert_eq!(common::code(&err), 50027);
    assert_eq!(discord.followups(run).len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_a_dropped_connection() {
    let (discord, channel, alice, _seen) = connected().await;
    assert!(discord.drop_gateway());
    discord
        .wait_for("a resumed session", |d| (d.gateway_counts().2 >= 1 && d.is_connected()).then_some(()))
        .await
        .unwrap();
    let (connections, identifies, resumes) = discord.gateway_counts();
    assert_eq!((connections, identifies, resumes), (2, 1, 1));
    let run = discord.slash(alice, channel, Slash::new("game").subcommand("twice")).unwrap();
    assert_eq!(discord.wait_for_reply(run).await.unwrap().content, "first");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guilds_added_later_reach_the_bot() {
    let (discord, _channel, _alice, mut seen) = connected().await;
    let guild = discord.add_guild("Second");
    discord.add_channel(guild, "lobby");
    let mut names = Vec::new();
    while names.len() < 3 {
        match timeout(Duration::from_secs(10), seen.recv()).await.expect("in time").expect("alive") {
            Seen::Guild { name, channels, .. } => names.push((name, channels)),
            Seen::Ready { .. } => {}
        }
    }
    // serenity runs event handlers concurrently: compare without order.
    names.sort();
    assert_eq!(names, vec![("Lifecycle".into(), 1), ("Second".into(), 0), ("Second".into(), 1)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn test_api_refuses_what_users_cannot_do() {
    let (discord, channel, alice, _seen) = connected().await;
    let unknown = discord.slash(alice, channel, Slash::new("nope"));
    assert_eq!(unknown.unwrap_err(), DoubleError::UnknownCommand("nope".into()));
    let game = || Slash::new("game").subcommand("new");
    for bad in [
        Slash::new("game"),
        game(),
        game().opt("name", "junk").opt("players", "three"),
        game().opt("name", "junk").opt("colour", "red"),
        Slash::new("game").subcommand("old"),
    ] {
        assert!(matches!(discord.slash(alice, channel, bad), Err(DoubleError::BadOption(_))));
    }
    // A choice is picked by name (as a user does) or by value; others are refused.
    let fast = discord.slash(alice, channel, game().opt("name", "junk").opt("speed", "Fast")).unwrap();
    let payload = discord.interaction_payload(fast).unwrap();
    assert_eq!(payload["data"]["options"][0]["options"][1], json!({"name": "speed", "type": 4, "value": 1}));
    assert!(discord.slash(alice, channel, game().opt("name", "junk").opt("speed", 0)).is_ok());
    assert!(discord.slash(alice, channel, game().opt("name", "junk").opt("speed", 7)).is_err());
    assert!(discord.slash(alice, channel, game().opt("name", "junk").opt("players", 3u8)).is_ok());
    let ghost = tavola_double::UserId(5);
    assert!(discord.slash(ghost, channel, Slash::new("game").subcommand("twice")).is_err());
    assert!(discord.submit_modal(alice, tavola_double::InteractionId(5), &[]).is_err());
    discord.set_wait_timeout(Duration::from_millis(50));
    let waited = discord.wait_for_dm(alice, |m| m.content == "a DM the bot never sends").await;
    assert!(matches!(waited, Err(DoubleError::Timeout(_))), "{waited:?}");
}
