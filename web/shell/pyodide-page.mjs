// The interpreter module PyScript loads (its "interpreter" setting): Pyodide, restored from
// the app's memory snapshot when the browser keeps one (see snapshot.mjs), with the app's
// Python written into its files before PyScript runs anything.
import { bootPyodide, install, version } from "./snapshot.mjs";

export { version };

export async function loadPyodide(options) {
  performance.mark("pyodide:start");
  const py = await bootPyodide(options);
  performance.mark("pyodide:loaded");
  await install(py);
  performance.mark("python:installed");
  return py;
}
