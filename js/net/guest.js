// A friend's side of a shared table, and the pages a code opens: #/join?i=… (an invitation),
// #/table?t=… (this device's seat at a table, after a reload: it rejoins), #/code?c=… (a code
// scanned from another device's screen, handed to the tab that waits for it).
//
// The friend's page computes nothing: its screen is the usual game screen, drawing the
// snapshots the host's page sends for this seat, and sending this seat's moves back.
import { clear, h } from "../ui/dom.js";
import { readObject, write } from "../ui/store.js";
import { CodeError, makeCode, readCode } from "./codes.js";
import { Link, makeAnswer, makeOffer } from "./peer.js";
import { TalkBox, codeBox, reads, sent, spoken, weave } from "./talk.js";
import { CODES } from "./host.js";
import { refusalWords } from "./gate.js";
import { GuestScreen } from "./guest-screen.js";
import { codePage } from "./code-page.js";
import { invitationPage } from "./invitation-page.js";
import { FRIENDS } from "../ui/words-friends.js";
import { LANGUAGE } from "../ui/catalogue.js"; // sent with the key: the host's engine words this seat in it

export const ROUTES = new Set(["join", "table", "code"]);
const PREFIX = "courtly:guest:";
const PATIENCE = 15_000;    // ms for the host to answer a request
const NO_ROUTE = 20_000;    // ms without a route before the invitation says none was found

const base = () => location.href.split("#")[0];
const param = (hash, name) => new URLSearchParams(hash.split("?")[1] ?? "").get(name);

/** The page for one of the routes above; an object the router can destroy. */
export function openNet(root, engine, hash, games, tables) {
  const id = hash.replace(/^#+\/*/, "").split("?")[0];
  if (id === "code") return codePage(root, param(hash, "c") ?? "");
  const guest = new Guest(root, engine, games, tables);
  if (id === "join") invitationPage(guest, param(hash, "i") ?? "");
  else guest.rejoinPage(param(hash, "t") ?? "");
  return guest;
}

/** The transport of a friend's screen: what it asks, answered by the host's page (or, for a
 * new deal, here). */
class GuestEngine {
  constructor(guest) {
    this.guest = guest;
    this.state = { stage: "ready", value: 100, text: FRIENDS.ready };
  }

  onRestart() { return () => {}; }
  onProgress(fn) { fn(this.state); }
  attach() { return this.guest; } // the screen's hooks (ui/screen.js)

  /** The host's session answers this seat's requests, and says what it may not ask. */
  async request(body) {
    const g = this.guest;
    switch (body.op) {
      case "sync": return body.reply;
      case "open": return g.reply;
      case "winnable": case "games": case "rules": return g.local.request(body);
      default: return g.ask(body);
    }
  }
}

class Guest {
  constructor(root, engine, games, tables) {
    this.root = root;
    this.local = engine;
    this.games = games;
    this.tables = tables;
    this.info = { id: "join" };
    this.engine = new GuestEngine(this);
    this.waiting = new Map(); // request id -> resolve
    this.nextId = 1;
    this.rev = -1;
    this.said = [];
    this.notes = [];  // the seats' notes, as the host's engine words them for this seat
    this.apart = [];  // the same once this device has lost the host
    this.talk = new TalkBox((msg) => this.say(msg));
    this.bar = h("div", { class: "net-bar guest", role: "status" });
    this.codes = typeof BroadcastChannel === "function" ? new BroadcastChannel(CODES) : null;
    if (this.codes) this.codes.onmessage = (e) => this.fromOtherTab(e.data);
    if (globalThis.courtly) globalThis.courtly.guest = this; // for the tests and the console
  }

  // --- the screen's hooks (ui/screen.js) ----------------------------------------------------
  tool() { return null; }

  seatNote(seat) {
    const note = (this.link?.open ? this.notes : this.apart)[seat];
    return note ? ` · ${note}` : "";
  }

  shown(reply) {
    if (!this.mounted && this.screen) {
      this.mounted = true;
      this.screen.panel.append(this.talk.el);
      this.screen.seatsBar.after(this.bar);
      this.talk.el.hidden = false;
    }
    weave(this.screen.logList, reply, this.said, reply.names);
    this.turn(reply);
    if (reply.view && reply.rev !== undefined) {
      this.reply = reply;
      this.remember(); // what a reload draws while it rejoins
    }
  }

  seen(reply) {
    return { ...reply, seats: reply.seats.map((k, i) => (k === "human" && i !== this.seat ? "friend" : k)) };
  }

  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.link?.send({ t: "bye" });
    this.link?.close("left");
    this.codes?.close();
    clearTimeout(this.routeTimer);
    if (this.screen && !this.screen.destroyed) this.screen.destroy();
  }

  /** Whose turn, in the title too (a player in another tab sees it). */
  turn(reply) {
    const mine = reply.to_move === this.seat && !reply.view.outcome;
    document.title = FRIENDS.tabTitle(this.gameName, mine);
    if (mine && !this.myTurn) this.screen.say(FRIENDS.yourTurn);
    this.myTurn = mine;
  }

  // --- the invitation ------------------------------------------------------------------------
  async join(invitation, info) {
    const { facts } = invitation;
    this.seat = facts.s;
    this.token = facts.x;
    this.table = facts.t;
    this.gameId = facts.g;
    this.tellStatus(FRIENDS.makingReply);
    const { pc, channel, sdp } = await makeAnswer(invitation.sdp);
    const code = await makeCode("reply", { t: facts.t, s: facts.s }, sdp);
    clear(this.replyArea).append(h("h2", {}, FRIENDS.replyCode), h("p", {}, FRIENDS.replyHelp),
      codeBox(FRIENDS.replyCode, code, `${base()}#/code?c=${code}`));
    this.tellStatus(FRIENDS.waitingForReply(info.name, sent(facts.w)));
    this.connect(pc, channel);
  }

  tellStatus(text, error = false) {
    const target = this.status ?? this.bar;
    target.textContent = text;
    target.classList.toggle("error", error);
  }

  // --- the connection ---------------------------------------------------------------------------
  connect(pc, channel) {
    this.link?.close("replaced");
    let routed = false;
    clearTimeout(this.routeTimer);
    const noRoute = () => this.tellStatus(FRIENDS.noRoute, true);
    this.routeTimer = setTimeout(() => { if (!routed && !this.link?.open) noRoute(); }, NO_ROUTE);
    const link = new Link(pc, channel, {
      route: (state) => {
        if (state === "connected" || state === "completed") routed = true;
        if (state === "failed") noRoute();
      },
      open: () => link.send({ t: "hello", token: this.token, language: LANGUAGE }),
      message: (data) => this.heard(data),
      closed: (why) => { if (this.link === link) this.lost(why); },
    });
    this.link = link;
  }

  lost(why) {
    for (const resolve of this.waiting.values()) resolve({ ok: false, kind: "engine", error: FRIENDS.hostLost });
    this.waiting.clear();
    if (this.destroyed) return;
    if (this.screen) {
      this.screen.showSeats(this.screen.reply); // the notes as they read apart from the host
      this.rejoinBox(this.bye ?? FRIENDS.hostLostWhy(why));
    } else {
      this.tellStatus(FRIENDS.closedEarly(why), true);
    }
  }

  heard(data) {
    let msg;
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    if (!msg || typeof msg !== "object") return;
    if (msg.t === "key?") this.link?.send({ t: "hello", token: this.token, language: LANGUAGE }); // the first may have been lost
    else if (msg.t === "welcome") this.welcome(msg);
    else if (msg.t === "table" && msg.rev > this.rev) this.sync(msg.rev, msg.reply);
    else if (msg.t === "answer") {
      if (msg.rev > this.rev && msg.reply?.view) this.rev = msg.rev;
      const resolve = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      if (resolve) resolve(this.dress(msg.reply, msg.rev));
      else if (msg.reply?.ok === false) this.screen?.say(String(msg.reply.error).slice(0, 200), true);
    } else if (msg.t === "people" && Array.isArray(msg.notes) && Array.isArray(msg.apart)) {
      this.notes = msg.notes.map(sent);
      this.apart = msg.apart.map(sent);
      if (this.screen?.reply) this.screen.showSeats(this.screen.reply);
    } else if (msg.t === "said") this.heardSay(msg.entry);
    else if (msg.t === "refused") {
      const why = refusalWords(msg.key, msg.args) ?? String(msg.why).slice(0, 200);
      this.screen?.say(FRIENDS.tableRefused(why), true);
    }
    else if (msg.t === "bye") this.bye = FRIENDS.hostLeft;
  }

  /** A reply as this screen draws it: its address is this seat's page, never the deal's link. */
  dress(reply, rev = this.rev) {
    if (!reply || typeof reply !== "object") return { ok: false, error: FRIENDS.unreadable };
    return { ...reply, rev, link: this.route, position: this.route, seed: reply.shared?.seed ?? null };
  }

  async welcome(msg) {
    this.rev = msg.rev;
    this.said = Array.isArray(msg.said) ? msg.said.filter((e) => reads(e)) : [];
    this.route = `#/table?t=${encodeURIComponent(this.table)}`;
    this.reply = this.dress(msg.reply);
    this.remember();
    clear(this.bar);
    if (!this.screen) {
      const info = this.games.get(this.gameId);
      this.gameName = info.name;
      clear(this.root);
      this.screen = new GuestScreen(this.root, this.engine, info, this.tables[this.gameId]);
      await this.screen.open(this.route);
    } else {
      await this.screen.send({ op: "sync", reply: this.reply });
    }
    this.screen.notice.hidden = true;
    this.screen.say(FRIENDS.atTableAs(sent(msg.name)));
    this.bar.textContent = FRIENDS.connected;
  }

  sync(rev, reply) {
    this.rev = rev;
    this.reply = this.dress(reply);
    this.remember();
    if (!this.screen) return;
    if (this.screen.replay.on) this.screen.reply = this.reply; // drawn when they leave the replay
    else this.screen.send({ op: "sync", reply: this.reply });
  }

  remember() {
    write(PREFIX + this.table, JSON.stringify({ v: 1, table: this.table, seat: this.seat, token: this.token,
      game: this.gameId, reply: this.reply, saved: Date.now() }));
  }

  /** A request of this seat's, answered by the host. */
  ask(body) {
    if (!this.link?.open) {
      return Promise.resolve({ ok: false, kind: "engine", error: FRIENDS.useRejoinCode });
    }
    const id = this.nextId++;
    const msg = { t: body.op, id, ...Object.fromEntries(["move", "from", "to", "ply"].filter((f) => f in body).map((f) => [f, body[f]])) };
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve({ ok: false, kind: "engine", error: FRIENDS.noAnswer });
      }, PATIENCE);
      this.waiting.set(id, (reply) => { clearTimeout(timer); resolve(reply); });
      this.link.send(msg);
    });
  }

  // --- talk -------------------------------------------------------------------------------------
  say(msg) {
    const said = spoken(msg);
    return Boolean(said && this.link?.send({ t: "say", ...said }));
  }

  heardSay(entry) {
    const said = spoken(entry);
    if (!said || !reads(said) || !Number.isInteger(entry.seat) || !Number.isInteger(entry.ply)) return;
    this.said.push({ seat: entry.seat, ...said, ply: entry.ply });
    const reply = this.screen?.reply;
    if (!reply) return;
    this.talk.announce(reply.names[entry.seat], reads(said));
    this.screen.showLog(reply);
    weave(this.screen.logList, reply, this.said, reply.names);
  }

  // --- coming back ---------------------------------------------------------------------------------
  /** This device's seat after a reload: the table as last seen, and a rejoin code. */
  async rejoinPage(table) {
    const record = readObject(PREFIX + table);
    const info = record && this.games.get(record.game);
    if (!record || record.v !== 1 || !info || !this.tables[record.game] || !record.reply?.view) {
      clear(this.root).append(h("section", { class: "problem", role: "alert" },
        h("h1", {}, FRIENDS.seatNotKept), h("p", {}, FRIENDS.seatNotKeptHelp),
        h("p", {}, h("a", { href: "#/", class: "button" }, FRIENDS.backToGames))));
      return;
    }
    Object.assign(this, { table, seat: record.seat, token: record.token, gameId: record.game, gameName: info.name });
    this.route = `#/table?t=${encodeURIComponent(table)}`;
    this.reply = this.dress(record.reply);
    clear(this.root);
    this.screen = new GuestScreen(this.root, this.engine, info, this.tables[record.game]);
    await this.screen.open(this.route);
    this.rejoinBox(FRIENDS.youLeft);
  }

  /** The rejoin code (an offer of this device's, with the seat's key) and a box for the host's answer. */
  async rejoinBox(why) {
    const box = h("div", { class: "rejoin" });
    clear(this.bar).append(h("p", { class: "error" }, why), box);
    box.append(h("p", {}, FRIENDS.makingRejoin));
    if (this.answerBox && !this.link?.open) this.answerBox.pc.close();
    const { pc, channel, sdp } = await makeOffer();
    const code = await makeCode("rejoin", { t: this.table, s: this.seat, x: this.token }, sdp);
    const paste = h("textarea", { rows: "2", "aria-label": FRIENDS.hostsAnswer, spellcheck: "false",
      placeholder: FRIENDS.pasteAnswer });
    const said = h("p", { role: "status" });
    const form = h("form", { class: "paste" }, h("label", {}, FRIENDS.theirAnswer, " ", paste),
      h("button", { type: "submit", class: "primary" }, FRIENDS.rejoin));
    this.answerBox = { paste, said, pc, channel };
    form.addEventListener("submit", (e) => { e.preventDefault(); this.answered(); });
    clear(box).append(h("p", {}, FRIENDS.rejoinHelp), codeBox(FRIENDS.rejoinCode, code, `${base()}#/code?c=${code}`), form, said);
  }

  async answered() {
    const { paste, said, pc, channel } = this.answerBox;
    try {
      const { kind, facts, sdp } = await readCode(paste.value);
      if (kind !== "back" || facts.t !== this.table) throw new CodeError(FRIENDS.notTheAnswer);
      await pc.setRemoteDescription({ type: "answer", sdp });
      said.textContent = FRIENDS.connectingHost;
      this.bye = null;
      this.connect(pc, channel);
    } catch (err) {
      said.textContent = err instanceof CodeError ? err.message : FRIENDS.answerFailed(err.message);
      said.classList.add("error");
    }
  }

  fromOtherTab(message) {
    if (typeof message?.code !== "string" || !this.answerBox) return;
    this.codes.postMessage({ ack: message.code });
    this.answerBox.paste.value = message.code;
    this.answered();
  }
}
