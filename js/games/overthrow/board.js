// Overthrow's board: every cell is a pile (so a move's cells carry data-pile), the tokens are
// the table's pieces, and the grid, capital rings, HQs and villages are drawn underneath.
// The seat whose view this is gets its three supply piles beside the board (below it on a
// phone): select one, and the cells where a token may be laid light up.
import { svg } from "../../ui/dom.js";
import { prepareMoves } from "./moves.js";
import { SEATS, colourName, seatShape, tokenName, tokenSvg } from "./pieces.js";

// A cell, in card widths: 0.7 on the small board, 0.58 on the big one, so a 15 x 15 board
// fits a desktop screen's height and a phone's width (overthrow.css sizes tokens to match).
const CELL = { small: 0.7, big: 0.58 };
const TOUCH = 46;            // px: a cell a finger can take on a phone (44 px and a margin)
const EDGE = 0.36;           // room for the column and row numbers
const KINDS = ["land", "military", "trade"];
const LETTER = { land: "L", military: "M", trade: "T" };
const RING_FILL = { outer: "#cfc8b8", inner: "#b4ab99", centre: "#e0b43a" };
const COST = { land: "1 action each", military: "1 action each, and an exposure card", trade: "1 action each" };

function places(view, narrow, touch, viewer) {
  const n = view.board.size;
  const big = n > 11;
  const c = big ? CELL.big : CELL.small;
  const side = EDGE + n * c;
  const at = (cell) => [EDGE + cell.x * c, EDGE + cell.y * c];
  const common = { n, c, big, at };
  if (touch) {
    // The board is wider than the phone and scrolls; the table opens on the player's HQ, so
    // the supply piles sit under it (a thumb must reach them without scrolling away).
    const w = 1.25, row = 3 * w + 0.2;
    const hq = view.board.cells.find((cell) => cell.kind === "hq" && cell.seat === viewer);
    const mid = hq ? at(hq)[0] + c / 2 : side / 2;
    const left = Math.min(Math.max(mid - row / 2, EDGE), side - row);
    return { ...common, width: side + 0.05, height: side + 0.25 + 1.1 + 0.6, row: true,
      supply: (i) => [left + i * (w + 0.1), side + 0.25, w, 1.1], pips: [left, side + 1.45] };
  }
  if (narrow) {
    const w = (side - EDGE - 0.2) / 3;
    // Taller supply piles than on a desktop: on a phone they must take a thumb.
    return { ...common, width: side + 0.05, height: side + 0.25 + 1.3 + 0.6, row: true,
      supply: (i) => [EDGE + i * (w + 0.1), side + 0.25, w, 1.3], pips: [EDGE, side + 1.65] };
  }
  return { ...common, width: side + 0.3 + 2.2, height: Math.max(side, 3 * 1.25 + 1.2) + 0.05,
    supply: (i) => [side + 0.3, EDGE + i * 1.25, 2.2, 1.0], pips: [side + 0.3, EDGE + 3 * 1.25 + 0.15] };
}

function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

/** A cell in words, for its aria-label and the "Selected ..." line. */
function cellLabel(cell, here, view) {
  const parts = [cell.id];
  if (cell.kind === "capital") {
    const ring = cell.ring === "centre" ? "the capital centre" : `capital, ${cell.ring} ring`;
    parts.push(`${ring}, defends with ${plural(cell.defence, "die", "dice")}`);
  } else if (cell.kind === "hq") {
    parts.push(`${colourName(cell.seat)} HQ`);
  } else if (cell.kind === "village") {
    const linked = view.seats.filter((s) => s.villages.includes(cell.id)).map((s) => s.colour);
    parts.push(`village${linked.length ? `, linked by ${linked.join(" and ")}` : ""}`);
  }
  const land = here.find((t) => t.layer === "land");
  const top = here.find((t) => t.layer === "top");
  if (land) parts.push(`${SEATS[land.owner].colour} land`);
  if (top) parts.push(`${land ? "with " : "held by "}a ${SEATS[top.owner].colour} ${top.kind}`);
  if (!land && !top && cell.kind === "plain") parts.push("empty");
  if (view.roll?.target === cell.id) parts.push("attacked last");
  return parts.join(", ");
}

function supplyPile(view, seat, kind, [x, y, w, h], mine, narrow, c) {
  const left = view.seats[seat].supply[kind];
  const code = `${LETTER[kind]}${seat}`;
  return {
    id: `supply:${kind}`, kind: "ovt-supply", x, y, w, h,
    cards: left ? [{ id: null, card: code, x: x + 0.12, y: y + (h - c) / 2 }] : [],
    // as many words as there is room for beside the token (a touch-size board: just the count)
    hint: w < 1.5 ? `${left}` : narrow ? `${left} left` : `${kind[0].toUpperCase()}${kind.slice(1)} ${left}`,
    label: `${kind} supply, ${left} left` + (mine.has(`supply:${kind}`) ? ` (${COST[kind]})` : ""),
  };
}

/** The piles and pieces, in card-width units. */
export function layout(view, { narrow, phone, viewer, settings = {} }) {
  const moves = prepareMoves(view);
  // On a phone the cells are drawn at least TOUCH px wide, unless the player asked to see the
  // whole board at once (cells of 22-31 px, a pinch-zoom away from a finger).  A narrow table
  // on a wider screen (a half-width window) keeps the fitted board.
  const touch = narrow && phone && !settings.wholeBoard;
  const p = places(view, narrow, touch, viewer ?? view.turn);
  const sources = new Set(moves.map((m) => m.from).filter(Boolean));
  const losers = new Set(moves.filter((m) => m.kind === "lose").map((m) => m.from));
  const struck = view.choice?.target ?? view.roll?.target;  // ringed above the tokens
  const kindOf = (cell) => (losers.has(cell.id) ? "ovt-choose" : cell.id === struck ? "ovt-struck" : `ovt-${cell.kind}`);
  const byCell = new Map();
  for (const t of view.tokens) {
    if (!byCell.has(t.cell)) byCell.set(t.cell, []);
    byCell.get(t.cell).push(t);
  }
  const piles = view.board.cells.map((cell) => {
    const [x, y] = p.at(cell);
    const here = byCell.get(cell.id) ?? [];
    return {
      id: cell.id, kind: kindOf(cell), x, y, w: p.c, h: p.c,
      label: cellLabel(cell, here, view),
      cards: here.map((t) => ({ id: t.id, card: `${t.id[0]}${t.owner}`, x, y })),
    };
  });
  const seat = viewer ?? null;
  if (seat !== null && view.seats[seat]) {
    KINDS.forEach((kind, i) => piles.push(supplyPile(view, seat, kind, p.supply(i), sources, narrow, p.c)));
  }
  return {
    width: p.width, height: p.height, piles,
    minUnit: 48, // a cell is 0.58-0.7 units: still over 27 px, and the board fits a laptop screen
    touchUnit: touch ? Math.ceil(TOUCH / p.c) : 0,
    focus: touch ? "supply:military" : null, // the middle supply pile, under the HQ
    face: tokenSvg, faceName: tokenName,
    backdrop: (u) => backdrop(view, p, u),
  };
}

// --- drawn under the piles ----------------------------------------------------------------

/** A group drawn in a cell's own space: (0, 0) its top left corner, 1 its side. */
function inCell(p, cell, ...children) {
  const [x, y] = p.at(cell);
  return svg("g", { transform: `translate(${x} ${y}) scale(${p.c})` }, ...children);
}

function backdrop(view, p, u) {
  const { n, c } = p;
  const side = n * c;
  const root = svg("svg", { class: `ovt-board${p.big ? " big" : ""}`, width: p.width * u, height: p.height * u,
    viewBox: `0 0 ${p.width} ${p.height}` });
  root.append(svg("rect", { x: EDGE, y: EDGE, width: side, height: side, rx: 0.06, class: "ovt-ground" }));
  const capital = view.board.cells.filter((cell) => cell.kind === "capital");
  for (const cell of view.board.cells) {
    if (cell.kind === "capital") root.append(inCell(p, cell, svg("rect", { width: 1, height: 1, fill: RING_FILL[cell.ring] })));
    else if (cell.kind === "hq") root.append(inCell(p, cell, ...hq(cell.seat)));
    else if (cell.kind === "village") root.append(inCell(p, cell, ...village(view, cell)));
  }
  const grid = [];
  for (let i = 0; i <= n; i++) {
    const d = EDGE + i * c;
    grid.push(`M${EDGE} ${d}H${EDGE + side}M${d} ${EDGE}V${EDGE + side}`);
  }
  root.append(svg("path", { d: grid.join(""), class: "ovt-grid" }), capitalRings(p, capital));
  for (const cell of capital) {
    const marks = Array.from({ length: cell.defence }, (_, d) =>   // the city's dice, as dots
      svg("circle", { cx: 0.87 - d * 0.16, cy: 0.13, r: 0.055, class: "ovt-defence" }));
    if (cell.ring === "centre") marks.push(svg("text", { x: 0.5, y: 0.74, class: "ovt-crown", "text-anchor": "middle" }, "\u265b"));
    root.append(inCell(p, cell, ...marks));
  }
  // Text keeps a readable size in px however small the board is drawn.
  const small = Math.max(0.2, 9 / u);
  for (let i = 0; i < n; i++) {
    const d = EDGE + (i + 0.5) * c;
    root.append(svg("text", { x: d, y: EDGE - 0.1, class: "ovt-coord", "text-anchor": "middle", "font-size": small }, String(i)),
      svg("text", { x: EDGE - 0.06, y: d + small / 3, class: "ovt-coord", "text-anchor": "end", "font-size": small }, String(i)));
  }
  root.append(actionPips(view, p, Math.max(0.2, 12 / u)));
  return root;
}

function hq(seat) {
  const s = SEATS[seat];
  return [
    svg("rect", { x: 0.03, y: 0.03, width: 0.94, height: 0.94, fill: s.tint, stroke: s.fill, "stroke-width": 0.1 }),
    svg("path", { d: "M0.2 0.8V0.28h0.14v0.11h0.13v-0.11h0.06v0.11h0.13v-0.11h0.14V0.8Z", fill: s.fill, opacity: 0.35 }),
    seatShape(seat, 0.5, 0.53, 0.21, { fill: s.fill, stroke: "#1d1d1b", "stroke-width": 0.03 }),
  ];
}

function village(view, cell) {
  const out = [
    svg("path", { d: "M0.19 0.51L0.5 0.2L0.81 0.51V0.8H0.19Z", class: "ovt-house" }),
    svg("rect", { x: 0.43, y: 0.6, width: 0.14, height: 0.2, class: "ovt-door" }),
  ];
  // A mark per seat that has linked it (hollow) or built its trade route (filled).
  view.seats.forEach((s, i) => {
    if (!s.villages.includes(cell.id)) return;
    const route = s.routes.includes(cell.id);
    out.push(seatShape(i, 0.14 + i * 0.24, 0.9, 0.08,
      { fill: route ? SEATS[i].fill : "#fffdf7", stroke: SEATS[i].fill, "stroke-width": 0.035 }));
  });
  return out;
}

/** Thick outlines around the capital and each of its rings. */
function capitalRings(p, capital) {
  const g = svg("g", { class: "ovt-rings" });
  const box = (cells, cls) => {
    if (!cells.length) return;
    const xs = cells.map((c) => c.x), ys = cells.map((c) => c.y);
    const x0 = Math.min(...xs), y0 = Math.min(...ys);
    const span = Math.max(...xs) - x0 + 1;
    g.append(svg("rect", { x: EDGE + x0 * p.c, y: EDGE + y0 * p.c, width: span * p.c, height: span * p.c, class: cls }));
  };
  box(capital, "ovt-wall");
  box(capital.filter((c) => c.ring !== "outer"), "ovt-inner-wall");
  box(capital.filter((c) => c.ring === "centre"), "ovt-centre-wall");
  return g;
}

/** The actions the player to move has left, as dots beside (or under) the supply. */
function actionPips(view, p, size) {
  const g = svg("g", { class: "ovt-actions" });
  if (view.phase === "over" || view.to_move === null) return g;
  const [x, y] = p.pips;
  if (view.phase === "defend") {
    g.append(svg("text", { x, y: y + 0.3, class: "ovt-actions-text", "font-size": size },
      `${colourName(view.choice.defender)} chooses`));
    return g;
  }
  const left = Math.max(0, view.actions);
  const s = SEATS[view.turn];
  const dots = Math.min(left, 8);
  // Beside the supply column: the words, then the dots under them; under the supply row: one line.
  const [tx, ty, dy] = p.row ? [x + dots * 0.3 + 0.08, y + 0.3, y + 0.22] : [x, y + 0.22, y + 0.45];
  g.append(svg("text", { x: tx, y: ty, class: "ovt-actions-text", "font-size": size },
    view.bonus_land ? "a free land to lay" : `${plural(left, "action")} left`));
  for (let i = 0; i < dots; i++) {
    g.append(seatShape(view.turn, x + 0.13 + i * 0.3, dy, 0.11, { fill: s.fill, stroke: "#1d1d1b", "stroke-width": 0.02 }));
  }
  return g;
}
