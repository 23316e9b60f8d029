// How the table looks: the card back, the felt, the card size and a left-handed (mirrored)
// table.  Saved with the display preferences (prefs.js) and applied on <html>: data-back
// and data-felt for CSS, --card-scale for the table's unit, and the class left-hand, which
// the table reads when it places the piles (mirror below).
import { h } from "./dom.js";
import { BACKS, backSvg } from "./cards.js";
import { choice } from "./store.js";
import { DISPLAY } from "./words.js";

const FELTS = DISPLAY.felts; // its keys are the choices
const SIZES = { small: 0.85, standard: 1, large: 1.15, largest: 1.3 };
/** Fired on document when the tables on screen must be laid out again (size or hand changed). */
export const RELAYOUT = "courtly:relayout";

/** The looks in a saved preferences object, each only if it is one of the choices. */
export function readLooks(saved) {
  return { back: choice(saved.back, BACKS, "royal"), felt: choice(saved.felt, FELTS, "green"),
    size: choice(saved.size, SIZES, "standard"), leftHand: saved.leftHand === true };
}

let placed = null; // the size and hand the tables were last laid out for
let scale = 1;     // the card size's factor, as set on <html> (read here: reading the style would restyle the page)

export function applyLooks({ back, felt, size, leftHand }) {
  const root = document.documentElement;
  root.dataset.back = back;
  root.dataset.felt = felt;
  scale = SIZES[size];
  root.style.setProperty("--card-scale", String(scale));
  root.classList.toggle("left-hand", leftHand);
  const now = `${size} ${leftHand}`;
  if (placed !== null && placed !== now) document.dispatchEvent(new Event(RELAYOUT));
  placed = now;
}

/** The chosen card size as a factor of the standard size (the table multiplies its unit, within
 * the room its host has). */
export function cardScale() {
  return scale;
}

/** Whether the player chose a left-handed (mirrored) table. */
export function leftHanded() {
  return document.documentElement.classList.contains("left-hand");
}

/**
 * The layout seen in a mirror, for a left-handed player: x' = width - x - w for each pile
 * (with the cards it holds), so the stock, the draw pile and the hands change sides.  The
 * cards keep their order inside a pile (a fan still reads left to right), and a pile drawn
 * inside another (a hand's frame holding its cards) moves with it, so a hand keeps its
 * order too.  A board drawn under its piles (a layout with a backdrop) is a map, not a
 * table: it is left as it is.
 */
export function mirror(layout, cardH) {
  if (!leftHanded() || layout.backdrop) return layout;
  const boxes = layout.piles.map((p) => {
    const xs = p.cards.map((c) => c.x);
    return { left: Math.min(p.x, ...xs), right: Math.max(p.x + (p.w ?? 1), ...xs.map((x) => x + 1)),
      top: p.y, bottom: p.y + (p.h ?? cardH) };
  });
  // Piles of one ``group`` keep their places among themselves (a compass is a map: its NE
  // corner stays at the top right), and the group changes sides whole.
  const groups = new Map();
  layout.piles.forEach((p, i) => {
    const g = p.group && groups.get(p.group), b = boxes[i];
    if (p.group) groups.set(p.group, g ? { ...g, left: Math.min(g.left, b.left), right: Math.max(g.right, b.right) } : b);
  });
  const inside = (a, b) => a !== b && a.left >= b.left - 1e-6 && a.right <= b.right + 1e-6
    && a.top >= b.top - 1e-6 && a.bottom <= b.bottom + 1e-6;
  return { ...layout, piles: layout.piles.map((p, i) => {
    // the widest pile this one lies inside (its frame), else itself
    const frame = groups.get(p.group)
      ?? boxes.filter((b) => inside(boxes[i], b)).sort((a, b) => (b.right - b.left) - (a.right - a.left))[0]
      ?? boxes[i];
    const shift = layout.width - frame.right - frame.left;
    return { ...p, x: p.x + shift, cards: p.cards.map((c) => ({ ...c, x: c.x + shift })) };
  }) };
}

// --- the Display menu's part ------------------------------------------------------------------
/** A checkbox or a radio button also takes Enter, as a button does. */
export function enterPresses(input) {
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter") { e.preventDefault(); input.click(); }
  });
  return input;
}

/** A set of radio buttons, each a picture and a name; ``pick(value)`` on a change. */
function choices(legend, name, options, current, picture, pick) {
  return h("fieldset", { class: `look-choices choose-${name}` }, h("legend", {}, legend),
    ...Object.entries(options).map(([value, label]) => {
      const input = enterPresses(h("input", { type: "radio", name: `courtly-${name}`, value, checked: value === current }));
      input.addEventListener("change", () => { if (input.checked) pick(value); });
      return h("label", { class: "look-choice" }, input, picture(value), h("span", {}, label));
    }));
}

/** The controls for the looks; ``save()`` after each change of ``prefs``. */
export function looksControls(prefs, save) {
  const set = (key) => (value) => { prefs[key] = value; save(); };
  const left = enterPresses(h("input", { type: "checkbox", checked: prefs.leftHand }));
  left.addEventListener("change", () => set("leftHand")(left.checked));
  return [
    choices(DISPLAY.back, "back", BACKS, prefs.back, (v) => h("span", { class: "look-back" }, backSvg(v)), set("back")),
    choices(DISPLAY.felt, "felt", FELTS, prefs.felt, (v) => h("span", { class: "look-felt", dataset: { felt: v } }), set("felt")),
    choices(DISPLAY.size, "size", DISPLAY.sizes, prefs.size,
      (v) => h("span", { class: "look-size", dataset: { size: v } }), set("size")),
    h("p", { class: "look-note" }, DISPLAY.sizeNote),
    h("label", { class: "setting" }, left, " ", DISPLAY.leftHand),
  ];
}
