// Tavola's web table: follows a game live, steps a replay in place, and
// shows a board part's details on tap. No framework, no other site.
"use strict";

(function () {
  const parser = new DOMParser();

  // Fetches `url` and swaps in its #live part and its heading's line.
  async function swap(url) {
    const answer = await fetch(url, { headers: { Accept: "text/html" }, cache: "no-store" });
    if (!answer.ok) return false;
    const next = parser.parseFromString(await answer.text(), "text/html");
    const live = document.getElementById("live");
    const fresh = next.getElementById("live");
    if (!live || !fresh) return false;
    const hadSlider = document.activeElement && document.activeElement.id === "slider";
    live.replaceWith(document.importNode(fresh, true));
    for (const selector of [".top .where", "title"]) {
      const here = document.querySelector(selector);
      const there = next.querySelector(selector);
      if (here && there) here.textContent = there.textContent;
    }
    const main = document.querySelector("main");
    const nextMain = next.querySelector("main");
    if (main && nextMain) {
      for (const key of ["version", "step"]) {
        if (nextMain.dataset[key] !== undefined) main.dataset[key] = nextMain.dataset[key];
      }
    }
    localTimes();
    if (hadSlider) {
      const slider = document.getElementById("slider");
      if (slider) slider.focus();
    }
    return true;
  }

  // A game's page: when the channel's board changes, so does the page.
  function follow() {
    const main = document.querySelector("main[data-live]");
    if (!main || !window.EventSource) return;
    const source = new EventSource(main.dataset.live);
    // The newest stamp heard; one fetch at a time, the page's own stamp
    // changes only once its new part is in.
    let wanted = main.dataset.version;
    let fetching = false;
    const catchUp = async () => {
      if (fetching) return;
      fetching = true;
      try {
        while (wanted !== main.dataset.version) {
          const before = main.dataset.version;
          if (!(await swap(location.href)) || main.dataset.version === before) break;
        }
      } finally {
        fetching = false;
      }
    };
    source.addEventListener("stamp", (event) => {
      wanted = event.data;
      catchUp();
    });
  }

  // A replay: the slider, the step links and the arrow keys.
  function replay() {
    const main = document.querySelector("main.replay");
    if (!main) return;
    const go = async (step) => {
      const last = Number(main.dataset.last);
      step = Math.max(0, Math.min(last, step));
      if (String(step) === main.dataset.step) return;
      const slider = document.getElementById("slider");
      const url = slider.dataset.base + "/" + step;
      if (await swap(url)) history.replaceState(null, "", url);
    };
    document.addEventListener("change", (event) => {
      if (event.target.id === "slider") go(Number(event.target.value));
    });
    document.addEventListener("click", (event) => {
      const link = event.target.closest("a.step");
      if (!link) return;
      event.preventDefault();
      go(Number(link.getAttribute("href").split("/").pop()));
    });
    document.addEventListener("keydown", (event) => {
      if (event.target.id === "slider" || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = Number(main.dataset.step);
      const moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: Number(main.dataset.last) };
      if (event.key in moves) {
        event.preventDefault();
        go(moves[event.key]);
      }
    });
  }

  // A board part's details: a tooltip on hover (the SVG's own title), and
  // on tap or Enter a box under the board that a phone can read.
  function details() {
    const show = (part) => {
      const figure = part.closest("figure");
      if (!figure) return;
      let box = document.getElementById("detail");
      if (!box) {
        box = document.createElement("div");
        box.id = "detail";
        box.className = "detail";
        box.setAttribute("role", "status");
      }
      figure.after(box);
      box.textContent = "";
      for (const line of (part.getAttribute("data-detail") || "").split("\n")) {
        const p = document.createElement("p");
        p.textContent = line;
        box.appendChild(p);
      }
      for (const other of document.querySelectorAll(".tv-detail.picked")) other.classList.remove("picked");
      part.classList.add("picked");
    };
    document.addEventListener("click", (event) => {
      const part = event.target.closest && event.target.closest(".tv-detail");
      if (part) show(part);
    });
    document.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && event.target.classList && event.target.classList.contains("tv-detail")) show(event.target);
    });
  }

  // Deadlines in the reader's own time zone.
  function localTimes() {
    for (const time of document.querySelectorAll("time[data-local]")) {
      const at = new Date(time.getAttribute("datetime"));
      if (!isNaN(at)) time.textContent = at.toLocaleString(document.documentElement.lang, { dateStyle: "medium", timeStyle: "short" });
    }
  }

  localTimes();
  follow();
  replay();
  details();
})();
