//! A player's hint, from the Hint button of their panel or `/game hint`:
//! counted under the session's lock, thought off it under the house
//! players' permits at the `normal` level (at most 3 s), answered
//! privately. The answer is slow to come, so it goes out after the
//! interaction's deferral ([`crate::answer`]).

use crate::context::{Data, Error};
use crate::i18n::Tr;
use crate::render::hint::hint_panel as render;
use crate::render::panel::Panel;
use tavola_table::record::SessionId;
use tavola_table::session::Refusal;

/// The hint for `user` in `session`, as a private panel.
///
/// # Errors
/// Hints are off, the user owes no decision, or the store fails.
pub async fn hint_panel(data: &Data, session: SessionId, user: u64, tr: &Tr) -> Result<Panel, Error> {
    let seen = data.table.hint(session, user).await?;
    let record = seen.record.clone();
    let budget = data.table.defaults().house_budget;
    let hint = data.house.hint(seen, budget).await.ok_or(Refusal::Forged)?;
    Ok(render(&record, &hint, tr))
}
