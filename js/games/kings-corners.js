// Kings Corners' table: a compass of four side piles and four corners around the stock,
// the other players' hands face down beside it (above it on a phone), yours face up below.
// Every pile is fanned so each card's index shows; a hand card is a pile of its own, so it
// can be dragged or clicked onto a pile, a whole side pile moves by its bottom card, and a
// click on the stock ends the turn.  What may go where, why not, and every word (the piles',
// the seats' by the table's names, the panel's) come from the engine's view.
import { h } from "../ui/dom.js";
import { CARD_H } from "../ui/table.js";
import { faceNames } from "../ui/cards.js";
import { sentence } from "../ui/words.js";

// The compass, row by row; the stock sits in the middle.
const GRID = [["NW", "N", "NE"], ["W", "stock", "E"], ["SW", "S", "SE"]];
const WIDE = { cell: 3.4, gap: 0.35, fan: 0.25, badge: 0.5 };     // ten cards a line of a cell, then wrap
// 360 px: four cards a line and no more, so the whole table stays on the screen: a longer pile
// shows its base (a side pile moves by it), a break, and its top cards; its badge counts them all.
const NARROW = { cell: 1.8, gap: 0.2, fan: 0.215, badge: 0.36, oneLine: true };
const CUT = 0.12;          // the break after the base of a pile cut short
const LINE = 0.5;          // a wrapped line of a pile shows the index (rank and suit) above it
const HAND_STEP = 1.06;    // hand cards side by side while they fit...
const HAND_MIN = 0.55;     // ...then overlapping down to this, then a second line
const HAND_LINE = 0.8;
const BACK_STEP = 0.18;    // the other hands: fanned backs...
const OTHERS_W = 2.6;      // ...in a column this wide beside the compass (wide screens)

// --- where things sit -------------------------------------------------------------------------

function perLine(cellW, fan) {
  return Math.floor((cellW - 1) / fan + 1e-9) + 1;
}

/** Lay ``cards`` along a cell: ``fan`` apart, wrapping to a new line when the cell is full. */
function fanned(cards, x, y, cellW, fan) {
  return cards.map((c, i) => ({ ...c, ...fanPlace(i, x, y, cellW, fan) }));
}

/** The place of a pile's ``i``-th card: in lines of as many as fit its cell. */
function fanPlace(i, x, y, cellW, fan) {
  const n = perLine(cellW, fan);
  return { x: x + (i % n) * fan, y: y + Math.floor(i / n) * LINE };
}

function pileHeight(count, g) {
  return g.oneLine ? CARD_H : CARD_H + LINE * Math.max(0, Math.ceil(count / perLine(g.cell, g.fan)) - 1);
}

/** A pile longer than a phone's line: its base, then as many of its top cards as fit after a break. */
function cutShort(cards, x, y, g) {
  const n = perLine(g.cell, g.fan);
  return [cards[0], ...cards.slice(1 - n)].map((c, i) => ({ ...c, x: x + i * g.fan + (i ? CUT : 0), y }));
}

function compassPile(p, x, y, hgt, g) {
  const corner = p.kind === "corner";
  const cut = g.oneLine && p.cards.length > perLine(g.cell, g.fan);
  return {
    id: p.pile, kind: `${corner ? "kc-corner" : "kc-side"}${cut ? " kc-cut" : ""}`, group: "compass", x, y, w: g.cell,
    h: hgt, cards: cut ? cutShort(p.cards, x, y, g) : fanned(p.cards, x, y, g.cell, g.fan), label: p.label,
    next: cut ? undefined : fanPlace(p.cards.length, x, y, g.cell, g.fan), // where a card laid on it goes
    hint: p.count ? "" : `${p.mark ?? p.pile}\n${p.hint}`, badge: p.count ? `${p.mark ?? p.pile} \u00b7 ${p.count}` : null,
  };
}

/** The stock: backs only (its cards are never in the page); a click on it ends the turn. */
function stockPile(view, x, y) {
  const { count, label, hint, short, badge } = view.stock;
  const shown = Math.min(count, 3);
  return {
    id: "stock", kind: `kc-stock${short ? " kc-action" : ""}`, group: "compass", x, y, label,
    cards: Array.from({ length: shown }, (_, i) => ({ id: null, card: null,
      x: x + 0.04 * (shown - 1 - i), y: y + 0.04 * (shown - 1 - i) })),
    hint: count ? "" : hint, badge,
  };
}

/** A face-down hand: fanned backs and a count. */
function backsPile(view, seat, x, y, w, narrow) {
  const hand = view.hands[seat];
  const count = hand.count;
  const step = count > 1 ? Math.min(BACK_STEP, (w - 1) / (count - 1)) : 0;
  const turn = view.to_move === seat;
  const left = x + Math.max(0, (w - 1 - step * (count - 1)) / 2);
  return {
    id: `seat-${seat}`, kind: `kc-backs${turn ? " kc-turn" : ""}`, x, y, w, h: CARD_H,
    cards: Array.from({ length: count }, (_, i) => ({ id: null, card: null, x: left + i * step, y })),
    hint: hand.hint, label: hand.label,
    badge: `${hand.name}${narrow ? ": " : " \u00b7 "}${hand.cards}${turn ? " \u25c0" : ""}`,
  };
}

/** Your hand: each card a pile of its own, side by side, overlapping or in two lines as needed. */
function handPiles(view, x, y, w) {
  const cards = view.hand.cards;
  const n = cards.length;
  let step = n > 1 ? Math.min(HAND_STEP, (w - 1) / (n - 1)) : 0;
  let across = n;
  if (step < HAND_MIN) {
    across = Math.floor((w - 1) / HAND_MIN) + 1;
    step = (w - 1) / (across - 1);
  }
  const lines = Math.max(1, Math.ceil(n / across));
  const rowW = Math.min(n, across) > 1 ? step * (Math.min(n, across) - 1) + 1 : 1;
  const left = x + (w - rowW) / 2;
  const turn = view.to_move === view.seat;
  const hgt = CARD_H + HAND_LINE * (lines - 1);
  const frame = {
    id: "hand", kind: `kc-hand${turn ? " kc-turn" : ""}`, x: x - 0.1, y: y - 0.1, w: w + 0.2, h: hgt + 0.2,
    cards: [], hint: view.hand.hint, badge: `${view.hand.badge}${turn ? " \u25c0" : ""}`, label: view.hand.label,
  };
  const piles = cards.map((c, i) => {
    const cx = left + (i % across) * step, cy = y + Math.floor(i / across) * HAND_LINE;
    return { id: c.id, kind: "kc-card", x: cx, y: cy, cards: [{ ...c, x: cx, y: cy }], label: c.label };
  });
  return { piles: [frame, ...piles], height: hgt };
}

/** The other seats in turn order from ``bottom``: the next to play (on your left) first. */
function otherSeats(view, bottom) {
  return Array.from({ length: view.players - 1 }, (_, k) => (bottom + k + 1) % view.players);
}

/** The piles and their cards, in card-width units.  Wide: the other hands in a column at the
 *  left of the compass, yours below it.  Narrow (a phone): the other hands in a row above,
 *  and yours at the foot of the table, in one screen with it. */
export function layout(view, { narrow }) {
  const g = narrow ? NARROW : WIDE;
  const gridW = 3 * g.cell + 2 * g.gap;
  // Whoever's hand is shown sits at the bottom; while the device is passed, the next player.
  const bottom = view.seat ?? view.to_move ?? 0;
  const others = otherSeats(view, bottom);
  const piles = [];
  let x0 = 0, y = 0, width = gridW, sideH = 0;
  if (narrow) {
    // one column of the compass each, the player across in the middle for two
    const cols = others.length === 1 ? [1] : others.length === 2 ? [0, 2] : [0, 1, 2];
    others.forEach((seat, k) => piles.push(backsPile(view, seat, cols[k] * (g.cell + g.gap), 0, g.cell, true)));
    y = CARD_H + g.badge;
  } else {
    others.forEach((seat, k) => piles.push(backsPile(view, seat, 0, k * (CARD_H + g.badge), OTHERS_W, false)));
    sideH = others.length * (CARD_H + g.badge);
    x0 = OTHERS_W + 0.5;
    width = x0 + gridW;
  }
  const colX = (c) => x0 + c * (g.cell + g.gap);

  const byId = Object.fromEntries(view.piles.map((p) => [p.pile, p]));
  for (const row of GRID) {
    const hgt = Math.max(...row.map((id) => (byId[id] ? pileHeight(byId[id].count, g) : CARD_H)));
    row.forEach((id, c) => {
      if (id === "stock") piles.push(stockPile(view, colX(c) + (g.cell - 1) / 2, y + (hgt - CARD_H) / 2));
      else piles.push(compassPile(byId[id], colX(c), y, hgt, g));
    });
    y += hgt + g.badge;
  }

  y = Math.max(y, sideH) + 0.15;
  let bottomH = CARD_H;
  if (view.hand) {
    const hand = handPiles(view, x0 + 0.1, y, gridW - 0.2);
    piles.push(...hand.piles);
    bottomH = hand.height + 0.1;
  } else {
    piles.push(backsPile(view, bottom, colX(1), y, g.cell, narrow));
  }
  // A seat's hidden cards travel from its hand of backs; the viewer's new cards from the stock.
  const seatPile = (seat) => (seat === view.seat ? "stock" : `seat-${seat}`);
  const names = faceNames(view);
  return { width, height: y + bottomH + g.badge, piles, seatPile, faceName: (code) => names.get(code) ?? code };
}

// --- words around the table -------------------------------------------------------------------

/** One line under the table. */
export function summary(view) {
  return view.summary;
}

/** A few words for the seats bar: cards held, and the running total in a match. */
export function seatDetail(view, seat) {
  return view.hands[seat]?.detail ?? "";
}

/** The match so far: a row per player, a column per finished hand, and the totals. */
function scoreTable(view, caption) {
  const hands = view.scoreboard.hands;
  const words = view.panel, heads = words.headings;
  const head = h("tr", {}, h("th", { scope: "col" }, heads.player),
    ...hands.map((x, i) => h("th", { scope: "col", title: words.hand_titles[i] }, String(x.number))),
    h("th", { scope: "col" }, heads.total));
  const rows = view.hands.map(({ seat, name }) => h("tr", { dataset: { seat: String(seat) } },
    h("th", { scope: "row" }, name),
    ...hands.map((x) => (x.went_out === seat ? h("td", { class: "kc-out", title: heads.went_out }, heads.out)
      : h("td", {}, String(x.penalties[seat])))),
    h("td", { class: "kc-total" }, String(view.scoreboard.totals[seat]))));
  return h("div", { class: "kc-scroll" }, h("table", { class: "kc-scores" },
    h("caption", {}, caption + words.stalemates), h("thead", {}, head), h("tbody", {}, ...rows)));
}

/** Whose turn and what they may do; the dealer and the stock; the scores.  Once the game is
 * over it says how it ended, with the last hand's penalties. */
export function panel(view) {
  const words = view.panel;
  const parts = [h("p", { class: "kc-turn-line" }, `${view.turn}.`)];
  if (view.prompt) parts.push(h("p", { class: "kc-prompt" }, view.prompt));
  if (view.outcome) parts.push(h("p", { class: "kc-result-line" }, sentence(view.outcome.reason)));
  else parts.push(h("p", { class: "kc-facts" }, words.facts), h("p", { class: "kc-facts" }, view.drawing));
  if (view.hand) parts.push(h("p", { class: "kc-own" }, view.hand.words));
  parts.push(h("h3", {}, words.heading));
  if (view.outcome && !view.options.match) parts.push(penaltyTable(view));
  else if (view.scoreboard.hands.length) parts.push(scoreTable(view, view.scoring));
  else parts.push(h("p", { class: "kc-note" }, view.scoring));
  return h("div", { class: "kc-panel" }, ...parts);
}

/** Each seat's cards left and penalty for the last hand (and the totals in a match). */
function penaltyTable(view) {
  const out = view.outcome;
  const last = view.last_hand;
  const match = view.options.match;
  const words = view.panel, heads = words.headings;
  const rows = view.hands.map(({ seat, name }) => h("tr", {
    dataset: { seat: String(seat) }, class: out.winners.includes(seat) ? "kc-winner" : null },
  h("th", { scope: "row" }, name),
  h("td", { class: "kc-left" }, words.left[seat]),
  h("td", { class: "kc-penalty" }, String(last ? last.penalties[seat] : out.penalties[seat])),
  match ? h("td", { class: "kc-total" }, String(out.scores[seat])) : null));
  return h("table", { class: "kc-scores" },
    h("caption", {}, words.penalty_caption),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, heads.player), h("th", { scope: "col" }, heads.left),
      h("th", { scope: "col" }, heads.penalty), match ? h("th", { scope: "col" }, heads.total) : null)),
    h("tbody", {}, ...rows));
}

/** The results card: each hand's penalty (and the totals in a match). */
export function bannerDetail(view) {
  return view.outcome ? h("div", { class: "kc-result" }, penaltyTable(view)) : null;
}
