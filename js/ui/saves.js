// Games in progress, kept so that none is ever lost.  A save belongs to one line of play on
// one deal; it is replaced only by a position that follows from it (more moves on the same
// line) or by this tab's own undo — never by a re-opened link, a restart or another tab:
//  - opening a deal adopts the save its position continues, else starts a new line lazily
//    and says which saved games of that deal it left alone;
//  - "Same deal" starts a new line, so the game it replaced stays in Continue;
//  - before each write the tab checks the save is still the one it last wrote; if another
//    tab moved it on, this tab's game forks into a save of its own, and the player is told.
import { keys, parseObject, read, remove, write } from "./store.js";

const PREFIX = "courtly:save:";
const LAST_TABLE = "courtly:last-table"; // the newest save's whole reply, to draw before the engine
const VERSION = 1;

/** The deal part of a link: "#/game?seed=…&…" without the moves. */
export function dealOf(link) {
  return link.replace(/&moves=[^&]*/, "");
}

/** Does position ``later`` follow from position ``earlier`` (the same moves, perhaps more)?
 * Positions are the engine's canonical fragments, whose moves come last, dot-separated. */
export function follows(earlier, later) {
  if (earlier === later) return true;
  return earlier === dealOf(earlier) ? dealOf(later) === earlier : later.startsWith(`${earlier}.`);
}

function valid(record, games) {
  return record && record.v === VERSION && typeof record.game === "string" && typeof record.position === "string" &&
    record.position.startsWith(`#/${record.game}?`) && typeof record.saved === "number" &&
    Number.isInteger(record.ply) && (!games || games.has(record.game));
}

/** {saves: newest first, problems: [{key, game, problem}]} — unreadable records are reported, never dropped;
 * ``problem`` is "newer" (a newer version of the page saved it) or "unreadable" (HOME.saveProblem words it). */
export function listSaves(games = null) {
  const saves = [];
  const problems = [];
  for (const key of keys()) {
    if (!key.startsWith(PREFIX)) continue;
    const record = parseObject(read(key));
    const game = key.slice(PREFIX.length).replace(/^#\//, "").split("?")[0];
    if (valid(record, games)) saves.push({ ...record, key });
    else if (!games || games.has(game) || !record) {
      problems.push({ key, game, problem: record && record.v > VERSION ? "newer" : "unreadable" });
    }
  }
  saves.sort((a, b) => b.saved - a.saved);
  return { saves, problems };
}

export function discardSave(key) {
  if (key.startsWith(PREFIX)) remove(key);
}

function savesOfDeal(deal) {
  return listSaves().saves.filter((s) => s.deal === deal);
}

function newKey(deal) {
  const line = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  return `${PREFIX}${deal}~${line}`;
}

/** The save of the game on one screen.  ``summarize(reply)`` words it for Continue;
 * ``onConflict(record)`` tells the player another tab moved it on; ``onRefused()`` that storage refused it. */
export class SaveSlot {
  constructor({ summarize, extra = () => ({}), onConflict = () => {}, onRefused = () => {} }) {
    this.key = null;     // the save this screen's line writes to (null: none yet)
    this.known = null;   // the text this screen last read or wrote there
    this.adopted = null; // the save record the opened game continues, if any
    this.fromDeal = true; // this device has seen the line from its deal (not from a link's moves)
    this.summarize = summarize;
    this.extra = extra;  // more to keep with each save (the clock's time)
    this.onConflict = onConflict;
    this.onRefused = onRefused;
  }

  /** A game was opened.  Returns the saves of this deal that the opened position does not
   * continue (ahead of it or on another line): the page offers them instead of losing them. */
  adopt(reply) {
    this.key = null;
    this.known = null;
    const mine = this.continued(reply);
    this.adopted = mine;
    this.fromDeal = !reply.moves.length || (mine ? mine.fromDeal !== false : false); // (older saves: played here)
    if (mine) {
      this.key = mine.key;
      this.known = read(mine.key);
      if (mine.position !== reply.position) this.write(reply);
    }
    return savesOfDeal(dealOf(reply.link)).filter((s) => s.key !== this.key && s.ply > 0);
  }

  /** The newest save whose position this reply's position follows from. */
  continued(reply) {
    return savesOfDeal(dealOf(reply.link)).find((s) => follows(s.position, reply.position)) ?? null;
  }

  /** Start a new line (the person chose "Same deal"): the old save stays as it is. */
  detach() {
    this.key = null;
    this.known = null;
  }

  /** Keep the game after a move, an undo, a redo or a restart.  A finished game leaves
   * Continue; a position nobody has played in yet is not saved. */
  write(reply) {
    if (!reply.moves.length) this.fromDeal = true; // "Same deal", or every move undone
    if (!this.key) {
      if (!reply.person_moves) return;
      const mine = this.continued(reply);  // e.g. an undone restart: back on the old line
      this.key = mine?.key ?? newKey(dealOf(reply.link));
      this.known = mine ? read(mine.key) : null;
    }
    const stored = read(this.key);
    if (stored !== this.known) {
      // Another tab changed this save since this tab last wrote it: keep both games.
      const theirs = parseObject(stored);
      this.key = newKey(dealOf(reply.link));
      this.known = null;
      this.onConflict(theirs);
    }
    if (reply.view.outcome || !reply.person_moves) {
      remove(this.key);
      this.known = null;
      return;
    }
    const text = JSON.stringify({ v: VERSION, game: reply.game, deal: dealOf(reply.link), position: reply.position,
      ply: reply.moves.length, rules: reply.rules_version, saved: Date.now(),
      summary: this.summarize(reply), fromDeal: this.fromDeal, ...this.extra() });
    if (write(this.key, text)) {
      this.known = text;
      write(LAST_TABLE, JSON.stringify({ position: reply.position, reply: { ...reply, bot_to_move: false } }));
    } else {
      this.onRefused();
    }
  }

  /** Another tab wrote this screen's save: the record it wrote (or null if it removed it). */
  changedElsewhere(event) {
    if (!this.key || event.key !== this.key || event.newValue === this.known) return null;
    return parseObject(event.newValue) ?? { removed: true };
  }
}

/** The reply last saved for exactly this position (a reload, Continue, the address), or null. */
export function lastTable(position) {
  const record = parseObject(read(LAST_TABLE));
  const reply = record?.reply;
  const valid = record && record.position === position && reply && typeof reply === "object" &&
    reply.position === position && reply.view && Array.isArray(reply.moves) && Array.isArray(reply.seats);
  return valid ? reply : null;
}

const LEFT = "courtly:left"; // (this tab's sessionStorage) the position shown as the page went

/** The page is going (a reload, a closed tab) with ``position`` on screen.  The address is
 * written a frame after a move is drawn, and a reload in between reopens the address before it:
 * kept for this tab's own reload (the save keeps it for every other way back). */
export function leaving(position) {
  try {
    sessionStorage.setItem(LEFT, position);
  } catch { /* no storage for this tab: the save still offers the position */ }
}

/** After a reload of this tab, the position it showed, when the address it reopened is that
 * game's line short of it; else null.  Read once. */
export function reloadedPosition() {
  let shown;
  try {
    shown = sessionStorage.getItem(LEFT);
    sessionStorage.removeItem(LEFT);
  } catch {
    return null;
  }
  const reload = performance.getEntriesByType("navigation")[0]?.type === "reload";
  const behind = typeof shown === "string" && shown !== location.hash && location.hash.startsWith("#/");
  return reload && behind && follows(location.hash, shown) ? shown : null;
}
