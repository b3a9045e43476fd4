// Boot Pyodide from a memory snapshot when there is one: a restored interpreter has Python
// started and the app's modules imported, in a fraction of a normal boot.
//
// No snapshot is downloaded: after the first visit is ready, a background worker
// (snapshot-worker.mjs) boots a Pyodide of its own, imports the app's modules, takes a
// snapshot of its memory and keeps it in the Cache Storage under the app's build id. Later
// boots of the page and of the computers' worker restore it.
//
// A snapshot is trusted only once checked, since its bytes sit in storage that can be
// damaged: the SHA-256 of its bytes is kept with it (a header of its cached response) and
// checked before it is restored (while the runtime compiles: it costs a boot nothing), and
// the restored interpreter must then run its own check. One that is missing, of another
// build, or fails any check is dropped and the boot goes on normally; should a restored
// page fail later in its boot, pyodide-page.mjs drops it and boots the page again. The next
// normal boot makes a fresh one.
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
const DIGEST = "x-snapshot-sha256"; // the header that keeps the digest of a snapshot's bytes

async function sha256(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// caches.open() would create the cache: look before opening.
async function read() {
  try {
    if (!(await caches.has(CACHE))) return null;
    const hit = await (await caches.open(CACHE)).match(KEY);
    if (!hit) return null;
    return { bytes: new Uint8Array(await hit.arrayBuffer()), digest: hit.headers.get(DIGEST) };
  } catch (error) {
    return null;
  }
}

/** The snapshot's bytes once their digest is the one kept with them (else it rejects). */
async function verified(found) {
  if (!found.digest || (await sha256(found.bytes)) !== found.digest) {
    throw new Error("the snapshot's bytes do not match their digest");
  }
  return found.bytes;
}

// What a restored interpreter must do before it is trusted: reseed (it starts with the
// same random state every time), walk every object the collector tracks, and find the
// modules the snapshot imported.
const CHECK = `
def _check():
    import gc, random, sys
    random.seed()
    gc.collect()
    missing = [name for name in ${JSON.stringify(MODULES)} if name not in sys.modules]
    if missing:
        raise ImportError(f"the snapshot lacks {missing}")
_check()
del _check
`;

/** Drop this build's snapshot (the next normal boot makes a fresh one). */
export async function forget() {
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
      const bytes = verified(snapshot);
      bytes.catch(() => {}); // (load() awaits it: its failure is handled below)
      const py = await load({ ...settings, _loadSnapshot: bytes });
      py.runPython(CHECK);
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
  const headers = { "content-type": "application/octet-stream", [DIGEST]: await sha256(bytes) };
  await cache.put(KEY, new Response(bytes, { headers }));
  return bytes.length;
}
