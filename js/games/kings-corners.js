// Kings Corners' table: a compass of four side piles and four corners around the stock,
// the other players' hands face down beside it (above it on a phone), yours face up below.
// Every pile is fanned so each card's index shows; a hand card is a pile of its own, so it
// can be dragged or clicked onto a pile, a whole side pile moves by its bottom card, and a
// click on the stock ends the turn.  What may go where, why not, and every pile's words come
// from the engine's view; seats are called by the table's names (ctx.names).
import { h } from "../ui/dom.js";
import { CARD_H } from "../ui/table.js";
import { plural, sentence } from "../ui/words.js";

// The compass, row by row; the stock sits in the middle.
const GRID = [["NW", "N", "NE"], ["W", "stock", "E"], ["SW", "S", "SE"]];
const WIDE = { cell: 3.4, gap: 0.35, fan: 0.25, badge: 0.5 };     // ten cards a line of a cell, then wrap
const NARROW = { cell: 1.8, gap: 0.2, fan: 0.215, badge: 0.36 };  // 360 px: four cards a line, then wrap
const LINE = 0.5;          // a wrapped line of a pile shows the index (rank and suit) above it
const HAND_STEP = 1.06;    // hand cards side by side while they fit...
const HAND_MIN = 0.55;     // ...then overlapping down to this, then a second line
const HAND_LINE = 0.8;
const BACK_STEP = 0.18;    // the other hands: fanned backs...
const OTHERS_W = 2.6;      // ...in a column this wide beside the compass (wide screens)

/** The table's name for a seat (the session's names; "Player N" if it gave none). */
function nameOf(names, seat) {
  return names?.[seat] ?? `Player ${seat + 1}`;
}

// --- where things sit -------------------------------------------------------------------------

function perLine(cellW, fan) {
  return Math.floor((cellW - 1) / fan + 1e-9) + 1;
}

/** Lay ``cards`` along a cell: ``fan`` apart, wrapping to a new line when the cell is full. */
function fanned(cards, x, y, cellW, fan) {
  const n = perLine(cellW, fan);
  return cards.map((c, i) => ({ ...c, x: x + (i % n) * fan, y: y + Math.floor(i / n) * LINE }));
}

function pileHeight(count, cellW, fan) {
  return CARD_H + LINE * Math.max(0, Math.ceil(count / perLine(cellW, fan)) - 1);
}

function compassPile(p, x, y, w, hgt, fan) {
  const corner = p.kind === "corner";
  return {
    id: p.pile, kind: corner ? "kc-corner" : "kc-side", x, y, w, h: hgt,
    cards: fanned(p.cards, x, y, w, fan), label: p.label,
    hint: p.count ? "" : `${p.pile}\n${p.hint}`, badge: p.count ? `${p.pile} \u00b7 ${p.count}` : null,
  };
}

/** The stock: backs only (its cards are never in the page); a click on it ends the turn. */
function stockPile(view, x, y) {
  const { count, label, hint, short } = view.stock;
  const shown = Math.min(count, 3);
  return {
    id: "stock", kind: `kc-stock${short ? " kc-action" : ""}`, x, y, label,
    cards: Array.from({ length: shown }, (_, i) => ({ id: null, card: null,
      x: x + 0.04 * (shown - 1 - i), y: y + 0.04 * (shown - 1 - i) })),
    hint: count ? "" : hint, badge: short ? `${short} \u00b7 ${count}` : `stock ${count}`,
  };
}

/** A face-down hand: fanned backs and a count. */
function backsPile(view, seat, x, y, w, names, narrow) {
  const count = view.hands[seat].count;
  const step = count > 1 ? Math.min(BACK_STEP, (w - 1) / (count - 1)) : 0;
  const turn = view.to_move === seat;
  const left = x + Math.max(0, (w - 1 - step * (count - 1)) / 2);
  const name = nameOf(names, seat);
  return {
    id: `seat-${seat}`, kind: `kc-backs${turn ? " kc-turn" : ""}`, x, y, w, h: CARD_H,
    cards: Array.from({ length: count }, (_, i) => ({ id: null, card: null, x: left + i * step, y })),
    hint: count ? "" : "no cards",
    badge: `${name}${narrow ? ": " : " \u00b7 "}${plural(count, "card")}${turn ? " \u25c0" : ""}`,
    label: `${name}: ${plural(count, "card")} face down${turn ? ", to move" : ""}`,
  };
}

/** Your hand: each card a pile of its own, side by side, overlapping or in two lines as needed. */
function handPiles(view, x, y, w, names) {
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
  const name = nameOf(names, view.seat);
  const frame = {
    id: "hand", kind: `kc-hand${turn ? " kc-turn" : ""}`, x: x - 0.1, y: y - 0.1, w: w + 0.2, h: hgt + 0.2,
    cards: [], hint: n ? "" : "no cards",
    badge: `${name} \u00b7 ${plural(n, "card")} \u00b7 ${plural(view.hand.penalty, "penalty point")}${turn ? " \u25c0" : ""}`,
    label: `${name === "You" ? "Your" : `${name}'s`} hand, ${plural(n, "card")}`,
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
export function layout(view, { narrow, names }) {
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
    others.forEach((seat, k) => piles.push(backsPile(view, seat, cols[k] * (g.cell + g.gap), 0, g.cell, names, true)));
    y = CARD_H + g.badge;
  } else {
    others.forEach((seat, k) => piles.push(backsPile(view, seat, 0, k * (CARD_H + g.badge), OTHERS_W, names, false)));
    sideH = others.length * (CARD_H + g.badge);
    x0 = OTHERS_W + 0.5;
    width = x0 + gridW;
  }
  const colX = (c) => x0 + c * (g.cell + g.gap);

  const byId = Object.fromEntries(view.piles.map((p) => [p.pile, p]));
  for (const row of GRID) {
    const hgt = Math.max(...row.map((id) => (byId[id] ? pileHeight(byId[id].count, g.cell, g.fan) : CARD_H)));
    row.forEach((id, c) => {
      if (id === "stock") piles.push(stockPile(view, colX(c) + (g.cell - 1) / 2, y + (hgt - CARD_H) / 2));
      else piles.push(compassPile(byId[id], colX(c), y, g.cell, hgt, g.fan));
    });
    y += hgt + g.badge;
  }

  y = Math.max(y, sideH) + 0.15;
  let bottomH = CARD_H;
  if (view.hand) {
    const hand = handPiles(view, x0 + 0.1, y, gridW - 0.2, names);
    piles.push(...hand.piles);
    bottomH = hand.height + 0.1;
  } else {
    piles.push(backsPile(view, bottom, colX(1), y, g.cell, names, narrow));
  }
  // A seat's hidden cards travel from its hand of backs; the viewer's new cards from the stock.
  const seatPile = (seat) => (seat === view.seat ? "stock" : `seat-${seat}`);
  return { width, height: y + bottomH + g.badge, piles, seatPile };
}

// --- words around the table -------------------------------------------------------------------

function turnWords(view, names) {
  if (view.outcome) return view.options.match ? "The match is over" : "The hand is over";
  const who = nameOf(names, view.to_move);
  if (view.seat !== view.to_move) return `${who} to play`;
  return names && who !== "You" ? `${who}, your turn` : "Your turn";  // several people at one device
}

/** One line under the table. */
export function summary(view, ctx = {}) {
  const hand = view.options.match ? `hand ${view.hand_number} \u00b7 ` : "";
  return `${turnWords(view, ctx.names)} \u00b7 ${hand}stock ${view.stock.count}`;
}

/** A few words for the seats bar: cards held, and the running total in a match. */
export function seatDetail(view, seat) {
  const count = view.hands[seat]?.count ?? 0;
  const total = view.options.match ? ` \u00b7 ${plural(view.scoreboard.totals[seat], "point")}` : "";
  return `${plural(count, "card")}${total}`;
}

/** The match so far: a row per player, a column per finished hand, and the totals. */
function scoreTable(view, names, caption) {
  const hands = view.scoreboard.hands;
  const stalemates = hands.filter((x) => x.went_out === null).map((x) => x.number);
  const head = h("tr", {}, h("th", { scope: "col" }, "Player"),
    ...hands.map((x) => h("th", { scope: "col", title: `hand ${x.number}` }, String(x.number))),
    h("th", { scope: "col" }, "Total"));
  const rows = view.hands.map(({ seat }) => h("tr", { dataset: { seat: String(seat) } },
    h("th", { scope: "row" }, nameOf(names, seat)),
    ...hands.map((x) => (x.went_out === seat ? h("td", { class: "kc-out", title: "went out" }, "out")
      : h("td", {}, String(x.penalties[seat])))),
    h("td", { class: "kc-total" }, String(view.scoreboard.totals[seat]))));
  const note = stalemates.length
    ? ` ${stalemates.length === 1 ? "Hand" : "Hands"} ${stalemates.join(", ")} ended in a stalemate.` : "";
  return h("div", { class: "kc-scroll" }, h("table", { class: "kc-scores" },
    h("caption", {}, caption + note), h("thead", {}, head), h("tbody", {}, ...rows)));
}

/** Whose turn and what they may do; the dealer and the stock; the scores.  Once the game is
 * over it says how it ended, with the last hand's penalties. */
export function panel(view, ctx) {
  const { names } = ctx;
  const parts = [h("p", { class: "kc-turn-line" }, `${turnWords(view, names)}.`)];
  if (view.prompt) parts.push(h("p", { class: "kc-prompt" }, view.prompt));
  if (view.outcome) parts.push(h("p", { class: "kc-result-line" }, sentence(view.outcome.reason)));
  else parts.push(h("p", { class: "kc-facts" }, `Dealer: ${nameOf(names, view.dealer)} \u00b7 stock: ${view.stock.count}`),
    h("p", { class: "kc-facts" }, view.drawing));
  if (view.hand) parts.push(h("p", { class: "kc-own" }, view.hand.words));
  parts.push(h("h3", {}, view.options.match ? `Match to ${view.options.target}` : "Scoring"));
  if (view.outcome && !view.options.match) parts.push(penaltyTable(view, names));
  else if (view.scoreboard.hands.length) parts.push(scoreTable(view, names, view.scoring));
  else parts.push(h("p", { class: "kc-note" }, view.scoring));
  return h("div", { class: "kc-panel" }, ...parts);
}

/** Each seat's cards left and penalty for the last hand (and the totals in a match). */
function penaltyTable(view, names) {
  const out = view.outcome;
  const last = view.last_hand;
  const match = view.options.match;
  const rows = view.hands.map(({ seat, count }) => h("tr", {
    dataset: { seat: String(seat) }, class: out.winners.includes(seat) ? "kc-winner" : null },
  h("th", { scope: "row" }, nameOf(names, seat)),
  h("td", { class: "kc-left" }, last?.went_out === seat ? "went out" : plural(count, "card")),
  h("td", { class: "kc-penalty" }, String(last ? last.penalties[seat] : out.penalties[seat])),
  match ? h("td", { class: "kc-total" }, String(out.scores[seat])) : null));
  return h("table", { class: "kc-scores" },
    h("caption", {}, match ? `Penalty points after ${plural(out.hands, "hand")}` : "Penalty points this hand"),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Left in hand"),
      h("th", { scope: "col" }, match ? "Last hand" : "Penalty"), match ? h("th", { scope: "col" }, "Total") : null)),
    h("tbody", {}, ...rows));
}

/** The results card: each hand's penalty (and the totals in a match). */
export function bannerDetail(view, ctx) {
  return view.outcome ? h("div", { class: "kc-result" }, penaltyTable(view, ctx.names)) : null;
}

