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
  for (const msg of queue.splice(0)) answer(msg);
}

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

/** The snapshot worker's run: {state: "made", made: {...}}, or the state saying why not. */
function runMaker() {
  if (typeof Worker === "undefined") return { state: SNAPSHOT.notMade(SNAPSHOT.noWorkers) };
  return new Promise((resolve) => {
    const maker = new Worker(here("./snapshot-worker.js"), { type: "module" });
    const done = (result) => {
      maker.terminate();
      resolve(result);
    };
    maker.onmessage = ({ data }) => done(data.made ? { state: "made", made: data.made }
      : { state: data.skipped ?? SNAPSHOT.notMade(data.failed) });
    maker.onerror = (event) => done({ state: SNAPSHOT.notMade(event.message || undefined) });
  });
}

function answer({ id, request }) {
  let response;
  try {
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
  else if (handle) answer(event.data);
  else queue.push(event.data);
};

start().catch((err) => {
  postMessage({ type: "failed", error: String(err && err.message ? err.message : err) });
});
