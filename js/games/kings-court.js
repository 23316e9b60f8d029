// King's Court's table: the 7×7 board around the King with its green and blue court cells,
// your hand of square tiles, the other players' hidden hands as seat plates, and a side panel
// with the scores and what the pointed cell holds or would score.  The engine's view carries
// every fact and word: each cell's space value, the value that lands on its seven and its
// label, each placement's points, tone and breakdown rule by rule, the King's value, the notes
// and the summary line.
// Selecting a tile writes on every cell it may go to the points it would score there.
import { h, pointing, svg } from "../ui/dom.js";
import { capital } from "../ui/words.js";
import { faceNames } from "../ui/cards.js";  // the engine's name of every tile on show ("red 4", "the green King")

const SIZE = 7;
const MARGIN = 0.32;      // room for the column letters above and the row numbers beside
const STEP = 1.06;        // cell pitch: a tile is one unit square, with a thin gap
const NARROW_STEP = 1.04; // on a phone a thinner gap, so the board and its ground fit at a finger's size
const boardSize = (step) => MARGIN + SIZE * step - (step - 1);
const HAND_GAP = 0.55;    // between the board and the hand
const HAND_ROW = 1.16;    // hand rows (room for a pair's peeking copy)
const WIDE_STEP = 1.14;   // hand columns beside the board on a wide screen
const SEAT_W = 2.5;       // a seat plate: a face-down tile and the seat's name and count
const SEAT_W_NARROW = 2.3; // three to a row above the board on a phone
const SEAT_GAP = 0.15;
const SEAT_ROW = 1.2;
const HAND_AREA = 3.1;    // the hand's column beside the board is at least this wide (its caption)
const GROUND = 0.1;       // the board's ground reaches this far past its cells...
const EDGE = GROUND + 0.02; // ...and the layout leaves room for it and its outline
const COLUMNS = "abcdefg";

// --- tiles ------------------------------------------------------------------------------

const isKing = (code) => code[1] === "K";

/** The colour-blind-safe cues, drawn once per page and shared by every tile: stripes,
 * dots, checks, zigzags (a tile is then a handful of elements, not dozens). */
function patterns() {
  if (document.getElementById("kco-patterns")) return;
  const tile = (id, w, hgt, extra, ...marks) => svg("pattern", { id, width: w, height: hgt,
    patternUnits: "userSpaceOnUse", ...extra }, ...marks);
  document.body.append(svg("svg", { id: "kco-patterns", class: "kco-patterns", "aria-hidden": "true", focusable: "false" },
    svg("defs", {},
      tile("kco-pattern-R", 12, 12, { patternTransform: "rotate(45)" }, svg("rect", { x: 0, y: 0, width: 4.5, height: 12 })),
      tile("kco-pattern-B", 17, 34, {}, svg("circle", { cx: 10, cy: 10, r: 3.6 }),
        svg("circle", { cx: 1.5, cy: 27, r: 3.6 }), svg("circle", { cx: 18.5, cy: 27, r: 3.6 })),
      tile("kco-pattern-G", 28, 28, {}, svg("rect", { x: 0, y: 0, width: 14, height: 14 }),
        svg("rect", { x: 14, y: 14, width: 14, height: 14 })),
      tile("kco-pattern-Y", 20, 16, {}, svg("polyline", { points: "0,8 10,14 20,8" })))));
}

/** A tile (or the King, with its value when the view gives it) as a square SVG: colour,
 * pattern, colour letter, value; ``null`` is a tile face down. */
export function face(code, kingValue = null) {
  patterns();
  const root = svg("svg", { viewBox: "0 0 100 100", class: "kco-tile", "aria-hidden": "true" });
  const square = { x: 3, y: 3, width: 94, height: 94, rx: 12 };
  if (!code) {
    root.classList.add("kco-back");
    root.append(svg("rect", { ...square, class: "kco-tile-bg" }),
      svg("path", { d: "M50 22 L74 50 L50 78 L26 50 Z", class: "kco-back-mark" }));
    return root;
  }
  const colour = code[0];
  root.classList.add(`kco-${colour}`);
  root.append(
    svg("rect", { ...square, class: "kco-tile-bg" }),
    svg("rect", { ...square, class: "kco-pattern", fill: `url(#kco-pattern-${colour})` }),
    svg("rect", { ...square, class: "kco-tile-edge" }),
    svg("circle", { cx: 54, cy: 56, r: 30, class: "kco-disc" }),
    svg("rect", { x: 7, y: 7, width: 25, height: 25, rx: 5, class: "kco-letter-bg" }),
    svg("text", { x: 19.5, y: 27.5, class: "kco-letter", "text-anchor": "middle" }, colour));
  if (isKing(code)) {
    root.classList.add("kco-king-face");
    root.append(svg("path", { d: "M36 58 L33 36 L44 47 L54 31 L64 47 L75 36 L72 58 Z", class: "kco-crown" }));
    if (kingValue !== null) root.append(svg("text", { x: 54, y: 78, class: "kco-king-value", "text-anchor": "middle" }, String(kingValue)));
  } else {
    root.append(svg("text", { x: 54, y: 72, class: "kco-value", "text-anchor": "middle" }, code[1]));
  }
  return root;
}

/** "+7", "+0", "−10": a placement's points. */
export function points(n) {
  return n < 0 ? `\u2212${-n}` : `+${n}`;
}

// --- where things sit -------------------------------------------------------------------

/** Hand tiles grouped by code (two copies share a slot); the first id is the one moves name. */
function handGroups(hand) {
  const groups = [];
  for (const tile of hand) {
    const last = groups.at(-1);
    if (last && last.code === tile.card) last.tiles.push(tile);
    else groups.push({ code: tile.card, name: tile.name, tiles: [tile] });
  }
  return groups;
}

function cellPile(c, x, y, preview) {
  const kinds = ["kco-cell"];
  if (c.court) kinds.push(`kco-${c.court}`);
  if (c.tile) kinds.push(isKing(c.tile.card) ? "kco-king" : "kco-filled");
  else if (c.steady) kinds.push("kco-steady");
  let label = c.label, badge = null;
  if (preview) {
    kinds.push("kco-preview", `kco-tone-${preview.tone}`);
    if (preview.mercy) kinds.push("kco-mercy-place");
    if (preview.preferred) kinds.push("kco-best");
    badge = points(preview.points);
    label += `. ${preview.preview}`;
  }
  return {
    id: c.cell, kind: kinds.join(" "), x, y, w: 1, h: 1, label, badge,
    cards: c.tile ? [{ ...c.tile, x, y }] : [],
    hint: c.tile ? "" : String(c.space_value),   // shown with "Show space values"
  };
}

function handPile(view, group, x, y) {
  const [first, ...copies] = group.tiles;
  return {
    id: first.id, kind: "kco-hand", x, y, w: 1, h: 1, label: first.label,
    // the second copy peeks out from under the one that moves
    cards: [...copies.map((t) => ({ ...t, x: x + 0.05, y: y - 0.08 })), { ...first, x, y }],
    badge: copies.length ? "\u00d72" : null,
  };
}

/** Another seat's hidden hand: a face-down tile, its name and count; its tiles travel from here. */
function seatPile(view, seat, w, x, y) {
  const hand = view.hands[seat];
  const turn = view.to_move === seat;
  return {
    id: `seat-${seat}`, kind: `kco-seat${turn ? " kco-turn" : ""}`, x, y, w, h: 1,
    cards: hand.count ? [{ card: null, x, y }] : [], hint: hand.hint, label: hand.label,
  };
}

/** The piles and their tiles, in tile-width units.  Wide: the hand beside the board, the
 * other seats under it.  Narrow (a phone): the other seats in a row above the board, the
 * board across the width, the hand at the bottom under it.  The selected tile's points are
 * written on its cells. */
export function layout(view, ctx) {
  const narrow = Boolean(ctx.narrow);
  const step = narrow ? NARROW_STEP : STEP;
  const board = boardSize(step);
  const names = faceNames(view);
  const chosen = view.moves.filter((m) => m.from === ctx.selected);
  const onCell = new Map(chosen.map((m) => [m.to, m]));
  const others = view.hands.map((hand) => hand.seat).filter((seat) => seat !== ctx.viewer);
  const seatW = narrow ? SEAT_W_NARROW : SEAT_W;
  const perLine = narrow ? Math.max(1, Math.floor((board - MARGIN + SEAT_GAP) / (seatW + SEAT_GAP))) : 1;
  const seatRows = Math.ceil(others.length / perLine);
  const top = narrow && seatRows ? seatRows * SEAT_ROW + 0.1 : 0;  // the board starts under the seats
  const piles = view.cells.map((c) => cellPile(c, MARGIN + c.x * step, top + MARGIN + c.y * step,
    onCell.get(c.cell)));
  const groups = handGroups(view.hand);
  const pitch = narrow ? step : WIDE_STEP;
  const perRow = narrow ? SIZE : groups.length > 6 ? 3 : 2;
  const rows = groups.length ? Math.ceil(groups.length / perRow) : 0;
  const [hx, hy] = narrow ? [MARGIN, top + board + HAND_GAP] : [board + HAND_GAP, MARGIN + 0.45];
  groups.forEach((g, i) => piles.push(handPile(view, g, hx + (i % perRow) * pitch, hy + Math.floor(i / perRow) * HAND_ROW)));
  const [sx, sy] = narrow ? [MARGIN, 0] : [hx, hy + rows * HAND_ROW + (rows ? 0.35 : 0)];
  others.forEach((seat, k) => piles.push(seatPile(view, seat, seatW,
    sx + (k % perLine) * (seatW + SEAT_GAP), sy + Math.floor(k / perLine) * SEAT_ROW)));
  const width = narrow ? board + EDGE : hx + Math.max(perRow * pitch - (pitch - 1), SEAT_W, HAND_AREA) + 0.1;
  const height = narrow ? hy + Math.max(rows, 0.4) * HAND_ROW - (rows ? HAND_ROW - 1 : 0) + 0.05
    : Math.max(board + EDGE, sy + seatRows * SEAT_ROW);
  return {
    width, height, piles, redrawOnSelect: true,
    marks: ctx.toggles?.space ? ["kco-show-space"] : [], // the empty cells' space values, on request
    face: (code) => face(code, view.king.value),
    faceName: (code) => names.get(code) ?? code,
    seatPile: (seat) => (seat === ctx.viewer ? null : `seat-${seat}`),
    backdrop: (u) => backdrop(view, ctx, u, { width, height, hx, hy, top, step, board }),
  };
}

/** The board's ground and coordinates, and the hand's caption (whose turn, the stack).  The
 * same board at the same size is the same node (kept in ``ctx.kept``, so one screen's
 * drawing never shows in another): a move rewrites the caption alone. */
function backdrop(view, ctx, u, { width, height, hx, hy, top, step, board }) {
  const kept = ctx.kept ? (ctx.kept["kco-board"] ??= {}) : {};
  const key = [width, height, hx, hy, top, step, u].join("|");
  if (kept.key !== key) {
    const font = Math.max(10, u * 0.2);
    const node = svg("svg", { width: width * u, height: height * u, class: "kco-backdrop" });
    const ground = (board - MARGIN + 2 * GROUND) * u;
    node.append(svg("rect", { x: (MARGIN - GROUND) * u, y: (top + MARGIN - GROUND) * u, width: ground, height: ground,
      rx: 0.16 * u, class: "kco-board" }));
    for (let k = 0; k < SIZE; k++) {
      const mid = (MARGIN + k * step + 0.5) * u;
      const text = { "font-size": font, class: "kco-coord", "text-anchor": "middle" };
      node.append(svg("text", { ...text, x: mid, y: (top + MARGIN - 0.13) * u }, COLUMNS[k]),
        svg("text", { ...text, x: MARGIN * u * 0.42, y: top * u + mid + font * 0.35 }, String(k + 1)));
    }
    const caption = svg("text", { x: hx * u, y: hy * u - 0.17 * u, "font-size": Math.max(11, u * 0.19), class: "kco-caption" });
    node.append(caption);
    Object.assign(kept, { key, node, caption });
  }
  if (kept.caption.textContent !== view.caption) kept.caption.textContent = view.caption;
  return kept.node;
}

// --- the side panel: scores, notes, the pointed cell -------------------------------------------

export const panelFollows = true;

function partItem(part) {
  return h("li", { class: `kco-part kco-${part.kind}` },
    h("span", { class: "kco-part-name" }, capital(part.label)),
    h("b", { class: "kco-part-points" }, points(part.points)),
    h("small", { class: "kco-part-detail" }, part.detail));
}

/** The breakdown of one placement, rule by rule, as the view words it. */
function breakdown(view, record) {
  return record.parts.length ? h("ul", { class: "kco-parts" }, ...record.parts.map(partItem))
    : h("p", { class: "kco-quiet" }, view.words.no_rule);
}

function cellDetails(view, ctx, cell, names) {
  const words = view.words;
  // the heading names the cell; its facts say what is on it (once: not "e2 · yellow 6 / e2: yellow 6")
  const out = [h("h3", {}, [cell.cell, cell.court_name].filter(Boolean).join(" \u00b7 ")),
    h("p", { class: "kco-facts" }, cell.facts)];
  if (cell.tile) return out;
  if (cell.court_note) out.push(h("p", { class: "kco-quiet" }, cell.court_note));
  const selected = ctx.selected;
  if (selected) {
    const m = view.moves.find((r) => r.from === selected && r.to === cell.cell);
    const tile = view.hand.find((t) => t.id === selected);
    if (!m) {
      if (tile) out.push(h("p", { class: "kco-no" }, tile.not_here));
      return out;
    }
    out.push(h("p", { class: "kco-what" }, tile.here), breakdown(view, m),
      h("p", { class: "kco-total" }, words.total, h("b", {}, m.worth)));
    if (m.mercy) out.push(h("p", { class: "kco-mercy-note" }, words.mercy));
    return out;
  }
  if (!view.moves.length) return out;
  const options = view.moves.filter((m) => m.to === cell.cell).sort((a, b) => b.points - a.points);
  if (!options.length) {
    out.push(h("p", { class: "kco-no" }, words.none_here));
    return out;
  }
  out.push(h("p", { class: "kco-what" }, words.yours_here),
    h("ul", { class: "kco-options" }, ...options.map((m) => h("li", {}, h("span", {}, names.get(m.card)), h("b", {}, points(m.points))))));
  return out;
}

/** The details box: the pointed or focused cell, else the selected tile, else how to start. */
function details(view, ctx) {
  const names = faceNames(view);
  const words = view.words;
  const cell = view.cells.find((c) => c.cell === ctx.hovered);
  if (cell) return cellDetails(view, ctx, cell, names);
  const tile = view.hand.find((t) => t.id === ctx.selected);
  if (tile?.places) {
    return [h("h3", {}, tile.selected), h("p", {}, tile.places),   // (the guide's test of a finger)
      h("p", { class: "kco-quiet" }, pointing() === "touch" ? words.tap : words.point)];
  }
  if (view.moves.length) return [h("h3", {}, words.your_move), h("p", {}, words.select)];
  return [h("p", { class: "kco-quiet" }, words.idle)];
}

function scoreTable(view) {
  return h("table", { class: "kco-scores", "aria-label": view.words.scores },
    h("tbody", {}, ...view.scores.map((score, seat) => h("tr", {
      class: seat === view.to_move ? "kco-turn" : null, dataset: { seat: String(seat) },
      "aria-current": seat === view.to_move ? "true" : null },
    h("th", { scope: "row" }, view.hands[seat].name),
    h("td", { class: "kco-points" }, String(score)),
    h("td", { class: "kco-held" }, view.hands[seat].tiles)))));
}

export function panel(view, ctx) {
  const showing = Boolean(ctx.toggles.space);
  const words = view.words;
  const root = h("div", { class: "kco-panel" });
  const toggle = h("button", {
    type: "button", class: "kco-toggle", "aria-pressed": String(showing),
    onclick: () => {
      ctx.toggles.space = !ctx.toggles.space;  // the board's space values show while the panel says so
      ctx.redrawTable(); // (the table's marks: see layout)
      toggle.setAttribute("aria-pressed", String(ctx.toggles.space));
      toggle.textContent = ctx.toggles.space ? words.hide_space : words.show_space;
    },
  }, showing ? words.hide_space : words.show_space);
  root.append(scoreTable(view),
    ...view.notes.map((n) => h("p", { class: `kco-note kco-note-${n.kind}`, role: "note" },
      n.title ? h("strong", {}, `${n.title}: `) : null, n.text)),
    h("section", { class: "kco-details", "aria-label": words.details }, ...details(view, ctx)),
    toggle,
    h("ul", { class: "kco-legend", "aria-label": words.key },
      ...view.key.map((k) => h("li", {}, h("span", { class: `kco-swatch kco-swatch-${k.court}` }), k.text))));
  return root;
}

// --- the line under the table, the seats bar, the end -----------------------------------------

export function summary(view) {
  return view.summary;
}

export function seatDetail(view, seat) {
  return view.hands[seat].detail;
}

export function bannerDetail(view) {
  if (!view.outcome) return null;
  const order = view.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return h("ol", { class: "kco-final", "aria-label": view.words.final },
    ...order.map(({ seat }) => h("li", { class: view.outcome.winners.includes(seat) ? "kco-winner" : null },
      `${view.hands[seat].name}: ${view.hands[seat].points}`)));
}

