//! The pages in a real browser (headless Chromium, `tests/support`), at a
//! phone's width (390 px) and a desktop's (1280 px): the board is there and
//! fits the window, the replay's slider, buttons and arrow keys move the
//! board, a move appears live without a reload, tapping a board part shows
//! its details, hostile names run nothing, and the console stays clean.
//! Screenshots of every page at both widths are written to
//! `target/web-screens/` (or `TAVOLA_WEB_SCREENS`) for a person to look
//! at, as JPEG: `scripts/docs-pictures` copies the docs' from there.

mod common;
mod support;

use std::path::PathBuf;
use std::time::Duration;

use common::*;
use support::chromium::{Browser, Page};
use tavola_engine::GameKind;

const WIDTHS: [(u32, u32); 2] = [(390, 844), (1280, 800)];

fn screens() -> PathBuf {
    let dir = std::env::var_os("TAVOLA_WEB_SCREENS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/web-screens"));
    std::fs::create_dir_all(&dir).expect("a folder for the screenshots");
    dir
}

fn open_limits() -> tavola_web::Limits {
    tavola_web::Limits { per_second: 1000.0, burst: 1000.0, ..Default::default() }
}

/// The board is drawn and fits the window's width.
async fn board_fits(page: &Page, width: u32, context: &str) {
    let fit = page
        .eval(
            "(() => { const b = document.querySelector('.board-svg, .chart-svg').getBoundingClientRect(); \
             return [b.width, b.height, window.innerWidth, document.documentElement.scrollWidth]; })()",
        )
        .await;
    let [w, h, inner, scroll] = [0, 1, 2, 3].map(|i| fit[i].as_f64().unwrap_or(0.0));
    assert_eq!(inner, f64::from(width), "{context}: the window");
    assert!(w > 0.0 && h > 0.0, "{context}: the board is drawn ({w}x{h})");
    assert!(w <= inner && scroll <= inner + 1.0, "{context}: nothing wider than the window ({w}, {scroll} > {inner})");
    assert!(w >= inner * 0.5, "{context}: the board takes the width ({w} of {inner})");
}

fn clean(page: &Page, context: &str) {
    assert_eq!(page.console_errors(), Vec::<String>::new(), "{context}: console errors");
    assert_eq!(page.dialogs(), 0, "{context}: a dialog opened");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_reads_at_a_phones_width_and_a_desktops() {
    let Some(browser) = Browser::launch().await else { return };
    let (table, _dir) = table("browser").await;
    let addr = serve(table.clone(), open_limits()).await;
    let base = format!("http://{addr}");
    let dragon = started(&table, 1, GameKind::YearOfTheDragon, 4, &HOSTILE).await;
    play(&table, dragon, 60, 3).await;
    let over = started(&table, 2, GameKind::GreatWall, 3, &["Anna", "Bruno"]).await;
    play(&table, over, 100_000, 4).await;
    let (dragon, over) = (token(&table, dragon).await, token(&table, over).await);
    for (width, height) in WIDTHS {
        for (name, path) in [
            ("game", format!("/g/{dragon}")),
            ("replay", format!("/g/{dragon}/replay/12")),
            ("results", format!("/g/{over}/results")),
            ("finished", format!("/g/{over}")),
        ] {
            let context = format!("{name} at {width} px");
            let page = browser.open(&format!("{base}{path}"), width, height).await;
            board_fits(&page, width, &context).await;
            page.screenshot(&screens().join(format!("{name}-{width}.jpg"))).await;
            clean(&page, &context);
        }
    }
    // Hostile names are shown as typed, and ran nothing.
    let page = browser.open(&format!("{base}/g/{dragon}"), 1280, 800).await;
    let text = page.eval("document.body.innerText").await;
    for name in HOSTILE {
        assert!(text.as_str().unwrap_or_default().contains(name), "{name} is shown as text");
    }
    let injected = page.eval("document.querySelectorAll('script:not([src]), img, iframe, object').length").await;
    assert_eq!(injected, 0, "nothing a name carried became an element");
    clean(&page, "hostile names");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_steps_by_slider_buttons_and_keys_and_names_its_step() {
    let Some(browser) = Browser::launch().await else { return };
    let (table, _dir) = table("browser-replay").await;
    let addr = serve(table.clone(), open_limits()).await;
    let id = started(&table, 1, GameKind::Ming, 3, &["Anna", "Bruno"]).await;
    play(&table, id, 80, 5).await;
    let token = token(&table, id).await;
    for (width, height) in WIDTHS {
        let page = browser.open(&format!("http://{addr}/g/{token}/replay/5"), width, height).await;
        let board = "document.querySelector('#board').innerHTML";
        let before = page.eval(board).await;
        page.key("ArrowRight").await;
        assert!(page.wait_for("document.querySelector('main').dataset.step === '6'", Duration::from_secs(3)).await);
        assert!(page.eval("location.pathname").await.as_str().unwrap_or_default().ends_with("/replay/6"));
        page.key("Home").await;
        assert!(page.wait_for("document.querySelector('main').dataset.step === '0'", Duration::from_secs(3)).await);
        assert_ne!(page.eval(board).await, before, "the board moved");
        // The slider: set as a hand would, then let go.
        page.eval(
            "(() => { const s = document.getElementById('slider'); s.value = 9; \
             s.dispatchEvent(new Event('input', {bubbles: true})); s.dispatchEvent(new Event('change', {bubbles: true})); })()",
        )
        .await;
        assert!(page.wait_for("document.querySelector('main').dataset.step === '9'", Duration::from_secs(3)).await);
        // The ▶ button, tapped on a phone, clicked on a desktop.
        let next = "a.step[href$='/replay/10']";
        if width <= 480 {
            page.tap(next).await;
        } else {
            page.click(next).await;
        }
        assert!(page.wait_for("document.querySelector('main').dataset.step === '10'", Duration::from_secs(3)).await);
        // A shared link opens at its step.
        let shared = browser.open(&format!("http://{addr}/g/{token}/replay/10"), width, height).await;
        assert_eq!(shared.eval("document.querySelector('main').dataset.step").await, "10");
        clean(&page, &format!("replay at {width} px"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_appears_without_a_reload_and_a_tap_shows_a_parts_details() {
    let Some(browser) = Browser::launch().await else { return };
    let (table, _dir) = table("browser-live").await;
    let addr = serve(table.clone(), open_limits()).await;
    let id = started(&table, 1, GameKind::YearOfTheDragon, 3, &["Anna", "Bruno"]).await;
    play(&table, id, 40, 8).await;
    let token = token(&table, id).await;
    for (width, height) in WIDTHS {
        let page = browser.open(&format!("http://{addr}/g/{token}"), width, height).await;
        page.eval("document.body.dataset.before = 'kept'").await;
        let version = page.eval("document.querySelector('main').dataset.version").await;
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(u64::from(width));
        assert!(step(&table, id, &mut rng).await);
        publish(&table, id).await;
        let changed = format!("document.querySelector('main').dataset.version !== {version}");
        assert!(page.wait_for(&changed, Duration::from_secs(3)).await, "the move appeared within 3 s at {width} px");
        assert_eq!(page.eval("document.body.dataset.before").await, "kept", "without a reload");
        // A palace's persons, on tap (phone) or click (desktop).
        let part = ".tv-detail";
        assert!(page.eval("document.querySelectorAll('.tv-detail').length").await.as_u64().unwrap_or(0) > 0);
        if width <= 480 {
            page.tap(part).await;
        } else {
            page.hover(part).await;
            page.click(part).await;
        }
        let shown = "(document.getElementById('detail') || {}).innerText";
        assert!(
            page.wait_for(&format!("({shown} || '').length > 0"), Duration::from_secs(2)).await,
            "details at {width} px"
        );
        let expected =
            page.eval("document.querySelector('.tv-detail').getAttribute('data-detail').split('\\n')[0]").await;
        let detail = page.eval(shown).await;
        assert!(
            detail.as_str().unwrap_or_default().contains(expected.as_str().unwrap_or("?")),
            "{detail} / {expected}"
        );
        page.screenshot(&screens().join(format!("details-{width}.jpg"))).await;
        clean(&page, &format!("live at {width} px"));
    }
}
