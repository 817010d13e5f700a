//! Views -> Discord messages, following UX.md: one embed per board
//! (author: game; title: round and phase; description: the last events;
//! fields: the public state; footer: the state version), one row of
//! Play / My hand / Log buttons, panels built from the legal actions.
//!
//! - [`ids`]: typed `custom_id`s.
//! - [`board`]: the per-game board text ([`generic`] for any game,
//!   [`great_wall`] as the model of a dedicated renderer; [`dragon`],
//!   [`attila`], [`ming`], [`junk`] likewise).
//! - [`panel`]: the private move panels and hand views.
//! - [`rules`]: `/game rules` summaries.
//!
//! Everything here renders only what the engine's views and events allow for
//! the viewer at hand: the public board gets `Viewer::Public` and public
//! events, never anything else.

pub mod attila;
pub mod board;
pub mod dragon;
#[cfg(test)]
mod game_checks;
pub mod generic;
pub mod great_wall;
pub mod ids;
pub mod junk;
pub mod ming;
pub mod panel;
pub mod rules;

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed, CreateEmbedFooter};
use tavola_engine::{AnyGame, AppliedEvent, Audience, GameKind, Seat, Viewer};

use crate::store::{SessionRecord, Status};
use ids::{Action, ComponentId};

/// Player markers, by seat (UX.md §7: circles, always with a name).
pub const CIRCLES: [&str; 8] = ["🔴", "🟡", "🟢", "🔵", "🟣", "⚪", "⚫", "🟠"];

/// Seat letters for text grids, matching the circles.
pub const LETTERS: [char; 8] = ['R', 'Y', 'G', 'B', 'P', 'W', 'K', 'O'];

/// Embed limits (Discord's, with a margin for the total).
pub const FIELD_VALUE_MAX: usize = 1024;
pub const FIELD_NAME_MAX: usize = 256;
pub const TITLE_MAX: usize = 256;
pub const DESCRIPTION_MAX: usize = 4096;
pub const EMBED_TOTAL_MAX: usize = 5800;

/// A player's marker and name, e.g. `🔴 Anna`; house players get 🤖.
pub fn player(record: &SessionRecord, seat: Seat) -> String {
    let circle = CIRCLES[seat.index() % CIRCLES.len()];
    match record.seats.get(seat.index()) {
        Some(s) if s.is_house() => format!("{circle} 🤖 {}", s.name),
        Some(s) => format!("{circle} {}", s.name),
        None => format!("{circle} {seat}"),
    }
}

/// Cuts `text` to at most `max` characters, marking the cut with `…`.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The pointer before the name of a seat that owes a decision.
pub fn turn_mark(to_act: &[Seat], seat: Seat) -> &'static str {
    if to_act.contains(&seat) {
        "👉 "
    } else {
        ""
    }
}

/// A number in a text grid, right-aligned in `width`; zero shows as `.`
/// so that the non-empty cells stand out.
pub fn grid_cell(n: u64, width: usize) -> String {
    if n == 0 {
        format!("{:>width$}", ".")
    } else {
        format!("{n:>width$}")
    }
}

/// Replaces the engine's `seat N` with the player's marker and name.
pub fn humanize(record: &SessionRecord, text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(pos) = rest.find("seat ") {
        let after = &rest[pos + 5..];
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        match digits.parse::<usize>() {
            Ok(n) if n >= 1 && n <= record.seats.len() => {
                out.push_str(&rest[..pos]);
                out.push_str(&player(record, Seat((n - 1) as u8)));
                rest = &after[digits.len()..];
            }
            _ => {
                out.push_str(&rest[..pos + 5]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The events a viewer may read, in words.
pub fn visible_events(record: &SessionRecord, events: &[AppliedEvent], viewer: Viewer) -> Vec<String> {
    events.iter().filter(|e| e.audience.visible_to(viewer)).map(|e| humanize(record, &e.text)).collect()
}

/// Only the public events.
pub fn public_events(events: &[AppliedEvent]) -> impl Iterator<Item = &AppliedEvent> {
    events.iter().filter(|e| e.audience == Audience::Public)
}

/// A game's display name.
pub fn game_name(record: &SessionRecord) -> String {
    GameKind::from_id(&record.game).map_or_else(|_| record.game.clone(), |k| k.info().name.to_owned())
}

/// Builds an embed within Discord's limits: fields beyond the budget are
/// dropped, long texts are clipped.
pub fn embed(
    author: &str,
    title: &str,
    description: &str,
    fields: &[(String, String, bool)],
    footer: &str,
) -> CreateEmbed {
    let author = clip(author, 200);
    let title = clip(title, TITLE_MAX);
    let description = clip(description, 1500);
    let footer = clip(footer, 200);
    let mut used =
        author.chars().count() + title.chars().count() + description.chars().count() + footer.chars().count();
    let mut e = CreateEmbed::new()
        .author(serenity::CreateEmbedAuthor::new(author))
        .title(title)
        .footer(CreateEmbedFooter::new(footer))
        .colour(0x8b_2f_2f);
    if !description.trim().is_empty() {
        e = e.description(description);
    }
    for (name, value, inline) in fields.iter().take(25) {
        let name = clip(if name.trim().is_empty() { "\u{200b}" } else { name }, FIELD_NAME_MAX);
        let value = clip(if value.trim().is_empty() { "-" } else { value }, FIELD_VALUE_MAX);
        let cost = name.chars().count() + value.chars().count();
        if used + cost > EMBED_TOTAL_MAX {
            break;
        }
        used += cost;
        e = e.field(name, value, *inline);
    }
    e
}

/// The row under every board: Play, My hand, Log.
pub fn board_buttons(record: &SessionRecord) -> Vec<CreateActionRow> {
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(id(Action::Play)).label("Play").emoji('🎲').style(ButtonStyle::Primary),
        CreateButton::new(id(Action::Hand)).label("My hand").emoji('🔒').style(ButtonStyle::Secondary),
        CreateButton::new(id(Action::Log)).label("Log").emoji('📜').style(ButtonStyle::Secondary),
    ])]
}

/// The public board message: the ping line, the embed, the buttons.
pub struct BoardMessage {
    pub content: String,
    pub embed: CreateEmbed,
    pub components: Vec<CreateActionRow>,
    pub mentions: CreateAllowedMentions,
}

/// The public board after `events` (the newest last).
pub fn board_message(record: &SessionRecord, game: &AnyGame, events: &[String]) -> BoardMessage {
    let view = game.view(Viewer::Public);
    let to_act = game.to_act().seats();
    let rendered = board::render(game.kind(), &view, record, &to_act);
    let humans: Vec<u64> = to_act.iter().filter_map(|s| record.seats.get(s.index()).and_then(|s| s.user)).collect();
    let content = if let Some(outcome) = game.outcome() {
        let winners: Vec<String> = outcome.winners.iter().map(|&s| player(record, s)).collect();
        format!("🏁 The game is over. Winner{}: {}.", if winners.len() == 1 { "" } else { "s" }, winners.join(", "))
    } else if humans.is_empty() {
        format!("👉 Waiting for {}.", board::list(record, &to_act))
    } else {
        let pings: Vec<String> = humans.iter().map(|u| format!("<@{u}>")).collect();
        let ask = if to_act.len() > 1 { "make your secret choice" } else { "your turn: choose your move" };
        let due = record
            .timers
            .next_deadline()
            .map_or_else(String::new, |at| format!(" ⏰ Due {}.", crate::deadlines::discord_timestamp(at, 'R')));
        format!("{}, {ask} with Play or `/play`.{due}", pings.join(", "))
    };
    let lines: Vec<String> = events.iter().rev().take(5).rev().map(|e| clip(e, 300)).collect();
    let footer = format!("v{} · /game rules · /game log", record.version);
    BoardMessage {
        content,
        embed: embed(&game_name(record), &rendered.title, &lines.join("\n"), &rendered.fields, &footer),
        components: if record.status == Status::Active { board_buttons(record) } else { Vec::new() },
        mentions: CreateAllowedMentions::new().users(humans.into_iter().map(serenity::UserId::new)),
    }
}

/// The lobby: game, options, seats and the lobby buttons.
pub fn lobby(record: &SessionRecord, note: Option<&str>) -> (CreateEmbed, Vec<CreateActionRow>) {
    let kind = GameKind::from_id(&record.game).ok();
    let (min, max) = kind.map_or((0, 0), |k| (k.info().min_players, k.info().max_players));
    let mut seats = String::new();
    for (i, s) in record.seats.iter().enumerate() {
        let dm = if !s.is_house() && !s.dm_open { " · no DMs: plays through My hand and `/play`" } else { "" };
        let who = if let Some(u) = s.user { format!("<@{u}>") } else { format!("🤖 {}", s.name) };
        seats.push_str(&format!("{}. {who}{dm}\n", i + 1));
    }
    let options = match &record.options {
        serde_json::Value::Object(m) if !m.is_empty() => {
            m.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", ")
        }
        _ => "standard rules".to_owned(),
    };
    let mut fields = vec![
        ("Seats".to_owned(), seats, false),
        ("Players".to_owned(), format!("{min}-{max}"), true),
        ("Options".to_owned(), options, true),
    ];
    fields.push(("Turn timer".to_owned(), crate::timer::describe(record.timers.settings.as_ref()), false));
    if let Some(t) = record.target {
        fields.push(("Table".to_owned(), format!("{t} seats; house players fill the empty ones at start"), false));
    }
    let (title, description) = match record.status {
        Status::Lobby => ("Lobby: join the game".to_owned(), note.unwrap_or("Seats are drawn at random at start.")),
        Status::Active => ("The game has started".to_owned(), note.unwrap_or("The board follows below.")),
        _ => ("This lobby was closed".to_owned(), note.unwrap_or("Open a new one with `/game new`.")),
    };
    let embed = embed(&game_name(record), &title, description, &fields, &format!("game #{}", record.id));
    let id = |a| ComponentId::new(record.id, 0, a).to_string();
    let rows = if record.status == Status::Lobby {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(id(Action::Join)).label("Join").style(ButtonStyle::Secondary),
            CreateButton::new(id(Action::Leave)).label("Leave").style(ButtonStyle::Secondary),
            CreateButton::new(id(Action::AddHouse)).label("Add house player").emoji('🤖').style(ButtonStyle::Secondary),
            CreateButton::new(id(Action::Start)).label("Start").style(ButtonStyle::Success),
            CreateButton::new(id(Action::Cancel)).label("Cancel").style(ButtonStyle::Danger),
        ])]
    } else {
        Vec::new()
    };
    (embed, rows)
}

#[cfg(test)]
#[path = "render_tests.rs"]
mod tests;
