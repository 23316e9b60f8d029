// Runs a Python script inside real Pyodide (the npm package, under Node, offline) with the
// courtly sources of this checkout copied into its file system — no build needed:
//   node tests/pyodide/bots.mjs < script.py
// Used by tests/bench/bots.py to time the bots in Pyodide; prints what the script prints.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const { loadPyodide } = require(path.join(root, "node_modules/pyodide/pyodide.js"));

const script = readFileSync(0, "utf8");
const pyodide = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });

function copy(dir, into) {
  pyodide.FS.mkdirTree(into);
  for (const name of readdirSync(dir)) {
    const from = path.join(dir, name);
    if (statSync(from).isDirectory()) {
      if (name !== "__pycache__") copy(from, `${into}/${name}`);
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile(`${into}/${name}`, readFileSync(from));
    }
  }
}
copy(path.join(root, "py/courtly"), "/home/pyodide/src/courtly");
await pyodide.runPythonAsync(`import sys; sys.path.insert(0, "/home/pyodide/src")`);
await pyodide.runPythonAsync(script);
