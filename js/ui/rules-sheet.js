// The rules sheet: the engine's steps (info.rules), each a title, a few sentences and the
// pieces they name.  A step's worked example (a real position of a real deal with one move
// marked: Game.rules_examples) is asked of the engine when the sheet first opens, and drawn
// by the table's own code, small and still, the move's two piles lit as a hint lights them.
import { h } from "./dom.js";
import { cardSvg } from "./cards.js";
import { icon } from "./icons.js";
import { CARD_H, Table } from "./table.js";
import { tourButton } from "./tour.js";
import { SCREEN } from "./words.js";

const STILL = { play: async () => ({}), attempt: async () => ({}), why: async () => ({}), say() {} };

const GAP = 0.35;  // between the piles of a cropped example, in card widths
const LIFT = 0.2;  // room above them: the move's card lifts, as a selected card does
const BADGE = 0.35; // and below: a pile's badge (its count, its name) hangs under it

/** A still picture of a layout: no controls, focus or finger-sized floor.  With ``keep``, only
 * those piles, side by side in its order (each pile drawn as on the table): a few cards say more
 * on a narrow sheet than a whole table drawn small. */
export function crop(layout, keep) {
  const still = { ...layout, controls: undefined, focus: null, pinned: false, touchUnit: 0, minUnit: 0, smallest: 1 };
  const byId = new Map(layout.piles.map((p) => [p.id, p]));
  const piles = (keep ?? []).map((id) => byId.get(id)).filter(Boolean);
  if (!piles.length) return still;
  const row = [];
  let x = 0;
  for (const p of piles) {
    const left = Math.min(p.x, ...p.cards.map((c) => c.x)), top = Math.min(p.y, ...p.cards.map((c) => c.y));
    const dx = x - left, dy = LIFT - top;
    row.push({ ...p, x: p.x + dx, y: p.y + dy, cards: p.cards.map((c) => ({ ...c, x: c.x + dx, y: c.y + dy })) });
    x = Math.max(p.x + (p.w ?? 1), ...p.cards.map((c) => c.x + 1)) + dx + GAP;
  }
  const bottom = (p) => Math.max(p.y + (p.h ?? CARD_H), ...p.cards.map((c) => c.y + CARD_H));
  return { ...still, piles: row, backdrop: undefined, width: x - GAP, height: Math.max(...row.map(bottom)) + BADGE };
}

export class RulesSheet {
  /** ``screen``: the game screen (its engine, game info and table module). */
  constructor(screen) {
    this.screen = screen;
    const { info, module } = screen;
    const face = module.face ?? cardSvg;
    this.boards = [];
    this.tables = [];
    this.el = h("dialog", { class: "rules-sheet", "aria-labelledby": "rules-title" },
      h("div", { class: "rules-head" }, h("h2", { id: "rules-title" }, SCREEN.rulesTitle(info.name)),
        h("button", { type: "button", class: "tool", onclick: () => this.el.close(), title: SCREEN.closeRules },
          icon("close"), h("span", { class: "tool-name" }, SCREEN.close))),
      tourButton(screen, () => this.el.close()),
      h("ol", { class: "rule-steps" }, ...(info.rules ?? []).map(({ title, text, show, example }, i) => {
        const board = example ? h("div", { class: "rule-board", inert: "" }) : null;
        this.boards[i] = board && { board, caption: h("figcaption", { class: "rule-move" }) };
        return h("li", { class: "rule" }, h("h3", {}, title), h("p", {}, text),
          show?.length ? h("div", { class: "rule-pictures", "aria-hidden": "true" },
            ...show.map((code) => h("span", { class: "rule-picture" }, face(code)))) : null,
          board ? h("figure", { class: "rule-example" }, board, this.boards[i].caption) : null);
      })));
    this.el.addEventListener("click", (e) => { if (e.target === this.el) this.el.close(); }); // a click beside it
    this.el.addEventListener("close", () => this.destroy());
  }

  /** The examples' tables are drawn only while the sheet is open: the page's own table is the
   * one table there is the rest of the time (its piles are found by their names). */
  destroy() {
    for (const table of this.tables.splice(0)) table.destroy();
  }

  open() {
    this.el.showModal();
    this.drawExamples();
  }

  /** Ask the engine for the examples once (again after a failure), and draw each while the sheet is open. */
  async drawExamples() {
    const { screen } = this;
    if (!this.examples) {
      const reply = await screen.engine.request({ op: "rules", game: screen.info.id });
      if (!reply.ok || screen.destroyed) return;
      this.examples = reply.examples;
    }
    if (!this.el.open || this.tables.length) return;   // (closed while the engine answered, or drawn)
    this.examples.forEach((example, i) => { if (example && this.boards[i]) this.drawExample(this.boards[i], example); });
  }

  drawExample({ board, caption }, { view, from, to, move, piles, viewer }) {
    const { module } = this.screen;
    const context = { selected: null, hovered: null, toggles: {}, kept: {}, settings: {}, previous: null,
      redraw() {}, redrawTable() {}, seatLabels: [], seats: [], names: [], viewer, toMove: viewer };
    board.classList.toggle("whole", !piles); // a whole table needs more room than a few cards
    // A phone's own layout on a phone; on a wider screen the table's wide one, though the sheet is narrow.
    const table = new Table(board, STILL,
      (v, opts) => crop(module.layout(v, { ...context, ...opts, narrow: opts.phone, phone: false }), piles));
    this.tables.push(table);
    table.render(view);
    table.pointAt(from, to);
    caption.textContent = move;
  }
}
