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

/** Put the engines' wheel and the page's Python files where PyScript puts them. */
export async function install(py) {
  const config = await (await fetch(new URL("pyscript.json", BASE))).json();
  for (const [source, target] of Object.entries(config.files)) {
    const bytes = new Uint8Array(await (await fetch(new URL(source, BASE))).arrayBuffer());
    if (source.endsWith(".whl")) {
      py.FS.writeFile("/tmp/engines.whl", bytes);
    } else {
      const path = "/home/pyodide/" + target.replace(/^\.\//, "");
      py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      py.FS.writeFile(path, bytes);
    }
  }
  py.runPython(`
import zipfile
zipfile.ZipFile("/tmp/engines.whl").extractall("/home/pyodide")
`);
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
  return load(settings);
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
