// A quiet game clock: it runs from the person's first move while the game is in progress and
// the tab is in view, pauses on request, and its time is kept with the save.
import { h } from "./dom.js";
import { clockText } from "./results.js";
import { CLOCK } from "./words.js";

export class Clock {
  constructor() {
    this.elapsed = 0;        // ms counted before ``since``
    this.since = null;       // performance.now() when it last started, or null while stopped
    this.paused = false;
    // The clock is its own pause button: one press stops it, the next starts it again.
    this.text = h("span", { class: "clock-time" }, "0:00");
    this.el = h("button", { type: "button", class: "clock link-button", "aria-pressed": "false",
      title: CLOCK.pause, onclick: () => this.togglePause() }, h("span", { class: "visually-hidden" }, `${CLOCK.time} `),
    this.text);
    this.onVisibility = () => this.sync();
    document.addEventListener("visibilitychange", this.onVisibility);
    this.timer = setInterval(() => this.paint(), 1000);
  }

  destroy() {
    clearInterval(this.timer);
    document.removeEventListener("visibilitychange", this.onVisibility);
  }

  /** Milliseconds of play so far. */
  get time() {
    return this.elapsed + (this.since === null ? 0 : performance.now() - this.since);
  }

  /** Start over from ``ms`` (a restored save's time). */
  reset(ms = 0) {
    this.elapsed = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.since = null;
    this.paused = false;
    this.el.setAttribute("aria-pressed", "false");
    this.paint();
  }

  /** Run while the game is on (``live``): after the first move, before the end. */
  follow(live) {
    this.live = live;
    this.sync();
  }

  sync() {
    const run = this.live && !this.paused && document.visibilityState !== "hidden";
    if (run && this.since === null) this.since = performance.now();
    if (!run && this.since !== null) {
      this.elapsed += performance.now() - this.since;
      this.since = null;
    }
    this.paint();
  }

  togglePause() {
    this.paused = !this.paused;
    this.el.setAttribute("aria-pressed", String(this.paused));
    this.sync();
  }

  paint() {
    this.text.textContent = clockText(this.time);
    this.el.classList.toggle("paused", this.paused);
  }
}
