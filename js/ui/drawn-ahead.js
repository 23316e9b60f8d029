// The positions a screen has drawn, so an undo or a redo can be drawn before the engine
// answers (draw first, confirm after; ./forecast.js does it for a move).  The engine says
// where each step leads (a reply's undo_to and redo_to: a number of moves); the page draws
// that position only if it drew it before, as this same person saw it.

const KEPT = 200; // positions kept, the latest

export class DrawnAhead {
  constructor() {
    this.seen = new Map(); // line of moves -> reply
    this.step = null;      // {op, ply}: the step last drawn ahead
  }

  remember(reply) {
    const key = reply.moves.join(" ");
    this.seen.delete(key);
    this.seen.set(key, reply);
    if (this.seen.size > KEPT) this.seen.delete(this.seen.keys().next().value);
  }

  /** The view ``op`` ("undo" or "redo") leads to from ``reply``, or null: not drawn before,
   * or drawn for another person (nobody else's hand is shown again), or a device passed on. */
  find(op, reply) {
    const ply = reply[`${op}_to`];
    this.step = { op, ply };
    if (ply === null || ply === undefined || reply.handoff !== null) return null;
    const line = (op === "undo" ? reply.moves.slice(0, ply) : reply.moves).join(" ");
    const found = [...this.seen.values()].reverse()
      .find((s) => s.moves.length === ply && s.moves.slice(0, reply.moves.length).join(" ") === line);
    return found && found.viewer === reply.viewer && found.handoff === null ? found.view : null;
  }

  /** Whether the engine's answer to ``op`` left another number of moves than was drawn ahead. */
  missed(op, answer) {
    return this.step?.op === op && answer.moves.length !== this.step.ply;
  }
}
