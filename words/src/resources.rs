//! The Fluent resources: `data/<domain>/<lang>.ftl`, embedded at build time,
//! each replaceable by a server owner's corrected file.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use fluent_bundle::FluentResource;
use unic_langid::LanguageIdentifier;

use crate::{Domain, Lang};

/// One resource file that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The file, relative to `data/`, e.g. `junk/it.ftl`.
    pub file: String,
    pub problem: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

macro_rules! resources {
    ($( $folder:literal ),* $(,)?) => {
        /// Every embedded resource: its path under `data/` and its text.
        pub const RESOURCES: &[(&str, &str)] = &[
            $(
                (concat!($folder, "/en.ftl"), include_str!(concat!("../../data/", $folder, "/en.ftl"))),
                (concat!($folder, "/it.ftl"), include_str!(concat!("../../data/", $folder, "/it.ftl"))),
                (concat!($folder, "/de.ftl"), include_str!(concat!("../../data/", $folder, "/de.ftl"))),
            )*
        ];
    };
}

resources!["common", "year-of-the-dragon", "great-wall", "attila", "ming", "junk", "bot", "pictures"];

/// The path of a resource under `data/`.
pub(crate) fn file_name(lang: Lang, domain: Domain) -> String {
    format!("{}/{}.ftl", domain.folder(), lang.code())
}

/// Every resource's text, overrides in place of the embedded ones.
pub(crate) fn texts(overrides: &BTreeMap<String, String>) -> Result<BTreeMap<(Lang, Domain), String>, Vec<Problem>> {
    let mut texts = BTreeMap::new();
    for lang in Lang::ALL {
        for domain in Domain::all() {
            let name = file_name(lang, domain);
            let embedded = RESOURCES.iter().find(|(n, _)| *n == name).map(|(_, t)| *t);
            let text = overrides.get(&name).cloned().or(embedded.map(str::to_owned));
            let text = text.unwrap_or_else(|| panic!("no embedded resource {name}"));
            texts.insert((lang, domain), text);
        }
    }
    let unknown: Vec<Problem> = overrides
        .keys()
        .filter(|name| name.ends_with(".ftl") && !RESOURCES.iter().any(|(n, _)| n == name))
        .map(|name| Problem { file: name.clone(), problem: "Tavola has no such words file (a typo?)".into() })
        .collect();
    if unknown.is_empty() {
        // Parse everything once so that every broken file is reported together.
        let broken: Vec<Problem> = texts
            .iter()
            .filter_map(|(&(lang, domain), text)| parse(lang, domain, text.clone()).err())
            .flatten()
            .collect();
        if broken.is_empty() {
            return Ok(texts);
        }
        return Err(broken);
    }
    Err(unknown)
}

/// Parses one resource.
pub(crate) fn parse(lang: Lang, domain: Domain, text: String) -> Result<FluentResource, Vec<Problem>> {
    FluentResource::try_new(text).map_err(|(_, errors)| {
        errors
            .into_iter()
            .map(|e| Problem { file: file_name(lang, domain), problem: format!("does not parse: {e:?}") })
            .collect()
    })
}

/// The ids of the messages (not terms) a resource defines.
pub(crate) fn message_ids(resource: &FluentResource) -> BTreeSet<String> {
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

pub(crate) fn langid(lang: Lang) -> LanguageIdentifier {
    lang.code().parse().expect("language codes are valid")
}
