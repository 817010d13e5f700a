//! The headless-Chromium driver's own test (tests/support/chromium.rs),
//! against a small page served on `127.0.0.1:0`: every action reaches the
//! page, every kind of error is seen, the viewport is the one asked for.
//! Skips when no chromium is installed (fails instead on CI).

mod support;

use std::path::{Path, PathBuf};
use std::time::Duration;

use axum::http::header::CONTENT_SECURITY_POLICY;
use axum::response::Html;
use axum::routing::get;
use axum::Router;
use serde_json::json;
use support::chromium::Browser;

const PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>driver</title></head>
<body>
<button id="change" onclick="document.getElementById('out').textContent = 'clicked'">change</button>
<p id="out">waiting</p>
<p id="keys"></p>
<span id="tip" title="a tip" onmouseenter="this.dataset.hovered = 'yes'">hover me</span>
<button id="touch" ontouchstart="this.dataset.touched = 'yes'" onclick="this.dataset.clicked = 'yes'">tap</button>
<button id="alert" onclick="alert(1)">alert</button>
<button id="boom" onclick="undefinedFunction()">boom</button>
<div style="height: 2000px"></div>
<p id="bottom">the end</p>
<script>
document.addEventListener('keydown', e => { document.getElementById('keys').textContent += e.key + ' '; });
</script>
</body></html>"#;

/// Served with `default-src 'self'`: its inline script is a CSP violation,
/// its image a failed load.
const STRICT_PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body><script>document.title = 'inline ran';</script><img src="/missing.png" alt=""></body></html>"#;

/// Serves [`PAGE`] at `/` and [`STRICT_PAGE`] at `/strict`; gives the base URL.
async fn serve() -> String {
    let router = Router::new()
        .route("/", get(|| async { Html(PAGE) }))
        .route("/strict", get(|| async { ([(CONTENT_SECURITY_POLICY, "default-src 'self'")], Html(STRICT_PAGE)) }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{address}")
}

/// The pixel width of the PNG at `path`, after checking it is a PNG.
fn png_width(path: &Path) -> u32 {
    let png = std::fs::read(path).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{} is not a PNG", path.display());
    u32::from_be_bytes(png[16..20].try_into().unwrap())
}

fn screenshot_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("chromium_driver").join(name)
}

#[tokio::test]
async fn a_desktop_page_answers_the_mouse_and_the_keyboard() {
    let Some(browser) = Browser::launch().await else { return };
    let url = serve().await;
    let page = browser.open(&url, 1280, 800).await;

    assert_eq!(page.eval("window.innerWidth").await, json!(1280));
    assert_eq!(page.eval("Promise.resolve(1 + 2)").await, json!(3));
    assert_eq!(page.eval("undefined").await, json!(null));
    assert!(!page.wait_for("document.title == 'never'", Duration::from_millis(120)).await);
    assert_eq!(page.console_errors(), Vec::<String>::new());

    // Input events are handled by the time their command returns.
    page.click("#change").await;
    assert_eq!(page.eval("document.getElementById('out').textContent").await, json!("clicked"));
    page.key("ArrowRight").await;
    page.key("Home").await;
    assert_eq!(page.eval("document.getElementById('keys').textContent").await, json!("ArrowRight Home "));
    page.hover("#tip").await;
    assert_eq!(page.eval("document.getElementById('tip').dataset.hovered").await, json!("yes"));
    assert_eq!(page.eval("document.querySelector('#tip:hover') != null").await, json!(true));

    page.click("#alert").await;
    assert_eq!(page.dialogs(), 1);
    page.click("#boom").await;
    assert!(page.wait_for("true", Duration::from_secs(1)).await, "the page answers after a dismissed alert");
    let errors = page.console_errors();
    assert!(errors.len() == 1 && errors[0].contains("undefinedFunction"), "{errors:?}");

    // Scrolled into view first: the click reaches an element below the fold.
    page.click("#bottom").await;
    assert!(page.eval("window.scrollY").await.as_f64() > Some(0.0));

    let shot = screenshot_path("desktop.png");
    page.screenshot(&shot).await;
    assert_eq!(png_width(&shot), 1280);
    assert_eq!(page.eval("[window.innerWidth, window.innerHeight]").await, json!([1280, 800]), "as before the shot");

    page.goto(&format!("{url}/#again")).await;
    assert_eq!(page.eval("location.hash").await, json!("#again"));
}

#[tokio::test]
async fn a_phone_page_answers_taps_and_reports_what_went_wrong() {
    let Some(browser) = Browser::launch().await else { return };
    let url = serve().await;
    let page = browser.open(&url, 390, 844).await;

    assert_eq!(page.eval("[window.innerWidth, window.innerHeight]").await, json!([390, 844]));
    assert_eq!(page.eval("matchMedia('(pointer: coarse)').matches").await, json!(true));
    page.tap("#touch").await;
    let touched = "document.getElementById('touch').dataset.touched == 'yes' \
                   && document.getElementById('touch').dataset.clicked == 'yes'";
    assert!(page.wait_for(touched, Duration::from_secs(2)).await, "a tap touches, then clicks");

    let shot = screenshot_path("phone.png");
    page.screenshot(&shot).await;
    assert_eq!(png_width(&shot), 390);
    assert_eq!(page.eval("[window.innerWidth, window.innerHeight]").await, json!([390, 844]), "as before the shot");

    page.goto(&format!("{url}/strict")).await;
    assert_eq!(page.eval("document.title").await, json!(""), "the inline script was blocked");
    let errors = page.console_errors();
    assert!(errors.iter().any(|e| e.contains("Content Security Policy")), "{errors:?}");
    assert!(errors.iter().any(|e| e.contains("404") && e.contains("/missing.png")), "{errors:?}");
    assert_eq!(page.dialogs(), 0);

    // A JS exception in `eval` panics with its text.
    let thrown = tokio::spawn(async move { page.eval("throw new Error('nope')").await }).await.unwrap_err();
    let message = thrown.into_panic();
    let message = message.downcast_ref::<String>().map(String::as_str).unwrap_or("");
    assert!(message.contains("Error: nope"), "{message}");
}
