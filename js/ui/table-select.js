// The card table's selection and intentions (./table.js): a click or a key on a pile
// selects it, plays a move, or asks the engine why nothing moves from there.  It holds no
// rules: the legal moves are the view's, and a move it does not know is still sent, so the
// engine can say why it is illegal (shown beside the card, which shakes).
//
// A press that plays a listed move draws it at once (table.forecast: draw first, confirm
// after), so the card is in its place in the frame after the press, whatever the engine's
// answer costs: on a slow phone, or a friend's device whose answer crosses the network.
import { TABLE } from "./words.js";

export class TableSelection {
  constructor(table) {
    this.table = table;
    this.selected = null; // the pile selected, or null
    this.busy = false;    // an intention is waiting for the engine's answer
    this.letGo = false;   // ... and a selection was let go when it was sent
  }

  movesFrom(pile) {
    return this.table.moves.filter((m) => m.from === pile);
  }

  /** Select a pile (null: none); a layout that draws the selection (previews) is redrawn.
   * ``notify`` false: a new view comes, and its drawing shows the selection gone. */
  set(pile, notify = true) {
    if (pile === this.selected) return;
    this.selected = pile;
    if (!notify) return;
    this.table.actions.select?.(pile);
    if (this.table.layout?.redrawOnSelect) this.table.relayout(false);
    else this.mark();
  }

  /** Draw the selection and its targets. */
  mark() {
    this.table.drawing.mark(this.selected, this.selected ? this.movesFrom(this.selected) : []);
  }

  /** Let go of the selection, and the last move's marks, as the person acts elsewhere. */
  drop() {
    this.table.drawing.clearLastMove();
    this.set(null);
  }

  /** Wait for the engine's answer to an intention about ``pile``; a refusal shows there. */
  async run(promise, pile) {
    const table = this.table;
    this.busy = true;
    table.drawing.bubble?.remove();
    try {
      const reply = await promise;
      if (reply && reply.ok === false && table.el.isConnected) {
        table.drawing.clearLastMove();
        if (this.letGo) table.actions.select?.(null);
        if (reply.error) table.refuse(pile, reply.error);
        else if (this.letGo || table.awaiting) table.settle();
      } else if (table.awaiting && table.el.isConnected) table.settle(); // answered, but not drawn
    } catch (error) {
      if (table.awaiting && table.el.isConnected) table.settle();
      throw error;
    } finally {
      this.busy = false;
      this.letGo = false;
    }
  }

  /** Play the listed move ``record``, drawn before the engine answers; a selection is let go
   * without drawing it away, since the move's drawing does (a refusal draws it away in ``run``). */
  send(record, pile) {
    this.letGo = this.selected !== null;
    this.selected = null;
    this.table.forecast(record);
    return this.run(this.table.actions.play(record.move), pile);
  }

  /** Try the move from ``from`` to ``to`` that the view does not list: the engine says why not. */
  attempt(from, to) {
    return this.run(this.table.actions.attempt(from, to), from);
  }

  /** A click or a key press on a pile: select, play, or ask the engine why not. */
  activate(pile) {
    const { actions, moves } = this.table;
    if (this.busy || !pile) return;
    if (this.table.waiting) {
      actions.say(TABLE.starting);
      return;
    }
    const own = this.movesFrom(pile);
    if (this.selected) {
      const from = this.selected;
      const direct = moves.find((m) => m.from === from && m.to === pile);
      if (pile === from) {  // a second click: play the move the game marks as the natural one
        const natural = this.movesFrom(from).find((m) => m.preferred) ?? (own.length === 1 ? own[0] : null);
        if (natural) return this.send(natural, from);
        this.drop();
        actions.say(TABLE.cleared);
        return;
      }
      if (direct) return this.send(direct, from);
      if (own.length > 1 || own[0]?.deliberate) { this.select(pile); return; }
      if (own.length === 1) return this.send(own[0], pile);
      this.drop();
      return this.attempt(from, pile);
    }
    if (own.length === 1 && !own[0].deliberate) return this.send(own[0], pile);
    if (own.length) { this.select(pile); return; }
    this.table.drawing.clearLastMove();
    return this.run(actions.why(pile), pile); // the engine says why nothing moves from here
  }

  /** Select ``pile``; the screen says what it holds and what to do (the session's words). */
  select(pile) {
    this.table.drawing.clearLastMove();
    this.set(pile);
    this.table.actions.chosen?.(pile);
  }

  clear() {
    if (!this.selected) return;
    this.set(null);
    this.table.actions.say(TABLE.cleared);
  }

  /** Point at a move without playing it: its source selected, its target lit. */
  showHint(from, to) {
    this.set(from);
    const { piles } = this.table.drawing;
    piles.get(to)?.classList.add("hinted");
    piles.get(from)?.classList.add("hinted");
  }
}
