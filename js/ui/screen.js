// The game screen every game shares: toolbar, table, status line, end banner, new-game
// dialog, settings and keys.  A game's own module (js/games/<id>.js) supplies:
//   layout(view, ctx)      where piles and cards sit (required; see ui/table.js)
//   summary(view)          the one line under the table (required)
//   help                   paragraphs of rules shown by the Rules button
//   settings               [{key, label, default, phone}] toggles kept in localStorage
//                          (phone: offered only at phone width, where it matters)
//   panel(view, ctx)       a Node beside the table (e.g. what the ruler allows), or null
//   bannerDetail(view)     a Node added to the end-of-game banner, or null
//   autoMove(view, ctx)    a move to play by itself after the player's move (e.g. auto-draw)
//   seatDetail(view, seat) a few words about a seat for the seats bar (cards held, score)
// Moves that start from no pile (end the turn, pass, keep) become buttons under the table,
// labelled by the move record's "label" (else the notation).
// ctx = {narrow, phone, settings, toggles, redraw(), viewer, seats, names, toMove}; toggles are
// module-owned view switches; viewer is the seat whose view this is (null: nobody's hand).
//
// Multiplayer tables: every seat is "human" or a bot level.  Bots move one at a time in the
// worker at a readable pace; with several people at one device a cover hides the table
// until the next person says they are looking (the engine only then sends their hand).
import { clear, h } from "./dom.js";
import { Table } from "./table.js";
import { dailySeed, recordResult, saveGame, utcDate } from "./records.js";
import { Engine } from "../engine.js";

const PACES = { slow: 1400, normal: 700, fast: 250, instant: 0 }; // ms between bot moves
const SEAT_LABELS = { human: "Person", random: "Random bot", quick: "Quick bot", strong: "Strong bot" };

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
    this.multi = info.max_players > 1;
    this.pace = loadPace();
    this.build();
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
  }

  destroy() {
    this.destroyed = true; // pending bot and auto moves see this and stop
    this.analyst?.worker.terminate();
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
    const info = this.info;
    this.title = h("h1", { class: "game-title" }, this.info.name);
    this.verdictLabel = h("span", { class: "verdict", "aria-live": "polite" });
    this.seedLabel = h("span", { class: "seed" });
    this.toolbar = h("div", { class: "toolbar", role: "toolbar", "aria-label": "Game controls" },
      button("New game", () => this.openDialog(), "Deal a new game (N)", "N"),
      button("Same deal", () => this.restart(), "Play this deal again from the start"),
      this.undoButton, this.helpButton,
      this.shareButton = button("Share", () => this.toggleShare(), "Copy a link to this deal, position or game"),
      this.replayButton = button("Replay", () => this.toggleReplay(), "Step through the moves played so far (R)", "R"),
      info.solver ? button("Hint", () => this.hint(), "Show a move on a winning line (I)", "I") : null,
      button("Rules", () => this.rulesBox.toggleAttribute("hidden"), "How to play"),
      info.solver ? this.checkControl() : null,
      ...this.settingControls(), this.multi ? this.paceControl() : null);
    this.rulesBox = h("section", { class: "rules", hidden: true, "aria-label": "How to play" },
      ...(this.module.help ?? []).map((p) => h("p", {}, p)));
    this.host = h("div", { class: "table-host" });
    this.panel = h("aside", { class: "side-panel", "aria-label": "About this position" });
    this.modulePanel = h("div", { class: "module-panel" });
    this.logList = h("ol", { class: "log", "aria-label": "Moves so far" });
    // (DOM append writes a null as the text "null": the log joins the panel only at a table)
    this.panel.append(this.modulePanel, ...(this.multi ? [h("h2", { class: "log-title" }, "Moves"), this.logList] : []));
    this.seatsBar = h("ul", { class: "seats", "aria-label": "Players", hidden: !this.multi });
    this.cover = h("div", { class: "pass-cover", hidden: true, role: "dialog", "aria-modal": "false" });
    this.status = h("p", { class: "status", role: "status", "aria-live": "polite" });
    this.summary = h("p", { class: "summary" });
    this.banner = h("div", { class: "banner", hidden: true, role: "dialog", "aria-modal": "false",
      "aria-labelledby": "banner-title" });
    this.dialog = this.newGameDialog();
    this.shareMenu = h("div", { class: "share-menu", hidden: true, role: "group", "aria-label": "Share" },
      h("button", { type: "button", onclick: () => this.share("deal") }, "Link to this deal"),
      h("button", { type: "button", onclick: () => this.share("position") }, "Link to this position"),
      h("button", { type: "button", onclick: () => this.share("game") }, "Link to the whole game"));
    this.replayBar = this.buildReplayBar();
    this.root.append(
      h("div", { class: "game-head" }, this.title, this.seedLabel, this.verdictLabel), this.toolbar, this.shareMenu, this.rulesBox,
      this.replayBar, this.seatsBar,
      h("div", { class: `table-row${this.multi ? " multi" : ""}` }, this.host, this.panel, this.cover),
      this.actionsBar = h("div", { class: "actions", role: "group", "aria-label": "Moves" }),
      h("div", { class: "status-bar" }, this.status, this.summary), this.banner, this.dialog);
    this.table = new Table(this.host, {
      play: (move) => this.send({ op: "move", move }),
      attempt: (from, to) => this.send({ op: "move", from, to }),
      say: (text) => this.say(text),
    }, (view, opts) => this.module.layout(view, this.context(opts)));
  }

  /** What module hooks get: the screen's switches and a way to redraw. */
  context(extra = {}) {
    const r = this.reply;
    return { narrow: false, ...extra, settings: this.settings, toggles: this.toggles,
      redraw: () => this.reply && this.show(this.reply),
      viewer: r?.viewer ?? null, seats: r?.seats ?? ["human"], names: this.names(), toMove: r?.to_move ?? null };
  }

  /** How the page calls each seat: "You" when one person plays, else "Player N". */
  names() {
    const seats = this.reply?.seats ?? ["human"];
    const people = seats.filter((s) => s === "human").length;
    return seats.map((s, i) => (s === "human" && people === 1 ? "You" : `Player ${i + 1}`));
  }

  paceControl() {
    const select = h("select", { "aria-label": "Bot speed" },
      ...Object.keys(PACES).map((p) => h("option", { value: p, selected: p === this.pace }, p)));
    select.addEventListener("change", () => { this.pace = select.value; savePace(this.pace); });
    return h("label", { class: "tool setting" }, "Bots: ", select);
  }

  settingControls() {
    return (this.module.settings ?? []).map(({ key, label, phone }) => {
      const box = h("input", { type: "checkbox", checked: this.settings[key] });
      box.addEventListener("change", () => {
        this.settings[key] = box.checked;
        saveSettings(this.info.id, this.settings);
        if (this.reply) this.show(this.reply);
      });
      return h("label", { class: `tool setting${phone ? " phone-only" : ""}` }, box, ` ${label}`);
    });
  }

  newGameDialog() {
    const fields = Object.entries(this.info.options).map(([name, spec]) => {
      const select = h("select", { name },
        ...spec.choices.map((c) => h("option", { value: String(c).toLowerCase() }, optionLabel(name, c))));
      return h("label", {}, `${optionTitle(name)} `, select);
    });
    const seatFields = this.multi ? this.seatFields() : [];
    const form = h("form", { method: "dialog" },
      h("h2", {}, `New ${this.info.name} game`), ...seatFields, ...fields,
      h("label", {}, "Deal number (blank for a random deal) ",
        h("input", { name: "seed", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off" })),
      this.info.solver ? h("label", { class: "setting" }, h("input", { type: "checkbox", name: "winnable" }),
        " Winnable deals only (proven by the solver)") : null,
      h("div", { class: "dialog-buttons" },
        h("button", { value: "cancel", type: "submit" }, "Cancel"),
        h("button", { value: "deal", type: "submit", class: "primary" }, "Deal")));
    const dialog = h("dialog", { class: "new-game" }, form);
    dialog.addEventListener("close", async () => {
      if (dialog.returnValue !== "deal") return;
      const data = new FormData(form);
      const seedText = String(data.get("seed") ?? "").trim();
      const opts = {};
      for (const name of Object.keys(this.info.options)) opts[name] = data.get(name);
      if (this.multi) {
        const players = Number(data.get("players"));
        opts.players = players;
        opts.seats = Array.from({ length: players }, (_, i) => data.get(`seat${i}`)).join(",");
      }
      let seed = seedText || randomSeed();
      if (data.get("winnable")) {
        const options = Object.fromEntries(Object.keys(this.info.options).map((n) => [n, this.info.options[n].choices
          .find((c) => String(c).toLowerCase() === opts[n])]));
        this.say("Finding a winnable deal…");
        const found = await this.engine.request({ op: "winnable", game: this.info.id, options, pick: Number(seed) });
        if (!found.ok) { this.say(found.error, true); return; }
        seed = found.seed;
      }
      const query = Object.entries(opts).map(([k, v]) => `&${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("");
      location.hash = `#/${this.info.id}?seed=${seed}${query}`;
    });
    return dialog;
  }

  /** Players and, per seat, a person or a bot level. */
  seatFields() {
    const { min_players: min, max_players: max } = this.info;
    const players = h("select", { name: "players" },
      ...Array.from({ length: max - min + 1 }, (_, i) => h("option", { value: String(min + i) }, String(min + i))));
    const rows = Array.from({ length: max }, (_, i) => h("label", { class: "seat-choice" }, `Player ${i + 1} `,
      h("select", { name: `seat${i}` }, ...Object.entries(SEAT_LABELS).map(([kind, label]) =>
        h("option", { value: kind, selected: kind === (i ? "strong" : "human") }, label)))));
    const sync = () => rows.forEach((row, i) => { row.hidden = i >= Number(players.value); });
    players.addEventListener("change", sync);
    this.syncSeats = sync;
    sync();
    return [h("label", {}, "Players ", players), ...rows];
  }

  openDialog() {
    const form = this.dialog.querySelector("form");
    if (this.multi && this.reply) {
      form.elements.namedItem("players").value = String(this.reply.players);
      this.reply.seats.forEach((kind, i) => { form.elements.namedItem(`seat${i}`).value = kind; });
      this.syncSeats();
    }
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
    if (this.destroyed) return { ok: false, error: "The game was closed." };
    if (this.replaying && request.op !== "replay") this.leaveReplay(false);
    const before = this.reply;
    const reply = await this.engine.request(request);
    if (this.destroyed) return reply;
    if (!reply.ok) {
      this.table.draw(true); // snap anything dragged back to where it was
      this.say(reply.error, true);
      return reply;
    }
    this.show(reply, request.op === "move");
    if ((request.op === "move" || request.op === "bot") && reply.view.outcome && !before?.view.outcome) this.record(reply);
    if (reply.said) this.say(this.multi ? `${this.names()[reply.seat]}: ${reply.said}` : reply.said);
    return reply;
  }

  /** Draw a reply; ``played`` is true right after the person's own move. */
  show(reply, played = false) {
    this.reply = reply;
    const view = reply.view;
    this.table.render(view);
    this.table.el.dataset.ply = String(reply.moves.length);
    this.seedLabel.textContent = `deal ${reply.seed}${describeOptions(reply.options, this.info)}`;
    this.summary.textContent = this.module.summary(view);
    this.undoButton.disabled = !reply.can_undo;
    const panel = this.module.panel?.(view, this.context()) ?? null;
    clear(this.modulePanel);
    if (panel) this.modulePanel.append(panel);
    this.panel.hidden = !panel && !this.multi;
    this.showActions(view);
    this.showSeats(reply);
    this.showLog(reply);
    this.showCover(reply);
    this.showBanner(view.outcome, view);
    const auto = played && !view.outcome ? this.module.autoMove?.(view, this.context()) : null;
    if (auto) setTimeout(() => { if (this.reply === reply && !this.destroyed) this.send({ op: "move", move: auto }); }, 250);
    if (reply.bot_to_move && !view.outcome) this.scheduleBot(reply);
    if (this.checking) this.checkVerdict(reply);
    saveGame(reply, `${this.info.name}, deal ${reply.seed}: ${this.module.summary(view)}`);
    // The address always holds the position, so a reload or a copied address reopens it.
    // (replaceState fires no hashchange: the router does not reopen what is on screen.)
    if (location.hash !== reply.position) history.replaceState(history.state, "", reply.position);
  }

  /** Bots move one at a time, at the chosen pace, and wait while the player replays. */
  scheduleBot(reply) {
    setTimeout(() => {
      if (this.reply !== reply || this.destroyed) return;
      if (this.replaying) { this.scheduleBot(reply); return; }
      this.send({ op: "bot" });
    }, PACES[this.pace] ?? 700);
  }

  /** Count a finished game in the statistics kept on this device. */
  record(reply) {
    const { outcome } = reply.view;
    const people = reply.seats.flatMap((s, i) => (s === "human" ? [i] : []));
    const me = people[0] ?? 0;
    recordResult({ game: reply.game, variant: describeOptions(reply.options, this.info).replace(/^ · /, ""),
      seed: reply.seed, won: outcome.winners.some((i) => people.includes(i)), score: outcome.scores?.[me],
      order: this.info.score_order, band: outcome.band,
      daily: reply.seed === dailySeed(reply.game) ? utcDate() : null });
  }

  // --- the solver: hints and "still winnable?" --------------------------------------------
  async hint() {
    if (!this.reply || this.reply.view.outcome) return;
    this.say("Looking for a winning line…");
    const found = await this.engine.request({ op: "hint" });
    if (!found.ok) { this.say(found.error, true); return; }
    if (found.move) {
      this.table.showHint(found.from, found.to);
      // Overthrone's score: the best the deal allows only once the search has proven it
      const line = found.status === "winnable" ? "Hint (this wins)"
        : `Hint (${found.status === "not winnable" ? "no Perfect game; " : ""}` +
          `${found.proven ? "the best possible" : "the best line found"}: ${found.best} points)`;
      this.say(`${line}: ${found.said}`);
    } else {
      this.say(found.status === "not winnable" ? "No winning line from here: undo a few moves and try another way."
        : "No line found within the time allowed.");
    }
  }

  checkControl() {
    const key = `courtly:check:${this.info.id}`;
    let on;
    try { on = localStorage.getItem(key) === "1"; } catch { on = false; }
    this.checking = on;
    const box = h("input", { type: "checkbox", checked: on });
    box.addEventListener("change", () => {
      this.checking = box.checked;
      try { localStorage.setItem(key, box.checked ? "1" : "0"); } catch { /* this visit only */ }
      this.verdictLabel.textContent = "";
      if (this.checking && this.reply) this.checkVerdict(this.reply);
    });
    return h("label", { class: "tool setting" }, box, " Still winnable?");
  }

  /** Ask a second worker, so the check never holds up a move. */
  async checkVerdict(reply) {
    this.analyst ??= new Engine();
    const asked = reply.position;
    const seq = (this.checkSeq = (this.checkSeq ?? 0) + 1);
    this.verdictLabel.textContent = "checking…";
    await this.analyst.request({ op: "open", link: asked });
    if (seq !== this.checkSeq) return; // the player has moved on: check the newer position instead
    const verdict = await this.analyst.request({ op: "verdict" });
    if (this.destroyed || this.reply?.position !== asked || !verdict.ok) return;
    this.verdictLabel.dataset.status = verdict.status;
    this.verdictLabel.textContent = { winnable: "✓ still winnable", "not winnable": "✗ can no longer be won",
      unknown: "? not decided" }[verdict.status] ?? "";
  }

  // --- replay ------------------------------------------------------------------------
  buildReplayBar() {
    const step = (label, title, target) => h("button", { type: "button", class: "tool", title,
      "aria-label": title, onclick: () => this.replayTo(target()) }, label);
    this.replayLabel = h("span", { class: "replay-label", "aria-live": "polite" });
    return h("div", { class: "replay-bar", hidden: true, role: "toolbar", "aria-label": "Replay" },
      step("⏮", "First position", () => 0),
      step("◀", "One move back", () => this.replayPly - 1),
      this.replayLabel,
      step("▶", "One move forward", () => this.replayPly + 1),
      step("⏭", "Last position", () => this.reply.moves.length),
      h("button", { type: "button", class: "tool", onclick: () => this.leaveReplay(true) }, "Back to the game"));
  }

  toggleReplay() {
    if (this.replaying) this.leaveReplay(true);
    else if (this.reply) {
      this.replaying = true;
      this.replayBar.hidden = false;
      this.banner.hidden = true;
      this.replayButton.setAttribute("aria-pressed", "true");
      this.replayTo(Math.max(0, this.reply.moves.length - 1));
    }
  }

  async replayTo(ply) {
    const total = this.reply.moves.length;
    const target = Math.max(0, Math.min(total, ply));
    const step = await this.engine.request({ op: "replay", ply: target });
    if (!step.ok || !this.replaying) return;
    this.replayPly = target;
    this.replayPosition = step.position;
    this.table.render(step.view);
    this.table.el.dataset.replay = String(target);
    this.summary.textContent = this.module.summary(step.view);
    this.replayLabel.textContent = `Move ${target} of ${total}`;
    this.say(target ? `After move ${target}: ${step.log.at(-1)?.text ?? ""}` : "The deal, before the first move.");
  }

  leaveReplay(redraw) {
    this.replaying = false;
    this.replayBar.hidden = true;
    this.replayButton.setAttribute("aria-pressed", "false");
    delete this.table.el.dataset.replay;
    if (redraw && this.reply) {
      this.show(this.reply);
      this.say("Back to the game.");
    }
  }

  showActions(view) {
    const loose = (view.moves ?? []).filter((m) => !m.from);
    clear(this.actionsBar).append(...loose.map((m) => h("button", { type: "button", class: "tool action",
      dataset: { move: m.move }, onclick: () => this.send({ op: "move", move: m.move }) }, m.label ?? m.move)));
    this.actionsBar.hidden = !loose.length;
  }

  showSeats(reply) {
    if (!this.multi) return;
    const names = this.names();
    clear(this.seatsBar).append(...reply.seats.map((kind, i) => {
      const turn = reply.to_move === i;
      const detail = this.module.seatDetail?.(reply.view, i) ?? "";
      return h("li", { class: `seat-chip${turn ? " turn" : ""}${kind === "human" ? "" : " bot"}`,
        dataset: { seat: String(i) }, "aria-current": turn ? "true" : null },
        // the engine's reasons and the rules say "Player N": keep the number next to "You"
        h("strong", {}, names[i]), names[i] === `Player ${i + 1}` ? "" : ` (Player ${i + 1})`,
        kind === "human" ? "" : ` · ${kind} bot`,
        detail ? ` · ${detail}` : "", turn && kind !== "human" ? h("span", { class: "thinking" }, " …") : "");
    }));
  }

  showLog(reply) {
    if (!this.multi) return;
    const names = this.names();
    clear(this.logList).append(...reply.log.map((e) => h("li", { dataset: { seat: String(e.seat) } },
      h("strong", {}, `${names[e.seat] ?? ""}: `), e.text)));
    this.logList.scrollTop = this.logList.scrollHeight; // the newest move, without scrolling the page
  }

  /** With several people at one device, hide the table until the next one is looking. */
  showCover(reply) {
    clear(this.cover);
    const seat = reply.handoff;
    this.cover.hidden = seat === null || seat === undefined;
    this.table.el.classList.toggle("covered", !this.cover.hidden);
    if (this.cover.hidden) return;
    const name = this.names()[seat];
    this.cover.setAttribute("aria-labelledby", "pass-title");
    this.cover.append(h("h2", { id: "pass-title" }, `Pass the device to ${name}`),
      h("p", {}, `Only ${name} should look now: the next screen shows their hand.`),
      h("button", { type: "button", class: "primary", onclick: () => this.send({ op: "look", seat })
        .then(() => this.say(`${name}, your turn.`)) }, `I am ${name}: show my hand`));
    this.cover.querySelector("button").focus();
  }

  showBanner(outcome, view) {
    clear(this.banner);
    this.banner.hidden = !outcome;
    if (!outcome) return;
    const names = this.names();
    const people = (this.reply?.seats ?? ["human"]).flatMap((s, i) => (s === "human" ? [i] : []));
    const won = people.length === 1 ? outcome.winners.includes(people[0]) : outcome.winners.length > 0;
    this.banner.className = `banner ${won ? "won" : "lost"}`;
    const button = (label, action) => h("button", { type: "button", onclick: action }, label);
    let title = won ? "You won!" : "No moves left";
    if (this.multi && !(people.length === 1 && won)) {
      const who = outcome.winners.map((i) => names[i]);
      title = who.length ? `${who.join(" and ")} ${who.length > 1 || who[0] === "You" ? "win" : "wins"}` : "Nobody wins";
    }
    this.banner.append(
      h("h2", { id: "banner-title" }, title),
      h("p", {}, sentence(outcome.reason)),
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

  toggleShare() {
    this.shareMenu.hidden = !this.shareMenu.hidden;
    if (!this.shareMenu.hidden) this.shareMenu.querySelector("button").focus();
  }

  /** Copy a link: the deal, the position on screen (also while replaying), or every move. */
  async share(what = "deal") {
    this.shareMenu.hidden = true;
    const fragment = what === "deal" ? this.reply.link
      : what === "position" && this.replaying ? this.replayPosition : this.reply.position;
    const url = location.href.split("#")[0] + fragment;
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
    else if (k === "r") this.toggleReplay();
    else if (k === "i" && this.info.solver) this.hint();
    else if (e.key === "Escape") this.table.clearSelection();
    else if (k === "n") this.openDialog();
    else if (k === "h") this.toggleHelp();
    else if (!e.target.closest?.(".table") && (k.startsWith("arrow") || k === "enter")) this.table.focus();
  }
}

/** A reason as a sentence: capital first, one full stop at the end. */
function sentence(text) {
  const body = text[0].toUpperCase() + text.slice(1);
  return /[.!?]$/.test(body) ? body : `${body}.`;
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

function loadPace() {
  try {
    const pace = localStorage.getItem("courtly:pace");
    return pace in PACES ? pace : "normal";
  } catch {
    return "normal";
  }
}

function savePace(pace) {
  try {
    localStorage.setItem("courtly:pace", pace);
  } catch {
    // storage blocked: the speed still applies for this visit
  }
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
