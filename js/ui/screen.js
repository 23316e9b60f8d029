// The game screen every game shares: toolbar, table, status line, results card, new-game
// dialog, settings and keys.  A game's own module (js/games/<id>.js) supplies:
//   layout(view, ctx)      where piles and cards sit (required; see ui/table.js)
//   summary(view, ctx)     the one line under the table (required)
//   settings               [{key, label, default, phone, session}] toggles kept in localStorage
//                          (phone: offered only at phone width, where it matters; session:
//                          the session's own switch of that name, e.g. "auto" for auto-draw)
//   panel(view, ctx)       a Node beside the table (e.g. what the ruler allows), or null
//   bannerDetail(view, ctx) a Node for the results card (a band, a score table), or null
//   seatDetail(view, seat) a few words about a seat for the seats bar (cards held, score)
//   panelFollows           true: the panel is drawn again when the selection or the pointed
//                          pile changes (ctx.selected, ctx.hovered)
//   face(code)             the picture of a piece, for the rules (default: a card)
// The rules sheet and the first-visit guide are the engine's (info.rules, info.guide).
// A layout may also carry seatPile(seat) (the pile a seat's hidden cards come from, so a
// bot's card travels from there) and redrawOnSelect (the layout draws ctx.selected).
// Moves that start from no pile (end the turn, pass, keep) become buttons under the table,
// labelled by the move record's "label" (else the notation).
// ctx = {narrow, phone, selected, hovered, settings, toggles, redraw(), viewer, seats, names, toMove};
// toggles are module-owned view switches; viewer is the seat whose view this is (null: nobody's hand).
//
// Multiplayer tables: every seat is "human" or a bot level.  Bots move one at a time in the
// worker at a readable pace; with several people at one device a cover hides the table
// until the next person says they are looking (the engine only then sends their hand).
import { clear, h } from "./dom.js";
import { Table } from "./table.js";
import { dailySeed, recordResult, utcDate } from "./records.js";
import { SaveSlot, discardSave, lastTable, listSaves } from "./saves.js";
import { choice, read, readObject, write } from "./store.js";
import { ResultsCard, personWon } from "./results.js";
import { Clock } from "./clock.js";
import { NewGameDialog, optionsWords } from "./new-game.js";
import { Toolbar, tool } from "./toolbar.js";
import { icon } from "./icons.js";
import { cardSvg } from "./cards.js";
import { Replay } from "./replay.js";
import { Solver } from "./solver.js";
import { cue } from "./sound.js";
import { shareLink } from "./share.js";

const CHANGES = new Set(["move", "bot", "undo", "redo", "restart"]); // ops that change the game
const PACES = { slow: 1400, normal: 700, fast: 250, instant: 0 }; // ms between bot moves

export class GameScreen {
  /** ``engine``: this screen's transport to its table, for all its life: the engine itself,
   * or a table shared between devices (js/net), which also gives the screen its hooks. */
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
    this.net = this.multi ? engine.attach?.(this) ?? null : null; // friends on their own devices (js/net)
    this.pace = loadPace();
    this.slot = new SaveSlot({
      summarize: (reply) => `${this.info.name}, deal ${reply.seed}: ${this.module.summary(reply.view)}`,
      extra: () => ({ elapsed: Math.round(this.clock.time) }),
      onConflict: () => this.tell("This game is also open in another tab, which moved it on: " +
        "this tab's game is now saved as a game of its own. Both are in Continue."),
      onRefused: () => this.storageFull(),
    });
    this.onStorage = (e) => this.storageChanged(e);
    window.addEventListener("storage", this.onStorage);
    this.offRestart = engine.onRestart(() => this.recover());
    this.build();
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
    // A reload or a closed tab within the frame after a move must not take the move with it.
    this.onHide = () => this.saveShown(this.unsaved);
    window.addEventListener("pagehide", this.onHide);
  }

  destroy() {
    this.destroyed = true; // pending replies, bots, saves and peers see this and stop
    this.saveShown(this.unsaved); // a move on screen but not yet saved is kept (not its address)
    this.solver?.destroy();
    this.net?.destroy();
    this.clock.destroy();
    this.toolbarParts.destroy();
    document.removeEventListener("keydown", this.onKey);
    window.removeEventListener("storage", this.onStorage);
    window.removeEventListener("pagehide", this.onHide);
    this.offRestart();
    this.table.destroy();
    clear(this.root);
  }

  build() {
    const info = this.info;
    this.undoButton = tool("Undo", "undo", () => this.undo(), { title: "Undo the last move (U or Ctrl+Z)", key: "U Control+Z" });
    this.redoButton = tool("Redo", "redo", () => this.redo(),
      { title: "Redo the move taken back (Y, Ctrl+Y or Ctrl+Shift+Z)", key: "Y Control+Y Control+Shift+Z" });
    this.helpButton = tool("Help mode", "help", () => this.toggleHelp(), { title: "Highlight every playable card (H)", key: "H" });
    this.helpButton.setAttribute("aria-pressed", "false");
    this.title = h("h1", { class: "game-title" }, this.info.name);
    this.seedLabel = h("span", { class: "seed" });
    this.movesLabel = h("span", { class: "move-count", "aria-live": "off" });
    this.shareButton = tool("Share", "share", () => this.toggleShare(), { title: "Share a link to this deal, position or game" });
    this.replay = new Replay(this);
    this.solver = info.solver ? new Solver(this) : null;
    this.replayButton = tool("Replay", "replay", () => this.replay.toggle(), { title: "Step through the moves played so far (R)", key: "R" });
    this.resultsButton = tool("Results", "results", () => this.results.reopen(), { title: "Show the results card again" });
    const rules = tool("Rules", "rules", () => this.rulesSheet.showModal(), { title: "How to play" });
    // as they will be drawn for a new deal, so the toolbar does not change when the engine answers
    this.undoButton.disabled = this.redoButton.disabled = true;
    this.resultsButton.hidden = true;
    this.toolbarParts = new Toolbar(
      [tool("New game", "new", () => this.openDialog(), { title: "Deal a new game (N)", key: "N" }),
        tool("Same deal", "restart", () => this.restart(), { title: "Play this deal again from the start" }),
        this.undoButton, this.redoButton,
        info.solver ? tool("Hint", "hint", () => this.solver.hint(), { title: "Show a move on a winning line (I)", key: "I" }) : rules,
        this.resultsButton], // shown once the game is over
      [info.solver ? rules : null, this.shareButton, this.replayButton, this.helpButton],
      [this.solver?.checkControl() ?? null, ...this.settingControls(), this.multi ? this.paceControl() : null,
        this.net?.tool()]);
    this.toolbar = this.toolbarParts.el;
    this.rulesSheet = this.buildRules();
    this.host = h("div", { class: "table-host" });
    this.panel = h("aside", { class: "side-panel", "aria-labelledby": "panel-title" },
      h("h2", { id: "panel-title", class: "visually-hidden" }, "About this position"));
    this.modulePanel = h("div", { class: "module-panel" });
    // Focusable, since it scrolls: a keyboard can scroll it too.
    this.logList = h("ol", { class: "log", "aria-label": "Moves so far", tabindex: "0" });
    // (DOM append writes a null as the text "null": the log joins the panel only at a table)
    this.panel.append(this.modulePanel, ...(this.multi ? [h("h2", { class: "log-title" }, "Moves"), this.logList] : []));
    // On a phone the seats bar scrolls sideways: focusable, so arrow keys can scroll it too.
    this.seatsBar = h("ul", { class: "seats", "aria-label": "Players", tabindex: "0", hidden: !this.multi });
    this.cover = h("div", { class: "pass-cover", hidden: true, role: "dialog", "aria-modal": "false" });
    this.status = h("p", { class: "status", role: "status", "aria-live": "polite" });
    this.notice = h("div", { class: "notice", role: "status", hidden: true });
    this.summary = h("p", { class: "summary" });
    this.clock = new Clock();
    this.results = new ResultsCard({ newGame: () => this.openDialog(), again: () => this.restart(),
      undo: () => this.undo() });
    this.newGame = new NewGameDialog(info, { say: (text, error) => this.say(text, error),
      find: (options, pick) => this.engine.request({ op: "winnable", game: info.id, options, pick }) });
    this.dialog = this.newGame.el;
    this.shareMenu = h("div", { class: "share-menu", hidden: true, role: "group", "aria-label": "Share" },
      h("button", { type: "button", onclick: () => this.share("deal") }, "Link to this deal"),
      h("button", { type: "button", onclick: () => this.share("position") }, "Link to this position"),
      h("button", { type: "button", onclick: () => this.share("game") }, "Link to the whole game"));
    this.root.append(
      h("div", { class: "game-head" }, this.title, this.seedLabel, this.clock.el, this.movesLabel,
        this.solver?.verdictLabel ?? null),
      this.toolbar, this.shareMenu,
      this.notice, this.rulesSheet,
      this.replay.bar, this.seatsBar,
      h("div", { class: `table-row${this.multi ? " multi" : ""}` }, this.host, this.panel, this.cover),
      this.actionsBar = h("div", { class: "actions", role: "group", "aria-label": "Moves" }),
      h("div", { class: "status-bar" }, this.status, this.summary), this.results.el, this.dialog);
    this.table = new Table(this.host, {
      play: (move) => this.send({ op: "move", move }),
      attempt: (from, to) => this.send({ op: "move", from, to }),
      why: (from) => this.send({ op: "why", from }),
      say: (text) => this.say(text),
      select: () => { if (this.module.panelFollows) this.renderPanel(); },
      hover: (pile) => {
        this.hovered = pile;
        if (this.module.panelFollows) this.renderPanel();
      },
    }, (view, opts) => this.module.layout(view, this.context(opts)));
  }

  /** What module hooks get: the screen's switches and a way to redraw. */
  context(extra = {}) {
    const r = this.reply;
    return { narrow: false, selected: this.table?.selected ?? null, hovered: this.hovered ?? null, ...extra,
      settings: this.settings, toggles: this.toggles, redraw: () => this.reply && this.show(this.reply),
      viewer: r?.viewer ?? null, seats: r?.seats ?? ["human"], names: this.names(), toMove: r?.to_move ?? null };
  }

  /** The module's side panel for the view on the table (it may follow the selection and the
   * pointer: ``module.panelFollows``). */
  renderPanel() {
    const panel = this.reply ? this.module.panel?.(this.reply.view, this.context()) ?? null : null;
    clear(this.modulePanel);
    if (panel) this.modulePanel.append(panel);
    this.panel.hidden = !panel && !this.multi;
  }

  /** The session's one name per seat: "You" when one person plays, else "Player N". */
  names() {
    return this.reply?.names ?? ["You"];
  }

  /** How to play: the engine's rules sheet, each section with small pictures drawn by the
   * table's own art, in a sheet over the table (Escape or Close puts it away). */
  buildRules() {
    const face = this.module.face ?? cardSvg;
    const items = this.info.rules ?? [];
    const sheet = h("dialog", { class: "rules-sheet", "aria-labelledby": "rules-title" },
      h("div", { class: "rules-head" }, h("h2", { id: "rules-title" }, `How to play ${this.info.name}`),
        h("button", { type: "button", class: "tool", onclick: () => sheet.close(), title: "Close the rules" },
          icon("close"), h("span", { class: "tool-name" }, "Close"))),
      ...items.map(({ text, show }) => h("section", { class: "rule" },
        show?.length ? h("div", { class: "rule-pictures", "aria-hidden": "true" },
          ...show.map((code) => h("span", { class: "rule-picture" }, face(code)))) : null,
        h("p", {}, text))));
    sheet.addEventListener("click", (e) => { if (e.target === sheet) sheet.close(); }); // a click beside it
    return sheet;
  }

  openDialog() {
    this.newGame.open(this.reply);
  }

  paceControl() {
    const select = h("select", { "aria-label": "Bot speed" },
      ...Object.keys(PACES).map((p) => h("option", { value: p, selected: p === this.pace },
        p[0].toUpperCase() + p.slice(1))));   // "Slow", as a menu names its choices
    select.addEventListener("change", () => { this.pace = select.value; savePace(this.pace); });
    this.paceLabel = h("label", { class: "tool setting" }, "Bot speed ", select);
    return this.paceLabel;
  }

  settingControls() {
    return (this.module.settings ?? []).map(({ key, label, phone, session }) => {
      const box = h("input", { type: "checkbox", checked: this.settings[key] });
      box.addEventListener("change", () => {
        this.settings[key] = box.checked;
        saveSettings(this.info.id, this.settings);
        if (session) this.send({ op: "settings", [key]: box.checked });
        else if (this.reply) this.show(this.reply);
      });
      return h("label", { class: `tool setting${phone ? " phone-only" : ""}` }, box, ` ${label}`);
    });
  }

  // --- talking to the engine -----------------------------------------------------------
  async open(link) {
    this.saveShown(this.unsaved); // the game it showed, before it shows another (not its address)
    this.address = location.hash; // the route this screen now answers for
    // A game in progress is drawn at once from its save while the engine starts; a click
    // meanwhile waits in line behind the opening and is played once the engine answers.
    const early = this.engine.state.stage !== "ready" ? lastTable(link) : null;
    if (early) {
      this.table.waiting = true;
      this.show(early);
      this.say("Your game, as you left it: the game engine is starting…");
      performance.mark("courtly:table-painted");
    }
    const reply = await this.engine.request({ op: "open", link, ...this.sessionSettings() });
    if (this.destroyed) return reply; // left meanwhile: the address and the clock are no longer this deal's
    this.table.waiting = false;
    if (!reply.ok) return reply;
    cue("open", null, reply);
    this.show(reply);
    const elsewhere = this.slot.adopt(reply);
    this.clock.reset(this.slot.adopted?.elapsed);
    this.clock.follow(reply.person_moves > 0 && !reply.view.outcome);
    // a finished game opened from a link was timed elsewhere, if at all: no "Time 0:00"
    if (reply.view.outcome) this.showResults(reply, null, this.slot.adopted?.elapsed || null);
    else this.results.hide(); // the card of the game this screen showed before
    this.say(reply.warning ?? `Deal ${reply.seed}.`); // the summary line says the rest
    if (!this.offerSaved(elsewhere)) this.guide();
    return reply;
  }

  /** The first time someone opens this game: how to start, and where the rules are. */
  guide() {
    const key = `courtly:guided:${this.info.id}`;
    if (!this.info.guide || read(key)) return;
    write(key, "1");
    this.tell(this.info.guide, h("button", { type: "button", class: "primary",
      onclick: () => { this.notice.hidden = true; this.rulesSheet.showModal(); } }, "Read the rules"));
  }

  /** The browser refused to store the save: say so, and offer to make room (nothing that is
   * already saved is lost unless the person chooses it). */
  storageFull() {
    const oldest = listSaves().saves.filter((s) => s.key !== this.slot.key).at(-1);
    this.tell("This browser's storage is full, so this game is not saved right now. " +
      (oldest ? `You can discard your oldest saved game (${oldest.summary ?? oldest.game}) to make room, ` +
        "or export your statistics first." : "Export your statistics, then clear some of this site's data."),
    oldest ? h("button", { type: "button", class: "primary", onclick: () => {
      discardSave(oldest.key);
      this.notice.hidden = true;
      if (this.reply) this.slot.write(this.reply);
    } }, "Discard it and save this game") : null,
    h("a", { class: "button", href: "#/stats" }, "Statistics and export"));
  }

  /** A new engine replaced one that died: open the game on the table again, where it was. */
  async recover() {
    if (this.destroyed) return;
    const position = this.reply?.position ?? location.hash;
    const reply = await this.open(position);
    if (reply.ok) this.say(`The game engine stopped and was started again; your game is back at move ${reply.moves.length}.`);
  }

  /** The session's switches among the module's settings (e.g. auto-draw). */
  sessionSettings() {
    return Object.fromEntries((this.module.settings ?? []).filter((s) => s.session)
      .map((s) => [s.key, this.settings[s.key]]));
  }

  /** A short notice above the table, until the player closes it. */
  tell(text, ...actions) {
    clear(this.notice).append(h("p", {}, text), ...actions,
      h("button", { type: "button", class: "link-button", onclick: () => { this.notice.hidden = true; } }, "Close"));
    this.notice.hidden = false;
  }

  /** Saved games of this deal that the opened position does not continue: offer them. */
  offerSaved(saves) {
    this.notice.hidden = true;
    if (!saves.length) return false;
    const save = saves[0];
    this.tell(`You have a game of this deal in progress (move ${save.ply}). ` +
      "It stays in Continue until you finish or discard it.",
    h("a", { class: "button primary", href: save.position, onclick: () => { this.notice.hidden = true; } },
      `Continue it at move ${save.ply}`));
    return true;
  }

  /** Another tab changed this game's save: offer its position. */
  storageChanged(event) {
    const theirs = this.slot.changedElsewhere(event);
    if (!theirs || theirs.removed) return;
    this.tell(`Another tab moved this game on (move ${theirs.ply}).`,
      h("a", { class: "button primary", href: theirs.position, onclick: () => { this.notice.hidden = true; } },
        "Continue from there"));
  }

  /** Open, and the address still its own (a player who left changed it before the router
   * heard): only then may a late reply, bot, save or peer write the address. */
  owns() {
    return !this.destroyed && location.hash === this.address;
  }

  async send(request) {
    if (this.destroyed) return { ok: false, error: "The game was closed." };
    if (this.replay.on && request.op !== "replay") this.replay.leave(false);
    const before = this.reply;
    const reply = await this.engine.request(request);
    if (this.destroyed) return reply;
    cue(request.op, before, reply);
    if (!reply.ok) {
      this.say(reply.error, true); // the table shows it beside the card, too
      return reply;
    }
    // A played move is marked; a bot's card travels from its seat at the chosen pace.
    const changes = CHANGES.has(request.op);
    if (changes) this.unsaved = reply; // from the moment it is drawn: see onHide
    this.show(reply, reply.played === undefined ? {} : { mover: reply.seat,
      travel: request.op === "bot" ? Math.min(700, Math.max(150, (PACES[this.pace] ?? 700) * 0.6)) : null }, changes);
    this.clock.follow(reply.person_moves > 0 && !reply.view.outcome);
    // Counted now, so a game left in this frame still counts; saved, and the address updated,
    // just after the frame that shows the move, so neither delays the card.
    const entry = reply.view.outcome && !before?.view.outcome ? this.record(reply) : undefined;
    if (changes) await afterPaint().then(() => this.saveShown(reply));
    if (this.destroyed) return reply;
    if (entry !== undefined) this.showResults(reply, entry);
    if (!reply.view.outcome) this.results.hide();
    if (reply.said) this.say(this.multi ? this.byName(reply.seat, reply.said) : reply.said);
    return reply;
  }

  /** Draw a reply; ``motion`` says who moved and how fast their cards travel (table.render).
   * ``addressLater``: the caller updates the address after the frame (``keepAddress``). */
  show(reply, motion = {}, addressLater = false) {
    if (this.destroyed) return;
    this.reply = reply;
    const view = reply.view;
    this.table.render(view, motion);
    this.table.el.dataset.ply = String(reply.moves.length);
    this.seedLabel.textContent = [`deal ${reply.seed}`, ...optionsWords(reply.options, this.info)].join(" · ");
    this.summary.textContent = this.module.summary(view, this.context()); // seats by the table's names
    this.undoButton.disabled = !reply.can_undo;
    this.redoButton.disabled = !reply.can_redo;
    this.renderPanel();
    this.showActions(view);
    this.showSeats(reply);
    this.showLog(reply);
    this.net?.shown(reply);
    this.showCover(reply);
    this.resultsButton.hidden = !view.outcome;
    if (this.paceLabel) this.paceLabel.hidden = reply.seats.every((s) => s === "human"); // no bots, no speed
    this.movesLabel.textContent = `${reply.person_moves} ${reply.person_moves === 1 ? "move" : "moves"}`;
    if (reply.bot_to_move && !view.outcome) this.scheduleBot(reply);
    if (this.table.waiting) return; // drawn from the save: the engine's own reply follows
    this.solver?.follow(reply);
    if (!addressLater) this.keepAddress(reply);
  }

  /** The address always holds the position, so a reload or a copied address reopens it.
   * (replaceState fires no hashchange: the router does not reopen what is on screen.) */
  keepAddress(reply) {
    if (!this.owns()) return;
    if (location.hash !== reply.position) history.replaceState(history.state, "", reply.position);
    this.address = location.hash; // as the browser writes it
  }

  /** Save ``reply`` and put it in the address, if it is still the one shown and not yet saved. */
  saveShown(reply) {
    if (!reply || reply !== this.unsaved) return;
    this.unsaved = null;
    if (this.reply !== reply) return;
    this.keepAddress(reply);
    this.slot.write(reply);
  }

  /** Bots move one at a time, at the chosen pace, and wait while the player replays. */
  scheduleBot(reply) {
    setTimeout(() => {
      if (this.reply !== reply || !this.owns()) return;
      if (this.replay.on) { this.scheduleBot(reply); return; }
      this.send({ op: "bot" });
    }, PACES[this.pace] ?? 700);
  }

  /** Count a finished game in the statistics kept on this device (not a game of bots alone). */
  record(reply) {
    reply = this.net?.seen(reply) ?? reply; // at a shared table, only this device's seat is "you"
    const { outcome } = reply.view;
    const won = personWon(reply);
    if (won === null) return null;
    const me = reply.seats.indexOf("human");
    return recordResult({ game: reply.game, variant: variantKey(reply.options, this.info),
      seed: reply.seed, won, score: outcome.scores?.[me], order: this.info.score_order, band: outcome.band,
      time: Math.round(this.clock.time), moves: reply.person_moves,
      daily: reply.seed === dailySeed(reply.game) ? utcDate() : null });
  }

  /** The results card, with the statistics entry the game just counted in (if any). */
  showResults(reply, entry, time = reply.person_moves ? this.clock.time : null) {
    if (this.replay.on) return;
    this.results.show(this.net?.seen(reply) ?? reply, { moves: reply.person_moves, time, entry,
      detail: this.module.bannerDetail?.(reply.view, this.context()) ?? null });
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
        // (each part its own span, so a narrow table may leave out or cut short what it shows elsewhere)
        h("strong", {}, names[i]),
        names[i] === `Player ${i + 1}` ? "" : h("span", { class: "seat-number" }, ` (Player ${i + 1})`),
        kind === "human" ? "" : h("span", { class: "seat-kind" }, ` · ${kind} bot`),
        this.net?.seatNote(i) ? h("span", { class: "seat-note" }, this.net.seatNote(i)) : "",
        detail ? h("span", { class: "seat-detail" }, ` · ${detail}`) : "",
        turn && kind !== "human" ? h("span", { class: "thinking" }, " …") : "");
    }));
  }

  /** A move's sentence with the name of the seat that made it, unless the sentence names it. */
  byName(seat, text) {
    return this.info.says_who ? text : `${this.names()[seat]}: ${text}`;
  }

  showLog(reply) {
    if (!this.multi) return;
    const names = this.names();
    const line = (e) => `${e.seat}|${names[e.seat] ?? ""}|${e.text}`;
    const lines = reply.log.map(line);
    // The log is the last moves: a move drops the oldest lines and adds the new ones, so the
    // lines still shown stay as they are (rewritten only when the log is another one).
    // (A shared table weaves its messages into the list: then it is written anew.)
    const shown = this.logList.childElementCount === this.logLines?.length ? this.logLines : [];
    let dropped = 0;
    while (dropped < shown.length && !shown.slice(dropped).every((l, i) => l === lines[i])) dropped++;
    if (dropped === shown.length) clear(this.logList);
    else for (let i = 0; i < dropped; i++) this.logList.firstElementChild.remove();
    this.logList.append(...reply.log.slice(shown.length - dropped).map((e) => h("li", { dataset: { seat: String(e.seat) } },
      this.info.says_who ? "" : h("strong", {}, `${names[e.seat] ?? ""}: `), e.text)));
    this.logLines = lines;
    // The newest move, without scrolling the page; read at the frame, when layout is due anyway.
    requestAnimationFrame(() => { this.logList.scrollTop = this.logList.scrollHeight; });
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

  say(text, isError = false) {
    if (this.destroyed) return; // a late answer's words belong to a screen no longer shown
    this.status.textContent = text;
    this.status.classList.toggle("error", isError);
  }

  undo() {
    if (this.reply?.can_undo) return this.send({ op: "undo" }).then(() => this.say("Move taken back."));
  }

  redo() {
    if (this.reply?.can_redo) return this.send({ op: "redo" }).then(() => this.say("Move played again."));
  }

  restart() {
    const hadMoves = this.reply?.moves.length > 0;
    this.slot.detach(); // the game it replaces stays in Continue
    return this.send({ op: "restart" }).then(() => this.say(hadMoves
      ? "The same deal, from the start. Undo brings your game back; it is also kept in Continue."
      : "The same deal, from the start."));
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

  /** Share a link (share.js): the deal, the position on screen (also while replaying), or every move. */
  async share(what = "deal") {
    this.shareMenu.hidden = true;
    const fragment = what === "deal" ? this.reply.link
      : what === "position" && this.replay.on ? this.replay.position : this.reply.position;
    const url = location.href.split("#")[0] + fragment;
    this.say(await shareLink(`${this.info.name}, deal ${this.reply.seed} — Courtly`, url));
  }

  key(e) {
    if (this.dialog.open || e.target.closest?.("input, select, textarea, [contenteditable]")) return;
    const k = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && (k === "y" || (k === "z" && e.shiftKey))) { e.preventDefault(); this.redo(); return; }
    if ((e.ctrlKey || e.metaKey) && k === "z") { e.preventDefault(); this.undo(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // A focused control keeps its own keys: Enter and Space press it, arrows move in it.
    const control = e.target.closest?.("button, a[href], summary, [role=button], dialog, .share-menu");
    if (control && (k === "enter" || k === " " || k.startsWith("arrow"))) return;
    if (k === "u") this.undo();
    else if (k === "y") this.redo();
    else if (k === "r") this.replay.toggle();
    else if (k === "i" && this.solver) this.solver.hint();
    else if (e.key === "Escape") this.table.clearSelection();
    else if (k === "n") this.openDialog();
    else if (k === "h") this.toggleHelp();
    else if (!e.target.closest?.(".table") && (k.startsWith("arrow") || k === "enter")) this.table.focus();
  }
}

/** The variant's key in the statistics ("hand 6"): the options' own names, kept stable so the
 * numbers of earlier visits stay where they were. */
function variantKey(options, info) {
  return Object.entries(options ?? {})
    .filter(([name, v]) => info.options[name] && v !== info.options[name].default)
    .map(([name, v]) => (v === true ? name : `${name} ${v}`)).join(", ");
}

/** Resolves once the browser has painted the current frame, or soon anyway: a hidden page
 * paints no frames, and a bot's move there must still be saved. */
function afterPaint() {
  return new Promise((done) => {
    const fallback = setTimeout(done, 200);
    requestAnimationFrame(() => setTimeout(() => { clearTimeout(fallback); done(); }, 0));
  });
}

function loadPace() {
  return choice(read("courtly:pace"), PACES, "normal");
}

function savePace(pace) {
  write("courtly:pace", pace); // if storage is blocked, the speed still applies for this visit
}

/** The module's toggles as saved, each only if it has the type of its default. */
function loadSettings(gameId, specs) {
  const saved = readObject(`courtly:settings:${gameId}`) ?? {};
  return Object.fromEntries(specs.map(({ key, default: d }) =>
    [key, Object.hasOwn(saved, key) && typeof saved[key] === typeof d ? saved[key] : d]));
}

function saveSettings(gameId, settings) {
  write(`courtly:settings:${gameId}`, JSON.stringify(settings));
}
