//! A small real serenity 0.12.5 bot for the double's own tests, connected the
//! way Tavola connects: `HttpBuilder::proxy(base).ratelimiter_disabled(true)`.
//!
//! Commands (registered globally on READY):
//! - `/game new name:<text, autocompleted> players:<int>`: answers with an embed,
//!   Join/Leave buttons and a select menu; posts a board with a file in the
//!   channel; DMs the user a hand; adds an ephemeral follow-up.
//! - `/game admin kick who:<user>`: defers ephemerally, then follows up.
//! - `/game bad what:<options|custom_id>`: tries a reply Discord refuses, then
//!   answers with the refusal's code.
//! - `/game twice`: answers twice; the second answer's error is followed up.
//! - `/game ignore`: never answered.
//!
//! Components: `join` updates the lobby message; `leave` opens a modal whose
//! submission is answered publicly; `pick` answers ephemerally.
#![allow(dead_code)]

use serenity::all::{
    async_trait, ActionRowComponent, ButtonStyle, ChannelId, Client, ClientBuilder, Command, CommandInteraction,
    CommandOptionType, ComponentInteraction, ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateCommand, CreateCommandOption, CreateEmbed, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EventHandler, GatewayIntents, Guild,
    HttpBuilder, InputTextStyle, Interaction, Ready, ResolvedOption, ResolvedValue,
};
use tavola_double::Double;
use tokio::sync::mpsc;

/// What the bot saw, for the test to await.
#[derive(Debug, Clone, PartialEq)]
pub enum Seen {
    Ready { application_id: u64, guilds: usize },
    Guild { name: String, channels: usize, members: usize },
}

pub struct Handler {
    pub seen: mpsc::UnboundedSender<Seen>,
}

/// The Discord error code of a failed request, or 0.
pub fn code(error: &serenity::Error) -> isize {
    match error {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => response.error.code,
        _ => 0,
    }
}

fn lobby_components() -> Vec<CreateActionRow> {
    let options = ["red", "green", "blue"].iter().map(|c| CreateSelectMenuOption::new(c.to_uppercase(), *c)).collect();
    vec![
        CreateActionRow::Buttons(vec![
            CreateButton::new("join").label("Join").style(ButtonStyle::Success),
            CreateButton::new("leave").label("Leave").style(ButtonStyle::Secondary),
        ]),
        CreateActionRow::SelectMenu(CreateSelectMenu::new("pick", CreateSelectMenuKind::String { options })),
    ]
}

fn sub_options<'a>(options: &'a [ResolvedOption<'a>]) -> (Vec<&'a str>, &'a [ResolvedOption<'a>]) {
    match options.first().map(|o| (&o.name, &o.value)) {
        Some((name, ResolvedValue::SubCommandGroup(inner))) => {
            let (mut path, leaf) = sub_options(inner);
            path.insert(0, name);
            (path, leaf)
        }
        Some((name, ResolvedValue::SubCommand(inner))) => (vec![name], inner.as_slice()),
        _ => (Vec::new(), options),
    }
}

impl Handler {
    async fn command(&self, ctx: &Context, cmd: &CommandInteraction) -> serenity::Result<()> {
        let options = cmd.data.options();
        let (path, leaf) = sub_options(&options);
        match path.as_slice() {
            ["new"] => {
                let name = leaf.iter().find_map(|o| match o.value {
                    ResolvedValue::String(s) if o.name == "name" => Some(s),
                    _ => None,
                });
                let players = leaf.iter().find_map(|o| match o.value {
                    ResolvedValue::Integer(n) => Some(n),
                    _ => None,
                });
                let embed = CreateEmbed::new().title(format!("Lobby: {}", name.unwrap_or("?"))).field(
                    "Players",
                    players.unwrap_or(0).to_string(),
                    true,
                );
                let reply = CreateInteractionResponseMessage::new().embed(embed).components(lobby_components());
                cmd.create_response(&ctx.http, CreateInteractionResponse::Message(reply)).await?;
                let board = CreateMessage::new()
                    .embed(CreateEmbed::new().title("Board").image("attachment://board.png"))
                    .add_file(CreateAttachment::bytes(b"\x89PNG fake".to_vec(), "board.png"));
                cmd.channel_id.send_message(&ctx.http, board).await?;
                let dm = CreateMessage::new().content("Your hand: 3 tiles");
                if let Err(e) = cmd.user.id.direct_message(&ctx.http, dm).await {
                    let note = format!("dm failed {}", code(&e));
                    let followup = CreateInteractionResponseFollowup::new().content(note).ephemeral(true);
                    cmd.create_followup(&ctx.http, followup).await?;
                    return Ok(());
                }
                let followup = CreateInteractionResponseFollowup::new().content("Only you see this").ephemeral(true);
                cmd.create_followup(&ctx.http, followup).await?;
            }
            ["admin", "kick"] => {
                cmd.defer_ephemeral(&ctx.http).await?;
                let who = leaf.iter().find_map(|o| match o.value {
                    ResolvedValue::User(u, _) => Some(u.name.clone()),
                    _ => None,
                });
                let text = format!("kicked {}", who.unwrap_or_default());
                cmd.create_followup(&ctx.http, CreateInteractionResponseFollowup::new().content(text)).await?;
            }
            ["bad"] => {
                let what = leaf.iter().find_map(|o| match o.value {
                    ResolvedValue::String(s) => Some(s),
                    _ => None,
                });
                let row = if what == Some("options") {
                    let options =
                        (0..26).map(|i| CreateSelectMenuOption::new(format!("o{i}"), format!("{i}"))).collect();
                    CreateActionRow::SelectMenu(CreateSelectMenu::new("many", CreateSelectMenuKind::String { options }))
                } else {
                    CreateActionRow::Buttons(vec![CreateButton::new("x".repeat(101)).label("Long")])
                };
                let reply = CreateInteractionResponseMessage::new().content("bad").components(vec![row]);
                if let Err(e) = cmd.create_response(&ctx.http, CreateInteractionResponse::Message(reply)).await {
                    let text = format!("refused {}", code(&e));
                    let reply = CreateInteractionResponseMessage::new().content(text);
                    cmd.create_response(&ctx.http, CreateInteractionResponse::Message(reply)).await?;
                }
            }
            ["twice"] => {
                let first = CreateInteractionResponseMessage::new().content("first");
                cmd.create_response(&ctx.http, CreateInteractionResponse::Message(first)).await?;
                let second = CreateInteractionResponseMessage::new().content("second");
                if let Err(e) = cmd.create_response(&ctx.http, CreateInteractionResponse::Message(second)).await {
                    let text = format!("second refused {}", code(&e));
                    cmd.create_followup(&ctx.http, CreateInteractionResponseFollowup::new().content(text)).await?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    async fn component(&self, ctx: &Context, c: &ComponentInteraction) -> serenity::Result<()> {
        match &c.data.kind {
            ComponentInteractionDataKind::Button if c.data.custom_id == "join" => {
                let update = CreateInteractionResponseMessage::new()
                    .content(format!("joined: {}", c.user.name))
                    .components(lobby_components());
                c.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(update)).await
            }
            ComponentInteractionDataKind::Button if c.data.custom_id == "leave" => {
                let input = CreateInputText::new(InputTextStyle::Short, "Why?", "reason");
                let modal = CreateModal::new("why", "Leaving").components(vec![CreateActionRow::InputText(input)]);
                c.create_response(&ctx.http, CreateInteractionResponse::Modal(modal)).await
            }
            ComponentInteractionDataKind::StringSelect { values } => {
                let reply = CreateInteractionResponseMessage::new()
                    .content(format!("picked {}", values.join(",")))
                    .ephemeral(true);
                c.create_response(&ctx.http, CreateInteractionResponse::Message(reply)).await
            }
            _ => c.create_response(&ctx.http, CreateInteractionResponse::Acknowledge).await,
        }
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let _ = self.seen.send(Seen::Ready { application_id: ready.application.id.get(), guilds: ready.guilds.len() });
        let name = CreateCommandOption::new(CommandOptionType::String, "name", "Game name")
            .set_autocomplete(true)
            .required(true);
        let players = CreateCommandOption::new(CommandOptionType::Integer, "players", "Players")
            .min_int_value(2)
            .max_int_value(5);
        let speed = CreateCommandOption::new(CommandOptionType::Integer, "speed", "Turn speed")
            .add_int_choice("Slow", 0)
            .add_int_choice("Fast", 1);
        let new = CreateCommandOption::new(CommandOptionType::SubCommand, "new", "New game")
            .add_sub_option(name)
            .add_sub_option(players)
            .add_sub_option(speed);
        let kick = CreateCommandOption::new(CommandOptionType::SubCommand, "kick", "Kick a player")
            .add_sub_option(CreateCommandOption::new(CommandOptionType::User, "who", "Player").required(true));
        let admin = CreateCommandOption::new(CommandOptionType::SubCommandGroup, "admin", "Admin").add_sub_option(kick);
        let bad = CreateCommandOption::new(CommandOptionType::SubCommand, "bad", "Break a limit")
            .add_sub_option(CreateCommandOption::new(CommandOptionType::String, "what", "What").required(true));
        let twice = CreateCommandOption::new(CommandOptionType::SubCommand, "twice", "Answer twice");
        let ignore = CreateCommandOption::new(CommandOptionType::SubCommand, "ignore", "Never answered");
        let game = CreateCommand::new("game")
            .description("Board games")
            .add_option(new)
            .add_option(admin)
            .add_option(bad)
            .add_option(twice)
            .add_option(ignore);
        Command::set_global_commands(&ctx.http, vec![game]).await.expect("register commands");
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        let _ = self.seen.send(Seen::Guild {
            name: guild.name.clone(),
            channels: guild.channels.len(),
            members: guild.members.len(),
        });
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let result = match &interaction {
            Interaction::Command(cmd) => self.command(&ctx, cmd).await,
            Interaction::Component(c) => self.component(&ctx, c).await,
            Interaction::Autocomplete(a) => {
                let choices = ["great-wall", "junk", "ming"]
                    .iter()
                    .fold(CreateAutocompleteResponse::new(), |r, g| r.add_string_choice(*g, *g));
                a.create_response(&ctx.http, CreateInteractionResponse::Autocomplete(choices)).await
            }
            Interaction::Modal(m) => {
                let reason = m
                    .data
                    .components
                    .iter()
                    .flat_map(|row| row.components.iter())
                    .find_map(|c| match c {
                        ActionRowComponent::InputText(t) => t.value.clone(),
                        _ => None,
                    })
                    .unwrap_or_default();
                let reply = CreateInteractionResponseMessage::new().content(format!("bye: {reason}"));
                m.create_response(&ctx.http, CreateInteractionResponse::Message(reply)).await
            }
            _ => Ok(()),
        };
        if let Err(e) = result {
            eprintln!("test bot: {e}");
        }
    }
}

/// Starts the test bot against `double`; returns what it sees.
pub async fn start_bot(double: &Double) -> mpsc::UnboundedReceiver<Seen> {
    let (tx, rx) = mpsc::unbounded_channel();
    let client: Client = ClientBuilder::new_with_http(http(double), GatewayIntents::GUILDS)
        .event_handler(Handler { seen: tx })
        .await
        .expect("client");
    let mut client = client;
    tokio::spawn(async move {
        if let Err(e) = client.start().await {
            eprintln!("test bot stopped: {e}");
        }
    });
    rx
}

/// A serenity HTTP client pointed at the double.
pub fn http(double: &Double) -> serenity::http::Http {
    HttpBuilder::new("fake-token").proxy(double.api_base()).ratelimiter_disabled(true).build()
}

/// A serenity channel id from a double channel id.
pub fn channel(id: tavola_double::ChannelId) -> ChannelId {
    ChannelId::new(id.0)
}
