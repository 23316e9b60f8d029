// The engines' home: a module worker that starts Pyodide, installs the courtly wheel
// and answers the page's JSON requests with courtly.web.handle.  Only strings cross.
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
  const wheel = fetch(here(config.wheel)).then((r) => {
    if (!r.ok) throw new Error(`engine package: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const pyodide = await loadPyodide({
    indexURL: here(config.pyodide),
    lockFileURL: here(config.pyodide + "pyodide-lock.json"),
    packages: [],
  });
  const tRuntime = performance.now();
  progress("engines", 75, "Installing the game engines…");
  pyodide.unpackArchive(await wheel, "wheel");
  handle = pyodide.pyimport("courtly.web").handle;
  const tReady = performance.now();
  postMessage({
    type: "ready",
    timings: { runtime: tRuntime - t0, engines: tReady - tRuntime },
    memory: pyodide._module?.HEAPU8?.length ?? null,
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

onmessage = (event) => {
  if (handle) answer(event.data);
  else queue.push(event.data);
};

start().catch((err) => {
  postMessage({ type: "failed", error: String(err && err.message ? err.message : err) });
});
