// The new-game dialog: players and seats, the game's options in the engine's words (each
// says what it does; one that does not apply to the other choices is hidden), a deal
// number, and "winnable deals only" where a solver proves deals.
import { h } from "./dom.js";
import { NEW_GAME } from "./words.js";

export function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 2 ** 32 + lo; // 53 bits, exact in a JavaScript number
}

const key = (value) => String(value).toLowerCase();

/** A choice in the engine's words ("6 cards (easier)"), or the value itself. */
export function choiceWords(spec, value) {
  return spec.labels?.[key(value)] ?? String(value);
}

/** The options that differ from the defaults, in words, for the line under the title. */
export function optionsWords(options, info) {
  return Object.entries(options ?? {})
    .filter(([name, v]) => info.options[name] && v !== info.options[name].default && applies(info, name, options))
    .map(([name, v]) => choiceWords(info.options[name], v));
}

/** Does option ``name`` matter, given the other choices (e.g. a match target only in a match)? */
function applies(info, name, chosen) {
  return Object.entries(info.options[name].applies ?? {}).every(([other, value]) => key(chosen[other]) === key(value));
}

export class NewGameDialog {
  /** ``find(options, pick)`` resolves to a proven-winnable seed or {error}. */
  constructor(info, { find, say }) {
    this.info = info;
    this.say = say;
    this.find = find;
    const multi = info.max_players > 1;
    const fields = Object.entries(info.options).map(([name, spec]) => {
      const hint = `option-${name}-help`;
      const select = h("select", { name, "aria-describedby": spec.help ? hint : null },
        ...spec.choices.map((c) => h("option", { value: key(c) }, choiceWords(spec, c))));
      select.addEventListener("change", () => this.sync());
      return h("label", { class: "option", dataset: { option: name } }, spec.label ?? name,
        select, spec.help ? h("small", { id: hint, class: "option-help" }, spec.help) : null);
    });
    this.form = h("form", { method: "dialog" },
      h("h2", {}, NEW_GAME.title(info.name)), ...(multi ? this.seatFields() : []), ...fields,
      h("label", {}, NEW_GAME.seed,
        h("input", { name: "seed", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off",
          "aria-describedby": "seed-help" }),
        h("small", { id: "seed-help", class: "option-help" }, NEW_GAME.seedHelp)),
      info.solver ? h("label", { class: "setting" }, h("input", { type: "checkbox", name: "winnable" }),
        " ", NEW_GAME.winnable) : null,
      h("div", { class: "dialog-buttons" },
        h("button", { value: "cancel", type: "submit" }, NEW_GAME.cancel),
        h("button", { value: "deal", type: "submit", class: "primary" }, NEW_GAME.deal)));
    this.el = h("dialog", { class: "new-game" }, this.form);
    this.el.addEventListener("close", () => { if (this.el.returnValue === "deal") this.deal(); });
    this.sync();
  }

  /** Players and, per seat (in the engine's name for it), a person or a bot level. */
  seatFields() {
    const { min_players: min, max_players: max } = this.info;
    this.players = h("select", { name: "players" },
      ...Array.from({ length: max - min + 1 }, (_, i) => h("option", { value: String(min + i) }, String(min + i))));
    this.seatRows = Array.from({ length: max }, (_, i) => h("label", { class: "seat-choice" }, this.info.seat_names[i], " ",
      h("select", { name: `seat${i}` }, ...Object.entries(NEW_GAME.seatKinds).map(([kind, label]) =>
        h("option", { value: kind, selected: kind === (i ? "strong" : "human") }, label)))));
    this.players.addEventListener("change", () => this.sync());
    return [h("label", {}, NEW_GAME.players, " ", this.players), ...this.seatRows];
  }

  /** Show as many seat rows as players, and only the options that apply. */
  sync() {
    this.seatRows?.forEach((row, i) => { row.hidden = i >= Number(this.players.value); });
    const chosen = Object.fromEntries(Object.keys(this.info.options).map((n) => [n, this.form.elements.namedItem(n).value]));
    for (const row of this.form.querySelectorAll("[data-option]")) {
      row.hidden = !applies(this.info, row.dataset.option, chosen);
    }
  }

  /** Open, starting from the game on the table (its players, seats and options). */
  open(reply) {
    const form = this.form;
    if (this.players && reply) {
      this.players.value = String(reply.players);
      reply.seats.forEach((kind, i) => { form.elements.namedItem(`seat${i}`).value = kind; });
    }
    for (const [name, value] of Object.entries(reply?.options ?? {})) {
      const select = form.elements.namedItem(name);
      if (select) select.value = key(value);
    }
    form.elements.namedItem("seed").value = "";
    this.sync();
    this.el.showModal();
  }

  async deal() {
    const data = new FormData(this.form);
    const opts = {};
    for (const name of Object.keys(this.info.options)) opts[name] = data.get(name);
    if (this.players) {
      const players = Number(data.get("players"));
      opts.players = players;
      opts.seats = Array.from({ length: players }, (_, i) => data.get(`seat${i}`)).join(",");
    }
    let seed = String(data.get("seed") ?? "").trim() || randomSeed();
    if (data.get("winnable")) {
      const options = Object.fromEntries(Object.keys(this.info.options).map((n) => [n, this.info.options[n].choices
        .find((c) => key(c) === opts[n])]));
      this.say(NEW_GAME.finding);
      const found = await this.find(options, Number(seed));
      if (!found.ok) { this.say(found.error, true); return; }
      seed = found.seed;
    }
    const query = Object.entries(opts).map(([k, v]) => `&${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("");
    location.hash = `#/${this.info.id}?seed=${seed}${query}`;
  }
}
