// Runs Python inside real Pyodide (the npm package) under Node, offline.
//   node run.mjs micropip <courtly wheel> <micropip wheel>  < script.py
//       installs micropip from its wheel, then the courtly wheel with micropip;
//   node run.mjs site <python_stdlib.zip>  < script.py
//       starts Pyodide on the site's trimmed, precompiled stdlib (which holds courtly),
//       exactly as the page's worker does.
// Then runs the Python script read from stdin and prints what it prints.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const { loadPyodide } = require(path.join(root, "node_modules/pyodide/pyodide.js"));

const [mode, ...files] = process.argv.slice(2);
const script = readFileSync(0, "utf8");
const io = { stdout: (s) => console.log(s), stderr: (s) => console.error(s) };
let pyodide;
if (mode === "site") {
  pyodide = await loadPyodide({ ...io, stdLibURL: path.resolve(files[0]) });
} else {
  const [wheel, micropipWheel] = files;
  pyodide = await loadPyodide(io);
  pyodide.FS.writeFile("/tmp/" + path.basename(wheel), readFileSync(wheel));
  await pyodide.loadPackage(path.resolve(micropipWheel), { messageCallback: () => {} });
  await pyodide.runPythonAsync(`
import micropip
await micropip.install("emfs:/tmp/${path.basename(wheel)}", deps=False)
`);
}
await pyodide.runPythonAsync(script);
