//! Dschunke's board (UX.md §6): the market, a grid of the junks (visible
//! crates per player, merchant, goods cards left), the assistants, then one
//! line per player. Money stays hidden: only the totals announced at the last
//! Y event, and the final scores. Built from the public JSON view only;
//! `None` if the view's shape is unknown (the generic board then).

use serde::Deserialize;
use serde_json::Value;
use tavola_engine::Seat;

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::store::SessionRecord;

/// The goods in the engine's order (data/junk/rules.toml `goods`): market
/// prices and hands are indexed by it.
const GOODS: [(&str, &str); 4] = [("fish", "🐟"), ("rice", "🌾"), ("spice", "🌶️"), ("vegetables", "🥬")];

/// Special cards laid face up once taken (the engine's `Special::is_permanent`).
const PERMANENT: [&str; 3] = ["extra_supply", "tie_breaker", "exchange"];

#[derive(Deserialize)]
struct View {
    round: u8,
    scores: Vec<Option<i32>>,
    over: bool,
    phase: Value,
    start_player: u8,
    market: Option<[Value; 4]>,
    covered: [bool; 4],
    junks: Vec<JunkInfo>,
    merchants: Vec<(String, Option<Value>)>,
    assistants: Vec<Value>,
    used_workers: Vec<Value>,
    players: Vec<Player>,
    pier_sizes: [usize; 4],
    shown_money: Option<Vec<i32>>,
    ready: Vec<u8>,
}

#[derive(Deserialize)]
struct JunkInfo {
    id: String,
    good: Option<String>,
    visible: Vec<u8>,
    pile: Option<u8>,
}

#[derive(Deserialize)]
struct Player {
    cards: u8,
    strips_left: u8,
    permanent: Vec<Value>,
    hidden_specials: usize,
}

fn good_emoji(name: &str) -> &'static str {
    GOODS.iter().find(|g| g.0 == name).map_or("📦", |g| g.1)
}

/// A merchant's or assistant's work: `{"sell": 2}` -> (`💱`, `sell`, 2).
fn work(w: &Value) -> Option<(&'static str, &'static str, u64)> {
    let (kind, n) = w.as_object()?.iter().next()?;
    let (emoji, word) = match kind.as_str() {
        "load" => ("📦", "load"),
        "sell" => ("💱", "sell"),
        "draw" => ("🃏", "draw"),
        _ => return None,
    };
    Some((emoji, word, n.as_u64()?))
}

/// A work in words: `📦 load 2 strips`, `💱 sell (at least 3 yen)`.
fn work_words(w: &Value) -> String {
    match work(w) {
        Some((e, "load", n)) => format!("{e} load {n} strip{}", if n == 1 { "" } else { "s" }),
        Some((e, "sell", 0)) => format!("{e} sell"),
        Some((e, "sell", n)) => format!("{e} sell (at least {n} 🪙)"),
        Some((e, _, 0)) => format!("{e} draw goods"),
        Some((e, _, n)) => format!("{e} draw goods (at least {n})"),
        None => "?".to_owned(),
    }
}

/// A special card in words; `junks` names the junks by index.
fn special(card: &Value, junks: &[String]) -> String {
    let junk = |v: &Value| v.as_u64().and_then(|j| junks.get(j as usize)).map_or("?", String::as_str).to_owned();
    if let Some(id) = card.as_str() {
        return match id {
            "extra_supply" => "one more goods card each supply".to_owned(),
            "tie_breaker" => "wins tied offers".to_owned(),
            "exchange" => "exchange two goods cards".to_owned(),
            "load_any" => "load a strip on any junk".to_owned(),
            "draw_any" => "draw goods on any junk".to_owned(),
            "move_strip" => "move one of your strips".to_owned(),
            other => other.replace('_', " "),
        };
    }
    match card.as_object().and_then(|o| o.iter().next()) {
        Some((k, v)) if k == "sell_on" => format!("sell on the {} junk", junk(v)),
        Some((k, v)) if k == "bonus8" => format!("8 🪙 for 4 crates on the {} junk", junk(v)),
        Some((k, v)) if k == "bonus12" => format!("12 🪙 for 5 crates on {} and 2 on {}", junk(&v[0]), junk(&v[1])),
        _ => "a special card".to_owned(),
    }
}

fn phase(p: &Value) -> String {
    match p["phase"].as_str().unwrap_or("") {
        "opening_picks" => "set-up · pick opening cards".to_owned(),
        "place_strip" => "set-up · place strips".to_owned(),
        "exchange" => "Phase 1 · exchange cards".to_owned(),
        "choose_pier" | "browse" if p["reason"] == "sale" => "last-round sale · take a special card".to_owned(),
        "choose_pier" | "browse" => "event S · take a special card".to_owned(),
        "act" => "Phase 2 · actions".to_owned(),
        "choose_junk" => "Phase 2 · choose a junk".to_owned(),
        "move_from" | "move_to" => "Phase 2 · move a strip".to_owned(),
        "draw" if p["supply"] == true => "Phase 3 · supply".to_owned(),
        "draw" => "Phase 2 · drawing goods".to_owned(),
        "offers" => "Phase 4 · offers".to_owned(),
        other => other.replace('_', " "),
    }
}

/// `🐟 2 · 🌾 1 · ~~🌶️ 4~~ sold · 🥬 S`
fn market(v: &View) -> String {
    let Some(prices) = &v.market else { return "not drawn yet".to_owned() };
    GOODS
        .iter()
        .zip(prices)
        .zip(v.covered)
        .map(|((g, price), sold)| {
            let price = price.get("yen").and_then(Value::as_i64).map_or_else(|| "S".to_owned(), |y| y.to_string());
            if sold {
                format!("~~{} {price}~~ sold", g.1)
            } else {
                format!("{} {price}", g.1)
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A junk's grid name: `grey` -> `Gre`.
fn short(id: &str) -> String {
    let mut chars = id.chars().filter(char::is_ascii).take(3);
    chars.next().map(|c| c.to_ascii_uppercase()).into_iter().chain(chars).collect()
}

/// The junks: visible crates per seat, the merchant's work (`*` used this
/// round, `?` face down), goods cards left (`?` while the piles are hidden).
fn junks_field(v: &View) -> (String, String, bool) {
    let seats = v.players.len();
    let head: String = (0..seats).map(|s| format!("{:>3}", LETTERS[s % LETTERS.len()])).collect();
    let mut rows = vec![format!("junk{head} merch  cards")];
    for j in &v.junks {
        let crates: String =
            (0..seats).map(|s| super::grid_cell(u64::from(j.visible.get(s).copied().unwrap_or(0)), 3)).collect();
        let merchant = v.merchants.iter().position(|(at, _)| *at == j.id).map_or_else(String::new, |m| {
            let used = v.used_workers.iter().any(|w| w.get("merchant").and_then(Value::as_u64) == Some(m as u64));
            match v.merchants[m].1.as_ref().and_then(work) {
                Some((_, word, n)) => format!("{word}{n}{}", if used { "*" } else { "" }),
                None => "?".to_owned(),
            }
        });
        let cards = match (&j.good, j.pile) {
            (None, _) => "-".to_owned(),
            (Some(_), Some(n)) => n.to_string(),
            (Some(_), None) => "?".to_owned(),
        };
        rows.push(format!("{:<4}{crates} {merchant:<6} {cards}", short(&j.id)));
    }
    let goods: Vec<String> = v
        .junks
        .iter()
        .filter_map(|j| j.good.as_deref().map(|g| format!("{} {}", short(&j.id), good_emoji(g))))
        .collect();
    let value = format!("```\n{}\n```\n-# {} · `*` used this round", rows.join("\n"), goods.join(" · "));
    ("Junks".to_owned(), value, false)
}

fn waiting(record: &SessionRecord, to_act: &[Seat], ready: &[u8]) -> String {
    let waiting: Vec<String> = to_act.iter().map(|&s| player(record, s)).collect();
    let done: Vec<String> = ready.iter().map(|&s| player(record, Seat(s))).collect();
    let mut text =
        format!("⏳ Waiting for {}", if waiting.is_empty() { "nobody".to_owned() } else { waiting.join(", ") });
    if !done.is_empty() {
        text.push_str(&format!(" · ✅ {}", done.join(", ")));
    }
    text
}

/// The board, or `None` if the view is not a Dschunke view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat]) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let title = if v.over {
        "🏁 Final scores".to_owned()
    } else if v.round == 0 {
        format!("Set-up · {}", phase(&v.phase))
    } else {
        format!("Round {}/10 · {}{}", v.round, phase(&v.phase), if v.round == 10 { " · 🏁 last round" } else { "" })
    };
    let mut fields = Vec::new();
    match v.phase["phase"].as_str() {
        Some("offers") => fields.push(("Offers".to_owned(), waiting(record, to_act, &v.ready), false)),
        Some("opening_picks") => fields.push(("Opening cards".to_owned(), waiting(record, to_act, &v.ready), false)),
        _ => {}
    }
    fields.push(("Market".to_owned(), market(&v), false));
    fields.push(junks_field(&v));
    let assistants: Vec<String> = v
        .assistants
        .iter()
        .enumerate()
        .map(|(a, w)| {
            let used = v.used_workers.iter().any(|u| u.get("assistant").and_then(Value::as_u64) == Some(a as u64));
            format!("{} {}{}", a + 1, work_words(w), if used { " · used" } else { "" })
        })
        .collect();
    fields.push(("Assistants".to_owned(), assistants.join("\n"), false));
    let junk_names: Vec<String> = v.junks.iter().map(|j| j.id.clone()).collect();
    let players: Vec<String> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let mark = super::turn_mark(to_act, seat);
            let score = match v.scores.get(i).copied().flatten() {
                Some(s) if v.over => format!(" ⭐{s}"),
                _ => String::new(),
            };
            let start = if v.start_player == i as u8 { " · start" } else { "" };
            let mut specials: Vec<String> =
                p.permanent.iter().map(|c| format!("✨ {}", special(c, &junk_names))).collect();
            if p.hidden_specials > 0 {
                specials.push(format!("✨🔒 {}", p.hidden_specials));
            }
            let specials = if specials.is_empty() { String::new() } else { format!(" · {}", specials.join(" · ")) };
            format!(
                "{mark}{}{score} · hand {} · strips {}{specials}{start}",
                player(record, seat),
                p.cards,
                p.strips_left
            )
        })
        .collect();
    fields.push(("Players".to_owned(), players.join("\n"), false));
    if let (Some(money), false) = (&v.shown_money, v.over) {
        let shown: Vec<String> =
            money.iter().enumerate().map(|(i, m)| format!("{} 🪙 {m}", player(record, Seat(i as u8)))).collect();
        fields.push(("Money at the last count".to_owned(), shown.join("\n"), false));
    }
    let piers: Vec<String> = v.pier_sizes.iter().map(usize::to_string).collect();
    fields.push(("✨ Special cards on the piers".to_owned(), piers.join(" · "), true));
    Some(Rendered { title, fields })
}

/// A seat's goods cards, money, special cards and sealed offer, in words.
pub fn hand(mine: &Value) -> Option<String> {
    let cards: [u8; 4] = serde_json::from_value(mine.get("hand")?.clone()).ok()?;
    let junks: Vec<String> = mine["junks"]
        .as_array()
        .map(|js| js.iter().map(|j| j["id"].as_str().unwrap_or("?").to_owned()).collect())
        .unwrap_or_default();
    let goods: Vec<String> =
        GOODS.iter().zip(cards).filter(|(_, n)| *n > 0).map(|(g, n)| format!("{} {} card ×{n}", g.1, g.0)).collect();
    let mut lines = vec![if goods.is_empty() {
        "Your hand is empty.".to_owned()
    } else {
        format!("**Your hand**: {}", goods.join(" · "))
    }];
    if let Some(money) = mine.get("money").and_then(Value::as_i64) {
        lines.push(format!("**Your money**: 🪙 {money}"));
    }
    // Permanent cards lie face up on the board already; only the others are secret.
    let specials: Vec<String> = mine["my_specials"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .filter(|c| !PERMANENT.contains(&c.as_str().unwrap_or("")))
                .map(|c| format!("✨ {}", special(c, &junks)))
                .collect()
        })
        .unwrap_or_default();
    if !specials.is_empty() {
        lines.push(format!("**Your hidden special cards**: {}", specials.join(" · ")));
    }
    if let Some(pier) = mine["browsing"].as_array() {
        let cards: Vec<String> =
            pier.iter().enumerate().map(|(i, c)| format!("{}. {}", i + 1, special(c, &junks))).collect();
        lines.push(format!("**On this pier**: {}", cards.join(" · ")));
    }
    if let Some(offer) = mine["my_offer"].get("done").filter(|o| !o.is_null()) {
        let good = offer[0].as_u64().and_then(|g| GOODS.get(g as usize));
        if let (Some(g), Some(n)) = (good, offer[1].as_u64()) {
            lines.push(format!("**Your sealed offer**: {n} {} {}", g.1, g.0));
        }
    } else if mine["my_offer"].get("done").is_some() {
        lines.push("**Your sealed offer**: nothing".to_owned());
    }
    Some(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::{AnyGame, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_and_money_private() {
        play_through(GameKind::Junk, &Value::Null, board, hand);
        play_through(GameKind::Junk, &json!({"variant_setup": true}), board, hand);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 1).unwrap();
        let rec = record(GameKind::Junk, 3);
        let r = board(&game.view(Viewer::Public), &rec, &game.to_act().seats()).unwrap();
        assert_eq!(r.title, "Set-up · set-up · pick opening cards");
        assert_eq!(r.fields[0].1, "⏳ Waiting for 🔴 Anna, 🟡 🤖 House 1, 🟢 Carla");
        assert_eq!(r.fields[1].1, "not drawn yet");
        let junks = &r.fields[2].1;
        assert!(
            junks.starts_with("```\njunk  R  Y  G merch  cards\nGre   3  3  . sell3  -\nOra   .  3  3        0\n"),
            "{junks}"
        );
        assert!(junks.ends_with("-# Ora 🌶️ · Lil 🥬 · Bro 🐟 · Whi 🌾 · `*` used this round"), "{junks}");
        assert_eq!(r.fields[3].1, "1 📦 load 1 strip");
        assert_eq!(r.fields[4].1.lines().next(), Some("👉 🔴 Anna · hand 0 · strips 17 · start"));
    }

    #[test]
    fn sold_goods_hidden_piles_and_the_last_count_show() {
        let game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 1).unwrap();
        let mut view = game.view(Viewer::Public);
        view["round"] = json!(5);
        view["phase"] = json!({"phase": "offers"});
        view["market"] = json!([{"yen": 2}, {"yen": 1}, {"yen": 4}, "special"]);
        view["covered"] = json!([false, false, true, false]);
        view["junks"][1]["pile"] = Value::Null;
        view["used_workers"] = json!([{"merchant": 1}]);
        view["shown_money"] = json!([18, 11, 4]);
        view["ready"] = json!([2]);
        view["players"][0]["permanent"] = json!(["tie_breaker"]);
        view["players"][0]["hidden_specials"] = json!(2);
        let r = board(&view, &record(GameKind::Junk, 3), &[Seat(0), Seat(1)]).unwrap();
        assert_eq!(r.title, "Round 5/10 · Phase 4 · offers");
        assert_eq!(r.fields[0].1, "⏳ Waiting for 🔴 Anna, 🟡 🤖 House 1 · ✅ 🟢 Carla");
        assert_eq!(r.fields[1].1, "🐟 2 · 🌾 1 · ~~🌶️ 4~~ sold · 🥬 S");
        assert!(r.fields[2].1.contains("\nGre   3  3  . sell3* -\nOra   .  3  3        ?\n"), "{}", r.fields[2].1);
        assert!(r.fields[4].1.starts_with("👉 🔴 Anna · hand 0 · strips 17 · ✨ wins tied offers · ✨🔒 2 · start"));
        assert_eq!(r.fields[5].1.lines().nth(2), Some("🟢 Carla 🪙 4"));
    }

    #[test]
    fn the_hand_names_cards_money_and_the_sealed_offer() {
        let game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 1).unwrap();
        let mut mine = game.view(Viewer::Seat(Seat(0)));
        mine["hand"] = json!([2, 0, 1, 0]);
        mine["my_specials"] = json!(["exchange", {"sell_on": 2}]);
        mine["my_offer"] = json!({"done": [0, 2]});
        let text = hand(&mine).unwrap();
        let expected = format!(
            "**Your hand**: 🐟 fish card ×2 · 🌶️ spice card ×1\n**Your money**: 🪙 {}\n**Your hidden special cards**: ✨ sell on the lilac junk\n**Your sealed offer**: 2 🐟 fish",
            mine["money"]
        );
        assert_eq!(text, expected);
    }
}
