//! Validation of request bodies against Discord's OpenAPI spec.
//!
//! `spec/discord-subset.json` holds the request-body schemas of the routes the
//! bot uses, extracted from Discord's published spec by `spec/extract.py`
//! (with the `SnowflakeType` patch from docs/discord.md §3.2). Validators
//! are compiled once per process, on first use of each.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use serde_json::Value;

use crate::limits::FieldError;

const SUBSET: &str = include_str!("../spec/discord-subset.json");

/// The routes of `spec/extract.py`, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Route {
    ApplicationCommandsOverwrite,
    GuildCommandsOverwrite,
    ApplicationCommandCreate,
    GuildCommandCreate,
    InteractionCallback,
    WebhookExecute,
    WebhookMessageEdit,
    MessageCreate,
    MessageEdit,
    PrivateChannelCreate,
}

impl Route {
    fn name(self) -> &'static str {
        match self {
            Route::ApplicationCommandsOverwrite => "application_commands_overwrite",
            Route::GuildCommandsOverwrite => "guild_commands_overwrite",
            Route::ApplicationCommandCreate => "application_command_create",
            Route::GuildCommandCreate => "guild_command_create",
            Route::InteractionCallback => "interaction_callback",
            Route::WebhookExecute => "webhook_execute",
            Route::WebhookMessageEdit => "webhook_message_edit",
            Route::MessageCreate => "message_create",
            Route::MessageEdit => "message_edit",
            Route::PrivateChannelCreate => "private_channel_create",
        }
    }
}

/// What a validator checks: a route's whole body or one named schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Target {
    Route(Route),
    Schema(&'static str),
}

fn validator(target: Target) -> Arc<jsonschema::Validator> {
    static SUBSET_DOC: OnceLock<Value> = OnceLock::new();
    static CACHE: OnceLock<Mutex<HashMap<Target, Arc<jsonschema::Validator>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(v) = cache.lock().unwrap_or_else(|p| p.into_inner()).get(&target) {
        return v.clone();
    }
    let subset = SUBSET_DOC.get_or_init(|| {
        let mut doc = serde_json::from_str(SUBSET).expect("spec/discord-subset.json is JSON");
        accept_permission_strings(&mut doc);
        doc
    });
    let mut doc = subset.clone();
    doc["$ref"] = Value::String(match target {
        Target::Route(route) => format!("#/routes/{}", route.name()),
        Target::Schema(name) => format!("#/components/schemas/{name}"),
    });
    let validator = jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .build(&doc)
        .unwrap_or_else(|e| panic!("schema {target:?}: {e}"));
    let validator = Arc::new(validator);
    cache.lock().unwrap_or_else(|p| p.into_inner()).insert(target, validator.clone());
    validator
}

/// Discord's published spec types `default_member_permissions` as an
/// integer, but its documentation (and every library, serenity included)
/// sends the bit set as a decimal string, which Discord accepts. Both pass.
fn accept_permission_strings(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if key == "default_member_permissions" && v.get("type").is_some() {
                    let integer = v.clone();
                    *v = serde_json::json!({"anyOf": [integer, {"type": "string", "pattern": "^[0-9]{1,20}$"}]});
                } else {
                    accept_permission_strings(v);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(accept_permission_strings),
        _ => {}
    }
}

/// Picks the schema for a body. The spec's unions (`anyOf` over callback
/// types, webhook create-or-update) report errors only at the top, so the
/// branch is chosen here by the body's own `type`, and the callback's `data`
/// is checked against its schema directly, for errors with exact paths.
fn target(route: Route, body: &Value) -> Option<(Target, &Value, &'static str)> {
    let data = &body["data"];
    let callback = |name| Some((Target::Schema(name), data, "data."));
    match route {
        Route::InteractionCallback => match body["type"].as_u64() {
            Some(4) => callback("IncomingWebhookInteractionRequest"),
            Some(5 | 7) if data.is_null() => None,
            Some(5) => callback("IncomingWebhookInteractionRequest"),
            Some(7) => callback("IncomingWebhookUpdateForInteractionCallbackRequestPartial"),
            Some(8) => {
                let first = &data["choices"][0]["value"];
                if first.is_i64() || first.is_u64() {
                    callback("InteractionApplicationCommandAutocompleteCallbackIntegerData")
                } else if first.is_f64() {
                    callback("InteractionApplicationCommandAutocompleteCallbackNumberData")
                } else {
                    callback("InteractionApplicationCommandAutocompleteCallbackStringData")
                }
            }
            Some(9) => callback("ModalInteractionCallbackRequestData"),
            _ => Some((Target::Route(route), body, "")),
        },
        Route::WebhookExecute => Some((Target::Schema("IncomingWebhookRequestPartial"), body, "")),
        _ => Some((Target::Route(route), body, "")),
    }
}

/// Checks `body` against the route's request schema.
///
/// # Errors
/// One [`FieldError`] per violation, with Discord's dotted path
/// (`embeds.0.title`) and the validator's message (shortened).
pub(crate) fn validate(route: Route, body: &Value) -> Result<(), Vec<FieldError>> {
    let Some((target, value, prefix)) = target(route, body) else { return Ok(()) };
    let validator = validator(target);
    let errors: Vec<FieldError> = validator
        .iter_errors(value)
        .map(|e| {
            let pointer = e.instance_path().as_str().to_string();
            let path = format!("{prefix}{}", pointer.trim_start_matches('/').replace('/', "."));
            let mut message = e.to_string();
            if message.chars().count() > 300 {
                message = message.chars().take(300).collect::<String>() + "…";
            }
            FieldError::new(path.trim_end_matches('.'), "OPENAPI_SCHEMA", format!("OpenAPI: {message}"))
        })
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn accepts_a_serenity_message_with_integer_attachment_ids() {
        let body = json!({"content": "hi", "embeds": [{"title": "t"}], "components": [],
                          "attachments": [{"id": 0, "filename": "board.png", "description": null}]});
        assert!(validate(Route::MessageCreate, &body).is_ok());
    }

    #[test]
    fn accepts_permissions_as_a_decimal_string_and_refuses_words() {
        let command = |p: Value| {
            json!([{"name": "admin", "description": "Admin", "type": 1,
                                         "default_member_permissions": p}])
        };
        assert!(validate(Route::ApplicationCommandsOverwrite, &command(json!("32"))).is_ok());
        assert!(validate(Route::ApplicationCommandsOverwrite, &command(json!(32))).is_ok());
        assert!(validate(Route::ApplicationCommandsOverwrite, &command(json!("manage"))).is_err());
    }

    #[test]
    fn rejects_a_long_embed_title_with_its_path() {
        let body = json!({"content": "hi", "embeds": [{"title": "x".repeat(257)}]});
        let errors = validate(Route::MessageCreate, &body).unwrap_err();
        assert!(errors.iter().any(|e| e.path == "embeds.0.title"), "{errors:?}");
    }

    #[test]
    fn accepts_poise_command_registration() {
        let body = json!([{"name": "game", "description": "Games", "type": 1,
            "default_member_permissions": null, "dm_permission": true, "contexts": null,
            "integration_types": null, "nsfw": false,
            "options": [{"type": 1, "name": "new", "description": "New game", "options": [
                {"type": 4, "name": "players", "description": "Players", "required": false,
                 "min_value": -9007199254740990.0, "max_value": 9007199254740990.0,
                 "min_length": null, "max_length": null, "autocomplete": false,
                 "choices": [], "channel_types": []}]}]}]);
        assert_eq!(validate(Route::ApplicationCommandsOverwrite, &body).map_err(|e| e.len()), Ok(()));
    }
}

#[cfg(test)]
mod union_tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn callback_errors_point_into_data() {
        let options: Vec<_> = (0..26).map(|i| json!({"label": "o", "value": i.to_string()})).collect();
        let body = json!({"type": 4, "data": {"components": [{"type": 1, "components": [
            {"type": 3, "custom_id": "many", "options": options}]}]}});
        let errors = validate(Route::InteractionCallback, &body).unwrap_err();
        assert!(errors.iter().all(|e| e.path.starts_with("data.components.0")), "{errors:?}");
    }

    #[test]
    fn autocomplete_and_defer_bodies_pass() {
        let body = json!({"type": 8, "data": {"choices": [{"name": "Ming", "value": "ming"}]}});
        assert!(validate(Route::InteractionCallback, &body).is_ok());
        assert!(validate(Route::InteractionCallback, &json!({"type": 5, "data": {"flags": 64}})).is_ok());
        assert!(validate(Route::InteractionCallback, &json!({"type": 6})).is_ok());
    }
}
