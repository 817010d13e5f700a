//! The game data and the words: the embedded files, with those found in
//! `TAVOLA_DATA_DIR` in their place, checked at start so that a bad
//! override stops the bot naming its file and entry.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::Context;
use tavola_engine::data::Files;
use tavola_words::Words;

/// Installs the game data: the embedded files, with any found in
/// `TAVOLA_DATA_DIR` in their place; and loads the words the same way (the
/// `.ftl` files there replace the embedded ones). Every problem is reported
/// at once.
///
/// # Errors
/// The directory cannot be read, or a file is invalid.
pub fn install_data(dir: Option<&Path>) -> anyhow::Result<Words> {
    let overrides = match dir {
        None => BTreeMap::new(),
        Some(dir) => read_data_dir(dir)?,
    };
    let words = words_from(&overrides)?;
    let files = if dir.is_none() { Files::embedded() } else { Files::with_overrides(overrides) };
    tavola_engine::install_data(&files).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(words)
}

/// The words: the embedded resources, with the `.ftl` files found in
/// `dir` (`TAVOLA_DATA_DIR`) in their place.
///
/// # Errors
/// The directory cannot be read, or a words file does not parse.
pub fn load_words(dir: Option<&Path>) -> anyhow::Result<Words> {
    match dir {
        None => Ok(Words::embedded()),
        Some(dir) => words_from(&read_data_dir(dir)?),
    }
}

fn words_from(files: &BTreeMap<String, String>) -> anyhow::Result<Words> {
    let ftl: BTreeMap<String, String> =
        files.iter().filter(|(name, _)| name.ends_with(".ftl")).map(|(k, v)| (k.clone(), v.clone())).collect();
    Words::with_overrides(&ftl).map_err(|problems| {
        let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
        anyhow::anyhow!("the words files in TAVOLA_DATA_DIR are not usable:\n{}", lines.join("\n"))
    })
}

/// Every `.toml` and `.ftl` file under `dir`, keyed by its path relative to `dir`.
fn read_data_dir(dir: &Path) -> anyhow::Result<BTreeMap<String, String>> {
    let mut files = BTreeMap::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries =
            std::fs::read_dir(&current).with_context(|| format!("reading data directory {}", current.display()))?;
        for entry in entries {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "toml" || e == "ftl") {
                let name = path.strip_prefix(dir)?.to_string_lossy().replace('\\', "/");
                let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
                files.insert(name, text);
            }
        }
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_dir_files_are_found_by_relative_name() {
        let dir = std::env::temp_dir().join(format!("tavola-data-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("great-wall")).unwrap();
        std::fs::write(dir.join("great-wall/fame-tokens.toml"), "[tokens]\n1 = 36\n").unwrap();
        std::fs::write(dir.join("notes.txt"), "ignored").unwrap();
        let files = read_data_dir(&dir).unwrap();
        assert_eq!(files.keys().collect::<Vec<_>>(), vec!["great-wall/fame-tokens.toml"]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn words_files_in_the_data_dir_replace_the_embedded_ones() {
        let dir = std::env::temp_dir().join(format!("tavola-words-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("bot")).unwrap();
        let it = include_str!("../../../../data/bot/it.ftl").replace("house-player = Bot", "house-player = Banco");
        std::fs::write(dir.join("bot/it.ftl"), it).unwrap();
        let words = load_words(Some(&dir)).unwrap();
        let tr = crate::i18n::Tr::new(std::sync::Arc::new(words), crate::i18n::Lang::It);
        assert_eq!(crate::t!(tr, "house-player", n = 2), "Banco 2");
        std::fs::write(dir.join("bot/it.ftl"), "house-player = { $n").unwrap();
        let err = load_words(Some(&dir)).unwrap_err().to_string();
        assert!(err.contains("bot/it.ftl"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_bad_override_is_refused_with_file_and_entry() {
        let dir = std::env::temp_dir().join(format!("tavola-bad-data-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("great-wall")).unwrap();
        std::fs::write(dir.join("great-wall/fame-tokens.toml"), "[tokens]\n0 = 2\n").unwrap();
        let files = Files::with_overrides(read_data_dir(&dir).unwrap());
        let err = tavola_engine::check_data(&files).unwrap_err().to_string();
        assert!(err.contains("great-wall/fame-tokens.toml") && err.contains("tokens.0"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
