//! Attila's board (docs/conventions.md §6): the conflict in progress, a grid of the
//! occupied provinces, the influence grid with what each player would score
//! now, then one line per player and the supply. Built from the typed public
//! view: a change to the view is a compile error here.

use tavola_engine::attila::{ActionTile, AttilaView, EndReason, Phase, Tribe, Tribes};
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::i18n::{dynamic, Tr};
use crate::t;
use tavola_table::record::SessionRecord;

/// A tribe's token colour (docs/conventions.md §7).
fn colour(t: Tribe) -> &'static str {
    match t {
        Tribe::Franks => "🟦",
        Tribe::Huns => "⬛",
        Tribe::Goths => "🟨",
        Tribe::Saxons => "🟩",
        Tribe::Teutons => "⬜",
        Tribe::Vandals => "🟥",
    }
}

/// A tribe's name: `Franks`.
fn tribe(t: Tribe, tr: &Tr) -> String {
    tr.say(&dynamic(format!("attila-tribe-{}", t.id())))
}

/// A tribe's 3-letter column head: `Fra`.
fn tribe_short(t: Tribe, tr: &Tr) -> String {
    let short = tr.say(&dynamic(format!("attila-short-{}", t.id())));
    format!("{short:>3.3}")
}

/// A tribe with its colour: `🟦 Franks`.
fn tribe_name(t: Tribe, tr: &Tr) -> String {
    format!("{} {}", colour(t), tribe(t, tr))
}

fn tile(t: ActionTile) -> &'static str {
    match t {
        ActionTile::DoubleTurn => "⏩",
        ActionTile::Exchange => "🔄",
        ActionTile::Influence2 => "➕",
    }
}

fn phase(phase: &Phase, tr: &Tr) -> String {
    match phase {
        Phase::PlayCard => t!(tr, "attila-phase-play-card"),
        Phase::PlaceToken { tribe, .. } => t!(tr, "attila-phase-place-token", tribe = tribe_name(*tribe, tr)),
        Phase::Gain { tribe } => t!(tr, "attila-phase-gain", tribe = tribe_name(*tribe, tr)),
        Phase::Commit { .. } => t!(tr, "attila-phase-commit"),
        Phase::Finish => t!(tr, "attila-phase-finish"),
        Phase::Exchange { .. } => t!(tr, "attila-phase-exchange"),
        Phase::Influence2 { .. } => t!(tr, "attila-phase-influence2"),
        Phase::Over => t!(tr, "board-final-scores"),
    }
}

fn ending(reason: EndReason, tr: &Tr) -> String {
    match reason {
        EndReason::LastPeaceTile => t!(tr, "attila-ending-peace"),
        EndReason::Blocked => t!(tr, "attila-ending-blocked"),
        EndReason::LastToken(t) => t!(tr, "attila-ending-last-token", tribe = tribe_name(t, tr)),
        EndReason::TrackEnd(t) => t!(tr, "attila-ending-track", tribe = tribe_name(t, tr)),
    }
}

fn cell(n: u8) -> String {
    super::grid_cell(u64::from(n), 4)
}

/// A grid's label, 4 wide and ASCII: `inf `.
fn label(id: &str, tr: &Tr) -> String {
    let text: String = tr.say(&dynamic(format!("attila-grid-{id}"))).chars().filter(char::is_ascii).take(4).collect();
    format!("{text:<4}")
}

/// A grid's header row: `inf  Fra Hun …`, one 4-wide column per tribe.
fn header(id: &str, tr: &Tr) -> String {
    format!("{}{}", label(id, tr), Tribe::ALL.iter().map(|&t| format!(" {}", tribe_short(t, tr))).collect::<String>())
}

/// One 4-wide cell per tribe, in the scoring order.
fn cells(counts: &Tribes) -> String {
    Tribe::ALL.iter().map(|&t| cell(counts.get(t))).collect()
}

/// Occupied and pacified provinces; `'` marks peace, `!` the conflict.
fn provinces_field(v: &AttilaView, tr: &Tr) -> (String, String, bool) {
    let mut rows = vec![header("prov", tr)];
    let conflict = v.conflict.as_ref().map(|c| c.province.as_str());
    for p in v.provinces.iter().filter(|p| p.peace.is_some() || p.tokens.present().next().is_some()) {
        let mark = if Some(p.name.as_str()) == conflict {
            '!'
        } else if p.peace.is_some() {
            '\''
        } else {
            ' '
        };
        let id: String = p.id.chars().filter(char::is_ascii).take(3).collect();
        rows.push(format!("{id:<3}{mark}{}", cells(&p.tokens)));
    }
    let value = if rows.len() == 1 {
        t!(tr, "attila-no-tokens")
    } else {
        format!("```\n{}\n```\n-# {}", rows.join("\n"), t!(tr, "attila-provinces-key"))
    };
    (t!(tr, "attila-provinces"), value, false)
}

/// The influence grid, the tokens and provinces per tribe, and who would
/// score what if the century ended now.
fn influence_field(v: &AttilaView, record: &SessionRecord, tr: &Tr) -> (String, String, bool) {
    let mut rows = vec![header("inf", tr)];
    for (i, p) in v.players.iter().enumerate() {
        let letter = LETTERS[i % LETTERS.len()];
        rows.push(format!(
            "{letter:<4}{}",
            Tribe::ALL.iter().map(|t| cell(p.influence[t.index()])).collect::<String>()
        ));
    }
    let tokens: Vec<i32> =
        Tribe::ALL.iter().map(|&t| v.provinces.iter().map(|p| i32::from(p.tokens.get(t))).sum()).collect();
    let held: Vec<i32> =
        Tribe::ALL.iter().map(|&t| v.provinces.iter().filter(|p| p.tokens.get(t) > 0).count() as i32).collect();
    let line = |id: &str, xs: &[i32]| {
        format!("{}{}", label(id, tr), xs.iter().map(|&n| cell(n.clamp(0, 255) as u8)).collect::<String>())
    };
    rows.push(line("tok", &tokens));
    rows.push(line("prv", &held));
    let now: Vec<String> = v
        .if_scored_now
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} +{n}", player(record, Seat(i as u8), tr)))
        .collect();
    let mut value =
        format!("```\n{}\n```\n{}", rows.join("\n"), t!(tr, "attila-if-scored-now", scores = now.join(" · ")));
    if let Some(reach) = v.two_player_reach {
        value.push_str(&format!("\n-# {}", t!(tr, "attila-two-player-reach", reach = reach)));
    }
    (t!(tr, "attila-influence"), value, false)
}

/// The conflict in progress, if any: who has committed how many cards.
fn conflict_field(v: &AttilaView, record: &SessionRecord, tr: &Tr) -> Option<(String, String, bool)> {
    let c = v.conflict.as_ref()?;
    let lines: Vec<String> = c
        .committed
        .iter()
        .enumerate()
        .map(|(i, done)| {
            let seat = Seat(i as u8);
            let who = player(record, seat, tr);
            match done {
                Some(n) => format!("✅ {who} · {}", t!(tr, "attila-cards", count = *n)),
                None if c.committing == Some(seat) => format!("⏳ {who} · {}", t!(tr, "attila-choosing")),
                None => format!("⏳ {who}"),
            }
        })
        .collect();
    Some((t!(tr, "attila-conflict-in", province = c.province.clone()), lines.join("\n"), false))
}

fn tribes_line(counts: &Tribes, tr: &Tr) -> String {
    Tribe::ALL
        .iter()
        .map(|&t| format!("{} {} {}", colour(t), tribe_short(t, tr).trim(), counts.get(t)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The board, from the typed public view.
pub fn board(v: &AttilaView, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
    let century = v.century.map_or_else(|| t!(tr, "attila-no-century"), |c| t!(tr, "attila-century", century = c));
    let title = if v.over {
        t!(tr, "attila-title-over", turn = v.round)
    } else {
        let title = t!(
            tr,
            "attila-title",
            turn = v.round,
            century = century,
            gain = v.influence_gain,
            phase = phase(&v.phase, tr)
        );
        match v.ending {
            Some(e) => format!("{title} · {}", t!(tr, "attila-last-turn", reason = ending(e, tr))),
            None => title,
        }
    };
    let mut fields = Vec::new();
    fields.extend(conflict_field(v, record, tr));
    fields.push(provinces_field(v, tr));
    fields.push(influence_field(v, record, tr));
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let score = v.scores.get(i).copied().unwrap_or(0);
            let tiles: Vec<&str> = p.tiles.iter().map(|&t| tile(t)).collect();
            let tiles = if tiles.is_empty() { t!(tr, "attila-no-tiles") } else { tiles.join(" ") };
            let hand = t!(tr, "board-hand", count = p.hand_size);
            format!("{mark}{} ⭐{score} · {hand} · {tiles}", player(record, seat, tr))
        })
        .collect();
    fields.push((t!(tr, "board-players"), players.join("\n"), false));
    fields.push((t!(tr, "attila-tokens-left"), tribes_line(&v.supply, tr), false));
    let peace: Vec<String> = v
        .peace_tiles
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let c = t!(tr, "attila-century-short", century = i + 4);
            if v.century == Some(i as u8 + 4) {
                format!("▶{c} {n}")
            } else {
                format!("{c} {n}")
            }
        })
        .collect();
    fields.push((t!(tr, "attila-peace-left"), peace.join(" · "), true));
    let discards = v.discards.0.iter().map(|&n| u32::from(n)).sum::<u32>();
    fields.push((t!(tr, "attila-cards-field"), t!(tr, "attila-deck", deck = v.deck_size, discards = discards), true));
    Rendered { title, fields }
}

/// A seat's hand and face-down conflict cards in words: `🟦 Franks ×2`
/// (empty for the public view, which has no hand).
pub fn hand(mine: &AttilaView, tr: &Tr) -> String {
    let Some(hand) = &mine.hand else { return String::new() };
    let counts = |c: &Tribes| -> Vec<String> {
        c.present().map(|t| format!("{} {} ×{}", colour(t), tribe(t, tr), c.get(t))).collect()
    };
    let items = counts(hand);
    let mut text =
        if items.is_empty() { t!(tr, "hand-empty") } else { t!(tr, "hand-your-hand", items = items.join(" · ")) };
    if let Some(committed) = mine.conflict.as_ref().and_then(|c| c.mine.as_ref()) {
        let cards = counts(committed);
        if !cards.is_empty() {
            text.push('\n');
            text.push_str(&t!(tr, "attila-committed", items = cards.join(" · ")));
        }
    }
    text
}

/// What a conflict decision needs: where it is and which tribes stand
/// there, with how many tokens each.
pub fn decision(mine: &AttilaView, tr: &Tr) -> Option<String> {
    let c = mine.conflict.as_ref()?;
    let province = mine.provinces.iter().find(|p| p.id == c.province || p.name == c.province)?;
    let tribes: Vec<String> =
        province.tokens.present().map(|t| format!("{} ×{}", tribe_name(t, tr), province.tokens.get(t))).collect();
    Some(t!(tr, "attila-decision-conflict", province = province.name.as_str(), tribes = tribes.join(" · ")))
}

#[cfg(test)]
mod tests {
    use serde_json::Value;
    use tavola_engine::{AnyGame, Game, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::embedded(Lang::En)
    }

    fn view(game: &AnyGame, viewer: Viewer) -> AttilaView {
        match game {
            AnyGame::Attila(g) => g.view(viewer),
            _ => unreachable!(),
        }
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_private() {
        play_through(GameKind::Attila, &Value::Null);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Attila, 3, &Value::Null, 1).unwrap();
        let r = board(&view(&game, Viewer::Public), &record(GameKind::Attila, 3), &[Seat(0)], &en());
        assert_eq!(r.title, "Turn 1 · 4th century · +1 influence · play a card");
        assert_eq!(r.fields[0], ("Provinces".to_owned(), "No tokens on the map yet.".to_owned(), false));
        let players = &r.fields.iter().find(|f| f.0 == "Players").unwrap().1;
        assert_eq!(players.lines().next(), Some("👉 🔴 Anna ⭐0 · hand 6 · ⏩ 🔄 ➕"));
        let peace = &r.fields.iter().find(|f| f.0.contains("Peace")).unwrap().1;
        assert_eq!(peace, "▶4th 1 · 5th 2 · 6th 3 · 7th 4");
        assert_eq!(
            hand(&view(&game, Viewer::Seat(Seat(0))), &en()),
            "**Your hand**: 🟦 Franks ×1 · ⬛ Huns ×1 · 🟨 Goths ×1 · 🟩 Saxons ×1 · 🟥 Vandals ×2"
        );
    }

    #[test]
    fn grids_show_tokens_pacified_provinces_and_scores_now() {
        let game = AnyGame::new(GameKind::Attila, 2, &Value::Null, 1).unwrap();
        let mut v = view(&game, Viewer::Public);
        v.provinces[12].tokens = Tribes([0, 0, 2, 0, 0, 1]);
        v.provinces[12].peace = Some(4);
        v.provinces[2].tokens = Tribes([0, 0, 1, 0, 0, 0]);
        v.players[0].influence = [0, 0, 5, 0, 0, 0];
        v.players[1].influence = [0, 0, 2, 0, 0, 0];
        v.if_scored_now = vec![3, 0];
        let r = board(&v, &record(GameKind::Attila, 2), &[], &en());
        let grid = &r.fields[0].1;
        assert!(
            grid.contains("prov Fra Hun Got Sax Teu Van\nGER    .   .   1   .   .   .\nITA'   .   .   2   .   .   1"),
            "{grid}"
        );
        let inf = &r.fields[1].1;
        assert!(inf.contains("R      .   .   5   .   .   .\nY      .   .   2   .   .   ."), "{inf}");
        assert!(inf.contains("tok    .   .   3   .   .   1\nprv    .   .   2   .   .   1"), "{inf}");
        // The engine's projection, as it gives it.
        assert!(inf.contains("If scored now: 🔴 Anna +3 · 🟡 🤖 House 1 +0"), "{inf}");
        assert!(inf.contains("within 2 spaces"), "{inf}");
    }
}
