// Makes the app's memory snapshot in the background, once per build (see snapshot.mjs).
import { hasSnapshot, makeSnapshot } from "./snapshot.mjs";

(async () => {
  try {
    if (await hasSnapshot()) {
      postMessage({ kept: true, size: 0 });
      return;
    }
    const size = await makeSnapshot();
    postMessage({ kept: true, size });
  } catch (error) {
    postMessage({ kept: false, error: String(error) });
  }
})();
