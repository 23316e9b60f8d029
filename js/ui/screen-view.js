// The game screen's drawing (its controller is ./screen.js): the screen's parts, built once,
// and each reply drawn into them.  It writes nothing but the DOM: what it shows comes from
// the reply, the game's module and the controller's context; a press calls the controller.
import { clear, h } from "./dom.js";
import { Toolbar, tool } from "./toolbar.js";
import { RulesSheet } from "./rules-sheet.js";
import { TourBar, tourButton } from "./tour.js";
import { optionsWords } from "./new-game.js";
import { PACES } from "./switches.js";
import { SCREEN, TOOLS } from "./words.js";

/** A toolbar button of the screen, named and titled by words.js's TOOLS. */
function screenTool(name, picture, action, { key = null } = {}) {
  return tool(TOOLS[name].name, picture, action, { title: TOOLS[name].title, key });
}

export class ScreenView {
  /** ``screen``: the controller, whose parts (replay, solver, clock, results card, new-game
   * dialog, shared table) the view places, and whose actions its buttons call. */
  constructor(screen) {
    this.screen = screen;
    this.kept = {}; // nodes a game's drawing keeps to draw again unchanged (ctx.kept): DOM only
    const { info } = screen;
    this.multi = info.max_players > 1;
    // The game's style sheet reads which game this is, and the screen's states (a tour shown,
    // moves under the table), from the screen itself: a :has() test there would be run again
    // at each change anywhere on the screen (a clock's tick restyled every card and pile).
    screen.root.dataset.game = info.id;
    this.buildToolbar(screen);
    this.rules = new RulesSheet(screen);
    this.tour = new TourBar(screen);
    this.host = h("div", { class: "table-host" });
    this.panel = h("aside", { class: "side-panel", "aria-labelledby": "panel-title" },
      h("h2", { id: "panel-title", class: "visually-hidden" }, SCREEN.panel));
    this.modulePanel = h("div", { class: "module-panel" });
    // Focusable, since it scrolls: a keyboard can scroll it too.
    this.logList = h("ol", { class: "log", "aria-label": SCREEN.log, tabindex: "0" });
    // (DOM append writes a null as the text "null": the log joins the panel only at a table)
    this.panel.append(this.modulePanel, ...(this.multi ? [h("h2", { class: "log-title" }, SCREEN.moves), this.logList] : []));
    // On a phone the seats bar scrolls sideways: focusable, so arrow keys can scroll it too.
    this.seatsBar = h("ul", { class: "seats", "aria-label": SCREEN.seats, tabindex: "0", hidden: !this.multi });
    this.cover = h("div", { class: "pass-cover", hidden: true, role: "dialog", "aria-modal": "false" });
    this.status = h("p", { class: "status", role: "status", "aria-live": "polite" });
    this.notice = h("div", { class: "notice", role: "status", hidden: true });
    this.summary = h("p", { class: "summary" });
    this.shareMenu = h("div", { class: "share-menu", hidden: true, role: "group", "aria-label": SCREEN.share },
      h("button", { type: "button", onclick: () => screen.share("deal") }, SCREEN.shareDeal),
      h("button", { type: "button", onclick: () => screen.share("position") }, SCREEN.sharePosition),
      h("button", { type: "button", onclick: () => screen.share("game") }, SCREEN.shareGame));
    screen.root.append(
      // (the verdict before the deal and the move count, whose place it takes in a phone's one
      // row; the style sheet keeps the order seen: title, deal, clock, moves, verdict)
      h("div", { class: "game-head" }, h("h1", { class: "game-title" }, info.name), screen.clock.el,
        screen.solver?.verdictLabel ?? null, this.seedLabel, this.movesLabel),
      this.toolbar, this.shareMenu,
      this.notice, this.tour.el, this.rules.el,
      screen.replay.bar, this.seatsBar,
      h("div", { class: `table-row${this.multi ? " multi" : ""}` }, this.host, this.panel, this.cover),
      this.actionsBar = h("div", { class: "actions", role: "group", "aria-label": SCREEN.moves }),
      h("div", { class: "status-bar" }, this.status, this.summary), screen.results.el, screen.newGame.el);
  }

  buildToolbar(screen) {
    const { info, solver } = screen;
    this.undoButton = screenTool("undo", "undo", () => screen.undo(), { key: "U Control+Z" });
    this.redoButton = screenTool("redo", "redo", () => screen.redo(), { key: "Y Control+Y Control+Shift+Z" });
    this.helpButton = screenTool("help", "help", () => screen.toggleHelp(), { key: "H" });
    this.helpButton.setAttribute("aria-pressed", "false");
    this.seedLabel = h("span", { class: "seed" });
    this.movesLabel = h("span", { class: "move-count", "aria-live": "off" });
    this.shareButton = screenTool("share", "share", () => this.toggleShare());
    this.replayButton = screenTool("replay", "replay", () => screen.replay.toggle(), { key: "R" });
    this.resultsButton = screenTool("results", "results", () => screen.results.reopen());
    const rules = screenTool("rules", "rules", () => this.rules.open());
    // as they will be drawn for a new deal, so the toolbar does not change when the engine answers
    this.undoButton.disabled = this.redoButton.disabled = true;
    this.resultsButton.hidden = true;
    this.toolbarParts = new Toolbar(
      [screenTool("newGame", "new", () => screen.openDialog(), { key: "N" }),
        screenTool("restart", "restart", () => screen.restart()),
        this.undoButton, this.redoButton,
        info.solver ? screenTool("hint", "hint", () => solver.hint(), { key: "I" }) : rules,
        this.resultsButton], // shown once the game is over
      [info.solver ? rules : null, this.shareButton, this.replayButton, this.helpButton],
      [solver?.checkControl() ?? null, ...this.settingControls(screen), this.multi ? this.paceControl(screen) : null,
        screen.net?.tool()]);
    this.toolbar = this.toolbarParts.el;
  }

  destroy() {
    this.toolbarParts.destroy();
    this.rules.destroy();
    delete this.screen.root.dataset.game;
    this.screen.root.classList.remove("touring", "acting");
    clear(this.screen.root);
  }

  paceControl(screen) {
    const select = h("select", { "aria-label": SCREEN.pace },
      ...Object.keys(PACES).map((p) => h("option", { value: p, selected: p === screen.pace }, SCREEN.paces[p])));
    select.addEventListener("change", () => screen.setPace(select.value));
    this.paceLabel = h("label", { class: "tool setting" }, `${SCREEN.pace} `, select);
    return this.paceLabel;
  }

  settingControls(screen) {
    return (screen.module.settings ?? []).map(({ key, label, phone }) => {
      const box = h("input", { type: "checkbox", checked: screen.settings[key] });
      box.addEventListener("change", () => screen.setSetting(key, box.checked));
      return h("label", { class: `tool setting${phone ? " phone-only" : ""}` }, box, ` ${label}`);
    });
  }

  /** Share's links in a menu under its button, over the table (never pushing it down); a choice,
   * Escape or a press elsewhere closes it. */
  toggleShare() {
    const menu = this.shareMenu;
    menu.hidden = !menu.hidden;
    this.shareWatch?.abort();
    if (menu.hidden) return;
    const root = this.screen.root.getBoundingClientRect();
    const button = this.shareButton.getBoundingClientRect();
    const at = button.width ? button : this.toolbar.getBoundingClientRect(); // under More on a phone
    menu.style.top = `${at.bottom - root.top + 4}px`;
    menu.style.left = `${Math.max(0, Math.min(at.left - root.left, root.width - menu.offsetWidth))}px`;
    const watch = this.shareWatch = new AbortController();
    const close = (focus) => {
      menu.hidden = true;
      watch.abort();
      if (focus) this.shareButton.focus();
    };
    document.addEventListener("pointerdown", (e) => {
      if (!menu.contains(e.target) && !this.shareButton.contains(e.target)) close(false);
    }, { signal: watch.signal });
    menu.addEventListener("keydown", (e) => { if (e.key === "Escape") close(true); }, { signal: watch.signal });
    menu.querySelector("button").focus();
  }

  // --- drawing a reply ------------------------------------------------------------------
  /** Everything around the table for ``reply`` (the table draws itself), but the cover. */
  draw(reply, ctx) {
    const { info, module } = this.screen;
    const view = reply.view;
    this.seedLabel.textContent = [SCREEN.deal(reply.seed), ...optionsWords(reply.options, info)].join(" · ");
    this.summary.textContent = module.summary(view, ctx); // seats by the table's names
    this.undoButton.disabled = !reply.can_undo;
    this.redoButton.disabled = !reply.can_redo;
    this.drawPanel(reply, ctx);
    this.drawActions(view);
    this.drawSeats(reply, ctx.names);
    this.drawLog(reply, ctx.names);
    this.resultsButton.hidden = !view.outcome;
    if (this.paceLabel) this.paceLabel.hidden = reply.seats.every((s) => s === "human"); // no bots, no speed
    this.movesLabel.textContent = SCREEN.moveCount(reply.person_moves);
    this.tour.show(reply, this.screen.table);
  }

  /** The module's side panel for the view on the table (it may follow the selection and the
   * pointer: ``module.panelFollows``). */
  drawPanel(reply, ctx) {
    const panel = reply ? this.screen.module.panel?.(reply.view, ctx) ?? null : null;
    clear(this.modulePanel);
    if (panel) this.modulePanel.append(panel);
    this.panel.hidden = !panel && !this.multi;
  }

  /** Moves that start from no pile (end the turn, pass, keep): buttons under the table. */
  drawActions(view) {
    const loose = (view.moves ?? []).filter((m) => !m.from);
    clear(this.actionsBar).append(...loose.map((m) => h("button", { type: "button", class: "tool action",
      dataset: { move: m.move }, onclick: () => this.screen.send({ op: "move", move: m.move }) }, m.label ?? m.move)));
    this.showActions(loose.length > 0);
  }

  /** The bar of buttons under the table (the moves from no pile, the solver's Finish). */
  showActions(shown) {
    this.actionsBar.hidden = !shown;
    this.screen.root.classList.toggle("acting", shown);
  }

  drawSeats(reply, names) {
    if (!this.multi) return;
    const { module, net } = this.screen;
    clear(this.seatsBar).append(...reply.seats.map((kind, i) => {
      const turn = reply.to_move === i;
      const detail = module.seatDetail?.(reply.view, i) ?? "";
      const { number, kind: bot } = reply.seat_labels?.[i] ?? {};
      return h("li", { class: `seat-chip${turn ? " turn" : ""}${kind === "human" ? "" : " bot"}`,
        dataset: { seat: String(i) }, "aria-current": turn ? "true" : null },
        // the engine's reasons and the rules say "Player N": the session keeps the number by "You"
        // (each part its own span, so a narrow table may leave out or cut short what it shows elsewhere)
        h("strong", {}, names[i]),
        number ? h("span", { class: "seat-number" }, ` (${number})`) : "",
        bot ? h("span", { class: "seat-kind" }, ` · ${bot}`) : "",
        net?.seatNote(i) ? h("span", { class: "seat-note" }, net.seatNote(i)) : "",
        detail ? h("span", { class: "seat-detail" }, ` · ${detail}`) : "",
        turn && kind !== "human" ? h("span", { class: "thinking" }, " …") : "");
    }));
  }

  drawLog(reply, names) {
    if (!this.multi) return;
    const saysWho = this.screen.info.says_who;
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
      saysWho ? "" : h("strong", {}, `${names[e.seat] ?? ""}: `), e.text)));
    this.logLines = lines;
    // The newest move, without scrolling the page; read at the frame, when layout is due anyway.
    requestAnimationFrame(() => { this.logList.scrollTop = this.logList.scrollHeight; });
  }

  /** With several people at one device, hide the table until the next one is looking (the
   * session words the cover; ``look`` is the controller's answer to its button). */
  drawCover(reply, table, look) {
    clear(this.cover);
    const seat = reply.handoff;
    this.cover.hidden = seat === null || seat === undefined;
    table.el.classList.toggle("covered", !this.cover.hidden);
    if (this.cover.hidden) return;
    const words = reply.handoff_words ?? {}; // (a save from before the session worded it: its engine's reply follows)
    this.cover.setAttribute("aria-labelledby", "pass-title");
    this.cover.append(h("h2", { id: "pass-title" }, words.title ?? ""), h("p", {}, words.text ?? ""),
      h("button", { type: "button", class: "primary", onclick: () => look(seat, words.said) }, words.button ?? ""));
    this.cover.querySelector("button").focus();
  }

  // --- what the screen says ---------------------------------------------------------------
  say(text, isError = false) {
    this.status.textContent = text;
    this.status.classList.toggle("error", isError);
  }

  /** A short notice, until the player closes it: over the foot of the screen on a desktop, above
   * the table on a phone. */
  tell(text, ...actions) {
    this.notice.classList.remove("until-move", "dare");
    clear(this.notice).append(h("p", {}, text), ...actions,
      h("button", { type: "button", class: "link-button", onclick: () => { this.notice.hidden = true; } }, SCREEN.close));
    this.notice.hidden = false;
  }

  /** A link in a notice that closes the notice as it opens its address. */
  noticeLink(href, text) {
    return h("a", { class: "button primary", href, onclick: () => { this.notice.hidden = true; } }, text);
  }

  /** Saved games of this deal that the opened position does not continue: the newest. */
  offerSaved(save) {
    this.tell(SCREEN.inProgress(save.ply), this.noticeLink(save.position, SCREEN.continueAt(save.ply)));
    this.notice.classList.add("until-move"); // playing this deal afresh answers it
  }

  /** Another tab moved this game on: its position. */
  offerTheirs(theirs) {
    this.tell(SCREEN.movedOn(theirs.ply), this.noticeLink(theirs.position, SCREEN.continueThere));
  }

  /** The first visit's guide (the engine's words), with the way to the rules and the guided tour. */
  guide(text) {
    this.tell(text, h("button", { type: "button", class: "primary",
      onclick: () => { this.notice.hidden = true; this.rules.open(); } }, SCREEN.readRules),
    ...[tourButton(this.screen, () => { this.notice.hidden = true; })].filter(Boolean));
    this.notice.classList.add("until-move");
  }

  /** A challenge opened: who challenges and what to beat (the engine's words), until the first move. */
  dare(challenge) {
    this.tell(challenge.dare, h("p", { class: "challenge-trust" }, challenge.trust));
    this.notice.classList.add("until-move", "dare");
  }

  /** A move made: put away what was said for before it (the guide, a saved game of this deal to
   * go back to); other notices stay until closed. */
  moved() {
    if (this.notice.classList.contains("until-move")) this.notice.hidden = true;
  }

  /** The browser refused to store the save: say so, and offer to discard the ``oldest`` save
   * (``discard()``), if there is one, or to export the statistics. */
  storageFull(oldest, discard) {
    this.tell(SCREEN.storageFull + (oldest ? SCREEN.discardOldest(oldest.summary ?? oldest.game) : SCREEN.clearSome),
      oldest ? h("button", { type: "button", class: "primary", onclick: () => {
        this.notice.hidden = true;
        discard();
      } }, SCREEN.discardAndSave) : null,
      h("a", { class: "button", href: "#/stats" }, SCREEN.statsLink));
  }

  set helpPressed(on) {
    this.helpButton.setAttribute("aria-pressed", String(on));
  }
}
