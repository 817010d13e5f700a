//! The web table: every game's page, replay and results, read-only, at an
//! unguessable link, served beside the Discord adapter from the same
//! [`Table`](tavola_table::Table). It reads public views and public events
//! only.
