//! Interaction callbacks (`POST /interactions/{id}/{token}/callback`) and the
//! interaction webhook (`/webhooks/{app}/{token}`: follow-ups, `@original`).
//!
//! Each interaction runs through Discord's life cycle: pending → acknowledged
//! (once, within the response window) or failed; follow-ups and edits work
//! for the token lifetime (15 minutes) after the interaction was created.

use axum::http::Method;
use serde_json::{json, Value};

use super::{refuse, snowflake, unknown_route, validate, Incoming, Outcome, Reply};
use crate::ids::{InteractionId, MessageId};
use crate::limits::{self, FieldError, MessageKind};
use crate::model::InteractionResponse;
use crate::schema::Route;
use crate::world::{AckState, World};

fn unknown_interaction() -> Reply {
    Reply::error(404, 10062, "Unknown interaction")
}

fn bad_type(message: &str) -> Reply {
    Reply::form(vec![FieldError::new("type", "INTERACTION_RESPONSE_TYPE_INVALID", message)])
}

/// `POST /interactions/{id}/{token}/callback`.
pub(super) fn callback(world: &mut World, req: &Incoming, id: &str, token: &str) -> Outcome {
    let id = snowflake(id).map(InteractionId).ok_or_else(unknown_interaction)?;
    let now = world.on_clock(req.received);
    let window = world.response_window;
    let interaction = world.interactions.get_mut(&id).ok_or_else(unknown_interaction)?;
    if interaction.token != token {
        return Err(unknown_interaction());
    }
    match interaction.state {
        AckState::Failed => return Err(unknown_interaction()),
        AckState::Acknowledged => return Err(Reply::error(400, 40060, "Interaction has already been acknowledged.")),
        AckState::Pending if now.duration_since(interaction.created) > window => {
            interaction.state = AckState::Failed;
            return Err(unknown_interaction());
        }
        AckState::Pending => {}
    }
    let (source_kind, channel, original) = (interaction.kind, interaction.channel, interaction.original);
    let kind = req.body["type"].as_u64().unwrap_or(0);
    let data = match &req.body["data"] {
        Value::Null => json!({}),
        data => data.clone(),
    };
    // Discord's own limit errors first (exact paths), then the OpenAPI schema.
    let under_data = |r: Result<(), limits::Refusal>| refuse(r.map_err(|e| e.under("data.")));
    match kind {
        4 => under_data(limits::check_message(&data, req.uploads.len(), MessageKind::Create))?,
        7 => under_data(limits::check_message(&data, req.uploads.len(), MessageKind::Edit))?,
        8 if source_kind == 4 => under_data(limits::check_autocomplete(&data))?,
        9 => under_data(limits::check_modal(&data))?,
        _ => {}
    }
    validate(Route::InteractionCallback, &req.body)?;
    let ephemeral = data["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    let is_component = source_kind == 3 || (source_kind == 5 && original.is_some());
    let mut message = None;
    match kind {
        4 | 5 if source_kind == 4 => return Err(bad_type("Autocomplete interactions take type 8")),
        4 => {
            refuse(limits::check_callback_flags(4, &data))?;
            let files = world.attachments(&req.uploads);
            message = Some(world.create_message(channel, &data, files, ephemeral, Some(id)));
        }
        5 => {
            refuse(limits::check_callback_flags(5, &data))?;
            let thinking = json!({"content": "", "flags": 128});
            message = Some(world.create_message(channel, &thinking, Vec::new(), ephemeral, Some(id)));
        }
        6 if is_component => message = original,
        7 if is_component => {
            refuse(limits::check_callback_flags(7, &data))?;
            let files = world.attachments(&req.uploads);
            if let Some(target) = original {
                world.edit_message(target, &data, files);
            }
            message = original;
        }
        6 | 7 => return Err(bad_type("Only component interactions can update their message")),
        8 if source_kind == 4 => {}
        8 => return Err(bad_type("Only autocomplete interactions take type 8")),
        9 if source_kind == 2 || source_kind == 3 => {}
        9 => return Err(bad_type("A modal cannot answer this interaction")),
        _ => return Err(bad_type("Unsupported interaction response type")),
    }
    let edits = message.and_then(|m| world.messages.get(&m)).map(|m| m.edits);
    let interaction = world.interactions.get_mut(&id).expect("checked above");
    interaction.deferred_update = if kind == 6 { edits } else { None };
    interaction.state = AckState::Acknowledged;
    interaction.answered_at = Some(now);
    if matches!(kind, 4 | 5) {
        interaction.original = message;
        interaction.deferred_thinking = kind == 5;
    }
    interaction.response = Some(InteractionResponse { kind: kind as u8, data, ephemeral, message });
    Ok(Reply::no_content())
}

/// `/webhooks/{app}/{token}[/messages/{id}]` for interaction tokens.
pub(super) fn webhook(world: &mut World, req: &Incoming, app: &str, token: &str, rest: &[&str]) -> Outcome {
    let unknown = || Reply::error(404, 10015, "Unknown Webhook");
    if snowflake(app) != Some(world.bot.0) {
        return Err(unknown());
    }
    let id = *world.tokens.get(token).ok_or_else(unknown)?;
    let now = world.now();
    let lifetime = world.token_lifetime;
    let interaction = &world.interactions[&id];
    if now.duration_since(interaction.created) > lifetime {
        return Err(Reply::error(401, 50027, "Invalid Webhook Token"));
    }
    if interaction.state != AckState::Acknowledged {
        return Err(unknown());
    }
    let (channel, original, thinking) = (interaction.channel, interaction.original, interaction.deferred_thinking);
    let target = |mid: &str| -> Result<MessageId, Reply> {
        let unknown_message = || Reply::error(404, 10008, "Unknown Message");
        let interaction = &world.interactions[&id];
        let found = if mid == "@original" {
            original
        } else {
            snowflake(mid).map(MessageId).filter(|m| Some(*m) == original || interaction.followups.contains(m))
        };
        found.filter(|m| world.messages.get(m).is_some_and(|m| !m.deleted)).ok_or_else(unknown_message)
    };
    match (&req.method, rest) {
        (&Method::POST, []) => {
            refuse(limits::check_message(&req.body, req.uploads.len(), MessageKind::Create))?;
            validate(Route::WebhookExecute, &req.body)?;
            let files = world.attachments(&req.uploads);
            let message = match (thinking, original) {
                // After a defer, the first follow-up replaces the "thinking" message.
                (true, Some(original)) => {
                    let mut body = req.body.clone();
                    let keep = world.messages[&original].flags & 64;
                    body["flags"] = json!(body["flags"].as_u64().unwrap_or(0) & !128 | keep);
                    world.edit_message(original, &body, files);
                    world.interactions.get_mut(&id).expect("exists").deferred_thinking = false;
                    original
                }
                _ => {
                    let ephemeral = req.body["flags"].as_u64().is_some_and(|f| f & 64 != 0);
                    let message = world.create_message(channel, &req.body, files, ephemeral, Some(id));
                    world.interactions.get_mut(&id).expect("exists").followups.push(message);
                    message
                }
            };
            Ok(Reply::json(world.message_json(&world.messages[&message])))
        }
        (&Method::GET, ["messages", mid]) => {
            let message = target(mid)?;
            Ok(Reply::json(world.message_json(&world.messages[&message])))
        }
        (&Method::PATCH, ["messages", mid]) => {
            let message = target(mid)?;
            refuse(limits::check_message(&req.body, req.uploads.len(), MessageKind::Edit))?;
            validate(Route::WebhookMessageEdit, &req.body)?;
            let files = world.attachments(&req.uploads);
            let mut body = req.body.clone();
            if thinking && Some(message) == original {
                let keep = world.messages[&message].flags & 64;
                body["flags"] = json!(body["flags"].as_u64().unwrap_or(0) & !128 | keep);
                world.interactions.get_mut(&id).expect("exists").deferred_thinking = false;
            }
            world.edit_message(message, &body, files);
            Ok(Reply::json(world.message_json(&world.messages[&message])))
        }
        (&Method::DELETE, ["messages", mid]) => {
            let message = target(mid)?;
            if let Some(m) = world.messages.get_mut(&message) {
                m.deleted = true;
            }
            Ok(Reply::no_content())
        }
        _ => Err(unknown_route(req)),
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use crate::world::{AckState, Interaction};
    use crate::{Double, InteractionId};

    /// Discord times an answer by when it arrives: a request the double
    /// is slow to get to (its world busy with another) is not late for it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_answer_is_timed_by_its_arrival_not_by_the_doubles_own_wait() {
        let double = Double::start().await.expect("double starts");
        let guild = double.add_guild("Tavola test");
        let channel = double.add_channel(guild, "games");
        let user = double.add_user("alice");
        double.add_member(guild, user);
        let id = InteractionId(double.run(|world| world.next_id()));
        let token = format!("tok-{id}");
        double.run(|world| {
            let interaction = Interaction {
                token: token.clone(),
                kind: 2,
                user,
                channel,
                created: world.now(),
                sent: None,
                answered_at: None,
                state: AckState::Pending,
                response: None,
                original: None,
                deferred_thinking: false,
                deferred_update: None,
                followups: Vec::new(),
                payload: serde_json::json!({}),
            };
            world.interactions.insert(id, interaction);
        });
        let busy = {
            let double = double.clone();
            std::thread::spawn(move || double.run(|_| std::thread::sleep(Duration::from_millis(600))))
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        let http =
            serenity::http::HttpBuilder::new("fake-token").proxy(double.api_base()).ratelimiter_disabled(true).build();
        let sent = Instant::now();
        let answer = serde_json::json!({"type": 4, "data": {"content": "hi", "flags": 64}});
        http.create_interaction_response(serenity::all::InteractionId::new(id.0), &token, &answer, Vec::new())
            .await
            .expect("the answer is taken");
        busy.join().expect("the busy thread");
        assert!(sent.elapsed() >= Duration::from_millis(400), "the double was busy while the answer waited");
        let timed = double.response_time(id).expect("answered");
        assert!(timed < Duration::from_millis(300), "timed from its arrival, not the double's: {timed:?}");
    }
}
