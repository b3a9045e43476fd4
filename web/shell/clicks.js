// The page's own answers to the pointer, given before the shell (Python) is asked:
//
// - the pointer on a clickable element (data-action) gives it the class "pointed", for the
//   stylesheet: a rule on [data-action] would have dozens of elements restyled each time
//   they turn clickable or not (forty marbles at each pick), whereas this changes one;
// - previews: an element with data-preview outlines the elements it lists (their ids) and
//   says data-preview-text in #preview while the pointer or the focus is on it; on a touch
//   screen, a first tap on it shows that preview and only a second tap plays it, and so does
//   a mouse's click on one that takes several things inside an element marked
//   data-confirm-many when html[data-confirm] says so (#preview's data-again then says what
//   to do). A container
//   may give its elements' previews in one attribute instead, data-previews: a JSON object
//   from an element's id to [its data-preview, its data-preview-text];
// - panels that cover the board (aria-modal="true": the rules, the final scores, the list of
//   cards) are modal: a click outside the last one opened does nothing, the keyboard's focus
//   stays inside it, Escape presses its [data-close] control, and once it is gone the focus
//   returns to where it was when it opened;
// - on a phone the prompt and the turn's buttons (a board's .turn-top) stay at the top of the
//   screen (position: sticky, in a phone's layout only: a large screen shows the board
//   whole), and what the prompt asks for is brought into view below them: a board may name
//   the part a player needs now (an element #into-view, hidden, whose data-target is that
//   part's id and data-why the reason), brought into view when the reason changes; a board
//   that names none has its clickable elements (else a computer's coming move) brought into
//   view when they change and none of them is on screen;
// - a click the shell foresaw (Playing.foresee: its outcome and page worked out on the press
//   before it, or when the pointer or the focus rested on it; Enter or Space on a
//   role="button" element counts as its click) is shown at once from that page, and the
//   shell is told after the frame is drawn, or before any other event reaches it, whichever
//   comes first. The click then costs the frame the patch and its layout only, no call
//   into Python; the patch itself is worked out when the page is foreseen (morph.js' plan),
//   so that the click only makes its changes.
import { apply, morph, plan, MissingPiece } from "./morph.js";

let root = null;
let told = null; // the shell's function told of a click shown ahead
let ahead = null; // { action, page, planned }: the page the shell drew ahead for a click on
// action, and the changes that show it (null: a piece it names is not on the page)
let waiting = ""; // the action of a click shown ahead, the shell not told yet
let previewed = false;
let armed = ""; // what a first tap (or a first click that confirms) previewed
const coarse = matchMedia("(pointer: coarse)");

// Take away what a preview shows (outlines and the sentence saying it).
export function clearPreview() {
  if (!previewed) return;
  previewed = false;
  for (const el of document.querySelectorAll(".preview")) el.classList.remove("preview");
  const box = document.getElementById("preview");
  if (box) box.textContent = "";
}

let maps = ["", {}]; // the last data-previews read, and what it says

// The element under `target` that has a preview, and that preview: [element, ids, text].
function previewAt(target) {
  const el = target.closest ? target.closest("[data-preview], [data-previews] [id]") : null;
  if (!el) return null;
  if (el.hasAttribute("data-preview")) {
    return [el, el.getAttribute("data-preview"), el.getAttribute("data-preview-text") || ""];
  }
  const text = el.closest("[data-previews]").getAttribute("data-previews");
  if (text !== maps[0]) maps = [text, JSON.parse(text)];
  const found = maps[1][el.id];
  return found ? [el, ...found] : null;
}

function showPreview([, ids, text], again = false) {
  clearPreview();
  previewed = true;
  for (const ident of ids.split(/\s+/)) {
    if (ident) document.getElementById(ident)?.classList.add("preview");
  }
  const box = document.getElementById("preview");
  if (box) box.textContent = again && box.dataset.again ? `${text} ${box.dataset.again}` : text;
}

// Whether a click on an element with `preview` waits for a second one: always on a touch
// screen, and for a mouse when html[data-confirm] asks it of moves that take several things
// and cannot be taken back, those inside an element marked data-confirm-many.
function confirms(preview) {
  if (coarse.matches) return true;
  if (!document.documentElement.hasAttribute("data-confirm")) return false;
  if (!preview[0].closest("[data-confirm-many]")) return false;
  return preview[1].split(/\s+/).filter(Boolean).length > 1;
}

// ------------------------------------------------------------------ modal panels

let modal = null; // the modal panel shown (the last one in the page), null when none
let opener = ""; // a selector of what had the focus when it opened

// A selector that finds `el` again in a page patched or drawn anew ("" when none can).
function selectorOf(el) {
  if (!el || el === document.body || !el.getAttribute) return "";
  const id = el.getAttribute("id");
  const action = el.getAttribute("data-action");
  const choice = el.getAttribute("data-select");
  if (id) return `[id="${id}"]`;
  if (action) return `[data-action="${action}"]`;
  if (choice) return `[data-select="${choice}"]`;
  return "";
}

function modalShown() {
  const all = root ? root.querySelectorAll('[aria-modal="true"]') : [];
  return all.length ? all[all.length - 1] : null;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]), summary';

function focusables(panel) {
  return [...panel.querySelectorAll(FOCUSABLE)].filter((el) => el.getClientRects().length);
}

// After a page is shown: a modal panel that opened takes the focus (its first control), one
// that closed gives it back.
function settleModal() {
  const now = modalShown();
  if (now === modal) return;
  if (now && !modal) opener = selectorOf(document.activeElement);
  modal = now;
  if (now) {
    if (!now.contains(document.activeElement)) {
      (focusables(now)[0] || now).focus({ preventScroll: true });
    }
  } else if (opener) {
    root.querySelector(opener)?.focus({ preventScroll: true });
    opener = "";
  }
}

// Whether an event reached something behind the modal panel shown (then it does nothing).
function behind(event) {
  return Boolean(modal && modal.isConnected && !modal.contains(event.target));
}

function keepOut(event) {
  if (!behind(event)) return false;
  event.stopImmediatePropagation();
  event.preventDefault();
  return true;
}

// The focus leaving the modal panel comes back to it: to its last control when it left
// backwards (Shift+Tab from the first), else to its first.
function keepFocus(event) {
  if (!behind(event)) return;
  event.stopImmediatePropagation();
  const inside = focusables(modal);
  const before = modal.compareDocumentPosition(event.target) & Node.DOCUMENT_POSITION_PRECEDING;
  const to = before ? inside[inside.length - 1] : inside[0];
  (to || modal).focus({ preventScroll: true });
}

// ------------------------------------------------------------------ the part in view

let viewed = ""; // the why and the part the board last asked to show

// What stays at the top of a phone's screen: the prompt and the turn's buttons (a board's
// .turn-top, sticky in a phone's layout only), or null when nothing stays there.
function stickyTop(id) {
  const top = id ? document.getElementById(id) : root.querySelector("#board .turn-top");
  return top && getComputedStyle(top).position === "sticky" ? top : null;
}

// What the prompt asks for, when the board names no part: the board's clickable elements
// below the top (else, while a computer plays, the move it is about to play), in their order.
function asked(top) {
  const board = root.querySelector("#board");
  if (!board) return [];
  const shown = (el) => !top.contains(el) && el.getClientRects().length && !el.closest("[aria-modal]");
  const acts = [...board.querySelectorAll("[data-action]")].filter(shown);
  if (acts.length) return acts;
  const picks = [...board.querySelectorAll("[data-select]")].filter(shown);
  return picks.length ? picks : [...board.querySelectorAll(".coming")].filter(shown);
}

function onScreen(box, top) {
  return box.top >= top - 1 && (box.bottom <= innerHeight + 1 || box.top < innerHeight / 3);
}

function scrollTo(box, top) {
  const calm = matchMedia("(prefers-reduced-motion: reduce)").matches;
  // the part just below the top, or centred in the room left when it is small
  const room = innerHeight - top;
  const gap = box.height < room * 0.6 ? Math.min((room - box.height) / 3, 80) : 6;
  scrollBy({ top: box.top - top - gap, behavior: calm ? "auto" : "smooth" });
}

function bringIntoView() {
  const marker = root.querySelector("#into-view");
  if (!marker) return bringAskedIntoView();
  const key = `${marker.dataset.why}@${marker.dataset.target}`;
  if (key === viewed) return;
  viewed = key;
  const part = document.getElementById(marker.dataset.target);
  if (!part) return;
  // only in a layout that keeps `under` at the top of the screen (a phone's, one part of the
  // board at a time): a large screen shows the board whole, and is not scrolled under the player
  const under = stickyTop(marker.dataset.under);
  if (!under) return;
  const top = Math.max(0, under.getBoundingClientRect().bottom);
  const box = part.getBoundingClientRect();
  if (!onScreen(box, top)) scrollTo(box, top);
}

// A board that names no part (#into-view): when the prompt asks for something new and none
// of it is on screen below the top, the first of it is brought there (a phone's layout only).
function bringAskedIntoView() {
  const under = stickyTop("");
  if (!under) return;
  const wanted = asked(under);
  const prompt = under.querySelector("#prompt");
  const key = `${prompt ? prompt.textContent : ""}@${wanted.map(keyOf).join(" ")}`;
  if (key === viewed) return;
  viewed = key;
  if (!wanted.length) return;
  const top = Math.max(0, under.getBoundingClientRect().bottom);
  const boxes = wanted.map((el) => el.getBoundingClientRect());
  if (boxes.some((box) => box.top >= top - 1 && box.bottom <= innerHeight + 1)) return;
  scrollTo(boxes[0], top);
}

function keyOf(el) {
  return el.dataset.action || el.dataset.select || el.id || "";
}

// Show a page (its markup, or what parse() made of it) in the app's root, keeping the focus
// where the player was (on the element with the same id, or the same action or choice) so
// that keyboard play goes on from there. False, and nothing shown, when the markup names a
// piece the page does not hold: the caller then sends the page whole. Whatever was foreseen
// no longer follows the page shown. `planned`: the changes that show it, from plan(), made
// if the page is still the one they were worked out on.
export function show(markup, planned = null) {
  ahead = null;
  armed = ""; // (a first click on the page before counts no more)
  const focused = document.activeElement;
  const selector = selectorOf(focused);
  clearPreview(); // kept pieces too: a page shown anew shows no preview
  try {
    if (!planned || !apply(planned)) morph(root, markup);
  } catch (error) {
    if (error instanceof MissingPiece) return false;
    throw error;
  }
  if (selector) root.querySelector(selector)?.focus({ preventScroll: true });
  settleModal();
  bringIntoView();
  return true;
}

// The shell drew `page` (from parse()) ahead for a click on `action`: what it changes is
// worked out now, before the click.
export function foresee(action, page) {
  let planned = null;
  try {
    planned = plan(root, page);
  } catch (error) {
    if (!(error instanceof MissingPiece)) throw error;
  }
  ahead = { action, page, planned };
}

// The action of a click shown ahead whose outcome the shell has not heard of yet ("" if none).
export function pending() {
  return waiting;
}

// Tell the shell of a click shown ahead, if it was not told yet.
export function tell() {
  if (!waiting) return;
  const action = waiting;
  waiting = "";
  told(action);
}

let pointed = null;

function point(event) {
  const el = event.target.closest ? event.target.closest("[data-action]") : null;
  if (pointed && pointed !== el) pointed.classList.remove("pointed");
  pointed = el;
  // (again if a patch took the class away: the markup does not have it)
  if (el && !el.classList.contains("pointed")) el.classList.add("pointed");
}

function hover(event) {
  if (armed) return;
  const preview = previewAt(event.target);
  if (preview) showPreview(preview);
  else clearPreview();
}

function click(event) {
  tell();
  if (keepOut(event)) return;
  const el = event.target.closest ? event.target.closest("[data-action],[data-select],[data-try]") : null;
  if (!el) {
    armed = "";
    clearPreview();
    return;
  }
  if (el.tagName === "BUTTON" && el.getAttribute("type") === "submit") return;
  const action = el.getAttribute("data-action");
  const preview = previewAt(el);
  if (preview && preview[0] === el && confirms(preview)) {
    const key = action || el.getAttribute("data-select") || "";
    if (key !== armed) {
      armed = key;
      showPreview(preview, true);
      event.stopImmediatePropagation();
      return;
    }
  }
  armed = "";
  const seen = ahead;
  if (!seen || !action || action !== seen.action || !show(seen.page, seen.planned)) return;
  seen.page.setAttribute("data-shown", "");
  waiting = action;
  event.stopImmediatePropagation();
  requestAnimationFrame(() => setTimeout(tell, 0));
}

// Enter or Space on an element with role="button" (a marble, a card) is a click on it (a
// <button> makes a click of it itself), answered as any click is.
function key(event) {
  tell();
  if (modal && modal.isConnected && event.key === "Escape") {
    const close = modal.querySelector("[data-close]");
    event.stopImmediatePropagation(); // (the shell's Escape drops a choice on the board)
    event.preventDefault();
    close?.click();
    return;
  }
  if (modal && modal.isConnected && event.key === "Tab") {
    // past its last control (or before its first) the focus would leave the page: it
    // goes round inside the panel instead
    const inside = focusables(modal);
    const [first, last] = [inside[0], inside[inside.length - 1]];
    const at = document.activeElement;
    const out = !modal.contains(at);
    if (event.shiftKey ? out || at === first : out || at === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus({ preventScroll: true });
    }
    return;
  }
  const el = event.target;
  if ((event.key !== "Enter" && event.key !== " ") || !el.getAttribute) return;
  if (el.getAttribute("role") !== "button" || el.tagName === "BUTTON") return;
  event.preventDefault();
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })); // SVG too
}

// Answer the pointer in `app` (the page's root); `shown(action)` tells the shell of a click
// shown ahead. Listeners on the capture phase: they run before the shell's.
export function listen(app, shown) {
  root = app;
  told = shown;
  document.addEventListener("pointerdown", keepOut, true); // (nothing foreseen behind it)
  document.addEventListener("focusin", keepFocus, true);
  for (const type of ["pointerdown", "pointerover", "focusin", "submit", "change"]) {
    document.addEventListener(type, tell, true);
  }
  for (const type of ["storage", "pagehide"]) addEventListener(type, tell, true);
  document.addEventListener("visibilitychange", tell, true);
  document.addEventListener("pointerover", point, true);
  document.addEventListener("pointerover", hover, true);
  document.addEventListener("focusin", hover, true);
  document.addEventListener("click", click, true);
  document.addEventListener("keydown", key, true);
}
