//! Dschunke's board (docs/conventions.md §6): the market, a grid of the junks (visible
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
use crate::i18n::{dynamic, Tr};
use crate::store::SessionRecord;
use crate::t;

/// The goods in the engine's order (data/junk/rules.toml `goods`): market
/// prices and hands are indexed by it. Their names are words.
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

fn good_name(name: &str, tr: &Tr) -> String {
    tr.say(&dynamic(format!("junk-good-{name}")))
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
fn work_words(w: &Value, tr: &Tr) -> String {
    match work(w) {
        Some((e, "load", n)) => format!("{e} {}", t!(tr, "junk-work-load", count = n)),
        Some((e, "sell", n)) => format!("{e} {}", t!(tr, "junk-work-sell", least = n)),
        Some((e, _, n)) => format!("{e} {}", t!(tr, "junk-work-draw", least = n)),
        None => "❔".to_owned(),
    }
}

/// A junk's name: `lilac`.
fn junk_name(id: &str, tr: &Tr) -> String {
    match id {
        "grey" | "orange" | "lilac" | "brown" | "white" => tr.say(&dynamic(format!("junk-name-{id}"))),
        other => other.to_owned(),
    }
}

/// A special card in words; `junks` names the junks by index.
fn special(card: &Value, junks: &[String], tr: &Tr) -> String {
    let junk = |v: &Value| {
        v.as_u64().and_then(|j| junks.get(j as usize)).map_or_else(|| "❔".to_owned(), |j| junk_name(j, tr))
    };
    if let Some(id) = card.as_str() {
        return match id {
            "extra_supply" | "tie_breaker" | "exchange" | "load_any" | "draw_any" | "move_strip" => {
                tr.say(&dynamic(format!("junk-special-{}", id.replace('_', "-"))))
            }
            other => other.replace('_', " "),
        };
    }
    match card.as_object().and_then(|o| o.iter().next()) {
        Some((k, v)) if k == "sell_on" => t!(tr, "junk-special-sell-on", junk = junk(v)),
        Some((k, v)) if k == "bonus8" => t!(tr, "junk-special-bonus8", junk = junk(v)),
        Some((k, v)) if k == "bonus12" => t!(tr, "junk-special-bonus12", first = junk(&v[0]), second = junk(&v[1])),
        _ => t!(tr, "junk-special"),
    }
}

fn phase(p: &Value, tr: &Tr) -> String {
    match p["phase"].as_str().unwrap_or("") {
        "opening_picks" => t!(tr, "junk-phase-opening-picks"),
        "place_strip" => t!(tr, "junk-phase-place-strip"),
        "exchange" => t!(tr, "junk-phase-exchange"),
        "choose_pier" | "browse" if p["reason"] == "sale" => t!(tr, "junk-phase-sale"),
        "choose_pier" | "browse" => t!(tr, "junk-phase-event-s"),
        "act" => t!(tr, "junk-phase-act"),
        "choose_junk" => t!(tr, "junk-phase-choose-junk"),
        "move_from" | "move_to" => t!(tr, "junk-phase-move"),
        "draw" if p["supply"] == true => t!(tr, "junk-phase-supply"),
        "draw" => t!(tr, "junk-phase-draw"),
        "offers" => t!(tr, "junk-phase-offers"),
        other => other.replace('_', " "),
    }
}

/// `🐟 2 · 🌾 1 · ~~🌶️ 4~~ sold · 🥬 S`
fn market(v: &View, tr: &Tr) -> String {
    let Some(prices) = &v.market else { return t!(tr, "junk-market-not-drawn") };
    GOODS
        .iter()
        .zip(prices)
        .zip(v.covered)
        .map(|((g, price), sold)| {
            let price = price.get("yen").and_then(Value::as_i64).map_or_else(|| "S".to_owned(), |y| y.to_string());
            if sold {
                format!("~~{} {price}~~ {}", g.1, t!(tr, "junk-sold"))
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

/// A grid head word, ASCII and at most `width` long.
fn head(id: &str, width: usize, tr: &Tr) -> String {
    tr.say(&dynamic(format!("junk-grid-{id}"))).chars().filter(char::is_ascii).take(width).collect()
}

/// The junks: visible crates per seat, the merchant's work (`*` used this
/// round, `?` face down), goods cards left (`?` while the piles are hidden).
fn junks_field(v: &View, tr: &Tr) -> (String, String, bool) {
    let seats = v.players.len();
    let heads: String = (0..seats).map(|s| format!("{:>3}", LETTERS[s % LETTERS.len()])).collect();
    let mut rows =
        vec![format!("{:<4}{heads} {:<6} {}", head("junk", 4, tr), head("merchant", 6, tr), head("cards", 5, tr))];
    for j in &v.junks {
        let crates: String =
            (0..seats).map(|s| super::grid_cell(u64::from(j.visible.get(s).copied().unwrap_or(0)), 3)).collect();
        let merchant = v.merchants.iter().position(|(at, _)| *at == j.id).map_or_else(String::new, |m| {
            let used = v.used_workers.iter().any(|w| w.get("merchant").and_then(Value::as_u64) == Some(m as u64));
            match v.merchants[m].1.as_ref().and_then(work) {
                Some((_, word, n)) => format!("{}{n}{}", head(word, 4, tr), if used { "*" } else { "" }),
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
    let value = format!("```\n{}\n```\n-# {} · {}", rows.join("\n"), goods.join(" · "), t!(tr, "junk-grid-key"));
    (t!(tr, "junk-junks"), value, false)
}

/// The board, or `None` if the view is not a Dschunke view.
pub fn board(view: &Value, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Option<Rendered> {
    let v: View = serde_json::from_value(view.clone()).ok()?;
    let title = if v.over {
        format!("🏁 {}", t!(tr, "board-final-scores"))
    } else if v.round == 0 {
        t!(tr, "junk-title-setup", phase = phase(&v.phase, tr))
    } else if v.round == 10 {
        format!(
            "{} · 🏁 {}",
            t!(tr, "junk-title", round = v.round, phase = phase(&v.phase, tr)),
            t!(tr, "junk-last-round")
        )
    } else {
        t!(tr, "junk-title", round = v.round, phase = phase(&v.phase, tr))
    };
    let ready: Vec<Seat> = v.ready.iter().map(|&s| Seat(s)).collect();
    let mut fields = Vec::new();
    match v.phase["phase"].as_str() {
        Some("offers") => {
            fields.push((t!(tr, "junk-offers"), super::board::waiting(record, to_act, &ready, tr), false))
        }
        Some("opening_picks") => {
            fields.push((t!(tr, "junk-opening-cards"), super::board::waiting(record, to_act, &ready, tr), false))
        }
        _ => {}
    }
    fields.push((t!(tr, "junk-market"), market(&v, tr), false));
    fields.push(junks_field(&v, tr));
    let assistants: Vec<String> = v
        .assistants
        .iter()
        .enumerate()
        .map(|(a, w)| {
            let used = v.used_workers.iter().any(|u| u.get("assistant").and_then(Value::as_u64) == Some(a as u64));
            let used = if used { format!(" · {}", t!(tr, "junk-used")) } else { String::new() };
            format!("{} {}{used}", a + 1, work_words(w, tr))
        })
        .collect();
    fields.push((t!(tr, "junk-assistants"), assistants.join("\n"), false));
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
            let mut specials: Vec<String> =
                p.permanent.iter().map(|c| format!("✨ {}", special(c, &junk_names, tr))).collect();
            if p.hidden_specials > 0 {
                specials.push(format!("✨🔒 {}", p.hidden_specials));
            }
            let specials = if specials.is_empty() { String::new() } else { format!(" · {}", specials.join(" · ")) };
            let start =
                if v.start_player == i as u8 { format!(" · {}", t!(tr, "board-start-player")) } else { String::new() };
            format!(
                "{mark}{}{score} · {} · {}{specials}{start}",
                player(record, seat, tr),
                t!(tr, "board-hand", count = p.cards),
                t!(tr, "junk-strips", count = p.strips_left)
            )
        })
        .collect();
    fields.push((t!(tr, "board-players"), players.join("\n"), false));
    if let (Some(money), false) = (&v.shown_money, v.over) {
        let shown: Vec<String> =
            money.iter().enumerate().map(|(i, m)| format!("{} 🪙 {m}", player(record, Seat(i as u8), tr))).collect();
        fields.push((t!(tr, "junk-money-shown"), shown.join("\n"), false));
    }
    let piers: Vec<String> = v.pier_sizes.iter().map(usize::to_string).collect();
    fields.push((t!(tr, "junk-piers"), piers.join(" · "), true));
    Some(Rendered { title, fields })
}

/// A seat's goods cards, money, special cards and sealed offer, in words.
pub fn hand(mine: &Value, tr: &Tr) -> Option<String> {
    let cards: [u8; 4] = serde_json::from_value(mine.get("hand")?.clone()).ok()?;
    let junks: Vec<String> = mine["junks"]
        .as_array()
        .map(|js| js.iter().map(|j| j["id"].as_str().unwrap_or("?").to_owned()).collect())
        .unwrap_or_default();
    let goods: Vec<String> = GOODS
        .iter()
        .zip(cards)
        .filter(|(_, n)| *n > 0)
        .map(|(g, n)| format!("{} {} ×{n}", g.1, t!(tr, "junk-good-card", good = good_name(g.0, tr))))
        .collect();
    let mut lines = vec![if goods.is_empty() {
        t!(tr, "hand-empty")
    } else {
        t!(tr, "hand-your-hand", items = goods.join(" · "))
    }];
    if let Some(money) = mine.get("money").and_then(Value::as_i64) {
        lines.push(t!(tr, "junk-your-money", money = money));
    }
    // Permanent cards lie face up on the board already; only the others are secret.
    let specials: Vec<String> = mine["my_specials"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .filter(|c| !PERMANENT.contains(&c.as_str().unwrap_or("")))
                .map(|c| format!("✨ {}", special(c, &junks, tr)))
                .collect()
        })
        .unwrap_or_default();
    if !specials.is_empty() {
        lines.push(t!(tr, "junk-your-specials", items = specials.join(" · ")));
    }
    if let Some(pier) = mine["browsing"].as_array() {
        let cards: Vec<String> =
            pier.iter().enumerate().map(|(i, c)| format!("{}. {}", i + 1, special(c, &junks, tr))).collect();
        lines.push(t!(tr, "junk-on-this-pier", items = cards.join(" · ")));
    }
    if let Some(offer) = mine["my_offer"].get("done").filter(|o| !o.is_null()) {
        let good = offer[0].as_u64().and_then(|g| GOODS.get(g as usize));
        if let (Some(g), Some(n)) = (good, offer[1].as_u64()) {
            let offer = format!("{n} {} {}", g.1, good_name(g.0, tr));
            lines.push(t!(tr, "junk-your-offer", offer = offer));
        }
    } else if mine["my_offer"].get("done").is_some() {
        lines.push(t!(tr, "junk-your-offer", offer = t!(tr, "junk-nothing")));
    }
    Some(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::{AnyGame, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::embedded(Lang::En)
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_and_money_private() {
        play_through(GameKind::Junk, &Value::Null, board, hand);
        play_through(GameKind::Junk, &json!({"variant_setup": true}), board, hand);
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 1).unwrap();
        let rec = record(GameKind::Junk, 3);
        let r = board(&game.view(Viewer::Public), &rec, &game.to_act().seats(), &en()).unwrap();
        assert_eq!(r.title, "Set-up · pick opening cards");
        assert_eq!(r.fields[0].1, "⏳ Waiting for 🔴 Anna, 🟡 🤖 House 1, 🟢 Carla");
        assert_eq!(r.fields[1].1, "Not drawn yet");
        let junks = &r.fields[2].1;
        assert!(
            junks.starts_with("```\njunk  R  Y  G merch  cards\nGre   3  3  . sell3  -\nOra   .  3  3        0\n"),
            "{junks}"
        );
        assert!(junks.ends_with("-# Ora 🌶️ · Lil 🥬 · Bro 🐟 · Whi 🌾 · `*` used this round"), "{junks}");
        assert_eq!(r.fields[3].1, "1 📦 load 1 strip");
        assert_eq!(r.fields[4].1.lines().next(), Some("👉 🔴 Anna · hand 0 · strips 17 · start player"));
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
        let r = board(&view, &record(GameKind::Junk, 3), &[Seat(0), Seat(1)], &en()).unwrap();
        assert_eq!(r.title, "Round 5/10 · Phase 4 · offers");
        assert_eq!(r.fields[0].1, "⏳ Waiting for 🔴 Anna, 🟡 🤖 House 1 · ✅ 🟢 Carla");
        assert_eq!(r.fields[1].1, "🐟 2 · 🌾 1 · ~~🌶️ 4~~ sold · 🥬 S");
        assert!(r.fields[2].1.contains("\nGre   3  3  . sell3* -\nOra   .  3  3        ?\n"), "{}", r.fields[2].1);
        assert!(r.fields[4]
            .1
            .starts_with("👉 🔴 Anna · hand 0 · strips 17 · ✨ wins tied offers · ✨🔒 2 · start player"));
        assert_eq!(r.fields[5].1.lines().nth(2), Some("🟢 Carla 🪙 4"));
    }

    #[test]
    fn the_hand_names_cards_money_and_the_sealed_offer() {
        let game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 1).unwrap();
        let mut mine = game.view(Viewer::Seat(Seat(0)));
        mine["hand"] = json!([2, 0, 1, 0]);
        mine["my_specials"] = json!(["exchange", {"sell_on": 2}]);
        mine["my_offer"] = json!({"done": [0, 2]});
        let text = hand(&mine, &en()).unwrap();
        let expected = format!(
            "**Your hand**: 🐟 fish card ×2 · 🌶️ spice card ×1\n**Your money**: 🪙 {}\n**Your hidden special cards**: ✨ sell on the lilac junk\n**Your sealed offer**: 2 🐟 fish",
            mine["money"]
        );
        assert_eq!(text, expected);
    }
}
