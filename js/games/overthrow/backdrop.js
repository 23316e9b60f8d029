// What Overthrow draws under its piles: the ground and grid, the capital's rings with the
// city's defence dice and the crown, the HQs, the villages with each seat's link marks, and
// the column letters and row numbers the cells are named by.  Only the link marks change
// during a game, so the rest is drawn once per board and size and kept: a move redraws the
// marks alone, and only when a link or route changed.
import { svg } from "../../ui/dom.js";
import { SEATS, seatShape } from "./pieces.js";

export const EDGE = 0.36;    // room for the column letters and row numbers
const RING_FILL = { outer: "#cfc8b8", inner: "#b4ab99", centre: "#e0b43a" };

/** The board under the piles, at ``u`` px per unit; ``mode`` (whole, overview, zoomed) marks
 * how the cells take a finger (overthrow.css).  ``kept`` (the screen's, so one table's
 * drawing never shows in another) holds the board last drawn and the link marks it carries:
 * the same board at the same size is the same picture. */
export function backdrop(view, p, u, mode, kept) {
  const key = `${view.players}|${p.width}|${p.height}|${p.top}|${u}|${mode}`;
  if (kept.key !== key) {
    const root = svg("svg", { class: `ovt-board ${mode}`, width: p.width * u,
      height: p.height * u, viewBox: `0 0 ${p.width} ${p.height}` });
    const marks = svg("g", { class: "ovt-marks" });
    // the board's own drawing, in board units: moved down when the supply sits above it
    root.append(svg("g", { transform: `translate(0 ${p.top})` }, ...board(view, p, u), marks));
    Object.assign(kept, { key, root, marks, marksKey: null });
  }
  const marksKey = JSON.stringify(view.seats.map((s) => [s.villages, s.routes]));
  if (kept.marksKey !== marksKey) {
    kept.marks.replaceChildren(...villageMarks(view, p));
    kept.marksKey = marksKey;
  }
  return kept.root;
}

/** A group drawn in a cell's own space: (0, 0) its top left corner, 1 its side. */
function inCell(p, cell, ...children) {
  return svg("g", { transform: `translate(${EDGE + cell.x * p.c} ${EDGE + cell.y * p.c}) scale(${p.c})` }, ...children);
}

/** The ground, grid, capital, HQs, villages and edge labels, as a list of nodes. */
function board(view, p, u) {
  const { n, c } = p;
  const side = n * c;
  const out = [];
  out.push(svg("rect", { x: EDGE, y: EDGE, width: side, height: side, rx: 0.06, class: "ovt-ground" }));
  const capital = view.board.cells.filter((cell) => cell.kind === "capital");
  for (const cell of view.board.cells) {
    if (cell.kind === "capital") out.push(inCell(p, cell, svg("rect", { width: 1, height: 1, fill: RING_FILL[cell.ring] })));
    else if (cell.kind === "hq") out.push(inCell(p, cell, ...hq(cell.seat)));
    else if (cell.kind === "village") out.push(inCell(p, cell, ...house()));
  }
  const grid = [];
  for (let i = 0; i <= n; i++) {
    const d = EDGE + i * c;
    grid.push(`M${EDGE} ${d}H${EDGE + side}M${d} ${EDGE}V${EDGE + side}`);
  }
  out.push(svg("path", { d: grid.join(""), class: "ovt-grid" }), capitalRings(p, capital));
  for (const cell of capital) {
    const marks = Array.from({ length: cell.defence }, (_, d) =>   // the city's dice, as dots
      svg("circle", { cx: 0.87 - d * 0.16, cy: 0.13, r: 0.055, class: "ovt-defence" }));
    if (cell.ring === "centre") marks.push(svg("text", { x: 0.5, y: 0.74, class: "ovt-crown", "text-anchor": "middle" }, "\u265b"));
    out.push(inCell(p, cell, ...marks));
  }
  // The edges' letters and numbers keep a readable size in px however small the board is.
  // The numbers are a column of their own, on a strip of felt: zoomed, it stays at the left of
  // the screen as the board pans (overthrow.css), so every row keeps its number in sight.
  const small = Math.max(0.2, 9 / u);
  const rows = svg("g", { class: "ovt-rows" },
    svg("rect", { x: 0, y: EDGE, width: EDGE, height: side, class: "ovt-rows-strip" }));
  // (the letters too: zoomed, they stay at the top of the screen as the page scrolls)
  const columns = svg("g", { class: "ovt-columns" },
    svg("rect", { x: EDGE, y: 0, width: side, height: EDGE, class: "ovt-rows-strip" }));
  for (let i = 0; i < n; i++) {
    const d = EDGE + (i + 0.5) * c;
    columns.append(svg("text", { x: d, y: EDGE - 0.1, class: "ovt-coord", "text-anchor": "middle", "font-size": small },
      view.board.columns[i]));
    rows.append(svg("text", { x: EDGE - 0.06, y: d + small / 3, class: "ovt-coord", "text-anchor": "end",
      "font-size": small }, view.board.rows[i]));
  }
  out.push(columns, rows);
  return out;
}

function hq(seat) {
  const s = SEATS[seat];
  return [
    svg("rect", { x: 0.03, y: 0.03, width: 0.94, height: 0.94, fill: s.tint, stroke: s.fill, "stroke-width": 0.1 }),
    svg("path", { d: "M0.2 0.8V0.28h0.14v0.11h0.13v-0.11h0.06v0.11h0.13v-0.11h0.14V0.8Z", fill: s.fill, opacity: 0.35 }),
    seatShape(seat, 0.5, 0.53, 0.21, { fill: s.fill, stroke: "#1d1d1b", "stroke-width": 0.03 }),
  ];
}

function house() {
  return [
    svg("path", { d: "M0.19 0.51L0.5 0.2L0.81 0.51V0.8H0.19Z", class: "ovt-house" }),
    svg("rect", { x: 0.43, y: 0.6, width: 0.14, height: 0.2, class: "ovt-door" }),
  ];
}

/** A mark per seat that has linked a village (hollow) or built its trade route (filled). */
function villageMarks(view, p) {
  const out = [];
  for (const cell of view.board.cells) {
    if (cell.kind !== "village") continue;
    const marks = [];
    view.seats.forEach((s, i) => {
      if (!s.villages.includes(cell.id)) return;
      const route = s.routes.includes(cell.id);
      marks.push(seatShape(i, 0.14 + i * 0.24, 0.9, 0.08,
        { fill: route ? SEATS[i].fill : "#fffdf7", stroke: SEATS[i].fill, "stroke-width": 0.035 }));
    });
    if (marks.length) out.push(inCell(p, cell, ...marks));
  }
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
