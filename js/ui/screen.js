// The game screen every game shares: toolbar, table, status line, end banner, new-game
// dialog and keys.  A game's own module only says where piles sit (layout) and what the
// summary line reads.
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
      button("Rules", () => this.rulesBox.toggleAttribute("hidden"), "How to play"));
    this.rulesBox = h("section", { class: "rules", hidden: true, "aria-label": "How to play" },
      ...(this.module.help ?? []).map((p) => h("p", {}, p)));
    this.host = h("div", { class: "table-host" });
    this.status = h("p", { class: "status", role: "status", "aria-live": "polite" });
    this.summary = h("p", { class: "summary" });
    this.banner = h("div", { class: "banner", hidden: true, role: "dialog", "aria-modal": "false" });
    this.dialog = this.newGameDialog();
    this.root.append(
      h("div", { class: "game-head" }, this.title, this.seedLabel), this.toolbar, this.rulesBox,
      this.host, h("div", { class: "status-bar" }, this.status, this.summary), this.banner, this.dialog);
    this.table = new Table(this.host, {
      play: (move) => this.send({ op: "move", move }),
      attempt: (from, to) => this.send({ op: "move", from, to }),
      say: (text) => this.say(text),
    }, (view, opts) => this.module.layout(view, opts));
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
    this.showBanner(view.outcome);
  }

  showBanner(outcome) {
    clear(this.banner);
    this.banner.hidden = !outcome;
    if (!outcome) return;
    const won = outcome.winners.includes(0);
    this.banner.className = `banner ${won ? "won" : "lost"}`;
    const button = (label, action) => h("button", { type: "button", onclick: action }, label);
    this.banner.append(
      h("h2", {}, won ? "You won!" : "No moves left"),
      h("p", {}, outcome.reason[0].toUpperCase() + outcome.reason.slice(1) + "."),
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
