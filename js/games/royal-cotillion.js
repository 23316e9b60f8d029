// Royal Cotillion's table: where each pile sits.  Everything else (what may move, what
// each foundation needs) comes from the engine's view.
import { CARD_H } from "../ui/table.js";
import { cardName, SUIT_NAME, SUIT_SYMBOL, rankLabel } from "../ui/cards.js";

const GAP = 0.2;
const STEP = 1 + GAP;
const FAN = 0.36;
const ROW = 1.72; // foundation and Deck rows, leaving room for the "next" badges
const SUIT_ORDER = "SCHD";

function needsText(code) {
  return code ? `${rankLabel(code)}${SUIT_SYMBOL[code[1]]}` : "";
}

function foundation(f, x, y) {
  const base = f.base === "A" ? "Ace" : "Two";
  const top = f.cards.slice(-2).map((c) => ({ ...c, x, y }));
  const wants = f.needs ? `needs the ${cardName(f.needs)}` : "complete";
  return {
    id: f.pile, kind: "foundation", x, y, cards: top,
    hint: f.count ? "" : needsText(f.needs),
    badge: f.needs ? `next ${needsText(f.needs)}` : "done",
    label: `${base}-based ${SUIT_NAME[f.suit]} foundation, ${f.count} cards, ${wants}`,
  };
}

function single(pile, kind, x, y, record, label, badge) {
  return { id: pile, kind, x, y, cards: record ? [{ ...record, x, y }] : [], label, badge };
}

/** The piles and their cards, in card-width units, for a wide or a narrow screen. */
export function layout(view, { narrow }) {
  const piles = [];
  const fresh = view.fresh, waste = view.waste;
  const freshCard = fresh.top ?? (fresh.count ? { id: null, card: null } : null);
  const place = narrow
    ? { fresh: [0, 0], waste: [STEP, 0], foundation: (s, side) => [s * STEP, 1.75 + side * ROW],
        field: (c) => [c * STEP, 5.2], deck: (i) => [(i % 4) * STEP, 7.55 + Math.floor(i / 4) * 0.74],
        width: 4 * STEP - GAP, height: 7.55 + 3 * 0.74 + CARD_H }
    : { fresh: [0, 0], waste: [STEP, 0], foundation: (s, side) => [5.2 + side * STEP, s * ROW],
        field: (c) => [c * STEP, 2.1], deck: (i) => [8.0 + (i % 4) * STEP, Math.floor(i / 4) * ROW],
        width: 8.0 + 4 * STEP - GAP, height: 3 * ROW + CARD_H + 0.3 };
  piles.push(single("fresh", "stock", ...place.fresh, freshCard,
    `Fresh pile, ${fresh.count} cards${fresh.top ? `, ${cardName(fresh.top.card)} on top` : ""}`, `${fresh.count}`));
  piles.push(single("waste", "waste", ...place.waste, waste.top,
    `Waste, ${waste.count} cards${waste.top ? `, ${cardName(waste.top.card)} on top` : ""}`, `${waste.count}`));
  for (const f of view.foundations) {
    piles.push(foundation(f, ...place.foundation(SUIT_ORDER.indexOf(f.suit), f.base === "A" ? 0 : 1)));
  }
  view.field.forEach((col, c) => {
    const [x, y] = place.field(c);
    const top = col.cards.at(-1);
    piles.push({
      id: col.pile, kind: "field", x, y, h: CARD_H + FAN * Math.max(col.cards.length - 1, 0),
      cards: col.cards.map((card, i) => ({ ...card, x, y: y + i * FAN })),
      hint: col.cards.length ? "" : "empty",
      label: `Field column ${c + 1}, ${top ? `${cardName(top.card)} available, ${col.cards.length} cards` : "empty"}`,
    });
  });
  view.deck.forEach((slot, i) => {
    const [x, y] = place.deck(i);
    piles.push({ ...single(slot.pile, "deck", x, y, slot.card,
      `Deck slot ${i + 1}, ${slot.card ? cardName(slot.card.card) : "empty"}`), hint: slot.card ? "" : "empty" });
  });
  return { width: place.width, height: place.height, piles };
}

/** One line under the table. */
export function summary(view) {
  return `${view.home} of 104 cards home · fresh ${view.fresh.count} · waste ${view.waste.count}`;
}

export const guide = "Tap or drag a card onto a foundation; a gold outline shows where it can go. Tap the fresh pile to turn a card.";

export const help = [
  { text: "Build each foundation up by twos in one suit: the left column starts with the Ace (A 3 5 7 9 J K 2 4 6 8 10 Q), the right with the Two (2 4 6 8 10 Q A 3 5 7 9 J K).",
    show: ["AS", "3S", "5S", "2H", "4H", "6H"] },
  "Every Deck card is available; an emptied Deck slot refills from the waste, else the fresh pile. Only the lowest card of each Field column is available, and the Field is never refilled.",
  "Click the fresh pile to turn its top card onto the waste. There is no redeal.",
];
