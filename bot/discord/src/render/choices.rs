//! How a panel presents a decision: an emoji per kind of choice, which
//! choices are drawn in red, which choices have two parts (a province,
//! then its district), and which secret decisions are picked as a set.
//!
//! Everything is read from the engine's action ids, whose first word names
//! the kind of choice (`prince-w1`, `release-1-warrior-young`). The tables
//! below are the one place that knows those words.

use tavola_engine::GameKind;

/// The emoji of a kind of choice, by the id's first word.
const EMOJI: &[(&str, &str)] = &[
    ("act", "🎴"),
    ("append", "➕"),
    ("assistant", "👷"),
    ("back", "↩️"),
    ("boost", "⬆️"),
    ("bring", "👪"),
    ("card", "🃏"),
    ("charter", "📜"),
    ("commit", "⚔️"),
    ("cover", "🔽"),
    ("discard", "🗑️"),
    ("done", "✅"),
    ("draft", "👤"),
    ("dragon", "🐉"),
    ("draw", "🃏"),
    ("end", "⏹️"),
    ("floor", "🧱"),
    ("from", "📤"),
    ("give", "🎁"),
    ("group", "👥"),
    ("house", "🏠"),
    ("influence", "👑"),
    ("let", "🚶"),
    ("mark", "🏅"),
    ("member", "👤"),
    ("merchant", "💰"),
    ("neutral", "⚪"),
    ("new", "🏯"),
    ("no", "🚫"),
    ("offer", "💰"),
    ("on", "⚓"),
    ("pass", "⏭️"),
    ("pick", "☑️"),
    ("pier", "⚓"),
    ("place", "📍"),
    ("play", "▶️"),
    ("prince", "🤴"),
    ("privilege", "📜"),
    ("release", "🕊️"),
    ("remove", "🔨"),
    ("replace", "🔁"),
    ("return", "🏠"),
    ("second", "2️⃣"),
    ("section", "🧱"),
    ("special", "⭐"),
    ("start", "🏁"),
    ("stay", "⏸️"),
    ("step", "👣"),
    ("stop", "🛑"),
    ("take", "🤲"),
    ("tile", "🔷"),
    ("to", "📥"),
    ("token", "🏅"),
    ("wall", "🧱"),
];

/// Shown for a kind missing from [`EMOJI`], so every choice has one.
const OTHER: &str = "▫️";

/// Kinds whose consequences cannot be undone by a later choice: leaving a
/// phase, giving a person up, losing a floor (docs/conventions.md §2, Danger).
const DANGER: &[&str] = &["pass", "release", "let", "remove"];

/// The first word of an action id: its kind of choice.
pub fn kind(id: &str) -> &str {
    id.split('-').next().unwrap_or(id)
}

/// The emoji of an action id's kind.
pub fn emoji(id: &str) -> &'static str {
    let kind = kind(id);
    EMOJI.iter().find(|(k, _)| *k == kind).map_or(OTHER, |(_, e)| e)
}

/// Whether the choice is drawn in red.
pub fn is_danger(id: &str) -> bool {
    DANGER.contains(&kind(id))
}

/// How the first part of a two-part choice is read from the rest of its
/// id (after the rule's prefix).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// The letters of the next word: `w1` is district 1 of province `w`.
    Letters,
    /// The next word: `1` in `release-1-warrior-young` is palace 1.
    Word,
    /// Every word but the last: `tax-collector` in `take-tax-collector-old`.
    AllButLast,
}

/// A two-part choice: the actions whose ids start with `prefix`, grouped
/// by their first part. Longer prefixes of a game come first.
struct TwoPart {
    game: GameKind,
    prefix: &'static str,
    part: Part,
}

const TWO_PART: &[TwoPart] = &[
    TwoPart { game: GameKind::Ming, prefix: "prince-", part: Part::Letters },
    TwoPart { game: GameKind::Ming, prefix: "neutral-back-", part: Part::Letters },
    TwoPart { game: GameKind::Ming, prefix: "neutral-", part: Part::Letters },
    TwoPart { game: GameKind::Ming, prefix: "step-", part: Part::Letters },
    TwoPart { game: GameKind::YearOfTheDragon, prefix: "release-", part: Part::Word },
    TwoPart { game: GameKind::YearOfTheDragon, prefix: "replace-", part: Part::Word },
    TwoPart { game: GameKind::YearOfTheDragon, prefix: "take-", part: Part::AllButLast },
];

/// The first part of a two-part choice: the group's key (`prince-w`),
/// the rule's prefix (`prince-`) and the part itself (`w`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstPart {
    pub key: String,
    pub prefix: &'static str,
    pub part: String,
}

/// The first part of `id`, if its kind has two parts in `game`.
pub fn first_part(game: GameKind, id: &str) -> Option<FirstPart> {
    let rule = TWO_PART.iter().find(|r| r.game == game && id.starts_with(r.prefix))?;
    let rest = &id[rule.prefix.len()..];
    let part: String = match rule.part {
        Part::Letters => rest.chars().take_while(char::is_ascii_alphabetic).collect(),
        Part::Word => rest.split('-').next().unwrap_or_default().to_owned(),
        Part::AllButLast => rest.rsplit_once('-').map(|(head, _)| head.to_owned()).unwrap_or_default(),
    };
    (!part.is_empty()).then(|| FirstPart { key: format!("{}{part}", rule.prefix), prefix: rule.prefix, part })
}

/// The kinds of choice with a context line of their own
/// (`panels-ctx-<game>-<kind>` in data/bot); any other decision of a game
/// reads the game's general line (`panels-ctx-<game>`).
const CONTEXT: &[(GameKind, &[&str])] = &[
    (GameKind::GreatWall, &["section", "append", "cover", "token", "mark"]),
    (
        GameKind::YearOfTheDragon,
        &[
            "group",
            "act",
            "play",
            "take",
            "house",
            "replace",
            "let",
            "release",
            "remove",
            "give",
            "floor",
            "privilege",
            "draft",
        ],
    ),
    (GameKind::Attila, &["place", "influence", "commit", "discard", "boost", "tile"]),
    (GameKind::Ming, &["prince", "step", "bring", "member", "return", "card", "neutral"]),
    (
        GameKind::Junk,
        &[
            "pick",
            "offer",
            "no",
            "on",
            "to",
            "from",
            "pier",
            "special",
            "strip",
            "merchant",
            "assistant",
            "play",
            "draw",
            "give",
            "take",
        ],
    ),
];

/// The message id of the context line of a decision whose first choice is
/// `first_id`.
pub fn context_id(game: GameKind, first_id: Option<&str>) -> String {
    let kinds = CONTEXT.iter().find(|(g, _)| *g == game).map_or(&[][..], |(_, k)| *k);
    match first_id.map(kind).filter(|k| kinds.contains(k)) {
        Some(k) => format!("panels-ctx-{}-{k}", game.id()),
        None => format!("panels-ctx-{}", game.id()),
    }
}

/// Every context line's message id (for the words check).
pub fn context_ids() -> Vec<String> {
    let general = GameKind::ALL.iter().map(|g| format!("panels-ctx-{}", g.id()));
    let kinds = CONTEXT.iter().flat_map(|(g, kinds)| kinds.iter().map(move |k| format!("panels-ctx-{}-{k}", g.id())));
    general.chain(kinds).collect()
}

/// The message id of a group's label.
pub fn group_id(game: GameKind, prefix: &str) -> String {
    format!("panels-group-{}-{}", game.id(), prefix.trim_end_matches('-'))
}

/// Every group label's message id (for the words check).
pub fn group_ids() -> Vec<String> {
    TWO_PART.iter().map(|r| group_id(r.game, r.prefix)).collect()
}

/// A secret decision taken as a set: the same kind chosen several times
/// over (Dschunke's opening picks), in one multi-select.
pub fn is_multi_pick(game: GameKind, ids: &[&str]) -> bool {
    game == GameKind::Junk && !ids.is_empty() && ids.iter().all(|id| kind(id) == "pick")
}

/// Ming's provinces by the letter of their districts, for group labels.
pub fn ming_colour(letter: &str) -> Option<&'static str> {
    Some(match letter {
        "w" => "white",
        "o" => "orange",
        "g" => "green",
        "p" => "pink",
        "y" => "yellow",
        "b" => "blue",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_parts_name_the_province_the_palace_or_the_person() {
        let part = |g, id| first_part(g, id).map(|p| p.key);
        assert_eq!(part(GameKind::Ming, "prince-w1").as_deref(), Some("prince-w"));
        assert_eq!(part(GameKind::Ming, "step-b3-boat").as_deref(), Some("step-b"));
        assert_eq!(part(GameKind::Ming, "neutral-back-o2").as_deref(), Some("neutral-back-o"));
        assert_eq!(part(GameKind::Ming, "neutral-o2").as_deref(), Some("neutral-o"));
        assert_eq!(part(GameKind::Ming, "pass"), None);
        assert_eq!(part(GameKind::YearOfTheDragon, "release-2-warrior-young").as_deref(), Some("release-2"));
        assert_eq!(part(GameKind::YearOfTheDragon, "take-tax-collector-old").as_deref(), Some("take-tax-collector"));
        assert_eq!(part(GameKind::YearOfTheDragon, "take-yuan"), None);
        assert_eq!(part(GameKind::GreatWall, "take-yuan"), None);
    }

    #[test]
    fn every_kind_has_an_emoji_and_pass_is_red() {
        assert_eq!(emoji("prince-w1"), "🤴");
        assert_eq!(emoji("unheard-of"), OTHER);
        assert!(is_danger("pass") && is_danger("release-1-monk-old") && !is_danger("take-yuan"));
    }

    #[test]
    fn only_dschunke_opening_picks_are_a_set() {
        assert!(is_multi_pick(GameKind::Junk, &["pick-fish", "pick-rice"]));
        assert!(!is_multi_pick(GameKind::Junk, &["offer-fish", "no-offer"]));
        assert!(!is_multi_pick(GameKind::Ming, &["pick-fish"]));
    }
}
