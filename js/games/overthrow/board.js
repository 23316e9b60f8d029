// Overthrow's board: every cell is a pile (so a move's cells carry data-pile), the tokens are
// the table's pieces, and the grid, capital rings, HQs and villages are drawn underneath
// (./backdrop.js).  The seat whose view this is gets its three supply piles beside the board
// (below it on a phone), each holding the token it lays next: select one, or drag its token,
// and the cells where it may go light up.  A turn line on the table says whose turn it is and
// what is left; on a phone it carries the Zoom switch (the whole board, or cells a finger
// takes, the board then panned by a swipe).  Every rule and word comes from the view.
import { h } from "../../ui/dom.js";
import { EDGE, backdrop } from "./backdrop.js";
import { seatBadge, tokenName, tokenSvg } from "./pieces.js";

// A cell, in card widths, on either board (overthrow.css sizes tokens to match): the table's
// unit fits the board to the screen.
const CELL = 0.7;
const TOUCH = 46;            // px: a zoomed cell a finger can take (44 px and a margin)
const KINDS = ["land", "military", "trade"];
const LINE = 50;             // px: the turn line's height on a phone
const PHONE_W = 348;         // px: the table's room on a 360 px phone, less its frame

function places(view, narrow, zoomed, viewer) {
  const n = view.board.size;
  const c = CELL;
  const side = EDGE + n * c;
  const common = { n, c, side, top: 0, at: (cell) => [EDGE + cell.x * c, EDGE + cell.y * c] };
  if (zoomed) {
    // Finger-sized cells: the board is wider than the phone and pans sideways.  The supply
    // piles and the turn line sit on the HQ's side of the board (above it for an HQ in its
    // top half), so a thumb reaches them where the table opens, at the left of the screen,
    // and stay there as the board pans (``pinned``; overthrow.css).
    const w = 1.25, unit = Math.ceil(TOUCH / c);
    const hq = view.board.cells.find((cell) => cell.kind === "hq" && cell.seat === viewer);
    const line = LINE / unit + 0.1;
    const band = 1.3 + 0.1 + line + 0.15;
    const above = hq && hq.y < n / 2;
    const y0 = above ? 0 : side + 0.25;
    const across = Math.min(side, PHONE_W / unit) - 0.2;   // the turn line: the phone's width
    return { ...common, top: above ? band : 0, pin: { top: above, band }, at: (cell) => [EDGE + cell.x * c, (above ? band : 0) + EDGE + cell.y * c],
      width: side + 0.05, height: side + band + 0.1,
      supply: (i) => [0.1 + i * (w + 0.1), y0, w, 1.3], line: [0.1, y0 + 1.4, across] };
  }
  if (narrow) {
    // The whole board across the screen, the supply piles under it, tall enough for a thumb.
    const u = 330 / side;  // about a 360 px phone's unit
    const w = (side - EDGE - 0.2) / 3, tall = Math.max(1.1, TOUCH / u), line = LINE / u + 0.1;
    return { ...common, width: side + 0.05, height: side + 0.25 + tall + 0.1 + line,
      supply: (i) => [EDGE + i * (w + 0.1), side + 0.25, w, tall], line: [EDGE, side + 0.35 + tall, side - EDGE] };
  }
  return { ...common, width: side + 0.3 + 2.2, height: Math.max(side, 3 * 1.25 + 2.4) + 0.05,
    supply: (i) => [side + 0.3, EDGE + i * 1.25, 2.2, 1.0], line: [side + 0.3, EDGE + 3 * 1.25 + 0.1, 2.2] };
}

/** On the whole board on a phone: the cells a tap may play now (the selection's targets, else
 * the piles something moves from) that no other such cell touches side by side, so a finger's
 * hit area around each (overthrow.css) never covers another one's. */
function roomyCells(view, moves, selected, sources) {
  const lit = selected ? new Set(moves.filter((m) => m.from === selected).map((m) => m.to)) : sources;
  const at = new Map(view.board.cells.map((c) => [`${c.x},${c.y}`, c.id]));
  return new Set(view.board.cells.filter((c) => lit.has(c.id) && ![[1, 0], [-1, 0], [0, 1], [0, -1]]
    .some(([dx, dy]) => lit.has(at.get(`${c.x + dx},${c.y + dy}`)))).map((c) => c.id));
}

function supplyPile(view, seat, kind, [x, y, w, h], narrow, c) {
  const next = view.seats[seat].next?.[kind];
  const words = view.supply[kind];
  const chip = w < 1.5;   // a zoomed phone's: the token above its name and count
  const at = chip ? [x + (w - c) / 2, y + 0.06] : [x + 0.12, y + (h - c) / 2];
  return {
    id: `supply:${kind}`, kind: `ovt-supply${chip ? " ovt-chip" : ""}`, x, y, w, h,
    // the token this pile lays next: keyed by its id, it glides to the cell it is laid on
    cards: next ? [{ id: next.id, card: next.card, x: at[0], y: at[1] }] : [],
    // as many words as there is room for beside (or under) the token
    hint: chip || !narrow ? words.named : words.left,
    label: words.label,
  };
}

/** The piles and pieces, in card-width units. */
export function layout(view, ctx) {
  const { narrow, phone, viewer = null, toggles = {}, kept = {} } = ctx;
  // On a phone the whole board shows at once, a map whose cells take a finger only where
  // something can be played (overthrow.css widens their hit area); Zoom gives every cell a
  // finger's size.  A narrow table on a wider screen (a half-width window) keeps the whole board.
  const zoomed = Boolean(narrow && phone && toggles.zoom);
  const mode = zoomed ? "zoomed" : narrow && phone ? "overview" : "whole";
  const p = places(view, narrow, zoomed, viewer ?? view.turn);
  const moves = view.moves ?? [];
  const sources = new Set(moves.map((m) => m.from).filter(Boolean));
  const losers = new Set(moves.filter((m) => m.kind === "lose").map((m) => m.from));
  const struck = view.choice?.target ?? view.roll?.target;  // ringed above the tokens
  const kindOf = (cell) => (losers.has(cell.id) ? "ovt-choose" : cell.id === struck ? "ovt-struck" : `ovt-${cell.kind}`);
  const roomy = mode === "overview" ? roomyCells(view, moves, ctx.selected, sources) : new Set();
  const map = mode === "overview" ? " ovt-map" : "";
  const byCell = new Map();
  for (const t of view.tokens) {
    if (!byCell.has(t.cell)) byCell.set(t.cell, []);
    byCell.get(t.cell).push(t);
  }
  const piles = view.board.cells.map((cell) => {
    const [x, y] = p.at(cell);
    const here = byCell.get(cell.id) ?? [];
    return {
      id: cell.id, kind: `${kindOf(cell)}${map}${roomy.has(cell.id) ? " ovt-roomy" : ""}`, x, y, w: p.c, h: p.c,
      label: cell.label,
      cards: here.map((t) => ({ id: t.id, card: t.card, x, y })),
    };
  });
  if (viewer !== null && view.seats[viewer] && view.supply) {
    KINDS.forEach((kind, i) => piles.push(supplyPile(view, viewer, kind, p.supply(i), narrow, p.c)));
  }
  return {
    width: p.width, height: p.height, piles,
    minUnit: 40, // cells of 28 px at least, and a 15 x 15 board fits a laptop screen
    touchUnit: zoomed ? Math.ceil(TOUCH / p.c) : 0,
    marks: zoomed ? ["ovt-board-zoomed"] : [],
    // the supply, the turn line and the edges' letters and numbers stay in view as the board
    // pans and the page scrolls: the band they sit in is at the board's top, or at its foot
    pinned: zoomed && p.pin,
    redrawOnSelect: mode === "overview", // the cells a finger may take change with the selection
    // zoomed: the cell tapped to zoom in (this person's tap), else their HQ
    focus: zoomed ? (toggles.zoomAt?.viewer === viewer && toggles.zoomAt.cell) || hqOf(view, viewer) : null,
    face: tokenSvg, faceName: tokenName,
    // a bot's new token travels from its HQ; the viewer's come from their supply piles
    seatPile: (seat) => (seat === viewer ? null : view.seats[seat]?.hq ?? null),
    backdrop: (u) => backdrop(view, p, u, mode, kept["ovt-board"] ??= {}),
    controls: () => controls(view, p, ctx, mode),
  };
}

// --- the turn line and the zoom ------------------------------------------------------------

function controls(view, p, ctx, mode) {
  const line = turnLine(view, p, ctx, mode);
  if (mode !== "overview") return line;
  return h("div", { class: "ovt-controls" }, zoomArea(view, p, ctx), line);
}

/** The HQ of the seat whose view this is (at a passed device, the seat to move). */
function hqOf(view, viewer) {
  return view.seats[viewer ?? view.turn]?.hq ?? null;
}

/** Zoom to a cell and bring it to the middle of the screen. */
function zoomTo(ctx, cell) {
  ctx.toggles.zoom = true;
  ctx.toggles.zoomAt = { cell, viewer: ctx.viewer };
  ctx.redraw();
  requestAnimationFrame(() => document.querySelector(`[data-pile="${cell}"]`)
    ?.scrollIntoView({ block: "center", inline: "center" }));
}

/** Over the whole board on a phone: a tap where nothing can be played zooms in there (the
 * cells that can be played sit above it and take the tap themselves). */
function zoomArea(view, p, ctx) {
  const area = h("div", { class: "ovt-zoom-area", "aria-hidden": "true", title: view.words.tap_zoom });
  Object.assign(area.style, { left: `calc(var(--unit) * ${EDGE})`, top: `calc(var(--unit) * ${p.top + EDGE})`,
    width: `calc(var(--unit) * ${p.n * p.c})`, height: `calc(var(--unit) * ${p.n * p.c})` });
  // A tap that starts here (not one that played a move and found the cell inert after it),
  // and not a swipe, which pans.
  let start = null;
  area.addEventListener("pointerdown", (e) => { start = [e.clientX, e.clientY]; });
  area.addEventListener("pointercancel", () => { start = null; });
  area.addEventListener("pointerup", (e) => {
    if (!start || Math.hypot(e.clientX - start[0], e.clientY - start[1]) > 10) return;
    start = null;
    const box = area.getBoundingClientRect();
    const x = Math.floor(((e.clientX - box.left) / box.width) * p.n);
    const y = Math.floor(((e.clientY - box.top) / box.height) * p.n);
    const cell = view.board.cells.find((c) => c.x === x && c.y === y);
    if (cell) zoomTo(ctx, cell.id);
  });
  return area;
}

/** Whose turn it is and what is left, on the table; on a phone, the Zoom switch beside it. */
function turnLine(view, p, ctx, mode) {
  const [x, y, w] = p.line;
  const seat = view.phase === "defend" ? view.choice.defender : view.turn;
  const bot = !view.outcome && ctx.seats?.[seat] && ctx.seats[seat] !== "human";
  const line = h("div", { class: `ovt-line ovt-${mode}${bot ? " thinking" : ""}`,
    dataset: { seat: view.outcome ? "" : String(seat) } });
  // (the page's content security policy allows styles set from script, not style attributes)
  Object.assign(line.style, { left: `calc(var(--unit) * ${x})`, top: `calc(var(--unit) * ${y})`,
    width: `calc(var(--unit) * ${w})` });
  const words = view.words;
  if (!view.outcome) {
    const what = bot ? words.thinking : view.doing;
    const pips = view.phase === "play" ? Math.min(Math.max(0, view.actions), 8) : 0;
    line.append(h("span", { class: "ovt-line-who" }, seatBadge(seat), ` ${view.seats[seat].who}`),
      h("span", { class: "ovt-line-what" },
        h("span", { class: "ovt-line-pips", "aria-hidden": "true" }, ...Array.from({ length: pips }, () => seatBadge(seat))),
        ` ${what}`));
  } else {
    line.append(h("span", { class: "ovt-line-what" }, words.over));
  }
  if (mode !== "whole") {
    const zoomed = mode === "zoomed";
    line.append(h("button", { type: "button", class: "ovt-zoom", "aria-pressed": String(zoomed),
      title: zoomed ? words.zoom_out : words.zoom_in,
      onclick: () => {
        if (zoomed) {
          ctx.toggles.zoom = false;
          ctx.redraw();
        } else {
          zoomTo(ctx, hqOf(view, ctx.viewer));
        }
        document.querySelector(".ovt-zoom")?.focus({ preventScroll: true }); // redrawn: keep the focus here
      } }, words.zoom));
  }
  return line;
}
