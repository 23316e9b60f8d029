// The gate a friend's message passes at the host's page: pace, size, JSON, shape.  What the
// request then may do is the session's to decide (py/courtly/session.py); a refusal here is
// kept in the log and told to the friend, a flood once a second.
import { FRIENDS } from "../ui/words-friends.js";

export const MAX_MESSAGE = 2000;     // characters in one message from a friend's device
export const FIELDS = ["move", "from", "to", "ply"]; // what a friend's request may carry
const BURST = 20, PER_SECOND = 8;     // messages: a friend's device may send this many at once, then this pace
const QUEUE = 6;                      // requests waiting for the engine, per friend
const REFUSALS = ["tooMany", "textOnly", "tooLong", "notJson", "noKind", "ownSeatOnly", "malformed", "queueFull",
  "sayRule", "oneAtATime"]; // the words of FRIENDS a refusal may name

/** The words of a refusal (``Gate.refuse``) on this device, or null when ``key`` names none:
 * a refusal from another device is said in this one's language. */
export function refusalWords(key, args = []) {
  const words = REFUSALS.includes(key) ? FRIENDS[key] : null;
  const safe = Array.isArray(args) ? args.slice(0, 3).map((a) => (typeof a === "number" ? a : String(a).slice(0, 60))) : [];
  if (typeof words === "function") return words(...safe);
  return typeof words === "string" ? words : null;
}

export class Gate {
  /** ``nameOf(seat)``: the table's name for a seat (the engine's). */
  constructor(nameOf) {
    this.nameOf = nameOf;
    this.refusals = [];        // what friends' devices sent that was refused, for the log and the tests
  }

  /** Keep a refusal in the table's log (and the console's, as a warning). */
  log(guest, why) {
    this.refusals.push({ seat: guest.seat, why, at: Date.now() });
    if (this.refusals.length > 200) this.refusals.shift();
    console.warn(FRIENDS.refusedFrom(this.nameOf(guest.seat), why));
  }

  /** Refuse with the words ``FRIENDS[key]`` (called with ``args`` when it is a function): the
   * friend's device is sent the key and its arguments too, to say them in its own language. */
  refuse(guest, key, args = [], quietly = false) {
    const why = refusalWords(key, args) ?? key;
    this.log(guest, why);
    const now = performance.now();
    if (!quietly || guest.toldWhy !== why || now - (guest.toldAt ?? 0) > 1000) { // a flood is told once a second
      guest.toldAt = now;
      guest.toldWhy = why;
      guest.link?.send({ t: "refused", why, key, args });
    }
  }

  /** Spend one of the friend's messages; false once they send faster than the table reads. */
  allow(guest) {
    const now = performance.now();
    guest.budget = Math.min(BURST, (guest.budget ?? BURST) + ((now - (guest.last ?? now)) / 1000) * PER_SECOND);
    guest.last = now;
    if (guest.budget < 1) return false;
    guest.budget -= 1;
    return true;
  }

  /** The message, if it may pass (talk and pings as they are; a request of the right shape,
   * with room in the friend's queue); else null, and the friend is told why. */
  read(guest, data) {
    const no = (key, args = [], quietly = false) => { this.refuse(guest, key, args, quietly); return null; };
    if (!this.allow(guest)) return no("tooMany", [], true);
    if (typeof data !== "string") return no("textOnly");
    if (data.length > MAX_MESSAGE) return no("tooLong", [data.length, MAX_MESSAGE]);
    let msg;
    try {
      msg = JSON.parse(data);
    } catch {
      return no("notJson");
    }
    if (!msg || typeof msg !== "object" || Array.isArray(msg) || typeof msg.t !== "string") {
      return no("noKind");
    }
    if (["ping", "hello", "say"].includes(msg.t)) return msg;
    if ("seat" in msg) return no("ownSeatOnly", [this.nameOf(guest.seat)]);
    const extra = Object.keys(msg).filter((k) => k !== "t" && k !== "id" && !FIELDS.includes(k));
    const bad = FIELDS.find((f) => f in msg && (f === "ply" ? !Number.isInteger(msg[f]) : typeof msg[f] !== "string" || msg[f].length > 60));
    if (extra.length || bad || !Number.isInteger(msg.id)) return no("malformed", [msg.t.slice(0, 20)]);
    if (guest.queue.length >= QUEUE) return no("queueFull", [], true);
    return msg;
  }
}
