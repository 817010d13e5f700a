//! A real serenity 0.12.5 client against the double: gateway handshake,
//! command registration, slash commands (subcommand groups, autocomplete),
//! buttons, selects, channel messages with files, DMs, ephemeral answers.

mod common;

use std::time::Duration;

use common::{start_bot, Seen};
use tavola_double::{Double, Slash};
use tokio::time::timeout;

struct Setup {
    discord: Double,
    channel: tavola_double::ChannelId,
    alice: tavola_double::UserId,
    bob: tavola_double::UserId,
}

async fn setup() -> (Setup, tokio::sync::mpsc::UnboundedReceiver<Seen>) {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Tavola test");
    let channel = discord.add_channel(guild, "games");
    let alice = discord.add_user("alice");
    let bob = discord.add_user("bob");
    discord.add_admin(guild, alice);
    discord.add_member(guild, bob);
    let seen = start_bot(&discord).await;
    discord.wait_for_ready().await.expect("ready");
    discord.wait_for_commands().await.expect("commands registered");
    (Setup { discord, channel, alice, bob }, seen)
}

async fn next(seen: &mut tokio::sync::mpsc::UnboundedReceiver<Seen>) -> Seen {
    timeout(Duration::from_secs(10), seen.recv()).await.expect("bot event in time").expect("bot alive")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_connects_registers_and_plays_through_components() {
    let (s, mut seen) = setup().await;
    let d = &s.discord;

    // Gateway: READY with the application id and the guild unavailable, and
    // GUILD_CREATE. The double sends them in that order, but serenity runs
    // each event's handler in a task of its own, so on a loaded machine the
    // second handler may start first.
    let first = [next(&mut seen).await, next(&mut seen).await];
    assert!(first.contains(&Seen::Ready { application_id: d.bot_id().0, guilds: 1 }), "{first:?}");
    assert!(first.contains(&Seen::Guild { name: "Tavola test".into(), channels: 1, members: 3 }), "{first:?}");
    let paths: Vec<String> = d.requests().iter().map(|r| format!("{} {}", r.method, r.path())).collect();
    assert_eq!(paths[0], "GET /gateway");
    assert!(paths.contains(&format!("PUT /applications/{}/commands", d.bot_id())), "{paths:?}");
    let commands = d.commands();
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0]["name"], "game");

    // Autocomplete.
    let typing = Slash::new("game").subcommand("new").focus("name", "gr");
    let ac = d.autocomplete(s.alice, s.channel, typing).unwrap();
    let response = d.wait_for_response(ac).await.unwrap();
    assert_eq!(response.kind, 8);
    assert_eq!(response.choices().len(), 3);

    // Slash command with options: public reply with embed + components.
    let cmd = Slash::new("game").subcommand("new").opt("name", "great-wall").opt("players", 3);
    let run = d.slash(s.alice, s.channel, cmd).unwrap();
    let lobby = d.wait_for_reply(run).await.unwrap();
    assert!(!lobby.ephemeral);
    assert_eq!(lobby.embeds[0]["title"], "Lobby: great-wall");
    assert_eq!(lobby.embeds[0]["fields"][0]["value"], "3");
    assert_eq!(lobby.custom_ids(), vec!["join", "leave", "pick"]);
    assert_eq!(lobby.button_labels(), vec!["Join", "Leave"]);

    // The board with a file went to the channel (multipart), the hand by DM, a note ephemerally.
    let board = d.wait_for_message(s.channel, |m| m.text().contains("Board")).await.unwrap();
    assert_eq!(board.attachments[0].filename, "board.png");
    assert_eq!(board.attachments[0].bytes, b"\x89PNG fake");
    let hand = d.wait_for_dm(s.alice, |_| true).await.unwrap();
    assert_eq!(hand.content, "Your hand: 3 tiles");
    assert!(d.dms_of(s.bob).is_empty());
    let note = d.wait_for_followups(run, 1).await.unwrap();
    assert!(note[0].ephemeral && note[0].content == "Only you see this");
    let public: Vec<String> = d.messages_in(s.channel).iter().map(|m| m.text()).collect();
    assert!(!public.iter().any(|t| t.contains("Only you")), "ephemeral leaked: {public:?}");
    let upload = d.requests().into_iter().find(|r| r.method == "POST" && r.path().ends_with("/messages")).unwrap();
    assert_eq!(upload.files[0].field, "files[0]");
    assert_eq!(upload.body.as_ref().unwrap()["attachments"][0]["id"], 0);

    // Button: the bot updates the lobby message in place (type 7).
    let click = d.click(s.bob, lobby.id, "join").unwrap();
    let response = d.wait_for_response(click).await.unwrap();
    assert_eq!(response.kind, 7);
    // The bot's share of the answer's time starts when its event went out,
    // after the click was created.
    let (bots, whole) = (d.answer_time(click).expect("the event went out"), d.response_time(click).unwrap());
    assert!(bots <= whole, "{bots:?} from the event, {whole:?} from the click");
    let updated = d.wait_for_edit(lobby.id, 1).await.unwrap();
    assert_eq!(updated.content, "joined: bob");

    // Button opening a modal; the submission is answered.
    let leave = d.click(s.bob, lobby.id, "leave").unwrap();
    let modal = d.wait_for_response(leave).await.unwrap();
    assert_eq!((modal.kind, modal.data["custom_id"].as_str()), (9, Some("why")));
    let submit = d.submit_modal(s.bob, leave, &[("reason", "tired")]).unwrap();
    assert_eq!(d.wait_for_reply(submit).await.unwrap().content, "bye: tired");

    // Select: an ephemeral answer, visible in the interaction only.
    let pick = d.select(s.bob, lobby.id, "pick", &["green"]).unwrap();
    let reply = d.wait_for_reply(pick).await.unwrap();
    assert!(reply.ephemeral);
    assert_eq!(reply.content, "picked green");
    assert!(d.select(s.bob, lobby.id, "pick", &["purple"]).is_err());
    assert!(d.click(s.bob, lobby.id, "nope").is_err());

    // Subcommand group with a user option, deferred ephemerally then followed up.
    let kick = Slash::new("game").group("admin").subcommand("kick").opt("who", s.bob);
    let run = d.slash(s.alice, s.channel, kick).unwrap();
    let response = d.wait_for_response(run).await.unwrap();
    assert_eq!((response.kind, response.ephemeral), (5, true));
    let done = d.wait_for_reply(run).await.unwrap();
    assert_eq!(done.content, "kicked bob");
    assert!(done.ephemeral);
    assert_eq!(done.flags & 128, 0, "the thinking flag is cleared");

    // A slash command in a DM.
    let run = d.slash(s.bob, tavola_double::Place::Dm, Slash::new("game").subcommand("twice")).unwrap();
    let first = d.wait_for_reply(run).await.unwrap();
    assert_eq!(first.content, "first");
    assert_eq!(first.channel_id, d.dm_channel(s.bob));

    // Every response the double gave deserializes as serenity's Message.
    for r in d.requests().iter().filter(|r| r.ok() && r.path().contains("/messages")) {
        if let Some(body) = &r.response {
            serde_json::from_value::<serenity::all::Message>(body.clone()).expect("serenity Message");
        }
    }
    // The second answer to `twice` was refused; nothing else broke a rule.
    let second = d.wait_for_followups(run, 1).await.unwrap();
    assert_eq!(second[0].content, "second refused 40060");
    let violations = d.violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].status, 400);
    assert_eq!(violations[0].response.as_ref().unwrap()["code"], 40060);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_fail_with_50007() {
    let (s, _seen) = setup().await;
    let d = &s.discord;
    d.set_dms_closed(s.bob, true);
    let run = d.slash(s.bob, s.channel, Slash::new("game").subcommand("new").opt("name", "junk")).unwrap();
    let note = d.wait_for_followups(run, 1).await.unwrap();
    assert_eq!(note[0].content, "dm failed 50007");
    assert!(d.dms_of(s.bob).is_empty());
    let refused = d.wait_for_request(|r| r.status == 403).await.unwrap();
    assert_eq!(refused.response.unwrap()["code"], 50007);
    let _ = s.alice;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_side_limit_violations_get_discords_400() {
    let (s, _seen) = setup().await;
    let d = &s.discord;
    for (what, path) in [("options", "data.components.0.components.0.options"), ("custom_id", "custom_id")] {
        let run = d.slash(s.alice, s.channel, Slash::new("game").subcommand("bad").opt("what", what)).unwrap();
        let reply = d.wait_for_reply(run).await.unwrap();
        assert_eq!(reply.content, "refused 50035", "{what}");
        let refused = d.violations().pop().unwrap();
        assert_eq!(refused.status, 400);
        assert!(refused.violations.iter().any(|v| v.contains(path)), "{what}: {:#?}", refused.violations);
    }
}
