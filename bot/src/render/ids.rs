//! Component `custom_id`s: a typed `{session, version, action}` and its
//! text form `tv:<session>:<version>:<action>`, at most 100 characters.
//!
//! Anything that does not parse is [`ComponentId::Unknown`]: the bot made
//! it in an older format, or someone forged it. Either way it is refused.

use crate::store::SessionId;

/// What a component asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Lobby buttons.
    Join,
    Leave,
    AddHouse,
    Start,
    Cancel,
    /// Board buttons.
    Play,
    Hand,
    Log,
    /// Take the legal action with this engine id (in a secret round: ask
    /// to confirm it first).
    Take(String),
    /// Confirm a secret submission: take it.
    Confirm(String),
    /// A select menu of legal actions (the chosen id comes as its value).
    Choose,
    /// Show page `n` of a long panel.
    Page(u8),
    /// No more reminders for the decision whose clock started at this
    /// time (unix ms): the "Quiet this turn" button of a reminder.
    Quiet(i64),
}

/// A parsed `custom_id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentId {
    Game { session: SessionId, version: u64, action: Action },
    Unknown(String),
}

const PREFIX: &str = "tv";

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
        if parts.next()? != PREFIX {
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
            ("start", None) => Action::Start,
            ("cancel", None) => Action::Cancel,
            ("play", None) => Action::Play,
            ("hand", None) => Action::Hand,
            ("log", None) => Action::Log,
            ("choose", None) => Action::Choose,
            ("page", Some(n)) => Action::Page(n.parse().ok()?),
            ("quiet", Some(at)) => Action::Quiet(at.parse().ok().filter(|&at: &i64| at >= 0)?),
            ("do", Some(id)) if fits(id) => Action::Take(id.to_owned()),
            ("ok", Some(id)) if fits(id) => Action::Confirm(id.to_owned()),
            _ => return None,
        };
        Some(ComponentId::Game { session, version, action })
    }
}

fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')
}

impl std::fmt::Display for ComponentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ComponentId::Unknown(text) => f.write_str(text),
            ComponentId::Game { session, version, action } => {
                write!(f, "{PREFIX}:{session}:{version}:")?;
                match action {
                    Action::Join => f.write_str("join"),
                    Action::Leave => f.write_str("leave"),
                    Action::AddHouse => f.write_str("house"),
                    Action::Start => f.write_str("start"),
                    Action::Cancel => f.write_str("cancel"),
                    Action::Play => f.write_str("play"),
                    Action::Hand => f.write_str("hand"),
                    Action::Log => f.write_str("log"),
                    Action::Choose => f.write_str("choose"),
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
    fn every_action_round_trips_within_100_characters() {
        let actions = [
            Action::Join,
            Action::Leave,
            Action::AddHouse,
            Action::Start,
            Action::Cancel,
            Action::Play,
            Action::Hand,
            Action::Log,
            Action::Choose,
            Action::Page(7),
            Action::Quiet(i64::MAX),
            Action::Take("cover-2-watchtower".into()),
            Action::Take("x".repeat(48)),
            Action::Confirm("x".repeat(48)),
        ];
        for action in actions {
            let id = ComponentId::new(i64::MAX, u64::MAX, action);
            let text = id.to_string();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(ComponentId::parse(&text), id);
        }
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
            "tv:1:2:page:many",
            "tv:1:2:quiet",
            "tv:1:2:quiet:-5",
            "tv:1:2:join:extra",
            "other:1:2:join",
        ] {
            assert_eq!(ComponentId::parse(text), ComponentId::Unknown(text.to_owned()), "{text}");
        }
    }
}
