//! Validation of request bodies against Discord's OpenAPI spec.
//!
//! `spec/discord-subset.json` holds the request-body schemas of the routes the
//! bot uses, extracted from Discord's published spec by `spec/extract.py`
//! (with the `SnowflakeType` patch from shared/discord/NOTES.md). Validators
//! are compiled once per process, on first use.

use std::collections::HashMap;
use std::sync::OnceLock;

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
    const ALL: [Route; 10] = [
        Route::ApplicationCommandsOverwrite,
        Route::GuildCommandsOverwrite,
        Route::ApplicationCommandCreate,
        Route::GuildCommandCreate,
        Route::InteractionCallback,
        Route::WebhookExecute,
        Route::WebhookMessageEdit,
        Route::MessageCreate,
        Route::MessageEdit,
        Route::PrivateChannelCreate,
    ];

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

fn validators() -> &'static HashMap<Route, jsonschema::Validator> {
    static VALIDATORS: OnceLock<HashMap<Route, jsonschema::Validator>> = OnceLock::new();
    VALIDATORS.get_or_init(|| {
        let subset: Value = serde_json::from_str(SUBSET).expect("spec/discord-subset.json is JSON");
        Route::ALL
            .iter()
            .map(|route| {
                let mut doc = subset.clone();
                doc["$ref"] = Value::String(format!("#/routes/{}", route.name()));
                let validator = jsonschema::options()
                    .with_draft(jsonschema::Draft::Draft202012)
                    .build(&doc)
                    .unwrap_or_else(|e| panic!("schema for {}: {e}", route.name()));
                (*route, validator)
            })
            .collect()
    })
}

/// Checks `body` against the route's request schema.
///
/// # Errors
/// One [`FieldError`] per violation, with Discord's dotted path
/// (`embeds.0.title`) and the validator's message.
pub(crate) fn validate(route: Route, body: &Value) -> Result<(), Vec<FieldError>> {
    let validator = &validators()[&route];
    let errors: Vec<FieldError> = validator
        .iter_errors(body)
        .map(|e| {
            let pointer = e.instance_path().as_str().to_string();
            let path = pointer.trim_start_matches('/').replace('/', ".");
            FieldError::new(path, "OPENAPI_SCHEMA", format!("OpenAPI: {e}"))
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
