//! The `tavola` binary's library: the offline tools (the engine protocol,
//! the simulator, the arena, the analysis and ratings). The bot itself is `tavola-discord` over `tavola-table`
//! (docs/architecture.md); this crate only wires them to the command line.

pub mod analyze;
pub mod arena;
pub mod cli;
pub mod doctor;
pub mod exporter;
pub mod migrate_store;
pub mod protocol;
pub mod ratings;
pub mod simulate;
