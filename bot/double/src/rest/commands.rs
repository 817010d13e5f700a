//! Application info and command registration (`/applications/...`).

use axum::http::Method;
use serde_json::{json, Value};

use super::{refuse, snowflake, unknown_route, validate, Incoming, Outcome, Reply};
use crate::ids::GuildId;
use crate::limits::check_commands;
use crate::schema::Route;
use crate::world::World;

/// `GET /oauth2/applications/@me` (poise's owner lookup) and `/applications/@me`.
pub(super) fn application_info(world: &World) -> Reply {
    Reply::json(json!({
        "id": world.bot.to_json(), "name": "Tavola", "icon": null, "description": "Board games",
        "bot_public": true, "bot_require_code_grant": false, "verify_key": "00", "flags": 0,
        "owner": world.user_json(world.bot), "team": null,
    }))
}

/// `/applications/{app}/commands` and `/applications/{app}/guilds/{g}/commands`.
pub(super) fn route(world: &mut World, req: &Incoming, app: &str, rest: &[&str]) -> Outcome {
    if rest == ["@me"] && req.method == Method::GET {
        return Ok(application_info(world));
    }
    if snowflake(app) != Some(world.bot.0) {
        return Err(Reply::error(404, 10002, "Unknown Application"));
    }
    let guild = match rest {
        ["commands", ..] => None,
        ["guilds", g, "commands", ..] => {
            let id = snowflake(g).map(GuildId).filter(|g| world.guilds.contains_key(g));
            Some(id.ok_or_else(|| Reply::error(404, 10004, "Unknown Guild"))?)
        }
        _ => return Err(unknown_route(req)),
    };
    let tail = if guild.is_some() { &rest[3..] } else { &rest[1..] };
    match (&req.method, tail) {
        (&Method::PUT, []) => overwrite(world, req, guild),
        (&Method::GET, []) => Ok(Reply::json(Value::Array(commands(world, guild).clone()))),
        (&Method::POST, []) => create(world, req, guild),
        (&Method::DELETE, [id]) => {
            let list = commands(world, guild);
            let before = list.len();
            list.retain(|c| c["id"].as_str() != Some(id));
            if list.len() == before {
                return Err(Reply::error(404, 10063, "Unknown application command"));
            }
            Ok(Reply::no_content())
        }
        _ => Err(unknown_route(req)),
    }
}

fn commands(world: &mut World, guild: Option<GuildId>) -> &mut Vec<Value> {
    match guild {
        Some(g) => world.guild_commands.entry(g).or_default(),
        None => &mut world.global_commands,
    }
}

/// Turns a request body's command into the stored command (ids added).
pub(crate) fn stored(world: &mut World, command: &Value, guild: Option<GuildId>, existing: &[Value]) -> Value {
    let mut stored = command.clone();
    let same = existing.iter().find(|c| c["name"] == command["name"] && c["type"] == command["type"]);
    let id = match same.and_then(|c| c["id"].as_str()) {
        Some(id) => id.to_string(),
        None => world.next_id().to_string(),
    };
    stored["id"] = json!(id);
    stored["application_id"] = world.bot.to_json();
    stored["version"] = json!(world.next_id().to_string());
    if stored["type"].is_null() {
        stored["type"] = json!(1);
    }
    if stored["description"].is_null() {
        stored["description"] = json!("");
    }
    if let Some(g) = guild {
        stored["guild_id"] = g.to_json();
    }
    stored
}

fn overwrite(world: &mut World, req: &Incoming, guild: Option<GuildId>) -> Outcome {
    let route = if guild.is_some() { Route::GuildCommandsOverwrite } else { Route::ApplicationCommandsOverwrite };
    validate(route, &req.body)?;
    let list = req.body.as_array().cloned().unwrap_or_default();
    refuse(check_commands(&list, guild.is_none()))?;
    let existing = commands(world, guild).clone();
    let new: Vec<Value> = list.iter().map(|c| stored(world, c, guild, &existing)).collect();
    *commands(world, guild) = new.clone();
    Ok(Reply::json(Value::Array(new)))
}

fn create(world: &mut World, req: &Incoming, guild: Option<GuildId>) -> Outcome {
    let route = if guild.is_some() { Route::GuildCommandCreate } else { Route::ApplicationCommandCreate };
    validate(route, &req.body)?;
    let mut list = commands(world, guild).clone();
    let command = stored(world, &req.body, guild, &list);
    list.retain(|c| c["id"] != command["id"]);
    list.push(command.clone());
    refuse(check_commands(&list, guild.is_none()))?;
    *commands(world, guild) = list;
    Ok(Reply::json(command))
}
