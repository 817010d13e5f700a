//! Discord's documented limits that the OpenAPI spec does not express (or
//! expresses differently), checked by hand with Discord's error codes.
//!
//! Form errors become `400 {"code":50035,"message":"Invalid Form Body",
//! "errors":{...}}` with the dotted path turned into nested objects; an empty
//! message is `400 {"code":50006}`. See docs/discord.md §3.3.

use serde_json::Value;

impl Refusal {
    /// Moves form errors under `prefix` (`data.` for interaction callbacks).
    pub(crate) fn under(self, prefix: &str) -> Self {
        match self {
            Refusal::Form(errors) => Refusal::Form(
                errors.into_iter().map(|e| FieldError { path: format!("{prefix}{}", e.path), ..e }).collect(),
            ),
            Refusal::Empty => Refusal::Empty,
        }
    }
}

/// One violation at a dotted path (`embeds.0.fields.3.value`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub path: String,
    pub code: String,
    pub message: String,
}

impl FieldError {
    pub(crate) fn new(path: impl Into<String>, code: &str, message: impl Into<String>) -> Self {
        FieldError { path: path.into(), code: code.to_string(), message: message.into() }
    }
}

/// Why a body is refused.
#[derive(Debug)]
pub(crate) enum Refusal {
    /// 400, code 50035, Invalid Form Body.
    Form(Vec<FieldError>),
    /// 400, code 50006, Cannot send an empty message.
    Empty,
}

fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |s| s.chars().count())
}

fn max_len(errors: &mut Vec<FieldError>, path: &str, value: &Value, max: usize) {
    let n = chars(value);
    if n > max {
        errors.push(FieldError::new(path, "BASE_TYPE_MAX_LENGTH", format!("Must be {max} or fewer in length.")));
    }
}

fn bad_len(errors: &mut Vec<FieldError>, path: &str, value: &Value, min: usize, max: usize) {
    let n = chars(value);
    if value.is_null() && min > 0 {
        errors.push(FieldError::new(path, "BASE_TYPE_REQUIRED", "This field is required"));
    } else if n < min || n > max {
        errors.push(FieldError::new(
            path,
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between {min} and {max} in length."),
        ));
    }
}

fn max_items(errors: &mut Vec<FieldError>, path: &str, value: &Value, max: usize) {
    if value.as_array().is_some_and(|a| a.len() > max) {
        errors.push(FieldError::new(path, "BASE_TYPE_MAX_LENGTH", format!("Must be {max} or fewer in length.")));
    }
}

fn items(value: &Value) -> impl Iterator<Item = (usize, &Value)> {
    value.as_array().map(|a| a.iter().enumerate()).into_iter().flatten()
}

/// What kind of message body is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MessageKind {
    /// A new message: must not be empty.
    Create,
    /// An edit: only the fields present are checked.
    Edit,
}

/// Checks a message body (channel message, interaction response data,
/// follow-up, or edit). `files` is the number of uploaded files.
pub(crate) fn check_message(body: &Value, files: usize, kind: MessageKind) -> Result<(), Refusal> {
    let mut errors = Vec::new();
    max_len(&mut errors, "content", &body["content"], 2000);
    check_embeds(&mut errors, &body["embeds"]);
    let v2 = body["flags"].as_u64().is_some_and(|f| f & (1 << 15) != 0);
    check_components(&mut errors, &body["components"], v2);
    max_items(&mut errors, "attachments", &body["attachments"], 10);
    if files > 10 {
        errors.push(FieldError::new("files", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length."));
    }
    if !errors.is_empty() {
        return Err(Refusal::Form(errors));
    }
    let empty = |key: &str| body[key].as_array().is_none_or(Vec::is_empty);
    if kind == MessageKind::Create
        && chars(&body["content"]) == 0
        && empty("embeds")
        && empty("components")
        && empty("sticker_ids")
        && body["poll"].is_null()
        && files == 0
    {
        return Err(Refusal::Empty);
    }
    Ok(())
}

fn check_embeds(errors: &mut Vec<FieldError>, embeds: &Value) {
    max_items(errors, "embeds", embeds, 10);
    let mut total = 0;
    for (i, embed) in items(embeds) {
        let at = |key: &str| format!("embeds.{i}.{key}");
        max_len(errors, &at("title"), &embed["title"], 256);
        max_len(errors, &at("description"), &embed["description"], 4096);
        max_len(errors, &at("footer.text"), &embed["footer"]["text"], 2048);
        max_len(errors, &at("author.name"), &embed["author"]["name"], 256);
        max_items(errors, &at("fields"), &embed["fields"], 25);
        let trimmed = |v: &Value| v.as_str().map_or(0, |s| s.trim().chars().count());
        total += [&embed["title"], &embed["description"], &embed["footer"]["text"], &embed["author"]["name"]]
            .into_iter()
            .map(trimmed)
            .sum::<usize>();
        for (j, field) in items(&embed["fields"]) {
            bad_len(errors, &at(&format!("fields.{j}.name")), &field["name"], 1, 256);
            bad_len(errors, &at(&format!("fields.{j}.value")), &field["value"], 1, 1024);
            total += trimmed(&field["name"]) + trimmed(&field["value"]);
        }
    }
    if total > 6000 {
        errors.push(FieldError::new("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"));
    }
}

/// Component types that are select menus.
fn is_select(kind: u64) -> bool {
    matches!(kind, 3 | 5 | 6 | 7 | 8)
}

fn check_components(errors: &mut Vec<FieldError>, rows: &Value, v2: bool) {
    let mut seen: Vec<String> = Vec::new();
    if !v2 {
        max_items(errors, "components", rows, 5);
    }
    for (i, row) in items(rows) {
        let path = format!("components.{i}");
        if row["type"] != 1 {
            if !v2 {
                errors.push(FieldError::new(
                    &path,
                    "UNION_TYPE_CHOICES",
                    "Value of field \"type\" must be one of (1,).",
                ));
            }
            continue;
        }
        let children = &row["components"];
        let count = children.as_array().map_or(0, Vec::len);
        let selects = items(children).filter(|(_, c)| c["type"].as_u64().is_some_and(is_select)).count();
        if count == 0 {
            errors.push(FieldError::new(
                format!("{path}.components"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
            ));
        } else if count > 5 || (selects > 0 && count > 1) {
            errors.push(FieldError::new(
                format!("{path}.components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            ));
        }
        for (j, child) in items(children) {
            let at = format!("{path}.components.{j}");
            check_component(errors, &at, child, &mut seen);
        }
    }
}

fn check_component(errors: &mut Vec<FieldError>, at: &str, c: &Value, seen: &mut Vec<String>) {
    let kind = c["type"].as_u64().unwrap_or(0);
    let has_custom_id = !c["custom_id"].is_null();
    if kind == 2 {
        max_len(errors, &format!("{at}.label"), &c["label"], 80);
        max_len(errors, &format!("{at}.url"), &c["url"], 512);
        match c["style"].as_u64() {
            Some(5) if has_custom_id || c["url"].is_null() => errors.push(FieldError::new(
                at,
                "BUTTON_COMPONENT_INVALID_URL",
                "Link buttons need a url and no custom_id",
            )),
            Some(1..=4) if !has_custom_id || !c["url"].is_null() => errors.push(FieldError::new(
                at,
                "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
                "Non-link buttons need a custom_id and no url",
            )),
            _ => {}
        }
    }
    if is_select(kind) {
        if !has_custom_id {
            errors.push(FieldError::new(format!("{at}.custom_id"), "BASE_TYPE_REQUIRED", "This field is required"));
        }
        max_len(errors, &format!("{at}.placeholder"), &c["placeholder"], 150);
        let options = &c["options"];
        let n = options.as_array().map_or(0, Vec::len);
        if kind == 3 && (n == 0 || n > 25) {
            errors.push(FieldError::new(
                format!("{at}.options"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 25 in length.",
            ));
        }
        for (k, option) in items(options) {
            bad_len(errors, &format!("{at}.options.{k}.label"), &option["label"], 1, 100);
            bad_len(errors, &format!("{at}.options.{k}.value"), &option["value"], 1, 100);
            max_len(errors, &format!("{at}.options.{k}.description"), &option["description"], 100);
        }
        let min = c["min_values"].as_u64().unwrap_or(1);
        let max = c["max_values"].as_u64().unwrap_or(1);
        if min > 25 || !(1..=25).contains(&max) || min > max || (kind == 3 && max as usize > n) {
            errors.push(FieldError::new(
                format!("{at}.max_values"),
                "SELECT_COMPONENT_MAX_VALUES_INVALID",
                "min_values and max_values must be 0-25, min <= max <= number of options",
            ));
        }
    }
    if has_custom_id {
        bad_len(errors, &format!("{at}.custom_id"), &c["custom_id"], 1, 100);
        let id = c["custom_id"].as_str().unwrap_or_default().to_string();
        if seen.contains(&id) {
            errors.push(FieldError::new(
                format!("{at}.custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            ));
        }
        seen.push(id);
    }
}

/// Checks the `data.flags` of an interaction callback of `kind`.
pub(crate) fn check_callback_flags(kind: u64, data: &Value) -> Result<(), Refusal> {
    let flags = data["flags"].as_u64().unwrap_or(0);
    let allowed: u64 = if kind == 5 { 64 } else { 4 | 64 | (1 << 12) | (1 << 13) | (1 << 15) };
    if flags & !allowed != 0 {
        return Err(Refusal::Form(vec![FieldError::new(
            "data.flags",
            "MESSAGE_FLAGS_INVALID",
            "Invalid flags for an interaction response",
        )]));
    }
    Ok(())
}

/// Checks the `flags` of a new channel message: a bot may set only
/// SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE and
/// IS_COMPONENTS_V2 there (an ephemeral channel message does not exist).
pub(crate) fn check_create_flags(body: &Value) -> Result<(), Refusal> {
    let flags = body["flags"].as_u64().unwrap_or(0);
    let allowed: u64 = 4 | (1 << 12) | (1 << 13) | (1 << 15);
    if flags & !allowed != 0 {
        return Err(Refusal::Form(vec![FieldError::new("flags", "MESSAGE_FLAGS_INVALID", "Invalid flags")]));
    }
    Ok(())
}

/// Checks autocomplete choices (callback type 8).
pub(crate) fn check_autocomplete(data: &Value) -> Result<(), Refusal> {
    let mut errors = Vec::new();
    max_items(&mut errors, "choices", &data["choices"], 25);
    for (i, choice) in items(&data["choices"]) {
        bad_len(&mut errors, &format!("choices.{i}.name"), &choice["name"], 1, 100);
        if choice["value"].is_string() {
            max_len(&mut errors, &format!("choices.{i}.value"), &choice["value"], 100);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Refusal::Form(errors))
    }
}

/// Checks a modal (callback type 9).
pub(crate) fn check_modal(data: &Value) -> Result<(), Refusal> {
    let mut errors = Vec::new();
    bad_len(&mut errors, "title", &data["title"], 1, 45);
    bad_len(&mut errors, "custom_id", &data["custom_id"], 1, 100);
    let n = data["components"].as_array().map_or(0, Vec::len);
    if !(1..=5).contains(&n) {
        errors.push(FieldError::new("components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Refusal::Form(errors))
    }
}

/// Checks a list of application commands (bulk overwrite or one create).
pub(crate) fn check_commands(commands: &[Value], global: bool) -> Result<(), Refusal> {
    let mut errors = Vec::new();
    let chat = |c: &Value| c["type"].as_u64().unwrap_or(1) == 1;
    if global && commands.iter().filter(|c| chat(c)).count() > 100 {
        errors.push(FieldError::new("", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length."));
    }
    for (i, command) in commands.iter().enumerate() {
        let at = |key: &str| format!("{i}.{key}");
        bad_len(&mut errors, &at("name"), &command["name"], 1, 32);
        if chat(command) {
            check_name(&mut errors, &at("name"), &command["name"]);
            bad_len(&mut errors, &at("description"), &command["description"], 1, 100);
        }
        check_localizations(&mut errors, &at(""), command, chat(command));
        check_options(&mut errors, &at("options"), &command["options"]);
        if command_chars(command) > 8000 {
            errors.push(FieldError::new(
                format!("{i}"),
                "APPLICATION_COMMAND_TOO_LARGE",
                "Command exceeds maximum size (8000)",
            ));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Refusal::Form(errors))
    }
}

fn check_options(errors: &mut Vec<FieldError>, path: &str, options: &Value) {
    max_items(errors, path, options, 25);
    for (i, option) in items(options) {
        let at = format!("{path}.{i}");
        bad_len(errors, &format!("{at}.name"), &option["name"], 1, 32);
        check_name(errors, &format!("{at}.name"), &option["name"]);
        bad_len(errors, &format!("{at}.description"), &option["description"], 1, 100);
        check_localizations(errors, &format!("{at}."), option, true);
        max_items(errors, &format!("{at}.choices"), &option["choices"], 25);
        for (c, choice) in items(&option["choices"]) {
            for (locale, name) in choice["name_localizations"].as_object().into_iter().flatten() {
                check_locale(errors, &format!("{at}.choices.{c}.name_localizations"), locale);
                bad_len(errors, &format!("{at}.choices.{c}.name_localizations.{locale}"), name, 1, 100);
            }
        }
        check_options(errors, &format!("{at}.options"), &option["options"]);
    }
    // Names are unique among siblings, in every locale.
    for locale in std::iter::once(None).chain(LOCALES.iter().map(Some)) {
        let mut names = std::collections::HashSet::new();
        for (i, option) in items(options) {
            let name = match locale {
                None => option["name"].as_str(),
                Some(l) => option["name_localizations"][*l].as_str().or(option["name"].as_str()),
            };
            if let Some(name) = name {
                if !names.insert(name.to_owned()) {
                    errors.push(FieldError::new(
                        format!("{path}.{i}.name"),
                        "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                        format!("Option name {name} is already used in these options"),
                    ));
                }
            }
        }
    }
}

/// The locales Discord accepts as keys of `*_localizations`.
const LOCALES: [&str; 34] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko", "he",
    "ar",
];

fn check_locale(errors: &mut Vec<FieldError>, path: &str, locale: &str) {
    if !LOCALES.contains(&locale) {
        errors.push(FieldError::new(format!("{path}.{locale}"), "LOCALE_INVALID", format!("Invalid locale: {locale}")));
    }
}

/// A chat command's or an option's name: lowercase where the script has
/// case, no spaces (`^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`).
fn check_name(errors: &mut Vec<FieldError>, path: &str, name: &Value) {
    let name = name.as_str().unwrap_or_default();
    let valid = name.chars().all(|ch| matches!(ch, '-' | '_' | '\'') || (ch.is_alphanumeric() && !ch.is_uppercase()));
    if !valid {
        errors.push(FieldError::new(
            path,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name is invalid: {name}"),
        ));
    }
}

/// `name_localizations` and `description_localizations`: known locales,
/// valid names, the same lengths as the defaults.
fn check_localizations(errors: &mut Vec<FieldError>, prefix: &str, node: &Value, chat: bool) {
    for (locale, name) in node["name_localizations"].as_object().into_iter().flatten() {
        let at = format!("{prefix}name_localizations");
        check_locale(errors, &at, locale);
        bad_len(errors, &format!("{at}.{locale}"), name, 1, 32);
        if chat {
            check_name(errors, &format!("{at}.{locale}"), name);
        }
    }
    for (locale, text) in node["description_localizations"].as_object().into_iter().flatten() {
        let at = format!("{prefix}description_localizations");
        check_locale(errors, &at, locale);
        bad_len(errors, &format!("{at}.{locale}"), text, 1, 100);
    }
}

/// Characters counted against the 8000 per-command limit: names,
/// descriptions, choice names and values, recursively.
/// Where a field has localizations, only the longest version counts.
fn command_chars(node: &Value) -> usize {
    let longest = |key: &str| {
        let localized = node[format!("{key}_localizations")].as_object().into_iter().flat_map(|m| m.values());
        localized.map(chars).chain(std::iter::once(chars(&node[key]))).max().unwrap_or(0)
    };
    let own = longest("name") + longest("description");
    let values = node["value"].as_str().map_or(0, |s| s.chars().count());
    own + values
        + items(&node["options"]).map(|(_, o)| command_chars(o)).sum::<usize>()
        + items(&node["choices"]).map(|(_, c)| command_chars(c)).sum::<usize>()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn paths(result: Result<(), Refusal>) -> Vec<String> {
        match result {
            Err(Refusal::Form(errors)) => errors.into_iter().map(|e| e.path).collect(),
            Err(Refusal::Empty) => vec!["<empty>".into()],
            Ok(()) => Vec::new(),
        }
    }

    #[test]
    fn autocomplete_takes_at_most_25_choices() {
        let choices =
            |n| json!({"choices": (0..n).map(|i| json!({"name": "c", "value": i.to_string()})).collect::<Vec<_>>()});
        assert!(check_autocomplete(&choices(25)).is_ok());
        assert_eq!(paths(check_autocomplete(&choices(26))), vec!["choices"]);
    }

    #[test]
    fn modal_title_and_rows() {
        let modal = json!({"title": "t".repeat(46), "custom_id": "m", "components": []});
        assert_eq!(paths(check_modal(&modal)), vec!["title", "components"]);
    }

    #[test]
    fn command_names_are_lowercase_and_short() {
        let command = json!({"name": "Game", "description": "d", "type": 1});
        assert_eq!(paths(check_commands(&[command], true)), vec!["0.name"]);
        let long = json!({"name": "g".repeat(33), "description": "d"});
        assert_eq!(paths(check_commands(&[long], true)), vec!["0.name"]);
        let ok = json!({"name": "spiel-neu", "description": "d", "options": [
            {"type": 3, "name": "größe", "description": "d", "choices": []}]});
        assert!(check_commands(&[ok], true).is_ok());
    }

    #[test]
    fn localized_names_follow_the_same_rules_in_known_locales() {
        let command = |locs: serde_json::Value, opt_locs: serde_json::Value| {
            json!({"name": "game", "description": "d", "name_localizations": locs, "options": [
                {"type": 3, "name": "players", "description": "d", "name_localizations": opt_locs},
                {"type": 3, "name": "timer", "description": "d", "name_localizations": {"it": "tempo"}}]})
        };
        let ok = command(json!({"it": "partita"}), json!({"it": "giocatori"}));
        assert!(check_commands(&[ok], true).is_ok());
        let upper = command(json!({"it": "Partita"}), json!({}));
        assert_eq!(paths(check_commands(&[upper], true)), vec!["0.name_localizations.it"]);
        let unknown = command(json!({"xx": "partita"}), json!({}));
        assert_eq!(paths(check_commands(&[unknown], true)), vec!["0.name_localizations.xx"]);
        let clash = command(json!({}), json!({"it": "tempo"}));
        assert_eq!(paths(check_commands(&[clash], true)), vec!["0.options.1.name"]);
        let spaced = command(json!({}), json!({"it": "due parole"}));
        assert_eq!(paths(check_commands(&[spaced], true)), vec!["0.options.0.name_localizations.it"]);
    }

    #[test]
    fn deferred_callbacks_allow_only_the_ephemeral_flag() {
        assert!(check_callback_flags(5, &json!({"flags": 64})).is_ok());
        assert!(check_create_flags(&json!({"flags": 4096})).is_ok());
        assert!(check_create_flags(&json!({})).is_ok());
        assert!(check_create_flags(&json!({"flags": 64})).is_err(), "a channel message cannot be ephemeral");
        assert!(check_callback_flags(5, &json!({"flags": 4})).is_err());
        assert!(check_callback_flags(4, &json!({"flags": 4 | 64})).is_ok());
    }

    #[test]
    fn edits_may_be_empty_but_creates_may_not() {
        assert!(check_message(&json!({}), 0, MessageKind::Edit).is_ok());
        assert_eq!(paths(check_message(&json!({}), 0, MessageKind::Create)), vec!["<empty>"]);
        assert!(check_message(&json!({}), 1, MessageKind::Create).is_ok());
    }

    #[test]
    fn link_buttons_need_a_url() {
        let row = |button| json!({"components": [{"type": 1, "components": [button]}]});
        let link = json!({"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"});
        assert!(check_message(&row(link), 0, MessageKind::Create).is_ok());
        let broken = json!({"type": 2, "style": 5, "label": "Rules", "custom_id": "x"});
        assert_eq!(paths(check_message(&row(broken), 0, MessageKind::Create)), vec!["components.0.components.0"]);
    }
}
