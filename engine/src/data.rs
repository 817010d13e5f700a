//! Game data (boards, decks, tiles) from `data/`: embedded in the binary,
//! overridable at run time, validated once with every problem reported.
//!
//! The engine does no IO: the binary reads override files and hands their
//! text to [`Files::with_overrides`], then calls [`crate::install_data`].

use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;

/// One problem in one data file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataProblem {
    pub file: String,
    /// The entry at fault (a table, a key, an id), or empty for the file.
    pub entry: String,
    pub problem: String,
}

impl DataProblem {
    pub fn new(file: &str, entry: impl Into<String>, problem: impl Into<String>) -> Self {
        DataProblem { file: file.to_owned(), entry: entry.into(), problem: problem.into() }
    }
}

impl fmt::Display for DataProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.entry.is_empty() {
            write!(f, "{}: {}", self.file, self.problem)
        } else {
            write!(f, "{}: {}: {}", self.file, self.entry, self.problem)
        }
    }
}

/// Every problem found while loading data; nothing is installed if any.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct DataErrors(pub Vec<DataProblem>);

impl fmt::Display for DataErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} problem(s) in the game data:", self.0.len())?;
        for p in &self.0 {
            writeln!(f, "  - {p}")?;
        }
        Ok(())
    }
}

/// A data file compiled into the binary.
#[derive(Clone, Copy, Debug)]
pub struct EmbeddedFile {
    /// Path relative to `data/`, e.g. `great-wall/fame-tokens.toml`.
    pub name: &'static str,
    pub text: &'static str,
}

/// The data files a load sees: the embedded ones, some replaced by overrides.
pub struct Files {
    texts: BTreeMap<String, String>,
    unknown: Vec<String>,
}

impl Files {
    pub fn embedded() -> Files {
        let texts = crate::registry::embedded_files().map(|f| (f.name.to_owned(), f.text.to_owned())).collect();
        Files { texts, unknown: Vec::new() }
    }

    /// The embedded files with `overrides` (name relative to the data
    /// directory -> text) in their place. A name Tavola does not know is a
    /// problem reported by the load, since it is most likely a typo.
    pub fn with_overrides(overrides: BTreeMap<String, String>) -> Files {
        let mut files = Files::embedded();
        // Words files (`.ftl`) are the words layer's (tavola-words), not the rules'.
        for (name, text) in overrides.into_iter().filter(|(n, _)| !n.ends_with(".ftl")) {
            match files.texts.get_mut(&name) {
                Some(slot) => *slot = text,
                None => files.unknown.push(name),
            }
        }
        files
    }

    /// The text of a data file.
    ///
    /// # Errors
    /// The file is not one of Tavola's data files.
    pub fn text(&self, name: &str) -> Result<&str, DataProblem> {
        self.texts.get(name).map(String::as_str).ok_or_else(|| DataProblem::new(name, "", "no such data file"))
    }

    /// Parses a TOML data file into its raw form.
    ///
    /// # Errors
    /// The file is missing or is not valid TOML of the expected shape.
    pub fn toml<T: DeserializeOwned>(&self, name: &str) -> Result<T, DataProblem> {
        let text = self.text(name)?;
        toml::from_str(text).map_err(|e| {
            let entry = e.span().map(|s| format!("at byte {}", s.start)).unwrap_or_default();
            DataProblem::new(name, entry, e.message().to_owned())
        })
    }

    pub(crate) fn unknown_problems(&self) -> Vec<DataProblem> {
        self.unknown
            .iter()
            .map(|n| DataProblem::new(n, "", "not a data file Tavola knows (check the name and folder)"))
            .collect()
    }
}

/// A game's validated data, installed once per process.
pub struct DataCell<T: 'static> {
    cell: OnceLock<T>,
    load: fn(&Files) -> Result<T, Vec<DataProblem>>,
}

impl<T> DataCell<T> {
    pub const fn new(load: fn(&Files) -> Result<T, Vec<DataProblem>>) -> Self {
        DataCell { cell: OnceLock::new(), load }
    }

    /// The installed data, or the embedded data if none was installed.
    pub fn get(&'static self) -> &'static T {
        self.cell.get_or_init(|| match (self.load)(&Files::embedded()) {
            Ok(data) => data,
            // The embedded files are checked by every test run.
            Err(problems) => panic!("embedded game data is invalid: {}", DataErrors(problems)),
        })
    }

    pub(crate) fn validate(&self, files: &Files) -> Result<T, Vec<DataProblem>> {
        (self.load)(files)
    }

    /// Installs validated data; false if data was already in use.
    pub(crate) fn install(&'static self, data: T) -> bool {
        self.cell.set(data).is_ok()
    }
}

/// Collects the problems of several checks into one list.
#[derive(Default)]
pub struct Problems(pub Vec<DataProblem>);

impl Problems {
    pub fn check(&mut self, ok: bool, file: &str, entry: impl Into<String>, problem: impl Into<String>) {
        if !ok {
            self.0.push(DataProblem::new(file, entry, problem));
        }
    }

    pub fn push(&mut self, p: DataProblem) {
        self.0.push(p);
    }

    /// `Ok(value)` if no problem was found.
    ///
    /// # Errors
    /// Every problem found.
    pub fn finish<T>(self, value: impl FnOnce() -> T) -> Result<T, Vec<DataProblem>> {
        if self.0.is_empty() {
            Ok(value())
        } else {
            Err(self.0)
        }
    }
}
