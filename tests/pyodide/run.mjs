// Runs Python inside real Pyodide (the npm package) under Node, offline.
//   node run.mjs <courtly wheel> <micropip wheel>  < script.py
// Installs micropip from its wheel, installs the courtly wheel with micropip (as a
// browser would), runs the Python script read from stdin and prints what it prints.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const { loadPyodide } = require(path.join(root, "node_modules/pyodide/pyodide.js"));

const [wheel, micropipWheel] = process.argv.slice(2);
const script = readFileSync(0, "utf8");
const pyodide = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
pyodide.FS.writeFile("/tmp/" + path.basename(wheel), readFileSync(wheel));
await pyodide.loadPackage(path.resolve(micropipWheel), { messageCallback: () => {} });
await pyodide.runPythonAsync(`
import micropip
await micropip.install("emfs:/tmp/${path.basename(wheel)}", deps=False)
`);
await pyodide.runPythonAsync(script);
