// Boot: make the service worker control the page first (so the runtime downloads once and
// is cached for offline play), then start PyScript with the local Pyodide and our wheel.
const text = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");
const step = (message, value) => { text.textContent = message; bar.value = value; };

async function controlledByWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("./service-worker.js");
    if (navigator.serviceWorker.controller) return;
    step("Storing the game for offline play…", 15);
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
      setTimeout(resolve, 60000);
    });
  } catch (error) {
    console.warn("Offline mode unavailable:", error);
  }
}

async function boot() {
  await controlledByWorker();
  step("Starting Python…", 45);
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = "./vendor/pyscript/core.css";
  document.head.append(css);
  const script = document.createElement("script");
  script.type = "py";
  script.src = "./web/app.py";
  script.setAttribute("config", "./pyscript.json");
  document.body.append(script);
  const slow = setTimeout(() => step("Loading the rules engine…", 75), 900);
  addEventListener("py:ready", () => { clearTimeout(slow); step("Brewing…", 90); }, { once: true });
  await import("../vendor/pyscript/core.js");
}

boot();
