// The engines' home: a module worker that starts Pyodide (with a trimmed, precompiled
// standard library that also holds the courtly package) and answers the page's JSON
// requests with courtly.web.handle.  Only strings cross.
//
// A return visit restores the runtime from the snapshot kept by snapshot.js instead of
// starting CPython; anything wrong with the snapshot means a plain start, and a new one is
// made (in a worker of its own, once this one has been idle a while).
import config from "./build.js";
import { openSnapshot, refuseSnapshot, runtimeOptions, SnapshotError } from "./snapshot.js";
import { SNAPSHOT } from "./ui/words.js";

const here = (path) => new URL(path, import.meta.url).href;
const IDLE_MS = 2000; // quiet time before the snapshot is made, so it never delays a move
let handle = null;
const queue = [];
let lastAnswer = 0;
// What happens to the stored snapshot after this start; reported by "stats".
const snapshot = { state: "starting" };

/** The start's stage; the page words it (js/ui/words.js BOOT). */
function progress(stage, value) {
  postMessage({ type: "progress", stage, value });
}

const message = (err) => String(err?.message ?? err).split("\n")[0];

// The engines' words in each language are a catalogue beside the page (locale/<code>.mo),
// fetched the first time a request asks for its language (the page's own from the start: the
// page names this worker by it), not carried by the zip every visitor boots from.
const installed = new Set(["en"]);
const fetched = new Map();
function catalogue(code) {
  if (!fetched.has(code)) {
    fetched.set(code, fetch(here(`../locale/${code}.mo`)).then((r) => (r.ok ? r.arrayBuffer() : null), () => null));
  }
  return fetched.get(code);
}
if (self.name !== "en" && Object.hasOwn(config.languages, self.name)) catalogue(self.name);

/** Install the catalogues of the languages ``request`` is to be answered in (its person's, and
 * at a shared table each friend's) that this runtime lacks; a missing one leaves English. */
async function speak(request) {
  let asked;
  try {
    asked = JSON.parse(request);
  } catch {
    return; // the engine says what is wrong with it
  }
  const wanted = [asked?.language, ...Object.values(asked?.languages ?? {})];
  for (const code of new Set(wanted)) {
    if (typeof code !== "string" || installed.has(code) || !Object.hasOwn(config.languages, code)) continue;
    installed.add(code);
    const bytes = await catalogue(code);
    if (!bytes) continue;
    try {
      self.pyodide.FS.writeFile("/tmp/courtly.mo", new Uint8Array(bytes));
      const language = self.pyodide.pyimport("courtly.core.language");
      language.install_file(code, "/tmp/courtly.mo");
      language.destroy();
    } catch (err) {
      console.warn(SNAPSHOT.noCatalogue(code, message(err))); // the engine speaks English, as offline before it was kept
    }
  }
}

async function start() {
  const t0 = performance.now();
  // timeOrigin lets the page place the worker's phases on its own clock.
  const timings = { start: t0, origin: performance.timeOrigin };
  progress("runtime", 10);
  const stored = openSnapshot(timings); // read while the runtime's scripts load
  const { loadPyodide } = await import(here(config.pyodide + "pyodide.mjs"));
  const tImport = performance.now();
  const found = await stored;
  let pyodide = null;
  let next = "make"; // what to store once idle
  let tLoad = tImport;
  if (found.bytes) {
    try {
      pyodide = await loadPyodide({ ...runtimeOptions(timings), _loadSnapshot: found.bytes });
      timings.snapshot = "restored";
      next = null;
    } catch (err) {
      timings.snapshot = `fallback: ${err instanceof SnapshotError ? err.message : SNAPSHOT.restoreFailed(message(err))}`;
      timings.failedRestore = performance.now() - tImport;
      // A snapshot that passed its checks and still would not restore: this runtime cannot
      // take its own snapshots (e.g. a heap bigger than the one it starts with), so stop trying.
      if (!(err instanceof SnapshotError)) next = "refuse";
    }
  } else {
    timings.snapshot = found.status;
    if (found.status !== "missing") next = null; // refused, or no Cache Storage
  }
  if (!pyodide) {
    tLoad = performance.now();
    pyodide = await loadPyodide(runtimeOptions(timings));
  }
  const tLoaded = performance.now();
  progress("engines", 75);
  handle = pyodide.pyimport("courtly.web").handle; // precompiled, inside the stdlib zip
  self.pyodide = pyodide;
  const tReady = performance.now();
  Object.assign(timings, {
    loader: tImport - t0,
    runtime: tLoaded - tImport, // includes waiting for the snapshot's read and check
    wasm: timings.wasmReady - tLoad, // the runtime's scripts and WebAssembly, up to its start
    python: tLoaded - timings.wasmReady, // CPython's start, or the heap's restore
    engines: tReady - tLoaded,
  });
  delete timings.wasmReady;
  postMessage({ type: "ready", timings, memory: heapBytes() });
  lastAnswer = performance.now();
  snapshot.state = next ? "waiting" : timings.snapshot;
  if (next) whenIdle(() => replaceSnapshot(next, timings.snapshot.replace(/^fallback: /, "")));
  for (const msg of queue.splice(0)) inTurn(msg);
}

// Requests are answered one at a time in the order they came (installing a catalogue waits).
let line = Promise.resolve();
const inTurn = (msg) => { line = line.then(() => answer(msg)); };

/** Run ``fn`` once no request has been answered for IDLE_MS. */
function whenIdle(fn) {
  const wait = lastAnswer + IDLE_MS - performance.now();
  setTimeout(() => (performance.now() - lastAnswer >= IDLE_MS ? fn() : whenIdle(fn)), Math.max(wait, 50));
}

/**
 * Make this build's snapshot (or, for "refuse", record that the runtime would not restore
 * it).  One worker at a time on this site (the page's analyst and other tabs start engines
 * too): the others leave it to the one holding the lock.
 */
async function replaceSnapshot(next, reason) {
  const work = async (lock) => {
    if (lock === null) {
      snapshot.state = SNAPSHOT.elsewhere;
    } else if (next === "refuse") {
      await refuseSnapshot(reason);
      snapshot.state = "refused";
    } else {
      snapshot.state = "making";
      Object.assign(snapshot, await runMaker());
    }
  };
  try {
    await (self.navigator?.locks ? navigator.locks.request("courtly.snapshot", { ifAvailable: true }, work) : work());
  } catch (err) {
    snapshot.state = SNAPSHOT.notMade(message(err));
  }
}

/** The snapshot worker's run: {state: "made", made: {...}}, or the state saying why not.
 * The page starts that worker and passes its word back: in Firefox a worker that starts a
 * worker of its own was seen to freeze in the constructor, and with it every game request. */
let makerSaid = null;
function runMaker() {
  return new Promise((resolve) => {
    makerSaid = (data) => {
      makerSaid = null;
      resolve(data.made ? { state: "made", made: data.made } : { state: data.skipped ?? SNAPSHOT.notMade(data.failed) });
    };
    postMessage({ type: "make-snapshot" });
  });
}

async function answer({ id, request }) {
  let response;
  try {
    await speak(request);
    response = handle(request);
  } catch (err) {
    response = JSON.stringify({ ok: false, kind: "internal", error: String(err) });
  }
  postMessage({ type: "response", id, response });
  lastAnswer = performance.now();
}

function heapBytes() {
  return self.pyodide?._module?.HEAP8?.buffer?.byteLength ?? null;
}

onmessage = (event) => {
  if (event.data.type === "stats") postMessage({ type: "stats", memory: heapBytes(), snapshot: { ...snapshot } });
  else if (event.data.type === "snapshot-maker") makerSaid?.(event.data);
  else if (handle) inTurn(event.data);
  else queue.push(event.data);
};

start().catch((err) => {
  postMessage({ type: "failed", error: String(err && err.message ? err.message : err) });
});
