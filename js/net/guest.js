// A friend's side of a shared table, and the pages a code opens: #/join?i=… (an invitation),
// #/table?t=… (this device's seat at a table, after a reload: it rejoins), #/code?c=… (a code
// scanned from another device's screen, handed to the tab that waits for it).
//
// The friend's page computes nothing: its screen is the usual game screen, drawing the
// snapshots the host's page sends for this seat, and sending this seat's moves back.
import { clear, h } from "../ui/dom.js";
import { readObject, write } from "../ui/store.js";
import { CodeError, makeCode, readCode } from "./codes.js";
import { Link, candidates, makeAnswer, makeOffer } from "./peer.js";
import { TalkBox, cleanSay, codeBox, stunControl, weave } from "./talk.js";
import { CODES } from "./host.js";
import { GuestScreen } from "./guest-screen.js";
import { codePage } from "./code-page.js";

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
  if (id === "join") guest.invited(param(hash, "i") ?? "");
  else guest.rejoinPage(param(hash, "t") ?? "");
  return guest;
}

/** The transport of a friend's screen: what it asks, answered by the host's page (or, for a
 * new deal, here). */
class GuestEngine {
  constructor(guest) {
    this.guest = guest;
    this.state = { stage: "ready", value: 100, text: "Ready" };
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
      case "winnable": case "games": return g.local.request(body);
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
    this.people = [];
    this.talk = new TalkBox((text) => this.say(text));
    this.bar = h("div", { class: "net-bar guest", role: "status" });
    this.codes = typeof BroadcastChannel === "function" ? new BroadcastChannel(CODES) : null;
    if (this.codes) this.codes.onmessage = (e) => this.fromOtherTab(e.data);
    if (globalThis.courtly) globalThis.courtly.guest = this; // for the tests and the console
  }

  // --- the screen's hooks (ui/screen.js) ----------------------------------------------------
  tool() { return null; }

  seatNote(seat) {
    const state = this.people[seat];
    if (seat === this.seat) return this.link?.open ? " · this device" : " · this device (not connected)";
    return { host: " · host", "host-away": " · host, not connected", here: " · friend, connected", away: " · away", invited: " · invited", open: " · waiting for a friend" }[state] ?? "";
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
    document.title = `${mine ? "Your turn — " : ""}${this.gameName ?? "Courtly"} — Courtly`;
    if (mine && !this.myTurn) this.screen.say("Your turn.");
    this.myTurn = mine;
  }

  // --- the invitation ------------------------------------------------------------------------
  async invited(code) {
    const page = h("section", { class: "net-page" });
    clear(this.root).append(page);
    let invitation;
    try {
      invitation = await readCode(code);
      if (invitation.kind !== "invite") throw new CodeError("This is not an invitation.");
    } catch (err) {
      page.append(h("h1", {}, "This invitation cannot be opened"),
        h("p", {}, err instanceof CodeError ? err.message : String(err)),
        h("p", {}, "Ask your friend for a new one. ", h("a", { href: "#/" }, "Back to the games")));
      return;
    }
    const { facts } = invitation;
    const info = this.games.get(facts.g);
    if (!info || !this.tables[facts.g] || !Number.isInteger(facts.s)) {
      page.append(h("h1", {}, "This invitation is for a game this page does not know"), h("p", {}, h("a", { href: "#/" }, "Back to the games")));
      return;
    }
    this.gameName = info.name;
    document.title = `Join ${info.name} — Courtly`;
    this.status = h("p", { class: "join-status", role: "status", "aria-live": "polite" });
    this.replyArea = h("div", { class: "reply" });
    const join = h("button", { type: "button", class: "primary join" }, "Join the table");
    join.addEventListener("click", () => {
      join.disabled = true;
      this.join(invitation, info).catch((err) => this.tellStatus(`Could not make your reply: ${err.message}`, true));
    });
    page.append(h("div", {}, h("h1", {}, `Join a game of ${info.name}`),
      h("p", { class: "lede" }, `A friend invites you to play Player ${facts.s + 1}'s seat at their table. ` +
        "Your device connects straight to theirs: the game runs on their device, and yours only ever receives your own cards."),
      candidates(invitation.sdp) ? null : h("p", { class: "error" },
        "This invitation names no address of your friend's device, so no route can be found: ask for a new one."),
      stunControl(), join, this.status, this.replyArea));
  }

  async join(invitation, info) {
    const { facts } = invitation;
    this.seat = facts.s;
    this.token = facts.x;
    this.table = facts.t;
    this.gameId = facts.g;
    this.tellStatus("Making your reply…");
    const { pc, channel, sdp } = await makeAnswer(invitation.sdp);
    const code = await makeCode("reply", { t: facts.t, s: facts.s }, sdp);
    clear(this.replyArea).append(h("h2", {}, "Your reply code"),
      h("p", {}, "Send this code back to your friend (a message is fine), or let them scan the QR code: " +
        "they paste it at their table, and the game appears here."),
      codeBox("Your reply code", code, `${base()}#/code?c=${code}`));
    this.tellStatus(`Waiting for your friend to paste your reply code… (${info.name}, Player ${facts.s + 1})`);
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
    const noRoute = () => this.tellStatus("No route to your friend's device could be found. On one network (the same Wi-Fi), " +
      "check that both devices are on it. Across the internet, both of you must turn on a STUN server in the network setting, " +
      "then make new codes.", true);
    this.routeTimer = setTimeout(() => { if (!routed && !this.link?.open) noRoute(); }, NO_ROUTE);
    const link = new Link(pc, channel, {
      route: (state) => {
        if (state === "connected" || state === "completed") routed = true;
        if (state === "failed") noRoute();
      },
      open: () => link.send({ t: "hello", token: this.token }),
      message: (data) => this.heard(data),
      closed: (why) => { if (this.link === link) this.lost(why); },
    });
    this.link = link;
  }

  lost(why) {
    for (const resolve of this.waiting.values()) resolve({ ok: false, kind: "engine", error: "The connection to the host was lost." });
    this.waiting.clear();
    if (this.destroyed) return;
    this.people = this.people.map((state) => (state === "host" ? "host-away" : state));
    if (this.screen) {
      this.screen.showSeats(this.screen.reply);
      this.rejoinBox(this.bye ?? `The connection to the host was lost (${why}).`);
    } else {
      this.tellStatus(`The connection closed before the table opened (${why}): ask your friend for a new invitation.`, true);
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
    if (msg.t === "key?") this.link?.send({ t: "hello", token: this.token }); // the first may have been lost
    else if (msg.t === "welcome") this.welcome(msg);
    else if (msg.t === "table" && msg.rev > this.rev) this.sync(msg.rev, msg.reply);
    else if (msg.t === "answer") {
      if (msg.rev > this.rev && msg.reply?.view) this.rev = msg.rev;
      const resolve = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      if (resolve) resolve(this.dress(msg.reply, msg.rev));
      else if (msg.reply?.ok === false) this.screen?.say(String(msg.reply.error).slice(0, 200), true);
    } else if (msg.t === "people" && Array.isArray(msg.people)) {
      this.people = msg.people;
      if (this.screen?.reply) this.screen.showSeats(this.screen.reply);
    } else if (msg.t === "said") this.heardSay(msg.entry);
    else if (msg.t === "refused") this.screen?.say(`The table refused that: ${String(msg.why).slice(0, 200)}`, true);
    else if (msg.t === "bye") this.bye = "The host left the table. If they open it again, they can take your rejoin code.";
  }

  /** A reply as this screen draws it: its address is this seat's page, never the deal's link. */
  dress(reply, rev = this.rev) {
    if (!reply || typeof reply !== "object") return { ok: false, error: "The host's answer could not be read." };
    return { ...reply, rev, link: this.route, position: this.route, seed: reply.shared?.seed ?? null };
  }

  async welcome(msg) {
    this.rev = msg.rev;
    this.said = Array.isArray(msg.said) ? msg.said.filter((e) => cleanSay(e?.text)) : [];
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
    this.screen.say(`You are at the table as Player ${this.seat + 1}.`);
    this.bar.textContent = "Connected to your friend's table.";
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
      return Promise.resolve({ ok: false, kind: "engine", error: "You are not connected to the table: use your rejoin code." });
    }
    const id = this.nextId++;
    const msg = { t: body.op, id, ...Object.fromEntries(["move", "from", "to", "ply"].filter((f) => f in body).map((f) => [f, body[f]])) };
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve({ ok: false, kind: "engine", error: "The host's device did not answer." });
      }, PATIENCE);
      this.waiting.set(id, (reply) => { clearTimeout(timer); resolve(reply); });
      this.link.send(msg);
    });
  }

  // --- talk -------------------------------------------------------------------------------------
  say(text) {
    const clean = cleanSay(text);
    return Boolean(clean && this.link?.send({ t: "say", text: clean }));
  }

  heardSay(entry) {
    const text = cleanSay(entry?.text);
    if (!text || !Number.isInteger(entry.seat) || !Number.isInteger(entry.ply)) return;
    this.said.push({ seat: entry.seat, text, ply: entry.ply });
    const reply = this.screen?.reply;
    if (!reply) return;
    this.talk.announce(reply.names[entry.seat] ?? `Player ${entry.seat + 1}`, text);
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
        h("h1", {}, "This seat is not kept on this device"),
        h("p", {}, "Open the invitation your friend sent, or ask them for a new one."),
        h("p", {}, h("a", { href: "#/", class: "button" }, "Back to the games"))));
      return;
    }
    Object.assign(this, { table, seat: record.seat, token: record.token, gameId: record.game, gameName: info.name });
    this.route = `#/table?t=${encodeURIComponent(table)}`;
    this.reply = this.dress(record.reply);
    clear(this.root);
    this.screen = new GuestScreen(this.root, this.engine, info, this.tables[record.game]);
    await this.screen.open(this.route);
    this.rejoinBox("You left the table (a reload, or the connection dropped).");
  }

  /** The rejoin code (an offer of this device's, with the seat's key) and a box for the host's answer. */
  async rejoinBox(why) {
    const box = h("div", { class: "rejoin" });
    clear(this.bar).append(h("p", { class: "error" }, why), box);
    box.append(h("p", {}, "Making your rejoin code…"));
    if (this.answerBox && !this.link?.open) this.answerBox.pc.close();
    const { pc, channel, sdp } = await makeOffer();
    const code = await makeCode("rejoin", { t: this.table, s: this.seat, x: this.token }, sdp);
    const paste = h("textarea", { rows: "2", "aria-label": "The host's answer", spellcheck: "false",
      placeholder: "Paste the code your friend gives back" });
    const said = h("p", { role: "status" });
    const form = h("form", { class: "paste" }, h("label", {}, "Their answer ", paste), h("button", { type: "submit", class: "primary" }, "Rejoin"));
    this.answerBox = { paste, said, pc, channel };
    form.addEventListener("submit", (e) => { e.preventDefault(); this.answered(); });
    clear(box).append(h("p", {}, "To take your seat again, send this rejoin code to the host (or let them scan it); " +
      "they paste it at their table and give you back an answer to paste here."),
    codeBox("Your rejoin code", code, `${base()}#/code?c=${code}`), form, said);
  }

  async answered() {
    const { paste, said, pc, channel } = this.answerBox;
    try {
      const { kind, facts, sdp } = await readCode(paste.value);
      if (kind !== "back" || facts.t !== this.table) throw new CodeError("This is not the host's answer to your rejoin code.");
      await pc.setRemoteDescription({ type: "answer", sdp });
      said.textContent = "Connecting…";
      this.bye = null;
      this.connect(pc, channel);
    } catch (err) {
      said.textContent = err instanceof CodeError ? err.message : `That answer did not work: ${err.message}`;
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
