// Starts Pyodide under Node with a copy of the engines' sources in its file system, runs
// trim_stdlib.py (which writes the trimmed zip there), and copies the zip out.
//   node trim_stdlib.mjs <pyodide folder> <folder holding courtly/> <zip to write>
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [pyodideDir, source, out] = process.argv.slice(2);
const site = "/home/pyodide/src";
const inside = "/tmp/python_stdlib.zip";
const { loadPyodide } = createRequire(pyodideDir + "/")("./pyodide.js");
// PYTHONNODEBUGRANGES: the bytecode keeps its line numbers but not the column ranges that
// only draw a traceback's ^^^ marks, a quarter of the zip that every first visit downloads.
const env = { TRIMMED_ZIP: inside, PYTHONNODEBUGRANGES: "1" };
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", env });

// Copied file by file from Node: unpacking an archive in Python would import modules that
// the page never does (the zip file name codec) and so keep them.
for (const entry of readdirSync(path.join(source, "courtly"), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(py|mo)$/.test(entry.name)) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.posix.join(site, path.relative(source, from).split(path.sep).join("/"));
  pyodide.FS.mkdirTree(path.posix.dirname(to));
  pyodide.FS.writeFile(to, readFileSync(from));
}
pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(site)})`);
const script = new URL("./trim_stdlib.py", import.meta.url);
pyodide.runPython(readFileSync(script, "utf8"), { filename: "trim_stdlib.py" });
writeFileSync(out, pyodide.FS.readFile(inside));
