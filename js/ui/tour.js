// The guided first game (the engine's core/tour.py): a bar over the table with the rule that
// matters now and the move it asks for, both in the engine's words, that move's two piles lit
// on the table, and the way out.  The engine refuses any other move while the tour runs.
import { h } from "./dom.js";
import { SCREEN } from "./words.js";

export class TourBar {
  constructor(screen) {
    this.screen = screen;
    this.progress = h("strong", { class: "tour-progress" });
    this.says = h("p", { class: "tour-says" });
    this.asks = h("p", { class: "tour-do" });
    this.el = h("section", { class: "tour", hidden: true, "aria-label": SCREEN.tour.name, "aria-live": "polite" },
      h("div", { class: "tour-head" }, this.progress,
        h("button", { type: "button", class: "link-button", onclick: () => screen.send({ op: "tour", on: false }) },
          SCREEN.tour.leave)),
      this.says, this.asks);
  }

  /** The tour's words for ``reply`` (none: the bar goes), and its move lit on ``table``. */
  show(reply, table) {
    const { tour } = reply;
    this.el.hidden = !tour;
    this.screen.root.classList.toggle("touring", Boolean(tour));
    if (!tour) return;
    this.progress.textContent = SCREEN.tour.progress(tour.lesson, tour.lessons);
    for (const [el, text] of [[this.says, tour.says], [this.asks, tour.do]]) {
      el.textContent = text ?? "";
      el.hidden = !text;
    }
    if (tour.from && tour.to) table.light(tour.from, tour.to);
  }
}

/** The button that opens the game's guided tour (``info.tour``: its address), or null where
 * the game has none or the screen offers none (``screen.tours`` false: a friend's device). */
export function tourButton(screen, before = () => {}) {
  const { info } = screen;
  if (!info.tour || screen.tours === false) return null;
  return h("button", { type: "button", class: "tour-start",
    onclick: () => { before(); location.hash = info.tour; } }, SCREEN.tour.take);
}
