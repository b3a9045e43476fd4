// The page's first script: inline in index.html (the build puts it there, its hash in the
// Content-Security-Policy), run as the page is read, before anything is drawn and before any
// other script has arrived.
//
// - The language: ?lang=, then the remembered choice, then the browser's (as web/main.py).
// - The screen: a link to a game or a friend's room shows the loading screen; any other
//   visit shows the start screen the build drew ahead with the shell's own code (its
//   <template data-screen>s), and answers the clicks that move between its screens (the
//   game picker, a game's set-up, its rules, the language: the build lists where each leads,
//   in #early-moves). What only Python can do (start the game, open a game file...) waits
//   for it: the screen says so, and web/main.py hands it to the shell, which takes the
//   screen over where the player is (window.potionsEarly.take(); web/shell/early.py).
// - A first visit (no service worker serves the page yet) asks for the runtime's files at
//   once, all together, counts their bytes as they come (window.potionsEarly.progress()),
//   keeps them in the offline cache, and hands each to the runtime when it asks
//   (window.potionsEarly.fetched(url); web/shell/snapshot.mjs).
(() => {
  const data = JSON.parse(document.getElementById("boot-data").textContent);
  const root = document.documentElement;
  const params = new URLSearchParams(location.search);
  const known = (code) => data.languages.includes(code);
  let lang = params.get("lang");
  if (!known(lang)) {
    try {
      lang = JSON.parse(localStorage.getItem(data.settings) || "{}").lang;
    } catch (error) {
      lang = null; // damaged settings: the browser's language
    }
  }
  if (!known(lang)) {
    const browser = (navigator.language || "").slice(0, 2).toLowerCase();
    lang = known(browser) ? browser : data.languages[0];
  }
  root.lang = lang;

  // ------------------------------------------------------------- the runtime's files
  const files = []; // {url, sizes, later, asked, got, done, length}
  const handed = new Map();
  const arriving = []; // their responses
  const stored = []; // the offline cache's copies of them, being written
  const fresh = !navigator.serviceWorker || !navigator.serviceWorker.controller;
  // How the host compresses what it sends, seen on the first response of a file that
  // compresses (a zip is sent as it is by every host, and says nothing of the others).
  let encoding = null;
  const cache = fresh && "caches" in window ? caches.open(data.cache).catch(() => null) : null;

  // The bytes of `list` arrived and in all, each file weighed as the host sends it.
  function weigh(list) {
    let done = 0;
    let total = 0;
    for (const file of list) {
      const size = file.sizes[""];
      const weight = file.length || file.sizes[encoding || ""] || size;
      total += weight;
      done += file.done ? weight : Math.min(weight, (file.got / size) * weight);
    }
    return { done, total };
  }

  // Whether the runtime's own files will all have come within about one round trip, at the
  // pace they come: the app's Python is asked for then, so that its first bytes follow
  // their last ones. Asked for earlier, it shares the network with them and the runtime
  // starts that much later; asked for once they are seen to have come, it would wait for
  // the page, which the runtime's start keeps busy for seconds from their last bytes.
  // Coming after them, it arrives while the runtime starts (which needs the processor,
  // not the network) and costs nothing.
  const navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  const roundTrip = navigation && navigation.responseStart > navigation.requestStart
    ? navigation.responseStart - navigation.requestStart : 300;
  const begun = performance.now();
  // (the runtime's boot puts a fetch of its own in its place, which asks this script)
  const plainFetch = window.fetch.bind(window);
  function soon() {
    const { done, total } = weigh(files.filter((f) => !f.later));
    const elapsed = performance.now() - begun;
    const rate = done / elapsed; // bytes a millisecond
    return elapsed > 0 && total - done <= rate * roundTrip;
  }

  function ask(file) {
    const url = new URL(file.url, location.href).href;
    file.asked = true;
    const arrival = plainFetch(url).then((response) => {
      if (!response.ok || !response.body) return null; // the runtime asks for it itself
      if (encoding === null && file.sizes.gzip < file.sizes[""]) {
        encoding = response.headers.get("content-encoding") || "";
      }
      // What crosses the network: the compressed length when the host compressed it.
      const length = Number(response.headers.get("content-length"));
      file.length = length > 0 ? length : null;
      // The runtime gets the response itself (WebAssembly compiles it as it streams in);
      // copies of it go to the offline cache and to a count of its bytes.
      const copy = response.clone();
      const counted = response.clone().body.getReader();
      const count = () => counted.read().then(({ done, value }) => {
        if (done) {
          file.done = true;
          if (files.every((f) => f.later || f.done)) files.filter((f) => !f.asked).forEach(ask);
          return null;
        }
        file.got += value.byteLength;
        if (files.some((f) => !f.asked) && soon()) files.filter((f) => !f.asked).forEach(ask);
        return count();
      });
      count().catch(() => {});
      stored.push(
        (cache || Promise.resolve(null))
          .then((c) => (c ? c.put(url, copy) : copy.body.cancel()))
          .catch(() => {}),
      );
      return response;
    }).catch(() => null);
    handed.set(url, arrival);
    arriving.push(arrival);
  }

  if (fresh) {
    // The app's Python ("later") is asked for as the runtime's own files are about to have
    // come (soon()): it is needed last, and would only share the network with them.
    for (const fetched of data.fetches) {
      files.push({ ...fetched, got: 0, done: false, asked: false, length: null });
    }
    files.filter((file) => !file.later).forEach(ask);
  }

  // ------------------------------------------------------------- the start screen drawn ahead
  // (a finished game shared as a link is in the fragment: web/shell/replay_link.py's FRAGMENT)
  const link = data.links.some((key) => params.get(key)) || location.hash.startsWith("#replay=");
  root.dataset.boot = link ? "link" : "start";
  const app = document.getElementById("app");
  let screen = link ? null : `${lang}||`;
  let pending = null;
  let listening = !link;
  const waiting = [];

  // What the player changed in a game's set-up form stays as the screen changes over the
  // same game's set-up (its rules opened or closed, the language changed).
  function carry(from, to) {
    const before = from.querySelector("#new-game");
    const after = to.querySelector("#new-game");
    if (!before || !after || before.dataset.game !== after.dataset.game) return;
    const fields = after.elements;
    Array.from(before.elements).forEach((field, i) => {
      const into = fields[i];
      if (!into || into.name !== field.name || into.type !== field.type) return;
      if (field.type === "checkbox" || field.type === "radio") {
        if (field.checked !== field.defaultChecked) into.checked = field.checked;
      } else if (field.tagName === "SELECT") {
        const chosen = field.options[field.selectedIndex];
        if (chosen && !chosen.defaultSelected) into.value = field.value;
      } else if ("defaultValue" in field && field.value !== field.defaultValue) {
        into.value = field.value;
      }
    });
  }

  function show(key) {
    const template = document.querySelector(`template[data-screen="${CSS.escape(key)}"]`);
    const next = template.content.cloneNode(true);
    carry(app, next);
    app.replaceChildren(next);
    screen = key;
    root.dataset.early = key;
    root.lang = key.split("|")[0];
  }

  function wait(what) {
    pending = what;
    app.inert = true;
    root.dataset.waiting = what.kind;
    for (const fn of waiting) fn();
  }

  function click(event) {
    if (!listening || pending) return;
    const el = event.target.closest ? event.target.closest("[data-select],[data-action],[data-try]") : null;
    if (!el || !app.contains(el)) return;
    if (el.tagName === "BUTTON" && el.getAttribute("type") === "submit") return; // the form's
    const select = el.getAttribute("data-select");
    const movesBlock = document.getElementById("early-moves");
    const moves = movesBlock ? JSON.parse(movesBlock.textContent) : {};
    const next = select !== null && moves[screen] ? moves[screen][select] : undefined;
    if (next) {
      show(next);
      return;
    }
    if (select !== null) wait({ kind: "select", value: select });
    else if (el.hasAttribute("data-action")) wait({ kind: "action", value: el.getAttribute("data-action") });
    else wait({ kind: "try", value: el.getAttribute("data-try") });
  }

  function submit(event) {
    if (!listening) return;
    event.preventDefault(); // never sent to the host: the shell reads the form
    if (!pending) wait({ kind: "submit", form: event.target, submitter: event.submitter || null });
  }

  function change(event) {
    if (!listening || pending || event.target.id !== "import" || !event.target.files.length) return;
    wait({ kind: "import", file: event.target.files[0] });
  }

  if (!link) {
    show(screen);
    app.hidden = false;
    document.addEventListener("click", click);
    document.addEventListener("submit", submit);
    document.addEventListener("change", change);
  }

  window.potionsEarly = {
    /** The bytes of the runtime's files asked for here: {done, total, all} (all: every one
     * has come), or null when this visit did not ask for them (the service worker serves)
     * or before the first response says how the host sends them. */
    progress() {
      if (!files.length || encoding === null) return null; // (what is sent: not known yet)
      const { done, total } = weigh(files);
      return { done, total, all: files.every((file) => file.done) };
    },
    /** The response to the runtime's request for `url`, if this page asks for it (once:
     * a second request goes to the network). */
    fetched(url) {
      const later = files.find((file) => !file.asked && new URL(file.url, location.href).href === url);
      if (later) ask(later); // needed before the runtime's own files have all come
      const response = handed.get(url);
      handed.delete(url);
      return response;
    },
    /** Once the offline cache holds the files asked for here (or could not). */
    async stored() {
      await Promise.all(arriving);
      await Promise.all(stored);
    },
    /** What the player asked for that only Python can do (null: nothing). */
    pending: () => pending,
    /** Call `fn` when the player asks for something only Python can do. */
    onPending(fn) {
      waiting.push(fn);
    },
    /** The shell takes the screen over: the screen on show (null: none drawn ahead) and
     * what waits for it; the page stops answering clicks itself. */
    take() {
      listening = false;
      document.removeEventListener("click", click);
      document.removeEventListener("submit", submit);
      document.removeEventListener("change", change);
      app.inert = false;
      delete root.dataset.early;
      delete root.dataset.waiting;
      return { screen, pending };
    },
  };
})();
