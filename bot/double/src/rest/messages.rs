//! Channels (`GET /channels/{c}`), channel and DM messages
//! (`/channels/{c}/messages[/{m}]`) and DM channel creation (`POST /users/@me/channels`).

use axum::http::Method;
use serde_json::Value;

use super::{refuse, snowflake, unknown_route, validate, Incoming, Outcome, Reply};
use crate::ids::{parse_snowflake, ChannelId, MessageId, UserId};
use crate::limits::{self, MessageKind};
use crate::schema::Route;
use crate::world::{Channel, World};

/// `/channels/{channel}/messages[/{message}]`.
pub(super) fn route(world: &mut World, req: &Incoming, channel: &str, rest: &[&str]) -> Outcome {
    let channel = snowflake(channel)
        .map(ChannelId)
        .filter(|c| world.channels.contains_key(c))
        .ok_or_else(|| Reply::error(404, 10003, "Unknown Channel"))?;
    let find = |world: &World, mid: &str| -> Result<MessageId, Reply> {
        snowflake(mid)
            .map(MessageId)
            .filter(|m| world.messages.get(m).is_some_and(|m| m.channel_id == channel && !m.deleted && !m.ephemeral))
            .ok_or_else(|| Reply::error(404, 10008, "Unknown Message"))
    };
    match (&req.method, rest) {
        (&Method::POST, []) => {
            refuse(limits::check_message(&req.body, req.uploads.len(), MessageKind::Create))?;
            refuse(limits::check_create_flags(&req.body))?;
            validate(Route::MessageCreate, &req.body)?;
            if let Some(Channel::Dm { user }) = world.channels.get(&channel) {
                if world.users.get(user).is_some_and(|u| u.dms_closed) {
                    return Err(Reply::error(403, 50007, "Cannot send messages to this user"));
                }
            }
            let files = world.attachments(&req.uploads);
            let id = world.create_message(channel, &req.body, files, false, None);
            Ok(Reply::json(world.message_json(&world.messages[&id])))
        }
        (&Method::GET, []) => {
            let list: Vec<Value> = world
                .messages
                .values()
                .rev()
                .filter(|m| m.channel_id == channel && !m.deleted && !m.ephemeral)
                .take(50)
                .map(|m| world.message_json(m))
                .collect();
            Ok(Reply::json(Value::Array(list)))
        }
        (&Method::GET, [mid]) => {
            let id = find(world, mid)?;
            Ok(Reply::json(world.message_json(&world.messages[&id])))
        }
        (&Method::PATCH, [mid]) => {
            let id = find(world, mid)?;
            if world.messages[&id].author != world.bot {
                return Err(Reply::error(403, 50005, "Cannot edit a message authored by another user"));
            }
            refuse(limits::check_message(&req.body, req.uploads.len(), MessageKind::Edit))?;
            validate(Route::MessageEdit, &req.body)?;
            let files = world.attachments(&req.uploads);
            world.edit_message(id, &req.body, files);
            Ok(Reply::json(world.message_json(&world.messages[&id])))
        }
        (&Method::DELETE, [mid]) => {
            let id = find(world, mid)?;
            if let Some(m) = world.messages.get_mut(&id) {
                m.deleted = true;
            }
            Ok(Reply::no_content())
        }
        _ => Err(unknown_route(req)),
    }
}

/// `GET /channels/{channel}` (serenity's `ChannelId::to_channel` on a cache miss).
pub(super) fn get_channel(world: &World, channel: &str) -> Outcome {
    snowflake(channel)
        .and_then(|c| world.channel_json(ChannelId(c)))
        .map(Reply::json)
        .ok_or_else(|| Reply::error(404, 10003, "Unknown Channel"))
}

/// `POST /users/@me/channels {"recipient_id": …}`: the DM channel with a user.
/// Opening always works; sending to a user with closed DMs fails with 50007.
pub(super) fn open_dm(world: &mut World, req: &Incoming) -> Outcome {
    validate(Route::PrivateChannelCreate, &req.body)?;
    let user = parse_snowflake(&req.body["recipient_id"])
        .map(UserId)
        .filter(|u| world.users.contains_key(u) && *u != world.bot)
        .ok_or_else(|| Reply::error(404, 10013, "Unknown User"))?;
    let channel = world.dm_channel(user);
    Ok(Reply::json(world.channel_json(channel).expect("just created")))
}
