// Replay: step through the moves played so far on the table itself (nothing can be played
// there), then return to the game.  The screen's bots wait while the person replays.
import { h } from "./dom.js";
import { icon } from "./icons.js";
import { REPLAY } from "./words.js";

export class Replay {
  constructor(screen) {
    this.screen = screen;
    this.on = false;
    this.ply = 0;
    this.position = null; // the link to the position on screen
    const step = (name, title, target) => h("button", { type: "button", class: "tool", title,
      "aria-label": title, onclick: () => this.to(target()) }, icon(name));
    this.label = h("span", { class: "replay-label", "aria-live": "polite" });
    this.bar = h("div", { class: "replay-bar", hidden: true, role: "toolbar", "aria-label": REPLAY.bar },
      step("first", REPLAY.first, () => 0),
      step("back", REPLAY.back, () => this.ply - 1),
      this.label,
      step("forward", REPLAY.forward, () => this.ply + 1),
      step("last", REPLAY.last, () => screen.reply.moves.length),
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
      this.to(Math.max(0, screen.reply.moves.length - 1));
    }
  }

  async to(ply) {
    const screen = this.screen;
    const total = screen.reply.moves.length;
    const target = Math.max(0, Math.min(total, ply));
    const step = await screen.engine.request({ op: "replay", ply: target });
    if (!step.ok || !this.on || screen.destroyed) return;
    this.ply = target;
    this.position = step.position;
    screen.table.render(step.view);
    screen.table.el.dataset.replay = String(target);
    screen.summary.textContent = screen.module.summary(step.view, screen.context());
    this.label.textContent = REPLAY.at(target, total);
    screen.say(target ? REPLAY.after(target, step.log.at(-1)?.text ?? "") : REPLAY.deal);
  }

  leave(redraw) {
    const screen = this.screen;
    this.on = false;
    this.bar.hidden = true;
    screen.replayButton.setAttribute("aria-pressed", "false");
    delete screen.table.el.dataset.replay;
    if (redraw && screen.reply) {
      screen.show(screen.reply);
      screen.say(REPLAY.left);
    }
  }
}
