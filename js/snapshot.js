// A memory snapshot of the ready runtime (CPython started, courtly.web imported, no table
// open), kept in Cache Storage so that a return visit restores it instead of starting Python.
// One entry per site, named by this build and the runtime version.  The body carries its own
// header, so a truncated, corrupted or foreign entry is refused before the runtime sees it,
// and only the heap's non-zero pages (12 of its 31 MB when measured), so it reads faster:
//
//   0 "CSNP"  4 format  8 total length  12 checksum of every byte after these 16
//   16 length of the JSON meta (key, snapshot length, pages), the meta, padded to 16 bytes
//   the numbers of the non-zero pages (32-bit each), padded to 16 bytes; then those pages
import config from "./build.js";
import { SNAPSHOT } from "./ui/words.js";

const here = (path) => new URL(path, import.meta.url).href;
const MAGIC = 0x504e5343; // "CSNP" read as a little-endian word
const FORMAT = 1;
// Not "courtly-…": the service worker deletes every cache of that name but its own on update.
export const CACHE = "courtly.snapshots";
// This site's entries (another copy of the site may live elsewhere on the same origin).
const PREFIX = here("../../../snapshot/");
export const RUNTIME_VERSION = config.pyodide.match(/([^/]+)\/$/)[1];
export const KEY = `${PREFIX}${config.build}/${RUNTIME_VERSION}`;
const REFUSED = "X-Snapshot-Refused";

/** Why a stored snapshot was not used; the worker reports it as "fallback: <reason>". */
export class SnapshotError extends Error {}

/** Where the worker starts the runtime from, with or without a snapshot. */
export function runtimeOptions(timings = {}) {
  return {
    indexURL: here(config.pyodide),
    lockFileURL: here(config.pyodide + "pyodide-lock.json"),
    stdLibURL: here(config.stdlib),
    packages: [],
    // Called once the WebAssembly is instantiated, before CPython starts or the heap is
    // restored: it splits the runtime's start into those two phases.
    fsInit: async () => { timings.wasmReady = performance.now(); },
  };
}

/**
 * FNV-1a over 32-bit words, the parts read as one array: any one changed word changes the
 * sum (each step is a bijection of the running value).  15-40 ms for the 12 MB stored.
 */
export function checksum(...parts) {
  let h = 0x811c9dc5 | 0;
  for (const part of parts) {
    const words = new Int32Array(part.buffer, part.byteOffset, part.byteLength >> 2);
    for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
  }
  return h >>> 0;
}

const PAGE = 4096;
const pad16 = (n) => Math.ceil(n / 16) * 16;

/** Pyodide's snapshot in our format, as the parts of a Blob (the pages are not copied). */
export function encode(snapshot, key = KEY) {
  const words = new Int32Array(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength >> 2);
  const pages = [];
  for (let page = 0; page * PAGE < snapshot.byteLength; page++) {
    const end = Math.min((page + 1) * PAGE, snapshot.byteLength) >> 2;
    for (let i = (page * PAGE) >> 2; i < end; i++) {
      if (words[i] !== 0) {
        pages.push(page);
        break;
      }
    }
  }
  const meta = new TextEncoder().encode(JSON.stringify({
    key, made: new Date().toISOString(), length: snapshot.byteLength, pages: pages.length }));
  const head = new Uint8Array(16 + pad16(4 + meta.length) + pad16(4 * pages.length));
  const view = new DataView(head.buffer);
  view.setUint32(16, meta.length, true);
  head.set(meta, 20);
  new Uint32Array(head.buffer, 16 + pad16(4 + meta.length), pages.length).set(pages);
  const parts = [head, ...pages.map((page) => snapshot.subarray(page * PAGE, (page + 1) * PAGE))];
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, parts.reduce((n, part) => n + part.byteLength, 0), true);
  view.setUint32(12, checksum(head.subarray(16), ...parts.slice(1)), true);
  return parts;
}

/** Pyodide's snapshot from a stored body, or a SnapshotError saying why it cannot be used. */
export function decode(buffer, key = KEY) {
  if (buffer.byteLength < 32) throw new SnapshotError(SNAPSHOT.tooShort(buffer.byteLength));
  const view = new DataView(buffer);
  if (view.getUint32(0, true) !== MAGIC) throw new SnapshotError(SNAPSHOT.notSnapshot);
  if (view.getUint32(4, true) !== FORMAT) throw new SnapshotError(SNAPSHOT.otherFormat(view.getUint32(4, true)));
  const total = view.getUint32(8, true);
  if (buffer.byteLength !== total) throw new SnapshotError(SNAPSHOT.cut(buffer.byteLength, total));
  if (checksum(new Uint8Array(buffer, 16)) !== view.getUint32(12, true)) throw new SnapshotError(SNAPSHOT.checksum);
  const metaLength = view.getUint32(16, true);
  const meta = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 20, metaLength)));
  if (meta.key !== key) throw new SnapshotError(SNAPSHOT.foreign(meta.key));
  const listAt = 16 + pad16(4 + metaLength);
  const pages = new Uint32Array(buffer, listAt, meta.pages);
  const dataAt = listAt + pad16(4 * meta.pages);
  const last = pages.length ? Math.min(PAGE, meta.length - pages[pages.length - 1] * PAGE) : 0;
  if (dataAt + Math.max(pages.length - 1, 0) * PAGE + last !== total) throw new SnapshotError(SNAPSHOT.pageList);
  const snapshot = new Uint8Array(meta.length); // zero pages stay as allocated
  pages.forEach((page, k) => {
    const size = Math.min(PAGE, meta.length - page * PAGE);
    snapshot.set(new Uint8Array(buffer, dataAt + k * PAGE, size), page * PAGE);
  });
  return snapshot;
}

async function cache() {
  if (!globalThis.caches) throw new SnapshotError(SNAPSHOT.noCaches);
  return caches.open(CACHE);
}

/**
 * What is stored for this build, without waiting for its body: {status} when there is
 * nothing to restore ("missing", "unavailable: …", "fallback: refused (…)", then also {refused}), else {bytes}, a promise of the
 * checked snapshot (rejecting with a SnapshotError) that the runtime can await while it loads.
 * Never rejects.
 */
export async function openSnapshot(timings = {}) {
  const t0 = performance.now();
  let response;
  try {
    response = await (await cache()).match(KEY);
  } catch (err) {
    return { status: `unavailable: ${err.message}` };
  }
  if (!response) return { status: "missing" };
  if (response.headers.has(REFUSED)) return { status: SNAPSHOT.refused(response.headers.get(REFUSED)), refused: true };
  const bytes = response.arrayBuffer().then((buffer) => {
    timings.read = performance.now() - t0;
    const t1 = performance.now();
    let snapshot;
    try {
      snapshot = decode(buffer);
    } catch (err) {
      throw err instanceof SnapshotError ? err : new SnapshotError(SNAPSHOT.damaged(err.message));
    }
    timings.check = performance.now() - t1;
    timings.snapshotBytes = buffer.byteLength;
    return snapshot;
  }, (err) => { throw new SnapshotError(SNAPSHOT.unreadable(err.message)); });
  bytes.catch(() => {}); // handled by whoever awaits it; no "uncaught in promise" meanwhile
  return { bytes };
}

/** Keep ``snapshot`` as this build's one entry (older builds' entries go); its stored size. */
export async function storeSnapshot(snapshot) {
  const store = await cache();
  const body = new Blob(encode(snapshot));
  await store.put(KEY, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
  await prune(store);
  return body.size;
}

/** Remember that this runtime would not restore its own snapshot, so none is made again. */
export async function refuseSnapshot(reason) {
  const store = await cache();
  const text = reason.replace(/[^ -~]+/g, " ").slice(0, 200); // a header value: printable ASCII
  await store.put(KEY, new Response(null, { headers: { [REFUSED]: text } }));
  await prune(store);
}

async function prune(store) {
  for (const request of await store.keys()) {
    if (request.url.startsWith(PREFIX) && request.url !== KEY) await store.delete(request);
  }
}
