//! Labels and events as messages, worded by `data/great-wall/<lang>.ftl`.
//!
//! Every player is a seat argument, so the words layer names them. A section
//! is its number from 1: sections keep their places for the whole game, so a
//! number read in the log always means the same section. Card kinds are
//! nested messages, one id per kind and grammatical use, so that Italian
//! articles and genders agree ("un muro", "una porta", "il muro di Bruno").

use super::{Action, CardKind, Event, GreatWall, Phase};
use crate::{Msg, Outcome, Seat};

/// A section's number as players read it.
fn number(section: usize) -> i64 {
    section as i64 + 1
}

impl CardKind {
    /// `count` cards of this kind: "a wall", "2 walls".
    pub fn count_msg(self, count: u8) -> Msg {
        let id = match self {
            CardKind::Wall => "great-wall-card-wall",
            CardKind::Gate => "great-wall-card-gate",
            CardKind::Watchtower => "great-wall-card-watchtower",
            CardKind::Noble => "great-wall-card-noble",
            CardKind::Warrior => "great-wall-card-warrior",
            CardKind::Horseman => "great-wall-card-horseman",
            CardKind::Dragon => "great-wall-card-dragon",
        };
        Msg::new(id).num("count", count)
    }

    /// A card of this kind that belongs to `owner`: "Bruno's wall".
    pub fn owned_msg(self, owner: Seat) -> Msg {
        let id = match self {
            CardKind::Wall => "great-wall-owned-wall",
            CardKind::Gate => "great-wall-owned-gate",
            CardKind::Watchtower => "great-wall-owned-watchtower",
            CardKind::Noble => "great-wall-owned-noble",
            CardKind::Warrior => "great-wall-owned-warrior",
            CardKind::Horseman => "great-wall-owned-horseman",
            CardKind::Dragon => "great-wall-owned-dragon",
        };
        Msg::new(id).seat("owner", owner)
    }

    /// A card of this kind that belongs to whoever the sentence is about:
    /// "their own wall" (a dragon may cover its player's own card).
    pub fn own_msg(self) -> Msg {
        Msg::new(match self {
            CardKind::Wall => "great-wall-own-wall",
            CardKind::Gate => "great-wall-own-gate",
            CardKind::Watchtower => "great-wall-own-watchtower",
            CardKind::Noble => "great-wall-own-noble",
            CardKind::Warrior => "great-wall-own-warrior",
            CardKind::Horseman => "great-wall-own-horseman",
            CardKind::Dragon => "great-wall-own-dragon",
        })
    }

    /// A card of this kind that belongs to the reader: "your wall".
    pub fn your_msg(self) -> Msg {
        Msg::new(match self {
            CardKind::Wall => "great-wall-your-wall",
            CardKind::Gate => "great-wall-your-gate",
            CardKind::Watchtower => "great-wall-your-watchtower",
            CardKind::Noble => "great-wall-your-noble",
            CardKind::Warrior => "great-wall-your-warrior",
            CardKind::Horseman => "great-wall-your-horseman",
            CardKind::Dragon => "great-wall-your-dragon",
        })
    }
}

/// The label of `action` for `seat`, with the context of the decision it
/// answers (which section, which cards), read from the phase.
pub(super) fn action_msg(game: &GreatWall, seat: Seat, action: &Action) -> Msg {
    match (*action, &game.phase) {
        (Action::TakeToken { value }, &Phase::TakeToken { section }) => {
            Msg::new("great-wall-take-token").num("value", value).num("section", number(section))
        }
        (Action::MarkCard { kind }, &Phase::MarkCard { section, value }) => Msg::new("great-wall-mark-card")
            .num("value", value)
            .msg("card", kind.count_msg(1))
            .num("section", number(section)),
        (Action::Draw, _) => Msg::new("great-wall-draw"),
        (Action::Play { kind: CardKind::Horseman, count }, _) => {
            Msg::new("great-wall-play-free").msg("cards", CardKind::Horseman.count_msg(count))
        }
        (Action::Play { kind, count }, _) => Msg::new("great-wall-play").msg("cards", kind.count_msg(count)),
        (Action::Section { section }, &Phase::ChooseSection { kind: CardKind::Dragon, .. })
            if super::rules::cover_targets(&game.sections[section]).is_empty() =>
        {
            Msg::new("great-wall-place-dragon-last").num("section", number(section))
        }
        (Action::Section { section }, &Phase::ChooseSection { kind, count, .. }) => {
            Msg::new("great-wall-place-on").msg("cards", kind.count_msg(count)).num("section", number(section))
        }
        (Action::Append, &Phase::ChooseCover { section, .. }) => {
            Msg::new("great-wall-place-dragon-last").num("section", number(section))
        }
        (Action::Cover { owner, kind }, _) if owner == seat => {
            Msg::new("great-wall-cover").msg("card", kind.your_msg())
        }
        (Action::Cover { owner, kind }, _) => Msg::new("great-wall-cover").msg("card", kind.owned_msg(owner)),
        (Action::Back, _) => Msg::new("great-wall-back"),
        (Action::Pass, _) => Msg::new("great-wall-pass"),
        // Not offered in this phase (a stale action): only what it holds.
        (Action::TakeToken { value }, _) => Msg::new("great-wall-take-token-bare").num("value", value),
        (Action::MarkCard { kind }, _) => Msg::new("great-wall-mark-card-bare").msg("card", kind.count_msg(1)),
        (Action::Section { section }, _) => Msg::new("great-wall-section").num("section", number(section)),
        (Action::Append, _) => Msg::new("great-wall-place-dragon-last-bare"),
    }
}

/// An event in words: who did what, with the numbers a player asks for.
pub(super) fn event_msg(event: &Event) -> Msg {
    match *event {
        Event::TokensRevealed { section, ref values } => Msg::new("great-wall-tokens-revealed")
            .num("section", number(section))
            .num("first", values[0])
            .num("second", values[1]),
        Event::PairDiscarded { section, value } => {
            Msg::new("great-wall-pair-discarded").num("section", number(section)).num("value", value)
        }
        Event::FirstToken { seat, section, value, on } => Msg::new("great-wall-first-token")
            .seat("seat", seat)
            .num("section", number(section))
            .num("value", value)
            .msg("card", on.count_msg(1)),
        Event::SectionWon { seat, section, value, first_owner, first_value } if first_owner == seat => {
            Msg::new("great-wall-section-won-both")
                .seat("seat", seat)
                .num("section", number(section))
                .num("value", value)
                .num("first", first_value)
        }
        Event::SectionWon { seat, section, value, first_owner, first_value } => Msg::new("great-wall-section-won")
            .seat("seat", seat)
            .num("section", number(section))
            .num("value", value)
            .seat("holder", first_owner)
            .num("first", first_value),
        Event::SectionClosed { section } => Msg::new("great-wall-section-closed").num("section", number(section)),
        Event::Placed { seat, kind, count, section } => Msg::new("great-wall-placed")
            .seat("seat", seat)
            .msg("cards", kind.count_msg(count))
            .num("section", number(section)),
        Event::Covered { seat, section, owner, kind } => Msg::new("great-wall-covered")
            .seat("seat", seat)
            .msg("card", if owner == seat { kind.own_msg() } else { kind.owned_msg(owner) })
            .num("section", number(section)),
        Event::Drew { seat } => Msg::new("great-wall-drew").seat("seat", seat),
        Event::DrewCard { kind } => Msg::new("great-wall-drew-card").msg("card", kind.count_msg(1)),
        Event::Passed { seat } => Msg::new("great-wall-passed").seat("seat", seat),
        Event::FinalRound { seat } => Msg::new("great-wall-final-round").seat("seat", seat),
        Event::PlacingOver => Msg::new("great-wall-placing-over"),
        Event::GameOver { ref scores } => game_over(scores),
    }
}

/// "Bruno wins. Fame: Ada 31, Bruno 36."
fn game_over(scores: &[i32]) -> Msg {
    let winners = Outcome::ranked(scores.to_vec(), None).winners;
    let entries = scores
        .iter()
        .enumerate()
        .map(|(i, &points)| Msg::new("score-entry").seat("seat", Seat(i as u8)).num("points", points));
    Msg::new("great-wall-game-over")
        .num("count", winners.len() as i64)
        .seats("winners", winners)
        .list("scores", entries)
}

/// Issue 14's examples for this game, asserted on the messages themselves.
#[cfg(test)]
mod tests {
    use super::super::tests::{data, play, quiet_game, section};
    use super::super::{FirstToken, Game};
    use super::*;
    use crate::Arg;

    fn arg<'a>(msg: &'a Msg, name: &str) -> &'a Arg {
        msg.get(name).unwrap_or_else(|| panic!("{} has no `{name}`: {msg:?}", msg.id))
    }

    #[test]
    fn words_game_over_lists_each_player_with_their_fame_not_a_raw_list() {
        // Once "Fame: [30, 31]".
        let msg = event_msg(&Event::GameOver { scores: vec![30, 31] });
        assert_eq!(msg.id, "great-wall-game-over");
        let entries = [(0, 30), (1, 31)].map(|(s, p)| Msg::new("score-entry").seat("seat", Seat(s)).num("points", p));
        assert_eq!(arg(&msg, "scores"), &Arg::List(entries.to_vec()));
        assert_eq!(arg(&msg, "winners"), &Arg::Seats(vec![Seat(1)]));
        assert_eq!(arg(&msg, "count"), &Arg::Num(1));
    }

    #[test]
    fn words_two_horsemen_are_a_counted_card_kind_not_an_english_plural() {
        // Once "Place 2 horsemans".
        let g = quiet_game(2, [0, 0, 0, 0, 0, 2, 0]);
        let msg = g.action_msg(Seat(0), &Action::Play { kind: CardKind::Horseman, count: 2 });
        assert_eq!(msg.id, "great-wall-play-free");
        assert_eq!(arg(&msg, "cards"), &Arg::Msg(Box::new(Msg::new("great-wall-card-horseman").num("count", 2))));
    }

    #[test]
    fn words_the_leader_of_a_section_is_a_player_not_a_seat_number() {
        // Once "seat 2 leads section 1", numbering seats from 1.
        let event = Event::FirstToken { seat: Seat(1), section: 0, value: 5, on: CardKind::Gate };
        let msg = event_msg(&event);
        assert_eq!(msg.seats_named(), vec![Seat(1)]);
        assert_eq!(arg(&msg, "section"), &Arg::Num(1));
        assert_eq!(arg(&msg, "card"), &Arg::Msg(Box::new(CardKind::Gate.count_msg(1))));
    }

    #[test]
    fn words_the_take_token_label_names_its_section() {
        // Once "Take the 4-fame token", with no section named.
        let mut g = quiet_game(3, [1, 0, 0, 0, 0, 0, 0]);
        g.sections[2] = section(&[(0, CardKind::Gate)]);
        g.sections[2].open = vec![4, 7];
        g.scan_from(0, data(), &mut Vec::new());
        let msg = g.action_msg(Seat(0), &Action::TakeToken { value: 4 });
        assert_eq!(msg, Msg::new("great-wall-take-token").num("value", 4).num("section", 3));
    }

    #[test]
    fn words_a_closed_section_leaves_every_other_section_its_number() {
        // Once, sections were renumbered after one closed while the log kept
        // the old numbers.
        let mut g = quiet_game(3, [1, 0, 0, 0, 0, 0, 0]);
        g.pool.clear();
        g.sections[0] = section(&[(0, CardKind::Gate)]);
        g.sections[0].open = vec![4];
        g.sections[0].first = Some(FirstToken { owner: Seat(0), value: 1, slot: 0 });
        let mut log = Vec::new();
        g.scan_from(0, data(), &mut log);
        let closed: Vec<Msg> = log.iter().map(|l| event_msg(&l.event)).filter(|m| m.id.ends_with("closed")).collect();
        assert_eq!(closed, vec![Msg::new("great-wall-section-closed").num("section", 1)]);
        play(&mut g, 0, &[Action::Play { kind: CardKind::Wall, count: 1 }]);
        let sections: Vec<Arg> =
            g.legal_actions(Seat(0)).iter().filter_map(|a| g.action_msg(Seat(0), a).get("section").cloned()).collect();
        assert_eq!(sections, vec![Arg::Num(2), Arg::Num(3)]);
        let placed = play(&mut g, 0, &[Action::Section { section: 2 }]);
        assert_eq!(event_msg(&placed[0].event).get("section"), Some(&Arg::Num(3)));
    }

    #[test]
    fn words_a_dragon_on_ones_own_card_reads_your_and_on_another_names_its_owner() {
        let mut g = quiet_game(2, [0, 0, 0, 0, 0, 0, 1]);
        g.sections[0] = section(&[(0, CardKind::Wall), (1, CardKind::Gate)]);
        play(&mut g, 0, &[Action::Play { kind: CardKind::Dragon, count: 1 }, Action::Section { section: 0 }]);
        let own = g.action_msg(Seat(0), &Action::Cover { owner: Seat(0), kind: CardKind::Wall });
        assert_eq!(own, Msg::new("great-wall-cover").msg("card", CardKind::Wall.your_msg()));
        let other = g.action_msg(Seat(0), &Action::Cover { owner: Seat(1), kind: CardKind::Gate });
        assert_eq!(other.seats_named(), vec![Seat(1)]);
        let last = g.action_msg(Seat(0), &Action::Append);
        assert_eq!(last, Msg::new("great-wall-place-dragon-last").num("section", 1));
    }

    #[test]
    fn words_a_dragon_covering_its_players_own_card_says_their_own_not_their_name_twice() {
        let mut g = quiet_game(2, [0, 0, 0, 0, 0, 0, 1]);
        g.sections[0] = section(&[(0, CardKind::Wall), (1, CardKind::Gate)]);
        let own = play(
            &mut g,
            0,
            &[
                Action::Play { kind: CardKind::Dragon, count: 1 },
                Action::Section { section: 0 },
                Action::Cover { owner: Seat(0), kind: CardKind::Wall },
            ],
        );
        let covered = own.iter().map(|l| event_msg(&l.event)).find(|m| m.id == "great-wall-covered").unwrap();
        assert_eq!(covered.get("card"), Some(&Arg::Msg(Box::new(CardKind::Wall.own_msg()))));
        assert_eq!(covered.seats_named(), vec![Seat(0)]);
    }
}
