//! poise 0.7.1 against the double: its startup calls (owner lookup, global
//! registration), slash commands with a `ChoiceParameter`, autocomplete,
//! `defer_ephemeral` + `say`, and `send` with a button, all accepted without
//! a single violation.

use poise::serenity_prelude as serenity;
use tavola_double::{Double, Slash};

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, (), Error>;

#[derive(Debug, poise::ChoiceParameter)]
enum Speed {
    Slow,
    Fast,
}

async fn autocomplete_game(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["great-wall", "junk", "ming"]
        .into_iter()
        .filter(|g| g.starts_with(partial))
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Games
#[poise::command(slash_command, subcommands("new", "secret"))]
async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a lobby
#[poise::command(slash_command)]
async fn new(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "autocomplete_game"]
    game: String,
    #[description = "Players"]
    #[min = 2]
    #[max = 5]
    players: Option<u8>,
    #[description = "Turn speed"] speed: Option<Speed>,
) -> Result<(), Error> {
    let text = format!("Lobby {game} for {} ({:?})", players.unwrap_or(2), speed.unwrap_or(Speed::Slow));
    let button = serenity::CreateButton::new("join").label("Join");
    let reply = poise::CreateReply::default()
        .embed(serenity::CreateEmbed::new().title(text))
        .components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
    ctx.send(reply).await?;
    Ok(())
}

/// Something only you see
#[poise::command(slash_command, ephemeral)]
async fn secret(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    ctx.say("your hand").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_starts_registers_and_answers() {
    let discord = Double::start().await.expect("double starts");
    let guild = discord.add_guild("Poise");
    let channel = discord.add_channel(guild, "games");
    let alice = discord.add_user("alice");
    discord.add_member(guild, alice);

    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions { commands: vec![game()], ..Default::default() })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(())
            })
        })
        .build();
    let http = serenity::HttpBuilder::new("fake-token").proxy(discord.api_base()).ratelimiter_disabled(true).build();
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .expect("client");
    tokio::spawn(async move { client.start().await });

    discord.wait_for_ready().await.unwrap();
    let commands = discord.wait_for_commands().await.unwrap();
    assert_eq!(commands[0]["name"], "game");
    assert!(discord.requests().iter().any(|r| r.path() == "/oauth2/applications/@me" && r.ok()));

    let ac = discord.autocomplete(alice, channel, Slash::new("game").subcommand("new").focus("game", "j")).unwrap();
    let choices = discord.wait_for_response(ac).await.unwrap().choices();
    assert_eq!(choices, vec![serde_json::json!({"name": "junk", "value": "junk"})]);

    let cmd = Slash::new("game").subcommand("new").opt("game", "ming").opt("players", 4).opt("speed", "Fast");
    let run = discord.slash(alice, channel, cmd).unwrap();
    let lobby = discord.wait_for_reply(run).await.unwrap();
    assert_eq!(lobby.embeds[0]["title"], "Lobby ming for 4 (Fast)");
    assert_eq!(lobby.custom_ids(), vec!["join"]);

    let run = discord.slash(alice, channel, Slash::new("game").subcommand("secret")).unwrap();
    let hand = discord.wait_for_reply(run).await.unwrap();
    assert!(hand.ephemeral);
    assert_eq!(hand.content, "your hand");
    assert!(discord.messages_in(channel).iter().all(|m| !m.ephemeral));

    assert!(discord.violations().is_empty(), "{:#?}", discord.violations());
}
