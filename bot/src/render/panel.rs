//! Private panels: a seat's hand and, when it owes a decision, its legal
//! actions as buttons (up to 20) or a select menu (paged by 25, with
//! Previous / Next). Sent ephemerally or by DM, never in the channel.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};
use tavola_engine::{AnyGame, LegalAction, Seat, Viewer};

use super::ids::{fits, Action, ComponentId};
use super::{board, clip, game_name, player, GameWords};
use crate::i18n::Tr;
use crate::store::SessionRecord;
use crate::{msg, t};

/// Options per select page.
pub const PAGE: usize = 25;
/// Above this many actions a select menu replaces the buttons.
pub const MAX_BUTTONS: usize = 20;

/// A private message: text and components.
#[derive(Debug)]
pub struct Panel {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

/// The seat's private view in words.
pub fn hand_text(game: &AnyGame, seat: Seat, tr: &Tr) -> String {
    let public = game.view(Viewer::Public);
    let mine = game.view(Viewer::Seat(seat));
    let text = board::private(game.kind(), &public, &mine, tr);
    if text.is_empty() {
        t!(tr, "panel-nothing-private")
    } else {
        clip(&text, 1200)
    }
}

/// The header of every private message: game, channel, round.
pub fn header(record: &SessionRecord, game: &AnyGame, seat: Seat, tr: &Tr) -> String {
    let view = game.view(Viewer::Public);
    let title = board::render(game.kind(), &view, record, &game.to_act().seats(), tr).title;
    t!(
        tr,
        "panel-header",
        game = game_name(record, tr),
        channel = format!("<#{}>", record.channel),
        title = title,
        player = player(record, seat, tr)
    )
}

fn style(action: &LegalAction) -> ButtonStyle {
    match action.id.as_str() {
        "pass" => ButtonStyle::Danger,
        _ => ButtonStyle::Secondary,
    }
}

/// Whether `seat`'s choice now is a secret submission, which cannot be
/// taken back once the others see that it is in: those are confirmed first.
pub fn is_secret_choice(game: &AnyGame, seat: Seat) -> bool {
    matches!(game.to_act(), tavola_engine::Turn::Simultaneous(seats) if seats.contains(&seat))
}

/// The confirmation of a secret submission: the move in words, Confirm,
/// and Change (back to the panel).
pub fn confirm(record: &SessionRecord, action: &LegalAction, tr: &Tr) -> Panel {
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    let label = GameWords::new(record, tr).word(&action.msg);
    let content = t!(tr, "panel-confirm", action = label);
    let row = CreateActionRow::Buttons(vec![
        CreateButton::new(id(Action::Confirm(action.id.clone())))
            .label(t!(tr, "button-confirm"))
            .style(ButtonStyle::Success),
        CreateButton::new(id(Action::Page(0))).label(t!(tr, "button-change")).style(ButtonStyle::Secondary),
    ]);
    Panel { content: clip(&content, 1900), components: vec![row] }
}

/// The move panel of `seat`, page `page` of its legal actions, in the
/// reader's language; `note` (already in words) goes first.
pub fn panel(record: &SessionRecord, game: &AnyGame, seat: Seat, page: u8, note: &str, tr: &Tr) -> Panel {
    let mut content = String::new();
    if !note.is_empty() {
        content.push_str(note);
        content.push('\n');
    }
    content.push_str(&header(record, game, seat, tr));
    content.push('\n');
    content.push_str(&hand_text(game, seat, tr));
    let turn = game.to_act();
    let words = GameWords::new(record, tr);
    let legal: Vec<(LegalAction, String)> = game
        .legal(seat)
        .into_iter()
        .filter(|a| fits(&a.id))
        .map(|a| {
            let label = words.word(&a.msg);
            (a, label)
        })
        .collect();
    if game.outcome().is_some() {
        content.push_str(&format!("\n🏁 {}", t!(tr, "panel-over")));
        return Panel { content: clip(&content, 1900), components: Vec::new() };
    }
    if !turn.includes(seat) || legal.is_empty() {
        let waiting = words.say(&msg!("panel-waiting", players = turn.seats(), count = turn.seats().len()));
        content.push_str(&format!("\n⏳ {waiting}"));
        return Panel { content: clip(&content, 1900), components: Vec::new() };
    }
    content.push_str(&format!("\n👉 **{}**", t!(tr, "panel-your-move")));
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    let mut rows = Vec::new();
    if legal.len() <= MAX_BUTTONS {
        for chunk in legal.chunks(5) {
            rows.push(CreateActionRow::Buttons(
                chunk
                    .iter()
                    .map(|(a, label)| {
                        CreateButton::new(id(Action::Take(a.id.clone()))).label(clip(label, 80)).style(style(a))
                    })
                    .collect(),
            ));
        }
    } else {
        let pages = legal.len().div_ceil(PAGE);
        let page = usize::from(page).min(pages - 1);
        let options: Vec<CreateSelectMenuOption> = legal[page * PAGE..]
            .iter()
            .take(PAGE)
            .map(|(a, label)| CreateSelectMenuOption::new(clip(label, 100), a.id.clone()))
            .collect();
        let placeholder = if pages > 1 {
            t!(tr, "panel-choose-page", page = page + 1, pages = pages)
        } else {
            t!(tr, "panel-choose")
        };
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(id(Action::Choose), CreateSelectMenuKind::String { options })
                .placeholder(clip(&placeholder, 150)),
        ));
        if pages > 1 {
            let mut nav = Vec::new();
            if page > 0 {
                nav.push(
                    CreateButton::new(id(Action::Page(page as u8 - 1)))
                        .label(t!(tr, "button-previous"))
                        .style(ButtonStyle::Secondary),
                );
            }
            if page + 1 < pages {
                nav.push(
                    CreateButton::new(id(Action::Page(page as u8 + 1)))
                        .label(t!(tr, "button-next"))
                        .style(ButtonStyle::Secondary),
                );
            }
            rows.push(CreateActionRow::Buttons(nav));
        }
    }
    Panel { content: clip(&content, 1900), components: rows }
}
