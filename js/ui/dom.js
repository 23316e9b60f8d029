// Tiny DOM helpers.  Text always goes in as text nodes, never as markup.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// The system's "reduce motion" setting, one query for the page (its answer follows the setting).
const LESS_MOTION = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)");

/** Whether the person asked for less motion. */
export function lessMotion() {
  return LESS_MOTION?.matches === true;
}

// A finger rather than a mouse: the words then say "tap", not "click".
const COARSE = globalThis.matchMedia?.("(pointer: coarse)");

/** How the person points: "touch" (a finger) or "mouse". */
export function pointing() {
  return COARSE?.matches === true ? "touch" : "mouse";
}

/** Resolves once the browser has drawn the frame now being made, or after `fallbackMs` anyway:
 * a hidden page draws no frames, and what waits on one (saving a bot's move, drawing the
 * engine's answer after a move drawn ahead) must still happen. */
export function afterPaint(fallbackMs = 200) {
  return new Promise((done) => {
    const fallback = setTimeout(done, fallbackMs);
    requestAnimationFrame(() => setTimeout(() => { clearTimeout(fallback); done(); }, 0));
  });
}
