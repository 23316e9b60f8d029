// The results card at the end of a game: its title (who won) and the reason in the session's
// and the engine's words, the game's own detail (a band, a score table), moves, time, streak and
// best.  A dialog that fits any screen, closes with Escape or its button (the final table
// stays in view) and reopens from the toolbar.  A win gets a short shower of suits, which
// respects reduced motion.
import { clear, h, lessMotion } from "./dom.js";
import { RESULTS, sentence } from "./words.js";
import { number } from "./catalogue.js";

/** The one answer to "did the person win?": null at a table with no person. */
export function personWon(reply) {
  const people = reply.seats.flatMap((s, i) => (s === "human" ? [i] : []));
  if (!people.length) return null;
  return reply.view.outcome.winners.some((i) => people.includes(i));
}

export function clockText(ms) {
  const s = Math.round(ms / 1000);
  const h24 = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h24 ? 2 : 1, "0");
  return `${h24 ? `${h24}:` : ""}${mm}:${String(s % 60).padStart(2, "0")}`;
}

export class ResultsCard {
  /** ``actions``: {newGame(), again(), undo()} — the card's buttons. */
  constructor(actions) {
    this.actions = actions;
    this.el = h("dialog", { class: "results", "aria-labelledby": "results-title" });
    this.el.addEventListener("close", () => this.celebration?.remove());
  }

  /** Fill the card for a finished game and open it. ``facts``: {moves, time, entry, detail, challenge}
   * (``challenge``: the section that challenges a friend, or compares with a challenge). */
  show(reply, { moves, time, entry, detail, challenge }) {
    const { outcome } = reply.view;
    const won = personWon(reply);
    const title = reply.title;   // the session's words: who won, told to the people at this device
    const facts = [[RESULTS.moves, number(moves)]];
    if (time !== null && time !== undefined) facts.push([RESULTS.time, clockText(time)]);
    if (entry) {
      facts.push([RESULTS.streak, number(entry.streak)]);
      if (entry.bestTime !== undefined && entry.bestTime !== null) facts.push([RESULTS.bestTime, clockText(entry.bestTime)]);
      if (entry.fewestMoves !== undefined && entry.fewestMoves !== null) facts.push([RESULTS.fewestMoves, number(entry.fewestMoves)]);
    }
    // (the primary button takes the focus as the card opens, before any challenge's buttons)
    const button = (label, action, primary = false) => h("button", { type: "button", class: primary ? "primary" : null,
      autofocus: primary, onclick: () => { this.el.close(); action(); } }, label);
    clear(this.el).append(h("div", { class: `results-card ${won ? "won" : "lost"}` },
      h("h2", { id: "results-title" }, title),
      h("p", { class: "results-reason" }, sentence(outcome.reason)),
      detail ?? null,
      h("dl", { class: "results-facts" }, ...facts.map(([k, v]) => h("div", {}, h("dt", {}, k), h("dd", {}, v)))),
      challenge ?? null,
      h("div", { class: "dialog-buttons" },
        button(RESULTS.newGame, () => this.actions.newGame(), true),
        button(RESULTS.again, () => this.actions.again()),
        won ? null : button(RESULTS.undo, () => this.actions.undo()),
        h("button", { type: "button", onclick: () => this.el.close() }, RESULTS.look))));
    this.el.classList.toggle("won", Boolean(won));
    if (!this.el.open) this.el.showModal();
    if (won) this.celebrate();
  }

  reopen() {
    if (this.el.firstChild && !this.el.open) this.el.showModal();
  }

  hide() {
    if (this.el.open) this.el.close();
    clear(this.el);
  }

  get filled() {
    return Boolean(this.el.firstChild);
  }

  /** Suit signs falling over the screen around the card; none when the person asks for less motion. */
  celebrate() {
    if (lessMotion()) return;
    this.celebration?.remove();
    const signs = ["\u2660", "\u2665", "\u2666", "\u2663", "\u265b"];
    this.celebration = h("div", { class: "celebration", "aria-hidden": "true" },
      ...Array.from({ length: 48 }, (_, i) => {
        const span = h("span", { class: `fall fall-${i % 4}` }, signs[i % signs.length]);
        span.style.left = `${(i * 37) % 100}%`;
        span.style.animationDelay = `${(i % 12) * 110}ms`;
        return span;
      }));
    this.el.append(this.celebration);
    setTimeout(() => this.celebration?.remove(), 4600);
  }
}
