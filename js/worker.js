// The engines' home: a module worker that starts Pyodide (with a trimmed, precompiled
// standard library that also holds the courtly package) and answers the page's JSON
// requests with courtly.web.handle.  Only strings cross.
import config from "./build.js";

const here = (path) => new URL(path, import.meta.url).href;
let handle = null;
const queue = [];

function progress(stage, value, text) {
  postMessage({ type: "progress", stage, value, text });
}

async function start() {
  const t0 = performance.now();
  progress("runtime", 10, "Loading the Python runtime…");
  const { loadPyodide } = await import(here(config.pyodide + "pyodide.mjs"));
  const tImport = performance.now();
  const pyodide = await loadPyodide({
    indexURL: here(config.pyodide),
    lockFileURL: here(config.pyodide + "pyodide-lock.json"),
    stdLibURL: here(config.stdlib),
    packages: [],
  });
  const tRuntime = performance.now();
  progress("engines", 75, "Loading the game engines…");
  handle = pyodide.pyimport("courtly.web").handle; // precompiled, inside the stdlib zip
  self.pyodide = pyodide;
  const tReady = performance.now();
  postMessage({
    type: "ready",
    timings: { start: t0, loader: tImport - t0, runtime: tRuntime - tImport, engines: tReady - tRuntime },
    memory: heapBytes(),
  });
  for (const msg of queue.splice(0)) answer(msg);
}

function answer({ id, request }) {
  let response;
  try {
    response = handle(request);
  } catch (err) {
    response = JSON.stringify({ ok: false, kind: "internal", error: String(err) });
  }
  postMessage({ type: "response", id, response });
}

function heapBytes() {
  return self.pyodide?._module?.HEAP8?.buffer?.byteLength ?? null;
}

onmessage = (event) => {
  if (event.data.type === "stats") postMessage({ type: "stats", memory: heapBytes() });
  else if (handle) answer(event.data);
  else queue.push(event.data);
};

start().catch((err) => {
  postMessage({ type: "failed", error: String(err && err.message ? err.message : err) });
});
