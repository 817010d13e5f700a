//! Dschunke's board (docs/conventions.md §6): the market, a grid of the junks (visible
//! crates per player, merchant, goods cards left), the assistants, then one
//! line per player. Money stays hidden: only the totals announced at the last
//! Y event, and the final scores. Read from the engine's typed public view,
//! so a change to the view is a compile error here.

use tavola_engine::junk::{JunkView, Offer, Phase, PickReason, Price, Special, Work, Worker};
use tavola_engine::{AnyGame, Game, LegalAction, Seat, Viewer};

use super::board::Rendered;
use super::player;
use super::LETTERS;
use crate::i18n::{dynamic, Tr};
use crate::t;
use tavola_table::record::SessionRecord;

/// The goods in the engine's order (data/junk/rules.toml `goods`): market
/// prices and hands are indexed by it. Their names are words.
const GOODS: [(&str, &str); 4] = [("fish", "🐟"), ("rice", "🌾"), ("spice", "🌶️"), ("vegetables", "🥬")];

fn good_emoji(name: &str) -> &'static str {
    GOODS.iter().find(|g| g.0 == name).map_or("📦", |g| g.1)
}

fn good_name(name: &str, tr: &Tr) -> String {
    tr.say(&dynamic(format!("junk-good-{name}")))
}

/// A merchant's or assistant's work: `Sell(2)` -> (`💱`, `sell`, 2); the
/// word names the grid's head (`junk-grid-sell`).
fn work(w: Work) -> (&'static str, &'static str, u8) {
    match w {
        Work::Load(n) => ("📦", "load", n),
        Work::Sell(n) => ("💱", "sell", n),
        Work::Draw(n) => ("🃏", "draw", n),
    }
}

/// A work in words: `📦 load 2 strips`, `💱 sell (at least 3 yen)`.
fn work_words(w: Work, tr: &Tr) -> String {
    let (e, _, n) = work(w);
    match w {
        Work::Load(_) => format!("{e} {}", t!(tr, "junk-work-load", count = n)),
        Work::Sell(_) => format!("{e} {}", t!(tr, "junk-work-sell", least = n)),
        Work::Draw(_) => format!("{e} {}", t!(tr, "junk-work-draw", least = n)),
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
fn special(card: Special, junks: &[String], tr: &Tr) -> String {
    let junk = |j: tavola_engine::junk::Junk| {
        junks.get(usize::from(j.0)).map_or_else(|| "❔".to_owned(), |j| junk_name(j, tr))
    };
    let id = match card {
        Special::ExtraSupply => "extra-supply",
        Special::TieBreaker => "tie-breaker",
        Special::Exchange => "exchange",
        Special::LoadAny => "load-any",
        Special::DrawAny => "draw-any",
        Special::MoveStrip => "move-strip",
        Special::SellOn(j) => return t!(tr, "junk-special-sell-on", junk = junk(j)),
        Special::Bonus8(j) => return t!(tr, "junk-special-bonus8", junk = junk(j)),
        Special::Bonus12(a, b) => return t!(tr, "junk-special-bonus12", first = junk(a), second = junk(b)),
    };
    tr.say(&dynamic(format!("junk-special-{id}")))
}

fn phase(p: &Phase, tr: &Tr) -> String {
    match p {
        Phase::OpeningPicks => t!(tr, "junk-phase-opening-picks"),
        Phase::PlaceStrip => t!(tr, "junk-phase-place-strip"),
        Phase::Exchange { .. } => t!(tr, "junk-phase-exchange"),
        Phase::ChoosePier { reason: PickReason::Sale } | Phase::Browse { reason: PickReason::Sale, .. } => {
            t!(tr, "junk-phase-sale")
        }
        Phase::ChoosePier { reason: PickReason::Event } | Phase::Browse { reason: PickReason::Event, .. } => {
            t!(tr, "junk-phase-event-s")
        }
        Phase::Act => t!(tr, "junk-phase-act"),
        Phase::ChooseJunk { .. } => t!(tr, "junk-phase-choose-junk"),
        Phase::MoveFrom | Phase::MoveTo { .. } => t!(tr, "junk-phase-move"),
        Phase::Draw { supply: true, .. } => t!(tr, "junk-phase-supply"),
        Phase::Draw { supply: false, .. } => t!(tr, "junk-phase-draw"),
        Phase::Offers => t!(tr, "junk-phase-offers"),
        // The title says the final scores instead.
        Phase::Over => "over".to_owned(),
    }
}

/// `🐟 2 · 🌾 1 · ~~🌶️ 4~~ sold · 🥬 S`
fn market(v: &JunkView, tr: &Tr) -> String {
    let Some(prices) = &v.market else { return t!(tr, "junk-market-not-drawn") };
    GOODS
        .iter()
        .zip(prices)
        .zip(v.covered)
        .map(|((g, price), sold)| {
            let price = match price {
                Price::Yen(y) => y.to_string(),
                Price::Special => "S".to_owned(),
            };
            if sold {
                format!("~~{} {price}~~ {}", g.1, t!(tr, "junk-sold"))
            } else {
                format!("{} {price}", g.1)
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What a decision needs that its options do not say, from the seat's
/// view: in the sealed offers, what each good pays this round; while
/// drawing, how many draws are left.
pub fn decision(mine: &JunkView, tr: &Tr) -> Option<String> {
    match &mine.phase {
        Phase::Offers => {
            let prices = mine.market.as_ref()?;
            let pays: Vec<String> = GOODS
                .iter()
                .zip(prices)
                .zip(mine.covered)
                .filter(|(_, sold)| !sold)
                .map(|((g, price), _)| {
                    let pays = match price {
                        Price::Yen(y) => t!(tr, "junk-pays-yen", yen = *y),
                        Price::Special => t!(tr, "junk-pays-special"),
                    };
                    format!("{} {} {pays}", g.1, good_name(g.0, tr))
                })
                .collect();
            Some(t!(tr, "junk-decision-offers", prices = pays.join(" · ")))
        }
        Phase::Draw { left, .. } => Some(t!(tr, "junk-decision-draws", count = *left)),
        _ => None,
    }
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
fn junks_field(v: &JunkView, tr: &Tr) -> (String, String, bool) {
    let seats = v.players.len();
    let heads: String = (0..seats).map(|s| format!("{:>3}", LETTERS[s % LETTERS.len()])).collect();
    let mut rows =
        vec![format!("{:<4}{heads} {:<6} {}", head("junk", 4, tr), head("merchant", 6, tr), head("cards", 5, tr))];
    for j in &v.junks {
        let crates: String =
            (0..seats).map(|s| super::grid_cell(u64::from(j.visible.get(s).copied().unwrap_or(0)), 3)).collect();
        let merchant = v.merchants.iter().position(|(at, _)| *at == j.id).map_or_else(String::new, |m| {
            let used = v.used_workers.iter().any(|w| matches!(*w, Worker::Merchant(u) if usize::from(u) == m));
            match v.merchants[m].1.map(work) {
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

/// The board, from the typed public view.
pub fn board(v: &JunkView, record: &SessionRecord, to_act: &[Seat], tr: &Tr) -> Rendered {
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
    let mut fields = Vec::new();
    match v.phase {
        Phase::Offers => {
            fields.push((t!(tr, "junk-offers"), super::board::waiting(record, to_act, &v.ready, tr), false))
        }
        Phase::OpeningPicks => {
            fields.push((t!(tr, "junk-opening-cards"), super::board::waiting(record, to_act, &v.ready, tr), false))
        }
        _ => {}
    }
    fields.push((t!(tr, "junk-market"), market(v, tr), false));
    fields.push(junks_field(v, tr));
    let assistants: Vec<String> = v
        .assistants
        .iter()
        .enumerate()
        .map(|(a, &w)| {
            let used = v.used_workers.iter().any(|u| matches!(*u, Worker::Assistant(x) if usize::from(x) == a));
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
                p.permanent.iter().map(|&c| format!("✨ {}", special(c, &junk_names, tr))).collect();
            if p.hidden_specials > 0 {
                specials.push(format!("✨🔒 {}", p.hidden_specials));
            }
            let specials = if specials.is_empty() { String::new() } else { format!(" · {}", specials.join(" · ")) };
            let start =
                if v.start_player == seat { format!(" · {}", t!(tr, "board-start-player")) } else { String::new() };
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
    Rendered { title, fields }
}

/// Goods cards counted by good, in words ("🐟 3 fish cards"), the goods
/// with none left out.
fn cards_words(cards: [u8; 4], tr: &Tr) -> Vec<String> {
    GOODS
        .iter()
        .zip(cards)
        .filter(|(_, n)| *n > 0)
        .map(|(g, n)| format!("{} {}", g.1, t!(tr, "junk-hand-cards", good = g.0, count = n)))
        .collect()
}

/// The whole opening hand `seat` is about to hand in, in words: the cards
/// it picked before and `counts` more of the legal picks (by their place);
/// `None` outside the opening picks.
pub fn opening_hand(game: &AnyGame, seat: Seat, legal: &[LegalAction], counts: &[u8], tr: &Tr) -> Option<String> {
    let AnyGame::Junk(g) = game else { return None };
    let mut cards = g.view(Viewer::Seat(seat)).my_opening?;
    for (action, &n) in legal.iter().zip(counts) {
        let good = action.id.strip_prefix("pick-")?;
        cards[GOODS.iter().position(|g| g.0 == good)?] += n;
    }
    Some(t!(tr, "junk-opening-hand", items = cards_words(cards, tr).join(" · ")))
}

/// A seat's goods cards, money, special cards and sealed offer, in words
/// (empty when the view has no hand: the public view).
pub fn hand(mine: &JunkView, tr: &Tr) -> String {
    let Some(cards) = mine.hand else { return String::new() };
    let junks: Vec<String> = mine.junks.iter().map(|j| j.id.clone()).collect();
    let goods = cards_words(cards, tr);
    let mut lines = vec![match mine.my_opening {
        // While the opening hands are chosen, the picks go to the pool: the
        // hand is empty, and what matters is what was picked so far.
        Some(picked) if picked.iter().any(|&n| n > 0) => {
            t!(tr, "junk-opening-so-far", items = cards_words(picked, tr).join(" · "))
        }
        Some(_) => t!(tr, "junk-opening-none-yet"),
        None if goods.is_empty() => t!(tr, "hand-empty"),
        None => t!(tr, "hand-your-hand", items = goods.join(" · ")),
    }];
    if let Some(money) = mine.money {
        lines.push(t!(tr, "junk-your-money", money = money));
    }
    // Permanent cards lie face up on the board already; only the others are secret.
    let specials: Vec<String> = mine
        .my_specials
        .iter()
        .flatten()
        .filter(|c| !c.is_permanent())
        .map(|&c| format!("✨ {}", special(c, &junks, tr)))
        .collect();
    if !specials.is_empty() {
        lines.push(t!(tr, "junk-your-specials", items = specials.join(" · ")));
    }
    if let Some(pier) = &mine.browsing {
        let cards: Vec<String> =
            pier.iter().enumerate().map(|(i, &c)| format!("{}. {}", i + 1, special(c, &junks, tr))).collect();
        lines.push(t!(tr, "junk-on-this-pier", items = cards.join(" · ")));
    }
    match mine.my_offer {
        Some(Offer::Done(Some((good, n)))) => {
            if let Some(g) = GOODS.get(usize::from(good.0)) {
                let offer = format!("{n} {} {}", g.1, good_name(g.0, tr));
                lines.push(t!(tr, "junk-your-offer", offer = offer));
            }
        }
        Some(Offer::Done(None)) => lines.push(t!(tr, "junk-your-offer", offer = t!(tr, "junk-nothing"))),
        Some(Offer::Open | Offer::Choosing(_)) | None => {}
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tavola_engine::junk::{Good, Junk};
    use tavola_engine::{AnyGame, Game, GameKind, Seat, Viewer};

    use super::super::game_checks::{play_through, record};
    use super::*;
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::embedded(Lang::En)
    }

    fn view(game: &AnyGame, viewer: Viewer) -> JunkView {
        match game {
            AnyGame::Junk(g) => g.view(viewer),
            _ => unreachable!(),
        }
    }

    #[test]
    fn whole_games_render_within_limits_and_keep_hands_and_money_private() {
        play_through(GameKind::Junk, &Value::Null);
        play_through(GameKind::Junk, &json!({"variant_setup": true}));
    }

    #[test]
    fn a_fixed_board_reads_as_expected() {
        let game = AnyGame::new(GameKind::Junk, 3, &Value::Null, 1).unwrap();
        let rec = record(GameKind::Junk, 3);
        let r = board(&view(&game, Viewer::Public), &rec, &game.to_act().seats(), &en());
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
        let mut v = view(&game, Viewer::Public);
        v.round = 5;
        v.phase = Phase::Offers;
        v.market = Some([Price::Yen(2), Price::Yen(1), Price::Yen(4), Price::Special]);
        v.covered = [false, false, true, false];
        v.junks[1].pile = None;
        v.used_workers = vec![Worker::Merchant(1)];
        v.shown_money = Some(vec![18, 11, 4]);
        v.ready = vec![Seat(2)];
        v.players[0].permanent = vec![Special::TieBreaker];
        v.players[0].hidden_specials = 2;
        let r = board(&v, &record(GameKind::Junk, 3), &[Seat(0), Seat(1)], &en());
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
        let mut mine = view(&game, Viewer::Seat(Seat(0)));
        // As after the opening picks: the hand, no picks.
        mine.my_opening = None;
        mine.hand = Some([2, 0, 1, 0]);
        mine.my_specials = Some(vec![Special::Exchange, Special::SellOn(Junk(2))]);
        mine.my_offer = Some(Offer::Done(Some((Good(0), 2))));
        let text = hand(&mine, &en());
        let expected = format!(
            "**Your hand**: 🐟 2 fish cards · 🌶️ 1 spice card\n**Your money**: 🪙 {}\n**Your hidden special cards**: ✨ sell on the lilac junk\n**Your sealed offer**: 2 🐟 fish",
            mine.money.unwrap()
        );
        assert_eq!(text, expected);
    }
}
