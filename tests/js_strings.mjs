// Every string the page's JavaScript spells out, for tests/test_no_words_in_js.py: each file named
// on the command line is parsed with espree (ESLint's own parser) and its string literals and
// template literals are printed as JSON lines {file, line, text, catalogued} (a template's ${…}
// reads "0"; ``catalogued``: the string is said through js/ui/catalogue.js's t, tn or tp).
// Strings that are names, not words, are left out by where they stand: import paths, the CSS
// classes and selectors an element is found or dressed by, the events listened to, the keys a
// keyboard reports, object keys, and the tag an element is made with (dom.js's h(tag, …)).
import { readFileSync } from "node:fs";
import * as espree from "espree";
import * as estraverse from "estraverse";

const NAME_KEYS = new Set(["class", "className", "id", "role", "type", "name", "href", "for", "rel", "key", "inputmode",
  "autocomplete", "d", "viewBox", "fill", "stroke", "transform", "points", "src", "sandbox", "allow", "lang"]);
const NAME_CALLS = new Set(["querySelector", "querySelectorAll", "closest", "matches", "addEventListener",
  "removeEventListener", "add", "remove", "toggle", "contains", "getAttribute", "setAttribute", "removeAttribute",
  "hasAttribute", "createElement", "createElementNS", "getElementById", "getItem", "setItem", "removeItem",
  "postMessage", "mark", "measure", "getPropertyValue", "setProperty", "matchMedia", "importScripts", "fetch",
  "getContext", "toggleAttribute", "h", "svg", "dispatchEvent"]);
const CATALOGUE_CALLS = new Set(["t", "tn", "tp"]);   // js/ui/catalogue.js's
const KEY_PROPERTIES = new Set(["key", "code", "type", "tagName", "nodeName", "op", "kind", "phase", "status", "stage"]);

function nameSpot(node, parent, grand) {
  if (!parent) return false;
  if (parent.type === "ImportDeclaration" || parent.type === "ExportNamedDeclaration" || parent.type === "ExportAllDeclaration"
    || parent.type === "ImportExpression") return true;
  if (parent.type === "Property" && parent.key === node) return true;                 // { "aria-label": … }'s key
  if (parent.type === "Property" && NAME_KEYS.has(parent.key.name ?? parent.key.value)) return true;
  if (parent.type === "CallExpression" && parent.arguments[0] === node) {
    const callee = parent.callee;
    const name = callee.type === "MemberExpression" ? callee.property.name : callee.name;
    if (NAME_CALLS.has(name)) return true;
    if (name === "setAttribute" || name === "toggle") return true;
  }
  if (parent.type === "CallExpression" && parent.callee.type === "MemberExpression"
    && ["setAttribute", "toggle", "setProperty"].includes(parent.callee.property.name) && parent.arguments[1] === node) {
    return parent.callee.property.name !== "setAttribute" || !/^aria-label|title|alt$/.test(parent.arguments[0].value);
  }
  if (parent.type === "BinaryExpression" || parent.type === "SwitchCase") {   // e.key === "Escape", case "ArrowUp":
    const other = parent.type === "SwitchCase" ? grand?.discriminant : parent.left === node ? parent.right : parent.left;
    if (other?.type === "MemberExpression" && KEY_PROPERTIES.has(other.property.name)) return true;
  }
  if (parent.type === "MemberExpression" && parent.property === node) return true;   // obj["some-key"]
  if (parent.type === "VariableDeclarator" && /class/i.test(parent.id.name)) return true;   // const className = `pile …`
  return false;
}

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, "utf8");
  const sourceType = file.endsWith("sw.js") ? "script" : "module";   // as eslint.config.mjs says
  const ast = espree.parse(source, { ecmaVersion: "latest", sourceType, loc: true });
  const parents = [];
  estraverse.traverse(ast, {
    enter(node, parent) {
      parents.push(parent);
      let text = null;
      if (node.type === "Literal" && typeof node.value === "string") text = node.value;
      else if (node.type === "TemplateLiteral") text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("0");
      if (text === null || parent?.type === "TaggedTemplateExpression") return;
      if (nameSpot(node, parent, parents.at(-2))) return;
      // said through the catalogue: an argument (or a piece of one) of a call of t, tn or tp
      const catalogued = parents.some((p) => p?.type === "CallExpression" && p.callee.type === "Identifier"
        && CATALOGUE_CALLS.has(p.callee.name));
      console.log(JSON.stringify({ file, line: node.loc.start.line, text, catalogued }));
    },
    leave() { parents.pop(); },
    fallback: "iteration",
  });
}
