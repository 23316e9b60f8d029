// The solitaires' solver at the table: Hint, "Still winnable?" and Finish.  The check and
// the finish are asked of a second worker (the analyst), so play never waits for a search.
// Every word is the game's (info.solver, and the replies' own words).
import { h } from "./dom.js";
import { read, write } from "./store.js";
import { Engine } from "../engine.js";

export class Solver {
  constructor(screen) {
    this.screen = screen;
    this.verdictLabel = h("span", { class: "verdict", "aria-live": "polite" });
    this.checking = false;
    this.finishing = false;
  }

  destroy() {
    this.analyst?.worker.terminate();
  }

  /** After each reply: check it (if asked) and offer Finish when every card is face up. */
  follow(reply) {
    if (this.checking) this.checkVerdict(reply);
    if (reply.all_known && !reply.view.outcome && !this.finishing) this.offerFinish(reply);
  }

  /** The game's words for its solver. */
  get words() {
    return this.screen.info.solver;
  }

  async hint() {
    const screen = this.screen;
    if (!screen.reply || screen.reply.view.outcome) return;
    screen.say(this.words.looking);
    const found = await screen.engine.request({ op: "hint" });
    if (screen.destroyed) return;
    if (!found.ok) { screen.say(found.error, true); return; }
    if (found.move) screen.table.showHint(found.from, found.to);
    screen.say(found.words);
  }

  checkControl() {
    const key = `courtly:check:${this.screen.info.id}`;
    this.checking = read(key) === "1";
    const box = h("input", { type: "checkbox", checked: this.checking });
    box.addEventListener("change", () => {
      this.checking = box.checked;
      write(key, box.checked ? "1" : "0"); // if storage is blocked, this visit only
      this.verdictLabel.textContent = this.verdictLabel.title = "";
      delete this.verdictLabel.dataset.status;
      if (this.checking && this.screen.reply) this.checkVerdict(this.screen.reply);
    });
    return h("label", { class: "tool setting" }, box, ` ${this.words.check}`);
  }

  /** Ask the second worker, so the check never holds up a move. */
  async checkVerdict(reply) {
    this.analyst ??= new Engine();
    const asked = reply.position;
    const seq = (this.checkSeq = (this.checkSeq ?? 0) + 1);
    this.verdictLabel.textContent = this.words.checking;
    await this.analyst.request({ op: "open", link: asked });
    if (seq !== this.checkSeq) return; // the player has moved on: check the newer position instead
    const verdict = await this.analyst.request({ op: "verdict" });
    if (this.screen.destroyed || this.screen.reply?.position !== asked || !verdict.ok) return;
    const turned = this.verdictLabel.dataset.status !== verdict.status;
    this.verdictLabel.dataset.status = verdict.status;
    this.verdictLabel.textContent = this.words.verdicts[verdict.status] ?? "";
    this.verdictLabel.title = verdict.because ?? "";
    // The game's reason for a loss it can show (the cards that lock it), said once as it turns.
    if (turned && verdict.because) this.screen.say(verdict.because);
  }

  /** Every card is face up: if the solver proves the rest a win, offer "Finish", which plays
   * that line move by move with the usual motion. */
  async offerFinish(reply) {
    const screen = this.screen;
    this.analyst ??= new Engine();
    const asked = reply.position;
    await this.analyst.request({ op: "open", link: asked });
    const found = await this.analyst.request({ op: "finish" });
    if (screen.destroyed || screen.reply?.position !== asked || !found.ok || this.finishing) return;
    const button = h("button", { type: "button", class: "tool action primary finish",
      onclick: () => this.finish(found.line) }, found.label);
    screen.actionsBar.append(button);
    screen.view.showActions(true);
    screen.say(this.words.finishing);
  }

  async finish(line) {
    this.finishing = true;
    try {
      for (const move of line) {
        const reply = await this.screen.send({ op: "move", move });
        if (!reply.ok || this.screen.destroyed) break;
        await new Promise((done) => setTimeout(done, 220)); // each card lands before the next flies
      }
    } finally {
      this.finishing = false;
    }
  }
}
