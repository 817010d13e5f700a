//! People's names: the names a user chose reach the bot as Discord sends
//! them (global name, server nickname), and the double finds the Markdown
//! a name turns into when the bot writes it unescaped, through serenity's
//! own HTTP client.

mod common;

use common::start_bot;
use serde_json::json;
use tavola_double::{Double, Slash};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_name_and_a_nickname_reach_the_bot_as_chosen() {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Names");
    let channel = discord.add_channel(guild, "games");
    let alice = discord.add_user("alice");
    discord.add_member(guild, alice);
    discord.set_global_name(alice, Some("**bold**"));
    discord.set_nick(guild, alice, Some("[free nitro](https://x.co)"));
    let _seen = start_bot(&discord).await;
    discord.wait_for_ready().await.expect("ready");
    discord.wait_for_commands().await.expect("commands");
    let run = discord.slash(alice, channel, Slash::new("game").subcommand("twice")).unwrap();
    let payload = discord.interaction_payload(run).expect("dispatched");
    assert_eq!(payload["member"]["nick"], "[free nitro](https://x.co)");
    assert_eq!(payload["member"]["user"]["global_name"], "**bold**");
    assert_eq!(payload["member"]["user"]["username"], "alice");
    discord.set_nick(guild, alice, None);
    discord.set_global_name(alice, None);
    let run = discord.slash(alice, channel, Slash::new("game").subcommand("twice")).unwrap();
    let payload = discord.interaction_payload(run).expect("dispatched");
    assert!(payload["member"]["nick"].is_null() && payload["member"]["user"]["global_name"].is_null(), "{payload}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn markup_made_of_a_name_is_found_and_an_escaped_name_is_text() {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Names");
    let channel = discord.add_channel(guild, "games");
    let (bold, link) = (discord.add_user("bold"), discord.add_user("link"));
    discord.set_global_name(bold, Some("**bold**"));
    discord.add_member(guild, link);
    discord.set_nick(guild, link, Some("[free nitro](https://x.co)"));
    let http = common::http(&discord);
    let ch = common::channel(channel);
    let send = |body: serde_json::Value| {
        let http = &http;
        async move { http.send_message(ch, vec![], &body).await.expect("sent") }
    };

    // Escaped, inside the bot's own Markdown: text.
    send(json!({
        "content": "<@1>, your turn · **Turn 3**",
        "embeds": [{"title": r"🔴 \*\*bold\*\*", "description": r"1. 🔴 \[free nitro\]\(https\://x.co\) · ⭐ 3",
                    "fields": [{"name": "Players", "value": r"**🔴 \*\*bold\*\*** · hand 2"}],
                    "footer": {"text": "Turn 3 · [free nitro](https://x.co)"}}],
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 2, "label": "Cover **bold**'s wall", "custom_id": "a"}]}],
    }))
    .await;
    assert_eq!(discord.markup_from_names(), Vec::<String>::new());

    // As typed: a masked link in a description, bold in a field.
    send(json!({"embeds": [{"description": "1. 🔴 [free nitro](https://x.co) · ⭐ 3",
                            "fields": [{"name": "Players", "value": "🔴 **bold** · hand 2"}]}]}))
    .await;
    let found = discord.markup_from_names();
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(found[0].contains("embeds.0.description: MaskedLink"), "{found:#?}");
    assert!(found[1].contains("embeds.0.fields.0.value: Bold"), "{found:#?}");

    // Escaped where Discord reads no Markdown: the backslashes would show.
    send(json!({"content": "x", "components": [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": r"Cover \*\*bold\*\*'s wall", "custom_id": "b"}]}]}))
    .await;
    let found = discord.markup_from_names();
    assert!(found.len() == 3 && found[2].contains("components.0.components.0.label"), "{found:#?}");
    assert!(found[2].contains("shows escaped"), "{found:#?}");
}
