// The game screen every game shares: toolbar, table, status line, end banner, new-game
// dialog, settings and keys.  A game's own module (js/games/<id>.js) supplies:
//   layout(view, ctx)      where piles and cards sit (required; see ui/table.js)
//   summary(view)          the one line under the table (required)
//   help                   paragraphs of rules shown by the Rules button
//   settings               [{key, label, default}] toggles kept in localStorage
//   panel(view, ctx)       a Node beside the table (e.g. what the ruler allows), or null
//   bannerDetail(view)     a Node added to the end-of-game banner, or null
//   autoMove(view, ctx)    a move to play by itself after this view (e.g. auto-draw), or null
// ctx = {narrow, settings, toggles, redraw()}; toggles are module-owned view switches.
import { clear, h } from "./dom.js";
import { Table } from "./table.js";

export function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 2 ** 32 + lo; // 53 bits, exact in a JavaScript number
}

export class GameScreen {
  constructor(root, engine, info, module) {
    this.root = root;
    this.engine = engine;
    this.info = info;
    this.module = module;
    this.reply = null;
    this.helpMode = false;
    this.toggles = {};
    this.settings = loadSettings(info.id, module.settings ?? []);
    this.build();
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
  }

  destroy() {
    document.removeEventListener("keydown", this.onKey);
    this.table.destroy();
    clear(this.root);
  }

  build() {
    const button = (label, action, title, key) =>
      h("button", { type: "button", class: "tool", title, "aria-keyshortcuts": key, onclick: action }, label);
    this.undoButton = button("Undo", () => this.undo(), "Undo the last move (U or Ctrl+Z)", "U Control+Z");
    this.helpButton = button("Help mode", () => this.toggleHelp(), "Highlight every playable card (H)", "H");
    this.helpButton.setAttribute("aria-pressed", "false");
    this.title = h("h1", { class: "game-title" }, this.info.name);
    this.seedLabel = h("span", { class: "seed" });
    this.toolbar = h("div", { class: "toolbar", role: "toolbar", "aria-label": "Game controls" },
      button("New game", () => this.openDialog(), "Deal a new game (N)", "N"),
      button("Same deal", () => this.restart(), "Play this deal again from the start"),
      this.undoButton, this.helpButton,
      button("Share", () => this.share(), "Copy a link to this deal"),
      button("Rules", () => this.rulesBox.toggleAttribute("hidden"), "How to play"),
      ...this.settingControls());
    this.rulesBox = h("section", { class: "rules", hidden: true, "aria-label": "How to play" },
      ...(this.module.help ?? []).map((p) => h("p", {}, p)));
    this.host = h("div", { class: "table-host" });
    this.panel = h("aside", { class: "side-panel", "aria-label": "About this position" });
    this.status = h("p", { class: "status", role: "status", "aria-live": "polite" });
    this.summary = h("p", { class: "summary" });
    this.banner = h("div", { class: "banner", hidden: true, role: "dialog", "aria-modal": "false" });
    this.dialog = this.newGameDialog();
    this.root.append(
      h("div", { class: "game-head" }, this.title, this.seedLabel), this.toolbar, this.rulesBox,
      h("div", { class: "table-row" }, this.host, this.panel),
      h("div", { class: "status-bar" }, this.status, this.summary), this.banner, this.dialog);
    this.table = new Table(this.host, {
      play: (move) => this.send({ op: "move", move }),
      attempt: (from, to) => this.send({ op: "move", from, to }),
      say: (text) => this.say(text),
    }, (view, opts) => this.module.layout(view, this.context(opts)));
  }

  /** What module hooks get: the screen's switches and a way to redraw. */
  context(extra = {}) {
    return { narrow: false, ...extra, settings: this.settings, toggles: this.toggles,
      redraw: () => this.reply && this.show(this.reply) };
  }

  settingControls() {
    return (this.module.settings ?? []).map(({ key, label }) => {
      const box = h("input", { type: "checkbox", checked: this.settings[key] });
      box.addEventListener("change", () => {
        this.settings[key] = box.checked;
        saveSettings(this.info.id, this.settings);
        if (this.reply) this.show(this.reply);
      });
      return h("label", { class: "tool setting" }, box, ` ${label}`);
    });
  }

  newGameDialog() {
    const fields = Object.entries(this.info.options).map(([name, spec]) => {
      const select = h("select", { name },
        ...spec.choices.map((c) => h("option", { value: String(c).toLowerCase() }, optionLabel(name, c))));
      return h("label", {}, `${optionTitle(name)} `, select);
    });
    const form = h("form", { method: "dialog" },
      h("h2", {}, `New ${this.info.name} game`), ...fields,
      h("label", {}, "Deal number (blank for a random deal) ",
        h("input", { name: "seed", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off" })),
      h("div", { class: "dialog-buttons" },
        h("button", { value: "cancel", type: "submit" }, "Cancel"),
        h("button", { value: "deal", type: "submit", class: "primary" }, "Deal")));
    const dialog = h("dialog", { class: "new-game" }, form);
    dialog.addEventListener("close", () => {
      if (dialog.returnValue !== "deal") return;
      const data = new FormData(form);
      const seedText = String(data.get("seed") ?? "").trim();
      const opts = {};
      for (const name of Object.keys(this.info.options)) opts[name] = data.get(name);
      const query = Object.entries(opts).map(([k, v]) => `&${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("");
      location.hash = `#/${this.info.id}?seed=${seedText || randomSeed()}${query}`;
    });
    return dialog;
  }

  openDialog() {
    const form = this.dialog.querySelector("form");
    for (const [name, value] of Object.entries(this.reply?.options ?? {})) {
      const select = form.elements.namedItem(name);
      if (select) select.value = String(value).toLowerCase();
    }
    form.elements.namedItem("seed").value = "";
    this.dialog.showModal();
  }

  // --- talking to the engine -----------------------------------------------------------
  async open(link) {
    const reply = await this.engine.request({ op: "open", link });
    if (!reply.ok) return reply;
    this.show(reply);
    this.say(reply.warning ?? `Deal ${reply.seed}. ${this.module.summary(reply.view)}.`);
    return reply;
  }

  async send(request) {
    const reply = await this.engine.request(request);
    if (!reply.ok) {
      this.table.draw(true); // snap anything dragged back to where it was
      this.say(reply.error, true);
      return reply;
    }
    this.show(reply);
    if (reply.said) this.say(reply.said);
    return reply;
  }

  show(reply) {
    this.reply = reply;
    const view = reply.view;
    this.table.render(view);
    this.table.el.dataset.ply = String(reply.moves.length);
    this.seedLabel.textContent = `deal ${reply.seed}${describeOptions(reply.options, this.info)}`;
    this.summary.textContent = this.module.summary(view);
    this.undoButton.disabled = !reply.can_undo;
    const panel = this.module.panel?.(view, this.context()) ?? null;
    clear(this.panel);
    this.panel.hidden = !panel;
    if (panel) this.panel.append(panel);
    this.showBanner(view.outcome, view);
    const auto = view.outcome ? null : this.module.autoMove?.(view, this.context());
    if (auto) setTimeout(() => { if (this.reply === reply) this.send({ op: "move", move: auto }); }, 250);
  }

  showBanner(outcome, view) {
    clear(this.banner);
    this.banner.hidden = !outcome;
    if (!outcome) return;
    const won = outcome.winners.includes(0);
    this.banner.className = `banner ${won ? "won" : "lost"}`;
    const button = (label, action) => h("button", { type: "button", onclick: action }, label);
    this.banner.append(
      h("h2", {}, won ? "You won!" : "No moves left"),
      h("p", {}, outcome.reason[0].toUpperCase() + outcome.reason.slice(1) + "."),
      this.module.bannerDetail?.(view) ?? null,
      h("div", { class: "dialog-buttons" },
        button("New game", () => this.openDialog()),
        button("Same deal again", () => this.restart()),
        won ? null : button("Undo", () => this.undo())));
  }

  say(text, isError = false) {
    this.status.textContent = text;
    this.status.classList.toggle("error", isError);
  }

  undo() {
    if (this.reply?.can_undo) return this.send({ op: "undo" }).then(() => this.say("Move taken back."));
  }

  restart() {
    return this.send({ op: "restart" }).then(() => this.say("The same deal, from the start."));
  }

  toggleHelp() {
    this.helpMode = !this.helpMode;
    this.table.help = this.helpMode;
    this.helpButton.setAttribute("aria-pressed", String(this.helpMode));
    this.say(this.helpMode ? "Help mode on: playable cards are highlighted." : "Help mode off.");
  }

  async share() {
    const url = location.href.split("#")[0] + this.reply.link;
    try {
      await navigator.clipboard.writeText(url);
      this.say(`Link copied: ${url}`);
    } catch {
      this.say(`Copy this link: ${url}`);
    }
  }

  key(e) {
    if (this.dialog.open || e.target.closest?.("input, select, textarea")) return;
    const k = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && k === "z") { e.preventDefault(); this.undo(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (k === "u") this.undo();
    else if (k === "n") this.openDialog();
    else if (k === "h") this.toggleHelp();
    else if (!e.target.closest?.(".table") && (k.startsWith("arrow") || k === "enter")) this.table.focus();
  }
}

function optionTitle(name) {
  return name[0].toUpperCase() + name.slice(1).replace(/[-_]/g, " ");
}

function optionLabel(name, value) {
  if (value === true) return "on";
  if (value === false) return "off";
  return String(value);
}

function describeOptions(options, info) {
  const parts = Object.entries(options ?? {})
    .filter(([name, v]) => info.options[name] && v !== info.options[name].default)
    .map(([name, v]) => (v === true ? name : `${name} ${v}`));
  return parts.length ? ` · ${parts.join(", ")}` : "";
}

function loadSettings(gameId, specs) {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(`courtly:settings:${gameId}`) ?? "{}") ?? {};
  } catch {
    saved = {}; // unreadable settings fall back to the defaults
  }
  return Object.fromEntries(specs.map(({ key, default: d }) => [key, typeof saved[key] === typeof d ? saved[key] : d]));
}

function saveSettings(gameId, settings) {
  try {
    localStorage.setItem(`courtly:settings:${gameId}`, JSON.stringify(settings));
  } catch {
    // storage full or blocked: the setting still applies for this visit
  }
}
