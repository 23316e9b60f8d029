// Royal Cotillion's table: where each pile sits, and a labelled frame round each part of
// the layout (names and notes from the engine's view), so the table explains itself.  What
// may move, what each foundation needs and every label come from the engine.
import { h } from "../ui/dom.js";
import { CARD_H } from "../ui/table.js";
import { faceNames } from "../ui/cards.js";
import { leftHanded } from "../ui/looks.js";

const GAP = 0.2;
const STEP = 1 + GAP;
const FAN = 0.36;          // a Field column's cards, one under the other
const LABEL = 0.34;        // room above a part of the layout for its name
const BADGE = 0.34;        // room under a pile for its badge
const ROW = CARD_H + BADGE; // foundation and Deck rows (wide screens)
const DECK_ROW = 8;        // on a phone the Deck lies in two fanned rows, unlike the Field's columns
const SUIT_ORDER = "SCHD";

/** An empty foundation shows the card that starts it; one with cards, the next it needs (the engine's marks). */
function foundation(f, x, y) {
  return {
    id: f.pile, kind: "foundation", x, y, cards: f.cards.slice(-2).map((c) => ({ ...c, x, y })),
    hint: f.count ? "" : f.mark, badge: f.badge, label: f.label,
  };
}

function single(pile, kind, x, y, record, label, badge) {
  return { id: pile, kind, x, y, cards: record ? [{ ...record, x, y }] : [], label, badge };
}

/** Where every part sits, in card widths: the wide table reads left to right (fresh pile and
 * waste over the Field, the foundations, the Deck); the narrow one top to bottom, its Deck
 * in two fanned rows so it cannot pass for more Field columns. */
function places(narrow) {
  const p = placesFor(narrow);
  return leftHanded() ? mirrored(p) : p;
}

/** The same places seen in a mirror (a left-handed table): each part changes sides whole, its
 * piles in their order inside it (the Field and the Deck still read left to right). */
function mirrored(p) {
  const shift = (zone) => p.width - 2 * p.zones[zone][0] - p.zones[zone][2];
  const moved = (zone, [x, y]) => [x + shift(zone), y];
  return { ...p, fresh: moved("fresh", p.fresh), waste: moved("waste", p.waste),
    foundation: (s, side) => moved("foundations", p.foundation(s, side)),
    field: (c) => moved("field", p.field(c)), deck: (i) => moved("deck", p.deck(i)),
    zones: Object.fromEntries(Object.entries(p.zones).map(([zone, [x, ...rest]]) => [zone, [x + shift(zone), ...rest]])) };
}

function placesFor(narrow) {
  if (narrow) {
    const width = 4 * STEP + 1;
    const rowB = LABEL + ROW + LABEL;
    const field = rowB + ROW + LABEL;
    const deck = field + CARD_H + 2 * FAN + 0.25 + LABEL;
    const step = (width - 1) / (DECK_ROW - 1);
    return {
      width, height: deck + 2 * CARD_H + 0.12,
      fresh: [4 * STEP, LABEL], waste: [4 * STEP, rowB],
      foundation: (s, side) => [s * STEP, side ? rowB : LABEL],
      field: (c) => [c * STEP, field],
      deck: (i) => [(i % DECK_ROW) * step, deck + Math.floor(i / DECK_ROW) * (CARD_H + 0.12)],
      zones: {
        foundations: [0, 0, 4 * STEP - GAP, rowB + CARD_H + BADGE - 0.08], // its badges inside it
        fresh: [4 * STEP, 0, 1, CARD_H + LABEL], waste: [4 * STEP, rowB - LABEL, 1, CARD_H + LABEL],
        field: [0, field - LABEL, width, CARD_H + 2 * FAN + LABEL],
        deck: [0, deck - LABEL, width, 2 * CARD_H + 0.12 + LABEL],
      },
    };
  }
  const field = LABEL + ROW + LABEL;
  const found = 5.35, deck = 8.3;
  return {
    width: deck + 4 * STEP - GAP, height: LABEL + 4 * ROW + 0.06,
    fresh: [0, LABEL], waste: [STEP, LABEL],
    foundation: (s, side) => [found + side * STEP, LABEL + s * ROW],
    field: (c) => [c * STEP, field],
    deck: (i) => [deck + (i % 4) * STEP, LABEL + Math.floor(i / 4) * ROW],
    zones: {
      fresh: [0, 0, 1, CARD_H + LABEL], waste: [STEP, 0, 1, CARD_H + LABEL],
      foundations: [found - 0.3, 0, STEP + 1.6, 4 * ROW + LABEL], // the last row's badges inside it
      field: [0, field - LABEL, 4 * STEP - GAP, CARD_H + 2 * FAN + LABEL],
      deck: [deck, 0, 4 * STEP - GAP, 3 * ROW + CARD_H + LABEL],
    },
  };
}

/** The parts' names and notes (the engine's words) in frames under the piles. */
function zones(view, frames, narrow) {
  return (u) => h("div", { class: `rc-zones${narrow ? " narrow" : ""}` },
    ...Object.entries(frames).map(([zone, [x, y, w, hgt]]) => {
      const { name, note } = view.zones[zone];
      const big = zone === "field" || zone === "deck" || zone === "foundations";
      const el = h("div", { class: `rc-zone rc-zone-${zone}` },
        h("span", { class: "rc-zone-name" }, name), big ? h("span", { class: "rc-zone-note" }, note) : null);
      Object.assign(el.style, { left: `${(x - 0.06) * u}px`, top: `${y * u}px`,
        width: `${(w + 0.12) * u}px`, height: `${(hgt + 0.06) * u}px` });
      return el;
    }));
}

/** The piles and their cards, in card-width units, for a wide or a narrow screen. */
export function layout(view, { narrow }) {
  const p = places(narrow);
  const piles = [];
  const { fresh, waste, empty } = view;   // (empty: the engine's word for an empty pile)
  const freshCard = fresh.top ?? (fresh.count ? { id: null, card: null } : null);
  piles.push({ ...single("fresh", "stock", ...p.fresh, freshCard, fresh.label, String(fresh.count)),
    hint: fresh.count ? "" : empty });
  piles.push({ ...single("waste", "waste", ...p.waste, waste.top, waste.label, String(waste.count)),
    hint: waste.count ? "" : empty });
  for (const f of view.foundations) {
    piles.push(foundation(f, ...p.foundation(SUIT_ORDER.indexOf(f.suit), f.base === "A" ? 0 : 1)));
  }
  view.field.forEach((col, c) => {
    const [x, y] = p.field(c);
    piles.push({
      id: col.pile, kind: "field", x, y, h: CARD_H + FAN * Math.max(col.cards.length - 1, 0),
      cards: col.cards.map((card, i) => ({ ...card, x, y: y + i * FAN })),
      next: { x, y: y + col.cards.length * FAN }, // where a card laid on it goes (a move drawn ahead)
      hint: col.cards.length ? "" : empty, label: col.label,
    });
  });
  view.deck.forEach((slot, i) => {
    const [x, y] = p.deck(i);
    piles.push({ ...single(slot.pile, "deck", x, y, slot.card, slot.label), hint: slot.card ? "" : empty });
  });
  const names = faceNames(view);
  return { width: p.width, height: p.height, piles, backdrop: zones(view, p.zones, narrow),
    faceName: (code) => names.get(code) ?? code };
}

/** One line under the table (the piles' counts are on the table itself). */
export function summary(view) {
  return view.summary;
}

