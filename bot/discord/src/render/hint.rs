//! A hint in words: the house player's two or three preferred moves for
//! the asking seat, each with its share of the search and the chance it
//! gives to win, and a button that plays the first through the usual move
//! path (a `Take` of the hint's version: stale once anyone has moved).

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::ids::{Action, ComponentId};
use super::panel::Panel;
use super::{choices, clip, GameWords};
use crate::i18n::Tr;
use crate::t;
use tavola_table::hints::Hint;
use tavola_table::record::SessionRecord;

/// The private answer to a hint.
pub fn hint_panel(record: &SessionRecord, hint: &Hint, tr: &Tr) -> Panel {
    let words = GameWords::new(record, tr);
    let percent = |x: f64| (x * 100.0).round() as i64;
    let mut lines = vec![t!(tr, "hint-heading")];
    for (i, m) in hint.moves.iter().enumerate() {
        let label = format!("{} {}", choices::emoji(&m.id), words.word(&m.msg));
        lines.push(t!(
            tr,
            "hint-move",
            rank = i as i64 + 1,
            action = label,
            share = percent(m.share),
            win = percent(m.win)
        ));
    }
    lines.push(format!("-# {}", t!(tr, "hint-footer")));
    let Some(first) = hint.moves.first() else {
        return Panel { content: t!(tr, "hint-none"), components: Vec::new() };
    };
    let id = ComponentId::new(hint.session, hint.version, Action::Take(first.id.clone())).to_string();
    let label = GameWords::plain(record, tr).word(&first.msg);
    let button = CreateButton::new(id)
        .label(clip(&label, 80))
        .emoji(super::panel::unicode(choices::emoji(&first.id)))
        .style(ButtonStyle::Secondary);
    Panel { content: clip(&lines.join("\n"), 1900), components: vec![CreateActionRow::Buttons(vec![button])] }
}
