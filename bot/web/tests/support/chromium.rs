//! A small headless-Chromium driver for the web table's browser tests, over
//! the Chrome DevTools Protocol (CDP) on one websocket.
//!
//! ```ignore
//! let Some(browser) = Browser::launch().await else { return }; // no chromium: skip
//! let page = browser.open(&url, 390, 844).await;              // a phone-sized tab, loaded
//! page.tap("#next").await;
//! assert!(page.wait_for("document.querySelector('#turn').textContent == '2'", SECOND).await);
//! page.screenshot(Path::new("target/phone.png")).await;
//! assert_eq!(page.console_errors(), Vec::<String>::new());
//! ```
//!
//! - [`Browser::launch`] starts `chromium --headless=new` on a fresh profile
//!   and connects to the websocket it announces on stderr. It gives `None`
//!   when no chromium is installed or it cannot start, so a test can skip;
//!   with `TAVOLA_REQUIRE_CHROMIUM=1` (set by `.ci/run`) it panics instead.
//!   `TAVOLA_CHROMIUM` names the binary; otherwise `chromium`,
//!   `chromium-browser`, `google-chrome-stable`, `google-chrome` on `PATH`.
//!   Dropping the [`Browser`] kills chromium's process group and removes its
//!   profile directory.
//! - [`Browser::open`] makes a tab ([`Page`]) with a viewport in CSS pixels at
//!   device scale 1; widths up to 480 emulate a phone (mobile viewport,
//!   touch). A page needs `<meta name="viewport" content="width=device-width">`
//!   for `innerWidth` to equal a phone width. Every tab is focused.
//! - [`Page`] acts like a person: `click`, `tap`, `hover` and `key` are real
//!   input events at the element's centre (after scrolling it into view),
//!   so whatever covers the element receives them. `eval` and `wait_for` read
//!   the page; `screenshot` saves a full-page PNG.
//! - A page records every console error, uncaught exception, CSP violation
//!   and failed resource load ([`Page::console_errors`]; not the browser's
//!   own `/favicon.ico` request) and dismisses every JS dialog, counting them
//!   ([`Page::dialogs`]).
//!
//! Every CDP command panics after [`COMMAND_TIMEOUT`] with its method's name,
//! so a test never hangs. The driver runs on real time: do not use it under
//! `#[tokio::test(start_paused = true)]`. One [`Browser`] belongs to the
//! runtime (the test) that launched it.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use base64::Engine as _;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::{mpsc, oneshot, Notify};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

/// How long any one CDP command, or a navigation's load, may take.
pub const COMMAND_TIMEOUT: Duration = Duration::from_secs(10);
/// How long chromium may take to announce its websocket.
const LAUNCH_TIMEOUT: Duration = Duration::from_secs(30);
/// The binaries looked for on `PATH` when `TAVOLA_CHROMIUM` is unset.
const BINARIES: [&str; 4] = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

/// A headless chromium and the CDP connection to it.
pub struct Browser {
    cdp: Arc<Cdp>,
    // Dropped after `cdp`: kills chromium and removes its profile.
    _process: Process,
}

/// One tab, attached as a flattened CDP session. Dropping it closes the tab.
pub struct Page {
    cdp: Arc<Cdp>,
    session: String,
    target: String,
    /// Width and height in CSS px.
    viewport: (u32, u32),
}

impl Browser {
    /// Starts headless chromium, or gives `None` (saying why on stderr) when
    /// none is installed or it cannot start.
    ///
    /// # Panics
    ///
    /// Instead of giving `None` when `TAVOLA_REQUIRE_CHROMIUM=1`.
    pub async fn launch() -> Option<Browser> {
        let required = std::env::var("TAVOLA_REQUIRE_CHROMIUM").is_ok_and(|v| v == "1");
        match Browser::start().await {
            Ok(browser) => Some(browser),
            Err(why) if required => panic!("TAVOLA_REQUIRE_CHROMIUM=1, but {why}"),
            Err(why) => {
                eprintln!("skipping this browser test: {why}");
                None
            }
        }
    }

    /// Runs chromium on a new profile and connects to it, or says why not.
    async fn start() -> Result<Browser, String> {
        let binary = find_binary().ok_or_else(|| {
            format!("no chromium installed (set TAVOLA_CHROMIUM, or put one of {BINARIES:?} on PATH)")
        })?;
        static LAUNCHED: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "tavola-chromium-{}-{}",
            std::process::id(),
            LAUNCHED.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let spawned = Command::new(&binary)
            .args(["--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0"])
            .args(["--no-first-run", "--no-default-browser-check", "--mute-audio"])
            .arg(format!("--user-data-dir={}", dir.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0)
            .kill_on_drop(true)
            .spawn();
        let mut process = Process { child: None, dir };
        let child = process.child.insert(spawned.map_err(|e| format!("cannot run {}: {e}", binary.display()))?);
        let stderr = child.stderr.take().expect("stderr is piped");
        let url = tokio::time::timeout(LAUNCH_TIMEOUT, devtools_url(stderr))
            .await
            .map_err(|_| format!("{} did not open its DevTools websocket within {LAUNCH_TIMEOUT:?}", binary.display()))?
            .map_err(|stderr| {
                format!("{} stopped before opening its DevTools websocket: {stderr}", binary.display())
            })?;
        let cdp = Cdp::connect(&url).await?;
        Ok(Browser { cdp, _process: process })
    }

    /// Opens a tab with a `width` x `height` viewport (CSS px, device scale 1,
    /// phone emulation for widths up to 480), navigated to `url` and loaded.
    pub async fn open(&self, url: &str, width: u32, height: u32) -> Page {
        let target = self.cdp.call(None, "Target.createTarget", json!({ "url": "about:blank" })).await;
        let target = target["targetId"].as_str().expect("Target.createTarget gives a targetId").to_owned();
        let attached =
            self.cdp.call(None, "Target.attachToTarget", json!({ "targetId": target, "flatten": true })).await;
        let session = attached["sessionId"].as_str().expect("Target.attachToTarget gives a sessionId").to_owned();
        self.cdp.state().sessions.entry(session.clone()).or_default();
        let page = Page { cdp: Arc::clone(&self.cdp), session, target, viewport: (width, height) };
        for method in ["Page.enable", "Runtime.enable", "Log.enable"] {
            page.call(method, json!({})).await;
        }
        page.call("Page.setLifecycleEventsEnabled", json!({ "enabled": true })).await;
        page.call("Emulation.setFocusEmulationEnabled", json!({ "enabled": true })).await;
        let mobile = width <= 480;
        let metrics = json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile });
        page.call("Emulation.setDeviceMetricsOverride", metrics).await;
        if mobile {
            page.call("Emulation.setTouchEmulationEnabled", json!({ "enabled": true, "maxTouchPoints": 5 })).await;
        }
        page.goto(url).await;
        page
    }
}

impl Page {
    /// Navigates to `url` and waits for its `load` event.
    ///
    /// # Panics
    ///
    /// When the navigation fails (e.g. connection refused) or does not load
    /// within [`COMMAND_TIMEOUT`].
    pub async fn goto(&self, url: &str) {
        let navigated = self.call("Page.navigate", json!({ "url": url })).await;
        if let Some(error) = navigated["errorText"].as_str() {
            panic!("navigating to {url} failed: {error}");
        }
        // A same-document navigation (a #fragment) has no loader and no load.
        let Some(loader) = navigated["loaderId"].as_str() else { return };
        let loaded =
            self.cdp.wait_until(COMMAND_TIMEOUT, |state| state.sessions[&self.session].loaded.contains(loader));
        assert!(loaded.await, "{url} did not load within {COMMAND_TIMEOUT:?}");
    }

    /// Evaluates `js` in the page (awaiting a promise) and gives its value,
    /// `Null` for `undefined`.
    ///
    /// # Panics
    ///
    /// On a JS exception, with its text.
    pub async fn eval(&self, js: &str) -> Value {
        let params = json!({ "expression": js, "awaitPromise": true, "returnByValue": true, "userGesture": true });
        let mut reply = self.call("Runtime.evaluate", params).await;
        if let Some(details) = reply.get("exceptionDetails") {
            panic!("JS exception in {js:?}: {}", exception_text(details));
        }
        reply["result"]["value"].take()
    }

    /// Polls the JS expression `js` every 50 ms until it is truthy (`true`)
    /// or `timeout` has passed (`false`).
    pub async fn wait_for(&self, js: &str, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let expression = format!("Boolean(\n{js}\n)");
        loop {
            if self.eval(&expression).await == Value::Bool(true) {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Presses and releases the left mouse button at the centre of the first
    /// element matching `selector`.
    pub async fn click(&self, selector: &str) {
        let (x, y) = self.centre(selector).await;
        self.mouse("mouseMoved", x, y).await;
        self.mouse("mousePressed", x, y).await;
        self.mouse("mouseReleased", x, y).await;
    }

    /// Touches and lifts a finger at the centre of the first element matching
    /// `selector`. The page's `click` follows as on a phone, possibly just
    /// after this returns: look for its effect with [`Page::wait_for`].
    pub async fn tap(&self, selector: &str) {
        let (x, y) = self.centre(selector).await;
        let point = json!([{ "x": x, "y": y }]);
        self.call("Input.dispatchTouchEvent", json!({ "type": "touchStart", "touchPoints": point })).await;
        self.call("Input.dispatchTouchEvent", json!({ "type": "touchEnd", "touchPoints": [] })).await;
    }

    /// Moves the mouse to the centre of the first element matching `selector`.
    pub async fn hover(&self, selector: &str) {
        let (x, y) = self.centre(selector).await;
        self.mouse("mouseMoved", x, y).await;
    }

    /// Presses and releases `key`, a DOM key name: `ArrowLeft`, `ArrowRight`,
    /// `ArrowUp`, `ArrowDown`, `Home`, `End`, `PageUp`, `PageDown`, `Enter`,
    /// `Escape`, `Tab` or `" "`.
    pub async fn key(&self, key: &str) {
        let (code, key_code, text) = match key {
            "ArrowLeft" => ("ArrowLeft", 37, None),
            "ArrowUp" => ("ArrowUp", 38, None),
            "ArrowRight" => ("ArrowRight", 39, None),
            "ArrowDown" => ("ArrowDown", 40, None),
            "Home" => ("Home", 36, None),
            "End" => ("End", 35, None),
            "PageUp" => ("PageUp", 33, None),
            "PageDown" => ("PageDown", 34, None),
            "Enter" => ("Enter", 13, Some("\r")),
            "Escape" => ("Escape", 27, None),
            "Tab" => ("Tab", 9, None),
            " " => ("Space", 32, Some(" ")),
            _ => panic!("the Chromium driver does not know the key {key:?}: add it to Page::key"),
        };
        let mut down = json!({ "type": "rawKeyDown", "key": key, "code": code, "windowsVirtualKeyCode": key_code });
        if let Some(text) = text {
            down["type"] = "keyDown".into();
            down["text"] = text.into();
        }
        self.call("Input.dispatchKeyEvent", down).await;
        let up = json!({ "type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": key_code });
        self.call("Input.dispatchKeyEvent", up).await;
    }

    /// Saves a PNG of the whole page (beyond the viewport) at `path`,
    /// creating its folder.
    pub async fn screenshot(&self, path: &Path) {
        // The whole page at the viewport's width (its content is narrower by
        // any scrollbar, which this capture does not show).
        let metrics = self.call("Page.getLayoutMetrics", json!({})).await;
        let content = &metrics["cssContentSize"];
        let width = content["width"].as_f64().unwrap_or(0.0).max(self.viewport.0.into());
        let height = content["height"].as_f64().unwrap_or(0.0).max(self.viewport.1.into());
        let clip = json!({ "x": 0, "y": 0, "width": width, "height": height, "scale": 1 });
        // A `.jpg` path gets a JPEG (a docs picture stays small), any other a PNG.
        let jpeg = path.extension().is_some_and(|e| e == "jpg");
        let params = if jpeg {
            json!({ "format": "jpeg", "quality": 55, "captureBeyondViewport": true, "clip": clip })
        } else {
            json!({ "format": "png", "captureBeyondViewport": true, "clip": clip })
        };
        let shot = self.call("Page.captureScreenshot", params).await;
        let image = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().expect("Page.captureScreenshot gives data"))
            .expect("Page.captureScreenshot gives base64");
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).unwrap_or_else(|e| panic!("cannot create {}: {e}", folder.display()));
        }
        std::fs::write(path, image).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }

    /// Every console error, uncaught exception, CSP violation and failed
    /// resource load since the tab opened, in order.
    pub fn console_errors(&self) -> Vec<String> {
        self.cdp.state().sessions[&self.session].errors.clone()
    }

    /// How many JS dialogs (`alert`, `confirm`, `prompt`) opened since the
    /// tab opened; each was dismissed.
    pub fn dialogs(&self) -> usize {
        self.cdp.state().sessions[&self.session].dialogs
    }

    /// The viewport coordinates of the centre of the first element matching
    /// `selector`, scrolled into view.
    async fn centre(&self, selector: &str) -> (f64, f64) {
        let quoted = serde_json::to_string(selector).expect("a string serializes");
        let js = format!(
            "(() => {{ const e = document.querySelector({quoted}); if (!e) return null; \
             e.scrollIntoViewIfNeeded(true); const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2, r.width * r.height]; }})()"
        );
        let found = self.eval(&js).await;
        let Some([x, y, area]) = found.as_array().and_then(|v| <[Value; 3]>::try_from(v.clone()).ok()) else {
            panic!("no element matches {selector:?}");
        };
        assert!(area.as_f64() > Some(0.0), "the element {selector:?} has no size: is it hidden?");
        (x.as_f64().unwrap_or(0.0), y.as_f64().unwrap_or(0.0))
    }

    async fn mouse(&self, kind: &str, x: f64, y: f64) {
        let (button, buttons) = if kind == "mousePressed" {
            ("left", 1)
        } else if kind == "mouseReleased" {
            ("left", 0)
        } else {
            ("none", 0)
        };
        let event = json!({ "type": kind, "x": x, "y": y, "button": button, "buttons": buttons, "clickCount": 1 });
        self.call("Input.dispatchMouseEvent", event).await;
    }

    async fn call(&self, method: &str, params: Value) -> Value {
        self.cdp.call(Some(&self.session), method, params).await
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        self.cdp.post(None, "Target.closeTarget", json!({ "targetId": self.target }));
        self.cdp.state().sessions.remove(&self.session);
    }
}

/// The connection: commands out through the writer task, replies and events
/// in through the reader task, which fills [`State`].
struct Cdp {
    out: mpsc::UnboundedSender<String>,
    next_id: AtomicU64,
    state: Mutex<State>,
    /// Woken on every event, for [`Cdp::wait_until`].
    changed: Notify,
}

#[derive(Default)]
struct State {
    pending: HashMap<u64, oneshot::Sender<Result<Value, String>>>,
    sessions: HashMap<String, Session>,
    closed: bool,
}

/// What one tab's events have told so far.
#[derive(Default)]
struct Session {
    errors: Vec<String>,
    dialogs: usize,
    /// The loaders (navigations) whose document fired `load`.
    loaded: HashSet<String>,
}

impl Cdp {
    /// Connects to chromium's websocket at `url` and starts the writer and
    /// reader tasks.
    async fn connect(url: &str) -> Result<Arc<Cdp>, String> {
        // Screenshots come back as one large message.
        let config = WebSocketConfig::default().max_message_size(None).max_frame_size(None);
        let (socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
            .await
            .map_err(|e| format!("cannot connect to chromium at {url}: {e}"))?;
        let (mut sink, mut stream) = socket.split();
        let (out, mut outgoing) = mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            while let Some(text) = outgoing.recv().await {
                if sink.send(Message::text(text)).await.is_err() {
                    break;
                }
            }
        });
        let cdp = Arc::new(Cdp { out, next_id: AtomicU64::new(1), state: Mutex::default(), changed: Notify::new() });
        let reader = Arc::clone(&cdp);
        tokio::spawn(async move {
            while let Some(Ok(message)) = stream.next().await {
                if let Message::Text(text) = message {
                    if let Ok(message) = serde_json::from_str(text.as_str()) {
                        reader.dispatch(message);
                    }
                }
            }
            let mut state = reader.state();
            state.closed = true;
            state.pending.clear(); // every waiting command now fails at once
        });
        Ok(cdp)
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Sends a command and waits for its result.
    ///
    /// # Panics
    ///
    /// When chromium answers with an error, closes, or takes longer than
    /// [`COMMAND_TIMEOUT`].
    async fn call(&self, session: Option<&str>, method: &str, params: Value) -> Value {
        let (reply, replied) = oneshot::channel();
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        {
            let mut state = self.state();
            assert!(!state.closed, "CDP {method}: chromium has closed the connection");
            state.pending.insert(id, reply);
        }
        self.send(id, session, method, params);
        match tokio::time::timeout(COMMAND_TIMEOUT, replied).await {
            Err(_) => panic!("CDP {method} got no answer within {COMMAND_TIMEOUT:?}"),
            Ok(Err(_)) => panic!("CDP {method}: chromium closed the connection"),
            Ok(Ok(Err(error))) => panic!("CDP {method} failed: {error}"),
            Ok(Ok(Ok(result))) => result,
        }
    }

    /// Sends a command whose answer nobody waits for.
    fn post(&self, session: Option<&str>, method: &str, params: Value) {
        self.send(self.next_id.fetch_add(1, Ordering::Relaxed), session, method, params);
    }

    fn send(&self, id: u64, session: Option<&str>, method: &str, params: Value) {
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = session.into();
        }
        // A closed writer shows up as a missing reply.
        let _ = self.out.send(message.to_string());
    }

    /// Waits until `done` holds of the state, re-checking after every event.
    async fn wait_until(&self, timeout: Duration, done: impl Fn(&State) -> bool) -> bool {
        let deadline = Instant::now() + timeout;
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if done(&self.state()) {
                return true;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                return false;
            }
        }
    }

    /// Routes one message from chromium: a reply to its command, or an event
    /// to its session.
    fn dispatch(&self, mut message: Value) {
        let mut state = self.state();
        if let Some(id) = message["id"].as_u64() {
            if let Some(reply) = state.pending.remove(&id) {
                let result = match message.get("error") {
                    Some(error) => Err(error.to_string()),
                    None => Ok(message["result"].take()),
                };
                let _ = reply.send(result);
            }
            return;
        }
        let (Some(session_id), Some(method)) = (message["sessionId"].as_str(), message["method"].as_str()) else {
            return;
        };
        let Some(session) = state.sessions.get_mut(session_id) else { return };
        let params = &message["params"];
        match method {
            "Runtime.consoleAPICalled" if matches!(params["type"].as_str(), Some("error" | "assert")) => {
                let args = params["args"].as_array().map(Vec::as_slice).unwrap_or_default();
                let words: Vec<String> = args.iter().map(remote_object_text).collect();
                session.errors.push(format!("console.{}: {}", params["type"].as_str().unwrap_or(""), words.join(" ")));
            }
            "Runtime.exceptionThrown" => {
                session.errors.push(format!("uncaught: {}", exception_text(&params["exceptionDetails"])));
            }
            // The browser's own guess at /favicon.ico is not the page's doing.
            "Log.entryAdded"
                if params["entry"]["level"] == "error"
                    && !params["entry"]["url"].as_str().is_some_and(|url| url.ends_with("/favicon.ico")) =>
            {
                let entry = &params["entry"];
                let mut text =
                    format!("{}: {}", entry["source"].as_str().unwrap_or("log"), entry["text"].as_str().unwrap_or(""));
                if let Some(url) = entry["url"].as_str() {
                    text += &format!(" ({url})");
                }
                session.errors.push(text);
            }
            "Page.javascriptDialogOpening" => {
                session.dialogs += 1;
                self.post(Some(session_id), "Page.handleJavaScriptDialog", json!({ "accept": false }));
            }
            "Page.lifecycleEvent" if params["name"] == "load" => {
                if let Some(loader) = params["loaderId"].as_str() {
                    session.loaded.insert(loader.to_owned());
                }
            }
            _ => return,
        }
        drop(state);
        self.changed.notify_waiters();
    }
}

/// A console argument in words: its value, else its description.
fn remote_object_text(object: &Value) -> String {
    match (&object["value"], object["description"].as_str()) {
        (Value::String(text), _) => text.clone(),
        (Value::Null, Some(description)) => description.to_owned(),
        (value, _) => value.to_string(),
    }
}

/// A CDP `ExceptionDetails` in words: the exception's description (message
/// and stack), else the details' text.
fn exception_text(details: &Value) -> String {
    let text = details["exception"]["description"].as_str().or(details["text"].as_str());
    text.unwrap_or("(no text)").to_owned()
}

/// Reads chromium's stderr up to its `DevTools listening on ws://...` line
/// and gives that URL, then drains the rest in the background (a full pipe
/// would stall chromium). Gives the stderr read so far when chromium exits
/// first.
async fn devtools_url(stderr: tokio::process::ChildStderr) -> Result<String, String> {
    let mut lines = BufReader::new(stderr).lines();
    let mut seen = Vec::new();
    while let Ok(Some(line)) = lines.next_line().await {
        if let Some(url) = line.trim().strip_prefix("DevTools listening on ") {
            tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
            return Ok(url.to_owned());
        }
        seen.push(line);
    }
    Err(seen.join("\n"))
}

fn find_binary() -> Option<PathBuf> {
    if let Some(binary) = std::env::var_os("TAVOLA_CHROMIUM") {
        return Some(PathBuf::from(binary));
    }
    let path = std::env::var_os("PATH")?;
    BINARIES.iter().find_map(|name| std::env::split_paths(&path).map(|dir| dir.join(name)).find(|file| file.is_file()))
}

/// The chromium process and its profile directory, cleaned up on drop.
struct Process {
    child: Option<Child>,
    dir: PathBuf,
}

impl Drop for Process {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            if let Some(pid) = child.id().and_then(|pid| i32::try_from(pid).ok()) {
                // SAFETY: kill(2) takes no pointers. Chromium was spawned as the
                // leader of its own process group, so -pid reaches it and every
                // helper process it started, and nothing else.
                unsafe { libc::kill(-pid, libc::SIGKILL) };
            }
            for _ in 0..100 {
                if !matches!(child.try_wait(), Ok(None)) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        // Helpers may still be writing to the profile for a moment after the kill.
        for _ in 0..20 {
            if std::fs::remove_dir_all(&self.dir).is_ok() || !self.dir.exists() {
                break;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
    }
}
