// The host's side of a table shared between devices.  The host's page is the table: its engine
// applies every move.  Each friend's device holds one seat; it gets only that seat's snapshot
// (the engine's ``views``) and sends only requests for that seat, which are checked here for
// shape, size and pace; the session then decides what that seat may ask (py/courtly/session.py).
// Anything refused is logged and the friend is told why.  The codes it makes and reads: invitations.js.
import { h } from "../ui/dom.js";
import { keys, readObject, write } from "../ui/store.js";
import { dealOf } from "../ui/saves.js";
import { randomKey } from "./codes.js";
import { Link } from "./peer.js";
import { MAX_SAY, TalkBox, reads, spoken, weave } from "./talk.js";
import { FIELDS as GATE_FIELDS, Gate } from "./gate.js";
import { InviteDialog } from "./invite-dialog.js";
import { FRIENDS } from "../ui/words-friends.js";
import { LANGUAGES } from "../ui/catalogue.js";

const SAY_EVERY = 1500;               // ms between two messages at the table from one friend
const PREFIX = "courtly:host:";
const KEY_AGAIN = 2000, KEY_ASKS = 5;     // a friend's key is asked for again every 2 s, five times at most
export const CODES = "courtly.codes"; // the BroadcastChannel a code opened in another tab comes by

/** The deal a table plays, whatever its seats and moves: how a reload finds its hosting. */
export function tableKey(position) {
  return dealOf(position).replace(/&seats=[^&]*/, "");
}

function findHosting(position) {
  const key = tableKey(position);
  return keys().filter((k) => k.startsWith(PREFIX)).map((k) => readObject(k))
    .filter((r) => r && r.v === 1 && r.deal === key && Number.isInteger(r.seat) && r.guests)
    .sort((a, b) => b.saved - a.saved)[0] ?? null;
}

/** The transport of a game for several people on this device's page: its engine, and once
 * this device hosts friends, every change also brings the snapshot of each connected friend's
 * seat, sent at once.  What each device may ask is the session's to decide (py/courtly). */
export class HostTransport {
  constructor(engine) {
    this.engine = engine;
    this.table = null;
  }

  get state() { return this.engine.state; }
  onRestart(fn) { return this.engine.onRestart(fn); }
  onProgress(fn) { return this.engine.onProgress(fn); }

  /** The screen's hooks for friends on their own devices (ui/screen.js). */
  attach(screen) {
    this.table = new HostTable(screen, this);
    return this.table;
  }

  async request(body) {
    if (body.answer) return body.answer; // a friend's move, already made and sent round
    const t = this.table;
    if (!t?.active) return this.engine.request(body);
    const host = body.op === "open" ? { host: t.seat } : {};
    return t.sent(await this.engine.request({ ...body, ...host, guests: t.connectedSeats(), languages: t.languages() }));
  }
}

/** The host's shared table: invitations, the friends' connections, presence and talk. */
export class HostTable {
  constructor(screen, transport) {
    this.screen = screen;
    // a friend's request goes straight to the engine, with the friend's seat; every request
    // names each friend's language (their hello's), in which the engine words that seat's view
    this.engine = { request: (body) => transport.engine.request({ languages: this.languages(), ...body }) };
    this.guests = new Map();   // seat -> {seat, token, link, state, ...}
    this.said = [];            // messages at the table, {seat, text, ply}
    this.gate = new Gate((seat) => this.screen.names()[seat]); // what a friend's device may send, and what was refused
    this.rev = 0;
    this.talk = new TalkBox((msg) => this.say(this.seat, msg));
    this.bar = h("p", { class: "net-bar", role: "status", hidden: true });
    this.dialog = null;
    this.codes = typeof BroadcastChannel === "function" ? new BroadcastChannel(CODES) : null;
    if (this.codes) this.codes.onmessage = (e) => this.fromOtherTab(e.data);
    const record = findHosting(location.hash);
    if (record) this.resume(record);
    if (globalThis.courtly) globalThis.courtly.table = this; // for the tests and the console
  }

  /** The entry of the More menu. */
  tool() {
    return h("button", { type: "button", class: "tool invite-tool", title: FRIENDS.inviteToolTitle,
      onclick: () => this.openDialog() }, FRIENDS.inviteTool);
  }

  get active() { return this.record !== undefined && this.record !== null; }
  get seat() { return this.record?.seat ?? null; }

  /** This device's seat: the one it hosts, or before it hosts, the one it would. */
  mine(reply) {
    return this.active ? this.seat : Math.max(0, reply.viewer ?? reply.seats.indexOf("human"));
  }

  /** Who is where, as py/courtly/presence.py reads it: the host, each friend's state, the open seats, the bots. */
  people(reply) {
    const mine = this.mine(reply);
    return reply.seats.map((kind, i) => (i === mine ? "host"
      : this.guests.get(i)?.state ?? (kind === "human" ? "open" : "bot")));
  }

  /** Each friend's language by seat, as the engine reads it (``{"1": "fr"}``). */
  languages() {
    return Object.fromEntries([...this.guests.values()].filter((g) => g.language).map((g) => [String(g.seat), g.language]));
  }

  connectedSeats() {
    return [...this.guests.values()].filter((g) => g.state === "here").map((g) => g.seat);
  }

  // --- hosting ---------------------------------------------------------------------------
  /** Start hosting from this table: this device keeps one seat, the others can be invited. */
  begin() {
    if (this.active) return;
    const reply = this.screen.reply;
    this.record = { v: 1, table: randomKey(), seat: this.mine(reply), deal: tableKey(reply.position), guests: {},
      saved: Date.now() };
    this.save();
    this.mount();
    this.screen.send({ op: "settings", host: this.seat }); // this device's own seat from now on: its hand, "You"
  }

  /** A reload of a hosted table (found by its deal): the friends' seats wait for them. */
  resume(record) {
    this.record = record;
    for (const [seat, token] of Object.entries(record.guests)) {
      this.guests.set(Number(seat), { seat: Number(seat), token, state: "away", link: null, queue: [] });
    }
    this.resumed = true;
  }

  /** The talk box and the bar of who is here (once the screen is built). */
  mount() {
    if (this.mounted) return;
    this.mounted = true;
    this.screen.panel.append(this.talk.el);
    this.screen.seatsBar.after(this.bar);
    this.talk.el.hidden = false;
    if (this.resumed) {
      this.screen.tell(FRIENDS.reopened);
    }
  }

  save() {
    if (!this.active) return;
    this.record.saved = Date.now();
    this.record.guests = Object.fromEntries([...this.guests.values()].map((g) => [g.seat, g.token]));
    write(PREFIX + this.record.table, JSON.stringify(this.record));
  }

  destroy() {
    for (const g of this.guests.values()) {
      g.link?.send({ t: "bye" });
      g.link?.close("bye");
      g.pending?.pc.close();
    }
    this.codes?.close();
    this.dialog?.el.remove();
  }

  // --- what the screen shows ---------------------------------------------------------------
  /** After each reply is drawn: the talk in the log, and who is here (the bar, the seats' notes). */
  shown(reply) {
    if (!this.active) return;
    this.mount();
    if (reply.position) this.record.deal = tableKey(reply.position);
    weave(this.screen.logList, reply, this.said, reply.names);
    this.present(reply);
  }

  /** Who is where, in the engine's words for this device and each connected friend's (sent
   * them); asked again whenever it may have changed, and only the newest answer is drawn. */
  async present(reply = this.screen.reply) {
    if (!reply) return;
    const people = this.people(reply);
    const asked = (this.asked = (this.asked ?? 0) + 1);
    const ask = (here, more = {}) => this.engine.request({ op: "presence", here, people, ...more });
    const here = [...this.guests.values()].filter((g) => g.state === "here");
    const [words, ...theirs] = await Promise.all([ask(this.mine(reply), { to_move: reply.to_move, kinds: reply.seats }),
      ...here.map((g) => ask(g.seat, g.language ? { language: g.language } : {}))]);
    if (asked !== this.asked || !words.ok || this.screen.destroyed) return;
    here.forEach((g, i) => theirs[i].ok && g.link.send({ t: "people", notes: theirs[i].notes, apart: theirs[i].apart }));
    this.words = words;
    this.bar.hidden = !this.active;
    this.bar.textContent = words.bar;
    if (this.screen.reply) this.screen.showSeats(this.screen.reply);
    this.refreshDialog();
  }

  /** A few words for a seat's chip: the host, a friend here or away (the engine's). */
  seatNote(seat) {
    const note = this.active ? this.words?.notes[seat] : "";
    return note ? ` · ${note}` : "";
  }

  /** The reply as this device sees it: the other people's seats count as others, not "you". */
  seen(reply) {
    return this.active ? { ...reply, seats: reply.seats.map((k, i) => (k === "human" && i !== this.seat ? "friend" : k)) } : reply;
  }

  // --- sending to friends ------------------------------------------------------------------
  /** A change the engine made: every connected friend gets their seat's snapshot. */
  sent(reply, answering = null) {
    if (reply.ok && reply.views) {
      this.rev += 1;
      for (const g of this.guests.values()) {
        const view = reply.views[g.seat];
        if (!view || g.state !== "here") continue;
        // (the view carries the move played as this seat may know it, never the host's notation)
        const table = { ...view, said: reply.said, seat: reply.seat, changed: reply.changed, ok: true };
        if (answering?.guest === g) g.link.send({ t: "answer", id: answering.id, rev: this.rev, reply: table });
        else g.link.send({ t: "table", rev: this.rev, reply: table });
      }
      if (reply.seats) this.present(reply);
    }
    return reply;
  }

  // --- messages from a friend's device ---------------------------------------------------------
  get refusals() { return this.gate.refusals; } // (for the tests and the console)
  log(guest, why) { this.gate.log(guest, why); }

  /** A friend's message that passed the gate: talk is heard, a request waits for the engine. */
  receive(guest, data) {
    const msg = this.gate.read(guest, data);
    if (!msg || msg.t === "ping" || msg.t === "hello") return undefined; // (a key sent twice: see connect)
    if (msg.t === "say") return this.heard(guest, msg);
    guest.queue.push(msg);
    if (guest.queue.length === 1) this.work(guest);
    return undefined;
  }

  async work(guest) {
    while (guest.queue.length && !this.screen.destroyed) {
      const msg = guest.queue[0];
      try {
        await this.serve(guest, msg);
      } finally {
        guest.queue.shift();
      }
    }
  }

  /** A friend's request, made by the session for their seat; a change goes to every device. */
  async serve(guest, msg) {
    const fields = Object.fromEntries(GATE_FIELDS.filter((f) => f in msg).map((f) => [f, msg[f]]));
    const guests = msg.t === "view" ? [] : this.connectedSeats();
    const reply = await this.engine.request({ ...fields, op: msg.t, seat: guest.seat, guests });
    const answer = (reply) => {
      if (!reply.ok) this.log(guest, `${msg.t.slice(0, 20)}: ${reply.error}`); // the engine's reason goes back with the answer
      guest.link?.send({ t: "answer", id: msg.id, rev: this.rev, reply });
    };
    if (!reply.ok || !reply.views) return answer(reply);
    if (msg.t === "view") return answer({ ...reply.views[guest.seat], ok: true });
    if (!guests.includes(guest.seat)) return answer({ ok: false, error: FRIENDS.notConnected });
    this.sent(reply, { guest, id: msg.id });
    if (reply.changed !== false) await this.screen.send({ op: msg.t, answer: reply });
    return undefined;
  }

  // --- talk ------------------------------------------------------------------------------
  heard(guest, msg) {
    const said = spoken(msg);
    if (!said) return this.gate.refuse(guest, "sayRule", [MAX_SAY]);
    const now = performance.now();
    if (now - (guest.saidAt ?? -Infinity) < SAY_EVERY) return this.gate.refuse(guest, "oneAtATime", [], true);
    guest.saidAt = now;
    return this.say(guest.seat, said);
  }

  /** ``msg``: {text} or {phrase} (talk.js ``spoken``). */
  say(seat, msg) {
    const said = spoken(msg);
    if (!said || !this.active) return false;
    const entry = { seat, ...said, ply: this.screen.reply?.moves.length ?? 0 };
    this.said.push(entry);
    if (this.said.length > 100) this.said.shift();
    for (const g of this.guests.values()) if (g.state === "here") g.link.send({ t: "said", entry });
    this.talk.announce(this.screen.names()[seat], reads(entry));
    if (this.screen.reply) {
      this.screen.showLog(this.screen.reply);
      this.shown(this.screen.reply);
    }
    return true;
  }

  // --- connections ---------------------------------------------------------------------------
  connect(guest, pc, channel) {
    guest.link?.close("replaced");
    guest.queue = [];
    guest.link = new Link(pc, channel, {
      message: (data) => this.receive(guest, data),
      // The friend's key, asked for again: their page sends it the moment its channel opens,
      // and Chromium may drop a message that reaches this end before this end's channel has
      // opened (seen on one connection in a few dozen), which left the friend waiting forever.
      open: () => {   // and again until it comes: the friend's answer may be lost as well
        let asked = 0;
        const ask = () => !link.keyed && !link.closed && asked++ < KEY_ASKS && link.send({ t: "key?" })
          && setTimeout(ask, KEY_AGAIN);
        ask();
      },
      closed: () => {
        if (guest.link?.pc !== pc) return;
        guest.state = "away";
        this.present();
      },
    });
    const link = guest.link;
    // The first message must be the seat's key.
    const first = link.on.message;
    link.on.message = (data) => {
      let msg = null;
      try { msg = JSON.parse(data); } catch { /* refused below */ }
      if (msg?.t !== "hello" || msg.token !== guest.token) {
        link.send({ t: "refused", why: FRIENDS.noKey });
        return link.close("refused");
      }
      link.keyed = true;
      if (typeof msg.language === "string" && msg.language in LANGUAGES) guest.language = msg.language;
      link.on.message = first;
      return this.welcome(guest);
    };
  }

  async welcome(guest) {
    // A friend plays their own seat: a bot that held it (the one the deal began with, or one the
    // host let play while they were away) gives it back.
    if (this.screen.reply?.seats[guest.seat] !== "human") {
      const back = await this.engine.request({ op: "hand_seat", hand: guest.seat, kind: "human",
        guests: this.connectedSeats() });
      if (back.ok) await this.screen.send({ op: "move", answer: this.sent(back) });
    }
    guest.state = "here";
    const reply = await this.engine.request({ op: "view", seat: guest.seat });
    if (!reply.ok) return;
    guest.link.send({ t: "welcome", table: this.record.table, seat: guest.seat, rev: this.rev, name: reply.names[guest.seat],
      reply: { ...reply.views[guest.seat], ok: true }, said: this.said.slice(-30) });
    this.save();
    this.present();
    this.screen.say(FRIENDS.joined(reply.names[guest.seat]));
  }

  fromOtherTab(message) {
    if (!this.active || typeof message?.code !== "string") return;
    this.openDialog();
    this.codes.postMessage({ ack: message.code });
    this.dialog.pasted(message.code);
  }

  async handSeat(seat, kind) {
    const reply = await this.engine.request({ op: "hand_seat", hand: seat, kind, guests: this.connectedSeats() });
    if (reply.ok) await this.screen.send({ op: "move", answer: this.sent(reply) });
    this.refreshDialog();
  }

  // --- the dialog ------------------------------------------------------------------------------
  openDialog() {
    if (!this.screen.reply) return;
    this.dialog ??= new InviteDialog(this);
    this.dialog.open();
    this.present(); // the words of its seats' lines
  }

  refreshDialog() {
    this.dialog?.refresh();
  }
}
