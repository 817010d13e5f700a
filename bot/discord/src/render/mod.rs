//! Views -> Discord messages, following docs/conventions.md: one embed per board
//! (author: game; title: round and phase; description: the last events;
//! fields: the public state; footer: the board's number), one row of
//! Play / My hand / Log buttons, panels built from the legal actions.
//!
//! - [`ids`]: typed `custom_id`s.
//! - [`board`]: the per-game board text, each from its game's typed view
//!   ([`great_wall`], [`dragon`], [`attila`], [`ming`], [`junk`]).
//! - [`panel`]: the private move panels and hand views.
//! - [`rules`]: `/game rules` summaries; [`rhythm`]: scoring notices and
//!   the results of a finished game; [`replay`]: the private replay viewer.
//! - [`markdown`]: people's text (names) made plain text in Markdown.
//!
//! A player's name is text, never Markdown: [`seat_name`], [`player`],
//! [`names`] and [`GameWords::new`] give it escaped ([`escape_markdown`]),
//! for message content and embeds; their `_plain` twins and
//! [`GameWords::plain`] give it as typed, for what Discord shows as plain
//! text (button labels, select options, autocomplete choices) and for
//! files and pictures.
//!
//! Everything here renders only what the engine's views and events allow for
//! the viewer at hand: the public board gets `Viewer::Public` and public
//! events, never anything else.

pub mod analysis;
pub mod attila;
pub mod board;
pub mod choices;
pub mod dragon;
#[cfg(test)]
pub(crate) mod game_checks;
pub mod great_wall;
pub mod help;
pub mod hint;
pub mod ids;
pub mod junk;
pub mod lists;
pub mod markdown;
pub mod ming;
pub mod panel;
pub mod replay;
pub mod rhythm;
pub mod rules;
pub mod stats;

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed, CreateEmbedFooter};
use tavola_engine::ai::Level;
use tavola_engine::{AnyGame, AppliedEvent, Audience, GameKind, Msg, Seat, Viewer};

use crate::i18n::{dynamic, Names, Tr};
use crate::{msg, t};
use ids::{Action, ComponentId};
use tavola_table::deadlines::Millis;
use tavola_table::record::{SeatRecord, SessionRecord, Status};

pub use markdown::escape as escape_markdown;

/// Player markers, by seat (docs/conventions.md §7: circles, always with a name).
pub const CIRCLES: [&str; 8] = ["🔴", "🟡", "🟢", "🔵", "🟣", "⚪", "⚫", "🟠"];

/// Seat letters for text grids, matching the circles.
pub const LETTERS: [char; 8] = ['R', 'Y', 'G', 'B', 'P', 'W', 'K', 'O'];

/// Embed limits (Discord's, with a margin for the total).
pub const FIELD_VALUE_MAX: usize = 1024;
pub const FIELD_NAME_MAX: usize = 256;
pub const TITLE_MAX: usize = 256;
pub const DESCRIPTION_MAX: usize = 4096;
pub const EMBED_TOTAL_MAX: usize = 5800;

/// How a seat is called, for Markdown: the player's name escaped, or a
/// house player's ("House 1").
pub fn seat_name(seat: &SeatRecord, tr: &Tr) -> String {
    match seat.house_number() {
        Some(_) => seat_name_plain(seat, tr),
        None => escape_markdown(&seat.name),
    }
}

/// How a seat is called, as plain text: the player's name as typed, or a
/// house player's ("House 1").
pub fn seat_name_plain(seat: &SeatRecord, tr: &Tr) -> String {
    match seat.house_number() {
        Some(n) => t!(tr, "house-player", n = n),
        None => seat.name.clone(),
    }
}

/// A player's marker and name for Markdown, e.g. `🔴 Anna`; house players
/// get 🤖.
pub fn player(record: &SessionRecord, seat: Seat, tr: &Tr) -> String {
    marked(record, seat, |s| seat_name(s, tr))
}

/// A player's marker and name as plain text.
pub fn player_plain(record: &SessionRecord, seat: Seat, tr: &Tr) -> String {
    marked(record, seat, |s| seat_name_plain(s, tr))
}

/// The seat's circle and its `name` (🤖 between them for a house player);
/// the circle alone for a seat the record lacks.
fn marked(record: &SessionRecord, seat: Seat, name: impl Fn(&SeatRecord) -> String) -> String {
    let circle = CIRCLES[seat.index() % CIRCLES.len()];
    match record.seats.get(seat.index()) {
        Some(s) if s.is_house() => format!("{circle} 🤖 {}", name(s)),
        Some(s) => format!("{circle} {}", name(s)),
        None => circle.to_owned(),
    }
}

/// Every seat's marker and name, as the game's messages call them, for
/// Markdown.
pub fn names(record: &SessionRecord, tr: &Tr) -> Names {
    Names::new(Seat::all(record.seats.len()).map(|s| player(record, s, tr)).collect())
}

/// Every seat's marker and name as plain text.
pub fn names_plain(record: &SessionRecord, tr: &Tr) -> Names {
    Names::new(Seat::all(record.seats.len()).map(|s| player_plain(record, s, tr)).collect())
}

/// A game's labels and events in one language, players named.
pub struct GameWords {
    tr: Tr,
    kind: Option<GameKind>,
    seats: Vec<String>,
    names: Names,
}

impl GameWords {
    /// Words for Markdown (message content, embeds): names escaped.
    pub fn new(record: &SessionRecord, tr: &Tr) -> GameWords {
        GameWords::named(record, tr, player)
    }

    /// Words as plain text (button labels, select options, autocomplete
    /// choices, files): names as typed.
    pub fn plain(record: &SessionRecord, tr: &Tr) -> GameWords {
        GameWords::named(record, tr, player_plain)
    }

    fn named(record: &SessionRecord, tr: &Tr, name: fn(&SessionRecord, Seat, &Tr) -> String) -> GameWords {
        let seats: Vec<String> = Seat::all(record.seats.len()).map(|s| name(record, s, tr)).collect();
        GameWords {
            tr: tr.clone(),
            kind: GameKind::from_id(&record.game).ok(),
            names: Names::new(seats.clone()),
            seats,
        }
    }

    /// A label or an event of the game, in words.
    pub fn word(&self, msg: &Msg) -> String {
        match self.kind {
            Some(kind) => self.tr.game(kind, msg, &self.names, &self.seats),
            None => self.tr.say_named(msg, &self.names),
        }
    }

    /// One of the bot's messages that names players.
    pub fn say(&self, msg: &Msg) -> String {
        self.tr.say_named(msg, &self.names)
    }

    pub fn tr(&self) -> &Tr {
        &self.tr
    }
}

/// A Discord timestamp that each reader sees in their own time zone.
pub fn discord_timestamp(at: Millis, style: char) -> String {
    format!("<t:{}:{style}>", at.div_euclid(1000))
}

/// Cuts `text` to at most `max` characters, marking the cut with `…`. A
/// cut that would leave an escape's backslash alone before the `…` (which
/// Discord would show) takes the backslash too.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    // Never mid-word: back to the last space, if one is near the end.
    let kept = out.chars().count();
    if let Some((at, _)) = out.char_indices().rev().find(|&(_, c)| c.is_whitespace()) {
        if out[..at].chars().count() * 3 >= kept * 2 {
            out.truncate(at);
            out.truncate(out.trim_end_matches(|c: char| c.is_whitespace() || c == ',' || c == ';').len());
        }
    }
    if out.chars().rev().take_while(|&c| c == '\\').count() % 2 == 1 {
        out.pop();
    }
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

/// The events a viewer may read, in words.
pub fn visible_events(record: &SessionRecord, events: &[AppliedEvent], viewer: Viewer, tr: &Tr) -> Vec<String> {
    let words = GameWords::new(record, tr);
    events.iter().filter(|e| e.audience.visible_to(viewer)).map(|e| words.word(&e.msg)).collect()
}

/// Only the public events.
pub fn public_events(events: &[AppliedEvent]) -> impl Iterator<Item = &AppliedEvent> {
    events.iter().filter(|e| e.audience == Audience::Public)
}

/// A game's display name.
pub fn kind_name(kind: GameKind, tr: &Tr) -> String {
    tr.say(&dynamic(format!("game-{}", kind.id())))
}

/// Where a game stands in its own count, the one turn number players
/// read everywhere: "Month 6", "Round 3", "Turn 12" (the set-up, before
/// the first: "Set-up").
pub fn round_name(game: &str, round: u64, tr: &Tr) -> String {
    if round == 0 {
        return t!(tr, "replay-first");
    }
    tr.say(&round_msg(game, round))
}

/// [`round_name`] as a message, for sentences that name a turn.
pub fn round_msg(game: &str, round: u64) -> Msg {
    let kind = GameKind::from_id(game).map_or("", GameKind::id);
    msg!("game-round", game = kind, round = round)
}

/// A session's game, by name.
pub fn game_name(record: &SessionRecord, tr: &Tr) -> String {
    game_name_of(&record.game, tr)
}

/// A game by its stable id, by name; an id this version does not know, as
/// it is.
pub fn game_name_of(id: &str, tr: &Tr) -> String {
    GameKind::from_id(id).map_or_else(|_| id.to_owned(), |k| kind_name(k, tr))
}

/// Builds an embed within Discord's limits: fields beyond the budget are
/// dropped, long texts are clipped, and an empty author, title or footer
/// is left out rather than sent empty.
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
    let mut e = CreateEmbed::new().colour(0x8b_2f_2f);
    if !author.trim().is_empty() {
        e = e.author(serenity::CreateEmbedAuthor::new(author));
    }
    if !title.trim().is_empty() {
        e = e.title(title);
    }
    if !footer.is_empty() {
        e = e.footer(CreateEmbedFooter::new(footer));
    }
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

/// The row under every board: Play, My hand, Log, Details (the board's
/// details picture, privately).
pub fn board_buttons(record: &SessionRecord, tr: &Tr) -> Vec<CreateActionRow> {
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(id(Action::Play)).label(t!(tr, "button-play")).emoji('🎲').style(ButtonStyle::Primary),
        CreateButton::new(id(Action::Hand)).label(t!(tr, "button-hand")).emoji('🔒').style(ButtonStyle::Secondary),
        CreateButton::new(id(Action::Log)).label(t!(tr, "button-log")).emoji('📜').style(ButtonStyle::Secondary),
        details_button(id(Action::Details), tr),
    ])]
}

/// The 🔍 Details button, on a board and in the replay.
pub fn details_button(custom_id: String, tr: &Tr) -> CreateButton {
    CreateButton::new(custom_id).label(t!(tr, "button-details")).emoji('🔍').style(ButtonStyle::Secondary)
}

/// The public board message: the ping line, the embed, the buttons.
pub struct BoardMessage {
    pub content: String,
    pub embed: CreateEmbed,
    pub components: Vec<CreateActionRow>,
    pub mentions: CreateAllowedMentions,
}

/// How a posted board is framed: the users its ping line notifies (the
/// others it names are not notified: they are at the table) and its
/// picture. A board carries no number of its own: the only turn a player
/// reads is the game's, in the title (docs/conventions.md §1.10).
#[derive(Clone, Debug, Default)]
pub struct Frame {
    pub notify: Vec<u64>,
    /// The board's picture (`attachment://board-<version>.png`): the embed
    /// shows it and keeps only a summary in text (title, ping line with the
    /// deadline, last events); the board's text fields go.
    pub picture: Option<String>,
    /// The game's web page, for a View in browser link.
    pub web: Option<String>,
}

/// The public board after `events` (in words, the newest last), in the
/// server's language, as `/game status` shows it: no number, no ping.
pub fn board_message(record: &SessionRecord, game: &AnyGame, events: &[String], tr: &Tr) -> BoardMessage {
    board_post(record, game, events, None, tr)
}

/// The public board as the channel shows it. With a `frame`, the ping
/// line notifies `frame.notify`;
/// the line names every human who owes a decision and says what is asked
/// (the phase, from the board's title).
pub fn board_post(
    record: &SessionRecord,
    game: &AnyGame,
    events: &[String],
    frame: Option<&Frame>,
    tr: &Tr,
) -> BoardMessage {
    let to_act = game.to_act().seats();
    let rendered = board::render(game, record, &to_act, tr);
    let words = GameWords::new(record, tr);
    let humans: Vec<u64> = to_act.iter().filter_map(|s| record.seats.get(s.index()).and_then(|s| s.user)).collect();
    let content = if let Some(outcome) = game.outcome() {
        words.say(&msg!("board-over", count = outcome.winners.len(), winners = outcome.winners))
    } else if humans.is_empty() {
        words.say(&msg!("board-waiting", players = to_act.clone()))
    } else {
        let pings: Vec<String> = humans.iter().map(|u| format!("<@{u}>")).collect();
        let ask = rendered.title.rsplit(" · ").next().unwrap_or_default();
        let mut line = if to_act.len() > 1 {
            t!(tr, "board-ping-secret", pings = pings.join(", "), count = humans.len(), ask = ask)
        } else {
            t!(tr, "board-ping-turn", pings = pings.join(", "), ask = ask)
        };
        if let Some(at) = record.timers.next_deadline() {
            line.push(' ');
            line.push_str(&t!(tr, "board-due", when = discord_timestamp(at, 'R')));
        }
        line
    };
    let lines: Vec<String> = events.iter().map(|e| clip(e, 400)).collect();
    let mut footer = t!(tr, "board-footer");
    if record.seats.iter().any(SeatRecord::is_house) {
        footer = format!("{footer} · {}", t!(tr, "board-house", level = house_level(record.timers.house, tr)));
    }
    let notify = frame.map(|f| f.notify.clone()).unwrap_or_default();
    BoardMessage {
        content,
        embed: match frame.and_then(|f| f.picture.as_deref()) {
            Some(url) => embed(&game_name(record, tr), &rendered.title, &lines.join("\n"), &[], &footer).image(url),
            None => embed(&game_name(record, tr), &rendered.title, &lines.join("\n"), &rendered.fields, &footer),
        },
        components: with_web_link(
            if record.status == Status::Active { board_buttons(record, tr) } else { Vec::new() },
            frame.and_then(|f| f.web.as_deref()),
            tr,
        ),
        mentions: CreateAllowedMentions::new().users(notify.into_iter().map(serenity::UserId::new)),
    }
}

/// The board's rows with a View in browser link at the end of the first
/// (a finished board, without buttons, gets a row of its own).
fn with_web_link(mut rows: Vec<CreateActionRow>, web: Option<&str>, tr: &Tr) -> Vec<CreateActionRow> {
    let Some(url) = web else { return rows };
    let link = CreateButton::new_link(url).label(t!(tr, "web-view")).emoji('🌐');
    match rows.first_mut() {
        Some(CreateActionRow::Buttons(buttons)) if buttons.len() < 5 => buttons.push(link),
        _ => rows.push(CreateActionRow::Buttons(vec![link])),
    }
    rows
}

/// A house level in words: "normal" / "normale".
pub fn house_level(level: Level, tr: &Tr) -> String {
    t!(tr, "house-level", level = level.id())
}

/// The lobby's choice of the house players' level; `random` is left out:
/// it exists to measure the others, and would spoil a table.
fn house_level_select(custom_id: String, now: Level, tr: &Tr) -> CreateActionRow {
    let placeholder = t!(tr, "lobby-house-placeholder");
    let options = [Level::Easy, Level::Normal, Level::Hard]
        .into_iter()
        .map(|level| {
            let label = t!(tr, "lobby-house-option", level = house_level(level, tr));
            serenity::CreateSelectMenuOption::new(label, level.id()).emoji('🤖').default_selection(level == now)
        })
        .collect();
    let kind = serenity::CreateSelectMenuKind::String { options };
    CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new(custom_id, kind).placeholder(placeholder))
}

/// A game's options in words: "Great Wall expansion: on".
pub fn options_in_words(kind: GameKind, options: &serde_json::Value, tr: &Tr) -> Vec<String> {
    let serde_json::Value::Object(given) = options else { return Vec::new() };
    kind.info()
        .options
        .iter()
        .filter_map(|spec| {
            let value = given.get(spec.name).filter(|v| !v.is_null())?;
            let name = tr.say(&dynamic(option_id(kind, spec.name)));
            let value = match value {
                serde_json::Value::Bool(true) => t!(tr, "option-on"),
                serde_json::Value::Bool(false) => t!(tr, "option-off"),
                serde_json::Value::String(choice) => tr.say(&dynamic(choice_id(kind, spec.name, choice))),
                other => other.to_string(),
            };
            Some(t!(tr, "option-set", name = name, value = value))
        })
        .collect()
}

/// The message id of a game's option: `option-junk-variant-setup`.
pub fn option_id(kind: GameKind, option: &str) -> String {
    format!("option-{}-{}", kind.id(), option.replace('_', "-"))
}

/// The message id of one choice of an option: `option-junk-opening-hands-dealt`.
pub fn choice_id(kind: GameKind, option: &str, choice: &str) -> String {
    format!("{}-{}", option_id(kind, option), choice.replace('_', "-"))
}

/// The lobby, in the server's language: game, options, seats and the lobby buttons.
pub fn lobby(record: &SessionRecord, note: Option<&str>, tr: &Tr) -> (CreateEmbed, Vec<CreateActionRow>) {
    let kind = GameKind::from_id(&record.game).ok();
    let (min, max) = kind.map_or((0, 0), |k| (k.info().min_players, k.info().max_players));
    let mut seats = String::new();
    for (i, s) in record.seats.iter().enumerate() {
        let who = if let Some(u) = s.user { format!("<@{u}>") } else { format!("🤖 {}", seat_name(s, tr)) };
        let line = if !s.is_house() && !s.dm_open {
            t!(tr, "lobby-seat-no-dms", n = i + 1, who = who)
        } else {
            t!(tr, "lobby-seat", n = i + 1, who = who)
        };
        seats.push_str(&line);
        seats.push('\n');
    }
    let options = kind.map(|k| options_in_words(k, &record.options, tr)).unwrap_or_default();
    let options = if options.is_empty() { t!(tr, "lobby-standard-rules") } else { options.join("\n") };
    let mut fields = vec![
        (t!(tr, "lobby-seats"), seats, false),
        (t!(tr, "lobby-players"), t!(tr, "lobby-player-range", min = min, max = max), true),
        (t!(tr, "lobby-options"), options, true),
    ];
    fields.push((t!(tr, "lobby-timer"), timer_description(record.timers.settings.as_ref(), tr), false));
    fields.push((t!(tr, "lobby-house"), house_level(record.timers.house, tr), false));
    let hints = tavola_table::hints::hints_on(&record.options);
    fields.push((
        t!(tr, "lobby-hints"),
        t!(tr, if hints { "lobby-hints-field-on" } else { "lobby-hints-field-off" }),
        false,
    ));
    if let Some(n) = record.target {
        fields.push((t!(tr, "lobby-table"), t!(tr, "lobby-table-size", count = n), false));
    }
    let (title, description) = match record.status {
        Status::Lobby => (t!(tr, "lobby-title-open"), note.map_or_else(|| t!(tr, "lobby-note-open"), str::to_owned)),
        Status::Active => {
            (t!(tr, "lobby-title-started"), note.map_or_else(|| t!(tr, "lobby-note-started"), str::to_owned))
        }
        _ => (t!(tr, "lobby-title-closed"), note.map_or_else(|| t!(tr, "lobby-note-closed"), str::to_owned)),
    };
    let footer = t!(tr, "lobby-footer", id = record.id.to_string());
    let embed = embed(&game_name(record, tr), &title, &description, &fields, &footer);
    let id = |a| ComponentId::new(record.id, 0, a).to_string();
    let rows = if record.status == Status::Lobby {
        vec![
            CreateActionRow::Buttons(vec![
                CreateButton::new(id(Action::Join)).label(t!(tr, "button-join")).style(ButtonStyle::Secondary),
                CreateButton::new(id(Action::Leave)).label(t!(tr, "button-leave")).style(ButtonStyle::Secondary),
                CreateButton::new(id(Action::AddHouse))
                    .label(t!(tr, "button-add-house"))
                    .emoji('🤖')
                    .style(ButtonStyle::Secondary),
                CreateButton::new(id(Action::Start)).label(t!(tr, "button-start")).style(ButtonStyle::Success),
                CreateButton::new(id(Action::Cancel)).label(t!(tr, "button-cancel")).style(ButtonStyle::Danger),
            ]),
            house_level_select(id(Action::HouseLevel), record.timers.house, tr),
            CreateActionRow::Buttons(vec![CreateButton::new(id(Action::LobbyHints(!hints)))
                .label(t!(tr, if hints { "button-hints-off" } else { "button-hints-on" }))
                .emoji('💡')
                .style(ButtonStyle::Secondary)]),
        ]
    } else {
        Vec::new()
    };
    (embed, rows)
}

#[cfg(test)]
#[path = "render_tests.rs"]
mod tests;

/// A span of time: "1 day and 12 hours".
pub fn span_msg(span: tavola_table::deadlines::Span) -> Msg {
    use tavola_table::deadlines::{DAY, HOUR, MINUTE};
    let (days, rest) = (span.0 / DAY, span.0 % DAY);
    let (hours, minutes) = (rest / HOUR, (rest % HOUR) / MINUTE);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(msg!("duration-days", count = days));
    }
    if hours > 0 {
        parts.push(msg!("duration-hours", count = hours));
    }
    if minutes > 0 || parts.is_empty() {
        parts.push(msg!("duration-minutes", count = minutes));
    }
    msg!("duration", parts = parts)
}

/// A session's timer in words.
pub fn timer_description(settings: Option<&tavola_table::deadlines::ClockSettings>, tr: &Tr) -> String {
    use tavola_table::deadlines::{DeadlinePolicy, Span};
    let Some(s) = settings else {
        return t!(tr, "timer-none");
    };
    let policy = match s.policy {
        DeadlinePolicy::HouseMoves => "house",
        DeadlinePolicy::Wait => "wait",
    };
    t!(tr, "timer-describe", timer = span_msg(Span(s.timer)), policy = policy, max = s.max_missed)
}
