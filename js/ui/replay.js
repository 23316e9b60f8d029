// Replay: step through the moves played so far on the table itself (nothing can be played
// there), then return to the game.  The screen's bots wait while the person replays.  It also
// shows a challenger's game (``watch``): the engine replays it beside the table's own.
import { h } from "./dom.js";
import { icon } from "./icons.js";
import { REPLAY } from "./words.js";

export class Replay {
  constructor(screen) {
    this.screen = screen;
    this.on = false;
    this.ply = 0;
    this.position = null; // the link to the position on screen
    this.total = 0;
    this.watching = null; // {index, name}: a game of the table's challenge, not the table's own
    const step = (name, title, target) => h("button", { type: "button", class: "tool", title,
      "aria-label": title, onclick: () => this.to(target()) }, icon(name));
    this.label = h("span", { class: "replay-label", "aria-live": "polite" });
    this.bar = h("div", { class: "replay-bar", hidden: true, role: "toolbar", "aria-label": REPLAY.bar },
      step("first", REPLAY.first, () => 0),
      step("back", REPLAY.back, () => this.ply - 1),
      this.label,
      step("forward", REPLAY.forward, () => this.ply + 1),
      step("last", REPLAY.last, () => this.total),
      h("button", { type: "button", class: "tool", onclick: () => this.leave(true) }, REPLAY.leave));
  }

  toggle() {
    const screen = this.screen;
    if (this.on) this.leave(true);
    else if (screen.reply) {
      this.on = true;
      this.bar.hidden = false;
      screen.results.hide();
      screen.replayButton.setAttribute("aria-pressed", "true");
      this.total = screen.reply.moves.length;
      this.to(Math.max(0, this.total - 1));
    }
  }

  /** Step through game ``index`` of the challenge the table was opened with, ``name``'s, from
   * its deal; leaving it brings the results card back. */
  watch(index, name) {
    if (this.on) this.leave(false);
    this.watching = { index, name };
    this.on = true;
    this.bar.hidden = false;
    this.screen.replayButton.setAttribute("aria-pressed", "true");
    this.total = 0;
    this.to(0);
  }

  async to(ply) {
    const screen = this.screen;
    const target = Math.max(0, Math.min(this.total, ply));
    const source = this.watching ? { challenge: this.watching.index } : {};
    const step = await screen.engine.request({ op: "replay", ply: target, ...source });
    if (!step.ok || !this.on || screen.destroyed) return;
    const total = this.total = step.total;
    this.ply = target;
    this.position = step.position ?? null;
    screen.table.render(step.view);
    screen.table.el.dataset.replay = String(target);
    screen.table.el.toggleAttribute("data-watching", Boolean(this.watching)); // a challenger's game
    screen.summary.textContent = screen.module.summary(step.view, screen.context());
    this.label.textContent = this.watching ? REPLAY.theirs(this.watching.name, this.ply, total)
      : REPLAY.at(this.ply, total);
    screen.say(this.ply ? REPLAY.after(this.ply, step.log.at(-1)?.text ?? "") : REPLAY.deal);
  }

  leave(redraw) {
    const screen = this.screen, watched = this.watching;
    this.on = false;
    this.watching = null;
    this.bar.hidden = true;
    screen.replayButton.setAttribute("aria-pressed", "false");
    delete screen.table.el.dataset.replay;
    screen.table.el.removeAttribute("data-watching");
    if (redraw && screen.reply) {
      screen.show(screen.reply);
      screen.say(REPLAY.left);
    }
    if (watched) screen.results.reopen();
  }
}
