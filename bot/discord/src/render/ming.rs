//! Ming Dynastie's board (docs/conventions.md §6): the province spaces with their face-up
//! cards, a grid of the 18 districts (members per family, prince, monastery),
//! the cities during a scoring, then one line per player. Read from the
//! engine's typed public view, so a change to the view is a compile error
//! here. Return cards and hands stay out: they are in `hand`.

use tavola_engine::ming::{MingView, Phase};
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::i18n::{dynamic, Tr};
use crate::t;
use tavola_table::record::SessionRecord;

/// A province colour's square (docs/conventions.md §7: Ming's pink is 🌸).
fn colour(name: &str) -> &'static str {
    match name {
        "white" => "⬜",
        "orange" => "🟧",
        "green" => "🟩",
        "pink" => "🌸",
        "yellow" => "🟨",
        "blue" => "🟦",
        _ => "▫️",
    }
}

/// A movement card's emoji, by its symbol's index in the engine's order
/// (data/ming/board.toml `symbols`: horse, boat, sedan chair).
const SYMBOLS: [(&str, &str); 3] = [("horse", "🐎"), ("boat", "⛵"), ("sedan", "🪑")];

/// A movement card's 4-letter code for grids (ASCII).
fn grid_code(name: &str, tr: &Tr) -> String {
    let code: String = match name {
        "horse" | "boat" | "sedan" => tr.say(&dynamic(format!("ming-grid-{name}"))),
        other => other.to_owned(),
    };
    let code: String = code.chars().filter(char::is_ascii).take(4).collect();
    format!("{code:<4}")
}

/// A province colour's name: `pink`.
fn colour_name(name: &str, tr: &Tr) -> String {
    match colour(name) {
        "▫️" => name.to_owned(),
        _ => tr.say(&dynamic(format!("ming-colour-{name}"))),
    }
}

fn initial(name: &str) -> char {
    name.chars().next().map_or('?', |c| c.to_ascii_uppercase())
}

/// A family's letter: a seat's, or `N` for the neutral family.
fn family(v: &MingView, f: usize) -> char {
    if v.neutral.map(usize::from) == Some(f) {
        'N'
    } else {
        LETTERS[f % LETTERS.len()]
    }
}

/// The phase in words.
fn phase(v: &MingView, tr: &Tr) -> String {
    let province = |i: u8| {
        v.provinces
            .get(usize::from(i))
            .map_or_else(|| "❔".to_owned(), |pr| format!("{} {}", colour(&pr.colour), colour_name(&pr.colour, tr)))
    };
    match &v.phase {
        Phase::PlacePrince => t!(tr, "ming-phase-place-prince"),
        Phase::PlaceNeutral { left } => t!(tr, "ming-phase-place-neutral", count = *left),
        Phase::PlaceMembers => t!(tr, "ming-phase-place-members"),
        Phase::TakeCards => t!(tr, "ming-phase-take-cards"),
        Phase::Act => t!(tr, "ming-phase-act"),
        Phase::Moving { .. } => t!(tr, "ming-phase-moving"),
        Phase::Stay => t!(tr, "ming-phase-stay"),
        Phase::Bring => t!(tr, "ming-phase-bring"),
        Phase::Return { province: p } => t!(tr, "ming-phase-return", city = province(*p)),
        Phase::NeutralReturn { province: p, left, .. } => {
            t!(tr, "ming-phase-neutral-return", count = *left, city = province(*p))
        }
        Phase::ChooseStart { .. } => t!(tr, "ming-phase-choose-start"),
        // The title says the final scores instead.
        Phase::Over => "over".to_owned(),
    }
}

fn in_phase_3(v: &MingView) -> bool {
    matches!(v.phase, Phase::Act | Phase::Moving { .. } | Phase::Stay | Phase::Bring)
}

/// The province spaces: members waiting per seat and the face-up card.
fn provinces_field(v: &MingView, tr: &Tr) -> (String, String, bool) {
    let seats = v.players.len();
    let card_head: String = t!(tr, "ming-grid-card").chars().filter(char::is_ascii).take(4).collect();
    let mut rows =
        vec![format!("pv {} {card_head}", (0..seats).map(|s| format!("{:>3}", LETTERS[s])).collect::<String>())];
    for p in &v.provinces {
        let waiting: String =
            (0..seats).map(|s| super::grid_cell(u64::from(p.waiting.get(s).copied().unwrap_or(0)), 3)).collect();
        let card = p.card.as_deref().map_or_else(|| "-".to_owned(), |c| grid_code(c, tr));
        rows.push(format!("{}  {waiting} {}", initial(&p.colour), card.trim_end()));
    }
    let legend: Vec<String> =
        v.provinces.iter().map(|p| format!("{} {}", colour(&p.colour), initial(&p.colour))).collect();
    (t!(tr, "ming-province-spaces"), format!("```\n{}\n```\n-# {}", rows.join("\n"), legend.join(" · ")), false)
}

/// The districts: members per family, `*` the prince's owner, `m` the monastery's.
fn districts_field(v: &MingView, tr: &Tr) -> (String, String, bool) {
    let families = v.districts.first().map_or(0, |d| d.members.len());
    let head: String = (0..families).map(|f| format!("{:>3}", family(v, f))).collect();
    let mut rows = vec![format!("dt {head}  *  m")];
    for d in &v.districts {
        let members: String =
            (0..families).map(|f| super::grid_cell(u64::from(d.members.get(f).copied().unwrap_or(0)), 3)).collect();
        let prince = d.prince.map_or('.', |s| family(v, s.index()));
        let monastery = d.monastery.map_or('.', |f| family(v, usize::from(f)));
        let id: String = d.id.chars().filter(char::is_ascii).take(2).collect();
        rows.push(format!("{id:<2} {members}  {prince}  {monastery}"));
    }
    let key = if v.neutral.is_some() { t!(tr, "ming-districts-key-neutral") } else { t!(tr, "ming-districts-key") };
    let value = format!("```\n{}\n```\n-# {key}", rows.join("\n"));
    (t!(tr, "ming-districts"), value, false)
}

/// Members in the cities, shown while a scoring sends them there.
fn cities_field(v: &MingView, tr: &Tr) -> Option<(String, String, bool)> {
    let lines: Vec<String> = v
        .provinces
        .iter()
        .filter(|p| p.city.iter().any(|&n| n > 0))
        .map(|p| {
            let members: Vec<String> = p
                .city
                .iter()
                .enumerate()
                .filter(|(_, &n)| n > 0)
                .map(|(f, n)| format!("{}{n}", family(v, f)))
                .collect();
            let city = t!(tr, "ming-city", colour = colour_name(&p.colour, tr));
            format!("{} {city}: {}", colour(&p.colour), members.join(" "))
        })
        .collect();
    (!lines.is_empty()).then(|| (t!(tr, "ming-in-the-cities"), lines.join("\n"), false))
}

/// The board, from the typed public view.
pub fn board(v: &MingView, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
    let title = if v.over {
        format!("🏁 {}", t!(tr, "board-final-scores"))
    } else {
        t!(tr, "ming-title", round = v.round, phase = phase(v, tr))
    };
    let mut fields = Vec::new();
    if matches!(v.phase, Phase::Return { .. }) {
        fields.push((t!(tr, "ming-return-cards"), super::board::waiting(record, to_act, &v.returned, tr), false));
    }
    if let Some(city) = cities_field(v, tr) {
        fields.push(city);
    }
    fields.push(provinces_field(v, tr));
    fields.push(districts_field(v, tr));
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let mut extra = String::new();
            if v.start_player == seat {
                extra = format!("{extra} · {}", t!(tr, "board-start-player"));
            }
            if in_phase_3(v) && p.passed {
                extra = format!("{extra} · ✅ {}", t!(tr, "ming-passed"));
            }
            let tiles: Vec<String> =
                v.provinces.iter().zip(p.tiles).map(|(pr, n)| format!("{}{n}", colour(&pr.colour))).collect();
            format!(
                "{mark}{} ⭐{} · {} · {} · 👥{}{extra}",
                player(record, seat, tr),
                v.scores.get(i).copied().unwrap_or(0),
                tiles.join(" "),
                t!(tr, "board-hand", count = p.cards),
                p.reserve
            )
        })
        .collect();
    fields.push((t!(tr, "board-players"), players.join("\n"), false));
    let next = match (v.next_scoring, v.next_full_set, v.next_city_member) {
        (Some(round), Some(set), Some(member)) => {
            t!(tr, "ming-next-scoring", round = round, set = set, member = member)
        }
        _ => t!(tr, "ming-no-scoring-left"),
    };
    fields.push((t!(tr, "ming-next-scoring-field"), next, false));
    fields.push((t!(tr, "ming-decks"), format!("🃏 {} · 🐉 {}", v.deck_size, v.dragons_left), true));
    Rendered { title, fields }
}

/// A seat's movement and dragon cards, and return cards chosen, in words
/// (empty when the view has no hand: the public view).
pub fn hand(mine: &MingView, tr: &Tr) -> String {
    let Some(hand) = mine.hand else { return String::new() };
    let mut items: Vec<String> = SYMBOLS
        .iter()
        .zip(hand.cards)
        .filter(|(_, n)| *n > 0)
        .map(|((s, emoji), n)| format!("{emoji} {} ×{n}", tr.say(&dynamic(format!("ming-card-{s}")))))
        .collect();
    if hand.dragons > 0 {
        items.push(format!("🐉 {} ×{}", t!(tr, "ming-card-dragon"), hand.dragons));
    }
    let mut text =
        if items.is_empty() { t!(tr, "hand-empty") } else { t!(tr, "hand-your-hand", items = items.join(" · ")) };
    if let Some(bits) = mine.my_return {
        // Return cards are numbered 0 to 3 (data/ming/rules.toml `return_cards`).
        let values: Vec<String> = (0..4).filter(|i| bits & (1 << i) != 0).map(|i| i.to_string()).collect();
        let values = if values.is_empty() { t!(tr, "board-none") } else { values.join(" + ") };
        text.push('\n');
        text.push_str(&t!(tr, "ming-your-return-cards", cards = values));
    }
    text
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

    fn view(game: &AnyGame, viewer: Viewer) -> MingView {
        match game {
            AnyGame::Ming(g) => g.view(viewer),
            _ => unreachable!(),
        }
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_private() {
        play_through(GameKind::Ming, &Value::Null);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Ming, 2, &Value::Null, 1).unwrap();
        let r = board(&view(&game, Viewer::Public), &record(GameKind::Ming, 2), &[Seat(0)], &en());
        assert_eq!(r.title, "Round 1/6 · place the princes");
        let spaces = &r.fields[0].1;
        assert!(
            spaces.starts_with("```\npv   R  Y card\nW    .  . boat\nO    .  . boat\nG    .  . sedn\n"),
            "{spaces}"
        );
        let districts = &r.fields[1].1;
        assert!(districts.starts_with("```\ndt   R  Y  N  *  m\nW1   .  .  1  .  .\n"), "{districts}");
        assert!(districts.ends_with("N neutral"), "{districts}");
        let players = &r.fields[2].1;
        assert_eq!(
            players.lines().next(),
            Some("👉 🔴 Anna ⭐0 · ⬜0 🟧0 🟩0 🌸0 🟨0 🟦0 · hand 1 · 👥30 · start player")
        );
        assert_eq!(r.fields[3].1, "after round 2: full set ⭐28 · city member ⭐4");
        assert_eq!(hand(&view(&game, Viewer::Seat(Seat(0))), &en()), "**Your hand**: 🐉 dragon card ×1");
    }

    #[test]
    fn princes_monasteries_cities_and_return_cards_show() {
        let game = AnyGame::new(GameKind::Ming, 3, &Value::Null, 1).unwrap();
        let mut v = view(&game, Viewer::Public);
        let w2 = &mut v.districts[1];
        w2.id = "W2".into();
        w2.members = vec![2, 0, 1];
        w2.monastery = Some(2);
        w2.prince = Some(Seat(1));
        v.provinces[3].city = vec![1, 0, 2];
        v.phase = Phase::Return { province: 3 };
        v.returned = vec![Seat(2)];
        let r = board(&v, &record(GameKind::Ming, 3), &[Seat(0)], &en());
        assert_eq!(r.title, "Round 1/6 · Phase 4 · return cards for the 🌸 pink city");
        assert_eq!(r.fields[0].1, "⏳ Waiting for 🔴 Anna · ✅ 🟢 Carla");
        assert_eq!(r.fields[1].1, "🌸 pink city: R1 G2");
        assert!(r.fields[3].1.contains("\nW2   2  .  1  Y  G\n"), "{}", r.fields[3].1);
        let mut mine = view(&game, Viewer::Seat(Seat(0)));
        mine.my_return = Some(0b1010);
        assert!(hand(&mine, &en()).ends_with("**Your return cards, face down**: 1 + 3"));
    }
}
