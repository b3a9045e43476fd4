// Boot Pyodide from a memory snapshot when there is one: a restored interpreter has Python
// started and the app's modules imported, in a fraction of a normal boot.
//
// No snapshot is downloaded: after the first visit is ready, a background worker
// (snapshot-worker.mjs) boots a Pyodide of its own, imports the app's modules, takes a
// snapshot of its memory and keeps it in the Cache Storage under the app's build id. Later
// boots of the page and of the computers' worker restore it. A snapshot that is missing,
// of another build, or fails to restore is dropped and the boot goes on normally.
// (A snapshot must be made in an interpreter of its own: one booted to make a snapshot
// cannot reach the page's document, measured with Pyodide 314.0.7.)
import { loadPyodide as load, version } from "../../vendor/pyodide/pyodide.mjs";

export { version };

const BUILD = "__BUILD__";
const MODULES = __SNAPSHOT_MODULES__;
const BUNDLE = "__BUNDLE__";
const CACHE = "snapshots";
const INDEX = new URL("../../vendor/pyodide/", import.meta.url).href;
const BASE = new URL("../../", import.meta.url);
const KEY = new URL(`snapshot/app-${BUILD}.bin`, BASE).href;

// caches.open() would create the cache: look before opening.
async function read() {
  try {
    if (!(await caches.has(CACHE))) return null;
    const hit = await (await caches.open(CACHE)).match(KEY);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
}

async function forget() {
  try {
    if (await caches.has(CACHE)) await (await caches.open(CACHE)).delete(KEY);
  } catch (error) { /* nothing to forget */ }
}

/** Whether this build's snapshot is kept already. */
export async function hasSnapshot() {
  try {
    return (await caches.has(CACHE)) && Boolean(await (await caches.open(CACHE)).match(KEY));
  } catch (error) {
    return true; // no Cache Storage here: never try to make one
  }
}

/** Put the app's Python (the engines and the page: one bundle, web/python.json, where
 * what a first visit's boot runs is compiled ahead) where Python looks for it, in its
 * working directory. */
export async function install(py) {
  const url = new URL(BUNDLE, BASE).href;
  const response = await (earlyFetch(url) || fetch(url));
  const files = await response.json();
  // (the browser's encoder, not the runtime's own character by character: a third of the
  // time this takes on a first visit)
  const encoder = new TextEncoder();
  const made = new Set();
  for (const [name, text] of Object.entries(files)) {
    const path = "/home/pyodide/" + name;
    const folder = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(folder)) {
      py.FS.mkdirTree(folder);
      made.add(folder);
    }
    py.FS.writeFile(path, name.endsWith(".pyc") ? fromHex(text) : encoder.encode(text));
  }
}

// A module compiled ahead by the build (tools/compile_python.mjs), sent in lowercase hex.
function fromHex(text) {
  const digit = (code) => (code < 97 ? code - 48 : code - 87);
  const bytes = new Uint8Array(text.length >> 1);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = (digit(text.charCodeAt(2 * i)) << 4) | digit(text.charCodeAt(2 * i + 1));
  }
  return bytes;
}

// On a first visit the page's first script asked for the runtime's files already
// (web/shell/first.js): the runtime gets those responses rather than asking again.
function earlyFetch(url) {
  const early = globalThis.potionsEarly;
  const got = early ? early.fetched(url) : undefined;
  return got ? got.then((response) => response || fetch(url)) : undefined;
}

async function loadWithEarlyFiles(settings) {
  if (!globalThis.potionsEarly) return load(settings);
  const plain = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    return earlyFetch(url) || plain(input, init);
  };
  try {
    return await load(settings);
  } finally {
    globalThis.fetch = plain;
  }
}

/** Pyodide for the page or a worker: restored from the snapshot, or booted normally. */
export async function bootPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX };
  const snapshot = await read();
  if (snapshot) {
    try {
      const py = await load({ ...settings, _loadSnapshot: snapshot });
      // A restored interpreter starts with the same random state every time.
      py.runPython("import random; random.seed()");
      globalThis.potionsBoot = { restored: true };
      return py;
    } catch (error) {
      console.warn("snapshot unusable, booting normally:", error);
      await forget();
    }
  }
  globalThis.potionsBoot = { restored: false };
  return loadWithEarlyFiles(settings);
}

/** Make this build's snapshot in a fresh interpreter, and keep it (snapshot-worker.mjs). */
export async function makeSnapshot() {
  const py = await load({ indexURL: INDEX, _makeSnapshot: true });
  await install(py);
  py.runPython(`
import importlib
for name in ${JSON.stringify(MODULES)}:
    importlib.import_module(name)
`);
  const bytes = py.makeMemorySnapshot();
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== KEY) await cache.delete(request);
  }
  const headers = { "content-type": "application/octet-stream" };
  await cache.put(KEY, new Response(bytes, { headers }));
  return bytes.length;
}
