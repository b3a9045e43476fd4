// The interpreter module PyScript loads (its "interpreter" setting): Pyodide, restored from
// the app's memory snapshot when the browser keeps one (see snapshot.mjs), with the app's
// Python written into its files before PyScript runs anything.
import { bootPyodide, forget, install, version } from "./snapshot.mjs";

export { version };

export async function loadPyodide(options) {
  performance.mark("pyodide:start");
  const py = await bootPyodide(options);
  performance.mark("pyodide:loaded");
  if (globalThis.potionsBoot?.restored) dropIfTheBootFails(py);
  await install(py);
  performance.mark("python:installed");
  return py;
}

// A restored snapshot passed its checks, but its memory is the page's from then on: should
// the page's Python fail before the page is ready (PyScript runs it, catches what it raises
// and only prints it), the snapshot is suspect. It is dropped and the page boots again,
// normally (once: the tab makes no snapshot after that, see web/boot.js, so that a snapshot
// that keeps failing cannot keep reloading it).
const FAILED = "potions:snapshot-failed";
const RUNS = ["runPython", "runPythonAsync"];

function dropIfTheBootFails(py) {
  const root = document.documentElement;
  const python = (error) => error instanceof py.ffi.PythonError;
  const runs = Object.fromEntries(RUNS.map((name) => [name, py[name]]));
  let done = false;
  const stop = () => {
    done = true;
    Object.assign(py, runs);
    removeEventListener("error", onError);
    removeEventListener("unhandledrejection", onRejection);
    watch.disconnect();
  };
  const fail = (error) => {
    if (done || root.dataset.ready === "1") return;
    stop();
    console.warn("the page failed on a restored snapshot: dropping it, booting again", error);
    try {
      sessionStorage.setItem(FAILED, "1");
    } catch (ignored) { /* no session storage: the snapshot is dropped all the same */ }
    forget().then(() => location.reload());
  };
  for (const name of RUNS) {
    const run = runs[name];
    py[name] = function (...args) {
      let out;
      try {
        out = run.apply(this, args);
      } catch (error) {
        if (python(error)) fail(error);
        throw error;
      }
      if (out instanceof Promise) {
        return out.catch((error) => {
          if (python(error)) fail(error);
          throw error;
        });
      }
      return out;
    };
  }
  const onError = (event) => {
    if (python(event.error)) fail(event.error);
  };
  const onRejection = (event) => {
    if (python(event.reason)) fail(event.reason);
  };
  const watch = new MutationObserver(() => {
    if (root.dataset.ready === "1") stop();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
}
