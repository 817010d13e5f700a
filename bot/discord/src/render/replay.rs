//! The replay viewer: one position of a game as the channel saw it, in a
//! private message only the reader sees. The embed is the public board
//! (its picture, or its text fields when pictures are off), the position
//! in the game's own count ("Month 6 of 12"), who moved and the turn's public events;
//! under it ⏮ ◀ ▶ ⏭, 🔍 Details (the position's details picture) and a
//! select menu of rounds.
//!
//! Every control carries the session and the position it was drawn at
//! ([`ComponentId::Replay`]), so a viewer keeps working after a restart and
//! is never stale: a replay changes nothing, so an old one is as good as a
//! new one.

use super::ids::{ComponentId, Step};
use super::{board, clip, game_name, player, round_name, GameWords};
use crate::i18n::Tr;
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};
use tavola_table::record::SessionId;
use tavola_table::session::Replayed;

/// At most this many rounds in the jump menu (Discord's limit for a
/// select menu's options).
pub const JUMP_OPTIONS: usize = 25;

/// At most this many characters of events in the embed's description,
/// leaving room for the position lines within the embed's 1,500 (§1.2).
const EVENTS_MAX: usize = 1300;

/// The "Replay" button of a session: it opens a private viewer at the
/// set-up, for whoever clicks it.
pub fn open_button(session: SessionId, tr: &Tr) -> CreateButton {
    let id = ComponentId::Replay { session, turn: 0, step: Step::Open };
    CreateButton::new(id.to_string()).label(t!(tr, "replay-button")).emoji('🎞').style(ButtonStyle::Secondary)
}

/// The viewer, ready for a message: one embed and its controls.
pub struct Screen {
    pub embed: CreateEmbed,
    pub components: Vec<CreateActionRow>,
    /// The texts the embed shows, for the tests: the title, the
    /// description, the fields.
    pub texts: Vec<String>,
}

/// The viewer at `r`'s position. `picture`: the board picture's
/// `attachment://` address; without it, the board's text fields.
pub fn screen(r: &Replayed, picture: Option<&str>, tr: &Tr) -> Screen {
    let to_act = r.game.to_act().seats();
    let rendered = board::render(&r.game, &r.record, &to_act, tr);
    let mut description = vec![position_line(r, tr)];
    if let Some(seat) = r.mover {
        description.push(t!(tr, "replay-by", player = player(&r.record, seat, tr)));
    }
    description.push(String::new());
    description.push(events_text(r, tr));
    let description = description.join("\n");
    let (author, footer) = (t!(tr, "replay-author", game = game_name(&r.record, tr)), t!(tr, "replay-footer"));
    let fields: &[(String, String, bool)] = if picture.is_some() { &[] } else { &rendered.fields };
    let mut embed = super::embed(&author, &rendered.title, &description, fields, &footer);
    if let Some(url) = picture {
        embed = embed.image(url);
    }
    let mut texts = vec![rendered.title.clone(), description];
    texts.extend(fields.iter().flat_map(|(name, value, _)| [name.clone(), value.clone()]));
    Screen { embed, components: controls(r, tr), texts }
}

/// "Month 6 of 12" (the game's own count, never the replay's step), or
/// "Set-up, before the first move".
pub fn position_line(r: &Replayed, tr: &Tr) -> String {
    if r.turn == 0 {
        return t!(tr, "replay-setup");
    }
    let round = round_name(&r.record.game, r.round, tr);
    let last = r.rounds.last().map_or(r.round, |&(round, _)| round.max(r.round));
    t!(tr, "replay-position", round = round.as_str(), last = last)
}

/// The turn's public events, one a line, the newest last; the oldest go
/// first when they do not fit.
fn events_text(r: &Replayed, tr: &Tr) -> String {
    let words = GameWords::new(&r.record, tr);
    let mut lines: Vec<String> = r.events.iter().map(|e| clip(&words.word(&e.msg), 300)).collect();
    if lines.is_empty() {
        return t!(tr, "replay-nothing");
    }
    let mut cut = false;
    while lines.iter().map(|l| l.chars().count() + 1).sum::<usize>() > EVENTS_MAX && lines.len() > 1 {
        lines.remove(0);
        cut = true;
    }
    if cut {
        lines.insert(0, "…".to_owned());
    }
    lines.join("\n")
}

/// ⏮ ◀ ▶ ⏭, greyed out at the ends, 🔍 Details, and the jump menu when the game has
/// more than one round.
fn controls(r: &Replayed, tr: &Tr) -> Vec<CreateActionRow> {
    let id = |step| ComponentId::Replay { session: r.record.id, turn: r.turn, step }.to_string();
    let button = |step, emoji: char, label: String, disabled: bool| {
        CreateButton::new(id(step)).emoji(emoji).label(label).style(ButtonStyle::Secondary).disabled(disabled)
    };
    let (start, end) = (r.turn == 0, r.turn >= r.last);
    let mut rows = vec![CreateActionRow::Buttons(vec![
        button(Step::First, '⏮', t!(tr, "replay-first"), start),
        button(Step::Prev, '◀', t!(tr, "replay-prev"), start),
        button(Step::Next, '▶', t!(tr, "replay-next"), end),
        button(Step::Last, '⏭', t!(tr, "replay-last"), end),
        super::details_button(id(Step::Details), tr),
    ])];
    let options: Vec<CreateSelectMenuOption> = jump_targets(&r.rounds)
        .into_iter()
        .map(|(round, turn)| {
            let label = round_name(&r.record.game, round, tr);
            CreateSelectMenuOption::new(clip(&label, 100), turn.to_string())
        })
        .collect();
    if options.len() > 1 {
        let menu = CreateSelectMenu::new(id(Step::Jump), CreateSelectMenuKind::String { options })
            .placeholder(clip(&t!(tr, "replay-jump"), 150));
        rows.push(CreateActionRow::SelectMenu(menu));
    }
    rows
}

/// The rounds the jump menu offers: every one, or beyond
/// [`JUMP_OPTIONS`] that many spread evenly from the first to the last.
pub fn jump_targets(rounds: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let n = rounds.len();
    if n <= JUMP_OPTIONS {
        return rounds.to_vec();
    }
    (0..JUMP_OPTIONS).map(|i| rounds[i * (n - 1) / (JUMP_OPTIONS - 1)]).collect()
}

#[cfg(test)]
mod tests {
    use serde_json::Value;
    use tavola_engine::{Audience, GameKind, Turn, Viewer};

    use super::*;
    use crate::i18n::Lang;
    use tavola_table::history::sample::played;
    use tavola_table::history::History;
    use tavola_table::record::Status;
    use tavola_table::session::{replayed, Seek};

    /// Every `custom_id` in the viewer's controls, and its select's options.
    fn controls_of(screen: &Screen) -> (Vec<(String, bool)>, Vec<Value>) {
        let rows = serde_json::to_value(&screen.components).unwrap();
        let mut ids = Vec::new();
        let mut options = Vec::new();
        for c in rows.as_array().unwrap().iter().flat_map(|r| r["components"].as_array().unwrap().clone()) {
            ids.push((c["custom_id"].as_str().unwrap().to_owned(), c["disabled"].as_bool().unwrap_or(false)));
            options.extend(c["options"].as_array().cloned().unwrap_or_default());
        }
        (ids, options)
    }

    #[test]
    fn the_viewer_reads_at_the_set_up_a_middle_and_the_end_in_both_languages() {
        let history = played(GameKind::Ming, 3, 4);
        let last = replayed(history.clone(), Seek::Last).unwrap().last;
        let rounds = replayed(history.clone(), Seek::Last).unwrap().round;
        for (lang, setup, round) in [(Lang::En, "Set-up, before", "Round"), (Lang::It, "Preparazione", "Round")] {
            let tr = Tr::embedded(lang);
            for turn in [0, last / 2, last] {
                let r = replayed(history.clone(), Seek::At(turn)).unwrap();
                let screen = screen(&r, None, &tr);
                let description = &screen.texts[1];
                if turn == 0 {
                    assert!(description.starts_with(setup), "{description}");
                } else {
                    let r = replayed(history.clone(), Seek::At(turn)).unwrap();
                    let of = if lang == Lang::En { "of" } else { "di" };
                    let line = format!("{round} {} {of} {rounds}\n", r.round);
                    assert!(description.starts_with(&line), "Ming counts rounds, never steps: {description}");
                }
                assert!(screen.texts.len() > 2, "without a picture the board's fields show");
                let (ids, options) = controls_of(&screen);
                assert_eq!(ids.len(), 6, "four buttons, Details and the jump menu");
                for (id, disabled) in &ids {
                    let ComponentId::Replay { session, turn: at, step } = ComponentId::parse(id) else {
                        panic!("{id} is a replay id")
                    };
                    assert_eq!((session, at), (1, turn));
                    let greyed = match step {
                        Step::First | Step::Prev => turn == 0,
                        Step::Next | Step::Last => turn == last,
                        _ => false,
                    };
                    assert_eq!(*disabled, greyed, "{id}");
                }
                assert!((2..=JUMP_OPTIONS).contains(&options.len()), "{options:?}");
            }
        }
    }

    #[test]
    fn the_jump_menu_never_offers_more_than_25_rounds_and_keeps_both_ends() {
        for n in 0..200u64 {
            let rounds: Vec<(u64, u64)> = (0..n).map(|r| (r + 1, r * 3)).collect();
            let targets = jump_targets(&rounds);
            assert_eq!(targets.len(), rounds.len().min(JUMP_OPTIONS));
            assert!(targets.windows(2).all(|w| w[0].1 < w[1].1), "distinct and in order");
            assert_eq!((targets.first(), targets.last()), (rounds.first(), rounds.last()));
        }
        let history = played(GameKind::Attila, 4, 2);
        let r = replayed(history, Seek::Last).unwrap();
        assert!(r.rounds.len() > JUMP_OPTIONS, "an Attila game has many turns: {}", r.rounds.len());
        let (_, options) = controls_of(&screen(&r, None, &Tr::embedded(Lang::En)));
        assert_eq!(options.len(), JUMP_OPTIONS);
    }

    /// A random Dschunke cut where an offer is under way: the last move
    /// offered a good and the round's offers are still sealed.
    fn mid_offer() -> History {
        for seed in 0..50 {
            let mut history = played(GameKind::Junk, 3, seed);
            let mut cut = None;
            for position in history.positions().unwrap() {
                let position = position.unwrap();
                let offered =
                    position.version > 0 && history.log[position.version as usize - 1].action["do"] == "offer_good";
                if offered && matches!(position.game.to_act(), Turn::Simultaneous(_)) {
                    cut = Some(position.version as usize);
                    break;
                }
            }
            if let Some(cut) = cut {
                history.log.truncate(cut);
                history.record.status = Status::Active;
                return history;
            }
        }
        panic!("no offer under way in 50 games");
    }

    #[test]
    fn a_running_dschunke_replayed_mid_offer_shows_no_hand_and_no_sealed_offer() {
        let history = mid_offer();
        let last = replayed(history.clone(), Seek::Last).unwrap().last;
        for lang in Lang::ALL {
            let tr = Tr::embedded(lang);
            let words = GameWords::new(&history.record, &tr);
            // Every private event so far, rebuilt (Dschunke keeps most
            // secrets in the seats' views, which the checks below cover).
            let private: Vec<String> = history
                .positions()
                .unwrap()
                .flat_map(|p| p.unwrap().events)
                .filter(|e| e.audience != Audience::Public)
                .map(|e| words.word(&e.msg))
                .collect();
            for turn in 0..=last {
                let r = replayed(history.clone(), Seek::At(turn)).unwrap();
                let version = r.version;
                let text = screen(&r, None, &tr).texts.join("\n");
                for secret in &private {
                    assert!(!text.contains(secret.as_str()), "v{version}: a private event shows: {secret}");
                }
                for seat in tavola_engine::Seat::all(3) {
                    let hand = board::private(&r.game, seat, &tr);
                    assert!(!hand.is_empty());
                    for line in hand.lines().filter(|l| l.chars().count() > 12) {
                        assert!(!text.contains(line), "v{version}: seat {seat:?}'s private view shows: {line}");
                    }
                }
                let view = r.game.view(Viewer::Public);
                for hidden in ["hand", "money", "my_specials", "browsing", "my_offer"] {
                    assert!(view[hidden].is_null(), "v{version}: the public view holds {hidden}");
                }
            }
        }
    }
}
