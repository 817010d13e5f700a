//! What each DM panel last showed, so that a superseded one keeps its
//! options, disabled, as history.
//!
//! A DM panel is retired when a newer one is sent to the same player
//! (`notify::send_panel`). Editing a message replaces its components
//! whole, and the bot does not read its own messages back (a request per
//! retirement, on a route the whole bot shares), so the options a panel
//! offered are kept here as it was sent, or as a click last redrew it ("✅
//! Take 3 yuan" over the next step). Retiring it then sends the same
//! buttons and menus disabled, under a line that points to the newer
//! panel; a panel already without buttons is not edited at all.
//!
//! Memory only, and bounded: a panel sent before a restart, or the oldest
//! past [`KEPT`], loses its buttons instead, as it did before.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateActionRow, EditMessage, Http, MessageId};

use crate::render::panel::Panel;

/// How many DM panels are remembered. A panel holds a few kilobytes of
/// labels; this bounds the memo near 20 MB however many games run.
const KEPT: usize = 4_096;

/// Discord's limit on a message's content.
const CONTENT_MAX: usize = 2_000;

/// One DM panel as it shows now.
struct Shown {
    content: String,
    components: Vec<CreateActionRow>,
    /// The line that says it is superseded, in its reader's language.
    superseded: String,
    /// When it was remembered, to let the oldest go first.
    order: u64,
}

/// The DM panels the bot sent, by message id.
#[derive(Default)]
pub struct DmPanels {
    shown: Mutex<(HashMap<u64, Shown>, u64)>,
}

/// How a DM panel is retired.
#[derive(Debug, PartialEq)]
pub enum Retirement {
    /// Nothing to do: it offers nothing.
    None,
    /// Its buttons and menus go (a panel not remembered).
    Strip,
    /// It shows its options disabled, with this content.
    Disable { content: String, components: Vec<CreateActionRow> },
}

impl DmPanels {
    /// Remembers panel `p`, just sent as DM `message`; `superseded` is
    /// the line its retirement adds.
    pub fn sent(&self, message: u64, p: &Panel, superseded: String) {
        let mut guard = self.shown();
        let (shown, next) = &mut *guard;
        if shown.len() >= KEPT {
            let mut orders: Vec<u64> = shown.values().map(|s| s.order).collect();
            orders.sort_unstable();
            let cut = orders[KEPT / 4];
            shown.retain(|_, s| s.order >= cut);
        }
        *next += 1;
        let (content, components) = (p.content.clone(), p.components.clone());
        shown.insert(message, Shown { content, components, superseded, order: *next });
    }

    /// A click redrew DM `message` in place as `p`; a message not
    /// remembered is let be.
    pub fn redrawn(&self, message: u64, p: &Panel) {
        if let Some(s) = self.shown().0.get_mut(&message) {
            s.content.clone_from(&p.content);
            s.components.clone_from(&p.components);
        }
    }

    /// Forgets DM `message` and says how to retire it.
    pub fn retire(&self, message: u64) -> Retirement {
        let Some(s) = self.shown().0.remove(&message) else { return Retirement::Strip };
        if s.components.is_empty() {
            return Retirement::None;
        }
        let mut content = format!("{}\n{}", s.content, s.superseded);
        if content.chars().count() > CONTENT_MAX {
            content = s.content;
        }
        Retirement::Disable { content, components: s.components.into_iter().map(disabled).collect() }
    }

    /// How many panels are remembered (for tests).
    pub fn len(&self) -> usize {
        self.shown().0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn shown(&self) -> MutexGuard<'_, (HashMap<u64, Shown>, u64)> {
        self.shown.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A row with each button and menu disabled.
fn disabled(row: CreateActionRow) -> CreateActionRow {
    match row {
        CreateActionRow::Buttons(buttons) => {
            CreateActionRow::Buttons(buttons.into_iter().map(|b| b.disabled(true)).collect())
        }
        CreateActionRow::SelectMenu(menu) => CreateActionRow::SelectMenu(menu.disabled(true)),
        other => other,
    }
}

/// Retires DM `message` in `channel` as [`DmPanels::retire`] says.
pub async fn retire(http: &Http, panels: &DmPanels, channel: u64, message: u64) -> Result<(), serenity::Error> {
    let edit = match panels.retire(message) {
        Retirement::None => return Ok(()),
        Retirement::Strip => EditMessage::new().components(Vec::new()),
        Retirement::Disable { content, components } => EditMessage::new().content(content).components(components),
    };
    ChannelId::new(channel).edit_message(http, MessageId::new(message), edit).await.map(|_| ())
}

#[cfg(test)]
mod tests {
    use poise::serenity_prelude::{CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption};

    use super::*;

    fn panel(content: &str, rows: Vec<CreateActionRow>) -> Panel {
        Panel { content: content.to_owned(), components: rows }
    }

    fn json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    #[test]
    fn a_superseded_panel_keeps_its_options_disabled_under_a_line() {
        let panels = DmPanels::default();
        let menu = CreateSelectMenu::new(
            "m",
            CreateSelectMenuKind::String { options: vec![CreateSelectMenuOption::new("Silk", "silk")] },
        );
        let rows = vec![
            CreateActionRow::Buttons(vec![CreateButton::new("a").label("Take 3 yuan")]),
            CreateActionRow::SelectMenu(menu),
        ];
        panels.sent(7, &panel("👉 Your move", rows), "⌛ A newer panel is below.".into());
        let Retirement::Disable { content, components } = panels.retire(7) else { panic!("not disabled") };
        assert_eq!(content, "👉 Your move\n⌛ A newer panel is below.");
        let rows = json(&components);
        assert_eq!(rows[0]["components"][0]["disabled"], true, "{rows}");
        assert_eq!(rows[0]["components"][0]["label"], "Take 3 yuan", "the option is still read");
        assert_eq!(rows[1]["components"][0]["disabled"], true, "{rows}");
        assert_eq!(panels.retire(7), Retirement::Strip, "forgotten once retired");
    }

    #[test]
    fn a_click_s_redraw_is_what_retires_and_a_panel_without_buttons_is_let_be() {
        let panels = DmPanels::default();
        let buttons = || vec![CreateActionRow::Buttons(vec![CreateButton::new("a").label("Undo")])];
        panels.sent(1, &panel("👉 Your move", buttons()), "⌛".into());
        panels.redrawn(1, &panel("✅ Take 3 yuan", buttons()));
        let Retirement::Disable { content, .. } = panels.retire(1) else { panic!("not disabled") };
        assert!(content.starts_with("✅ Take 3 yuan"), "{content}");
        panels.sent(2, &panel("👉 Your move", buttons()), "⌛".into());
        panels.redrawn(2, &panel("✅ Done", Vec::new()));
        assert_eq!(panels.retire(2), Retirement::None, "nothing to disable, no edit");
        panels.redrawn(3, &panel("✅ Done", buttons()));
        assert!(panels.is_empty(), "a message never sent is not remembered");
    }

    #[test]
    fn the_memo_stays_bounded() {
        let panels = DmPanels::default();
        for message in 0..(KEPT as u64 + 10) {
            panels.sent(message, &panel("p", Vec::new()), String::new());
        }
        assert!(panels.len() <= KEPT, "{}", panels.len());
        assert_eq!(panels.retire(0), Retirement::Strip, "the oldest went first");
        assert_eq!(panels.retire(KEPT as u64 + 9), Retirement::None, "the newest stays");
    }
}
