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
// A patch is worked out first (plan: it only reads the page) and made after (apply: it only
// writes), so that a page foreseen before its click can be worked out on the press and the
// click only makes the changes; a plan made before the page changed otherwise is refused.
//
// An element marked data-drop-late that the patch takes out (the board under the cover that
// hands the device over: hundreds of elements) is only hidden at once, and taken out of the
// page two frames later or at the next patch, whichever comes first: hiding it costs the
// click a third of what taking it out does.
export class MissingPiece extends Error {}

let version = 0; // how many patches changed the page: a plan holds the one it read
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

// The changes, in the order they are made (each an array: what, then its nodes and values).
const SET = 0; // [SET, element, name, value or null to remove]
const INSERT = 1; // [INSERT, parent, node, before this node or null at the end]
const DROP = 2; // [DROP, node]
const TEXT = 3; // [TEXT, node, text]

// How the page's children lists stand as the plan's changes are made, without making them.
class Children {
  constructor() {
    this.lists = new Map();
    this.moved = new Set(); // kept pieces moved from lists not read yet
  }

  // (the board left under the hand-off cover goes before any patch: not counted)
  of(parent) {
    let list = this.lists.get(parent);
    if (!list) {
      list = [];
      for (let child = parent.firstChild; child; child = child.nextSibling) {
        if (!this.moved.has(child) && !(child.nodeType === 1 && child.hasAttribute("data-dropped"))) {
          list.push(child);
        }
      }
      this.lists.set(parent, list);
    }
    return list;
  }

  // Take `piece` out of its list (to be inserted elsewhere); the index in `list` of a node
  // after it there moves back by one.
  takeOut(piece, list, index) {
    const from = this.lists.get(piece.parentNode);
    if (!from) {
      this.moved.add(piece);
      return index;
    }
    const at = from.indexOf(piece);
    if (at < 0) return index;
    from.splice(at, 1);
    return from === list && at < index ? index - 1 : index;
  }
}

// (by names: reading `attributes` makes an Attr object of each attribute, twice the work)
function planAttributes(target, source, changes) {
  for (const name of target.getAttributeNames()) {
    if (!source.hasAttribute(name)) changes.push([SET, target, name, null]);
  }
  for (const name of source.getAttributeNames()) {
    if (name === STILL && !target.hasAttribute(STILL)) continue;
    const value = source.getAttribute(name);
    if (target.getAttribute(name) !== value) changes.push([SET, target, name, value]);
  }
}

function planChildren(target, source, kept, children, changes) {
  const list = children.of(target);
  let i = 0; // the node of `list` that the next node of `source` meets
  for (let node = source.firstChild; node; node = node.nextSibling) {
    const cur = i < list.length ? list[i] : null;
    const ref = keepOf(node);
    if (ref !== null) {
      const piece = kept.get(ref);
      const change = node.getAttribute("data-attrs");
      if (change !== null) {
        for (const [name, value] of Object.entries(JSON.parse(change))) {
          changes.push([SET, piece, name, value]);
        }
      }
      if (piece === cur) {
        i++;
      } else {
        changes.push([INSERT, target, piece, cur]);
        i = children.takeOut(piece, list, i);
        list.splice(i++, 0, piece);
      }
    } else if (!cur) {
      changes.push([INSERT, target, node, null]);
      list.push(node);
      i++;
    } else if (cur.isEqualNode(node)) {
      i++;
    } else if (!sameKind(cur, node)) {
      changes.push([INSERT, target, node, cur]);
      list.splice(i++, 0, node);
      if (!kept.has(cur.id || "")) { // (a kept piece stays for its marker further on)
        changes.push([DROP, cur]);
        list.splice(i, 1);
      }
    } else {
      if (node.nodeType === 1) {
        planAttributes(cur, node, changes);
        planChildren(cur, node, kept, children, changes);
      } else {
        changes.push([TEXT, cur, node.nodeValue]);
      }
      i++;
    }
  }
  while (i < list.length) changes.push([DROP, list.splice(i, 1)[0]]);
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

// What morph(root, page) would change, worked out now (`page`: from parse()); made later by
// apply() unless another patch came between. Throws MissingPiece as morph does. (What else
// changes the page leaves a plan right: a preview's outlines are taken away before it is
// made, motion started takes away data-still only, the board left under the hand-off cover
// is not read.)
export function plan(root, page) {
  const changes = [];
  planChildren(root, page.content, keptIn(root, page), new Children(), changes);
  return { version, changes };
}

// Make the changes of a plan; false, and nothing changed, if another patch came after it.
export function apply(planned) {
  if (planned.version !== version) return false;
  version++;
  dropLate();
  for (const [what, a, b, c] of planned.changes) {
    if (what === SET) {
      if (c === null) a.removeAttribute(b);
      else a.setAttribute(b, c);
      // a slider moved by hand no longer follows its attribute: the page's value is shown
      if (b === "value" && a.localName === "input" && a.type === "range") a.value = c ?? "";
    } else if (what === INSERT) {
      a.insertBefore(b, c);
    } else if (what === DROP) {
      drop(a);
    } else {
      a.nodeValue = b;
    }
  }
  settleLater();
  return true;
}

// `markup`: the page's markup, or what parse() made of it (used once: morph takes its nodes).
export function morph(root, markup) {
  apply(plan(root, typeof markup === "string" ? parse(markup) : markup));
}

// Update one element, `piece`, to `markup` (one element, its new form: same tag and id).
export function patch(piece, markup) {
  const next = parse(markup);
  const node = next.content.firstElementChild;
  if (!node || node.nodeName !== piece.nodeName || node.id !== piece.id) throw new MissingPiece(piece.id);
  const changes = [];
  planAttributes(piece, node, changes);
  planChildren(piece, node, keptIn(piece, next), new Children(), changes);
  apply({ version, changes });
}
