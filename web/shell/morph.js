// Update the page from new markup by changing only what differs: unchanged elements stay
// as they are (their focus, their animations), changed ones get their attributes and
// children patched, and only where the shape differs is an element replaced.
function sameKind(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName
    && (a.nodeType !== 1 || (a.id === b.id && a.getAttribute("data-key") === b.getAttribute("data-key")));
}

function patchAttributes(target, source) {
  for (const { name } of Array.from(target.attributes)) {
    if (!source.hasAttribute(name)) target.removeAttribute(name);
  }
  for (const { name, value } of Array.from(source.attributes)) {
    if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  }
}

function patchChildren(target, source) {
  const olds = Array.from(target.childNodes);
  const news = Array.from(source.childNodes);
  news.forEach((node, i) => {
    const old = olds[i];
    if (!old) {
      target.appendChild(node);
    } else if (old.isEqualNode(node)) {
      // unchanged
    } else if (!sameKind(old, node)) {
      target.replaceChild(node, old);
    } else if (node.nodeType === 1) {
      patchAttributes(old, node);
      patchChildren(old, node);
    } else {
      old.nodeValue = node.nodeValue;
    }
  });
  for (let i = news.length; i < olds.length; i++) olds[i].remove();
}

export function morph(root, html) {
  const next = document.createElement("template");
  next.innerHTML = html;
  patchChildren(root, next.content);
}
