// Boot: register the service worker, then start PyScript with the local Pyodide and the
// app's Python. The page's first script (web/shell/first.js, inline in index.html) has
// already picked the language and the screen (the start screen drawn ahead, or the loading
// screen) and, on a first visit, asked for the runtime's files: this shows their bytes
// coming in. The sentences come from the translation catalogues (built into the page).
const root = document.documentElement;
const text = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");
const texts = JSON.parse(document.getElementById("boot-text").textContent);
const early = window.potionsEarly;

if (root.lang !== "en") document.querySelector('link[rel="manifest"]').href = `./manifest-${root.lang}.webmanifest`;

let phase = "opening";
let percent = 5;

// The loading screen's line (under the start screen, or on its own for a link): megabytes
// of the runtime's files come in, while they are coming on a first visit; otherwise the
// boot's phases.
function draw() {
  if (document.documentElement.dataset.ready === "1") return;
  const lang = texts[root.lang] ? root.lang : "en"; // the start screen may change it
  const bytes = early && early.progress();
  let line = texts[lang][phase];
  if (bytes && !bytes.all && phase !== "brewing") {
    const mb = (n) => (n / 1e6).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    line = texts[lang][early.pending() ? "waiting" : "progress"]
      .replace("{done}", mb(bytes.done))
      .replace("{total}", mb(bytes.total));
    percent = Math.max(percent, Math.min(95, (100 * bytes.done) / bytes.total));
  }
  if (text.textContent !== line) text.textContent = line;
  bar.value = percent;
}

function say(key, value) {
  phase = key;
  percent = Math.max(percent, value);
  draw();
}

// Offline play. The service worker takes over the page without downloading anything on a
// first visit, keeps each file the boot fetches (the page keeps those it asked for itself),
// and once the app is ready is asked to fetch the rest. <html data-offline="1"> says every
// file of this version is in its cache.
function register() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("./service-worker.js").catch((error) => {
    console.warn("Offline mode unavailable:", error);
  });
}

function completeLater() {
  if (!("serviceWorker" in navigator)) return;
  const ask = () => {
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (!event.data || !("offline" in event.data)) return;
      if (event.data.offline) document.documentElement.dataset.offline = "1";
      else console.warn("Offline mode incomplete:", event.data.error);
    });
    // (once this page's own copies of the files it asked for are in the cache)
    Promise.resolve(early && early.stored())
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active.postMessage("complete"));
  };
  const ready = () => document.documentElement.dataset.ready === "1";
  if (ready()) { ask(); return; }
  const watch = new MutationObserver(() => {
    if (!ready()) return;
    watch.disconnect();
    ask();
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-ready"] });
}

async function boot() {
  say("opening", 5);
  const ticking = setInterval(draw, 250);
  if (early) early.onPending(draw);
  register();
  completeLater();
  say("loading", 10);
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = "./vendor/pyscript/core.css";
  document.head.append(css);
  const script = document.createElement("script");
  script.type = "py";
  // The app's Python is written into the interpreter's files as it starts (snapshot.mjs):
  // its entry is imported from there, nothing more is fetched.
  script.textContent = "import web.main\n";
  script.setAttribute("config", JSON.stringify({ interpreter: "./web/shell/pyodide-page.mjs" }));
  document.body.append(script);
  import("./shell/sound.js").then((sound) => { window.potionsSound = sound; });
  // Online play's transport, imported only when a room is used (never for a local game).
  window.potionsRoom = () => import("./online/room.mjs");
  const patch = await import("./shell/morph.js");
  window.potionsParse = patch.parse;
  window.potionsPatch = patch.patch;
  window.potionsClicks = await import("./shell/clicks.js");
  snapshotLater();
  const slow = setTimeout(() => say("rules", 75), 900);
  addEventListener("py:ready", () => { clearTimeout(slow); say("brewing", 90); }, { once: true });
  new MutationObserver((_, watch) => {
    if (root.dataset.ready !== "1") return;
    clearInterval(ticking);
    watch.disconnect();
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  await import("../vendor/pyscript/core.js");
}

// Once the app is ready, and if this boot did not come from a snapshot, make one in the
// background for the next boots (a few seconds later, so as not to slow the first clicks).
function snapshotLater() {
  const made = () => {
    if (document.documentElement.dataset.ready !== "1") return false;
    if (!window.potionsBoot || window.potionsBoot.restored || !("caches" in window)) return true;
    // (not in a tab whose page failed on a snapshot: pyodide-page.mjs)
    if (failedOnSnapshot()) return true;
    // Browser tests start hundreds of fresh browsers: they make snapshots only when asked.
    if (navigator.webdriver && localStorage.getItem("potions:snapshots") !== "on") return true;
    setTimeout(() => {
      const worker = new Worker("./web/shell/snapshot-worker.mjs", { type: "module" });
      worker.onmessage = (event) => {
        window.potionsSnapshot = event.data;
        worker.terminate();
      };
      worker.onerror = (event) => {
        window.potionsSnapshot = { kept: false, error: String(event.message) };
        worker.terminate();
      };
    }, 3000);
    return true;
  };
  const watch = new MutationObserver(() => { if (made()) watch.disconnect(); });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-ready"] });
}

function failedOnSnapshot() {
  try {
    return sessionStorage.getItem("potions:snapshot-failed") === "1";
  } catch (error) {
    return false;
  }
}

boot();
