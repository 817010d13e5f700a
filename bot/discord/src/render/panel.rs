//! Private panels: a seat's decision as buttons (five or fewer choices) or
//! a select menu (more), with an emoji per kind of choice and one line of
//! context saying what the decision is about. A two-part choice (a
//! province, then its district) is asked in two steps; a secret set
//! (Dschunke's opening picks) in one multi-select. Sent ephemerally or by
//! DM, never in the channel.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    ReactionType,
};
use tavola_engine::{AnyGame, GameKind, LegalAction, Seat, Viewer};

use super::choices::{self, FirstPart};
use super::ids::{fits, group_value, many_value, Action, ComponentId};
use super::{board, clip, game_name, player, GameWords};
use crate::i18n::{dynamic, Tr};
use crate::{msg, t};
use tavola_table::record::SessionRecord;

/// Options per select page (Discord's limit).
pub const PAGE: usize = 25;
/// Above this many choices a select menu replaces the buttons.
pub const MAX_BUTTONS: usize = 5;
/// The longest button label a phone shows whole beside its emoji
/// (conventions §2.2); a choice that needs more is a select option, its
/// details on the description line.
pub const BUTTON_LABEL_MAX: usize = 34;

/// A private message: text and components.
#[derive(Debug)]
pub struct Panel {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

/// Which part of a decision a panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum At {
    /// The whole decision (page `n` of a long menu).
    Page(u8),
    /// One group of a two-part choice, by its key (`prince-w`).
    Group(String),
}

/// How much a panel says besides the decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detail {
    /// The seat's whole private state: a panel opened from Play, `/play`
    /// or a DM.
    Full,
    /// Only the decision: the next step after a click.
    Step,
}

/// The seat's private view in words.
pub fn hand_text(game: &AnyGame, seat: Seat, tr: &Tr) -> String {
    let text = board::private(game, seat, tr);
    if text.is_empty() {
        t!(tr, "panel-nothing-private")
    } else {
        clip(&text, 1200)
    }
}

/// The header of every private message, one line: game, channel, round, seat.
pub fn header(record: &SessionRecord, game: &AnyGame, seat: Seat, tr: &Tr) -> String {
    let title = board::render(game, record, &game.to_act().seats(), tr).title;
    t!(
        tr,
        "panel-header",
        game = game_name(record, tr),
        channel = format!("<#{}>", record.channel),
        title = title,
        player = player(record, seat, tr)
    )
}

/// A legal action with its label in the reader's words.
#[derive(Clone, Debug)]
struct Choice {
    id: String,
    label: String,
}

/// One line of a decision: a move, or the first part of a two-part choice.
#[derive(Clone, Debug)]
enum Entry {
    Move(Choice),
    Group { first: FirstPart, label: String, members: Vec<Choice> },
}

impl Entry {
    fn label(&self) -> &str {
        match self {
            Entry::Move(c) => &c.label,
            Entry::Group { label, .. } => label,
        }
    }

    fn emoji(&self) -> &'static str {
        match self {
            Entry::Move(c) => choices::emoji(&c.id),
            Entry::Group { first, .. } => choices::emoji(first.prefix),
        }
    }

    fn danger(&self) -> bool {
        match self {
            Entry::Move(c) => choices::is_danger(&c.id),
            Entry::Group { first, .. } => choices::is_danger(first.prefix),
        }
    }

    /// What a click on it asks for, as a button or as a select value.
    fn action(&self) -> Action {
        match self {
            Entry::Move(c) => Action::Take(c.id.clone()),
            Entry::Group { first, .. } => Action::Group(first.key.clone()),
        }
    }

    fn value(&self) -> String {
        match self {
            Entry::Move(c) => c.id.clone(),
            Entry::Group { first, .. } => group_value(&first.key),
        }
    }
}

pub(crate) fn unicode(emoji: &str) -> ReactionType {
    ReactionType::Unicode(emoji.to_owned())
}

/// The seat's legal actions that can travel in a component, worded as
/// the plain text of a button or a select option.
fn worded(record: &SessionRecord, game: &AnyGame, seat: Seat, tr: &Tr) -> Vec<Choice> {
    let words = GameWords::plain(record, tr);
    game.legal(seat)
        .into_iter()
        .filter(|a| fits(&a.id))
        .map(|a| Choice { label: words.word(&a.msg), id: a.id })
        .collect()
}

/// The decision's entries: with more than five choices, the actions of a
/// two-part kind are gathered under their first part.
fn entries(record: &SessionRecord, kind: GameKind, legal: Vec<Choice>, tr: &Tr) -> Vec<Entry> {
    if legal.len() <= MAX_BUTTONS {
        return legal.into_iter().map(Entry::Move).collect();
    }
    let mut out: Vec<Entry> = Vec::new();
    for choice in legal {
        let Some(first) = choices::first_part(kind, &choice.id) else {
            out.push(Entry::Move(choice));
            continue;
        };
        match out.iter_mut().find(|e| matches!(e, Entry::Group { first: f, .. } if f.key == first.key)) {
            Some(Entry::Group { members, .. }) => members.push(choice),
            _ => {
                let label = group_label(record, kind, &first, tr);
                out.push(Entry::Group { first, label, members: vec![choice] });
            }
        }
    }
    // A group of one is just its move.
    out.into_iter()
        .map(|e| match e {
            Entry::Group { mut members, .. } if members.len() == 1 => Entry::Move(members.remove(0)),
            e => e,
        })
        .collect()
}

/// The label of a group (`panels-group-<game>-<prefix>`), its part in the
/// game's words: a province's colour, a person, else the part as it is.
fn group_label(record: &SessionRecord, kind: GameKind, first: &FirstPart, tr: &Tr) -> String {
    let words = GameWords::plain(record, tr);
    let part = match kind {
        GameKind::Ming => choices::ming_colour(&first.part)
            .map(|c| words.word(&dynamic(format!("ming-colour-f-{c}"))))
            .unwrap_or_else(|| first.part.to_uppercase()),
        GameKind::YearOfTheDragon if first.prefix == "take-" => {
            words.word(&dynamic(format!("dragon-person-{}", first.part)))
        }
        _ => first.part.clone(),
    };
    let mut m = dynamic(choices::group_id(kind, first.prefix));
    m.args.push((Cow::Borrowed("part"), crate::i18n::ToArg::to_arg(part)));
    tr.say(&m)
}

/// One line on what the decision is about, for the kind of its first
/// choice (see [`choices::context_id`]), with what
/// the public view tells about it (see [`context_args`]).
pub fn context(kind: GameKind, first_id: Option<&str>, public: &serde_json::Value, seat: Seat, tr: &Tr) -> String {
    let mut m = dynamic(choices::context_id(kind, first_id));
    m.args.extend(context_args(kind, public, seat));
    tr.say(&m)
}

/// Arguments of a context line read from the public view: in Chinesische
/// Mauer's scoring, the section (`section`, counted from 1), the seat's
/// total there (`lead`) and how many fame tokens it still shows (`tokens`).
fn context_args(
    kind: GameKind,
    public: &serde_json::Value,
    seat: Seat,
) -> Vec<(Cow<'static, str>, tavola_engine::Arg)> {
    use crate::i18n::ToArg;
    let Some(section) = public["phase"]["section"].as_u64().filter(|_| kind == GameKind::GreatWall) else {
        return Vec::new();
    };
    let shown = &public["sections"][section as usize];
    let lead = shown["values"][seat.index()].as_i64().unwrap_or(0);
    let tokens = shown["open_tokens"].as_array().map_or(0, Vec::len);
    vec![
        (Cow::Borrowed("section"), (section as i64 + 1).to_arg()),
        (Cow::Borrowed("lead"), lead.to_arg()),
        (Cow::Borrowed("tokens"), (tokens as i64).to_arg()),
    ]
}

fn confirm_row(id: impl Fn(Action) -> String, confirm: Action, tr: &Tr) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(id(confirm)).label(t!(tr, "button-confirm")).style(ButtonStyle::Success),
        CreateButton::new(id(Action::Page(0))).label(t!(tr, "button-change")).style(ButtonStyle::Secondary),
    ])
}

/// The confirmation of a secret submission: the move in words, Confirm,
/// and Change (back to the panel).
pub fn confirm(record: &SessionRecord, action: &LegalAction, tr: &Tr) -> Panel {
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    let label = GameWords::new(record, tr).word(&action.msg);
    let content = t!(tr, "panel-confirm", action = label);
    Panel { content: clip(&content, 1900), components: vec![confirm_row(id, Action::Confirm(action.id.clone()), tr)] }
}

/// The confirmation of a secret set: every choice and how often, then
/// Confirm and Change. `counts` go by the place of each legal action.
pub fn confirm_many(record: &SessionRecord, game: &AnyGame, seat: Seat, counts: &[u8], tr: &Tr) -> Panel {
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    let words = GameWords::new(record, tr);
    let listed: Vec<String> = game
        .legal(seat)
        .iter()
        .zip(counts)
        .filter(|(_, &n)| n > 0)
        .map(|(a, n)| format!("{} {} ×{n}", choices::emoji(&a.id), words.word(&a.msg)))
        .collect();
    // Dschunke's opening: every card of the hand handed in, the earlier picks too.
    let legal = game.legal(seat);
    let action = super::junk::opening_hand(game, seat, &legal, counts, tr).unwrap_or_else(|| listed.join(", "));
    let content = t!(tr, "panel-confirm", action = action);
    Panel { content: clip(&content, 1900), components: vec![confirm_row(id, Action::ConfirmMany(counts.to_vec()), tr)] }
}

/// The move panel of `seat`, page `page` of its decision, with its whole
/// private state; `note` (already in words) goes first.
pub fn panel(record: &SessionRecord, game: &AnyGame, seat: Seat, page: u8, note: &str, tr: &Tr) -> Panel {
    step(record, game, seat, &At::Page(page), Detail::Full, note, tr)
}

/// The move panel of `seat` at `at` of its decision.
pub fn step(record: &SessionRecord, game: &AnyGame, seat: Seat, at: &At, detail: Detail, note: &str, tr: &Tr) -> Panel {
    let mut content = String::new();
    if !note.is_empty() {
        content.push_str(note);
        content.push('\n');
    }
    content.push_str(&header(record, game, seat, tr));
    if detail == Detail::Full {
        content.push('\n');
        content.push_str(&hand_text(game, seat, tr));
    }
    let turn = game.to_act();
    if game.outcome().is_some() {
        content.push_str(&format!("\n🏁 {}", t!(tr, "panel-over")));
        return Panel { content: clip(&content, 1900), components: Vec::new() };
    }
    let legal = worded(record, game, seat, tr);
    if !turn.includes(seat) || legal.is_empty() {
        let words = GameWords::new(record, tr);
        let waiting = words.say(&msg!("panel-waiting", players = turn.seats(), count = turn.seats().len()));
        content.push_str(&format!("\n⏳ {waiting}"));
        return Panel { content: clip(&content, 1900), components: Vec::new() };
    }
    let kind = game.kind();
    let public = game.view(Viewer::Public);
    let context = context(kind, legal.first().map(|c| c.id.as_str()), &public, seat, tr);
    content.push_str(&format!("\n👉 **{}** · {context}", t!(tr, "panel-your-move")));
    if let Some(detail) = board::decision(game, seat, tr) {
        content.push_str(&format!("\n{detail}"));
    }
    let id = |a| ComponentId::new(record.id, record.version, a).to_string();
    let ids: Vec<&str> = legal.iter().map(|c| c.id.as_str()).collect();
    let rows = if choices::is_multi_pick(kind, &ids) {
        vec![multi_pick(game, seat, &legal, &id, tr)]
    } else {
        let mut all = entries(record, kind, legal, tr);
        let (shown, page) = match at {
            At::Group(key) => {
                match all.iter().position(|e| matches!(e, Entry::Group { first, .. } if &first.key == key)) {
                    Some(i) => match all.swap_remove(i) {
                        Entry::Group { members, .. } => (members.into_iter().map(Entry::Move).collect(), None),
                        e => (vec![e], None),
                    },
                    None => (all, Some(0)),
                }
            }
            At::Page(p) => (all, Some(*p)),
        };
        let mut rows = entry_rows(&shown, page.unwrap_or(0), &id, tr);
        if page.is_none() {
            rows.push(CreateActionRow::Buttons(vec![CreateButton::new(id(Action::Page(0)))
                .label(t!(tr, "button-back"))
                .emoji(unicode(choices::emoji("back")))
                .style(ButtonStyle::Secondary)]));
        }
        rows
    };
    let mut rows = rows;
    if tavola_table::hints::hints_on(&record.options) && rows.len() < 5 {
        let hint = CreateButton::new(id(Action::Hint)).label(t!(tr, "button-hint")).emoji('💡');
        rows.push(CreateActionRow::Buttons(vec![hint.style(ButtonStyle::Secondary)]));
    }
    Panel { content: clip(&content, 1900), components: rows }
}

/// A choice's label split for a select option: what it is, then its
/// details ("Take a young farmer", "person value 4 · 1 symbol · 4 left").
fn head_and_details(label: &str) -> (&str, Option<&str>) {
    match label.split_once(" · ") {
        Some((head, details)) => (head, Some(details)),
        None => (label, None),
    }
}

/// Buttons for five short entries or fewer, else a select menu paged by 25
/// with Previous / Next, each option's details on its second line.
fn entry_rows(entries: &[Entry], page: u8, id: &impl Fn(Action) -> String, tr: &Tr) -> Vec<CreateActionRow> {
    let fit = entries.iter().all(|e| e.label().chars().count() <= BUTTON_LABEL_MAX);
    if entries.len() <= MAX_BUTTONS && fit {
        let buttons = entries
            .iter()
            .map(|e| {
                let style = if e.danger() { ButtonStyle::Danger } else { ButtonStyle::Secondary };
                CreateButton::new(id(e.action())).label(clip(e.label(), 80)).emoji(unicode(e.emoji())).style(style)
            })
            .collect();
        return vec![CreateActionRow::Buttons(buttons)];
    }
    let pages = entries.len().div_ceil(PAGE);
    let page = usize::from(page).min(pages - 1);
    let options: Vec<CreateSelectMenuOption> = entries[page * PAGE..]
        .iter()
        .take(PAGE)
        .map(|e| {
            let (head, details) = head_and_details(e.label());
            let option = CreateSelectMenuOption::new(clip(head, 100), e.value()).emoji(unicode(e.emoji()));
            match details {
                Some(details) => option.description(clip(details, 100)),
                None => option,
            }
        })
        .collect();
    let placeholder =
        if pages > 1 { t!(tr, "panel-choose-page", page = page + 1, pages = pages) } else { t!(tr, "panel-choose") };
    let mut rows = vec![CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id(Action::Choose), CreateSelectMenuKind::String { options })
            .placeholder(clip(&placeholder, 150)),
    )];
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
    rows
}

/// How many more times `seat` may take `id` in this secret set, up to
/// `limit`: taken over and over on a copy of the game.
fn times(game: &AnyGame, seat: Seat, id: &str, limit: usize) -> usize {
    let mut next = game.clone();
    let mut n = 0;
    while n < limit && next.to_act().includes(seat) && next.legal(seat).iter().any(|a| a.id == id) {
        if next.apply(seat, &serde_json::Value::String(id.to_owned())).is_err() {
            break;
        }
        n += 1;
    }
    n
}

/// How many choices the seat's secret set still holds.
pub fn set_size(game: &AnyGame, seat: Seat) -> usize {
    let legal = game.legal(seat);
    legal.first().map_or(0, |a| times(game, seat, &a.id, PAGE))
}

/// A secret set in one multi-select: each choice offered as often as it
/// may be taken (at most 25 options in all), between one and the number
/// still to choose. Fewer than that are taken at once, and the panel asks
/// for the rest.
fn multi_pick(
    game: &AnyGame,
    seat: Seat,
    legal: &[Choice],
    id: &impl Fn(Action) -> String,
    tr: &Tr,
) -> CreateActionRow {
    let size = set_size(game, seat).max(1);
    let each = (PAGE / legal.len().max(1)).min(size);
    let mut options = Vec::new();
    for choice in legal {
        for n in 1..=times(game, seat, &choice.id, each) {
            // "Pick a fish card (2nd)": the second card of that good, never a value.
            let label = clip(&t!(tr, "panels-pick-nth", choice = choice.label.clone(), n = n), 100);
            options.push(
                CreateSelectMenuOption::new(label, many_value(&choice.id, n))
                    .emoji(unicode(choices::emoji(&choice.id))),
            );
        }
    }
    let most = size.min(options.len()).max(1) as u8;
    let placeholder = t!(tr, "panels-pick-many", count = size);
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id(Action::ChooseMany), CreateSelectMenuKind::String { options })
            .min_values(1)
            .max_values(most)
            .placeholder(clip(&placeholder, 150)),
    )
}

#[cfg(test)]
#[path = "panel_tests.rs"]
mod tests;
