//! Component `custom_id`s: a typed `{session, version, action}` and its
//! text form `tv:<session>:<version>:<action>`, at most 100 characters.
//! A replay viewer's controls are their own kind,
//! `rp:<session>:<turn>:<step>` ([`ComponentId::Replay`]): the turn
//! is the position the viewer shows, never checked against the game's, so
//! a replay button is never stale.
//!
//! Anything that does not parse is [`ComponentId::Unknown`]: the bot made
//! it in an older format, or someone forged it. Either way it is refused.

use tavola_table::record::SessionId;

/// What a component asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Lobby buttons.
    Join,
    Leave,
    AddHouse,
    /// The lobby's select of the house players' level (the level as value).
    HouseLevel,
    Start,
    Cancel,
    /// Board buttons.
    Play,
    Hand,
    Log,
    /// The board's details picture, privately (what the channel's board
    /// shows, with what its picture has no room for).
    Details,
    /// Take the legal action with this engine id (in a secret round: ask
    /// to confirm it first).
    Take(String),
    /// Confirm a secret submission: take it.
    Confirm(String),
    /// A select menu of legal actions (the chosen id comes as its value;
    /// a group of a two-part choice as `@<key>`).
    Choose,
    /// The second step of a two-part choice: the actions of one group.
    Group(String),
    /// A multi-select of a secret set (`<action id>~<n>` per option).
    ChooseMany,
    /// Confirm a secret set: how many times each legal action is taken,
    /// by its place in the decision's legal actions.
    ConfirmMany(Vec<u8>),
    /// Show page `n` of a long panel.
    Page(u8),
    /// No more reminders for the decision whose clock started at this
    /// time (unix ms): the "Quiet this turn" button of a reminder.
    Quiet(i64),
    /// The clicker's take-back of their latest move (when the rule allows
    /// it). Its wire name stays `undo`, so buttons already posted work.
    TakeBack,
    /// An admin confirms undoing this many players' moves.
    AdminUndo(u8),
    /// The clicker asks the house player in their seat for a hint.
    Hint,
    /// The lobby's switch of hints: on (`true`) or off.
    LobbyHints(bool),
}

/// What a replay viewer's control asks for, from the position it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Open a new private viewer at this position (the results' Replay).
    Open,
    /// The set-up.
    First,
    /// The previous turn.
    Prev,
    /// The next turn.
    Next,
    /// The end (or, in a running game, now).
    Last,
    /// The select menu of rounds (the chosen version as its value).
    Jump,
    /// The position's details picture, in a new private message.
    Details,
}

impl Step {
    const NAMES: [(Step, &'static str); 7] = [
        (Step::Open, "open"),
        (Step::First, "first"),
        (Step::Prev, "prev"),
        (Step::Next, "next"),
        (Step::Last, "last"),
        (Step::Jump, "jump"),
        (Step::Details, "details"),
    ];

    fn name(self) -> &'static str {
        Self::NAMES.iter().find(|(s, _)| *s == self).map_or("open", |(_, n)| n)
    }

    fn from_name(name: &str) -> Option<Step> {
        Self::NAMES.iter().find(|(_, n)| *n == name).map(|(s, _)| *s)
    }
}

/// A parsed `custom_id`: a game's control, or a replay viewer's (at the
/// position the viewer shows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentId {
    Game { session: SessionId, version: u64, action: Action },
    Replay { session: SessionId, turn: u64, step: Step },
    Unknown(String),
}

const PREFIX: &str = "tv";
const REPLAY_PREFIX: &str = "rp";

impl ComponentId {
    pub fn new(session: SessionId, version: u64, action: Action) -> ComponentId {
        ComponentId::Game { session, version, action }
    }

    /// Parses a `custom_id`; never fails, see [`ComponentId::Unknown`].
    pub fn parse(text: &str) -> ComponentId {
        Self::try_parse(text).unwrap_or_else(|| ComponentId::Unknown(text.to_owned()))
    }

    fn try_parse(text: &str) -> Option<ComponentId> {
        let mut parts = text.splitn(4, ':');
        let prefix = parts.next()?;
        if prefix == REPLAY_PREFIX {
            let session: SessionId = parts.next()?.parse().ok().filter(|&s| s > 0)?;
            let turn: u64 = parts.next()?.parse().ok()?;
            let step = Step::from_name(parts.next()?)?;
            return Some(ComponentId::Replay { session, turn, step });
        }
        if prefix != PREFIX {
            return None;
        }
        let session: SessionId = parts.next()?.parse().ok().filter(|&s| s > 0)?;
        let version: u64 = parts.next()?.parse().ok()?;
        let rest = parts.next()?;
        let (tag, arg) = rest.split_once(':').map_or((rest, None), |(t, a)| (t, Some(a)));
        let action = match (tag, arg) {
            ("join", None) => Action::Join,
            ("leave", None) => Action::Leave,
            ("house", None) => Action::AddHouse,
            ("level", None) => Action::HouseLevel,
            ("start", None) => Action::Start,
            ("cancel", None) => Action::Cancel,
            ("play", None) => Action::Play,
            ("hand", None) => Action::Hand,
            ("log", None) => Action::Log,
            ("details", None) => Action::Details,
            ("undo", None) => Action::TakeBack,
            ("hint", None) => Action::Hint,
            ("hints", Some("on")) => Action::LobbyHints(true),
            ("hints", Some("off")) => Action::LobbyHints(false),
            ("aundo", Some(n)) => Action::AdminUndo(n.parse().ok().filter(|&n: &u8| n > 0)?),
            ("choose", None) => Action::Choose,
            ("many", None) => Action::ChooseMany,
            ("grp", Some(key)) if fits(key) => Action::Group(key.to_owned()),
            ("okm", Some(counts)) => Action::ConfirmMany(parse_counts(counts)?),
            ("page", Some(n)) => Action::Page(n.parse().ok()?),
            ("quiet", Some(at)) => Action::Quiet(at.parse().ok().filter(|&at: &i64| at >= 0)?),
            ("do", Some(id)) if fits(id) => Action::Take(id.to_owned()),
            ("ok", Some(id)) if fits(id) => Action::Confirm(id.to_owned()),
            _ => return None,
        };
        Some(ComponentId::Game { session, version, action })
    }
}

/// `3.0.2`: at most 25 counts (a decision's legal actions in one menu),
/// not all zero.
fn parse_counts(text: &str) -> Option<Vec<u8>> {
    let counts: Vec<u8> = text.split('.').map(|n| n.parse().ok()).collect::<Option<_>>()?;
    (counts.len() <= 25 && counts.iter().any(|&n| n > 0)).then_some(counts)
}

/// The value of a select option of a group: `@<key>`, never an engine id.
pub fn group_value(key: &str) -> String {
    format!("@{key}")
}

/// The group a select value names, if it names one.
pub fn parse_group_value(value: &str) -> Option<&str> {
    value.strip_prefix('@').filter(|k| fits(k))
}

/// The value of the `n`-th option of action `id` in a multi-select.
pub fn many_value(id: &str, n: usize) -> String {
    format!("{id}~{n}")
}

/// The action a multi-select value stands for.
pub fn parse_many_value(value: &str) -> Option<&str> {
    let (id, n) = value.rsplit_once('~')?;
    (fits(id) && n.parse::<u8>().is_ok()).then_some(id)
}

fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')
}

impl std::fmt::Display for ComponentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ComponentId::Unknown(text) => f.write_str(text),
            ComponentId::Replay { session, turn, step } => {
                write!(f, "{REPLAY_PREFIX}:{session}:{turn}:{}", step.name())
            }
            ComponentId::Game { session, version, action } => {
                write!(f, "{PREFIX}:{session}:{version}:")?;
                match action {
                    Action::Join => f.write_str("join"),
                    Action::Leave => f.write_str("leave"),
                    Action::AddHouse => f.write_str("house"),
                    Action::HouseLevel => f.write_str("level"),
                    Action::Start => f.write_str("start"),
                    Action::Cancel => f.write_str("cancel"),
                    Action::Play => f.write_str("play"),
                    Action::Hand => f.write_str("hand"),
                    Action::Log => f.write_str("log"),
                    Action::Details => f.write_str("details"),
                    Action::TakeBack => f.write_str("undo"),
                    Action::Hint => f.write_str("hint"),
                    Action::LobbyHints(on) => f.write_str(if *on { "hints:on" } else { "hints:off" }),
                    Action::AdminUndo(n) => write!(f, "aundo:{n}"),
                    Action::Choose => f.write_str("choose"),
                    Action::ChooseMany => f.write_str("many"),
                    Action::Group(key) => write!(f, "grp:{key}"),
                    Action::ConfirmMany(counts) => {
                        let counts: Vec<String> = counts.iter().map(u8::to_string).collect();
                        write!(f, "okm:{}", counts.join("."))
                    }
                    Action::Page(n) => write!(f, "page:{n}"),
                    Action::Quiet(at) => write!(f, "quiet:{at}"),
                    Action::Take(id) => write!(f, "do:{id}"),
                    Action::Confirm(id) => write!(f, "ok:{id}"),
                }
            }
        }
    }
}

/// Whether an engine action id can travel in a `custom_id` or select value.
pub fn fits(action_id: &str) -> bool {
    !action_id.is_empty() && action_id.len() <= 48 && action_id.chars().all(is_id_char)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn select_values_name_a_group_or_an_action_never_both() {
        assert_eq!(parse_group_value(&group_value("prince-w")), Some("prince-w"));
        assert_eq!(parse_group_value("prince-w1"), None);
        assert_eq!(parse_many_value(&many_value("pick-fish", 3)), Some("pick-fish"));
        assert_eq!(parse_many_value("pick-fish"), None);
        assert_eq!(parse_many_value("a b~1"), None);
    }

    #[test]
    fn every_action_round_trips_within_100_characters() {
        let actions = [
            Action::Join,
            Action::Leave,
            Action::AddHouse,
            Action::HouseLevel,
            Action::Start,
            Action::Cancel,
            Action::Play,
            Action::Hand,
            Action::Log,
            Action::Details,
            Action::Choose,
            Action::ChooseMany,
            Action::Group("prince-w".into()),
            Action::ConfirmMany(vec![3, 0, 2, 1]),
            Action::ConfirmMany(vec![9; 25]),
            Action::Page(7),
            Action::Quiet(i64::MAX),
            Action::Take("cover-2-watchtower".into()),
            Action::Take("x".repeat(48)),
            Action::Confirm("x".repeat(48)),
            Action::TakeBack,
            Action::AdminUndo(50),
            Action::Hint,
            Action::LobbyHints(true),
            Action::LobbyHints(false),
        ];
        for action in actions {
            let id = ComponentId::new(i64::MAX, u64::MAX, action);
            let text = id.to_string();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(ComponentId::parse(&text), id);
        }
    }

    #[test]
    fn every_replay_step_round_trips_within_100_characters_and_is_no_game_id() {
        for (step, _) in Step::NAMES {
            for (session, version) in [(1, 0), (i64::MAX, u64::MAX)] {
                let id = ComponentId::Replay { session, turn: version, step };
                let text = id.to_string();
                assert!(text.len() <= 100 && text.starts_with("rp:"), "{text}");
                assert_eq!(ComponentId::parse(&text), id);
            }
        }
        assert_eq!(ComponentId::Replay { session: 7, turn: 37, step: Step::Next }.to_string(), "rp:7:37:next");
    }

    #[test]
    fn forged_or_foreign_ids_are_unknown() {
        for text in [
            "",
            "tv",
            "tv:1:2",
            "tv:0:1:join",
            "tv:-3:1:join",
            "tv:1:x:join",
            "tv:1:2:explode",
            "tv:1:2:do:",
            "tv:1:2:do:a b",
            "tv:1:2:ok:",
            "tv:1:2:okm:0.0",
            "tv:1:2:okm:1.x",
            "tv:1:2:okm:300",
            "tv:1:2:grp:",
            "tv:1:2:many:x",
            "tv:1:2:page:many",
            "tv:1:2:quiet",
            "tv:1:2:quiet:-5",
            "tv:1:2:join:extra",
            "other:1:2:join",
            "rp:1:2",
            "rp:0:2:next",
            "rp:1:-2:next",
            "rp:1:2:join",
            "rp:1:2:next:extra",
            "tv:1:2:next",
            "tv:1:2:details:x",
            "rp:1:2:details:x",
        ] {
            assert_eq!(ComponentId::parse(text), ComponentId::Unknown(text.to_owned()), "{text}");
        }
    }
}
