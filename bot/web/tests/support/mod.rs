//! Helpers shared by the web table's integration tests. Each test binary
//! includes this module with `mod support;` and uses only part of it, hence
//! the `dead_code` allowance.
//!
//! - [`chromium`]: a headless-Chromium driver for the browser tests.
#![allow(dead_code)]

pub mod chromium;
