// Boot: make the service worker control the page (quick, even on a first visit: see
// service-worker.js), then start PyScript with the local Pyodide and our wheel.
// The loading screen's sentences come from the translation catalogues (built into the page).
const text = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");
const texts = JSON.parse(document.getElementById("boot-text").textContent);

function language() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && texts[asked]) return asked;
  try {
    const chosen = JSON.parse(localStorage.getItem("potions:settings") || "{}").lang;
    if (texts[chosen]) return chosen;
  } catch (error) { /* damaged settings: the browser's language */ }
  const browser = (navigator.language || "en").slice(0, 2).toLowerCase();
  return texts[browser] ? browser : "en";
}

const lang = language();
document.documentElement.lang = lang;
if (lang !== "en") document.querySelector('link[rel="manifest"]').href = `./manifest-${lang}.webmanifest`;
const say = (key, value) => { text.textContent = texts[lang][key]; bar.value = value; };

// Offline play. The service worker takes control first (a first visit's worker installs
// without downloading anything, so this is quick) and keeps every file the boot fetches;
// once the app is ready it is asked to fetch the rest. <html data-offline="1"> says every
// file of this version is in its cache.
async function controlledByWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("./service-worker.js");
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
      setTimeout(resolve, 5000);
    });
  } catch (error) {
    console.warn("Offline mode unavailable:", error);
  }
}

function completeLater() {
  if (!("serviceWorker" in navigator)) return;
  const ask = () => {
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (!event.data || !("offline" in event.data)) return;
      if (event.data.offline) document.documentElement.dataset.offline = "1";
      else console.warn("Offline mode incomplete:", event.data.error);
    });
    navigator.serviceWorker.ready.then((registration) => registration.active.postMessage("complete"));
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
  await controlledByWorker();
  completeLater();
  say("loading", 45);
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = "./vendor/pyscript/core.css";
  document.head.append(css);
  const script = document.createElement("script");
  script.type = "py";
  script.src = "./web/main.py";
  script.setAttribute("config", "./pyscript.json");
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
  await import("../vendor/pyscript/core.js");
}

// Once the app is ready, and if this boot did not come from a snapshot, make one in the
// background for the next boots (a few seconds later, so as not to slow the first clicks).
function snapshotLater() {
  const made = () => {
    if (document.documentElement.dataset.ready !== "1") return false;
    if (!window.potionsBoot || window.potionsBoot.restored || !("caches" in window)) return true;
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

boot();
