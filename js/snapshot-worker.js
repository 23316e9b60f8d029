// Makes the return visits' snapshot, started by the engine worker once it has been idle a
// while after a start that restored none.  A runtime of its own, so the snapshot holds
// exactly a fresh start with the engines imported (never a game the page has played), and
// the engine worker's own start stays the plain one.  Posts {made}, {skipped} or {failed},
// then ends.
import config from "./build.js";
import { openSnapshot, runtimeOptions, storeSnapshot } from "./snapshot.js";
import { SNAPSHOT } from "./ui/words.js";

const here = (path) => new URL(path, import.meta.url).href;

/** Whether another worker or tab has stored a good snapshot (or a refusal) since this page began. */
async function settled() {
  const now = await openSnapshot();
  return now.refused || (now.bytes ? now.bytes.then(() => true, () => false) : false);
}

async function make() {
  if (await settled()) return null;
  const t0 = performance.now();
  const { loadPyodide } = await import(here(config.pyodide + "pyodide.mjs"));
  const pyodide = await loadPyodide({ ...runtimeOptions(), _makeSnapshot: true });
  pyodide.runPython("import courtly.web"); // what the engine worker imports (no proxy kept)
  const tSnapshot = performance.now();
  const snapshot = pyodide.makeMemorySnapshot();
  const tStore = performance.now();
  const stored = await storeSnapshot(snapshot);
  return { boot: tSnapshot - t0, snapshot: tStore - tSnapshot, store: performance.now() - tStore,
           heap: snapshot.byteLength, stored };
}

make().then((made) => postMessage(made ? { made } : { skipped: SNAPSHOT.madeElsewhere }),
  (err) => postMessage({ failed: String(err?.message ?? err) }))
  .finally(() => close());
