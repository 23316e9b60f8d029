// King's Court's table: the 7×7 board around the King with its green and blue court cells,
// your hand of square tiles, and a side panel with every seat's score and what a cell would
// score, rule by rule.  Selecting a tile writes on every cell it may go to the points it
// would score there; the points and their breakdown come from the engine's move records
// (`score`), so the page computes no rule itself.
import { clear, h, svg } from "../ui/dom.js";

const SIZE = 7;
const MARGIN = 0.32;      // room for the column letters above and the row numbers beside
const STEP = 1.06;        // cell pitch: a tile is one unit square, with a thin gap
const BOARD = MARGIN + SIZE * STEP - (STEP - 1);
const HAND_GAP = 0.55;    // between the board and the hand
const HAND_ROW = 1.16;    // hand rows (room for a pair's peeking copy)
const WIDE_STEP = 1.14;   // hand columns beside the board on a wide screen
const COLUMNS = "abcdefg";
const COLOUR = { R: "red", B: "blue", G: "green", Y: "yellow" };
const CELL_ID = /^[a-g][1-7]$/;

// --- tiles ------------------------------------------------------------------------------

const isKing = (code) => code[1] === "K";

/** "red 4", "the yellow King". */
export function faceName(code) {
  if (!code) return "a face-down tile";
  return isKing(code) ? `the ${COLOUR[code[0]]} King (value 10)` : `${COLOUR[code[0]]} ${code[1]}`;
}

/** A colour-blind-safe cue per colour, drawn over the tile: stripes, dots, checks, zigzags. */
function pattern(colour) {
  const marks = [];
  if (colour === "R") {
    for (let k = -100; k <= 100; k += 17) marks.push(svg("line", { x1: k, y1: 0, x2: k + 100, y2: 100 }));
  } else if (colour === "B") {
    for (let y = 10; y < 100; y += 17) {
      for (let x = y % 34 === 10 ? 10 : 18.5; x < 100; x += 17) marks.push(svg("circle", { cx: x, cy: y, r: 3.6 }));
    }
  } else if (colour === "G") {
    for (let y = 0; y < 100; y += 14) {
      for (let x = (y / 14) % 2 ? 14 : 0; x < 100; x += 28) marks.push(svg("rect", { x, y, width: 14, height: 14 }));
    }
  } else {
    for (let y = 8; y < 110; y += 16) {
      const points = [];
      for (let x = 0; x <= 100; x += 10) points.push(`${x},${y + ((x / 10) % 2 ? 6 : 0)}`);
      marks.push(svg("polyline", { points: points.join(" ") }));
    }
  }
  return marks;
}

let clips = 0; // every face clips its pattern with its own clip path

/** A tile (or the King) drawn as a square SVG: colour, pattern, colour letter, value. */
export function face(code) {
  const root = svg("svg", { viewBox: "0 0 100 100", class: "kco-tile", "aria-hidden": "true" });
  if (!code) {
    root.classList.add("kco-back");
    root.append(svg("rect", { x: 3, y: 3, width: 94, height: 94, rx: 12, class: "kco-tile-bg" }),
      svg("path", { d: "M50 22 L74 50 L50 78 L26 50 Z", class: "kco-back-mark" }));
    return root;
  }
  const colour = code[0];
  const clip = `kco-clip-${++clips}`;
  root.classList.add(`kco-${colour}`);
  const square = { x: 3, y: 3, width: 94, height: 94, rx: 12 };
  root.append(
    svg("defs", {}, svg("clipPath", { id: clip }, svg("rect", square))),
    svg("rect", { ...square, class: "kco-tile-bg" }),
    svg("g", { "clip-path": `url(#${clip})`, class: "kco-pattern" }, ...pattern(colour)),
    svg("rect", { ...square, class: "kco-tile-edge" }),
    svg("circle", { cx: 54, cy: 56, r: 30, class: "kco-disc" }),
    svg("rect", { x: 7, y: 7, width: 25, height: 25, rx: 5, class: "kco-letter-bg" }),
    svg("text", { x: 19.5, y: 27.5, class: "kco-letter", "text-anchor": "middle" }, colour));
  if (isKing(code)) {
    root.classList.add("kco-king-face");
    root.append(
      svg("path", { d: "M36 58 L33 36 L44 47 L54 31 L64 47 L75 36 L72 58 Z", class: "kco-crown" }),
      svg("text", { x: 54, y: 78, class: "kco-king-value", "text-anchor": "middle" }, "10"));
  } else {
    root.append(svg("text", { x: 54, y: 72, class: "kco-value", "text-anchor": "middle" }, code[1]));
  }
  return root;
}

// --- where things sit -------------------------------------------------------------------

/** Hand tiles grouped by code (two copies share a slot); the first id is the one moves name. */
function handGroups(hand) {
  const groups = [];
  for (const tile of hand) {
    const last = groups.at(-1);
    if (last && last.code === tile.card) last.tiles.push(tile);
    else groups.push({ code: tile.card, tiles: [tile] });
  }
  return groups;
}

const capital = (text) => text[0].toUpperCase() + text.slice(1);

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "+7", "+0", "−10": a placement's points. */
export function points(n) {
  return n < 0 ? `\u2212${-n}` : `+${n}`;
}

function courtWords(c) {
  if (c.court === "green") return "green court cell";
  if (c.court === "blue") return c.tile || c.open ? "blue court cell" : "blue court cell, closed until its four sides are filled";
  return "";
}

function cellLabel(c) {
  const court = courtWords(c);
  if (c.tile) return `${c.cell}: ${faceName(c.tile.card)}${court ? `, ${court}` : ""}`;
  return `${c.cell}: empty, space value ${c.space_value}${court ? `, ${court}` : ""}`;
}

function cellPile(c, x, y) {
  const kinds = ["kco-cell"];
  if (c.court) kinds.push(`kco-${c.court}`);
  if (c.tile) kinds.push(isKing(c.tile.card) ? "kco-king" : "kco-filled");
  else if (c.space_value && c.space_value % 7 === 0) kinds.push("kco-steady");
  return {
    id: c.cell, kind: kinds.join(" "), x, y, w: 1, h: 1,
    cards: c.tile ? [{ ...c.tile, x, y }] : [],
    hint: c.tile ? "" : String(c.space_value),   // shown with "Show space values"
    label: cellLabel(c),
  };
}

function handPile(view, group, x, y, owner) {
  const [first, ...copies] = group.tiles;
  const moves = view.moves.filter((m) => m.from === first.id);
  const best = moves.reduce((b, m) => (b === null || m.score.total > b.score.total ? m : b), null);
  const what = copies.length ? `two ${COLOUR[group.code[0]]} ${group.code[1]}s` : faceName(group.code);
  let label = `${what} in ${owner} hand`;
  if (moves.length) label += `: ${plural(moves.length, "place")}, best ${points(best.score.total)} on ${best.to}`;
  else if (view.moves.length) label += ": no legal place now";
  return {
    id: first.id, kind: "kco-hand", x, y, w: 1, h: 1, label,
    // the second copy peeks out from under the one that moves
    cards: [...copies.map((t) => ({ ...t, x: x + 0.05, y: y - 0.08 })), { ...first, x, y }],
    badge: copies.length ? "\u00d72" : null,
  };
}

/** The piles and their tiles, in tile-width units, for a wide or a narrow screen. */
export function layout(view, ctx) {
  const narrow = Boolean(ctx.narrow);
  const piles = view.cells.map((c) => cellPile(c, MARGIN + c.x * STEP, MARGIN + c.y * STEP));
  const groups = handGroups(view.hand);
  const perRow = narrow ? SIZE : groups.length > 12 ? 3 : 2;
  const rows = Math.max(1, Math.ceil(groups.length / perRow));
  const pitch = narrow ? STEP : WIDE_STEP;
  const [hx, hy] = narrow ? [MARGIN, BOARD + HAND_GAP] : [BOARD + HAND_GAP, MARGIN + 0.45];
  const owner = ctx.viewer === null || ctx.viewer === undefined ? "the"
    : ctx.names?.[ctx.viewer] === "You" ? "your" : `${ctx.names?.[ctx.viewer] ?? "this player"}'s`;
  groups.forEach((g, i) => {
    piles.push(handPile(view, g, hx + (i % perRow) * pitch, hy + Math.floor(i / perRow) * HAND_ROW, owner));
  });
  const width = narrow ? BOARD : Math.max(hx + perRow * pitch - (pitch - 1) + 0.1, hx + 3); // room for the caption
  const height = narrow ? hy + rows * HAND_ROW - (HAND_ROW - 1) + 0.05 : Math.max(BOARD, hy + rows * HAND_ROW);
  live.view = view;
  live.ctx = ctx;
  live.labels = new Map(piles.map((p) => [p.id, p.label]));
  // The screen brings the newest log line into view by scrolling every ancestor too, which
  // on a phone carries the board off the screen after each move: keep the page (and the
  // side panel) where the player was looking.  Not needed once the screen scrolls only its log.
  live.scroll ??= { page: window.scrollY, panel: document.querySelector(".side-panel")?.scrollTop ?? 0 };
  queueMicrotask(connect); // once the table has drawn these piles
  return {
    width, height, piles, face, faceName,
    backdrop: (u) => backdrop(view, ctx, u, { width, height, hx, hy, narrow }),
  };
}

/** Coordinates around the board, and the hand's caption. */
function backdrop(view, ctx, u, { width, height, hx, hy }) {
  const font = Math.max(10, u * 0.2);
  const node = svg("svg", { width: width * u, height: height * u, class: "kco-backdrop" });
  node.append(svg("rect", { x: (MARGIN - 0.1) * u, y: (MARGIN - 0.1) * u, width: (BOARD - MARGIN + 0.2) * u,
    height: (BOARD - MARGIN + 0.2) * u, rx: 0.16 * u, class: "kco-board" }));
  for (let k = 0; k < SIZE; k++) {
    const mid = (MARGIN + k * STEP + 0.5) * u;
    const text = { "font-size": font, class: "kco-coord", "text-anchor": "middle" };
    node.append(svg("text", { ...text, x: mid, y: MARGIN * u - 0.13 * u }, COLUMNS[k]),
      svg("text", { ...text, x: MARGIN * u * 0.42, y: mid + font * 0.35 }, String(k + 1)));
  }
  const viewer = ctx.viewer;
  let caption = `Stack: ${plural(view.stack.count, "tile")}`;
  if (viewer !== null && viewer !== undefined) {
    const name = ctx.names?.[viewer] ?? `Player ${viewer + 1}`;
    caption = `${name === "You" ? "Your hand" : `${name}'s hand`} \u00b7 stack ${view.stack.count}`;
  } else if (!view.outcome) {
    caption = `Hands are hidden \u00b7 stack ${view.stack.count}`;
  }
  node.append(svg("text", { x: hx * u, y: hy * u - 0.17 * u, "font-size": Math.max(11, u * 0.19), class: "kco-caption" },
    caption));
  live.backdrop = node;
  return node;
}

// --- what the page shows beyond the layout: previews on the cells, the details box -------

const live = {
  view: null, ctx: null, table: null, backdrop: null, labels: new Map(), hover: null, box: null, scroll: null,
};
const wired = new WeakSet();

function connect() {
  const scroll = live.scroll;
  live.scroll = null;
  const table = live.backdrop?.closest(".table");
  if (!table) return;
  const side = document.querySelector(".side-panel");
  if (scroll && window.scrollY !== scroll.page) window.scrollTo({ top: scroll.page, behavior: "instant" });
  if (scroll && side && side.scrollTop !== scroll.panel) side.scrollTop = scroll.panel;
  if (table !== live.table) {
    live.table = table;
    live.hover = null;
  }
  if (!wired.has(table)) {
    wired.add(table);
    // The shared table marks the selected hand tile with a class: follow it.
    new MutationObserver(() => refresh())
      .observe(table, { subtree: true, attributes: true, attributeFilter: ["class"] });
    const look = (target) => {
      const spot = target?.closest?.("[data-in], [data-pile]");
      return spot ? spot.dataset.in ?? spot.dataset.pile : null;
    };
    table.addEventListener("pointerover", (e) => setHover(look(e.target)));
    table.addEventListener("focusin", (e) => setHover(look(e.target)));
    // the pointer gone, the keyboard's cell (if any) is the one described
    table.addEventListener("pointerleave", () => setHover(table.contains(document.activeElement) ? look(document.activeElement) : null));
  }
  table.classList.toggle("kco-space", Boolean(live.ctx?.toggles?.space));
  refresh();
}

function setHover(id) {
  if (id === live.hover) return;
  live.hover = id;
  details();
}

function selectedTile() {
  return live.table?.querySelector(".pile.selected")?.dataset.pile ?? null;
}

function tone(m) {
  if (m.score.rule_of_sevens === "break") return "break";
  if (m.score.rule_of_sevens === "hit") return "hit";
  return m.score.total > 0 ? "pos" : "zero";
}

/** Write on every cell the selected tile may go to what it would score there. */
function refresh() {
  const { table, view } = live;
  if (!table || !view) return;
  const chosen = selectedTile();
  const here = new Map(view.moves.filter((m) => m.from === chosen).map((m) => [m.to, m]));
  for (const el of table.querySelectorAll(".pile-kco-cell")) {
    const m = here.get(el.dataset.pile);
    const badge = el.querySelector(".pile-badge");
    const base = live.labels.get(el.dataset.pile) ?? el.dataset.pile;
    if (m) {
      badge.textContent = points(m.score.total);
      badge.hidden = false;
      el.dataset.preview = tone(m);
      el.toggleAttribute("data-mercy", m.mercy);
      el.toggleAttribute("data-best", m.preferred);
      el.setAttribute("aria-label", `${base}. The ${faceName(m.card)} scores ${points(m.score.total)} here` +
        (m.mercy ? " (mercy rule)" : ""));
    } else if (el.hasAttribute("data-preview")) {
      badge.textContent = "";
      badge.hidden = true;
      el.removeAttribute("data-preview");
      el.removeAttribute("data-mercy");
      el.removeAttribute("data-best");
      el.setAttribute("aria-label", base);
    }
  }
  details();
}

function partItem(part) {
  return h("li", { class: part.points < 0 || part.label === "Breaking Seven" ? "kco-part kco-minus" : "kco-part" },
    h("span", { class: "kco-part-name" }, part.label[0].toUpperCase() + part.label.slice(1)),
    h("b", { class: "kco-part-points" }, points(part.points)),
    h("small", { class: "kco-part-detail" }, part.detail));
}

function cellFacts(c) {
  if (c.tile) return isKing(c.tile.card) ? "The King: value 10; its colour is the prime suit." : "Taken.";
  if (c.checkpoint === null) return "Space value 0: no side neighbour, so the Rule of Sevens does not apply.";
  if (c.space_value % 7 === 0) {
    return `Space value ${c.space_value}: steady — no tile reaches ${c.checkpoint}, and none breaks it.`;
  }
  return `Space value ${c.space_value}: a ${c.checkpoint - c.space_value} makes ${c.checkpoint}; more breaks the seven.`;
}

/** The details box: the hovered or focused cell (or tile), rule by rule. */
function details() {
  const box = live.box;
  const view = live.view;
  if (!box || !box.isConnected || !view) return;
  clear(box);
  const chosen = selectedTile();
  const moves = view.moves.filter((m) => m.from === chosen);
  const id = live.hover;
  const cell = id && CELL_ID.test(id) ? view.cells.find((c) => c.cell === id) : null;
  if (!cell) {
    if (chosen && moves.length) {
      const best = moves.find((m) => m.preferred) ?? moves[0];
      const touch = window.matchMedia?.("(hover: none)").matches;
      box.append(h("h3", {}, `${capital(faceName(moves[0].card))} selected`),
        h("p", {}, `${plural(moves.length, "place")}, marked with the points each would score. ` +
          `Best: ${points(best.score.total)} on ${best.to}.`),
        h("p", { class: "kco-quiet" }, touch ? "Tap a marked cell to place the tile there."
          : "Point at a cell, or move to it with the arrow keys, for the breakdown."));
    } else if (view.moves.length) {
      box.append(h("h3", {}, "Your move"),
        h("p", {}, "Select a tile from your hand: every cell it may go to shows the points it would score."));
    } else {
      box.append(h("p", { class: "kco-quiet" }, "Point at a cell to see its space value and court."));
    }
    return;
  }
  const court = courtWords(cell);
  box.append(h("h3", {}, `${cell.cell}${cell.tile ? ` \u00b7 ${faceName(cell.tile.card)}` : ""}` +
    (court ? ` \u00b7 ${court.split(",")[0]}` : "")));
  box.append(h("p", { class: "kco-facts" }, cellFacts(cell)));
  if (cell.court === "blue" && !cell.tile) {
    box.append(h("p", { class: "kco-quiet" }, cell.open ? "Its four sides are filled: it is open."
      : "It opens once all four of its side neighbours are filled."));
  }
  if (cell.tile) return;
  if (chosen) {
    const m = moves.find((r) => r.to === cell.cell);
    if (!m) {
      box.append(h("p", { class: "kco-no" }, `The ${faceName(view.hand.find((t) => t.id === chosen)?.card ?? "")} may not go here` +
        " \u2014 click the cell to hear why."));
      return;
    }
    box.append(h("p", { class: "kco-what" }, `The ${faceName(m.card)} here:`));
    if (m.score.parts.length) box.append(h("ul", { class: "kco-parts" }, ...m.score.parts.map(partItem)));
    else box.append(h("p", { class: "kco-quiet" }, "No rule scores here, but it is a legal place."));
    box.append(h("p", { class: "kco-total" }, "Total ", h("b", {}, `${points(m.score.total)} ` +
      (Math.abs(m.score.total) === 1 ? "point" : "points"))));
    if (m.mercy) box.append(h("p", { class: "kco-mercy-note" }, "Allowed by the mercy rule."));
    return;
  }
  const options = view.moves.filter((m) => m.to === cell.cell).sort((a, b) => b.score.total - a.score.total);
  if (!view.moves.length) return;
  if (!options.length) {
    box.append(h("p", { class: "kco-no" }, "None of your tiles may go here now."));
    return;
  }
  box.append(h("p", { class: "kco-what" }, "Your tiles here:"),
    h("ul", { class: "kco-options" }, ...options.map((m) => h("li", {},
      h("span", {}, faceName(m.card)), h("b", {}, points(m.score.total)),
      h("small", {}, m.score.parts.map((p) => p.text).join(", ") || "no rule scores")))));
}

// --- the side panel, the seats bar, the line under the table, the end --------------------

const filled = (view) => view.cells.filter((c) => c.tile).length;

export function summary(view) {
  const state = view.outcome ? "game over" : `stack ${view.stack.count}`;
  const rules = view.ruleset === "v1.0" ? "v1.0 rules (a broken seven halves the rest)" : "a broken seven costs 10";
  return `Prime suit ${COLOUR[view.prime]} \u00b7 ${rules} \u00b7 ${filled(view)} of 49 cells filled \u00b7 ${state}`;
}

export function seatDetail(view, seat) {
  return `${plural(view.scores[seat], "point")} \u00b7 ${plural(view.hands[seat].count, "tile")}`;
}

function scoreTable(view, ctx) {
  const names = ctx.names ?? [];
  return h("table", { class: "kco-scores", "aria-label": "Scores" },
    h("tbody", {}, ...view.scores.map((score, seat) => h("tr", {
      class: seat === view.to_move ? "kco-turn" : null, dataset: { seat: String(seat) },
      "aria-current": seat === view.to_move ? "true" : null },
    h("th", { scope: "row" }, names[seat] ?? `Player ${seat + 1}`),
    h("td", { class: "kco-points" }, String(score)),
    h("td", { class: "kco-held" }, plural(view.hands[seat].count, "tile"))))));
}

export function panel(view, ctx) {
  const names = ctx.names ?? [];
  const mercy = view.moves.length > 0 && view.moves[0].mercy;
  const skipped = view.skipped.map((s) => names[s] ?? `Player ${s + 1}`);
  const showing = Boolean(ctx.toggles.space);
  const toggle = h("button", {
    type: "button", class: "kco-toggle", "aria-pressed": String(showing),
    onclick: () => {
      ctx.toggles.space = !ctx.toggles.space;
      live.table?.classList.toggle("kco-space", ctx.toggles.space);
      toggle.setAttribute("aria-pressed", String(ctx.toggles.space));
      toggle.textContent = ctx.toggles.space ? "Hide space values" : "Show space values";
    },
  }, showing ? "Hide space values" : "Show space values");
  live.box = h("section", { class: "kco-details", "aria-label": "Cell details" });
  return h("div", { class: "kco-panel" },
    scoreTable(view, ctx),
    mercy ? h("p", { class: "kco-mercy", role: "note" }, h("strong", {}, "Mercy rule: "),
      "your last tile has no ordinary place, so this once it may go beside a tile of the same value. " +
      "Every dashed cell is such a place.") : null,
    skipped.length ? h("p", { class: "kco-skipped" }, `${skipped.join(" and ")} could not place a tile and ` +
      `${skipped.length > 1 ? "were" : "was"} skipped.`) : null,
    live.box,
    toggle,
    h("ul", { class: "kco-legend", "aria-label": "Key" },
      h("li", {}, h("span", { class: "kco-swatch kco-swatch-green" }), "green court"),
      h("li", {}, h("span", { class: "kco-swatch kco-swatch-blue" }), "blue court: opens when its four sides are filled")));
}

export function bannerDetail(view) {
  if (!view.outcome) return null;
  const order = view.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return h("ol", { class: "kco-final", "aria-label": "Final scores" },
    ...order.map(({ score, seat }) => h("li", { class: view.outcome.winners.includes(seat) ? "kco-winner" : null },
      `Player ${seat + 1}: ${plural(score, "point")}`)));
}

export const help = [
  "Players take turns placing one tile from their hand on an empty cell of the 7\u00d77 board, then draw a new tile from the stack while it lasts. The game ends when the board is full or nobody can place a tile; the highest total wins, and equal totals share the win.",
  "Where a tile may go: it must touch a tile at a side or a corner, and it may not sit side by side with a tile of the same value (corners may match). A cell whose only neighbour is the King stays closed. The four blue cells beside the King open only once all four of their sides are filled \u2014 by the King and the green cells around them.",
  "The Rule of Sevens: a cell's space value is the sum of its side neighbours (the King counts 10). If space value plus your tile's value lands exactly on the next multiple of seven, you score that multiple. Overshoot it and the seven breaks: \u221210 under the standard rules, or the rest of the move's points halved under the v1.0 rules. A cell whose space value is already a multiple of seven is steady: nothing reaches the next seven, and nothing breaks it.",
  "On top of that: your tile's value for every tile of equal value in its row and column; a point for every tile of the prime suit (the King's colour, the King included) in its row and column \u2014 under v1.0 a prime tile scores their values instead; and diagonal chains, walking outwards from each corner: your value for each tile in a row of equal values, plus the values of a row of tiles of your colour.",
  "Mercy: if your last tile has no legal cell, it may go beside an equal value. A player who cannot place at all is skipped.",
  "On this table: click a tile to select it; every cell it may go to shows the points it would score (+0 is still a legal place). Point at a cell, or move to it with the arrow keys, to see the breakdown in the side panel. Click a cell to place the tile there, or click the tile again to place it where it scores most. \u201cShow space values\u201d writes each empty cell's space value on the board. Each colour carries its letter and a pattern: red stripes, blue dots, green checks, yellow zigzags.",
];
