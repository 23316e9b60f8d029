// The game screen's toolbar: icon-and-name buttons, and a "More" menu for settings and the
// tools used less often.  At phone width the secondary buttons move into the menu, and on a
// wider screen those that would wrap the row (a game over adds Results) go there too, so the
// toolbar stays one row above the table.
import { h } from "./dom.js";
import { icon } from "./icons.js";
import { TOOLBAR } from "./words.js";

const PHONE = globalThis.matchMedia("(max-width: 720px)");

/** A toolbar button: its icon, its name, and the key that also presses it. */
export function tool(label, name, action, { title = label, key = null } = {}) {
  return h("button", { type: "button", class: "tool", title, "aria-keyshortcuts": key, onclick: action },
    icon(name), h("span", { class: "tool-name" }, label));
}

/** A <details> menu that closes when the person clicks elsewhere, presses Escape, or leaves. */
export function closingMenu(details, signal) {
  const close = () => { details.open = false; };
  document.addEventListener("pointerdown", (e) => { if (!details.contains(e.target)) close(); }, { signal });
  details.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && details.open) { e.stopPropagation(); close(); details.querySelector("summary")?.focus(); }
  });
  window.addEventListener("hashchange", close, { signal });
  return details;
}

export class Toolbar {
  /**
   * @param {Node[]} always  buttons that stay in the row
   * @param {Node[]} often   buttons in the row on a wide screen, in the menu on a phone
   * @param {Node[]} menu    settings and rare tools, always in the menu
   */
  constructor(always, often, menu) {
    this.always = always.filter(Boolean);
    this.often = often.filter(Boolean);
    this.menuItems = menu.filter(Boolean);
    this.list = h("div", { class: "more-list" });
    this.listening = new AbortController();
    this.more = closingMenu(h("details", { class: "more" },
      h("summary", { class: "tool", title: TOOLBAR.moreTitle }, icon("more"), h("span", { class: "tool-name" }, TOOLBAR.more)),
      this.list), this.listening.signal);
    this.el = h("div", { class: "toolbar", role: "toolbar", "aria-label": TOOLBAR.label });
    this.onMedia = () => this.place();
    PHONE.addEventListener("change", this.onMedia);
    // A button pressed in the menu closes it (a checkbox or a select keeps it open).
    this.list.addEventListener("click", (e) => { if (e.target.closest("button")) this.more.open = false; });
    // Refit when the row's width changes or a button shows or hides; at the next frame, since
    // a refit inside the observer's callback would resize what it observes.
    const refit = () => { cancelAnimationFrame(this.frame); this.frame = requestAnimationFrame(() => this.place()); };
    this.resizes = new ResizeObserver(refit);
    this.resizes.observe(this.el);
    // (a draw sets ``hidden`` again to what it was, which is recorded too: only a change counts)
    this.shows = new MutationObserver((records) => {
      if (records.some((r) => r.oldValue !== r.target.getAttribute("hidden"))) refit();
    });
    this.shows.observe(this.el, { attributes: true, attributeFilter: ["hidden"], attributeOldValue: true, subtree: true });
    this.place();
  }

  place() {
    const phone = PHONE.matches;
    const focused = this.el.contains(document.activeElement) ? document.activeElement : null;
    this.el.replaceChildren(...this.always, ...(phone ? [] : this.often), this.more);
    this.list.replaceChildren(...(phone ? this.often : []), ...this.menuItems);
    if (!phone && this.el.isConnected) {
      // the often-used buttons that would wrap the row go to the menu, the last first
      const first = this.always[0];
      let moved = 0;
      while (moved < this.often.length && this.more.offsetTop > first.offsetTop + first.offsetHeight / 2) {
        moved += 1;
        this.list.prepend(this.often[this.often.length - moved]);
      }
    }
    if (focused && document.activeElement !== focused && focused.checkVisibility?.()) focused.focus({ preventScroll: true });
  }

  destroy() {
    PHONE.removeEventListener("change", this.onMedia);
    this.resizes.disconnect();
    this.shows.disconnect();
    cancelAnimationFrame(this.frame);
    this.listening.abort();
  }
}
