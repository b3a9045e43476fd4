// Computer opponents think here, in their own Pyodide, so the page never freezes.
// The worker knows no game: it loads the engines' wheel and asks potions.choose_action.
// Messages in: {id, state, level, seed}; out: {id, action, ms} or {id, error}.
// It starts only when a computer first needs to think, from the app's memory snapshot when
// the browser keeps one (see snapshot.mjs).
import { bootPyodide, install } from "./snapshot.mjs";

const ready = (async () => {
  const py = await bootPyodide();
  await install(py);
  py.runPython(`
import json
from potions import choose_action, state_from_dict

def think(state, level, seed):
    return str(choose_action(state_from_dict(json.loads(state)), level, seed))
`);
  return py.globals.get("think");
})();

self.onmessage = async (event) => {
  const { id, state, level, seed } = event.data;
  try {
    const think = await ready;
    const start = performance.now();
    const action = think(state, level, seed);
    self.postMessage({ id, action, ms: performance.now() - start });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
