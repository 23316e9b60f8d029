// The game screen every game shares: toolbar, table, status line, results card, new-game
// dialog, settings and keys.  This is its controller (the transport, the save, the address,
// the replies' life cycle); ./screen-view.js draws it.  A game's module (js/games/<id>.js) supplies:
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
// bot's card travels from there), redrawOnSelect (the layout draws ctx.selected) and marks
// (classes for the table itself, a mode every piece is drawn in: the game's sheet reads them).
// Moves that start from no pile (end the turn, pass, keep) become buttons under the table,
// labelled by the move record's "label" (else the notation).
// ctx = {narrow, phone, selected, hovered, settings, toggles, kept, previous, redraw(), redrawTable(),
//        viewer, seats, names, toMove, seatLabels}:
//   toggles   the module's view switches, written only when the person flips one (then redraw(),
//             or redrawTable() for one that changes only the table's look: the selection stays)
//   kept      nodes the module's drawing keeps to return again unchanged (a board at one size): DOM only
//   previous  the view drawn before this one (null at first), to mark what a reply changed
//   viewer    the seat whose view this is (null: nobody's hand)
//   seatLabels the session's words beside each seat's name ({number, kind}: "strong bot")
// Drawing (layout, panel, summary...) writes nothing else: what it marks once is derived from previous.
//
// Multiplayer tables: every seat is "human" or a bot level.  Bots move one at a time in the
// worker at a readable pace; with several people at one device a cover hides the table
// until the next person says they are looking (the engine only then sends their hand).
import { Table } from "./table.js";
import { SaveSlot, discardSave, lastTable, leaving, listSaves } from "./saves.js";
import { read, write } from "./store.js";
import { ResultsCard } from "./results.js";
import { challengeSection, received } from "./challenge.js";
import { Clock } from "./clock.js";
import { NewGameDialog } from "./new-game.js";
import { Replay } from "./replay.js";
import { Solver } from "./solver.js";
import { cue } from "./sound.js";
import { afterPaint, pointing } from "./dom.js";
import { shareLink } from "./share.js";
import { ScreenView } from "./screen-view.js";
import { DrawnAhead } from "./drawn-ahead.js";
import { screenKey } from "./screen-keys.js";
import { countResult } from "./tally.js";
import { PACES, loadPace, loadSettings, savePace, saveSettings } from "./switches.js";
import { SCREEN } from "./words.js";

const CHANGES = new Set(["move", "bot", "undo", "redo", "restart"]); // ops that change the game

export class GameScreen {
  /** ``engine``: this screen's transport to its table, for all its life: the engine itself,
   * or a table shared between devices (js/net), which also gives the screen its hooks. */
  constructor(root, engine, info, module) {
    this.root = root;
    this.engine = engine;
    this.info = info;
    this.module = module;
    this.reply = null;
    this.ahead = new DrawnAhead(); // what an undo or a redo may draw before the engine answers
    this.drawn = null; // the view last drawn: the next drawing's ctx.previous
    this.helpMode = false;
    this.toggles = {};
    this.settings = loadSettings(info.id, module.settings ?? []);
    this.multi = info.max_players > 1;
    this.net = this.multi ? engine.attach?.(this) ?? null : null; // friends on their own devices (js/net)
    this.pace = loadPace();
    this.slot = new SaveSlot({
      summarize: (reply) => SCREEN.saveSummary(this.info.name, reply.seed, this.module.summary(reply.view)),
      extra: () => ({ elapsed: Math.round(this.clock.time) }),
      onConflict: () => this.tell(SCREEN.forked),
      onRefused: () => this.storageFull(),
    });
    this.onStorage = (e) => this.storageChanged(e);
    window.addEventListener("storage", this.onStorage);
    this.offRestart = engine.onRestart(() => this.recover());
    this.replay = new Replay(this);
    this.solver = info.solver ? new Solver(this) : null;
    this.clock = new Clock();
    this.results = new ResultsCard({ newGame: () => this.openDialog(), again: () => this.restart(),
      undo: () => this.undo() });
    this.newGame = new NewGameDialog(info, { say: (text, error) => this.say(text, error),
      find: (options, pick) => this.engine.request({ op: "winnable", game: info.id, options, pick }) });
    this.view = new ScreenView(this);
    this.table = new Table(this.view.host, {
      play: (move) => this.send({ op: "move", move }),
      attempt: (from, to) => this.send({ op: "move", from, to }),
      why: (from) => this.send({ op: "why", from }),
      say: (text) => this.say(text),
      chosen: (pile) => this.say(this.reply?.prompts?.[pile] ?? ""),
      select: () => { if (this.module.panelFollows) this.renderPanel(); },
      hover: (pile) => {
        this.hovered = pile;
        if (this.module.panelFollows) this.renderPanel();
      },
    }, (view, opts) => this.module.layout(view, this.context(opts)));
    this.onKey = (e) => screenKey(this, e);
    document.addEventListener("keydown", this.onKey);
    // A reload or a closed tab within the frame after a move must not take the move with it.
    this.onHide = () => {
      this.saveShown(this.unsaved);
      if (this.reply && this.owns()) leaving(this.reply.position);
    };
    window.addEventListener("pagehide", this.onHide);
  }

  destroy() {
    this.destroyed = true; // pending replies, bots, saves and peers see this and stop
    this.saveShown(this.unsaved); // a move on screen but not yet saved is kept (not its address)
    this.solver?.destroy();
    this.net?.destroy();
    this.clock.destroy();
    document.removeEventListener("keydown", this.onKey);
    window.removeEventListener("storage", this.onStorage);
    window.removeEventListener("pagehide", this.onHide);
    this.offRestart();
    this.table.destroy();
    this.view.destroy();
  }

  // the view's parts that the replay, the solver and a table shared with friends (js/net) use
  get panel() { return this.view.panel; }
  get seatsBar() { return this.view.seatsBar; }
  get logList() { return this.view.logList; }
  get notice() { return this.view.notice; }
  get seedLabel() { return this.view.seedLabel; }
  get shareMenu() { return this.view.shareMenu; }
  get summary() { return this.view.summary; }
  get replayButton() { return this.view.replayButton; }
  get actionsBar() { return this.view.actionsBar; }

  /** What module hooks get: the screen's switches and a way to redraw (see the top). */
  context(extra = {}) {
    const r = this.reply;
    return { narrow: false, selected: this.table?.selected ?? null, hovered: this.hovered ?? null, ...extra,
      settings: this.settings, toggles: this.toggles, kept: this.view.kept, previous: this.previous ?? null,
      redraw: () => this.reply && this.show(this.reply), redrawTable: () => this.table.relayout(false),
      seatLabels: r?.seat_labels ?? [],
      viewer: r?.viewer ?? null, seats: r?.seats ?? ["human"], names: this.names(), toMove: r?.to_move ?? null };
  }

  renderPanel() { this.view.drawPanel(this.reply, this.context()); }
  showSeats(reply) { this.view.drawSeats(reply, this.names()); }
  showLog(reply) { this.view.drawLog(reply, this.names()); }
  tell(text, ...actions) { this.view.tell(text, ...actions); } // a notice above the table, until closed
  openDialog() { this.newGame.open(this.reply); }
  setPace(pace) { savePace(this.pace = pace); }

  /** The session's one name per seat ("You" when one person plays, else "Player N"). */
  names() { return this.reply?.names ?? []; }

  /** The person flipped one of the module's settings: the session's own, or the drawing's. */
  setSetting(key, on) {
    this.settings[key] = on;
    saveSettings(this.info.id, this.settings);
    if (this.module.settings.find((s) => s.key === key).session) this.send({ op: "settings", [key]: on });
    else if (this.reply) this.show(this.reply);
  }

  // --- talking to the engine -----------------------------------------------------------
  async open(link) {
    this.saveShown(this.unsaved); // the game it showed, before it shows another (not its address)
    this.address = location.hash; // the route this screen now answers for
    // A game in progress is drawn at once from its save while the engine starts; a click
    // meanwhile waits in line behind the opening and is played once the engine answers.
    const early = this.engine.state.stage !== "ready" ? lastTable(link) : null;
    // A first visit reads how to start while the runtime downloads (a challenge says its own first).
    const guided = !early && !/[?&]challenge=/.test(link) && this.guide();
    if (early) {
      this.table.waiting = true;
      this.show(early);
      this.say(SCREEN.fromSave);
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
    this.say(reply.warning ?? SCREEN.dealt(reply.seed)); // the summary line says the rest
    if (!guided) this.notice.hidden = true; // the notice of the game shown before (this guide stays)
    if (elsewhere.length) this.view.offerSaved(elsewhere[0]); // it stays in Continue meanwhile
    else if (reply.challenge && !reply.moves.length) {
      this.view.dare(reply.challenge);
      received(reply);
    }
    else this.guide();
    return reply;
  }

  /** The first time someone opens this game: how to start, and where the rules are. True if shown. */
  guide() {
    const key = `courtly:guided:${this.info.id}`, words = this.info.guide?.[pointing()];
    if (!words || read(key)) return false;
    write(key, "1");
    this.view.guide(words);
    return true;
  }

  /** The browser refused to store the save: say so, and offer to make room (nothing that is
   * already saved is lost unless the person chooses it). */
  storageFull() {
    const oldest = listSaves().saves.filter((s) => s.key !== this.slot.key).at(-1);
    this.view.storageFull(oldest, () => {
      discardSave(oldest.key);
      if (this.reply) this.slot.write(this.reply);
    });
  }

  /** A new engine replaced one that died: open the game on the table again, where it was. */
  async recover() {
    if (this.destroyed) return;
    const position = this.reply?.position ?? location.hash;
    const reply = await this.open(position);
    if (reply.ok) this.say(SCREEN.recovered(reply.moves.length));
  }

  /** The session's switches among the module's settings (e.g. auto-draw). */
  sessionSettings() {
    return Object.fromEntries((this.module.settings ?? []).filter((s) => s.session)
      .map((s) => [s.key, this.settings[s.key]]));
  }

  /** Another tab changed this game's save: offer its position. */
  storageChanged(event) {
    const theirs = this.slot.changedElsewhere(event);
    if (theirs && !theirs.removed) this.view.offerTheirs(theirs);
  }

  /** Open, and the address still its own (a player who left changed it before the router
   * heard): only then may a late reply, bot, save or peer write the address. */
  owns() {
    return !this.destroyed && location.hash === this.address;
  }

  /** Ask the engine; ``done``: the words to say once it has done just that. */
  async send(request, done = null) {
    if (this.destroyed) return { ok: false, error: SCREEN.closed };
    if (this.replay.on && request.op !== "replay") this.replay.leave(false);
    const before = this.reply;
    const reply = await this.engine.request(request);
    if (this.table.awaiting) await this.table.painted; // the frame drawn ahead comes first
    if (this.destroyed) return reply;
    cue(request.op, before, reply);
    if (!reply.ok) {
      if (this.table.awaiting && this.table.view !== before?.view) this.table.render(before.view); // an undo drawn ahead
      this.say(reply.error, true); // the table shows it beside the card, too
      return reply;
    }
    // Drawn ahead, the table said where this request leads; the engine's answer is the game.
    const elsewhere = request.op === "move" && request.move ? reply.moves[before?.moves.length] !== request.move
      : this.table.awaiting && this.ahead.missed(request.op, reply);
    // A played move is marked; a bot's card travels from its seat at the chosen pace.
    const changes = CHANGES.has(request.op);
    if (changes) this.unsaved = reply; // from the moment it is drawn: see onHide
    if (reply.person_moves > 0) this.view.moved(); // the guide, or an offer to go elsewhere, has had its turn
    this.show(reply, reply.played === undefined ? {} : { mover: reply.seat,
      travel: request.op === "bot" ? Math.min(700, Math.max(150, (PACES[this.pace] ?? 700) * 0.6)) : null }, changes);
    this.clock.follow(reply.person_moves > 0 && !reply.view.outcome);
    // Counted now, so a game left in this frame still counts; saved, and the address updated,
    // just after the frame that shows the move, so neither delays the card.
    const entry = reply.view.outcome && !before?.view.outcome
      ? countResult(this.net?.seen(reply) ?? reply, this.info, this.clock.time, this.slot.fromDeal && !reply.tour) : undefined;
    if (changes) await afterPaint().then(() => this.saveShown(reply));
    if (this.destroyed) return reply;
    if (entry !== undefined) this.showResults(reply, entry);
    if (!reply.view.outcome) this.results.hide();
    if (reply.said) this.say(this.multi ? this.byName(reply.seat, reply.said) : reply.said);
    if (elsewhere) this.say(SCREEN.otherwise, true);
    else if (done) this.say(done);
    return reply;
  }

  /** Draw where an undo or a redo leads before the engine answers, if this page can. */
  drawAhead(op) {
    const view = this.replay.on ? null : this.ahead.find(op, this.reply);
    if (view) this.table.foresee(view);
  }

  /** Draw a reply; ``motion`` says who moved and how fast their cards travel (table.render).
   * ``addressLater``: the caller updates the address after the frame (``keepAddress``). */
  show(reply, motion = {}, addressLater = false) {
    if (this.destroyed) return;
    this.reply = reply;
    this.ahead.remember(reply);
    this.previous = this.drawn;
    this.drawn = reply.view;
    this.table.render(reply.view, motion);
    this.table.el.dataset.ply = String(reply.moves.length);
    this.view.draw(reply, this.context());
    this.net?.shown(reply);
    this.view.drawCover(reply, this.table, (seat, said) => this.send({ op: "look", seat }).then(() => this.say(said ?? "")));
    if (reply.bot_to_move && !reply.view.outcome) this.scheduleBot(reply);
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

  /** The results card, with the statistics entry the game just counted in (if any). */
  showResults(reply, entry, time = reply.person_moves ? this.clock.time : null) {
    if (this.replay.on) return;
    const seen = this.net?.seen(reply) ?? reply;
    this.results.show(seen, { moves: reply.person_moves, time, entry,
      detail: this.module.bannerDetail?.(reply.view, this.context()) ?? null,
      challenge: this.challenges(seen) ? challengeSection(this, reply, time) : null });
  }

  /** A challenge is one person's result (not a table of bots alone, or of several people at
   * this device), sent from the table that ran the game. */
  challenges(seen) {
    return seen.seats.filter((s) => s === "human").length === 1;
  }

  /** A move's sentence with the name of the seat that made it, unless the sentence names it. */
  byName(seat, text) {
    return this.info.says_who ? text : `${this.names()[seat]}: ${text}`;
  }

  say(text, isError = false) {
    if (this.destroyed) return; // a late answer's words belong to a screen no longer shown
    this.view.say(text, isError);
  }

  undo() {
    if (!this.reply?.can_undo) return;
    this.drawAhead("undo");
    return this.send({ op: "undo" }, SCREEN.undone);
  }

  redo() {
    if (!this.reply?.can_redo) return;
    this.drawAhead("redo");
    return this.send({ op: "redo" }, SCREEN.redone);
  }

  restart() {
    const hadMoves = this.reply?.moves.length > 0;
    this.slot.detach(); // the game it replaces stays in Continue
    return this.send({ op: "restart" }).then(() => this.say(hadMoves ? SCREEN.restartedKept : SCREEN.restarted));
  }

  toggleHelp() {
    this.helpMode = !this.helpMode;
    this.table.help = this.helpMode;
    this.view.helpPressed = this.helpMode;
    this.say(this.helpMode ? SCREEN.helpOn : SCREEN.helpOff);
  }

  /** Share a link (share.js): the deal, the position on screen (also while replaying), or every move. */
  async share(what = "deal") {
    this.shareMenu.hidden = true;
    const fragment = what === "deal" ? this.reply.link
      : what === "position" && this.replay.position && this.replay.on ? this.replay.position : this.reply.position;
    const url = location.href.split("#")[0] + fragment;
    this.say(await shareLink(SCREEN.shareTitle(this.info.name, this.reply.seed), url));
  }
}
