// The shared card table: draws a game's layout (./table-draw.js), keyed by card id so cards
// glide between piles, and turns clicks, drags and keys (./table-input.js) into "from pile
// -> to pile" intentions (./table-select.js).  It holds no rules: the legal moves come from
// the engine's view.  The selected card lifts and glows; the last move stays marked until
// the person acts.
import { afterPaint, h, lessMotion } from "./dom.js";
import { mirror, RELAYOUT } from "./looks.js";
import { CARD_H, TableDrawing } from "./table-draw.js";
import { forecast } from "./forecast.js";
import { TableInput } from "./table-input.js";
import { TableSelection } from "./table-select.js";
import { TABLE } from "./words.js";

export { CARD_H };
const NARROW = 720;       // px of table width below which games use their tall layout
// A phone-sized screen (the width where css/courtly.css stacks the page): a narrow table on
// a wider screen, such as a half-width window, is not on a phone.
const PHONE = globalThis.matchMedia("(max-width: 720px)");

export class Table {
  /**
   * @param {HTMLElement} host
   * @param {{play(move:string):Promise, attempt(from:string,to:string):Promise, why(from:string):Promise,
   *   say(text:string):void, chosen?(pile:string):void, select?(pile:string|null):void,
   *   hover?(pile:string|null):void}} actions
   *   play/attempt/why resolve to the engine's reply; a refusal ({ok: false, error}) is shown here;
   *   chosen: a pile was selected by a click or a key (the screen says what to do next).
   * @param {(view, {narrow, phone, selected}) => object} compose  the layout, from the game's module
   */
  constructor(host, actions, compose) {
    this.actions = actions;
    this.compose = compose;
    this.el = h("div", { class: "table", role: "group", "aria-roledescription": TABLE.role });
    host.append(this.el);
    this.layout = null;
    this.view = null;
    this.moves = [];
    this.travel = 180; // ms a moved card travels (set on the cards that move: on the table it would restyle them all)
    this.drawing = new TableDrawing(this);
    this.selection = new TableSelection(this);
    this.input = new TableInput(this);
    // The host's size is read when it changes, never on a move (that restyles the page mid-move),
    // and laid out a frame later: a layout here may resize the host, a loop browsers report as an error.
    this.resizer = new ResizeObserver(() => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => this.resized());
    });
    this.resizer.observe(host);
    this.onLooks = () => this.resized();  // a new card size or hand
    document.addEventListener(RELAYOUT, this.onLooks);
  }

  destroy() {
    this.resizer.disconnect();
    this.drawing.stop();
    document.removeEventListener(RELAYOUT, this.onLooks);
    this.el.remove();
  }

  resized() {
    this.drawing.box = null;
    if (this.view) this.relayout(false);
  }

  /** Show the engine's view: lay it out for the space we have and draw it.  ``mover`` is the
   * seat whose move brought this view (its cards are marked, and travel from its seat). */
  render(view, { mover = null, travel = null } = {}) {
    this.view = view;
    this.moves = view.moves;
    this.lit = null;
    this.awaiting = false;
    this.selection.set(null, false);
    // A player who asked for less motion sees each card land in its place at once.
    this.travel = lessMotion() ? 0 : travel ?? 180;
    this.relayout(true, mover);
  }

  relayout(animate, mover = null) {
    if (!this.el.isConnected) return; // the screen was left while a reply was on its way
    const { width } = this.drawing.space();
    this.layout = mirror(this.compose(this.view, { narrow: width < NARROW, phone: PHONE.matches,
      selected: this.selection.selected }), CARD_H);
    this.drawing.draw(animate, mover);
    this.input.settle();
    this.selection.mark();
    if (this.pointed) this.selection.showHint(...this.pointed);
    if (this.lit) this.light(...this.lit);
  }

  /** The engine said no: snap anything dragged back (or drawn ahead), draw away a selection
   * let go on sending, then shake the cards of ``pile`` and show the reason beside them. */
  refuse(pile, reason) {
    this.settle();
    this.drawing.refuse(pile, reason);
  }

  /** Draw first, confirm after: the move ``record`` drawn in this frame, before the engine's
   * answer (./forecast.js); the table then waits for that answer, whose render() settles it.
   * Returns whether anything moved. */
  forecast(record) {
    const before = this.layout;
    const next = before && this.el.isConnected ? forecast(before, record) : null;
    if (!next) return false;
    this.layout = next;
    this.awaiting = true;
    // Drawn with the view's moves, so no other card changes its classes: a move restyles only
    // what it moved, and the frame that shows it comes sooner on a slow phone.  Only the piles
    // the move changed are visited (forecast keeps the others as they were).
    const changed = new Set(next.piles.filter((p, i) => p !== before.piles[i]).map((p) => p.id));
    this.drawing.draw(true, null, changed);
    this.moves = [];  // nothing more is played from a position the engine has not confirmed
    // The lifted card lands; the selection's other marks (its targets) go a frame later, with
    // the rest of the table's restyling.
    for (const el of this.el.querySelectorAll(".card.selected")) el.classList.remove("selected");
    this.painted = afterPaint(100);
    this.painted.then(() => { if (this.awaiting) this.selection.mark(); });
    return true;
  }

  /** Draw a view ahead of the engine's answer (an undo's or a redo's position, as drawn before). */
  foresee(view) {
    this.render(view);
    this.awaiting = true;
    this.painted = afterPaint(100);
  }

  /** No answer settles what was drawn ahead (a refusal, a lost engine): the view as it was. */
  settle() {
    this.moves = this.view?.moves ?? [];
    this.awaiting = false;
    if (this.view) this.relayout(true);
  }

  /** Drawn ahead of the engine's answer, which has not come yet (an attribute, not a class:
   * no style reads it, and a class on the table cost its press a restyle's bookkeeping). */
  set awaiting(on) {
    this.el.toggleAttribute("aria-busy", on);
  }

  get awaiting() {
    return this.el.hasAttribute("aria-busy");
  }

  get selected() {
    return this.selection.selected;
  }

  set help(on) {
    this.el.classList.toggle("help", on);
  }

  /** Drawn from a save while the engine starts: nothing may be played yet, and a press says so. */
  set waiting(on) {
    this.el.classList.toggle("waiting", on);
  }

  get waiting() {
    return this.el.classList.contains("waiting");
  }

  /** Point at a move without playing it: its source selected, its target lit. */
  showHint(from, to) {
    this.selection.showHint(from, to);
  }

  /** Light a move's two piles without selecting anything (a guided tour's next move), until
   * the next view: the person's own selection dims them, a redraw for a new size does not. */
  light(from, to) {
    this.lit = [from, to];
    for (const pile of this.lit) this.drawing.piles.get(pile)?.classList.add("hinted");
  }

  /** Point at a move for good (a rules example): marked again whenever the table is redrawn. */
  pointAt(from, to) {
    this.pointed = [from, to];
    this.showHint(from, to);
  }

  clearSelection() {
    this.selection.clear();
  }

  focus() {
    this.input.focusPile(this.input.cursor);
  }
}
