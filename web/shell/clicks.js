// The page's own answers to the pointer, given before the shell (Python) is asked:
//
// - the pointer on a clickable element (data-action) gives it the class "pointed", for the
//   stylesheet: a rule on [data-action] would have dozens of elements restyled each time
//   they turn clickable or not (forty marbles at each pick), whereas this changes one;
// - previews: an element with data-preview outlines the elements it lists (their ids) and
//   says data-preview-text in #preview while the pointer or the focus is on it; on a touch
//   screen, a first tap on it shows that preview and only a second tap plays it. A container
//   may give its elements' previews in one attribute instead, data-previews: a JSON object
//   from an element's id to [its data-preview, its data-preview-text];
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
let armed = ""; // touch screens: what a first tap previewed
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

function showPreview([, ids, text]) {
  clearPreview();
  previewed = true;
  for (const ident of ids.split(/\s+/)) {
    if (ident) document.getElementById(ident)?.classList.add("preview");
  }
  const box = document.getElementById("preview");
  if (box) box.textContent = text;
}

// Show a page (its markup, or what parse() made of it) in the app's root, keeping the focus
// where the player was (on the element with the same id, or the same action or choice) so
// that keyboard play goes on from there. False, and nothing shown, when the markup names a
// piece the page does not hold: the caller then sends the page whole. Whatever was foreseen
// no longer follows the page shown. `planned`: the changes that show it, from plan(), made
// if the page is still the one they were worked out on.
export function show(markup, planned = null) {
  ahead = null;
  const focused = document.activeElement;
  let selector = "";
  if (focused && focused !== document.body && focused.getAttribute) {
    const id = focused.getAttribute("id");
    const action = focused.getAttribute("data-action");
    const choice = focused.getAttribute("data-select");
    if (id) selector = `[id="${id}"]`;
    else if (action) selector = `[data-action="${action}"]`;
    else if (choice) selector = `[data-select="${choice}"]`;
  }
  clearPreview(); // kept pieces too: a page shown anew shows no preview
  try {
    if (!planned || !apply(planned)) morph(root, markup);
  } catch (error) {
    if (error instanceof MissingPiece) return false;
    throw error;
  }
  if (selector) root.querySelector(selector)?.focus({ preventScroll: true });
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
  const el = event.target.closest ? event.target.closest("[data-action],[data-select],[data-try]") : null;
  if (!el) {
    armed = "";
    clearPreview();
    return;
  }
  if (el.tagName === "BUTTON" && el.getAttribute("type") === "submit") return;
  const action = el.getAttribute("data-action");
  const preview = coarse.matches ? previewAt(el) : null;
  if (preview && preview[0] === el) {
    const key = action || el.getAttribute("data-select") || "";
    if (key !== armed) {
      armed = key;
      showPreview(preview);
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
