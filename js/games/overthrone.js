// Overthrone's table: the throne in the middle of a compass of four foundations, the hand
// below, the draw and discard piles with their counts, and a panel with the ruler: title,
// powers, who may take the throne, the penalty.  Every rule and every sentence (what may
// move where, why not, what the ruler allows, the score bands) comes from the engine's view.
import { h } from "../ui/dom.js";
import { CARD_H } from "../ui/table.js";
import { cardSvg, faceNames, suitClass, SUIT_SYMBOL } from "../ui/cards.js";
import { SETTINGS } from "../ui/words.js";

const GAP = 0.2;
const STEP = 1 + GAP;       // hand slots, side by side
const THRONE_W = 1.4;       // the throne is a dais a little larger than the ruler...
const THRONE_H = 1.9;
const CROWN = 0.38;         // ...with a crown above the ruler's card
const BADGE_ROOM = 0.35;    // below a pile, for its badge

// --- where things sit -------------------------------------------------------------------

function places(view, narrow, showBuried) {
  const slots = view.hand.length;
  const handW = slots * STEP - GAP;
  const hand = 1.75 + THRONE_H + 0.4 + CARD_H + 0.5;
  if (narrow) {
    // Draw and discard in the top corners beside the north foundation; the hand at the
    // bottom, where a thumb reaches it.
    const width = Math.max(handW, 5 * STEP - GAP);
    const buried = hand + CARD_H + 0.5;
    return {
      width, height: (showBuried ? buried : hand) + CARD_H + BADGE_ROOM, cx: width / 2,
      draw: [0, 0], discard: [width - 1, 0], hand: (i) => [(width - handW) / 2 + i * STEP, hand],
      side: 0.25, buried: [0, buried, width],
    };
  }
  // Desktop: the compass above, and one row below: draw pile, hand, discard pile.
  const width = 1 + 0.5 + handW + 0.5 + 1;
  const cx = width / 2;
  return {
    width, height: hand + CARD_H + BADGE_ROOM, cx,
    draw: [0, hand], discard: [width - 1, hand], hand: (i) => [1.5 + i * STEP, hand],
    side: 0.3, buried: [cx + 0.85, 0, width - cx - 0.85],
  };
}

function foundationPile(f, x, y) {
  return {
    id: f.pile, kind: "ot-foundation", x, y, cards: f.cards.slice(-2).map((c) => ({ ...c, x, y })),
    label: f.label, hint: f.count ? "" : f.pile,
    badge: f.count ? `${f.pile} \u00b7 ${SUIT_SYMBOL[f.suit]} ${f.count}` : null,
  };
}

function thronePile(view, x, y, showBuried) {
  const { ruler, buried } = view;
  const cx = x + (THRONE_W - 1) / 2, cy = y + CROWN;
  // Buried rulers lie under the ruler; the last few peek out a little, for depth.
  const cards = showBuried ? [] : buried.map((c, i) => {
    const depth = Math.min(buried.length - i, 3);
    return { ...c, x: cx - 0.045 * depth, y: cy - 0.045 * depth };
  });
  return {
    id: "throne", kind: "ot-throne", x, y, w: THRONE_W, h: THRONE_H, hint: "\u265b",
    cards: [...cards, { ...ruler, x: cx, y: cy }],
    badge: view.words.buried, label: view.throne.label,
  };
}

function buriedPile(view, [x, y, w]) {
  const n = view.buried.length;
  const step = n > 1 ? Math.min(0.55, (w - 1) / (n - 1)) : 0;
  return {
    id: "buried", kind: "ot-buried", x, y, w, h: CARD_H,
    cards: view.buried.map((c, i) => ({ ...c, x: x + i * step, y })),
    hint: n ? "" : view.words.buried_empty, badge: n ? view.words.buried_order : null,
    label: view.throne.buried_label,
  };
}

/** The piles and their cards, in card-width units, for a wide or a narrow screen. */
export function layout(view, { narrow, toggles = {} }) {
  const showBuried = Boolean(toggles.buried);
  const p = places(view, narrow, showBuried);
  const piles = [];
  const tx = p.cx - THRONE_W / 2, ty = 1.75;
  const rowY = ty + CROWN;
  const spots = {
    N: [p.cx - 0.5, 0],
    W: [tx - p.side - 1, rowY],
    E: [tx + THRONE_W + p.side, rowY],
    S: [p.cx - 0.5, ty + THRONE_H + 0.4],
  };
  piles.push(thronePile(view, tx, ty, showBuried));
  for (const f of view.foundations) piles.push(foundationPile(f, ...spots[f.pile]));

  // Cards that can only be discarded are marked, so help mode need not light them up.
  const plays = new Set(view.moves.filter((m) => m.to !== "discard").map((m) => m.from));
  view.hand.forEach((slot, i) => {
    const [x, y] = p.hand(i);
    piles.push({
      id: slot.pile, kind: slot.card && !plays.has(slot.pile) ? "ot-hand-stuck" : "ot-hand", x, y,
      cards: slot.card ? [{ ...slot.card, x, y }] : [], hint: slot.card ? "" : String(i + 1), label: slot.label,
    });
  });

  const { draw, discard } = view;
  const [dx, dy] = p.draw;
  const backs = Math.min(draw.count, 3);
  piles.push({
    id: "draw", kind: "ot-draw", x: dx, y: dy, label: draw.label,
    // Face-down backs only, never the cards themselves: the order stays secret.
    cards: Array.from({ length: backs }, (_, i) => ({ id: null, card: null,
      x: dx + 0.03 * (backs - 1 - i), y: dy + 0.03 * (backs - 1 - i) })),
    hint: draw.count ? "" : draw.hint, badge: draw.badge,
  });
  const [rx, ry] = p.discard;
  piles.push({
    id: "discard", kind: view.jester_active ? "ot-discard-open" : "ot-discard", x: rx, y: ry,
    cards: discard.cards.slice(-2).map((c) => ({ ...c, x: rx, y: ry })), label: discard.label,
    hint: discard.count ? "" : discard.hint, badge: discard.badge,
  });

  if (showBuried) piles.push(buriedPile(view, p.buried));
  const names = faceNames(view);
  return { width: p.width, height: p.height, piles, faceName: (code) => names.get(code) ?? code };
}

/** One line under the table. */
export function summary(view) {
  return view.summary;
}

// --- the ruler's panel ----------------------------------------------------------------------

/** A small card, named as the engine names it. */
function mini(record, extra = {}) {
  return h("span", { class: `ot-mini ${suitClass(record.card)}`, role: "img", "aria-label": record.name, ...extra },
    cardSvg(record.card));
}

/** A toggle of the panel that lives with the screen (ctx.toggles), redrawing the table. */
function toggleButton(ctx, key, label, attrs) {
  const on = Boolean(ctx.toggles[key]);
  return h("button", { type: "button", "aria-pressed": String(on), dataset: { toggle: key }, ...attrs,
    onclick: () => {
      ctx.toggles[key] = !on;
      ctx.redraw();
      document.querySelector(`[data-toggle="${key}"]`)?.focus(); // the panel was rebuilt: keep the focus here
    } }, label(on));
}

/** The ruler strip (title, how they came, their powers in a few words) and, below it, the
 * reign in full; on a phone the strip sits above the table and the rest opens on request. */
export function panel(view, ctx) {
  const before = ctx.previous?.ruler?.id;
  const changed = before !== undefined && before !== view.ruler.id; // a change of reign is marked once
  const more = Boolean(ctx.toggles.more);
  const words = view.words;
  return h("div", { class: `ot-panel${changed ? " ot-changed" : ""}${more ? " ot-more" : ""}` },
    h("div", { class: "ot-ruler" },
      mini(view.ruler),
      h("div", { class: "ot-ruler-words" },
        h("h2", { class: "ot-ruler-title" }, words.heading),
        h("p", { class: "ot-since" }, view.since),
        h("ul", { class: "ot-chips", "aria-label": words.allows_short },
          ...view.powers.map((p) => h("li", {}, p.short)))),
      toggleButton(ctx, "more", (on) => (on ? words.less : words.more),
        { class: "ot-more-toggle phone-only", "aria-label": words.more_label })),
    h("div", { class: "ot-reign" },
      h("h3", {}, words.allows),
      h("ul", { class: "ot-allows" }, ...view.powers.map((p) => h("li", {}, p.text))),
      h("h3", {}, words.who_may),
      h("p", { class: "ot-overthrow" }, view.overthrow),
      h("h3", {}, words.penalty),
      h("p", { class: "ot-penalty" }, view.penalty_words),
      h("p", { class: `ot-discard-state${view.jester_active ? " open" : ""}` }, view.discard.words),
      toggleButton(ctx, "buried", (on) => (on ? words.hide_buried : words.show_buried),
        { class: "ot-toggle", disabled: !view.buried.length }),
      h("details", { class: "ot-always", open: Boolean(ctx.toggles.always),
        ontoggle: (e) => { ctx.toggles.always = e.target.open; } },
      h("summary", {}, words.always), h("p", {}, view.always))));
}

// --- settings and the end ------------------------------------------------------------------

// The session plays the draw into an empty hand (and takes it back with the move before it).
export const settings = [{ key: "auto", label: SETTINGS.autoDraw, default: true, session: true }];

export function bannerDetail(view) {
  if (!view.outcome) return null;
  const costly = view.costly ?? [];
  const words = view.words;
  return h("div", { class: "ot-result" },
    h("p", { class: "ot-band" }, words.band, h("strong", { class: "ot-band-name" }, view.band)),
    h("ol", { class: "ot-bands", "aria-label": words.bands },
      ...view.bands.map(({ name, range }) => h("li", { class: name === view.band ? "current" : null,
        "aria-current": name === view.band ? "true" : null }, h("span", { class: "ot-band-range" }, range), ` ${name}`))),
    h("p", { class: "ot-costly-title" }, words.costly),
    costly.length ? h("div", { class: "ot-costly", role: "list" },
      ...costly.map((c) => mini(c, { role: "listitem" }))) : null);
}

