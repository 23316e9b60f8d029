// The host's side of a table shared between devices.  The host's page is the table: its engine
// applies every move.  Each friend's device holds one seat; it gets only that seat's snapshot
// (the engine's ``views``) and sends only requests for that seat, which are checked here for
// shape, size and pace; the session then decides what that seat may ask (py/courtly/session.py).
// Anything refused is logged and the friend is told why.
import { h } from "../ui/dom.js";
import { keys, readObject, write } from "../ui/store.js";
import { dealOf } from "../ui/saves.js";
import { CodeError, makeCode, randomKey, readCode } from "./codes.js";
import { Link, candidates, makeAnswer, makeOffer } from "./peer.js";
import { TalkBox, cleanSay, weave } from "./talk.js";
import { FIELDS as GATE_FIELDS, Gate } from "./gate.js";
import { InviteDialog } from "./invite-dialog.js";

const SAY_EVERY = 1500;               // ms between two messages at the table from one friend
const PREFIX = "courtly:host:";
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
    return t.sent(await this.engine.request({ ...body, ...host, guests: t.connectedSeats() }));
  }
}

/** The host's shared table: invitations, the friends' connections, presence and talk. */
export class HostTable {
  constructor(screen, transport) {
    this.screen = screen;
    this.engine = transport.engine; // a friend's request goes straight to it, with the friend's seat
    this.guests = new Map();   // seat -> {seat, token, link, state, ...}
    this.said = [];            // messages at the table, {seat, text, ply}
    this.gate = new Gate();    // what a friend's device may send, and what it sent that was refused
    this.rev = 0;
    this.talk = new TalkBox((text) => this.say(this.seat, text));
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
    return h("button", { type: "button", class: "tool invite-tool", title: "Invite a friend to play a seat on their own device",
      onclick: () => this.openDialog() }, "Invite a friend…");
  }

  get active() { return this.record !== undefined && this.record !== null; }
  get seat() { return this.record?.seat ?? null; }

  connectedSeats() {
    return [...this.guests.values()].filter((g) => g.state === "here").map((g) => g.seat);
  }

  // --- hosting ---------------------------------------------------------------------------
  /** Start hosting from this table: this device keeps one seat, the others can be invited. */
  begin() {
    if (this.active) return;
    const reply = this.screen.reply;
    const seat = reply.viewer ?? reply.seats.indexOf("human");
    this.record = { v: 1, table: randomKey(), seat: Math.max(0, seat), deal: tableKey(reply.position), guests: {},
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
      this.screen.tell("Your table is open again. Each friend who was playing sees a rejoin code on their device: " +
        "paste it in More, Invite a friend…, to bring them back.");
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
      g.link?.send({ t: "bye", why: "The host left the table." });
      g.link?.close("the host left");
      g.pending?.pc.close();
    }
    this.codes?.close();
    this.dialog?.el.remove();
  }

  // --- what the screen shows ---------------------------------------------------------------
  /** After each reply is drawn: the talk in the log, the bar of who is here. */
  shown(reply) {
    if (!this.active) return;
    this.mount();
    if (reply.position) this.record.deal = tableKey(reply.position);
    weave(this.screen.logList, reply, this.said, reply.names);
    const away = [...this.guests.values()].filter((g) => g.state !== "here");
    const turn = reply.to_move;
    const waiting = turn !== null && this.guests.get(turn)?.state !== "here" && this.guests.has(turn) &&
      reply.seats[turn] === "human";
    this.bar.hidden = false;
    this.bar.textContent = waiting
      ? `${reply.names[turn]} is away, and it is their turn: the table waits. You can let a bot play for them (Invite a friend…).`
      : away.length ? `Away: ${away.map((g) => reply.names[g.seat]).join(", ")}.`
        : `Your friends are connected: ${[...this.guests.values()].map((g) => reply.names[g.seat]).join(", ") || "none yet"}.`;
  }

  /** A few words for a seat's chip: the host, a friend here or away. */
  seatNote(seat) {
    if (!this.active) return "";
    if (seat === this.seat) return " · this device (host)";
    const g = this.guests.get(seat);
    if (!g) return "";
    return { here: " · friend, connected", away: " · friend, away", invited: " · invited" }[g.state] ?? "";
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
      if (reply.seats) this.sendPeople(reply);
    }
    return reply;
  }

  sendPeople(reply = this.screen.reply) {
    const people = (reply?.seats ?? []).map((kind, i) => (i === this.seat ? "host"
      : this.guests.get(i)?.state ?? (kind === "human" ? "open" : "bot")));
    for (const g of this.guests.values()) if (g.state === "here") g.link.send({ t: "people", people });
    if (this.screen.reply) this.screen.showSeats(this.screen.reply);
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
    if (!guests.includes(guest.seat)) return answer({ ok: false, error: "You are not connected to the table." });
    this.sent(reply, { guest, id: msg.id });
    if (reply.changed !== false) await this.screen.send({ op: msg.t, answer: reply });
    return undefined;
  }

  // --- talk ------------------------------------------------------------------------------
  heard(guest, msg) {
    const text = cleanSay(msg.text);
    if (!text) return this.gate.refuse(guest, "A message at the table is plain text of 1 to 140 characters.");
    const now = performance.now();
    if (now - (guest.saidAt ?? -Infinity) < SAY_EVERY) return this.gate.refuse(guest, "One message at a time, please: that one was not sent.", true);
    guest.saidAt = now;
    return this.say(guest.seat, text);
  }

  say(seat, text) {
    const clean = cleanSay(text);
    if (!clean || !this.active) return false;
    const entry = { seat, text: clean, ply: this.screen.reply?.moves.length ?? 0 };
    this.said.push(entry);
    if (this.said.length > 100) this.said.shift();
    for (const g of this.guests.values()) if (g.state === "here") g.link.send({ t: "said", entry });
    const names = this.screen.reply?.names ?? [];
    this.talk.announce(names[seat] ?? `Player ${seat + 1}`, clean);
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
      open: () => link.send({ t: "key?" }),
      closed: () => {
        if (guest.link?.pc !== pc) return;
        guest.state = "away";
        this.sendPeople();
        if (this.screen.reply) this.shown(this.screen.reply);
        this.refreshDialog();
      },
    });
    const link = guest.link;
    // The first message must be the seat's key.
    const first = link.on.message;
    link.on.message = (data) => {
      let msg = null;
      try { msg = JSON.parse(data); } catch { /* refused below */ }
      if (msg?.t !== "hello" || msg.token !== guest.token) {
        link.send({ t: "refused", why: "This connection did not show the seat's key." });
        return link.close("no key");
      }
      link.on.message = first;
      return this.welcome(guest);
    };
  }

  async welcome(guest) {
    if (guest.botted && this.screen.reply?.seats[guest.seat] !== "human") {
      guest.botted = false; // the bot kept the seat while they were away: it is theirs again
      const back = await this.engine.request({ op: "hand_seat", hand: guest.seat, kind: "human",
        guests: this.connectedSeats() });
      if (back.ok) await this.screen.send({ op: "move", answer: this.sent(back) });
    }
    guest.state = "here";
    const reply = await this.engine.request({ op: "view", seat: guest.seat });
    if (!reply.ok) return;
    guest.link.send({ t: "welcome", table: this.record.table, seat: guest.seat, rev: this.rev,
      reply: { ...reply.views[guest.seat], ok: true }, said: this.said.slice(-30) });
    this.save();
    this.sendPeople();
    this.shown(this.screen.reply);
    this.refreshDialog();
    this.screen.say(`${reply.names[guest.seat]} joined the table from their device.`);
  }

  /** An invitation for ``seat``: the offer, and the link that carries it. */
  async invite(seat) {
    this.begin();
    const reply = this.screen.reply;
    const old = this.guests.get(seat);
    const guest = { seat, token: old?.token ?? randomKey(), state: "invited", link: null, queue: [] };
    old?.link?.close("a new invitation");
    const { pc, channel, sdp } = await makeOffer();
    guest.pending = { pc, channel };
    this.guests.set(seat, guest);
    this.save();
    const code = await makeCode("invite", { g: reply.game, s: seat, p: reply.players, t: this.record.table, x: guest.token,
      n: this.screen.info.name }, sdp);
    guest.invitation = `${location.href.split("#")[0]}#/join?i=${code}`;
    guest.candidates = candidates(sdp);
    this.sendPeople();
    return guest;
  }

  /** A code pasted (or opened in another tab): a friend's reply, or a rejoin code. */
  async accept(text) {
    const { kind, facts, sdp } = await readCode(text);
    if (!this.active || facts.t !== this.record.table) throw new CodeError("This code is for another table.");
    const guest = this.guests.get(facts.s);
    if (!guest) throw new CodeError("That seat has no friend invited: make an invitation for it first.");
    if (kind === "reply") {
      if (!guest.pending) throw new CodeError(`${this.screen.names()[guest.seat]} was not waiting for a reply: invite them again.`);
      const { pc, channel } = guest.pending;
      guest.pending = null;
      await pc.setRemoteDescription({ type: "answer", sdp });
      this.connect(guest, pc, channel);
      return { said: `Connecting ${this.screen.names()[guest.seat]}…` };
    }
    if (kind === "rejoin") {
      if (facts.x !== guest.token) throw new CodeError("This rejoin code does not carry that seat's key.");
      const { pc, channel, sdp: answer } = await makeAnswer(sdp);
      this.connect(guest, pc, channel);
      const code = await makeCode("back", { t: this.record.table, s: guest.seat }, answer);
      return { said: `Give this code back to ${this.screen.names()[guest.seat]}:`, code };
    }
    throw new CodeError("This is an invitation: it is opened on the friend's device, not pasted here.");
  }

  fromOtherTab(message) {
    if (!this.active || typeof message?.code !== "string") return;
    this.openDialog();
    this.codes.postMessage({ ack: message.code });
    this.dialog.pasted(message.code);
  }

  async handSeat(seat, kind) {
    const guest = this.guests.get(seat);
    if (guest) guest.botted = kind !== "human";
    const reply = await this.engine.request({ op: "hand_seat", hand: seat, kind, guests: this.connectedSeats() });
    if (reply.ok) await this.screen.send({ op: "move", answer: this.sent(reply) });
    this.refreshDialog();
  }

  // --- the dialog ------------------------------------------------------------------------------
  openDialog() {
    if (!this.screen.reply) return;
    this.dialog ??= new InviteDialog(this);
    this.dialog.open();
  }

  refreshDialog() {
    this.dialog?.refresh();
  }
}
