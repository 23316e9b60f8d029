// The browser's direct connection between two devices (WebRTC, one data channel), and the one
// network setting: a STUN server, off by default.  With none, candidates are this device's own
// addresses only, so two devices on one network connect and nothing is sent anywhere else.
import { readObject, write } from "../ui/store.js";
import { FRIENDS } from "../ui/words-friends.js";

const STUN_KEY = "courtly:stun";
const GATHER_MS = 6000; // at most this long to collect candidates (a STUN server may not answer)

/** {on, url}: whether to ask a STUN server for this device's public address, and which. */
export function stunSetting() {
  const saved = readObject(STUN_KEY);
  const url = typeof saved?.url === "string" ? saved.url : "";
  return { on: saved?.on === true && Boolean(checkStun(url)), url };
}

export function saveStun(setting) {
  write(STUN_KEY, JSON.stringify({ on: setting.on === true, url: String(setting.url ?? "").slice(0, 200) }));
}

/** The server's address as WebRTC takes it ("stun:host:port"), or null if it is not one. */
export function checkStun(text) {
  const url = String(text ?? "").trim();
  return /^stuns?:[A-Za-z0-9.-]+(:\d{1,5})?$/.test(url) || /^stuns?:\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(url) ? url : null;
}

function connection() {
  const stun = stunSetting();
  return new RTCPeerConnection({ iceServers: stun.on ? [{ urls: checkStun(stun.url) }] : [] });
}

/** Wait until every candidate is known (the code carries them all: there is no later message). */
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** How many ways to reach this device a description names. */
export function candidates(sdp) {
  return sdp.split(/\r?\n/).filter((l) => l.startsWith("a=candidate:")).length;
}

/** A new connection offering a channel: {pc, channel, sdp}. */
export async function makeOffer() {
  const pc = connection();
  const channel = pc.createDataChannel("courtly", { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return { pc, channel, sdp: pc.localDescription.sdp };
}

/** Answer another device's offer: {pc, channel: Promise<RTCDataChannel>, sdp}. */
export async function makeAnswer(offer) {
  const pc = connection();
  const channel = new Promise((resolve) => pc.addEventListener("datachannel", (e) => resolve(e.channel), { once: true }));
  await pc.setRemoteDescription({ type: "offer", sdp: offer });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return { pc, channel, sdp: pc.localDescription.sdp };
}

/** A channel carrying JSON messages, and what became of its connection. */
export class Link {
  /**
   * @param {RTCPeerConnection} pc
   * @param {RTCDataChannel|Promise<RTCDataChannel>} channel
   * @param {{message(text), open(), closed(why), route?(state)}} on
   */
  constructor(pc, channel, on) {
    this.pc = pc;
    this.on = on;
    this.open = false;
    this.closed = false;
    pc.addEventListener("iceconnectionstatechange", () => {
      on.route?.(pc.iceConnectionState);
      if (pc.iceConnectionState === "failed") this.close(FRIENDS.closed.noRoute);
    });
    pc.addEventListener("connectionstatechange", () => {
      if (["failed", "closed"].includes(pc.connectionState)) this.close(FRIENDS.closed.lost);
      else if (pc.connectionState === "disconnected") this.close(FRIENDS.closed.silent);
    });
    Promise.resolve(channel).then((ch) => this.attach(ch));
  }

  attach(channel) {
    if (this.closed) return channel.close();
    this.channel = channel;
    const opened = () => {
      if (this.open || this.closed) return;
      this.open = true;
      this.on.open();
    };
    // A message proves the channel open, even before its "open" event: an answer sent before
    // that event would otherwise be dropped by send() (a friend's key, asked for again).
    channel.addEventListener("message", (e) => { opened(); this.on.message(e.data); });
    channel.addEventListener("close", () => this.close(FRIENDS.closed.left));
    channel.addEventListener("open", opened);
    if (channel.readyState === "open") opened();
  }

  send(message) {
    if (!this.open || this.closed || this.channel?.readyState !== "open") return false;
    this.channel.send(JSON.stringify(message));
    return true;
  }

  /** For the tests of a guest that breaks the rules: any text at all. */
  sendRaw(text) {
    if (this.channel?.readyState === "open") this.channel.send(text);
  }

  close(why = "closed") {
    if (this.closed) return;
    this.closed = true;
    this.open = false;
    try {
      this.channel?.close();
      this.pc.close();
    } catch { /* already gone */ }
    this.on.closed(why);
  }
}
