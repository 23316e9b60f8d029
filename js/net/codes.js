// Invitation, reply and rejoin codes: what two devices must tell each other before their
// browsers can talk directly (WebRTC's offer and answer), made as short as we can.
//
// A code is base64url text of deflate-raw (the browser's CompressionStream) over
//   [1: format] [1: kind] [2: length of the JSON facts] [the facts] [the session description]
// where the description keeps only what a data channel needs (ICE name and password, the
// DTLS fingerprint, the candidates, packed as bytes) and is written back as SDP on the other
// side; a description we cannot pack travels as its own text.  Nothing here is ever sent by
// the page: the person carries the code (a link, a QR code, a message) to the other device.
import { FRIENDS } from "../ui/words-friends.js";

const FORMAT = 1;
export const KINDS = ["invite", "reply", "rejoin", "back"]; // offer, answer, offer, answer
export const MAX_CODE = 6000;     // characters: a code longer than this is not one of ours
const MAX_BYTES = 16_384;         // inflated: more is refused rather than read
const SETUPS = ["actpass", "active", "passive"];
const HASHES = { "sha-256": 32, "sha-384": 48, "sha-512": 64, "sha-1": 20 };
const TYPES = ["host", "srflx", "prflx", "relay"];
const TCP_TYPES = ["", "active", "passive", "so"];
const SAYS = FRIENDS.codes; // why a code cannot be read

/** A code that cannot be read: the message says so in words a person understands. */
export class CodeError extends Error {}

// --- bytes -------------------------------------------------------------------------------
class Writer {
  constructor() { this.bytes = []; }
  u8(v) { this.bytes.push(v & 255); }
  u16(v) { this.u8(v >> 8); this.u8(v); }
  u32(v) { this.u16(Math.floor(v / 65536)); this.u16(v % 65536); }
  raw(list) { for (const b of list) this.u8(b); }
  text(s) { const b = new TextEncoder().encode(s); if (b.length > 255) throw new CodeError(SAYS.field); this.u8(b.length); this.raw(b); }
}

class Reader {
  constructor(bytes, at = 0) { this.bytes = bytes; this.at = at; }
  need(n) { if (this.at + n > this.bytes.length) throw new CodeError(SAYS.short); }
  u8() { this.need(1); return this.bytes[this.at++]; }
  u16() { return (this.u8() << 8) | this.u8(); }
  u32() { return this.u16() * 65536 + this.u16(); }
  raw(n) { this.need(n); const out = this.bytes.slice(this.at, this.at + n); this.at += n; return out; }
  text() { return new TextDecoder().decode(this.raw(this.u8())); }
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");

// --- the session description -------------------------------------------------------------
/** The fields of a data-channel SDP, or null when it is not the simple shape we pack. */
function parseSdp(sdp) {
  const lines = sdp.split(/\r?\n/).filter(Boolean);
  const value = (name) => lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3).trim();
  if (lines.filter((l) => l.startsWith("m=")).length !== 1 || !lines.some((l) => l.startsWith("m=application"))) return null;
  const [algorithm, fp] = (value("fingerprint") ?? "").split(" ");
  const setup = SETUPS.indexOf(value("setup"));
  const ufrag = value("ice-ufrag"), pwd = value("ice-pwd"), mid = value("mid") ?? "0";
  if (!HASHES[algorithm] || !fp || setup < 0 || !ufrag || !pwd) return null;
  const fingerprint = fp.split(":").map((b) => parseInt(b, 16));
  if (fingerprint.length !== HASHES[algorithm] || fingerprint.some(Number.isNaN)) return null;
  const candidates = [];
  for (const line of lines.filter((l) => l.startsWith("a=candidate:"))) {
    const c = parseCandidate(line.slice(2));
    if (!c) return null;
    candidates.push(c);
  }
  return { algorithm, fingerprint, setup, ufrag, pwd, mid, candidates,
    port: Number(value("sctp-port") ?? 5000), maxSize: Number(value("max-message-size") ?? 65536) };
}

function parseCandidate(text) {
  const p = text.slice("candidate:".length).split(" ");
  const [, component, transport, priority, address, port, typ, type] = p;
  if (component !== "1" || typ !== "typ" || !TYPES.includes(type) || !["udp", "tcp"].includes(transport.toLowerCase())) return null;
  const tcp = p.indexOf("tcptype");
  return { transport: transport.toLowerCase(), priority: Number(priority), address, port: Number(port), type,
    tcpType: tcp > 0 ? p[tcp + 1] : "" };
}

function ipv4(address) {
  const parts = address.split(".");
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256) ? parts.map(Number) : null;
}

function ipv6(address) {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split("::").length > 2) return null;
  const [head, tail] = address.includes("::") ? address.split("::") : [address, null];
  const words = (s) => (s ? s.split(":").map((w) => parseInt(w, 16)) : []);
  const a = words(head), b = tail === null ? [] : words(tail);
  const all = tail === null ? a : [...a, ...new Array(8 - a.length - b.length).fill(0), ...b];
  if (all.length !== 8 || all.some((w) => Number.isNaN(w) || w > 0xffff)) return null;
  return all.flatMap((w) => [w >> 8, w & 255]);
}

const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;

function packAddress(w, address) {
  const v4 = ipv4(address), v6 = ipv6(address);
  if (v4 || v6) {
    w.raw(v4 ?? v6);
    return v4 ? 0 : 1;
  }
  if (MDNS.test(address)) { // the browser's stand-in name for a local address
    w.raw(address.slice(0, 36).replaceAll("-", "").match(/../g).map((b) => parseInt(b, 16)));
    return 2;
  }
  w.text(address);
  return 3;
}

function readAddress(r, kind) {
  if (kind === 0) return r.raw(4).join(".");
  if (kind === 1) {
    const b = r.raw(16);
    return Array.from({ length: 8 }, (_, i) => ((b[2 * i] << 8) | b[2 * i + 1]).toString(16)).join(":");
  }
  if (kind === 2) {
    const d = [...r.raw(16)].map((b) => b.toString(16).padStart(2, "0")).join("");
    return `${d.slice(0, 8)}-${d.slice(8, 12)}-${d.slice(12, 16)}-${d.slice(16, 20)}-${d.slice(20)}.local`;
  }
  return r.text();
}

function packSdp(w, sdp) {
  const s = parseSdp(sdp);
  if (!s || s.candidates.length > 30) {
    w.u8(1); // as text
    const bytes = new TextEncoder().encode(sdp);
    w.u16(bytes.length);
    w.raw(bytes);
    return;
  }
  w.u8(0);
  w.u8(s.setup);
  w.text(s.ufrag);
  w.text(s.pwd);
  w.text(s.mid);
  w.u8(Object.keys(HASHES).indexOf(s.algorithm));
  w.raw(s.fingerprint);
  w.u16(s.port);
  w.u32(Math.min(s.maxSize, 0xffffffff));
  w.u8(s.candidates.length);
  for (const c of s.candidates) {
    const at = w.bytes.length;
    w.u8(0); // flags, filled in below
    w.u32(c.priority);
    w.u16(c.port);
    const addressKind = packAddress(w, c.address);
    w.bytes[at] = TYPES.indexOf(c.type) | ((c.transport === "tcp" ? 1 : 0) << 2) | (addressKind << 3) |
      (Math.max(0, TCP_TYPES.indexOf(c.tcpType)) << 5);
  }
}

function readSdp(r) {
  if (r.u8() === 1) return new TextDecoder().decode(r.raw(r.u16()));
  const setup = SETUPS[r.u8()];
  const ufrag = r.text(), pwd = r.text(), mid = r.text();
  const algorithm = Object.keys(HASHES)[r.u8()];
  if (!setup || !algorithm) throw new CodeError(SAYS.damaged);
  const fingerprint = hex(r.raw(HASHES[algorithm]));
  const port = r.u16(), maxSize = r.u32();
  const candidates = [];
  for (let i = r.u8(); i > 0; i--) {
    const flags = r.u8(), priority = r.u32(), cport = r.u16();
    const address = readAddress(r, (flags >> 3) & 3);
    const tcp = (flags >> 2) & 1;
    const tcpType = TCP_TYPES[(flags >> 5) & 3];
    candidates.push(`a=candidate:${candidates.length + 1} 1 ${tcp ? "tcp" : "udp"} ${priority} ${address} ${cport}` +
      ` typ ${TYPES[flags & 3]}${tcp && tcpType ? ` tcptype ${tcpType}` : ""}`);
  }
  return [
    "v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", `a=group:BUNDLE ${mid}`, "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0", ...candidates,
    `a=ice-ufrag:${ufrag}`, `a=ice-pwd:${pwd}`, `a=fingerprint:${algorithm} ${fingerprint}`,
    `a=setup:${setup}`, `a=mid:${mid}`, `a=sctp-port:${port}`, `a=max-message-size:${maxSize}`, "",
  ].join("\r\n");
}

// --- base64url and deflate ------------------------------------------------------------------
function base64url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new CodeError(SAYS.foreign);
  const plain = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "===".slice((text.length + 3) % 4));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

async function squeeze(bytes, stream) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > MAX_BYTES) {
      reader.cancel();
      throw new CodeError(SAYS.huge);
    }
    parts.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** A code for ``kind`` with JSON ``facts`` and a session description ``sdp``. */
export async function makeCode(kind, facts, sdp) {
  const w = new Writer();
  w.u8(FORMAT);
  w.u8(KINDS.indexOf(kind));
  const json = new TextEncoder().encode(JSON.stringify(facts));
  w.u16(json.length);
  w.raw(json);
  packSdp(w, sdp);
  return base64url(await squeeze(new Uint8Array(w.bytes), new CompressionStream("deflate-raw")));
}

/** The code inside pasted text: the code itself, or a link carrying it (``i=`` or ``c=``). */
export function codeIn(text) {
  const trimmed = String(text ?? "").trim();
  const found = trimmed.match(/[#?&](?:i|c)=([A-Za-z0-9_-]+)/);
  return (found ? found[1] : trimmed).replace(/\s+/g, "");
}

/** {kind, facts, sdp} from a code, or a CodeError saying why not. */
export async function readCode(text) {
  const code = codeIn(text);
  if (!code) throw new CodeError(SAYS.empty);
  if (code.length > MAX_CODE) throw new CodeError(SAYS.tooLong);
  let bytes;
  try {
    bytes = await squeeze(fromBase64url(code), new DecompressionStream("deflate-raw"));
  } catch (err) {
    if (err instanceof CodeError) throw err;
    throw new CodeError(SAYS.incomplete);
  }
  const r = new Reader(bytes);
  if (r.u8() !== FORMAT) throw new CodeError(SAYS.version);
  const kind = KINDS[r.u8()];
  if (!kind) throw new CodeError(SAYS.damaged);
  let facts;
  try {
    facts = JSON.parse(new TextDecoder().decode(r.raw(r.u16())));
  } catch (err) {
    throw err instanceof CodeError ? err : new CodeError(SAYS.damaged);
  }
  if (!facts || typeof facts !== "object" || Array.isArray(facts)) throw new CodeError(SAYS.damaged);
  const type = kind === "invite" || kind === "rejoin" ? "offer" : "answer";
  return { kind, facts, sdp: readSdp(r), type };
}

/** A random key (for a table or a seat), 16 bytes as base64url. */
export function randomKey() {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}
