// Overthrone's table: the throne in the middle of a compass of four foundations, the hand
// below, the draw and discard piles with their counts, and a side panel that says what the
// ruler allows.  Every rule (what may move where, and why not) comes from the engine's view.
import { h } from "../ui/dom.js";
import { CARD_H } from "../ui/table.js";
import { cardName, cardSvg, suitClass, SUIT_NAME, SUIT_SYMBOL } from "../ui/cards.js";

const GAP = 0.2;
const STEP = 1 + GAP;       // hand slots, side by side
const THRONE_W = 1.4;       // the throne is a dais a little larger than the ruler...
const THRONE_H = 1.9;
const CROWN = 0.38;         // ...with a crown above the ruler's card
const BADGE_ROOM = 0.35;    // below a pile, for its badge
const SIDE_NAME = { N: "North", E: "East", S: "South", W: "West" };
const BANDS = [["Perfect", "0"], ["Good", "1\u20133"], ["Not so good", "4\u20137"], ["Uh oh", "8+"]];

/** "the five of spades", "the Jester". */
function named(code) {
  return code === "X1" ? "the Jester" : `the ${cardName(code)}`;
}

/** "Queen of clubs": a court card named as a person. */
function courtTitle(code) {
  const name = cardName(code);
  return name[0].toUpperCase() + name.slice(1);
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The ruler's title from the engine's own words: "Jack of diamonds". */
function rulerTitle(view) {
  return view.allows.split(" rules:")[0];
}

// --- where things sit -------------------------------------------------------------------

function places(view, narrow, showBuried) {
  const slots = view.hand.length;
  const handW = slots * STEP - GAP;
  if (narrow) {
    // Draw and discard in the top corners beside the north foundation; the hand below.
    const width = Math.max(handW, 5 * STEP - GAP);
    const cx = width / 2;
    const hand = 1.75 + THRONE_H + 0.4 + CARD_H + 0.5;
    const buried = hand + CARD_H + 0.5;
    return {
      width, height: (showBuried ? buried : hand) + CARD_H + BADGE_ROOM, cx,
      draw: [0, 0], discard: [width - 1, 0], hand: (i) => [(width - handW) / 2 + i * STEP, hand],
      side: 0.25, buried: [0, buried, width],
    };
  }
  // Desktop: the compass above, and one row below: draw pile, hand, discard pile.
  const width = 1 + 0.5 + handW + 0.5 + 1;
  const cx = width / 2;
  const hand = 1.75 + THRONE_H + 0.4 + CARD_H + 0.5;
  return {
    width, height: hand + CARD_H + BADGE_ROOM, cx,
    draw: [0, hand], discard: [width - 1, hand], hand: (i) => [1.5 + i * STEP, hand],
    side: 0.3, buried: [cx + 0.85, 0, width - cx - 0.85],
  };
}

function foundationPile(f, x, y) {
  const side = SIDE_NAME[f.pile];
  const top = f.top?.card;
  const cards = f.cards.slice(-2).map((c) => ({ ...c, x, y }));
  let label = `${side} foundation, empty: a card of a suit with no foundation yet may start it`;
  if (f.count) {
    label = `${side} foundation, ${SUIT_NAME[f.suit]}, ${plural(f.count, "card")}, ${named(top)} on top`;
    if (top === "X1") label += " (the discard pile is open while it stays there)";
  }
  return {
    id: f.pile, kind: "ot-foundation", x, y, cards, label,
    hint: f.count ? "" : f.pile,
    badge: f.count ? `${f.pile} \u00b7 ${SUIT_SYMBOL[f.suit]} ${f.count}` : null,
  };
}

function thronePile(view, x, y, showBuried) {
  const { ruler, buried } = view;
  const cx = x + (THRONE_W - 1) / 2, cy = y + CROWN;
  // Buried rulers lie under the ruler; the last few peek out a little, for depth.
  const cards = buried.map((c, i) => {
    const depth = Math.min(buried.length - i, 3);
    return { ...c, x: cx - 0.045 * depth, y: cy - 0.045 * depth };
  });
  const pile = {
    id: "throne", kind: "ot-throne", x, y, w: THRONE_W, h: THRONE_H, hint: "\u265b",
    cards: showBuried ? [] : cards,
    badge: buried.length ? `${buried.length} buried` : null,
    label: `Throne: the ${rulerTitle(view)} rules` +
      (buried.length ? `, ${plural(buried.length, "earlier ruler")} buried beneath` : ", the first ruler of this deal"),
  };
  pile.cards.push({ ...ruler, x: cx, y: cy });
  return pile;
}

function buriedPile(view, [x, y, w]) {
  const n = view.buried.length;
  const step = n > 1 ? Math.min(0.55, (w - 1) / (n - 1)) : 0;
  return {
    id: "buried", kind: "ot-buried", x, y, w, h: CARD_H,
    cards: view.buried.map((c, i) => ({ ...c, x: x + i * step, y })),
    hint: n ? "" : "no buried rulers yet",
    badge: n ? "buried rulers, oldest first" : null,
    label: n ? `Buried rulers, oldest first: ${view.buried.map((c) => `the ${courtTitle(c.card)}`).join(", ")}`
      : "Buried rulers: none yet",
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
    const n = i + 1;
    piles.push({
      id: slot.pile, kind: slot.card && !plays.has(slot.pile) ? "ot-hand-stuck" : "ot-hand", x, y,
      cards: slot.card ? [{ ...slot.card, x, y }] : [],
      hint: slot.card ? "" : String(n),
      label: slot.card ? `Hand slot ${n}, ${named(slot.card.card)}` : `Hand slot ${n}, empty`,
    });
  });

  const draw = view.draw;
  const drawable = view.moves.some((m) => m.from === "draw");
  const [dx, dy] = p.draw;
  piles.push({
    id: "draw", kind: "ot-draw", x: dx, y: dy,
    // Face-down backs only, never the cards themselves: the order stays secret.
    cards: Array.from({ length: Math.min(draw.count, 3) }, (_, i) => ({ id: null, card: null, x: dx + 0.03 * (Math.min(draw.count, 3) - 1 - i), y: dy + 0.03 * (Math.min(draw.count, 3) - 1 - i) })),
    hint: draw.count ? "" : "empty",
    badge: `draw ${draw.count}`,
    label: draw.count
      ? `Draw pile, ${plural(draw.count, "card")} face down; ` +
        (drawable ? "activate it to fill the empty hand slots" : "drawing fills empty hand slots, and none is empty now")
      : "Draw pile, empty",
  });

  const discard = view.discard;
  const [rx, ry] = p.discard;
  piles.push({
    id: "discard", kind: view.jester_active ? "ot-discard-open" : "ot-discard", x: rx, y: ry,
    cards: discard.cards.slice(-2).map((c) => ({ ...c, x: rx, y: ry })),
    hint: discard.count ? "" : "discard",
    badge: `discard ${discard.count}${view.jester_active ? " \u00b7 open" : ""}`,
    label: discard.count
      ? `Discard pile, ${plural(discard.count, "card")}, ${named(discard.top.card)} on top, ` +
        (view.jester_active ? "open: its top card may be played while a Jester tops a foundation"
          : "closed: its top card may be played only while a Jester tops a foundation")
      : `Discard pile, empty${view.jester_active ? " (open while a Jester tops a foundation)" : ""}: any hand card may be discarded here, for a point of penalty`,
  });

  if (showBuried) piles.push(buriedPile(view, p.buried));
  return { width: p.width, height: p.height, piles };
}

/** One line under the table. */
export function summary(view) {
  return `${rulerTitle(view)} rules \u00b7 draw ${view.draw.count} \u00b7 discard ${view.discard.count} \u00b7 penalty ${view.penalty}`;
}

// --- the side panel -------------------------------------------------------------------------

function mini(code, extra = {}) {
  return h("span", { class: `ot-mini ${suitClass(code)}`, role: "img", "aria-label": cardName(code), ...extra },
    cardSvg(code));
}

function sentence(text) {
  const t = text.trim();
  return t[0].toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? "" : ".");
}

let shownRuler = null;   // the ruler the panel showed last, to mark a change of reign
let alwaysOpen = false;  // "Whoever rules" stays open across moves once opened

export function panel(view, ctx) {
  const [, rest = view.allows] = view.allows.split(" rules: ");
  const changed = shownRuler !== null && shownRuler !== view.ruler.id;
  shownRuler = view.ruler.id;
  const previous = view.buried.at(-1);
  const jesters = view.foundations.filter((f) => f.top?.card === "X1").map((f) => SIDE_NAME[f.pile].toLowerCase());
  const showBuried = Boolean(ctx.toggles.buried);
  const toggle = h("button", {
    type: "button", class: "ot-toggle", "aria-pressed": String(showBuried), disabled: !view.buried.length,
    onclick: () => {
      ctx.toggles.buried = !showBuried;
      ctx.redraw();
      document.querySelector(".ot-toggle")?.focus(); // the panel was rebuilt: keep the focus here
    },
  }, showBuried ? "Hide the buried rulers" : `Show the buried rulers (${view.buried.length})`);
  return h("div", { class: `ot-panel${changed ? " ot-changed" : ""}` },
    h("div", { class: "ot-ruler" },
      mini(view.ruler.card),
      h("div", {},
        h("h2", { class: "ot-ruler-title" }, `The ${rulerTitle(view)} rules`),
        h("p", { class: "ot-since" }, previous ? `Overthrew the ${courtTitle(previous.card)}.`
          : "The first ruler of this deal."))),
    h("h3", {}, "This ruler allows"),
    h("ul", { class: "ot-allows" }, ...rest.split("; ").map((part) => h("li", {}, sentence(part)))),
    h("h3", {}, "Who may take the throne"),
    h("p", { class: "ot-overthrow" }, view.overthrow),
    h("h3", {}, "Penalty so far"),
    h("p", { class: "ot-penalty" }, h("strong", {}, String(view.penalty)),
      ` ${view.penalty === 1 ? "card" : "cards"} discarded. Each card discarded or left in hand costs a point.`),
    h("p", { class: `ot-discard-state${view.jester_active ? " open" : ""}` },
      view.jester_active
        ? (view.discard.count ? "The discard pile is open: a Jester tops the " : "The discard pile would be open, as a Jester tops the ") +
          `${jesters.join(" and ")} foundation${jesters.length > 1 ? "s" : ""}` +
          (view.discard.count ? ", so its top card may be played." : ", but it is empty.")
        : "The discard pile is closed; it opens while a Jester tops a foundation."),
    toggle,
    h("details", { class: "ot-always", open: alwaysOpen, ontoggle: (e) => { alwaysOpen = e.target.open; } },
      h("summary", {}, "Whoever rules"), h("p", {}, view.always)));
}

// --- settings and the end ------------------------------------------------------------------

// The session plays the draw into an empty hand (and takes it back with the move before it).
export const settings = [{ key: "auto", label: "Auto-draw when the hand is empty", default: true, session: true }];

export function bannerDetail(view) {
  if (!view.outcome) return null;
  const costly = view.costly ?? [];
  return h("div", { class: "ot-result" },
    h("p", { class: "ot-band" }, "Score band: ", h("strong", { class: "ot-band-name" }, view.band)),
    h("ol", { class: "ot-bands", "aria-label": "Score bands" },
      ...BANDS.map(([name, range]) => h("li", { class: name === view.band ? "current" : null, "aria-current": name === view.band ? "true" : null },
        h("span", { class: "ot-band-range" }, range), ` ${name}`))),
    h("p", { class: "ot-costly-title" }, costly.length
      ? `The ${plural(costly.length, "card")} that cost points:` : "Not a single card cost a point."),
    costly.length ? h("div", { class: "ot-costly", role: "list" },
      ...costly.map((c) => mini(c.card, { role: "listitem" }))) : null);
}

export const help = [
  "The court card on the throne rules. Play every card to the four foundations around the throne; every card you discard costs a point.",
  "A foundation is started by any card of a suit that has no foundation yet, and then takes only that suit. Aces may always be played on their suit. The ruler decides the rest: a Jack lets his own suit be played; a Queen also cards matching the rank of any foundation's top card; a King also cards one above or below the top of their own foundation.",
  "A King may always take the throne. A Queen beats a Queen or a Jack, and a King only when her suit's foundation outranks his (Aces high). A Jack beats a Jack, a Queen when his foundation outranks hers, and a King only when his foundation has an Ace on top.",
  "The Jester goes on any foundation that has cards; while it is on top, the discard pile's top card may be played too. Click the draw pile to fill the empty hand slots. The game ends when nothing can move: 0 is Perfect, 1\u20133 Good, 4\u20137 Not so good, 8 or more Uh oh.",
];
