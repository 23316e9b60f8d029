// Card faces and backs, drawn as SVG by our own code.  One template per card code is
// built once and cloned; colours come from CSS (currentColor), so themes and a
// four-colour deck are pure CSS.  Cards are named by the engine (each face-up card record
// of a view carries its name); the backs' names are the page's own (words.js).
import { svg } from "./dom.js";
import { BACK_NAMES } from "./words.js";

export const SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
const RANK_LABEL = { A: "A", T: "10", J: "J", Q: "Q", K: "K" };

// Pip centres for the number cards on a 100 x 140 face.
const L = 34, C = 50, R = 66;
const PIPS = {
  2: [[C, 32], [C, 108]],
  3: [[C, 32], [C, 70], [C, 108]],
  4: [[L, 32], [R, 32], [L, 108], [R, 108]],
  5: [[L, 32], [R, 32], [C, 70], [L, 108], [R, 108]],
  6: [[L, 32], [R, 32], [L, 70], [R, 70], [L, 108], [R, 108]],
  7: [[L, 32], [R, 32], [C, 51], [L, 70], [R, 70], [L, 108], [R, 108]],
  8: [[L, 32], [R, 32], [C, 51], [L, 70], [R, 70], [C, 89], [L, 108], [R, 108]],
  9: [[L, 32], [R, 32], [L, 57], [R, 57], [C, 70], [L, 83], [R, 83], [L, 108], [R, 108]],
  T: [[L, 32], [R, 32], [C, 45], [L, 57], [R, 57], [L, 83], [R, 83], [C, 95], [L, 108], [R, 108]],
};

/** A card as the table calls it when its layout names no faces: its code. */
export function cardName(code) {
  return code;
}

/** Every face-up card's name in ``view`` by code ("queen of hearts", "the Jester"): the
 * engine's, from the records that carry one; a layout's ``faceName`` reads it. */
export function faceNames(view) {
  const names = new Map();
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      if (node.card && typeof node.name === "string") names.set(node.card, node.name);
      Object.values(node).forEach(walk);
    }
  };
  walk(view);
  return names;
}

export function rankLabel(code) {
  return RANK_LABEL[code[0]] ?? code[0];
}

function corner(rank, symbol, flip) {
  return svg("g", flip ? { transform: "rotate(180 50 70)" } : {},
    svg("text", { x: 12, y: 25, class: "idx-rank", "text-anchor": "middle",
      ...(rank.length > 1 ? { textLength: 19, lengthAdjust: "spacingAndGlyphs" } : {}) }, rank),
    svg("text", { x: 12, y: 44, class: "idx-suit", "text-anchor": "middle" }, symbol));
}

function face(code) {
  const root = svg("svg", { viewBox: "0 0 100 140", class: "face", "aria-hidden": "true" });
  root.append(svg("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, class: "face-bg" }));
  if (code === "X1") {
    root.append(
      svg("text", { x: 50, y: 62, class: "jester-star", "text-anchor": "middle" }, "\u2605"),
      svg("text", { x: 50, y: 100, class: "jester-word", "text-anchor": "middle" }, "JESTER"),
      corner("\u2605", "", false), corner("\u2605", "", true));
    return root;
  }
  const rank = rankLabel(code);
  const symbol = SUIT_SYMBOL[code[1]];
  if ("JQK".includes(code[0])) {
    root.append(
      svg("rect", { x: 24, y: 16, width: 52, height: 108, rx: 4, class: "court-frame" }),
      svg("text", { x: 50, y: 62, class: "court-letter", "text-anchor": "middle" }, rank),
      svg("text", { x: 50, y: 100, class: "court-suit", "text-anchor": "middle" }, symbol));
  } else if (code[0] === "A") {
    root.append(svg("text", { x: 50, y: 88, class: "ace-pip", "text-anchor": "middle" }, symbol));
  } else {
    for (const [x, y] of PIPS[code[0]]) {
      const flip = y > 70 ? { transform: `rotate(180 ${x} ${y})` } : {};
      root.append(svg("text", { x, y: y + 8, class: "pip", "text-anchor": "middle", ...flip }, symbol));
    }
  }
  root.append(corner(rank, symbol, false), corner(rank, symbol, true));
  return root;
}

// Card backs: each design a group on the 100 x 140 back.  A table's face-down card holds
// every design and CSS shows the one chosen (:root[data-back]), so a new choice shows at
// once on every card without drawing the table again.
export const BACKS = BACK_NAMES;
const INNER = { x: 8, y: 8, width: 84, height: 124, rx: 5 };

/** Diagonal lines every ``step`` both ways, cut to the inner frame (no clip path, so no ids). */
function lattice(step) {
  const x0 = INNER.x + 3, x1 = INNER.x + INNER.width - 3, y0 = INNER.y + 3, y1 = INNER.y + INNER.height - 3;
  const d = [];
  for (let c = y0 - x1; c <= y1 - x0; c += step) { // y = x + c
    const a = Math.max(x0, y0 - c), b = Math.min(x1, y1 - c);
    if (b > a) d.push(`M${a} ${a + c}L${b} ${b + c}`);
  }
  for (let c = x0 + y0; c <= x1 + y1; c += step) { // y = c - x
    const a = Math.max(x0, c - y1), b = Math.min(x1, c - y0);
    if (b > a) d.push(`M${a} ${c - a}L${b} ${c - b}`);
  }
  return d.join("");
}

/** An eight-pointed star of ``points`` rays about (cx, cy). */
function star(cx, cy, outer, inner, points = 8) {
  const d = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer, a = (Math.PI * i) / points - Math.PI / 2;
    d.push(`${i ? "L" : "M"}${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `${d.join("")}Z`;
}

const DESIGNS = {
  royal: () => [svg("path", { d: "M50 30 L70 70 L50 110 L30 70 Z", class: "back-mark" })],
  lattice: () => [svg("path", { d: lattice(11), class: "back-lines" }),
    svg("circle", { cx: 50, cy: 70, r: 13, class: "back-mark" })],
  crown: () => [svg("path", { d: "M28 88 L32 52 L42 66 L50 44 L58 66 L68 52 L72 88 Z", class: "back-mark" }),
    svg("rect", { x: 28, y: 88, width: 44, height: 9, rx: 2, class: "back-mark" })],
  star: () => [svg("circle", { cx: 50, cy: 70, r: 31, class: "back-ring" }),
    svg("circle", { cx: 50, cy: 70, r: 37, class: "back-ring" }),
    svg("path", { d: star(50, 70, 26, 10), class: "back-mark" })],
  plain: () => [],
};

function design(name) {
  return svg("g", { class: `back-design back-${name}` },
    svg("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, class: "back-bg" }),
    svg("rect", { ...INNER, class: "back-inner" }), ...DESIGNS[name]());
}

function back() {
  return svg("svg", { viewBox: "0 0 100 140", class: "back", "aria-hidden": "true" },
    ...Object.keys(BACKS).map(design));
}

/** One card back as a picture of that design alone (the Display menu's choices). */
export function backSvg(name) {
  return svg("svg", { viewBox: "0 0 100 140", class: "back back-preview", "aria-hidden": "true" }, design(name));
}

const cache = new Map();

/** A fresh SVG element for ``code`` (a card code) or the back when ``code`` is null. */
export function cardSvg(code) {
  const key = code ?? "back";
  if (!cache.has(key)) cache.set(key, code ? face(code) : back());
  return cache.get(key).cloneNode(true);
}

/** CSS classes that colour a card by its suit. */
export function suitClass(code) {
  if (!code || code === "X1") return "suit-X";
  return `suit-${code[1]}`;
}
