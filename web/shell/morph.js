// Update the page from new markup by changing only what differs: unchanged elements stay
// as they are (their focus, their animations), changed ones get their attributes and
// children patched, and only where the shape differs is an element replaced.
//
// The markup may name pieces that did not change since they were shown:
// <template data-keep="ID"> stands for the element with that id, kept as it is (moved
// here if it stood elsewhere), so that neither the browser's parser nor this patch need
// to look at it again (see web/shell/pieces.py). Its data-attrs, if any, lists the
// attributes of that element to change (null: remove), all that changed in the piece.
//
// An element that arrives marked data-still starts its motion (its CSS animations) two frames
// later, when the page takes that attribute away; its stylesheet shows it meanwhile as its
// motion begins (a die about to tumble in: not there yet). Setting up the animations of a
// roll cost its click as much as the rest of its style and layout; a patch never puts
// data-still back on an element already there (that would play its motion again).
//
// An element marked data-drop-late that the patch takes out (the board under the cover that
// hands the device over: hundreds of elements) is only hidden at once, and taken out of the
// page two frames later or at the next patch, whichever comes first: hiding it costs the
// click a third of what taking it out does.
export class MissingPiece extends Error {}

const dropping = [];

function dropLate() {
  for (const el of dropping.splice(0)) el.remove();
}

function drop(el) {
  if (el.nodeType !== 1 || !el.hasAttribute("data-drop-late")) {
    el.remove();
    return;
  }
  el.setAttribute("data-dropped", "");
  el.style.cssText += ";content-visibility:hidden;visibility:hidden;position:absolute";
  if (!dropping.length) requestAnimationFrame(() => requestAnimationFrame(dropLate));
  dropping.push(el);
}

const STILL = "data-still";
let settling = false;

function settle() {
  settling = false;
  for (const el of document.querySelectorAll("[data-still]")) el.removeAttribute(STILL);
}

function settleLater() {
  if (settling) return;
  settling = true;
  requestAnimationFrame(() => requestAnimationFrame(settle));
}

function sameKind(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName
    && (a.nodeType !== 1 || (a.id === b.id && a.getAttribute("data-key") === b.getAttribute("data-key")));
}

function keepOf(node) {
  return node.nodeType === 1 && node.localName === "template" ? node.getAttribute("data-keep") : null;
}

// (by names: reading `attributes` makes an Attr object of each attribute, twice the work)
function patchAttributes(target, source) {
  for (const name of target.getAttributeNames()) {
    if (!source.hasAttribute(name)) target.removeAttribute(name);
  }
  for (const name of source.getAttributeNames()) {
    if (name === STILL && !target.hasAttribute(STILL)) continue;
    const value = source.getAttribute(name);
    if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  }
}

function patchChildren(target, source, kept) {
  let cur = target.firstChild;
  let next = source.firstChild;
  while (next) {
    const node = next;
    next = node.nextSibling; // before the node moves into the page
    const ref = keepOf(node);
    if (ref !== null) {
      const piece = kept.get(ref);
      const change = node.getAttribute("data-attrs");
      if (change !== null) {
        for (const [name, value] of Object.entries(JSON.parse(change))) {
          if (value === null) piece.removeAttribute(name);
          else piece.setAttribute(name, value);
        }
      }
      if (piece === cur) cur = cur.nextSibling;
      else target.insertBefore(piece, cur);
    } else if (!cur) {
      target.appendChild(node);
    } else if (cur.isEqualNode(node)) {
      cur = cur.nextSibling;
    } else if (!sameKind(cur, node)) {
      if (kept.has(cur.id || "")) {
        target.insertBefore(node, cur); // a kept piece stays for its marker further on
      } else {
        const old = cur;
        cur = cur.nextSibling;
        target.insertBefore(node, old);
        drop(old);
      }
    } else {
      if (node.nodeType === 1) {
        patchAttributes(cur, node);
        patchChildren(cur, node, kept);
      } else {
        cur.nodeValue = node.nodeValue;
      }
      cur = cur.nextSibling;
    }
  }
  while (cur) {
    const next = cur.nextSibling;
    drop(cur);
    cur = next;
  }
}

// The markup parsed, ready for morph(): a page foreseen before its click is parsed ahead.
export function parse(html) {
  const next = document.createElement("template");
  next.innerHTML = html;
  return next;
}

function keptIn(root, next) {
  const kept = new Map();
  for (const marker of next.content.querySelectorAll("template[data-keep]")) {
    const ref = marker.getAttribute("data-keep");
    const piece = document.getElementById(ref);
    if (!piece || !root.contains(piece)) throw new MissingPiece(ref);
    kept.set(ref, piece);
  }
  return kept;
}

// `markup`: the page's markup, or what parse() made of it (used once: morph takes its nodes).
export function morph(root, markup) {
  dropLate();
  const next = typeof markup === "string" ? parse(markup) : markup;
  patchChildren(root, next.content, keptIn(root, next));
  settleLater();
}

// Update one element, `piece`, to `markup` (one element, its new form: same tag and id).
export function patch(piece, markup) {
  const next = parse(markup);
  const node = next.content.firstElementChild;
  if (!node || node.nodeName !== piece.nodeName || node.id !== piece.id) throw new MissingPiece(piece.id);
  const kept = keptIn(piece, next);
  patchAttributes(piece, node);
  patchChildren(piece, node, kept);
  settleLater();
}
