// The interpreter module PyScript loads (its "interpreter" setting): Pyodide, restored from
// the app's memory snapshot when the browser keeps one (see snapshot.mjs).
import { bootPyodide, version } from "./snapshot.mjs";

export { version };

export function loadPyodide(options) {
  return bootPyodide(options);
}
