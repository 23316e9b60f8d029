// Kings Corners' table: a compass of four side piles and four corners around the stock,
// the other players' hands face down beside it (above it on a phone), yours face up below.
// Every pile is fanned
// so each card's index shows; a hand card is a pile of its own, so it can be dragged or
// clicked onto a pile, and a whole side pile moves by its bottom card (or a click).  What
// may go where, and why not, comes from the engine's view.
import { h } from "../ui/dom.js";
import { CARD_H } from "../ui/table.js";
import { cardName } from "../ui/cards.js";

const WORD = { N: "north", E: "east", S: "south", W: "west",
  NE: "north-east", SE: "south-east", SW: "south-west", NW: "north-west" };
// The compass, row by row; the stock sits in the middle.
const GRID = [["NW", "N", "NE"], ["W", "stock", "E"], ["SW", "S", "SE"]];
const WIDE = { cell: 3.4, gap: 0.35, fan: 0.25 };     // ten cards a line of a cell, then wrap
const NARROW = { cell: 1.8, gap: 0.2, fan: 0.215 };   // 360 px: four cards a line, then wrap
const LINE = 0.5;          // a wrapped line of a pile shows the index (rank and suit) above it
const BADGE = 0.5;         // room under a row for its badges
const HAND_STEP = 1.06;    // hand cards side by side while they fit...
const HAND_MIN = 0.55;     // ...then overlapping down to this, then a second line
const HAND_LINE = 0.8;
const BACK_STEP = 0.18;    // the other hands: fanned backs...
const OTHERS_W = 2.6;      // ...in a column this wide beside the compass (wide screens)

let names = [];            // how the page calls each seat, from the last layout's context

function nameOf(seat) {
  return names[seat] ?? `Player ${seat + 1}`;
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "N, E or NE": piles by their short names, as the table marks them. */
function orList(ids) {
  return ids.length > 1 ? `${ids.slice(0, -1).join(", ")} or ${ids.at(-1)}` : ids[0];
}

function capital(text) {
  return text[0].toUpperCase() + text.slice(1);
}

/** "north pile", "north-east corner". */
function pileWord(id) {
  return `${WORD[id]} ${id.length === 2 ? "corner" : "pile"}`;
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

function compassPile(p, x, y, w, hgt, fan, targets) {
  const corner = p.kind === "corner";
  const cards = fanned(p.cards, x, y, w, fan);
  const top = p.cards.at(-1);
  let label;
  if (!p.count) {
    label = corner ? `${capital(WORD[p.pile])} corner, empty: only a King may open it`
      : `${capital(WORD[p.pile])} side space, empty: any card from your hand may fill it`;
  } else {
    const list = p.cards.map((c) => cardName(c.card)).join(", ");
    label = `${capital(pileWord(p.pile))}, ${plural(p.count, "card")}: ${list}` +
      (p.count > 1 ? `; the ${cardName(top.card)} on top` : "");
  }
  if (targets.length) label += `; it can move to ${orList(targets)}`;
  return {
    id: p.pile, kind: corner ? "kc-corner" : "kc-side", x, y, w, h: hgt, cards, label,
    hint: p.count ? "" : `${p.pile}\n${corner ? "King only" : "any card"}`,
    badge: p.count ? `${p.pile} \u00b7 ${p.count}` : null,
  };
}

function stockPile(view, x, y) {
  const n = view.stock.count;
  const shown = Math.min(n, 3);
  const start = view.options.draw_timing === "start";
  return {
    id: "stock", kind: "kc-stock", x, y,
    // Backs only: the stock's cards are never in the page.
    cards: Array.from({ length: shown }, (_, i) => ({ id: null, card: null,
      x: x + 0.04 * (shown - 1 - i), y: y + 0.04 * (shown - 1 - i) })),
    hint: n ? "" : "stock\nempty",
    badge: `stock ${n}`,
    label: n ? `Stock, ${plural(n, "card")} face down; ${start ? "each turn begins by drawing one" : "the button under the table draws one"}`
      : "Stock, empty; turns end without drawing",
  };
}

/** A face-down hand: fanned backs and a count. */
function backsPile(view, seat, x, y, w, narrow) {
  const count = view.hands[seat].count;
  const step = count > 1 ? Math.min(BACK_STEP, (w - 1) / (count - 1)) : 0;
  const turn = view.to_move === seat;
  const left = x + Math.max(0, (w - 1 - step * (count - 1)) / 2);
  return {
    id: `seat-${seat}`, kind: `kc-backs${turn ? " kc-turn" : ""}`, x, y, w, h: CARD_H,
    cards: Array.from({ length: count }, (_, i) => ({ id: null, card: null, x: left + i * step, y })),
    hint: count ? "" : "no cards",
    badge: `${nameOf(seat)}${narrow ? ": " : " \u00b7 "}${plural(count, "card")}${turn ? " \u25c0" : ""}`,
    label: `${nameOf(seat)}: ${plural(count, "card")} face down${turn ? ", to move" : ""}`,
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
    cards: [], hint: n ? "" : "no cards",
    badge: `${nameOf(view.seat)} \u00b7 ${plural(n, "card")} \u00b7 ${plural(view.hand.penalty, "penalty point")}${turn ? " \u25c0" : ""}`,
    label: `${nameOf(view.seat) === "You" ? "Your" : `${nameOf(view.seat)}'s`} hand, ${plural(n, "card")}`,
  };
  const playable = new Map();
  for (const m of view.moves) if (m.id && m.from === m.id) playable.set(m.id, [...(playable.get(m.id) ?? []), m.to]);
  const piles = cards.map((c, i) => {
    const cx = left + (i % across) * step, cy = y + Math.floor(i / across) * HAND_LINE;
    const to = playable.get(c.id) ?? [];
    return {
      id: c.id, kind: "kc-card", x: cx, y: cy, cards: [{ ...c, x: cx, y: cy }],
      label: `${capital(cardName(c.card))} in your hand` + (to.length ? `; it can go to ${orList(to)}` : ""),
    };
  });
  return { piles: [frame, ...piles], height: hgt };
}

/** The other seats in turn order from ``bottom``: the next to play (on your left) first. */
function otherSeats(view, bottom) {
  return Array.from({ length: view.players - 1 }, (_, k) => (bottom + k + 1) % view.players);
}

/** The piles and their cards, in card-width units.  Wide: the other hands in a column at the
 *  left of the compass, yours below it.  Narrow (a phone): the other hands in a row above. */
export function layout(view, ctx) {
  names = ctx.names ?? [];
  const { narrow } = ctx;
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
    y = CARD_H + BADGE;
  } else {
    others.forEach((seat, k) => piles.push(backsPile(view, seat, 0, k * (CARD_H + BADGE), OTHERS_W, false)));
    sideH = others.length * (CARD_H + BADGE);
    x0 = OTHERS_W + 0.5;
    width = x0 + gridW;
  }
  const colX = (c) => x0 + c * (g.cell + g.gap);

  const byId = Object.fromEntries(view.piles.map((p) => [p.pile, p]));
  const pileTargets = (id) => view.moves.filter((m) => m.from === id).map((m) => m.to);
  for (const row of GRID) {
    const hgt = Math.max(...row.map((id) => (byId[id] ? pileHeight(byId[id].count, g.cell, g.fan) : CARD_H)));
    row.forEach((id, c) => {
      if (id === "stock") piles.push(stockPile(view, colX(c) + (g.cell - 1) / 2, y + (hgt - CARD_H) / 2));
      else piles.push(compassPile(byId[id], colX(c), y, g.cell, hgt, g.fan, pileTargets(id)));
    });
    y += hgt + BADGE;
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
  return { width, height: y + bottomH + BADGE, piles };
}

// --- words around the table -------------------------------------------------------------------

function turnWords(view) {
  if (view.outcome) return view.options.match ? "The match is over" : "The hand is over";
  const who = nameOf(view.to_move);
  if (who === "You") return "Your turn";
  return view.seat === view.to_move ? `${who}, your turn` : `${who} to play`;  // several people, one device
}

/** One line under the table. */
export function summary(view) {
  const hand = view.options.match ? `hand ${view.hand_number} \u00b7 ` : "";
  return `${turnWords(view)} \u00b7 ${hand}stock ${view.stock.count}`;
}

/** A few words for the seats bar: cards held, and the running total in a match. */
export function seatDetail(view, seat) {
  const count = view.hands[seat]?.count ?? 0;
  const total = view.options.match ? ` \u00b7 ${plural(view.scoreboard.totals[seat], "point")}` : "";
  return `${plural(count, "card")}${total}`;
}

/** The match so far: a row per player, a column per finished hand, and the totals. */
function scoreTable(view, caption) {
  const hands = view.scoreboard.hands;
  const stalemates = hands.filter((x) => x.went_out === null).map((x) => x.number);
  const head = h("tr", {}, h("th", { scope: "col" }, "Player"),
    ...hands.map((x) => h("th", { scope: "col", title: `hand ${x.number}` }, String(x.number))),
    h("th", { scope: "col" }, "Total"));
  const rows = view.hands.map(({ seat }) => h("tr", { dataset: { seat: String(seat) } },
    h("th", { scope: "row" }, nameOf(seat)),
    ...hands.map((x) => (x.went_out === seat ? h("td", { class: "kc-out", title: "went out" }, "out")
      : h("td", {}, String(x.penalties[seat])))),
    h("td", { class: "kc-total" }, String(view.scoreboard.totals[seat]))));
  const note = stalemates.length
    ? ` ${stalemates.length === 1 ? "Hand" : "Hands"} ${stalemates.join(", ")} ended in a stalemate.` : "";
  return h("div", { class: "kc-scroll" }, h("table", { class: "kc-scores" },
    h("caption", {}, caption + note), h("thead", {}, head), h("tbody", {}, ...rows)));
}

export function panel(view) {
  const parts = [];
  let turn = turnWords(view);
  if (!view.outcome) {
    if (view.seat !== null && view.seat === view.to_move) {
      turn += view.moved ? ": play more cards, or end your turn." : ": play cards onto the piles, then end your turn.";
    } else turn += ".";
  } else turn += ".";
  parts.push(h("p", { class: "kc-turn-line" }, turn));
  const facts = [`Dealer: ${nameOf(view.dealer)}`, `stock: ${view.stock.count}`];
  if (view.options.draw_timing === "start") facts.push("draw at the start of a turn");
  parts.push(h("p", { class: "kc-facts" }, facts.join(" \u00b7 ")));
  if (view.hand) {
    parts.push(h("p", { class: "kc-own" }, `Your hand would cost ${plural(view.hand.penalty, "penalty point")} now.`));
  }
  if (view.options.match) {
    parts.push(h("h3", {}, `Match to ${view.options.target}`));
    parts.push(scoreTable(view, `Penalty points per hand; the lowest total wins once anyone reaches ${view.options.target}.`));
  } else {
    parts.push(h("h3", {}, "Scoring"));
    parts.push(h("p", { class: "kc-note" }, "One hand: the first to empty their hand wins. Cards left cost 1 point each, a King 10."));
    if (view.scoreboard.hands.length) parts.push(scoreTable(view, "Penalty points"));
  }
  return h("div", { class: "kc-panel" }, ...parts);
}

/** Each hand's penalty (and the totals in a match) under the end banner. */
export function bannerDetail(view) {
  const out = view.outcome;
  if (!out) return null;
  const last = view.last_hand;
  const match = view.options.match;
  const best = Math.min(...out.scores);
  const rows = view.hands.map(({ seat, count }) => h("tr", {
    dataset: { seat: String(seat) }, class: out.winners.includes(seat) ? "kc-winner" : null },
  h("th", { scope: "row" }, nameOf(seat)),
  h("td", { class: "kc-left" }, last?.went_out === seat ? "went out" : plural(count, "card")),
  h("td", { class: "kc-penalty" }, String(last ? last.penalties[seat] : out.penalties[seat])),
  match ? h("td", { class: "kc-total" }, String(out.scores[seat])) : null));
  return h("div", { class: "kc-result" },
    h("table", { class: "kc-scores" },
      h("caption", {}, match ? `After ${plural(out.hands, "hand")}: lowest total (${best}) wins` : "Penalty points this hand"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Left in hand"),
        h("th", { scope: "col" }, match ? "Last hand" : "Penalty"), match ? h("th", { scope: "col" }, "Total") : null)),
      h("tbody", {}, ...rows)));
}

export const help = [
  "Around the stock lie four side piles (north, east, south and west) and four empty corners. On your turn, make as many plays as you like, then end the turn by drawing one card from the stock; once the stock is used up, you just end the turn. (In the draw-first variant the card is drawn for you as your turn begins.)",
  "A card goes on a pile when it is one rank lower and of the other colour than the pile's top card: a red 9 on a black 10, a black 6 on a red 7. Aces are low and close a pile. Kings cannot go on a pile: a King opens an empty corner, and only a King may.",
  "A whole side pile may move onto another pile when its bottom card fits that pile's top card, and a side pile with a King at the bottom may move into an empty corner. A side space left empty takes any card from your hand. Corner piles never move.",
  "Drag a card or a pile onto where it goes, or click it and then click the target. A pile moves by its bottom card, the one at the left.",
  "Empty your hand to win the hand at once. If the stock is gone and a whole round passes without a play, the hand ends in a stalemate. Cards left in hand cost a point each, a King ten. In a match, hands are dealt until someone reaches the target, and the lowest total wins.",
];
